#!/usr/bin/env bash
# GPU tuning decisions travel as data (issue 32), in one call of well under
# two minutes. Same inputs as bench/gpu/rnn_check.sh (no Go, no LLVM on the
# GPU machine):
#   DIR/dist.tar.xz    `make dist`'s dist/ (mgxport + libmgxport_mlir.so);
#                      DIR/distbin.tar.xz, newer binaries over it, if present
#   DIR/data.tar.xz    shared/models, testdata/models (the repository's
#                      testdata/models is the fallback)
# For bert_mini (MODEL overrides) on $ARCH (sm_90a by default; a gfx target
# on AMD): compile -> finalize --tune quick into cache A -> cache export
# --tuned --target $ARCH -> cache import into an empty cache B (no --trust)
# -> finalize --tune quick from B, which must compile every decision, tune
# nothing and report no other device's -> run both bundles, compare their
# outputs with each other and with the model's expected outputs. One
# PASS/FAIL line per check (summary.txt under $OUT), the logs beside it.
set -uo pipefail
shopt -s nullglob
DIR=${DIR:-.gpu}
RES=${OUT:-/tmp/out}
W=${W:-/tmp/mgx}
OUT=$W/logs_tuned
mkdir -p "$W" "$OUT" "$RES"
[ -x $W/dist/mgxport ] || { tar -C $W -xJf "$DIR/dist.tar.xz"; [ -f "$DIR/distbin.tar.xz" ] && tar -C $W -xJf "$DIR/distbin.tar.xz"; }
[ -d $W/data ] || { mkdir -p $W/data && tar -C $W/data -xJf "$DIR/data.tar.xz"; }
M=$W/dist/mgxport
ARCH=${ARCH:-sm_90a}
MODEL=${MODEL:-bert_mini}
summary=$RES/tuned_summary.txt
A=$W/cache_tuned_a
B=$W/cache_tuned_b
rm -rf "$A" "$B" $W/tuned_o_a $W/tuned_o_b
: > $summary

say() { echo "$*" | tee -a $summary; }
# verdict NAME OK DETAIL: one PASS/FAIL line.
verdict() { if [ "$2" = 1 ]; then say "PASS tuned $1: $3"; else say "FAIL tuned $1: $3"; fi; }
# js FILE EXPR: a value of a JSON file (python expression over d).
js() { python3 -c "import json,sys; d=json.load(open('$1')); print($2)" 2>/dev/null; }

d=""
for c in $W/data/models/$MODEL $W/data/testdata/models/$MODEL testdata/models/$MODEL; do
  [ -f $c/model.onnx ] && { d=$c; break; }
done
[ -n "$d" ] || { verdict model 0 "$MODEL not found"; exit 1; }
ins=""; exp=""
for f in $d/input_*.npy; do n=$(basename "$f" .npy); ins="$ins --input ${n#input_}=$f"; done
for f in $d/output_*.npy; do n=$(basename "$f" .npy); exp="$exp --expected ${n#output_}=$f"; done
dims=${DIMS:-$(python3 bench/dims.py "$d")}

"$M" devices > $OUT/devices.txt 2>&1
say "device: $(grep -m1 -iE 'nvidia|amd|gfx' $OUT/devices.txt)"
"$M" compile --portable $d/model.onnx $dims -o $W/$MODEL.tuned.mgxb 2> $OUT/compile.err ||
  { verdict compile 0 "$(tail -c 400 $OUT/compile.err)"; exit 1; }

# 1. Tune on this GPU into cache A.
t0=$(date +%s.%N)
MGXPORT_CACHE_DIR=$A "$M" finalize $W/$MODEL.tuned.mgxb --arch $ARCH --tune quick -o $W/$MODEL.tuned_a.mgxb --json > $OUT/a.json 2> $OUT/a.err
rc=$?
ta=$(python3 -c "import time; print('%.1f' % (time.time() - $t0))")
tuned=$(js $OUT/a.json "d['tuning']['kernels_tuned']")
verdict tune "$([ $rc = 0 ] && [ "${tuned:-0}" -gt 0 ] && echo 1)" "finalize --tune quick in cache A: rc $rc, ${tuned:-?} kernels tuned, ${ta} s$( [ $rc = 0 ] || echo "; $(tail -c 300 $OUT/a.err)")"

# 2. Export the decisions only.
MGXPORT_CACHE_DIR=$A "$M" cache export $W/tuned.mgxc --tuned --target $ARCH --json > $OUT/export.json 2> $OUT/export.err
n=$(js $OUT/export.json "d['entries']")
verdict export "$([ "${n:-0}" = "$tuned" ] && echo 1)" "cache export --tuned --target $ARCH: ${n:-?} decisions for ${tuned:-?} tuned kernels ($(stat -c %s $W/tuned.mgxc 2>/dev/null) bytes)"
MGXPORT_CACHE_DIR=$A "$M" cache stats > $OUT/stats_a.txt 2>&1
sed -n '/tuning decisions/,$p' $OUT/stats_a.txt | tee -a $summary

