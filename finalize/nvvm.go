package finalize

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/transform"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// nvvmIdentityVersion changes whenever the NVIDIA path changes in a way
// its pipelines' text does not show (plan extraction, module merging).
const nvvmIdentityVersion = "mgxport-nvvm/1"

// NVVMOptions are the NVIDIA finalize's options.
type NVVMOptions struct {
	// Libdevice is the path of libdevice.10.bc, linked into kernels whose
	// math needs it (exp, log, tanh, erf, pow, sin, ...). Empty: such a
	// kernel is an error naming the flag. FindLibdevice resolves the
	// --libdevice flag and the CUDA toolkit's usual places.
	Libdevice string
	// Ptxas, when set, assembles the PTX into a cubin for the target's
	// arch (FindPtxas); PtxasID is its Identity, computed once.
	Ptxas   Ptxas
	PtxasID string
	// AllowTF32 lets fp32 contractions round their operands to TF32 and
	// use the matrix units (gpu_mma.go); the target row must have TF32
	// units. It is part of the compiler identity.
	AllowTF32 bool
}

// AllowTF32Flag is the command-line flag that allows TF32 contractions.
const AllowTF32Flag = "--allow-tf32"

// CheckTF32 reports whether TF32 contractions can be allowed on t: an
// error saying why not for a target without TF32 matrix units.
func CheckTF32(t target.Target) error {
	if t.TF32 {
		return nil
	}
	why := "its matrix units take no TF32 operands"
	switch t.Kind {
	case target.Host:
		why = "it runs on this CPU, which has no TF32 matrix units"
	case target.HIP:
		why = "AMD targets have no TF32 kernel in mgxport (only NVIDIA sm_80 and newer do)"
	}
	return fmt.Errorf("%s on target %s: %s; drop the flag to keep fp32 exact", AllowTF32Flag, t.Name, why)
}

// IsTF32Compiler reports whether a finalized object's compiler identity
// is a TF32 build's (nvvmIdentity).
func IsTF32Compiler(id string) bool { return strings.Contains(id, " tf32:") }

// nvvmIdentity is NVVMCompilerIdentity of a build that may (tf32) use
// the TF32 kernel: TF32 objects name the kernel's version and tilings,
// so they never share cache entries with exact ones.
func nvvmIdentity(lib *mlirc.Library, t target.Target, libdevice string, tf32 bool) string {
	id := NVVMCompilerIdentity(lib, t, libdevice)
	if tf32 {
		id += " tf32:" + kernelgen.TF32Identity()
	}
	return id
}

// LibdeviceFlag is the command-line flag that names libdevice.
const LibdeviceFlag = "--libdevice"

// FindLibdevice returns the libdevice to link: flag when given (it must
// exist), else $CUDA_PATH/nvvm/libdevice/libdevice.10.bc, else
// /usr/local/cuda/nvvm/libdevice/libdevice.10.bc; "" when none exists
// (kernels that need it then fail naming the flag).
func FindLibdevice(flag string) (string, error) {
	if flag != "" {
		if !isRegular(flag) {
			return "", fmt.Errorf("%s %s: no such file", LibdeviceFlag, flag)
		}
		return flag, nil
	}
	for _, p := range libdeviceCandidates() {
		if isRegular(p) {
			return p, nil
		}
	}
	return "", nil
}

func libdeviceCandidates() []string {
	var out []string
	if c := os.Getenv("CUDA_PATH"); c != "" {
		out = append(out, filepath.Join(c, "nvvm", "libdevice", "libdevice.10.bc"))
	}
	return append(out, "/usr/local/cuda/nvvm/libdevice/libdevice.10.bc")
}

func isRegular(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular()
}

