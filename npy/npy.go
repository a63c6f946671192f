// Package npy reads and writes NumPy .npy files (format versions 1.0–3.0) as
// raw little-endian tensors.
//
// It is small and strict on purpose: .npy files are untrusted input, so the
// header length and the data size are bounded by the bytes actually present
// (github.com/sbinet/npyio trusts the header's length and writes N-d arrays
// only through gonum matrices).
package npy

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/mgxport/mgxport/internal/outfile"
)

// magic starts every .npy file.
const magic = "\x93NUMPY"

// maxHeader bounds the header dictionary; NumPy writes well under 1 KiB.
const maxHeader = 1 << 16

// Array is a dense row-major tensor.
type Array struct {
	DType string  // numpy name: float32, int64, bool, ...
	Shape []int64 // empty for a scalar
	Data  []byte  // little-endian, row-major
}

// descrs maps numpy type descriptors to dtype names and element sizes.
var descrs = map[string]struct {
	name string
	size int64
}{
	"<f2": {"float16", 2}, "<f4": {"float32", 4}, "<f8": {"float64", 8},
	"|i1": {"int8", 1}, "<i1": {"int8", 1}, "<i2": {"int16", 2}, "<i4": {"int32", 4}, "<i8": {"int64", 8},
	"|u1": {"uint8", 1}, "<u1": {"uint8", 1}, "<u2": {"uint16", 2}, "<u4": {"uint32", 4}, "<u8": {"uint64", 8},
	"|b1": {"bool", 1}, "<b1": {"bool", 1},
}

// descrOf is the descriptor NumPy writes for a dtype name.
func descrOf(dtype string) (string, int64, bool) {
	for _, d := range []string{"<f2", "<f4", "<f8", "|i1", "<i2", "<i4", "<i8", "|u1", "<u2", "<u4", "<u8", "|b1"} {
		if descrs[d].name == dtype {
			return d, descrs[d].size, true
		}
	}
	return "", 0, false
}

// Elems is the number of elements of the array's shape.
func (a *Array) Elems() int64 {
	n := int64(1)
	for _, d := range a.Shape {
		n *= d
	}
	return n
}

// ReadFile reads a .npy file.
func ReadFile(path string) (*Array, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	a, err := Read(bufio.NewReader(f), st.Size())
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	return a, nil
}

// Read reads one array from r, which holds at most limit bytes; no size in
// the header may claim more than that.
func Read(r io.Reader, limit int64) (*Array, error) {
	var pre [8]byte
	if _, err := io.ReadFull(r, pre[:]); err != nil || string(pre[:6]) != magic {
		return nil, errors.New("not a .npy file")
	}
	var hlen int64
	switch pre[6] {
	case 1:
		var b [2]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return nil, errors.New("truncated .npy header")
		}
		hlen = int64(binary.LittleEndian.Uint16(b[:]))
	case 2, 3:
		var b [4]byte
		if _, err := io.ReadFull(r, b[:]); err != nil {
			return nil, errors.New("truncated .npy header")
		}
		hlen = int64(binary.LittleEndian.Uint32(b[:]))
	default:
		return nil, fmt.Errorf("unsupported .npy version %d.%d", pre[6], pre[7])
	}
	if hlen > maxHeader || hlen > limit {
		return nil, fmt.Errorf(".npy header of %d bytes is too large", hlen)
	}
	hdr := make([]byte, hlen)
	if _, err := io.ReadFull(r, hdr); err != nil {
		return nil, errors.New("truncated .npy header")
	}
	descr, fortran, shape, err := parseHeader(string(hdr))
	if err != nil {
		return nil, err
	}
	d, ok := descrs[descr]
	if !ok {
		return nil, fmt.Errorf("unsupported .npy dtype %q (want little-endian bool, int, uint or float)", descr)
	}
	if fortran {
		return nil, errors.New("fortran-order .npy arrays are not supported: save with np.ascontiguousarray")
	}
	n := int64(1)
	for _, dim := range shape {
		if dim < 0 || (dim != 0 && n > limit/dim) {
			return nil, fmt.Errorf(".npy shape %v is larger than the file", shape)
		}
		n *= dim
	}
	if n > limit/d.size {
		return nil, fmt.Errorf(".npy shape %v is larger than the file", shape)
	}
	a := &Array{DType: d.name, Shape: shape, Data: make([]byte, n*d.size)}
	if _, err := io.ReadFull(r, a.Data); err != nil {
		return nil, fmt.Errorf("truncated .npy data: want %d bytes for %s %v", n*d.size, d.name, shape)
	}
	return a, nil
}

