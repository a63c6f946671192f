package kernelgen

import "fmt"

// The AMD half kernel's (mfma.go) index arithmetic, over the abstract
// arithmetic of gpu_mma_index.go, so the tests' emulation runs the
// functions the kernel text is written with.
//
// Each AMD matrix instruction multiplies an M×K tile of A by a K×N tile of
// B into an M×N accumulator held across one wave's lanes. Every
// instruction the kernel uses gives each lane Elems consecutive k of one
// row of A (and of one column of B): lane l holds row l%M, k from
// ((l/M) mod (K/Elems))·Elems on (MFMA: 4 k a lane, 8 on gfx950's
// double-rate forms). The accumulators differ:
//
//   - MFMA (CDNA, wave64): accumulator j of lane l is column l%N, row
//     8·(j/4)+4·(l/32)+j%4 for 32×32 (16 registers), 4·(l/16)+j for 16×16
//     (4 registers): in blocks of 4 rows, the wave's lane groups of N
//     lanes taking consecutive blocks.
//   - WMMA on RDNA 3/3.5 (gfx11, wave32): A and B are the whole K=16 a
//     lane, lanes 16-31 repeating lanes 0-15; accumulator j (8 of them)
//     of lane l is column l%16, row 2j+l/16.
//   - WMMA on RDNA 4 (gfx12, wave32): 8 elements a lane, lanes 16-31
//     holding k 8-15; accumulator j of lane l is column l%16, row
//     j+8·(l/16).

// amdAcc names an AMD accumulator layout.
type amdAcc int

const (
	accMFMA   amdAcc = iota // blocks of 4 rows per lane group
	accWMMA11               // rows 2j + l/16
	accWMMA12               // rows j + 8·(l/16)
)

// amdInst is one AMD matrix instruction with f32 accumulation: its shape,
// the wave it runs in, the 16-bit elements of A and of B a lane holds,
// the accumulators a lane holds and their layout.
type amdInst struct {
	M, N, K   int64
	Wave      int64
	Elems     int64
	Acc       int64
	AccLayout amdAcc
	// Op is the amdgpu dialect op (amdgpu.mfma or amdgpu.wmma).
	Op string
}

// The instructions: v_mfma_f32_32x32x8{f16,bf16_1k},
// v_mfma_f32_16x16x16{f16,bf16_1k}, gfx950's double-rate
// v_mfma_f32_32x32x16 and 16x16x32, v_wmma_f32_16x16x16_{f16,bf16} in
// RDNA 3's and RDNA 4's operand layouts.
var (
	mfma32x32x8  = amdInst{M: 32, N: 32, K: 8, Wave: 64, Elems: 4, Acc: 16, AccLayout: accMFMA, Op: "amdgpu.mfma"}
	mfma16x16x16 = amdInst{M: 16, N: 16, K: 16, Wave: 64, Elems: 4, Acc: 4, AccLayout: accMFMA, Op: "amdgpu.mfma"}
	// CDNA 4 (gfx950): v_mfma_f32_32x32x16{f16,bf16} and 16x16x32,
	// 8 k a lane.
	mfma32x32x16 = amdInst{M: 32, N: 32, K: 16, Wave: 64, Elems: 8, Acc: 16, AccLayout: accMFMA, Op: "amdgpu.mfma"}
	mfma16x16x32 = amdInst{M: 16, N: 16, K: 32, Wave: 64, Elems: 8, Acc: 4, AccLayout: accMFMA, Op: "amdgpu.mfma"}
	wmma11       = amdInst{M: 16, N: 16, K: 16, Wave: 32, Elems: 16, Acc: 8, AccLayout: accWMMA11, Op: "amdgpu.wmma"}
	wmma12       = amdInst{M: 16, N: 16, K: 16, Wave: 32, Elems: 8, Acc: 8, AccLayout: accWMMA12, Op: "amdgpu.wmma"}
)

// String names the instruction's shape and unit.
func (in amdInst) String() string {
	unit := "mfma"
	switch in.AccLayout {
	case accWMMA11:
		unit = "wmma"
	case accWMMA12:
		unit = "wmma.gfx12"
	}
	return fmt.Sprintf("%s.%dx%dx%d", unit, in.M, in.N, in.K)
}

// amdLane is where one thread sits: its wave's tile origin inside the
// block tile (rows wrow, columns wcol) and its lane in the wave.
type amdLane[V any] struct{ wrow, wcol, lane V }

// amdLaneOf places thread tid of a block tiled as t with waves of wave
// lanes: waves in row-major order over a WM×WN grid of wave tiles.
func amdLaneOf[V any](a ix[V], t AMDTile, wave int64, tid V) amdLane[V] {
	w := a.divc(tid, wave)
	return amdLane[V]{
		wrow: a.mulc(a.divc(w, t.WN), t.WarpRows()),
		wcol: a.mulc(a.remc(w, t.WN), t.WarpCols()),
		lane: a.remc(tid, wave),
	}
}

// amdFragA is the block-tile row and slice k of the first of the Elems
// consecutive-k elements of A the lane holds for the fragment of m step
// mi at k step s (the others follow at k+1, k+2, ...). amdFragB is the
// same for B's column: the operands' layouts are each other's
// transposes.
func amdFragA[V any](a ix[V], in amdInst, l amdLane[V], mi, s int64) (row, k V) {
	row = a.add(a.add(l.wrow, a.remc(l.lane, in.M)), a.lit(mi*in.M))
	k = a.add(a.mulc(a.remc(a.divc(l.lane, in.M), in.K/in.Elems), in.Elems), a.lit(s*in.K))
	return row, k
}

func amdFragB[V any](a ix[V], in amdInst, l amdLane[V], ni, s int64) (col, k V) {
	col = a.add(a.add(l.wcol, a.remc(l.lane, in.N)), a.lit(ni*in.N))
	k = a.add(a.mulc(a.remc(a.divc(l.lane, in.N), in.K/in.Elems), in.Elems), a.lit(s*in.K))
	return col, k
}

// amdFragC is the block-tile row and column of accumulator j of the
// lane's fragment (mi, ni).
func amdFragC[V any](a ix[V], in amdInst, l amdLane[V], mi, ni, j int64) (row, col V) {
	col = a.add(a.add(l.wcol, a.remc(l.lane, in.N)), a.lit(ni*in.N))
	var r V
	switch in.AccLayout {
	case accWMMA11:
		r = a.add(a.divc(l.lane, 16), a.lit(2*j))
	case accWMMA12:
		r = a.add(a.mulc(a.divc(l.lane, 16), 8), a.lit(j))
	default:
		groups := in.Wave / in.N
		r = a.add(a.mulc(a.divc(l.lane, in.N), 4), a.lit((j/4)*4*groups+j%4))
	}
	row = a.add(a.add(l.wrow, r), a.lit(mi*in.M))
	return row, col
}

// amdLayout is how one operand's slice lies in LDS: always rows-major,
// [rows][BK+8], K contiguous, so every lane's fragment is one vector load
// of consecutive k (an operand whose contiguous dimension is its rows is
// transposed as it is staged). The pad of 8 elements keeps rows 16-byte
// aligned for the 16-byte stores and spreads a wave's rows over the banks.
type amdLayout struct{ rows, bk int64 }

// shape is the LDS buffer's dimensions, in elements.
func (l amdLayout) shape() (int64, int64) { return l.rows, l.bk + 8 }
