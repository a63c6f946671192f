package nvvm

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/finalize/raise"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/spirv/kernels"
	"github.com/mgxport/mgxport/spirv/kernels/kerneltest"
	"github.com/mgxport/mgxport/target"
)

// raisedGPU raises a portable SPIR-V object for NVIDIA (warp 32).
func raisedGPU(t *testing.T, o *codeobj.Object) []byte {
	t.Helper()
	args := make([]raise.ArgInfo, len(o.Args))
	for i, a := range o.Args {
		args[i] = raise.ArgInfo{Elems: a.Elems(), DType: a.DType}
	}
	src, err := raise.GPU(o.Payload, o.Symbol, 32, args)
	if err != nil {
		t.Fatal(err)
	}
	return []byte(src)
}

var (
	entryRE = regexp.MustCompile(`\.visible \.entry (\w+)\(`)
	paramRE = regexp.MustCompile(`(?m)^\s*\.param \.u64 \.ptr[^\n]*_param_\d+`)
)

// checkPTX checks a finalized object against its PTX: every launch names
// an entry with as many pointer parameters as it binds, and the launches
// of an object together cover each written argument (grid×block threads
// at least its elements).
func checkPTX(t *testing.T, fin *codeobj.Object) {
	t.Helper()
	if err := fin.Validate(); err != nil {
		t.Fatal(err)
	}
	if fin.Format != codeobj.PTX || fin.Target != "sm_90" || fin.Compiler == "" || fin.Source == "" {
		t.Fatalf("object header %s %s %q %q", fin.Format, fin.Target, fin.Compiler, fin.Source)
	}
	ptx := string(fin.Payload)
	if !strings.Contains(ptx, ".target sm_90") {
		t.Fatalf("PTX is not for sm_90:\n%.300s", ptx)
	}
	params := map[string]int{}
	for _, m := range entryRE.FindAllStringSubmatchIndex(ptx, -1) {
		name := ptx[m[2]:m[3]]
		end := strings.Index(ptx[m[1]:], ")")
		params[name] = len(paramRE.FindAllString(ptx[m[1]:m[1]+end], -1))
	}
	if len(fin.Launches) == 0 {
		t.Fatal("no launches")
	}
	var most int64
	for _, l := range fin.Launches {
		n, ok := params[l.Symbol]
		if !ok {
			t.Fatalf("launch %s: no .entry in PTX (entries %v)", l.Symbol, params)
		}
		if n != len(l.Args) {
			t.Fatalf("launch %s binds %d args, its entry has %d pointer params", l.Symbol, len(l.Args), n)
		}
		most = max(most, l.Grid[0]*l.Grid[1]*l.Grid[2]*l.Block[0]*l.Block[1]*l.Block[2])
	}
	for i, a := range fin.Args {
		if !a.Write {
			continue
		}
		written := false
		for _, l := range fin.Launches {
			for _, b := range l.Args {
				written = written || b == i
			}
		}
		if !written {
			t.Fatalf("output %s is bound to no launch", a.Name)
		}
	}
}

// TestCompileNVVMKernelClasses finalizes every kernel class of the test
// models for sm_90: TOSA kernels through the schedule, SPIR-V kernels
// through raise.GPU. Kernels whose math needs libdevice compile when
// one is found (--libdevice's fallbacks) and fail naming the flag when not.
func TestCompileNVVMKernelClasses(t *testing.T) {
	lib := gputest.OpenLib(t)
	sm90, err := target.Lookup("sm_90")
	if err != nil {
		t.Fatal(err)
	}
	libdevice, err := FindLibdevice(os.Getenv("MGXPORT_LIBDEVICE"), os.Getenv("CUDA_PATH"))
	if err != nil {
		t.Fatal(err)
	}
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	if libdevice == "" {
		// This machine has no CUDA toolkit: kernels whose math needs
		// libdevice are checked only for the error naming the flag. Set
		// MGXPORT_LIBDEVICE to a libdevice.10.bc to compile them (a
		// missing file fails the test).
		t.Logf("no libdevice (%s): math kernels checked for the %s error only", strings.Join(libdeviceCandidates(os.Getenv("CUDA_PATH")), ", "), LibdeviceFlag)
	}
	for _, md := range gputest.Models() {
		t.Run(md.Name, func(t *testing.T) {
			objs := gputest.Lower(t, md, 7)
			if len(objs) == 0 {
				t.Fatal("no objects")
			}
			for _, o := range objs {
				kind, src := backend.SourceTOSA, o.Payload
				if o.Format == codeobj.AMDGCNSPIRV {
					kind, src = backend.SourceGPU, raisedGPU(t, o)
				}
				fin, err := w.Compile(context.Background(), New(Options{Libdevice: libdevice}), src, kind, sm90, o)
				if md.Math && libdevice == "" && err != nil {
					if !strings.Contains(err.Error(), LibdeviceFlag) {
						t.Fatalf("%s: error does not name %s: %v", o.Symbol, LibdeviceFlag, err)
					}
					t.Logf("%s: not compiled: needs libdevice", o.Symbol)
					continue
				}
				if err != nil {
					t.Fatalf("%s (%s): %v", o.Symbol, o.Format, err)
				}
				checkPTX(t, fin)
				t.Logf("%s %s: %d launches %v scratch %v", o.Format, o.Symbol, len(fin.Launches), fin.Launches, fin.Scratch)
			}
		})
	}
}

