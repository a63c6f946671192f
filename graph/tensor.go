package graph

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
)

// Tensor is a constant: an initializer, an attribute value, an input or an
// output of the reference evaluator. Data holds the elements in row-major
// order, little-endian, Size() bytes each (bool as one byte 0 or 1). A
// String tensor keeps its elements in Strings instead, in the same order,
// and has no Data.
type Tensor struct {
	DType DType
	Shape Shape
	Data  []byte
	// Strings holds the elements of a String tensor (nil otherwise).
	Strings []string
	// Elems holds a Sequence's tensors, or an Optional's value (none or
	// one); such a value has no Shape, Data or Strings (container.go).
	Elems []*Tensor
}

// errStringNumber is the panic of the numeric accessors on a String tensor:
// a caller bug (ops check their input types first), which the evaluator's
// recover reports against the node, rather than endless mutual recursion.
var errStringNumber = errors.New("numeric access to a string tensor")

// maxStringElements bounds a string tensor's element count: each element
// costs a string header even when empty.
const maxStringElements = MaxElements / 16

// NewTensor allocates a zero-filled tensor, checking that the shape is valid
// and its byte size bounded.
func NewTensor(dt DType, shape Shape) (*Tensor, error) {
	if !dt.Valid() {
		return nil, fmt.Errorf("new tensor: invalid dtype %v", dt)
	}
	n, err := shape.NumElements()
	if err != nil {
		return nil, fmt.Errorf("new tensor: %w", err)
	}
	if dt == String {
		if n > maxStringElements {
			return nil, fmt.Errorf("new tensor: %v %v is too large", dt, shape)
		}
		return &Tensor{DType: dt, Shape: shape.Clone(), Strings: make([]string, n)}, nil
	}
	if n > MaxElements/int64(dt.Size()) {
		return nil, fmt.Errorf("new tensor: %v %v is too large", dt, shape)
	}
	return &Tensor{DType: dt, Shape: shape.Clone(), Data: make([]byte, n*int64(dt.Size()))}, nil
}

// Len is the number of elements.
func (t *Tensor) Len() int {
	if t.DType == String {
		return len(t.Strings)
	}
	if t.DType.Size() == 0 {
		return 0
	}
	return len(t.Data) / t.DType.Size()
}

// Validate checks that Data holds exactly the bytes the dtype and shape call
// for (for a String tensor: that Strings holds one string per element and
// Data nothing).
func (t *Tensor) Validate() error {
	if t.DType.IsContainer() {
		return t.validateContainer(0)
	}
	if t.Elems != nil {
		return fmt.Errorf("tensor %v %v: a tensor holds elements of a sequence", t.DType, t.Shape)
	}
	if !t.DType.Valid() {
		return fmt.Errorf("tensor: invalid dtype %v", t.DType)
	}
	n, err := t.Shape.NumElements()
	if err != nil {
		return fmt.Errorf("tensor: %w", err)
	}
	if t.DType == String {
		if int64(len(t.Strings)) != n || len(t.Data) != 0 {
			return fmt.Errorf("tensor %v %v: has %d strings and %d bytes, want %d strings", t.DType, t.Shape, len(t.Strings), len(t.Data), n)
		}
		return nil
	}
	if t.Strings != nil {
		return fmt.Errorf("tensor %v %v: a non-string tensor holds strings", t.DType, t.Shape)
	}
	if want := n * int64(t.DType.Size()); int64(len(t.Data)) != want {
		return fmt.Errorf("tensor %v %v: has %d bytes, want %d", t.DType, t.Shape, len(t.Data), want)
	}
	return nil
}

// Clone returns a deep copy.
func (t *Tensor) Clone() *Tensor {
	d := make([]byte, len(t.Data))
	copy(d, t.Data)
	c := &Tensor{DType: t.DType, Shape: t.Shape.Clone(), Data: d}
	if t.Strings != nil {
		c.Strings = append([]string(nil), t.Strings...)
	}
	for _, e := range t.Elems {
		c.Elems = append(c.Elems, e.Clone())
	}
	return c
}

