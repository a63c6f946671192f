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
// makes it a reshape, and a Squeeze may stand for the Reshape). A stacked
// module (num_layers > 1) is one op per layer, each layer's Y reaching
// the next layer's X through the Transpose(0,2,1,3) and Reshape: the whole
// stack is rewritten, each link becoming a Reshape of the batch-first Y
// (the batch-first X of the next layer). With
// layout 1 the op reads x as it is and writes Y as [batch, seq, dirs,
// hidden], which is z's data: the three Transposes, each a pass over the
// whole sequence (on the host gru_tagger's two after the GRU cost half as
// much as the recurrence itself), become one Reshape (an alias of the
// buffer). Layout 1 also moves the states (initial_h, initial_c, Y_h,
// Y_c) to [batch, dirs, hidden]: the states the graph reads or writes get
// a Transpose each, a pass over dirs·batch·hidden elements only, so the
// rewrite is made only when it moves fewer elements (each launch counted
// as launchElems elements, for its fixed cost). layout is an attribute of
// the ops since opset 14; the graph is this compiler's own from here on
// (its lowering and reference evaluator read layout at any opset), so an
// older model's op is rewritten too.
type BatchFirstRecurrent struct{}

// Name is "batch-first-recurrent".
func (BatchFirstRecurrent) Name() string { return "batch-first-recurrent" }

// launchElems is what one launch costs beside its elements, counted in
// elements moved: a transpose's launch on the host costs about as much as
// moving a thousand elements.
const launchElems = 1024

// Run rewrites every recurrent op (or stack of them) that matches.
func (BatchFirstRecurrent) Run(ctx context.Context, g *graph.Graph) error {
	names := g.NameSet()
	consumers := g.Consumers()
	dead := map[*graph.Node]bool{}
	before, after := map[*graph.Node][]*graph.Node{}, map[*graph.Node][]*graph.Node{}
	for _, n := range g.Nodes {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := batchFirst(g, n, consumers, names, dead, before, after); err != nil {
			return err
		}
	}
	var nodes []*graph.Node
	for _, n := range g.Nodes {
		nodes = append(nodes, before[n]...)
		nodes = append(nodes, n)
		nodes = append(nodes, after[n]...)
	}
	g.Nodes = nodes
	g.RemoveNodes(dead)
	return nil
}

// rnnLayer is a recurrent op of a matched stack.
type rnnLayer struct {
	n         *graph.Node
	T, B      int64
	D, H      int64
	ins, outs []int         // the states it reads (inputs) and writes (outputs)
	link      []*graph.Node // Y's layout changes into the next layer's X
}

// recurrentLayer returns n as a layer when it is a recurrent op in layout 0
// with known shapes, nil otherwise.
func recurrentLayer(g *graph.Graph, n *graph.Node, consumers map[*graph.Value][]*graph.Node, dead map[*graph.Node]bool) *rnnLayer {
	if n.Domain != "" || dead[n] || n.Dynamic() || n.Int("layout", 0) != 0 {
		return nil
	}
	switch n.OpType {
	case "RNN", "GRU", "LSTM":
	default:
		return nil
	}
	p, err := opattr.DecodeRecurrent(n)
	x := n.Input(0)
	if err != nil || x == nil || !x.ShapeKnown || len(x.Shape) != 3 {
		return nil
	}
	l := &rnnLayer{n: n, T: x.Shape[0], B: x.Shape[1], D: p.Dirs, H: p.Hidden}
	// The states: initial_h, initial_c among the inputs, Y_h, Y_c among
	// the outputs.
	for _, i := range []int{5, 6} {
		if (i == 5 || p.Op == "LSTM") && n.Input(i) != nil {
			l.ins = append(l.ins, i)
		}
	}
	for _, i := range []int{1, 2} {
		if v := n.Output(i); (i == 1 || p.Op == "LSTM") && v != nil && (len(consumers[v]) > 0 || g.IsOutput(v)) {
			l.outs = append(l.outs, i)
		}
	}
	return l
}

