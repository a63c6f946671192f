package lower

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// TestQDQEpilogueRun compiles a QDQ convolution whose requantized output
// goes through DequantizeLinear, Relu and QuantizeLinear: the partition's
// TOSA kernel takes the QLinearConv alone (no TOSA Q/DQ), and the rest of
// the epilogue becomes one fused SPIR-V kernel, not one kernel a node;
// where a value inside the run is read outside (a graph output), the run
// stops after it.
func TestQDQEpilogueRun(t *testing.T) {
	tests := []struct {
		name       string
		reluOutput bool // Relu's float output is a graph output too
		want       []string
	}{
		{"chain", false, []string{"spirv[DequantizeLinear+Relu+QuantizeLinear]"}},
		{"relu read outside", true, []string{"spirv[DequantizeLinear+Relu]", "spirv[QuantizeLinear]"}},
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, tt := range tests {
		m := onnxtest.New("qdq", 17)
		m.Input("x", onnxtest.Float, []int64{1, 3, 8, 8})
		w, _ := graph.NewTensor(graph.Int8, graph.Shape{4, 3, 3, 3})
		for i := range 4 * 3 * 3 * 3 {
			w.SetInt64(i, int64(r.IntN(255)-127))
		}
		m.Init("w", w)
		zp8, _ := graph.NewTensor(graph.Uint8, graph.Shape{})
		zp8.SetInt64(0, int64(100+r.IntN(50)))
		m.Init("zx", zp8)
		zw, _ := graph.NewTensor(graph.Int8, graph.Shape{})
		m.Init("zw", zw)
		zy, _ := graph.NewTensor(graph.Uint8, graph.Shape{})
		zy.SetInt64(0, int64(120+r.IntN(10)))
		m.Init("zy", zy)
		zr, _ := graph.NewTensor(graph.Uint8, graph.Shape{})
		m.Init("zr", zr)
		m.InitFloats("sx", nil, []float32{0.03 + r.Float32()*0.01})
		m.InitFloats("sw", nil, []float32{0.002})
		m.InitFloats("sy", nil, []float32{0.02 + r.Float32()*0.01})
		m.InitFloats("sr", nil, []float32{0.01 + r.Float32()*0.01})
		m.Node("QuantizeLinear", "qx", []string{"x", "sx", "zx"}, []string{"xq"})
		m.Node("DequantizeLinear", "dqx", []string{"xq", "sx", "zx"}, []string{"xd"})
		m.Node("DequantizeLinear", "dqw", []string{"w", "sw", "zw"}, []string{"wd"})
		m.Node("Conv", "conv", []string{"xd", "wd"}, []string{"c"}, onnxtest.Ints("pads", 1, 1, 1, 1))
		m.Node("QuantizeLinear", "qc", []string{"c", "sy", "zy"}, []string{"cq"})
		m.Node("DequantizeLinear", "dqc", []string{"cq", "sy", "zy"}, []string{"cd"})
		m.Node("Relu", "relu", []string{"cd"}, []string{"rl"})
		m.Node("QuantizeLinear", "qr", []string{"rl", "sr", "zr"}, []string{"y"})
		m.Output("y", int32(onnxpb.TensorProto_UINT8), []int64{1, 4, 8, 8})
		if tt.reluOutput {
			m.Output("rl", onnxtest.Float, []int64{1, 4, 8, 8})
		}
		g, err := onnx.Decode(m.Bytes(), onnx.Options{})
		if err != nil {
			t.Fatal(err)
		}
		res, err := Compile(context.Background(), g, Options{}, passes.RunOptions{})
		if err != nil {
			t.Fatalf("%s: %v", tt.name, err)
		}
		var labels []string
		for _, l := range res.Programs[0].Launches {
			labels = append(labels, l.Label)
		}
		var spirv []string
		for _, l := range labels {
			if strings.HasPrefix(l, "spirv[") && !strings.HasPrefix(l, "spirv[QuantizeLinear] \"qx") {
				spirv = append(spirv, l[:strings.Index(l, "]")+1])
			}
		}
		if !slices.Equal(spirv, tt.want) || !strings.HasPrefix(labels[1], "mlir[QLinearConv]") {
			t.Errorf("%s: launches %q, want the QLinearConv then %q", tt.name, labels, tt.want)
		}
	}
}
