package kernelgen

import (
	"fmt"
	"math"
	"strings"
)

// The flash-attention kernel (NVIDIA sm_80 and newer, also used on
// sm_90a): one CTA computes a BM-row tile of one head's queries. Its 4
// warps own 16·MT query rows each (MT m16 row tiles: AttnTile, BM =
// 64·MT); the Q tile is copied to shared memory once (cp.async) and held
// in registers as mma.sync A fragments; K and V stream through shared
// memory in BN-key tiles, double-buffered: the
// copies of tile kt+1 (cp.async, zero-filled past the keys) fly while
// tile kt is multiplied. Per tile, S = Q·Kᵀ on mma.sync m16n8k16 with
// fp32 accumulators (each K fragment read from shared memory feeds the
// warp's MT row tiles); the scale, folded with log2(e), and the mask are
// applied to S in fp32 by one FMA an element, so the softmax runs in the
// base-2 domain (2^(s·log2e − m) = e^(s − m/log2e)) on ex2.approx;
// the online softmax keeps each row's running max and sum in registers
// (the sum per lane, reduced across the quad once at the end), rescales
// the output accumulators by exp(m_old − m_new) and turns S into the
// probabilities P, which — the m16n8 accumulator layout of two adjacent
// key steps being the m16k16 A layout — become the A fragments of
// O += P·V without leaving registers (rounded to the operands' type).
// No scores reach global memory. A row whose every key is -inf has
// probabilities 0 and output 0 (ONNX's Attention). The index arithmetic
// is mma16_index.go's (ldsA16, ldsB16, fragC), which the emulation test
// runs.

// Attention is one attention the fused kernel computes: Q [B, Sq, H·D],
// K [B, Skv, H·D], V [B, Skv, H·Dv] and the output [B, Sq, H·Dv] in Elem
// (f16 or bf16: the mma.sync kernel; f32: attention32.go's), an optional additive mask of shape Mask (broadcasting
// to [B, H, Sq, Skv], element MaskElem), scores scaled by Scale. Tile is
// the half and TF32 kernels' tiling (zero: 64×64; AttnTileFor picks
// one). TF32 says an f32 attention may round Q, K, V and P to TF32 and
// take the matrix units (--allow-tf32: attention_tf32.go); without it
// f32 attentions are exact (attention32.go).
//
// QKV, when above zero, says Q, K and V are column ranges of one operand
// [B, S, QKV] (the merged projections of graph/passes' MergeProjections;
// Sq = Skv): Q's H·D columns start at Off[0], K's at Off[1], V's H·Dv at
// Off[2]. The kernels read them in place, rows QKV elements apart.
//
// Views, when set (QKV zero), says Q, K and V are column ranges of two
// or three operands, the kernel's first len(Views) arguments, argument j
// [B, rows, Views[j]]: operand i (0 Q, 1 K, 2 V) is argument From[i]'s
// columns from Off[i]. An argument Q reads has Sq rows, one K or V reads
// Skv (both: Sq = Skv). ModernBERT's attention is one: Q and K columns
// of one rotary embedding's output, V columns of the projection.
type Attention struct {
	B, H, Sq, Skv, D, Dv int64
	Scale                float32
	Elem                 string
	Mask                 []int64
	MaskElem             string
	QKV                  int64
	Off                  [3]int64
	Views                []int64
	From                 [3]int
	Tile                 AttnTile
	TF32                 bool
	// OutElem is the output's element where it differs from Elem: "f32"
	// for a half attention whose output the graph casts to f32 (rounded
	// to Elem first, as the cast of the half output does).
	OutElem string
}

// operand is the row stride and the first column of operand i (0 Q, 1 K,
// 2 V) in the memref it is read from.
func (a Attention) operand(i int) (ld, off int64) {
	if a.QKV > 0 {
		return a.QKV, a.Off[i]
	}
	if len(a.Views) > 0 {
		return a.Views[a.From[i]], a.Off[i]
	}
	if i == 2 {
		return a.H * a.Dv, 0
	}
	return a.H * a.D, 0
}

// packedFits reports whether a's packed operand (QKV > 0) holds Q, K and
// V in range, one sequence long, with every row and column range aligned
// to the kernels' copy unit of unit elements (16 bytes); separate
// operands always do.
func (a Attention) packedFits(unit int64) bool {
	if len(a.Views) > 0 {
		return a.QKV == 0 && a.viewsFit(unit)
	}
	if a.QKV == 0 && a.Off == [3]int64{} && a.From == [3]int{} {
		return true
	}
	if a.QKV < 0 || a.Sq != a.Skv || a.QKV%unit != 0 || a.From != [3]int{} {
		return false
	}
	for i, w := range []int64{a.H * a.D, a.H * a.D, a.H * a.Dv} {
		if a.Off[i] < 0 || a.Off[i]%unit != 0 || a.Off[i]+w > a.QKV {
			return false
		}
	}
	return true
}

// viewsFit reports whether a's Views (two or three arguments, each read
// by some operand) hold Q, K and V in range, with every row and column
// range aligned to unit elements, and an argument both Q and K or V read
// one sequence long.
func (a Attention) viewsFit(unit int64) bool {
	n := len(a.Views)
	if n < 2 || n > 3 {
		return false
	}
	var read [3]bool
	for i, w := range []int64{a.H * a.D, a.H * a.D, a.H * a.Dv} {
		j := a.From[i]
		if j < 0 || j >= n {
			return false
		}
		read[j] = true
		if a.Off[i] < 0 || a.Off[i]%unit != 0 || a.Off[i]+w > a.Views[j] {
			return false
		}
	}
	for j, w := range a.Views {
		if !read[j] || w <= 0 || w%unit != 0 {
			return false
		}
	}
	return a.Sq == a.Skv || a.From[0] != a.From[1] && a.From[0] != a.From[2]
}

// viewRows is the rows of Views argument j: Sq where Q reads it, else
// Skv.
func (a Attention) viewRows(j int) int64 {
	if a.From[0] == j {
		return a.Sq
	}
	return a.Skv
}

// operandParams are the kernel's parameters before the mask: %Q, %K, %V,
// the one packed %QKV, or the Views arguments %X0, %X1 (, %X2).
func (a Attention) operandParams() (names, types []string) {
	if a.QKV > 0 {
		return []string{"%QKV"}, []string{memrefType([]int64{a.B, a.Sq, a.QKV}, a.Elem)}
	}
	if len(a.Views) > 0 {
		for j, w := range a.Views {
			names = append(names, fmt.Sprintf("%%X%d", j))
			types = append(types, memrefType([]int64{a.B, a.viewRows(j), w}, a.Elem))
		}
		return names, types
	}
	return []string{"%Q", "%K", "%V"}, []string{
		memrefType([]int64{a.B, a.Sq, a.H * a.D}, a.Elem),
		memrefType([]int64{a.B, a.Skv, a.H * a.D}, a.Elem),
		memrefType([]int64{a.B, a.Skv, a.H * a.Dv}, a.Elem),
	}
}

