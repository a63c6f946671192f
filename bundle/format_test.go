package bundle

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/program"
)

// TestReadFormat1 opens a bundle written by mgxport before format 2
// (testdata/sample.format1.mgxb: the sample model compiled by the format 1
// writer): it still reads, with its one program and its weights named by
// value.
func TestReadFormat1(t *testing.T) {
	r, err := Open(filepath.Join("testdata", "sample.format1.mgxb"))
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	m := &r.Manifest
	if m.Format != 1 || len(m.Programs) != 1 || m.Programs[0].Name != "main" || m.Programs[0].Bucket != nil {
		t.Fatalf("format %d, %d programs", m.Format, len(m.Programs))
	}
	if len(m.Weights) == 0 {
		t.Fatal("no weights")
	}
	for _, w := range m.Weights {
		buf := make([]byte, w.Section.Raw)
		if err := r.ReadWeight(w.Name, buf); err != nil {
			t.Error(err)
		}
	}
	for _, o := range m.Objects {
		if _, err := r.ReadObject(o.ID); err != nil {
			t.Error(err)
		}
	}
}

// bucketPrograms makes n programs alike but for their shapes, as a bucket
// grid's are, over one kernel and one weight.
func bucketPrograms(kernel string, n int) []program.Program {
	var out []program.Program
	for i := range n {
		rows := int64(i + 1)
		var bufs []program.Buffer
		var launches []program.Launch
		at := int64(0)
		for j := range 40 {
			b := program.Buffer{Name: fmt.Sprintf("/m/encoder/layer.%d/attention/self/value_%d", j/10, j), Kind: program.Temp, DType: "float32", Shape: []int64{rows, 8}, Offset: at, Bytes: rows * 32}
			at += b.Bytes
			bufs = append(bufs, b)
		}
		bufs[0].Kind, bufs[39].Kind = program.Input, program.Output
		bufs = append(bufs, program.Buffer{Name: "w", Kind: program.Weight, DType: "float32", Shape: []int64{8}, Bytes: 32, Weight: "wabc"})
		for j := range 39 {
			launches = append(launches, program.Launch{Kernels: []string{kernel}, Args: []int{j, 40, j + 1}, Label: fmt.Sprintf("spirv[Add] %q", bufs[j+1].Name)})
		}
		out = append(out, program.Program{Name: fmt.Sprintf("rows=%d", rows), Buffers: bufs, Inputs: []int{0}, Outputs: []int{39}, Launches: launches, ArenaSize: at,
			Bucket: &program.Bucket{Dims: []program.Dim{{Name: "rows", Size: rows}}, Inputs: []program.Axes{{Dims: []string{"rows", ""}, Pad: 1}}, Outputs: []program.Axes{{Dims: []string{"rows", ""}}}}})
	}
	return out
}

// TestManifestCompressed writes bundles of 1 and 25 alike programs: format
// 2 compresses the manifest, so the 25 cost far less than 25 times one;
// the programs and their buckets read back as written.
func TestManifestCompressed(t *testing.T) {
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(7, 7))
	weight := make([]byte, 32)
	for i := range weight {
		weight[i] = byte(rng.Uint32())
	}
	obj := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Target: "spirv64", Symbol: "add", Global: [3]int64{64, 1, 1}, Local: [3]int64{64, 1, 1},
		Args:    []codeobj.Arg{{Name: "x", DType: "float32", Shape: []int64{1, 8}}, {Name: "w", DType: "float32", Shape: []int64{8}}, {Name: "y", DType: "float32", Shape: []int64{1, 8}, Write: true}},
		Payload: weight}
	write := func(name string, n int) (string, int64) {
		path := filepath.Join(dir, name)
		w, err := Create(path, Manifest{Producer: Producer{Mgxport: "test"}})
		if err != nil {
			t.Fatal(err)
		}
		id, err := w.AddObject(obj)
		if err != nil {
			t.Fatal(err)
		}
		if err := w.AddWeight("wabc", "float32", []int64{8}, bytes.NewReader(weight)); err != nil {
			t.Fatal(err)
		}
		for _, p := range bucketPrograms(id, n) {
			w.AddProgram(p)
		}
		if err := w.Commit(); err != nil {
			t.Fatal(err)
		}
		st, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		return path, st.Size()
	}
	_, one := write("one.mgxb", 1)
	path, many := write("many.mgxb", 25)
	r, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	id := r.Manifest.Objects[0].ID
	want := bucketPrograms(id, 25)
	raw, err := encMode.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	if grew := many - one; grew > int64(len(raw))/8 {
		t.Errorf("24 more alike programs (%d bytes of CBOR) grew the bundle by %d bytes: the manifest is not compressed", len(raw), grew)
	}
	if len(r.Manifest.Programs) != len(want) {
		t.Fatalf("%d programs read, %d written", len(r.Manifest.Programs), len(want))
	}
	for i := range want {
		got := &r.Manifest.Programs[i]
		if !program.SameExceptBucket(got, &want[i]) || got.Bucket.String() != want[i].Bucket.String() || got.Bucket.Inputs[0].Pad != 1 {
			t.Errorf("program %d reads back as %s %+v", i, got.Name, got.Bucket)
		}
	}
	if r.Manifest.Format != FormatVersion {
		t.Errorf("format %d", r.Manifest.Format)
	}
}

