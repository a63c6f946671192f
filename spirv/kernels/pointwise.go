package kernels

import (
	"fmt"
	"math"
	"slices"

	"github.com/mgxport/mgxport/spirv"
)

// Expr is a node of a fused pointwise expression tree. The lowering fills one
// from a chain of ONNX elementwise ops; nodes may be shared (a DAG), and a
// shared node is computed once per element.
//
// Ops, with the dtypes they take (F float, I integer, B bool, N = F or I):
//
//	"input"  Input: the argument index            result: the input's dtype
//	"const"  Value, DType                         result: DType
//	"cast"   1 arg, DType: any to any (ONNX Cast: float->int truncates,
//	         x->bool is x != 0, NaN -> true)      result: DType
//	unary N: neg abs relu sign identity
//	unary F: exp log sqrt rsqrt reciprocal sigmoid tanh erf sin cos tan asin acos
//	         atan sinh cosh asinh acosh atanh floor ceil round (half to even)
//	         softplus softsign gelu (erf) gelu_tanh silu mish
//	         hardsigmoid (Alpha, Beta) hardswish leakyrelu (Alpha) elu (Alpha)
//	         selu (Alpha, Beta=gamma) celu (Alpha) thresholdedrelu (Alpha)
//	unary F -> B: isnan isinf isposinf isneginf;  unary B: not
//	binary N: add sub mul div (integers truncate) max min fmod (C fmod: sign of
//	         the dividend)   binary I: mod (sign of the divisor, ONNX Mod fmod=0)
//	         bitand bitor bitxor shl shr (logical)   binary F: pow
//	binary N/B -> B: eq ne lt le gt ge;  binary B: and or xor
//	"where"  (B, T, T) -> T;  "clip" (N, N, N) -> N: min(max(x, lo), hi)
//	unary I: bitnot
//	"coord"  Input: an output dim                 result: int64, the current
//	         element's coordinate along that dim
//	"load"   Input: a Raw input, 1 arg (I): the element at that linear
//	         index                                result: the input's dtype
//	         (0 when the index is outside the buffer: guard it with where)
//	"check"  (B, T) -> T: the value; a false condition sets the status word
//	         (PointwiseSpec.Status) — an index out of range is an error
//
// Binary and ternary ops need their operands in one dtype: insert casts for
// ONNX type promotion.
type Expr struct {
	Op    string
	Input int
	Value float64
	DType string
	Alpha float64
	Beta  float64
	Args  []*Expr
}

// In returns an "input" node.
func In(i int) *Expr { return &Expr{Op: "input", Input: i} }

// Const returns a "const" node.
func Const(v float64, dtype string) *Expr { return &Expr{Op: "const", Value: v, DType: dtype} }

// Cast returns a "cast" node.
func Cast(x *Expr, dtype string) *Expr { return &Expr{Op: "cast", DType: dtype, Args: []*Expr{x}} }

// Un returns a unary node.
func Un(op string, x *Expr) *Expr { return &Expr{Op: op, Args: []*Expr{x}} }

// Bin returns a binary node.
func Bin(op string, a, b *Expr) *Expr { return &Expr{Op: op, Args: []*Expr{a, b}} }

// Where returns a "where" node.
func Where(c, a, b *Expr) *Expr { return &Expr{Op: "where", Args: []*Expr{c, a, b}} }

// PointwiseInput is one input of a pointwise kernel: either a tensor of Shape
// broadcast to the output shape (numpy rules), or, when Strides is set, a view
// reading element Offset + sum(coord[d]*Strides[d]) of a buffer of Elems
// elements for output coordinate coord (transpose, slice, general layouts).
//
// A Raw input is not read per element: only "load" reads it, at indices the
// expression computes (gathers, windows, samplers); Shape gives its size.
type PointwiseInput struct {
	Raw     bool
	Name    string
	DType   string
	Shape   []int64
	Strides []int64
	Offset  int64
	Elems   int64
}

