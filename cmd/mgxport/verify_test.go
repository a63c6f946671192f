package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/npy"
)

// TestVerify verifies the mlp against the reference evaluator: it passes at
// the tolerance on fresh random inputs, and fails (non-zero) at
// zero tolerance, because the host's float sums round differently from the
// reference's (the errors are ~1e-8, not zero; checked, not assumed).
func TestVerify(t *testing.T) {
	model := filepath.Join(sharedModels, "mlp", "model.onnx")
	seed := fmt.Sprint(rand.Uint64() >> 1)
	tests := []struct {
		name     string
		args     []string
		pass     bool
		maxAbsLT float64 // the max error must be below this
		exactOK  bool    // whether a zero error is acceptable
	}{
		{"default tolerance", []string{"--seed", seed}, true, 1e-5, true},
		{"given input", []string{"--input", "x=" + filepath.Join(sharedModels, "mlp", "input_x.npy")}, true, 1e-5, true},
		{"zero tolerance", []string{"--seed", "3", "--atol", "0", "--rtol", "0"}, false, 1e-5, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"verify", model, "--json"}, tt.args...)
			out, errs, err := mgxportSplit(t, args...)
			if (err == nil) != tt.pass {
				t.Fatalf("mgxport %s: error %v, want pass=%v\n%s%s", strings.Join(args, " "), err, tt.pass, out, errs)
			}
			if !tt.pass && !strings.Contains(err.Error(), "outside rtol 0 atol 0") {
				t.Errorf("error %q does not name the tolerance", err)
			}
			var rep driver.VerifyReport
			if err := jsonUnmarshal(out, &rep); err != nil {
				t.Fatalf("verify --json: %v\n%s", err, out)
			}
			if rep.Pass != tt.pass || len(rep.Outputs) != 1 || rep.Outputs[0].Name != "y" || rep.Outputs[0].Elems != 128 {
				t.Fatalf("report %+v", rep)
			}
			d := rep.Outputs[0]
			if float64(d.MaxAbs) >= tt.maxAbsLT || (!tt.exactOK && d.MaxAbs == 0) {
				t.Errorf("max abs error %g", float64(d.MaxAbs))
			}
			if tt.pass != (d.Bad == 0) {
				t.Errorf("%d bad elements but pass=%v", d.Bad, rep.Pass)
			}
			t.Logf("max abs %.3g, max rel %.3g, %d/%d outside", float64(d.MaxAbs), float64(d.MaxRel), d.Bad, d.Elems)
		})
	}
	text, err := mgxport(t, "verify", model)
	if err != nil || !strings.Contains(text, "PASS") || !strings.Contains(text, "max abs error") {
		t.Errorf("verify text output (err %v):\n%s", err, text)
	}
	for _, bad := range [][]string{
		{"verify", filepath.Join(t.TempDir(), "x.mgxb")},
		{"verify", model, "--rtol", "-1"},
		{"verify", model, "--arch", "sm_90"},
	} {
		if _, err := mgxport(t, bad...); err == nil {
			t.Errorf("mgxport %s succeeded", strings.Join(bad, " "))
		}
	}
}

