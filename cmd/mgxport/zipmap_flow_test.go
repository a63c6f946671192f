package main

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// mlFlowNode adds an ai.onnx.ml node, as skl2onnx writes it.
func mlFlowNode(m *onnxtest.Model, op string, ins, outs []string, attrs ...*onnxpb.AttributeProto) {
	m.Node(op, op+"_"+outs[0], ins, outs, attrs...).Domain = proto.String("ai.onnx.ml")
	if m.Domains == nil {
		m.Domains = map[string]int64{}
	}
	m.Domains["ai.onnx.ml"] = 1
}

func floatsAttrFlow(name string, v ...float32) *onnxpb.AttributeProto {
	return &onnxpb.AttributeProto{Name: proto.String(name), Type: onnxpb.AttributeProto_FLOATS.Enum(), Floats: v}
}

func stringsAttrFlow(name string, v ...string) *onnxpb.AttributeProto {
	a := &onnxpb.AttributeProto{Name: proto.String(name), Type: onnxpb.AttributeProto_STRINGS.Enum()}
	for _, s := range v {
		a.Strings = append(a.Strings, []byte(s))
	}
	return a
}

// zipMapWant is the hand-computed ZipMap output: rows of (label, score).
type zipMapWant struct {
	keys   []string // JSON map keys as mapKeyJSON writes them
	scores [][]float64
	labels []string // the predicted label per row
}

// TestZipMapUserFlow: the two shapes skl2onnx gives a classifier — a
// LinearClassifier (int64 labels, softmax) and a TreeEnsembleClassifier
// (string labels) each followed by ZipMap, whose output is a sequence of
// maps — run as a user does: compile --portable -> file -> finalize --arch
// host -> run, separate processes, the maps written as JSON; the values
// equal the ones the test computes, and the same on --arch ref; verify
// compares them with the reference evaluator's; run and verify --expected
// take a .json reference and fail on a wrong one, naming the map.
func TestZipMapUserFlow(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 31))
	const N, F = 5, 4
	x := make([]float32, N*F)
	for i := range x {
		x[i] = float32(rng.NormFloat64())
	}
	c := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	dir := t.TempDir()
	in := filepath.Join(dir, "x.npy")
	data := make([]byte, 4*len(x))
	for i, v := range x {
		binary.LittleEndian.PutUint32(data[4*i:], math.Float32bits(v))
	}
	if err := npy.WriteFile(in, &npy.Array{DType: "float32", Shape: []int64{N, F}, Data: data}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name  string
		build func() (*onnxtest.Model, zipMapWant)
	}{
		{"linear", func() (*onnxtest.Model, zipMapWant) { return linearZipMap(rng, x, N, F) }},
		{"trees", func() (*onnxtest.Model, zipMapWant) { return treesZipMap(rng, x, N, F) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m, want := tc.build()
			d := filepath.Join(dir, tc.name)
			if err := os.MkdirAll(d, 0o755); err != nil {
				t.Fatal(err)
			}
			model := filepath.Join(d, "model.onnx")
			if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			bundle, host := filepath.Join(d, "m.mgxb"), filepath.Join(d, "m.host.mgxb")
			c.must(t, "compile", "--portable", model, "-o", bundle)
			c.must(t, "finalize", bundle, "--arch", "host", "-o", host)
			stdout, _ := c.must(t, "run", host, "--arch", "host", "--input", "x="+in, "--output-dir", filepath.Join(d, "host"), "--json")
			if !strings.Contains(stdout, `"dtype":"sequence"`) && !strings.Contains(stdout, `"dtype": "sequence"`) {
				t.Errorf("run --json does not list the sequence output:\n%s", stdout)
			}
			c.must(t, "run", model, "--arch", "ref", "--input", "x="+in, "--output-dir", filepath.Join(d, "ref"))
			if stdout, _ := c.must(t, "run", host, "--input", "x="+in, "--print"); !strings.Contains(stdout, `  {"dtype":"sequence","items":[{"dtype":"map","items":[`) {
				t.Errorf("run --print does not print the maps as JSON:\n%s", stdout)
			}
			for _, target := range []string{"host", "ref"} {
				checkZipMapJSON(t, target, filepath.Join(d, target, "output_probability.json"), want)
				lab, err := npy.ReadFile(filepath.Join(d, target, "output_label.npy"))
				if err != nil {
					t.Fatal(err)
				}
				for r := range N {
					var got string
					if lab.DType == "string" {
						got = strconv.Quote(lab.Strings[r])
					} else {
						got = strconv.FormatInt(int64s(lab)[r], 10)
					}
					if got != want.labels[r] {
						t.Errorf("%s: label[%d] = %s, want %s", target, r, got, want.labels[r])
					}
				}
			}
			// The test's own values as a reference file, as one would
			// write ONNX Runtime's: run and verify --expected pass on it
			// and fail when one score is off by 1e-3.
			good, bad := filepath.Join(d, "want.json"), filepath.Join(d, "bad.json")
			writeZipMapJSON(t, good, want, -1)
			writeZipMapJSON(t, bad, want, N/2)
			c.must(t, "run", host, "--input", "x="+in, "--expected", "output_probability="+good)
			c.must(t, "verify", model, "--input", "x="+in, "--expected", "output_probability="+good)
			// Against the reference evaluator: the maps compared key by key.
			if stdout, _ := c.must(t, "verify", model, "--input", "x="+in); !strings.Contains(stdout, "output_probability  sequence") {
				t.Errorf("verify does not list the sequence output:\n%s", stdout)
			}
			for _, cmd := range []string{"run", "verify"} {
				target := host
				if cmd == "verify" {
					target = model
				}
				stdout, stderr, err := c.run(t, cmd, target, "--input", "x="+in, "--expected", "output_probability="+bad, "--json")
				if err == nil {
					t.Fatalf("%s --expected of a wrong score passed:\n%s", cmd, stdout)
				}
				if !strings.Contains(stdout, fmt.Sprintf(`"worst_path": "[%d][`, N/2)) {
					t.Errorf("%s: the report does not name map %d:\n%s\n%s", cmd, N/2, stdout, stderr)
				}
			}
		})
	}
}

