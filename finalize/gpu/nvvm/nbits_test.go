package nvvm

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// nbitsKernel lowers c to its one MLIR kernel (the packed weight's
// dequantization is the product's prologue: one kernel, no other).
func nbitsKernel(t *testing.T, c gputest.NBits) *codeobj.Object {
	t.Helper()
	return nbitsKernelWith(t, c, lower.Options{}, 1)
}

// nbitsKernelWith lowers c with opts to its MLIR kernel, among objects
// code objects in all (mixed precision adds the input's Cast).
func nbitsKernelWith(t *testing.T, c gputest.NBits, opts lower.Options, objects int) *codeobj.Object {
	t.Helper()
	var out *codeobj.Object
	objs := gputest.LowerWith(t, c.Model(), 3, opts)
	for _, o := range objs {
		if o.Format == codeobj.MLIRBytecode {
			if out != nil {
				t.Fatal("two MLIR kernels, want the dequantization and the product as one")
			}
			out = o
		}
	}
	if len(objs) != objects || out == nil {
		t.Fatalf("%d code objects, want the dequantization and the product as one MLIR kernel (%d in all)", len(objs), objects)
	}
	return out
}

// TestNBitsFoldEmulated runs MatMulNBits products through the GEMM
// kernel written for the CPU (emulate) with the dequantization folded
// into its B loads, and compares them with the host path, which computes
// the dequantized weight and then the product: bits 2, 4 and 8, packed,
// float and default zero points, blocks of 16, 32 and 128, K not a
// multiple of the block, M, N tails. The fold leaves no buffer the size
// of the weight.
func TestNBitsFoldEmulated(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 4))
	for _, c := range []gputest.NBits{
		{M: 5, K: 64, N: 24, Bits: 4, BS: 16, ZP: "uint8"},
		{M: 3, K: 40, N: 20, Bits: 4, BS: 16, ZP: ""},
		{M: 4, K: 72, N: 12, Bits: 8, BS: 32, ZP: "float"},
		{M: 2, K: 48, N: 9, Bits: 2, BS: 16, ZP: "uint8"},
		{M: 6, K: 200, N: 16, Bits: 4, BS: 128, ZP: "uint8"},
		// More rows than the row-vector kernel takes: the GEMM kernel's
		// B staging computes the fold.
		{M: 20, K: 40, N: 12, Bits: 4, BS: 16, ZP: "float"},
		{M: 33, K: 64, N: 20, Bits: 2, BS: 32, ZP: "uint8"},
	} {
		for _, tile := range []kernelgen.GEMMTile{{BM: 4, BN: 4, BK: 8, TM: 4, TN: 4}, {BM: 8, BN: 8, BK: 4, TM: 8, TN: 8}} {
			t.Run(c.String()+"/"+tile.String(), func(t *testing.T) {
				runNBitsEmulated(t, lib, w, r, c, lower.Options{}, 1, tile, "f32", 1e-4)
			})
		}
	}
}

// TestNBitsFoldHalfEmulated is TestNBitsFoldEmulated for models compiled
// with --precision fp16: the weight dequantized to half, the product in
// half with f32 sums; a product of few rows folds into the row-vector
// kernel, which widens A and B as it loads them. (K is a whole number of
// blocks: with a ragged K the Cast to half follows the slice to K rows,
// a second producer the fold does not follow, and the weight is
// dequantized by a launch of its own inside the kernel object.)
func TestNBitsFoldHalfEmulated(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 5))
	half := lower.Options{Precision: passes.MixedPrecision{Type: graph.Float16}}
	for _, c := range []gputest.NBits{
		{M: 4, K: 64, N: 40, Bits: 4, BS: 16, ZP: "uint8"},
		{M: 16, K: 256, N: 24, Bits: 8, BS: 128, ZP: "float"},
	} {
		t.Run(c.String(), func(t *testing.T) {
			// The input's Cast to half is a kernel of its own.
			runNBitsEmulated(t, lib, w, r, c, half, 2, kernelgen.GEMMTile{BM: 4, BN: 4, BK: 8, TM: 4, TN: 4}, "f16", 2e-3)
		})
	}
}

