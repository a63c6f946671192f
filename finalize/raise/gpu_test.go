package raise

import (
	"fmt"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/spirv/kernels/kerneltest"
)

// Pipelines the GPU test lowers with: NVVM down to PTX (format=isa), ROCDL
// down to the LLVM dialect (its binaries need the ROCm device libraries).
const (
	nvvmTestPipeline  = "--gpu-lower-to-nvvm-pipeline=cubin-chip=sm_90 cubin-features=+ptx80 cubin-format=isa"
	rocdlTestPipeline = "--pass-pipeline=builtin.module(rocdl-attach-target{chip=gfx1100},gpu.module(convert-scf-to-cf," +
		"convert-gpu-to-rocdl{use-bare-ptr-memref-call-conv=true chipset=gfx1100},reconcile-unrealized-casts))"
)

// TestGPULibraryLowers raises every variant of the conformance table to the
// gpu dialect and lowers all of them through the NVVM (to PTX) and ROCDL (to
// LLVM) pipelines of mlir-opt-22.
func TestGPULibraryLowers(t *testing.T) {
	cases, err := kerneltest.Cases()
	if err != nil {
		t.Fatal(err)
	}
	for _, target := range []struct {
		name     string
		wave     int
		pipeline string
		want     []string
	}{
		{"nvvm", 32, nvvmTestPipeline, []string{"shfl.sync.down.b32", "bar.sync", ".entry softmax0_v0"}},
		{"rocdl", 0, rocdlTestPipeline, []string{"rocdl.ds_bpermute", "rocdl.barrier", "rocdl.kernel"}},
	} {
		var mod strings.Builder
		mod.WriteString("module attributes {gpu.container_module} {\n")
		n := 0
		for _, c := range cases {
			for vi, k := range c.Kernels {
				var args []ArgInfo
				for _, a := range k.Args {
					args = append(args, ArgInfo{Elems: a.Elems, DType: a.DType})
				}
				text, err := GPU(k.Binary, k.Symbol, target.wave, args)
				if err != nil {
					t.Fatalf("%s %s: %v", target.name, c.Name, err)
				}
				sym := fmt.Sprintf("%s_v%d", k.Symbol, vi)
				text = strings.ReplaceAll(text, "@"+k.Symbol, "@"+sym)
				text = strings.TrimSuffix(strings.TrimPrefix(text, "module attributes {gpu.container_module} {\n"), "}\n")
				mod.WriteString(text)
				n++
			}
		}
		mod.WriteString("}\n")
		out := string(run(t, []byte(mod.String()), "mlir-opt-22", target.pipeline))
		for _, w := range target.want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: lowered output lacks %q", target.name, w)
			}
		}
		t.Logf("%s: %d kernels lowered", target.name, n)
	}
}

func TestGPURejects(t *testing.T) {
	if _, err := GPU(nil, "k", 16, nil); err == nil || !strings.Contains(err.Error(), "wave size") {
		t.Errorf("wave 16: %v", err)
	}
	if _, err := GPU([]byte{1, 2, 3, 4}, "k", 32, nil); err == nil {
		t.Error("garbage module accepted")
	}
}
