package kernelgen

// The GEMM kernel's tilings and the cost model that picks one for a
// product on a device of a given size (gemm.go writes the kernel).

import (
	"cmp"
	"fmt"
	"slices"
)

// GEMMTile is one tiling of the contraction kernel: the block's output
// tile BM×BN, the K slice BK and each thread's register tile TM×TN (TM
// and TN multiples of 4). PerSM and Speed are the default choice's model
// of it: how many of its blocks one multiprocessor runs at once (bounded
// by registers) and its throughput relative to the largest tile when the
// device is full (fewer FMAs per shared-memory load as tiles shrink).
// Split, when above 1, splits K into that many slices computed by blocks
// of their own and summed by a second launch (splitk.go); it is left out
// of a decision's JSON when zero, so unsplit decisions read as before.
type GEMMTile struct {
	BM, BN, BK, TM, TN int64
	PerSM              int64
	Speed              float64
	Split              int64 `json:",omitempty"`
}

// Threads is the block's thread count: one per TM×TN register tile.
func (g GEMMTile) Threads() int64 { return (g.BM / g.TM) * (g.BN / g.TN) }

// String names the tiling.
func (g GEMMTile) String() string {
	if g.Split > 1 {
		return fmt.Sprintf("%dx%dx%d/%dx%d/k%d", g.BM, g.BN, g.BK, g.TM, g.TN, g.Split)
	}
	return fmt.Sprintf("%dx%dx%d/%dx%d", g.BM, g.BN, g.BK, g.TM, g.TN)
}

// GEMMTiles are the tilings the default schedule picks from, largest
// first. PerSM and Speed are estimates (H100 measurements of the first:
// 2 blocks per SM at 128 registers a thread), not tuned values; the
// tuner measures instead.
func GEMMTiles() []GEMMTile {
	return []GEMMTile{
		{BM: 128, BN: 128, BK: 8, TM: 8, TN: 8, PerSM: 2, Speed: 1},
		{BM: 128, BN: 64, BK: 8, TM: 8, TN: 4, PerSM: 3, Speed: 0.85},
		{BM: 64, BN: 64, BK: 8, TM: 4, TN: 4, PerSM: 4, Speed: 0.6},
		{BM: 32, BN: 32, BK: 8, TM: 4, TN: 4, PerSM: 8, Speed: 0.35},
	}
}

// GEMMSpace is the tuning space of contraction c on a device of the given
// multiprocessor count: the default tiling first, then the other tilings
// of the kernel the target's limits allow, ranked by the default's
// model. Besides gemmTiles it holds their 16-deep K slices (half the
// barriers per FMA, twice the shared memory) and the transposed
// rectangles, so a measured choice can beat the model where the model is
// wrong (wave quantization, long K).
func (c Contraction) GEMMSpace(processors int) []GEMMTile {
	def := c.PickTile(processors)
	var cands []GEMMTile
	// Besides the default's tilings, wider register tiles (8x12): a third
	// fewer blocks than 128x128, one per multiprocessor, for products whose
	// 128x128 grid leaves most of a wave empty (BERT-base's FFN-down, a
	// 4096x768 output: 192 blocks of 128x128 against 264 slots on an H100,
	// 128 of 128x192 against 132).
	wide := GEMMTile{BM: 128, BN: 192, BK: 8, TM: 8, TN: 12, PerSM: 1, Speed: 1.05}
	for _, t := range append(GEMMTiles(), wide) {
		cands = append(cands, t)
		if t.BM != t.BN {
			cands = append(cands, GEMMTile{BM: t.BN, BN: t.BM, BK: t.BK, TM: t.TN, TN: t.TM, PerSM: t.PerSM, Speed: t.Speed})
		}
	}
	for _, t := range slices.Clone(cands) {
		t.BK = 16
		cands = append(cands, t)
	}
	cands = append(cands, c.splitPoints(cands, processors)...)
	out := []GEMMTile{def}
	var rest []GEMMTile
	for _, t := range cands {
		if t == def || !t.legal() || ceilDiv(c.M(), t.BM) > maxGridYZ {
			continue
		}
		rest = append(rest, t)
	}
	score := func(t GEMMTile) float64 { return c.tileScore(t, processors) }
	slices.SortStableFunc(rest, func(a, b GEMMTile) int { return cmp.Compare(score(b), score(a)) })
	return append(out, rest...)
}

// legal reports whether the tiling fits the kernel's design and every
// GPU target: whole register tiles of 4-wide groups, at most 1024 threads,
// and two stages of the two slices within 48 KiB of static shared memory.
func (g GEMMTile) legal() bool {
	return g.TM > 0 && g.TN > 0 && g.TM%4 == 0 && g.TN%4 == 0 && g.BM%g.TM == 0 && g.BN%g.TN == 0 && g.BK > 0 &&
		g.Threads() >= 32 && g.Threads() <= 1024 && 2*(g.BM+g.BN)*g.BK*4 <= 48<<10 && g.Split >= 0 && g.Split <= maxSplit
}

// defaultProcessors stands in for a target row that gives no
// multiprocessor count.
const defaultProcessors = 100

// gemmMinSide is the least M and N a product needs to take the GEMM
// kernel: thinner ones (a depthwise convolution's one column, a grouped
// one's few) would leave most of a tile's threads idle, and the default
// schedule's one output per thread serves them better.
const gemmMinSide = 16

// WorthTiling reports whether the product is large enough for the GEMM
// kernel.
func (c Contraction) WorthTiling() bool { return c.M() >= gemmMinSide && c.N() >= gemmMinSide }

// PickTile picks the tiling with the best modelled throughput on a
// device of the given multiprocessor count: its speed, times the share of
// its last wave of blocks that is busy, times the share of its tiles'
// elements inside the output; then, where that tiling leaves a wave idle
// and K is long, the split of K that beats it (splitDefault, splitk.go).
func (c Contraction) PickTile(processors int) GEMMTile {
	if processors <= 0 {
		processors = defaultProcessors
	}
	t := bestTile(c, GEMMTiles(), func(t GEMMTile) int64 { return t.BM }, func(t GEMMTile) float64 { return c.tileScore(t, processors) })
	return c.splitDefault(t, processors)
}

// bestTile is the tiling of tiles with the highest score whose grid fits
// c's rows (bm: a tiling's block rows); the zero tiling when none fits.
func bestTile[T any](c Contraction, tiles []T, bm func(T) int64, score func(T) float64) T {
	var best T
	bestScore := -1.0
	for _, t := range tiles {
		if ceilDiv(c.M(), bm(t)) > maxGridYZ {
			continue
		}
		if s := score(t); s > bestScore {
			best, bestScore = t, s
		}
	}
	return best
}

// tileScore is the model's throughput of tiling t for c: its speed, times
// the share of its last wave of blocks that is busy, times the share of
// its tiles' elements inside the output.
func (c Contraction) tileScore(t GEMMTile, processors int) float64 {
	if processors <= 0 {
		processors = defaultProcessors
	}
	M, N := c.M(), c.N()
	tm, tn := ceilDiv(M, t.BM), ceilDiv(N, t.BN)
	blocks := tm * tn * c.BatchSize() * max(t.Split, 1)
	slots := int64(processors) * t.PerSM
	busy := float64(blocks) / float64(ceilDiv(blocks, slots)*slots)
	inside := float64(M*N) / float64(tm*t.BM*tn*t.BN)
	return t.Speed * busy * inside * c.splitCost(t, processors)
}
