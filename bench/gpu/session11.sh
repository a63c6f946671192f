#!/usr/bin/env bash
# Session 11's device steps (run from the repository root on the GPU
# machine, dist/ and data as session10.sh unpacks them):
#   (the morning's gemmprof step, the half GEMM under Nsight Compute beside
#   cuBLAS, is now bench/gpu/gemm_ws.sh: STEPS="forced ncutime ncu")
#   vision    export torchvision mobilenet_v2 / squeezenet1_1 into $OUT/vision
#             (for host work off the device)
#   host      session10.sh's host step on $HOST_MODELS
set -uo pipefail
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=/tmp/mgx
mkdir -p $W/logs $RES
[ -x $W/dist/mgxport ] || tar -C $W -xJf "$DIR/dist.tar.xz"
[ -d $W/data ] || { mkdir -p $W/data && tar -C $W/data -xJf "$DIR/data.tar.xz"; }
M=$W/dist/mgxport
step() { echo "== $1 ($(date +%T))"; }

vision() {
  step vision
  python3 bench/host/export_vision.py $RES/vision ${VISION:-mobilenet_v2 squeezenet1_1} > $W/logs/vision.log 2>&1 || tail -3 $W/logs/vision.log
  ls -la $RES/vision/*/ | head
}

host() {
  step host
  mkdir -p $W/data/models; cp -r $RES/vision/* $W/data/models/ 2>/dev/null
  MODELS=${HOST_MODELS:-"mobilenet_v2 squeezenet1_1"} OUT=$RES/host W=$W timeout ${HOST_LIMIT:-300} bash bench/host/threads_vs_ort.sh > $W/logs/host.log 2>&1
  cat $RES/host/host.txt 2>/dev/null
}

# q8: ONNX Runtime CPU on the inputs where the host's int8 QDQ CNN and the
# reference evaluator differ by one output step ($DIR/q8: inN.npy, hN/ and rN/
# logits.npy from this machine's bin/mgxport): which one ORT agrees with.
q8() {
  step q8
  python3 - "$DIR/q8" testdata/models/cnn_int8_qdq/model.onnx <<'PY'
import sys, glob, os, numpy as np, onnxruntime as ort
d, m = sys.argv[1], sys.argv[2]
s = ort.InferenceSession(m, providers=["CPUExecutionProvider"])
for f in sorted(glob.glob(d + "/in*.npy")):
    n = os.path.basename(f)[2:-4]
    o = s.run(None, {"image": np.load(f)})[0]
    h, r = np.load("%s/h%s/logits.npy" % (d, n)), np.load("%s/r%s/logits.npy" % (d, n))
    print("q8 in%s: host vs ORT max %.3g (%d differ), ref vs ORT max %.3g (%d differ)" % (n, abs(h - o).max(), (h != o).sum(), abs(r - o).max(), (r != o).sum()))
PY
}

for s in "${@:-vision host}"; do "$s"; done
