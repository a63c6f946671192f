package mlirbc

import (
	"math"
	"strconv"
	"strings"
)

// Type is an MLIR type. String returns its textual assembly.
type Type interface {
	String() string
	isType()
}

// Dynamic marks a dynamic dimension in a shape (ShapedType::kDynamic).
const Dynamic int64 = math.MinInt64

// Signedness of an IntegerType.
type Signedness uint8

// Integer signedness semantics.
const (
	Signless Signedness = iota
	Signed
	Unsigned
)

// IntegerType is iN, siN or uiN.
type IntegerType struct {
	Width      uint32
	Signedness Signedness
}

// IndexType is the builtin index type.
type IndexType struct{}

// FloatKind names the builtin float types with a binary encoding.
type FloatKind uint8

// Float kinds.
const (
	FloatBF16 FloatKind = iota
	FloatF16
	FloatF32
	FloatF64
	FloatF80
	FloatF128
)

// FloatType is one of bf16, f16, f32, f64, f80, f128. Other float types
// (tf32, the f8/f6/f4 families) are kept as OpaqueType text.
type FloatType struct{ Kind FloatKind }

// FunctionType is (inputs) -> results.
type FunctionType struct{ Inputs, Results []Type }

// RankedTensorType is tensor<d0 x d1 x elem[, encoding]>.
type RankedTensorType struct {
	Shape    []int64
	Elem     Type
	Encoding Attr // nil when absent
}

// UnrankedTensorType is tensor<*xelem>.
type UnrankedTensorType struct{ Elem Type }

// MemRefType is memref<shape x elem[, layout][, memory space]>.
type MemRefType struct {
	Shape       []int64
	Elem        Type
	Layout      Attr // nil = identity layout
	MemorySpace Attr // nil = default memory space
}

// UnrankedMemRefType is memref<*xelem[, memory space]>.
type UnrankedMemRefType struct {
	Elem        Type
	MemorySpace Attr
}

// VectorType is vector<shape x elem>; Scalable marks scalable dims ([4]).
type VectorType struct {
	Shape    []int64
	Elem     Type
	Scalable []bool
}

// ComplexType is complex<elem>.
type ComplexType struct{ Elem Type }

// TupleType is tuple<...>.
type TupleType struct{ Types []Type }

// NoneType is the builtin none type.
type NoneType struct{}

// OpaqueType is a type kept as its textual assembly, e.g. "!tosa.shape<3>"
// or "f8E4M3FN". Dialect is the owning dialect ("builtin" for builtin types
// without a binary encoding); empty means derive it from Text.
type OpaqueType struct {
	Dialect string
	Text    string
}

func (IntegerType) isType()        {}
func (IndexType) isType()          {}
func (FloatType) isType()          {}
func (FunctionType) isType()       {}
func (RankedTensorType) isType()   {}
func (UnrankedTensorType) isType() {}
func (MemRefType) isType()         {}
func (UnrankedMemRefType) isType() {}
func (VectorType) isType()         {}
func (ComplexType) isType()        {}
func (TupleType) isType()          {}
func (NoneType) isType()           {}
func (OpaqueType) isType()         {}

// Convenient types.
var (
	I1    = IntegerType{Width: 1}
	I8    = IntegerType{Width: 8}
	I32   = IntegerType{Width: 32}
	I64   = IntegerType{Width: 64}
	Index = IndexType{}
	F32T  = FloatType{FloatF32}
	F16T  = FloatType{FloatF16}
	BF16T = FloatType{FloatBF16}
	F64T  = FloatType{FloatF64}
)

// Tensor returns tensor<shape x elem>.
func Tensor(elem Type, shape ...int64) RankedTensorType {
	return RankedTensorType{Shape: append([]int64{}, shape...), Elem: elem}
}

func (t IntegerType) String() string {
	p := "i"
	switch t.Signedness {
	case Signed:
		p = "si"
	case Unsigned:
		p = "ui"
	}
	return p + strconv.FormatUint(uint64(t.Width), 10)
}

func (IndexType) String() string { return "index" }

var floatNames = [...]string{FloatBF16: "bf16", FloatF16: "f16", FloatF32: "f32", FloatF64: "f64", FloatF80: "f80", FloatF128: "f128"}
var floatWidths = [...]int{FloatBF16: 16, FloatF16: 16, FloatF32: 32, FloatF64: 64, FloatF80: 80, FloatF128: 128}

func (t FloatType) String() string {
	if int(t.Kind) < len(floatNames) {
		return floatNames[t.Kind]
	}
	return "<invalid float kind>"
}

// Width returns the storage width of the float type in bits.
func (t FloatType) Width() int {
	if int(t.Kind) < len(floatWidths) {
		return floatWidths[t.Kind]
	}
	return 0
}

func typeList(ts []Type) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = typeString(t)
	}
	return strings.Join(parts, ", ")
}

func typeString(t Type) string {
	if t == nil {
		return "<<NULL TYPE>>"
	}
	return t.String()
}

