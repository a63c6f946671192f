package mlirc

import (
	"fmt"
	"unsafe"

	"github.com/ebitengine/purego"
)

// The MLIR C API handle types (MlirContext, MlirModule, MlirOperation, ...)
// are structs of one pointer, which every supported ABI passes and returns
// exactly like a pointer, so the table below declares them as uintptr.
// MlirStringRef ({ptr, len}) is a real two-word struct and uses stringRef;
// MlirLogicalResult ({int8_t}) comes back in the low byte of the return
// register, hence int8.

// capi is the bound MLIR C API function table of one Library.
type capi struct {
	dialectRegistryCreate       func() uintptr
	dialectRegistryDestroy      func(registry uintptr)
	registerAllDialects         func(registry uintptr)
	registerAllPasses           func()
	registerAllLLVMTranslations func(ctx uintptr)

	contextCreateWithRegistry      func(registry uintptr, threading bool) uintptr
	contextDestroy                 func(ctx uintptr)
	contextAttachDiagnosticHandler func(ctx, handler, userData, deleteUserData uintptr) uint64

	diagnosticPrint       func(diag, cb, userData uintptr)
	diagnosticGetSeverity func(diag uintptr) int32
	diagnosticGetLocation func(diag uintptr) uintptr
	diagnosticGetNumNotes func(diag uintptr) int
	diagnosticGetNote     func(diag uintptr, pos int) uintptr
	locationPrint         func(loc, cb, userData uintptr)

	moduleCreateParse   func(ctx uintptr, src stringRef) uintptr
	moduleGetOperation  func(module uintptr) uintptr
	moduleFromOperation func(op uintptr) uintptr
	moduleDestroy       func(module uintptr)

	operationClone   func(op uintptr) uintptr
	operationDestroy func(op uintptr)
	operationPrint   func(op, cb, userData uintptr)
	operationVerify  func(op uintptr) bool

	bytecodeWriterConfigCreate             func() uintptr
	bytecodeWriterConfigDesiredEmitVersion func(cfg uintptr, version int64)
	bytecodeWriterConfigDestroy            func(cfg uintptr)
	operationWriteBytecodeWithConfig       func(op, cfg, cb, userData uintptr) int8

	passManagerCreate             func(ctx uintptr) uintptr
	passManagerDestroy            func(pm uintptr)
	passManagerGetAsOpPassManager func(pm uintptr) uintptr
	passManagerEnableVerifier     func(pm uintptr, enable bool)
	parsePassPipeline             func(opm uintptr, pipeline stringRef, cb, userData uintptr) int8
	passManagerRunOnOp            func(pm, op uintptr) int8

	translateModuleToLLVMIR func(op, llvmCtx uintptr) uintptr

	symbolTableCreate  func(op uintptr) uintptr
	symbolTableDestroy func(table uintptr)
	symbolTableLookup  func(table uintptr, name stringRef) uintptr

	transformOptionsCreate                     func() uintptr
	transformOptionsDestroy                    func(opts uintptr)
	transformOptionsEnableExpensiveChecks      func(opts uintptr, enable bool)
	transformOptionsEnforceSingleTopLevelTrans func(opts uintptr, enable bool)
	transformApplyNamedSequence                func(payload, root, module, opts uintptr) int8
}

