package spirv

import (
	"strconv"
	"strings"
)

// This file holds the subset of the SPIR-V unified grammar (spirv.core.grammar.json
// and extinst.opencl.std.100.grammar.json) that OpenCL-flavour compute modules use:
// everything mgxport's builder emits and everything clang-22's spirv64-amd-amdhsa
// backend emits for compute kernels. The decoder checks operands against it and
// the disassembler prints with it. Opcodes outside it decode as raw words.

// OperandKind is the kind of one logical operand of an instruction.
type OperandKind uint8

// Operand kinds. The enum kinds (KindEnum) carry their value table in Operand.Enum.
const (
	KindIdResultType OperandKind = iota
	KindIdResult
	KindIdRef
	KindLiteralInteger
	KindLiteralString
	// KindLiteralContextNumber is a literal whose width follows the result type (OpConstant).
	KindLiteralContextNumber
	// KindLiteralExtInst is the instruction number of an OpExtInst.
	KindLiteralExtInst
	// KindLiteralSpecOp is the opcode operand of OpSpecConstantOp.
	KindLiteralSpecOp
	KindPairIdRefIdRef
	KindPairLiteralIdRef
	KindEnum
	// KindIdScope and KindIdMemorySemantics are ids (printed as ids) whose constant
	// value is a Scope or a MemorySemantics mask.
	KindIdScope
	KindIdMemorySemantics
)

// quantifier says how often an operand occurs.
type quantifier uint8

const (
	qOne quantifier = iota
	qOptional
	qVariadic
)

// operandSpec is one operand slot of an instruction's grammar.
type operandSpec struct {
	kind OperandKind
	enum *enumKind
	q    quantifier
}

// enumValue is one named value of an enum kind, with the operands that follow it.
type enumValue struct {
	name   string
	params []operandSpec
}

// enumKind is a value enum or a bit mask (bitmask true) of the grammar.
type enumKind struct {
	name    string
	bitmask bool
	values  map[uint32]enumValue
}

// instSpec is the grammar of one opcode.
type instSpec struct {
	name     string
	operands []operandSpec
}

// ValueName returns the grammar name of v in this kind, or "" when unknown.
func (e *enumKind) valueName(v uint32) string {
	if ev, ok := e.values[v]; ok {
		return ev.name
	}
	return ""
}

// mkEnum builds an enum kind from "Name=Value[:params]" entries; params use the
// same tokens as the opcode table (see parseOperands).
func mkEnum(name string, bitmask bool, deps []*enumKind, entries ...string) *enumKind {
	kinds := map[string]*enumKind{}
	for _, d := range deps {
		kinds[d.name] = d
	}
	e := &enumKind{name: name, bitmask: bitmask, values: map[uint32]enumValue{}}
	for _, ent := range entries {
		spec, params, _ := strings.Cut(ent, ":")
		n, v, ok := strings.Cut(spec, "=")
		if !ok {
			panic("spirv grammar: bad enum entry " + ent)
		}
		val, err := strconv.ParseUint(v, 0, 32)
		if err != nil {
			panic("spirv grammar: bad enum value " + ent)
		}
		e.values[uint32(val)] = enumValue{name: n, params: parseOperands(params, kinds)}
	}
	return e
}

