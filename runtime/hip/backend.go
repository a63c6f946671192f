package hip

import (
	"errors"

	"github.com/mgxport/mgxport/runtime"
)

// DeviceArch is the device's gfx arch, "gfx942" (runtime.DeviceInfo).
func (i Info) DeviceArch() string { return i.Arch }

// Backend is HIP's registration in a runtime.Registry: AMD GPUs through
// libamdhip64, looked for under a ROCm root.
type Backend struct {
	rocmPath string
}

// NewBackend returns the HIP backend; rocmPath is the ROCm install root
// ("" for the system's library paths), as Load takes it.
func NewBackend(rocmPath string) Backend { return Backend{rocmPath: rocmPath} }

// Kind is "hip".
func (Backend) Kind() string { return "hip" }

// Probe lists the HIP devices (each a hip.Info), or says plainly why
// there are none: libamdhip64 is absent, unusable, or present with no
// AMD GPU.
func (b Backend) Probe() runtime.Probe {
	drv, err := Load(b.rocmPath)
	if err != nil {
		var he *Error
		switch {
		case errors.Is(err, ErrNoRuntime):
			return runtime.Probe{Status: "no HIP runtime: libamdhip64.so not found"}
		case errors.As(err, &he) && he.Call == "hipInit":
			return runtime.Probe{Status: "HIP runtime found, but no AMD GPU (" + err.Error() + ")"}
		}
		return runtime.Probe{Status: "HIP runtime unusable: " + err.Error()}
	}
	defer drv.Close()
	infos, err := drv.Devices()
	if err != nil {
		return runtime.Probe{Status: "HIP devices unreadable: " + err.Error()}
	}
	p := runtime.Probe{}
	for _, in := range infos {
		p.Devices = append(p.Devices, in)
	}
	if len(p.Devices) == 0 {
		p.Status = "HIP runtime found (" + drv.Library() + "), but no AMD GPU"
	}
	return p
}

// Open opens HIP device number ordinal (a *Device).
func (b Backend) Open(ordinal int) (runtime.Device, error) {
	d, err := Open(ordinal, b.rocmPath)
	if err != nil {
		return nil, err
	}
	return d, nil
}