// PointwiseSpec describes a fused elementwise kernel: out[i] = Expr(inputs at i).
type PointwiseSpec struct {
	Symbol   string
	OutShape []int64
	OutDType string
	Inputs   []PointwiseInput
	Expr     *Expr
	// Status adds the status word (StatusName) as the last argument, for
	// "check".
	Status bool
	// note, when set, is the module's OpModuleProcessed note (a layout
	// copy's spec, read back by LayoutSpecOf).
	note string
}

// Pointwise generates the kernel with arguments (inputs..., y[, status]). It is a
// grid-stride loop over output elements; inputs whose view matches the output
// layout are read at the linear index, others through the output coordinates.
func Pointwise(s PointwiseSpec) ([]Kernel, error) {
	if err := checkSymbol(s.Symbol); err != nil {
		return nil, fmt.Errorf("pointwise: %w", err)
	}
	n, err := product(s.OutShape)
	if err != nil {
		return nil, fmt.Errorf("pointwise %s: %w", s.Symbol, err)
	}
	od, err := lookupDType(s.OutDType)
	if err != nil {
		return nil, fmt.Errorf("pointwise %s: %w", s.Symbol, err)
	}
	views := make([]view, len(s.Inputs))
	params := make([]param, 0, len(s.Inputs)+1)
	args := make([]Arg, 0, len(s.Inputs)+1)
	for i, in := range s.Inputs {
		v, err := makeView(in, s.OutShape)
		if err != nil {
			return nil, fmt.Errorf("pointwise %s: input %d: %w", s.Symbol, i, err)
		}
		views[i] = v
		name := in.Name
		if name == "" {
			name = fmt.Sprintf("x%d", i)
		}
		params = append(params, param{name, v.dtype})
		args = append(args, Arg{Name: name, DType: in.DType, Elems: v.elems})
	}
	params = append(params, param{"y", od})
	args = append(args, Arg{Name: "y", DType: s.OutDType, Elems: n, Write: true})
	if s.Status {
		params = append(params, statusParam())
		args = append(args, statusArg())
	}
	types := map[*Expr]dtypeInfo{}
	t, err := typeExprIn(s.Expr, views, len(s.OutShape), s.Status, types, 0)
	if err != nil {
		return nil, fmt.Errorf("pointwise %s: %w", s.Symbol, err)
	}
	if t.name != od.name {
		return nil, fmt.Errorf("pointwise %s: expression has dtype %s, output is %s", s.Symbol, t.name, od.name)
	}
	k, p := newKernel(s.Symbol, params)
	if s.note != "" {
		k.b.ModuleProcessed(s.note)
	}
	outStrides := contiguousStrides(s.OutShape)
	k.gridStride(n, func(i spirv.ID) {
		g := &exprGen{k: k, views: views, bufs: p, types: types, memo: map[*Expr]spirv.ID{},
			i: i, outShape: s.OutShape, outStrides: outStrides}
		if s.Status {
			g.status = p[len(p)-1]
		}
		v := g.emit(s.Expr)
		k.store(od, p[len(s.Inputs)], i, v)
	})
	bin, err := k.finish()
	if err != nil {
		return nil, fmt.Errorf("pointwise %s: %w", s.Symbol, err)
	}
	l, gl := elementLaunch(n)
	return []Kernel{{Symbol: s.Symbol, Binary: bin, Args: args, Local: l, Global: gl}}, nil
}

// view is an input resolved against the output shape.
type view struct {
	dtype   dtypeInfo
	strides []int64
	offset  int64
	elems   int64
	// raw marks an input read only by "load".
	raw bool
}

