package npy

import (
	"bytes"
	"math/rand/v2"
	"path/filepath"
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
		"big endian":   bytes.Replace(bytes.Clone(g), []byte("<f4"), []byte(">f4"), 1),
		"fortran":      bytes.Replace(bytes.Clone(g), []byte("False"), []byte("True "), 1),
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

func FuzzRead(f *testing.F) {
	var good bytes.Buffer
	Write(&good, &Array{DType: "int32", Shape: []int64{3, 1}, Data: make([]byte, 12)})
	f.Add(good.Bytes())
	f.Fuzz(func(t *testing.T, b []byte) {
		a, err := Read(bytes.NewReader(b), int64(len(b)))
		if err == nil && int64(len(a.Data)) > int64(len(b)) {
			t.Fatalf("decoded %d bytes from %d", len(a.Data), len(b))
		}
	})
}
