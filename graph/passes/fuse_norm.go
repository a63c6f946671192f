package passes

import (
	"github.com/mgxport/mgxport/graph"
)

// fuseLayerNorm recognizes layer normalization as exporters before opset
// 17 write it, ending at the Div d:
//
//	m = ReduceMean(x, axes=[a..rank-1], keepdims=1)
//	c = Sub(x, m)
//	v = ReduceMean(Pow(c, 2) or Mul(c, c), same axes, keepdims=1)
//	d = Div(c, Sqrt(Add(v, eps)))
//	y = Add(Mul(d, gamma), beta)   (either or both optional)
//
// and rewrites the last node as LayerNormalization(x, gamma, beta) with
// axis a and epsilon eps (gamma ones and beta absent when the graph has
// none), the others left dead. One row kernel then computes it in fp32,
// where six launches did, and fuses its tail like any norm's. Every
// intermediate must be read only inside the pattern; gamma and beta must
// be constants over the normalized axes. It reports whether it rewrote.
func fuseLayerNorm(g *graph.Graph, d *graph.Node, consumers map[*graph.Value][]*graph.Node, names map[string]bool, dead map[*graph.Node]bool) bool {
	if len(d.Inputs) != 2 || d.Output(0) == nil {
		return false
	}
	c, den := d.Input(0), d.Input(1)
	sub := producer(c, "Sub", dead)
	sqrt := producer(den, "Sqrt", dead)
	if sub == nil || sqrt == nil {
		return false
	}
	x, m := sub.Input(0), sub.Input(1)
	mean := producer(m, "ReduceMean", dead)
	if x == nil || mean == nil || mean.Input(0) != x || !x.ShapeKnown || !x.DType.IsFloat() || len(x.Shape) == 0 {
		return false
	}
	axis, ok := trailingAxes(g, mean, len(x.Shape))
	if !ok {
		return false
	}
	add := producer(sqrt.Input(0), "Add", dead)
	if add == nil {
		return false
	}
	v, eps, ok := scalarOperand(g, add)
	if !ok {
		return false
	}
	vmean := producer(v, "ReduceMean", dead)
	if vmean == nil {
		return false
	}
	if a2, ok := trailingAxes(g, vmean, len(x.Shape)); !ok || a2 != axis {
		return false
	}
	sq := vmean.Input(0)
	sqNode := sq.Producer
	switch {
	case sqNode == nil || dead[sqNode] || sqNode.Domain != "":
		return false
	case sqNode.OpType == "Mul" && len(sqNode.Inputs) == 2 && sqNode.Input(0) == c && sqNode.Input(1) == c:
	case sqNode.OpType == "Pow" && len(sqNode.Inputs) == 2 && sqNode.Input(0) == c && constEquals(g, sqNode.Input(1), 2):
	default:
		return false
	}
	// Each intermediate is read only by the next node of the pattern (c
	// by the square and the Div).
	inner := []*graph.Node{mean, sub, sqNode, vmean, add, sqrt}
	only := func(v *graph.Value, readers ...*graph.Node) bool {
		if g.IsOutput(v) {
			return false
		}
		for _, r := range consumers[v] {
			found := false
			for _, k := range readers {
				found = found || r == k
			}
			if !found {
				return false
			}
		}
		return true
	}
	if !only(m, sub) || !only(c, sqNode, d) || !only(sq, vmean) || !only(v, add) || !only(add.Output(0), sqrt) || !only(den, d) {
		return false
	}
	// Affine tail: Mul by gamma, then Add beta, constants over the
	// normalized axes.
	norm := x.Shape[axis:]
	last, gamma, beta := d, (*graph.Value)(nil), (*graph.Value)(nil)
	if k, p := affineStep(g, last, "Mul", norm, consumers, dead); k != nil {
		inner = append(inner, last)
		last, gamma = k, p
	}
	if k, p := affineStep(g, last, "Add", norm, consumers, dead); k != nil {
		inner = append(inner, last)
		last, beta = k, p
	}
	y := last.Output(0)
	if !y.ShapeKnown || !y.Shape.Equal(x.Shape) || y.DType != x.DType {
		return false
	}
	if gamma == nil {
		ones := make([]float64, product(norm))
		for i := range ones {
			ones[i] = 1
		}
		t, err := graph.FromFloat64s(x.DType, append(graph.Shape{}, norm...), ones)
		if err != nil {
			return false
		}
		gamma = g.AddConst(names, d.Name+"_scale", t)
	}
	for _, n := range inner {
		dead[n] = true
	}
	last.OpType, last.Domain = "LayerNormalization", ""
	last.Inputs = []*graph.Value{x, gamma}
	if beta != nil {
		last.Inputs = append(last.Inputs, beta)
	}
	last.Attrs = map[string]*graph.Attr{
		"axis":    {Kind: graph.AttrInt, Int: int64(axis)},
		"epsilon": {Kind: graph.AttrFloat, Float: float32(eps)},
	}
	return true
}

