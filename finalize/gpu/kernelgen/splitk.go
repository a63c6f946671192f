package kernelgen

import (
	"fmt"
	"strings"
)

// Split K for the fp32 GEMM kernel. A product with few output tiles and
// a long K (BERT-base at batch 1: M=128, K=3072, N=768 gives 6 blocks of
// 128×128, or 96 of 32×32, on 132 multiprocessors, each walking all of K)
// leaves most of the GPU idle. A tiling with Split S > 1 cuts K into S
// slices of Ks = sliceK(K) (a multiple of BK; the last slice may be
// shorter): block z = s·batch + b of the first launch computes slice s of
// batch b's tile and stores its raw fp32 partial tile into a scratch
// buffer W[S·batch][Mp][Np] (M and N padded to whole tiles, so every
// store is an unguarded 16-byte one). A second launch, in the same
// function, sums the S partials of each output element IN A FIXED ORDER
// (the fill value first, then slice 0, 1, …, S-1, then the old C where
// the product accumulates into it) and applies the epilogue once: the
// same bits on every run, whatever order the blocks ran in.
//
// Two launches rather than "the last block to arrive reduces": that
// scheme needs an arrival counter per tile in memory the runtime does not
// zero, reset by the kernel itself, and a fence before the count; a
// second launch needs nothing but the scratch buffer, which the launch
// plan already supports (a memref.alloc of the kernel function: the
// runtime allocates it once per object and session). Its cost is one
// launch and a pass over the S partials (S·M·N·4 bytes written and read,
// mostly out of L2), which the default's model charges.
//
// The default (PickTile) splits only where the plain default tiling puts
// less than one wave of blocks on the device, K is at least
// 2·splitMinSlice and the product at least splitMinWork FLOPs; it then takes the split tiling of the best modelled
// score among GEMMTiles × S (slices of at least splitMinSlice, at most
// splitMaxWaves waves of blocks), if that beats the plain one. The tuning
// space adds split points of every tiling (splitPoints), so a measured
// choice can replace the model's.

const (
	// maxSplit bounds a tiling's Split.
	maxSplit = 32
	// splitMinSlice is the least K a slice of the default's split takes;
	// the tuning space's points go down to splitTuneMinSlice.
	splitMinSlice     = 256
	splitTuneMinSlice = 128
	// splitMaxWaves and splitTuneWaves bound a split's blocks, in waves
	// of the tiling's blocks (multiprocessors × PerSM): the default's,
	// the tuning space's.
	splitMaxWaves  = 2
	splitTuneWaves = 4
	// splitFixedK is the model's fixed cost of a block (its prologue
	// loads, its tile's store) in units of K.
	splitFixedK = 32
	// splitReduceCost is the model's cost of a split's reduction: its
	// S·M·N·8 bytes of partials moved, in FMA time (about 13 fp32 FLOPs a
	// byte of device memory on an H100 or H200), relative to the
	// product's 2·M·N·K FLOPs: 4·13·S/K.
	splitReduceCost = 52
	// splitMaxScratch bounds a split's scratch buffer.
	splitMaxScratch = 64 << 20
	// splitMinWork is the least work (2·M·N·K·batch FLOPs) the default
	// splits: about 2 µs of an H100's fp32 units at 30 TFLOP/s, the cost
	// of the second launch (a small product gains less than it).
	splitMinWork = 1 << 26
	// splitReduceThreads is the reduction's block size (one thread per 4
	// output columns).
	splitReduceThreads = 256
)

// splitTuneFactors are the Splits the tuning space tries.
var splitTuneFactors = [...]int64{2, 3, 4, 6, 8, 12, 16}

// SplitKIdentity names the split-K design and its model's constants, for
// the compiler identity.
func SplitKIdentity() string {
	return fmt.Sprintf("splitk/v2/%d/%d/%d/%d/%d/%d/%d/%d/%d/%d/%v", maxSplit, splitMinSlice, splitTuneMinSlice, splitMaxWaves, splitTuneWaves,
		splitFixedK, splitReduceCost, splitMaxScratch, splitMinWork, splitReduceThreads, splitTuneFactors)
}

// sliceK is the K extent of one slice of a split tiling: K/Split rounded
// up to a whole number of BK slices.
func (g GEMMTile) sliceK(K int64) int64 {
	return ceilDiv(ceilDiv(K, max(g.Split, 1)), g.BK) * g.BK
}

