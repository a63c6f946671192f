package host

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/elemfold"
	"github.com/mgxport/mgxport/mlirc"
)

// stagesOf returns the MLIR lowering that takes a module of this kind to the
// LLVM dialect on the host: TOSA kernels are scheduled, raised kernels (no
// contractions, already loops on memrefs) are not.
func stagesOf(k SourceKind) (HostStages, error) {
	switch k {
	case SourceTOSA:
		return HostTOSAStages(), nil
	case SourceRaised:
		return HostRaisedStages(), nil
	}
	return HostStages{}, fmt.Errorf("unknown source kind %d", int(k))
}

// sources is the host path's Go code, every file of the package but its
// tests (TestPathVersionHashesEverySource holds the list to the
// directory): the code that writes what its objects hold besides the
// pipelines' text and the micro-kernels' IR (the packed entry points, the
// phase entries, the micro-kernels' calls and their work items, the
// raised kernels' host sources, ...) is spread over most of them, and a
// file left out once let a changed cut of a convolution come from the
// kernel cache as the old one. Hashing every file costs a recompile of
// cached kernels after an edit that changes no object.
//
//go:embed attention.go backend.go clamp.go compiler.go concat.go conv32.go convnchw.go convnchwk.go convnchwk_s2.go copy.go distinctreturns.go dot.go dot8input.go dot8mm.go dot8store.go dwconv.go dwnchw.go foldtranspose.go gather.go host.go infreduce.go innerloops.go lut8.go mathfuncs.go nbits.go nchwcall.go neginfpool.go phase.go pipeline.go poolnchw.go recurrence.go resultcopy.go rewrite.go rotary.go rt.go schedule.go tempdir.go transpose.go tune.go unittranspose.go
var sources embed.FS

// hostSourceFiles returns the names of the files in sources, in a fixed
// order (embed.FS lists them sorted).
func hostSourceFiles() []string {
	ents, err := fs.ReadDir(sources, ".")
	if err != nil {
		return []string{"unreadable: " + err.Error()}
	}
	names := make([]string, 0, len(ents))
	for _, e := range ents {
		names = append(names, e.Name())
	}
	return names
}

// pathVersion names the host path by its code and the micro-kernels'
// LLVM IR, so a change to either changes the host identity with no
// version to bump.
func pathVersion() string {
	h := sha256.New()
	for _, n := range hostSourceFiles() {
		b, err := sources.ReadFile(n)
		if err != nil {
			b = []byte("missing: " + err.Error())
		}
		fmt.Fprintf(h, "%s\x00%d\x00", n, len(b))
		h.Write(b)
	}
	fmt.Fprintf(h, "elemfold.go\x00%d\x00", len(elemfold.Source())) // nbits.go's folds
	h.Write([]byte(elemfold.Source()))
	for _, k := range dot8Kernels() {
		fmt.Fprintf(h, "%s\x00%d\x00", k.name, len(k.ir))
		h.Write([]byte(k.ir))
	}
	for _, k := range conv32Kernels() {
		fmt.Fprintf(h, "%s\x00%d\x00", k.name, len(k.ir))
		h.Write([]byte(k.ir))
	}
	for _, k := range nchwKernels() {
		fmt.Fprintf(h, "nchw-%s\x00%d\x00", k.name, len(k.ir))
		h.Write([]byte(k.ir))
	}
	for _, k := range nchwkKernels() {
		fmt.Fprintf(h, "nchwk-%s\x00%d\x00", k.name, len(k.ir))
		h.Write([]byte(k.ir))
		band := nchwkS2BandIR(&k) // its stride-2 entry by bands
		fmt.Fprintf(h, "nchwk-s2b-%s\x00%d\x00", k.name, len(band))
		h.Write([]byte(band))
	}
	for _, k := range dwNCHWKernels() {
		fmt.Fprintf(h, "dwnchw-%s\x00%d\x00", k.name, len(k.ir))
		h.Write([]byte(k.ir))
	}
	for _, k := range dwKernels() {
		fmt.Fprintf(h, "dw-%s\x00%d\x00", k.name, len(k.ir))
		h.Write([]byte(k.ir))
	}
	for _, k := range rnnKernels() {
		fmt.Fprintf(h, "rnn-%s\x00%d\x00", k.name, len(k.ir))
		h.Write([]byte(k.ir))
	}
	for _, k := range poolKernels() {
		fmt.Fprintf(h, "pool-%s\x00%d\x00%d\x00", k.name, len(k.maxIR), len(k.planeIR))
		h.Write([]byte(k.maxIR))
		h.Write([]byte(k.planeIR))
	}
	return "mgxport-host:" + hex.EncodeToString(h.Sum(nil))[:16]
}