// TestCompileNVVMLibrary finalizes the SPIR-V kernel library's float32
// conformance cases (softmax, layernorm, pointwise, reductions, ...) for
// sm_90.
func TestCompileNVVMLibrary(t *testing.T) {
	lib := gputest.OpenLib(t)
	sm90, _ := target.Lookup("sm_90")
	libdevice, err := FindLibdevice(os.Getenv("MGXPORT_LIBDEVICE"), os.Getenv("CUDA_PATH"))
	if err != nil {
		t.Fatal(err)
	}
	cases, err := kerneltest.Cases()
	if err != nil {
		t.Fatal(err)
	}
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	compiled, needLib := 0, 0
	for _, c := range cases {
		for _, k := range c.Kernels {
			if k.Wave != 0 && k.Wave != 32 {
				continue
			}
			o := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Target: "spirv64", Symbol: k.Symbol, Payload: k.Binary,
				Global: k.Global, Local: k.Local, Wave: k.Wave}
			for _, a := range k.Args {
				o.Args = append(o.Args, codeobj.Arg{Name: a.Name, DType: a.DType, Shape: []int64{a.Elems}, Write: a.Write})
			}
			fin, err := w.Compile(context.Background(), New(Options{Libdevice: libdevice}), raisedGPU(t, o), backend.SourceGPU, sm90, o)
			if err != nil && libdevice == "" && strings.Contains(err.Error(), LibdeviceFlag) {
				needLib++
				continue
			}
			if err != nil {
				t.Fatalf("%s: %v", c.Name, err)
			}
			checkPTX(t, fin)
			compiled++
		}
	}
	t.Logf("%d library kernels compiled, %d need libdevice (none found)", compiled, needLib)
}

// gpuCase is one entry of the GPU check's manifest: a finalized object and
// input/expected-output files.
type gpuCase struct {
	Name     string           `json:"name"`
	PTX      string           `json:"ptx"`
	Launches []codeobj.Launch `json:"launches"`
	Scratch  []int64          `json:"scratch"`
	Args     []gpuArg         `json:"args"`
	RTol     float64          `json:"rtol"`
	ATol     float64          `json:"atol"`
	// Breakdown asks for each launch's time.
	Breakdown bool `json:"breakdown,omitempty"`
}

type gpuArg struct {
	DType string `json:"dtype"`
	Elems int64  `json:"elems"`
	Write bool   `json:"write"`
	File  string `json:"file"` // input data, or the expected output
	// Status marks a status word, which the runner zeroes (a kernel
	// writes it only to report an index out of range).
	Status bool `json:"status,omitempty"`
}

// exportCase writes one case into dir.
func exportCase(t *testing.T, dir, name string, fin *codeobj.Object, data [][]byte, rtol, atol float64) gpuCase {
	t.Helper()
	c := gpuCase{Name: name, PTX: name + ".ptx", Launches: fin.Launches, Scratch: fin.Scratch, RTol: rtol, ATol: atol}
	if err := os.WriteFile(filepath.Join(dir, c.PTX), fin.Payload, 0o644); err != nil {
		t.Fatal(err)
	}
	for i, a := range fin.Args {
		f := fmt.Sprintf("%s.%d.bin", name, i)
		if err := os.WriteFile(filepath.Join(dir, f), data[i], 0o644); err != nil {
			t.Fatal(err)
		}
		c.Args = append(c.Args, gpuArg{DType: a.DType, Elems: a.Elems(), Write: a.Write, File: f, Status: a.Write && a.Name == kernels.StatusName})
	}
	return c
}

