package contrib

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
)

// transformerOps are the fusions of ONNX Runtime's transformer optimizer
// (onnxruntime.transformers.optimizer).
func transformerOps() []contribOp {
	ms := MicrosoftDomain
	return []contribOp{
		{ms, "Gelu", buildGelu},
		{ms, "BiasGelu", buildGelu},
		{ms, "FastGelu", buildFastGelu},
		{ms, "QuickGelu", buildQuickGelu},
		{ms, "BiasAdd", buildBiasAdd},
		{ms, "BiasSplitGelu", buildBiasSplitGelu},
		{ms, "SkipLayerNormalization", buildSkipLayerNorm(false)},
		{ms, "SkipSimplifiedLayerNormalization", buildSkipLayerNorm(true)},
		// The optimizer writes SimplifiedLayerNormalization in the
		// default domain (ONNX Runtime registers it there); older
		// exports name com.microsoft.
		{"", "SimplifiedLayerNormalization", buildSimplifiedLayerNorm},
		{ms, "SimplifiedLayerNormalization", buildSimplifiedLayerNorm},
		{ms, "Attention", buildAttention},
		{ms, "MultiHeadAttention", buildMultiHeadAttention},
		{ms, "GroupQueryAttention", buildGroupQueryAttention},
		{ms, "EmbedLayerNormalization", buildEmbedLayerNorm},
		{ms, "QEmbedLayerNormalization", buildQEmbedLayerNorm},
		{ms, "RotaryEmbedding", buildRotaryEmbedding},
	}
}

// geluErf is 0.5·x·(1 + erf(x/√2)).
func (b *cbuild) geluErf(x *graph.Value, dt graph.DType) *graph.Value {
	e := b.op("Erf", b.op("Div", x, b.scalar(dt, math.Sqrt2)))
	return b.op("Mul", b.op("Mul", x, b.scalar(dt, 0.5)), b.op("Add", e, b.scalar(dt, 1)))
}

// buildGelu: Gelu(X) and BiasGelu(A, B) = Gelu(A + B), erf form.
func buildGelu(b *cbuild, n *graph.Node) error {
	x, err := need(n, 0, "X")
	if err != nil {
		return err
	}
	dt := floatType(x)
	if bias := n.Input(1); bias != nil {
		x = b.op("Add", x, bias)
	}
	b.bind(n.Output(0), b.geluErf(x, dt))
	return nil
}

// buildFastGelu: FastGelu(X, bias?) = 0.5·y·(1 + tanh(√(2/π)·(y + 0.044715·y³))),
// y = X + bias.
func buildFastGelu(b *cbuild, n *graph.Node) error {
	x, err := need(n, 0, "X")
	if err != nil {
		return err
	}
	dt := floatType(x)
	if bias := n.Input(1); bias != nil {
		x = b.op("Add", x, bias)
	}
	cube := b.op("Mul", b.op("Mul", x, x), x)
	inner := b.op("Mul", b.op("Add", x, b.op("Mul", cube, b.scalar(dt, 0.044715))), b.scalar(dt, math.Sqrt(2/math.Pi)))
	t := b.op("Add", b.op("Tanh", inner), b.scalar(dt, 1))
	b.bind(n.Output(0), b.op("Mul", b.op("Mul", x, b.scalar(dt, 0.5)), t))
	return nil
}

// buildQuickGelu: QuickGelu(X) = X·sigmoid(alpha·X), alpha 1.702 by default.
func buildQuickGelu(b *cbuild, n *graph.Node) error {
	x, err := need(n, 0, "X")
	if err != nil {
		return err
	}
	dt := floatType(x)
	alpha := float64(n.Float("alpha", 1.702))
	s := b.op("Sigmoid", b.op("Mul", x, b.scalar(dt, alpha)))
	b.bind(n.Output(0), b.op("Mul", x, s))
	return nil
}

// buildBiasAdd: BiasAdd(X, bias, skip) = X + bias + skip.
func buildBiasAdd(b *cbuild, n *graph.Node) error {
	var in [3]*graph.Value
	for i, name := range []string{"X", "bias", "skip"} {
		v, err := need(n, i, name)
		if err != nil {
			return err
		}
		in[i] = v
	}
	b.bind(n.Output(0), b.op("Add", b.op("Add", in[0], in[1]), in[2]))
	return nil
}

