package driver

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
)

// TestHostKernelsMatchRef runs the ops whose host kernels are expression
// kernels in gather form (TensorScatter, Col2Im, Det, MaxUnpool, MaxPool's
// integer and Indices fallback, DeformConv) through the host pipeline on
// random data, with attributes off their defaults, and requires ref's
// outputs: integers exactly, floats within float32 rounding of sums.
func TestHostKernelsMatchRef(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 23))
	ints := func(shape graph.Shape, lo, n int) *graph.Tensor {
		v := make([]int64, shape.Size())
		for i := range v {
			v[i] = int64(lo + rng.IntN(n))
		}
		tn, _ := graph.FromInt64s(graph.Int64, shape, v)
		return tn
	}
	type model struct {
		name   string
		opset  int64
		build  func(m *onnxtest.Model)
		inputs map[string]*graph.Tensor
	}
	models := []model{
		{"tensorscatter linear", 24, func(m *onnxtest.Model) {
			m.Input("past", onnxtest.Float, []int64{2, 3, 8, 4})
			m.Input("upd", onnxtest.Float, []int64{2, 3, 3, 4})
			m.Input("wi", onnxtest.Int64, []int64{2})
			m.Node("TensorScatter", "ts", []string{"past", "upd", "wi"}, []string{"y"})
			m.Output("y", onnxtest.Float, []int64{2, 3, 8, 4})
		}, map[string]*graph.Tensor{"past": quantTensor(rng, graph.Float32, graph.Shape{2, 3, 8, 4}, 1),
			"upd": quantTensor(rng, graph.Float32, graph.Shape{2, 3, 3, 4}, 1), "wi": ints(graph.Shape{2}, 0, 6)}},
		{"tensorscatter circular axis 1", 24, func(m *onnxtest.Model) {
			m.Input("past", onnxtest.Float, []int64{3, 6, 2})
			m.Input("upd", onnxtest.Float, []int64{3, 4, 2})
			m.Input("wi", onnxtest.Int64, []int64{3})
			m.Node("TensorScatter", "ts", []string{"past", "upd", "wi"}, []string{"y"}, onnxtest.Int("axis", 1), onnxtest.String("mode", "circular"))
			m.Output("y", onnxtest.Float, []int64{3, 6, 2})
		}, map[string]*graph.Tensor{"past": quantTensor(rng, graph.Float32, graph.Shape{3, 6, 2}, 1),
			"upd": quantTensor(rng, graph.Float32, graph.Shape{3, 4, 2}, 1), "wi": ints(graph.Shape{3}, 0, 6)}},
		{"col2im strides dilations pads", 18, func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{2, 12, 9})
			m.InitInts("image", []int64{2}, []int64{5, 6})
			m.InitInts("block", []int64{2}, []int64{2, 3})
			m.Node("Col2Im", "c2i", []string{"x", "image", "block"}, []string{"y"},
				onnxtest.Ints("strides", 2, 1), onnxtest.Ints("dilations", 1, 2), onnxtest.Ints("pads", 1, 0, 1, 1))
			m.Output("y", onnxtest.Float, []int64{2, 2, 5, 6})
		}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape{2, 12, 9}, 1)}},
		{"det batched", 22, func(m *onnxtest.Model) {
			m.Input("a", onnxtest.Float, []int64{3, 4, 4})
			m.Input("b", onnxtest.Float, []int64{5, 5})
			m.Node("Det", "d4", []string{"a"}, []string{"da"})
			m.Node("Det", "d5", []string{"b"}, []string{"db"})
			m.Output("da", onnxtest.Float, []int64{3})
			m.Output("db", onnxtest.Float, []int64{})
		}, map[string]*graph.Tensor{"a": quantTensor(rng, graph.Float32, graph.Shape{3, 4, 4}, 1), "b": quantTensor(rng, graph.Float32, graph.Shape{5, 5}, 1)}},
		{"maxpool indices into maxunpool", 22, func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{2, 2, 4, 6})
			m.Node("MaxPool", "mp", []string{"x"}, []string{"p", "i"}, onnxtest.Ints("kernel_shape", 2, 2), onnxtest.Ints("strides", 2, 2))
			m.Node("MaxPool", "mpc", []string{"x"}, []string{"pc", "ic"}, onnxtest.Ints("kernel_shape", 3, 2),
				onnxtest.Ints("pads", 1, 0, 1, 1), onnxtest.Int("storage_order", 1))
			m.Node("MaxUnpool", "mu", []string{"p", "i"}, []string{"u"}, onnxtest.Ints("kernel_shape", 2, 2), onnxtest.Ints("strides", 2, 2))
			m.Output("i", onnxtest.Int64, []int64{2, 2, 2, 3})
			m.Output("ic", onnxtest.Int64, []int64{2, 2, 4, 6})
			m.Output("u", onnxtest.Float, []int64{2, 2, 4, 6})
		}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape{2, 2, 4, 6}, 1)}},
		{"maxpool uint8 dilated padded", 22, func(m *onnxtest.Model) {
			m.Input("x", onnxUint8, []int64{1, 3, 7, 7})
			m.Node("MaxPool", "mp", []string{"x"}, []string{"y"}, onnxtest.Ints("kernel_shape", 3, 2),
				onnxtest.Ints("dilations", 2, 1), onnxtest.Ints("pads", 1, 1, 2, 0), onnxtest.Ints("strides", 1, 2))
			m.Output("y", onnxUint8, []int64{1, 3, 6, 4})
		}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Uint8, graph.Shape{1, 3, 7, 7}, 0)}},
		{"deformconv groups mask bias", 22, func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{2, 4, 5, 5})
			m.Input("w", onnxtest.Float, []int64{6, 2, 2, 2})
			m.Input("off", onnxtest.Float, []int64{2, 16, 3, 2})
			m.Input("b", onnxtest.Float, []int64{6})
			m.Input("mask", onnxtest.Float, []int64{2, 8, 3, 2})
			m.Node("DeformConv", "dc", []string{"x", "w", "off", "b", "mask"}, []string{"y"}, onnxtest.Int("group", 2),
				onnxtest.Int("offset_group", 2), onnxtest.Ints("strides", 2, 2), onnxtest.Ints("pads", 1, 1, 0, 0), onnxtest.Ints("dilations", 1, 2))
			m.Output("y", onnxtest.Float, []int64{2, 6, 3, 2})
		}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape{2, 4, 5, 5}, 1),
			"w": quantTensor(rng, graph.Float32, graph.Shape{6, 2, 2, 2}, 1), "off": quantTensor(rng, graph.Float32, graph.Shape{2, 16, 3, 2}, 1.5),
			"b": quantTensor(rng, graph.Float32, graph.Shape{6}, 1), "mask": positive(rng, graph.Shape{2, 8, 3, 2}, 0, 1)}},
	}
	ht := newTestHostTarget(t)
	for _, tc := range models {
		t.Run(tc.name, func(t *testing.T) {
			m := onnxtest.New(tc.name, tc.opset)
			m.IR = 10
			tc.build(m)
			g, err := onnx.Decode(m.Bytes(), onnx.Options{})
			if err != nil {
				t.Fatal(err)
			}
			hostMatchesRef(t, ht, g, tc.inputs, relTol(1e-5), true)
		})
	}
}
