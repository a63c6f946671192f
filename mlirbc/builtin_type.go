package mlirbc

import (
	"fmt"
)

// typeCode is the kind code that opens a builtin dialect type in bytecode
// (mlir/IR/BuiltinDialectBytecode.td). Reader and writer share this table,
// and decode and encode of every kind sit side by side below.
type typeCode uint64

// The builtin type kinds, in their code order.
const (
	typeIntegerType typeCode = iota
	typeIndexType
	typeFunctionType
	typeBFloat16Type
	typeFloat16Type
	typeFloat32Type
	typeFloat64Type
	typeFloat80Type
	typeFloat128Type
	typeComplexType
	typeMemRefType
	typeMemRefTypeWithMemSpace
	typeNoneType
	typeRankedTensorType
	typeRankedTensorTypeWithEncoding
	typeTupleType
	typeUnrankedMemRefType
	typeUnrankedMemRefTypeWithMemSpace
	typeUnrankedTensorType
	typeVectorType
	typeVectorTypeWithScalability
)

// floatKinds are the float types' kinds, in code order from
// typeBFloat16Type.
var floatKinds = [...]FloatKind{FloatBF16, FloatF16, FloatF32, FloatF64, FloatF80, FloatF128}

// floatCode is the type code of a float kind.
func floatCode(k FloatKind) (typeCode, bool) {
	for i, f := range floatKinds {
		if f == k {
			return typeBFloat16Type + typeCode(i), true
		}
	}
	return 0, false
}

// typeCode writes a builtin type's kind code.
func (e *emitter) typeCode(c typeCode) { e.varint(uint64(c)) }

// builtinType decodes a builtin type (its kind code first).
func (r *reader) builtinType(d *decoder) (Type, error) {
	c, err := d.varint()
	if err != nil {
		return nil, err
	}
	switch code := typeCode(c); code {
	case typeIntegerType:
		v, err := d.varint()
		if err != nil {
			return nil, err
		}
		if v&3 == 3 || v>>2 > 1<<24-1 {
			return nil, fmt.Errorf("invalid integer type encoding %d", v)
		}
		return IntegerType{Width: uint32(v >> 2), Signedness: Signedness(v & 3)}, nil
	case typeIndexType:
		return IndexType{}, nil
	case typeFunctionType:
		in, err := r.typeList(d)
		if err != nil {
			return nil, err
		}
		out, err := r.typeList(d)
		return FunctionType{Inputs: in, Results: out}, err
	case typeBFloat16Type, typeFloat16Type, typeFloat32Type, typeFloat64Type, typeFloat80Type, typeFloat128Type:
		return FloatType{Kind: floatKinds[code-typeBFloat16Type]}, nil
	case typeComplexType:
		t, err := r.typeRef(d)
		return ComplexType{Elem: t}, err
	case typeMemRefType, typeMemRefTypeWithMemSpace:
		var t MemRefType
		if code == typeMemRefTypeWithMemSpace {
			if t.MemorySpace, err = r.attrRef(d); err != nil {
				return nil, err
			}
		}
		if t.Shape, err = r.shapeList(d); err != nil {
			return nil, err
		}
		if t.Elem, err = r.typeRef(d); err != nil {
			return nil, err
		}
		if t.Layout, err = r.attrRef(d); err != nil {
			return nil, err
		}
		if isIdentityLayout(t.Layout, len(t.Shape)) {
			t.Layout = nil
		}
		return t, nil
	case typeNoneType:
		return NoneType{}, nil
	case typeRankedTensorType, typeRankedTensorTypeWithEncoding:
		var t RankedTensorType
		if code == typeRankedTensorTypeWithEncoding {
			if t.Encoding, err = r.attrRef(d); err != nil {
				return nil, err
			}
		}
		if t.Shape, err = r.shapeList(d); err != nil {
			return nil, err
		}
		t.Elem, err = r.typeRef(d)
		return t, err
	case typeTupleType:
		l, err := r.typeList(d)
		return TupleType{Types: l}, err
	case typeUnrankedMemRefType, typeUnrankedMemRefTypeWithMemSpace:
		var t UnrankedMemRefType
		if code == typeUnrankedMemRefTypeWithMemSpace {
			if t.MemorySpace, err = r.attrRef(d); err != nil {
				return nil, err
			}
		}
		t.Elem, err = r.typeRef(d)
		return t, err
	case typeUnrankedTensorType:
		t, err := r.typeRef(d)
		return UnrankedTensorType{Elem: t}, err
	case typeVectorType, typeVectorTypeWithScalability:
		var t VectorType
		if code == typeVectorTypeWithScalability {
			n, err := d.count("scalable dims", 1)
			if err != nil {
				return nil, err
			}
			t.Scalable = make([]bool, n)
			for i := range t.Scalable {
				b, err := d.byte1()
				if err != nil {
					return nil, err
				}
				t.Scalable[i] = b != 0
			}
		}
		if t.Shape, err = r.shapeList(d); err != nil {
			return nil, err
		}
		t.Elem, err = r.typeRef(d)
		return t, err
	}
	return nil, fmt.Errorf("unknown builtin type code %d", c)
}

