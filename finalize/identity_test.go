package finalize

import (
	"bytes"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/mlirc"
)

// randomBytes returns n fresh random bytes.
func randomBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// TestHostKeyPartsIsTheCompilersKey: the key a lookup computes from the
// remembered identity is the key the Compiler stores under, for random
// sources of both kinds, and it tells sources, kinds and identities apart.
func TestHostKeyPartsIsTheCompilersKey(t *testing.T) {
	lib := gputest.OpenLib(t)
	comp := host.NewCompiler(lib, 1)
	defer comp.Close()
	id := comp.HostIdentity()
	if id.Compiler != host.HostCompilerIdentity(lib) || id.Compiler != comp.Identity() || !strings.HasPrefix(id.Target, "host:") {
		t.Fatalf("HostIdentity %+v does not name the compiler %q", id, host.HostCompilerIdentity(lib))
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	seen := map[string]bool{}
	for range 8 {
		src := randomBytes(r, 1+r.IntN(512))
		for _, kind := range []SourceKind{SourceTOSA, SourceRaised} {
			got := host.HostKeyParts(id.Compiler, id.Target, src, kind)
			if want := comp.HostCacheKey(src, kind); got != want {
				t.Fatalf("host.HostKeyParts %+v, Compiler.HostCacheKey %+v", got, want)
			}
			k := got.Key().String()
			if seen[k] {
				t.Fatalf("key %s repeats for a different source or kind", k)
			}
			seen[k] = true
			if other := host.HostKeyParts(id.Compiler+"x", id.Target, src, kind).Key(); other == got.Key() {
				t.Fatal("a different compiler identity gives the same key")
			}
		}
	}
}

// cpuinfoBlock is a /proc/cpuinfo processor block with the given model
// name, flags and clock.
func cpuinfoBlock(n int, model, flags string, mhz float64) string {
	return fmt.Sprintf("processor\t: %d\nvendor_id\t: AuthenticAMD\ncpu family\t: 25\nmodel\t\t: 1\nmodel name\t: %s\nstepping\t: 1\ncpu MHz\t\t: %.3f\nflags\t\t: %s\nbogomips\t: %.2f\n\n",
		n, model, mhz, flags, 2*mhz)
}

// writeCPUInfo writes a two-processor cpuinfo file.
func writeCPUInfo(t *testing.T, dir, name, model, flags string, mhz float64) string {
	t.Helper()
	p := filepath.Join(dir, name)
	body := cpuinfoBlock(0, model, flags, mhz) + cpuinfoBlock(1, model+" (other core)", flags+" extra", mhz+100)
	if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o755); err != nil {
		t.Fatal(err)
	}
}