// buildBiasSplitGelu: y = X + bias cut in halves along the last axis;
// Y = left · Gelu(right).
func buildBiasSplitGelu(b *cbuild, n *graph.Node) error {
	x, err := need(n, 0, "X")
	if err != nil {
		return err
	}
	bias, err := need(n, 1, "bias")
	if err != nil {
		return err
	}
	bs, ok := b.staticShape(bias)
	if !ok || len(bs) != 1 || bs[0]%2 != 0 {
		return fmt.Errorf("bias must be a 1-D constant of even size")
	}
	dt := floatType(x)
	h := b.split(b.op("Add", x, bias), -1, bs[0]/2, bs[0]/2)
	b.bind(n.Output(0), b.op("Mul", h[0], b.geluErf(h[1], dt)))
	return nil
}

// buildSkipLayerNorm: SkipLayerNormalization(input, skip, gamma, beta?,
// bias?) -> (output, mean?, inv_std_var?, input_skip_bias_sum?): s = input
// + skip (+ bias), output = LayerNormalization(s) over the last axis
// (epsilon 1e-12 by default). The simplified form (inputs input, skip,
// gamma, bias?) normalizes by the root mean square instead.
func buildSkipLayerNorm(simplified bool) func(b *cbuild, n *graph.Node) error {
	return func(b *cbuild, n *graph.Node) error {
		var in [3]*graph.Value
		for i, name := range []string{"input", "skip", "gamma"} {
			v, err := need(n, i, name)
			if err != nil {
				return err
			}
			in[i] = v
		}
		beta, bias := n.Input(3), n.Input(4)
		if simplified {
			beta, bias = nil, n.Input(3)
		}
		s := b.op("Add", in[0], in[1])
		if bias != nil {
			s = b.op("Add", s, bias)
		}
		eps := float64(n.Float("epsilon", 1e-12))
		if simplified {
			if n.Output(1) != nil {
				return fmt.Errorf("the simplified form has no mean output")
			}
			y, inv := b.rmsNorm(s, in[2], eps, n.Output(2) != nil)
			b.bind(n.Output(0), y)
			if inv != nil {
				b.bind(n.Output(2), inv)
			}
		} else {
			b.layerNorm(s, in[2], beta, eps, n.Output(0), n.Output(1), n.Output(2))
		}
		if o := n.Output(3); o != nil {
			b.bind(o, s)
		}
		return nil
	}
}

// layerNorm binds y (and the statistics outputs, when asked for) to
// LayerNormalization of x over the last axis.
func (b *cbuild) layerNorm(x, gamma, beta *graph.Value, eps float64, y, mean, inv *graph.Value) {
	ins := []*graph.Value{x, gamma}
	if beta != nil {
		ins = append(ins, beta)
	}
	k := 1
	switch {
	case inv != nil:
		k = 3
	case mean != nil:
		k = 2
	}
	outs := b.opN("LayerNormalization", k, ins...)
	p := outs[0].Producer
	p.SetInt("axis", -1)
	p.SetFloat("epsilon", float32(eps))
	b.bind(y, outs[0])
	if mean != nil {
		b.bind(mean, outs[1])
	}
	if inv != nil {
		b.bind(inv, outs[2])
	}
}

// rmsNorm is x / √(mean(x²) + eps) · scale over the last axis, and with
// wantInv the inverse root mean square (keepdims shape).
func (b *cbuild) rmsNorm(x, scale *graph.Value, eps float64, wantInv bool) (y, inv *graph.Value) {
	if !wantInv {
		y = b.op("RMSNormalization", x, scale)
		y.Producer.SetInt("axis", -1)
		y.Producer.SetFloat("epsilon", float32(eps))
		return y, nil
	}
	dt := floatType(x)
	ms := b.reduce("ReduceMean", b.op("Mul", x, x), true, -1)
	inv = b.op("Reciprocal", b.op("Sqrt", b.op("Add", ms, b.scalar(dt, eps))))
	return b.op("Mul", b.op("Mul", x, inv), scale), inv
}