// splitBlocks is the number of blocks of the first launch of tiling t.
func (c Contraction) splitBlocks(t GEMMTile) int64 {
	return ceilDiv(c.M(), t.BM) * ceilDiv(c.N(), t.BN) * c.BatchSize() * max(t.Split, 1)
}

// splitScratchShape is the split's partials buffer: S·batch tiles of the
// output padded to whole BM×BN tiles.
func (c Contraction) splitScratchShape(t GEMMTile) [3]int64 {
	return [3]int64{t.Split * c.BatchSize(), ceilDiv(c.M(), t.BM) * t.BM, ceilDiv(c.N(), t.BN) * t.BN}
}

// splitScratchType is the partials buffer's memref type.
func (c Contraction) splitScratchType(t GEMMTile) string {
	s := c.splitScratchShape(t)
	return fmt.Sprintf("memref<%dx%dx%dxf32>", s[0], s[1], s[2])
}

// splitFits reports whether c can take the split tiling t with slices of
// at least minSlice: 2 to maxSplit slices, none of them empty, the grid's
// z within bounds and the scratch buffer within splitMaxScratch.
func (c Contraction) splitFits(t GEMMTile, minSlice int64) bool {
	if t.Split < 2 || t.Split > maxSplit || t.BK <= 0 || t.BM <= 0 || t.BN <= 0 {
		return false
	}
	ks := t.sliceK(c.K())
	s := c.splitScratchShape(t)
	return ks >= minSlice && (t.Split-1)*ks < c.K() && s[0] <= maxGridYZ && 4*s[0]*s[1]*s[2] <= splitMaxScratch
}

// splitCost is the factor the model applies to a split tiling's score
// on a device of the given multiprocessors (1 unsplit): the shorter K
// walk per block (splitFixedK), the reduction's traffic
// (splitReduceCost), and the balance of its blocks over the
// multiprocessors — a split's blocks run in one or two waves, so the
// busiest multiprocessor's ceil(blocks/processors) sets the time, where
// the plain model (busy) counts only the average.
func (c Contraction) splitCost(t GEMMTile, processors int) float64 {
	if t.Split <= 1 {
		return 1
	}
	if processors <= 0 {
		processors = defaultProcessors
	}
	K, ks := float64(c.K()), float64(t.sliceK(c.K()))
	walk := (ks / (ks + splitFixedK)) / (K / (K + splitFixedK))
	blocks, p := c.splitBlocks(t), int64(processors)
	balance := float64(blocks) / float64(ceilDiv(blocks, p)*p)
	return walk * balance / (1 + splitReduceCost*float64(t.Split)/K)
}

// splitDefault is the default's choice given plain, the best unsplit
// tiling: plain itself unless it fills less than a wave, K is long and
// the product is not small (splitMinWork), else the best-scoring split of
// GEMMTiles if that beats it. A product
// whose B is computed in its loads (a packed weight's dequantization,
// bfold.go) keeps one launch and no scratch buffer.
func (c Contraction) splitDefault(plain GEMMTile, processors int) GEMMTile {
	if plain.BM == 0 || c.bfold != nil || c.K() < 2*splitMinSlice || 2*c.M()*c.N()*c.K()*c.BatchSize() < splitMinWork ||
		c.splitBlocks(plain) >= int64(processors)*plain.PerSM {
		return plain
	}
	best, bestScore := plain, c.tileScore(plain, processors)
	for _, base := range GEMMTiles() {
		if ceilDiv(c.M(), base.BM) > maxGridYZ {
			continue
		}
		for s := int64(2); s <= maxSplit; s++ {
			t := base
			t.Split = s
			if !c.splitFits(t, splitMinSlice) || c.splitBlocks(t) > splitMaxWaves*int64(processors)*t.PerSM {
				continue
			}
			if sc := c.tileScore(t, processors); sc > bestScore {
				best, bestScore = t, sc
			}
		}
	}
	return best
}

