package bundle

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/program"
)

// sample writes a small bundle with one program, two objects and two weights
// of fresh random bytes, and returns its path and the inputs.
func sample(t testing.TB, dir string, seed uint64) (string, []*codeobj.Object, map[string][]byte) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	rnd := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(rng.Uint32())
		}
		return b
	}
	objs := []*codeobj.Object{
		{Format: codeobj.MLIRBytecode, Target: codeobj.PortableArch, Symbol: "gemm0",
			Args:    []codeobj.Arg{{Name: "a", DType: "float32", Shape: []int64{4, 8}}, {Name: "w", DType: "float32", Shape: []int64{8, 8}}, {Name: "y", DType: "float32", Shape: []int64{4, 8}, Write: true}},
			Payload: rnd(300)},
		{Format: codeobj.AMDGCNSPIRV, Target: "spirv64", Symbol: "softmax", Global: [3]int64{64, 1, 1}, Local: [3]int64{64, 1, 1},
			Args:    []codeobj.Arg{{Name: "x", DType: "float32", Shape: []int64{4, 8}}, {Name: "y", DType: "float32", Shape: []int64{4, 8}, Write: true}},
			Payload: rnd(200)},
	}
	weights := map[string][]byte{"w": rnd(8 * 8 * 4), "unused": rnd(16)}
	path := filepath.Join(dir, "b.mgxb")
	w, err := Create(path, Manifest{Producer: Producer{Mgxport: "test"}, Model: Model{Name: "m", SHA256: "00"}, Options: map[string]string{"portable": "true"}})
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, o := range objs {
		id, err := w.AddObject(o)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	// Adding the same content again is deduplicated.
	if id, _ := w.AddObject(objs[0]); id != ids[0] {
		t.Fatalf("dedup: got %s want %s", id, ids[0])
	}
	for _, name := range []string{"w", "unused"} {
		shape := []int64{int64(len(weights[name]) / 4)}
		if err := w.AddWeight(name, "float32", shape, bytes.NewReader(weights[name])); err != nil {
			t.Fatal(err)
		}
	}
	w.AddProgram(program.Program{
		Name: "main", ArenaSize: 4*8*4*2 + 256,
		Buffers: []program.Buffer{
			{Name: "a", Kind: program.Input, DType: "float32", Shape: []int64{4, 8}, Offset: 0, Bytes: 128},
			{Name: "w", Kind: program.Weight, DType: "float32", Shape: []int64{8, 8}, Offset: 128, Bytes: 256, Weight: "w"},
			{Name: "y", Kind: program.Output, DType: "float32", Shape: []int64{4, 8}, Offset: 384, Bytes: 128},
		},
		Inputs: []int{0}, Outputs: []int{2},
		Launches: []program.Launch{{Kernels: []string{ids[0]}, Args: []int{0, 1, 2}}, {Kernels: []string{ids[1]}, Args: []int{2, 2}}},
	})
	if err := w.Commit(); err != nil {
		t.Fatal(err)
	}
	return path, objs, weights
}

func TestRoundTrip(t *testing.T) {
	dir := t.TempDir()
	path, objs, weights := sample(t, dir, rand.Uint64())
	r, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	if got := len(r.Manifest.Objects); got != len(objs) {
		t.Fatalf("objects: got %d want %d", got, len(objs))
	}
	for _, o := range objs {
		got, err := r.ReadObject(o.ID())
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(o, got); diff != "" {
			t.Errorf("object %s (-want +got):\n%s", o.Symbol, diff)
		}
	}
	for name, want := range weights {
		got := make([]byte, len(want))
		if err := r.ReadWeight(name, got); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Errorf("weight %s differs", name)
		}
	}
	// No spool or temp file is left beside the bundle.
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("directory holds %d entries, want only the bundle", len(ents))
	}
}

func TestDeterministic(t *testing.T) {
	seed := rand.Uint64()
	a, _, _ := sample(t, t.TempDir(), seed)
	b, _, _ := sample(t, t.TempDir(), seed)
	ab, _ := os.ReadFile(a)
	bb, _ := os.ReadFile(b)
	if !bytes.Equal(ab, bb) {
		t.Fatal("the same content gave different bundle bytes")
	}
}

