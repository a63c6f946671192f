package driver

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// TestReferenceRunsStrings runs a string model through the reference path
// `mgxport run --arch ref` takes: string inputs as .npy arrays, string and
// bool outputs back, the comparison of string outputs (exact, naming the
// first that differs), and a clear refusal to fill a string input.
func TestReferenceRunsStrings(t *testing.T) {
	str, boolType := int32(onnxpb.TensorProto_STRING), int32(onnxpb.TensorProto_BOOL)
	m := onnxtest.New("strings", 20)
	m.Input("x", str, []int64{3})
	m.Input("y", str, []int64{1})
	m.Node("StringConcat", "cat", []string{"x", "y"}, []string{"z"})
	m.Node("RegexFullMatch", "re", []string{"z"}, []string{"m"}, onnxtest.String("pattern", `[a-z]+\.com`))
	m.Output("z", str, []int64{3})
	m.Output("m", boolType, []int64{3})
	path := filepath.Join(t.TempDir(), "strings.onnx")
	if err := os.WriteFile(path, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	r, err := LoadReference(path, CompileOptions{})
	if err != nil {
		t.Fatal(err)
	}
	in := map[string]*npy.Array{
		"x": {DType: "string", Shape: []int64{3}, Strings: []string{"abc", "Ünï", "x.y"}},
		"y": {DType: "string", Shape: []int64{1}, Strings: []string{".com"}},
	}
	outs, err := r.Run(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	z, mm := outs["z"], outs["m"]
	if z == nil || strings.Join(z.Strings, "|") != "abc.com|Ünï.com|x.y.com" || mm == nil || string(mm.Data) != "\x01\x00\x00" {
		t.Fatalf("got z %+v, m %+v", z, mm)
	}
	want := map[string]*npy.Array{"z": {DType: "string", Shape: []int64{3}, Strings: []string{"abc.com", "Ünï.com", "x.y.co"}}, "m": mm}
	diffs := CompareOutputs(outs, want, Tolerance{RTol: 1, ATol: 1})
	if len(diffs) != 2 || !diffs[0].Pass || diffs[1].Pass || diffs[1].Bad != 1 || diffs[1].Worst != 2 || diffs[1].WorstWantString != "x.y.co" {
		t.Fatalf("comparison: %+v", diffs)
	}
	if _, err := FillInputs(r.Inputs, map[string]*npy.Array{"x": in["x"]}, Fill{Mode: FillRandom}); err == nil || !strings.Contains(err.Error(), "--input y=") {
		t.Fatalf("filling a string input: %v", err)
	}
}
