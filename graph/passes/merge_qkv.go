package passes

import (
	"context"
	"maps"
	"slices"

	"github.com/mgxport/mgxport/graph"
)

// MergeProjections makes the query, key and value projections of a fused
// Attention node (FuseAttention's 3-D form) one product: three MatMuls of
// one input by constant weights of the same K (each with the same chain of
// per-column epilogue ops: a bias Add, mixed precision's Casts, a scale)
// become one MatMul by the weights concatenated along N (N = 3·768 for
// BERT-base) with the chain's constants concatenated the same way, and
// Q, K and V become column Slices of its result (ColumnSlice). The
// partitioner gives those Slices to the attention's kernel (they are
// views: the flash kernels read Q, K and V at a row stride of the merged
// width and their column offsets, the portable decomposition slices), so
// one product launch and no copy replace three launches of a third of the
// width each. A Split of one product into Q, K and V along the last axis
// (GPT-2's c_attn) becomes the same column Slices, so its copy
// disappears too.
//
// Only projections whose results the Attention alone reads are merged
// (a result read elsewhere would need the slice as a copy), only when all
// three share the input (cross-attention's queries come from another
// sequence and stay apart), and only for attentions whose kernels read
// views (readsViews: not grouped-query or causal ones, which lower as
// library kernels).
type MergeProjections struct{}

// Name is "merge-projections".
func (MergeProjections) Name() string { return "merge-projections" }

// Run merges the projections of every fused Attention node.
func (MergeProjections) Run(ctx context.Context, g *graph.Graph) error {
	if g.Opset < 10 {
		return nil // Slice takes its bounds as inputs from opset 10
	}
	names := g.NameSet()
	changed := false
	for i := 0; i < len(g.Nodes); i++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		n := g.Nodes[i]
		if !readsViews(n) {
			continue
		}
		consumers := g.Consumers()
		if splitToSlices(g, consumers, n, names) {
			changed = true
			continue
		}
		var ps [3]projection
		ok := true
		for j := range 3 {
			if ps[j], ok = traceProjection(g, consumers, n.Inputs[j], n); !ok {
				break
			}
		}
		if ok && mergeable(g, ps[:]) {
			mergeProjections(g, ps[:], names)
			changed = true
		}
	}
	if !changed {
		return nil
	}
	return DCE{}.Run(ctx, g)
}

// readsViews reports whether n is an Attention whose kernels read Q, K and
// V as views (the 3-D form lower/tosa's Attention and the flash kernels
// take: equal query and key/value heads, a mask at most, no causal mask,
// softcap, past keys or extra outputs); other attentions lower as
// library kernels, which would copy the slices.
func readsViews(n *graph.Node) bool {
	if n.OpType != "Attention" || n.Domain != "" || len(n.Inputs) < 3 || len(n.Inputs) > 4 && slices.ContainsFunc(n.Inputs[4:], func(v *graph.Value) bool { return v != nil }) {
		return false
	}
	for _, o := range n.Outputs[1:] {
		if o != nil {
			return false
		}
	}
	h := n.Int("q_num_heads", 0)
	return h > 0 && n.Int("kv_num_heads", 0) == h && n.Int("is_causal", 0) == 0 && n.Float("softcap", 0) == 0 && n.Int("qk_matmul_output_mode", 0) == 0
}

// projection is one product of a shared input by constant weights, with
// the per-column pointwise chain after it, ending in the value the
// attention reads.
type projection struct {
	mm    *graph.Node
	chain []*graph.Node // in order from the product
	// constAt is, per chain node, the input index of its constant (-1 for
	// a Cast).
	constAt []int
	out     *graph.Value
}

// projectionChainOps are the epilogue ops a projection's chain may hold.
var projectionChainOps = map[string]bool{"Cast": true, "Add": true, "Sub": true, "Mul": true, "Div": true}

