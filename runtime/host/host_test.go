package host

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"
)

// cKernels are built with clang-22 so this package tests on its own; the
// finalize tests cover objects produced by CompileHost.
const cKernels = `
void axpy(const float *a, const float *x, const float *y, float *out) {
  for (int i = 0; i < 64; i++) out[i] = a[0] * x[i] + y[i];
}
void count17(float *b0, float *b1, float *b2, float *b3, float *b4, float *b5,
  float *b6, float *b7, float *b8, float *b9, float *b10, float *b11, float *b12,
  float *b13, float *b14, float *b15, float *out) {
  float *in[16] = {b0,b1,b2,b3,b4,b5,b6,b7,b8,b9,b10,b11,b12,b13,b14,b15};
  float s = 0;
  for (int i = 0; i < 16; i++) s += in[i][0] * (float)(i + 1);
  out[0] = s;
}
void count17_packed(void **args) {
  count17(args[0],args[1],args[2],args[3],args[4],args[5],args[6],args[7],args[8],
    args[9],args[10],args[11],args[12],args[13],args[14],args[15],args[16]);
}
`

func buildSO(t *testing.T, src string) []byte {
	t.Helper()
	clang, err := exec.LookPath("clang-22")
	if err != nil {
		t.Fatalf("clang-22 not found: run `make deps` (%v)", err)
	}
	dir := t.TempDir()
	c := filepath.Join(dir, "k.c")
	if err := os.WriteFile(c, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	so := filepath.Join(dir, "k.so")
	// The packed entry's C name uses '_' ; alias it to the '.packed' symbol.
	out, err := exec.Command(clang, "-O2", "-fPIC", "-shared", "-nostartfiles", "-o", so, c,
		"-Wl,--defsym=count17"+PackedSuffix+"=count17_packed").CombinedOutput()
	if err != nil {
		t.Fatalf("clang-22: %v: %s", err, out)
	}
	b, err := os.ReadFile(so)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// noSectionHeaders drops the section header table reference (which dlopen
// does not need), so truncation is caught by the segment check alone.
func noSectionHeaders(so []byte) []byte {
	b := append([]byte(nil), so...)
	clear(b[0x28:0x30]) // e_shoff
	clear(b[0x3c:0x40]) // e_shnum, e_shstrndx
	return b
}

func mmapFloats(t *testing.T, n int) []float32 {
	t.Helper()
	mem, err := syscall.Mmap(-1, 0, max(4*n, 4096), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Munmap(mem) })
	return unsafe.Slice((*float32)(unsafe.Pointer(&mem[0])), n)
}

func TestLoadCallClose(t *testing.T) {
	so := buildSO(t, cKernels)
	obj, err := Load(so)
	if err != nil {
		t.Fatal(err)
	}
	axpy, err := obj.Func("axpy")
	if err != nil {
		t.Fatal(err)
	}
	if axpy.Symbol() != "axpy" {
		t.Fatalf("symbol %q", axpy.Symbol())
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	mem := mmapFloats(t, 1+3*64)
	a, x, y, out := mem[0:1], mem[1:65], mem[65:129], mem[129:193]
	a[0] = r.Float32() + 0.5
	for i := range x {
		x[i], y[i] = float32(r.NormFloat64()), float32(r.NormFloat64())
	}
	// Concurrent calls on disjoint outputs are allowed.
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			if err := axpy.Call(unsafe.Pointer(&a[0]), unsafe.Pointer(&x[0]), unsafe.Pointer(&y[0]), unsafe.Pointer(&out[0])); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	for i := range out {
		if want := a[0]*x[i] + y[i]; out[i] != want {
			t.Fatalf("out[%d] = %v, want %v", i, out[i], want)
		}
	}

	// 17 buffers: more than purego passes directly, so Call uses the packed entry.
	count, err := obj.Func("count17")
	if err != nil {
		t.Fatal(err)
	}
	bufs := mmapFloats(t, 17)
	args := make([]unsafe.Pointer, 17)
	var want float32
	for i := range 17 {
		bufs[i] = float32(r.IntN(100))
		args[i] = unsafe.Pointer(&bufs[i])
		if i < 16 {
			want += bufs[i] * float32(i+1)
		}
	}
	if err := count.Call(args...); err != nil {
		t.Fatal(err)
	}
	if bufs[16] != want {
		t.Fatalf("count17 = %v, want %v", bufs[16], want)
	}

	if err := obj.Close(); err != nil {
		t.Fatal(err)
	}
	if err := obj.Close(); err != nil {
		t.Fatal(err)
	}
	if err := axpy.Call(); err != ErrClosed {
		t.Fatalf("call after Close: %v", err)
	}
	if _, err := obj.Func("axpy"); err != ErrClosed {
		t.Fatalf("Func after Close: %v", err)
	}
}

func TestLoadErrors(t *testing.T) {
	startTime := time.Now()
	so := buildSO(t, cKernels)
	tests := []struct {
		name string
		so   []byte
		want string
	}{
		{"empty", nil, "not an ELF"},
		{"text", []byte("hello world"), "not an ELF"},
		{"truncated", so[:len(so)/3], "malformed ELF"},
		{"truncated segments", noSectionHeaders(so)[:len(so)/2], "truncated ELF: segment"},
		{"truncated header", so[:40], "malformed ELF"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load(tt.so)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v, want %q", err, tt.want)
			}
		})
	}
	obj, err := Load(so)
	if err != nil {
		t.Fatal(err)
	}
	defer obj.Close()
	if _, err := obj.Func("no_such_kernel"); err == nil || !strings.Contains(err.Error(), "no_such_kernel") {
		t.Fatalf("missing symbol error %v", err)
	}
	// axpy has no packed entry: more than MaxDirectArgs buffers is an error.
	axpy, err := obj.Func("axpy")
	if err != nil {
		t.Fatal(err)
	}
	if err := axpy.Call(make([]unsafe.Pointer, MaxDirectArgs+1)...); err == nil || !strings.Contains(err.Error(), "refinalize") {
		t.Fatalf("too many args error %v", err)
	}
	// Load leaves no temporary file behind.
	left, _ := filepath.Glob(filepath.Join(os.TempDir(), "mgxport-host-*.so"))
	for _, f := range left {
		if st, err := os.Stat(f); err == nil && st.ModTime().After(startTime) {
			t.Fatalf("Load left %s behind", f)
		}
	}
}
