# prepare.sh: what ab_vs_ort.sh and paired_vs_ort.sh do first (sourced, on
# the device machine, from the repository's root): unpack make dist's MLIR
# library ($DIR/dist.tar.xz) and the builds ($DIR/bins.tar.xz) into
# $W/dist, copy testdata/models to $W/data/models and export there those of
# $MODELS that bench/host/export_vision.py and export_text.py write
# (resnet18, mobilenet_v2, squeezenet1_1, bert_tiny, gpt2_tiny,
# modernbert_tiny) unless an earlier run did, and note the CPU in
# $OUT/cpu.txt. Sets DIR, W, OUT, N (the CPUs) and MGXPORT_CACHE_DIR.
DIR=${DIR:-.gpu}
W=${W:-/tmp/mgx}
OUT=${OUT:-/tmp/out}
N=$(nproc)
mkdir -p $W/dist $W/data/models "$OUT"
[ -f $W/dist/libmgxport_mlir.so ] || tar -C $W -xJf "$DIR/dist.tar.xz"
tar -C $W/dist -xJf "$DIR/bins.tar.xz"
cp -r testdata/models/* $W/data/models/
export MGXPORT_CACHE_DIR=$W/cache_host
VIS=""; TXT=""
for m in $MODELS; do
  [ -f $W/data/models/$m/model.onnx ] && continue
  case $m in mobilenet_v2|squeezenet1_1|resnet18) VIS="$VIS $m";; bert_tiny|modernbert_tiny|gpt2_tiny) TXT="$TXT $m";; esac
done
[ -n "$VIS" ] && python3 bench/host/export_vision.py $W/data/models $VIS > "$OUT/exp.log" 2>&1
[ -n "$TXT" ] && python3 bench/host/export_text.py $W/data/models $TXT >> "$OUT/exp.log" 2>&1
lscpu | grep -E "Model name|^CPU\(s\)" > "$OUT/cpu.txt"