func (c *capi) bind(h uintptr) error {
	return bindAll(h, []binding{
		{"mlirDialectRegistryCreate", &c.dialectRegistryCreate},
		{"mlirDialectRegistryDestroy", &c.dialectRegistryDestroy},
		{"mlirRegisterAllDialects", &c.registerAllDialects},
		{"mlirRegisterAllPasses", &c.registerAllPasses},
		{"mlirRegisterAllLLVMTranslations", &c.registerAllLLVMTranslations},
		{"mlirContextCreateWithRegistry", &c.contextCreateWithRegistry},
		{"mlirContextDestroy", &c.contextDestroy},
		{"mlirContextAttachDiagnosticHandler", &c.contextAttachDiagnosticHandler},
		{"mlirDiagnosticPrint", &c.diagnosticPrint},
		{"mlirDiagnosticGetSeverity", &c.diagnosticGetSeverity},
		{"mlirDiagnosticGetLocation", &c.diagnosticGetLocation},
		{"mlirDiagnosticGetNumNotes", &c.diagnosticGetNumNotes},
		{"mlirDiagnosticGetNote", &c.diagnosticGetNote},
		{"mlirLocationPrint", &c.locationPrint},
		{"mlirModuleCreateParse", &c.moduleCreateParse},
		{"mlirModuleGetOperation", &c.moduleGetOperation},
		{"mlirModuleFromOperation", &c.moduleFromOperation},
		{"mlirModuleDestroy", &c.moduleDestroy},
		{"mlirOperationClone", &c.operationClone},
		{"mlirOperationDestroy", &c.operationDestroy},
		{"mlirOperationPrint", &c.operationPrint},
		{"mlirOperationVerify", &c.operationVerify},
		{"mlirBytecodeWriterConfigCreate", &c.bytecodeWriterConfigCreate},
		{"mlirBytecodeWriterConfigDesiredEmitVersion", &c.bytecodeWriterConfigDesiredEmitVersion},
		{"mlirBytecodeWriterConfigDestroy", &c.bytecodeWriterConfigDestroy},
		{"mlirOperationWriteBytecodeWithConfig", &c.operationWriteBytecodeWithConfig},
		{"mlirPassManagerCreate", &c.passManagerCreate},
		{"mlirPassManagerDestroy", &c.passManagerDestroy},
		{"mlirPassManagerGetAsOpPassManager", &c.passManagerGetAsOpPassManager},
		{"mlirPassManagerEnableVerifier", &c.passManagerEnableVerifier},
		{"mlirParsePassPipeline", &c.parsePassPipeline},
		{"mlirPassManagerRunOnOp", &c.passManagerRunOnOp},
		{"mlirTranslateModuleToLLVMIR", &c.translateModuleToLLVMIR},
		{"mlirSymbolTableCreate", &c.symbolTableCreate},
		{"mlirSymbolTableDestroy", &c.symbolTableDestroy},
		{"mlirSymbolTableLookup", &c.symbolTableLookup},
		{"mlirTransformOptionsCreate", &c.transformOptionsCreate},
		{"mlirTransformOptionsDestroy", &c.transformOptionsDestroy},
		{"mlirTransformOptionsEnableExpensiveChecks", &c.transformOptionsEnableExpensiveChecks},
		{"mlirTransformOptionsEnforceSingleTopLevelTransformOp", &c.transformOptionsEnforceSingleTopLevelTrans},
		{"mlirTransformApplyNamedSequence", &c.transformApplyNamedSequence},
	})
}