// makeView resolves broadcasting or checks an explicit strided view, making
// sure every output coordinate reads inside the buffer.
func makeView(in PointwiseInput, out []int64) (view, error) {
	d, err := lookupDType(in.DType)
	if err != nil {
		return view{}, err
	}
	v := view{dtype: d, offset: in.Offset, raw: in.Raw}
	if in.Raw {
		if v.elems, err = product(in.Shape); err != nil {
			return view{}, err
		}
		return v, nil
	}
	if in.Strides == nil {
		if len(in.Shape) > len(out) {
			return view{}, fmt.Errorf("shape %v has more dimensions than the output %v", in.Shape, out)
		}
		if v.elems, err = product(in.Shape); err != nil {
			return view{}, err
		}
		if in.Offset != 0 {
			return view{}, fmt.Errorf("offset needs explicit strides")
		}
		cs := contiguousStrides(in.Shape)
		v.strides = make([]int64, len(out))
		lead := len(out) - len(in.Shape)
		for j, dim := range in.Shape {
			switch {
			case dim == out[lead+j]:
				v.strides[lead+j] = cs[j]
			case dim == 1:
			default:
				return view{}, fmt.Errorf("shape %v does not broadcast to %v", in.Shape, out)
			}
		}
		return v, nil
	}
	if len(in.Strides) != len(out) {
		return view{}, fmt.Errorf("%d strides for a rank-%d output", len(in.Strides), len(out))
	}
	if in.Elems <= 0 || in.Elems > maxElems {
		return view{}, fmt.Errorf("element count %d out of range", in.Elems)
	}
	v.strides, v.elems = slices.Clone(in.Strides), in.Elems
	lo, hi := in.Offset, in.Offset
	for j, st := range in.Strides {
		if st > maxElems || st < -maxElems {
			return view{}, fmt.Errorf("stride %d out of range", st)
		}
		span := st * (out[j] - 1)
		if span > 0 {
			hi += span
		} else {
			lo += span
		}
	}
	if lo < 0 || hi >= in.Elems {
		return view{}, fmt.Errorf("view reads elements [%d, %d] of a %d-element buffer", lo, hi, in.Elems)
	}
	return v, nil
}

// Op classes for type checking.
var (
	unaryNumeric = []string{"neg", "abs", "relu", "sign", "identity"}
	unaryFloat   = []string{"exp", "log", "sqrt", "rsqrt", "reciprocal", "sigmoid", "tanh", "erf",
		"sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "asinh", "acosh", "atanh",
		"floor", "ceil", "round", "softplus", "softsign", "gelu", "gelu_tanh", "silu", "mish",
		"hardsigmoid", "hardswish", "leakyrelu", "elu", "selu", "celu", "thresholdedrelu"}
	binaryNumeric = []string{"add", "sub", "mul", "div", "max", "min", "fmod"}
	binaryInt     = []string{"mod", "bitand", "bitor", "bitxor", "shl", "shr"}
	compareOps    = []string{"eq", "ne", "lt", "le", "gt", "ge"}
	boolOps       = []string{"and", "or", "xor"}
)

// typeExpr checks the tree and records every node's dtype.
func typeExpr(e *Expr, views []view, types map[*Expr]dtypeInfo, depth int) (dtypeInfo, error) {
	return typeExprIn(e, views, -1, false, types, depth)
}

