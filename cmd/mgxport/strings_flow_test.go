package main

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// TestStringPreprocessingUserFlow is a model with a string pre-processing
// step — StringNormalizer (lower case) -> LabelEncoder (string -> int64
// id, unknown words to a default id) -> Gather of an embedding table ->
// ReduceMean — built by the test on fresh random words and weights, run as
// a user does in separate processes through files on disk: compile
// --portable -> file -> finalize --arch host -> run with a string .npy
// input, string, int64 and float outputs written as .npy files. The host's
// outputs equal `run --arch ref` on the ONNX model (strings and ids
// exactly) and the values the test computes itself, and two compiles write
// the same bundle bytes. The same bundle
// finalizes for sm_90 too (its string steps are host steps there as well).
// With stopwords the normalized words' count is decided by the words: the
// values after StringNormalizer have run-time shapes, and the gather and
// the mean run as host steps too.
func TestStringPreprocessingUserFlow(t *testing.T) {
	for _, stop := range []bool{false, true} {
		t.Run(fmt.Sprintf("stopwords=%v", stop), func(t *testing.T) { stringFlow(t, stop) })
	}
}

func stringFlow(t *testing.T, stop bool) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 31))
	const V, B, D = 8, 7, 5
	letters := "abcdefghijklmnopqrstuvwxyzäöü"
	word := func() string {
		r := []rune(letters)
		var b strings.Builder
		for range 3 + rng.IntN(5) {
			b.WriteRune(r[rng.IntN(len(r))])
		}
		return b.String()
	}
	vocab := map[string]int64{}
	var keys []string
	for len(keys) < V {
		if w := word(); vocab[w] == 0 && !slices.Contains(keys, w) {
			vocab[w] = int64(len(keys))
			keys = append(keys, w)
		}
	}
	ids := make([]int64, V)
	for i := range ids {
		ids[i] = int64(i)
	}
	// Words: most from the vocabulary in random case, some unknown; with
	// stopwords, the first word is the stopword keys[0] (case apart).
	words := make([]string, B)
	var wantNorm []string
	var wantIDs []int64
	for i := range words {
		w := keys[rng.IntN(V)]
		if i%3 == 2 {
			w = word() + "x"
		}
		if stop && i == 0 {
			w = keys[0]
		}
		var b strings.Builder
		for _, c := range w {
			if rng.IntN(2) == 0 {
				c = []rune(strings.ToUpper(string(c)))[0]
			}
			b.WriteRune(c)
		}
		words[i] = b.String()
		norm := strings.ToLower(b.String())
		if stop && norm == keys[0] {
			continue
		}
		id, ok := vocab[norm]
		if !ok {
			id = V // default_int64
		}
		wantNorm, wantIDs = append(wantNorm, norm), append(wantIDs, id)
	}
	kept := int64(len(wantIDs))
	emb := make([]float32, (V+1)*D)
	for i := range emb {
		emb[i] = float32(rng.NormFloat64())
	}
	wantPooled := make([]float64, D)
	for _, id := range wantIDs {
		for d := range D {
			wantPooled[d] += float64(emb[id*D+int64(d)]) / float64(kept)
		}
	}

	str := int32(onnxpb.TensorProto_STRING)
	m := onnxtest.New("string_preprocessing", 20)
	m.Domains = map[string]int64{"ai.onnx.ml": 3}
	m.Input("words", str, []int64{B})
	m.InitFloats("emb", []int64{V + 1, D}, emb)
	m.InitInts("axes", []int64{1}, []int64{0})
	normAttrs := []*onnxpb.AttributeProto{onnxtest.String("case_change_action", "LOWER")}
	if stop {
		normAttrs = append(normAttrs, &onnxpb.AttributeProto{Name: proto.String("stopwords"), Type: onnxpb.AttributeProto_STRINGS.Enum(),
			Strings: [][]byte{[]byte(strings.ToUpper(keys[0]))}})
	}
	m.Node("StringNormalizer", "normalize", []string{"words"}, []string{"norm"}, normAttrs...)
	keyBytes := make([][]byte, V)
	for i, k := range keys {
		keyBytes[i] = []byte(k)
	}
	le := m.Node("LabelEncoder", "encode", []string{"norm"}, []string{"ids"},
		&onnxpb.AttributeProto{Name: proto.String("keys_strings"), Type: onnxpb.AttributeProto_STRINGS.Enum(), Strings: keyBytes},
		onnxtest.Ints("values_int64s", ids...), onnxtest.Int("default_int64", V))
	le.Domain = proto.String("ai.onnx.ml")
	m.Node("Gather", "lookup", []string{"emb", "ids"}, []string{"rows"}, onnxtest.Int("axis", 0))
	m.Node("ReduceMean", "pool", []string{"rows", "axes"}, []string{"pooled"}, onnxtest.Int("keepdims", 0))
	m.Output("pooled", onnxtest.Float, []int64{D})
	m.Output("norm", str, []int64{-1})
	m.Output("ids", onnxtest.Int64, []int64{-1})

	dir := t.TempDir()
	model := filepath.Join(dir, "model.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(dir, "words.npy")
	if err := npy.WriteFile(in, &npy.Array{DType: "string", Shape: []int64{B}, Strings: words}); err != nil {
		t.Fatal(err)
	}
	c := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	bundle, host := filepath.Join(dir, "m.mgxb"), filepath.Join(dir, "m.host.mgxb")
	c.must(t, "compile", "--portable", model, "-o", bundle)
	// Same model, same bundle bytes (the string steps, attributes and
	// constants serialize deterministically).
	again := filepath.Join(dir, "again.mgxb")
	c.must(t, "compile", "--portable", model, "-o", again)
	if a, b := readFile(t, bundle), readFile(t, again); string(a) != string(b) {
		t.Errorf("two compiles of the model wrote different bundles (%d and %d bytes)", len(a), len(b))
	}
	c.must(t, "finalize", bundle, "--arch", "host", "-o", host)
	c.must(t, "run", host, "--arch", "host", "--input", "words="+in, "--output-dir", filepath.Join(dir, "host"))
	c.must(t, "run", model, "--arch", "ref", "--input", "words="+in, "--output-dir", filepath.Join(dir, "ref"))
	read := func(target, name string) *npy.Array {
		a, err := npy.ReadFile(filepath.Join(dir, target, name+".npy"))
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	for _, target := range []string{"host", "ref"} {
		norm, idsOut, pooled := read(target, "norm"), read(target, "ids"), read(target, "pooled")
		if norm.DType != "string" || !slices.Equal(norm.Shape, []int64{kept}) || !slices.Equal(norm.Strings, wantNorm) {
			t.Errorf("%s: norm %s %v %q, want %q", target, norm.DType, norm.Shape, norm.Strings, wantNorm)
		}
		if got := int64s(idsOut); idsOut.DType != "int64" || !slices.Equal(got, wantIDs) {
			t.Errorf("%s: ids %s %v, want %v", target, idsOut.DType, got, wantIDs)
		}
		got, err := npyFloats(pooled)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != D {
			t.Fatalf("%s: pooled has %d values, want %d", target, len(got), D)
		}
		for d := range D {
			if math.Abs(got[d]-wantPooled[d]) > 1e-5+1e-4*math.Abs(wantPooled[d]) {
				t.Errorf("%s: pooled[%d] = %v, want %v", target, d, got[d], wantPooled[d])
			}
		}
	}
	// The host's pooled values equal the reference evaluator's (fp32 rtol
	// 1e-4, atol 1e-5); the strings and ids equal the same expected values
	// above, so each other exactly.
	hp, err := npyFloats(read("host", "pooled"))
	if err != nil {
		t.Fatal(err)
	}
	rp, err := npyFloats(read("ref", "pooled"))
	if err != nil {
		t.Fatal(err)
	}
	requireClose(t, "pooled host vs ref", hp, rp, 1e-4, 1e-5)
	finalizeGPU(t, bundle)
}

// int64s reads an int64 array's elements.
func int64s(a *npy.Array) []int64 {
	out := make([]int64, len(a.Data)/8)
	for i := range out {
		out[i] = int64(binary.LittleEndian.Uint64(a.Data[8*i:]))
	}
	return out
}