func (t FunctionType) String() string {
	res := "(" + typeList(t.Results) + ")"
	if len(t.Results) == 1 {
		if _, fn := t.Results[0].(FunctionType); !fn {
			res = typeString(t.Results[0])
		}
	}
	return "(" + typeList(t.Inputs) + ") -> " + res
}

func shapeString(shape []int64, scalable []bool) string {
	var b strings.Builder
	for i, d := range shape {
		sc := i < len(scalable) && scalable[i]
		if sc {
			b.WriteByte('[')
		}
		if d == Dynamic || d < 0 {
			b.WriteByte('?')
		} else {
			b.WriteString(strconv.FormatInt(d, 10))
		}
		if sc {
			b.WriteByte(']')
		}
		b.WriteByte('x')
	}
	return b.String()
}

func (t RankedTensorType) String() string {
	s := "tensor<" + shapeString(t.Shape, nil) + typeString(t.Elem)
	if t.Encoding != nil {
		s += ", " + t.Encoding.String()
	}
	return s + ">"
}

func (t UnrankedTensorType) String() string { return "tensor<*x" + typeString(t.Elem) + ">" }

func memorySpaceString(a Attr) string {
	if ia, ok := a.(IntegerAttr); ok {
		if it, ok := ia.Type.(IntegerType); ok && it.Width == 64 && it.Signedness == Signless {
			return strconv.FormatInt(ia.Value, 10)
		}
	}
	return a.String()
}

func (t MemRefType) String() string {
	s := "memref<" + shapeString(t.Shape, nil) + typeString(t.Elem)
	if t.Layout != nil && !isIdentityLayout(t.Layout, len(t.Shape)) {
		s += ", " + t.Layout.String()
	}
	if t.MemorySpace != nil {
		s += ", " + memorySpaceString(t.MemorySpace)
	}
	return s + ">"
}

func (t UnrankedMemRefType) String() string {
	s := "memref<*x" + typeString(t.Elem)
	if t.MemorySpace != nil {
		s += ", " + memorySpaceString(t.MemorySpace)
	}
	return s + ">"
}

func (t VectorType) String() string {
	return "vector<" + shapeString(t.Shape, t.Scalable) + typeString(t.Elem) + ">"
}

func (t ComplexType) String() string { return "complex<" + typeString(t.Elem) + ">" }

func (t TupleType) String() string { return "tuple<" + typeList(t.Types) + ">" }

func (NoneType) String() string { return "none" }

func (t OpaqueType) String() string { return t.Text }

// identityLayoutText returns the text of the identity affine map of rank n,
// the layout MLIR gives memrefs without an explicit one.
func identityLayoutText(n int) string {
	dims := make([]string, n)
	for i := range dims {
		dims[i] = "d" + strconv.Itoa(i)
	}
	l := strings.Join(dims, ", ")
	return "affine_map<(" + l + ") -> (" + l + ")>"
}

func isIdentityLayout(a Attr, rank int) bool {
	t, ok := a.(OpaqueAttr)
	return ok && t.Text == identityLayoutText(rank)
}

// dialectOfText derives the owning dialect of an attribute or type from its
// textual assembly: "#tosa.x<..>" and "!tosa.x" belong to tosa, anything
// without a sigil to builtin.
func dialectOfText(s string) string {
	if len(s) < 2 || (s[0] != '#' && s[0] != '!') {
		return "builtin"
	}
	end := 1
	for end < len(s) && (isIdentChar(s[end]) && s[end] != '.' && s[end] != '$') {
		end++
	}
	if end == 1 {
		return "builtin"
	}
	return s[1:end]
}

func isIdentChar(c byte) bool {
	return c == '_' || c == '$' || c == '.' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// typeDialect returns the dialect owning t.
func typeDialect(t Type) string {
	if o, ok := t.(OpaqueType); ok {
		if o.Dialect != "" {
			return o.Dialect
		}
		return dialectOfText(o.Text)
	}
	return "builtin"
}

// elemBits returns the storage bit width of a scalar element type, or 0.
func elemBits(t Type) int {
	switch t := t.(type) {
	case IntegerType:
		return int(t.Width)
	case IndexType:
		return 64
	case FloatType:
		return t.Width()
	case ComplexType:
		return 2 * elemBits(t.Elem)
	}
	return 0
}

// shapeOf returns the shape and element type of a shaped type.
func shapeOf(t Type) (shape []int64, elem Type, ok bool) {
	switch t := t.(type) {
	case RankedTensorType:
		return t.Shape, t.Elem, true
	case MemRefType:
		return t.Shape, t.Elem, true
	case VectorType:
		return t.Shape, t.Elem, true
	}
	return nil, nil, false
}

// numElements returns the element count of a static shape, or -1.
func numElements(shape []int64) int64 {
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return -1
		}
		if d != 0 && n > math.MaxInt64/d {
			return -1
		}
		n *= d
	}
	return n
}
