package kernelgen

import (
	"fmt"
	"math"
	"strings"
)

// The fp32 flash-attention kernel (NVIDIA sm_80 and newer): exact fp32,
// every product an FFMA on the SIMT cores (no TF32). One CTA of 128
// threads computes a 64-row tile of one head's queries. Each warp owns
// 16 query rows; its lanes form 4 row groups of 8 lanes, a lane holding
// 4 rows of its group. The Q tile is copied to shared memory once
// (cp.async); K and V stream through shared memory in 32-key tiles,
// double-buffered like the half kernel (the copies of tile kt+1 fly
// while tile kt is used). Per tile a lane computes the scores of its 4
// rows at keys c, c+8, c+16, c+24 (c its place in the group: K rows
// padded so the 8 lanes' 16-byte reads fall on distinct banks), from
// 16-byte reads of Q and K along the head dim; the scale and the mask are
// applied, the online softmax keeps each row's running max (reduced
// across the group's 8 lanes by shuffles) and the lane's share of the
// sum (reduced once at the end), and the probabilities go through a
// per-warp shared buffer P so that O += P·V reads them as 16-byte rows:
// a lane accumulates its 4 rows at the head dims w·c..w·c+w-1 of every
// 8w-dim block of V, w = 4 where Dv is a multiple of 32, else 2 (the 8
// lanes read whole rows of a block, without bank conflicts). No scores
// reach global memory. A row whose every key is -inf has output 0.

// The fp32 kernel's tiling: 64 query rows (4 warps × 4 groups × 4 rows)
// per CTA, 32-key K/V tiles, 4 rows and 4 keys a lane.
const (
	a32BM      = 64
	a32BN      = 32
	a32Threads = 128
	a32Rows    = 4 // query rows a lane holds
	a32Keys    = a32BN / 8
	a32Unit    = 4  // fp32 elements a 16-byte copy moves
	a32Pad     = 4  // Q and K rows' padding (elements)
	a32PRow    = 36 // P's row stride (elements): BN plus 4
)

// attn32HeadDims reports whether the fp32 kernel takes head sizes d (Q
// and K) and dv (V): whole 16-element groups (the copies of a 32-row K
// or V tile then fill every thread's units evenly, and dv is whole
// blocks of a32VecW(dv)·8 dims), at most 128 (the registers of O).
func attn32HeadDims(d, dv int64) bool {
	return d%16 == 0 && d >= 16 && d <= 128 && dv%16 == 0 && dv >= 16 && dv <= 128
}

// a32VecW is the width of a lane's V reads and output stores: 4 dims
// where dv is whole 32-dim blocks, else 2.
func a32VecW(dv int64) int64 {
	if dv%32 == 0 {
		return 4
	}
	return 2
}

// a32Lane is where thread tid sits: the first of its 4 query rows in the
// CTA tile and its place c (0..7) in its 8-lane row group.
type a32Lane[V any] struct{ row0, c V }

func a32LaneOf[V any](a ix[V], tid V) a32Lane[V] {
	warp, lane := a.divc(tid, 32), a.remc(tid, 32)
	return a32Lane[V]{row0: a.add(a.mulc(warp, 16), a.mulc(a.divc(lane, 8), a32Rows)), c: a.remc(lane, 8)}
}

// a32Shared are the element offsets of the fp32 kernel's shared buffers:
// Q [BM][D+4], K [2][BN][D+4], V [2][BN][Dv], P [BM][36].
type a32Shared struct{ q, k, v, p, total int64 }

func (a Attention) a32Shared() a32Shared {
	var s a32Shared
	s.k = a32BM * (a.D + a32Pad)
	s.v = s.k + 2*a32BN*(a.D+a32Pad)
	s.p = s.v + 2*a32BN*a.Dv
	s.total = s.p + a32BM*a32PRow
	return s
}

