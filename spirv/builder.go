package spirv

import (
	"fmt"
	"math"
)

// ID is a SPIR-V result id.
type ID uint32

// Generator is the header generator word of modules the Builder writes: tool id 0
// (unregistered, as clang's SPIR-V backend uses), version 1 in the low half.
const Generator uint32 = 0x00000001

// typeInfo describes a type the builder declared.
type typeInfo struct {
	op      Op
	width   uint32 // int/float bits
	elem    ID     // vector/array element, pointer pointee
	count   uint32 // vector components, array length
	storage StorageClass
}

// Builder writes an OpenCL-flavour SPIR-V 1.6 compute module: Kernel and
// Addresses capabilities (plus Int8/Int16/Int64/Float16/Float64/Groups as the
// code needs them), OpenCL.std imported, Physical64/OpenCL memory model,
// buffers as CrossWorkgroup pointers and built-ins as Input variables, the way
// clang's spirv64-amd-amdhsa target emits them. Misuse (a type mismatch, a block
// left open) is recorded and reported by Module, so kernel code stays linear.
type Builder struct {
	next     ID
	caps     []Capability
	capSet   map[Capability]bool
	clStd    ID
	names    []Inst
	procs    []Inst
	decos    []Inst
	globals  []Inst
	funcs    []*Func
	types    map[string]ID
	consts   map[string]ID
	typeOf   map[ID]ID
	tinfo    map[ID]typeInfo
	builtins map[BuiltIn]ID
	err      error
}

// NewBuilder returns a builder for one module.
func NewBuilder() *Builder {
	b := &Builder{
		next:     1,
		capSet:   map[Capability]bool{},
		types:    map[string]ID{},
		consts:   map[string]ID{},
		typeOf:   map[ID]ID{},
		tinfo:    map[ID]typeInfo{},
		builtins: map[BuiltIn]ID{},
	}
	b.clStd = b.newID()
	b.Capability(CapAddresses)
	b.Capability(CapKernel)
	b.Capability(CapInt64)
	return b
}

func (b *Builder) newID() ID {
	id := b.next
	b.next++
	return id
}

// fail records the first misuse.
func (b *Builder) fail(format string, args ...any) {
	if b.err == nil {
		b.err = fmt.Errorf("spirv builder: "+format, args...)
	}
}

// Err returns the first misuse recorded so far.
func (b *Builder) Err() error { return b.err }

// Capability declares a capability (once).
func (b *Builder) Capability(c Capability) {
	if !b.capSet[c] {
		b.capSet[c] = true
		b.caps = append(b.caps, c)
	}
}

// Name attaches a debug name (OpName) to id.
func (b *Builder) Name(id ID, name string) {
	b.names = append(b.names, Inst{Opcode: OpName, Operands: append([]uint32{uint32(id)}, stringWords(name)...)})
}

// ModuleProcessed adds OpModuleProcessed text: a note on the module that
// consumers may read and must otherwise ignore (kernels record their
// generator's parameters in one, for targets that replace the kernel).
func (b *Builder) ModuleProcessed(text string) {
	b.procs = append(b.procs, Inst{Opcode: OpModuleProcessed, Operands: stringWords(text)})
}

// Decorate adds OpDecorate id dec params....
func (b *Builder) Decorate(id ID, dec Decoration, params ...uint32) {
	b.decos = append(b.decos, Inst{Opcode: OpDecorate, Operands: append([]uint32{uint32(id), uint32(dec)}, params...)})
}

// declare emits a global instruction with a fresh result id.
func (b *Builder) declare(op Op, resultType ID, operands ...uint32) ID {
	id := b.newID()
	var w []uint32
	if resultType != 0 {
		w = append(w, uint32(resultType))
		b.typeOf[id] = resultType
	}
	w = append(w, uint32(id))
	w = append(w, operands...)
	b.globals = append(b.globals, Inst{Opcode: op, Operands: w})
	return id
}

