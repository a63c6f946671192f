package finalize

import (
	"fmt"
	"strings"
)

// The Hopper TF32 kernel: on a target with warpgroup matrix units
// (sm_90a: target.WGMMA), a contraction whose A is K-contiguous and
// whose B is contiguous along a single N loop (a MatMul's activations
// times its weights: BERT's products) takes wgmma instead of mma.sync.
// Each warpgroup (128 threads) computes 64 rows of the block's BM×BN
// tile with one wgmma.mma_async m64nBNk8 per k8 step, reading both
// operands straight from shared memory through matrix descriptors, so a
// slice of B is read once per warpgroup instead of once per warp: the
// shared-memory traffic that bounds the mma.sync kernel.
//
// wgmma takes TF32 operands K-major only, in the 128-byte swizzled
// layout: each operand row (an m or an n) holds the slice's 32 k's as
// 128 bytes, the 16-byte chunk c of row r stored at chunk c^(r%8), 8
// rows an atom of 1024 bytes (1024-aligned). A's slices arrive by
// 16-byte cp.async into that layout; B's (N-contiguous in global
// memory) by 4-byte cp.async, each element to its transposed place.
// The ring of Stages buffers runs as the mma.sync kernel's: each
// iteration waits
// for its slice, fences the generic writes for the async proxy, passes
// one barrier, starts the copies of the slice Stages-1 ahead, issues
// its 4 wgmmas and waits for them. The operands reach the unit as fp32
// bits, which it truncates to TF32.

// wgmmaBK is the kernel's K slice: one 128-byte swizzle row of TF32.
const wgmmaBK = 32

// wgmmaDescBits are a matrix descriptor's constant fields: leading
// byte offset 1 (unused by swizzled K-major layouts), stride byte offset
// 1024 (8 rows of 128 bytes) in 16-byte units, 128-byte swizzle.
const wgmmaDescBits = 1<<16 | (1024>>4)<<32 | 1<<62

// wgmmaFits reports whether c has the operand forms the wgmma kernel
// takes: A K-contiguous in 4-wide units, B contiguous along its one N
// loop with N a multiple of 8, both readable by cp.async and vector
// loads.
func (c contraction) wgmmaFits() bool {
	return c.fastK(0) && c.quadLoop(0, c.kDims[len(c.kDims)-1]) &&
		!c.fastK(1) && len(c.nDims) == 1 && c.quadLoop(1, c.nDims[0]) && c.N()%8 == 0 &&
		unitInnerStride(c.types[0]) && unitInnerStride(c.types[1])
}

// wgmmaTiles are the wgmma kernel's tilings: BM rows in warpgroups of
// 64 (WM of them, WN 1), BN 128 or 256 columns, 32-deep slices, 3 or 4
// stages. Measured on an H100 (bench/gpu/RESULTS.md), 256×128 in 4
// stages (4 warpgroups, 512 threads) won every BERT shape, even where
// its grid leaves SMs idle.
func wgmmaTiles() []mmaTile {
	return []mmaTile{
		{BM: 256, BN: 128, BK: wgmmaBK, WM: 4, WN: 1, Stages: 4, WG: true, PerSM: 1, Speed: 2},
		{BM: 128, BN: 256, BK: wgmmaBK, WM: 2, WN: 1, Stages: 4, WG: true, PerSM: 1, Speed: 1.85},
		{BM: 128, BN: 256, BK: wgmmaBK, WM: 2, WN: 1, Stages: 3, WG: true, PerSM: 1, Speed: 1.75},
		{BM: 128, BN: 128, BK: wgmmaBK, WM: 2, WN: 1, Stages: 4, WG: true, PerSM: 1, Speed: 1.5},
		{BM: 128, BN: 128, BK: wgmmaBK, WM: 2, WN: 1, Stages: 3, WG: true, PerSM: 2, Speed: 1.5},
		{BM: 64, BN: 256, BK: wgmmaBK, WM: 1, WN: 1, Stages: 4, WG: true, PerSM: 1, Speed: 1.4},
	}
}

// swizzled is the byte offset of (4-byte) word w of row r of a
// 128-byte-swizzled operand slice: row r's 16-byte chunk c = w/4 lies at
// chunk c^(r%8) (the Swizzle<3,4,3> pattern of CUTLASS, which wgmma
// applies to the addresses it reads).
func swizzled[V any](a ix[V], r, w V) V {
	ch := a.xor(a.divc(w, 4), a.remc(r, 8))
	return a.add(a.add(a.mulc(r, 128), a.mulc(ch, 16)), a.mulc(a.remc(w, 4), 4))
}

