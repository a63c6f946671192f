package cuda

import (
	"errors"

	"github.com/mgxport/mgxport/runtime"
)

// DeviceArch is the device's arch, "sm_90" (runtime.DeviceInfo).
func (i Info) DeviceArch() string { return i.Arch }

// Backend is the CUDA driver's registration in a runtime.Registry.
type Backend struct{}

// NewBackend returns the CUDA backend: NVIDIA GPUs through libcuda.so.1.
func NewBackend() Backend { return Backend{} }

// Kind is "cuda".
func (Backend) Kind() string { return "cuda" }

// Probe lists the CUDA devices (each a cuda.Info), or says plainly why
// there are none: the driver library is absent, unusable, or present
// with no device.
func (Backend) Probe() runtime.Probe {
	drv, err := Load()
	if err != nil {
		if errors.Is(err, ErrNoDriver) {
			return runtime.Probe{Status: "no CUDA driver: libcuda.so.1 not found"}
		}
		return runtime.Probe{Status: "CUDA driver unusable: " + err.Error()}
	}
	defer drv.Close()
	infos, err := drv.Devices()
	if err != nil {
		return runtime.Probe{Status: "CUDA devices unreadable: " + err.Error()}
	}
	p := runtime.Probe{}
	for _, in := range infos {
		p.Devices = append(p.Devices, in)
	}
	if len(p.Devices) == 0 {
		p.Status = "CUDA driver found (libcuda.so.1), but no CUDA device"
	}
	return p
}

// Open opens CUDA device number ordinal (a *Device).
func (Backend) Open(ordinal int) (runtime.Device, error) {
	d, err := Open(ordinal)
	if err != nil {
		return nil, err
	}
	return d, nil
}
