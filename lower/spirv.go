package lower

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// spirvObjects wraps a kernel library result as code objects whose argument
// signature is taken from the bound values.
func spirvObjects(ks []kernels.Kernel, values []*graph.Value) []*codeobj.Object {
	objs := make([]*codeobj.Object, len(ks))
	for i, k := range ks {
		args := make([]codeobj.Arg, len(values))
		for j, v := range values {
			name := fmt.Sprintf("a%d", j)
			if j < len(k.Args) {
				name = k.Args[j].Name
			}
			args[j] = argOf(name, v, j == len(values)-1)
		}
		objs[i] = &codeobj.Object{
			Format: codeobj.AMDGCNSPIRV, Target: SPIRVTarget, Symbol: k.Symbol, Args: args,
			Global: k.Global, Local: k.Local, Wave: k.Wave, Payload: k.Binary,
		}
	}
	return objs
}

// spirvPartition lowers a partition through the SPIR-V kernel library: a
// pointwise chain as one fused kernel, any other op as its own kernel.
func (l *lowering) spirvPartition(part *passes.Partition) error {
	pointwise := true
	for _, n := range part.Nodes {
		pointwise = pointwise && passes.IsPointwise(n)
	}
	if pointwise && len(part.Outputs) == 1 {
		return l.pointwise(part)
	}
	if len(part.Nodes) == 1 {
		return l.spirvNode(part, part.Nodes[0])
	}
	// A mixed partition: lower node by node.
	for _, n := range part.Nodes {
		if err := l.spirvPartition(single(n)); err != nil {
			return err
		}
	}
	return nil
}

