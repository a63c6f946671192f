#!/usr/bin/env bash
# thr_lanes: session 14 task T's experiment on the 16-core Xeon (issue 30):
# the host pool's options against main's build, at 1 thread and at every
# core. Each model is compiled and finalized once by OLD (both binaries run
# the same host objects), then each configuration runs `mgxport perf
# --json` on it, ROUNDS times, the configurations' order reversed every
# other round:
#   old     OLD (main), default options
#   new     NEW, defaults (every split phase on every thread; each worker
#           parks on its own channel, woken down a tree by index)
#   pt10    NEW, MGXPORT_HOST_POOL=perthread=10us: a split phase runs on one
#           thread per 10 us of its one-thread time, at least 2, the pool's
#           first workers (session 14's first call on the Xeon: slower
#           than every thread on all five models, as were 5 and 20 us)
#   adapt   NEW, adaptspin=on: a worker whose last 3 jobs each came more
#           than 200 us after the one before parks as soon as a job is done
#           (resnet_mini: one split launch a run of 0.3 ms)
#   recheck NEW, recheck=on: kernels decided whole on their first probes
#           (modernbert_tiny's slices and splits after a split matmul: 4 us
#           at 1 thread, up to 22 at 16) are probed again 32 launches later
#           where each of those took 12 us or more
#   both    NEW, adaptspin=on,recheck=on
#   spin0   NEW, spin=0: workers park after each job (first call: whole
#           launches deeper in a run of whole ones 1.24x their one-thread
#           time against 1.45 with polling workers, but every model slower)
# at N threads (nproc); old and new also at 1 thread. Then NEW verifies
# each model with output_*.npy at N threads.
#   OLD=/tmp/mgx/dist/mgx_main NEW=/tmp/mgx/dist/mgx_thr bash bench/host/thr_lanes.sh
# Knobs: DATA (model directories, default $W/data/models; resnet_mini and
# cnn_int8_qdq come from testdata/models; mobilenet_v2 and squeezenet1_1
# are exported with export_vision.py, modernbert_tiny with export_text.py,
# when missing), MODELS, W (/tmp/mgx), N_RUNS (100), WARM (30), ROUNDS (3),
# CONFIGS, BUDGET (no round starts that the last one's time says would end
# past BUDGET seconds from the start; 190), OUT
# (/tmp/out). Output: $OUT/thr_lanes/*.json and $OUT/thr_lanes.txt, whose
# last lines are the table:
#   model rows: Run time median ms (mean of the rounds) at 1 thread
#   (old/new) and at N threads per configuration;
#   whole x: geometric mean over launches run whole at N threads (>= 3 us
#     at 1 thread) of their time at N over at 1 (the mean of every 1-thread
#     run, old's and new's; issue 30's slower whole launches; after/deep:
#     those right after a split launch / the others);
#   split/1t: geometric mean over launches run split at N of their time
#     at N over at 1; wakes/run and moves/run from perf's host_pool.
set -uo pipefail
T0=$(date +%s)
W=${W:-/tmp/mgx}
RES=${OUT:-/tmp/out}
DATA=${DATA:-$W/data/models}
: "${OLD:?OLD=path to main's mgxport}" "${NEW:?NEW=path to this build's mgxport}"
mkdir -p $W/logs "$RES/thr_lanes"
export MGXPORT_CACHE_DIR=${MGXPORT_CACHE_DIR:-$W/cache_lanes}
N=$(nproc)
ROUNDS=${ROUNDS:-3}
BUDGET=${BUDGET:-190}
CONFIGS=${CONFIGS:-"old new pt10 adapt recheck both spin0"}
res=$RES/thr_lanes.txt
echo "thr_lanes: OLD $OLD NEW $NEW nproc $N rounds $ROUNDS runs ${N_RUNS:-100} warmup ${WARM:-30} ($(date -u))" | tee -a $res
lscpu | grep -E '^(Model name|Model:|Thread|Core|Socket)' | tee -a $res
models=""
for name in ${MODELS:-resnet_mini modernbert_tiny squeezenet1_1 mobilenet_v2 cnn_int8_qdq}; do
  d=$DATA/$name
  if [ ! -f $d/model.onnx ] && [ -f testdata/models/$name/model.onnx ]; then d=testdata/models/$name; fi
  if [ ! -f $d/model.onnx ]; then
    case $name in
      modernbert_tiny) python3 bench/host/export_text.py "$DATA" $name > $W/logs/$name.export.log 2>&1 ;;
      *) python3 bench/host/export_vision.py "$DATA" $name > $W/logs/$name.export.log 2>&1 ;;
    esac || { echo "$name: export failed: $(tail -c 300 $W/logs/$name.export.log)" | tee -a $res; continue; }
  fi
  dims=$(python3 bench/dims.py "$d" 2>/dev/null)
  "$OLD" compile --portable $d/model.onnx $dims -o $W/$name.lanes.mgxb 2> $W/logs/$name.lanes.err &&
  "$OLD" finalize $W/$name.lanes.mgxb --arch host -o $W/$name.lanes.host.mgxb -q -j $N 2>> $W/logs/$name.lanes.err ||
    { echo "$name: FAILED $(tail -c 300 $W/logs/$name.lanes.err)" | tee -a $res; continue; }
  echo "$d" > $W/$name.lanes.dir
  models="$models $name"