// traceProjection walks back from v (read only by user) through
// single-use chain ops with per-column constant operands to a MatMul by
// constant 2-D weights.
func traceProjection(g *graph.Graph, consumers map[*graph.Value][]*graph.Node, v *graph.Value, user *graph.Node) (projection, bool) {
	p := projection{out: v}
	next := user
	for range 8 {
		if v == nil || v.Producer == nil || g.IsOutput(v) || !v.ShapeKnown || v.Dynamic {
			return projection{}, false
		}
		if cs := consumers[v]; len(cs) != 1 || cs[0] != next || countInputs(next, v) != 1 {
			return projection{}, false
		}
		pn := v.Producer
		if pn.Domain != "" || len(pn.Outputs) != 1 {
			return projection{}, false
		}
		if pn.OpType == "MatMul" {
			w := g.Const(pn.Input(1))
			x := pn.Input(0)
			if w == nil || len(w.Shape) != 2 || x == nil || !x.ShapeKnown || x.Dynamic || len(x.Shape) < 2 ||
				x.Shape[len(x.Shape)-1] != w.Shape[0] || len(v.Shape) != len(x.Shape) || v.Shape[len(v.Shape)-1] != w.Shape[1] {
				return projection{}, false
			}
			p.mm = pn
			slices.Reverse(p.chain)
			slices.Reverse(p.constAt)
			return p, true
		}
		if !projectionChainOps[pn.OpType] {
			return projection{}, false
		}
		if pn.OpType == "Cast" {
			p.chain, p.constAt = append(p.chain, pn), append(p.constAt, -1)
			v, next = pn.Input(0), pn
			continue
		}
		if len(pn.Inputs) != 2 {
			return projection{}, false
		}
		at := -1
		for j := range 2 {
			if c := g.Const(pn.Input(j)); c != nil && perColumn(c.Shape, v.Shape) && pn.Input(1-j) != nil && pn.Input(1-j).Shape.Equal(v.Shape) {
				at = j
				break
			}
		}
		if at < 0 {
			return projection{}, false
		}
		p.chain, p.constAt = append(p.chain, pn), append(p.constAt, at)
		v, next = pn.Input(1-at), pn
	}
	return projection{}, false
}

// countInputs is how many of n's inputs are v.
func countInputs(n *graph.Node, v *graph.Value) int {
	c := 0
	for _, x := range n.Inputs {
		if x == v {
			c++
		}
	}
	return c
}

// perColumn reports whether a constant of shape c broadcasts along the
// last axis of out only: all ones, or ones then out's last dim.
func perColumn(c, out graph.Shape) bool {
	if len(c) > len(out) || len(out) == 0 {
		return false
	}
	for i, d := range c {
		if d != 1 && (i != len(c)-1 || d != out[len(out)-1]) {
			return false
		}
	}
	return true
}

// mergeable reports whether the three projections can be one product:
// distinct products of one input by weights of one type and K, with the
// same chain (ops, attributes, constant positions and types) and results
// of one type.
func mergeable(g *graph.Graph, ps []projection) bool {
	p0 := ps[0]
	w0 := g.Const(p0.mm.Input(1))
	for i, p := range ps {
		w := g.Const(p.mm.Input(1))
		for _, q := range ps[:i] {
			if q.mm == p.mm {
				return false
			}
		}
		if p.mm.Input(0) != p0.mm.Input(0) || w.DType != w0.DType || w.Shape[0] != w0.Shape[0] ||
			p.out.DType != p0.out.DType || len(p.chain) != len(p0.chain) || len(p.mm.Attrs) != 0 {
			return false
		}
		for j, c := range p.chain {
			c0 := p0.chain[j]
			if c.OpType != c0.OpType || p.constAt[j] != p0.constAt[j] || c.AttrKey() != c0.AttrKey() {
				return false
			}
			if at := p.constAt[j]; at >= 0 && g.Const(c.Input(at)).DType != g.Const(c0.Input(at)).DType {
				return false
			}
		}
	}
	return true
}

