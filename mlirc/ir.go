package mlirc

import (
	"runtime"
	"strconv"
	"strings"
	"unsafe"

	"github.com/mgxport/mgxport/internal/dynlib"
)

// irAPI is the read-only IR inspection subset of the MLIR C API: walking
// regions, blocks and operations, and reading operands, types and
// attributes. Handle types are uintptr as in capi; MlirStringRef results
// come back as stringRef structs.
type irAPI struct {
	operationGetName          func(op uintptr) uintptr
	identifierStr             func(id uintptr) stringRef
	operationGetNumRegions    func(op uintptr) int
	operationGetRegion        func(op uintptr, i int) uintptr
	regionGetFirstBlock       func(region uintptr) uintptr
	blockGetNextInRegion      func(block uintptr) uintptr
	blockGetFirstOperation    func(block uintptr) uintptr
	blockGetNumArguments      func(block uintptr) int
	blockGetArgument          func(block uintptr, i int) uintptr
	operationGetNextInBlock   func(op uintptr) uintptr
	operationGetNumOperands   func(op uintptr) int
	operationGetOperand       func(op uintptr, i int) uintptr
	operationGetNumResults    func(op uintptr) int
	operationGetResult        func(op uintptr, i int) uintptr
	operationGetAttributeByNm func(op uintptr, name stringRef) uintptr

	valueIsABlockArgument    func(v uintptr) bool
	blockArgumentGetArgNum   func(v uintptr) int
	blockArgumentGetOwner    func(v uintptr) uintptr
	blockGetParentOperation  func(block uintptr) uintptr
	valueIsAOpResult         func(v uintptr) bool
	opResultGetOwner         func(v uintptr) uintptr
	valueGetType             func(v uintptr) uintptr
	typeIsAShaped            func(t uintptr) bool
	shapedTypeHasRank        func(t uintptr) bool
	shapedTypeGetRank        func(t uintptr) int64
	shapedTypeGetDimSize     func(t uintptr, dim int) int64
	shapedTypeGetElementType func(t uintptr) uintptr
	typeIsAInteger           func(t uintptr) bool
	integerTypeGetWidth      func(t uintptr) uint32
	typeIsAFloat             func(t uintptr) bool
	floatTypeGetWidth        func(t uintptr) uint32
	typeIsAIndex             func(t uintptr) bool
	typePrint                func(t, cb, userData uintptr)

	attributeIsAInteger       func(a uintptr) bool
	integerAttrGetValueInt    func(a uintptr) int64
	attributeIsADenseI32Array func(a uintptr) bool
	denseArrayGetNumElements  func(a uintptr) int
	denseI32ArrayGetElement   func(a uintptr, i int) int32
	attributeIsASymbolRef     func(a uintptr) bool
	symbolRefAttrGetLeafRef   func(a uintptr) stringRef
	symbolRefAttrGetRootRef   func(a uintptr) stringRef
	attributeIsAArray         func(a uintptr) bool
	arrayAttrGetNumElements   func(a uintptr) int
	arrayAttrGetElement       func(a uintptr, i int) uintptr
	attributeIsAString        func(a uintptr) bool
	stringAttrGetValue        func(a uintptr) stringRef
	attributePrint            func(a, cb, userData uintptr)
	attributeIsAAffineMap     func(a uintptr) bool
	affineMapAttrGetValue     func(a uintptr) uintptr
	affineMapGetNumDims       func(m uintptr) int
	affineMapGetNumResults    func(m uintptr) int
	affineMapGetResult        func(m uintptr, i int) uintptr
	affineExprIsADim          func(e uintptr) bool
	affineDimExprGetPosition  func(e uintptr) int
	affineExprIsAAdd          func(e uintptr) bool
	affineExprIsAMul          func(e uintptr) bool
	affineExprIsAConstant     func(e uintptr) bool
	affineBinaryOpGetLHS      func(e uintptr) uintptr
	affineBinaryOpGetRHS      func(e uintptr) uintptr
	affineConstantGetValue    func(e uintptr) int64
	attributeIsAGPUObjectAttr func(a uintptr) bool
	gpuObjectAttrGetObject    func(a uintptr) stringRef

	operationRemoveFromParent func(op uintptr)
	blockAppendOwnedOperation func(block, op uintptr)
	blockInsertOwnedOpBefore  func(block, ref, op uintptr)
	blockGetTerminator        func(block uintptr) uintptr
	operationSetAttributeByNm func(op uintptr, name stringRef, a uintptr)
	operationGetContext       func(op uintptr) uintptr
	stringAttrGet             func(ctx uintptr, s stringRef) uintptr
	symbolRefAttrGet          func(ctx uintptr, root stringRef, n int, refs *uintptr) uintptr
	flatSymbolRefAttrGet      func(ctx uintptr, s stringRef) uintptr
	operationCreateParse      func(ctx uintptr, src, name stringRef) uintptr
	operationSetOperands      func(op uintptr, n int, vals *uintptr)
	operationGetBlock         func(op uintptr) uintptr
}

