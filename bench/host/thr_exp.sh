#!/usr/bin/env bash
# thr_exp: the host thread pool's options (runtime/host PoolOptions, read
# from MGXPORT_HOST_POOL) against main's build, at 1 thread and at every
# core (issue 30, session 13 task T). Each model is compiled and finalized
# once by OLD (both binaries run the same host objects), then each
# configuration below runs `mgxport perf --json` on it, ROUNDS times, the
# configurations' order reversed every other round:
#   old           OLD (main), default options
#   new           NEW, default options (chan parking, 200us worker spin,
#                 recheck off, affinity=on,lockthreads=on since session 15)
#   plain         NEW, affinity=off,lockthreads=off: the pool before
#                 session 15 (ranges to whichever thread asks next)
#   spin0         NEW, MGXPORT_HOST_POOL=spin=0: workers park after each job
#   futex         NEW, park=futex: threads sleep on futexes, woken directly
#   recheck       NEW, recheck=on: kernels decided whole for good on their
#                 first probes are timed again once, 32 launches later
#   gmp+1         NEW with GOMAXPROCS=N+1: one Go P idle beside the caller
#                 and its N-1 workers (the scheduler then never takes the
#                 caller's P while a kernel runs in native code)
#   affinity      NEW, affinity=on,lockthreads=off: a split phase's ranges
#                 dealt to threads in contiguous chunks (thread k the k-th
#                 every launch), the rest stolen from the chunks' ends
#   afflock       NEW, affinity=on,park=futex,lockthreads=on: the same, the
#                 workers locked to their OS threads and sleeping on futexes
#   affpin        NEW, affinity=on,pin=on: the workers' threads pinned to a
#                 CPU each (not the launching thread's)
#                 (these four are not in the default CONFIGS:
#                 CONFIGS="old new plain affinity afflock affpin")
# at N threads (nproc), and old and new at 1 thread.
#   OLD=/path/main/mgxport NEW=/path/thr/mgxport bench/host/thr_exp.sh
# Knobs: DATA (model directories, default $W/data/models; mobilenet_v2 and
# squeezenet1_1 are exported there with export_vision.py, modernbert_tiny
# with export_text.py, when missing; resnet_mini and gru_tagger are taken
# from testdata/models), MODELS, W (work dir, /tmp/mgx), N_RUNS (100),
# WARM (30), ROUNDS (3), CONFIGS (a subset of the names above), OUT
# (/tmp/out). Output: $OUT/thr_exp/*.json (one perf JSON per model,
# configuration, thread count and round) and $OUT/thr_exp.txt, whose last
# lines are the table: per model and configuration the Run time median
# (ms, untimed runs as run executes them; each round's, then the mean of
# the rounds) and, per configuration over the models,
#   whole x   geometric mean over launches run whole at N threads (>= 3 us
#             at 1 thread; not those a watch refused: they ran split too)
#             of their mean time at N over at 1 (new 1t, same round; old's
#             against old 1t): issue 30's slower whole launches
#   after/deep  the same, of those whose launch before ran split (the
#             data they read sits in other cores' caches) and of the others
#             (deeper in a run of whole launches: workers may still poll)
#   split x   median over split launches of watch_us / best split time
#             (sum of split_us): how far a split's usual time is from its best
#   wait %    median over split launches of wait_us / watch_us: the share
#             of a split launch the caller spent waiting for other threads
#   moves/run CPU switches of the launching thread between launches, and
#             moves during a launch, per run (perf's host_pool; new only)
#   wakes/run parked workers woken per run
#   own %     with affinity: the split launches' ranges run by the thread
#             they were dealt to, of all their ranges (own_ranges, stolen_ranges)
#   wmoves %  the jobs workers ran ranges of that a worker ran on another
#             CPU than its previous one (host_pool's worker_cpu_moves over
#             worker_jobs; new builds only)
set -uo pipefail
W=${W:-/tmp/mgx}
RES=${OUT:-/tmp/out}
DATA=${DATA:-$W/data/models}
: "${OLD:?OLD=path to main's mgxport}" "${NEW:?NEW=path to this build's mgxport}"
mkdir -p $W/logs "$RES/thr_exp"
export MGXPORT_CACHE_DIR=${MGXPORT_CACHE_DIR:-$W/cache_thr}
N=$(nproc)
ROUNDS=${ROUNDS:-3}
CONFIGS=${CONFIGS:-"old new recheck futex spin0 gmp+1"}
res=$RES/thr_exp.txt
echo "thr_exp: OLD $OLD NEW $NEW nproc $N rounds $ROUNDS runs ${N_RUNS:-100} warmup ${WARM:-30} ($(date -u))" | tee -a $res
lscpu | grep -E '^(Model name|Thread|Core|Socket|NUMA node\(s\))' | tee -a $res
models=""
for name in ${MODELS:-modernbert_tiny resnet_mini gru_tagger squeezenet1_1 mobilenet_v2}; do
  d=$DATA/$name
  if [ ! -f $d/model.onnx ] && [ -f testdata/models/$name/model.onnx ]; then d=testdata/models/$name; fi
  if [ ! -f $d/model.onnx ]; then
    case $name in
      modernbert_tiny) python3 bench/host/export_text.py "$DATA" $name > $W/logs/$name.export.log 2>&1 ;;
      *) python3 bench/host/export_vision.py "$DATA" $name > $W/logs/$name.export.log 2>&1 ;;
    esac || { echo "$name: export failed: $(tail -c 300 $W/logs/$name.export.log)" | tee -a $res; continue; }
  fi
  dims=$(python3 bench/dims.py "$d")
  "$OLD" compile --portable $d/model.onnx $dims -o $W/$name.thr.mgxb 2> $W/logs/$name.thr.err &&
  "$OLD" finalize $W/$name.thr.mgxb --arch host -o $W/$name.thr.host.mgxb -q -j $N 2>> $W/logs/$name.thr.err ||
    { echo "$name: FAILED $(tail -c 300 $W/logs/$name.thr.err)" | tee -a $res; continue; }
  echo "$d" > $W/$name.thr.dir
  models="$models $name"
