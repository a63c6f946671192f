package driver

import (
	"errors"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/runtime/cuda"
	"github.com/mgxport/mgxport/runtime/hip"
	"github.com/mgxport/mgxport/runtime/host"
	"github.com/mgxport/mgxport/target"
)

// listedBackend is a backend that lists given devices and opens none, to
// check how the driver reads a registry without a GPU here.
type listedBackend struct {
	kind  string
	probe runtime.Probe
}

func (b *listedBackend) Kind() string         { return b.kind }
func (b *listedBackend) Probe() runtime.Probe { return b.probe }
func (b *listedBackend) Open(int) (runtime.Device, error) {
	return nil, errors.New("listed only")
}

// TestListDevicesFromRegistry checks that `mgxport devices` is what the
// registry's backends report, with each GPU mapped to its table row: an
// H100 (9.0) to the arch-specific sm_90a, a newer GPU than any row to the
// newest portable row, an MI300X to gfx942, an unknown gfx chip to none.
func TestListDevicesFromRegistry(t *testing.T) {
	hostInfo := host.Info{Target: "host", CPU: "test cpu", Cores: 3, Memory: 5 << 30}
	r := runtime.NewRegistry(
		&listedBackend{kind: "host", probe: runtime.Probe{Devices: []runtime.DeviceInfo{hostInfo}}},
		&listedBackend{kind: "cuda", probe: runtime.Probe{Devices: []runtime.DeviceInfo{
			cuda.Info{Ordinal: 0, Name: "H100", Arch: "sm_90", CCMajor: 9, CCMinor: 0},
			cuda.Info{Ordinal: 1, Name: "next", Arch: "sm_120", CCMajor: 12, CCMinor: 0},
		}}},
		&listedBackend{kind: "hip", probe: runtime.Probe{Devices: []runtime.DeviceInfo{
			hip.Info{Ordinal: 0, Name: "MI300X", Arch: "gfx942"},
			hip.Info{Ordinal: 1, Name: "old", Arch: "gfx803"},
		}}},
	)
	l := listDevices(r)
	if l.Host != hostInfo {
		t.Errorf("host %+v, want %+v", l.Host, hostInfo)
	}
	var got []string
	for _, g := range l.CUDA {
		got = append(got, g.Name+"="+g.Target)
	}
	for _, g := range l.HIP {
		got = append(got, g.Name+"="+g.Target)
	}
	if s := strings.Join(got, " "); s != "H100=sm_90a next=sm_100 MI300X=gfx942 old=" {
		t.Errorf("devices %s", s)
	}
	if l.CUDAStatus != "" || l.HIPStatus != "" {
		t.Errorf("statuses %q %q with devices listed", l.CUDAStatus, l.HIPStatus)
	}

	none := listDevices(runtime.NewRegistry(
		&listedBackend{kind: "host", probe: runtime.Probe{Devices: []runtime.DeviceInfo{hostInfo}}},
		&listedBackend{kind: "cuda", probe: runtime.Probe{Status: "no CUDA here"}},
		&listedBackend{kind: "hip", probe: runtime.Probe{Status: "no HIP here"}},
	))
	if none.CUDA == nil || none.HIP == nil || len(none.CUDA)+len(none.HIP) != 0 {
		t.Errorf("no GPUs: %+v %+v, want empty lists (JSON [])", none.CUDA, none.HIP)
	}
	if s := none.String(); !strings.Contains(s, "cuda    no CUDA here\n") || !strings.Contains(s, "hip     no HIP here\n") || !strings.HasPrefix(s, "host    test cpu, 3 cores, 5.0 GiB\n") {
		t.Errorf("devices text:\n%s", s)
	}
}

// TestDeviceRegistryKinds checks the build's registry: host, CUDA and HIP
// in listing order, and RuntimeSupported answering from it.
func TestDeviceRegistryKinds(t *testing.T) {
	var kinds []string
	for _, b := range DeviceRegistry(nil).Backends() {
		kinds = append(kinds, b.Kind())
	}
	if s := strings.Join(kinds, ","); s != "host,cuda,hip" {
		t.Fatalf("registry kinds %s, want host,cuda,hip", s)
	}
}

// countedBackend is a listedBackend that counts its probes.
type countedBackend struct {
	listedBackend
	n *int
}

func (b *countedBackend) Probe() runtime.Probe { *b.n++; return b.probe }

// TestRegistryProbedOncePerProcess: the driver's device questions of one
// process — devices, auto, tuning's device, opening — go through the one
// registry the entry point built, which probes each backend once.
func TestRegistryProbedOncePerProcess(t *testing.T) {
	var hostN, cudaN, hipN int
	r := runtime.NewRegistry(
		&countedBackend{listedBackend{kind: "host", probe: runtime.Probe{Devices: []runtime.DeviceInfo{host.Info{Target: "host", CPU: "c", Cores: 1}}}}, &hostN},
		&countedBackend{listedBackend{kind: "cuda", probe: runtime.Probe{Devices: []runtime.DeviceInfo{cuda.Info{Name: "H100", Arch: "sm_90", CCMajor: 9}}}}, &cudaN},
		&countedBackend{listedBackend{kind: "hip", probe: runtime.Probe{Status: "none"}}, &hipN},
	)
	for range 3 {
		Devices(r)
		if p := PresentTargets(r); len(p) != 2 || p[0] != "sm_90a" {
			t.Fatalf("PresentTargets = %v", p)
		}
	}
	sm90, err := target.Lookup("sm_90")
	if err != nil {
		t.Fatal(err)
	}
	d, err := TuneDevice(r, sm90, 0)
	if err != nil || d.ID != "H100/sm_90" {
		t.Fatalf("TuneDevice = %+v, %v", d, err)
	}
	if _, err := d.Open(); err == nil || !strings.Contains(err.Error(), "listed only") {
		t.Errorf("the tuning device opened through another registry: %v", err)
	}
	if hostN != 1 || cudaN != 1 || hipN != 1 {
		t.Errorf("probed host %d, cuda %d, hip %d times; want once each", hostN, cudaN, hipN)
	}
	// Binding the host's threads derives a registry sharing the GPU probes.
	pool, err := host.NewPool(2)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	bound := WithHostPool(r, pool)
	Devices(bound)
	if cudaN != 1 || hipN != 1 {
		t.Errorf("the pool-bound registry probed the GPUs again (cuda %d, hip %d)", cudaN, hipN)
	}
	dev, err := OpenDevice(bound, target.HostRow(), 0)
	if err != nil {
		t.Fatalf("host device through the bound registry: %v", err)
	}
	dev.Close()
}