// writeType encodes a builtin type (its kind code first), or its text where
// the options ask for text; it reports which.
func (w *writer) writeType(e *emitter, t Type) (bool, error) {
	if w.opts.TextOnly {
		e.cstring(t.String())
		return false, nil
	}
	ai := func(x Attr) { e.varint(w.attrIndex(x)) }
	ti := func(x Type) { e.varint(w.typeIndex(x)) }
	switch t := t.(type) {
	case IntegerType:
		e.typeCode(typeIntegerType)
		e.varint(uint64(t.Width)<<2 | uint64(t.Signedness))
	case IndexType:
		e.typeCode(typeIndexType)
	case FunctionType:
		e.typeCode(typeFunctionType)
		w.varintList(e, len(t.Inputs))
		for _, x := range t.Inputs {
			ti(x)
		}
		w.varintList(e, len(t.Results))
		for _, x := range t.Results {
			ti(x)
		}
	case FloatType:
		code, ok := floatCode(t.Kind)
		if !ok {
			return false, fmt.Errorf("invalid float kind %d", t.Kind)
		}
		e.typeCode(code)
	case ComplexType:
		e.typeCode(typeComplexType)
		ti(t.Elem)
	case MemRefType:
		if t.MemorySpace != nil {
			e.typeCode(typeMemRefTypeWithMemSpace)
			ai(t.MemorySpace)
		} else {
			e.typeCode(typeMemRefType)
		}
		w.shape(e, t.Shape)
		ti(t.Elem)
		ai(memrefLayout(t))
	case NoneType:
		e.typeCode(typeNoneType)
	case RankedTensorType:
		if t.Encoding != nil {
			e.typeCode(typeRankedTensorTypeWithEncoding)
			ai(t.Encoding)
		} else {
			e.typeCode(typeRankedTensorType)
		}
		w.shape(e, t.Shape)
		ti(t.Elem)
	case TupleType:
		e.typeCode(typeTupleType)
		w.varintList(e, len(t.Types))
		for _, x := range t.Types {
			ti(x)
		}
	case UnrankedMemRefType:
		if t.MemorySpace != nil {
			e.typeCode(typeUnrankedMemRefTypeWithMemSpace)
			ai(t.MemorySpace)
		} else {
			e.typeCode(typeUnrankedMemRefType)
		}
		ti(t.Elem)
	case UnrankedTensorType:
		e.typeCode(typeUnrankedTensorType)
		ti(t.Elem)
	case VectorType:
		scalable := false
		for _, s := range t.Scalable {
			scalable = scalable || s
		}
		if scalable {
			e.typeCode(typeVectorTypeWithScalability)
			w.varintList(e, len(t.Scalable))
			for _, s := range t.Scalable {
				if s {
					e.byte1(1)
				} else {
					e.byte1(0)
				}
			}
		} else {
			e.typeCode(typeVectorType)
		}
		w.shape(e, t.Shape)
		ti(t.Elem)
	case OpaqueType:
		e.cstring(t.Text)
		return false, nil
	default:
		return false, fmt.Errorf("cannot write type %T", t)
	}
	return true, nil
}

// typeChildren visits the attributes and types the binary encoding of t
// refers to.
func (w *writer) typeChildren(t Type, fa func(Attr) error, ft func(Type) error) error {
	v := &visitor{fa: fa, ft: ft}
	at, tt := v.attr, v.typ
	switch t := t.(type) {
	case FunctionType:
		for _, x := range t.Inputs {
			tt(x)
		}
		for _, x := range t.Results {
			tt(x)
		}
	case ComplexType:
		tt(t.Elem)
	case MemRefType:
		if t.MemorySpace != nil {
			at(t.MemorySpace)
		}
		tt(t.Elem)
		at(memrefLayout(t))
	case RankedTensorType:
		if t.Encoding != nil {
			at(t.Encoding)
		}
		tt(t.Elem)
	case TupleType:
		for _, x := range t.Types {
			tt(x)
		}
	case UnrankedMemRefType:
		if t.MemorySpace != nil {
			at(t.MemorySpace)
		}
		tt(t.Elem)
	case UnrankedTensorType:
		tt(t.Elem)
	case VectorType:
		tt(t.Elem)
	}
	return v.err
}
