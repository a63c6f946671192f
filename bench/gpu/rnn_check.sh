#!/usr/bin/env bash
# The recurrence on the GPU (issue 28, "no cliffs": LSTM/GRU/RNN), in one
# call. Same inputs as bench/gpu/fp16_check.sh (no Go, no LLVM on the GPU
# machine):
#   DIR/dist.tar.xz    `make dist`'s dist/ (mgxport + libmgxport_mlir.so);
#                      DIR/distbin.tar.xz, newer binaries over it, if present
#   DIR/data.tar.xz    shared/models, testdata/models (the repository's
#                      testdata/models is the fallback)
# For lstm_seg (conv1d + 2-layer BiLSTM over 16 000 samples), gru_tagger and
# rnn_stack (MODELS overrides): compile -> file -> finalize --arch $ARCH in a
# new process -> run from the file, outputs checked against output_*.npy
# (rtol 1e-3, atol 1e-4; max abs error and relative L2 printed); perf on the
# GPU (kernel time, run time, the recurrence kernels' share); beside ONNX
# Runtime CPU on 1 thread and on all threads (bench/host/ort_peer.py) and
# PyTorch's cuDNN LSTM/GRU/RNN of the same sizes (bench/gpu/rnn_peer.py).
# Output under $OUT (summary.txt, the perf tables).
set -uo pipefail
shopt -s nullglob
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=${W:-/tmp/mgx}
OUT=$W/logs_rnn
mkdir -p "$W" "$OUT" "$RES"
[ -x $W/dist/mgxport ] || { tar -C $W -xJf "$DIR/dist.tar.xz"; [ -f "$DIR/distbin.tar.xz" ] && tar -C $W -xJf "$DIR/distbin.tar.xz"; }
[ -d $W/data ] || { mkdir -p $W/data && tar -C $W/data -xJf "$DIR/data.tar.xz"; }
M=$W/dist/mgxport
export MGXPORT_CACHE_DIR=$W/cache_rnn
ARCH=${ARCH:-sm_90a}
summary=$RES/summary.txt

# modeldir NAME: the model's directory in the data tarball, else the repository's.
modeldir() {
  for d in $W/data/models/$1 $W/data/testdata/models/$1 testdata/models/$1; do
    [ -f $d/model.onnx ] && { echo $d; return; }
  done
}

# check GOTDIR REFDIR: max abs error and relative L2 of each output.
check() {
  python3 - "$1" "$2" <<'PY' 2>&1 | tail -1
import glob, os, sys, numpy as np
out = []
for f in sorted(glob.glob(os.path.join(sys.argv[2], "output_*.npy"))):
    n = os.path.basename(f)[7:-4]
    r = np.load(f).astype(np.float64)
    g = np.load(os.path.join(sys.argv[1], n + ".npy")).astype(np.float64)
    fin = "" if np.isfinite(g).all() else " NON-FINITE"
    out.append("%s max abs %.3g rel L2 %.3g%s" % (n, np.abs(g - r).max(), np.linalg.norm(g - r) / np.linalg.norm(r), fin))
print("; ".join(out))
PY
}

med() { grep -E "^$2" $1 | sed -E 's/.*median ([0-9.]+).*/\1/'; }
kt() { grep -E '^Kernel time' $1 | awk '{print $3}'; }

"$M" devices > $OUT/devices.txt 2>&1
for name in ${MODELS:-lstm_seg gru_tagger rnn_stack}; do
  d=$(modeldir $name)
  [ -n "$d" ] || { echo "rnn $name: model not found" | tee -a $summary; continue; }
  ins=""; exp=""
  for f in $d/input_*.npy; do n=$(basename "$f" .npy); ins="$ins --input ${n#input_}=$f"; done
  for f in $d/output_*.npy; do n=$(basename "$f" .npy); exp="$exp --expected ${n#output_}=$f"; done
  dims=$(python3 bench/dims.py "$d")
  rm -rf $W/rnn_o_$name
  if "$M" compile --portable $d/model.onnx $dims -o $W/$name.rnn.mgxb 2> $OUT/$name.err &&
    "$M" finalize $W/$name.rnn.mgxb --arch $ARCH -o $W/$name.rnn.fin.mgxb -q 2>> $OUT/$name.err &&
    "$M" run $W/$name.rnn.fin.mgxb --arch $ARCH $ins $exp --rtol 1e-3 --atol 1e-4 --output-dir $W/rnn_o_$name > /dev/null 2>> $OUT/$name.err; then
    echo "rnn $name on $ARCH: compile -> finalize -> run from file: pass (rtol 1e-3 atol 1e-4); $(check $W/rnn_o_$name $d)" | tee -a $summary
  else
    echo "rnn $name on $ARCH: FAILED: $(tail -c 400 $OUT/$name.err)" | tee -a $summary; continue
  fi
  "$M" perf $W/$name.rnn.fin.mgxb --arch $ARCH $ins -n 200 --warmup 20 > $OUT/$name.perf.txt 2>&1
  cp $OUT/$name.perf.txt $RES/rnn_$name.perf.txt
  rec=$(grep -E '^recurrence_' $OUT/$name.perf.txt | awk '{printf "%s %s ms/run; ", $1, $6}')
  rt=$(med $OUT/$name.perf.txt 'Run time'); [ -n "$rt" ] || rt=$(med $OUT/$name.perf.txt 'Total time')
  echo "rnn $name mgxport $ARCH: run time median $rt ms; kernels $(kt $OUT/$name.perf.txt) ms; $rec" | tee -a $summary
  for t in 1 $(nproc); do
    python3 bench/host/ort_peer.py $t $d > $OUT/$name.ort$t.txt 2>&1
    echo "rnn $name peer: $(tail -1 $OUT/$name.ort$t.txt)" | tee -a $summary
  done
  python3 bench/gpu/rnn_peer.py $d > $OUT/$name.cudnn.txt 2>&1
  echo "rnn $name peer: $(tail -1 $OUT/$name.cudnn.txt)" | tee -a $summary
done
echo "==== summary"; cat $summary