// buildSimplifiedLayerNorm: SimplifiedLayerNormalization(X, scale) ->
// (Y, inv_std_var?), RMS normalization over axis (-1) with epsilon 1e-5.
func buildSimplifiedLayerNorm(b *cbuild, n *graph.Node) error {
	x, err := need(n, 0, "X")
	if err != nil {
		return err
	}
	scale, err := need(n, 1, "scale")
	if err != nil {
		return err
	}
	if ax := n.Int("axis", -1); ax != -1 && int64(b.rank(x))-1 != ax {
		return fmt.Errorf("axis %d: only the last axis is supported", ax)
	}
	y, inv := b.rmsNorm(x, scale, float64(n.Float("epsilon", 1e-5)), n.Output(1) != nil)
	b.bind(n.Output(0), y)
	if inv != nil {
		b.bind(n.Output(1), inv)
	}
	return nil
}

// attnParams are the attributes the attention ops share.
type attnParams struct {
	heads      int64
	scale      float64 // 0: 1/√head_size
	filter     float64
	causal     bool
	dt         graph.DType
	headSize   int64
	vHeadSize  int64
	keyPadding *graph.Value // (B, T) 0/1, (B) lengths, or (B, S, T)
	keyLens    bool         // keyPadding is (B) lengths (its rank unknown at import)
	bias       *graph.Value // added to QKᵀ: (B|1, N|1, S, T)
}

func readAttnParams(n *graph.Node) (attnParams, error) {
	p := attnParams{
		heads:  n.Int("num_heads", 0),
		scale:  float64(n.Float("scale", 0)),
		filter: float64(n.Float("mask_filter_value", -10000)),
		causal: n.Int("unidirectional", 0) != 0,
	}
	if p.heads <= 0 {
		return p, fmt.Errorf("num_heads %d must be positive", p.heads)
	}
	if n.Int("do_rotary", 0) != 0 {
		return p, fmt.Errorf("do_rotary is not supported")
	}
	if n.Int("past_present_share_buffer", 0) != 0 {
		return p, fmt.Errorf("past_present_share_buffer is not supported")
	}
	return p, nil
}

// heads reshapes (B, S, N·H) to (B, N, S, H).
func (b *cbuild) heads(x *graph.Value, n int64) *graph.Value {
	return b.transpose(b.reshape(x, 0, 0, n, -1), 0, 2, 1, 3)
}

// attend computes softmax(Q·Kᵀ·scale + masks)·V for q (B,N,S,H), k
// (B,N,T,H), v (B,N,T,Hv) and returns (B, S, N·Hv).
func (b *cbuild) attend(q, k, v *graph.Value, p attnParams) (*graph.Value, error) {
	dt := p.dt
	var scale *graph.Value
	switch {
	case p.scale != 0:
		scale = b.scalar(dt, p.scale)
	case p.headSize > 0:
		scale = b.scalar(dt, 1/math.Sqrt(float64(p.headSize)))
	default:
		// The head size is known only once shapes are: 1/√H from q's
		// shape (it folds to a constant at compile time).
		hs := b.cast(b.op("Gather", b.op("Shape", q), b.scalar(graph.Int64, 3)), dt)
		scale = b.op("Reciprocal", b.op("Sqrt", hs))
	}
	scores := b.op("MatMul", b.op("Mul", q, scale), b.transpose(k, 0, 1, 3, 2))
	if m := p.keyPadding; m != nil {
		r := b.rank(m)
		if p.keyLens {
			r = 1
		}
		switch r {
		case 2, 3:
			keep := b.op("Greater", m, b.scalar(dtypeOr(m, graph.Int32), 0))
			add := b.op("Where", keep, b.scalar(dt, 0), b.scalar(dt, p.filter))
			if b.rank(m) == 2 {
				add = b.unsqueeze(add, 1, 2) // (B, 1, 1, T)
			} else {
				add = b.unsqueeze(add, 1) // (B, 1, S, T)
			}
			scores = b.op("Add", scores, add)
		case 1:
			// (B): the valid length of each key sequence (right padding).
			shape := b.op("Shape", scores)
			t := b.op("Gather", shape, b.scalar(graph.Int64, 3))
			pos := b.op("Range", b.scalar(graph.Int64, 0), t, b.scalar(graph.Int64, 1))
			lens := b.unsqueeze(b.cast(m, graph.Int64), 1)
			keep := b.op("Less", b.unsqueeze(pos, 0), lens) // (B, T)
			add := b.op("Where", keep, b.scalar(dt, 0), b.scalar(dt, p.filter))
			scores = b.op("Add", scores, b.unsqueeze(add, 1, 2))
		default:
			return nil, fmt.Errorf("mask of rank %d: masks of shape (B), (B, T) and (B, S, T) are supported", r)
		}
	}
	if p.bias != nil {
		scores = b.op("Add", scores, p.bias)
	}
	if p.causal {
		// Positions after the query's own get mask_filter_value added.
		st := b.op("Shape", scores)
		st.Producer.SetInt("start", 2)
		ones := b.op("ConstantOfShape", st)
		one, _ := graph.FromFloat64s(dt, graph.Shape{1}, []float64{1})
		ones.Producer.Attrs["value"] = &graph.Attr{Kind: graph.AttrTensor, Tensor: one}
		// With past state the query's own position is past+i: the
		// diagonal moves right by T - S.
		sh := b.op("Shape", scores)
		diag := b.op("Add", b.op("Sub", b.op("Gather", sh, b.scalar(graph.Int64, 3)), b.op("Gather", sh, b.scalar(graph.Int64, 2))), b.scalar(graph.Int64, 1))
		upper := b.op("Trilu", ones, diag)
		upper.Producer.SetInt("upper", 1)
		scores = b.op("Add", scores, b.op("Mul", upper, b.scalar(dt, p.filter)))
	}
	probs := b.softmax(scores, 4)
	o := b.op("MatMul", probs, v)
	return b.reshape(b.transpose(o, 0, 2, 1, 3), 0, 0, -1), nil
}

