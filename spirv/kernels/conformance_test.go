package kernels_test

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/mgxport/mgxport/spirv"
	"github.com/mgxport/mgxport/spirv/kernels"
	"github.com/mgxport/mgxport/spirv/kernels/kerneltest"
	"github.com/mgxport/mgxport/spirv/simt"
)

// launches are the workgroup/subgroup shapes every kernel must be correct
// for: size 1 (the host), odd sizes with partial subgroups, wave32 and wave64.
var launches = []struct {
	local, subgroup, groups int64
}{
	{1, 1, 3},
	{7, 3, 2},
	{5, 8, 1},
	{64, 32, 2},
	{128, 64, 1},
	{96, 1, 1},
}

// TestConformanceAnyLaunch runs every kernel variant of the conformance table
// in the SIMT interpreter for each launch shape, on fresh random inputs, and
// compares with the plain-Go reference.
func TestConformanceAnyLaunch(t *testing.T) {
	cases, err := kerneltest.Cases()
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, c := range cases {
		for _, k := range c.Kernels {
			ls := launches
			if k.Wave != 0 { // also the variant's own launch
				ls = append(ls, struct{ local, subgroup, groups int64 }{k.Local[0], int64(k.Wave), min(k.Global[0]/k.Local[0], 4)})
			}
			for _, l := range ls {
				name := fmt.Sprintf("%s/wave%d/local%d-sg%d-groups%d", c.Name, k.Wave, l.local, l.subgroup, l.groups)
				if err := runCase(r, c, k, simt.Launch{
					Global: [3]int64{l.local * l.groups, 1, 1}, Local: [3]int64{l.local, 1, 1}, SubgroupSize: l.subgroup,
				}); err != nil {
					t.Errorf("%s: %v", name, err)
				}
			}
		}
	}
}

func runCase(r *rand.Rand, c kerneltest.Case, k kernels.Kernel, l simt.Launch) error {
	in := kerneltest.Quantize(k, c.Inputs(r))
	want, err := c.Want(in)
	if err != nil {
		return err
	}
	var bufs [][]byte
	var outs []int
	j := 0
	for i, a := range k.Args {
		b := make([]byte, a.Elems*int64(kerneltest.Size(a.DType)))
		if a.Write {
			for x := range b {
				if !a.Status { // the status word starts zeroed
					b[x] = 0xa5 // every element must be written
				}
			}
			outs = append(outs, i)
		} else {
			copy(b, kerneltest.Encode(a.DType, in[j]))
			j++
		}
		bufs = append(bufs, b)
	}
	if err := simt.Run(context.Background(), k.Binary, k.Symbol, l, bufs); err != nil {
		return err
	}
	var got [][]float64
	for _, i := range outs {
		got = append(got, kerneltest.Decode(k.Args[i].DType, bufs[i]))
	}
	return c.Check(k, got, want)
}

// TestLibraryValidates checks every variant of the table: spirv-val accepts
// it, decode/encode is byte-exact, the disassembler matches spirv-dis, and the
// launch contract holds (global a positive multiple of local).
func TestLibraryValidates(t *testing.T) {
	val := requireTool(t, "spirv-val")
	dis := requireTool(t, "spirv-dis")
	cases, err := kerneltest.Cases()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, c := range cases {
		waves := map[int]bool{}
		for vi, k := range c.Kernels {
			waves[k.Wave] = true
			for d := range 3 {
				if k.Local[d] <= 0 || k.Global[d]%k.Local[d] != 0 || k.Global[d] <= 0 {
					t.Fatalf("%s: global %v not a multiple of local %v", c.Name, k.Global, k.Local)
				}
			}
			path := filepath.Join(dir, fmt.Sprintf("%s_%d.spv", c.Name, vi))
			if err := os.WriteFile(path, k.Binary, 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(val, "--target-env", "spv1.6", path).CombinedOutput(); err != nil {
				t.Fatalf("%s: spirv-val: %v\n%s", c.Name, err, out)
			}
			m, err := spirv.Decode(k.Binary)
			if err != nil {
				t.Fatalf("%s: %v", c.Name, err)
			}
			if b, err := m.Encode(); err != nil || !bytes.Equal(b, k.Binary) {
				t.Fatalf("%s: round trip differs (%v)", c.Name, err)
			}
			got, err := m.Disassemble(spirv.DisasmOptions{})
			if err != nil {
				t.Fatalf("%s: disassemble: %v", c.Name, err)
			}
			want, err := exec.Command(dis, path).Output()
			if err != nil {
				t.Fatalf("%s: spirv-dis: %v", c.Name, err)
			}
			if got != string(want) {
				t.Fatalf("%s: disassembly differs from spirv-dis", c.Name)
			}
		}
		if waves[32] != waves[64] || (waves[0] && len(waves) > 1) {
			t.Fatalf("%s: variants %v: want one wave-independent kernel or a wave32 and a wave64 variant", c.Name, waves)
		}
	}
}

func requireTool(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Fatalf("%s not found: run `make deps` (installs spirv-tools)", name)
	}
	return p
}
