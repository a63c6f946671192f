package kcache

import (
	"archive/tar"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/klauspost/compress/zstd"
)

// fillCache puts n entries of random payloads into a new cache.
func fillCache(t *testing.T, n int, r *rand.Rand) (*Cache, []KeyParts, [][]byte) {
	t.Helper()
	c, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var ps []KeyParts
	var data [][]byte
	for i := range n {
		p := parts(0)
		p.CodeObject = ContentHash([]byte{byte(i), byte(r.IntN(256))})
		if i%2 == 1 {
			p.Tuning, p.Device = "quick", "cpu-x"
		}
		d := make([]byte, 1+r.IntN(5000))
		for j := range d {
			d[j] = byte(r.IntN(256))
		}
		if err := c.Put(p, d); err != nil {
			t.Fatal(err)
		}
		ps, data = append(ps, p), append(data, d)
	}
	return c, ps, data
}

// TestExportImport moves a cache to a fresh one through an archive: every
// entry arrives intact, the archive is the same bytes when exported twice,
// and a filter exports only what it keeps.
func TestExportImport(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	src, parts, data := fillCache(t, 9, r)
	var a, b bytes.Buffer
	n, err := src.Export(&a, nil)
	if err != nil || n != 9 {
		t.Fatalf("export: %d entries, %v", n, err)
	}
	if _, err := src.Export(&b, nil); err != nil || !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatalf("two exports differ (%v)", err)
	}
	dst, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	// Signed by src's key, which dst does not trust: nothing is taken.
	if st, err := dst.Import(bytes.NewReader(a.Bytes()), ImportOptions{}); err != nil || st.Imported != 0 || st.Untrusted != 9 {
		t.Fatalf("untrusted import: %+v, %v", st, err)
	}
	if es, _ := dst.List(); len(es) != 0 {
		t.Fatalf("untrusted import stored %d entries", len(es))
	}
	if st, err := dst.Import(bytes.NewReader(a.Bytes()), ImportOptions{Trust: trustOf(t, src)}); err != nil || st.Imported != 9 {
		t.Fatalf("import: %+v, %v", st, err)
	}
	for i, p := range parts {
		got, ok, err := dst.Get(p)
		if err != nil || !ok || !bytes.Equal(got, data[i]) {
			t.Fatalf("entry %d after import: hit %v, %v", i, ok, err)
		}
	}
	var tuned bytes.Buffer
	if n, err := src.Export(&tuned, func(p KeyParts) bool { return p.Tuning != "default" }); err != nil || n != 4 {
		t.Fatalf("filtered export: %d entries, %v", n, err)
	}
}

// archive builds a cache archive of the given members.
func archive(t *testing.T, members map[string][]byte, typ byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw, _ := zstd.NewWriter(&buf)
	tw := tar.NewWriter(zw)
	for name, b := range members {
		if err := tw.WriteHeader(&tar.Header{Name: name, Size: int64(len(b)), Mode: 0o644, Typeflag: typ}); err != nil {
			t.Fatal(err)
		}
		tw.Write(b)
	}
	tw.Close()
	zw.Close()
	return buf.Bytes()
}

