package lower

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// pointwise fuses a chain of elementwise ops into one kernel. Scalar
// constants become literals; other inputs become arguments, broadcast to
// the output shape.
func (l *lowering) pointwise(part *passes.Partition) error {
	out := part.Outputs[0]
	spec := kernels.PointwiseSpec{Symbol: "pointwise", OutShape: out.Shape, OutDType: out.DType.String()}
	var values []*graph.Value
	exprs := map[*graph.Value]*kernels.Expr{}
	input := func(v *graph.Value) *kernels.Expr {
		if e, ok := exprs[v]; ok {
			return e
		}
		var e *kernels.Expr
		if t := l.g.Const(v); t != nil && t.Len() == 1 && v.DType != graph.Bool && (v.DType.IsFloat() || v.DType.IsInt()) {
			if v.DType.IsFloat() {
				e = kernels.Const(t.Float64(0), v.DType.String())
			} else {
				e = kernels.Const(float64(t.Int64(0)), v.DType.String())
			}
		} else {
			e = kernels.In(len(values))
			values = append(values, v)
			spec.Inputs = append(spec.Inputs, kernels.PointwiseInput{Name: fmt.Sprintf("x%d", len(values)-1), DType: v.DType.String(), Shape: v.Shape, Elems: elems(v)})
		}
		exprs[v] = e
		return e
	}
	// viewed reads an input through another shape of the same elements
	// (opLowering.inputShape): an argument of its own.
	type viewKey struct {
		v     *graph.Value
		shape string
	}
	viewed := map[viewKey]*kernels.Expr{}
	inputAs := func(v *graph.Value, s graph.Shape) *kernels.Expr {
		k := viewKey{v, s.String()}
		if e, ok := viewed[k]; ok {
			return e
		}
		e := kernels.In(len(values))
		values = append(values, v)
		spec.Inputs = append(spec.Inputs, kernels.PointwiseInput{Name: fmt.Sprintf("x%d", len(values)-1), DType: v.DType.String(), Shape: s, Elems: elems(v)})
		viewed[k] = e
		return e
	}
	for _, n := range part.Nodes {
		if n.OpType == "Transpose" {
			// The kernel's head: its input read through a strided view.
			x := n.Input(0)
			if exprs[x] != nil {
				return graph.Unsupportedf("%s transposes a value computed in the fused kernel", n)
			}
			in, err := transposeInput(n, out.Shape)
			if err != nil {
				return err
			}
			in.Name = fmt.Sprintf("x%d", len(values))
			exprs[n.Output(0)] = kernels.In(len(values))
			values = append(values, x)
			spec.Inputs = append(spec.Inputs, in)
			continue
		}
		if passes.AliasOp(n.OpType) {
			// The kernel's head: its input read under the new shape.
			x := n.Input(0)
			if exprs[x] != nil || n != part.Nodes[0] {
				return graph.Unsupportedf("%s reshapes a value computed in the fused kernel", n)
			}
			exprs[n.Output(0)] = inputAs(x, n.Output(0).Shape)
			continue
		}
		op, _ := lookupOp(n)
		args := make([]*kernels.Expr, len(n.Inputs))
		for i, v := range n.Inputs {
			if v != nil && !(n.OpType == "CastLike" && i == 1) {
				var s graph.Shape
				if op.inputShape != nil {
					s = op.inputShape(n, i)
				}
				if e, ok := exprs[v]; ok && s == nil {
					args[i] = e
				} else if s != nil && v.Producer != nil && exprs[v] != nil {
					return graph.Unsupportedf("%s: input %s is computed in the fused kernel and read through shape %v", n, v.Name, s)
				} else if s != nil {
					args[i] = inputAs(v, s)
				} else {
					args[i] = input(v)
				}
			}
		}
		e, err := pointwiseExpr(n, args)
		if err != nil {
			return err
		}
		exprs[n.Output(0)] = e
	}
	spec.Expr = exprs[out]
	if spec.Expr == nil {
		return fmt.Errorf("pointwise chain does not compute %s", out.Name)
	}
	ks, err := kernels.Pointwise(spec)
	if err != nil {
		return err
	}
	values = append(values, out)
	return l.launch(part, spirvObjects(ks, values), values)
}

// exprFunc builds the kernel expression of one elementwise node from its
// operands' expressions (nil for an omitted optional input).
type exprFunc func(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error)

// pointwiseExpr builds the expression of one elementwise node: its op
// table entry's expr.
func pointwiseExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	op, ok := lookupOp(n)
	if !ok || op.expr == nil {
		return nil, graph.Unsupportedf("elementwise %s is not supported yet", n.OpType)
	}
	return op.expr(n, args)
}

