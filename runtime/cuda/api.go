// Package cuda is a runtime.Device on the CUDA driver API: libcuda.so.1
// through purego (no cgo, no CUDA toolkit), loading PTX (JIT-compiled by
// the driver) and cubin objects, launching their kernels on a stream,
// timing with events and replaying launch sequences as CUDA graphs.
//
// The device itself is runtime/internal/gpu, which runtime/hip shares:
// this package is the CUDA entry-point table and what is CUDA's own —
// cuInit, the primary context made current per OS thread, the JIT log of
// cuModuleLoadDataEx, the shared-memory opt-in above 48 KiB, and the
// device attributes (compute capability).
//
// Every CUDA call is checked; an error names the call (and, for kernels,
// the kernel symbol) and decodes the CUresult with cuGetErrorName and
// cuGetErrorString.
package cuda

import (
	"errors"
	"unsafe"

	"github.com/mgxport/mgxport/internal/dynlib"
	"github.com/mgxport/mgxport/runtime/internal/gpudev"
)

// LibraryNames are the names the driver library is opened by, in order.
var libraryNames = []string{"libcuda.so.1", "libcuda.so"}

// ErrNoDriver is wrapped by Load's error when libcuda.so.1 cannot be opened.
var ErrNoDriver = errors.New("CUDA driver library libcuda.so.1 not found (no NVIDIA driver installed?)")

// result is a CUresult.
type result = gpudev.Result

// CUresult codes the package tests for.
const (
	success      result = 0
	errNoDevice  result = 100
	errNotFound  result = 500
	errNotInited result = 3
)

// Driver API enums (cuda.h).
const (
	attrMaxThreadsPerBlock   = 1
	attrMultiprocessorCount  = 16
	attrComputeMajor         = 75
	attrComputeMinor         = 76
	attrMaxSharedPerBlockOpt = 97

	funcAttrMaxDynamicShared = 8 // CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES

	jitErrorLogBuffer     = 5 // CU_JIT_ERROR_LOG_BUFFER
	jitErrorLogBufferSize = 6 // CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES

	staticSharedLimit = 48 << 10 // dynamic shared memory above this needs an opt-in
	jitLogBytes       = 8 << 10
	stagingChunkBytes = gpudev.ChunkBytes
)

// api is the CUDA driver's entry points: the table shared with HIP
// (gpudev.API, named here) and the calls only CUDA has. The real exports of
// functions whose ABI changed carry a _v2 suffix (cuda.h #defines the
// plain names to them); the table names those.
type api struct {
	gpudev.API

	init           func(flags uint32) result
	getErrorName   func(r result, s **byte) result
	getErrorString func(r result, s **byte) result
	deviceGet      func(dev *int32, ordinal int32) result

	primaryCtxRetain  func(ctx *uintptr, dev int32) result
	primaryCtxRelease func(dev int32) result
	ctxSetCurrent     func(ctx uintptr) result

	moduleLoadDataEx func(mod *uintptr, image unsafe.Pointer, nopts uint32, opts *int32, vals *uintptr) result
	funcSetAttribute func(fn uintptr, attr int32, v int32) result
	memAllocHost     func(p *unsafe.Pointer, n uint64) result

	dec *gpudev.Decoder // set once bound (bind)
}

