package driver

import (
	"math"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/runtime/hostop"
)

// TestValueJSONRoundTrip: sequences of maps (int64 and string keys),
// optionals and tensors of every JSON kind (floats with NaN, infinities,
// -0 and float16, uint64's top, bools, strings) read back bit for bit
// from the file run writes.
func TestValueJSONRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 5))
	f32 := func(v ...float64) *graph.Tensor {
		x, err := graph.FromFloat64s(graph.Float32, graph.Shape{int64(len(v))}, v)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	row := func() *graph.Tensor { return f32(rng.Float64(), rng.NormFloat64()*1e-30, rng.NormFloat64()*1e30) }
	ik, _ := graph.FromInt64s(graph.Int64, graph.Shape{3}, []int64{math.MinInt64, 0, math.MaxInt64})
	sk, _ := graph.FromStrings(graph.Shape{3}, []string{"héllo", "", `"quoted"\`})
	m1, err := graph.NewMap(ik, row())
	if err != nil {
		t.Fatal(err)
	}
	m2, _ := graph.NewMap(ik, row())
	m3, _ := graph.NewMap(sk, row())
	seqI, _ := graph.NewSequence([]*graph.Tensor{m1, m2})
	seqS, _ := graph.NewSequence([]*graph.Tensor{m3})
	h, _ := graph.NewTensor(graph.Float16, graph.Shape{2})
	h.SetFloat64(0, 65504)
	h.SetFloat64(1, -0.000061035156)
	u, _ := graph.FromInt64s(graph.Uint64, graph.Shape{2}, []int64{-1, 7})
	b, _ := graph.FromInt64s(graph.Bool, graph.Shape{2, 1}, []int64{1, 0})
	opt, _ := graph.NewOptional(f32(math.NaN(), math.Inf(1), math.Inf(-1), math.Copysign(0, -1)))
	none, _ := graph.NewOptional(nil)
	dir := t.TempDir()
	for _, v := range []*graph.Tensor{seqI, seqS, h, u, b, opt, none} {
		a := hostop.ArrayOf(v)
		file := filepath.Join(dir, ValueFileName("out", a))
		if IsHostValue(a) != strings.HasSuffix(file, ".json") {
			t.Fatalf("%v: file %s", v, file)
		}
		if !IsHostValue(a) {
			// Tensors are .npy files; their JSON form is what a map's
			// keys and values use.
			enc, err := EncodeValueJSON(a)
			if err != nil {
				t.Fatal(err)
			}
			back, err := DecodeValueJSON(enc)
			if err != nil {
				t.Fatalf("%v: %v\n%s", v, err, enc)
			}
			if !sameValue(a, back) {
				t.Fatalf("%v: read back differs\n%s", v, enc)
			}
			continue
		}
		if err := WriteValueFile(file, a); err != nil {
			t.Fatal(err)
		}
		back, err := ReadValueFile(file)
		if err != nil {
			t.Fatalf("%v: %v", v, err)
		}
		if !sameValue(a, back) {
			t.Fatalf("%v: read back differs", v)
		}
	}
}

// sameValue reports whether two values are bit for bit equal.
func sameValue(a, b *npy.Array) bool {
	if a.DType != b.DType || len(a.Shape) != len(b.Shape) || string(a.Data) != string(b.Data) || len(a.Strings) != len(b.Strings) || len(a.Items) != len(b.Items) {
		return false
	}
	for i := range a.Shape {
		if a.Shape[i] != b.Shape[i] {
			return false
		}
	}
	for i := range a.Strings {
		if a.Strings[i] != b.Strings[i] {
			return false
		}
	}
	for i := range a.Items {
		if !sameValue(a.Items[i], b.Items[i]) {
			return false
		}
	}
	return true
}

// TestValueJSONErrors: a reference file that is not a well-formed value is
// an error saying what is wrong, never a panic.
func TestValueJSONErrors(t *testing.T) {
	m := func(keys, vals string) string {
		return `{"dtype":"sequence","items":[{"dtype":"map","items":[` + keys + `,` + vals + `]}]}`
	}
	for _, tc := range []struct{ name, json, err string }{
		{"repeated key", m(`{"dtype":"int64","shape":[2],"data":[3,3]}`, `{"dtype":"float32","shape":[2],"data":[1,2]}`), "map key 3 appears twice"},
		{"lengths differ", m(`{"dtype":"int64","shape":[1],"data":[3]}`, `{"dtype":"float32","shape":[2],"data":[1,2]}`), "map of 1 keys holds 2 values"},
		{"float keys", m(`{"dtype":"float32","shape":[1],"data":[3]}`, `{"dtype":"float32","shape":[1],"data":[1]}`), "map keys are float32"},
		{"data count", `{"dtype":"float32","shape":[3],"data":[1,2]}`, "holds 3 elements, the data has 2"},
		{"int8 range", `{"dtype":"int8","shape":[1],"data":[300]}`, "out of range"},
		{"fraction for int", `{"dtype":"int64","shape":[1],"data":[1.5]}`, "invalid syntax"},
		{"unknown field", `{"dtype":"float32","shape":[],"data":[1],"extra":1}`, "unknown field"},
		{"unknown dtype", `{"dtype":"complex64","shape":[],"data":[1]}`, "unknown dtype"},
		{"no shape", `{"dtype":"float32","data":[1]}`, "has no shape"},
		{"tensor with items", `{"dtype":"float32","shape":[0],"data":[],"items":[]}`, "tensor has items"},
		{"sequence with data", `{"dtype":"sequence","data":[1],"items":[]}`, "has a shape or data"},
		{"two values", `{"dtype":"float32","shape":[],"data":[1]} {}`, "more than one JSON value"},
		{"too deep", strings.Repeat(`{"dtype":"sequence","items":[`, 6) + strings.Repeat(`]}`, 6), "nest more than 4 deep"},
		{"negative dim", `{"dtype":"float32","shape":[-1],"data":[]}`, "negative"},
		{"not JSON", `{"dtype":`, "unexpected EOF"},
	} {
		_, err := DecodeValueJSON([]byte(tc.json))
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.err)
		}
	}
	bad := &npy.Array{DType: "sequence", Items: []*npy.Array{{DType: "string", Shape: []int64{1}, Strings: []string{"\xff"}}}}
	if _, err := EncodeValueJSON(bad); err == nil || !strings.Contains(err.Error(), "not UTF-8") {
		t.Errorf("invalid UTF-8: %v", err)
	}
}

// TestCompareHostValues: sequences of maps compare key by key (the keys
// in any order), numbers within their dtype's tolerance, the worst one
// named by its path; a missing key or a different length is a problem.
func TestCompareHostValues(t *testing.T) {
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 6))
	build := func(keys []string, vals [][]float64) *npy.Array {
		var maps []*graph.Tensor
		for _, row := range vals {
			k, _ := graph.FromStrings(graph.Shape{int64(len(keys))}, keys)
			v, _ := graph.FromFloat64s(graph.Float32, graph.Shape{int64(len(row))}, row)
			mp, err := graph.NewMap(k, v)
			if err != nil {
				t.Fatal(err)
			}
			maps = append(maps, mp)
		}
		s, err := graph.NewSequence(maps)
		if err != nil {
			t.Fatal(err)
		}
		return hostop.ArrayOf(s)
	}
	vals := [][]float64{{rng.Float64(), rng.Float64()}, {rng.Float64(), rng.Float64()}, {rng.Float64(), rng.Float64()}}
	swapped := [][]float64{}
	for _, r := range vals {
		swapped = append(swapped, []float64{r[1], r[0]})
	}
	want := build([]string{"a", "b"}, vals)
	off := [][]float64{vals[0], vals[1], {vals[2][0], vals[2][1] + 1e-2}}
	for _, tc := range []struct {
		name    string
		got     *npy.Array
		pass    bool
		worst   string
		problem string
	}{
		{"same", build([]string{"a", "b"}, vals), true, "", ""},
		{"keys reordered", build([]string{"b", "a"}, swapped), true, "", ""},
		{"one value off", build([]string{"a", "b"}, off), false, `[2]["b"]`, ""},
		{"other key", build([]string{"a", "c"}, vals), false, "", `[0]: key "b" is missing`},
		{"shorter", build([]string{"a", "b"}, vals[:2]), false, "", "got a sequence of 2, want 3"},
		{"a tensor", &npy.Array{DType: "float32", Shape: []int64{}, Data: make([]byte, 4)}, false, "", "got float32[], want sequence"},
	} {
		d := CompareOutputsByDType(map[string]*npy.Array{"p": tc.got}, map[string]*npy.Array{"p": want}, Tolerances{})[0]
		if d.Pass != tc.pass || d.WorstPath != tc.worst && !tc.pass || !strings.Contains(d.Problem, tc.problem) || (tc.problem == "") != (d.Problem == "") {
			t.Errorf("%s: pass %v worst %q problem %q, want %v %q %q", tc.name, d.Pass, d.WorstPath, d.Problem, tc.pass, tc.worst, tc.problem)
		}
		if d.Problem == "" && (d.Elems != 6 || d.Tolerance != DefaultTolerance("float32")) {
			t.Errorf("%s: %d numbers at %+v, want 6 at float32's tolerance", tc.name, d.Elems, d.Tolerance)
		}
	}
}

// FuzzDecodeValueJSON feeds hostile reference files to the value reader:
// an error or a value that passes the run's checks and writes back to the
// same value, never a panic, and bounded work (the file's size is bounded
// before it is read).
func FuzzDecodeValueJSON(f *testing.F) {
	for _, s := range []string{
		`{"dtype":"sequence","items":[{"dtype":"map","items":[{"dtype":"int64","shape":[2],"data":[3,-1]},{"dtype":"float32","shape":[2],"data":[0.25,"NaN"]}]}]}`,
		`{"dtype":"map","items":[{"dtype":"string","shape":[1],"data":["k"]},{"dtype":"float64","shape":[1],"data":["-Inf"]}]}`,
		`{"dtype":"optional","items":[{"dtype":"uint64","shape":[1,1],"data":[18446744073709551615]}]}`,
		`{"dtype":"bool","shape":[2],"data":[true,false]}`,
		`{"dtype":"float16","shape":[],"data":[65504]}`,
		`{"dtype":"float32","shape":[1073741824,1073741824],"data":[]}`,
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := DecodeValueJSON(b)
		if err != nil {
			return
		}
		enc, err := EncodeValueJSON(a)
		if err != nil {
			if strings.Contains(err.Error(), "not UTF-8") {
				return // JSON's \ud800 escapes decode to replacement bytes
			}
			t.Fatalf("a value read is not written: %v", err)
		}
		back, err := DecodeValueJSON(enc)
		if err != nil || !sameValue(a, back) {
			t.Fatalf("written and read back differs: %v\n%s", err, enc)
		}
	})
}
