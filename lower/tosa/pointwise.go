package tosa

import (
	"fmt"
	"math"
	"slices"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/mlirbc"
)

// node lowers one node of a single output: it checks the output's type,
// then sets it to what f computes.
func (p *Builder) node(n *graph.Node, f func(out *graph.Value) (*mlirbc.Value, error)) error {
	out, err := onlyOutput(n)
	if err != nil {
		return err
	}
	if _, err := valueType(out); err != nil {
		return fmt.Errorf("%s: %w", n, err)
	}
	y, err := f(out)
	if err != nil {
		return err
	}
	return p.set(n, out, y)
}

// elementwise lowers an op whose every input is a float tensor of the
// output's type: f maps the inputs' TOSA values to the result.
func (p *Builder) elementwise(n *graph.Node, f func(ins []*mlirbc.Value) (*mlirbc.Value, error)) error {
	return p.node(n, func(out *graph.Value) (*mlirbc.Value, error) {
		var ins []*mlirbc.Value
		for i, v := range n.Inputs {
			if v == nil {
				return nil, fmt.Errorf("%s: omitted input %d: %w", n, i, ErrUnsupported)
			}
			x, err := p.value(v)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", n, err)
			}
			if elemOf(x) != p.mustType(out).Elem {
				return nil, fmt.Errorf("%s: input %s is %s: %w", n, v.Name, v.DType, ErrUnsupported)
			}
			ins = append(ins, x)
		}
		if len(ins) == 0 {
			return nil, fmt.Errorf("%s has no inputs", n)
		}
		return f(ins)
	})
}

// unsupportedPointwise is the lowering of a pointwise op TOSA does not
// express here: the checks every pointwise op makes, then ErrUnsupported.
func unsupportedPointwise(p *Builder, n *graph.Node) error {
	return p.elementwise(n, func([]*mlirbc.Value) (*mlirbc.Value, error) {
		return nil, fmt.Errorf("%s: pointwise op %s: %w", n, n.OpType, ErrUnsupported)
	})
}

// unary is x -> f(x) for a float op of one input.
func (p *Builder) unaryOf(n *graph.Node, f func(x *mlirbc.Value) *mlirbc.Value) error {
	return p.elementwise(n, func(ins []*mlirbc.Value) (*mlirbc.Value, error) { return f(ins[0]), nil })
}

// needs checks that an elementwise op has k inputs.
func needs(n *graph.Node, ins []*mlirbc.Value, k int) error {
	if len(ins) != k {
		return fmt.Errorf("%s: %d inputs, want %d", n, len(ins), k)
	}
	return nil
}

// fold folds the inputs left with the binary TOSA op name.
func (p *Builder) fold(n *graph.Node, name string, ins []*mlirbc.Value) (*mlirbc.Value, error) {
	y := ins[0]
	for _, b := range ins[1:] {
		var err error
		if y, err = p.binary(name, y, b, nil); err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
	}
	return y, nil
}

// Unary lowers an ONNX float op of one input that is the TOSA op name
// (tosa.sigmoid for Sigmoid, ...).
func Unary(name string) Lowering {
	return func(p *Builder, n *graph.Node) error {
		return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value { return p.unary(name, x) })
	}
}

// Fold lowers a variadic ONNX op (Add, Sum, Max, Min) as the binary TOSA
// op name folded left over its inputs.
func Fold(name string) Lowering {
	return func(p *Builder, n *graph.Node) error {
		return p.elementwise(n, func(ins []*mlirbc.Value) (*mlirbc.Value, error) { return p.fold(n, name, ins) })
	}
}

// Binary lowers an ONNX op of two inputs (Sub, Mul) as the binary TOSA op
// name.
func Binary(name string) Lowering {
	return func(p *Builder, n *graph.Node) error {
		return p.elementwise(n, func(ins []*mlirbc.Value) (*mlirbc.Value, error) {
			if err := needs(n, ins, 2); err != nil {
				return nil, err
			}
			return p.fold(n, name, ins)
		})
	}
}

