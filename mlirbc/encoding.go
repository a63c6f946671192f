// Package mlirbc reads and writes MLIR bytecode (the binary form of MLIR
// modules described in MLIR's docs/BytecodeFormat.md) in pure Go, so that
// portable kernels can be produced and inspected without a native MLIR
// library. MLIR 22 reads bytecode versions 0 to 6; the writer produces 5 or 6
// and the reader accepts 0 to 6.
package mlirbc

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/bits"
)

// Bytecode versions with a meaning for this package (mlir/Bytecode/Encoding.h).
const (
	versionDialectVersioning        = 1
	versionLazyLoading              = 2
	versionUseListOrdering          = 3
	versionElideUnknownBlockArgLoc  = 4
	versionNativeProperties         = 5
	versionNativePropertiesSegments = 6

	// DefaultVersion is the bytecode version written when none is asked for.
	DefaultVersion = 6
	// MinWriteVersion is the oldest version the writer can produce.
	MinWriteVersion = 5
	// MaxVersion is the newest version MLIR 22 understands.
	MaxVersion = 6
)

// magic starts every MLIR bytecode file: "ML\xefR".
const magic = "ML\xefR"

// alignmentByte pads sections and blobs to their alignment.
const alignmentByte = 0xCB

// Section identifiers.
const (
	secString          = 0
	secDialect         = 1
	secAttrType        = 2
	secAttrTypeOffset  = 3
	secIR              = 4
	secResource        = 5
	secResourceOffset  = 6
	secDialectVersions = 7
	secProperties      = 8
	numSections        = 9
)

var sectionNames = [numSections]string{"string", "dialect", "attr/type", "attr/type offset", "IR", "resource", "resource offset", "dialect versions", "properties"}

// Operation encoding mask bits.
const (
	opHasAttrs         = 1 << 0
	opHasResults       = 1 << 1
	opHasOperands      = 1 << 2
	opHasSuccessors    = 1 << 3
	opHasInlineRegions = 1 << 4
	opHasUseListOrders = 1 << 5
	opHasProperties    = 1 << 6
)

// Resource entry kinds (AsmResourceEntryKind).
const (
	resourceBlob   = 0
	resourceBool   = 1
	resourceString = 2
)

// ---------------------------------------------------------------------------
// Emission

// emitter accumulates encoded bytes. Large blobs are kept by reference in
// chunks so that writing a 100 MB resource never copies it into an
// intermediate buffer; the final output is assembled once.
type emitter struct {
	chunks [][]byte // finished chunks, some of them caller-owned blobs
	size   int      // total bytes in chunks
	cur    []byte   // chunk being built
	align  int      // highest alignment required for the start of this emitter
}

func (e *emitter) len() int { return e.size + len(e.cur) }

func (e *emitter) byte1(b byte) { e.cur = append(e.cur, b) }

func (e *emitter) bytes(b []byte) { e.cur = append(e.cur, b...) }

// varint appends v in MLIR's PrefixVarInt encoding.
func (e *emitter) varint(v uint64) { e.cur = appendVarint(e.cur, v) }

func (e *emitter) svarint(v int64) { e.varint(uint64(v<<1) ^ uint64(v>>63)) }

func (e *emitter) varintFlag(v uint64, flag bool) {
	f := uint64(0)
	if flag {
		f = 1
	}
	e.varint(v<<1 | f)
}

func (e *emitter) cstring(s string) {
	e.cur = append(e.cur, s...)
	e.cur = append(e.cur, 0)
}

// alignTo pads with 0xCB to a multiple of a (a power of two).
func (e *emitter) alignTo(a int) {
	if a < 2 {
		return
	}
	for e.len()%a != 0 {
		e.byte1(alignmentByte)
	}
	if a > e.align {
		e.align = a
	}
}

// blob appends caller-owned data by reference.
func (e *emitter) blob(b []byte) {
	if len(b) < 4096 {
		e.bytes(b)
		return
	}
	e.flush()
	e.chunks = append(e.chunks, b)
	e.size += len(b)
}

func (e *emitter) flush() {
	if len(e.cur) > 0 {
		e.chunks = append(e.chunks, e.cur)
		e.size += len(e.cur)
		e.cur = nil
	}
}

// section appends a nested section with the given id whose body is sub.
func (e *emitter) section(id byte, sub *emitter) {
	codeAt := len(e.cur)
	e.byte1(id)
	e.varint(uint64(sub.len()))
	if sub.align > 1 {
		if e.len()%sub.align != 0 {
			e.varint(uint64(sub.align))
			e.alignTo(sub.align)
			e.cur[codeAt] |= 0x80
		} else if sub.align > e.align {
			e.align = sub.align
		}
	}
	e.flush()
	sub.flush()
	e.chunks = append(e.chunks, sub.chunks...)
	e.size += sub.size
}

// bytesOut assembles the chunks into one buffer.
func (e *emitter) bytesOut() []byte {
	e.flush()
	out := make([]byte, 0, e.size)
	for _, c := range e.chunks {
		out = append(out, c...)
	}
	return out
}