// mergeProjections rewrites ps as one product, its chain, and a column
// Slice per projection producing the value the attention reads.
func mergeProjections(g *graph.Graph, ps []projection, names map[string]bool) {
	x := ps[0].mm.Input(0)
	w0 := g.Const(ps[0].mm.Input(1))
	k := w0.Shape[0]
	cols := make([]int64, len(ps))
	var total int64
	for i, p := range ps {
		cols[i] = g.Const(p.mm.Input(1)).Shape[1]
		total += cols[i]
	}
	// The weights side by side: each row of K is the projections' rows.
	es := int64(w0.DType.Size())
	w := &graph.Tensor{DType: w0.DType, Shape: graph.Shape{k, total}, Data: make([]byte, 0, k*total*es)}
	for r := range k {
		for i, p := range ps {
			wi := g.Const(p.mm.Input(1))
			w.Data = append(w.Data, wi.Data[r*cols[i]*es:(r+1)*cols[i]*es]...)
		}
	}
	base := ps[0].mm.Name + "_qkv"
	wv := g.AddConst(names, base+"_weight", w)
	outShape := func(v *graph.Value) graph.Shape {
		s := v.Shape.Clone()
		s[len(s)-1] = total
		return s
	}
	newValue := func(like *graph.Value) *graph.Value {
		return &graph.Value{Name: graph.UniqueName(names, like.Name+"_qkv"), DType: like.DType, Shape: outShape(like), ShapeKnown: true}
	}
	mm := &graph.Node{Name: graph.UniqueName(names, base), OpType: "MatMul", Inputs: []*graph.Value{x, wv},
		Attrs: map[string]*graph.Attr{}}
	cur := newValue(ps[0].mm.Output(0))
	mm.Outputs = []*graph.Value{cur}
	cur.Producer = mm
	added := []*graph.Node{mm}
	for j, c0 := range ps[0].chain {
		n := &graph.Node{Name: graph.UniqueName(names, c0.Name+"_qkv"), OpType: c0.OpType, Attrs: maps.Clone(c0.Attrs)}
		if n.Attrs == nil {
			n.Attrs = map[string]*graph.Attr{}
		}
		if at := ps[0].constAt[j]; at >= 0 {
			n.Inputs = make([]*graph.Value, 2)
			n.Inputs[1-at] = cur
			n.Inputs[at] = g.AddConst(names, c0.Name+"_qkv_const", concatColumns(g, ps, j, at, cols))
		} else {
			n.Inputs = []*graph.Value{cur}
		}
		cur = newValue(c0.Output(0))
		n.Outputs = []*graph.Value{cur}
		cur.Producer = n
		added = append(added, n)
	}
	axis := int64(len(cur.Shape) - 1)
	axes := g.AddConst(names, base+"_axes", int64Vec(axis))
	var start int64
	for i, p := range ps {
		added = append(added, columnSliceNode(g, names, base, cur, p.out, axes, start, start+cols[i]))
		start += cols[i]
	}
	dead := map[*graph.Node]bool{}
	first := len(g.Nodes)
	for _, p := range ps {
		dead[p.mm] = true
		for _, c := range p.chain {
			dead[c] = true
		}
	}
	for i, n := range g.Nodes {
		if dead[n] {
			first = min(first, i)
		}
	}
	// The merged nodes read x and constants only: they go where the
	// first of the old products was.
	nodes := make([]*graph.Node, 0, len(g.Nodes)+len(added))
	for i, n := range g.Nodes {
		if i == first {
			nodes = append(nodes, added...)
		}
		if !dead[n] {
			nodes = append(nodes, n)
		}
	}
	g.Nodes = nodes
}

// concatColumns is chain node j's constant operand (input at) of every
// projection, each widened to its projection's columns, side by side: a
// vector [Σcols].
func concatColumns(g *graph.Graph, ps []projection, j, at int, cols []int64) *graph.Tensor {
	c0 := g.Const(ps[0].chain[j].Input(at))
	var total int64
	for _, c := range cols {
		total += c
	}
	es := int64(c0.DType.Size())
	t := &graph.Tensor{DType: c0.DType, Shape: graph.Shape{total}, Data: make([]byte, 0, total*es)}
	for i, p := range ps {
		c := g.Const(p.chain[j].Input(at))
		if c.Len() == 1 {
			for range cols[i] {
				t.Data = append(t.Data, c.Data[:es]...)
			}
			continue
		}
		t.Data = append(t.Data, c.Data...)
	}
	return t
}

