#!/usr/bin/env bash
# threads_diag: why a host launch is slower on many threads than on one
# (issue 30). For each model directory (model.onnx, input_*.npy; default
# mobilenet_v2 exported by bench/host/export_vision.py), compiles and
# finalizes it for host once, then runs `mgxport perf --json` at each of
# THREADS (default "1 4 N", N = nproc), and prints per launch: its mean
# time (ms, perf's timed runs) at each thread count, the ratio to one
# thread, and how the launch ran at the largest count (split decision,
# ranges per split phase, the whole entry's, the phases' and the split
# phases' best times in us that decided it, the median of the last launches
# run split as decided, when a refused split is timed again, and with
# MGXPORT_HOST_POOL=affinity=on how many of its ranges ran on the thread
# they were dealt to, of all, "own 40/64"); then
# each count's "Run time"
# median (as run executes them) and the host pool's counts (workers,
# wakes of parked workers, parks).
#   M=path/to/mgxport MODELS="mobilenet_v2" bench/host/threads_diag.sh
# The peer's side, node by node: bench/host/ort_profile.py DIR...
# Knobs: M (the mgxport binary; default $W/dist/mgxport, unpacked from
# $DIR/dist.tar.xz as threads_vs_ort.sh does), W (work dir, /tmp/mgx),
# DATA (model directories, $W/data/models; mobilenet_v2 is exported there
# with export_vision.py when missing), MODELS, THREADS, N_RUNS (100),
# WARM (30). Output: $OUT/threads_diag.txt and the perf JSON files in
# $OUT/threads_diag/.
# The pool itself now leaves one of the Go scheduler's Ps idle beside the
# caller and its N-1 workers (runtime/host reserveP: GOMAXPROCS N+1), so
# the scheduler never takes the caller's P while a kernel runs in native
# code (it did after 20 us when every P was busy).
set -uo pipefail
DIR=${DIR:-.gpu}
W=${W:-/tmp/mgx}
RES=${OUT:-/tmp/out}
DATA=${DATA:-$W/data/models}
mkdir -p $W/logs "$RES/threads_diag"
if [ -z "${M:-}" ]; then
  [ -x $W/dist/mgxport ] || tar -C $W -xJf "$DIR/dist.tar.xz"
  M=$W/dist/mgxport
fi
export MGXPORT_CACHE_DIR=${MGXPORT_CACHE_DIR:-$W/cache_host}
N=$(nproc)
THREADS=${THREADS:-"1 4 $N"}
res=$RES/threads_diag.txt
echo "threads_diag: $M, THREADS $THREADS, nproc $N, GOMAXPROCS ${GOMAXPROCS:-default}" | tee -a $res
for name in ${MODELS:-mobilenet_v2}; do
  d=$DATA/$name
  if [ ! -f $d/model.onnx ]; then
    python3 bench/host/export_vision.py "$DATA" $name > $W/logs/$name.export.log 2>&1 ||
      { echo "$name: export failed: $(tail -c 300 $W/logs/$name.export.log)" | tee -a $res; continue; }
  fi
  ins=""
  for f in $d/input_*.npy; do n=$(basename "$f" .npy); ins="$ins --input ${n#input_}=$f"; done
  dims=$(python3 bench/dims.py "$d")
  "$M" compile --portable $d/model.onnx $dims -o $W/$name.diag.mgxb 2> $W/logs/$name.diag.err &&
  "$M" finalize $W/$name.diag.mgxb --arch host -o $W/$name.diag.host.mgxb -q -j $N 2>> $W/logs/$name.diag.err ||
    { echo "$name: FAILED $(tail -c 300 $W/logs/$name.diag.err)" | tee -a $res; continue; }
  js=""
  for t in $THREADS; do
    j=$RES/threads_diag/$name.t$t.json
    "$M" perf $W/$name.diag.host.mgxb --arch host $ins --threads $t -n ${N_RUNS:-100} --warmup ${WARM:-30} --json > $j 2> $W/logs/$name.diag.t$t.err ||
      { echo "$name: perf --threads $t failed: $(tail -c 300 $W/logs/$name.diag.t$t.err)" | tee -a $res; continue 2; }
    js="$js $t=$j"
  done
  python3 - $name $js <<'PY' | tee -a $res
import json, sys
name, runs = sys.argv[1], [a.split("=", 1) for a in sys.argv[2:]]
runs = [(int(t), json.load(open(f))) for t, f in runs]
t1 = runs[0][1]["perf"]["launches"]
big_t, big = runs[-1]
print("%s: per launch mean ms at threads %s; ratio t%d/t%d (>1: slower on more threads); how it ran at %d threads" %
      (name, " ".join(str(t) for t, _ in runs), big_t, runs[0][0], big_t))
us = lambda v: "-" if not v else "%.0f" % sum(v)
for i, l in enumerate(t1):
    ms = [r["perf"]["launches"][i]["mean_ms"] for _, r in runs]
    s = big["perf"]["launches"][i].get("split") or {}
    flag = " <-- slower" if ms[-1] > 1.1 * ms[0] else ""
    dealt = s.get("own_ranges", 0) + s.get("stolen_ranges", 0)
    print("%3d %-24.24s %s  x%.2f  %-7s ph %-2d ranges %-24s whole %s%s phases %s split %s watched %s%s%s%s" % (
        i, l["symbol"], " ".join("%8.4f" % m for m in ms), ms[-1] / ms[0], s.get("how", "?"), s.get("phases", 0),
        ",".join(str(x) for x in s.get("ranges") or []) or "-", "%.0f" % s["whole_us"] if s.get("whole_us") else "-",
        " (as run %.0f)" % s["whole_watch_us"] if s.get("whole_watch_us") else "",
        us(s.get("phase_us")), us(s.get("split_us")), "%.0f" % s["watch_us"] if s.get("watch_us") else "-",
        " retry in %.0f ms" % s["retry_in_ms"] if s.get("retry_in_ms") else "",
        " own %d/%d" % (s.get("own_ranges", 0), dealt) if dealt else "", flag))
for t, r in runs:
    p = r["perf"]
    u = p.get("untimed") or p["total"]
    waves = [w for w in p.get("waves") or [] if len(w["launches"]) > 1]
    print("threads %d: Run time median %.4f ms (timed runs %.4f); pool %s; waves of several launches: %s" % (
        t, u["median_ms"], p["total"]["median_ms"], r.get("host_pool") or "-",
        " ".join("%s:%s" % (w["launches"], w["how"]) for w in waves) or "none"))
PY
done