// dtypeOr is v's type, or def when it cannot be told.
func dtypeOr(v *graph.Value, def graph.DType) graph.DType {
	if dt := dtype(v); dt.Valid() {
		return dt
	}
	return def
}

// buildAttention: Attention(input, weights, bias?, mask_index?, past?,
// attention_bias?) -> (output, present?): Q, K, V = split(input·weights +
// bias) by qkv_hidden_sizes (equal thirds by default), each cut into
// num_heads heads; past (2, B, N, P, H) holds the K and V of P earlier
// positions, which come first; softmax(Q·Kᵀ·scale + mask) · V, heads
// joined again (unidirectional: query i sees keys up to P+i). present
// stacks K and V as (2, B, N, P+S, H).
func buildAttention(b *cbuild, n *graph.Node) error {
	p, err := readAttnParams(n)
	if err != nil {
		return err
	}
	x, err := need(n, 0, "input")
	if err != nil {
		return err
	}
	w, err := need(n, 1, "weights")
	if err != nil {
		return err
	}
	if n.Input(6) != nil {
		return fmt.Errorf("past_sequence_length (buffer sharing) is not supported")
	}
	ws, ok := b.staticShape(w)
	if !ok || len(ws) != 2 {
		return fmt.Errorf("weights must be 2-D of a known shape")
	}
	sizes := n.Ints("qkv_hidden_sizes", nil)
	if sizes == nil {
		if ws[1]%3 != 0 {
			return fmt.Errorf("weights' %d columns are not three equal parts", ws[1])
		}
		sizes = []int64{ws[1] / 3, ws[1] / 3, ws[1] / 3}
	}
	if len(sizes) != 3 || sizes[0] <= 0 || sizes[2] <= 0 || sizes[0] != sizes[1] || sizes[0]+sizes[1]+sizes[2] != ws[1] || sizes[0]%p.heads != 0 || sizes[2]%p.heads != 0 {
		return fmt.Errorf("qkv_hidden_sizes %v do not fit weights %v and %d heads", sizes, ws, p.heads)
	}
	return b.attention(n, p, x, w, n.Input(2), n.Input(3), n.Input(4), n.Input(5), sizes, n.Output(0), n.Output(1))
}