// argTypes are the types of the kernel's arguments in order: the
// operands, the mask when a has one, the output.
func (a Attention) argTypes() []string {
	_, types := a.operandParams()
	if a.Mask != nil {
		types = append(types, memrefType(a.Mask, a.MaskElem))
	}
	return append(types, memrefType([]int64{a.B, a.Sq, a.H * a.Dv}, a.outElem()))
}

// kernelParams is the kernel function's parameter list.
func (a Attention) kernelParams() string {
	names, types := a.operandParams()
	var ps []string
	for i := range names {
		ps = append(ps, names[i]+": "+types[i])
	}
	if a.Mask != nil {
		ps = append(ps, "%M: "+memrefType(a.Mask, a.MaskElem))
	}
	ps = append(ps, "%O: "+memrefType([]int64{a.B, a.Sq, a.H * a.Dv}, a.outElem()))
	return strings.Join(ps, ", ")
}

// operandBases are the global element addresses operands Q, K and V are
// read from (gbase of their memrefs: the one packed memref's for all
// three, the Views argument each reads).
func (a Attention) operandBases(gbase func(v, ty string) string) [3]string {
	names, types := a.operandParams()
	if len(names) == 1 {
		b := gbase(names[0], types[0])
		return [3]string{b, b, b}
	}
	if len(a.Views) > 0 {
		bases := make([]string, len(names))
		for j := range names {
			bases[j] = gbase(names[j], types[j])
		}
		return [3]string{bases[a.From[0]], bases[a.From[1]], bases[a.From[2]]}
	}
	return [3]string{gbase(names[0], types[0]), gbase(names[1], types[1]), gbase(names[2], types[2])}
}

// outElem is the output's element type.
func (a Attention) outElem() string {
	if a.OutElem != "" {
		return a.OutElem
	}
	return a.Elem
}

// attnHeadDim reports whether d is a head size the kernel takes: whole
// k16 steps (and pairs of n8 fragments for V's), at most 128 (the
// registers of O and of Q's fragments). Every such row, padded by 8
// elements, is an odd multiple of 4 words long, so the 8 rows of an
// ldmatrix fall on distinct banks.
func attnHeadDim(d int64) bool { return d%16 == 0 && d >= 16 && d <= 128 }

// Fits reports whether the kernel computes a: a 16-bit type with head
// sizes attnHeadDim takes, fp32 with head sizes attn32HeadDims takes
// (attention32.go) or, with TF32, attnTF32HeadDim's, the tiling's
// copies whole rounds of the threads, an f32/f16/bf16 mask of rank 4 at most that
// broadcasts, a finite scale, sizes that fit its grid, and the shared
// memory the target has per block.
func (a Attention) Fits(shared int64) bool {
	switch a.Elem {
	case "f16", "bf16":
		if !attnHeadDim(a.D) || !attnHeadDim(a.Dv) || !a.attnTileOK(a.tile()) {
			return false
		}
	case "f32":
		if a.TF32 && (!attnTF32HeadDim(a.D) || !attnTF32HeadDim(a.Dv) || !a.attnTileOK(a.tile())) || !a.TF32 && !attn32HeadDims(a.D, a.Dv) {
			return false
		}
	default:
		return false
	}
	if a.B <= 0 || a.H <= 0 || a.Sq <= 0 || a.Skv <= 0 || a.OutElem != "" && (a.OutElem != "f32" || a.Elem == "f32") {
		return false
	}
	if a.B*a.H > maxGridYZ || math.IsNaN(float64(a.Scale)) || math.IsInf(float64(a.Scale), 0) {
		return false
	}
	unit := int64(halfUnit)
	if a.Elem == "f32" {
		unit = a32Unit
	}
	if !a.packedFits(unit) {
		return false
	}
	if a.Mask != nil {
		if len(a.Mask) == 0 || len(a.Mask) > 4 || a.MaskElem != "f32" && a.MaskElem != "f16" && a.MaskElem != "bf16" {
			return false
		}
		full := []int64{a.B, a.H, a.Sq, a.Skv}
		for i, d := range a.Mask {
			if f := full[4-len(a.Mask)+i]; d != 1 && d != f {
				return false
			}
		}
	}
	return a.SharedBytes() <= shared
}

// SharedBytes is the kernel's shared memory: the Q tile and a K and a V
// tile per pipeline stage (two, or the tiling's Stages), each row padded
// by 16 bytes (attnPad: ldmatrix's 8 rows of a matrix then fall on
// distinct banks); the exact fp32 kernel's are a32Shared's.
func (a Attention) SharedBytes() int64 {
	if a.Elem == "f32" && !a.TF32 {
		return 4 * a.a32Shared().total
	}
	t, pad := a.tile(), a.attnPad()
	st := t.stages()
	return a.attnElemBytes() * (t.BM()*(a.D+pad) + st*t.BN*(a.D+pad) + st*t.BN*(a.Dv+pad))
}

// attnLayouts are the shared buffers' layouts: Q and K rows-major with
// the head dim contiguous (Q is the K-contiguous A operand, K the
// K-contiguous B operand of S = Q·Kᵀ), V rows-major by key, which makes
// it the K-major B operand of P·V (ldmatrix .trans).
func (a Attention) attnLayouts() (q, k, v halfLayout) {
	t := a.tile()
	return halfLayout{rows: t.BM(), bk: a.D}, halfLayout{rows: t.BN, bk: a.D}, halfLayout{kMajor: true, rows: a.Dv, bk: t.BN}
}

// attnUnit is the tile row and element of 16-byte copy unit l (unit
// elements: 8 halves, 4 words) of a tile whose rows hold e elements:
// units run along the rows, e/unit a row.
func attnUnit[V any](a ix[V], l V, e, unit int64) (r, c V) {
	per := e / unit
	return a.divc(l, per), a.mulc(a.remc(l, per), unit)
}

// attnOffset is the element offset of element c of sequence row row,
// head h, batch b of an operand of s rows, ld elements apart, whose heads
// (e elements each) start at column off: the heads stay where the
// projections put them (no transposes), in a [B, s, heads·e] operand
// (ld = heads·e, off 0) or in the merged projections' [B, s, ld].
func attnOffset[V any](a ix[V], b, row, h, c V, s, ld, off, e int64) V {
	col := a.mulc(h, e)
	if off != 0 {
		col = a.add(col, a.lit(off))
	}
	return a.add(a.add(a.mulc(a.add(a.mulc(b, s), row), ld), col), c)
}

// attnPFrag is where A register i (0..3) of P's k16 step s2 comes from:
// the pair of S accumulators reg, reg+1 of key fragment frag. The m16n8
// accumulators hold rows g (0, 1) and g+8 (2, 3) at keys 2t, 2t+1; A's
// register i holds row g+8·(i%2) at keys 2t+8·(i/2) and the next: key
// fragments 2·s2 and 2·s2+1 side by side are one m16k16 A fragment.
func attnPFrag(s2, i int64) (frag, reg int64) { return 2*s2 + i/2, 2 * (i % 2) }

