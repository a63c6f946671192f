package mlirbc

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"
)

func goldenBytecode(t testing.TB) map[string][]byte {
	t.Helper()
	files, err := filepath.Glob("testdata/*.mlirbc")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden bytecode in testdata: %v", err)
	}
	out := map[string][]byte{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Base(f)] = data
	}
	return out
}

func TestListOps(t *testing.T) {
	data := goldenBytecode(t)["tosa.v6.mlirbc"]
	ops, err := ListOps(data)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int{"builtin.module": 1, "func.func": 1, "tosa.const": 4, "tosa.conv2d": 1, "tosa.clamp": 1, "func.return": 1}
	got := map[string]int{}
	for _, o := range ops {
		got[o.Name] = o.Count
	}
	for n, c := range want {
		if got[n] != c {
			t.Errorf("%s: %d, want %d (all: %v)", n, got[n], c, ops)
		}
	}
	if _, err := ListOps([]byte("not bytecode")); err == nil {
		t.Error("ListOps accepted garbage")
	}
}

// TestDecodeHostile feeds truncated, bit-flipped and spliced bytecode to the
// reader: it must fail cleanly (or succeed) but never panic or hang.
func TestDecodeHostile(t *testing.T) {
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 3))
	for name, data := range goldenBytecode(t) {
		if _, err := Decode(data); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		rejected := 0
		for n := 0; n < len(data); n++ {
			if _, err := Decode(data[:n]); err != nil {
				rejected++
			}
		}
		if rejected < len(data)*9/10 {
			t.Errorf("%s: only %d of %d truncations rejected", name, rejected, len(data))
		}
		for i := 0; i < 2000; i++ {
			mut := append([]byte(nil), data...)
			for k := 0; k <= r.IntN(4); k++ {
				p := r.IntN(len(mut))
				switch r.IntN(3) {
				case 0:
					mut[p] ^= 1 << r.IntN(8)
				case 1:
					mut[p] = byte(r.Uint32())
				default:
					mut[p] = 0 // a 9-byte varint marker
				}
			}
			if m, err := Decode(mut); err == nil {
				_ = m.String()
				if bc, err := Encode(m, WriteOptions{}); err == nil {
					if _, err := Decode(bc); err != nil {
						t.Fatalf("%s: re-encoded mutant does not decode: %v", name, err)
					}
				}
			}
		}
	}
	hostile := map[string][]byte{
		"empty":           nil,
		"magic only":      []byte(magic),
		"future version":  append([]byte(magic), appendVarint(nil, 7)...),
		"no producer nul": append(append([]byte(magic), appendVarint(nil, 6)...), 'x'),
		"huge section":    append(append(append([]byte(magic), appendVarint(nil, 6)...), 0, secString), appendVarint(nil, 1<<62)...),
		"bad section id":  append(append([]byte(magic), appendVarint(nil, 6)...), 0, 42, 1),
		"huge string count": append(append(append([]byte(magic), appendVarint(nil, 6)...), 0, secString, 0x13),
			append(appendVarint(nil, 1<<40), 0, 0, 0, 0, 0, 0)...),
	}
	for name, data := range hostile {
		if _, err := Decode(data); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestDecodeCycle checks that attribute and type tables whose entries refer
// to themselves (directly or through another entry) are rejected.
func TestDecodeCycle(t *testing.T) {
	r := &reader{dialects: []string{"builtin"}}
	// attr 0 = [attr 1], attr 1 = [attr 0]: ArrayAttr code 0, count 1, index.
	r.attrs = []tableEntry{
		{data: []byte{0x01, 0x03, 0x03}, custom: true},
		{data: []byte{0x01, 0x03, 0x01}, custom: true},
	}
	if _, err := r.attr(0); err == nil || !strings.Contains(err.Error(), "refers to itself") {
		t.Fatalf("attribute cycle: %v", err)
	}
	// type 0 = complex<type 0>
	r.types = []tableEntry{{data: []byte{0x13, 0x01}, custom: true}}
	if _, err := r.typ(0); err == nil || !strings.Contains(err.Error(), "refers to itself") {
		t.Fatalf("type cycle: %v", err)
	}
	// A chain deeper than the limit fails without exhausting the stack.
	n := maxAttrDepth + 10
	r.attrs = make([]tableEntry, n)
	for i := 0; i < n-1; i++ {
		r.attrs[i] = tableEntry{data: append([]byte{0x01, 0x03}, appendVarint(nil, uint64(i+1))...), custom: true}
	}
	r.attrs[n-1] = tableEntry{data: []byte{0x0f}, custom: true} // unit
	if _, err := r.attr(0); err == nil || !strings.Contains(err.Error(), "too deeply") {
		t.Fatalf("deep chain: %v", err)
	}
}

// TestBlobAliasesInput checks that resource blobs are not copied on read.
func TestBlobAliasesInput(t *testing.T) {
	m := NewModule()
	blob := make([]byte, 1<<16)
	for i := range blob {
		blob[i] = byte(i * 7)
	}
	typ := Tensor(F32T, 1<<14)
	res, err := m.AddBlobResource("w", typ, blob, 64)
	if err != nil {
		t.Fatal(err)
	}
	m.Body().Append(NewOp("arith.constant", nil, []Type{typ}, []NamedAttr{{"value", res}}, nil))
	var buf bytes.Buffer
	if _, err := WriteTo(&buf, m, WriteOptions{}); err != nil {
		t.Fatal(err)
	}
	enc, err := m.Encode()
	if err != nil || !bytes.Equal(enc, buf.Bytes()) {
		t.Fatalf("WriteTo and Encode differ (%v)", err)
	}
	back, err := Decode(enc)
	if err != nil {
		t.Fatal(err)
	}
	got := back.Resource("builtin", "w")
	if got == nil || !bytes.Equal(got.Blob, blob) || got.Alignment != 64 {
		t.Fatalf("resource lost: %+v", got)
	}
	start := uintptr(unsafe.Pointer(&enc[0]))
	p := uintptr(unsafe.Pointer(&got.Blob[0]))
	if p < start || p >= start+uintptr(len(enc)) {
		t.Fatal("blob was copied instead of aliasing the input")
	}
	if (p-start)%64 != 0 {
		t.Fatalf("blob at file offset %d is not 64-byte aligned", p-start)
	}
}

func FuzzDecode(f *testing.F) {
	for _, data := range goldenBytecode(f) {
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err != nil {
			return
		}
		_ = m.String()
		_ = m.OpCounts()
		bc, err := Encode(m, WriteOptions{})
		if err != nil {
			return
		}
		if _, err := Decode(bc); err != nil {
			t.Fatalf("re-encoded module does not decode: %v", err)
		}
	})
}