// unaryExpr is an ONNX unary op that is the kernel expression op of the
// same meaning.
func unaryExpr(op string) exprFunc {
	return func(_ *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) { return kernels.Un(op, args[0]), nil }
}

// binaryExpr is an ONNX binary op on operands of one type that is the
// kernel expression op.
func binaryExpr(op string) exprFunc {
	return func(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
		if n.Input(0).DType != n.Input(1).DType {
			return nil, fmt.Errorf("%s on %s and %s", n.OpType, n.Input(0).DType, n.Input(1).DType)
		}
		return kernels.Bin(op, args[0], args[1]), nil
	}
}

// variadicExpr folds the binary kernel op left over the operands.
func variadicExpr(op string) exprFunc {
	return func(_ *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
		e := args[0]
		for _, a := range args[1:] {
			e = kernels.Bin(op, e, a)
		}
		return e, nil
	}
}

// paramExpr is a unary kernel op with parameters alpha and beta.
func paramExpr(op string, x *kernels.Expr, alpha, beta float32) *kernels.Expr {
	e := kernels.Un(op, x)
	e.Alpha, e.Beta = float64(alpha), float64(beta)
	return e
}

// leakyReluExpr is LeakyRelu.
func leakyReluExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	return paramExpr("leakyrelu", args[0], opattr.DecodeLeakyRelu(n).Alpha, 0), nil
}

// eluExpr is Elu.
func eluExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	return paramExpr("elu", args[0], opattr.DecodeElu(n).Alpha, 0), nil
}

// celuExpr is Celu.
func celuExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	return paramExpr("celu", args[0], opattr.DecodeCelu(n).Alpha, 0), nil
}

// thresholdedReluExpr is ThresholdedRelu.
func thresholdedReluExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	return paramExpr("thresholdedrelu", args[0], opattr.DecodeThresholdedRelu(n).Alpha, 0), nil
}

// hardSigmoidExpr is HardSigmoid.
func hardSigmoidExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	a := opattr.DecodeHardSigmoid(n)
	return paramExpr("hardsigmoid", args[0], a.Alpha, a.Beta), nil
}

// seluExpr is Selu: its gamma is the kernel op's beta.
func seluExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	a := opattr.DecodeSelu(n)
	return paramExpr("selu", args[0], a.Alpha, a.Gamma), nil
}

// meanExpr is the sum of the operands over their count.
func meanExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	e, _ := variadicExpr("add")(n, args)
	return kernels.Bin("div", e, kernels.Const(float64(len(args)), n.Output(0).DType.String())), nil
}

// powOpExpr is Pow on operands of any two types.
func powOpExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	return powExpr(n.Input(0).DType, n.Input(1).DType, args[0], args[1]), nil
}

// castExpr is Cast and CastLike: a conversion to the output's type.
func castExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	return kernels.Cast(args[0], n.Output(0).DType.String()), nil
}

// whereExpr is Where.
func whereExpr(_ *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	return kernels.Where(args[0], args[1], args[2]), nil
}

// shrinkExpr is Shrink: x+bias below -lambd, x-bias above lambd, 0
// between.
func shrinkExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	a := opattr.DecodeShrink(n)
	dt := n.Output(0).DType.String()
	x, lambd, bias := args[0], float64(a.Lambd), float64(a.Bias)
	above := kernels.Where(kernels.Bin("gt", x, kernels.Const(lambd, dt)), kernels.Bin("sub", x, kernels.Const(bias, dt)), kernels.Const(0, dt))
	return kernels.Where(kernels.Bin("lt", x, kernels.Const(-lambd, dt)), kernels.Bin("add", x, kernels.Const(bias, dt)), above), nil
}

// geluExpr is Gelu, exact or with the tanh approximation.
func geluExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	if opattr.DecodeGelu(n).Tanh {
		return kernels.Un("gelu_tanh", args[0]), nil
	}
	return kernels.Un("gelu", args[0]), nil
}

// isInfExpr is IsInf, detecting either infinity or both.
func isInfExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	a := opattr.DecodeIsInf(n)
	neg, pos := a.DetectNegative, a.DetectPositive
	switch {
	case neg && pos:
		return kernels.Un("isinf", args[0]), nil
	case pos:
		return kernels.Un("isposinf", args[0]), nil
	case neg:
		return kernels.Un("isneginf", args[0]), nil
	}
	inf := kernels.Un("isinf", args[0])
	return kernels.Bin("and", inf, kernels.Un("not", inf)), nil // always false
}

