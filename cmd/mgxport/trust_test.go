package main

import (
	"archive/tar"
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/klauspost/compress/zstd"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
)

// evilSO builds, with the system C compiler, a host object exporting every
// symbol of syms whose constructor writes $MGX_MARK: arbitrary code that
// would run when mgxport dlopens it.
func evilSO(t *testing.T, syms []string) []byte {
	t.Helper()
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Fatalf("cc not found: run `make deps` (%v)", err)
	}
	var src strings.Builder
	src.WriteString(`#include <stdio.h>
#include <stdlib.h>
__attribute__((constructor)) static void evil(void) { const char *p = getenv("MGX_MARK"); if (p) { FILE *f = fopen(p, "w"); if (f) { fputs("pwned", f); fclose(f); } } }
`)
	for _, s := range syms {
		src.WriteString("void " + s + "(void) {}\n")
	}
	dir := t.TempDir()
	c, so := filepath.Join(dir, "evil.c"), filepath.Join(dir, "evil.so")
	if err := os.WriteFile(c, []byte(src.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(cc, "-O1", "-fPIC", "-shared", "-o", so, c).CombinedOutput(); err != nil {
		t.Fatalf("cc: %v: %s", err, out)
	}
	return readFile(t, so)
}

// forgeArchive rewrites every entry of a cache archive to hold payload,
// keeping its key (a real kernel's) and metadata, fixing the checksum and
// signing it with priv, as an attacker would (the entry layout is
// kcache's: magic, schema, sizes, key, sha256(meta||data), meta, data).
func forgeArchive(t *testing.T, arch []byte, payload []byte, priv ed25519.PrivateKey) []byte {
	t.Helper()
	zr, err := zstd.NewReader(bytes.NewReader(arch))
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	tr := tar.NewReader(zr)
	var out bytes.Buffer
	zw, _ := zstd.NewWriter(&out)
	tw := tar.NewWriter(zw)
	n := 0
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(tr)
		metaLen := binary.LittleEndian.Uint32(b[12:])
		var k [32]byte
		copy(k[:], b[24:56])
		var meta map[string]any
		if err := json.Unmarshal(b[88:88+metaLen], &meta); err != nil {
			t.Fatal(err)
		}
		ds := sha256.Sum256(payload)
		msg := append(append([]byte("mgxport kcache entry v1\x00"), k[:]...), ds[:]...)
		meta["signer"] = []byte(priv.Public().(ed25519.PublicKey))
		meta["sig"] = ed25519.Sign(priv, msg)
		mb, _ := json.Marshal(meta)
		sum := sha256.Sum256(append(append([]byte{}, mb...), payload...))
		e := append([]byte{}, b[:12]...)
		e = binary.LittleEndian.AppendUint32(e, uint32(len(mb)))
		e = binary.LittleEndian.AppendUint64(e, uint64(len(payload)))
		e = append(e, k[:]...)
		e = append(e, sum[:]...)
		e = append(append(e, mb...), payload...)
		hdr.Size = int64(len(e))
		tw.WriteHeader(hdr)
		tw.Write(e)
		n++
	}
	tw.Close()
	zw.Close()
	if n == 0 {
		t.Fatal("no entries to forge")
	}
	return out.Bytes()
}