func (a *irAPI) bind(h uintptr) error {
	return bindAll(h, []dynlib.Sym{
		dynlib.Func("mlirOperationGetName", &a.operationGetName),
		dynlib.Func("mlirIdentifierStr", &a.identifierStr),
		dynlib.Func("mlirOperationGetNumRegions", &a.operationGetNumRegions),
		dynlib.Func("mlirOperationGetRegion", &a.operationGetRegion),
		dynlib.Func("mlirRegionGetFirstBlock", &a.regionGetFirstBlock),
		dynlib.Func("mlirBlockGetNextInRegion", &a.blockGetNextInRegion),
		dynlib.Func("mlirBlockGetFirstOperation", &a.blockGetFirstOperation),
		dynlib.Func("mlirBlockGetNumArguments", &a.blockGetNumArguments),
		dynlib.Func("mlirBlockGetArgument", &a.blockGetArgument),
		dynlib.Func("mlirOperationGetNextInBlock", &a.operationGetNextInBlock),
		dynlib.Func("mlirOperationGetNumOperands", &a.operationGetNumOperands),
		dynlib.Func("mlirOperationGetOperand", &a.operationGetOperand),
		dynlib.Func("mlirOperationGetNumResults", &a.operationGetNumResults),
		dynlib.Func("mlirOperationGetResult", &a.operationGetResult),
		dynlib.Func("mlirOperationGetAttributeByName", &a.operationGetAttributeByNm),
		dynlib.Func("mlirValueIsABlockArgument", &a.valueIsABlockArgument),
		dynlib.Func("mlirBlockArgumentGetArgNumber", &a.blockArgumentGetArgNum),
		dynlib.Func("mlirBlockArgumentGetOwner", &a.blockArgumentGetOwner),
		dynlib.Func("mlirBlockGetParentOperation", &a.blockGetParentOperation),
		dynlib.Func("mlirValueIsAOpResult", &a.valueIsAOpResult),
		dynlib.Func("mlirOpResultGetOwner", &a.opResultGetOwner),
		dynlib.Func("mlirValueGetType", &a.valueGetType),
		dynlib.Func("mlirTypeIsAShaped", &a.typeIsAShaped),
		dynlib.Func("mlirShapedTypeHasRank", &a.shapedTypeHasRank),
		dynlib.Func("mlirShapedTypeGetRank", &a.shapedTypeGetRank),
		dynlib.Func("mlirShapedTypeGetDimSize", &a.shapedTypeGetDimSize),
		dynlib.Func("mlirShapedTypeGetElementType", &a.shapedTypeGetElementType),
		dynlib.Func("mlirTypeIsAInteger", &a.typeIsAInteger),
		dynlib.Func("mlirIntegerTypeGetWidth", &a.integerTypeGetWidth),
		dynlib.Func("mlirTypeIsAFloat", &a.typeIsAFloat),
		dynlib.Func("mlirFloatTypeGetWidth", &a.floatTypeGetWidth),
		dynlib.Func("mlirTypeIsAIndex", &a.typeIsAIndex),
		dynlib.Func("mlirTypePrint", &a.typePrint),
		dynlib.Func("mlirAttributeIsAInteger", &a.attributeIsAInteger),
		dynlib.Func("mlirIntegerAttrGetValueInt", &a.integerAttrGetValueInt),
		dynlib.Func("mlirAttributeIsADenseI32Array", &a.attributeIsADenseI32Array),
		dynlib.Func("mlirDenseArrayGetNumElements", &a.denseArrayGetNumElements),
		dynlib.Func("mlirDenseI32ArrayGetElement", &a.denseI32ArrayGetElement),
		dynlib.Func("mlirAttributeIsASymbolRef", &a.attributeIsASymbolRef),
		dynlib.Func("mlirSymbolRefAttrGetLeafReference", &a.symbolRefAttrGetLeafRef),
		dynlib.Func("mlirSymbolRefAttrGetRootReference", &a.symbolRefAttrGetRootRef),
		dynlib.Func("mlirAttributeIsAArray", &a.attributeIsAArray),
		dynlib.Func("mlirArrayAttrGetNumElements", &a.arrayAttrGetNumElements),
		dynlib.Func("mlirArrayAttrGetElement", &a.arrayAttrGetElement),
		dynlib.Func("mlirAttributeIsAString", &a.attributeIsAString),
		dynlib.Func("mlirStringAttrGetValue", &a.stringAttrGetValue),
		dynlib.Func("mlirAttributePrint", &a.attributePrint),
		dynlib.Func("mlirAttributeIsAAffineMap", &a.attributeIsAAffineMap),
		dynlib.Func("mlirAffineMapAttrGetValue", &a.affineMapAttrGetValue),
		dynlib.Func("mlirAffineMapGetNumDims", &a.affineMapGetNumDims),
		dynlib.Func("mlirAffineMapGetNumResults", &a.affineMapGetNumResults),
		dynlib.Func("mlirAffineMapGetResult", &a.affineMapGetResult),
		dynlib.Func("mlirAffineExprIsADim", &a.affineExprIsADim),
		dynlib.Func("mlirAffineDimExprGetPosition", &a.affineDimExprGetPosition),
		dynlib.Func("mlirAffineExprIsAAdd", &a.affineExprIsAAdd),
		dynlib.Func("mlirAffineExprIsAMul", &a.affineExprIsAMul),
		dynlib.Func("mlirAffineExprIsAConstant", &a.affineExprIsAConstant),
		dynlib.Func("mlirAffineBinaryOpExprGetLHS", &a.affineBinaryOpGetLHS),
		dynlib.Func("mlirAffineBinaryOpExprGetRHS", &a.affineBinaryOpGetRHS),
		dynlib.Func("mlirAffineConstantExprGetValue", &a.affineConstantGetValue),
		dynlib.Func("mlirAttributeIsAGPUObjectAttr", &a.attributeIsAGPUObjectAttr),
		dynlib.Func("mlirGPUObjectAttrGetObject", &a.gpuObjectAttrGetObject),
		dynlib.Func("mlirOperationRemoveFromParent", &a.operationRemoveFromParent),
		dynlib.Func("mlirBlockAppendOwnedOperation", &a.blockAppendOwnedOperation),
		dynlib.Func("mlirBlockInsertOwnedOperationBefore", &a.blockInsertOwnedOpBefore),
		dynlib.Func("mlirBlockGetTerminator", &a.blockGetTerminator),
		dynlib.Func("mlirOperationSetAttributeByName", &a.operationSetAttributeByNm),
		dynlib.Func("mlirOperationGetContext", &a.operationGetContext),
		dynlib.Func("mlirStringAttrGet", &a.stringAttrGet),
		dynlib.Func("mlirSymbolRefAttrGet", &a.symbolRefAttrGet),
		dynlib.Func("mlirFlatSymbolRefAttrGet", &a.flatSymbolRefAttrGet),
		dynlib.Func("mlirOperationCreateParse", &a.operationCreateParse),
		dynlib.Func("mlirOperationSetOperands", &a.operationSetOperands),
		dynlib.Func("mlirOperationGetBlock", &a.operationGetBlock),
	})
}