// TestNVVMExportGPUCheck writes the GPU check's cases to
// $MGXPORT_NVVM_EXPORT (when set): each finalized kernel's PTX and plan
// with random inputs and the expected outputs — the host path's for TOSA
// kernels (host.CompileHost, run here), the library reference for SPIR-V
// kernels — for tools/gpucheck/nvvm_check.py to run with cupy. Without
// the variable it still computes every reference.
func TestNVVMExportGPUCheck(t *testing.T) {
	lib := gputest.OpenLib(t)
	sm90, _ := target.Lookup("sm_90")
	dir := os.Getenv("MGXPORT_NVVM_EXPORT")
	if dir == "" {
		dir = t.TempDir()
	}
	libdevice, err := FindLibdevice(os.Getenv("MGXPORT_LIBDEVICE"), os.Getenv("CUDA_PATH"))
	if err != nil {
		t.Fatal(err)
	}
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	r := rand.New(rand.NewPCG(11, 12))
	var manifest []gpuCase
	models := gputest.Models()
	if os.Getenv("MGXPORT_NVVM_EXPORT") != "" {
		models = append(models, nvvmTimingModels()...)
	}
	narrowed := 0
	for _, md := range models {
		if md.Math && libdevice == "" {
			t.Logf("%s: not exported: needs libdevice (set MGXPORT_LIBDEVICE)", md.Name)
			narrowed++
			continue
		}
		for oi, o := range gputest.Lower(t, md, 3) {
			if o.Format != codeobj.MLIRBytecode {
				continue
			}
			fin, err := w.Compile(context.Background(), New(Options{Libdevice: libdevice}), o.Payload, backend.SourceTOSA, sm90, o)
			if err != nil {
				t.Fatalf("%s: %v", md.Name, err)
			}
			so, err := host.CompileHost(context.Background(), lib, o.Payload, backend.SourceTOSA)
			if err != nil {
				t.Fatalf("%s host: %v", md.Name, err)
			}
			sizes := make([]int, len(o.Args))
			for i, a := range o.Args {
				if a.DType != "float32" {
					t.Fatalf("%s: argument %s is %s", md.Name, a.Name, a.DType)
				}
				sizes[i] = int(a.Elems())
			}
			bufs := gputest.Buffers(t, sizes...)
			for i, a := range o.Args {
				if !a.Write {
					gputest.Fill(r, bufs[i])
				}
			}
			if err := hostkernel.Load(t, so, o.Symbol).Call(gputest.Ptrs(bufs...)...); err != nil {
				t.Fatal(err)
			}
			data := make([][]byte, len(bufs))
			for i, b := range bufs {
				v := make([]float64, len(b))
				for j, x := range b {
					v[j] = float64(x)
				}
				data[i] = kerneltest.Encode("float32", v)
			}
			c := exportCase(t, dir, fmt.Sprintf("%s_%d", md.Name, oi), fin, data, 1e-3, 1e-4)
			c.Breakdown = len(fin.Launches) > 1
			manifest = append(manifest, c)
		}
	}
	cases, err := kerneltest.Cases()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		for _, k := range c.Kernels {
			if k.Wave != 0 && k.Wave != 32 {
				continue
			}
			o := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Symbol: k.Symbol, Payload: k.Binary, Global: k.Global, Local: k.Local}
			for _, a := range k.Args {
				o.Args = append(o.Args, codeobj.Arg{Name: a.Name, DType: a.DType, Shape: []int64{a.Elems}, Write: a.Write})
			}
			fin, err := w.Compile(context.Background(), New(Options{Libdevice: libdevice}), raisedGPU(t, o), backend.SourceGPU, sm90, o)
			if err != nil {
				if libdevice == "" && strings.Contains(err.Error(), LibdeviceFlag) {
					narrowed++
					continue
				}
				t.Fatalf("%s: %v", c.Name, err)
			}
			in := kerneltest.Quantize(k, c.Inputs(r))
			want, err := c.Want(in)
			if err != nil {
				t.Fatal(err)
			}
			data := make([][]byte, len(k.Args))
			ii, wi := 0, 0
			for i, a := range k.Args {
				if a.Write {
					data[i] = kerneltest.Encode(a.DType, want[wi])
					wi++
				} else {
					data[i] = kerneltest.Encode(a.DType, in[ii])
					ii++
				}
			}
			manifest = append(manifest, exportCase(t, dir, fmt.Sprintf("%s_w%d", k.Symbol, k.Wave), fin, data, c.RTol, c.ATol))
		}
	}
	b, err := json.MarshalIndent(manifest, "", " ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "manifest.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d cases in %s; %d left out for want of libdevice", len(manifest), dir, narrowed)
}

