package driver

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
)

// poolOut is ONNX's pooled size of one spatial axis.
func poolOut(in, k, s, d, pb, pe int64, ceil bool) int64 {
	span := in + pb + pe - ((k-1)*d + 1)
	o := span/s + 1
	if ceil && span%s != 0 {
		o++
		if (o-1)*s >= in+pb { // the last window must start inside
			o--
		}
	}
	return o
}

// TestHostPoolsMatchRef runs float32 MaxPool (a grid of kernels, pads,
// strides, ceil mode and dilations, as squeezenet's and resnet18's among
// them), GlobalAveragePool, GlobalMaxPool, ReduceMean over H and W (a
// row-library kernel, beside them), and a Conv+Relu feeding a MaxPool through the host pipeline on random data
// with negative values, and requires the reference evaluator's outputs: max
// pooling exactly, means within float32 rounding of sums.
func TestHostPoolsMatchRef(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 31))
	type maxCase struct {
		n, c, h, w     int64
		kh, kw, sh, sw int64
		dh, dw         int64
		pt, pl, pb, pr int64
		ceil           bool
	}
	maxes := []maxCase{
		{1, 64, 111, 111, 3, 3, 2, 2, 1, 1, 0, 0, 0, 0, true},
		{1, 16, 55, 55, 3, 3, 2, 2, 1, 1, 0, 0, 0, 0, true},
		{1, 8, 112, 112, 3, 3, 2, 2, 1, 1, 1, 1, 1, 1, false},
		{2, 3, 10, 14, 2, 2, 2, 2, 1, 1, 0, 0, 0, 0, false},
		{1, 5, 12, 19, 3, 3, 1, 1, 1, 1, 1, 1, 1, 1, false},
		{1, 4, 9, 37, 3, 2, 2, 1, 1, 1, 1, 0, 1, 1, true},
		{1, 3, 9, 20, 3, 4, 1, 3, 1, 1, 0, 2, 0, 1, false},
		{1, 3, 11, 30, 3, 3, 1, 2, 2, 2, 2, 2, 2, 2, false},
		{3, 2, 7, 7, 3, 3, 3, 3, 1, 1, 1, 1, 1, 1, true},
	}
	type model struct {
		name  string
		build func(m *onnxtest.Model)
		in    map[string]*graph.Tensor
	}
	var models []model
	for _, p := range maxes {
		oh := poolOut(p.h, p.kh, p.sh, p.dh, p.pt, p.pb, p.ceil)
		ow := poolOut(p.w, p.kw, p.sw, p.dw, p.pl, p.pr, p.ceil)
		ceil := int64(0)
		if p.ceil {
			ceil = 1
		}
		models = append(models, model{fmt.Sprintf("maxpool %+v", p), func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{p.n, p.c, p.h, p.w})
			m.Node("MaxPool", "mp", []string{"x"}, []string{"y"}, onnxtest.Ints("kernel_shape", p.kh, p.kw),
				onnxtest.Ints("strides", p.sh, p.sw), onnxtest.Ints("dilations", p.dh, p.dw),
				onnxtest.Ints("pads", p.pt, p.pl, p.pb, p.pr), onnxtest.Int("ceil_mode", ceil))
			m.Output("y", onnxtest.Float, []int64{p.n, p.c, oh, ow})
		}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape{p.n, p.c, p.h, p.w}, 2)}})
	}
	for _, s := range [][4]int64{{1, 1000, 13, 13}, {2, 37, 7, 7}, {1, 9, 5, 16}} {
		models = append(models, model{fmt.Sprintf("globalaveragepool %v", s), func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, s[:])
			m.Node("GlobalAveragePool", "gap", []string{"x"}, []string{"y"})
			m.Output("y", onnxtest.Float, []int64{s[0], s[1], 1, 1})
		}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape(s[:]), 1.5)}})
	}
	for _, s := range [][4]int64{{1, 512, 7, 7}, {2, 6, 9, 13}} {
		models = append(models, model{fmt.Sprintf("globalmaxpool %v", s), func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, s[:])
			m.Node("GlobalMaxPool", "gmp", []string{"x"}, []string{"y"})
			m.Output("y", onnxtest.Float, []int64{s[0], s[1], 1, 1})
		}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape(s[:]), 1.5)}})
	}
	models = append(models, model{"reducemean hw", func(m *onnxtest.Model) {
		m.Input("x", onnxtest.Float, []int64{2, 12, 9, 11})
		m.InitInts("axes", []int64{2}, []int64{2, 3})
		m.Node("ReduceMean", "rm", []string{"x", "axes"}, []string{"y"})
		m.Output("y", onnxtest.Float, []int64{2, 12, 1, 1})
	}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape{2, 12, 9, 11}, 1)}})
	models = append(models, model{"conv relu maxpool", func(m *onnxtest.Model) {
		m.Input("x", onnxtest.Float, []int64{1, 3, 30, 30})
		m.Input("w", onnxtest.Float, []int64{16, 3, 3, 3})
		m.Node("Conv", "cv", []string{"x", "w"}, []string{"c"}, onnxtest.Ints("pads", 1, 1, 1, 1))
		m.Node("Relu", "r", []string{"c"}, []string{"rc"})
		m.Node("MaxPool", "mp", []string{"rc"}, []string{"y"}, onnxtest.Ints("kernel_shape", 3, 3), onnxtest.Ints("strides", 2, 2), onnxtest.Int("ceil_mode", 1))
		m.Output("y", onnxtest.Float, []int64{1, 16, 15, 15})
	}, map[string]*graph.Tensor{"x": quantTensor(rng, graph.Float32, graph.Shape{1, 3, 30, 30}, 1),
		"w": quantTensor(rng, graph.Float32, graph.Shape{16, 3, 3, 3}, 0.5)}})
	ht := newTestHostTarget(t)
	for _, tc := range models {
		t.Run(tc.name, func(t *testing.T) {
			m := onnxtest.New("pool", 22)
			m.IR = 10
			tc.build(m)
			g, err := onnx.Decode(m.Bytes(), onnx.Options{})
			if err != nil {
				t.Fatal(err)
			}
			hostMatchesRef(t, ht, g, tc.in, relTol(2e-6), true)
		})
	}
}
