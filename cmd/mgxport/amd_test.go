package main

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/gpu/rocdl"
	"github.com/mgxport/mgxport/internal/hsacotest"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/target"
)

// amdArches are the AMD targets every model is finalized for in CI: CDNA
// 2 and 3 (wave64, MFMA), RDNA 3, 3.5 and 4 (wave32, WMMA).
var amdArches = []string{"gfx90a", "gfx942", "gfx1100", "gfx1151", "gfx1201"}

// TestAMDModels is the AMD acceptance that needs no AMD GPU. For every
// model under ../shared/models and testdata/models, through the built
// bin/mgxport in separate processes: compile --portable (dims bound from
// the model's inputs), then one finalize --arch gfx90a,gfx942,gfx1100,
// gfx1151,gfx1201. The bundle must run on each of those targets without a
// finalize (every launch has an object of each, made from the variant of
// the target's wave size), and every hsaco in it must be a valid code
// object for its target — checked twice: in Go (rocdl.CheckHSACO: ELF
// for the chip, the amdhsa metadata note's .wavefront_size, explicit
// arguments and .kernarg_segment_size matching the launch's arguments,
// .group_segment_fixed_size within the target's LDS, no undefined symbol)
// and by LLVM's tools (llvm-readelf-22 --notes and --dyn-syms,
// llvm-objdump-22 -d --mcpu=gfxN: hsacotest).
func TestAMDModels(t *testing.T) {
	bin := builtMgxport(t)
	tools := hsacotest.Find(t)
	if libs, err := rocdl.FindROCmDeviceLibs("", []string{os.Getenv("ROCM_PATH")}); err != nil || libs == "" {
		t.Fatalf("no ROCm device libraries (%v): run `make deps` (Debian's rocm-device-libs)", err)
	}
	rows := make([]target.Target, len(amdArches))
	for i, a := range amdArches {
		r, err := target.Lookup(a)
		if err != nil {
			t.Fatal(err)
		}
		rows[i] = r
	}
	for _, dir := range exportedModels(t) {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			t.Parallel()
			m := loadFlowModel(t, dir)
			work := t.TempDir()
			p := cliProc{bin: bin, cache: filepath.Join(work, "cache")}
			portable, amd := filepath.Join(work, "m.mgxb"), filepath.Join(work, "m.amd.mgxb")
			p.must(t, append([]string{"compile", "--portable", m.onnx, "-o", portable}, m.dimFlags...)...)
			var sum finalizeSummary
			out, _ := p.must(t, "finalize", portable, "--arch", strings.Join(amdArches, ","), "-o", amd, "--json")
			if err := jsonUnmarshal(out, &sum); err != nil {
				t.Fatalf("finalize --json: %v\n%s", err, out)
			}
			if !slices.Equal(sum.Targets, amdArches) {
				t.Fatalf("finalized for %v, want %v", sum.Targets, amdArches)
			}
			checkAMDBundle(t, tools, amd, rows)
		})
	}
}

