package raise

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"unsafe"

	"github.com/ebitengine/purego"
)

// requireTool fails the test when an external tool is missing.
func requireTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s not found: run `make deps` (installs llvm-22, clang-22, mlir-22-tools, spirv-tools)", name)
	}
	return p
}

// run executes a tool and fails the test with its output on error.
func run(t *testing.T, stdin []byte, name string, args ...string) []byte {
	t.Helper()
	cmd := exec.Command(requireTool(t, name), args...)
	cmd.Stdin = bytes.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, errb.String())
	}
	return out.Bytes()
}

// hostLib is a raised kernel compiled into a shared object and loaded.
type hostLib struct {
	fn uintptr
}

// compileHostModule lowers a module of raised kernels with HostPipeline,
// translates it to LLVM IR, links a shared object with clang-22 and loads it.
func compileHostModule(t *testing.T, mlir string) uintptr {
	t.Helper()
	dir := t.TempDir()
	lowered := run(t, []byte(mlir), "mlir-opt-22", "--pass-pipeline="+HostPipeline)
	ll := run(t, lowered, "mlir-translate-22", "--mlir-to-llvmir")
	llPath := filepath.Join(dir, "k.ll")
	if err := os.WriteFile(llPath, ll, 0o644); err != nil {
		t.Fatal(err)
	}
	so := filepath.Join(dir, "k.so")
	run(t, nil, "clang-22", "-shared", "-fPIC", "-O2", "-Wno-override-module", llPath, "-lm", "-o", so)
	h, err := purego.Dlopen(so, purego.RTLD_NOW|purego.RTLD_LOCAL)
	if err != nil {
		t.Fatalf("dlopen %s: %v", so, err)
	}
	return h
}

// compileHost compiles raised MLIR (compileHostModule) and resolves the
// entry symbol.
func compileHost(t *testing.T, mlir, entry string) *hostLib {
	t.Helper()
	h := compileHostModule(t, mlir)
	fn, err := purego.Dlsym(h, entry)
	if err != nil {
		t.Fatalf("dlsym %s: %v", entry, err)
	}
	return &hostLib{fn: fn}
}

// call runs the kernel on buffers (slices of any element type), bare pointers in order.
func (l *hostLib) call(t *testing.T, bufs ...any) {
	t.Helper()
	ptrs := make([]uintptr, len(bufs))
	for i, b := range bufs {
		p, err := slicePtr(b)
		if err != nil {
			t.Fatal(err)
		}
		ptrs[i] = p
	}
	purego.SyscallN(l.fn, ptrs...)
	runtime.KeepAlive(bufs)
}

func slicePtr(b any) (uintptr, error) {
	switch s := b.(type) {
	case []float32:
		return uintptr(unsafe.Pointer(&s[0])), nil
	case []float64:
		return uintptr(unsafe.Pointer(&s[0])), nil
	case []uint16:
		return uintptr(unsafe.Pointer(&s[0])), nil
	case []int8:
		return uintptr(unsafe.Pointer(&s[0])), nil
	case []uint8:
		return uintptr(unsafe.Pointer(&s[0])), nil
	case []int16:
		return uintptr(unsafe.Pointer(&s[0])), nil
	case []int32:
		return uintptr(unsafe.Pointer(&s[0])), nil
	case []uint32:
		return uintptr(unsafe.Pointer(&s[0])), nil
	case []int64:
		return uintptr(unsafe.Pointer(&s[0])), nil
	case []uint64:
		return uintptr(unsafe.Pointer(&s[0])), nil
	}
	return 0, fmt.Errorf("unsupported buffer type %T", b)
}
