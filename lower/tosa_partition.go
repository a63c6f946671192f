package lower

import (
	"errors"
	"fmt"
	"math"
	"slices"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/mlirbc"
)

// ErrUnsupported marks an MLIR partition (an op, attribute, dtype or shape
// in it) that the TOSA lowering cannot express. Callers test for it with
// errors.Is and fall back: the anchor alone as a one-node partition, the
// rest through SPIR-V. The wrapping message names the op.
var ErrUnsupported = errors.New("not supported by the TOSA lowering")

// PartitionModule lowers an MLIR partition — its anchor (MatMul, Gemm, Conv,
// ConvTranspose, MaxPool, AveragePool, GlobalAveragePool, GlobalMaxPool,
// LpPool) with the fused pointwise prologue and epilogue — into one TOSA
// kernel: a module holding `func.func @symbol(tensor args...) -> (tensor
// results...)` with static shapes and the attributes arch = "gfxMIGX" and
// kernel = "mixr".
//
// args lists the graph values the kernel binds, in ABI order: the
// partition's Inputs (weights included: they are arguments, never
// constants) followed by its Outputs. Constant inputs with exactly one
// element are inlined as tosa.const and are not arguments. The function's
// arguments are the inputs among args and its results are the outputs, in
// the same order. Shapes must be inferred (ShapeKnown) on every value.
//
// A partition the lowering cannot express fails with an error wrapping
// ErrUnsupported that names the op.
func PartitionModule(g *graph.Graph, part *passes.Partition, symbol string) (mod *mlirbc.Module, args []*graph.Value, err error) {
	if part == nil || part.Class != passes.ClassMLIR || part.Anchor == nil {
		return nil, nil, errors.New("tosa partition: not an MLIR partition with an anchor")
	}
	if !tpValidSymbol(symbol) {
		return nil, nil, fmt.Errorf("tosa partition: symbol %q: use letters, digits and _ (a C identifier)", symbol)
	}
	if len(part.Outputs) == 0 {
		return nil, nil, fmt.Errorf("tosa partition %s: no outputs", part.Anchor)
	}
	// The builders assume operand shapes they checked; a broken assumption
	// is a bug here, reported as an error rather than a crash.
	defer func() {
		if r := recover(); r != nil {
			mod, args, err = nil, nil, fmt.Errorf("tosa partition %s: internal error: %v", part.Anchor, r)
		}
	}()
	p := &partLowering{g: g, blk: &mlirbc.Block{}, vals: map[*graph.Value]*mlirbc.Value{}}
	var inTypes []mlirbc.Type
	for _, v := range part.Inputs {
		if t := g.Const(v); t != nil && t.Len() == 1 {
			continue // inlined where it is used
		}
		typ, err := tpValueType(v)
		if err != nil {
			return nil, nil, fmt.Errorf("tosa partition %s: input %w", part.Anchor, err)
		}
		p.vals[v] = p.blk.AddArg(typ)
		inTypes = append(inTypes, typ)
		args = append(args, v)
	}
	for _, n := range part.Nodes {
		var err error
		switch {
		case n == part.Anchor:
			err = p.anchor(n)
		case passes.IsPointwise(n):
			err = p.pointwise(n)
		default:
			err = fmt.Errorf("%s: fused into an MLIR partition: %w", n, ErrUnsupported)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("tosa partition %s: %w", part.Anchor, err)
		}
	}
	var results []*mlirbc.Value
	var resTypes []mlirbc.Type
	for _, v := range part.Outputs {
		x, ok := p.vals[v]
		if !ok {
			return nil, nil, fmt.Errorf("tosa partition %s: output %s is not computed by the partition", part.Anchor, v.Name)
		}
		typ, err := tpValueType(v)
		if err != nil {
			return nil, nil, fmt.Errorf("tosa partition %s: output %w", part.Anchor, err)
		}
		if x.Type.String() != typ.String() {
			return nil, nil, fmt.Errorf("tosa partition %s: output %s lowered to %s, the graph says %s", part.Anchor, v.Name, x.Type, typ)
		}
		results = append(results, x)
		resTypes = append(resTypes, typ)
		args = append(args, v)
	}
	p.blk.Append(mlirbc.NewOp("func.return", results, nil, nil, nil))
	fn := mlirbc.NewOp("func.func", nil, nil,
		[]mlirbc.NamedAttr{
			{Name: "function_type", Value: mlirbc.TypeAttr{Type: mlirbc.FunctionType{Inputs: inTypes, Results: resTypes}}},
			{Name: "sym_name", Value: mlirbc.Str(symbol)},
		},
		[]mlirbc.NamedAttr{
			{Name: "arch", Value: mlirbc.Str(KernelArch)},
			{Name: "kernel", Value: mlirbc.Str(kernelKind)},
		})
	fn.Regions = []*mlirbc.Region{{Blocks: []*mlirbc.Block{p.blk}}}
	mod = mlirbc.NewModule()
	mod.Body().Append(fn)
	return mod, args, nil
}

