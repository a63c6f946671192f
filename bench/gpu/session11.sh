#!/usr/bin/env bash
# Session 11's device steps (run from the repository root on the GPU
# machine, dist/ and data as session10.sh unpacks them):
#   gemmprof  fp16 MatMuls at BERT-base b32's shapes: this build's product
#             launch untuned and tuned (--tune $GTUNE), beside cuBLAS; then
#             Nsight Compute's speed-of-light, memory, warp-state and launch
#             sections of ours and of cuBLAS's kernel (4096x768x3072)
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
NCU=${NCU:-$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)}
SECTIONS="--section SpeedOfLight --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis --section WarpStateStats --section LaunchStats --section Occupancy --section SchedulerStats"

gemmmodels() {
  G=$W/gcmp; mkdir -p $G
  python3 - $G "${SHAPES:-4096x768x768 4096x768x3072 4096x3072x768 4096x768x2304}" <<'PY'
import sys, os, numpy as np, onnx, torch
from onnx import helper, TensorProto, numpy_helper
g = sys.argv[1]
for sh in sys.argv[2].split():
    m, k, n = map(int, sh.split("x"))
    d = os.path.join(g, sh); os.makedirs(d, exist_ok=True)
    rng = np.random.default_rng(28)
    a = rng.standard_normal((m, k)).astype(np.float16); b = (rng.standard_normal((k, n)) / 30).astype(np.float16)
    gr = helper.make_graph([helper.make_node("MatMul", ["a", "b"], ["y"])], "mm",
        [helper.make_tensor_value_info("a", TensorProto.FLOAT16, [m, k])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT16, [m, n])], [numpy_helper.from_array(b, "b")])
    onnx.save(helper.make_model(gr, opset_imports=[helper.make_opsetid("", 17)], ir_version=10), d + "/model.onnx")
    np.save(d + "/input_a.npy", a)
    A, B = torch.from_numpy(a).cuda(), torch.from_numpy(b).cuda()
    for _ in range(10): A @ B
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    torch.cuda.synchronize(); s.record()
    for _ in range(100): A @ B
    e.record(); torch.cuda.synchronize()
    print("cublas %s: %.4f ms" % (sh, s.elapsed_time(e) / 100))
PY
}

gemmprof() {
  step gemmprof
  gemmmodels
  for d in $W/gcmp/*/; do
    n=$(basename $d); line="gemm fp16 $n:"
    export MGXPORT_CACHE_DIR=$W/gc
    $M compile --portable $d/model.onnx -o $d/p.mgxb > /dev/null 2>&1 &&
    $M finalize $d/p.mgxb --arch sm_90a -q -o $d/f.mgxb 2>/dev/null || { echo "$line FAILED"; continue; }
    t=$($M perf $d/f.mgxb --arch sm_90a --input a=$d/input_a.npy -n 50 --warmup 5 2>&1 | grep -E '^0 ' | awk '{print $(NF-1)}')
    line="$line untuned $t ms"
    if [ -n "${GTUNE:-}" ]; then
      $M finalize $d/p.mgxb --arch sm_90a --tune $GTUNE --budget ${GBUDGET:-60s} -o $d/t.mgxb > $d/tune.log 2>&1
      t=$($M perf $d/t.mgxb --arch sm_90a --input a=$d/input_a.npy -n 50 --warmup 5 2>&1 | grep -E '^0 ' | awk '{print $(NF-1)}')
      line="$line tuned $t ms ($(grep -iE 'tun|tile' $d/tune.log | tail -2 | tr '\n' ' ' | cut -c1-200))"
    fi
    echo "$line"
  done
  [ -x "$NCU" ] || { echo "no ncu"; return; }
  d=$W/gcmp/${PROF_SHAPE:-4096x768x3072}
  $NCU --clock-control none --launch-skip 3 --launch-count 1 $SECTIONS $M perf $d/f.mgxb --arch sm_90a --input a=$d/input_a.npy -n 3 --warmup 1 > $RES/ncu_ours.txt 2>&1
  cat > $W/tm.py <<'PY'
import torch
A = torch.randn(4096, 768, device="cuda", dtype=torch.float16); B = torch.randn(768, 3072, device="cuda", dtype=torch.float16)
for _ in range(6): A @ B
torch.cuda.synchronize()
PY
  $NCU --clock-control none -k regex:'nvjet|gemm|sm90|cutlass|xmma' --launch-skip 3 --launch-count 1 $SECTIONS python3 $W/tm.py > $RES/ncu_cublas.txt 2>&1
  for f in ncu_ours ncu_cublas; do
    echo "-- $f"
    grep -E '^\s+[a-z_]+.*(Kernel|\(|\))' $RES/$f.txt | head -3
    grep -E 'Duration|Compute \(SM\) Throughput|Memory Throughput|L2 Cache Throughput|DRAM Throughput|L1/TEX Cache Throughput|Registers Per|Dynamic Shared|Block Size|Grid Size|Achieved Occupancy|Theoretical Occupancy|Warp Cycles Per Issued|Issued Ipc|No Eligible|Cluster Size|Executed Ipc' $RES/$f.txt | tr -s ' ' | head -24
  done
}

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

for s in "${@:-gemmprof}"; do "$s"; done