// NVVMCompilerIdentity names everything that determines an NVIDIA code
// object's bytes besides its source: the path version, the MLIR library,
// a hash of every GPU pipeline and the default schedule, the target row
// (chip, features, triple) and the libdevice linked (its hash, or none).
func NVVMCompilerIdentity(lib *mlirc.Library, t target.Target, libdevice string) string {
	id, err := lib.Identity()
	if err != nil {
		id = "mlir-c/unidentified:" + err.Error()
	}
	ld := "none/builtin-math:" + deviceMathID()
	if libdevice != "" {
		if b, err := os.ReadFile(libdevice); err == nil {
			s := sha256.Sum256(b)
			ld = hex.EncodeToString(s[:])[:12]
		} else {
			ld = "unreadable"
		}
	}
	return fmt.Sprintf("%s %s pipelines:%s schedule:%s target:%s/%s/%s libdevice:%s",
		nvvmIdentityVersion, id, gpuPipelinesHash(t), kernelgen.DefaultGPUSchedule(t), t.Triple, t.Chip, t.Features, ld)
}

// CompileNVVM finalizes one portable kernel for an NVIDIA target: src is
// the kernel (SourceTOSA: the TOSA module of an mlir_bytecode object;
// SourceGPU: raise.GPU's module of an amdgcnspirv object), obj the
// portable object it came from (its Args; for SourceGPU its Global/Local).
// The result is a ptx object whose payload is the PTX text of every device
// kernel and whose Launches/Scratch are the plan one call runs. Each call
// makes and destroys its own MLIR context; NVVMWorker reuses one.
func CompileNVVM(ctx context.Context, lib *mlirc.Library, src []byte, kind SourceKind, t target.Target, obj *codeobj.Object, opts NVVMOptions) (*codeobj.Object, error) {
	w, err := NewNVVMWorker(lib)
	if err != nil {
		return nil, fmt.Errorf("compile %s: %w", t.Name, err)
	}
	defer w.Close()
	return w.Compile(ctx, src, kind, t, obj, opts)
}

// gpuWorker is the MLIR state one compiling goroutine owns on a GPU path:
// a context and the parsed pass managers and bufferization script. Every
// GPU target's worker embeds one and lowers TOSA kernels with its
// tosaToGPU. Not safe for concurrent use.
type gpuWorker struct {
	lib   *mlirc.Library
	ctx   *mlirc.Context
	pms   map[string]*mlirc.PassManager
	bufze *mlirc.Module
}

func newGPUWorker(lib *mlirc.Library) (gpuWorker, error) {
	c, err := lib.NewContext()
	if err != nil {
		return gpuWorker{}, err
	}
	return gpuWorker{lib: lib, ctx: c, pms: map[string]*mlirc.PassManager{}}, nil
}

// Close destroys the worker's context and everything in it.
func (w *gpuWorker) Close() { w.ctx.Close() }

func (w *gpuWorker) run(m *mlirc.Module, stage string, specs []string) error {
	p := host.PipelineString(specs)
	pm, ok := w.pms[p]
	if !ok {
		var err error
		if pm, err = w.ctx.NewPassManager(p); err != nil {
			return fmt.Errorf("%s: %w", stage, err)
		}
		w.pms[p] = pm
	}
	if err := pm.Run(m); err != nil {
		return fmt.Errorf("%s: %w", stage, err)
	}
	return nil
}

func (w *gpuWorker) transform(m *mlirc.Module, stage, script string, cached bool) error {
	var s *mlirc.Module
	if cached && w.bufze != nil {
		s = w.bufze
	} else {
		var err error
		if s, err = w.ctx.ParseString(script); err != nil {
			return fmt.Errorf("%s: parse script: %w", stage, err)
		}
		if cached {
			w.bufze = s
		} else {
			defer s.Close()
		}
	}
	if err := m.ApplyTransform(s, transform.Entry); err != nil {
		return fmt.Errorf("%s: %w", stage, err)
	}
	return nil
}

// step runs f unless ctx is done.
func step(ctx context.Context, f func() error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return f()
}

// tosaToGPU runs the stages every GPU target shares on a parsed TOSA
// kernel (gpu_pipeline.go lists them): TOSA → linalg, fusion,
// bufferization, the kernel's schedule for t, outlining, and one merged
// gpu.module whose kernels the host function launches. Each target then
// attaches itself and lowers the gpu.module. This is the one list of the
// shared stages.
func (w *gpuWorker) tosaToGPU(ctx context.Context, m *mlirc.Module, t target.Target, gemm kernelgen.Options) error {
	if err := w.tosaToMemref(ctx, m); err != nil {
		return err
	}
	return w.memrefToGPU(ctx, m, t, gemm)
}

