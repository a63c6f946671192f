package finalize

import (
	"context"
	"regexp"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/target"
)

// TestGEMMSpace checks the GPU tuning space: the default tiling first,
// then distinct legal tilings, among them 16-deep K slices and both
// orientations of the rectangles; an illegal tiling is refused.
func TestGEMMSpace(t *testing.T) {
	for _, tc := range []struct{ m, n, k int64 }{{4096, 768, 3072}, {4096, 3072, 768}, {100352, 64, 576}, {1568, 2048, 512}, {40, 40, 40}} {
		c := contraction{mDims: []int{0}, nDims: []int{1}, kDims: []int{2}, ranges: []int64{tc.m, tc.n, tc.k}}
		space := c.gemmSpace(132)
		if space[0] != c.pickTile(132) {
			t.Errorf("%dx%dx%d: space starts with %v, want the default %v", tc.m, tc.n, tc.k, space[0], c.pickTile(132))
		}
		seen := map[gemmTile]bool{}
		var deepK, wide, tall bool
		for _, g := range space {
			if seen[g] || !g.legal() {
				t.Errorf("%dx%dx%d: %v repeated or illegal", tc.m, tc.n, tc.k, g)
			}
			seen[g] = true
			deepK = deepK || g.BK == 16
			wide = wide || g.BN > g.BM
			tall = tall || g.BM > g.BN
		}
		if len(space) < 10 || !deepK || !wide || !tall {
			t.Errorf("%dx%dx%d: %d points %v: want 16-deep slices and both rectangles", tc.m, tc.n, tc.k, len(space), space)
		}
	}
	for _, g := range []gemmTile{
		{BM: 128, BN: 128, BK: 64, TM: 8, TN: 8}, // 64 KiB of slices
		{BM: 256, BN: 256, BK: 8, TM: 4, TN: 4},  // 4096 threads
		{BM: 128, BN: 128, BK: 8, TM: 6, TN: 8},  // not 4-wide groups
	} {
		if g.legal() {
			t.Errorf("%v: legal, want refused", g)
		}
	}
}

// TestGPUTrialsOneParse prepares a matmul kernel once and compiles trials
// of several tilings from clones of it: each is PTX whose launch has its
// tiling's block and grid, and the prepared module is left as it was.
func TestGPUTrialsOneParse(t *testing.T) {
	w, sm90 := sm90Worker(t)
	c := nvvmCompiler{w, NVVMOptions{}}
	var src *codeobj.Object
	for _, o := range lowerModel(t, matmulModel("mm", []int64{600, 96}, []int64{96, 520}, true), 3) {
		if o.Format == codeobj.MLIRBytecode {
			src = o
		}
	}
	if src == nil {
		t.Fatal("no MLIR kernel")
	}
	ctx := context.Background()
	prepared, err := c.prepare(ctx, src.Payload)
	if err != nil {
		t.Fatal(err)
	}
	defer prepared.Close()
	before := prepared.String()
	products, err := contractionsOf(prepared)
	if err != nil || len(products) != 1 || products[0].M() != 600 || products[0].N() != 520 || products[0].K() != 96 {
		t.Fatalf("contractions %+v, %v: want the one 600x520x96 product", products, err)
	}
	space := products[0].gemmSpace(sm90.Processors)
	seen := map[string]bool{}
	for _, g := range space[:5] {
		fin, err := trial(ctx, c, prepared, sm90, src, gemmOptions{processors: sm90.Processors, tile: &g})
		if err != nil {
			t.Fatalf("trial %v: %v", g, err)
		}
		checkPTX(t, fin)
		l := fin.Launches[0]
		if want := [3]int64{ceilDiv(520, g.BN), ceilDiv(600, g.BM), 1}; l.Grid != want || l.Block != [3]int64{g.threads(), 1, 1} {
			t.Errorf("trial %v: grid %v block %v, want %v [%d 1 1]", g, l.Grid, l.Block, want, g.threads())
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
func sm90Worker(t *testing.T) (*NVVMWorker, target.Target) {
	t.Helper()
	w, err := NewNVVMWorker(openLib(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(w.Close)
	sm90, _ := target.Lookup("sm_90")
	return w, sm90
}
