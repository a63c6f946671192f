package passes

import (
	"bytes"
	"maps"
	"slices"

	"github.com/mgxport/mgxport/graph"
)

// Heads the fused node's operands are made from, where the graph does not
// hold them as [B, S, H·D] values (headsBase finds none): ModernBERT's
// export (transformers) computes Q, K and V as
//
//	qkv  = MatMul(x, Wqkv)                       [B, S, 3·H·D]
//	q, k, v = Split(Reshape(qkv, [B, S, 3, H, D]), axis 2), each Squeezed
//	q' = RotaryEmbedding(Transpose(q, 0,2,1,3))  [B, H, S, D]
//	k' = RotaryEmbedding(Transpose(k, 0,2,1,3)), read as Transpose(k', 0,1,3,2)
//	v' = Transpose(v, 0,2,1,3)
//
// A Split part whose split axis lies inside the last dim of a 3-D value
// is a column Slice of it; a RotaryEmbedding of heads split out of such a
// value rotates the same elements as one in the 3-D form (num_heads H)
// of the value itself, since a row's cos and sin depend on its batch and
// position only. So q' is RotaryEmbedding(Slice(qkv, 0:H·D)) with its
// heads moved, and the fused node reads that; v reads Slice(qkv,
// 2·H·D:3·H·D), which the partitioner gives the attention's kernel as a
// view (attentionViews). headsSource finds such an operand and
// headsOperand.value writes the nodes when the match is rewritten.

// headsOperand is one operand of the fused node: base, or the column
// Slice [lo, hi) of its last axis, then rotated by rotary (a 4-D
// RotaryEmbedding applied in its 3-D form with heads heads).
type headsOperand struct {
	base   *graph.Value
	lo, hi int64 // hi 0: no slice
	rotary *graph.Node
	heads  int64
	shape  graph.Shape // the operand's [B, S, H·D]
}

// value returns the operand as a graph value, writing its Slice and
// RotaryEmbedding nodes ahead of graph position at (returned: the fused
// node's position after the inserts).
func (o *headsOperand) value(g *graph.Graph, names map[string]bool, at int) (*graph.Value, int) {
	v := o.base
	add := func(n *graph.Node) {
		g.Nodes = slices.Insert(g.Nodes, at, n)
		at++
	}
	if o.hi > 0 {
		out := &graph.Value{Name: graph.UniqueName(names, v.Name+"_heads"), DType: v.DType,
			Shape: graph.Shape{v.Shape[0], v.Shape[1], o.hi - o.lo}, ShapeKnown: true}
		names[out.Name] = true
		axes := g.AddConst(names, out.Name+"_axes", int64Vec(2))
		n := columnSliceNode(g, names, out.Name, v, out, axes, o.lo, o.hi)
		names[n.Name] = true
		add(n)
		v = out
	}
	if r := o.rotary; r != nil {
		out := &graph.Value{Name: graph.UniqueName(names, r.Output(0).Name+"_heads"), DType: v.DType,
			Shape: v.Shape.Clone(), ShapeKnown: true}
		names[out.Name] = true
		ins := append([]*graph.Value{v}, r.Inputs[1:]...)
		n := &graph.Node{Name: graph.UniqueName(names, r.Name+"_heads"), OpType: "RotaryEmbedding", Domain: r.Domain,
			Inputs: ins, Outputs: []*graph.Value{out}, Attrs: map[string]*graph.Attr{}}
		for k, a := range r.Attrs {
			n.Attrs[k] = a
		}
		n.SetInt("num_heads", o.heads)
		names[n.Name] = true
		out.Producer = n
		add(n)
		v = out
	}
	return v, at
}