// Enum kinds used by OpenCL compute modules.
var (
	enumCapability = mkEnum("Capability", false, nil,
		"Matrix=0", "Shader=1", "Geometry=2", "Tessellation=3", "Addresses=4", "Linkage=5",
		"Kernel=6", "Vector16=7", "Float16Buffer=8", "Float16=9", "Float64=10", "Int64=11",
		"Int64Atomics=12", "ImageBasic=13", "ImageReadWrite=14", "ImageMipmap=15", "Pipes=17",
		"Groups=18", "DeviceEnqueue=19", "LiteralSampler=20", "AtomicStorage=21", "Int16=22",
		"GenericPointer=38", "Int8=39", "SubgroupDispatch=58", "NamedBarrier=59",
		"PipeStorage=60", "GroupNonUniform=61", "GroupNonUniformVote=62",
		"GroupNonUniformArithmetic=63", "GroupNonUniformBallot=64",
		"GroupNonUniformShuffle=65", "GroupNonUniformShuffleRelative=66",
		"GroupNonUniformClustered=67", "GroupNonUniformQuad=68", "ExpectAssumeKHR=5629")
	enumAddressingModel = mkEnum("AddressingModel", false, nil,
		"Logical=0", "Physical32=1", "Physical64=2", "PhysicalStorageBuffer64=5348")
	enumMemoryModel = mkEnum("MemoryModel", false, nil,
		"Simple=0", "GLSL450=1", "OpenCL=2", "Vulkan=3")
	enumExecutionModel = mkEnum("ExecutionModel", false, nil,
		"Vertex=0", "TessellationControl=1", "TessellationEvaluation=2", "Geometry=3",
		"Fragment=4", "GLCompute=5", "Kernel=6")
	enumExecutionMode = mkEnum("ExecutionMode", false, nil,
		"LocalSize=17:L L L", "LocalSizeHint=18:L L L", "VecTypeHint=30:L",
		"ContractionOff=31", "Initializer=33", "Finalizer=34", "SubgroupSize=35:L",
		"SubgroupsPerWorkgroup=36:L", "SubgroupsPerWorkgroupId=37:I", "LocalSizeId=38:I I I",
		"LocalSizeHintId=39:I I I")
	enumSourceLanguage = mkEnum("SourceLanguage", false, nil,
		"Unknown=0", "ESSL=1", "GLSL=2", "OpenCL_C=3", "OpenCL_CPP=4", "HLSL=5",
		"CPP_for_OpenCL=6", "SYCL=7")
	enumStorageClass = mkEnum("StorageClass", false, nil,
		"UniformConstant=0", "Input=1", "Uniform=2", "Output=3", "Workgroup=4",
		"CrossWorkgroup=5", "Private=6", "Function=7", "Generic=8", "PushConstant=9",
		"AtomicCounter=10", "Image=11", "StorageBuffer=12")
	enumFunctionControl = mkEnum("FunctionControl", true, nil,
		"None=0", "Inline=1", "DontInline=2", "Pure=4", "Const=8")
	enumSelectionControl = mkEnum("SelectionControl", true, nil,
		"None=0", "Flatten=1", "DontFlatten=2")
	enumLoopControl = mkEnum("LoopControl", true, nil,
		"None=0", "Unroll=1", "DontUnroll=2", "DependencyInfinite=4", "DependencyLength=8:L",
		"MinIterations=16:L", "MaxIterations=32:L", "IterationMultiple=64:L",
		"PeelCount=128:L", "PartialCount=256:L")
	enumMemoryAccess = mkEnum("MemoryAccess", true, nil,
		"None=0", "Volatile=1", "Aligned=2:L", "Nontemporal=4", "MakePointerAvailable=8:I",
		"MakePointerVisible=16:I", "NonPrivatePointer=32")
	enumGroupOperation = mkEnum("GroupOperation", false, nil,
		"Reduce=0", "InclusiveScan=1", "ExclusiveScan=2", "ClusteredReduce=3")
	enumLinkageType    = mkEnum("LinkageType", false, nil, "Export=0", "Import=1", "LinkOnceODR=2")
	enumFPFastMathMode = mkEnum("FPFastMathMode", true, nil,
		"None=0", "NotNaN=1", "NotInf=2", "NSZ=4", "AllowRecip=8", "Fast=16")
	enumFPRoundingMode = mkEnum("FPRoundingMode", false, nil, "RTE=0", "RTZ=1", "RTP=2", "RTN=3")
	enumFuncParamAttr  = mkEnum("FunctionParameterAttribute", false, nil,
		"Zext=0", "Sext=1", "ByVal=2", "Sret=3", "NoAlias=4", "NoCapture=5", "NoWrite=6",
		"NoReadWrite=7")
	enumAccessQualifier = mkEnum("AccessQualifier", false, nil, "ReadOnly=0", "WriteOnly=1", "ReadWrite=2")
	enumBuiltIn         = mkEnum("BuiltIn", false, nil,
		"Position=0", "PointSize=1", "ClipDistance=3", "CullDistance=4", "VertexId=5",
		"InstanceId=6", "PrimitiveId=7", "InvocationId=8", "Layer=9", "ViewportIndex=10",
		"TessLevelOuter=11", "TessLevelInner=12", "TessCoord=13", "PatchVertices=14",
		"FragCoord=15", "PointCoord=16", "FrontFacing=17", "SampleId=18", "SamplePosition=19",
		"SampleMask=20", "FragDepth=22", "HelperInvocation=23", "NumWorkgroups=24",
		"WorkgroupSize=25", "WorkgroupId=26", "LocalInvocationId=27", "GlobalInvocationId=28",
		"LocalInvocationIndex=29", "WorkDim=30", "GlobalSize=31", "EnqueuedWorkgroupSize=32",
		"GlobalOffset=33", "GlobalLinearId=34", "SubgroupSize=36", "SubgroupMaxSize=37",
		"NumSubgroups=38", "NumEnqueuedSubgroups=39", "SubgroupId=40",
		"SubgroupLocalInvocationId=41", "VertexIndex=42", "InstanceIndex=43")
	enumDecoration = mkEnum("Decoration", false, []*enumKind{enumBuiltIn, enumFuncParamAttr, enumFPRoundingMode, enumFPFastMathMode, enumLinkageType},
		"RelaxedPrecision=0", "SpecId=1:L", "Block=2", "BufferBlock=3", "RowMajor=4",
		"ColMajor=5", "ArrayStride=6:L", "MatrixStride=7:L", "GLSLShared=8", "GLSLPacked=9",
		"CPacked=10", "BuiltIn=11:BuiltIn", "NoPerspective=13", "Flat=14", "Patch=15",
		"Centroid=16", "Sample=17", "Invariant=18", "Restrict=19", "Aliased=20",
		"Volatile=21", "Constant=22", "Coherent=23", "NonWritable=24", "NonReadable=25",
		"Uniform=26", "UniformId=27:IdScope", "SaturatedConversion=28", "Stream=29:L",
		"Location=30:L", "Component=31:L", "Index=32:L", "Binding=33:L",
		"DescriptorSet=34:L", "Offset=35:L", "XfbBuffer=36:L", "XfbStride=37:L",
		"FuncParamAttr=38:FunctionParameterAttribute", "FPRoundingMode=39:FPRoundingMode",
		"FPFastMathMode=40:FPFastMathMode", "LinkageAttributes=41:S LinkageType",
		"NoContraction=42", "InputAttachmentIndex=43:L", "Alignment=44:L",
		"MaxByteOffset=45:L", "AlignmentId=46:I", "MaxByteOffsetId=47:I",
		"NoSignedWrap=4469", "NoUnsignedWrap=4470")
)

