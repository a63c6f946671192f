package passes

import (
	"context"
	"slices"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// BatchFirstRecurrent runs a recurrent op (RNN, GRU, LSTM) that an
// exporter wrapped in layout changes in the batch-first layout instead.
// PyTorch exports a batch_first recurrent module as the ONNX op in its
// default layout 0 (X [seq, batch, input], Y [seq, dirs, batch, hidden])
// between Transposes:
//
//	X  = Transpose(x, perm=[1,0,2])                  x [batch, seq, input]
//	Y  = GRU(X, ...)                                 Y [seq, dirs, batch, hidden]
//	Y1 = Transpose(Y, perm=[0,2,1,3])                [seq, batch, dirs, hidden]
//	Y2 = Reshape(Y1, [seq, batch, dirs·hidden])
//	z  = Transpose(Y2, perm=[1,0,2])                 z [batch, seq, dirs·hidden]
//
// (the first Transpose of Y is absent when one direction or one batch row
// makes it a reshape, and a Squeeze may stand for the Reshape). With
// layout 1 the op reads x as it is and writes Y as [batch, seq, dirs,
// hidden], which is z's data: the three Transposes, each a pass over the
// whole sequence (on the host gru_tagger's two after the GRU cost half as
// much as the recurrence itself), become one Reshape (an alias of the
// buffer). Layout 1 also moves the states (initial_h, initial_c, Y_h,
// Y_c) to [batch, dirs, hidden]: the states the graph reads or writes get
// a Transpose each, a pass over dirs·batch·hidden elements only, so the
// rewrite is made only when it moves fewer elements (each launch counted
// as launchElems elements, for its fixed cost).
type BatchFirstRecurrent struct{}

// Name is "batch-first-recurrent".
func (BatchFirstRecurrent) Name() string { return "batch-first-recurrent" }

// launchElems is what one launch costs beside its elements, counted in
// elements moved: a transpose's launch on the host costs about as much as
// moving a thousand elements.
const launchElems = 1024

// Run rewrites every recurrent op that matches.
func (BatchFirstRecurrent) Run(ctx context.Context, g *graph.Graph) error {
	names := g.NameSet()
	consumers := g.Consumers()
	dead := map[*graph.Node]bool{}
	var nodes []*graph.Node
	for _, n := range g.Nodes {
		if err := ctx.Err(); err != nil {
			return err
		}
		before, after := batchFirst(g, n, consumers, names, dead)
		nodes = append(nodes, before...)
		nodes = append(nodes, n)
		nodes = append(nodes, after...)
	}
	g.Nodes = nodes
	g.RemoveNodes(dead)
	return nil
}

// batchFirst rewrites recurrent op n in layout 1 when it matches (see
// BatchFirstRecurrent), marking the Transposes it replaces dead. It returns
// the nodes to insert before n (the initial states' Transposes) and after
// it (the final states').
func batchFirst(g *graph.Graph, n *graph.Node, consumers map[*graph.Value][]*graph.Node, names map[string]bool, dead map[*graph.Node]bool) (before, after []*graph.Node) {
	if n.Domain != "" || dead[n] || n.Dynamic() || n.Int("layout", 0) != 0 {
		return nil, nil
	}
	switch n.OpType {
	case "RNN", "GRU", "LSTM":
	default:
		return nil, nil
	}
	p, err := opattr.DecodeRecurrent(n)
	if err != nil {
		return nil, nil
	}
	x := n.Input(0)
	xt := producer(x, "Transpose", dead)
	if xt == nil || !x.ShapeKnown || len(x.Shape) != 3 || !slices.Equal(xt.Ints("perm", nil), []int64{1, 0, 2}) {
		return nil, nil
	}
	src := xt.Input(0)
	if src == nil || !src.ShapeKnown {
		return nil, nil
	}
	T, B, D, H := x.Shape[0], x.Shape[1], p.Dirs, p.Hidden
	y := n.Output(0)
	var chain []*graph.Node // Y's layout changes, ending at the last Transpose
	if y != nil && (len(consumers[y]) > 0 || g.IsOutput(y)) {
		if chain = batchFirstChain(g, y, T, B, D, H, consumers, dead); chain == nil {
			return nil, nil
		}
	}
	// The states the op reads or writes: their indices in n's inputs
	// (initial_h, initial_c) and outputs (Y_h, Y_c).
	var ins, outs []int
	for _, i := range []int{5, 6} {
		if i == 6 && p.Op != "LSTM" {
			continue
		}
		if v := n.Input(i); v != nil {
			ins = append(ins, i)
		}
	}
	for _, i := range []int{1, 2} {
		if i == 2 && p.Op != "LSTM" {
			continue
		}
		if v := n.Output(i); v != nil && (len(consumers[v]) > 0 || g.IsOutput(v)) {
			outs = append(outs, i)
		}
	}
	removed, launchesRemoved := int64(0), int64(0)
	for _, c := range chain {
		if c.OpType == "Transpose" {
			removed, launchesRemoved = removed+elemsOf(c.Output(0)), launchesRemoved+1
		}
	}
	xOnly := len(consumers[x]) == 1 && !g.IsOutput(x)
	if xOnly {
		removed, launchesRemoved = removed+elemsOf(x), launchesRemoved+1
	}
	states := int64(len(ins) + len(outs))
	if removed+launchElems*launchesRemoved <= states*(D*B*H+launchElems) {
		return nil, nil
	}

	stateShape := graph.Shape{B, D, H}
	transpose := func(name string, in, out *graph.Value) *graph.Node {
		t := &graph.Node{Name: graph.UniqueName(names, name), OpType: "Transpose", Inputs: []*graph.Value{in}, Outputs: []*graph.Value{out}}
		t.SetInts("perm", []int64{1, 0, 2})
		out.Producer = t
		return t
	}
	for _, i := range ins {
		v := n.Inputs[i]
		bf := &graph.Value{Name: graph.UniqueName(names, v.Name+"_batch_first"), DType: v.DType, Shape: stateShape.Clone(), ShapeKnown: true}
		before = append(before, transpose(n.Name+"_state_in", v, bf))
		n.Inputs[i] = bf
	}
	for i, v := range n.Outputs {
		if v == nil || i == 0 {
			continue
		}
		if !slices.Contains(outs, i) {
			v.Shape, v.ShapeKnown = stateShape.Clone(), true
			continue
		}
		bf := &graph.Value{Name: graph.UniqueName(names, v.Name+"_batch_first"), DType: v.DType, Shape: stateShape.Clone(), ShapeKnown: true, Producer: n}
		n.Outputs[i] = bf
		after = append(after, transpose(n.Name+"_state_out", bf, v))
	}
	n.Inputs[0] = src
	if xOnly {
		dead[xt] = true
	}
	n.SetInt("layout", 1)
	if y != nil {
		y.Shape, y.ShapeKnown, y.Dims = graph.Shape{B, T, D, H}, true, nil
	}
	if chain != nil {
		// The last Transpose becomes the Reshape of Y to z's shape.
		last := chain[len(chain)-1]
		for _, c := range chain[:len(chain)-1] {
			dead[c] = true
		}
		z := last.Output(0)
		shape, err := graph.FromInt64s(graph.Int64, graph.Shape{3}, []int64{B, T, D * H})
		if err != nil {
			return nil, nil
		}
		last.OpType, last.Attrs = "Reshape", nil
		last.Inputs = []*graph.Value{y, g.AddConst(names, z.Name+"_shape", shape)}
	}
	return before, after
}

// batchFirstChain returns Y's layout changes when they make it batch first
// (see BatchFirstRecurrent): [Transpose(0,2,1,3)], a reshape to [T, B,
// D·H], Transpose(1,0,2), each the only reader of the value before it and
// none a graph output but the last; nil when Y's readers are anything
// else.
func batchFirstChain(g *graph.Graph, y *graph.Value, T, B, D, H int64, consumers map[*graph.Value][]*graph.Node, dead map[*graph.Node]bool) []*graph.Node {
	next := func(v *graph.Value) *graph.Node {
		if g.IsOutput(v) || len(consumers[v]) != 1 {
			return nil
		}
		c := consumers[v][0]
		if dead[c] || c.Domain != "" || c.Dynamic() || c.Input(0) != v || len(c.Outputs) != 1 || c.Output(0) == nil {
			return nil
		}
		return c
	}
	var chain []*graph.Node
	c := next(y)
	if c == nil {
		return nil
	}
	if c.OpType == "Transpose" && slices.Equal(c.Ints("perm", nil), []int64{0, 2, 1, 3}) {
		chain = append(chain, c)
		if c = next(c.Output(0)); c == nil {
			return nil
		}
	} else if D != 1 && B != 1 {
		return nil // [T, D, B, H] as [T, B, D·H] mixes the directions' rows
	}
	switch c.OpType {
	case "Reshape", "Squeeze":
	default:
		return nil
	}
	if r := c.Output(0); !r.ShapeKnown || !r.Shape.Equal(graph.Shape{T, B, D * H}) {
		return nil
	}
	chain = append(chain, c)
	if c = next(c.Output(0)); c == nil || c.OpType != "Transpose" || !slices.Equal(c.Ints("perm", nil), []int64{1, 0, 2}) {
		return nil
	}
	return append(chain, c)
}

// elemsOf is v's element count, 0 when unknown.
func elemsOf(v *graph.Value) int64 {
	if v == nil || !v.ShapeKnown {
		return 0
	}
	n, err := v.Shape.NumElements()
	if err != nil {
		return 0
	}
	return n
}
