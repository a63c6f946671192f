#!/usr/bin/env bash
# c2ll.sh CLANG SRC.c OUT.ll [CFLAGS...] writes the LLVM IR of a host
# micro-kernel's C source as finalize embeds it: clang's -O2 IR stripped of
# the module header (ModuleID, source file, data layout, triple), attribute
# groups and metadata, with the definitions hidden, so that the kernel's
# target machine decides the code and the file does not depend on where
# the source lies. `make generate` runs it; `make check-generated` checks
# the committed .ll is what it writes.
set -euo pipefail
clang=$1 src=$2 out=$3
shift 3
tmp=$out.tmp
trap 'rm -f "$tmp"' EXIT
"$clang" -O2 "$@" -S -emit-llvm -fno-unwind-tables -fno-asynchronous-unwind-tables "$src" -o - |
sed -E \
  -e '/^; ModuleID = /d' -e '/^source_filename = /d' -e '/^target (datalayout|triple) = /d' \
  -e '/^attributes #[0-9]+ = /d' -e '/^!/d' \
  -e 's/, ![A-Za-z0-9_.]+ ![0-9]+//g' \
  -e 's/ #[0-9]+( \{)?$/\1/' \
  -e 's/^define dso_local /define hidden /' |
awk 'NF { if (seen) for (; blank > 0; blank--) print ""; blank = 0; seen = 1; print; next } { blank++ }' >"$tmp"
mv "$tmp" "$out"
