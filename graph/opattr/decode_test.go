package opattr

import (
	"fmt"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

func flt(v float32) *graph.Attr { return &graph.Attr{Kind: graph.AttrFloat, Float: v} }

// TestDecodeDefaults checks each decoder's ONNX defaults and that a
// given attribute wins.
func TestDecodeDefaults(t *testing.T) {
	set := map[string]*graph.Attr{"alpha": flt(3), "beta": flt(4), "gamma": flt(5), "lambd": flt(6), "bias": flt(7),
		"approximate": str("tanh"), "detect_negative": one(0), "fmod": one(1), "axis": one(2),
		"transA": one(1), "epsilon": flt(8), "momentum": flt(9), "training_mode": one(1),
		"stash_type": one(0), "num_groups": one(3)}
	for _, tc := range []struct {
		name       string
		decode     func(n *graph.Node) any
		def, given string
	}{
		{"LeakyRelu", func(n *graph.Node) any { return DecodeLeakyRelu(n) }, "{0.01}", "{3}"},
		{"Elu", func(n *graph.Node) any { return DecodeElu(n) }, "{1}", "{3}"},
		{"Celu", func(n *graph.Node) any { return DecodeCelu(n) }, "{1}", "{3}"},
		{"ThresholdedRelu", func(n *graph.Node) any { return DecodeThresholdedRelu(n) }, "{1}", "{3}"},
		{"HardSigmoid", func(n *graph.Node) any { return DecodeHardSigmoid(n) }, "{0.2 0.5}", "{3 4}"},
		{"Selu", func(n *graph.Node) any { return DecodeSelu(n) }, "{1.6732632 1.050701}", "{3 5}"},
		{"Shrink", func(n *graph.Node) any { return DecodeShrink(n) }, "{0.5 0}", "{6 7}"},
		{"Gelu", func(n *graph.Node) any { return DecodeGelu(n) }, "{false}", "{true}"},
		{"IsInf", func(n *graph.Node) any { return DecodeIsInf(n) }, "{true true}", "{false true}"},
		{"Mod", func(n *graph.Node) any { return DecodeMod(n) }, "{false}", "{true}"},
		{"Softmax opset 11", func(n *graph.Node) any { return DecodeSoftmax(n, 11) }, "{1 true}", "{2 true}"},
		{"Gemm", func(n *graph.Node) any { return DecodeGemm(n) }, "{1 1 false false}", "{3 4 true false}"},
		{"BatchNormalization", func(n *graph.Node) any { return DecodeBatchNormalization(n) }, "{1e-05 0.9 false}", "{8 9 true}"},
		{"LayerNormalization", func(n *graph.Node) any { return DecodeLayerNormalization(n) }, "{-1 1e-05 true}", "{2 8 false}"},
		{"GroupNormalization", func(n *graph.Node) any { return DecodeGroupNormalization(n) }, "{0 1e-05}", "{3 8}"},
		{"Softmax opset 13", func(n *graph.Node) any { return DecodeSoftmax(n, 13) }, "{-1 false}", "{2 false}"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := fmt.Sprint(tc.decode(node(nil))); got != tc.def {
				t.Errorf("default %s, want %s", got, tc.def)
			}
			if got := fmt.Sprint(tc.decode(node(set))); got != tc.given {
				t.Errorf("given %s, want %s", got, tc.given)
			}
		})
	}
}
