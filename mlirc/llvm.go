package mlirc

import (
	"errors"
	"fmt"
	"runtime"
	"strings"
	"unsafe"
)

// LLVM-C enum values (llvm-c/TargetMachine.h, llvm-c/Analysis.h).
const (
	llvmRelocPIC           = 2
	llvmCodeModelDefault   = 0
	llvmObjectFile         = 1
	llvmReturnStatusAction = 2
)

// goString copies a C string that LLVM allocated and frees it with free.
func goString(p *byte, free func(*byte)) string {
	if p == nil {
		return ""
	}
	n := 0
	for *(*byte)(unsafe.Add(unsafe.Pointer(p), n)) != 0 {
		n++
	}
	s := string(unsafe.Slice(p, n))
	if free != nil {
		free(p)
	}
	return s
}

// initTargets registers the X86 backend with LLVM's target registry. The
// LLVMInitializeNative* helpers are static inline in the headers, so the X86
// entry points are called by name. Only x86-64 host code is generated here.
func (l *Library) initTargets() {
	l.targetsOnce.Do(func() {
		l.llvm.initX86TargetInfo()
		l.llvm.initX86Target()
		l.llvm.initX86TargetMC()
		l.llvm.initX86AsmPrinter()
	})
}

// initAMDGPU registers the AMDGPU backend (code generation for the amdgcn
// triple of AMD GPU targets).
func (l *Library) initAMDGPU() {
	l.amdgpuOnce.Do(func() {
		l.llvm.initAMDGPUTargetInfo()
		l.llvm.initAMDGPUTarget()
		l.llvm.initAMDGPUTargetMC()
		l.llvm.initAMDGPUAsmPrinter()
	})
}

// TargetOptions selects the machine LLVM generates code for.
type TargetOptions struct {
	// Triple is the LLVM target triple; empty means LLVM's default (host).
	Triple string
	// CPU and Features are LLVM's names (e.g. "znver4", "+avx2,+fma");
	// empty means the machine this process runs on.
	CPU      string
	Features string
	// OptLevel is the code generator level, 0..3.
	OptLevel int
}

// HostTarget returns the options for the machine this process runs on:
// the default triple, the host CPU and its features, code generator level 2.
func (l *Library) HostTarget() TargetOptions {
	return TargetOptions{
		Triple:   goString(l.llvm.getDefaultTargetTriple(), l.llvm.disposeMessage),
		CPU:      goString(l.llvm.getHostCPUName(), l.llvm.disposeMessage),
		Features: goString(l.llvm.getHostCPUFeatures(), l.llvm.disposeMessage),
		OptLevel: 2,
	}
}

// TargetMachine generates position-independent object code for one target.
// Not safe for concurrent use: make one per worker.
type TargetMachine struct {
	lib  *Library
	ptr  uintptr
	opts TargetOptions
}

// NewTargetMachine creates a PIC target machine for opts; empty fields take
// the host's values.
func (l *Library) NewTargetMachine(opts TargetOptions) (*TargetMachine, error) {
	l.initTargets()
	if strings.HasPrefix(opts.Triple, "amdgcn") {
		l.initAMDGPU()
	}
	host := l.HostTarget()
	if opts.Triple == "" {
		opts.Triple = host.Triple
		if opts.CPU == "" {
			opts.CPU, opts.Features = host.CPU, host.Features
		}
	}
	if opts.OptLevel < 0 || opts.OptLevel > 3 {
		return nil, fmt.Errorf("target machine: optimization level %d outside 0..3", opts.OptLevel)
	}
	var target uintptr
	var msg *byte
	if l.llvm.getTargetFromTriple(opts.Triple, &target, &msg) != 0 {
		return nil, fmt.Errorf("target machine for %s: %s (mgxport generates code for x86-64 and amdgcn)",
			opts.Triple, goString(msg, l.llvm.disposeMessage))
	}
	tm := l.llvm.createTargetMachine(target, opts.Triple, opts.CPU, opts.Features,
		int32(opts.OptLevel), llvmRelocPIC, llvmCodeModelDefault)
	if tm == 0 {
		return nil, fmt.Errorf("target machine for %s (cpu %q): LLVMCreateTargetMachine failed", opts.Triple, opts.CPU)
	}
	return &TargetMachine{lib: l, ptr: tm, opts: opts}, nil
}

// Options returns the resolved options the machine was created with.
func (t *TargetMachine) Options() TargetOptions { return t.opts }