// HostCompilerIdentity names everything that determines a host code
// object's bytes besides its source: the host path version, the MLIR C API
// library identity (LLVM version and library hash), a hash of every
// pipeline, schedule script and link argument, the default schedule this
// CPU gets, and the target (triple, CPU, hash of the CPU features). It is
// recorded with each host_so object and keys the cache.
func HostCompilerIdentity(lib *mlirc.Library) string {
	id, err := lib.Identity()
	if err != nil {
		id = "mlir-c/unidentified:" + err.Error()
	}
	t := lib.HostTarget()
	fh := sha256.Sum256([]byte(t.Features))
	return fmt.Sprintf("%s %s pipelines:%s schedule:%s target:%s/%s/%s",
		pathVersion(), id, pipelinesHash(), DefaultHostSchedule(t), t.Triple, t.CPU, hex.EncodeToString(fh[:])[:12])
}

// PathIdentity names the host path's version and every pipeline and
// script of it: the part of HostCompilerIdentity the identity memo can
// know without loading the MLIR library.
func PathIdentity() string { return pathVersion() + " pipelines:" + pipelinesHash() }

// CompileHost compiles one kernel module to an x86-64 ELF shared object for
// this CPU. Every externally visible function of the module becomes an
// exported kernel `void sym(void *in0, ..., void *out0, ...)`, plus its
// packed entry sym+codeobj.HostPackedSuffix taking `void **args`.
//
// It parses src (MLIR text or bytecode), clones the module (the copy a
// tuning trial would transform), runs the kind's stages with this CPU's
// default schedule (DefaultHostSchedule), translates to LLVM IR, optimizes
// (HostLLVMPasses), emits a PIC object and links it with ld.lld-22. Each
// call creates and destroys its own MLIR context, so calls may run in
// parallel; a Compiler reuses contexts across calls.
func CompileHost(ctx context.Context, lib *mlirc.Library, src []byte, kind SourceKind) ([]byte, error) {
	return CompileHostSchedule(ctx, lib, src, kind, DefaultHostSchedule(lib.HostTarget()))
}

// CompileHostSchedule is CompileHost with the given schedule: what a tuning
// trial compiles. The zero HostSchedule leaves contractions as loops.
func CompileHostSchedule(ctx context.Context, lib *mlirc.Library, src []byte, kind SourceKind, sched HostSchedule) ([]byte, error) {
	if err := sched.Validate(); err != nil {
		return nil, fmt.Errorf("compile host: %w", err)
	}
	w, err := newHostWorker(lib)
	if err != nil {
		return nil, fmt.Errorf("compile host: %w", err)
	}
	defer w.close()
	return w.compile(ctx, src, kind, sched, nil)
}

// hostWorker is the MLIR and LLVM state one compiling goroutine owns: a
// context, the parsed pass managers (by pipeline text), the parsed
// transform script of the last schedule it applied, a target machine.
type hostWorker struct {
	lib    *mlirc.Library
	ctx    *mlirc.Context
	pms    map[string]*mlirc.PassManager
	script *mlirc.Module
	sched  HostSchedule  // the schedule script was made from
	dot8mm *mlirc.Module // dot8MatmulScript, parsed on first use
	tm     *mlirc.TargetMachine
}

func newHostWorker(lib *mlirc.Library) (*hostWorker, error) {
	c, err := lib.NewContext()
	if err != nil {
		return nil, err
	}
	tm, err := lib.NewTargetMachine(lib.HostTarget())
	if err != nil {
		c.Close()
		return nil, err
	}
	return &hostWorker{lib: lib, ctx: c, pms: map[string]*mlirc.PassManager{}, tm: tm}, nil
}

func (w *hostWorker) close() {
	w.tm.Close()
	w.ctx.Close() // also destroys the pass managers and the script
}

// passManager returns the worker's parsed pipeline for specs.
func (w *hostWorker) passManager(specs []string) (*mlirc.PassManager, error) {
	p := PipelineString(specs)
	if pm, ok := w.pms[p]; ok {
		return pm, nil
	}
	pm, err := w.ctx.NewPassManager(p)
	if err != nil {
		return nil, err
	}
	w.pms[p] = pm
	return pm, nil
}

