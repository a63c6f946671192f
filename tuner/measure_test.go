package tuner

import (
	"math"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
)

// TestSameOutputs checks the agreement rule between a trial and the
// default: sums reordered within 1e-4 of the output's magnitude pass; a
// wrong element, or a NaN on one side only, does not.
func TestSameOutputs(t *testing.T) {
	want := trialOutputs{{1000, -3, 0.5}}
	for _, tc := range []struct {
		name string
		got  []float32
		ok   bool
	}{
		{"equal", []float32{1000, -3, 0.5}, true},
		{"reordered sums", []float32{1000.05, -3.01, 0.52}, true},
		{"one wrong element", []float32{1000, -3, 0.7}, false},
		{"NaN", []float32{1000, float32(math.NaN()), 0.5}, false},
	} {
		if err := sameOutputs(trialOutputs{tc.got}, want); (err == nil) != tc.ok {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

// TestRandomInputs: inputs for read arguments only, of their exact size,
// not all zero, the same for the same kernel.
func TestRandomInputs(t *testing.T) {
	o := &codeobj.Object{Symbol: "k", Args: []codeobj.Arg{
		{Name: "a", DType: "float32", Shape: []int64{3, 5}},
		{Name: "y", DType: "float32", Shape: []int64{3}, Write: true},
	}}
	in := RandomInputs(o)
	if len(in) != 2 || len(in[0]) != 4*15 || in[1] != nil {
		t.Fatalf("inputs %d, sizes %d %d", len(in), len(in[0]), len(in[1]))
	}
	nonzero := false
	for _, b := range in[0] {
		nonzero = nonzero || b != 0
	}
	if !nonzero {
		t.Error("all-zero input")
	}
	if again := RandomInputs(o); string(again[0]) != string(in[0]) {
		t.Error("the same kernel got other inputs")
	}
}
