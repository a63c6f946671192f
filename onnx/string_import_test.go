package onnx

import (
	"context"
	"reflect"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// TestImportStrings imports a model with string inputs, outputs, a string
// initializer and Constants of value_string and value_strings, and runs it
// on the reference evaluator.
func TestImportStrings(t *testing.T) {
	str := int32(onnxpb.TensorProto_STRING)
	m := onnxtest.New("strings", 20)
	m.Input("x", str, []int64{2})
	m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{Name: proto.String("sep"),
		DataType: proto.Int32(str), Dims: []int64{}, StringData: [][]byte{[]byte("/")}})
	m.Node("Constant", "one", nil, []string{"tail"}, &onnxpb.AttributeProto{Name: proto.String("value_string"),
		Type: onnxpb.AttributeProto_STRING.Enum(), S: []byte("!")})
	m.Node("Constant", "two", nil, []string{"heads"}, &onnxpb.AttributeProto{Name: proto.String("value_strings"),
		Type: onnxpb.AttributeProto_STRINGS.Enum(), Strings: [][]byte{[]byte("a"), []byte("Ü")}})
	m.Node("StringConcat", "c1", []string{"heads", "sep"}, []string{"h"})
	m.Node("StringConcat", "c2", []string{"h", "x"}, []string{"hx"})
	m.Node("StringConcat", "c3", []string{"hx", "tail"}, []string{"y"})
	m.Output("y", str, []int64{2})
	g, err := Decode(m.Bytes(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if g.Inputs[0].DType != graph.String || g.Outputs[0].DType != graph.String {
		t.Fatalf("input %v, output %v: want strings", g.Inputs[0].DType, g.Outputs[0].DType)
	}
	x, _ := graph.FromStrings(graph.Shape{2}, []string{"b", "c"})
	out, err := ref.Evaluate(context.Background(), g, map[string]*graph.Tensor{"x": x})
	if err != nil {
		t.Fatal(err)
	}
	if got := out["y"].Strings; !reflect.DeepEqual(got, []string{"a/b!", "Ü/c!"}) {
		t.Fatalf("y = %q", got)
	}
}
