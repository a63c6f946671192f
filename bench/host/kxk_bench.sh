#!/usr/bin/env bash
# kxk_bench.sh builds bench/host/kxk_bench.c (the KxK convolution kernel
# called directly, variants side by side: see its comment) as a static
# binary, here (the GPU machines have no compiler; carry the binary there
# and run it). Each variant is the kernel's source compiled with its own
# -D flags (comma-separated), the first the reference:
#   VARIANTS="main: kcb32:-DKCB=32 t6x4:-DMR=6,-DNR=4,-DKFLAT=1" bench/host/kxk_bench.sh OUT
# MR and NR default to the kernel's 8 and 3. CLANG (clang-22), TUNE
# (-mtune, sapphirerapids: the GPU machines' Xeon) and SRC (another copy
# of conv_f32_nchwk_fma512.c, for an experiment) as wanted.
set -euo pipefail
out=${1:?usage: VARIANTS="name:-DFLAG,... ..." $0 OUT}
src=${SRC:-$(cd "$(dirname "$0")/../.." && pwd)/finalize/host/hostdot/conv_f32_nchwk_fma512.c}
cc=${CLANG:-clang-22}
cf=(-O2 -mavx512f "-mtune=${TUNE:-sapphirerapids}" -fno-unwind-tables)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
objs=() rows=""
for v in ${VARIANTS:-main:}; do
  name=${v%%:*} flags=${v#*:}
  mr=8 nr=3
  defs=()
  IFS=, read -ra fs <<<"$flags"
  for f in "${fs[@]}"; do
    [ -z "$f" ] && continue
    case $f in -DMR=*) mr=${f#-DMR=};; -DNR=*) nr=${f#-DNR=};; esac
    defs+=("$f")
  done
  sym=kxk_v_${name//[^A-Za-z0-9_]/_}
  "$cc" "${cf[@]}" -DMR="$mr" -DNR="$nr" -DSYM="$sym" "${defs[@]}" -c "$src" -o "$tmp/$sym.o"
  objs+=("$tmp/$sym.o")
  rows="$rows X($sym, \"$name\", $mr, $nr)"
done
echo "#define KXK_VARIANTS(X)$rows" >"$tmp/kxk_variants.h"
"$cc" "${cf[@]}" -I"$tmp" "$(dirname "$0")/kxk_bench.c" "${objs[@]}" -static -o "$out"
echo "built $out: variants ${VARIANTS:-main:}"