done
# run NAME CONFIG THREADS ROUND: one perf --json.
run() {
  local name=$1 cfg=$2 t=$3 r=$4 d ins="" bin=$NEW env=()
  d=$(cat $W/$name.thr.dir)
  for f in $d/input_*.npy; do local n; n=$(basename "$f" .npy); ins="$ins --input ${n#input_}=$f"; done
  case $cfg in
    old) bin=$OLD ;;
    new) ;;
    spin0) env=(MGXPORT_HOST_POOL=spin=0) ;;
    futex) env=(MGXPORT_HOST_POOL=park=futex) ;;
    recheck) env=(MGXPORT_HOST_POOL=recheck=on) ;;
    gmp+1) env=(GOMAXPROCS=$((N + 1))) ;;
    plain) env=(MGXPORT_HOST_POOL=affinity=off,lockthreads=off) ;;
    affinity) env=(MGXPORT_HOST_POOL=affinity=on,lockthreads=off) ;;
    afflock) env=(MGXPORT_HOST_POOL=affinity=on,park=futex,lockthreads=on) ;;
    affpin) env=(MGXPORT_HOST_POOL=affinity=on,pin=on) ;;
    *) echo "unknown configuration $cfg" | tee -a $res; return ;;
  esac
  local j=$RES/thr_exp/$name.$cfg.t$t.r$r.json
  env ${env[@]+"${env[@]}"} "$bin" perf $W/$name.thr.host.mgxb --arch host $ins --threads $t -n ${N_RUNS:-100} --warmup ${WARM:-30} --json > $j 2> $W/logs/$name.thr.$cfg.t$t.err ||
    { echo "$name $cfg t$t r$r: perf failed: $(tail -c 300 $W/logs/$name.thr.$cfg.t$t.err)" | tee -a $res; rm -f $j; }
}
for r in $(seq 1 $ROUNDS); do
  order="$CONFIGS"
  [ $((r % 2)) = 0 ] && order=$(echo $CONFIGS | tr ' ' '\n' | tac | tr '\n' ' ')
  for name in $models; do
    run $name new 1 $r
    run $name old 1 $r
    for cfg in $order; do run $name $cfg $N $r; done
  done
