package kernelgen

import (
	"fmt"
	"strings"
)

// The warp-specialized, persistent Hopper half kernel: the half wgmma
// kernel's stage layouts and instructions (wgmma16.go), organized as
// cuBLAS's sm90 kernels are. Measured on an H200 (bench/gpu/RESULTS.md,
// issue 28), the plain kernel keeps only Stages-2 slices in flight, puts
// every warp through a CTA barrier each 64-deep slice and leaves each
// tile's pipeline fill and stores unoverlapped (one block per SM): 0.5 to
// 0.6 of cuBLAS at BERT's M=4096 products.
//
// Here the grid is min(tiles, multiprocessors) blocks, each walking tiles
// blockIdx.x, +gridDim.x, … (wsTile's raster: groups of up to 8 M-blocks
// sweep N together, so a wave's tiles share their A rows and B columns in
// L2). A block is one PRODUCER warpgroup and WM/CRows CONSUMER warpgroups
// of CRows·64 rows each. The producer issues every 16-byte cp.async of
// both operands into a ring of Stages slices, laid out exactly as the
// plain kernel's, and completes each slice on the stage's FULL mbarrier
// (cp.async.mbarrier.arrive.noinc: the barrier counts the producer's 128
// threads, each arriving once its own copies have landed). The consumers
// wait on FULL with mbarrier.try_wait.parity, fence the copies' generic
// writes for wgmma's async proxy, issue the slice's wgmmas, and once
// wgmma.wait_group 1 says the previous slice's wgmmas are done, lane 0 of
// each consumer warp arrives on that slice's EMPTY mbarrier, on which the
// producer waits before refilling the stage. So Stages-1 slices are in
// flight, no CTA-wide barrier runs after the barriers' initialization,
// and the producer fetches the next tile's first slices while the
// consumers store this one's.
//
// Phases: the ring's slices are numbered across the block's tiles (it, a
// running count both roles keep alike); slice it uses stage it%Stages,
// whose barriers complete once per pass, so the consumers wait on FULL for
// the parity of pass it/Stages and the producer on EMPTY for the opposite
// one (wsPhase: a fresh barrier's "previous" phase counts as complete,
// which lets the first pass through the ring start at once).
//
// The kernel stores its outputs from registers only, 8 columns a lane
// where the tile allows (wgmmaVecStores, below): an epilogue that stages
// channels-first stores through the ring (conv_store.go) takes the plain
// kernel.

// wsBarrierBytes are one stage's mbarriers' bytes, after the ring: its
// FULL and EMPTY barriers, 8 bytes each.
const wsBarrierBytes = 16

// ProducerRegs is a warp-specialized tiling's producer register count
// after setmaxnreg (0 without): what the consumers' raise to Regs leaves
// of the block's launch allocation (wsEntryRegs a thread), or what their
// release down to Regs adds to the producer's (the TF32 kernel), in multiples
// of 8. The producer keeps its copy units' addresses live across its K
// loop (the PTX holds about 40 64-bit ones at 256×128), so the tilings
// raise the consumers only as far as that allows.
func (t MMATile) ProducerRegs() int64 {
	if t.Regs == 0 || t.Consumers() == 0 {
		return 0
	}
	entry := wsEntryRegs(t.Threads())
	return (entry - (t.Regs-entry)*t.Consumers()) / 8 * 8
}

// wsGroupRows is the raster's group of M-blocks that sweep N together.
const wsGroupRows = 8

// wsWaitTicks is mbarrier.try_wait's suspend-time hint (CUTLASS's).
const wsWaitTicks = 0x989680

