package passes

import (
	"context"
	"maps"
	"math"
	"slices"

	"github.com/mgxport/mgxport/graph"
)

// FuseAttention rewrites the attention pattern as exporters write it into
// one ONNX Attention node (opset 23 semantics, 3-D form): the queries,
// keys and values in the layout the projections compute them ([B, S,
// H·D]), the heads split and moved by whatever Reshapes and Transposes
// the exporter wrote (transformers' Reshape + Transpose(0,2,1,3), K as
// Transpose(0,2,3,1); the dynamo export's Reshape/Transpose/Reshape
// round trip), a scale (scalar Mul or Div on Q, on K or on the scores,
// folded into one), an additive mask, Softmax over the keys, an optional
// guard that zeroes NaN probabilities, the product with V, and the heads
// merged back into [B, S, H·D] (or its rows flattened, [B·S, H·D], as
// GPT-2's dynamo export feeds its 2-D output projection: the node writes
// [B, S, H·D] and a Reshape, an alias, flattens it). The node reads the
// projections' outputs
// and writes the merged result, so the transposes and reshapes around
// attention disappear and one kernel (a flash-attention kernel where the
// target has one) computes it; softmax and the scale and mask math are
// fp32 in it (softmax_precision) even when Q, K and V are half.
//
// An Attention node of 4-D operands whose Q, K and V are such heads and
// whose output is merged the same way becomes the 3-D node too
// (matchAttention4D).
//
// Heads split out of one packed projection by a Split (ModernBERT's
// Wqkv), and rotary embedding applied to the split heads, are seen
// through too: the node reads column Slices of the projection, Q and K
// through a RotaryEmbedding in its 3-D form (attention_heads.go).
//
// A row whose every key the mask hides (-inf) has probabilities 0 and
// output 0 in Attention (as onnx's reference has it since 1.23): exactly
// what the NaN guard some exporters put after the softmax
// (Where(IsNaN(p), 0, p)) computes, so the guard is absorbed. Without a
// guard such a row is NaN in the unfused graph and 0 in the fused one;
// every other row is the same.
//
// Attentions in fp32, fp16 and bf16 are fused alike: NVIDIA targets
// finalize the node as a flash-attention kernel (an exact fp32 one for
// fp32: finalize/gpu/kernelgen/attention32.go), other targets (host,
// AMD) as its portable decomposition (lower/tosa's Attention).
type FuseAttention struct{}

// Name is "fuse-attention".
func (FuseAttention) Name() string { return "fuse-attention" }

// Run rewrites every match.
func (p FuseAttention) Run(ctx context.Context, g *graph.Graph) error {
	names := g.NameSet()
	fused := false
	for i := 0; i < len(g.Nodes); i++ {
		if err := ctx.Err(); err != nil {
			return err
		}
		n := g.Nodes[i]
		var m *attentionMatch
		ok := false
		switch {
		case n.Domain != "":
		case n.OpType == "Softmax":
			m, ok = matchAttention(g, g.Consumers(), n)
		case n.OpType == "Attention":
			m, ok = matchAttention4D(g, g.Consumers(), n)
		}
		if !ok {
			continue
		}
		m.rewrite(g, names)
		fused = true
	}
	if !fused {
		return nil
	}
	return DCE{}.Run(ctx, g)
}

// attentionMatch is one recognized attention.
type attentionMatch struct {
	// ops are Q, K and V: [B, S, H·D] values, or ones the rewrite makes.
	ops            [3]*headsOperand
	mask           *graph.Value
	heads, kvHeads int64
	scale          float64
	// from is the 4-D Attention node matched (its attributes carry
	// over); nil for the pattern.
	from *graph.Node
	out  *graph.Value // the merged result [B, S, H·Dv]
	last *graph.Node  // the node computing out, which the fused node replaces
}

