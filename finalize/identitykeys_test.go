package finalize

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestIdentityKeys: the memo returns HostIdentityKey of a library file,
// hashes it once while its stamp holds (a grid finalize asks once per
// bucket), and again when the file changes.
func TestIdentityKeys(t *testing.T) {
	exe, err := os.Executable() // an ELF with dependencies, as the library is
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(exe)
	if err != nil {
		t.Fatal(err)
	}
	lib := filepath.Join(t.TempDir(), "libfake.so")
	if err := os.WriteFile(lib, b, 0o644); err != nil {
		t.Fatal(err)
	}
	stamp := time.Now().Add(-time.Hour).Truncate(time.Second)
	if err := os.Chtimes(lib, stamp, stamp); err != nil {
		t.Fatal(err)
	}
	want, err := HostIdentityKey(lib)
	if err != nil {
		t.Fatal(err)
	}
	var keys IdentityKeys
	if got, err := keys.Key(lib); err != nil || got != want {
		t.Fatalf("Key = %q, %v; want HostIdentityKey %q", got, err, want)
	}
	// Same size and time, other bytes: the memo answers without reading
	// the file (what makes it cheap).
	b[len(b)-1] ^= 0xff
	if err := os.WriteFile(lib, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(lib, stamp, stamp); err != nil {
		t.Fatal(err)
	}
	if got, _ := keys.Key(lib); got != want {
		t.Errorf("an unchanged stamp re-hashed the file: %q", got)
	}
	// A new time (as a rebuilt library has): hashed again.
	if err := os.Chtimes(lib, stamp.Add(time.Minute), stamp.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	got, err := keys.Key(lib)
	if err != nil || got == want {
		t.Errorf("a changed library kept its key: %q, %v", got, err)
	}
	if fresh, _ := HostIdentityKey(lib); got != fresh {
		t.Errorf("Key after the change %q, HostIdentityKey %q", got, fresh)
	}
	if _, err := keys.Key(filepath.Join(t.TempDir(), "missing.so")); err == nil {
		t.Error("a missing library has a key")
	}
}
