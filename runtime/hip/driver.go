package hip

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"unsafe"

	"github.com/mgxport/mgxport/internal/dynlib"
	"github.com/mgxport/mgxport/runtime/internal/gpudev"
)

// Driver is the loaded and initialized HIP runtime. Safe for concurrent
// use.
type Driver struct {
	lib *dynlib.Lib
	api *api
}

// Load opens libamdhip64, binds the entry points and calls hipInit.
// Without the library the error wraps ErrNoRuntime; a library without a
// symbol this package needs (a HIP too old) names every missing one. A
// hipInit that fails (no AMD GPU, no amdgpu driver, no access to
// /dev/kfd) is a *Error naming hipInit. rocmPath is the ROCm install root
// the caller resolved ($ROCM_PATH; "" for none), searched after the
// loader's path and before /opt/rocm.
func Load(rocmPath string) (*Driver, error) {
	lib, err := dynlib.Open(libraryNames(rocmPath)...)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoRuntime, err)
	}
	d := &Driver{lib: lib, api: newAPI()}
	if err := d.api.bind(lib); err != nil {
		lib.Close()
		return nil, fmt.Errorf("bind HIP API from %s (HIP too old?): %w", lib.Name, err)
	}
	if err := d.api.check(d.api.init(0), "hipInit", ""); err != nil {
		lib.Close()
		return nil, fmt.Errorf("HIP runtime %s: %w", lib.Name, err)
	}
	return d, nil
}

// Library is the file name the HIP runtime was opened by.
func (d *Driver) Library() string { return d.lib.Name }

// Close unloads the library; devices opened from it must be closed first.
func (d *Driver) Close() error { return d.lib.Close() }

// Version is the HIP driver's version, major.minor.patch.
func (d *Driver) Version() (string, error) {
	var v int32
	if err := d.api.check(d.api.DriverGetVersion.F(&v), d.api.DriverGetVersion.Name, ""); err != nil {
		return "", err
	}
	return fmt.Sprintf("%d.%d.%d", v/10000000, v/100000%100, v%100000), nil
}

// Info describes one HIP device.
type Info struct {
	Ordinal int    `json:"ordinal"`
	Name    string `json:"name"`
	// Arch is the gfx arch, "gfx942"; ArchName HIP's full name with its
	// features, "gfx942:sramecc+:xnack-".
	Arch       string `json:"arch"`
	ArchName   string `json:"arch_name"`
	Memory     uint64 `json:"memory_bytes"`
	CUs        int    `json:"compute_units"`
	MaxShared  int    `json:"max_shared_per_block"`
	MaxThreads int    `json:"max_threads_per_block"`
	Wave       int    `json:"wavefront_size"`
	DriverHIP  string `json:"driver_hip_version"`
}

// Count returns the number of HIP devices (0, not an error, when HIP
// reports none).
func (d *Driver) Count() (int, error) { return d.api.Count(errNoDevice, d.api.check) }

// Devices describes every HIP device.
func (d *Driver) Devices() ([]Info, error) {
	n, err := d.Count()
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, nil
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
		info.DriverHIP = ver
		out = append(out, info)
	}
	return out, nil
}

func (d *Driver) info(ordinal int) (Info, error) {
	a := d.api
	dev := int32(ordinal)
	name := make([]byte, 256)
	if err := a.check(a.DeviceGetName.F(&name[0], int32(len(name)), dev), a.DeviceGetName.Name, ""); err != nil {
		return Info{}, fmt.Errorf("HIP device %d: %w", ordinal, err)
	}
	info := Info{Ordinal: ordinal, Name: gpudev.GoString(&name[0])}
	attrs := []struct {
		attr int32
		dst  *int
	}{
		{attrMaxThreadsPerBlock, &info.MaxThreads},
		{attrMultiprocessorCount, &info.CUs},
		{attrMaxSharedMemoryPerBlock, &info.MaxShared},
		{attrWarpSize, &info.Wave},
	}
	for _, at := range attrs {
		var v int32
		if err := a.check(a.DeviceGetAttribute.F(&v, at.attr, dev), a.DeviceGetAttribute.Name, ""); err != nil {
			return Info{}, fmt.Errorf("HIP device %d: attribute %d: %w", ordinal, at.attr, err)
		}
		*at.dst = int(v)
	}
	if err := a.check(a.DeviceTotalMem.F(&info.Memory, dev), a.DeviceTotalMem.Name, ""); err != nil {
		return Info{}, fmt.Errorf("HIP device %d: %w", ordinal, err)
	}
	props := make([]byte, propsBytes)
	if err := a.check(a.getDeviceProperties(unsafe.Pointer(&props[0]), dev), a.propsName, ""); err != nil {
		return Info{}, fmt.Errorf("HIP device %d: %w", ordinal, err)
	}
	var ok bool
	if info.ArchName, info.Arch, ok = archFromProps(props); !ok {
		return Info{}, fmt.Errorf("HIP device %d (%s): no gfx arch name in its properties (%s)", ordinal, info.Name, a.propsName)
	}
	return info, nil
}

// archNameRE is an AMD GPU arch name as HIP reports it: the gfx target
// and its features.
var archNameRE = regexp.MustCompile(`^gfx[0-9a-f]{2,4}(:[a-z]+[+-])*$`)

// archFromProps finds the gcnArchName of a hipDeviceProp_t of any layout:
// the first NUL-terminated string in it that is an arch name
// ("gfx942:sramecc+:xnack-"), and its arch ("gfx942"). Every layout has
// the marketing name first and gcnArchName later.
func archFromProps(props []byte) (name, arch string, ok bool) {
	for i := 0; i < len(props); {
		j := bytes.IndexByte(props[i:], 0)
		if j < 0 {
			break
		}
		if s := string(props[i : i+j]); archNameRE.MatchString(s) && (i == 0 || props[i-1] == 0) {
			arch, _, _ = strings.Cut(s, ":")
			return s, arch, true
		}
		i += j + 1
	}
	return "", "", false
}

// Open opens device ordinal. The Driver must outlive the Device.
func (d *Driver) Open(ordinal int) (*Device, error) {
	n, err := d.Count()
	if err != nil {
		return nil, err
	}
	if ordinal < 0 || ordinal >= n {
		return nil, fmt.Errorf("HIP device %d: %d device(s) present", ordinal, n)
	}
	info, err := d.info(ordinal)
	if err != nil {
		return nil, err
	}
	if info.DriverHIP, err = d.Version(); err != nil {
		return nil, err
	}
	dv := &Device{drv: d, a: d.api, dev: int32(ordinal), info: info}
	dv.Device = gpudev.NewDevice(hipVendor{dv}, &d.api.API, d.api.dec)
	return dv, nil
}

// Open loads the runtime (Load(rocmPath)) and opens device ordinal;
// closing the Device unloads the runtime again.
func Open(ordinal int, rocmPath string) (*Device, error) {
	drv, err := Load(rocmPath)
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
