package tuner

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/graph"
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
		if err := sameOutputs(trialOutputs{tc.got}, want, []float64{outputTolerance("float32")}); (err == nil) != tc.ok {
			t.Errorf("%s: %v", tc.name, err)
		}
	}
}

// TestSameOutputsHalf checks the rule for 16-bit outputs: one unit in
// the last place of the type passes, a wrong element does not.
func TestSameOutputsHalf(t *testing.T) {
	want := trialOutputs{{1, -0.75, 0.5}}
	for _, tc := range []struct {
		dtype string
		got   []float32
		ok    bool
	}{
		{"float16", []float32{1 + 1.0/1024, -0.75, 0.5}, true},
		{"float16", []float32{1, -0.75, 0.51}, false},
		{"bfloat16", []float32{1 + 1.0/128, -0.75, 0.5 - 1.0/256}, true},
		{"bfloat16", []float32{1, -0.7, 0.5}, false},
		{"float32", []float32{1 + 1.0/1024, -0.75, 0.5}, false},
	} {
		if err := sameOutputs(trialOutputs{tc.got}, want, []float64{outputTolerance(tc.dtype)}); (err == nil) != tc.ok {
			t.Errorf("%s %v: %v", tc.dtype, tc.got, err)
		}
	}
}

// TestOutputTolerances: each written argument's type decides its
// tolerance, except a float32 output of a kernel reading 16-bit floats,
// which takes the widest of theirs (one bfloat16 ulp passes there).
func TestOutputTolerances(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []codeobj.Arg
		want []float64
	}{
		{"f32", []codeobj.Arg{{DType: "float32"}, {DType: "float32", Write: true}}, []float64{1e-4}},
		{"f16", []codeobj.Arg{{DType: "float16"}, {DType: "float16", Write: true}}, []float64{2e-3}},
		{"bf16 in, f32 out", []codeobj.Arg{{DType: "bfloat16"}, {DType: "float32"}, {DType: "float32", Write: true}}, []float64{1.6e-2}},
		{"f16 and bf16 in", []codeobj.Arg{{DType: "float16"}, {DType: "bfloat16"}, {DType: "float32", Write: true}, {DType: "float16", Write: true}}, []float64{1.6e-2, 2e-3}},
		{"int64 out", []codeobj.Arg{{DType: "float16"}, {DType: "int64", Write: true}}, []float64{1e-4}},
	} {
		got := outputTolerances(tc.args)
		if len(got) != len(tc.want) {
			t.Fatalf("%s: %v, want %v", tc.name, got, tc.want)
		}
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
			}
		}
	}
	// A bf16 attention's f32 output one bf16 ulp off passes.
	want := trialOutputs{{1, -0.75, 0.5}}
	tol := outputTolerances([]codeobj.Arg{{DType: "bfloat16"}, {DType: "float32", Write: true}})
	if err := sameOutputs(trialOutputs{{1 + 1.0/128, -0.75, 0.5}}, want, tol); err != nil {
		t.Error(err)
	}
}

// TestRandomInputs: inputs for read arguments only, of their exact size
// in their type, not all zero, finite, the same for the same kernel.
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
	h := &codeobj.Object{Symbol: "h", Args: []codeobj.Arg{
		{Name: "a", DType: "float16", Shape: []int64{64}},
		{Name: "b", DType: "bfloat16", Shape: []int64{64}},
		{Name: "m", DType: "float32", Shape: []int64{8}},
		{Name: "y", DType: "float16", Shape: []int64{8}, Write: true},
	}}
	in = RandomInputs(h)
	if len(in[0]) != 2*64 || len(in[1]) != 2*64 || len(in[2]) != 4*8 || in[3] != nil {
		t.Fatalf("sizes %d %d %d, want 128 128 32", len(in[0]), len(in[1]), len(in[2]))
	}
	for i, dec := range []func(uint16) float32{graph.Float16ToFloat32, graph.BFloat16ToFloat32} {
		var sum float64
		for j := range 64 {
			f := float64(dec(binary.LittleEndian.Uint16(in[i][2*j:])))
			if math.IsNaN(f) || math.IsInf(f, 0) || math.Abs(f) > 10 {
				t.Fatalf("%s input %d: %v, want a standard normal value", h.Args[i].DType, j, f)
			}
			sum += f * f
		}
		if sum < 16 || sum > 256 { // 64 standard normals: about 64
			t.Errorf("%s inputs: sum of squares %.1f, want about 64", h.Args[i].DType, sum)
		}
	}
}
