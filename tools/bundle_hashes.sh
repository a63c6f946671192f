#!/bin/bash
# bundle_hashes.sh OUTDIR: compiles with `bin/mgxport compile --portable`
# every model of ../shared/models and testdata/models (bert_mini, whose dims
# are symbolic, bound at two sizes) and every ONNX node test of
# ../shared/onnx-node into OUTDIR, then writes OUTDIR/SHA256SUMS (the
# bundles) and OUTDIR/LOGS (each compile's errors). A refactoring that
# leaves both files equal changed no bundle byte and no compile error:
#   tools/bundle_hashes.sh /tmp/before   # on the old tree
#   tools/bundle_hashes.sh /tmp/after    # on the new one
#   diff /tmp/before/SHA256SUMS /tmp/after/SHA256SUMS && diff /tmp/before/LOGS /tmp/after/LOGS
set -u
cd "$(dirname "$0")/.."
out=${1:?usage: tools/bundle_hashes.sh OUTDIR}
rm -rf "$out"
mkdir -p "$out/node"
compile() { # NAME MODEL [FLAGS...]
	local name=$1 model=$2
	shift 2
	bin/mgxport compile --portable "$model" -o "$out/$name.mgxb" "$@" >"$out/$name.log" 2>&1 || true
}
for m in ../shared/models/* testdata/models/*; do
	compile "$(basename "$m")" "$m/model.onnx"
done
compile bert_mini_b1s16 ../shared/models/bert_mini/model.onnx --dim batch=1 --dim seq=16
compile bert_mini_b2s8 ../shared/models/bert_mini/model.onnx --dim batch=2 --dim seq=8
for t in ../shared/onnx-node/*/; do
	compile "node/$(basename "$t")" "$t/model.onnx"
done
cd "$out"
sha256sum ./*.mgxb node/*.mgxb >SHA256SUMS
for f in ./*.log node/*.log; do
	echo "== $f"
	grep -v '^wrote ' "$f"
done >LOGS
echo "$(wc -l <SHA256SUMS) bundles, $(grep -c '^mgxport' LOGS) compile errors in $out"