func (b *Builder) typeDecl(key string, info typeInfo, op Op, operands ...uint32) ID {
	if id, ok := b.types[key]; ok {
		return id
	}
	id := b.declare(op, 0, operands...)
	info.op = op
	b.types[key] = id
	b.tinfo[id] = info
	return id
}

// Void returns OpTypeVoid.
func (b *Builder) Void() ID { return b.typeDecl("void", typeInfo{}, OpTypeVoid) }

// Bool returns OpTypeBool.
func (b *Builder) Bool() ID { return b.typeDecl("bool", typeInfo{}, OpTypeBool) }

// Int returns the integer type of the given width (8, 16, 32 or 64 bits).
// OpenCL modules have only signedness-0 integers; operations pick the sign.
func (b *Builder) Int(width uint32) ID {
	switch width {
	case 8:
		b.Capability(CapInt8)
	case 16:
		b.Capability(CapInt16)
	case 32:
	case 64:
		b.Capability(CapInt64)
	default:
		b.fail("unsupported integer width %d", width)
	}
	return b.typeDecl(fmt.Sprintf("i%d", width), typeInfo{width: width}, OpTypeInt, width, 0)
}

// Float returns the float type of the given width (16, 32 or 64 bits).
func (b *Builder) Float(width uint32) ID {
	switch width {
	case 16:
		b.Capability(CapFloat16)
	case 32:
	case 64:
		b.Capability(CapFloat64)
	default:
		b.fail("unsupported float width %d", width)
	}
	return b.typeDecl(fmt.Sprintf("f%d", width), typeInfo{width: width}, OpTypeFloat, width)
}

// Vector returns the vector type of n elements.
func (b *Builder) Vector(elem ID, n uint32) ID {
	return b.typeDecl(fmt.Sprintf("v%d_%d", n, elem), typeInfo{elem: elem, count: n}, OpTypeVector, uint32(elem), n)
}

// Array returns the array type of n elements (its length a uint constant).
func (b *Builder) Array(elem ID, n uint32) ID {
	length := b.ConstU32(n)
	return b.typeDecl(fmt.Sprintf("a%d_%d", n, elem), typeInfo{elem: elem, count: n}, OpTypeArray, uint32(elem), uint32(length))
}

// Pointer returns the pointer type to elem in storage class sc.
func (b *Builder) Pointer(sc StorageClass, elem ID) ID {
	return b.typeDecl(fmt.Sprintf("p%d_%d", sc, elem), typeInfo{elem: elem, storage: sc}, OpTypePointer, uint32(sc), uint32(elem))
}

// FuncType returns the function type ret(params...).
func (b *Builder) FuncType(ret ID, params ...ID) ID {
	key := fmt.Sprintf("fn%d", ret)
	w := []uint32{uint32(ret)}
	for _, p := range params {
		key += fmt.Sprintf("_%d", p)
		w = append(w, uint32(p))
	}
	return b.typeDecl(key, typeInfo{}, OpTypeFunction, w...)
}

// TypeOf returns the type of a value id (0 when unknown).
func (b *Builder) TypeOf(v ID) ID { return b.typeOf[v] }

// IsFloat reports whether t is a float type.
func (b *Builder) IsFloat(t ID) bool { return b.tinfo[t].op == OpTypeFloat }

// IsInt reports whether t is an integer type.
func (b *Builder) IsInt(t ID) bool { return b.tinfo[t].op == OpTypeInt }

// Width returns the bit width of a scalar int or float type.
func (b *Builder) Width(t ID) uint32 { return b.tinfo[t].width }

// Pointee returns the element type of a pointer type.
func (b *Builder) Pointee(ptr ID) ID { return b.tinfo[ptr].elem }

// constant returns a deduplicated OpConstant of type t with the given words.
func (b *Builder) constant(t ID, words ...uint32) ID {
	key := fmt.Sprintf("%d:%v", t, words)
	if id, ok := b.consts[key]; ok {
		return id
	}
	id := b.declare(OpConstant, t, words...)
	b.consts[key] = id
	return id
}

