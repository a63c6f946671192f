#!/usr/bin/env bash
# Session 10's closing device checks, each step a script of its own (run
# from the repository root on the GPU machine, DIR/dist.tar.xz and
# DIR/data.tar.xz as the other scripts take them; output under $OUT):
#   attn     ARCH=sm_90a attn_check.sh kernel: flash attention s128/s512
#            fp16/bf16 and TF32 beside SDPA
#   resnet   resnet50.sh fp32 / tf32 / fp16 beside PyTorch eager and compile
#   nbits    nbits_check.sh: 4-bit MatMulNBits fused into the product
#   contrib  session8.sh contrib: ONNX Runtime's own tools' models on host
#            and sm_90a against ORT
#   bert32   attn_check.sh bert32: BERT-base fp32 exact and TF32
#   gemmcmp  one-node fp16 MatMuls at BERT-base b32's shapes, this build's
#            product kernel beside $OLD's (an older mgxport binary, e.g.
#            session 9's) and cuBLAS, same call
#   host     export_vision.py (torchvision mobilenet_v2, squeezenet1_1,
#            resnet18) then threads_vs_ort.sh over $HOST_MODELS
# Steps run in the order given (default: attn resnet nbits contrib).
set -uo pipefail
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=/tmp/mgx
mkdir -p $W/logs $RES
[ -x $W/dist/mgxport ] || tar -C $W -xJf "$DIR/dist.tar.xz"
[ -d $W/data ] || { mkdir -p $W/data && tar -C $W/data -xJf "$DIR/data.tar.xz"; }
step() { echo "== $1 ($(date +%T))"; }
attn() { step attn; ARCH=sm_90a OUT=$RES/attn timeout ${ATTN_LIMIT:-240} bash bench/gpu/attn_check.sh kernel > $W/logs/attn.log 2>&1; cat $RES/attn/summary.txt 2>/dev/null; }
resnet() { step resnet; CFGS=${CFGS:-"fp32 tf32 fp16"} OUT=$RES/rn timeout ${RN_LIMIT:-300} bash bench/gpu/resnet50.sh > $W/logs/rn.log 2>&1; grep -vE '^ ' $RES/rn/summary.txt 2>/dev/null | sort -u; for f in $RES/rn/rn_*.perf.txt; do echo "$(basename $f): $(grep -E '^Device-resident' $f | cut -c1-80)"; done; }
nbits() { step nbits; OUT=$RES/nbits timeout ${NBITS_LIMIT:-200} bash bench/gpu/nbits_check.sh > $W/logs/nbits.log 2>&1; cat $RES/nbits/summary.txt 2>/dev/null; }
contrib() { step contrib; OUT=$RES/contrib ARCH=sm_90a timeout ${CONTRIB_LIMIT:-240} bash bench/gpu/session8.sh contrib > $W/logs/contrib.log 2>&1; grep -E '^(contrib|nbits_mlp)' $W/logs/contrib.log $RES/contrib/* 2>/dev/null | cut -d: -f2- | sort -u | cut -c1-260; }
bert32() { step bert32; ARCH=sm_90a OUT=$RES/b32 timeout ${B32_LIMIT:-300} bash bench/gpu/attn_check.sh bert32 > $W/logs/b32.log 2>&1; cat $RES/b32/summary.txt 2>/dev/null; }
gemmcmp() {
  step gemmcmp
  G=$W/gcmp; mkdir -p $G
  python3 - $G <<'PY' || return
import sys, os, numpy as np, onnx, torch
from onnx import helper, TensorProto, numpy_helper
g = sys.argv[1]
for m, k, n in ((4096, 768, 768), (4096, 768, 3072), (4096, 3072, 768), (4096, 768, 2304)):
    d = os.path.join(g, "%dx%dx%d" % (m, k, n)); os.makedirs(d, exist_ok=True)
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
    for _ in range(50): A @ B
    e.record(); torch.cuda.synchronize()
    print("cublas %s: %.4f ms" % (os.path.basename(d), s.elapsed_time(e) / 50))
PY
  for d in $G/*/; do
    n=$(basename $d); line="gemm fp16 $n:"
    for b in new old; do
      B=$W/dist/mgxport; env=""; [ $b = old ] && { B=${OLD:-}; [ -x "$B" ] || continue; env="MGXPORT_MLIR_LIB=$W/dist/libmgxport_mlir.so"; }
      env $env MGXPORT_CACHE_DIR=$W/gc_$b $B compile --portable $d/model.onnx -o $d/$b.mgxb > /dev/null 2>&1 &&
      env $env MGXPORT_CACHE_DIR=$W/gc_$b $B finalize $d/$b.mgxb --arch sm_90a -q -o $d/$b.f.mgxb 2>/dev/null || { line="$line $b FAILED"; continue; }
      t=$(env $env MGXPORT_CACHE_DIR=$W/gc_$b $B perf $d/$b.f.mgxb --arch sm_90a --input a=$d/input_a.npy -n 30 --warmup 5 2>&1 | grep -E '^0 ' | awk '{print $(NF-1)}')
      line="$line $b $t ms"
    done
    echo "$line"
  done
}

host() {
  step host
  python3 bench/host/export_vision.py $W/data/models ${VISION:-mobilenet_v2 squeezenet1_1} > $W/logs/vision.log 2>&1 || tail -3 $W/logs/vision.log
  MODELS=${HOST_MODELS:-"mobilenet_v2 squeezenet1_1 resnet_mini gpt2_mini bert_mini_dynamo lstm_seg gru_tagger nms_boxes cnn_int8_qdq"} OUT=$RES/host W=$W timeout ${HOST_LIMIT:-300} bash bench/host/threads_vs_ort.sh > $W/logs/host.log 2>&1
  cat $RES/host/host.txt 2>/dev/null
}
for s in ${@:-attn resnet nbits contrib}; do $s; done