done
python3 - "$RES/thr_exp" "$N" "$ROUNDS" "${N_RUNS:-100}" "${WARM:-30}" "$CONFIGS" $models <<'PY' | tee -a $res
import json, math, os, statistics as st, sys
dirn, N, rounds, nruns, warm, configs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), sys.argv[6].split()
models = sys.argv[7:]
def load(m, c, t, r):
    try:
        return json.load(open(os.path.join(dirn, "%s.%s.t%d.r%d.json" % (m, c, t, r))))
    except Exception:
        return None
def med(j):
    p = j["perf"]; return (p.get("untimed") or p["total"])["median_ms"]
runs_per = warm + 2 * nruns  # warmup, timed and untimed runs of one perf
agg = {c: {"whole": [], "after": [], "deep": [], "split": [], "wait": [], "sw": [], "mid": [], "wakes": [], "own": [0, 0], "wm": [0, 0]} for c in configs}
wm = {}  # (model, config) -> log ratios of whole launches
# Per launch (models of issue 30's list), the mean over rounds of each
# configuration's mean time at N threads over 1 thread's (new 1t; old's
# own), with how it ran in round 1 and, for split launches, the watch's
# p10/median/p90 and the caller's wait (us) under new.
DETAIL = ("modernbert_tiny", "resnet_mini", "mobilenet_v2", "squeezenet1_1", "gru_tagger")
for m in models:
    if m not in DETAIL:
        continue
    base = {c: [load(m, "old" if c == "old" else "new", 1, r) for r in range(1, rounds + 1)] for c in configs}
    runs = {c: [load(m, c, N, r) for r in range(1, rounds + 1)] for c in configs}
    ref = next((j for j in runs.get("new", []) if j), None)
    if not ref:
        continue
    print("\n%s: per launch, time at %d threads over 1 thread (mean of rounds), how it ran (new), watch p10/p50/p90 and wait us (new)" % (m, N))
    print("%3s %-20s %8s " % ("#", "symbol", "1t us") + "".join("%-11s" % c for c in configs) + " how")
    for i, l in enumerate(ref["perf"]["launches"]):
        b1 = [j["perf"]["launches"][i]["mean_ms"] for j in base["new"] if j]
        if not b1:
            continue
        row = []
        for c in configs:
            rs = []
            for j, b in zip(runs[c], base[c]):
                if j and b:
                    rs.append(j["perf"]["launches"][i]["mean_ms"] / b["perf"]["launches"][i]["mean_ms"])
            row.append("%.2f" % st.mean(rs) if rs else "-")
        sp = l.get("split") or {}
        w = ""
        if sp.get("watch_us"):
            w = " %.0f/%.0f/%.0f wait %.0f" % (sp.get("watch_p10_us", 0), sp["watch_us"], sp.get("watch_p90_us", 0), sp.get("wait_us", 0))
        print("%3d %-20.20s %8.1f " % (i, l["symbol"], 1e3 * st.mean(b1)) + "".join("%-11s" % x for x in row) +
              " %s%s%s" % (sp.get("how", "?"), " " + ",".join(map(str, sp.get("ranges") or [])) if sp.get("ranges") else "", w))
