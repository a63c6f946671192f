package npy

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(rand.Uint64(), 0))
	tests := []struct {
		dtype string
		shape []int64
	}{
		{"float32", []int64{4, 64}},
		{"float64", []int64{3}},
		{"int64", []int64{2, 3, 4}},
		{"uint8", []int64{}},
		{"bool", []int64{5, 0}},
		{"float16", []int64{7, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.dtype, func(t *testing.T) {
			_, size, _ := descrOf(tt.dtype)
			a := &Array{DType: tt.dtype, Shape: tt.shape}
			a.Data = make([]byte, a.Elems()*size)
			for i := range a.Data {
				a.Data[i] = byte(rng.Uint32())
			}
			path := filepath.Join(t.TempDir(), "a.npy")
			if err := WriteFile(path, a); err != nil {
				t.Fatal(err)
			}
			got, err := ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(a, got); diff != "" {
				t.Errorf("(-want +got)\n%s", diff)
			}
		})
	}
}

// TestNumPyFile reads a file NumPy wrote (the reference input of the mlp).
func TestNumPyFile(t *testing.T) {
	a, err := ReadFile("../../shared/models/mlp/input_x.npy")
	if err != nil {
		t.Fatal(err)
	}
	if a.DType != "float32" || !cmp.Equal(a.Shape, []int64{4, 64}) || len(a.Data) != 4*64*4 {
		t.Fatalf("got %s %v with %d bytes", a.DType, a.Shape, len(a.Data))
	}
}

func TestReject(t *testing.T) {
	var good bytes.Buffer
	if err := Write(&good, &Array{DType: "float32", Shape: []int64{2, 2}, Data: make([]byte, 16)}); err != nil {
		t.Fatal(err)
	}
	g := good.Bytes()
	tests := map[string][]byte{
		"empty":        nil,
		"not npy":      []byte("hello world, not numpy"),
		"truncated":    g[:len(g)-1],
		"header only":  g[:20],
		"complex":      bytes.Replace(bytes.Clone(g), []byte("<f4"), []byte("<c8"), 1),
		"huge shape":   bytes.Replace(bytes.Clone(g), []byte("(2, 2)"), []byte("(9999999999, 9999999999)"), 1),
		"version 9":    append([]byte(magic+"\x09\x00"), g[8:]...),
		"huge header":  append([]byte(magic+"\x02\x00\xff\xff\xff\x7f"), g[10:]...),
		"negative dim": bytes.Replace(bytes.Clone(g), []byte("(2, 2)"), []byte("(-2, 2)"), 1),
	}
	for name, b := range tests {
		t.Run(name, func(t *testing.T) {
			if _, err := Read(bytes.NewReader(b), int64(len(b))); err == nil {
				t.Fatal("accepted")
			}
		})
	}
}

// TestByteOrderAndLayout reads big-endian and Fortran-order files, as
// NumPy writes them, into little-endian row-major arrays.
func TestByteOrderAndLayout(t *testing.T) {
	rng := rand.New(rand.NewPCG(rand.Uint64(), 3))
	shape := []int64{2, 3, 4}
	n := 24
	want := &Array{DType: "int32", Shape: shape, Data: make([]byte, 4*n)}
	for i := range want.Data {
		want.Data[i] = byte(rng.Uint32())
	}
	var c bytes.Buffer
	if err := Write(&c, want); err != nil {
		t.Fatal(err)
	}
	hdrEnd := bytes.IndexByte(c.Bytes(), '\n') + 1
	header, data := c.Bytes()[:hdrEnd], c.Bytes()[hdrEnd:]
	// Column-major: element (i,j,k) sits at i + 2j + 6k.
	fortran := make([]byte, len(data))
	for i := range 2 {
		for j := range 3 {
			for k := range 4 {
				src := (i*12 + j*4 + k) * 4
				dst := (i + 2*j + 6*k) * 4
				copy(fortran[dst:dst+4], data[src:src+4])
			}
		}
	}
	big := bytes.Clone(data)
	for i := 0; i < len(big); i += 4 {
		big[i], big[i+1], big[i+2], big[i+3] = big[i+3], big[i+2], big[i+1], big[i]
	}
	for name, file := range map[string][]byte{
		"fortran":    append(bytes.Replace(bytes.Clone(header), []byte("False"), []byte("True "), 1), fortran...),
		"big-endian": append(bytes.Replace(bytes.Clone(header), []byte("<i4"), []byte(">i4"), 1), big...),
	} {
		got, err := Read(bytes.NewReader(file), int64(len(file)))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s (-want +got)\n%s", name, diff)
		}
	}
}

// TestFileErrors: trailing bytes are refused, and a file cut inside its
// header says it is truncated, with the sizes.
func TestFileErrors(t *testing.T) {
	var good bytes.Buffer
	if err := Write(&good, &Array{DType: "float32", Shape: []int64{2}, Data: []byte{1, 2, 3, 4, 5, 6, 7, 8}}); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for name, tc := range map[string]struct {
		b    []byte
		want string
	}{
		"trailing":      {append(bytes.Clone(good.Bytes()), 9), "1 bytes after the array's data"},
		"cut in header": {good.Bytes()[:40], "truncated .npy file: its header claims"},
		"cut in data":   {good.Bytes()[:len(good.Bytes())-2], "needs 8 bytes, the file holds 6"},
	} {
		p := filepath.Join(dir, name+".npy")
		if err := os.WriteFile(p, tc.b, 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := ReadFile(p); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", name, err, tc.want)
		}
	}
}

func FuzzRead(f *testing.F) {
	var good bytes.Buffer
	Write(&good, &Array{DType: "int32", Shape: []int64{3, 1}, Data: make([]byte, 12)})
	f.Add(good.Bytes())
	f.Add(npyFile("<U3", true, "(2, 1)", utf32("abcdé", 6, false)))
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := Read(bytes.NewReader(b), int64(len(b)))
		if err == nil && int64(len(a.Data)) > int64(len(b)) {
			t.Fatalf("decoded %d bytes from %d", len(a.Data), len(b))
		}
		if err == nil && a.DType == "string" {
			var n int
			for _, s := range a.Strings {
				n += len(s)
			}
			if n > len(b) || int64(len(a.Strings)) != a.Elems() {
				t.Fatalf("decoded %d strings of %d bytes from %d bytes, shape %v", len(a.Strings), n, len(b), a.Shape)
			}
		}
	})
}
