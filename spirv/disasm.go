package spirv

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// DisasmOptions selects the disassembly style.
type DisasmOptions struct {
	// RawIDs prints ids as numbers (spirv-dis --raw-id) instead of the friendly
	// names spirv-dis derives from OpName, built-ins, types and constants.
	RawIDs bool
}

// generatorTools names the registered generator tools spirv-dis knows by id.
var generatorTools = map[uint32]string{
	0: "Khronos", 1: "LunarG", 2: "Valve", 3: "Codeplay", 4: "NVIDIA", 5: "ARM",
	6: "Khronos LLVM/SPIR-V Translator", 7: "Khronos SPIR-V Tools Assembler",
	8: "Khronos Glslang Reference Front End", 9: "Qualcomm", 10: "AMD", 11: "Intel",
	12: "Imagination", 13: "Google Shaderc over Glslang", 14: "Google spiregg",
	15: "Google rspirv", 17: "Khronos SPIR-V Tools Linker", 21: "Google Clspv",
	22: "Google MLIR SPIR-V Serializer",
}

// Disassemble prints the module as spirv-dis (SPIRV-Tools) does by default:
// a header comment, then one instruction per line with result ids right-aligned
// before column 15 and friendly names (or raw ids with RawIDs).
func (m *Module) Disassemble(opts DisasmOptions) (string, error) {
	ops, err := m.Operands()
	if err != nil {
		return "", err
	}
	for i, in := range m.Insts {
		if _, known := instTable[uint16(in.Opcode)]; !known {
			return "", fmt.Errorf("spirv: disassemble: instruction %d: opcode %d is not in the grammar", i, in.Opcode)
		}
	}
	ctx := newOperandContext()
	// Replay the operand context so literals print with their types.
	for _, in := range m.Insts {
		if _, err := ctx.operands(in, m.Bound); err != nil {
			return "", err
		}
	}
	var names func(uint32) string
	if opts.RawIDs {
		names = func(id uint32) string { return strconv.FormatUint(uint64(id), 10) }
	} else {
		fn := friendlyNames(m, ops, ctx)
		names = func(id uint32) string {
			if n, ok := fn[id]; ok {
				return n
			}
			return strconv.FormatUint(uint64(id), 10)
		}
	}
	var sb strings.Builder
	tool := generatorTools[m.Generator>>16]
	if tool == "" {
		tool = fmt.Sprintf("Unknown(%d)", m.Generator>>16)
	}
	fmt.Fprintf(&sb, "; SPIR-V\n; Version: %d.%d\n; Generator: %s; %d\n; Bound: %d\n; Schema: %d\n",
		m.Version>>16&0xff, m.Version>>8&0xff, tool, m.Generator&0xffff, m.Bound, m.Schema)
	const indent = 15
	for i, in := range m.Insts {
		line := ops[i]
		var resultType uint32
		res := -1
		for j, o := range line {
			if o.Kind == KindIdResult {
				res = j
			}
			if o.Kind == KindIdResultType {
				resultType = o.Words[0]
			}
		}
		if res >= 0 {
			name := names(line[res].Words[0])
			if pad := indent - 4 - len(name); pad > 0 { // setw pads the "%"
				sb.WriteString(strings.Repeat(" ", pad))
			}
			sb.WriteString("%" + name + " = ")
		} else {
			sb.WriteString(strings.Repeat(" ", indent))
		}
		sb.WriteString(in.Opcode.String())
		for j, o := range line {
			if j == res {
				continue
			}
			sb.WriteByte(' ')
			s, err := operandText(o, line, resultType, ctx, names)
			if err != nil {
				return "", fmt.Errorf("spirv: disassemble: instruction %d (%s): %w", i, in.Opcode, err)
			}
			sb.WriteString(s)
		}
		sb.WriteByte('\n')
	}
	return sb.String(), nil
}