# 3. Import into an empty cache, without --trust: data only.
MGXPORT_CACHE_DIR=$B "$M" cache import $W/tuned.mgxc --json > $OUT/import.json 2> $OUT/import.err
dec=$(js $OUT/import.json "d['decisions']")
unt=$(js $OUT/import.json "d['untrusted_skipped']")
devs=$(js $OUT/import.json "', '.join('%s (%d)' % kv for kv in d.get('decision_devices', {}).items())")
MGXPORT_CACHE_DIR=$B "$M" cache ls --json > $OUT/ls_b.json 2>&1
native=$(js $OUT/ls_b.json "sum(1 for e in d if not e['parts']['tuning'].endswith('+decision'))")
verdict import "$([ "${dec:-0}" = "$n" ] && [ "$unt" = 0 ] && [ "$native" = 0 ] && echo 1)" "cache import into an empty cache: ${dec:-?} decisions, ${unt:-?} untrusted skipped, ${native:-?} native entries; measured on $devs"

# 4. Finalize from the imported decisions: compiled, nothing measured.
t0=$(date +%s.%N)
MGXPORT_CACHE_DIR=$B "$M" finalize $W/$MODEL.tuned.mgxb --arch $ARCH --tune quick -o $W/$MODEL.tuned_b.mgxb --json > $OUT/b.json 2> $OUT/b.err
rc=$?
tb=$(python3 -c "import time; print('%.1f' % (time.time() - $t0))")
retuned=$(js $OUT/b.json "d['tuning']['kernels_tuned']")
decided=$(js $OUT/b.json "len(d['tuning'].get('kernels_decided') or [])")
foreign=$(js $OUT/b.json "len(d['tuning'].get('foreign_decisions') or {})")
same=$(python3 - $OUT/a.json $OUT/b.json <<'PY' 2>/dev/null
import json, sys
a, b = (json.load(open(f))["tuning"] for f in sys.argv[1:3])
want = {k["kernel"]: k["best"] for k in a.get("kernels") or []}
got = {k["kernel"]: k["schedule"] for k in b.get("kernels_decided") or []}
print(1 if want and want == got else 0)
PY
)
verdict decided "$([ $rc = 0 ] && [ "$retuned" = 0 ] && [ "$decided" = "$tuned" ] && [ "$foreign" = 0 ] && [ "$same" = 1 ] && echo 1)" "finalize --tune quick from the imported decisions: rc $rc, ${decided:-?} kernels compiled under them (the winners of step 1: $same), ${retuned:-?} re-tuned, ${foreign:-?} other devices' reported, ${tb} s"

# 5. Run both; the same kernels compute the same outputs, and the expected ones.
ok=1
for s in a b; do
  if ! "$M" run $W/$MODEL.tuned_$s.mgxb --arch $ARCH $ins $exp --rtol 1e-3 --atol 1e-4 --output-dir $W/tuned_o_$s > $OUT/run_$s.txt 2>&1; then
    ok=0; say "run of bundle $s: $(tail -c 300 $OUT/run_$s.txt)"
  fi
done
cmp=$(python3 - $W/tuned_o_a $W/tuned_o_b <<'PY' 2>&1 | tail -1
import glob, os, sys, numpy as np
out = []
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.npy"))):
    a = np.load(f).astype(np.float64)
    b = np.load(os.path.join(sys.argv[2], os.path.basename(f))).astype(np.float64)
    out.append("%s max abs diff %.3g" % (os.path.basename(f)[:-4], np.abs(a - b).max()))
print("; ".join(out) if out else "no outputs")
PY
)
identical=$(python3 -c "
import glob, os, numpy as np
fs = sorted(glob.glob('$W/tuned_o_a/*.npy'))
print(1 if fs and all(np.array_equal(np.load(f), np.load(os.path.join('$W/tuned_o_b', os.path.basename(f)))) for f in fs) else 0)" 2>/dev/null)
verdict run "$([ $ok = 1 ] && [ "$identical" = 1 ] && echo 1)" "both bundles run and match the expected outputs (rtol 1e-3, atol 1e-4): $([ $ok = 1 ] && echo yes || echo no); tuned vs from-decisions outputs identical: $identical ($cmp)"
cp $OUT/*.json $OUT/*.err $RES/ 2>/dev/null
grep -q '^FAIL' $summary && exit 1
exit 0