// typeExprIn is typeExpr for an output of rank dims ("coord"; -1: none) and
// with or without a status word ("check").
func typeExprIn(e *Expr, views []view, rank int, status bool, types map[*Expr]dtypeInfo, depth int) (dtypeInfo, error) {
	if e == nil {
		return dtypeInfo{}, fmt.Errorf("nil expression")
	}
	if depth > 256 {
		return dtypeInfo{}, fmt.Errorf("expression nests deeper than 256")
	}
	if t, ok := types[e]; ok {
		return t, nil
	}
	arity := map[string]int{"input": 0, "const": 0, "cast": 1, "where": 3, "clip": 3, "isnan": 1, "isinf": 1, "isposinf": 1, "isneginf": 1, "not": 1,
		"bitnot": 1, "coord": 0, "load": 1, "check": 2}
	for _, group := range [][]string{unaryNumeric, unaryFloat} {
		for _, op := range group {
			arity[op] = 1
		}
	}
	for _, group := range [][]string{binaryNumeric, binaryInt, compareOps, boolOps, {"pow"}} {
		for _, op := range group {
			arity[op] = 2
		}
	}
	want, ok := arity[e.Op]
	if !ok {
		return dtypeInfo{}, fmt.Errorf("unknown op %q", e.Op)
	}
	if len(e.Args) != want {
		return dtypeInfo{}, fmt.Errorf("%s takes %d arguments, got %d", e.Op, want, len(e.Args))
	}
	args := make([]dtypeInfo, len(e.Args))
	for i, a := range e.Args {
		t, err := typeExprIn(a, views, rank, status, types, depth+1)
		if err != nil {
			return dtypeInfo{}, err
		}
		args[i] = t
	}
	isBool := func(t dtypeInfo) bool { return t.name == "bool" }
	same := func() error {
		for _, a := range args[1:] {
			if a.name != args[0].name {
				return fmt.Errorf("%s on mixed dtypes %s and %s (cast first)", e.Op, args[0].name, a.name)
			}
		}
		return nil
	}
	var t dtypeInfo
	switch {
	case e.Op == "input":
		if e.Input < 0 || e.Input >= len(views) {
			return dtypeInfo{}, fmt.Errorf("input %d of %d", e.Input, len(views))
		}
		if views[e.Input].raw {
			return dtypeInfo{}, fmt.Errorf("input %d is raw: read it with load", e.Input)
		}
		t = views[e.Input].dtype
	case e.Op == "load":
		if e.Input < 0 || e.Input >= len(views) || !views[e.Input].raw {
			return dtypeInfo{}, fmt.Errorf("load of input %d: not a raw input", e.Input)
		}
		if args[0].float || isBool(args[0]) {
			return dtypeInfo{}, fmt.Errorf("load index is %s, want an integer", args[0].name)
		}
		t = views[e.Input].dtype
	case e.Op == "coord":
		if e.Input < 0 || e.Input >= rank {
			return dtypeInfo{}, fmt.Errorf("coord %d of a rank-%d output", e.Input, rank)
		}
		t = dtypes["int64"]
	case e.Op == "check":
		if !status {
			return dtypeInfo{}, fmt.Errorf("check needs the status word (PointwiseSpec.Status)")
		}
		if !isBool(args[0]) {
			return dtypeInfo{}, fmt.Errorf("check condition is %s, want bool", args[0].name)
		}
		t = args[1]
	case e.Op == "bitnot":
		if args[0].float || isBool(args[0]) {
			return dtypeInfo{}, fmt.Errorf("bitnot needs an integer dtype, got %s", args[0].name)
		}
		t = args[0]
	case e.Op == "const", e.Op == "cast":
		d, err := lookupDType(e.DType)
		if err != nil {
			return dtypeInfo{}, fmt.Errorf("%s: %w", e.Op, err)
		}
		if e.Op == "const" && (math.IsNaN(e.Value) || math.IsInf(e.Value, 0)) && !d.float {
			return dtypeInfo{}, fmt.Errorf("const %g of integer dtype %s", e.Value, d.name)
		}
		t = d
	case e.Op == "identity":
		t = args[0] // a copy: any dtype, bool too (a Loop body's condition)
	case slices.Contains(unaryNumeric, e.Op):
		if isBool(args[0]) {
			return dtypeInfo{}, fmt.Errorf("%s on bool", e.Op)
		}
		t = args[0]
	case slices.Contains(unaryFloat, e.Op), e.Op == "pow":
		if !args[0].float {
			return dtypeInfo{}, fmt.Errorf("%s needs a float dtype, got %s", e.Op, args[0].name)
		}
		if err := same(); err != nil {
			return dtypeInfo{}, err
		}
		t = args[0]
	case e.Op == "isnan", e.Op == "isinf", e.Op == "isposinf", e.Op == "isneginf":
		if !args[0].float {
			return dtypeInfo{}, fmt.Errorf("%s needs a float dtype", e.Op)
		}
		t = dtypes["bool"]
	case e.Op == "not":
		if !isBool(args[0]) {
			return dtypeInfo{}, fmt.Errorf("not needs bool")
		}
		t = args[0]
	case slices.Contains(binaryNumeric, e.Op):
		if isBool(args[0]) {
			return dtypeInfo{}, fmt.Errorf("%s on bool", e.Op)
		}
		if err := same(); err != nil {
			return dtypeInfo{}, err
		}
		t = args[0]
	case slices.Contains(binaryInt, e.Op):
		if args[0].float || isBool(args[0]) {
			return dtypeInfo{}, fmt.Errorf("%s needs an integer dtype, got %s", e.Op, args[0].name)
		}
		if err := same(); err != nil {
			return dtypeInfo{}, err
		}
		t = args[0]
	case slices.Contains(compareOps, e.Op):
		if err := same(); err != nil {
			return dtypeInfo{}, err
		}
		if isBool(args[0]) && e.Op != "eq" && e.Op != "ne" {
			return dtypeInfo{}, fmt.Errorf("%s on bool", e.Op)
		}
		t = dtypes["bool"]
	case slices.Contains(boolOps, e.Op):
		if err := same(); err != nil {
			return dtypeInfo{}, err
		}
		if !isBool(args[0]) {
			return dtypeInfo{}, fmt.Errorf("%s needs bool", e.Op)
		}
		t = args[0]
	case e.Op == "where":
		if !isBool(args[0]) {
			return dtypeInfo{}, fmt.Errorf("where condition is %s, want bool", args[0].name)
		}
		if args[1].name != args[2].name {
			return dtypeInfo{}, fmt.Errorf("where branches are %s and %s", args[1].name, args[2].name)
		}
		t = args[1]
	case e.Op == "clip":
		if isBool(args[0]) {
			return dtypeInfo{}, fmt.Errorf("clip on bool")
		}
		if err := same(); err != nil {
			return dtypeInfo{}, err
		}
		t = args[0]
	}
	types[e] = t
	return t, nil
}

