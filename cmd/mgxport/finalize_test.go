package main

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/mgxport/mgxport/npy"
)

// TestFinalizeCache finalizes the mlp twice through one cache (compiled,
// then all hits) and without the cache at different worker counts: every
// output bundle is the same bytes and runs correctly.
func TestFinalizeCache(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	cache := filepath.Join(dir, "cache")
	tests := []struct {
		name               string
		flags              []string
		compiled, hits     int
		wantCacheUntouched bool
	}{
		{"cold cache", []string{"--cache-dir", cache}, 3, 0, false},
		{"warm cache", []string{"--cache-dir", cache, "--jobs", "1"}, 0, 3, false},
		{"no cache, 1 worker", []string{"--cache-dir", cache, "--no-cache", "--jobs", "1"}, 3, 0, true},
		{"no cache, 4 workers", []string{"--no-cache", "--jobs", "4"}, 3, 0, true},
	}
	var first []byte
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			before := len(cacheEntryFiles(t, cache))
			out := filepath.Join(dir, fmt.Sprintf("mlp.%d.mgxb", i))
			var sum finalizeSummary
			args := append([]string{"finalize", portable, "--arch", "host", "-o", out, "--json"}, tt.flags...)
			mustJSON(t, &sum, args...)
			if sum.Compiled != tt.compiled || sum.CacheHits != tt.hits || sum.Objects != 3 {
				t.Errorf("compiled %d, cache hits %d, objects %d; want %d, %d, 3", sum.Compiled, sum.CacheHits, sum.Objects, tt.compiled, tt.hits)
			}
			if sum.Seconds <= 0 || sum.Output != out {
				t.Errorf("summary %+v: want positive seconds and output %s", sum, out)
			}
			if after := len(cacheEntryFiles(t, cache)); tt.wantCacheUntouched && after != before {
				t.Errorf("--no-cache changed the cache from %d to %d entries", before, after)
			} else if !tt.wantCacheUntouched && after != 3 {
				t.Errorf("cache holds %d entries, want 3", after)
			}
			b := readFile(t, out)
			if first == nil {
				first = b
			} else if !bytes.Equal(b, first) {
				t.Errorf("output differs from the first finalize's (%d vs %d bytes)", len(b), len(first))
			}
			res := filepath.Join(dir, fmt.Sprintf("out%d", i))
			mustRun(t, "run", out, "--input", "x="+filepath.Join(sharedModels, "mlp", "input_x.npy"), "--output-dir", res)
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
	}
}

// TestFinalizeProfileAndProgress checks --profile's phase table and the
// plain progress lines (stderr is not a terminal in tests), and that
// --quiet prints nothing.
func TestFinalizeProfileAndProgress(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	cache := filepath.Join(dir, "cache")
	_, errs, err := mgxportSplit(t, "finalize", portable, "--arch", "host", "-o", filepath.Join(dir, "a.mgxb"), "--cache-dir", cache, "--profile")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"3 kernel(s) to finalize", "3/3", "compiled in", "lower (MLIR to LLVM dialect)", "codegen", "link", "wall", "wrote "} {
		if !strings.Contains(errs, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errs)
		}
	}
	out, errs, err := mgxportSplit(t, "finalize", portable, "--arch", "host", "-o", filepath.Join(dir, "b.mgxb"), "--cache-dir", cache, "-q")
	if err != nil || out != "" || errs != "" {
		t.Errorf("--quiet printed %q / %q (err %v)", out, errs, err)
	}
	_, errs, err = mgxportSplit(t, "finalize", portable, "--arch", "host", "-o", filepath.Join(dir, "c.mgxb"), "--cache-dir", cache)
	if err != nil || !strings.Contains(errs, "cache hit") || strings.Contains(errs, "compiled in") {
		t.Errorf("warm finalize should report cache hits only:\n%s (err %v)", errs, err)
	}
}

