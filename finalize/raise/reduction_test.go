package raise

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/spirv/kernels"
)

// TestReductionOpsMarked checks which operations of generated kernels the
// host raise emits as reorderable loop accumulators: the row loops' float
// adds (fastmath<reassoc>) and fmax / fmin (LLVM's maxnum / minnum
// intrinsics), and nothing of an elementwise kernel or an integer sum.
func TestReductionOpsMarked(t *testing.T) {
	cases := []struct {
		name                   string
		gen                    func() ([]kernels.Kernel, error)
		reassoc, maxnum, minum int
	}{
		{"softmax", func() ([]kernels.Kernel, error) {
			return kernels.Softmax(kernels.SoftmaxSpec{Symbol: "sm", Rows: 4, Cols: 128, DType: "float32"})
		}, 1, 1, 0},
		// A row of 2000 takes the workgroup strategy, whose reduction
		// across the workgroup is a loop over its partial results too.
		{"logsoftmax", func() ([]kernels.Kernel, error) {
			return kernels.Softmax(kernels.SoftmaxSpec{Symbol: "lsm", Rows: 4, Cols: 2000, DType: "float32", Log: true})
		}, 2, 2, 0},
		{"reduce sum", func() ([]kernels.Kernel, error) {
			return kernels.Reduce(kernels.ReduceSpec{Symbol: "rs", Shape: []int64{8, 64}, Axes: []int64{1}, DType: "float32", Op: "sum"})
		}, 1, 0, 0},
		{"reduce min", func() ([]kernels.Kernel, error) {
			return kernels.Reduce(kernels.ReduceSpec{Symbol: "rmin", Shape: []int64{8, 64}, Axes: []int64{1}, DType: "float32", Op: "min"})
		}, 0, 0, 1},
		{"reduce int sum", func() ([]kernels.Kernel, error) {
			return kernels.Reduce(kernels.ReduceSpec{Symbol: "ri", Shape: []int64{8, 64}, Axes: []int64{1}, DType: "int32", Op: "sum"})
		}, 0, 0, 0},
		{"reduce prod", func() ([]kernels.Kernel, error) { // a product keeps its order
			return kernels.Reduce(kernels.ReduceSpec{Symbol: "rp", Shape: []int64{8, 64}, Axes: []int64{1}, DType: "float32", Op: "prod"})
		}, 0, 0, 0},
		{"pointwise", func() ([]kernels.Kernel, error) {
			in := kernels.PointwiseInput{Name: "a", DType: "float32", Shape: []int64{64}, Elems: 64}
			b := in
			b.Name = "b"
			return kernels.Pointwise(kernels.PointwiseSpec{Symbol: "pw", OutShape: []int64{64}, OutDType: "float32",
				Inputs: []kernels.PointwiseInput{in, b}, Expr: kernels.Bin("add", kernels.In(0), kernels.In(1))})
		}, 0, 0, 0},
	}
	for _, c := range cases {
		ks, err := c.gen()
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		k := ks[0]
		args := make([]ArgInfo, len(k.Args))
		for i, a := range k.Args {
			args[i] = ArgInfo{Elems: a.Elems, DType: a.DType}
		}
		src, err := Host(k.Binary, k.Symbol, k.Global, args)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		got := [3]int{strings.Count(src, "fastmath<reassoc>"), strings.Count(src, "llvm.intr.maxnum"), strings.Count(src, "llvm.intr.minnum")}
		if want := [3]int{c.reassoc, c.maxnum, c.minum}; got != want {
			t.Errorf("%s: reassoc adds, maxnum, minnum = %v, want %v\n%s", c.name, got, want, src)
		}
	}
}

// clMax is OpenCL's fmax on float32: a NaN operand yields the other.
func clMax(a, b float32) float32 {
	switch {
	case a != a:
		return b
	case b != b:
		return a
	}
	return max(a, b)
}

// TestHostReductionsVectorized runs reductions whose loops the host now
// vectorizes on fresh random rows (lengths around the vector widths, with
// NaNs and infinities in some rows) against scalar references: a max or
// min ignores NaNs as OpenCL's fmax does, and a float32 sum in any order
// stays within a few ulps of the float64 sum of its absolute values.
func TestHostReductionsVectorized(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, cols := range []int64{7, 16, 33, 100, 1000} {
		const rows = 6
		n := rows * cols
		x := make([]float32, n)
		for i := range x {
			x[i] = float32(r.NormFloat64() * 8)
		}
		x[1*cols+r.Int64N(cols)] = float32(math.NaN())
		x[2*cols+r.Int64N(cols)] = float32(math.Inf(1))
		x[3*cols+r.Int64N(cols)] = float32(math.Inf(-1))
		for c := int64(0); c < cols; c++ {
			x[4*cols+c] = float32(math.NaN()) // an all-NaN row
		}
		for _, op := range []string{"max", "min", "sum"} {
			ks, err := kernels.Reduce(kernels.ReduceSpec{Symbol: "red", Shape: []int64{rows, cols}, Axes: []int64{1}, DType: "float32", Op: op})
			if err != nil {
				t.Fatal(err)
			}
			k := ks[0]
			src, err := Host(k.Binary, k.Symbol, k.Global, []ArgInfo{{n, "float32"}, {rows, "float32"}})
			if err != nil {
				t.Fatal(err)
			}
			lib := compileHost(t, src, k.Symbol)
			y := make([]float32, rows)
			lib.call(t, x, y)
			for row := range int64(rows) {
				xs := x[row*cols : (row+1)*cols]
				switch op {
				case "max", "min":
					want := float32(math.Inf(-1)) // the kernels' identity
					if op == "min" {
						want = float32(math.Inf(1))
					}
					for _, v := range xs {
						if op == "max" {
							want = clMax(want, v)
						} else {
							want = -clMax(-want, -v)
						}
					}
					if y[row] != want && !(y[row] != y[row] && want != want) {
						t.Errorf("reduce %s %dx%d row %d = %v, want %v", op, rows, cols, row, y[row], want)
					}
				case "sum":
					var s, abs float64
					nan := false
					for _, v := range xs {
						s += float64(v)
						abs += math.Abs(float64(v))
						nan = nan || v != v || math.IsInf(float64(v), 0)
					}
					if nan {
						if !math.IsNaN(float64(y[row])) && !math.IsInf(float64(y[row]), 0) {
							t.Errorf("reduce sum %dx%d row %d = %v, want NaN or Inf", rows, cols, row, y[row])
						}
						continue
					}
					if d := math.Abs(float64(y[row]) - s); d > abs*float64(cols)*0x1p-24 {
						t.Errorf("reduce sum %dx%d row %d = %v, want %v (error %g past %g)", rows, cols, row, y[row], s, d, abs*float64(cols)*0x1p-24)
					}
				}
			}
		}
	}
}
