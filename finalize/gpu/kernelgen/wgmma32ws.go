package kernelgen

import (
	"fmt"
	"strings"
)

// The warp-specialized, persistent Hopper TF32 kernel: the half one's
// structure (wgmma16ws.go: one block per multiprocessor walking wsTile's
// raster, a producer warpgroup filling a ring of Stages slices that
// complete on FULL mbarriers, consumer warpgroups releasing them on EMPTY
// ones, no CTA barrier in the main loop, 8-column output stores) with the
// TF32 kernel's operands (wgmma.go): 32-deep slices of both operands
// K-major in the 128-byte swizzled layout, the same bytes a stage as a
// 64-deep half slice, multiplied by four wgmma m64nBNk8 each.
//
// The difference is the producer. TF32 operands are rounded on their way
// to shared memory (wgmma's unit truncates fp32 bits: wgmma.go), so they
// travel through registers, not cp.async: each producer thread loads its
// units of slice j+1 (wgmmaASlot's 16-byte A units; ws32BSlot's 16-byte B
// units, 4 n's of one k, transposed on the way into four 4-byte stores)
// before it waits on slice j's EMPTY barrier, then rounds slice j's
// registers (tf32PreRound) into the stage, fences its generic writes for
// wgmma's async proxy and arrives on the stage's FULL barrier (its count:
// the producer's 128 threads). A producer thread holds Ahead register
// sets (2 unless a tiling says 3): the slice it stores and Ahead-1 whose
// loads are in flight. That is the whole of the kernel's latency hiding
// — the ring's depth cannot add to it — and, measured below, one slice in
// flight is no more than the plain kernel's.
//
// The producer walks the block's slices as one flat loop (wsSlice: slice
// j is K slice j%nk of the block's tile j/nk), so the loads that run ahead
// cross from one tile into the next as they do within a tile; the
// running slice number is the consumers' (wsPhase), whose loop is the
// half kernel's with k8 steps (wsSteps).

// Measured (issue 28, device call 3 of session 12, H200, build 1ca0ead;
// perf's per-launch ms at BERT's M=4096 products, every result checked
// against numpy's exact fp32 product, rel L2 2.9e-4), this kernel LOSES to
// the plain TF32 wgmma kernel: it is a tuning point, never a default.
//
//	M x K x N       cuBLAS TF32  plain 256x128  ws c1x128/s4  ws c2x64/s4/r152  ws c1x128/s5  ws 128x128 c1x128/s6/a3
//	4096x768x768    0.0296       0.0446         0.0464        0.0543            0.0572        0.1040
//	4096x768x3072   0.0641       0.1244         0.1483        0.1861            0.1893        0.2941
//	4096x3072x768   0.0718       0.1390         0.1422        0.1838            0.2020        0.3920
//	4096x768x2304   0.0573       0.1224         0.1202        0.1343            0.1590        0.2379
//
// Two consumers of 64 rows without setmaxnreg: 0.24-0.40x cuBLAS; 128x128
// with two slices: 0.15-0.23x (both dropped from the tuning space).
// ptxas: every tiling spills — 128x192 with one consumer uses 255
// registers and spills 32 bytes; with two consumers 168 registers and 376
// bytes (160 with setmaxnreg); 128x128 three slices ahead 255 registers
// and 472 bytes.
//
// Why, as far as the numbers tell: a slice took about 1.6 us a block (93
// slices of 128x192x32 a multiprocessor in 0.148 ms), about one
// global-load latency under load, and the plain kernel, which also loads
// one slice ahead, is as fast. With two register sets a producer thread
// has ONE slice's loads in flight while it stores the other, so it
// delivers a slice per load latency whatever the ring's depth (the ring
// only absorbs jitter). cuBLAS's rate (a slice per 0.69 us a
// multiprocessor at 4096x768x3072) needs 2-3 slices in flight — 40 KB
// each at 128x192, 80 registers a producer thread each — which register
// staging cannot hold beside the accumulators (Ahead 3 spilled). Operands
// staged by cp.async or TMA (no registers in flight), as the half kernel's
// are, would have to be TF32-rounded before the product reads them: by
// the producing kernels' epilogues and, for weights, at finalize, so that
// the unit's truncation is exact.

