package nvvm

import (
	"context"
	"regexp"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/target"
)

// TestGPUTrialsOneParse prepares a matmul kernel once and compiles trials
// of several tilings from clones of it: each is PTX whose launch has its
// tiling's block and grid, and the prepared module is left as it was.
func TestGPUTrialsOneParse(t *testing.T) {
	w, sm90 := sm90Worker(t)
	c := New(Options{})
	var src *codeobj.Object
	for _, o := range gputest.Lower(t, matmulModel("mm", []int64{600, 96}, []int64{96, 520}, true), 3) {
		if o.Format == codeobj.MLIRBytecode {
			src = o
		}
	}
	if src == nil {
		t.Fatal("no MLIR kernel")
	}
	ctx := context.Background()
	prepared, err := w.Prepare(ctx, src.Payload)
	if err != nil {
		t.Fatal(err)
	}
	defer prepared.Close()
	before := prepared.String()
	products, err := kernelgen.Products(prepared)
	if err != nil || len(products) != 1 || products[0].M() != 600 || products[0].N() != 520 || products[0].K() != 96 {
		t.Fatalf("contractions %+v, %v: want the one 600x520x96 product", products, err)
	}
	space := products[0].GEMMSpace(sm90.Processors)
	seen := map[string]bool{}
	for _, g := range space[:5] {
		fin, err := w.Trial(ctx, c, prepared, sm90, src, kernelgen.Options{Processors: sm90.Processors, Tile: &g})
		if err != nil {
			t.Fatalf("trial %v: %v", g, err)
		}
		checkPTX(t, fin)
		l := fin.Launches[0]
		if want := [3]int64{ceilDiv(520, g.BN), ceilDiv(600, g.BM), 1}; l.Grid != want || l.Block != [3]int64{g.Threads(), 1, 1} {
			t.Errorf("trial %v: grid %v block %v, want %v [%d 1 1]", g, l.Grid, l.Block, want, g.Threads())
		}
		// Each K slice is unrolled: BK times the register tile's FMAs.
		if n := len(regexp.MustCompile(`fma\.rn\.f32`).FindAllString(string(fin.Payload), -1)); n < int(g.TM*g.TN*g.BK) {
			t.Errorf("trial %v: %d FMAs, want at least %d", g, n, g.TM*g.TN*g.BK)
		}
		seen[string(fin.Payload)] = true
	}
	if len(seen) != 5 {
		t.Errorf("5 tilings made %d distinct PTX payloads", len(seen))
	}
	if prepared.String() != before {
		t.Error("a trial changed the prepared module (trials must work on clones)")
	}
}

// sm90Worker opens the MLIR library and a worker for NVIDIA, closed when
// the test ends, and returns it with the sm_90 row.
func sm90Worker(t *testing.T) (*stages.Worker, target.Target) {
	t.Helper()
	w, err := stages.NewWorker(gputest.OpenLib(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Close)
	sm90, _ := target.Lookup("sm_90")
	return w, sm90
}
