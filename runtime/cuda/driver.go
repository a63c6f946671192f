package cuda

import (
	"fmt"

	"github.com/mgxport/mgxport/internal/dynlib"
	"github.com/mgxport/mgxport/runtime/internal/gpudev"
)

// Driver is the loaded and initialized CUDA driver library. Safe for
// concurrent use.
type Driver struct {
	lib *dynlib.Lib
	api *api
}

// Load opens libcuda.so.1, binds the driver API and calls cuInit. Without
// the library the error wraps ErrNoDriver; a library without a symbol this
// package needs (a driver too old) names every missing one.
func Load() (*Driver, error) {
	lib, err := dynlib.Open(libraryNames...)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoDriver, err)
	}
	d := &Driver{lib: lib, api: newAPI()}
	if err := d.api.bind(lib); err != nil {
		lib.Close()
		return nil, fmt.Errorf("bind CUDA driver API from %s (driver too old?): %w", lib.Name, err)
	}
	if err := d.api.check(d.api.init(0), "cuInit", ""); err != nil {
		lib.Close()
		return nil, err
	}
	return d, nil
}

// Close unloads the library; devices opened from it must be closed first.
func (d *Driver) Close() error { return d.lib.Close() }

// Version is the driver's CUDA version, e.g. "13.0".
func (d *Driver) Version() (string, error) {
	var v int32
	if err := d.api.check(d.api.DriverGetVersion.F(&v), d.api.DriverGetVersion.Name, ""); err != nil {
		return "", err
	}
	return fmt.Sprintf("%d.%d", v/1000, v%1000/10), nil
}

// Info describes one CUDA device.
type Info struct {
	Ordinal int    `json:"ordinal"`
	Name    string `json:"name"`
	// Arch is the compute capability as an arch name: "sm_90".
	Arch       string `json:"arch"`
	Memory     uint64 `json:"memory_bytes"`
	SMs        int    `json:"multiprocessors"`
	MaxShared  int    `json:"max_shared_per_block"`
	MaxThreads int    `json:"max_threads_per_block"`
	CCMajor    int    `json:"cc_major"`
	CCMinor    int    `json:"cc_minor"`
	DriverCUDA string `json:"driver_cuda_version"`
}

// Count returns the number of CUDA devices (0, not an error, when the
// driver reports none).
func (d *Driver) Count() (int, error) { return d.api.Count(errNoDevice, d.api.check) }

// Devices describes every CUDA device.
func (d *Driver) Devices() ([]Info, error) {
	n, err := d.Count()
	if err != nil {
		return nil, err
	}
	ver, err := d.Version()
	if err != nil {
		return nil, err
	}
	var out []Info
	for i := range n {
		info, err := d.info(i)
		if err != nil {
			return nil, err
		}
		info.DriverCUDA = ver
		out = append(out, info)
	}
	return out, nil
}

func (d *Driver) info(ordinal int) (Info, error) {
	a := d.api
	var dev int32
	if err := a.check(a.deviceGet(&dev, int32(ordinal)), "cuDeviceGet", ""); err != nil {
		return Info{}, fmt.Errorf("CUDA device %d: %w", ordinal, err)
	}
	name := make([]byte, 256)
	if err := a.check(a.DeviceGetName.F(&name[0], int32(len(name)), dev), a.DeviceGetName.Name, ""); err != nil {
		return Info{}, fmt.Errorf("CUDA device %d: %w", ordinal, err)
	}
	info := Info{Ordinal: ordinal, Name: goString(&name[0])}
	attrs := []struct {
		attr int32
		dst  *int
	}{
		{attrComputeMajor, &info.CCMajor},
		{attrComputeMinor, &info.CCMinor},
		{attrMultiprocessorCount, &info.SMs},
		{attrMaxSharedPerBlockOpt, &info.MaxShared},
		{attrMaxThreadsPerBlock, &info.MaxThreads},
	}
	for _, at := range attrs {
		var v int32
		if err := a.check(a.DeviceGetAttribute.F(&v, at.attr, dev), a.DeviceGetAttribute.Name, ""); err != nil {
			return Info{}, fmt.Errorf("CUDA device %d: attribute %d: %w", ordinal, at.attr, err)
		}
		*at.dst = int(v)
	}
	if err := a.check(a.DeviceTotalMem.F(&info.Memory, dev), a.DeviceTotalMem.Name, ""); err != nil {
		return Info{}, fmt.Errorf("CUDA device %d: %w", ordinal, err)
	}
	info.Arch = fmt.Sprintf("sm_%d%d", info.CCMajor, info.CCMinor)
	return info, nil
}

// Open makes device ordinal's primary context this Device's. The Driver
// must outlive the Device.
func (d *Driver) Open(ordinal int) (*Device, error) {
	info, err := d.info(ordinal)
	if err != nil {
		return nil, err
	}
	if info.DriverCUDA, err = d.Version(); err != nil {
		return nil, err
	}
	a := d.api
	var dev int32
	if err := a.check(a.deviceGet(&dev, int32(ordinal)), "cuDeviceGet", ""); err != nil {
		return nil, err
	}
	var ctx uintptr
	if err := a.check(a.primaryCtxRetain(&ctx, dev), "cuDevicePrimaryCtxRetain", ""); err != nil {
		return nil, fmt.Errorf("CUDA device %d: %w", ordinal, err)
	}
	dv := &Device{drv: d, a: a, dev: dev, ctx: ctx, info: info}
	dv.Device = gpudev.NewDevice(cudaVendor{dv}, &a.API, a.dec)
	return dv, nil
}

// Open loads the driver and opens device ordinal; closing the Device
// unloads the driver again.
func Open(ordinal int) (*Device, error) {
	drv, err := Load()
	if err != nil {
		return nil, err
	}
	d, err := drv.Open(ordinal)
	if err != nil {
		drv.Close()
		return nil, err
	}
	d.ownsDriver = true
	return d, nil
}
