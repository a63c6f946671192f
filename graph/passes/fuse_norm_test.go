package passes

import (
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// TestFuseLayerNorm: layer normalization written out as exporters before
// opset 17 do becomes one LayerNormalization that computes the same
// values (reference evaluator, random inputs); variants that are not
// that pattern (an intermediate read elsewhere, a reduction over a
// non-trailing axis, a square other than c*c) stay as they are.
func TestFuseLayerNorm(t *testing.T) {
	const C = 16
	rnd := func(n int) []float64 {
		v := make([]float64, n)
		for i := range v {
			v[i] = 0.5 + float64(i%7)/10
		}
		return v
	}
	decomposed := func(b *builder, x *graph.Value, axesInput bool, square string, gamma, beta bool, axes ...int64) (*graph.Value, *graph.Value) {
		mean := func(v *graph.Value) *graph.Value {
			if axesInput {
				return b.op("ReduceMean", nil, v, b.ints("axes"+itoa(b.k), axes...))
			}
			return b.op("ReduceMean", map[string]*graph.Attr{"axes": isattr(axes...)}, v)
		}
		c := b.op("Sub", nil, x, mean(x))
		var sq *graph.Value
		switch square {
		case "pow":
			sq = b.op("Pow", nil, c, b.floats("two"+itoa(b.k), graph.Shape{}, 2))
		case "mul":
			sq = b.op("Mul", nil, c, c)
		case "pow4":
			sq = b.op("Pow", nil, c, b.floats("four"+itoa(b.k), graph.Shape{}, 4))
		}
		y := b.op("Div", nil, c, b.op("Sqrt", nil, b.op("Add", nil, mean(sq), b.floats("eps"+itoa(b.k), graph.Shape{}, 1e-5))))
		if gamma {
			y = b.op("Mul", nil, y, b.floats("gamma"+itoa(b.k), graph.Shape{C}, rnd(C)...))
		}
		if beta {
			y = b.op("Add", nil, y, b.floats("beta"+itoa(b.k), graph.Shape{C}, rnd(C)...))
		}
		return y, c
	}
	for _, tc := range []struct {
		name  string
		build func(b *builder)
		norms int
	}{
		{"pow, scale and bias, axes attribute", func(b *builder) {
			y, _ := decomposed(b, b.input("x", graph.Float32, 2, 5, C), false, "pow", true, true, -1)
			b.output(y)
		}, 1},
		{"c*c, no affine, axes input (opset 18)", func(b *builder) {
			b.g.Opset = 18
			y, _ := decomposed(b, b.input("x", graph.Float32, 3, C), true, "mul", false, false, -1)
			b.output(y)
		}, 1},
		{"two trailing axes", func(b *builder) {
			y, _ := decomposed(b, b.input("x", graph.Float32, 2, 4, 1, C), false, "pow", true, false, 2, 3)
			b.output(y)
		}, 1},
		{"centered value read elsewhere", func(b *builder) {
			y, c := decomposed(b, b.input("x", graph.Float32, 2, C), false, "pow", true, true, -1)
			b.output(y, c)
		}, 0},
		{"not the trailing axis", func(b *builder) {
			y, _ := decomposed(b, b.input("x", graph.Float32, C, 3), false, "pow", false, false, 0)
			b.output(y)
		}, 0},
		{"fourth power, not square", func(b *builder) {
			y, _ := decomposed(b, b.input("x", graph.Float32, 2, C), false, "pow4", true, true, -1)
			b.output(y)
		}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			tc.build(b)
			after := checkEquivalent(t, b.g, Pipeline{Simplify{}, DCE{}})
			ops := countOps(after)
			if ops["LayerNormalization"] != tc.norms {
				t.Fatalf("%d LayerNormalization nodes, want %d:\n%s", ops["LayerNormalization"], tc.norms, after)
			}
			if tc.norms == 1 && ops["ReduceMean"]+ops["Sqrt"]+ops["Div"]+ops["Sub"] != 0 {
				t.Errorf("leftovers of the pattern: %v", ops)
			}
		})
	}
}