// newAPI returns the table with every entry point named, unbound.
func newAPI() *api {
	a := &api{}
	s := &a.API
	s.DeviceGetCount.Name = "cuDeviceGetCount"
	s.DeviceGetName.Name = "cuDeviceGetName"
	s.DeviceGetAttribute.Name = "cuDeviceGetAttribute"
	s.DeviceTotalMem.Name = "cuDeviceTotalMem_v2"
	s.DriverGetVersion.Name = "cuDriverGetVersion"
	s.ModuleUnload.Name = "cuModuleUnload"
	s.ModuleGetFunction.Name = "cuModuleGetFunction"
	s.MemAlloc.Name = "cuMemAlloc_v2"
	s.MemFree.Name = "cuMemFree_v2"
	s.MemFreeHost.Name = "cuMemFreeHost"
	s.MemHostRegister.Name = "cuMemHostRegister_v2"
	s.MemHostUnregister.Name = "cuMemHostUnregister"
	s.MemcpyHtoDAsync.Name = "cuMemcpyHtoDAsync_v2"
	s.MemcpyDtoHAsync.Name = "cuMemcpyDtoHAsync_v2"
	s.MemcpyDtoDAsync.Name = "cuMemcpyDtoDAsync_v2"
	s.StreamCreate.Name = "cuStreamCreate"
	s.StreamDestroy.Name = "cuStreamDestroy_v2"
	s.StreamSynchronize.Name = "cuStreamSynchronize"
	s.EventCreate.Name = "cuEventCreate"
	s.EventDestroy.Name = "cuEventDestroy_v2"
	s.EventRecord.Name = "cuEventRecord"
	s.EventSynchronize.Name = "cuEventSynchronize"
	s.EventElapsedTime.Name = "cuEventElapsedTime"
	s.LaunchKernel.Name = "cuLaunchKernel"
	s.StreamBeginCapture.Name = "cuStreamBeginCapture_v2"
	s.StreamEndCapture.Name = "cuStreamEndCapture"
	s.GraphInstantiate.Name = "cuGraphInstantiateWithFlags"
	s.GraphLaunch.Name = "cuGraphLaunch"
	s.GraphExecDestroy.Name = "cuGraphExecDestroy"
	s.GraphDestroy.Name = "cuGraphDestroy"
	return a
}

// symbolTable pairs each exported symbol with its field: the shared
// table's, then CUDA's own.
func (a *api) symbolTable() []dynlib.Sym {
	return append(a.API.Syms(),
		dynlib.Func("cuInit", &a.init),
		dynlib.Func("cuGetErrorName", &a.getErrorName),
		dynlib.Func("cuGetErrorString", &a.getErrorString),
		dynlib.Func("cuDeviceGet", &a.deviceGet),
		dynlib.Func("cuDevicePrimaryCtxRetain", &a.primaryCtxRetain),
		dynlib.Func("cuDevicePrimaryCtxRelease_v2", &a.primaryCtxRelease),
		dynlib.Func("cuCtxSetCurrent", &a.ctxSetCurrent),
		dynlib.Func("cuModuleLoadDataEx", &a.moduleLoadDataEx),
		dynlib.Func("cuFuncSetAttribute", &a.funcSetAttribute),
		dynlib.Func("cuMemAllocHost_v2", &a.memAllocHost),
	)
}

// bind binds the table from the opened library.
func (a *api) bind(lib *dynlib.Lib) error {
	if err := lib.Bind(a.symbolTable()); err != nil {
		return err
	}
	a.dec = a.decoder()
	return nil
}

// Error is a failed CUDA driver call.
type Error = gpudev.Error

// decoder decodes CUresults with cuGetErrorName and cuGetErrorString.
func (a *api) decoder() *gpudev.Decoder {
	dec := &gpudev.Decoder{Type: "CUresult"}
	if a == nil || a.getErrorName == nil {
		return dec
	}
	decode := func(f func(result, **byte) result) func(result) (string, bool) {
		return func(r result) (string, bool) {
			var s *byte
			if f(r, &s) != success {
				return "", false
			}
			return gpudev.GoString(s), true
		}
	}
	dec.Name, dec.Text = decode(a.getErrorName), decode(a.getErrorString)
	return dec
}

// check turns r into an *Error for call (and kernel), or nil on success.
func (a *api) check(r result, call, kernel string) error {
	if a == nil || a.dec == nil {
		return a.decoder().Check(r, call, kernel)
	}
	return a.dec.Check(r, call, kernel)
}

// goString copies a NUL-terminated C string.
func goString(p *byte) string { return gpudev.GoString(p) }
