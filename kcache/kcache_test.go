package kcache

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

func parts(i int) KeyParts {
	return KeyParts{
		CodeObject: ContentHash([]byte(fmt.Sprintf("kernel %d", i))),
		Target:     "host:x86_64-pc-linux-gnu/znver4/abc",
		Compiler:   "mgxport-host/1 mlir-c/llvm-22.1.0/0123",
		Tuning:     "default",
	}
}

// payload is deterministic per key index (so concurrent writers agree) but
// varies in size and content.
func payload(i int) []byte {
	n := 1 + (i*7919)%70000
	out := make([]byte, 0, n+32)
	seed := sha256.Sum256([]byte(strconv.Itoa(i)))
	for len(out) < n {
		out = append(out, seed[:]...)
		seed = sha256.Sum256(seed[:])
	}
	return out[:n]
}

func randomBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

func openTemp(t *testing.T) *Cache {
	t.Helper()
	c, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestKeysSeparateEveryPart(t *testing.T) {
	base := parts(1)
	variants := map[string]KeyParts{"base": base}
	mod := func(name string, f func(p *KeyParts)) {
		p := base
		f(&p)
		variants[name] = p
	}
	mod("code object", func(p *KeyParts) { p.CodeObject = ContentHash([]byte("other")) })
	mod("target", func(p *KeyParts) { p.Target = "gfx1151" })
	mod("device", func(p *KeyParts) { p.Device = "GPU-1234" })
	mod("compiler", func(p *KeyParts) { p.Compiler += "x" })
	mod("tuning", func(p *KeyParts) { p.Tuning = "exhaustive" })
	// Moving a byte across a field boundary must change the key.
	mod("boundary", func(p *KeyParts) {
		p.Target, p.Device = base.Target[:len(base.Target)-1], base.Target[len(base.Target)-1:]
	})
	seen := map[Key]string{}
	for name, p := range variants {
		k := p.Key()
		if other, ok := seen[k]; ok {
			t.Fatalf("%s and %s share key %s", name, other, k)
		}
		seen[k] = name
	}
	if base.Key() != parts(1).Key() {
		t.Fatal("key is not deterministic")
	}
	if k, err := ParseKey(base.Key().String()); err != nil || k != base.Key() {
		t.Fatalf("ParseKey round trip: %v", err)
	}
	for _, bad := range []KeyParts{{}, {CodeObject: "x"}, {CodeObject: "x", Target: "t"}, {CodeObject: "x", Target: "t", Compiler: "c"}} {
		if _, _, err := openTemp(t).Get(bad); err == nil {
			t.Fatalf("Get accepted incomplete parts %+v", bad)
		}
	}
}

func TestPutGetListStats(t *testing.T) {
	c := openTemp(t)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	want := map[int][]byte{}
	for i := range 5 {
		want[i] = randomBytes(r, 1+r.IntN(5000))
		if err := c.Put(parts(i), want[i]); err != nil {
			t.Fatal(err)
		}
	}
	for i, w := range want {
		got, ok, err := c.Get(parts(i))
		if err != nil || !ok || !bytes.Equal(got, w) {
			t.Fatalf("Get %d: ok=%v err=%v equal=%v", i, ok, err, bytes.Equal(got, w))
		}
	}
	if _, ok, err := c.Get(parts(99)); ok || err != nil {
		t.Fatalf("Get of an absent key: ok=%v err=%v", ok, err)
	}
	// Overwrite replaces.
	repl := randomBytes(r, 77)
	if err := c.Put(parts(0), repl); err != nil {
		t.Fatal(err)
	}
	if got, _, _ := c.Get(parts(0)); !bytes.Equal(got, repl) {
		t.Fatal("Put did not replace the entry")
	}
	list, err := c.List()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 5 {
		t.Fatalf("List has %d entries, want 5", len(list))
	}
	for _, e := range list {
		if e.Err != nil || e.Parts.Key() != e.Key || e.Created.IsZero() {
			t.Fatalf("bad listed entry %+v", e)
		}
	}
	s, err := c.Stats()
	if err != nil {
		t.Fatal(err)
	}
	if s.Entries != 5 || s.Hits != 6 || s.Misses != 1 || s.Writes != 6 || s.Bytes <= 0 {
		t.Fatalf("stats %+v", s)
	}
}

func TestDamagedEntriesAreMissesAndRemoved(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	data := randomBytes(r, 300+r.IntN(300))
	entrySize := func(c *Cache) int {
		b, err := os.ReadFile(c.path(parts(1).Key()))
		if err != nil {
			t.Fatal(err)
		}
		return len(b)
	}
	tests := []struct {
		name   string
		damage func(t *testing.T, c *Cache, path string)
	}{
		{"bit flip in header", func(t *testing.T, c *Cache, p string) { flipBit(t, p, r.IntN(headerSize), r) }},
		{"bit flip in metadata", func(t *testing.T, c *Cache, p string) { flipBit(t, p, headerSize+r.IntN(40), r) }},
		{"bit flip in payload", func(t *testing.T, c *Cache, p string) { flipBit(t, p, entrySize(c)-1-r.IntN(len(data)), r) }},
		{"truncated", func(t *testing.T, c *Cache, p string) {
			if err := os.Truncate(p, int64(entrySize(c)-1-r.IntN(20))); err != nil {
				t.Fatal(err)
			}
		}},
		{"extended", func(t *testing.T, c *Cache, p string) {
			f, err := os.OpenFile(p, os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.Write([]byte{1})
			f.Close()
		}},
		{"empty", func(t *testing.T, c *Cache, p string) { os.WriteFile(p, nil, 0o644) }},
		{"entry of another key", func(t *testing.T, c *Cache, p string) {
			if err := c.Put(parts(2), data); err != nil {
				t.Fatal(err)
			}
			if err := os.Rename(c.path(parts(2).Key()), p); err != nil {
				t.Fatal(err)
			}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := openTemp(t)
			if err := c.Put(parts(1), data); err != nil {
				t.Fatal(err)
			}
			p := c.path(parts(1).Key())
			tt.damage(t, c, p)
			got, ok, err := c.Get(parts(1))
			if err != nil || ok || got != nil {
				t.Fatalf("damaged entry: ok=%v err=%v", ok, err)
			}
			if _, err := os.Stat(p); !os.IsNotExist(err) {
				t.Fatalf("damaged entry not removed: %v", err)
			}
			if s, _ := c.Stats(); s.Corrupt != 1 {
				t.Fatalf("corrupt counter %d", s.Corrupt)
			}
			// Recompile-and-store works again.
			if err := c.Put(parts(1), data); err != nil {
				t.Fatal(err)
			}
			if got, ok, _ := c.Get(parts(1)); !ok || !bytes.Equal(got, data) {
				t.Fatal("entry not usable after rewrite")
			}
		})
	}
}

func flipBit(t *testing.T, path string, off int, r *rand.Rand) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	b[off] ^= 1 << r.IntN(8)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestVerifyRemovesDamaged(t *testing.T) {
	c := openTemp(t)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for i := range 4 {
		if err := c.Put(parts(i), payload(i)); err != nil {
			t.Fatal(err)
		}
	}
	flipBit(t, c.path(parts(2).Key()), headerSize+r.IntN(10), r)
	bad, err := c.Verify()
	if err != nil || len(bad) != 1 || bad[0] != parts(2).Key() {
		t.Fatalf("Verify = %v, %v; want [%s]", bad, err, parts(2).Key())
	}
	if list, _ := c.List(); len(list) != 3 {
		t.Fatalf("%d entries left, want 3", len(list))
	}
}

func TestPruneIsLRU(t *testing.T) {
	c := openTemp(t)
	base := time.Now().Add(-time.Hour)
	size := make([]int64, 6) // entry sizes differ slightly (timestamps in metadata)
	for i := range 6 {
		if err := c.Put(parts(i), bytes.Repeat([]byte{byte(i)}, 1000)); err != nil {
			t.Fatal(err)
		}
		// Entry i was last used at base+i minutes.
		tm := base.Add(time.Duration(i) * time.Minute)
		if err := os.Chtimes(c.path(parts(i).Key()), tm, tm); err != nil {
			t.Fatal(err)
		}
		st, _ := os.Stat(c.path(parts(i).Key()))
		size[i] = st.Size()
	}
	// A hit on the oldest entry makes it the most recent.
	if _, ok, _ := c.Get(parts(0)); !ok {
		t.Fatal("miss")
	}
	// A stale temp file from a crashed writer goes too.
	stale := filepath.Join(filepath.Dir(c.path(parts(0).Key())), ".tmp-crashed")
	os.WriteFile(stale, []byte("partial"), 0o644)
	old := time.Now().Add(-2 * staleTemp)
	os.Chtimes(stale, old, old)

	// Keeping 0 (just used), 4 and 5 fits exactly; 1, 2, 3 must go.
	removed, freed, err := c.Prune(size[0] + size[4] + size[5])
	if err != nil {
		t.Fatal(err)
	}
	if want := size[1] + size[2] + size[3]; removed != 3 || freed != want {
		t.Fatalf("Prune removed %d (%d bytes), want 3 (%d)", removed, freed, want)
	}
	for i, want := range []bool{true, false, false, false, true, true} {
		if _, ok, _ := c.Get(parts(i)); ok != want {
			t.Fatalf("after prune entry %d present=%v, want %v", i, ok, want)
		}
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Fatal("stale temp file survived Prune")
	}
	if err := c.Clear(); err != nil {
		t.Fatal(err)
	}
	if s, _ := c.Stats(); s.Entries != 0 || s.Bytes != 0 {
		t.Fatalf("after Clear: %+v", s)
	}
	if _, _, err := c.Prune(-1); err == nil {
		t.Fatal("Prune(-1) succeeded")
	}
}

func TestDefaultDir(t *testing.T) {
	// The override wins even when $MGXPORT_CACHE_DIR says otherwise:
	// kcache reads no environment of its own.
	t.Setenv(EnvDir, "/z/ignored")
	if d, _ := DefaultDir("/x/cache"); d != "/x/cache" {
		t.Fatalf("with override: %s", d)
	}
	t.Setenv("XDG_CACHE_HOME", "/y")
	if d, _ := DefaultDir(""); d != "/y/mgxport" {
		t.Fatalf("with XDG_CACHE_HOME: %s", d)
	}
}

const (
	envWorkerDir = "MGXPORT_KCACHE_TEST_WORKER_DIR"
	envWorkerID  = "MGXPORT_KCACHE_TEST_WORKER_ID"
	sharedKeys   = 12
)

// TestConcurrentProcesses runs 4 processes (this test binary, in worker
// mode) that write, read and prune the same keys of one cache at once.
// Every process must succeed, every hit must return exactly the bytes
// written for that key, and no damaged entry may remain.
func TestConcurrentProcesses(t *testing.T) {
	dir := t.TempDir()
	var cmds []*exec.Cmd
	var outs []*bytes.Buffer
	for w := range 4 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestCacheWorker$", "-test.count=1")
		cmd.Env = append(os.Environ(), envWorkerDir+"="+dir, envWorkerID+"="+strconv.Itoa(w))
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		cmds, outs = append(cmds, cmd), append(outs, &out)
	}
	for i, cmd := range cmds {
		if err := cmd.Wait(); err != nil {
			t.Errorf("worker %d: %v\n%s", i, err, outs[i])
		}
	}
	c, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	bad, err := c.Verify()
	if err != nil || len(bad) != 0 {
		t.Fatalf("after concurrent use: %d damaged entries (%v)", len(bad), err)
	}
	list, err := c.List()
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range list {
		got, ok, err := c.Get(e.Parts)
		if err != nil || !ok {
			t.Fatalf("listed entry unreadable: %v", err)
		}
		idx := -1
		for i := range sharedKeys {
			if parts(i).Key() == e.Key {
				idx = i
			}
		}
		if idx < 0 || !bytes.Equal(got, payload(idx)) {
			t.Fatalf("entry %s holds wrong bytes", e.Key)
		}
	}
	leftovers, _ := filepath.Glob(filepath.Join(dir, "kernels", "*", ".tmp-*"))
	if len(leftovers) != 0 {
		t.Fatalf("temporary files left: %v", leftovers)
	}
}

// TestCacheWorker is the body of one TestConcurrentProcesses worker; run
// directly (without the environment) it has nothing to do and passes.
func TestCacheWorker(t *testing.T) {
	dir := os.Getenv(envWorkerDir)
	if dir == "" {
		return
	}
	id, _ := strconv.Atoi(os.Getenv(envWorkerID))
	c, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), uint64(id)))
	for range 300 {
		i := r.IntN(sharedKeys)
		switch op := r.IntN(20); {
		case op < 9:
			if err := c.Put(parts(i), payload(i)); err != nil {
				t.Fatal(err)
			}
		case op < 19:
			got, ok, err := c.Get(parts(i))
			if err != nil {
				t.Fatal(err)
			}
			if ok && !bytes.Equal(got, payload(i)) {
				t.Fatalf("key %d: hit with wrong bytes", i)
			}
		default:
			if _, _, err := c.Prune(int64(r.IntN(300000))); err != nil {
				t.Fatal(err)
			}
		}
	}
	if s, _ := c.Stats(); s.Corrupt != 0 {
		t.Fatalf("worker saw %d corrupt entries", s.Corrupt)
	}
}

