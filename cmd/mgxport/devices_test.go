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
}
