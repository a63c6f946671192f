// Package spirv reads, writes and builds SPIR-V modules of the OpenCL flavour that
// clang's spirv64-amd-amdhsa target emits (Kernel capability, Physical64/OpenCL
// memory model): mgxport's amdgcnspirv code objects.
//
// A Module is a header and a flat list of instructions, each kept as its raw
// operand words, so Decode followed by Encode reproduces the input bytes exactly.
// Operands parses an instruction's words into logical operands with the grammar
// tables of grammar.go; the Builder writes new modules; Disassemble prints them
// the way spirv-dis does.
package spirv

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// Magic is the first word of every SPIR-V module.
const Magic uint32 = 0x07230203

// Version16 is the header version word of SPIR-V 1.6.
const Version16 uint32 = 0x00010600

// headerWords is the size of the module header in words.
const headerWords = 5

// Module is a decoded SPIR-V module.
type Module struct {
	// Version is the header version word (0x00010600 for SPIR-V 1.6).
	Version uint32
	// Generator is the generator magic: tool id in the high 16 bits, its version below.
	Generator uint32
	// Bound is one more than the largest id in the module.
	Bound uint32
	// Schema is the reserved header word (0).
	Schema uint32
	// BigEndian records the byte order of a decoded stream; Encode keeps it.
	BigEndian bool
	// Insts are the instructions in module order.
	Insts []Inst
}

// Inst is one instruction: its opcode and the words after the first word.
type Inst struct {
	Opcode   Op
	Operands []uint32
}

// Op is a SPIR-V opcode.
type Op uint16

// String returns the opcode's grammar name ("OpIAdd"), or "Op<n>" when unknown.
func (o Op) String() string {
	if s, ok := instTable[uint16(o)]; ok {
		return s.name
	}
	return fmt.Sprintf("Op%d", uint16(o))
}

// ErrTruncated reports a stream that ends inside the header or an instruction.
var ErrTruncated = errors.New("spirv: truncated module")

// Decode parses a binary SPIR-V module (either byte order). It checks every
// word count against the bytes present and every operand of a known opcode
// against the grammar, so hostile input yields an error, never a panic; the
// memory it allocates is bounded by a small multiple of len(data).
func Decode(data []byte) (*Module, error) {
	if len(data)%4 != 0 {
		return nil, fmt.Errorf("spirv: decode: length %d is not a multiple of 4", len(data))
	}
	if len(data) < headerWords*4 {
		return nil, fmt.Errorf("spirv: decode header: %w", ErrTruncated)
	}
	var order binary.ByteOrder = binary.LittleEndian
	m := &Module{}
	switch {
	case binary.LittleEndian.Uint32(data) == Magic:
	case binary.BigEndian.Uint32(data) == Magic:
		order, m.BigEndian = binary.BigEndian, true
	default:
		return nil, fmt.Errorf("spirv: decode: bad magic %#08x", binary.LittleEndian.Uint32(data))
	}
	words := make([]uint32, len(data)/4)
	for i := range words {
		words[i] = order.Uint32(data[4*i:])
	}
	m.Version, m.Generator, m.Bound, m.Schema = words[1], words[2], words[3], words[4]
	if m.Version>>24 != 0 || m.Version&0xff != 0 {
		return nil, fmt.Errorf("spirv: decode: malformed version word %#08x", m.Version)
	}
	ctx := newOperandContext()
	for pos := headerWords; pos < len(words); {
		w := words[pos]
		n := int(w >> 16)
		if n == 0 {
			return nil, fmt.Errorf("spirv: decode: instruction at word %d has word count 0", pos)
		}
		if pos+n > len(words) {
			return nil, fmt.Errorf("spirv: decode: instruction at word %d (%s) needs %d words, %d left: %w",
				pos, Op(w&0xffff), n, len(words)-pos, ErrTruncated)
		}
		in := Inst{Opcode: Op(w & 0xffff), Operands: words[pos+1 : pos+n : pos+n]}
		if _, known := instTable[uint16(in.Opcode)]; known {
			if _, err := ctx.operands(in, m.Bound); err != nil {
				return nil, fmt.Errorf("spirv: decode: instruction at word %d: %w", pos, err)
			}
		}
		m.Insts = append(m.Insts, in)
		pos += n
	}
	return m, nil
}

// Encode writes the module in its byte order (little-endian unless decoded
// from a big-endian stream).
func (m *Module) Encode() ([]byte, error) {
	n := headerWords
	for i, in := range m.Insts {
		if len(in.Operands)+1 > 0xffff {
			return nil, fmt.Errorf("spirv: encode: instruction %d (%s) has %d operand words, over the 65534 limit",
				i, in.Opcode, len(in.Operands))
		}
		n += 1 + len(in.Operands)
	}
	var order binary.AppendByteOrder = binary.LittleEndian
	if m.BigEndian {
		order = binary.BigEndian
	}
	out := make([]byte, 0, 4*n)
	put := func(w uint32) { out = order.AppendUint32(out, w) }
	put(Magic)
	put(m.Version)
	put(m.Generator)
	put(m.Bound)
	put(m.Schema)
	for _, in := range m.Insts {
		put(uint32(len(in.Operands)+1)<<16 | uint32(in.Opcode))
		for _, w := range in.Operands {
			put(w)
		}
	}
	return out, nil
}

// Words returns the module as little-endian words (header first).
func (m *Module) Words() []uint32 {
	out := []uint32{Magic, m.Version, m.Generator, m.Bound, m.Schema}
	for _, in := range m.Insts {
		out = append(out, uint32(len(in.Operands)+1)<<16|uint32(in.Opcode))
		out = append(out, in.Operands...)
	}
	return out
}

// ResultID returns the instruction's result id, or 0 when it has none or the
// opcode is not in the grammar.
func (in Inst) ResultID() uint32 {
	spec, ok := instTable[uint16(in.Opcode)]
	if !ok {
		return 0
	}
	for i, o := range spec.operands {
		if i >= len(in.Operands) {
			return 0
		}
		if o.kind == KindIdResult {
			return in.Operands[i]
		}
		if o.kind != KindIdResultType {
			return 0
		}
	}
	return 0
}

// ResultType returns the instruction's result type id, or 0 when it has none.
func (in Inst) ResultType() uint32 {
	spec, ok := instTable[uint16(in.Opcode)]
	if !ok || len(spec.operands) == 0 || spec.operands[0].kind != KindIdResultType || len(in.Operands) == 0 {
		return 0
	}
	return in.Operands[0]
}

// String decodes a literal string operand that starts at word i of the operands.
func (in Inst) String(i int) (string, error) {
	s, _, err := literalString(in.Operands, i)
	return s, err
}

// literalString reads a NUL-terminated UTF-8 string packed little-endian into
// words starting at i; it returns the string and the number of words used.
func literalString(words []uint32, i int) (string, int, error) {
	var b []byte
	for j := i; j < len(words); j++ {
		w := words[j]
		for k := 0; k < 4; k++ {
			c := byte(w >> (8 * k))
			if c == 0 {
				return string(b), j - i + 1, nil
			}
			b = append(b, c)
		}
	}
	return "", 0, fmt.Errorf("literal string at operand word %d is not NUL-terminated", i)
}

// stringWords packs s as a NUL-terminated literal string.
func stringWords(s string) []uint32 {
	b := append([]byte(s), 0)
	for len(b)%4 != 0 {
		b = append(b, 0)
	}
	out := make([]uint32, len(b)/4)
	for i := range out {
		out[i] = binary.LittleEndian.Uint32(b[4*i:])
	}
	return out
}
