package mlirbc

import (
	"fmt"
)

// attrCode is the kind code that opens a builtin dialect attribute in
// bytecode (mlir/IR/BuiltinDialectBytecode.td). Reader and writer share this
// table, and decode and encode of every kind sit side by side below.
type attrCode uint64

// The builtin attribute kinds, in their code order.
const (
	attrArrayAttr attrCode = iota
	attrDictionaryAttr
	attrStringAttr
	attrStringAttrWithType
	attrFlatSymbolRefAttr
	attrSymbolRefAttr
	attrTypeAttr
	attrUnitAttr
	attrIntegerAttr
	attrFloatAttr
	attrCallSiteLoc
	attrFileLineColLoc
	attrFusedLoc
	attrFusedLocWithMetadata
	attrNameLoc
	attrUnknownLoc
	attrDenseResourceElementsAttr
	attrDenseArrayAttr
	attrDenseIntOrFPElementsAttr
	attrDenseStringElementsAttr
	attrSparseElementsAttr
	attrDistinctAttr
	attrFileLineColRange
)

// attrCode writes a builtin attribute's kind code.
func (e *emitter) attrCode(c attrCode) { e.varint(uint64(c)) }

// builtinAttr decodes a builtin attribute (its kind code first).
func (r *reader) builtinAttr(d *decoder, index uint64) (Attr, error) {
	c, err := d.varint()
	if err != nil {
		return nil, err
	}
	switch code := attrCode(c); code {
	case attrArrayAttr:
		l, err := r.attrList(d)
		return ArrayAttr{Elems: l}, err
	case attrDictionaryAttr:
		n, err := d.count("dictionary", 2)
		if err != nil {
			return nil, err
		}
		entries := make([]NamedAttr, n)
		for i := range entries {
			if entries[i].Name, err = r.stringAttrRef(d); err != nil {
				return nil, err
			}
			if entries[i].Value, err = r.attrRef(d); err != nil {
				return nil, err
			}
		}
		return DictAttr{Entries: sortedAttrs(entries)}, nil
	case attrStringAttr:
		s, err := r.strRef(d)
		return StringAttr{Value: s}, err
	case attrStringAttrWithType:
		s, err := r.strRef(d)
		if err != nil {
			return nil, err
		}
		t, err := r.typeRef(d)
		return StringAttr{Value: s, Type: t}, err
	case attrFlatSymbolRefAttr:
		s, err := r.stringAttrRef(d)
		return SymbolRefAttr{Root: s}, err
	case attrSymbolRefAttr:
		root, err := r.stringAttrRef(d)
		if err != nil {
			return nil, err
		}
		l, err := r.attrList(d)
		if err != nil {
			return nil, err
		}
		a := SymbolRefAttr{Root: root}
		for _, x := range l {
			f, ok := x.(SymbolRefAttr)
			if !ok || len(f.Nested) != 0 {
				return nil, fmt.Errorf("nested symbol reference %s is not flat", attrString(x))
			}
			a.Nested = append(a.Nested, f.Root)
		}
		return a, nil
	case attrTypeAttr:
		t, err := r.typeRef(d)
		return TypeAttr{Type: t}, err
	case attrUnitAttr:
		return UnitAttr{}, nil
	case attrIntegerAttr:
		t, err := r.typeRef(d)
		if err != nil {
			return nil, err
		}
		width := 0
		signed := true
		switch t := t.(type) {
		case IntegerType:
			width = int(t.Width)
			signed = t.Signedness != Unsigned && t.Width > 1
		case IndexType:
			width = 64
		default:
			return nil, fmt.Errorf("integer attribute of type %s", typeString(t))
		}
		lo, wide, err := readAPInt(d, width)
		if err != nil {
			return nil, err
		}
		v := int64(lo)
		if signed && wide == nil {
			v = signExtend(lo, width)
		}
		return IntegerAttr{Type: t, Value: v, Wide: wide}, nil
	case attrFloatAttr:
		t, err := r.typeRef(d)
		if err != nil {
			return nil, err
		}
		w := floatWidth(t)
		if w == 0 {
			return nil, fmt.Errorf("float attribute of type %s", typeString(t))
		}
		lo, wide, err := readAPInt(d, w)
		return FloatAttr{Type: t, Bits: lo, Wide: wide}, err
	case attrCallSiteLoc:
		callee, err := r.locRef(d)
		if err != nil {
			return nil, err
		}
		caller, err := r.locRef(d)
		return CallSiteLoc{Callee: callee, Caller: caller}, err
	case attrFileLineColLoc:
		f, err := r.stringAttrRef(d)
		if err != nil {
			return nil, err
		}
		line, err := d.varint()
		if err != nil {
			return nil, err
		}
		col, err := d.varint()
		return FileLineColLoc{File: f, Line: line, Col: col}, err
	case attrFusedLoc, attrFusedLocWithMetadata:
		n, err := d.count("fused location", 1)
		if err != nil {
			return nil, err
		}
		l := FusedLoc{Locs: make([]Location, n)}
		for i := range l.Locs {
			if l.Locs[i], err = r.locRef(d); err != nil {
				return nil, err
			}
		}
		if code == attrFusedLocWithMetadata {
			if l.Metadata, err = r.attrRef(d); err != nil {
				return nil, err
			}
		}
		return l, nil
	case attrNameLoc:
		name, err := r.stringAttrRef(d)
		if err != nil {
			return nil, err
		}
		child, err := r.locRef(d)
		return NameLoc{Name: name, Child: child}, err
	case attrUnknownLoc:
		return UnknownLoc{}, nil
	case attrDenseResourceElementsAttr:
		t, err := r.typeRef(d)
		if err != nil {
			return nil, err
		}
		h, err := d.varint()
		if err != nil {
			return nil, err
		}
		if h >= uint64(len(r.handles)) || !r.handleOK[h] {
			return nil, fmt.Errorf("resource handle %d is not a builtin resource", h)
		}
		return DenseResourceElementsAttr{Type: t, Key: r.handles[h]}, nil
	case attrDenseArrayAttr:
		t, err := r.typeRef(d)
		if err != nil {
			return nil, err
		}
		size, err := d.varint()
		if err != nil {
			return nil, err
		}
		data, err := r.blob(d)
		if err != nil {
			return nil, err
		}
		w := uint64((elemBits(t) + 7) / 8)
		if w == 0 || size > uint64(len(data)) || size*w != uint64(len(data)) {
			return nil, fmt.Errorf("dense array of %d %s in %d bytes", size, typeString(t), len(data))
		}
		return DenseArrayAttr{Elem: t, Size: int(size), Data: data}, nil
	case attrDenseIntOrFPElementsAttr:
		t, err := r.typeRef(d)
		if err != nil {
			return nil, err
		}
		data, err := r.blob(d)
		if err != nil {
			return nil, err
		}
		if err := checkDenseBuffer(t, data); err != nil {
			return nil, err
		}
		return DenseElementsAttr{Type: t, Data: data}, nil
	case attrDenseStringElementsAttr:
		t, err := r.typeRef(d)
		if err != nil {
			return nil, err
		}
		splat, err := d.varint()
		if err != nil {
			return nil, err
		}
		n := int64(1)
		if splat == 0 {
			shape, _, ok := shapeOf(t)
			if !ok {
				return nil, fmt.Errorf("dense strings of non-shaped type %s", typeString(t))
			}
			if n = numElements(shape); n < 0 || n > int64(d.remaining()) {
				return nil, fmt.Errorf("dense strings: %d elements in %d bytes", n, d.remaining())
			}
		}
		a := DenseStringElementsAttr{Type: t, Strings: make([]string, n)}
		for i := range a.Strings {
			if a.Strings[i], err = r.strRef(d); err != nil {
				return nil, err
			}
		}
		return a, nil
	case attrSparseElementsAttr:
		t, err := r.typeRef(d)
		if err != nil {
			return nil, err
		}
		idx, err := r.attrRef(d)
		if err != nil {
			return nil, err
		}
		vals, err := r.attrRef(d)
		return SparseElementsAttr{Type: t, Indices: idx, Values: vals}, err
	case attrDistinctAttr:
		ref, err := r.attrRef(d)
		if err != nil {
			return nil, err
		}
		r.distinct++
		return DistinctAttr{ID: r.distinct - 1, Referenced: ref}, nil
	case attrFileLineColRange:
		f, err := r.stringAttrRef(d)
		if err != nil {
			return nil, err
		}
		n, err := d.count("location range", 1)
		if err != nil {
			return nil, err
		}
		if n > 4 {
			return nil, fmt.Errorf("file range with %d numbers", n)
		}
		l := FileLineColRange{File: f, Locs: make([]uint64, n)}
		for i := range l.Locs {
			if l.Locs[i], err = d.varint(); err != nil {
				return nil, err
			}
		}
		return l, nil
	}
	return nil, fmt.Errorf("unknown builtin attribute code %d", c)
}

