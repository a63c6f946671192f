#!/usr/bin/env bash
# paired_vs_ort: mgxport's host target against ONNX Runtime CPU in one
# process, in alternating blocks (bench/host/paired_vs_ort.py), per model
# and thread count; for machines whose speed drifts between seconds, where
# separate processes' rounds (ab_vs_ort.sh) differ by more than the gap
# being measured.
#   M=mgx_main MODELS="resnet18 mobilenet_v2" THREADS="1 16" bench/host/paired_vs_ort.sh
# M: the mgxport binary in $W/dist (unpacked from $DIR/bins.tar.xz with the
# libmgxport.so of the same commit, beside make dist's libmgxport_mlir.so
# from $DIR/dist.tar.xz), which compiles and finalizes the bundles; the runs
# go through the Python package over that libmgxport.so. MODELS: model directories under
# $W/data/models (testdata/models, and bench/host/export_vision.py's and
# export_text.py's exports: resnet18, mobilenet_v2, squeezenet1_1,
# bert_tiny, gpt2_tiny, modernbert_tiny). LIB: another library in $W/dist
# to run (another build's, for an A/B). SECS, BLOCK_MS, GAP_MS: as
# paired_vs_ort.py takes them. Writes $OUT/paired.txt.
set -uo pipefail
if [ -z "${M:-}" ] || [ -z "${MODELS:-}" ]; then
  echo "usage: M=binary MODELS=\"model ...\" [THREADS=\"1 N\"] $0" >&2
  exit 2
fi
. bench/host/prepare.sh
export MGXPORT_LIB=$W/dist/${LIB:-libmgxport.so}
pairs=""
for name in $MODELS; do
  d=$W/data/models/$name
  b=$W/$name.$M.f.mgxb
  if [ ! -f $b ]; then
    dims=$(python3 bench/dims.py $d)
    if ! { $W/dist/$M compile --portable $d/model.onnx $dims -o $W/$name.$M.mgxb && $W/dist/$M finalize $W/$name.$M.mgxb --arch host -o $b -q -j $N; } 2> $W/err; then
      echo "$name FAILED: $(tail -c 300 $W/err)" | tee -a "$OUT/paired.txt"; continue
    fi
  fi
  pairs="$pairs $d $b"
done
for t in ${THREADS:-1 $N}; do
  python3 bench/host/paired_vs_ort.py $t $pairs 2>&1 | tee -a "$OUT/paired.txt"
done
