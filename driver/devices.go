package driver

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/runtime/cuda"
	"github.com/mgxport/mgxport/runtime/hip"
	"github.com/mgxport/mgxport/runtime/host"
	"github.com/mgxport/mgxport/target"
)

// HostInfo describes this CPU as a device.
type HostInfo = host.Info

// GPUInfo is a CUDA device with the table target --arch auto uses for it.
type GPUInfo struct {
	cuda.Info
	// Target is the target-table row objects are finalized for: the
	// device's arch, or the newest older row when the table lacks it
	// (PTX is JIT-compiled forward); "" when no row fits.
	Target string `json:"target"`
}

// HIPInfo is a HIP (AMD) device with the table target --arch auto uses
// for it.
type HIPInfo struct {
	hip.Info
	// Target is the target-table row objects are finalized for: the
	// device's gfx arch; "" when the table has no row for it (an hsaco
	// runs only on its own arch).
	Target string `json:"target"`
}

// DeviceList is what `mgxport devices` reports.
type DeviceList struct {
	Host HostInfo  `json:"host"`
	CUDA []GPUInfo `json:"cuda"`
	// CUDAStatus says plainly why CUDA lists no device ("" when it does):
	// the driver library is absent, or present with no device.
	CUDAStatus string    `json:"cuda_status,omitempty"`
	HIP        []HIPInfo `json:"hip"`
	// HIPStatus says plainly why HIP lists no device ("" when it does):
	// libamdhip64 is absent, or present with no device.
	HIPStatus string `json:"hip_status,omitempty"`
}

// DeviceRegistry is the device backends of this build, in listing
// order: the host (whose devices run launches on pool's threads; nil: one
// thread), CUDA, then HIP (looked for under the ROCm root the environment
// names). An entry point builds it once per process and passes it down
// (each backend is then probed once); WithHostPool binds the host's
// threads to it later.
func DeviceRegistry(pool *host.Pool) *runtime.Registry {
	return runtime.NewRegistry(host.NewBackend(pool), cuda.NewBackend(), hip.NewBackend(EnvROCmPath()))
}

// WithHostPool returns r with its host backend running launches on pool's
// threads, sharing r's GPU probes; nil r builds the registry
// (DeviceRegistry).
func WithHostPool(r *runtime.Registry, pool *host.Pool) *runtime.Registry {
	if r == nil {
		return DeviceRegistry(pool)
	}
	return r.With(host.NewBackend(pool))
}

// Devices lists the devices r's backends find: the host, each CUDA GPU,
// then each HIP GPU.
func Devices(r *runtime.Registry) DeviceList {
	return listDevices(r)
}

// listDevices probes each backend of r (once per registry) and names the
// target-table row each GPU's objects are finalized for.
func listDevices(r *runtime.Registry) DeviceList {
	l := DeviceList{CUDA: []GPUInfo{}, HIP: []HIPInfo{}}
	for _, b := range r.Backends() {
		p, _ := r.Probe(b.Kind())
		for _, d := range p.Devices {
			switch in := d.(type) {
			case host.Info:
				l.Host = in
			case cuda.Info:
				l.CUDA = append(l.CUDA, GPUInfo{Info: in, Target: cudaTarget(in.CCMajor, in.CCMinor)})
			case hip.Info:
				l.HIP = append(l.HIP, HIPInfo{Info: in, Target: hipTarget(in.Arch)})
			}
		}
		switch b.Kind() {
		case string(target.CUDA):
			l.CUDAStatus = p.Status
		case string(target.HIP):
			l.HIPStatus = p.Status
		}
	}
	return l
}

// hipTarget is the AMD row for a gfx arch: the one of that chip, "" when
// the table has none.
func hipTarget(arch string) string {
	for _, t := range target.All() {
		if t.Kind == target.HIP && t.Chip == arch {
			return t.Name
		}
	}
	return ""
}

// PresentTargets names the targets of the devices r finds, best first
// (each CUDA GPU, then each HIP GPU the table has a row for, then host):
// what target.Parse's present function returns for --arch auto (see
// Present).
func PresentTargets(r *runtime.Registry) []string {
	var out []string
	l := Devices(r)
	for _, g := range l.CUDA {
		if g.Target != "" {
			out = append(out, g.Target)
		}
	}
	for _, g := range l.HIP {
		if g.Target != "" {
			out = append(out, g.Target)
		}
	}
	return append(out, "host")
}

