package npy

import (
	"encoding/binary"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"
)

// stringDescr is a NumPy string type: '<U5' (5 UTF-32 code points) or
// '|S5' (5 bytes).
type stringDescr struct {
	unicode, bigEndian bool
	width              int64 // characters per element
}

// size is the bytes one element occupies.
func (d stringDescr) size() int64 {
	if d.unicode {
		return 4 * d.width
	}
	return d.width
}

// maxStringWidth bounds a string dtype's width (characters per element).
const maxStringWidth = 1 << 30

// parseStringDescr reads a string descriptor ('<U7', '>U3', '|S10', 'S4').
// It reports whether descr is a string dtype at all, and an error for one
// whose width is not a number in [0, maxStringWidth].
func parseStringDescr(descr string) (stringDescr, bool, error) {
	var d stringDescr
	full := descr
	if descr != "" && strings.ContainsRune("<>|=", rune(descr[0])) {
		d.bigEndian = descr[0] == '>'
		descr = descr[1:]
	}
	if len(descr) < 2 || (descr[0] != 'U' && descr[0] != 'S') {
		return d, false, nil
	}
	w, err := strconv.ParseInt(descr[1:], 10, 64)
	if err != nil || w < 0 || w > maxStringWidth {
		return d, true, fmt.Errorf(".npy string dtype %q: the width %q is not a length from 0 to %d", full, descr[1:], maxStringWidth)
	}
	d.unicode, d.width = descr[0] == 'U', w
	return d, true, nil
}

// readStrings reads the data of a string array of shape (holding at most
// limit bytes) and decodes its elements.
func readStrings(r io.Reader, limit int64, d stringDescr, fortran bool, shape []int64) (*Array, error) {
	n := int64(1)
	for _, dim := range shape {
		if dim < 0 || (dim != 0 && n > limit/dim) {
			return nil, fmt.Errorf(".npy shape %v is larger than the file", shape)
		}
		n *= dim
	}
	size := d.size()
	if size > 0 && n > limit/size {
		return nil, fmt.Errorf(".npy shape %v is larger than the file", shape)
	}
	data := make([]byte, n*size)
	if got, err := io.ReadFull(r, data); err != nil {
		return nil, fmt.Errorf("truncated .npy data: string %v needs %d bytes, the file holds %d", shape, n*size, got)
	}
	if fortran && len(shape) > 1 && size > 0 {
		data = fortranToC(data, shape, int(size))
	}
	a := &Array{DType: "string", Shape: shape, Strings: make([]string, n)}
	for i := range a.Strings {
		el := data[int64(i)*size : int64(i+1)*size]
		if !d.unicode {
			a.Strings[i] = strings.TrimRight(string(el), "\x00")
			continue
		}
		var b strings.Builder
		for j := 0; j < len(el); j += 4 {
			var c uint32
			if d.bigEndian {
				c = binary.BigEndian.Uint32(el[j:])
			} else {
				c = binary.LittleEndian.Uint32(el[j:])
			}
			if c > utf8.MaxRune || c >= 0xd800 && c < 0xe000 {
				return nil, fmt.Errorf(".npy string element %d holds %#x, not a Unicode code point", i, c)
			}
			b.WriteRune(rune(c))
		}
		a.Strings[i] = strings.TrimRight(b.String(), "\x00")
	}
	return a, nil
}

// encodeStrings is the descriptor and data NumPy would hold for ss:
// unicode ('<U', UTF-32) wide enough for the longest, or byte strings
// ('|S') when one is not valid UTF-8.
func encodeStrings(ss []string) (string, []byte) {
	unicode, width := true, 1
	for _, s := range ss {
		unicode = unicode && utf8.ValidString(s)
	}
	for _, s := range ss {
		if unicode {
			width = max(width, utf8.RuneCountInString(s))
		} else {
			width = max(width, len(s))
		}
	}
	if !unicode {
		data := make([]byte, len(ss)*width)
		for i, s := range ss {
			copy(data[i*width:], s)
		}
		return "|S" + strconv.Itoa(width), data
	}
	data := make([]byte, len(ss)*width*4)
	for i, s := range ss {
		j := i * width * 4
		for _, c := range s {
			binary.LittleEndian.PutUint32(data[j:], uint32(c))
			j += 4
		}
	}
	return "<U" + strconv.Itoa(width), data
}