// memrefType is the memref type of a row-major tensor.
func memrefType(shape []int64, elem string) string {
	var b strings.Builder
	b.WriteString("memref<")
	for _, d := range shape {
		fmt.Fprintf(&b, "%dx", d)
	}
	return b.String() + elem + ">"
}

// attentionKernel writes the private function computing a: parameters
// %Q, %K, %V, the mask %M when a has one, and the output %O.
func attentionKernel(name string, a Attention, shared int64) (string, error) {
	if !a.Fits(shared) {
		return "", fmt.Errorf("attention kernel %s: %+v does not fit the kernel", name, a)
	}
	if a.Elem == "f32" && !a.TF32 {
		return attention32Kernel(name, a, shared)
	}
	k := &kernelText{consts: map[string]string{}}
	x := textIx{k}
	elem := a.Elem
	// tf: the TF32 kernel (attention_tf32.go): 4-byte elements, k8 steps.
	tf := a.TF32
	eb := a.attnElemBytes()
	unit := 16 / eb // the elements a 16-byte cp.async moves
	oT := memrefType([]int64{a.B, a.Sq, a.H * a.Dv}, a.outElem())
	ob := int64(4) // the output's element bytes
	if a.outElem() != "f32" {
		ob = 2
	}
	mT := ""
	if a.Mask != nil {
		mT = memrefType(a.Mask, a.MaskElem)
	}
	// Shared memory: Q, then K's two stages, then V's, each row padded
	// (attnPad; the half kernel's are attnLayouts': Q and K rows-major,
	// V rows-major by key, the K-major B operand of P·V).
	qc, kc, vc := a.D+a.attnPad(), a.D+a.attnPad(), a.Dv+a.attnPad()
	qElems, kElems, vElems := a.tile().BM()*qc, a.tile().BN*kc, a.tile().BN*vc
	nst := a.tile().stages() // K/V pipeline stages
	sbase := k.op("memref.extract_aligned_pointer_as_index %%dyn : memref<?xi8, #gpu.address_space<workgroup>> -> index")
	sptr := func(off tval) string {
		addr := k.op("arith.addi %s, %s : index", sbase, x.mulc(off, eb).s())
		return k.op("llvm.inttoptr %s : i64 to !llvm.ptr<3>", k.op("arith.index_cast %s : index to i64", addr))
	}
	qAt := func(r, c tval) tval { return x.add(x.mulc(r, qc), c) }
	kAt := func(st string, r, c tval) tval {
		return x.add(x.add(x.mulc(r, kc), c), x.add(tval{name: k.op("arith.muli %s, %s : index", st, k.c(kElems))}, x.lit(qElems)))
	}
	// vAt is V's dim col of key kk.
	vAt := func(st string, col, kk tval) tval {
		return x.add(x.add(x.mulc(kk, vc), col), x.add(tval{name: k.op("arith.muli %s, %s : index", st, k.c(vElems))}, x.lit(qElems+nst*kElems)))
	}
	// Global element addresses of the operands (the memrefs' aligned
	// pointers plus their offsets).
	gbase := func(v, ty string) string {
		k.next++
		meta := fmt.Sprintf("%%meta%d", k.next)
		k.line("%s:8 = memref.extract_strided_metadata %s : %s -> memref<%s>, index, index, index, index, index, index, index", meta, v, ty, elem)
		base := k.op("memref.extract_aligned_pointer_as_index %s : %s -> index", v, ty)
		return k.op("arith.addi %s, %s : index", base, k.op("arith.muli %s#1, %s : index", meta, k.c(eb)))
	}
	gptr := func(base string, elemOff tval) string {
		addr := k.op("arith.addi %s, %s : index", base, x.mulc(elemOff, eb).s())
		return k.op("llvm.inttoptr %s : i64 to !llvm.ptr<1>", k.op("arith.index_cast %s : index to i64", addr))
	}
	bases := a.operandBases(gbase)

	tl := a.tile()
	bm, bn, mt := tl.BM(), tl.BN, tl.MT
	tid := tval{name: "%tx"}
	lane := laneOf[tval](x, tl.mma(), tid)
	bh := tval{name: "%by"}
	bIdx, hIdx := x.divc(bh, a.H), x.remc(bh, a.H)
	m0 := x.mulc(tval{name: "%bx"}, bm)

	// Shared reads and copies address one pointer per buffer and lane
	// plus a constant (the getelementptr folds into the instruction's
	// immediate offset): the fragments' and copy units' offsets differ
	// from the first's by terms that are the same for every lane, which
	// lanesConst checks on each thread's indices (evaluated here) before
	// the kernel relies on it. Otherwise every read would compute its
	// 64-bit address, and hold it or its lane term in registers.
	ev := evalIx{}
	lanesConst := func(f func(tid int64, l mmaLane[int64]) int64) (int64, bool) {
		var c int64
		for t := range int64(attnWarps * 32) {
			v := f(t, laneOf[int64](ev, tl.mma(), t))
			if t > 0 && v != c {
				return 0, false
			}
			c = v
		}
		return c, true
	}
	gep := func(p string, bytes int64) string {
		if bytes == 0 {
			return p
		}
		return k.op("llvm.getelementptr %s[%d] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8", p, bytes)
	}

	// copyRows starts the cp.async copies of rows rows (from row0 of the
	// sequence, limit rows long) of head hIdx of a [B, S, H·E] operand
	// into shared memory at off(row, col): 16 bytes (unit elements) each,
	// zero-filled for rows past the limit. Where the limit is whole tiles
	// (row0 is always a tile's first row, and only tiles that start below
	// the limit are copied) every row is in range: no test.
	// The buffer's rows are pitch elements apart (at(r, c) = r·pitch + c
	// plus the buffer's start).
	copyRows := func(op int, s, e, rows int64, row0 tval, limit int64, pitch int64, at func(r, c tval) tval) {
		base := bases[op]
		ld, coff := a.operand(op)
		dst := "" // unit 0's shared pointer
		for u := int64(0); u < rows*e/unit; u += attnWarps * 32 {
			r, c := attnUnit[tval](x, x.add(tid, x.lit(u)), e, unit)
			d, same := lanesConst(func(t int64, _ mmaLane[int64]) int64 {
				r1, c1 := attnUnit[int64](ev, t+u, e, unit)
				r0, c0 := attnUnit[int64](ev, t, e, unit)
				return (r1*pitch + c1) - (r0*pitch + c0)
			})
			var sp string
			if same {
				if dst == "" {
					r0, c0 := attnUnit[tval](x, tid, e, unit)
					dst = sptr(at(r0, c0))
				}
				sp = gep(dst, d*eb)
			} else {
				sp = sptr(at(r, c))
			}
			gr := x.add(row0, r)
			size := k.ci32(16)
			if limit%rows != 0 {
				ok := k.op("arith.cmpi ult, %s, %s : index", gr.s(), k.c(limit))
				gr = tval{name: k.op("arith.select %s, %s, %s : index", ok, gr.s(), k.c(0))}
				size = k.op("arith.select %s, %s, %s : i32", ok, k.ci32(16), k.ci32(0))
			}
			off := attnOffset[tval](x, bIdx, gr, hIdx, c, s, ld, coff, e)
			k.line("nvvm.cp.async.shared.global %s, %s, 16, cache = cg, %s : !llvm.ptr<3>, !llvm.ptr<1>, i32", sp, gptr(base, off), size)
		}
	}
	stageKV := func(kt tval, st string) {
		j0 := x.mulc(kt, bn)
		copyRows(1, a.Skv, a.D, bn, j0, a.Skv, kc, func(r, c tval) tval { return kAt(st, r, c) })
		copyRows(2, a.Skv, a.Dv, bn, j0, a.Skv, vc, func(r, c tval) tval { return vAt(st, c, r) })
	}
	// Q and key tile 0 are the first copy group; with three stages key
	// tile 1 is the second (an empty group when there is none, so that
	// group i is always key tile i), which may stay in flight.
	copyRows(0, a.Sq, a.D, bm, m0, a.Sq, qc, qAt)
	stageKV(x.lit(0), k.c(0))
	if tl.Ahead && ceilDiv(a.Skv, bn) > 1 {
		// K runs a tile ahead of V: K(1) too.
		copyRows(1, a.Skv, a.D, bn, x.lit(bn), a.Skv, kc, func(r, c tval) tval { return kAt(k.c(1), r, c) })
	}
	k.line("nvvm.cp.async.commit.group")
	if nst == 3 {
		if ceilDiv(a.Skv, bn) > 1 {
			stageKV(x.lit(1), k.c(1))
		}
		k.line("nvvm.cp.async.commit.group")
	}
	k.line("nvvm.cp.async.wait.group %d", nst-2)
	k.line("gpu.barrier")

	regTy := "i32"
	if elem == "f16" {
		regTy = "vector<2xf16>"
	}
	// toTF32 rounds the fp32 bits of a register to TF32 (cvt.rna).
	toTF32 := func(bits string) string { return k.tf32(k.op("arith.bitcast %s : i32 to f32", bits)) }
	ldmatrix := func(ptr string, tiles int64, trans bool) []string {
		layout := "row"
		if trans {
			layout = "col"
		}
		st := strings.TrimSuffix(strings.Repeat("i32, ", int(tiles)), ", ")
		v := k.op("nvvm.ldmatrix %s {num = %d : i32, layout = #nvvm.mma_layout<%s>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, "+
			"eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> !llvm.struct<(%s)>", ptr, tiles, layout, st)
		out := make([]string, tiles)
		for q := range tiles {
			out[q] = k.op("llvm.extractvalue %s[%d] : !llvm.struct<(%s)>", v, q, st)
			switch {
			case tf:
				out[q] = toTF32(out[q])
			case regTy != "i32":
				out[q] = k.op("llvm.bitcast %s : i32 to %s", out[q], regTy)
			}
		}
		return out
	}
	attrs := mma16Attrs(elem)
	if tf {
		attrs = mmaAttrs
	}
	mma := func(af, bf []string, acc []string) []string {
		d := k.op("nvvm.mma.sync A[%s] B[%s] C[%s] %s : (%s, %s, f32) -> !llvm.struct<(f32, f32, f32, f32)>",
			strings.Join(af, ", "), strings.Join(bf, ", "), strings.Join(acc, ", "), attrs, regTy, regTy)
		out := make([]string, 4)
		for r := range 4 {
			out[r] = k.op("llvm.extractvalue %s[%d] : !llvm.struct<(f32, f32, f32, f32)>", d, r)
		}
		return out
	}
	// The Q fragments of the warp's row tiles: k16 steps (half) or k8
	// steps (TF32: ldmatrix of 32-bit pairs of halves is the m16n8k8 A
	// fragment, ldsA's addressing); read once here, or (tl.QS) at every
	// key tile, as the products use them.
	kstep := int64(16)
	if tf {
		kstep = 8
	}
	qIdx := func(l mmaLane[int64], mi, s int64) int64 {
		r, kk := ldsA16[int64](ev, l, mi, s, false)
		if tf {
			r, kk = ldsA[int64](ev, l, mi, s)
		}
		return r*qc + kk
	}
	// Q's first fragment's pointer: Q stays in place, so one for the
	// kernel, made here where every later read can use it.
	r0, kk0 := ldsA16[tval](x, lane, 0, 0, false)
	if tf {
		r0, kk0 = ldsA[tval](x, lane, 0, 0)
	}
	qBase := sptr(qAt(r0, kk0))
	qFrag := func(mi, s int64) []string {
		if d, same := lanesConst(func(_ int64, l mmaLane[int64]) int64 { return qIdx(l, mi, s) - qIdx(l, 0, 0) }); same {
			return ldmatrix(gep(qBase, d*eb), 4, false)
		}
		r, kk := ldsA16[tval](x, lane, mi, s, false)
		if tf {
			r, kk = ldsA[tval](x, lane, mi, s)
		}
		return ldmatrix(sptr(qAt(r, kk)), 4, false)
	}
	qfr := make([][][]string, mt)
	for mi := range mt {
		qfr[mi] = make([][]string, a.D/kstep)
		for s := range a.D / kstep {
			if !tl.QS {
				qfr[mi][s] = qFrag(mi, s)
			}
		}
	}

	negInf := k.op("arith.constant 0xFF800000 : f32")
	// The scores live in the base-2 domain: s·scale·log2(e) (+ the mask
	// times log2(e)), one FMA an element, and every exponential is the
	// hardware's ex2.approx.ftz (relative error about 2^-22; subnormal
	// results flush to 0, -inf gives 0): the device math library's exp is
	// exact to an ulp but computed in double precision, some 40
	// instructions an element, which the softmax of every score cannot
	// afford. The max is taken in the same domain (log2(e) > 0 keeps the
	// order), so exponents are differences from it, at most 0.
	scale2 := k.op("arith.constant %s : f32", mlirFloat(attnScale2(a.Scale)))
	log2e := k.op("arith.constant %s : f32", mlirFloat(float32(math.Log2E)))
	ex2 := func(v string) string {
		return k.op(`llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%s) : (f32) -> f32`, v)
	}
	nk := ceilDiv(a.Skv, bn)
	nd := a.Dv / 8
	// The loop carries O (row tile mi, fragment dn, register r), then
	// each row tile's maxima (rows g, g+8), then its sums.
	no := mt * nd * 4
	nacc := int(no + 4*mt)
	acc := func(i int64) string { return fmt.Sprintf("%%acc%d", i) }
	oAt := func(mi, dn, r int64) int64 { return (mi*nd+dn)*4 + r }
	mAt := func(mi, h int64) int64 { return no + 2*mi + h }
	lAt := func(mi, h int64) int64 { return no + 2*mt + 2*mi + h }
	ns := bn / 8
	// S = Q·Kᵀ for a tile's BN keys from K's stage kst: BN/8 n8 fragments
	// a row tile, each K fragment feeding every row tile of the warp.
	kIdx := func(l mmaLane[int64], j, s int64) int64 {
		col, kk := ldsB16[int64](ev, l, j, s, false)
		if tf {
			col, kk = ldsB[int64](ev, l, j, s)
		}
		return col*kc + kk
	}
	computeS := func(kst string) [][][]string {
		st := kst
		kBase := "" // the first K fragment's pointer in this stage
		S := make([][][]string, mt)
		for mi := range S {
			S[mi] = make([][]string, ns)
			for j := range S[mi] {
				S[mi][j] = []string{"%zf", "%zf", "%zf", "%zf"}
			}
		}
		for s := range a.D / kstep {
			if tl.QS {
				for mi := range mt {
					qfr[mi][s] = qFrag(mi, s)
				}
			}
			for j := int64(0); j < ns; j += 2 {
				var regs []string
				if d, same := lanesConst(func(_ int64, l mmaLane[int64]) int64 { return kIdx(l, j, s) - kIdx(l, 0, 0) }); same {
					if kBase == "" {
						c0, k0 := ldsB16[tval](x, lane, 0, 0, false)
						if tf {
							c0, k0 = ldsB[tval](x, lane, 0, 0)
						}
						kBase = sptr(kAt(st, c0, k0))
					}
					regs = ldmatrix(gep(kBase, d*eb), 4, false)
				} else {
					col, kk := ldsB16[tval](x, lane, j, s, false)
					if tf {
						col, kk = ldsB[tval](x, lane, j, s)
					}
					regs = ldmatrix(sptr(kAt(st, col, kk)), 4, false)
				}
				for mi := range mt {
					S[mi][j] = mma(qfr[mi][s], regs[:2], S[mi][j])
					S[mi][j+1] = mma(qfr[mi][s], regs[2:], S[mi][j+1])
				}
			}
		}
		return S
	}
	// step is the rest of key tile kt's work on its scores S: the scale
	// and mask, the online softmax on the carried values in(i) (acc's
	// order), P·V from V's stage vst; it returns the values to carry.
	vIdx := func(l mmaLane[int64], dn, s2 int64) int64 {
		col, kk := ldsB16[int64](ev, l, dn, s2, true)
		return kk*vc + col
	}
	step := func(kt tval, vst string, in func(i int64) string, S [][][]string) []string {
		st := vst
		vBase := "" // the first V fragment's pointer in this stage
		// Scale and mask in fp32; keys past the end are -inf. A lane's two
		// keys of a row (registers r, r+1: keys 2t, 2t+1) are one 2-element
		// load of the mask where its rows run along the keys with an even
		// length (the pair is then aligned and inside the row, or wholly past
		// it: clamped to key 0, its values unused). A mask constant along the
		// query rows (attnMaskRows false: the padding masks exporters write)
		// is loaded once a key for all the lane's rows.
		j0 := x.mulc(kt, bn)
		pairs := a.Mask != nil && a.Mask[len(a.Mask)-1] == a.Skv && a.Skv%2 == 0
		rowDep := attnMaskRows(a)
		maskVec := fmt.Sprintf("vector<2x%s>", a.MaskElem)
		maskPairBytes := 8 // two f32
		if a.MaskElem != "f32" {
			maskPairBytes = 4
		}
		// maskLoad is the mask at (gi, gj) and, for a pair, (gi, gj+1), times
		// log2(e) in f32.
		maskLoad := func(gi, gj tval, pair bool) []string {
			idx := strings.Join(k.maskIndex(a, bIdx, hIdx, gi, gj), ", ")
			var vals []string
			if pair {
				pv := k.op("vector.load %%M[%s] {alignment = %d : i64} : %s, %s", idx, maskPairBytes, mT, maskVec)
				vals = []string{
					k.op("vector.extract %s[0] : %s from %s", pv, a.MaskElem, maskVec),
					k.op("vector.extract %s[1] : %s from %s", pv, a.MaskElem, maskVec),
				}
			} else {
				vals = []string{k.op("memref.load %%M[%s] : %s", idx, mT)}
			}
			for i, v := range vals {
				if a.MaskElem != "f32" {
					v = k.op("arith.extf %s : %s to f32", v, a.MaskElem)
				}
				vals[i] = k.op("arith.mulf %s, %s : f32", v, log2e)
			}
			return vals
		}
		for j := range ns {
			var keyMask [2]string // a row-constant mask at keys 2t, 2t+1
			for mi := range mt {
				var mvals [4]string
				for r := range int64(4) {
					row, col := fragC[tval](x, lane, mi, j, r)
					gj := x.add(j0, col)
					var v string
					if a.Mask != nil {
						if mvals[r] == "" {
							if !rowDep && keyMask[r%2] != "" {
								mvals[r] = keyMask[r%2]
							} else {
								got := maskLoad(x.add(m0, row), gj, pairs && r%2 == 0)
								copy(mvals[r:], got)
								if !rowDep {
									copy(keyMask[r%2:], got)
								}
							}
						}
						v = k.op("llvm.intr.fma(%s, %s, %s) : (f32, f32, f32) -> f32", S[mi][j][r], scale2, mvals[r])
					} else {
						v = k.op("arith.mulf %s, %s : f32", S[mi][j][r], scale2)
					}
					if a.Skv%bn != 0 {
						v = k.keyInRange(v, gj.s(), a.Skv, negInf)
					}
					S[mi][j][r] = v
				}
			}
		}
		// Online softmax per row tile: rows g (registers 0, 1) and g+8 (2, 3)
		// of the warp's tile mi.
		shfl := k.shuffleXor
		quadMax := func(v string) string {
			for _, off := range []int64{1, 2} {
				v = k.op("arith.maximumf %s, %s : f32", v, shfl(v, off))
			}
			return v
		}
		mNew := make([][2]string, mt)
		lNew := make([][2]string, mt)
		use := make([][2]string, mt)
		O := make([][][]string, mt)
		for mi := range mt {
			O[mi] = make([][]string, nd)
			for dn := range nd {
				O[mi][dn] = make([]string, 4)
				for r := range int64(4) {
					O[mi][dn][r] = in(oAt(mi, dn, r))
				}
			}
		}
		// The tile's row maxima (across the quad), then the running max, the
		// exponent's offset use (0 for a row whose every key so far is -inf)
		// and the rescale of l and O by 2^(m_old − use): always, or (Lazy)
		// only where a row of the warp grew by more than attnLazyGrowth,
		// the rows keeping their stale max otherwise.
		mx := make([][2]string, mt)
		for mi := range mt {
			for h := range int64(2) {
				m := S[mi][0][2*h]
				for j := range ns {
					for r := 2 * h; r < 2*h+2; r++ {
						if j == 0 && r == 2*h {
							continue
						}
						m = k.op("arith.maximumf %s, %s : f32", m, S[mi][j][r])
					}
				}
				mx[mi][h] = quadMax(m)
			}
		}
		rescale := func() {
			for mi := range mt {
				var alpha [2]string
				for h := range int64(2) {
					mOld := in(mAt(mi, h))
					mNew[mi][h] = k.op("arith.maximumf %s, %s : f32", mOld, mx[mi][h])
					isInf := k.op("arith.cmpf oeq, %s, %s : f32", mNew[mi][h], negInf)
					u := k.op("arith.select %s, %%zf, %s : f32", isInf, mNew[mi][h])
					alpha[h] = ex2(k.op("arith.subf %s, %s : f32", mOld, u))
					lNew[mi][h] = k.op("arith.mulf %s, %s : f32", in(lAt(mi, h)), alpha[h])
				}
				for dn := range nd {
					for r := range int64(4) {
						O[mi][dn][r] = k.op("arith.mulf %s, %s : f32", O[mi][dn][r], alpha[r/2])
					}
				}
			}
		}
		if tl.Lazy {
			// grow: m_tile − m_old > attnLazyGrowth (+inf for a first finite
			// max; NaN, false, for a row still all -inf).
			growth := k.op("arith.constant %s : f32", mlirFloat(attnLazyGrowth))
			grow := ""
			for mi := range mt {
				for h := range int64(2) {
					g := k.op("arith.cmpf ogt, %s, %s : f32", k.op("arith.subf %s, %s : f32", mx[mi][h], in(mAt(mi, h))), growth)
					if grow != "" {
						g = k.op("arith.ori %s, %s : i1", grow, g)
					}
					grow = g
				}
			}
			vote := k.op("nvvm.vote.sync any %s, %s -> i1", k.ci32(-1), grow)
			var keep []string // m, l, O as they are
			for mi := range mt {
				keep = append(keep, in(mAt(mi, 0)), in(mAt(mi, 1)), in(lAt(mi, 0)), in(lAt(mi, 1)))
				for dn := range nd {
					keep = append(keep, O[mi][dn]...)
				}
			}
			n := len(keep)
			k.next++
			res := fmt.Sprintf("%%lazy%d", k.next)
			k.line("%s:%d = scf.if %s -> (%s) {", res, n, vote, strings.TrimSuffix(strings.Repeat("f32, ", n), ", "))
			rescale()
			var scaled []string
			for mi := range mt {
				scaled = append(scaled, mNew[mi][0], mNew[mi][1], lNew[mi][0], lNew[mi][1])
				for dn := range nd {
					scaled = append(scaled, O[mi][dn]...)
				}
			}
			types := strings.TrimSuffix(strings.Repeat("f32, ", n), ", ")
			k.line("scf.yield %s : %s", strings.Join(scaled, ", "), types)
			k.line("} else {")
			k.line("scf.yield %s : %s", strings.Join(keep, ", "), types)
			k.line("}")
			i := 0
			for mi := range mt {
				for _, p := range []*string{&mNew[mi][0], &mNew[mi][1], &lNew[mi][0], &lNew[mi][1]} {
					*p = fmt.Sprintf("%s#%d", res, i)
					i++
				}
				for dn := range nd {
					for r := range int64(4) {
						O[mi][dn][r] = fmt.Sprintf("%s#%d", res, i)
						i++
					}
				}
			}
		} else {
			rescale()
		}
		for mi := range mt {
			for h := range int64(2) {
				isInf := k.op("arith.cmpf oeq, %s, %s : f32", mNew[mi][h], negInf)
				use[mi][h] = k.op("arith.select %s, %%zf, %s : f32", isInf, mNew[mi][h])
			}
		}
		// P = 2^(s − use), in f32 or (EX2H) two at a time in f16, whose
		// packed registers are then P's A fragments as they are (p2).
		p2 := make([][][2]string, mt)
		for mi := range mt {
			p2[mi] = make([][2]string, ns)
			for j := range ns {
				for r := int64(0); r < 4; r += 2 {
					h := r / 2
					if tl.EX2H {
						d0 := k.op("arith.truncf %s : f32 to f16", k.op("arith.subf %s, %s : f32", S[mi][j][r], use[mi][h]))
						d1 := k.op("arith.truncf %s : f32 to f16", k.op("arith.subf %s, %s : f32", S[mi][j][r+1], use[mi][h]))
						d := k.op("vector.from_elements %s, %s : vector<2xf16>", d0, d1)
						p := k.op(`llvm.call_intrinsic "llvm.nvvm.ex2.approx.v2f16"(%s) : (vector<2xf16>) -> vector<2xf16>`, d)
						p2[mi][j][h] = p
						for e := range int64(2) {
							S[mi][j][r+e] = k.op("arith.extf %s : f16 to f32", k.op("vector.extract %s[%d] : f16 from vector<2xf16>", p, e))
						}
					} else {
						for e := range int64(2) {
							S[mi][j][r+e] = ex2(k.op("arith.subf %s, %s : f32", S[mi][j][r+e], use[mi][h]))
						}
					}
					for e := range int64(2) {
						if !tl.LMMA {
							lNew[mi][h] = k.op("arith.addf %s, %s : f32", lNew[mi][h], S[mi][j][r+e])
						}
					}
				}
			}
		}
		// ones is a B register of two 1.0s of the type (LMMA's).
		ones := ""
		if tl.LMMA {
			ones = k.op("arith.constant 1065369472 : i32") // bf16 0x3F80 twice
			if regTy != "i32" {
				ones = k.op("arith.constant dense<1.0> : %s", regTy)
			}
		}
		// P as A fragments: k16 step s2 is key fragments 2·s2 and 2·s2+1.
		pack := func(lo, hi string) string {
			a0 := k.op("arith.truncf %s : f32 to %s", lo, elem)
			a1 := k.op("arith.truncf %s : f32 to %s", hi, elem)
			v := k.op("vector.from_elements %s, %s : vector<2x%s>", a0, a1, elem)
			if regTy == "i32" {
				v = k.op("llvm.bitcast %s : vector<2x%s> to i32", v, elem)
			}
			return v
		}
		// TF32: k8 step j of P·V is key fragment j, its A registers the
		// accumulators in attnTF32PFrag's order and its B registers single
		// words of V (attnTF32V: keys 2t and 2t+1 where the ISA says t and
		// t+4, as P's columns are), rounded to TF32.
		for j := range ns {
			if !tf {
				break
			}
			pf := make([][]string, mt)
			for mi := range mt {
				pf[mi] = make([]string, 4)
				for i := range int64(4) {
					pf[mi][i] = k.tf32(S[mi][j][attnTF32PFrag(i)])
				}
			}
			for dn := range nd {
				bf := make([]string, 2)
				for i := range int64(2) {
					key, dim := attnTF32V[tval](x, lane, j, dn, i)
					bf[i] = k.tf32(k.op("llvm.load %s {alignment = 4 : i64} : !llvm.ptr<3> -> f32", sptr(vAt(st, dim, key))))
				}
				for mi := range mt {
					O[mi][dn] = mma(pf[mi], bf, O[mi][dn])
				}
			}
		}
		for s2 := range bn / 16 {
			if tf {
				break
			}
			pf := make([][]string, mt)
			for mi := range mt {
				pf[mi] = make([]string, 4)
				for i := range int64(4) {
					f, r := attnPFrag(s2, i)
					if tl.EX2H {
						pf[mi][i] = p2[mi][f][r/2]
						continue
					}
					pf[mi][i] = pack(S[mi][f][r], S[mi][f][r+1])
				}
			}
			for dn := int64(0); dn < nd; dn += 2 {
				var regs []string
				if d, same := lanesConst(func(_ int64, l mmaLane[int64]) int64 { return vIdx(l, dn, s2) - vIdx(l, 0, 0) }); same {
					if vBase == "" {
						c0, k0 := ldsB16[tval](x, lane, 0, 0, true)
						vBase = sptr(vAt(st, c0, k0))
					}
					regs = ldmatrix(gep(vBase, d*eb), 4, true)
				} else {
					col, kk := ldsB16[tval](x, lane, dn, s2, true)
					regs = ldmatrix(sptr(vAt(st, col, kk)), 4, true)
				}
				for mi := range mt {
					O[mi][dn] = mma(pf[mi], regs[:2], O[mi][dn])
					O[mi][dn+1] = mma(pf[mi], regs[2:], O[mi][dn+1])
				}
			}
			if tl.LMMA {
				// Rows g and g+8's sums land in registers 0 and 2 (1 and 3,
				// column 2t+1 of the same sums, start at 0 and go unused).
				for mi := range mt {
					d := mma(pf[mi], []string{ones, ones}, []string{lNew[mi][0], "%zf", lNew[mi][1], "%zf"})
					lNew[mi][0], lNew[mi][1] = d[0], d[2]
				}
			}
		}
		var yield []string
		for mi := range mt {
			for dn := range nd {
				yield = append(yield, O[mi][dn]...)
			}
		}
		for mi := range mt {
			yield = append(yield, mNew[mi][0], mNew[mi][1])
		}
		for mi := range mt {
			yield = append(yield, lNew[mi][0], lNew[mi][1])
		}
		return yield
	}

	var iters, types []string
	for i := range int64(nacc) {
		init := "%zf"
		if i >= no && i < no+2*mt {
			init = negInf
		}
		iters = append(iters, fmt.Sprintf("%s = %s", acc(i), init))
		types = append(types, "f32")
	}
	k.next++
	loop := fmt.Sprintf("%%loop%d", k.next)
	kt := tval{name: "%kt"}
	// final(i) is carried value i after the last key tile.
	final := func(i int64) string { return fmt.Sprintf("%s#%d", loop, i) }
	if !tl.Ahead {
		k.line("%s:%d = scf.for %%kt = %s to %s step %s iter_args(%s) -> (%s) {", loop, nacc, k.c(0), k.c(nk), k.c(1),
			strings.Join(iters, ", "), strings.Join(types, ", "))
		if nst == 3 {
			// Tile kt landed (group kt: only tile kt+1's may be in flight)
			// and every thread is done with tile kt-1's buffers, which tile
			// kt+2 refills.
			k.line("nvvm.cp.async.wait.group 1")
			k.line("gpu.barrier")
		}
		next := x.add(kt, x.lit(nst-1))
		more := k.op("arith.cmpi ult, %s, %s : index", next.s(), k.c(nk))
		k.line("scf.if %s {", more)
		stageKV(next, x.remc(next, nst).s())
		k.line("}")
		k.line("nvvm.cp.async.commit.group")
		st := x.remc(kt, nst).s()
		yield := step(kt, st, acc, computeS(st))
		// Two stages: tile kt+1 landed (this thread's copies) and every
		// thread is done with tile kt's buffers before the next iteration
		// refills them. (Three: the next iteration's start waits.)
		if nst == 2 {
			k.line("nvvm.cp.async.wait.group 0")
			k.line("gpu.barrier")
		}
		k.line("scf.yield %s : %s", strings.Join(yield, ", "), strings.Join(types, ", "))
		k.line("}")
	} else {
		// Ahead: K runs one tile ahead of V. The prologue staged K(0),
		// V(0) and K(1) and computed S(0); iteration kt stages K(kt+2)
		// (into tile kt's K buffer, read by iteration kt−1) and V(kt+1)
		// (into V(kt−1)'s), computes S(kt+1) from K(kt+1) — mma.sync work
		// independent of the softmax that follows, which the warp
		// overlaps with it — then finishes tile kt with the S it carried
		// in; the last tile, with no S to compute, follows the loop.
		sAt := func(mi, j, r int64) int64 { return int64(nacc) + (mi*ns+j)*4 + r }
		s0 := computeS(k.c(0))
		k.line("gpu.barrier") // every warp has read K(0) before iteration 0 refills its buffer
		for mi := range mt {
			for j := range ns {
				for r := range int64(4) {
					iters = append(iters, fmt.Sprintf("%s = %s", acc(sAt(mi, j, r)), s0[mi][j][r]))
					types = append(types, "f32")
				}
			}
		}
		carried := func(in func(i int64) string) [][][]string {
			S := make([][][]string, mt)
			for mi := range mt {
				S[mi] = make([][]string, ns)
				for j := range ns {
					S[mi][j] = make([]string, 4)
					for r := range int64(4) {
						S[mi][j][r] = in(sAt(mi, j, r))
					}
				}
			}
			return S
		}
		k.line("%s:%d = scf.for %%kt = %s to %s step %s iter_args(%s) -> (%s) {", loop, len(types), k.c(0), k.c(nk-1), k.c(1),
			strings.Join(iters, ", "), strings.Join(types, ", "))
		k2 := x.add(kt, x.lit(2))
		k.line("scf.if %s {", k.op("arith.cmpi ult, %s, %s : index", k2.s(), k.c(nk)))
		copyRows(1, a.Skv, a.D, bn, x.mulc(k2, bn), a.Skv, kc, func(r, c tval) tval { return kAt(x.remc(kt, 2).s(), r, c) })
		k.line("}")
		k1 := x.add(kt, x.lit(1)) // below nk: the loop stops at nk−1
		copyRows(2, a.Skv, a.Dv, bn, x.mulc(k1, bn), a.Skv, vc, func(r, c tval) tval { return vAt(x.remc(k1, 2).s(), c, r) })
		k.line("nvvm.cp.async.commit.group")
		sNext := computeS(x.remc(k1, 2).s())
		yield := step(kt, x.remc(kt, 2).s(), acc, carried(acc))
		for mi := range mt {
			for j := range ns {
				yield = append(yield, sNext[mi][j]...)
			}
		}
		k.line("nvvm.cp.async.wait.group 0")
		k.line("gpu.barrier")
		k.line("scf.yield %s : %s", strings.Join(yield, ", "), strings.Join(types, ", "))
		k.line("}")
		last := step(x.lit(nk-1), k.c((nk-1)%2), final, carried(final))
		final = func(i int64) string { return last[i] }
	}

	// The rows' sums across the quad, then O / l (0 for a row whose
	// every key was -inf: l = 0), stored as pairs.
	one := k.op("arith.constant 1.0 : f32")
	shfl := k.shuffleXor
	for mi := range mt {
		for h := range int64(2) {
			l := final(lAt(mi, h))
			for _, off := range []int64{1, 2} {
				if !tl.LMMA { // (LMMA's sums are the quad's already)
					l = k.op("arith.addf %s, %s : f32", l, shfl(l, off))
				}
			}
			zero := k.op("arith.cmpf oeq, %s, %%zf : f32", l)
			inv := k.op("arith.select %s, %%zf, %s : f32", zero, k.op("arith.divf %s, %s : f32", one, l))
			row, _ := fragC[tval](x, lane, mi, 0, 2*h)
			gi := x.add(m0, row)
			ok := k.op("arith.cmpi ult, %s, %s : index", gi.s(), k.c(a.Sq))
			k.line("scf.if %s {", ok)
			for dn := range nd {
				_, col := fragC[tval](x, lane, mi, dn, 2*h)
				a0 := k.op("arith.mulf %s, %s : f32", final(oAt(mi, dn, 2*h)), inv)
				a1 := k.op("arith.mulf %s, %s : f32", final(oAt(mi, dn, 2*h+1)), inv)
				if !tf {
					a0 = k.op("arith.truncf %s : f32 to %s", a0, elem)
					a1 = k.op("arith.truncf %s : f32 to %s", a1, elem)
					if a.outElem() == "f32" {
						a0 = k.op("arith.extf %s : %s to f32", a0, elem)
						a1 = k.op("arith.extf %s : %s to f32", a1, elem)
					}
				}
				v := k.op("vector.from_elements %s, %s : vector<2x%s>", a0, a1, a.outElem())
				c := x.add(x.mulc(hIdx, a.Dv), col)
				// (Dims 2t, 2t+1 of an even row: aligned to the pair.)
				k.line("vector.store %s, %%O[%s, %s, %s] {alignment = %d : i64} : %s, vector<2x%s>", v, bIdx.s(), gi.s(), c.s(), 2*ob, oT, a.outElem())
			}
			k.line("}")
		}
	}
	k.line("gpu.terminator")

	var b strings.Builder
	fmt.Fprintf(&b, "func.func private @%s(%s) {\n", name, a.kernelParams())
	fmt.Fprintf(&b, "  %%one = arith.constant 1 : index\n")
	fmt.Fprintf(&b, "  %%gx = arith.constant %d : index\n", ceilDiv(a.Sq, a.tile().BM()))
	fmt.Fprintf(&b, "  %%gy = arith.constant %d : index\n", a.B*a.H)
	fmt.Fprintf(&b, "  %%nt = arith.constant %d : index\n", attnWarps*32)
	fmt.Fprintf(&b, "  %%smem = arith.constant %d : i32\n", a.SharedBytes())
	b.WriteString("  gpu.launch blocks(%bx, %by, %bz) in (%sbx = %gx, %sby = %gy, %sbz = %one) threads(%tx, %ty, %tz) in (%stx = %nt, %sty = %one, %stz = %one) dynamic_shared_memory_size %smem {\n")
	b.WriteString("      %dyn = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>\n")
	k.writeBody(&b)
	b.WriteString("  }\n  return\n}\n")
	return b.String(), nil
}

