package finalize

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
// m16n8k8 .tf32 per fragment and k8 step with fp32 accumulation. The
// block stages BK-deep slices of A and B in shared memory as gemmKernel
// does (16-byte global loads along the operand's contiguous dimension
// where it allows, the next slice prefetched into registers while the
// current one is multiplied; one or two shared stages), rounding each
// element to TF32 once, when it is stored (cvt.rna.tf32.f32: round to
// nearest, ties away; plain fp32 bits would do too, but the unit would
// truncate them: twice the error, all of it toward zero), so the
// fragment loads in the inner loop need no conversion.
// Each operand's slice lies in shared memory with its contiguous
// dimension contiguous (mmaLayout), padded so the fragment loads of a
// warp are bank-conflict free. Tails in M, N and K are guarded (zeros
// staged outside the operand, stores masked); full tiles store pairs.
//
// The index arithmetic is gpu_mma_index.go's, shared with the tests'
// emulation of the kernel's data flow.

// mmaKernelVersion changes when the kernel text changes in a way
// mmaTile.String does not show; it is part of the compiler identity of
// TF32 builds.
const mmaKernelVersion = "mma-tf32/1"

// mmaTile is one tiling of the TF32 kernel: the block's output tile
// BM×BN, the K slice BK (16 or 32: the shared-memory pads assume it), the
// WM×WN grid of warps and the shared-memory stages: 1 (one buffer: the
// prefetched slice is stored between two barriers) or 2 (two buffers:
// the next slice is stored into the one not being read, one barrier per
// slice). PerSM and Speed model it for the default choice as gemmTile's
// do.
type mmaTile struct {
	BM, BN, BK, WM, WN int64
	Stages             int64
	PerSM              int64
	Speed              float64
}

func (t mmaTile) warpRows() int64 { return t.BM / t.WM }
func (t mmaTile) warpCols() int64 { return t.BN / t.WN }
func (t mmaTile) threads() int64  { return 32 * t.WM * t.WN }

// String names the tiling.
func (t mmaTile) String() string {
	return fmt.Sprintf("mma%dx%dx%d/w%dx%d/s%d", t.BM, t.BN, t.BK, t.WM, t.WN, t.Stages)
}

// sharedBytes bounds the staging buffers' size: each operand's larger
// layout (mmaLayout), per stage.
func (t mmaTile) sharedBytes() int64 {
	side := func(rows int64) int64 { return max(rows*(t.BK+4), t.BK*(rows+8)) }
	return 4 * t.Stages * (side(t.BM) + side(t.BN))
}

// legal reports whether the tiling fits the kernel's design and every
// NVIDIA target: whole m16n8 fragments per warp, BK 16 or 32, 4-aligned
// tile sides, at most 1024 threads and 48 KiB of static shared memory.
func (t mmaTile) legal() bool {
	return t.WM > 0 && t.WN > 0 && t.BM%t.WM == 0 && t.BN%t.WN == 0 &&
		t.warpRows()%16 == 0 && t.warpCols()%8 == 0 && (t.BK == 16 || t.BK == 32) && (t.Stages == 1 || t.Stages == 2) &&
		t.threads() <= 1024 && t.sharedBytes() <= 48<<10
}

// mmaTiles are the tilings the default picks from, largest first: warp
// tiles of 64×32 (4×4 fragments: 64 accumulators a thread) or 32×32.
// PerSM and Speed are estimates, not measurements.
func mmaTiles() []mmaTile {
	return []mmaTile{
		{BM: 128, BN: 128, BK: 16, WM: 2, WN: 4, Stages: 1, PerSM: 2, Speed: 1},
		{BM: 128, BN: 64, BK: 16, WM: 2, WN: 2, Stages: 1, PerSM: 4, Speed: 0.85},
		{BM: 64, BN: 64, BK: 16, WM: 2, WN: 2, Stages: 1, PerSM: 6, Speed: 0.6},
	}
}

