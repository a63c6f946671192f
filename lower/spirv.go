package lower

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// spirvObjects wraps a kernel library result as code objects whose argument
// signature is taken from the bound values.
func spirvObjects(ks []kernels.Kernel, values []*graph.Value) []*codeobj.Object {
	objs := make([]*codeobj.Object, len(ks))
	for i, k := range ks {
		args := make([]codeobj.Arg, len(values))
		for j, v := range values {
			name, write := fmt.Sprintf("a%d", j), j == len(values)-1
			if j < len(k.Args) {
				name, write = k.Args[j].Name, k.Args[j].Write
			}
			args[j] = argOf(name, v, write)
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
	if allEmpty(part.Outputs) {
		// Nothing to compute: the outputs only need (empty) buffers.
		for _, v := range part.Outputs {
			if _, err := l.buffer(v); err != nil {
				return err
			}
		}
		return nil
	}
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
			if v != nil && !(n.OpType == "CastLike" && i == 1) {
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
	if n.OpType == "Pow" {
		return powExpr(n.Input(0).DType, n.Input(1).DType, args[0], args[1]), nil
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
		neg, pos := n.Int("detect_negative", 1) != 0, n.Int("detect_positive", 1) != 0
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

// ConstInputError says a lowering needs the value of an input that is
// computed at run time (an axis, K, a repeat count, a training flag) to be
// known when compiling. A caller that knows the value may bind it as a
// constant and compile again.
type ConstInputError struct {
	// Node names the op; Input is the value's name and What its role.
	Node, Input, What string
}

// Error says what is missing; the wording marks it as a feature not
// supported yet.
func (e *ConstInputError) Error() string {
	return fmt.Sprintf("%s: input %q (%s) is computed at run time; a computed %s is not supported", e.Node, e.Input, e.What, e.What)
}

// RuntimeInput returns the name of the input whose value a compile needed
// but did not have, when err says so (the front end's ref.RuntimeInputError
// or the lowering's ConstInputError).
func RuntimeInput(err error) (string, bool) {
	var re *ref.RuntimeInputError
	if errors.As(err, &re) {
		return re.Input, true
	}
	var ce *ConstInputError
	if errors.As(err, &ce) {
		return ce.Input, true
	}
	return "", false
}

// needInts reads the int constant input i of n, or fails with a
// ConstInputError naming its role.
func (l *lowering) needInts(n *graph.Node, i int, what string) ([]int64, error) {
	if v, ok := l.constInts(n, i); ok {
		return v, nil
	}
	return nil, &ConstInputError{Node: n.String(), Input: n.Input(i).Name, What: what}
}

// needFloat reads the scalar constant input i of n as a float.
func (l *lowering) needFloat(n *graph.Node, i int, what string) (float64, error) {
	t := l.g.Const(n.Input(i))
	if t == nil {
		return 0, &ConstInputError{Node: n.String(), Input: n.Input(i).Name, What: what}
	}
	if t.Len() != 1 {
		return 0, fmt.Errorf("%s: %s has %d elements, want 1", n, what, t.Len())
	}
	if t.DType == graph.Bool || t.DType.IsInt() {
		return float64(t.Int64(0)), nil
	}
	return t.Float64(0), nil
}

// allEmpty reports whether every value has no elements.
func allEmpty(vs []*graph.Value) bool {
	for _, v := range vs {
		if v != nil && elems(v) != 0 {
			return false
		}
	}
	return len(vs) > 0
}

// temp makes an intermediate value of node n's lowering (a buffer of its
// own in the arena); role tells the temps of one node apart.
func (l *lowering) temp(n *graph.Node, role string, dt graph.DType, shape []int64) *graph.Value {
	return &graph.Value{Name: n.Name + "/" + role, DType: dt, Shape: append(graph.Shape{}, shape...), ShapeKnown: true, Producer: n}
}

// constant adds t to the weights and returns its value.
func (l *lowering) constant(prefix string, t *graph.Tensor) *graph.Value {
	return l.g.AddConst(l.g.NameSet(), prefix, t)
}

// launchKernels launches ks on values.
func (l *lowering) launchKernels(part *passes.Partition, ks []kernels.Kernel, err error, values ...*graph.Value) error {
	if err != nil {
		return err
	}
	values = l.withStatus(part, ks, values)
	return l.launch(part, spirvObjects(ks, values), values)
}

// copyValue launches y = x, element for element (same count, any shapes).
func (l *lowering) copyValue(part *passes.Partition, x, y *graph.Value) error {
	if elems(y) == 0 {
		_, err := l.buffer(y)
		return err
	}
	ks, err := kernels.LayoutCopy(kernels.LayoutSpec{Symbol: "copy", OutShape: []int64{elems(y)}, Strides: []int64{1}, Elems: elems(x), DType: x.DType.String()})
	return l.launchKernels(part, ks, err, x, y)
}

// fill launches y = v everywhere.
func (l *lowering) fill(part *passes.Partition, y *graph.Value, v float64) error {
	ks, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "fill", OutShape: y.Shape, OutDType: y.DType.String(), Expr: kernels.Const(v, y.DType.String())})
	return l.launchKernels(part, ks, err, y)
}

// constantOutput makes y a copy of the constant t (Shape, Size: values
// known from static shapes).
func (l *lowering) constantOutput(part *passes.Partition, n *graph.Node, t *graph.Tensor, y *graph.Value) error {
	return l.copyValue(part, l.constant(n.Name+"_value", t), y)
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

// reduceIdentity is what a reduction over no elements gives.
func reduceIdentity(op string, dt graph.DType) float64 {
	switch op {
	case "prod":
		return 1
	case "mean":
		return math.NaN()
	case "logsumexp":
		return math.Inf(-1)
	case "max":
		if dt.IsFloat() {
			return math.Inf(-1)
		}
		return float64(minInt(dt))
	case "min":
		if dt.IsFloat() {
			return math.Inf(1)
		}
		return float64(maxInt(dt))
	}
	return 0
}

func minInt(dt graph.DType) int64 {
	switch dt {
	case graph.Int8:
		return math.MinInt8
	case graph.Int16:
		return math.MinInt16
	case graph.Int32:
		return math.MinInt32
	case graph.Int64:
		return math.MinInt64
	}
	return 0
}

func maxInt(dt graph.DType) int64 {
	switch dt {
	case graph.Int8:
		return math.MaxInt8
	case graph.Int16:
		return math.MaxInt16
	case graph.Int32:
		return math.MaxInt32
	case graph.Int64, graph.Uint64:
		return math.MaxInt64 // uint64's max does not fit a float64 exactly either
	case graph.Uint8:
		return math.MaxUint8
	case graph.Uint16:
		return math.MaxUint16
	case graph.Uint32:
		return math.MaxUint32
	}
	return 0
}

// spirvNode lowers one non-pointwise node.
func (l *lowering) spirvNode(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	if y == nil {
		return fmt.Errorf("%s without output", n)
	}
	sym := strings.ToLower(n.OpType)
	switch n.OpType {
	case "Shape":
		rank := int64(len(x.Shape))
		start, end := n.Int("start", 0), n.Int("end", rank)
		if start < 0 {
			start += rank
		}
		if end < 0 {
			end += rank
		}
		start, end = max(0, min(start, rank)), max(0, min(end, rank))
		vals := []int64{}
		if start < end {
			vals = append(vals, x.Shape[start:end]...)
		}
		t, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(vals))}, vals)
		if err != nil {
			return err
		}
		return l.constantOutput(part, n, t, y)
	case "Size":
		t, err := graph.FromInt64s(graph.Int64, graph.Shape{}, []int64{elems(x)})
		if err != nil {
			return err
		}
		return l.constantOutput(part, n, t, y)
	}
	if x == nil {
		return fmt.Errorf("%s without input", n)
	}
	if done, err := l.constantNode(part, n); done || err != nil {
		return err
	}
	dt := x.DType.String()
	unary := func(ks []kernels.Kernel, err error) error { return l.launchKernels(part, ks, err, x, y) }
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
		spec := kernels.SoftmaxSpec{Symbol: sym, DType: dt, Log: n.OpType == "LogSoftmax", Rows: 1, Cols: 1, Inner: 1}
		for i, d := range x.Shape {
			switch {
			case i < axis:
				spec.Rows *= d
			case i == axis || l.g.Opset < 13:
				// Before opset 13 the axis flattens everything after it.
				spec.Cols *= d
			default:
				spec.Inner *= d
			}
		}
		spec.Rows *= spec.Inner
		return unary(kernels.Softmax(spec))
	case "Reshape", "Flatten", "Squeeze", "Unsqueeze", "Identity":
		// Row-major data is unchanged: a straight copy.
		return l.copyValue(part, x, y)
	case "Dropout":
		// Inference, or training with ratio 0: y = x and an all-true mask.
		training := false
		if t := n.Input(2); t != nil {
			v, err := l.needFloat(n, 2, "training mode")
			if err != nil {
				return err
			}
			training = v != 0
		}
		if training {
			ratio := float64(n.Float("ratio", 0.5))
			if n.Input(1) != nil {
				r, err := l.needFloat(n, 1, "ratio")
				if err != nil {
					return err
				}
				ratio = r
			}
			if ratio != 0 {
				return fmt.Errorf("Dropout in training mode (random) is not supported")
			}
		}
		if err := l.copyValue(part, x, y); err != nil {
			return err
		}
		if mask := n.Output(1); mask != nil {
			return l.fill(part, mask, 1)
		}
		return nil
	case "Expand":
		ks, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "expand", OutShape: y.Shape, OutDType: dt,
			Inputs: []kernels.PointwiseInput{{Name: "x", DType: dt, Shape: x.Shape, Elems: elems(x)}}, Expr: kernels.In(0)})
		return unary(ks, err)
	case "Tile":
		reps, err := l.needInts(n, 1, "repeats")
		if err != nil {
			return err
		}
		if len(reps) != len(x.Shape) {
			return fmt.Errorf("%s: %d repeats for rank %d", n, len(reps), len(x.Shape))
		}
		// Tiled [r0*d0, r1*d1, ...] is [r0, d0, r1, d1, ...] reading x with
		// stride 0 along every repeat.
		var shape, strides []int64
		in := graph.Shape(x.Shape).Strides()
		for i, d := range x.Shape {
			shape = append(shape, reps[i], d)
			strides = append(strides, 0, in[i])
		}
		return unary(kernels.LayoutCopy(kernels.LayoutSpec{Symbol: sym, OutShape: shape, Strides: strides, Elems: elems(x), DType: dt}))
	case "DepthToSpace", "SpaceToDepth":
		if len(x.Shape) != 4 {
			return fmt.Errorf("%s on rank %d is not supported", n.OpType, len(x.Shape))
		}
		b := n.Int("blocksize", 0)
		N, C, H, W := x.Shape[0], x.Shape[1], x.Shape[2], x.Shape[3]
		var shape, perm []int64
		switch {
		case b <= 0:
			return fmt.Errorf("%s: blocksize %d", n, b)
		case n.OpType == "SpaceToDepth":
			shape, perm = []int64{N, C, H / b, b, W / b, b}, []int64{0, 3, 5, 1, 2, 4}
		case n.Str("mode", "DCR") == "CRD":
			shape, perm = []int64{N, C / (b * b), b, b, H, W}, []int64{0, 1, 4, 2, 5, 3}
		default:
			shape, perm = []int64{N, b, b, C / (b * b), H, W}, []int64{0, 3, 4, 1, 5, 2}
		}
		return unary(kernels.Transpose(kernels.TransposeSpec{Symbol: sym, Shape: shape, Perm: perm, DType: dt}))
	case "Transpose":
		perm := n.Ints("perm", nil)
		if perm == nil {
			for i := len(x.Shape) - 1; i >= 0; i-- {
				perm = append(perm, int64(i))
			}
		}
		return unary(kernels.Transpose(kernels.TransposeSpec{Symbol: sym, Shape: x.Shape, Perm: perm, DType: dt}))
	case "Slice":
		starts, err := l.needInts(n, 1, "starts")
		if err != nil {
			return err
		}
		ends, err := l.needInts(n, 2, "ends")
		if err != nil {
			return err
		}
		var axes, steps []int64
		if n.Input(3) != nil {
			if axes, err = l.needInts(n, 3, "axes"); err != nil {
				return err
			}
		}
		if n.Input(4) != nil {
			if steps, err = l.needInts(n, 4, "steps"); err != nil {
				return err
			}
		}
		return unary(kernels.Slice(kernels.SliceSpec{Symbol: sym, Shape: x.Shape, Starts: starts, Ends: ends, Axes: axes, Steps: steps, DType: dt}))
	case "Pad":
		return l.pad(part, n)
	case "LayerNormalization", "RMSNormalization":
		spec := kernels.NormSpec{Symbol: sym, Kind: "layer", Shape: x.Shape, Axis: n.Int("axis", -1), Epsilon: float64(n.Float("epsilon", 1e-5)), DType: dt}
		if n.OpType == "RMSNormalization" {
			spec.Kind = "rms"
		}
		values := []*graph.Value{x}
		for i, flag := range []*bool{&spec.Scale, &spec.Bias} {
			v := n.Input(1 + i)
			if v == nil {
				continue
			}
			// Scale and bias cover the normalized axes; a broadcast one is
			// expanded to them first.
			norm := x.Shape[len(x.Shape)-len(v.Shape):]
			if ax, err := graph.NormalizeAxis(spec.Axis, len(x.Shape)); err == nil {
				norm = x.Shape[ax:]
			}
			if elems(v) != product(norm) {
				full := l.temp(n, fmt.Sprintf("param%d", i), v.DType, norm)
				ks, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "expand", OutShape: norm, OutDType: v.DType.String(),
					Inputs: []kernels.PointwiseInput{{Name: "x", DType: v.DType.String(), Shape: v.Shape, Elems: elems(v)}}, Expr: kernels.In(0)})
				if err := l.launchKernels(part, ks, err, v, full); err != nil {
					return err
				}
				v = full
			}
			*flag = true
			values = append(values, v)
		}
		values = append(values, y)
		mean, inv := n.Output(1), n.Output(2)
		if mean != nil || inv != nil {
			if spec.Kind != "layer" {
				return fmt.Errorf("%s with statistics outputs is not supported", n.OpType)
			}
			spec.Stats = true
			rows := []int64{}
			if ax, err := graph.NormalizeAxis(spec.Axis, len(x.Shape)); err == nil {
				rows = x.Shape[:ax]
			}
			statsDT := graph.Float32
			for _, v := range []*graph.Value{mean, inv} {
				if v != nil {
					statsDT = v.DType
				}
			}
			spec.StatsDType = statsDT.String()
			if mean == nil {
				mean = l.temp(n, "mean", statsDT, rows)
			}
			if inv == nil {
				inv = l.temp(n, "invstd", statsDT, rows)
			}
			values = append(values, mean, inv)
		}
		ks, err := kernels.Norm(spec)
		return l.launchKernels(part, ks, err, values...)
	case "InstanceNormalization", "GroupNormalization":
		if len(x.Shape) < 2 {
			return fmt.Errorf("%s on rank %d", n, len(x.Shape))
		}
		groups := x.Shape[1]
		if n.OpType == "GroupNormalization" {
			groups = n.Int("num_groups", 0)
		}
		spec := kernels.NormSpec{Symbol: sym, Kind: "group", Shape: x.Shape, Groups: groups, Epsilon: float64(n.Float("epsilon", 1e-5)), DType: dt}
		values := []*graph.Value{x}
		for i, flag := range []*bool{&spec.Scale, &spec.Bias} {
			v := n.Input(1 + i)
			if v == nil {
				continue
			}
			if c := x.Shape[1]; elems(v) != c {
				if elems(v) != groups || groups <= 0 || c%groups != 0 {
					return fmt.Errorf("%s: scale/bias %v for %d channels in %d groups", n, v.Shape, c, groups)
				}
				// Opset 18 GroupNormalization: one value per group, repeated
				// over the group's channels.
				full := l.temp(n, fmt.Sprintf("param%d", i), v.DType, []int64{c})
				ks, err := kernels.LayoutCopy(kernels.LayoutSpec{Symbol: "per_channel", OutShape: []int64{groups, c / groups},
					Strides: []int64{1, 0}, Elems: groups, DType: v.DType.String()})
				if err := l.launchKernels(part, ks, err, v, full); err != nil {
					return err
				}
				v = full
			}
			*flag = true
			values = append(values, v)
		}
		values = append(values, y)
		ks, err := kernels.Norm(spec)
		return l.launchKernels(part, ks, err, values...)
	case "BatchNormalization":
		return l.batchNorm(part, n)
	case "ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd", "ReduceL1", "ReduceL2", "ReduceSumSquare", "ReduceLogSumExp":
		op := map[string]string{"ReduceSum": "sum", "ReduceMean": "mean", "ReduceMax": "max", "ReduceMin": "min", "ReduceProd": "prod",
			"ReduceL1": "l1", "ReduceL2": "l2", "ReduceSumSquare": "sumsquare", "ReduceLogSumExp": "logsumexp"}[n.OpType]
		axes := n.Ints("axes", nil)
		if n.Input(1) != nil {
			a, err := l.needInts(n, 1, "axes")
			if err != nil {
				return err
			}
			axes = a
		}
		if len(axes) == 0 && n.Int("noop_with_empty_axes", 0) != 0 {
			return l.copyValue(part, x, y)
		}
		if elems(x) == 0 {
			return l.fill(part, y, reduceIdentity(op, y.DType))
		}
		return unary(kernels.Reduce(kernels.ReduceSpec{Symbol: sym, Shape: x.Shape, Axes: axes, DType: dt, Op: op}))
	case "ArgMax", "ArgMin":
		return unary(kernels.ArgReduce(kernels.ArgReduceSpec{Symbol: sym, Shape: x.Shape, Axis: n.Int("axis", 0), DType: dt,
			Max: n.OpType == "ArgMax", SelectLast: n.Int("select_last_index", 0) != 0}))
	case "CumSum":
		axis, err := l.needInts(n, 1, "axis")
		if err != nil {
			return err
		}
		if len(axis) != 1 {
			return fmt.Errorf("%s: axis has %d elements", n, len(axis))
		}
		return unary(kernels.CumSum(kernels.CumSumSpec{Symbol: sym, Shape: x.Shape, Axis: axis[0], DType: dt,
			Exclusive: n.Int("exclusive", 0) != 0, Reverse: n.Int("reverse", 0) != 0}))
	case "Trilu":
		spec := kernels.TriluSpec{Symbol: sym, Shape: x.Shape, Upper: n.Int("upper", 1) != 0, DType: dt}
		values := []*graph.Value{x}
		if kv := n.Input(1); kv != nil {
			if k, ok := l.constInts(n, 1); ok && len(k) == 1 {
				spec.K = k[0]
			} else {
				// The diagonal only moves values: read it at run time.
				spec.KArg = true
				values = append(values, kv)
			}
		}
		values = append(values, y)
		ks, err := kernels.Trilu(spec)
		return l.launchKernels(part, ks, err, values...)
	case "TopK":
		k, err := l.needInts(n, 1, "K")
		if err != nil {
			return err
		}
		if len(k) != 1 {
			return fmt.Errorf("%s: K has %d elements", n, len(k))
		}
		values, indices := n.Output(0), n.Output(1)
		if values == nil {
			values = l.temp(n, "values", x.DType, y.Shape)
		}
		if indices == nil {
			indices = l.temp(n, "indices", graph.Int64, values.Shape)
		}
		ks, err := kernels.TopK(kernels.TopKSpec{Symbol: sym, Shape: x.Shape, Axis: n.Int("axis", -1), K: k[0], Largest: n.Int("largest", 1) != 0, DType: dt})
		return l.launchKernels(part, ks, err, x, values, indices)
	case "Gather", "GatherElements":
		idx := n.Input(1)
		ks, err := kernels.Gather(kernels.GatherSpec{Symbol: sym, DataShape: x.Shape, IndicesShape: idx.Shape, Axis: n.Int("axis", 0),
			DType: dt, IndexDType: idx.DType.String(), Elements: n.OpType == "GatherElements"})
		return l.launchKernels(part, ks, err, x, idx, y)
	case "GatherND":
		idx := n.Input(1)
		ks, err := kernels.GatherND(kernels.GatherNDSpec{Symbol: sym, DataShape: x.Shape, IndicesShape: idx.Shape, BatchDims: n.Int("batch_dims", 0),
			DType: dt, IndexDType: idx.DType.String()})
		return l.launchKernels(part, ks, err, x, idx, y)
	case "ScatterElements", "ScatterND", "Scatter":
		idx, upd := n.Input(1), n.Input(2)
		if idx == nil || upd == nil {
			return fmt.Errorf("%s without indices or updates", n)
		}
		if err := l.copyValue(part, x, y); err != nil {
			return err
		}
		if elems(idx) == 0 {
			return nil
		}
		ks, err := kernels.Scatter(kernels.ScatterSpec{Symbol: sym, Shape: x.Shape, IndicesShape: idx.Shape, Axis: n.Int("axis", 0),
			ND: n.OpType == "ScatterND", Reduction: n.Str("reduction", "none"), DType: dt, IndexDType: idx.DType.String()})
		return l.launchKernels(part, ks, err, idx, upd, y)
	case "Einsum":
		return l.einsum(part, n)
	case "Attention":
		return l.attention(part, n)
	case "Resize", "Upsample":
		return l.resize(part, n)
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
			if elems(out) == 0 {
				if _, err := l.buffer(out); err != nil {
					return err
				}
				start += size
				continue
			}
			ks, err := kernels.Slice(kernels.SliceSpec{Symbol: "split", Shape: x.Shape, Starts: []int64{start}, Ends: []int64{start + size},
				Axes: []int64{int64(axis)}, DType: dt})
			if err := l.launchKernels(part, ks, err, x, out); err != nil {
				return err
			}
			start += size
		}
		return nil
	case "Concat":
		var shapes [][]int64
		var values []*graph.Value
		for _, v := range n.Inputs {
			if v != nil && elems(v) > 0 {
				shapes = append(shapes, v.Shape)
				values = append(values, v)
			}
		}
		ks, err := kernels.Concat(kernels.ConcatSpec{Symbol: sym, Shapes: shapes, Axis: n.Int("axis", 0), DType: dt})
		values = append(values, y)
		return l.launchKernels(part, ks, err, values...)
	}
	return fmt.Errorf("%s is not supported yet", n.OpType)
}

