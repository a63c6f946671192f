// Package gputest holds what finalize's backends' tests share (the host
// compiler's and the GPU tails'): the MLIR library, small ONNX models of
// every kernel class lowered to portable objects, and float buffers
// outside the Go heap for running compiled host kernels. Only tests
// import it.
package gputest

import (
	"bytes"
	"context"
	"math"
	"math/rand/v2"
	"os"
	"syscall"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// OpenLib opens the MLIR C API library, failing (never skipping) with the fix.
func OpenLib(t testing.TB) *mlirc.Library {
	t.Helper()
	p, err := mlirc.FindLibrary(os.Getenv(mlirc.EnvLibrary))
	if err != nil {
		t.Fatalf("%v", err)
	}
	l, err := mlirc.Open(p)
	if err != nil {
		t.Fatalf("%v", err)
	}
	return l
}

// Model is a small ONNX graph whose lowering exercises one kernel
// class on the GPU path.
type Model struct {
	Name string
	// Math marks models whose kernels need libdevice (exp, tanh, erf).
	Math  bool
	Build func(m *onnxtest.Model, r *rand.Rand)
}

// RandFloats is n normal floats from r.
func RandFloats(r *rand.Rand, n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(r.NormFloat64())
	}
	return v
}

// Prod is the product of d.
func Prod(d []int64) int {
	n := 1
	for _, x := range d {
		n *= int(x)
	}
	return n
}

// Models lists every kernel class a bundle holds: matmuls (batched,
// transposed, with bias and activation epilogues), convolutions (strided,
// dilated, padded, grouped, depthwise), pooling, and the math of fused
// epilogues.
func Models() []Model {
	conv := func(x, w []int64, attrs ...any) func(*onnxtest.Model, *rand.Rand) {
		return func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, x)
			m.InitFloats("w", w, RandFloats(r, Prod(w)))
			m.InitFloats("b", []int64{w[0]}, RandFloats(r, int(w[0])))
			var as []*onnxpb.AttributeProto
			for i := 0; i < len(attrs); i += 2 {
				switch v := attrs[i+1].(type) {
				case int:
					as = append(as, onnxtest.Int(attrs[i].(string), int64(v)))
				case []int64:
					as = append(as, onnxtest.Ints(attrs[i].(string), v...))
				}
			}
			m.Node("Conv", "conv", []string{"x", "w", "b"}, []string{"c"}, as...)
			m.Node("Relu", "relu", []string{"c"}, []string{"y"})
			m.Output("y", 0, nil)
		}
	}
	return []Model{
		{Name: "gemm_bias_relu", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("a", onnxtest.Float, []int64{8, 64})
			m.InitFloats("w", []int64{64, 48}, RandFloats(r, 64*48))
			m.InitFloats("bias", []int64{48}, RandFloats(r, 48))
			m.Node("MatMul", "mm", []string{"a", "w"}, []string{"p"})
			m.Node("Add", "add", []string{"p", "bias"}, []string{"s"})
			m.Node("Relu", "relu", []string{"s"}, []string{"y"})
			m.Output("y", 0, nil)
		}},
		{Name: "batched_transposed_matmul", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("a", onnxtest.Float, []int64{3, 16, 40})
			m.Input("b", onnxtest.Float, []int64{3, 24, 40})
			m.Node("Transpose", "t", []string{"b"}, []string{"bt"}, onnxtest.Ints("perm", 0, 2, 1))
			m.Node("MatMul", "mm", []string{"a", "bt"}, []string{"y"})
			m.Output("y", 0, nil)
		}},
		{Name: "conv_strided_dilated_padded", Build: conv([]int64{1, 3, 19, 17}, []int64{8, 3, 3, 3},
			"strides", []int64{2, 2}, "dilations", []int64{2, 1}, "pads", []int64{1, 2, 1, 2})},
		{Name: "conv_grouped", Build: conv([]int64{2, 8, 10, 10}, []int64{6, 4, 3, 3}, "group", 2, "pads", []int64{1, 1, 1, 1})},
		{Name: "conv_depthwise", Build: conv([]int64{1, 16, 12, 12}, []int64{16, 1, 3, 3}, "group", 16, "strides", []int64{2, 2})},
		{Name: "maxpool", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, []int64{2, 5, 13, 11})
			m.Node("MaxPool", "p", []string{"x"}, []string{"y"}, onnxtest.Ints("kernel_shape", 3, 3),
				onnxtest.Ints("strides", 2, 2), onnxtest.Ints("pads", 1, 1, 1, 1))
			m.Output("y", 0, nil)
		}},
		// Dilated pooling reads its taps through static windows of the
		// input on the host side (memref.subview), which bind the input.
		{Name: "maxpool_dilated", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, []int64{1, 3, 9, 9})
			m.Node("MaxPool", "p", []string{"x"}, []string{"y"}, onnxtest.Ints("kernel_shape", 2, 2),
				onnxtest.Ints("dilations", 2, 2))
			m.Output("y", 0, nil)
		}},
		{Name: "avgpool", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, []int64{1, 7, 12, 12})
			m.Node("AveragePool", "p", []string{"x"}, []string{"y"}, onnxtest.Ints("kernel_shape", 2, 3),
				onnxtest.Ints("strides", 2, 3))
			m.Output("y", 0, nil)
		}},
		{Name: "gemm_math_epilogue", Math: true, Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("a", onnxtest.Float, []int64{33, 20})
			m.InitFloats("w", []int64{20, 65}, RandFloats(r, 20*65))
			m.Node("MatMul", "mm", []string{"a", "w"}, []string{"p"})
			m.Node("Tanh", "t", []string{"p"}, []string{"q"})
			m.Node("Erf", "e", []string{"q"}, []string{"s"})
			m.Node("Sigmoid", "g", []string{"s"}, []string{"u"})
			m.Node("Exp", "x", []string{"u"}, []string{"y"})
			m.Output("y", 0, nil)
		}},
	}
}

