package kernelgen

import (
	"fmt"
	"strings"
)

// The Hopper half kernel: on a target with warpgroup matrix units
// (sm_90a), a half product (f16 or bf16 operands, f32 accumulator) whose
// A is K-contiguous and whose B is contiguous along a single N loop (a
// MatMul's activations times its [K, N] weights) takes wgmma m64nBNk16
// instead of mma.sync. Both operands go from global to shared memory by
// 16-byte cp.async (8 elements), straight into the layouts wgmma reads
// through its matrix descriptors — no registers, no rounding (16-bit
// operands are exact), unlike the TF32 kernel (wgmma.go) — in a ring of
// Stages slices, one cp.async group per slice, as mma.sync's ring does.
//
// A is K-major with the 128-byte swizzle (the TF32 kernel's bytes): each
// row m of a slice holds its 64 k's as 128 bytes, 16-byte chunk c of row
// r at chunk c^(r%8), 8 rows a 1024-byte atom; a k16 step is 32 bytes of
// every row. B keeps its global orientation: it is MN-major (wgmma's
// transposed B, imm-trans-b = 1, which 16-bit types allow), a slice's k
// rows of 64 n's (128 bytes) swizzled the same way, 8 k's an atom, the
// BN/64 atoms of 8 k's side by side along N (the descriptor's leading
// byte offset, 1024) and the 8-k groups BN·16 bytes apart (its stride
// byte offset); a k16 step is two 8-k groups. So both copies are rows of
// global memory read 16 bytes a thread, coalesced, and every 8 lanes of
// a warp fill the 8 chunks of one swizzled 128-byte row: no bank
// conflicts.

// WGMMA16BK is the half wgmma kernel's K slice: one 128-byte swizzle row
// of 16-bit elements.
const WGMMA16BK = 64

// WGMMA16VecTiles are WGMMA16Tiles storing whole tiles 8 columns a lane
// (VecStore): points of the tuning space beside them.
func WGMMA16VecTiles() []MMATile {
	var out []MMATile
	for _, t := range WGMMA16Tiles() {
		t.VecStore = true
		t.Speed *= 1.01
		out = append(out, t)
	}
	return out
}

// WGMMA16Tiles are the half wgmma kernel's tilings: the TF32 wgmma
// kernel's shapes with 64-deep slices (the same bytes per stage).
func WGMMA16Tiles() []MMATile {
	var out []MMATile
	for _, t := range WGMMATiles() {
		t.BK = WGMMA16BK
		out = append(out, t)
	}
	return out
}

// legalWG16 reports whether t is a half wgmma tiling that fits shared
// bytes per block: warpgroups of 64 rows, BN a multiple of 64 (whole
// MN-major swizzle atoms of B) up to 256, 64-deep slices, 3 or 4 stages,
// each operand's 16-byte copy units a whole number per thread.
func legalWG16(t MMATile, shared int64) bool {
	return t.WG && !t.WS && t.WM > 0 && t.WN == 1 && t.BM == 64*t.WM && t.BN%64 == 0 && t.BN >= 64 && t.BN <= 256 && t.BK == WGMMA16BK &&
		t.Stages >= 3 && t.Stages <= 4 && t.Threads() <= 1024 && t.SharedBytes() <= shared &&
		t.BM*WGMMA16BK/halfUnit%t.Threads() == 0 && t.BN*WGMMA16BK/halfUnit%t.Threads() == 0
}

// wgmma16Fits reports whether the half product c has the operand forms
// the half wgmma kernel takes: A K-contiguous in 16-byte units, B
// contiguous along its one N loop with N a multiple of 8, or B
// K-contiguous in 16-byte units too (wgmma16KMajorB).
func (c Contraction) wgmma16Fits() bool {
	return c.Half() && c.fastK(0) && c.octLoop(0, c.kDims[len(c.kDims)-1]) &&
		(c.wgmma16KMajorB() || !c.fastK(1) && len(c.nDims) == 1 && c.quadLoop(1, c.nDims[0]) && c.N()%8 == 0) &&
		unitInnerStride(c.types[0]) && unitInnerStride(c.types[1])
}

