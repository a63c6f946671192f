package nvvm

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestFindPtxas checks the --ptxas flag: none keeps PTX, a missing file
// is an error naming the flag, an existing one is taken with a stamp.
func TestFindPtxas(t *testing.T) {
	if p, err := FindPtxas("none", ""); err != nil || p.Path != "" {
		t.Errorf("none: %+v, %v; want no ptxas", p, err)
	}
	if _, err := FindPtxas("/nonexistent/ptxas", ""); err == nil || !strings.Contains(err.Error(), PtxasFlag) {
		t.Errorf("a missing file: %v, want an error naming %s", err, PtxasFlag)
	}
	f := filepath.Join(t.TempDir(), "ptxas")
	if err := os.WriteFile(f, []byte("#!/bin/sh\necho 'Cuda compilation tools, release 99.9'\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	p, err := FindPtxas(f, "")
	if err != nil || p.Path != f || !strings.HasPrefix(p.Stamp, f+":") {
		t.Fatalf("%s: %+v, %v", f, p, err)
	}
	if id := p.Identity(); !strings.Contains(id, "release 99.9") {
		t.Errorf("identity %q does not carry the version line", id)
	}
}

// TestCheckCubin refuses what is not a CUDA ELF with the launches'
// entries: text, a host ELF (this test binary).
func TestCheckCubin(t *testing.T) {
	self, err := os.ReadFile("/proc/self/exe")
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{"text": []byte(".version 8.0\n.target sm_90\n"), "host ELF": self, "empty": nil} {
		if err := CheckCubin(b, []string{"k"}); err == nil {
			t.Errorf("%s: accepted as a cubin", name)
		}
	}
}