// operandText prints one operand.
func operandText(o Operand, line []Operand, resultType uint32, ctx *operandContext, names func(uint32) string) (string, error) {
	switch o.Kind {
	case KindIdResultType, KindIdRef, KindIdScope, KindIdMemorySemantics, KindIdResult:
		return "%" + names(o.Words[0]), nil
	case KindLiteralInteger:
		return strconv.FormatUint(uint64(o.Words[0]), 10), nil
	case KindLiteralString:
		s, _, err := literalString(o.Words, 0)
		if err != nil {
			return "", err
		}
		var sb strings.Builder
		sb.WriteByte('"')
		for i := 0; i < len(s); i++ {
			if s[i] == '"' || s[i] == '\\' {
				sb.WriteByte('\\')
			}
			sb.WriteByte(s[i])
		}
		sb.WriteByte('"')
		return sb.String(), nil
	case KindLiteralContextNumber:
		return numberText(o.Words, ctx.scalars[resultType]), nil
	case KindPairIdRefIdRef:
		return "%" + names(o.Words[0]) + " %" + names(o.Words[1]), nil
	case KindPairLiteralIdRef:
		sel := ctx.scalars[ctx.valueType[line[0].Words[0]]]
		n := len(o.Words) - 1
		return numberText(o.Words[:n], sel) + " %" + names(o.Words[n]), nil
	case KindLiteralExtInst:
		set := ctx.extSets[line[2].Words[0]]
		if set != "OpenCL.std" {
			return "", fmt.Errorf("extended instruction set %q is not supported", set)
		}
		name, ok := openCLStd[o.Words[0]]
		if !ok {
			return "", fmt.Errorf("unknown OpenCL.std instruction %d", o.Words[0])
		}
		return name, nil
	case KindLiteralSpecOp:
		return strings.TrimPrefix(Op(o.Words[0]).String(), "Op"), nil
	case KindEnum:
		return enumText(o.enum, o.Words[0])
	}
	return "", fmt.Errorf("operand kind %d", o.Kind)
}

// enumText prints an enum value or a mask ("Volatile|Aligned", "None" for 0).
func enumText(e *enumKind, v uint32) (string, error) {
	if !e.bitmask {
		if n := e.valueName(v); n != "" {
			return n, nil
		}
		return "", fmt.Errorf("unknown %s value %d", e.name, v)
	}
	if v == 0 {
		return e.valueName(0), nil
	}
	var parts []string
	for bit := uint32(1); v != 0 && bit != 0; bit <<= 1 {
		if v&bit == 0 {
			continue
		}
		v &^= bit
		n := e.valueName(bit)
		if n == "" {
			return "", fmt.Errorf("unknown %s bit %#x", e.name, bit)
		}
		parts = append(parts, n)
	}
	return strings.Join(parts, "|"), nil
}

// numberText prints a typed literal as SPIRV-Tools does: integers in decimal
// (signed types as signed), normal and zero floats with max_digits10
// significant digits, other floats (and every half) as hex floats.
func numberText(words []uint32, k scalarKind) string {
	var bits uint64
	for i, w := range words {
		bits |= uint64(w) << (32 * i)
	}
	if !k.float {
		if k.signed {
			if len(words) == 1 {
				return strconv.FormatInt(int64(int32(words[0])), 10)
			}
			return strconv.FormatInt(int64(bits), 10)
		}
		return strconv.FormatUint(bits, 10)
	}
	switch k.width {
	case 16:
		return hexFloat(bits&0xffff, 5, 10)
	case 64:
		f := math.Float64frombits(bits)
		if f == 0 || isNormal(bits, 11, 52) {
			return cFormatG(f, 17)
		}
		return hexFloat(bits, 11, 52)
	default:
		f := math.Float32frombits(uint32(bits))
		if f == 0 || isNormal(bits&0xffffffff, 8, 23) {
			return cFormatG(float64(f), 9)
		}
		return hexFloat(bits&0xffffffff, 8, 23)
	}
}

func isNormal(bits uint64, expBits, fracBits uint) bool {
	e := bits >> fracBits & (1<<expBits - 1)
	return e != 0 && e != 1<<expBits-1
}