// wgmma16KMajorB reports whether c's B is K-contiguous in 16-byte units
// (a convolution's [Cout, KH, KW, Cin] weights, a Gemm's transposed B):
// then B is staged as A is — its n rows K-major with the 128-byte
// swizzle, read through A's descriptor form (imm-trans-b = 0), a k16
// step 32 bytes along every row.
func (c Contraction) wgmma16KMajorB() bool {
	return c.fastK(1) && c.octLoop(1, c.kDims[len(c.kDims)-1])
}

// PickHalfTile is the half kernel's default tiling for c on a target
// with shared bytes per block: where the target has warpgroup units (wg)
// and c fits them, the warp-specialized kernel's 128×192 tiling for
// products it covers in whole tiles, at least three quarters of a wave of
// them (pickWSTile), else the plain wgmma kernel's (plainHalfTile).
//
// Measured on an H200 (issue 28, Nsight Compute kernel durations against
// cuBLAS's at BERT-base b32's products): the plain kernel with pair
// stores 0.57-0.73x; with 8-column stores 0.73-0.86x; by perf's
// per-launch times the 128×192 warp-specialized tiling was the fastest
// of all on three of the four and level on the fourth.
func (c Contraction) PickHalfTile(processors int, shared int64, wg bool) MMATile {
	if wg && c.wgmma16Fits() {
		if t, ok := c.pickWSTile(processors, shared); ok {
			return t
		}
	}
	return c.plainHalfTile(processors, shared, wg)
}

// plainHalfTile is the default tiling of the plain kernels: the wgmma
// one with the best modelled throughput, storing 8 columns a lane where
// the tile allows (VecStore), where the target has warpgroup units and c
// fits them, else mma.sync's (PickMMA16Tile).
func (c Contraction) plainHalfTile(processors int, shared int64, wg bool) MMATile {
	if wg && c.wgmma16Fits() {
		var legal []MMATile
		for _, t := range WGMMA16VecTiles() {
			if legalWG16(t, shared) && ceilDiv(c.M(), t.BM) <= maxGridYZ {
				legal = append(legal, t)
			}
		}
		if t := bestTile(c, legal, func(t MMATile) int64 { return t.BM }, func(t MMATile) float64 { return c.mmaScore(t, processors) }); t != (MMATile{}) {
			return t
		}
	}
	return c.PickMMA16Tile(processors, shared)
}

// wgmma16ASlot is A's copy unit l (8 elements, 16 bytes): tile row l/8,
// slice k 8·(l%8), and its byte offset in a stage.
func wgmma16ASlot[V any](a ix[V], l V) (row, k, dst V) {
	row, ch := a.divc(l, 8), a.remc(l, 8)
	return row, a.mulc(ch, 8), swizzled(a, row, a.mulc(ch, 4))
}

// wgmma16BSlot is B's copy unit l (8 elements, 16 bytes, of one row of
// B) in a slice bn columns wide: slice k l/(bn/8), tile columns n..n+7
// from n = 8·(l%(bn/8)), and its byte offset in a stage's MN-major
// layout: atom (k/8, n/64) at 1024·((k/8)·bn/64 + n/64), inside it row
// k%8 of 64 n's with the 128-byte swizzle.
func wgmma16BSlot[V any](a ix[V], l V, bn int64) (k, n, dst V) {
	k, n = a.divc(l, bn/8), a.mulc(a.remc(l, bn/8), 8)
	atom := a.add(a.mulc(a.divc(k, 8), bn/64), a.divc(n, 64))
	return k, n, a.add(a.mulc(atom, 1024), swizzled(a, a.remc(k, 8), a.divc(a.remc(n, 64), 2)))
}

// wgmma16Step is the byte offset of k16 step s's operands in a stage: A
// 32 bytes along its swizzled K-major rows; B (bn columns) its 8-k
// groups 2s and 2s+1, each bn·16 bytes.
func wgmma16Step(s, bn int64) (a, b int64) { return 32 * s, 2 * s * bn * 16 }

// wgmma16ADesc is the matrix descriptor of A's K-major slice at shared
// address addr: the TF32 kernel's (wgmmaDescriptor).
func wgmma16ADesc(addr int64) uint64 { return wgmmaDescriptor(addr) }

// wgmma16BDescBits are the constant fields of B's MN-major descriptor
// for a slice bn columns wide: leading byte offset 1024 (from one 64-n
// atom to the next along N), stride byte offset bn·16 (from one 8-k
// group of atoms to the next along K), 128-byte swizzle — CUTLASS's
// make_gmma_desc for an MN-major SW128 layout ((64,n),(8,k)).
func wgmma16BDescBits(bn int64) uint64 {
	return uint64(1024>>4)<<16 | uint64(bn*16>>4)<<32 | 1<<62
}

