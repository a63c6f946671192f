#!/usr/bin/env bash
# Fused attention on the GPU (issue 28), in one call. Same inputs as
# bench/gpu/fp16_check.sh (no Go, no LLVM on the GPU machine):
#   DIR/dist.tar.xz    `make dist`'s dist/ (mgxport + libmgxport_mlir.so)
#   DIR/data.tar.xz    shared/models, testdata/models
# Steps (default: kernel bert); output under $OUT (summary.txt):
#   kernel  one ONNX Attention node per precision (bench/gpu/attn_peer.py's:
#           b32 x 12 heads x d64, Q/K/V [B, S, 768] in fp16, bf16 (fp32
#           I/O cast at the edges: .npy has no bfloat16) and fp32, an fp32
#           mask, at s128 and s512; ATTN_PRECISIONS picks), compiled and
#           finalized for $ARCH (the flash-attention kernels; fp32 with
#           --allow-tf32: the TF32 one), and again with --tune (ATTN_TUNED=
#           skips it) for the cases in ${ATTN_TUNE_CASES:-fp16_s512
#           bf16_s512 fp16_s128} after all the default runs: fp16 s512
#           ${TUNE:-exhaustive}, every point of the kernel's tuning space
#           (each tiling with each key-loop variant: -lazy rescale, -ex2h
#           f16 exponentials, -s3 three-stage K/V pipeline, -ahead next
#           scores before the softmax, -lmma row sums on the tensor
#           cores), the others ${TUNE_OTHER:-full} (the first 16: the
#           default tiling's variants and the other tilings), measured by
#           the tuner on random inputs, one "tune" line each in the
#           summary; then the winner's run. fp16 first: the attention launch's time
#           (perf) beside PyTorch's scaled_dot_product_attention in the
#           precision on the same inputs, masked and unmasked (fp32: TF32
#           matmuls allowed), from the same call; relative L2 error of
#           both against the fp32 reference; inspect's launch (grid,
#           block, shared) and matrix-unit instructions.
#   bert    BERT-base fp16 b1 and b32 at s128 (fp16_check.sh's bert step:
#           transformers' default export with the Q/K prologues): relative
#           L2 against ONNX Runtime fp32 (want <= 1e-2), perf beside PyTorch
#           eager .half() and torch.compile .half(); the attention objects
#           (one per layer, no transposes left) and the per-kernel table
#           (perf's summary per kernel symbol) in $OUT.
#   bert32  BERT-base fp32 b1 and b32 at s128 (bert_base.py's export, the
#           fused attention on the exact fp32 flash kernel): compiled in
#           fp32, finalized exact and with --allow-tf32 (TUNE=quick adds
#           --tune quick), relative L2 against ONNX Runtime fp32, perf beside
#           PyTorch eager fp32 / eager TF32 (bert_base.py with TF32=1) and
#           torch.compile fp32 / TF32 (bench/gpu/bert32_peer.py) from the
#           same call; attention and transpose launches, the 15 slowest
#           launches and the attention launches' time from perf.
#   (steps run in the order given: `bash bench/gpu/attn_check.sh bert32`.)
set -uo pipefail
shopt -s nullglob
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=/tmp/mgx
LOGS=$W/logs
mkdir -p "$W" "$LOGS" "$RES"
[ -x $W/dist/mgxport ] || tar -C $W -xJf "$DIR/dist.tar.xz"
[ -d $W/data ] || { mkdir -p $W/data && tar -C $W/data -xJf "$DIR/data.tar.xz"; }
M=$W/dist/mgxport
export MGXPORT_CACHE_DIR=$W/cache_attn
ARCH=${ARCH:-sm_90}
summary=$RES/summary.txt

. "$(dirname "$0")/common.sh" # rel
kt() { grep -E '^Kernel time' $1 | awk '{print $3}'; }

