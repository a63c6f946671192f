package onnxtest

import (
	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// SeqMapOutput declares output name as skl2onnx declares ZipMap's:
// seq(map(key, tensor(float))), key an ONNX element type code (Int64 or
// STRING).
func (m *Model) SeqMapOutput(name string, key int32) {
	tp := &onnxpb.TypeProto{Value: &onnxpb.TypeProto_SequenceType{SequenceType: &onnxpb.TypeProto_Sequence{
		ElemType: &onnxpb.TypeProto{Value: &onnxpb.TypeProto_MapType{MapType: &onnxpb.TypeProto_Map{
			KeyType:   proto.Int32(key),
			ValueType: &onnxpb.TypeProto{Value: &onnxpb.TypeProto_TensorType{TensorType: &onnxpb.TypeProto_Tensor{ElemType: proto.Int32(Float)}}},
		}}},
	}}}
	m.Graph.Output = append(m.Graph.Output, &onnxpb.ValueInfoProto{Name: proto.String(name), Type: tp})
}