// tosaToMemref is tosaToGPU's first half, which no schedule changes:
// TOSA to linalg, fused, bufferized, memref-level cleanups. A tuning
// trial starts from a clone of its result.
func (w *gpuWorker) tosaToMemref(ctx context.Context, m *mlirc.Module) error {
	steps := []func() error{
		func() error { return w.run(m, "tosa to linalg", host.TOSAToLinalgPipeline()) },
		func() error { return w.run(m, "fuse", GPULinalgPipeline()) },
		func() error { return w.transform(m, "bufferize", GPUBufferizeScript(), true) },
		func() error { return w.run(m, "memref", GPUMemrefPipeline()) },
	}
	for _, s := range steps {
		if err := step(ctx, s); err != nil {
			return err
		}
	}
	return nil
}

// memrefToGPU is tosaToGPU's second half: contractions take the GEMM
// kernel tiled as gemm says, every other op the default schedule, and the
// launches are outlined into one gpu.module.
func (w *gpuWorker) memrefToGPU(ctx context.Context, m *mlirc.Module, t target.Target, gemm kernelgen.Options) error {
	steps := []func() error{
		func() error {
			n, err := kernelgen.ReplaceContractions(m, gemm)
			if err != nil {
				return fmt.Errorf("contractions: %w", err)
			}
			if n == 0 {
				return nil
			}
			return w.run(m, "contractions", GPUInlinePipeline())
		},
		func() error {
			sched := kernelgen.DefaultGPUSchedule(t)
			script, err := sched.ScriptFor(m)
			if err != nil {
				return fmt.Errorf("schedule: %w", err)
			}
			if script == "" {
				return nil // every op was a contraction
			}
			return w.transform(m, "schedule "+sched.String(), script, false)
		},
		func() error { return sinkGlobals(m) },
		func() error { return w.run(m, "outline", GPUOutlinePipeline()) },
		func() error { return mergeGPUModules(m) },
	}
	for _, s := range steps {
		if err := step(ctx, s); err != nil {
			return err
		}
	}
	return nil
}

// gpuModule parses src and brings it to gpu.module form for t: a TOSA
// kernel through the shared stages (tosaToGPU, contractions as the
// target's default kernelgen.Options), a kernel raised from SPIR-V as it is.
// The caller closes the module.
func (w *gpuWorker) gpuModule(ctx context.Context, src []byte, kind SourceKind, t target.Target) (*mlirc.Module, error) {
	return w.gpuModuleWith(ctx, src, kind, t, kernelgen.OptionsFor(t))
}

// gpuModuleWith is gpuModule with the contractions' options.
func (w *gpuWorker) gpuModuleWith(ctx context.Context, src []byte, kind SourceKind, t target.Target, gemm kernelgen.Options) (*mlirc.Module, error) {
	if kind != SourceTOSA && kind != SourceGPU {
		return nil, fmt.Errorf("source kind %s has no GPU path", kind)
	}
	m, err := w.ctx.Parse(src)
	if err != nil {
		return nil, err
	}
	if kind == SourceTOSA {
		if err := w.tosaToGPU(ctx, m, t, gemm); err != nil {
			m.Close()
			return nil, err
		}
	}
	return m, nil
}

// NVVMWorker is the MLIR state one compiling goroutine owns for NVIDIA
// targets. Not safe for concurrent use; run one per worker as Compiler
// does for the host.
type NVVMWorker struct {
	gpuWorker
}

// NewNVVMWorker makes a worker with its own MLIR context.
func NewNVVMWorker(lib *mlirc.Library) (*NVVMWorker, error) {
	g, err := newGPUWorker(lib)
	if err != nil {
		return nil, err
	}
	return &NVVMWorker{gpuWorker: g}, nil
}

