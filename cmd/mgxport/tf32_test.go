package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAllowTF32 checks --allow-tf32 from the command line: refused, naming
// the flag and why, wherever it cannot apply (host, AMD, the reference
// evaluator; a bundle already holding exact objects for the target),
// before anything is written; taken for an NVIDIA target, where inspect
// then says the target's contractions are TF32 (and exact without it).
func TestAllowTF32(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	model := filepath.Join(sharedModels, "mlp", "model.onnx")
	cache := filepath.Join(dir, "cache")
	out := filepath.Join(dir, "out.mgxb")
	for _, tc := range []struct {
		args []string
		err  string
	}{
		{[]string{"finalize", portable, "--arch", "host", "-o", out}, "--allow-tf32 on target host: it runs on this CPU"},
		{[]string{"finalize", portable, "--arch", "sm_90,host", "-o", out}, "--allow-tf32 on target host"},
		{[]string{"finalize", portable, "--arch", "gfx942", "-o", out}, "--allow-tf32 on target gfx942: AMD targets"},
		{[]string{"run", model, "--arch", "ref"}, "run --arch ref --allow-tf32"},
		{[]string{"run", model, "--arch", "host"}, "--allow-tf32 on target host"},
		{[]string{"perf", model, "--arch", "host"}, "--allow-tf32 on target host"},
		{[]string{"verify", model, "--arch", "host"}, "--allow-tf32 on target host"},
	} {
		args := append(tc.args, "--allow-tf32", "--cache-dir", cache)
		if _, _, err := mgxportSplit(t, args...); err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("mgxport %s: error %v, want %q", strings.Join(args, " "), err, tc.err)
		}
		if _, err := os.Stat(out); err == nil {
			t.Fatalf("mgxport %s left %s", strings.Join(args, " "), out)
		}
	}

	// A model whose kernels need no libdevice (not installed here).
	cnn := filepath.Join(dir, "cnn.mgxb")
	mustRun(t, "compile", "--portable", filepath.Join("..", "..", "testdata", "models", "cnn_fp32", "model.onnx"), "-o", cnn)
	var insp inspection
	tf32 := filepath.Join(dir, "tf32.mgxb")
	mustRun(t, "finalize", cnn, "--arch", "sm_90", "--allow-tf32", "-o", tf32, "--cache-dir", cache, "--ptxas", "none")
	mustJSON(t, &insp, "inspect", tf32, "--json")
	if len(insp.Targets) != 1 || !insp.Targets[0].TF32 {
		t.Errorf("inspect of a --allow-tf32 bundle: targets %+v, want sm_90 with tf32", insp.Targets)
	}
	exact := filepath.Join(dir, "exact.mgxb")
	mustRun(t, "finalize", cnn, "--arch", "sm_90", "-o", exact, "--cache-dir", cache, "--ptxas", "none")
	insp = inspection{}
	mustJSON(t, &insp, "inspect", exact, "--json")
	if len(insp.Targets) != 1 || insp.Targets[0].TF32 {
		t.Errorf("inspect of an exact bundle: targets %+v, want sm_90 exact", insp.Targets)
	}
	// Finalizing the exact bundle again with the flag, into a new file or
	// in place, would keep its exact objects: an error.
	for _, o := range []string{out, exact} {
		_, _, err := mgxportSplit(t, "finalize", exact, "--arch", "sm_90", "--allow-tf32", "-o", o, "--cache-dir", cache, "--ptxas", "none")
		if err == nil || !strings.Contains(err.Error(), "already holds an exact fp32 object for sm_90") {
			t.Errorf("finalize of an exact bundle with --allow-tf32 (-o %s): %v", filepath.Base(o), err)
		}
	}
}
