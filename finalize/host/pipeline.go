// Package host compiles kernels for this CPU (x86-64): MLIR → LLVM IR →
// object → shared object (pipeline.go: the pass pipelines as data;
// host.go: CompileHost; compiler.go: the parallel, cached Compiler;
// schedule.go: the host schedule's transform script; tune.go: tuning on
// this CPU; dot.go, conv32.go and hostdot/: the 8-bit and float32
// convolutions' micro-kernels;
// rt.go: the runtime helpers linked into host objects).
package host

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
)

// The pipelines are functions returning fresh slices (no package state), so
// callers can inspect, test, extend and hash them. Each element is one pass
// spec of MLIR's textual pipeline syntax, anchored on builtin.module.

// TOSAToLinalgPipeline lowers a TOSA kernel (func.func on static tensors)
// to linalg on tensors: matmuls become linalg.batch_matmul, convolutions
// and pooling their named linalg ops, everything else linalg.generic. The
// host schedule (HostSchedule.TransformScript) applies to its result, while
// the contractions are still named ops and their elementwise prologue and
// epilogue still separate generics.
func TOSAToLinalgPipeline() []string {
	return []string{
		"func.func(tosa-optional-decompositions,tosa-make-broadcastable," +
			"tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor)",
		"canonicalize",
	}
}

// LinalgToMemrefPipeline takes the scheduled linalg-on-tensors module to
// loops-ready linalg and vector ops on memrefs with the destination-passing
// C ABI: elementwise ops fuse, the scheduled tiles' C blocks are hoisted out
// of their K loops into registers, and bufferization makes every result a
// trailing out-parameter (buffer-results-to-out-params on the public
// kernel, after canonicalize has folded the loops' yielded buffers), hoists
// statically shaped result allocations into the caller's buffer, hoists
// the packing buffers of the schedule's tiles out of their loops (one
// allocation per call, not one per tile) and gives intermediate buffers
// deallocations.
func LinalgToMemrefPipeline() []string {
	return []string{
		"linalg-fuse-elementwise-ops",
		"canonicalize",
		"loop-invariant-subset-hoisting",
		"canonicalize",
		"one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}",
		"canonicalize",
		"buffer-results-to-out-params{hoist-static-allocs modify-public-functions}",
		"func.func(buffer-loop-hoisting)",
		"buffer-deallocation-pipeline",
		"convert-bufferization-to-memref",
		"canonicalize",
	}
}

// LLVMLoweringTail lowers func/arith/math/memref/scf/cf/linalg/vector on
// static memrefs to the LLVM dialect with bare-pointer memref arguments,
// which gives the kernel ABI `void sym(void *in0, ..., void *out0, ...)`.
// Both the TOSA path and raised SPIR-V kernels end with it.
//
// Vector transfers of rank > 1 unroll to 1-D ones, and vector.contract
// lowers to outer products (one FMA per vector of C per K step), the form
// the host schedule's register tiles are built for. The schedule's 16x16
// transpose blocks of 32-bit elements (the convolutions' layout copies)
// lower to the AVX-512 shuffle sequence (shuffle16x16: about 100
// instructions a block where element-wise extracts and inserts took about
// 500; cnn_fp32's NCHW->NHWC input copy 185 -> 93 us on one thread); other
// transposes keep the element-wise lowering. math ops with an LLVM
// intrinsic become intrinsics; the rest (tanh, erf, atan2, ...) become libm
// calls, which the shared object links. exp, log, pow, tanh and erf on
// float32 are then replaced by vectorizable definitions (mathfuncs.go). bf16 conversions
// expand to integer ops (round to nearest even, NaN kept quiet): LLVM would
// call compiler-rt's __truncsfbf2, which the shared object does not link.
func LLVMLoweringTail() []string {
	return []string{
		"convert-vector-to-scf{full-unroll}",
		"convert-linalg-to-loops",
		"expand-strided-metadata",
		"lower-affine",
		"convert-scf-to-cf",
		"convert-vector-to-llvm{vector-contract-lowering=outerproduct vector-transpose-lowering=shuffle16x16}",
		"convert-math-to-llvm",
		"convert-math-to-libm",
		"arith-expand{include-bf16}",
		"finalize-memref-to-llvm",
		"convert-arith-to-llvm",
		"convert-index-to-llvm",
		"convert-cf-to-llvm",
		"convert-func-to-llvm{use-bare-ptr-memref-call-conv=1}",
		"convert-ub-to-llvm",
		"reconcile-unrealized-casts",
	}
}

