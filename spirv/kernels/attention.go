package kernels

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/spirv"
)

// AttentionSpec describes ONNX Attention (opset 23) on 4-D operands:
// q [Batch, QHeads, QLen, HeadDim], k [Batch, KVHeads, KVLen, HeadDim] and
// v [Batch, KVHeads, KVLen, VHeadDim], where k and v already hold the past
// sequence (KVLen = Past + new). Query head h reads key/value head
// h / (QHeads/KVHeads) (grouped-query attention).
//
// Each score is (q*sqrt(Scale))·(k*sqrt(Scale)), soft-capped (Softcap > 0:
// Softcap*tanh(s/Softcap)), plus the mask (bool: 0 where true, -inf where
// false; float: added; broadcast from MaskShape, right-aligned to
// [Batch, QHeads, QLen, KVLen], a last dim shorter than KVLen padded with
// -inf), -inf above the causal diagonal (Causal: key j > query i + offset,
// offset Past, or nonpad[b]-QLen without a past) and -inf at keys
// j >= nonpad[b] (NonPad). y = softmax(scores)·v.
type AttentionSpec struct {
	Symbol                              string
	Batch, QHeads, KVHeads, QLen, KVLen int64
	Past, HeadDim, VHeadDim             int64
	Scale, Softcap                      float64
	Causal                              bool
	MaskShape                           []int64 // nil: no mask
	MaskDType                           string
	NonPad                              bool
	// QK adds the qk output [Batch, QHeads, QLen, KVLen]: QKMode 0 or 1
	// the scaled (and soft-capped) scores, 2 the scores with the mask and
	// bias, 3 the softmax.
	QK     bool
	QKMode int64
	DType  string
}