done
echo "compiled and finalized in $(( $(date +%s) - T0 )) s" | tee -a $res
# run NAME CONFIG THREADS ROUND: one perf --json.
run() {
  local name=$1 cfg=$2 t=$3 r=$4 d ins="" bin=$NEW env=()
  d=$(cat $W/$name.lanes.dir)
  for f in $d/input_*.npy; do local n; n=$(basename "$f" .npy); ins="$ins --input ${n#input_}=$f"; done
  case $cfg in
    old) bin=$OLD ;;
    new) ;;
    pt0) env=(MGXPORT_HOST_POOL=perthread=0) ;;
    pt5) env=(MGXPORT_HOST_POOL=perthread=5us) ;;
    pt10) env=(MGXPORT_HOST_POOL=perthread=10us) ;;
    pt20) env=(MGXPORT_HOST_POOL=perthread=20us) ;;
    spin0) env=(MGXPORT_HOST_POOL=spin=0) ;;
    spin50) env=(MGXPORT_HOST_POOL=spin=50us) ;;
    adapt) env=(MGXPORT_HOST_POOL=adaptspin=on) ;;
    recheck) env=(MGXPORT_HOST_POOL=recheck=on) ;;
    both) env=(MGXPORT_HOST_POOL=adaptspin=on,recheck=on) ;;
    *) echo "unknown configuration $cfg" | tee -a $res; return ;;
  esac
  local j=$RES/thr_lanes/$name.$cfg.t$t.r$r.json
  env ${env[@]+"${env[@]}"} timeout 60 "$bin" perf $W/$name.lanes.host.mgxb --arch host $ins --threads $t -n ${N_RUNS:-100} --warmup ${WARM:-30} --json > $j 2> $W/logs/$name.lanes.$cfg.t$t.err ||
    { echo "$name $cfg t$t r$r: perf failed: $(tail -c 300 $W/logs/$name.lanes.$cfg.t$t.err)" | tee -a $res; rm -f $j; }
}
done_rounds=0
last=0
for r in $(seq 1 $ROUNDS); do
  rs=$(date +%s)
  if [ $r -gt 1 ] && [ $(( rs - T0 + last )) -gt $BUDGET ]; then
    echo "round $r skipped: at $(( rs - T0 )) s a round of $last s would end past the budget of $BUDGET s" | tee -a $res
    break
  fi
  order="$CONFIGS"
  [ $((r % 2)) = 0 ] && order=$(echo $CONFIGS | tr ' ' '\n' | tac | tr '\n' ' ')
  for name in $models; do
    run $name new 1 $r
    run $name old 1 $r
    for cfg in $order; do run $name $cfg $N $r; done
  done
  done_rounds=$r
  last=$(( $(date +%s) - rs ))
  echo "round $r done at $(( $(date +%s) - T0 )) s" | tee -a $res
done
for name in $models; do
  d=$(cat $W/$name.lanes.dir); ins=""; exp=""
  for f in $d/input_*.npy; do b=$(basename $f .npy); ins="$ins --input ${b#input_}=$f"; done
  for f in $d/output_*.npy; do [ -f "$f" ] || continue; b=$(basename $f .npy); exp="$exp --expected ${b#output_}=$f"; done
  [ -n "$exp" ] || continue
  echo "$name verify (NEW, $N threads): $(timeout 60 $NEW verify $W/$name.lanes.host.mgxb --arch host $ins $exp 2>&1 | tail -2 | tr '\n' ' ' | cut -c1-200)" | tee -a $res
done
python3 - "$RES/thr_lanes" "$N" "$done_rounds" "$CONFIGS" $models <<'PY' | tee -a $res
import json, math, os, statistics as st, sys
dirn, N, rounds, configs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4].split()
models = sys.argv[5:]
def load(m, c, t, r):
    try:
        return json.load(open(os.path.join(dirn, "%s.%s.t%d.r%d.json" % (m, c, t, r))))
    except Exception:
        return None
def med(j):
    p = j["perf"]; return (p.get("untimed") or p["total"])["median_ms"]
