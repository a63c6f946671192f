package cuda

import (
	"errors"
	"fmt"
	"runtime"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	mrt "github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/runtime/internal/gpudev"
	"github.com/mgxport/mgxport/target"
)

// Device is one CUDA device (its primary context) as a runtime.Device:
// the shared gpudev.Device (memory, streams, events, modules, launches,
// graphs) with CUDA's context handling. Its methods may be called from
// any goroutine, one at a time per stream.
type Device struct {
	*gpudev.Device
	drv        *Driver
	a          *api
	dev        int32
	ctx        uintptr
	info       Info
	ownsDriver bool
	closed     gpudev.CloseOnce
}

// Compile-time checks.
var (
	_ mrt.Device  = (*Device)(nil)
	_ mrt.Grapher = (*Device)(nil)
)

// Info describes the device.
func (d *Device) Info() Info { return d.info }

// Target is the device's arch, "sm_XY" of its compute capability.
func (d *Device) Target() string { return d.info.Arch }

// Close frees the pinned staging chunks and releases the primary context
// (and the driver when Open loaded it). Memory still allocated is freed
// with the context.
func (d *Device) Close() error {
	return d.closed.Do(func() error {
		err := d.ReleaseStaging()
		err = errors.Join(err, d.a.check(d.a.primaryCtxRelease(d.dev), "cuDevicePrimaryCtxRelease_v2", ""))
		if d.ownsDriver {
			err = errors.Join(err, d.drv.Close())
		}
		return err
	})
}

// cudaVendor is what the CUDA driver does its own way (gpudev.Vendor).
type cudaVendor struct{ d *Device }

func (cudaVendor) Name() string { return "cuda" }

// MakeCurrent makes the device's primary context current on this thread.
func (v cudaVendor) MakeCurrent() error {
	return v.d.a.check(v.d.a.ctxSetCurrent(v.d.ctx), "cuCtxSetCurrent", "")
}

// CanLoad accepts ptx and cubin objects.
func (cudaVendor) CanLoad(f codeobj.Format) error {
	if f != codeobj.PTX && f != codeobj.Cubin {
		return fmt.Errorf("cuda device cannot load a %s object", f)
	}
	return nil
}

// LoadModule loads a ptx (JIT-compiled by the driver for this device) or
// cubin object (cuModuleLoadDataEx); a JIT failure carries the driver's
// log.
func (v cudaVendor) LoadModule(o *codeobj.Object) (uintptr, error) {
	a := v.d.a
	if err := cubinRuns(o, v.d.info); err != nil {
		return 0, err
	}
	image := o.Payload
	if o.Format == codeobj.PTX && image[len(image)-1] != 0 {
		image = append(append(make([]byte, 0, len(image)+1), image...), 0) // PTX is read as a C string
	}
	log := make([]byte, jitLogBytes)
	opts := []int32{jitErrorLogBuffer, jitErrorLogBufferSize}
	vals := []uintptr{uintptr(unsafe.Pointer(&log[0])), uintptr(len(log))}
	var pin runtime.Pinner
	pin.Pin(&log[0])
	pin.Pin(&image[0])
	defer pin.Unpin()
	var h uintptr
	r := a.moduleLoadDataEx(&h, unsafe.Pointer(&image[0]), uint32(len(opts)), &opts[0], &vals[0])
	if err := a.check(r, "cuModuleLoadDataEx", o.Symbol); err != nil {
		if msg := goString(&log[0]); msg != "" {
			return 0, fmt.Errorf("%w\n%s", err, msg)
		}
		return 0, err
	}
	return h, nil
}

// AllocHost is cuMemAllocHost.
func (v cudaVendor) AllocHost(p *unsafe.Pointer, n uint64) error {
	return v.d.a.check(v.d.a.memAllocHost(p, n), "cuMemAllocHost_v2", "")
}

// PrepareLaunch opts a kernel in to dynamic shared memory above 48 KiB
// (cuFuncSetAttribute), once per larger size.
func (v cudaVendor) PrepareLaunch(fn uintptr, sym string, shared, ready int64) (int64, error) {
	if shared <= staticSharedLimit || shared <= ready {
		return ready, nil
	}
	r := v.d.a.funcSetAttribute(fn, funcAttrMaxDynamicShared, int32(shared))
	if err := v.d.a.check(r, "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)", sym); err != nil {
		return ready, err
	}
	return shared, nil
}

// cubinRuns says plainly when a cubin cannot run on the device: a cubin
// runs on its own major arch at the same or a later minor one (sm_80's on
// sm_86), where PTX runs on any later GPU.
func cubinRuns(o *codeobj.Object, info Info) error {
	if o.Format != codeobj.Cubin {
		return nil
	}
	row, err := target.Lookup(o.Target)
	if err != nil || row.Kind != target.CUDA || row.CC == 0 {
		return nil // not a row of the table: let the driver decide
	}
	major, minor := row.CC/10, row.CC%10
	if major != info.CCMajor || minor > info.CCMinor {
		return fmt.Errorf("%s: a cubin for %s cannot run on %s (%s): finalize for --arch %s, or with --ptxas none for PTX that newer GPUs JIT-compile", o.Symbol, o.Target, info.Name, info.Arch, info.Arch)
	}
	return nil
}
