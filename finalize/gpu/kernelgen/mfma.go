package kernelgen

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/target"
)

// The AMD half Contraction kernel: a product of f16 or bf16 operands with
// an f32 accumulator (compile --precision fp16|bf16, models exported in
// half) on AMD matrix units — MFMA on CDNA (gfx90a, gfx942:
// v_mfma_f32_32x32x8f16 or 16x16x16f16, the bf16 _1k forms; gfx950 their
// double-rate 32x32x16 and 16x16x32 forms) and WMMA on
// RDNA (gfx11xx and gfx12xx: v_wmma_f32_16x16x16_f16/bf16, wave32), fp32
// accumulation either way. The design is the NVIDIA half kernel's
// (mma16.go) on AMD's instructions: BM×BN block tiles of WM×WN waves, each
// wave a grid of instruction tiles; BK-deep slices of A and B staged
// through LDS (16 bytes — 8 elements — a load along the operand's
// contiguous dimension where it allows, else one element); every lane's
// fragment one vector load of consecutive k out of LDS (both operands lie
// K-contiguous there: mfma_index.go), one amdgpu.mfma / amdgpu.wmma per
// fragment and k step, which the ROCDL conversion turns into the chip's
// intrinsic. The accumulators are stored element by element in the
// instruction's layout, through the epilogue when there is one. The
// operands are exact 16-bit values and the units accumulate in fp32: no
// rounding happens in the kernel.
//
// The slices go through two LDS buffers with the next slice prefetched
// into registers (rocBLAS's and Composable Kernel's scheme on AMD, where
// no asynchronous global-to-LDS copy is portable across CDNA and RDNA):
// each iteration issues the global loads of slice kt+1, multiplies slice
// kt out of its buffer, stores slice kt+1 into the other buffer and
// passes one barrier, so the loads' latency hides behind the products.
// The tuning spaces (MFMATiles, WMMATiles, AMDSpace) are data for the
// tuner; with no AMD GPU here, no tiling has been measured.

// AMDTile is one tiling of the AMD half kernel: the block's output tile
// BM×BN, the K slice BK (32 or 64), the WM×WN grid of waves and Inst, the
// instruction's M (32: MFMA 32×32×8; 16: MFMA 16×16×16 or WMMA). PerSM and
// Speed model it as gemmTile's do.
type AMDTile struct {
	BM, BN, BK, WM, WN int64
	Inst               int64
	PerSM              int64
	Speed              float64
}

// WarpRows and WarpCols are one wave's output tile.
func (t AMDTile) WarpRows() int64 { return t.BM / t.WM }
func (t AMDTile) WarpCols() int64 { return t.BN / t.WN }

// String names the tiling.
func (t AMDTile) String() string {
	return fmt.Sprintf("amd%dx%dx%d/w%dx%d/i%d", t.BM, t.BN, t.BK, t.WM, t.WN, t.Inst)
}

// MFMATiles are the MFMA kernel's default tilings, largest first: wave
// tiles of 64×64, 64×32 and 32×32 of 32×32×8 instructions (the shapes of
// rocBLAS/Tensile's f16 kernels on CDNA), 32-deep slices. PerSM and
// Speed are estimates.
func MFMATiles() []AMDTile {
	return []AMDTile{
		{BM: 128, BN: 128, BK: 32, WM: 2, WN: 2, Inst: 32, PerSM: 2, Speed: 1},
		{BM: 128, BN: 64, BK: 32, WM: 2, WN: 2, Inst: 32, PerSM: 3, Speed: 0.8},
		{BM: 64, BN: 64, BK: 32, WM: 2, WN: 2, Inst: 32, PerSM: 4, Speed: 0.6},
	}
}

// amdInstFor is unit's instruction of M size m: unit is a target row's
// matrix unit (target.MFMA, target.MFMA950, target.WMMA, target.WMMA12).
func amdInstFor(unit string, m int64) (amdInst, bool) {
	switch {
	case unit == target.MFMA && m == 32:
		return mfma32x32x8, true
	case unit == target.MFMA && m == 16:
		return mfma16x16x16, true
	case unit == target.MFMA950 && m == 32:
		return mfma32x32x16, true
	case unit == target.MFMA950 && m == 16:
		return mfma16x16x32, true
	case unit == target.WMMA && m == 16:
		return wmma11, true
	case unit == target.WMMA12 && m == 16:
		return wmma12, true
	}
	return amdInst{}, false
}

