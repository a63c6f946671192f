# mgxport build. `make run` and `make test` are the two entry points; both
# install what is missing first (make deps), so a fresh Debian 12 machine works.
#
#   make build            bin/mgxport and bin/libmgxport_mlir.so
#   make test             build, dist, then every test (go test ./...)
#   make lint             gofmt, go vet, go mod tidy leaves go.mod/go.sum alone
#   make generate         regenerate every generated file from its source
#   make check-generated  fail when a regenerated file differs from the committed one
#   make test-race        the packages without native code under -race
#   make test-gpu         the CUDA device tests; fails without a GPU
#   make fuzz             every fuzz target for FUZZTIME (10s) each
#   make bench            every benchmark (bench/ holds the end-to-end ones)
#   make dist             the deployable dist/ finalizer
#
# .ci/run is CI: lint, check-generated, test and test-race.

LLVM_DIR   ?= /usr/lib/llvm-22
GO         ?= go
BIN        := bin
MLIR_LIB   := $(BIN)/libmgxport_mlir.so
DEB_PKGS   := llvm-22 llvm-22-dev clang-22 lld-22 mlir-22-tools libmlir-22-dev spirv-tools protobuf-compiler xz-utils \
              rocm-device-libs libamdhip64-5 \
              liblld-22-dev zlib1g-dev libzstd-dev \
              g++ git
# The bindings' tests: Debian's numpy for python/mgxport, Debian's cargo
# (1.63) for bindings/rust.
DEB_PKGS   += python3-numpy cargo
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build dist test test-race test-gpu run generate generate-go generate-proto generate-hostdot \
        check-generated lint fuzz bench proto clean FORCE test-bindings

all: build

