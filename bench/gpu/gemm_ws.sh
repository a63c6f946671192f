#!/usr/bin/env bash
# The half GEMM at BERT's M=4096 shapes (issue 28: >= 0.8x cuBLAS): every
# half tiling of interest FORCED in turn (finalize --tune quick --tune-only
# TILING: the tuner compiles, runs and times that point alone; cached apart,
# no decision recorded), each result CHECKED against numpy's fp32 product of
# the same fp16 operands (relative L2 < 1e-2, no NaN/Inf) before it is timed
# (perf -n 50, the product launch), beside cuBLAS's `A @ B` from the same
# call; then a --tune exhaustive run printing every trial's time and the
# tuner's pick. Each step runs under `timeout`, so a wrong or hung kernel
# costs seconds and shows as FAIL/TIMEOUT in the table printed last.
#
#   OUT=$OUT bash bench/gpu/gemm_ws.sh        (dist/ unpacked in /tmp/mgx)
#
# Knobs: DTYPE (fp16; bf16: the model casts its fp32 input and output
# around a bf16 product, whose own launch is the one timed and checked;
# bf16out: the product's bf16 result is the output, as cuBLAS's is: timed,
# not checked, since .npy has no bfloat16; tf32: an fp32 product finalized
# with --allow-tf32, checked against numpy's fp32 product (relative L2 <
# 5e-3) and timed beside cuBLAS with TF32 allowed, the TF32 tilings by
# default), SHAPES (MxKxN list), TILES (tiling names as the tuner's progress
# lines print them; "untuned" is the plain finalize: the default tiling,
# since session 11 the warp-specialized 128x192 one at these shapes;
# wgmma256x128x64/s4 is the earlier default), EXH_SHAPES (shapes
# whose whole space is tuned; "" for none), EXH_BUDGET (--budget of it),
# PTXAS_TILE (a tiling whose PTX ptxas -v reports on: registers, spills,
# setmaxnreg warnings), NCU_TILE (a forced tiling Nsight Compute profiles on
# the second shape; "" for none), NCU_TILES (the forced tilings whose
# kernel duration Nsight Compute measures beside cuBLAS's: the ncutime step,
# the like-for-like kernel times), STEPS (default "forced ptxas ncutime
# ncu exhaustive": a subset runs those alone), ARCH. All of it takes about 8
# to 10 minutes on an H100/H200 (each forced finalize compiles one trial).
set -uo pipefail
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=/tmp/mgx
mkdir -p $W/logs $RES
[ -x $W/dist/mgxport ] || tar -C $W -xJf "$DIR/dist.tar.xz"
M=$W/dist/mgxport
ARCH=${ARCH:-sm_90a}
DTYPE=${DTYPE:-fp16}
SHAPES=${SHAPES:-4096x768x768 4096x768x3072 4096x3072x768 4096x768x2304}
if [ "$DTYPE" = tf32 ]; then
  # The default (the plain TF32 wgmma kernel), then the warp-specialized
  # TF32 tilings (wgmma32ws.go: tuning points only, they lost to the
  # plain kernel in session 12's call 3).
  TILES=${TILES:-untuned wgmma256x128x32/s4 wgws128x192x32/c1x128/s4 wgws128x192x32/c2x64/s4/r152 wgws128x192x32/c1x128/s5 wgws128x128x32/c1x128/s6/a3}
  PTXAS_TILE=${PTXAS_TILE:-wgws128x192x32/c1x128/s4 wgws128x192x32/c2x64/s4/r152 wgws128x128x32/c1x128/s6/a3}
  NCU_TILE=${NCU_TILE-wgws128x192x32/c1x128/s4}
  NCU_TILES=${NCU_TILES:-untuned wgws128x192x32/c1x128/s4}
  FIN_FLAGS=--allow-tf32
