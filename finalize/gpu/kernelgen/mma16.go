package kernelgen

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// The half Contraction kernel: a product of f16 or bf16 operands with an
// f32 accumulator (what compile --precision fp16|bf16 and models exported
// in half give) on NVIDIA matrix units, sm_80 and newer: mma.sync
// m16n8k16 .f16/.bf16 with fp32 accumulation, one per m16n8 fragment and
// k16 step. It is the TF32 kernel's design (gpu_mma.go) on 16-bit data:
// BM×BN block tiles of WM×WN warps, BK-deep slices of A and B staged in a
// ring of Stages shared-memory buffers by cp.async (16 bytes — 8 elements
// — along the operand's contiguous dimension where it allows; element by
// element, loaded and stored, where it does not), Stages-1 slices in
// flight while one is multiplied. Every fragment comes out of shared
// memory with ldmatrix: plain for a slice that is K-contiguous, .trans
// for one that is K-major (a MatMul's [K, N] weights), so no layout needs
// scalar fragment loads. The accumulators are stored as the TF32
// kernel's (mmaStores), through the epilogue when there is one. No
// rounding happens in the kernel: the operands are exact 16-bit values
// and the matrix units accumulate in fp32.
//
// The index arithmetic is gpu_mma16_index.go's, which the tests emulate.

// MMA16Tiles are the half kernel's default tilings, largest first: warp
// tiles of 64×64, 64×32 and 32×32 with 32-deep slices in 4 stages
// (CUTLASS's Ampere f16 shapes). PerSM and Speed are estimates.
func MMA16Tiles() []MMATile {
	return []MMATile{
		{BM: 128, BN: 128, BK: 32, WM: 2, WN: 2, Stages: 4, PerSM: 2, Speed: 1},
		{BM: 128, BN: 64, BK: 32, WM: 2, WN: 2, Stages: 4, PerSM: 3, Speed: 0.8},
		{BM: 64, BN: 64, BK: 32, WM: 2, WN: 2, Stages: 4, PerSM: 4, Speed: 0.6},
	}
}

// MMA16Bytes is the staging ring's size for tiling t: both operands'
// larger layout per stage, 2 bytes an element.
func MMA16Bytes(t MMATile) int64 {
	side := func(rows int64) int64 { return max(rows*(t.BK+8), t.BK*(rows+8)) }
	return 2 * t.Stages * (side(t.BM) + side(t.BN))
}

// legal16 reports whether t fits the half kernel on a target with shared
// bytes per block: whole m16n8 fragments per warp (warp columns in pairs
// of n8 steps or one), BK 32 or 64, 2 to 5 stages, at most 1024 threads.
func legal16(t MMATile, shared int64) bool {
	return !t.WG && t.WM > 0 && t.WN > 0 && t.BM%t.WM == 0 && t.BN%t.WN == 0 &&
		t.WarpRows()%16 == 0 && t.WarpCols()%8 == 0 && (t.BK == 32 || t.BK == 64) && t.Stages >= 2 && t.Stages <= 5 &&
		t.Threads() <= 1024 && MMA16Bytes(t) <= shared
}

// MMA16Fits reports whether some default tiling of the half kernel fits
// a target with shared bytes per block.
func (c Contraction) MMA16Fits(shared int64) bool {
	return c.PickMMA16Tile(0, shared) != (MMATile{})
}

// PickMMA16Tile is the legal default tiling with the best modelled
// throughput (the zero tile when none fits shared).
func (c Contraction) PickMMA16Tile(processors int, shared int64) MMATile {
	var legal []MMATile
	for _, t := range MMA16Tiles() {
		if legal16(t, shared) && ceilDiv(c.M(), t.BM) <= maxGridYZ {
			legal = append(legal, t)
		}
	}
	return bestTile(c, legal, func(t MMATile) int64 { return t.BM }, func(t MMATile) float64 { return c.mmaScore(t, processors) })
}

