package opattr

import "github.com/mgxport/mgxport/graph"

// LeakyRelu is LeakyRelu's attribute: y = alpha·x for x < 0.
type LeakyRelu struct{ Alpha float32 }

// DecodeLeakyRelu decodes LeakyRelu (alpha 0.01).
func DecodeLeakyRelu(n *graph.Node) LeakyRelu { return LeakyRelu{Alpha: n.Float("alpha", 0.01)} }

// Elu is Elu's attribute: y = alpha·(exp(x)-1) for x < 0.
type Elu struct{ Alpha float32 }

// DecodeElu decodes Elu (alpha 1).
func DecodeElu(n *graph.Node) Elu { return Elu{Alpha: n.Float("alpha", 1)} }

// Celu is Celu's attribute: y = max(0,x) + min(0, alpha·(exp(x/alpha)-1)).
type Celu struct{ Alpha float32 }

// DecodeCelu decodes Celu (alpha 1).
func DecodeCelu(n *graph.Node) Celu { return Celu{Alpha: n.Float("alpha", 1)} }

// ThresholdedRelu is ThresholdedRelu's attribute: y = x for x > alpha.
type ThresholdedRelu struct{ Alpha float32 }

// DecodeThresholdedRelu decodes ThresholdedRelu (alpha 1).
func DecodeThresholdedRelu(n *graph.Node) ThresholdedRelu {
	return ThresholdedRelu{Alpha: n.Float("alpha", 1)}
}

// HardSigmoid is HardSigmoid's attributes: y = max(0, min(1, alpha·x+beta)).
type HardSigmoid struct{ Alpha, Beta float32 }

// DecodeHardSigmoid decodes HardSigmoid (alpha 0.2, beta 0.5).
func DecodeHardSigmoid(n *graph.Node) HardSigmoid {
	return HardSigmoid{Alpha: n.Float("alpha", 0.2), Beta: n.Float("beta", 0.5)}
}

// Selu is Selu's attributes: y = gamma·x for x > 0, gamma·(alpha·exp(x) -
// alpha) elsewhere.
type Selu struct{ Alpha, Gamma float32 }

// DecodeSelu decodes Selu (alpha ≈ 1.6733, gamma ≈ 1.0507, as float32).
func DecodeSelu(n *graph.Node) Selu {
	return Selu{Alpha: n.Float("alpha", 1.67326319217681884765625), Gamma: n.Float("gamma", 1.05070102214813232421875)}
}

// Shrink is Shrink's attributes: y = x+bias for x < -lambd, x-bias for
// x > lambd, 0 elsewhere.
type Shrink struct{ Lambd, Bias float32 }

// DecodeShrink decodes Shrink (lambd 0.5, bias 0).
func DecodeShrink(n *graph.Node) Shrink {
	return Shrink{Lambd: n.Float("lambd", 0.5), Bias: n.Float("bias", 0)}
}

// Gelu is Gelu's attribute: the exact form, or the tanh approximation.
type Gelu struct{ Tanh bool }

// DecodeGelu decodes Gelu (approximate "none").
func DecodeGelu(n *graph.Node) Gelu { return Gelu{Tanh: n.Str("approximate", "none") == "tanh"} }

// IsInf is IsInf's attributes: which infinities it detects.
type IsInf struct{ DetectNegative, DetectPositive bool }

// DecodeIsInf decodes IsInf (both detected).
func DecodeIsInf(n *graph.Node) IsInf {
	return IsInf{DetectNegative: n.Int("detect_negative", 1) != 0, DetectPositive: n.Int("detect_positive", 1) != 0}
}

// Mod is Mod's attribute: C fmod (the dividend's sign) or, by default,
// Python's % (the divisor's).
type Mod struct{ Fmod bool }

// DecodeMod decodes Mod (fmod 0).
func DecodeMod(n *graph.Node) Mod { return Mod{Fmod: n.Int("fmod", 0) != 0} }

// Softmax is the attributes of Softmax, LogSoftmax and Hardmax: before
// opset 13 the input is coerced to 2-D at Axis (default 1); from 13 on the
// op works along Axis alone (default -1).
type Softmax struct {
	Axis     int64
	Coerce2D bool
}

// DecodeSoftmax decodes Softmax, LogSoftmax or Hardmax under the model's
// opset.
func DecodeSoftmax(n *graph.Node, opset int64) Softmax {
	if opset < 13 {
		return Softmax{Axis: n.Int("axis", 1), Coerce2D: true}
	}
	return Softmax{Axis: n.Int("axis", -1)}
}
