package driver

import (
	"errors"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/runtime/cuda"
	"github.com/mgxport/mgxport/runtime/hip"
	"github.com/mgxport/mgxport/runtime/host"
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