// a32QAt, a32KAt, a32VAt and a32PAt are the shared element offsets of Q's
// row r, element e; K's stage st, key j, element e; V's stage st, key j,
// dim e; P's row r, key j.
func a32QAt[V any](x ix[V], a Attention, r, e V) V {
	return x.add(x.mulc(r, a.D+a32Pad), e)
}

func a32KAt[V any](x ix[V], a Attention, st, j, e V) V {
	s := a.a32Shared()
	return x.add(x.add(x.mulc(st, a32BN*(a.D+a32Pad)), x.lit(s.k)), x.add(x.mulc(j, a.D+a32Pad), e))
}

func a32VAt[V any](x ix[V], a Attention, st, j, e V) V {
	s := a.a32Shared()
	return x.add(x.add(x.mulc(st, a32BN*a.Dv), x.lit(s.v)), x.add(x.mulc(j, a.Dv), e))
}

func a32PAt[V any](x ix[V], a Attention, r, j V) V {
	return x.add(x.lit(a.a32Shared().p), x.add(x.mulc(r, a32PRow), j))
}

// a32CopyUnit is the tile row and element of 16-byte copy unit l (4
// elements) of a tile whose rows hold e elements.
func a32CopyUnit[V any](x ix[V], l V, e int64) (r, c V) {
	per := e / a32Unit
	return x.divc(l, per), x.mulc(x.remc(l, per), a32Unit)
}