// constantNode lowers a deterministic node whose inputs are all constants —
// one the front end leaves unfolded because it computes a graph output —
// as copies of its outputs evaluated now. It reports whether it did.
func (l *lowering) constantNode(part *passes.Partition, n *graph.Node) (bool, error) {
	if n.OpType == "Dropout" || strings.HasPrefix(n.OpType, "Random") {
		return false, nil
	}
	ins := make([]*graph.Tensor, len(n.Inputs))
	for i, v := range n.Inputs {
		if v == nil {
			continue
		}
		if ins[i] = l.g.Const(v); ins[i] == nil {
			return false, nil
		}
	}
	outs, err := ref.EvalNode(n, l.g.Opset, ins)
	if err != nil {
		return false, nil // lowered as kernels instead
	}
	for i, v := range n.Outputs {
		if v == nil || outs[i] == nil {
			continue
		}
		if err := l.constantOutput(part, n, outs[i], v); err != nil {
			return true, err
		}
	}
	return true, nil
}

// product multiplies dims (1 for none).
func product(shape []int64) int64 {
	p := int64(1)
	for _, d := range shape {
		p *= d
	}
	return p
}

// pad lowers ONNX Pad (pads from the input since opset 11, from the
// attribute before; optional constant value and axes).
func (l *lowering) pad(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	rank := len(x.Shape)
	spec := kernels.PadSpec{Symbol: "pad", Shape: x.Shape, Mode: n.Str("mode", "constant"), DType: x.DType.String()}
	values := []*graph.Value{x}
	if l.g.Opset < 11 {
		spec.Pads = n.Ints("pads", nil)
		spec.Value = float64(n.Float("value", 0))
	} else {
		pads, err := l.needInts(n, 1, "pads")
		if err != nil {
			return err
		}
		axes := make([]int64, rank)
		for i := range axes {
			axes[i] = int64(i)
		}
		if n.Input(3) != nil {
			if axes, err = l.needInts(n, 3, "axes"); err != nil {
				return err
			}
		}
		if len(pads) != 2*len(axes) {
			return fmt.Errorf("%s: %d pads for %d axes", n, len(pads), len(axes))
		}
		spec.Pads = make([]int64, 2*rank)
		for i, a := range axes {
			ax, err := graph.NormalizeAxis(a, rank)
			if err != nil {
				return err
			}
			spec.Pads[ax], spec.Pads[rank+ax] = pads[i], pads[len(axes)+i]
		}
		if v := n.Input(2); v != nil && spec.Mode == "constant" {
			if t := l.g.Const(v); t != nil {
				if t.Len() != 1 {
					return fmt.Errorf("%s: constant value has %d elements", n, t.Len())
				}
				spec.Value = t.Float64(0)
			} else {
				spec.ValueArg = true
				values = append(values, v)
			}
		}
	}
	values = append(values, y)
	ks, err := kernels.Pad(spec)
	return l.launchKernels(part, ks, err, values...)
}