// rewrite puts the fused node in place of the node computing out; the
// nodes between become dead (the pass's DCE removes them).
func (m *attentionMatch) rewrite(g *graph.Graph, names map[string]bool) {
	at := slices.Index(g.Nodes, m.last)
	var ins []*graph.Value
	if qk, ok := jointRotary(g, m.ops[0], m.ops[1]); ok {
		// Q and K rotated by one node (attention_heads.go).
		var v *graph.Value
		v, at = qk.value(g, names, at)
		w := m.ops[0].hi - m.ops[0].lo
		axes := g.AddConst(names, v.Name+"_axes", int64Vec(2))
		for i, r := range [][2]int64{{0, w}, {w, qk.hi - qk.lo}} {
			out := &graph.Value{Name: graph.UniqueName(names, v.Name+"_"+"qk"[i:i+1]), DType: v.DType,
				Shape: graph.Shape{v.Shape[0], v.Shape[1], r[1] - r[0]}, ShapeKnown: true}
			names[out.Name] = true
			n := columnSliceNode(g, names, out.Name, v, out, axes, r[0], r[1])
			names[n.Name] = true
			g.Nodes = slices.Insert(g.Nodes, at, n)
			at++
			ins = append(ins, out)
		}
		v, at = m.ops[2].value(g, names, at)
		ins = append(ins, v)
	} else {
		for _, o := range m.ops {
			var v *graph.Value
			v, at = o.value(g, names, at)
			ins = append(ins, v)
		}
	}
	if m.mask != nil {
		ins = append(ins, m.mask)
	}
	n := &graph.Node{Name: graph.UniqueName(names, m.last.Name+"_attention"), OpType: "Attention", Inputs: ins,
		Outputs: []*graph.Value{m.out}, Attrs: map[string]*graph.Attr{}}
	if m.from != nil {
		maps.Copy(n.Attrs, m.from.Attrs)
	}
	names[n.Name] = true
	var flat *graph.Node
	if len(m.out.Shape) == 2 {
		// The node writes [B, S, H·Dv]; a Reshape gives the flat rows.
		out3 := &graph.Value{Name: graph.UniqueName(names, m.out.Name+"_heads"), DType: m.out.DType,
			Shape: graph.Shape{ins[0].Shape[0], ins[0].Shape[1], m.out.Shape[1]}, ShapeKnown: true, Producer: n}
		shape := &graph.Tensor{DType: graph.Int64, Shape: graph.Shape{2}, Data: make([]byte, 16)}
		shape.SetInt64(0, m.out.Shape[0])
		shape.SetInt64(1, m.out.Shape[1])
		flat = &graph.Node{Name: graph.UniqueName(names, m.out.Name+"_flat"), OpType: "Reshape",
			Inputs: []*graph.Value{out3, g.AddConst(names, m.out.Name+"_flat_shape", shape)}, Outputs: []*graph.Value{m.out},
			Attrs: map[string]*graph.Attr{}}
		n.Outputs = []*graph.Value{out3}
	}
	n.SetInt("q_num_heads", m.heads)
	n.SetInt("kv_num_heads", m.kvHeads)
	n.SetFloat("scale", float32(m.scale))
	// Softmax in fp32 (ONNX's FLOAT code), whatever Q's type.
	n.SetInt("softmax_precision", 1)
	m.out.Producer = n
	for i, x := range g.Nodes {
		if x == m.last {
			g.Nodes[i] = n
			if flat != nil {
				m.out.Producer = flat
				g.Nodes = slices.Insert(g.Nodes, i+1, flat)
			}
			break
		}
	}
}

// attnFloat reports whether dt is a type the fused node takes.
func attnFloat(dt graph.DType) bool {
	return dt == graph.Float32 || dt == graph.Float16 || dt == graph.BFloat16
}