// TestCopy rewrites a bundle through CopyObject/CopyWeight and gets the same bytes.
func TestCopy(t *testing.T) {
	dir := t.TempDir()
	path, _, _ := sample(t, dir, rand.Uint64())
	r, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	out := filepath.Join(dir, "copy.mgxb")
	w, err := Create(out, r.Manifest)
	if err != nil {
		t.Fatal(err)
	}
	if err := w.CopyAll(r); err != nil {
		t.Fatal(err)
	}
	if err := w.Commit(); err != nil {
		t.Fatal(err)
	}
	a, _ := os.ReadFile(path)
	b, _ := os.ReadFile(out)
	if !bytes.Equal(a, b) {
		t.Fatal("copied bundle differs from the original")
	}
}

// readAll opens a bundle and reads every section, as run does.
func readAll(path string) error {
	r, err := Open(path)
	if err != nil {
		return err
	}
	defer r.Close()
	for _, o := range r.Manifest.Objects {
		if _, err := r.ReadObject(o.ID); err != nil {
			return err
		}
	}
	for _, w := range r.Manifest.Weights {
		if err := r.ReadWeight(w.Name, make([]byte, w.Section.Raw)); err != nil {
			return err
		}
	}
	return nil
}

func TestCorruption(t *testing.T) {
	dir := t.TempDir()
	seed := rand.Uint64()
	t.Logf("seed %d", seed) // the flips are random: the seed reproduces them
	path, _, _ := sample(t, dir, seed)
	good, _ := os.ReadFile(path)
	bad := filepath.Join(dir, "bad.mgxb")
	rng := rand.New(rand.NewPCG(seed, 2))
	tests := []struct {
		name   string
		mutate func([]byte) []byte
	}{
		{"empty", func([]byte) []byte { return nil }},
		{"not a bundle", func([]byte) []byte { return []byte("ir_version: 7\n") }},
		{"truncated in preamble", func(b []byte) []byte { return b[:10] }},
		{"truncated in manifest", func(b []byte) []byte { return b[:len(b)/3] }},
		{"truncated by one byte", func(b []byte) []byte { return b[:len(b)-1] }},
		{"one byte added", func(b []byte) []byte { return append(b, 0) }},
	}
	for i := range 40 {
		_ = i
		pos := rng.IntN(len(good))
		bit := byte(1) << rng.IntN(8)
		tests = append(tests, struct {
			name   string
			mutate func([]byte) []byte
		}{"bit flip", func(b []byte) []byte { b[pos] ^= bit; return b }})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := tt.mutate(bytes.Clone(good))
			if err := os.WriteFile(bad, b, 0o644); err != nil {
				t.Fatal(err)
			}
			if err := readAll(bad); err == nil {
				t.Fatalf("corrupted bundle read without error")
			}
		})
	}
}

// TestPreambleFlips flips every bit of the preamble, the one part of a
// bundle without a checksum of its own: each flip is an error (a flipped
// map key or a format version of 0 once read as a valid bundle).
func TestPreambleFlips(t *testing.T) {
	dir := t.TempDir()
	path, _, _ := sample(t, dir, rand.Uint64())
	good, _ := os.ReadFile(path)
	bad := filepath.Join(dir, "bad.mgxb")
	for pos := range int(preambleSize()) {
		for bit := range 8 {
			b := bytes.Clone(good)
			b[pos] ^= 1 << bit
			if err := os.WriteFile(bad, b, 0o644); err != nil {
				t.Fatal(err)
			}
			if err := readAll(bad); err == nil {
				t.Errorf("preamble byte %d bit %d flipped: read without error", pos, bit)
			}
		}
	}
}

func FuzzOpen(f *testing.F) {
	dir := f.TempDir()
	path, _, _ := sample(f, dir, 1)
	good, _ := os.ReadFile(path)
	f.Add(good)
	f.Add(good[:len(good)/2])
	f.Fuzz(func(t *testing.T, b []byte) {
		p := filepath.Join(t.TempDir(), "f.mgxb")
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		_ = readAll(p) // must not panic or allocate beyond the input
	})
}

