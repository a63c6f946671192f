package kernelgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// mma16Emu is mma.sync m16n8k16 of one warp as the ISA defines it: each
// lane's A registers (pairs of elements, isaA16), B registers (isaB16)
// and accumulators (isaC), D = A·B + C in fp32.
func mma16Emu(a [32][][2]float32, b [32][][2]float32, c [32][4]float32) [32][4]float32 {
	var A [16][16]float32
	var B [16][8]float32
	for ln := range int64(32) {
		for e := range int64(8) {
			r, col := isaA16(ln, e)
			A[r][col] = a[ln][e/2][e%2]
		}
		for e := range int64(4) {
			r, col := isaB16(ln, e)
			B[r][col] = b[ln][e/2][e%2]
		}
	}
	return mmaAccumulateEmu(c, 16, func(r, k int64) float32 { return A[r][k] }, func(k, col int64) float32 { return B[k][col] })
}

// mmaAccumulateEmu is an m16n8 mma's result in the ISA's accumulator
// fragments (isaC): lane ln's register r is c's plus, in float64, the dot
// product over depth k's of A's row and B's column of its element.
func mmaAccumulateEmu(c [32][4]float32, depth int64, a, b func(row, col int64) float32) [32][4]float32 {
	var d [32][4]float32
	for ln := range int64(32) {
		for r := range int64(4) {
			row, col := isaC(ln, r)
			sum := float64(c[ln][r])
			for kk := range depth {
				sum += float64(a(row, kk)) * float64(b(kk, col))
			}
			d[ln][r] = float32(sum)
		}
	}
	return d
}

// roundHalf rounds x to elem (f16 or bf16) and back.
func roundHalf(x float32, elem string) float32 {
	if elem == "bf16" {
		return graph.BFloat16ToFloat32(graph.Float32ToBFloat16(x))
	}
	return graph.Float16ToFloat32(graph.Float32ToFloat16(x))
}