kernel() {
  # One attention node per precision and length (attn_peer.py), finalized
  # as a user would: half as it is, fp32 with --allow-tf32 (the TF32
  # flash kernel); after every default run, the ATTN_TUNE_CASES again
  # with --tune (exhaustive at fp16 s512: every tiling and key-loop
  # variant of the flash kernel measured on this GPU, one summary line
  # each). The
  # attention launch's time (perf's per-launch table; the bf16 model's
  # edge casts are launches of their own) beside SDPA's in the same
  # precision from this call. fp16 first: the acceptance rows.
  A=$W/attn
  precs="${ATTN_PRECISIONS:-fp16 bf16 fp32}"
  python3 bench/gpu/attn_peer.py $A "$precs" > $LOGS/attn_torch.txt 2>&1 || { tail -20 $LOGS/attn_torch.txt | tee -a $summary; return; }
  for mode in default ${ATTN_TUNED-tuned}; do
    for prec in $precs; do
      for s in s512 s128; do
        c=${prec}_$s; d=$A/$c
        case " ${ATTN_TUNE_CASES:-fp16_s512 bf16_s512 fp16_s128} " in *" $c "*) ;; *) [ $mode = tuned ] && continue ;; esac
        in="--input q=$d/input_q.npy --input k=$d/input_k.npy --input v=$d/input_v.npy --input mask=$d/input_mask.npy"
        flags=""; [ $prec = fp32 ] && flags="--allow-tf32"
        peer=$(grep -E "^torch sdpa $prec .* ${s} " $LOGS/attn_torch.txt)
        if [ $mode = default ]; then
          "$M" compile --portable $d/model.onnx -o $d/p.mgxb 2> $LOGS/attn_$c.err ||
            { echo "attention $c: compile FAILED: $(tail -c 300 $LOGS/attn_$c.err)" | tee -a $summary; continue; }
        fi
        [ -f $d/p.mgxb ] || continue
        f=$d/f.$mode.mgxb
        strat=${TUNE:-exhaustive}; [ $c = fp16_s512 ] || strat=${TUNE_OTHER:-full}
        tune="-q"; [ $mode = tuned ] && tune="--tune $strat"
        "$M" finalize $d/p.mgxb --arch $ARCH $flags $tune -o $f 2> $LOGS/attn_$c.$mode.err; ok=$?
        cat $LOGS/attn_$c.$mode.err >> $LOGS/attn_$c.err
        # The tuner's line per point: "tune SYMBOL: i/n POINT TIME (best so far ...)".
        [ $mode = tuned ] && grep -E '^tune .*attn-bm' $LOGS/attn_$c.$mode.err | sed -E "s/^tune [^:]*:/  tune $c:/" | tee -a $summary
        [ $ok = 0 ] &&
        rm -rf $d/o && "$M" run $f --arch $ARCH $in --output-dir $d/o > /dev/null 2>> $LOGS/attn_$c.err ||
          { echo "attention $c $mode: FAILED: $(tail -c 300 $LOGS/attn_$c.err)" | tee -a $summary; continue; }
        p=$LOGS/attn_$c.$mode.perf
        "$M" perf $f --arch $ARCH $in -n 50 --warmup 10 > $p 2>&1
        cp $p $RES/ 2>/dev/null
        launch=$("$M" inspect $f 2>/dev/null | grep -E '^ *[0-9]+ ' | grep attention | head -1 | sed -E 's/ +/ /g' | cut -c1-170)
        units=$("$M" inspect $f 2>/dev/null | grep -o 'matrix units: [^ ]*' | sort -u | tr '\n' ';')
        ms=$(awk '$1 ~ /^[0-9]+$/ && /attention/ {t += $(NF-1)} END {printf "%.4f", t}' $p)
        ratio=$(python3 -c "
import re
m = re.search(r'masked median ([0-9.]+) ms, unmasked \([a-z0-9 ]+\) ([0-9.]+) ms', '''$peer''')
print('%.2fx SDPA masked, %.2fx SDPA unmasked' % (float(m.group(1)) / $ms, float(m.group(2)) / $ms))" 2>/dev/null)
        echo "attention b32 h12 $s d64 $prec${flags:+ $flags} $mode on $ARCH: mgxport attention launch ${ms} ms (kernels $(kt $p) ms; $ratio: >= 0.8 wanted); rel L2 vs fp32 $(rel $d/o/y.npy $d/output_y32.npy); launch: $launch; $units" | tee -a $summary
        [ $mode = default ] && echo "  peer: $peer" | tee -a $summary
      done
    done
  done
}

bert() {
  # fp16_check.sh's bert step in fp16 (its own summary under $RES/fp16),
  # then what the attention made of it.
  mkdir -p $RES/fp16
  ARCH=$ARCH PRECISIONS=fp16 OUT=$RES/fp16 bash bench/gpu/fp16_check.sh bert > $LOGS/bert_fp16.txt 2>&1
  grep -E '^(bert-base|torch (eager|compile) fp16|bert b)' $RES/fp16/summary.txt | tee -a $summary
  for b in ${BERT_BATCHES:-1 32}; do
    f=$W/bert/b$b.fp16.fin.mgxb
    [ -f $f ] || continue
    n=$("$M" inspect $f 2>/dev/null | grep -cE '^ *[0-9]+ .* attention(_[a-z_]+)? ')
    tr=$("$M" inspect $f 2>/dev/null | grep -cE '^ *[0-9]+ .*(transpose|to_heads|from_heads)')
    echo "bert-base b$b fp16: $n attention launches (12 wanted), $tr transpose launches" | tee -a $summary
    p=$RES/fp16/bert_b$b.fp16.perf.txt
    [ -f $p ] || continue
    { echo "  the 15 slowest launches of b$b (mean ms, then perf's row):"
      awk '$1 ~ /^[0-9]+$/ && NF >= 6 {print $(NF-1), $0}' $p | sort -rn | head -15 | cut -c1-170
      echo "  attention launches: $(awk '$1 ~ /^[0-9]+$/ && $(NF-3) ~ /^attention/ {n++; t += $(NF-1)} END {printf "%d, %.4f ms in all", n, t}' $p)"
    } | tee -a $summary
  done
}