// TestImportRejects feeds import damaged and hostile archives: each is an
// error naming the entry, and nothing damaged is stored.
func TestImportRejects(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	src, parts, _ := fillCache(t, 1, r)
	k := parts[0].Key()
	good, err := readEntry(src, k)
	if err != nil {
		t.Fatal(err)
	}
	flipped := bytes.Clone(good)
	flipped[len(flipped)-1] ^= 1
	other := parts[0]
	other.CodeObject = ContentHash([]byte("other"))
	for _, tc := range []struct {
		name string
		arch []byte
		want string
	}{
		{"flipped payload byte", archive(t, map[string][]byte{k.String() + ".mgxk": flipped}, tar.TypeReg), "checksum"},
		{"entry under another key", archive(t, map[string][]byte{other.Key().String() + ".mgxk": good}, tar.TypeReg), "holds key"},
		{"path traversal", archive(t, map[string][]byte{"../" + k.String() + ".mgxk": good}, tar.TypeReg), "entry name"},
		{"not an entry", archive(t, map[string][]byte{"notes.txt": []byte("hi")}, tar.TypeReg), "entry name"},
		{"symlink", archive(t, map[string][]byte{k.String() + ".mgxk": nil}, tar.TypeSymlink), "regular file"},
		{"not zstd", []byte("MGXKC but not an archive"), "archive"},
	} {
		dst, err := Open(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		st, err := dst.Import(bytes.NewReader(tc.arch), ImportOptions{Trust: trustOf(t, src)})
		n := st.Imported
		if err == nil || n != 0 || !bytes.Contains([]byte(err.Error()), []byte(tc.want)) {
			t.Errorf("%s: imported %d, err %v (want %q)", tc.name, n, err, tc.want)
		}
		var ie *ImportError
		if tc.name != "not zstd" && !errors.As(err, &ie) {
			t.Errorf("%s: %T is not an *ImportError", tc.name, err)
		}
		if es, _ := dst.List(); len(es) != 0 {
			t.Errorf("%s: %d entries stored", tc.name, len(es))
		}
	}
}

// trustOf returns a Trust holding c's signing key.
func trustOf(t testing.TB, c *Cache) *Trust {
	t.Helper()
	tr, err := LoadTrust(c.Dir(), nil)
	if err != nil || tr.Len() != 1 {
		t.Fatalf("trust of %s: %d keys, %v", c.Dir(), tr.Len(), err)
	}
	return tr
}

// readEntry returns the stored bytes of k.
func readEntry(c *Cache, k Key) ([]byte, error) {
	var b []byte
	err := c.withLock(false, func() error {
		var err error
		b, err = os.ReadFile(c.path(k))
		return err
	})
	return b, err
}

// FuzzImport feeds import arbitrary archives: it never panics, and what it
// stores verifies.
func FuzzImport(f *testing.F) {
	r := rand.New(rand.NewPCG(7, 8))
	c, err := Open(f.TempDir())
	if err != nil {
		f.Fatal(err)
	}
	p := parts(0)
	d := make([]byte, 300)
	for i := range d {
		d[i] = byte(r.IntN(256))
	}
	if err := c.Put(p, d); err != nil {
		f.Fatal(err)
	}
	// A tuning decision beside the kernel: the data path of import.
	dp := parts(1)
	dp.Tuning, dp.Device = "quick"+DecisionTuning, "d"
	if err := c.Put(dp, []byte(`{"device":"d","schedule":{"MicroM":4}}`)); err != nil {
		f.Fatal(err)
	}
	// Decisions of two device kinds for one kernel (keyed by Device), as
	// GPU and host tuning file them.
	for _, dev := range []string{"H100/sm_90/132SM", "H200/sm_90/132SM"} {
		gp := parts(2)
		gp.Target, gp.Device, gp.Tuning = "sm_90a", dev, "full"+DecisionTuning
		rec := fmt.Sprintf(`{"format":2,"target":"sm_90a","device":%q,"kernel":"mm","schedule":{"space":"gemm","tile":{"BM":64,"BN":64,"BK":8,"TM":4,"TN":4,"PerSM":4,"Speed":0.6}}}`, dev)
		if err := c.Put(gp, []byte(rec)); err != nil {
			f.Fatal(err)
		}
	}
	var buf bytes.Buffer
	if _, err := c.Export(&buf, nil); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte{})
	dst, err := Open(f.TempDir()) // one cache for every input: entries only accumulate
	if err != nil {
		f.Fatal(err)
	}
	trust := trustOf(f, c)
	f.Fuzz(func(t *testing.T, b []byte) {
		// Decisions the check accepts are stored whoever signed them;
		// the check sees only what the header bounds.
		// The check takes a decision filed under the device it names
		// (as finalize.ValidateDecision does).
		check := func(p KeyParts, payload []byte) (string, error) {
			if len(payload) > MaxDecision {
				t.Fatalf("the decision check got %d bytes", len(payload))
			}
			var rec struct {
				Device string `json:"device"`
			}
			if err := json.Unmarshal(payload, &rec); err != nil {
				return "", errors.New("not JSON")
			}
			if rec.Device != p.Device {
				return "", errors.New("misfiled")
			}
			return rec.Device, nil
		}
		dst.Import(bytes.NewReader(b), ImportOptions{Trust: trust, MaxBytes: 1 << 20, Decision: check})
		if bad, err := dst.Verify(); err != nil || len(bad) != 0 {
			t.Fatalf("import stored %d damaged entries (%v)", len(bad), err)
		}
		// Every decision stored passed the check: it names the device
		// it is filed under, and is listed as a decision.
		ds, err := dst.Decisions()
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range ds {
			got, ok, err := dst.Get(e.Parts)
			if err != nil || !ok {
				t.Fatalf("listed decision %s does not read back: %v %v", e.Key, ok, err)
			}
			if dev, err := check(e.Parts, got); err != nil || dev != e.Parts.Device {
				t.Fatalf("a decision the check refuses was stored: %+v %q (%v)", e.Parts, got, err)
			}
		}
	})
}
