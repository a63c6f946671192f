package mlirbc

import (
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"strings"
)

// Attr is an MLIR attribute. String returns its textual assembly.
type Attr interface {
	String() string
	isAttr()
}

// Location is a location attribute.
type Location interface {
	Attr
	isLoc()
}

// IntegerAttr is an integer (or index, or bool for i1) attribute. Value holds
// the value sign-extended for signless and signed types (except i1, which is
// 0 or 1) and zero-extended for unsigned ones. Wide holds the two's
// complement words of integers wider than 64 bits (Value is then unused).
type IntegerAttr struct {
	Type  Type
	Value int64
	Wide  []uint64
}

// FloatAttr is a float attribute; Bits is the IEEE bit pattern of the value
// in the semantics of Type (Wide for f80/f128: low word first).
type FloatAttr struct {
	Type Type
	Bits uint64
	Wide []uint64
}

// StringAttr is a string attribute with an optional type.
type StringAttr struct {
	Value string
	Type  Type // nil = none
}

// ArrayAttr is [a, b, ...].
type ArrayAttr struct{ Elems []Attr }

// DictAttr is {name = value, ...}.
type DictAttr struct{ Entries []NamedAttr }

// SymbolRefAttr is @root or @root::@nested::@more.
type SymbolRefAttr struct {
	Root   string
	Nested []string
}

// TypeAttr wraps a type.
type TypeAttr struct{ Type Type }

// UnitAttr is the unit attribute.
type UnitAttr struct{}

// DenseArrayAttr is array<elem: v0, v1, ...>; Data holds Size little-endian
// elements (one byte per i1).
type DenseArrayAttr struct {
	Elem Type
	Size int
	Data []byte
}

// DenseElementsAttr is dense<...> : shaped type (DenseIntOrFPElementsAttr).
// Data is MLIR's raw buffer: elements little-endian at their storage width
// (i1 packed 8 per byte), a single element for a splat.
type DenseElementsAttr struct {
	Type Type
	Data []byte
}

// DenseStringElementsAttr is dense<["a", "b"]> : shaped type; a splat has
// one string.
type DenseStringElementsAttr struct {
	Type    Type
	Strings []string
}

// DenseResourceElementsAttr is dense_resource<key> : type, whose data is the
// builtin dialect resource blob named Key.
type DenseResourceElementsAttr struct {
	Type Type
	Key  string
}

// SparseElementsAttr is sparse<indices, values> : type.
type SparseElementsAttr struct {
	Type    Type
	Indices Attr
	Values  Attr
}

// DistinctAttr is distinct[ID]<referenced>; equal IDs denote the same
// distinct attribute within a module. IDs are not preserved by bytecode:
// the reader numbers distinct attributes from 0 in the order it meets them.
type DistinctAttr struct {
	ID         uint64
	Referenced Attr
}

// OpaqueAttr is an attribute kept as its textual assembly (the bytecode's
// fallback encoding), e.g. "#tosa.nan_mode<PROPAGATE>" or an affine map.
// Dialect empty means derive it from Text.
type OpaqueAttr struct {
	Dialect string
	Text    string
}

// CustomAttr is a dialect attribute in a dialect-defined binary encoding
// that this package does not know (for example LLVM debug info). It can be
// listed but neither printed nor written.
type CustomAttr struct {
	Dialect string
	Data    []byte
}

// CustomType is the type counterpart of CustomAttr.
type CustomType struct {
	Dialect string
	Data    []byte
}

// UnknownLoc is loc(unknown).
type UnknownLoc struct{}

// FileLineColLoc is loc("file":line:col).
type FileLineColLoc struct {
	File      string
	Line, Col uint64
}

// FileLineColRange is a file range that is not a single line:col point;
// Locs holds 0 to 4 numbers: [], [line], [line col], [line col endcol] or
// [line col endline endcol].
type FileLineColRange struct {
	File string
	Locs []uint64
}

// NameLoc is loc("name"(child)).
type NameLoc struct {
	Name  string
	Child Location
}