// single is a one-node partition.
func single(n *graph.Node) *passes.Partition {
	p := &passes.Partition{Class: passes.ClassSPIRV, Nodes: []*graph.Node{n}}
	for _, v := range n.Inputs {
		if v != nil {
			p.Inputs = append(p.Inputs, v)
		}
	}
	for _, v := range n.Outputs {
		if v != nil {
			p.Outputs = append(p.Outputs, v)
		}
	}
	return p
}

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
	for _, n := range part.Nodes {
		args := make([]*kernels.Expr, len(n.Inputs))
		for i, v := range n.Inputs {
			if v != nil {
				if e, ok := exprs[v]; ok {
					args[i] = e
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

func elems(v *graph.Value) int64 {
	n, _ := v.Shape.NumElements()
	return n
}

// unaryOps maps ONNX unary ops to kernel expression ops of the same meaning.
var unaryOps = map[string]string{
	"Abs": "abs", "Neg": "neg", "Relu": "relu", "Sign": "sign", "Identity": "identity",
	"Exp": "exp", "Log": "log", "Sqrt": "sqrt", "Reciprocal": "reciprocal", "Sigmoid": "sigmoid",
	"Tanh": "tanh", "Erf": "erf", "Sin": "sin", "Cos": "cos", "Tan": "tan", "Asin": "asin",
	"Acos": "acos", "Atan": "atan", "Sinh": "sinh", "Cosh": "cosh", "Asinh": "asinh",
	"Acosh": "acosh", "Atanh": "atanh", "Floor": "floor", "Ceil": "ceil", "Round": "round",
	"Softplus": "softplus", "Softsign": "softsign", "HardSwish": "hardswish", "Mish": "mish",
	"IsNaN": "isnan", "Not": "not", "BitwiseNot": "bitnot",
}

// binaryOps maps ONNX binary ops to kernel expression ops.
var binaryOps = map[string]string{
	"Add": "add", "Sub": "sub", "Mul": "mul", "Div": "div", "Pow": "pow",
	"Equal": "eq", "Less": "lt", "LessOrEqual": "le", "Greater": "gt", "GreaterOrEqual": "ge",
	"And": "and", "Or": "or", "Xor": "xor", "BitwiseAnd": "bitand", "BitwiseOr": "bitor", "BitwiseXor": "bitxor",
}

// variadicOps fold left over their inputs.
var variadicOps = map[string]string{"Max": "max", "Min": "min", "Sum": "add", "Mean": "add"}

// pointwiseExpr builds the expression of one elementwise node from its
// operands' expressions (nil for an omitted optional input).
func pointwiseExpr(n *graph.Node, args []*kernels.Expr) (*kernels.Expr, error) {
	out := n.Output(0)
	withAlpha := func(op string, alpha, beta float64) *kernels.Expr {
		e := kernels.Un(op, args[0])
		e.Alpha, e.Beta = alpha, beta
		return e
	}
	if op, ok := unaryOps[n.OpType]; ok {
		if op == "bitnot" {
			return nil, fmt.Errorf("%s is not supported by the kernel library", n.OpType)
		}
		return kernels.Un(op, args[0]), nil
	}
	if op, ok := binaryOps[n.OpType]; ok {
		if n.Input(0).DType != n.Input(1).DType {
			return nil, fmt.Errorf("%s on %s and %s", n.OpType, n.Input(0).DType, n.Input(1).DType)
		}
		return kernels.Bin(op, args[0], args[1]), nil
	}
	if op, ok := variadicOps[n.OpType]; ok {
		e := args[0]
		for _, a := range args[1:] {
			e = kernels.Bin(op, e, a)
		}
		if n.OpType == "Mean" {
			e = kernels.Bin("div", e, kernels.Const(float64(len(args)), out.DType.String()))
		}
		return e, nil
	}
	switch n.OpType {
	case "Cast":
		return kernels.Cast(args[0], out.DType.String()), nil
	case "CastLike":
		return kernels.Cast(args[0], out.DType.String()), nil
	case "Where":
		return kernels.Where(args[0], args[1], args[2]), nil
	case "Gelu":
		if n.Str("approximate", "none") == "tanh" {
			return kernels.Un("gelu_tanh", args[0]), nil
		}
		return kernels.Un("gelu", args[0]), nil
	case "HardSigmoid":
		return withAlpha("hardsigmoid", float64(n.Float("alpha", 0.2)), float64(n.Float("beta", 0.5))), nil
	case "LeakyRelu":
		return withAlpha("leakyrelu", float64(n.Float("alpha", 0.01)), 0), nil
	case "Elu":
		return withAlpha("elu", float64(n.Float("alpha", 1)), 0), nil
	case "Selu":
		return withAlpha("selu", float64(n.Float("alpha", 1.67326319217681884765625)), float64(n.Float("gamma", 1.05070102214813232421875))), nil
	case "Celu":
		return withAlpha("celu", float64(n.Float("alpha", 1)), 0), nil
	case "ThresholdedRelu":
		return withAlpha("thresholdedrelu", float64(n.Float("alpha", 1)), 0), nil
	case "IsInf":
		if n.Int("detect_negative", 1) != 1 || n.Int("detect_positive", 1) != 1 {
			return nil, fmt.Errorf("IsInf with one-sided detection is not supported yet")
		}
		return kernels.Un("isinf", args[0]), nil
	case "Mod":
		if n.Int("fmod", 0) != 0 {
			return kernels.Bin("fmod", args[0], args[1]), nil
		}
		return kernels.Bin("mod", args[0], args[1]), nil
	case "BitShift":
		if n.Str("direction", "") == "LEFT" {
			return kernels.Bin("shl", args[0], args[1]), nil
		}
		return kernels.Bin("shr", args[0], args[1]), nil
	case "PRelu":
		zero := kernels.Const(0, out.DType.String())
		return kernels.Where(kernels.Bin("lt", args[0], zero), kernels.Bin("mul", args[0], args[1]), args[0]), nil
	case "Clip":
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
	return nil, fmt.Errorf("elementwise %s is not supported yet", n.OpType)
}

// constInts reads an int64 constant input (shape, axes, starts, ...).
func (l *lowering) constInts(n *graph.Node, i int) ([]int64, bool) {
	v := n.Input(i)
	t := l.g.Const(v)
	if t == nil {
		return nil, false
	}
	return t.Int64s(), true
}

// spirvNode lowers one non-pointwise node.
func (l *lowering) spirvNode(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	if x == nil || y == nil {
		return fmt.Errorf("%s without input or output", n)
	}
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	unary := func(ks []kernels.Kernel, err error) error {
		if err != nil {
			return err
		}
		return l.launch(part, spirvObjects(ks, []*graph.Value{x, y}), []*graph.Value{x, y})
	}
	switch n.OpType {
	case "Softmax", "LogSoftmax":
		rank := len(x.Shape)
		def := int64(-1)
		if l.g.Opset < 13 {
			def = 1
		}
		axis, err := graph.NormalizeAxis(n.Int("axis", def), rank)
		if err != nil {
			return err
		}
		if l.g.Opset >= 13 && axis != rank-1 {
			// Softmax over an inner axis: move it last, normalize, move it back.
			return fmt.Errorf("softmax over axis %d of rank %d is not supported yet (last axis only)", axis, rank)
		}
		rows, cols := int64(1), int64(1)
		for i, d := range x.Shape {
			if i < axis {
				rows *= d
			} else {
				cols *= d
			}
		}
		return unary(kernels.Softmax(kernels.SoftmaxSpec{Symbol: sym, Rows: rows, Cols: cols, DType: dt, Log: n.OpType == "LogSoftmax"}))
	case "Reshape", "Flatten", "Squeeze", "Unsqueeze", "Identity", "Dropout":
		// Row-major data is unchanged: a straight copy.
		return unary(kernels.LayoutCopy(kernels.LayoutSpec{Symbol: "copy", OutShape: []int64{elems(y)}, Strides: []int64{1}, Elems: elems(x), DType: dt}))
	case "Expand":
		ks, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "expand", OutShape: y.Shape, OutDType: dt,
			Inputs: []kernels.PointwiseInput{{Name: "x", DType: dt, Shape: x.Shape, Elems: elems(x)}}, Expr: kernels.In(0)})
		return unary(ks, err)
	case "Transpose":
		perm := n.Ints("perm", nil)
		if perm == nil {
			for i := len(x.Shape) - 1; i >= 0; i-- {
				perm = append(perm, int64(i))
			}
		}
		return unary(kernels.Transpose(kernels.TransposeSpec{Symbol: sym, Shape: x.Shape, Perm: perm, DType: dt}))
	case "Slice":
		starts, ok1 := l.constInts(n, 1)
		ends, ok2 := l.constInts(n, 2)
		if !ok1 || !ok2 {
			return fmt.Errorf("Slice with computed starts/ends is not supported")
		}
		var axes, steps []int64
		if n.Input(3) != nil {
			if axes, ok1 = l.constInts(n, 3); !ok1 {
				return fmt.Errorf("Slice with computed axes is not supported")
			}
		}
		if n.Input(4) != nil {
			if steps, ok1 = l.constInts(n, 4); !ok1 {
				return fmt.Errorf("Slice with computed steps is not supported")
			}
		}
		return unary(kernels.Slice(kernels.SliceSpec{Symbol: sym, Shape: x.Shape, Starts: starts, Ends: ends, Axes: axes, Steps: steps, DType: dt}))
	case "LayerNormalization", "RMSNormalization":
		spec := kernels.NormSpec{Symbol: sym, Kind: "layer", Shape: x.Shape, Axis: n.Int("axis", -1), Epsilon: float64(n.Float("epsilon", 1e-5)), DType: dt}
		if n.OpType == "RMSNormalization" {
			spec.Kind = "rms"
		}
		if len(n.Outputs) > 1 && (n.Output(1) != nil || (len(n.Outputs) > 2 && n.Output(2) != nil)) {
			return fmt.Errorf("%s with mean/inv-std outputs is not supported yet", n.OpType)
		}
		values := []*graph.Value{x}
		if s := n.Input(1); s != nil {
			spec.Scale = true
			values = append(values, s)
		}
		if b := n.Input(2); b != nil {
			spec.Bias = true
			values = append(values, b)
		}
		values = append(values, y)
		ks, err := kernels.Norm(spec)
		if err != nil {
			return err
		}
		// Scale and bias must cover the normalized axes exactly (no broadcast).
		return l.launch(part, spirvObjects(ks, values), values)
	case "ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceL1", "ReduceL2", "ReduceSumSquare", "ReduceLogSumExp":
		op := map[string]string{"ReduceSum": "sum", "ReduceMean": "mean", "ReduceMax": "max", "ReduceMin": "min", "ReduceProd": "prod",
			"ReduceL1": "l1", "ReduceL2": "l2", "ReduceSumSquare": "sumsquare", "ReduceLogSumExp": "logsumexp"}[n.OpType]
		axes := n.Ints("axes", nil)
		if n.Input(1) != nil {
			a, ok := l.constInts(n, 1)
			if !ok {
				return fmt.Errorf("%s with computed axes is not supported", n.OpType)
			}
			axes = a
		}
		if len(axes) == 0 && n.Int("noop_with_empty_axes", 0) != 0 {
			return unary(kernels.LayoutCopy(kernels.LayoutSpec{Symbol: "copy", OutShape: []int64{elems(y)}, Strides: []int64{1}, Elems: elems(x), DType: dt}))
		}
		return unary(kernels.Reduce(kernels.ReduceSpec{Symbol: sym, Shape: x.Shape, Axes: axes, DType: dt, Op: op}))
	case "Gather", "GatherElements":
		idx := n.Input(1)
		ks, err := kernels.Gather(kernels.GatherSpec{Symbol: sym, DataShape: x.Shape, IndicesShape: idx.Shape, Axis: n.Int("axis", 0),
			DType: dt, IndexDType: idx.DType.String(), Elements: n.OpType == "GatherElements"})
		if err != nil {
			return err
		}
		values := []*graph.Value{x, idx, y}
		return l.launch(part, spirvObjects(ks, values), values)
	case "Split":
		// One strided copy per output along the axis.
		axis, err := graph.NormalizeAxis(n.Int("axis", 0), len(x.Shape))
		if err != nil {
			return err
		}
		var start int64
		for i, out := range n.Outputs {
			if out == nil {
				return fmt.Errorf("Split with omitted output %d is not supported", i)
			}
			size := out.Shape[axis]
			ks, err := kernels.Slice(kernels.SliceSpec{Symbol: "split", Shape: x.Shape, Starts: []int64{start}, Ends: []int64{start + size},
				Axes: []int64{int64(axis)}, DType: dt})
			if err != nil {
				return err
			}
			values := []*graph.Value{x, out}
			if err := l.launch(part, spirvObjects(ks, values), values); err != nil {
				return err
			}
			start += size
		}
		return nil
	case "Concat":
		var shapes [][]int64
		var values []*graph.Value
		for _, v := range n.Inputs {
			if v != nil {
				shapes = append(shapes, v.Shape)
				values = append(values, v)
			}
		}
		ks, err := kernels.Concat(kernels.ConcatSpec{Symbol: sym, Shapes: shapes, Axis: n.Int("axis", 0), DType: dt})
		if err != nil {
			return err
		}
		values = append(values, y)
		return l.launch(part, spirvObjects(ks, values), values)
	}
	return fmt.Errorf("%s is not supported yet", n.OpType)
}