// Compile is CompileNVVM in the worker's context.
func (w *NVVMWorker) Compile(ctx context.Context, src []byte, kind SourceKind, t target.Target, obj *codeobj.Object, opts NVVMOptions) (*codeobj.Object, error) {
	if t.Kind != target.CUDA {
		return nil, fmt.Errorf("compile nvvm: target %s is not an NVIDIA target", t.Name)
	}
	if opts.AllowTF32 {
		if err := CheckTF32(t); err != nil {
			return nil, err
		}
	}
	out, err := w.compile(ctx, src, kind, t, obj, opts)
	if err != nil {
		return nil, fmt.Errorf("compile %s for %s (%s): %w", obj.Symbol, t.Name, kind, err)
	}
	return out, nil
}

func (w *NVVMWorker) compile(ctx context.Context, src []byte, kind SourceKind, t target.Target, obj *codeobj.Object, opts NVVMOptions) (*codeobj.Object, error) {
	o := kernelgen.OptionsFor(t)
	o.TF32 = opts.AllowTF32
	m, err := w.gpuModuleWith(ctx, src, kind, t, o)
	if err != nil {
		return nil, err
	}
	defer m.Close()
	return w.finish(ctx, m, kind, t, obj, opts)
}

// finish lowers m, in gpu.module form, to the finalized object of obj.
func (w *NVVMWorker) finish(ctx context.Context, m *mlirc.Module, kind SourceKind, t target.Target, obj *codeobj.Object, opts NVVMOptions) (*codeobj.Object, error) {
	if err := step(ctx, func() error { return w.run(m, "lower to nvvm", NVVMLowerPipeline(t)) }); err != nil {
		return nil, err
	}
	need, err := libdeviceCalls(m)
	if err != nil {
		return nil, err
	}
	libdevice, link := "", ""
	if len(need) > 0 {
		switch _, missing := deviceMathModule(need); {
		case opts.Libdevice != "":
			libdevice, link = opts.Libdevice, opts.Libdevice
		case len(missing) == 0:
			dir, err := host.TempDir("mgxport-nvvm")
			if err != nil {
				return nil, err
			}
			defer os.RemoveAll(dir)
			if link, err = writeDeviceMath(dir, need); err != nil {
				return nil, err
			}
		default:
			return nil, fmt.Errorf("the kernel's math needs libdevice (%s): pass %s PATH/libdevice.10.bc or set CUDA_PATH (looked in %s)",
				strings.Join(missing, ", "), LibdeviceFlag, strings.Join(libdeviceCandidates(), ", "))
		}
	}
	if err := step(ctx, func() error { return w.run(m, "serialize", NVVMSerializePipeline(link)) }); err != nil {
		return nil, err
	}
	ptx, launches, scratch, err := readPlan(m, kind, obj)
	if err != nil {
		return nil, err
	}
	for _, l := range launches {
		if !bytes.Contains(ptx, []byte(".entry "+l.Symbol+"(")) {
			return nil, fmt.Errorf("PTX has no entry %s", l.Symbol)
		}
	}
	if i := bytes.Index(ptx, []byte(".extern .func")); i >= 0 {
		end := bytes.IndexByte(ptx[i:], '\n')
		if end < 0 {
			end = len(ptx) - i
		}
		return nil, fmt.Errorf("PTX still calls an external function: %s", ptx[i:i+end])
	}
	fin := *obj
	fin.Format, fin.Target, fin.Payload = codeobj.PTX, t.Name, ptx
	fin.Source = obj.ID()
	fin.Compiler = nvvmIdentity(w.lib, t, libdevice, opts.AllowTF32)
	if opts.Ptxas.Path != "" {
		cubin, err := opts.Ptxas.assemble(ctx, t.Chip, ptx, launchSymbols(launches))
		if err != nil {
			return nil, err
		}
		fin.Format, fin.Payload = codeobj.Cubin, cubin
		fin.Compiler += " " + opts.PtxasID
	}
	fin.Launches, fin.Scratch = launches, scratch
	fin.Args = slices.Clone(obj.Args)
	if kind == SourceTOSA {
		fin.Global, fin.Local = [3]int64{}, [3]int64{}
	}
	if err := fin.Validate(); err != nil {
		return nil, err
	}
	return &fin, nil
}

