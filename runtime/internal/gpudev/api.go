// Package gpudev is the one runtime.Device implementation behind runtime/cuda
// (the CUDA driver API, libcuda.so.1) and runtime/hip (HIP's module API,
// libamdhip64.so): the two APIs mirror each other call for call, so each
// vendor package fills an API table with its entry points' names and
// binds them (internal/dynlib, purego), and supplies a Vendor for what
// truly differs: error decoding, making the device current on a thread,
// loading a module (CUDA JIT-compiles PTX with a log), the shared-memory
// opt-in of large CUDA launches, and pinned host allocation flags.
//
// Every call is checked; an error names the call (the vendor's entry point,
// e.g. cuMemAlloc_v2 or hipMalloc) and, for kernels, the kernel symbol,
// and decodes the result code with the vendor's error name and string.
package gpudev

import (
	"fmt"
	"unsafe"

	"github.com/mgxport/mgxport/internal/dynlib"
)

// Result is a CUresult or hipError_t: 0 is success.
type Result int32

// Success is the result code of a call that worked (CUDA_SUCCESS,
// hipSuccess).
const Success Result = 0

// Call is one entry point of an API table: the exported symbol's name (as
// errors name the call) and the Go function bound to it.
type Call[F any] struct {
	Name string
	F    F
}

// API is the table of entry points the two vendors share, with the same
// C signatures (hip* mirrors cu*): each vendor package names its symbols
// and binds them with Syms.
type API struct {
	DeviceGetCount     Call[func(n *int32) Result]
	DeviceGetName      Call[func(name *byte, n int32, dev int32) Result]
	DeviceGetAttribute Call[func(v *int32, attr int32, dev int32) Result]
	DeviceTotalMem     Call[func(bytes *uint64, dev int32) Result]
	DriverGetVersion   Call[func(v *int32) Result]

	ModuleUnload      Call[func(mod uintptr) Result]
	ModuleGetFunction Call[func(fn *uintptr, mod uintptr, name string) Result]

	MemAlloc    Call[func(p *uint64, n uint64) Result]
	MemFree     Call[func(p uint64) Result]
	MemFreeHost Call[func(p unsafe.Pointer) Result]
	// MemHostRegister and MemHostUnregister page-lock host memory the
	// process mapped itself (cuMemHostRegister_v2, hipHostRegister).
	MemHostRegister   Call[func(p unsafe.Pointer, n uint64, flags uint32) Result]
	MemHostUnregister Call[func(p unsafe.Pointer) Result]
	MemcpyHtoDAsync   Call[func(dst uint64, src unsafe.Pointer, n uint64, s uintptr) Result]
	MemcpyDtoHAsync   Call[func(dst unsafe.Pointer, src uint64, n uint64, s uintptr) Result]
	MemcpyDtoDAsync   Call[func(dst, src uint64, n uint64, s uintptr) Result]

	StreamCreate      Call[func(s *uintptr, flags uint32) Result]
	StreamDestroy     Call[func(s uintptr) Result]
	StreamSynchronize Call[func(s uintptr) Result]
	EventCreate       Call[func(e *uintptr, flags uint32) Result]
	EventDestroy      Call[func(e uintptr) Result]
	EventRecord       Call[func(e, s uintptr) Result]
	EventSynchronize  Call[func(e uintptr) Result]
	EventElapsedTime  Call[func(ms *float32, start, end uintptr) Result]

	// LaunchKernel: cuLaunchKernel / hipModuleLaunchKernel, 11
	// integer-class arguments, within purego's limit.
	LaunchKernel Call[func(f uintptr, gx, gy, gz, bx, by, bz, shared uint32, s uintptr, params, extra unsafe.Pointer) Result]

	StreamBeginCapture Call[func(s uintptr, mode int32) Result]
	StreamEndCapture   Call[func(s uintptr, g *uintptr) Result]
	GraphInstantiate   Call[func(exec *uintptr, g uintptr, flags uint64) Result]
	GraphLaunch        Call[func(exec, s uintptr) Result]
	GraphExecDestroy   Call[func(exec uintptr) Result]
	GraphDestroy       Call[func(g uintptr) Result]
}