// enumKinds maps the names used in the opcode table to enum kinds.
var enumKinds = func() map[string]*enumKind {
	m := map[string]*enumKind{}
	for _, e := range []*enumKind{enumCapability, enumAddressingModel, enumMemoryModel,
		enumExecutionModel, enumExecutionMode, enumSourceLanguage, enumStorageClass,
		enumFunctionControl, enumSelectionControl, enumLoopControl, enumMemoryAccess,
		enumGroupOperation, enumLinkageType, enumFPFastMathMode, enumFPRoundingMode,
		enumFuncParamAttr, enumAccessQualifier, enumBuiltIn, enumDecoration} {
		m[e.name] = e
	}
	return m
}()

// parseOperands turns a token list into operand specs. Tokens: T (result type),
// R (result id), I (id), L (literal integer), S (literal string), C (context-
// dependent literal), X (ext inst number), O (spec op opcode), PII (pair id id),
// PLI (pair literal id), IdScope, IdSem, or an enum kind name; a trailing ? makes
// the operand optional and * variadic.
func parseOperands(s string, kinds map[string]*enumKind) []operandSpec {
	var out []operandSpec
	for _, tok := range strings.Fields(s) {
		q := qOne
		switch {
		case strings.HasSuffix(tok, "?"):
			q, tok = qOptional, strings.TrimSuffix(tok, "?")
		case strings.HasSuffix(tok, "*"):
			q, tok = qVariadic, strings.TrimSuffix(tok, "*")
		}
		sp := operandSpec{q: q}
		switch tok {
		case "T":
			sp.kind = KindIdResultType
		case "R":
			sp.kind = KindIdResult
		case "I":
			sp.kind = KindIdRef
		case "L":
			sp.kind = KindLiteralInteger
		case "S":
			sp.kind = KindLiteralString
		case "C":
			sp.kind = KindLiteralContextNumber
		case "X":
			sp.kind = KindLiteralExtInst
		case "O":
			sp.kind = KindLiteralSpecOp
		case "PII":
			sp.kind = KindPairIdRefIdRef
		case "PLI":
			sp.kind = KindPairLiteralIdRef
		case "IdScope":
			sp.kind = KindIdScope
		case "IdSem":
			sp.kind = KindIdMemorySemantics
		default:
			sp.kind = KindEnum
			sp.enum = kinds[tok]
			if sp.enum == nil {
				panic("spirv grammar: unknown operand token " + tok)
			}
		}
		out = append(out, sp)
	}
	return out
}