// WGMMA16WSTiles are the warp-specialized half kernel's tilings: cuBLAS's
// 256×128 with two consumer warpgroups of 128 rows (with and without
// setmaxnreg, in 4 and 3 stages), four consumers of 64 rows, 128×256 with
// two, 128×192 in 5 and 4 stages (BERT's N=768 products in 128 tiles, one
// wave of 132 multiprocessors, where 256×128 leaves 36 idle) and 128×128,
// with two consumers of 64 rows or one of 128. Speed ranks them above
// the plain kernel's in the tuning space (the model cannot tell; the
// tuner measures).
func WGMMA16WSTiles() []MMATile {
	ws := func(bm, bn, crows, stages, regs int64, speed float64) MMATile {
		return MMATile{BM: bm, BN: bn, BK: WGMMA16BK, WM: bm / 64, WN: 1, Stages: stages, WG: true, WS: true, CRows: crows, Regs: regs, PerSM: 1, Speed: speed}
	}
	return []MMATile{
		ws(256, 128, 2, 4, 208, 2.4),
		ws(256, 128, 2, 4, 0, 2.35),
		ws(256, 128, 1, 4, 104, 2.3),
		ws(128, 256, 1, 4, 208, 2.3),
		ws(256, 128, 2, 3, 208, 2.2),
		ws(128, 192, 1, 5, 0, 2.25),
		ws(128, 192, 1, 4, 0, 2.2),
		ws(128, 128, 1, 6, 0, 2.1),
		ws(128, 128, 2, 6, 0, 2.0),
	}
}

// wsDefault is the warp-specialized tiling the default picks
// (pickWSTile): 128×192 in 4 stages, two consumers of 64 rows.
func wsDefault() MMATile {
	for _, t := range WGMMA16WSTiles() {
		if t.BM == 128 && t.BN == 192 && t.Stages == 4 && t.CRows == 1 && t.Regs == 0 {
			return t
		}
	}
	return MMATile{} // not legal: no default
}

// pickWSTile is the warp-specialized default for c, if c takes it: no
// prologue, whole 128×192 tiles (so its stores are 8-column vectors), and
// at least three quarters of a wave of them on processors
// multiprocessors (a small product keeps the plain kernel's smaller
// tiles).
func (c Contraction) pickWSTile(processors int, shared int64) (MMATile, bool) {
	t := wsDefault()
	return t, c.wsWave(t, processors) && legalWS16(t, shared)
}

// wsWave reports whether c takes a warp-specialized default tiling t on
// processors multiprocessors: no prologue, whole tiles (so its stores are
// 8-column vectors), and at least three quarters of a wave of them (a
// small product keeps the plain kernel's smaller tiles).
func (c Contraction) wsWave(t MMATile, processors int) bool {
	if processors <= 0 {
		processors = defaultProcessors
	}
	tiles := ceilDiv(c.M(), t.BM) * ceilDiv(c.N(), t.BN) * c.BatchSize()
	return !c.hasPrologue() && c.M()%t.BM == 0 && c.N()%t.BN == 0 && 4*tiles >= 3*int64(processors)
}

// Consumers is a warp-specialized tiling's consumer warpgroups.
func (t MMATile) Consumers() int64 {
	if t.CRows <= 0 {
		return 0
	}
	return t.WM / t.CRows
}

// wsEntryRegs is the register count every thread of a block of threads
// threads can have at launch (one block per multiprocessor, 64K
// registers, allocated 8 a thread; at most 248, 255 rounded down).
func wsEntryRegs(threads int64) int64 { return min(65536/threads/8*8, 248) }

// legalWS16 reports whether t is a warp-specialized half tiling that
// fits shared bytes per block: consumers of 64 or 128 rows (at most 128
// accumulators a thread), BN a multiple of 64 up to 256, 64-deep slices,
// 2 to 8 stages, the units of both operands' slices a whole number per
// producer thread, and a setmaxnreg count that is a multiple of 8 the
// producer's release covers, leaving it at least 24.
func legalWS16(t MMATile, shared int64) bool {
	if !t.WG || !t.WS || t.VecStore || t.Ahead != 0 || t.WN != 1 || (t.CRows != 1 && t.CRows != 2) || t.WM <= 0 || t.WM%t.CRows != 0 || t.BM != 64*t.WM ||
		t.BN%64 != 0 || t.BN < 64 || t.BN > 256 || t.CRows*t.BN > 256 || t.BK != WGMMA16BK || t.Stages < 2 || t.Stages > 8 ||
		t.Threads() > 1024 || t.SharedBytes() > shared || t.BM*WGMMA16BK/halfUnit%128 != 0 || t.BN*WGMMA16BK/halfUnit%128 != 0 {
		return false
	}
	if t.Regs == 0 {
		return true
	}
	return t.Regs%8 == 0 && t.Regs > wsEntryRegs(t.Threads()) && t.Regs <= 256 && t.ProducerRegs() >= 24
}

