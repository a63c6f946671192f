package tosa

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/mlirbc"
)

// The integer anchors: MatMulInteger, ConvInteger, QLinearMatMul and
// QLinearConv. Operands are widened to i32 and their zero points
// subtracted, so the product is tosa.matmul / tosa.conv2d on i32 with an
// i32 accumulator (exact; zero points may be computed at run time, as
// DynamicQuantizeLinear's are, which tosa.matmul's constant zero-point
// operands could not take). The QLinear ops requantize in the same kernel:
// the accumulator times the scales' multiplier in float32, tosa.cast to
// i32 (round half to even, saturating), plus the output zero point,
// clamped to the output type and truncated to i8 — scales may be run-time
// values too, which tosa.rescale's constant multiplier and shift could not
// take.

// MatMulInteger lowers MatMulInteger.
func MatMulInteger(p *Builder, n *graph.Node) error {
	return p.intNode(n, func(out *graph.Value) (*mlirbc.Value, error) { return p.matmulInt(n, 0, 2, 1, 3, out) })
}

// QLinearMatMul lowers QLinearMatMul.
func QLinearMatMul(p *Builder, n *graph.Node) error {
	return p.intNode(n, func(out *graph.Value) (*mlirbc.Value, error) {
		acc, err := p.matmulInt(n, 0, 2, 3, 5, out)
		if err != nil {
			return nil, err
		}
		return p.requantize(n, acc, 1, 4, 6, 7, len(out.Shape)-1, out)
	})
}

// ConvInteger lowers ConvInteger.
func ConvInteger(p *Builder, n *graph.Node) error {
	return p.intNode(n, func(*graph.Value) (*mlirbc.Value, error) { return p.convInt(n, 0, 2, 1, 3, -1) })
}

// QLinearConv lowers QLinearConv.
func QLinearConv(p *Builder, n *graph.Node) error {
	return p.intNode(n, func(out *graph.Value) (*mlirbc.Value, error) {
		acc, err := p.convInt(n, 0, 2, 3, 5, 8)
		if err != nil {
			return nil, err
		}
		return p.requantize(n, acc, 1, 4, 6, 7, 1, out)
	})
}

// intNode is node for the integer anchors: the output is i8 or i32.
func (p *Builder) intNode(n *graph.Node, f func(out *graph.Value) (*mlirbc.Value, error)) error {
	out, err := onlyOutput(n)
	if err != nil {
		return err
	}
	typ, err := kernelType(out)
	if err != nil {
		return fmt.Errorf("%s: %w", n, err)
	}
	y, err := f(out)
	if err != nil {
		return err
	}
	if y.Type.String() != typ.String() {
		return fmt.Errorf("%s: lowered to %s, the graph says %s", n, y.Type, typ)
	}
	p.vals[out] = y
	return nil
}

// widened is integer value v as i32 (uint8 zero-extended) reshaped to
// shape (nil: its own); a one-element constant is inlined.
func (p *Builder) widened(v *graph.Value, shape []int64) (*mlirbc.Value, error) {
	if shape == nil {
		shape = v.Shape
	}
	if t := p.g.Const(v); t != nil && t.Len() == 1 {
		return p.splat(mlirbc.I32, shape, float64(t.Int64(0))), nil
	}
	switch v.DType {
	case graph.Int8, graph.Uint8, graph.Int32:
	default:
		return nil, fmt.Errorf("%s is %s: %w", v.Name, v.DType, ErrUnsupported)
	}
	x, err := p.value(v)
	if err != nil {
		return nil, err
	}
	x = p.reshape(x, shape...)
	if elemOf(x) == mlirbc.I32 {
		return x, nil
	}
	x = p.emit("tosa.cast", []*mlirbc.Value{x}, mlirbc.Tensor(mlirbc.I32, shape...))
	if v.DType == graph.Uint8 {
		x = p.mustBinary("tosa.bitwise_and", x, p.splat(mlirbc.I32, ones(len(shape)), 255))
	}
	return x, nil
}

// offset is input i of n widened, less the zero point at input zi (absent:
// none) read through zpShape.
func (p *Builder) offset(n *graph.Node, i, zi int, zpShape func(len int64) []int64) (*mlirbc.Value, error) {
	x, err := p.widened(n.Input(i), nil)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", n, err)
	}
	zv := n.Input(zi)
	if zv == nil {
		return x, nil
	}
	zs := ones(len(shapeOf(x)))
	if l := zv.Shape.Size(); l > 1 {
		zs = zpShape(l)
	}
	z, err := p.widened(zv, zs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", n, err)
	}
	return p.binary("tosa.sub", x, z, nil)
}