// TestSectionSizes reads back, from the file, weights and code objects of
// sizes on both sides of the encoder's window (8 MiB): sections between the
// decoder's old memory limit and the window were unreadable.
func TestSectionSizes(t *testing.T) {
	rng := rand.New(rand.NewPCG(rand.Uint64(), 2))
	for _, n := range []int{0, 4, 4 << 10, 128<<10 + 4, 200 << 10, 3 << 20, 7<<20 + 4, 9 << 20} {
		dir := t.TempDir()
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(rng.Uint32())
		}
		// Half the bytes repeat so the encoder finds matches far back.
		copy(data[n/2:], data[:n/2])
		obj := &codeobj.Object{Format: codeobj.MLIRBytecode, Target: codeobj.PortableArch, Symbol: "k",
			Args: []codeobj.Arg{{Name: "y", DType: "float32", Shape: []int64{1}, Write: true}}, Payload: append([]byte{1}, data...)}
		path := filepath.Join(dir, "b.mgxb")
		w, err := Create(path, Manifest{Producer: Producer{Mgxport: "test"}, Model: Model{Name: "m", SHA256: "00"}})
		if err != nil {
			t.Fatal(err)
		}
		id, err := w.AddObject(obj)
		if err != nil {
			t.Fatal(err)
		}
		if err := w.AddWeight("w", "uint8", []int64{int64(n)}, bytes.NewReader(data)); err != nil {
			t.Fatal(err)
		}
		if err := w.Commit(); err != nil {
			t.Fatal(err)
		}
		r, err := Open(path)
		if err != nil {
			t.Fatal(err)
		}
		got := make([]byte, n)
		if err := r.ReadWeight("w", got); err != nil {
			t.Errorf("%d-byte weight: %v", n, err)
		} else if !bytes.Equal(got, data) {
			t.Errorf("%d-byte weight: read back different bytes", n)
		}
		if o, err := r.ReadObject(id); err != nil {
			t.Errorf("%d-byte object: %v", n+1, err)
		} else if !bytes.Equal(o.Payload, obj.Payload) {
			t.Errorf("%d-byte object: read back different bytes", n+1)
		}
		r.Close()
	}
}

// TestHugeClaimedObject: an object whose manifest claims 1 TiB inside a
// block of 3 bytes is refused before anything is allocated for the claim.
func TestHugeClaimedObject(t *testing.T) {
	path := filepath.Join(t.TempDir(), "b.mgxb")
	w, err := Create(path, Manifest{Producer: Producer{Mgxport: "test"}, Model: Model{Name: "m", SHA256: "00"}})
	if err != nil {
		t.Fatal(err)
	}
	o := &codeobj.Object{Format: codeobj.MLIRBytecode, Target: codeobj.PortableArch, Symbol: "k",
		Args: []codeobj.Arg{{Name: "y", DType: "float32", Shape: []int64{1}, Write: true}}, Payload: []byte{byte(rand.Uint32()), 2, 3}}
	id, err := w.AddObject(o)
	if err != nil {
		t.Fatal(err)
	}
	w.m.Objects[0].Section.Raw = 1 << 40
	if err := w.Commit(); err == nil || !strings.Contains(err.Error(), "code object "+id+": [0,+1099511627776) lies outside block 1's 3 bytes") {
		t.Fatalf("a 1 TiB claim: %v", err)
	}
}

// TestValidateDuplicateEntries: a manifest that lists one object ID (or one
// weight name) twice is refused. Found by driver's FuzzManifestFields: a
// host object renamed to another's ID was validated against its own
// arguments, but ReadObject returned the other entry, and preparing the
// session indexed past the launch's arguments (a panic).
func TestValidateDuplicateEntries(t *testing.T) {
	sec := Section{SHA256: make([]byte, 32)}
	obj := ObjectEntry{ID: "a", Object: codeobj.Object{Format: codeobj.HostSO, Target: "host", Symbol: "k"}, Section: sec}
	m := Manifest{Format: FormatVersion, Objects: []ObjectEntry{obj, obj}}
	if err := m.validate(0); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("duplicate object: %v", err)
	}
	w := WeightEntry{Name: "w", DType: "float32", Shape: []int64{0}, Section: sec}
	m = Manifest{Format: FormatVersion, Weights: []WeightEntry{w, w}}
	if err := m.validate(0); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("duplicate weight: %v", err)
	}
	m.Weights = m.Weights[:1]
	if err := m.validate(0); err != nil {
		t.Errorf("one weight: %v", err)
	}
}