fi
FIN_FLAGS=${FIN_FLAGS:-}
TILES=${TILES:-untuned wgmma256x128x64/s4 wgmma256x128x64/s4/v8 wgmma128x256x64/s4/v8 wgws256x128x64/c2x128/s4/r208 wgws256x128x64/c2x128/s4 wgws256x128x64/c4x64/s4/r104 wgws128x256x64/c2x64/s4/r208 wgws256x128x64/c2x128/s3/r208 wgws128x192x64/c2x64/s5 wgws128x192x64/c2x64/s4 wgws128x128x64/c2x64/s6 wgws128x128x64/c1x128/s6}
EXH_SHAPES=${EXH_SHAPES-4096x768x3072}
EXH_BUDGET=${EXH_BUDGET:-150s}
PTXAS_TILE=${PTXAS_TILE:-wgws256x128x64/c2x128/s4/r208}
G=$W/gws_$DTYPE
mkdir -p $G
export MGXPORT_CACHE_DIR=$G/cache
STEPS=${STEPS:-forced ptxas ncutime ncu exhaustive}
step() { echo "== $1 ($(date +%T))"; }
has() { [[ " $STEPS " == *" $1 "* ]]; }

step models
# Each shape: a one-MatMul fp16 model (B a weight), its input, B and the fp32
# reference product of the fp16 operands; cuBLAS's A @ B on the same operands.
python3 - $G "$SHAPES" $DTYPE <<'PY' 2>&1 | tee $RES/cublas.txt
import sys, os, numpy as np, onnx, torch
from onnx import helper, TensorProto, numpy_helper
g, dtype = sys.argv[1], sys.argv[3]
for sh in sys.argv[2].split():
    m, k, n = map(int, sh.split("x"))
    d = os.path.join(g, sh); os.makedirs(d, exist_ok=True)
    rng = np.random.default_rng(28)
    a = rng.standard_normal((m, k)).astype(np.float32); b = (rng.standard_normal((k, n)) / 30).astype(np.float32)
    if dtype == "tf32":
        # fp32 operands; the reference is the exact fp32 product, cuBLAS
        # times its TF32 one.
        torch.backends.cuda.matmul.allow_tf32 = False
        A, B = torch.from_numpy(a).cuda(), torch.from_numpy(b).cuda()
        ref = (A.double() @ B.double()).float().cpu().numpy()
        torch.backends.cuda.matmul.allow_tf32 = True
        nodes = [helper.make_node("MatMul", ["a", "b"], ["y"])]
        io = TensorProto.FLOAT
        init = numpy_helper.from_array(b, "b")
    elif dtype == "fp16":
        a, b = a.astype(np.float16), b.astype(np.float16)
        A, B = torch.from_numpy(a).cuda(), torch.from_numpy(b).cuda()
        nodes = [helper.make_node("MatMul", ["a", "b"], ["y"])]
        io = TensorProto.FLOAT16
        init = numpy_helper.from_array(b, "b")
    else:
        # .npy has no bfloat16: the model casts its fp32 input and output
        # (the product's own launch is the one timed).
        A, B = torch.from_numpy(a).cuda().bfloat16(), torch.from_numpy(b).cuda().bfloat16()
        a = A.float().cpu().numpy()
        nodes = [helper.make_node("Cast", ["a"], ["ah"], to=TensorProto.BFLOAT16),
                 helper.make_node("MatMul", ["ah", "b"], ["yh" if dtype == "bf16" else "y"])]
        if dtype == "bf16":
            nodes.append(helper.make_node("Cast", ["yh"], ["y"], to=TensorProto.FLOAT))
        io = TensorProto.FLOAT
        init = helper.make_tensor("b", TensorProto.BFLOAT16, [k, n], B.view(torch.int16).cpu().numpy().tobytes(), raw=True)
    gr = helper.make_graph(nodes, "mm", [helper.make_tensor_value_info("a", io, [m, k])],
        [helper.make_tensor_value_info("y", TensorProto.BFLOAT16 if dtype == "bf16out" else io, [m, n])], [init])
    onnx.save(helper.make_model(gr, opset_imports=[helper.make_opsetid("", 17)], ir_version=10), d + "/model.onnx")
    np.save(d + "/input_a.npy", a)
    np.save(d + "/ref.npy", ref if dtype == "tf32" else (A.float() @ B.float()).cpu().numpy())
    for _ in range(10): A @ B
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    torch.cuda.synchronize(); s.record()
    for _ in range(100): A @ B
    e.record(); torch.cuda.synchronize()
    print("cublas %s %.4f" % (sh, s.elapsed_time(e) / 100))
