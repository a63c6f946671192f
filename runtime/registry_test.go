package runtime_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/runtime"
)

// fakeInfo is one device a fakeBackend lists.
type fakeInfo string

func (f fakeInfo) DeviceArch() string { return string(f) }

// fakeBackend lists archs and opens nothing, saying which ordinal it was
// asked for.
type fakeBackend struct {
	kind  string
	archs []string
}

func (b fakeBackend) Kind() string { return b.kind }

func (b fakeBackend) Probe() runtime.Probe {
	p := runtime.Probe{}
	for _, a := range b.archs {
		p.Devices = append(p.Devices, fakeInfo(a))
	}
	if len(p.Devices) == 0 {
		p.Status = b.kind + ": none here"
	}
	return p
}

var errOpened = errors.New("fake open")

func (b fakeBackend) Open(ordinal int) (runtime.Device, error) {
	return nil, errors.Join(errOpened, errors.New(b.kind+" "+strings.Repeat("#", ordinal)))
}

func TestRegistryDevices(t *testing.T) {
	r := runtime.NewRegistry(fakeBackend{"host", []string{"host"}}, fakeBackend{"cuda", []string{"sm_90", "sm_80"}}, fakeBackend{"hip", nil})
	var kinds []string
	for _, b := range r.Backends() {
		kinds = append(kinds, b.Kind())
	}
	if got := strings.Join(kinds, ","); got != "host,cuda,hip" {
		t.Fatalf("backends %s, want host,cuda,hip in registration order", got)
	}
	b, ok := r.Backend("cuda")
	if !ok {
		t.Fatal("no cuda backend")
	}
	p := b.Probe()
	if len(p.Devices) != 2 || p.Devices[1].DeviceArch() != "sm_80" || p.Status != "" {
		t.Fatalf("cuda probe %+v", p)
	}
	hp, _ := r.Backend("hip")
	if p := hp.Probe(); len(p.Devices) != 0 || p.Status != "hip: none here" {
		t.Fatalf("hip probe %+v", p)
	}
	if _, ok := r.Backend("vulkan"); ok {
		t.Fatal("vulkan backend found in a registry without one")
	}
	_, err := r.Open("cuda", 3)
	if !errors.Is(err, errOpened) || !strings.Contains(err.Error(), "cuda ###") {
		t.Fatalf("Open(cuda, 3) = %v, want the cuda backend's open of device 3", err)
	}
	if _, err := r.Open("vulkan", 0); err == nil || !strings.Contains(err.Error(), "no vulkan device backend") {
		t.Fatalf("Open(vulkan) = %v, want no backend", err)
	}
}

func TestRegistryDuplicateKind(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("a second cuda backend was accepted")
		}
	}()
	runtime.NewRegistry(fakeBackend{kind: "cuda"}, fakeBackend{kind: "cuda"})
}
