// Package outfile writes a command's output file so that no file is ever
// destroyed or left half-written (DESIGN.md, CLI conventions):
//
//   - a regular file, or a new one, is written to an unnamed temporary in
//     its directory (O_TMPFILE) and linked into place on Commit: a killed
//     process leaves nothing behind, and readers see the old file or the
//     whole new one;
//   - an existing file that is not regular (a device such as /dev/null, a
//     FIFO) is written straight, never replaced;
//   - "-" is standard output;
//   - a directory is an error.
//
// Every output is first written to a seekable temporary, since writers
// such as the bundle's fill in a header last.
package outfile

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"

	"golang.org/x/sys/unix"
)

// Stdout is the path that names standard output.
const Stdout = "-"

// File is an output being written.
type File struct {
	path string
	tmp  *os.File
	// named is the temporary's name when the filesystem has no unnamed
	// temporaries; "" for an unnamed one.
	named string
	// straight is the existing non-regular target (or stdout) that Commit
	// copies the temporary into; nil for a regular file.
	straight *os.File
}

// Create starts the output path. inputs are the files the command reads:
// an output that is the same file as one of them (same device and inode,
// whatever the names) is refused, so a command never overwrites its input.
func Create(path string, inputs ...string) (*File, error) {
	f := &File{path: path}
	if path == Stdout {
		f.straight = os.Stdout
		return f, f.unnamedIn(os.TempDir())
	}
	st, err := os.Stat(path)
	switch {
	case err == nil && st.IsDir():
		return nil, fmt.Errorf("output %s is a directory: name a file in it", path)
	case err == nil:
		for _, in := range inputs {
			if ist, err := os.Stat(in); err == nil && os.SameFile(st, ist) {
				return nil, fmt.Errorf("output %s is the input %s: name another output file", path, in)
			}
		}
	case !errors.Is(err, os.ErrNotExist):
		return nil, fmt.Errorf("output %s: %w", path, err)
	}
	if err == nil && !st.Mode().IsRegular() {
		out, err := os.OpenFile(path, os.O_WRONLY, 0)
		if err != nil {
			return nil, fmt.Errorf("output %s: %w", path, err)
		}
		f.straight = out
		if err := f.unnamedIn(os.TempDir()); err != nil {
			out.Close()
			return nil, err
		}
		return f, nil
	}
	if err := f.unnamedIn(filepath.Dir(path)); err != nil {
		return nil, err
	}
	return f, nil
}

// unnamedIn makes the temporary in dir: unnamed where the filesystem
// allows, else a hidden named file.
func (f *File) unnamedIn(dir string) error {
	tmp, err := os.OpenFile(dir, os.O_RDWR|unix.O_TMPFILE|unix.O_CLOEXEC, 0o600)
	if err == nil {
		f.tmp = tmp
		return nil
	}
	tmp, err = os.CreateTemp(dir, ".mgxport-*.tmp")
	if err != nil {
		return fmt.Errorf("output %s: %w", f.path, err)
	}
	f.tmp, f.named = tmp, tmp.Name()
	return nil
}

// File returns the temporary to write (and seek) the output in.
func (f *File) File() *os.File { return f.tmp }

// Name is the output's path as given.
func (f *File) Name() string { return f.path }

// Commit puts the written output in place: it links a regular file's
// temporary over the path, or copies the temporary into a straight target.
func (f *File) Commit() error {
	if f.tmp == nil {
		return fmt.Errorf("output %s: already committed or aborted", f.path)
	}
	defer f.Abort()
	if f.straight != nil {
		if _, err := f.tmp.Seek(0, io.SeekStart); err != nil {
			return fmt.Errorf("output %s: %w", f.path, err)
		}
		if _, err := io.Copy(f.straight, f.tmp); err != nil {
			return fmt.Errorf("output %s: %w", f.path, err)
		}
		return nil
	}
	if err := f.tmp.Chmod(0o644); err != nil {
		return fmt.Errorf("output %s: %w", f.path, err)
	}
	if err := f.tmp.Sync(); err != nil {
		return fmt.Errorf("output %s: %w", f.path, err)
	}
	name := f.named
	if name == "" {
		// Give the unnamed temporary a name beside the path, then rename
		// it over the path (linkat cannot replace a file).
		name = filepath.Join(filepath.Dir(f.path), "."+filepath.Base(f.path)+".tmp-"+strconv.Itoa(os.Getpid()))
		os.Remove(name)
		proc := "/proc/self/fd/" + strconv.Itoa(int(f.tmp.Fd()))
		if err := unix.Linkat(unix.AT_FDCWD, proc, unix.AT_FDCWD, name, unix.AT_SYMLINK_FOLLOW); err != nil {
			return fmt.Errorf("output %s: %w", f.path, err)
		}
	}
	if err := os.Rename(name, f.path); err != nil {
		os.Remove(name)
		return fmt.Errorf("output %s: %w", f.path, err)
	}
	f.named = "" // in place: nothing for Abort to remove
	return nil
}

// Abort discards an unfinished output; it is safe after Commit.
func (f *File) Abort() {
	if f.tmp != nil {
		f.tmp.Close()
		f.tmp = nil
	}
	if f.named != "" {
		os.Remove(f.named)
		f.named = ""
	}
	if f.straight != nil && f.straight != os.Stdout {
		f.straight.Close()
	}
	f.straight = nil
}
