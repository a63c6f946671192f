// Package finalize turns portable code objects into device code. Its
// top-level files hold the host (x86-64 CPU) path: MLIR → LLVM IR → object
// → shared object (pipeline.go: the pass pipelines as data; host.go:
// CompileHost; compiler.go: the parallel, cached Compiler; hostrt.go: the
// runtime helpers linked into host objects). SPIR-V raising lives in
// finalize/raise.
package finalize

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
)

// The pipelines are functions returning fresh slices (no package state), so
// callers can inspect, test, extend and hash them. Each element is one pass
// spec of MLIR's textual pipeline syntax, anchored on builtin.module.

// TOSAToMemrefPipeline lowers a TOSA kernel (func.func on static tensors) to
// loops-ready linalg on memrefs with the destination-passing C ABI: every
// result becomes a trailing out-parameter (buffer-results-to-out-params on
// the public kernel), statically shaped result allocations are hoisted into
// the caller's buffer, and intermediate buffers get deallocations.
func TOSAToMemrefPipeline() []string {
	return []string{
		"func.func(tosa-optional-decompositions,tosa-make-broadcastable," +
			"tosa-to-linalg-named,tosa-to-linalg,tosa-to-arith,tosa-to-tensor)",
		"canonicalize",
		"linalg-fuse-elementwise-ops",
		"one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map}",
		"buffer-results-to-out-params{hoist-static-allocs modify-public-functions}",
		"buffer-deallocation-pipeline",
		"convert-bufferization-to-memref",
		"canonicalize",
	}
}

// LLVMLoweringTail lowers func/arith/math/memref/scf/cf/linalg on static
// memrefs to the LLVM dialect with bare-pointer memref arguments, which gives
// the kernel ABI `void sym(void *in0, ..., void *out0, ...)`. Both the TOSA
// path and raised SPIR-V kernels end with it.
//
// math ops with an LLVM intrinsic become intrinsics (vectorizable); the rest
// (tanh, erf, atan2, ...) become libm calls, which the shared object links.
func LLVMLoweringTail() []string {
	return []string{
		"convert-linalg-to-loops",
		"expand-strided-metadata",
		"lower-affine",
		"convert-scf-to-cf",
		"convert-math-to-llvm",
		"convert-math-to-libm",
		"arith-expand",
		"finalize-memref-to-llvm",
		"convert-arith-to-llvm",
		"convert-index-to-llvm",
		"convert-cf-to-llvm",
		"convert-func-to-llvm{use-bare-ptr-memref-call-conv=1}",
		"reconcile-unrealized-casts",
	}
}

// HostTOSAPipeline is the whole MLIR pipeline for SourceTOSA on the host.
func HostTOSAPipeline() []string {
	return append(TOSAToMemrefPipeline(), LLVMLoweringTail()...)
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

// pipelinesHash identifies every pipeline of the host path and the runtime
// helpers it links, so that a change to any of them changes the compiler
// identity (and the cache keys).
func pipelinesHash() string {
	h := sha256.New()
	for _, p := range []string{
		PipelineString(HostTOSAPipeline()),
		PipelineString(HostRaisedPipeline()),
		HostLLVMPasses(),
		strings.Join(linkArgs("OUT", "IN", "LIBM"), " "),
	} {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	for _, r := range hostRuntimeIR() {
		h.Write([]byte(r.name + "\x00" + r.ir + "\x00"))
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