// cFormatG formats like C++ ostream with the given precision and the default
// float field (%.{p}g).
func cFormatG(f float64, prec int) string {
	if f == 0 {
		if math.Signbit(f) {
			return "-0"
		}
		return "0"
	}
	s := strconv.FormatFloat(f, 'g', prec, 64)
	// Go's %g keeps at least two exponent digits like C; only trailing zeros differ.
	if i := strings.IndexByte(s, 'e'); i >= 0 {
		mant, exp := s[:i], s[i:]
		if strings.Contains(mant, ".") {
			mant = strings.TrimRight(strings.TrimRight(mant, "0"), ".")
		}
		return mant + exp
	}
	if strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	return s
}

// hexFloat prints a float as SPIRV-Tools' HexFloat: [-]0x1.<hex>p<+|->e with
// the fraction nibble-aligned, trailing zero nibbles dropped, and subnormals normalized.
func hexFloat(bits uint64, expBits, fracBits uint) string {
	sign := ""
	if bits>>(expBits+fracBits)&1 != 0 {
		sign = "-"
	}
	exponent := bits >> fracBits & (1<<expBits - 1)
	nibbles := (fracBits + 3) / 4
	overflow := nibbles*4 - fracBits
	fraction := (bits & (1<<fracBits - 1)) << overflow
	isZero := exponent == 0 && fraction == 0
	bias := int64(1)<<(expBits-1) - 1
	exp := int64(exponent) - bias
	if isZero {
		exp = 0
	}
	if exponent == 0 && !isZero {
		top := uint64(1) << (fracBits + overflow - 1)
		for fraction&top == 0 {
			fraction <<= 1
			exp--
		}
		fraction <<= 1
		fraction &= 1<<(fracBits+overflow) - 1
	}
	n := nibbles
	for n > 0 && fraction&0xf == 0 {
		fraction >>= 4
		n--
	}
	lead := "1"
	if isZero {
		lead = "0"
	}
	s := sign + "0x" + lead
	if n > 0 {
		s += "." + fmt.Sprintf("%0*x", n, fraction)
	}
	if exp >= 0 {
		s += "p+" + strconv.FormatInt(exp, 10)
	} else {
		s += "p" + strconv.FormatInt(exp, 10)
	}
	return s
}

