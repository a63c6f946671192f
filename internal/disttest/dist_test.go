package disttest

import (
	"crypto/sha256"
	"debug/elf"
	"encoding/binary"
	"errors"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/gpu/rocdl"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/target"
)

// root is the checkout: two levels up from this package.
func root(t *testing.T) string {
	t.Helper()
	r, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// distFile returns dist/name of the checkout, failing the test with the
// command that builds it when it is missing.
func distFile(t *testing.T, name string) string {
	t.Helper()
	p := filepath.Join(root(t), "dist", name)
	if st, err := os.Stat(p); err != nil || !st.Mode().IsRegular() {
		t.Fatalf("%s is missing: run `make dist` (`make test` does it first)", p)
	}
	return p
}

// allowedNeeded are the only shared libraries the dist library may need:
// glibc's, present on every x86-64 Linux.
var allowedNeeded = map[string]bool{
	"libc.so.6": true, "libm.so.6": true, "libdl.so.2": true, "libpthread.so.0": true,
	"librt.so.1": true, "ld-linux-x86-64.so.2": true,
}

// maxGlibc is the oldest glibc the dist build supports (Debian 12).
var maxGlibc = []int{2, 36}

// TestLibraryIsSelfContained checks the ELF of dist/libmgxport_mlir.so: it
// needs only glibc (no LLVM, libstdc++, zlib, zstd, libxml2, libtinfo), at
// most glibc 2.36, has no run path, and exports only the C entry points
// (the MLIR and LLVM C APIs and mgxport's linker), not the C++ inside.
func TestLibraryIsSelfContained(t *testing.T) {
	f, err := elf.Open(distFile(t, mlirc.LibraryName))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	needed, err := f.DynString(elf.DT_NEEDED)
	if err != nil {
		t.Fatal(err)
	}
	for _, n := range needed {
		if !allowedNeeded[n] {
			t.Errorf("needs %s: the dist library may need only glibc (link it statically in the Makefile's dist rule)", n)
		}
	}
	for _, tag := range []elf.DynTag{elf.DT_RPATH, elf.DT_RUNPATH} {
		if v, _ := f.DynString(tag); len(v) > 0 {
			t.Errorf("has %v %v: the dist library must not depend on where it was built", tag, v)
		}
	}
	syms, err := f.DynamicSymbols()
	if err != nil {
		t.Fatal(err)
	}
	exported := 0
	for _, s := range syms {
		if s.Section == elf.SHN_UNDEF {
			if v, ok := strings.CutPrefix(s.Version, "GLIBC_"); ok && newerThan(v, maxGlibc) {
				t.Errorf("%s needs GLIBC_%s, newer than the supported floor %d.%d", s.Name, v, maxGlibc[0], maxGlibc[1])
			}
			continue
		}
		exported++
		if !strings.HasPrefix(s.Name, "mlir") && !strings.HasPrefix(s.Name, "LLVM") && !strings.HasPrefix(s.Name, "mgxport_") {
			t.Errorf("exports %s: only the mlir*/LLVM*/mgxport_* C entry points may be exported (tools/mlirlib/exports.map)", s.Name)
		}
	}
	if exported == 0 {
		t.Error("exports no symbol")
	}
}

func newerThan(v string, floor []int) bool {
	for i, p := range strings.Split(v, ".") {
		n, err := strconv.Atoi(p)
		if err != nil || i >= len(floor) {
			return err != nil
		}
		if n != floor[i] {
			return n > floor[i]
		}
	}
	return false
}

// TestLibraryOpensAndLinks opens the dist library (binding every entry
// point mlirc uses) and exercises its in-process linker: a failing link is
// an error with LLD's message, and the linker still works afterwards.
func TestLibraryOpensAndLinks(t *testing.T) {
	lib, err := mlirc.Open(distFile(t, mlirc.LibraryName))
	if err != nil {
		t.Fatalf("open the dist library: %v", err)
	}
	if major, _, _ := lib.LLVMVersion(); major != 22 {
		t.Errorf("LLVM major version %d, want 22", major)
	}
	if !lib.HasLinker() {
		t.Fatal("the dist library has no in-process linker (mgxport_lld_elf_link)")
	}
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.o")
	err = lib.Link([]string{"-shared", "-o", filepath.Join(dir, "x.so"), missing})
	if err == nil || !strings.Contains(err.Error(), "missing.o") {
		t.Errorf("link of a missing object: err = %v, want an error naming it", err)
	}
	// An x86-64 relocatable ELF header whose section headers lie past the
	// end of the file: LLD stops on it with a fatal error, which must come
	// back as an error instead of ending the process.
	if err := lib.Link([]string{"-shared", "-o", filepath.Join(dir, "y.so"), corruptObject(t, dir)}); err == nil {
		t.Error("link of a corrupt object succeeded")
	} else {
		t.Logf("corrupt object: %v", err)
	}
}

// corruptObject writes an ELF64 x86-64 relocatable header that points at
// section headers past the end of the file.
func corruptObject(t *testing.T, dir string) string {
	t.Helper()
	h := make([]byte, 64)
	copy(h, "\x7fELF\x02\x01\x01")
	le := binary.LittleEndian
	le.PutUint16(h[16:], uint16(elf.ET_REL))
	le.PutUint16(h[18:], uint16(elf.EM_X86_64))
	le.PutUint32(h[20:], 1)     // e_version
	le.PutUint64(h[40:], 1<<20) // e_shoff, past the end
	le.PutUint16(h[52:], 64)    // e_ehsize
	le.PutUint16(h[58:], 64)    // e_shentsize
	le.PutUint16(h[60:], 8)     // e_shnum
	le.PutUint16(h[62:], 1)     // e_shstrndx
	p := filepath.Join(dir, "corrupt.o")
	if err := os.WriteFile(p, h, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestFinalizeHostWithoutLLVM compiles the sample model portably, finalizes
// it for this CPU and runs it with dist/mgxport, in an environment with no
// LLVM tool on PATH and no MLIR library named (so mgxport must find the
// library beside itself and link in-process), and compares the output with
// the reference evaluator's.
func TestFinalizeHostWithoutLLVM(t *testing.T) {
	exe := distFile(t, "mgxport")
	distFile(t, mlirc.LibraryName)
	r := root(t)
	model := filepath.Join(r, "testdata", "sample", "model.onnx")
	input := "x=" + filepath.Join(r, "testdata", "sample", "input_x.npy")
	dir := t.TempDir()
	emptyBin := filepath.Join(dir, "bin")
	if err := os.Mkdir(emptyBin, 0o755); err != nil {
		t.Fatal(err)
	}
	env := []string{"PATH=" + emptyBin, "HOME=" + dir, "MGXPORT_CACHE_DIR=" + filepath.Join(dir, "cache")}
	run := func(args ...string) {
		t.Helper()
		cmd := exec.Command(exe, args...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("dist/mgxport %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	run("compile", "--portable", model, "-o", "sample.mgxb")
	run("finalize", "sample.mgxb", "--arch", "host", "-o", "sample.host.mgxb")
	run("run", "sample.host.mgxb", "--input", input, "--output-dir", "out")
	run("run", model, "--arch", "ref", "--input", input, "--output-dir", "ref")
	got, want := readF32(t, filepath.Join(dir, "out", "y.npy")), readF32(t, filepath.Join(dir, "ref", "y.npy"))
	if len(got) != len(want) || len(got) == 0 {
		t.Fatalf("output has %d values, reference %d", len(got), len(want))
	}
	for i := range got {
		if d := math.Abs(float64(got[i] - want[i])); d > 1e-5+1e-4*math.Abs(float64(want[i])) {
			t.Fatalf("y[%d] = %g, reference %g", i, got[i], want[i])
		}
	}
}

func readF32(t *testing.T, path string) []float32 {
	t.Helper()
	a, err := npy.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if a.DType != "float32" {
		t.Fatal(errors.New(path + ": dtype " + a.DType + ", want float32"))
	}
	v := make([]float32, len(a.Data)/4)
	for i := range v {
		v[i] = math.Float32frombits(binary.LittleEndian.Uint32(a.Data[4*i:]))
	}
	return v
}

// TestFinalizeAMDWithoutLLVM finalizes the sample model for a wave64 and a
// wave32 AMD target with dist/mgxport in an environment with no LLVM tool
// on PATH: the hsaco objects are generated and linked in-process (no
// ld.lld of a ROCm install) and each passes rocdl.CheckHSACO. The ROCm
// device libraries are Debian's (make deps), named by flag.
func TestFinalizeAMDWithoutLLVM(t *testing.T) {
	exe := distFile(t, "mgxport")
	distFile(t, mlirc.LibraryName)
	libs, err := rocdl.FindROCmDeviceLibs("", []string{os.Getenv("ROCM_PATH")})
	if err != nil || libs == "" {
		t.Fatalf("no ROCm device libraries (%v): run `make deps` (Debian's rocm-device-libs)", err)
	}
	r := root(t)
	model := filepath.Join(r, "testdata", "sample", "model.onnx")
	dir := t.TempDir()
	emptyBin := filepath.Join(dir, "bin")
	if err := os.Mkdir(emptyBin, 0o755); err != nil {
		t.Fatal(err)
	}
	env := []string{"PATH=" + emptyBin, "HOME=" + dir, "MGXPORT_CACHE_DIR=" + filepath.Join(dir, "cache")}
	for _, args := range [][]string{
		{"compile", "--portable", model, "-o", "sample.mgxb"},
		{"finalize", "sample.mgxb", "--arch", "gfx942,gfx1151", "--rocm-device-libs", libs, "-o", "sample.amd.mgxb"},
	} {
		cmd := exec.Command(exe, args...)
		cmd.Dir, cmd.Env = dir, env
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("dist/mgxport %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	b, err := bundle.Open(filepath.Join(dir, "sample.amd.mgxb"))
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	n := 0
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
		h, err := rocdl.ReadHSACO(o.Payload)
		if err != nil {
			t.Fatal(err)
		}
		sigs := make([]rocdl.LaunchSig, len(o.Launches))
		for i, l := range o.Launches {
			sigs[i] = rocdl.LaunchSig{Symbol: l.Symbol, Args: len(l.Args), Block: l.Block, Shared: l.Shared}
		}
		if err := rocdl.CheckHSACO(h, row, sigs); err != nil {
			t.Fatalf("%s %s: %v", o.Target, o.Symbol, err)
		}
		n++
	}
	if n == 0 {
		t.Fatal("no hsaco in the finalized bundle")
	}
	t.Logf("%d hsaco objects linked in-process", n)
}

// TestDistCodeMatchesBuild finalizes one model for host, sm_90 and gfx942
// (and with --allow-tf32 for sm_90 and sm_90a)
// with bin/mgxport (Debian's shared LLVM) and with dist/mgxport (the
// static, identical-code-folded library) and checks that every finalized
// payload — shared object, PTX, hsaco — is the same bytes: the dist link
// (--gc-sections, --icf=all) changed no code generation. The model has a
// tiled matmul, a default-scheduled epilogue and a SPIR-V kernel, none
// with math that needs libdevice.
func TestDistCodeMatchesBuild(t *testing.T) {
	dist := distFile(t, "mgxport")
	r := root(t)
	build := filepath.Join(r, "bin", "mgxport")
	if _, err := os.Stat(build); err != nil {
		t.Fatalf("%s is missing: run `make build`", build)
	}
	dir := t.TempDir()
	m := onnxtest.New("mm", 17)
	rnd := rand.New(rand.NewPCG(1, 2))
	w := make([]float32, 40*72)
	for i := range w {
		w[i] = rnd.Float32()
	}
	m.Input("a", onnxtest.Float, []int64{96, 40})
	m.InitFloats("w", []int64{40, 72}, w)
	m.Node("MatMul", "mm", []string{"a", "w"}, []string{"p"})
	m.Node("Relu", "relu", []string{"p"}, []string{"q"})
	m.Node("Transpose", "t", []string{"q"}, []string{"y"}, onnxtest.Ints("perm", 1, 0))
	m.Output("y", 0, nil)
	if err := os.WriteFile(filepath.Join(dir, "mm.onnx"), m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	libs, err := rocdl.FindROCmDeviceLibs("", []string{os.Getenv("ROCM_PATH")})
	if err != nil {
		t.Fatalf("%v (make deps installs rocm-device-libs)", err)
	}
	run := func(exe, cache string, args ...string) {
		t.Helper()
		cmd := exec.Command(exe, args...)
		cmd.Dir, cmd.Env = dir, append(os.Environ(), "MGXPORT_CACHE_DIR="+filepath.Join(dir, cache))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("%s %s: %v\n%s", exe, strings.Join(args, " "), err, out)
		}
	}
	run(build, "c0", "compile", "--portable", "mm.onnx", "-o", "mm.mgxb")
	arch := []string{"--arch", "host,sm_90,gfx942", "--rocm-device-libs", libs}
	run(build, "c1", append([]string{"finalize", "mm.mgxb", "-o", "build.mgxb"}, arch...)...)
	run(dist, "c2", append([]string{"finalize", "mm.mgxb", "-o", "dist.mgxb"}, arch...)...)
	payloads := func(name string) map[string]map[[32]byte]bool {
		rd, err := bundle.Open(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		defer rd.Close()
		out := map[string]map[[32]byte]bool{}
		for _, e := range rd.Manifest.Objects {
			o, err := rd.ReadObject(e.ID)
			if err != nil {
				t.Fatal(err)
			}
			if o.Format == codeobj.MLIRBytecode || o.Format == codeobj.AMDGCNSPIRV {
				continue
			}
			if out[o.Target] == nil {
				out[o.Target] = map[[32]byte]bool{}
			}
			out[o.Target][sha256.Sum256(o.Payload)] = true
		}
		return out
	}
	// The TF32 kernels too, mma.sync (sm_90) and wgmma (sm_90a): their
	// NVVM ops must inline like every op (the self-contained library once
	// folded identical code with --icf=all, which left the kernel's
	// function uninlined there only).
	tf32 := []string{"--arch", "sm_90,sm_90a", "--allow-tf32"}
	run(build, "c3", append([]string{"finalize", "mm.mgxb", "-o", "build32.mgxb"}, tf32...)...)
	run(dist, "c4", append([]string{"finalize", "mm.mgxb", "-o", "dist32.mgxb"}, tf32...)...)
	for _, pair := range [][3]string{{"build.mgxb", "dist.mgxb", "host,sm_90,gfx942"}, {"build32.mgxb", "dist32.mgxb", "sm_90,sm_90a"}} {
		b, d := payloads(pair[0]), payloads(pair[1])
		for tg := range strings.SplitSeq(pair[2], ",") {
			if len(b[tg]) == 0 {
				t.Errorf("%s %s: no finalized object", pair[0], tg)
			}
			for h := range b[tg] {
				if !d[tg][h] {
					t.Errorf("%s %s: a payload of bin/mgxport's finalize is not among dist/mgxport's", pair[0], tg)
				}
			}
			if len(b[tg]) != len(d[tg]) {
				t.Errorf("%s %s: %d payloads from bin/mgxport, %d from dist/mgxport", pair[0], tg, len(b[tg]), len(d[tg]))
			}
		}
	}
}