// perturbed writes want with element i moved by delta to a new .npy file.
func perturbed(t *testing.T, want *npy.Array, i int, delta float32, path string) string {
	t.Helper()
	a := &npy.Array{DType: want.DType, Shape: want.Shape, Data: bytes.Clone(want.Data)}
	v := math.Float32frombits(binary.LittleEndian.Uint32(a.Data[4*i:]))
	binary.LittleEndian.PutUint32(a.Data[4*i:], math.Float32bits(v+delta))
	if err := npy.WriteFile(path, a); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestVerifyExpected verifies the mlp against ONNX Runtime's output file
// (--expected) as a finalized bundle, a portable bundle and an ONNX model;
// a file with one element moved past the tolerance fails and names the
// element, a wider --atol lets it pass; dtype and shape mismatches and bad
// names are reported.
func TestVerifyExpected(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(sharedModels, "mlp", "model.onnx")
	portable := portableMLP(t, dir)
	finalized := filepath.Join(dir, "mlp.host.mgxb")
	mustRun(t, "finalize", portable, "--arch", "host", "-o", finalized, "-q")
	input := "x=" + filepath.Join(sharedModels, "mlp", "input_x.npy")
	ortY := filepath.Join(sharedModels, "mlp", "output_y.npy")
	want, err := npy.ReadFile(ortY)
	if err != nil {
		t.Fatal(err)
	}
	bad := rand.IntN(int(want.Elems()))
	off := perturbed(t, want, bad, 0.01+rand.Float32()*0.01, filepath.Join(dir, "off.npy"))
	f64 := &npy.Array{DType: "float64", Shape: want.Shape, Data: make([]byte, 2*len(want.Data))}
	if err := npy.WriteFile(filepath.Join(dir, "f64.npy"), f64); err != nil {
		t.Fatal(err)
	}
	short := &npy.Array{DType: "float32", Shape: []int64{want.Shape[0], want.Shape[1] / 2}, Data: want.Data[:len(want.Data)/2]}
	if err := npy.WriteFile(filepath.Join(dir, "short.npy"), short); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		path    string
		flags   []string
		pass    bool
		problem string // a piece of the output's problem
	}{
		{"finalized bundle", finalized, []string{"--expected", "y=" + ortY}, true, ""},
		{"portable bundle", portable, []string{"--expected", "y=" + ortY}, true, ""},
		{"onnx model", model, []string{"--expected", "y=" + ortY}, true, ""},
		{"one element off", finalized, []string{"--expected", "y=" + off}, false, ""},
		{"one element off, wide atol", finalized, []string{"--expected", "y=" + off, "--atol", "0.05"}, true, ""},
		{"dtype", finalized, []string{"--expected", "y=" + filepath.Join(dir, "f64.npy")}, false, "want float64"},
		{"shape", finalized, []string{"--expected", "y=" + filepath.Join(dir, "short.npy")}, false, fmt.Sprintf("want float32 %v", short.Shape)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := append([]string{"verify", tt.path, "--json", "--input", input}, tt.flags...)
			out, errs, err := mgxportSplit(t, args...)
			if (err == nil) != tt.pass {
				t.Fatalf("mgxport %s: error %v, want pass=%v\n%s%s", strings.Join(args, " "), err, tt.pass, out, errs)
			}
			var rep driver.VerifyReport
			if err := jsonUnmarshal(out, &rep); err != nil {
				t.Fatalf("verify --json: %v\n%s", err, out)
			}
			if rep.Reference != driver.ReferenceExpected || rep.Pass != tt.pass || len(rep.Outputs) != 1 || len(rep.Unchecked) != 0 {
				t.Fatalf("report %+v", rep)
			}
			d := rep.Outputs[0]
			switch {
			case tt.problem != "":
				if !strings.Contains(d.Problem, tt.problem) || !strings.Contains(err.Error(), tt.problem) {
					t.Errorf("problem %q, error %v; want both to name %q", d.Problem, err, tt.problem)
				}
			case !tt.pass:
				if d.Bad != 1 || d.Worst != bad || !strings.Contains(err.Error(), "1 of 128 elements outside rtol 0.0001 atol 1e-05") {
					t.Errorf("%d bad, worst [%d], error %v; want element %d alone named", d.Bad, d.Worst, err, bad)
				}
			}
		})
	}
	text, err := mgxport(t, "verify", finalized, "--input", input, "--expected", "y="+off)
	if err == nil || !strings.Contains(text, "FAIL") || !strings.Contains(text, fmt.Sprintf("[%d]", bad)) || !strings.Contains(text, "expected outputs") {
		t.Errorf("verify text output (err %v):\n%s", err, text)
	}
	for _, b := range []struct {
		args []string
		want string
	}{
		{[]string{"verify", finalized, "--input", input, "--expected", "z=" + ortY}, "--expected z: no such output (the outputs are y)"},
		{[]string{"verify", finalized, "--input", input}, "--expected NAME=FILE.npy"},
		{[]string{"verify", finalized, "--expected", "y=" + ortY}, "missing input: x"}, // no random fill against a file
		{[]string{"verify", finalized, "--input", input, "--expected", "y"}, `--expected "y"`},
		{[]string{"verify", finalized, "--input", input, "--expected", "y=" + ortY, "--atol", "-1"}, "--atol -1"},
	} {
		if _, err := mgxport(t, b.args...); err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("mgxport %s: error %v, want one naming %q", strings.Join(b.args, " "), err, b.want)
		}
	}
}