// ConstInt returns the integer constant v of integer type t (two's complement,
// truncated to the width).
func (b *Builder) ConstInt(t ID, v int64) ID {
	info := b.tinfo[t]
	if info.op != OpTypeInt {
		b.fail("ConstInt of non-integer type %d", t)
		return 0
	}
	u := uint64(v)
	if info.width == 64 {
		return b.constant(t, uint32(u), uint32(u>>32))
	}
	if info.width < 32 {
		u &= 1<<info.width - 1
	}
	return b.constant(t, uint32(u))
}

// ConstFloat returns the float constant v of float type t (rounded to the width).
func (b *Builder) ConstFloat(t ID, v float64) ID {
	switch b.tinfo[t].width {
	case 16:
		return b.constant(t, uint32(F32ToF16(float32(v))))
	case 32:
		return b.constant(t, math.Float32bits(float32(v)))
	case 64:
		u := math.Float64bits(v)
		return b.constant(t, uint32(u), uint32(u>>32))
	}
	b.fail("ConstFloat of non-float type %d", t)
	return 0
}

// ConstU32 returns a 32-bit integer constant.
func (b *Builder) ConstU32(v uint32) ID { return b.ConstInt(b.Int(32), int64(v)) }

// ConstU64 returns a 64-bit integer constant.
func (b *Builder) ConstU64(v uint64) ID { return b.ConstInt(b.Int(64), int64(v)) }

// ConstF32 returns a 32-bit float constant.
func (b *Builder) ConstF32(v float32) ID { return b.ConstFloat(b.Float(32), float64(v)) }

// ConstBool returns OpConstantTrue or OpConstantFalse.
func (b *Builder) ConstBool(v bool) ID {
	op, key := OpConstantFalse, "false"
	if v {
		op, key = OpConstantTrue, "true"
	}
	if id, ok := b.consts[key]; ok {
		return id
	}
	id := b.declare(op, b.Bool())
	b.consts[key] = id
	return id
}

// builtinVar returns the Input variable for a built-in, declaring it once with
// the type clang gives it (v3ulong per dimension, uint for scalars) and clang's name.
func (b *Builder) builtinVar(bi BuiltIn) ID {
	if id, ok := b.builtins[bi]; ok {
		return id
	}
	var t ID
	if bi.IsVector() {
		t = b.Vector(b.Int(64), 3)
	} else {
		t = b.Int(32)
	}
	id := b.declare(OpVariable, b.Pointer(StorageInput, t), uint32(StorageInput))
	b.builtins[bi] = id
	b.Name(id, "__spirv_BuiltIn"+bi.String())
	b.Decorate(id, DecorationBuiltIn, uint32(bi))
	return id
}

// WorkgroupArray declares workgroup (local) memory: an array of n elements of
// type elem, returned as a pointer to the array.
func (b *Builder) WorkgroupArray(name string, elem ID, n uint32) ID {
	arr := b.Array(elem, n)
	id := b.declare(OpVariable, b.Pointer(StorageWorkgroup, arr), uint32(StorageWorkgroup))
	if name != "" {
		b.Name(id, name)
	}
	return id
}

// Kernel starts an OpEntryPoint Kernel function with the given parameter types.
func (b *Builder) Kernel(name string, params ...ID) *Func {
	f := &Func{b: b, id: b.newID(), name: name, kernel: true, uses: map[ID]bool{}}
	f.typ = b.FuncType(b.Void(), params...)
	b.Name(f.id, name)
	for _, p := range params {
		pid := b.newID()
		b.typeOf[pid] = p
		f.params = append(f.params, pid)
	}
	f.cur = f.newBlock(b.newID())
	b.funcs = append(b.funcs, f)
	return f
}