// matmulInt is the i32 product of inputs a and b less their zero points
// (a's per row, b's per column).
func (p *Builder) matmulInt(n *graph.Node, ai, azi, bi, bzi int, out *graph.Value) (*mlirbc.Value, error) {
	a, err := p.offset(n, ai, azi, func(m int64) []int64 { return []int64{m, 1} })
	if err != nil {
		return nil, err
	}
	b, err := p.offset(n, bi, bzi, func(cols int64) []int64 { return []int64{cols} })
	if err != nil {
		return nil, err
	}
	return p.matmulOf(n, a, b, out.Shape)
}

// convInt is the i32 convolution of inputs x and w less their zero points
// (w's per output channel), plus the i32 bias at input bi (< 0: none).
func (p *Builder) convInt(n *graph.Node, xi, xzi, wi, wzi, bi int) (*mlirbc.Value, error) {
	if y, ok, err := p.convNarrow(n, xi, xzi, wi, wzi, bi); ok || err != nil {
		return y, err
	}
	x, err := p.offset(n, xi, xzi, func(int64) []int64 { return nil })
	if err != nil {
		return nil, err
	}
	rank := len(n.Input(wi).Shape)
	w, err := p.offset(n, wi, wzi, func(m int64) []int64 { return append([]int64{m}, ones(rank-1)...) })
	if err != nil {
		return nil, err
	}
	if len(shapeOf(x)) < 3 || len(shapeOf(w)) != len(shapeOf(x)) {
		return nil, fmt.Errorf("%s: X %v and W %v must have the same rank >= 3", n, shapeOf(x), shapeOf(w))
	}
	var bias *mlirbc.Value
	if bi >= 0 && n.Input(bi) != nil {
		if bias, err = p.widened(n.Input(bi), nil); err != nil {
			return nil, fmt.Errorf("%s: bias: %w", n, err)
		}
	}
	return p.convOf(n, x, w, bias)
}

// scale is float input i of n as f32 reshaped to shape.
func (p *Builder) scale(n *graph.Node, i int, shape []int64) (*mlirbc.Value, error) {
	v := n.Input(i)
	if t := p.g.Const(v); t != nil && t.Len() == 1 {
		return p.splat(mlirbc.F32T, shape, t.Float64(0)), nil
	}
	if _, ok := elemType(v.DType); !ok {
		return nil, fmt.Errorf("%s: scale %s is %s: %w", n, v.Name, v.DType, ErrUnsupported)
	}
	x, err := p.value(v)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", n, err)
	}
	x = p.reshape(x, shape...)
	if elemOf(x) != mlirbc.F32T {
		x = p.emit("tosa.cast", []*mlirbc.Value{x}, mlirbc.Tensor(mlirbc.F32T, shape...))
	}
	return x, nil
}

// requantize is acc·(sx·sw/sy) + zy, rounded half to even and saturated
// to the output type: sx at input xi and sy at yi per tensor, sw at wi per
// tensor or per index of acc's axis ch, zy at zi (absent: 0).
func (p *Builder) requantize(n *graph.Node, acc *mlirbc.Value, xi, wi, yi, zi, ch int, out *graph.Value) (*mlirbc.Value, error) {
	rank := len(shapeOf(acc))
	one := ones(rank)
	sx, err := p.scale(n, xi, one)
	if err != nil {
		return nil, err
	}
	wshape := one
	if l := n.Input(wi).Shape.Size(); l > 1 {
		wshape = append([]int64{}, one...)
		wshape[ch] = l
	}
	sw, err := p.scale(n, wi, wshape)
	if err != nil {
		return nil, err
	}
	sy, err := p.scale(n, yi, one)
	if err != nil {
		return nil, err
	}
	m := p.mustBinary("tosa.mul", p.mustBinary("tosa.mul", sx, sw), p.unary("tosa.reciprocal", sy))
	f := p.emit("tosa.cast", []*mlirbc.Value{acc}, mlirbc.Tensor(mlirbc.F32T, shapeOf(acc)...))
	q := p.emit("tosa.cast", []*mlirbc.Value{p.mustBinary("tosa.mul", f, m)}, mlirbc.Tensor(mlirbc.I32, shapeOf(acc)...))
	if zv := n.Input(zi); zv != nil {
		z, err := p.widened(zv, one)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		q = p.mustBinary("tosa.add", q, z)
	}
	lo, hi := int64(-128), int64(127)
	if out.DType == graph.Uint8 {
		lo, hi = 0, 255
	} else if out.DType != graph.Int8 {
		return nil, fmt.Errorf("%s: output %s: %w", n, out.DType, ErrUnsupported)
	}
	q = p.mustBinary("tosa.maximum", q, p.splat(mlirbc.I32, one, float64(lo)))
	q = p.mustBinary("tosa.minimum", q, p.splat(mlirbc.I32, one, float64(hi)))
	return p.emit("tosa.cast", []*mlirbc.Value{q}, mlirbc.Tensor(mlirbc.I8, shapeOf(acc)...)), nil
}