// cudaTarget picks the NVIDIA row for compute capability major.minor: the
// exact one — its arch-specific form where there is one ("sm_90a" on
// 9.0: the chip's own units, wgmma, which run nowhere else) — else the
// newest older one without arch-specific features, whose PTX the driver
// compiles forward.
func cudaTarget(major, minor int) string {
	cc := major*10 + minor
	best, bestCC := "", -1
	for _, t := range target.All() {
		if t.Kind != target.CUDA || t.CC > cc || t.ArchSpecific && t.CC != cc {
			continue
		}
		if t.CC > bestCC || t.CC == bestCC && t.ArchSpecific {
			best, bestCC = t.Name, t.CC
		}
	}
	return best
}

// String formats the list for people.
func (l DeviceList) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "host    %s, %d cores, %.1f GiB\n", l.Host.CPU, l.Host.Cores, float64(l.Host.Memory)/(1<<30))
	for _, g := range l.CUDA {
		t := g.Target
		if t == "" {
			t = "no target-table row"
		}
		fmt.Fprintf(&b, "cuda:%d  %s, %s (--arch %s), %.1f GiB, %d SMs, driver CUDA %s\n",
			g.Ordinal, g.Name, g.Arch, t, float64(g.Memory)/(1<<30), g.SMs, g.DriverCUDA)
	}
	if l.CUDAStatus != "" {
		fmt.Fprintf(&b, "cuda    %s\n", l.CUDAStatus)
	}
	for _, g := range l.HIP {
		t := g.Target
		if t == "" {
			t = "no target-table row"
		}
		fmt.Fprintf(&b, "hip:%d   %s, %s (--arch %s), %.1f GiB, %d CUs, wave%d, HIP %s\n",
			g.Ordinal, g.Name, g.ArchName, t, float64(g.Memory)/(1<<30), g.CUs, g.Wave, g.DriverHIP)
	}
	if l.HIPStatus != "" {
		fmt.Fprintf(&b, "hip     %s\n", l.HIPStatus)
	}
	return b.String()
}

// Present is PresentTargets of r as target.Parse takes it.
func Present(r *runtime.Registry) func() []string {
	return func() []string { return PresentTargets(r) }
}

// RuntimeSupported reports whether r has a runtime device backend for t:
// this build's registers the host, NVIDIA GPUs (through the CUDA driver)
// and AMD GPUs (through HIP).
func RuntimeSupported(r *runtime.Registry, t target.Target) error {
	if _, ok := r.Backend(string(t.Kind)); ok {
		return nil
	}
	return fmt.Errorf("target %s: no %s runtime device in this build yet (its objects can be finalized and shipped; run them where one exists)", t, t.Kind)
}

// OpenDevice opens the runtime device of target t through r: this CPU
// (whose launches run on the threads r's host backend was given), or GPU
// number ordinal. A GPU older than t is refused; a newer one runs t's
// objects (PTX is JIT-compiled forward) and the session looks them up
// under t's name.
func OpenDevice(r *runtime.Registry, t target.Target, ordinal int) (runtime.Device, error) {
	if err := RuntimeSupported(r, t); err != nil {
		return nil, err
	}
	if t.Kind == target.Host {
		if ordinal != 0 {
			return nil, fmt.Errorf("--device %d: the host is one device; --device selects a GPU", ordinal)
		}
		return r.Open(string(target.Host), 0)
	}
	if t.Kind == target.HIP {
		dev, err := r.Open(string(target.HIP), ordinal)
		if err != nil {
			return nil, fmt.Errorf("open HIP device %d for %s: %w (see `mgxport devices`)", ordinal, t, err)
		}
		d, ok := dev.(*hip.Device)
		if !ok {
			dev.Close()
			return nil, fmt.Errorf("open HIP device %d for %s: the HIP backend opened a %T", ordinal, t, dev)
		}
		if arch := d.Info().Arch; arch != t.Chip {
			d.Close()
			return nil, fmt.Errorf("HIP device %d (%s, %s) cannot run objects for %s (an hsaco runs only on its own arch): finalize for --arch %s or auto", ordinal, d.Info().Name, arch, t, arch)
		}
		return d, nil
	}
	dev, err := r.Open(string(target.CUDA), ordinal)
	if err != nil {
		return nil, fmt.Errorf("open CUDA device %d for %s: %w (see `mgxport devices`)", ordinal, t, err)
	}
	d, ok := dev.(*cuda.Device)
	if !ok {
		dev.Close()
		return nil, fmt.Errorf("open CUDA device %d for %s: the CUDA backend opened a %T", ordinal, t, dev)
	}
	info := d.Info()
	if !ccAtLeast(info.CCMajor, info.CCMinor, t.Chip) {
		d.Close()
		return nil, fmt.Errorf("CUDA device %d (%s, %s) cannot run objects for %s: finalize for --arch %s or auto", ordinal, info.Name, info.Arch, t, info.Arch)
	}
	return cudaAs{d, t.Name}, nil
}

