package kernelgen

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// The TF32 contraction kernel: with --allow-tf32, on a target whose
// matrix units take TF32 (target.Target.TF32), every contraction the GEMM
// kernel would take gets this one instead — the same recognized forms
// (batched, implicit convolution), the warp-level matrix units doing the
// multiply. Each block computes a BM×BN tile of the output with WM×WN
// warps; each warp a warp tile of m16n8 fragments, one mma.sync
// m16n8k8 .tf32 per fragment and k8 step with fp32 accumulation.
//
// The block stages BK-deep slices of A and B in a ring of Stages
// shared-memory buffers (dynamic shared memory) with asynchronous copies
// (cp.async: 16 bytes along the operand's contiguous dimension where it
// allows, else 4), Stages-1 slices in flight while one is multiplied: the
// multi-stage main loop of CUTLASS's Ampere GEMMs. Each iteration waits
// for its slice, passes one barrier (which also frees the buffer read in
// the last iteration), starts the copy of the slice Stages-1 ahead into
// that buffer and multiplies. Fragments come out of shared memory with
// ldmatrix where the slice is K-contiguous (one ldmatrix.x4 gives a whole
// A fragment, or the B fragments of two n8 steps), with 32-bit loads
// where it is not; each is rounded to TF32 as it is loaded
// (cvt.rna.tf32.f32: round to nearest, ties away; plain fp32 bits would
// do too, but the unit would truncate them: twice the error, all of it
// toward zero). Each slice lies in shared memory with its contiguous
// dimension contiguous (mmaLayout), padded so a warp's fragment loads are
// bank-conflict free. Tails in M, N and K are zero-filled by the copies
// (a source size of 0) and the stores masked; full tiles store pairs.
//
// The index arithmetic is gpu_mma_index.go's, shared with the tests'
// emulation of the kernel's data flow.

// MMATile is one tiling of the TF32 kernel: the block's output tile
// BM×BN, the K slice BK (16 or 32: the shared-memory pads assume it), the
// WM×WN grid of warps and the shared-memory stages (2 to 4: slices in
// flight plus the one being multiplied). PerSM and Speed model it for the
// default choice as gemmTile's do.
//
// With WG the tiling is the wgmma kernel's (gpu_wgmma.go): WM warpgroups
// of 64 rows each (WN 1), BK WGMMABK.
//
// With WS too it is the half wgmma kernel's warp-specialized persistent
// form (wgmma16ws.go): BM = 64·WM rows taken by WM/CRows consumer
// warpgroups of CRows·64 rows each, one producer warpgroup, and with Regs
// the consumers' register count after setmaxnreg (0: none). These fields
// and VecStore are left out of a decision's JSON when zero, so the
// decisions of the other tilings read as they always did.
type MMATile struct {
	BM, BN, BK, WM, WN int64
	Stages             int64
	WG                 bool
	PerSM              int64
	Speed              float64
	WS                 bool  `json:",omitempty"`
	CRows              int64 `json:",omitempty"`
	Regs               int64 `json:",omitempty"`
	// VecStore makes a plain half wgmma tiling store whole tiles 8
	// columns a lane (wgmmaVecStores; the warp-specialized kernel always
	// does).
	VecStore bool `json:",omitempty"`
	// Ahead is the slices a warp-specialized TF32 producer thread holds
	// in registers (wgmma32ws.go; 0 is its default, 2).
	Ahead int64 `json:",omitempty"`
}

// WarpRows and WarpCols are one warp's output tile.
func (t MMATile) WarpRows() int64 { return t.BM / t.WM }
func (t MMATile) WarpCols() int64 { return t.BN / t.WN }

// Threads is the block's thread count: 32 per warp, 128 per warpgroup.
func (t MMATile) Threads() int64 {
	if t.WS {
		return 128 * (t.Consumers() + 1)
	}
	if t.WG {
		return 128 * t.WM
	}
	return 32 * t.WM * t.WN
}

