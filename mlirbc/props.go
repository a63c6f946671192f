package mlirbc

//go:generate go run ./internal/propgen -include /usr/lib/llvm-22/include/mlir -o props_table.go

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
)

// propSchema describes how a registered op encodes its properties: the
// fields in the order of its ODS-generated readProperties/writeProperties.
type propSchema struct {
	fields []propField
}

// propKind is how one property field is encoded.
type propKind uint8

const (
	propAttr           propKind = iota // required attribute
	propOptionalAttr                   // optional attribute
	propSegmentsLegacy                 // segment sizes as a DenseI32ArrayAttr, versions < 6
	propSegmentsSparse                 // segment sizes as a sparse array, versions ≥ 6
	propEnum                           // enum property as a varint (an i32 attribute in text)
	propBool                           // bool property (a unit attribute when set)
	propOptionalInt64                  // optional int64 property (an i64 attribute)
)

type propField struct {
	name string
	kind propKind
	size int // number of segments for the segment kinds
}

// lookupPropSchema returns the property layout of the named op, or nil.
func lookupPropSchema(name string) *propSchema { return propSchemas[name] }

// HasPropertyLayout reports whether the package knows how the named op
// encodes its properties (every upstream MLIR 22 op with properties).
func HasPropertyLayout(name string) bool { return propSchemas[name] != nil }

// arrange maps props onto the schema's fields (nil = absent). It fails when
// props hold a name the schema does not know or lack a required one.
func (s *propSchema) arrange(props []NamedAttr) ([]Attr, error) {
	byName := make(map[string]Attr, len(props))
	for _, p := range props {
		byName[p.Name] = p.Value
	}
	out := make([]Attr, len(s.fields))
	known := 0
	seen := map[string]bool{}
	for i, f := range s.fields {
		v, ok := byName[f.name]
		if ok && !seen[f.name] {
			seen[f.name] = true
			known++
		}
		if !ok && f.kind == propAttr {
			return nil, fmt.Errorf("required property %s missing", f.name)
		}
		out[i] = v
	}
	if known != len(byName) {
		for n := range byName {
			if !seen[n] {
				return nil, fmt.Errorf("%s is not a property", n)
			}
		}
	}
	return out, nil
}

// numbered reports whether field f refers to the attribute table at version.
func (f propField) numbered(version uint64) bool {
	switch f.kind {
	case propAttr, propOptionalAttr:
		return true
	case propSegmentsLegacy:
		return version < versionNativePropertiesSegments
	}
	return false
}

// segments returns the i32 values of a segment-size attribute padded to n.
func segments(a Attr, n int) ([]uint32, error) {
	arr, ok := a.(DenseArrayAttr)
	if !ok || arr.Elem != I32 || arr.Size > n || len(arr.Data) != 4*arr.Size {
		return nil, fmt.Errorf("segment sizes must be an array<i32> of at most %d elements, got %v", n, a)
	}
	out := make([]uint32, n)
	for i := 0; i < arr.Size; i++ {
		out[i] = uint32(arr.Data[4*i]) | uint32(arr.Data[4*i+1])<<8 | uint32(arr.Data[4*i+2])<<16 | uint32(arr.Data[4*i+3])<<24
	}
	return out, nil
}

// encodeProps encodes the arranged property values of an op.
func (w *writer) encodeProps(s *propSchema, vals []Attr, ents []*numbered) ([]byte, error) {
	e := &emitter{}
	for i, f := range s.fields {
		v := vals[i]
		switch f.kind {
		case propAttr:
			e.varint(uint64(ents[i].index))
		case propOptionalAttr:
			if v == nil {
				e.varint(0)
			} else {
				e.varintFlag(uint64(ents[i].index), true)
			}
		case propSegmentsLegacy:
			if w.version < versionNativePropertiesSegments {
				if v == nil {
					return nil, fmt.Errorf("property %s missing", f.name)
				}
				e.varint(uint64(ents[i].index))
			}
		case propSegmentsSparse:
			if w.version >= versionNativePropertiesSegments {
				if v == nil {
					return nil, fmt.Errorf("property %s missing", f.name)
				}
				segs, err := segments(v, f.size)
				if err != nil {
					return nil, fmt.Errorf("property %s: %w", f.name, err)
				}
				writeSparseArray(e, segs)
			}
		case propEnum:
			ia, ok := v.(IntegerAttr)
			if v != nil && (!ok || ia.Value < 0 || ia.Value > math.MaxUint32) {
				return nil, fmt.Errorf("property %s: want an i32 attribute, got %v", f.name, v)
			}
			e.varint(uint64(ia.Value))
		case propBool:
			e.byte1(boolByte(propTrue(v)))
		case propOptionalInt64:
			if v == nil {
				e.byte1(0)
				continue
			}
			ia, ok := v.(IntegerAttr)
			if !ok {
				return nil, fmt.Errorf("property %s: want an i64 attribute, got %v", f.name, v)
			}
			e.byte1(1)
			e.varint(uint64(ia.Value))
		}
	}
	return e.bytesOut(), nil
}

func propTrue(v Attr) bool {
	switch v := v.(type) {
	case UnitAttr:
		return true
	case IntegerAttr:
		return v.Value != 0
	}
	return false
}