// String describes the tensor's type, e.g. "float32[4,64]".
func (t *Tensor) String() string {
	if t.DType.IsContainer() {
		return t.containerString()
	}
	return t.DType.String() + t.Shape.String()
}

// Float64 returns element i converted to float64 (integers exactly up to
// 2^53, bool as 0 or 1).
func (t *Tensor) Float64(i int) float64 {
	d := t.Data
	switch t.DType {
	case Float32:
		return float64(math.Float32frombits(binary.LittleEndian.Uint32(d[4*i:])))
	case Float16:
		return float64(Float16ToFloat32(binary.LittleEndian.Uint16(d[2*i:])))
	case BFloat16:
		return float64(BFloat16ToFloat32(binary.LittleEndian.Uint16(d[2*i:])))
	case Float64:
		return math.Float64frombits(binary.LittleEndian.Uint64(d[8*i:]))
	case Uint64:
		return float64(binary.LittleEndian.Uint64(d[8*i:]))
	case String:
		panic(errStringNumber)
	}
	return float64(t.Int64(i))
}

// Int64 returns element i converted to int64: integers are sign- or
// zero-extended (uint64 keeps its bits), floats truncate toward zero and
// saturate, NaN gives 0.
func (t *Tensor) Int64(i int) int64 {
	d := t.Data
	switch t.DType {
	case Int8:
		return int64(int8(d[i]))
	case Uint8, Bool:
		return int64(d[i])
	case Int16:
		return int64(int16(binary.LittleEndian.Uint16(d[2*i:])))
	case Uint16:
		return int64(binary.LittleEndian.Uint16(d[2*i:]))
	case Int32:
		return int64(int32(binary.LittleEndian.Uint32(d[4*i:])))
	case Uint32:
		return int64(binary.LittleEndian.Uint32(d[4*i:]))
	case Int64, Uint64:
		return int64(binary.LittleEndian.Uint64(d[8*i:]))
	case String:
		panic(errStringNumber)
	}
	return FloatToInt64(t.Float64(i))
}

// FloatToInt64 truncates f toward zero, saturating at the int64 range; NaN
// gives 0. Go leaves out-of-range conversions implementation-defined, so the
// evaluator always goes through here.
func FloatToInt64(f float64) int64 {
	switch {
	case f != f:
		return 0
	case f >= 9.223372036854775807e18:
		return math.MaxInt64
	case f <= -9.223372036854775808e18:
		return math.MinInt64
	}
	return int64(f)
}

// SetFloat64 stores v at element i, converting to the tensor's dtype: floats
// round to nearest even, integers truncate toward zero and wrap to the
// type's width (as numpy's astype does), bool is v != 0.
func (t *Tensor) SetFloat64(i int, v float64) {
	d := t.Data
	switch t.DType {
	case Float32:
		binary.LittleEndian.PutUint32(d[4*i:], math.Float32bits(float32(v)))
	case Float16:
		binary.LittleEndian.PutUint16(d[2*i:], Float32ToFloat16(float32(v)))
	case BFloat16:
		binary.LittleEndian.PutUint16(d[2*i:], Float32ToBFloat16(float32(v)))
	case Float64:
		binary.LittleEndian.PutUint64(d[8*i:], math.Float64bits(v))
	case Bool:
		if v != 0 {
			d[i] = 1
		} else {
			d[i] = 0
		}
	case Uint64:
		if v >= 9.223372036854775807e18 && v < 1.8446744073709551615e19 {
			binary.LittleEndian.PutUint64(d[8*i:], uint64(v))
			return
		}
		t.SetInt64(i, FloatToInt64(v))
	case String:
		panic(errStringNumber)
	default:
		t.SetInt64(i, FloatToInt64(v))
	}
}

