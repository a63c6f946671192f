package spirv

import "fmt"

// Operand is one logical operand of an instruction. An enum operand with
// parameters (Decoration BuiltIn, MemoryAccess Aligned ...) is followed by its
// parameters as further operands.
type Operand struct {
	Kind OperandKind
	// Words are the operand's words: one for ids, literals and enums, several
	// for strings and 64-bit numbers, two for pairs.
	Words []uint32
	// Enum is the enum kind's grammar name for KindEnum operands.
	Enum string
	enum *enumKind
}

// operandContext carries what operand parsing needs from earlier instructions:
// the widths of scalar types (OpConstant's literal width follows its type) and
// the types of values (OpSwitch literals follow the selector's type).
type operandContext struct {
	widths    map[uint32]uint32
	scalars   map[uint32]scalarKind
	valueType map[uint32]uint32
	extSets   map[uint32]string
}

// scalarKind describes a numeric type for printing its literals.
type scalarKind struct {
	float  bool
	signed bool
	width  uint32
}

func newOperandContext() *operandContext {
	return &operandContext{widths: map[uint32]uint32{}, scalars: map[uint32]scalarKind{},
		valueType: map[uint32]uint32{}, extSets: map[uint32]string{}}
}

// Operands parses the instructions of m into logical operands, one slice per
// instruction (nil for opcodes outside the grammar).
func (m *Module) Operands() ([][]Operand, error) {
	ctx := newOperandContext()
	out := make([][]Operand, len(m.Insts))
	for i, in := range m.Insts {
		if _, known := instTable[uint16(in.Opcode)]; !known {
			continue
		}
		ops, err := ctx.operands(in, m.Bound)
		if err != nil {
			return nil, fmt.Errorf("spirv: instruction %d: %w", i, err)
		}
		out[i] = ops
	}
	return out, nil
}

// operands parses one instruction of a known opcode and records its type facts.
func (c *operandContext) operands(in Inst, bound uint32) ([]Operand, error) {
	spec := instTable[uint16(in.Opcode)]
	w := in.Operands
	pos := 0
	var out []Operand
	var resultType uint32
	take := func(kind OperandKind, n int) error {
		if pos+n > len(w) {
			return fmt.Errorf("%s: operand %d needs %d words, %d left: %w", spec.name, len(out), n, len(w)-pos, ErrTruncated)
		}
		if kind == KindIdResultType || kind == KindIdResult || kind == KindIdRef || kind == KindIdScope || kind == KindIdMemorySemantics {
			id := w[pos]
			if id == 0 || (bound != 0 && id >= bound) {
				return fmt.Errorf("%s: id %d out of range (bound %d)", spec.name, id, bound)
			}
		}
		out = append(out, Operand{Kind: kind, Words: w[pos : pos+n : pos+n]})
		pos += n
		return nil
	}
	var parse func(o operandSpec, last bool) error
	parse = func(o operandSpec, last bool) error {
		switch o.kind {
		case KindLiteralString:
			if pos >= len(w) {
				return fmt.Errorf("%s: missing string operand: %w", spec.name, ErrTruncated)
			}
			_, n, err := literalString(w, pos)
			if err != nil {
				return fmt.Errorf("%s: %w", spec.name, err)
			}
			return take(o.kind, n)
		case KindLiteralContextNumber:
			width, ok := c.widths[resultType]
			if !ok {
				return fmt.Errorf("%s: result type %d is not a scalar number type", spec.name, resultType)
			}
			return take(o.kind, int((width+31)/32))
		case KindPairIdRefIdRef:
			if err := take(o.kind, 2); err != nil {
				return err
			}
			for _, id := range out[len(out)-1].Words {
				if id == 0 || (bound != 0 && id >= bound) {
					return fmt.Errorf("%s: id %d out of range (bound %d)", spec.name, id, bound)
				}
			}
			return nil
		case KindPairLiteralIdRef:
			// OpSwitch: the literal has the selector's width.
			n := 1
			if len(out) > 0 {
				if width := c.widths[c.valueType[out[0].Words[0]]]; width > 32 {
					n = 2
				}
			}
			return take(o.kind, n+1)
		case KindEnum:
			if err := take(o.kind, 1); err != nil {
				return err
			}
			op := &out[len(out)-1]
			op.Enum, op.enum = o.enum.name, o.enum
			v := op.Words[0]
			var params []operandSpec
			if o.enum.bitmask {
				rest := v
				for bit := uint32(1); bit != 0; bit <<= 1 {
					if v&bit == 0 {
						continue
					}
					ev, ok := o.enum.values[bit]
					if !ok {
						return fmt.Errorf("%s: unknown %s bit %#x", spec.name, o.enum.name, bit)
					}
					rest &^= bit
					params = append(params, ev.params...)
				}
				_ = rest
			} else {
				ev, ok := o.enum.values[v]
				if !ok {
					if last {
						// A newer enum value (a vendor decoration, say) as the last
						// operand: keep its parameters as plain literals.
						for pos < len(w) {
							if err := take(KindLiteralInteger, 1); err != nil {
								return err
							}
						}
						return nil
					}
					return fmt.Errorf("%s: unknown %s value %d", spec.name, o.enum.name, v)
				}
				params = ev.params
			}
			for i, p := range params {
				if err := parse(p, last && i == len(params)-1); err != nil {
					return err
				}
			}
			return nil
		default:
			if err := take(o.kind, 1); err != nil {
				return err
			}
			if o.kind == KindIdResultType {
				resultType = w[pos-1]
			}
			return nil
		}
	}
	for i, o := range spec.operands {
		last := i == len(spec.operands)-1
		switch o.q {
		case qOne:
			if err := parse(o, last); err != nil {
				return nil, err
			}
		case qOptional:
			if pos < len(w) {
				if err := parse(o, last); err != nil {
					return nil, err
				}
			}
		case qVariadic:
			for pos < len(w) {
				if err := parse(o, last); err != nil {
					return nil, err
				}
			}
		}
	}
	if pos != len(w) {
		return nil, fmt.Errorf("%s: %d extra operand words", spec.name, len(w)-pos)
	}
	// Record what later instructions need to parse their literals.
	switch in.Opcode {
	case OpTypeInt, OpTypeFloat:
		if w[1] == 0 || w[1] > 64 {
			return nil, fmt.Errorf("%s: unsupported width %d", spec.name, w[1])
		}
		c.widths[w[0]] = w[1]
		c.scalars[w[0]] = scalarKind{float: in.Opcode == OpTypeFloat, signed: in.Opcode == OpTypeInt && w[2] != 0, width: w[1]}
	case OpExtInstImport:
		name, _, _ := literalString(w, 1)
		c.extSets[w[0]] = name
	}
	if resultType != 0 && len(out) > 1 && out[1].Kind == KindIdResult {
		c.valueType[out[1].Words[0]] = resultType
	}
	return out, nil
}