// TestCacheBitFlip damages one cache entry in different ways; the next
// finalize must detect it, remove it, recompile that one kernel, store a
// good entry again and write the same bundle.
func TestCacheBitFlip(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	rng := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	tests := []struct {
		name   string
		damage func(b []byte) []byte
	}{
		{"header magic", func(b []byte) []byte { b[rng.IntN(8)] ^= 1 << rng.IntN(8); return b }},
		{"key in header", func(b []byte) []byte { b[24+rng.IntN(32)] ^= 1 << rng.IntN(8); return b }},
		{"payload bit", func(b []byte) []byte { i := len(b) - 1 - rng.IntN(len(b)/2); b[i] ^= 1 << rng.IntN(8); return b }},
		{"any bit", func(b []byte) []byte { b[rng.IntN(len(b))] ^= 1 << rng.IntN(8); return b }},
		{"truncated", func(b []byte) []byte { return b[:rng.IntN(len(b))] }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cache := filepath.Join(t.TempDir(), "cache")
			good := filepath.Join(dir, "good.mgxb")
			mustRun(t, "finalize", portable, "--arch", "host", "-o", good, "--cache-dir", cache, "-q")
			files := cacheEntryFiles(t, cache)
			if len(files) != 3 {
				t.Fatalf("%d cache entries, want 3", len(files))
			}
			victim := files[rng.IntN(len(files))]
			orig := readFile(t, victim)
			if err := os.WriteFile(victim, tt.damage(bytes.Clone(orig)), 0o644); err != nil {
				t.Fatal(err)
			}
			var ls []cacheEntryJSON
			mustJSON(t, &ls, "cache", "ls", "--json", "--cache-dir", cache)
			damaged := 0
			for _, e := range ls {
				if e.Corruption != "" {
					damaged++
				}
			}
			if damaged != 1 {
				t.Fatalf("cache ls marks %d damaged entries, want 1: %+v", damaged, ls)
			}
			out := filepath.Join(t.TempDir(), "again.mgxb")
			var sum finalizeSummary
			mustJSON(t, &sum, "finalize", portable, "--arch", "host", "-o", out, "--cache-dir", cache, "--json")
			if sum.Compiled != 1 || sum.CacheHits != 2 {
				t.Errorf("after damaging one entry: compiled %d, hits %d; want 1 and 2", sum.Compiled, sum.CacheHits)
			}
			if !bytes.Equal(readFile(t, out), readFile(t, good)) {
				t.Error("the bundle finalized after recompiling differs from the first")
			}
			if _, err := os.Stat(victim); err != nil {
				t.Errorf("the recompiled kernel was not stored again: %v", err)
			}
			ls = nil // Unmarshal would merge into the old elements
			mustJSON(t, &ls, "cache", "ls", "--json", "--cache-dir", cache)
			for _, e := range ls {
				if e.Corruption != "" {
					t.Errorf("entry %s still damaged: %s", e.Key, e.Corruption)
				}
			}
			if len(ls) != 3 {
				t.Errorf("%d entries after the repair, want 3", len(ls))
			}
		})
	}
}

// TestConcurrentFinalize runs 4 finalize processes of one bundle on one
// empty cache at once: all succeed, write the same bundle, and leave
// exactly the 3 entries, all valid, and no temporary files.
func TestConcurrentFinalize(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	cache := filepath.Join(dir, "cache")
	const procs = 4
	outs := make([]string, procs)
	logs := make([][]byte, procs)
	errs := make([]error, procs)
	var wg sync.WaitGroup
	for i := range procs {
		outs[i] = filepath.Join(dir, fmt.Sprintf("p%d.mgxb", i))
		cmd := cliCommand(t, "finalize", portable, "--arch", "host", "-o", outs[i], "--cache-dir", cache, "--jobs", "2")
		wg.Go(func() { logs[i], errs[i] = cmd.CombinedOutput() })
	}
	wg.Wait()
	for i := range procs {
		if errs[i] != nil {
			t.Fatalf("process %d: %v\n%s", i, errs[i], logs[i])
		}
		if !strings.Contains(string(logs[i]), "finalized 3 kernel(s)") {
			t.Errorf("process %d output:\n%s", i, logs[i])
		}
	}
	first := readFile(t, outs[0])
	for i := 1; i < procs; i++ {
		if !bytes.Equal(readFile(t, outs[i]), first) {
			t.Errorf("process %d wrote a different bundle", i)
		}
	}
	var ls []cacheEntryJSON
	mustJSON(t, &ls, "cache", "ls", "--json", "--cache-dir", cache)
	if len(ls) != 3 {
		t.Errorf("%d cache entries, want 3", len(ls))
	}
	for _, e := range ls {
		if e.Corruption != "" {
			t.Errorf("entry %s damaged: %s", e.Key, e.Corruption)
		}
	}
	temps, _ := filepath.Glob(filepath.Join(cache, "kernels", "*", ".tmp-*"))
	if len(temps) > 0 {
		t.Errorf("temporary files left: %v", temps)
	}
	// The cache now serves a fifth process entirely.
	var sum finalizeSummary
	mustJSON(t, &sum, "finalize", portable, "--arch", "host", "-o", filepath.Join(dir, "p5.mgxb"), "--cache-dir", cache, "--json")
	if sum.CacheHits != 3 || sum.Compiled != 0 {
		t.Errorf("after the concurrent finalizes: %d hits, %d compiled; want 3 and 0", sum.CacheHits, sum.Compiled)
	}
}