// batchNorm lowers BatchNormalization: in inference as one pointwise
// kernel, y = (x - mean) / sqrt(var + epsilon) * scale + bias per channel
// (dim 1); in training mode with the batch statistics and running
// statistics outputs.
func (l *lowering) batchNorm(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	if len(x.Shape) < 2 {
		return fmt.Errorf("%s on rank %d", n, len(x.Shape))
	}
	if n.Int("training_mode", 0) != 0 {
		values := []*graph.Value{x}
		for i := 1; i <= 4; i++ {
			v := n.Input(i)
			if v == nil || v.DType != x.DType || elems(v) != x.Shape[1] {
				return fmt.Errorf("%s: parameter %d is not a per-channel %s", n, i, x.DType)
			}
			values = append(values, v)
		}
		values = append(values, y)
		for i, role := range []string{"running_mean", "running_var"} {
			v := n.Output(1 + i)
			if v == nil {
				v = l.temp(n, role, x.DType, x.Shape[1:2])
			}
			values = append(values, v)
		}
		ks, err := kernels.BatchNormTrain(kernels.BatchNormTrainSpec{Symbol: "batchnorm_train", Shape: x.Shape,
			Epsilon: float64(n.Float("epsilon", 1e-5)), Momentum: float64(n.Float("momentum", 0.9)), DType: x.DType.String()})
		return l.launchKernels(part, ks, err, values...)
	}
	dt := x.DType.String()
	spec := kernels.PointwiseSpec{Symbol: "batchnorm", OutShape: y.Shape, OutDType: y.DType.String()}
	values := []*graph.Value{x}
	spec.Inputs = append(spec.Inputs, kernels.PointwiseInput{Name: "x", DType: dt, Shape: x.Shape, Elems: elems(x)})
	// Per-channel parameters broadcast as [C, 1, ...].
	strides := make([]int64, len(x.Shape))
	strides[1] = 1
	var params [4]*kernels.Expr
	for i := range params {
		v := n.Input(1 + i)
		if v == nil || elems(v) != x.Shape[1] {
			return fmt.Errorf("%s: parameter %d is not per channel", n, i+1)
		}
		params[i] = kernels.In(len(values))
		pt := v.DType.String()
		if v.DType != x.DType {
			params[i] = kernels.Cast(params[i], dt)
		}
		spec.Inputs = append(spec.Inputs, kernels.PointwiseInput{Name: fmt.Sprintf("p%d", i), DType: pt, Strides: strides, Elems: elems(v)})
		values = append(values, v)
	}
	eps := kernels.Const(float64(n.Float("epsilon", 1e-5)), dt)
	norm := kernels.Bin("div", kernels.Bin("sub", kernels.In(0), params[2]), kernels.Un("sqrt", kernels.Bin("add", params[3], eps)))
	spec.Expr = kernels.Bin("add", kernels.Bin("mul", norm, params[0]), params[1])
	ks, err := kernels.Pointwise(spec)
	values = append(values, y)
	return l.launchKernels(part, ks, err, values...)
}