// instTable is the grammar by opcode, built once from opcodeLines; read-only after.
var instTable = func() map[uint16]instSpec {
	t := make(map[uint16]instSpec, len(opcodeLines))
	for code, line := range opcodeLines {
		name, ops, _ := strings.Cut(line, " ")
		t[code] = instSpec{name: name, operands: parseOperands(ops, enumKinds)}
	}
	return t
}()

// opcodeLines is the opcode grammar: "OpName operand-tokens" by opcode number.
var opcodeLines = map[uint16]string{
	0: "OpNop", 1: "OpUndef T R", 2: "OpSourceContinued S",
	3: "OpSource SourceLanguage L I? S?", 4: "OpSourceExtension S", 5: "OpName I S",
	6: "OpMemberName I L S", 7: "OpString R S", 8: "OpLine I L L", 10: "OpExtension S",
	11: "OpExtInstImport R S", 12: "OpExtInst T R I X I*", 14: "OpMemoryModel AddressingModel MemoryModel",
	15: "OpEntryPoint ExecutionModel I S I*", 16: "OpExecutionMode I ExecutionMode",
	17: "OpCapability Capability", 19: "OpTypeVoid R", 20: "OpTypeBool R",
	21: "OpTypeInt R L L", 22: "OpTypeFloat R L", 23: "OpTypeVector R I L",
	24: "OpTypeMatrix R I L", 26: "OpTypeSampler R", 28: "OpTypeArray R I I",
	29: "OpTypeRuntimeArray R I", 30: "OpTypeStruct R I*", 31: "OpTypeOpaque R S",
	32: "OpTypePointer R StorageClass I", 33: "OpTypeFunction R I I*", 34: "OpTypeEvent R",
	35: "OpTypeDeviceEvent R", 36: "OpTypeReserveId R", 37: "OpTypeQueue R",
	38: "OpTypePipe R AccessQualifier", 39: "OpTypeForwardPointer I StorageClass",
	41: "OpConstantTrue T R", 42: "OpConstantFalse T R", 43: "OpConstant T R C",
	44: "OpConstantComposite T R I*", 46: "OpConstantNull T R", 48: "OpSpecConstantTrue T R",
	49: "OpSpecConstantFalse T R", 50: "OpSpecConstant T R C", 51: "OpSpecConstantComposite T R I*",
	52: "OpSpecConstantOp T R O I*", 54: "OpFunction T R FunctionControl I",
	55: "OpFunctionParameter T R", 56: "OpFunctionEnd", 57: "OpFunctionCall T R I I*",
	59: "OpVariable T R StorageClass I?", 61: "OpLoad T R I MemoryAccess?",
	62: "OpStore I I MemoryAccess?", 63: "OpCopyMemory I I MemoryAccess? MemoryAccess?",
	64: "OpCopyMemorySized I I I MemoryAccess? MemoryAccess?", 65: "OpAccessChain T R I I*",
	66: "OpInBoundsAccessChain T R I I*", 67: "OpPtrAccessChain T R I I I*",
	69: "OpGenericPtrMemSemantics T R I", 70: "OpInBoundsPtrAccessChain T R I I I*",
	71: "OpDecorate I Decoration", 72: "OpMemberDecorate I L Decoration",
	73: "OpDecorationGroup R", 74: "OpGroupDecorate I I*", 75: "OpGroupMemberDecorate I PII*",
	77: "OpVectorExtractDynamic T R I I", 78: "OpVectorInsertDynamic T R I I I",
	79: "OpVectorShuffle T R I I L*", 80: "OpCompositeConstruct T R I*",
	81: "OpCompositeExtract T R I L*", 82: "OpCompositeInsert T R I I L*",
	83: "OpCopyObject T R I", 109: "OpConvertFToU T R I", 110: "OpConvertFToS T R I",
	111: "OpConvertSToF T R I", 112: "OpConvertUToF T R I", 113: "OpUConvert T R I",
	114: "OpSConvert T R I", 115: "OpFConvert T R I", 116: "OpQuantizeToF16 T R I",
	117: "OpConvertPtrToU T R I", 118: "OpSatConvertSToU T R I", 119: "OpSatConvertUToS T R I",
	120: "OpConvertUToPtr T R I", 121: "OpPtrCastToGeneric T R I", 122: "OpGenericCastToPtr T R I",
	123: "OpGenericCastToPtrExplicit T R I StorageClass", 124: "OpBitcast T R I",
	126: "OpSNegate T R I", 127: "OpFNegate T R I", 128: "OpIAdd T R I I", 129: "OpFAdd T R I I",
	130: "OpISub T R I I", 131: "OpFSub T R I I", 132: "OpIMul T R I I", 133: "OpFMul T R I I",
	134: "OpUDiv T R I I", 135: "OpSDiv T R I I", 136: "OpFDiv T R I I", 137: "OpUMod T R I I",
	138: "OpSRem T R I I", 139: "OpSMod T R I I", 140: "OpFRem T R I I", 141: "OpFMod T R I I",
	142: "OpVectorTimesScalar T R I I", 148: "OpDot T R I I", 149: "OpIAddCarry T R I I",
	150: "OpISubBorrow T R I I", 151: "OpUMulExtended T R I I", 152: "OpSMulExtended T R I I",
	154: "OpAny T R I", 155: "OpAll T R I", 156: "OpIsNan T R I", 157: "OpIsInf T R I",
	158: "OpIsFinite T R I", 159: "OpIsNormal T R I", 160: "OpSignBitSet T R I",
	161: "OpLessOrGreater T R I I", 162: "OpOrdered T R I I", 163: "OpUnordered T R I I",
	164: "OpLogicalEqual T R I I", 165: "OpLogicalNotEqual T R I I", 166: "OpLogicalOr T R I I",
	167: "OpLogicalAnd T R I I", 168: "OpLogicalNot T R I", 169: "OpSelect T R I I I",
	170: "OpIEqual T R I I", 171: "OpINotEqual T R I I", 172: "OpUGreaterThan T R I I",
	173: "OpSGreaterThan T R I I", 174: "OpUGreaterThanEqual T R I I",
	175: "OpSGreaterThanEqual T R I I", 176: "OpULessThan T R I I", 177: "OpSLessThan T R I I",
	178: "OpULessThanEqual T R I I", 179: "OpSLessThanEqual T R I I",
	180: "OpFOrdEqual T R I I", 181: "OpFUnordEqual T R I I", 182: "OpFOrdNotEqual T R I I",
	183: "OpFUnordNotEqual T R I I", 184: "OpFOrdLessThan T R I I", 185: "OpFUnordLessThan T R I I",
	186: "OpFOrdGreaterThan T R I I", 187: "OpFUnordGreaterThan T R I I",
	188: "OpFOrdLessThanEqual T R I I", 189: "OpFUnordLessThanEqual T R I I",
	190: "OpFOrdGreaterThanEqual T R I I", 191: "OpFUnordGreaterThanEqual T R I I",
	194: "OpShiftRightLogical T R I I", 195: "OpShiftRightArithmetic T R I I",
	196: "OpShiftLeftLogical T R I I", 197: "OpBitwiseOr T R I I", 198: "OpBitwiseXor T R I I",
	199: "OpBitwiseAnd T R I I", 200: "OpNot T R I", 201: "OpBitFieldInsert T R I I I I",
	202: "OpBitFieldSExtract T R I I I", 203: "OpBitFieldUExtract T R I I I",
	204: "OpBitReverse T R I", 205: "OpBitCount T R I",
	224: "OpControlBarrier IdScope IdScope IdSem", 225: "OpMemoryBarrier IdScope IdSem",
	227: "OpAtomicLoad T R I IdScope IdSem", 228: "OpAtomicStore I IdScope IdSem I",
	229: "OpAtomicExchange T R I IdScope IdSem I",
	230: "OpAtomicCompareExchange T R I IdScope IdSem IdSem I I",
	232: "OpAtomicIIncrement T R I IdScope IdSem", 233: "OpAtomicIDecrement T R I IdScope IdSem",
	234: "OpAtomicIAdd T R I IdScope IdSem I", 235: "OpAtomicISub T R I IdScope IdSem I",
	236: "OpAtomicSMin T R I IdScope IdSem I", 237: "OpAtomicUMin T R I IdScope IdSem I",
	238: "OpAtomicSMax T R I IdScope IdSem I", 239: "OpAtomicUMax T R I IdScope IdSem I",
	240: "OpAtomicAnd T R I IdScope IdSem I", 241: "OpAtomicOr T R I IdScope IdSem I",
	242: "OpAtomicXor T R I IdScope IdSem I", 245: "OpPhi T R PII*",
	246: "OpLoopMerge I I LoopControl", 247: "OpSelectionMerge I SelectionControl",
	248: "OpLabel R", 249: "OpBranch I", 250: "OpBranchConditional I I I L*",
	251: "OpSwitch I I PLI*", 252: "OpKill", 253: "OpReturn", 254: "OpReturnValue I",
	255: "OpUnreachable", 256: "OpLifetimeStart I L", 257: "OpLifetimeStop I L",
	261: "OpGroupAll T R IdScope I", 262: "OpGroupAny T R IdScope I",
	263: "OpGroupBroadcast T R IdScope I I",
	264: "OpGroupIAdd T R IdScope GroupOperation I", 265: "OpGroupFAdd T R IdScope GroupOperation I",
	266: "OpGroupFMin T R IdScope GroupOperation I", 267: "OpGroupUMin T R IdScope GroupOperation I",
	268: "OpGroupSMin T R IdScope GroupOperation I", 269: "OpGroupFMax T R IdScope GroupOperation I",
	270: "OpGroupUMax T R IdScope GroupOperation I", 271: "OpGroupSMax T R IdScope GroupOperation I",
	317: "OpNoLine", 318: "OpAtomicFlagTestAndSet T R I IdScope IdSem",
	319: "OpAtomicFlagClear I IdScope IdSem", 330: "OpModuleProcessed S",
	331: "OpExecutionModeId I ExecutionMode", 332: "OpDecorateId I Decoration",
	333: "OpGroupNonUniformElect T R IdScope", 334: "OpGroupNonUniformAll T R IdScope I",
	335: "OpGroupNonUniformAny T R IdScope I", 337: "OpGroupNonUniformBroadcast T R IdScope I I",
	338: "OpGroupNonUniformBroadcastFirst T R IdScope I",
	339: "OpGroupNonUniformBallot T R IdScope I",
	345: "OpGroupNonUniformShuffle T R IdScope I I", 346: "OpGroupNonUniformShuffleXor T R IdScope I I",
	347: "OpGroupNonUniformShuffleUp T R IdScope I I", 348: "OpGroupNonUniformShuffleDown T R IdScope I I",
	349: "OpGroupNonUniformIAdd T R IdScope GroupOperation I I?",
	350: "OpGroupNonUniformFAdd T R IdScope GroupOperation I I?",
	351: "OpGroupNonUniformIMul T R IdScope GroupOperation I I?",
	352: "OpGroupNonUniformFMul T R IdScope GroupOperation I I?",
	353: "OpGroupNonUniformSMin T R IdScope GroupOperation I I?",
	354: "OpGroupNonUniformUMin T R IdScope GroupOperation I I?",
	355: "OpGroupNonUniformFMin T R IdScope GroupOperation I I?",
	356: "OpGroupNonUniformSMax T R IdScope GroupOperation I I?",
	357: "OpGroupNonUniformUMax T R IdScope GroupOperation I I?",
	358: "OpGroupNonUniformFMax T R IdScope GroupOperation I I?",
	359: "OpGroupNonUniformBitwiseAnd T R IdScope GroupOperation I I?",
	360: "OpGroupNonUniformBitwiseOr T R IdScope GroupOperation I I?",
	361: "OpGroupNonUniformBitwiseXor T R IdScope GroupOperation I I?",
	362: "OpGroupNonUniformLogicalAnd T R IdScope GroupOperation I I?",
	363: "OpGroupNonUniformLogicalOr T R IdScope GroupOperation I I?",
	364: "OpGroupNonUniformLogicalXor T R IdScope GroupOperation I I?",
	400: "OpCopyLogical T R I", 401: "OpPtrEqual T R I I", 402: "OpPtrNotEqual T R I I",
	403: "OpPtrDiff T R I I", 5630: "OpAssumeTrueKHR I", 5631: "OpExpectKHR T R I I",
}

