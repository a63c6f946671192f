package driver

import (
	"context"
	"math"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
)

// hostMatchesRef runs g on the reference evaluator and on the host target
// ht with inputs in, and requires every reference output from the host,
// of the same type and shape, element i within tol(want[i]) of the
// reference's (tol 0: equal). With varies, an output of more than one
// element must not be one value throughout (the data would test
// nothing). It returns the reference's outputs.
func hostMatchesRef(t *testing.T, ht *DeviceTarget, g *graph.Graph, in map[string]*graph.Tensor, tol func(want float64) float64, varies bool) map[string]*graph.Tensor {
	t.Helper()
	want, err := ref.Evaluate(context.Background(), g, in)
	if err != nil {
		t.Fatalf("reference: %v", err)
	}
	got, err := ht.Run(context.Background(), g, in)
	if err != nil {
		t.Fatalf("host: %v", err)
	}
	for name, w := range want {
		gt := got[name]
		if gt == nil || gt.DType != w.DType || !gt.Shape.Equal(w.Shape) {
			t.Fatalf("%s: got %v, want %v", name, gt, w)
		}
		same := true
		for i := range w.Len() {
			same = same && w.Float64(i) == w.Float64(0)
			if g, x := gt.Float64(i), w.Float64(i); math.Abs(g-x) > tol(x) || math.IsNaN(g) != math.IsNaN(x) {
				t.Fatalf("%s[%d] = %v, want %v", name, i, g, x)
			}
		}
		if varies && same && w.Len() > 1 {
			t.Fatalf("%s: every element is %v: the data does not test anything", name, w.Float64(0))
		}
	}
	return want
}

// relTol is a tolerance of r relative to 1 + |want|.
func relTol(r float64) func(float64) float64 {
	return func(x float64) float64 { return r * (1 + math.Abs(x)) }
}