// headsSource finds op's operand (op read by user, the heads split out
// [B, heads, S, e] and moved): through single-use movement ops and scalar
// scales (whose product it returns) to a 3-D value, a Split part that is
// a column Slice of one, or a RotaryEmbedding of such heads. It returns
// the operand and op's layout over it; headsBase's plain 3-D case is left
// to the caller (this is the fallback).
func headsSource(g *graph.Graph, consumers map[*graph.Value][]*graph.Node, op *graph.Value, user *graph.Node, depth int) (*headsOperand, layout, float64, bool) {
	if depth > 1 {
		return nil, nil, 0, false
	}
	single := func(v *graph.Value, next *graph.Node) bool {
		cs := consumers[v]
		return !g.IsOutput(v) && len(cs) == 1 && cs[0] == next
	}
	// Back through movement ops and scales.
	var moves []*graph.Node
	scale := 1.0
	v, next := op, user
	for range 16 {
		pn := v.Producer
		if pn == nil || pn.Domain != "" || !single(v, next) {
			return nil, nil, 0, false
		}
		if isMove(pn) {
			moves = append(moves, pn)
			v, next = pn.Input(0), pn
			continue
		}
		f, rest, ok := scalarScale(g, pn)
		if !ok {
			break
		}
		scale *= f
		v, next = rest, pn
	}
	if !v.ShapeKnown || v.Dynamic || !attnFloat(v.DType) {
		return nil, nil, 0, false
	}
	pn := v.Producer
	var src *headsOperand
	var l layout
	switch {
	case pn != nil && pn.Domain == "" && pn.OpType == "Split":
		lo, hi, y, ok := splitColumns(g, pn, v)
		if !ok {
			return nil, nil, 0, false
		}
		src = &headsOperand{base: y, lo: lo, hi: hi, shape: graph.Shape{y.Shape[0], y.Shape[1], hi - lo}}
		if l, ok = baseLayout(src.shape).reshape(v.Shape); !ok {
			return nil, nil, 0, false
		}
	case pn != nil && pn.Domain == "" && pn.OpType == "RotaryEmbedding" && len(pn.Outputs) == 1 && len(v.Shape) == 4:
		x := pn.Input(0)
		if x == nil || !x.Shape.Equal(v.Shape) {
			return nil, nil, 0, false
		}
		inner, lx, s, ok := headsSource(g, consumers, x, pn, depth+1)
		if !ok || s != 1 || inner.rotary != nil {
			return nil, nil, 0, false
		}
		// x must be the heads split out: [B, H, S, D] of [B, S, H·D].
		b, h, sq, d := x.Shape[0], x.Shape[1], x.Shape[2], x.Shape[3]
		if !inner.shape.Equal(graph.Shape{b, sq, h * d}) || !lx.equal(mustTranspose(baseLayout([]int64{b, sq, h, d}), 0, 2, 1, 3)) {
			return nil, nil, 0, false
		}
		inner.rotary, inner.heads = pn, h
		src, l = inner, lx
	default:
		if len(v.Shape) != 3 || depth == 0 && len(moves) == 0 {
			return nil, nil, 0, false
		}
		src = &headsOperand{base: v, shape: v.Shape}
		l = baseLayout(v.Shape)
	}
	for i := len(moves) - 1; i >= 0; i-- {
		var ok bool
		if l, ok = moveLayout(moves[i], l); !ok {
			return nil, nil, 0, false
		}
	}
	return src, l, scale, true
}

// isMove reports whether n only moves its input's elements (Reshape,
// Transpose, Squeeze, Unsqueeze; moveLayout reads the last two as
// reshapes to their output shapes).
func isMove(n *graph.Node) bool {
	switch n.OpType {
	case "Reshape", "Transpose", "Squeeze", "Unsqueeze":
		return true
	}
	return false
}

