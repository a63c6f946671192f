package passes

import (
	"context"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
)

// TestExpandDynamicQuantizeLinear: the expansion computes what the op does
// on random inputs and on the corners (all zeros: scale 1; one sign only:
// the range widened to hold 0), and leaves no DynamicQuantizeLinear.
func TestExpandDynamicQuantizeLinear(t *testing.T) {
	for _, opset := range []int64{11, 18} {
		b := newBuilder()
		b.g.Opset = opset
		x := b.input("x", graph.Float32, 3, 5)
		outs := b.opN("DynamicQuantizeLinear", 3, nil, x)
		for _, v := range outs {
			b.output(v)
		}
		after := checkEquivalent(t, b.g, Pipeline{Expand{}, &InferShapes{}})
		if ops := countOps(after); ops["DynamicQuantizeLinear"] != 0 || ops["QuantizeLinear"] != 1 || ops["ReduceMin"] != 1 {
			t.Fatalf("opset %d: after expand: %v", opset, ops)
		}
		rng := newRand(t)
		for _, fill := range []func(i int) float64{
			func(int) float64 { return 0 },
			func(i int) float64 { return 1 + rng.Float64()*float64(i) },
			func(i int) float64 { return -1 - rng.Float64()*float64(i) },
		} {
			in, _ := graph.NewTensor(graph.Float32, graph.Shape{3, 5})
			for i := range in.Len() {
				in.SetFloat64(i, fill(i))
			}
			want, err := ref.Evaluate(context.Background(), b.g, map[string]*graph.Tensor{"x": in})
			if err != nil {
				t.Fatal(err)
			}
			got, err := ref.Evaluate(context.Background(), after, map[string]*graph.Tensor{"x": in})
			if err != nil {
				t.Fatal(err)
			}
			for name, w := range want {
				assertClose(t, name, got[name], w, 0, 0)
			}
		}
	}
}

// TestExpandLpNormalization: the expansion (a reduction and a guarded
// division) computes what the op does, for p 1 and 2, along the first and
// the last axis, with the axes as an attribute (opset 11) and as an input
// (opset 18), and on a slice of zeros (0, not NaN).
func TestExpandLpNormalization(t *testing.T) {
	for _, opset := range []int64{11, 18} {
		for _, p := range []int64{1, 2} {
			for _, axis := range []int64{0, -1} {
				b := newBuilder()
				b.g.Opset = opset
				x := b.input("x", graph.Float32, 4, 6)
				b.output(b.op("LpNormalization", map[string]*graph.Attr{
					"p":    {Kind: graph.AttrInt, Int: p},
					"axis": {Kind: graph.AttrInt, Int: axis},
				}, x))
				after := checkEquivalent(t, b.g, Pipeline{Expand{}, &InferShapes{}})
				if ops := countOps(after); ops["LpNormalization"] != 0 || ops["Div"] != 1 {
					t.Fatalf("opset %d p %d axis %d: after expand: %v", opset, p, axis, ops)
				}
				in, _ := graph.NewTensor(graph.Float32, graph.Shape{4, 6})
				for i := range in.Len() {
					if i%6 != 0 && i >= 6 { // row 0 and column 0 all zeros
						in.SetFloat64(i, float64(i%5)-2)
					}
				}
				got, err := ref.Evaluate(context.Background(), after, map[string]*graph.Tensor{"x": in})
				if err != nil {
					t.Fatal(err)
				}
				want, err := ref.Evaluate(context.Background(), b.g, map[string]*graph.Tensor{"x": in})
				if err != nil {
					t.Fatal(err)
				}
				for name, w := range want {
					for i := range w.Len() {
						if v := got[name].Float64(i); v != v {
							t.Fatalf("opset %d p %d axis %d: element %d is NaN", opset, p, axis, i)
						}
					}
					assertClose(t, name, got[name], w, 1e-6, 1e-7)
				}
			}
		}
	}
}