// CallSiteLoc is loc(callsite(callee at caller)).
type CallSiteLoc struct{ Callee, Caller Location }

// FusedLoc is loc(fused<metadata>[locs...]).
type FusedLoc struct {
	Locs     []Location
	Metadata Attr // nil when absent
}

func (IntegerAttr) isAttr()               {}
func (FloatAttr) isAttr()                 {}
func (StringAttr) isAttr()                {}
func (ArrayAttr) isAttr()                 {}
func (DictAttr) isAttr()                  {}
func (SymbolRefAttr) isAttr()             {}
func (TypeAttr) isAttr()                  {}
func (UnitAttr) isAttr()                  {}
func (DenseArrayAttr) isAttr()            {}
func (DenseElementsAttr) isAttr()         {}
func (DenseStringElementsAttr) isAttr()   {}
func (DenseResourceElementsAttr) isAttr() {}
func (SparseElementsAttr) isAttr()        {}
func (DistinctAttr) isAttr()              {}
func (OpaqueAttr) isAttr()                {}
func (CustomAttr) isAttr()                {}
func (UnknownLoc) isAttr()                {}
func (FileLineColLoc) isAttr()            {}
func (FileLineColRange) isAttr()          {}
func (NameLoc) isAttr()                   {}
func (CallSiteLoc) isAttr()               {}
func (FusedLoc) isAttr()                  {}
func (CustomType) isType()                {}

func (UnknownLoc) isLoc()       {}
func (FileLineColLoc) isLoc()   {}
func (FileLineColRange) isLoc() {}
func (NameLoc) isLoc()          {}
func (CallSiteLoc) isLoc()      {}
func (FusedLoc) isLoc()         {}
func (OpaqueAttr) isLoc()       {}
func (CustomAttr) isLoc()       {}

// Convenience constructors.

// Int returns an integer attribute of type t.
func Int(t Type, v int64) IntegerAttr { return IntegerAttr{Type: t, Value: v} }

// Bool returns a bool (i1) attribute.
func Bool(v bool) IntegerAttr {
	if v {
		return IntegerAttr{Type: I1, Value: 1}
	}
	return IntegerAttr{Type: I1}
}

// Str returns a string attribute.
func Str(s string) StringAttr { return StringAttr{Value: s} }

// F32 returns an f32 float attribute.
func F32(v float32) FloatAttr { return FloatAttr{Type: F32T, Bits: uint64(math.Float32bits(v))} }

// F64 returns an f64 float attribute.
func F64(v float64) FloatAttr { return FloatAttr{Type: F64T, Bits: math.Float64bits(v)} }

// I32Array returns array<i32: v...>.
func I32Array(v ...int32) DenseArrayAttr {
	d := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(d[4*i:], uint32(x))
	}
	return DenseArrayAttr{Elem: I32, Size: len(v), Data: d}
}

// I64Array returns array<i64: v...>.
func I64Array(v ...int64) DenseArrayAttr {
	d := make([]byte, 8*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint64(d[8*i:], uint64(x))
	}
	return DenseArrayAttr{Elem: I64, Size: len(v), Data: d}
}

// DenseInt64s returns a dense elements attribute of 64-bit elements
// (i64 or index element type) with the given shape.
func DenseInt64s(elem Type, shape []int64, v ...int64) DenseElementsAttr {
	d := make([]byte, 8*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint64(d[8*i:], uint64(x))
	}
	return DenseElementsAttr{Type: Tensor(elem, shape...), Data: d}
}

// DenseF32s returns a dense f32 tensor attribute (one value = splat).
func DenseF32s(shape []int64, v ...float32) DenseElementsAttr {
	d := make([]byte, 4*len(v))
	for i, x := range v {
		binary.LittleEndian.PutUint32(d[4*i:], math.Float32bits(x))
	}
	return DenseElementsAttr{Type: Tensor(F32T, shape...), Data: d}
}