// columnSliceNode is a Slice of src's last axis from start to end (axes
// the one-element constant naming it) writing out.
func columnSliceNode(g *graph.Graph, names map[string]bool, base string, src, out, axes *graph.Value, start, end int64) *graph.Node {
	starts := g.AddConst(names, base+"_start", int64Vec(start))
	ends := g.AddConst(names, base+"_end", int64Vec(end))
	n := &graph.Node{Name: graph.UniqueName(names, out.Name+"_slice"), OpType: "Slice",
		Inputs: []*graph.Value{src, starts, ends, axes}, Outputs: []*graph.Value{out}, Attrs: map[string]*graph.Attr{}}
	out.Producer = n
	return n
}

// int64Vec is the one-element int64 tensor [v] (a Slice bound).
func int64Vec(v int64) *graph.Tensor {
	t := &graph.Tensor{DType: graph.Int64, Shape: graph.Shape{1}, Data: make([]byte, 8)}
	t.SetInt64(0, v)
	return t
}

// splitToSlices rewrites a Split of one value along its last axis into
// exactly Attention node n's Q, K and V (each read by n alone) as column
// Slices, which the attention's kernel reads as views. Under mixed
// precision each Split output reaches n through a Cast to half: the
// Slices then read the half value the Split's input was cast up from
// (through its Reshape, an alias), or one Cast of the whole input.
func splitToSlices(g *graph.Graph, consumers map[*graph.Value][]*graph.Node, n *graph.Node, names map[string]bool) bool {
	single := func(v *graph.Value, user *graph.Node) bool {
		cs := consumers[v]
		return v != nil && !g.IsOutput(v) && len(cs) == 1 && cs[0] == user && countInputs(user, v) == 1
	}
	var sp *graph.Node
	var casts [3]*graph.Node
	for j := range 3 {
		v := n.Inputs[j]
		if v == nil || v.Producer == nil {
			return false
		}
		if c := v.Producer; c.OpType == "Cast" && c.Domain == "" && single(v, n) {
			casts[j] = c
			v = c.Input(0)
			if v == nil || v.Producer == nil || !single(v, c) {
				return false
			}
		} else if !single(v, n) {
			return false
		}
		if sp == nil {
			sp = v.Producer
		}
		if v.Producer != sp || sp.Output(j) != v {
			return false
		}
	}
	if sp.OpType != "Split" || sp.Domain != "" || len(sp.Outputs) != 3 {
		return false
	}
	cast := casts[0] != nil
	for _, c := range casts {
		if (c != nil) != cast || cast && (c.Int("to", 0) != casts[0].Int("to", 0) || c.Output(0).DType != casts[0].Output(0).DType) {
			return false
		}
	}
	src := sp.Input(0)
	if src == nil || !src.ShapeKnown || src.Dynamic || len(src.Shape) == 0 {
		return false
	}
	last := int64(len(src.Shape) - 1)
	if ax := sp.Int("axis", 0); ax != last && ax != -1 {
		return false
	}
	var total int64
	for _, o := range sp.Outputs {
		if o == nil || !o.ShapeKnown || o.Dynamic || len(o.Shape) != len(src.Shape) {
			return false
		}
		total += o.Shape[last]
	}
	if total != src.Shape[last] {
		return false
	}
	var added []*graph.Node
	if cast {
		half := casts[0].Output(0).DType
		hv, view := halfSource(g, names, src, half, sp.Name+"_half_view")
		if view != nil {
			added = append(added, view)
		}
		if hv == nil {
			// One Cast of the whole input instead of three of its parts.
			hv = &graph.Value{Name: graph.UniqueName(names, src.Name+"_"+half.String()), DType: half, Shape: src.Shape.Clone(), ShapeKnown: true}
			c := &graph.Node{Name: graph.UniqueName(names, sp.Name+"_cast"), OpType: "Cast", Inputs: []*graph.Value{src},
				Outputs: []*graph.Value{hv}, Attrs: maps.Clone(casts[0].Attrs)}
			hv.Producer = c
			added = append(added, c)
		}
		src = hv
	}
	base := sp.Name
	axes := g.AddConst(names, base+"_axes", int64Vec(last))
	var start int64
	for j, o := range sp.Outputs {
		w := o.Shape[last]
		out := o
		if cast {
			out = casts[j].Output(0)
		}
		added = append(added, columnSliceNode(g, names, base, src, out, axes, start, start+w))
		start += w
	}
	at := slices.Index(g.Nodes, sp)
	g.Nodes = slices.Concat(g.Nodes[:at], added, g.Nodes[at+1:])
	if cast {
		dead := map[*graph.Node]bool{casts[0]: true, casts[1]: true, casts[2]: true}
		g.RemoveNodes(dead)
	}
	return true
}

