package disttest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/gpu/rocdl"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// TestFinalizeAMDFromDistAlone is issue 29's "dist/ alone finalizes for
// every vendor" for AMD: dist/mgxport, in an environment with no LLVM
// tool on PATH and $ROCM_PATH pointing nowhere, no --rocm-device-libs,
// finalizes a model whose kernels need ROCm's math library (Erf, Tanh,
// Exp: ocml) for gfx942 and gfx1100. The device libraries it links are
// dist's own (dist/amdgcn/bitcode, beside dist/libmgxport_mlir.so): every
// hsaco's compiler identity names their hash, which differs from that
// of Debian's directory the build uses (dist carries only what MLIR
// links: ocml, ockl, oclc). dist/ carries the libraries' copyright
// notice (NCSA), as their license asks.
func TestFinalizeAMDFromDistAlone(t *testing.T) {
	exe := distFile(t, "mgxport")
	distFile(t, mlirc.LibraryName)
	distFile(t, filepath.Join("amdgcn", "bitcode", "ocml.bc"))
	notice, err := os.ReadFile(distFile(t, filepath.Join("amdgcn", "COPYRIGHT.rocm-device-libs")))
	if err != nil || !strings.Contains(string(notice), "License: NCSA") {
		t.Fatalf("dist/amdgcn/COPYRIGHT.rocm-device-libs: %v; want the NCSA notice", err)
	}
	distLibs := filepath.Join(root(t), "dist", "amdgcn", "bitcode")
	debian, err := rocdl.FindROCmDeviceLibs("", nil)
	if err != nil || debian == "" {
		t.Fatalf("no system ROCm device libraries to compare with (%v): run `make deps`", err)
	}
	dir := t.TempDir()
	m := onnxtest.New("math", 17)
	m.Input("x", onnxtest.Float, []int64{8, 64})
	m.Node("Erf", "erf", []string{"x"}, []string{"e"})
	m.Node("Tanh", "tanh", []string{"e"}, []string{"h"})
	m.Node("Exp", "exp", []string{"h"}, []string{"y"})
	m.Output("y", onnxtest.Float, nil)
	if err := os.WriteFile(filepath.Join(dir, "math.onnx"), m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	emptyBin := filepath.Join(dir, "bin")
	if err := os.Mkdir(emptyBin, 0o755); err != nil {
		t.Fatal(err)
	}
	env := []string{"PATH=" + emptyBin, "HOME=" + dir, "MGXPORT_CACHE_DIR=" + filepath.Join(dir, "cache"), "ROCM_PATH=" + filepath.Join(dir, "no-rocm")}
	for _, args := range [][]string{
		{"compile", "--portable", "math.onnx", "-o", "math.mgxb"},
		{"finalize", "math.mgxb", "--arch", "gfx942,gfx1100", "-o", "math.amd.mgxb"},
	} {
		cmd := exec.Command(exe, args...)
		cmd.Dir, cmd.Env = dir, env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("dist/mgxport %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	b, err := bundle.Open(filepath.Join(dir, "math.amd.mgxb"))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	per := map[string]int{}
	for _, e := range b.Manifest.Objects {
		if e.Object.Format != codeobj.HSACO {
			continue
		}
		o, err := b.ReadObject(e.ID)
		if err != nil {
			t.Fatal(err)
		}
		row, err := target.Lookup(o.Target)
		if err != nil {
			t.Fatal(err)
		}
		own, err := rocdl.DeviceLibsHash(distLibs, row)
		if err != nil {
			t.Fatal(err)
		}
		sys, err := rocdl.DeviceLibsHash(debian, row)
		if err != nil {
			t.Fatal(err)
		}
		if own[:12] == sys[:12] {
			t.Fatalf("dist's device libraries hash as Debian's (%s): the test cannot tell them apart", own[:12])
		}
		if !strings.Contains(o.Compiler, "devicelibs:"+own[:12]) {
			t.Errorf("%s %s: compiler %q does not name dist's device libraries (%s; Debian's %s)", row.Name, o.Symbol, o.Compiler, own[:12], sys[:12])
		}
		per[row.Name]++
	}
	if per["gfx942"] == 0 || per["gfx1100"] == 0 {
		t.Fatalf("hsaco objects per target %v; want gfx942 and gfx1100", per)
	}
	t.Logf("hsaco objects per target %v, linked with dist/amdgcn/bitcode", per)
}