func appendVarint(b []byte, v uint64) []byte {
	if v < 1<<7 {
		return append(b, byte(v<<1|1))
	}
	n := (bits.Len64(v) + 6) / 7 // bytes needed at 7 bits per byte
	if n >= 9 {
		b = append(b, 0)
		return binary.LittleEndian.AppendUint64(b, v)
	}
	enc := (v<<1 | 1) << (n - 1)
	for i := 0; i < n; i++ {
		b = append(b, byte(enc>>(8*i)))
	}
	return b
}

// ---------------------------------------------------------------------------
// Decoding

// errTruncated reports input that ends inside a structure.
var errTruncated = errors.New("unexpected end of data")

// decoder reads primitives from a byte slice, bounds-checking every access.
// base is the offset of buf within the whole file, used for alignment.
type decoder struct {
	buf  []byte
	pos  int
	base int
}

func newDecoder(b []byte, base int) *decoder { return &decoder{buf: b, base: base} }

func (d *decoder) remaining() int { return len(d.buf) - d.pos }

func (d *decoder) empty() bool { return d.pos >= len(d.buf) }

func (d *decoder) byte1() (byte, error) {
	if d.pos >= len(d.buf) {
		return 0, errTruncated
	}
	b := d.buf[d.pos]
	d.pos++
	return b, nil
}

func (d *decoder) bytes(n uint64) ([]byte, error) {
	if n > uint64(d.remaining()) {
		return nil, fmt.Errorf("%d bytes wanted, %d left: %w", n, d.remaining(), errTruncated)
	}
	b := d.buf[d.pos : d.pos+int(n) : d.pos+int(n)]
	d.pos += int(n)
	return b, nil
}

func (d *decoder) varint() (uint64, error) {
	if d.pos >= len(d.buf) {
		return 0, errTruncated
	}
	first := d.buf[d.pos]
	if first&1 != 0 {
		d.pos++
		return uint64(first >> 1), nil
	}
	if first == 0 {
		if d.remaining() < 9 {
			return 0, errTruncated
		}
		v := binary.LittleEndian.Uint64(d.buf[d.pos+1:])
		d.pos += 9
		return v, nil
	}
	n := bits.TrailingZeros8(first) + 1 // total bytes
	if d.remaining() < n {
		return 0, errTruncated
	}
	var v uint64
	for i := n - 1; i >= 0; i-- {
		v = v<<8 | uint64(d.buf[d.pos+i])
	}
	d.pos += n
	return v >> n, nil
}

func (d *decoder) svarint() (int64, error) {
	v, err := d.varint()
	if err != nil {
		return 0, err
	}
	return int64(v>>1) ^ -int64(v&1), nil
}

func (d *decoder) varintFlag() (uint64, bool, error) {
	v, err := d.varint()
	return v >> 1, v&1 != 0, err
}

// count reads a varint that counts items each encoded in at least minBytes
// bytes of the rest of this decoder, so that hostile counts cannot make the
// reader allocate more than the input justifies.
func (d *decoder) count(what string, minBytes int) (int, error) {
	v, err := d.varint()
	if err != nil {
		return 0, fmt.Errorf("%s count: %w", what, err)
	}
	if minBytes > 0 && v > uint64(d.remaining()/minBytes) {
		return 0, fmt.Errorf("%s count %d exceeds the %d bytes left", what, v, d.remaining())
	}
	if v > 1<<31 {
		return 0, fmt.Errorf("%s count %d too large", what, v)
	}
	return int(v), nil
}

func (d *decoder) cstring() (string, error) {
	for i := d.pos; i < len(d.buf); i++ {
		if d.buf[i] == 0 {
			s := string(d.buf[d.pos:i])
			d.pos = i + 1
			return s, nil
		}
	}
	return "", errors.New("string without NUL terminator")
}

// alignTo skips 0xCB padding up to the file-relative alignment a.
func (d *decoder) alignTo(a uint64) error {
	if a == 0 || a&(a-1) != 0 {
		return fmt.Errorf("alignment %d is not a power of two", a)
	}
	if a > 1<<30 {
		return fmt.Errorf("alignment %d too large", a)
	}
	for uint64(d.base+d.pos)%a != 0 {
		b, err := d.byte1()
		if err != nil {
			return err
		}
		if b != alignmentByte {
			return fmt.Errorf("padding byte 0x%02x, want 0xCB", b)
		}
	}
	return nil
}

// section reads a section header and returns its id and body decoder.
func (d *decoder) section() (byte, *decoder, error) {
	idb, err := d.byte1()
	if err != nil {
		return 0, nil, fmt.Errorf("section id: %w", err)
	}
	length, err := d.varint()
	if err != nil {
		return 0, nil, fmt.Errorf("section length: %w", err)
	}
	id := idb & 0x7f
	if id >= numSections {
		return 0, nil, fmt.Errorf("invalid section id %d", id)
	}
	if idb&0x80 != 0 {
		a, err := d.varint()
		if err != nil {
			return 0, nil, fmt.Errorf("section %s alignment: %w", sectionNames[id], err)
		}
		if err := d.alignTo(a); err != nil {
			return 0, nil, fmt.Errorf("section %s: %w", sectionNames[id], err)
		}
	}
	start := d.base + d.pos
	body, err := d.bytes(length)
	if err != nil {
		return 0, nil, fmt.Errorf("section %s: %w", sectionNames[id], err)
	}
	return id, newDecoder(body, start), nil
}
