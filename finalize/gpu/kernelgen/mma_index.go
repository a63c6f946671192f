package kernelgen

import "fmt"

// The TF32 kernel's index arithmetic, written once over an abstract
// integer arithmetic (ix) so the same functions both emit the kernel's
// MLIR text (textIx) and run in Go (evalIx): the tests evaluate them for
// every thread and lane and check the data flow they describe — staging,
// shared layout, fragments, output — against a plain matrix product,
// with the fragment layouts of the PTX ISA written out independently.

// ix is integer arithmetic on values of type V: the index values of one
// thread, as text or as numbers.
type ix[V any] interface {
	lit(v int64) V
	add(a, b V) V
	mulc(a V, c int64) V
	divc(a V, c int64) V
	remc(a V, c int64) V
	xor(a, b V) V
}

// evalIx computes with int64s.
type evalIx struct{}

func (evalIx) lit(v int64) int64           { return v }
func (evalIx) add(a, b int64) int64        { return a + b }
func (evalIx) mulc(a int64, c int64) int64 { return a * c }
func (evalIx) divc(a int64, c int64) int64 { return a / c }
func (evalIx) remc(a int64, c int64) int64 { return a % c }
func (evalIx) xor(a, b int64) int64        { return a ^ b }

// tval is an index value of emitted text: an SSA name, or a constant
// (known, so arithmetic on it folds).
type tval struct {
	name    string
	c       int64
	isConst bool
}

// textIx emits index arithmetic into k, folding constants.
type textIx struct{ k *kernelText }

func (x textIx) lit(v int64) tval { return tval{name: x.k.c(v), c: v, isConst: true} }

// s is v's SSA name.
func (v tval) s() string { return v.name }

func (x textIx) add(a, b tval) tval {
	switch {
	case a.isConst && b.isConst:
		return x.lit(a.c + b.c)
	case a.isConst && a.c == 0:
		return b
	case b.isConst && b.c == 0:
		return a
	}
	return tval{name: x.k.op("arith.addi %s, %s : index", a.name, b.name)}
}

func (x textIx) mulc(a tval, c int64) tval {
	switch {
	case a.isConst:
		return x.lit(a.c * c)
	case c == 1:
		return a
	case c == 0:
		return x.lit(0)
	}
	return tval{name: x.k.op("arith.muli %s, %s : index", a.name, x.k.c(c))}
}

func (x textIx) divc(a tval, c int64) tval {
	switch {
	case a.isConst:
		return x.lit(a.c / c)
	case c == 1:
		return a
	}
	return tval{name: x.k.op("arith.divui %s, %s : index", a.name, x.k.c(c))}
}

func (x textIx) remc(a tval, c int64) tval {
	switch {
	case a.isConst:
		return x.lit(a.c % c)
	case c == 1:
		return x.lit(0)
	}
	return tval{name: x.k.op("arith.remui %s, %s : index", a.name, x.k.c(c))}
}

func (x textIx) xor(a, b tval) tval {
	if a.isConst && b.isConst {
		return x.lit(a.c ^ b.c)
	}
	return tval{name: x.k.op("arith.xori %s, %s : index", a.name, b.name)}
}

// mmaLane is where one thread sits: its warp's tile origin inside the
// block tile (rows wrow, columns wcol), its lane's groupID g (lane/4) and
// threadID_in_group t (lane%4), the PTX ISA's fragment coordinates, and
// its ldmatrix address slot: matrix q (lane/8), row r (lane%8).
type mmaLane[V any] struct{ wrow, wcol, g, t, q, r V }

// laneOf places thread tid of a block tiled as p: warps in row-major
// order over a WM×WN grid of warp tiles.
func laneOf[V any](a ix[V], p MMATile, tid V) mmaLane[V] {
	warp, lane := a.divc(tid, 32), a.remc(tid, 32)
	return mmaLane[V]{
		wrow: a.mulc(a.divc(warp, p.WN), p.WarpRows()),
		wcol: a.mulc(a.remc(warp, p.WN), p.WarpCols()),
		g:    a.divc(lane, 4),
		t:    a.remc(lane, 4),
		q:    a.divc(lane, 8),
		r:    a.remc(lane, 8),
	}
}

// fragA is the block-tile row and slice k of register i (0..3) of the A
// fragment of m16 step mi and k8 step s: rows g and g+8 (odd i), columns
// t and t+4 (i >= 2).
func fragA[V any](a ix[V], l mmaLane[V], mi, s, i int64) (row, k V) {
	row = a.add(a.add(l.wrow, l.g), a.lit(mi*16+8*(i%2)))
	k = a.add(l.t, a.lit(s*8+4*(i/2)))
	return row, k
}

// fragB is the block-tile column and slice k of register j (0..1) of the
// B fragment of n8 step ni and k8 step s: column g, rows t and t+4.
func fragB[V any](a ix[V], l mmaLane[V], ni, s, j int64) (col, k V) {
	col = a.add(a.add(l.wcol, l.g), a.lit(ni*8))
	k = a.add(l.t, a.lit(s*8+4*j))
	return col, k
}

