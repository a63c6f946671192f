package host

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// TestSplitK checks which batch matmuls the schedule splits along K
// (few rows and columns, a long K: splitKMaxM, splitKMaxN, splitKMinK)
// — the split shows as the linalg.reduce of the partial products after
// the schedule — and that split products, K divisible by the chunks or
// not, match a float64 reference within the contraction tolerance, get a
// phase the pool can split, and give the same bytes on 2 and 3 threads
// as the whole entry.
func TestSplitK(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	s := DefaultHostSchedule(lib.HostTarget())
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, tt := range []struct {
		m, k, n int
		split   bool
	}{
		{8, 32768, 10, true},
		{1 + r.IntN(splitKMaxM), splitKMinK + 1 + r.IntN(9000), 1 + r.IntN(splitKMaxN), true},
		{splitKMaxM, splitKMinK, splitKMaxN, true},
		{splitKMaxM + 1, splitKMinK, 10, false},
		{8, splitKMinK, splitKMaxN + 1, false},
		{8, splitKMinK - 1, 10, false},
	} {
		t.Run(fmt.Sprintf("%dx%dx%d", tt.m, tt.k, tt.n), func(t *testing.T) {
			src := bmmKernel(1, 1, tt.m, tt.k, tt.n, 0.5)
			mod, err := w.ctx.ParseString(src)
			if err != nil {
				t.Fatal(err)
			}
			st := HostStages{Before: TOSAToLinalgPipeline(), Scheduled: true, After: []string{"canonicalize"}}
			if err := w.lower(mod, st, s); err != nil {
				t.Fatal(err)
			}
			ir := mod.String()
			mod.Close()
			if got := strings.Contains(ir, "linalg.reduce"); got != tt.split {
				t.Errorf("split along K: %v, want %v", got, tt.split)
			}
			if tt.split {
				checkBMM(t, lib, r, s, 1, 1, tt.m, tt.k, tt.n)
				splitKPhases(t, w, r, s, tt.m, tt.k, tt.n)
			}
		})
	}
}

// splitKPhases compiles the m x k x n batch matmul (split along K) and
// checks that it has a phase (the chunks' loop: what the split is for)
// and that its phases on 2 and 3 threads write the whole entry's bytes.
func splitKPhases(t *testing.T, w *hostWorker, r *rand.Rand, s HostSchedule, m, k, n int) {
	t.Helper()
	so, err := w.compile(context.Background(), []byte(bmmKernel(1, 1, m, k, n, 0.5)), SourceTOSA, s, nil)
	if err != nil {
		t.Fatal(err)
	}
	fn := hostkernel.Load(t, so, "bmm")
	if fn.Phases() == 0 {
		t.Fatalf("%dx%dx%d: split along K but no phase: the pool cannot share it", m, k, n)
	}
	bufs := gputest.Buffers(t, m*k, k*n, m*n, m*n)
	for _, b := range bufs[:3] {
		gputest.Fill(r, b)
	}
	if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
		t.Fatal(err)
	}
	phasesMatchWhole(t, fmt.Sprintf("%dx%dx%d", m, k, n), fn, testPools(t, 2, 3), bufs, slices.Clone(bufs[3]))
}
