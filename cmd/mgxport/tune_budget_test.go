package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestTuneBudgetPartial (issue 32): a tuned finalize that --budget cut
// short is cached as partial, not as the strategy's answer. Through
// bin/mgxport on one cache: a --budget 1ns run measures only the defaults
// and says its kernels are partial; a later run without a budget tunes
// them fully; a third run, and a budgeted one after it, reuse that
// complete result and measure nothing.
func TestTuneBudgetPartial(t *testing.T) {
	work := t.TempDir()
	p := cliProc{bin: builtMgxport(t), cache: filepath.Join(work, "cache"), dir: work}
	model, err := filepath.Abs(filepath.Join(sharedModels, "mlp"))
	if err != nil {
		t.Fatal(err)
	}
	p.must(t, "compile", "--portable", filepath.Join(model, "model.onnx"), "-o", "mlp.mgxb")

	type summary struct {
		Objects   int `json:"objects"`
		CacheHits int `json:"cache_hits"`
		Compiled  int `json:"compiled"`
		Tuning    *struct {
			Tuned    int `json:"kernels_tuned"`
			Measured int `json:"trials_measured"`
			Partial  int `json:"kernels_partial"`
		} `json:"tuning"`
	}
	finalize := func(out string, extra ...string) summary {
		t.Helper()
		args := append([]string{"finalize", "mlp.mgxb", "--arch", "host", "--tune", "quick", "-o", out, "--json"}, extra...)
		stdout, _ := p.must(t, args...)
		var s summary
		if err := jsonUnmarshal(stdout, &s); err != nil {
			t.Fatal(err)
		}
		if s.Tuning == nil {
			t.Fatalf("finalize %v: no tuning in --json: %s", extra, stdout)
		}
		return s
	}

	// The MLP's two matmul kernels: under a spent budget each measures its
	// default only (quick would measure 4 points each).
	cut := finalize("cut.mgxb", "--budget", "1ns")
	if cut.Tuning.Tuned != 2 || cut.Tuning.Measured != 2 || cut.Tuning.Partial != 2 {
		t.Fatalf("--budget 1ns: %+v, want 2 kernels tuned, 2 trials measured, 2 partial", *cut.Tuning)
	}
	_, stderr := p.must(t, "finalize", "mlp.mgxb", "--arch", "host", "--tune", "quick", "--budget", "1ns", "-o", "cut2.mgxb")
	if !strings.Contains(stderr, "cached as partial") || !strings.Contains(stderr, "2 kernel(s)") {
		t.Errorf("--budget 1ns: stderr does not say 2 kernels were cached as partial:\n%s", stderr)
	}

	// Nothing finished, so nothing to share with a fleet.
	var exported struct {
		Entries int `json:"entries"`
	}
	stdout, _ := p.must(t, "cache", "export", "cut.mgxc", "--tuned", "--json")
	if err := jsonUnmarshal(stdout, &exported); err != nil {
		t.Fatal(err)
	}
	if exported.Entries != 0 {
		t.Errorf("cache export --tuned after budget-cut tuning exported %d entries, want 0", exported.Entries)
	}

	full := finalize("full.mgxb")
	if full.Tuning.Tuned != 2 || full.Tuning.Measured != 8 || full.Tuning.Partial != 0 {
		t.Fatalf("unbudgeted run after a budgeted one: %+v, want both kernels tuned again (8 trials measured), none partial", *full.Tuning)
	}
	if full.Compiled != 2 || full.CacheHits != full.Objects-2 {
		t.Errorf("unbudgeted run: %d compiled, %d of %d from the cache; want the 2 tuned kernels compiled, the rest hits", full.Compiled, full.CacheHits, full.Objects)
	}

	stdout, _ = p.must(t, "cache", "export", "full.mgxc", "--tuned", "--json")
	if err := jsonUnmarshal(stdout, &exported); err != nil {
		t.Fatal(err)
	}
	if exported.Entries != 2 {
		t.Errorf("cache export --tuned after a complete tuning exported %d entries, want the 2 tuned kernels", exported.Entries)
	}

	for _, extra := range [][]string{nil, {"--budget", "1ns"}} {
		again := finalize("again.mgxb", extra...)
		if again.Tuning.Tuned != 0 || again.Tuning.Partial != 0 || again.CacheHits != again.Objects {
			t.Errorf("run %v after a complete tuning: %+v, %d of %d from the cache; want every kernel from the cache, none tuned", extra, *again.Tuning, again.CacheHits, again.Objects)
		}
		if a, b := readFile(t, filepath.Join(work, "full.mgxb")), readFile(t, filepath.Join(work, "again.mgxb")); string(a) != string(b) {
			t.Errorf("run %v after a complete tuning wrote a bundle other than the tuned one", extra)
		}
	}
}
