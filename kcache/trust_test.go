package kcache

import (
	"archive/tar"
	"bytes"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/klauspost/compress/zstd"
)

// TestSignerKey: the signing key is made once, private (0600), and the same
// key is read back; a key file others may read is refused.
func TestSignerKey(t *testing.T) {
	dir := t.TempDir()
	a, err := OpenSigner(dir)
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.Stat(filepath.Join(dir, SigningKeyFile))
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("key file: %v, %v", st, err)
	}
	b, err := OpenSigner(dir)
	if err != nil || !bytes.Equal(a.Public(), b.Public()) {
		t.Fatalf("second open: another key (%v)", err)
	}
	id := hex.EncodeToString(payload(5)[:32])
	sig := a.SignObject(id)
	if !VerifyObject(a.Public(), sig, id) || VerifyObject(a.Public(), sig, id[:63]+"0") {
		t.Fatal("object signature does not verify what it signs, or only that")
	}
	if err := os.Chmod(filepath.Join(dir, SigningKeyFile), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenSigner(dir); err == nil || !strings.Contains(err.Error(), "chmod 600") {
		t.Fatalf("world-readable key accepted: %v", err)
	}
}

// TestLoadTrust reads the trust list and --trust values (a key, a file).
func TestLoadTrust(t *testing.T) {
	dir := t.TempDir()
	own, err := OpenSigner(dir)
	if err != nil {
		t.Fatal(err)
	}
	keys := make([]ed25519.PublicKey, 3)
	for i := range keys {
		keys[i], _, _ = ed25519.GenerateKey(nil)
	}
	os.WriteFile(filepath.Join(dir, TrustFile), []byte("# fleet\n"+hex.EncodeToString(keys[0])+"  # build box\n\n"), 0o644)
	listed := filepath.Join(t.TempDir(), "keys")
	os.WriteFile(listed, []byte(hex.EncodeToString(keys[2])+"\n"), 0o644)
	tr, err := LoadTrust(dir, []string{hex.EncodeToString(keys[1]), listed})
	if err != nil {
		t.Fatal(err)
	}
	for i, k := range append(keys, own.Public()) {
		if !tr.Has(k) {
			t.Errorf("key %d not trusted", i)
		}
	}
	other, _, _ := ed25519.GenerateKey(nil)
	if tr.Has(other) || tr.Len() != 4 {
		t.Errorf("trusts %d keys, or a key never given", tr.Len())
	}
	for _, bad := range []string{"abcd", filepath.Join(dir, "missing")} {
		if _, err := LoadTrust(dir, []string{bad}); err == nil {
			t.Errorf("--trust %s accepted", bad)
		}
	}
	os.WriteFile(filepath.Join(dir, TrustFile), []byte("not a key\n"), 0o644)
	if _, err := LoadTrust(dir, nil); err == nil || !strings.Contains(err.Error(), "line 1") {
		t.Errorf("bad trust list: %v", err)
	}
}

// TestGetServesOnlyOwnEntries: an entry file made by another machine's
// cache (copied into this one by hand) is a miss, not code to run.
func TestGetServesOnlyOwnEntries(t *testing.T) {
	a, b := openTemp(t), openTemp(t)
	p := parts(1)
	if err := a.Put(p, payload(1)); err != nil {
		t.Fatal(err)
	}
	raw, err := readEntry(a, p.Key())
	if err != nil {
		t.Fatal(err)
	}
	dst := b.path(p.Key())
	os.MkdirAll(filepath.Dir(dst), 0o755)
	if err := os.WriteFile(dst, raw, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := b.Get(p); ok || err != nil {
		t.Fatalf("another cache's entry served: hit %v, %v", ok, err)
	}
	if got, ok, err := a.Get(p); !ok || err != nil || !bytes.Equal(got, payload(1)) {
		t.Fatalf("own entry: hit %v, %v", ok, err)
	}
}

// forged builds an entry for k signed by priv (nil: unsigned), as an
// attacker would: a real kernel's key with another payload.
func forged(t *testing.T, p KeyParts, data []byte, priv ed25519.PrivateKey) []byte {
	t.Helper()
	k := p.Key()
	m := entryMeta{Parts: p, Created: time.Unix(0, 0).UTC()}
	if priv != nil {
		m.Signer = priv.Public().(ed25519.PublicKey)
		m.Sig = ed25519.Sign(priv, entryMessage(k, dataSum(data)))
	}
	meta, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return encodeEntry(k, meta, data)
}

// TestImportUntrusted: an archive reusing a real kernel's key with another
// payload is skipped unless its signer is trusted; an unsigned one is an
// error; a trusted one is stored and served, signed by this cache.
func TestImportUntrusted(t *testing.T) {
	_, attacker, _ := ed25519.GenerateKey(nil)
	p := parts(2)
	evil := payload(9)[:500]
	name := p.Key().String() + ".mgxk"
	dst := openTemp(t)
	st, err := dst.Import(bytes.NewReader(archive(t, map[string][]byte{name: forged(t, p, evil, attacker)}, tar.TypeReg)), ImportOptions{})
	if err != nil || st.Imported != 0 || st.Untrusted != 1 {
		t.Fatalf("attacker-signed import: %+v, %v", st, err)
	}
	if _, ok, _ := dst.Get(p); ok {
		t.Fatal("attacker's payload served")
	}
	if _, err := dst.Import(bytes.NewReader(archive(t, map[string][]byte{name: forged(t, p, evil, nil)}, tar.TypeReg)), ImportOptions{}); err == nil || !strings.Contains(err.Error(), "signature") {
		t.Fatalf("unsigned entry: %v", err)
	}
	tr := &Trust{}
	tr.Add(attacker.Public().(ed25519.PublicKey))
	st, err = dst.Import(bytes.NewReader(archive(t, map[string][]byte{name: forged(t, p, evil, attacker)}, tar.TypeReg)), ImportOptions{Trust: tr})
	if err != nil || st.Imported != 1 {
		t.Fatalf("trusted import: %+v, %v", st, err)
	}
	if got, ok, err := dst.Get(p); !ok || err != nil || !bytes.Equal(got, evil) {
		t.Fatalf("trusted entry not served: %v, %v", ok, err)
	}
}

// zeroMember returns a zstd tar archive of one member named name holding
// size zero bytes (a few KiB compressed).
func zeroMember(t *testing.T, name string, size int64) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw, _ := zstd.NewWriter(&buf, zstd.WithEncoderConcurrency(1))
	tw := tar.NewWriter(zw)
	if err := tw.WriteHeader(&tar.Header{Name: name, Size: size, Mode: 0o644, Typeflag: tar.TypeReg}); err != nil {
		t.Fatal(err)
	}
	zero := make([]byte, 1<<20)
	for left := size; left > 0; left -= int64(len(zero)) {
		tw.Write(zero[:min(left, int64(len(zero)))])
	}
	tw.Close()
	zw.Close()
	return buf.Bytes()
}