// splitPoints are the tuning space's split tilings: each unsplit tiling
// of bases that leaves part of a wave idle, with each of
// splitTuneFactors that fits (slices of at least splitTuneMinSlice, at
// most splitTuneWaves waves of blocks). None where K is short.
func (c Contraction) splitPoints(bases []GEMMTile, processors int) []GEMMTile {
	if processors <= 0 {
		processors = defaultProcessors
	}
	if c.K() < 2*splitTuneMinSlice || c.bfold != nil {
		return nil
	}
	var out []GEMMTile
	for _, base := range bases {
		if base.Split > 1 || c.splitBlocks(base) >= int64(processors)*base.PerSM {
			continue
		}
		for _, s := range splitTuneFactors {
			t := base
			t.Split = s
			if c.splitFits(t, splitTuneMinSlice) && c.splitBlocks(t) <= splitTuneWaves*int64(processors)*t.PerSM {
				out = append(out, t)
			}
		}
	}
	return out
}

// splitPartialStores writes the first launch's register tile (the K
// loop's results, loop) raw into the block's partial tile W[bz][m0+…][n0+…]:
// every thread's 4-column groups as 16-byte stores, no guards (W is
// padded to whole tiles).
func (k *kernelText) splitPartialStores(c Contraction, t GEMMTile, loop, m0, n0, rowOff, colOff string) {
	rt, ct := t.BM/t.TM, t.BN/t.TN
	ty := c.splitScratchType(t)
	col := k.op("arith.addi %s, %s : index", n0, colOff)
	row := k.op("arith.addi %s, %s : index", m0, rowOff)
	for i := range t.TM {
		r := k.op("arith.addi %s, %s : index", row, k.c((i/4)*rt*4+i%4))
		for g := range t.TN / 4 {
			cc := k.op("arith.addi %s, %s : index", col, k.c(g*ct*4))
			k.line("vector.store %s#%d, %%W[%%bz, %s, %s] {alignment = 16} : %s, vector<4xf32>", loop, i*(t.TN/4)+g, r, cc, ty)
		}
	}
}