print("\nper model: Run time median ms at %d threads, each round and their mean; 1t: new/old" % N)
print("%-16s %-16s" % ("model", "1t new/old") + "".join("%-26s" % c for c in configs))
for m in models:
    one = {}
    cells = []
    for c in configs:
        vals = []
        for r in range(1, rounds + 1):
            j = load(m, c, N, r)
            if not j:
                continue
            vals.append(med(j))
            base = load(m, "old" if c == "old" else "new", 1, r)
            a = agg[c]
            L = j["perf"]["launches"]
            if base:
                B = base["perf"]["launches"]
                for k, (x, y) in enumerate(zip(B, L)):
                    s = y.get("split") or {}
                    # whole for the whole perf (not split, then refused by the watch)
                    if s.get("how") == "whole" and not s.get("watch_us") and x["mean_ms"] >= 0.003:
                        a["whole"].append(math.log(y["mean_ms"] / x["mean_ms"]))
                        prev = (L[k - 1].get("split") or {}).get("how") if k else None
                        a["after" if prev == "split" else "deep"].append(math.log(y["mean_ms"] / x["mean_ms"]))
                        wm.setdefault((m, c), []).append(math.log(y["mean_ms"] / x["mean_ms"]))
            for y in L:
                s = y.get("split") or {}
                a["own"][0] += s.get("own_ranges", 0)
                a["own"][1] += s.get("own_ranges", 0) + s.get("stolen_ranges", 0)
                if s.get("how") == "split" and s.get("watch_us") and s.get("split_us"):
                    a["split"].append(s["watch_us"] / max(sum(s["split_us"]), 1e-3))
                    if "wait_us" in s or c != "old":
                        a["wait"].append(s.get("wait_us", 0) / s["watch_us"])
            hp = j.get("host_pool") or {}
            a["wakes"].append(hp.get("wakes", 0) / runs_per)
            a["wm"][0] += hp.get("worker_cpu_moves", 0)
            a["wm"][1] += hp.get("worker_jobs", 0)
            if hp.get("cpu_known"):
                a["sw"].append(hp.get("cpu_switches", 0) / runs_per)
                a["mid"].append(hp.get("cpu_mid_run", 0) / runs_per)
        cells.append("/".join("%.3f" % v for v in vals) + (" =%.3f" % st.mean(vals) if vals else "-"))
    o = [load(m, c, 1, r) for c in ("new", "old") for r in range(1, rounds + 1)]
    n1 = [med(j) for j in o[:rounds] if j]; o1 = [med(j) for j in o[rounds:] if j]
    one = "%s/%s" % ("%.3f" % st.mean(n1) if n1 else "-", "%.3f" % st.mean(o1) if o1 else "-")
    print("%-16s %-16s" % (m, one) + "".join("%-26s" % x for x in cells))
print("\nper model: whole x (geometric mean of launches run whole at %d threads over 1 thread)" % N)
print("%-16s" % "model" + "".join("%-11s" % c for c in configs))
for m in models:
    print("%-16s" % m + "".join("%-11s" % ("%.2f" % math.exp(st.mean(wm[(m, c)])) if wm.get((m, c)) else "-") for c in configs))
print("\nper configuration over the models (%d threads):" % N)
print("%-10s %8s %12s %8s %8s %14s %9s %6s %8s" % ("config", "whole x", "after/deep", "split x", "wait %", "moves/run", "wakes/run", "own %", "wmoves %"))
for c in configs:
    a = agg[c]
    f = lambda v, fmt: fmt % v if v is not None else "-"
    gm = lambda v: "%.2f" % math.exp(st.mean(v)) if v else "-"
    pct = lambda v: "%.0f" % (100 * v[0] / v[1]) if v[1] else "-"
    print("%-10s %8s %12s %8s %8s %14s %9s %6s %8s" % (c,
        f(math.exp(st.mean(a["whole"])) if a["whole"] else None, "%.2f"),
        gm(a["after"]) + "/" + gm(a["deep"]),
        f(st.median(a["split"]) if a["split"] else None, "%.2f"),
        f(100 * st.median(a["wait"]) if a["wait"] else None, "%.0f"),
        "%.1f+%.1f" % (st.mean(a["sw"]), st.mean(a["mid"])) if a["sw"] else "-",
        f(st.mean(a["wakes"]) if a["wakes"] else None, "%.1f"), pct(a["own"]), pct(a["wm"])))
PY
