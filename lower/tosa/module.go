// Package tosa lowers an MLIR-class partition — a compute anchor (MatMul,
// Gemm, Conv, ConvTranspose, pooling) with its fused pointwise prologue and
// epilogue — into one TOSA kernel: an MLIR module the finalizer compiles per
// target. The ONNX ops it knows are listed in lower's op table, which hands
// each node's Lowering to PartitionModule.
package tosa

import (
	"errors"
	"fmt"
	"slices"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/mlirbc"
)

// kernelKind marks a func as an MLIR-class kernel (rocMLIR's convention).
const kernelKind = "mixr"

// ErrUnsupported marks an MLIR partition (an op, attribute, dtype or shape
// in it) that the TOSA lowering cannot express. Callers test for it with
// errors.Is and fall back: the anchor alone as a one-node partition, the
// rest through SPIR-V. The wrapping message names the op.
var ErrUnsupported = fmt.Errorf("%w by the TOSA lowering", graph.ErrUnsupported)

// Lowering lowers one ONNX node into the TOSA function b builds, setting
// the TOSA value of its output. A lowering that cannot express the node's
// attributes, types or shapes fails with an error wrapping ErrUnsupported.
type Lowering func(b *Builder, n *graph.Node) error

// Lookup tells PartitionModule how node n lowers: its kind (passes.OpKinds)
// and its TOSA lowering, nil when TOSA does not express the op.
type Lookup func(n *graph.Node) (Lowering, passes.OpKind)