// Close disposes the target machine. Closing twice is harmless.
func (t *TargetMachine) Close() {
	if t.ptr != 0 {
		t.lib.llvm.disposeTargetMachine(t.ptr)
		t.ptr = 0
	}
}

// LLVMModule is an LLVM IR module with its own LLVM context, translated
// from an MLIR module in the LLVM dialect. Not safe for concurrent use.
type LLVMModule struct {
	lib  *Library
	ctx  uintptr // LLVMContextRef
	ptr  uintptr // LLVMModuleRef
	diag uintptr // sink handle of the LLVM context's diagnostics
	buf  *sink
}

// diagnostics returns and clears the LLVM diagnostics collected so far,
// as a suffix for an error message.
func (lm *LLVMModule) diagnostics() string {
	if lm.buf == nil || len(lm.buf.buf) == 0 {
		return ""
	}
	s := ": " + strings.TrimRight(string(lm.buf.buf), "\n")
	lm.buf.buf = lm.buf.buf[:0]
	return s
}

// TranslateToLLVMIR translates a module that is fully in the LLVM dialect
// (and dialects with LLVM IR translations) to LLVM IR.
func (m *Module) TranslateToLLVMIR() (*LLVMModule, error) {
	if err := m.lock(); err != nil {
		return nil, err
	}
	defer m.unlock()
	l := m.ctx.lib
	lctx := l.llvm.contextCreate()
	if lctx == 0 {
		return nil, errors.New("translate to LLVM IR: LLVMContextCreate returned null")
	}
	h, k := l.sinks.open()
	l.llvm.contextSetDiagnosticHandler(lctx, l.llvmCB, h)
	m.ctx.takeDiagnostics()
	mod := l.c.translateModuleToLLVMIR(m.op(), lctx)
	if mod == 0 {
		l.llvm.contextDispose(lctx)
		l.sinks.close(h)
		return nil, m.ctx.failure("translate to LLVM IR")
	}
	return &LLVMModule{lib: l, ctx: lctx, ptr: mod, diag: h, buf: k}, nil
}

// ParseLLVMModule parses LLVM IR, bitcode or text, into a module with its
// own LLVM context; name labels it in errors.
func (l *Library) ParseLLVMModule(name string, ir []byte) (*LLVMModule, error) {
	if len(ir) == 0 {
		return nil, fmt.Errorf("parse LLVM IR %s: empty", name)
	}
	a := &l.llvm
	lctx := a.contextCreate()
	if lctx == 0 {
		return nil, errors.New("parse LLVM IR: LLVMContextCreate returned null")
	}
	h, k := l.sinks.open()
	a.contextSetDiagnosticHandler(lctx, l.llvmCB, h)
	lm := &LLVMModule{lib: l, ctx: lctx, diag: h, buf: k}
	buf := a.createMemoryBufferWithMemoryRangeCopy(unsafe.Pointer(unsafe.SliceData(ir)), uintptr(len(ir)), name)
	runtime.KeepAlive(ir)
	var mod uintptr
	var msg *byte
	// LLVMParseIRInContext takes ownership of buf, success or not.
	if a.parseIRInContext(lctx, buf, &mod, &msg) != 0 {
		err := fmt.Errorf("parse LLVM IR %s: %s%s", name, goString(msg, a.disposeMessage), lm.diagnostics())
		a.contextDispose(lctx)
		l.sinks.close(h)
		return nil, err
	}
	lm.ptr = mod
	return lm, nil
}

// Close disposes the module and its LLVM context. Closing twice is harmless.
func (lm *LLVMModule) Close() {
	if lm.ptr != 0 {
		lm.lib.llvm.disposeModule(lm.ptr)
		lm.lib.llvm.contextDispose(lm.ctx)
		lm.lib.sinks.close(lm.diag)
		lm.ptr, lm.ctx = 0, 0
	}
}

// String prints the module as textual LLVM IR.
func (lm *LLVMModule) String() string {
	if lm.ptr == 0 {
		return "<closed>"
	}
	return goString(lm.lib.llvm.printModuleToString(lm.ptr), lm.lib.llvm.disposeMessage)
}

// retarget sets the module's triple and data layout to the target machine's.
func (lm *LLVMModule) retarget(tm *TargetMachine) {
	lm.lib.llvm.setTarget(lm.ptr, tm.opts.Triple)
	dl := lm.lib.llvm.createTargetDataLayout(tm.ptr)
	lm.lib.llvm.setModuleDataLayout(lm.ptr, dl)
	lm.lib.llvm.disposeTargetData(dl)
}