// Syms pairs each entry point's name with its function field, for
// dynlib.Bind. Every field must have its name set.
func (a *API) Syms() []dynlib.Sym {
	return []dynlib.Sym{
		dynlib.Func(a.DeviceGetCount.Name, &a.DeviceGetCount.F),
		dynlib.Func(a.DeviceGetName.Name, &a.DeviceGetName.F),
		dynlib.Func(a.DeviceGetAttribute.Name, &a.DeviceGetAttribute.F),
		dynlib.Func(a.DeviceTotalMem.Name, &a.DeviceTotalMem.F),
		dynlib.Func(a.DriverGetVersion.Name, &a.DriverGetVersion.F),
		dynlib.Func(a.ModuleUnload.Name, &a.ModuleUnload.F),
		dynlib.Func(a.ModuleGetFunction.Name, &a.ModuleGetFunction.F),
		dynlib.Func(a.MemAlloc.Name, &a.MemAlloc.F),
		dynlib.Func(a.MemFree.Name, &a.MemFree.F),
		dynlib.Func(a.MemFreeHost.Name, &a.MemFreeHost.F),
		dynlib.Func(a.MemHostRegister.Name, &a.MemHostRegister.F),
		dynlib.Func(a.MemHostUnregister.Name, &a.MemHostUnregister.F),
		dynlib.Func(a.MemcpyHtoDAsync.Name, &a.MemcpyHtoDAsync.F),
		dynlib.Func(a.MemcpyDtoHAsync.Name, &a.MemcpyDtoHAsync.F),
		dynlib.Func(a.MemcpyDtoDAsync.Name, &a.MemcpyDtoDAsync.F),
		dynlib.Func(a.StreamCreate.Name, &a.StreamCreate.F),
		dynlib.Func(a.StreamDestroy.Name, &a.StreamDestroy.F),
		dynlib.Func(a.StreamSynchronize.Name, &a.StreamSynchronize.F),
		dynlib.Func(a.EventCreate.Name, &a.EventCreate.F),
		dynlib.Func(a.EventDestroy.Name, &a.EventDestroy.F),
		dynlib.Func(a.EventRecord.Name, &a.EventRecord.F),
		dynlib.Func(a.EventSynchronize.Name, &a.EventSynchronize.F),
		dynlib.Func(a.EventElapsedTime.Name, &a.EventElapsedTime.F),
		dynlib.Func(a.LaunchKernel.Name, &a.LaunchKernel.F),
		dynlib.Func(a.StreamBeginCapture.Name, &a.StreamBeginCapture.F),
		dynlib.Func(a.StreamEndCapture.Name, &a.StreamEndCapture.F),
		dynlib.Func(a.GraphInstantiate.Name, &a.GraphInstantiate.F),
		dynlib.Func(a.GraphLaunch.Name, &a.GraphLaunch.F),
		dynlib.Func(a.GraphExecDestroy.Name, &a.GraphExecDestroy.F),
		dynlib.Func(a.GraphDestroy.Name, &a.GraphDestroy.F),
	}
}

// Error is a failed driver call.
type Error struct {
	// Call is the entry point, Kernel the kernel symbol for calls on one
	// ("" otherwise).
	Call, Kernel string
	Code         int32
	// Name and Text are the vendor's decoding of Code ("" when the driver
	// does not know it); Type names the code's C type ("CUresult",
	// "hipError_t") for a code without a name.
	Name, Text, Type string
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
	typ := e.Type
	if typ == "" {
		typ = "result"
	}
	return fmt.Sprintf("%s: %s %d", call, typ, e.Code)
}

// Decoder names result codes: the vendor's error name and string
// functions (nil when the library is not bound).
type Decoder struct {
	// Type is the result's C type, for codes without a name.
	Type string
	// Name and Text decode a code; ok false when the driver does not know
	// it.
	Name, Text func(r Result) (string, bool)
}

// Check turns r into an *Error for call (and kernel), or nil on success.
func (dc *Decoder) Check(r Result, call, kernel string) error {
	if r == Success {
		return nil
	}
	e := &Error{Call: call, Kernel: kernel, Code: int32(r)}
	if dc != nil {
		e.Type = dc.Type
		if dc.Name != nil {
			e.Name, _ = dc.Name(r)
		}
		if dc.Text != nil {
			e.Text, _ = dc.Text(r)
		}
	}
	return e
}

// GoString copies a NUL-terminated C string.
func GoString(p *byte) string {
	if p == nil {
		return ""
	}
	n := 0
	for *(*byte)(unsafe.Add(unsafe.Pointer(p), n)) != 0 {
		n++
	}
	return string(unsafe.Slice(p, n))
}

// Count is cuDeviceGetCount / hipGetDeviceCount through the table: the
// number of devices, 0 (not an error) when the call answers noDevice;
// check turns any other failure into the vendor's error.
func (a *API) Count(noDevice Result, check func(r Result, call, kernel string) error) (int, error) {
	var n int32
	r := a.DeviceGetCount.F(&n)
	if r == noDevice {
		return 0, nil
	}
	if err := check(r, a.DeviceGetCount.Name, ""); err != nil {
		return 0, err
	}
	return int(n), nil
}
