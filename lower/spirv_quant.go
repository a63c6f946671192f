package lower

import (
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// QuantizeLinear and DequantizeLinear are fused pointwise expressions:
// float32 arithmetic as the ONNX reference does it (the quotient in the
// input's precision), "round" half to even, saturation by a clamp before
// the cast. A per-axis scale or zero point is read through a broadcasting
// view (quantInputShape); blocked scales are the reference's only.

// quantLayout is the scale layout of a Q/DQ node, refusing blocked scales
// (no pointwise view expresses the division by the block).
func quantLayout(n *graph.Node) (opattr.ScaleLayout, error) {
	l, err := opattr.DecodeQuantize(n).Layout(n.Input(0).Shape, n.Input(1).Shape)
	if err != nil {
		return l, err
	}
	if l.Block != 0 {
		return l, graph.Unsupportedf("%s: blocked quantization (block_size %d) is not supported by the kernel library", n, l.Block)
	}
	return l, nil
}

// quantInputShape is the shape a fused kernel reads a Q/DQ node's input i
// through: a per-axis scale or zero point [C] as [C,1,...,1], which
// broadcasts along the axis; nil for x and per-tensor values.
func quantInputShape(n *graph.Node, i int) graph.Shape {
	if i == 0 {
		return nil
	}
	l, err := quantLayout(n)
	if err != nil || l.PerTensor() {
		return nil
	}
	s := graph.Shape{n.Input(0).Shape[l.Axis]}
	for range len(n.Input(0).Shape) - 1 - l.Axis {
		s = append(s, 1)
	}
	return s
}

// toF32 casts e of dtype dt to float32 (nothing when it is).
func toF32(e *kernels.Expr, dt graph.DType) *kernels.Expr { return castIf(e, dt, graph.Float32) }

// castIf casts e of dtype from to dtype to (nothing when they are one).
func castIf(e *kernels.Expr, from, to graph.DType) *kernels.Expr {
	if from == to {
		return e
	}
	return kernels.Cast(e, to.String())
}

// quantBounds is the saturation range of a quantized type.
func quantBounds(dt graph.DType) (lo, hi float64, ok bool) {
	switch dt {
	case graph.Int8, graph.Uint8, graph.Int16, graph.Uint16:
		l, h := intBounds(dt)
		return float64(l), float64(h), true
	}
	return 0, 0, false
}

// quantizeExpr is QuantizeLinear: saturate(round(x / scale) + zero_point).
func quantizeExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	if _, err := quantLayout(n); err != nil {
		return nil, err
	}
	x, out := n.Input(0), n.Output(0)
	if !x.DType.IsFloat() || x.DType == graph.Float64 {
		return nil, graph.Unsupportedf("%s: quantizing %s is not supported by the kernel library", n, x.DType)
	}
	lo, hi, ok := quantBounds(out.DType)
	if !ok {
		return nil, graph.Unsupportedf("%s: quantizing to %s is not supported", n, out.DType)
	}
	f32 := graph.Float32.String()
	q := kernels.Bin("div", toF32(args[0], x.DType), toF32(args[1], n.Input(1).DType))
	if x.DType != graph.Float32 {
		// The quotient in the input's precision, as numpy computes it.
		q = kernels.Cast(kernels.Cast(q, x.DType.String()), f32)
	}
	q = kernels.Un("round", q)
	if zp := n.Input(2); zp != nil {
		q = kernels.Bin("add", q, kernels.Cast(args[2], f32))
	}
	q = kernels.Bin("min", kernels.Bin("max", q, kernels.Const(lo, f32)), kernels.Const(hi, f32))
	return kernels.Cast(q, out.DType.String()), nil
}

// dequantizeExpr is DequantizeLinear: (x - zero_point) * scale, in float32
// (float64 for int32 inputs, whose values float32 does not hold).
func dequantizeExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	if _, err := quantLayout(n); err != nil {
		return nil, err
	}
	x, out := n.Input(0), n.Output(0)
	ft := graph.Float32
	if x.DType == graph.Int32 {
		ft = graph.Float64
	} else if _, _, ok := quantBounds(x.DType); !ok {
		return nil, graph.Unsupportedf("%s: dequantizing %s is not supported", n, x.DType)
	}
	d := castIf(toF32(args[0], x.DType), graph.Float32, ft)
	if zp := n.Input(2); zp != nil {
		d = kernels.Bin("sub", d, castIf(args[2], zp.DType, ft))
	}
	y := kernels.Bin("mul", d, castIf(args[1], n.Input(1).DType, ft))
	return castIf(castIf(y, ft, graph.Float32), graph.Float32, out.DType), nil
}
