package bundle

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"
)

// rawBundle writes a format 2 bundle of no sections whose manifest is the
// zstd stream fill writes, and returns its path.
func rawBundle(t *testing.T, fill func(w io.Writer)) string {
	t.Helper()
	var z bytes.Buffer
	enc, err := zstd.NewWriter(&z, zstd.WithEncoderConcurrency(1), zstd.WithWindowSize(sectionWindow))
	if err != nil {
		t.Fatal(err)
	}
	fill(enc)
	if err := enc.Close(); err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256(z.Bytes())
	pre, err := encodePreamble(preambleSize(), int64(z.Len()), sum[:])
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "b.mgxb")
	if err := os.WriteFile(path, append(pre, z.Bytes()...), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// openAlloc opens path and returns the error and the bytes allocated.
func openAlloc(path string) (error, uint64) {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	r, err := Open(path)
	runtime.ReadMemStats(&after)
	if err == nil {
		r.Close()
	}
	return err, after.TotalAlloc - before.TotalAlloc
}

// TestManifestBounds: issue 32's crafted manifests — a few KiB of zstd
// that decompress past what any real manifest needs, and integer arrays of
// millions of elements — are refused before they cost hundreds of MiB.
func TestManifestBounds(t *testing.T) {
	zeros := make([]byte, 1<<20)
	bomb := rawBundle(t, func(w io.Writer) {
		for range 200 { // 200 MiB of zeros: about 8 KiB of zstd
			w.Write(zeros)
		}
	})
	err, alloc := openAlloc(bomb)
	if err == nil || !strings.Contains(err.Error(), "more than") {
		t.Fatalf("a 200 MiB manifest: %v", err)
	}
	// The decompressed bytes up to the 64 MiB cap, grown by doubling,
	// and the decoder's window: cumulative, not at once.
	if alloc > 320<<20 {
		t.Errorf("refusing a 200 MiB manifest allocated %d MiB", alloc>>20)
	}
	// Four weights whose shapes hold 8M one-byte integers each (decoded:
	// 64 MiB apiece).
	arrays := rawBundle(t, func(w io.Writer) {
		w.Write([]byte{0xa2, 0x01, 0x02, 0x07, 0x84})
		ones := bytes.Repeat([]byte{1}, 1<<20)
		for range 4 {
			w.Write([]byte{0xa4, 0x01, 0x61, 'w', 0x02, 0x67})
			w.Write([]byte("float32"))
			w.Write([]byte{0x03, 0x9a})
			binary.Write(w, binary.BigEndian, uint32(8<<20))
			for range 8 {
				w.Write(ones)
			}
			w.Write([]byte{0x04, 0xa0})
		}
	})
	err, alloc = openAlloc(arrays)
	if err == nil || !strings.Contains(err.Error(), "MiB") {
		t.Fatalf("manifest of 32M-element arrays: %v", err)
	}
	if alloc > 160<<20 {
		t.Errorf("refusing arrays of 32M elements allocated %d MiB", alloc>>20)
	}
}

// TestScanCBOR checks the pre-decode walk against what it must refuse.
func TestScanCBOR(t *testing.T) {
	for _, tc := range []struct {
		name string
		b    []byte
		want string
	}{
		{"ok", []byte{0xa1, 0x01, 0x82, 0x01, 0x02}, ""},
		{"indefinite array", []byte{0x9f, 0x01, 0xff}, "indefinite"},
		{"array longer than its bytes", []byte{0x9a, 0x10, 0x00, 0x00, 0x00, 0x01}, "elements"},
		{"string past the end", []byte{0x5a, 0x00, 0x10, 0x00, 0x00, 0x01}, "runs past"},
		{"trailing", []byte{0x01, 0x02}, "after"},
		{"truncated", []byte{0x82, 0x01}, "elements"},
		{"truncated length", []byte{0x19, 0x01}, "truncated"},
	} {
		_, err := scanCBOR(tc.b, 1<<20)
		if (tc.want == "") != (err == nil) || err != nil && !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
	// Cost: 1000 empty maps in an array are 1000 structs.
	b := append([]byte{0x99, 0x03, 0xe8}, bytes.Repeat([]byte{0xa0}, 1000)...)
	if c, err := scanCBOR(b, 1<<30); err != nil || c < 1000*costMap {
		t.Errorf("1000 empty maps cost %d (%v)", c, err)
	}
	if _, err := scanCBOR(b, 1000); err == nil {
		t.Error("cost over the limit accepted")
	}
}