// NVVMLowerPipeline is NVVMPipeline without its serialization: the
// gpu.modules in the LLVM dialect with NVVM ops, for t.
func NVVMLowerPipeline(t target.Target) []string {
	p := NVVMPipeline(t, "")
	return p[:len(p)-1]
}

// NVVMSerializePipeline is NVVMPipeline's serialization to PTX, linking
// the device library link (libdevice or the built-in device math) when
// given.
func NVVMSerializePipeline(link string) []string {
	if link == "" {
		return []string{"gpu-module-to-binary{format=isa}"}
	}
	return []string{"gpu-module-to-binary{format=isa l=" + link + "}"}
}

// libdeviceCalls lists the libdevice functions (__nv_*) the lowered
// gpu.modules declare, sorted.
func libdeviceCalls(m *mlirc.Module) ([]string, error) {
	seen := map[string]bool{}
	err := m.Inspect(func(root mlirc.Op) error {
		root.Walk(func(op mlirc.Op) bool {
			if op.Name() != "llvm.func" {
				return true
			}
			if n, ok := op.Attr("sym_name").Str(); ok && strings.HasPrefix(n, "__nv_") {
				seen[n] = true
			}
			return false
		})
		return nil
	})
	var out []string
	for n := range seen {
		out = append(out, n)
	}
	sort.Strings(out)
	return out, err
}

// mergeGPUModules moves the kernel of every outlined gpu.module into the
// first one, renamed after its module (outlining names every kernel after
// the host function), repoints the gpu.launch_func ops and erases the
// emptied modules: one module, one PTX payload.
func mergeGPUModules(m *mlirc.Module) error {
	return m.Edit(func(root mlirc.Op) error {
		var mods, launches []mlirc.Op
		for _, op := range root.Ops(0) {
			switch op.Name() {
			case "gpu.module":
				mods = append(mods, op)
			case "func.func":
				op.Walk(func(o mlirc.Op) bool {
					if o.Name() == "gpu.launch_func" {
						launches = append(launches, o)
					}
					return true
				})
			}
		}
		if len(mods) == 0 {
			return errors.New("outline: no gpu.module (the schedule made no gpu.launch)")
		}
		first, _ := mods[0].Attr("sym_name").Str()
		rename := map[[2]string]string{} // (module, func) → new func name
		for _, mod := range mods {
			name, _ := mod.Attr("sym_name").Str()
			for _, f := range mod.Ops(0) {
				if f.Name() != "gpu.func" {
					continue
				}
				fn, _ := f.Attr("sym_name").Str()
				rename[[2]string{name, fn}] = name
				f.SetAttr("sym_name", f.StrAttr(name))
				if mod != mods[0] {
					f.MoveInto(mods[0])
				}
			}
		}
		for _, l := range launches {
			k := l.Attr("kernel")
			r, ok1 := k.SymbolRoot()
			f, ok2 := k.SymbolLeaf()
			n, ok3 := rename[[2]string{r, f}]
			if !ok1 || !ok2 || !ok3 {
				return fmt.Errorf("outline: gpu.launch_func of unknown kernel %s", k)
			}
			l.SetAttr("kernel", l.SymbolRef(first, n))
		}
		for _, mod := range mods[1:] {
			mod.Erase()
		}
		return copyGlobals(root, mods[0])
	})
}

// copyGlobals copies into mod every memref.global of root that a kernel
// of mod reads (sinkGlobals moved the reads into the launches; the
// outliner does not copy the globals with them).
func copyGlobals(root, mod mlirc.Op) error {
	globals := map[string]mlirc.Op{}
	for _, op := range root.Ops(0) {
		if op.Name() == "memref.global" {
			name, _ := op.Attr("sym_name").Str()
			globals[name] = op
		}
	}
	have := map[string]bool{}
	var need []string
	for _, op := range mod.Ops(0) {
		if op.Name() == "memref.global" {
			name, _ := op.Attr("sym_name").Str()
			have[name] = true
		}
		op.Walk(func(o mlirc.Op) bool {
			if o.Name() == "memref.get_global" {
				if name, ok := o.Attr("name").SymbolRoot(); ok && !have[name] {
					have[name] = true
					need = append(need, name)
				}
			}
			return true
		})
	}
	for _, name := range need {
		g, ok := globals[name]
		if !ok {
			return fmt.Errorf("outline: a kernel reads memref.global @%s, which the module does not define", name)
		}
		g.Clone().InsertBefore(mod.Ops(0)[0])
	}
	return nil
}

