// Package stages holds the stages every GPU vendor shares: a TOSA kernel to
// one gpu.module of device kernels and the host function that launches
// them (worker.go), the launch plan read off that function (plan.go), and
// their pipelines as data (this file). A vendor's Tail (finalize/gpu/nvvm,
// finalize/gpu/rocdl) lowers and packages the gpu.module.
package stages

import (
	"crypto/sha256"
	"encoding/hex"

	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/transform"
	"github.com/mgxport/mgxport/target"
)

// The GPU path's pipelines, as data like finalize/host's.
// A TOSA kernel takes, in order:
//
//	host.TOSAToLinalgPipeline   TOSA → linalg on tensors
//	host.InfStarts         max poolings and reductions start from -inf,
//	                       min reductions from +inf (ONNX's)
//	GPUGeneralizeTransposesScript  each linalg.transpose a linalg.generic
//	GPULinalgPipeline      elementwise fusion
//	GPUBufferizeScript     one-shot bufferization (copies as linalg.copy)
//	GPUMemrefPipeline      out-parameters, every linalg op a linalg.generic
//	replaceContractions    each matrix product a tiled GEMM launch, each
//	                       max pooling one launch (kernelgen), inlined by
//	                       GPUInlinePipeline
//	the kernel's schedule  gpuSchedule.script: each linalg op tiled to
//	                       blocks and threads, mapped to one gpu.launch
//	GPUOutlinePipeline     gpu.launch → gpu.module + gpu.func, one module
//	                       (mergeGPUModules)
//	NVVMPipeline           gpu.module to NVVM, PTX in a gpu.binary
//	  or ROCDLPipeline     gpu.module to ROCDL, LLVM bitcode in a gpu.binary
//	                       (finalize/gpu/rocdl: AMDGPU code, hsaco link)
//
// The stages before the vendor tail are gpuWorker.tosaToGPU. A kernel
// raised from SPIR-V (SourceGPU) is already a gpu.module and takes only
// the vendor tail.

// GPULinalgPipeline fuses elementwise producers into their consumers on
// tensors, so a chain of pointwise ops becomes one kernel.
func GPULinalgPipeline() []string {
	return []string{"linalg-fuse-elementwise-ops", "canonicalize"}
}

// GPUGeneralizeTransposesScript makes every linalg.transpose on tensors a
// linalg.generic before the elementwise fusion, so a transpose fuses with
// its pointwise neighbours: the NHWC → NCHW transpose after a convolution
// (TOSA's convolutions are channels-last) joins the cast, bias, residual
// Add and Relu after it into one generic, which the GEMM kernel then
// applies in its store (kernelgen's epilogue reads the product through a
// permutation). Left named, the transpose splits that chain into a launch
// before it and one after, each a pass over the output. Only transposes:
// generalizing the contractions too would let the fusion pull arbitrary
// producers into their bodies, which the GEMM kernel does not compute.
func GPUGeneralizeTransposesScript() string {
	return `module attributes {transform.with_named_sequence} {
  transform.named_sequence @` + transform.Entry + `(%m: !transform.any_op {transform.readonly}) {
    %t = transform.structured.match ops{["linalg.transpose"]} in %m : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.generalize %t : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
`
}

// GPUBufferizeScript bufferizes the whole module (function boundaries
// included, identity layouts) with the transform dialect rather than the
// one-shot-bufferize pass: only the transform op can make the copies that
// bufferization creates (tensor.pad's interior, insert_slice) linalg.copy
// ops, which the schedule then tiles onto the device like every other
// linalg op; memref.copy would stay on the host.
func GPUBufferizeScript() string {
	return `module attributes {transform.with_named_sequence} {
  transform.named_sequence @` + transform.Entry + `(%m: !transform.any_op {transform.consumed}) {
    %b = transform.bufferization.one_shot_bufferize %m {bufferize_function_boundaries = true, function_boundary_type_conversion = 1 : i32, memcpy_op = "linalg.copy"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
`
}

// GPUMemrefPipeline turns results into trailing out-parameters (result
// allocations hoisted into the caller's buffer, as on the host) and
// generalizes every named linalg op (matmul, conv, pooling, fill, copy)
// into linalg.generic, the one form the schedule reads.
func GPUMemrefPipeline() []string {
	return []string{
		"buffer-results-to-out-params{hoist-static-allocs modify-public-functions}",
		"canonicalize",
		"func.func(linalg-generalize-named-ops)",
	}
}

// GPUInlinePipeline inlines the private functions replaceContractions
// calls (each holding one GEMM launch) into the kernel function, and
// drops them.
func GPUInlinePipeline() []string {
	return []string{"inline{default-pipeline=}", "symbol-dce"}
}

// GPUOutlinePipeline sinks constants into the scheduled gpu.launch bodies
// and outlines each into a gpu.module with one kernel gpu.func; the host
// function keeps only allocations and gpu.launch_func.
func GPUOutlinePipeline() []string {
	return []string{"gpu-launch-sink-index-computations", "gpu-kernel-outlining", "canonicalize"}
}

// PipelinesHash identifies every GPU pipeline, script and the default
// schedule's parameters, so the GPU compiler identity (and the cache keys)
// change when any of them does: the shared stages and t's vendor tail
// (its pipeline with a placeholder for the device library: the device
// library paths are not part of it, the identities name their hashes
// separately).
func PipelinesHash(t target.Target, tail []string) string {
	h := sha256.New()
	for _, p := range []string{
		host.PipelineString(host.TOSAToLinalgPipeline()),
		GPUGeneralizeTransposesScript(),
		host.PipelineString(GPULinalgPipeline()),
		GPUBufferizeScript(),
		host.PipelineString(GPUMemrefPipeline()),
		host.PipelineString(GPUInlinePipeline()),
		host.PipelineString(GPUOutlinePipeline()),
		host.PipelineString(tail),
	} {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	for _, p := range append(kernelgen.IdentityParts(t), "stages:"+sourceIdentity(), host.InfStartsIdentity(), host.DistinctReturnsIdentity()) {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
