#!/usr/bin/env bash
# Split-K for the fp32 GEMM kernel (issue 28: BERT-base fp32 b1 <= 1.0x
# torch.compile fp32). Same inputs as bench/gpu/gemm_ws.sh (no Go, no LLVM on
# the GPU machine): DIR/dist.tar.xz (`make dist`'s dist/), DIR/data.tar.xz
# (for the bert32 step). Steps (STEPS, default "gemm bert32"):
#   gemm     BERT-base's batch-1 products, M=128 (SHAPES, MxKxN: FFN-down
#            128x3072x768, QKV 128x768x2304, output 128x768x768, FFN-up
#            128x768x3072), fp32 exact, one MatMul each (B a weight). Each
#            tiling of TILES (per shape: TILES_<MxKxN> overrides) is forced
#            in turn (finalize --tune quick --tune-only TILING; "untuned" is
#            the plain finalize: the default, which splits K at these shapes;
#            "32x32x8/4x4" is the unsplit tiling the default took before),
#            its output CHECKED against numpy's float64 product (relative L2
#            < 1e-5, no NaN/Inf) before it is timed: perf's kernel time (sum of
#            the per-launch events: a split is two launches, each with its
#            event overhead), perf's device-resident run median (launches
#            untimed, as run executes them), and, for NCU_TILES, Nsight
#            Compute's kernel durations summed per run (both launches of a
#            split), beside cuBLAS fp32 (torch.matmul, TF32 off) from the same
#            call: CUDA events over 100 back-to-back launches, and Nsight
#            Compute durations likewise (every kernel it launches: a
#            split-K reduction included). Then, for EXH_SHAPES, --tune
#            exhaustive (--budget EXH_BUDGET) and every trial's time.
#   bert32   BERT-base fp32 b1 (and b32 with BERT_BATCHES="1 32") through
#            `bash bench/gpu/attn_check.sh bert32`: exact and TF32, the
#            default finalize (no --tune), beside PyTorch eager and
#            torch.compile fp32/TF32 from the same call; then how many
#            split-K reductions BERT's b1 kernels launch.
#   resnet   (not in the default STEPS) ResNet-50 b32 fp32 exact through
#            `CFGS=fp32 COMPILE=0 bash bench/gpu/resnet50.sh` beside PyTorch
#            eager fp32 from the same call: the default splits K of its
#            layer3/layer4 convolutions and the classifier (M=1568..6272
#            fills less than a wave of 128x128 tiles), which the acceptance
#            row (resident <= eager fp32) must survive.
#
#   STEPS=gemm OUT=$OUT bash bench/gpu/splitk.sh     (about 7 minutes)
#   STEPS=bert32 OUT=$OUT bash bench/gpu/splitk.sh   (about 4 minutes)
#   STEPS=resnet OUT=$OUT bash bench/gpu/splitk.sh   (about 4 minutes)
#
# Every step runs under `timeout`, so a wrong or hung kernel costs seconds and
# shows as FAIL/TIMEOUT in the table printed last ($OUT/table.txt).
set -uo pipefail
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=/tmp/mgx
mkdir -p $W/logs $RES
[ -x $W/dist/mgxport ] || tar -C $W -xJf "$DIR/dist.tar.xz"
M=$W/dist/mgxport
ARCH=${ARCH:-sm_90}
SHAPES=${SHAPES:-128x3072x768 128x768x2304 128x768x768 128x768x3072}
TILES=${TILES:-untuned 32x32x8/4x4 32x32x8/4x4/k6 64x64x8/4x4/k6 128x64x8/8x4/k6}
TILES_128x3072x768=${TILES_128x3072x768:-untuned 32x32x8/4x4 32x32x8/4x4/k8 64x64x8/4x4/k12 64x64x8/4x4/k16 128x64x8/8x4/k12 128x64x8/8x4/k16 128x128x8/8x8/k12 128x192x8/8x12/k16}
NCU_TILES=${NCU_TILES:-untuned 32x32x8/4x4}
EXH_SHAPES=${EXH_SHAPES-128x3072x768}
EXH_BUDGET=${EXH_BUDGET:-100s}
STEPS=${STEPS:-gemm bert32}
G=$W/splitk
mkdir -p $G
export MGXPORT_CACHE_DIR=$G/cache
step() { echo "== $1 ($(date +%T))"; }
has() { [[ " $STEPS " == *" $1 "* ]]; }
NCU=${NCU:-$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)}