// wgmma16BDesc is the matrix descriptor of B's MN-major slice bn columns
// wide at shared address addr (1024-aligned).
func wgmma16BDesc(addr, bn int64) uint64 {
	return uint64(addr&0x3ffff)>>4 | wgmma16BDescBits(bn)
}

// wgmma16Kernel writes the private function computing the half product
// c with the warpgroup tiling t on a target with shared bytes per block,
// as wgmmaKernel does for TF32.
func wgmma16Kernel(name string, c Contraction, t MMATile, shared int64, fill bool, epi *epilogue) (string, error) {
	if !legalWG16(t, shared) || !c.wgmma16Fits() {
		return "", fmt.Errorf("half kernel %s: tiling %s is not legal for this product", name, t)
	}
	k := &kernelText{consts: map[string]string{}}
	x := textIx{k}
	M, N, K := c.M(), c.N(), c.K()
	nt := t.Threads()
	aBytes, bBytes := t.BM*128, t.BN*128
	nk := ceilDiv(K, WGMMA16BK)
	elem := c.elem

	stageAddr, sptr := k.wgmmaSmem(x, t.Stages, aBytes, bBytes)
	m0 := x.mulc(tval{name: "%by"}, t.BM)
	n0 := x.mulc(tval{name: "%bx"}, t.BN)
	batch := map[int]string{}
	k.splitLoops(c, "%bz", c.batch, batch)
	tid := tval{name: "%tx"}

	aSlots, bSlots := k.wgmma16Units(c, t, x, tid, nt, m0, n0)
	type global struct {
		base, off string
		strides   []string
	}
	var gl [2]global
	for op := range gl {
		gl[op].base, gl[op].off, gl[op].strides = k.descriptorOfElem(c, op, []string{"%A", "%B"}[op], elem)
	}
	gptr := func(op int, idx []string) string { return k.gptrElem(idx, gl[op].base, gl[op].off, gl[op].strides, 2) }
	// copyOp starts the cp.async copies of operand op's units of the
	// slice at k kBase into stage st.
	copyOp := func(op int, units []copyUnit, kBase, st string) {
		stage := stageAddr(op, st)
		for _, u := range units {
			idx, ok := k.wgmma16CopyAt(c, op, u, kBase, batch)
			src := gptr(op, idx)
			k.cpAsync16(ok, func() string { return sptr(x.add(stage, u.dst)) }, func() string { return src })
		}
	}
	copySlice := func(j tval, st string) {
		kb := x.mulc(j, WGMMA16BK).s()
		copyOp(0, aSlots, kb, st)
		copyOp(1, bSlots, kb, st)
	}

	// Slices 0..look-1 in flight, one group each (empty past the last
	// slice, so the count the loop waits on holds). Iteration kt waits
	// for slice kt, fences the copies' generic writes for wgmma's async
	// proxy, passes the barrier — after which every warpgroup has waited
	// for the wgmmas of kt-2, whose buffer then takes slice kt+look.
	look := t.Stages - 2
	for j := range look {
		if j < nk {
			copySlice(x.lit(j), k.c(j))
		}
		k.line("nvvm.cp.async.commit.group")
	}
	start := "%zf"
	if fill {
		start = "%init"
	}
	nacc := t.BN / 2
	accTy := "!llvm.struct<(" + strings.TrimSuffix(strings.Repeat("f32, ", int(nacc)), ", ") + ")>"
	acc0 := k.op("llvm.mlir.undef : %s", accTy)
	for i := range nacc {
		acc0 = k.op("llvm.insertvalue %s, %s[%d] : %s", start, acc0, i, accTy)
	}
	wg := x.divc(tid, 128)
	k.next++
	loop := fmt.Sprintf("%%loop%d", k.next)
	k.line("%s = scf.for %%kt = %s to %s step %s iter_args(%%acc = %s) -> (%s) {", loop, k.c(0), k.c(nk), k.c(1), acc0, accTy)
	k.line("nvvm.cp.async.wait.group %d", look-1)
	k.line("nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}")
	k.line("gpu.barrier")
	kt := tval{name: "%kt"}
	st := stageOf[tval](x, kt, t.Stages).s()
	aAddr := x.add(stageAddr(0, st), x.mulc(wg, 64*128))
	bAddr := stageAddr(1, st)
	// desc is wgmma16ADesc / wgmma16BDesc on a shared address.
	desc := func(addr tval, bits uint64) string {
		a := k.op("arith.index_cast %s : index to i64", addr.s())
		a = k.op("arith.shrui %s, %s : i64", k.op("arith.andi %s, %s : i64", a, k.ci64(0x3ffff)), k.ci64(4))
		return k.op("arith.ori %s, %s : i64", a, k.ci64(int64(bits)))
	}
	k.line("nvvm.wgmma.fence.aligned")
	acc := "%acc"
	kMajorB := c.wgmma16KMajorB()
	for s := range int64(WGMMA16BK / 16) {
		// B[..., <row>] is imm-trans-b = 1: the MN-major B; <col> the
		// K-major one, laid out and described as A.
		sa, sb := wgmma16Step(s, t.BN)
		bBits, bLayout := wgmma16BDescBits(t.BN), "row"
		if kMajorB {
			sb, bBits, bLayout = sa, wgmmaDescBits, "col"
		}
		acc = k.op("nvvm.wgmma.mma_async %s, %s, %s, #nvvm.shape<m = 64, n = %d, k = 16>, D[<f32>, <one>, <wrapped>], A[<%s>, <one>, <row>], B[<%s>, <one>, <%s>] : %s -> %s",
			desc(x.add(aAddr, x.lit(sa)), wgmmaDescBits), desc(x.add(bAddr, x.lit(sb)), bBits), acc, t.BN, elem, elem, bLayout, accTy, accTy)
	}
	k.line("nvvm.wgmma.commit.group.sync.aligned")
	ahead := x.add(kt, x.lit(look))
	inRange := k.op("arith.cmpi ult, %s, %s : index", ahead.s(), k.c(nk))
	k.line("scf.if %s {", inRange)
	copySlice(ahead, stageOf[tval](x, ahead, t.Stages).s())
	k.line("}")
	k.line("nvvm.cp.async.commit.group")
	k.line("nvvm.wgmma.wait.group.sync.aligned 1")
	k.line("scf.yield %s : %s", acc, accTy)
	k.line("}")
	k.line("nvvm.wgmma.wait.group.sync.aligned 0")
	k.line("nvvm.cp.async.wait.group 0") // no copy outlives the block (the trailing groups are empty)

	lane := laneOf[tval](x, MMATile{BM: 16, BN: 8, WM: 1, WN: 1}, x.remc(tid, 32))
	lane.wrow = x.add(x.mulc(wg, 64), x.mulc(x.remc(x.divc(tid, 32), 4), 16))
	out := mmaStore{bm: t.BM, bn: t.BN, mi: 1, ni: t.BN / 8, lane: lane, m0: m0, n0: n0, batch: batch, fill: fill, epi: epi,
		acc: func(i int64) string { return k.op("llvm.extractvalue %s[%d] : %s", loop, i, accTy) }, nt: nt}
	smem := t.SharedBytes()
	cs := c.stagedBytes(epi, fill, t.BM, t.BN, shared)
	if cs > 0 {
		// A channels-first epilogue stores through the ring (conv_store.go).
		out.cs, smem = "%Cs", max(smem, cs)
		k.line("%%Cs = memref.view %%dyn[%s][] : memref<?xi8, #gpu.address_space<workgroup>> to memref<%dx%dxf32, #gpu.address_space<workgroup>>", k.c(0), t.BN, csLead(t.BM))
	}
	if t.VecStore && cs == 0 && c.vecStores(t.BM, t.BN, epi) {
		k.wgmmaVecStores(c, out)
	} else {
		k.mmaStores(c, out)
	}
	k.line("gpu.terminator")

	var b strings.Builder
	writeKernelHead(&b, name, c, fill, epi, ceilDiv(N, t.BN), ceilDiv(M, t.BM), nt)
	fmt.Fprintf(&b, "  %%smem = arith.constant %d : i32\n", smem)
	b.WriteString("  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %gx, %sby = %gy, %sbz = %gz) threads(%tx, %ty, %tz) in (%stx = %nt, %sty = %one, %stz = %one) dynamic_shared_memory_size %smem {\n")
	k.writeBody(&b)
	b.WriteString("  }\n  return\n}\n")
	return b.String(), nil
}