// exprGen emits one element's expression.
type exprGen struct {
	k          *kctx
	views      []view
	bufs       []spirv.ID
	types      map[*Expr]dtypeInfo
	memo       map[*Expr]spirv.ID
	i          spirv.ID
	coords     []spirv.ID
	outShape   []int64
	outStrides []int64
	// status is the status word ("check"), when the kernel has one.
	status spirv.ID
}

// index returns the element index input j reads for the current output element.
func (g *exprGen) index(j int) spirv.ID {
	v := g.views[j]
	if v.offset == 0 && slices.Equal(v.strides, g.outStrides) {
		return g.i
	}
	allZero := true
	for _, s := range v.strides {
		allZero = allZero && s == 0
	}
	if allZero {
		return g.k.c(v.offset)
	}
	if g.coords == nil {
		g.coords = g.k.unravel(g.i, g.outShape)
	}
	return g.k.dot(g.coords, v.strides, v.offset)
}

func (g *exprGen) emit(e *Expr) spirv.ID {
	if v, ok := g.memo[e]; ok {
		return v
	}
	args := make([]spirv.ID, len(e.Args))
	for i, a := range e.Args {
		args[i] = g.emit(a)
	}
	var v spirv.ID
	switch e.Op {
	case "input":
		v = g.k.load(g.views[e.Input].dtype, g.bufs[e.Input], g.index(e.Input))
	case "coord":
		if g.coords == nil {
			g.coords = g.k.unravel(g.i, g.outShape)
		}
		v = g.coords[e.Input]
	case "load":
		k, f := g.k, g.k.f
		vw := g.views[e.Input]
		idx := castValue(k, g.types[e.Args[0]], dtypes["int64"], args[0])
		ok := k.ult(idx, k.c(vw.elems)) // unsigned: negative indices fail too
		x := k.load(vw.dtype, g.bufs[e.Input], f.Select(ok, idx, k.c(0)))
		v = f.Select(ok, x, k.constOf(k.ctype(vw.dtype), 0))
	case "check":
		g.k.flagUnless(g.status, args[0])
		v = args[1]
	default:
		var argTypes []dtypeInfo
		for _, a := range e.Args {
			argTypes = append(argTypes, g.types[a])
		}
		v = emitOp(g.k, e, g.types[e], argTypes, args)
	}
	g.memo[e] = v
	return v
}

