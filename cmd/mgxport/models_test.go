package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/npy"
)

// TestSharedModels runs every exported model (../shared/models and
// testdata/models) on the host (compiled and finalized in memory) and on the
// reference evaluator, on ONNX Runtime's inputs, and compares every output
// with ONNX Runtime's within rtol 1e-4, atol 1e-5, or the tolerance the
// model's tolerance.json gives (quantized models: one quantization step of
// the output, since ONNX Runtime's integer kernels may round a tie the other
// way).
func TestSharedModels(t *testing.T) {
	var dirs []string
	for _, dir := range exportedModels(t) {
		dirs = append(dirs, filepath.Join(dir, "model.onnx"))
	}
	for _, model := range dirs {
		dir := filepath.Dir(model)
		t.Run(filepath.Base(dir), func(t *testing.T) {
			inputs, dims := modelFlags(t, dir)
			rtol, atol := modelTolerance(t, dir)
			args := append(inputs, dims...)
			wants, _ := filepath.Glob(filepath.Join(dir, "output_*.npy"))
			if len(wants) == 0 {
				t.Fatalf("%s has no reference outputs", dir)
			}
			for _, arch := range []string{"host", "ref"} {
				outDir := filepath.Join(t.TempDir(), arch)
				_, errs, err := mgxportSplit(t, append([]string{"run", model, "--arch", arch, "--output-dir", outDir}, args...)...)
				if err != nil {
					t.Fatalf("run --arch %s: %v\n%s", arch, err, errs)
				}
				for _, w := range wants {
					name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(w), "output_"), ".npy")
					want, err := npy.ReadFile(w)
					if err != nil {
						t.Fatal(err)
					}
					got, err := npy.ReadFile(filepath.Join(outDir, name+".npy"))
					if err != nil {
						t.Fatalf("--arch %s wrote no output %s: %v", arch, name, err)
					}
					compareClose(t, arch+" "+name, got, want, rtol, atol)
				}
			}
		})
	}
}

// modelTolerance is a model directory's comparison tolerance: rtol 1e-4 and
// atol 1e-5, unless its tolerance.json ({"rtol": R, "atol": A, "why": ...},
// written by tools/export_coverage_models.py) says otherwise.
func modelTolerance(t *testing.T, dir string) (rtol, atol float64) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(dir, "tolerance.json"))
	if os.IsNotExist(err) {
		return 1e-4, 1e-5
	}
	var tol struct {
		Rtol *float64 `json:"rtol"`
		Atol *float64 `json:"atol"`
	}
	if err == nil {
		err = json.Unmarshal(b, &tol)
	}
	if err != nil || tol.Rtol == nil || tol.Atol == nil {
		t.Fatalf("%s/tolerance.json: want {\"rtol\": R, \"atol\": A} (%v)", dir, err)
	}
	return *tol.Rtol, *tol.Atol
}