// checkAMDBundle checks an AMD-finalized bundle: complete for each row,
// every hsaco valid for its row (CheckHSACO and LLVM's tools), made from a
// portable variant of the row's wave size.
func checkAMDBundle(t *testing.T, tools hsacotest.Tools, path string, rows []target.Target) {
	t.Helper()
	r, err := bundle.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	src := runtime.BundleSource(r)
	have := runtime.FinalizedTargets(src)
	for _, row := range rows {
		if !slices.Contains(have, row.Name) {
			t.Errorf("the bundle does not run on %s without a finalize (it does on %v)", row.Name, have)
		}
	}
	byName := map[string]target.Target{}
	for _, row := range rows {
		byName[row.Name] = row
	}
	counts := map[string]int{}
	var launches, bytes int
	var batch []hsacotest.Object
	for _, e := range r.Manifest.Objects {
		if e.Object.Format != codeobj.HSACO {
			continue
		}
		row, ok := byName[e.Object.Target]
		if !ok {
			t.Fatalf("hsaco object %s for unexpected target %s", e.ID, e.Object.Target)
		}
		o, err := r.ReadObject(e.ID)
		if err != nil {
			t.Fatal(err)
		}
		what := fmt.Sprintf("%s %s (%s)", row.Name, o.Symbol, e.ID[:12])
		portable, ok := r.Manifest.Object(o.Source)
		if !ok {
			t.Fatalf("%s: source object %s not in the bundle", what, o.Source)
		}
		if w := portable.Object.Wave; w != 0 && w != row.Wave {
			t.Errorf("%s: made from the wave%d variant, %s runs wave%d", what, w, row.Name, row.Wave)
		}
		h, err := rocdl.ReadHSACO(o.Payload)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		sigs := make([]rocdl.LaunchSig, len(o.Launches))
		for i, l := range o.Launches {
			sigs[i] = rocdl.LaunchSig{Symbol: l.Symbol, Args: len(l.Args), Block: l.Block, Shared: l.Shared}
		}
		if err := rocdl.CheckHSACO(h, row, sigs); err != nil {
			t.Errorf("%s: %v", what, err)
			continue
		}
		batch = append(batch, hsacotest.Object{Name: what, HSACO: o.Payload, Row: row, Launches: o.Launches})
		counts[row.Name]++
		launches += len(o.Launches)
		bytes += len(o.Payload)
	}
	tools.CheckAll(t, batch)
	t.Logf("hsaco objects per target %v: %d device launches, %d bytes, all valid", counts, launches, bytes)
}

// vendorModel writes an ONNX model whose kernels need no device math
// library (no exp, tanh, ...), so NVIDIA's finalize needs no libdevice:
// y = Relu(a·w + b) (an MLIR-class kernel) and z = -|a|·2 (a SPIR-V
// pointwise kernel), and an input for it.
func vendorModel(t *testing.T, dir string) (model, input string) {
	t.Helper()
	m := onnxtest.New("vendors", 17)
	r := rand.New(rand.NewPCG(3, 4))
	floats := func(n int) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(r.NormFloat64())
		}
		return v
	}
	m.Input("a", onnxtest.Float, []int64{8, 64})
	m.InitFloats("w", []int64{64, 48}, floats(64*48))
	m.InitFloats("b", []int64{48}, floats(48))
	m.InitFloats("two", []int64{1}, []float32{2})
	m.Node("MatMul", "mm", []string{"a", "w"}, []string{"p"})
	m.Node("Add", "add", []string{"p", "b"}, []string{"s"})
	m.Node("Relu", "relu", []string{"s"}, []string{"y"})
	m.Node("Abs", "abs", []string{"a"}, []string{"q"})
	m.Node("Neg", "neg", []string{"q"}, []string{"n"})
	m.Node("Mul", "mul", []string{"n", "two"}, []string{"z"})
	m.Output("y", onnxtest.Float, nil)
	m.Output("z", onnxtest.Float, nil)
	model = filepath.Join(dir, "vendors.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	a := floats(8 * 64)
	data := make([]byte, 4*len(a))
	for i, f := range a {
		binary.LittleEndian.PutUint32(data[4*i:], math.Float32bits(f))
	}
	input = filepath.Join(dir, "a.npy")
	if err := npy.WriteFile(input, &npy.Array{DType: "float32", Shape: []int64{8, 64}, Data: data}); err != nil {
		t.Fatal(err)
	}
	return model, input
}