// WGMMA32WSTiles are the warp-specialized TF32 kernel's tuning points,
// the measured ones above: 128x192 with one consumer of 128 rows (256
// threads: 248 registers at launch for a consumer's 192 accumulators and
// a producer's two slices of 80 words) in 4 and 5 stages; 128x192 with two
// consumers of 64 rows, which release registers to the producer by
// setmaxnreg (the other way round from the half kernel's: consumers down
// to Regs 152, the producer up to 200); 128x128 with its producer three
// slices ahead (Ahead 3: two slices' loads in flight while it stores
// one). The tuning space lists them after every other tiling (MMASpace),
// so a budgeted tuning measures the plain kernels, which won, first.
func WGMMA32WSTiles() []MMATile {
	ws := func(bm, bn, crows, stages, regs, ahead int64, speed float64) MMATile {
		return MMATile{BM: bm, BN: bn, BK: WGMMABK, WM: bm / 64, WN: 1, Stages: stages, WG: true, WS: true, CRows: crows, Regs: regs, Ahead: ahead, PerSM: 1, Speed: speed}
	}
	return []MMATile{
		ws(128, 192, 2, 4, 0, 0, 1.35),
		ws(128, 192, 1, 4, 152, 0, 1.3),
		ws(128, 192, 2, 5, 0, 0, 1.3),
		ws(128, 128, 2, 6, 0, 3, 1.2),
	}
}

// legalWS32 reports whether t is a warp-specialized TF32 tiling that
// fits shared bytes per block: consumers of 64 or 128 rows (at most 192
// accumulators a thread: 128×192 with one consumer), BN a multiple of 32 (whole groups of four n8
// steps: the 8-column stores) up to 256, 32-deep slices, 2 to 8 stages,
// both operands' units a whole number per producer thread, and a
// setmaxnreg count (if any) that lowers the consumers to a multiple of 8,
// at least 128 (their accumulators and descriptors), raising the producer
// to at most 256.
func legalWS32(t MMATile, shared int64) bool {
	regs := t.Regs == 0 || t.Regs%8 == 0 && t.Regs >= 128 && t.Regs < wsEntryRegs(t.Threads()) && t.ProducerRegs() <= 256
	return t.WG && t.WS && !t.VecStore && regs && (t.Ahead == 0 || t.Ahead == 3) && t.WN == 1 && (t.CRows == 1 || t.CRows == 2) && t.WM > 0 && t.WM%t.CRows == 0 &&
		t.BM == 64*t.WM && t.BN%32 == 0 && t.BN >= 32 && t.BN <= 256 && t.CRows*t.BN <= 384 && t.BK == WGMMABK &&
		t.Stages >= 2 && t.Stages <= 8 && t.Threads() <= 1024 && t.SharedBytes() <= shared &&
		t.BM*WGMMABK/4%128 == 0 && t.BN*WGMMABK/4%128 == 0
}

// wgmma32WSFits reports whether the warp-specialized TF32 kernel computes
// c with epilogue epi (fill as the kernel's): the plain TF32 wgmma
// kernel's operands (no prologue), no folded paddings, and outputs stored
// from registers.
func (c Contraction) wgmma32WSFits(t MMATile, shared int64, fill bool, epi *epilogue) bool {
	return !c.Half() && c.wgmmaFits() && !c.guarded() && c.stagedBytes(epi, fill, t.BM, t.BN, shared) == 0
}

// ProducerAhead is the number of slices a TF32 warp-specialized
// producer thread holds in registers (t.Ahead, 2 unless set): the one it
// stores and those whose loads are in flight.
func (t MMATile) ProducerAhead() int64 {
	if t.Ahead == 0 {
		return 2
	}
	return t.Ahead
}

// ws32BSlot is B's copy unit l in the TF32 producer: one 16-byte load of
// 4 consecutive columns n..n+3 at slice k, stored as 4 words, column n+e
// at swizzled(n+e, k) (B K-major, as wgmmaBSlot stages it). A warp's 32
// units are 16 k's × 2 quads of columns (8 n's): its loads read 16 full
// 32-byte sectors, and each of its 4 stores hits 32 distinct banks (the
// two quads' rows differ in bit 2, the 16 k's span 4 chunks × 4 words, the
// swizzle's XOR keeps the 8 chunks apart). Warp-unit w takes k's
// 16·(w%2).. and columns 8·(w/2)...
func ws32BSlot[V any](a ix[V], l V) (k, n V) {
	w, ln := a.divc(l, 32), a.remc(l, 32)
	k = a.add(a.mulc(a.remc(w, 2), 16), a.divc(ln, 2))
	n = a.add(a.mulc(a.divc(w, 2), 8), a.mulc(a.remc(ln, 2), 4))
	return k, n
}

// wsSlice is the tile and K slice of a producer's flat slice number j:
// the block's nth tile, n = j/nk (tile bx + n·grid), and its slice j%nk.
func wsSlice[V any](a ix[V], j V, nk int64) (nth, slice V) {
	return a.divc(j, nk), a.remc(j, nk)
}

