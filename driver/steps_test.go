package driver

import (
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// sgb builds graphs with subgraphs for the step tests.
type sgb struct{ g *graph.Graph }

func newSGB(name string) *sgb { return &sgb{g: graph.New(name, 17)} }

func (b *sgb) input(name string, dt graph.DType, shape ...int64) *graph.Value {
	v := &graph.Value{Name: name, DType: dt, Dims: make([]graph.Dim, len(shape))}
	for i, d := range shape {
		v.Dims[i] = graph.Dim{Size: d}
	}
	b.g.Inputs = append(b.g.Inputs, v)
	return v
}

func (b *sgb) capture(outer *graph.Value) *graph.Value {
	v := &graph.Value{Name: outer.Name, DType: outer.DType}
	b.g.Captures = append(b.g.Captures, v)
	return v
}

func (b *sgb) konst(name string, t *graph.Tensor) *graph.Value {
	b.g.Initializers[name] = t
	return &graph.Value{Name: name, DType: t.DType, Shape: t.Shape, ShapeKnown: true}
}

func (b *sgb) node(op string, attrs map[string]*graph.Attr, ins []*graph.Value, outs ...string) []*graph.Value {
	n := &graph.Node{Name: op + "_" + outs[0], OpType: op, Inputs: ins, Attrs: attrs}
	for _, o := range outs {
		n.Outputs = append(n.Outputs, &graph.Value{Name: o, Producer: n})
	}
	b.g.Nodes = append(b.g.Nodes, n)
	return n.Outputs
}

func (b *sgb) output(vs ...*graph.Value) *graph.Graph {
	b.g.Outputs = append(b.g.Outputs, vs...)
	return b.g
}

func graphAttr(g *graph.Graph) *graph.Attr { return &graph.Attr{Kind: graph.AttrGraph, Graph: g} }

func intAttr(v int64) *graph.Attr { return &graph.Attr{Kind: graph.AttrInt, Int: v} }

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
//	      and stacked parts on the device)
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
			b := newSGB("if")
			c := b.input("c", graph.Bool)
			x := b.input("x", graph.Float32, 3, 4)
			tb := newSGB("then")
			tx := tb.capture(x)
			then := tb.output(tb.node("Sigmoid", nil, []*graph.Value{tb.node("Mul", nil, []*graph.Value{tx, tx}, "sq")[0]}, "t")...)
			eb := newSGB("else")
			ex := eb.capture(x)
			els := eb.output(eb.node("Neg", nil, []*graph.Value{ex}, "e")...)
			return b.output(b.node("If", map[string]*graph.Attr{"then_branch": graphAttr(then), "else_branch": graphAttr(els)}, []*graph.Value{c, x}, "y")...)
		}, []map[string]*graph.Tensor{
			{"c": boolTensor(true), "x": randTensor(t, r, 3, 4)},
			{"c": boolTensor(false), "x": randTensor(t, r, 3, 4)},
		}},
		{"loop", func() *graph.Graph {
			b := newSGB("loop")
			m := b.input("M", graph.Int64)
			s0 := b.input("s0", graph.Float32, 2, 3)
			x := b.input("x", graph.Float32, 2, 3)
			body := newSGB("body")
			body.input("i", graph.Int64)
			body.input("c", graph.Bool)
			s := body.input("s", graph.Float32, 2, 3)
			bx := body.capture(x)
			s2 := body.node("Add", nil, []*graph.Value{body.node("Mul", nil, []*graph.Value{s, bx}, "sx")[0], bx}, "s2")[0]
			sum := body.node("ReduceSum", map[string]*graph.Attr{"keepdims": intAttr(0)}, []*graph.Value{s2}, "sum")[0]
			lim := body.konst("lim", graph.Scalar(graph.Float32, 40))
			cond := body.node("Less", nil, []*graph.Value{sum, lim}, "cond")[0]
			g := body.output(cond, s2, sum)
			tru := b.konst("true", boolTensor(true))
			return b.output(b.node("Loop", map[string]*graph.Attr{"body": graphAttr(g)}, []*graph.Value{m, tru, s0, x}, "s_final", "sums")...)
		}, []map[string]*graph.Tensor{
			{"M": graph.Scalar(graph.Int64, 4), "s0": randTensor(t, r, 2, 3), "x": randTensor(t, r, 2, 3)},
			{"M": graph.Scalar(graph.Int64, 0), "s0": randTensor(t, r, 2, 3), "x": randTensor(t, r, 2, 3)},
		}},
		{"loop of a known trip count", func() *graph.Graph {
			// M is a constant and there is no condition: the scan output
			// has a static shape and is stacked on the device.
			b := newSGB("loop3")
			x := b.input("x", graph.Float32, 4)
			body := newSGB("body")
			i := body.input("i", graph.Int64)
			body.input("c", graph.Bool)
			acc := body.input("acc", graph.Float32, 4)
			bx := body.capture(x)
			fi := body.node("Cast", map[string]*graph.Attr{"to": intAttr(1)}, []*graph.Value{i}, "fi")[0]
			acc2 := body.node("Add", nil, []*graph.Value{acc, body.node("Mul", nil, []*graph.Value{bx, fi}, "xi")[0]}, "acc2")[0]
			g := body.output(body.konst("true", boolTensor(true)), acc2, body.node("Tanh", nil, []*graph.Value{acc2}, "t")[0])
			m := b.konst("M", graph.Scalar(graph.Int64, 3))
			return b.output(b.node("Loop", map[string]*graph.Attr{"body": graphAttr(g)}, []*graph.Value{m, nil, x, x}, "acc", "tanhs")...)
		}, []map[string]*graph.Tensor{
			{"x": randTensor(t, r, 4)},
		}},
		{"scan", func() *graph.Graph {
			b := newSGB("scan")
			s0 := b.input("s0", graph.Float32, 2, 3)
			x := b.input("x", graph.Float32, 2, 5, 3)
			w := b.input("w", graph.Float32, 3)
			body := newSGB("body")
			s := body.input("s", graph.Float32, 2, 3)
			xi := body.input("xi", graph.Float32, 2, 3)
			bw := body.capture(w)
			s2 := body.node("Add", nil, []*graph.Value{s, body.node("Mul", nil, []*graph.Value{xi, bw}, "p")[0]}, "s2")[0]
			g := body.output(s2, s2)
			attrs := map[string]*graph.Attr{"body": graphAttr(g), "num_scan_inputs": intAttr(1),
				"scan_input_axes": {Kind: graph.AttrInts, Ints: []int64{1}}, "scan_input_directions": {Kind: graph.AttrInts, Ints: []int64{1}},
				"scan_output_axes": {Kind: graph.AttrInts, Ints: []int64{-1}}}
			return b.output(b.node("Scan", attrs, []*graph.Value{s0, x, w}, "s_final", "sums")...)
		}, []map[string]*graph.Tensor{
			{"s0": randTensor(t, r, 2, 3), "x": randTensor(t, r, 2, 5, 3), "w": randTensor(t, r, 3)},
		}},
		{"scan on axis 0", func() *graph.Graph {
			// Slices and stacked parts along axis 0 go between the
			// buffers on the device.
			b := newSGB("scan0")
			s0 := b.input("s0", graph.Float32, 2, 3)
			x := b.input("x", graph.Float32, 5, 2, 3)
			body := newSGB("body")
			s := body.input("s", graph.Float32, 2, 3)
			xi := body.input("xi", graph.Float32, 2, 3)
			s2 := body.node("Max", nil, []*graph.Value{s, xi}, "s2")[0]
			g := body.output(s2, body.node("Sub", nil, []*graph.Value{xi, s}, "d")[0])
			attrs := map[string]*graph.Attr{"body": graphAttr(g), "num_scan_inputs": intAttr(1),
				"scan_input_directions": {Kind: graph.AttrInts, Ints: []int64{1}}}
			return b.output(b.node("Scan", attrs, []*graph.Value{s0, x}, "s_final", "diffs")...)
		}, []map[string]*graph.Tensor{
			{"s0": randTensor(t, r, 2, 3), "x": randTensor(t, r, 5, 2, 3)},
		}},
		{"host", func() *graph.Graph {
			b := newSGB("host")
			x := b.input("x", graph.Float32, 3, 4)
			zero := b.konst("zero", graph.Scalar(graph.Float32, 0))
			pos := b.node("Greater", nil, []*graph.Value{x, zero}, "pos")[0]
			nz := b.node("NonZero", nil, []*graph.Value{pos}, "nz")[0]
			shape := b.node("Shape", nil, []*graph.Value{nz}, "shape")[0]
			flat := b.node("ReduceProd", map[string]*graph.Attr{"keepdims": intAttr(1)}, []*graph.Value{shape}, "flat")[0]
			y := b.node("Reshape", nil, []*graph.Value{nz, flat}, "y")[0]
			return b.output(nz, y)
		}, []map[string]*graph.Tensor{
			{"x": randTensor(t, r, 3, 4)},
			{"x": randTensor(t, r, 3, 4)},
		}},
	}
	ht := newTestHostTarget(t)
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