// goStringRef copies the bytes an MlirStringRef points at.
func goStringRef(s stringRef) string {
	if s.Data == nil || s.Length == 0 {
		return ""
	}
	return string(unsafe.Slice((*byte)(s.Data), s.Length))
}

// Op is a read-only view of one operation of a Module, handed out by
// Module.Inspect. It is valid only during the Inspect callback that gave
// it (the Context's mutex is held then); the zero Op is null.
type Op struct {
	l   *Library
	ptr uintptr
}

// Value is a read-only view of an SSA value, valid like the Op it came from.
type Value struct {
	l   *Library
	ptr uintptr
}

// Type is a read-only view of a type, valid like the Op it came from.
type Type struct {
	l   *Library
	ptr uintptr
}

// Attr is a read-only view of an attribute, valid like the Op it came
// from; the zero Attr (an absent attribute) is null.
type Attr struct {
	l   *Library
	ptr uintptr
}

// Inspect calls fn with the module's operation (builtin.module) while
// holding the Context's mutex: fn may walk and read the IR through Op,
// Value, Type and Attr, which must not escape fn. It returns fn's error.
func (m *Module) Inspect(fn func(root Op) error) error {
	if err := m.lock(); err != nil {
		return err
	}
	defer m.unlock()
	return fn(Op{l: m.ctx.lib, ptr: m.op()})
}