// amdUnitOf is the AMD matrix unit row t gives half products ("" for
// none): the newer form of each family first (RDNA 4's WMMA layout,
// CDNA 4's double-rate MFMA), then WMMA, then MFMA.
func amdUnitOf(t target.Target) string {
	if t.Kind != target.HIP {
		return ""
	}
	for _, u := range []string{target.WMMA12, target.MFMA950, target.WMMA, target.MFMA} {
		if t.HasMatrixUnit(u) {
			return u
		}
	}
	return ""
}

// amdTiles is unit's default tilings.
func amdTiles(unit string) []AMDTile {
	if unit == target.MFMA || unit == target.MFMA950 {
		return MFMATiles()
	}
	return WMMATiles()
}

// AMDBytes is the LDS the tiling's slices take: two buffers of both
// operands' [rows][BK+8] 2-byte elements.
func AMDBytes(t AMDTile) int64 {
	return 2 * 2 * (t.BM + t.BN) * (t.BK + 8)
}

// maxAMDAcc bounds a lane's accumulators (registers), so a tiling leaves
// room for the fragments and addresses without spilling.
const maxAMDAcc = 128

// legalAMD reports whether t fits the AMD kernel with unit on a target
// with shared bytes of LDS per block: whole instruction tiles per wave,
// BK 32 or 64 (a multiple of the instruction's K), at most 1024 threads
// and maxAMDAcc accumulators a lane.
func legalAMD(t AMDTile, unit string, shared int64) bool {
	in, ok := amdInstFor(unit, t.Inst)
	if !ok || t.WM <= 0 || t.WN <= 0 || t.BM%t.WM != 0 || t.BN%t.WN != 0 {
		return false
	}
	mi, ni := t.WarpRows()/in.M, t.WarpCols()/in.N
	return t.WarpRows()%in.M == 0 && t.WarpCols()%in.N == 0 && (t.BK == 32 || t.BK == 64) && t.BK%in.K == 0 &&
		in.Wave*t.WM*t.WN <= 1024 && mi*ni*in.Acc <= maxAMDAcc && AMDBytes(t) <= shared
}

// PickAMDTile is the legal default tiling of unit with the best modelled
// throughput for c (the zero tile when none fits shared).
func (c Contraction) PickAMDTile(unit string, processors int, shared int64) AMDTile {
	var legal []AMDTile
	for _, t := range amdTiles(unit) {
		if legalAMD(t, unit, shared) {
			legal = append(legal, t)
		}
	}
	return bestTile(c, legal, func(t AMDTile) int64 { return t.BM }, func(t AMDTile) float64 { return c.amdScore(t, processors) })
}

// AMDFits reports whether some default tiling of unit fits a target with
// shared bytes of LDS per block.
func (c Contraction) AMDFits(unit string, shared int64) bool {
	return c.PickAMDTile(unit, 0, shared) != AMDTile{}
}

// amdScore is the default model's throughput of t for c (tileScore's).
func (c Contraction) amdScore(t AMDTile, processors int) float64 {
	return c.tileScore(GEMMTile{BM: t.BM, BN: t.BN, PerSM: t.PerSM, Speed: t.Speed}, processors)
}

// AMDSpace is the AMD half kernel's tuning space for c with unit: the
// default first, then the default tilings and the wider 128×256 / 256×128
// (8 waves), each with 32- and 64-deep slices and, for MFMA, both
// instructions (32×32×8 and 16×16×16), ranked by the model.
func (c Contraction) AMDSpace(unit string, processors int, shared int64) []AMDTile {
	def := c.PickAMDTile(unit, processors, shared)
	base := append(amdTiles(unit),
		AMDTile{BM: 128, BN: 256, WM: 2, WN: 4, PerSM: 1, Speed: 1.05},
		AMDTile{BM: 256, BN: 128, WM: 4, WN: 2, PerSM: 1, Speed: 1.05})
	insts := []int64{16}
	if unit == target.MFMA || unit == target.MFMA950 {
		insts = []int64{32, 16}
	}
	var rest []AMDTile
	for _, t := range base {
		for _, bk := range []int64{32, 64} {
			for _, in := range insts {
				u := t
				u.BK, u.Inst = bk, in
				if u != def && legalAMD(u, unit, shared) && ceilDiv(c.M(), u.BM) <= maxGridYZ && !slices.Contains(rest, u) {
					rest = append(rest, u)
				}
			}
		}
	}
	score := func(t AMDTile) float64 { return c.amdScore(t, processors) }
	slices.SortStableFunc(rest, func(a, b AMDTile) int { return cmp.Compare(score(b), score(a)) })
	if def == (AMDTile{}) {
		return rest
	}
	return append([]AMDTile{def}, rest...)
}

