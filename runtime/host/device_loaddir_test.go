package host

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
)

// TestDeviceLoadDir: a Device writes the objects it loads into a private
// directory of its own (not the shared temporary directory), leaves no
// file behind after each load, and removes the directory on Close.
func TestDeviceLoadDir(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	d := NewDevice(nil)
	// Not a valid object: refused before anything is written.
	if _, err := d.Load(&codeobj.Object{Format: codeobj.HostSO, Payload: []byte("not elf")}); err == nil {
		t.Fatal("a non-ELF payload loaded")
	}
	dirs, _ := filepath.Glob(filepath.Join(tmp, "mgxport-host-*"))
	if len(dirs) != 1 {
		t.Fatalf("private load directories %v, want one", dirs)
	}
	if st, err := os.Stat(dirs[0]); err != nil || st.Mode().Perm() != 0o700 {
		t.Fatalf("load directory %v (%v), want mode 0700", st, err)
	}
	if left, _ := os.ReadDir(dirs[0]); len(left) != 0 {
		t.Errorf("files left in the load directory: %v", left)
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dirs[0]); !os.IsNotExist(err) {
		t.Errorf("load directory still there after Close: %v", err)
	}
}
