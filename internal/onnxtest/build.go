// Package onnxtest builds ONNX models in Go for mgxport's tests, fuzz seeds,
// benchmarks and the sample generator: a small builder over the generated
// onnxpb types.
package onnxtest

import (
	"maps"
	"slices"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// Model is a model under construction.
type Model struct {
	Graph *onnxpb.GraphProto
	Opset int64
	IR    int64
	// Domains are further opset imports (domain -> version), written in
	// sorted order; a default opset of 0 is left out.
	Domains map[string]int64
}

// New starts a model with the given graph name and default-domain opset.
func New(name string, opset int64) *Model {
	return &Model{Graph: &onnxpb.GraphProto{Name: proto.String(name)}, Opset: opset, IR: 8}
}

// Proto returns the ModelProto.
func (m *Model) Proto() *onnxpb.ModelProto {
	var imports []*onnxpb.OperatorSetIdProto
	if m.Opset != 0 {
		imports = append(imports, &onnxpb.OperatorSetIdProto{Domain: proto.String(""), Version: proto.Int64(m.Opset)})
	}
	for _, d := range slices.Sorted(maps.Keys(m.Domains)) {
		imports = append(imports, &onnxpb.OperatorSetIdProto{Domain: proto.String(d), Version: proto.Int64(m.Domains[d])})
	}
	return &onnxpb.ModelProto{
		IrVersion:    proto.Int64(m.IR),
		ProducerName: proto.String("mgxport onnxtest"),
		OpsetImport:  imports,
		Graph:        m.Graph,
	}
}

// Bytes encodes the model deterministically.
func (m *Model) Bytes() []byte {
	b, err := proto.MarshalOptions{Deterministic: true}.Marshal(m.Proto())
	if err != nil {
		panic(err) // only for in-memory test models, which always encode
	}
	return b
}

// ValueInfo describes a tensor value; a dim < 0 is anonymous, and params
// (by position) give symbolic names.
func ValueInfo(name string, elem int32, dims []int64, params ...string) *onnxpb.ValueInfoProto {
	d := make([]*onnxpb.TensorShapeProto_Dimension, len(dims))
	for i, n := range dims {
		switch {
		case i < len(params) && params[i] != "":
			d[i] = &onnxpb.TensorShapeProto_Dimension{Value: &onnxpb.TensorShapeProto_Dimension_DimParam{DimParam: params[i]}}
		case n >= 0:
			d[i] = &onnxpb.TensorShapeProto_Dimension{Value: &onnxpb.TensorShapeProto_Dimension_DimValue{DimValue: n}}
		default:
			d[i] = &onnxpb.TensorShapeProto_Dimension{}
		}
	}
	return &onnxpb.ValueInfoProto{
		Name: proto.String(name),
		Type: &onnxpb.TypeProto{Value: &onnxpb.TypeProto_TensorType{TensorType: &onnxpb.TypeProto_Tensor{
			ElemType: proto.Int32(elem),
			Shape:    &onnxpb.TensorShapeProto{Dim: d},
		}}},
	}
}

// Float is the ONNX code of float32.
const Float = int32(onnxpb.TensorProto_FLOAT)

// Int64 is the ONNX code of int64.
const Int64 = int32(onnxpb.TensorProto_INT64)

// Input declares a graph input.
func (m *Model) Input(name string, elem int32, dims []int64, params ...string) {
	m.Graph.Input = append(m.Graph.Input, ValueInfo(name, elem, dims, params...))
}

// Output declares a graph output (with a type when elem != 0).
func (m *Model) Output(name string, elem int32, dims []int64, params ...string) {
	if elem == 0 {
		m.Graph.Output = append(m.Graph.Output, &onnxpb.ValueInfoProto{Name: proto.String(name)})
		return
	}
	m.Graph.Output = append(m.Graph.Output, ValueInfo(name, elem, dims, params...))
}

// Init adds an initializer with raw data from a graph tensor.
func (m *Model) Init(name string, t *graph.Tensor) {
	dims := append([]int64(nil), t.Shape...)
	code := onnxCode(t.DType)
	m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{
		Name: proto.String(name), DataType: proto.Int32(code), Dims: dims, RawData: append([]byte(nil), t.Data...),
	})
}

// InitFloats adds a float32 initializer from typed float_data.
func (m *Model) InitFloats(name string, dims []int64, v []float32) {
	m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{
		Name: proto.String(name), DataType: proto.Int32(Float), Dims: dims, FloatData: v,
	})
}

// InitInts adds an int64 initializer from typed int64_data.
func (m *Model) InitInts(name string, dims []int64, v []int64) {
	m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{
		Name: proto.String(name), DataType: proto.Int32(Int64), Dims: dims, Int64Data: v,
	})
}

// Node adds a node.
func (m *Model) Node(op, name string, ins, outs []string, attrs ...*onnxpb.AttributeProto) *onnxpb.NodeProto {
	n := &onnxpb.NodeProto{OpType: proto.String(op), Name: proto.String(name), Input: ins, Output: outs, Attribute: attrs}
	m.Graph.Node = append(m.Graph.Node, n)
	return n
}

// Int is an int attribute.
func Int(name string, v int64) *onnxpb.AttributeProto {
	return &onnxpb.AttributeProto{Name: proto.String(name), Type: onnxpb.AttributeProto_INT.Enum(), I: proto.Int64(v)}
}

// Float32 is a float attribute.
func Float32(name string, v float32) *onnxpb.AttributeProto {
	return &onnxpb.AttributeProto{Name: proto.String(name), Type: onnxpb.AttributeProto_FLOAT.Enum(), F: proto.Float32(v)}
}

// Ints is an ints attribute.
func Ints(name string, v ...int64) *onnxpb.AttributeProto {
	return &onnxpb.AttributeProto{Name: proto.String(name), Type: onnxpb.AttributeProto_INTS.Enum(), Ints: v}
}

// String is a string attribute.
func String(name, v string) *onnxpb.AttributeProto {
	return &onnxpb.AttributeProto{Name: proto.String(name), Type: onnxpb.AttributeProto_STRING.Enum(), S: []byte(v)}
}

func onnxCode(dt graph.DType) int32 {
	switch dt {
	case graph.Float32:
		return int32(onnxpb.TensorProto_FLOAT)
	case graph.Float16:
		return int32(onnxpb.TensorProto_FLOAT16)
	case graph.BFloat16:
		return int32(onnxpb.TensorProto_BFLOAT16)
	case graph.Float64:
		return int32(onnxpb.TensorProto_DOUBLE)
	case graph.Int8:
		return int32(onnxpb.TensorProto_INT8)
	case graph.Int16:
		return int32(onnxpb.TensorProto_INT16)
	case graph.Int32:
		return int32(onnxpb.TensorProto_INT32)
	case graph.Int64:
		return int32(onnxpb.TensorProto_INT64)
	case graph.Uint8:
		return int32(onnxpb.TensorProto_UINT8)
	case graph.Uint16:
		return int32(onnxpb.TensorProto_UINT16)
	case graph.Uint32:
		return int32(onnxpb.TensorProto_UINT32)
	case graph.Uint64:
		return int32(onnxpb.TensorProto_UINT64)
	case graph.Bool:
		return int32(onnxpb.TensorProto_BOOL)
	}
	return 0
}
