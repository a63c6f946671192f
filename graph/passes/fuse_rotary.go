package passes

import (
	"github.com/mgxport/mgxport/graph"
)

// fuseRotary recognizes rotary position embedding as transformers
// exports it (rotate_half; ModernBERT, Llama-style models), ending at the
// Add a:
//
//	x1 = Slice(x, 0:D/2, last axis)    x2 = Slice(x, D/2:D, last axis)
//	r  = Concat(Neg(x2), x1, last axis)
//	y  = Add(Mul(x, cos), Mul(r, sin))
//
// for x of shape (B, heads, S, D) and constant cos and sin that broadcast
// over the heads as (B or 1, 1, S, D), each with equal halves along D (as
// cat(freqs, freqs) makes them). It rewrites a as RotaryEmbedding(x,
// cos_cache, sin_cache) (opset 23; caches (B, S, D/2): the first halves),
// the others left dead: one kernel reads each element and its partner,
// where seven launches (two slices, a negation, a concat, two products
// and a sum) did. The arithmetic is the same: x1·cos - x2·sin and
// x2·cos + x1·sin. Every intermediate must be read only inside the
// pattern. It reports whether it rewrote.
func fuseRotary(g *graph.Graph, a *graph.Node, consumers map[*graph.Value][]*graph.Node, names map[string]bool, dead map[*graph.Node]bool) bool {
	if len(a.Inputs) != 2 || a.Output(0) == nil {
		return false
	}
	for i := range 2 {
		if fuseRotaryOrder(g, a, a.Input(i), a.Input(1-i), consumers, names, dead) {
			return true
		}
	}
	return false
}

// fuseRotaryOrder is fuseRotary with Mul(x, cos) as the Add's operand p
// and Mul(r, sin) as q.
func fuseRotaryOrder(g *graph.Graph, a *graph.Node, p, q *graph.Value, consumers map[*graph.Value][]*graph.Node, names map[string]bool, dead map[*graph.Node]bool) bool {
	m0, m1 := producer(p, "Mul", dead), producer(q, "Mul", dead)
	if m0 == nil || m1 == nil {
		return false
	}
	x, cos := constOperand(g, m0)
	r, sin := constOperand(g, m1)
	if x == nil || r == nil || !x.ShapeKnown || x.Dynamic || len(x.Shape) != 4 || !x.DType.IsFloat() {
		return false
	}
	d := x.Shape[3]
	half := d / 2
	if d%2 != 0 || half == 0 {
		return false
	}
	cat := producer(r, "Concat", dead)
	if cat == nil || len(cat.Inputs) != 2 || cat.Int("axis", 0) != 3 && cat.Int("axis", 0) != -1 {
		return false
	}
	neg := producer(cat.Input(0), "Neg", dead)
	s0 := producer(cat.Input(1), "Slice", dead)
	if neg == nil || s0 == nil {
		return false
	}
	s1 := producer(neg.Input(0), "Slice", dead)
	if s1 == nil || s0.Input(0) != x || s1.Input(0) != x {
		return false
	}
	if st, n, ok := lastAxisSlice(g, s0); !ok || st != 0 || n != half {
		return false
	}
	if st, n, ok := lastAxisSlice(g, s1); !ok || st != half || n != half {
		return false
	}
	only := func(v *graph.Value, reader *graph.Node) bool {
		if g.IsOutput(v) {
			return false
		}
		for _, c := range consumers[v] {
			if c != reader {
				return false
			}
		}
		return true
	}
	if !only(p, a) || !only(q, a) || !only(r, m1) || !only(neg.Output(0), cat) || !only(s0.Output(0), cat) || !only(s1.Output(0), neg) {
		return false
	}
	y := a.Output(0)
	if !y.ShapeKnown || !y.Shape.Equal(x.Shape) || y.DType != x.DType {
		return false
	}
	cosCache := rotaryCache(g, cos, x)
	sinCache := rotaryCache(g, sin, x)
	if cosCache == nil || sinCache == nil {
		return false
	}
	for _, n := range []*graph.Node{m0, m1, cat, neg, s0, s1} {
		dead[n] = true
	}
	a.OpType, a.Domain = "RotaryEmbedding", ""
	a.Inputs = []*graph.Value{x, g.AddConst(names, a.Name+"_cos_cache", cosCache), g.AddConst(names, a.Name+"_sin_cache", sinCache)}
	a.Attrs = map[string]*graph.Attr{}
	return true
}

