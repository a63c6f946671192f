package host

import (
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"

	"bytes"
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/finalize/raise"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/runtime/host"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// phaseCase is a kernel compiled for the host and its buffers' sizes
// (floats); the last buffer is the output.
type phaseCase struct {
	name   string
	src    string
	kind   SourceKind
	symbol string
	sizes  []int
	// phased says whether the kernel is big enough to get phases.
	phased bool
}

// raisedSoftmax raises a library softmax kernel of rows x cols.
func raisedSoftmax(t *testing.T, rows, cols int64) (string, string) {
	t.Helper()
	ks, err := kernels.Softmax(kernels.SoftmaxSpec{Symbol: "softmax_k", Rows: rows, Cols: cols, DType: "float32"})
	if err != nil {
		t.Fatal(err)
	}
	k := ks[len(ks)-1]
	args := make([]raise.ArgInfo, len(k.Args))
	for i, a := range k.Args {
		args[i] = raise.ArgInfo{Elems: a.Elems, DType: a.DType}
	}
	src, err := raise.Host(k.Binary, k.Symbol, k.Global, args)
	if err != nil {
		t.Fatal(err)
	}
	return src, k.Symbol
}

// TestPhasesSameBytesAtAnyThreadCount compiles kernels of both host paths
// (a scheduled matmul with an epilogue, a padded convolution with an erf
// epilogue and its layout copies, a raised SPIR-V softmax) and runs each
// on random inputs whole and through its phases on 1, 2, 3 and 8 threads:
// every run writes every output element (the output starts as NaN) and
// the same bytes as the whole entry. Small kernels get no phases.
func TestPhasesSameBytesAtAnyThreadCount(t *testing.T) {
	lib := gputest.OpenLib(t)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	// Big enough for phases at the smallest (96x64x80 has none).
	m, k, n := 96+r.IntN(64), 96+r.IntN(32), 96+r.IntN(48)
	h, w, ci, co := 24+r.IntN(9), 24+r.IntN(9), 8, 16+r.IntN(17)
	rows, cols := int64(64+r.IntN(64)), int64(200+r.IntN(200))
	softmax, softmaxSym := raisedSoftmax(t, rows, cols)
	bh, bw := 12+r.IntN(8), 12+r.IntN(8)
	batched := conv2d{n: 4, h: bh, w: bw, ci: 8, co: 24, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}
	cases := []phaseCase{
		{name: "matmul", src: tosaKernel(m, k, n, -3, 40), kind: SourceTOSA, symbol: "kernel", sizes: []int{m * k, k * n, m * n, m * n}, phased: true},
		{name: "conv", src: convKernel(h, w, ci, co), kind: SourceTOSA, symbol: "conv", sizes: []int{h * w * ci, co * 9 * ci, co, h * w * co}, phased: true},
		{name: "softmax", src: softmax, kind: SourceRaised, symbol: softmaxSym, sizes: []int{int(rows * cols), int(rows * cols)}, phased: true},
		// A batch of 4: the tile loops split by rows inside the batch loop.
		{name: "batched conv", src: batched.kernel(), kind: SourceTOSA, symbol: "conv", sizes: []int{4 * bh * bw * 8, 24 * 9 * 8, 24, 4 * bh * bw * 24}, phased: true},
		{name: "small matmul", src: tosaKernel(4, 3, 5, -3, 40), kind: SourceTOSA, symbol: "kernel", sizes: []int{12, 15, 20, 20}},
	}
	var pools []*host.Pool
	for _, threads := range []int{1, 2, 3, 8} {
		p, err := host.NewPool(threads)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { p.Close() })
		pools = append(pools, p)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			so, err := CompileHost(context.Background(), lib, []byte(c.src), c.kind)
			if err != nil {
				t.Fatal(err)
			}
			fn := hostkernel.Load(t, so, c.symbol)
			if got := fn.Phases() > 0; got != c.phased {
				t.Fatalf("%s: %d phases, want phases: %v", c.name, fn.Phases(), c.phased)
			}
			bufs := gputest.Buffers(t, c.sizes...)
			for _, b := range bufs[:len(bufs)-1] {
				gputest.Fill(r, b)
			}
			out := bufs[len(bufs)-1]
			addrs := make([]uintptr, len(bufs))
			for i, b := range bufs {
				addrs[i] = uintptr(unsafe.Pointer(unsafe.SliceData(b)))
			}
			outBytes := func() []byte {
				return bytes.Clone(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(out))), 4*len(out)))
			}
			poison := func() {
				for i := range out {
					out[i] = float32(math.NaN())
				}
			}
			poison()
			if err := fn.CallAddrs(addrs...); err != nil {
				t.Fatal(err)
			}
			want := outBytes()
			nonzero := false
			for i, v := range out {
				if math.IsNaN(float64(v)) {
					t.Fatalf("whole entry left out[%d] unwritten", i)
				}
				nonzero = nonzero || v != 0
			}
			if !nonzero {
				t.Fatal("the whole entry's output is all zeros: the test data cannot tell runs apart")
			}
			for _, p := range pools {
				// Run times its first launches to decide what to split:
				// enough runs to take every path.
				for rep := range 14 {
					poison()
					if err := fn.RunPhases(p, addrs...); err != nil {
						t.Fatal(err)
					}
					if got := outBytes(); !bytes.Equal(got, want) {
						t.Fatalf("%d threads (run %d): output differs from the whole entry's", p.Threads(), rep)
					}
					poison()
					if err := fn.Run(p, addrs...); err != nil {
						t.Fatal(err)
					}
					if got := outBytes(); !bytes.Equal(got, want) {
						t.Fatalf("Run on %d threads (run %d): output differs from the whole entry's", p.Threads(), rep)
					}
				}
			}
		})
	}
}

