package opattr

import (
	"fmt"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// TestDecodeRecurrent checks the recurrent ops' defaults, the activations
// taking alphas and betas in order (defaults once the lists run out), and
// the attributes it refuses.
func TestDecodeRecurrent(t *testing.T) {
	strs := func(v ...string) *graph.Attr { return &graph.Attr{Kind: graph.AttrStrings, Strings: v} }
	flts := func(v ...float32) *graph.Attr { return &graph.Attr{Kind: graph.AttrFloats, Floats: v} }
	tests := []struct {
		name  string
		op    string
		attrs map[string]*graph.Attr
		want  string // the activations, or the error
	}{
		{"rnn defaults", "RNN", nil, "[{Tanh 0 0}]"},
		{"gru defaults bidirectional", "GRU", map[string]*graph.Attr{"direction": str("bidirectional")}, "[{Sigmoid 0 0} {Tanh 0 0} {Sigmoid 0 0} {Tanh 0 0}]"},
		{"lstm defaults", "LSTM", nil, "[{Sigmoid 0 0} {Tanh 0 0} {Tanh 0 0}]"},
		{"alphas in order, case-insensitive", "LSTM", map[string]*graph.Attr{"activations": strs("hardsigmoid", "Relu", "leakyrelu"),
			"activation_alpha": flts(0.3, 0.02), "activation_beta": flts(0.6)}, "[{HardSigmoid 0.3 0.6} {Relu 0 0} {LeakyRelu 0.02 0}]"},
		{"defaults past the lists", "GRU", map[string]*graph.Attr{"activations": strs("ScaledTanh", "Affine"),
			"activation_alpha": flts(2)}, "[{ScaledTanh 2 1} {Affine 1 0}]"},
		{"elu and thresholded relu defaults", "GRU", map[string]*graph.Attr{"activations": strs("Elu", "ThresholdedRelu")}, "[{Elu 1 0} {ThresholdedRelu 1 0}]"},
		{"too few activations", "LSTM", map[string]*graph.Attr{"direction": str("bidirectional"), "activations": strs("Sigmoid", "Tanh", "Tanh")}, "error"},
		{"unknown activation", "RNN", map[string]*graph.Attr{"activations": strs("Swish")}, "error"},
		{"bad direction", "RNN", map[string]*graph.Attr{"direction": str("both")}, "error"},
		{"bad layout", "GRU", map[string]*graph.Attr{"layout": one(2)}, "error"},
		{"non-positive clip", "LSTM", map[string]*graph.Attr{"clip": flt(0)}, "error"},
		{"not recurrent", "Conv", nil, "error"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := DecodeRecurrent(&graph.Node{Name: "n", OpType: tc.op, Attrs: tc.attrs})
			got := fmt.Sprint(r.Activations)
			if err != nil {
				got = "error"
			}
			if got != tc.want {
				t.Fatalf("got %s (%v), want %s", got, err, tc.want)
			}
		})
	}
}

// TestRecurrentDims checks the operand shapes in both layouts.
func TestRecurrentDims(t *testing.T) {
	r := Recurrent{Op: "LSTM", Gates: 4, Dirs: 2, Layout: 1}
	d, err := r.Dims(graph.Shape{3, 7, 5}, graph.Shape{2, 16, 5}, graph.Shape{2, 16, 4})
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprint(d, r.State(d), r.Sequence(d)); got != "{7 3 5 4 2} [3,2,4] [3,7,2,4]" {
		t.Fatalf("layout 1: %s", got)
	}
	r.Layout = 0
	d, _ = r.Dims(graph.Shape{3, 7, 5}, graph.Shape{2, 16, 5}, graph.Shape{2, 16, 4})
	if got := fmt.Sprint(d, r.State(d), r.Sequence(d)); got != "{3 7 5 4 2} [2,7,4] [3,2,7,4]" {
		t.Fatalf("layout 0: %s", got)
	}
	if _, err := r.Dims(graph.Shape{3, 7, 5}, graph.Shape{2, 12, 5}, graph.Shape{2, 16, 4}); err == nil {
		t.Fatal("W of 3 gates for LSTM: no error")
	}
	r.Hidden = 5
	if _, err := r.Dims(graph.Shape{3, 7, 5}, graph.Shape{2, 16, 5}, graph.Shape{2, 16, 4}); err == nil {
		t.Fatal("hidden_size 5 with R of 4: no error")
	}
}
