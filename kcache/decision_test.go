package kcache

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"os"
	"testing"
)

// TestImportDecisions imports tuning decisions signed by a key nobody
// trusts: taken as data when the Decision check accepts them, refused
// (stopping the import) when it does not, bounded by MaxDecision before
// their payload is read, and treated as code (skipped untrusted) when the
// caller gives no check.
func TestImportDecisions(t *testing.T) {
	r := rand.New(rand.NewPCG(3, uint64(MaxDecision)))
	payload := func(n int) []byte {
		b := make([]byte, n)
		for i := range b {
			b[i] = byte('a' + r.IntN(26))
		}
		return b
	}
	src, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	p := parts(0)
	p.CodeObject = ContentHash(payload(8))
	p.Tuning = "quick" + DecisionTuning
	small := payload(1 + r.IntN(500))
	if err := src.Put(p, small); err != nil {
		t.Fatal(err)
	}
	var arch bytes.Buffer
	if _, err := src.Export(&arch, nil); err != nil {
		t.Fatal(err)
	}
	accept := func(got KeyParts, b []byte) (string, error) {
		if got != p || !bytes.Equal(b, small) {
			return "", errors.New("the check saw other parts or bytes than were exported")
		}
		return "dev-1", nil
	}
	refuse := func(KeyParts, []byte) (string, error) { return "", errors.New("no") }
	for _, tc := range []struct {
		name     string
		check    func(KeyParts, []byte) (string, error)
		wantErr  bool
		imported int
	}{
		{"accepted", accept, false, 1},
		{"refused", refuse, true, 0},
		{"no check: code", nil, false, 0},
	} {
		dst, err := Open(t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		st, err := dst.Import(bytes.NewReader(arch.Bytes()), ImportOptions{Decision: tc.check})
		if (err != nil) != tc.wantErr || st.Imported != tc.imported {
			t.Errorf("%s: %+v, %v", tc.name, st, err)
			continue
		}
		got, ok, _ := dst.Get(p)
		if ok != (tc.imported == 1) || ok && !bytes.Equal(got, small) {
			t.Errorf("%s: stored %v (%d bytes)", tc.name, ok, len(got))
		}
		if tc.imported == 1 && (st.Decisions != 1 || st.Devices["dev-1"] != 1) {
			t.Errorf("%s: %+v, want one decision of dev-1", tc.name, st)
		}
		if tc.check == nil && st.Untrusted != 1 {
			t.Errorf("%s: %+v, want the decision skipped as untrusted code", tc.name, st)
		}
	}

	// A decision larger than MaxDecision is refused from its header.
	big, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := big.Put(p, payload(MaxDecision+1)); err != nil {
		t.Fatal(err)
	}
	arch.Reset()
	if _, err := big.Export(&arch, nil); err != nil {
		t.Fatal(err)
	}
	called := false
	dst, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	_, err = dst.Import(bytes.NewReader(arch.Bytes()), ImportOptions{Decision: func(KeyParts, []byte) (string, error) { called = true; return "x", nil }})
	var ie *ImportError
	if !errors.As(err, &ie) || called {
		t.Errorf("an oversized decision: %v (check called %v)", err, called)
	}
}

// TestDecisions checks the listing finalize reports other devices'
// decisions from: one decision per kernel and device kind coexists (the
// Device part keys them apart), every one is listed with its parts,
// kernels are not, and neither are damaged decisions or decisions this
// cache did not sign.
func TestDecisions(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 4))
	c, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	want := map[Key]KeyParts{}
	for i := range 3 {
		k := parts(i)
		k.Tuning, k.Device = "quick", "dev-a"
		if err := c.Put(k, payload(i)); err != nil { // the tuned kernel: code, not listed
			t.Fatal(err)
		}
		for _, dev := range []string{"dev-a", "dev-b"}[:1+i%2] {
			d := k
			d.Tuning += DecisionTuning
			d.Device = dev
			b := make([]byte, 1+r.IntN(300))
			for j := range b {
				b[j] = byte('a' + r.IntN(26))
			}
			if err := c.Put(d, b); err != nil {
				t.Fatal(err)
			}
			want[d.Key()] = d
		}
	}
	check := func(what string, want map[Key]KeyParts) {
		t.Helper()
		got, err := c.Decisions()
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != len(want) {
			t.Errorf("%s: %d decisions listed, want %d", what, len(got), len(want))
		}
		for _, e := range got {
			if want[e.Key] != e.Parts || e.Size <= 0 {
				t.Errorf("%s: listed %+v", what, e)
			}
		}
	}
	check("fresh", want)

	// Damage one decision's payload and replace another by an entry
	// signed elsewhere: neither is listed.
	var damaged, foreign Key
	for k := range want {
		if damaged == (Key{}) {
			damaged = k
		} else if foreign == (Key{}) {
			foreign = k
		}
	}
	b, err := os.ReadFile(c.path(damaged))
	if err != nil {
		t.Fatal(err)
	}
	b[len(b)-1] ^= 0xff
	if err := os.WriteFile(c.path(damaged), b, 0o644); err != nil {
		t.Fatal(err)
	}
	other, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := other.Put(want[foreign], []byte("elsewhere")); err != nil {
		t.Fatal(err)
	}
	fb, err := os.ReadFile(other.path(foreign))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(c.path(foreign), fb, 0o644); err != nil {
		t.Fatal(err)
	}
	delete(want, damaged)
	delete(want, foreign)
	check("after damage", want)
}