// mmaScore is the default model's throughput of t for c (tileScore's).
func (c contraction) mmaScore(t mmaTile, processors int) float64 {
	return c.tileScore(gemmTile{BM: t.BM, BN: t.BN, PerSM: t.PerSM, Speed: t.Speed}, processors)
}

// pickMMATile picks the tiling with the best modelled throughput.
func (c contraction) pickMMATile(processors int) mmaTile {
	return bestTile(c, mmaTiles(), func(t mmaTile) int64 { return t.BM }, func(t mmaTile) float64 { return c.mmaScore(t, processors) })
}

// mmaSpace is the TF32 kernel's tuning space for c: the default first,
// then mmaTiles, their two-stage forms (modelled a little faster: one
// barrier per slice instead of two), their 32-deep slices and a
// 64×64-warp-tile 128×128 (fewer shared loads per mma, twice the
// accumulators), ranked by the model.
func (c contraction) mmaSpace(processors int) []mmaTile {
	def := c.pickMMATile(processors)
	cands := append(mmaTiles(), mmaTile{BM: 128, BN: 128, BK: 16, WM: 2, WN: 2, Stages: 1, PerSM: 2, Speed: 1})
	for _, t := range slices.Clone(cands) {
		t.Stages, t.Speed = 2, t.Speed*1.05
		cands = append(cands, t)
	}
	for _, t := range slices.Clone(cands) {
		t.BK = 32
		cands = append(cands, t)
	}
	var rest []mmaTile
	for _, t := range cands {
		if t == def || !t.legal() || ceilDiv(c.M(), t.BM) > maxGridYZ {
			continue
		}
		rest = append(rest, t)
	}
	score := func(t mmaTile) float64 { return c.mmaScore(t, processors) }
	slices.SortStableFunc(rest, func(a, b mmaTile) int { return cmp.Compare(score(b), score(a)) })
	return append([]mmaTile{def}, rest...)
}

// kernel writes the private function name computing c as opts say: the
// TF32 kernel when allowed (never when emulating: that is gemmKernel's
// CPU check), else gemmKernel with tile.
func (o gemmOptions) kernel(name string, c contraction, tile gemmTile, fill bool, epi *epilogue) (string, error) {
	if !o.tf32 || o.emulate {
		return gemmKernel(name, c, tile, fill, epi, o.emulate)
	}
	t := c.pickMMATile(o.processors)
	if o.mma != nil {
		t = *o.mma
	}
	if t == (mmaTile{}) { // no tiling's grid fits (over 65535 row tiles)
		return gemmKernel(name, c, tile, fill, epi, false)
	}
	return mmaKernel(name, c, t, fill, epi)
}

// mmaOperand is how one operand is staged: its load mode and shared
// layout.
type mmaOperand struct {
	mode stageMode
	lay  mmaLayout
}

// mmaOperands chooses the staging of A (operand 0, rows m) and B (1,
// rows n) for tiling t: 4-wide units along the contiguous dimension
// where the operand allows (contraction.quadLoop), the shared layout
// with that dimension contiguous.
func (c contraction) mmaOperands(t mmaTile) [2]mmaOperand {
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
		out[op] = mmaOperand{mode: m, lay: mmaLayout{kMajor: !c.fastK(op), rows: tileDim, bk: t.BK}}
	}
	return out
}

// mmaAttrs are nvvm.mma.sync's attributes for m16n8k8 TF32.
const mmaAttrs = "{layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, " +
	"multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>, " +
	"shape = #nvvm.shape<m = 16, n = 8, k = 8>}"