// TestImportBounded: a member's header is checked before its payload is
// read (a 60 MiB member of zeros costs no 60 MiB), a member larger than a
// kernel can be is refused from its tar header, and an archive larger than
// the cache's size limit stops.
func TestImportBounded(t *testing.T) {
	k := parts(0).Key().String() + ".mgxk"
	big := zeroMember(t, k, 60<<20)
	dst := openTemp(t)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := dst.Import(bytes.NewReader(big), ImportOptions{})
	runtime.ReadMemStats(&after)
	if err == nil || !strings.Contains(err.Error(), "bad header") {
		t.Fatalf("60 MiB garbage member: %v", err)
	}
	if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 24<<20 {
		t.Fatalf("import of a %d-byte archive allocated %d bytes", len(big), alloc)
	}
	if _, err := dst.Import(bytes.NewReader(zeroMember(t, k, MaxArchiveEntry+1)), ImportOptions{}); err == nil || !strings.Contains(err.Error(), "claims") {
		t.Fatalf("oversized member: %v", err)
	}
	r := rand.New(rand.NewPCG(11, 12))
	src, _, _ := fillCache(t, 9, r)
	var a bytes.Buffer
	if _, err := src.Export(&a, nil); err != nil {
		t.Fatal(err)
	}
	limit := int64(3 * 3000)
	st, err := dst.Import(bytes.NewReader(a.Bytes()), ImportOptions{Trust: trustOf(t, src), MaxBytes: limit})
	if err == nil || !strings.Contains(err.Error(), "size limit") || st.Bytes > limit {
		t.Fatalf("archive over the size limit: %+v, %v", st, err)
	}
	if s, _ := dst.Stats(); s.Bytes > limit {
		t.Fatalf("cache holds %d bytes after an import limited to %d", s.Bytes, limit)
	}
}

// TestGetChecksMAC: Get serves an own entry by its MAC (the fast check)
// and, without one, by its signature; a MAC that does not match, or one
// over another payload, serves nothing the signature does not vouch for.
func TestGetChecksMAC(t *testing.T) {
	c := openTemp(t)
	s, err := c.Signer()
	if err != nil {
		t.Fatal(err)
	}
	p := parts(7)
	data := payload(7)
	k := p.Key()
	write := func(m entryMeta, d []byte) {
		t.Helper()
		meta, err := json.Marshal(m)
		if err != nil {
			t.Fatal(err)
		}
		dst := c.path(k)
		os.MkdirAll(filepath.Dir(dst), 0o755)
		if err := os.WriteFile(dst, encodeEntry(k, meta, d), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	msg := entryMessage(k, dataSum(data))
	good := entryMeta{Parts: p, Signer: s.Public(), Sig: ed25519.Sign(s.priv, msg), MAC: s.entryMAC(msg)}
	badSig := bytes.Repeat([]byte{1}, ed25519.SignatureSize)
	other := append(bytes.Clone(data), 1)
	for _, tc := range []struct {
		name string
		m    entryMeta
		d    []byte
		hit  bool
	}{
		{"mac and signature", good, data, true},
		{"signature only", entryMeta{Parts: p, Signer: good.Signer, Sig: good.Sig}, data, true},
		{"mac only", entryMeta{Parts: p, Signer: good.Signer, Sig: badSig, MAC: good.MAC}, data, true},
		{"wrong mac, good signature", entryMeta{Parts: p, Signer: good.Signer, Sig: good.Sig, MAC: make([]byte, 32)}, data, true},
		{"wrong mac, bad signature", entryMeta{Parts: p, Signer: good.Signer, Sig: badSig, MAC: make([]byte, 32)}, data, false},
		{"mac of another payload", entryMeta{Parts: p, Signer: good.Signer, Sig: badSig, MAC: good.MAC}, other, false},
	} {
		write(tc.m, tc.d)
		got, ok, err := c.Get(p)
		if err != nil || ok != tc.hit || ok && !bytes.Equal(got, tc.d) {
			t.Errorf("%s: hit %v (%v), want %v", tc.name, ok, err, tc.hit)
		}
	}
	// What Put writes carries the MAC.
	if err := c.Put(p, data); err != nil {
		t.Fatal(err)
	}
	raw, err := readEntry(c, k)
	if err != nil {
		t.Fatal(err)
	}
	m, _, err := decodeEntry(k, raw)
	if err != nil || !bytes.Equal(m.MAC, good.MAC) {
		t.Errorf("Put's entry MAC %x (%v), want %x", m.MAC, err, good.MAC)
	}
}