// wgmma16WSFits reports whether the warp-specialized kernel computes c
// with epilogue epi (fill as the kernel's): the plain half wgmma kernel's
// operands, no prologue, and outputs stored from registers.
func (c Contraction) wgmma16WSFits(t MMATile, shared int64, fill bool, epi *epilogue) bool {
	return c.wgmma16Fits() && !c.hasPrologue() && c.stagedBytes(epi, fill, t.BM, t.BN, shared) == 0
}

// wsTile is the tile the persistent kernel's running tile number tile
// stands for: its batch index, M-block and N-block. Tiles are numbered
// batch by batch; inside one, groups of g M-blocks (g the largest
// divisor of tilesM up to wsGroupRows, so every group is whole) sweep
// the N-blocks, the group's M-blocks fastest.
func wsTile[V any](a ix[V], tile V, tilesM, tilesN int64) (batch, mb, nb V) {
	g := wsGroup(tilesM)
	batch, r := a.divc(tile, tilesM*tilesN), a.remc(tile, tilesM*tilesN)
	group, w := a.divc(r, g*tilesN), a.remc(r, g*tilesN)
	return batch, a.add(a.mulc(group, g), a.remc(w, g)), a.divc(w, g)
}

// wsGroup is wsTile's group of M-blocks for tilesM of them.
func wsGroup(tilesM int64) int64 {
	for g := min(wsGroupRows, tilesM); g > 1; g-- {
		if tilesM%g == 0 {
			return g
		}
	}
	return 1
}

// wsPhase is the ring stage of the block's running slice number it and
// the parities its waits pass on: the consumers' on the stage's FULL
// barrier (that of pass it/stages), the producer's on its EMPTY barrier
// (the opposite).
func wsPhase[V any](a ix[V], it V, stages int64) (stage, full, empty V) {
	full = a.remc(a.divc(it, stages), 2)
	return a.remc(it, stages), full, a.xor(full, a.lit(1))
}

// wsGrid is the persistent kernel's block count for c tiled by t on
// processors multiprocessors: one block per multiprocessor, fewer when
// there are fewer tiles.
func wsGrid(c Contraction, t MMATile, processors int) int64 {
	if processors <= 0 {
		processors = defaultProcessors
	}
	return min(ceilDiv(c.M(), t.BM)*ceilDiv(c.N(), t.BN)*c.BatchSize(), int64(processors))
}

// wgmma16WSKernel writes the private function computing the half product
// c with the warp-specialized tiling t on a target with processors
// multiprocessors and shared bytes per block.
func wgmma16WSKernel(name string, c Contraction, t MMATile, processors int, shared int64, fill bool, epi *epilogue) (string, error) {
	if !legalWS16(t, shared) || !c.wgmma16WSFits(t, shared, fill, epi) {
		return "", fmt.Errorf("half kernel %s: warp-specialized tiling %s is not legal for this product", name, t)
	}
	return wsKernel(name, c, t, processors, fill, epi, WGMMA16BK, func(k *kernelText, x textIx, p wsProducerArgs) {
		k.wsProducer(c, t, x, p)
	}), nil
}