// copyUnit is one thread's 16-byte cp.async unit of a half operand's K
// slice: 8 elements along the operand's contiguous dimension (k for A, n
// for B). With K and N multiples of 8 (wgmma16Fits) a unit is wholly
// inside the operand or wholly outside, where it reads the operand's start
// and its cp.async fills zeros.
type copyUnit struct {
	kk  tval           // the unit's k in the slice
	dst tval           // its byte offset in a stage
	ok  string         // "" or whether its row (columns) lie in the operand
	idx map[int]string // its row's (first column's) loop indices
}

// wgmma16Units are the copy units of thread tid, one of nt copying
// threads, in A's and B's slices of the tile at rows m0, columns n0, in the
// stage layouts of wgmma16ASlot and wgmma16BSlot (B K-major as A where
// wgmma16KMajorB): the plain kernel's every thread, the warp-specialized
// kernel's producer warpgroup.
func (k *kernelText) wgmma16Units(c Contraction, t MMATile, x textIx, tid tval, nt int64, m0, n0 tval) (a, b []copyUnit) {
	M, N := c.M(), c.N()
	for e := range t.BM * WGMMA16BK / halfUnit / nt {
		var u copyUnit
		var row tval
		row, u.kk, u.dst = wgmma16ASlot[tval](x, x.add(tid, x.lit(e*nt)))
		gr := x.add(m0, row).s()
		if M%t.BM != 0 {
			u.ok = k.inBounds([][2]string{{gr, k.c(M)}})
			gr = k.op("arith.select %s, %s, %s : index", u.ok, gr, k.c(0))
		}
		u.idx = map[int]string{}
		k.splitLoops(c, gr, c.mDims, u.idx)
		a = append(a, u)
	}
	kMajorB := c.wgmma16KMajorB()
	for e := range t.BN * WGMMA16BK / halfUnit / nt {
		var u copyUnit
		var n tval
		if kMajorB {
			n, u.kk, u.dst = wgmma16ASlot[tval](x, x.add(tid, x.lit(e*nt)))
		} else {
			u.kk, n, u.dst = wgmma16BSlot[tval](x, x.add(tid, x.lit(e*nt)), t.BN)
		}
		gn := x.add(n0, n).s()
		if N%t.BN != 0 {
			u.ok = k.inBounds([][2]string{{gn, k.c(N)}})
			gn = k.op("arith.select %s, %s, %s : index", u.ok, gn, k.c(0))
		}
		u.idx = map[int]string{}
		k.splitLoops(c, gn, c.nDims, u.idx)
		b = append(b, u)
	}
	return a, b
}