// openCLStd names the OpenCL.std extended instructions by number.
var openCLStd = map[uint32]string{
	0: "acos", 1: "acosh", 2: "acospi", 3: "asin", 4: "asinh", 5: "asinpi", 6: "atan",
	7: "atan2", 8: "atanh", 9: "atanpi", 10: "atan2pi", 11: "cbrt", 12: "ceil",
	13: "copysign", 14: "cos", 15: "cosh", 16: "cospi", 17: "erfc", 18: "erf", 19: "exp",
	20: "exp2", 21: "exp10", 22: "expm1", 23: "fabs", 24: "fdim", 25: "floor", 26: "fma",
	27: "fmax", 28: "fmin", 29: "fmod", 30: "fract", 31: "frexp", 32: "hypot", 33: "ilogb",
	34: "ldexp", 35: "lgamma", 36: "lgamma_r", 37: "log", 38: "log2", 39: "log10",
	40: "log1p", 41: "logb", 42: "mad", 43: "maxmag", 44: "minmag", 45: "modf", 46: "nan",
	47: "nextafter", 48: "pow", 49: "pown", 50: "powr", 51: "remainder", 52: "remquo",
	53: "rint", 54: "rootn", 55: "round", 56: "rsqrt", 57: "sin", 58: "sincos", 59: "sinh",
	60: "sinpi", 61: "sqrt", 62: "tan", 63: "tanh", 64: "tanpi", 65: "tgamma", 66: "trunc",
	67: "half_cos", 68: "half_divide", 69: "half_exp", 70: "half_exp2", 71: "half_exp10",
	72: "half_log", 73: "half_log2", 74: "half_log10", 75: "half_powr", 76: "half_recip",
	77: "half_rsqrt", 78: "half_sin", 79: "half_sqrt", 80: "half_tan", 81: "native_cos",
	82: "native_divide", 83: "native_exp", 84: "native_exp2", 85: "native_exp10",
	86: "native_log", 87: "native_log2", 88: "native_log10", 89: "native_powr",
	90: "native_recip", 91: "native_rsqrt", 92: "native_sin", 93: "native_sqrt",
	94: "native_tan", 95: "fclamp", 96: "degrees", 97: "fmax_common", 98: "fmin_common",
	99: "mix", 100: "radians", 101: "step", 102: "smoothstep", 103: "sign", 104: "cross",
	105: "distance", 106: "length", 107: "normalize", 108: "fast_distance",
	109: "fast_length", 110: "fast_normalize", 141: "s_abs", 142: "s_abs_diff",
	143: "s_add_sat", 144: "u_add_sat", 145: "s_hadd", 146: "u_hadd", 147: "s_rhadd",
	148: "u_rhadd", 149: "s_clamp", 150: "u_clamp", 151: "clz", 152: "ctz",
	153: "s_mad_hi", 154: "u_mad_sat", 155: "s_mad_sat", 156: "s_max", 157: "u_max",
	158: "s_min", 159: "u_min", 160: "s_mul_hi", 161: "rotate", 162: "s_sub_sat",
	163: "u_sub_sat", 164: "u_upsample", 165: "s_upsample", 166: "popcount",
	167: "s_mad24", 168: "u_mad24", 169: "s_mul24", 170: "u_mul24", 171: "vloadn",
	172: "vstoren", 173: "vload_half", 174: "vload_halfn", 175: "vstore_half",
	176: "vstore_half_r", 177: "vstore_halfn", 178: "vstore_halfn_r", 179: "vloada_halfn",
	180: "vstorea_halfn", 181: "vstorea_halfn_r", 182: "shuffle", 183: "shuffle2",
	184: "printf", 185: "prefetch", 186: "bitselect", 187: "select", 201: "u_abs",
	202: "u_abs_diff", 203: "u_mul_hi", 204: "u_mad_hi",
}