// emulateAttention runs the flash kernel's data flow for a (tiled as
// a.tile() says) on the CPU from the functions its text is written with
// (attnUnit, attnOffset, at16 for the staging; ldsA16, ldsB16 and
// ldmatrix for the fragments; fragC for the scores' and outputs'
// coordinates; attnPFrag for P's registers; attnScale2 and attnMaskRows
// for the base-2 scores and the mask's reuse), with the ISA's m16n8k16
// and the kernel's online softmax in fp32: per CTA the Q tile, K/V tiles
// in two stages (tile kt+1 staged before tile kt is used, as the kernel
// overlaps them), per warp, row tile and lane the fragments, row
// statistics combined across the quad as the shuffles do. Shared
// buffers start as NaN, so a read of an element no copy wrote poisons
// the output; ldmatrix16Emu fails on bank conflicts. A row-constant mask
// is read at the first row the lane's tile holds and reused for the
// others, as the kernel does: a mask that does vary along the rows but
// were taken as constant would give wrong outputs. It fails the test on
// an output element written twice or never.
//
// The key loop's variants run as the kernel has them: Stages buffers of
// K and V (tile kt+Stages−1 staged before tile kt is used, into the
// buffer tile kt−1 used), the lazy rescale's warp-wide vote and the
// f16 exponentials (attnSoftmaxVariantEmu). The tiles' rescale counts
// come back in stats (where given).
func emulateAttention(t *testing.T, a Attention, q, k, v, mask []float32, stats *lazyStats) []float32 {
	t.Helper()
	x := evalIx{}
	tl := a.tile()
	bm, bn, mt := tl.BM(), tl.BN, tl.MT
	ql, kl, vl := a.attnLayouts()
	buffer := func(l halfLayout) [][]float32 {
		r, c := l.shape()
		b := make([][]float32, r)
		for i := range b {
			b[i] = make([]float32, c)
			for j := range b[i] {
				b[i][j] = float32(math.NaN())
			}
		}
		return b
	}
	out := make([]float32, a.B*a.Sq*a.H*a.Dv)
	written := make([]int, len(out))
	nt := int64(attnWarps * 32)
	nk := ceilDiv(a.Skv, bn)
	ns, nd := bn/8, a.Dv/8
	negInf := float32(math.Inf(-1))
	scale2, log2e := attnScale2(a.Scale), float32(math.Log2E)
	rowDep := attnMaskRows(a)
	for by := range a.B * a.H {
		b, h := x.divc(by, a.H), x.remc(by, a.H)
		maskAt := func(gi, gj int64) float32 {
			gic, gjc := min(gi, a.Sq-1), min(gj, a.Skv-1)
			full := []int64{b, h, gic, gjc}
			off, stride := int64(0), int64(1)
			for d := len(a.Mask) - 1; d >= 0; d-- {
				if a.Mask[d] != 1 {
					off += full[4-len(a.Mask)+d] * stride
				}
				stride *= a.Mask[d]
			}
			return mask[off] * log2e
		}
		for bx := range ceilDiv(a.Sq, bm) {
			m0 := bx * bm
			// stage copies rows rows of the [B, s, H·e] operand src from
			// row0 into buf, as copyRows does.
			stage := func(buf [][]float32, l halfLayout, swap bool, op int, src []float32, s, e, rows, row0, limit int64) {
				ld, coff := a.operand(op)
				for tid := range nt {
					for u := int64(0); u < rows*e/halfUnit; u += nt {
						r, c := attnUnit[int64](x, tid+u, e, halfUnit)
						gr, ok := row0+r, row0+r < limit
						if !ok && limit%rows == 0 {
							t.Fatalf("row %d of a %d-row operand copied: the kernel tests no row of whole tiles", row0+r, limit)
						}
						if !ok {
							gr = 0
						}
						off := attnOffset[int64](x, b, gr, h, c, s, ld, coff, e)
						i0, i1 := at16(l, r, c)
						if swap {
							i0, i1 = at16(l, c, r)
						}
						for j := range int64(halfUnit) {
							val := float32(0)
							if ok {
								val = src[off+j]
							}
							buf[i0][i1+j] = val
						}
					}
				}
			}
			qs := buffer(ql)
			nst := tl.stages()
			ks := make([][][]float32, nst)
			vs := make([][][]float32, nst)
			for i := range nst {
				ks[i], vs[i] = buffer(kl), buffer(vl)
			}
			stage(qs, ql, false, 0, q, a.Sq, a.D, bm, m0, a.Sq)
			stageK := func(kt, st int64) { stage(ks[st], kl, false, 1, k, a.Skv, a.D, bn, kt*bn, a.Skv) }
			stageV := func(kt, st int64) { stage(vs[st], vl, true, 2, v, a.Skv, a.Dv, bn, kt*bn, a.Skv) }
			stageKV := func(kt int64) {
				stageK(kt, kt%nst)
				stageV(kt, kt%nst)
			}
			for kt := range min(nst-1, nk) {
				stageKV(kt)
			}
			if tl.Ahead && nk > 1 {
				stageK(1, 1) // K a tile ahead of V
			}
			type warpState struct {
				lanes      []mmaLane[int64]
				qfr        [][][32][][2]float32 // [mi][s]
				O          [][][32][4]float32   // [mi][dn]
				mrow, lrow [][32][2]float32     // [mi]
				S          [][][32][4]float32   // Ahead: the scores carried into the next iteration
			}
			// loadQ reads the warp's Q fragments from the shared Q tile:
			// once, or at every key tile (tl.QS).
			loadQ := func(ws *warpState) {
				for mi := range mt {
					for s := range a.D / 16 {
						ws.qfr[mi][s] = ldmatrix16Emu(t, "Q", qs, 4, false, func(ln int64) (int64, int64) {
							r, kk := ldsA16[int64](x, ws.lanes[ln], mi, s, false)
							return at16(ql, r, kk)
						})
					}
				}
			}
			warps := make([]*warpState, attnWarps)
			for w := range int64(attnWarps) {
				ws := &warpState{lanes: make([]mmaLane[int64], 32), qfr: make([][][32][][2]float32, mt), O: make([][][32][4]float32, mt),
					mrow: make([][32][2]float32, mt), lrow: make([][32][2]float32, mt)}
				warps[w] = ws
				for ln := range int64(32) {
					ws.lanes[ln] = laneOf[int64](x, tl.mma(), w*32+ln)
				}
				for mi := range mt {
					ws.qfr[mi] = make([][32][][2]float32, a.D/16)
					ws.O[mi] = make([][32][4]float32, nd)
					for ln := range 32 {
						ws.mrow[mi][ln] = [2]float32{negInf, negInf}
					}
				}
				if !tl.QS {
					loadQ(ws)
				}
			}
			// computeS is S = Q·Kᵀ of warp ws from the K buffer kbuf.
			computeS := func(ws *warpState, kbuf [][]float32) [][][32][4]float32 {
				lanes := ws.lanes
				if tl.QS {
					loadQ(ws)
				}
				S := make([][][32][4]float32, mt)
				for mi := range S {
					S[mi] = make([][32][4]float32, ns)
				}
				for s := range a.D / 16 {
					for j := int64(0); j < ns; j += 2 {
						regs := ldmatrix16Emu(t, "K", kbuf, 4, false, func(ln int64) (int64, int64) {
							col, kk := ldsB16[int64](x, lanes[ln], j, s, false)
							return at16(kl, col, kk)
						})
						var b0, b1 [32][][2]float32
						for ln := range 32 {
							b0[ln], b1[ln] = regs[ln][:2], regs[ln][2:]
						}
						for mi := range mt {
							S[mi][j] = mma16Emu(ws.qfr[mi][s], b0, S[mi][j])
							S[mi][j+1] = mma16Emu(ws.qfr[mi][s], b1, S[mi][j+1])
						}
					}
				}
				return S
			}
			// finish is the rest of key tile kt's work for warp ws on its
			// scores S: scale and mask, the online softmax, P·V from the V
			// buffer vbuf.
			finish := func(ws *warpState, kt int64, S [][][32][4]float32, vbuf [][]float32) {
				lanes := ws.lanes
				for ln := range int64(32) {
					for j := range ns {
						var keyMask [2]float32 // the first row tile's, reused
						for mi := range mt {
							for r := range int64(4) {
								row, col := fragC[int64](x, lanes[ln], mi, j, r)
								gi, gj := m0+row, kt*bn+col
								val := S[mi][j][ln][r] * scale2
								if a.Mask != nil {
									mk := maskAt(gi, gj)
									if !rowDep && (mi > 0 || r >= 2) {
										mk = keyMask[r%2]
									}
									keyMask[r%2] = mk
									val = float32(math.FMA(float64(S[mi][j][ln][r]), float64(scale2), float64(mk)))
								}
								if gj >= a.Skv {
									val = negInf
								}
								S[mi][j][ln][r] = val
							}
						}
					}
				}
				if tl.Lazy || tl.EX2H || tl.LMMA {
					attnSoftmaxVariantEmu(tl, S, ws.O, ws.mrow, ws.lrow, stats)
				} else {
					for mi := range mt {
						onlineSoftmaxEmu(S[mi], ws.O[mi], &ws.mrow[mi], &ws.lrow[mi])
					}
				}
				for s2 := range bn / 16 {
					pf := make([][32][][2]float32, mt)
					for mi := range mt {
						for ln := range 32 {
							pf[mi][ln] = make([][2]float32, 4)
							for i := range int64(4) {
								f, r := attnPFrag(s2, i)
								pf[mi][ln][i] = [2]float32{roundHalf(S[mi][f][ln][r], a.Elem), roundHalf(S[mi][f][ln][r+1], a.Elem)}
							}
						}
					}
					for dn := int64(0); dn < nd; dn += 2 {
						regs := ldmatrix16Emu(t, "V", vbuf, 4, true, func(ln int64) (int64, int64) {
							col, kk := ldsB16[int64](x, lanes[ln], dn, s2, true)
							return at16(vl, col, kk)
						})
						var b0, b1 [32][][2]float32
						for ln := range 32 {
							b0[ln], b1[ln] = regs[ln][:2], regs[ln][2:]
						}
						for mi := range mt {
							ws.O[mi][dn] = mma16Emu(pf[mi], b0, ws.O[mi][dn])
							ws.O[mi][dn+1] = mma16Emu(pf[mi], b1, ws.O[mi][dn+1])
						}
					}
					if tl.LMMA {
						// The row sums: P by a B fragment of ones, l in
						// accumulators 0 and 2.
						var ones [32][][2]float32
						for ln := range 32 {
							ones[ln] = [][2]float32{{1, 1}, {1, 1}}
						}
						for mi := range mt {
							var c [32][4]float32
							for ln := range 32 {
								c[ln] = [4]float32{ws.lrow[mi][ln][0], 0, ws.lrow[mi][ln][1], 0}
							}
							d := mma16Emu(pf[mi], ones, c)
							for ln := range 32 {
								ws.lrow[mi][ln] = [2]float32{d[ln][0], d[ln][2]}
							}
						}
					}
				}
			}
			if !tl.Ahead {
				for kt := range nk {
					if kt+nst-1 < nk {
						stageKV(kt + nst - 1) // tile kt−1's buffer: tile kt's stays intact
					}
					st := kt % nst
					for _, ws := range warps {
						finish(ws, kt, computeS(ws, ks[st]), vs[st])
					}
				}
			} else {
				// K(kt+2) into tile kt's K buffer, V(kt+1) into V(kt−1)'s,
				// S(kt+1) from K(kt+1), then tile kt with the S carried in.
				for _, ws := range warps {
					ws.S = computeS(ws, ks[0])
				}
				for kt := range nk - 1 {
					if kt+2 < nk {
						stageK(kt+2, kt%2)
					}
					stageV(kt+1, (kt+1)%2)
					for _, ws := range warps {
						next := computeS(ws, ks[(kt+1)%2])
						finish(ws, kt, ws.S, vs[kt%2])
						ws.S = next
					}
				}
				for _, ws := range warps {
					finish(ws, nk-1, ws.S, vs[(nk-1)%2])
				}
			}
			for _, ws := range warps {
				for mi := range mt {
					lanes, O, lrow := ws.lanes, ws.O[mi], &ws.lrow[mi]
					// The sums across the quad (LMMA's are already), O / l,
					// the stores.
					for _, off := range []int{1, 2} {
						if tl.LMMA {
							break
						}
						prev := *lrow
						for ln := range 32 {
							for hh := range 2 {
								lrow[ln][hh] = prev[ln][hh] + prev[ln^off][hh]
							}
						}
					}
					for ln := range int64(32) {
						for hh := range int64(2) {
							inv := float32(0)
							if lrow[ln][hh] != 0 {
								inv = 1 / lrow[ln][hh]
							}
							row, _ := fragC[int64](x, lanes[ln], mi, 0, 2*hh)
							gi := m0 + row
							if gi >= a.Sq {
								continue
							}
							for dn := range nd {
								_, col := fragC[int64](x, lanes[ln], mi, dn, 2*hh)
								for e := range int64(2) {
									idx := (b*a.Sq+gi)*a.H*a.Dv + h*a.Dv + col + e
									out[idx] = roundHalf(O[dn][ln][2*hh+e]*inv, a.Elem)
									written[idx]++
								}
							}
						}
					}
				}
			}
		}
	}
	for i, n := range written {
		if n != 1 {
			t.Fatalf("output element %d written %d times", i, n)
		}
	}
	return out
}

