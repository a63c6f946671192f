#!/usr/bin/env bash
# ab_vs_ort: several mgxport builds (or pool settings) against ONNX Runtime
# CPU on one machine, interleaved (issue 30), for machines whose speed
# drifts between minutes (the device's Xeon: 1.5x between two processes of
# one binary). Each round runs, per model and thread count, ORT
# (bench/host/ort_peer.py, ORT_SECS seconds, default 2) and then every
# build's `mgxport perf --arch host` (NRUNS timed runs, default 60, after
# 15 warmup; the untimed "Run time" median and minimum); the table
# (bench/host/ab_table.py) compares each build with the ORT runs of the
# same rounds. One build in VARS is the plain host-against-ORT comparison
# (what interleaved_vs_ort.sh did before it).
#   VARS="main:mgx_main new:mgx_new spin:mgx_new:MGXPORT_HOST_POOL=idlespin=5ms" \
#   MODELS="resnet18 mobilenet_v2" ROUNDS=3 THREADS="1 16" bench/host/ab_vs_ort.sh
# VARS: name:binary[:VAR=value] each, the binaries in $W/dist (unpacked
# from $DIR/bins.tar.xz, beside make dist's library from $DIR/dist.tar.xz);
# the optional environment setting applies to that build's runs. MODELS:
# model directories under $W/data/models (testdata/models, and the
# torchvision and transformers exports bench/host/export_vision.py and
# export_text.py write: resnet18, mobilenet_v2, squeezenet1_1, bert_tiny,
# gpt2_tiny, modernbert_tiny). Every build verifies against the models'
# expected outputs first ($OUT/verify.txt); the first round's per-launch
# tables go to $OUT/launches.txt, each perf's pool counts to $OUT/pool.txt,
# the rounds to $OUT/raw.txt and the table to $OUT/table.txt.
set -uo pipefail
if [ -z "${VARS:-}" ] || [ -z "${MODELS:-}" ]; then
  echo "usage: VARS=\"name:binary[:VAR=value] ...\" MODELS=\"model ...\" [ROUNDS=3] [THREADS=\"1 N\"] $0" >&2
  exit 2
fi
. bench/host/prepare.sh
export ORT_SECS=${ORT_SECS:-2}
runtime() { grep -E '^Run time' $1 | head -1 | sed -E 's/.*min ([0-9.]+), median ([0-9.]+).*/\2 \1/'; }
for name in $MODELS; do
  d=$W/data/models/$name; ins=""; exp=""
  for f in $d/input_*.npy; do n=$(basename "$f" .npy); ins="$ins --input ${n#input_}=$f"; done
  for f in $d/output_*.npy; do n=$(basename "$f" .npy); exp="$exp --expected ${n#output_}=$f"; done
  dims=$(python3 bench/dims.py $d)
  ok=""
  for v in $VARS; do IFS=: read vn vb ve <<< "$v"
    if ! { $W/dist/$vb compile --portable $d/model.onnx $dims -o $W/$name.$vn.mgxb && $W/dist/$vb finalize $W/$name.$vn.mgxb --arch host -o $W/$name.$vn.f.mgxb -q -j $N; } 2> $W/err; then
      echo "$name $vn FAILED: $(tail -c 300 $W/err)" | tee -a "$OUT/verify.txt"; continue
    fi
    env $ve $W/dist/$vb verify $W/$name.$vn.f.mgxb --arch host $ins $exp > $W/ver 2>&1
    echo "verify $name $vn: $(grep -c PASS $W/ver) PASS $(grep -c FAIL $W/ver) FAIL" >> "$OUT/verify.txt"
    ok="$ok $v"
  done
  for r in $(seq ${ROUNDS:-3}); do
    for t in ${THREADS:-1 $N}; do
      echo "$name $r $t ort $(python3 bench/host/ort_peer.py $t $d 2>/dev/null | sed -E 's/.*median ([0-9.]+) ms, min ([0-9.]+).*/\1 \2/')" >> "$OUT/raw.txt"
      for v in $ok; do IFS=: read vn vb ve <<< "$v"
        env $ve $W/dist/$vb perf $W/$name.$vn.f.mgxb --arch host $ins --threads $t -n ${NRUNS:-60} --warmup 15 > $W/p 2>&1
        echo "$name $r $t $vn $(runtime $W/p)" >> "$OUT/raw.txt"
        echo "$name $r $t $vn $(grep -E '^host pool' $W/p)" >> "$OUT/pool.txt"
        [ $r = 1 ] && { echo "=== $name $vn t$t"; grep -E "^[0-9]+ " $W/p; } >> "$OUT/launches.txt"
      done
    done
  done
done
python3 bench/host/ab_table.py "$OUT/raw.txt" | tee "$OUT/table.txt"
cat "$OUT/verify.txt"
