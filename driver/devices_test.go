package driver

import (
	"strings"
	"testing"

	"github.com/mgxport/mgxport/target"
)

func TestCUDATarget(t *testing.T) {
	for _, c := range []struct {
		major, minor int
		want         string
	}{
		{8, 0, "sm_80"}, {8, 6, "sm_86"}, {8, 7, "sm_86"}, {8, 9, "sm_89"},
		{9, 0, "sm_90a"}, {10, 0, "sm_100"}, {12, 0, "sm_100"}, {7, 5, ""},
	} {
		if got := cudaTarget(c.major, c.minor); got != c.want {
			t.Errorf("cudaTarget(%d.%d) = %q, want %q", c.major, c.minor, got, c.want)
		}
	}
}

// Devices always lists the host and either GPUs or a plain reason why
// none; PresentTargets feeds target.Parse's auto.
func TestDevices(t *testing.T) {
	reg := DeviceRegistry(nil)
	l := Devices(reg)
	if l.Host.Target != "host" || l.Host.Cores < 1 || l.Host.CPU == "" {
		t.Fatalf("host: %+v", l.Host)
	}
	if len(l.CUDA) == 0 && !strings.Contains(l.CUDAStatus, "CUDA") {
		t.Fatalf("no CUDA device and no reason: %+v", l)
	}
	if !strings.HasPrefix(l.String(), "host ") {
		t.Fatalf("String: %q", l.String())
	}
	present := PresentTargets(reg)
	if present[len(present)-1] != "host" {
		t.Fatalf("PresentTargets = %v, want host last", present)
	}
	ts, err := target.Parse("auto", Present(reg))
	if err != nil || ts[0].Name != present[0] {
		t.Fatalf("Parse(auto) = %v, %v; present %v", ts, err, present)
	}
}