// String names the tiling.
func (t MMATile) String() string {
	if t.WS {
		regs := ""
		if t.Regs > 0 {
			regs = fmt.Sprintf("/r%d", t.Regs)
		}
		if t.Ahead > 0 {
			regs += fmt.Sprintf("/a%d", t.Ahead)
		}
		return fmt.Sprintf("wgws%dx%dx%d/c%dx%d/s%d%s", t.BM, t.BN, t.BK, t.Consumers(), 64*t.CRows, t.Stages, regs)
	}
	if t.WG {
		vec := ""
		if t.VecStore {
			vec = "/v8"
		}
		return fmt.Sprintf("wgmma%dx%dx%d/s%d%s", t.BM, t.BN, t.BK, t.Stages, vec)
	}
	return fmt.Sprintf("mma%dx%dx%d/w%dx%d/s%d", t.BM, t.BN, t.BK, t.WM, t.WN, t.Stages)
}

// SharedBytes bounds the staging ring's size: each operand's larger
// layout (mmaLayout), per stage; for wgmma 128 bytes a row of either
// operand per stage and 1024 to align the ring.
func (t MMATile) SharedBytes() int64 {
	if t.WS {
		return t.Stages*(t.BM+t.BN)*128 + 1024 + wsBarrierBytes*t.Stages
	}
	if t.WG {
		return t.Stages*(t.BM+t.BN)*128 + 1024
	}
	side := func(rows int64) int64 { return max(rows*(t.BK+4), t.BK*(rows+8)) }
	return 4 * t.Stages * (side(t.BM) + side(t.BN))
}

// legal reports whether the tiling fits the kernel's design and a target
// with shared bytes of shared memory per block: whole m16n8 fragments per
// warp, BK 16 or 32, 2 to 4 stages, at most 1024 threads; for wgmma a
// warpgroup per 64 rows, BN a multiple of 8 up to 256, BK WGMMABK, 3 or
// 4 stages (one is slack for the wgmmas in flight).
func (t MMATile) legal(shared int64) bool {
	if t.WG {
		return !t.WS && !t.VecStore && t.WM > 0 && t.WN == 1 && t.BM == 64*t.WM && t.BN%8 == 0 && t.BN >= 8 && t.BN <= 256 && t.BK == WGMMABK &&
			t.Stages >= 3 && t.Stages <= 4 && t.Threads() <= 1024 && t.SharedBytes() <= shared
	}
	return t.WM > 0 && t.WN > 0 && t.BM%t.WM == 0 && t.BN%t.WN == 0 &&
		t.WarpRows()%16 == 0 && t.WarpCols()%8 == 0 && (t.BK == 16 || t.BK == 32) && t.Stages >= 2 && t.Stages <= 4 &&
		t.Threads() <= 1024 && t.SharedBytes() <= shared
}

// MMATiles are the tilings the default picks from, largest first: warp
// tiles of 64×64 (128 accumulators a thread: the most reuse of each
// fragment), 64×32 and 32×32, 32-deep slices in 3 stages (CUTLASS's
// Ampere TF32 shape). PerSM (from shared memory on a 227 KiB SM) and
// Speed are estimates, not measurements.
func MMATiles() []MMATile {
	return []MMATile{
		{BM: 128, BN: 128, BK: 32, WM: 2, WN: 2, Stages: 3, PerSM: 2, Speed: 1},
		{BM: 128, BN: 64, BK: 32, WM: 2, WN: 2, Stages: 3, PerSM: 2, Speed: 0.8},
		{BM: 64, BN: 64, BK: 32, WM: 2, WN: 2, Stages: 3, PerSM: 4, Speed: 0.6},
	}
}

// mmaScore is the default model's throughput of t for c (tileScore's).
func (c Contraction) mmaScore(t MMATile, processors int) float64 {
	return c.tileScore(GEMMTile{BM: t.BM, BN: t.BN, PerSM: t.PerSM, Speed: t.Speed}, processors)
}