// amdOperands chooses the staging of A (operand 0) and B (1): 8-element
// units along the contiguous dimension where the operand allows
// (octLoop), else single elements, lanes along the contiguous dimension
// either way.
func (c Contraction) amdOperands() [2]stageMode {
	var out [2]stageMode
	for op, rows := range [2][]int{c.mDims, c.nDims} {
		m := scalarRows
		switch {
		case c.fastK(op) && c.octLoop(op, c.kDims[len(c.kDims)-1]):
			m = quadK
		case c.fastK(op):
			m = scalarK
		case len(rows) == 1 && c.octLoop(op, rows[0]):
			m = quadRows
		}
		out[op] = m
	}
	return out
}

// amdKernel writes the private function computing the half Contraction c
// with tiling t on unit (target.MFMA, target.MFMA950, target.WMMA,
// target.WMMA12) of a
// target with shared bytes of LDS per block; fill and epi as mmaKernel's.
func amdKernel(name string, c Contraction, t AMDTile, unit string, shared int64, fill bool, epi *epilogue) (string, error) {
	if !c.Half() {
		return "", fmt.Errorf("amd half kernel %s: operands are %s", name, c.elem)
	}
	in, ok := amdInstFor(unit, t.Inst)
	if !ok || !legalAMD(t, unit, shared) {
		return "", fmt.Errorf("amd half kernel %s: tiling %s is not legal for %s", name, t, unit)
	}
	k := &kernelText{consts: map[string]string{}}
	x := textIx{k}
	M, N, K := c.M(), c.N(), c.K()
	nt := in.Wave * t.WM * t.WN
	mi, ni := t.WarpRows()/in.M, t.WarpCols()/in.N
	modes := c.amdOperands()
	elem := c.elem
	lay := [2]amdLayout{{rows: t.BM, bk: t.BK}, {rows: t.BN, bk: t.BK}}
	bufTy := func(op int) string {
		r, cc := lay[op].shape()
		return fmt.Sprintf("memref<2x%dx%dx%s, #gpu.address_space<workgroup>>", r, cc, elem)
	}
	unitTy := fmt.Sprintf("vector<%dx%s>", halfUnit, elem)
	zero := k.op("arith.constant 0.0 : %s", elem)
	zeroUnit := k.op("arith.constant dense<0.0> : %s", unitTy)

	m0 := x.mulc(tval{name: "%by"}, t.BM)
	n0 := x.mulc(tval{name: "%bx"}, t.BN)
	batch := map[int]string{}
	k.splitLoops(c, "%bz", c.batch, batch)
	tid := tval{name: "%tx"}
	lane := amdLaneOf[tval](x, t, in.Wave, tid)

	// Staging: a thread's slots, fixed for the whole K loop. A row
	// outside the operand is clamped to row 0 (its loads are replaced by
	// zeros).
	type slot = ringSlot
	type stager struct {
		operand int
		mode    stageMode
		slots   []slot
	}
	newStager := func(operand int, tileDim int64, rowDims []int, rowBase tval, limit int64) *stager {
		s := &stager{operand: operand, mode: modes[operand]}
		s.slots = k.ringSlots(c, x, tid, units16(s.mode, tileDim, t.BK), nt, rowBase, tileDim, limit, rowDims, func(l tval) (tval, tval) {
			return stageSlot16[tval](x, s.mode, tileDim, t.BK, l)
		})
		return s
	}
	// load reads a thread's units of the slice at kBase into registers:
	// per unit one 16-byte vector load, or one element, zero outside the
	// operand (and for a slot not every thread has, zero in the threads
	// without it).
	load := func(s *stager, kBase string) []string {
		opnd := []string{"%A", "%B"}[s.operand]
		vals := make([]string, len(s.slots))
		for i, sl := range s.slots {
			ty, z := elem, zero
			if s.mode.quad() {
				ty, z = unitTy, zeroUnit
			}
			if sl.live != "" {
				k.next++
				vals[i] = fmt.Sprintf("%%ld%d", k.next)
				k.line("%s = scf.if %s -> (%s) {", vals[i], sl.live, ty)
			}
			gk := k.op("arith.addi %s, %s : index", kBase, sl.kk.s())
			ok := sl.rowOK
			if K%t.BK != 0 {
				kOK := k.inBounds([][2]string{{gk, k.c(K)}})
				gk = k.op("arith.select %s, %s, %s : index", kOK, gk, k.c(0))
				ok = k.and(ok, kOK)
			}
			kIdx := map[int]string{}
			k.splitLoops(c, gk, c.kDims, kIdx)
			idx, padOK := k.guardedIndexList(c, s.operand, with(batch, sl.rowIdx, kIdx))
			ok = k.and(ok, padOK) // a folded padding reads zero (conv_pad.go)
			src := strings.Join(idx, ", ")
			var v string
			if s.mode.quad() {
				v = k.op("vector.load %s[%s] {alignment = 16} : %s, %s", opnd, src, c.types[s.operand], unitTy)
			} else {
				v = k.op("memref.load %s[%s] : %s", opnd, src, c.types[s.operand])
			}
			if ok != "" {
				v = k.op("arith.select %s, %s, %s : %s", ok, v, z, ty)
			}
			if sl.live == "" {
				vals[i] = v
				continue
			}
			k.line("scf.yield %s : %s", v, ty)
			k.line("} else {")
			k.line("scf.yield %s : %s", z, ty)
			k.line("}")
		}
		return vals
	}
	// store writes the units load read into LDS buffer st: a 16-byte
	// unit along K as one vector, one along the rows as 8 elements down
	// the rows (the transpose to K-contiguous), an element as itself.
	store := func(s *stager, vals []string, st string) {
		buf := []string{"%As", "%Bs"}[s.operand]
		for i, sl := range s.slots {
			if sl.live != "" {
				k.line("scf.if %s {", sl.live)
			}
			switch s.mode {
			case quadK:
				k.line("vector.store %s, %s[%s, %s, %s] : %s, %s", vals[i], buf, st, sl.rr.s(), sl.kk.s(), bufTy(s.operand), unitTy)
			case quadRows:
				for j := range int64(halfUnit) {
					e := k.op("vector.extract %s[%d] : %s from %s", vals[i], j, elem, unitTy)
					k.line("memref.store %s, %s[%s, %s, %s] : %s", e, buf, st, x.add(sl.rr, x.lit(j)).s(), sl.kk.s(), bufTy(s.operand))
				}
			default:
				k.line("memref.store %s, %s[%s, %s, %s] : %s", vals[i], buf, st, sl.rr.s(), sl.kk.s(), bufTy(s.operand))
			}
			if sl.live != "" {
				k.line("}")
			}
		}
	}
	sa := newStager(0, t.BM, c.mDims, m0, M)
	sb := newStager(1, t.BN, c.nDims, n0, N)
	nk := ceilDiv(K, t.BK)

	// The K loop: the accumulators of each (mi, ni) fragment, one vector
	// each, start at zero (or the fill value).
	accTy := fmt.Sprintf("vector<%dxf32>", in.Acc)
	start := k.op("arith.constant dense<0.0> : %s", accTy)
	if fill {
		start = k.op("vector.broadcast %%init : f32 to %s", accTy)
	}
	nacc := mi * ni
	var iters, types []string
	for i := range nacc {
		iters = append(iters, fmt.Sprintf("%%acc%d = %s", i, start))
		types = append(types, accTy)
	}
	k.next++
	loop := fmt.Sprintf("%%loop%d", k.next)
	// The prologue: slice 0 into buffer 0.
	va0, vb0 := load(sa, k.c(0)), load(sb, k.c(0))
	store(sa, va0, k.c(0))
	store(sb, vb0, k.c(0))
	k.line("gpu.barrier")
	k.line("%s:%d = scf.for %%kt = %s to %s step %s iter_args(%s) -> (%s) {", loop, nacc, k.c(0), k.c(nk), k.c(1),
		strings.Join(iters, ", "), strings.Join(types, ", "))
	// Slice kt+1's loads are issued before slice kt's products (the
	// last iteration reloads slice 0, in bounds, and stores nothing), so
	// they overlap; their stores go to the other buffer after.
	next := k.op("arith.addi %%kt, %s : index", k.c(1))
	hasNext := k.op("arith.cmpi ult, %s, %s : index", next, k.c(nk))
	nextK := k.op("arith.select %s, %s, %s : index", hasNext, k.op("arith.muli %s, %s : index", next, k.c(t.BK)), k.c(0))
	va, vb := load(sa, nextK), load(sb, nextK)
	cur := k.op("arith.remui %%kt, %s : index", k.c(2))
	fragTy := fmt.Sprintf("vector<%dx%s>", in.Elems, elem)
	acc := make([]string, nacc)
	for i := range acc {
		acc[i] = fmt.Sprintf("%%acc%d", i)
	}
	for s := range t.BK / in.K {
		afr := make([]string, mi)
		for m := range mi {
			r, kk := amdFragA[tval](x, in, lane, m, s)
			afr[m] = k.op("vector.load %%As[%s, %s, %s] : %s, %s", cur, r.s(), kk.s(), bufTy(0), fragTy)
		}
		bfr := make([]string, ni)
		for n := range ni {
			col, kk := amdFragB[tval](x, in, lane, n, s)
			bfr[n] = k.op("vector.load %%Bs[%s, %s, %s] : %s, %s", cur, col.s(), kk.s(), bufTy(1), fragTy)
		}
		for m := range mi {
			for n := range ni {
				i := m*ni + n
				if in.Op == "amdgpu.mfma" {
					acc[i] = k.op("amdgpu.mfma %dx%dx%d %s * %s + %s blgp = none : %s, %s, %s", in.M, in.N, in.K, afr[m], bfr[n], acc[i], fragTy, fragTy, accTy)
				} else {
					acc[i] = k.op("amdgpu.wmma %dx%dx%d %s * %s + %s : %s, %s, %s", in.M, in.N, in.K, afr[m], bfr[n], acc[i], fragTy, fragTy, accTy)
				}
			}
		}
	}
	// The next slice into the other buffer; the barrier makes it visible
	// and frees this one (every wave is past its fragment loads) for the
	// slice after.
	k.line("scf.if %s {", hasNext)
	nxt := k.op("arith.subi %s, %s : index", k.c(1), cur)
	store(sa, va, nxt)
	store(sb, vb, nxt)
	k.line("}")
	k.line("gpu.barrier")
	k.line("scf.yield %s : %s", strings.Join(acc, ", "), strings.Join(types, ", "))
	k.line("}")

	k.amdStores(c, t, in, lane, m0, n0, batch, fill, epi, func(i int64) string { return fmt.Sprintf("%s#%d", loop, i) })
	k.line("gpu.terminator")

	var b strings.Builder
	writeKernelHead(&b, name, c, fill, epi, ceilDiv(N, t.BN), ceilDiv(M, t.BM), nt)
	fmt.Fprintf(&b, "  gpu.launch blocks(%%bx, %%by, %%bz) in (%%sbx = %%gx, %%sby = %%gy, %%sbz = %%gz) threads(%%tx, %%ty, %%tz) in (%%stx = %%nt, %%sty = %%one, %%stz = %%one) workgroup(%%As : %s, %%Bs : %s) {\n",
		bufTy(0), bufTy(1))
	k.writeBody(&b)
	b.WriteString("  }\n  return\n}\n")
	return b.String(), nil
}

