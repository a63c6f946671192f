#!/usr/bin/env bash
# cmp_builds: two builds of mgxport on the same host models, in one run
# (issue 30). For each model directory (model.onnx, input_*.npy,
# output_*.npy; under $W/data/models, else testdata/models), each binary
# ($W/dist/mgx_main and $W/dist/mgx_NAME, beside one libmgxport_mlir.so)
# compiles the model and finalizes it for host with its own kernel cache;
# then, ROUNDS times (default 3), `perf` times main's and NAME's at
# --threads 1, then both at every core, one after the other (Run time
# medians, -n $NR, default 60), so that a machine whose speed drifts
# drifts for both. NAME's build is then verified against the model's
# outputs. One line per model, the medians of the rounds and NAME / main:
#   model | main 1t MS Nt MS fin MS | NAME 1t MS Nt MS fin MS | x1 R xN R | verify: ...
# and the rounds themselves in $L/cmp_rounds.txt.
#   ROUNDS=3 bench/host/cmp_builds.sh NAME "MODEL ..."
# Sessions 13-14 ran it on the GPU machine's Xeon for each helper branch
# (bench/gpu/RESULTS.md).
set -uo pipefail
name=$1; models=$2; W=${W:-/tmp/mgx}; N=$(nproc); D=$W/data/models; L=$W/logs; mkdir -p $L
med() { grep -E '^Run time' $1 | head -1 | sed -E 's/.*median ([0-9.]+).*/\1/'; }
# mid V...: the median of the values.
mid() { printf '%s\n' "$@" | grep -E '^[0-9.]+$' | sort -g | awk '{a[NR]=$1} END{if (NR) print a[int((NR+1)/2)]; else print "-"}'; }
for m in $models; do d=$D/$m; [ -f $d/model.onnx ] || d=testdata/models/$m
  ins=""; exp=""
  for f in $d/input_*.npy; do b=$(basename $f .npy); ins="$ins --input ${b#input_}=$f"; done
  for f in $d/output_*.npy; do b=$(basename $f .npy); exp="$exp --expected ${b#output_}=$f"; done
  declare -A fin=() t1=() tn=(); ok=""
  for b in main $name; do
    export MGXPORT_CACHE_DIR=$W/cache_$b
    $W/dist/mgx_$b compile --portable $d/model.onnx $(python3 bench/dims.py $d) -o $W/$m.$b.c.mgxb 2>$L/$m.c.err || { echo "$m | $b: COMPILE FAILED"; continue 2; }
    s=$(date +%s%N); $W/dist/mgx_$b finalize $W/$m.$b.c.mgxb --arch host -o $W/$m.$b.mgxb -q -j $N 2>$L/$m.$b.err || { echo "$m | $b: FINALIZE FAILED"; continue 2; }
    fin[$b]=$(( ($(date +%s%N) - s) / 1000000 ))
  done
  for r in $(seq ${ROUNDS:-3}); do
    for t in 1 $N; do
      for b in main $name; do
        MGXPORT_CACHE_DIR=$W/cache_$b $W/dist/mgx_$b perf $W/$m.$b.mgxb --arch host $ins --threads $t -n ${NR:-60} --warmup 15 > $L/$m.$b.p 2>&1
        v=$(med $L/$m.$b.p); [ $t = 1 ] && t1[$b]="${t1[$b]:-} $v" || tn[$b]="${tn[$b]:-} $v"
      done
    done
  done
  row="$m"
  for b in main $name; do row="$row | $b 1t $(mid ${t1[$b]}) ${N}t $(mid ${tn[$b]}) fin ${fin[$b]}ms"; done
  x1=$(awk -v a=$(mid ${t1[main]}) -v b=$(mid ${t1[$name]}) 'BEGIN{if (a>0) printf "%.2f", b/a; else print "-"}')
  xn=$(awk -v a=$(mid ${tn[main]}) -v b=$(mid ${tn[$name]}) 'BEGIN{if (a>0) printf "%.2f", b/a; else print "-"}')
  echo "$m rounds: main 1t${t1[main]} ${N}t${tn[main]} | $name 1t${t1[$name]} ${N}t${tn[$name]}" >> $L/cmp_rounds.txt
  v=$(MGXPORT_CACHE_DIR=$W/cache_$name $W/dist/mgx_$name verify $W/$m.$name.mgxb --arch host $ins $exp 2>&1 | tail -2 | tr '\n' ' ' | cut -c1-160)
  echo "$row | x1 $x1 x$N $xn | verify: $v"
  unset fin t1 tn
done
