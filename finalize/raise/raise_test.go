package raise

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/spirv/kernels"
)

// refSoftmax is a plain float64 softmax / log-softmax over rows.
func refSoftmax(x []float32, rows, cols int, log bool) []float64 {
	out := make([]float64, len(x))
	for r := 0; r < rows; r++ {
		row := x[r*cols : (r+1)*cols]
		m := math.Inf(-1)
		for _, v := range row {
			m = math.Max(m, float64(v))
		}
		s := 0.0
		for _, v := range row {
			s += math.Exp(float64(v) - m)
		}
		for c, v := range row {
			if log {
				out[r*cols+c] = float64(v) - m - math.Log(s)
			} else {
				out[r*cols+c] = math.Exp(float64(v)-m) / s
			}
		}
	}
	return out
}

func TestHostSoftmax(t *testing.T) {
	cases := []struct {
		rows, cols int64
		log        bool
	}{
		{4, 32, false},  // the mlp's softmax
		{3, 1, false},   // a single column
		{5, 300, false}, // several strides per workgroup
		{7, 77, true},
		{1, 1000, true},
	}
	for _, c := range cases {
		ks, err := kernels.Softmax(kernels.SoftmaxSpec{Symbol: "softmax_k", Rows: c.rows, Cols: c.cols, DType: "float32", Log: c.log})
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range ks {
			n := c.rows * c.cols
			mlir, err := Host(k.Binary, k.Symbol, k.Global, []ArgInfo{{n, "float32"}, {n, "float32"}})
			if err != nil {
				t.Fatalf("%dx%d: %v", c.rows, c.cols, err)
			}
			lib := compileHost(t, mlir, k.Symbol)
			x := make([]float32, n)
			for i := range x {
				x[i] = float32(rand.NormFloat64() * 4)
			}
			y := make([]float32, n)
			for i := range y {
				y[i] = float32(math.NaN()) // every element must be written
			}
			lib.call(t, x, y)
			want := refSoftmax(x, int(c.rows), int(c.cols), c.log)
			for i := range y {
				// log-softmax near 0 is x - max - log(sum): float32 cancellation
				// leaves an absolute error of a few ulps of 1.
				atol := 1e-7
				if c.log {
					atol = 2e-6
				}
				if d := math.Abs(float64(y[i]) - want[i]); !(d <= 1e-5*math.Abs(want[i])+atol) {
					t.Fatalf("%dx%d log=%v wave=%d: y[%d] = %g, want %g", c.rows, c.cols, c.log, k.Wave, i, y[i], want[i])
				}
			}
		}
	}
}

func TestHostRejectsBadInput(t *testing.T) {
	ks, err := kernels.Softmax(kernels.SoftmaxSpec{Symbol: "sm", Rows: 2, Cols: 8, DType: "float32"})
	if err != nil {
		t.Fatal(err)
	}
	bin := ks[0].Binary
	args := []ArgInfo{{16, "float32"}, {16, "float32"}}
	cases := []struct {
		name   string
		bin    []byte
		entry  string
		global [3]int64
		args   []ArgInfo
		want   string
	}{
		{"unknown entry", bin, "nope", [3]int64{1, 1, 1}, args, "no Kernel entry point"},
		{"bad symbol", bin, "a-b", [3]int64{1, 1, 1}, args, "not a valid symbol"},
		{"arg count", bin, "sm", [3]int64{1, 1, 1}, args[:1], "2 parameters"},
		{"dtype mismatch", bin, "sm", [3]int64{1, 1, 1}, []ArgInfo{{16, "float64"}, {16, "float32"}}, "points to f32"},
		{"zero global", bin, "sm", [3]int64{0, 1, 1}, args, "out of range"},
		{"truncated", bin[:len(bin)-6], "sm", [3]int64{1, 1, 1}, args, "multiple of 4"},
		{"truncated inst", bin[:len(bin)-8], "sm", [3]int64{1, 1, 1}, args, "no complete body"},
	}
	for _, c := range cases {
		_, err := Host(c.bin, c.entry, c.global, c.args)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want error containing %q", c.name, err, c.want)
		}
	}
}