// readPlan reads the serialized module: the binary (PTX, or the ROCDL
// path's LLVM bitcode) of its one gpu.binary and,
// for SourceTOSA, the launch plan of its host function; for SourceGPU the
// one kernel launched with obj's Global/Local.
func readPlan(m *mlirc.Module, kind SourceKind, obj *codeobj.Object) (ptx []byte, launches []codeobj.Launch, scratch []int64, err error) {
	err = m.Inspect(func(root mlirc.Op) error {
		var host []mlirc.Op
		for _, op := range root.Ops(0) {
			switch op.Name() {
			case "gpu.binary":
				if ptx != nil {
					return errors.New("more than one gpu.binary")
				}
				objs, ok := op.Attr("objects").Elems()
				if !ok || len(objs) != 1 {
					return fmt.Errorf("gpu.binary with objects %s: want one", op.Attr("objects"))
				}
				b, ok := objs[0].GPUObject()
				if !ok {
					return fmt.Errorf("gpu.binary object %s is not a #gpu.object", objs[0])
				}
				ptx = b
			case "func.func":
				host = append(host, op)
			}
		}
		if ptx == nil {
			return errors.New("serialization made no gpu.binary")
		}
		if kind == SourceGPU {
			l, err := gpuLaunch(obj)
			launches = []codeobj.Launch{l}
			return err
		}
		if len(host) != 1 {
			return fmt.Errorf("%d host functions, want 1", len(host))
		}
		launches, scratch, err = hostPlan(host[0], len(obj.Args))
		return err
	})
	return ptx, launches, scratch, err
}

// gpuLaunch is the plan of a raised SPIR-V kernel: grid Global/Local,
// block Local, the object's arguments in order.
func gpuLaunch(obj *codeobj.Object) (codeobj.Launch, error) {
	l := codeobj.Launch{Symbol: obj.Symbol}
	for d := range 3 {
		g, b := max(obj.Global[d], 1), max(obj.Local[d], 1)
		if g%b != 0 {
			return l, fmt.Errorf("global size %v is not a multiple of local size %v", obj.Global, obj.Local)
		}
		l.Grid[d], l.Block[d] = g/b, b
	}
	for i := range obj.Args {
		l.Args = append(l.Args, i)
	}
	return l, nil
}

// launchFuncSegments is gpu.launch_func's operand segment count in MLIR
// 22: async dependencies, grid x/y/z, block x/y/z, cluster x/y/z, dynamic
// shared memory, kernel operands, async object.
const launchFuncSegments = 13

