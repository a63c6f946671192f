package outfile

import (
	"bytes"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

func randomBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rand.Uint32())
	}
	return b
}

func write(t *testing.T, f *File, data []byte) {
	t.Helper()
	if _, err := f.File().Write(data); err != nil {
		t.Fatal(err)
	}
}

// TestRegular: the old file stays until Commit, nothing is left beside it
// after Commit or Abort.
func TestRegular(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.bin")
	old := randomBytes(100)
	if err := os.WriteFile(path, old, 0o644); err != nil {
		t.Fatal(err)
	}
	data := randomBytes(5000)
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	write(t, f, data)
	if got, _ := os.ReadFile(path); !bytes.Equal(got, old) {
		t.Fatal("the old file changed before Commit")
	}
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, data) {
		t.Fatal("Commit did not put the new bytes in place")
	}
	st, _ := os.Stat(path)
	if st.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", st.Mode().Perm())
	}
	f, err = Create(filepath.Join(dir, "aborted.bin"))
	if err != nil {
		t.Fatal(err)
	}
	write(t, f, data)
	f.Abort()
	if ents, _ := os.ReadDir(dir); len(ents) != 1 {
		t.Errorf("directory holds %d entries, want only out.bin", len(ents))
	}
}

// TestSpecial: a FIFO and /dev/null are written straight, never replaced.
func TestSpecial(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	data := randomBytes(3000)
	got := make(chan []byte)
	go func() {
		r, err := os.Open(fifo)
		if err != nil {
			got <- nil
			return
		}
		b, _ := io.ReadAll(r)
		r.Close()
		got <- b
	}()
	f, err := Create(fifo)
	if err != nil {
		t.Fatal(err)
	}
	write(t, f, data)
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if b := <-got; !bytes.Equal(b, data) {
		t.Fatalf("FIFO read %d bytes, want the %d written", len(b), len(data))
	}
	if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the FIFO was replaced: %v %v", st.Mode(), err)
	}
	f, err = Create(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	write(t, f, data)
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	if st, err := os.Stat(os.DevNull); err != nil || st.Mode()&os.ModeCharDevice == 0 {
		t.Fatalf("%s is no longer a device: %v %v", os.DevNull, st.Mode(), err)
	}
}

func TestStdout(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	saved := os.Stdout
	os.Stdout = w
	f, err := Create(Stdout)
	os.Stdout = saved
	if err != nil {
		t.Fatal(err)
	}
	data := randomBytes(2000)
	write(t, f, data)
	done := make(chan []byte)
	go func() { b, _ := io.ReadAll(r); done <- b }()
	if err := f.Commit(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	if b := <-done; !bytes.Equal(b, data) {
		t.Fatalf("stdout got %d bytes, want %d", len(b), len(data))
	}
	if _, err := os.Stat(Stdout); err == nil {
		t.Fatal(`a file named "-" was created`)
	}
}

func TestRefused(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "m.onnx")
	orig := randomBytes(64)
	if err := os.WriteFile(in, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "hard.onnx")
	if err := os.Link(in, link); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ out, want string }{
		{in, "is the input"},
		{link, "is the input"},
		{dir, "is a directory"},
	} {
		if _, err := Create(tc.out, in); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Create(%s): %v, want %q", tc.out, err, tc.want)
		}
	}
	if got, _ := os.ReadFile(in); !bytes.Equal(got, orig) {
		t.Fatal("the input changed")
	}
}