// exp2Emu is the half kernel's ex2.approx of a base-2 exponent (here
// exact).
func exp2Emu(x float32) float32 { return float32(math.Exp2(float64(x))) }

// ex2Emu is the kernel's e^x: x·log2(e) rounded to f32, then 2^that
// (ex2.approx, here exact).
func ex2Emu(x float32) float32 {
	return float32(math.Exp2(float64(x * float32(math.Log2E))))
}

func max32(a, b float32) float32 {
	if math.IsNaN(float64(a)) || math.IsNaN(float64(b)) {
		return float32(math.NaN())
	}
	return max(a, b)
}

// attentionRef is a's attention in float64: softmax(scale·QKᵀ + mask)·V
// per head, a row whose every key is -inf giving 0.
func attentionRef(a Attention, q, k, v, mask []float32) []float64 {
	out := make([]float64, a.B*a.Sq*a.H*a.Dv)
	row := make([]float64, a.Skv)
	for b := range a.B {
		for h := range a.H {
			for i := range a.Sq {
				mx := math.Inf(-1)
				for j := range a.Skv {
					var s float64
					for e := range a.D {
						s += float64(q[(b*a.Sq+i)*a.H*a.D+h*a.D+e]) * float64(k[(b*a.Skv+j)*a.H*a.D+h*a.D+e])
					}
					s *= float64(a.Scale)
					if a.Mask != nil {
						full := []int64{b, h, i, j}
						off, stride := int64(0), int64(1)
						for d := len(a.Mask) - 1; d >= 0; d-- {
							if a.Mask[d] != 1 {
								off += full[4-len(a.Mask)+d] * stride
							}
							stride *= a.Mask[d]
						}
						s += float64(mask[off])
					}
					row[j] = s
					mx = math.Max(mx, s)
				}
				if math.IsInf(mx, -1) {
					continue // every key masked: 0
				}
				var sum float64
				for j := range row {
					row[j] = math.Exp(row[j] - mx)
					sum += row[j]
				}
				for e := range a.Dv {
					var o float64
					for j := range a.Skv {
						o += row[j] * float64(v[(b*a.Skv+j)*a.H*a.Dv+h*a.Dv+e])
					}
					out[(b*a.Sq+i)*a.H*a.Dv+h*a.Dv+e] = o / sum
				}
			}
		}
	}
	return out
}

