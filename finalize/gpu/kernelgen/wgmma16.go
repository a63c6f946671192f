package kernelgen

import (
	"fmt"
	"strings"
)

// The Hopper half kernel: on a target with warpgroup matrix units
// (sm_90a), a half product (f16 or bf16 operands, f32 accumulator) whose
// A is K-contiguous and whose B is contiguous along a single N loop (a
// MatMul's activations times its [K, N] weights) takes wgmma m64nBNk16
// instead of mma.sync. It is the TF32 wgmma kernel (wgmma.go) on 16-bit
// data, with the same shared layout in bytes: each operand row (an m or
// an n) of a slice holds 64 k's as 128 bytes, 16-byte chunk c of row r at
// chunk c^(r%8), 8 rows a 1024-byte atom — so a k16 step is 32 bytes of
// every row, as TF32's k8 step is. A's slices are copied 16 bytes (8
// elements) at a time, B's element by element into their transposed
// (K-major) place, both through registers: loaded an iteration ahead,
// stored while the wgmmas of the slice before run. No rounding is
// needed: the operands are exact 16-bit values.

// WGMMA16BK is the half wgmma kernel's K slice: one 128-byte swizzle row
// of 16-bit elements.
const WGMMA16BK = 64

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
// bytes per block: warpgroups of 64 rows, BN a multiple of 8 up to 256,
// 64-deep slices, 3 or 4 stages.
func legalWG16(t MMATile, shared int64) bool {
	return t.WG && t.WM > 0 && t.WN == 1 && t.BM == 64*t.WM && t.BN%8 == 0 && t.BN >= 8 && t.BN <= 256 && t.BK == WGMMA16BK &&
		t.Stages >= 3 && t.Stages <= 4 && t.Threads() <= 1024 && t.SharedBytes() <= shared &&
		t.BM*WGMMA16BK/halfUnit%t.Threads() == 0 && t.BN*WGMMA16BK%t.Threads() == 0
}

// wgmma16Fits reports whether the half product c has the operand forms
// the half wgmma kernel takes: A K-contiguous in 16-byte units, B
// contiguous along its one N loop with N a multiple of 8.
func (c Contraction) wgmma16Fits() bool {
	return c.Half() && c.fastK(0) && c.octLoop(0, c.kDims[len(c.kDims)-1]) &&
		!c.fastK(1) && len(c.nDims) == 1 && c.quadLoop(1, c.nDims[0]) && c.N()%8 == 0 &&
		unitInnerStride(c.types[0]) && unitInnerStride(c.types[1])
}

