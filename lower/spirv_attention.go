package lower

import (
	"fmt"
	"math"
	"slices"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// attention lowers ONNX Attention (opset 23): 3-D operands are moved to
// [B, H, S, D] first, the past keys and values are concatenated in front
// of the new ones (the present outputs), one kernel computes the outputs,
// and a 3-D y is moved back.
func (l *lowering) attention(part *passes.Partition, n *graph.Node) error {
	q, k, v := n.Input(0), n.Input(1), n.Input(2)
	if q == nil || k == nil || v == nil {
		return fmt.Errorf("%s without Q, K or V", n)
	}
	if n.Input(6) != nil && n.Input(6).DType != graph.Int64 {
		return graph.Unsupportedf("%s: nonpad_kv_seqlen of %s is not supported", n, n.Input(6).DType)
	}
	spec := kernels.AttentionSpec{Symbol: "attention", DType: q.DType.String(), Causal: n.Int("is_causal", 0) != 0,
		Softcap: float64(n.Float("softcap", 0)), QKMode: n.Int("qk_matmul_output_mode", 0)}
	threeD := len(q.Shape) == 3
	// to4 returns x as [B, H, S, D] (a transposed copy of a 3-D x).
	to4 := func(x *graph.Value, heads int64, role string) (*graph.Value, error) {
		if !threeD {
			return x, nil
		}
		b, s, hd := x.Shape[0], x.Shape[1], x.Shape[2]
		if heads <= 0 || hd%heads != 0 {
			return nil, fmt.Errorf("%s: %d heads do not divide %v", n, heads, x.Shape)
		}
		t := l.temp(n, role, x.DType, []int64{b, heads, s, hd / heads})
		ks, err := kernels.Transpose(kernels.TransposeSpec{Symbol: "to_heads", Shape: []int64{b, s, heads, hd / heads}, Perm: []int64{0, 2, 1, 3}, DType: x.DType.String()})
		return t, l.launchKernels(part, ks, err, x, t)
	}
	switch {
	case threeD && len(k.Shape) == 3 && len(v.Shape) == 3:
		spec.QHeads, spec.KVHeads = n.Int("q_num_heads", 0), n.Int("kv_num_heads", 0)
	case len(q.Shape) == 4 && len(k.Shape) == 4 && len(v.Shape) == 4:
		spec.QHeads, spec.KVHeads = q.Shape[1], k.Shape[1]
	default:
		return fmt.Errorf("%s: Q %v, K %v, V %v must all be 3-D or 4-D", n, q.Shape, k.Shape, v.Shape)
	}
	var err error
	if q, err = to4(q, spec.QHeads, "q"); err != nil {
		return err
	}
	if k, err = to4(k, spec.KVHeads, "k"); err != nil {
		return err
	}
	if v, err = to4(v, spec.KVHeads, "v"); err != nil {
		return err
	}
	spec.Batch, spec.QLen, spec.HeadDim = q.Shape[0], q.Shape[2], q.Shape[3]
	spec.VHeadDim = v.Shape[3]
	// present = concat(past, new) along the sequence; it is what the
	// kernel reads.
	present := func(past, cur, out *graph.Value, role string) (*graph.Value, error) {
		if past == nil {
			if out == nil {
				return cur, nil
			}
			return out, l.copyValue(part, cur, out)
		}
		if out == nil {
			shape := slices.Clone(cur.Shape)
			shape[2] += past.Shape[2]
			out = l.temp(n, role, cur.DType, shape)
		}
		var shapes [][]int64
		var values []*graph.Value
		for _, x := range []*graph.Value{past, cur} {
			if elems(x) > 0 {
				shapes, values = append(shapes, x.Shape), append(values, x)
			}
		}
		ks, err := kernels.Concat(kernels.ConcatSpec{Symbol: "present", Shapes: shapes, Axis: 2, DType: cur.DType.String()})
		return out, l.launchKernels(part, ks, err, append(values, out)...)
	}
	if k, err = present(n.Input(4), k, n.Output(1), "present_key"); err != nil {
		return err
	}
	if v, err = present(n.Input(5), v, n.Output(2), "present_value"); err != nil {
		return err
	}
	spec.KVLen = k.Shape[2]
	if pk := n.Input(4); pk != nil {
		spec.Past = pk.Shape[2]
	}
	spec.Scale = 1 / math.Sqrt(float64(spec.HeadDim))
	if n.Has("scale") {
		spec.Scale = float64(n.Float("scale", 0))
	}
	values := []*graph.Value{q, k, v}
	if m := n.Input(3); m != nil {
		spec.MaskShape, spec.MaskDType = m.Shape, m.DType.String()
		values = append(values, m)
	}
	if np := n.Input(6); np != nil {
		spec.NonPad = true
		values = append(values, np)
	}
	y := n.Output(0)
	y4 := y
	if threeD {
		y4 = l.temp(n, "y", y.DType, []int64{spec.Batch, spec.QHeads, spec.QLen, spec.VHeadDim})
	}
	probsDT := graph.Float32
	if q.DType == graph.Float64 {
		probsDT = graph.Float64
	}
	probs := l.temp(n, "probs", probsDT, []int64{spec.Batch, spec.QHeads, spec.QLen, spec.KVLen})
	values = append(values, y4, probs)
	if qk := n.Output(3); qk != nil {
		spec.QK = true
		values = append(values, qk)
	}
	ks, err := kernels.Attention(spec)
	if err := l.launchKernels(part, ks, err, values...); err != nil {
		return err
	}
	if threeD {
		ks, err := kernels.Transpose(kernels.TransposeSpec{Symbol: "from_heads", Shape: y4.Shape, Perm: []int64{0, 2, 1, 3}, DType: y.DType.String()})
		return l.launchKernels(part, ks, err, y4, y)
	}
	return nil
}
