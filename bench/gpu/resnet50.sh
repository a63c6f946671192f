#!/usr/bin/env bash
# ResNet-50 b32 (issue 28 acceptance) in one call: resnet50.py exports it and
# times PyTorch's peers; mgxport compiles it fp32 and --precision fp16 ->
# file -> finalize --arch $ARCH in a new process -> run from the file (rel L2
# against ORT fp32) -> perf, and prints each precision's 15 longest kernels.
# CFGS picks the precisions (fp32 exact, tf32 = --allow-tf32, fp16, bf16),
# TUNE a finalize --tune level; COMPILE=0 skips torch.compile, COMPILE32=1
# adds torch.compile fp32. Inputs as fp16_check.sh: DIR/dist.tar.xz.
set -uo pipefail
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=/tmp/mgx
mkdir -p $W/logs $RES
[ -x $W/dist/mgxport ] || tar -C $W -xJf "$DIR/dist.tar.xz"
M=$W/dist/mgxport
export MGXPORT_CACHE_DIR=$W/cache_rn
ARCH=${ARCH:-sm_90a}
B=${B:-32}
R=$W/resnet50
summary=$RES/summary.txt
. "$(dirname "$0")/common.sh" # rel
# top15 PERF: the 15 longest launches of a perf report, longest first.
top15() { awk '$1 ~ /^[0-9]+$/ { printf "%s %s", $(NF-1), $NF; for (i = 2; i <= NF-4; i++) printf " %s", $i; print "" }' "$1" | sort -rn | head -15; }
lat() { echo "run time median $(grep -E '^Run time' $1 | sed -E 's/.*median ([0-9.]+).*/\1/') ms (kernels $(grep -E '^Kernel time' $1 | awk '{print $3}') ms)"; }
python3 bench/gpu/resnet50.py $R $B > $W/logs/rn_torch.txt 2>&1 || { tail -20 $W/logs/rn_torch.txt | tee -a $summary; }
grep -E '^torch' $W/logs/rn_torch.txt | tee -a $summary
for cfg in ${CFGS:-fp32 tf32 fp16}; do
  cflags=""; fflags=""
  case $cfg in fp16|bf16) cflags="--precision $cfg";; tf32) fflags="--allow-tf32";; esac
  b=$R/$cfg.mgxb; f=$R/$cfg.fin.mgxb
  [ $cfg = tf32 ] && b=$R/fp32.mgxb
  [ -f $b ] || "$M" compile --portable $R/model.onnx $cflags -o $b 2> $W/logs/rn_$cfg.err || { echo "resnet50 $cfg compile FAILED: $(tail -c 300 $W/logs/rn_$cfg.err)" | tee -a $summary; continue; }
  s=$(date +%s.%N)
  "$M" finalize $b --arch $ARCH $fflags ${TUNE:+--tune $TUNE} -j 16 -q -o $f 2>> $W/logs/rn_$cfg.err || { echo "resnet50 $cfg finalize FAILED: $(tail -c 300 $W/logs/rn_$cfg.err)" | tee -a $summary; continue; }
  fs=$(python3 -c "print('%.1f' % ($(date +%s.%N) - $s))")
  rm -rf $R/o_$cfg; "$M" run $f --arch $ARCH --input x=$R/input_x.npy --output-dir $R/o_$cfg > /dev/null 2>> $W/logs/rn_$cfg.err
  "$M" perf $f --arch $ARCH --input x=$R/input_x.npy -n 20 --warmup 3 > $RES/rn_$cfg.perf.txt 2>&1
  echo "resnet50 b$B $cfg on $ARCH${TUNE:+ (--tune $TUNE)}: rel L2 vs ORT fp32 $(rel $R/o_$cfg/y.npy $R/output_y.npy); finalize ${fs} s; $(lat $RES/rn_$cfg.perf.txt)" | tee -a $summary
  top15 $RES/rn_$cfg.perf.txt > $RES/rn_$cfg.top15.txt
done
for cfg in ${CFGS:-fp32 tf32 fp16}; do
  [ -s $RES/rn_$cfg.top15.txt ] && { echo "==== $cfg: top-15 kernels (mean ms, share, launch)"; cat $RES/rn_$cfg.top15.txt; }
done
echo "==== summary"; cat $summary
