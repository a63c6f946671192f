package main

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/driver"
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