// splitColumns reports whether part (an output of Split sp) is a column
// Slice of a 3-D value y: sp's input is y reshaped to [B, S, 1..., n, ...]
// (its first two dims y's, the split axis after them, every dim between
// 1), so a part along that axis is a range of y's last dim. It returns the
// range and y.
func splitColumns(g *graph.Graph, sp *graph.Node, part *graph.Value) (lo, hi int64, y *graph.Value, ok bool) {
	x := sp.Input(0)
	if x == nil || !x.ShapeKnown || x.Dynamic || len(x.Shape) < 3 {
		return 0, 0, nil, false
	}
	axis := sp.Int("axis", 0)
	if axis < 0 {
		axis += int64(len(x.Shape))
	}
	if axis < 2 || axis >= int64(len(x.Shape)) {
		return 0, 0, nil, false
	}
	// The parts' sizes along axis.
	var sizes []int64
	if t := g.Const(sp.Input(1)); t != nil {
		if t.DType != graph.Int64 || t.Len() != len(sp.Outputs) {
			return 0, 0, nil, false
		}
		for i := range t.Len() {
			sizes = append(sizes, t.Int64(i))
		}
	} else if sp.Input(1) != nil {
		return 0, 0, nil, false
	} else if s := sp.Ints("split", nil); len(s) > 0 {
		sizes = s
	} else {
		for _, o := range sp.Outputs {
			if o == nil || len(o.Shape) != len(x.Shape) {
				return 0, 0, nil, false
			}
			sizes = append(sizes, o.Shape[axis])
		}
	}
	if len(sizes) != len(sp.Outputs) {
		return 0, 0, nil, false
	}
	at, off, total := -1, int64(0), int64(0)
	for i, o := range sp.Outputs {
		if sizes[i] < 0 {
			return 0, 0, nil, false
		}
		if o == part {
			at, off = i, total
		}
		total += sizes[i]
	}
	if at < 0 || total != x.Shape[axis] {
		return 0, 0, nil, false
	}
	// y: x through Reshapes (aliases; their other readers do not matter).
	y = x
	for y.Producer != nil && y.Producer.Domain == "" && (y.Producer.OpType == "Reshape" || y.Producer.OpType == "Squeeze" || y.Producer.OpType == "Unsqueeze") {
		y = y.Producer.Input(0)
	}
	if y == nil || !y.ShapeKnown || y.Dynamic || len(y.Shape) != 3 || y.DType != x.DType {
		return 0, 0, nil, false
	}
	if _, ok := baseLayout(y.Shape).reshape(x.Shape); !ok || x.Shape[0] != y.Shape[0] || x.Shape[1] != y.Shape[1] {
		return 0, 0, nil, false
	}
	for _, d := range x.Shape[2:axis] {
		if d != 1 {
			return 0, 0, nil, false
		}
	}
	inner := int64(1)
	for _, d := range x.Shape[axis+1:] {
		inner *= d
	}
	want := x.Shape.Clone()
	want[axis] = sizes[at]
	if !part.Shape.Equal(want) {
		return 0, 0, nil, false
	}
	return off * inner, (off + sizes[at]) * inner, y, true
}

// jointRotary reports whether Q and K are adjacent column Slices of one
// projection (Q's columns just before K's), each rotated the same way
// (the same attributes, caches and position ids; heads of one size), and
// returns the operand that rotates both at once: one Slice and one
// RotaryEmbedding over Q's and K's heads together, whose halves the fused
// node then reads as column Slices (views of its kernel), where two of
// each were launches.
func jointRotary(g *graph.Graph, q, k *headsOperand) (*headsOperand, bool) {
	if q.rotary == nil || k.rotary == nil || q.hi == 0 || k.hi == 0 || q.base != k.base || q.hi != k.lo ||
		q.heads <= 0 || k.heads <= 0 || (q.hi-q.lo)/q.heads != (k.hi-k.lo)/k.heads {
		return nil, false
	}
	qr, kr := q.rotary, k.rotary
	if qr.Domain != kr.Domain || len(qr.Inputs) != len(kr.Inputs) || !maps.EqualFunc(qr.Attrs, kr.Attrs, sameAttr) {
		return nil, false
	}
	for i := 1; i < len(qr.Inputs); i++ {
		if !sameValue(g, qr.Input(i), kr.Input(i)) {
			return nil, false
		}
	}
	return &headsOperand{base: q.base, lo: q.lo, hi: k.hi, rotary: qr, heads: q.heads + k.heads,
		shape: graph.Shape{q.shape[0], q.shape[1], k.hi - q.lo}}, true
}

// sameValue reports whether a and b are one value, or constants with the
// same type, shape and bytes.
func sameValue(g *graph.Graph, a, b *graph.Value) bool {
	if a == b {
		return true
	}
	if a == nil || b == nil {
		return false
	}
	ta, tb := g.Const(a), g.Const(b)
	return ta != nil && tb != nil && ta.DType == tb.DType && ta.Shape.Equal(tb.Shape) && bytes.Equal(ta.Data, tb.Data)
}

// sameAttr reports whether two attributes hold the same int, float or
// ints (the attributes RotaryEmbedding has); others are never the same.
func sameAttr(a, b *graph.Attr) bool {
	return a != nil && b != nil && a.Kind == b.Kind && a.Int == b.Int && a.Float == b.Float && a.String == b.String &&
		slices.Equal(a.Ints, b.Ints) && a.Tensor == nil && b.Tensor == nil && len(a.Floats) == 0 && len(b.Floats) == 0 &&
		len(a.Strings) == 0 && len(b.Strings) == 0 && len(a.Tensors) == 0 && len(b.Tensors) == 0 && a.Graph == nil && b.Graph == nil && len(a.Graphs) == 0 && len(b.Graphs) == 0
}