// attention is Attention's body over float x and w (see buildAttention).
func (b *cbuild) attention(n *graph.Node, p attnParams, x, w, bias, mask, past, attnBias *graph.Value, sizes []int64, out, present *graph.Value) error {
	p.dt = floatType(x)
	p.headSize, p.vHeadSize = sizes[0]/p.heads, sizes[2]/p.heads
	p.keyPadding, p.bias = mask, attnBias
	qkv := b.op("MatMul", x, w)
	if bias != nil {
		qkv = b.op("Add", qkv, bias)
	}
	parts := b.split(qkv, -1, sizes...)
	q, k, v := b.heads(parts[0], p.heads), b.heads(parts[1], p.heads), b.heads(parts[2], p.heads)
	if past != nil {
		// past (2, B, N, P, H): K and V of the earlier positions first.
		if p.headSize != p.vHeadSize {
			return fmt.Errorf("past needs equal Q/K and V hidden sizes")
		}
		k, v = b.withPast(b.gather0(past, 0), k), b.withPast(b.gather0(past, 1), v)
	}
	o, err := b.attend(q, k, v, p)
	if err != nil {
		return err
	}
	b.bind(out, o)
	if present != nil {
		if p.headSize != p.vHeadSize {
			return fmt.Errorf("present needs equal Q/K and V hidden sizes")
		}
		c := b.op("Concat", b.unsqueeze(k, 0), b.unsqueeze(v, 0))
		c.Producer.SetInt("axis", 0)
		b.bind(present, c)
	}
	return nil
}

// gather0 is x[i] along axis 0.
func (b *cbuild) gather0(x *graph.Value, i int64) *graph.Value {
	g := b.op("Gather", x, b.scalar(graph.Int64, float64(i)))
	g.Producer.SetInt("axis", 0)
	return g
}

// withPast prepends past (B, N, P, H) to cur (B, N, S, H) along the
// sequence.
func (b *cbuild) withPast(past, cur *graph.Value) *graph.Value {
	c := b.op("Concat", past, cur)
	c.Producer.SetInt("axis", 2)
	return c
}

// buildMultiHeadAttention: MultiHeadAttention(query, key, value, bias?,
// key_padding_mask?, attention_bias?, past_key?, past_value?) with 3-D
// query (B, S, H), key (B, L, H) and value (B, L, Hv): bias (H + H + Hv) is
// added to the three projections, past_key/past_value (B, N, P, H) come
// before them, then attention as Attention computes it. Outputs
// present_key and present_value are K and V as (B, N, P+L, H).
func buildMultiHeadAttention(b *cbuild, n *graph.Node) error {
	p, err := readAttnParams(n)
	if err != nil {
		return err
	}
	q, err := need(n, 0, "query")
	if err != nil {
		return err
	}
	k, v := n.Input(1), n.Input(2)
	if k == nil || v == nil {
		return fmt.Errorf("packed QKV/KV inputs are not supported: key and value are required")
	}
	for i := 8; i < len(n.Inputs); i++ {
		if n.Inputs[i] != nil {
			return fmt.Errorf("input %d (buffer sharing, cache indirection) is not supported", i)
		}
	}
	if (n.Input(6) == nil) != (n.Input(7) == nil) {
		return fmt.Errorf("past_key and past_value go together")
	}
	if n.Output(3) != nil {
		return fmt.Errorf("the qk output is not supported")
	}
	for _, x := range []*graph.Value{q, k, v} {
		if r := b.rank(x); r != 3 {
			return fmt.Errorf("%s has rank %d: query, key and value must be 3-D", x.Name, r)
		}
	}
	p.dt = floatType(q)
	if bias := n.Input(3); bias != nil {
		bs, ok := b.staticShape(bias)
		if !ok || len(bs) != 1 {
			return fmt.Errorf("bias must be 1-D of a known size")
		}
		qs, ok := b.staticShape(q)
		var h int64
		if ok {
			h = qs[2]
		} else if len(q.Dims) == 3 && q.Dims[2].Static() && q.Dims[2].Param == "" {
			h = q.Dims[2].Size
		} else {
			return fmt.Errorf("query's hidden size must be known to split the bias")
		}
		parts := b.split(bias, 0, h, h, bs[0]-2*h)
		q, k, v = b.op("Add", q, parts[0]), b.op("Add", k, parts[1]), b.op("Add", v, parts[2])
	}
	if qs, ok := b.staticShape(n.Input(0)); ok {
		p.headSize = qs[2] / p.heads
	} else if d := n.Input(0).Dims; len(d) == 3 && d[2].Param == "" && d[2].Size > 0 {
		p.headSize = d[2].Size / p.heads
	} // else attend reads the head size from the shape
	p.keyPadding, p.bias = n.Input(4), n.Input(5)
	qh, kh, vh := b.heads(q, p.heads), b.heads(k, p.heads), b.heads(v, p.heads)
	if pk := n.Input(6); pk != nil {
		kh, vh = b.withPast(pk, kh), b.withPast(n.Input(7), vh)
	}
	out, err := b.attend(qh, kh, vh, p)
	if err != nil {
		return err
	}
	b.bind(n.Output(0), out)
	if o := n.Output(1); o != nil {
		b.bind(o, kh)
	}
	if o := n.Output(2); o != nil {
		b.bind(o, vh)
	}
	return nil
}

