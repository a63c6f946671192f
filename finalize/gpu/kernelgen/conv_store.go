package kernelgen

import (
	"fmt"
	"strings"
)

// Channels-first stores. A convolution's product is channels-last (C =
// y[n, oh, ow, oc]); the epilogue that folds its NCHW transpose writes
// y[n, oc, oh, ow], whose contiguous dimension is the product's innermost
// row loop (ow), not its columns. The SIMT kernel's threads hold 4
// consecutive rows of each of their columns (a register tile's row
// group), so instead of one 4-byte store per element — the lanes of a
// warp hitting 16 channels' planes, a sector each — a thread writes each
// column's 4 (or 2) consecutive pixels as one vector store: a quarter of
// the store instructions and transactions, each 16 bytes wide.

// rowVec is how many consecutive rows of product c the epilogue e stores
// with one vector store along its output's contiguous dimension: 4, 2 or
// 1 (rows contiguous, one element at a time), or 0 where consecutive rows
// are not consecutive elements of the output. They are where c's
// innermost row loop is exactly one dimension of C (coefficient 1, no
// offset) whose stride is that of a dimension of the view the epilogue
// reads C through (a batched 1×1 convolution's pixels are a collapsed
// [oh·ow], the view [oh, ow]), which the epilogue permutes to its last
// (contiguous) loop. The width divides the row loop's extent and that
// view dimension's, so a group of rows starting at a multiple of the
// width (a thread's row groups start at multiples of 4) is consecutive
// pixels of one image row, all inside the product or all outside it, and
// aligned to the width in the output.
func (e *epilogue) rowVec(c Contraction) int64 {
	if e == nil || len(c.mDims) == 0 {
		return 0
	}
	d := c.mDims[len(c.mDims)-1]
	jd := -1
	for j, ex := range c.maps[2] {
		if ex.Coef[d] == 0 {
			continue
		}
		if jd >= 0 || ex.Const != 0 {
			return 0
		}
		for l, coef := range ex.Coef {
			if coef != 0 && (l != d || coef != 1) {
				return 0
			}
		}
		jd = j
	}
	if jd < 0 || len(c.shapes[2]) != len(c.maps[2]) {
		return 0
	}
	stride := int64(1)
	for _, n := range c.shapes[2][jd+1:] {
		stride *= n
	}
	jv, sv := -1, int64(1)
	for j := len(e.view) - 1; j >= 0; j-- {
		if sv == stride && e.view[j] > 1 {
			jv = j
			break
		}
		sv *= e.view[j]
	}
	if jv < 0 || e.perm[jv] != len(e.ranges)-1 {
		return 0
	}
	for _, n := range []int64{4, 2, 1} {
		if c.ranges[d]%n == 0 && e.view[jv]%n == 0 {
			return n
		}
	}
	return 0
}

// The matrix-unit kernels' fragments hold two adjacent columns of rows g
// and g+8: their channels-first stores are 4-byte (2-byte in half) writes
// spread over the 4 channel planes a warp's lanes touch. Where the
// epilogue's output is channels-first (rowVec > 0), the block stages its
// tile in shared memory first — the ring's buffers are free once the K
// loop has ended — column-major (a channel's pixels contiguous), then
// reads it back by columns: consecutive threads take consecutive groups
// of rowVec pixels of one channel, so a warp's stores are contiguous runs
// and each thread's is one vector store.

// csLead is the staged tile's leading dimension for bm rows: 4 words of
// padding put the 4 column pairs a warp's fragment store writes (columns
// 2t, rows g: word 2t·(bm+4) + g) 8 banks apart, so its 32 lanes hit 32
// banks (bm a multiple of 16).
func csLead(bm int64) int64 { return bm + 4 }

// csUnit is the tile row (the first of rv) and column of thread tid's
// e-th unit of the read-back of a bm-row tile by nt threads.
func csUnit[V any](a ix[V], tid V, e, nt, bm, rv int64) (row, col V) {
	u := a.add(tid, a.lit(e*nt))
	per := bm / rv
	return a.mulc(a.remc(u, per), rv), a.divc(u, per)
}