// wsKernel writes the warp-specialized kernel's text for c tiled by t
// (slices bk deep) on processors multiprocessors: the ring and its
// barriers, the persistent grid, the producer warpgroup's loop as
// producer writes it (the half kernel's cp.async, wsProducer; the TF32
// kernel's rounding copies through registers, wsProducer32) and the
// consumers' (wsConsumer, either element type).
func wsKernel(name string, c Contraction, t MMATile, processors int, fill bool, epi *epilogue, bk int64,
	producer func(k *kernelText, x textIx, p wsProducerArgs)) string {
	k := &kernelText{consts: map[string]string{}}
	x := textIx{k}
	M, N, K := c.M(), c.N(), c.K()
	nt := t.Threads()
	cons := t.Consumers()
	aBytes, bBytes := t.BM*128, t.BN*128
	nk := ceilDiv(K, bk)
	tilesM, tilesN := ceilDiv(M, t.BM), ceilDiv(N, t.BN)
	total := tilesM * tilesN * c.BatchSize()
	grid := wsGrid(c, t, processors)

	stageAddr, sptr := k.wgmmaSmem(x, t.Stages, aBytes, bBytes)
	bars := stageAddr(1, k.c(t.Stages)) // the ring's end: FULL[0..S), then EMPTY[0..S)
	barPtr := func(which int64, stage tval) string {
		return sptr(x.add(bars, x.add(x.mulc(stage, 8), x.lit(which*8*t.Stages))))
	}
	tid := tval{name: "%tx"}
	k.line("scf.if %s {", k.op("arith.cmpi eq, %%tx, %s : index", k.c(0)))
	for s := range t.Stages {
		k.line("nvvm.mbarrier.init %s, %s : !llvm.ptr<3>, i32", barPtr(0, x.lit(s)), k.ci32(128))
		k.line("nvvm.mbarrier.init %s, %s : !llvm.ptr<3>, i32", barPtr(1, x.lit(s)), k.ci32(4*cons))
	}
	k.line("}")
	k.line("gpu.barrier")

	type global struct {
		base, off string
		strides   []string
	}
	elem, size := c.elem, int64(2)
	if !c.Half() {
		elem, size = "f32", 4
	}
	var gl [2]global
	for op := range gl {
		gl[op].base, gl[op].off, gl[op].strides = k.descriptorOfElem(c, op, []string{"%A", "%B"}[op], elem)
	}
	// tileOf decodes the running tile number into its batch indices and
	// output origin.
	tileOf := func(tile tval) (m0, n0 tval, batch map[int]string) {
		b, mb, nb := wsTile[tval](x, tile, tilesM, tilesN)
		batch = map[int]string{}
		if len(c.batch) > 0 {
			k.splitLoops(c, b.s(), c.batch, batch)
		}
		return x.mulc(mb, t.BM), x.mulc(nb, t.BN), batch
	}
	wg := x.divc(tid, 128)
	isProducer := k.op("arith.cmpi eq, %s, %s : index", wg.s(), k.c(cons))
	k.line("scf.if %s {", isProducer)
	// The half kernel raises its consumers (Regs above the launch's
	// count) and lowers the producer; the TF32 one, whose producer holds
	// two slices in registers, the other way round.
	entry := wsEntryRegs(nt)
	setRegs := func(n int64) {
		if n > entry {
			k.line("nvvm.setmaxregister increase %d", n)
		} else {
			k.line("nvvm.setmaxregister decrease %d", n)
		}
	}
	if t.Regs > 0 {
		setRegs(t.ProducerRegs())
	}
	producer(k, x, wsProducerArgs{
		ptid: x.add(tid, x.lit(-128*cons)), total: total, nk: nk,
		tileOf: tileOf, stageAddr: stageAddr, sptr: sptr, barPtr: barPtr,
		gptr: func(op int, idx []string) string {
			return k.gptrElem(idx, gl[op].base, gl[op].off, gl[op].strides, size)
		},
	})
	k.line("} else {")
	if t.Regs > 0 {
		setRegs(t.Regs)
	}
	k.wsConsumer(c, t, x, wg, total, nk, fill, epi, tileOf, stageAddr, barPtr)
	k.line("}")
	k.line("gpu.terminator")

	var b strings.Builder
	writeKernelHead(&b, name, c, fill, epi, grid, 1, nt)
	fmt.Fprintf(&b, "  %%smem = arith.constant %d : i32\n", t.SharedBytes())
	b.WriteString("  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %gx, %sby = %gy, %sbz = %one) threads(%tx, %ty, %tz) in (%stx = %nt, %sty = %one, %stz = %one) dynamic_shared_memory_size %smem {\n")
	k.writeBody(&b)
	b.WriteString("  }\n  return\n}\n")
	return b.String()
}