// PartitionModule lowers an MLIR partition — its anchor (MatMul, Gemm, Conv,
// ConvTranspose, MaxPool, AveragePool, GlobalAveragePool, GlobalMaxPool,
// LpPool) with the fused pointwise prologue and epilogue — into one TOSA
// kernel: a module holding `func.func @symbol(tensor args...) -> (tensor
// results...)` with static shapes and the attributes arch = codeobj.PortableArch and
// kernel = "mixr".
//
// args lists the graph values the kernel binds, in ABI order: the
// partition's Inputs (weights included: they are arguments, never
// constants) followed by its Outputs. Constant inputs with exactly one
// element are inlined as tosa.const and are not arguments. The function's
// arguments are the inputs among args and its results are the outputs, in
// the same order. Shapes must be inferred (ShapeKnown) on every value. ops
// gives each node's lowering: the anchor's, and the fused pointwise ops'.
//
// A partition the lowering cannot express fails with an error wrapping
// ErrUnsupported that names the op.
func PartitionModule(g *graph.Graph, part *passes.Partition, symbol string, ops Lookup) (mod *mlirbc.Module, args []*graph.Value, err error) {
	if part == nil || part.Class != passes.ClassMLIR || part.Anchor == nil {
		return nil, nil, errors.New("tosa partition: not an MLIR partition with an anchor")
	}
	if !validSymbol(symbol) {
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
	p := &Builder{g: g, blk: &mlirbc.Block{}, vals: map[*graph.Value]*mlirbc.Value{}}
	var inTypes []mlirbc.Type
	for _, v := range part.Inputs {
		if t := g.Const(v); t != nil && t.Len() == 1 || shapeOperand(part, v) {
			continue // inlined where it is used, or only a reshape's shape
		}
		typ, err := kernelType(v)
		if err != nil {
			return nil, nil, fmt.Errorf("tosa partition %s: input %w", part.Anchor, err)
		}
		p.vals[v] = p.blk.AddArg(typ)
		inTypes = append(inTypes, typ)
		args = append(args, v)
	}
	for _, n := range part.Nodes {
		var err error
		lower, kind := ops(n)
		switch {
		case n == part.Anchor && lower == nil:
			err = unsupportedAnchor(p, n)
		case n == part.Anchor:
			err = lower(p, n)
		case kind == passes.OpPointwise && lower == nil:
			err = unsupportedPointwise(p, n)
		case kind == passes.OpPointwise:
			err = lower(p, n)
		case passes.AliasOp(n.OpType) && lower != nil:
			err = lower(p, n) // a reshape inside an epilogue
		case n.OpType == "Slice" && lower != nil:
			err = lower(p, n) // a view an attention reads (passes.ColumnSlice), a packed weight's rows past K
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
		typ, err := kernelType(v)
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
			{Name: "arch", Value: mlirbc.Str(codeobj.PortableArch)},
			{Name: "kernel", Value: mlirbc.Str(kernelKind)},
		})
	fn.Regions = []*mlirbc.Region{{Blocks: []*mlirbc.Block{p.blk}}}
	mod = mlirbc.NewModule()
	mod.Body().Append(fn)
	return mod, args, nil
}

// shapeOperand reports whether the partition reads v only as a
// reshape-class node's shape or axes (its static output shape says it).
func shapeOperand(part *passes.Partition, v *graph.Value) bool {
	read := false
	for _, n := range part.Nodes {
		for i, in := range n.Inputs {
			if in != v {
				continue
			}
			if i == 0 || !passes.AliasOp(n.OpType) && n.OpType != "Slice" {
				return false
			}
			read = true
		}
	}
	return read
}

// validSymbol reports whether s is a C identifier (the host ABI exports
// the kernel under this name).
func validSymbol(s string) bool {
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

// elemType maps a graph dtype to the TOSA element type the lowering
// computes in: the float types TOSA's floating-point profiles cover.
func elemType(dt graph.DType) (mlirbc.Type, bool) {
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

// kernelType is the tensor type of a kernel argument or result: a float
// type, or an integer type the quantized anchors compute on (int8 and
// uint8 both as i8, whose bits they are; int32 as i32). Every other
// lowering takes and sets float values only (valueType), so an integer
// value reaches no lowering that would read uint8 as signed.
func kernelType(v *graph.Value) (mlirbc.RankedTensorType, error) {
	if v != nil && v.ShapeKnown {
		switch v.DType {
		case graph.Int8, graph.Uint8:
			return mlirbc.Tensor(mlirbc.I8, v.Shape...), nil
		case graph.Int32:
			return mlirbc.Tensor(mlirbc.I32, v.Shape...), nil
		}
	}
	return valueType(v)
}

// valueType is the tensor type of a graph value.
func valueType(v *graph.Value) (mlirbc.RankedTensorType, error) {
	if v == nil || !v.ShapeKnown {
		return mlirbc.RankedTensorType{}, fmt.Errorf("%s has no static shape", v)
	}
	elem, ok := elemType(v.DType)
	if !ok {
		return mlirbc.RankedTensorType{}, fmt.Errorf("%s: dtype %s: %w", v, v.DType, ErrUnsupported)
	}
	return mlirbc.Tensor(elem, v.Shape...), nil
}

func shapeOf(x *mlirbc.Value) []int64 { return x.Type.(mlirbc.RankedTensorType).Shape }

func elemOf(x *mlirbc.Value) mlirbc.Type { return x.Type.(mlirbc.RankedTensorType).Elem }

func prod(s []int64) int64 {
	n := int64(1)
	for _, d := range s {
		n *= d
	}
	return n
}

func ones(n int) []int64 {
	s := make([]int64, n)
	for i := range s {
		s[i] = 1
	}
	return s
}

// Builder is the state of one PartitionModule call: the kernel's
// entry block and the TOSA value of every graph value lowered so far.
type Builder struct {
	g    *graph.Graph
	blk  *mlirbc.Block
	vals map[*graph.Value]*mlirbc.Value
}

// emit appends one op with a single result (none when result is nil).
func (p *Builder) emit(name string, operands []*mlirbc.Value, result mlirbc.Type, props ...mlirbc.NamedAttr) *mlirbc.Value {
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
func (p *Builder) splat(elem mlirbc.Type, shape []int64, v float64) *mlirbc.Value {
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
	case mlirbc.I8, mlirbc.I32:
		attr = mlirbc.SplatInt(mlirbc.Tensor(elem, shape...), int64(v))
	default:
		attr = mlirbc.DenseF32s(shape, float32(v))
	}
	return p.emit("tosa.const", nil, attr.Type, mlirbc.NamedAttr{Name: "values", Value: attr})
}

// scalarLike is a constant of x's element type and rank, all dims 1.
func (p *Builder) scalarLike(x *mlirbc.Value, v float64) *mlirbc.Value {
	return p.splat(elemOf(x), ones(len(shapeOf(x))), v)
}

// zp is the zero point operand of ops that take one (float: always 0).
func (p *Builder) zp(elem mlirbc.Type) *mlirbc.Value { return p.splat(elem, []int64{1}, 0) }

func (p *Builder) constShape(dims ...int64) *mlirbc.Value {
	typ := mlirbc.OpaqueType{Dialect: "tosa", Text: fmt.Sprintf("!tosa.shape<%d>", len(dims))}
	if dims == nil {
		dims = []int64{}
	}
	return p.emit("tosa.const_shape", nil, typ,
		mlirbc.NamedAttr{Name: "values", Value: mlirbc.DenseInt64s(mlirbc.Index, []int64{int64(len(dims))}, dims...)})
}

func (p *Builder) reshape(x *mlirbc.Value, dims ...int64) *mlirbc.Value {
	if slices.Equal(shapeOf(x), dims) {
		return x
	}
	return p.emit("tosa.reshape", []*mlirbc.Value{x, p.constShape(dims...)}, mlirbc.Tensor(elemOf(x), dims...))
}

func (p *Builder) transpose(x *mlirbc.Value, perm ...int) *mlirbc.Value {
	s := shapeOf(x)
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
	return p.emit("tosa.transpose", []*mlirbc.Value{x}, mlirbc.Tensor(elemOf(x), out...),
		mlirbc.NamedAttr{Name: "perms", Value: mlirbc.I32Array(p32...)})
}

func (p *Builder) slice(x *mlirbc.Value, start, size []int64) *mlirbc.Value {
	if slices.Equal(shapeOf(x), size) {
		return x
	}
	return p.emit("tosa.slice", []*mlirbc.Value{x, p.constShape(start...), p.constShape(size...)}, mlirbc.Tensor(elemOf(x), size...))
}

// sliceAxis takes size elements from start along one axis.
func (p *Builder) sliceAxis(x *mlirbc.Value, axis int, start, size int64) *mlirbc.Value {
	s := shapeOf(x)
	st := make([]int64, len(s))
	sz := append([]int64{}, s...)
	st[axis], sz[axis] = start, size
	return p.slice(x, st, sz)
}

// pad pads x by before/after elements per axis with the value v.
func (p *Builder) pad(x *mlirbc.Value, before, after []int64, v float64) *mlirbc.Value {
	s := shapeOf(x)
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
	return p.emit("tosa.pad", []*mlirbc.Value{x, p.constShape(padding...), p.splat(elemOf(x), []int64{1}, v)}, mlirbc.Tensor(elemOf(x), out...))
}

func (p *Builder) concat(xs []*mlirbc.Value, axis int) *mlirbc.Value {
	if len(xs) == 1 {
		return xs[0]
	}
	out := append([]int64{}, shapeOf(xs[0])...)
	out[axis] = 0
	for _, x := range xs {
		out[axis] += shapeOf(x)[axis]
	}
	return p.emit("tosa.concat", xs, mlirbc.Tensor(elemOf(xs[0]), out...),
		mlirbc.NamedAttr{Name: "axis", Value: mlirbc.Int(mlirbc.I32, int64(axis))})
}

func (p *Builder) reverse(x *mlirbc.Value, axis int) *mlirbc.Value {
	if shapeOf(x)[axis] == 1 {
		return x
	}
	return p.emit("tosa.reverse", []*mlirbc.Value{x}, x.Type,
		mlirbc.NamedAttr{Name: "axis", Value: mlirbc.Int(mlirbc.I32, int64(axis))})
}

// tile repeats x to shape `to` (each dim of x 1 or equal to to's).
func (p *Builder) tile(x *mlirbc.Value, to []int64) *mlirbc.Value {
	s := shapeOf(x)
	mult := make([]int64, len(s))
	for i := range s {
		mult[i] = to[i] / s[i]
	}
	if slices.Equal(s, to) {
		return x
	}
	return p.emit("tosa.tile", []*mlirbc.Value{x, p.constShape(mult...)}, mlirbc.Tensor(elemOf(x), to...))
}

func (p *Builder) reduce(name string, x *mlirbc.Value, axis int) *mlirbc.Value {
	out := append([]int64{}, shapeOf(x)...)
	out[axis] = 1
	return p.emit(name, []*mlirbc.Value{x}, mlirbc.Tensor(elemOf(x), out...),
		mlirbc.NamedAttr{Name: "axis", Value: mlirbc.Int(mlirbc.I32, int64(axis))})
}

// unary applies an elementwise op with one operand.
func (p *Builder) unary(name string, x *mlirbc.Value) *mlirbc.Value {
	if name == "tosa.negate" {
		z := p.zp(elemOf(x))
		return p.emit(name, []*mlirbc.Value{x, z, z}, x.Type)
	}
	return p.emit(name, []*mlirbc.Value{x}, x.Type)
}

// rankExtend prepends unit dims up to rank (TOSA broadcasts only between
// operands of equal rank).
func (p *Builder) rankExtend(x *mlirbc.Value, rank int) *mlirbc.Value {
	s := shapeOf(x)
	if len(s) >= rank {
		return x
	}
	return p.reshape(x, append(ones(rank-len(s)), s...)...)
}

// broadcastShapes is numpy broadcasting of two shapes.
func broadcastShapes(a, b []int64) ([]int64, error) {
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
func (p *Builder) binary(name string, a, b *mlirbc.Value, result mlirbc.Type) (*mlirbc.Value, error) {
	if elemOf(a) != elemOf(b) {
		return nil, fmt.Errorf("%s of %s and %s: %w", name, a.Type, b.Type, ErrUnsupported)
	}
	out, err := broadcastShapes(shapeOf(a), shapeOf(b))
	if err != nil {
		return nil, err
	}
	a, b = p.rankExtend(a, len(out)), p.rankExtend(b, len(out))
	if result == nil {
		result = elemOf(a)
	}
	ops := []*mlirbc.Value{a, b}
	if name == "tosa.mul" {
		ops = append(ops, p.splat(mlirbc.I8, []int64{1}, 0)) // shift: integer multiplies only
	}
	return p.emit(name, ops, mlirbc.Tensor(result, out...)), nil
}

// mustBinary is binary for operands whose shapes are known to broadcast
// (one of them all-ones, or equal).
func (p *Builder) mustBinary(name string, a, b *mlirbc.Value) *mlirbc.Value {
	v, err := p.binary(name, a, b, nil)
	if err != nil {
		panic(fmt.Sprintf("tosa partition: internal error: %v", err))
	}
	return v
}

func (p *Builder) mulScalar(x *mlirbc.Value, k float64) *mlirbc.Value {
	if k == 1 {
		return x
	}
	return p.mustBinary("tosa.mul", x, p.scalarLike(x, k))
}

func (p *Builder) addScalar(x *mlirbc.Value, k float64) *mlirbc.Value {
	if k == 0 {
		return x
	}
	return p.mustBinary("tosa.add", x, p.scalarLike(x, k))
}

// value returns the TOSA value of a graph value: an argument, a value
// computed earlier in the partition, or an inlined one-element constant.
func (p *Builder) value(v *graph.Value) (*mlirbc.Value, error) {
	if v == nil {
		return nil, errors.New("missing operand")
	}
	if x, ok := p.vals[v]; ok {
		return x, nil
	}
	if t := p.g.Const(v); t != nil && t.Len() == 1 {
		elem, ok := elemType(t.DType)
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
func (p *Builder) set(n *graph.Node, v *graph.Value, x *mlirbc.Value) error {
	typ, err := valueType(v)
	if err != nil {
		return fmt.Errorf("%s: output %w", n, err)
	}
	if x.Type.String() != typ.String() {
		return fmt.Errorf("%s: lowered to %s, the graph says %s", n, x.Type, typ)
	}
	p.vals[v] = x
	return nil
}

// onlyOutput checks that n has exactly one present output and returns it.
func onlyOutput(n *graph.Node) (*graph.Value, error) {
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