// einsum lowers Einsum as one contraction kernel.
func (l *lowering) einsum(part *passes.Partition, n *graph.Node) error {
	var ins []*graph.Value
	for _, v := range n.Inputs {
		if v != nil {
			ins = append(ins, v)
		}
	}
	spec, err := parseEinsum(n.Str("equation", ""), ins)
	if err != nil {
		return fmt.Errorf("%s: %w", n, err)
	}
	y := n.Output(0)
	if product(y.Shape) != product(spec.outShape()) {
		return fmt.Errorf("%s: output %v, equation gives %v", n, y.Shape, spec.outShape())
	}
	spec.Symbol, spec.DType = "einsum", y.DType.String()
	ks, err := kernels.Contract(spec.ContractSpec)
	return l.launchKernels(part, ks, err, append(ins, y)...)
}

// einsumSpec is a parsed Einsum equation.
type einsumSpec struct{ kernels.ContractSpec }

func (s einsumSpec) outShape() []int64 {
	out := make([]int64, len(s.Out))
	for i, l := range s.Out {
		out[i] = s.Sizes[l]
	}
	return out
}

// parseEinsum parses an Einsum equation ("ij,jk->ik", "...ii->...i",
// implicit output when "->" is absent) against the operands' shapes.
func parseEinsum(eq string, ins []*graph.Value) (einsumSpec, error) {
	eq = strings.ReplaceAll(eq, " ", "")
	lhs, rhs, explicit := strings.Cut(eq, "->")
	terms := strings.Split(lhs, ",")
	if len(terms) != len(ins) {
		return einsumSpec{}, fmt.Errorf("equation %q has %d operands, node %d", eq, len(terms), len(ins))
	}
	// Labels: letters get ids by first appearance; ellipsis dims get their
	// own ids, right-aligned across operands.
	ids := map[rune]int{}
	var spec einsumSpec
	ellipsis := 0
	type term struct {
		letters []rune
		dots    int // position of "..." among the letters, -1 if absent
	}
	parsed := make([]term, len(terms))
	for j, t := range terms {
		before, after, has := strings.Cut(t, "...")
		tm := term{dots: -1}
		tm.letters = []rune(before + after)
		if has {
			tm.dots = len([]rune(before))
			e := len(ins[j].Shape) - len(tm.letters)
			if e < 0 {
				return einsumSpec{}, fmt.Errorf("operand %d: %q for rank %d", j, t, len(ins[j].Shape))
			}
			ellipsis = max(ellipsis, e)
		} else if len(tm.letters) != len(ins[j].Shape) {
			return einsumSpec{}, fmt.Errorf("operand %d: %q for rank %d", j, t, len(ins[j].Shape))
		}
		parsed[j] = tm
	}
	for range ellipsis {
		spec.Sizes = append(spec.Sizes, 1)
	}
	label := func(r rune) (int, error) {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
			return 0, fmt.Errorf("bad label %q", r)
		}
		if id, ok := ids[r]; ok {
			return id, nil
		}
		ids[r] = len(spec.Sizes)
		spec.Sizes = append(spec.Sizes, 1)
		return ids[r], nil
	}
	count := map[rune]int{}
	for j, tm := range parsed {
		shape := ins[j].Shape
		var labels []int
		e := len(shape) - len(tm.letters)
		for i, r := range tm.letters {
			if i == tm.dots {
				for d := range e {
					labels = append(labels, ellipsis-e+d)
				}
			}
			id, err := label(r)
			if err != nil {
				return einsumSpec{}, err
			}
			labels = append(labels, id)
			count[r]++
		}
		if tm.dots == len(tm.letters) {
			for d := range e {
				labels = append(labels, ellipsis-e+d)
			}
		}
		for a, id := range labels {
			if d := shape[a]; d != 1 {
				if spec.Sizes[id] != 1 && spec.Sizes[id] != d {
					return einsumSpec{}, fmt.Errorf("label sizes %d and %d disagree", spec.Sizes[id], d)
				}
				spec.Sizes[id] = d
			}
		}
		spec.Operands = append(spec.Operands, labels)
		spec.Shapes = append(spec.Shapes, shape)
	}
	if explicit {
		// Without "..." in the output, ellipsis dims are summed away.
		before, after, has := strings.Cut(rhs, "...")
		for _, r := range before {
			id, ok := ids[r]
			if !ok {
				return einsumSpec{}, fmt.Errorf("output label %q appears in no operand", r)
			}
			spec.Out = append(spec.Out, id)
		}
		if has {
			for d := range ellipsis {
				spec.Out = append(spec.Out, d)
			}
		}
		for _, r := range after {
			id, ok := ids[r]
			if !ok {
				return einsumSpec{}, fmt.Errorf("output label %q appears in no operand", r)
			}
			spec.Out = append(spec.Out, id)
		}
		return spec, nil
	}
	// Implicit output: the ellipsis dims, then the labels used once, sorted.
	for d := range ellipsis {
		spec.Out = append(spec.Out, d)
	}
	var once []rune
	for r, c := range count {
		if c == 1 {
			once = append(once, r)
		}
	}
	slices.Sort(once)
	for _, r := range once {
		spec.Out = append(spec.Out, ids[r])
	}
	return spec, nil
}

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
		return fmt.Errorf("%s: nonpad_kv_seqlen of %s is not supported", n, n.Input(6).DType)
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