// Cast lowers Cast: tosa.cast, or nothing when the types agree.
func Cast(p *Builder, n *graph.Node) error {
	return p.node(n, func(out *graph.Value) (*mlirbc.Value, error) {
		if n.Input(0) != nil && n.Input(0).DType == graph.Uint8 {
			return p.castU8(n, out) // a packed weight's codes (dequant.go)
		}
		if _, ok := elemType(n.Input(0).DType); !ok {
			return nil, fmt.Errorf("%s: cast from %s: %w", n, n.Input(0).DType, ErrUnsupported)
		}
		x, err := p.value(n.Input(0))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		to := p.mustType(out).Elem
		if elemOf(x) == to {
			return x, nil
		}
		return p.emit("tosa.cast", []*mlirbc.Value{x}, mlirbc.Tensor(to, shapeOf(x)...)), nil
	})
}

// Pow lowers Pow as tosa.pow; a scalar constant exponent is inlined in the
// base's type.
func Pow(p *Builder, n *graph.Node) error {
	return p.node(n, func(*graph.Value) (*mlirbc.Value, error) {
		x, err := p.value(n.Input(0))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		var e *mlirbc.Value
		if t := p.g.Const(n.Input(1)); t != nil && t.Len() == 1 {
			e = p.splat(elemOf(x), t.Shape, t.Float64(0))
		} else if e, err = p.value(n.Input(1)); err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		y, err := p.binary("tosa.pow", x, e, nil)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		return y, nil
	})
}

// Clip lowers Clip: bounds from the min/max attributes (opset < 11) or
// the optional min and max inputs.
func Clip(p *Builder, n *graph.Node) error {
	return p.node(n, func(*graph.Value) (*mlirbc.Value, error) {
		x, err := p.value(n.Input(0))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		y := x
		if len(n.Inputs) == 1 && (n.Has("min") || n.Has("max")) { // opset < 11
			if n.Has("min") {
				y = p.mustBinary("tosa.maximum", y, p.scalarLike(y, float64(n.Float("min", 0))))
			}
			if n.Has("max") {
				y = p.mustBinary("tosa.minimum", y, p.scalarLike(y, float64(n.Float("max", 0))))
			}
			return y, nil
		}
		for i, name := range []string{"tosa.maximum", "tosa.minimum"} {
			if n.Input(i+1) == nil {
				continue
			}
			b, err := p.value(n.Input(i + 1))
			if err != nil {
				return nil, fmt.Errorf("%s: %w", n, err)
			}
			if y, err = p.binary(name, y, b, nil); err != nil {
				return nil, fmt.Errorf("%s: %w", n, err)
			}
		}
		return y, nil
	})
}

// Div lowers Div: TOSA has no float division, so x·(1/d), within an ulp or
// two.
func Div(p *Builder, n *graph.Node) error {
	return p.elementwise(n, func(ins []*mlirbc.Value) (*mlirbc.Value, error) {
		if err := needs(n, ins, 2); err != nil {
			return nil, err
		}
		return p.binary("tosa.mul", ins[0], p.unary("tosa.reciprocal", ins[1]), nil)
	})
}

// Mean lowers Mean: the sum of the inputs over their count.
func Mean(p *Builder, n *graph.Node) error {
	return p.elementwise(n, func(ins []*mlirbc.Value) (*mlirbc.Value, error) {
		y, err := p.fold(n, "tosa.add", ins)
		if err != nil {
			return nil, err
		}
		return p.mulScalar(y, 1/float64(len(ins))), nil
	})
}

// Identity lowers Identity: the input itself.
func Identity(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value { return x })
}

// Relu lowers Relu: max(x, 0).
func Relu(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value { return p.mustBinary("tosa.maximum", x, p.scalarLike(x, 0)) })
}

// Sqrt lowers Sqrt as powf(x, 0.5): correctly rounded where sqrt is
// defined and NaN where it is not, like sqrt.
func Sqrt(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value { return p.mustBinary("tosa.pow", x, p.scalarLike(x, 0.5)) })
}