// SplatInt returns a splat dense attribute of an integer element type of
// at most 64 bits (not i1).
func SplatInt(t RankedTensorType, v int64) DenseElementsAttr {
	n := (elemBits(t.Elem) + 7) / 8
	d := make([]byte, 8)
	binary.LittleEndian.PutUint64(d, uint64(v))
	return DenseElementsAttr{Type: t, Data: d[:n]}
}

// ---------------------------------------------------------------------------
// Text

func (a IntegerAttr) String() string {
	it, isInt := a.Type.(IntegerType)
	if isInt && it.Width == 1 && it.Signedness == Signless {
		if a.Value&1 != 0 {
			return "true"
		}
		return "false"
	}
	return a.valueString() + " : " + typeString(a.Type)
}

func (a IntegerAttr) valueString() string {
	it, isInt := a.Type.(IntegerType)
	if a.Wide != nil {
		width := 0
		if isInt {
			width = int(it.Width)
		}
		return wideIntString(a.Wide, width, isInt && it.Signedness == Unsigned)
	}
	if isInt && it.Signedness == Unsigned {
		return strconv.FormatUint(uint64(a.Value), 10)
	}
	return strconv.FormatInt(a.Value, 10)
}

// wideIntString prints an integer of width bits given by its low words
// (missing high words are zero). Work is proportional to len(words), not to
// width, so that hostile widths stay cheap.
func wideIntString(words []uint64, width int, unsigned bool) string {
	v := new(big.Int)
	for i := len(words) - 1; i >= 0; i-- {
		v.Lsh(v, 64)
		v.Or(v, new(big.Int).SetUint64(words[i]))
	}
	if width > 0 && len(words)*64 >= width {
		mask := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), uint(width)), big.NewInt(1))
		v.And(v, mask)
		if !unsigned && v.Bit(width-1) == 1 {
			v.Sub(v, new(big.Int).Lsh(big.NewInt(1), uint(width)))
		}
	}
	if width > 512 || len(words) > 8 {
		// Decimal conversion of huge integers is superlinear; hex is not.
		if v.Sign() < 0 {
			return "-0x" + strings.ToUpper(new(big.Int).Neg(v).Text(16))
		}
		return "0x" + strings.ToUpper(v.Text(16))
	}
	return v.String()
}

func (a FloatAttr) String() string {
	return floatValueString(a.Type, a.Bits, a.Wide) + " : " + typeString(a.Type)
}

// floatValueString prints a float value exactly: a decimal literal when the
// value is finite and its shortest exact form is short, else the hex bit
// pattern (which MLIR's parser accepts for float types).
func floatValueString(t Type, bits uint64, wide []uint64) string {
	ft, ok := t.(FloatType)
	if ok {
		var v float64
		exact := true
		switch ft.Kind {
		case FloatF64:
			v = math.Float64frombits(bits)
		case FloatF32:
			v = float64(math.Float32frombits(uint32(bits)))
		case FloatF16:
			v = halfToFloat(uint16(bits))
		case FloatBF16:
			v = float64(math.Float32frombits(uint32(bits) << 16))
		default:
			exact = false
		}
		if exact && !math.IsInf(v, 0) && !math.IsNaN(v) {
			s := strconv.FormatFloat(v, 'e', -1, 64)
			if len(s) <= 24 {
				if !strings.Contains(s, ".") {
					i := strings.IndexByte(s, 'e')
					s = s[:i] + ".0" + s[i:]
				}
				return s
			}
		}
	}
	width := 64
	if ok {
		width = ft.Width()
	}
	return hexBits(bits, wide, width)
}

func hexBits(bits uint64, wide []uint64, width int) string {
	digits := (width + 3) / 4
	if wide == nil {
		wide = []uint64{bits}
	}
	var b strings.Builder
	for i := len(wide) - 1; i >= 0; i-- {
		fmt.Fprintf(&b, "%016X", wide[i])
	}
	s := b.String()
	for len(s) > digits && s[0] == '0' {
		s = s[1:]
	}
	return "0x" + s
}

