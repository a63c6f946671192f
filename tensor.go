package mgxport

import (
	"fmt"
	"reflect"
	"slices"
	"unsafe"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

// DType is an element type, by its NumPy name.
type DType string

// The element types a bundle's inputs and outputs have.
const (
	Float16 DType = "float16"
	Float32 DType = "float32"
	Float64 DType = "float64"
	Int8    DType = "int8"
	Int16   DType = "int16"
	Int32   DType = "int32"
	Int64   DType = "int64"
	Uint8   DType = "uint8"
	Uint16  DType = "uint16"
	Uint32  DType = "uint32"
	Uint64  DType = "uint64"
	Bool    DType = "bool"
	// String is ONNX's STRING: a host tensor of Go strings
	// (NewStringTensor, Strings), never in device memory.
	String DType = "string"
)

// The types of ONNX's values that are not tensors, which a run may return
// (never take) as host values: their contents are Items.
const (
	// Sequence is ONNX's seq(T): Items are its tensors or maps, in order
	// (ZipMap, after skl2onnx's classifiers, gives a sequence of maps).
	Sequence DType = "sequence"
	// Map is ONNX's map(K, V): Items are two 1-D tensors of equal length,
	// its keys (int64 or string, none twice) and its values.
	Map DType = "map"
	// Optional is ONNX's optional(T): Items are none or one value.
	Optional DType = "optional"
)

// Size is the bytes of one element; 0 for a type mgxport does not know.
func (d DType) Size() int64 { return program.DTypeSize(string(d)) }

// Element is a Go type that a tensor's elements can have. float16 data
// goes through NewTensorBytes.
type Element interface {
	~float32 | ~float64 | ~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~bool
}

// dtypeOf is the DType of T.
func dtypeOf[T Element]() DType {
	switch reflect.TypeFor[T]().Kind() {
	case reflect.Float32:
		return Float32
	case reflect.Float64:
		return Float64
	case reflect.Int8:
		return Int8
	case reflect.Int16:
		return Int16
	case reflect.Int32:
		return Int32
	case reflect.Int64:
		return Int64
	case reflect.Uint8:
		return Uint8
	case reflect.Uint16:
		return Uint16
	case reflect.Uint32:
		return Uint32
	case reflect.Uint64:
		return Uint64
	default:
		return Bool
	}
}

// Tensor is a dense row-major tensor over memory the caller owns: a host
// tensor wraps a slice without copying it, a device tensor a device
// address (a CUdeviceptr or hipDeviceptr_t; on the host target, a host
// address). The caller keeps the memory alive and unchanged while a run
// uses it. Outputs a run returns are host tensors over memory the run
// allocated.
type Tensor struct {
	dtype  DType
	shape  []int64
	data   []byte  // host tensors
	ptr    uintptr // device tensors
	bytes  int64   // a device tensor's size (its capacity, as an output)
	device bool
	// release gives back memory NewHostTensor allocated (nil otherwise).
	release func() error
	strs    []string  // a String tensor's elements
	items   []*Tensor // a Sequence's, Map's or Optional's contents
}

// Items is the contents of a Sequence, Map or Optional value (nil for a
// tensor): a sequence's elements, a map's keys and values, an optional's
// value (none or one). The caller must not change them.
func (t *Tensor) Items() []*Tensor { return t.items }

// NewStringTensor wraps values, row-major, as a String tensor of shape,
// without copying.
func NewStringTensor(shape []int64, values []string) (*Tensor, error) {
	n, err := program.Elems(shape)
	if err != nil {
		return nil, err
	}
	if int64(len(values)) != n {
		return nil, fmt.Errorf("tensor string %v holds %d strings, got %d", shape, n, len(values))
	}
	return &Tensor{dtype: String, shape: slices.Clone(shape), strs: values}, nil
}

// Strings is a String tensor's elements (nil for other types); the caller
// must not change them.
func (t *Tensor) Strings() []string { return t.strs }

// NewTensor wraps data, a host slice, as a tensor of shape, without
// copying: the run reads (or, as an output, writes) data itself.
func NewTensor[T Element](shape []int64, data []T) (*Tensor, error) {
	var zero T
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(data))), len(data)*int(unsafe.Sizeof(zero)))
	return NewTensorBytes(dtypeOf[T](), shape, b)
}

