package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
)

// attnPlan holds the Attention op's dimensions (opset 23).
type attnPlan struct {
	b, hq, hkv, sq, skv, past, dk, dv int64
	threeD                            bool
}

func planAttention(a args) (*attnPlan, error) {
	q, k, v := a.shape(0), a.shape(1), a.shape(2)
	n := a.node()
	p := &attnPlan{}
	switch {
	case len(q) == 4 && len(k) == 4 && len(v) == 4:
		p.b, p.hq, p.sq, p.dk = q[0], q[1], q[2], q[3]
		p.hkv, p.skv, p.dv = k[1], k[2], v[3]
		if k[3] != p.dk || v[1] != p.hkv || v[2] != p.skv {
			return nil, fmt.Errorf("Q %v, K %v, V %v do not fit", q, k, v)
		}
	case len(q) == 3 && len(k) == 3 && len(v) == 3:
		p.threeD = true
		p.hq, p.hkv = n.Int("q_num_heads", 0), n.Int("kv_num_heads", 0)
		if p.hq <= 0 || p.hkv <= 0 || q[2]%p.hq != 0 || k[2]%p.hkv != 0 || v[2]%p.hkv != 0 {
			return nil, fmt.Errorf("3-D Attention needs q_num_heads and kv_num_heads dividing the hidden sizes")
		}
		p.b, p.sq, p.dk = q[0], q[1], q[2]/p.hq
		p.skv, p.dv = k[1], v[2]/p.hkv
		if k[2]/p.hkv != p.dk {
			return nil, fmt.Errorf("Q and K head sizes differ")
		}
	default:
		return nil, fmt.Errorf("Q %v, K %v, V %v must all be 3-D or 4-D", q, k, v)
	}
	if p.hq%p.hkv != 0 {
		return nil, fmt.Errorf("q heads %d not a multiple of kv heads %d", p.hq, p.hkv)
	}
	if a.has(4) {
		pk := a.shape(4)
		if len(pk) != 4 {
			return nil, fmt.Errorf("past_key must be 4-D")
		}
		p.past = pk[2]
	}
	return p, nil
}

var attentionOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 3); err != nil {
			return nil, err
		}
		if err := checkType(a, 0, floats); err != nil {
			return nil, err
		}
		p, err := planAttention(a)
		if err != nil {
			return nil, err
		}
		total := p.past + p.skv
		y := graph.Shape{p.b, p.hq, p.sq, p.dv}
		if p.threeD {
			y = graph.Shape{p.b, p.sq, p.hq * p.dv}
		}
		return []outType{
			{a.dtype(0), y},
			{a.dtype(1), graph.Shape{p.b, p.hkv, total, p.dk}},
			{a.dtype(2), graph.Shape{p.b, p.hkv, total, p.dv}},
			{a.dtype(0), graph.Shape{p.b, p.hq, p.sq, total}},
		}, nil
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, err := planAttention(c)
		if err != nil {
			return err
		}
		n := c.n
		to4 := func(t *graph.Tensor, heads, d int64) []float64 {
			v := t.Float64s()
			if !p.threeD {
				return v
			}
			// [B, S, H*D] -> [B, H, S, D]
			s := t.Shape[1]
			o := make([]float64, len(v))
			for b := int64(0); b < p.b; b++ {
				for i := int64(0); i < s; i++ {
					for h := int64(0); h < heads; h++ {
						for e := int64(0); e < d; e++ {
							o[((b*heads+h)*s+i)*d+e] = v[(b*s+i)*heads*d+h*d+e]
						}
					}
				}
			}
			return o
		}
		q := to4(c.in[0], p.hq, p.dk)
		k := to4(c.in[1], p.hkv, p.dk)
		v := to4(c.in[2], p.hkv, p.dv)
		total := p.past + p.skv
		// present = concat(past, new) along the sequence axis.
		concat := func(past *graph.Tensor, cur []float64, d int64) []float64 {
			out := make([]float64, p.b*p.hkv*total*d)
			var pv []float64
			if past != nil {
				pv = past.Float64s()
			}
			for bh := int64(0); bh < p.b*p.hkv; bh++ {
				copy(out[bh*total*d:], pv[bh*p.past*d:(bh+1)*p.past*d])
				copy(out[bh*total*d+p.past*d:], cur[bh*p.skv*d:(bh+1)*p.skv*d])
			}
			return out
		}
		K := concat(c.input(4), k, p.dk)
		V := concat(c.input(5), v, p.dv)

		scale := 1 / math.Sqrt(float64(p.dk))
		if n.Has("scale") {
			scale = float64(n.Float("scale", 0))
		}
		softcap := float64(n.Float("softcap", 0))
		causal := n.Int("is_causal", 0) != 0
		mode := n.Int("qk_matmul_output_mode", 0)

		// The additive bias per (b, h, i, j): mask (bool -> 0/-inf, padded
		// with -inf past its last column), causal, and nonpad lengths.
		var maskVals []float64
		var maskIdx []int
		full := graph.Shape{p.b, p.hq, p.sq, total}
		if m := c.input(3); m != nil {
			ms := m.Shape.Clone()
			mv := m.Float64s()
			if m.DType == graph.Bool {
				for i := range mv {
					if mv[i] != 0 {
						mv[i] = 0
					} else {
						mv[i] = math.Inf(-1)
					}
				}
			}
			if last := ms[len(ms)-1]; last < total {
				// Pad the last dim with -inf.
				rows := int64(len(mv)) / last
				padded := make([]float64, rows*total)
				for r := int64(0); r < rows; r++ {
					for j := int64(0); j < total; j++ {
						if j < last {
							padded[r*total+j] = mv[r*last+j]
						} else {
							padded[r*total+j] = math.Inf(-1)
						}
					}
				}
				mv, ms[len(ms)-1] = padded, total
			}
			if _, err := graph.BroadcastShapes(ms, full); err != nil {
				return fmt.Errorf("attn_mask: %w", err)
			}
			maskVals, maskIdx = mv, bcastIndex(ms, full)
		}
		var nonpad []int64
		if t := c.input(6); t != nil {
			nonpad = t.Int64s()
		}
		reps := p.hq / p.hkv
		y := make([]float64, p.b*p.hq*p.sq*p.dv)
		qk := make([]float64, p.b*p.hq*p.sq*total)
		row := make([]float64, total)
		sq := math.Sqrt(scale)
		for b := int64(0); b < p.b; b++ {
			for h := int64(0); h < p.hq; h++ {
				kh := h / reps
				for i := int64(0); i < p.sq; i++ {
					qo := ((b*p.hq+h)*p.sq + i) * p.dk
					for j := int64(0); j < total; j++ {
						ko := ((b*p.hkv+kh)*total + j) * p.dk
						var s float64
						for e := int64(0); e < p.dk; e++ {
							s += q[qo+e] * sq * (K[ko+e] * sq)
						}
						if softcap > 0 {
							s = softcap * math.Tanh(s/softcap)
						}
						raw := s
						fi := ((b*p.hq+h)*p.sq+i)*total + j
						if maskVals != nil {
							s += maskVals[maskIdx[fi]]
						}
						if causal {
							off := p.past
							if p.past == 0 && nonpad != nil {
								off = nonpad[b] - p.sq
							}
							if j > i+off {
								s += math.Inf(-1)
							}
						}
						if nonpad != nil && j >= nonpad[b] {
							s += math.Inf(-1)
						}
						row[j] = s
						switch mode {
						case 0, 1:
							qk[fi] = raw
						case 2:
							qk[fi] = s
						}
					}
					mx := math.Inf(-1)
					for _, s := range row {
						mx = math.Max(mx, s)
					}
					// A row masked everywhere has probabilities 0 (its
					// output is 0), as onnx's reference has it since 1.23.
					if math.IsInf(mx, -1) {
						mx = 0
					}
					var sum float64
					for j := range row {
						row[j] = math.Exp(row[j] - mx)
						sum += row[j]
					}
					if sum == 0 {
						sum = 1
					}
					for j := range row {
						row[j] /= sum
						if mode == 3 {
							qk[((b*p.hq+h)*p.sq+i)*total+int64(j)] = row[j]
						}
					}
					yo := ((b*p.hq+h)*p.sq + i) * p.dv
					for j := int64(0); j < total; j++ {
						vo := ((b*p.hkv+kh)*total + j) * p.dv
						for e := int64(0); e < p.dv; e++ {
							y[yo+e] += row[j] * V[vo+e]
						}
					}
				}
			}
		}
		if p.threeD {
			// [B, H, S, Dv] -> [B, S, H*Dv]
			t := make([]float64, len(y))
			for b := int64(0); b < p.b; b++ {
				for h := int64(0); h < p.hq; h++ {
					for i := int64(0); i < p.sq; i++ {
						for e := int64(0); e < p.dv; e++ {
							t[(b*p.sq+i)*p.hq*p.dv+h*p.dv+e] = y[((b*p.hq+h)*p.sq+i)*p.dv+e]
						}
					}
				}
			}
			y = t
		}
		for i, data := range [][]float64{y, K, V, qk} {
			t, err := graph.FromFloat64s(outs[i].dt, outs[i].shape, data)
			if err != nil {
				return err
			}
			c.set(i, t)
		}
		return nil
	},
}