// mmaKernel writes the private function computing contraction c with
// TF32 tiling t. With fill, the function takes the output's fill value
// as a fourth argument and overwrites the output; without, it adds to
// it. With epi, the accumulators go through the epilogue to its output
// (gpu_epilogue.go) instead of into C.
func mmaKernel(name string, c contraction, t mmaTile, fill bool, epi *epilogue) (string, error) {
	if !t.legal() {
		return "", fmt.Errorf("tf32 kernel %s: tiling %s is not legal", name, t)
	}
	k := &kernelText{consts: map[string]string{}}
	x := textIx{k}
	M, N, K := c.M(), c.N(), c.K()
	nt := t.threads()
	mi, ni := t.warpRows()/16, t.warpCols()/8
	ops := c.mmaOperands(t)
	wg := func(l mmaLayout) string {
		r, cc := l.shape()
		return fmt.Sprintf("memref<%dx%dx%dxi32, #gpu.address_space<workgroup>>", t.Stages, r, cc)
	}
	vec4 := "vector<4xf32>"

	m0 := x.mulc(tval{name: "%by"}, t.BM)
	n0 := x.mulc(tval{name: "%bx"}, t.BN)
	batch := map[int]string{}
	k.splitLoops(c, "%bz", c.batch, batch)
	tid := tval{name: "%tx"}
	lane := laneOf[tval](x, t, tid)

	// Staging: a thread's slots, fixed for the whole K loop.
	type slot struct {
		rr, kk tval
		live   string // "" when every thread has the slot
		rowOK  string // "" when the row is always inside
		rowIdx map[int]string
	}
	type stager struct {
		operand int
		op      mmaOperand
		tileDim int64
		buf     string
		slots   []slot
	}
	newStager := func(operand int, tileDim int64, rowDims []int, rowBase tval, limit int64, buf string) *stager {
		s := &stager{operand: operand, op: ops[operand], tileDim: tileDim, buf: buf}
		units := s.op.mode.units(tileDim, t.BK)
		for e := range ceilDiv(units, nt) {
			l := x.add(tid, x.lit(e*nt))
			var sl slot
			sl.rr, sl.kk = stageSlot[tval](x, s.op.mode, tileDim, t.BK, l)
			if (e+1)*nt > units {
				sl.live = k.op("arith.cmpi ult, %s, %s : index", l.s(), k.c(units))
			}
			gr := x.add(rowBase, sl.rr)
			if limit%tileDim != 0 {
				sl.rowOK = k.inBounds([][2]string{{gr.s(), k.c(limit)}})
			}
			sl.rowIdx = map[int]string{}
			k.splitLoops(c, gr.s(), rowDims, sl.rowIdx)
			s.slots = append(s.slots, sl)
		}
		return s
	}
	load := func(s *stager, kBase string) []string {
		var vals []string
		for _, sl := range s.slots {
			gk := k.op("arith.addi %s, %s : index", kBase, sl.kk.s())
			vals = append(vals, k.guardedLoad(c, s.operand, gk, s.op.mode.quad(), []string{sl.rowOK, sl.live}, func(kIdx map[int]string) string {
				return k.indices(c, s.operand, with(batch, sl.rowIdx, kIdx))
			}))
		}
		return vals
	}
	tf32 := func(v string) string {
		return k.op("nvvm.convert.float.to.tf32 %s {rnd = #nvvm.fp_rnd_mode<rna>}", v)
	}
	// store rounds the thread's staged values to TF32 and writes them
	// to shared memory: a 4-wide unit along the layout's contiguous
	// dimension as one 16-byte store.
	store := func(s *stager, vals []string, stage string) {
		lay := s.op.lay
		for i, sl := range s.slots {
			if sl.live != "" {
				k.line("scf.if %s {", sl.live)
			}
			if !s.op.mode.quad() {
				i0, i1 := at(lay, sl.rr, sl.kk)
				k.line("memref.store %s, %s[%s, %s, %s] : %s", tf32(vals[i]), s.buf, stage, i0.s(), i1.s(), wg(lay))
			} else {
				var cv []string
				for j := range int64(4) {
					cv = append(cv, tf32(k.op("vector.extract %s[%d] : f32 from %s", vals[i], j, vec4)))
				}
				alongK := s.op.mode == quadK
				if alongK == !lay.kMajor { // contiguous in shared memory too
					v := k.op("vector.from_elements %s : vector<4xi32>", strings.Join(cv, ", "))
					i0, i1 := at(lay, sl.rr, sl.kk)
					k.line("vector.store %s, %s[%s, %s, %s] : %s, vector<4xi32>", v, s.buf, stage, i0.s(), i1.s(), wg(lay))
				} else {
					for j := range int64(4) {
						r, kk := sl.rr, sl.kk
						if alongK {
							kk = x.add(kk, x.lit(j))
						} else {
							r = x.add(r, x.lit(j))
						}
						i0, i1 := at(lay, r, kk)
						k.line("memref.store %s, %s[%s, %s, %s] : %s", cv[j], s.buf, stage, i0.s(), i1.s(), wg(lay))
					}
				}
			}
			if sl.live != "" {
				k.line("}")
			}
		}
	}
	sa := newStager(0, t.BM, c.mDims, m0, M, "%As")
	sb := newStager(1, t.BN, c.nDims, n0, N, "%Bs")
	// The K loop's iter_args are the accumulators (4 per fragment) and
	// the prefetched slice: with one stage the loop's own slice, stored
	// at its top; with two the next one, slice 0 being stored before the
	// loop.
	first := append(load(sa, k.c(0)), load(sb, k.c(0))...)
	if t.Stages == 2 {
		s0 := stageOf[tval](x, x.lit(0), t.Stages).s()
		store(sa, first[:len(sa.slots)], s0)
		store(sb, first[len(sa.slots):], s0)
		k.line("gpu.barrier")
		first = append(load(sa, k.c(t.BK)), load(sb, k.c(t.BK))...)
	}
	start := "%zf"
	if fill {
		start = "%init"
	}
	nacc := mi * ni * 4
	var iters, types []string
	accIn := make([]string, nacc)
	for i := range accIn {
		accIn[i] = fmt.Sprintf("%%acc%d", i)
		iters = append(iters, fmt.Sprintf("%s = %s", accIn[i], start))
		types = append(types, "f32")
	}
	pre := make([]string, len(first))
	for i, v := range first {
		pre[i] = fmt.Sprintf("%%pre%d", i)
		iters = append(iters, fmt.Sprintf("%s = %s", pre[i], v))
		ty := "f32"
		if i < len(sa.slots) && sa.op.mode.quad() || i >= len(sa.slots) && sb.op.mode.quad() {
			ty = vec4
		}
		types = append(types, ty)
	}
	k.next++
	loop := fmt.Sprintf("%%loop%d", k.next)
	k.line("%s:%d = scf.for %%k0 = %s to %s step %s iter_args(%s) -> (%s) {", loop, len(types), k.c(0), k.c(ceilDiv(K, t.BK)*t.BK), k.c(t.BK),
		strings.Join(iters, ", "), strings.Join(types, ", "))
	stage, other := k.c(0), ""
	var next []string
	if t.Stages == 1 {
		store(sa, pre[:len(sa.slots)], stage)
		store(sb, pre[len(sa.slots):], stage)
		k.line("gpu.barrier")
		kn := k.op("arith.addi %%k0, %s : index", k.c(t.BK))
		next = append(load(sa, kn), load(sb, kn)...)
	} else {
		slice := x.divc(tval{name: "%k0"}, t.BK)
		stage = stageOf[tval](x, slice, t.Stages).s()
		other = stageOf[tval](x, x.add(slice, x.lit(1)), t.Stages).s()
	}
	acc := append([]string(nil), accIn...)
	for s := range t.BK / 8 {
		afr := make([][4]string, mi)
		for m := range mi {
			for i := range int64(4) {
				r, kk := fragA[tval](x, lane, m, s, i)
				i0, i1 := at(sa.op.lay, r, kk)
				afr[m][i] = k.op("memref.load %%As[%s, %s, %s] : %s", stage, i0.s(), i1.s(), wg(sa.op.lay))
			}
		}
		bfr := make([][2]string, ni)
		for n := range ni {
			for j := range int64(2) {
				col, kk := fragB[tval](x, lane, n, s, j)
				i0, i1 := at(sb.op.lay, col, kk)
				bfr[n][j] = k.op("memref.load %%Bs[%s, %s, %s] : %s", stage, i0.s(), i1.s(), wg(sb.op.lay))
			}
		}
		for m := range mi {
			for n := range ni {
				base := (m*ni + n) * 4
				d := k.op("nvvm.mma.sync A[%s] B[%s] C[%s] %s : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>",
					strings.Join(afr[m][:], ", "), strings.Join(bfr[n][:], ", "), strings.Join(acc[base:base+4], ", "), mmaAttrs)
				for r := range int64(4) {
					acc[base+r] = k.op("llvm.extractvalue %s[%d] : !llvm.struct<(f32, f32, f32, f32)>", d, r)
				}
			}
		}
	}
	if t.Stages == 1 {
		k.line("gpu.barrier") // before the next slice overwrites this one
	} else {
		// The next slice goes to the other buffer, which every thread
		// finished reading before the last barrier; the barrier after it
		// makes it visible and frees this one.
		store(sa, pre[:len(sa.slots)], other)
		store(sb, pre[len(sa.slots):], other)
		k.line("gpu.barrier")
		kn := k.op("arith.addi %%k0, %s : index", k.c(2*t.BK))
		next = append(load(sa, kn), load(sb, kn)...)
	}
	k.line("scf.yield %s : %s", strings.Join(append(acc, next...), ", "), strings.Join(types, ", "))
	k.line("}")

	// Write the accumulators. Accumulators r and r+1 are adjacent
	// columns: full tiles of a single column loop that is C's contiguous
	// dimension store them as one 8-byte pair (N a multiple of BN, hence
	// even; planned buffers are 256-byte aligned).
	lastC := c.maps[2][len(c.maps[2])-1]
	full := M%t.BM == 0 && N%t.BN == 0 && len(c.nDims) == 1 && lastC.Coef[c.nDims[0]] == 1 &&
		!strings.Contains(c.types[2], "strided") && (epi == nil || epi.vec(2))
	ew := newEpilogueWriter(epi, k, c)
	vec2 := "vector<2xf32>"
	for m := range mi {
		for n := range ni {
			for h := range int64(2) { // rows g and g+8
				r0 := 2 * h
				row, col := fragC[tval](x, lane, m, n, r0)
				grow, gcol := x.add(m0, row), x.add(n0, col)
				rowIdx := map[int]string{}
				k.splitLoops(c, grow.s(), c.mDims, rowIdx)
				v0, v1 := fmt.Sprintf("%s#%d", loop, (m*ni+n)*4+r0), fmt.Sprintf("%s#%d", loop, (m*ni+n)*4+r0+1)
				if full {
					cIdx := k.indexList(c, 2, with(batch, rowIdx, map[int]string{c.nDims[0]: gcol.s()}))
					in := strings.Join(cIdx, ", ")
					v := k.op("vector.from_elements %s, %s : %s", v0, v1, vec2)
					if !fill {
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
					cIdx := k.indexList(c, 2, with(batch, rowIdx, colIdx))
					in := strings.Join(cIdx, ", ")
					if !fill {
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
	k.line("gpu.terminator")

	var b strings.Builder
	writeKernelHead(&b, name, c, fill, epi, ceilDiv(N, t.BN), ceilDiv(M, t.BM), nt)
	fmt.Fprintf(&b, "  gpu.launch blocks(%%bx, %%by, %%bz) in (%%sbx = %%gx, %%sby = %%gy, %%sbz = %%gz) threads(%%tx, %%ty, %%tz) in (%%stx = %%nt, %%sty = %%one, %%stz = %%one) workgroup(%%As : %s, %%Bs : %s) {\n",
		wg(sa.op.lay), wg(sb.op.lay))
	k.writeBody(&b)
	b.WriteString("  }\n  return\n}\n")
	return b.String(), nil
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
func (k *kernelText) splitLoops(c contraction, x string, dims []int, vals map[int]string) {
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
func (k *kernelText) indexList(c contraction, operand int, vals map[int]string) []string {
	var out []string
	for _, e := range c.maps[operand] {
		out = append(out, k.linear(e, func(d int) string { return vals[d] }))
	}
	return out
}

// indices is indexList as MLIR's comma-separated index operands.
func (k *kernelText) indices(c contraction, operand int, vals map[int]string) string {
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