# ncudur FILE: a run's kernel time in us from Nsight Compute's
# gpu__time_duration of every kernel profiled: the sum of all durations over
# the number of runs (the count of the most frequent kernel: each run launches
# it once), so a split's partial product and reduction add up.
ncudur() {
  python3 - "$1" <<'PY'
import sys, re, collections
name, tot, n = None, 0.0, collections.Counter()
for l in open(sys.argv[1]):
    m = re.match(r'^  (\S.*?) \(\d+, \d+, \d+\)x\(\d+, \d+, \d+\)', l)
    if m: name = m.group(1); continue
    m = re.match(r'^\s+gpu__time_duration\.sum\s+(\S+)\s+([0-9.,]+)', l)
    if m and name:
        v = float(m.group(2).replace(',', ''))
        v = {'nsecond': v / 1000, 'usecond': v, 'msecond': v * 1000}.get(m.group(1), v)
        tot += v; n[name] += 1
# The total, then each kernel's launch count (a cuBLAS split-K shows its
# reduction kernel).
print('%.2f' % (tot / max(n.values())) if n else '?', ' '.join('%s:%d' % (k[:40].replace(' ', ''), v) for k, v in n.items()))
PY
}

gemm() {
  step models
  # Each shape: a one-MatMul fp32 model (B a weight), its input, the float64
  # reference product; cuBLAS fp32 (TF32 off) on the same operands.
  python3 - $G "$SHAPES" <<'PY' 2>&1 | tee $RES/cublas.txt
import sys, os, numpy as np, onnx, torch
from onnx import helper, TensorProto, numpy_helper
torch.backends.cuda.matmul.allow_tf32 = False
torch.set_float32_matmul_precision("highest")
g = sys.argv[1]
for sh in sys.argv[2].split():
    m, k, n = map(int, sh.split("x"))
    d = os.path.join(g, sh); os.makedirs(d, exist_ok=True)
    rng = np.random.default_rng(28)
    a = rng.standard_normal((m, k)).astype(np.float32); b = (rng.standard_normal((k, n)) / 30).astype(np.float32)
    gr = helper.make_graph([helper.make_node("MatMul", ["a", "b"], ["y"])], "mm", [helper.make_tensor_value_info("a", TensorProto.FLOAT, [m, k])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [m, n])], [numpy_helper.from_array(b, "b")])
    onnx.save(helper.make_model(gr, opset_imports=[helper.make_opsetid("", 17)], ir_version=10), d + "/model.onnx")
    np.save(d + "/input_a.npy", a)
    np.save(d + "/ref.npy", a.astype(np.float64) @ b.astype(np.float64))
    A, B = torch.from_numpy(a).cuda(), torch.from_numpy(b).cuda()
    for _ in range(10): A @ B
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    torch.cuda.synchronize(); s.record()
    for _ in range(100): A @ B
    e.record(); torch.cuda.synchronize()
    r = np.linalg.norm((A @ B).double().cpu().numpy() - a.astype(np.float64) @ b.astype(np.float64)) / np.linalg.norm(a.astype(np.float64) @ b.astype(np.float64))
    print("cublas %s %.4f rel %.3g" % (sh, s.elapsed_time(e) / 100, r))
PY
  cat > $G/cublas_one.py <<'PY'