// buildEmbedLayerNorm: EmbedLayerNormalization(input_ids, segment_ids?,
// word_embedding, position_embedding, segment_embedding?, gamma, beta,
// mask?, position_ids?) -> (output, mask_index, embedding_sum?): the sum of
// the three embeddings' rows (positions 0..S-1 unless position_ids are
// given), layer-normalized over the hidden axis (epsilon 1e-12);
// mask_index is the mask's sum per batch row (int32).
func buildEmbedLayerNorm(b *cbuild, n *graph.Node) error {
	ids, err := need(n, 0, "input_ids")
	if err != nil {
		return err
	}
	var in [4]*graph.Value
	for j, i := range []int{2, 3, 5, 6} {
		v, err := need(n, i, []string{"word_embedding", "position_embedding", "gamma", "beta"}[j])
		if err != nil {
			return err
		}
		in[j] = v
	}
	return b.embedLayerNorm(n, ids, n.Input(1), in[0], in[1], n.Input(4), in[2], in[3], n.Input(7), n.Input(8))
}

// buildQEmbedLayerNorm: QEmbedLayerNormalization is EmbedLayerNormalization
// over the dequantized embeddings, gamma and beta (inputs 8-17: their
// scales, then their zero points; the segment group all or none).
func buildQEmbedLayerNorm(b *cbuild, n *graph.Node) error {
	ids, err := need(n, 0, "input_ids")
	if err != nil {
		return err
	}
	// Tensor input i, its scale and zero point.
	deq := func(i, s, z int) (*graph.Value, error) {
		x, sc, zp := n.Input(i), n.Input(s), n.Input(z)
		if x == nil || sc == nil || zp == nil {
			return nil, fmt.Errorf("inputs %d, %d and %d (a tensor, its scale and zero point) are required", i, s, z)
		}
		return b.dq(x, sc, zp), nil
	}
	var v [4]*graph.Value
	for j, idx := range [][3]int{{2, 8, 13}, {3, 9, 14}, {5, 11, 16}, {6, 12, 17}} {
		if v[j], err = deq(idx[0], idx[1], idx[2]); err != nil {
			return err
		}
	}
	var seg, segEmb *graph.Value
	if n.Input(1) != nil || n.Input(4) != nil {
		if segEmb, err = deq(4, 10, 15); err != nil {
			return err
		}
		seg = n.Input(1)
	}
	return b.embedLayerNorm(n, ids, seg, v[0], v[1], segEmb, v[2], v[3], n.Input(7), nil)
}