// scheduleScript returns the worker's parsed transform script of sched,
// parsing it when the worker last applied another schedule (a tuner's
// trials change it; a finalize never does).
func (w *hostWorker) scheduleScript(sched HostSchedule) (*mlirc.Module, error) {
	if w.script != nil && w.sched == sched {
		return w.script, nil
	}
	if w.script != nil {
		w.script.Close()
		w.script = nil
	}
	m, err := w.ctx.ParseString(sched.TransformScript())
	if err != nil {
		return nil, fmt.Errorf("host schedule %s: %w", sched, err)
	}
	w.script, w.sched = m, sched
	return m, nil
}

// lower runs stages on m with sched.
func (w *hostWorker) lower(m *mlirc.Module, stages HostStages, sched HostSchedule) error {
	if stages.FuseClamps {
		if _, err := fuseClamps(m); err != nil {
			return err
		}
		if _, err := foldUnitTransposes(m); err != nil {
			return err
		}
	}
	if len(stages.Before) > 0 {
		pm, err := w.passManager(stages.Before)
		if err != nil {
			return err
		}
		if err := pm.Run(m); err != nil {
			return err
		}
	}
	if stages.InfStarts {
		if _, _, err := InfStarts(m); err != nil {
			return err
		}
	}
	if stages.FoldComputedB {
		// A B computed from a packed weight folds into a row-vector
		// product (nbits.go), before the schedule sees the product.
		if err := w.foldComputedB(m); err != nil {
			return err
		}
	}
	if stages.Scheduled && sched.Scheduled() {
		script, err := w.scheduleScript(sched)
		if err != nil {
			return err
		}
		if stages.Phased {
			// Attention as one loop over heads and row blocks
			// (attention.go); its scf.forall becomes a parallel loop in
			// the Phase pipeline.
			if _, err := w.fuseAttention(m); err != nil {
				return err
			}
		}
		if _, err := foldTransposes(m); err != nil {
			return err
		}
		if _, err := nchwConvs(m, sched); err != nil {
			return err
		}
		if _, err := nchwDepthwise(m, sched); err != nil {
			return err
		}
		if _, err := nchwPools(m, sched); err != nil {
			return err
		}
		if _, err := markConv32Inputs(m, sched); err != nil {
			return err
		}
		if _, err := markDot8Stores(m, sched); err != nil {
			return err
		}
		if _, err := markDot8Inputs(m, sched); err != nil {
			return err
		}
		if n, err := markDot8Matmuls(m, sched); err != nil {
			return err
		} else if n > 0 {
			if err := w.generalizeDot8Matmuls(m); err != nil {
				return err
			}
		}
		if err := markTransposes(m); err != nil {
			return err
		}
		if err := m.ApplyTransform(script, scheduleEntry); err != nil {
			return fmt.Errorf("host schedule %s: %w", sched, err)
		}
	}
	// A value returned twice gets a copy for its second result before
	// bufferization (buffer-results-to-out-params crashes on it:
	// distinctreturns.go).
	if _, err := DistinctReturns(m); err != nil {
		return err
	}
	pm, err := w.passManager(stages.After)
	if err != nil {
		return err
	}
	if err := pm.Run(m); err != nil {
		return err
	}
	if stages.Scheduled && sched.Dot8 == "vnni512" {
		if _, err := replaceDot8Inputs(m); err != nil {
			return err
		}
	}
	if stages.Scheduled && sched.Dot8 == "vnni512" {
		if _, err := replaceDot8Matmuls(m); err != nil {
			return err
		}
	}
	if stages.Scheduled && sched.Dot8 != "" {
		if _, err := replaceConvsDot8(m, dot8KernelOf(sched.Dot8)); err != nil {
			return err
		}
	}
	if stages.Scheduled && sched.Dot8 == "vnni512" {
		if _, err := preflipDot8Inputs(m); err != nil {
			return err
		}
	}
	if stages.Scheduled && sched.Conv32 != "" {
		if _, err := replaceConvsF32(m, conv32KernelOf(sched.Conv32)); err != nil {
			return err
		}
		if _, err := replaceConvsNCHW(m, nchwKernelOf(sched.Conv32)); err != nil {
			return err
		}
		if _, err := replaceConvsNCHWK(m, nchwkKernelOf(sched.Conv32)); err != nil {
			return err
		}
	}
	if stages.Scheduled && sched.Depthwise != "" {
		if _, err := replaceDepthwiseF32(m, dwKernelOf(sched.Depthwise)); err != nil {
			return err
		}
		if _, err := replaceDepthwiseNCHW(m, dwNCHWKernelOf(sched.Depthwise)); err != nil {
			return err
		}
		if poolKernelOf(sched.Depthwise) != nil {
			if _, err := replacePoolsNCHW(m, poolKernelOf(sched.Depthwise)); err != nil {
				return err
			}
		}
	}
	if stages.Scheduled {
		// The TOSA path: a result that is a reshape of the work is
		// written in place, not copied (resultcopy.go).
		if _, err := foldResultCopies(m); err != nil {
			return err
		}
	}
	if stages.Phased {
		if len(stages.Phase) > 0 {
			pm, err := w.passManager(stages.Phase)
			if err != nil {
				return err
			}
			if err := pm.Run(m); err != nil {
				return err
			}
		}
		if _, err := addPhases(m); err != nil {
			return err
		}
	}
	if len(stages.Tail) == 0 {
		return nil
	}
	if stages.Phased {
		pm, err := w.passManager(innerLoopsPipeline())
		if err != nil {
			return err
		}
		if err := pm.Run(m); err != nil {
			return err
		}
		if _, err := keepInnerLoops(m); err != nil {
			return err
		}
	}
	tail, err := w.passManager(stages.Tail)
	if err != nil {
		return err
	}
	if err := tail.Run(m); err != nil {
		return err
	}
	return latchAnnotations(m)
}

