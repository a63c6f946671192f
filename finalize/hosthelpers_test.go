package finalize

import (
	"math"
	"math/rand/v2"
	"syscall"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/runtime/host"
)

// The host test helpers finalize's own tests use (copies of
// finalize/host's, whose tests are in that package).

// openLib opens the MLIR C API library, failing (never skipping) with the fix.
func openLib(t testing.TB) *mlirc.Library {
	t.Helper()
	p, err := mlirc.FindLibrary()
	if err != nil {
		t.Fatalf("%v", err)
	}
	l, err := mlirc.Open(p)
	if err != nil {
		t.Fatalf("%v", err)
	}
	return l
}

// arena is an mmap'd float32 buffer: kernels get memory outside the Go heap,
// as they do in the runtime.
type arena struct{ mem []byte }

func newArena(t testing.TB, floats int) *arena {
	t.Helper()
	mem, err := syscall.Mmap(-1, 0, max(4*floats, 4096), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Munmap(mem) })
	return &arena{mem: mem}
}

func (a *arena) f32(off, n int) []float32 {
	return unsafe.Slice((*float32)(unsafe.Pointer(&a.mem[4*off])), n)
}

// buffers carves consecutive float32 buffers of the given sizes out of one
// arena.
// loadKernel loads a compiled shared object and resolves symbol; the object
// is closed when the test ends.
func loadKernel(t testing.TB, so []byte, symbol string) host.Func {
	t.Helper()
	obj, err := host.Load(so)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { obj.Close() })
	fn, err := obj.Func(symbol)
	if err != nil {
		t.Fatal(err)
	}
	return fn
}

func buffers(t testing.TB, sizes ...int) [][]float32 {
	total := 0
	for _, s := range sizes {
		total += s + 16 // keep buffers apart, 64-byte aligned
	}
	a := newArena(t, total)
	out := make([][]float32, len(sizes))
	off := 0
	for i, s := range sizes {
		out[i] = a.f32(off, s)
		off += s + 16
	}
	return out
}

func ptrs(bufs ...[]float32) []unsafe.Pointer {
	p := make([]unsafe.Pointer, len(bufs))
	for i, b := range bufs {
		p[i] = unsafe.Pointer(unsafe.SliceData(b))
	}
	return p
}

func fill(r *rand.Rand, b []float32) {
	for i := range b {
		b[i] = float32(r.NormFloat64())
	}
}

// closeEnough compares with rtol 1e-5 (and atol 1e-6 for values near 0).
func closeEnough(t *testing.T, name string, got []float32, want []float64) {
	t.Helper()
	for i := range want {
		if d := math.Abs(float64(got[i]) - want[i]); d > 1e-6+1e-5*math.Abs(want[i]) || math.IsNaN(float64(got[i])) {
			t.Fatalf("%s[%d] = %v, want %v (|diff| %g)", name, i, got[i], want[i], d)
		}
	}
}