// spirvAnchor reports whether the kernel library lowers an MLIR anchor op
// the TOSA lowering does not take.
func spirvAnchor(n *graph.Node) bool { return n.OpType == "Attention" }

// resize lowers ONNX Resize (and Upsample, Resize-10's form): the output size, scales and crop come from
// constant inputs; per resized axis and output coordinate the taps (input
// indices and weights) are computed here, as the ONNX reference does, and
// passed to one kernel as tables.
func (l *lowering) resize(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	r := len(x.Shape)
	var axes []int
	if ax := n.Ints("axes", nil); ax != nil {
		for _, a := range ax {
			i, err := graph.NormalizeAxis(a, r)
			if err != nil {
				return err
			}
			axes = append(axes, i)
		}
	} else {
		for i := range r {
			axes = append(axes, i)
		}
	}
	scalesIdx, sizesIdx, roiIdx := 2, 3, 1
	if l.g.Opset < 11 {
		scalesIdx, sizesIdx, roiIdx = 1, -1, -1
	}
	floats := func(i int, what string) ([]float64, error) {
		if i < 0 || n.Input(i) == nil {
			return nil, nil
		}
		t := l.g.Const(n.Input(i))
		if t == nil {
			return nil, &ConstInputError{Node: n.String(), Input: n.Input(i).Name, What: what}
		}
		if t.Len() == 0 {
			return nil, nil
		}
		if t.DType.IsInt() {
			var out []float64
			for _, v := range t.Int64s() {
				out = append(out, float64(v))
			}
			return out, nil
		}
		return t.Float64s(), nil
	}
	scales, err := floats(scalesIdx, "scales")
	if err != nil {
		return err
	}
	sizes, err := floats(sizesIdx, "sizes")
	if err != nil {
		return err
	}
	roiIn, err := floats(roiIdx, "roi")
	if err != nil {
		return err
	}
	out := slices.Clone(x.Shape)
	scale := make([]float64, r)
	for i := range scale {
		scale[i] = 1
	}
	var roi []float64
	if roiIn != nil {
		if len(roiIn) != 2*len(axes) {
			return fmt.Errorf("%s: roi has %d values for %d axes", n, len(roiIn), len(axes))
		}
		roi = make([]float64, 2*r)
		for i := range r {
			roi[r+i] = 1
		}
		for i, ax := range axes {
			roi[ax], roi[r+ax] = roiIn[i], roiIn[len(axes)+i]
		}
	}
	switch {
	case sizes != nil:
		if len(sizes) != len(axes) {
			return fmt.Errorf("%s: sizes has %d values for %d axes", n, len(sizes), len(axes))
		}
		for i, ax := range axes {
			out[ax] = int64(sizes[i])
			scale[ax] = sizes[i] / float64(x.Shape[ax])
		}
		if pol := n.Str("keep_aspect_ratio_policy", "stretch"); pol != "stretch" {
			s := scale[axes[0]]
			for _, ax := range axes {
				if pol == "not_larger" {
					s = math.Min(s, scale[ax])
				} else {
					s = math.Max(s, scale[ax])
				}
			}
			for _, ax := range axes {
				scale[ax] = s
				out[ax] = int64(s*float64(x.Shape[ax]) + 0.5)
			}
		}
	case scales != nil:
		if len(scales) != len(axes) {
			return fmt.Errorf("%s: scales has %d values for %d axes", n, len(scales), len(axes))
		}
		for i, ax := range axes {
			if scales[i] <= 0 {
				return fmt.Errorf("%s: scale %v must be positive", n, scales[i])
			}
			scale[ax] = scales[i]
			out[ax] = int64(math.Floor(scales[i] * float64(x.Shape[ax])))
		}
	default:
		return fmt.Errorf("%s: neither scales nor sizes is given", n)
	}
	if !slices.Equal(out, y.Shape) {
		return fmt.Errorf("%s: computed output %v, inferred %v", n, out, y.Shape)
	}
	mode := n.Str("mode", "nearest")
	spec := kernels.ResizeSpec{Symbol: "resize", InShape: x.Shape, OutShape: out, Nearest: mode == "nearest",
		Extrapolation: float64(n.Float("extrapolation_value", 0)), DType: x.DType.String()}
	var idx []int64
	var wts []float64
	for ax := range r {
		if out[ax] == x.Shape[ax] && scale[ax] == 1 && roi == nil {
			continue
		}
		taps, err := resizeTaps(n, l.g.Opset, x.Shape[ax], out[ax], scale[ax], ax, roi)
		if err != nil {
			return fmt.Errorf("%s: %w", n, err)
		}
		spec.Axes = append(spec.Axes, ax)
		spec.Taps = append(spec.Taps, taps.count)
		idx, wts = append(idx, taps.index...), append(wts, taps.weight...)
	}
	if len(spec.Axes) == 0 {
		return l.copyValue(part, x, y)
	}
	it, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(idx))}, idx)
	if err != nil {
		return err
	}
	values := []*graph.Value{x, l.constant(n.Name+"_taps", it)}
	if !spec.Nearest {
		wdt := graph.Float32
		if x.DType == graph.Float64 {
			wdt = graph.Float64
		}
		wt, err := graph.FromFloat64s(wdt, graph.Shape{int64(len(wts))}, wts)
		if err != nil {
			return err
		}
		values = append(values, l.constant(n.Name+"_weights", wt))
	}
	ks, err := kernels.Resize(spec)
	return l.launchKernels(part, ks, err, append(values, y)...)
}

