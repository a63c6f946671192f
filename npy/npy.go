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
	"slices"
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
	DType string  // numpy name: float32, int64, bool, ..., or "string"
	Shape []int64 // empty for a scalar
	Data  []byte  // little-endian, row-major (nil for strings)
	// Strings holds a "string" array's elements, row-major: NumPy's
	// unicode ('<U') and byte string ('|S') arrays, trailing NULs
	// removed as NumPy does.
	Strings []string
	// Items holds a "sequence" value's arrays, an "optional" one's (none
	// or one) or a "map" one's keys and values (two 1-D arrays): the
	// values the runtime keeps on the host for ONNX's sequence, optional
	// and map types. Such an array has no Shape or Data and is never read
	// or written as a .npy file (run writes it as JSON, driver/values.go).
	Items []*Array
}

// kinds maps a numpy type kind and element size to the dtype name.
var kinds = map[string]string{
	"f2": "float16", "f4": "float32", "f8": "float64",
	"i1": "int8", "i2": "int16", "i4": "int32", "i8": "int64",
	"u1": "uint8", "u2": "uint16", "u4": "uint32", "u8": "uint64",
	"b1": "bool",
}

// parseDescr reads a numpy type descriptor ('<f4', '>i8', '|u1', '=f2'):
// the dtype name, the element size, and whether the data is big-endian.
func parseDescr(descr string) (name string, size int64, bigEndian bool, err error) {
	bad := fmt.Errorf("unsupported .npy dtype %q (want bool, int, uint or float, either byte order)", descr)
	if len(descr) != 3 {
		return "", 0, false, bad
	}
	name, ok := kinds[descr[1:]]
	if !ok {
		return "", 0, false, bad
	}
	size = int64(descr[2] - '0')
	switch descr[0] {
	case '<', '|', '=': // '=' is native: every target mgxport runs on is little-endian
	case '>':
		bigEndian = size > 1
	default:
		return "", 0, false, bad
	}
	return name, size, bigEndian, nil
}

// descrOf is the descriptor NumPy writes for a dtype name.
func descrOf(dtype string) (string, int64, bool) {
	for _, d := range []string{"<f2", "<f4", "<f8", "|i1", "<i2", "<i4", "<i8", "|u1", "<u2", "<u4", "<u8", "|b1"} {
		if kinds[d[1:]] == dtype {
			return d, int64(d[2] - '0'), true
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
	br := bufio.NewReader(f)
	a, err := Read(br, st.Size())
	if err == nil {
		if n, _ := io.Copy(io.Discard, br); n > 0 {
			err = fmt.Errorf("%d bytes after the array's data (%s %v): not a single .npy array", n, a.DType, a.Shape)
		}
	}
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
	if hlen > maxHeader {
		return nil, fmt.Errorf(".npy header of %d bytes is too large (at most %d)", hlen, maxHeader)
	}
	if hlen > limit {
		return nil, fmt.Errorf("truncated .npy file: its header claims %d bytes, the file holds %d in all", hlen, limit)
	}
	hdr := make([]byte, hlen)
	if _, err := io.ReadFull(r, hdr); err != nil {
		return nil, errors.New("truncated .npy header")
	}
	descr, fortran, shape, err := parseHeader(string(hdr))
	if err != nil {
		return nil, err
	}
	if sd, ok, err := parseStringDescr(descr); err != nil {
		return nil, err
	} else if ok {
		return readStrings(r, limit, sd, fortran, shape)
	}
	name, size, bigEndian, err := parseDescr(descr)
	if err != nil {
		return nil, err
	}
	n := int64(1)
	for _, dim := range shape {
		if dim < 0 || (dim != 0 && n > limit/dim) {
			return nil, fmt.Errorf(".npy shape %v is larger than the file", shape)
		}
		n *= dim
	}
	if n > limit/size {
		return nil, fmt.Errorf(".npy shape %v is larger than the file", shape)
	}
	a := &Array{DType: name, Shape: shape, Data: make([]byte, n*size)}
	if got, err := io.ReadFull(r, a.Data); err != nil {
		return nil, fmt.Errorf("truncated .npy data: %s %v needs %d bytes, the file holds %d", name, shape, n*size, got)
	}
	if bigEndian {
		swapBytes(a.Data, int(size))
	}
	if fortran && len(shape) > 1 {
		a.Data = fortranToC(a.Data, shape, int(size))
	}
	return a, nil
}

// swapBytes reverses the bytes of every size-byte element of data.
func swapBytes(data []byte, size int) {
	for i := 0; i+size <= len(data); i += size {
		slices.Reverse(data[i : i+size])
	}
}

// fortranToC reorders column-major data of shape into row-major order.
func fortranToC(data []byte, shape []int64, size int) []byte {
	out := make([]byte, len(data))
	rank := len(shape)
	idx := make([]int64, rank) // the row-major index of element i, counted in C order
	// Column-major strides, in elements.
	fstride := make([]int64, rank)
	st := int64(1)
	for d := 0; d < rank; d++ {
		fstride[d] = st
		st *= shape[d]
	}
	for i := 0; i*size < len(out); i++ {
		src := int64(0)
		for d, x := range idx {
			src += x * fstride[d]
		}
		copy(out[i*size:(i+1)*size], data[src*int64(size):(src+1)*int64(size)])
		for d := rank - 1; d >= 0; d-- {
			idx[d]++
			if idx[d] < shape[d] {
				break
			}
			idx[d] = 0
		}
	}
	return out
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

// Write writes a in .npy format version 1.0 (strings as '<U', or '|S'
// when one is not UTF-8).
func Write(w io.Writer, a *Array) error {
	descr, size, ok := descrOf(a.DType)
	data := a.Data
	if a.DType == "string" {
		if int64(len(a.Strings)) != a.Elems() {
			return fmt.Errorf("npy: %d strings do not fit %v", len(a.Strings), a.Shape)
		}
		descr, data = encodeStrings(a.Strings)
		ok, size = true, int64(len(data))/max(a.Elems(), 1)
	}
	if !ok {
		return fmt.Errorf("npy: cannot write dtype %q", a.DType)
	}
	if int64(len(data)) != a.Elems()*size {
		return fmt.Errorf("npy: %d bytes do not fit %s %v", len(data), a.DType, a.Shape)
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
	_, err := w.Write(data)
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
