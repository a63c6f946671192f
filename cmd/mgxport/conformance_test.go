package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/onnx/conformance"
)

// TestConformanceArch runs one ONNX node test through conformance's --arch
// values: ref runs the reference evaluator (the kernel cache stays empty),
// host and auto compile and finalize on this CPU (they fill it), and the
// deprecated --target still selects the target; the cache is held to
// $MGXPORT_CACHE_MAX_SIZE after.
func TestConformanceArch(t *testing.T) {
	test := filepath.Join(sharedModels, "..", "onnx-node", "test_abs")
	tests := []struct {
		name       string
		flags      []string
		target     string
		usesKernel bool // kernel cache entries are left
		maxSize    string
	}{
		{"default", nil, "ref", false, ""},
		{"ref", []string{"--arch", "ref"}, "ref", false, ""},
		{"host", []string{"--arch", "host"}, "host", true, ""},
		{"auto", []string{"--arch", "auto"}, "host", true, ""},
		{"deprecated --target", []string{"--target", "host"}, "host", true, ""},
		// A 1-byte limit: the kernels are stored, then pruned away.
		{"host, cache limit", []string{"--arch", "host"}, "host", false, "1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cache := t.TempDir()
			t.Setenv(kcache.EnvDir, cache)
			t.Setenv(kcache.EnvMaxSize, tt.maxSize)
			var out struct {
				Target  string              `json:"target"`
				Summary conformance.Summary `json:"summary"`
			}
			errs := mustJSON(t, &out, append([]string{"conformance", "--json", test}, tt.flags...)...)
			if out.Target != tt.target || out.Summary.Passed != 1 {
				t.Errorf("target %q, summary %+v; want %s and 1 passed", out.Target, out.Summary, tt.target)
			}
			if n := len(cacheEntryFiles(t, cache)); (n > 0) != tt.usesKernel {
				t.Errorf("%d kernel cache entries after --arch %s", n, tt.target)
			}
			if deprecated := strings.Contains(errs, "deprecated"); deprecated != (tt.name == "deprecated --target") {
				t.Errorf("stderr: %q", errs)
			}
		})
	}
	bad := []struct {
		args []string
		want string
	}{
		{[]string{"conformance", "--arch", "nope", test}, "--arch nope"},
		{[]string{"conformance", "--arch", "ref", "--target", "host", test}, "--target host and --arch ref"},
	}
	for _, b := range bad {
		if _, err := mgxport(t, b.args...); err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("mgxport %s: error %v, want one naming %q", strings.Join(b.args, " "), err, b.want)
		}
	}
}