// TestNBitsKernelSM90 finalizes 4-bit MatMulNBits products for sm_90a —
// a decode-sized one (M 4, below the GEMM kernel's usual minimum) and a
// prefill-sized one — as one launch each, the GEMM kernel's, with no
// temporary device buffer: the packed bytes are read and dequantized in
// the kernel.
func TestNBitsKernelSM90(t *testing.T) {
	w, _ := sm90Worker(t)
	row, err := target.Lookup("sm_90a")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []gputest.NBits{
		{M: 4, K: 512, N: 1024, Bits: 4, BS: 32, ZP: "uint8"},
		{M: 128, K: 1000, N: 256, Bits: 4, BS: 128, ZP: ""},
	} {
		t.Run(c.String(), func(t *testing.T) {
			o := nbitsKernel(t, c)
			fin, err := w.Compile(context.Background(), New(Options{}), o.Payload, backend.SourceTOSA, row, o)
			if err != nil {
				t.Fatal(err)
			}
			if len(fin.Launches) != 1 || fin.Launches[0].Block[0] < 64 {
				t.Fatalf("launches %+v, want one GEMM launch", fin.Launches)
			}
			if len(fin.Scratch) != 0 {
				t.Fatalf("scratch buffers %v: the weight was dequantized into memory", fin.Scratch)
			}
			ptx := string(fin.Payload)
			if !regexp.MustCompile(`ld\.global(\.nc)?\.[bsu]8\s`).MatchString(ptx) {
				t.Error("the kernel loads no bytes: the packed weight is not read")
			}
		})
	}
}

// runNBitsEmulated lowers c with opts (objects code objects in all),
// compiles its MLIR kernel on the host path and through the contraction
// kernels written for the CPU (emulate, tiled as tile where the GEMM
// kernel takes it), B of element type elem, and compares the two within
// tol.
func runNBitsEmulated(t *testing.T, lib *mlirc.Library, w *stages.Worker, r *rand.Rand, c gputest.NBits, opts lower.Options, objects int, tile kernelgen.GEMMTile, elem string, tol float64) {
	t.Helper()
	o := nbitsKernelWith(t, c, opts, objects)
	want, err := host.CompileHost(context.Background(), lib, o.Payload, backend.SourceTOSA)
	if err != nil {
		t.Fatal(err)
	}
	m, err := w.Prepare(context.Background(), o.Payload)
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	weight := fmt.Sprintf("x%dx%s>", c.N, elem)
	if !strings.Contains(m.String(), "memref.alloc") || !strings.Contains(m.String(), weight) {
		t.Fatalf("before the fold the dequantized weight is no buffer:\n%s", m)
	}
	n, err := kernelgen.ReplaceContractions(m, kernelgen.Options{Tile: &tile, Emulate: true})
	if err != nil {
		t.Fatal(err)
	}
	if n != 1 {
		t.Fatalf("%d contractions took the GEMM kernel, want the product with its folded B", n)
	}
	if err := w.Run(m, "inline", stages.GPUInlinePipeline()); err != nil {
		t.Fatal(err)
	}
	text := m.String()
	for _, l := range strings.Split(text, "\n") {
		if strings.Contains(l, "memref.alloc()") && strings.Contains(l, weight) && !strings.Contains(l, fmt.Sprintf("%dx%dx", c.M, c.N)) {
			t.Fatalf("a weight-sized buffer is left after the fold: %s", strings.TrimSpace(l))
		}
	}
	got, err := host.CompileHost(context.Background(), lib, []byte(text), backend.SourceRaised)
	if err != nil {
		t.Fatalf("emulated kernel: %v", err)
	}
	sizes := make([]int, len(o.Args))
	for i, a := range o.Args {
		sizes[i] = (int(a.Elems()) + 15) &^ 15 // 64-byte aligned buffers, as the runtime's
	}
	bw, bg := gputest.Buffers(t, sizes...), gputest.Buffers(t, sizes...)
	gputest.FillNBitsArgs(r, o, bw, c.Bits)
	for i := range bw {
		copy(bg[i], bw[i])
	}
	if err := hostkernel.Load(t, want, o.Symbol).Call(gputest.Ptrs(bw...)...); err != nil {
		t.Fatal(err)
	}
	if err := hostkernel.Load(t, got, o.Symbol).Call(gputest.Ptrs(bg...)...); err != nil {
		t.Fatal(err)
	}
	out := len(o.Args) - 1
	// The two paths sum in different orders, and float32 sums in
	// different orders differ by about K·eps times the size of their
	// terms, not of their result: an output where the terms cancel (8-bit
	// weights with float zero points) can differ by more than tol×|y|
	// (seed 10741959373317876610: 2.4e-4 at |y| 0.78). The output's
	// largest magnitude stands for the terms' size.
	scale := 0.0
	for j := range int(o.Args[out].Elems()) {
		scale = max(scale, math.Abs(float64(bw[out][j])))
	}
	distinct := map[float32]bool{}
	for j := range int(o.Args[out].Elems()) {
		x, y := bg[out][j], bw[out][j]
		distinct[y] = true
		if d := math.Abs(float64(x - y)); d > tol+tol*scale || math.IsNaN(float64(x)) {
			t.Fatalf("y[%d] = %g, host path %g", j, x, y)
		}
	}
	if len(distinct) < int(o.Args[out].Elems())/2 {
		t.Fatalf("only %d distinct outputs of %d: the data tests little", len(distinct), o.Args[out].Elems())
	}
}
