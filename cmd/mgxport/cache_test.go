package main

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestCacheCommands fills a cache with the mlp's kernels and exercises ls,
// stats, prune (LRU order) and clear, in text and JSON.
func TestCacheCommands(t *testing.T) {
	dir := t.TempDir()
	portable := portableMLP(t, dir)
	cache := filepath.Join(dir, "cache")
	mustRun(t, "finalize", portable, "--arch", "host", "-o", filepath.Join(dir, "h.mgxb"), "--cache-dir", cache, "-q")

	var ls []cacheEntryJSON
	mustJSON(t, &ls, "cache", "ls", "--json", "--cache-dir", cache)
	if len(ls) != 3 {
		t.Fatalf("cache ls lists %d entries, want 3", len(ls))
	}
	var total int64
	kinds := map[string]int{}
	for _, e := range ls {
		if e.Corruption != "" || e.Parts == nil || !strings.HasPrefix(e.Parts.Target, "host:") || e.Parts.Tuning != "default" || e.Bytes <= 0 {
			t.Errorf("bad entry %+v", e)
			continue
		}
		kinds[e.Parts.CodeObject[strings.LastIndex(e.Parts.CodeObject, "/")+1:]]++
		total += e.Bytes
	}
	if kinds["tosa"] != 2 || kinds["raised"] != 1 {
		t.Errorf("entry kinds %v, want 2 tosa and 1 raised", kinds)
	}
	var st cacheStatsJSON
	mustJSON(t, &st, "cache", "stats", "--json", "--cache-dir", cache)
	if st.Entries != 3 || st.Bytes != total || st.Dir != cache {
		t.Errorf("stats %+v, want 3 entries of %d bytes in %s", st, total, cache)
	}
	for _, args := range [][]string{{"ls"}, {"stats"}} {
		out := mustRun(t, append([]string{"cache"}, append(args, "--cache-dir", cache)...)...)
		if !strings.Contains(out, cache) || !strings.Contains(out, "3") {
			t.Errorf("cache %s output names no directory or count:\n%s", args[0], out)
		}
	}

	// Give the entries a known LRU order: ls[0] newest, ls[2] oldest.
	now := time.Now()
	for i, e := range ls {
		p := filepath.Join(cache, "kernels", e.Key[:2], e.Key+".mgxk")
		at := now.Add(-time.Duration(i+1) * time.Hour)
		if err := os.Chtimes(p, at, at); err != nil {
			t.Fatal(err)
		}
	}
	type removal struct {
		Removed    int   `json:"removed"`
		FreedBytes int64 `json:"freed_bytes"`
		Entries    int   `json:"entries"`
		Bytes      int64 `json:"bytes"`
	}
	var r removal
	mustJSON(t, &r, "cache", "prune", "--max-size", "1GiB", "--json", "--cache-dir", cache)
	if r.Removed != 0 || r.Entries != 3 {
		t.Errorf("prune to 1GiB removed %d, left %d; want 0 and 3", r.Removed, r.Entries)
	}
	// Room for the newest entry only.
	mustJSON(t, &r, "cache", "prune", "--max-size", strconv.FormatInt(ls[0].Bytes, 10), "--json", "--cache-dir", cache)
	if r.Removed != 2 || r.Entries != 1 || r.Bytes != ls[0].Bytes || r.FreedBytes != total-ls[0].Bytes {
		t.Errorf("prune to %d bytes: %+v; want 2 removed, the newest (%d bytes) left", ls[0].Bytes, r, ls[0].Bytes)
	}
	var left []cacheEntryJSON
	mustJSON(t, &left, "cache", "ls", "--json", "--cache-dir", cache)
	if len(left) != 1 || left[0].Key != ls[0].Key {
		t.Errorf("prune kept %+v, want the most recently used %s", left, ls[0].Key)
	}
	// A finalize puts the pruned kernels back and hits the kept one.
	var sum finalizeSummary
	mustJSON(t, &sum, "finalize", portable, "--arch", "host", "-o", filepath.Join(dir, "h2.mgxb"), "--cache-dir", cache, "--json")
	if sum.CacheHits != 1 || sum.Compiled != 2 {
		t.Errorf("finalize after prune: %d hits, %d compiled; want 1 and 2", sum.CacheHits, sum.Compiled)
	}
	mustJSON(t, &r, "cache", "clear", "--json", "--cache-dir", cache)
	if r.Removed != 3 || r.Entries != 0 || r.Bytes != 0 {
		t.Errorf("clear: %+v; want 3 removed, none left", r)
	}
	if files := cacheEntryFiles(t, cache); len(files) != 0 {
		t.Errorf("clear left %v", files)
	}

	// Bad arguments fail with a message that names the problem.
	bad := []struct {
		args []string
		want string
	}{
		{[]string{"cache", "prune", "--max-size", "12Q", "--cache-dir", cache}, "12Q"},
		{[]string{"cache", "ls", "extra", "--cache-dir", cache}, "extra"},
	}
	for _, b := range bad {
		_, err := mgxport(t, b.args...)
		if err == nil || !strings.Contains(err.Error(), b.want) {
			t.Errorf("mgxport %s: error %v, want one naming %q", strings.Join(b.args, " "), err, b.want)
		}
	}

	// Without --max-size, prune holds the cache to the size limit:
	// $MGXPORT_CACHE_MAX_SIZE here (0 sets none, so prune needs --max-size).
	mustRun(t, "finalize", portable, "--arch", "host", "-o", filepath.Join(dir, "h2.mgxb"), "--cache-dir", cache, "-q")
	mustJSON(t, &st, "cache", "stats", "--json", "--cache-dir", cache)
	t.Setenv("MGXPORT_CACHE_MAX_SIZE", "0")
	if _, err := mgxport(t, "cache", "prune", "--cache-dir", cache); err == nil || !strings.Contains(err.Error(), "--max-size") {
		t.Errorf("cache prune under no limit: error %v, want one naming --max-size", err)
	}
	t.Setenv("MGXPORT_CACHE_MAX_SIZE", strconv.FormatInt(st.Bytes/2, 10))
	mustJSON(t, &r, "cache", "prune", "--json", "--cache-dir", cache)
	if r.Removed == 0 || r.Bytes > st.Bytes/2 {
		t.Errorf("cache prune to $MGXPORT_CACHE_MAX_SIZE=%d: %+v", st.Bytes/2, r)
	}
}