// MMA16Space is the half kernel's tuning space for c: the default first
// (PickHalfTile), then the default mma.sync tilings and the wider 128×256
// / 256×128 and 8-warp 128×128 ones, each with 32-deep slices in 3, 4 or
// 5 stages and 64-deep ones in 3, and with wg (the target has wgmma) and
// a c that fits it the wgmma tilings — plain (with and without 8-column
// vector stores) and warp-specialized — ranked by the model.
func (c Contraction) MMA16Space(processors int, shared int64, wg bool) []MMATile {
	def := c.PickHalfTile(processors, shared, wg)
	base := append(MMA16Tiles(), wideMMATiles()...)
	var rest []MMATile
	for _, t := range base {
		for _, v := range []struct {
			bk, stages int64
			speed      float64
		}{{32, 4, 1}, {32, 3, 0.95}, {32, 5, 1}, {64, 3, 1}} {
			t.BK, t.Stages = v.bk, v.stages
			u := t
			u.Speed *= v.speed
			if u.String() != def.String() && legal16(u, shared) && ceilDiv(c.M(), u.BM) <= maxGridYZ {
				rest = append(rest, u)
			}
		}
	}
	if wg && c.wgmma16Fits() {
		for _, t := range append(WGMMA16Tiles(), WGMMA16VecTiles()...) {
			if t.String() != def.String() && legalWG16(t, shared) && ceilDiv(c.M(), t.BM) <= maxGridYZ {
				rest = append(rest, t)
			}
		}
		// The warp-specialized persistent kernel (wgmma16ws.go); a
		// kernel whose epilogue stages its stores through the ring takes
		// the default tiling for these instead.
		if !c.hasPrologue() {
			for _, t := range WGMMA16WSTiles() {
				if legalWS16(t, shared) {
					rest = append(rest, t)
				}
			}
		}
	}
	score := func(t MMATile) float64 { return c.mmaScore(t, processors) }
	slices.SortStableFunc(rest, func(a, b MMATile) int { return cmp.Compare(score(b), score(a)) })
	if def == (MMATile{}) {
		return rest
	}
	return append([]MMATile{def}, rest...)
}

// halfOperand is how one operand of the half kernel is staged.
type halfOperand struct {
	mode  stageMode
	lay   halfLayout
	async bool // cp.async of 16-byte units (a quad mode)
}

// mma16Operands chooses the staging of A (operand 0) and B (1) for
// tiling t: 8-element units along the contiguous dimension where the
// operand allows (its extent a multiple of 8, an identity layout), the
// shared layout with that dimension contiguous.
func (c Contraction) mma16Operands(t MMATile) [2]halfOperand {
	var out [2]halfOperand
	for op, rows := range [2][]int{c.mDims, c.nDims} {
		tileDim := []int64{t.BM, t.BN}[op]
		m := scalarRows
		switch {
		case c.fastK(op) && c.octLoop(op, c.kDims[len(c.kDims)-1]):
			m = quadK
		case c.fastK(op):
			m = scalarK
		case len(rows) == 1 && c.octLoop(op, rows[0]):
			m = quadRows
		}
		out[op] = halfOperand{mode: m, lay: halfLayout{kMajor: !c.fastK(op), rows: tileDim, bk: t.BK}, async: m.quad()}
	}
	return out
}

// octLoop is quadLoop for 8 elements: operand's contiguous dimension is
// exactly loop d, of an extent that is a multiple of 8, in an identity
// layout — then 8 consecutive elements are one aligned 16-byte copy.
func (c Contraction) octLoop(operand, d int) bool {
	return c.quadLoop(operand, d) && c.ranges[d]%halfUnit == 0
}

// mma16Attrs are nvvm.mma.sync's attributes for m16n8k16 of elem.
func mma16Attrs(elem string) string {
	return "{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, " +
		"multiplicandAPtxType = #nvvm.mma_type<" + elem + ">, multiplicandBPtxType = #nvvm.mma_type<" + elem + ">, " +
		"shape = #nvvm.shape<m = 16, n = 8, k = 16>}"
}

