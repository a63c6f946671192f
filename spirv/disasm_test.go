package spirv

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// spirvDis runs spirv-dis on a module.
func spirvDis(t *testing.T, bin []byte, raw bool) string {
	t.Helper()
	dis := requireTool(t, "spirv-dis")
	path := filepath.Join(t.TempDir(), "m.spv")
	if err := os.WriteFile(path, bin, 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{path}
	if raw {
		args = append([]string{"--raw-id"}, args...)
	}
	out, err := exec.Command(dis, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("spirv-dis: %v\n%s", err, out)
	}
	return string(out)
}

// constantsModule exercises literal printing: negative, huge, subnormal,
// infinite and NaN floats of every width, signed/unsigned ints, names that
// collide and need sanitizing.
func constantsModule(t testing.TB) []byte {
	t.Helper()
	b := NewBuilder()
	f16, f32, f64 := b.Float(16), b.Float(32), b.Float(64)
	for _, v := range []float64{0, 1, -2.5, 0.1, 1e-40, 3.4e38, 1e300, 5e-324, -0.0} {
		b.ConstFloat(f32, v)
		b.ConstFloat(f64, v)
		b.ConstFloat(f16, v)
	}
	nan := b.constant(f32, 0x7fc00001)
	inf := b.ConstFloat(f32, math.Inf(1))
	i8, i16 := b.Int(8), b.Int(16)
	b.ConstInt(i8, -3)
	b.ConstInt(i16, 40000)
	b.ConstU64(1 << 63)
	b.ConstBool(true)
	b.ConstBool(false)
	p := b.Pointer(StorageCrossWorkgroup, f32)
	f := b.Kernel("k", p)
	f.NameParam(0, "a b")
	b.Name(nan, "x")
	b.Name(inf, "x")
	f.Store(f.Elem(f.Param(0), f.Builtin(BuiltInGlobalLinearID, 0)), f.Bin(OpFAdd, nan, inf))
	f.Return()
	bin, err := b.Binary()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

func TestDisassembleMatchesSpirvDis(t *testing.T) {
	mods := map[string][]byte{"builder": sampleModule(t), "constants": constantsModule(t)}
	for name, src := range clangKernels {
		mods["clang-"+name] = compileCL(t, name, src)
	}
	for name, bin := range mods {
		m, err := Decode(bin)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, raw := range []bool{false, true} {
			got, err := m.Disassemble(DisasmOptions{RawIDs: raw})
			if err != nil {
				t.Fatalf("%s raw=%v: %v", name, raw, err)
			}
			want := spirvDis(t, bin, raw)
			if got != want {
				gl, wl := strings.Split(got, "\n"), strings.Split(want, "\n")
				for i := range min(len(gl), len(wl)) {
					if gl[i] != wl[i] {
						t.Fatalf("%s raw=%v: line %d differs:\n got: %q\nwant: %q", name, raw, i+1, gl[i], wl[i])
					}
				}
				t.Fatalf("%s raw=%v: %d lines, spirv-dis has %d", name, raw, len(gl), len(wl))
			}
		}
	}
}
