package host

import (
	"strings"
	"testing"
)

func TestBackendDevice(t *testing.T) {
	b := NewBackend(nil)
	p := b.Probe()
	if len(p.Devices) != 1 || p.Status != "" {
		t.Fatalf("host probe %+v, want one device", p)
	}
	in, ok := p.Devices[0].(Info)
	if !ok || in.DeviceArch() != "host" || in.Cores < 1 || in.CPU == "" {
		t.Fatalf("host device %+v", p.Devices[0])
	}
	d, err := b.Open(0)
	if err != nil {
		t.Fatal(err)
	}
	if d.Target() != "host" {
		t.Errorf("host device target %q", d.Target())
	}
	if err := d.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := b.Open(1); err == nil || !strings.Contains(err.Error(), "one device") {
		t.Fatalf("Open(1) = %v, want the host is one device", err)
	}
}