// LeakyRelu lowers LeakyRelu: x where x >= 0, alpha·x elsewhere.
func LeakyRelu(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value {
		return p.selectNonNegative(x, p.mulScalar(x, float64(opattr.DecodeLeakyRelu(n).Alpha)))
	})
}

// PRelu lowers PRelu: x where x >= 0, slope·x elsewhere.
func PRelu(p *Builder, n *graph.Node) error {
	return p.elementwise(n, func(ins []*mlirbc.Value) (*mlirbc.Value, error) {
		if err := needs(n, ins, 2); err != nil {
			return nil, err
		}
		neg, err := p.binary("tosa.mul", ins[0], ins[1], nil)
		if err != nil {
			return nil, err
		}
		return p.selectNonNegativeBroadcast(ins[0], neg), nil
	})
}

// Elu lowers Elu: x where x >= 0, alpha·(exp(x)-1) elsewhere.
func Elu(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value {
		alpha := float64(opattr.DecodeElu(n).Alpha)
		return p.selectNonNegative(x, p.mulScalar(p.addScalar(p.unary("tosa.exp", x), -1), alpha))
	})
}

// Selu lowers Selu: gamma·x where x > 0, gamma·(alpha·exp(x)-alpha)
// elsewhere.
func Selu(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value {
		a := opattr.DecodeSelu(n)
		alpha, gamma := float64(a.Alpha), float64(a.Gamma)
		neg := p.addScalar(p.mulScalar(p.unary("tosa.exp", x), alpha), -alpha)
		return p.mulScalar(p.selectPositive(x, neg), gamma)
	})
}

// ThresholdedRelu lowers ThresholdedRelu: x where x > alpha, else 0.
func ThresholdedRelu(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value {
		alpha := float64(opattr.DecodeThresholdedRelu(n).Alpha)
		gt, _ := p.binary("tosa.greater", x, p.scalarLike(x, alpha), mlirbc.I1)
		return p.emit("tosa.select", []*mlirbc.Value{gt, x, p.scalarLikeFull(x, 0)}, x.Type)
	})
}

// Shrink lowers Shrink: x+bias below -lambd, x-bias above lambd, 0
// between.
func Shrink(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value {
		a := opattr.DecodeShrink(n)
		lambd, bias := float64(a.Lambd), float64(a.Bias)
		below, _ := p.binary("tosa.greater", p.scalarLike(x, -lambd), x, mlirbc.I1)
		above, _ := p.binary("tosa.greater", x, p.scalarLike(x, lambd), mlirbc.I1)
		y := p.emit("tosa.select", []*mlirbc.Value{above, p.addScalar(x, -bias), p.scalarLikeFull(x, 0)}, x.Type)
		return p.emit("tosa.select", []*mlirbc.Value{below, p.addScalar(x, bias), y}, x.Type)
	})
}

// Gelu lowers Gelu, exact or with the tanh approximation.
func Gelu(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value { return p.gelu(x, opattr.DecodeGelu(n).Tanh) })
}

// HardSigmoid lowers HardSigmoid: max(0, min(1, alpha·x+beta)).
func HardSigmoid(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value {
		a := opattr.DecodeHardSigmoid(n)
		return p.hardSigmoid(x, float64(a.Alpha), float64(a.Beta))
	})
}

// HardSwish lowers HardSwish: x·HardSigmoid(x) with alpha 1/6, beta 0.5.
func HardSwish(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value { return p.mustBinary("tosa.mul", x, p.hardSigmoid(x, 1.0/6, 0.5)) })
}

// Softplus lowers Softplus: log(1+exp(x)).
func Softplus(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, p.softplus)
}

// Softsign lowers Softsign: x/(1+|x|).
func Softsign(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value {
		return p.mustBinary("tosa.mul", x, p.unary("tosa.reciprocal", p.addScalar(p.unary("tosa.abs", x), 1)))
	})
}

// Mish lowers Mish: x·tanh(softplus(x)).
func Mish(p *Builder, n *graph.Node) error {
	return p.unaryOf(n, func(x *mlirbc.Value) *mlirbc.Value {
		return p.mustBinary("tosa.mul", x, p.unary("tosa.tanh", p.softplus(x)))
	})
}