// linearZipMap is LinearClassifier (3 classes, int64 labels, softmax) ->
// ZipMap(classlabels_int64s), with its expected output.
func linearZipMap(rng *rand.Rand, x []float32, n, f int) (*onnxtest.Model, zipMapWant) {
	labels := []int64{7, -2, 11}
	k := len(labels)
	coef, icpt := make([]float32, k*f), make([]float32, k)
	for i := range coef {
		coef[i] = float32(rng.NormFloat64())
	}
	for i := range icpt {
		icpt[i] = float32(rng.NormFloat64())
	}
	m := onnxtest.New("linear_zipmap", 17)
	m.Input("x", onnxtest.Float, []int64{int64(n), int64(f)})
	mlFlowNode(m, "LinearClassifier", []string{"x"}, []string{"output_label", "probabilities"}, floatsAttrFlow("coefficients", coef...), floatsAttrFlow("intercepts", icpt...),
		onnxtest.Ints("classlabels_ints", labels...), onnxtest.String("post_transform", "SOFTMAX"))
	mlFlowNode(m, "ZipMap", []string{"probabilities"}, []string{"output_probability"}, onnxtest.Ints("classlabels_int64s", labels...))
	m.Output("output_label", onnxtest.Int64, []int64{int64(n)})
	m.SeqMapOutput("output_probability", onnxtest.Int64)
	var w zipMapWant
	for _, l := range labels {
		w.keys = append(w.keys, strconv.FormatInt(l, 10))
	}
	for r := range n {
		s := make([]float64, k)
		best := 0
		for c := range k {
			s[c] = float64(icpt[c])
			for j := range f {
				s[c] += float64(x[r*f+j]) * float64(coef[c*f+j])
			}
			if s[c] > s[best] {
				best = c
			}
		}
		w.scores = append(w.scores, softmax(s))
		w.labels = append(w.labels, w.keys[best])
	}
	return m, w
}

func softmax(s []float64) []float64 {
	mx := math.Inf(-1)
	for _, v := range s {
		mx = math.Max(mx, v)
	}
	out, sum := make([]float64, len(s)), 0.0
	for i, v := range s {
		out[i] = math.Exp(v - mx)
		sum += out[i]
	}
	for i := range out {
		out[i] /= sum
	}
	return out
}