// embedLayerNorm is EmbedLayerNormalization's body over float tables.
func (b *cbuild) embedLayerNorm(n *graph.Node, ids, seg, word, pos, segEmb, gamma, beta, mask, posIDs *graph.Value) error {
	sum := b.op("Gather", word, ids)
	if posIDs == nil {
		shape := b.op("Shape", ids)
		s := b.op("Gather", shape, b.scalar(graph.Int64, 1))
		posIDs = b.unsqueeze(b.op("Range", b.scalar(graph.Int64, 0), s, b.scalar(graph.Int64, 1)), 0)
	}
	sum = b.op("Add", sum, b.op("Gather", pos, posIDs))
	if seg != nil && segEmb != nil {
		sum = b.op("Add", sum, b.op("Gather", segEmb, seg))
	}
	b.layerNorm(sum, gamma, beta, float64(n.Float("epsilon", 1e-12)), n.Output(0), nil, nil)
	if o := n.Output(1); o != nil {
		if mask != nil {
			b.bind(o, b.cast(b.reduce("ReduceSum", b.cast(mask, graph.Int64), false, 1), graph.Int32))
			if o.Dims == nil {
				o.Dims = []graph.Dim{{Size: -1}} // (B): Attention reads it as lengths
			}
		} else {
			// No mask: every row is whole; ONNX Runtime writes zeros.
			shape := b.op("Shape", ids)
			shape.Producer.SetInt("end", 1)
			z := b.op("ConstantOfShape", shape)
			zero, _ := graph.FromInt64s(graph.Int32, graph.Shape{1}, []int64{0})
			z.Producer.Attrs["value"] = &graph.Attr{Kind: graph.AttrTensor, Tensor: zero}
			b.bind(o, z)
			if o.Dims == nil {
				o.Dims = []graph.Dim{{Size: -1}}
			}
		}
	}
	if o := n.Output(2); o != nil {
		b.bind(o, sum)
	}
	return nil
}

// buildRotaryEmbedding: com.microsoft RotaryEmbedding(input, position_ids,
// cos_cache, sin_cache) is ONNX RotaryEmbedding (opset 23) with the inputs
// reordered; position_ids of shape (1) is an offset (positions offset ..
// offset+S-1 for every batch row).
func buildRotaryEmbedding(b *cbuild, n *graph.Node) error {
	var in [4]*graph.Value
	for i, name := range []string{"input", "position_ids", "cos_cache", "sin_cache"} {
		v, err := need(n, i, name)
		if err != nil {
			return err
		}
		in[i] = v
	}
	if n.Int("is_packed_batching", 0) != 0 {
		return fmt.Errorf("is_packed_batching is not supported")
	}
	if s := n.Float("scale", 1); s != 1 {
		return fmt.Errorf("scale %v is not supported", s)
	}
	x, pos := in[0], in[1]
	if b.rank(pos) == 1 {
		// An offset: positions offset + [0, S) for every batch row.
		shape := b.op("Shape", x)
		sAxis := int64(1)
		if b.rank(x) == 4 {
			sAxis = 2
		}
		s := b.op("Gather", shape, b.scalar(graph.Int64, float64(sAxis)))
		bsz := b.op("Gather", shape, b.i64s(0))
		r := b.op("Range", b.scalar(graph.Int64, 0), s, b.scalar(graph.Int64, 1))
		r = b.op("Add", b.unsqueeze(r, 0), b.cast(pos, graph.Int64))
		pos = b.op("Expand", r, b.op("Concat", bsz, b.unsqueeze(s, 0)))
		pos.Producer.Inputs[1].Producer.SetInt("axis", 0)
	}
	y := b.op("RotaryEmbedding", x, in[2], in[3], b.cast(pos, graph.Int64))
	for _, a := range []string{"interleaved", "num_heads", "rotary_embedding_dim"} {
		if n.Has(a) {
			y.Producer.SetInt(a, n.Int(a, 0))
		}
	}
	b.bind(n.Output(0), y)
	return nil
}