// stagedBytes is the shared memory a bm×bn tile of product c staged for
// its channels-first epilogue takes, or 0 where the kernel stores its
// fragments directly: no such epilogue, an output it adds to (no fill),
// rows not a multiple of 16, or more than shared bytes.
func (c Contraction) stagedBytes(epi *epilogue, fill bool, bm, bn, shared int64) int64 {
	if !fill || bm%16 != 0 || epi.rowVec(c) == 0 {
		return 0
	}
	if b := 4 * bn * csLead(bm); b <= shared {
		return b
	}
	return 0
}

// stagedStores is mmaStores through the staged tile p.cs (p.cs a view
// of the kernel's dynamic shared memory, stagedBytes large).
func (k *kernelText) stagedStores(c Contraction, p mmaStore) {
	x := textIx{k}
	csTy := fmt.Sprintf("memref<%dx%dxf32, #gpu.address_space<workgroup>>", p.bn, csLead(p.bm))
	k.line("gpu.barrier") // every warp is done with the ring
	for m := range p.mi {
		for n := range p.ni {
			for r := range int64(4) {
				row, col := fragC[tval](x, p.lane, m, n, r)
				k.line("memref.store %s, %s[%s, %s] : %s", p.acc((m*p.ni+n)*4+r), p.cs, col.s(), row.s(), csTy)
			}
		}
	}
	k.line("gpu.barrier")
	k.csReadBack(c, newEpilogueWriter(p.epi, k, c), p.cs, csTy, p.bm, p.bn, p.nt, p.m0, p.n0, p.batch)
}

// csReadBack stores the bm×bn tile staged column-major in cs (of type
// csTy, leading dimension csLead(bm)) at the block's origin (m0, n0) through the
// channels-first epilogue ew: nt threads take units of rowVec consecutive
// rows of one column in turn (csUnit), one vector load and store each.
func (k *kernelText) csReadBack(c Contraction, ew *epilogueWriter, cs, csTy string, bm, bn, nt int64, m0, n0 tval, batch map[int]string) {
	x := textIx{k}
	M, N := c.M(), c.N()
	rv := ew.e.rowVec(c)
	units := bm / rv * bn
	tid := tval{name: "%tx"}
	for e := range ceilDiv(units, nt) {
		row, col := csUnit[tval](x, tid, e, nt, bm, rv)
		grow, gcol := x.add(m0, row), x.add(n0, col)
		ok := k.inBounds([][2]string{{grow.s(), k.c(M)}, {gcol.s(), k.c(N)}})
		if (e+1)*nt > units { // the last round has idle threads
			ok = k.and(ok, k.inBounds([][2]string{{x.add(tid, x.lit(e*nt)).s(), k.c(units)}}))
		}
		k.line("scf.if %s {", ok)
		rowIdx, colIdx := map[int]string{}, map[int]string{}
		k.splitLoops(c, grow.s(), c.mDims, rowIdx)
		k.splitLoops(c, gcol.s(), c.nDims, colIdx)
		cIdx := k.indexList(c, 2, with(batch, rowIdx, colIdx))
		if rv == 1 {
			ew.store(k.op("memref.load %s[%s, %s] : %s", cs, col.s(), row.s(), csTy), cIdx)
		} else {
			vt := fmt.Sprintf("vector<%dxf32>", rv)
			v := k.op("vector.load %s[%s, %s] {alignment = %d} : %s, %s", cs, col.s(), row.s(), 4*rv, csTy, vt)
			ew.storeVec(v, int(rv), cIdx)
		}
		k.line("}")
	}
}

