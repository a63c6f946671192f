#!/bin/bash
# finalize_hashes.sh OUTDIR: the proof that a refactoring of finalize left its
# output alone. It compiles every model of ../shared/models, testdata/models,
# testdata/sample and testdata/node to a portable bundle (bert_mini, whose
# dims are symbolic, bound at two sizes as the tests do), finalizes each
# bundle for host, sm_90, sm_90a, sm_90 and sm_90a with --allow-tf32 (the
# MMA and WGMMA generators) and gfx942, extracts every finalized payload and
# writes
#   OUTDIR/PORTABLE  sha256 of each portable bundle
#   OUTDIR/OBJECTS   per model and arch: source object, target, symbol and
#                    sha256 of each finalized payload (not the object ID,
#                    which covers the compiler identity string)
#   OUTDIR/LOGS      each compile's and finalize's errors
#   OUTDIR/LIBDEVICE the models whose NVIDIA finalize needs libdevice
# A refactoring that leaves all four files equal changed no bundle byte, no
# kernel byte and no error:
#   MGXPORT=/old/bin/mgxport tools/finalize_hashes.sh /tmp/before
#   tools/finalize_hashes.sh /tmp/after
#   diff -r /tmp/before /tmp/after   # (only *.txt and the four lists)
# Without a CUDA toolkit libdevice is missing; NVIDIA finalizes then link a
# stand-in libdevice built here with clang (deterministic arithmetic under
# the __nv_* names, NOT real math) so that kernels calling transcendentals
# are compared too. The stand-in makes the payloads comparable between two
# trees, nothing else: never run its output.
# ONLY=REGEX limits the run to the models whose name matches (a quick
# check on a loaded machine); the full run is the proof.
set -u
cd "$(dirname "$0")/.."
out=${1:?usage: tools/finalize_hashes.sh OUTDIR}
mgx=${MGXPORT:-bin/mgxport}
mgx=$(realpath "$mgx")
rm -rf "$out"
mkdir -p "$out/b" "$out/ld"
export MGXPORT_CACHE_DIR="$out/cache"

# The stand-in libdevice: the math libdevice defines, as arithmetic.
standin() {
	local c="$out/ld/stand_in.c"
	: >"$c"
	for n in exp exp2 exp10 expm1 log log2 log10 log1p tanh tan sin cos sinh cosh asin acos atan asinh acosh atanh erf erfc erfinv rsqrt cbrt lgamma tgamma logb sinpi cospi normcdf normcdfinv rcbrt; do
		echo "float __nv_${n}f(float x) { return x * 0.75f + 0.125f; }" >>"$c"
		echo "double __nv_${n}(double x) { return x * 0.75 + 0.125; }" >>"$c"
	done
	for n in pow atan2 fmod remainder hypot fdim nextafter; do
		echo "float __nv_${n}f(float x, float y) { return x * 0.5f + y * 0.25f; }" >>"$c"
		echo "double __nv_${n}(double x, double y) { return x * 0.5 + y * 0.25; }" >>"$c"
	done
	echo "float __nv_powif(float x, int y) { return x * 0.5f + y; }" >>"$c"
	echo "double __nv_powi(double x, int y) { return x * 0.5 + y; }" >>"$c"
	for n in fabs floor ceil trunc round rint sqrt; do
		echo "float __nv_${n}f(float x) { return __builtin_${n}f(x); }" >>"$c"
		echo "double __nv_${n}(double x) { return __builtin_${n}(x); }" >>"$c"
	done
	for n in fmin fmax copysign; do
		echo "float __nv_${n}f(float x, float y) { return __builtin_${n}f(x, y); }" >>"$c"
		echo "double __nv_${n}(double x, double y) { return __builtin_${n}(x, y); }" >>"$c"
	done
	echo "float __nv_fmaf(float x, float y, float z) { return __builtin_fmaf(x, y, z); }" >>"$c"
	echo "double __nv_fma(double x, double y, double z) { return __builtin_fma(x, y, z); }" >>"$c"
	clang-22 --target=nvptx64-nvidia-cuda -emit-llvm -c -O1 -nostdlib "$c" -o "$out/ld/libdevice.10.bc"
}
standin || {
	echo "finalize_hashes: cannot build the stand-in libdevice (clang-22: make deps)" >&2
	exit 1
}

models=()
for m in ../shared/models/* testdata/models/* testdata/sample testdata/node/*; do
	[ -f "$m/model.onnx" ] && models+=("$(basename "$m")=$m/model.onnx")
done
models+=("bert_mini_b1s16=../shared/models/bert_mini/model.onnx --dim batch=1 --dim seq=16")
models+=("bert_mini_b2s8=../shared/models/bert_mini/model.onnx --dim batch=2 --dim seq=8")

archs=("host:--arch host" "sm_90:--arch sm_90" "sm_90a:--arch sm_90a"
	"sm_90-tf32:--arch sm_90 --allow-tf32" "sm_90a-tf32:--arch sm_90a --allow-tf32"
	"gfx942:--arch gfx942")

: >"$out/LIBDEVICE"
for entry in "${models[@]}"; do
	name=${entry%%=*}
	rest=${entry#*=}
	if [ -n "${ONLY:-}" ] && ! [[ $name =~ $ONLY ]]; then
		continue
	fi
	read -r -a args <<<"$rest"
	b="$out/b/$name.mgxb"
	if ! "$mgx" compile --portable "${args[@]}" -o "$b" >"$out/b/$name.log" 2>&1; then
		continue
	fi
	for a in "${archs[@]}"; do
		tag=${a%%:*}
		read -r -a flags <<<"${a#*:}"
		f="$out/b/$name.$tag.mgxb"
		x="$out/b/$name.$tag.d"
		ld=()
		case $tag in sm_*)
			# Without libdevice first: which models need it.
			if ! "$mgx" finalize "$b" "${flags[@]}" --no-cache -o "$f" >/dev/null 2>"$out/b/$name.$tag.nold.log"; then
				grep -q libdevice "$out/b/$name.$tag.nold.log" && echo "$name $tag" >>"$out/LIBDEVICE"
			fi
			ld=(--libdevice "$out/ld/libdevice.10.bc")
			;;
		esac
		rm -f "$f"
		"$mgx" finalize "$b" "${flags[@]}" "${ld[@]}" --no-cache -o "$f" >/dev/null 2>"$out/b/$name.$tag.log" || continue
		"$mgx" inspect "$f" --extract "$x" >/dev/null 2>>"$out/b/$name.$tag.log" || continue
		"$mgx" inspect "$f" --json 2>>"$out/b/$name.$tag.log" |
			jq -r '.objects[] | select(.native) | "\(.id) \(.source) \(.target) \(.symbol) \(.format)"' |
			while read -r id src tgt sym fmt; do
				p=$(ls "$x/$id".* 2>/dev/null | head -1)
				echo "$name $tag $src $tgt $sym $fmt $(sha256sum <"$p" | cut -c1-64)"
			done | sort >"$out/b/$name.$tag.txt"
		rm -rf "$x" "$f"
	done
done
cd "$out"
(cd b && sha256sum ./*.mgxb | sort -k2) >PORTABLE
cat b/*.txt >OBJECTS
for f in b/*.log; do
	echo "== $f"
	grep '^mgxport' "$f"
done | sed "s#$(pwd)#OUT#g" >LOGS
rm -rf cache
echo "$(wc -l <PORTABLE) portable bundles, $(wc -l <OBJECTS) finalized payloads, $(wc -l <LIBDEVICE) model/arch pairs need libdevice, in $out"
