#!/usr/bin/env bash
# Half precision on the GPU (issue 28): compile --precision fp16|bf16 bundles
# checked against the fp32 references and timed beside PyTorch's half
# precision, in one call. Same inputs as bench/gpu/accept.sh (no Go, no LLVM
# on the GPU machine):
#   DIR/dist.tar.xz    `make dist`'s dist/ (mgxport + libmgxport_mlir.so)
#   DIR/data.tar.xz    shared/models, testdata/models (the models step)
# Steps (default: models bert gemm); output under $OUT (summary.txt):
#   models  every model under data/models: compile --precision fp16 and bf16
#           -> file -> finalize --arch $ARCH in a new process -> run from the
#           file; relative L2 error against the fp32 reference outputs
#           (want <= 1e-2 fp16, 3e-2 bf16), no NaN/Inf; bundle size against
#           the fp32 bundle's; inspect's matrix-unit instructions.
#   bert    BERT-base (bench/gpu/bert_base.py's export: transformers' default,
#           with the Q/K prologues) b1 and b32 at s128 in fp16 and bf16:
#           relative L2 against ORT fp32, perf (both latencies), beside
#           bench/gpu/half_peer.py's PyTorch eager .half(), autocast and
#           torch.compile .half() (and bf16) from the same call; then the
#           per-kernel profile of encoder layer 0 (perf's per-launch events:
#           the merged Q/K/V product, attention, output projection, two
#           LayerNorms, FFN up and down) and the launch count of the whole
#           run. perf's "Run time" is the run as `run` executes it: one CUDA
#           graph replay (runtime.Session.launchAll), so launch gaps are the
#           graph's, not the host's.
#   (ARCH=sm_90a PRECISIONS="fp16 bf16" fp16_check.sh bert: just this step.)
#   (PRECISIONS="fp16" limits the models and bert steps to one precision.)
#   gemm    BERT's GEMM shapes (with the merged Q/K/V product's N=2304) as
#           one-node fp16/bf16 models (half_peer.py):
#           the half kernel's time beside cuBLAS's half GEMM, and its product
#           against the exact product of the half operands.
set -uo pipefail
shopt -s nullglob
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=/tmp/mgx
OUT=$W/logs
mkdir -p "$W" "$OUT" "$RES"
[ -x $W/dist/mgxport ] || tar -C $W -xJf "$DIR/dist.tar.xz"
[ -d $W/data ] || { mkdir -p $W/data && tar -C $W/data -xJf "$DIR/data.tar.xz"; }
M=$W/dist/mgxport
export MGXPORT_CACHE_DIR=$W/cache_half
ARCH=${ARCH:-sm_90}
summary=$RES/summary.txt

. "$(dirname "$0")/common.sh" # rel
kt() { grep -E '^Kernel time' $1 | awk '{print $3}'; }
lat() { echo "median $(grep -E '^Total time' $1 | sed -E 's/.*median ([0-9.]+).*/\1/') ms with per-launch events, run time median $(grep -E '^Run time' $1 | sed -E 's/.*median ([0-9.]+).*/\1/') ms (kernels $(kt $1) ms), device-resident median $(resident $1) ms"; }
units() { "$M" inspect $1 2>/dev/null | grep -o 'matrix units: [^ ]*' | sort | uniq -c | tr -s ' ' | tr '\n' ';'; }
# layer0 prints the launches of encoder layer 0 from perf output $1 (label,
# mean ms: the columns before "symbol calls mean share") and their sum, and
# the whole run's launch count.
layer0() {
  awk '/^[0-9]+ / { all++ }
       /^[0-9]+ .*\/layer\.0\// { l=""; for (i=2; i<=NF-4; i++) l=l" "$i; printf "    %-100s %s ms\n", l, $(NF-1); n++; s+=$(NF-1) }
       END { printf "    layer 0: %d launches, %.4f ms of kernels (with per-launch events); the run: %d launches\n", n, s, all }' $1
}

