package driver

import (
	"encoding/binary"
	"encoding/json"
	"math"
	"math/rand/v2"
	"testing"

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