// hostPlan reads the host function: every gpu.launch_func in order (sizes
// from constants, parameters traced to function arguments or scratch
// allocations through view ops), every memref.alloc a scratch buffer.
// Anything else that runs on the host is an error naming it.
func hostPlan(fn mlirc.Op, nargs int) ([]codeobj.Launch, []int64, error) {
	body := fn.Ops(0)
	if got := fn.NumArgs(0); got != nargs {
		return nil, nil, fmt.Errorf("host function has %d parameters, the object %d arguments", got, nargs)
	}
	argBytes := make([]int64, nargs)
	for i := range nargs {
		argBytes[i] = memrefBytes(fn.Arg(0, i).Type())
	}
	copied := map[int]bool{}
	allocs := map[mlirc.Op]int{}
	var scratch []int64
	var launches []codeobj.Launch
	for _, op := range body {
		switch name := op.Name(); name {
		case "arith.constant", "memref.dealloc", "func.return",
			"memref.expand_shape", "memref.collapse_shape", "memref.cast", "memref.subview":
		case "memref.alloc":
			t := op.Result(0).Type()
			n := memrefBytes(t)
			if n < 0 {
				return nil, nil, fmt.Errorf("scratch buffer of type %s", t)
			}
			allocs[op] = nargs + len(scratch)
			scratch = append(scratch, n)
		case "gpu.launch_func":
			l, err := launchOf(op, fn, allocs)
			if err != nil {
				return nil, nil, err
			}
			for _, a := range l.Args {
				if copied[a] {
					return nil, nil, fmt.Errorf("launch %s uses a buffer after it was copied out", l.Symbol)
				}
			}
			launches = append(launches, l)
		case "memref.copy":
			// A result that is a view of a scratch buffer (a reshape of
			// the last kernel's output) is copied into its out-parameter:
			// the plan instead lets the kernels write the out-parameter.
			src, err1 := bindingOf(op.Operand(0), fn, allocs)
			dst, err2 := bindingOf(op.Operand(1), fn, allocs)
			if err := errors.Join(err1, err2); err != nil {
				return nil, nil, fmt.Errorf("memref.copy on the host: %w", err)
			}
			if src < nargs || dst >= nargs || scratch[src-nargs] != argBytes[dst] || bound(launches, dst) {
				return nil, nil, errors.New("memref.copy left on the host side of the kernel (not a scratch result into an unused out-parameter)")
			}
			for i := range launches {
				for j, a := range launches[i].Args {
					if a == src {
						launches[i].Args[j] = dst
					}
				}
			}
			copied[src], scratch[src-nargs] = true, -1
		default:
			return nil, nil, fmt.Errorf("%s left on the host side of the kernel (only launches, scratch allocations and views may be)", name)
		}
	}
	if len(launches) == 0 {
		return nil, nil, errors.New("the host function launches no kernel")
	}
	// Drop the scratch buffers that became out-parameters.
	renum := map[int]int{}
	var kept []int64
	for i, n := range scratch {
		if n >= 0 {
			renum[nargs+i] = nargs + len(kept)
			kept = append(kept, n)
		}
	}
	for i := range launches {
		for j, a := range launches[i].Args {
			if a >= nargs {
				launches[i].Args[j] = renum[a]
			}
		}
	}
	return launches, kept, nil
}

// bound reports whether a launch binds argument a.
func bound(ls []codeobj.Launch, a int) bool {
	for _, l := range ls {
		if slices.Contains(l.Args, a) {
			return true
		}
	}
	return false
}

// memrefBytes is the byte size of a static memref type, -1 otherwise.
func memrefBytes(t mlirc.Type) int64 {
	shape, ok := t.Shape()
	bits := t.ElemBits()
	if !ok || bits == 0 {
		return -1
	}
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return -1
		}
		n *= d
	}
	return max((n*int64(bits)+7)/8, 1)
}

func constInt(v mlirc.Value) (int64, error) {
	d := v.Def()
	if d.IsNull() || d.Name() != "arith.constant" {
		if !d.IsNull() {
			return 0, fmt.Errorf("a launch size is not a constant but made by %s", d.Name())
		}
		return 0, errors.New("a launch size is not a constant")
	}
	n, ok := d.Attr("value").Int()
	if !ok {
		return 0, errors.New("a launch size constant is not an integer")
	}
	return n, nil
}

// launchOf reads one gpu.launch_func.
func launchOf(op, fn mlirc.Op, allocs map[mlirc.Op]int) (codeobj.Launch, error) {
	var l codeobj.Launch
	seg, ok := op.Attr("operandSegmentSizes").I32s()
	if !ok || len(seg) != launchFuncSegments {
		return l, fmt.Errorf("gpu.launch_func operand segments %v: not MLIR 22's", seg)
	}
	if seg[0] != 0 || seg[12] != 0 {
		return l, errors.New("asynchronous gpu.launch_func")
	}
	if seg[7] != 0 {
		return l, errors.New("gpu.launch_func with a cluster size")
	}
	sym, ok := op.Attr("kernel").SymbolLeaf()
	if !ok {
		return l, errors.New("gpu.launch_func without a kernel symbol")
	}
	l.Symbol = sym
	at := 0 // no async dependencies
	for d := range 3 {
		g, err := constInt(op.Operand(at + d))
		if err != nil {
			return l, fmt.Errorf("launch %s: %w", sym, err)
		}
		b, err := constInt(op.Operand(at + 3 + d))
		if err != nil {
			return l, fmt.Errorf("launch %s: %w", sym, err)
		}
		l.Grid[d], l.Block[d] = g, b
	}
	at = 6 // no cluster sizes
	if seg[10] == 1 {
		s, err := constInt(op.Operand(at))
		if err != nil {
			return l, fmt.Errorf("launch %s: dynamic shared memory: %w", sym, err)
		}
		l.Shared = s
	}
	at += int(seg[10])
	for i := range int(seg[11]) {
		v := op.Operand(at + i)
		a, err := bindingOf(v, fn, allocs)
		if err != nil {
			return l, fmt.Errorf("launch %s parameter %d (%s): %w", sym, i, v.Type(), err)
		}
		l.Args = append(l.Args, a)
	}
	return l, nil
}

