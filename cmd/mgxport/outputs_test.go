package main

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/mgxport/mgxport/bundle"
)

// TestOutputsNeverDestroyAFile: -o onto the input is refused and leaves the
// model as it was; -o - writes the bundle to stdout (no file named "-");
// -o onto a FIFO writes through it and leaves the FIFO in place.
func TestOutputsNeverDestroyAFile(t *testing.T) {
	dir := t.TempDir()
	model := filepath.Join(dir, "model.onnx")
	orig := readFile(t, filepath.Join(sharedModels, "mlp", "model.onnx"))
	if err := os.WriteFile(model, orig, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, _, err := mgxportSplit(t, "compile", "--portable", model, "-o", model); err == nil || !strings.Contains(err.Error(), "is the input") {
		t.Fatalf("compile -o onto the model: %v", err)
	}
	if !bytes.Equal(readFile(t, model), orig) {
		t.Fatal("compile -o onto the model changed the model")
	}

	// -o -: the bundle's bytes on stdout.
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan []byte)
	go func() { b, _ := io.ReadAll(r); got <- b }()
	saved := os.Stdout
	os.Stdout = w
	_, _, err = mgxportSplit(t, "compile", "--portable", model, "-o", "-")
	os.Stdout = saved
	w.Close()
	out := <-got
	if err != nil {
		t.Fatal(err)
	}
	viaStdout := filepath.Join(dir, "stdout.mgxb")
	if err := os.WriteFile(viaStdout, out, 0o644); err != nil {
		t.Fatal(err)
	}
	br, err := bundle.Open(viaStdout)
	if err != nil {
		t.Fatalf("the bytes on stdout are not a bundle: %v", err)
	}
	br.Close()
	if _, err := os.Stat("-"); err == nil {
		t.Fatal(`compile -o - created a file named "-"`)
	}

	// -o FIFO: written through, the FIFO stays.
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o600); err != nil {
		t.Fatal(err)
	}
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- nil
			return
		}
		b, _ := io.ReadAll(f)
		f.Close()
		got <- b
	}()
	if _, _, err := mgxportSplit(t, "compile", "--portable", model, "-o", fifo); err != nil {
		t.Fatal(err)
	}
	if b := <-got; !bytes.Equal(b, out) {
		t.Fatalf("the FIFO carried %d bytes, stdout %d: the same model must give the same bundle", len(b), len(out))
	}
	if st, err := os.Lstat(fifo); err != nil || st.Mode()&os.ModeNamedPipe == 0 {
		t.Fatalf("the FIFO was replaced: %v", err)
	}
	if _, _, err := mgxportSplit(t, "compile", "--portable", model, "-o", dir); err == nil || !strings.Contains(err.Error(), "is a directory") {
		t.Fatalf("compile -o DIR: %v", err)
	}
}

// TestBundleNamedONNX: a bundle is known by its content, not its name.
func TestBundleNamedONNX(t *testing.T) {
	dir := t.TempDir()
	named := filepath.Join(dir, "model.onnx")
	mustRun(t, "compile", "--portable", filepath.Join(sharedModels, "mlp", "model.onnx"), "-o", named)
	if _, _, err := mgxportSplit(t, "compile", "--portable", named, "-o", filepath.Join(dir, "b.mgxb")); err == nil || !strings.Contains(err.Error(), "is an mgxport bundle") {
		t.Fatalf("compile of a bundle named .onnx: %v", err)
	}
	mustRun(t, "run", named, "--fill", "random", "--output-dir", filepath.Join(dir, "out"))
}