// IsNull reports whether o is the null operation.
func (o Op) IsNull() bool { return o.ptr == 0 }

// Name is the operation's name, e.g. "gpu.launch_func".
func (o Op) Name() string {
	return goStringRef(o.l.ir.identifierStr(o.l.ir.operationGetName(o.ptr)))
}

// NumRegions is the number of regions the operation holds.
func (o Op) NumRegions() int { return o.l.ir.operationGetNumRegions(o.ptr) }

// Ops returns the operations of every block of region i, in order.
func (o Op) Ops(i int) []Op {
	a := &o.l.ir
	var out []Op
	for b := a.regionGetFirstBlock(a.operationGetRegion(o.ptr, i)); b != 0; b = a.blockGetNextInRegion(b) {
		for op := a.blockGetFirstOperation(b); op != 0; op = a.operationGetNextInBlock(op) {
			out = append(out, Op{l: o.l, ptr: op})
		}
	}
	return out
}

// NumArgs is the number of arguments of region i's entry block (a
// function's parameters), 0 for an empty region.
func (o Op) NumArgs(i int) int {
	b := o.l.ir.regionGetFirstBlock(o.l.ir.operationGetRegion(o.ptr, i))
	if b == 0 {
		return 0
	}
	return o.l.ir.blockGetNumArguments(b)
}

// Arg returns argument j of region i's entry block.
func (o Op) Arg(i, j int) Value {
	b := o.l.ir.regionGetFirstBlock(o.l.ir.operationGetRegion(o.ptr, i))
	return Value{l: o.l, ptr: o.l.ir.blockGetArgument(b, j)}
}

// Walk calls fn on o and every operation nested in it, in pre-order; fn
// returning false skips the operation's regions.
func (o Op) Walk(fn func(Op) bool) {
	if !fn(o) {
		return
	}
	for r := range o.NumRegions() {
		for _, c := range o.Ops(r) {
			c.Walk(fn)
		}
	}
}

// NumOperands is the number of operands.
func (o Op) NumOperands() int { return o.l.ir.operationGetNumOperands(o.ptr) }

// Operand returns operand i.
func (o Op) Operand(i int) Value { return Value{l: o.l, ptr: o.l.ir.operationGetOperand(o.ptr, i)} }

// NumResults is the number of results.
func (o Op) NumResults() int { return o.l.ir.operationGetNumResults(o.ptr) }

// Result returns result i.
func (o Op) Result(i int) Value { return Value{l: o.l, ptr: o.l.ir.operationGetResult(o.ptr, i)} }

// Attr returns the attribute called name (inherent or discardable), null
// when the operation has none.
func (o Op) Attr(name string) Attr {
	b := []byte(name)
	a := o.l.ir.operationGetAttributeByNm(o.ptr, refBytes(b))
	runtime.KeepAlive(b)
	return Attr{l: o.l, ptr: a}
}

// IsBlockArg reports whether v is a block argument.
func (v Value) IsBlockArg() bool { return v.l.ir.valueIsABlockArgument(v.ptr) }

// ArgNumber is a block argument's position in its block.
func (v Value) ArgNumber() int { return v.l.ir.blockArgumentGetArgNum(v.ptr) }

// ArgOwner is the operation whose region holds a block argument's block.
func (v Value) ArgOwner() Op {
	return Op{l: v.l, ptr: v.l.ir.blockGetParentOperation(v.l.ir.blockArgumentGetOwner(v.ptr))}
}

// Def is the operation defining an op result, null for a block argument.
func (v Value) Def() Op {
	if !v.l.ir.valueIsAOpResult(v.ptr) {
		return Op{l: v.l}
	}
	return Op{l: v.l, ptr: v.l.ir.opResultGetOwner(v.ptr)}
}