// mustType is valueType for values already checked.
func (p *Builder) mustType(v *graph.Value) mlirbc.RankedTensorType {
	t, _ := valueType(v)
	return t
}

// scalarLikeFull is a constant of x's full shape (select does not take
// broadcast operands in every lowering).
func (p *Builder) scalarLikeFull(x *mlirbc.Value, v float64) *mlirbc.Value {
	return p.splat(elemOf(x), shapeOf(x), v)
}

// selectNonNegative is x >= 0 ? x : neg, for neg of x's shape.
func (p *Builder) selectNonNegative(x, neg *mlirbc.Value) *mlirbc.Value {
	ge, _ := p.binary("tosa.greater_equal", x, p.scalarLike(x, 0), mlirbc.I1)
	return p.emit("tosa.select", []*mlirbc.Value{ge, x, neg}, x.Type)
}

// selectPositive is x > 0 ? x : neg, for neg of x's shape.
func (p *Builder) selectPositive(x, neg *mlirbc.Value) *mlirbc.Value {
	gt, _ := p.binary("tosa.greater", x, p.scalarLike(x, 0), mlirbc.I1)
	return p.emit("tosa.select", []*mlirbc.Value{gt, x, neg}, x.Type)
}

// selectNonNegativeBroadcast is selectNonNegative where neg may have a
// larger (broadcast) shape than x.
func (p *Builder) selectNonNegativeBroadcast(x, neg *mlirbc.Value) *mlirbc.Value {
	if !slices.Equal(shapeOf(x), shapeOf(neg)) {
		x = p.tile(p.rankExtend(x, len(shapeOf(neg))), shapeOf(neg))
	}
	return p.selectNonNegative(x, neg)
}

func (p *Builder) hardSigmoid(x *mlirbc.Value, alpha, beta float64) *mlirbc.Value {
	y := p.addScalar(p.mulScalar(x, alpha), beta)
	y = p.mustBinary("tosa.maximum", y, p.scalarLike(y, 0))
	return p.mustBinary("tosa.minimum", y, p.scalarLike(y, 1))
}

// softplus is log(1+exp(x)) in the overflow-free form
// max(x,0) + log(1+exp(-|x|)).
func (p *Builder) softplus(x *mlirbc.Value) *mlirbc.Value {
	e := p.unary("tosa.exp", p.unary("tosa.negate", p.unary("tosa.abs", x)))
	l := p.unary("tosa.log", p.addScalar(e, 1))
	return p.mustBinary("tosa.add", p.mustBinary("tosa.maximum", x, p.scalarLike(x, 0)), l)
}

// gelu is 0.5·x·(1+erf(x/√2)), or the tanh approximation.
func (p *Builder) gelu(x *mlirbc.Value, tanh bool) *mlirbc.Value {
	var inner *mlirbc.Value
	if tanh {
		x3 := p.mustBinary("tosa.mul", p.mustBinary("tosa.mul", x, x), x)
		u := p.mustBinary("tosa.add", x, p.mulScalar(x3, 0.044715))
		inner = p.unary("tosa.tanh", p.mulScalar(u, math.Sqrt(2/math.Pi)))
	} else {
		inner = p.unary("tosa.erf", p.mulScalar(x, 1/math.Sqrt2))
	}
	half := p.mulScalar(x, 0.5)
	return p.mustBinary("tosa.mul", half, p.addScalar(inner, 1))
}

// Reshape lowers a reshape-class node (Reshape, Flatten, Squeeze,
// Unsqueeze) inside a partition's epilogue: tosa.reshape of its first
// input to its static output shape (the shape or axes operands are not
// read).
func Reshape(p *Builder, n *graph.Node) error {
	return p.node(n, func(out *graph.Value) (*mlirbc.Value, error) {
		x, err := p.value(n.Input(0))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		if !out.ShapeKnown || out.Dynamic {
			return nil, fmt.Errorf("%s: output shape unknown: %w", n, ErrUnsupported)
		}
		return p.reshape(x, out.Shape...), nil
	})
}
