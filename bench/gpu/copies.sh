#!/usr/bin/env bash
# Copies at bus speed (issues 28, 29), on the GPU machine: a copy-bound model
# z = x + y over three fp32 tensors of N elements (default 16M: 64 MiB each),
#   1. `mgxport perf --json`: the run's copy-in and copy-out timed alone
#      beside the pinned host<->device bandwidth measured in the same process
#      ("copies": GB/s each way and their share of pinned);
#   2. python/tests/gpu_dlpack.py: the numpy round trip through the C ABI
#      beside torch's pinned copies of the same bytes in the same directions.
# Inputs as session9.sh takes them: DIR/dist.tar.xz (+ DIR/distbin.tar.xz);
# results under $OUT (copies.json, dlpack.txt, summary lines on stdout).
set -uo pipefail
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=/tmp/mgx
N=${N:-16777216}
ARCH=${ARCH:-sm_90a}
mkdir -p $W/copies $RES
[ -x $W/dist/mgxport ] || { tar -C $W -xJf "$DIR/dist.tar.xz"; [ -f "$DIR/distbin.tar.xz" ] && tar -C $W -xJf "$DIR/distbin.tar.xz"; }
M=$W/dist/mgxport
export MGXPORT_CACHE_DIR=$W/cache9
D=$W/copies
python3 - $D $N <<'PY'
import sys, numpy as np, onnx
from onnx import helper, TensorProto
d, n = sys.argv[1], int(sys.argv[2])
g = helper.make_graph([helper.make_node("Add", ["x", "y"], ["z"])], "add",
    [helper.make_tensor_value_info(k, TensorProto.FLOAT, [n]) for k in "xy"],
    [helper.make_tensor_value_info("z", TensorProto.FLOAT, [n])])
onnx.save(helper.make_model(g, opset_imports=[helper.make_opsetid("", 17)]), d + "/model.onnx")
rng = np.random.default_rng(28)
x, y = rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)
np.save(d + "/input_x.npy", x); np.save(d + "/input_y.npy", y); np.save(d + "/output_z.npy", x + y)
PY
"$M" compile --portable $D/model.onnx -o $D/add.mgxb &&
"$M" finalize $D/add.mgxb --arch $ARCH -q -o $D/add.fin.mgxb || { echo "copies: compile/finalize FAILED"; exit 1; }
"$M" perf $D/add.fin.mgxb --arch $ARCH --input x=$D/input_x.npy --input y=$D/input_y.npy -n 20 --json > $RES/copies.json
python3 - $RES/copies.json <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
c, u = r["perf"].get("copies"), r["perf"].get("untimed") or r["perf"]["total"]
if not c:
    sys.exit("copies: perf reported no copies (not a GPU target?)")
print("copies perf: in %d MiB %.2f ms %.1f GB/s (%.0f%% of pinned H2D %.1f GB/s); out %d MiB %.2f ms %.1f GB/s (%.0f%% of pinned D2H %.1f GB/s); staging %s; whole run %.2f ms"
      % (c["in_bytes"] >> 20, c["in_ms"], c["in_gb_per_s"], c["in_percent_of_pinned"], c["pinned_htod_gb_per_s"],
         c["out_bytes"] >> 20, c["out_ms"], c["out_gb_per_s"], c["out_percent_of_pinned"], c["pinned_dtoh_gb_per_s"],
         c["staging"], u["mean_ms"]))
PY
MGXPORT_LIB=$W/dist/libmgxport.so PYTHONPATH=python python3 python/tests/gpu_dlpack.py $D/add.fin.mgxb $D $ARCH > $RES/dlpack.txt 2>&1
echo "copies dlpack (rc $?): $(grep -E '^(PASS|FAIL|INFO|ALL|SOME)' $RES/dlpack.txt | tr '\n' '|') $(grep -E 'Error|Traceback' $RES/dlpack.txt | tail -2)"