// wgmma16CopyAt is the global index of unit u of operand op in the slice
// at k kBase, and "" or the condition that the unit lies inside the
// operand (its rows, columns and k, and no folded padding).
func (k *kernelText) wgmma16CopyAt(c Contraction, op int, u copyUnit, kBase string, batch map[int]string) (idx []string, ok string) {
	gk, ok := k.op("arith.addi %s, %s : index", kBase, u.kk.s()), u.ok
	if c.K()%WGMMA16BK != 0 {
		kOK := k.inBounds([][2]string{{gk, k.c(c.K())}})
		gk = k.op("arith.select %s, %s, %s : index", kOK, gk, k.c(0))
		ok = k.and(ok, kOK)
	}
	kIdx := map[int]string{}
	k.splitLoops(c, gk, c.kDims, kIdx)
	idx, padOK := k.guardedIndexList(c, op, with(batch, u.idx, kIdx))
	return idx, k.and(ok, padOK)
}

// cpAsync16 writes one 16-byte cp.async from the global address src() to
// the shared address dst(), zero-filled unless ok ("" is always); the
// addresses are written after the size (each kernel's text keeps its
// order).
func (k *kernelText) cpAsync16(ok string, dst, src func() string) {
	size, ty := "", "!llvm.ptr<3>, !llvm.ptr<1>"
	if ok != "" {
		size = ", " + k.op("arith.select %s, %s, %s : i32", ok, k.ci32(2*halfUnit), k.ci32(0))
		ty += ", i32"
	}
	k.line("nvvm.cp.async.shared.global %s, %s, %d, cache = cg%s : %s", dst(), src(), 2*halfUnit, size, ty)
}
