package finalize

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/transform"
	"github.com/mgxport/mgxport/target"
)

// The GPU (NVIDIA) path's pipelines, as data like pipeline.go's host ones.
// A TOSA kernel takes, in order:
//
//	host.TOSAToLinalgPipeline   TOSA → linalg on tensors
//	GPULinalgPipeline      elementwise fusion
//	GPUBufferizeScript     one-shot bufferization (copies as linalg.copy)
//	GPUMemrefPipeline      out-parameters, every linalg op a linalg.generic
//	replaceContractions    each matrix product a tiled GEMM launch
//	                       (gpu_gemm.go), inlined by GPUInlinePipeline
//	the kernel's schedule  gpuSchedule.script: each linalg op tiled to
//	                       blocks and threads, mapped to one gpu.launch
//	GPUOutlinePipeline     gpu.launch → gpu.module + gpu.func, one module
//	                       (mergeGPUModules)
//	NVVMPipeline           gpu.module to NVVM, PTX in a gpu.binary
//	  or ROCDLPipeline     gpu.module to ROCDL, LLVM bitcode in a gpu.binary
//	                       (rocdl.go: AMDGPU code generation, hsaco link)
//
// The stages before the vendor tail are gpuWorker.tosaToGPU. A kernel
// raised from SPIR-V (SourceGPU) is already a gpu.module and takes only
// the vendor tail.

// GPULinalgPipeline fuses elementwise producers into their consumers on
// tensors, so a chain of pointwise ops becomes one kernel.
func GPULinalgPipeline() []string {
	return []string{"linalg-fuse-elementwise-ops", "canonicalize"}
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

// NVVMPipeline lowers every gpu.module to NVVM for t and serializes it to
// PTX (format=isa) in a gpu.binary. Inside the kernels: linalg (the
// per-thread tiles) to loops, strided subviews to plain address
// arithmetic, then convert-gpu-to-nvvm with bare-pointer memref
// parameters (each memref parameter is one device pointer) and
// convert-nvvm-to-llvm (NVVM ops that are PTX text: wgmma). math ops
// without an NVPTX instruction become libdevice calls (__nv_expf, ...);
// libdevice, when given, is linked at serialization. The host function is
// left alone: the plan is read off it.
func NVVMPipeline(t target.Target, libdevice string) []string {
	attach := fmt.Sprintf("nvvm-attach-target{chip=%s features=%s triple=%s O=3", t.Chip, t.Features, t.Triple)
	if libdevice != "" {
		attach += " l=" + libdevice
	}
	attach += "}"
	return []string{
		attach,
		"gpu.module(convert-linalg-to-loops,convert-vector-to-scf,expand-strided-metadata,lower-affine," +
			"convert-scf-to-cf,convert-gpu-to-nvvm{use-bare-ptr-memref-call-conv=1},convert-nvvm-to-llvm,canonicalize,cse," +
			"reconcile-unrealized-casts)",
		"gpu-module-to-binary{format=isa}",
	}
}

// gpuPipelinesHash identifies every GPU pipeline, script and the default
// schedule's parameters, so the GPU compiler identity (and the cache keys)
// change when any of them does: the shared stages and t's vendor tail
// (NVVMPipeline, ROCDLPipeline). The device library paths are not part of
// it (the identities name their hashes separately).
func gpuPipelinesHash(t target.Target) string {
	tail := NVVMPipeline(t, "LIBDEVICE")
	if t.Kind == target.HIP {
		tail = ROCDLPipeline(t, "TOOLKIT")
	}
	h := sha256.New()
	for _, p := range []string{
		host.PipelineString(host.TOSAToLinalgPipeline()),
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
	for _, p := range kernelgen.IdentityParts(t) {
		h.Write([]byte(p))
		h.Write([]byte{0})
	}
	return hex.EncodeToString(h.Sum(nil))[:16]
}