# deps installs the Debian packages the build and the tests use, quietly and
# only when one is missing, then fetches the Go modules.
deps:
	@missing=""; for p in $(DEB_PKGS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make deps: installing$$missing"; \
	  $(SUDO) apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
	@$(GO) mod download

build: deps $(MLIR_LIB)
	$(GO) build -o $(BIN)/mgxport ./cmd/mgxport

# The MLIR C API ships only as static archives in Debian; link them into one
# shared library that mlirc opens with purego.
$(MLIR_LIB): | deps
	@mkdir -p $(BIN)
	@echo "  LINK  $@"
	@g++ -shared -o $@.tmp \
	  -Wl,--whole-archive $(wildcard $(LLVM_DIR)/lib/libMLIRCAPI*.a) -Wl,--no-whole-archive \
	  -L$(LLVM_DIR)/lib -lMLIR -lLLVM -Wl,-rpath,$(LLVM_DIR)/lib
	@mv $@.tmp $@

# dist builds the deployable finalizer: dist/mgxport (a Go binary without
# cgo) and dist/libmgxport_mlir.so, which carries the MLIR C API, the parts of
# MLIR and LLVM it uses (LLVM targets X86, NVPTX, AMDGPU) and LLD, linked
# statically from Debian's archives together with libstdc++, libgcc, zlib and
# zstd. It needs only glibc (>= 2.36) at run time: no LLVM, no ld.lld. Both
# files are all a target machine needs; mgxport finds the library beside
# itself. See tools/mlirlib/ for the linker shim and the exported symbols.
DIST       := dist
DIST_LIB   := $(DIST)/$(notdir $(MLIR_LIB))
DIST_BUILD := build/dist
LLVM_ARCH  := /usr/lib/x86_64-linux-gnu
# The C API archives are linked whole (so every mlir* entry point is there
# for mlirc to bind), except the execution engine's, which would pull in the
# JIT. Every other archive contributes only what is referenced: the symbols
# mlirc binds (collected from its sources into symbols.txt), and what those
# reach. --gc-sections drops unreferenced functions (Debian builds LLVM with
# -ffunction-sections). Identical code is not folded (--icf=safe, which
# without the archives' address-significance tables folds nothing):
# --icf=all saved 22 MiB (136 -> 114 MiB stripped) but folded functions
# MLIR tells apart by address, and the NVVM ops of the TF32 GEMM kernel
# stopped inlining in the dist library only. internal/disttest checks that
# the dist library generates the same host, PTX (exact and TF32) and hsaco
# bytes as the build's.
DIST_CAPI  = $(filter-out %/libMLIRCAPIExecutionEngine.a,$(wildcard $(LLVM_DIR)/lib/libMLIRCAPI*.a))
DIST_ARCHIVES = $(filter-out $(LLVM_DIR)/lib/libMLIRCAPI%,$(wildcard $(LLVM_DIR)/lib/libMLIR*.a)) \
  $(LLVM_DIR)/lib/liblldELF.a $(LLVM_DIR)/lib/liblldCommon.a $(wildcard $(LLVM_DIR)/lib/libLLVM*.a) \
  $(LLVM_ARCH)/libzstd.a $(LLVM_ARCH)/libz.a
DIST_ICF ?= safe
DIST_LDFLAGS ?=

dist: deps $(DIST)/mgxport $(DIST_LIB)

# The C ABI: dist/libmgxport.so (a c-shared build of capi/, the one cgo
# part; the CLI stays without cgo) and its hand-written header. The library
# finds libmgxport_mlir.so beside itself.
dist: $(DIST)/libmgxport.so $(DIST)/include/mgxport.h

$(DIST)/libmgxport.so: FORCE | deps
	@mkdir -p $(DIST)
	$(GO) build -trimpath -buildmode=c-shared -ldflags="-s -w" -o $@ ./capi
	@rm -f $(DIST)/libmgxport.h

$(DIST)/include/mgxport.h: capi/include/mgxport.h
	@mkdir -p $(@D)
	cp $< $@

# ROCm's device libraries (Debian's rocm-device-libs, NCSA-licensed, whose
# terms ask binary redistributions to carry the notice: its copyright file
# goes with them): ocml, ockl and the oclc control libraries MLIR links into
# AMD kernels, in ROCm's amdgcn/bitcode layout. finalize looks for them
# beside the MLIR library (after $$ROCM_PATH and $$HIP_PATH), so dist/ alone
# finalizes for AMD on a machine without ROCm.
ROCM_BITCODE := /usr/lib/x86_64-linux-gnu/amdgcn/bitcode
dist: $(DIST)/amdgcn/bitcode/ocml.bc

$(DIST)/amdgcn/bitcode/ocml.bc: FORCE | deps
	@mkdir -p $(@D)
	@rm -f $(@D)/*.bc
	cp $(ROCM_BITCODE)/ocml.bc $(ROCM_BITCODE)/ockl.bc $(ROCM_BITCODE)/oclc_*.bc $(@D)/
	cp /usr/share/doc/rocm-device-libs/copyright $(DIST)/amdgcn/COPYRIGHT.rocm-device-libs

$(DIST)/mgxport: FORCE | deps
	@mkdir -p $(DIST)
	CGO_ENABLED=0 $(GO) build -trimpath -ldflags="-s -w" -o $@ ./cmd/mgxport

# symbols.txt lists the C symbols mlirc binds; it is rewritten only when
# that list changes, so editing Go code does not relink the library.
$(DIST_BUILD)/symbols.txt: FORCE
	@mkdir -p $(@D)
	@grep -ho '"\(mlir\|LLVM\|mgxport_\)[A-Za-z0-9_]*"' $(filter-out %_test.go,$(wildcard mlirc/*.go)) | tr -d '"' | sort -u > $@.tmp
	@if cmp -s $@.tmp $@; then rm $@.tmp; else mv $@.tmp $@; fi

$(DIST_BUILD)/%.o: tools/mlirlib/%.cpp | deps
	@mkdir -p $(@D)
	g++ -std=c++17 -O2 -fPIC -I$(LLVM_DIR)/include -c $< -o $@

$(DIST_BUILD)/%.o: tools/mlirlib/%.c | deps
	@mkdir -p $(@D)
	gcc -O2 -fPIC -c $< -o $@

$(DIST_LIB): $(DIST_BUILD)/lld_shim.o $(DIST_BUILD)/target_stubs.o $(DIST_BUILD)/symbols.txt tools/mlirlib/exports.map | deps
	@mkdir -p $(DIST)
	@echo "  LINK  $(DIST_BUILD)/$(notdir $@) (static MLIR, LLVM, LLD; a minute or so)"
	@start=$$(date +%s); \
	g++ -shared -o $(DIST_BUILD)/$(notdir $@) -B$(LLVM_DIR)/bin -fuse-ld=lld \
	  -static-libstdc++ -static-libgcc -Wl,--no-undefined -Wl,--gc-sections -Wl,--icf=$(DIST_ICF) -Wl,--build-id=sha1 \
	  -Wl,--version-script=tools/mlirlib/exports.map $(DIST_LDFLAGS) \
	  $(DIST_BUILD)/lld_shim.o $(DIST_BUILD)/target_stubs.o \
	  $$(sed 's/^/-Wl,-u,/' $(DIST_BUILD)/symbols.txt) \
	  -Wl,--whole-archive $(DIST_CAPI) -Wl,--no-whole-archive $(DIST_ARCHIVES) \
	  -lpthread -ldl -lm -lrt && \
	echo "  LINK  took $$(( $$(date +%s) - start )) s"
	strip --strip-unneeded -o $@.tmp $(DIST_BUILD)/$(notdir $@)
	@mv $@.tmp $@
	@echo "  $(DIST_BUILD)/$(notdir $@): $$(du -m $(DIST_BUILD)/$(notdir $@) | cut -f1) MiB unstripped; $@: $$(du -m $@ | cut -f1) MiB stripped"

# The whole ONNX node suite runs in driver's TestNodeSuite (ref and host);
# its pass counts and the tests ONNX Runtime passes that mgxport does not,
# by op, are printed after the tests.
NODE_SUITE_REPORT := $(CURDIR)/build/node-suite-report.txt

test: build dist
	@mkdir -p build && rm -f $(NODE_SUITE_REPORT)
	MGXPORT_NODE_SUITE_REPORT=$(NODE_SUITE_REPORT) $(GO) test -timeout 30m ./...
	@cat $(NODE_SUITE_REPORT)

# test-bindings runs what sits on the C ABI (part of make test too): the
# C program against mgxport.h, the Python package with Debian's python3 and
# numpy, the Rust crate with Debian's cargo offline.
test-bindings: build
	$(GO) test -count=1 ./capi ./python ./bindings/rust

# run compiles the bundled sample portably, finalizes it for this CPU and runs it.
run: build
	@mkdir -p build/run
	$(BIN)/mgxport compile --portable testdata/sample/model.onnx -o build/run/sample.mgxb
	$(BIN)/mgxport finalize build/run/sample.mgxb --arch host -o build/run/sample.host.mgxb
	$(BIN)/mgxport run build/run/sample.host.mgxb --input x=testdata/sample/input_x.npy --output-dir build/run/out --print

# ---------------------------------------------------------------------------
# Generated code. `make generate` rewrites every generated artifact from its
# source; `make check-generated` regenerates them and fails when one was not
# rewritten or differs from what is committed (CI runs it). The generated Go
# files are those whose header says "Code generated ... DO NOT EDIT."; every
# one of them must come back from a generator here, or the check fails on it.
SHARED     ?= ../shared
ONNX_PROTO := $(SHARED)/onnx-proto
TOOLS_BIN  := build/tools
# protoc-gen-go at the version go.mod pins for google.golang.org/protobuf
# (v1.36.12), so the file's header names the same version; protoc is
# Debian 12's (3.21.12).
PROTOC_GEN_GO := $(TOOLS_BIN)/protoc-gen-go
GENERATED_GO  = $(shell git grep -l -E '^// Code generated .* DO NOT EDIT\.$$' -- '*.go')

# The host micro-kernels' LLVM IR (finalize's hostdot/*.ll: every committed
# .ll, each beside its .c) is clang-22's -O2 IR of the C source for the
# kernel's CPU features, stripped by tools/gen/c2ll.sh. Each kernel names its
# flags here; a kernel without them, or an .ll without its .c, is an error.
CLANG              ?= clang-22
HOSTDOT_LL         = $(shell git ls-files '*.ll')
HOSTDOT_C          = $(HOSTDOT_LL:.ll=.c)
HOSTDOT_CFLAGS_conv_s8_vnni512 := -mavx512f -mavx512bw -mavx512vl -mavx512vnni
HOSTDOT_CFLAGS_conv_s8_madd256 := -mavx2
HOSTDOT_CFLAGS_mm_s8_vnni512   := -mavx512f -mavx512bw -mavx512vl -mavx512vnni
HOSTDOT_CFLAGS_lut8_vbmi       := -mavx512f -mavx512bw -mavx512vbmi
HOSTDOT_CFLAGS_conv_f32_fma512 := -mavx512f
HOSTDOT_CFLAGS_conv_f32_fma256 := -mavx2 -mfma
HOSTDOT_CFLAGS_conv_f32_nchw_fma512 := -mavx512f
HOSTDOT_CFLAGS_conv_f32_nchw_fma256 := -mavx2 -mfma
HOSTDOT_CFLAGS_conv_f32_nchwk_fma512 := -mavx512f
HOSTDOT_CFLAGS_conv_f32_nchwk4_fma512 := -mavx512f
HOSTDOT_CFLAGS_conv_f32_nchwk_s2b_fma512 := -mavx512f
HOSTDOT_CFLAGS_conv_f32_nchwk4_s2b_fma512 := -mavx512f
HOSTDOT_CFLAGS_dwconv_f32_fma512 := -mavx512f
HOSTDOT_CFLAGS_dwconv_f32_fma256 := -mavx2 -mfma
HOSTDOT_CFLAGS_dwconv_f32_nchw_fma512 := -mavx512f
HOSTDOT_CFLAGS_dwconv_f32_nchw_fma256 := -mavx2 -mfma
HOSTDOT_CFLAGS_maxpool_f32_nchw_fma512 := -mavx512f
HOSTDOT_CFLAGS_gpool_f32_nchw_fma512 := -mavx512f
HOSTDOT_CFLAGS_maxpool_f32_nchw_fma256 := -mavx2
HOSTDOT_CFLAGS_gpool_f32_nchw_fma256 := -mavx2
HOSTDOT_CFLAGS_math_f32        := -fno-math-errno
HOSTDOT_CFLAGS_rnn_f32_fma512  := -mavx512f
HOSTDOT_CFLAGS_rnn_f32_fma256  := -mavx2 -mfma
# The baseline x86-64 (SSE2) recurrence: no flags but one the rule needs.
HOSTDOT_CFLAGS_rnn_f32_sse     := -O2

generate: generate-go generate-proto generate-hostdot

# go:generate directives (mlirbc's property table from the MLIR 22 ODS
# includes).
generate-go: | deps
	$(GO) generate ./...

$(PROTOC_GEN_GO): go.mod go.sum
	@mkdir -p $(@D)
	$(GO) build -o $@ google.golang.org/protobuf/cmd/protoc-gen-go

generate-proto: $(PROTOC_GEN_GO) | deps
	@test -f $(ONNX_PROTO)/onnx.proto || { echo "$(ONNX_PROTO)/onnx.proto not found (set SHARED=DIR, the directory holding onnx-proto/)"; exit 1; }
	protoc --plugin=protoc-gen-go=$(PROTOC_GEN_GO) --proto_path=$(ONNX_PROTO) \
	  --go_out=onnx/onnxpb --go_opt=paths=source_relative \
	  --go_opt=Monnx.proto=github.com/mgxport/mgxport/onnx/onnxpb \
	  $(ONNX_PROTO)/onnx.proto

# proto is the old name of generate-proto.
proto: generate-proto

generate-hostdot: | deps
	@$(foreach c,$(HOSTDOT_C),\
	  $(if $(HOSTDOT_CFLAGS_$(basename $(notdir $(c)))),,$(error $(c): no HOSTDOT_CFLAGS_$(basename $(notdir $(c))) in the Makefile)) \
	  echo "  CLANG $(c:.c=.ll)" && tools/gen/c2ll.sh $(CLANG) $(c) $(c:.c=.ll) $(HOSTDOT_CFLAGS_$(basename $(notdir $(c)))) &&) true

GENERATED = $(GENERATED_GO) $(HOSTDOT_LL)
# Every generated file must be rewritten by `make generate` (newer than a
# stamp taken before it) and come out as committed. A file that came out the
# same gets its old modification time back, so that what was built from it
# (bin/mgxport, which the CLI tests check is newer than its sources) stays
# current. The copies it compares with live outside the tree.
check-generated: | deps
	@prev=$$(mktemp -d) && trap 'rm -rf "$$prev"' EXIT && touch "$$prev/.stamp" && \
	for f in $(GENERATED); do mkdir -p "$$prev/$$(dirname $$f)" && cp -p $$f "$$prev/$$f" || exit 1; done && \
	$(MAKE) --no-print-directory generate && \
	stale="" && for f in $(GENERATED); do \
	  [ "$$f" -nt "$$prev/.stamp" ] || stale="$$stale $$f"; \
	  if cmp -s $$f "$$prev/$$f"; then touch -r "$$prev/$$f" $$f; fi; \
	done && \
	if [ -n "$$stale" ]; then echo "check-generated: no generator rewrote:$$stale"; exit 1; fi
	@if [ -n "$$(git status --porcelain -- $(GENERATED))" ]; then \
	  git --no-pager diff --stat -- $(GENERATED); \
	  echo "check-generated: the files above differ from what their generators write (make generate, then commit)"; exit 1; \
	fi
	@echo "check-generated: $(words $(GENERATED)) generated files match their sources: $(GENERATED)"

# ---------------------------------------------------------------------------
# lint: gofmt, go vet, and go.mod/go.sum as go mod tidy leaves them.
lint:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt -l: not formatted:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	@$(GO) mod tidy -diff || { echo "lint: go mod tidy would change go.mod/go.sum (the diff above): run go mod tidy"; exit 1; }

# Packages whose test binaries link no native code (no purego: no MLIR
# library, no dlopen of a driver); CI runs them under the race detector.
RACE_PKGS = $(shell $(GO) list -test -f '{{if not .ForTest}}{{.ImportPath}}|{{join .Deps " "}}{{end}}' ./... | \
  awk -F'|' '$$1 ~ /\.test$$/ && $$2 !~ /github.com\/ebitengine\/purego/ { sub(/\.test$$/, "", $$1); print $$1 }')

# gpudev binds the GPU drivers through purego, but its tests run the shared
# device code over a fake entry-point table in Go, concurrently too.
RACE_EXTRA := ./runtime/internal/gpudev

# bundle's TestManifestBounds bounds the bytes an Open allocates
# (MemStats.TotalAlloc), which holds for the normal build that make test
# runs it in; under -race it measured 520 MiB against its 320 MiB bound (the
# race runtime drops sync.Pool entries at random, and the zstd decoder pools
# its buffers).
RACE_SKIP := ^TestManifestBounds$$

# runtime/host links purego, but its pool and launch scheduler (threads
# polling shared words) are what most needs the race detector: their tests
# run under it (the model tests, minutes under -race, do not).
RACE_HOST_RUN := ^(TestPool|TestRunPhases|TestGroup|TestDecision|TestChunks)

test-race: | deps
	$(GO) test -race -timeout 30m -skip '$(RACE_SKIP)' $(RACE_PKGS) $(RACE_EXTRA)
	$(GO) test -race -timeout 10m -run '$(RACE_HOST_RUN)' ./runtime/host

# test-gpu runs the tests that need a CUDA device, with the device required:
# without a driver or a GPU they fail, they do not skip. It builds nothing
# else, so it runs on a machine with only Go and the NVIDIA driver.
test-gpu:
	MGXPORT_TEST_CUDA=1 $(GO) test -count=1 -v ./runtime/cuda/

# fuzz runs every fuzz target in the module (each `func FuzzX` in a test
# file) for FUZZTIME; FUZZ narrows them by a regexp on the name.
FUZZTIME ?= 10s
FUZZ     ?= .
fuzz: build
	@grep -rE --include='*_test.go' --exclude-dir=.git --exclude-dir=bin --exclude-dir=build --exclude-dir=dist \
	  '^func Fuzz[A-Za-z0-9_]*\(' . | sed -E 's|^\./(.*)/[^/]*:func (Fuzz[A-Za-z0-9_]*)\(.*|\1 \2|' | sort | \
	{ n=0; while read -r dir name; do \
	    echo "$$name" | grep -qE -- '$(value FUZZ)' || continue; \
	    echo "  FUZZ  ./$$dir $$name for $(FUZZTIME)"; \
	    $(GO) test -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZTIME) ./$$dir || exit 1; n=$$((n+1)); \
	  done; [ $$n -gt 0 ] || { echo "fuzz: no fuzz target matches FUZZ=$(value FUZZ)"; exit 1; }; echo "fuzz: $$n targets, $(FUZZTIME) each"; }

# bench runs the benchmarks of every package that has some (bench/ holds the
# end-to-end ones: finalize cold and warm, BERT-base, host runs). BENCH
# narrows them by a regexp (taken as written: `make bench BENCH='^BenchmarkDecode$'`),
# BENCHTIME is go test's -benchtime.
BENCH      ?= .
BENCHTIME  ?= 1s
BENCH_PKGS = $(sort $(patsubst %/,./%,$(dir $(shell grep -rlE --include='*_test.go' --exclude-dir=.git --exclude-dir=bin --exclude-dir=build --exclude-dir=dist '^func Benchmark' . | sed 's|^\./||'))))
bench: build
	$(GO) test -run '^$$' -bench '$(value BENCH)' -benchtime $(BENCHTIME) -timeout 60m $(BENCH_PKGS)

clean:
	rm -rf $(BIN) build $(DIST)
