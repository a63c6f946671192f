# mgxport build. `make run` and `make test` are the two entry points; both
# install what is missing first (make deps), so a fresh Debian 12 machine works.

LLVM_DIR   ?= /usr/lib/llvm-22
GO         ?= go
BIN        := bin
MLIR_LIB   := $(BIN)/libmgxport_mlir.so
DEB_PKGS   := llvm-22 llvm-22-dev clang-22 lld-22 mlir-22-tools libmlir-22-dev spirv-tools protobuf-compiler
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all deps build test run proto clean bench fuzz

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

test: build
	$(GO) test ./...

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
	rm -rf $(BIN) build
