package driver

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/graphtest"
)

func randTensor(t *testing.T, r *rand.Rand, shape ...int64) *graph.Tensor {
	t.Helper()
	v := make([]float32, graph.Shape(shape).Size())
	for i := range v {
		v[i] = float32(r.NormFloat64())
	}
	tt, err := graph.FromFloat32s(graph.Shape(shape), v)
	if err != nil {
		t.Fatal(err)
	}
	return tt
}

func boolTensor(b bool) *graph.Tensor {
	if b {
		return graph.Scalar(graph.Bool, 1)
	}
	return graph.Scalar(graph.Bool, 0)
}

// TestHostSteps runs one model per kind of program step on the host
// target — compiled, finalized and run, with every value the step reads
// given at run time — and compares it with the reference evaluator:
//
//	if    a condition read back picks one of two compiled branches
//	loop  a trip count and a condition computed in the body, a carried
//	      value on the device, per-iteration scan outputs; a constant
//	      trip count, whose scan output is stacked on the device
//	scan  a running sum over axis 1, backwards, with a captured weight
//	      (slices through the host); a running max over axis 0 (slices
//	      and stacked parts on the device), and one whose parts are
//	      stacked backwards
//	host  NonZero (a shape known only at run time) and a Reshape to the
//	      shape it computes, which is therefore a host step too
func TestHostSteps(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	cases := []struct {
		name  string
		build func() *graph.Graph
		in    []map[string]*graph.Tensor
	}{
		{"if", func() *graph.Graph {
			b := graphtest.New("if")
			c := b.Input("c", graph.Bool)
			x := b.Input("x", graph.Float32, 3, 4)
			tb := graphtest.New("then")
			tx := tb.Capture(x)
			then := tb.Output(tb.Node("Sigmoid", nil, []*graph.Value{tb.Node("Mul", nil, []*graph.Value{tx, tx}, "sq")[0]}, "t")...)
			eb := graphtest.New("else")
			ex := eb.Capture(x)
			els := eb.Output(eb.Node("Neg", nil, []*graph.Value{ex}, "e")...)
			return b.Output(b.Node("If", map[string]*graph.Attr{"then_branch": graphtest.GraphAttr(then), "else_branch": graphtest.GraphAttr(els)}, []*graph.Value{c, x}, "y")...)
		}, []map[string]*graph.Tensor{
			{"c": boolTensor(true), "x": randTensor(t, r, 3, 4)},
			{"c": boolTensor(false), "x": randTensor(t, r, 3, 4)},
		}},
		{"loop", func() *graph.Graph {
			b := graphtest.New("loop")
			m := b.Input("M", graph.Int64)
			s0 := b.Input("s0", graph.Float32, 2, 3)
			x := b.Input("x", graph.Float32, 2, 3)
			body := graphtest.New("body")
			body.Input("i", graph.Int64)
			body.Input("c", graph.Bool)
			s := body.Input("s", graph.Float32, 2, 3)
			bx := body.Capture(x)
			s2 := body.Node("Add", nil, []*graph.Value{body.Node("Mul", nil, []*graph.Value{s, bx}, "sx")[0], bx}, "s2")[0]
			sum := body.Node("ReduceSum", map[string]*graph.Attr{"keepdims": graphtest.IntAttr(0)}, []*graph.Value{s2}, "sum")[0]
			lim := body.Const("lim", graph.Scalar(graph.Float32, 40))
			cond := body.Node("Less", nil, []*graph.Value{sum, lim}, "cond")[0]
			g := body.Output(cond, s2, sum)
			tru := b.Const("true", boolTensor(true))
			return b.Output(b.Node("Loop", map[string]*graph.Attr{"body": graphtest.GraphAttr(g)}, []*graph.Value{m, tru, s0, x}, "s_final", "sums")...)
		}, []map[string]*graph.Tensor{
			{"M": graph.Scalar(graph.Int64, 4), "s0": randTensor(t, r, 2, 3), "x": randTensor(t, r, 2, 3)},
			{"M": graph.Scalar(graph.Int64, 0), "s0": randTensor(t, r, 2, 3), "x": randTensor(t, r, 2, 3)},
		}},
		{"loop of a known trip count", func() *graph.Graph {
			// M is a constant and there is no condition: the scan output
			// has a static shape and is stacked on the device.
			b := graphtest.New("loop3")
			x := b.Input("x", graph.Float32, 4)
			body := graphtest.New("body")
			i := body.Input("i", graph.Int64)
			body.Input("c", graph.Bool)
			acc := body.Input("acc", graph.Float32, 4)
			bx := body.Capture(x)
			fi := body.Node("Cast", map[string]*graph.Attr{"to": graphtest.IntAttr(1)}, []*graph.Value{i}, "fi")[0]
			acc2 := body.Node("Add", nil, []*graph.Value{acc, body.Node("Mul", nil, []*graph.Value{bx, fi}, "xi")[0]}, "acc2")[0]
			g := body.Output(body.Const("true", boolTensor(true)), acc2, body.Node("Tanh", nil, []*graph.Value{acc2}, "t")[0])
			m := b.Const("M", graph.Scalar(graph.Int64, 3))
			return b.Output(b.Node("Loop", map[string]*graph.Attr{"body": graphtest.GraphAttr(g)}, []*graph.Value{m, nil, x, x}, "acc", "tanhs")...)
		}, []map[string]*graph.Tensor{
			{"x": randTensor(t, r, 4)},
		}},
		{"scan", func() *graph.Graph {
			b := graphtest.New("scan")
			s0 := b.Input("s0", graph.Float32, 2, 3)
			x := b.Input("x", graph.Float32, 2, 5, 3)
			w := b.Input("w", graph.Float32, 3)
			body := graphtest.New("body")
			s := body.Input("s", graph.Float32, 2, 3)
			xi := body.Input("xi", graph.Float32, 2, 3)
			bw := body.Capture(w)
			s2 := body.Node("Add", nil, []*graph.Value{s, body.Node("Mul", nil, []*graph.Value{xi, bw}, "p")[0]}, "s2")[0]
			g := body.Output(s2, s2)
			attrs := map[string]*graph.Attr{"body": graphtest.GraphAttr(g), "num_scan_inputs": graphtest.IntAttr(1),
				"scan_input_axes": {Kind: graph.AttrInts, Ints: []int64{1}}, "scan_input_directions": {Kind: graph.AttrInts, Ints: []int64{1}},
				"scan_output_axes": {Kind: graph.AttrInts, Ints: []int64{-1}}}
			return b.Output(b.Node("Scan", attrs, []*graph.Value{s0, x, w}, "s_final", "sums")...)
		}, []map[string]*graph.Tensor{
			{"s0": randTensor(t, r, 2, 3), "x": randTensor(t, r, 2, 5, 3), "w": randTensor(t, r, 3)},
		}},
		{"scan on axis 0", func() *graph.Graph {
			// Slices and stacked parts along axis 0 go between the
			// buffers on the device.
			return scanAxis0("scan0", "Max", "Sub", "scan_input_directions")
		}, []map[string]*graph.Tensor{
			{"s0": randTensor(t, r, 2, 3), "x": randTensor(t, r, 5, 2, 3)},
		}},
		{"scan on axis 0, stacked backwards", func() *graph.Graph {
			// A reversed scan output on axis 0 is stacked on the device
			// too, iteration 0's part last.
			return scanAxis0("scan0r", "Add", "Mul", "scan_output_directions")
		}, []map[string]*graph.Tensor{
			{"s0": randTensor(t, r, 2, 3), "x": randTensor(t, r, 5, 2, 3)},
		}},
		{"host", func() *graph.Graph {
			b := graphtest.New("host")
			x := b.Input("x", graph.Float32, 3, 4)
			zero := b.Const("zero", graph.Scalar(graph.Float32, 0))
			pos := b.Node("Greater", nil, []*graph.Value{x, zero}, "pos")[0]
			nz := b.Node("NonZero", nil, []*graph.Value{pos}, "nz")[0]
			shape := b.Node("Shape", nil, []*graph.Value{nz}, "shape")[0]
			flat := b.Node("ReduceProd", map[string]*graph.Attr{"keepdims": graphtest.IntAttr(1)}, []*graph.Value{shape}, "flat")[0]
			y := b.Node("Reshape", nil, []*graph.Value{nz, flat}, "y")[0]
			return b.Output(nz, y)
		}, []map[string]*graph.Tensor{
			{"x": randTensor(t, r, 3, 4)},
			{"x": randTensor(t, r, 3, 4)},
		}},
	}
	ht := newTestHostTarget(t)
	// Issue 32: ONNX runs `while i < M && cond`, so M = -5 runs no
	// iteration (it is not the "absent" sentinel); both the host's loop
	// step and the reference evaluator give back s0 and no scan rows.
	t.Run("loop with a negative trip count", func(t *testing.T) {
		s0 := randTensor(t, r, 2, 3)
		in := map[string]*graph.Tensor{"M": graph.Scalar(graph.Int64, -5), "s0": s0, "x": randTensor(t, r, 2, 3)}
		out := hostMatchesRef(t, ht, cases[1].build(), in, func(float64) float64 { return 0 }, false)
		if !slices.Equal(out["s_final"].Data, s0.Data) || !out["sums"].Shape.Equal(graph.Shape{0}) {
			t.Errorf("M=-5 ran iterations: s_final %v (s0 %v), sums %v", out["s_final"].Float64s(), s0.Float64s(), out["sums"].Shape)
		}
	})
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for k, in := range tc.in {
				g := tc.build()
				if err := g.Validate(); err != nil {
					t.Fatalf("invalid test graph: %v", err)
				}
				t.Logf("inputs %d", k)
				hostMatchesRef(t, ht, g, in, func(float64) float64 { return 1e-5 }, false)
			}
		})
	}
}

// scanAxis0 is a Scan over x [5, 2, 3] along axis 0 with state s0 [2, 3]:
// the body's state is combine(s, xi), its scan output part(xi, s); the
// attribute reversed (scan_input_directions or scan_output_directions)
// is 1.
func scanAxis0(name, combine, part, reversed string) *graph.Graph {
	b := graphtest.New(name)
	s0 := b.Input("s0", graph.Float32, 2, 3)
	x := b.Input("x", graph.Float32, 5, 2, 3)
	body := graphtest.New("body")
	s := body.Input("s", graph.Float32, 2, 3)
	xi := body.Input("xi", graph.Float32, 2, 3)
	s2 := body.Node(combine, nil, []*graph.Value{s, xi}, "s2")[0]
	g := body.Output(s2, body.Node(part, nil, []*graph.Value{xi, s}, "d")[0])
	attrs := map[string]*graph.Attr{"body": graphtest.GraphAttr(g), "num_scan_inputs": graphtest.IntAttr(1),
		reversed: {Kind: graph.AttrInts, Ints: []int64{1}}}
	return b.Output(b.Node("Scan", attrs, []*graph.Value{s0, x}, "s_final", "out")...)
}