PY

for sh in $SHAPES; do
  d=$G/$sh
  timeout 120 $M compile --portable $d/model.onnx -o $d/p.mgxb > $d/compile.log 2>&1 || { echo "$sh: compile failed"; tail -3 $d/compile.log; }
done

# rel GOT REF: relative L2 error, NON-FINITE when GOT has a NaN or Inf.
rel() {
  python3 -c "
import numpy as np
g, r = np.load('$1').astype(np.float64), np.load('$2').astype(np.float64)
bad = '' if np.isfinite(g).all() else ' NON-FINITE'
print('%.3g%s' % (np.linalg.norm(g - r) / np.linalg.norm(r), bad))" 2>&1 | tail -1
}
ok() { python3 -c "import sys; v = sys.argv[1].split(); sys.exit(0 if len(v) == 1 and float(v[0]) < {'fp16': 1e-2, 'tf32': 5e-3}.get(sys.argv[2], 3e-2) else 1)" "$1" $DTYPE 2>/dev/null; }

# check_time D BUNDLE TAG: run the bundle (checked) then perf it; prints
# "<ms> <rel>" or "FAIL(...)".
check_time() {
  local d=$1 f=$2 tag=$3 r t
  rm -rf $d/o_$tag
  if [ $DTYPE = bf16out ]; then # a bf16 output has no .npy: timed only (DTYPE=bf16 checks the product)
    timeout ${RUN_LIMIT:-60} $M perf $f --arch $ARCH --input a=$d/input_a.npy -n 50 --warmup 5 > $d/perf_$tag.log 2>&1 || { echo "FAIL(perf rc=$?)"; return; }
    echo "$(grep -E '^[0-9]+ +mlir\[MatMul' $d/perf_$tag.log | awk '{print $(NF-1)}' | head -1) unchecked"
    return
  fi
  if ! timeout ${RUN_LIMIT:-60} $M run $f --arch $ARCH --input a=$d/input_a.npy --output-dir $d/o_$tag > $d/run_$tag.log 2>&1; then
    echo "FAIL(run rc=$?)"; return
  fi
  r=$(rel $d/o_$tag/y.npy $d/ref.npy)
  if ! ok "$r"; then echo "FAIL(rel $r)"; return; fi
  timeout ${RUN_LIMIT:-60} $M perf $f --arch $ARCH --input a=$d/input_a.npy -n 50 --warmup 5 > $d/perf_$tag.log 2>&1 || { echo "FAIL(perf rc=$?)"; return; }
  t=$(grep -E '^[0-9]+ +mlir\[MatMul' $d/perf_$tag.log | awk '{print $(NF-1)}' | head -1)
  echo "$t $r"
}

has forced && step forced && : > $RES/forced.txt
for sh in $SHAPES; do
  has forced || break
  d=$G/$sh
  [ -f $d/p.mgxb ] || { echo "$sh compile FAILED" | tee -a $RES/forced.txt; continue; }
  for T in $TILES; do
    tag=$(echo "$T" | tr '/' '_')
    if [ "$T" = untuned ]; then
      timeout 180 $M finalize $d/p.mgxb --arch $ARCH $FIN_FLAGS -o $d/f_$tag.mgxb > $d/fin_$tag.log 2>&1
    else
      timeout 180 $M finalize $d/p.mgxb --arch $ARCH $FIN_FLAGS --tune quick --tune-only "$T" -o $d/f_$tag.mgxb > $d/fin_$tag.log 2>&1
    fi
    rc=$?
    if [ $rc -ne 0 ]; then
      why="FAIL(finalize rc=$rc)"; [ $rc -eq 124 ] && why="TIMEOUT(finalize)"
      echo "$sh $T $why $(grep -iE 'error|dropped' $d/fin_$tag.log | head -1 | cut -c1-160)" | tee -a $RES/forced.txt
      continue
    fi
    echo "$sh $T $(check_time $d $d/f_$tag.mgxb $tag)" | tee -a $RES/forced.txt
  done
done