// tpValidSymbol reports whether s is a C identifier (the host ABI exports
// the kernel under this name).
func tpValidSymbol(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= '0' && c <= '9' && i > 0 || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// tpElemType maps a graph dtype to the TOSA element type the lowering
// computes in: the float types TOSA's floating-point profiles cover.
func tpElemType(dt graph.DType) (mlirbc.Type, bool) {
	switch dt {
	case graph.Float32:
		return mlirbc.F32T, true
	case graph.Float16:
		return mlirbc.F16T, true
	case graph.BFloat16:
		return mlirbc.BF16T, true
	}
	return nil, false
}

// tpValueType is the tensor type of a graph value.
func tpValueType(v *graph.Value) (mlirbc.RankedTensorType, error) {
	if v == nil || !v.ShapeKnown {
		return mlirbc.RankedTensorType{}, fmt.Errorf("%s has no static shape", v)
	}
	elem, ok := tpElemType(v.DType)
	if !ok {
		return mlirbc.RankedTensorType{}, fmt.Errorf("%s: dtype %s: %w", v, v.DType, ErrUnsupported)
	}
	return mlirbc.Tensor(elem, v.Shape...), nil
}

func tpShape(x *mlirbc.Value) []int64 { return x.Type.(mlirbc.RankedTensorType).Shape }

func tpElem(x *mlirbc.Value) mlirbc.Type { return x.Type.(mlirbc.RankedTensorType).Elem }

func tpProd(s []int64) int64 {
	n := int64(1)
	for _, d := range s {
		n *= d
	}
	return n
}

func tpOnes(n int) []int64 {
	s := make([]int64, n)
	for i := range s {
		s[i] = 1
	}
	return s
}

// partLowering is the state of one PartitionModule call: the kernel's
// entry block and the TOSA value of every graph value lowered so far.
type partLowering struct {
	g    *graph.Graph
	blk  *mlirbc.Block
	vals map[*graph.Value]*mlirbc.Value
}

// emit appends one op with a single result (none when result is nil).
func (p *partLowering) emit(name string, operands []*mlirbc.Value, result mlirbc.Type, props ...mlirbc.NamedAttr) *mlirbc.Value {
	var rt []mlirbc.Type
	if result != nil {
		rt = []mlirbc.Type{result}
	}
	o := p.blk.Append(mlirbc.NewOp(name, operands, rt, props, nil))
	if result == nil {
		return nil
	}
	return o.Results[0]
}

// splat is a constant tensor filled with v.
func (p *partLowering) splat(elem mlirbc.Type, shape []int64, v float64) *mlirbc.Value {
	var attr mlirbc.DenseElementsAttr
	switch elem {
	case mlirbc.F16T, mlirbc.BF16T:
		dt := graph.Float16
		if elem == mlirbc.BF16T {
			dt = graph.BFloat16
		}
		t, _ := graph.NewTensor(dt, graph.Shape{1})
		t.SetFloat64(0, v)
		attr = mlirbc.DenseElementsAttr{Type: mlirbc.Tensor(elem, shape...), Data: t.Data}
	case mlirbc.I8:
		attr = mlirbc.SplatInt(mlirbc.Tensor(mlirbc.I8, shape...), int64(v))
	default:
		attr = mlirbc.DenseF32s(shape, float32(v))
	}
	return p.emit("tosa.const", nil, attr.Type, mlirbc.NamedAttr{Name: "values", Value: attr})
}

// scalarLike is a constant of x's element type and rank, all dims 1.
func (p *partLowering) scalarLike(x *mlirbc.Value, v float64) *mlirbc.Value {
	return p.splat(tpElem(x), tpOnes(len(tpShape(x))), v)
}

// zp is the zero point operand of ops that take one (float: always 0).
func (p *partLowering) zp(elem mlirbc.Type) *mlirbc.Value { return p.splat(elem, []int64{1}, 0) }

func (p *partLowering) constShape(dims ...int64) *mlirbc.Value {
	typ := mlirbc.OpaqueType{Dialect: "tosa", Text: fmt.Sprintf("!tosa.shape<%d>", len(dims))}
	if dims == nil {
		dims = []int64{}
	}
	return p.emit("tosa.const_shape", nil, typ,
		mlirbc.NamedAttr{Name: "values", Value: mlirbc.DenseInt64s(mlirbc.Index, []int64{int64(len(dims))}, dims...)})
}

func (p *partLowering) reshape(x *mlirbc.Value, dims ...int64) *mlirbc.Value {
	if slices.Equal(tpShape(x), dims) {
		return x
	}
	return p.emit("tosa.reshape", []*mlirbc.Value{x, p.constShape(dims...)}, mlirbc.Tensor(tpElem(x), dims...))
}

func (p *partLowering) transpose(x *mlirbc.Value, perm ...int) *mlirbc.Value {
	s := tpShape(x)
	out := make([]int64, len(perm))
	p32 := make([]int32, len(perm))
	identity := true
	for i, a := range perm {
		out[i] = s[a]
		p32[i] = int32(a)
		identity = identity && a == i
	}
	if identity {
		return x
	}
	return p.emit("tosa.transpose", []*mlirbc.Value{x}, mlirbc.Tensor(tpElem(x), out...),
		mlirbc.NamedAttr{Name: "perms", Value: mlirbc.I32Array(p32...)})
}

func (p *partLowering) slice(x *mlirbc.Value, start, size []int64) *mlirbc.Value {
	if slices.Equal(tpShape(x), size) {
		return x
	}
	return p.emit("tosa.slice", []*mlirbc.Value{x, p.constShape(start...), p.constShape(size...)}, mlirbc.Tensor(tpElem(x), size...))
}

// sliceAxis takes size elements from start along one axis.
func (p *partLowering) sliceAxis(x *mlirbc.Value, axis int, start, size int64) *mlirbc.Value {
	s := tpShape(x)
	st := make([]int64, len(s))
	sz := append([]int64{}, s...)
	st[axis], sz[axis] = start, size
	return p.slice(x, st, sz)
}

// pad pads x by before/after elements per axis with the value v.
func (p *partLowering) pad(x *mlirbc.Value, before, after []int64, v float64) *mlirbc.Value {
	s := tpShape(x)
	padding := make([]int64, 0, 2*len(s))
	out := make([]int64, len(s))
	padded := false
	for i := range s {
		padding = append(padding, before[i], after[i])
		out[i] = s[i] + before[i] + after[i]
		padded = padded || before[i] != 0 || after[i] != 0
	}
	if !padded {
		return x
	}
	return p.emit("tosa.pad", []*mlirbc.Value{x, p.constShape(padding...), p.splat(tpElem(x), []int64{1}, v)}, mlirbc.Tensor(tpElem(x), out...))
}

func (p *partLowering) concat(xs []*mlirbc.Value, axis int) *mlirbc.Value {
	if len(xs) == 1 {
		return xs[0]
	}
	out := append([]int64{}, tpShape(xs[0])...)
	out[axis] = 0
	for _, x := range xs {
		out[axis] += tpShape(x)[axis]
	}
	return p.emit("tosa.concat", xs, mlirbc.Tensor(tpElem(xs[0]), out...),
		mlirbc.NamedAttr{Name: "axis", Value: mlirbc.Int(mlirbc.I32, int64(axis))})
}

func (p *partLowering) reverse(x *mlirbc.Value, axis int) *mlirbc.Value {
	if tpShape(x)[axis] == 1 {
		return x
	}
	return p.emit("tosa.reverse", []*mlirbc.Value{x}, x.Type,
		mlirbc.NamedAttr{Name: "axis", Value: mlirbc.Int(mlirbc.I32, int64(axis))})
}

// tile repeats x to shape `to` (each dim of x 1 or equal to to's).
func (p *partLowering) tile(x *mlirbc.Value, to []int64) *mlirbc.Value {
	s := tpShape(x)
	mult := make([]int64, len(s))
	for i := range s {
		mult[i] = to[i] / s[i]
	}
	if slices.Equal(s, to) {
		return x
	}
	return p.emit("tosa.tile", []*mlirbc.Value{x, p.constShape(mult...)}, mlirbc.Tensor(tpElem(x), to...))
}

func (p *partLowering) reduce(name string, x *mlirbc.Value, axis int) *mlirbc.Value {
	out := append([]int64{}, tpShape(x)...)
	out[axis] = 1
	return p.emit(name, []*mlirbc.Value{x}, mlirbc.Tensor(tpElem(x), out...),
		mlirbc.NamedAttr{Name: "axis", Value: mlirbc.Int(mlirbc.I32, int64(axis))})
}

// unary applies an elementwise op with one operand.
func (p *partLowering) unary(name string, x *mlirbc.Value) *mlirbc.Value {
	if name == "tosa.negate" {
		z := p.zp(tpElem(x))
		return p.emit(name, []*mlirbc.Value{x, z, z}, x.Type)
	}
	return p.emit(name, []*mlirbc.Value{x}, x.Type)
}

// rankExtend prepends unit dims up to rank (TOSA broadcasts only between
// operands of equal rank).
func (p *partLowering) rankExtend(x *mlirbc.Value, rank int) *mlirbc.Value {
	s := tpShape(x)
	if len(s) >= rank {
		return x
	}
	return p.reshape(x, append(tpOnes(rank-len(s)), s...)...)
}

// tpBroadcast is numpy broadcasting of two shapes.
func tpBroadcast(a, b []int64) ([]int64, error) {
	r := max(len(a), len(b))
	out := make([]int64, r)
	for i := range r {
		da, db := int64(1), int64(1)
		if j := len(a) - r + i; j >= 0 {
			da = a[j]
		}
		if j := len(b) - r + i; j >= 0 {
			db = b[j]
		}
		switch {
		case da == db || db == 1:
			out[i] = da
		case da == 1:
			out[i] = db
		default:
			return nil, fmt.Errorf("shapes %v and %v do not broadcast", a, b)
		}
	}
	return out, nil
}

// binary applies an elementwise op with numpy broadcasting; result is the
// result element type (nil: the operands').
func (p *partLowering) binary(name string, a, b *mlirbc.Value, result mlirbc.Type) (*mlirbc.Value, error) {
	if tpElem(a) != tpElem(b) {
		return nil, fmt.Errorf("%s of %s and %s: %w", name, a.Type, b.Type, ErrUnsupported)
	}
	out, err := tpBroadcast(tpShape(a), tpShape(b))
	if err != nil {
		return nil, err
	}
	a, b = p.rankExtend(a, len(out)), p.rankExtend(b, len(out))
	if result == nil {
		result = tpElem(a)
	}
	ops := []*mlirbc.Value{a, b}
	if name == "tosa.mul" {
		ops = append(ops, p.splat(mlirbc.I8, []int64{1}, 0)) // shift: integer multiplies only
	}
	return p.emit(name, ops, mlirbc.Tensor(result, out...)), nil
}

// mustBinary is binary for operands whose shapes are known to broadcast
// (one of them all-ones, or equal).
func (p *partLowering) mustBinary(name string, a, b *mlirbc.Value) *mlirbc.Value {
	v, err := p.binary(name, a, b, nil)
	if err != nil {
		panic(fmt.Sprintf("tosa partition: internal error: %v", err))
	}
	return v
}

func (p *partLowering) mulScalar(x *mlirbc.Value, k float64) *mlirbc.Value {
	if k == 1 {
		return x
	}
	return p.mustBinary("tosa.mul", x, p.scalarLike(x, k))
}

func (p *partLowering) addScalar(x *mlirbc.Value, k float64) *mlirbc.Value {
	if k == 0 {
		return x
	}
	return p.mustBinary("tosa.add", x, p.scalarLike(x, k))
}

// value returns the TOSA value of a graph value: an argument, a value
// computed earlier in the partition, or an inlined one-element constant.
func (p *partLowering) value(v *graph.Value) (*mlirbc.Value, error) {
	if v == nil {
		return nil, errors.New("missing operand")
	}
	if x, ok := p.vals[v]; ok {
		return x, nil
	}
	if t := p.g.Const(v); t != nil && t.Len() == 1 {
		elem, ok := tpElemType(t.DType)
		if !ok {
			return nil, fmt.Errorf("constant %s: dtype %s: %w", v.Name, t.DType, ErrUnsupported)
		}
		x := p.splat(elem, t.Shape, t.Float64(0))
		p.vals[v] = x
		return x, nil
	}
	return nil, fmt.Errorf("value %s is neither an input of the partition nor computed before its use", v.Name)
}

// set records the lowered value of a node output, checking it against the
// graph's inferred type.
func (p *partLowering) set(n *graph.Node, v *graph.Value, x *mlirbc.Value) error {
	typ, err := tpValueType(v)
	if err != nil {
		return fmt.Errorf("%s: output %w", n, err)
	}
	if x.Type.String() != typ.String() {
		return fmt.Errorf("%s: lowered to %s, the graph says %s", n, x.Type, typ)
	}
	p.vals[v] = x
	return nil
}

// tpOnlyOutput checks that n has exactly one present output and returns it.
func tpOnlyOutput(n *graph.Node) (*graph.Value, error) {
	var out *graph.Value
	for i, v := range n.Outputs {
		if v == nil {
			continue
		}
		if i > 0 {
			return nil, fmt.Errorf("%s: output %d (%s): %w", n, i, v.Name, ErrUnsupported)
		}
		out = v
	}
	if out == nil {
		return nil, fmt.Errorf("%s has no output", n)
	}
	return out, nil
}

// pointwise lowers one elementwise node.
func (p *partLowering) pointwise(n *graph.Node) error {
	out, err := tpOnlyOutput(n)
	if err != nil {
		return err
	}
	if _, err := tpValueType(out); err != nil {
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
			if tpElem(x) != p.mustType(out).Elem {
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
		if tpElem(x) == to {
			y = x
		} else {
			y = p.emit("tosa.cast", []*mlirbc.Value{x}, mlirbc.Tensor(to, tpShape(x)...))
		}
		return p.set(n, out, y)
	case "Pow":
		x, err := in(0)
		if err != nil {
			return fmt.Errorf("%s: %w", n, err)
		}
		var e *mlirbc.Value
		if t := p.g.Const(n.Input(1)); t != nil && t.Len() == 1 {
			e = p.splat(tpElem(x), t.Shape, t.Float64(0))
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
		y = p.unary(tpUnaryOps[n.OpType], x)
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

// tpUnaryOps maps ONNX unary ops to their TOSA op.
var tpUnaryOps = map[string]string{
	"Sigmoid": "tosa.sigmoid", "Tanh": "tosa.tanh", "Erf": "tosa.erf", "Exp": "tosa.exp", "Log": "tosa.log",
	"Reciprocal": "tosa.reciprocal", "Abs": "tosa.abs", "Floor": "tosa.floor", "Ceil": "tosa.ceil",
	"Sin": "tosa.sin", "Cos": "tosa.cos",
}

// mustType is tpValueType for values already checked.
func (p *partLowering) mustType(v *graph.Value) mlirbc.RankedTensorType {
	t, _ := tpValueType(v)
	return t
}

// scalarLikeFull is a constant of x's full shape (select does not take
// broadcast operands in every lowering).
func (p *partLowering) scalarLikeFull(x *mlirbc.Value, v float64) *mlirbc.Value {
	return p.splat(tpElem(x), tpShape(x), v)
}

// selectNonNegative is x >= 0 ? x : neg, for neg of x's shape.
func (p *partLowering) selectNonNegative(x, neg *mlirbc.Value) *mlirbc.Value {
	ge, _ := p.binary("tosa.greater_equal", x, p.scalarLike(x, 0), mlirbc.I1)
	return p.emit("tosa.select", []*mlirbc.Value{ge, x, neg}, x.Type)
}

// selectPositive is x > 0 ? x : neg, for neg of x's shape.
func (p *partLowering) selectPositive(x, neg *mlirbc.Value) *mlirbc.Value {
	gt, _ := p.binary("tosa.greater", x, p.scalarLike(x, 0), mlirbc.I1)
	return p.emit("tosa.select", []*mlirbc.Value{gt, x, neg}, x.Type)
}

// selectNonNegativeBroadcast is selectNonNegative where neg may have a
// larger (broadcast) shape than x.
func (p *partLowering) selectNonNegativeBroadcast(x, neg *mlirbc.Value) *mlirbc.Value {
	if !slices.Equal(tpShape(x), tpShape(neg)) {
		x = p.tile(p.rankExtend(x, len(tpShape(neg))), tpShape(neg))
	}
	return p.selectNonNegative(x, neg)
}

func (p *partLowering) hardSigmoid(x *mlirbc.Value, alpha, beta float64) *mlirbc.Value {
	y := p.addScalar(p.mulScalar(x, alpha), beta)
	y = p.mustBinary("tosa.maximum", y, p.scalarLike(y, 0))
	return p.mustBinary("tosa.minimum", y, p.scalarLike(y, 1))
}

// softplus is log(1+exp(x)) in the overflow-free form
// max(x,0) + log(1+exp(-|x|)).
func (p *partLowering) softplus(x *mlirbc.Value) *mlirbc.Value {
	e := p.unary("tosa.exp", p.unary("tosa.negate", p.unary("tosa.abs", x)))
	l := p.unary("tosa.log", p.addScalar(e, 1))
	return p.mustBinary("tosa.add", p.mustBinary("tosa.maximum", x, p.scalarLike(x, 0)), l)
}

// gelu is 0.5·x·(1+erf(x/√2)), or the tanh approximation.
func (p *partLowering) gelu(x *mlirbc.Value, approximate string) *mlirbc.Value {
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

// anchor lowers the partition's compute op.
func (p *partLowering) anchor(n *graph.Node) error {
	out, err := tpOnlyOutput(n)
	if err != nil {
		return err
	}
	if _, err := tpValueType(out); err != nil {
		return fmt.Errorf("%s: %w", n, err)
	}
	var y *mlirbc.Value
	switch n.OpType {
	case "MatMul":
		y, err = p.matmul(n, out)
	case "Gemm":
		y, err = p.gemm(n)
	case "Conv":
		y, err = p.convNode(n)
	case "ConvTranspose":
		y, err = p.convTransposeNode(n)
	case "MaxPool", "AveragePool":
		y, err = p.poolNode(n, out)
	case "GlobalAveragePool", "GlobalMaxPool":
		y, err = p.globalPool(n)
	case "LpPool":
		y, err = p.lpPool(n, out)
	default:
		return fmt.Errorf("%s: anchor %s: %w", n, n.OpType, ErrUnsupported)
	}
	if err != nil {
		return err
	}
	return p.set(n, out, y)
}

// inputs fetches the first k inputs of n (all present).
func (p *partLowering) inputs(n *graph.Node, k int) ([]*mlirbc.Value, error) {
	xs := make([]*mlirbc.Value, k)
	for i := range k {
		x, err := p.value(n.Input(i))
		if err != nil {
			return nil, fmt.Errorf("%s: input %d: %w", n, i, err)
		}
		xs[i] = x
	}
	for _, x := range xs[1:] {
		if tpElem(x) != tpElem(xs[0]) {
			return nil, fmt.Errorf("%s: mixed element types %s and %s: %w", n, xs[0].Type, x.Type, ErrUnsupported)
		}
	}
	return xs, nil
}

// matmul3 multiplies [B,M,K]·[B,K,N] (equal batch) with tosa.matmul.
func (p *partLowering) matmul3(a, b *mlirbc.Value) *mlirbc.Value {
	sa, sb := tpShape(a), tpShape(b)
	elem := tpElem(a)
	z := p.zp(elem)
	if elem == mlirbc.F32T {
		return p.emit("tosa.matmul", []*mlirbc.Value{a, b, z, z}, mlirbc.Tensor(elem, sa[0], sa[1], sb[2]))
	}
	// 16-bit floats accumulate in f32 (as ONNX runtimes do), then round.
	y := p.emit("tosa.matmul", []*mlirbc.Value{a, b, z, z}, mlirbc.Tensor(mlirbc.F32T, sa[0], sa[1], sb[2]))
	return p.emit("tosa.cast", []*mlirbc.Value{y}, mlirbc.Tensor(elem, sa[0], sa[1], sb[2]))
}

// matmul lowers ONNX MatMul (numpy matmul semantics).
func (p *partLowering) matmul(n *graph.Node, out *graph.Value) (*mlirbc.Value, error) {
	xs, err := p.inputs(n, 2)
	if err != nil {
		return nil, err
	}
	a, b := xs[0], xs[1]
	sa, sb := append([]int64{}, tpShape(a)...), append([]int64{}, tpShape(b)...)
	if len(sa) == 0 || len(sb) == 0 {
		return nil, fmt.Errorf("%s: scalar operand", n)
	}
	if len(sa) == 1 {
		sa = []int64{1, sa[0]}
	}
	if len(sb) == 1 {
		sb = []int64{sb[0], 1}
	}
	M, K, N := sa[len(sa)-2], sa[len(sa)-1], sb[len(sb)-1]
	if sb[len(sb)-2] != K {
		return nil, fmt.Errorf("%s: inner dims of %v and %v differ", n, tpShape(a), tpShape(b))
	}
	ba, bb := sa[:len(sa)-2], sb[:len(sb)-2]
	batch, err := tpBroadcast(ba, bb)
	if err != nil {
		return nil, fmt.Errorf("%s: batch dims: %w", n, err)
	}
	P := tpProd(batch)
	var y *mlirbc.Value
	if tpProd(bb) == 1 {
		// A weight shared by the whole batch: fold the batch into M.
		y = p.matmul3(p.reshape(a, 1, tpProd(ba)*M, K), p.reshape(b, 1, K, N))
	} else {
		expand := func(x *mlirbc.Value, bx []int64, m, k int64) *mlirbc.Value {
			ext := append(append(tpOnes(len(batch)-len(bx)), bx...), m, k)
			if tpProd(bx) == P {
				return p.reshape(x, P, m, k)
			}
			x = p.reshape(x, ext...)
			x = p.tile(x, append(append([]int64{}, batch...), m, k))
			return p.reshape(x, P, m, k)
		}
		y = p.matmul3(expand(a, ba, M, K), expand(b, bb, K, N))
	}
	return p.reshape(y, out.Shape...), nil
}

// gemm lowers ONNX Gemm: alpha·op(A)·op(B) + beta·C.
func (p *partLowering) gemm(n *graph.Node) (*mlirbc.Value, error) {
	xs, err := p.inputs(n, 2)
	if err != nil {
		return nil, err
	}
	a, b := xs[0], xs[1]
	if len(tpShape(a)) != 2 || len(tpShape(b)) != 2 {
		return nil, fmt.Errorf("%s: operands %s and %s must be rank 2", n, a.Type, b.Type)
	}
	if n.Int("transA", 0) != 0 {
		a = p.transpose(a, 1, 0)
	}
	if n.Int("transB", 0) != 0 {
		b = p.transpose(b, 1, 0)
	}
	M, K, N := tpShape(a)[0], tpShape(a)[1], tpShape(b)[1]
	if tpShape(b)[0] != K {
		return nil, fmt.Errorf("%s: inner dims differ", n)
	}
	y := p.reshape(p.matmul3(p.reshape(a, 1, M, K), p.reshape(b, 1, K, N)), M, N)
	y = p.mulScalar(y, float64(n.Float("alpha", 1)))
	if cv := n.Input(2); cv != nil {
		c, err := p.value(cv)
		if err != nil {
			return nil, fmt.Errorf("%s: C: %w", n, err)
		}
		c = p.mulScalar(c, float64(n.Float("beta", 1)))
		if y, err = p.binary("tosa.add", y, c, nil); err != nil {
			return nil, fmt.Errorf("%s: C: %w", n, err)
		}
	}
	return y, nil
}

// tpIntsOr returns the ints attribute or r copies of def, checking length.
func tpIntsOr(n *graph.Node, name string, r int, def int64) ([]int64, error) {
	v := n.Ints(name, nil)
	if v == nil {
		v = make([]int64, r)
		for i := range v {
			v[i] = def
		}
	}
	if len(v) != r {
		return nil, fmt.Errorf("%s: %s %v does not match %d spatial dims", n, name, v, r)
	}
	return append([]int64{}, v...), nil
}

// tpWindow is the resolved geometry of a Conv or pooling window.
type tpWindow struct {
	kernel, strides, dilations []int64
	padBegin, padEnd           []int64
}

// tpPlanWindow resolves strides, dilations and pads (auto_pad included) of a
// Conv or pooling node over spatial input dims in, as the reference does.
func tpPlanWindow(n *graph.Node, in, kernel []int64) (*tpWindow, error) {
	r := len(in)
	w := &tpWindow{kernel: kernel}
	var err error
	if w.strides, err = tpIntsOr(n, "strides", r, 1); err != nil {
		return nil, err
	}
	if w.dilations, err = tpIntsOr(n, "dilations", r, 1); err != nil {
		return nil, err
	}
	pads, err := tpIntsOr(n, "pads", 2*r, 0)
	if err != nil {
		return nil, err
	}
	for i := range r {
		if w.strides[i] <= 0 || w.dilations[i] <= 0 || kernel[i] <= 0 {
			return nil, fmt.Errorf("%s: strides, dilations and kernel must be positive", n)
		}
	}
	w.padBegin, w.padEnd = pads[:r], pads[r:]
	switch ap := n.Str("auto_pad", "NOTSET"); ap {
	case "NOTSET", "":
	case "VALID":
		w.padBegin, w.padEnd = make([]int64, r), make([]int64, r)
	case "SAME_UPPER", "SAME_LOWER":
		for i := range r {
			ek := (kernel[i]-1)*w.dilations[i] + 1
			s := w.strides[i]
			o := (in[i] + s - 1) / s
			total := max(0, (o-1)*s+ek-in[i])
			if ap == "SAME_UPPER" {
				w.padBegin[i], w.padEnd[i] = total/2, total-total/2
			} else {
				w.padBegin[i], w.padEnd[i] = total-total/2, total/2
			}
		}
	default:
		return nil, fmt.Errorf("%s: auto_pad %q: %w", n, ap, ErrUnsupported)
	}
	return w, nil
}

// tpCheckPoolOut checks a pooling node's output dims against the window (as
// the reference computes them, ceil mode included), so that a wrong
// inferred shape cannot make windows read past the padding.
func tpCheckPoolOut(n *graph.Node, in []int64, w *tpWindow, out []int64) error {
	ceil := n.Int("ceil_mode", 0) != 0
	autoPad := n.Str("auto_pad", "NOTSET")
	for i := range in {
		ek := (w.kernel[i]-1)*w.dilations[i] + 1
		s := w.strides[i]
		var o int64
		switch span := in[i] + w.padBegin[i] + w.padEnd[i] - ek; {
		case autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER":
			o = (in[i] + s - 1) / s
		case span < 0:
			return fmt.Errorf("%s: kernel %v larger than the padded input", n, w.kernel)
		case ceil:
			o = (span+s-1)/s + 1
			if (o-1)*s >= in[i]+w.padBegin[i] {
				o--
			}
		default:
			o = span/s + 1
		}
		if i >= len(out) || out[i] != o {
			return fmt.Errorf("%s: output dims %v, the window gives %d at spatial axis %d", n, out, o, i)
		}
	}
	return nil
}

// convNode lowers ONNX Conv.
func (p *partLowering) convNode(n *graph.Node) (*mlirbc.Value, error) {
	xs, err := p.inputs(n, 2)
	if err != nil {
		return nil, err
	}
	x, w := xs[0], xs[1]
	sx, sw := tpShape(x), tpShape(w)
	if len(sx) < 3 || len(sw) != len(sx) {
		return nil, fmt.Errorf("%s: X %v and W %v must have the same rank >= 3", n, sx, sw)
	}
	var bias *mlirbc.Value
	if n.Input(2) != nil {
		if bias, err = p.value(n.Input(2)); err != nil {
			return nil, fmt.Errorf("%s: B: %w", n, err)
		}
	}
	win, err := tpPlanWindow(n, sx[2:], sw[2:])
	if err != nil {
		return nil, err
	}
	y, err := p.conv(n, x, w, bias, n.Int("group", 1), win.strides, win.dilations, win.padBegin, win.padEnd)
	if err != nil {
		return nil, err
	}
	return y, nil
}

// tpChannelsLast is the permutation NC(spatial...) → N(spatial...)C and
// its inverse.
func tpChannelsLast(rank int) (to, back []int) {
	to = []int{0}
	for i := 2; i < rank; i++ {
		to = append(to, i)
	}
	to = append(to, 1)
	back = []int{0, rank - 1}
	for i := 1; i < rank-1; i++ {
		back = append(back, i)
	}
	return to, back
}

// conv is an N-D convolution in ONNX layout: x [N,C,S...], w [M,C/group,
// K...], optional bias [M], per-axis strides, dilations and pads (a
// negative pad crops). The result is [N,M,O...].
func (p *partLowering) conv(n *graph.Node, x, w, bias *mlirbc.Value, group int64, strides, dil, pb, pe []int64) (*mlirbc.Value, error) {
	sx, sw := tpShape(x), tpShape(w)
	nsp := len(sx) - 2
	if nsp == 1 {
		// 1-D as 2-D with a unit height.
		x = p.reshape(x, sx[0], sx[1], 1, sx[2])
		w = p.reshape(w, sw[0], sw[1], 1, sw[2])
		y, err := p.conv(n, x, w, bias, group, []int64{1, strides[0]}, []int64{1, dil[0]}, []int64{0, pb[0]}, []int64{0, pe[0]})
		if err != nil {
			return nil, err
		}
		sy := tpShape(y)
		return p.reshape(y, sy[0], sy[1], sy[3]), nil
	}
	if nsp != 2 && nsp != 3 {
		return nil, fmt.Errorf("%s: %d-D convolution: %w", n, nsp, ErrUnsupported)
	}
	N, C, M := sx[0], sx[1], sw[0]
	if group <= 0 || C%group != 0 || M%group != 0 || sw[1]*group != C {
		return nil, fmt.Errorf("%s: group %d does not fit X %v and W %v", n, group, sx, sw)
	}
	elem := tpElem(x)
	if bias != nil && (len(tpShape(bias)) != 1 || (tpShape(bias)[0] != M && tpShape(bias)[0] != 1)) {
		return nil, fmt.Errorf("%s: bias %s does not match %d output channels", n, bias.Type, M)
	}
	// Geometry: TOSA wants (in - 1 + pads - (k-1)·d) divisible by the
	// stride, so trim the end padding to what the last window reads, and
	// crop input rows no window reads.
	in := append([]int64{}, sx[2:]...)
	outS := make([]int64, nsp)
	cropB, cropE := make([]int64, nsp), make([]int64, nsp)
	padB, padE := make([]int64, nsp), make([]int64, nsp)
	for i := range nsp {
		ek := (sw[2+i]-1)*dil[i] + 1
		span := in[i] + pb[i] + pe[i] - ek
		if span < 0 {
			return nil, fmt.Errorf("%s: kernel larger than the padded input", n)
		}
		outS[i] = span/strides[i] + 1
		end := (outS[i]-1)*strides[i] + ek - in[i] - pb[i]
		padB[i], cropB[i] = max(pb[i], 0), max(-pb[i], 0)
		padE[i], cropE[i] = max(end, 0), max(-end, 0)
	}
	to, back := tpChannelsLast(len(sx))
	xl := p.transpose(x, to...)
	if !slices.Equal(cropB, make([]int64, nsp)) || !slices.Equal(cropE, make([]int64, nsp)) {
		start := make([]int64, len(sx))
		size := append([]int64{}, tpShape(xl)...)
		for i := range nsp {
			start[1+i] = cropB[i]
			size[1+i] -= cropB[i] + cropE[i]
		}
		xl = p.slice(xl, start, size)
	}
	var pad []int64
	for i := range nsp {
		pad = append(pad, padB[i], padE[i])
	}
	if bias == nil {
		bias = p.splat(elem, []int64{1}, 0)
	}
	opName := "tosa.conv2d"
	if nsp == 3 {
		opName = "tosa.conv3d"
	}
	props := func() []mlirbc.NamedAttr {
		return []mlirbc.NamedAttr{
			{Name: "acc_type", Value: mlirbc.TypeAttr{Type: mlirbc.F32T}},
			{Name: "dilation", Value: mlirbc.I64Array(dil...)},
			{Name: "pad", Value: mlirbc.I64Array(pad...)},
			{Name: "stride", Value: mlirbc.I64Array(strides...)},
		}
	}
	outL := func(ch int64) mlirbc.Type {
		return mlirbc.Tensor(elem, append(append([]int64{N}, outS...), ch)...)
	}
	var yl *mlirbc.Value
	switch {
	case group == 1:
		z := p.zp(elem)
		yl = p.emit(opName, []*mlirbc.Value{xl, p.transpose(w, to...), bias, z, z}, outL(M), props()...)
	case group == C && nsp == 2:
		// Depthwise: output channel c·mult+m reads input channel c, as
		// tosa.depthwise_conv2d's [KH,KW,C,mult] weights lay them out.
		mult := M / C
		wd := p.transpose(p.reshape(w, C, mult, sw[2], sw[3]), 2, 3, 0, 1)
		z := p.zp(elem)
		yl = p.emit("tosa.depthwise_conv2d", []*mlirbc.Value{xl, wd, bias, z, z}, outL(M), props()...)
	default:
		// General groups: one convolution per group, concatenated.
		cg, mg := C/group, M/group
		wl := p.transpose(w, to...)
		last := len(sx) - 1
		var parts []*mlirbc.Value
		for gi := range group {
			xg := p.sliceAxis(xl, last, gi*cg, cg)
			wg := p.sliceAxis(wl, 0, gi*mg, mg)
			bg := bias
			if tpShape(bias)[0] == M && M > 1 {
				bg = p.sliceAxis(bias, 0, gi*mg, mg)
			}
			z := p.zp(elem)
			parts = append(parts, p.emit(opName, []*mlirbc.Value{xg, wg, bg, z, z}, outL(mg), props()...))
		}
		yl = p.concat(parts, last)
	}
	return p.transpose(yl, back...), nil
}

// convTransposeNode lowers ONNX ConvTranspose as a convolution of the
// zero-stuffed input with the flipped, channel-swapped kernel (so dilation,
// groups, 1-D and 3-D work as for Conv; the optional TOSA decomposition
// pass is not needed).
func (p *partLowering) convTransposeNode(n *graph.Node) (*mlirbc.Value, error) {
	xs, err := p.inputs(n, 2)
	if err != nil {
		return nil, err
	}
	x, w := xs[0], xs[1]
	sx, sw := tpShape(x), tpShape(w)
	if len(sx) < 3 || len(sw) != len(sx) {
		return nil, fmt.Errorf("%s: X %v and W %v must have the same rank >= 3", n, sx, sw)
	}
	var bias *mlirbc.Value
	if n.Input(2) != nil {
		if bias, err = p.value(n.Input(2)); err != nil {
			return nil, fmt.Errorf("%s: B: %w", n, err)
		}
	}
	nsp := len(sx) - 2
	group := n.Int("group", 1)
	C := sx[1]
	if group <= 0 || sw[0] != C || C%group != 0 {
		return nil, fmt.Errorf("%s: group %d does not fit X %v and W %v", n, group, sx, sw)
	}
	cg, mg := C/group, sw[1]
	strides, err := tpIntsOr(n, "strides", nsp, 1)
	if err != nil {
		return nil, err
	}
	dil, err := tpIntsOr(n, "dilations", nsp, 1)
	if err != nil {
		return nil, err
	}
	outPad, err := tpIntsOr(n, "output_padding", nsp, 0)
	if err != nil {
		return nil, err
	}
	for i := range nsp {
		if strides[i] <= 0 || dil[i] <= 0 || outPad[i] < 0 {
			return nil, fmt.Errorf("%s: strides and dilations must be positive", n)
		}
	}
	// Pads: as the reference derives them (output_shape and auto_pad win
	// over pads); the output size then is full - pb - pe.
	pb, pe := make([]int64, nsp), make([]int64, nsp)
	pads, err := tpIntsOr(n, "pads", 2*nsp, 0)
	if err != nil {
		return nil, err
	}
	outShape := n.Ints("output_shape", nil)
	if len(outShape) > nsp {
		outShape = outShape[len(outShape)-nsp:]
	}
	autoPad := n.Str("auto_pad", "NOTSET")
	for i := range nsp {
		full := strides[i]*(sx[2+i]-1) + outPad[i] + (sw[2+i]-1)*dil[i] + 1
		split := func(total int64) {
			half := total / 2
			if total < 0 && total%2 != 0 {
				half-- // floor division
			}
			if autoPad == "SAME_UPPER" {
				pb[i], pe[i] = half, total-half
			} else {
				pb[i], pe[i] = total-half, half
			}
		}
		switch {
		case len(outShape) == nsp:
			split(full - outShape[i])
		case autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER":
			split(full - sx[2+i]*strides[i])
		case autoPad == "VALID":
		case autoPad == "NOTSET" || autoPad == "":
			pb[i], pe[i] = pads[i], pads[nsp+i]
		default:
			return nil, fmt.Errorf("%s: auto_pad %q: %w", n, autoPad, ErrUnsupported)
		}
	}
	// Stuff strides-1 zeros between input elements along each axis.
	for i := range nsp {
		s := strides[i]
		if s == 1 {
			continue
		}
		sh := tpShape(x)
		pre, d, post := tpProd(sh[:2+i]), sh[2+i], tpProd(sh[3+i:])
		y := p.reshape(x, pre, d, 1, post)
		y = p.pad(y, []int64{0, 0, 0, 0}, []int64{0, 0, s - 1, 0}, 0)
		full := append([]int64{}, sh...)
		full[2+i] = d * s
		x = p.reshape(y, full...)
	}
	// Kernel: W [C, M/g, K...] → [g·(M/g), C/g, K...] with every spatial
	// axis reversed.
	k := append([]int64{group, cg, mg}, sw[2:]...)
	wt := p.reshape(w, k...)
	perm := []int{0, 2, 1}
	for i := range nsp {
		perm = append(perm, 3+i)
	}
	wt = p.transpose(wt, perm...)
	wt = p.reshape(wt, append([]int64{group * mg, cg}, sw[2:]...)...)
	for i := range nsp {
		wt = p.reverse(wt, 2+i)
	}
	cpb, cpe := make([]int64, nsp), make([]int64, nsp)
	for i := range nsp {
		ek := (sw[2+i]-1)*dil[i] + 1
		cpb[i] = ek - 1 - pb[i]
		cpe[i] = ek - 1 - pe[i] + outPad[i] - (strides[i] - 1)
	}
	return p.conv(n, x, wt, bias, group, tpOnes(nsp), dil, cpb, cpe)
}

// poolNode lowers MaxPool and AveragePool (1-D, 2-D and 3-D).
func (p *partLowering) poolNode(n *graph.Node, out *graph.Value) (*mlirbc.Value, error) {
	xs, err := p.inputs(n, 1)
	if err != nil {
		return nil, err
	}
	x := xs[0]
	sx := tpShape(x)
	nsp := len(sx) - 2
	k := n.Ints("kernel_shape", nil)
	if nsp < 1 || len(k) != nsp {
		return nil, fmt.Errorf("%s: kernel_shape %v does not match X %v", n, k, sx)
	}
	win, err := tpPlanWindow(n, sx[2:], k)
	if err != nil {
		return nil, err
	}
	if err := tpCheckPoolOut(n, sx[2:], win, out.Shape[2:]); err != nil {
		return nil, err
	}
	mode := tapAvg
	if n.OpType == "MaxPool" {
		mode = tapMax
	}
	includePad := mode == tapAvg && n.Int("count_include_pad", 0) != 0
	for i := range nsp {
		// tosa pooling takes neither dilations nor pads as large as the
		// kernel (windows wholly in the padding): sum or compare the taps.
		end := (out.Shape[2+i]-1)*win.strides[i] + k[i] - sx[2+i] - win.padBegin[i]
		if win.dilations[i] != 1 || win.padBegin[i] >= k[i] || end >= k[i] {
			return p.tapPool(x, win, out.Shape, mode, includePad), nil
		}
	}
	return p.pool(n, x, win, out.Shape, mode == tapMax, includePad)
}

// tapMode says how tapPool combines a window.
type tapMode uint8

const (
	tapMax tapMode = iota // the maximum (padding is -inf)
	tapAvg                // the mean over the counted elements
	tapSum                // the sum (padding is 0)
)

// tapPool pools x [N,C,S...] one spatial axis at a time (max, sum and the
// element count are separable over a box window), each axis as the
// combination of its kernel taps: strided slices of the padded input. It
// takes any dilation, stride, padding and ceil mode, at k ops per axis.
func (p *partLowering) tapPool(x *mlirbc.Value, win *tpWindow, outShape []int64, mode tapMode, includePad bool) *mlirbc.Value {
	sx := tpShape(x)
	nsp := len(sx) - 2
	pb := append([]int64{}, win.padBegin...)
	if includePad {
		x = p.pad(x, append([]int64{0, 0}, pb...), append([]int64{0, 0}, win.padEnd...), 0)
		pb = make([]int64, nsp)
	}
	var count *mlirbc.Value
	if mode == tapAvg {
		// The divisor: the same window sums over ones where elements count.
		count = p.splat(tpElem(x), tpShape(x), 1)
	}
	padValue := 0.0
	if mode == tapMax {
		padValue = math.Inf(-1)
	}
	for i := range nsp {
		g := tapGeometry{axis: 2 + i, kernel: win.kernel[i], stride: win.strides[i], dilation: win.dilations[i], padBegin: pb[i], out: outShape[2+i]}
		x = p.tapAxis(x, g, padValue, mode == tapMax)
		if count != nil {
			count = p.tapAxis(count, g, 0, false)
		}
	}
	if count != nil {
		x = p.mustBinary("tosa.mul", x, p.unary("tosa.reciprocal", count))
	}
	return x
}

// tapGeometry is one axis of a tap pooling window.
type tapGeometry struct {
	axis                     int
	kernel, stride, dilation int64
	padBegin, out            int64
}

// tapAxis combines the kernel taps of one axis: tap j of output o reads
// padded element o·stride + j·dilation.
func (p *partLowering) tapAxis(x *mlirbc.Value, g tapGeometry, padValue float64, isMax bool) *mlirbc.Value {
	sh := tpShape(x)
	pre, L, post := tpProd(sh[:g.axis]), sh[g.axis], tpProd(sh[g.axis+1:])
	x3 := p.reshape(x, pre, L, post)
	need := (g.out-1)*g.stride + (g.kernel-1)*g.dilation + 1
	end := need - L - g.padBegin
	x3 = p.pad(x3, []int64{0, g.padBegin, 0}, []int64{0, max(end, 0), 0}, padValue)
	if end < 0 {
		x3 = p.slice(x3, []int64{0, 0, 0}, []int64{pre, need, post})
	}
	span := (g.out-1)*g.stride + 1
	var acc *mlirbc.Value
	for j := range g.kernel {
		t := p.slice(x3, []int64{0, j * g.dilation, 0}, []int64{pre, span, post})
		if g.stride > 1 {
			// Every stride-th element: pad to out·stride, fold the stride
			// into its own axis and keep its first element.
			t = p.pad(t, []int64{0, 0, 0}, []int64{0, g.stride - 1, 0}, padValue)
			t = p.reshape(t, pre, g.out, g.stride, post)
			t = p.slice(t, []int64{0, 0, 0, 0}, []int64{pre, g.out, 1, post})
			t = p.reshape(t, pre, g.out, post)
		}
		switch {
		case acc == nil:
			acc = t
		case isMax:
			acc = p.mustBinary("tosa.maximum", acc, t)
		default:
			acc = p.mustBinary("tosa.add", acc, t)
		}
	}
	outSh := append([]int64{}, sh...)
	outSh[g.axis] = g.out
	return p.reshape(acc, outSh...)
}

// pool pools x [N,C,S...] (1 to 3 spatial dims) to outShape with
// tosa.max_pool2d or tosa.avg_pool2d. A 1-D pool is a 2-D one of unit
// height; a 3-D pool is separable: over (H,W) with N·D images, then over D
// (the maximum of maxima is the maximum; the average of averages is the
// average, since every window's valid region is a box).
func (p *partLowering) pool(n *graph.Node, x *mlirbc.Value, win *tpWindow, outShape []int64, isMax, includePad bool) (*mlirbc.Value, error) {
	sx := tpShape(x)
	nsp := len(sx) - 2
	if nsp == 1 {
		w2 := &tpWindow{kernel: []int64{1, win.kernel[0]}, strides: []int64{1, win.strides[0]},
			padBegin: []int64{0, win.padBegin[0]}, padEnd: []int64{0, win.padEnd[0]}}
		y, err := p.pool(n, p.reshape(x, sx[0], sx[1], 1, sx[2]), w2, []int64{outShape[0], outShape[1], 1, outShape[2]}, isMax, includePad)
		if err != nil {
			return nil, err
		}
		return p.reshape(y, outShape...), nil
	}
	if nsp != 2 && nsp != 3 {
		return nil, fmt.Errorf("%s: %d-D pooling: %w", n, nsp, ErrUnsupported)
	}
	to, back := tpChannelsLast(len(sx))
	xl := p.transpose(x, to...)
	pb, pe := append([]int64{}, win.padBegin...), append([]int64{}, win.padEnd...)
	if includePad {
		// The divisor counts the explicit pads: make them input.
		xl = p.pad(xl, append(append([]int64{0}, pb...), 0), append(append([]int64{0}, pe...), 0), 0)
		pb, pe = make([]int64, nsp), make([]int64, nsp)
	}
	outS := outShape[2:]
	N, C := sx[0], sx[1]
	var yl *mlirbc.Value
	var err error
	if nsp == 2 {
		yl, err = p.pool2d(n, xl, win.kernel, win.strides, pb, pe, outS, isMax)
	} else {
		sl := tpShape(xl)
		D, H, W := sl[1], sl[2], sl[3]
		var hw *mlirbc.Value
		hw, err = p.pool2d(n, p.reshape(xl, N*D, H, W, C), win.kernel[1:], win.strides[1:], pb[1:], pe[1:], outS[1:], isMax)
		if err == nil {
			hw = p.reshape(hw, N, D, outS[1]*outS[2], C)
			yl, err = p.pool2d(n, hw, []int64{win.kernel[0], 1}, []int64{win.strides[0], 1},
				[]int64{pb[0], 0}, []int64{pe[0], 0}, []int64{outS[0], outS[1] * outS[2]}, isMax)
			if err == nil {
				yl = p.reshape(yl, N, outS[0], outS[1], outS[2], C)
			}
		}
	}
	if err != nil {
		return nil, err
	}
	return p.transpose(yl, back...), nil
}

// pool2d pools xl [N,H,W,C] to [N,out...,C]. tosa.avg_pool2d counts only
// input elements in its divisor, as ONNX does without count_include_pad.
func (p *partLowering) pool2d(n *graph.Node, xl *mlirbc.Value, kernel, strides, padBegin, padEnd, outS []int64, isMax bool) (*mlirbc.Value, error) {
	sl := tpShape(xl)
	in := sl[1:3]
	pb, pe := append([]int64{}, padBegin...), make([]int64, 2)
	cropE := []int64{0, 0}
	for i := range 2 {
		// The end padding the last window reads (more than the pads in
		// ceil mode, less when the input has unread rows): TOSA wants
		// exactly that much.
		end := (outS[i]-1)*strides[i] + kernel[i] - in[i] - pb[i]
		pe[i], cropE[i] = max(end, 0), max(-end, 0)
		if pb[i] >= kernel[i] || pe[i] >= kernel[i] {
			// Some window lies wholly in the padding (-inf for MaxPool,
			// 0/0 for AveragePool); tosa pooling cannot say that.
			return nil, fmt.Errorf("%s: pads %v %v as large as the kernel %v: %w", n, padBegin, padEnd, kernel, ErrUnsupported)
		}
	}
	if cropE[0] != 0 || cropE[1] != 0 {
		xl = p.slice(xl, []int64{0, 0, 0, 0}, []int64{sl[0], in[0] - cropE[0], in[1] - cropE[1], sl[3]})
	}
	elem := tpElem(xl)
	res := mlirbc.Tensor(elem, sl[0], outS[0], outS[1], sl[3])
	props := []mlirbc.NamedAttr{
		{Name: "kernel", Value: mlirbc.I64Array(kernel...)},
		{Name: "pad", Value: mlirbc.I64Array(pb[0], pe[0], pb[1], pe[1])},
		{Name: "stride", Value: mlirbc.I64Array(strides...)},
	}
	if isMax {
		return p.emit("tosa.max_pool2d", []*mlirbc.Value{xl}, res, props...), nil
	}
	z := p.zp(elem)
	props = append([]mlirbc.NamedAttr{{Name: "acc_type", Value: mlirbc.TypeAttr{Type: mlirbc.F32T}}}, props...)
	return p.emit("tosa.avg_pool2d", []*mlirbc.Value{xl, z, z}, res, props...), nil
}

// globalPool reduces every spatial axis.
func (p *partLowering) globalPool(n *graph.Node) (*mlirbc.Value, error) {
	xs, err := p.inputs(n, 1)
	if err != nil {
		return nil, err
	}
	x := xs[0]
	sx := tpShape(x)
	if len(sx) < 3 {
		return nil, fmt.Errorf("%s: X %v must have rank >= 3", n, sx)
	}
	name := "tosa.reduce_max"
	if n.OpType == "GlobalAveragePool" {
		name = "tosa.reduce_sum"
	}
	y := x
	elem := tpElem(x)
	if name == "tosa.reduce_sum" && elem != mlirbc.F32T {
		// Sum 16-bit floats in f32.
		y = p.emit("tosa.cast", []*mlirbc.Value{y}, mlirbc.Tensor(mlirbc.F32T, sx...))
	}
	for a := 2; a < len(sx); a++ {
		if sx[a] != 1 {
			y = p.reduce(name, y, a)
		}
	}
	if n.OpType == "GlobalAveragePool" {
		y = p.mulScalar(y, 1/float64(tpProd(sx[2:])))
	}
	if tpElem(y) != elem {
		y = p.emit("tosa.cast", []*mlirbc.Value{y}, mlirbc.Tensor(elem, tpShape(y)...))
	}
	return y, nil
}

// lpPool is (Σ|x|^p)^(1/p) over each window (padding adds nothing).
func (p *partLowering) lpPool(n *graph.Node, out *graph.Value) (*mlirbc.Value, error) {
	xs, err := p.inputs(n, 1)
	if err != nil {
		return nil, err
	}
	x := xs[0]
	sx := tpShape(x)
	k := n.Ints("kernel_shape", nil)
	if len(sx) < 3 || len(k) != len(sx)-2 {
		return nil, fmt.Errorf("%s: kernel_shape %v does not match X %v", n, k, sx)
	}
	win, err := tpPlanWindow(n, sx[2:], k)
	if err != nil {
		return nil, err
	}
	if err := tpCheckPoolOut(n, sx[2:], win, out.Shape[2:]); err != nil {
		return nil, err
	}
	pw := float64(n.Int("p", 2))
	if pw <= 0 {
		return nil, fmt.Errorf("%s: p = %v must be positive", n, pw)
	}
	a := p.unary("tosa.abs", x)
	switch pw {
	case 1:
	case 2:
		a = p.mustBinary("tosa.mul", a, a)
	default:
		a = p.mustBinary("tosa.pow", a, p.scalarLike(a, pw))
	}
	y := p.tapPool(a, win, out.Shape, tapSum, false)
	if pw != 1 {
		y = p.mustBinary("tosa.pow", y, p.scalarLike(y, 1/pw))
	}
	return y, nil
}