// forgeBundle writes a copy of the finalized bundle in whose host objects
// hold payload, with consistent content IDs, signed by priv.
func forgeBundle(t *testing.T, in, out string, payload []byte, priv ed25519.PrivateKey) int {
	t.Helper()
	r, err := bundle.Open(in)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	w, err := bundle.Create(out, r.Manifest)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Abort()
	n := 0
	for _, e := range r.Manifest.Objects {
		if e.Object.Format != codeobj.HostSO {
			if err := w.CopyObject(r, e.ID); err != nil {
				t.Fatal(err)
			}
			continue
		}
		o, err := r.ReadObject(e.ID)
		if err != nil {
			t.Fatal(err)
		}
		o.Payload = payload
		id, err := w.AddObject(o)
		if err != nil {
			t.Fatal(err)
		}
		w.Sign(id, priv.Public().(ed25519.PublicKey), ed25519.Sign(priv, []byte("mgxport code object v1\x00"+id)))
		n++
	}
	for _, wt := range r.Manifest.Weights {
		if err := w.CopyWeight(r, wt.Name); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range r.Manifest.Programs {
		w.AddProgram(p)
	}
	if err := w.Commit(); err != nil {
		t.Fatal(err)
	}
	return n
}

// TestReceivedNativeCodeNeverRuns is issue 32's attack, through bin/mgxport
// as separate processes: a cache archive whose entries reuse real kernel
// keys with a .so carrying an ELF constructor, and a host bundle whose
// objects are such .so files. Neither imports nor runs untrusted; run and
// finalize say once that they ignored the objects and finalize the kernels
// from the portable objects; the answers are right; the constructor never
// runs, not even when the user trusts the attacker's key (the ELF check
// refuses it before dlopen).
func TestReceivedNativeCodeNeverRuns(t *testing.T) {
	work := t.TempDir()
	bin := builtMgxport(t)
	a := cliProc{bin: bin, cache: filepath.Join(work, "a"), dir: work}
	b := cliProc{bin: bin, cache: filepath.Join(work, "b"), dir: work}
	mark := filepath.Join(work, "pwned")
	t.Setenv("MGX_MARK", mark)
	pwned := func(what string) {
		t.Helper()
		if _, err := os.Stat(mark); err == nil {
			t.Fatalf("%s: the attacker's constructor ran", what)
		}
	}
	mlp := filepath.Join(sharedModels, "mlp")
	model, _ := filepath.Abs(filepath.Join(mlp, "model.onnx"))
	x, _ := filepath.Abs(filepath.Join(mlp, "input_x.npy"))
	a.must(t, "compile", "--portable", model, "-o", "mlp.mgxb")
	a.must(t, "finalize", "mlp.mgxb", "--arch", "host", "-o", "mlp.host.mgxb")
	a.must(t, "run", "mlp.host.mgxb", "--input", "x="+x, "--output-dir", "ref")
	a.must(t, "cache", "export", "real.mgxc")
	keyA, _ := a.must(t, "cache", "key")
	keyA = strings.TrimSpace(keyA)
	if k, err := hex.DecodeString(keyA); err != nil || len(k) != 32 {
		t.Fatalf("cache key printed %q", keyA)
	}

	r, err := bundle.Open(filepath.Join(work, "mlp.host.mgxb"))
	if err != nil {
		t.Fatal(err)
	}
	var syms []string
	for _, e := range r.Manifest.Objects {
		if e.Object.Format == codeobj.HostSO {
			syms = append(syms, e.Object.Symbol)
		}
	}
	if len(r.Manifest.Signatures) != len(syms) || len(syms) == 0 {
		t.Fatalf("finalize signed %d of %d host objects", len(r.Manifest.Signatures), len(syms))
	}
	r.Close()
	evil := evilSO(t, syms)
	pubE, privE, _ := ed25519.GenerateKey(nil)

	// The forged archive: skipped, said once; nothing stored.
	os.WriteFile(filepath.Join(work, "evil.mgxc"), forgeArchive(t, readFile(t, filepath.Join(work, "real.mgxc")), evil, privE), 0o644)
	_, stderr := b.must(t, "cache", "import", "evil.mgxc")
	if !strings.Contains(stderr, "imported 0 entries") || strings.Count(stderr, "not signed by a trusted key") != 1 {
		t.Fatalf("import of a forged archive: %s", stderr)
	}
	// The real archive from a: taken only with a's key.
	if _, stderr := b.must(t, "cache", "import", "real.mgxc"); !strings.Contains(stderr, "imported 0 entries") {
		t.Fatalf("import without --trust: %s", stderr)
	}
	if out, _ := b.must(t, "cache", "import", "real.mgxc", "--trust", keyA, "--json"); !strings.Contains(out, `"entries": 3`) {
		t.Fatalf("import --trust: %s", out)
	}
	b.must(t, "cache", "clear")

	// The forged archive again, its signer trusted by mistake: stored,
	// but the constructor is refused before dlopen.
	b.must(t, "cache", "import", "evil.mgxc", "--trust", hex.EncodeToString(pubE))
	_, stderr, err = b.run(t, "run", "mlp.mgxb", "--input", "x="+x, "--output-dir", "out0")
	pwned("run through a cache holding trusted constructor objects")
	if err == nil || !strings.Contains(stderr, "code that runs when the object is loaded") {
		t.Fatalf("run with a trusted constructor object: %v\n%s", err, stderr)
	}
	b.must(t, "cache", "clear")

	// The forged host bundle, run on a machine with an empty cache: its
	// objects are ignored (said once) and the kernels finalized here.
	if n := forgeBundle(t, filepath.Join(work, "mlp.host.mgxb"), filepath.Join(work, "evil.host.mgxb"), evil, privE); n != len(syms) {
		t.Fatalf("forged %d objects", n)
	}
	_, stderr = b.must(t, "run", "evil.host.mgxb", "--input", "x="+x, "--output-dir", "out1")
	pwned("run of a forged bundle")
	if strings.Count(stderr, "not signed by a key this machine trusts") != 1 || !strings.Contains(stderr, "finalized 3 kernel(s) for host in memory") {
		t.Fatalf("run of a forged bundle: %s", stderr)
	}
	if !bytes.Equal(readFile(t, filepath.Join(work, "ref", "y.npy")), readFile(t, filepath.Join(work, "out1", "y.npy"))) {
		t.Error("the forged bundle's kernels, finalized here, give other outputs")
	}
	// finalize drops them and writes objects signed here.
	_, stderr = b.must(t, "finalize", "evil.host.mgxb", "--arch", "host", "-o", "clean.mgxb")
	pwned("finalize of a forged bundle")
	if !strings.Contains(stderr, "ignored 3 finalized object(s)") || !strings.Contains(stderr, "finalized 3 kernel(s)") {
		t.Fatalf("finalize of a forged bundle: %s", stderr)
	}
	if _, stderr := b.must(t, "run", "clean.mgxb", "--input", "x="+x, "--output-dir", "out2"); strings.Contains(stderr, "in memory") {
		t.Errorf("the re-finalized bundle was finalized again: %s", stderr)
	}
	// a's own bundle runs on b only with --trust a's key.
	if _, stderr := b.must(t, "run", "mlp.host.mgxb", "--input", "x="+x, "--output-dir", "out3", "--trust", keyA); strings.Contains(stderr, "in memory") {
		t.Errorf("a's bundle with --trust a's key: %s", stderr)
	}
	// Trusting the attacker's key: the objects are checked before dlopen.
	_, stderr, err = b.run(t, "run", "evil.host.mgxb", "--input", "x="+x, "--output-dir", "out4", "--trust", hex.EncodeToString(pubE))
	pwned("run of a forged bundle whose signer is trusted")
	if err == nil || !strings.Contains(stderr, "code that runs when the object is loaded") {
		t.Fatalf("run of a trusted forged bundle: %v\n%s", err, stderr)
	}
	for _, args := range [][]string{{"cache", "import", "--help"}, {"run", "--help"}} {
		out, _ := b.must(t, args...)
		if !strings.Contains(out, "--trust") || !strings.Contains(out, "signed by") {
			t.Errorf("%v does not say what is trusted:\n%s", args, out)
		}
	}
}