// TestSplitPrefersRows checks which loop a phase splits: the rows of a
// convolution's tile nest, not its batch of 4 (too few iterations to share
// among a large machine's threads), and an scf.parallel's first dimension
// with enough iterations, else its widest, never its innermost (here the
// padded input's rows, not its batch or its channels).
func TestSplitPrefersRows(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	c := conv2d{n: 4, h: 20, w: 20, ci: 8, co: 24, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}
	m, err := w.ctx.ParseString(c.kernel())
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	stages := HostTOSAStages()
	stages.Phased, stages.Tail = false, nil
	if err := w.lower(m, stages, HostSchedules()[2]); err != nil {
		t.Fatal(err)
	}
	if pm, err := w.passManager(PhasePipeline()); err != nil || pm.Run(m) != nil {
		t.Fatalf("phase pipeline: %v", err)
	}
	var inner, wide bool
	err = m.Inspect(func(root mlirc.Op) error {
		for _, fn := range root.Ops(0) {
			for _, o := range fn.Ops(0) {
				dim, extent, depth, ok := splitLoop(o)
				if !ok {
					continue
				}
				trips, _ := parallelTrips(o)
				switch {
				case depth > 0:
					inner = inner || depth == 1 && extent == 20 // the conv's rows, inside its batch loop
				case o.Name() == "scf.parallel":
					outer := trips[:len(trips)-1] // never the contiguous innermost dim
					if len(trips) == 1 {
						outer = trips
					}
					want := slices.IndexFunc(outer, func(t int64) bool { return t >= preferTrip })
					if want < 0 {
						want = slices.Index(outer, slices.Max(outer))
					}
					if dim != want {
						t.Errorf("an scf.parallel of trips %v is split on dim %d, want %d", trips, dim, want)
					}
					wide = wide || trips[dim] > trips[0]
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if !inner || !wide {
		t.Fatalf("rows split inside the batch loop: %v; an scf.parallel split on a dim wider than its first: %v", inner, wide)
	}
}

// TestSplitSmallerLoopsBesideBig lowers a padded convolution whose
// GEMM has phaseMinWork and whose layout copies have less, and checks
// the cut: every loop of phaseMoreWork that splitLoop takes is a split
// phase of its own (the copies too), none below it is.
func TestSplitSmallerLoopsBesideBig(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	c := conv2d{n: 2, h: 12, w: 12, ci: 16, co: 32, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}
	m, err := w.ctx.ParseString(c.kernel())
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	stages := HostTOSAStages()
	stages.Phased, stages.Tail = false, nil
	if err := w.lower(m, stages, HostSchedules()[2]); err != nil {
		t.Fatal(err)
	}
	if pm, err := w.passManager(PhasePipeline()); err != nil || pm.Run(m) != nil {
		t.Fatalf("phase pipeline: %v", err)
	}
	err = m.Inspect(func(root mlirc.Op) error {
		funcs := map[string]mlirc.Op{}
		for _, fn := range root.Ops(0) {
			name, _ := fn.Attr("sym_name").Str()
			funcs[name] = fn
		}
		fn := funcs["conv"]
		p, ok := planPhases(fn, funcs)
		if !ok {
			t.Fatal("the convolution got no phases")
		}
		ops := fn.Ops(0)
		small := 0
		for _, g := range p.groups {
			for _, i := range g.ops {
				_, _, _, splittable := splitLoop(ops[i])
				work := estimateWork(ops[i], funcs, 0)
				if g.split != (splittable && work >= phaseMoreWork) {
					t.Errorf("%s of work %d (splittable %v) split %v", ops[i].Name(), work, splittable, g.split)
				}
				if g.split && work < phaseMinWork {
					small++
				}
			}
		}
		if small == 0 {
			t.Errorf("no loop below phaseMinWork (%d) was split beside the GEMM", phaseMinWork)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// badPlanKernel is a raised-form module whose kernel @k carries the plan
// words given (as the object of a newer, older or corrupted finalizer
// would), and no phase entries.
func badPlanKernel(words []int64) string {
	var b strings.Builder
	b.WriteString("module {\n  func.func @k(%a: memref<4xf32>) {\n    return\n  }\n")
	fmt.Fprintf(&b, "  func.func @\"k.plan\"(%%p: memref<%dxi64>) {\n", host.PlanCap)
	for i, w := range words {
		fmt.Fprintf(&b, "    %%i%d = arith.constant %d : index\n    %%v%d = arith.constant %d : i64\n    memref.store %%v%d, %%p[%%i%d] : memref<%dxi64>\n", i, i, i, w, i, i, host.PlanCap)
	}
	b.WriteString("    return\n  }\n}\n")
	return b.String()
}

// TestBadPlansAreErrors loads objects whose plans a runtime must not trust
// (wrong version, lengths that disagree or pass the cap, no extents, a
// phase entry missing, an absurd workspace) and checks that looking the
// kernel up is an error wrapping host.ErrPlan, never a crash.
func TestBadPlansAreErrors(t *testing.T) {
	lib := gputest.OpenLib(t)
	for _, c := range []struct {
		name  string
		words []int64
	}{
		{"version", []int64{5, host.PlanVersion + 1, 1, 0, 4}},
		{"too long", []int64{host.PlanCap + 1, host.PlanVersion, 1, 0, 4}},
		{"short", []int64{3, host.PlanVersion, 1}},
		{"counts disagree", []int64{6, host.PlanVersion, 1, 0, 4, 9}},
		{"no phases", []int64{4, host.PlanVersion, 0, 0}},
		{"zero extent", []int64{5, host.PlanVersion, 1, 0, 0}},
		{"missing phase entry", []int64{5, host.PlanVersion, 1, 0, 4}},
		{"huge workspace", []int64{6, host.PlanVersion, 1, 1, 4, 1 << 40}},
	} {
		t.Run(c.name, func(t *testing.T) {
			so, err := CompileHost(context.Background(), lib, []byte(badPlanKernel(c.words)), SourceRaised)
			if err != nil {
				t.Fatal(err)
			}
			obj, err := host.Load(so)
			if err != nil {
				t.Fatal(err)
			}
			defer obj.Close()
			if _, err := obj.Func("k"); !errors.Is(err, host.ErrPlan) {
				t.Fatalf("Func(k) = %v, want an error wrapping host.ErrPlan", err)
			}
		})
	}
}
