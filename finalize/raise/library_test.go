package raise

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/ebitengine/purego"
	"github.com/mgxport/mgxport/spirv/kernels"
	"github.com/mgxport/mgxport/spirv/kernels/kerneltest"
)

// TestHostLibrary raises every kernel variant of the conformance table, lowers
// them all with HostPipeline into one shared object, runs each on fresh random
// inputs and compares with the plain-Go reference.
func TestHostLibrary(t *testing.T) {
	cases, err := kerneltest.Cases()
	if err != nil {
		t.Fatal(err)
	}
	type variant struct {
		c   kerneltest.Case
		k   kernels.Kernel
		sym string
	}
	var vs []variant
	var mod strings.Builder
	mod.WriteString("module {\n")
	for _, c := range cases {
		for vi, k := range c.Kernels {
			var args []ArgInfo
			for _, a := range k.Args {
				args = append(args, ArgInfo{Elems: a.Elems, DType: a.DType})
			}
			text, err := Host(k.Binary, k.Symbol, k.Global, args)
			if err != nil {
				t.Fatalf("%s: %v", c.Name, err)
			}
			// Variants share a symbol; give each its own in the combined module.
			sym := fmt.Sprintf("%s_v%d", k.Symbol, vi)
			text = strings.ReplaceAll(text, "@"+k.Symbol, "@"+sym)
			text = strings.TrimSuffix(strings.TrimPrefix(text, "module {\n"), "}\n")
			mod.WriteString(text)
			vs = append(vs, variant{c, k, sym})
		}
	}
	mod.WriteString("}\n")
	lib := compileHostModule(t, mod.String())
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, v := range vs {
		in := kerneltest.Quantize(v.k, v.c.Inputs(r))
		want, err := v.c.Want(in)
		if err != nil {
			t.Fatalf("%s: reference: %v", v.c.Name, err)
		}
		var bufs [][]byte
		var outs []int
		j := 0
		for ai, a := range v.k.Args {
			var b []byte
			if a.Write {
				b = aligned(a.Elems * int64(kerneltest.Size(a.DType)))
				for i := range b {
					if !a.Status { // the status word starts zeroed
						b[i] = 0xa5 // garbage: every element must be written
					}
				}
				outs = append(outs, ai)
			} else {
				b = aligned(a.Elems * int64(kerneltest.Size(a.DType)))
				copy(b, kerneltest.Encode(a.DType, in[j]))
				j++
			}
			bufs = append(bufs, b)
		}
		fn, err := purego.Dlsym(lib, v.sym)
		if err != nil {
			t.Fatal(err)
		}
		ptrs := make([]uintptr, len(bufs))
		for i, b := range bufs {
			ptrs[i] = uintptr(unsafe.Pointer(&b[0]))
		}
		purego.SyscallN(fn, ptrs...)
		runtime.KeepAlive(bufs)
		var got [][]float64
		for _, ai := range outs {
			got = append(got, kerneltest.Decode(v.k.Args[ai].DType, bufs[ai]))
		}
		if err := v.c.Check(v.k, got, want); err != nil {
			t.Error(err)
		}
	}
	t.Logf("%d cases, %d kernel variants raised, compiled and checked", len(cases), len(vs))
}

// aligned returns n zeroed bytes on an 8-byte boundary.
func aligned(n int64) []byte {
	w := make([]uint64, (n+7)/8)
	return unsafe.Slice((*byte)(unsafe.Pointer(&w[0])), n)
}
