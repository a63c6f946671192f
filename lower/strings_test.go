package lower

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// TestRefuseStrings checks that a compiled target refuses a model with a
// string tensor anywhere (an input, an intermediate, a constant) with an
// unsupported error naming the value, and says where strings do run.
func TestRefuseStrings(t *testing.T) {
	str, boolType := int32(onnxpb.TensorProto_STRING), int32(onnxpb.TensorProto_BOOL)
	for _, tc := range []struct {
		name  string
		build func(m *onnxtest.Model)
		value string
	}{
		{"input to output", func(m *onnxtest.Model) {
			m.Input("words", str, []int64{3})
			m.Input("other", str, []int64{3})
			m.Node("Equal", "eq", []string{"words", "other"}, []string{"y"})
			m.Output("y", boolType, []int64{3})
		}, "words"},
		{"string only inside", func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{3})
			m.Input("words", str, []int64{3})
			m.Node("RegexFullMatch", "re", []string{"words"}, []string{"match"}, onnxtest.String("pattern", "a+"))
			m.Node("Cast", "cast", []string{"match"}, []string{"m"}, onnxtest.Int("to", int64(onnxtest.Float)))
			m.Node("Add", "add", []string{"x", "m"}, []string{"y"})
			m.Output("y", onnxtest.Float, []int64{3})
		}, "words"},
	} {
		m := onnxtest.New("strings", 20)
		tc.build(m)
		g, err := onnx.Decode(m.Bytes(), onnx.Options{})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		_, err = Compile(context.Background(), g, Options{}, passes.RunOptions{})
		if err == nil || !errors.Is(err, graph.ErrUnsupported) || !strings.Contains(err.Error(), `"`+tc.value+`"`) || !strings.Contains(err.Error(), "reference evaluator") {
			t.Errorf("%s: error %v, want an unsupported error naming %q and the reference evaluator", tc.name, err, tc.value)
		}
	}
}