// wgmmaASlot is A's copy unit l (one 16-byte cp.async): tile row l/8,
// slice k 4·(l%8), and its byte offset in a stage.
func wgmmaASlot[V any](a ix[V], l V) (row, k, dst V) {
	row, k = a.divc(l, 8), a.mulc(a.remc(l, 8), 4)
	return row, k, swizzled(a, row, k)
}

// wgmmaBSlot is B's copy unit l (one 4-byte cp.async): slice k and tile
// column n, and the byte offset of (n, k) in a stage. A warp's 32 units
// are 4 k's × 8 n's — 4 full 32-byte sectors of B per copy, and 32
// distinct banks in shared memory (the 8 rows XOR the chunk index 8
// ways, times the 4 k's words): unit l of warp-unit w = l/32, lane
// l%32, is k 4·(w%8) + lane/8, n 8·(w/8) + lane%8.
func wgmmaBSlot[V any](a ix[V], l V) (k, n, dst V) {
	w, ln := a.divc(l, 32), a.remc(l, 32)
	k = a.add(a.mulc(a.remc(w, 8), 4), a.divc(ln, 8))
	n = a.add(a.mulc(a.divc(w, 8), 8), a.remc(ln, 8))
	return k, n, swizzled(a, n, k)
}

// wgmmaDescriptor is the matrix descriptor of an operand slice at shared
// address addr (1024-aligned atoms): the address's bits 4..17 and
// wgmmaDescBits.
func wgmmaDescriptor(addr int64) uint64 {
	return uint64(addr&0x3ffff)>>4 | wgmmaDescBits
}

