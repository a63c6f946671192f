# mgxport build. `make run` and `make test` are the two entry points; both
# install what is missing first (make deps), so a fresh Debian 12 machine works.

LLVM_DIR   ?= /usr/lib/llvm-22
GO         ?= go
BIN        := bin
MLIR_LIB   := $(BIN)/libmgxport_mlir.so
DEB_PKGS   := llvm-22 llvm-22-dev clang-22 lld-22 mlir-22-tools libmlir-22-dev spirv-tools protobuf-compiler xz-utils \
              rocm-device-libs libamdhip64-5 \
              liblld-22-dev zlib1g-dev libzstd-dev
# The bindings' tests: Debian's numpy for python/mgxport, Debian's cargo
# (1.63) for bindings/rust.
DEB_PKGS   += python3-numpy cargo
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build dist test run proto clean bench fuzz FORCE
.PHONY: test-bindings

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

# proto regenerates the checked-in Go types from ../shared/onnx-proto/onnx.proto.
proto:
	$(GO) install google.golang.org/protobuf/cmd/protoc-gen-go@v1.36.12
	protoc --proto_path=../shared/onnx-proto \
	  --go_out=onnx/onnxpb --go_opt=paths=source_relative \
	  --go_opt=Monnx.proto=github.com/mgxport/mgxport/onnx/onnxpb \
	  ../shared/onnx-proto/onnx.proto

clean:
	rm -rf $(BIN) build $(DIST)