// wsProducerArgs is what the producer's code needs of the kernel.
type wsProducerArgs struct {
	ptid      tval // the thread's index in the producer warpgroup
	total, nk int64
	tileOf    func(tile tval) (m0, n0 tval, batch map[int]string)
	stageAddr func(op int, st string) tval
	sptr      func(addr tval) string
	barPtr    func(which int64, stage tval) string
	gptr      func(op int, idx []string) string
}

// wsProducer writes the producer warpgroup's loop: for each of the
// block's tiles and each of its K slices, wait until the slice's stage is
// free (EMPTY), start the 16-byte copies of both operands' units into it
// (zeros past M, N and K: a unit lies wholly inside or outside, as in the
// plain kernel) and have FULL count this thread's copies as they land.
func (k *kernelText) wsProducer(c Contraction, t MMATile, x textIx, p wsProducerArgs) {
	k.line("%%ptiles = scf.for %%pt = %%bx to %s step %%sbx iter_args(%%pit = %s) -> (index) {", k.c(p.total), k.c(0))
	m0, n0, batch := p.tileOf(tval{name: "%pt"})
	aUnits, bUnits := k.wgmma16Units(c, t, x, p.ptid, 128, m0, n0)
	k.line("scf.for %%pkt = %s to %s step %s {", k.c(0), k.c(p.nk), k.c(1))
	it := x.add(tval{name: "%pit"}, tval{name: "%pkt"})
	stage, _, empty := wsPhase[tval](x, it, t.Stages)
	k.line("nvvm.mbarrier.try_wait.parity %s, %s, %s : !llvm.ptr<3>, i32, i32", p.barPtr(1, stage),
		k.op("arith.index_cast %s : index to i32", empty.s()), k.ci32(wsWaitTicks))
	kBase := x.mulc(tval{name: "%pkt"}, WGMMA16BK).s()
	for op, units := range [2][]copyUnit{aUnits, bUnits} {
		st := p.stageAddr(op, stage.s())
		for _, u := range units {
			idx, ok := k.wgmma16CopyAt(c, op, u, kBase, batch)
			k.cpAsync16(ok, func() string { return p.sptr(x.add(st, u.dst)) }, func() string { return p.gptr(op, idx) })
		}
	}
	k.line("nvvm.cp.async.mbarrier.arrive %s {noinc = true} : !llvm.ptr<3>", p.barPtr(0, stage))
	k.line("}")
	k.line("scf.yield %s : index", x.add(tval{name: "%pit"}, x.lit(p.nk)).s())
	k.line("}")
	// Every copy was waited for by a consumer; this only keeps the
	// producer's threads from leaving with copies of theirs in flight.
	k.line("nvvm.cp.async.commit.group")
	k.line("nvvm.cp.async.wait.group 0")
}

