package kernelgen

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// plainPick is the default's tiling before split K: the best-scoring
// unsplit tiling.
func plainPick(c Contraction, processors int) GEMMTile {
	return bestTile(c, GEMMTiles(), func(t GEMMTile) int64 { return t.BM }, func(t GEMMTile) float64 { return c.tileScore(t, processors) })
}

// TestSplitKDefault checks the default's rule on an H100/H200 (132
// multiprocessors) and a 114-SM H100 PCIe: BERT-base's batch-1 products
// (M=128) split K, into slices of at least splitMinSlice and at most
// splitMaxWaves waves of blocks, beating the plain tiling's modelled
// score; products that fill the device (batch 32, M=4096), have a short
// K (attention's, K=64; K=384) or are small (a 3×3 convolution of 64
// channels over 8×8 pixels) keep the plain default, unchanged.
func TestSplitKDefault(t *testing.T) {
	for _, p := range []int{132, 114} {
		for _, tc := range []struct {
			batch, m, k, n int64
			split          bool
		}{
			{1, 128, 3072, 768, true}, // FFN-down
			{1, 128, 768, 2304, true}, // QKV
			{1, 128, 768, 768, true},  // attention output
			{1, 128, 768, 3072, true}, // FFN-up
			{1, 4096, 3072, 768, false},
			{1, 4096, 768, 768, false},
			{1, 4096, 768, 3072, false},
			{12, 128, 64, 128, false}, // attention's batched products
			{1, 128, 384, 768, false}, // K below 2·splitMinSlice
			{1, 64, 576, 64, false},   // 4.7 MFLOP: less than the second launch costs
		} {
			c := Contraction{batch: []int{0}, mDims: []int{1}, nDims: []int{2}, kDims: []int{3}, ranges: []int64{tc.batch, tc.m, tc.n, tc.k}}
			got, plain := c.PickTile(p), plainPick(c, p)
			name := fmt.Sprintf("%d SMs, %dx%dx%d batch %d", p, tc.m, tc.k, tc.n, tc.batch)
			if !tc.split {
				if got != plain {
					t.Errorf("%s: %v, want the plain default %v", name, got, plain)
				}
				continue
			}
			switch {
			case got.Split < 2:
				t.Errorf("%s: %v does not split K", name, got)
			case !c.splitFits(got, splitMinSlice) || got.sliceK(tc.k) < splitMinSlice:
				t.Errorf("%s: %v: slices of %d, want at least %d", name, got, got.sliceK(tc.k), splitMinSlice)
			case c.splitBlocks(got) > splitMaxWaves*int64(p)*got.PerSM:
				t.Errorf("%s: %v: %d blocks, more than %d waves", name, got, c.splitBlocks(got), splitMaxWaves)
			case c.tileScore(got, p) <= c.tileScore(plain, p):
				t.Errorf("%s: %v scores %g, no better than the plain %v's %g", name, got, c.tileScore(got, p), plain, c.tileScore(plain, p))
			}
		}
	}
}

// TestSplitKSpace checks the tuning space's split points: present where
// K is long and the plain tilings leave a wave idle (BERT's b1 FFN-down),
// each a legal split (slices of at least splitTuneMinSlice, none empty,
// at most splitTuneWaves waves), named with its split and distinct; none
// where K is short. A split tiling's JSON names its split, an unsplit
// one's has no Split key (the decisions recorded before read the same).
func TestSplitKSpace(t *testing.T) {
	c := Contraction{mDims: []int{0}, nDims: []int{1}, kDims: []int{2}, ranges: []int64{128, 768, 3072}}
	space := c.GEMMSpace(132)
	names := map[string]bool{}
	splits := 0
	for _, g := range space {
		if names[g.String()] {
			t.Errorf("%s twice in the space", g)
		}
		names[g.String()] = true
		if g.Split < 2 {
			continue
		}
		splits++
		if !strings.HasSuffix(g.String(), fmt.Sprintf("/k%d", g.Split)) || !g.legal() || !c.splitFits(g, splitTuneMinSlice) ||
			c.splitBlocks(g) > splitTuneWaves*132*g.PerSM {
			t.Errorf("split point %s: illegal, misnamed or too many blocks", g)
		}
	}
	if splits < 20 || space[0].Split < 2 {
		t.Errorf("%d split points, default %s: want many, the default split", splits, space[0])
	}
	short := Contraction{mDims: []int{0}, nDims: []int{1}, kDims: []int{2}, ranges: []int64{128, 768, 200}}
	for _, g := range short.GEMMSpace(132) {
		if g.Split > 1 {
			t.Errorf("K=200: split point %s", g)
		}
	}
	plain, _ := json.Marshal(GEMMTiles()[0])
	split, _ := json.Marshal(space[0])
	if strings.Contains(string(plain), "Split") || !strings.Contains(string(split), fmt.Sprintf(`"Split":%d`, space[0].Split)) {
		t.Errorf("JSON %s and %s: want Split only on the split tiling", plain, split)
	}
	if g := (GEMMTile{BM: 32, BN: 32, BK: 8, TM: 4, TN: 4, Split: maxSplit + 1}); g.legal() {
		t.Errorf("%s legal", g)
	}
}