func boolByte(b bool) byte {
	if b {
		return 1
	}
	return 0
}

// writeSparseArray mirrors DialectBytecodeWriter::writeSparseArray.
func writeSparseArray(e *emitter, arr []uint32) {
	nonZero, last := 0, 0
	for i, v := range arr {
		if v != 0 {
			nonZero++
			last = i
		}
	}
	if last > 256 || nonZero > len(arr)/2 {
		e.varintFlag(uint64(len(arr)), false)
		for _, v := range arr {
			e.varint(uint64(v))
		}
		return
	}
	e.varintFlag(uint64(nonZero), true)
	if nonZero == 0 {
		return
	}
	indexBits := bits.Len32(uint32(last)) // Log2_32_Ceil(last+1)
	e.varint(uint64(indexBits))
	for i := 0; i <= last; i++ {
		if arr[i] != 0 {
			e.varint(uint64(arr[i])<<uint(indexBits) | uint64(i))
		}
	}
}

// readSparseArray mirrors DialectBytecodeReader::readSparseArray into an
// array of n elements.
func readSparseArray(d *decoder, n int) ([]uint32, error) {
	out := make([]uint32, n)
	count, sparse, err := d.varintFlag()
	if err != nil {
		return nil, err
	}
	if count == 0 {
		return out, nil
	}
	if !sparse {
		if count > uint64(n) {
			return nil, fmt.Errorf("sparse array of %d elements into %d", count, n)
		}
		for i := uint64(0); i < count; i++ {
			v, err := d.varint()
			if err != nil {
				return nil, err
			}
			out[i] = uint32(v)
		}
		return out, nil
	}
	if count > uint64(n) {
		return nil, fmt.Errorf("sparse array of %d non-zeros into %d", count, n)
	}
	indexBits, err := d.varint()
	if err != nil {
		return nil, err
	}
	if indexBits > 8 {
		return nil, fmt.Errorf("sparse array index width %d > 8", indexBits)
	}
	for i := uint64(0); i < count; i++ {
		v, err := d.varint()
		if err != nil {
			return nil, err
		}
		idx := v & (1<<indexBits - 1)
		if idx >= uint64(n) {
			return nil, fmt.Errorf("sparse array index %d out of %d", idx, n)
		}
		out[idx] = uint32(v >> indexBits)
	}
	return out, nil
}

// decodeProps decodes raw properties with schema s; attribute references
// resolve through r.
func (r *reader) decodeProps(s *propSchema, raw []byte) ([]NamedAttr, error) {
	d := newDecoder(raw, 0)
	var out []NamedAttr
	set := func(name string, v Attr) {
		for i := range out {
			if out[i].Name == name {
				out[i].Value = v
				return
			}
		}
		out = append(out, NamedAttr{name, v})
	}
	for _, f := range s.fields {
		switch f.kind {
		case propAttr:
			i, err := d.varint()
			if err != nil {
				return nil, err
			}
			a, err := r.attr(i)
			if err != nil {
				return nil, fmt.Errorf("property %s: %w", f.name, err)
			}
			set(f.name, a)
		case propOptionalAttr:
			i, present, err := d.varintFlag()
			if err != nil {
				return nil, err
			}
			if present {
				a, err := r.attr(i)
				if err != nil {
					return nil, fmt.Errorf("property %s: %w", f.name, err)
				}
				set(f.name, a)
			}
		case propSegmentsLegacy:
			if r.version >= versionNativePropertiesSegments {
				continue
			}
			i, err := d.varint()
			if err != nil {
				return nil, err
			}
			a, err := r.attr(i)
			if err != nil {
				return nil, fmt.Errorf("property %s: %w", f.name, err)
			}
			segs, err := segments(a, f.size)
			if err != nil {
				return nil, fmt.Errorf("property %s: %w", f.name, err)
			}
			set(f.name, segmentsAttr(segs))
		case propSegmentsSparse:
			if r.version < versionNativePropertiesSegments {
				continue
			}
			segs, err := readSparseArray(d, f.size)
			if err != nil {
				return nil, fmt.Errorf("property %s: %w", f.name, err)
			}
			set(f.name, segmentsAttr(segs))
		case propEnum:
			v, err := d.varint()
			if err != nil {
				return nil, err
			}
			if v > math.MaxUint32 {
				return nil, fmt.Errorf("property %s: enum value %d out of range", f.name, v)
			}
			set(f.name, IntegerAttr{Type: I32, Value: int64(v)})
		case propBool:
			b, err := d.byte1()
			if err != nil {
				return nil, err
			}
			if b != 0 {
				set(f.name, UnitAttr{})
			}
		case propOptionalInt64:
			b, err := d.byte1()
			if err != nil {
				return nil, err
			}
			if b != 0 {
				v, err := d.varint()
				if err != nil {
					return nil, err
				}
				set(f.name, IntegerAttr{Type: I64, Value: int64(v)})
			}
		}
	}
	if !d.empty() {
		return nil, errors.New("trailing bytes after properties")
	}
	return out, nil
}

func segmentsAttr(segs []uint32) DenseArrayAttr {
	v := make([]int32, len(segs))
	for i, s := range segs {
		v[i] = int32(s)
	}
	return I32Array(v...)
}
