package passes

import (
	"context"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// FoldQDQ folds the QDQ format — DequantizeLinear on an int8/uint8
// activation and weight, a float MatMul or Conv, QuantizeLinear of its
// result — into the integer op that computes the same: QLinearMatMul or
// QLinearConv (int8×int8 → int32 accumulation with the zero points, then
// requantized), which lower to integer kernels. A Conv's bias folds when it
// is an int32 tensor dequantized with the scale x_scale·w_scale, as ONNX
// Runtime's quantizer and PyTorch's export write it. The float and integer
// forms agree up to the rounding of the float product: within one
// quantization step. It runs before constant folding, which would turn a
// constant weight's DequantizeLinear into a float weight.
type FoldQDQ struct{}

// Name is "fold-qdq".
func (FoldQDQ) Name() string { return "fold-qdq" }

// Run folds every QuantizeLinear whose input is such a MatMul or Conv; the
// float op and unused DequantizeLinears are left for DCE.
func (FoldQDQ) Run(ctx context.Context, g *graph.Graph) error {
	consumers := g.Consumers()
	var names map[string]bool
	for _, q := range g.Nodes {
		if err := ctx.Err(); err != nil {
			return err
		}
		if q.OpType != "QuantizeLinear" || q.Domain != "" || q.Dynamic() {
			continue
		}
		if names == nil {
			names = g.NameSet()
		}
		foldQDQ(g, q, consumers, names)
	}
	return nil
}

// dqOperand is a DequantizeLinear's quantized input, scale and zero point.
type dqOperand struct {
	q, scale, zp *graph.Value
	layout       opattr.ScaleLayout
}

// dequantized returns the DequantizeLinear producing v when it dequantizes
// int8 or uint8 to float32 per tensor or per axis.
func dequantized(v *graph.Value) (dqOperand, bool) {
	if v == nil || v.Producer == nil || v.Producer.OpType != "DequantizeLinear" || v.Producer.Domain != "" || v.DType != graph.Float32 {
		return dqOperand{}, false
	}
	n := v.Producer
	x, s := n.Input(0), n.Input(1)
	if x == nil || s == nil || !x.ShapeKnown || !s.ShapeKnown || (x.DType != graph.Int8 && x.DType != graph.Uint8) || s.DType != graph.Float32 {
		return dqOperand{}, false
	}
	l, err := opattr.DecodeQuantize(n).Layout(x.Shape, s.Shape)
	if err != nil || l.Block != 0 {
		return dqOperand{}, false
	}
	if z := n.Input(2); z != nil && (!z.ShapeKnown || z.Shape.Size() != s.Shape.Size()) {
		return dqOperand{}, false
	}
	return dqOperand{q: x, scale: s, zp: n.Input(2), layout: l}, true
}

// zeroPoint is d's zero point, or a new zero constant of its type.
func (d dqOperand) zeroPoint(g *graph.Graph, names map[string]bool, prefix string) *graph.Value {
	if d.zp != nil {
		return d.zp
	}
	t, _ := graph.NewTensor(d.q.DType, graph.Shape{})
	return g.AddConst(names, prefix+"_zero_point", t)
}

// foldQDQ rewrites q = QuantizeLinear(op(DQ(x), DQ(w)[, DQ(b)])) in place
// into the QLinear op when the pattern holds; it reports whether it did.
func foldQDQ(g *graph.Graph, q *graph.Node, consumers map[*graph.Value][]*graph.Node, names map[string]bool) bool {
	y, out := q.Input(0), q.Output(0)
	if y == nil || out == nil || y.Producer == nil || y.DType != graph.Float32 || g.IsOutput(y) || len(consumers[y]) != 1 {
		return false
	}
	if out.DType != graph.Int8 && out.DType != graph.Uint8 || q.Input(1) == nil {
		return false
	}
	if l, err := opattr.DecodeQuantize(q).Layout(y.Shape, q.Input(1).Shape); err != nil || !l.PerTensor() || q.Input(1).DType != graph.Float32 {
		return false
	}
	op := y.Producer
	if op.Domain != "" || (op.OpType != "MatMul" && op.OpType != "Conv") {
		return false
	}
	x, okx := dequantized(op.Input(0))
	w, okw := dequantized(op.Input(1))
	if !okx || !okw || !x.layout.PerTensor() {
		return false
	}
	yz := q.Input(2)
	if yz == nil {
		t, _ := graph.NewTensor(out.DType, graph.Shape{})
		yz = g.AddConst(names, q.Name+"_zero_point", t)
	}
	ins := []*graph.Value{x.q, x.scale, x.zeroPoint(g, names, q.Name+"_x"), w.q, w.scale, w.zeroPoint(g, names, q.Name+"_w"), q.Input(1), yz}
	switch op.OpType {
	case "MatMul":
		// QLinearMatMul scales b per column of a 2-D b.
		if !w.layout.PerTensor() && (len(w.q.Shape) != 2 || w.layout.Axis != 1) {
			return false
		}
		if len(op.Inputs) != 2 {
			return false
		}
		q.OpType, q.Attrs = "QLinearMatMul", nil
	case "Conv":
		if !w.layout.PerTensor() && w.layout.Axis != 0 {
			return false
		}
		if b := op.Input(2); b != nil {
			bq, ok := quantizedBias(g, b, x, w)
			if !ok {
				return false
			}
			ins = append(ins, bq)
		}
		q.OpType, q.Attrs = "QLinearConv", op.Attrs
	}
	q.Inputs = ins
	return true
}

// quantizedBias returns the int32 tensor b dequantizes when b =
// DequantizeLinear(bq, x_scale·w_scale) with no zero point (or zero), the
// scales constants that agree to float32 rounding.
func quantizedBias(g *graph.Graph, b *graph.Value, x, w dqOperand) (*graph.Value, bool) {
	if b.Producer == nil || b.Producer.OpType != "DequantizeLinear" || b.Producer.Domain != "" {
		return nil, false
	}
	n := b.Producer
	bq, bs := n.Input(0), g.Const(n.Input(1))
	xs, ws := g.Const(x.scale), g.Const(w.scale)
	if bq == nil || bq.DType != graph.Int32 || len(bq.Shape) != 1 || bs == nil || xs == nil || ws == nil {
		return nil, false
	}
	if z := g.Const(n.Input(2)); n.Input(2) != nil && (z == nil || !allZero(z)) {
		return nil, false
	}
	m := int(bq.Shape[0])
	for i := range m {
		bi, wi := 0, 0
		if bs.Len() > 1 {
			bi = i
		}
		if ws.Len() > 1 {
			wi = i
		}
		if bi >= bs.Len() || wi >= ws.Len() {
			return nil, false
		}
		want := float64(float32(xs.Float64(0) * ws.Float64(wi)))
		if math.Abs(bs.Float64(bi)-want) > 1e-6*math.Abs(want) {
			return nil, false
		}
	}
	return bq, true
}

func allZero(t *graph.Tensor) bool {
	for i := range t.Len() {
		if t.Int64(i) != 0 {
			return false
		}
	}
	return true
}