// Type is the value's type.
func (v Value) Type() Type { return Type{l: v.l, ptr: v.l.ir.valueGetType(v.ptr)} }

// Shape returns a ranked shaped type's dimensions (negative for dynamic
// ones) and true; false for other types.
func (t Type) Shape() ([]int64, bool) {
	a := &t.l.ir
	if !a.typeIsAShaped(t.ptr) || !a.shapedTypeHasRank(t.ptr) {
		return nil, false
	}
	n := int(a.shapedTypeGetRank(t.ptr))
	dims := make([]int64, n)
	for i := range dims {
		dims[i] = a.shapedTypeGetDimSize(t.ptr, i)
	}
	return dims, true
}

// ElemBits is the bit width of a shaped type's integer or float element
// type, 0 for other element types.
func (t Type) ElemBits() int {
	a := &t.l.ir
	if !a.typeIsAShaped(t.ptr) {
		return 0
	}
	e := a.shapedTypeGetElementType(t.ptr)
	switch {
	case a.typeIsAInteger(e):
		return int(a.integerTypeGetWidth(e))
	case a.typeIsAFloat(e):
		return int(a.floatTypeGetWidth(e))
	case a.typeIsAIndex(e):
		return 64
	}
	return 0
}

// String prints the type.
func (t Type) String() string {
	return string(t.l.collect(func(h uintptr) { t.l.ir.typePrint(t.ptr, t.l.stringCB, h) }))
}

// IsNull reports whether a is the null attribute.
func (a Attr) IsNull() bool { return a.ptr == 0 }

// Int returns an integer attribute's value and true.
func (a Attr) Int() (int64, bool) {
	if a.ptr == 0 || !a.l.ir.attributeIsAInteger(a.ptr) {
		return 0, false
	}
	return a.l.ir.integerAttrGetValueInt(a.ptr), true
}

// I32s returns a dense i32 array attribute's elements and true.
func (a Attr) I32s() ([]int32, bool) {
	if a.ptr == 0 || !a.l.ir.attributeIsADenseI32Array(a.ptr) {
		return nil, false
	}
	out := make([]int32, a.l.ir.denseArrayGetNumElements(a.ptr))
	for i := range out {
		out[i] = a.l.ir.denseI32ArrayGetElement(a.ptr, i)
	}
	return out, true
}

// I64s returns a dense i64 array attribute's elements and true, read from
// the form MLIR prints it in ("array<i64: 0, 1, 1, 0>"; "array<i64>" is
// empty).
func (a Attr) I64s() ([]int64, bool) {
	if a.ptr == 0 {
		return nil, false
	}
	return parseI64s(a.String())
}

func parseI64s(s string) ([]int64, bool) {
	s, ok := strings.CutPrefix(s, "array<i64")
	if !ok {
		return nil, false
	}
	s, ok = strings.CutSuffix(strings.TrimPrefix(s, ":"), ">")
	if !ok {
		return nil, false
	}
	var out []int64
	for f := range strings.SplitSeq(s, ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		v, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			return nil, false
		}
		out = append(out, v)
	}
	return out, true
}

// SymbolLeaf returns a symbol reference's leaf name and true.
func (a Attr) SymbolLeaf() (string, bool) {
	if a.ptr == 0 || !a.l.ir.attributeIsASymbolRef(a.ptr) {
		return "", false
	}
	return goStringRef(a.l.ir.symbolRefAttrGetLeafRef(a.ptr)), true
}

// SymbolRoot returns a symbol reference's root name and true.
func (a Attr) SymbolRoot() (string, bool) {
	if a.ptr == 0 || !a.l.ir.attributeIsASymbolRef(a.ptr) {
		return "", false
	}
	return goStringRef(a.l.ir.symbolRefAttrGetRootRef(a.ptr)), true
}

// Str returns a string attribute's value and true.
func (a Attr) Str() (string, bool) {
	if a.ptr == 0 || !a.l.ir.attributeIsAString(a.ptr) {
		return "", false
	}
	return goStringRef(a.l.ir.stringAttrGetValue(a.ptr)), true
}

