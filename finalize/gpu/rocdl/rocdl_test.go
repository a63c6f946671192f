package rocdl

import (
	"context"
	"os"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/finalize/raise"
	"github.com/mgxport/mgxport/internal/hsacotest"
	"github.com/mgxport/mgxport/spirv/kernels/kerneltest"
	"github.com/mgxport/mgxport/target"
)

// amdRows are the AMD targets the CI validates every code object for.
var amdRows = []string{"gfx90a", "gfx942", "gfx1100", "gfx1151", "gfx1201"}

// deviceLibsForTest returns the ROCm device libraries, failing the test
// (naming make deps) when none are installed.
func deviceLibsForTest(t testing.TB) string {
	t.Helper()
	d, err := FindROCmDeviceLibs(os.Getenv("MGXPORT_ROCM_DEVICE_LIBS"), testROCmRoots())
	if err != nil {
		t.Fatal(err)
	}
	if d == "" {
		t.Fatalf("no ROCm device libraries (ocml.bc, ockl.bc) in %s: run `make deps` (Debian's rocm-device-libs)", strings.Join(rocmDeviceLibCandidates(testROCmRoots()), ", "))
	}
	return d
}

// raisedFor raises a portable SPIR-V object at a wave size.
func raisedFor(t *testing.T, o *codeobj.Object, wave int) []byte {
	t.Helper()
	args := make([]raise.ArgInfo, len(o.Args))
	for i, a := range o.Args {
		args[i] = raise.ArgInfo{Elems: a.Elems(), DType: a.DType}
	}
	src, err := raise.GPU(o.Payload, o.Symbol, wave, args)
	if err != nil {
		t.Fatal(err)
	}
	return []byte(src)
}

// checkHSACOObject checks a finalized AMD object: header, plan and the code
// object itself (CheckHSACO again, on the bytes a reader gets).
func checkHSACOObject(t *testing.T, fin *codeobj.Object, row target.Target) *HSACO {
	t.Helper()
	if err := fin.Validate(); err != nil {
		t.Fatal(err)
	}
	if fin.Format != codeobj.HSACO || fin.Target != row.Name || fin.Compiler == "" || fin.Source == "" || len(fin.Launches) == 0 {
		t.Fatalf("object header %s %s %q %q, %d launches", fin.Format, fin.Target, fin.Compiler, fin.Source, len(fin.Launches))
	}
	h, err := ReadHSACO(fin.Payload)
	if err != nil {
		t.Fatal(err)
	}
	if err := CheckHSACO(h, row, launchSigs(fin.Launches)); err != nil {
		t.Fatal(err)
	}
	return h
}

// TestCompileROCDLKernelClasses finalizes every kernel class of the test
// models (the NVIDIA test's) for each AMD row: TOSA kernels through the
// shared stages, SPIR-V kernels raised at the row's wave size. Every code
// object passes CheckHSACO and LLVM's tools (hsacotest): the math-heavy
// epilogue (tanh, erf, sigmoid, exp) links ocml with no undefined symbol.
func TestCompileROCDLKernelClasses(t *testing.T) {
	lib := gputest.OpenLib(t)
	libs := deviceLibsForTest(t)
	tools := hsacotest.Find(t)
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for _, md := range gputest.Models() {
		objs := gputest.Lower(t, md, 7)
		for _, name := range amdRows {
			row, err := target.Lookup(name)
			if err != nil {
				t.Fatal(err)
			}
			t.Run(md.Name+"/"+name, func(t *testing.T) {
				for _, o := range objs {
					if o.Wave != 0 && o.Wave != row.Wave {
						continue
					}
					kind, src := backend.SourceTOSA, o.Payload
					if o.Format == codeobj.AMDGCNSPIRV {
						kind, src = backend.SourceGPU, raisedFor(t, o, row.Wave)
					}
					fin, err := w.Compile(context.Background(), New(Options{DeviceLibs: libs}), src, kind, row, o)
					if err != nil {
						t.Fatalf("%s (%s): %v", o.Symbol, o.Format, err)
					}
					h := checkHSACOObject(t, fin, row)
					tools.Check(t, fin.Payload, row, fin.Launches)
					t.Logf("%s %s: %d launches, %d kernels, %d bytes", o.Format, o.Symbol, len(fin.Launches), len(h.Kernels), len(fin.Payload))
				}
			})
		}
	}
}

// TestCompileROCDLLibrary finalizes the SPIR-V kernel library's
// conformance cases (softmax, layernorm, pointwise, reductions, ...) for
// a wave64 and a wave32 AMD row, each from the variant of its wave size.
func TestCompileROCDLLibrary(t *testing.T) {
	lib := gputest.OpenLib(t)
	libs := deviceLibsForTest(t)
	cases, err := kerneltest.Cases()
	if err != nil {
		t.Fatal(err)
	}
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for _, name := range []string{"gfx942", "gfx1151"} {
		row, _ := target.Lookup(name)
		compiled := 0
		for _, c := range cases {
			for _, k := range c.Kernels {
				if k.Wave != 0 && k.Wave != row.Wave {
					continue
				}
				o := &codeobj.Object{Format: codeobj.AMDGCNSPIRV, Target: "spirv64", Symbol: k.Symbol, Payload: k.Binary,
					Global: k.Global, Local: k.Local, Wave: k.Wave}
				for _, a := range k.Args {
					o.Args = append(o.Args, codeobj.Arg{Name: a.Name, DType: a.DType, Shape: []int64{a.Elems}, Write: a.Write})
				}
				fin, err := w.Compile(context.Background(), New(Options{DeviceLibs: libs}), raisedFor(t, o, row.Wave), backend.SourceGPU, row, o)
				if err != nil {
					t.Fatalf("%s %s: %v", name, c.Name, err)
				}
				checkHSACOObject(t, fin, row)
				compiled++
			}
		}
		t.Logf("%s: %d library kernels compiled", name, compiled)
	}
}

// TestROCDLNeedsDeviceLibs compiles the math epilogue without device
// libraries: the error names the flag and what the kernel needs.
func TestROCDLNeedsDeviceLibs(t *testing.T) {
	lib := gputest.OpenLib(t)
	row, _ := target.Lookup("gfx1151")
	var md gputest.Model
	for _, m := range gputest.Models() {
		if m.Math {
			md = m
		}
	}
	for _, o := range gputest.Lower(t, md, 7) {
		if o.Format != codeobj.MLIRBytecode {
			continue
		}
		_, err := stages.Compile(context.Background(), lib, New(Options{}), o.Payload, backend.SourceTOSA, row, o)
		if err == nil || !strings.Contains(err.Error(), ROCmDeviceLibsFlag) || !strings.Contains(err.Error(), "__ocml_") {
			t.Fatalf("%s without device libraries: %v, want an error naming %s and the ocml functions", o.Symbol, err, ROCmDeviceLibsFlag)
		}
		return
	}
	t.Fatal("the math model has no TOSA kernel")
}

// testROCmRoots are the ROCm installs the environment names, as the CLI
// resolves them.
func testROCmRoots() []string {
	var out []string
	for _, env := range []string{"ROCM_PATH", "HIP_PATH"} {
		if r := os.Getenv(env); r != "" {
			out = append(out, r)
		}
	}
	return out
}