// batchFirst rewrites the stack of recurrent ops that starts at n in
// layout 1 when it matches (see BatchFirstRecurrent): n's X a
// Transpose(1,0,2), each layer's Y moved to the next layer's X by a
// Transpose(0,2,1,3) and a reshape to [T, B, D·H] (a stacked PyTorch
// module), the last layer's Y made batch first (batchFirstChain) or
// unused. It marks the Transposes it replaces dead and records the states'
// Transposes to insert before and after each layer.
func batchFirst(g *graph.Graph, n *graph.Node, consumers map[*graph.Value][]*graph.Node, names map[string]bool, dead map[*graph.Node]bool,
	before, after map[*graph.Node][]*graph.Node) error {
	head := recurrentLayer(g, n, consumers, dead)
	if head == nil {
		return nil
	}
	x := n.Input(0)
	xt := producer(x, "Transpose", dead)
	if xt == nil || !slices.Equal(xt.Ints("perm", nil), []int64{1, 0, 2}) || xt.Input(0) == nil || !xt.Input(0).ShapeKnown {
		return nil
	}
	layers := []*rnnLayer{head}
	var chain []*graph.Node // the last Y's layout changes, ending at the last Transpose
	for {
		l := layers[len(layers)-1]
		y := l.n.Output(0)
		if y == nil || len(consumers[y]) == 0 && !g.IsOutput(y) {
			break
		}
		if chain = batchFirstChain(g, y, l.T, l.B, l.D, l.H, consumers, dead); chain != nil {
			break
		}
		link, next := stackLink(g, y, l.T, l.B, l.D, l.H, consumers, dead)
		if next == nil {
			return nil
		}
		nl := recurrentLayer(g, next, consumers, dead)
		if nl == nil || nl.T != l.T || nl.B != l.B {
			return nil
		}
		l.link = link
		layers = append(layers, nl)
	}
	// Elements moved, each launch counted as launchElems.
	removed := int64(0)
	drop := func(v *graph.Value) { removed += elemsOf(v) + launchElems }
	xOnly := len(consumers[x]) == 1 && !g.IsOutput(x)
	if xOnly {
		drop(x)
	}
	added := int64(0)
	for _, l := range layers {
		for _, c := range l.link {
			if c.OpType == "Transpose" {
				drop(c.Output(0))
			}
		}
		added += int64(len(l.ins)+len(l.outs)) * (l.D*l.B*l.H + launchElems)
	}
	for _, c := range chain {
		if c.OpType == "Transpose" {
			drop(c.Output(0))
		}
	}
	if removed <= added {
		return nil
	}

	reshape := func(c *graph.Node, in *graph.Value, shape graph.Shape) error {
		t, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(shape))}, append([]int64{}, shape...))
		if err != nil {
			return err
		}
		out := c.Output(0)
		c.OpType, c.Attrs = "Reshape", nil
		c.Inputs = []*graph.Value{in, g.AddConst(names, out.Name+"_shape", t)}
		out.Shape, out.ShapeKnown, out.Dims = shape.Clone(), true, nil
		return nil
	}
	n.Inputs[0] = xt.Input(0)
	if xOnly {
		dead[xt] = true
	}
	for i, l := range layers {
		before[l.n], after[l.n] = toLayout1(l, names)
		y := l.n.Output(0)
		switch {
		case i < len(layers)-1:
			// The link's last node becomes the Reshape of Y to the next
			// layer's batch-first X.
			for _, c := range l.link[:len(l.link)-1] {
				dead[c] = true
			}
			if err := reshape(l.link[len(l.link)-1], y, graph.Shape{l.B, l.T, l.D * l.H}); err != nil {
				return err
			}
		case chain != nil:
			// The last Transpose becomes the Reshape of Y to its shape.
			for _, c := range chain[:len(chain)-1] {
				dead[c] = true
			}
			if err := reshape(chain[len(chain)-1], y, graph.Shape{l.B, l.T, l.D * l.H}); err != nil {
				return err
			}
		}
	}
	return nil
}