// matchAttention matches the pattern around Softmax node sm.
func matchAttention(g *graph.Graph, consumers map[*graph.Value][]*graph.Node, sm *graph.Node) (*attentionMatch, bool) {
	x, p := sm.Input(0), sm.Output(0)
	if x == nil || p == nil || len(x.Shape) != 4 || !x.ShapeKnown || x.Dynamic || !attnFloat(x.DType) {
		return nil, false
	}
	if axis, ok := sm.Attrs["axis"]; ok && axis.Int != 3 && axis.Int != -1 || !ok && g.Opset < 13 {
		return nil, false
	}
	// internal reports whether v feeds only the pattern's next node.
	internal := func(v *graph.Value, next *graph.Node) bool {
		cs := consumers[v]
		return !g.IsOutput(v) && len(cs) == 1 && cs[0] == next
	}
	m := &attentionMatch{scale: 1}
	// scores walks back from v (read by next) through scalar scales to
	// the product, returning it and the scales' product.
	scores := func(v *graph.Value, next *graph.Node) (*graph.Node, float64, bool) {
		f := 1.0
		for range 8 {
			pn := v.Producer
			if pn == nil || pn.Domain != "" || !internal(v, next) {
				return nil, 0, false
			}
			if pn.OpType == "MatMul" {
				return pn, f, true
			}
			c, rest, ok := scalarScale(g, pn)
			if !ok {
				return nil, 0, false
			}
			f *= c
			v, next = rest, pn
		}
		return nil, 0, false
	}
	// Backwards from the softmax: the mask, the scale, the product.
	qk, f, ok := scores(x, sm)
	if add := x.Producer; !ok && add != nil && add.OpType == "Add" && add.Domain == "" && internal(x, sm) {
		for j := range 2 {
			sc, mk := add.Input(j), add.Input(1-j)
			if sc == nil || mk == nil || !attnFloat(mk.DType) || !broadcastsTo(mk.Shape, x.Shape) {
				continue
			}
			if qk, f, ok = scores(sc, add); ok {
				m.mask = mk
				break
			}
		}
	}
	if !ok {
		return nil, false
	}
	m.scale = f
	// Forwards: the NaN guard, the product with V, the heads merged.
	pv := p
	if cs := consumers[p]; len(cs) == 2 && !g.IsOutput(p) {
		w, ok := nanGuard(g, cs, p)
		if !ok {
			return nil, false
		}
		pv = w.Output(0)
	}
	cs := consumers[pv]
	if len(cs) != 1 || g.IsOutput(pv) {
		return nil, false
	}
	vm := cs[0]
	if vm.OpType != "MatMul" || vm.Domain != "" || vm.Input(0) != pv || vm.Input(1) == pv {
		return nil, false
	}
	// The operands, each the base the heads were split from.
	qo, ko, vo := qk.Input(0).Shape, qk.Input(1).Shape, vm.Input(1).Shape
	if len(qo) != 4 || len(ko) != 4 || len(vo) != 4 {
		return nil, false
	}
	b, h, sq, d, skv, dv := qo[0], qo[1], qo[2], qo[3], ko[3], vo[3]
	want := []struct {
		op   *graph.Value
		user *graph.Node
		l    layout
	}{
		{qk.Input(0), qk, mustTranspose(baseLayout([]int64{b, sq, h, d}), 0, 2, 1, 3)},
		{qk.Input(1), qk, mustTranspose(baseLayout([]int64{b, skv, h, d}), 0, 2, 3, 1)},
		{vm.Input(1), vm, mustTranspose(baseLayout([]int64{b, skv, h, dv}), 0, 2, 1, 3)},
	}
	var scales [3]float64
	for i, w := range want {
		// The base itself, else one the rewrite makes (attention_heads.go).
		if base, s, ok := headsBase(g, consumers, w.op, w.user); ok && len(base.Shape) == 3 {
			if l, ok := layoutOf(g, base, w.op); ok && l.equal(w.l) {
				m.ops[i], scales[i] = &headsOperand{base: base, shape: base.Shape}, s
				continue
			}
		}
		o, l, s, ok := headsSource(g, consumers, w.op, w.user, 0)
		if !ok || !l.equal(w.l) {
			return nil, false
		}
		m.ops[i], scales[i] = o, s
	}
	qb, kb, vb := m.ops[0], m.ops[1], m.ops[2]
	if scales[2] != 1 {
		return nil, false
	}
	m.scale *= scales[0] * scales[1]
	if !attnFloat(qb.base.DType) || kb.base.DType != qb.base.DType || vb.base.DType != qb.base.DType || mathInf(m.scale) {
		return nil, false
	}
	// The merged output.
	o := vm.Output(0)
	if o == nil || !o.Shape.Equal(graph.Shape{b, h, sq, dv}) {
		return nil, false
	}
	if m.out, m.last, ok = mergedHeads(g, consumers, o); !ok {
		return nil, false
	}
	m.heads, m.kvHeads = h, h
	return m, true
}