// TestAttentionKernelEmulated runs the flash kernel's emulation on fresh
// random data against the float64 reference, in every tiling the case's
// head sizes take (each tiling by some case): head sizes 16 to 128,
// query and key lengths that are and are not multiples of the tiles,
// masks of several shapes with -inf keys and a batch whose every key is
// masked (output 0), f16 and bf16, each key-loop variant (attnPoints) of
// each tiling. The error allowed is P's rounding to the 16-bit type and
// the output's. A mask rising along the keys (ramp: by 16 a 64-key tile,
// past attnLazyGrowth) makes the lazy kernels rescale after their first
// tile; the others mostly keep their maxima: both branches must run.
func TestAttentionKernelEmulated(t *testing.T) {
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	runs := map[AttnTile]int{}
	var lazy lazyStats
	for i, tc := range []struct {
		a       Attention
		maskAll bool // batch 0's keys all -inf
		ramp    bool // the mask rises along the keys
	}{
		{Attention{B: 2, H: 2, Sq: 70, Skv: 100, D: 64, Dv: 64, Scale: 0.125, Elem: "f16", Mask: []int64{2, 1, 1, 100}, MaskElem: "f32"}, true, false},
		// Q, K and V as columns of the merged projections (in another
		// order, with unused columns between: NaN there poisons a stray
		// read).
		{Attention{B: 2, H: 2, Sq: 70, Skv: 70, D: 64, Dv: 64, Scale: 0.125, Elem: "f16", Mask: []int64{2, 1, 1, 70}, MaskElem: "f32",
			QKV: 3*128 + 16, Off: [3]int64{136, 8, 264}}, true, false},
		{Attention{B: 1, H: 3, Sq: 130, Skv: 130, D: 32, Dv: 64, Scale: 0.2, Elem: "bf16", QKV: 2*3*32 + 3*64, Off: [3]int64{0, 96, 192}}, false, false},
		{Attention{B: 1, H: 3, Sq: 64, Skv: 128, D: 32, Dv: 32, Scale: 0.3, Elem: "bf16", Mask: []int64{1, 3, 64, 128}, MaskElem: "f32"}, false, false},
		{Attention{B: 1, H: 1, Sq: 33, Skv: 65, D: 128, Dv: 64, Scale: 0.09, Elem: "f16"}, false, false},
		{Attention{B: 2, H: 2, Sq: 128, Skv: 64, D: 64, Dv: 128, Scale: 0.125, Elem: "f16", Mask: []int64{64}, MaskElem: "f32"}, false, false},
		{Attention{B: 2, H: 4, Sq: 20, Skv: 20, D: 16, Dv: 16, Scale: 0.25, Elem: "f16", Mask: []int64{2, 1, 20, 20}, MaskElem: "f32"}, false, false},
		{Attention{B: 1, H: 2, Sq: 90, Skv: 150, D: 80, Dv: 48, Scale: 0.11, Elem: "bf16", Mask: []int64{1, 1, 1, 150}, MaskElem: "f32"}, true, false},
		// Several 128-row tiles and key tiles, lengths off every tile.
		{Attention{B: 2, H: 1, Sq: 200, Skv: 300, D: 64, Dv: 64, Scale: 0.125, Elem: "f16", Mask: []int64{2, 1, 1, 300}, MaskElem: "f32"}, false, false},
		{Attention{B: 1, H: 2, Sq: 150, Skv: 130, D: 32, Dv: 32, Scale: 0.2, Elem: "bf16", Mask: []int64{1, 1, 150, 130}, MaskElem: "f32"}, false, false},
		{Attention{B: 2, H: 1, Sq: 130, Skv: 300, D: 64, Dv: 64, Scale: 0.125, Elem: "f16", Mask: []int64{2, 1, 1, 300}, MaskElem: "f32"}, false, true},
		{Attention{B: 1, H: 2, Sq: 70, Skv: 200, D: 32, Dv: 32, Scale: 0.2, Elem: "bf16", Mask: []int64{1, 1, 70, 200}, MaskElem: "f32"}, false, true},
	} {
		for _, tile := range attnPoints() {
			a := tc.a
			a.Tile = tile
			if !a.attnTileOK(tile) {
				continue
			}
			runs[tile]++
			t.Run(fmt.Sprintf("%s_%s_b%d_h%d_sq%d_skv%d_d%d_dv%d_mask%v_qkv%d", tile, a.Elem, a.B, a.H, a.Sq, a.Skv, a.D, a.Dv, a.Mask, a.QKV), func(t *testing.T) {
				if !a.Fits(227 << 10) {
					t.Fatalf("%+v does not fit", a)
				}
				r := rand.New(rand.NewPCG(seed, uint64(i)))
				q := halfFloats(r, int(a.B*a.Sq*a.H*a.D), a.Elem)
				k := halfFloats(r, int(a.B*a.Skv*a.H*a.D), a.Elem)
				v := halfFloats(r, int(a.B*a.Skv*a.H*a.Dv), a.Elem)
				var mask []float32
				if a.Mask != nil {
					mask = make([]float32, prodI(a.Mask))
					for j := range mask {
						switch {
						case r.IntN(4) == 0:
							mask[j] = float32(math.Inf(-1))
						case tc.ramp:
							mask[j] = float32(j%int(a.Skv))/4 + float32(r.NormFloat64())
						default:
							mask[j] = float32(r.NormFloat64())
						}
					}
					if tc.maskAll {
						for j := range a.Mask[len(a.Mask)-1] {
							mask[j] = float32(math.Inf(-1)) // batch 0 (mask [B,1,1,Skv])
						}
					}
				}
				var got []float32
				if a.QKV > 0 {
					qkv := packQKV(a, q, k, v)
					got = emulateAttention(t, a, qkv, qkv, qkv, mask, &lazy)
				} else {
					got = emulateAttention(t, a, q, k, v, mask, &lazy)
				}
				want := attentionRef(a, q, k, v, mask)
				tol := 8e-3
				if a.Elem == "bf16" {
					tol = 4e-2
				}
				zeros := 0
				for j := range want {
					if g := float64(got[j]); math.IsNaN(g) || math.Abs(g-want[j]) > tol*(1+math.Abs(want[j])) {
						t.Fatalf("element %d: got %v, want %v", j, g, want[j])
					}
					if want[j] == 0 && got[j] == 0 {
						zeros++
					}
				}
				if tc.maskAll && zeros < int(a.Sq*a.H*a.Dv) {
					t.Fatalf("%d zero outputs, want batch 0's %d", zeros, a.Sq*a.H*a.Dv)
				}
			})
		}
	}
	// Every point of the tuning spaces of BERT's attentions (head size
	// 64, f16 and bf16, s128 and s512) ran.
	for _, a := range []Attention{
		{B: 32, H: 12, Sq: 512, Skv: 512, D: 64, Dv: 64, Elem: "f16"}, {B: 32, H: 12, Sq: 512, Skv: 512, D: 64, Dv: 64, Elem: "bf16"},
		{B: 32, H: 12, Sq: 128, Skv: 128, D: 64, Dv: 64, Elem: "f16"},
	} {
		for _, tile := range a.AttnSpace(Options{Processors: 132, Shared: 227 << 10}) {
			if runs[tile] == 0 {
				t.Errorf("tiling %s: no case ran it", tile)
			}
		}
	}
	if lazy.rescaled == 0 || lazy.kept == 0 {
		t.Errorf("lazy kernels' key tiles: %d rescaled, %d kept their maxima: want both", lazy.rescaled, lazy.kept)
	}
	t.Logf("lazy kernels' key tiles: %d rescaled, %d kept their maxima", lazy.rescaled, lazy.kept)
}