models() {
  for d in $W/data/models/*/; do
    name=$(basename "$d")
    ins=""; dims=""
    for f in "$d"input_*.npy; do n=$(basename "$f" .npy); ins="$ins --input ${n#input_}=$f"; done
    # Symbolic dims bound from the inputs' shapes (compile needs them).
    dims=$(python3 bench/dims.py "$d")
    "$M" compile --portable $d/model.onnx $dims -o $W/$name.fp32.mgxb 2> $OUT/$name.c32.err || { echo "half $name: fp32 compile FAILED: $(tail -c 200 $OUT/$name.c32.err)" | tee -a $summary; continue; }
    for p in ${PRECISIONS:-fp16 bf16}; do
      "$M" compile --portable $d/model.onnx $dims --precision $p -o $W/$name.$p.mgxb 2> $OUT/$name.$p.err &&
      "$M" finalize $W/$name.$p.mgxb --arch $ARCH -o $W/$name.$p.fin.mgxb -q 2>> $OUT/$name.$p.err &&
      rm -rf $W/o_${name}_$p && "$M" run $W/$name.$p.fin.mgxb --arch $ARCH $ins --output-dir $W/o_${name}_$p > /dev/null 2>> $OUT/$name.$p.err ||
        { echo "half $name $p: FAILED: $(tail -c 300 $OUT/$name.$p.err)" | tee -a $summary; continue; }
      errs=""
      for f in "$d"output_*.npy; do n=$(basename "$f" .npy); n=${n#output_}; errs="$errs $n $(rel $W/o_${name}_$p/$n.npy $f)"; done
      echo "half $name $p on $ARCH: rel L2 vs fp32 ref:$errs; bundle $(stat -c %s $W/$name.$p.mgxb) of fp32 $(stat -c %s $W/$name.fp32.mgxb) bytes; $(units $W/$name.$p.fin.mgxb)" | tee -a $summary
    done
  done
}

bert() {
  B=$W/bert; mkdir -p $B
  [ -f $B/b32/output_last_hidden_state.npy ] || python3 bench/gpu/bert_base.py $B > $OUT/bert_torch.txt 2>&1 || { tail -20 $OUT/bert_torch.txt | tee -a $summary; return; }
  grep -E '^torch' $OUT/bert_torch.txt | tee -a $summary
  python3 bench/gpu/half_peer.py $B $W/hgemm > $OUT/half_torch.txt 2>&1 || { tail -20 $OUT/half_torch.txt | tee -a $summary; }
  grep -E '^torch' $OUT/half_torch.txt | tee -a $summary
  for b in ${BERT_BATCHES:-1 32}; do
    in="--input input_ids=$B/b$b/input_input_ids.npy --input attention_mask=$B/b$b/input_attention_mask.npy"
    for p in ${PRECISIONS:-fp16 bf16}; do
      "$M" compile --portable $B/model.onnx --dim batch=$b --dim seq=128 --precision $p -o $B/b$b.$p.mgxb 2> $OUT/bert_b$b.$p.err &&
      "$M" finalize $B/b$b.$p.mgxb --arch $ARCH -o $B/b$b.$p.fin.mgxb -q -j 16 2>> $OUT/bert_b$b.$p.err ||
        { echo "bert b$b $p: FAILED: $(tail -c 300 $OUT/bert_b$b.$p.err)" | tee -a $summary; continue; }
      rm -rf $B/o$b$p; "$M" run $B/b$b.$p.fin.mgxb --arch $ARCH $in --output-dir $B/o$b$p > /dev/null 2>> $OUT/bert_b$b.$p.err
      echo "bert-base b$b $p: rel L2 vs ORT fp32 $(rel $B/o$b$p/last_hidden_state.npy $B/b$b/output_last_hidden_state.npy); bundle $(stat -c %s $B/b$b.$p.mgxb) bytes; $(units $B/b$b.$p.fin.mgxb)" | tee -a $summary
      "$M" perf $B/b$b.$p.fin.mgxb --arch $ARCH $in -n 20 --warmup 3 > $OUT/bert_b$b.$p.perf.txt 2>&1
      echo "bert-base b$b $p perf: $(lat $OUT/bert_b$b.$p.perf.txt) | $(grep -E "^torch (eager|compile) $p b$b " $OUT/half_torch.txt | sed -E 's/ s128: median ([0-9.]+) ms.*/ \1 ms/' | tr '\n' ';')" | tee -a $summary
      echo "bert-base b$b $p layer 0, per kernel:" | tee -a $summary
      layer0 $OUT/bert_b$b.$p.perf.txt | tee -a $summary
      cp $OUT/bert_b$b.$p.perf.txt $RES/ 2>/dev/null
    done
  done
}

gemm() {
  G=$W/hgemm
  [ -d $G ] || { python3 bench/gpu/half_peer.py $W/bert $G > $OUT/half_torch.txt 2>&1 || { tail -5 $OUT/half_torch.txt | tee -a $summary; return; }; }
  for d in $G/*/; do
    n=$(basename $d)
    "$M" compile --portable $d/model.onnx -o $d/p.mgxb 2> $OUT/hg_$n.err &&
    "$M" finalize $d/p.mgxb --arch $ARCH -o $d/f.mgxb -q 2>> $OUT/hg_$n.err &&
    rm -rf $d/o && "$M" run $d/f.mgxb --arch $ARCH --input a=$d/input_a.npy --output-dir $d/o > /dev/null 2>> $OUT/hg_$n.err ||
      { echo "half gemm $n: FAILED: $(tail -c 300 $OUT/hg_$n.err)" | tee -a $summary; continue; }
    "$M" perf $d/f.mgxb --arch $ARCH --input a=$d/input_a.npy -n 30 --warmup 5 > $OUT/hg_$n.perf 2>&1
    ms=$(kt $OUT/hg_$n.perf)
    # The product's own launch (the one-node models cast at their fp32
    # edges: those launches are the rest of the model's kernel time).
    mm=$(grep -E '^[0-9]+ +mlir\[MatMul' $OUT/hg_$n.perf | awk '{print $(NF-1)}' | sort -g | tail -1)
    p=${n%%_*}; shape=${n#*_}
    cub=$(grep -E "^cublas $p $shape:" $OUT/half_torch.txt | sed -E 's/.*: ([0-9.]+) us.*/\1/')
    ratio=$(python3 -c "print('%.2fx cuBLAS' % ($cub / ($mm * 1e3)))" 2>/dev/null)
    echo "half gemm $n: rel L2 vs the exact product $(rel $d/o/y.npy $d/output_y32.npy); mgxport product kernel ${mm} ms (whole model ${ms} ms), cuBLAS ${cub} us: $ratio; $(units $d/f.mgxb)" | tee -a $summary
  done
}

for step in ${@:-models bert gemm}; do $step; done
echo "==== summary"; cat $summary