// HostStages is a host lowering: (when FuseClamps) ONNX Clip's
// maximum-minimum pairs made single clamps on the TOSA kernel (clamp.go),
// then the Before pipeline, then (when InfStarts) the max poolings'
// start and padding made -inf and the max (min) reductions' start -inf
// (+inf) (InfStarts: neginfpool.go, infreduce.go), then (when
// FoldComputedB) the fold of B operands computed from packed weights
// (nbits.go), then (when Scheduled) the schedule's transform script, then
// the After pipeline, then (when Scheduled, with a schedule's Dot8 or
// Conv32) the replacement of 8-bit and float32 convolutions by the
// micro-kernels (replaceConvsDot8, replaceConvsF32), then (when Phased)
// the Phase pipeline and the phase entries that run the kernel on several
// threads (addPhases), then (when Phased, with a Tail) the elementwise
// inner loops kept rolled for the vectorizer (keepInnerLoops), then the
// Tail pipeline.
type HostStages struct {
	Before    []string
	Scheduled bool
	After     []string
	Phased    bool
	Phase     []string
	Tail      []string

	// FuseClamps makes each tosa.maximum-tosa.minimum pair with constant
	// bounds a tosa.clamp before the Before pipeline (clamp.go), and each
	// tosa.transpose that only moves unit dims a tosa.reshape
	// (unittranspose.go).
	FuseClamps bool

	// FoldComputedB folds a product's B computed from a packed weight
	// into a row-vector product before the schedule (nbits.go).
	FoldComputedB bool

	// InfStarts makes the max poolings' start and padding values and
	// the max (min) reductions' start -inf (+inf), ONNX's, where
	// tosa-to-linalg made them the lowest (largest) finite float, after
	// the Before pipeline (InfStarts).
	InfStarts bool
}

// PhasePipeline lowers what linalg ops remain after bufferization (fills,
// copies, elementwise and unscheduled ops) to loops whose parallel dims
// are scf.parallel: the loops addPhases may split across threads. Each
// op's loops keep their order, so its arithmetic is unchanged.
func PhasePipeline() []string {
	return []string{"func.func(scf-forall-to-parallel)", "convert-linalg-to-parallel-loops", "canonicalize"}
}

// HostTOSAStages is the host lowering of SourceTOSA: TOSA to linalg, the
// schedule, then bufferization, then the LLVM tail.
func HostTOSAStages() HostStages {
	return HostStages{
		Before:    TOSAToLinalgPipeline(),
		Scheduled: true,
		After:     LinalgToMemrefPipeline(),
		Phased:    true,
		Phase:     PhasePipeline(),
		Tail:      LLVMLoweringTail(),

		FuseClamps:    true,
		FoldComputedB: true,
		InfStarts:     true,
	}
}

// HostRaisedStages is the host lowering of SourceRaised: canonicalize,
// the phase entries (a raised kernel is one scf.parallel over the global
// range), then the LLVM tail (HostRaisedPipeline without the phases).
func HostRaisedStages() HostStages {
	return HostStages{After: []string{"canonicalize"}, Phased: true, Tail: LLVMLoweringTail()}
}

// HostRaisedPipeline is the whole MLIR pipeline for SourceRaised on the host:
// raised kernels are already on static memrefs with out-parameters.
func HostRaisedPipeline() []string {
	return append([]string{"canonicalize"}, LLVMLoweringTail()...)
}

// HostLLVMPasses is the LLVM new-pass-manager pipeline run on the translated
// LLVM IR before code generation.
func HostLLVMPasses() string { return "default<O2>" }

// PipelineString joins pass specs into one textual pipeline anchored on
// builtin.module, as mlirc.Context.NewPassManager expects.
func PipelineString(specs []string) string {
	return "builtin.module(" + strings.Join(specs, ",") + ")"
}

// pipelinesHash identifies every pipeline of the host path, the transform
// script of every default schedule and the runtime helpers it links, so
// that a change to any of them changes the compiler identity (and the cache
// keys) — also where it is computed without the library (the identity
// memo), which cannot tell which schedule this CPU gets.
func pipelinesHash() string {
	h := sha256.New()
	tosa := HostTOSAStages()
	parts := []string{
		PipelineString(tosa.Before),
		PipelineString(tosa.After),
		PipelineString(tosa.Tail),
		PipelineString(tosa.Phase),
		PipelineString(HostRaisedPipeline()),
		fmt.Sprintf("phases:%d:%d:%d:%d:%d", phaseVersion, codeobj.HostPlanVersion, phaseMinWork, phaseMoreWork, callWork),
		fmt.Sprintf("foldtranspose:%d:nchw%d", foldTransposeVersion, nchwConvVersion),
		fmt.Sprintf("fuseclamps:%d:%d", fuseClampsVersion, foldUnitTransposesVersion),
		fmt.Sprintf("resultcopies:%d:distinct%d", foldResultCopiesVersion, distinctReturnsVersion),
		fmt.Sprintf("attention:%d:%v", attentionVersion, attnRowChoices),
		InfStartsIdentity(),
		fmt.Sprintf("innerloops:%d:%d:%d:%s", innerLoopsVersion, minInnerTrip, maxInnerTrip, PipelineString(innerLoopsPipeline())),
		HostLLVMPasses(),
		strings.Join(linkArgs("OUT", "IN", "LIBM"), " "),
	}
	for _, sc := range HostSchedules() {
		parts = append(parts, sc.String(), sc.TransformScript())
	}
	for _, p := range parts {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	for _, r := range hostRuntimeIR() {
		h.Write([]byte(r.name + "\x00" + r.ir + "\x00"))
	}
	for _, r := range mathRenames() {
		h.Write([]byte(r.from + "\x00" + r.to + "\x00"))
	}
	h.Write([]byte(mathF32IR))
	return hex.EncodeToString(h.Sum(nil))[:16]
}
