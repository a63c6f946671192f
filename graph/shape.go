package graph

import (
	"fmt"
	"strconv"
	"strings"
)

// Shape is a static tensor shape: one non-negative size per dimension. A
// scalar has the empty shape.
type Shape []int64

// MaxElements bounds the element count of any one tensor mgxport will
// create; it keeps size arithmetic far from int64 overflow.
const MaxElements = 1 << 40

// NumElements is the product of the dims, or an error when a dim is negative
// or the product exceeds MaxElements.
func (s Shape) NumElements() (int64, error) {
	n := int64(1)
	for _, d := range s {
		if d < 0 {
			return 0, fmt.Errorf("shape %v: negative dim %d", s, d)
		}
		if d == 0 {
			n = 0
			continue
		}
		if n > 0 && d > MaxElements/n {
			return 0, fmt.Errorf("shape %v: more than %d elements", s, int64(MaxElements))
		}
		if n > 0 {
			n *= d
		}
	}
	return n, nil
}

// Size is the element count of a shape already known to be valid; it
// returns -1 when the shape is invalid.
func (s Shape) Size() int64 {
	n, err := s.NumElements()
	if err != nil {
		return -1
	}
	return n
}

// Rank is the number of dimensions.
func (s Shape) Rank() int { return len(s) }

// Equal reports whether two shapes have the same dims.
func (s Shape) Equal(o Shape) bool {
	if len(s) != len(o) {
		return false
	}
	for i := range s {
		if s[i] != o[i] {
			return false
		}
	}
	return true
}

// Clone returns a copy that shares no memory with s (never nil).
func (s Shape) Clone() Shape {
	out := make(Shape, len(s))
	copy(out, s)
	return out
}

// Strides are the row-major element strides of the shape.
func (s Shape) Strides() []int64 {
	st := make([]int64, len(s))
	acc := int64(1)
	for i := len(s) - 1; i >= 0; i-- {
		st[i] = acc
		acc *= s[i]
	}
	return st
}

// String formats the shape as "[4,64]".
func (s Shape) String() string {
	parts := make([]string, len(s))
	for i, d := range s {
		parts[i] = strconv.FormatInt(d, 10)
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// Dim is one dimension of a declared (possibly symbolic) shape as the model
// states it: either a static Size, or a Param name such as "batch" that must
// be bound to a size before compilation. Size is -1 when the dim is dynamic
// (named or anonymous).
type Dim struct {
	Size  int64
	Param string
}

// Static reports whether the dim has a known size.
func (d Dim) Static() bool { return d.Size >= 0 }

// String is the size, the param name, or "?" for an anonymous dynamic dim.
func (d Dim) String() string {
	switch {
	case d.Size >= 0:
		return strconv.FormatInt(d.Size, 10)
	case d.Param != "":
		return d.Param
	}
	return "?"
}

// DimsString formats declared dims as "[batch,128]".
func DimsString(dims []Dim) string {
	parts := make([]string, len(dims))
	for i, d := range dims {
		parts[i] = d.String()
	}
	return "[" + strings.Join(parts, ",") + "]"
}

// StaticShape returns the shape of fully static dims, and false when any dim
// is dynamic.
func StaticShape(dims []Dim) (Shape, bool) {
	s := make(Shape, len(dims))
	for i, d := range dims {
		if d.Size < 0 {
			return nil, false
		}
		s[i] = d.Size
	}
	return s, true
}

// NormalizeAxis maps a possibly negative axis into [0, rank), as ONNX
// defines negative axes, or returns an error when it is out of range.
func NormalizeAxis(axis int64, rank int) (int, error) {
	r := int64(rank)
	if axis < -r || axis >= r {
		if rank == 0 && (axis == 0 || axis == -1) {
			return 0, nil
		}
		return 0, fmt.Errorf("axis %d out of range for rank %d", axis, rank)
	}
	if axis < 0 {
		axis += r
	}
	return int(axis), nil
}

// BroadcastShapes returns the numpy-style broadcast of the given shapes.
func BroadcastShapes(shapes ...Shape) (Shape, error) {
	rank := 0
	for _, s := range shapes {
		rank = max(rank, len(s))
	}
	out := make(Shape, rank)
	for i := range out {
		out[i] = 1
	}
	for _, s := range shapes {
		off := rank - len(s)
		for i, d := range s {
			o := out[off+i]
			switch {
			case d == o || d == 1:
			case o == 1:
				out[off+i] = d
			default:
				return nil, fmt.Errorf("shapes %v do not broadcast (dim %d: %d vs %d)", shapes, off+i, o, d)
			}
		}
	}
	return out, nil
}
