package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/npy"
)

// TestFinalizeProcessSkipsMLIR runs finalize as separate processes through
// one cache: the cold one loads the MLIR library and remembers its
// identity; warm ones load nothing and write the same bytes; a damaged
// identity memo costs one load and is rewritten; `run` of the portable
// bundle with the warm cache loads nothing either and matches ONNX Runtime;
// and finalizing an already finalized bundle succeeds even when the library
// does not exist.
func TestFinalizeProcessSkipsMLIR(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	cache := filepath.Join(dir, "cache")
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	finalizeProc := func(t *testing.T, in, out string, extra ...string) finalizeSummary {
		t.Helper()
		args := append([]string{"finalize", in, "--arch", "host", "-o", out, "--cache-dir", cache, "--json"}, extra...)
		cmd := cliCommand(t, args...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		stdout, err := cmd.Output()
		if err != nil {
			t.Fatalf("mgxport %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
		}
		var sum finalizeSummary
		if err := json.Unmarshal(stdout, &sum); err != nil {
			t.Fatalf("finalize --json: %v\n%s", err, stdout)
		}
		return sum
	}
	tests := []struct {
		name            string
		prepare         func(t *testing.T)
		loaded, memoHit bool
		compiled, hits  int
	}{
		{"cold", nil, true, false, 3, 0},
		{"warm", nil, false, true, 0, 3},
		{"damaged memo", func(t *testing.T) {
			memo := filepath.Join(cache, "host-identity.json")
			b := readFile(t, memo)
			if err := os.WriteFile(memo, b[:r.IntN(len(b))], 0o644); err != nil {
				t.Fatal(err)
			}
		}, true, false, 0, 3},
		{"warm after the repair", nil, false, true, 0, 3},
	}
	var first []byte
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.prepare != nil {
				tt.prepare(t)
			}
			out := filepath.Join(dir, fmt.Sprintf("host%d.mgxb", i))
			sum := finalizeProc(t, portable, out)
			if sum.MLIRLoaded != tt.loaded || sum.IdentityMemoHit != tt.memoHit || sum.Compiled != tt.compiled || sum.CacheHits != tt.hits {
				t.Errorf("summary %+v; want loaded %v, memo hit %v, %d compiled, %d hits", sum, tt.loaded, tt.memoHit, tt.compiled, tt.hits)
			}
			b := readFile(t, out)
			if first == nil {
				first = b
			} else if !bytes.Equal(b, first) {
				t.Errorf("output differs from the cold finalize's (%d vs %d bytes)", len(b), len(first))
			}
		})
	}
	// The memo is not a kernel: the cache lists the 3 kernels only.
	var ls []cacheEntryJSON
	mustJSON(t, &ls, "cache", "ls", "--json", "--cache-dir", cache)
	if len(ls) != 3 {
		t.Errorf("cache ls lists %d entries, want the 3 kernels", len(ls))
	}

	t.Run("run with a warm cache", func(t *testing.T) {
		res := filepath.Join(dir, "run-out")
		cmd := cliCommand(t, "run", portable, "--input", "x="+filepath.Join(sharedModels, "mlp", "input_x.npy"), "--output-dir", res, "--cache-dir", cache)
		log, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("mgxport run: %v\n%s", err, log)
		}
		if !strings.Contains(string(log), "(3 from the kernel cache, 0 compiled, MLIR library not loaded)") {
			t.Errorf("run did not report a finalize without the library:\n%s", log)
		}
		got, err := npy.ReadFile(filepath.Join(res, "y.npy"))
		if err != nil {
			t.Fatal(err)
		}
		want, err := npy.ReadFile(filepath.Join(sharedModels, "mlp", "output_y.npy"))
		if err != nil {
			t.Fatal(err)
		}
		compareClose(t, "y", got, want, 1e-4, 1e-5)
	})

	t.Run("finalized bundle, no library at all", func(t *testing.T) {
		in := filepath.Join(dir, "host0.mgxb")
		out := filepath.Join(dir, "again.mgxb")
		sum := finalizeProc(t, in, out, "--mlir-lib", filepath.Join(dir, "no", mlirc.LibraryName))
		if sum.MLIRLoaded || sum.Objects != 0 || sum.Present == 0 {
			t.Errorf("summary %+v; want nothing finalized, nothing loaded", sum)
		}
		if !bytes.Equal(readFile(t, out), first) {
			t.Error("re-finalizing a finalized bundle changed its bytes")
		}
	})
}