// Optimize retargets the module to tm and runs an LLVM new-pass-manager
// pipeline on it, e.g. "default<O2>".
func (lm *LLVMModule) Optimize(tm *TargetMachine, passes string) error {
	if lm.ptr == 0 || tm.ptr == 0 {
		return ErrClosed
	}
	lm.retarget(tm)
	opts := lm.lib.llvm.createPassBuilderOptions()
	defer lm.lib.llvm.disposePassBuilderOptions(opts)
	if e := lm.lib.llvm.runPasses(lm.ptr, passes, tm.ptr, opts); e != 0 {
		return fmt.Errorf("LLVM passes %q: %s%s", passes, goString(lm.lib.llvm.getErrorMessage(e), lm.lib.llvm.disposeErrorMessage), lm.diagnostics())
	}
	return nil
}

// EmitObject verifies the module, retargets it to tm and returns the bytes of
// a relocatable object file.
func (lm *LLVMModule) EmitObject(tm *TargetMachine) ([]byte, error) {
	if lm.ptr == 0 || tm.ptr == 0 {
		return nil, ErrClosed
	}
	l := lm.lib
	var msg *byte
	if l.llvm.verifyModule(lm.ptr, llvmReturnStatusAction, &msg) != 0 {
		return nil, fmt.Errorf("emit object: invalid LLVM IR: %s", goString(msg, l.llvm.disposeMessage))
	}
	goString(msg, l.llvm.disposeMessage) // LLVM allocates a message even on success
	lm.retarget(tm)
	var buf uintptr
	msg = nil
	if l.llvm.emitToMemoryBuffer(tm.ptr, lm.ptr, llvmObjectFile, &msg, &buf) != 0 {
		return nil, fmt.Errorf("emit object for %s: %s%s", tm.opts.Triple, goString(msg, l.llvm.disposeMessage), lm.diagnostics())
	}
	defer l.llvm.disposeMemoryBuffer(buf)
	start, n := l.llvm.getBufferStart(buf), l.llvm.getBufferSize(buf)
	out := make([]byte, n)
	if n > 0 {
		copy(out, unsafe.Slice(start, n))
	}
	runtime.KeepAlive(lm)
	return out, nil
}

// AddPackedEntry adds `void packed(void **args)` to the module, which loads
// args[0..n) and calls `void sym(void*, ..., void*)` with them. Callers that
// can pass only a few arguments directly (purego: 15) call kernels with more
// buffers through it. sym must be a defined function taking only pointers
// and returning void.
func (lm *LLVMModule) AddPackedEntry(sym, packed string) error {
	if lm.ptr == 0 {
		return ErrClosed
	}
	a := &lm.lib.llvm
	fn := a.getNamedFunction(lm.ptr, sym)
	if fn == 0 {
		return fmt.Errorf("packed entry: no function @%s in the LLVM module", sym)
	}
	if a.getNamedFunction(lm.ptr, packed) != 0 {
		return fmt.Errorf("packed entry: @%s already exists", packed)
	}
	ptrTy := a.pointerTypeInContext(lm.ctx, 0)
	voidTy := a.voidTypeInContext(lm.ctx)
	i64 := a.int64TypeInContext(lm.ctx)
	fnTy := a.globalGetValueType(fn)
	if a.getReturnType(fnTy) != voidTy {
		return fmt.Errorf("packed entry: @%s does not return void", sym)
	}
	n := a.countParams(fn)
	for i := range n {
		if a.typeOf(a.getParam(fn, i)) != ptrTy {
			return fmt.Errorf("packed entry: parameter %d of @%s is not a pointer", i, sym)
		}
	}
	params := []uintptr{ptrTy}
	wrapTy := a.functionType(voidTy, &params[0], 1, 0)
	wrap := a.addFunction(lm.ptr, packed, wrapTy)
	b := a.createBuilder(lm.ctx)
	defer a.disposeBuilder(b)
	a.positionBuilderAtEnd(b, a.appendBasicBlock(lm.ctx, wrap, "entry"))
	argv := a.getParam(wrap, 0)
	args := make([]uintptr, n+1) // +1 keeps &args[0] valid when n == 0
	for i := range n {
		idx := []uintptr{a.constInt(i64, uint64(i), 0)}
		slot := a.buildGEP2(b, ptrTy, argv, &idx[0], 1, "")
		args[i] = a.buildLoad2(b, ptrTy, slot, "")
	}
	a.buildCall2(b, fnTy, fn, &args[0], n, "")
	a.buildRetVoid(b)
	runtime.KeepAlive(params)
	runtime.KeepAlive(args)
	return nil
}

