package kernelgen

import (
	"fmt"
	"math"
	"strings"
)

// The flash-attention kernel (NVIDIA sm_80 and newer, also used on
// sm_90a): one CTA computes a BM-row tile of one head's queries. Its 4
// warps own 16 query rows each; the Q tile is copied to shared memory
// once (cp.async) and held in registers as mma.sync A fragments; K and V
// stream through shared memory in BN-key tiles, double-buffered: the
// copies of tile kt+1 (cp.async, zero-filled past the keys) fly while
// tile kt is multiplied. Per tile, S = Q·Kᵀ on mma.sync m16n8k16 with
// fp32 accumulators; the scale and the mask are applied to S in fp32;
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
// to [B, H, Sq, Skv], element MaskElem), scores scaled by Scale.
//
// QKV, when above zero, says Q, K and V are column ranges of one operand
// [B, S, QKV] (the merged projections of graph/passes' MergeProjections;
// Sq = Skv): Q's H·D columns start at Off[0], K's at Off[1], V's H·Dv at
// Off[2]. The kernels read them in place, rows QKV elements apart.
type Attention struct {
	B, H, Sq, Skv, D, Dv int64
	Scale                float32
	Elem                 string
	Mask                 []int64
	MaskElem             string
	QKV                  int64
	Off                  [3]int64
}

