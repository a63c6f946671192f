"""The table of bench/host/ab_vs_ort.sh's rounds: for each model and thread
count, each build's median of its rounds' medians (ms) and, in brackets,
its ratio to ONNX Runtime's by those medians and by the minimum of the
rounds' minimums (the machine's drift moves whole rounds: a build is
compared with the ORT runs of the same rounds).
    python3 bench/host/ab_table.py RAW [MODEL]
RAW lines: "model round threads build median_ms min_ms" (build "ort" the
peer)."""
import collections
import statistics as st
import sys

rows = collections.defaultdict(lambda: collections.defaultdict(list))
order = []
for line in open(sys.argv[1]):
    f = line.split()
    if len(f) < 6:
        continue  # a run that printed no time
    name, t, v, med, mn = f[0], int(f[2]), f[3], float(f[4]), float(f[5])
    if len(sys.argv) > 2 and name != sys.argv[2]:
        continue
    rows[(name, t)][v].append((med, mn))
    if v not in order:
        order.append(v)
print("%-16s %3s " % ("model", "thr") + " ".join("%18s" % v for v in order)
      + "   (median of medians ms [ratio to ort by medians / by min of mins])")
for (name, t), vs in rows.items():
    o = vs.get("ort")
    om = st.median(x[0] for x in o) if o else None
    on = min(x[1] for x in o) if o else None
    cells = []
    for v in order:
        x = vs.get(v)
        if not x:
            cells.append("%18s" % "-")
            continue
        m, n = st.median(y[0] for y in x), min(y[1] for y in x)
        ratio = "[%.2f/%.2f]" % (m / om, n / on) if om and v != "ort" else ""
        cells.append("%18s" % ("%.3f%s" % (m, ratio)))
    print("%-16s %3d " % (name, t) + " ".join(cells))