// PickHalfTile is the half kernel's default tiling for c on a target
// with shared bytes per block: a wgmma one where the target has
// warpgroup units (wg) and c fits them, else mma.sync's (PickMMA16Tile).
func (c Contraction) PickHalfTile(processors int, shared int64, wg bool) MMATile {
	if wg && c.wgmma16Fits() {
		var legal []MMATile
		for _, t := range WGMMA16Tiles() {
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

// wgmma16BSlot is B's copy unit l (one element): slice k and tile column
// n, and the byte offset of (n, k) in a stage. A warp's 32 units are 4
// k's × 8 consecutive n's (16 bytes of a row of B): unit l of warp-unit
// w = l/32, lane l%32, is k 4·(w%16) + lane/8, n 8·(w/16) + lane%8.
func wgmma16BSlot[V any](a ix[V], l V) (k, n, dst V) {
	w, ln := a.divc(l, 32), a.remc(l, 32)
	k = a.add(a.mulc(a.remc(w, 16), 4), a.divc(ln, 8))
	n = a.add(a.mulc(a.divc(w, 16), 8), a.remc(ln, 8))
	return k, n, a.add(swizzled(a, n, a.divc(k, 2)), a.mulc(a.remc(k, 2), 2))
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

	type slot struct {
		kk  tval
		dst tval
		ok  string
		idx map[int]string
	}
	var aSlots, bSlots []slot
	for e := range t.BM * WGMMA16BK / halfUnit / nt {
		var s slot
		var row tval
		row, s.kk, s.dst = wgmma16ASlot[tval](x, x.add(tid, x.lit(e*nt)))
		gr := x.add(m0, row).s()
		if M%t.BM != 0 {
			s.ok = k.inBounds([][2]string{{gr, k.c(M)}})
			gr = k.op("arith.select %s, %s, %s : index", s.ok, gr, k.c(0))
		}
		s.idx = map[int]string{}
		k.splitLoops(c, gr, c.mDims, s.idx)
		aSlots = append(aSlots, s)
	}
	for e := range t.BN * WGMMA16BK / nt {
		var s slot
		var n tval
		s.kk, n, s.dst = wgmma16BSlot[tval](x, x.add(tid, x.lit(e*nt)))
		gn := x.add(n0, n).s()
		if N%t.BN != 0 {
			s.ok = k.inBounds([][2]string{{gn, k.c(N)}})
			gn = k.op("arith.select %s, %s, %s : index", s.ok, gn, k.c(0))
		}
		s.idx = map[int]string{c.nDims[0]: gn}
		bSlots = append(bSlots, s)
	}
	aTy, bTy := fmt.Sprintf("vector<%dx%s>", halfUnit, elem), elem
	zero := map[string]string{aTy: k.op("arith.constant dense<0.0> : %s", aTy), bTy: k.op("arith.constant 0.0 : %s", elem)}
	load := func(op int, slots []slot, kBase string) []string {
		gbase, goff, gstrides := k.descriptorOfElem(c, op, []string{"%A", "%B"}[op], elem)
		ty, align := aTy, 16
		if op == 1 {
			ty, align = bTy, 2
		}
		var vals []string
		for _, s := range slots {
			gk, ok := k.op("arith.addi %s, %s : index", kBase, s.kk.s()), s.ok
			if K%WGMMA16BK != 0 {
				kOK := k.inBounds([][2]string{{gk, k.c(K)}})
				gk = k.op("arith.select %s, %s, %s : index", kOK, gk, k.c(0))
				ok = k.and(ok, kOK)
			}
			kIdx := map[int]string{}
			k.splitLoops(c, gk, c.kDims, kIdx)
			src := k.gptrElem(k.indexList(c, op, with(batch, s.idx, kIdx)), gbase, goff, gstrides, 2)
			v := k.op("llvm.load %s {alignment = %d : i64} : !llvm.ptr<1> -> %s", src, align, ty)
			if ok != "" {
				v = k.op("arith.select %s, %s, %s : %s", ok, v, zero[ty], ty)
			}
			vals = append(vals, v)
		}
		return vals
	}
	put := func(op int, slots []slot, vals []string, st string) {
		stage := stageAddr(op, st)
		ty, align := aTy, 16
		if op == 1 {
			ty, align = bTy, 2
		}
		for i, s := range slots {
			k.line("llvm.store %s, %s {alignment = %d : i64} : %s, !llvm.ptr<3>", vals[i], sptr(x.add(stage, s.dst)), align, ty)
		}
	}
	loadSlice := func(j tval) []string {
		j = tval{name: k.op("arith.minui %s, %s : index", j.s(), k.c(nk-1))}
		kb := x.mulc(j, WGMMA16BK).s()
		return append(load(0, aSlots, kb), load(1, bSlots, kb)...)
	}
	putSlice := func(vals []string, st string) {
		put(0, aSlots, vals[:len(aSlots)], st)
		put(1, bSlots, vals[len(aSlots):], st)
	}

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
	wg := x.divc(tid, 128)
	k.next++
	loop := fmt.Sprintf("%%loop%d", k.next)
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
	k.line("nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}")
	k.line("gpu.barrier")
	kt := tval{name: "%kt"}
	st := stageOf[tval](x, kt, t.Stages).s()
	aAddr := x.add(stageAddr(0, st), x.mulc(wg, 64*128))
	bAddr := stageAddr(1, st)
	desc := func(addr tval) string {
		a := k.op("arith.index_cast %s : index to i64", addr.s())
		a = k.op("arith.shrui %s, %s : i64", k.op("arith.andi %s, %s : i64", a, k.ci64(0x3ffff)), k.ci64(4))
		return k.op("arith.ori %s, %s : i64", a, k.ci64(wgmmaDescBits))
	}
	ahead := x.add(kt, x.lit(look))
	k.line("nvvm.wgmma.fence.aligned")
	acc := "%acc"
	for s := range int64(WGMMA16BK / 16) {
		acc = k.op("nvvm.wgmma.mma_async %s, %s, %s, #nvvm.shape<m = 64, n = %d, k = 16>, D[<f32>, <one>, <wrapped>], A[<%s>, <one>, <row>], B[<%s>, <one>, <col>] : %s -> %s",
			desc(x.add(aAddr, x.lit(32*s))), desc(x.add(bAddr, x.lit(32*s))), acc, t.BN, elem, elem, accTy, accTy)
	}
	k.line("nvvm.wgmma.commit.group.sync.aligned")
	putSlice(held, stageOf[tval](x, ahead, t.Stages).s())
	next := loadSlice(x.add(ahead, x.lit(1)))
	k.line("nvvm.wgmma.wait.group.sync.aligned 1")
	k.line("scf.yield %s, %s : %s", acc, strings.Join(next, ", "), strings.Join(tys, ", "))
	k.line("}")
	k.line("nvvm.wgmma.wait.group.sync.aligned 0")

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