if has ptxas && [ -n "$PTXAS_TILE" ]; then
  step ptxas
  PTXAS=$(command -v ptxas || ls /usr/local/cuda*/bin/ptxas 2>/dev/null | head -1)
  sh=$(echo $SHAPES | awk '{print $2}'); d=$G/$sh
  if [ -n "$PTXAS" ] && [ -f $d/p.mgxb ]; then
    : > $RES/ptxas.txt
    for PT in $PTXAS_TILE; do # one tiling, or a list
      rm -rf $d/ptx && mkdir -p $d/ptx
      echo "-- $PT" | tee -a $RES/ptxas.txt
      timeout 180 $M finalize $d/p.mgxb --arch $ARCH $FIN_FLAGS --ptxas none --tune quick --tune-only "$PT" -o $d/ptx.mgxb > $d/ptx/fin.log 2>&1 &&
        $M inspect $d/ptx.mgxb --extract $d/ptx > /dev/null 2>&1
      for p in $d/ptx/*.ptx; do
        [ -f "$p" ] || continue
        timeout 120 $PTXAS -v -arch=sm_90a "$p" -o /dev/null 2>&1 | grep -vE '^\s*$' | tail -6 | tee -a $RES/ptxas.txt
      done
    done
  else
    echo "no ptxas or no bundle: skipped"
  fi
fi

if has ncu && [ -n "${NCU_TILE-wgws256x128x64/c2x128/s4}" ]; then
  step ncu
  NCU=${NCU:-$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)}
  T=${NCU_TILE-wgws256x128x64/c2x128/s4}; tag=$(echo "$T" | tr '/' '_')
  sh=$(echo $SHAPES | awk '{print $2}'); d=$G/$sh
  if [ -x "$NCU" ] && [ -f $d/f_$tag.mgxb ]; then
    timeout 240 $NCU --clock-control none --launch-skip 3 --launch-count 1 --section SpeedOfLight --section MemoryWorkloadAnalysis \
      --section WarpStateStats --section LaunchStats --section Occupancy --section SchedulerStats \
      $M perf $d/f_$tag.mgxb --arch $ARCH --input a=$d/input_a.npy -n 3 --warmup 1 > $RES/ncu_ws.txt 2>&1
    grep -E 'Duration|Compute \(SM\) Throughput|Memory Throughput|L2 Cache Throughput|DRAM Throughput|Registers Per|Dynamic Shared|Block Size|Grid Size|Warp Cycles Per Issued|Issued Ipc|No Eligible|Local' $RES/ncu_ws.txt | tr -s ' ' | head -20
  else
    echo "no ncu or no $T bundle for $sh: skipped"
  fi
fi

# Kernel durations measured alike for ours and cuBLAS's (Nsight Compute's
# gpu__time_duration of 10 launches each, clocks not locked): perf's
# per-launch CUDA events carry the launch's own overhead (about 10 us on an
# idle GPU), which cuBLAS's back-to-back loop above does not.
if has ncutime; then
  step ncutime
  NCU=${NCU:-$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)}
  : > $RES/ncutime.txt
  if [ -x "$NCU" ]; then
    cat > $G/cublas_one.py <<'PY'
import sys, torch
m, k, n = map(int, sys.argv[1].split("x"))
dt = {"fp16": torch.float16, "tf32": torch.float32}.get(sys.argv[2], torch.bfloat16)
torch.backends.cuda.matmul.allow_tf32 = sys.argv[2] == "tf32"
A = torch.randn(m, k, device="cuda", dtype=dt); B = torch.randn(k, n, device="cuda", dtype=dt)
for _ in range(20): A @ B
torch.cuda.synchronize()
PY
    dur() { grep -E 'gpu__time_duration.sum' "$1" | awk '{u=$(NF-1); v=$NF; gsub(",","",v); if (u=="nsecond") v/=1000; else if (u=="msecond") v*=1000; s+=v; n++} END {if (n) printf "%.2f", s/n; else printf "?"}'; }
    for sh in $SHAPES; do
      d=$G/$sh
      timeout 240 $NCU --clock-control none --metrics gpu__time_duration.sum -k regex:'nvjet|gemm|sm90|cutlass|xmma' --launch-skip 5 --launch-count 10 \
        python3 $G/cublas_one.py $sh $DTYPE > $d/ncu_cublas.txt 2>&1
      echo "$sh cublas $(dur $d/ncu_cublas.txt)" | tee -a $RES/ncutime.txt
      for T in ${NCU_TILES:-untuned wgmma256x128x64/s4 wgmma256x128x64/s4/v8 wgws128x192x64/c2x64/s4}; do
        tag=$(echo "$T" | tr '/' '_')
        [ -f $d/f_$tag.mgxb ] || continue
        timeout 240 $NCU --clock-control none --metrics gpu__time_duration.sum -k regex:matmul --launch-skip 5 --launch-count 10 \
          $M perf $d/f_$tag.mgxb --arch $ARCH --input a=$d/input_a.npy -n 20 --warmup 2 > $d/ncu_$tag.txt 2>&1
        echo "$sh $T $(dur $d/ncu_$tag.txt)" | tee -a $RES/ncutime.txt
      done
    done
  else
    echo "no ncu: skipped"
  fi
fi

has exhaustive && step exhaustive && : > $RES/exhaustive.txt
for sh in $EXH_SHAPES; do
  has exhaustive || break
  d=$G/$sh
  [ -f $d/p.mgxb ] || continue
  timeout 600 $M finalize $d/p.mgxb --arch $ARCH --tune exhaustive --budget $EXH_BUDGET -o $d/exh.mgxb > $d/exh.log 2>&1
  rc=$?
  grep -E '^tune ' $d/exh.log | sed -E 's/^tune [^:]+: //' | sed "s|^|$sh |" >> $RES/exhaustive.txt
  grep -E '^  |^tuned|^tuning' $d/exh.log | sed "s|^|$sh |" >> $RES/exhaustive.txt
  if [ $rc -ne 0 ]; then echo "$sh exhaustive rc=$rc" >> $RES/exhaustive.txt; continue; fi
  echo "$sh tuned-pick $(check_time $d $d/exh.mgxb exh)" >> $RES/exhaustive.txt
done
[ -f $RES/exhaustive.txt ] && cat $RES/exhaustive.txt

step table
# One line per shape: cuBLAS, then each tiling's product launch (ms, and
# its ratio to cuBLAS: >= 0.8 is issue 28's bar), FAIL/TIMEOUT as they came.
python3 - $RES <<'PY' | tee $RES/table.txt
import sys, re, collections
res = sys.argv[1]
cub = {}
for l in open(res + "/cublas.txt"):
    p = l.split()
    if len(p) == 3 and p[0] == "cublas": cub[p[1]] = float(p[2])
rows = collections.OrderedDict()
for l in (open(res + "/forced.txt") if __import__("os").path.exists(res + "/forced.txt") else []):
    p = l.split(None, 2)
    if len(p) < 3: continue
    rows.setdefault(p[0], []).append((p[1], p[2].strip()))
try:
    for l in open(res + "/exhaustive.txt"):
        p = l.split(None, 2)
        if len(p) == 3 and p[1] == "tuned-pick": rows.setdefault(p[0], []).append(("tuned(exhaustive)", p[2].strip()))
except FileNotFoundError:
    pass
ncu = collections.defaultdict(dict)
try:
    for l in open(res + "/ncutime.txt"):
        p = l.split()
        if len(p) == 3 and p[2] != "?": ncu[p[0]][p[1]] = float(p[2])
except FileNotFoundError:
    pass
print("perf's per-launch event times (ms; each carries the launch's overhead) against cuBLAS's 100-launch loop;")
print("then, where measured, Nsight Compute kernel durations (us) of both, like for like")
for sh, ts in rows.items():
    c = cub.get(sh)
    print("%s  cuBLAS %s ms" % (sh, "%.4f" % c if c else "?"))
    nc = ncu.get(sh, {})
    if "cublas" in nc:
        for name, us in nc.items():
            if name != "cublas": print("  ncu %-30s %.2f us  %.2fx cuBLAS's %.2f us" % (name, us, nc["cublas"] / us, nc["cublas"]))
    for name, v in ts:
        f = v.split()
        try:
            ms = float(f[0]); print("  %-34s %.4f ms  %.2fx cuBLAS  rel %s" % (name, ms, c / ms if c else 0, f[1] if len(f) > 1 else "?"))
        except (ValueError, IndexError):
            print("  %-34s %s" % (name, v))
PY