// friendlyNames derives spirv-dis's friendly names: OpName strings, built-in
// names, type spellings (uint, v3ulong, _ptr_CrossWorkgroup_float ...),
// constants as <type>_<value>, otherwise the id number; sanitized and made
// unique with _0, _1 ... suffixes in module order.
func friendlyNames(m *Module, ops [][]Operand, ctx *operandContext) map[uint32]string {
	names := map[uint32]string{}
	used := map[string]bool{}
	save := func(id uint32, suggested string) {
		if _, ok := names[id]; ok {
			return
		}
		base := sanitize(suggested)
		name := base
		for i := 0; used[name]; i++ {
			name = base + "_" + strconv.Itoa(i)
		}
		used[name] = true
		names[id] = name
	}
	nameFor := func(id uint32) string {
		if n, ok := names[id]; ok {
			return n
		}
		return strconv.FormatUint(uint64(id), 10)
	}
	for i, in := range m.Insts {
		w := in.Operands
		line := ops[i]
		var result uint32
		for _, o := range line {
			if o.Kind == KindIdResult {
				result = o.Words[0]
			}
		}
		switch in.Opcode {
		case OpName:
			s, _, _ := literalString(w, 1)
			save(w[0], s)
		case OpDecorate:
			if w[1] == uint32(DecorationBuiltIn) && len(w) > 2 {
				if n := builtinFriendlyName(w[2]); n != "" {
					save(w[0], n)
				}
			}
		case OpTypeVoid:
			save(result, "void")
		case OpTypeBool:
			save(result, "bool")
		case OpTypeInt:
			var root, sign string
			switch w[1] {
			case 8:
				root = "char"
			case 16:
				root = "short"
			case 32:
				root = "int"
			case 64:
				root = "long"
			default:
				root, sign = strconv.FormatUint(uint64(w[1]), 10), "i"
			}
			if w[2] == 0 {
				sign = "u"
			}
			save(result, sign+root)
		case OpTypeFloat:
			switch w[1] {
			case 16:
				save(result, "half")
			case 32:
				save(result, "float")
			case 64:
				save(result, "double")
			default:
				save(result, "fp"+strconv.FormatUint(uint64(w[1]), 10))
			}
		case OpTypeVector:
			save(result, "v"+strconv.FormatUint(uint64(w[2]), 10)+nameFor(w[1]))
		case OpTypeMatrix:
			save(result, "mat"+strconv.FormatUint(uint64(w[2]), 10)+nameFor(w[1]))
		case OpTypeArray:
			save(result, "_arr_"+nameFor(w[1])+"_"+nameFor(w[2]))
		case OpTypeRuntimeArray:
			save(result, "_runtimearr_"+nameFor(w[1]))
		case OpTypePointer:
			save(result, "_ptr_"+enumStorageClass.valueName(w[1])+"_"+nameFor(w[2]))
		case OpTypePipe:
			save(result, "Pipe"+enumAccessQualifier.valueName(w[1]))
		case OpTypeEvent:
			save(result, "Event")
		case OpTypeDeviceEvent:
			save(result, "DeviceEvent")
		case OpTypeReserveId:
			save(result, "ReserveId")
		case OpTypeQueue:
			save(result, "Queue")
		case OpTypeOpaque:
			s, _, _ := literalString(w, 1)
			save(result, "Opaque_"+sanitize(s))
		case OpTypeStruct:
			save(result, "_struct_"+strconv.FormatUint(uint64(result), 10))
		case OpConstantTrue:
			save(result, "true")
		case OpConstantFalse:
			save(result, "false")
		case OpConstant:
			v := strings.ReplaceAll(numberText(w[2:], ctx.scalars[w[0]]), "-", "n")
			save(result, nameFor(w[0])+"_"+v)
		default:
			if result != 0 {
				if _, ok := names[result]; !ok {
					save(result, strconv.FormatUint(uint64(result), 10))
				}
			}
		}
	}
	return names
}

// sanitize maps characters outside [A-Za-z0-9_] to '_' ("" becomes "_").
func sanitize(s string) string {
	if s == "" {
		return "_"
	}
	b := []byte(s)
	for i, c := range b {
		if !(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
			b[i] = '_'
		}
	}
	return string(b)
}

// builtInGLNames are the built-ins spirv-dis names gl_<Name>, with its spellings.
var builtInGLNames = map[uint32]string{
	0: "gl_Position", 1: "gl_PointSize", 3: "gl_ClipDistance", 4: "gl_CullDistance",
	5: "gl_VertexID", 6: "gl_InstanceID", 7: "gl_PrimitiveID", 8: "gl_InvocationID",
	9: "gl_Layer", 10: "gl_ViewportIndex", 11: "gl_TessLevelOuter", 12: "gl_TessLevelInner",
	13: "gl_TessCoord", 14: "gl_PatchVertices", 15: "gl_FragCoord", 16: "gl_PointCoord",
	17: "gl_FrontFacing", 18: "gl_SampleID", 19: "gl_SamplePosition", 20: "gl_SampleMask",
	22: "gl_FragDepth", 23: "gl_HelperInvocation", 24: "gl_NumWorkGroups",
	25: "gl_WorkGroupSize", 26: "gl_WorkGroupID", 27: "gl_LocalInvocationID",
	28: "gl_GlobalInvocationID", 29: "gl_LocalInvocationIndex", 42: "gl_VertexIndex",
	43: "gl_InstanceIndex",
}

// builtinFriendlyName returns spirv-dis's name for a built-in decoration target.
func builtinFriendlyName(bi uint32) string {
	if n, ok := builtInGLNames[bi]; ok {
		return n
	}
	if bi >= 30 && bi <= 41 && bi != 35 {
		return enumBuiltIn.valueName(bi)
	}
	return ""
}