// wgmmaKernel writes the private function computing c with the
// warpgroup tiling t (t.WG) on a target with shared bytes per block, as
// mmaKernel does with mma.sync.
func wgmmaKernel(name string, c contraction, t mmaTile, shared int64, fill bool, epi *epilogue) (string, error) {
	if !t.legal(shared) || !c.wgmmaFits() {
		return "", fmt.Errorf("tf32 kernel %s: tiling %s is not legal for this product", name, t)
	}
	k := &kernelText{consts: map[string]string{}}
	x := textIx{k}
	M, N, K := c.M(), c.N(), c.K()
	nt := t.threads()
	aBytes, bBytes := t.BM*128, t.BN*128 // one stage of each operand
	nk := ceilDiv(K, wgmmaBK)

	// The ring, 1024-aligned inside the dynamic shared memory: A's
	// stages, then B's.
	k.line("%%dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>")
	raw := tval{name: k.op("memref.extract_aligned_pointer_as_index %%dyn : memref<?xi8, #gpu.address_space<workgroup>> -> index")}
	base := x.mulc(x.divc(x.add(raw, x.lit(1023)), 1024), 1024)
	stageAddr := func(op int, st string) tval {
		per, off := aBytes, int64(0)
		if op == 1 {
			per, off = bBytes, t.Stages*aBytes
		}
		return x.add(x.add(base, x.lit(off)), tval{name: k.op("arith.muli %s, %s : index", st, k.c(per))})
	}
	sptr := func(addr tval) string {
		return k.op("llvm.inttoptr %s : i64 to !llvm.ptr<3>", k.op("arith.index_cast %s : index to i64", addr.s()))
	}

	m0 := x.mulc(tval{name: "%by"}, t.BM)
	n0 := x.mulc(tval{name: "%bx"}, t.BN)
	batch := map[int]string{}
	k.splitLoops(c, "%bz", c.batch, batch)
	tid := tval{name: "%tx"}

	// A's slots: unit l is row l/8, chunk l%8 (k 4·(l%8)), one 16-byte
	// cp.async; rows past M read nothing (clamped, zero-filled).
	type aSlot struct {
		row, kk tval
		dst     tval // byte offset in a stage
		live    string
		rowOK   string
		rowIdx  map[int]string
	}
	var aSlots []aSlot
	aUnits := t.BM * wgmmaBK / 4
	for e := range ceilDiv(aUnits, nt) {
		l := x.add(tid, x.lit(e*nt))
		var s aSlot
		s.row, s.kk, s.dst = wgmmaASlot[tval](x, l)
		if (e+1)*nt > aUnits {
			s.live = k.op("arith.cmpi ult, %s, %s : index", l.s(), k.c(aUnits))
		}
		gr := x.add(m0, s.row).s()
		if M%t.BM != 0 {
			s.rowOK = k.inBounds([][2]string{{gr, k.c(M)}})
			gr = k.op("arith.select %s, %s, %s : index", s.rowOK, gr, k.c(0))
		}
		s.rowIdx = map[int]string{}
		k.splitLoops(c, gr, c.mDims, s.rowIdx)
		aSlots = append(aSlots, s)
	}
	gbase, goff, gstrides := k.descriptorOf(c, 0, "%A")
	copyA := func(kBase, st string) {
		stage := stageAddr(0, st)
		for _, s := range aSlots {
			if s.live != "" {
				k.line("scf.if %s {", s.live)
			}
			gk := k.op("arith.addi %s, %s : index", kBase, s.kk.s())
			ok := s.rowOK
			if K%wgmmaBK != 0 {
				kOK := k.inBounds([][2]string{{gk, k.c(K)}})
				gk = k.op("arith.select %s, %s, %s : index", kOK, gk, k.c(0))
				ok = k.and(ok, kOK)
			}
			kIdx := map[int]string{}
			k.splitLoops(c, gk, c.kDims, kIdx)
			src := k.gptr(k.indexList(c, 0, with(batch, s.rowIdx, kIdx)), gbase, goff, gstrides)
			size, ty := "", "!llvm.ptr<3>, !llvm.ptr<1>"
			if ok != "" {
				size, ty = ", "+k.op("arith.select %s, %s, %s : i32", ok, k.ci32(16), k.ci32(0)), ty+", i32"
			}
			k.line("nvvm.cp.async.shared.global %s, %s, 16, cache = cg%s : %s", sptr(x.add(stage, s.dst)), src, size, ty)
			if s.live != "" {
				k.line("}")
			}
		}
	}

	// B's slots (wgmmaBSlot): a unit is one element, copied by a 4-byte
	// cp.async into its transposed place (through registers, each
	// iteration would stall on the loads' latency).
	type bSlot struct {
		kk, n tval
		dst   tval // byte offset in a stage
		live  string
		nOK   string
		nIdx  map[int]string
	}
	var bSlots []bSlot
	bUnits := t.BN * wgmmaBK
	for e := range ceilDiv(bUnits, nt) {
		l := x.add(tid, x.lit(e*nt))
		var s bSlot
		s.kk, s.n, s.dst = wgmmaBSlot[tval](x, l)
		if (e+1)*nt > bUnits {
			s.live = k.op("arith.cmpi ult, %s, %s : index", l.s(), k.c(bUnits))
		}
		gn := x.add(n0, s.n).s()
		if N%t.BN != 0 {
			s.nOK = k.inBounds([][2]string{{gn, k.c(N)}})
			gn = k.op("arith.select %s, %s, %s : index", s.nOK, gn, k.c(0))
		}
		s.nIdx = map[int]string{c.nDims[0]: gn}
		bSlots = append(bSlots, s)
	}
	bbase, boff, bstrides := k.descriptorOf(c, 1, "%B")
	copyB := func(kBase, st string) {
		stage := stageAddr(1, st)
		for _, s := range bSlots {
			if s.live != "" {
				k.line("scf.if %s {", s.live)
			}
			gk := k.op("arith.addi %s, %s : index", kBase, s.kk.s())
			ok := s.nOK
			if K%wgmmaBK != 0 {
				kOK := k.inBounds([][2]string{{gk, k.c(K)}})
				gk = k.op("arith.select %s, %s, %s : index", kOK, gk, k.c(0))
				ok = k.and(ok, kOK)
			}
			kIdx := map[int]string{}
			k.splitLoops(c, gk, c.kDims, kIdx)
			src := k.gptr(k.indexList(c, 1, with(batch, s.nIdx, kIdx)), bbase, boff, bstrides)
			size, ty := "", "!llvm.ptr<3>, !llvm.ptr<1>"
			if ok != "" {
				size, ty = ", "+k.op("arith.select %s, %s, %s : i32", ok, k.ci32(4), k.ci32(0)), ty+", i32"
			}
			k.line("nvvm.cp.async.shared.global %s, %s, 4, cache = ca%s : %s", sptr(x.add(stage, s.dst)), src, size, ty)
			if s.live != "" {
				k.line("}")
			}
		}
	}

	// One iteration's wgmmas stay in flight while the next is issued, so
	// the copies run Stages-2 slices ahead (not Stages-1): the buffer they
	// fill was read by the wgmmas of two iterations back, which are done.
	look := t.Stages - 2
	// Prologue: slices 0..look-1 staged, one cp.async group each.
	for s := range min(look, nk) {
		kb, st := k.c(s*wgmmaBK), k.c(s)
		copyA(kb, st)
		copyB(kb, st)
		k.line("nvvm.cp.async.commit.group")
	}
	for range max(look-nk, 0) {
		k.line("nvvm.cp.async.commit.group") // empty: the loop's count holds
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
	wg := x.divc(tid, 128) // the thread's warpgroup
	k.next++
	loop := fmt.Sprintf("%%loop%d", k.next)
	k.line("%s = scf.for %%kt = %s to %s step %s iter_args(%%acc = %s) -> (%s) {", loop, k.c(0), k.c(nk), k.c(1), acc0, accTy)
	k.line("nvvm.cp.async.wait.group %d", look-1)
	k.line("nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}")
	k.line("gpu.barrier")
	kt := tval{name: "%kt"}
	ahead := x.add(kt, x.lit(look))
	aheadStage := stageOf[tval](x, ahead, t.Stages).s()
	kAhead := x.mulc(ahead, wgmmaBK).s()
	k.line("scf.if %s {", k.op("arith.cmpi ult, %s, %s : index", ahead.s(), k.c(nk)))
	copyA(kAhead, aheadStage)
	copyB(kAhead, aheadStage)
	k.line("}")
	k.line("nvvm.cp.async.commit.group")
	// The warpgroup's descriptors: A's rows 64·wg.., B's whole tile;
	// each k8 step 32 bytes further along the swizzled rows.
	st := stageOf[tval](x, kt, t.Stages).s()
	aAddr := x.add(stageAddr(0, st), x.mulc(wg, 64*128))
	bAddr := stageAddr(1, st)
	// desc is wgmmaDescriptor.
	desc := func(addr tval) string {
		a := k.op("arith.index_cast %s : index to i64", addr.s())
		a = k.op("arith.shrui %s, %s : i64", k.op("arith.andi %s, %s : i64", a, k.ci64(0x3ffff)), k.ci64(4))
		return k.op("arith.ori %s, %s : i64", a, k.ci64(wgmmaDescBits))
	}
	k.line("nvvm.wgmma.fence.aligned")
	acc := "%acc"
	for s := range int64(wgmmaBK / 8) {
		acc = k.op("nvvm.wgmma.mma_async %s, %s, %s, #nvvm.shape<m = 64, n = %d, k = 8>, D[<f32>, <one>, <wrapped>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : %s -> %s",
			desc(x.add(aAddr, x.lit(32*s))), desc(x.add(bAddr, x.lit(32*s))), acc, t.BN, accTy, accTy)
	}
	k.line("nvvm.wgmma.commit.group.sync.aligned")
	k.line("nvvm.wgmma.wait.group.sync.aligned 1")
	k.line("scf.yield %s : %s", acc, accTy)
	k.line("}")
	k.line("nvvm.wgmma.wait.group.sync.aligned 0")
	k.line("nvvm.cp.async.wait.group 0")

	// wgmma's accumulator layout is mma.sync's m16n8 fragments: warp w%4
	// of the warpgroup holds rows 16·(w%4).., accumulator 4i+r is
	// fragment (0, i)'s register r.
	lane := laneOf[tval](x, mmaTile{BM: 16, BN: 8, WM: 1, WN: 1}, x.remc(tid, 32))
	lane.wrow = x.add(x.mulc(wg, 64), x.mulc(x.remc(x.divc(tid, 32), 4), 16))
	k.mmaStores(c, mmaStore{bm: t.BM, bn: t.BN, mi: 1, ni: t.BN / 8, lane: lane, m0: m0, n0: n0, batch: batch, fill: fill, epi: epi,
		acc: func(i int64) string { return k.op("llvm.extractvalue %s[%d] : %s", loop, i, accTy) }})
	k.line("gpu.terminator")

	var b strings.Builder
	writeKernelHead(&b, name, c, fill, epi, ceilDiv(N, t.BN), ceilDiv(M, t.BM), nt)
	fmt.Fprintf(&b, "  %%smem = arith.constant %d : i32\n", t.sharedBytes())
	b.WriteString("  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %gx, %sby = %gy, %sbz = %gz) threads(%tx, %ty, %tz) in (%stx = %nt, %sty = %one, %stz = %one) dynamic_shared_memory_size %smem {\n")
	k.writeBody(&b)
	b.WriteString("  }\n  return\n}\n")
	return b.String(), nil
}