// TestIdentityMemoKeyInputs changes each input of the memo key in turn and
// checks that exactly the inputs HostIdentity depends on change the key: the
// library's bytes, a dependency's file, the CPU model or features; not the
// clock, another core's lines, or the library's location.
func TestIdentityMemoKeyInputs(t *testing.T) {
	libPath, err := mlirc.FindLibrary(os.Getenv(mlirc.EnvLibrary))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	dir := t.TempDir()
	lib := filepath.Join(dir, "a", "libmgxport_mlir.so")
	os.MkdirAll(filepath.Dir(lib), 0o755)
	copyFile(t, libPath, lib)
	flags := "fpu vme sse sse2 avx avx2 fma " + hex.EncodeToString(randomBytes(r, 4))
	model := "Test CPU " + hex.EncodeToString(randomBytes(r, 3))
	cpu := writeCPUInfo(t, dir, "cpuinfo", model, flags, 1000+float64(r.IntN(3000)))
	t.Setenv("LD_LIBRARY_PATH", "")

	key := func(t *testing.T, lib, cpu string) string {
		t.Helper()
		in, err := gatherIdentityInputs(lib, cpu)
		if err != nil {
			t.Fatal(err)
		}
		return in.key()
	}
	base := key(t, lib, cpu)
	if again := key(t, lib, cpu); again != base {
		t.Fatalf("the key is not stable: %s then %s", base, again)
	}
	in, _ := gatherIdentityInputs(lib, cpu)
	deps := strings.Join(in.Deps, "\n")
	for _, want := range []string{"libMLIR.so.22.1", "libLLVM.so.22.1", "size=", "mtime="} {
		if strings.HasSuffix(want, ".so.22.1") {
			// Found through the library's RUNPATH, named by the file the
			// loader ends up mapping (past symlinks).
			real, err := filepath.EvalSymlinks(filepath.Join("/usr/lib/llvm-22/lib", want))
			if err != nil {
				t.Fatalf("%v: run `make deps`", err)
			}
			want += " " + real + " "
		}
		if !strings.Contains(deps, want) {
			t.Errorf("dependencies %q lack %q", in.Deps, want)
		}
	}
	if !strings.Contains(in.CPU, model) || !strings.Contains(in.CPU, flags) || strings.Contains(in.CPU, "MHz") || strings.Contains(in.CPU, "other core") {
		t.Errorf("CPU identity %q: want the first processor's model and flags, no clock", in.CPU)
	}

	tests := []struct {
		name    string
		change  func(t *testing.T) (lib, cpu string)
		differs bool
	}{
		{"library moved", func(t *testing.T) (string, string) {
			moved := filepath.Join(dir, "b", "libmgxport_mlir.so")
			os.MkdirAll(filepath.Dir(moved), 0o755)
			copyFile(t, lib, moved)
			return moved, cpu
		}, false},
		{"library bytes", func(t *testing.T) (string, string) {
			changed := filepath.Join(dir, "c", "libmgxport_mlir.so")
			os.MkdirAll(filepath.Dir(changed), 0o755)
			copyFile(t, lib, changed)
			f, err := os.OpenFile(changed, os.O_APPEND|os.O_WRONLY, 0)
			if err != nil {
				t.Fatal(err)
			}
			f.Write(randomBytes(r, 1))
			f.Close()
			return changed, cpu
		}, true},
		{"clock and other cores", func(t *testing.T) (string, string) {
			return lib, writeCPUInfo(t, dir, "cpuinfo-clock", model, flags, 5000+float64(r.IntN(1000)))
		}, false},
		{"CPU feature flags", func(t *testing.T) (string, string) {
			return lib, writeCPUInfo(t, dir, "cpuinfo-flags", model, flags+" avx512f", 1000)
		}, true},
		{"CPU model", func(t *testing.T) (string, string) {
			return lib, writeCPUInfo(t, dir, "cpuinfo-model", model+"X", flags, 1000)
		}, true},
		{"a dependency found first on LD_LIBRARY_PATH", func(t *testing.T) (string, string) {
			fake := filepath.Join(dir, "ld")
			os.MkdirAll(fake, 0o755)
			if err := os.WriteFile(filepath.Join(fake, "libLLVM.so.22.1"), randomBytes(r, 64), 0o644); err != nil {
				t.Fatal(err)
			}
			t.Setenv("LD_LIBRARY_PATH", fake)
			return lib, cpu
		}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, c := tt.change(t)
			if got := key(t, l, c); (got != base) != tt.differs {
				t.Errorf("key %s, base %s: want differs=%v", got, base, tt.differs)
			}
		})
	}

	// A dependency upgraded in place (same path, new mtime) changes the key.
	t.Run("dependency upgraded", func(t *testing.T) {
		fake := filepath.Join(dir, "ld2")
		os.MkdirAll(fake, 0o755)
		dep := filepath.Join(fake, "libMLIR.so.22.1")
		if err := os.WriteFile(dep, randomBytes(r, 64), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Setenv("LD_LIBRARY_PATH", fake)
		before := key(t, lib, cpu)
		later := time.Now().Add(time.Duration(1+r.IntN(1000)) * time.Second)
		if err := os.Chtimes(dep, later, later); err != nil {
			t.Fatal(err)
		}
		if after := key(t, lib, cpu); after == before {
			t.Error("touching a dependency did not change the key")
		}
	})
}

// TestIdentityMemoKeyUnavailable: inputs that cannot be read give no key
// (so the library is loaded), never a key that ignores them.
func TestIdentityMemoKeyUnavailable(t *testing.T) {
	libPath, err := mlirc.FindLibrary(os.Getenv(mlirc.EnvLibrary))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	noFlags := filepath.Join(dir, "cpuinfo")
	os.WriteFile(noFlags, []byte("processor\t: 0\nmodel name\t: Mystery\n\n"), 0o644)
	notELF := filepath.Join(dir, "lib.so")
	os.WriteFile(notELF, []byte("not an ELF file at all"), 0o644)
	tests := []struct{ name, lib, cpu, want string }{
		{"no library", filepath.Join(dir, "missing.so"), "/proc/cpuinfo", "missing.so"},
		{"library not ELF", notELF, "/proc/cpuinfo", "ELF"},
		{"no cpuinfo", libPath, filepath.Join(dir, "nothing"), "CPU identity"},
		{"cpuinfo without flags", libPath, noFlags, "no CPU feature flags"},
	}
	for _, tt := range tests {
		if _, err := gatherIdentityInputs(tt.lib, tt.cpu); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want one naming %q", tt.name, err, tt.want)
		}
	}
	if _, err := HostIdentityKey(filepath.Join(dir, "missing.so")); err == nil {
		t.Error("HostIdentityKey of a missing library succeeded")
	}
	if k, err := HostIdentityKey(libPath); err != nil || len(k) != 64 {
		t.Errorf("HostIdentityKey(%s) = %q, %v; want a sha256", libPath, k, err)
	}
}

