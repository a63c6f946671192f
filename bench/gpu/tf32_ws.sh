#!/usr/bin/env bash
# Session 12's TF32 device steps (issue 28: the warp-specialized persistent
# TF32 kernel, finalize/gpu/kernelgen/wgmma32ws.go), run from the
# repository root on the GPU machine with dist/ as gemm_ws.sh and
# attn_check.sh unpack it. Every step runs under `timeout`, so a wrong or
# hung kernel shows as FAIL/TIMEOUT instead of eating the call:
#
#   gemm  gemm_ws.sh DTYPE=tf32 STEPS="forced ptxas": every TF32 tiling of
#         interest forced in turn at BERT's four M=4096 shapes (the default:
#         the plain kernel's 256x128; the warp-specialized tuning points),
#         each checked against numpy's exact fp32 product (relative
#         L2 < 5e-3, no NaN/Inf) before perf times it beside cuBLAS with
#         TF32 allowed; ptxas -v on the warp-specialized tilings (registers,
#         spills). Results in $OUT/gemm (table.txt, forced.txt, ptxas.txt).
#   ncu   the same shapes, NCU_TILES forced (the default, the
#         warp-specialized 128x192 with one consumer) and their Nsight
#         Compute kernel durations beside cuBLAS TF32's, like for like
#         ($OUT/ncu/table.txt, ncutime.txt).
#   bert  attn_check.sh bert32 at b32 on sm_90a: BERT-base finalized exact
#         and with --allow-tf32, relative L2 against ONNX Runtime fp32, perf
#         beside PyTorch eager and torch.compile fp32/TF32 from the same
#         call, the 15 slowest launches ($OUT/bert/summary.txt and the perf
#         tables).
#
# One step a device call (each up to about 9 minutes; a call runs 10):
#   OUT=$OUT bash bench/gpu/tf32_ws.sh gemm
#   OUT=$OUT bash bench/gpu/tf32_ws.sh bert
#   OUT=$OUT bash bench/gpu/tf32_ws.sh ncu
#
# Knobs: GEMM_LIMIT, NCU_LIMIT, BERT_LIMIT (seconds per step); TILES,
# SHAPES, NCU_TILES pass through to gemm_ws.sh.
set -uo pipefail
RES=${OUT:-/tmp/out}
cd "$(dirname "$0")/../.."
for s in ${@:-gemm}; do
  echo "== tf32 $s ($(date +%T))"
  case $s in
  gemm)
    mkdir -p $RES/gemm
    DTYPE=tf32 STEPS="forced ptxas" OUT=$RES/gemm timeout ${GEMM_LIMIT:-540} bash bench/gpu/gemm_ws.sh > $RES/gemm/log.txt 2>&1
    echo "rc=$?"; cat $RES/gemm/ptxas.txt $RES/gemm/table.txt 2>/dev/null || tail -20 $RES/gemm/log.txt ;;
  ncu)
    mkdir -p $RES/ncu
    NCU_TILES=${NCU_TILES:-untuned wgws128x192x32/c1x128/s4}
    DTYPE=tf32 STEPS="forced ncutime" TILES="$NCU_TILES" NCU_TILES="$NCU_TILES" OUT=$RES/ncu timeout ${NCU_LIMIT:-540} bash bench/gpu/gemm_ws.sh > $RES/ncu/log.txt 2>&1
    echo "rc=$?"; cat $RES/ncu/table.txt 2>/dev/null || tail -20 $RES/ncu/log.txt ;;
  bert)
    mkdir -p $RES/bert
    ARCH=sm_90a BERT_BATCHES=${BERT_BATCHES:-32} OUT=$RES/bert timeout ${BERT_LIMIT:-540} bash bench/gpu/attn_check.sh bert32 > $RES/bert/log.txt 2>&1
    echo "rc=$?"; cat $RES/bert/summary.txt 2>/dev/null || tail -20 $RES/bert/log.txt ;;
  *) echo "unknown step $s (gemm, ncu, bert)" ;;
  esac
done
