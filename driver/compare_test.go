package driver

import (
	"encoding/binary"
	"encoding/json"
	"math"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
)

func f32s(v ...float32) *npy.Array {
	a := &npy.Array{DType: "float32", Shape: []int64{int64(len(v))}}
	for _, x := range v {
		a.Data = binary.LittleEndian.AppendUint32(a.Data, math.Float32bits(x))
	}
	return a
}

func TestCompareOutputs(t *testing.T) {
	nan, inf := float32(math.NaN()), float32(math.Inf(1))
	tol := Tolerance{RTol: 1e-3, ATol: 1e-5}
	r := rand.New(rand.NewPCG(rand.Uint64(), 1))
	base := make([]float32, 50)
	for i := range base {
		base[i] = float32(r.NormFloat64())
	}
	near := make([]float32, len(base))
	for i, v := range base {
		near[i] = v * (1 + 5e-4) // inside rtol
	}
	far := append([]float32{}, base...)
	far[17] += 0.5
	tests := []struct {
		name      string
		got, want *npy.Array
		pass      bool
		bad       int
		worst     int
		problem   bool
	}{
		{"equal", f32s(base...), f32s(base...), true, 0, -2, false},
		{"inside rtol", f32s(near...), f32s(base...), true, 0, -2, false},
		{"one far", f32s(far...), f32s(base...), false, 1, 17, false},
		{"atol near zero", f32s(0, 9e-6), f32s(0, 0), true, 0, -2, false},
		{"past atol near zero", f32s(0, 2e-5), f32s(0, 0), false, 1, 1, false},
		{"nan both", f32s(1, nan), f32s(1, nan), true, 0, -2, false},
		{"nan one", f32s(1, nan), f32s(1, 2), false, 1, 1, false},
		{"inf equal", f32s(inf, 1), f32s(inf, 1), true, 0, -2, false},
		{"inf sign", f32s(-inf, 1), f32s(inf, 1), false, 1, 0, false},
		{"shape", &npy.Array{DType: "float32", Shape: []int64{2, 1}, Data: f32s(1, 2).Data}, f32s(1, 2), false, 0, -2, true},
		{"dtype", &npy.Array{DType: "int32", Shape: []int64{2}, Data: f32s(1, 2).Data}, f32s(1, 2), false, 0, -2, true},
		{"missing", nil, f32s(1), false, 0, -2, true},
		{"ints exact", &npy.Array{DType: "int64", Shape: []int64{1}, Data: binary.LittleEndian.AppendUint64(nil, 1<<40)}, &npy.Array{DType: "int64", Shape: []int64{1}, Data: binary.LittleEndian.AppendUint64(nil, 1<<40+1)}, false, 1, 0, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := map[string]*npy.Array{}
			if tt.got != nil {
				got["y"] = tt.got
			}
			ds := CompareOutputs(got, map[string]*npy.Array{"y": tt.want}, tol)
			if len(ds) != 1 {
				t.Fatalf("%d diffs", len(ds))
			}
			d := ds[0]
			if d.Pass != tt.pass || d.Bad != tt.bad || (d.Problem != "") != tt.problem {
				t.Errorf("diff %+v: want pass %v, %d bad, problem %v", d, tt.pass, tt.bad, tt.problem)
			}
			if tt.worst >= 0 && d.Worst != tt.worst {
				t.Errorf("worst element %d, want %d", d.Worst, tt.worst)
			}
			if _, err := json.Marshal(d); err != nil {
				t.Errorf("diff does not encode: %v", err)
			}
		})
	}
	// An output the reference lacks fails.
	ds := CompareOutputs(map[string]*npy.Array{"y": f32s(1), "extra": f32s(2)}, map[string]*npy.Array{"y": f32s(1)}, tol)
	if len(ds) != 2 || ds[0].Name != "extra" || ds[0].Pass || !ds[1].Pass {
		t.Errorf("extra output: %+v", ds)
	}
}

func TestNumberJSON(t *testing.T) {
	for _, v := range []float64{0, -1.5, 1e-300, math.NaN(), math.Inf(1), math.Inf(-1)} {
		b, err := json.Marshal(Number(v))
		if err != nil {
			t.Fatal(err)
		}
		var back Number
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		if !(float64(back) == v || math.IsNaN(v) && math.IsNaN(float64(back))) {
			t.Errorf("%g -> %s -> %g", v, b, float64(back))
		}
	}
}

// halfs encodes v as a float16 (bf false) or bfloat16 array.
func halfs(bf bool, v ...float32) *npy.Array {
	a := &npy.Array{DType: "float16", Shape: []int64{int64(len(v))}}
	enc := graph.Float32ToFloat16
	if bf {
		a.DType, enc = "bfloat16", graph.Float32ToBFloat16
	}
	for _, x := range v {
		a.Data = binary.LittleEndian.AppendUint16(a.Data, enc(x))
	}
	return a
}

