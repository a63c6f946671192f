package rocdl

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/target"
)

// TestUnpackMsgpack decodes every MessagePack form the amdhsa metadata
// uses, and refuses truncated or unsupported input.
func TestUnpackMsgpack(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   []byte
		want any
		err  string
	}{
		{"fixint", []byte{0x05}, int64(5), ""},
		{"negative fixint", []byte{0xff}, int64(-1), ""},
		{"uint8", []byte{0xcc, 0xc8}, int64(200), ""},
		{"uint16", []byte{0xcd, 0x01, 0x00}, int64(256), ""},
		{"uint32", []byte{0xce, 0, 1, 0, 0}, int64(65536), ""},
		{"uint64", []byte{0xcf, 0, 0, 0, 1, 0, 0, 0, 0}, int64(1 << 32), ""},
		{"int8", []byte{0xd0, 0x80}, int64(-128), ""},
		{"int16", []byte{0xd1, 0xff, 0x00}, int64(-256), ""},
		{"nil", []byte{0xc0}, nil, ""},
		{"true", []byte{0xc3}, true, ""},
		{"fixstr", []byte{0xa3, 'a', 'b', 'c'}, "abc", ""},
		{"str8", []byte{0xd9, 2, 'h', 'i'}, "hi", ""},
		{"fixarray", []byte{0x92, 0x01, 0xa1, 'x'}, []any{int64(1), "x"}, ""},
		{"array16", []byte{0xdc, 0, 1, 0x07}, []any{int64(7)}, ""},
		{"fixmap", []byte{0x81, 0xa1, 'k', 0x02}, map[string]any{"k": int64(2)}, ""},
		{"map16", []byte{0xde, 0, 1, 0xa1, 'k', 0xc2}, map[string]any{"k": false}, ""},
		{"bin8", []byte{0xc4, 2, 9, 8}, []byte{9, 8}, ""},
		{"float64", []byte{0xcb, 0x3f, 0xf0, 0, 0, 0, 0, 0, 0}, 1.0, ""},
		{"truncated string", []byte{0xa3, 'a'}, nil, "truncated"},
		{"truncated uint", []byte{0xcd, 0x01}, nil, "truncated"},
		{"empty", nil, nil, "truncated"},
		{"array longer than data", []byte{0xdd, 0xff, 0xff, 0xff, 0xff}, nil, "longer than its data"},
		{"integer key", []byte{0x81, 0x01, 0x02}, nil, "map key"},
		{"ext", []byte{0xd4, 1, 2}, nil, "unsupported"},
	} {
		got, rest, err := unpackMsgpack(tc.in, 0)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: error %v, want %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil || len(rest) != 0 || !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%s: %#v (rest %v), %v; want %#v", tc.name, got, rest, err, tc.want)
		}
	}
}