// llvmAPI is the LLVM-C subset used to turn LLVM IR into an object file.
// libLLVM is a dependency of the MLIR library, so dlsym on its handle finds
// these symbols. Strings the caller must free come back as *byte.
type llvmAPI struct {
	getVersion func(major, minor, patch *uint32)

	contextCreate          func() uintptr
	contextDispose         func(ctx uintptr)
	disposeModule          func(m uintptr)
	printModuleToString    func(m uintptr) *byte
	disposeMessage         func(msg *byte)
	setTarget              func(m uintptr, triple string)
	setModuleDataLayout    func(m, dl uintptr)
	verifyModule           func(m uintptr, action int32, msg **byte) int32
	createTargetDataLayout func(tm uintptr) uintptr
	disposeTargetData      func(td uintptr)

	initX86TargetInfo func()
	initX86Target     func()
	initX86TargetMC   func()
	initX86AsmPrinter func()

	getDefaultTargetTriple func() *byte
	getHostCPUName         func() *byte
	getHostCPUFeatures     func() *byte
	getTargetFromTriple    func(triple string, target *uintptr, msg **byte) int32
	createTargetMachine    func(target uintptr, triple, cpu, features string, level, reloc, codeModel int32) uintptr
	disposeTargetMachine   func(tm uintptr)
	emitToMemoryBuffer     func(tm, m uintptr, fileType int32, msg **byte, out *uintptr) int32
	getBufferStart         func(buf uintptr) *byte
	getBufferSize          func(buf uintptr) uintptr
	disposeMemoryBuffer    func(buf uintptr)

	createPassBuilderOptions  func() uintptr
	disposePassBuilderOptions func(opts uintptr)
	runPasses                 func(m uintptr, passes string, tm, opts uintptr) uintptr
	getErrorMessage           func(err uintptr) *byte
	disposeErrorMessage       func(msg *byte)

	// IR builder subset for the packed entry point.
	getNamedFunction     func(m uintptr, name string) uintptr
	countParams          func(fn uintptr) uint32
	getParam             func(fn uintptr, i uint32) uintptr
	typeOf               func(v uintptr) uintptr
	globalGetValueType   func(g uintptr) uintptr
	getReturnType        func(fnTy uintptr) uintptr
	voidTypeInContext    func(ctx uintptr) uintptr
	int64TypeInContext   func(ctx uintptr) uintptr
	pointerTypeInContext func(ctx uintptr, addrSpace uint32) uintptr
	functionType         func(ret uintptr, params *uintptr, n uint32, varArg int32) uintptr
	addFunction          func(m uintptr, name string, fnTy uintptr) uintptr
	appendBasicBlock     func(ctx, fn uintptr, name string) uintptr
	createBuilder        func(ctx uintptr) uintptr
	positionBuilderAtEnd func(b, bb uintptr)
	disposeBuilder       func(b uintptr)
	constInt             func(ty uintptr, v uint64, signExtend int32) uintptr
	buildGEP2            func(b, ty, ptr uintptr, idx *uintptr, n uint32, name string) uintptr
	buildLoad2           func(b, ty, ptr uintptr, name string) uintptr
	buildCall2           func(b, fnTy, fn uintptr, args *uintptr, n uint32, name string) uintptr
	buildRetVoid         func(b uintptr) uintptr

	getFirstFunction func(m uintptr) uintptr
	getNextFunction  func(fn uintptr) uintptr
	isDeclaration    func(g uintptr) int32
	getLinkage       func(g uintptr) int32
	getValueName2    func(v uintptr, n *uintptr) *byte

	createMemoryBufferWithMemoryRangeCopy func(data unsafe.Pointer, n uintptr, name string) uintptr
	parseIRInContext                      func(ctx, buf uintptr, out *uintptr, msg **byte) int32
	linkModules2                          func(dest, src uintptr) int32

	contextSetDiagnosticHandler func(ctx, handler, userData uintptr)
	getDiagInfoDescription      func(info uintptr) *byte
	getDiagInfoSeverity         func(info uintptr) int32
}