// parseHeader parses the Python dict literal of a .npy header, e.g.
// {'descr': '<f4', 'fortran_order': False, 'shape': (4, 64), }.
func parseHeader(h string) (descr string, fortran bool, shape []int64, err error) {
	h = strings.TrimSpace(h)
	if !strings.HasPrefix(h, "{") || !strings.HasSuffix(h, "}") {
		return "", false, nil, errors.New("bad .npy header")
	}
	value := func(key string) (string, bool) {
		i := strings.Index(h, "'"+key+"'")
		if i < 0 {
			return "", false
		}
		rest := strings.TrimSpace(h[i+len(key)+2:])
		if !strings.HasPrefix(rest, ":") {
			return "", false
		}
		return strings.TrimSpace(rest[1:]), true
	}
	v, ok := value("descr")
	if !ok || len(v) < 2 || v[0] != '\'' {
		return "", false, nil, errors.New("bad .npy header: no descr")
	}
	end := strings.IndexByte(v[1:], '\'')
	if end < 0 {
		return "", false, nil, errors.New("bad .npy header: descr")
	}
	descr = v[1 : 1+end]
	v, ok = value("fortran_order")
	if !ok {
		return "", false, nil, errors.New("bad .npy header: no fortran_order")
	}
	fortran = strings.HasPrefix(v, "True")
	v, ok = value("shape")
	if !ok || !strings.HasPrefix(v, "(") {
		return "", false, nil, errors.New("bad .npy header: no shape")
	}
	end = strings.IndexByte(v, ')')
	if end < 0 {
		return "", false, nil, errors.New("bad .npy header: shape")
	}
	shape = []int64{}
	for _, f := range strings.Split(v[1:end], ",") {
		f = strings.TrimSpace(f)
		if f == "" {
			continue
		}
		d, err := strconv.ParseInt(strings.TrimSuffix(f, "L"), 10, 64)
		if err != nil || d < 0 {
			return "", false, nil, fmt.Errorf("bad .npy header: shape dim %q", f)
		}
		shape = append(shape, d)
	}
	return descr, fortran, shape, nil
}

// Write writes a in .npy format version 1.0.
func Write(w io.Writer, a *Array) error {
	descr, size, ok := descrOf(a.DType)
	if !ok {
		return fmt.Errorf("npy: cannot write dtype %q", a.DType)
	}
	if int64(len(a.Data)) != a.Elems()*size {
		return fmt.Errorf("npy: %d bytes do not fit %s %v", len(a.Data), a.DType, a.Shape)
	}
	dims := make([]string, len(a.Shape))
	for i, d := range a.Shape {
		dims[i] = strconv.FormatInt(d, 10)
	}
	shape := strings.Join(dims, ", ")
	if len(a.Shape) == 1 {
		shape += ","
	}
	dict := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': (%s), }", descr, shape)
	// Pad so the data starts on a 64-byte boundary, ending in a newline.
	total := len(magic) + 4 + len(dict) + 1
	pad := (64 - total%64) % 64
	hdr := dict + strings.Repeat(" ", pad) + "\n"
	var buf bytes.Buffer
	buf.WriteString(magic)
	buf.Write([]byte{1, 0})
	binary.Write(&buf, binary.LittleEndian, uint16(len(hdr)))
	buf.WriteString(hdr)
	if _, err := w.Write(buf.Bytes()); err != nil {
		return err
	}
	_, err := w.Write(a.Data)
	return err
}

// WriteFile writes a to path as package outfile does: a regular file
// atomically, a special file straight, "-" to stdout.
func WriteFile(path string, a *Array) error {
	f, err := outfile.Create(path)
	if err != nil {
		return err
	}
	defer f.Abort()
	bw := bufio.NewWriter(f.File())
	err = Write(bw, a)
	if err == nil {
		err = bw.Flush()
	}
	if err == nil {
		err = f.Commit()
	}
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