// wsConsumer writes the consumer warpgroups' loop: for each of the
// block's tiles, each slice's wgmmas as the ring fills, the stages
// released behind them, then the tile's stores from registers.
func (k *kernelText) wsConsumer(c Contraction, t MMATile, x textIx, wg tval, total, nk int64, fill bool, epi *epilogue,
	tileOf func(tile tval) (m0, n0 tval, batch map[int]string), stageAddr func(op int, st string) tval, barPtr func(which int64, stage tval) string) {
	tid := tval{name: "%tx"}
	lane := x.remc(tid, 32)
	lane0 := k.op("arith.cmpi eq, %s, %s : index", lane.s(), k.c(0))
	nacc := t.BN / 2
	accTy := "!llvm.struct<(" + strings.TrimSuffix(strings.Repeat("f32, ", int(nacc)), ", ") + ")>"
	start := "%zf"
	if fill {
		start = "%init"
	}
	k.line("%%ctiles = scf.for %%ct = %%bx to %s step %%sbx iter_args(%%cit = %s) -> (index) {", k.c(total), k.c(0))
	m0, n0, batch := tileOf(tval{name: "%ct"})
	acc0 := k.op("llvm.mlir.undef : %s", accTy)
	for i := range nacc {
		acc0 = k.op("llvm.insertvalue %s, %s[%d] : %s", start, acc0, i, accTy)
	}
	var iters, types []string
	for r := range t.CRows {
		iters = append(iters, fmt.Sprintf("%%cacc%d = %s", r, acc0))
		types = append(types, accTy)
	}
	k.next++
	loop := fmt.Sprintf("%%cloop%d", k.next)
	k.line("%s:%d = scf.for %%ckt = %s to %s step %s iter_args(%s) -> (%s) {", loop, t.CRows, k.c(0), k.c(nk), k.c(1),
		strings.Join(iters, ", "), strings.Join(types, ", "))
	it := x.add(tval{name: "%cit"}, tval{name: "%ckt"})
	stage, full, _ := wsPhase[tval](x, it, t.Stages)
	k.line("nvvm.mbarrier.try_wait.parity %s, %s, %s : !llvm.ptr<3>, i32, i32", barPtr(0, stage),
		k.op("arith.index_cast %s : index to i32", full.s()), k.ci32(wsWaitTicks))
	// The producer's copies are generic-proxy writes; wgmma reads through
	// the async proxy.
	k.line("nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}")
	aBase := x.add(stageAddr(0, stage.s()), x.mulc(wg, t.CRows*64*128))
	bAddr := stageAddr(1, stage.s())
	desc := func(addr tval, bits uint64) string {
		a := k.op("arith.index_cast %s : index to i64", addr.s())
		a = k.op("arith.shrui %s, %s : i64", k.op("arith.andi %s, %s : i64", a, k.ci64(0x3ffff)), k.ci64(4))
		return k.op("arith.ori %s, %s : i64", a, k.ci64(int64(bits)))
	}
	k.line("nvvm.wgmma.fence.aligned")
	acc := make([]string, t.CRows)
	for r := range acc {
		acc[r] = fmt.Sprintf("%%cacc%d", r)
	}
	for _, st := range wsSteps(c, t.BN) {
		bDesc := desc(x.add(bAddr, x.lit(st.b)), st.bBits)
		for r := range t.CRows {
			acc[r] = k.op("nvvm.wgmma.mma_async %s, %s, %s, #nvvm.shape<m = 64, n = %d, k = %d>, D[<f32>, <one>, <wrapped>], A[<%s>, <one>, <row>], B[<%s>, <one>, <%s>] : %s -> %s",
				desc(x.add(aBase, x.lit(r*64*128+st.a)), wgmmaDescBits), bDesc, acc[r], t.BN, st.k, st.elem, st.elem, st.bLayout, accTy, accTy)
		}
	}
	k.line("nvvm.wgmma.commit.group.sync.aligned")
	k.line("nvvm.wgmma.wait.group.sync.aligned 1")
	// The previous slice's wgmmas are done: its stage is free.
	notFirst := k.op("arith.cmpi ugt, %%ckt, %s : index", k.c(0))
	k.line("scf.if %s {", k.and(notFirst, lane0))
	prev, _, _ := wsPhase[tval](x, x.add(it, x.lit(-1)), t.Stages)
	k.line("%s = nvvm.mbarrier.arrive %s : !llvm.ptr<3> -> i64", k.fresh(), barPtr(1, prev))
	k.line("}")
	k.line("scf.yield %s : %s", strings.Join(acc, ", "), strings.Join(types, ", "))
	k.line("}")
	k.line("nvvm.wgmma.wait.group.sync.aligned 0")
	k.line("scf.if %s {", lane0)
	last, _, _ := wsPhase[tval](x, x.add(tval{name: "%cit"}, x.lit(nk-1)), t.Stages)
	k.line("%s = nvvm.mbarrier.arrive %s : !llvm.ptr<3> -> i64", k.fresh(), barPtr(1, last))
	k.line("}")
	for r := range t.CRows {
		ln := laneOf[tval](x, MMATile{BM: 16, BN: 8, WM: 1, WN: 1}, lane)
		ln.wrow = x.add(x.mulc(wg, t.CRows*64), x.add(x.lit(r*64), x.mulc(x.remc(x.divc(tid, 32), 4), 16)))
		res := fmt.Sprintf("%s#%d", loop, r)
		st := mmaStore{bm: t.BM, bn: t.BN, mi: 1, ni: t.BN / 8, lane: ln, m0: m0, n0: n0, batch: batch, fill: fill, epi: epi,
			acc: func(i int64) string { return k.op("llvm.extractvalue %s[%d] : %s", res, i, accTy) }, nt: t.Threads()}
		if c.vecStores(t.BM, t.BN, epi) {
			k.wgmmaVecStores(c, st)
		} else {
			k.mmaStores(c, st)
		}
	}
	k.line("scf.yield %s : index", x.add(tval{name: "%cit"}, x.lit(nk)).s())
	k.line("}")
}