// phaseClock measures consecutive phases.
type phaseClock struct{ last time.Time }

func (c *phaseClock) lap(d *time.Duration) {
	now := time.Now()
	*d += now.Sub(c.last)
	c.last = now
}

// compile runs the host path in the worker's context, adding phase times
// to times. The modules it creates are closed before it returns, so the
// context can be reused.
func (w *hostWorker) compile(ctx context.Context, src []byte, kind SourceKind, sched HostSchedule, times *PhaseTimes) ([]byte, error) {
	var t PhaseTimes
	clock := phaseClock{time.Now()}
	stages, err := stagesOf(kind)
	if err != nil {
		return nil, fmt.Errorf("compile host: %w", err)
	}
	if kind == SourceRaised && hasFeature(w.tm.Options().Features, "avx512vbmi") {
		// A byte-to-byte elementwise kernel as a table (lut8.go).
		if s, ok := lut8Source(string(src)); ok {
			src = []byte(s)
		}
	}
	mod, err := w.ctx.Parse(src)
	if err != nil {
		return nil, fmt.Errorf("compile host (%s): %w", kind, err)
	}
	defer mod.Close()
	return w.compileParsed(ctx, mod, stages, kind, sched, times, t, clock)
}

// compileParsed is compile on a parsed module, which it leaves as it is:
// the lowering runs on a clone (a tuner compiles one parse per trial).
func (w *hostWorker) compileParsed(ctx context.Context, mod *mlirc.Module, stages HostStages, kind SourceKind, sched HostSchedule, times *PhaseTimes, t PhaseTimes, clock phaseClock) ([]byte, error) {
	trial, err := mod.Clone()
	if err != nil {
		return nil, fmt.Errorf("compile host (%s): %w", kind, err)
	}
	defer trial.Close()
	clock.lap(&t.Parse)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := w.lower(trial, stages, sched); err != nil {
		return nil, fmt.Errorf("compile host (%s): lower to LLVM dialect: %w", kind, err)
	}
	clock.lap(&t.Lower)
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	obj, err := emitHostObject(w.tm, trial, sched, &t, &clock)
	if err != nil {
		return nil, fmt.Errorf("compile host (%s): %w", kind, err)
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	so, err := linkSharedObject(ctx, w.lib, obj)
	if err != nil {
		return nil, fmt.Errorf("compile host (%s): %w", kind, err)
	}
	clock.lap(&t.Link)
	t.Kernels = 1
	if times != nil {
		times.Add(t)
	}
	return so, nil
}

// emitHostObject translates an LLVM-dialect module to LLVM IR, adds the
// packed entry of every kernel and the runtime helpers it calls (sched's
// recurrence micro-kernel among them), optimizes and emits a PIC object for
// tm, timing the phases into t.
func emitHostObject(tm *mlirc.TargetMachine, m *mlirc.Module, sched HostSchedule, t *PhaseTimes, clock *phaseClock) ([]byte, error) {
	lm, err := m.TranslateToLLVMIR()
	if err != nil {
		return nil, err
	}
	defer lm.Close()
	kernels := lm.DefinedFunctions()
	if len(kernels) == 0 {
		return nil, errors.New("module defines no kernel function")
	}
	for _, k := range kernels {
		if err := lm.AddPackedEntry(k, k+codeobj.HostPackedSuffix); err != nil {
			return nil, fmt.Errorf("kernel %s does not have the buffer ABI: %w", k, err)
		}
	}
	if err := lm.LinkIR(codeobj.HostRunList, runListIR); err != nil {
		return nil, err
	}
	// What the object exports: the kernels with their phase entries and
	// plans, their packed entries, the run list. Everything linked from
	// here on is called only from inside the object.
	exported := lm.DefinedFunctions()
	if err := linkMathFuncs(lm); err != nil {
		return nil, err
	}
	if err := linkRecurrence(lm, sched); err != nil {
		return nil, err
	}
	for _, h := range hostRuntimeIR() {
		if lm.DeclaresFunction(h.name) || h.alt != "" && lm.DeclaresFunction(h.alt) {
			if err := lm.LinkIR(h.name, h.ir); err != nil {
				return nil, err
			}
		}
	}
	if err := internalizeHelpers(lm, exported); err != nil {
		return nil, err
	}
	clock.lap(&t.Translate)
	if err := lm.Optimize(tm, HostLLVMPasses()); err != nil {
		return nil, err
	}
	clock.lap(&t.Optimize)
	obj, err := lm.EmitObject(tm)
	clock.lap(&t.Codegen)
	return obj, err
}

// internalizeHelpers gives internal linkage to every function the module
// defines with external linkage besides exported and the helpers
// genericHelpers names: the micro-kernels and runtime helpers linked into
// it. Their IR defines them hidden (not exported, but external to the
// optimizer), so O2 kept and code generation compiled the unspecialized
// copy of each beside the constant-argument clone the kernel calls
// (resnet18's layer1 convolution: about 19 of its object's 25 KB).
// Internal, a helper the kernel's calls all reach through a clone, or all
// inline, is dropped before code generation.
func internalizeHelpers(lm *mlirc.LLVMModule, exported []string) error {
	keep := make(map[string]bool, len(exported))
	for _, n := range exported {
		keep[n] = true
	}
	for _, n := range genericHelpers() {
		keep[n] = true
	}
	for _, n := range lm.DefinedFunctions() {
		if keep[n] {
			continue
		}
		if err := lm.Internalize(n); err != nil {
			return fmt.Errorf("internalize linked helper: %w", err)
		}
	}
	return nil
}

// genericHelpers are the micro-kernels left external (hidden), so that
// their kernels run the copy for any arguments, as before internalizeHelpers:
// the NCHW depthwise convolution's constant-argument copy (the kernel's
// arguments propagated into it, internal) ran mobilenet_v2's stride-2
// depthwise convolutions 15-38% slower on one thread (features.2 at
// 112x112x96: 0.111-0.119 ms, internal 0.132-0.165; features.4 at
// 56x56x144: 0.046-0.047, internal 0.059-0.060; the EPYC), where its
// stride-1 ones tied. Its generic copy costs mobilenet_v2's cold finalize
// about 5 CPU-s of the 20 internalizing saves.
func genericHelpers() []string {
	var names []string
	for _, k := range dwNCHWKernels() {
		names = append(names, dwNCHWSymbol(&k))
	}
	return names
}

// llvmBinDir is where Debian's llvm-22 packages put unversioned tools.
const llvmBinDir = "/usr/lib/llvm-22/bin"

// findTool finds a versioned tool on PATH, or its unversioned name in the
// LLVM 22 install directory; the error says which package provides it.
func findTool(versioned, plain, pkg string) (string, error) {
	if p, err := exec.LookPath(versioned); err == nil {
		return p, nil
	}
	if p := filepath.Join(llvmBinDir, plain); isExecutable(p) {
		return p, nil
	}
	return "", fmt.Errorf("%s not found on PATH or in %s (package %s): run `make deps`", versioned, llvmBinDir, pkg)
}

func isExecutable(p string) bool {
	st, err := os.Stat(p)
	return err == nil && st.Mode().IsRegular() && st.Mode()&0o111 != 0
}

// linkArgs are the ld.lld arguments that turn one object into the shared
// object: no build id, so the bytes depend only on the object and the
// linker; libm (by path) for the math calls the lowering leaves. libc needs
// no entry: every process that dlopens already has it.
func linkArgs(out, in, libm string) []string {
	return []string{"-shared", "--build-id=none", "-O1", "--hash-style=gnu", "-o", out, in, libm}
}

// libmCandidates are where Linux distributions keep the runtime libm.
func libmCandidates() []string {
	return []string{
		"/lib/x86_64-linux-gnu/libm.so.6", "/usr/lib/x86_64-linux-gnu/libm.so.6",
		"/lib64/libm.so.6", "/usr/lib64/libm.so.6", "/lib/libm.so.6", "/usr/lib/libm.so.6",
	}
}

// findLibm returns the path of libm.so.6: a usual location, else where
// clang-22 finds it.
func findLibm(ctx context.Context) (string, error) {
	for _, p := range libmCandidates() {
		if st, err := os.Stat(p); err == nil && !st.IsDir() {
			return p, nil
		}
	}
	clang, err := findTool("clang-22", "clang", "clang-22")
	if err != nil {
		return "", fmt.Errorf("libm.so.6 not in %s, and %w", strings.Join(libmCandidates(), ", "), err)
	}
	out, err := exec.CommandContext(ctx, clang, "-print-file-name=libm.so.6").Output()
	p := strings.TrimSpace(string(out))
	if err != nil || !filepath.IsAbs(p) {
		return "", fmt.Errorf("libm.so.6 not found (looked in %s and asked clang-22): install libc6-dev / run `make deps`", strings.Join(libmCandidates(), ", "))
	}
	return p, nil
}

// linkSharedObject links a relocatable host object into a shared object
// (linkArgs, with libm): linkELF.
func linkSharedObject(ctx context.Context, lib *mlirc.Library, obj []byte) ([]byte, error) {
	return LinkELF(ctx, lib, "host object", obj, func(ctx context.Context) (func(out, in string) []string, error) {
		libm, err := findLibm(ctx)
		if err != nil {
			return nil, err
		}
		return func(out, in string) []string { return linkArgs(out, in, libm) }, nil
	})
}

// LinkELF links a relocatable object (what names it in errors) into the
// file that args' arguments make, in a private temporary directory that is
// removed afterwards. The linker is the library's in-process LLD where it
// has one (the self-contained library of `make dist`, for machines without
// LLVM), else ld.lld-22, called directly (not through the clang driver): it
// halves the link time, which dominates a small kernel's compile. Both
// take the same arguments; prepare makes the argument list once the linker
// is known to exist.
func LinkELF(ctx context.Context, lib *mlirc.Library, what string, obj []byte, prepare func(context.Context) (func(out, in string) []string, error)) ([]byte, error) {
	var lld string
	if !lib.HasLinker() {
		var err error
		if lld, err = findTool("ld.lld-22", "ld.lld", "lld-22"); err != nil {
			return nil, fmt.Errorf("link %s: %w; or use the self-contained finalizer of `make dist` (dist/mgxport with dist/%s), which links in-process", what, err, mlirc.LibraryName)
		}
	}
	mkArgs, err := prepare(ctx)
	if err != nil {
		return nil, fmt.Errorf("link %s: %w", what, err)
	}
	dir, err := TempDir("mgxport-link")
	if err != nil {
		return nil, fmt.Errorf("link %s: %w", what, err)
	}
	defer os.RemoveAll(dir)
	in, out := filepath.Join(dir, "kernel.o"), filepath.Join(dir, "kernel.so")
	if err := os.WriteFile(in, obj, 0o600); err != nil {
		return nil, fmt.Errorf("link %s: %w", what, err)
	}
	args := mkArgs(out, in)
	if lld == "" {
		if err := lib.Link(args); err != nil {
			return nil, fmt.Errorf("link %s: %w", what, err)
		}
	} else {
		cmd := exec.CommandContext(ctx, lld, args...)
		var stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stderr, &stderr
		if err := cmd.Run(); err != nil {
			if ctx.Err() != nil {
				// The linker was killed because the finalize was
				// interrupted: say that, not "signal: killed".
				return nil, fmt.Errorf("link %s: interrupted: %w", what, ctx.Err())
			}
			return nil, fmt.Errorf("link %s: %s %s: %w: %s", what, lld, strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
		}
	}
	so, err := os.ReadFile(out)
	if err != nil {
		return nil, fmt.Errorf("link %s: %w", what, err)
	}
	return so, nil
}
