package mlirbc

import (
	"bytes"
	"errors"
	"fmt"
	"math"
)

// Attributes and types of the bytecode's attribute and type sections.

func (r *reader) attr(i uint64) (Attr, error) {
	if i >= uint64(len(r.attrs)) {
		return nil, fmt.Errorf("attribute index %d out of %d", i, len(r.attrs))
	}
	e := &r.attrs[i]
	switch e.state {
	case 2:
		return e.attr, nil
	case 1:
		return nil, fmt.Errorf("attribute %d refers to itself", i)
	}
	if r.depth >= maxAttrDepth {
		return nil, errors.New("attributes nested too deeply")
	}
	e.state = 1
	r.depth++
	a, err := r.decodeAttr(i, e)
	r.depth--
	if err != nil {
		e.state = 0
		return nil, fmt.Errorf("attribute %d: %w", i, err)
	}
	e.attr, e.state = a, 2
	return a, nil
}

func (r *reader) typ(i uint64) (Type, error) {
	if i >= uint64(len(r.types)) {
		return nil, fmt.Errorf("type index %d out of %d", i, len(r.types))
	}
	e := &r.types[i]
	switch e.state {
	case 2:
		return e.typ, nil
	case 1:
		return nil, fmt.Errorf("type %d refers to itself", i)
	}
	if r.depth >= maxAttrDepth {
		return nil, errors.New("types nested too deeply")
	}
	e.state = 1
	r.depth++
	t, err := r.decodeType(e)
	r.depth--
	if err != nil {
		e.state = 0
		return nil, fmt.Errorf("type %d: %w", i, err)
	}
	e.typ, e.state = t, 2
	return t, nil
}

func textEntry(data []byte) (string, error) {
	if len(data) == 0 || data[len(data)-1] != 0 || bytes.IndexByte(data, 0) != len(data)-1 {
		return "", errors.New("text entry is not one NUL-terminated string")
	}
	return string(data[:len(data)-1]), nil
}

func (r *reader) attrRef(d *decoder) (Attr, error) {
	i, err := d.varint()
	if err != nil {
		return nil, err
	}
	return r.attr(i)
}

func (r *reader) typeRef(d *decoder) (Type, error) {
	i, err := d.varint()
	if err != nil {
		return nil, err
	}
	return r.typ(i)
}

func (r *reader) locRef(d *decoder) (Location, error) {
	a, err := r.attrRef(d)
	if err != nil {
		return nil, err
	}
	return asLocation(a)
}

func asLocation(a Attr) (Location, error) {
	switch l := a.(type) {
	case OpaqueAttr:
		if len(l.Text) >= 4 && l.Text[:4] == "loc(" {
			return l, nil
		}
	case Location:
		if _, custom := a.(CustomAttr); !custom {
			return l, nil
		}
	}
	return nil, fmt.Errorf("expected a location, got %s", attrString(a))
}

func (r *reader) stringAttrRef(d *decoder) (string, error) {
	a, err := r.attrRef(d)
	if err != nil {
		return "", err
	}
	s, ok := a.(StringAttr)
	if !ok || s.Type != nil {
		return "", fmt.Errorf("expected a string attribute, got %s", attrString(a))
	}
	return s.Value, nil
}

