package npy

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"fmt"
	"hash/crc32"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// zipMember is one member of a test archive: data written through
// archive/zip with method, or, when raw is set, written as raw with its
// declared sizes, CRC and flags as they are (a lying header).
type zipMember struct {
	name   string
	data   []byte
	method uint16
	mode   fs.FileMode
	raw    *zip.FileHeader
}

func zipOf(t testing.TB, members ...zipMember) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, m := range members {
		if m.raw != nil {
			h := *m.raw
			h.Name = m.name
			w, err := zw.CreateRaw(&h)
			if err != nil {
				t.Fatal(err)
			}
			w.Write(m.data)
			continue
		}
		h := &zip.FileHeader{Name: m.name, Method: m.method}
		if m.mode != 0 {
			h.SetMode(m.mode)
		}
		w, err := zw.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(m.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func npyBytes(t testing.TB, a *Array) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, a); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func randomArray(rng *rand.Rand, dtype string, shape ...int64) *Array {
	_, size, _ := descrOf(dtype)
	a := &Array{DType: dtype, Shape: shape}
	a.Data = make([]byte, a.Elems()*size)
	for i := range a.Data {
		a.Data[i] = byte(rng.Uint32())
	}
	return a
}

func TestReadNPZ(t *testing.T) {
	rng := rand.New(rand.NewPCG(rand.Uint64(), 0))
	ids := randomArray(rng, "int64", 2, 16)
	mask := randomArray(rng, "float32", 2, 16)
	for _, method := range []uint16{zip.Store, zip.Deflate} {
		t.Run(fmt.Sprint("method", method), func(t *testing.T) {
			b := zipOf(t,
				zipMember{name: "input_ids.npy", data: npyBytes(t, ids), method: method},
				zipMember{name: "attention_mask.npy", data: npyBytes(t, mask), method: method})
			path := filepath.Join(t.TempDir(), "in.npz")
			if err := os.WriteFile(path, b, 0o644); err != nil {
				t.Fatal(err)
			}
			got, err := ReadNPZ(path)
			if err != nil {
				t.Fatal(err)
			}
			want := []Named{{"input_ids", ids}, {"attention_mask", mask}}
			if d := cmp.Diff(want, got); d != "" {
				t.Fatalf("arrays (-want +got):\n%s", d)
			}
		})
	}
}

func TestReadNPZRefuses(t *testing.T) {
	rng := rand.New(rand.NewPCG(rand.Uint64(), 0))
	good := npyBytes(t, randomArray(rng, "float32", 3, 4))
	stored := func(u, c uint64, crc uint32) *zip.FileHeader {
		return &zip.FileHeader{Method: zip.Store, UncompressedSize64: u, CompressedSize64: c, CRC32: crc}
	}
	var bomb bytes.Buffer
	fw, _ := flate.NewWriter(&bomb, flate.BestCompression)
	fw.Write(make([]byte, 1<<16))
	fw.Close()
	many := make([]zipMember, MaxNPZMembers+1)
	for i := range many {
		many[i] = zipMember{name: fmt.Sprintf("x%d.npy", i), data: good}
	}
	big := make([]byte, 600<<10)
	tests := []struct {
		name    string
		archive []byte
		want    string
	}{
		{"garbage", []byte("PK\x03\x04 not really a zip archive"), "not an .npz archive"},
		{"empty", zipOf(t), "no arrays"},
		{"not npy", zipOf(t, zipMember{name: "x.txt", data: good}), `"x.txt" is not NAME.npy`},
		{"empty name", zipOf(t, zipMember{name: ".npy", data: good}), "empty name"},
		{"slash", zipOf(t, zipMember{name: "a/b.npy", data: good}), `"a/b.npy"`},
		{"dotdot", zipOf(t, zipMember{name: "../x.npy", data: good}), `"../x.npy"`},
		{"absolute", zipOf(t, zipMember{name: "/x.npy", data: good}), `"/x.npy"`},
		{"backslash", zipOf(t, zipMember{name: `a\b.npy`, data: good}), `a\\b.npy`},
		{"duplicate", zipOf(t, zipMember{name: "x.npy", data: good}, zipMember{name: "x.npy", data: good}), `"x.npy" appears twice`},
		{"too many", zipOf(t, many...), "1025 members"},
		{"directory", zipOf(t, zipMember{name: "x.npy", mode: fs.ModeDir | 0o755}), "not a regular file"},
		{"symlink", zipOf(t, zipMember{name: "x.npy", data: []byte("/etc/passwd"), mode: fs.ModeSymlink | 0o777}), "not a regular file"},
		{"encrypted", zipOf(t, zipMember{name: "x.npy", data: good, raw: &zip.FileHeader{Method: zip.Store, Flags: 1,
			UncompressedSize64: uint64(len(good)), CompressedSize64: uint64(len(good)), CRC32: crc32.ChecksumIEEE(good)}}), "encrypted"},
		{"method", zipOf(t, zipMember{name: "x.npy", data: good, raw: &zip.FileHeader{Method: 99,
			UncompressedSize64: uint64(len(good)), CompressedSize64: uint64(len(good))}}), "compression method 99"},
		{"stored size lie", zipOf(t, zipMember{name: "x.npy", data: good, raw: stored(1<<40, uint64(len(good)), 0)}), "declares 1099511627776 bytes"},
		{"deflate bomb header", zipOf(t, zipMember{name: "x.npy", data: bomb.Bytes(), raw: &zip.FileHeader{Method: zip.Deflate,
			UncompressedSize64: 1 << 40, CompressedSize64: uint64(bomb.Len())}}), "more than DEFLATE can hold"},
		{"over the cap", zipOf(t,
			zipMember{name: "a.npy", data: big, raw: &zip.FileHeader{Method: zip.Deflate, UncompressedSize64: 600 << 20, CompressedSize64: uint64(len(big))}},
			zipMember{name: "b.npy", data: big, raw: &zip.FileHeader{Method: zip.Deflate, UncompressedSize64: 600 << 20, CompressedSize64: uint64(len(big))}}),
			`member "b.npy": the archive's members declare more than`},
		{"short declared size", zipOf(t, zipMember{name: "x.npy", data: good, raw: &zip.FileHeader{Method: zip.Deflate,
			UncompressedSize64: 64, CompressedSize64: uint64(bomb.Len()), CRC32: 0}}), `member "x.npy"`},
		{"bad crc", zipOf(t, zipMember{name: "x.npy", data: good, raw: stored(uint64(len(good)), uint64(len(good)), crc32.ChecksumIEEE(good)^1)}), "checksum"},
		{"not npy data", zipOf(t, zipMember{name: "x.npy", data: []byte("hello, world")}), `member "x.npy": not a .npy file`},
		{"two arrays", zipOf(t, zipMember{name: "x.npy", data: append(append([]byte{}, good...), good...)}), "bytes after the array's data"},
		{"truncated member", zipOf(t, zipMember{name: "x.npy", data: good[:len(good)-8]}), "truncated .npy data"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ReadArchive(bytes.NewReader(tt.archive), int64(len(tt.archive)))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("ReadArchive = %d arrays, %v; want an error containing %q", len(got), err, tt.want)
			}
		})
	}
}