// packQKV is Q, K and V ([B, S, H·E] each) as the column ranges a.Off of
// one [B, S, a.QKV] operand, whose other columns are NaN.
func packQKV(a Attention, q, k, v []float32) []float32 {
	out := make([]float32, a.B*a.Sq*a.QKV)
	for i := range out {
		out[i] = float32(math.NaN())
	}
	for i, src := range [][]float32{q, k, v} {
		w := a.H * a.D
		if i == 2 {
			w = a.H * a.Dv
		}
		for row := range a.B * a.Sq {
			copy(out[row*a.QKV+a.Off[i]:row*a.QKV+a.Off[i]+w], src[row*w:(row+1)*w])
		}
	}
	return out
}

// TestAttentionFits checks which attentions the kernel refuses (they
// keep the generic decomposition): fp32, head sizes off the k16 grid or
// past 128, masks that do not broadcast, a non-finite scale, more heads
// than the grid holds, too little shared memory, an output type other
// than f32 apart from the operands', tilings past the registers, with
// copies not whole rounds of the threads, or not in the space.
func TestAttentionFits(t *testing.T) {
	ok := Attention{B: 2, H: 12, Sq: 128, Skv: 128, D: 64, Dv: 64, Scale: 0.125, Elem: "f16", Mask: []int64{2, 1, 1, 128}, MaskElem: "f32"}
	if !ok.Fits(48 << 10) {
		t.Fatalf("%+v does not fit 48 KiB", ok)
	}
	if p := (Attention{B: 2, H: 12, Sq: 128, Skv: 128, D: 64, Dv: 64, Scale: 0.125, Elem: "f16", QKV: 3 * 768, Off: [3]int64{0, 768, 1536}}); !p.Fits(48 << 10) {
		t.Fatalf("packed %+v does not fit 48 KiB", p)
	}
	for name, change := range map[string]func(a *Attention){
		"f64":            func(a *Attention) { a.Elem = "f64" },
		"head 24":        func(a *Attention) { a.D = 24 },
		"head 256":       func(a *Attention) { a.D, a.Dv = 256, 256 },
		"v head 8":       func(a *Attention) { a.Dv = 8 },
		"mask rows 3":    func(a *Attention) { a.Mask = []int64{2, 1, 3, 128} },
		"mask rank 5":    func(a *Attention) { a.Mask = []int64{1, 2, 1, 1, 128} },
		"mask i64":       func(a *Attention) { a.MaskElem = "i64" },
		"scale inf":      func(a *Attention) { a.Scale = float32(math.Inf(1)) },
		"scale nan":      func(a *Attention) { a.Scale = float32(math.NaN()) },
		"grid":           func(a *Attention) { a.B = 1 << 20 },
		"shared 32 KiB":  func(a *Attention) {},
		"packed ragged":  func(a *Attention) { a.QKV, a.Off = 3*768+4, [3]int64{0, 768, 1536} },
		"packed overlap": func(a *Attention) { a.QKV, a.Off = 3*768, [3]int64{0, 768, 1544} },
		"packed skew":    func(a *Attention) { a.QKV, a.Off = 3*768, [3]int64{4, 772, 1536} },
		"packed cross":   func(a *Attention) { a.QKV, a.Off, a.Skv, a.Mask = 3*768, [3]int64{0, 768, 1536}, 64, nil },
		"out f16 of f16": func(a *Attention) { a.OutElem = "f16" },
		"out bf16":       func(a *Attention) { a.OutElem = "bf16" },
		"bm128 head 128": func(a *Attention) { a.D, a.Dv, a.Tile = 128, 128, AttnTile{MT: 2, BN: 64} },
		"bn32 head 16":   func(a *Attention) { a.D, a.Dv, a.Tile = 16, 16, AttnTile{MT: 2, BN: 32} },
		"tile 3x64":      func(a *Attention) { a.Tile = AttnTile{MT: 3, BN: 64} },
	} {
		a := ok
		a.Mask = append([]int64(nil), ok.Mask...)
		change(&a)
		shared := int64(48 << 10)
		if name == "shared 32 KiB" {
			shared = 32 << 10
		}
		if a.Fits(shared) {
			t.Errorf("%s: %+v fits", name, a)
		}
		if _, err := attentionKernel("k", a, shared); err == nil {
			t.Errorf("%s: the kernel was written", name)
		}
	}
}

