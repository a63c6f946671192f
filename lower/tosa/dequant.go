package tosa

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/mlirbc"
)

// The integer ops of a packed weight's prologue (graph/passes: a packed
// weight's dequantization is the product's prologue): BitShift and
// BitwiseAnd over uint8 codes, and the Cast of the codes to float. A
// uint8 argument is an i8 tensor (its bits, kernelType); inside the
// kernel these ops carry uint8 values as exact i32 (the i8 sign-extended
// by tosa.cast, then masked with 255), on which TOSA's shifts and masks
// compute the unsigned results, and tosa.cast i32 → float converts them
// exactly. Such an i32 value never leaves the kernel: the partition's
// outputs are the product's.

// exactU8 is the i32 value of the uint8 graph value v: a uint8 computed
// in the kernel already is; an argument or a one-element constant is
// converted.
func (p *Builder) exactU8(v *graph.Value) (*mlirbc.Value, error) {
	if v == nil || v.DType != graph.Uint8 {
		return nil, fmt.Errorf("%v is not uint8: %w", v, ErrUnsupported)
	}
	if x, ok := p.vals[v]; ok {
		switch elemOf(x) {
		case mlirbc.I32:
			return x, nil
		case mlirbc.I8:
			w := p.emit("tosa.cast", []*mlirbc.Value{x}, mlirbc.Tensor(mlirbc.I32, shapeOf(x)...))
			return p.mustBinary("tosa.bitwise_and", w, p.splat(mlirbc.I32, ones(len(shapeOf(x))), 255)), nil
		}
		return nil, fmt.Errorf("uint8 %s lowered as %s: %w", v.Name, x.Type, ErrUnsupported)
	}
	if t := p.g.Const(v); t != nil && t.Len() == 1 {
		return p.splat(mlirbc.I32, t.Shape, float64(t.Data[0])), nil
	}
	return nil, fmt.Errorf("value %s is neither an input of the partition nor computed before its use", v.Name)
}

// uint8Binary lowers a binary op over uint8 tensors as op on their exact
// i32 values, the result kept exact (reduced to 8 bits with mask8).
func (p *Builder) uint8Binary(n *graph.Node, op string, mask8 bool) error {
	out, err := onlyOutput(n)
	if err != nil {
		return err
	}
	if len(n.Inputs) != 2 || out.DType != graph.Uint8 || !out.ShapeKnown {
		return fmt.Errorf("%s: %s of other than two uint8 tensors: %w", n, n.OpType, ErrUnsupported)
	}
	a, err := p.exactU8(n.Inputs[0])
	if err != nil {
		return fmt.Errorf("%s: %w", n, err)
	}
	b, err := p.exactU8(n.Inputs[1])
	if err != nil {
		return fmt.Errorf("%s: %w", n, err)
	}
	y, err := p.binary(op, a, b, nil)
	if err != nil {
		return fmt.Errorf("%s: %w", n, err)
	}
	if mask8 {
		y = p.mustBinary("tosa.bitwise_and", y, p.splat(mlirbc.I32, ones(len(shapeOf(y))), 255))
	}
	if got := shapeOf(y); !graph.Shape(got).Equal(out.Shape) {
		return fmt.Errorf("%s: lowered to shape %v, the graph says %v", n, got, out.Shape)
	}
	p.vals[out] = y
	return nil
}

// BitShift lowers BitShift of uint8 tensors (a packed weight's codes).
func BitShift(p *Builder, n *graph.Node) error {
	switch n.Str("direction", "") {
	case "RIGHT":
		return p.uint8Binary(n, "tosa.logical_right_shift", false)
	case "LEFT":
		return p.uint8Binary(n, "tosa.logical_left_shift", true)
	}
	return fmt.Errorf("%s: direction %q: %w", n, n.Str("direction", ""), ErrUnsupported)
}

// BitwiseAnd lowers BitwiseAnd of uint8 tensors (a packed weight's
// codes).
func BitwiseAnd(p *Builder, n *graph.Node) error {
	return p.uint8Binary(n, "tosa.bitwise_and", false)
}

// castU8 lowers a Cast of uint8 to a float type: the exact i32 value,
// converted.
func (p *Builder) castU8(n *graph.Node, out *graph.Value) (*mlirbc.Value, error) {
	x, err := p.exactU8(n.Input(0))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", n, err)
	}
	return p.emit("tosa.cast", []*mlirbc.Value{x}, mlirbc.Tensor(p.mustType(out).Elem, shapeOf(x)...)), nil
}