func FuzzReadNPZ(f *testing.F) {
	a := &Array{DType: "int32", Shape: []int64{3, 1}, Data: []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}}
	f.Add(zipOf(f, zipMember{name: "x.npy", data: npyBytes(f, a)}))
	f.Add(zipOf(f, zipMember{name: "x.npy", data: npyBytes(f, a), method: zip.Deflate}, zipMember{name: "y.npy", data: npyBytes(f, a)}))
	f.Fuzz(func(t *testing.T, b []byte) {
		got, err := ReadArchive(bytes.NewReader(b), int64(len(b)))
		if err != nil {
			return
		}
		if len(got) == 0 || len(got) > MaxNPZMembers {
			t.Fatalf("%d arrays from an archive", len(got))
		}
		var total int64
		names := map[string]bool{}
		for _, n := range got {
			if names[n.Name] || n.Name == "" || strings.ContainsAny(n.Name, "/\\") || strings.Contains(n.Name, "..") {
				t.Fatalf("bad or repeated name %q", n.Name)
			}
			names[n.Name] = true
			total += int64(len(n.Array.Data))
		}
		if total > MaxNPZBytes || total > int64(len(b))*maxDeflateRatio {
			t.Fatalf("decoded %d bytes from %d", total, len(b))
		}
	})
}