func halfToFloat(h uint16) float64 {
	sign := 1.0
	if h&0x8000 != 0 {
		sign = -1
	}
	exp := int(h>>10) & 0x1f
	frac := float64(h & 0x3ff)
	switch exp {
	case 0:
		return sign * frac * math.Pow(2, -24)
	case 31:
		if frac == 0 {
			return math.Inf(int(sign))
		}
		return math.NaN()
	}
	return sign * (1 + frac/1024) * math.Pow(2, float64(exp-15))
}

// quote returns s as an MLIR string literal.
func quote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c >= 0x20 && c < 0x7f:
			b.WriteByte(c)
		default:
			b.WriteByte('\\')
			b.WriteString(strings.ToUpper(hex.EncodeToString([]byte{c})))
		}
	}
	b.WriteByte('"')
	return b.String()
}

// isBareIdent reports whether s can be printed without quotes as an
// attribute name, symbol name or resource key.
func isBareIdent(s string) bool {
	if s == "" {
		return false
	}
	c := s[0]
	if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
		return false
	}
	for i := 1; i < len(s); i++ {
		if !isIdentChar(s[i]) {
			return false
		}
	}
	return true
}

func keyString(s string) string {
	if isBareIdent(s) {
		return s
	}
	return quote(s)
}

func (a StringAttr) String() string {
	if a.Type != nil {
		if _, none := a.Type.(NoneType); !none {
			return quote(a.Value) + " : " + a.Type.String()
		}
	}
	return quote(a.Value)
}

func attrString(a Attr) string {
	if a == nil {
		return "<<NULL ATTRIBUTE>>"
	}
	return a.String()
}