// treesZipMap is TreeEnsembleClassifier (two stumps, 3 string labels, raw
// sums) -> ZipMap(classlabels_strings), with its expected output.
func treesZipMap(rng *rand.Rand, x []float32, n, f int) (*onnxtest.Model, zipMapWant) {
	labels := []string{"setosa", "versicolor", "virginica"}
	k := len(labels)
	// Tree t splits feature feat[t] at thr[t]: node 0 the branch, node 1
	// (true: x <= thr) and node 2 the leaves, each with a weight per class.
	feat, thr := []int64{0, 2}, []float32{float32(rng.NormFloat64() * 0.3), float32(rng.NormFloat64() * 0.3)}
	var treeIDs, nodeIDs, featIDs, tIDs, fIDs []int64
	var modes []string
	var vals []float32
	var cTree, cNode, cID []int64
	var cW []float32
	weights := map[[3]int]float32{} // tree, leaf, class
	for tr := range 2 {
		treeIDs = append(treeIDs, int64(tr), int64(tr), int64(tr))
		nodeIDs = append(nodeIDs, 0, 1, 2)
		featIDs = append(featIDs, feat[tr], 0, 0)
		modes = append(modes, "BRANCH_LEQ", "LEAF", "LEAF")
		vals = append(vals, thr[tr], 0, 0)
		tIDs = append(tIDs, 1, 0, 0)
		fIDs = append(fIDs, 2, 0, 0)
		for leaf := 1; leaf <= 2; leaf++ {
			for c := range k {
				wv := float32(rng.Float64())
				weights[[3]int{tr, leaf, c}] = wv
				cTree, cNode, cID, cW = append(cTree, int64(tr)), append(cNode, int64(leaf)), append(cID, int64(c)), append(cW, wv)
			}
		}
	}
	m := onnxtest.New("trees_zipmap", 17)
	m.Input("x", onnxtest.Float, []int64{int64(n), int64(f)})
	mlFlowNode(m, "TreeEnsembleClassifier", []string{"x"}, []string{"output_label", "probabilities"},
		onnxtest.Ints("nodes_treeids", treeIDs...), onnxtest.Ints("nodes_nodeids", nodeIDs...), stringsAttrFlow("nodes_modes", modes...),
		onnxtest.Ints("nodes_featureids", featIDs...), floatsAttrFlow("nodes_values", vals...),
		onnxtest.Ints("nodes_truenodeids", tIDs...), onnxtest.Ints("nodes_falsenodeids", fIDs...),
		onnxtest.Ints("class_treeids", cTree...), onnxtest.Ints("class_nodeids", cNode...), onnxtest.Ints("class_ids", cID...),
		floatsAttrFlow("class_weights", cW...), stringsAttrFlow("classlabels_strings", labels...), onnxtest.String("post_transform", "NONE"))
	mlFlowNode(m, "ZipMap", []string{"probabilities"}, []string{"output_probability"}, stringsAttrFlow("classlabels_strings", labels...))
	m.Output("output_label", int32(onnxpb.TensorProto_STRING), []int64{int64(n)})
	m.SeqMapOutput("output_probability", int32(onnxpb.TensorProto_STRING))
	var w zipMapWant
	for _, l := range labels {
		w.keys = append(w.keys, strconv.Quote(l))
	}
	for r := range n {
		s := make([]float64, k)
		for tr := range 2 {
			leaf := 2
			if x[r*f+int(feat[tr])] <= thr[tr] {
				leaf = 1
			}
			for c := range k {
				s[c] += float64(weights[[3]int{tr, leaf, c}])
			}
		}
		best := 0
		for c := range k {
			if s[c] > s[best] {
				best = c
			}
		}
		w.scores = append(w.scores, s)
		w.labels = append(w.labels, w.keys[best])
	}
	return m, w
}

// zipMapFile is run's JSON form of a sequence of maps (driver.ValueJSONHelp).
type zipMapFile struct {
	DType string `json:"dtype"`
	Items []struct {
		DType string `json:"dtype"`
		Items []struct {
			DType string          `json:"dtype"`
			Shape []int64         `json:"shape"`
			Data  json.RawMessage `json:"data"`
		} `json:"items"`
	} `json:"items"`
}

