package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestTuneOnlyFlag checks finalize's hidden --tune-only (a benchmark's
// forced tiling, bench/gpu/gemm_ws.sh) through bin/mgxport where it cannot
// apply: without --tune, and on the host (whose tuning has no GPU tiling
// space), each an error saying why; and --help does not list it.
func TestTuneOnlyFlag(t *testing.T) {
	work := t.TempDir()
	p := cliProc{bin: builtMgxport(t), cache: filepath.Join(work, "cache"), dir: work}
	model, err := filepath.Abs(filepath.Join(sharedModels, "mlp", "model.onnx"))
	if err != nil {
		t.Fatal(err)
	}
	p.must(t, "compile", "--portable", model, "-o", "mlp.mgxb")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"finalize", "mlp.mgxb", "--arch", "sm_90a", "--tune-only", "wgws256x128x64/c2x128/s4", "-o", "o.mgxb"}, "give --tune too"},
		{[]string{"finalize", "mlp.mgxb", "--arch", "host", "--tune", "quick", "--tune-only", "wgws256x128x64/c2x128/s4", "-o", "o.mgxb"}, "is the host"},
	} {
		_, stderr, err := p.run(t, tc.args...)
		if err == nil || !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: %v, stderr %q; want an error saying %q", p.line(tc.args), err, stderr, tc.want)
		}
	}
	if help, _ := p.must(t, "finalize", "--help"); strings.Contains(help, "tune-only") {
		t.Error("finalize --help lists the hidden --tune-only")
	}
}
