package tosa

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/mlirbc"
)

// Attention lowers ONNX Attention (opset 23) in the form FuseAttention
// writes: 3-D Q [B, Sq, H·D], K [B, Skv, H·D], V [B, Skv, H·Dv] with
// equal query and key/value heads, an optional float additive mask
// broadcasting to [B, H, Sq, Skv], one output [B, Sq, H·Dv], no past or
// present keys, causal mask, softcap or extra outputs (those keep the
// SPIR-V kernel: ErrUnsupported). The module is the generic
// decomposition every target runs: the heads moved out, the score
// product (16-bit operands accumulate in f32), scale and mask in f32, a
// softmax over the keys in f32 (a row whose every key is -inf has
// probabilities 0, as ONNX defines it), the probabilities rounded to the
// operands' type for the value product, and the heads merged back.
func Attention(p *Builder, n *graph.Node) error {
	return p.node(n, func(out *graph.Value) (*mlirbc.Value, error) { return p.attention(n, out) })
}

func (p *Builder) attention(n *graph.Node, out *graph.Value) (*mlirbc.Value, error) {
	unsupported := func(why string, args ...any) error {
		return fmt.Errorf("%s: %s: %w", n, fmt.Sprintf(why, args...), ErrUnsupported)
	}
	for i := 4; i < len(n.Inputs); i++ {
		if n.Inputs[i] != nil {
			return nil, unsupported("input %d (past keys/values or lengths)", i)
		}
	}
	if n.Int("is_causal", 0) != 0 || n.Float("softcap", 0) != 0 || n.Int("qk_matmul_output_mode", 0) != 0 {
		return nil, unsupported("causal, softcap or qk output mode")
	}
	xs, err := p.inputs(n, 3)
	if err != nil {
		return nil, err
	}
	q, k, v := xs[0], xs[1], xs[2]
	sq, sk, sv := shapeOf(q), shapeOf(k), shapeOf(v)
	h, hkv := n.Int("q_num_heads", 0), n.Int("kv_num_heads", 0)
	if len(sq) != 3 || len(sk) != 3 || len(sv) != 3 || h <= 0 || h != hkv || sq[2]%h != 0 || sv[2]%h != 0 || sk[2] != sq[2] ||
		sk[0] != sq[0] || sv[0] != sq[0] || sv[1] != sk[1] {
		return nil, unsupported("Q %v, K %v, V %v with %d/%d heads", sq, sk, sv, h, hkv)
	}
	elem := elemOf(q)
	if elem != mlirbc.F32T && elem != mlirbc.F16T && elem != mlirbc.BF16T {
		return nil, unsupported("element type %s", q.Type)
	}
	b, lq, lk, d, dv := sq[0], sq[1], sk[1], sq[2]/h, sv[2]/h
	scale := 1 / math.Sqrt(float64(d))
	if n.Has("scale") {
		scale = float64(n.Float("scale", 0))
	}
	var mask *mlirbc.Value
	if mv := n.Input(3); mv != nil {
		if !mv.DType.IsFloat() {
			return nil, unsupported("mask of %s", mv.DType)
		}
		if mask, err = p.value(mv); err != nil {
			return nil, fmt.Errorf("%s: mask: %w", n, err)
		}
		ms := shapeOf(mask)
		if _, err := broadcastShapes(ms, []int64{b, h, lq, lk}); err != nil || len(ms) > 4 || len(ms) == 0 || ms[len(ms)-1] != lk {
			return nil, unsupported("mask %v for scores [%d %d %d %d]", ms, b, h, lq, lk)
		}
		if elemOf(mask) != mlirbc.F32T {
			mask = p.emit("tosa.cast", []*mlirbc.Value{mask}, mlirbc.Tensor(mlirbc.F32T, ms...))
		}
		mask = p.rankExtend(mask, 4)
	}
	// heads moves [B, S, H·E] to the product's operand, perm of [B, S, H, E].
	heads := func(x *mlirbc.Value, s, e int64, perm ...int) *mlirbc.Value {
		t := p.transpose(p.reshape(x, b, s, h, e), perm...)
		ts := shapeOf(t)
		return p.reshape(t, b*h, ts[2], ts[3])
	}
	qh := heads(q, lq, d, 0, 2, 1, 3)  // [B·H, Sq, D]
	kh := heads(k, lk, d, 0, 2, 3, 1)  // [B·H, D, Skv]
	vh := heads(v, lk, dv, 0, 2, 1, 3) // [B·H, Skv, Dv]
	s := p.reshape(p.mulScalar(p.matmul3(qh, kh), scale), b, h, lq, lk)
	if mask != nil {
		s = p.mustBinary("tosa.add", s, mask)
	}
	// Softmax over the keys. The max is floored at the lowest finite f32,
	// so a row of -inf gives exp(-inf) = 0 everywhere rather than NaN; a
	// row with a finite score sums to at least 1 (its max's exp), so
	// flooring the sum at 1 changes only the all-zero rows, which stay 0.
	mx := p.mustBinary("tosa.maximum", p.reduce("tosa.reduce_max", s, 3), p.scalarLike(s, -math.MaxFloat32))
	e := p.unary("tosa.exp", p.mustBinary("tosa.sub", s, mx))
	sum := p.mustBinary("tosa.maximum", p.reduce("tosa.reduce_sum", e, 3), p.scalarLike(s, 1))
	probs := p.mustBinary("tosa.mul", e, p.unary("tosa.reciprocal", sum))
	probs = p.narrow(p.reshape(probs, b*h, lq, lk), elem)
	o := p.reshape(p.matmul3(probs, vh), b, h, lq, dv)
	y := p.reshape(p.transpose(o, 0, 2, 1, 3), b, lq, h*dv)
	return p.narrow(y, p.mustType(out).Elem), nil
}
