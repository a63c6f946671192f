package hip

import (
	"errors"
	"fmt"
	"runtime"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	mrt "github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/runtime/internal/gpudev"
)

// hipHostMallocDefault is hipHostMalloc's default flags.
const hipHostMallocDefault = 0

// Device is one HIP device as a runtime.Device: the shared gpudev.Device
// (memory, streams, events, modules, launches, graphs) with HIP's device
// selection. Its methods may be called from any goroutine, one at a time
// per stream.
type Device struct {
	*gpudev.Device
	drv        *Driver
	a          *api
	dev        int32
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

// Target is the device's gfx arch, "gfx942".
func (d *Device) Target() string { return d.info.Arch }

// Close frees the pinned staging chunks and unloads the runtime when Open
// loaded it. HIP has no context to release: memory still allocated stays
// the process's until it exits.
func (d *Device) Close() error {
	return d.closed.Do(func() error {
		err := d.ReleaseStaging()
		if d.ownsDriver {
			err = errors.Join(err, d.drv.Close())
		}
		return err
	})
}

// hipVendor is what HIP does its own way (gpudev.Vendor).
type hipVendor struct{ d *Device }

func (hipVendor) Name() string { return "hip" }

// MakeCurrent selects the device on this thread (hipSetDevice).
func (v hipVendor) MakeCurrent() error {
	return v.d.a.check(v.d.a.setDevice(v.d.dev), "hipSetDevice", "")
}

// CanLoad accepts hsaco objects.
func (hipVendor) CanLoad(f codeobj.Format) error {
	if f != codeobj.HSACO {
		return fmt.Errorf("hip device cannot load a %s object", f)
	}
	return nil
}

// LoadModule loads an hsaco (hipModuleLoadData). The object must be for
// this device's arch: the runtime refuses another's with an error naming
// the call and the kernel.
func (v hipVendor) LoadModule(o *codeobj.Object) (uintptr, error) {
	image := o.Payload
	var pin runtime.Pinner
	pin.Pin(&image[0])
	defer pin.Unpin()
	var h uintptr
	if err := v.d.a.check(v.d.a.moduleLoadData(&h, unsafe.Pointer(&image[0])), "hipModuleLoadData", o.Symbol); err != nil {
		return 0, err
	}
	return h, nil
}

// AllocHost is hipHostMalloc with the default flags.
func (v hipVendor) AllocHost(p *unsafe.Pointer, n uint64) error {
	return v.d.a.check(v.d.a.hostMalloc(p, n, hipHostMallocDefault), "hipHostMalloc", "")
}

// PrepareLaunch needs nothing: a kernel may use all of a workgroup's LDS
// without an opt-in.
func (hipVendor) PrepareLaunch(fn uintptr, sym string, shared, ready int64) (int64, error) {
	return ready, nil
}