// checkZipMapJSON reads a ZipMap output run wrote and compares it with
// want: one map a row, the labels its keys, the scores its values.
func checkZipMapJSON(t *testing.T, target, file string, want zipMapWant) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%s: %v", target, err)
	}
	var v zipMapFile
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%s: %s: %v\n%s", target, file, err, b)
	}
	if v.DType != "sequence" || len(v.Items) != len(want.scores) {
		t.Fatalf("%s: %s is a %s of %d, want a sequence of %d maps", target, file, v.DType, len(v.Items), len(want.scores))
	}
	var got, exp []float64
	for r, mp := range v.Items {
		if mp.DType != "map" || len(mp.Items) != 2 {
			t.Fatalf("%s: item %d is %s of %d", target, r, mp.DType, len(mp.Items))
		}
		var keys []json.RawMessage
		var vals []float64
		if err := json.Unmarshal(mp.Items[0].Data, &keys); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(mp.Items[1].Data, &vals); err != nil {
			t.Fatal(err)
		}
		if mp.Items[1].DType != "float32" || len(keys) != len(want.keys) || len(vals) != len(keys) {
			t.Fatalf("%s: map %d has %d keys and %d %s values, want %d float32", target, r, len(keys), len(vals), mp.Items[1].DType, len(want.keys))
		}
		for c, k := range want.keys {
			if string(keys[c]) != k {
				t.Fatalf("%s: map %d key %d is %s, want %s", target, r, c, keys[c], k)
			}
		}
		got = append(got, vals...)
		exp = append(exp, want.scores[r]...)
	}
	requireClose(t, target+" "+filepath.Base(file), got, exp, 1e-5, 1e-6)
}

// writeZipMapJSON writes want as a reference file, with one score of map
// off (off < 0: none) moved by 1e-3.
func writeZipMapJSON(t *testing.T, file string, want zipMapWant, off int) {
	t.Helper()
	keyType := "int64"
	if strings.HasPrefix(want.keys[0], `"`) {
		keyType = "string"
	}
	var items []string
	for r, s := range want.scores {
		vals := make([]string, len(s))
		for c, v := range s {
			if r == off && c == 1 {
				v += 1e-3
			}
			vals[c] = strconv.FormatFloat(float64(float32(v)), 'g', -1, 32)
		}
		items = append(items, fmt.Sprintf(`{"dtype":"map","items":[{"dtype":%q,"shape":[%d],"data":[%s]},{"dtype":"float32","shape":[%d],"data":[%s]}]}`,
			keyType, len(want.keys), strings.Join(want.keys, ","), len(s), strings.Join(vals, ",")))
	}
	b := fmt.Sprintf(`{"dtype":"sequence","items":[%s]}`, strings.Join(items, ","))
	if err := os.WriteFile(file, []byte(b), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestZipMapDynamicBatch: a classifier of a dynamic batch compiles with
// the batch bound (--dim) and runs, its sequence of maps one a row, as
// the test computes; shape buckets are refused at compile naming ZipMap
// (a padded run could not cut the padded rows' maps off its sequence).
func TestZipMapDynamicBatch(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 32))
	const N, F = 4, 3
	x := make([]float32, N*F)
	for i := range x {
		x[i] = float32(rng.NormFloat64())
	}
	m, want := linearZipMap(rng, x, N, F)
	// The batch is the dim N.
	m.Graph.Input, m.Graph.Output = nil, m.Graph.Output[1:]
	m.Input("x", onnxtest.Float, []int64{-1, F}, "N")
	m.Output("output_label", onnxtest.Int64, []int64{-1}, "N")
	dir := t.TempDir()
	model := filepath.Join(dir, "model.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	data := make([]byte, 4*len(x))
	for i, v := range x {
		binary.LittleEndian.PutUint32(data[4*i:], math.Float32bits(v))
	}
	in := filepath.Join(dir, "x.npy")
	if err := npy.WriteFile(in, &npy.Array{DType: "float32", Shape: []int64{N, F}, Data: data}); err != nil {
		t.Fatal(err)
	}
	c := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	bundle := filepath.Join(dir, "m.mgxb")
	c.must(t, "compile", "--portable", model, "--dim", fmt.Sprintf("N=%d", N), "-o", bundle)
	c.must(t, "run", bundle, "--input", "x="+in, "--output-dir", filepath.Join(dir, "out"))
	checkZipMapJSON(t, "host, N bound", filepath.Join(dir, "out", "output_probability.json"), want)
	_, stderr, err := c.run(t, "compile", "--portable", model, "--bucket", "N=2,4", "-o", filepath.Join(dir, "b.mgxb"))
	if err == nil || !strings.Contains(stderr, "ZipMap") || !strings.Contains(stderr, "decided at run time") {
		t.Errorf("compile --bucket of a ZipMap model: %v\n%s", err, stderr)
	}
}
