"""ONNX Runtime CPU's latency on a model directory's inputs, the peer of
`mgxport perf --arch host` on the same machine with the same threads.
    python3 bench/host/ort_peer.py THREADS DIR [DIR ...]
Each DIR holds model.onnx and input_<name>.npy. Prints one line per model:
"ort DIR: median X ms, min Y ms (threads T, N runs)". Each model runs for
ORT_SECS seconds (default 3), 5 to 200 runs."""
import glob, os, sys, time
import numpy as np, onnxruntime as ort

threads = int(sys.argv[1])
for d in sys.argv[2:]:
    so = ort.SessionOptions()
    so.intra_op_num_threads = threads
    so.inter_op_num_threads = 1
    s = ort.InferenceSession(os.path.join(d, "model.onnx"), so, providers=["CPUExecutionProvider"])
    feeds = {os.path.basename(f)[6:-4]: np.load(f) for f in glob.glob(os.path.join(d, "input_*.npy"))}
    for _ in range(3):
        s.run(None, feeds)
    ts = []
    end = time.perf_counter() + float(os.environ.get("ORT_SECS", "3"))
    while len(ts) < 5 or (time.perf_counter() < end and len(ts) < 200):
        t = time.perf_counter(); s.run(None, feeds); ts.append(time.perf_counter() - t)
    print("ort %s: median %.3f ms, min %.3f ms (threads %d, %d runs)" % (os.path.basename(d.rstrip("/")), 1e3 * float(np.median(ts)), 1e3 * float(np.min(ts)), threads, len(ts)), flush=True)