// TestCheckHSACO checks the structural rules on a well-formed description
// and on each way to break one.
func TestCheckHSACO(t *testing.T) {
	row, _ := target.Lookup("gfx942")
	good := func() *HSACO {
		return &HSACO{
			Target:  "amdgcn-amd-amdhsa--gfx942:sramecc+",
			Defined: []string{"k", "k.kd"},
			Kernels: []HSACOKernel{{
				Name: "k", Symbol: "k.kd", KernargSize: 272, Wave: 64, GroupSize: 1024, MaxFlatWorkgroup: 256,
				Args:     []HSACOArg{{"global_buffer", 0, 8}, {"global_buffer", 8, 8}, {"hidden_block_count_x", 16, 4}},
				hasGroup: true, hasKernel: true,
			}},
		}
	}
	sig := []LaunchSig{{Symbol: "k", Args: 2, Block: [3]int64{64, 1, 1}}}
	if err := CheckHSACO(good(), row, sig); err != nil {
		t.Fatalf("good object: %v", err)
	}
	for _, tc := range []struct {
		name   string
		break_ func(h *HSACO, s []LaunchSig)
		err    string
	}{
		{"other chip", func(h *HSACO, _ []LaunchSig) { h.Target = "amdgcn-amd-amdhsa--gfx90a" }, "not amdgcn-amd-amdhsa--gfx942"},
		{"undefined", func(h *HSACO, _ []LaunchSig) { h.Undefined = []string{"__ocml_exp_f32"} }, "undefined symbols __ocml_exp_f32"},
		{"no kernel", func(_ *HSACO, s []LaunchSig) { s[0].Symbol = "other" }, "no such kernel"},
		{"no descriptor", func(h *HSACO, _ []LaunchSig) { h.Defined = []string{"k"} }, "kernel descriptor"},
		{"wave", func(h *HSACO, _ []LaunchSig) { h.Kernels[0].Wave = 32 }, "wavefront size 32"},
		{"LDS", func(h *HSACO, s []LaunchSig) { s[0].Shared = 64 << 10 }, "exceed gfx942's 65536"},
		{"arg count", func(_ *HSACO, s []LaunchSig) { s[0].Args = 3 }, "2 explicit arguments, the launch passes 3"},
		{"arg kind", func(h *HSACO, _ []LaunchSig) { h.Kernels[0].Args[1].Kind = "by_value" }, "by_value"},
		{"kernarg size", func(h *HSACO, _ []LaunchSig) { h.Kernels[0].KernargSize = 8 }, "kernarg segment of 8 bytes"},
		{"reqd size", func(h *HSACO, _ []LaunchSig) { h.Kernels[0].ReqdWorkgroupSize = []int64{128, 1, 1} }, "requires workgroup size"},
		{"too many threads", func(_ *HSACO, s []LaunchSig) { s[0].Block = [3]int64{512, 1, 1} }, "512 threads per block"},
		{"dynamic stack", func(h *HSACO, _ []LaunchSig) { h.Kernels[0].UsesDynamicStack = true }, "dynamic stack"},
	} {
		h, s := good(), append([]LaunchSig(nil), sig...)
		tc.break_(h, s)
		if err := CheckHSACO(h, row, s); err == nil || !strings.Contains(err.Error(), tc.err) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.err)
		}
	}
}

// TestReadHSACORefuses refuses what is not an AMDGPU shared object.
func TestReadHSACORefuses(t *testing.T) {
	self, err := os.ReadFile("/proc/self/exe")
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{"empty": nil, "text": []byte("not an ELF"), "x86-64": self} {
		if _, err := ReadHSACO(b); err == nil || !strings.Contains(err.Error(), "hsaco") {
			t.Errorf("%s: %v, want an hsaco error", name, err)
		}
	}
}

// TestFindROCmDeviceLibs resolves the flag (a bitcode directory or a ROCm
// root), refuses a flag naming no libraries, and finds a ROCM_PATH
// install.
func TestFindROCmDeviceLibs(t *testing.T) {
	root := t.TempDir()
	bc := filepath.Join(root, "amdgcn", "bitcode")
	if err := os.MkdirAll(bc, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, f := range rocmDeviceLibs {
		if err := os.WriteFile(filepath.Join(bc, f), []byte("BC"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct{ flag, want, err string }{
		{bc, bc, ""},
		{root, bc, ""},
		{filepath.Join(root, "amdgcn"), "", "--rocm-device-libs " + filepath.Join(root, "amdgcn") + ": no ocml.bc, ockl.bc"},
	} {
		got, err := FindROCmDeviceLibs(tc.flag, testROCmRoots())
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("flag %s: %q, %v; want error %q", tc.flag, got, err, tc.err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("flag %s: %q, %v; want %q", tc.flag, got, err, tc.want)
		}
	}
	t.Setenv("ROCM_PATH", root)
	if got, err := FindROCmDeviceLibs("", testROCmRoots()); err != nil || got != bc {
		t.Errorf("ROCM_PATH=%s: %q, %v; want %q", root, got, err, bc)
	}
	// A directory that is not .../amdgcn/bitcode is linked into one.
	flat := t.TempDir()
	for _, f := range rocmDeviceLibs {
		os.WriteFile(filepath.Join(flat, f), []byte("BC"), 0o644)
	}
	tk, cleanup, err := toolkitRoot(flat)
	if err != nil {
		t.Fatal(err)
	}
	if !hasDeviceLibs(filepath.Join(tk, "amdgcn", "bitcode")) {
		t.Errorf("toolkit root %s does not hold the libraries", tk)
	}
	cleanup()
	if _, err := os.Stat(tk); !os.IsNotExist(err) {
		t.Errorf("cleanup left %s", tk)
	}
	if tk, _, err := toolkitRoot(bc); err != nil || tk != root {
		t.Errorf("toolkit root of %s = %s, %v; want %s", bc, tk, err, root)
	}
}