import sys, torch
torch.backends.cuda.matmul.allow_tf32 = False
m, k, n = map(int, sys.argv[1].split("x"))
A = torch.randn(m, k, device="cuda"); B = torch.randn(k, n, device="cuda")
torch.cuda.synchronize()
for _ in range(40): A @ B
torch.cuda.synchronize()
PY

  rel() {
    python3 -c "
import numpy as np
g, r = np.load('$1').astype(np.float64), np.load('$2').astype(np.float64)
bad = '' if np.isfinite(g).all() else ' NON-FINITE'
print('%.3g%s' % (np.linalg.norm(g - r) / np.linalg.norm(r), bad))" 2>&1 | tail -1
  }
  ok() { python3 -c "import sys; v = sys.argv[1].split(); sys.exit(0 if len(v) == 1 and float(v[0]) < 1e-5 else 1)" "$1" 2>/dev/null; }

  step forced
  : > $RES/forced.txt
  for sh in $SHAPES; do
    d=$G/$sh
    timeout 120 $M compile --portable $d/model.onnx -o $d/p.mgxb > $d/compile.log 2>&1 || { echo "$sh compile FAILED $(tail -c 200 $d/compile.log)" | tee -a $RES/forced.txt; continue; }
    v=TILES_$sh; tiles=${!v-$TILES}
    for T in $tiles; do
      tag=$(echo "$T" | tr '/' '_')
      if [ "$T" = untuned ]; then
        timeout 180 $M finalize $d/p.mgxb --arch $ARCH -o $d/f_$tag.mgxb > $d/fin_$tag.log 2>&1
      else
        timeout 180 $M finalize $d/p.mgxb --arch $ARCH --tune quick --tune-only "$T" -o $d/f_$tag.mgxb > $d/fin_$tag.log 2>&1
      fi
      rc=$?
      if [ $rc -ne 0 ]; then
        why="FAIL(finalize rc=$rc)"; [ $rc -eq 124 ] && why="TIMEOUT(finalize)"
        echo "$sh $T $why $(grep -iE 'error|no point' $d/fin_$tag.log | head -1 | cut -c1-200)" | tee -a $RES/forced.txt
        continue
      fi
      launches=$($M inspect $d/f_$tag.mgxb 2>/dev/null | grep -E '^ *0 ' | grep -oE 'grid \[' | wc -l)
      rm -rf $d/o_$tag
      if ! timeout 60 $M run $d/f_$tag.mgxb --arch $ARCH --input a=$d/input_a.npy --output-dir $d/o_$tag > $d/run_$tag.log 2>&1; then
        echo "$sh $T FAIL(run) $(tail -c 200 $d/run_$tag.log)" | tee -a $RES/forced.txt; continue
      fi
      r=$(rel $d/o_$tag/y.npy $d/ref.npy)
      if ! ok "$r"; then echo "$sh $T FAIL(rel $r)" | tee -a $RES/forced.txt; continue; fi
      # Twice: the determinism check (same bits on a second run).
      rm -rf $d/o2_$tag
      timeout 60 $M run $d/f_$tag.mgxb --arch $ARCH --input a=$d/input_a.npy --output-dir $d/o2_$tag > /dev/null 2>&1
      same=$(cmp -s $d/o_$tag/y.npy $d/o2_$tag/y.npy && echo same-bits || echo BITS-DIFFER)
      p=$d/perf_$tag.log
      timeout 90 $M perf $d/f_$tag.mgxb --arch $ARCH --input a=$d/input_a.npy -n 50 --warmup 5 > $p 2>&1 || { echo "$sh $T FAIL(perf)" | tee -a $RES/forced.txt; continue; }
      kt=$(grep -E '^Kernel time' $p | awk '{print $3}')
      res=$(grep -E '^Device-resident run time' $p | sed -E 's/.*median ([0-9.]+).*/\1/')
      echo "$sh $T kernels=$kt resident=${res:-?} rel=$r $same launches=$launches" | tee -a $RES/forced.txt
    done
  done

  if [ -x "$NCU" ]; then
    step ncutime
    : > $RES/ncutime.txt
    for sh in $SHAPES; do
      d=$G/$sh
      timeout 240 $NCU --clock-control none --metrics gpu__time_duration.sum --launch-skip 10 --launch-count 20 \
        python3 $G/cublas_one.py $sh > $d/ncu_cublas.txt 2>&1
      echo "$sh cublas $(ncudur $d/ncu_cublas.txt)" | tee -a $RES/ncutime.txt
      for T in $NCU_TILES; do
        tag=$(echo "$T" | tr '/' '_')
        [ -f $d/f_$tag.mgxb ] || continue
        timeout 240 $NCU --clock-control none --metrics gpu__time_duration.sum --launch-skip 4 --launch-count 20 \
          $M perf $d/f_$tag.mgxb --arch $ARCH --input a=$d/input_a.npy -n 20 --warmup 2 > $d/ncu_$tag.txt 2>&1
        echo "$sh $T $(ncudur $d/ncu_$tag.txt)" | tee -a $RES/ncutime.txt
      done
    done
  else
    echo "no ncu: kernel durations skipped"
  fi

  step exhaustive
  : > $RES/exhaustive.txt
  for sh in $EXH_SHAPES; do
    d=$G/$sh
    [ -f $d/p.mgxb ] || continue
    timeout 400 $M finalize $d/p.mgxb --arch $ARCH --tune exhaustive --budget $EXH_BUDGET -o $d/exh.mgxb > $d/exh.log 2>&1
    echo "$sh exhaustive rc=$?" >> $RES/exhaustive.txt
    grep -E '^tune |^  |^tuned|^tuning' $d/exh.log | sed "s|^|$sh |" >> $RES/exhaustive.txt
  done
  cat $RES/exhaustive.txt

  step table
  python3 - $RES <<'PY' | tee $RES/table.txt
