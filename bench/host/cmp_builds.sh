#!/usr/bin/env bash
# cmp_builds: two builds of mgxport on the same host models, in one run
# (issue 30). For each model directory (model.onnx, input_*.npy,
# output_*.npy; under $W/data/models, else testdata/models), each binary
# ($W/dist/mgx_main and $W/dist/mgx_NAME, beside one libmgxport_mlir.so)
# compiles the model and finalizes it for host with its own kernel cache,
# then `perf` times it at --threads 1 and at every core (Run time medians,
# -n $NR, default 60); NAME's build is then verified against the model's
# outputs. One line per model:
#   model | main 1t MS Nt MS fin MS | NAME 1t MS Nt MS fin MS | verify: ...
#   bench/host/cmp_builds.sh NAME "MODEL ..."
# Session 13 ran it on the GPU machine's Xeon for each helper branch
# (bench/gpu/RESULTS.md, calls 3-5).
set -uo pipefail
name=$1; models=$2; W=/tmp/mgx; N=$(nproc); D=$W/data/models; L=$W/logs; mkdir -p $L
med() { grep -E '^Run time' $1 | head -1 | sed -E 's/.*median ([0-9.]+).*/\1/'; }
for m in $models; do d=$D/$m; [ -f $d/model.onnx ] || d=testdata/models/$m
  ins=""; exp=""
  for f in $d/input_*.npy; do b=$(basename $f .npy); ins="$ins --input ${b#input_}=$f"; done
  for f in $d/output_*.npy; do b=$(basename $f .npy); exp="$exp --expected ${b#output_}=$f"; done
  row="$m"
  for b in main $name; do
    export MGXPORT_CACHE_DIR=$W/cache_$b
    $W/dist/mgx_$b compile --portable $d/model.onnx $(python3 bench/dims.py $d) -o $W/$m.$b.c.mgxb 2>$L/$m.c.err || { row="$row $b:COMPILE-FAILED"; continue; }
    s=$(date +%s%N); $W/dist/mgx_$b finalize $W/$m.$b.c.mgxb --arch host -o $W/$m.$b.mgxb -q -j $N 2>$L/$m.$b.err || { row="$row $b:FINALIZE-FAILED"; continue; }
    fin=$(( ($(date +%s%N) - s) / 1000000 ))
    $W/dist/mgx_$b perf $W/$m.$b.mgxb --arch host $ins --threads 1 -n ${NR:-60} --warmup 15 > $L/$m.$b.p1 2>&1
    $W/dist/mgx_$b perf $W/$m.$b.mgxb --arch host $ins -n ${NR:-60} --warmup 15 > $L/$m.$b.pn 2>&1
    row="$row | $b 1t $(med $L/$m.$b.p1) ${N}t $(med $L/$m.$b.pn) fin ${fin}ms"
  done
  v=$($W/dist/mgx_$name verify $W/$m.$name.mgxb --arch host $ins $exp 2>&1 | tail -2 | tr '\n' ' ' | cut -c1-160)
  echo "$row | verify: $v"
done
