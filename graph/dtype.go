package graph

import "fmt"

// DType is the element type of a tensor or value. The zero value is
// Undefined, which is never valid on a tensor that holds data.
type DType uint8

// The element types mgxport supports. The names match numpy's dtype names
// (see String), which is also what .npy files and the bundle use.
const (
	Undefined DType = iota
	Float32
	Float16
	BFloat16
	Float64
	Int8
	Int16
	Int32
	Int64
	Uint8
	Uint16
	Uint32
	Uint64
	Bool
	// String is ONNX's STRING: each element is a byte string of its own
	// length, held in Tensor.Strings rather than Data (Size is 0). Only the
	// reference evaluator computes on strings.
	String
	dtypeCount
)

// The types of values that are not tensors (container.go): they are no
// element types (Valid is false), have no size, and only the reference
// evaluator computes on them.
const (
	// Sequence is ONNX's sequence type: an ordered list of tensors of
	// one element type, in Tensor.Elems.
	Sequence DType = iota + 100
	// Optional is ONNX's optional type: no value, or one (a tensor or a
	// sequence), in Tensor.Elems.
	Optional
	// Map is ONNX's map type: keys (a 1-D int64 or string tensor, no key
	// twice) and values (a 1-D tensor as long), Tensor.Elems[0] and [1].
	// It appears in sequences (ZipMap's seq(map(K, float))).
	Map
)

var dtypeInfo = [dtypeCount]struct {
	name string
	size int
}{
	Undefined: {"undefined", 0},
	Float32:   {"float32", 4},
	Float16:   {"float16", 2},
	BFloat16:  {"bfloat16", 2},
	Float64:   {"float64", 8},
	Int8:      {"int8", 1},
	Int16:     {"int16", 2},
	Int32:     {"int32", 4},
	Int64:     {"int64", 8},
	Uint8:     {"uint8", 1},
	Uint16:    {"uint16", 2},
	Uint32:    {"uint32", 4},
	Uint64:    {"uint64", 8},
	Bool:      {"bool", 1},
	String:    {"string", 0},
}

// Size is the number of bytes one element occupies in Tensor.Data (0 for
// Undefined, String or an unknown value).
func (d DType) Size() int {
	if d >= dtypeCount {
		return 0
	}
	return dtypeInfo[d].size
}

// String is the numpy name of the type, e.g. "float32".
func (d DType) String() string {
	switch d {
	case Sequence:
		return "sequence"
	case Optional:
		return "optional"
	case Map:
		return "map"
	}
	if d >= dtypeCount {
		return fmt.Sprintf("dtype(%d)", uint8(d))
	}
	return dtypeInfo[d].name
}

// Valid reports whether d is one of the supported element types.
func (d DType) Valid() bool { return d > Undefined && d < dtypeCount }

// IsFloat reports whether d is a floating-point type.
func (d DType) IsFloat() bool {
	return d == Float32 || d == Float16 || d == BFloat16 || d == Float64
}

// IsInt reports whether d is a signed or unsigned integer type (not Bool).
func (d DType) IsInt() bool { return d >= Int8 && d <= Uint64 }

// IsSigned reports whether d is a signed integer or floating-point type.
func (d DType) IsSigned() bool { return d.IsFloat() || (d >= Int8 && d <= Int64) }

// IsUnsigned reports whether d is an unsigned integer type.
func (d DType) IsUnsigned() bool { return d >= Uint8 && d <= Uint64 }

// ParseDType returns the type with the given numpy name ("float32", "int64",
// "bool", ...).
func ParseDType(name string) (DType, error) {
	for d := Float32; d < dtypeCount; d++ {
		if dtypeInfo[d].name == name {
			return d, nil
		}
	}
	return Undefined, fmt.Errorf("unknown dtype %q", name)
}

// AllDTypes lists every supported fixed-size element type (all but String),
// in declaration order: the types whose elements live in Tensor.Data.
func AllDTypes() []DType {
	out := make([]DType, 0, dtypeCount-1)
	for d := Float32; d < String; d++ {
		out = append(out, d)
	}
	return out
}
