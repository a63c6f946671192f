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
host() {
  step host
  python3 bench/host/export_vision.py $W/data/models ${VISION:-mobilenet_v2 squeezenet1_1} > $W/logs/vision.log 2>&1 || tail -3 $W/logs/vision.log
  MODELS=${HOST_MODELS:-"mobilenet_v2 squeezenet1_1 resnet_mini gpt2_mini bert_mini_dynamo lstm_seg gru_tagger nms_boxes cnn_int8_qdq"} OUT=$RES/host W=$W timeout ${HOST_LIMIT:-300} bash bench/host/threads_vs_ort.sh > $W/logs/host.log 2>&1
  cat $RES/host/host.txt 2>/dev/null
}
for s in ${@:-attn resnet nbits contrib}; do $s; done