// TestAttnTileFor checks the tiling shapes take by default and a
// trial's override: 128-row tiles for long sequences with two CTAs or
// more a processor, 64 rows for short ones, few CTAs, head size 128
// (registers) and TF32; the lazy rescale with more than one key tile
// (not TF32); and the tuning space, the default first, every point
// fitting.
func TestAttnTileFor(t *testing.T) {
	h100 := Options{Processors: 132, Shared: 227 << 10}
	bm128, bm64 := AttnTile{MT: 2, BN: 64, Lazy: true}, AttnTile{MT: 1, BN: 64, Lazy: true}
	for _, tc := range []struct {
		name string
		a    Attention
		want AttnTile
	}{
		{"b32 s512", Attention{B: 32, H: 12, Sq: 512, Skv: 512, D: 64, Dv: 64, Elem: "f16"}, bm128},
		{"b32 s300 bf16", Attention{B: 32, H: 12, Sq: 300, Skv: 300, D: 64, Dv: 64, Elem: "bf16"}, bm128},
		{"b32 s128", Attention{B: 32, H: 12, Sq: 128, Skv: 128, D: 64, Dv: 64, Elem: "f16"}, bm64},
		{"b1 s512: 48 CTAs", Attention{B: 1, H: 12, Sq: 512, Skv: 512, D: 64, Dv: 64, Elem: "f16"}, bm64},
		{"b32 s512 head 128", Attention{B: 32, H: 12, Sq: 512, Skv: 512, D: 128, Dv: 128, Elem: "f16"}, bm64},
		// One key tile: no vote (the first tile always rescales).
		{"b32 s64", Attention{B: 32, H: 12, Sq: 64, Skv: 64, D: 64, Dv: 64, Elem: "f16"}, AttnTile{MT: 1, BN: 64}},
		{"b32 s512 tf32", Attention{B: 32, H: 12, Sq: 512, Skv: 512, D: 64, Dv: 64, Elem: "f32", TF32: true}, AttnTile{MT: 1, BN: 64}},
	} {
		if got := AttnTileFor(tc.a, h100); got != tc.want {
			t.Errorf("%s: %s, want %s", tc.name, got, tc.want)
		}
		space := tc.a.AttnSpace(h100)
		if len(space) < 2 || space[0] != tc.want {
			t.Errorf("%s: space %v, want the default first and others", tc.name, space)
		}
		for _, tl := range space {
			b := tc.a
			b.Tile = tl
			if !b.Fits(h100.Shared) {
				t.Errorf("%s: space point %s does not fit", tc.name, tl)
			}
		}
		trial := h100
		trial.Attn = &AttnTile{MT: 1, BN: 128}
		if got := AttnTileFor(tc.a, trial); got != *trial.Attn {
			t.Errorf("%s: a trial's tiling gave %s", tc.name, got)
		}
	}
}

