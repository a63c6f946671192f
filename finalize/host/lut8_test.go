package host

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/finalize/raise"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// lutCase is one raised kernel of TestLUT8: n elements of type in to out
// through expr (input 0 the byte), and whether lut8Source takes it.
type lutCase struct {
	name    string
	n       int64
	in, out string
	expr    *kernels.Expr
	want    bool
}

// qdqRelu is lower's DequantizeLinear, Relu and QuantizeLinear of one
// 8-bit value (dtype: "uint8" or "int8") to out: ((x - zx) * sx), relu,
// round(v / sy) + zy clamped to out's range.
func qdqRelu(dtype, out string, sx, sy float32, zx, zy int) *kernels.Expr {
	f := "float32"
	d := kernels.Bin("mul", kernels.Bin("sub", kernels.Cast(kernels.In(0), f), kernels.Cast(kernels.Const(float64(zx), dtype), f)), kernels.Const(float64(sx), f))
	q := kernels.Un("round", kernels.Bin("div", kernels.Un("relu", d), kernels.Const(float64(sy), f)))
	q = kernels.Bin("add", q, kernels.Cast(kernels.Const(float64(zy), out), f))
	lo, hi := 0.0, 255.0
	if out == "int8" {
		lo, hi = -128, 127
	}
	q = kernels.Bin("min", kernels.Bin("max", q, kernels.Const(lo, f)), kernels.Const(hi, f))
	return kernels.Cast(q, out)
}

// TestLUT8 raises byte-to-byte pointwise kernels (as the int8 CNN's
// DequantizeLinear+Relu+QuantizeLinear between its convolutions, with
// other scales, zero points and signedness, ragged sizes) and compiles them
// for the host: where the CPU has AVX-512 VBMI the kernel is a table and
// its lookups, and its output is the same bytes as the raised kernel
// compiled as it is, whole and through its phases on 2 and 3 threads, on
// random bytes. Kernels that are not a function of the byte alone (an
// element's coordinate read), have a float output or are smaller than a
// table keep their loops.
func TestLUT8(t *testing.T) {
	lib := gputest.OpenLib(t)
	sched := HostSchedules()[0]
	vbmi := hasFeature(lib.HostTarget().Features, "avx512vbmi")
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	tests := []lutCase{
		{"cnn_int8_qdq's first", 1 << 16, "uint8", "uint8", qdqRelu("uint8", "uint8", 0.023758413, 0.012160565, 124, 0), true},
		{"ragged, zero points", 70001, "uint8", "uint8", qdqRelu("uint8", "uint8", 0.0097, 0.0047, 130, 17), true},
		{"signed to signed", 4099, "int8", "int8", qdqRelu("int8", "int8", 0.05, 0.031, -9, 3), true},
		{"unsigned to signed", 1024, "uint8", "int8", qdqRelu("uint8", "int8", 0.002, 0.0041, 200, -100), true},
		{"by coordinate", 4096, "uint8", "uint8", kernels.Cast(kernels.Bin("add", kernels.Cast(kernels.In(0), "int64"), &kernels.Expr{Op: "coord", Input: 0}), "uint8"), false},
		{"float output", 4096, "uint8", "float32", kernels.Bin("mul", kernels.Cast(kernels.In(0), "float32"), kernels.Const(0.5, "float32")), false},
		{"smaller than a table", 1000, "uint8", "uint8", qdqRelu("uint8", "uint8", 0.01, 0.02, 3, 1), false},
	}
	pools := testPools(t, 2, 3)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, tt := range tests {
		ks, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "pw", OutShape: []int64{tt.n}, OutDType: tt.out,
			Inputs: []kernels.PointwiseInput{{Name: "x", DType: tt.in, Shape: []int64{tt.n}}}, Expr: tt.expr})
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		k := ks[0]
		outElem := int64(1)
		if tt.out == "float32" {
			outElem = 4
		}
		src, err := raise.Host(k.Binary, k.Symbol, k.Global, []raise.ArgInfo{{Elems: tt.n, DType: tt.in}, {Elems: tt.n, DType: tt.out}})
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		lut, ok := lut8Source(src)
		if ok != tt.want {
			t.Fatalf("%s: lut8Source took it: %v, want %v\n%s", tt.name, ok, tt.want, src)
		}
		if ok && (!strings.Contains(lut, "call @"+lut8Symbol+"(") || strings.Contains(lut[strings.Index(lut, "func.func @pw("):], "_item(%x, %y, %z")) {
			t.Fatalf("%s: the kernel is not a table and its lookups:\n%s", tt.name, lut)
		}
		if !vbmi {
			t.Logf("%s: this CPU lacks AVX-512 VBMI: the kernels are not built", tt.name)
			continue
		}
		// The raised kernel as it is: compileParsed skips the rewrite.
		m, err := w.ctx.ParseString(src)
		if err != nil {
			t.Fatal(err)
		}
		stages, _ := stagesOf(SourceRaised)
		plain, err := w.compileParsed(context.Background(), m, stages, SourceRaised, sched, nil, PhaseTimes{}, phaseClock{})
		m.Close()
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		so, err := w.compile(context.Background(), []byte(src), SourceRaised, sched, nil)
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		arena := gputest.NewArena(t, int(tt.n*(1+outElem)+128)/4+1)
		x := arena.Mem[:tt.n]
		y := arena.Mem[(tt.n+63)&^63 : (tt.n+63)&^63+tt.n*outElem]
		for i := range x {
			x[i] = byte(r.IntN(256))
		}
		x[0], x[1] = 0, 255
		run := func(so []byte) []byte {
			fn := hostkernel.Load(t, so, "pw")
			for i := range y {
				y[i] = 0x5a
			}
			if err := fn.Call(unsafe.Pointer(&x[0]), unsafe.Pointer(&y[0])); err != nil {
				t.Fatal(err)
			}
			whole := slices.Clone(y)
			if fn.Phases() > 0 {
				for _, p := range pools {
					for i := range y {
						y[i] = 0x5a
					}
					if err := fn.RunPhases(p, uintptr(unsafe.Pointer(&x[0])), uintptr(unsafe.Pointer(&y[0]))); err != nil {
						t.Fatal(err)
					}
					if !slices.Equal(y, whole) {
						t.Fatalf("%s: the phases on %d threads differ from the whole entry", tt.name, p.Threads())
					}
				}
			}
			return whole
		}
		want, got := run(plain), run(so)
		if i := firstDiff(got, want); i >= 0 {
			t.Fatalf("%s: byte %d (input %d) is %d, the raised kernel's %d", tt.name, i, x[i/int(outElem)], got[i], want[i])
		}
		t.Logf("%s: a table: %v, same bytes", tt.name, ok)
	}
}

