package main

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestVersionFlag checks that --version prints exactly what the version
// command prints.
func TestVersionFlag(t *testing.T) {
	cmdOut := mustRun(t, "version")
	flagOut := mustRun(t, "--version")
	if flagOut != cmdOut || !strings.HasPrefix(flagOut, "mgxport ") || strings.Count(flagOut, "\n") != 1 {
		t.Errorf("mgxport --version printed %q, mgxport version %q: want the same one line", flagOut, cmdOut)
	}
}

// TestNegativeJobs checks that every command with -j refuses a negative
// worker count, naming the flag, before touching its input (the input
// does not exist: the flag error must come first), and that -j 0 is
// accepted.
func TestNegativeJobs(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.mgxb")
	for _, cmd := range []string{"finalize", "run", "perf", "verify"} {
		for _, j := range []string{"-3", "-5"} {
			args := []string{cmd, missing, "--arch", "host", "-j", j}
			_, err := mgxport(t, args...)
			if err == nil || !strings.Contains(err.Error(), "--jobs") || !strings.Contains(err.Error(), j) {
				t.Errorf("mgxport %s: error %v, want one naming -j/--jobs and %s", strings.Join(args, " "), err, j)
			}
		}
	}
	// -j 0 parses (one worker per core); the missing bundle is the error.
	_, err := mgxport(t, "finalize", missing, "--arch", "host", "-j", "0")
	if err == nil || strings.Contains(err.Error(), "--jobs") || !strings.Contains(err.Error(), "missing.mgxb") {
		t.Errorf("finalize -j 0: error %v, want one naming the missing bundle only", err)
	}
}