// wsStep is one wgmma of a consumer's slice: its K depth, operand type,
// the byte offsets of its operands in the stage, B's descriptor bits and
// layout (<row>: the half kernel's MN-major B, imm-trans-b = 1; <col>:
// K-major, described as A).
type wsStep struct {
	k, a, b int64
	elem    string
	bBits   uint64
	bLayout string
}

// wsSteps are the wgmmas of one slice of c, bn columns wide: a half
// slice's four k16 steps (wgmma16Step), a TF32 slice's four k8 steps, each
// 32 bytes along both operands' K-major swizzled rows (wgmma.go).
func wsSteps(c Contraction, bn int64) []wsStep {
	var out []wsStep
	if !c.Half() {
		for s := range int64(WGMMABK / 8) {
			out = append(out, wsStep{k: 8, a: 32 * s, b: 32 * s, elem: "tf32", bBits: wgmmaDescBits, bLayout: "col"})
		}
		return out
	}
	for s := range int64(WGMMA16BK / 16) {
		sa, sb := wgmma16Step(s, bn)
		st := wsStep{k: 16, a: sa, b: sb, elem: c.elem, bBits: wgmma16BDescBits(bn), bLayout: "row"}
		if c.wgmma16KMajorB() {
			st.b, st.bBits, st.bLayout = sa, wgmmaDescBits, "col"
		}
		out = append(out, st)
	}
	return out
}

// fresh is a new SSA name for a result the kernel does not use.
func (k *kernelText) fresh() string {
	k.next++
	return fmt.Sprintf("%%v%d", k.next)
}

// Vector stores. A wgmma accumulator fragment gives each lane two
// adjacent columns of a row (columns 2t, 2t+1 of each n8 step, t its index
// in its quad of lanes), so a tile leaves in 4-byte (half) or 8-byte
// (fp32) stores, a third of the kernel's global-memory instructions — the
// instruction queue Nsight Compute shows the half kernels throttled on
// (issue 28). Transposing each quad's 4×4 pairs of four consecutive n8
// steps (quadTranspose) gives every lane 8 consecutive columns: one
// 16-byte store of a half output, a quarter of the instructions.

// quadIx is the per-lane arithmetic quadTranspose is written in: values
// V, conditions C (the kernel's text, or a model of all 32 lanes).
type quadIx[V, C any] interface {
	sel(c C, a, b V) V
	shflXor(v V, m int64) V
	lo(m int64) C // the lane's index has bit m clear
}

// quadTranspose transposes the 4×4 matrix of pairs a quad of lanes holds:
// lane t's x[s] becomes what lane s held in x[t]. Two butterfly stages
// (lane bits 1 and 2): in each, a lane sends the slot its partner needs
// and keeps the one it receives.
func quadTranspose[V, C any](q quadIx[V, C], x [4][2]V) [4][2]V {
	for _, m := range []int64{1, 2} {
		lo := q.lo(m)
		for s := range int64(4) {
			if s&m != 0 {
				continue
			}
			for e := range 2 {
				r := q.shflXor(q.sel(lo, x[s|m][e], x[s][e]), m)
				x[s|m][e], x[s][e] = q.sel(lo, r, x[s|m][e]), q.sel(lo, x[s][e], r)
			}
		}
	}
	return x
}