// buildGroupQueryAttention: GroupQueryAttention(query, key, value,
// past_key?, past_value?, seqlens_k, total_sequence_length, cos_cache?,
// sin_cache?) -> (output, present_key, present_value), as ONNX Runtime's
// GenAI builder writes it: query (B, S, N·H), key and value (B, S, Nkv·H);
// with do_rotary, Q and K are rotated at positions seqlens_k+1-S .. seqlens_k;
// past K/V (B, Nkv, P, H) come first (every batch row with the same P);
// each K/V head serves N/Nkv query heads; keys past seqlens_k[b] are
// masked, and (causal, the default) query i sees keys up to P+i.
func buildGroupQueryAttention(b *cbuild, n *graph.Node) error {
	nq, nkv := n.Int("num_heads", 0), n.Int("kv_num_heads", 0)
	if nq <= 0 || nkv <= 0 || nq%nkv != 0 {
		return fmt.Errorf("num_heads %d and kv_num_heads %d: want positive, num_heads a multiple of kv_num_heads", nq, nkv)
	}
	if w := n.Int("local_window_size", -1); w != -1 {
		return fmt.Errorf("local_window_size %d is not supported", w)
	}
	if c := n.Float("softcap", 0); c != 0 {
		return fmt.Errorf("softcap %v is not supported", c)
	}
	if n.Int("qk_output", 0) != 0 || n.Int("sliding_window_cache", 0) != 0 || n.Str("k_quant_type", "NONE") != "NONE" || n.Str("v_quant_type", "NONE") != "NONE" {
		return fmt.Errorf("qk_output, sliding_window_cache and KV-cache quantization are not supported")
	}
	q, k, v := n.Input(0), n.Input(1), n.Input(2)
	if q == nil || k == nil || v == nil {
		return fmt.Errorf("query, key and value are required (packed QKV is not supported)")
	}
	seqlens, err := need(n, 5, "seqlens_k")
	if err != nil {
		return err
	}
	for i := 9; i < len(n.Inputs); i++ {
		if n.Inputs[i] != nil {
			return fmt.Errorf("input %d (position_ids, attention_bias, head_sink, ...) is not supported", i)
		}
	}
	if (n.Input(3) == nil) != (n.Input(4) == nil) {
		return fmt.Errorf("past_key and past_value go together")
	}
	// The head size may be known only after shape inference (a query
	// computed by MatMulNBits): attend then reads it from the shape.
	var head int64
	if qs, ok := b.staticShape(q); ok && len(qs) == 3 {
		if qs[2]%nq != 0 {
			return fmt.Errorf("query hidden size %d is not %d heads", qs[2], nq)
		}
		head = qs[2] / nq
	}
	// Masked scores get the lowest float32 (softmax gives them 0).
	p := attnParams{heads: nq, scale: float64(n.Float("scale", 0)), filter: -math.MaxFloat32, causal: n.Int("causal", 1) != 0,
		dt: floatType(q), headSize: head, vHeadSize: head}
	// Rows' valid key lengths: seqlens_k + 1.
	total := b.op("Add", b.cast(seqlens, graph.Int64), b.scalar(graph.Int64, 1))
	if n.Int("do_rotary", 0) != 0 {
		cos, sin := n.Input(7), n.Input(8)
		if cos == nil || sin == nil {
			return fmt.Errorf("do_rotary needs cos_cache and sin_cache")
		}
		// Positions total-S .. total-1 of each row.
		sh := b.op("Shape", q)
		s := b.op("Gather", sh, b.i64s(1))
		r := b.unsqueeze(b.op("Range", b.scalar(graph.Int64, 0), b.op("Gather", sh, b.scalar(graph.Int64, 1)), b.scalar(graph.Int64, 1)), 0)
		pos := b.op("Add", r, b.unsqueeze(b.op("Sub", total, s), 1))
		rot := func(x *graph.Value, heads int64) *graph.Value {
			y := b.op("RotaryEmbedding", x, cos, sin, pos)
			y.Producer.SetInt("num_heads", heads)
			y.Producer.SetInt("interleaved", n.Int("rotary_interleaved", 0))
			return y
		}
		q, k = rot(q, nq), rot(k, nkv)
	}
	qh, kh, vh := b.heads(q, nq), b.heads(k, nkv), b.heads(v, nkv)
	if pk := n.Input(3); pk != nil {
		kh, vh = b.withPast(pk, kh), b.withPast(n.Input(4), vh)
	}
	kh, vh = b.bind(n.Output(1), kh), b.bind(n.Output(2), vh)
	if nq != nkv {
		// K/V head h serves query heads h·g .. h·g+g-1.
		g := nq / nkv
		idx := make([]int64, nq)
		for i := range idx {
			idx[i] = int64(i) / g
		}
		rep := func(x *graph.Value) *graph.Value {
			y := b.op("Gather", x, b.i64s(idx...))
			y.Producer.SetInt("axis", 1)
			return y
		}
		kh, vh = rep(kh), rep(vh)
	}
	p.keyPadding, p.keyLens = total, true
	out, err := b.attend(qh, kh, vh, p)
	if err != nil {
		return err
	}
	b.bind(n.Output(0), out)
	return nil
}