func (a ArrayAttr) String() string {
	parts := make([]string, len(a.Elems))
	for i, e := range a.Elems {
		parts[i] = attrString(e)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func namedAttrsString(entries []NamedAttr) string {
	parts := make([]string, len(entries))
	for i, e := range entries {
		if _, unit := e.Value.(UnitAttr); unit {
			parts[i] = keyString(e.Name)
		} else {
			parts[i] = keyString(e.Name) + " = " + attrString(e.Value)
		}
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

func (a DictAttr) String() string { return namedAttrsString(sortedAttrs(a.Entries)) }

func symbolString(s string) string {
	if isBareIdent(s) {
		return "@" + s
	}
	return "@" + quote(s)
}

func (a SymbolRefAttr) String() string {
	s := symbolString(a.Root)
	for _, n := range a.Nested {
		s += "::" + symbolString(n)
	}
	return s
}

func (a TypeAttr) String() string { return typeString(a.Type) }

func (UnitAttr) String() string { return "unit" }

func (a DenseArrayAttr) String() string {
	var b strings.Builder
	b.WriteString("array<")
	b.WriteString(typeString(a.Elem))
	w := (elemBits(a.Elem) + 7) / 8
	if a.Elem == I1 {
		w = 1
	}
	for i := 0; i < a.Size; i++ {
		if i == 0 {
			b.WriteString(": ")
		} else {
			b.WriteString(", ")
		}
		if w == 0 || (i+1)*w > len(a.Data) {
			b.WriteString("<<truncated>>")
			break
		}
		b.WriteString(scalarString(a.Elem, a.Data[i*w:(i+1)*w]))
	}
	b.WriteString(">")
	return b.String()
}

// scalarString prints one little-endian element of type t.
func scalarString(t Type, data []byte) string {
	var raw uint64
	for i := len(data) - 1; i >= 0 && i < 8; i-- {
		raw = raw<<8 | uint64(data[i])
	}
	switch t := t.(type) {
	case IntegerType:
		if t.Width == 1 {
			if raw&1 != 0 {
				return "true"
			}
			return "false"
		}
		if t.Width > 64 {
			words := make([]uint64, (len(data)+7)/8)
			for i := range words {
				var w uint64
				for j := 7; j >= 0; j-- {
					if k := 8*i + j; k < len(data) {
						w = w<<8 | uint64(data[k])
					}
				}
				words[i] = w
			}
			return wideIntString(words, int(t.Width), t.Signedness == Unsigned)
		}
		if t.Signedness == Unsigned {
			if t.Width < 64 {
				raw &= 1<<t.Width - 1
			}
			return strconv.FormatUint(raw, 10)
		}
		return strconv.FormatInt(signExtend(raw, int(t.Width)), 10)
	case IndexType:
		return strconv.FormatInt(int64(raw), 10)
	case FloatType:
		if t.Kind == FloatF80 || t.Kind == FloatF128 {
			return hexBits(0, bytesToWords(data), t.Width())
		}
		return floatValueString(t, raw, nil)
	}
	return "0x" + strings.ToUpper(hex.EncodeToString(data))
}

func bytesToWords(data []byte) []uint64 {
	words := make([]uint64, (len(data)+7)/8)
	for i := range data {
		words[i/8] |= uint64(data[i]) << (8 * (i % 8))
	}
	return words
}

func signExtend(v uint64, width int) int64 {
	if width <= 0 || width >= 64 {
		return int64(v)
	}
	shift := 64 - width
	return int64(v<<shift) >> shift
}

// denseBody prints the part of a dense attribute between "dense<" and ">".
func (a DenseElementsAttr) denseBody() string {
	shape, elem, ok := shapeOf(a.Type)
	n := numElements(shape)
	if !ok || n < 0 {
		return quote("0x" + strings.ToUpper(hex.EncodeToString(a.Data)))
	}
	if it, ok := elem.(IntegerType); ok && it.Width == 1 {
		get := func(i int64) bool {
			if len(a.Data) == 1 && (a.Data[0] == 0 || a.Data[0] == 0xff) {
				return a.Data[0] != 0
			}
			if int(i/8) >= len(a.Data) {
				return false
			}
			return a.Data[i/8]>>(i%8)&1 != 0
		}
		if len(a.Data) == 1 && (a.Data[0] == 0 || a.Data[0] == 0xff) {
			return strconv.FormatBool(get(0))
		}
		return nestedLiteral(shape, func(i int64) string { return strconv.FormatBool(get(i)) })
	}
	bitsPer := elemBits(elem)
	w := (bitsPer + 7) / 8
	if w == 0 {
		return quote("0x" + strings.ToUpper(hex.EncodeToString(a.Data)))
	}
	if len(a.Data) == w && n != 1 {
		return scalarString(elem, a.Data)
	}
	if _, cplx := elem.(ComplexType); !cplx && n <= 64 && int64(len(a.Data)) == n*int64(w) {
		return nestedLiteral(shape, func(i int64) string { return scalarString(elem, a.Data[i*int64(w):(i+1)*int64(w)]) })
	}
	return quote("0x" + strings.ToUpper(hex.EncodeToString(a.Data)))
}

// nestedLiteral prints elements as nested lists following shape.
func nestedLiteral(shape []int64, elem func(int64) string) string {
	if len(shape) == 0 {
		return elem(0)
	}
	var b strings.Builder
	var idx int64
	var rec func(dim int)
	rec = func(dim int) {
		b.WriteByte('[')
		for i := int64(0); i < shape[dim]; i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			if dim == len(shape)-1 {
				b.WriteString(elem(idx))
				idx++
			} else {
				rec(dim + 1)
			}
		}
		b.WriteByte(']')
	}
	rec(0)
	return b.String()
}

func (a DenseElementsAttr) String() string {
	return "dense<" + a.denseBody() + "> : " + typeString(a.Type)
}

func (a DenseStringElementsAttr) denseBody() string {
	shape, _, _ := shapeOf(a.Type)
	if len(a.Strings) == 1 {
		return quote(a.Strings[0])
	}
	n := numElements(shape)
	if n != int64(len(a.Strings)) {
		parts := make([]string, len(a.Strings))
		for i, s := range a.Strings {
			parts[i] = quote(s)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return nestedLiteral(shape, func(i int64) string { return quote(a.Strings[i]) })
}

func (a DenseStringElementsAttr) String() string {
	return "dense<" + a.denseBody() + "> : " + typeString(a.Type)
}

func (a DenseResourceElementsAttr) String() string {
	return "dense_resource<" + keyString(a.Key) + "> : " + typeString(a.Type)
}

func (a SparseElementsAttr) String() string {
	body := func(x Attr) string {
		switch x := x.(type) {
		case DenseElementsAttr:
			return x.denseBody()
		case DenseStringElementsAttr:
			return x.denseBody()
		}
		return attrString(x)
	}
	return "sparse<" + body(a.Indices) + ", " + body(a.Values) + "> : " + typeString(a.Type)
}

func (a DistinctAttr) String() string {
	return "distinct[" + strconv.FormatUint(a.ID, 10) + "]<" + attrString(a.Referenced) + ">"
}

func (a OpaqueAttr) String() string { return a.Text }

func (a CustomAttr) String() string {
	return "<<" + a.Dialect + " attribute in an unknown binary encoding>>"
}

func (a CustomType) String() string {
	return "<<" + a.Dialect + " type in an unknown binary encoding>>"
}

// locInner prints a location without the surrounding loc(...).
func locInner(l Attr) string {
	switch l := l.(type) {
	case nil, UnknownLoc:
		return "unknown"
	case FileLineColLoc:
		return quote(l.File) + ":" + strconv.FormatUint(l.Line, 10) + ":" + strconv.FormatUint(l.Col, 10)
	case FileLineColRange:
		s := quote(l.File)
		u := func(v uint64) string { return strconv.FormatUint(v, 10) }
		switch len(l.Locs) {
		case 0:
		case 1:
			s += ":" + u(l.Locs[0])
		case 2:
			s += ":" + u(l.Locs[0]) + ":" + u(l.Locs[1])
		case 3:
			s += ":" + u(l.Locs[0]) + ":" + u(l.Locs[1]) + " to :" + u(l.Locs[2])
		default:
			s += ":" + u(l.Locs[0]) + ":" + u(l.Locs[1]) + " to " + u(l.Locs[2]) + ":" + u(l.Locs[3])
		}
		return s
	case NameLoc:
		if _, unk := l.Child.(UnknownLoc); unk || l.Child == nil {
			return quote(l.Name)
		}
		return quote(l.Name) + "(" + locInner(l.Child) + ")"
	case CallSiteLoc:
		return "callsite(" + locInner(l.Callee) + " at " + locInner(l.Caller) + ")"
	case FusedLoc:
		parts := make([]string, len(l.Locs))
		for i, x := range l.Locs {
			parts[i] = locInner(x)
		}
		meta := ""
		if l.Metadata != nil {
			meta = "<" + l.Metadata.String() + ">"
		}
		return "fused" + meta + "[" + strings.Join(parts, ", ") + "]"
	case OpaqueAttr:
		t := l.Text
		if strings.HasPrefix(t, "loc(") && strings.HasSuffix(t, ")") {
			return t[4 : len(t)-1]
		}
		return t
	}
	return l.String()
}

// LocString prints a location as loc(...).
func LocString(l Attr) string { return "loc(" + locInner(l) + ")" }

func (l UnknownLoc) String() string       { return LocString(l) }
func (l FileLineColLoc) String() string   { return LocString(l) }
func (l FileLineColRange) String() string { return LocString(l) }
func (l NameLoc) String() string          { return LocString(l) }
func (l CallSiteLoc) String() string      { return LocString(l) }
func (l FusedLoc) String() string         { return LocString(l) }

// attrDialect returns the dialect owning a.
func attrDialect(a Attr) string {
	switch a := a.(type) {
	case OpaqueAttr:
		if a.Dialect != "" {
			return a.Dialect
		}
		return dialectOfText(a.Text)
	case CustomAttr:
		return a.Dialect
	}
	return "builtin"
}