// ldsA is the block-tile row and slice k the lane addresses in the
// ldmatrix.x4 that loads the A fragment of m16 step mi and k8 step s from
// a K-contiguous slice. Lanes 8q..8q+7 address the rows of 8×4 matrix q,
// which lands in register q: rows g+8 for odd q (a1, a3), columns t+4 for
// q >= 2 (a2, a3) — lane (g, t) of matrix q gets its row g, word t.
func ldsA[V any](a ix[V], l mmaLane[V], mi, s int64) (row, k V) {
	row = a.add(a.add(l.wrow, l.r), a.add(a.mulc(a.remc(l.q, 2), 8), a.lit(mi*16)))
	k = a.add(a.mulc(a.divc(l.q, 2), 4), a.lit(s*8))
	return row, k
}

// ldsB is the block-tile column and slice k the lane addresses in the
// ldmatrix that loads the B fragments of n8 steps ni and ni+1 (x4) or ni
// alone (x2: lanes 16-31's addresses are not read) from a K-contiguous
// slice: matrix q is step ni+q/2's register q%2 (rows t+4 for odd q).
func ldsB[V any](a ix[V], l mmaLane[V], ni, s int64) (col, k V) {
	col = a.add(a.add(l.wcol, l.r), a.add(a.mulc(a.divc(l.q, 2), 8), a.lit(ni*8)))
	k = a.add(a.mulc(a.remc(l.q, 2), 4), a.lit(s*8))
	return col, k
}

// fragC is the block-tile row and column of accumulator r (0..3) of
// fragment (mi, ni): rows g and g+8 (r >= 2), columns 2t and 2t+1.
func fragC[V any](a ix[V], l mmaLane[V], mi, ni, r int64) (row, col V) {
	row = a.add(a.add(l.wrow, l.g), a.lit(mi*16+8*(r/2)))
	col = a.add(a.add(l.wcol, a.mulc(l.t, 2)), a.lit(ni*8+r%2))
	return row, col
}

// stageOf is the shared-memory stage K slice number slice (k0/BK) lies
// in: slices take the ring's stages in turn.
func stageOf[V any](a ix[V], slice V, stages int64) V { return a.remc(slice, stages) }

// stageMode is how one operand's slice is read from global memory: the
// unit a thread loads (one element, or 4 consecutive ones: a 16-byte
// load) and the direction consecutive threads move in (along K, or along
// the tile's rows — the operand's contiguous dimension either way).
type stageMode int

const (
	scalarK    stageMode = iota // one element; lanes along K
	scalarRows                  // one element; lanes along the rows
	quadK                       // 4 elements along K
	quadRows                    // 4 elements along the rows
)

func (m stageMode) quad() bool { return m == quadK || m == quadRows }

// String names the mode.
func (m stageMode) String() string {
	switch m {
	case scalarK:
		return "scalarK"
	case scalarRows:
		return "scalarRows"
	case quadK:
		return "quadK"
	case quadRows:
		return "quadRows"
	}
	return fmt.Sprintf("stageMode(%d)", int(m))
}

// units is how many load units a tileDim×bk slice has in mode m.
func (m stageMode) units(tileDim, bk int64) int64 {
	if m.quad() {
		return tileDim * bk / 4
	}
	return tileDim * bk
}

// stageSlot is the tile row rr and slice k kk of the first element of
// unit l of a tileDim×bk slice staged in mode m.
func stageSlot[V any](a ix[V], m stageMode, tileDim, bk int64, l V) (rr, kk V) {
	switch m {
	case scalarK:
		return a.divc(l, bk), a.remc(l, bk)
	case quadK:
		return a.divc(l, bk/4), a.mulc(a.remc(l, bk/4), 4)
	case quadRows:
		return a.mulc(a.remc(l, tileDim/4), 4), a.divc(l, tileDim/4)
	default:
		return a.remc(l, tileDim), a.divc(l, tileDim)
	}
}

// mmaLayout is how one operand's slice lies in shared memory: rows-major
// ([rows][BK+4]: K contiguous, for operands whose contiguous dimension
// is K) or K-major ([BK][rows+8]). The pads make each fragment load of a
// warp hit 32 different banks: rows-major, each 8×4 matrix of an
// ldmatrix is 8 rows r·(BK+4) words apart, and BK+4 is 20 or 36 for BK
// 16 or 32, which puts the 8 rows on 8 distinct groups of 4 banks;
// K-major, lane (g, t) reads word t·(rows+8)+g, and rows+8 ≡ 8 (mod 32)
// puts the 4 t's 8 banks apart. Both keep rows 16-byte aligned for the
// 16-byte copies and ldmatrix.
type mmaLayout struct {
	kMajor bool
	rows   int64 // the tile's rows (BM or BN)
	bk     int64
}

// shape is the shared buffer's dimensions.
func (l mmaLayout) shape() (int64, int64) {
	if l.kMajor {
		return l.bk, l.rows + 8
	}
	return l.rows, l.bk + 4
}

// at is the shared buffer's index of tile row r, slice k.
func at[V any](l mmaLayout, r, k V) (V, V) {
	if l.kMajor {
		return k, r
	}
	return r, k
}