// gemmRowStores writes the SIMT kernel's register tiles (accumulators
// loop#i, each a row's 4 columns) of tiling t through the channels-first
// epilogue ew (rowVec > 1): each column's rowVec consecutive rows of a
// thread's row group in one vector store, guarded as a whole. m0, n0 are
// the block's origin, rowOff, colOff the thread's, batch the batch loops'
// indices.
func (k *kernelText) gemmRowStores(c Contraction, t GEMMTile, ew *epilogueWriter, loop, m0, n0, rowOff, colOff string, batch map[int]string) {
	M, N := c.M(), c.N()
	rv := ew.e.rowVec(c)
	rt, ct := t.BM/t.TM, t.BN/t.TN
	vt := fmt.Sprintf("vector<%dxf32>", rv)
	for ig := range t.TM / 4 {
		for sub := int64(0); sub < 4; sub += rv {
			row := k.op("arith.addi %s, %s : index", m0, rowOff)
			row = k.op("arith.addi %s, %s : index", row, k.c(ig*rt*4+sub))
			rowIdx := map[int]string{}
			k.splitLoops(c, row, c.mDims, rowIdx)
			for g := range t.TN / 4 {
				col0 := k.op("arith.addi %s, %s : index", n0, colOff)
				col0 = k.op("arith.addi %s, %s : index", col0, k.c(g*ct*4))
				for j := range int64(4) {
					vals := make([]string, rv)
					for q := range rv {
						acc := fmt.Sprintf("%s#%d", loop, (ig*4+sub+q)*(t.TN/4)+g)
						vals[q] = k.op("vector.extract %s[%d] : f32 from vector<4xf32>", acc, j)
					}
					v := k.op("vector.from_elements %s : %s", strings.Join(vals, ", "), vt)
					col := k.op("arith.addi %s, %s : index", col0, k.c(j))
					ok := k.inBounds([][2]string{{row, k.c(M)}, {col, k.c(N)}})
					k.line("scf.if %s {", ok)
					colIdx := map[int]string{}
					k.splitLoops(c, col, c.nDims, colIdx)
					ew.storeVec(v, int(rv), k.indexList(c, 2, with(batch, rowIdx, colIdx)))
					k.line("}")
				}
			}
		}
	}
}

// gemmStagedBytes is the static shared memory the SIMT kernel's tile
// t takes staged for the channels-first epilogue epi of product c, or 0
// where it stores directly: rows it stores by vectors itself (rowVec >
// 1, gemmRowStores), an output it adds to, or a tile whose staging and
// two slice stages pass 48 KiB (the larger tiles, whose grids fill the
// device; the staged ones are the small tiles of small images).
func (c Contraction) gemmStagedBytes(epi *epilogue, fill bool, t GEMMTile) int64 {
	if !fill || epi.rowVec(c) != 1 {
		return 0
	}
	b := 4 * t.BN * csLead(t.BM)
	if b+2*(t.BM+t.BN)*t.BK*4 > 48<<10 {
		return 0
	}
	return b
}

// gemmStagedStores writes the SIMT kernel's register tiles (as
// gemmRowStores has them) into the staged tile %Cs, each thread a
// vector of its 4 consecutive rows of each column, then stores the tile
// through the channels-first epilogue ew by columns (csReadBack), lanes
// along consecutive pixels. Every thread of the block must reach it.
func (k *kernelText) gemmStagedStores(c Contraction, t GEMMTile, ew *epilogueWriter, loop, m0, n0, rowOff, colOff string, batch map[int]string, emulate bool) {
	rt, ct := t.BM/t.TM, t.BN/t.TN
	csTy := fmt.Sprintf("memref<%dx%dxf32, #gpu.address_space<workgroup>>", t.BN, csLead(t.BM))
	if emulate {
		csTy = fmt.Sprintf("memref<%dx%dxf32>", t.BN, csLead(t.BM))
	}
	for ig := range t.TM / 4 {
		row := k.op("arith.addi %s, %s : index", rowOff, k.c(ig*rt*4))
		for g := range t.TN / 4 {
			for j := range int64(4) {
				vals := make([]string, 4)
				for q := range int64(4) {
					vals[q] = k.op("vector.extract %s#%d[%d] : f32 from vector<4xf32>", loop, (ig*4+q)*(t.TN/4)+g, j)
				}
				v := k.op("vector.from_elements %s : vector<4xf32>", strings.Join(vals, ", "))
				col := k.op("arith.addi %s, %s : index", colOff, k.c(g*ct*4+j))
				k.line("vector.store %s, %%Cs[%s, %s] {alignment = 16} : %s, vector<4xf32>", v, col, row, csTy)
			}
		}
	}
	if !emulate {
		k.line("gpu.barrier")
	}
	k.csReadBack(c, ew, "%Cs", csTy, t.BM, t.BN, t.Threads(), tval{name: m0}, tval{name: n0}, batch)
}