import sys, collections, os
res = sys.argv[1]
cub, ncu = {}, collections.defaultdict(dict)
for l in open(res + "/cublas.txt"):
    p = l.split()
    if len(p) >= 3 and p[0] == "cublas": cub[p[1]] = float(p[2])
if os.path.exists(res + "/ncutime.txt"):
    for l in open(res + "/ncutime.txt"):
        p = l.split()
        if len(p) >= 3 and p[2] != "?": ncu[p[0]][p[1]] = float(p[2])
print("fp32 exact, M=128 products: perf's kernel time (ms, per-launch events summed: a split pays two events),")
print("device-resident run median (ms), Nsight Compute duration (us, summed per run) beside cuBLAS fp32's")
rows = collections.OrderedDict()
for l in open(res + "/forced.txt"):
    p = l.split(None, 2)
    if len(p) == 3: rows.setdefault(p[0], []).append((p[1], p[2].strip()))
for sh, ts in rows.items():
    c, nc = cub.get(sh), ncu.get(sh, {})
    print("%s  cuBLAS %s ms (100-launch loop), ncu %s us" % (sh, "%.4f" % c if c else "?", "%.2f" % nc["cublas"] if "cublas" in nc else "?"))
    for name, v in ts:
        f = dict(x.split("=", 1) for x in v.split() if "=" in x)
        if "kernels" not in f:
            print("  %-26s %s" % (name, v)); continue
        us = nc.get(name)
        ratio = " %.2fx cuBLAS" % (nc["cublas"] / us) if us and "cublas" in nc else ""
        print("  %-26s kernels %s ms  resident %s ms  %s  rel %s %s launches %s" % (name, f["kernels"], f.get("resident", "?"),
              "ncu %.2f us%s" % (us, ratio) if us else "", f.get("rel"), "same-bits" if "same-bits" in v else "BITS-DIFFER", f.get("launches")))
PY
}

bert32() {
  step bert32
  mkdir -p $RES/bert32
  BERT_BATCHES=${BERT_BATCHES:-1} ARCH=$ARCH OUT=$RES/bert32 timeout ${BERT_LIMIT:-420} bash bench/gpu/attn_check.sh bert32 > $W/logs/splitk_bert32.txt 2>&1
  grep -E '^(torch|bert-base|  perf)' $RES/bert32/summary.txt | tee $RES/bert32.txt
  for f in $W/bert/b1.fp32.fin32.mgxb; do
    [ -f $f ] || continue
    echo "b1 exact: $($M inspect $f 2>/dev/null | grep -E '^ *[0-9]+ ' | grep -oE 'grid \[' | wc -l) launches; objects that split K (a second launch of 256-thread blocks): $($M inspect $f 2>/dev/null | grep -cE '\], grid \[[0-9]+ 1 1\] block \[256 1 1\]')" | tee -a $RES/bert32.txt
  done
  p=$RES/bert32/bert32_b1.fp32.perf.txt
  [ -f $p ] && { echo "b1 exact, the 15 slowest launches:"; awk '$1 ~ /^[0-9]+$/ && NF >= 6 {print $(NF-1), $0}' $p | sort -rn | head -15 | cut -c1-170; } | tee -a $RES/bert32.txt
}

resnet() {
  step resnet
  mkdir -p $RES/resnet
  CFGS=fp32 COMPILE=0 OUT=$RES/resnet timeout ${RESNET_LIMIT:-420} bash bench/gpu/resnet50.sh > $W/logs/splitk_resnet.txt 2>&1
  cat $RES/resnet/summary.txt 2>/dev/null | tee $RES/resnet.txt
  p=$RES/resnet/rn_fp32.perf.txt
  [ -f $p ] && grep -E '^Device-resident' $p | tee -a $RES/resnet.txt
  f=$W/resnet50/fp32.fin.mgxb
  [ -f $f ] && echo "resnet50 fp32: objects that split K: $($M inspect $f 2>/dev/null | grep -cE '\], grid \[[0-9]+ 1 1\] block \[256 1 1\]')" | tee -a $RES/resnet.txt
}

for s in $STEPS; do "$s"; done