// emitOp emits one operation on compute values.
func emitOp(k *kctx, e *Expr, t dtypeInfo, at []dtypeInfo, a []spirv.ID) spirv.ID {
	f, b := k.f, k.b
	ct := k.ctype(t)
	cf := func(v float64) spirv.ID { return k.constOf(ct, v) }
	fl := t.float
	var x spirv.ID
	var xt dtypeInfo
	if len(a) > 0 {
		x, xt = a[0], at[0]
	}
	ext := func(inst spirv.CLInst, args ...spirv.ID) spirv.ID { return f.Ext(inst, args...) }
	fadd := func(p, q spirv.ID) spirv.ID { return f.Bin(spirv.OpFAdd, p, q) }
	fmul := func(p, q spirv.ID) spirv.ID { return f.Bin(spirv.OpFMul, p, q) }
	fdiv := func(p, q spirv.ID) spirv.ID { return f.Bin(spirv.OpFDiv, p, q) }
	sigmoid := func(v spirv.ID) spirv.ID {
		return fdiv(cf(1), fadd(cf(1), ext(spirv.CLExp, f.Op(spirv.OpFNegate, ct, v))))
	}
	softplus := func(v spirv.ID) spirv.ID { // max(v,0) + log1p(exp(-|v|)): no overflow
		return fadd(ext(spirv.CLFmax, v, cf(0)), ext(spirv.CLLog1p, ext(spirv.CLExp, f.Op(spirv.OpFNegate, ct, ext(spirv.CLFabs, v)))))
	}
	lt0 := func(v spirv.ID) spirv.ID { return f.Cmp(spirv.OpFOrdLessThan, v, cf(0)) }
	switch e.Op {
	case "const":
		return cf(e.Value)
	case "cast":
		return castValue(k, xt, t, x)
	case "identity":
		return x
	case "bitnot":
		return f.Op(spirv.OpNot, ct, x)
	case "neg":
		if fl {
			return f.Op(spirv.OpFNegate, ct, x)
		}
		return f.Op(spirv.OpSNegate, ct, x)
	case "abs":
		return absValue(k, t, x)
	case "relu":
		if fl {
			return f.Select(lt0(x), cf(0), x)
		}
		if !t.signed {
			return x
		}
		return f.Select(f.Cmp(spirv.OpSLessThan, x, cf(0)), cf(0), x)
	case "sign":
		if fl {
			return f.Select(f.Cmp(spirv.OpFOrdGreaterThan, x, cf(0)), cf(1), f.Select(lt0(x), cf(-1), x))
		}
		if !t.signed {
			return f.Select(f.Cmp(spirv.OpINotEqual, x, cf(0)), cf(1), cf(0))
		}
		return f.Select(f.Cmp(spirv.OpSGreaterThan, x, cf(0)), cf(1), f.Select(f.Cmp(spirv.OpSLessThan, x, cf(0)), cf(-1), cf(0)))
	case "exp", "log", "sqrt", "rsqrt", "tanh", "erf", "sin", "cos", "tan", "asin", "acos", "atan",
		"sinh", "cosh", "asinh", "acosh", "atanh", "floor", "ceil", "round":
		return ext(map[string]spirv.CLInst{"exp": spirv.CLExp, "log": spirv.CLLog, "sqrt": spirv.CLSqrt,
			"rsqrt": spirv.CLRsqrt, "tanh": spirv.CLTanh, "erf": spirv.CLErf, "sin": spirv.CLSin,
			"cos": spirv.CLCos, "tan": spirv.CLTan, "asin": spirv.CLAsin, "acos": spirv.CLAcos,
			"atan": spirv.CLAtan, "sinh": spirv.CLSinh, "cosh": spirv.CLCosh, "asinh": spirv.CLAsinh,
			"acosh": spirv.CLAcosh, "atanh": spirv.CLAtanh, "floor": spirv.CLFloor, "ceil": spirv.CLCeil,
			"round": spirv.CLRint}[e.Op], x)
	case "reciprocal":
		return fdiv(cf(1), x)
	case "sigmoid":
		return sigmoid(x)
	case "softplus":
		return softplus(x)
	case "softsign":
		return fdiv(x, fadd(cf(1), ext(spirv.CLFabs, x)))
	case "gelu":
		return fmul(fmul(cf(0.5), x), fadd(cf(1), ext(spirv.CLErf, fmul(x, cf(1/math.Sqrt2)))))
	case "gelu_tanh":
		inner := fmul(cf(math.Sqrt(2/math.Pi)), fadd(x, fmul(cf(0.044715), fmul(x, fmul(x, x)))))
		return fmul(fmul(cf(0.5), x), fadd(cf(1), ext(spirv.CLTanh, inner)))
	case "silu":
		return fmul(x, sigmoid(x))
	case "mish":
		return fmul(x, ext(spirv.CLTanh, softplus(x)))
	case "hardsigmoid", "hardswish":
		alpha, beta := e.Alpha, e.Beta
		if e.Op == "hardswish" {
			alpha, beta = 1.0/6, 0.5
		}
		h := ext(spirv.CLFmin, ext(spirv.CLFmax, fadd(fmul(cf(alpha), x), cf(beta)), cf(0)), cf(1))
		if e.Op == "hardswish" {
			return fmul(x, h)
		}
		return h
	case "leakyrelu":
		return f.Select(lt0(x), fmul(cf(e.Alpha), x), x)
	case "elu":
		return f.Select(lt0(x), fmul(cf(e.Alpha), ext(spirv.CLExpm1, x)), x)
	case "selu":
		neg := fmul(cf(e.Alpha), ext(spirv.CLExpm1, x))
		return fmul(cf(e.Beta), f.Select(f.Cmp(spirv.OpFOrdLessThanEqual, x, cf(0)), neg, x))
	case "celu":
		neg := fmul(cf(e.Alpha), ext(spirv.CLExpm1, fdiv(x, cf(e.Alpha))))
		return fadd(ext(spirv.CLFmax, x, cf(0)), ext(spirv.CLFmin, neg, cf(0)))
	case "thresholdedrelu":
		return f.Select(f.Cmp(spirv.OpFOrdGreaterThan, x, cf(e.Alpha)), x, cf(0))
	case "isnan":
		return f.Op(spirv.OpIsNan, b.Bool(), x)
	case "isinf":
		return f.Op(spirv.OpIsInf, b.Bool(), x)
	case "isposinf", "isneginf":
		sign := f.Cmp(spirv.OpFOrdGreaterThan, x, k.constOf(k.ctype(xt), 0))
		if e.Op == "isneginf" {
			sign = f.Cmp(spirv.OpFOrdLessThan, x, k.constOf(k.ctype(xt), 0))
		}
		return f.Bin(spirv.OpLogicalAnd, f.Op(spirv.OpIsInf, b.Bool(), x), sign)
	case "not":
		return f.Op(spirv.OpLogicalNot, b.Bool(), x)
	case "add", "sub", "mul":
		fo := map[string]spirv.Op{"add": spirv.OpFAdd, "sub": spirv.OpFSub, "mul": spirv.OpFMul}[e.Op]
		io := map[string]spirv.Op{"add": spirv.OpIAdd, "sub": spirv.OpISub, "mul": spirv.OpIMul}[e.Op]
		if fl {
			return f.Bin(fo, x, a[1])
		}
		return f.Bin(io, x, a[1])
	case "div":
		switch {
		case fl:
			return fdiv(x, a[1])
		case t.signed:
			return f.Bin(spirv.OpSDiv, x, a[1])
		}
		return f.Bin(spirv.OpUDiv, x, a[1])
	case "max", "min":
		r, _ := reducerFor(e.Op, t)
		return r.combine(k, x, a[1])
	case "fmod":
		switch {
		case fl:
			return f.Bin(spirv.OpFRem, x, a[1])
		case t.signed:
			return f.Bin(spirv.OpSRem, x, a[1])
		}
		return f.Bin(spirv.OpUMod, x, a[1])
	case "mod":
		if t.signed {
			return f.Bin(spirv.OpSMod, x, a[1])
		}
		return f.Bin(spirv.OpUMod, x, a[1])
	case "pow":
		return ext(spirv.CLPow, x, a[1])
	case "bitand":
		return f.Bin(spirv.OpBitwiseAnd, x, a[1])
	case "bitor":
		return f.Bin(spirv.OpBitwiseOr, x, a[1])
	case "bitxor":
		return f.Bin(spirv.OpBitwiseXor, x, a[1])
	case "shl":
		return f.Bin(spirv.OpShiftLeftLogical, x, a[1])
	case "shr":
		return f.Bin(spirv.OpShiftRightLogical, x, a[1])
	case "and":
		return f.Bin(spirv.OpLogicalAnd, x, a[1])
	case "or":
		return f.Bin(spirv.OpLogicalOr, x, a[1])
	case "xor":
		return f.Cmp(spirv.OpLogicalNotEqual, x, a[1])
	case "eq", "ne", "lt", "le", "gt", "ge":
		return f.Cmp(compareOp(e.Op, xt), x, a[1])
	case "where":
		return f.Select(x, a[1], a[2])
	case "clip":
		mx, _ := reducerFor("max", t)
		mn, _ := reducerFor("min", t)
		return mn.combine(k, mx.combine(k, x, a[1]), a[2])
	}
	return x // unreachable: typeExpr admits only the ops above
}