// Elems returns an array attribute's elements and true.
func (a Attr) Elems() ([]Attr, bool) {
	if a.ptr == 0 || !a.l.ir.attributeIsAArray(a.ptr) {
		return nil, false
	}
	out := make([]Attr, a.l.ir.arrayAttrGetNumElements(a.ptr))
	for i := range out {
		out[i] = Attr{l: a.l, ptr: a.l.ir.arrayAttrGetElement(a.ptr, i)}
	}
	return out, true
}

// AffineDims reads an affine map attribute: its dimension count and, for
// each result expression, the dimension it is (-1 for any other
// expression, e.g. d1 + d4 of a convolution's input map).
func (a Attr) AffineDims() (dims int, results []int, ok bool) {
	if a.ptr == 0 || !a.l.ir.attributeIsAAffineMap(a.ptr) {
		return 0, nil, false
	}
	ir := &a.l.ir
	m := ir.affineMapAttrGetValue(a.ptr)
	results = make([]int, ir.affineMapGetNumResults(m))
	for i := range results {
		e := ir.affineMapGetResult(m, i)
		results[i] = -1
		if ir.affineExprIsADim(e) {
			results[i] = ir.affineDimExprGetPosition(e)
		}
	}
	return ir.affineMapGetNumDims(m), results, true
}

// Linear is an affine expression that is linear in the map's dims:
// Const + Σ Coef[d]·d.
type Linear struct {
	Coef  []int64
	Const int64
}

// AffineLinear returns each result of an affine map attribute as a
// linear expression of its dims, and true; false when the attribute is
// no affine map or a result is not linear (mod, floordiv, ceildiv, or a
// product of two dims).
func (a Attr) AffineLinear() ([]Linear, bool) {
	if a.ptr == 0 || !a.l.ir.attributeIsAAffineMap(a.ptr) {
		return nil, false
	}
	ir := &a.l.ir
	m := ir.affineMapAttrGetValue(a.ptr)
	n := ir.affineMapGetNumDims(m)
	var walk func(e uintptr, scale int64, into *Linear) bool
	walk = func(e uintptr, scale int64, into *Linear) bool {
		switch {
		case ir.affineExprIsADim(e):
			into.Coef[ir.affineDimExprGetPosition(e)] += scale
		case ir.affineExprIsAConstant(e):
			into.Const += scale * ir.affineConstantGetValue(e)
		case ir.affineExprIsAAdd(e):
			return walk(ir.affineBinaryOpGetLHS(e), scale, into) && walk(ir.affineBinaryOpGetRHS(e), scale, into)
		case ir.affineExprIsAMul(e):
			// MLIR keeps a product's constant factor on the right.
			r := ir.affineBinaryOpGetRHS(e)
			if !ir.affineExprIsAConstant(r) {
				return false
			}
			return walk(ir.affineBinaryOpGetLHS(e), scale*ir.affineConstantGetValue(r), into)
		default:
			return false
		}
		return true
	}
	out := make([]Linear, ir.affineMapGetNumResults(m))
	for i := range out {
		out[i].Coef = make([]int64, n)
		if !walk(ir.affineMapGetResult(m, i), 1, &out[i]) {
			return nil, false
		}
	}
	return out, true
}

// GPUObject returns the payload of a #gpu.object attribute (PTX text,
// an ELF, ...) and true.
func (a Attr) GPUObject() ([]byte, bool) {
	if a.ptr == 0 || !a.l.ir.attributeIsAGPUObjectAttr(a.ptr) {
		return nil, false
	}
	return []byte(goStringRef(a.l.ir.gpuObjectAttrGetObject(a.ptr))), true
}

// String prints the attribute.
func (a Attr) String() string {
	if a.ptr == 0 {
		return "<null>"
	}
	return string(a.l.collect(func(h uintptr) { a.l.ir.attributePrint(a.ptr, a.l.stringCB, h) }))
}

// Edit is Inspect for callbacks that also change the IR through Op's
// editing methods (SetAttr, MoveInto, Erase, and the attribute
// constructors). The module is not verified afterwards: the passes that
// run next verify it.
func (m *Module) Edit(fn func(root Op) error) error { return m.Inspect(fn) }

// SetAttr sets (adds or replaces) the attribute called name.
func (o Op) SetAttr(name string, a Attr) {
	b := []byte(name)
	o.l.ir.operationSetAttributeByNm(o.ptr, refBytes(b), a.ptr)
	runtime.KeepAlive(b)
}