// writeSplitReduce writes the second launch of split tiling t (after
// the first's, in the same function): one thread per 4 consecutive
// columns of an output row, which sums the fill value (with fill), the S
// partials in slice order and the old C (without fill), and stores the
// sum through the epilogue or into C; then the scratch buffer's
// deallocation. With emulate, blocks are one thread and a loop.
func (c Contraction) writeSplitReduce(b *strings.Builder, t GEMMTile, fill bool, epi *epilogue, emulate bool) {
	k := &kernelText{consts: map[string]string{}}
	M, N, B := c.M(), c.N(), c.BatchSize()
	quads := ceilDiv(N, 4)
	total := B * M * quads
	nt := int64(splitReduceThreads)
	if emulate {
		nt = 1
	}
	ty := c.splitScratchType(t)
	vec4 := "vector<4xf32>"

	e := k.op("arith.addi %s, %%tx : index", k.op("arith.muli %%bx, %s : index", k.c(nt)))
	if total%nt != 0 {
		k.line("scf.if %s {", k.op("arith.cmpi ult, %s, %s : index", e, k.c(total)))
	}
	ew := newEpilogueWriter(epi, k, c)
	lastC := c.maps[2][len(c.maps[2])-1]
	whole := N%4 == 0 && len(c.nDims) == 1 && lastC.Coef[c.nDims[0]] == 1 && !strings.Contains(c.types[2], "strided") && (epi == nil || epi.vec(4))
	// Consecutive threads take consecutive quads of a row, so a warp's
	// loads and stores are contiguous; where the output is channels-first
	// (an epilogue storing consecutive rows contiguously: conv_store.go),
	// consecutive rows of a quad instead, so its stores are.
	var q, row, bi string
	if !whole && epi.rowVec(c) >= 1 {
		row = k.op("arith.remui %s, %s : index", e, k.c(M))
		rest := k.op("arith.divui %s, %s : index", e, k.c(M))
		q, bi = rest, k.c(0)
		if B > 1 {
			q = k.op("arith.remui %s, %s : index", rest, k.c(quads))
			bi = k.op("arith.divui %s, %s : index", rest, k.c(quads))
		}
	} else {
		q = k.op("arith.remui %s, %s : index", e, k.c(quads))
		rest := k.op("arith.divui %s, %s : index", e, k.c(quads))
		row, bi = rest, k.c(0)
		if B > 1 {
			row = k.op("arith.remui %s, %s : index", rest, k.c(M))
			bi = k.op("arith.divui %s, %s : index", rest, k.c(M))
		}
	}
	col0 := k.op("arith.muli %s, %s : index", q, k.c(4))
	idx := map[int]string{}
	k.splitLoops(c, bi, c.batch, idx)
	k.splitLoops(c, row, c.mDims, idx)

	// The partials first (independent loads), then their sum in order.
	parts := make([]string, t.Split)
	for s := range t.Split {
		z := k.op("arith.addi %s, %s : index", bi, k.c(s*B))
		parts[s] = k.op("vector.load %%W[%s, %s, %s] {alignment = 16} : %s, %s", z, row, col0, ty, vec4)
	}
	acc := parts[0]
	if fill {
		acc = k.op("arith.addf %s, %s : %s", k.op("vector.broadcast %%init : f32 to %s", vec4), parts[0], vec4)
	}
	for _, p := range parts[1:] {
		acc = k.op("arith.addf %s, %s : %s", acc, p, vec4)
	}

	with := func(extra map[int]string) map[int]string {
		v := map[int]string{}
		for d, s := range idx {
			v[d] = s
		}
		for d, s := range extra {
			v[d] = s
		}
		return v
	}
	if whole {
		cols := with(map[int]string{c.nDims[0]: col0})
		in := k.indexList(c, 2, cols)
		if !fill {
			old := k.op("vector.load %%C[%s] {alignment = 16} : %s, %s", strings.Join(in, ", "), c.types[2], vec4)
			acc = k.op("arith.addf %s, %s : %s", acc, old, vec4)
		}
		if ew != nil {
			ew.storeVec(acc, 4, in)
		} else {
			k.line("vector.store %s, %%C[%s] {alignment = 16} : %s, %s", acc, strings.Join(in, ", "), c.types[2], vec4)
		}
	} else {
		for j := range int64(4) {
			col := k.op("arith.addi %s, %s : index", col0, k.c(j))
			x := k.op("vector.extract %s[%d] : f32 from %s", acc, j, vec4)
			if N%4 != 0 {
				k.line("scf.if %s {", k.op("arith.cmpi ult, %s, %s : index", col, k.c(N)))
			}
			colIdx := map[int]string{}
			k.splitLoops(c, col, c.nDims, colIdx)
			in := k.indexList(c, 2, with(colIdx))
			if !fill {
				old := k.op("memref.load %%C[%s] : %s", strings.Join(in, ", "), c.types[2])
				x = k.op("arith.addf %s, %s : f32", x, old)
			}
			if ew != nil {
				ew.store(x, in)
			} else {
				k.line("memref.store %s, %%C[%s] : %s", x, strings.Join(in, ", "), c.types[2])
			}
			if N%4 != 0 {
				k.line("}")
			}
		}
	}
	if total%nt != 0 {
		k.line("}")
	}
	if !emulate {
		k.line("gpu.terminator")
	}

	fmt.Fprintf(b, "  %%rgx = arith.constant %d : index\n", ceilDiv(total, nt))
	fmt.Fprintf(b, "  %%rnt = arith.constant %d : index\n", nt)
	if emulate {
		b.WriteString("  scf.for %bx = %zero to %rgx step %one {\n")
		b.WriteString("      %tx = arith.constant 0 : index\n")
	} else {
		b.WriteString("  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %rgx, %sby = %one, %sbz = %one) threads(%tx, %ty, %tz) in (%stx = %rnt, %sty = %one, %stz = %one) {\n")
	}
	k.writeBody(b)
	b.WriteString("  }\n")
	fmt.Fprintf(b, "  memref.dealloc %%W : %s\n", ty)
}

// splitOverTF32 reports whether a product allowed TF32 takes the fp32
// kernel with K split instead of its default TF32 tiling def: where the
// fp32 default (tile) splits K and def's blocks leave multiprocessors
// without one (BERT-base at batch 1: 6 to 24 blocks of 128 rows on 132
// SMs, each walking all of K). TF32 is a permission, not a requirement:
// the exact split kernel is the faster one there (measured on an H200:
// BERT-base b1 1.78 ms exact and split against 1.92 ms with the TF32
// products unsplit), and it is exact. A tuning still measures the TF32
// tilings against it (a trial of another tiling takes that tiling).
func (c Contraction) splitOverTF32(tile GEMMTile, def MMATile, processors int) bool {
	if processors <= 0 {
		processors = defaultProcessors
	}
	return tile.Split > 1 && def.BM > 0 && def.BN > 0 &&
		ceilDiv(c.M(), def.BM)*ceilDiv(c.N(), def.BN)*c.BatchSize() < int64(processors)
}
