package ref

import (
	"math"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// TestSoftmaxRoundsLikeItsFunctionBody checks that Softmax and LogSoftmax
// on float16 and bfloat16 round each op of their ONNX function body (Sub,
// Exp, ReduceSum, Div; Log, Sub) to the input type, written out here with
// the type's own conversions, on random rows.
func TestSoftmaxRoundsLikeItsFunctionBody(t *testing.T) {
	rng := newRand(t)
	for _, dt := range []graph.DType{graph.Float16, graph.BFloat16, graph.Float32} {
		r := func(v float64) float64 {
			one, _ := graph.NewTensor(dt, graph.Shape{1})
			one.SetFloat64(0, v)
			return one.Float64(0)
		}
		const rows, n = 16, 7
		vals := make([]float64, rows*n)
		for i := range vals {
			vals[i] = rng.NormFloat64() * 3
		}
		x := tensor(t, dt, graph.Shape{rows, n}, vals...)
		xv := x.Float64s()
		for _, op := range []string{"Softmax", "LogSoftmax"} {
			y := run1(t, op, 13, nil, x)
			for row := range rows {
				v := xv[row*n : (row+1)*n]
				mx := math.Inf(-1)
				for _, a := range v {
					mx = math.Max(mx, a)
				}
				var sum float64
				for _, a := range v {
					sum += r(math.Exp(r(a - mx)))
				}
				sum = r(sum)
				for j, a := range v {
					want := r(r(math.Exp(r(a-mx))) / sum)
					if op == "LogSoftmax" {
						want = r(r(a-mx) - r(math.Log(sum)))
					}
					if got := y.Float64(row*n + j); got != want {
						t.Fatalf("%v %s row %d [%d]: got %v, want %v", dt, op, row, j, got, want)
					}
				}
			}
		}
	}
}
