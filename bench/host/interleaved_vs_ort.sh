#!/usr/bin/env bash
# interleaved_vs_ort: the host target against ONNX Runtime CPU with the two
# interleaved (issue 30), for machines whose speed drifts between runs: per
# model, $ROUNDS rounds (default 3) of mgxport `perf` at 1 thread, ORT at 1, mgxport at
# every core and ORT at every core, one after the other; prints the
# medians of the rounds and the ratios mgxport / ORT ($OUT/h/table.txt; the
# rounds in $OUT/h/raw.txt). Expects, as session 13's device calls had
# them, .gpu/dist2.tar.xz (make dist's library) and .gpu/devbin.xz (the
# binary), and exports the torchvision and transformers models with
# bench/host/export_vision.py and export_text.py (PyTorch, onnxruntime).
set -uo pipefail
W=/tmp/mgx; mkdir -p $W $OUT/h; N=$(nproc)
[ -f $W/dist/libmgxport_mlir.so ] || tar -C $W -xJf .gpu/dist2.tar.xz; xz -dc .gpu/devbin.xz > $W/dist/mgxport && chmod +x $W/dist/mgxport
M=$W/dist/mgxport; export MGXPORT_CACHE_DIR=$W/cache_host
mkdir -p $W/data/models && cp -r testdata/models/* $W/data/models/
python3 bench/host/export_vision.py $W/data/models mobilenet_v2 squeezenet1_1 resnet18 > $OUT/h/exp.log 2>&1
python3 bench/host/export_text.py $W/data/models modernbert_tiny bert_tiny >> $OUT/h/exp.log 2>&1
med() { grep -E '^Run time' $1 | head -1 | sed -E 's/.*median ([0-9.]+).*/\1/'; }
for name in ${MODELS:-mobilenet_v2 squeezenet1_1 resnet18 modernbert_tiny bert_tiny resnet_mini cnn_fp32 mobilenet_blocks}; do
  d=$W/data/models/$name; ins=""
  for f in $d/input_*.npy; do n=$(basename "$f" .npy); ins="$ins --input ${n#input_}=$f"; done
  $M compile --portable $d/model.onnx $(python3 bench/dims.py $d) -o $W/$name.h.mgxb 2>/dev/null && $M finalize $W/$name.h.mgxb --arch host -o $W/$name.hf.mgxb -q -j $N || { echo "$name FAILED"; continue; }
  row="$name"
  for r in $(seq ${ROUNDS:-3}); do
    $M perf $W/$name.hf.mgxb --arch host $ins --threads 1 -n 60 --warmup 15 > $W/p1 2>&1
    o1=$(python3 bench/host/ort_peer.py 1 $d 2>/dev/null | sed -E 's/.*median ([0-9.]+).*/\1/')
    $M perf $W/$name.hf.mgxb --arch host $ins -n 60 --warmup 15 > $W/pn 2>&1
    on=$(python3 bench/host/ort_peer.py $N $d 2>/dev/null | sed -E 's/.*median ([0-9.]+).*/\1/')
    row="$row $(med $W/p1) $o1 $(med $W/pn) $on"
  done
  echo "$row" | tee -a $OUT/h/raw.txt
done
python3 - $OUT/h/raw.txt <<'PY' | tee $OUT/h/table.txt
import sys, statistics as st
print("%-18s %9s %9s %6s | %9s %9s %6s   (median of the interleaved rounds; ratio mgx/ORT)" % ("model", "mgx 1t", "ORT 1t", "ratio", "mgx 16t", "ORT 16t", "ratio"))
for l in open(sys.argv[1]):
    f = l.split(); n = f[0]; v = [float(x) for x in f[1:]]
    a, b, c, d = (st.median(v[i::4]) for i in range(4))
    print("%-18s %9.4f %9.4f %6.2f | %9.4f %9.4f %6.2f   rounds 1t %s" % (n, a, b, a / b, c, d, c / d, " ".join("%.3f/%.3f" % (v[4*r], v[4*r+1]) for r in range(len(v) // 4))))
PY
