"""mgxport's host target against ONNX Runtime CPU in one process, in
alternating blocks (issue 30), for machines whose speed drifts from one
second to the next (the device's Xeon: ORT's own cnn_fp32 took 8.8 to 15.1
ms by round of separate processes).

    python3 bench/host/paired_vs_ort.py THREADS DIR BUNDLE [DIR BUNDLE ...]

Each DIR holds model.onnx and input_<name>.npy; BUNDLE is its mgxport
bundle finalized for the host (`mgxport finalize --arch host`), run through
the Python package (python/mgxport, over libmgxport.so: $MGXPORT_LIB) with
`threads=THREADS`, the ORT session with intra_op_num_threads=THREADS (and
its default spinning). Both see the same inputs; mgxport's outputs must
equal ORT's (rtol 1e-3, atol 1e-4) or the row says FAIL.

After a warm-up, the two run in alternating blocks of BLOCK_MS (default
100) ms each (3 runs at least), the order swapped every pair (ABBA), a
GAP_MS (default 20) pause before each block so that the other's idle
threads have stopped polling, then one untimed run (the other's block
evicted this one's weights from the caches: resnet18's 47 MB), for SECS
(default 6) seconds per model. Each block gives its
median run time; each pair of blocks a ratio, mgxport's over ORT's. A row
prints the median over all runs of each (ms), the median of the pairs'
ratios with its quartiles, and the ratio of the two's fastest runs:

    paired MODEL tT: ort MED ms, mgx MED ms, ratio R [Q1-Q3], min ratio M (P pairs, N+N runs) ok|FAIL

Both are timed around their Python run calls (numpy arrays in, numpy
arrays out): what a Python user of either sees, each binding's overhead
included (tens of microseconds: it dominates the smallest models).
"""
import glob
import os
import sys
import time

import numpy as np
import onnxruntime as ort

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
import mgxport  # noqa: E402


def timed(f, feeds, secs, at_least):
    """Runs f(feeds) for secs seconds (at_least runs); the run times."""
    ts = []
    end = time.perf_counter() + secs
    while len(ts) < at_least or time.perf_counter() < end:
        t = time.perf_counter()
        f(feeds)
        ts.append(time.perf_counter() - t)
    return ts


def main():
    if len(sys.argv) < 4 or len(sys.argv) % 2 != 0:
        sys.exit("usage: paired_vs_ort.py THREADS DIR BUNDLE [DIR BUNDLE ...]")
    threads = int(sys.argv[1])
    secs = float(os.environ.get("SECS", "6"))
    block = float(os.environ.get("BLOCK_MS", "100")) / 1e3
    gap = float(os.environ.get("GAP_MS", "20")) / 1e3
    for d, bundle in zip(sys.argv[2::2], sys.argv[3::2]):
        name = os.path.basename(d.rstrip("/"))
        so = ort.SessionOptions()
        so.intra_op_num_threads = threads
        so.inter_op_num_threads = 1
        s = ort.InferenceSession(os.path.join(d, "model.onnx"), so, providers=["CPUExecutionProvider"])
        feeds = {os.path.basename(f)[6:-4]: np.load(f) for f in glob.glob(os.path.join(d, "input_*.npy"))}
        m = mgxport.Model(bundle, arch="host", threads=threads)
        names = [o.name for o in s.get_outputs()]

        def run_ort(f):
            return s.run(None, f)

        def run_mgx(f):
            return m.run(f)

        want = run_ort(feeds)
        got = run_mgx(feeds)
        ok = all(np.allclose(got[n], w, rtol=1e-3, atol=1e-4) for n, w in zip(names, want))
        timed(run_ort, feeds, 0.5, 3)
        timed(run_mgx, feeds, 0.5, 3)
        ts = {"ort": [], "mgx": []}
        ratios = []
        pair = 0
        end = time.perf_counter() + secs
        while pair < 4 or time.perf_counter() < end:
            order = ("ort", "mgx") if pair % 2 == 0 else ("mgx", "ort")
            med = {}
            for who in order:
                f = run_ort if who == "ort" else run_mgx
                time.sleep(gap)
                f(feeds)  # untimed: the other's block evicted this one's weights
                b = timed(f, feeds, block, 3)
                ts[who] += b
                med[who] = float(np.median(b))
            ratios.append(med["mgx"] / med["ort"])
            pair += 1
        q1, q2, q3 = np.percentile(ratios, [25, 50, 75])
        print("paired %s t%d: ort %.3f ms, mgx %.3f ms, ratio %.2f [%.2f-%.2f], min ratio %.2f (%d pairs, %d+%d runs) %s" % (
            name, threads, 1e3 * np.median(ts["ort"]), 1e3 * np.median(ts["mgx"]), q2, q1, q3,
            min(ts["mgx"]) / min(ts["ort"]), pair, len(ts["ort"]), len(ts["mgx"]), "ok" if ok else "FAIL"), flush=True)
        m.close()
        del s


if __name__ == "__main__":
    main()