// constOperand splits a binary op into its non-constant operand and its
// constant one.
func constOperand(g *graph.Graph, n *graph.Node) (*graph.Value, *graph.Tensor) {
	if len(n.Inputs) != 2 {
		return nil, nil
	}
	for i := range 2 {
		if t := g.Const(n.Input(i)); t != nil && g.Const(n.Input(1-i)) == nil {
			return n.Input(1 - i), t
		}
	}
	return nil, nil
}

// lastAxisSlice returns the first element and the count of a Slice of
// the last axis of its input with constant bounds and step 1 (ends past
// the axis clamped, as Slice does).
func lastAxisSlice(g *graph.Graph, n *graph.Node) (start, size int64, ok bool) {
	if g.Opset < 10 || len(n.Inputs) < 4 || len(n.Inputs) > 5 {
		return 0, 0, false
	}
	x := n.Input(0)
	if x == nil || !x.ShapeKnown || x.Dynamic || len(x.Shape) == 0 {
		return 0, 0, false
	}
	one := func(i int) (int64, bool) {
		t := g.Const(n.Input(i))
		if t == nil || t.Len() != 1 || (t.DType != graph.Int64 && t.DType != graph.Int32) {
			return 0, false
		}
		return t.Int64(0), true
	}
	s, ok1 := one(1)
	e, ok2 := one(2)
	ax, ok3 := one(3)
	if !ok1 || !ok2 || !ok3 {
		return 0, 0, false
	}
	if len(n.Inputs) == 5 && n.Inputs[4] != nil {
		if st, ok := one(4); !ok || st != 1 {
			return 0, 0, false
		}
	}
	r := int64(len(x.Shape))
	if ax != r-1 && ax != -1 {
		return 0, 0, false
	}
	dim := x.Shape[r-1]
	e = min(e, dim)
	if s < 0 || e <= s {
		return 0, 0, false
	}
	return s, e - s, true
}

// rotaryCache returns RotaryEmbedding's (B, S, D/2) cache of a constant
// table t of x's dtype that broadcasts to x (B, heads, S, D) as (B or 1,
// 1, S, D) with equal halves along D, or nil.
func rotaryCache(g *graph.Graph, t *graph.Tensor, x *graph.Value) *graph.Tensor {
	if t.DType != x.DType || len(t.Shape) > 4 {
		return nil
	}
	s := append(make(graph.Shape, 4-len(t.Shape)), t.Shape...)
	for i := range 4 - len(t.Shape) {
		s[i] = 1
	}
	b, seq, d := x.Shape[0], x.Shape[2], x.Shape[3]
	if s[0] != 1 && s[0] != b || s[1] != 1 || s[2] != seq || s[3] != d {
		return nil
	}
	half := d / 2
	vals := t.Float64s()
	out := make([]float64, 0, b*seq*half)
	for bi := range b {
		src := int64(0)
		if s[0] != 1 {
			src = bi
		}
		for si := range seq {
			row := vals[(src*seq+si)*d : (src*seq+si+1)*d]
			for i := range half {
				if row[i] != row[i+half] {
					return nil
				}
				out = append(out, row[i])
			}
		}
	}
	c, err := graph.FromFloat64s(x.DType, graph.Shape{b, seq, half}, out)
	if err != nil {
		return nil
	}
	return c
}
