package onnx

import (
	"context"
	"testing"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

func graphAttr(name string, g *onnxpb.GraphProto) *onnxpb.AttributeProto {
	return &onnxpb.AttributeProto{Name: proto.String(name), Type: onnxpb.AttributeProto_GRAPH.Enum(), G: g}
}

func nodeProto(op string, ins, outs []string, attrs ...*onnxpb.AttributeProto) *onnxpb.NodeProto {
	return &onnxpb.NodeProto{OpType: proto.String(op), Input: ins, Output: outs, Attribute: attrs}
}

// nestedModel is y = If(c) { Loop(3) { acc + x } from x } else { -x }: the
// Loop body reads x, a value two graphs out, and the loop count is an
// initializer of the then-branch.
func nestedModel() []byte {
	m := onnxtest.New("g", 17)
	m.Input("c", int32(onnxpb.TensorProto_BOOL), nil)
	m.Input("x", onnxtest.Float, []int64{2, 3})
	body := &onnxpb.GraphProto{
		Name: proto.String("body"),
		Input: []*onnxpb.ValueInfoProto{
			onnxtest.ValueInfo("i", int32(onnxpb.TensorProto_INT64), nil),
			onnxtest.ValueInfo("cin", int32(onnxpb.TensorProto_BOOL), nil),
			{Name: proto.String("acc")}, // type left to inference
		},
		Node: []*onnxpb.NodeProto{
			nodeProto("Add", []string{"acc", "x"}, []string{"acc2"}),
			nodeProto("Identity", []string{"cin"}, []string{"cout"}),
		},
		Output: []*onnxpb.ValueInfoProto{{Name: proto.String("cout")}, {Name: proto.String("acc2")}},
	}
	three := &onnxpb.TensorProto{Name: proto.String("three"), DataType: proto.Int32(int32(onnxpb.TensorProto_INT64)), Int64Data: []int64{3}}
	then := &onnxpb.GraphProto{
		Name:        proto.String("then"),
		Initializer: []*onnxpb.TensorProto{three},
		Node:        []*onnxpb.NodeProto{nodeProto("Loop", []string{"three", "", "x"}, []string{"tout"}, graphAttr("body", body))},
		Output:      []*onnxpb.ValueInfoProto{{Name: proto.String("tout")}},
	}
	els := &onnxpb.GraphProto{
		Name:   proto.String("else"),
		Node:   []*onnxpb.NodeProto{nodeProto("Neg", []string{"x"}, []string{"eout"})},
		Output: []*onnxpb.ValueInfoProto{{Name: proto.String("eout")}},
	}
	m.Node("If", "if0", []string{"c"}, []string{"y"}, graphAttr("then_branch", then), graphAttr("else_branch", els))
	m.Output("y", onnxtest.Float, []int64{2, 3})
	return m.Bytes()
}

// TestImportSubgraphs checks that outer values a subgraph reads become
// explicit captures at every level, and that the imported graph computes
// what the model says.
func TestImportSubgraphs(t *testing.T) {
	g, err := Decode(nestedModel(), Options{})
	if err != nil {
		t.Fatal(err)
	}
	ifn := g.Nodes[0]
	if ifn.OpType != "If" || len(ifn.Inputs) != 2 || ifn.Inputs[1] != g.Inputs[1] || ifn.CaptureStart() != 1 {
		t.Fatalf("If inputs %v, want c then the captured x", ifn.Inputs)
	}
	then, els := ifn.SubgraphAttr("then_branch"), ifn.SubgraphAttr("else_branch")
	if len(then.Captures) != 1 || len(els.Captures) != 1 || then.Captures[0].Name != "x" || then.Captures[0] == g.Inputs[1] {
		t.Fatalf("branch captures %v and %v, want each its own x", then.Captures, els.Captures)
	}
	loop := then.Nodes[0]
	if loop.CaptureStart() != 3 || loop.Inputs[3] != then.Captures[0] {
		t.Fatalf("Loop inputs %v, want M, cond, x then the then-branch's x", loop.Inputs)
	}
	if body := loop.SubgraphAttr("body"); len(body.Captures) != 1 || body.Captures[0].Name != "x" {
		t.Fatalf("body captures %v", body.Captures)
	}
	xs := []float32{1, -2, 3.5, 0.25, -1, 8}
	x, err := graph.FromFloat32s(graph.Shape{2, 3}, xs)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []bool{true, false} {
		cond := graph.Scalar(graph.Bool, 0)
		if c {
			cond = graph.Scalar(graph.Bool, 1)
		}
		out, err := ref.Evaluate(context.Background(), g, map[string]*graph.Tensor{"c": cond, "x": x})
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range out["y"].Float32s() {
			want := -xs[i]
			if c {
				want = 4 * xs[i] // x, then 3 times + x
			}
			if v != want {
				t.Fatalf("c=%v: y[%d] = %g, want %g", c, i, v, want)
			}
		}
	}
}