// mma16Kernel writes the private function computing the half Contraction
// c with tiling t on a target with shared bytes of shared memory per
// block; fill and epi as mmaKernel's.
func mma16Kernel(name string, c Contraction, t MMATile, shared int64, fill bool, epi *epilogue) (string, error) {
	if !c.Half() {
		return "", fmt.Errorf("half kernel %s: operands are %s", name, c.elem)
	}
	if !legal16(t, shared) {
		return "", fmt.Errorf("half kernel %s: tiling %s is not legal", name, t)
	}
	k := &kernelText{consts: map[string]string{}}
	x := textIx{k}
	M, N, K := c.M(), c.N(), c.K()
	nt := t.Threads()
	mi, ni := t.WarpRows()/16, t.WarpCols()/8
	ops := c.mma16Operands(t)
	elem := c.elem
	ring := func(l halfLayout) string {
		r, cc := l.shape()
		return fmt.Sprintf("memref<%dx%dx%dx%s, #gpu.address_space<workgroup>>", t.Stages, r, cc, elem)
	}
	bytes := func(l halfLayout) int64 {
		r, cc := l.shape()
		return 2 * t.Stages * r * cc
	}
	k.line("%%dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>")
	k.line("%%As = memref.view %%dyn[%s][] : memref<?xi8, #gpu.address_space<workgroup>> to %s", k.c(0), ring(ops[0].lay))
	k.line("%%Bs = memref.view %%dyn[%s][] : memref<?xi8, #gpu.address_space<workgroup>> to %s", k.c(bytes(ops[0].lay)), ring(ops[1].lay))
	sbase := k.op("memref.extract_aligned_pointer_as_index %%dyn : memref<?xi8, #gpu.address_space<workgroup>> -> index")
	// sptr is the address of element (i0, i1) of stage st of operand
	// op's buffer.
	sptr := func(op int, st string, i0, i1 tval) string {
		r, cc := ops[op].lay.shape()
		off := x.add(x.mulc(i0, cc), i1)
		if op == 1 {
			off = x.add(off, x.lit(bytes(ops[0].lay)/2))
		}
		e := k.op("arith.addi %s, %s : index", k.op("arith.muli %s, %s : index", st, k.c(r*cc)), off.s())
		a := k.op("arith.addi %s, %s : index", sbase, k.op("arith.muli %s, %s : index", e, k.c(2)))
		return k.op("llvm.inttoptr %s : i64 to !llvm.ptr<3>", k.op("arith.index_cast %s : index to i64", a))
	}
	var gbase, goff [2]string
	var gstrides [2][]string
	for op, name := range []string{"%A", "%B"} {
		gbase[op], goff[op], gstrides[op] = k.descriptorOfElem(c, op, name, elem)
	}
	gptr := func(op int, idx []string) string { return k.gptrElem(idx, gbase[op], goff[op], gstrides[op], 2) }
	zero := k.op("arith.constant 0.0 : %s", elem)

	m0 := x.mulc(tval{name: "%by"}, t.BM)
	n0 := x.mulc(tval{name: "%bx"}, t.BN)
	batch := map[int]string{}
	k.splitLoops(c, "%bz", c.batch, batch)
	tid := tval{name: "%tx"}
	lane := laneOf[tval](x, t, tid)

	// Staging: a thread's slots, fixed for the whole K loop. A row
	// outside the operand is clamped to row 0 (its copies read nothing).
	type slot = ringSlot
	type stager struct {
		operand int
		op      halfOperand
		buf     string
		slots   []slot
	}
	newStager := func(operand int, tileDim int64, rowDims []int, rowBase tval, limit int64, buf string) *stager {
		s := &stager{operand: operand, op: ops[operand], buf: buf}
		s.slots = k.ringSlots(c, x, tid, units16(s.op.mode, tileDim, t.BK), nt, rowBase, tileDim, limit, rowDims, func(l tval) (tval, tval) {
			return stageSlot16[tval](x, s.op.mode, tileDim, t.BK, l)
		})
		return s
	}
	// stage starts the copies of the slice at kBase into stage st: each
	// unit one 16-byte cp.async (zero-filled outside the operand), or
	// one element loaded and stored.
	stage := func(s *stager, kBase, st string) {
		opnd := []string{"%A", "%B"}[s.operand]
		for _, sl := range s.slots {
			if sl.live != "" {
				k.line("scf.if %s {", sl.live)
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
			src, padOK := k.guardedIndexList(c, s.operand, with(batch, sl.rowIdx, kIdx))
			ok = k.and(ok, padOK)
			i0, i1 := at16(s.op.lay, sl.rr, sl.kk)
			if !s.op.async {
				v := k.op("memref.load %s[%s] : %s", opnd, strings.Join(src, ", "), c.types[s.operand])
				if ok != "" {
					v = k.op("arith.select %s, %s, %s : %s", ok, v, zero, elem)
				}
				k.line("memref.store %s, %s[%s, %s, %s] : %s", v, s.buf, st, i0.s(), i1.s(), ring(s.op.lay))
			} else {
				size, ty := "", "!llvm.ptr<3>, !llvm.ptr<1>"
				if ok != "" {
					size = ", " + k.op("arith.select %s, %s, %s : i32", ok, k.ci32(2*halfUnit), k.ci32(0))
					ty += ", i32"
				}
				k.line("nvvm.cp.async.shared.global %s, %s, %d, cache = cg%s : %s", sptr(s.operand, st, i0, i1), gptr(s.operand, src), 2*halfUnit, size, ty)
			}
			if sl.live != "" {
				k.line("}")
			}
		}
	}
	sa := newStager(0, t.BM, c.mDims, m0, M, "%As")
	sb := newStager(1, t.BN, c.nDims, n0, N, "%Bs")
	nk := ceilDiv(K, t.BK)

	nacc := mi * ni * 4
	loop, accIn, stg := k.ringLoop(x, t.Stages, t.BK, nk, int(nacc), fill, func(kBase, st string) {
		stage(sa, kBase, st)
		stage(sb, kBase, st)
	})

	// regTy is an operand register's type for mma.sync: two f16 as a
	// vector, bf16 pairs as i32.
	regTy := "i32"
	if elem == "f16" {
		regTy = "vector<2xf16>"
	}
	// ldmatrix loads tiles 8×8 matrices of operand op's stage st (.trans
	// for a K-major slice), lane addressing row r, slice k.
	ldmatrix := func(op int, tiles int64, r, kk tval) []string {
		i0, i1 := at16(ops[op].lay, r, kk)
		layout := "row"
		if ops[op].lay.kMajor {
			layout = "col" // .trans
		}
		st := strings.TrimSuffix(strings.Repeat("i32, ", int(tiles)), ", ")
		v := k.op("nvvm.ldmatrix %s {num = %d : i32, layout = #nvvm.mma_layout<%s>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, "+
			"eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(%s)>", sptr(op, stg, i0, i1), tiles, layout, st)
		out := make([]string, tiles)
		for q := range tiles {
			out[q] = k.op("llvm.extractvalue %s[%d] : !llvm.struct<(%s)>", v, q, st)
			if regTy != "i32" {
				out[q] = k.op("llvm.bitcast %s : i32 to %s", out[q], regTy)
			}
		}
		return out
	}
	acc := append([]string(nil), accIn...)
	for s := range t.BK / 16 {
		afr := make([][]string, mi)
		for m := range mi {
			r, kk := ldsA16[tval](x, lane, m, s, ops[0].lay.kMajor)
			afr[m] = ldmatrix(0, 4, r, kk)
		}
		bfr := make([][]string, ni)
		for n := int64(0); n < ni; n++ {
			tiles := min(ni-n, 2) * 2
			r, kk := ldsB16[tval](x, lane, n, s, ops[1].lay.kMajor)
			regs := ldmatrix(1, tiles, r, kk)
			bfr[n] = regs[:2]
			if tiles == 4 {
				n++
				bfr[n] = regs[2:]
			}
		}
		for m := range mi {
			for n := range ni {
				base := (m*ni + n) * 4
				d := k.op("nvvm.mma.sync A[%s] B[%s] C[%s] %s : (%s, %s, f32) -> !llvm.struct<(f32, f32, f32, f32)>",
					strings.Join(afr[m], ", "), strings.Join(bfr[n], ", "), strings.Join(acc[base:base+4], ", "), mma16Attrs(elem), regTy, regTy)
				for r := range int64(4) {
					acc[base+r] = k.op("llvm.extractvalue %s[%d] : !llvm.struct<(f32, f32, f32, f32)>", d, r)
				}
			}
		}
	}
	k.ringEnd(acc)

	st := mmaStore{bm: t.BM, bn: t.BN, mi: mi, ni: ni, lane: lane, m0: m0, n0: n0, batch: batch, fill: fill, epi: epi,
		acc: func(i int64) string { return fmt.Sprintf("%s#%d", loop, i) }, nt: nt}
	smem := bytes(ops[0].lay) + bytes(ops[1].lay)
	if cs := c.stagedBytes(epi, fill, t.BM, t.BN, shared); cs > 0 {
		st.cs, smem = "%Cs", max(smem, cs)
		k.line("%%Cs = memref.view %%dyn[%s][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<%dx%dxf32, #gpu.address_space<workgroup>>", k.c(0), t.BN, csLead(t.BM))
	}
	k.mmaStores(c, st)
	k.line("gpu.terminator")

	var b strings.Builder
	writeKernelHead(&b, name, c, fill, epi, ceilDiv(N, t.BN), ceilDiv(M, t.BM), nt)
	fmt.Fprintf(&b, "  %%smem = arith.constant %d : i32\n", smem)
	b.WriteString("  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %gx, %sby = %gy, %sbz = %gz) threads(%tx, %ty, %tz) in (%stx = %nt, %sty = %one, %stz = %one) dynamic_shared_memory_size %smem {\n")
	k.writeBody(&b)
	b.WriteString("  }\n  return\n}\n")
	return b.String(), nil
}

// descriptorOfElem is descriptorOf for an operand of element type elem.
func (k *kernelText) descriptorOfElem(c Contraction, op int, name, elem string) (base, off string, strides []string) {
	rank := len(c.maps[op])
	k.next++
	meta := fmt.Sprintf("%%meta%d", k.next)
	k.line("%s:%d = memref.extract_strided_metadata %s : %s -> memref<%s>%s", meta, 2+2*rank, name, c.types[op], elem, strings.Repeat(", index", 1+2*rank))
	base = k.op("memref.extract_aligned_pointer_as_index %s : %s -> index", name, c.types[op])
	for d := range rank {
		strides = append(strides, fmt.Sprintf("%s#%d", meta, 2+rank+d))
	}
	return base, meta + "#1", strides
}

// gptrElem is gptr for elements of size bytes.
func (k *kernelText) gptrElem(idx []string, base, off string, strides []string, size int64) string {
	lin := off
	for d, v := range idx {
		lin = k.op("arith.addi %s, %s : index", lin, k.op("arith.muli %s, %s : index", v, strides[d]))
	}
	a := k.op("arith.addi %s, %s : index", base, k.op("arith.muli %s, %s : index", lin, k.c(size)))
	return k.op("llvm.inttoptr %s : i64 to !llvm.ptr<1>", k.op("arith.index_cast %s : index to i64", a))
}
