package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/bundle"
)

// TestTuneFlow tunes a bundle the way a user does, through bin/mgxport in
// separate processes: compile, finalize --tune quick (kernels tuned,
// trials compiled and measured), run the tuned bundle against the model's
// reference outputs, finalize --tune quick again on the same cache (no
// trial, every kernel a hit), and the flag errors.
func TestTuneFlow(t *testing.T) {
	work := t.TempDir()
	p := cliProc{bin: builtMgxport(t), cache: filepath.Join(work, "cache"), dir: work}
	model, err := filepath.Abs(filepath.Join(sharedModels, "mlp"))
	if err != nil {
		t.Fatal(err)
	}
	p.must(t, "compile", "--portable", filepath.Join(model, "model.onnx"), "-o", "mlp.mgxb")

	type tuning struct {
		Tuned    int `json:"kernels_tuned"`
		Compiled int `json:"trials_compiled"`
		Measured int `json:"trials_measured"`
		Kernels  []struct {
			Best   string  `json:"best"`
			BestUS float64 `json:"best_us"`
		} `json:"kernels"`
	}
	type summary struct {
		Objects   int     `json:"objects"`
		CacheHits int     `json:"cache_hits"`
		Tuning    *tuning `json:"tuning"`
	}
	var first, second summary
	out, _ := p.must(t, "finalize", "mlp.mgxb", "--arch", "host", "--tune", "quick", "-o", "mlp.tuned.mgxb", "--json")
	if err := jsonUnmarshal(out, &first); err != nil {
		t.Fatal(err)
	}
	// The MLP's two matmul kernels, each the default and 3 neighbours.
	if first.Tuning == nil || first.Tuning.Tuned != 2 || first.Tuning.Compiled != 8 || first.Tuning.Measured != 8 {
		t.Fatalf("first tuned finalize: %+v", first.Tuning)
	}
	for _, k := range first.Tuning.Kernels {
		if k.Best == "" || k.BestUS <= 0 {
			t.Errorf("tuned kernel without a timed winner: %+v", k)
		}
	}
	p.must(t, "run", "mlp.tuned.mgxb", "--arch", "host", "--input", "x="+filepath.Join(model, "input_x.npy"),
		"--expected", "y="+filepath.Join(model, "output_y.npy"))

	out, _ = p.must(t, "finalize", "mlp.mgxb", "--arch", "host", "--tune", "quick", "-o", "mlp.tuned2.mgxb", "--json")
	if err := jsonUnmarshal(out, &second); err != nil {
		t.Fatal(err)
	}
	if second.Tuning == nil || second.Tuning.Tuned != 0 || second.CacheHits != second.Objects || second.Objects == 0 {
		t.Fatalf("second tuned finalize measured again: %+v", second)
	}
	if a, b := readFile(t, filepath.Join(work, "mlp.tuned.mgxb")), readFile(t, filepath.Join(work, "mlp.tuned2.mgxb")); string(a) != string(b) {
		t.Error("the cached tuned bundle differs from the tuned one")
	}

	// No GPU here: gfx1100 (whose device libraries are Debian's, unlike
	// NVIDIA's libdevice) is finalized with the heuristic default, and
	// finalize says so (in --json too).
	out, _ = p.must(t, "finalize", "mlp.mgxb", "--arch", "gfx1100,host", "--tune", "quick", "-o", "mlp.gpu.mgxb", "--json")
	var gpu struct {
		Compiled int
		Tuning   struct {
			Untuned []string `json:"untuned_targets"`
		}
	}
	if err := jsonUnmarshal(out, &gpu); err != nil {
		t.Fatal(err)
	}
	if len(gpu.Tuning.Untuned) != 1 || !strings.Contains(gpu.Tuning.Untuned[0], "gfx1100 is not tuned") || !strings.Contains(gpu.Tuning.Untuned[0], "no HIP device 0") {
		t.Errorf("untuned targets %q: want gfx1100's, saying no HIP device", gpu.Tuning.Untuned)
	}
	_, stderr := p.must(t, "finalize", "mlp.mgxb", "--arch", "gfx1100", "--tune", "quick", "-o", "mlp.gpu2.mgxb")
	if !strings.Contains(stderr, "note: gfx1100 is not tuned") {
		t.Errorf("finalize --arch gfx1100 --tune without a GPU: stderr %q does not say gfx1100 is untuned", stderr)
	}

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--arch", "host", "--device", "1"}, "give --tune"},
		{[]string{"--arch", "host", "--budget", "1s"}, "give --tune"},
		{[]string{"--arch", "host", "--tune", "fast"}, "quick, full or exhaustive"},
		{[]string{"--arch", "host", "--tune", "quick", "--budget", "-1s"}, "negative"},
	} {
		_, stderr, err := p.run(t, append([]string{"finalize", "mlp.mgxb", "-o", "x.mgxb"}, tc.args...)...)
		if err == nil || !strings.Contains(stderr, tc.want) {
			t.Errorf("finalize %v: %v, stderr %q, want an error saying %q", tc.args, err, stderr, tc.want)
		}
	}
}

// unsignedManifest returns the manifest of the bundle at path without its
// signatures (which name the machine that finalized it), checking that
// every finalized object is signed.
func unsignedManifest(t *testing.T, path string) bundle.Manifest {
	t.Helper()
	r, err := bundle.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	m := r.Manifest
	for _, e := range m.Objects {
		if _, ok := m.Signature(e.ID); ok == e.Object.Format.Portable() {
			t.Errorf("%s: object %s (%s): signed %v", path, e.ID, e.Object.Format, ok)
		}
	}
	m.Signatures = nil
	return m
}
