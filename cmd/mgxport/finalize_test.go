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
	"time"

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
		// --cache-dir still names the signing key's directory: the same
		// key signs the same objects into the same bytes.
		{"no cache, 4 workers", []string{"--cache-dir", cache, "--no-cache", "--jobs", "4"}, 3, 0, true},
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

// TestFinalizeNothingToDo finalizes a bundle that is already finalized for
// host: in place it writes nothing (the file keeps its bytes and its
// modification time) and says so; with -o another file it writes an
// identical copy and says so.
func TestFinalizeNothingToDo(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	host := filepath.Join(dir, "mlp.host.mgxb")
	mustRun(t, "finalize", portable, "--arch", "host", "-o", host, "-q")
	before, err := os.Stat(host)
	if err != nil {
		t.Fatal(err)
	}
	want := readFile(t, host)
	old := before.ModTime().Add(-time.Hour)
	if err := os.Chtimes(host, old, old); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"finalize", host, "--arch", "host"}, {"finalize", host, "--arch", "auto", "-o", host}} {
		_, errs, err := mgxportSplit(t, args...)
		if err != nil || !strings.Contains(errs, "already finalized for host") || !strings.Contains(errs, "nothing written") {
			t.Errorf("mgxport %s: %v\n%s", strings.Join(args, " "), err, errs)
		}
		st, _ := os.Stat(host)
		if !st.ModTime().Equal(old) || !bytes.Equal(readFile(t, host), want) {
			t.Errorf("mgxport %s rewrote %s", strings.Join(args, " "), host)
		}
	}
	var sum finalizeSummary
	mustJSON(t, &sum, "finalize", host, "--arch", "host", "--json")
	if !sum.AlreadyFinalized || sum.Written || sum.Present != 3 || sum.Objects != 0 || sum.OutputSize != int64(len(want)) {
		t.Errorf("in-place summary %+v", sum)
	}
	cp := filepath.Join(dir, "copy.mgxb")
	_, errs, err := mgxportSplit(t, "finalize", host, "--arch", "host", "-o", cp)
	if err != nil || !strings.Contains(errs, "already finalized for host") || !strings.Contains(errs, "copy to "+cp) {
		t.Errorf("finalize -o %s: %v\n%s", cp, err, errs)
	}
	if !bytes.Equal(readFile(t, cp), want) {
		t.Error("the copy differs from the finalized bundle")
	}
	os.Remove(cp)
	mustJSON(t, &sum, "finalize", host, "--arch", "host", "-o", cp, "--json")
	if !sum.AlreadyFinalized || !sum.Written || sum.Compiled != 0 || sum.Objects != 0 {
		t.Errorf("copy summary %+v", sum)
	}
	// The portable bundle is not finalized: in place it is.
	mustJSON(t, &sum, "finalize", portable, "--arch", "host", "--json")
	if sum.AlreadyFinalized || !sum.Written || sum.Objects != 3 {
		t.Errorf("portable in place: %+v", sum)
	}
}

// TestCacheSizeLimit checks the kernel cache's size limit: a finalize that
// stores kernels prunes the cache to --cache-max-size (or
// $MGXPORT_CACHE_MAX_SIZE) in LRU order; one that only hits the cache
// leaves it alone; run's in-memory finalize is bounded too; and the flag
// conflicts with --no-cache.
func TestCacheSizeLimit(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	out := filepath.Join(dir, "out.mgxb")
	sizeOf := func(cache string) (n int, bytes int64) {
		for _, f := range cacheEntryFiles(t, cache) {
			st, err := os.Stat(f)
			if err != nil {
				t.Fatal(err)
			}
			n, bytes = n+1, bytes+st.Size()
		}
		return n, bytes
	}
	// The full cache of the mlp, for the limits below.
	full := filepath.Join(dir, "full")
	mustRun(t, "finalize", portable, "--arch", "host", "-o", out, "--cache-dir", full, "-q")
	n, total := sizeOf(full)
	if n != 3 {
		t.Fatalf("%d entries, want 3", n)
	}
	// Under the default limit (2 GiB) nothing goes.
	var sum finalizeSummary
	cold := filepath.Join(dir, "cold")
	mustJSON(t, &sum, "finalize", portable, "--arch", "host", "-o", out, "--cache-dir", cold, "--json")
	if n, _ := sizeOf(cold); sum.CachePruned != 0 || n != 3 {
		t.Errorf("default limit: pruned %d, %d entries left", sum.CachePruned, n)
	}
	limit := total * 2 / 3 // room for some of the entries, not all
	tests := []struct {
		name string
		env  string
		args []string
	}{
		{"flag", "", []string{"finalize", portable, "--arch", "host", "-o", out, "--cache-max-size", fmt.Sprint(limit)}},
		{"env", fmt.Sprint(limit), []string{"finalize", portable, "--arch", "host", "-o", out}},
		{"run, flag", "", []string{"run", portable, "--fill", "zeros", "--cache-max-size", fmt.Sprint(limit)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cache := t.TempDir()
			t.Setenv("MGXPORT_CACHE_MAX_SIZE", tt.env)
			_, errs, err := mgxportSplit(t, append(tt.args, "--cache-dir", cache)...)
			if err != nil {
				t.Fatalf("%v\n%s", err, errs)
			}
			n, b := sizeOf(cache)
			if n == 0 || n == 3 || b > limit {
				t.Errorf("%d entries of %d bytes left under a %d byte limit", n, b, limit)
			}
			if !strings.Contains(errs, "least recently used") {
				t.Errorf("stderr does not say what was pruned:\n%s", errs)
			}
			// All hits (none stored): the cache is left alone even under a
			// limit it exceeds.
			mustRun(t, "finalize", portable, "--arch", "host", "-o", out, "--cache-dir", full, "--cache-max-size", "1")
			if n, _ := sizeOf(full); n != 3 {
				t.Errorf("a warm finalize pruned the cache to %d entries", n)
			}
		})
	}
	for _, bad := range []struct {
		args []string
		want string
	}{
		{[]string{"finalize", portable, "--arch", "host", "-o", out, "--no-cache", "--cache-max-size", "1G"}, "--cache-max-size 1G with --no-cache"},
		{[]string{"finalize", portable, "--arch", "host", "-o", out, "--cache-max-size", "lots"}, "--cache-max-size"},
		{[]string{"run", portable, "--fill", "zeros", "--cache-max-size", "-1G"}, "--cache-max-size"},
	} {
		if _, err := mgxport(t, bad.args...); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("mgxport %s: error %v, want one naming %q", strings.Join(bad.args, " "), err, bad.want)
		}
	}
	t.Setenv("MGXPORT_CACHE_MAX_SIZE", "lots")
	if _, err := mgxport(t, "finalize", portable, "--arch", "host", "-o", out); err == nil || !strings.Contains(err.Error(), "MGXPORT_CACHE_MAX_SIZE") {
		t.Errorf("a bad $MGXPORT_CACHE_MAX_SIZE: error %v", err)
	}
}