// mergedHeads follows single-use movement ops from o ([B, H, S, Dv], the
// heads apart) until the layout is [B, S, H·Dv] with the heads back
// beside each other, and returns that value and the node computing it.
func mergedHeads(g *graph.Graph, consumers map[*graph.Value][]*graph.Node, o *graph.Value) (*graph.Value, *graph.Node, bool) {
	if len(o.Shape) != 4 {
		return nil, nil, false
	}
	b, h, sq, dv := o.Shape[0], o.Shape[1], o.Shape[2], o.Shape[3]
	merged, ok := baseLayout([]int64{b, h, sq, dv}).transpose([]int64{0, 2, 1, 3})
	if merged, ok = merged.reshape([]int64{b, sq, h * dv}); !ok {
		return nil, nil, false
	}
	// The merged rows flattened, [B·S, H·Dv] (GPT-2's dynamo export feeds
	// its output projection, a 2-D Gemm, that way): the fused node writes
	// [B, S, H·Dv] and a Reshape (an alias) gives the flat view.
	flat, ok := merged.reshape([]int64{b * sq, h * dv})
	if !ok {
		return nil, nil, false
	}
	cur, l := o, baseLayout([]int64{b, h, sq, dv})
	for range 8 {
		cs := consumers[cur]
		if len(cs) != 1 || g.IsOutput(cur) {
			return nil, nil, false
		}
		mv := cs[0]
		if l, ok = moveLayout(mv, l); !ok {
			return nil, nil, false
		}
		cur = mv.Output(0)
		if len(cur.Shape) == 3 && l.equal(merged) || len(cur.Shape) == 2 && l.equal(flat) {
			return cur, mv, true
		}
	}
	return nil, nil, false
}

