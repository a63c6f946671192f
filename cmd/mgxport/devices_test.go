package main

import (
	"strings"
	"testing"

	"github.com/mgxport/mgxport/driver"
)

func TestDevicesCmd(t *testing.T) {
	out, _, err := mgxportSplit(t, "devices")
	if err != nil || !strings.HasPrefix(out, "host ") {
		t.Fatalf("devices: %q, %v", out, err)
	}
	var l driver.DeviceList
	mustJSON(t, &l, "devices", "--json")
	if l.Host.Target != "host" || (len(l.CUDA) == 0 && l.CUDAStatus == "") {
		t.Fatalf("devices --json: %+v", l)
	}
	if len(l.CUDA) == 0 && !strings.Contains(out, l.CUDAStatus) {
		t.Fatalf("devices does not say why no GPU is listed: %q", out)
	}
	if l.HIP == nil || (len(l.HIP) == 0 && (l.HIPStatus == "" || !strings.Contains(out, l.HIPStatus))) {
		t.Fatalf("devices does not say why no AMD GPU is listed: %q, %+v", out, l)
	}
	for _, g := range l.HIP {
		if !strings.HasPrefix(g.Arch, "gfx") || !strings.Contains(out, g.Arch) {
			t.Errorf("AMD GPU %+v: arch not listed in %q", g, out)
		}
	}
}

// mgxportDevices is devices --json.
func mgxportDevices(t *testing.T) driver.DeviceList {
	t.Helper()
	var l driver.DeviceList
	mustJSON(t, &l, "devices", "--json")
	return l
}