func (a *llvmAPI) bind(h uintptr) error {
	return bindAll(h, []binding{
		{"LLVMGetVersion", &a.getVersion},
		{"LLVMContextCreate", &a.contextCreate},
		{"LLVMContextDispose", &a.contextDispose},
		{"LLVMDisposeModule", &a.disposeModule},
		{"LLVMPrintModuleToString", &a.printModuleToString},
		{"LLVMDisposeMessage", &a.disposeMessage},
		{"LLVMSetTarget", &a.setTarget},
		{"LLVMSetModuleDataLayout", &a.setModuleDataLayout},
		{"LLVMVerifyModule", &a.verifyModule},
		{"LLVMCreateTargetDataLayout", &a.createTargetDataLayout},
		{"LLVMDisposeTargetData", &a.disposeTargetData},
		{"LLVMInitializeX86TargetInfo", &a.initX86TargetInfo},
		{"LLVMInitializeX86Target", &a.initX86Target},
		{"LLVMInitializeX86TargetMC", &a.initX86TargetMC},
		{"LLVMInitializeX86AsmPrinter", &a.initX86AsmPrinter},
		{"LLVMGetDefaultTargetTriple", &a.getDefaultTargetTriple},
		{"LLVMGetHostCPUName", &a.getHostCPUName},
		{"LLVMGetHostCPUFeatures", &a.getHostCPUFeatures},
		{"LLVMGetTargetFromTriple", &a.getTargetFromTriple},
		{"LLVMCreateTargetMachine", &a.createTargetMachine},
		{"LLVMDisposeTargetMachine", &a.disposeTargetMachine},
		{"LLVMTargetMachineEmitToMemoryBuffer", &a.emitToMemoryBuffer},
		{"LLVMGetBufferStart", &a.getBufferStart},
		{"LLVMGetBufferSize", &a.getBufferSize},
		{"LLVMDisposeMemoryBuffer", &a.disposeMemoryBuffer},
		{"LLVMCreatePassBuilderOptions", &a.createPassBuilderOptions},
		{"LLVMDisposePassBuilderOptions", &a.disposePassBuilderOptions},
		{"LLVMRunPasses", &a.runPasses},
		{"LLVMGetErrorMessage", &a.getErrorMessage},
		{"LLVMDisposeErrorMessage", &a.disposeErrorMessage},
		{"LLVMGetNamedFunction", &a.getNamedFunction},
		{"LLVMCountParams", &a.countParams},
		{"LLVMGetParam", &a.getParam},
		{"LLVMTypeOf", &a.typeOf},
		{"LLVMGlobalGetValueType", &a.globalGetValueType},
		{"LLVMGetReturnType", &a.getReturnType},
		{"LLVMVoidTypeInContext", &a.voidTypeInContext},
		{"LLVMInt64TypeInContext", &a.int64TypeInContext},
		{"LLVMPointerTypeInContext", &a.pointerTypeInContext},
		{"LLVMFunctionType", &a.functionType},
		{"LLVMAddFunction", &a.addFunction},
		{"LLVMAppendBasicBlockInContext", &a.appendBasicBlock},
		{"LLVMCreateBuilderInContext", &a.createBuilder},
		{"LLVMPositionBuilderAtEnd", &a.positionBuilderAtEnd},
		{"LLVMDisposeBuilder", &a.disposeBuilder},
		{"LLVMConstInt", &a.constInt},
		{"LLVMBuildGEP2", &a.buildGEP2},
		{"LLVMBuildLoad2", &a.buildLoad2},
		{"LLVMBuildCall2", &a.buildCall2},
		{"LLVMBuildRetVoid", &a.buildRetVoid},
		{"LLVMGetFirstFunction", &a.getFirstFunction},
		{"LLVMGetNextFunction", &a.getNextFunction},
		{"LLVMIsDeclaration", &a.isDeclaration},
		{"LLVMGetLinkage", &a.getLinkage},
		{"LLVMGetValueName2", &a.getValueName2},
		{"LLVMCreateMemoryBufferWithMemoryRangeCopy", &a.createMemoryBufferWithMemoryRangeCopy},
		{"LLVMParseIRInContext", &a.parseIRInContext},
		{"LLVMLinkModules2", &a.linkModules2},
		{"LLVMContextSetDiagnosticHandler", &a.contextSetDiagnosticHandler},
		{"LLVMGetDiagInfoDescription", &a.getDiagInfoDescription},
		{"LLVMGetDiagInfoSeverity", &a.getDiagInfoSeverity},
	})
}

// binding names one C symbol and the Go function variable it fills.
type binding struct {
	name string
	fn   any
}

// bindAll resolves every symbol first, so a library that lacks one gives an
// error naming it instead of purego's panic.
func bindAll(h uintptr, bs []binding) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("bind MLIR C API: %v", r)
		}
	}()
	for _, b := range bs {
		addr, err := purego.Dlsym(h, b.name)
		if err != nil || addr == 0 {
			return fmt.Errorf("symbol %s missing (is this an MLIR 22 C API library built by `make build`?): %v", b.name, err)
		}
		purego.RegisterFunc(b.fn, addr)
	}
	return nil
}
