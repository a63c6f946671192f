package kernelgen

import (
	"math/rand/v2"
	"testing"
)

// randFloats is n normal floats from r.
func randFloats(r *rand.Rand, n int) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(r.NormFloat64())
	}
	return v
}

// TestGEMMThin checks that products too thin for a tile (a depthwise
// convolution's one output column per group) keep the default schedule.
func TestGEMMThin(t *testing.T) {
	for _, mn := range [][2]int64{{4096, 1}, {1, 4096}, {15, 1000}} {
		c := Contraction{mDims: []int{0}, nDims: []int{1}, kDims: []int{2}, ranges: []int64{mn[0], mn[1], 9}}
		if c.WorthTiling() {
			t.Errorf("%dx%d takes the GEMM kernel", mn[0], mn[1])
		}
	}
}

// TestGEMMTilePick checks the tiling choice on an H100 (132 SMs): large
// tiles while the device stays busy, smaller ones for ragged waves, tiles
// sticking out of the output, and small products.
func TestGEMMTilePick(t *testing.T) {
	for _, tc := range []struct {
		m, n, batch int64
		want        GEMMTile
	}{
		{4096, 3072, 1, GEMMTiles()[0]}, // 768 blocks of 128x128: full waves
		{4096, 768, 1, GEMMTiles()[1]},  // 192 of 128x128 leave a wave 27% idle
		{128, 64, 384, GEMMTiles()[1]},  // 128x128 would be half outside
		{2000, 1000, 1, GEMMTiles()[2]}, // 512 blocks of 64x64 fill a wave
		{128, 768, 1, GEMMTiles()[3]},   // too few blocks for any: the most
		{16, 16, 1, GEMMTiles()[3]},
	} {
		c := Contraction{mDims: []int{1}, nDims: []int{2}, kDims: []int{3}, batch: []int{0}, ranges: []int64{tc.batch, tc.m, tc.n, 64}}
		if !c.WorthTiling() {
			t.Errorf("%dx%d: not worth the GEMM kernel", tc.m, tc.n)
		}
		if got := c.PickTile(132); got != tc.want {
			t.Errorf("%dx%d batch %d: %v, want %v", tc.m, tc.n, tc.batch, got, tc.want)
		}
	}
}

// TestGEMMSpace checks the GPU tuning space: the default tiling first,
// then distinct legal tilings, among them 16-deep K slices and both
// orientations of the rectangles; an illegal tiling is refused.
func TestGEMMSpace(t *testing.T) {
	for _, tc := range []struct{ m, n, k int64 }{{4096, 768, 3072}, {4096, 3072, 768}, {100352, 64, 576}, {1568, 2048, 512}, {40, 40, 40}} {
		c := Contraction{mDims: []int{0}, nDims: []int{1}, kDims: []int{2}, ranges: []int64{tc.m, tc.n, tc.k}}
		space := c.GEMMSpace(132)
		if space[0] != c.PickTile(132) {
			t.Errorf("%dx%dx%d: space starts with %v, want the default %v", tc.m, tc.n, tc.k, space[0], c.PickTile(132))
		}
		seen := map[GEMMTile]bool{}
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
	for _, g := range []GEMMTile{
		{BM: 128, BN: 128, BK: 64, TM: 8, TN: 8}, // 64 KiB of slices
		{BM: 256, BN: 256, BK: 8, TM: 4, TN: 4},  // 4096 threads
		{BM: 128, BN: 128, BK: 8, TM: 6, TN: 8},  // not 4-wide groups
	} {
		if g.legal() {
			t.Errorf("%v: legal, want refused", g)
		}
	}
}