// TestTolerancesByDType checks the per-dtype defaults and the overrides:
// an error of ~0.5% relative passes a float16 or bfloat16 output by
// default and fails a float32 one; --rtol overrides every float output;
// integers stay exact whatever is given.
func TestTolerancesByDType(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), 2))
	base := make([]float32, 64)
	off := make([]float32, len(base))
	for i := range base {
		base[i] = float32(1 + r.Float64()) // in [1, 2): well away from atol
		off[i] = base[i] * (1 + 5e-3)
	}
	ints := func(v ...int64) *npy.Array {
		a := &npy.Array{DType: "int64", Shape: []int64{int64(len(v))}}
		for _, x := range v {
			a.Data = binary.LittleEndian.AppendUint64(a.Data, uint64(x))
		}
		return a
	}
	got := map[string]*npy.Array{"f32": f32s(off...), "f16": halfs(false, off...), "bf16": halfs(true, off...), "i64": ints(7, 1<<40+1)}
	want := map[string]*npy.Array{"f32": f32s(base...), "f16": halfs(false, base...), "bf16": halfs(true, base...), "i64": ints(7, 1<<40)}
	loose, tight := 0.1, 0.0
	tests := []struct {
		name string
		tols Tolerances
		pass map[string]bool
	}{
		{"defaults", Tolerances{}, map[string]bool{"f32": false, "f16": true, "bf16": true, "i64": false}},
		{"rtol 0.1", Tolerances{RTol: &loose}, map[string]bool{"f32": true, "f16": true, "bf16": true, "i64": false}},
		{"rtol 0 atol 0", Tolerances{RTol: &tight, ATol: &tight}, map[string]bool{"f32": false, "f16": false, "bf16": false, "i64": false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, d := range CompareOutputsByDType(got, want, tt.tols) {
				if d.Pass != tt.pass[d.Name] || d.Problem != "" {
					t.Errorf("%s: pass %v (%s; max rel %g at %+v), want %v", d.Name, d.Pass, d.Problem, float64(d.MaxRel), d.Tolerance, tt.pass[d.Name])
				}
				if d.Name == "i64" && d.Tolerance != (Tolerance{}) {
					t.Errorf("int64 compared at %+v, want exact", d.Tolerance)
				}
				if d.Name != "i64" && d.Tolerance != tt.tols.For(d.DType) {
					t.Errorf("%s compared at %+v, want %+v", d.Name, d.Tolerance, tt.tols.For(d.DType))
				}
			}
		})
	}
	if DefaultTolerance("float16").RTol <= DefaultTolerance("float32").RTol || DefaultTolerance("bfloat16").RTol < DefaultTolerance("float16").RTol {
		t.Error("half-precision defaults are not looser than float32's")
	}
}

// TestCompareExpected checks that only the named outputs are compared, and
// that a name that is not an output is an error listing the outputs.
func TestCompareExpected(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), 3))
	v := make([]float32, 16)
	for i := range v {
		v[i] = float32(r.NormFloat64())
	}
	got := map[string]*npy.Array{"y": f32s(v...), "z": f32s(1, 2)}
	ds, err := CompareExpected(got, map[string]*npy.Array{"y": f32s(v...)}, Tolerances{})
	if err != nil || len(ds) != 1 || ds[0].Name != "y" || !ds[0].Pass {
		t.Errorf("CompareExpected y: %+v, %v", ds, err)
	}
	v[3] += 1
	ds, _ = CompareExpected(got, map[string]*npy.Array{"y": f32s(v...)}, Tolerances{})
	if len(ds) != 1 || ds[0].Pass || ds[0].Worst != 3 {
		t.Errorf("CompareExpected, element 3 off: %+v", ds)
	}
	_, err = CompareExpected(got, map[string]*npy.Array{"w": f32s(1)}, Tolerances{})
	if err == nil || !strings.Contains(err.Error(), "--expected w") || !strings.Contains(err.Error(), "y, z") {
		t.Errorf("unknown expected name: %v", err)
	}
}

// TestReadNamedArrays checks the NAME=FILE.npy parser's errors name the
// flag and the spec.
func TestReadNamedArrays(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "a.npy")
	if err := npy.WriteFile(p, f32s(1, 2, 3)); err != nil {
		t.Fatal(err)
	}
	got, err := ReadNamedArrays("--expected", []string{"y=" + p})
	if err != nil || got["y"] == nil || got["y"].Elems() != 3 {
		t.Fatalf("ReadNamedArrays: %v, %v", got, err)
	}
	for _, bad := range [][]string{{"y"}, {"=" + p}, {"y="}, {"y=" + p, "y=" + p}, {"y=" + filepath.Join(dir, "none.npy")}} {
		if _, err := ReadNamedArrays("--expected", bad); err == nil || !strings.Contains(err.Error(), "--expected") {
			t.Errorf("ReadNamedArrays(%q): %v", bad, err)
		}
	}
}
