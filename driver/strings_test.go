package driver

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx/conformance"
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

// stringNodeTests are the node suite's string tests ONNX Runtime passes:
// Equal on strings, RegexFullMatch, StringConcat, StringNormalizer,
// StringSplit and LabelEncoder with string keys.
var stringNodeTests = []string{
	"test_equal_string", "test_equal_string_broadcast",
	"test_regex_full_match_basic", "test_regex_full_match_email_domain", "test_regex_full_match_empty",
	"test_string_concat", "test_string_concat_broadcasting", "test_string_concat_empty_string",
	"test_string_concat_utf8", "test_string_concat_zero_dimensional",
	"test_strnormalizer_export_monday_casesensintive_lower", "test_strnormalizer_export_monday_casesensintive_nochangecase",
	"test_strnormalizer_export_monday_casesensintive_upper", "test_strnormalizer_export_monday_empty_output",
	"test_strnormalizer_export_monday_insensintive_upper_twodim", "test_strnormalizer_nostopwords_nochangecase",
	"test_string_split_basic", "test_string_split_consecutive_delimiters", "test_string_split_empty_string_delimiter",
	"test_string_split_empty_tensor", "test_string_split_maxsplit", "test_string_split_no_delimiter",
	"test_ai_onnx_ml_label_encoder_string_int", "test_ai_onnx_ml_label_encoder_string_int_no_default",
	"test_ai_onnx_ml_label_encoder_tensor_mapping", "test_ai_onnx_ml_label_encoder_tensor_value_only_mapping",
}

// unpackNodeTests unpacks the named tests of the node suite archive into a
// temporary directory and returns their directories.
func unpackNodeTests(t *testing.T, names []string) []string {
	t.Helper()
	if _, err := os.Stat(nodeSuiteArchive); err != nil {
		t.Fatalf("the ONNX node suite archive (../shared/onnx-node-1.23.1.tar.xz beside the checkout): %v", err)
	}
	for _, tool := range []string{"tar", "xz"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s is needed to unpack the node suite: run `make deps` (%v)", tool, err)
		}
	}
	dir := t.TempDir()
	args := []string{"-xJf", nodeSuiteArchive, "-C", dir}
	var paths []string
	for _, n := range names {
		args = append(args, "node/"+n)
		paths = append(paths, filepath.Join(dir, "node", n))
	}
	if out, err := exec.Command("tar", args...).CombinedOutput(); err != nil {
		t.Fatalf("unpack %s: %v: %s", nodeSuiteArchive, err, out)
	}
	return paths
}

// TestHostRunsStringNodeTests runs the node suite's string tests on the
// host target, through the whole pipeline (compile, lower, finalize, the
// host runtime): the string ops run as host steps over host values and
// every test must pass, as on the reference evaluator.
func TestHostRunsStringNodeTests(t *testing.T) {
	paths := unpackNodeTests(t, stringNodeTests)
	for _, target := range []conformance.Target{conformance.RefTarget{}, newTestHostTarget(t)} {
		results, err := conformance.Run(context.Background(), target, paths, conformance.Options{})
		if err != nil {
			t.Fatalf("%s: %v", target.Name(), err)
		}
		for _, r := range results {
			if r.Status != conformance.Pass {
				t.Errorf("%s: %s: %s: %s", target.Name(), r.Name, r.Status, r.Reason)
			}
		}
		if len(results) != len(stringNodeTests) {
			t.Errorf("%s: %d results for %d tests", target.Name(), len(results), len(stringNodeTests))
		}
	}
}
