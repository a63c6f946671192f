package host

import (
	"context"
	"math"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// tensorTypeRE reads the shapes of f32 tensor types.
var tensorTypeRE = regexp.MustCompile(`tensor<((?:\d+x)*\d+)xf32>`)

// TestFoldComputedB compiles MatMulNBits kernels for this CPU with their
// dequantization folded into the row-vector product and without (the
// dequantized weight written to a buffer, then the scheduled product),
// and requires the same results on random packed weights: bits 2, 4 and
// 8, packed, float and default zero points, blocks of 16, 32 and 128, K
// not a multiple of the block, rows 1 to 16. The folded kernel has no
// product left for the schedule and no buffer of the weight's size; a
// product of more rows, or of columns not a multiple of the vector, is
// not folded.
func TestFoldComputedB(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	sched := DefaultHostSchedule(lib.HostTarget())
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 41))
	for _, tc := range []struct {
		c    gputest.NBits
		fold bool
	}{
		{gputest.NBits{M: 4, K: 512, N: 64, Bits: 4, BS: 32, ZP: "uint8"}, true},
		{gputest.NBits{M: 1, K: 200, N: 32, Bits: 4, BS: 128, ZP: ""}, true},
		{gputest.NBits{M: 16, K: 72, N: 48, Bits: 8, BS: 32, ZP: "float"}, true},
		{gputest.NBits{M: 7, K: 48, N: 16, Bits: 2, BS: 16, ZP: "uint8"}, true},
		{gputest.NBits{M: 20, K: 64, N: 32, Bits: 4, BS: 16, ZP: "uint8"}, false},
		{gputest.NBits{M: 4, K: 64, N: 24, Bits: 4, BS: 16, ZP: ""}, false},
	} {
		t.Run(tc.c.String(), func(t *testing.T) {
			var o *codeobj.Object
			for _, x := range gputest.Lower(t, tc.c.Model(), 5) {
				if x.Format == codeobj.MLIRBytecode {
					o = x
				}
			}
			if o == nil {
				t.Fatal("no MLIR kernel")
			}
			// The stages up to the schedule: is the product folded?
			m, err := w.ctx.Parse(o.Payload)
			if err != nil {
				t.Fatal(err)
			}
			stages := HostTOSAStages()
			pm, err := w.passManager(stages.Before)
			if err != nil || pm.Run(m) != nil {
				t.Fatalf("before: %v", err)
			}
			if err := w.foldComputedB(m); err != nil {
				t.Fatal(err)
			}
			ir := m.String()
			m.Close()
			if got := !strings.Contains(ir, "linalg.batch_matmul"); got != tc.fold {
				t.Fatalf("folded %v, want %v:\n%s", got, tc.fold, ir)
			}
			if tc.fold {
				for _, ty := range tensorTypeRE.FindAllStringSubmatch(ir, -1) {
					n := int64(1)
					for _, d := range strings.Split(ty[1], "x") {
						x, _ := strconv.ParseInt(d, 10, 64)
						n *= x
					}
					if n >= tc.c.K*tc.c.N {
						t.Fatalf("a tensor<%sxf32> (the dequantized weight) is left after the fold:\n%s", ty[1], ir)
					}
				}
			}
			unfolded := stages
			unfolded.FoldComputedB = false
			var outs [][]float32
			sizes := make([]int, len(o.Args))
			for i, a := range o.Args {
				sizes[i] = (int(a.Elems()) + 15) &^ 15
			}
			in := gputest.Buffers(t, sizes...)
			gputest.FillNBitsArgs(r, o, in, tc.c.Bits)
			for _, st := range []HostStages{stages, unfolded} {
				mod, err := w.ctx.Parse(o.Payload)
				if err != nil {
					t.Fatal(err)
				}
				so, err := w.compileParsed(context.Background(), mod, st, SourceTOSA, sched, nil, PhaseTimes{}, phaseClock{time.Now()})
				mod.Close()
				if err != nil {
					t.Fatal(err)
				}
				bufs := gputest.Buffers(t, sizes...)
				for i := range bufs {
					copy(bufs[i], in[i])
				}
				if err := hostkernel.Load(t, so, o.Symbol).Call(gputest.Ptrs(bufs...)...); err != nil {
					t.Fatal(err)
				}
				outs = append(outs, bufs[len(bufs)-1][:o.Args[len(o.Args)-1].Elems()])
			}
			distinct := map[float32]bool{}
			for j, want := range outs[1] {
				got := outs[0][j]
				distinct[want] = true
				if d := math.Abs(float64(got - want)); d > 1e-4+1e-4*math.Abs(float64(want)) || math.IsNaN(float64(got)) {
					t.Fatalf("y[%d] = %g folded, %g unfolded", j, got, want)
				}
			}
			if len(distinct) < len(outs[1])/2 {
				t.Fatalf("only %d distinct outputs of %d: the data tests little", len(distinct), len(outs[1]))
			}
		})
	}
}
