package runtime_test

import (
	"errors"
	"strings"
	"sync"
	"sync/atomic"
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

// countingBackend counts its probes.
type countingBackend struct {
	fakeBackend
	probes *atomic.Int64
}

func (b countingBackend) Probe() runtime.Probe {
	b.probes.Add(1)
	return b.fakeBackend.Probe()
}

// TestRegistryProbesOnce: a registry probes each backend once however
// many callers ask, at once or later (probing loads a driver library);
// a registry derived With another host backend shares the GPU probes and
// leaves the original as it was.
func TestRegistryProbesOnce(t *testing.T) {
	var hostN, cudaN, host2N atomic.Int64
	r := runtime.NewRegistry(
		countingBackend{fakeBackend{"host", []string{"host"}}, &hostN},
		countingBackend{fakeBackend{"cuda", []string{"sm_90", "sm_80"}}, &cudaN},
	)
	var wg sync.WaitGroup
	for range 16 {
		wg.Go(func() {
			for _, k := range []string{"cuda", "host", "cuda"} {
				if p, ok := r.Probe(k); !ok || len(p.Devices) == 0 {
					t.Errorf("Probe(%s) = %+v, %v", k, p, ok)
				}
			}
		})
	}
	wg.Wait()
	if hostN.Load() != 1 || cudaN.Load() != 1 {
		t.Fatalf("probed host %d, cuda %d times; want once each", hostN.Load(), cudaN.Load())
	}
	p, _ := r.Probe("cuda")
	p.Devices[0] = fakeInfo("changed by a caller")
	if q, _ := r.Probe("cuda"); q.Devices[0].DeviceArch() != "sm_90" {
		t.Errorf("a caller's change reached the memo: %v", q.Devices)
	}
	if _, ok := r.Probe("hip"); ok {
		t.Error("Probe(hip) found a backend the registry lacks")
	}

	d := r.With(countingBackend{fakeBackend{"host", []string{"host"}}, &host2N})
	d.Probe("cuda")
	d.Probe("host")
	d.Probe("host")
	if cudaN.Load() != 1 || host2N.Load() != 1 || hostN.Load() != 1 {
		t.Errorf("derived registry probed cuda %d, new host %d, old host %d times; want 1, 1, 1", cudaN.Load(), host2N.Load(), hostN.Load())
	}
	if b, _ := r.Backend("host"); b.(countingBackend).probes != &hostN {
		t.Error("With changed the original registry's host backend")
	}
	added := r.With(fakeBackend{"hip", nil})
	if kinds := len(added.Backends()); kinds != 3 || len(r.Backends()) != 2 {
		t.Errorf("With(hip): %d backends, original %d; want 3 and 2", kinds, len(r.Backends()))
	}
}
