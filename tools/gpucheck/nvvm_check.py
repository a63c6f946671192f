"""Runs finalized NVIDIA code objects (PTX + launch plan) with cupy and
compares their outputs with the expected ones.

Usage: python3 nvvm_check.py CASES_DIR

CASES_DIR holds manifest.json and the files it names, as written by
finalize's TestNVVMExportGPUCheck (MGXPORT_NVVM_EXPORT=CASES_DIR). Each
case's PTX is loaded with the driver (cupy.RawModule(path=...)), its
launches run in order on buffers made from the input files (outputs and
scratch filled with 0xFF bytes, so anything left unwritten shows as NaN;
status words zeroed, as the runtime does),
and every written argument is compared: floats with |got-want| <= rtol*|want|
+ atol (NaN matches NaN), integers exactly. It prints one line per case,
the plan's median time over 20 runs, and "N passed, M failed". When $OUT is
set, libdevice.10.bc is copied there too (the finalize machine has none).
"""
import glob
import json
import os
import shutil
import sys

import cupy as cp
import numpy as np

NP = {"float32": np.float32, "float64": np.float64, "float16": np.float16, "int8": np.int8,
      "uint8": np.uint8, "int16": np.int16, "uint16": np.uint16, "int32": np.int32,
      "uint32": np.uint32, "int64": np.int64, "uint64": np.uint64, "bool": np.uint8,
      "bfloat16": np.uint16}


def as_float(dtype, a):
    if dtype == "bfloat16":
        return (a.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return a.astype(np.float64)


def run_case(d, c):
    mod = cp.RawModule(path=os.path.join(d, c["ptx"]))
    bufs = []
    for a in c["args"]:
        host = np.fromfile(os.path.join(d, a["file"]), dtype=NP[a["dtype"]])
        if a.get("status"):
            dev = cp.zeros(host.size, dtype=host.dtype)  # a status word starts zeroed
        elif a["write"]:
            dev = cp.asarray(np.frombuffer(b"\xff" * host.nbytes, dtype=host.dtype))
        else:
            dev = cp.asarray(host)
        bufs.append(dev)
    for n in c["scratch"] or []:
        bufs.append(cp.full(n, 0xFF, dtype=cp.uint8))
    funcs = [(mod.get_function(l["Symbol"]), l) for l in c["launches"]]

    def plan():
        for f, l in funcs:
            f(tuple(l["Grid"]), tuple(l["Block"]), tuple(bufs[i] for i in l["Args"]),
              shared_mem=l.get("Shared", 0))

    plan()
    cp.cuda.Device().synchronize()
    bad = []
    for i, a in enumerate(c["args"]):
        if not a["write"]:
            continue
        want = np.fromfile(os.path.join(d, a["file"]), dtype=NP[a["dtype"]])
        got = cp.asnumpy(bufs[i])
        if a["dtype"] in ("float32", "float64", "float16", "bfloat16"):
            g, w = as_float(a["dtype"], got), as_float(a["dtype"], want)
            ok = (np.abs(g - w) <= c["rtol"] * np.abs(w) + c["atol"]) | (np.isnan(g) & np.isnan(w)) | (g == w)
        else:
            ok = got == want
        if not ok.all():
            j = int(np.argmin(ok))
            bad.append("arg %d: %d/%d wrong, [%d] = %r want %r" % (i, int((~ok).sum()), ok.size, j, got[j], want[j]))
    start, end = cp.cuda.Event(), cp.cuda.Event()
    times = []
    for _ in range(20):
        start.record()
        plan()
        end.record()
        end.synchronize()
        times.append(cp.cuda.get_elapsed_time(start, end) * 1000)
    if c.get("breakdown"):
        parts = []
        for f, l in funcs:
            ts = []
            for _ in range(10):
                start.record()
                f(tuple(l["Grid"]), tuple(l["Block"]), tuple(bufs[i] for i in l["Args"]), shared_mem=l.get("Shared", 0))
                end.record()
                end.synchronize()
                ts.append(cp.cuda.get_elapsed_time(start, end) * 1000)
            parts.append("%s %s×%s %.1fus" % (l["Symbol"], l["Grid"], l["Block"], float(np.median(ts))))
        print("     breakdown: " + "; ".join(parts))
    return bad, float(np.median(times))


def main():
    d = sys.argv[1]
    out = os.environ.get("OUT")
    if out:
        for p in [os.path.join(os.environ.get("CUDA_PATH", "/nonexistent"), "nvvm/libdevice/libdevice.10.bc"),
                  "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc"] + glob.glob("/usr/local/cuda*/nvvm/libdevice/libdevice.10.bc"):
            if os.path.isfile(p):
                shutil.copy(p, os.path.join(out, "libdevice.10.bc"))
                break
    cases = json.load(open(os.path.join(d, "manifest.json")))
    print("device:", cp.cuda.runtime.getDeviceProperties(0)["name"].decode())
    passed = failed = 0
    for c in cases:
        try:
            bad, us = run_case(d, c)
        except Exception as e:  # a load or launch failure is a failed case
            bad, us = ["error: %s" % str(e).splitlines()[0][:300]], 0.0
        launches = len(c["launches"])
        if bad:
            failed += 1
            print("FAIL %-40s %d launches: %s" % (c["name"], launches, "; ".join(bad)))
        else:
            passed += 1
            print("ok   %-40s %d launches %9.1f us" % (c["name"], launches, us))
    a = cp.random.standard_normal((512, 512), dtype=cp.float32)
    start, end = cp.cuda.Event(), cp.cuda.Event()
    ts = []
    for _ in range(20):
        start.record()
        cp.matmul(a, a)
        end.record()
        end.synchronize()
        ts.append(cp.cuda.get_elapsed_time(start, end) * 1000)
    print("baseline: cupy 512x512x512 float32 matmul %.1f us" % float(np.median(ts)))
    print("%d passed, %d failed" % (passed, failed))


if __name__ == "__main__":
    main()