// bindingOf traces a kernel operand through views to what the runtime
// binds: a function argument (its index) or a scratch allocation.
func bindingOf(v mlirc.Value, fn mlirc.Op, allocs map[mlirc.Op]int) (int, error) {
	if _, ok := v.Type().Shape(); !ok || !strings.HasPrefix(v.Type().String(), "memref<") {
		return 0, errors.New("a kernel parameter that is not a memref (a host value the kernel would need)")
	}
	for {
		if v.IsBlockArg() {
			if v.ArgOwner() != fn {
				return 0, errors.New("a block argument of a nested region")
			}
			return v.ArgNumber(), nil
		}
		d := v.Def()
		switch d.Name() {
		case "memref.alloc":
			if i, ok := allocs[d]; ok {
				return i, nil
			}
			return 0, errors.New("an allocation outside the host function's body")
		case "memref.expand_shape", "memref.collapse_shape", "memref.cast":
			v = d.Operand(0)
		case "memref.subview":
			// A window with static offset, sizes and strides (dilated
			// pooling's taps): its type carries the offset, which the
			// kernel applies to the base pointer it is passed (bare-pointer
			// memrefs), so it binds its source. A dynamic one would need
			// the offset at run time.
			if d.NumOperands() != 1 || strings.Contains(v.Type().String(), "?") {
				return 0, errors.New("a memref.subview with dynamic offsets, sizes or strides")
			}
			v = d.Operand(0)
		default:
			return 0, fmt.Errorf("a view made by %s", d.Name())
		}
	}
}

// sinkGlobals copies each memref.get_global of a host function that a
// gpu.launch body reads (a constant tensor the kernel needs: a pooling's
// divisors, a folded quantization correction) into that body, so outlining
// copies the memref.global into the gpu.module and the kernel reads it
// there; the host side keeps only launches, allocations and views
// (hostPlan), and the unused get_global is dropped by canonicalization.
func sinkGlobals(m *mlirc.Module) error {
	return m.Edit(func(root mlirc.Op) error {
		for _, fn := range root.Ops(0) {
			if fn.Name() != "func.func" {
				continue
			}
			globals := map[mlirc.Value]mlirc.Op{}
			for _, op := range fn.Ops(0) {
				if op.Name() == "memref.get_global" {
					globals[op.Result(0)] = op
				}
			}
			if len(globals) == 0 {
				continue
			}
			for _, launch := range fn.Ops(0) {
				if launch.Name() != "gpu.launch" || len(launch.Ops(0)) == 0 {
					continue
				}
				first := launch.Ops(0)[0]
				copies := map[mlirc.Value]mlirc.Value{}
				launch.Walk(func(op mlirc.Op) bool {
					if op == launch {
						return true
					}
					n := op.NumOperands()
					vals := make([]mlirc.Value, n)
					changed := false
					for i := range n {
						vals[i] = op.Operand(i)
						g, ok := globals[vals[i]]
						if !ok {
							continue
						}
						c, ok := copies[vals[i]]
						if !ok {
							cl := g.Clone()
							cl.InsertBefore(first)
							c = cl.Result(0)
							copies[vals[i]] = c
						}
						vals[i], changed = c, true
					}
					if changed {
						op.SetOperands(vals...)
					}
					return true
				})
			}
		}
		return nil
	})
}
