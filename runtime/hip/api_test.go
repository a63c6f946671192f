package hip

import (
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/internal/dynlib"
)

// Every entry point of the table (the shared one and HIP's own) is named
// with a hip prefix and bound exactly once.
func TestSymbolTable(t *testing.T) {
	a := newAPI()
	syms := a.symbolTable()
	shared := reflect.TypeOf(a.API).NumField()
	if len(syms) != shared+6 {
		t.Fatalf("%d symbols for %d shared and 6 HIP entry points", len(syms), shared)
	}
	seenName, seenFn := map[string]bool{}, map[any]bool{}
	for _, s := range syms {
		if !strings.HasPrefix(s.Name, "hip") {
			t.Errorf("entry point named %q", s.Name)
		}
		if seenName[s.Name] || seenFn[s.Fn] {
			t.Errorf("%s bound twice", s.Name)
		}
		seenName[s.Name], seenFn[s.Fn] = true, true
	}
}

// Debian's libamdhip64 (make deps) binds every entry point.
func TestBindDebianLibrary(t *testing.T) {
	lib, err := dynlib.Open(libraryNames(os.Getenv("ROCM_PATH"))...)
	if err != nil {
		t.Fatalf("libamdhip64 not found: run `make deps` (Debian's libamdhip64-5): %v", err)
	}
	defer lib.Close()
	a := newAPI()
	if err := a.bind(lib); err != nil {
		t.Fatalf("bind %s: %v", lib.Name, err)
	}
	t.Logf("%s: device properties through %s", lib.Name, a.propsName)
	// The library decodes its own codes.
	err = a.check(errNoDevice, "hipGetDeviceCount", "")
	if !strings.Contains(err.Error(), "hipGetDeviceCount: hipErrorNoDevice (100)") {
		t.Errorf("decoded error: %v", err)
	}
}

// Without a device, Load and Devices report it plainly: no library, a
// hipInit that fails, or zero devices; Open refuses.
func TestNoDevice(t *testing.T) {
	d, err := Load(os.Getenv("ROCM_PATH"))
	if err != nil {
		var he *Error
		if !errors.Is(err, ErrNoRuntime) && !(errors.As(err, &he) && he.Call == "hipInit") {
			t.Fatalf("Load: %v, want ErrNoRuntime or a hipInit error", err)
		}
		t.Logf("no HIP device here: %v", err)
		return
	}
	defer d.Close()
	infos, err := d.Devices()
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d HIP device(s): %+v", len(infos), infos)
	if len(infos) == 0 {
		if _, err := d.Open(0); err == nil || !strings.Contains(err.Error(), "0 device(s)") {
			t.Errorf("Open(0) without devices: %v", err)
		}
	}
}

// archFromProps finds gcnArchName in any layout of the properties.
func TestArchFromProps(t *testing.T) {
	mk := func(parts map[int]string) []byte {
		b := make([]byte, 2048)
		for off, s := range parts {
			copy(b[off:], s)
		}
		return b
	}
	for _, tc := range []struct {
		name       string
		props      []byte
		full, arch string
	}{
		{"ROCm 5 layout", mk(map[int]string{0: "AMD Instinct MI210", 396: "gfx90a:sramecc+:xnack-"}), "gfx90a:sramecc+:xnack-", "gfx90a"},
		{"no features", mk(map[int]string{0: "AMD Radeon Graphics", 1100: "gfx1151"}), "gfx1151", "gfx1151"},
		{"inside a longer string", mk(map[int]string{0: "xgfx942", 900: "gfx942:sramecc+"}), "gfx942:sramecc+", "gfx942"},
	} {
		full, arch, ok := archFromProps(tc.props)
		if !ok || full != tc.full || arch != tc.arch {
			t.Errorf("%s: %q %q %v", tc.name, full, arch, ok)
		}
	}
	if _, _, ok := archFromProps(make([]byte, 64)); ok {
		t.Error("found an arch in zeros")
	}
}

// The HIP device loads hsaco only.
func TestCanLoad(t *testing.T) {
	var v hipVendor
	if v.CanLoad(codeobj.HSACO) != nil || v.CanLoad(codeobj.PTX) == nil {
		t.Error("CanLoad")
	}
}