// toLayout1 sets layer l's op to layout 1: Y [B, T, D, H], the states
// [B, D, H] (a Transpose(1,0,2) from each initial state the op reads, one
// to each final state the graph reads). It returns the states' Transposes
// to insert before and after the op.
func toLayout1(l *rnnLayer, names map[string]bool) (before, after []*graph.Node) {
	n := l.n
	stateShape := graph.Shape{l.B, l.D, l.H}
	transpose := func(name string, in, out *graph.Value) *graph.Node {
		t := &graph.Node{Name: graph.UniqueName(names, name), OpType: "Transpose", Inputs: []*graph.Value{in}, Outputs: []*graph.Value{out}}
		t.SetInts("perm", []int64{1, 0, 2})
		out.Producer = t
		return t
	}
	for _, i := range l.ins {
		v := n.Inputs[i]
		bf := &graph.Value{Name: graph.UniqueName(names, v.Name+"_batch_first"), DType: v.DType, Shape: stateShape.Clone(), ShapeKnown: true}
		before = append(before, transpose(n.Name+"_state_in", v, bf))
		n.Inputs[i] = bf
	}
	for i, v := range n.Outputs {
		if v == nil || i == 0 {
			continue
		}
		if !slices.Contains(l.outs, i) {
			v.Shape, v.ShapeKnown, v.Dims = stateShape.Clone(), true, nil
			continue
		}
		bf := &graph.Value{Name: graph.UniqueName(names, v.Name+"_batch_first"), DType: v.DType, Shape: stateShape.Clone(), ShapeKnown: true, Producer: n}
		n.Outputs[i] = bf
		after = append(after, transpose(n.Name+"_state_out", bf, v))
	}
	n.SetInt("layout", 1)
	if y := n.Output(0); y != nil {
		y.Shape, y.ShapeKnown, y.Dims = graph.Shape{l.B, l.T, l.D, l.H}, true, nil
	}
	return before, after
}

// batchFirstChain returns Y's layout changes when they make it batch first
// (see BatchFirstRecurrent): [Transpose(0,2,1,3)], a reshape to [T, B,
// D·H], Transpose(1,0,2), each the only reader of the value before it and
// none a graph output but the last; nil when Y's readers are anything
// else.
func batchFirstChain(g *graph.Graph, y *graph.Value, T, B, D, H int64, consumers map[*graph.Value][]*graph.Node, dead map[*graph.Node]bool) []*graph.Node {
	chain := seqFirstChain(g, y, T, B, D, H, consumers, dead)
	if chain == nil {
		return nil
	}
	c := onlyReader(g, chain[len(chain)-1].Output(0), consumers, dead)
	if c == nil || c.OpType != "Transpose" || !slices.Equal(c.Ints("perm", nil), []int64{1, 0, 2}) {
		return nil
	}
	return append(chain, c)
}

// stackLink returns Y's layout changes into the next layer of a stack and
// that layer's op: [Transpose(0,2,1,3)], a reshape to [T, B, D·H] read
// only by next, as its X.
func stackLink(g *graph.Graph, y *graph.Value, T, B, D, H int64, consumers map[*graph.Value][]*graph.Node, dead map[*graph.Node]bool) ([]*graph.Node, *graph.Node) {
	chain := seqFirstChain(g, y, T, B, D, H, consumers, dead)
	if chain == nil {
		return nil, nil
	}
	v := chain[len(chain)-1].Output(0)
	if g.IsOutput(v) || len(consumers[v]) != 1 {
		return nil, nil
	}
	next := consumers[v][0]
	if dead[next] || next.Input(0) != v || slices.Index(next.Inputs[1:], v) >= 0 {
		return nil, nil
	}
	return chain, next
}

// seqFirstChain returns Y's [Transpose(0,2,1,3)] and reshape to [T, B,
// D·H] (the sequence-first concatenation of the directions), each the
// only reader of the value before it, none a graph output.
func seqFirstChain(g *graph.Graph, y *graph.Value, T, B, D, H int64, consumers map[*graph.Value][]*graph.Node, dead map[*graph.Node]bool) []*graph.Node {
	var chain []*graph.Node
	c := onlyReader(g, y, consumers, dead)
	if c == nil {
		return nil
	}
	if c.OpType == "Transpose" && slices.Equal(c.Ints("perm", nil), []int64{0, 2, 1, 3}) {
		chain = append(chain, c)
		if c = onlyReader(g, c.Output(0), consumers, dead); c == nil {
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
	return append(chain, c)
}

// onlyReader returns the one node that reads v, as its data input (input
// 0), when v is not a graph output and that node has one output.
func onlyReader(g *graph.Graph, v *graph.Value, consumers map[*graph.Value][]*graph.Node, dead map[*graph.Node]bool) *graph.Node {
	if g.IsOutput(v) || len(consumers[v]) != 1 {
		return nil
	}
	c := consumers[v][0]
	if dead[c] || c.Domain != "" || c.Dynamic() || c.Input(0) != v || len(c.Outputs) != 1 || c.Output(0) == nil {
		return nil
	}
	return c
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