// shuffleXor is v from the lane whose id differs from this lane's in the
// bits of off (gpu.shuffle xor over the 32-lane warp; its second result,
// the validity, is always true for a full warp).
func (k *kernelText) shuffleXor(v string, off int64) string {
	k.next++
	name := fmt.Sprintf("%%sh%d", k.next)
	k.line("%s:2 = gpu.shuffle xor %s, %s, %s : f32", name, v, k.ci32(off), k.ci32(32))
	return name + "#0"
}

// addMask is the f32 score v plus the mask value mv, of element type elem
// (widened to f32 first).
func (k *kernelText) addMask(v, mv, elem string) string {
	if elem != "f32" {
		mv = k.op("arith.extf %s : %s to f32", mv, elem)
	}
	return k.op("arith.addf %s, %s : f32", v, mv)
}

// keyInRange is the score v where key index j lies below skv, else negInf
// (the padding keys of the last tile).
func (k *kernelText) keyInRange(v, j string, skv int64, negInf string) string {
	in := k.op("arith.cmpi ult, %s, %s : index", j, k.c(skv))
	return k.op("arith.select %s, %s, %s : f32", in, v, negInf)
}

// maskIndex is the mask's index list for query row gi and key gj of head
// hIdx in batch bIdx: the mask broadcasts over its size-1 dims, and rows or
// keys past the end (the padding of the last tile) read index 0, whose
// score the key-range select or the unstored row discards.
func (k *kernelText) maskIndex(a Attention, bIdx, hIdx, gi, gj tval) []string {
	full := []string{bIdx.s(), hIdx.s(), "", ""}
	idx := make([]string, len(a.Mask))
	for d, ext := range a.Mask {
		switch lead := 4 - len(a.Mask) + d; {
		case ext == 1:
			idx[d] = k.c(0)
		case lead == 2:
			ok := k.op("arith.cmpi ult, %s, %s : index", gi.s(), k.c(a.Sq))
			idx[d] = k.op("arith.select %s, %s, %s : index", ok, gi.s(), k.c(0))
		case lead == 3:
			ok := k.op("arith.cmpi ult, %s, %s : index", gj.s(), k.c(a.Skv))
			idx[d] = k.op("arith.select %s, %s, %s : index", ok, gj.s(), k.c(0))
		default:
			idx[d] = full[lead]
		}
	}
	return idx
}

// attnScale2 is the score scale in the base-2 domain: scale·log2(e),
// rounded to f32 (the emulation computes it the same way).
func attnScale2(scale float32) float32 { return scale * float32(math.Log2E) }

// attnMaskRows reports whether a's mask varies along the query rows (a
// rank-2-or-more mask whose row dimension is not 1); the half kernel
// loads a mask that does not once a key for all of a lane's rows.
func attnMaskRows(a Attention) bool {
	return a.Mask != nil && len(a.Mask) >= 2 && a.Mask[len(a.Mask)-2] != 1
}