// matchAttention4D matches an Attention node of 4-D operands ([B, H, S,
// E], as exporters of scaled_dot_product_attention write it at opset 23)
// whose Q, K and V are heads split out of [B, S, H·E] values (with scalar
// scales on Q and K, folded into its scale) and whose output's heads are
// merged back: the same node in the 3-D form reads and writes those
// values, so the transposes around it disappear. Past keys and values,
// lengths and extra outputs keep the 4-D node.
func matchAttention4D(g *graph.Graph, consumers map[*graph.Value][]*graph.Node, n *graph.Node) (*attentionMatch, bool) {
	q, k, v := n.Input(0), n.Input(1), n.Input(2)
	if q == nil || k == nil || v == nil || len(q.Shape) != 4 || len(k.Shape) != 4 || len(v.Shape) != 4 || n.Output(0) == nil {
		return nil, false
	}
	for i := 4; i < len(n.Inputs); i++ {
		if n.Inputs[i] != nil {
			return nil, false
		}
	}
	for _, o := range n.Outputs[1:] {
		if o != nil {
			return nil, false
		}
	}
	b, h, sq, d := q.Shape[0], q.Shape[1], q.Shape[2], q.Shape[3]
	hkv, skv, dv := k.Shape[1], k.Shape[2], v.Shape[3]
	if k.Shape[0] != b || k.Shape[3] != d || !v.Shape.Equal(graph.Shape{b, hkv, skv, dv}) {
		return nil, false
	}
	qb, qs, ok := headsBase(g, consumers, q, n)
	if !ok {
		return nil, false
	}
	kb, ks, ok := headsBase(g, consumers, k, n)
	if !ok {
		return nil, false
	}
	vb, vs, ok := headsBase(g, consumers, v, n)
	if !ok || vs != 1 || !attnFloat(qb.DType) || kb.DType != qb.DType || vb.DType != qb.DType {
		return nil, false
	}
	for _, w := range []struct {
		base, op *graph.Value
		s, h, e  int64
	}{{qb, q, sq, h, d}, {kb, k, skv, hkv, d}, {vb, v, skv, hkv, dv}} {
		l, ok := layoutOf(g, w.base, w.op)
		if !ok || len(w.base.Shape) != 3 || !l.equal(mustTranspose(baseLayout([]int64{b, w.s, w.h, w.e}), 0, 2, 1, 3)) {
			return nil, false
		}
	}
	scale := 1 / math.Sqrt(float64(d))
	if n.Has("scale") {
		scale = float64(n.Float("scale", 0))
	}
	scale *= qs * ks
	if mathInf(scale) {
		return nil, false
	}
	m := &attentionMatch{ops: [3]*headsOperand{{base: qb, shape: qb.Shape}, {base: kb, shape: kb.Shape}, {base: vb, shape: vb.Shape}}, heads: h, kvHeads: hkv, scale: scale, from: n}
	if n.Input(3) != nil {
		m.mask = n.Input(3)
	}
	if m.out, m.last, ok = mergedHeads(g, consumers, n.Output(0)); !ok {
		return nil, false
	}
	return m, true
}

func mathInf(f float64) bool { return math.IsInf(f, 0) || math.IsNaN(f) || f == 0 }

func mustTranspose(l layout, perm ...int64) layout {
	t, _ := l.transpose(perm)
	return t
}

// moveLayout applies movement node mv (a Reshape, Squeeze, Unsqueeze or
// Transpose with a known output shape) to layout l.
func moveLayout(mv *graph.Node, l layout) (layout, bool) {
	out := mv.Output(0)
	if mv.Domain != "" || out == nil || !out.ShapeKnown || out.Dynamic || len(mv.Outputs) != 1 {
		return nil, false
	}
	switch mv.OpType {
	case "Reshape", "Squeeze", "Unsqueeze":
		return l.reshape(out.Shape)
	case "Transpose":
		t, ok := l.transpose(mv.Ints("perm", nil))
		return t, ok && slices64Equal(t.shape(), out.Shape)
	}
	return nil, false
}

func slices64Equal(a []int64, b graph.Shape) bool { return graph.Shape(a).Equal(b) }

// headsBase walks back from op (read by user) through single-use
// Reshapes, Transposes and scalar scales to the value they start from,
// and returns it with the product of the scales.
func headsBase(g *graph.Graph, consumers map[*graph.Value][]*graph.Node, op *graph.Value, user *graph.Node) (*graph.Value, float64, bool) {
	scale := 1.0
	v, next := op, user
	for range 16 {
		pn := v.Producer
		cs := consumers[v]
		if pn == nil || pn.Domain != "" || len(cs) != 1 || cs[0] != next || g.IsOutput(v) {
			return v, scale, v != op && v.ShapeKnown && !v.Dynamic
		}
		switch pn.OpType {
		case "Reshape", "Transpose":
			v, next = pn.Input(0), pn
			continue
		}
		f, rest, ok := scalarScale(g, pn)
		if !ok {
			return v, scale, v != op && v.ShapeKnown && !v.Dynamic
		}
		scale *= f
		v, next = rest, pn
	}
	return nil, 0, false
}