gm = lambda v: "%.2f" % math.exp(st.mean(v)) if v else "-"
agg = {c: {"whole": [], "after": [], "deep": [], "split": [], "wakes": [], "sw": []} for c in configs}
# Each launch's one-thread time: the mean over every 1-thread run (old's
# and new's, all rounds: the same code at one thread), so that every
# configuration's ratios share one denominator.
one_t = {}
for m in models:
    js = [j for j in (load(m, c, 1, r) for c in ("old", "new") for r in range(1, rounds + 1)) if j]
    if js:
        one_t[m] = [st.mean(j["perf"]["launches"][i]["mean_ms"] for j in js) for i in range(len(js[0]["perf"]["launches"]))]
# Per launch of resnet_mini and modernbert_tiny: time at N over 1 thread
# (mean of rounds) per configuration, and how it ran under new (round 1).
for m in ("resnet_mini", "modernbert_tiny"):
    if m not in models:
        continue
    ref = load(m, "new", N, 1)
    if not ref:
        continue
    print("\n%s: per launch, mean time at %d threads over 1 thread (every 1-thread run's mean), how it ran under new" % (m, N))
    print("%3s %-18s %7s " % ("#", "symbol", "1t us") + "".join("%-7s" % c for c in configs) + " how ranges/threads")
    for i, l in enumerate(ref["perf"]["launches"]):
        b1 = one_t[m][i]
        row = []
        for c in configs:
            rs = [j["perf"]["launches"][i]["mean_ms"] / b1 for j in (load(m, c, N, r) for r in range(1, rounds + 1)) if j]
            row.append("%.2f" % st.mean(rs) if rs else "-")
        sp = l.get("split") or {}
        print("%3d %-18.18s %7.1f " % (i, l["symbol"], 1e3 * b1) + "".join("%-7s" % x for x in row) +
              " %s %s/%s" % (sp.get("how", "?"), ",".join(map(str, sp.get("ranges") or [])) or "-", ",".join(map(str, sp.get("threads") or [])) or "-"))
rows = []
for m in models:
    cells = []
    for c in configs:
        vals = []
        for r in range(1, rounds + 1):
            j = load(m, c, N, r)
            if not j:
                continue
            vals.append(med(j))
            a = agg[c]
            L = j["perf"]["launches"]
            if one_t.get(m):
                for k, (x, y) in enumerate(zip(one_t[m], L)):
                    s = y.get("split") or {}
                    if x < 0.003:
                        continue
                    v = math.log(y["mean_ms"] / x)
                    if s.get("how") == "whole" and not s.get("watch_us"):
                        a["whole"].append(v)
                        prev = (L[k - 1].get("split") or {}).get("how") if k else None
                        a["after" if prev == "split" else "deep"].append(v)
                    elif s.get("how") == "split":
                        a["split"].append(v)
            hp = j.get("host_pool") or {}
            runs = j["perf"].get("runs", 100) * 2 + j["perf"].get("warmup", 30)
            a["wakes"].append(hp.get("wakes", 0) / runs)
            if hp.get("cpu_known"):
                a["sw"].append(hp.get("cpu_switches", 0) / runs)
        cells.append("%.3f" % st.mean(vals) if vals else "-")
    one = []
    for c in ("old", "new"):
        v = [med(j) for j in (load(m, c, 1, r) for r in range(1, rounds + 1)) if j]
        one.append("%.3f" % st.mean(v) if v else "-")
    rows.append((m, "/".join(one), cells))
print("\nthr_lanes table: Run time median ms, mean of %d rounds; 1t old/new, then %d threads per configuration" % (rounds, N))
print("%-16s %-13s" % ("model", "1t old/new") + "".join("%-8s" % c for c in configs))
for m, one, cells in rows:
    print("%-16s %-13s" % (m, one) + "".join("%-8s" % x for x in cells))
print("%-16s %-13s" % ("whole x", "") + "".join("%-8s" % gm(agg[c]["whole"]) for c in configs))
print("%-16s %-13s" % ("  after split", "") + "".join("%-8s" % gm(agg[c]["after"]) for c in configs))
print("%-16s %-13s" % ("  deeper", "") + "".join("%-8s" % gm(agg[c]["deep"]) for c in configs))
print("%-16s %-13s" % ("split/1t", "") + "".join("%-8s" % gm(agg[c]["split"]) for c in configs))
print("%-16s %-13s" % ("wakes/run", "") + "".join("%-8s" % ("%.1f" % st.mean(agg[c]["wakes"]) if agg[c]["wakes"] else "-") for c in configs))
print("%-16s %-13s" % ("moves/run", "") + "".join("%-8s" % ("%.2f" % st.mean(agg[c]["sw"]) if agg[c]["sw"] else "-") for c in configs))
PY
echo "thr_lanes: $(( $(date +%s) - T0 )) s in all" | tee -a $res
