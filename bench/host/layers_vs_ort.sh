#!/usr/bin/env bash
# layers_vs_ort: resnet18's, squeezenet1_1's and mobilenet_v2's
# convolutions one by one (bench/host/conv_layers.py: each a Conv + Relu
# model of its own), mgxport's `perf --arch host` against ONNX Runtime CPU
# (bench/host/ort_peer.py, unprofiled), at 1 thread and at every core, two
# interleaved rounds. Both sides time whole runs: each run copies the
# layer's input in and its output out (mgxport into a new array), so a
# layer with megabytes of output at many threads measures the copies and
# the Go runtime's allocation more than the kernel (session 18: 16 threads
# ran mobilenet_v2's 112x112 expansion slower than one). Expects make
# dist's library in $DIR/dist.tar.xz and the binary $M (default mgxport) in
# $DIR/bins.tar.xz; output $OUT/layers.txt (the runs, in ab_table.py's
# lines) and its table.
set -uo pipefail
DIR=${DIR:-.gpu}
W=${W:-/tmp/mgx}
OUT=${OUT:-/tmp/out}
N=$(nproc)
mkdir -p $W/dist $W/layers "$OUT"
[ -f $W/dist/libmgxport_mlir.so ] || tar -C $W -xJf "$DIR/dist.tar.xz"
tar -C $W/dist -xJf "$DIR/bins.tar.xz"
export MGXPORT_CACHE_DIR=$W/cache_host
M=$W/dist/${M:-mgxport}
NAMES=$(python3 bench/host/conv_layers.py $W/layers)
for n in $NAMES; do
  $M compile --portable $W/layers/$n/model.onnx -o $W/layers/$n.mgxb 2>/dev/null && $M finalize $W/layers/$n.mgxb --arch host -o $W/layers/$n.f.mgxb -q -j $N || echo "$n FAILED"
done
for r in 1 2; do for t in 1 $N; do for n in $NAMES; do
  echo "$n $r $t ort $(ORT_SECS=1 python3 bench/host/ort_peer.py $t $W/layers/$n 2>/dev/null | sed -E 's/.*median ([0-9.]+) ms, min ([0-9.]+).*/\1 \2/')" >> "$OUT/layers.txt"
  echo "$n $r $t mgx $($M perf $W/layers/$n.f.mgxb --arch host --input x=$W/layers/$n/input_x.npy --threads $t -n 100 --warmup 20 2>&1 | grep -E '^Run time' | sed -E 's/.*min ([0-9.]+), median ([0-9.]+).*/\2 \1/')" >> "$OUT/layers.txt"
done; done; done
python3 bench/host/ab_table.py "$OUT/layers.txt"
