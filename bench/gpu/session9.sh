#!/usr/bin/env bash
# Session 9's device checks, one step per argument:
#   dlpack  the Python package on the GPU (python/tests/gpu_dlpack.py): numpy
#           and torch-CUDA (DLPack) runs of the shared models and of a
#           copy-bound Add model (the round trip's bandwidth against pinned)
#   resnet  bench/gpu/resnet50.sh (CFGS, TUNE pass through)
# Inputs: DIR/dist.tar.xz (+ DIR/distbin.tar.xz, newer binaries over it),
# DIR/data.tar.xz; results under $OUT.
set -uo pipefail
shopt -s nullglob
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=/tmp/mgx
mkdir -p $W/logs $RES
[ -x $W/dist/mgxport ] || { tar -C $W -xJf "$DIR/dist.tar.xz"; [ -f "$DIR/distbin.tar.xz" ] && tar -C $W -xJf "$DIR/distbin.tar.xz"; }
[ -d $W/data ] || { mkdir -p $W/data && tar -C $W/data -xJf "$DIR/data.tar.xz"; }
M=$W/dist/mgxport
ARCH=${ARCH:-sm_90a}
export MGXPORT_CACHE_DIR=$W/cache9
summary=$RES/summary.txt

dlpack() {
  D=$W/dl; mkdir -p $D/add
  python3 - $D/add <<'PY'
import sys, numpy as np, onnx
from onnx import helper, TensorProto
d = sys.argv[1]; n = 16 << 20
g = helper.make_graph([helper.make_node("Add", ["x", "y"], ["z"])], "add",
    [helper.make_tensor_value_info(k, TensorProto.FLOAT, [n]) for k in "xy"],
    [helper.make_tensor_value_info("z", TensorProto.FLOAT, [n])])
onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]), d + "/model.onnx")
rng = np.random.default_rng(9)
x, y = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
np.save(d + "/input_x.npy", x); np.save(d + "/input_y.npy", y); np.save(d + "/output_z.npy", x + y)
PY
  for d in $W/data/models/mlp $W/data/models/cnn $W/data/models/bert_mini $D/add; do
    [ -d $d ] || continue
    n=$(basename $d)
    dims=$(python3 bench/dims.py "$d")
    "$M" compile --portable $d/model.onnx $dims -o $D/$n.mgxb 2> $W/logs/dl_$n.err &&
    "$M" finalize $D/$n.mgxb --arch $ARCH -q -o $D/$n.fin.mgxb 2>> $W/logs/dl_$n.err || { echo "dlpack $n: FAILED $(tail -c 300 $W/logs/dl_$n.err)" | tee -a $summary; continue; }
    MGXPORT_LIB=$W/dist/libmgxport.so PYTHONPATH=python python3 python/tests/gpu_dlpack.py $D/$n.fin.mgxb $d $ARCH > $W/logs/dl_$n.txt 2>&1
    echo "dlpack $n (rc $?): $(grep -E '^(PASS|FAIL|INFO|ALL|SOME)' $W/logs/dl_$n.txt | tr '\n' '|') $(grep -E 'Error|Traceback' $W/logs/dl_$n.txt | tail -2)" | tee -a $summary
  done
}

resnet() { OUT=$RES bash bench/gpu/resnet50.sh; }

for step in ${@:-dlpack resnet}; do $step; done
echo "==== summary"; cat $summary