// Attention generates the kernel with arguments (q, k, v, [mask],
// [nonpad], y, probs, [qk]): probs is a scratch buffer of
// Batch*QHeads*QLen*KVLen elements in the compute type (float32, float64
// for float64). One invocation computes one query row in three passes over
// the keys: scores and their max, exponentials and their sum, then y.
func Attention(s AttentionSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("attention: %w", err)
	}
	d, err := lookupDType(s.DType)
	if err != nil || !d.float {
		return nil, fmt.Errorf("attention %s: dtype %q: want a float type", s.Symbol, s.DType)
	}
	dims := []int64{s.Batch, s.QHeads, s.KVHeads, s.QLen, s.KVLen, s.HeadDim, s.VHeadDim}
	if _, err := product(dims); err != nil {
		return nil, fmt.Errorf("attention %s: %w", s.Symbol, err)
	}
	if s.QHeads%s.KVHeads != 0 || s.Past < 0 || s.Past > s.KVLen {
		return nil, fmt.Errorf("attention %s: %d query heads over %d kv heads, past %d of %d", s.Symbol, s.QHeads, s.KVHeads, s.Past, s.KVLen)
	}
	if s.QKMode < 0 || s.QKMode > 3 {
		return nil, fmt.Errorf("attention %s: qk output mode %d", s.Symbol, s.QKMode)
	}
	cd := dtypes["float32"]
	if d.width == 64 {
		cd = d
	}
	rows := s.Batch * s.QHeads * s.QLen
	qn, _ := product([]int64{rows, s.HeadDim})
	kn, _ := product([]int64{s.Batch, s.KVHeads, s.KVLen, s.HeadDim})
	vn, _ := product([]int64{s.Batch, s.KVHeads, s.KVLen, s.VHeadDim})
	yn, _ := product([]int64{rows, s.VHeadDim})
	pn, err := product([]int64{rows, s.KVLen})
	if err != nil {
		return nil, fmt.Errorf("attention %s: %w", s.Symbol, err)
	}
	params := []param{{"q", d}, {"k", d}, {"v", d}}
	args := []Arg{{Name: "q", DType: s.DType, Elems: qn}, {Name: "k", DType: s.DType, Elems: kn}, {Name: "v", DType: s.DType, Elems: vn}}
	var md dtypeInfo
	var maskStrides []int64
	var maskLast int64
	if s.MaskShape != nil {
		if md, err = lookupDType(s.MaskDType); err != nil || !(md.float || md.name == "bool") {
			return nil, fmt.Errorf("attention %s: mask dtype %q", s.Symbol, s.MaskDType)
		}
		mn, err := product(s.MaskShape)
		if err != nil || len(s.MaskShape) > 4 || len(s.MaskShape) == 0 {
			return nil, fmt.Errorf("attention %s: mask shape %v", s.Symbol, s.MaskShape)
		}
		full := []int64{s.Batch, s.QHeads, s.QLen, s.KVLen}
		maskLast = s.MaskShape[len(s.MaskShape)-1]
		if maskLast > s.KVLen {
			return nil, fmt.Errorf("attention %s: mask %v is longer than %d keys", s.Symbol, s.MaskShape, s.KVLen)
		}
		cs := contiguousStrides(s.MaskShape)
		maskStrides = make([]int64, 4)
		lead := 4 - len(s.MaskShape)
		for j, dim := range s.MaskShape {
			switch {
			case lead+j == 3 || dim == full[lead+j]:
				maskStrides[lead+j] = cs[j]
			case dim == 1:
			default:
				return nil, fmt.Errorf("attention %s: mask %v does not broadcast to %v", s.Symbol, s.MaskShape, full)
			}
		}
		params = append(params, param{"mask", md})
		args = append(args, Arg{Name: "mask", DType: s.MaskDType, Elems: mn})
	}
	if s.NonPad {
		params = append(params, param{"nonpad", dtypes["int64"]})
		args = append(args, Arg{Name: "nonpad", DType: "int64", Elems: s.Batch})
	}
	params = append(params, param{"y", d}, param{"probs", cd})
	args = append(args, Arg{Name: "y", DType: s.DType, Elems: yn, Write: true}, Arg{Name: "probs", DType: cd.name, Elems: pn, Write: true})
	if s.QK {
		params = append(params, param{"qk", d})
		args = append(args, Arg{Name: "qk", DType: s.DType, Elems: pn, Write: true})
	}
	k, p := newKernel(s.Symbol, params)
	f := k.f
	q, kk, v := p[0], p[1], p[2]
	at := 3
	var mask, nonpad spirv.ID
	if s.MaskShape != nil {
		mask, at = p[at], at+1
	}
	if s.NonPad {
		nonpad, at = p[at], at+1
	}
	y, probs := p[at], p[at+1]
	var qk spirv.ID
	if s.QK {
		qk = p[at+2]
	}
	ct := k.b.Float(cd.width)
	c := func(x float64) spirv.ID { return k.b.ConstFloat(ct, x) }
	fadd := func(a, b spirv.ID) spirv.ID { return f.Bin(spirv.OpFAdd, a, b) }
	fmul := func(a, b spirv.ID) spirv.ID { return f.Bin(spirv.OpFMul, a, b) }
	widen := func(x spirv.ID) spirv.ID { return castValue(k, d, cd, x) }
	narrow := func(x spirv.ID) spirv.ID { return castValue(k, cd, d, x) }
	sq := c(math.Sqrt(s.Scale))
	negInf := c(math.Inf(-1))
	reps := s.QHeads / s.KVHeads
	k.gridStride(rows, func(r spirv.ID) {
		i := k.umod(r, k.c(s.QLen))
		bh := k.udiv(r, k.c(s.QLen))
		h := k.umod(bh, k.c(s.QHeads))
		b := k.udiv(bh, k.c(s.QHeads))
		kvh := k.add(k.mul(b, k.c(s.KVHeads)), k.udiv(h, k.c(reps)))
		qBase := k.mul(r, k.c(s.HeadDim))
		kBase := k.mul(kvh, k.c(s.KVLen*s.HeadDim))
		vBase := k.mul(kvh, k.c(s.KVLen*s.VHeadDim))
		pBase := k.mul(r, k.c(s.KVLen))
		var limit, offset spirv.ID
		if s.NonPad {
			limit = f.Load(f.Elem(nonpad, b))
		}
		if s.Causal {
			offset = k.c(s.Past)
			if s.Past == 0 && s.NonPad {
				offset = k.sub(limit, k.c(s.QLen))
			}
		}
		// Pass 1: scores, into probs, and their max.
		mx := f.For(k.c(0), k.c(s.KVLen), k.c(1), []spirv.ID{negInf}, func(j spirv.ID, acc []spirv.ID) []spirv.ID {
			kRow := k.add(kBase, k.mul(j, k.c(s.HeadDim)))
			dot := f.For(k.c(0), k.c(s.HeadDim), k.c(1), []spirv.ID{c(0)}, func(e spirv.ID, a []spirv.ID) []spirv.ID {
				qv := fmul(widen(k.load(d, q, k.add(qBase, e))), sq)
				kv := fmul(widen(k.load(d, kk, k.add(kRow, e))), sq)
				return []spirv.ID{fadd(a[0], fmul(qv, kv))}
			})[0]
			score := dot
			if s.Softcap > 0 {
				score = fmul(c(s.Softcap), f.Ext(spirv.CLTanh, f.Bin(spirv.OpFDiv, score, c(s.Softcap))))
			}
			raw := score
			if s.MaskShape != nil {
				coords := []spirv.ID{b, h, i, j}
				in := k.ult(j, k.c(maskLast))
				idx := f.Select(in, k.dot(coords, maskStrides, 0), k.c(0))
				var bias spirv.ID
				if md.name == "bool" {
					keep := f.Cmp(spirv.OpINotEqual, f.Load(f.Elem(mask, idx)), k.b.ConstInt(k.b.Int(8), 0))
					bias = f.Select(keep, c(0), negInf)
				} else {
					bias = castValue(k, md, cd, k.load(md, mask, idx))
				}
				score = fadd(score, f.Select(in, bias, negInf))
			}
			if s.Causal {
				above := f.Cmp(spirv.OpSGreaterThan, j, k.add(i, offset))
				score = fadd(score, f.Select(above, negInf, c(0)))
			}
			if s.NonPad {
				past := f.Cmp(spirv.OpSGreaterThanEqual, j, limit)
				score = fadd(score, f.Select(past, negInf, c(0)))
			}
			if s.QK && s.QKMode <= 2 {
				out := raw
				if s.QKMode == 2 {
					out = score
				}
				k.store(d, qk, k.add(pBase, j), narrow(out))
			}
			k.store(cd, probs, k.add(pBase, j), score)
			return []spirv.ID{f.Ext(spirv.CLFmax, acc[0], score)}
		})[0]
		// Pass 2: exponentials and their sum. A row masked everywhere
		// (max -inf) has probabilities 0, so its output is 0, as onnx's
		// reference (1.23) and ONNX Runtime have it.
		mx = f.Select(f.Cmp(spirv.OpFOrdEqual, mx, negInf), c(0), mx)
		sum := f.For(k.c(0), k.c(s.KVLen), k.c(1), []spirv.ID{c(0)}, func(j spirv.ID, acc []spirv.ID) []spirv.ID {
			at := k.add(pBase, j)
			e := f.Ext(spirv.CLExp, f.Bin(spirv.OpFSub, k.load(cd, probs, at), mx))
			k.store(cd, probs, at, e)
			return []spirv.ID{fadd(acc[0], e)}
		})[0]
		sum = f.Select(f.Cmp(spirv.OpFOrdEqual, sum, c(0)), c(1), sum)
		f.For(k.c(0), k.c(s.KVLen), k.c(1), nil, func(j spirv.ID, _ []spirv.ID) []spirv.ID {
			at := k.add(pBase, j)
			pr := f.Bin(spirv.OpFDiv, k.load(cd, probs, at), sum)
			k.store(cd, probs, at, pr)
			if s.QK && s.QKMode == 3 {
				k.store(d, qk, at, narrow(pr))
			}
			return nil
		})
		// Pass 3: y = probs · v.
		f.For(k.c(0), k.c(s.VHeadDim), k.c(1), nil, func(e spirv.ID, _ []spirv.ID) []spirv.ID {
			acc := f.For(k.c(0), k.c(s.KVLen), k.c(1), []spirv.ID{c(0)}, func(j spirv.ID, a []spirv.ID) []spirv.ID {
				vv := widen(k.load(d, v, k.add(vBase, k.add(k.mul(j, k.c(s.VHeadDim)), e))))
				return []spirv.ID{fadd(a[0], fmul(k.load(cd, probs, k.add(pBase, j)), vv))}
			})[0]
			k.store(d, y, k.add(k.mul(r, k.c(s.VHeadDim)), e), narrow(acc))
			return nil
		})
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("attention %s: %w", s.Symbol, err)
	}
	l, g := elementLaunch(rows)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Local: l, Global: g, Args: args}}, nil
}