// writeAttr encodes a builtin attribute (its kind code first), or its text
// where the bytecode has no binary form for it; it reports which.
func (w *writer) writeAttr(e *emitter, a Attr) (bool, error) {
	if !w.binaryAttr(a) {
		e.cstring(textOf(a))
		return false, nil
	}
	ai := func(x Attr) { e.varint(w.attrIndex(x)) }
	ti := func(x Type) { e.varint(w.typeIndex(x)) }
	switch a := a.(type) {
	case ArrayAttr:
		e.attrCode(attrArrayAttr)
		w.varintList(e, len(a.Elems))
		for _, x := range a.Elems {
			ai(x)
		}
	case DictAttr:
		e.attrCode(attrDictionaryAttr)
		w.varintList(e, len(a.Entries))
		for _, x := range sortedAttrs(a.Entries) {
			ai(StringAttr{Value: x.Name})
			ai(x.Value)
		}
	case StringAttr:
		if a.Type != nil {
			if _, none := a.Type.(NoneType); !none {
				e.attrCode(attrStringAttrWithType)
				e.varint(w.str(a.Value))
				ti(a.Type)
				return true, nil
			}
		}
		e.attrCode(attrStringAttr)
		e.varint(w.str(a.Value))
	case SymbolRefAttr:
		if len(a.Nested) == 0 {
			e.attrCode(attrFlatSymbolRefAttr)
			ai(StringAttr{Value: a.Root})
			return true, nil
		}
		e.attrCode(attrSymbolRefAttr)
		ai(StringAttr{Value: a.Root})
		w.varintList(e, len(a.Nested))
		for _, n := range a.Nested {
			ai(SymbolRefAttr{Root: n})
		}
	case TypeAttr:
		e.attrCode(attrTypeAttr)
		ti(a.Type)
	case UnitAttr:
		e.attrCode(attrUnitAttr)
	case IntegerAttr:
		width := 0
		switch t := a.Type.(type) {
		case IntegerType:
			width = int(t.Width)
		case IndexType:
			width = 64
		default:
			e.cstring(textOf(a))
			return false, nil
		}
		e.attrCode(attrIntegerAttr)
		ti(a.Type)
		writeAPInt(e, width, uint64(a.Value), a.Wide)
	case FloatAttr:
		ft, ok := a.Type.(FloatType)
		if !ok {
			e.cstring(textOf(a))
			return false, nil
		}
		e.attrCode(attrFloatAttr)
		ti(a.Type)
		writeAPInt(e, ft.Width(), a.Bits, a.Wide)
	case CallSiteLoc:
		e.attrCode(attrCallSiteLoc)
		ai(opLoc(a.Callee))
		ai(opLoc(a.Caller))
	case FileLineColLoc:
		e.attrCode(attrFileLineColLoc)
		ai(StringAttr{Value: a.File})
		e.varint(a.Line)
		e.varint(a.Col)
	case FusedLoc:
		if a.Metadata != nil {
			e.attrCode(attrFusedLocWithMetadata)
		} else {
			e.attrCode(attrFusedLoc)
		}
		w.varintList(e, len(a.Locs))
		for _, l := range a.Locs {
			ai(opLoc(l))
		}
		if a.Metadata != nil {
			ai(a.Metadata)
		}
	case NameLoc:
		e.attrCode(attrNameLoc)
		ai(StringAttr{Value: a.Name})
		ai(opLoc(a.Child))
	case UnknownLoc:
		e.attrCode(attrUnknownLoc)
	case DenseResourceElementsAttr:
		idx, ok := w.resourceIdx["builtin\x00"+a.Key]
		if !ok {
			return false, fmt.Errorf("dense_resource<%s>: no builtin resource with that key", a.Key)
		}
		e.attrCode(attrDenseResourceElementsAttr)
		ti(a.Type)
		e.varint(uint64(idx))
	case DenseArrayAttr:
		e.attrCode(attrDenseArrayAttr)
		ti(a.Elem)
		e.varint(uint64(a.Size))
		e.varint(uint64(len(a.Data)))
		e.blob(a.Data)
	case DenseElementsAttr:
		e.attrCode(attrDenseIntOrFPElementsAttr)
		ti(a.Type)
		e.varint(uint64(len(a.Data)))
		e.blob(a.Data)
	case DenseStringElementsAttr:
		e.attrCode(attrDenseStringElementsAttr)
		ti(a.Type)
		splat := uint64(0)
		if len(a.Strings) == 1 {
			if shape, _, ok := shapeOf(a.Type); ok && numElements(shape) != 1 {
				splat = 1
			}
		}
		e.varint(splat)
		for _, s := range a.Strings {
			e.varint(w.str(s))
		}
	case SparseElementsAttr:
		e.attrCode(attrSparseElementsAttr)
		ti(a.Type)
		ai(a.Indices)
		ai(a.Values)
	case DistinctAttr:
		e.attrCode(attrDistinctAttr)
		ai(a.Referenced)
	case FileLineColRange:
		e.attrCode(attrFileLineColRange)
		ai(StringAttr{Value: a.File})
		w.varintList(e, len(a.Locs))
		for _, v := range a.Locs {
			e.varint(v)
		}
	case OpaqueAttr:
		e.cstring(a.Text)
		return false, nil
	default:
		return false, fmt.Errorf("cannot write attribute %T", a)
	}
	return true, nil
}

