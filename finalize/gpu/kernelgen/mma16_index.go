package kernelgen

// The half kernel's index arithmetic (gpu_mma16.go), over the same
// abstract arithmetic as the TF32 kernel's (gpu_mma_index.go), so the
// tests' emulation runs the functions the kernel text is written with.
//
// mma.m16n8k16 with .f16/.bf16 operands holds, per lane (g = lane/4,
// t = lane%4), A's register i (0..3) as the pair of elements at row
// g+8·(i%2), k 2t+8·(i/2) and 2t+8·(i/2)+1; B's register j (0..1) as
// column g, k 2t+8j and 2t+8j+1; the accumulators as m16n8k8's. Every
// fragment is loaded with ldmatrix: one 8×8 matrix of 16-bit elements
// per register, lanes 8q..8q+7 giving the 8 row addresses of matrix q.
// Without .trans lane (g, t) receives row g, elements 2t and 2t+1 —
// a K-contiguous slice's rows are A's rows (B's columns) and the pair
// runs along K; with .trans it receives elements (2t, g) and (2t+1, g) —
// a K-major slice's rows are k, so again the pair runs along K.

// ldsA16 is the block-tile row and slice k of the first element of the
// 16-byte row the lane addresses in the ldmatrix.x4 loading the A
// fragment of m16 step mi and k16 step s. Matrix q is register q: rows
// +8 for odd q, k +8 for q >= 2. K-contiguous (kMajor false), the lane
// addresses A row r of the matrix, its 8 k's; K-major (.trans), k row r
// of the matrix, its 8 rows.
func ldsA16[V any](a ix[V], l mmaLane[V], mi, s int64, kMajor bool) (row, k V) {
	row = a.add(a.add(l.wrow, a.mulc(a.remc(l.q, 2), 8)), a.lit(mi*16))
	k = a.add(a.mulc(a.divc(l.q, 2), 8), a.lit(s*16))
	if kMajor {
		return row, a.add(k, l.r)
	}
	return a.add(row, l.r), k
}

// ldsB16 is the block-tile column and slice k of the first element of
// the 16-byte row the lane addresses in the ldmatrix loading the B
// fragments of n8 steps ni and ni+1 (x4) or ni alone (x2: lanes 16-31's
// addresses are not read) at k16 step s: matrix q is step ni+q/2's
// register q%2 (k +8 for odd q). K-contiguous, the lane addresses
// column r of the matrix; K-major (.trans), k row r.
func ldsB16[V any](a ix[V], l mmaLane[V], ni, s int64, kMajor bool) (col, k V) {
	col = a.add(a.add(l.wcol, a.mulc(a.divc(l.q, 2), 8)), a.lit(ni*8))
	k = a.add(a.mulc(a.remc(l.q, 2), 8), a.lit(s*16))
	if kMajor {
		return col, a.add(k, l.r)
	}
	return a.add(col, l.r), k
}

// halfUnit is the half kernel's staging unit: 8 elements (16 bytes, one
// cp.async) along the operand's contiguous dimension in the quad modes
// (quadK, quadRows: "quad" names the TF32 kernel's 4 words), one element
// otherwise.
const halfUnit = 8

// stageSlot16 is stageSlot for halfUnit-wide units: the tile row rr and
// slice k kk of the first element of unit l of a tileDim×bk slice.
func stageSlot16[V any](a ix[V], m stageMode, tileDim, bk int64, l V) (rr, kk V) {
	switch m {
	case quadK:
		return a.divc(l, bk/halfUnit), a.mulc(a.remc(l, bk/halfUnit), halfUnit)
	case quadRows:
		return a.mulc(a.remc(l, tileDim/halfUnit), halfUnit), a.divc(l, tileDim/halfUnit)
	}
	return stageSlot(a, m, tileDim, bk, l)
}

// units16 is how many staging units a tileDim×bk slice has in mode m.
func units16(m stageMode, tileDim, bk int64) int64 {
	if m.quad() {
		return tileDim * bk / halfUnit
	}
	return tileDim * bk
}

// halfLayout is how one operand's slice of 16-bit elements lies in
// shared memory: rows-major [rows][BK+8] (K contiguous) or K-major
// [BK][rows+8]. Every ldmatrix row is 16 bytes; the pads put the 8 rows
// of each matrix on 8 distinct groups of 4 banks: rows-major the row
// stride is BK/2+4 words (20 or 36 for BK 32 or 64), K-major rows/2+4
// (4·(rows/8+1): an odd multiple of 4 when rows is a multiple of 16),
// and keep every row 16-byte aligned for the copies.
type halfLayout struct {
	kMajor bool
	rows   int64 // the tile's rows (BM or BN)
	bk     int64
}

// shape is the shared buffer's dimensions, in elements.
func (l halfLayout) shape() (int64, int64) {
	if l.kMajor {
		return l.bk, l.rows + 8
	}
	return l.rows, l.bk + 8
}

// at16 is the shared buffer's index of tile row r, slice k.
func at16[V any](l halfLayout, r, k V) (V, V) {
	if l.kMajor {
		return k, r
	}
	return r, k
}