// firstDiff is the first index where a and b differ, -1 if none.
func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}

// TestLUT8Rejects takes a raised kernel lut8Source rewrites and changes
// one thing that makes it no function of each byte alone, or not one
// store a work-item: each must keep its loops.
func TestLUT8Rejects(t *testing.T) {
	const n = 4096
	ks, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "pw", OutShape: []int64{n}, OutDType: "uint8",
		Inputs: []kernels.PointwiseInput{{Name: "x", DType: "uint8", Shape: []int64{n}}}, Expr: qdqRelu("uint8", "uint8", 0.02, 0.01, 100, 3)})
	if err != nil {
		t.Fatal(err)
	}
	src, err := raise.Host(ks[0].Binary, ks[0].Symbol, ks[0].Global, []raise.ArgInfo{{Elems: n, DType: "uint8"}, {Elems: n, DType: "uint8"}})
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := lut8Source(src); !ok {
		t.Fatalf("the unchanged kernel is not rewritten:\n%s", src)
	}
	line := func(sub string) string {
		for l := range strings.SplitSeq(src, "\n") {
			if strings.Contains(l, sub) {
				return l
			}
		}
		t.Fatalf("no line with %q in\n%s", sub, src)
		return ""
	}
	store := line("memref.store")
	guard := line("arith.cmpi ult")
	gx := strings.TrimSpace(strings.SplitN(line("arith.index_cast %gx"), "=", 2)[0])
	storeIdx := strings.TrimSuffix(strings.SplitN(store, "[", 2)[1], "] : memref<4096xi8>")
	idxDef := line(storeIdx + " = arith.index_cast")
	for _, tt := range []struct{ name, from, to string }{
		{"a second store", store, store + "\n" + store},
		{"another guard", guard, strings.Replace(guard, "ult", "ule", 1)},
		{"stored at %gx's index", idxDef, storeIdx + " = arith.index_cast " + gx + " : i64 to index"},
		{"a value from outside the body", store, strings.Replace(store, "memref.store %", "memref.store %zz", 1)},
		{"a second output", "%a1: memref<4096xi8>)", "%a1: memref<4096xi8>, %a2: memref<4096xi8>)"},
	} {
		mod := strings.Replace(src, tt.from, tt.to, 1)
		if mod == src {
			t.Fatalf("%s: no change made", tt.name)
		}
		if _, ok := lut8Source(mod); ok {
			t.Errorf("%s: rewritten as a table:\n%s", tt.name, mod)
		}
	}
}