// compareOp picks the SPIR-V comparison for an op on dtype d.
func compareOp(op string, d dtypeInfo) spirv.Op {
	switch {
	case d.name == "bool":
		if op == "eq" {
			return spirv.OpLogicalEqual
		}
		return spirv.OpLogicalNotEqual
	case d.float:
		return map[string]spirv.Op{"eq": spirv.OpFOrdEqual, "ne": spirv.OpFUnordNotEqual,
			"lt": spirv.OpFOrdLessThan, "le": spirv.OpFOrdLessThanEqual,
			"gt": spirv.OpFOrdGreaterThan, "ge": spirv.OpFOrdGreaterThanEqual}[op]
	case d.signed:
		return map[string]spirv.Op{"eq": spirv.OpIEqual, "ne": spirv.OpINotEqual,
			"lt": spirv.OpSLessThan, "le": spirv.OpSLessThanEqual,
			"gt": spirv.OpSGreaterThan, "ge": spirv.OpSGreaterThanEqual}[op]
	}
	return map[string]spirv.Op{"eq": spirv.OpIEqual, "ne": spirv.OpINotEqual,
		"lt": spirv.OpULessThan, "le": spirv.OpULessThanEqual,
		"gt": spirv.OpUGreaterThan, "ge": spirv.OpUGreaterThanEqual}[op]
}