func (r *reader) attrList(d *decoder) ([]Attr, error) {
	n, err := d.count("attribute list", 1)
	if err != nil {
		return nil, err
	}
	out := make([]Attr, n)
	for i := range out {
		if out[i], err = r.attrRef(d); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (r *reader) typeList(d *decoder) ([]Type, error) {
	n, err := d.count("type list", 1)
	if err != nil {
		return nil, err
	}
	out := make([]Type, n)
	for i := range out {
		if out[i], err = r.typeRef(d); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (r *reader) shapeList(d *decoder) ([]int64, error) {
	n, err := d.count("shape", 1)
	if err != nil {
		return nil, err
	}
	out := make([]int64, n)
	for i := range out {
		if out[i], err = d.svarint(); err != nil {
			return nil, err
		}
		if out[i] < 0 && out[i] != Dynamic {
			return nil, fmt.Errorf("negative dimension %d", out[i])
		}
	}
	return out, nil
}

func (r *reader) blob(d *decoder) ([]byte, error) {
	n, err := d.varint()
	if err != nil {
		return nil, err
	}
	return d.bytes(n)
}

// readAPInt reads an integer of known width (MLIR's
// readAPIntWithKnownWidth) as its low word and, above 64 bits, all words.
func readAPInt(d *decoder, width int) (uint64, []uint64, error) {
	switch {
	case width <= 8:
		b, err := d.byte1()
		if width < 8 {
			b &= byte(1<<uint(width) - 1)
		}
		return uint64(b), nil, err
	case width <= 64:
		v, err := d.varint()
		if err != nil {
			return 0, nil, err
		}
		v = v>>1 ^ -(v & 1)
		if width < 64 {
			v &= 1<<uint(width) - 1
		}
		return v, nil, nil
	}
	nw := (width + 63) / 64
	n, err := d.varint()
	if err != nil {
		return 0, nil, err
	}
	if n == 0 || n > uint64(nw) || n > uint64(d.remaining()) {
		return 0, nil, fmt.Errorf("%d words for a %d-bit integer", n, width)
	}
	// Only the active words are stored; the rest are zero.
	words := make([]uint64, n)
	for i := range words {
		v, err := d.varint()
		if err != nil {
			return 0, nil, err
		}
		words[i] = v>>1 ^ -(v & 1)
	}
	if r := width % 64; r != 0 && int(n) == nw {
		words[nw-1] &= 1<<uint(r) - 1
	}
	return words[0], words, nil
}

// floatWidth returns the bit width of a float type's semantics.
func floatWidth(t Type) int {
	switch t := t.(type) {
	case FloatType:
		return t.Width()
	case OpaqueType:
		switch t.Text {
		case "tf32":
			return 19
		case "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU":
			return 8
		case "f6E2M3FN", "f6E3M2FN":
			return 6
		case "f4E2M1FN":
			return 4
		}
	}
	return 0
}

func (r *reader) decodeAttr(index uint64, e *tableEntry) (Attr, error) {
	dialect := r.dialects[e.dialect]
	if !e.custom {
		s, err := textEntry(e.data)
		if err != nil {
			return nil, err
		}
		return OpaqueAttr{Dialect: dialect, Text: s}, nil
	}
	if dialect != "builtin" {
		return CustomAttr{Dialect: dialect, Data: e.data}, nil
	}
	d := newDecoder(e.data, 0)
	a, err := r.builtinAttr(d, index)
	if err != nil {
		return nil, err
	}
	if !d.empty() {
		return nil, errors.New("trailing bytes after attribute")
	}
	return a, nil
}

// checkDenseBuffer validates a DenseIntOrFPElementsAttr raw buffer against
// its type the way MLIR's isValidRawBuffer does.
func checkDenseBuffer(t Type, data []byte) error {
	shape, elem, ok := shapeOf(t)
	if !ok {
		return fmt.Errorf("dense elements of non-shaped type %s", typeString(t))
	}
	n := numElements(shape)
	if n < 0 {
		return fmt.Errorf("dense elements of dynamic type %s", typeString(t))
	}
	b := elemBits(elem)
	if b == 0 {
		return fmt.Errorf("dense elements of %s", typeString(elem))
	}
	if b == 1 {
		if len(data) == 1 && (data[0] == 0 || data[0] == 0xff) {
			return nil
		}
		if uint64(len(data)) == (uint64(n)+7)/8 {
			return nil
		}
		return fmt.Errorf("dense i1 buffer of %d bytes for %d elements", len(data), n)
	}
	w := uint64((b + 7) / 8)
	if uint64(len(data)) == w || (n <= math.MaxInt64/int64(w) && uint64(len(data)) == uint64(n)*w) {
		return nil
	}
	return fmt.Errorf("dense buffer of %d bytes for %d elements of %s", len(data), n, typeString(elem))
}

func (r *reader) decodeType(e *tableEntry) (Type, error) {
	dialect := r.dialects[e.dialect]
	if !e.custom {
		s, err := textEntry(e.data)
		if err != nil {
			return nil, err
		}
		return OpaqueType{Dialect: dialect, Text: s}, nil
	}
	if dialect != "builtin" {
		return CustomType{Dialect: dialect, Data: e.data}, nil
	}
	d := newDecoder(e.data, 0)
	t, err := r.builtinType(d)
	if err != nil {
		return nil, err
	}
	if !d.empty() {
		return nil, errors.New("trailing bytes after type")
	}
	return t, nil
}
