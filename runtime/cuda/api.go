// Package cuda is a runtime.Device on the CUDA driver API: libcuda.so.1
// through purego (no cgo, no CUDA toolkit), loading PTX (JIT-compiled by
// the driver) and cubin objects, launching their kernels on a stream,
// timing with events and replaying launch sequences as CUDA graphs.
//
// Every CUDA call is checked; an error names the call (and, for kernels,
// the kernel symbol) and decodes the CUresult with cuGetErrorName and
// cuGetErrorString.
//
// The CUDA context is current per OS thread, and goroutines move between
// threads, so every operation locks its goroutine to its thread and makes
// the device's (primary) context current for the duration of the call.
package cuda

import (
	"errors"
	"fmt"
	"unsafe"

	"github.com/mgxport/mgxport/internal/dynlib"
)

// LibraryNames are the names the driver library is opened by, in order.
var libraryNames = []string{"libcuda.so.1", "libcuda.so"}

// ErrNoDriver is wrapped by Load's error when libcuda.so.1 cannot be opened.
var ErrNoDriver = errors.New("CUDA driver library libcuda.so.1 not found (no NVIDIA driver installed?)")

// result is a CUresult.
type result int32

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

	streamNonBlocking   = 1 // CU_STREAM_NON_BLOCKING
	captureModeRelaxed  = 2 // CU_STREAM_CAPTURE_MODE_RELAXED
	eventDefault        = 0
	staticSharedLimit   = 48 << 10 // dynamic shared memory above this needs an opt-in
	maxThreadsPerBlock  = 1024
	jitLogBytes         = 8 << 10
	defaultStagingBytes = 4 << 20
	maxStagingBytes     = 64 << 20
)

// api is the driver API function table. The real exports of functions
// whose ABI changed carry a _v2 suffix (cuda.h #defines the plain names to
// them); symbolTable binds those.
type api struct {
	init               func(flags uint32) result
	driverGetVersion   func(v *int32) result
	getErrorName       func(r result, s **byte) result
	getErrorString     func(r result, s **byte) result
	deviceGetCount     func(n *int32) result
	deviceGet          func(dev *int32, ordinal int32) result
	deviceGetName      func(name *byte, n int32, dev int32) result
	deviceGetAttribute func(v *int32, attr int32, dev int32) result
	deviceTotalMem     func(bytes *uint64, dev int32) result

	primaryCtxRetain  func(ctx *uintptr, dev int32) result
	primaryCtxRelease func(dev int32) result
	ctxSetCurrent     func(ctx uintptr) result
	ctxSynchronize    func() result

	moduleLoadDataEx  func(mod *uintptr, image unsafe.Pointer, nopts uint32, opts *int32, vals *uintptr) result
	moduleUnload      func(mod uintptr) result
	moduleGetFunction func(fn *uintptr, mod uintptr, name string) result
	funcSetAttribute  func(fn uintptr, attr int32, v int32) result

	memAlloc        func(p *uint64, n uint64) result
	memFree         func(p uint64) result
	memAllocHost    func(p *unsafe.Pointer, n uint64) result
	memFreeHost     func(p unsafe.Pointer) result
	memcpyHtoDAsync func(dst uint64, src unsafe.Pointer, n uint64, s uintptr) result
	memcpyDtoHAsync func(dst unsafe.Pointer, src uint64, n uint64, s uintptr) result
	memcpyDtoDAsync func(dst, src uint64, n uint64, s uintptr) result

	streamCreate      func(s *uintptr, flags uint32) result
	streamDestroy     func(s uintptr) result
	streamSynchronize func(s uintptr) result
	eventCreate       func(e *uintptr, flags uint32) result
	eventDestroy      func(e uintptr) result
	eventRecord       func(e, s uintptr) result
	eventSynchronize  func(e uintptr) result
	eventElapsedTime  func(ms *float32, start, end uintptr) result

	// cuLaunchKernel: 11 integer-class arguments, within purego's limit.
	launchKernel func(f uintptr, gx, gy, gz, bx, by, bz, shared uint32, s uintptr, params, extra unsafe.Pointer) result

	streamBeginCapture func(s uintptr, mode int32) result
	streamEndCapture   func(s uintptr, g *uintptr) result
	graphInstantiate   func(exec *uintptr, g uintptr, flags uint64) result
	graphLaunch        func(exec, s uintptr) result
	graphExecDestroy   func(exec uintptr) result
	graphDestroy       func(g uintptr) result
}