// amdStores writes the AMD kernel's accumulators: fragment (mi, ni)'s
// vector is acc(mi·ni'+ni), its element j the output element amdFragC
// places. With fill they overwrite C, else add to it; with epi they go
// through the epilogue. Only tiles reaching past M or N are guarded.
func (k *kernelText) amdStores(c Contraction, t AMDTile, in amdInst, lane amdLane[tval], m0, n0 tval, batch map[int]string, fill bool, epi *epilogue, acc func(i int64) string) {
	x := textIx{k}
	M, N := c.M(), c.N()
	full := M%t.BM == 0 && N%t.BN == 0
	ew := newEpilogueWriter(epi, k, c)
	mi, ni := t.WarpRows()/in.M, t.WarpCols()/in.N
	accTy := fmt.Sprintf("vector<%dxf32>", in.Acc)
	for m := range mi {
		for n := range ni {
			for j := range in.Acc {
				row, col := amdFragC[tval](x, in, lane, m, n, j)
				grow, gcol := x.add(m0, row), x.add(n0, col)
				v := k.op("vector.extract %s[%d] : f32 from %s", acc(m*ni+n), j, accTy)
				if !full {
					k.line("scf.if %s {", k.inBounds([][2]string{{grow.s(), k.c(M)}, {gcol.s(), k.c(N)}}))
				}
				rowIdx, colIdx := map[int]string{}, map[int]string{}
				k.splitLoops(c, grow.s(), c.mDims, rowIdx)
				k.splitLoops(c, gcol.s(), c.nDims, colIdx)
				cIdx := k.indexList(c, 2, with(batch, rowIdx, colIdx))
				at := strings.Join(cIdx, ", ")
				if !fill {
					old := k.op("memref.load %%C[%s] : %s", at, c.types[2])
					v = k.op("arith.addf %s, %s : f32", v, old)
				}
				if ew != nil {
					ew.store(v, cIdx)
				} else {
					k.line("memref.store %s, %%C[%s] : %s", v, at, c.types[2])
				}
				if !full {
					k.line("}")
				}
			}
		}
	}
}