// producer returns v's producer when it is a live default-domain op.
func producer(v *graph.Value, op string, dead map[*graph.Node]bool) *graph.Node {
	if v == nil || v.Producer == nil || dead[v.Producer] || v.Producer.OpType != op || v.Producer.Domain != "" || len(v.Producer.Outputs) != 1 {
		return nil
	}
	return v.Producer
}

// trailingAxes returns the first axis of a ReduceMean over the trailing
// axes [a, rank) with keepdims, from its axes attribute (before opset 18)
// or constant input.
func trailingAxes(g *graph.Graph, n *graph.Node, rank int) (int, bool) {
	if n.Int("keepdims", 1) != 1 {
		return 0, false
	}
	axes := n.Ints("axes", nil)
	if g.Opset >= 18 && len(n.Inputs) > 1 && n.Input(1) != nil {
		t := g.Const(n.Input(1))
		if t == nil {
			return 0, false
		}
		axes = t.Int64s()
	}
	if len(axes) == 0 {
		return 0, false
	}
	seen := make([]bool, rank)
	first := rank
	for _, a := range axes {
		if a < 0 {
			a += int64(rank)
		}
		if a < 0 || a >= int64(rank) || seen[a] {
			return 0, false
		}
		seen[a] = true
		first = min(first, int(a))
	}
	for a := first; a < rank; a++ {
		if !seen[a] {
			return 0, false
		}
	}
	return first, true
}

// scalarOperand splits a binary op into its non-constant operand and its
// one-element constant one.
func scalarOperand(g *graph.Graph, n *graph.Node) (*graph.Value, float64, bool) {
	if len(n.Inputs) != 2 {
		return nil, 0, false
	}
	for i := range 2 {
		if t := g.Const(n.Input(i)); t != nil && t.Len() == 1 && t.DType.IsFloat() && g.Const(n.Input(1-i)) == nil {
			return n.Input(1 - i), t.Float64(0), true
		}
	}
	return nil, 0, false
}

// constEquals reports whether v is a constant of one element equal to k.
func constEquals(g *graph.Graph, v *graph.Value, k float64) bool {
	t := g.Const(v)
	return t != nil && t.Len() == 1 && (t.DType.IsFloat() || t.DType.IsInt()) && t.Float64(0) == k
}

// affineStep returns the single reader of n's output when it is op with a
// float constant over the normalized axes norm (broadcast from the right,
// as LayerNormalization's scale and bias are), and that constant.
func affineStep(g *graph.Graph, n *graph.Node, op string, norm graph.Shape, consumers map[*graph.Value][]*graph.Node, dead map[*graph.Node]bool) (*graph.Node, *graph.Value) {
	out := n.Output(0)
	cs := consumers[out]
	if g.IsOutput(out) || len(cs) != 1 || dead[cs[0]] || cs[0].OpType != op || cs[0].Domain != "" || len(cs[0].Inputs) != 2 {
		return nil, nil
	}
	k := cs[0]
	for i := range 2 {
		if k.Input(i) != out {
			continue
		}
		p := k.Input(1 - i)
		t := g.Const(p)
		if t == nil || t.DType != out.DType || len(t.Shape) > len(norm) || t.Len() != int(product(norm)) {
			continue
		}
		// The constant's dims are the normalized axes' (leading 1s aside).
		lead := len(norm) - len(t.Shape)
		ok := true
		for j, dim := range t.Shape {
			ok = ok && dim == norm[lead+j]
		}
		if ok && lead == 0 {
			return k, p
		}
		if ok {
			// Leading 1s of the normalized axes only: same elements.
			for _, dim := range norm[:lead] {
				ok = ok && dim == 1
			}
			if ok {
				return k, p
			}
		}
	}
	return nil, nil
}

// product multiplies dims (1 for none).
func product(s graph.Shape) int64 {
	p := int64(1)
	for _, d := range s {
		p *= d
	}
	return p
}