// wsBlockSlices is the number of slices a block walks: nk for each of its
// tiles bx, bx+grid, … below total.
func wsBlockSlices(total, bx, grid, nk int64) int64 {
	return (total - bx + grid - 1) / grid * nk
}

// wgmma32WSKernel writes the private function computing the TF32 product
// c with the warp-specialized tiling t on a target with processors
// multiprocessors and shared bytes per block.
func wgmma32WSKernel(name string, c Contraction, t MMATile, processors int, shared int64, fill bool, epi *epilogue) (string, error) {
	if !legalWS32(t, shared) || !c.wgmma32WSFits(t, shared, fill, epi) {
		return "", fmt.Errorf("tf32 kernel %s: warp-specialized tiling %s is not legal for this product", name, t)
	}
	return wsKernel(name, c, t, processors, fill, epi, WGMMABK, func(k *kernelText, x textIx, p wsProducerArgs) {
		k.wsProducer32(c, t, x, p)
	}), nil
}

// wsProducer32 writes the TF32 producer's flat loop over the block's
// slices: load slice j+ahead-1's units (clamped to the last: read and
// never stored; ahead the tiling's ProducerAhead), wait until slice j's
// stage is free (EMPTY), round and store slice j's registers (loaded
// ahead-1 iterations before) into it, fence them for the async proxy and
// arrive on FULL.
func (k *kernelText) wsProducer32(c Contraction, t MMATile, x textIx, p wsProducerArgs) {
	// wsBlockSlices at run time: ⌈(total-bx)/grid⌉·nk.
	mine := k.op("arith.divui %s, %%sbx : index", k.op("arith.addi %s, %%sbx : index", k.op("arith.subi %s, %%bx : index", k.c(p.total-1))))
	n := k.op("arith.muli %s, %s : index", mine, k.c(p.nk))
	const ty = "vector<4xf32>"
	nA, nB := t.BM*WGMMABK/4/128, t.BN*WGMMABK/4/128
	load := func(j tval) []string {
		nth, ks := wsSlice[tval](x, j, p.nk)
		m0, n0, batch := p.tileOf(tval{name: k.op("arith.addi %%bx, %s : index", k.op("arith.muli %s, %%sbx : index", nth.s()))})
		kBase := x.mulc(ks, WGMMABK).s()
		var vals []string
		for e := range nA + nB {
			op, u := 0, copyUnit{}
			if e < nA {
				u = k.ws32Unit(c, x, 0, x.add(p.ptid, x.lit(e*128)), m0, t.BM)
			} else {
				op, u = 1, k.ws32Unit(c, x, 1, x.add(p.ptid, x.lit((e-nA)*128)), n0, t.BN)
			}
			gk, ok := k.op("arith.addi %s, %s : index", kBase, u.kk.s()), u.ok
			if c.K()%WGMMABK != 0 {
				kOK := k.inBounds([][2]string{{gk, k.c(c.K())}})
				gk = k.op("arith.select %s, %s, %s : index", kOK, gk, k.c(0))
				ok = k.and(ok, kOK)
			}
			kIdx := map[int]string{}
			k.splitLoops(c, gk, c.kDims, kIdx)
			v := k.op("llvm.load %s {alignment = 16 : i64} : !llvm.ptr<1> -> %s", p.gptr(op, k.indexList(c, op, with(batch, u.idx, kIdx))), ty)
			if ok != "" {
				v = k.op("arith.select %s, %s, %%zv : %s", ok, v, ty)
			}
			vals = append(vals, v)
		}
		return vals
	}
	// Slice i lives in register set i%ahead. The loop steps ahead slices
	// at a time, unrolled, so each set keeps its registers (no copies
	// between sets): at slice i = j+u it loads slice i+ahead-1 into set
	// (u+ahead-1)%ahead (freed by slice i-1's stores) and stores set u
	// (slice i, loaded ahead-1 slices before). It carries sets
	// 0..ahead-2 (the next step's first slices); a last step past the
	// block's slices stores nothing there.
	ahead := t.ProducerAhead()
	nu := nA + nB
	last := k.op("arith.subi %s, %s : index", n, k.c(1))
	clamp := func(j tval) tval {
		return tval{name: k.op("arith.minui %s, %s : index", j.s(), last)}
	}
	var args, tys []string
	for d := range ahead - 1 {
		for i, v := range load(clamp(x.lit(d))) {
			args, tys = append(args, fmt.Sprintf("%%ph%d = %s", d*nu+int64(i), v)), append(tys, ty)
		}
	}
	k.line("%%pslices:%d = scf.for %%pj = %s to %s step %s iter_args(%s) -> (%s) {", len(tys), k.c(0), n, k.c(ahead), strings.Join(args, ", "), strings.Join(tys, ", "))
	j := tval{name: "%pj"}
	sets := make([][]string, ahead)
	for d := range ahead - 1 {
		for i := range nu {
			sets[d] = append(sets[d], fmt.Sprintf("%%ph%d", d*nu+i))
		}
	}
	for u := range ahead {
		i := x.add(j, x.lit(u))
		sets[(u+ahead-1)%ahead] = load(clamp(x.add(i, x.lit(ahead-1))))
		if u > 0 {
			k.line("scf.if %s {", k.op("arith.cmpi ult, %s, %s : index", i.s(), n))
		}
		k.ws32Store(t, x, p, sets[u], i)
		if u > 0 {
			k.line("}")
		}
	}
	var next []string
	for d := range ahead - 1 {
		next = append(next, sets[d]...)
	}
	k.line("scf.yield %s : %s", strings.Join(next, ", "), strings.Join(tys, ", "))
	k.line("}")
}