// TestSplitKText checks the split kernel's MLIR: one scratch allocation
// of S padded tiles, freed after the two launches; the first launch's
// grid z of S·batch, its K loop of one slice from s·Ks and its 16-byte
// stores into the scratch buffer; the reduction's grid, its S loads in
// slice order and the fill value added first; no atomics. Unsplit
// tilings keep one launch and no scratch.
func TestSplitKText(t *testing.T) {
	b := corpus()[4] // batched 3×40×24, K=20
	tl := GEMMTile{BM: 32, BN: 32, BK: 8, TM: 4, TN: 4, PerSM: 8, Speed: 0.35, Split: 3}
	text, err := gemmKernel("k", b, tl, true, nil, false)
	if err != nil {
		t.Fatal(err)
	}
	ty := "memref<9x64x32xf32>" // 3 slices × 3 batches, 40 and 24 padded to 32s
	for _, want := range []string{
		"%W = memref.alloc() {alignment = 64 : i64} : " + ty,
		"%gzs = arith.constant 9 : index",
		"%sbz = %gzs",
		"memref.dealloc %W : " + ty,
		"%rgx = arith.constant 3 : index", // 3·40·6 quads over 256 threads
		"%rnt = arith.constant 256 : index",
		"vector.broadcast %init",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in the split kernel", want)
		}
	}
	if n := strings.Count(text, "gpu.launch "); n != 2 {
		t.Errorf("%d launches, want 2", n)
	}
	if strings.Contains(text, "atomic") {
		t.Error("atomics in the split kernel")
	}
	// The K loop walks one slice: 8 (sliceK of 20 in 3, BK 8).
	if !regexp.MustCompile(`scf\.for %k0 = %c0 to %c8 step %c8`).MatchString(text) {
		t.Error("the K loop does not walk one slice of 8")
	}
	if n := len(regexp.MustCompile(`vector\.store %loop\d+#\d+, %W\[%bz, `).FindAllString(text, -1)); n != int(tl.TM*tl.TN/4) {
		t.Errorf("%d partial stores, want %d", n, tl.TM*tl.TN/4)
	}
	// The reduction's loads, in slice order: z = b + 0, b + 3, b + 6.
	loads := regexp.MustCompile(`(%v\d+) = arith.addi (%v\d+|%c0), %c(\d+) : index\n\s+%v\d+ = vector.load %W`).FindAllStringSubmatch(text, -1)
	if len(loads) != 3 {
		t.Fatalf("%d loads of the partials, want 3", len(loads))
	}
	for s, l := range loads {
		if l[3] != fmt.Sprint(3*s) {
			t.Errorf("partial load %d at slice offset %s, want %d", s, l[3], 3*s)
		}
	}
	plain := tl
	plain.Split = 0
	text, err = gemmKernel("k", b, plain, true, nil, false)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Count(text, "gpu.launch ") != 1 || strings.Contains(text, "%W") {
		t.Error("the unsplit kernel has a second launch or a scratch buffer")
	}
}

// TestSplitKIdentity checks that the split design's constants are part
// of the GPU compiler identity, and that its text is: the identity corpus
// writes split tilings, so a generator that wrote them differently would
// change Identity (TestIdentityFollowsOutput swaps the gemm generator).
func TestSplitKIdentity(t *testing.T) {
	if !slices.Contains(IdentityParts(target.Target{Processors: 132}), SplitKIdentity()) {
		t.Error("IdentityParts leaves out SplitKIdentity")
	}
	plain := defaultGenerators()
	orig := plain.gemm
	plain.gemm = func(name string, c Contraction, tl GEMMTile, fill bool, epi *epilogue, emulate bool) (string, error) {
		s, err := orig(name, c, tl, fill, epi, emulate)
		if tl.Split > 1 {
			s = strings.Replace(s, "memref.dealloc", "memref.dealloc ", 1)
		}
		return s, err
	}
	if identityOf(plain) == Identity() {
		t.Error("a different split kernel text leaves the identity unchanged")
	}
}

// TestSplitOverTF32 checks when a product allowed TF32 takes the exact
// split kernel instead: BERT's batch-1 FFN-down on an H100's 132 SMs (the
// TF32 default's blocks, mma.sync or wgmma, leave most SMs idle), not the
// batch-32 one (the fp32 default does not split) and not a trial's other
// TF32 tiling (Options.kernel compares with the default first).
func TestSplitOverTF32(t *testing.T) {
	for _, tc := range []struct {
		m    int64
		wg   bool
		want bool
	}{{128, false, true}, {128, true, true}, {4096, false, false}, {4096, true, false}} {
		c := Contraction{mDims: []int{0}, nDims: []int{1}, kDims: []int{2}, ranges: []int64{tc.m, 768, 3072}}
		c.maps[0] = []mlirc.Linear{lin(1, 0, 0), lin(0, 0, 1)}
		c.maps[1] = []mlirc.Linear{lin(0, 0, 1), lin(0, 1, 0)}
		c.maps[2] = []mlirc.Linear{lin(1, 0, 0), lin(0, 1, 0)}
		c.setTypes([]int64{tc.m, 3072}, []int64{3072, 768}, []int64{tc.m, 768})
		def := c.PickMMATile(132, 227<<10, tc.wg)
		if got := c.splitOverTF32(c.PickTile(132), def, 132); got != tc.want {
			t.Errorf("M=%d (TF32 default %s): split over TF32 %v, want %v", tc.m, def, got, tc.want)
		}
	}
}
