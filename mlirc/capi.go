package mlirc

import (
	"fmt"
	"unsafe"

	"github.com/mgxport/mgxport/internal/dynlib"
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
	return bindAll(h, []dynlib.Sym{
		dynlib.Func("mlirDialectRegistryCreate", &c.dialectRegistryCreate),
		dynlib.Func("mlirDialectRegistryDestroy", &c.dialectRegistryDestroy),
		dynlib.Func("mlirRegisterAllDialects", &c.registerAllDialects),
		dynlib.Func("mlirRegisterAllPasses", &c.registerAllPasses),
		dynlib.Func("mlirRegisterAllLLVMTranslations", &c.registerAllLLVMTranslations),
		dynlib.Func("mlirContextCreateWithRegistry", &c.contextCreateWithRegistry),
		dynlib.Func("mlirContextDestroy", &c.contextDestroy),
		dynlib.Func("mlirContextAttachDiagnosticHandler", &c.contextAttachDiagnosticHandler),
		dynlib.Func("mlirDiagnosticPrint", &c.diagnosticPrint),
		dynlib.Func("mlirDiagnosticGetSeverity", &c.diagnosticGetSeverity),
		dynlib.Func("mlirDiagnosticGetLocation", &c.diagnosticGetLocation),
		dynlib.Func("mlirDiagnosticGetNumNotes", &c.diagnosticGetNumNotes),
		dynlib.Func("mlirDiagnosticGetNote", &c.diagnosticGetNote),
		dynlib.Func("mlirLocationPrint", &c.locationPrint),
		dynlib.Func("mlirModuleCreateParse", &c.moduleCreateParse),
		dynlib.Func("mlirModuleGetOperation", &c.moduleGetOperation),
		dynlib.Func("mlirModuleFromOperation", &c.moduleFromOperation),
		dynlib.Func("mlirModuleDestroy", &c.moduleDestroy),
		dynlib.Func("mlirOperationClone", &c.operationClone),
		dynlib.Func("mlirOperationDestroy", &c.operationDestroy),
		dynlib.Func("mlirOperationPrint", &c.operationPrint),
		dynlib.Func("mlirOperationVerify", &c.operationVerify),
		dynlib.Func("mlirBytecodeWriterConfigCreate", &c.bytecodeWriterConfigCreate),
		dynlib.Func("mlirBytecodeWriterConfigDesiredEmitVersion", &c.bytecodeWriterConfigDesiredEmitVersion),
		dynlib.Func("mlirBytecodeWriterConfigDestroy", &c.bytecodeWriterConfigDestroy),
		dynlib.Func("mlirOperationWriteBytecodeWithConfig", &c.operationWriteBytecodeWithConfig),
		dynlib.Func("mlirPassManagerCreate", &c.passManagerCreate),
		dynlib.Func("mlirPassManagerDestroy", &c.passManagerDestroy),
		dynlib.Func("mlirPassManagerGetAsOpPassManager", &c.passManagerGetAsOpPassManager),
		dynlib.Func("mlirPassManagerEnableVerifier", &c.passManagerEnableVerifier),
		dynlib.Func("mlirParsePassPipeline", &c.parsePassPipeline),
		dynlib.Func("mlirPassManagerRunOnOp", &c.passManagerRunOnOp),
		dynlib.Func("mlirTranslateModuleToLLVMIR", &c.translateModuleToLLVMIR),
		dynlib.Func("mlirSymbolTableCreate", &c.symbolTableCreate),
		dynlib.Func("mlirSymbolTableDestroy", &c.symbolTableDestroy),
		dynlib.Func("mlirSymbolTableLookup", &c.symbolTableLookup),
		dynlib.Func("mlirTransformOptionsCreate", &c.transformOptionsCreate),
		dynlib.Func("mlirTransformOptionsDestroy", &c.transformOptionsDestroy),
		dynlib.Func("mlirTransformOptionsEnableExpensiveChecks", &c.transformOptionsEnableExpensiveChecks),
		dynlib.Func("mlirTransformOptionsEnforceSingleTopLevelTransformOp", &c.transformOptionsEnforceSingleTopLevelTrans),
		dynlib.Func("mlirTransformApplyNamedSequence", &c.transformApplyNamedSequence),
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

	initAMDGPUTargetInfo func()
	initAMDGPUTarget     func()
	initAMDGPUTargetMC   func()
	initAMDGPUAsmPrinter func()

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
	setValueName2    func(v uintptr, name *byte, n uintptr)
	setLinkage       func(g uintptr, linkage int32)

	createMemoryBufferWithMemoryRangeCopy func(data unsafe.Pointer, n uintptr, name string) uintptr
	parseIRInContext                      func(ctx, buf uintptr, out *uintptr, msg **byte) int32
	linkModules2                          func(dest, src uintptr) int32

	contextSetDiagnosticHandler func(ctx, handler, userData uintptr)
	getDiagInfoDescription      func(info uintptr) *byte
	getDiagInfoSeverity         func(info uintptr) int32
}

func (a *llvmAPI) bind(h uintptr) error {
	return bindAll(h, []dynlib.Sym{
		dynlib.Func("LLVMGetVersion", &a.getVersion),
		dynlib.Func("LLVMContextCreate", &a.contextCreate),
		dynlib.Func("LLVMContextDispose", &a.contextDispose),
		dynlib.Func("LLVMDisposeModule", &a.disposeModule),
		dynlib.Func("LLVMPrintModuleToString", &a.printModuleToString),
		dynlib.Func("LLVMDisposeMessage", &a.disposeMessage),
		dynlib.Func("LLVMSetTarget", &a.setTarget),
		dynlib.Func("LLVMSetModuleDataLayout", &a.setModuleDataLayout),
		dynlib.Func("LLVMVerifyModule", &a.verifyModule),
		dynlib.Func("LLVMCreateTargetDataLayout", &a.createTargetDataLayout),
		dynlib.Func("LLVMDisposeTargetData", &a.disposeTargetData),
		dynlib.Func("LLVMInitializeX86TargetInfo", &a.initX86TargetInfo),
		dynlib.Func("LLVMInitializeX86Target", &a.initX86Target),
		dynlib.Func("LLVMInitializeX86TargetMC", &a.initX86TargetMC),
		dynlib.Func("LLVMInitializeX86AsmPrinter", &a.initX86AsmPrinter),
		dynlib.Func("LLVMInitializeAMDGPUTargetInfo", &a.initAMDGPUTargetInfo),
		dynlib.Func("LLVMInitializeAMDGPUTarget", &a.initAMDGPUTarget),
		dynlib.Func("LLVMInitializeAMDGPUTargetMC", &a.initAMDGPUTargetMC),
		dynlib.Func("LLVMInitializeAMDGPUAsmPrinter", &a.initAMDGPUAsmPrinter),
		dynlib.Func("LLVMGetDefaultTargetTriple", &a.getDefaultTargetTriple),
		dynlib.Func("LLVMGetHostCPUName", &a.getHostCPUName),
		dynlib.Func("LLVMGetHostCPUFeatures", &a.getHostCPUFeatures),
		dynlib.Func("LLVMGetTargetFromTriple", &a.getTargetFromTriple),
		dynlib.Func("LLVMCreateTargetMachine", &a.createTargetMachine),
		dynlib.Func("LLVMDisposeTargetMachine", &a.disposeTargetMachine),
		dynlib.Func("LLVMTargetMachineEmitToMemoryBuffer", &a.emitToMemoryBuffer),
		dynlib.Func("LLVMGetBufferStart", &a.getBufferStart),
		dynlib.Func("LLVMGetBufferSize", &a.getBufferSize),
		dynlib.Func("LLVMDisposeMemoryBuffer", &a.disposeMemoryBuffer),
		dynlib.Func("LLVMCreatePassBuilderOptions", &a.createPassBuilderOptions),
		dynlib.Func("LLVMDisposePassBuilderOptions", &a.disposePassBuilderOptions),
		dynlib.Func("LLVMRunPasses", &a.runPasses),
		dynlib.Func("LLVMGetErrorMessage", &a.getErrorMessage),
		dynlib.Func("LLVMDisposeErrorMessage", &a.disposeErrorMessage),
		dynlib.Func("LLVMGetNamedFunction", &a.getNamedFunction),
		dynlib.Func("LLVMCountParams", &a.countParams),
		dynlib.Func("LLVMGetParam", &a.getParam),
		dynlib.Func("LLVMTypeOf", &a.typeOf),
		dynlib.Func("LLVMGlobalGetValueType", &a.globalGetValueType),
		dynlib.Func("LLVMGetReturnType", &a.getReturnType),
		dynlib.Func("LLVMVoidTypeInContext", &a.voidTypeInContext),
		dynlib.Func("LLVMInt64TypeInContext", &a.int64TypeInContext),
		dynlib.Func("LLVMPointerTypeInContext", &a.pointerTypeInContext),
		dynlib.Func("LLVMFunctionType", &a.functionType),
		dynlib.Func("LLVMAddFunction", &a.addFunction),
		dynlib.Func("LLVMAppendBasicBlockInContext", &a.appendBasicBlock),
		dynlib.Func("LLVMCreateBuilderInContext", &a.createBuilder),
		dynlib.Func("LLVMPositionBuilderAtEnd", &a.positionBuilderAtEnd),
		dynlib.Func("LLVMDisposeBuilder", &a.disposeBuilder),
		dynlib.Func("LLVMConstInt", &a.constInt),
		dynlib.Func("LLVMBuildGEP2", &a.buildGEP2),
		dynlib.Func("LLVMBuildLoad2", &a.buildLoad2),
		dynlib.Func("LLVMBuildCall2", &a.buildCall2),
		dynlib.Func("LLVMBuildRetVoid", &a.buildRetVoid),
		dynlib.Func("LLVMGetFirstFunction", &a.getFirstFunction),
		dynlib.Func("LLVMGetNextFunction", &a.getNextFunction),
		dynlib.Func("LLVMIsDeclaration", &a.isDeclaration),
		dynlib.Func("LLVMGetLinkage", &a.getLinkage),
		dynlib.Func("LLVMGetValueName2", &a.getValueName2),
		dynlib.Func("LLVMSetValueName2", &a.setValueName2),
		dynlib.Func("LLVMSetLinkage", &a.setLinkage),
		dynlib.Func("LLVMCreateMemoryBufferWithMemoryRangeCopy", &a.createMemoryBufferWithMemoryRangeCopy),
		dynlib.Func("LLVMParseIRInContext", &a.parseIRInContext),
		dynlib.Func("LLVMLinkModules2", &a.linkModules2),
		dynlib.Func("LLVMContextSetDiagnosticHandler", &a.contextSetDiagnosticHandler),
		dynlib.Func("LLVMGetDiagInfoDescription", &a.getDiagInfoDescription),
		dynlib.Func("LLVMGetDiagInfoSeverity", &a.getDiagInfoSeverity),
	})
}

// bindAll binds every symbol of bs, naming all the missing ones at once.
func bindAll(h uintptr, bs []dynlib.Sym) error {
	if err := dynlib.Bind(h, bs); err != nil {
		return fmt.Errorf("bind MLIR C API: %w (is this an MLIR 22 C API library built by `make build`?)", err)
	}
	return nil
}