// visitor calls fa on attributes and ft on types until one fails.
type visitor struct {
	fa  func(Attr) error
	ft  func(Type) error
	err error
}

func (v *visitor) attr(x Attr) {
	if v.err == nil {
		v.err = v.fa(x)
	}
}

func (v *visitor) typ(x Type) {
	if v.err == nil {
		v.err = v.ft(x)
	}
}

// attrChildren visits the attributes and types the binary encoding of a
// refers to.
func (w *writer) attrChildren(a Attr, fa func(Attr) error, ft func(Type) error) error {
	v := &visitor{fa: fa, ft: ft}
	at, tt := v.attr, v.typ
	switch a := a.(type) {
	case ArrayAttr:
		for _, e := range a.Elems {
			at(e)
		}
	case DictAttr:
		for _, e := range a.Entries {
			at(StringAttr{Value: e.Name})
			at(e.Value)
		}
	case StringAttr:
		if a.Type != nil {
			if _, none := a.Type.(NoneType); !none {
				tt(a.Type)
			}
		}
	case SymbolRefAttr:
		at(StringAttr{Value: a.Root})
		for _, n := range a.Nested {
			at(SymbolRefAttr{Root: n})
		}
	case TypeAttr:
		tt(a.Type)
	case IntegerAttr:
		if binaryIntType(a.Type) {
			tt(a.Type)
		}
	case FloatAttr:
		if _, ok := a.Type.(FloatType); ok {
			tt(a.Type)
		}
	case CallSiteLoc:
		at(opLoc(a.Callee))
		at(opLoc(a.Caller))
	case FileLineColLoc:
		at(StringAttr{Value: a.File})
	case FileLineColRange:
		at(StringAttr{Value: a.File})
	case FusedLoc:
		for _, l := range a.Locs {
			at(opLoc(l))
		}
		if a.Metadata != nil {
			at(a.Metadata)
		}
	case NameLoc:
		at(StringAttr{Value: a.Name})
		at(opLoc(a.Child))
	case DenseResourceElementsAttr:
		tt(a.Type)
		if _, ok := w.resourceIdx["builtin\x00"+a.Key]; !ok && w.mod.Resource("builtin", a.Key) == nil {
			return fmt.Errorf("dense_resource<%s>: no builtin resource with that key", a.Key)
		}
	case DenseArrayAttr:
		tt(a.Elem)
	case DenseElementsAttr:
		tt(a.Type)
	case DenseStringElementsAttr:
		tt(a.Type)
	case SparseElementsAttr:
		tt(a.Type)
		at(a.Indices)
		at(a.Values)
	case DistinctAttr:
		at(a.Referenced)
	}
	return v.err
}