// PickMMATile picks the legal tiling with the best modelled throughput,
// the plain wgmma kernel's where the target has it (wg) and c fits it;
// the zero tile when none is legal for the target's shared memory. The
// warp-specialized TF32 kernel (wgmma32ws.go) is a tuning point only: it
// lost to the plain kernel at every shape measured.
func (c Contraction) PickMMATile(processors int, shared int64, wg bool) MMATile {
	tiles := MMATiles()
	if wg && c.wgmmaFits() {
		tiles = WGMMATiles()
	}
	var legal []MMATile
	for _, t := range tiles {
		if t.legal(shared) {
			legal = append(legal, t)
		}
	}
	return bestTile(c, legal, func(t MMATile) int64 { return t.BM }, func(t MMATile) float64 { return c.mmaScore(t, processors) })
}

// MMASpace is the TF32 kernel's tuning space for c on a target with
// shared bytes per block: the default first, then mmaTiles and the wider
// 128×256 / 256×128 (64×64 warp tiles, 8 warps) and 128×128 with 8 warps
// (64×32), each with 32-deep slices in 2, 3 or 4 stages and 16-deep ones
// in 3 or 4, ranked by the model (two stages a little slower: one slice
// in flight).
//
// With wg (the target has wgmma) and a c that fits it, the wgmma
// kernel's tilings join the space.
func (c Contraction) MMASpace(processors int, shared int64, wg bool) []MMATile {
	def := c.PickMMATile(processors, shared, wg)
	base := append(MMATiles(), wideMMATiles()...)
	var cands []MMATile
	for _, t := range base {
		for _, v := range []struct {
			bk, stages int64
			speed      float64
		}{{32, 3, 1}, {32, 4, 1}, {32, 2, 0.9}, {16, 4, 0.95}, {16, 3, 0.9}} {
			t.BK, t.Stages = v.bk, v.stages
			u := t
			u.Speed *= v.speed
			cands = append(cands, u)
		}
	}
	if wg && c.wgmmaFits() {
		cands = append(cands, WGMMATiles()...)
	}
	var rest []MMATile
	for _, t := range cands {
		if t.String() == def.String() || !t.legal(shared) || ceilDiv(c.M(), t.BM) > maxGridYZ {
			continue
		}
		rest = append(rest, t)
	}
	score := func(t MMATile) float64 { return c.mmaScore(t, processors) }
	slices.SortStableFunc(rest, func(a, b MMATile) int { return cmp.Compare(score(b), score(a)) })
	// The warp-specialized persistent kernel (wgmma32ws.go), last: it
	// lost to the plain kernels where measured, so a budgeted tuning
	// measures those first. A kernel whose epilogue stages its stores
	// takes the plain default for these.
	if wg && c.wgmmaFits() && !c.guarded() {
		for _, t := range WGMMA32WSTiles() {
			if legalWS32(t, shared) {
				rest = append(rest, t)
			}
		}
	}
	if def == (MMATile{}) {
		return rest
	}
	return append([]MMATile{def}, rest...)
}