// castValue converts a compute value of dtype from to dtype to (ONNX Cast).
func castValue(k *kctx, from, to dtypeInfo, x spirv.ID) spirv.ID {
	f := k.f
	tt := k.ctype(to)
	switch {
	case from.name == to.name:
		return x
	case to.name == "bool":
		if from.float {
			return f.Cmp(spirv.OpFUnordNotEqual, x, k.constOf(k.ctype(from), 0))
		}
		return f.Cmp(spirv.OpINotEqual, x, k.constOf(k.ctype(from), 0))
	case from.name == "bool":
		return f.Select(x, k.constOf(tt, 1), k.constOf(tt, 0))
	case from.float && to.float:
		if from.compute == to.compute {
			return x
		}
		return f.Convert(spirv.OpFConvert, tt, x)
	case from.float:
		if to.signed {
			return f.Convert(spirv.OpConvertFToS, tt, x)
		}
		return f.Convert(spirv.OpConvertFToU, tt, x)
	case to.float:
		if from.signed {
			return f.Convert(spirv.OpConvertSToF, tt, x)
		}
		return f.Convert(spirv.OpConvertUToF, tt, x)
	case from.width == to.width:
		return x
	case from.width < to.width && from.signed:
		return f.Convert(spirv.OpSConvert, tt, x)
	}
	return f.Convert(spirv.OpUConvert, tt, x)
}
