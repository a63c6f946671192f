package npy

import (
	"archive/zip"
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// The bounds of an .npz archive. Archives are untrusted input: a zip's
// directory declares member counts and sizes that cost nothing to lie
// about, so every allocation is bounded by these and by the bytes given.
const (
	// MaxNPZMembers bounds the members of one archive (a model has a few
	// inputs; NumPy writes one member per array).
	MaxNPZMembers = 1024
	// MaxNPZBytes bounds the uncompressed bytes of all members together
	// (as the reference evaluator bounds a node's outputs at 1 GiB).
	MaxNPZBytes = 1 << 30
	// maxDeflateRatio bounds a deflated member's uncompressed size by its
	// compressed size: DEFLATE cannot expand beyond about 1032:1.
	maxDeflateRatio = 1032
)

// Named is one array of an .npz archive: its name is the member's name
// without ".npy".
type Named struct {
	Name  string
	Array *Array
}

// ReadNPZ reads a NumPy .npz file (np.savez or np.savez_compressed): a zip
// archive of .npy members, each named NAME.npy. Errors name the file and
// the member.
func ReadNPZ(path string) ([]Named, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("read %s: not a regular file", path)
	}
	out, err := ReadArchive(f, st.Size())
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return out, nil
}

// ReadArchive reads an .npz archive of size bytes from r, in member order.
// It refuses more than MaxNPZMembers members, names other than NAME.npy
// (no '/', '\\' or "..", no empty NAME), duplicate names, members that are
// encrypted, not regular files, or whose declared size exceeds what their
// compressed bytes can hold or, all together, MaxNPZBytes. Each member is
// read by Read bounded by its declared size and must hold exactly one
// array.
func ReadArchive(r io.ReaderAt, size int64) ([]Named, error) {
	zr, err := zip.NewReader(r, size)
	if err != nil {
		return nil, fmt.Errorf("not an .npz archive: %w", err)
	}
	if len(zr.File) > MaxNPZMembers {
		return nil, fmt.Errorf(".npz archive of %d members (at most %d)", len(zr.File), MaxNPZMembers)
	}
	if len(zr.File) == 0 {
		return nil, errors.New(".npz archive holds no arrays")
	}
	seen := make(map[string]bool, len(zr.File))
	var total uint64
	for _, zf := range zr.File {
		name, err := memberName(zf.Name)
		if err != nil {
			return nil, err
		}
		if seen[name] {
			return nil, fmt.Errorf("member %q appears twice", zf.Name)
		}
		seen[name] = true
		if err := checkMember(zf); err != nil {
			return nil, fmt.Errorf("member %q: %w", zf.Name, err)
		}
		total += zf.UncompressedSize64
		if total > MaxNPZBytes {
			return nil, fmt.Errorf("member %q: the archive's members declare more than %d bytes uncompressed", zf.Name, MaxNPZBytes)
		}
	}
	out := make([]Named, 0, len(zr.File))
	for _, zf := range zr.File {
		a, err := readMember(zf)
		if err != nil {
			return nil, fmt.Errorf("member %q: %w", zf.Name, err)
		}
		out = append(out, Named{Name: strings.TrimSuffix(zf.Name, ".npy"), Array: a})
	}
	return out, nil
}

// memberName is the array name of a member named NAME.npy.
func memberName(member string) (string, error) {
	name, ok := strings.CutSuffix(member, ".npy")
	switch {
	case !ok:
		return "", fmt.Errorf("member %q is not NAME.npy", member)
	case name == "":
		return "", fmt.Errorf("member %q has an empty name", member)
	case strings.ContainsAny(name, "/\\\x00") || strings.Contains(member, ".."):
		return "", fmt.Errorf("member %q: a name holds no '/', '\\' or \"..\"", member)
	}
	return name, nil
}

// checkMember refuses a member whose header alone shows it is not a plain
// .npy array: encrypted, not a regular file, or declaring more bytes than
// its compressed bytes can hold.
func checkMember(zf *zip.File) error {
	if zf.Flags&0x1 != 0 {
		return errors.New("encrypted members are not read")
	}
	if m := zf.Mode(); !m.IsRegular() {
		return fmt.Errorf("not a regular file (%v)", m.Type())
	}
	c, u := zf.CompressedSize64, zf.UncompressedSize64
	switch zf.Method {
	case zip.Store:
		if u != c {
			return fmt.Errorf("stored member declares %d bytes in %d", u, c)
		}
	case zip.Deflate:
		if c > MaxNPZBytes || u > c*maxDeflateRatio+64 {
			return fmt.Errorf("declares %d bytes from %d compressed, more than DEFLATE can hold", u, c)
		}
	default:
		return fmt.Errorf("compression method %d (want stored or deflated)", zf.Method)
	}
	return nil
}

// readMember reads the one array a member holds, bounded by its declared
// size; archive/zip refuses a member longer than it declares and checks
// its CRC at the end.
func readMember(zf *zip.File) (*Array, error) {
	rc, err := zf.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	size := int64(zf.UncompressedSize64)
	br := bufio.NewReader(io.LimitReader(rc, size+1))
	a, err := Read(br, size)
	if err != nil {
		return nil, err
	}
	if n, err := io.Copy(io.Discard, br); err != nil {
		return nil, err
	} else if n > 0 {
		return nil, fmt.Errorf("%d bytes after the array's data (%s %v): not a single .npy array", n, a.DType, a.Shape)
	}
	return a, nil
}