// resizeTapTable is one axis's taps: count per output coordinate, then for
// every output coordinate count input indices (-1: outside the crop) and
// weights.
type resizeTapTable struct {
	count  int64
	index  []int64
	weight []float64
}

// resizeTaps computes an axis's taps as the ONNX reference interpolates
// (coordinate transformation, then the mode's coefficients around the
// source coordinate, clamped at the borders).
func resizeTaps(n *graph.Node, opset int64, inN, outN int64, scale float64, ax int, roi []float64) (resizeTapTable, error) {
	def := "half_pixel"
	if opset < 11 || n.OpType == "Upsample" {
		def = "asymmetric" // Upsample and Resize-10 had no choice
	}
	ctm := n.Str("coordinate_transformation_mode", def)
	excl := n.Int("exclude_outside", 0) != 0
	mode := n.Str("mode", "nearest")
	r := len(roi) / 2
	var tab resizeTapTable
	for j := range outN {
		s, e := 0.0, 1.0
		if roi != nil {
			s, e = roi[ax], roi[r+ax]
		}
		xo, outside, err := ref.ResizeSourceCoord(ctm, float64(j), inN, outN, scale, s, e)
		if err != nil {
			return tab, err
		}
		fl := math.Floor(xo)
		ratio := xo - fl
		if ratio == 0 {
			ratio = 1
		}
		co, err := ref.ResizeCoeffs(n, mode, ratio, scale)
		if err != nil {
			return tab, err
		}
		k := len(co)
		base := int64(math.Ceil(xo)) - int64(k/2)
		pad := int64((k + 1) / 2)
		base = max(base, -pad)
		base = min(base, inN+pad-int64(k))
		w := slices.Clone(co)
		if excl {
			var sum float64
			for t := range k {
				if idx := base + int64(t); idx < 0 || idx >= inN {
					w[t] = 0
				}
				sum += w[t]
			}
			if sum != 0 {
				for t := range w {
					w[t] /= sum
				}
			}
		}
		clampIdx := func(t int) int64 { return min(max(base+int64(t), 0), inN-1) }
		if mode == "nearest" {
			tab.count = 1
			pick := clampIdx(slices.Index(w, 1))
			if slices.Index(w, 1) < 0 {
				return tab, fmt.Errorf("nearest coefficients %v pick no element", w)
			}
			if outside {
				pick = -1
			}
			tab.index = append(tab.index, pick)
			continue
		}
		if tab.count == 0 {
			tab.count = int64(k)
		} else if tab.count != int64(k) {
			return tab, fmt.Errorf("tap count changes from %d to %d", tab.count, k)
		}
		for t := range k {
			i := clampIdx(t)
			if outside {
				i = -1
			}
			tab.index = append(tab.index, i)
			tab.weight = append(tab.weight, w[t])
		}
	}
	return tab, nil
}