// nvvmTimingModels are larger kernels the GPU check times (exported only:
// their host references take a while).
func nvvmTimingModels() []gputest.Model {
	return []gputest.Model{
		{Name: "gemm512_bias_relu", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("a", onnxtest.Float, []int64{512, 512})
			m.InitFloats("w", []int64{512, 512}, gputest.RandFloats(r, 512*512))
			m.InitFloats("bias", []int64{512}, gputest.RandFloats(r, 512))
			m.Node("MatMul", "mm", []string{"a", "w"}, []string{"p"})
			m.Node("Add", "add", []string{"p", "bias"}, []string{"s"})
			m.Node("Relu", "relu", []string{"s"}, []string{"y"})
			m.Output("y", 0, nil)
		}},
		// The GEMM kernel's three tilings, with tails in M, N and K.
		matmulModel("gemm1536x100x1040_tiles128", []int64{1536, 100}, []int64{100, 1040}, false),
		matmulModel("gemm512x256x768_tiles64", []int64{512, 256}, []int64{256, 768}, false),
		matmulModel("bmm2x70x37x130_tails", []int64{2, 70, 37}, []int64{2, 37, 130}, true),
		{Name: "conv64x56x56", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, []int64{1, 64, 56, 56})
			m.InitFloats("w", []int64{64, 64, 3, 3}, gputest.RandFloats(r, 64*64*9))
			m.Node("Conv", "conv", []string{"x", "w"}, []string{"y"}, onnxtest.Ints("pads", 1, 1, 1, 1))
			m.Output("y", 0, nil)
		}},
	}
}

// TestNVVMCompilerIdentity checks that the identity names the target, the
// pipelines' hash and the libdevice linked, and changes with each.
func TestNVVMCompilerIdentity(t *testing.T) {
	lib := gputest.OpenLib(t)
	sm90, _ := target.Lookup("sm_90")
	sm80, _ := target.Lookup("sm_80")
	ld := filepath.Join(t.TempDir(), "libdevice.10.bc")
	if err := os.WriteFile(ld, []byte("not really bitcode"), 0o600); err != nil {
		t.Fatal(err)
	}
	a := CompilerIdentity(lib, sm90, "")
	for _, want := range []string{pathVersion(), "generators:" + kernelgen.Identity(), "pipelines:" + stages.PipelinesHash(sm90, Pipeline(sm90, "LIBDEVICE")), kernelgen.DefaultGPUSchedule(sm90).String(), "sm_90", "+ptx80", "libdevice:none"} {
		if !strings.Contains(a, want) {
			t.Errorf("identity %q lacks %q", a, want)
		}
	}
	for name, b := range map[string]string{
		"target":    CompilerIdentity(lib, sm80, ""),
		"libdevice": CompilerIdentity(lib, sm90, ld),
	} {
		if a == b {
			t.Errorf("identity does not change with the %s", name)
		}
	}
	if stages.PipelinesHash(sm90, Pipeline(sm90, "LIBDEVICE")) == stages.PipelinesHash(sm80, Pipeline(sm80, "LIBDEVICE")) {
		t.Error("the pipelines' hash does not change with the chip")
	}
	if _, err := FindLibdevice(filepath.Join(t.TempDir(), "missing.bc"), os.Getenv("CUDA_PATH")); err == nil || !strings.Contains(err.Error(), LibdeviceFlag) {
		t.Errorf("a missing --libdevice: %v", err)
	}
}