bert32() {
  B=$W/bert; mkdir -p $B
  TF32=1 python3 bench/gpu/bert_base.py $B > $LOGS/bert32_torch.txt 2>&1 || { tail -20 $LOGS/bert32_torch.txt | tee -a $summary; return; }
  python3 bench/gpu/bert32_peer.py $B > $LOGS/bert32_compile.txt 2>&1 || tail -20 $LOGS/bert32_compile.txt | tee -a $summary
  grep -hE '^torch (eager|compile) (fp32|tf32)' $LOGS/bert32_torch.txt $LOGS/bert32_compile.txt | tee -a $summary
  for b in ${BERT_BATCHES:-1 32}; do
    in="--input input_ids=$B/b$b/input_input_ids.npy --input attention_mask=$B/b$b/input_attention_mask.npy"
    "$M" compile --portable $B/model.onnx --dim batch=$b --dim seq=128 -o $B/b$b.fp32.mgxb 2> $LOGS/bert32_b$b.err ||
      { echo "bert b$b fp32: compile FAILED: $(tail -c 300 $LOGS/bert32_b$b.err)" | tee -a $summary; continue; }
    for mode in fp32 tf32; do
      flags=""; [ $mode = tf32 ] && flags="--allow-tf32"
      f=$B/b$b.$mode.fin32.mgxb
      "$M" finalize $B/b$b.fp32.mgxb --arch $ARCH $flags ${TUNE:+--tune $TUNE} -o $f -q -j 16 2>> $LOGS/bert32_b$b.err ||
        { echo "bert b$b $mode: finalize FAILED: $(tail -c 300 $LOGS/bert32_b$b.err)" | tee -a $summary; continue; }
      rm -rf $B/o32$b$mode; "$M" run $f --arch $ARCH $in --output-dir $B/o32$b$mode > /dev/null 2>> $LOGS/bert32_b$b.err
      n=$("$M" inspect $f 2>/dev/null | grep -cE '^ *[0-9]+ .* attention(_[a-z_]+)? ')
      tr=$("$M" inspect $f 2>/dev/null | grep -cE '^ *[0-9]+ .*(transpose|to_heads|from_heads)')
      p=$RES/bert32_b$b.$mode.perf.txt
      "$M" perf $f --arch $ARCH $in -n 20 --warmup 3 > $p 2>&1
      peer=$(grep -hE "^torch (eager|compile) $mode b$b " $LOGS/bert32_torch.txt $LOGS/bert32_compile.txt | sed -E 's/ s128: median ([0-9.]+) ms.*/ \1 ms/' | tr '\n' ';')
      { echo "bert-base b$b $mode${TUNE:+ (tune $TUNE)}: rel L2 vs ORT fp32 $(rel $B/o32$b$mode/last_hidden_state.npy $B/b$b/output_last_hidden_state.npy); $n attention launches (12 wanted), $tr transpose launches"
        echo "  perf: $(grep -E '^Total time' $p | sed -E 's/.*median ([0-9.]+).*/median \1 ms with per-launch events/'), run time $(grep -E '^Run time' $p | sed -E 's/.*median ([0-9.]+).*/median \1 ms/'), kernels $(kt $p) ms | $peer"
        echo "  the 15 slowest launches (mean ms, then perf's row):"
        awk '$1 ~ /^[0-9]+$/ && NF >= 6 {print $(NF-1), $0}' $p | sort -rn | head -15 | cut -c1-170
        echo "  attention launches: $(awk '$1 ~ /^[0-9]+$/ && $(NF-3) ~ /^attention/ {n++; t += $(NF-1)} END {printf "%d, %.4f ms in all", n, t}' $p)"
      } | tee -a $summary
    done
  done
}

for step in ${@:-kernel bert}; do $step; done
echo "==== summary"; cat $summary