// textQuad writes quadTranspose's arithmetic into k for the lane lane.
type textQuad struct {
	k    *kernelText
	lane tval
	los  map[int64]string
}

func (q *textQuad) sel(c, a, b string) string {
	return q.k.op("arith.select %s, %s, %s : f32", c, a, b)
}

func (q *textQuad) shflXor(v string, m int64) string { return q.k.shuffleXor(v, m) }

func (q *textQuad) lo(m int64) string {
	if c, ok := q.los[m]; ok {
		return c
	}
	x := textIx{q.k}
	c := q.k.op("arith.cmpi eq, %s, %s : index", x.remc(x.divc(q.lane, m), 2).s(), q.k.c(0))
	q.los[m] = c
	return c
}

// vecStores reports whether a wgmma tile of c, bm×bn, stores in rows of 8
// columns (wgmmaVecStores): whole tiles of a row-major output whose last
// dimension is its one N loop, an epilogue (if any) that takes 8-wide
// vectors, and bn whole groups of four n8 steps.
func (c Contraction) vecStores(bm, bn int64, epi *epilogue) bool {
	lastC := c.maps[2][len(c.maps[2])-1]
	return c.M()%bm == 0 && c.N()%bn == 0 && bn%32 == 0 && len(c.nDims) == 1 && lastC.Coef[c.nDims[0]] == 1 &&
		!strings.Contains(c.types[2], "strided") && (epi == nil || epi.vec(8))
}

// wgmmaVecStores writes the stores of one m64 block's accumulators (p.acc,
// p.ni n8 steps; p.lane.wrow the lane's warp's first row) in rows of 8
// columns: each quad transposes its pairs (quadTranspose), then every lane
// stores its 8 columns as one vector, through the epilogue if any.
func (k *kernelText) wgmmaVecStores(c Contraction, p mmaStore) {
	x := textIx{k}
	ew := newEpilogueWriter(p.epi, k, c)
	q := &textQuad{k: k, lane: x.add(x.mulc(p.lane.g, 4), p.lane.t), los: map[int64]string{}}
	const vt = "vector<8xf32>"
	for h := range int64(2) { // rows g and g+8
		grow := x.add(p.m0, x.add(p.lane.wrow, x.add(p.lane.g, x.lit(8*h))))
		rowIdx := map[int]string{}
		k.splitLoops(c, grow.s(), c.mDims, rowIdx)
		for g := range p.ni / 4 {
			var pairs [4][2]string
			for s := range int64(4) {
				for e := range int64(2) {
					pairs[s][e] = p.acc((4*g+s)*4 + 2*h + e)
				}
			}
			pairs = quadTranspose[string, string](q, pairs)
			var vals []string
			for s := range 4 {
				vals = append(vals, pairs[s][0], pairs[s][1])
			}
			v := k.op("vector.from_elements %s : %s", strings.Join(vals, ", "), vt)
			gcol := x.add(p.n0, x.add(x.mulc(p.lane.t, 8), x.lit(32*g)))
			cIdx := k.indexList(c, 2, with(p.batch, rowIdx, map[int]string{c.nDims[0]: gcol.s()}))
			in := strings.Join(cIdx, ", ")
			if !p.fill {
				old := k.op("vector.load %%C[%s] {alignment = 32} : %s, %s", in, c.types[2], vt)
				v = k.op("arith.addf %s, %s : %s", v, old, vt)
			}
			if ew != nil {
				ew.storeVec(v, 8, cIdx)
				continue
			}
			k.line("vector.store %s, %%C[%s] {alignment = 32} : %s, %s", v, in, c.types[2], vt)
		}
	}
}
