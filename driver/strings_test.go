package driver

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/internal/graphtest"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx"
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
	seqIn := []InputSpec{{Name: "s", DType: "sequence"}}
	if _, err := FillInputs(seqIn, map[string]*npy.Array{}, Fill{Mode: FillRandom}); err == nil || !strings.Contains(err.Error(), "input s is a sequence: run takes tensors") {
		t.Fatalf("filling a sequence input: %v", err)
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

// TestHostStringOpsMatchReference runs ops over strings that are not string
// ops — Gather, Reshape, Transpose, Concat, Shape, Equal, Cast to and from
// string — on the host target through the whole pipeline, on fresh random
// data, and checks every output equals the reference evaluator's: the host
// steps run the reference's own ops, with numeric values crossing to and
// from the kernels.
func TestHostStringOpsMatchReference(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 9))
	str, i64, f32 := int32(onnxpb.TensorProto_STRING), int32(onnxpb.TensorProto_INT64), int32(onnxpb.TensorProto_FLOAT)
	m := onnxtest.New("string_ops", 20)
	m.Input("words", str, []int64{2, 3})
	m.Input("idx", i64, []int64{2})
	m.Input("x", f32, []int64{4})
	m.InitInts("shape4", []int64{1}, []int64{4})
	m.Node("Gather", "g", []string{"words", "idx"}, []string{"g"}, onnxtest.Int("axis", 1))
	m.Node("Reshape", "r", []string{"g", "shape4"}, []string{"r"})
	m.Node("Cast", "xs", []string{"x"}, []string{"xs"}, onnxtest.Int("to", int64(str)))
	m.Node("Concat", "c", []string{"r", "xs"}, []string{"c"}, onnxtest.Int("axis", 0))
	m.Node("Cast", "xf", []string{"xs"}, []string{"xf"}, onnxtest.Int("to", int64(f32)))
	m.Node("Mul", "y", []string{"xf", "x"}, []string{"y"})
	m.Node("Equal", "e", []string{"r", "xs"}, []string{"e"})
	m.Node("Shape", "s", []string{"words"}, []string{"s"})
	m.Node("Transpose", "wt", []string{"words"}, []string{"wt"})
	for _, o := range []struct {
		name string
		dt   int32
		dims []int64
	}{{"c", str, []int64{8}}, {"y", f32, []int64{4}}, {"e", int32(onnxpb.TensorProto_BOOL), []int64{4}}, {"s", i64, []int64{2}}, {"wt", str, []int64{3, 2}}} {
		m.Output(o.name, o.dt, o.dims)
	}
	g, err := onnx.Decode(m.Bytes(), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	words := make([]string, 6)
	for i := range words {
		words[i] = fmt.Sprintf("w%d", rng.IntN(100))
	}
	x := make([]float64, 4)
	for i := range x {
		x[i] = rng.NormFloat64()
	}
	xt, err := graph.FromFloat64s(graph.Float32, graph.Shape{4}, x)
	if err != nil {
		t.Fatal(err)
	}
	// r[0] (words[1]) equal to what the cast makes of x[0], so Equal finds one.
	xs, err := ref.EvalNode(&graph.Node{Name: "cast", OpType: "Cast", Attrs: map[string]*graph.Attr{"to": {Kind: graph.AttrInt, Int: int64(str)}},
		Inputs: []*graph.Value{{DType: graph.Float32}}, Outputs: []*graph.Value{{}}}, 20, []*graph.Tensor{xt})
	if err != nil {
		t.Fatal(err)
	}
	words[1] = xs[0].Strings[0]
	w, err := graph.FromStrings(graph.Shape{2, 3}, words)
	if err != nil {
		t.Fatal(err)
	}
	idx, _ := graph.FromInt64s(graph.Int64, graph.Shape{2}, []int64{1, int64(rng.IntN(6) - 3)})
	inputs := map[string]*graph.Tensor{"words": w, "idx": idx, "x": xt}
	want, err := conformance.RefTarget{}.Run(context.Background(), g.Clone(), inputs)
	if err != nil {
		t.Fatal(err)
	}
	got, err := newTestHostTarget(t).Run(context.Background(), g.Clone(), inputs)
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"c", "y", "e", "s", "wt"} {
		a, b := got[name], want[name]
		if a == nil || b == nil || a.DType != b.DType || !a.Shape.Equal(b.Shape) || fmt.Sprint(a.Strings) != fmt.Sprint(b.Strings) || string(a.Data) != string(b.Data) {
			t.Errorf("%s: host %v %q %v, ref %v %q %v", name, a, a.Strings, a.Data, b, b.Strings, b.Data)
		}
	}
	if e := want["e"]; e.Data[0] != 1 {
		t.Errorf("Equal found no match: %v (the data tests too little)", e.Data)
	}
}

