#!/usr/bin/env bash
# Host target against ONNX Runtime CPU on the same machine, in one run
# (issue 30): each model directory under $W/data/models (model.onnx,
# input_*.npy) is compiled at its inputs' shapes, finalized for host and
# timed by `mgxport perf --arch host` at --threads 1 and at every core
# (the median of its untimed runs, as run executes them),
# beside bench/host/ort_peer.py at 1 thread and at every core.
# Needs DIR/dist.tar.xz and DIR/data.tar.xz as bench/gpu/accept.sh does;
# MODELS names the directories (default: every one); N_RUNS and WARM the
# timed and warmup runs of each perf (default 30 and 3; session 11 used 100
# and 30). Output: $OUT/host.txt.
set -uo pipefail
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=${W:-/tmp/mgx}
mkdir -p $W/logs "$RES"
[ -x $W/dist/mgxport ] || tar -C $W -xJf "$DIR/dist.tar.xz"
[ -d $W/data ] || { mkdir -p $W/data && tar -C $W/data -xJf "$DIR/data.tar.xz"; }
M=$W/dist/mgxport
export MGXPORT_CACHE_DIR=$W/cache_host
N=$(nproc)
res=$RES/host.txt
# The untimed runs' median ("Run time", as run executes them: batched
# launches), else the timed runs' (older builds print no Run time on host).
med() { { grep -E '^Run time' $1 || grep -E '^Total time' $1; } | head -1 | sed -E 's/.*median ([0-9.]+).*/\1/'; }
printf "%-20s %10s %10s %10s %10s\n" model "mgx 1t" "mgx ${N}t" "ort 1t" "ort ${N}t" | tee -a $res
for name in ${MODELS:-$(ls $W/data/models)}; do
  d=$W/data/models/$name; [ -f $d/model.onnx ] || continue
  ins=""
  for f in $d/input_*.npy; do n=$(basename "$f" .npy); ins="$ins --input ${n#input_}=$f"; done
  dims=$(python3 bench/dims.py "$d")
  "$M" compile --portable $d/model.onnx $dims -o $W/$name.h.mgxb 2> $W/logs/$name.hc.err &&
  "$M" finalize $W/$name.h.mgxb --arch host -o $W/$name.hf.mgxb -q -j $N 2>> $W/logs/$name.hc.err ||
    { echo "$name: FAILED $(tail -c 200 $W/logs/$name.hc.err)" | tee -a $res; continue; }
  "$M" perf $W/$name.hf.mgxb --arch host $ins --threads 1 -n ${N_RUNS:-30} --warmup ${WARM:-3} > $W/logs/$name.p1 2>&1
  "$M" perf $W/$name.hf.mgxb --arch host $ins -n ${N_RUNS:-30} --warmup ${WARM:-3} > $W/logs/$name.pn 2>&1
  o1=$(python3 bench/host/ort_peer.py 1 $d 2>/dev/null | sed -E 's/.*median ([0-9.]+).*/\1/')
  on=$(python3 bench/host/ort_peer.py $N $d 2>/dev/null | sed -E 's/.*median ([0-9.]+).*/\1/')
  printf "%-20s %10s %10s %10s %10s\n" $name "$(med $W/logs/$name.p1)" "$(med $W/logs/$name.pn)" "$o1" "$on" | tee -a $res
done
