package raise

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/spirv/kernels"
)

// TestHostStrip raises element kernels whose inputs are broadcast,
// transposed or gathered (i mod C and i / C in the body), runs them on the
// host on fresh random data and compares every element (and the status
// word) with the kernel's definition computed here; it checks which are
// strip-mined by their innermost extent (rows of C work-items) and which
// stay one work-item per element: too few rows for threads to share, no
// remainder, a launch of fewer work-items than elements.
func TestHostStrip(t *testing.T) {
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 41))
	randF := func(n int) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(r.NormFloat64())
		}
		return v
	}
	randB := func(n int) []uint8 {
		v := make([]uint8, n)
		for i := range v {
			v[i] = uint8(r.IntN(2))
		}
		return v
	}
	f32 := func(name string, shape []int64) kernels.PointwiseInput {
		return kernels.PointwiseInput{Name: name, DType: "float32", Shape: shape}
	}
	type tc struct {
		name   string
		spec   kernels.PointwiseSpec
		global int64 // 0: the kernel's own launch
		inputs func() []any
		want   func(in []any) ([]float32, int32)
		cols   int64 // the strip's C, 0 for none
	}
	const lowest = -math.MaxFloat32
	cases := []tc{
		{
			// modernbert_tiny's attention mask: bool[128, 1] & bool[1, 128].
			name: "mask",
			spec: kernels.PointwiseSpec{OutShape: []int64{1, 1, 128, 128}, OutDType: "float32",
				Inputs: []kernels.PointwiseInput{{Name: "a", DType: "bool", Shape: []int64{1, 1, 128, 1}}, {Name: "b", DType: "bool", Shape: []int64{1, 1, 1, 128}}},
				Expr:   kernels.Where(kernels.Bin("and", kernels.In(0), kernels.In(1)), kernels.Const(0, "float32"), kernels.Const(lowest, "float32"))},
			inputs: func() []any { return []any{randB(128), randB(128)} },
			want: func(in []any) ([]float32, int32) {
				a, b := in[0].([]uint8), in[1].([]uint8)
				y := make([]float32, 128*128)
				for i := range 128 {
					for j := range 128 {
						y[i*128+j] = lowest
						if a[i] != 0 && b[j] != 0 {
							y[i*128+j] = 0
						}
					}
				}
				return y, 0
			},
			cols: 128,
		},
		{
			name: "broadcast_3d_odd",
			spec: kernels.PointwiseSpec{OutShape: []int64{37, 5, 13}, OutDType: "float32",
				Inputs: []kernels.PointwiseInput{f32("a", []int64{37, 1, 13}), f32("b", []int64{5, 1})},
				Expr:   kernels.Bin("sub", kernels.Bin("mul", kernels.In(0), kernels.In(1)), kernels.In(1))},
			inputs: func() []any { return []any{randF(37 * 13), randF(5)} },
			want: func(in []any) ([]float32, int32) {
				a, b := in[0].([]float32), in[1].([]float32)
				y := make([]float32, 37*5*13)
				for i := range 37 {
					for j := range 5 {
						for k := range 13 {
							y[(i*5+j)*13+k] = float32(a[i*13+k]*b[j]) - b[j]
						}
					}
				}
				return y, 0
			},
			cols: 13,
		},
		{
			name: "transpose",
			spec: kernels.PointwiseSpec{OutShape: []int64{17, 29}, OutDType: "float32",
				Inputs: []kernels.PointwiseInput{{Name: "x", DType: "float32", Strides: []int64{1, 17}, Elems: 29 * 17}},
				Expr:   kernels.Un("neg", kernels.In(0))},
			inputs: func() []any { return []any{randF(29 * 17)} },
			want: func(in []any) ([]float32, int32) {
				x := in[0].([]float32)
				y := make([]float32, 17*29)
				for i := range 17 {
					for j := range 29 {
						y[i*29+j] = -x[j*17+i]
					}
				}
				return y, 0
			},
			cols: 29,
		},
		{
			// A gather of rows by index, checked: out-of-range rows read 0
			// and set the status word.
			name: "gather_checked",
			spec: kernels.PointwiseSpec{OutShape: []int64{40, 24}, OutDType: "float32", Status: true,
				Inputs: []kernels.PointwiseInput{{Name: "x", DType: "float32", Raw: true, Shape: []int64{9 * 24}}, {Name: "idx", DType: "int64", Shape: []int64{40, 1}}},
				Expr: func() *kernels.Expr {
					ix := kernels.In(1)
					ok := kernels.Bin("and", kernels.Bin("ge", ix, kernels.Const(0, "int64")), kernels.Bin("lt", ix, kernels.Const(9, "int64")))
					row := &kernels.Expr{Op: "check", Args: []*kernels.Expr{ok, ix}}
					at := kernels.Bin("add", kernels.Bin("mul", row, kernels.Const(24, "int64")), &kernels.Expr{Op: "coord", Input: 1})
					return &kernels.Expr{Op: "load", Input: 0, Args: []*kernels.Expr{at}}
				}()},
			inputs: func() []any {
				idx := make([]int64, 40)
				for i := range idx {
					idx[i] = r.Int64N(9)
				}
				idx[r.IntN(40)] = 9 + r.Int64N(3)
				return []any{randF(9 * 24), idx}
			},
			want: func(in []any) ([]float32, int32) {
				x, idx := in[0].([]float32), in[1].([]int64)
				y := make([]float32, 40*24)
				st := int32(0)
				for i := range 40 {
					for j := range 24 {
						k := idx[i]*24 + int64(j)
						if idx[i] < 0 || idx[i] >= 9 {
							st = kernels.StatusIndexOutOfRange
						}
						if k >= 0 && k < 9*24 {
							y[i*24+j] = x[k]
						}
					}
				}
				return y, st
			},
			cols: 24,
		},
		{
			// 4 rows of 2048: too few for threads; stays per element.
			name: "few_rows",
			spec: kernels.PointwiseSpec{OutShape: []int64{4, 2048}, OutDType: "float32",
				Inputs: []kernels.PointwiseInput{f32("a", []int64{1, 2048}), f32("b", []int64{4, 1})},
				Expr:   kernels.Bin("add", kernels.In(0), kernels.In(1))},
			inputs: func() []any { return []any{randF(2048), randF(4)} },
			want: func(in []any) ([]float32, int32) {
				a, b := in[0].([]float32), in[1].([]float32)
				y := make([]float32, 4*2048)
				for i := range 4 {
					for j := range 2048 {
						y[i*2048+j] = a[j] + b[i]
					}
				}
				return y, 0
			},
		},
		{
			// The same mask over a launch of 256 work-items: several
			// passes each, not strip-mined.
			name:   "grid_stride",
			global: 256,
			spec: kernels.PointwiseSpec{OutShape: []int64{64, 48}, OutDType: "float32",
				Inputs: []kernels.PointwiseInput{f32("a", []int64{64, 1}), f32("b", []int64{48})},
				Expr:   kernels.Bin("max", kernels.In(0), kernels.In(1))},
			inputs: func() []any { return []any{randF(64), randF(48)} },
			want: func(in []any) ([]float32, int32) {
				a, b := in[0].([]float32), in[1].([]float32)
				y := make([]float32, 64*48)
				for i := range 64 {
					for j := range 48 {
						y[i*48+j] = float32(math.Max(float64(a[i]), float64(b[j])))
					}
				}
				return y, 0
			},
		},
		{
			// Same shapes: no remainder to strip by.
			name: "elementwise",
			spec: kernels.PointwiseSpec{OutShape: []int64{3, 333}, OutDType: "float32",
				Inputs: []kernels.PointwiseInput{f32("a", []int64{3, 333})},
				Expr:   kernels.Un("abs", kernels.In(0))},
			inputs: func() []any { return []any{randF(999)} },
			want: func(in []any) ([]float32, int32) {
				a := in[0].([]float32)
				y := make([]float32, len(a))
				for i, v := range a {
					y[i] = float32(math.Abs(float64(v)))
				}
				return y, 0
			},
		},
	}
	// An attention's grid-stride loop over query rows has i mod QLen too,
	// and loops over the keys: heavy work-items stay one per row.
	ks, err := kernels.Attention(kernels.AttentionSpec{Symbol: "attn", Batch: 2, QHeads: 4, KVHeads: 4, QLen: 16, KVLen: 16,
		HeadDim: 8, VHeadDim: 8, Scale: 0.35, DType: "float32"})
	if err != nil || len(ks) == 0 {
		t.Fatalf("attention: %v", err)
	}
	ir, err := parseKernel(ks[0].Binary, ks[0].Symbol)
	if err != nil {
		t.Fatal(err)
	}
	if s := planStrip(ir, ks[0].Global); s != nil {
		t.Fatalf("attention strip-mined by %d", s.cols)
	}
	for _, c := range cases {
		c.spec.Symbol = "pw"
		ks, err := kernels.Pointwise(c.spec)
		if err != nil || len(ks) != 1 {
			t.Fatalf("%s: %v", c.name, err)
		}
		k := ks[0]
		global := k.Global
		if c.global > 0 {
			global[0] = c.global
		}
		var args []ArgInfo
		for _, a := range k.Args {
			args = append(args, ArgInfo{Elems: a.Elems, DType: a.DType})
		}
		ir, err := parseKernel(k.Binary, k.Symbol)
		if err != nil {
			t.Fatal(err)
		}
		var cols int64
		if s := planStrip(ir, global); s != nil {
			cols = s.cols
		}
		if cols != c.cols {
			t.Fatalf("%s: strip-mined by %d, want %d", c.name, cols, c.cols)
		}
		text, err := Host(k.Binary, k.Symbol, global, args)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if strings.Contains(text, "%scol") != (c.cols > 0) {
			t.Fatalf("%s: raised with rows and columns %v, want %v", c.name, !(c.cols > 0), c.cols > 0)
		}
		lib := compileHost(t, text, k.Symbol)
		in := c.inputs()
		want, wantStatus := c.want(in)
		y := make([]float32, len(want))
		for i := range y {
			y[i] = float32(math.NaN()) // every element must be written
		}
		bufs := append(in, y)
		st := []int32{0}
		if c.spec.Status {
			bufs = append(bufs, st)
		}
		lib.call(t, bufs...)
		for i := range want {
			if math.Float32bits(y[i]) != math.Float32bits(want[i]) {
				t.Fatalf("%s: element %d = %g, want %g", c.name, i, y[i], want[i])
			}
		}
		if st[0] != wantStatus {
			t.Fatalf("%s: status %d, want %d", c.name, st[0], wantStatus)
		}
	}
}
