package runtime

import (
	"fmt"
	"slices"
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
// listed (host, CUDA, HIP). It is a value the entry point builds, not
// package state.
type Registry struct {
	backends []Backend
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
	}
	return r
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