// cudaAs is a CUDA device that runs the objects of a target other than its
// own arch (sm_80 PTX on an sm_90 GPU).
type cudaAs struct {
	*cuda.Device
	name string
}

func (d cudaAs) Target() string { return d.name }

// ccAtLeast reports whether a GPU of compute capability major.minor runs
// code for chip: "sm_86" on 8.6 and newer; an arch-specific "sm_90a" only
// on 9.0 itself.
func ccAtLeast(major, minor int, chip string) bool {
	row, err := target.Lookup(chip)
	if err != nil || row.Kind != target.CUDA || row.CC < 10 {
		return false
	}
	have := major*10 + minor
	if row.ArchSpecific {
		return have == row.CC
	}
	return have >= row.CC
}

// TuneDevice returns the device tuning for target t measures on, found
// and opened through r: GPU number ordinal of t's vendor, named for the
// kernel cache by its model and arch, or this CPU. An error names what is
// missing when there is no such GPU.
func TuneDevice(r *runtime.Registry, t target.Target, ordinal int) (finalize.TuneDevice, error) {
	l := Devices(r)
	var id string
	switch t.Kind {
	case target.CUDA:
		if ordinal < 0 || ordinal >= len(l.CUDA) {
			return finalize.TuneDevice{}, fmt.Errorf("--tune for %s measures every trial on an NVIDIA GPU, and there is no CUDA device %d (%s): run it where the GPU is, or drop --tune for the default schedule",
				t, ordinal, orCount(l.CUDAStatus, len(l.CUDA)))
		}
		in := l.CUDA[ordinal].Info
		id = deviceKind(in.Name, in.Arch, in.SMs, "SM")
	case target.HIP:
		if ordinal < 0 || ordinal >= len(l.HIP) {
			return finalize.TuneDevice{}, fmt.Errorf("--tune for %s measures every trial on an AMD GPU, and there is no HIP device %d (%s): run it where the GPU is, or drop --tune for the default schedule",
				t, ordinal, orCount(l.HIPStatus, len(l.HIP)))
		}
		in := l.HIP[ordinal].Info
		id = deviceKind(in.Name, in.Arch, in.CUs, "CU")
	case target.Host:
		// Host trials run on this CPU, whatever the ordinal, on one thread
		// (as finalize measured them before the device was passed in).
		return finalize.TuneDevice{ID: "host", Open: func() (runtime.Device, error) { return OpenDevice(WithHostPool(r, nil), t, 0) }}, nil
	default:
		return finalize.TuneDevice{}, fmt.Errorf("target %s: no device to tune on", t)
	}
	return finalize.TuneDevice{ID: id, Open: func() (runtime.Device, error) { return OpenDevice(r, t, ordinal) }}, nil
}

// deviceKind names a GPU kind for tuning (cache keys and tuning
// decisions): its name, its arch and, when the driver reports it, its
// multiprocessor count (units), which tells apart parts one name covers
// (a MIG slice, a binned variant), e.g. "NVIDIA H100 80GB HBM3/sm_90/132SM".
func deviceKind(name, arch string, count int, units string) string {
	id := name + "/" + arch
	if count > 0 {
		id += fmt.Sprintf("/%d%s", count, units)
	}
	return id
}

// orCount is status, or how many devices there are when status is empty.
func orCount(status string, n int) string {
	if status != "" {
		return status
	}
	return fmt.Sprintf("%d present", n)
}
