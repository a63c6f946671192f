#!/usr/bin/env python3
"""ONNX Runtime's own per-node profile of host models, the peer's side of
bench/host/threads_diag.sh (issue 30).

For each model directory (model.onnx, input_*.npy) and each thread count,
runs the model RUNS times on ORT's CPU provider with profiling on and prints,
in microseconds per run: every node's kernel time in run order (the nodes of
ORT's optimized graph, e.g. Conv(com.microsoft.nchwc) for CNNs: compare them
launch by launch with threads_diag's table), then the totals per op type, then
the op types of the optimized graph. Profiling adds a few microseconds per
node: compare per node, and time whole runs with ort_peer.py.

    python3 bench/host/ort_profile.py [--threads 1,16] [--runs 50] [--types-only] DIR...
"""
import argparse
import collections
import glob
import json
import os
import sys
import tempfile


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("dirs", nargs="+", help="model directories (model.onnx, input_*.npy)")
    ap.add_argument("--threads", default="1,%d" % os.cpu_count(), help="comma-separated intra-op thread counts")
    ap.add_argument("--runs", type=int, default=50, help="profiled runs per thread count")
    ap.add_argument("--types-only", action="store_true", help="print only the per-op-type totals")
    a = ap.parse_args()
    import numpy as np
    import onnx
    import onnxruntime as ort

    tmp = tempfile.mkdtemp(prefix="ort_profile_")
    for d in a.dirs:
        name = os.path.basename(os.path.normpath(d))
        model = os.path.join(d, "model.onnx")
        if not os.path.isfile(model):
            print("%s: no model.onnx" % d, file=sys.stderr)
            continue
        feeds = {os.path.basename(f)[len("input_"):-len(".npy")]: np.load(f)
                 for f in sorted(glob.glob(os.path.join(d, "input_*.npy")))}
        for th in [int(t) for t in a.threads.split(",")]:
            so = ort.SessionOptions()
            so.intra_op_num_threads = th
            so.enable_profiling = True
            so.profile_file_prefix = os.path.join(tmp, "%s_%d" % (name, th))
            s = ort.InferenceSession(model, so, providers=["CPUExecutionProvider"])
            for _ in range(a.runs):
                s.run(None, feeds)
            events = json.load(open(s.end_profiling()))
            nodes = collections.OrderedDict()
            types = collections.defaultdict(lambda: [0.0, 0])
            for e in events:
                if e.get("cat") != "Node" or not e["name"].endswith("_kernel_time"):
                    continue
                op = e["args"].get("op_name", "?")
                key = "%s %s" % (e["name"][:-len("_kernel_time")], op)
                nodes[key] = nodes.get(key, 0.0) + e["dur"]
                types[op][0] += e["dur"]
                types[op][1] += 1
            if not a.types_only:
                print("== %s threads %d nodes in run order (us per run)" % (name, th))
                for k, us in nodes.items():
                    print("  %-60s %9.1f" % (k, us / a.runs))
            print("== %s threads %d (us per run by op type; nodes per run)" % (name, th))
            for k, (us, n) in sorted(types.items(), key=lambda x: -x[1][0]):
                print("  %-28s %9.1f us  %4d" % (k, us / a.runs, n // a.runs))
        so = ort.SessionOptions()
        so.intra_op_num_threads = 1
        so.optimized_model_filepath = os.path.join(tmp, "opt_%s.onnx" % name)
        ort.InferenceSession(model, so, providers=["CPUExecutionProvider"])
        m = onnx.load(so.optimized_model_filepath)
        c = collections.Counter(n.op_type + ("(" + n.domain + ")" if n.domain else "") for n in m.graph.node)
        print("  %s optimized graph ops: %s" % (name, dict(c)))


if __name__ == "__main__":
    main()
