#!/usr/bin/env bash
# GPU acceptance run (issue 11), on a machine with an NVIDIA GPU, its driver
# and (for libdevice and the PyTorch peer) the CUDA toolkit and PyTorch; no
# Go and no LLVM needed. Everything it needs travels in DIR (default .gpu):
#   DIR/dist.tar.xz    `make dist`'s dist/ (mgxport + libmgxport_mlir.so)
#   DIR/data.tar.xz    shared/models, testdata/models, onnx-node (the slice)
# Usage: bench/gpu/accept.sh [models|conformance|bert] ... ; output under $OUT.
set -uo pipefail
shopt -s nullglob
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}   # what comes back: the summary and a few logs
W=/tmp/mgx
OUT=$W/logs            # every log
mkdir -p "$W" "$OUT" "$RES"
[ -x $W/dist/mgxport ] || tar -C $W -xJf "$DIR/dist.tar.xz"
[ -d $W/data ] || { mkdir -p $W/data && tar -C $W/data -xJf "$DIR/data.tar.xz"; }
M=$W/dist/mgxport
export MGXPORT_CACHE_DIR=$W/cache
ARCH=${ARCH:-sm_90}
summary=$RES/summary.txt

models() {
  "$M" devices | tee $OUT/devices.txt
  for d in $W/data/models/*/; do
    name=$(basename "$d")
    dims=""; ins=""; exp=""
    for f in "$d"input_*.npy; do n=$(basename "$f" .npy); ins="$ins --input ${n#input_}=$f"; done
    for f in "$d"output_*.npy; do n=$(basename "$f" .npy); exp="$exp --expected ${n#output_}=$f"; done
    # Symbolic dims are bound from the inputs when running the .onnx
    # directly; bundles are compiled at the inputs' shapes through it.
    tol=""; [ -n "$exp" ] && tol="--rtol 1e-3 --atol 1e-4"
    if ! "$M" run "$d/model.onnx" --arch $ARCH $ins $exp $tol --json > $OUT/$name.run.json 2> $OUT/$name.run.err; then
      echo "model $name: onnx run on $ARCH FAILED: $(tail -c 400 $OUT/$name.run.err)" | tee -a $summary; continue
    fi
    echo "model $name: onnx -> $ARCH in memory: pass" | tee -a $summary
  done
  # compile -> file -> finalize in a new process -> run from the file
  for name in mlp cnn resnet_mini vit_mini gpt2_mini; do
    d=$W/data/models/$name; [ -d $d ] || continue
    ins=""; exp=""
    for f in "$d"/input_*.npy; do n=$(basename "$f" .npy); ins="$ins --input ${n#input_}=$f"; done
    for f in "$d"/output_*.npy; do n=$(basename "$f" .npy); exp="$exp --expected ${n#output_}=$f"; done
    "$M" compile --portable $d/model.onnx -o $W/$name.mgxb 2>/dev/null &&
    "$M" finalize $W/$name.mgxb --arch $ARCH,host -o $W/$name.fin.mgxb -q 2> $OUT/$name.fin.err &&
    "$M" run $W/$name.fin.mgxb --arch $ARCH $ins $exp --rtol 1e-3 --atol 1e-4 > /dev/null 2> $OUT/$name.file.err &&
    echo "model $name: compile -> finalize $ARCH,host -> run from file on $ARCH: pass" | tee -a $summary ||
    echo "model $name: file flow FAILED: $(tail -c 300 $OUT/$name.fin.err $OUT/$name.file.err 2>/dev/null)" | tee -a $summary
  done
}

conformance() {
  local t0=$(date +%s)
  "$M" conformance --arch $ARCH $W/data/onnx-node > $OUT/conformance.txt 2>&1
  echo "conformance $ARCH: $(tail -1 $OUT/conformance.txt) in $(( $(date +%s) - t0 )) s" | tee -a $summary
  grep -vE '^PASS' $OUT/conformance.txt | cut -c1-300 > $RES/conformance_notpass.txt
}

# lat FILE: perf's two latencies, medians: with an event around every
# launch (Total) and as run executes the program (Run: one graph replay).
lat() { echo "median $(grep -E '^Total time' $1 | sed -E 's/.*median ([0-9.]+).*/\1/') ms with per-launch events, run time median $(grep -E '^Run time' $1 | sed -E 's/.*median ([0-9.]+).*/\1/') ms (kernels $(kt $1) ms)"; }

bert() {
  B=$W/bert; mkdir -p $B
  python3 bench/gpu/bert_base.py $B > $OUT/bert_torch.txt 2>&1 || { tail -20 $OUT/bert_torch.txt; return; }
  cat $OUT/bert_torch.txt | grep -v Warning | tail -4 | tee -a $summary
  for b in ${BERT_BATCHES:-1 32}; do
    "$M" compile --portable $B/model.onnx --dim batch=$b --dim seq=128 -o $B/b$b.mgxb 2> $OUT/bert_b$b.compile.err || { echo "bert b$b compile FAILED: $(tail -c 300 $OUT/bert_b$b.compile.err)" | tee -a $summary; continue; }
    rm -rf $W/cache_bert; export MGXPORT_CACHE_DIR=$W/cache_bert
    s=$(date +%s%N); "$M" finalize $B/b$b.mgxb --arch $ARCH -o $B/b$b.fin.mgxb -q -j 16 2> $OUT/bert_b$b.fin.err; e=$(date +%s%N)
    cold=$(( (e - s) / 1000000 ))ms
    s=$(date +%s%N); "$M" finalize $B/b$b.mgxb --arch $ARCH -o $B/b$b.fin2.mgxb -q 2>/dev/null; e=$(date +%s%N)
    warm=$(( (e - s) / 1000000 ))ms
    echo "bert-base b$b s128: finalize $ARCH cold ${cold} warm ${warm} (whole process, bundle read and write included)" | tee -a $summary
    in="--input input_ids=$B/b$b/input_input_ids.npy --input attention_mask=$B/b$b/input_attention_mask.npy"
    "$M" run $B/b$b.fin.mgxb --arch $ARCH $in --expected last_hidden_state=$B/b$b/output_last_hidden_state.npy --rtol 1e-3 --atol 1e-4 > $OUT/bert_b$b.run.txt 2>&1
    echo "bert-base b$b vs ORT: $(grep -E 'last_hidden_state +float32' $OUT/bert_b$b.run.txt | tr -s ' ')" | tee -a $summary
    "$M" perf $B/b$b.fin.mgxb --arch $ARCH $in -n 20 --warmup 3 > $OUT/bert_b$b.perf.txt 2>&1
    echo "bert-base b$b perf: $(lat $OUT/bert_b$b.perf.txt)" | tee -a $summary
    # TF32=1: the same with --allow-tf32 (bert_base.py times PyTorch with TF32 then).
    [ "${TF32:-0}" = 1 ] || continue
    "$M" finalize $B/b$b.mgxb --arch $ARCH --allow-tf32 -o $B/b$b.tf32.mgxb -q -j 16 2> $OUT/bert_b$b.tf32.err
    "$M" run $B/b$b.tf32.mgxb --arch $ARCH $in --expected last_hidden_state=$B/b$b/output_last_hidden_state.npy --rtol 1e-2 --atol 1e-2 > $OUT/bert_b$b.tf32.run.txt 2>&1
    echo "bert-base b$b --allow-tf32 vs ORT (rtol/atol 1e-2): $(grep -E 'last_hidden_state +float32' $OUT/bert_b$b.tf32.run.txt | tr -s ' ')" | tee -a $summary
    "$M" perf $B/b$b.tf32.mgxb --arch $ARCH $in -n 20 --warmup 3 > $OUT/bert_b$b.tf32.perf.txt 2>&1
    echo "bert-base b$b --allow-tf32 perf: $(lat $OUT/bert_b$b.tf32.perf.txt)" | tee -a $summary
  done
}

# amd: one bundle for every vendor (issue 12): BERT-base b32 finalized for
# two AMD archs, sm_90 and host in one call; run on the GPU (--arch auto) and
# on host against ORT. Needs the bert step's export first.
amd() {
  B=$W/bert; [ -f $B/b32.mgxb ] || { echo "amd: run the bert step first" | tee -a $summary; return; }
  rm -rf $W/cache_amd; export MGXPORT_CACHE_DIR=$W/cache_amd
  s=$(date +%s%N)
  R=$W/rocdl; [ -d $R ] || { mkdir -p $R && tar -C $R -xJf "$DIR/rocdl.tar.xz"; }
  "$M" finalize $B/b32.mgxb --arch gfx1151,gfx942,sm_90,host --rocm-device-libs $R -o $B/all.mgxb -q -j 16 2> $OUT/amd.fin.err ||
    { echo "amd finalize FAILED: $(tail -c 400 $OUT/amd.fin.err)" | tee -a $summary; return; }
  e=$(date +%s%N)
  echo "bert-base b32: finalize --arch gfx1151,gfx942,sm_90,host cold $(( (e - s) / 1000000 ))ms, bundle $(stat -c %s $B/all.mgxb) bytes (portable $(stat -c %s $B/b32.mgxb))" | tee -a $summary
  "$M" inspect $B/all.mgxb > $OUT/amd.inspect.txt 2>&1
  grep -iE '^ *(target|objects|code objects)|gfx|sm_90|host' $OUT/amd.inspect.txt | head -12 >> $summary
  in="--input input_ids=$B/b32/input_input_ids.npy --input attention_mask=$B/b32/input_attention_mask.npy"
  for a in auto host; do
    "$M" run $B/all.mgxb --arch $a $in --expected last_hidden_state=$B/b32/output_last_hidden_state.npy --rtol 1e-3 --atol 1e-4 > $OUT/amd.run.$a.txt 2>&1
    echo "all-vendor bundle run --arch $a (rc $?): $(grep -E 'last_hidden_state +float32|device|arch' $OUT/amd.run.$a.txt | head -2 | tr -s ' ' | tr '\n' ' ')" | tee -a $summary
  done
}

# conv: ResNet-50's 3x3 and 1x1 convolutions at batch 32 against cuDNN
# (bench/gpu/conv_peer.py writes the one-node models and times PyTorch).
conv() {
  C=$W/conv; mkdir -p $C
  python3 bench/gpu/conv_peer.py $C > $OUT/conv_torch.txt 2>&1 || { tail -5 $OUT/conv_torch.txt | tee -a $summary; return; }
  for d in $C/*/; do
    n=$(basename $d)
    "$M" compile --portable $d/model.onnx -o $d/p.mgxb 2> $OUT/conv_$n.err &&
    "$M" finalize $d/p.mgxb --arch $ARCH -o $d/f.mgxb -q 2>> $OUT/conv_$n.err &&
    "$M" run $d/f.mgxb --arch $ARCH --input x=$d/input_x.npy --expected y=$d/output_y.npy --rtol 1e-3 --atol 1e-3 > $OUT/conv_$n.run.txt 2>&1 &&
    "$M" perf $d/f.mgxb --arch $ARCH --input x=$d/input_x.npy -n 20 --warmup 3 > $OUT/conv_$n.perf.txt 2>&1 ||
      { echo "conv $n FAILED: $(tail -c 300 $OUT/conv_$n.err $OUT/conv_$n.run.txt)" | tee -a $summary; continue; }
    echo "conv $n: mgxport $(grep -E '^Kernel time' $OUT/conv_$n.perf.txt | tr -s ' ') [$(grep -E '^[0-9]+ ' $OUT/conv_$n.perf.txt | awk '{printf "%s %s ms; ", $2, $(NF-1)}')] | $(grep -E "cudnn $n:" $OUT/conv_torch.txt)" | tee -a $summary
  done
}

# tune (issue 13): GEMMs of BERT-base b32 and 1024^3, and ResNet-50's
# convolutions, default schedule vs --tune full, beside cuBLAS/cuDNN; then
# BERT-base b32 tuned quick end to end, a second finalize (all hits) and a
# cache export -> import on a clean cache (all hits again). GEMM kernel
# times are perf's (the object's launches, CUDA events).
kt() { grep -E '^Kernel time' $1 | awk '{print $3}'; }
tune() {
  G=$W/gemm; mkdir -p $G
  python3 bench/gpu/gemm_peer.py $G > $OUT/gemm_torch.txt 2>&1 || { tail -5 $OUT/gemm_torch.txt | tee -a $summary; return; }
  [ "${TUNE_KERNELS:-1}" = 1 ] && [ ! -d $W/conv ] && python3 bench/gpu/conv_peer.py $W/conv > $OUT/conv_torch.txt 2>&1
  export MGXPORT_CACHE_DIR=$W/cache_tune; rm -rf $MGXPORT_CACHE_DIR
  # TUNE_KERNELS=0 skips the one-kernel models (BERT's part only).
  [ "${TUNE_KERNELS:-1}" = 1 ] || G=$W/none
  for d in $G/*/ $W/conv/*/; do
    n=$(basename $d); x=$(ls $d/input_*.npy); xn=$(basename $x .npy); xn=${xn#input_}
    y=$(ls $d/output_*.npy); yn=$(basename $y .npy); yn=${yn#output_}
    "$M" compile --portable $d/model.onnx -o $d/p.mgxb 2> $OUT/t_$n.err || continue
    "$M" finalize $d/p.mgxb --arch $ARCH -o $d/def.mgxb -q 2>> $OUT/t_$n.err
    s=$(date +%s%N)
    "$M" finalize $d/p.mgxb --arch $ARCH --tune full -o $d/tuned.mgxb --json > $OUT/t_$n.tune.json 2>> $OUT/t_$n.err || { echo "tune $n FAILED: $(tail -c 300 $OUT/t_$n.err)" | tee -a $summary; continue; }
    e=$(date +%s%N)
    "$M" run $d/tuned.mgxb --arch $ARCH --input $xn=$x --expected $yn=$y --rtol 1e-3 --atol 1e-3 > $OUT/t_$n.run.txt 2>&1 || echo "tune $n: tuned output WRONG: $(tail -c 200 $OUT/t_$n.run.txt)" | tee -a $summary
    "$M" perf $d/def.mgxb --arch $ARCH --input $xn=$x -n 30 --warmup 5 > $OUT/t_$n.def.perf 2>&1
    "$M" perf $d/tuned.mgxb --arch $ARCH --input $xn=$x -n 30 --warmup 5 > $OUT/t_$n.tuned.perf 2>&1
    best=$(python3 -c "import json,sys; j=json.load(open('$OUT/t_$n.tune.json')); k=(j.get('tuning') or {}).get('kernels') or [{}]; print(k[0].get('best'), 'trials', j['tuning']['trials_measured'], 'parses', j['tuning']['parses'])" 2>/dev/null)
    echo "tune $n: default $(kt $OUT/t_$n.def.perf) ms, tuned $(kt $OUT/t_$n.tuned.perf) ms ($best; tune $(( (e - s) / 1000000 )) ms) | $(grep -hE "(cublas|cudnn) $n:" $OUT/gemm_torch.txt $OUT/conv_torch.txt)" | tee -a $summary
  done
  B=$W/bert; [ -f $B/b32.mgxb ] || return
  in="--input input_ids=$B/b32/input_input_ids.npy --input attention_mask=$B/b32/input_attention_mask.npy"
  rm -rf $W/cache_bt; export MGXPORT_CACHE_DIR=$W/cache_bt
  s=$(date +%s%N); "$M" finalize $B/b32.mgxb --arch $ARCH --tune quick -o $B/t.mgxb --json -j 16 > $OUT/bt.json 2> $OUT/bt.err; e=$(date +%s%N)
  echo "bert b32 --tune quick: $(( (e - s) / 1000000 )) ms; $(python3 -c "import json; t=json.load(open('$OUT/bt.json'))['tuning']; print({k: t[k] for k in t if k != 'kernels'})")" | tee -a $summary
  "$M" run $B/t.mgxb --arch $ARCH $in --expected last_hidden_state=$B/b32/output_last_hidden_state.npy --rtol 1e-3 --atol 1e-4 > $OUT/bt.run.txt 2>&1
  echo "bert b32 tuned vs ORT: $(grep -E 'last_hidden_state +float32' $OUT/bt.run.txt | tr -s ' ')" | tee -a $summary
  "$M" perf $B/t.mgxb --arch $ARCH $in -n 20 --warmup 3 > $OUT/bt.perf.txt 2>&1
  echo "bert b32 tuned perf: $(lat $OUT/bt.perf.txt)" | tee -a $summary
  "$M" finalize $B/b32.mgxb --arch $ARCH --tune quick -o $B/t2.mgxb --json > $OUT/bt2.json 2>/dev/null
  echo "bert b32 second tuned finalize: $(python3 -c "import json; j=json.load(open('$OUT/bt2.json')); print('tuning', j.get('tuning'), 'compiled', j.get('compiled'), 'cache_hits', j.get('cache_hits'))" 2>&1 | cut -c1-300)" | tee -a $summary
  # Everything the cache holds (finalized kernels and tuning winners):
  # the import side then compiles nothing either.
  "$M" cache export $W/tuned.tar > /dev/null 2>&1
  rm -rf $W/cache_bt2; export MGXPORT_CACHE_DIR=$W/cache_bt2
  "$M" cache import $W/tuned.tar > $OUT/import.txt 2>&1
  "$M" finalize $B/b32.mgxb --arch $ARCH --tune quick -o $B/t3.mgxb --json > $OUT/bt3.json 2>/dev/null
  echo "after export/import on a clean cache: $(python3 -c "import json; j=json.load(open('$OUT/bt3.json')); print('tuning', j.get('tuning'), 'compiled', j.get('compiled'), 'cache_hits', j.get('cache_hits'))" 2>&1 | cut -c1-300); identical bundle: $(cmp -s $B/t.mgxb $B/t3.mgxb && echo yes || echo no)" | tee -a $summary
  # TUNE_FULL=1: BERT-base b32 --tune full on a clean cache (the issue's
  # 10-minute bound), then its perf.
  [ -n "${TUNE_FULL:-}" ] || return
  rm -rf $W/cache_bf; export MGXPORT_CACHE_DIR=$W/cache_bf
  s=$(date +%s%N); "$M" finalize $B/b32.mgxb --arch $ARCH --tune full -o $B/tf.mgxb --json -j 16 > $OUT/bf.json 2> $OUT/bf.err; e=$(date +%s%N)
  echo "bert b32 --tune full: $(( (e - s) / 1000000 )) ms; $(python3 -c "import json; t=json.load(open('$OUT/bf.json'))['tuning']; print({k: t[k] for k in t if k != 'kernels'}); [print(' ', k['kernel'], k['best'], round(k['best_us'],1), 'us, default', round(k['default_us'],1)) for k in t['kernels']]")" | tee -a $summary
  "$M" run $B/tf.mgxb --arch $ARCH $in --expected last_hidden_state=$B/b32/output_last_hidden_state.npy --rtol 1e-3 --atol 1e-4 > $OUT/bf.run.txt 2>&1
  echo "bert b32 tuned full vs ORT: $(grep -E 'last_hidden_state +float32' $OUT/bf.run.txt | tr -s ' ')" | tee -a $summary
  "$M" perf $B/tf.mgxb --arch $ARCH $in -n 20 --warmup 3 > $OUT/bf.perf.txt 2>&1
  echo "bert b32 tuned full perf: $(lat $OUT/bf.perf.txt)" | tee -a $summary
}

# tf32 (issue 13): the GEMMs of gemm_peer.py finalized with --allow-tf32
# (mma.sync m16n8k8 .tf32), run against PyTorch's exact fp32 product and
# timed beside cuBLAS with TF32 allowed; one line per shape. Tolerance:
# TF32 keeps 10 of fp32's 23 mantissa bits and rounds to nearest, so each
# operand is off by at most 2^-11 relative, each product a_k*b_k by about
# 2^-11*sqrt(2/3) ~ 4e-4 (rms); the K errors are independent, so the sum's
# error grows with sqrt(K) times the products' rms, which gemm_peer's data
# (a ~ N(0,1), b ~ N(0,1/K)) makes 1/sqrt(K): ~4e-4 absolute at every K,
# against outputs of rms 1. atol 5e-3 is over 10 sigma of that, while an
# indexing mistake (a wrong fragment element) is off by O(1). Also checks
# that the flag is refused on host and that the objects say tf32. With
# TF32_CONV=1 (or the conv step's models already there), two of
# ResNet-50's convolutions (implicit GEMMs; conv_peer.py's weights are
# scaled 1/sqrt(fan-in) too) are checked and timed beside cuDNN fp32.
tf32() {
  G=$W/gemm; mkdir -p $G
  [ -s $OUT/gemm_torch.txt ] && [ -d $G ] && ls $G/*/model.onnx >/dev/null 2>&1 ||
    python3 bench/gpu/gemm_peer.py $G > $OUT/gemm_torch.txt 2>&1 || { tail -5 $OUT/gemm_torch.txt | tee -a $summary; return; }
  export MGXPORT_CACHE_DIR=$W/cache_tf32; rm -rf $MGXPORT_CACHE_DIR
  h=$(ls -d $G/*/ | head -1)
  "$M" compile --portable $h/model.onnx -o $W/tf32_host.mgxb 2>/dev/null
  if "$M" finalize $W/tf32_host.mgxb --arch host --allow-tf32 -o $W/tf32_host.fin.mgxb -q > $OUT/tf32_host.err 2>&1; then
    echo "tf32: finalize --arch host --allow-tf32 was ACCEPTED (want an error)" | tee -a $summary
  else
    echo "tf32: --arch host --allow-tf32 refused: $(tail -1 $OUT/tf32_host.err | cut -c1-200)" | tee -a $summary
  fi
  for d in $G/*/; do
    n=$(basename $d)
    "$M" compile --portable $d/model.onnx -o $d/p.mgxb 2> $OUT/tf32_$n.err &&
    "$M" finalize $d/p.mgxb --arch $ARCH --allow-tf32 -o $d/tf32.mgxb -q 2>> $OUT/tf32_$n.err ||
      { echo "tf32 $n: finalize FAILED: $(tail -c 300 $OUT/tf32_$n.err)" | tee -a $summary; continue; }
    "$M" inspect --json $d/tf32.mgxb > $OUT/tf32_$n.inspect.json 2>&1
    grep -qE '"tf32": *true' $OUT/tf32_$n.inspect.json && mark="inspect: tf32" || mark="inspect does NOT say tf32"
    if "$M" run $d/tf32.mgxb --arch $ARCH --input a=$d/input_a.npy --expected y=$d/output_y.npy --rtol 5e-3 --atol 5e-3 > $OUT/tf32_$n.run.txt 2>&1; then
      ok=pass
    else
      ok="WRONG: $(grep -E '^y +float32|rror' $OUT/tf32_$n.run.txt | head -2 | tr -s ' ' | tr '\n' ' ' | cut -c1-200)"
    fi
    "$M" perf $d/tf32.mgxb --arch $ARCH --input a=$d/input_a.npy -n 30 --warmup 5 > $OUT/tf32_$n.perf 2>&1
    ms=$(kt $OUT/tf32_$n.perf)
    cub=$(grep -E "cublas $n:" $OUT/gemm_torch.txt | sed -E 's/.*tf32 ([0-9.]+) us.*/\1/')
    ratio=$(python3 -c "print('%.2fx cuBLAS TF32' % ($cub / ($ms * 1e3)))" 2>/dev/null)
    echo "tf32 $n: $ok ($mark); mgxport ${ms} ms, cuBLAS TF32 ${cub} us: $ratio | $(grep -E "cublas $n:" $OUT/gemm_torch.txt)" | tee -a $summary
    case $n in 4096x*) ;; *) continue ;; esac
    # Registers and spills as ptxas -O3 reports them (when the toolkit is here).
    PX=$(command -v ptxas || ls ${CUDA_PATH:-/usr/local/cuda}/bin/ptxas 2>/dev/null)
    if [ -n "$PX" ] && "$M" finalize $d/p.mgxb --arch $ARCH --allow-tf32 --ptxas none -o $d/tf32ptx.mgxb -q 2>/dev/null; then
      rm -rf $d/ex; "$M" inspect --extract $d/ex $d/tf32ptx.mgxb > /dev/null 2>&1
      for f in $d/ex/*.ptx; do grep -qE 'mma\.sync|wgmma' $f && "$PX" -arch=$ARCH -O3 -v $f -o /dev/null > $OUT/tf32_$n.ptxas.txt 2>&1; done
      echo "tf32 $n ptxas: $(grep -hE 'registers|spill' $OUT/tf32_$n.ptxas.txt | tr -s ' ' | tr '\n' ' ' | cut -c1-240)" | tee -a $summary
    fi
    # BERT's shapes: the TF32 tilings measured (--tune quick).
    "$M" finalize $d/p.mgxb --arch $ARCH --allow-tf32 --tune quick -o $d/tf32t.mgxb --json > $OUT/tf32_$n.tune.json 2>> $OUT/tf32_$n.err ||
      { echo "tf32 $n: --tune quick FAILED: $(tail -c 300 $OUT/tf32_$n.err)" | tee -a $summary; continue; }
    "$M" run $d/tf32t.mgxb --arch $ARCH --input a=$d/input_a.npy --expected y=$d/output_y.npy --rtol 5e-3 --atol 5e-3 > $OUT/tf32t_$n.run.txt 2>&1 && ok=pass || ok=WRONG
    "$M" perf $d/tf32t.mgxb --arch $ARCH --input a=$d/input_a.npy -n 30 --warmup 5 > $OUT/tf32t_$n.perf 2>&1
    ms=$(kt $OUT/tf32t_$n.perf)
    best=$(python3 -c "import json; j=json.load(open('$OUT/tf32_$n.tune.json')); k=(j.get('tuning') or {}).get('kernels') or [{}]; print(k[0].get('best'), 'of', j['tuning']['trials_measured'], 'trials')" 2>/dev/null)
    echo "tf32 $n tuned quick: $ok; mgxport ${ms} ms ($best): $(python3 -c "print('%.2fx cuBLAS TF32' % ($cub / ($ms * 1e3)))" 2>/dev/null)" | tee -a $summary
  done
  [ "${TF32_CONV:-0}" = 1 ] && [ ! -d $W/conv ] && python3 bench/gpu/conv_peer.py $W/conv > $OUT/conv_torch.txt 2>&1
  for n in 3x3_128_28 1x1_1024_256_14; do
    d=$W/conv/$n; [ -d $d ] || continue
    "$M" compile --portable $d/model.onnx -o $d/p32.mgxb 2> $OUT/tf32_$n.err &&
    "$M" finalize $d/p32.mgxb --arch $ARCH --allow-tf32 -o $d/tf32.mgxb -q 2>> $OUT/tf32_$n.err ||
      { echo "tf32 conv $n: FAILED: $(tail -c 300 $OUT/tf32_$n.err)" | tee -a $summary; continue; }
    "$M" run $d/tf32.mgxb --arch $ARCH --input x=$d/input_x.npy --expected y=$d/output_y.npy --rtol 5e-3 --atol 5e-3 > $OUT/tf32_$n.run.txt 2>&1 && ok=pass ||
      ok="WRONG: $(grep -E '^y +float32|rror' $OUT/tf32_$n.run.txt | head -2 | tr -s ' ' | tr '\n' ' ' | cut -c1-200)"
    "$M" perf $d/tf32.mgxb --arch $ARCH --input x=$d/input_x.npy -n 20 --warmup 3 > $OUT/tf32_$n.perf 2>&1
    echo "tf32 conv $n: $ok; mgxport $(kt $OUT/tf32_$n.perf) ms (whole model: layout copies included) | $(grep -E "cudnn $n:" $OUT/conv_torch.txt) (fp32)" | tee -a $summary
  done
}

# buckets (issue 14): a BERT-style encoder (bench/gpu/buckets.py) compiled
# with 5x5 buckets over batch 1-16 and seq 16-256 against one bucket; every
# bucket finalized for the GPU cold and warm; random exact shapes run padded
# on the GPU (and a few on host) against ORT at that shape; --cache-only on a
# bundle with one bucket finalized: a cold shape on host, a finalized one on
# the GPU.
# BK_MODEL=modernbert takes a ModernBERT-style encoder instead.
buckets() {
  K=$W/bk_${BK_MODEL:-bert}; mkdir -p $K
  echo "buckets: model ${BK_MODEL:-bert}" | tee -a $summary
  python3 bench/gpu/buckets.py $K ${PAIRS:-20} ${BK_MODEL:-bert} > $OUT/bk_py.txt 2>&1 || { tail -5 $OUT/bk_py.txt | tee -a $summary; return; }
  export MGXPORT_CACHE_DIR=$W/cache_bk; rm -rf $MGXPORT_CACHE_DIR
  s=$(date +%s%N); "$M" compile --portable $K/model.onnx --bucket batch=1,2,4,8,16 --bucket seq=16,32,64,128,256 -o $K/grid.mgxb 2> $OUT/bk_c.err || { echo "bucket compile FAILED: $(tail -c 300 $OUT/bk_c.err)" | tee -a $summary; return; }; e=$(date +%s%N)
  s1=$(date +%s%N); "$M" compile --portable $K/model.onnx --dim batch=16 --dim seq=256 -o $K/one.mgxb 2>/dev/null; e1=$(date +%s%N)
  echo "buckets: 5x5 grid compile $(( (e - s) / 1000000 )) ms, $(stat -c %s $K/grid.mgxb) bytes; one bucket (16x256) $(( (e1 - s1) / 1000000 )) ms, $(stat -c %s $K/one.mgxb) bytes" | tee -a $summary
  s=$(date +%s%N); "$M" finalize $K/grid.mgxb --arch $ARCH -o $K/grid.fin.mgxb -j 16 > $OUT/bk_fin.txt 2>&1; rc=$?; e=$(date +%s%N)
  s2=$(date +%s%N); "$M" finalize $K/grid.mgxb --arch $ARCH -o $K/grid.fin2.mgxb -q 2>/dev/null; e2=$(date +%s%N)
  echo "buckets: finalize all 25 for $ARCH (rc $rc) cold $(( (e - s) / 1000000 )) ms, warm $(( (e2 - s2) / 1000000 )) ms; $(tail -2 $OUT/bk_fin.txt | head -1)" | tee -a $summary
  s=$(date +%s%N); "$M" finalize $K/grid.mgxb --arch host -o $K/grid.host.mgxb -j 16 -q 2>/dev/null; e=$(date +%s%N)
  s2=$(date +%s%N); "$M" finalize $K/grid.mgxb --arch host -o $K/grid.host2.mgxb -q 2>/dev/null; e2=$(date +%s%N)
  echo "buckets: finalize all 25 for host cold $(( (e - s) / 1000000 )) ms, warm $(( (e2 - s2) / 1000000 )) ms" | tee -a $summary
  P=$K/pair_0; pin="--input input_ids=$P/input_input_ids.npy --input attention_mask=$P/input_attention_mask.npy"
  for j in 1 16; do
    echo "buckets: run --preload -j $j: $("$M" run $K/grid.fin.mgxb --arch $ARCH $pin --preload -j $j 2>&1 | grep preloaded) / host: $("$M" run $K/grid.host.mgxb --arch host $pin --preload -j $j 2>&1 | grep preloaded)" | tee -a $summary
  done
  ok=0; bad=0; hok=0; hbad=0; i=0
  for d in $K/pair_*/; do
    in="--input input_ids=$d/input_input_ids.npy --input attention_mask=$d/input_attention_mask.npy"
    # Valid (mask 1) positions against ORT at the exact shape (compare_valid.py says why).
    cmpv() { python3 bench/gpu/compare_valid.py $1/last_hidden_state.npy $d/output_last_hidden_state.npy $d/input_attention_mask.npy $2 $3; }
    rm -rf $K/o; if "$M" run $K/grid.fin.mgxb --arch $ARCH $in --output-dir $K/o > $OUT/bk_run_$i.txt 2>&1 && cmpv $K/o 1e-3 1e-4 >> $OUT/bk_run_$i.txt 2>&1; then ok=$((ok+1)); else bad=$((bad+1)); echo "bucket pair $d on $ARCH: $(tail -c 300 $OUT/bk_run_$i.txt)" >> $summary; fi
    if [ $i -lt ${HOSTPAIRS:-6} ]; then
      rm -rf $K/o; if "$M" run $K/grid.host.mgxb --arch host $in --output-dir $K/o > $OUT/bk_hrun_$i.txt 2>&1 && cmpv $K/o 1e-4 1e-5 >> $OUT/bk_hrun_$i.txt 2>&1; then hok=$((hok+1)); else hbad=$((hbad+1)); echo "bucket pair $d on host: $(tail -c 300 $OUT/bk_hrun_$i.txt)" >> $summary; fi
    fi
    i=$((i+1))
  done
  echo "buckets: $ok of $((ok+bad)) random shapes on $ARCH equal ORT at the exact shape on the valid positions (rtol 1e-3 atol 1e-4); $hok of $((hok+hbad)) on host (rtol 1e-4 atol 1e-5); e.g. $(grep -h 'ran on\|valid positions' $OUT/bk_run_0.txt | tr '\n' ' ')" | tee -a $summary
  # --cache-only: only bucket batch=2,seq=32 finalized for the GPU.
  "$M" finalize $K/grid.mgxb --arch $ARCH --bucket-only batch=2,seq=32 -o $K/one_fin.mgxb -q 2>/dev/null
  P=$K/pair_0
  for shape in "2 20" "8 200"; do
    set -- $shape
    python3 -c "import numpy as np; np.save('$K/ids.npy', np.random.randint(0,1000,size=($1,$2)).astype(np.int64)); np.save('$K/mask.npy', np.ones(($1,$2),dtype=np.int64))"
    echo "cache-only batch=$1 seq=$2: $("$M" run $K/one_fin.mgxb --arch $ARCH --cache-only --input input_ids=$K/ids.npy --input attention_mask=$K/mask.npy 2>&1 | grep -iE 'ran on|served|cold' | head -2 | tr '\n' ' ')" | tee -a $summary
  done
  "$M" perf $K/grid.fin.mgxb --arch $ARCH --input input_ids=$P/input_input_ids.npy --input attention_mask=$P/input_attention_mask.npy -n 20 > $OUT/bk_perf.txt 2>&1
  echo "buckets perf: $(grep -iE 'median|break-even|finalize' $OUT/bk_perf.txt | head -3 | tr '\n' ' ')" | tee -a $summary
}

# coverage (issue 17): real models with ONNX Runtime's outputs
# (tools/export_coverage_models.py), brought back under $RES/coverage.
coverage() {
  python3 tools/export_coverage_models.py $W/coverage > $OUT/coverage.txt 2>&1
  grep -E ': (ok|FAILED)' $OUT/coverage.txt | cut -c1-300 | tee -a $summary
  tar -C $W -cJf $RES/coverage.tar.xz coverage
}

for step in ${@:-models conformance}; do $step; done
cp $OUT/bert_b*.perf.txt $RES/ 2>/dev/null
echo "==== summary"; cat $summary
