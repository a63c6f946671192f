package kernelgen

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
// rows an atom of 1024 bytes (1024-aligned). A ring of Stages such
// buffers per operand; each iteration fences the slice's generic writes
// for the async proxy, passes one barrier, issues its 4 wgmmas, and
// while they run stores the slice Stages-2 ahead (whose buffer the
// wgmmas of two iterations back read: done, as every warpgroup waited
// for them before the barrier) and loads the next.
//
// The slices travel through registers, not cp.async, because they are
// rounded on the way: wgmma reads fp32 bits and drops the 13 below
// TF32's mantissa, a truncation that shrinks every operand by half a
// TF32 ulp on average, so every product by about 1e-3 — a bias that adds
// up (BERT-base's error against fp32 was 4x PyTorch's TF32 one) and that
// cuBLAS does not have (its TF32 products round: bench/gpu/RESULTS.md).
// Rounding in place in shared memory instead doubles the traffic that
// wgmma's own operand reads already nearly fill (measured 0.6x cuBLAS
// TF32; through registers 0.7-0.8x; truncating cp.async 0.9-1.0x).

// WGMMABK is the kernel's K slice: one 128-byte swizzle row of TF32.
const WGMMABK = 32

// wgmmaDescBits are a matrix descriptor's constant fields: leading
// byte offset 1 (unused by swizzled K-major layouts), stride byte offset
// 1024 (8 rows of 128 bytes) in 16-byte units, 128-byte swizzle.
const wgmmaDescBits = 1<<16 | (1024>>4)<<32 | 1<<62

// TF32 rounding on fp32 bits, as the wgmma kernel emits it (tf32PreRound):
// adding half a TF32 ulp (bit 12) to a finite value's bits and letting
// the unit drop the low 13 rounds to nearest, ties away from zero, as
// cvt.rna.tf32.f32 does; a carry into the exponent rounds up to the next
// binade or to infinity as it should. Infinities and NaNs keep their
// bits (CUTLASS's round_half_ulp_truncate): a NaN whose payload lies
// only in the low 13 bits would reach the unit as an infinity, which no
// arithmetic produces (the GPU's NaN is 0x7fffffff, x86's 0x7fc00000).
// Four instructions an element: cvt.rna (measured 20% of the kernel's
// time) or a NaN-quieting select (a second predicate per element: the
// 256×128 tiling spilled) cost more.
const (
	tf32Half = 1 << 12
	tf32Mag  = 0x7fffffff // all but the sign
	tf32Inf  = 0x7f800000
)

// tf32PreRound is the kernel's rounding of fp32 bits to TF32, its low 13
// bits left for the unit to drop: the model TestTF32Round checks, written
// in the kernel by wgmmaKernel's rnd with the same constants.
func tf32PreRound(bits uint32) uint32 {
	if bits&tf32Mag < tf32Inf {
		return bits + tf32Half
	}
	return bits
}

// wgmmaFits reports whether c has the operand forms the wgmma kernel
// takes: A K-contiguous in 4-wide units, B contiguous along its one N
// loop with N a multiple of 8, both readable by 16-byte (A) and 4-byte
// (B) loads, and no prologue (wgmma reads the operands from shared
// memory as they are).
func (c Contraction) wgmmaFits() bool {
	return !c.hasPrologue() && c.fastK(0) && c.quadLoop(0, c.kDims[len(c.kDims)-1]) &&
		!c.fastK(1) && len(c.nDims) == 1 && c.quadLoop(1, c.nDims[0]) && c.N()%8 == 0 &&
		unitInnerStride(c.types[0]) && unitInnerStride(c.types[1])
}