// halfSource is the value of type half that src (fp32) was cast up from:
// src itself a Cast of it, or a Reshape (by a constant shape) of such a
// Cast, which becomes view, a new Reshape named name of the half value
// (for the caller to place). Nil when src is neither.
func halfSource(g *graph.Graph, names map[string]bool, src *graph.Value, half graph.DType, name string) (hv *graph.Value, view *graph.Node) {
	widened := func(v *graph.Value) *graph.Value {
		if c := v.Producer; c != nil && c.OpType == "Cast" && c.Domain == "" && c.Input(0) != nil && c.Input(0).DType == half {
			return c.Input(0)
		}
		return nil
	}
	if w := widened(src); w != nil {
		return w, nil
	}
	r := src.Producer
	if r == nil || r.OpType != "Reshape" || r.Domain != "" || r.Input(0) == nil || g.Const(r.Input(1)) == nil {
		return nil, nil
	}
	w := widened(r.Input(0))
	if w == nil {
		return nil, nil
	}
	hv = &graph.Value{Name: graph.UniqueName(names, src.Name+"_"+half.String()), DType: half, Shape: src.Shape.Clone(), ShapeKnown: true}
	view = &graph.Node{Name: graph.UniqueName(names, name), OpType: "Reshape", Inputs: []*graph.Value{w, r.Input(1)},
		Outputs: []*graph.Value{hv}, Attrs: maps.Clone(r.Attrs)}
	if view.Attrs == nil {
		view.Attrs = map[string]*graph.Attr{}
	}
	hv.Producer = view
	return hv, view
}

// ColumnSlice reports whether n is a Slice of one axis with constant,
// in-range, non-negative bounds and step 1 (MergeProjections writes
// these; a fused attention reads them as views of their input), and
// returns the axis, the first element and the count.
func ColumnSlice(g *graph.Graph, n *graph.Node) (axis int, start, size int64, ok bool) {
	if n.OpType != "Slice" || n.Domain != "" || g.Opset < 10 || len(n.Inputs) < 4 || len(n.Inputs) > 5 || len(n.Outputs) != 1 {
		return 0, 0, 0, false
	}
	x, y := n.Input(0), n.Output(0)
	if x == nil || y == nil || !x.ShapeKnown || x.Dynamic || !y.ShapeKnown || y.Dynamic || len(x.Shape) == 0 {
		return 0, 0, 0, false
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
	a, ok3 := one(3)
	if !ok1 || !ok2 || !ok3 {
		return 0, 0, 0, false
	}
	if len(n.Inputs) == 5 && n.Inputs[4] != nil {
		if st, ok := one(4); !ok || st != 1 {
			return 0, 0, 0, false
		}
	}
	r := int64(len(x.Shape))
	if a < 0 {
		a += r
	}
	if a < 0 || a >= r || s < 0 || e <= s || e > x.Shape[a] {
		return 0, 0, 0, false
	}
	want := x.Shape.Clone()
	want[a] = e - s
	if !y.Shape.Equal(want) || y.DType != x.DType {
		return 0, 0, 0, false
	}
	return int(a), s, e - s, true
}

// attentionViews are the column Slices (ColumnSlice) an Attention anchor
// n reads as its Q, K and V when n alone reads them: its kernel reads
// them as strided views of the product they slice (MergeProjections), so
// they join n's partition instead of copying.
func (pt *partitioner) attentionViews(n *graph.Node) []*graph.Node {
	if n.OpType != "Attention" || n.Domain != "" {
		return nil
	}
	var views []*graph.Node
	for _, v := range n.Inputs[:min(3, len(n.Inputs))] {
		if v == nil || v.Producer == nil || pt.owner[v.Producer] != nil || slices.Contains(views, v.Producer) {
			continue
		}
		if _, _, _, ok := ColumnSlice(pt.g, v.Producer); !ok {
			continue
		}
		if c, ok := pt.singleUse(v); ok && c == n {
			views = append(views, v.Producer)
		}
	}
	return views
}
