package driver

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
)

func TestFillInputs(t *testing.T) {
	specs := []InputSpec{
		{Name: "f32", DType: "float32", Shape: []int64{3, 50}},
		{Name: "f16", DType: "float16", Shape: []int64{64}},
		{Name: "f64", DType: "float64", Shape: []int64{2, 2, 16}},
		{Name: "i64", DType: "int64", Shape: []int64{200}},
		{Name: "i8", DType: "int8", Shape: []int64{100}},
		{Name: "u16", DType: "uint16", Shape: []int64{100}},
		{Name: "b", DType: "bool", Shape: []int64{100}},
		{Name: "scalar", DType: "float32", Shape: []int64{}},
	}
	seed := rand.Uint64()
	tests := []struct {
		name   string
		fill   Fill
		intMax int64 // expected bound of integers
		check  func(t *testing.T, name string, v float64, dt graph.DType)
	}{
		{"random", Fill{Mode: FillRandom, Seed: seed}, DefaultIntMax, nil},
		{"random int max 1000", Fill{Mode: FillRandom, Seed: seed, IntMax: 1000}, 1000, nil},
		{"zeros", Fill{Mode: FillZeros}, 0, func(t *testing.T, name string, v float64, _ graph.DType) {
			if v != 0 {
				t.Fatalf("%s: %g in zeros", name, v)
			}
		}},
		{"ones", Fill{Mode: FillOnes}, 0, func(t *testing.T, name string, v float64, _ graph.DType) {
			if v != 1 {
				t.Fatalf("%s: %g in ones", name, v)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := map[string]*npy.Array{}
			filled, err := FillInputs(specs, got, tt.fill)
			if err != nil {
				t.Fatal(err)
			}
			if len(filled) != len(specs) {
				t.Fatalf("filled %v", filled)
			}
			for _, s := range specs {
				a := got[s.Name]
				dt, _ := graph.ParseDType(s.DType)
				ten, err := tensorOf(a)
				if err != nil || a.DType != s.DType {
					t.Fatalf("%s: %v (%s)", s.Name, err, a.DType)
				}
				distinct := map[float64]bool{}
				for i := range ten.Len() {
					v := ten.Float64(i)
					distinct[v] = true
					if tt.check != nil {
						tt.check(t, s.Name, v, dt)
						continue
					}
					switch {
					case dt.IsFloat() && (v < -1 || v >= 1 || math.IsNaN(v)):
						t.Fatalf("%s[%d] = %g outside [-1, 1)", s.Name, i, v)
					case dt == graph.Bool && v != 0 && v != 1:
						t.Fatalf("%s[%d] = %g", s.Name, i, v)
					case dt.IsInt() && (v < 0 || v >= float64(tt.intMax)):
						t.Fatalf("%s[%d] = %g outside [0, %d)", s.Name, i, v, tt.intMax)
					}
				}
				// Random data is not constant (the scalar has one value).
				if tt.check == nil && ten.Len() > 1 && len(distinct) < 2 {
					t.Errorf("%s: random fill is constant", s.Name)
				}
			}
			// The same seed reproduces the inputs; another seed does not.
			again := map[string]*npy.Array{}
			FillInputs(specs, again, tt.fill)
			other := map[string]*npy.Array{}
			f := tt.fill
			f.Seed++
			FillInputs(specs, other, f)
			for _, s := range specs {
				if !bytes.Equal(got[s.Name].Data, again[s.Name].Data) {
					t.Errorf("%s: the same fill gave different data", s.Name)
				}
				if tt.fill.Mode == FillRandom && s.Name == "f32" && bytes.Equal(got[s.Name].Data, other[s.Name].Data) {
					t.Errorf("%s: seeds %d and %d gave the same data", s.Name, f.Seed-1, f.Seed)
				}
			}
		})
	}
}

func TestFillKeepsGivenAndRejectsDynamic(t *testing.T) {
	given := &npy.Array{DType: "float32", Shape: []int64{2}, Data: binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil, math.Float32bits(5)), math.Float32bits(7))}
	in := map[string]*npy.Array{"a": given}
	specs := []InputSpec{{Name: "a", DType: "float32", Shape: []int64{2}}, {Name: "b", DType: "int32", Shape: []int64{4}}}
	filled, err := FillInputs(specs, in, Fill{Mode: FillRandom, Seed: rand.Uint64()})
	if err != nil || len(filled) != 1 || filled[0] != "b" || in["a"] != given {
		t.Fatalf("filled %v, err %v; want only b, a untouched", filled, err)
	}
	none := map[string]*npy.Array{}
	if filled, err := FillInputs(specs, none, Fill{}); err != nil || len(filled) != 0 || len(none) != 0 {
		t.Errorf("FillNone filled %v (%v)", filled, err)
	}
	_, err = FillInputs([]InputSpec{{Name: "ids", DType: "int64"}}, map[string]*npy.Array{}, Fill{Mode: FillOnes})
	if err == nil || !strings.Contains(err.Error(), "--dim") {
		t.Errorf("dynamic input: error %v, want one naming --dim", err)
	}
	if _, err := ParseFillMode("gaussian"); err == nil {
		t.Error("ParseFillMode accepted gaussian")
	}
}

func TestOutputFileName(t *testing.T) {
	for name, want := range map[string]string{
		"logits":            "logits.npy",
		"last_hidden_state": "last_hidden_state.npy",
		"../../../../tmp/x": "_._.._.._.._tmp_x.npy",
		"/fc/Gemm_output_0": "_fc_Gemm_output_0.npy",
		".hidden":           "_hidden.npy",
		"":                  "_.npy",
		"a\x00b":            "a_b.npy",
		"y.1":               "y.1.npy",
	} {
		got := OutputFileName(name)
		if got != want {
			t.Errorf("OutputFileName(%q) = %q, want %q", name, got, want)
		}
		if strings.ContainsRune(got, '/') || strings.HasPrefix(got, ".") {
			t.Errorf("OutputFileName(%q) = %q is a path or hidden", name, got)
		}
	}
}

// TestOutputFileNameLong: an output name longer than a file name may be
// (found by FuzzManifestFields: `run --output-dir` failed with "file name
// too long") gives a file name under NAME_MAX, distinct for distinct names,
// that can be written.
func TestOutputFileNameLong(t *testing.T) {
	a, b := OutputFileName(strings.Repeat("n", 300)), OutputFileName(strings.Repeat("n", 301))
	if len(a) > 255 || len(b) > 255 || a == b || !strings.HasPrefix(a, strings.Repeat("n", 200)) || !strings.HasSuffix(a, ".npy") {
		t.Fatalf("long names give %q and %q", a, b)
	}
	if err := npy.WriteFile(filepath.Join(t.TempDir(), a), &npy.Array{DType: "float32", Shape: []int64{1}, Data: make([]byte, 4)}); err != nil {
		t.Fatal(err)
	}
}
