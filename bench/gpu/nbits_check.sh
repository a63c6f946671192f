#!/usr/bin/env bash
# 4-bit weights dequantized inside the product kernel (issue 31), in one
# call. Same inputs as bench/gpu/fp16_check.sh (no Go, no LLVM on the GPU
# machine):
#   DIR/dist.tar.xz    `make dist`'s dist/ (mgxport + libmgxport_mlir.so);
#                      DIR/distbin.tar.xz, newer binaries over it, if present
# Models (bench/gpu/nbits_model.py, made here with numpy and the onnx
# helper; ONNX Runtime CPU gives the reference): a 4-bit MatMulNBits MLP
# block, x [M, 2048] -> 8192 -> 2048 (block 32, packed zero points,
# biases, a Relu), at M 4 (decode) and M 128 (prefill); and a small one
# written by ONNX Runtime's MatMulNBitsQuantizer itself. For each: compile
# -> file -> finalize --arch $ARCH in a new process -> run from the file,
# relative L2 against ONNX Runtime CPU (PASS at <= 1e-4); the launches
# (PASS: one per MatMulNBits, each one device launch with no scratch
# buffer: the packed weight is dequantized in the kernel); the portable
# bundle against the fp32 model (PASS at <= 0.3x); perf beside ONNX
# Runtime's CUDA execution provider and PyTorch dequant + matmul
# (bench/gpu/nbits_peer.py). The decode model also runs on host against
# ONNX Runtime CPU. Output under $OUT (summary.txt, perf tables).
set -uo pipefail
shopt -s nullglob
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=${W:-/tmp/mgx}
LOGS=$W/logs_nbits
mkdir -p "$W" "$LOGS" "$RES"
[ -x $W/dist/mgxport ] || { tar -C $W -xJf "$DIR/dist.tar.xz"; [ -f "$DIR/distbin.tar.xz" ] && tar -C $W -xJf "$DIR/distbin.tar.xz"; }
M=$W/dist/mgxport
export MGXPORT_CACHE_DIR=$W/cache_nbits
ARCH=${ARCH:-sm_90a}
summary=$RES/summary.txt
source bench/gpu/common.sh

med() { grep -E "^$2" $1 | sed -E 's/.*median ([0-9.]+).*/\1/'; }
kt() { grep -E '^Kernel time' $1 | awk '{print $3}'; }
verdict() { if [ "$1" = 1 ]; then echo PASS; else echo FAIL; fi; }
# below VALUE LIMIT: 1 when rel's VALUE is finite and at most LIMIT.
below() { python3 -c "v = '$1'; print(1 if 'NON' not in v and float(v.split()[0]) <= $2 else 0)" 2>/dev/null || echo 0; }

# launches BUNDLE TARGET: "OK <launches>" when every launch is a product
# with its dequantization, one per MatMulNBits, and every native object of
# TARGET one device launch (none for host) without scratch; else why not.
launches() {
  "$M" inspect --json "$1" | python3 -c "
import json, sys
d = json.load(sys.stdin)
p = d['programs'][0]
labels = [l['label'] for l in p['launches']]
bad = [l for l in labels if 'MatMul' not in l or 'BitShift' not in l]
objs = [o for o in d['objects'] if o['native'] and o['target'] == '$2']
dev = [o for o in objs if '$2' != 'host' and (len(o['device_launches']) != 1 or o['scratch_bytes'])]
if len(labels) != $3 or bad or dev or len(objs) != $3:
    print('launches %s; objects %s' % (labels, [(len(o['device_launches']), o['scratch_bytes']) for o in objs]))
else:
    print('OK %d launches, %s' % (len(labels), ', '.join('%d device launch, no scratch' % len(o['device_launches']) for o in objs) if '$2' != 'host' else 'host'))
"
}