// TestIdentityMemo remembers identities, looks them up, bounds the memo,
// and treats every kind of damage to its file as a miss that the next
// Remember repairs.
func TestIdentityMemo(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	randomID := func() HostIdentity {
		return HostIdentity{Compiler: "mgxport-host/1 " + hex.EncodeToString(randomBytes(r, 8)), Target: "host:" + hex.EncodeToString(randomBytes(r, 6))}
	}
	randomKey := func() string { return hex.EncodeToString(randomBytes(r, 32)) }

	m := NewIdentityMemo(t.TempDir())
	k1, id1 := randomKey(), randomID()
	if _, ok, err := m.Lookup(k1); ok || err != nil {
		t.Fatalf("empty memo: hit %v, err %v", ok, err)
	}
	if err := m.Remember(k1, id1); err != nil {
		t.Fatal(err)
	}
	if got, ok, err := m.Lookup(k1); !ok || err != nil || got != id1 {
		t.Fatalf("Lookup = %+v, %v, %v; want %+v", got, ok, err, id1)
	}
	if _, ok, _ := m.Lookup(randomKey()); ok {
		t.Fatal("an unknown key hits")
	}
	if err := m.Remember(randomKey(), HostIdentity{Compiler: "x"}); err == nil {
		t.Error("remembering an identity without a target succeeded")
	}
	// Re-remembering a key replaces it; the memo keeps the newest keys.
	id1b := randomID()
	m.Remember(k1, id1b)
	keys := []string{k1}
	var lastID HostIdentity
	for range identityMemoCapacity + 3 {
		k := randomKey()
		lastID = randomID()
		if err := m.Remember(k, lastID); err != nil {
			t.Fatal(err)
		}
		keys = append(keys, k)
	}
	recs, err := m.read()
	if err != nil || len(recs) != identityMemoCapacity {
		t.Fatalf("memo holds %d records (%v), want %d", len(recs), err, identityMemoCapacity)
	}
	if _, ok, _ := m.Lookup(k1); ok {
		t.Error("the oldest key survived past the capacity")
	}
	if _, ok, _ := m.Lookup(keys[len(keys)-1]); !ok {
		t.Error("the newest key is missing")
	}

	good, err := os.ReadFile(m.Path())
	if err != nil {
		t.Fatal(err)
	}
	last := keys[len(keys)-1]
	damages := []struct {
		name   string
		damage func(b []byte) []byte
	}{
		{"bit flip", func(b []byte) []byte { b[r.IntN(len(b))] ^= 1 << r.IntN(8); return b }},
		{"truncated", func(b []byte) []byte { return b[:r.IntN(len(b))] }},
		{"empty", func(b []byte) []byte { return nil }},
		{"garbage", func(b []byte) []byte { return randomBytes(r, 1+r.IntN(2048)) }},
		{"identity edited, checksum kept", func(b []byte) []byte {
			return bytes.Replace(b, []byte(`"compiler": "mgxport-host/1 `), []byte(`"compiler": "mgxport-host/2 `), 1)
		}},
		{"unknown field", func(b []byte) []byte { return bytes.Replace(b, []byte(`"schema"`), []byte(`"extra": 1, "schema"`), 1) }},
	}
	for _, d := range damages {
		t.Run(d.name, func(t *testing.T) {
			bad := d.damage(bytes.Clone(good))
			if err := os.WriteFile(m.Path(), bad, 0o644); err != nil {
				t.Fatal(err)
			}
			got, ok, err := m.Lookup(last)
			if err != nil {
				t.Fatalf("a damaged memo is an error, want a miss: %v", err)
			}
			// Only a flip that decodes to the same contents (the case of
			// a field name: encoding/json matches names case-blind) may
			// still hit, and then with the remembered identity.
			if ok && got != lastID {
				t.Fatalf("damaged memo hit with %+v, want a miss or %+v", got, lastID)
			}
			k, id := randomKey(), randomID()
			if err := m.Remember(k, id); err != nil {
				t.Fatal(err)
			}
			if got, ok, _ := m.Lookup(k); !ok || got != id {
				t.Fatalf("Remember after damage: Lookup = %+v, %v", got, ok)
			}
			if err := os.WriteFile(m.Path(), good, 0o644); err != nil {
				t.Fatal(err)
			}
		})
	}
	// A memo that cannot be read at all is reported (as a warning upstream).
	os.Remove(m.Path())
	os.Mkdir(m.Path(), 0o755)
	if _, ok, err := m.Lookup(last); ok || err == nil {
		t.Errorf("unreadable memo: hit %v, err %v; want a miss with an error", ok, err)
	}
	if err := m.Remember(last, randomID()); err == nil {
		t.Error("Remember over a directory succeeded")
	}
	temps, _ := filepath.Glob(filepath.Join(filepath.Dir(m.Path()), ".host-identity-*"))
	if len(temps) != 0 {
		t.Errorf("temporary files left: %v", temps)
	}
}
