package runtime

import (
	"fmt"
	"slices"
	"sync"
)

// Backend is one device backend's registration: the target kind it runs,
// how to list its devices and how to open one. Each backend package
// (runtime/host, runtime/cuda, runtime/hip) exports a constructor that
// binds the options it needs (the host's thread pool, the ROCm path); the
// entry point gathers them into a Registry.
type Backend interface {
	// Kind is the target-table kind the backend runs: "host", "cuda",
	// "hip".
	Kind() string
	// Probe lists the devices present, by ordinal, or says plainly why
	// there are none.
	Probe() Probe
	// Open opens device number ordinal.
	Open(ordinal int) (Device, error)
}

// Probe is what a backend finds: its devices, each of the backend's own
// Info type (cuda.Info, hip.Info, host.Info), and, when it lists none,
// the reason in words (the library is absent, or present with no device).
type Probe struct {
	Devices []DeviceInfo
	Status  string
}

// DeviceInfo describes one device a backend lists.
type DeviceInfo interface {
	// DeviceArch is the device's arch as the target table spells its
	// chips: "sm_90", "gfx942", "host".
	DeviceArch() string
}

// Registry is the device backends of one build, in the order devices are
// listed (host, CUDA, HIP). It is a value the entry point builds once per
// process and passes down, not package state: each backend is probed at
// most once per Registry (Probe; the devices of a machine do not come and
// go while a process runs, and probing loads and initializes a driver
// library), and registries derived with With share those probes. A
// Registry is safe for concurrent use.
type Registry struct {
	backends []Backend
	probes   []*probeMemo // one per backend, shared with derived registries
}

// probeMemo is one backend's probe, made on first need.
type probeMemo struct {
	once  sync.Once
	probe Probe
}

// NewRegistry gathers backends. A kind may be registered once: a second
// backend of one kind is a programming error, and panics (as registering
// one HTTP pattern twice does).
func NewRegistry(backends ...Backend) *Registry {
	r := &Registry{}
	for _, b := range backends {
		if _, ok := r.Backend(b.Kind()); ok {
			panic(fmt.Sprintf("runtime: device backend %q registered twice", b.Kind()))
		}
		r.backends = append(r.backends, b)
		r.probes = append(r.probes, &probeMemo{})
	}
	return r
}

// With returns a registry with b in place of the backend of its kind (or
// added last when there is none), sharing every other backend's probe
// with r: how an entry point that built its registry before it knew the
// options of one backend (the host's thread pool) binds them without
// probing the GPUs again. r is unchanged.
func (r *Registry) With(b Backend) *Registry {
	d := &Registry{backends: slices.Clone(r.backends), probes: slices.Clone(r.probes)}
	i := slices.IndexFunc(d.backends, func(x Backend) bool { return x.Kind() == b.Kind() })
	if i < 0 {
		d.backends = append(d.backends, b)
		d.probes = append(d.probes, &probeMemo{})
		return d
	}
	d.backends[i], d.probes[i] = b, &probeMemo{}
	return d
}

// Probe returns what the backend of a kind finds, probing it on the first
// call only (concurrent first calls wait for the one probe).
func (r *Registry) Probe(kind string) (Probe, bool) {
	i := slices.IndexFunc(r.backends, func(x Backend) bool { return x.Kind() == kind })
	if i < 0 {
		return Probe{}, false
	}
	m := r.probes[i]
	m.once.Do(func() { m.probe = r.backends[i].Probe() })
	return Probe{Devices: slices.Clone(m.probe.Devices), Status: m.probe.Status}, true
}

// Backends returns the registered backends in order.
func (r *Registry) Backends() []Backend { return slices.Clone(r.backends) }

// Backend returns the backend of a kind.
func (r *Registry) Backend(kind string) (Backend, bool) {
	for _, b := range r.backends {
		if b.Kind() == kind {
			return b, true
		}
	}
	return nil, false
}

// Open opens device number ordinal of the backend of a kind.
func (r *Registry) Open(kind string, ordinal int) (Device, error) {
	b, ok := r.Backend(kind)
	if !ok {
		return nil, fmt.Errorf("no %s device backend in this build", kind)
	}
	return b.Open(ordinal)
}
