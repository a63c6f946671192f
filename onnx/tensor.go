package onnx

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// onnxTypes maps ONNX TensorProto.DataType codes to graph dtypes.
var onnxTypes = map[int32]graph.DType{
	int32(onnxpb.TensorProto_FLOAT):    graph.Float32,
	int32(onnxpb.TensorProto_UINT8):    graph.Uint8,
	int32(onnxpb.TensorProto_INT8):     graph.Int8,
	int32(onnxpb.TensorProto_UINT16):   graph.Uint16,
	int32(onnxpb.TensorProto_INT16):    graph.Int16,
	int32(onnxpb.TensorProto_INT32):    graph.Int32,
	int32(onnxpb.TensorProto_INT64):    graph.Int64,
	int32(onnxpb.TensorProto_BOOL):     graph.Bool,
	int32(onnxpb.TensorProto_FLOAT16):  graph.Float16,
	int32(onnxpb.TensorProto_DOUBLE):   graph.Float64,
	int32(onnxpb.TensorProto_UINT32):   graph.Uint32,
	int32(onnxpb.TensorProto_UINT64):   graph.Uint64,
	int32(onnxpb.TensorProto_BFLOAT16): graph.BFloat16,
	int32(onnxpb.TensorProto_STRING):   graph.String,
}

// DTypeFromONNX maps an ONNX element type code to a graph dtype, with an
// error naming the ONNX type when mgxport does not support it.
func DTypeFromONNX(code int32) (graph.DType, error) {
	if dt, ok := onnxTypes[code]; ok {
		return dt, nil
	}
	name := onnxpb.TensorProto_DataType(code).String()
	if _, known := onnxpb.TensorProto_DataType_name[code]; !known {
		name = fmt.Sprintf("%d", code)
	}
	return graph.Undefined, unsupported("unsupported element type %s", name)
}

// DTypeToONNX maps a graph dtype to its ONNX element type code.
func DTypeToONNX(dt graph.DType) (int32, error) {
	for code, d := range onnxTypes {
		if d == dt {
			return code, nil
		}
	}
	return 0, fmt.Errorf("dtype %v has no ONNX type", dt)
}

// externalLoader reads external tensor data; nil when external data is not
// available (a model decoded from bytes without a directory).
type externalLoader func(tp *onnxpb.TensorProto, nbytes int64) ([]byte, error)

// TensorFromProto converts a TensorProto holding its data inline (typed
// fields or raw_data) into a graph tensor. The element count implied by the
// dims must match the data present; nothing larger than the data is
// allocated.
func TensorFromProto(tp *onnxpb.TensorProto) (*graph.Tensor, error) {
	return tensorFromProto(tp, nil)
}

