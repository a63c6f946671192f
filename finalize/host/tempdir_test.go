package host

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// TestTempDirRemovesStale: a link directory left by a process that no
// longer exists (killed with SIGKILL mid-link), or older than an hour, is
// removed when the next one is made; those of live processes, this one's
// and other prefixes' stay.
func TestTempDirRemovesStale(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	dead := exec.Command("true")
	if err := dead.Run(); err != nil {
		t.Fatal(err)
	}
	deadPID := dead.ProcessState.Pid()
	old := time.Now().Add(-2 * time.Hour)
	for _, d := range []struct {
		name string
		old  bool
		keep bool
	}{
		{fmt.Sprintf("mgxport-link-p%d-123", deadPID), false, false},     // dead process
		{fmt.Sprintf("mgxport-link-p%d-456", os.Getpid()), false, true},  // this process, in use
		{fmt.Sprintf("mgxport-link-p%d-789", os.Getppid()), false, true}, // a live process
		{fmt.Sprintf("mgxport-link-p%d-790", os.Getppid()), true, false}, // a live process's ID, reused: old
		{"mgxport-link-3735928559", true, false},                         // an older version's, stale
		{"mgxport-link-3735928560", false, true},                         // an older version's, maybe in use
		{fmt.Sprintf("mgxport-nvvm-p%d-1", deadPID), false, true},        // another prefix
		{fmt.Sprintf("other-link-p%d-1", deadPID), true, true},           // not ours
	} {
		p := filepath.Join(tmp, d.name)
		if err := os.MkdirAll(filepath.Join(p, "sub"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(p, "sub", "kernel.o"), []byte("x"), 0o600); err != nil {
			t.Fatal(err)
		}
		if d.old {
			if err := os.Chtimes(p, old, old); err != nil {
				t.Fatal(err)
			}
		}
		t.Cleanup(func() {
			_, err := os.Stat(p)
			if d.keep && err != nil {
				t.Errorf("%s was removed: %v", d.name, err)
			}
			if !d.keep && err == nil {
				t.Errorf("%s is still there", d.name)
			}
		})
	}
	dir, err := TempDir("mgxport-link")
	if err != nil {
		t.Fatal(err)
	}
	if filepath.Dir(dir) != tmp {
		t.Fatalf("made %s, want it in $TMPDIR %s", dir, tmp)
	}
	if want := fmt.Sprintf("mgxport-link-p%d-", os.Getpid()); filepath.Base(dir)[:len(want)] != want {
		t.Fatalf("made %s, want a name starting %s", dir, want)
	}
}