// onlineSoftmaxEmu is the flash kernels' online softmax over one 16-row
// tile of scores S (a key tile's m16n8 accumulators each, already in log2
// units), as the kernels compute it: each row's max across its quad of
// lanes (shuffles xor 1, 2), the running max and sum updated, the scores
// turned into probabilities in place and the output accumulators O
// rescaled. Fully masked rows (max −inf) subtract 0, as the kernels do.
func onlineSoftmaxEmu(S, O [][32][4]float32, mrow, lrow *[32][2]float32) {
	negInf := float32(math.Inf(-1))
	var mx [32][2]float32
	for ln := range 32 {
		for hh := range 2 {
			m := negInf
			for j := range S {
				m = max32(m, max32(S[j][ln][2*hh], S[j][ln][2*hh+1]))
			}
			mx[ln][hh] = m
		}
	}
	for _, off := range []int{1, 2} {
		prev := mx
		for ln := range 32 {
			for hh := range 2 {
				mx[ln][hh] = max32(prev[ln][hh], prev[ln^off][hh])
			}
		}
	}
	for ln := range 32 {
		var use, alpha [2]float32
		for hh := range 2 {
			mn := max32(mrow[ln][hh], mx[ln][hh])
			use[hh] = mn
			if math.IsInf(float64(mn), -1) {
				use[hh] = 0
			}
			alpha[hh] = exp2Emu(mrow[ln][hh] - use[hh])
			lrow[ln][hh] *= alpha[hh]
			mrow[ln][hh] = mn
		}
		for j := range S {
			for r := range 4 {
				p := exp2Emu(S[j][ln][r] - use[r/2])
				S[j][ln][r] = p
				lrow[ln][r/2] += p
			}
		}
		for dn := range O {
			for r := range 4 {
				O[dn][ln][r] *= alpha[r/2]
			}
		}
	}
}