// WGMMATiles are the wgmma kernel's tilings: BM rows in warpgroups of
// 64 (WM of them, WN 1), BN 128 or 256 columns, 32-deep slices, 3 or 4
// stages. Measured on an H100 (bench/gpu/RESULTS.md), 256×128 in 4
// stages (4 warpgroups, 512 threads) won every BERT shape, even where
// its grid leaves SMs idle.
func WGMMATiles() []MMATile {
	return []MMATile{
		{BM: 256, BN: 128, BK: WGMMABK, WM: 4, WN: 1, Stages: 4, WG: true, PerSM: 1, Speed: 2},
		{BM: 128, BN: 256, BK: WGMMABK, WM: 2, WN: 1, Stages: 4, WG: true, PerSM: 1, Speed: 1.85},
		{BM: 128, BN: 256, BK: WGMMABK, WM: 2, WN: 1, Stages: 3, WG: true, PerSM: 1, Speed: 1.75},
		{BM: 128, BN: 128, BK: WGMMABK, WM: 2, WN: 1, Stages: 4, WG: true, PerSM: 1, Speed: 1.5},
		{BM: 128, BN: 128, BK: WGMMABK, WM: 2, WN: 1, Stages: 3, WG: true, PerSM: 2, Speed: 1.5},
		{BM: 64, BN: 256, BK: WGMMABK, WM: 1, WN: 1, Stages: 4, WG: true, PerSM: 1, Speed: 1.4},
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

// wgmmaASlot is A's copy unit l (one 16-byte load and store): tile row l/8,
// slice k 4·(l%8), and its byte offset in a stage.
func wgmmaASlot[V any](a ix[V], l V) (row, k, dst V) {
	row, k = a.divc(l, 8), a.mulc(a.remc(l, 8), 4)
	return row, k, swizzled(a, row, k)
}

// wgmmaBSlot is B's copy unit l (one 4-byte load and store): slice k and tile
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
func wgmmaKernel(name string, c Contraction, t MMATile, shared int64, fill bool, epi *epilogue) (string, error) {
	if c.guarded() {
		return "", fmt.Errorf("kernel %s: folded paddings are not applied here", name)
	}
	if !t.legal(shared) || !c.wgmmaFits() {
		return "", fmt.Errorf("tf32 kernel %s: tiling %s is not legal for this product", name, t)
	}
	k := &kernelText{consts: map[string]string{}}
	x := textIx{k}
	M, N, K := c.M(), c.N(), c.K()
	nt := t.Threads()
	aBytes, bBytes := t.BM*128, t.BN*128 // one stage of each operand
	nk := ceilDiv(K, WGMMABK)

	stageAddr, sptr := k.wgmmaSmem(x, t.Stages, aBytes, bBytes)

	m0 := x.mulc(tval{name: "%by"}, t.BM)
	n0 := x.mulc(tval{name: "%bx"}, t.BN)
	batch := map[int]string{}
	k.splitLoops(c, "%bz", c.batch, batch)
	tid := tval{name: "%tx"}

	// A's slots: unit l is row l/8, chunk l%8 (k 4·(l%8)), 4 elements;
	// rows past M read row 0 and are zeroed.
	type slot struct {
		kk  tval           // the unit's k in the slice
		dst tval           // its byte offset in a stage
		ok  string         // "" or whether its row (column) is in the tile
		idx map[int]string // its row's (column's) loop indices
	}
	if t.BM*WGMMABK/4%nt != 0 || t.BN*WGMMABK%nt != 0 {
		return "", fmt.Errorf("tf32 kernel %s: tiling %s does not divide its copies among %d threads", name, t, nt)
	}
	var aSlots, bSlots []slot
	for e := range t.BM * WGMMABK / 4 / nt {
		var s slot
		var row tval
		row, s.kk, s.dst = wgmmaASlot[tval](x, x.add(tid, x.lit(e*nt)))
		gr := x.add(m0, row).s()
		if M%t.BM != 0 {
			s.ok = k.inBounds([][2]string{{gr, k.c(M)}})
			gr = k.op("arith.select %s, %s, %s : index", s.ok, gr, k.c(0))
		}
		s.idx = map[int]string{}
		k.splitLoops(c, gr, c.mDims, s.idx)
		aSlots = append(aSlots, s)
	}
	// B's slots (wgmmaBSlot): a unit is one element, to its transposed
	// place; columns past N read column 0 and are zeroed.
	for e := range t.BN * WGMMABK / nt {
		var s slot
		var n tval
		s.kk, n, s.dst = wgmmaBSlot[tval](x, x.add(tid, x.lit(e*nt)))
		gn := x.add(n0, n).s()
		if N%t.BN != 0 {
			s.ok = k.inBounds([][2]string{{gn, k.c(N)}})
			gn = k.op("arith.select %s, %s, %s : index", s.ok, gn, k.c(0))
		}
		s.idx = map[int]string{c.nDims[0]: gn}
		bSlots = append(bSlots, s)
	}
	aTy, bTy := "vector<4xf32>", "f32"
	zero := map[string]string{aTy: k.op("arith.constant dense<0.0> : vector<4xf32>"), bTy: "%zf"}
	// load reads this thread's units of operand op's slice at k kBase
	// into registers: unguarded loads (a guard would make every later use
	// wait on them), out-of-range elements zeroed after.
	load := func(op int, slots []slot, kBase string) []string {
		gbase, goff, gstrides := k.descriptorOf(c, op, []string{"%A", "%B"}[op])
		ty, align := aTy, 16
		if op == 1 {
			ty, align = bTy, 4
		}
		var vals []string
		for _, s := range slots {
			gk, ok := k.op("arith.addi %s, %s : index", kBase, s.kk.s()), s.ok
			if K%WGMMABK != 0 {
				kOK := k.inBounds([][2]string{{gk, k.c(K)}})
				gk = k.op("arith.select %s, %s, %s : index", kOK, gk, k.c(0))
				ok = k.and(ok, kOK)
			}
			kIdx := map[int]string{}
			k.splitLoops(c, gk, c.kDims, kIdx)
			src := k.gptr(k.indexList(c, op, with(batch, s.idx, kIdx)), gbase, goff, gstrides)
			v := k.op("llvm.load %s {alignment = %d : i64} : !llvm.ptr<1> -> %s", src, align, ty)
			if ok != "" {
				v = k.op("arith.select %s, %s, %s : %s", ok, v, zero[ty], ty)
			}
			vals = append(vals, v)
		}
		return vals
	}
	rnd := k.tf32PreRound
	// put rounds loaded units to TF32 and stores them into stage st.
	put := func(op int, slots []slot, vals []string, st string) {
		stage := stageAddr(op, st)
		for i, s := range slots {
			p := sptr(x.add(stage, s.dst))
			if op == 1 {
				k.line("llvm.store %s, %s {alignment = 4 : i64} : i32, !llvm.ptr<3>", rnd(vals[i], "f32", "i32"), p)
				continue
			}
			k.line("llvm.store %s, %s {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>", rnd(vals[i], "vector<4xf32>", "vector<4xi32>"), p)
		}
	}
	// loadSlice loads slice j (clamped to the last: the loads past the
	// end are read and never used, so the loop needs no branch).
	loadSlice := func(j tval) []string {
		j = tval{name: k.op("arith.minui %s, %s : index", j.s(), k.c(nk-1))}
		kb := x.mulc(j, WGMMABK).s()
		return append(load(0, aSlots, kb), load(1, bSlots, kb)...)
	}
	putSlice := func(vals []string, st string) {
		put(0, aSlots, vals[:len(aSlots)], st)
		put(1, bSlots, vals[len(aSlots):], st)
	}

	// The barrier of iteration kt follows every warpgroup's wait for the
	// wgmmas of kt-2, so that iteration stores slice kt+Stages-2 into
	// their buffer; its registers were loaded an iteration before.
	look := t.Stages - 2
	for j := range min(look, nk) {
		putSlice(loadSlice(x.lit(j)), k.c(j))
	}
	regs := loadSlice(x.lit(look))
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
	// The loop carries the accumulators and the loaded slice (held: its
	// registers inside the body).
	args, tys := []string{"%acc = " + acc0}, []string{accTy}
	held := make([]string, len(regs))
	for i, r := range regs {
		ty := aTy
		if i >= len(aSlots) {
			ty = bTy
		}
		held[i] = fmt.Sprintf("%%r%d", i)
		args, tys = append(args, held[i]+" = "+r), append(tys, ty)
	}
	k.line("%s:%d = scf.for %%kt = %s to %s step %s iter_args(%s) -> (%s) {", loop, len(tys), k.c(0), k.c(nk), k.c(1), strings.Join(args, ", "), strings.Join(tys, ", "))
	// Every thread's stores of slice kt are fenced (generic writes, read
	// by wgmma through the async proxy) and published by the barrier.
	k.line("nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}")
	k.line("gpu.barrier")
	kt := tval{name: "%kt"}
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
	ahead := x.add(kt, x.lit(look))
	k.line("nvvm.wgmma.fence.aligned")
	acc := "%acc"
	for s := range int64(WGMMABK / 8) {
		acc = k.op("nvvm.wgmma.mma_async %s, %s, %s, #nvvm.shape<m = 64, n = %d, k = 8>, D[<f32>, <one>, <wrapped>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : %s -> %s",
			desc(x.add(aAddr, x.lit(32*s))), desc(x.add(bAddr, x.lit(32*s))), acc, t.BN, accTy, accTy)
	}
	k.line("nvvm.wgmma.commit.group.sync.aligned")
	// While they run: slice kt+look from registers into its buffer, the
	// loads of the next (an iteration's time to land).
	putSlice(held, stageOf[tval](x, ahead, t.Stages).s())
	next := loadSlice(x.add(ahead, x.lit(1)))
	k.line("nvvm.wgmma.wait.group.sync.aligned 1")
	k.line("scf.yield %s, %s : %s", acc, strings.Join(next, ", "), strings.Join(tys, ", "))
	k.line("}")
	k.line("nvvm.wgmma.wait.group.sync.aligned 0")

	// wgmma's accumulator layout is mma.sync's m16n8 fragments: warp w%4
	// of the warpgroup holds rows 16·(w%4).., accumulator 4i+r is
	// fragment (0, i)'s register r.
	lane := laneOf[tval](x, MMATile{BM: 16, BN: 8, WM: 1, WN: 1}, x.remc(tid, 32))
	lane.wrow = x.add(x.mulc(wg, 64), x.mulc(x.remc(x.divc(tid, 32), 4), 16))
	k.mmaStores(c, mmaStore{bm: t.BM, bn: t.BN, mi: 1, ni: t.BN / 8, lane: lane, m0: m0, n0: n0, batch: batch, fill: fill, epi: epi,
		acc: func(i int64) string { return k.op("llvm.extractvalue %s#0[%d] : %s", loop, i, accTy) }})
	k.line("gpu.terminator")

	var b strings.Builder
	writeKernelHead(&b, name, c, fill, epi, ceilDiv(N, t.BN), ceilDiv(M, t.BM), nt)
	fmt.Fprintf(&b, "  %%smem = arith.constant %d : i32\n", t.SharedBytes())
	b.WriteString("  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %gx, %sby = %gy, %sbz = %gz) threads(%tx, %ty, %tz) in (%stx = %nt, %sty = %one, %stz = %one) dynamic_shared_memory_size %smem {\n")
	k.writeBody(&b)
	b.WriteString("  }\n  return\n}\n")
	return b.String(), nil
}

// tf32PreRound writes tf32PreRound on the f32 (vector) value v of type
// fty, as bits of the i32 (vector) type ity.
func (k *kernelText) tf32PreRound(v, fty, ity string) string {
	splat := func(n int64) string {
		if ity == "i32" {
			return k.ci32(n)
		}
		return k.op("arith.constant dense<%d> : %s", n, ity)
	}
	bits := k.op("arith.bitcast %s : %s to %s", v, fty, ity)
	fin := k.op("arith.cmpi ult, %s, %s : %s", k.op("arith.andi %s, %s : %s", bits, splat(tf32Mag), ity), splat(tf32Inf), ity)
	return k.op("arith.select %s, %s, %s : %s, %s", fin, k.op("arith.addi %s, %s : %s", bits, splat(tf32Half), ity), bits, strings.Replace(ity, "i32", "i1", 1), ity)
}