// kernel writes the private function name computing c as opts say: the
// TF32 kernel when allowed (never when emulating: that is gemmKernel's
// CPU check), else gemmKernel with tile.
func (o Options) kernel(name string, c Contraction, tile GEMMTile, fill bool, epi *epilogue) (string, error) {
	if c.gemvFits() {
		return gemvKernel(name, c, fill, epi, o.Emulate) // a folded B of few rows (bfold_gemv.go)
	}
	if c.Half() && o.AMD != "" {
		t := c.PickAMDTile(o.AMD, o.Processors, o.Shared)
		if o.AMDTile != nil {
			t = *o.AMDTile
		}
		return amdKernel(name, c, t, o.AMD, o.Shared, fill, epi)
	}
	if c.Half() {
		t := c.PickHalfTile(o.Processors, o.Shared, o.WGMMA)
		if o.MMA16 != nil {
			t = *o.MMA16
		}
		if t.WS { // a warp-specialized tiling, where the product and its epilogue allow
			if o.WGMMA && legalWS16(t, o.Shared) && c.wgmma16WSFits(t, o.Shared, fill, epi) {
				return wgmma16WSKernel(name, c, t, o.Processors, o.Shared, fill, epi)
			}
			t = c.plainHalfTile(o.Processors, o.Shared, o.WGMMA)
		}
		if t.WG {
			if o.WGMMA && c.wgmma16Fits() && legalWG16(t, o.Shared) {
				return wgmma16Kernel(name, c, t, o.Shared, fill, epi)
			}
			t = c.PickMMA16Tile(o.Processors, o.Shared) // a trial's wgmma tiling this product cannot take
		}
		return mma16Kernel(name, c, t, o.Shared, fill, epi)
	}
	if !o.TF32 || o.Emulate || c.bfold != nil {
		return gemmKernel(name, c, tile, fill, epi, o.Emulate)
	}
	def := c.PickMMATile(o.Processors, o.Shared, o.WGMMA)
	t := def
	if o.MMA != nil {
		t = *o.MMA
	}
	if t == def && c.splitOverTF32(tile, def, o.Processors) {
		return gemmKernel(name, c, tile, fill, epi, false) // exact fp32, K split (splitk.go)
	}
	if t.WS { // a warp-specialized tiling, where the product and its epilogue allow
		if o.WGMMA && legalWS32(t, o.Shared) && c.wgmma32WSFits(t, o.Shared, fill, epi) {
			return wgmma32WSKernel(name, c, t, o.Processors, o.Shared, fill, epi)
		}
		t = c.PickMMATile(o.Processors, o.Shared, o.WGMMA)
	}
	switch {
	case t == (MMATile{}):
		return gemmKernel(name, c, tile, fill, epi, false)
	case t.WG && c.hasPrologue(): // a trial's wgmma tiling: wgmma cannot apply a prologue
		if t = c.PickMMATile(o.Processors, o.Shared, false); t == (MMATile{}) {
			return gemmKernel(name, c, tile, fill, epi, false)
		}
	case t.WG:
		return wgmmaKernel(name, c, t, o.Shared, fill, epi)
	}
	return mmaKernel(name, c, t, o.Shared, fill, epi)
}

// mmaOperand is how one operand is staged: its load mode, its shared
// layout, and whether it is copied asynchronously (cp.async wants a
// source whose innermost stride is 1; others are loaded and stored).
type mmaOperand struct {
	mode  stageMode
	lay   mmaLayout
	async bool
}

// mmaOperands chooses the staging of A (operand 0, rows m) and B (1,
// rows n) for tiling t: 4-wide units along the contiguous dimension
// where the operand allows (contraction.quadLoop), the shared layout
// with that dimension contiguous.
func (c Contraction) mmaOperands(t MMATile) [2]mmaOperand {
	var out [2]mmaOperand
	for op, rows := range [2][]int{c.mDims, c.nDims} {
		tileDim := []int64{t.BM, t.BN}[op]
		m := scalarRows
		switch {
		case c.fastK(op) && c.quadLoop(op, c.kDims[len(c.kDims)-1]):
			m = quadK
		case c.fastK(op):
			m = scalarK
		case len(rows) == 1 && c.quadLoop(op, rows[0]):
			m = quadRows
		}
		out[op] = mmaOperand{mode: m, lay: mmaLayout{kMajor: !c.fastK(op), rows: tileDim, bk: t.BK}, async: unitInnerStride(c.types[op])}
	}
	return out
}

// unitInnerStride reports whether memref type ty's innermost stride is
// 1: an identity layout, or a strided one ending in 1.
func unitInnerStride(ty string) bool {
	_, rest, ok := strings.Cut(ty, "strided<[")
	if !ok {
		return true
	}
	list, _, _ := strings.Cut(rest, "]")
	strides := strings.Split(list, ",")
	return strings.TrimSpace(strides[len(strides)-1]) == "1"
}

// mmaAttrs are nvvm.mma.sync's attributes for m16n8k8 TF32.
const mmaAttrs = "{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, " +
	"multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, " +
	"shape = #nvvm.shape<m = 16, n = 8, k = 8>}"