// attention32Kernel writes the private function computing the fp32
// attention a: parameters %Q, %K, %V, the mask %M when a has one, and
// the output %O.
func attention32Kernel(name string, a Attention, shared int64) (string, error) {
	if a.Elem != "f32" || !a.Fits(shared) {
		return "", fmt.Errorf("attention kernel %s: %+v does not fit the fp32 kernel", name, a)
	}
	k := &kernelText{consts: map[string]string{}}
	x := textIx{k}
	oT := memrefType([]int64{a.B, a.Sq, a.H * a.Dv}, "f32")
	mT := ""
	if a.Mask != nil {
		mT = memrefType(a.Mask, a.MaskElem)
	}
	sbase := k.op("memref.extract_aligned_pointer_as_index %%dyn : memref<?xi8, #gpu.address_space<workgroup>> -> index")
	sptr := func(off tval) string {
		addr := k.op("arith.addi %s, %s : index", sbase, x.mulc(off, 4).s())
		return k.op("llvm.inttoptr %s : i64 to !llvm.ptr<3>", k.op("arith.index_cast %s : index to i64", addr))
	}
	gbase := func(v, ty string) string {
		k.next++
		meta := fmt.Sprintf("%%meta%d", k.next)
		k.line("%s:8 = memref.extract_strided_metadata %s : %s -> memref<f32>, index, index, index, index, index, index, index", meta, v, ty)
		base := k.op("memref.extract_aligned_pointer_as_index %s : %s -> index", v, ty)
		return k.op("arith.addi %s, %s : index", base, k.op("arith.muli %s#1, %s : index", meta, k.c(4)))
	}
	gptr := func(base string, elemOff tval) string {
		addr := k.op("arith.addi %s, %s : index", base, x.mulc(elemOff, 4).s())
		return k.op("llvm.inttoptr %s : i64 to !llvm.ptr<1>", k.op("arith.index_cast %s : index to i64", addr))
	}
	bases := a.operandBases(gbase)

	tid := tval{name: "%tx"}
	lane := a32LaneOf[tval](x, tid)
	bh := tval{name: "%by"}
	bIdx, hIdx := x.divc(bh, a.H), x.remc(bh, a.H)
	m0 := x.mulc(tval{name: "%bx"}, a32BM)

	// copyRows starts the cp.async copies of rows rows (from row0 of the
	// sequence, limit rows long) of head hIdx of a [B, S, H·E] operand
	// into shared memory at at(row, col), zero-filled past the limit.
	copyRows := func(op int, s, e, rows int64, row0 tval, limit int64, at func(r, c tval) tval) {
		base := bases[op]
		ld, coff := a.operand(op)
		for u := int64(0); u < rows*e/a32Unit; u += a32Threads {
			r, c := a32CopyUnit[tval](x, x.add(tid, x.lit(u)), e)
			gr := x.add(row0, r)
			ok := k.op("arith.cmpi ult, %s, %s : index", gr.s(), k.c(limit))
			grc := tval{name: k.op("arith.select %s, %s, %s : index", ok, gr.s(), k.c(0))}
			off := attnOffset[tval](x, bIdx, grc, hIdx, c, s, ld, coff, e)
			size := k.op("arith.select %s, %s, %s : i32", ok, k.ci32(16), k.ci32(0))
			k.line("nvvm.cp.async.shared.global %s, %s, 16, cache = cg, %s : !llvm.ptr<3>, !llvm.ptr<1>, i32", sptr(at(r, c)), gptr(base, off), size)
		}
	}
	stageKV := func(kt, st tval) {
		j0 := x.mulc(kt, a32BN)
		copyRows(1, a.Skv, a.D, a32BN, j0, a.Skv, func(r, c tval) tval { return a32KAt[tval](x, a, st, r, c) })
		copyRows(2, a.Skv, a.Dv, a32BN, j0, a.Skv, func(r, c tval) tval { return a32VAt[tval](x, a, st, r, c) })
	}
	copyRows(0, a.Sq, a.D, a32BM, m0, a.Sq, func(r, c tval) tval { return a32QAt[tval](x, a, r, c) })
	stageKV(x.lit(0), x.lit(0))
	k.line("nvvm.cp.async.commit.group")
	k.line("nvvm.cp.async.wait.group 0")
	k.line("gpu.barrier")

	loadN := func(off tval, n int64) []string {
		v := k.op("llvm.load %s {alignment = %d : i64} : !llvm.ptr<3> -> vector<%dxf32>", sptr(off), 4*n, n)
		out := make([]string, n)
		for i := range n {
			out[i] = k.op("vector.extract %s[%d] : f32 from vector<%dxf32>", v, i, n)
		}
		return out
	}
	load4 := func(off tval) []string { return loadN(off, 4) }
	fma := func(p, q, acc string) string {
		return k.op("llvm.intr.fma(%s, %s, %s) : (f32, f32, f32) -> f32", p, q, acc)
	}

	negInf := k.op("arith.constant 0xFF800000 : f32")
	scale := k.op("arith.constant %s : f32", mlirFloat(a.Scale))
	nk := ceilDiv(a.Skv, a32BN)
	vw := a32VecW(a.Dv)
	nb := a.Dv / (8 * vw)   // 8w-dim blocks of V
	no := a32Rows * nb * vw // O registers: row i, block bb, dim f at (i·nb+bb)·w+f
	nacc := int(no) + 2*a32Rows
	var iters, types []string
	for i := range nacc {
		init := "%zf"
		if i >= int(no) && i < int(no)+a32Rows {
			init = negInf
		}
		iters = append(iters, fmt.Sprintf("%%acc%d = %s", i, init))
		types = append(types, "f32")
	}
	acc := func(i int64) string { return fmt.Sprintf("%%acc%d", i) }
	k.next++
	loop := fmt.Sprintf("%%loop%d", k.next)
	k.line("%s:%d = scf.for %%kt = %s to %s step %s iter_args(%s) -> (%s) {", loop, nacc, k.c(0), k.c(nk), k.c(1),
		strings.Join(iters, ", "), strings.Join(types, ", "))
	kt := tval{name: "%kt"}
	next := x.add(kt, x.lit(1))
	more := k.op("arith.cmpi ult, %s, %s : index", next.s(), k.c(nk))
	k.line("scf.if %s {", more)
	stageKV(next, x.remc(next, 2))
	k.line("}")
	k.line("nvvm.cp.async.commit.group")
	st := x.remc(kt, 2)

	// S: the lane's rows i at keys c + 8j, along the head dim in 16-byte
	// steps.
	var S [a32Rows][a32Keys]string
	for i := range a32Rows {
		for j := range a32Keys {
			S[i][j] = "%zf"
		}
	}
	for e := int64(0); e < a.D; e += a32Unit {
		var qv [a32Rows][]string
		var kv [a32Keys][]string
		for i := range int64(a32Rows) {
			qv[i] = load4(a32QAt[tval](x, a, x.add(lane.row0, x.lit(i)), x.lit(e)))
		}
		for j := range int64(a32Keys) {
			kv[j] = load4(a32KAt[tval](x, a, st, x.add(lane.c, x.lit(8*j)), x.lit(e)))
		}
		for f := range 4 {
			for i := range a32Rows {
				for j := range a32Keys {
					S[i][j] = fma(qv[i][f], kv[j][f], S[i][j])
				}
			}
		}
	}
	// Scale and mask in fp32; keys past the end are -inf.
	j0 := x.mulc(kt, a32BN)
	for i := range int64(a32Rows) {
		gi := x.add(m0, x.add(lane.row0, x.lit(i)))
		for j := range int64(a32Keys) {
			gj := x.add(j0, x.add(lane.c, x.lit(8*j)))
			v := k.op("arith.mulf %s, %s : f32", S[i][j], scale)
			if a.Mask != nil {
				idx := k.maskIndex(a, bIdx, hIdx, gi, gj)
				v = k.addMask(v, k.op("memref.load %%M[%s] : %s", strings.Join(idx, ", "), mT), a.MaskElem)
			}
			if a.Skv%a32BN != 0 {
				v = k.keyInRange(v, gj.s(), a.Skv, negInf)
			}
			S[i][j] = v
		}
	}
	// Online softmax per row: the max across the group's 8 lanes (lane
	// bits 0..2: shuffles xor 1, 2, 4).
	shfl := k.shuffleXor
	// exp as the half kernel's: ex2.approx.ftz of x·log2(e) (relative
	// error about 2^-22, far below fp32 attention's accumulated rounding).
	log2e := k.op("arith.constant %s : f32", mlirFloat(float32(math.Log2E)))
	exp := func(v string) string {
		return k.op(`llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%s) : (f32) -> f32`, k.op("arith.mulf %s, %s : f32", v, log2e))
	}
	var mNew, lNew, alpha [a32Rows]string
	for i := range int64(a32Rows) {
		mx := S[i][0]
		for j := 1; j < a32Keys; j++ {
			mx = k.op("arith.maximumf %s, %s : f32", mx, S[i][j])
		}
		for _, off := range []int64{1, 2, 4} {
			mx = k.op("arith.maximumf %s, %s : f32", mx, shfl(mx, off))
		}
		mOld := acc(no + i)
		mNew[i] = k.op("arith.maximumf %s, %s : f32", mOld, mx)
		isInf := k.op("arith.cmpf oeq, %s, %s : f32", mNew[i], negInf)
		use := k.op("arith.select %s, %%zf, %s : f32", isInf, mNew[i])
		alpha[i] = exp(k.op("arith.subf %s, %s : f32", mOld, use))
		lNew[i] = k.op("arith.mulf %s, %s : f32", acc(no+a32Rows+i), alpha[i])
		for j := range int64(a32Keys) {
			p := exp(k.op("arith.subf %s, %s : f32", S[i][j], use))
			lNew[i] = k.op("arith.addf %s, %s : f32", lNew[i], p)
			row := x.add(lane.row0, x.lit(i))
			k.line("llvm.store %s, %s {alignment = 4 : i64} : f32, !llvm.ptr<3>", p, sptr(a32PAt[tval](x, a, row, x.add(lane.c, x.lit(8*j)))))
		}
	}
	// P's rows are the warp's own: a warp barrier orders the stores
	// before the reads.
	k.line("nvvm.bar.warp.sync %s : i32", k.ci32(-1))
	O := make([]string, no)
	for i := range int64(a32Rows) {
		for q := range nb * vw {
			O[i*nb*vw+q] = k.op("arith.mulf %s, %s : f32", acc(i*nb*vw+q), alpha[i])
		}
	}
	for j := int64(0); j < a32BN; j += 4 {
		var pv [a32Rows][]string
		for i := range int64(a32Rows) {
			pv[i] = load4(a32PAt[tval](x, a, x.add(lane.row0, x.lit(i)), x.lit(j)))
		}
		for e := range int64(4) {
			vv := make([][]string, nb)
			for bb := range nb {
				vv[bb] = loadN(a32VAt[tval](x, a, st, x.lit(j+e), x.add(x.mulc(lane.c, vw), x.lit(8*vw*bb))), vw)
			}
			for i := range int64(a32Rows) {
				for bb := range nb {
					for f := range vw {
						o := (i*nb+bb)*vw + f
						O[o] = fma(pv[i][e], vv[bb][f], O[o])
					}
				}
			}
		}
	}
	// Tile kt+1 landed (this thread's copies) and every thread is done
	// with tile kt's buffers (and P) before the next iteration refills
	// them.
	k.line("nvvm.cp.async.wait.group 0")
	k.line("gpu.barrier")
	yield := append(append(append([]string{}, O...), mNew[:]...), lNew[:]...)
	k.line("scf.yield %s : %s", strings.Join(yield, ", "), strings.Join(types, ", "))
	k.line("}")

	// The rows' sums across the group, then O / l (0 for a row whose
	// every key was -inf: l = 0), stored as vectors of w.
	one := k.op("arith.constant 1.0 : f32")
	for i := range int64(a32Rows) {
		l := fmt.Sprintf("%s#%d", loop, no+a32Rows+i)
		for _, off := range []int64{1, 2, 4} {
			l = k.op("arith.addf %s, %s : f32", l, shfl(l, off))
		}
		zero := k.op("arith.cmpf oeq, %s, %%zf : f32", l)
		inv := k.op("arith.select %s, %%zf, %s : f32", zero, k.op("arith.divf %s, %s : f32", one, l))
		gi := x.add(m0, x.add(lane.row0, x.lit(i)))
		ok := k.op("arith.cmpi ult, %s, %s : index", gi.s(), k.c(a.Sq))
		k.line("scf.if %s {", ok)
		for bb := range nb {
			vals := make([]string, vw)
			for f := range vw {
				vals[f] = k.op("arith.mulf %s#%d, %s : f32", loop, (i*nb+bb)*vw+f, inv)
			}
			v := k.op("vector.from_elements %s : vector<%dxf32>", strings.Join(vals, ", "), vw)
			c := x.add(x.mulc(hIdx, a.Dv), x.add(x.mulc(lane.c, vw), x.lit(8*vw*bb)))
			k.line("vector.store %s, %%O[%s, %s, %s] {alignment = %d : i64} : %s, vector<%dxf32>", v, bIdx.s(), gi.s(), c.s(), 4*vw, oT, vw)
		}
		k.line("}")
	}
	k.line("gpu.terminator")

	var b strings.Builder
	fmt.Fprintf(&b, "func.func private @%s(%s) {\n", name, a.kernelParams())
	fmt.Fprintf(&b, "  %%one = arith.constant 1 : index\n")
	fmt.Fprintf(&b, "  %%gx = arith.constant %d : index\n", ceilDiv(a.Sq, a32BM))
	fmt.Fprintf(&b, "  %%gy = arith.constant %d : index\n", a.B*a.H)
	fmt.Fprintf(&b, "  %%nt = arith.constant %d : index\n", a32Threads)
	fmt.Fprintf(&b, "  %%smem = arith.constant %d : i32\n", a.SharedBytes())
	b.WriteString("  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %gx, %sby = %gy, %sbz = %one) threads(%tx, %ty, %tz) in (%stx = %nt, %sty = %one, %stz = %one) dynamic_shared_memory_size %smem {\n")
	b.WriteString("      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>\n")
	k.writeBody(&b)
	b.WriteString("  }\n  return\n}\n")
	return b.String(), nil
}