// modExpr is Mod: fmod (the dividend's sign) or mod (the divisor's).
func modExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	if opattr.DecodeMod(n).Fmod {
		return kernels.Bin("fmod", args[0], args[1]), nil
	}
	return kernels.Bin("mod", args[0], args[1]), nil
}

// bitShiftExpr is BitShift, left or right.
func bitShiftExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	if n.Str("direction", "") == "LEFT" {
		return kernels.Bin("shl", args[0], args[1]), nil
	}
	return kernels.Bin("shr", args[0], args[1]), nil
}

// preluExpr is PRelu: x where x >= 0, slope·x elsewhere.
func preluExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	zero := kernels.Const(0, n.Output(0).DType.String())
	return kernels.Where(kernels.Bin("lt", args[0], zero), kernels.Bin("mul", args[0], args[1]), args[0]), nil
}

// clipExpr is Clip: bounds from the optional min and max inputs, or the
// min/max attributes (opset < 11).
func clipExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	out := n.Output(0)
	lo, hi := args[0], args[0]
	if len(args) > 1 && args[1] != nil {
		lo = args[1]
	} else if n.Has("min") {
		lo = kernels.Const(float64(n.Float("min", 0)), out.DType.String())
	}
	if len(args) > 2 && args[2] != nil {
		hi = args[2]
	} else if n.Has("max") {
		hi = kernels.Const(float64(n.Float("max", 0)), out.DType.String())
	}
	e := args[0]
	if lo != args[0] {
		e = kernels.Bin("max", e, lo)
	}
	if hi != args[0] {
		e = kernels.Bin("min", e, hi)
	}
	return e, nil
}

// powExpr is ONNX Pow(x, y) with the result in x's dtype: a float base
// takes the exponent cast to its type; an integer base is computed in
// float64 and truncated back, as the reference does.
func powExpr(xt, yt graph.DType, x, y *kernels.Expr) *kernels.Expr {
	if xt.IsFloat() {
		if yt != xt {
			y = kernels.Cast(y, xt.String())
		}
		return kernels.Bin("pow", x, y)
	}
	f := graph.Float64.String()
	if yt != graph.Float64 {
		y = kernels.Cast(y, f)
	}
	return kernels.Cast(kernels.Bin("pow", kernels.Cast(x, f), y), xt.String())
}

// transposeInput is the input of a fused kernel of output shape out that
// reads Transpose n's input x so that each output element gets its
// transposed element (broadcast as the fused ops broadcast it): x's
// strides permuted, aligned to out's trailing dims, 0 where the
// transposed shape has 1 or no dim.
func transposeInput(n *graph.Node, out []int64) (kernels.PointwiseInput, error) {
	x := n.Input(0)
	if x == nil || !x.ShapeKnown || x.Dynamic {
		return kernels.PointwiseInput{}, graph.Unsupportedf("%s: input shape unknown", n)
	}
	rank := len(x.Shape)
	perm := n.Ints("perm", nil)
	if perm == nil {
		for i := rank - 1; i >= 0; i-- {
			perm = append(perm, int64(i))
		}
	}
	lead := len(out) - rank
	if len(perm) != rank || lead < 0 {
		return kernels.PointwiseInput{}, graph.Unsupportedf("%s: perm %v of rank %d into a rank-%d kernel", n, perm, rank, len(out))
	}
	cs := make([]int64, rank)
	stride := int64(1)
	for d := rank - 1; d >= 0; d-- {
		cs[d] = stride
		stride *= x.Shape[d]
	}
	strides := make([]int64, len(out))
	seen := make([]bool, rank)
	for i, p := range perm {
		if p < 0 {
			p += int64(rank)
		}
		if p < 0 || p >= int64(rank) || seen[p] {
			return kernels.PointwiseInput{}, graph.Unsupportedf("%s: bad perm %v", n, perm)
		}
		seen[p] = true
		switch dim := x.Shape[p]; {
		case dim == out[lead+i]:
			strides[lead+i] = cs[p]
		case dim == 1:
		default:
			return kernels.PointwiseInput{}, graph.Unsupportedf("%s: transposed dim %d of %d does not broadcast to %v", n, i, dim, out)
		}
	}
	return kernels.PointwiseInput{DType: x.DType.String(), Strides: strides, Elems: max(elems(x), 1)}, nil
}

// transposedView reports (nil) whether a fused kernel of output shape out
// can read Transpose n's input through a view.
func transposedView(n *graph.Node, out []int64) error {
	_, err := transposeInput(n, out)
	return err
}