# model NAME M H F [quantizer]: make, compile, finalize for $ARCH, check.
model() {
  local name=$1 m=$2 h=$3 f=$4 q=${5:-}
  local d=$W/nbits_$name
  if ! python3 bench/gpu/nbits_model.py $d $m $h $f $q > $LOGS/$name.model.txt 2>&1; then
    echo "nbits $name: model not made: $(tail -c 300 $LOGS/$name.model.txt)" | tee -a $summary; return
  fi
  echo "nbits $name: $(tail -1 $LOGS/$name.model.txt)" | tee -a $summary
  local ref=$(ls $d/output_*.npy | head -1) out=$(basename $(ls $d/output_*.npy | head -1) .npy)
  out=${out#output_}
  rm -rf $W/nbits_o_$name
  if "$M" compile --portable $d/model.onnx -o $W/$name.mgxb 2> $LOGS/$name.err &&
    "$M" finalize $W/$name.mgxb --arch $ARCH -o $W/$name.fin.mgxb -q 2>> $LOGS/$name.err &&
    "$M" run $W/$name.fin.mgxb --arch $ARCH --input x=$d/input_x.npy --output-dir $W/nbits_o_$name > /dev/null 2>> $LOGS/$name.err; then
    local e=$(rel $W/nbits_o_$name/$out.npy $ref)
    echo "$(verdict $(below "$e" 1e-4)) nbits $name on $ARCH: compile -> finalize -> run from file: relative L2 $e vs ONNX Runtime CPU (want <= 1e-4)" | tee -a $summary
  else
    echo "FAIL nbits $name on $ARCH: $(tail -c 400 $LOGS/$name.err)" | tee -a $summary; return
  fi
  local l=$(launches $W/$name.fin.mgxb $ARCH 2)
  echo "$(verdict $([[ $l == OK* ]] && echo 1)) nbits $name launches on $ARCH: $l" | tee -a $summary
  local sz=$(stat -c %s $W/$name.mgxb) fp=$(stat -c %s $d/fp32.onnx)
  local r=$(python3 -c "print('%.3f' % ($sz / $fp))")
  echo "$(verdict $(python3 -c "print(1 if $sz <= 0.3 * $fp else 0)")) nbits $name bundle: $sz bytes, fp32 model $fp bytes: ${r}x (want <= 0.3x)" | tee -a $summary
  "$M" perf $W/$name.fin.mgxb --arch $ARCH --input x=$d/input_x.npy -n 200 --warmup 20 > $LOGS/$name.perf.txt 2>&1
  cp $LOGS/$name.perf.txt $RES/nbits_$name.perf.txt
  local rt=$(med $LOGS/$name.perf.txt 'Run time'); [ -n "$rt" ] || rt=$(med $LOGS/$name.perf.txt 'Total time')
  echo "nbits $name mgxport $ARCH: run time median $rt ms; kernels $(kt $LOGS/$name.perf.txt) ms" | tee -a $summary
  python3 bench/gpu/nbits_peer.py $d > $LOGS/$name.peer.txt 2>&1
  while read -r line; do echo "nbits $name peer: $line" | tee -a $summary; done < $LOGS/$name.peer.txt
  if [ "$name" = decode ]; then
    rm -rf $W/nbits_h_$name
    if "$M" finalize $W/$name.mgxb --arch host -o $W/$name.host.mgxb -q 2>> $LOGS/$name.err &&
      "$M" run $W/$name.host.mgxb --arch host --input x=$d/input_x.npy --output-dir $W/nbits_h_$name > /dev/null 2>> $LOGS/$name.err; then
      local eh=$(rel $W/nbits_h_$name/$out.npy $ref)
      echo "$(verdict $(below "$eh" 1e-4)) nbits $name on host: relative L2 $eh vs ONNX Runtime CPU; $(launches $W/$name.host.mgxb host 2)" | tee -a $summary
    else
      echo "FAIL nbits $name on host: $(tail -c 400 $LOGS/$name.err)" | tee -a $summary
    fi
  fi
}

"$M" devices > $LOGS/devices.txt 2>&1
model decode 4 2048 8192
model prefill 128 2048 8192
model quantizer 8 512 1024 quantizer
echo "==== summary"; cat $summary