// MoveInto unlinks o from its block and appends it to the first block of
// parent's first region, before that block's terminator if it has one.
func (o Op) MoveInto(parent Op) {
	ir := &o.l.ir
	block := ir.regionGetFirstBlock(ir.operationGetRegion(parent.ptr, 0))
	ir.operationRemoveFromParent(o.ptr)
	if t := ir.blockGetTerminator(block); t != 0 {
		ir.blockInsertOwnedOpBefore(block, t, o.ptr)
		return
	}
	ir.blockAppendOwnedOperation(block, o.ptr)
}

// Erase unlinks o from its block and destroys it with everything it
// holds. o (and every view into it) is invalid afterwards.
func (o Op) Erase() {
	o.l.ir.operationRemoveFromParent(o.ptr)
	o.l.c.operationDestroy(o.ptr)
}

// StrAttr makes a string attribute in o's context.
func (o Op) StrAttr(s string) Attr {
	b := []byte(s)
	a := o.l.ir.stringAttrGet(o.l.ir.operationGetContext(o.ptr), refBytes(b))
	runtime.KeepAlive(b)
	return Attr{l: o.l, ptr: a}
}

// SymbolRef makes the symbol reference @root::@nested[0]::... in o's
// context.
func (o Op) SymbolRef(root string, nested ...string) Attr {
	ir := &o.l.ir
	ctx := ir.operationGetContext(o.ptr)
	refs := make([]uintptr, len(nested))
	keep := make([][]byte, 0, len(nested)+1)
	for i, n := range nested {
		b := []byte(n)
		keep = append(keep, b)
		refs[i] = ir.flatSymbolRefAttrGet(ctx, refBytes(b))
	}
	rb := []byte(root)
	keep = append(keep, rb)
	var p *uintptr
	if len(refs) > 0 {
		p = &refs[0]
	}
	a := ir.symbolRefAttrGet(ctx, refBytes(rb), len(refs), p)
	runtime.KeepAlive(keep)
	runtime.KeepAlive(refs)
	return Attr{l: o.l, ptr: a}
}

// Builder makes new operations in a module being edited (Module.Build).
// It is valid only during the callback that gave it.
type Builder struct{ ctx *Context }

// Build is Edit for callbacks that also make operations: b parses them
// from MLIR text in the module's context.
func (m *Module) Build(fn func(root Op, b Builder) error) error {
	if err := m.lock(); err != nil {
		return err
	}
	defer m.unlock()
	m.ctx.takeDiagnostics()
	return fn(Op{l: m.ctx.lib, ptr: m.op()}, Builder{ctx: m.ctx})
}

// Parse parses text as one operation, unlinked: the caller inserts it
// (InsertBefore, MoveInto) or erases it. Operands it would name cannot
// be written in text; set them with SetOperands. The error carries
// MLIR's diagnostics.
func (b Builder) Parse(text string) (Op, error) {
	src, name := []byte(text), []byte("mgxport-builder")
	ptr := b.ctx.lib.ir.operationCreateParse(b.ctx.ptr, refBytes(src), refBytes(name))
	runtime.KeepAlive(src)
	runtime.KeepAlive(name)
	if ptr == 0 {
		return Op{}, b.ctx.failure("parse operation")
	}
	return Op{l: b.ctx.lib, ptr: ptr}, nil
}

// SetOperands replaces o's operands with vs.
func (o Op) SetOperands(vs ...Value) {
	ptrs := make([]uintptr, len(vs))
	for i, v := range vs {
		ptrs[i] = v.ptr
	}
	var p *uintptr
	if len(ptrs) > 0 {
		p = &ptrs[0]
	}
	o.l.ir.operationSetOperands(o.ptr, len(ptrs), p)
	runtime.KeepAlive(ptrs)
}

// Clone returns a detached deep copy of the operation (its regions
// included), to be inserted with InsertBefore.
func (o Op) Clone() Op { return Op{l: o.l, ptr: o.l.c.operationClone(o.ptr)} }

// InsertBefore unlinks o from its block, if it is in one, and inserts it
// into ref's block just before ref.
func (o Op) InsertBefore(ref Op) {
	ir := &o.l.ir
	if ir.operationGetBlock(o.ptr) != 0 {
		ir.operationRemoveFromParent(o.ptr)
	}
	ir.blockInsertOwnedOpBefore(ir.operationGetBlock(ref.ptr), ref.ptr, o.ptr)
}
