#!/usr/bin/env bash
# Session 8's device checks beside their peers (issues 29, 30, 31), one call:
#   host      bench/host/threads_vs_ort.sh (host target vs ORT CPU, 1 and all threads)
#   notoolkit the CUDA toolkit hidden (/usr/local/cuda moved aside, no ptxas, no
#             libdevice): dist/ alone finalizes every model for $ARCH and runs it
#             (accept.sh's models step), then puts the toolkit back
#   contrib   tools/export_contrib_models.py's ORT-made models (optimizer,
#             quantizers, MatMulNBits) compiled -> file -> finalize host,$ARCH
#             in a new process -> run from the file on both, against ORT
# Inputs as accept.sh (DIR/dist.tar.xz, DIR/data.tar.xz); summary in $OUT.
set -uo pipefail
DIR=${DIR:-.gpu}; RES=${OUT:-/tmp/out}; W=${W:-/tmp/mgx}; ARCH=${ARCH:-sm_90}
mkdir -p $W/logs "$RES"
[ -x $W/dist/mgxport ] || tar -C $W -xJf "$DIR/dist.tar.xz"
[ -d $W/data ] || { mkdir -p $W/data && tar -C $W/data -xJf "$DIR/data.tar.xz"; }
M=$W/dist/mgxport
s=$RES/session8.txt

notoolkit() {
  local hid=""
  [ -d /usr/local/cuda ] && mv /usr/local/cuda /usr/local/cuda.hidden && hid=1
  for c in /usr/local/cuda-*; do [ -d "$c" ] && [ ! -L "$c" ] && mv "$c" "$c.hidden"; done
  echo "toolkit hidden: ptxas on PATH: $(command -v ptxas || echo none); libdevice: $(ls /usr/local/cuda*/nvvm/libdevice 2>/dev/null || echo none)" | tee -a $s
  rm -rf $W/cache_nt; MGXPORT_CACHE_DIR=$W/cache_nt CUDA_PATH=/nonexistent OUT=$W/nt ARCH=$ARCH timeout 240 bash bench/gpu/accept.sh models > $W/logs/nt.log 2>&1
  grep -E "^model" $W/nt/summary.txt | sed 's/^/no toolkit: /' | tee -a $s
  for c in /usr/local/cuda*.hidden; do mv "$c" "${c%.hidden}"; done
}

contrib() {
  C=$W/contrib
  python3 tools/export_contrib_models.py $C > $W/logs/contrib_export.txt 2>&1 || { tail -5 $W/logs/contrib_export.txt | tee -a $s; }
  for d in $C/*/; do
    name=$(basename $d); [ -f $d/model.onnx ] || continue
    dims=$(python3 -c "import json;m=[x for x in json.load(open('$C/manifest.json'))['models'] if x['name']=='$name'][0];print(' '.join('--dim %s=%d'%kv for kv in m['dims'].items()))")
    tol=$(python3 -c "import json;m=[x for x in json.load(open('$C/manifest.json'))['models'] if x['name']=='$name'][0];print('--rtol 1e-4 --atol 1e-5' if m['tolerance']=='fp32' else '--rtol 0 --atol 0.02')")
    ins=""; exp=""
    for f in $d/inputs/*.npy; do n=$(basename $f .npy); ins="$ins --input $n=$f"; done
    for f in $d/outputs/*.npy; do n=$(basename $f .npy); exp="$exp --expected $n=$f"; done
    for f in $d/outputs/*.json; do [ -f "$f" ] || continue; n=$(basename $f .json); exp="$exp --expected $n=$f"; done
    "$M" compile --portable $d/model.onnx $dims -o $W/$name.c.mgxb 2> $W/logs/$name.c.err &&
    "$M" finalize $W/$name.c.mgxb --arch host,$ARCH -o $W/$name.cf.mgxb -q 2>> $W/logs/$name.c.err ||
      { echo "contrib $name: FAILED $(tail -c 300 $W/logs/$name.c.err)" | tee -a $s; continue; }
    for a in ref host $ARCH; do
      # The reference evaluator runs the ONNX model itself.
      src=$W/$name.cf.mgxb; [ $a = ref ] && src="$d/model.onnx $dims"
      "$M" run $src --arch $a $ins $exp $tol > $W/logs/$name.$a.run 2>&1
      echo "contrib $name on $a (rc $?): $(grep -E 'float32|int' $W/logs/$name.$a.run | tr -s ' ' | head -3 | tr '\n' ';' | cut -c1-300)" | tee -a $s
    done
  done
  [ -f $C/nbits_mlp/model_fp32.onnx ] && echo "nbits_mlp bundle $(stat -c %s $W/nbits_mlp.c.mgxb) bytes, fp32 onnx $(stat -c %s $C/nbits_mlp/model_fp32.onnx)" | tee -a $s
}

host() { OUT=$RES W=$W timeout ${HOST_LIMIT:-300} bash bench/host/threads_vs_ort.sh > $W/logs/host.log 2>&1; }

for step in ${@:-notoolkit contrib host}; do $step; done
echo "==== session8"; cat $s; echo "==== host"; cat $RES/host.txt 2>/dev/null
