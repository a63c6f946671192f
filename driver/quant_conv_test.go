package driver

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// TestHostConvNarrow runs QLinearConv and ConvInteger whose weights are
// constant int8 with zero (or no) zero points — the convolutions lowered
// on 8-bit operands (lower/tosa convNarrow: uint8 X shifted to int8, X
// padded with its zero point, the zero point's correction in the bias) —
// on the host against the reference, exactly, on random data: strides,
// pads (asymmetric, with and without an X zero point), dilations, groups
// and depthwise, 1-D, odd channel counts, uint8 and int8 activations,
// per-tensor and per-channel weight scales, with and without bias.
func TestHostConvNarrow(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 23))
	type conv struct {
		name    string
		qlinear bool        // QLinearConv, else ConvInteger
		xt      graph.DType // X's type
		zx      bool        // X has a (random, non-zero) zero point
		zw      string      // "": none, "scalar" or "channel": zeros
		x, w    []int64     // shapes
		attrs   []*onnxpb.AttributeProto
		bias    bool
		perChan bool // per-channel weight scales
	}
	ints := onnxtest.Ints
	cases := []conv{
		{"qlinear uint8 pads stride", true, graph.Uint8, true, "scalar", []int64{2, 5, 9, 8}, []int64{7, 5, 3, 3},
			[]*onnxpb.AttributeProto{ints("pads", 1, 1, 1, 1), ints("strides", 2, 2)}, true, false},
		{"qlinear uint8 asymmetric pads dilation", true, graph.Uint8, true, "", []int64{1, 3, 10, 11}, []int64{5, 3, 3, 2},
			[]*onnxpb.AttributeProto{ints("pads", 2, 0, 1, 3), ints("dilations", 2, 1)}, false, true},
		{"qlinear int8 groups per-channel", true, graph.Int8, true, "channel", []int64{2, 6, 7, 7}, []int64{9, 2, 3, 3},
			[]*onnxpb.AttributeProto{onnxtest.Int("group", 3), ints("pads", 1, 1, 1, 1)}, true, true},
		{"qlinear uint8 depthwise stride", true, graph.Uint8, true, "scalar", []int64{1, 4, 9, 9}, []int64{8, 1, 3, 3},
			[]*onnxpb.AttributeProto{onnxtest.Int("group", 4), ints("pads", 1, 1, 1, 1), ints("strides", 2, 2)}, true, false},
		{"qlinear int8 no zero points 1-D", true, graph.Int8, false, "", []int64{3, 5, 17}, []int64{3, 5, 4},
			[]*onnxpb.AttributeProto{ints("pads", 2, 1), ints("strides", 3)}, true, false},
		{"convinteger uint8 pads", false, graph.Uint8, true, "scalar", []int64{2, 3, 6, 5}, []int64{33, 3, 3, 3},
			[]*onnxpb.AttributeProto{ints("pads", 1, 1, 1, 1)}, false, false},
		{"convinteger int8 no pads", false, graph.Int8, true, "", []int64{1, 7, 6, 6}, []int64{4, 7, 2, 2},
			[]*onnxpb.AttributeProto{ints("strides", 1, 2)}, false, false},
	}
	ht := newTestHostTarget(t)
	code := map[graph.DType]int32{graph.Int8: onnxInt8, graph.Uint8: onnxUint8}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m := onnxtest.New(tc.name, 21)
			m.IR = 10
			m.Input("x", code[tc.xt], tc.x)
			m.Init("w", quantTensor(rng, graph.Int8, graph.Shape(tc.w), 0))
			zx := ""
			if tc.zx {
				z := quantTensor(rng, tc.xt, graph.Shape{}, 0)
				if z.Int64(0) == 0 {
					z.SetInt64(0, 5)
				}
				m.Init("zx", z)
				zx = "zx"
			}
			zw := ""
			switch tc.zw {
			case "scalar":
				z, _ := graph.NewTensor(graph.Int8, graph.Shape{})
				m.Init("zw", z)
				zw = "zw"
			case "channel":
				z, _ := graph.NewTensor(graph.Int8, graph.Shape{tc.w[0]})
				m.Init("zw", z)
				zw = "zw"
			}
			if !tc.qlinear {
				m.Node("ConvInteger", "ci", []string{"x", "w", zx, zw}, []string{"y"}, tc.attrs...)
				m.Output("y", onnxInt32, nil)
			} else {
				m.Init("sx", positive(rng, graph.Shape{}, 0.01, 0.02))
				sw := graph.Shape{}
				if tc.perChan {
					sw = graph.Shape{tc.w[0]}
				}
				m.Init("sw", positive(rng, sw, 0.005, 0.01))
				m.Init("sy", positive(rng, graph.Shape{}, 0.2, 0.2))
				m.Init("zy", quantTensor(rng, tc.xt, graph.Shape{}, 0))
				if zx == "" {
					zx = "zx0"
					z, _ := graph.NewTensor(tc.xt, graph.Shape{})
					m.Init(zx, z)
				}
				if zw == "" {
					zw = "zw0"
					z, _ := graph.NewTensor(graph.Int8, graph.Shape{})
					m.Init(zw, z)
				}
				ins := []string{"x", "sx", zx, "w", "sw", zw, "sy", "zy"}
				if tc.bias {
					m.Init("bias", quantTensor(rng, graph.Int32, graph.Shape{tc.w[0]}, 0))
					ins = append(ins, "bias")
				}
				m.Node("QLinearConv", "qc", ins, []string{"y"}, tc.attrs...)
				m.Output("y", code[tc.xt], nil)
			}
			g, err := onnx.Decode(m.Bytes(), onnx.Options{})
			if err != nil {
				t.Fatal(err)
			}
			in := map[string]*graph.Tensor{"x": quantTensor(rng, tc.xt, graph.Shape(tc.x), 0)}
			hostMatchesRef(t, ht, g, in, func(float64) float64 { return 0 }, true)
		})
	}
}