// TestOneBundleEveryVendor is issue 12's "one bundle, every vendor" as a
// user runs it, through bin/mgxport in separate processes: one finalize
// --arch gfx1151,gfx942,sm_90,host adds every target's objects to one
// bundle; inspect groups them by target, each complete; the bundle runs
// on the host (and with --arch auto, the host here, when no GPU is
// present) with the reference evaluator's outputs; a bundle lacking the
// target it is run on says which targets it has and the finalize that
// adds this one.
func TestOneBundleEveryVendor(t *testing.T) {
	bin := builtMgxport(t)
	dir := t.TempDir()
	model, input := vendorModel(t, dir)
	p := cliProc{bin: bin, cache: filepath.Join(dir, "cache"), dir: dir}
	p.must(t, "compile", "--portable", model, "-o", "v.mgxb")
	arches := []string{"gfx1151", "gfx942", "sm_90", "host"}
	out, _ := p.must(t, "finalize", "v.mgxb", "--arch", strings.Join(arches, ","), "-o", "v.all.mgxb", "--json")
	var sum finalizeSummary
	if err := jsonUnmarshal(out, &sum); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(sum.Targets, arches) || sum.Compiled != sum.Objects || sum.Objects != 4*2 {
		t.Fatalf("finalize: targets %v, %d objects, %d compiled; want %v, 8, 8", sum.Targets, sum.Objects, sum.Compiled, arches)
	}
	t.Logf("finalize --arch %s: %d objects in %.2f s, %d bytes", strings.Join(arches, ","), sum.Objects, sum.Seconds, sum.OutputSize)

	var in inspection
	out, _ = p.must(t, "inspect", "v.all.mgxb", "--json")
	if err := jsonUnmarshal(out, &in); err != nil {
		t.Fatal(err)
	}
	formats := map[string]string{"gfx942": "hsaco", "gfx1151": "hsaco", "sm_90": "ptx", "host": "host_so"}
	var got []string
	for _, tg := range in.Targets {
		got = append(got, tg.Target)
		if tg.Format != formats[tg.Target] || !tg.Complete || tg.Objects != 2 {
			t.Errorf("inspect: target %+v, want %s objects covering every launch", tg, formats[tg.Target])
		}
	}
	if want := []string{"host", "sm_90", "gfx942", "gfx1151"}; !slices.Equal(got, want) {
		t.Errorf("inspect groups targets as %v, want table order %v", got, want)
	}
	text, _ := p.must(t, "inspect", "v.all.mgxb")
	if !strings.Contains(text, "targets:") || !strings.Contains(text, "runs without finalize") {
		t.Errorf("inspect does not group by target:\n%s", text)
	}

	p.must(t, "run", model, "--arch", "ref", "--input", "a="+input, "--output-dir", "ref")
	refs := map[string]string{"y": filepath.Join(dir, "ref", "y.npy"), "z": filepath.Join(dir, "ref", "z.npy")}
	p.must(t, "run", "v.all.mgxb", "--arch", "host", "--input", "a="+input, "--output-dir", "host")
	compareOutputDir(t, filepath.Join(dir, "host"), refs)
	if l := mgxportDevices(t); len(l.CUDA) == 0 && len(l.HIP) == 0 {
		_, errs := p.must(t, "run", "v.all.mgxb", "--arch", "auto", "--input", "a="+input, "--output-dir", "auto")
		compareOutputDir(t, filepath.Join(dir, "auto"), refs)
		if strings.Contains(errs, "finalized") {
			t.Errorf("run --arch auto finalized although the bundle has host objects: %s", errs)
		}
	}

	// Only AMD objects, and no MLIR library to finalize the host's with.
	p.must(t, "finalize", "v.mgxb", "--arch", "gfx1151", "-o", "v.gfx1151.mgxb")
	_, errs, err := p.run(t, "run", "v.gfx1151.mgxb", "--arch", "host", "--input", "a="+input, "--mlir-lib", filepath.Join(dir, "none.so"))
	for _, want := range []string{"not finalized for host", "it is finalized for gfx1151", "mgxport finalize v.gfx1151.mgxb --arch host"} {
		if err == nil || !strings.Contains(errs, want) {
			t.Errorf("run of a gfx1151 bundle on the host without MLIR: %v, stderr %q; want %q", err, errs, want)
		}
	}
}