// Lower compiles one test model to portable objects.
func Lower(t *testing.T, md Model, seed uint64) []*codeobj.Object {
	t.Helper()
	return LowerWith(t, md, seed, lower.Options{})
}

// LowerWith is Lower with the lowering's options (a precision).
func LowerWith(t *testing.T, md Model, seed uint64, opts lower.Options) []*codeobj.Object {
	t.Helper()
	m := onnxtest.New(md.Name, 17)
	md.Build(m, rand.New(rand.NewPCG(seed, 1)))
	g, err := onnx.Import(bytes.NewReader(m.Bytes()), onnx.Options{Name: md.Name})
	if err != nil {
		t.Fatal(err)
	}
	res, err := lower.Compile(context.Background(), g, opts, passes.RunOptions{})
	if err != nil {
		t.Fatal(err)
	}
	return res.Objects
}

// Arena is mmap'd memory: kernels get memory outside the Go heap, as they
// do in the runtime.
type Arena struct{ Mem []byte }

// NewArena maps an arena of floats float32s, unmapped when the test ends.
func NewArena(t testing.TB, floats int) *Arena {
	t.Helper()
	mem, err := syscall.Mmap(-1, 0, max(4*floats, 4096), syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { syscall.Munmap(mem) })
	return &Arena{Mem: mem}
}

// F32 is the n float32s at float offset off.
func (a *Arena) F32(off, n int) []float32 {
	return unsafe.Slice((*float32)(unsafe.Pointer(&a.Mem[4*off])), n)
}

// ByteBuffers carves consecutive byte buffers of the given sizes out of one
// arena, each 64-byte aligned with at least 64 bytes after it (as Buffers
// lays out float32s): the int8 kernels' operands.
func ByteBuffers(t testing.TB, sizes ...int) [][]byte {
	t.Helper()
	total := 0
	for _, s := range sizes {
		total += (s + 64) &^ 63
	}
	a := NewArena(t, total/4+1)
	out := make([][]byte, len(sizes))
	off := 0
	for i, s := range sizes {
		out[i] = a.Mem[off : off+s : off+s]
		off += (s + 64) &^ 63
	}
	return out
}

// Buffers carves consecutive float32 buffers of the given sizes out of one
// arena.
func Buffers(t testing.TB, sizes ...int) [][]float32 {
	// Each buffer starts 64-byte aligned (as the runtime's planned
	// buffers are, and as kernels' aligned vector accesses assume), with
	// 64 bytes between buffers.
	span := func(s int) int { return (s+15)/16*16 + 16 }
	total := 0
	for _, s := range sizes {
		total += span(s)
	}
	a := NewArena(t, total)
	out := make([][]float32, len(sizes))
	off := 0
	for i, s := range sizes {
		out[i] = a.F32(off, s)
		off += span(s)
	}
	return out
}

// Ptrs is the buffers' addresses, as kernels take them.
func Ptrs(bufs ...[]float32) []unsafe.Pointer {
	p := make([]unsafe.Pointer, len(bufs))
	for i, b := range bufs {
		p[i] = unsafe.Pointer(unsafe.SliceData(b))
	}
	return p
}

// Fill fills b with normal floats from r.
func Fill(r *rand.Rand, b []float32) {
	for i := range b {
		b[i] = float32(r.NormFloat64())
	}
}

// CloseEnough compares with rtol 1e-5 (and atol 1e-6 for values near 0).
func CloseEnough(t *testing.T, name string, got []float32, want []float64) {
	t.Helper()
	for i := range want {
		if d := math.Abs(float64(got[i]) - want[i]); d > 1e-6+1e-5*math.Abs(want[i]) || math.IsNaN(float64(got[i])) {
			t.Fatalf("%s[%d] = %v, want %v (|diff| %g)", name, i, got[i], want[i], d)
		}
	}
}