// TestManifestBomb refuses a format 2 manifest that decompresses to more
// than a reader accepts, without holding it.
func TestManifestBomb(t *testing.T) {
	_, err := decodeManifest(mustZstd(t, make([]byte, maxManifest+10)))
	if err == nil || !strings.Contains(err.Error(), "more than") {
		t.Fatalf("err %v", err)
	}
}

func mustZstd(t *testing.T, raw []byte) []byte {
	t.Helper()
	w, err := Create(filepath.Join(t.TempDir(), "x"), Manifest{})
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	return w.enc.EncodeAll(raw, nil)
}

// TestBlocks writes 30 alike objects: their payloads share one block, which
// compresses them together (far smaller than one by one), each reads back
// whole, a rewrite through CopyAll keeps the bytes, and entries that point
// outside their block are refused.
func TestBlocks(t *testing.T) {
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(11, 12))
	common := make([]byte, 2000)
	for i := range common {
		common[i] = byte(rng.Uint32())
	}
	path := filepath.Join(dir, "b.mgxb")
	w, err := Create(path, Manifest{Producer: Producer{Mgxport: "test"}})
	if err != nil {
		t.Fatal(err)
	}
	var objs []*codeobj.Object
	for i := range 30 {
		p := bytes.Clone(common)
		p[rng.IntN(len(p))] = byte(i) // alike but for a constant
		o := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Target: "spirv64", Symbol: fmt.Sprintf("k%d", i), Global: [3]int64{64, 1, 1}, Local: [3]int64{64, 1, 1},
			Args: []codeobj.Arg{{Name: "y", DType: "float32", Shape: []int64{int64(i + 1)}, Write: true}}, Payload: p}
		if _, err := w.AddObject(o); err != nil {
			t.Fatal(err)
		}
		objs = append(objs, o)
	}
	if err := w.Commit(); err != nil {
		t.Fatal(err)
	}
	r, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Manifest.Blocks) != 1 || r.Manifest.Blocks[0].Length > 30*2000/4 {
		t.Errorf("blocks %+v: 30 alike 2000-byte payloads not compressed together", r.Manifest.Blocks)
	}
	for _, o := range objs {
		got, err := r.ReadObject(o.ID())
		if err != nil || !bytes.Equal(got.Payload, o.Payload) {
			t.Fatalf("%s: %v", o.Symbol, err)
		}
	}
	copyPath := filepath.Join(dir, "copy.mgxb")
	cw, err := Create(copyPath, r.Manifest)
	if err != nil {
		t.Fatal(err)
	}
	if err := cw.CopyAll(r); err != nil {
		t.Fatal(err)
	}
	if err := cw.Commit(); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(path)
	b, _ := os.ReadFile(copyPath)
	if !bytes.Equal(a, b) {
		t.Error("a rewrite changed the bytes")
	}
	m := r.Manifest
	r.Close()
	for _, tc := range []struct {
		name string
		edit func(s *Section)
		err  string
	}{
		{"no such block", func(s *Section) { s.Block = 2 }, "block 2 of 1"},
		{"past the end", func(s *Section) { s.At = m.Blocks[0].Raw - 10 }, "lies outside block 1"},
		{"negative", func(s *Section) { s.At = -1 }, "lies outside block 1"},
		{"checksum too", func(s *Section) { s.SHA256 = make([]byte, 32) }, "lies outside block 1"},
		{"offset in no block", func(s *Section) { s.Block = 0 }, "in no block"},
	} {
		mm := m
		mm.Objects = slices.Clone(m.Objects)
		tc.edit(&mm.Objects[3].Section)
		err := mm.validate(1 << 30)
		if err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.err)
		}
	}
}
