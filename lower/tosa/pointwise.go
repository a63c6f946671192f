package tosa

import (
	"fmt"
	"math"
	"slices"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/mlirbc"
)

// pointwise lowers one elementwise node.
func (p *Builder) pointwise(n *graph.Node) error {
	out, err := onlyOutput(n)
	if err != nil {
		return err
	}
	if _, err := valueType(out); err != nil {
		return fmt.Errorf("%s: %w", n, err)
	}
	var ins []*mlirbc.Value
	in := func(i int) (*mlirbc.Value, error) {
		return p.value(n.Input(i))
	}
	// Ops whose every input is a float tensor of the output's type.
	allInputs := func() error {
		for i, v := range n.Inputs {
			if v == nil {
				return fmt.Errorf("%s: omitted input %d: %w", n, i, ErrUnsupported)
			}
			x, err := in(i)
			if err != nil {
				return fmt.Errorf("%s: %w", n, err)
			}
			if elemOf(x) != p.mustType(out).Elem {
				return fmt.Errorf("%s: input %s is %s: %w", n, v.Name, v.DType, ErrUnsupported)
			}
			ins = append(ins, x)
		}
		if len(ins) == 0 {
			return fmt.Errorf("%s has no inputs", n)
		}
		return nil
	}
	var y *mlirbc.Value
	switch n.OpType {
	case "Cast":
		x, err := in(0)
		if err != nil {
			return fmt.Errorf("%s: %w", n, err)
		}
		to := p.mustType(out).Elem
		if elemOf(x) == to {
			y = x
		} else {
			y = p.emit("tosa.cast", []*mlirbc.Value{x}, mlirbc.Tensor(to, shapeOf(x)...))
		}
		return p.set(n, out, y)
	case "Pow":
		x, err := in(0)
		if err != nil {
			return fmt.Errorf("%s: %w", n, err)
		}
		var e *mlirbc.Value
		if t := p.g.Const(n.Input(1)); t != nil && t.Len() == 1 {
			e = p.splat(elemOf(x), t.Shape, t.Float64(0))
		} else if e, err = in(1); err != nil {
			return fmt.Errorf("%s: %w", n, err)
		}
		if y, err = p.binary("tosa.pow", x, e, nil); err != nil {
			return fmt.Errorf("%s: %w", n, err)
		}
		return p.set(n, out, y)
	case "Clip":
		x, err := in(0)
		if err != nil {
			return fmt.Errorf("%s: %w", n, err)
		}
		y = x
		if len(n.Inputs) == 1 && (n.Has("min") || n.Has("max")) { // opset < 11
			if n.Has("min") {
				y = p.mustBinary("tosa.maximum", y, p.scalarLike(y, float64(n.Float("min", 0))))
			}
			if n.Has("max") {
				y = p.mustBinary("tosa.minimum", y, p.scalarLike(y, float64(n.Float("max", 0))))
			}
			return p.set(n, out, y)
		}
		for i, name := range []string{"tosa.maximum", "tosa.minimum"} {
			if n.Input(i+1) == nil {
				continue
			}
			b, err := in(i + 1)
			if err != nil {
				return fmt.Errorf("%s: %w", n, err)
			}
			if y, err = p.binary(name, y, b, nil); err != nil {
				return fmt.Errorf("%s: %w", n, err)
			}
		}
		return p.set(n, out, y)
	}
	if err := allInputs(); err != nil {
		return err
	}
	x := ins[0]
	fold := func(name string) error {
		y = x
		for _, b := range ins[1:] {
			var err error
			if y, err = p.binary(name, y, b, nil); err != nil {
				return fmt.Errorf("%s: %w", n, err)
			}
		}
		return nil
	}
	needs := func(k int) error {
		if len(ins) != k {
			return fmt.Errorf("%s: %d inputs, want %d", n, len(ins), k)
		}
		return nil
	}
	switch n.OpType {
	case "Add", "Sum":
		err = fold("tosa.add")
	case "Sub":
		if err = needs(2); err == nil {
			err = fold("tosa.sub")
		}
	case "Mul":
		if err = needs(2); err == nil {
			err = fold("tosa.mul")
		}
	case "Div":
		// TOSA has no float division: x·(1/d), within an ulp or two.
		if err = needs(2); err == nil {
			y, err = p.binary("tosa.mul", x, p.unary("tosa.reciprocal", ins[1]), nil)
		}
	case "Max":
		err = fold("tosa.maximum")
	case "Min":
		err = fold("tosa.minimum")
	case "Mean":
		if err = fold("tosa.add"); err == nil {
			y = p.mulScalar(y, 1/float64(len(ins)))
		}
	case "Identity":
		y = x
	case "Relu":
		y = p.mustBinary("tosa.maximum", x, p.scalarLike(x, 0))
	case "Sigmoid", "Tanh", "Erf", "Exp", "Log", "Reciprocal", "Abs", "Floor", "Ceil", "Sin", "Cos":
		y = p.unary(unaryOps[n.OpType], x)
	case "Neg":
		y = p.unary("tosa.negate", x)
	case "Sqrt":
		// powf(x, 0.5) is correctly rounded where sqrt is defined and NaN
		// where it is not, like sqrt.
		y = p.mustBinary("tosa.pow", x, p.scalarLike(x, 0.5))
	case "LeakyRelu":
		y = p.selectNonNegative(x, p.mulScalar(x, float64(n.Float("alpha", 0.01))))
	case "PRelu":
		if err = needs(2); err == nil {
			var neg *mlirbc.Value
			if neg, err = p.binary("tosa.mul", x, ins[1], nil); err == nil {
				y = p.selectNonNegativeBroadcast(x, neg)
			}
		}
	case "Elu":
		alpha := float64(n.Float("alpha", 1))
		y = p.selectNonNegative(x, p.mulScalar(p.addScalar(p.unary("tosa.exp", x), -1), alpha))
	case "Selu":
		alpha := float64(n.Float("alpha", 1.67326319217681884765625))
		gamma := float64(n.Float("gamma", 1.05070102214813232421875))
		neg := p.addScalar(p.mulScalar(p.unary("tosa.exp", x), alpha), -alpha)
		y = p.mulScalar(p.selectPositive(x, neg), gamma)
	case "ThresholdedRelu":
		alpha := float64(n.Float("alpha", 1))
		gt, _ := p.binary("tosa.greater", x, p.scalarLike(x, alpha), mlirbc.I1)
		y = p.emit("tosa.select", []*mlirbc.Value{gt, x, p.scalarLikeFull(x, 0)}, x.Type)
	case "Gelu":
		y = p.gelu(x, n.Str("approximate", "none"))
	case "HardSigmoid":
		y = p.hardSigmoid(x, float64(n.Float("alpha", 0.2)), float64(n.Float("beta", 0.5)))
	case "HardSwish":
		y = p.mustBinary("tosa.mul", x, p.hardSigmoid(x, 1.0/6, 0.5))
	case "Softplus":
		y = p.softplus(x)
	case "Softsign":
		y = p.mustBinary("tosa.mul", x, p.unary("tosa.reciprocal", p.addScalar(p.unary("tosa.abs", x), 1)))
	case "Mish":
		y = p.mustBinary("tosa.mul", x, p.unary("tosa.tanh", p.softplus(x)))
	default:
		return fmt.Errorf("%s: pointwise op %s: %w", n, n.OpType, ErrUnsupported)
	}
	if err != nil {
		return err
	}
	return p.set(n, out, y)
}

// unaryOps maps ONNX unary ops to their TOSA op.
var unaryOps = map[string]string{
	"Sigmoid": "tosa.sigmoid", "Tanh": "tosa.tanh", "Erf": "tosa.erf", "Exp": "tosa.exp", "Log": "tosa.log",
	"Reciprocal": "tosa.reciprocal", "Abs": "tosa.abs", "Floor": "tosa.floor", "Ceil": "tosa.ceil",
	"Sin": "tosa.sin", "Cos": "tosa.cos",
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
func (p *Builder) gelu(x *mlirbc.Value, approximate string) *mlirbc.Value {
	var inner *mlirbc.Value
	if approximate == "tanh" {
		x3 := p.mustBinary("tosa.mul", p.mustBinary("tosa.mul", x, x), x)
		u := p.mustBinary("tosa.add", x, p.mulScalar(x3, 0.044715))
		inner = p.unary("tosa.tanh", p.mulScalar(u, math.Sqrt(2/math.Pi)))
	} else {
		inner = p.unary("tosa.erf", p.mulScalar(x, 1/math.Sqrt2))
	}
	half := p.mulScalar(x, 0.5)
	return p.mustBinary("tosa.mul", half, p.addScalar(inner, 1))
}
