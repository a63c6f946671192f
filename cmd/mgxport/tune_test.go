package main

import (
	"path/filepath"
	"strings"
	"testing"
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

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--arch", "sm_90", "--tune", "quick"}, "host only"},
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
