#!/usr/bin/env bash
# Start-up of a bucket grid (issue 29): bert_mini compiled with a 5x5
# batch x seq grid, finalized for $ARCH cold (empty cache) and then warm
# (every kernel cached) in new processes, then opened through the public API
# (Python over the C ABI) with preload and a first request timed.
# Inputs as session9.sh: dist/ (mgxport, libmgxport.so) and data under /tmp/mgx.
set -uo pipefail
W=${W:-/tmp/mgx}
M=$W/dist/mgxport
ARCH=${ARCH:-sm_90a}
RES=${OUT:-/tmp/out}
S=$W/startup; rm -rf $S; mkdir -p $S $RES
export MGXPORT_CACHE_DIR=$S/cache
D=$W/data/models/bert_mini
t() { python3 -c "import time; print('%.3f' % time.time())"; }
"$M" compile --portable $D/model.onnx --bucket batch=1,2,4,8,16 --bucket seq=4,8,16,24,32 -o $S/grid.mgxb 2> $S/c.err || { echo "startup: compile FAILED $(tail -c 300 $S/c.err)"; exit 1; }
a=$(t); "$M" finalize $S/grid.mgxb --arch $ARCH -q -j 16 -o $S/grid.fin.mgxb 2> $S/f.err || { echo "startup: finalize FAILED $(tail -c 300 $S/f.err)"; exit 1; }; b=$(t)
echo "startup $ARCH 5x5 grid: cold finalize $(python3 -c "print('%.2f' % ($b - $a))") s"
for i in 1 2 3; do
  a=$(t); "$M" finalize $S/grid.mgxb --arch $ARCH -q -o $S/grid.fin$i.mgxb 2>> $S/f.err; b=$(t)
  echo "startup $ARCH 5x5 grid: warm finalize $i $(python3 -c "print('%.3f' % ($b - $a))") s (process start to exit)"
done
cmp -s $S/grid.fin.mgxb $S/grid.fin1.mgxb && echo "startup: warm finalize wrote the same bytes as the cold one" || echo "startup: warm and cold bundles differ (signatures/timestamps?)"
MGXPORT_LIB=$W/dist/libmgxport.so PYTHONPATH=python python3 - $S/grid.fin.mgxb $ARCH <<'PY'
import sys, time
t0 = time.perf_counter()
import numpy as np, mgxport
t1 = time.perf_counter()
m = mgxport.Model(sys.argv[1], arch=sys.argv[2], preload=True)
t2 = time.perf_counter()
ids = np.random.default_rng(1).integers(0, 100, size=(4, 24)).astype(np.int64)
out = m.run({"input_ids": ids, "attention_mask": np.ones_like(ids)})
t3 = time.perf_counter()
m.run({"input_ids": ids, "attention_mask": np.ones_like(ids)})
t4 = time.perf_counter()
print("startup %s public API (Python): import %.3f s, open with preload %.3f s, first request %.4f s, open+first %.3f s, second request %.4f s; bucket %s"
      % (sys.argv[2], t1 - t0, t2 - t1, t3 - t2, t3 - t1, t4 - t3, m.last_run.bucket))
PY