// layoutOf is the layout of op as the movement ops between base and op
// (headsBase's walk) compute it from base.
func layoutOf(g *graph.Graph, base, op *graph.Value) (layout, bool) {
	var chain []*graph.Node
	for v := op; v != base; {
		pn := v.Producer
		if pn == nil || len(chain) > 16 {
			return nil, false
		}
		chain = append(chain, pn)
		switch pn.OpType {
		case "Reshape", "Transpose":
			v = pn.Input(0)
		default:
			_, rest, ok := scalarScale(g, pn)
			if !ok {
				return nil, false
			}
			v = rest
		}
	}
	l := baseLayout(base.Shape)
	for i := len(chain) - 1; i >= 0; i-- {
		if t := chain[i].OpType; t != "Reshape" && t != "Transpose" {
			continue
		}
		var ok bool
		if l, ok = moveLayout(chain[i], l); !ok {
			return nil, false
		}
	}
	return l, true
}

// scalarScale reports whether n multiplies a value by a constant scalar
// (Mul either way round, or Div by it), and returns the factor and the
// value scaled.
func scalarScale(g *graph.Graph, n *graph.Node) (float64, *graph.Value, bool) {
	if n.Domain != "" || len(n.Inputs) != 2 || len(n.Outputs) != 1 {
		return 0, nil, false
	}
	scalar := func(v *graph.Value) (float64, bool) {
		t := g.Const(v)
		if t == nil || t.Len() != 1 || !attnFloat(t.DType) && t.DType != graph.Float64 {
			return 0, false
		}
		f := t.Float64(0)
		return f, !math.IsInf(f, 0) && !math.IsNaN(f) && f != 0
	}
	a, b := n.Input(0), n.Input(1)
	if a == nil || b == nil || n.Output(0) == nil || !n.Output(0).Shape.Equal(a.Shape) && !n.Output(0).Shape.Equal(b.Shape) {
		return 0, nil, false
	}
	switch n.OpType {
	case "Mul":
		if f, ok := scalar(b); ok && n.Output(0).Shape.Equal(a.Shape) {
			return f, a, true
		}
		if f, ok := scalar(a); ok && n.Output(0).Shape.Equal(b.Shape) {
			return f, b, true
		}
	case "Div":
		if f, ok := scalar(b); ok && n.Output(0).Shape.Equal(a.Shape) {
			return 1 / f, a, true
		}
	}
	return 0, nil, false
}

// nanGuard reports whether cs (p's two readers) are IsNaN(p) and
// Where(IsNaN(p), 0, p), and returns the Where.
func nanGuard(g *graph.Graph, cs []*graph.Node, p *graph.Value) (*graph.Node, bool) {
	isnan, where := cs[0], cs[1]
	if isnan.OpType != "IsNaN" {
		isnan, where = where, isnan
	}
	if isnan.OpType != "IsNaN" || where.OpType != "Where" || isnan.Domain != "" || where.Domain != "" ||
		where.Input(0) != isnan.Output(0) || where.Input(2) != p || where.Output(0) == nil || !where.Output(0).Shape.Equal(p.Shape) {
		return nil, false
	}
	if c := g.Consumers()[isnan.Output(0)]; len(c) != 1 || g.IsOutput(isnan.Output(0)) {
		return nil, false
	}
	z := g.Const(where.Input(1))
	if z == nil || z.Len() != 1 || z.Float64(0) != 0 {
		return nil, false
	}
	return where, true
}

// broadcastsTo reports whether shape broadcasts (numpy rules) to full.
func broadcastsTo(shape, full graph.Shape) bool {
	if len(shape) > len(full) {
		return false
	}
	lead := len(full) - len(shape)
	for i, d := range shape {
		if d != 1 && d != full[lead+i] {
			return false
		}
	}
	return true
}