// SetInt64 stores v at element i: integers keep the low bits (wrapping),
// floats get the nearest value, bool is v != 0.
func (t *Tensor) SetInt64(i int, v int64) {
	d := t.Data
	switch t.DType {
	case Int8, Uint8:
		d[i] = byte(v)
	case Bool:
		if v != 0 {
			d[i] = 1
		} else {
			d[i] = 0
		}
	case Int16, Uint16:
		binary.LittleEndian.PutUint16(d[2*i:], uint16(v))
	case Int32, Uint32:
		binary.LittleEndian.PutUint32(d[4*i:], uint32(v))
	case Int64, Uint64:
		binary.LittleEndian.PutUint64(d[8*i:], uint64(v))
	case String:
		panic(errStringNumber)
	default:
		t.SetFloat64(i, float64(v))
	}
}

// Float64s decodes every element to float64.
func (t *Tensor) Float64s() []float64 {
	out := make([]float64, t.Len())
	if t.DType == Float32 {
		for i := range out {
			out[i] = float64(math.Float32frombits(binary.LittleEndian.Uint32(t.Data[4*i:])))
		}
		return out
	}
	for i := range out {
		out[i] = t.Float64(i)
	}
	return out
}

// Float32s decodes every element to float32.
func (t *Tensor) Float32s() []float32 {
	out := make([]float32, t.Len())
	if t.DType == Float32 {
		for i := range out {
			out[i] = math.Float32frombits(binary.LittleEndian.Uint32(t.Data[4*i:]))
		}
		return out
	}
	for i := range out {
		out[i] = float32(t.Float64(i))
	}
	return out
}

// Int64s decodes every element to int64 (see Int64).
func (t *Tensor) Int64s() []int64 {
	out := make([]int64, t.Len())
	for i := range out {
		out[i] = t.Int64(i)
	}
	return out
}

// FromFloat64s builds a tensor of dtype dt from values, converting each as
// SetFloat64 does. It fails when the value count does not match the shape.
func FromFloat64s(dt DType, shape Shape, values []float64) (*Tensor, error) {
	t, err := NewTensor(dt, shape)
	if err != nil {
		return nil, err
	}
	if len(values) != t.Len() {
		return nil, fmt.Errorf("tensor %v%v: got %d values, want %d", dt, shape, len(values), t.Len())
	}
	for i, v := range values {
		t.SetFloat64(i, v)
	}
	return t, nil
}

// FromInt64s builds a tensor of dtype dt from values, converting each as
// SetInt64 does.
func FromInt64s(dt DType, shape Shape, values []int64) (*Tensor, error) {
	t, err := NewTensor(dt, shape)
	if err != nil {
		return nil, err
	}
	if len(values) != t.Len() {
		return nil, fmt.Errorf("tensor %v%v: got %d values, want %d", dt, shape, len(values), t.Len())
	}
	for i, v := range values {
		t.SetInt64(i, v)
	}
	return t, nil
}

// FromFloat32s builds a float32 tensor that holds values.
func FromFloat32s(shape Shape, values []float32) (*Tensor, error) {
	t, err := NewTensor(Float32, shape)
	if err != nil {
		return nil, err
	}
	if len(values) != t.Len() {
		return nil, fmt.Errorf("tensor float32%v: got %d values, want %d", shape, len(values), t.Len())
	}
	for i, v := range values {
		binary.LittleEndian.PutUint32(t.Data[4*i:], math.Float32bits(v))
	}
	return t, nil
}

// FromStrings builds a String tensor that holds values.
func FromStrings(shape Shape, values []string) (*Tensor, error) {
	t, err := NewTensor(String, shape)
	if err != nil {
		return nil, err
	}
	if len(values) != t.Len() {
		return nil, fmt.Errorf("tensor string%v: got %d values, want %d", shape, len(values), t.Len())
	}
	copy(t.Strings, values)
	return t, nil
}

// Scalar builds a rank-0 tensor of dtype dt holding v.
func Scalar(dt DType, v float64) *Tensor {
	t := &Tensor{DType: dt, Shape: Shape{}, Data: make([]byte, dt.Size())}
	t.SetFloat64(0, v)
	return t
}