// FuzzDecodeEntry feeds damaged entries to the reader: it must never panic
// and must accept only bytes that hash to their key.
func FuzzDecodeEntry(f *testing.F) {
	p := parts(3)
	meta := []byte(`{"parts":{"code_object":"` + p.CodeObject + `","target":"` + p.Target + `","compiler":"` + p.Compiler + `","tuning":"default"},"created":"2025-01-01T00:00:00Z"}`)
	good := encodeEntry(p.Key(), meta, payload(3)[:100])
	f.Add(good)
	f.Add(good[:headerSize])
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, b []byte) {
		m, data, err := decodeEntry(p.Key(), b)
		if err != nil {
			return
		}
		if m.Parts.Key() != p.Key() || len(data) > len(b) {
			t.Fatalf("accepted an entry for another key or with bad sizes")
		}
	})
}

// TestDirectoryAtEntry: a directory where an entry belongs is a miss that
// Get removes (so Put rebuilds the entry), and one Verify removes.
func TestDirectoryAtEntry(t *testing.T) {
	c := openTemp(t)
	for i, fix := range []func(){
		func() {
			if _, ok, err := c.Get(parts(0)); err != nil || ok {
				t.Fatalf("Get over a directory: ok %v, %v; want a miss", ok, err)
			}
		},
		func() {
			if bad, err := c.Verify(); err != nil || len(bad) != 1 {
				t.Fatalf("Verify over a directory = %v, %v; want it removed", bad, err)
			}
		},
	} {
		p := c.path(parts(0).Key())
		if err := os.MkdirAll(filepath.Join(p, "junk"), 0o755); err != nil {
			t.Fatal(err)
		}
		fix()
		if err := c.Put(parts(0), payload(0)); err != nil {
			t.Fatalf("case %d: Put after removal: %v", i, err)
		}
		if got, ok, err := c.Get(parts(0)); err != nil || !ok || !bytes.Equal(got, payload(0)) {
			t.Fatalf("case %d: entry not rebuilt: %v %v", i, ok, err)
		}
		if err := os.Remove(p); err != nil {
			t.Fatal(err)
		}
	}
}