// ws32Store writes a TF32 producer thread's storing of slice i from its
// registers vals (its A units, then its B units): wait until the slice's
// stage is free (EMPTY), round the units into it (A's 16-byte rows as
// they are, B's 4 columns into 4 words of their K-major rows), fence the
// writes for the async proxy and arrive on the stage's FULL barrier.
func (k *kernelText) ws32Store(t MMATile, x textIx, p wsProducerArgs, vals []string, i tval) {
	const ty = "vector<4xf32>"
	nA := t.BM * WGMMABK / 4 / 128
	stage, _, empty := wsPhase[tval](x, i, t.Stages)
	k.line("nvvm.mbarrier.try_wait.parity %s, %s, %s : !llvm.ptr<3>, i32, i32", p.barPtr(1, stage),
		k.op("arith.index_cast %s : index to i32", empty.s()), k.ci32(wsWaitTicks))
	for e, v := range vals {
		e := int64(e)
		bits := k.tf32PreRound(v, ty, "vector<4xi32>")
		if e < nA {
			_, _, dst := wgmmaASlot[tval](x, x.add(p.ptid, x.lit(e*128)))
			ptr := p.sptr(x.add(p.stageAddr(0, stage.s()), dst))
			k.line("llvm.store %s, %s {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>", bits, ptr)
			continue
		}
		kk, n := ws32BSlot[tval](x, x.add(p.ptid, x.lit((e-nA)*128)))
		for c := range int64(4) {
			ptr := p.sptr(x.add(p.stageAddr(1, stage.s()), swizzled[tval](x, x.add(n, x.lit(c)), kk)))
			k.line("llvm.store %s, %s {alignment = 4 : i64} : i32, !llvm.ptr<3>", k.op("vector.extract %s[%d] : i32 from vector<4xi32>", bits, c), ptr)
		}
	}
	// This thread's generic writes, made visible to wgmma's async proxy
	// before its arrival releases them to the consumers.
	k.line("nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}")
	k.line("%s = nvvm.mbarrier.arrive %s : !llvm.ptr<3> -> i64", k.fresh(), p.barPtr(0, stage))
}

// ws32Unit is producer thread unit l's copy unit of operand op (A's rows
// or B's columns from origin o, tile tileDim wide): wgmmaASlot's 4-k row
// unit (and its stage offset) or ws32BSlot's 4-column one, its k in the
// slice, and its row's (first column's) loop indices; rows (columns) past
// the operand read its first and are zeroed (with N a multiple of 8, a
// B unit lies wholly inside or outside).
func (k *kernelText) ws32Unit(c Contraction, x textIx, op int, l, o tval, tileDim int64) copyUnit {
	var u copyUnit
	var r tval
	limit, dims := c.M(), c.mDims
	if op == 0 {
		r, u.kk, u.dst = wgmmaASlot[tval](x, l)
	} else {
		u.kk, r = ws32BSlot[tval](x, l)
		limit, dims = c.N(), c.nDims
	}
	g := x.add(o, r).s()
	if limit%tileDim != 0 {
		u.ok = k.inBounds([][2]string{{g, k.c(limit)}})
		g = k.op("arith.select %s, %s, %s : index", u.ok, g, k.c(0))
	}
	u.idx = map[int]string{}
	k.splitLoops(c, g, dims, u.idx)
	return u
}
