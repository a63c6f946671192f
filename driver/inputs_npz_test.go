package driver

import (
	"archive/zip"
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mgxport/mgxport/npy"
)

// writeNPZ writes an .npz archive of arrays (member NAME.npy each) into
// dir, deflated as np.savez_compressed does.
func writeNPZ(t *testing.T, dir, file string, names []string, arrays []*npy.Array) string {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for i, name := range names {
		w, err := zw.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate})
		if err != nil {
			t.Fatal(err)
		}
		if err := npy.Write(w, arrays[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(dir, file)
	if err := os.WriteFile(p, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func randomNPY(rng *rand.Rand, shape ...int64) *npy.Array {
	a := &npy.Array{DType: "float32", Shape: shape}
	a.Data = make([]byte, a.Elems()*4)
	for i := range a.Data {
		a.Data[i] = byte(rng.Uint32() & 0x3f)
	}
	return a
}

func TestReadInputsNPZ(t *testing.T) {
	rng := rand.New(rand.NewPCG(rand.Uint64(), 7))
	dir := t.TempDir()
	x, y, z := randomNPY(rng, 2, 3), randomNPY(rng, 4), randomNPY(rng, 1, 5)
	npz := writeNPZ(t, dir, "in.npz", []string{"x.npy", "y.npy"}, []*npy.Array{x, y})
	zfile := filepath.Join(dir, "z.npy")
	if err := npy.WriteFile(zfile, z); err != nil {
		t.Fatal(err)
	}
	got, sources, err := ReadInputs([]string{npz, "z=" + zfile})
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(map[string]*npy.Array{"x": x, "y": y, "z": z}, got); d != "" {
		t.Fatalf("inputs (-want +got):\n%s", d)
	}
	wantSrc := map[string]string{"x": npz + " member x.npy", "y": npz + " member y.npy", "z": zfile}
	if d := cmp.Diff(wantSrc, sources); d != "" {
		t.Fatalf("sources (-want +got):\n%s", d)
	}

	specs := []InputSpec{{Name: "x", DType: "float32", Shape: []int64{2, 3}}, {Name: "y", DType: "float32", Shape: []int64{4}}}
	extra := writeNPZ(t, dir, "extra.npz", []string{"x.npy", "w.npy"}, []*npy.Array{x, y})
	tests := []struct {
		name  string
		specs []string
		fill  bool // run FillInputs against specs
		want  string
	}{
		{"twice across", []string{npz, "x=" + zfile}, false, "input x is given twice (" + npz + " member x.npy and " + zfile + ")"},
		{"archive twice", []string{npz, npz}, false, "given twice"},
		{"npz with a name", []string{"x=" + npz}, false, "give it alone, --input " + npz},
		{"no name, not npz", []string{zfile}, false, "want NAME=FILE.npy or FILE.npz"},
		{"missing archive", []string{filepath.Join(dir, "nope.npz")}, false, "nope.npz"},
		{"not an archive", []string{writeFile(t, dir, "bad.npz", []byte("garbage"))}, false, "bad.npz: not an .npz archive"},
		{"unknown member", []string{extra}, true, "--input " + extra + ` member w.npy: unknown input "w": the model's inputs are x, y`},
		{"unknown npy", []string{"q=" + zfile}, true, "--input " + zfile + `: unknown input "q"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			given, sources, err := ReadInputs(tt.specs)
			if err == nil && tt.fill {
				_, err = FillInputs(specs, given, Fill{Mode: FillNone, Sources: sources})
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func writeFile(t *testing.T, dir, name string, b []byte) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}