// symbolTable pairs each exported symbol with its field.
func (a *api) symbolTable() []dynlib.Sym {
	return []dynlib.Sym{
		dynlib.Func("cuInit", &a.init),
		dynlib.Func("cuDriverGetVersion", &a.driverGetVersion),
		dynlib.Func("cuGetErrorName", &a.getErrorName),
		dynlib.Func("cuGetErrorString", &a.getErrorString),
		dynlib.Func("cuDeviceGetCount", &a.deviceGetCount),
		dynlib.Func("cuDeviceGet", &a.deviceGet),
		dynlib.Func("cuDeviceGetName", &a.deviceGetName),
		dynlib.Func("cuDeviceGetAttribute", &a.deviceGetAttribute),
		dynlib.Func("cuDeviceTotalMem_v2", &a.deviceTotalMem),
		dynlib.Func("cuDevicePrimaryCtxRetain", &a.primaryCtxRetain),
		dynlib.Func("cuDevicePrimaryCtxRelease_v2", &a.primaryCtxRelease),
		dynlib.Func("cuCtxSetCurrent", &a.ctxSetCurrent),
		dynlib.Func("cuCtxSynchronize", &a.ctxSynchronize),
		dynlib.Func("cuModuleLoadDataEx", &a.moduleLoadDataEx),
		dynlib.Func("cuModuleUnload", &a.moduleUnload),
		dynlib.Func("cuModuleGetFunction", &a.moduleGetFunction),
		dynlib.Func("cuFuncSetAttribute", &a.funcSetAttribute),
		dynlib.Func("cuMemAlloc_v2", &a.memAlloc),
		dynlib.Func("cuMemFree_v2", &a.memFree),
		dynlib.Func("cuMemAllocHost_v2", &a.memAllocHost),
		dynlib.Func("cuMemFreeHost", &a.memFreeHost),
		dynlib.Func("cuMemcpyHtoDAsync_v2", &a.memcpyHtoDAsync),
		dynlib.Func("cuMemcpyDtoHAsync_v2", &a.memcpyDtoHAsync),
		dynlib.Func("cuMemcpyDtoDAsync_v2", &a.memcpyDtoDAsync),
		dynlib.Func("cuStreamCreate", &a.streamCreate),
		dynlib.Func("cuStreamDestroy_v2", &a.streamDestroy),
		dynlib.Func("cuStreamSynchronize", &a.streamSynchronize),
		dynlib.Func("cuEventCreate", &a.eventCreate),
		dynlib.Func("cuEventDestroy_v2", &a.eventDestroy),
		dynlib.Func("cuEventRecord", &a.eventRecord),
		dynlib.Func("cuEventSynchronize", &a.eventSynchronize),
		dynlib.Func("cuEventElapsedTime", &a.eventElapsedTime),
		dynlib.Func("cuLaunchKernel", &a.launchKernel),
		dynlib.Func("cuStreamBeginCapture_v2", &a.streamBeginCapture),
		dynlib.Func("cuStreamEndCapture", &a.streamEndCapture),
		dynlib.Func("cuGraphInstantiateWithFlags", &a.graphInstantiate),
		dynlib.Func("cuGraphLaunch", &a.graphLaunch),
		dynlib.Func("cuGraphExecDestroy", &a.graphExecDestroy),
		dynlib.Func("cuGraphDestroy", &a.graphDestroy),
	}
}

// Error is a failed CUDA driver call.
type Error struct {
	// Call is the driver function, Kernel the kernel symbol for calls on
	// one ("" otherwise).
	Call, Kernel string
	Code         int32
	// Name and Text are cuGetErrorName's and cuGetErrorString's decoding
	// ("" when the driver does not know the code).
	Name, Text string
}

func (e *Error) Error() string {
	call := e.Call
	if e.Kernel != "" {
		call += " (kernel " + e.Kernel + ")"
	}
	switch {
	case e.Name != "" && e.Text != "":
		return fmt.Sprintf("%s: %s (%d): %s", call, e.Name, e.Code, e.Text)
	case e.Name != "":
		return fmt.Sprintf("%s: %s (%d)", call, e.Name, e.Code)
	}
	return fmt.Sprintf("%s: CUresult %d", call, e.Code)
}

// check turns r into an *Error for call (and kernel), or nil on success.
func (a *api) check(r result, call, kernel string) error {
	if r == success {
		return nil
	}
	e := &Error{Call: call, Kernel: kernel, Code: int32(r)}
	if a != nil && a.getErrorName != nil {
		var s *byte
		if a.getErrorName(r, &s) == success {
			e.Name = goString(s)
		}
		s = nil
		if a.getErrorString(r, &s) == success {
			e.Text = goString(s)
		}
	}
	return e
}

// goString copies a NUL-terminated C string.
func goString(p *byte) string {
	if p == nil {
		return ""
	}
	n := 0
	for *(*byte)(unsafe.Add(unsafe.Pointer(p), n)) != 0 {
		n++
	}
	return string(unsafe.Slice(p, n))
}
