// Package hip is a runtime.Device on HIP's module API: libamdhip64.so
// through purego (no cgo, no ROCm toolkit), loading hsaco code objects,
// launching their kernels on a stream, timing with events and replaying
// launch sequences as HIP graphs.
//
// The device itself is runtime/internal/gpudev, which runtime/cuda shares:
// HIP mirrors the CUDA driver API call for call (hipModuleLoadData for
// cuModuleLoadData, hipModuleLaunchKernel for cuLaunchKernel, ...), so
// this package is HIP's entry-point table and what is HIP's own: hipInit,
// hipSetDevice instead of a context per thread, error names returned
// rather than written, hipHostMalloc's flags, and the device's gfx arch
// (read from the device properties).
package hip

import (
	"errors"
	"path/filepath"
	"unsafe"

	"github.com/mgxport/mgxport/internal/dynlib"
	"github.com/mgxport/mgxport/runtime/internal/gpudev"
)

// libraryNames are the names the HIP library is opened by, in order: the
// loader's path (ROCm 7, 6, 5; Debian's libamdhip64-5), then ROCm's own
// directory: rocmPath (the value of $ROCM_PATH, which the caller
// resolved; "" for unset), then /opt/rocm.
func libraryNames(rocmPath string) []string {
	names := []string{"libamdhip64.so", "libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5"}
	for _, root := range []string{rocmPath, "/opt/rocm"} {
		if root != "" {
			names = append(names, filepath.Join(root, "lib", "libamdhip64.so"))
		}
	}
	return names
}

// ErrNoRuntime is wrapped by Load's error when libamdhip64 cannot be
// opened.
var ErrNoRuntime = errors.New("HIP runtime library libamdhip64.so not found (no ROCm or Debian libamdhip64 installed?)")

// result is a hipError_t.
type result = gpudev.Result

// hipError_t codes the package tests for.
const (
	success     result = 0
	errNoDevice result = 100
)

// hipDeviceAttribute_t values (ROCm 5.x and later) of the attributes
// Info reports.
const (
	attrMaxThreadsPerBlock      = 56
	attrMultiprocessorCount     = 63
	attrMaxSharedMemoryPerBlock = 74
	attrWarpSize                = 87
)

// propsBytes is room for any layout of hipDeviceProp_t (792 bytes in
// ROCm 5, about 1.5 KiB in ROCm 6).
const propsBytes = 16 << 10

// api is HIP's entry points: the table shared with CUDA (gpudev.API,
// named here) and the calls only HIP has.
type api struct {
	gpudev.API

	init           func(flags uint32) result
	getErrorName   func(r result) *byte
	getErrorString func(r result) *byte
	setDevice      func(dev int32) result
	moduleLoadData func(mod *uintptr, image unsafe.Pointer) result
	hostMalloc     func(p *unsafe.Pointer, n uint64, flags uint32) result

	// getDeviceProperties is the newest hipGetDeviceProperties the
	// library exports (R0600, R0000 or the plain name); propsName names
	// it.
	getDeviceProperties func(props unsafe.Pointer, dev int32) result
	propsName           string

	dec *gpudev.Decoder // set once bound
}

// newAPI returns the table with every entry point named, unbound.
func newAPI() *api {
	a := &api{}
	s := &a.API
	s.DeviceGetCount.Name = "hipGetDeviceCount"
	s.DeviceGetName.Name = "hipDeviceGetName"
	s.DeviceGetAttribute.Name = "hipDeviceGetAttribute"
	s.DeviceTotalMem.Name = "hipDeviceTotalMem"
	s.DriverGetVersion.Name = "hipDriverGetVersion"
	s.ModuleUnload.Name = "hipModuleUnload"
	s.ModuleGetFunction.Name = "hipModuleGetFunction"
	s.MemAlloc.Name = "hipMalloc"
	s.MemFree.Name = "hipFree"
	s.MemFreeHost.Name = "hipHostFree"
	s.MemHostRegister.Name = "hipHostRegister"
	s.MemHostUnregister.Name = "hipHostUnregister"
	s.MemcpyHtoDAsync.Name = "hipMemcpyHtoDAsync"
	s.MemcpyDtoHAsync.Name = "hipMemcpyDtoHAsync"
	s.MemcpyDtoDAsync.Name = "hipMemcpyDtoDAsync"
	s.StreamCreate.Name = "hipStreamCreateWithFlags"
	s.StreamDestroy.Name = "hipStreamDestroy"
	s.StreamSynchronize.Name = "hipStreamSynchronize"
	s.EventCreate.Name = "hipEventCreateWithFlags"
	s.EventDestroy.Name = "hipEventDestroy"
	s.EventRecord.Name = "hipEventRecord"
	s.EventSynchronize.Name = "hipEventSynchronize"
	s.EventElapsedTime.Name = "hipEventElapsedTime"
	s.LaunchKernel.Name = "hipModuleLaunchKernel"
	s.StreamBeginCapture.Name = "hipStreamBeginCapture"
	s.StreamEndCapture.Name = "hipStreamEndCapture"
	s.GraphInstantiate.Name = "hipGraphInstantiateWithFlags"
	s.GraphLaunch.Name = "hipGraphLaunch"
	s.GraphExecDestroy.Name = "hipGraphExecDestroy"
	s.GraphDestroy.Name = "hipGraphDestroy"
	return a
}

// symbolTable pairs each exported symbol with its field: the shared
// table's, then HIP's own.
func (a *api) symbolTable() []dynlib.Sym {
	return append(a.API.Syms(),
		dynlib.Func("hipInit", &a.init),
		dynlib.Func("hipGetErrorName", &a.getErrorName),
		dynlib.Func("hipGetErrorString", &a.getErrorString),
		dynlib.Func("hipSetDevice", &a.setDevice),
		dynlib.Func("hipModuleLoadData", &a.moduleLoadData),
		dynlib.Func("hipHostMalloc", &a.hostMalloc),
	)
}

// propsSymbols are the names of hipGetDeviceProperties, newest first.
var propsSymbols = []string{"hipGetDevicePropertiesR0600", "hipGetDevicePropertiesR0000", "hipGetDeviceProperties"}

// bind binds the table from the opened library.
func (a *api) bind(lib *dynlib.Lib) error {
	if err := lib.Bind(a.symbolTable()); err != nil {
		return err
	}
	var err error
	for _, name := range propsSymbols {
		if err = lib.Bind([]dynlib.Sym{dynlib.Func(name, &a.getDeviceProperties)}); err == nil {
			a.propsName = name
			break
		}
	}
	if a.propsName == "" {
		return err
	}
	a.dec = a.decoder()
	return nil
}

// Error is a failed HIP call.
type Error = gpudev.Error

// decoder decodes hipError_t codes with hipGetErrorName and
// hipGetErrorString.
func (a *api) decoder() *gpudev.Decoder {
	dec := &gpudev.Decoder{Type: "hipError_t"}
	if a == nil || a.getErrorName == nil {
		return dec
	}
	decode := func(f func(result) *byte) func(result) (string, bool) {
		return func(r result) (string, bool) {
			s := gpudev.GoString(f(r))
			return s, s != ""
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