// operand is the row stride and the first column of operand i (0 Q, 1 K,
// 2 V) in the memref it is read from.
func (a Attention) operand(i int) (ld, off int64) {
	if a.QKV > 0 {
		return a.QKV, a.Off[i]
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
	if a.QKV == 0 && a.Off == [3]int64{} {
		return true
	}
	if a.QKV < 0 || a.Sq != a.Skv || a.QKV%unit != 0 {
		return false
	}
	for i, w := range []int64{a.H * a.D, a.H * a.D, a.H * a.Dv} {
		if a.Off[i] < 0 || a.Off[i]%unit != 0 || a.Off[i]+w > a.QKV {
			return false
		}
	}
	return true
}

// operandParams are the kernel's parameters before the mask: %Q, %K, %V,
// or the one packed %QKV.
func (a Attention) operandParams() (names, types []string) {
	if a.QKV > 0 {
		return []string{"%QKV"}, []string{memrefType([]int64{a.B, a.Sq, a.QKV}, a.Elem)}
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
	return append(types, memrefType([]int64{a.B, a.Sq, a.H * a.Dv}, a.Elem))
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
	ps = append(ps, "%O: "+memrefType([]int64{a.B, a.Sq, a.H * a.Dv}, a.Elem))
	return strings.Join(ps, ", ")
}

// operandBases are the global element addresses operands Q, K and V are
// read from (gbase of their memrefs: the one packed memref's for all
// three).
func (a Attention) operandBases(gbase func(v, ty string) string) [3]string {
	names, types := a.operandParams()
	if len(names) == 1 {
		b := gbase(names[0], types[0])
		return [3]string{b, b, b}
	}
	return [3]string{gbase(names[0], types[0]), gbase(names[1], types[1]), gbase(names[2], types[2])}
}

// The kernel's tiling: 64 query rows (4 warps of 16) per CTA, 64-key
// K/V tiles.
const (
	attnBM    = 64
	attnBN    = 64
	attnWarps = attnBM / 16
)

// attnHeadDim reports whether d is a head size the kernel takes: whole
// k16 steps (and pairs of n8 fragments for V's), at most 128 (the
// registers of O and of Q's fragments). Every such row, padded by 8
// elements, is an odd multiple of 4 words long, so the 8 rows of an
// ldmatrix fall on distinct banks.
func attnHeadDim(d int64) bool { return d%16 == 0 && d >= 16 && d <= 128 }

// attnTile is the tiling laneOf reads: 4 warps stacked along the rows.
func attnTile() MMATile { return MMATile{BM: attnBM, BN: attnBN, WM: attnWarps, WN: 1} }

// Fits reports whether the kernel computes a: a 16-bit type with head
// sizes attnHeadDim takes, or fp32 with head sizes attn32HeadDims takes
// (attention32.go), an f32/f16/bf16 mask of rank 4 at most that
// broadcasts, a finite scale, sizes that fit its grid, and the shared
// memory the target has per block.
func (a Attention) Fits(shared int64) bool {
	switch a.Elem {
	case "f16", "bf16":
		if !attnHeadDim(a.D) || !attnHeadDim(a.Dv) {
			return false
		}
	case "f32":
		if !attn32HeadDims(a.D, a.Dv) {
			return false
		}
	default:
		return false
	}
	if a.B <= 0 || a.H <= 0 || a.Sq <= 0 || a.Skv <= 0 {
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

// SharedBytes is the kernel's shared memory: the Q tile and two K and V
// tiles, each row padded by 8 elements (ldmatrix's 8 rows of a matrix
// then fall on distinct banks); the fp32 kernel's are a32Shared's.
func (a Attention) SharedBytes() int64 {
	if a.Elem == "f32" {
		return 4 * a.a32Shared().total
	}
	return 2 * (attnBM*(a.D+8) + 2*attnBN*(a.D+8) + 2*attnBN*(a.Dv+8))
}

// attnLayouts are the shared buffers' layouts: Q and K rows-major with
// the head dim contiguous (Q is the K-contiguous A operand, K the
// K-contiguous B operand of S = Q·Kᵀ), V rows-major by key, which makes
// it the K-major B operand of P·V (ldmatrix .trans).
func (a Attention) attnLayouts() (q, k, v halfLayout) {
	return halfLayout{rows: attnBM, bk: a.D}, halfLayout{rows: attnBN, bk: a.D}, halfLayout{kMajor: true, rows: a.Dv, bk: attnBN}
}

// attnUnit is the tile row and element of 16-byte copy unit l (8
// elements) of a tile whose rows hold e elements: units run along the
// rows, e/8 a row.
func attnUnit[V any](a ix[V], l V, e int64) (r, c V) {
	per := e / halfUnit
	return a.divc(l, per), a.mulc(a.remc(l, per), halfUnit)
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
	if a.Elem == "f32" {
		return attention32Kernel(name, a, shared)
	}
	k := &kernelText{consts: map[string]string{}}
	x := textIx{k}
	elem := a.Elem
	oT := memrefType([]int64{a.B, a.Sq, a.H * a.Dv}, elem)
	mT := ""
	if a.Mask != nil {
		mT = memrefType(a.Mask, a.MaskElem)
	}
	ql, kl, vl := a.attnLayouts()
	qr, qc := ql.shape()
	kr, kc := kl.shape()
	vr, vc := vl.shape()
	qElems, kElems, vElems := qr*qc, kr*kc, vr*vc

	// Shared memory: Q, then K's two stages, then V's.
	sbase := k.op("memref.extract_aligned_pointer_as_index %%dyn : memref<?xi8, #gpu.address_space<workgroup>> -> index")
	sptr := func(off tval) string {
		addr := k.op("arith.addi %s, %s : index", sbase, x.mulc(off, 2).s())
		return k.op("llvm.inttoptr %s : i64 to !llvm.ptr<3>", k.op("arith.index_cast %s : index to i64", addr))
	}
	qAt := func(r, c tval) tval { i0, i1 := at16(ql, r, c); return x.add(x.mulc(i0, qc), i1) }
	kAt := func(st string, r, c tval) tval {
		i0, i1 := at16(kl, r, c)
		return x.add(x.add(x.mulc(i0, kc), i1), x.add(tval{name: k.op("arith.muli %s, %s : index", st, k.c(kElems))}, x.lit(qElems)))
	}
	vAt := func(st string, col, kk tval) tval {
		i0, i1 := at16(vl, col, kk)
		return x.add(x.add(x.mulc(i0, vc), i1), x.add(tval{name: k.op("arith.muli %s, %s : index", st, k.c(vElems))}, x.lit(qElems+2*kElems)))
	}
	// Global element addresses of the operands (the memrefs' aligned
	// pointers plus their offsets).
	gbase := func(v, ty string) string {
		k.next++
		meta := fmt.Sprintf("%%meta%d", k.next)
		k.line("%s:8 = memref.extract_strided_metadata %s : %s -> memref<%s>, index, index, index, index, index, index, index", meta, v, ty, elem)
		base := k.op("memref.extract_aligned_pointer_as_index %s : %s -> index", v, ty)
		return k.op("arith.addi %s, %s : index", base, k.op("arith.muli %s#1, %s : index", meta, k.c(2)))
	}
	gptr := func(base string, elemOff tval) string {
		addr := k.op("arith.addi %s, %s : index", base, x.mulc(elemOff, 2).s())
		return k.op("llvm.inttoptr %s : i64 to !llvm.ptr<1>", k.op("arith.index_cast %s : index to i64", addr))
	}
	bases := a.operandBases(gbase)

	tid := tval{name: "%tx"}
	lane := laneOf[tval](x, attnTile(), tid)
	bh := tval{name: "%by"}
	bIdx, hIdx := x.divc(bh, a.H), x.remc(bh, a.H)
	m0 := x.mulc(tval{name: "%bx"}, attnBM)

	// copyRows starts the cp.async copies of rows rows (from row0 of the
	// sequence, limit rows long) of head hIdx of a [B, S, H·E] operand
	// into shared memory at off(row, col): 16 bytes (8 elements) each,
	// zero-filled for rows past the limit.
	copyRows := func(op int, s, e, rows int64, row0 tval, limit int64, at func(r, c tval) tval) {
		base := bases[op]
		ld, coff := a.operand(op)
		for u := int64(0); u < rows*e/halfUnit; u += attnWarps * 32 {
			r, c := attnUnit[tval](x, x.add(tid, x.lit(u)), e)
			gr := x.add(row0, r)
			ok := k.op("arith.cmpi ult, %s, %s : index", gr.s(), k.c(limit))
			grc := tval{name: k.op("arith.select %s, %s, %s : index", ok, gr.s(), k.c(0))}
			off := attnOffset[tval](x, bIdx, grc, hIdx, c, s, ld, coff, e)
			size := k.op("arith.select %s, %s, %s : i32", ok, k.ci32(2*halfUnit), k.ci32(0))
			k.line("nvvm.cp.async.shared.global %s, %s, %d, cache = cg, %s : !llvm.ptr<3>, !llvm.ptr<1>, i32", sptr(at(r, c)), gptr(base, off), 2*halfUnit, size)
		}
	}
	stageKV := func(kt tval, st string) {
		j0 := x.mulc(kt, attnBN)
		copyRows(1, a.Skv, a.D, attnBN, j0, a.Skv, func(r, c tval) tval { return kAt(st, r, c) })
		copyRows(2, a.Skv, a.Dv, attnBN, j0, a.Skv, func(r, c tval) tval { return vAt(st, c, r) })
	}
	copyRows(0, a.Sq, a.D, attnBM, m0, a.Sq, qAt)
	stageKV(x.lit(0), k.c(0))
	k.line("nvvm.cp.async.commit.group")
	k.line("nvvm.cp.async.wait.group 0")
	k.line("gpu.barrier")

	regTy := "i32"
	if elem == "f16" {
		regTy = "vector<2xf16>"
	}
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
			if regTy != "i32" {
				out[q] = k.op("llvm.bitcast %s : i32 to %s", out[q], regTy)
			}
		}
		return out
	}
	mma := func(af, bf []string, acc []string) []string {
		d := k.op("nvvm.mma.sync A[%s] B[%s] C[%s] %s : (%s, %s, f32) -> !llvm.struct<(f32, f32, f32, f32)>",
			strings.Join(af, ", "), strings.Join(bf, ", "), strings.Join(acc, ", "), mma16Attrs(elem), regTy, regTy)
		out := make([]string, 4)
		for r := range 4 {
			out[r] = k.op("llvm.extractvalue %s[%d] : !llvm.struct<(f32, f32, f32, f32)>", d, r)
		}
		return out
	}
	// The Q fragments, once.
	qfr := make([][]string, a.D/16)
	for s := range a.D / 16 {
		r, kk := ldsA16[tval](x, lane, 0, s, false)
		qfr[s] = ldmatrix(sptr(qAt(r, kk)), 4, false)
	}

	negInf := k.op("arith.constant 0xFF800000 : f32")
	scale := k.op("arith.constant %s : f32", mlirFloat(a.Scale))
	nk := ceilDiv(a.Skv, attnBN)
	nd := a.Dv / 8
	nacc := int(nd*4) + 4 // O, then m (rows g, g+8), then l
	var iters, types []string
	for i := range nacc {
		init := "%zf"
		if i == int(nd*4) || i == int(nd*4)+1 {
			init = negInf
		}
		iters = append(iters, fmt.Sprintf("%%acc%d = %s", i, init))
		types = append(types, "f32")
	}
	k.next++
	loop := fmt.Sprintf("%%loop%d", k.next)
	k.line("%s:%d = scf.for %%kt = %s to %s step %s iter_args(%s) -> (%s) {", loop, nacc, k.c(0), k.c(nk), k.c(1),
		strings.Join(iters, ", "), strings.Join(types, ", "))
	kt := tval{name: "%kt"}
	next := x.add(kt, x.lit(1))
	more := k.op("arith.cmpi ult, %s, %s : index", next.s(), k.c(nk))
	k.line("scf.if %s {", more)
	stageKV(next, x.remc(next, 2).s())
	k.line("}")
	k.line("nvvm.cp.async.commit.group")
	st := x.remc(kt, 2).s()
	acc := func(i int) string { return fmt.Sprintf("%%acc%d", i) }

	// S = Q·Kᵀ for the tile's BN keys: BN/8 n8 fragments.
	ns := int64(attnBN / 8)
	S := make([][]string, ns)
	for j := range S {
		S[j] = []string{"%zf", "%zf", "%zf", "%zf"}
	}
	for s := range a.D / 16 {
		for j := int64(0); j < ns; j += 2 {
			col, kk := ldsB16[tval](x, lane, j, s, false)
			regs := ldmatrix(sptr(kAt(st, col, kk)), 4, false)
			S[j] = mma(qfr[s], regs[:2], S[j])
			S[j+1] = mma(qfr[s], regs[2:], S[j+1])
		}
	}
	// Scale and mask in fp32; keys past the end are -inf. A lane's two
	// keys of a row (registers r, r+1: keys 2t, 2t+1) are one 2-element
	// load of the mask where its rows run along the keys with an even
	// length (the pair is then aligned and inside the row, or wholly past
	// it: clamped to key 0, its values unused).
	j0 := x.mulc(kt, attnBN)
	pairs := a.Mask != nil && a.Mask[len(a.Mask)-1] == a.Skv && a.Skv%2 == 0
	maskVec := fmt.Sprintf("vector<2x%s>", a.MaskElem)
	maskPairBytes := 8 // two f32
	if a.MaskElem != "f32" {
		maskPairBytes = 4
	}
	for j := range ns {
		var mvals [4]string
		for r := range int64(4) {
			row, col := fragC[tval](x, lane, 0, j, r)
			v := k.op("arith.mulf %s, %s : f32", S[j][r], scale)
			gj := x.add(j0, col)
			if a.Mask != nil && mvals[r] == "" {
				gi := x.add(m0, row)
				idx := k.maskIndex(a, bIdx, hIdx, gi, gj)
				if pairs && r%2 == 0 {
					pv := k.op("vector.load %%M[%s] {alignment = %d : i64} : %s, %s", strings.Join(idx, ", "), maskPairBytes, mT, maskVec)
					mvals[r] = k.op("vector.extract %s[0] : %s from %s", pv, a.MaskElem, maskVec)
					mvals[r+1] = k.op("vector.extract %s[1] : %s from %s", pv, a.MaskElem, maskVec)
				} else {
					mvals[r] = k.op("memref.load %%M[%s] : %s", strings.Join(idx, ", "), mT)
				}
			}
			if a.Mask != nil {
				v = k.addMask(v, mvals[r], a.MaskElem)
			}
			if a.Skv%attnBN != 0 {
				v = k.keyInRange(v, gj.s(), a.Skv, negInf)
			}
			S[j][r] = v
		}
	}
	// Online softmax: rows g (registers 0, 1) and g+8 (2, 3) of the warp.
	shfl := k.shuffleXor
	quadMax := func(v string) string {
		for _, off := range []int64{1, 2} {
			v = k.op("arith.maximumf %s, %s : f32", v, shfl(v, off))
		}
		return v
	}
	// exp is e^x as the hardware's ex2.approx.ftz of x·log2(e) (relative
	// error about 2^-22; subnormal results flush to 0, and -inf gives 0):
	// the device math library's exp is exact to an ulp but computed in
	// double precision, some 40 instructions an element, which the
	// softmax of every score cannot afford. x is a difference from the
	// row's max (at most 0), so the product cannot overflow.
	log2e := k.op("arith.constant %s : f32", mlirFloat(float32(math.Log2E)))
	exp := func(x string) string {
		return k.op(`llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%s) : (f32) -> f32`, k.op("arith.mulf %s, %s : f32", x, log2e))
	}
	mOld := [2]string{acc(int(nd * 4)), acc(int(nd*4) + 1)}
	lOld := [2]string{acc(int(nd*4) + 2), acc(int(nd*4) + 3)}
	var mNew, use, alpha, lNew [2]string
	for h := range 2 {
		mx := S[0][2*h]
		for j := range ns {
			for r := 2 * h; r < 2*h+2; r++ {
				if j == 0 && r == 2*h {
					continue
				}
				mx = k.op("arith.maximumf %s, %s : f32", mx, S[j][r])
			}
		}
		mx = quadMax(mx)
		mNew[h] = k.op("arith.maximumf %s, %s : f32", mOld[h], mx)
		isInf := k.op("arith.cmpf oeq, %s, %s : f32", mNew[h], negInf)
		use[h] = k.op("arith.select %s, %%zf, %s : f32", isInf, mNew[h])
		alpha[h] = exp(k.op("arith.subf %s, %s : f32", mOld[h], use[h]))
		lNew[h] = k.op("arith.mulf %s, %s : f32", lOld[h], alpha[h])
	}
	for j := range ns {
		for r := range int64(4) {
			h := r / 2
			S[j][r] = exp(k.op("arith.subf %s, %s : f32", S[j][r], use[h]))
			lNew[h] = k.op("arith.addf %s, %s : f32", lNew[h], S[j][r])
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
	O := make([][]string, nd)
	for dn := range nd {
		O[dn] = make([]string, 4)
		for r := range int64(4) {
			O[dn][r] = k.op("arith.mulf %s, %s : f32", acc(int(dn*4+r)), alpha[r/2])
		}
	}
	for s2 := range int64(attnBN / 16) {
		pf := make([]string, 4)
		for i := range int64(4) {
			f, r := attnPFrag(s2, i)
			pf[i] = pack(S[f][r], S[f][r+1])
		}
		for dn := int64(0); dn < nd; dn += 2 {
			col, kk := ldsB16[tval](x, lane, dn, s2, true)
			regs := ldmatrix(sptr(vAt(st, col, kk)), 4, true)
			O[dn] = mma(pf, regs[:2], O[dn])
			O[dn+1] = mma(pf, regs[2:], O[dn+1])
		}
	}
	// Tile kt+1 landed (this thread's copies) and every thread is done
	// with tile kt's buffers before the next iteration refills them.
	k.line("nvvm.cp.async.wait.group 0")
	k.line("gpu.barrier")
	var yield []string
	for dn := range nd {
		yield = append(yield, O[dn]...)
	}
	yield = append(yield, mNew[0], mNew[1], lNew[0], lNew[1])
	k.line("scf.yield %s : %s", strings.Join(yield, ", "), strings.Join(types, ", "))
	k.line("}")

	// The rows' sums across the quad, then O / l (0 for a row whose
	// every key was -inf: l = 0), stored as pairs.
	var inv [2]string
	for h := range 2 {
		l := fmt.Sprintf("%s#%d", loop, nd*4+2+int64(h))
		for _, off := range []int64{1, 2} {
			l = k.op("arith.addf %s, %s : f32", l, shfl(l, off))
		}
		zero := k.op("arith.cmpf oeq, %s, %%zf : f32", l)
		one := k.op("arith.constant 1.0 : f32")
		inv[h] = k.op("arith.select %s, %%zf, %s : f32", zero, k.op("arith.divf %s, %s : f32", one, l))
	}
	for h := range int64(2) {
		row, _ := fragC[tval](x, lane, 0, 0, 2*h)
		gi := x.add(m0, row)
		ok := k.op("arith.cmpi ult, %s, %s : index", gi.s(), k.c(a.Sq))
		k.line("scf.if %s {", ok)
		for dn := range nd {
			_, col := fragC[tval](x, lane, 0, dn, 2*h)
			lo := k.op("arith.mulf %s#%d, %s : f32", loop, dn*4+2*h, inv[h])
			hi := k.op("arith.mulf %s#%d, %s : f32", loop, dn*4+2*h+1, inv[h])
			a0 := k.op("arith.truncf %s : f32 to %s", lo, elem)
			a1 := k.op("arith.truncf %s : f32 to %s", hi, elem)
			v := k.op("vector.from_elements %s, %s : vector<2x%s>", a0, a1, elem)
			c := x.add(x.mulc(hIdx, a.Dv), col)
			// (Keys 2t, 2t+1 of an even row: 4-byte aligned.)
			k.line("vector.store %s, %%O[%s, %s, %s] {alignment = 4 : i64} : %s, vector<2x%s>", v, bIdx.s(), gi.s(), c.s(), oT, elem)
		}
		k.line("}")
	}
	k.line("gpu.terminator")

	var b strings.Builder
	fmt.Fprintf(&b, "func.func private @%s(%s) {\n", name, a.kernelParams())
	fmt.Fprintf(&b, "  %%one = arith.constant 1 : index\n")
	fmt.Fprintf(&b, "  %%gx = arith.constant %d : index\n", ceilDiv(a.Sq, attnBM))
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