func tensorFromProto(tp *onnxpb.TensorProto, ext externalLoader) (*graph.Tensor, error) {
	dt, err := DTypeFromONNX(tp.GetDataType())
	if err != nil {
		return nil, err
	}
	if tp.Segment != nil {
		return nil, unsupported("segmented tensors are not supported")
	}
	shape := make(graph.Shape, len(tp.GetDims()))
	copy(shape, tp.GetDims())
	n, err := shape.NumElements()
	if err != nil {
		return nil, err
	}
	if dt == graph.String {
		return stringTensorFromProto(tp, shape, n)
	}
	size := int64(dt.Size())
	if n > graph.MaxElements/size {
		return nil, fmt.Errorf("%v%v is too large", dt, shape)
	}
	nbytes := n * size
	t := &graph.Tensor{DType: dt, Shape: shape}

	if tp.GetDataLocation() == onnxpb.TensorProto_EXTERNAL {
		if ext == nil {
			return nil, fmt.Errorf("tensor has external data but no model directory is known")
		}
		data, err := ext(tp, nbytes)
		if err != nil {
			return nil, err
		}
		t.Data = data
		return t, nil
	}
	if tp.RawData != nil {
		raw := tp.GetRawData()
		if int64(len(raw)) != nbytes {
			return nil, fmt.Errorf("%v%v: raw_data has %d bytes, want %d", dt, shape, len(raw), nbytes)
		}
		t.Data = raw
		return t, nil
	}

	// Typed fields: check the count before allocating the output.
	var count int
	switch dt {
	case graph.Float32:
		count = len(tp.GetFloatData())
	case graph.Float64:
		count = len(tp.GetDoubleData())
	case graph.Int64:
		count = len(tp.GetInt64Data())
	case graph.Uint32, graph.Uint64:
		count = len(tp.GetUint64Data())
	default:
		count = len(tp.GetInt32Data())
	}
	if int64(count) != n {
		return nil, fmt.Errorf("%v%v: has %d values, want %d", dt, shape, count, n)
	}
	t.Data = make([]byte, nbytes)
	d := t.Data
	switch dt {
	case graph.Float32:
		for i, v := range tp.GetFloatData() {
			binary.LittleEndian.PutUint32(d[4*i:], math.Float32bits(v))
		}
	case graph.Float64:
		for i, v := range tp.GetDoubleData() {
			binary.LittleEndian.PutUint64(d[8*i:], math.Float64bits(v))
		}
	case graph.Int64:
		for i, v := range tp.GetInt64Data() {
			binary.LittleEndian.PutUint64(d[8*i:], uint64(v))
		}
	case graph.Uint32:
		for i, v := range tp.GetUint64Data() {
			binary.LittleEndian.PutUint32(d[4*i:], uint32(v))
		}
	case graph.Uint64:
		for i, v := range tp.GetUint64Data() {
			binary.LittleEndian.PutUint64(d[8*i:], v)
		}
	case graph.Float16, graph.BFloat16, graph.Int16, graph.Uint16:
		for i, v := range tp.GetInt32Data() {
			binary.LittleEndian.PutUint16(d[2*i:], uint16(v))
		}
	case graph.Int32:
		for i, v := range tp.GetInt32Data() {
			binary.LittleEndian.PutUint32(d[4*i:], uint32(v))
		}
	case graph.Int8, graph.Uint8:
		for i, v := range tp.GetInt32Data() {
			d[i] = byte(v)
		}
	case graph.Bool:
		for i, v := range tp.GetInt32Data() {
			if v != 0 {
				d[i] = 1
			}
		}
	}
	return t, nil
}

// stringTensorFromProto decodes a STRING tensor: its elements are in
// string_data, one per element (ONNX has no raw_data or external form for
// strings). The count is checked against the strings present before
// anything is allocated, so the dims cannot make it allocate more than the
// message already holds.
func stringTensorFromProto(tp *onnxpb.TensorProto, shape graph.Shape, n int64) (*graph.Tensor, error) {
	if tp.GetDataLocation() == onnxpb.TensorProto_EXTERNAL || tp.RawData != nil {
		return nil, fmt.Errorf("string%v: strings must be in string_data, not raw or external data", shape)
	}
	sd := tp.GetStringData()
	if int64(len(sd)) != n {
		return nil, fmt.Errorf("string%v: has %d strings, want %d", shape, len(sd), n)
	}
	t := &graph.Tensor{DType: graph.String, Shape: shape, Strings: make([]string, len(sd))}
	for i, b := range sd {
		t.Strings[i] = string(b)
	}
	return t, nil
}

// TensorToProto converts a graph tensor into a TensorProto with raw_data
// (the compact form ONNX writers use), or string_data for strings.
func TensorToProto(name string, t *graph.Tensor) (*onnxpb.TensorProto, error) {
	if err := t.Validate(); err != nil {
		return nil, err
	}
	code, err := DTypeToONNX(t.DType)
	if err != nil {
		return nil, err
	}
	dims := make([]int64, len(t.Shape))
	copy(dims, t.Shape)
	if t.DType == graph.String {
		sd := make([][]byte, len(t.Strings))
		for i, s := range t.Strings {
			sd[i] = []byte(s)
		}
		return &onnxpb.TensorProto{Name: &name, DataType: &code, Dims: dims, StringData: sd}, nil
	}
	raw := make([]byte, len(t.Data))
	copy(raw, t.Data)
	return &onnxpb.TensorProto{Name: &name, DataType: &code, Dims: dims, RawData: raw}, nil
}