// NewTensorBytes wraps data, little-endian row-major elements of dtype
// (float16 included), as a tensor of shape, without copying.
func NewTensorBytes(dtype DType, shape []int64, data []byte) (*Tensor, error) {
	n, err := elems(dtype, shape)
	if err != nil {
		return nil, err
	}
	if int64(len(data)) != n*dtype.Size() {
		return nil, fmt.Errorf("tensor %s %v takes %d bytes, got %d", dtype, shape, n*dtype.Size(), len(data))
	}
	return &Tensor{dtype: dtype, shape: slices.Clone(shape), data: data}, nil
}

// NewDeviceTensor describes a tensor in device memory at ptr, bytes long
// (as an output, bytes is the buffer's capacity), on the device a Model
// runs on: its inputs are read and its outputs written there without
// passing through the host. On the host target ptr is a host address.
func NewDeviceTensor(dtype DType, shape []int64, ptr uintptr, bytes int64) (*Tensor, error) {
	n, err := elems(dtype, shape)
	if err != nil {
		return nil, err
	}
	if ptr == 0 {
		return nil, fmt.Errorf("device tensor %s %v: null address", dtype, shape)
	}
	if bytes < n*dtype.Size() {
		return nil, fmt.Errorf("device tensor %s %v takes %d bytes, the buffer holds %d", dtype, shape, n*dtype.Size(), bytes)
	}
	return &Tensor{dtype: dtype, shape: slices.Clone(shape), ptr: ptr, bytes: bytes, device: true}, nil
}

// elems checks dtype and shape and counts the elements.
func elems(dtype DType, shape []int64) (int64, error) {
	if dtype.Size() == 0 {
		return 0, fmt.Errorf("unknown dtype %q", dtype)
	}
	n, err := program.Elems(shape)
	if err != nil {
		return 0, err
	}
	return n, nil
}

// DType is the element type.
func (t *Tensor) DType() DType { return t.dtype }

// Shape is the tensor's shape (empty for a scalar); the caller must not
// change it.
func (t *Tensor) Shape() []int64 { return t.shape }

// Bytes is a host tensor's data (nil for a device tensor).
func (t *Tensor) Bytes() []byte { return t.data }

// OnDevice reports whether the tensor is in device memory.
func (t *Tensor) OnDevice() bool { return t.device }

// DevicePtr is a device tensor's address (0 for a host tensor).
func (t *Tensor) DevicePtr() uintptr { return t.ptr }

// Len is the number of elements.
func (t *Tensor) Len() int64 {
	n, _ := program.Elems(t.shape)
	return n
}

// Data views a host tensor's elements as a []T without copying; T must
// match the tensor's dtype.
func Data[T Element](t *Tensor) ([]T, error) {
	if t.device {
		return nil, fmt.Errorf("tensor %s %v is in device memory", t.dtype, t.shape)
	}
	if d := dtypeOf[T](); d != t.dtype {
		return nil, fmt.Errorf("tensor is %s, not %s", t.dtype, d)
	}
	var zero T
	n := len(t.data) / int(unsafe.Sizeof(zero))
	if n == 0 {
		return []T{}, nil
	}
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(t.data))), n), nil
}

// array is the tensor as the runtime takes it (a device tensor with nil
// data).
func (t *Tensor) array() *npy.Array {
	return &npy.Array{DType: string(t.dtype), Shape: t.shape, Data: t.data, Strings: t.strs}
}

// fromArray wraps a runtime output (a host value's items too).
func fromArray(a *npy.Array) *Tensor {
	t := &Tensor{dtype: DType(a.DType), shape: a.Shape, data: a.Data, strs: a.Strings}
	if a.Items != nil {
		t.items = make([]*Tensor, len(a.Items))
		for i, it := range a.Items {
			t.items[i] = fromArray(it)
		}
	}
	return t
}