// TestHostStringControlFlow runs If and Loop over string values on the host
// target (branches and bodies are sub-programs whose string ops are host
// steps; string values pass between them on the host, a loop's string scan
// outputs are stacked on the host) and checks them equal to the reference.
func TestHostStringControlFlow(t *testing.T) {
	strs := func(shape graph.Shape, v ...string) *graph.Tensor {
		x, err := graph.FromStrings(shape, v)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 5))
	word := func() string { return fmt.Sprintf("w%d", rng.IntN(1000)) }
	cases := []struct {
		name  string
		build func() *graph.Graph
		in    []map[string]*graph.Tensor
	}{
		{"if", func() *graph.Graph {
			b := graphtest.New("if")
			c := b.Input("c", graph.Bool)
			w := b.Input("words", graph.String, 3)
			tb := graphtest.New("then")
			bang := tb.Const("bang", strs(graph.Shape{1}, "!"))
			then := tb.Output(tb.Node("StringConcat", nil, []*graph.Value{tb.Capture(w), bang}, "t")...)
			eb := graphtest.New("else")
			els := eb.Output(eb.Node("Identity", nil, []*graph.Value{eb.Capture(w)}, "e")...)
			y := b.Node("If", map[string]*graph.Attr{"then_branch": graphtest.GraphAttr(then), "else_branch": graphtest.GraphAttr(els)}, []*graph.Value{c, w}, "y")[0]
			return b.Output(y, b.Node("RegexFullMatch", map[string]*graph.Attr{"pattern": {Kind: graph.AttrString, String: `w\d+!`}}, []*graph.Value{y}, "m")[0])
		}, []map[string]*graph.Tensor{
			{"c": boolTensor(true), "words": strs(graph.Shape{3}, word(), word(), word())},
			{"c": boolTensor(false), "words": strs(graph.Shape{3}, word(), word(), word())},
		}},
		{"loop", func() *graph.Graph {
			b := graphtest.New("loop")
			m := b.Input("M", graph.Int64)
			s0 := b.Input("s0", graph.String, 2)
			suffix := b.Input("suffix", graph.String, 1)
			body := graphtest.New("body")
			body.Input("i", graph.Int64)
			body.Input("c", graph.Bool)
			s := body.Input("s", graph.String, 2)
			s2 := body.Node("StringConcat", nil, []*graph.Value{s, body.Capture(suffix)}, "s2")[0]
			g := body.Output(body.Const("true", boolTensor(true)), s2, s2)
			return b.Output(b.Node("Loop", map[string]*graph.Attr{"body": graphtest.GraphAttr(g)}, []*graph.Value{m, nil, s0, suffix}, "s_final", "parts")...)
		}, []map[string]*graph.Tensor{
			{"M": graph.Scalar(graph.Int64, 3), "s0": strs(graph.Shape{2}, word(), word()), "suffix": strs(graph.Shape{1}, "-"+word())},
		}},
		{"loop carrying a sequence", func() *graph.Graph {
			// Each iteration appends the iteration's words to a carried
			// sequence; the sequence is joined after the loop.
			b := graphtest.New("seqloop")
			m := b.Input("M", graph.Int64)
			w := b.Input("words", graph.String, 2)
			empty := b.Node("SequenceEmpty", map[string]*graph.Attr{"dtype": graphtest.IntAttr(8)}, nil, "empty")[0]
			body := graphtest.New("body")
			i := body.Input("i", graph.Int64)
			body.Input("c", graph.Bool)
			s := body.Input("s", graph.Sequence)
			is := body.Node("Cast", map[string]*graph.Attr{"to": graphtest.IntAttr(8)}, []*graph.Value{i}, "is")[0]
			tagged := body.Node("StringConcat", nil, []*graph.Value{body.Capture(w), is}, "tagged")[0]
			s2 := body.Node("SequenceInsert", nil, []*graph.Value{s, tagged}, "s2")[0]
			g := body.Output(body.Const("true", boolTensor(true)), s2)
			final := b.Node("Loop", map[string]*graph.Attr{"body": graphtest.GraphAttr(g)}, []*graph.Value{m, nil, empty, w}, "final")[0]
			joined := b.Node("ConcatFromSequence", map[string]*graph.Attr{"axis": graphtest.IntAttr(0)}, []*graph.Value{final}, "joined")[0]
			n := b.Node("SequenceLength", nil, []*graph.Value{final}, "n")[0]
			return b.Output(joined, n)
		}, []map[string]*graph.Tensor{
			{"M": graph.Scalar(graph.Int64, 3), "words": strs(graph.Shape{2}, word(), word())},
		}},
	}
	ht := newTestHostTarget(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			for _, in := range tc.in {
				g := tc.build()
				if err := g.Validate(); err != nil {
					t.Fatalf("invalid test graph: %v", err)
				}
				want, err := conformance.RefTarget{}.Run(context.Background(), g.Clone(), in)
				if err != nil {
					t.Fatal(err)
				}
				got, err := ht.Run(context.Background(), g.Clone(), in)
				if err != nil {
					t.Fatal(err)
				}
				for name, w := range want {
					h := got[name]
					if h == nil || h.DType != w.DType || !h.Shape.Equal(w.Shape) || fmt.Sprint(h.Strings) != fmt.Sprint(w.Strings) || string(h.Data) != string(w.Data) {
						t.Errorf("%s: host %v %q, ref %v %q", name, h, h.Strings, w, w.Strings)
					}
				}
			}
		})
	}
}

