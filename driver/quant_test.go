package driver

import (
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

const (
	onnxInt8  = int32(onnxpb.TensorProto_INT8)
	onnxUint8 = int32(onnxpb.TensorProto_UINT8)
	onnxInt32 = int32(onnxpb.TensorProto_INT32)
)

// quantTensor is a random tensor of a quantized type (the whole range) or
// a float type (normal values times scale).
func quantTensor(rng *rand.Rand, dt graph.DType, shape graph.Shape, scale float64) *graph.Tensor {
	t, _ := graph.NewTensor(dt, shape)
	for i := range t.Len() {
		switch dt {
		case graph.Int8:
			t.SetInt64(i, int64(rng.IntN(256)-128))
		case graph.Uint8:
			t.SetInt64(i, int64(rng.IntN(256)))
		case graph.Int32:
			t.SetInt64(i, int64(rng.IntN(2001)-1000))
		default:
			t.SetFloat64(i, rng.NormFloat64()*scale)
		}
	}
	return t
}

// positive is a float32 tensor of values in [lo, lo+span).
func positive(rng *rand.Rand, shape graph.Shape, lo, span float64) *graph.Tensor {
	t, _ := graph.NewTensor(graph.Float32, shape)
	for i := range t.Len() {
		t.SetFloat64(i, lo+span*rng.Float64())
	}
	return t
}

// TestHostQuantOps runs the quantization ops through the host pipeline on
// random data — scales and zero points both as graph inputs (run-time
// values) and as constants (inlined or arguments, as QDQ models hold them),
// per-tensor, per-axis, per-row/column/channel, int8 and uint8 — and
// requires the reference's outputs exactly (integers) or within float32
// rounding (floats).
func TestHostQuantOps(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 17))
	type model struct {
		name   string
		build  func(m *onnxtest.Model)
		inputs map[string]*graph.Tensor
	}
	models := []model{
		{"qdq per-axis", func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{2, 4, 3})
			m.Init("s", positive(rng, graph.Shape{4}, 0.01, 0.1))
			m.Init("z", quantTensor(rng, graph.Int8, graph.Shape{4}, 0))
			m.Node("QuantizeLinear", "q", []string{"x", "s", "z"}, []string{"q"}, onnxtest.Int("axis", 1))
			m.Node("DequantizeLinear", "dq", []string{"q", "s", "z"}, []string{"y"}, onnxtest.Int("axis", -2))
			m.Output("q", onnxInt8, []int64{2, 4, 3})
			m.Output("y", onnxtest.Float, []int64{2, 4, 3})
		}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape{2, 4, 3}, 3)}},
		{"quantize uint8 run-time scale", func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{5, 6})
			m.Input("s", onnxtest.Float, []int64{})
			m.Input("z", onnxUint8, []int64{})
			m.Node("QuantizeLinear", "q", []string{"x", "s", "z"}, []string{"y"})
			m.Output("y", onnxUint8, []int64{5, 6})
		}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape{5, 6}, 2),
			"s": positive(rng, graph.Shape{}, 0.005, 0.02), "z": quantTensor(rng, graph.Uint8, graph.Shape{}, 0)}},
		{"dequantize int32 bias", func(m *onnxtest.Model) {
			m.Input("b", onnxInt32, []int64{7})
			m.Init("s", positive(rng, graph.Shape{}, 0.001, 0.01))
			m.Node("DequantizeLinear", "dq", []string{"b", "s"}, []string{"y"})
			m.Output("y", onnxtest.Float, []int64{7})
		}, map[string]*graph.Tensor{"b": quantTensor(rng, graph.Int32, graph.Shape{7}, 0)}},
		{"matmulinteger run-time zero points", func(m *onnxtest.Model) {
			m.Input("a", onnxUint8, []int64{2, 3, 8})
			m.Input("b", onnxUint8, []int64{8, 5})
			m.Input("za", onnxUint8, []int64{})
			m.Input("zb", onnxUint8, []int64{5})
			m.Node("MatMulInteger", "mm", []string{"a", "b", "za", "zb"}, []string{"y"})
			m.Output("y", onnxInt32, []int64{2, 3, 5})
		}, map[string]*graph.Tensor{"a": quantTensor(rng, graph.Uint8, graph.Shape{2, 3, 8}, 0), "b": quantTensor(rng, graph.Uint8, graph.Shape{8, 5}, 0),
			"za": quantTensor(rng, graph.Uint8, graph.Shape{}, 0), "zb": quantTensor(rng, graph.Uint8, graph.Shape{5}, 0)}},
		{"qlinearmatmul constant scales per column", func(m *onnxtest.Model) {
			m.Input("a", onnxInt8, []int64{4, 16})
			m.Init("sa", positive(rng, graph.Shape{}, 0.01, 0.02))
			m.Init("za", quantTensor(rng, graph.Int8, graph.Shape{}, 0))
			m.Init("b", quantTensor(rng, graph.Int8, graph.Shape{16, 6}, 0))
			m.Init("sb", positive(rng, graph.Shape{6}, 0.01, 0.02))
			m.Init("zb", quantTensor(rng, graph.Int8, graph.Shape{6}, 0))
			m.Init("sy", positive(rng, graph.Shape{}, 0.2, 0.1))
			m.Init("zy", quantTensor(rng, graph.Int8, graph.Shape{}, 0))
			m.Node("QLinearMatMul", "qmm", []string{"a", "sa", "za", "b", "sb", "zb", "sy", "zy"}, []string{"y"})
			m.Output("y", onnxInt8, []int64{4, 6})
		}, map[string]*graph.Tensor{"a": quantTensor(rng, graph.Int8, graph.Shape{4, 16}, 0)}},
		{"qlinearconv per-channel with bias", func(m *onnxtest.Model) {
			m.Input("x", onnxUint8, []int64{1, 4, 6, 6})
			m.Init("sx", positive(rng, graph.Shape{}, 0.01, 0.02))
			m.Init("zx", quantTensor(rng, graph.Uint8, graph.Shape{}, 0))
			m.Init("w", quantTensor(rng, graph.Uint8, graph.Shape{6, 2, 3, 3}, 0))
			m.Init("sw", positive(rng, graph.Shape{6}, 0.01, 0.02))
			m.Init("zw", quantTensor(rng, graph.Uint8, graph.Shape{6}, 0))
			m.Init("sy", positive(rng, graph.Shape{}, 0.5, 0.5))
			m.Init("zy", quantTensor(rng, graph.Uint8, graph.Shape{}, 0))
			m.Init("bias", quantTensor(rng, graph.Int32, graph.Shape{6}, 0))
			m.Node("QLinearConv", "qc", []string{"x", "sx", "zx", "w", "sw", "zw", "sy", "zy", "bias"}, []string{"y"},
				onnxtest.Int("group", 2), onnxtest.Ints("pads", 1, 1, 1, 1), onnxtest.Ints("strides", 2, 1))
			m.Output("y", onnxUint8, []int64{1, 6, 3, 6})
		}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Uint8, graph.Shape{1, 4, 6, 6}, 0)}},
		{"convinteger int8 per-channel zero points", func(m *onnxtest.Model) {
			m.Input("x", onnxInt8, []int64{2, 3, 5})
			m.Input("w", onnxInt8, []int64{4, 3, 2})
			m.Input("zx", onnxInt8, []int64{})
			m.Init("zw", quantTensor(rng, graph.Int8, graph.Shape{4}, 0))
			m.Node("ConvInteger", "ci", []string{"x", "w", "zx", "zw"}, []string{"y"}, onnxtest.Ints("pads", 1, 0))
			m.Output("y", onnxInt32, []int64{2, 4, 5})
		}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Int8, graph.Shape{2, 3, 5}, 0), "w": quantTensor(rng, graph.Int8, graph.Shape{4, 3, 2}, 0),
			"zx": quantTensor(rng, graph.Int8, graph.Shape{}, 0)}},
		{"dynamically quantized matmul", func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{3, 10})
			m.Init("w", quantTensor(rng, graph.Uint8, graph.Shape{10, 4}, 0))
			m.Init("zw", quantTensor(rng, graph.Uint8, graph.Shape{}, 0))
			m.Node("DynamicQuantizeLinear", "dql", []string{"x"}, []string{"xq", "xs", "xz"})
			m.Node("MatMulInteger", "mm", []string{"xq", "w", "xz", "zw"}, []string{"acc"})
			m.Output("acc", onnxInt32, []int64{3, 4})
			m.Output("xs", onnxtest.Float, []int64{})
		}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape{3, 10}, 4)}},
	}
	ht := newTestHostTarget(t)
	for _, tc := range models {
		t.Run(tc.name, func(t *testing.T) {
			m := onnxtest.New(tc.name, 21)
			m.IR = 10
			tc.build(m)
			g, err := onnx.Decode(m.Bytes(), onnx.Options{})
			if err != nil {
				t.Fatal(err)
			}
			hostMatchesRef(t, ht, g, tc.inputs, func(x float64) float64 { return 1e-6 * math.Abs(x) }, true)
		})
	}
}