// mmaKernel writes the private function computing contraction c with
// TF32 tiling t on a target with shared bytes of shared memory per
// block. With fill, the function takes the output's fill value as a
// fourth argument and overwrites the output; without, it adds to it.
// With epi, the accumulators go through the epilogue to its output
// (gpu_epilogue.go) instead of into C.
func mmaKernel(name string, c Contraction, t MMATile, shared int64, fill bool, epi *epilogue) (string, error) {
	if !t.legal(shared) {
		return "", fmt.Errorf("tf32 kernel %s: tiling %s is not legal", name, t)
	}
	k := &kernelText{consts: map[string]string{}}
	x := textIx{k}
	M, N, K := c.M(), c.N(), c.K()
	nt := t.Threads()
	mi, ni := t.WarpRows()/16, t.WarpCols()/8
	ops := c.mmaOperands(t)
	ring := func(l mmaLayout) string {
		r, cc := l.shape()
		return fmt.Sprintf("memref<%dx%dx%dxf32, #gpu.address_space<workgroup>>", t.Stages, r, cc)
	}
	bytes := func(l mmaLayout) int64 {
		r, cc := l.shape()
		return 4 * t.Stages * r * cc
	}
	// The ring's buffers are views of the block's dynamic shared memory,
	// A's first; the copies and ldmatrix take raw pointers into it (the
	// NVVM ops, which inline where nvgpu's would not), scalar accesses the
	// views.
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
			off = x.add(off, x.lit(bytes(ops[0].lay)/4))
		}
		e := k.op("arith.addi %s, %s : index", k.op("arith.muli %s, %s : index", st, k.c(r*cc)), off.s())
		a := k.op("arith.addi %s, %s : index", sbase, k.op("arith.muli %s, %s : index", e, k.c(4)))
		return k.op("llvm.inttoptr %s : i64 to !llvm.ptr<3>", k.op("arith.index_cast %s : index to i64", a))
	}
	var gbase, goff [2]string
	var gstrides [2][]string
	for op, name := range []string{"%A", "%B"} {
		gbase[op], goff[op], gstrides[op] = k.descriptorOf(c, op, name)
	}
	gptr := func(op int, idx []string) string { return k.gptr(idx, gbase[op], goff[op], gstrides[op]) }

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
		op      mmaOperand
		buf     string
		slots   []slot
	}
	newStager := func(operand int, tileDim int64, rowDims []int, rowBase tval, limit int64, buf string) *stager {
		s := &stager{operand: operand, op: ops[operand], buf: buf}
		s.slots = k.ringSlots(c, x, tid, s.op.mode.units(tileDim, t.BK), nt, rowBase, tileDim, limit, rowDims, func(l tval) (tval, tval) {
			return stageSlot[tval](x, s.op.mode, tileDim, t.BK, l)
		})
		return s
	}
	// stage starts the copies of the slice at kBase into stage st: each
	// unit one cp.async (zero-filled outside the operand), or, for an
	// operand cp.async cannot read, a load and a store.
	stage := func(s *stager, kBase, st string) {
		n := int64(1)
		if s.op.mode.quad() {
			n = 4
		}
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
			i0, i1 := at(s.op.lay, sl.rr, sl.kk)
			switch {
			case !s.op.async: // a scalar mode: n is 1
				v := k.op("memref.load %s[%s] : %s", opnd, strings.Join(src, ", "), c.types[s.operand])
				if ok != "" {
					v = k.op("arith.select %s, %s, %%zf : f32", ok, v)
				}
				k.line("memref.store %s, %s[%s, %s, %s] : %s", v, s.buf, st, i0.s(), i1.s(), ring(s.op.lay))
			default:
				size, cache := "", "ca"
				if ok != "" {
					size = ", " + k.op("arith.select %s, %s, %s : i32", ok, k.ci32(4*n), k.ci32(0))
				}
				if n == 4 {
					cache = "cg" // 16 bytes: bypass L1
				}
				ty := "!llvm.ptr<3>, !llvm.ptr<1>"
				if size != "" {
					ty += ", i32"
				}
				k.line("nvvm.cp.async.shared.global %s, %s, %d, cache = %s%s : %s", sptr(s.operand, st, i0, i1), gptr(s.operand, src), 4*n, cache, size, ty)
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

	// ldmatrix loads tiles 8×4 matrices of operand op's stage st, lane
	// addressing row r, slice k, and returns the registers rounded.
	ldmatrix := func(op int, tiles int64, r, kk tval) []string {
		i0, i1 := at(ops[op].lay, r, kk)
		st := strings.TrimSuffix(strings.Repeat("i32, ", int(tiles)), ", ")
		v := k.op("nvvm.ldmatrix %s {num = %d : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, "+
			"eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(%s)>", sptr(op, stg, i0, i1), tiles, st)
		out := make([]string, tiles)
		for q := range tiles {
			bits := k.op("llvm.extractvalue %s[%d] : !llvm.struct<(%s)>", v, q, st)
			out[q] = k.tf32(k.prologue(c, op, k.op("arith.bitcast %s : i32 to f32", bits), "f32"))
		}
		return out
	}
	scalar := func(buf string, lay mmaLayout, r, kk tval) string {
		i0, i1 := at(lay, r, kk)
		operand := map[string]int{"%As": 0, "%Bs": 1}[buf]
		return k.tf32(k.prologue(c, operand, k.op("memref.load %s[%s, %s, %s] : %s", buf, stg, i0.s(), i1.s(), ring(lay)), "f32"))
	}
	acc := append([]string(nil), accIn...)
	for s := range t.BK / 8 {
		afr := make([][]string, mi)
		for m := range mi {
			if !sa.op.lay.kMajor {
				r, kk := ldsA[tval](x, lane, m, s)
				afr[m] = ldmatrix(0, 4, r, kk)
				continue
			}
			for i := range int64(4) {
				r, kk := fragA[tval](x, lane, m, s, i)
				afr[m] = append(afr[m], scalar("%As", sa.op.lay, r, kk))
			}
		}
		bfr := make([][]string, ni)
		for n := int64(0); n < ni; n++ {
			if !sb.op.lay.kMajor {
				tiles := min(ni-n, 2) * 2
				r, kk := ldsB[tval](x, lane, n, s)
				regs := ldmatrix(1, tiles, r, kk)
				bfr[n] = regs[:2]
				if tiles == 4 {
					n++
					bfr[n] = regs[2:]
				}
				continue
			}
			for j := range int64(2) {
				col, kk := fragB[tval](x, lane, n, s, j)
				bfr[n] = append(bfr[n], scalar("%Bs", sb.op.lay, col, kk))
			}
		}
		for m := range mi {
			for n := range ni {
				base := (m*ni + n) * 4
				d := k.op("nvvm.mma.sync A[%s] B[%s] C[%s] %s : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>",
					strings.Join(afr[m], ", "), strings.Join(bfr[n], ", "), strings.Join(acc[base:base+4], ", "), mmaAttrs)
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

// mmaStore is where a matrix-unit kernel's accumulators go: the block
// tile bm×bn at (m0, n0) of batch entry batch, each thread's mi×ni
// fragments of m16n8 placed as lane says (fragC), accumulator i named
// by acc(i); with fill they overwrite C, else add to it; with epi they
// go through the epilogue.
type mmaStore struct {
	bm, bn, mi, ni int64
	lane           mmaLane[tval]
	m0, n0         tval
	batch          map[int]string
	fill           bool
	epi            *epilogue
	acc            func(i int64) string
	// cs, when set, is the staged tile (conv_store.go) the kernel's nt
	// threads store through.
	cs string
	nt int64
}

// mmaStores writes the accumulators as p says. Accumulators r and r+1
// are adjacent columns: full tiles of a single column loop that is C's
// contiguous dimension store them as one 8-byte pair (N a multiple of
// bn, hence even; planned buffers are 256-byte aligned).
func (k *kernelText) mmaStores(c Contraction, p mmaStore) {
	if p.cs != "" {
		k.stagedStores(c, p)
		return
	}
	x := textIx{k}
	M, N := c.M(), c.N()
	lastC := c.maps[2][len(c.maps[2])-1]
	full := M%p.bm == 0 && N%p.bn == 0 && len(c.nDims) == 1 && lastC.Coef[c.nDims[0]] == 1 &&
		!strings.Contains(c.types[2], "strided") && (p.epi == nil || p.epi.vec(2))
	ew := newEpilogueWriter(p.epi, k, c)
	vec2 := "vector<2xf32>"
	for m := range p.mi {
		for n := range p.ni {
			for h := range int64(2) { // rows g and g+8
				r0 := 2 * h
				row, col := fragC[tval](x, p.lane, m, n, r0)
				grow, gcol := x.add(p.m0, row), x.add(p.n0, col)
				rowIdx := map[int]string{}
				k.splitLoops(c, grow.s(), c.mDims, rowIdx)
				v0, v1 := p.acc((m*p.ni+n)*4+r0), p.acc((m*p.ni+n)*4+r0+1)
				if full {
					cIdx := k.indexList(c, 2, with(p.batch, rowIdx, map[int]string{c.nDims[0]: gcol.s()}))
					in := strings.Join(cIdx, ", ")
					v := k.op("vector.from_elements %s, %s : %s", v0, v1, vec2)
					if !p.fill {
						old := k.op("vector.load %%C[%s] {alignment = 8} : %s, %s", in, c.types[2], vec2)
						v = k.op("arith.addf %s, %s : %s", v, old, vec2)
					}
					if ew != nil {
						ew.storeVec(v, 2, cIdx)
						continue
					}
					k.line("vector.store %s, %%C[%s] {alignment = 8} : %s, %s", v, in, c.types[2], vec2)
					continue
				}
				for j, v := range []string{v0, v1} {
					cj := x.add(gcol, x.lit(int64(j)))
					ok := k.inBounds([][2]string{{grow.s(), k.c(M)}, {cj.s(), k.c(N)}})
					k.line("scf.if %s {", ok)
					colIdx := map[int]string{}
					k.splitLoops(c, cj.s(), c.nDims, colIdx)
					cIdx := k.indexList(c, 2, with(p.batch, rowIdx, colIdx))
					in := strings.Join(cIdx, ", ")
					if !p.fill {
						old := k.op("memref.load %%C[%s] : %s", in, c.types[2])
						v = k.op("arith.addf %s, %s : f32", v, old)
					}
					if ew != nil {
						ew.store(v, cIdx)
					} else {
						k.line("  memref.store %s, %%C[%s] : %s", v, in, c.types[2])
					}
					k.line("}")
				}
			}
		}
	}
}

// descriptorOf reads operand op's (named name) memref descriptor: its
// aligned base address, offset and strides, for gptr.
func (k *kernelText) descriptorOf(c Contraction, op int, name string) (base, off string, strides []string) {
	rank := len(c.maps[op])
	k.next++
	meta := fmt.Sprintf("%%meta%d", k.next)
	k.line("%s:%d = memref.extract_strided_metadata %s : %s -> memref<f32>%s", meta, 2+2*rank, name, c.types[op], strings.Repeat(", index", 1+2*rank))
	base = k.op("memref.extract_aligned_pointer_as_index %s : %s -> index", name, c.types[op])
	for d := range rank {
		strides = append(strides, fmt.Sprintf("%s#%d", meta, 2+rank+d))
	}
	return base, meta + "#1", strides
}

// gptr is the global address of the element at index list idx of an
// operand with descriptor base, off, strides (descriptorOf).
func (k *kernelText) gptr(idx []string, base, off string, strides []string) string {
	lin := off
	for d, v := range idx {
		lin = k.op("arith.addi %s, %s : index", lin, k.op("arith.muli %s, %s : index", v, strides[d]))
	}
	a := k.op("arith.addi %s, %s : index", base, k.op("arith.muli %s, %s : index", lin, k.c(4)))
	return k.op("llvm.inttoptr %s : i64 to !llvm.ptr<1>", k.op("arith.index_cast %s : index to i64", a))
}

// tf32 rounds the f32 value v to TF32 (cvt.rna.tf32.f32: nearest, ties
// away from zero), an i32 holding its bits with the low 13 zero.
func (k *kernelText) tf32(v string) string {
	return k.op("nvvm.convert.float.to.tf32 %s {rnd = #nvvm.fp_rnd_mode<rna>}", v)
}

// and is the conjunction of two conditions, either "" (true).
func (k *kernelText) and(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return k.op("arith.andi %s, %s : i1", a, b)
}

// with merges index maps, later ones winning.
func with(maps ...map[int]string) map[int]string {
	v := map[int]string{}
	for _, m := range maps {
		for d, s := range m {
			v[d] = s
		}
	}
	return v
}

// splitLoops decomposes the linear index x of a group of c's loops
// (row-major, outermost first) into the loops' indices, added to vals.
func (k *kernelText) splitLoops(c Contraction, x string, dims []int, vals map[int]string) {
	extents := make([]int64, len(dims))
	for j, d := range dims {
		extents[j] = c.ranges[d]
	}
	for j, v := range k.split(x, extents) {
		vals[dims[j]] = v
	}
}

// indexList writes operand's index list from loop values: each
// dimension's linear expression.
func (k *kernelText) indexList(c Contraction, operand int, vals map[int]string) []string {
	var out []string
	for _, e := range c.maps[operand] {
		out = append(out, k.linear(e, func(d int) string { return vals[d] }))
	}
	return out
}

// indices is indexList as MLIR's comma-separated index operands.
func (k *kernelText) indices(c Contraction, operand int, vals map[int]string) string {
	return strings.Join(k.indexList(c, operand, vals), ", ")
}

// inBounds is the conjunction of index < limit over checks.
func (k *kernelText) inBounds(checks [][2]string) string {
	cond := ""
	for _, ch := range checks {
		lt := k.op("arith.cmpi ult, %s, %s : index", ch[0], ch[1])
		if cond == "" {
			cond = lt
		} else {
			cond = k.op("arith.andi %s, %s : i1", cond, lt)
		}
	}
	return cond
}

// wideMMATiles are the mma.sync tilings the tuning spaces (TF32 and half)
// add to the defaults: 128×256 and 256×128 (64×64 warp tiles, 8 warps)
// and 128×128 with 8 warps (64×32), their slices set by the space.
func wideMMATiles() []MMATile {
	return []MMATile{
		{BM: 128, BN: 256, WM: 2, WN: 4, PerSM: 1, Speed: 1.05},
		{BM: 256, BN: 128, WM: 4, WN: 2, PerSM: 1, Speed: 1.05},
		{BM: 128, BN: 128, WM: 2, WN: 4, PerSM: 2, Speed: 0.95},
	}
}

// ringSlot is one of a thread's units of an operand slice staged into a
// ring: the unit's row and k in the slice, whether the thread has it (""
// when every thread does), whether its row lies inside the operand (""
// when every row does) and the row's m (or n) loop indices.
type ringSlot struct {
	rr, kk tval
	live   string
	rowOK  string
	rowIdx map[int]string
}

// ringSlots deals the units of an operand slice out to nt threads: the
// thread's e-th slot is unit tid+e*nt, which place puts at a row and k in
// the slice; rows of the tile from rowBase at or past limit are clamped to
// row 0 (and marked), and each row is split into the loops rowDims name.
// The mma.sync (TF32 and half) and MFMA/WMMA kernels stage their operands
// this way.
func (k *kernelText) ringSlots(c Contraction, x textIx, tid tval, units, nt int64, rowBase tval, tileDim, limit int64, rowDims []int, place func(l tval) (rr, kk tval)) []ringSlot {
	var slots []ringSlot
	for e := range ceilDiv(units, nt) {
		l := x.add(tid, x.lit(e*nt))
		var sl ringSlot
		sl.rr, sl.kk = place(l)
		if (e+1)*nt > units {
			sl.live = k.op("arith.cmpi ult, %s, %s : index", l.s(), k.c(units))
		}
		gr := x.add(rowBase, sl.rr).s()
		if limit%tileDim != 0 {
			sl.rowOK = k.inBounds([][2]string{{gr, k.c(limit)}})
			gr = k.op("arith.select %s, %s, %s : index", sl.rowOK, gr, k.c(0))
		}
		sl.rowIdx = map[int]string{}
		k.splitLoops(c, gr, rowDims, sl.rowIdx)
		slots = append(slots, sl)
	}
	return slots
}
