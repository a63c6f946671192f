package spirv

// Capability is a SPIR-V capability.
type Capability uint32

// Capabilities used by OpenCL compute modules.
const (
	CapAddresses      Capability = 4
	CapLinkage        Capability = 5
	CapKernel         Capability = 6
	CapVector16       Capability = 7
	CapFloat16Buffer  Capability = 8
	CapFloat16        Capability = 9
	CapFloat64        Capability = 10
	CapInt64          Capability = 11
	CapGroups         Capability = 18
	CapInt16          Capability = 22
	CapGenericPointer Capability = 38
	CapInt8           Capability = 39
)

// StorageClass is where a pointer points.
type StorageClass uint32

// Storage classes of OpenCL kernels.
const (
	StorageUniformConstant StorageClass = 0
	StorageInput           StorageClass = 1
	StorageWorkgroup       StorageClass = 4
	StorageCrossWorkgroup  StorageClass = 5
	StoragePrivate         StorageClass = 6
	StorageFunction        StorageClass = 7
	StorageGeneric         StorageClass = 8
)

// BuiltIn names a built-in variable.
type BuiltIn uint32

// OpenCL kernel built-ins. The 3-component ones are v3ulong Input variables in
// clang's output, the subgroup ones uint.
const (
	BuiltInNumWorkgroups             BuiltIn = 24
	BuiltInWorkgroupSize             BuiltIn = 25
	BuiltInWorkgroupID               BuiltIn = 26
	BuiltInLocalInvocationID         BuiltIn = 27
	BuiltInGlobalInvocationID        BuiltIn = 28
	BuiltInLocalInvocationIndex      BuiltIn = 29
	BuiltInWorkDim                   BuiltIn = 30
	BuiltInGlobalSize                BuiltIn = 31
	BuiltInEnqueuedWorkgroupSize     BuiltIn = 32
	BuiltInGlobalOffset              BuiltIn = 33
	BuiltInGlobalLinearID            BuiltIn = 34
	BuiltInSubgroupSize              BuiltIn = 36
	BuiltInSubgroupMaxSize           BuiltIn = 37
	BuiltInNumSubgroups              BuiltIn = 38
	BuiltInNumEnqueuedSubgroups      BuiltIn = 39
	BuiltInSubgroupID                BuiltIn = 40
	BuiltInSubgroupLocalInvocationID BuiltIn = 41
)

// IsVector reports whether the built-in is a 3-component vector (ids and sizes
// per dimension) rather than a scalar (subgroup queries, work dim, linear ids).
func (b BuiltIn) IsVector() bool {
	switch b {
	case BuiltInNumWorkgroups, BuiltInWorkgroupSize, BuiltInWorkgroupID, BuiltInLocalInvocationID,
		BuiltInGlobalInvocationID, BuiltInGlobalSize, BuiltInEnqueuedWorkgroupSize, BuiltInGlobalOffset:
		return true
	}
	return false
}

// String returns the built-in's grammar name.
func (b BuiltIn) String() string {
	if s := enumBuiltIn.valueName(uint32(b)); s != "" {
		return s
	}
	return "BuiltIn?"
}

// Decoration is a SPIR-V decoration.
type Decoration uint32

// Decorations the builder uses.
const (
	DecorationBuiltIn       Decoration = 11
	DecorationRestrict      Decoration = 19
	DecorationConstant      Decoration = 22
	DecorationFuncParamAttr Decoration = 38
	DecorationAlignment     Decoration = 44
)

// Scope is a SPIR-V execution or memory scope (an id operand's constant value).
type Scope uint32

// Scopes.
const (
	ScopeDevice    Scope = 1
	ScopeWorkgroup Scope = 2
	ScopeSubgroup  Scope = 3
)

// MemorySemantics bits.
const (
	SemanticsSequentiallyConsistent uint32 = 0x10
	SemanticsWorkgroupMemory        uint32 = 0x100
	SemanticsCrossWorkgroupMemory   uint32 = 0x200
)

// GroupOperation of the Groups-capability reductions.
type GroupOperation uint32

// Group operations.
const (
	GroupReduce        GroupOperation = 0
	GroupInclusiveScan GroupOperation = 1
	GroupExclusiveScan GroupOperation = 2
)

// Execution modes the builder emits.
const (
	ExecutionModeLocalSize      uint32 = 17
	ExecutionModeContractionOff uint32 = 31
)

// Other enum values the builder writes.
const (
	executionModelKernel  uint32 = 6
	addressingPhysical64  uint32 = 2
	memoryModelOpenCL     uint32 = 2
	functionControlNone   uint32 = 0
	memoryAccessAligned   uint32 = 2
	selectionControlNone  uint32 = 0
	loopControlNone       uint32 = 0
	sourceLanguageOpenCLC uint32 = 3
)

// CLInst is an OpenCL.std extended instruction number.
type CLInst uint32

// OpenCL.std instructions the kernels use (numbers from the OpenCL.std grammar).
const (
	CLAcos   CLInst = 0
	CLAsin   CLInst = 3
	CLAtan   CLInst = 6
	CLCeil   CLInst = 12
	CLCos    CLInst = 14
	CLCosh   CLInst = 15
	CLErf    CLInst = 18
	CLExp    CLInst = 19
	CLExp2   CLInst = 20
	CLExpm1  CLInst = 22
	CLFabs   CLInst = 23
	CLFloor  CLInst = 25
	CLFma    CLInst = 26
	CLFmax   CLInst = 27
	CLFmin   CLInst = 28
	CLFmod   CLInst = 29
	CLLog    CLInst = 37
	CLLog2   CLInst = 38
	CLLog1p  CLInst = 40
	CLPow    CLInst = 48
	CLRint   CLInst = 53
	CLRound  CLInst = 55
	CLRsqrt  CLInst = 56
	CLSin    CLInst = 57
	CLSinh   CLInst = 59
	CLSqrt   CLInst = 61
	CLTan    CLInst = 62
	CLTanh   CLInst = 63
	CLTrunc  CLInst = 66
	CLSAbs   CLInst = 141
	CLSMax   CLInst = 156
	CLUMax   CLInst = 157
	CLSMin   CLInst = 158
	CLUMin   CLInst = 159
	CLAcosh  CLInst = 1
	CLAsinh  CLInst = 4
	CLAtanh  CLInst = 8
	CLSign   CLInst = 103
	CLFclamp CLInst = 95
)

// String returns the OpenCL.std name of the instruction.
func (c CLInst) String() string {
	if s, ok := openCLStd[uint32(c)]; ok {
		return s
	}
	return "clinst?"
}