// TestSequenceNodeTests runs the node suite's sequence and optional tests
// that ONNX Runtime passes: the reference evaluator passes each (sequences
// compared with the tensors the suite stores them as), and the host target
// skips each, naming the reference evaluator as where they run.
func TestSequenceNodeTests(t *testing.T) {
	names := []string{"test_if_opt", "test_if_seq", "test_split_to_sequence_1", "test_split_to_sequence_2", "test_split_to_sequence_nokeepdims"}
	paths := unpackNodeTests(t, names)
	for _, target := range []conformance.Target{conformance.RefTarget{}, newTestHostTarget(t)} {
		results, err := conformance.Run(context.Background(), target, paths, conformance.Options{})
		if err != nil {
			t.Fatalf("%s: %v", target.Name(), err)
		}
		if len(results) != len(names) {
			t.Fatalf("%s: %d results for %d tests", target.Name(), len(results), len(names))
		}
		for _, r := range results {
			ok := r.Status == conformance.Pass
			if target.Name() != "ref" {
				ok = r.Status == conformance.Pass
			}
			if !ok {
				t.Errorf("%s: %s", target.Name(), r)
			}
		}
	}
}

// TestHostCastToStringLikeOnnxRuntime casts tricky float32 and float64
// values to STRING on the host target through the whole pipeline (a host
// step): the strings are ONNX Runtime's ("%.8g", NaN, INF, -INF), as on
// the reference (graph/ref's TestCastToStringLikeOnnxRuntime).
func TestHostCastToStringLikeOnnxRuntime(t *testing.T) {
	str, f32, f64 := int32(onnxpb.TensorProto_STRING), int32(onnxpb.TensorProto_FLOAT), int32(onnxpb.TensorProto_DOUBLE)
	m := onnxtest.New("cast_string", 20)
	m.Input("x", f32, []int64{8})
	m.Input("d", f64, []int64{4})
	m.Node("Cast", "xs", []string{"x"}, []string{"xs"}, onnxtest.Int("to", int64(str)))
	m.Node("Cast", "ds", []string{"d"}, []string{"ds"}, onnxtest.Int("to", int64(str)))
	m.Output("xs", str, []int64{8})
	m.Output("ds", str, []int64{4})
	g, err := onnx.Decode(m.Bytes(), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	x, _ := graph.FromFloat64s(graph.Float32, graph.Shape{8}, []float64{1e-7, 1e20, math.Copysign(0, -1), 0.1, 3.4028235e38, 1.4e-45, math.NaN(), math.Inf(-1)})
	d, _ := graph.FromFloat64s(graph.Float64, graph.Shape{4}, []float64{1.0 / 3, 123456785, 5e-324, math.Inf(1)})
	got, err := newTestHostTarget(t).Run(context.Background(), g, map[string]*graph.Tensor{"x": x, "d": d})
	if err != nil {
		t.Fatal(err)
	}
	if want := "[1e-07 1e+20 -0 0.1 3.4028235e+38 1.4012985e-45 NaN -INF]"; fmt.Sprint(got["xs"].Strings) != want {
		t.Errorf("float32: %q, want %s", got["xs"].Strings, want)
	}
	if want := "[0.33333333 1.2345678e+08 4.9406565e-324 INF]"; fmt.Sprint(got["ds"].Strings) != want {
		t.Errorf("float64: %q, want %s", got["ds"].Strings, want)
	}
}