// Module assembles the module in the logical layout order of the spec.
func (b *Builder) Module() (*Module, error) {
	if b.err != nil {
		return nil, b.err
	}
	m := &Module{Version: Version16, Generator: Generator}
	add := func(op Op, w ...uint32) { m.Insts = append(m.Insts, Inst{Opcode: op, Operands: w}) }
	for _, c := range b.caps {
		add(OpCapability, uint32(c))
	}
	add(OpExtInstImport, append([]uint32{uint32(b.clStd)}, stringWords("OpenCL.std")...)...)
	add(OpMemoryModel, addressingPhysical64, memoryModelOpenCL)
	for _, f := range b.funcs {
		w := []uint32{executionModelKernel, uint32(f.id)}
		w = append(w, stringWords(f.name)...)
		for _, g := range b.globalsUsedBy(f) {
			w = append(w, uint32(g))
		}
		add(OpEntryPoint, w...)
	}
	for _, f := range b.funcs {
		if f.localSize != [3]uint32{} {
			add(OpExecutionMode, uint32(f.id), ExecutionModeLocalSize, f.localSize[0], f.localSize[1], f.localSize[2])
		}
	}
	m.Insts = append(m.Insts, b.names...)
	m.Insts = append(m.Insts, b.procs...)
	m.Insts = append(m.Insts, b.decos...)
	m.Insts = append(m.Insts, b.globals...)
	for _, f := range b.funcs {
		insts, err := f.insts()
		if err != nil {
			return nil, err
		}
		m.Insts = append(m.Insts, insts...)
	}
	m.Bound = uint32(b.next)
	return m, nil
}

// Binary assembles and encodes the module (little-endian words).
func (b *Builder) Binary() ([]byte, error) {
	m, err := b.Module()
	if err != nil {
		return nil, err
	}
	return m.Encode()
}

// globalsUsedBy lists the global variables f references, in declaration order:
// SPIR-V 1.4+ entry points list every global they use in their interface.
func (b *Builder) globalsUsedBy(f *Func) []ID {
	var out []ID
	for _, in := range b.globals {
		if in.Opcode == OpVariable && f.uses[ID(in.Operands[1])] {
			out = append(out, ID(in.Operands[1]))
		}
	}
	return out
}

// F32ToF16 converts a float32 to IEEE half bits, rounding to nearest even.
func F32ToF16(f float32) uint16 {
	u := math.Float32bits(f)
	sign := uint16(u>>16) & 0x8000
	exp := int32(u>>23&0xff) - 127 + 15
	mant := u & 0x7fffff
	switch {
	case u&0x7fffffff == 0:
		return sign
	case u>>23&0xff == 0xff: // inf or NaN
		if mant != 0 {
			return sign | 0x7e00
		}
		return sign | 0x7c00
	case exp >= 0x1f:
		return sign | 0x7c00
	case exp <= 0:
		if exp < -10 {
			return sign
		}
		mant |= 0x800000
		shift := uint32(14 - exp)
		h := mant >> shift
		rem := mant & (1<<shift - 1)
		half := uint32(1) << (shift - 1)
		if rem > half || (rem == half && h&1 == 1) {
			h++
		}
		return sign | uint16(h)
	}
	h := uint32(exp)<<10 | mant>>13
	rem := mant & 0x1fff
	if rem > 0x1000 || (rem == 0x1000 && h&1 == 1) {
		h++
	}
	return sign | uint16(h)
}

// F16ToF32 converts IEEE half bits to float32.
func F16ToF32(h uint16) float32 {
	sign := uint32(h&0x8000) << 16
	exp := uint32(h>>10) & 0x1f
	mant := uint32(h) & 0x3ff
	switch {
	case exp == 0 && mant == 0:
		return math.Float32frombits(sign)
	case exp == 0:
		for mant&0x400 == 0 {
			mant <<= 1
			exp--
		}
		exp++
		mant &= 0x3ff
	case exp == 0x1f:
		return math.Float32frombits(sign | 0x7f800000 | mant<<13)
	}
	return math.Float32frombits(sign | (exp+127-15)<<23 | mant<<13)
}