// llvmExternalLinkage is LLVMExternalLinkage of llvm-c/Core.h.
const llvmExternalLinkage = 0

// DefinedFunctions returns the names of the functions the module defines
// with external linkage: the entry points a shared object exports.
func (lm *LLVMModule) DefinedFunctions() []string {
	if lm.ptr == 0 {
		return nil
	}
	a := &lm.lib.llvm
	var names []string
	for fn := a.getFirstFunction(lm.ptr); fn != 0; fn = a.getNextFunction(fn) {
		if a.isDeclaration(fn) != 0 || a.getLinkage(fn) != llvmExternalLinkage {
			continue
		}
		var n uintptr
		p := a.getValueName2(fn, &n)
		if p == nil || n == 0 {
			continue
		}
		names = append(names, string(unsafe.Slice(p, n)))
	}
	return names
}

// DeclaresFunction reports whether the module declares (uses without
// defining) the named function.
func (lm *LLVMModule) DeclaresFunction(name string) bool {
	if lm.ptr == 0 {
		return false
	}
	fn := lm.lib.llvm.getNamedFunction(lm.ptr, name)
	return fn != 0 && lm.lib.llvm.isDeclaration(fn) != 0
}

// LinkIR parses textual LLVM IR into the module's context and links it into
// the module (definitions resolve the module's declarations). Runtime
// helpers the lowering calls are supplied this way, in process.
func (lm *LLVMModule) LinkIR(name, ir string) error {
	if lm.ptr == 0 {
		return ErrClosed
	}
	a := &lm.lib.llvm
	text := []byte(ir)
	if len(text) == 0 {
		return fmt.Errorf("link IR %s: empty", name)
	}
	buf := a.createMemoryBufferWithMemoryRangeCopy(unsafe.Pointer(unsafe.SliceData(text)), uintptr(len(text)), name)
	runtime.KeepAlive(text)
	var src uintptr
	var msg *byte
	// LLVMParseIRInContext takes ownership of buf, success or not.
	if a.parseIRInContext(lm.ctx, buf, &src, &msg) != 0 {
		return fmt.Errorf("parse IR %s: %s%s", name, goString(msg, a.disposeMessage), lm.diagnostics())
	}
	// LLVMLinkModules2 destroys src, success or not.
	if a.linkModules2(lm.ptr, src) != 0 {
		return fmt.Errorf("link IR %s into the kernel module failed%s", name, lm.diagnostics())
	}
	return nil
}

// llvmInternalLinkage is LLVMInternalLinkage of llvm-c/Core.h.
const llvmInternalLinkage = 8

// RenameDeclaration renames the function the module declares as from (an
// intrinsic such as llvm.exp.f32, or a library function) to to, so that
// its calls call to, which LinkIR may then define. The functions must have
// the same type (the caller's business). It reports whether the module
// declared from; to must not exist yet.
func (lm *LLVMModule) RenameDeclaration(from, to string) (bool, error) {
	if lm.ptr == 0 {
		return false, ErrClosed
	}
	a := &lm.lib.llvm
	fn := a.getNamedFunction(lm.ptr, from)
	if fn == 0 {
		return false, nil
	}
	if a.isDeclaration(fn) == 0 {
		return false, fmt.Errorf("rename @%s: the module defines it", from)
	}
	if a.getNamedFunction(lm.ptr, to) != 0 {
		return false, fmt.Errorf("rename @%s: @%s already exists", from, to)
	}
	name := []byte(to)
	a.setValueName2(fn, unsafe.SliceData(name), uintptr(len(name)))
	runtime.KeepAlive(name)
	return true, nil
}

// Internalize gives the named function defined in the module internal
// linkage: the optimizer may then inline it everywhere and drop it. A
// function the module does not define is an error.
func (lm *LLVMModule) Internalize(name string) error {
	if lm.ptr == 0 {
		return ErrClosed
	}
	a := &lm.lib.llvm
	fn := a.getNamedFunction(lm.ptr, name)
	if fn == 0 || a.isDeclaration(fn) != 0 {
		return fmt.Errorf("internalize @%s: the module does not define it", name)
	}
	a.setLinkage(fn, llvmInternalLinkage)
	return nil
}
