package kernelgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// mma8Emu is mma.sync m16n8k8 .tf32 of one warp as the ISA defines it:
// each lane's A registers (isaA), B registers (isaB) and accumulators
// (isaC), D = A·B + C with exact products summed in float64 (the
// operands are TF32 already).
func mma8Emu(a [32][]float32, b [32][]float32, c [32][4]float32) [32][4]float32 {
	var A [16][8]float32
	var B [8][8]float32
	for ln := range int64(32) {
		for i := range int64(4) {
			r, col := isaA(ln, i)
			A[r][col] = a[ln][i]
		}
		for j := range int64(2) {
			r, col := isaB(ln, j)
			B[r][col] = b[ln][j]
		}
	}
	return mmaAccumulateEmu(c, 8, func(r, k int64) float32 { return A[r][k] }, func(k, col int64) float32 { return B[k][col] })
}

// emulateAttentionTF32 runs the TF32 flash kernel's data flow for a on
// the CPU from the functions its text is written with: attnUnit (4
// words) and attnOffset for the staging into rows padded by attnPad;
// ldsA and ldsB with ldmatrixEmu (32-bit rows, rounded to TF32, bank
// conflicts fail) for Q's and K's fragments; fragC for the scores'
// coordinates; attnTF32PFrag and attnTF32V for P·V's registers (V's
// single-word loads checked for bank conflicts too); the base-2 online
// softmax in fp32 as the half kernel's. Shared buffers start as NaN; an
// output element written twice or never fails the test.
func emulateAttentionTF32(t *testing.T, a Attention, q, k, v, mask []float32) []float32 {
	t.Helper()
	x := evalIx{}
	tl := a.tile()
	bm, bn := tl.BM(), tl.BN
	pad := a.attnPad()
	buffer := func(rows, cols int64) [][]float32 {
		b := make([][]float32, rows)
		for i := range b {
			b[i] = make([]float32, cols)
			for j := range b[i] {
				b[i][j] = float32(math.NaN())
			}
		}
		return b
	}
	out := make([]float32, a.B*a.Sq*a.H*a.Dv)
	written := make([]int, len(out))
	nt := int64(attnWarps * 32)
	unit := 16 / a.attnElemBytes()
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
			stage := func(buf [][]float32, op int, src []float32, s, e, rows, row0, limit int64) {
				ld, coff := a.operand(op)
				for tid := range nt {
					for u := int64(0); u < rows*e/unit; u += nt {
						r, c := attnUnit[int64](x, tid+u, e, unit)
						gr, ok := row0+r, row0+r < limit
						if !ok && limit%rows == 0 {
							t.Fatalf("row %d of a %d-row operand copied: the kernel tests no row of whole tiles", row0+r, limit)
						}
						if !ok {
							gr = 0
						}
						off := attnOffset[int64](x, b, gr, h, c, s, ld, coff, e)
						for j := range unit {
							val := float32(0)
							if ok {
								val = src[off+j]
							}
							buf[r][c+j] = val
						}
					}
				}
			}
			qs := buffer(bm, a.D+pad)
			ks := [2][][]float32{buffer(bn, a.D+pad), buffer(bn, a.D+pad)}
			vs := [2][][]float32{buffer(bn, a.Dv+pad), buffer(bn, a.Dv+pad)}
			stage(qs, 0, q, a.Sq, a.D, bm, m0, a.Sq)
			stageKV := func(kt int64) {
				stage(ks[kt%2], 1, k, a.Skv, a.D, bn, kt*bn, a.Skv)
				stage(vs[kt%2], 2, v, a.Skv, a.Dv, bn, kt*bn, a.Skv)
			}
			stageKV(0)
			type warpState struct {
				lanes      []mmaLane[int64]
				qfr        [][32][]float32 // [s]
				O          [][32][4]float32
				mrow, lrow [32][2]float32
			}
			warps := make([]*warpState, attnWarps)
			for w := range int64(attnWarps) {
				ws := &warpState{lanes: make([]mmaLane[int64], 32), qfr: make([][32][]float32, a.D/8), O: make([][32][4]float32, nd)}
				warps[w] = ws
				for ln := range int64(32) {
					ws.lanes[ln] = laneOf[int64](x, tl.mma(), w*32+ln)
				}
				for s := range a.D / 8 {
					ws.qfr[s] = ldmatrixEmu(t, "Q", qs, 4, func(ln int64) (int64, int64) { return ldsA[int64](x, ws.lanes[ln], 0, s) })
				}
				for ln := range 32 {
					ws.mrow[ln] = [2]float32{negInf, negInf}
				}
			}
			for kt := range nk {
				if kt+1 < nk {
					stageKV(kt + 1)
				}
				st := kt % 2
				for _, ws := range warps {
					lanes, O := ws.lanes, ws.O
					mrow, lrow := &ws.mrow, &ws.lrow
					S := make([][32][4]float32, ns)
					for s := range a.D / 8 {
						for j := int64(0); j < ns; j += 2 {
							regs := ldmatrixEmu(t, "K", ks[st], 4, func(ln int64) (int64, int64) { return ldsB[int64](x, lanes[ln], j, s) })
							var b0, b1 [32][]float32
							for ln := range 32 {
								b0[ln], b1[ln] = regs[ln][:2], regs[ln][2:]
							}
							S[j] = mma8Emu(ws.qfr[s], b0, S[j])
							S[j+1] = mma8Emu(ws.qfr[s], b1, S[j+1])
						}
					}
					for ln := range int64(32) {
						for j := range ns {
							var keyMask [2]float32
							for r := range int64(4) {
								row, col := fragC[int64](x, lanes[ln], 0, j, r)
								gi, gj := m0+row, kt*bn+col
								val := S[j][ln][r] * scale2
								if a.Mask != nil {
									mk := maskAt(gi, gj)
									if !rowDep && r >= 2 {
										mk = keyMask[r%2]
									}
									keyMask[r%2] = mk
									val = float32(math.FMA(float64(S[j][ln][r]), float64(scale2), float64(mk)))
								}
								if gj >= a.Skv {
									val = negInf
								}
								S[j][ln][r] = val
							}
						}
					}
					onlineSoftmaxEmu(S, ws.O, mrow, lrow)
					for j := range ns {
						var pf [32][]float32
						for ln := range 32 {
							pf[ln] = make([]float32, 4)
							for i := range int64(4) {
								pf[ln][i] = roundTF32(S[j][ln][attnTF32PFrag(i)])
							}
						}
						for dn := range nd {
							var bf [32][]float32
							for i := range int64(2) {
								var words [32]int64
								for ln := range int64(32) {
									key, dim := attnTF32V[int64](x, lanes[ln], j, dn, i)
									words[ln] = key*(a.Dv+pad) + dim
									if i == 0 {
										bf[ln] = make([]float32, 2)
									}
									bf[ln][i] = roundTF32(vs[st][key][dim])
								}
								checkBanks(t, "V", words)
							}
							O[dn] = mma8Emu(pf, bf, O[dn])
						}
					}
				}
			}
			for _, ws := range warps {
				lanes, O, lrow := ws.lanes, ws.O, &ws.lrow
				for _, off := range []int{1, 2} {
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
						row, _ := fragC[int64](x, lanes[ln], 0, 0, 2*hh)
						gi := m0 + row
						if gi >= a.Sq {
							continue
						}
						for dn := range nd {
							_, col := fragC[int64](x, lanes[ln], 0, dn, 2*hh)
							for e := range int64(2) {
								idx := (b*a.Sq+gi)*a.H*a.Dv + h*a.Dv + col + e
								out[idx] = O[dn][ln][2*hh+e] * inv
								written[idx]++
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

// TestAttentionTF32KernelEmulated runs the TF32 flash kernel's emulation
// on fresh random fp32 data against the float64 reference, in each
// tiling the kernel takes: head sizes 8 to 128 (Q/K and V apart), query
// and key lengths that are and are not multiples of the tiles, masks of
// several shapes with -inf keys, and a batch whose every key is masked
// (output 0). The error allowed is TF32's rounding of Q, K, P and V
// (10-bit mantissas: about 1e-3 relative per operand). A wrong key order
// between P and V, a wrong register of P, or a wrong V word would give
// errors of the outputs' own size.
func TestAttentionTF32KernelEmulated(t *testing.T) {
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	runs := map[AttnTile]int{}
	for i, tc := range []struct {
		a       Attention
		maskAll bool
	}{
		{Attention{B: 2, H: 2, Sq: 70, Skv: 100, D: 64, Dv: 64, Scale: 0.125, Mask: []int64{2, 1, 1, 100}, MaskElem: "f32"}, true},
		{Attention{B: 1, H: 3, Sq: 64, Skv: 128, D: 32, Dv: 32, Scale: 0.3, Mask: []int64{1, 3, 64, 128}, MaskElem: "f32"}, false},
		{Attention{B: 1, H: 1, Sq: 33, Skv: 65, D: 128, Dv: 64, Scale: 0.09}, false},
		{Attention{B: 2, H: 2, Sq: 130, Skv: 64, D: 64, Dv: 128, Scale: 0.125, Mask: []int64{64}, MaskElem: "f32"}, false},
		{Attention{B: 2, H: 4, Sq: 20, Skv: 20, D: 8, Dv: 8, Scale: 0.25, Mask: []int64{2, 1, 20, 20}, MaskElem: "f32"}, false},
		{Attention{B: 1, H: 2, Sq: 90, Skv: 150, D: 40, Dv: 24, Scale: 0.11, Mask: []int64{1, 1, 1, 150}, MaskElem: "f32"}, true},
		// Q, K and V as columns of one packed operand (merged projections).
		{Attention{B: 2, H: 2, Sq: 70, Skv: 70, D: 32, Dv: 32, Scale: 0.2, Mask: []int64{2, 1, 1, 70}, MaskElem: "f32", QKV: 200, Off: [3]int64{4, 68, 136}}, false},
	} {
		for _, tile := range attnTiles() {
			a := tc.a
			a.Elem, a.TF32, a.Tile = "f32", true, tile
			if !a.attnTileOK(tile) || !a.Fits(227<<10) { // (128-key tiles at head 128: 233 KiB)
				continue
			}
			runs[tile]++
			t.Run(fmt.Sprintf("%s_b%d_h%d_sq%d_skv%d_d%d_dv%d_mask%v_qkv%d", tile, a.B, a.H, a.Sq, a.Skv, a.D, a.Dv, a.Mask, a.QKV), func(t *testing.T) {
				r := rand.New(rand.NewPCG(seed, uint64(i)))
				gen := func(n int64) []float32 {
					out := make([]float32, n)
					for j := range out {
						out[j] = float32(r.NormFloat64())
					}
					return out
				}
				q, k, v := gen(a.B*a.Sq*a.H*a.D), gen(a.B*a.Skv*a.H*a.D), gen(a.B*a.Skv*a.H*a.Dv)
				var mask []float32
				if a.Mask != nil {
					mask = gen(prodI(a.Mask))
					for j := range mask {
						if r.IntN(4) == 0 {
							mask[j] = float32(math.Inf(-1))
						}
					}
					if tc.maskAll {
						for j := range a.Mask[len(a.Mask)-1] {
							mask[j] = float32(math.Inf(-1))
						}
					}
				}
				var got []float32
				if a.QKV > 0 {
					qkv := packQKV(a, q, k, v)
					got = emulateAttentionTF32(t, a, qkv, qkv, qkv, mask)
				} else {
					got = emulateAttentionTF32(t, a, q, k, v, mask)
				}
				want := attentionRef(a, q, k, v, mask)
				zeros := 0
				var num, den float64
				for j := range want {
					g := float64(got[j])
					if math.IsNaN(g) || math.Abs(g-want[j]) > 1e-2*(1+math.Abs(want[j])) {
						t.Fatalf("element %d: got %v, want %v", j, g, want[j])
					}
					num += (g - want[j]) * (g - want[j])
					den += want[j] * want[j]
					if want[j] == 0 && got[j] == 0 {
						zeros++
					}
				}
				if rel := math.Sqrt(num / den); rel > 2e-3 {
					t.Fatalf("relative L2 error %.3g, want TF32's (<= 2e-3)", rel)
				}
				if tc.maskAll && zeros < int(a.Sq*a.H*a.Dv) {
					t.Fatalf("%d zero outputs, want batch 0's %d", zeros, a.Sq*a.H*a.Dv)
				}
			})
		}
	}
	if runs[AttnTile{MT: 1, BN: 64}] == 0 || runs[AttnTile{MT: 1, BN: 128}] == 0 {
		t.Errorf("tilings run: %v, want both 64- and 128-key tiles", runs)
	}
}

// TestAttentionTF32Fits checks which fp32 attentions the TF32 kernel
// refuses (they keep the exact kernel or the decomposition): head sizes
// off the k8 grid or past 128, two row tiles a warp, too little shared
// memory; and that head sizes the exact kernel refuses (8, 40) fit.
func TestAttentionTF32Fits(t *testing.T) {
	ok := Attention{B: 2, H: 12, Sq: 128, Skv: 128, D: 64, Dv: 64, Scale: 0.125, Elem: "f32", TF32: true, Mask: []int64{2, 1, 1, 128}, MaskElem: "f32"}
	if !ok.Fits(227<<10) || ok.SharedBytes() != 4*(64*68+2*64*68+2*64*68) {
		t.Fatalf("%+v: fits %v, shared %d", ok, ok.Fits(227<<10), ok.SharedBytes())
	}
	for _, d := range []int64{8, 40} {
		a := ok
		a.D, a.Dv = d, d
		if !a.Fits(227 << 10) {
			t.Errorf("head %d does not fit", d)
		}
		if a.TF32 = false; a.Fits(227 << 10) {
			t.Errorf("head %d fits the exact kernel too: the test's premise is gone", d)
		}
	}
	for name, change := range map[string]func(a *Attention){
		"head 12":  func(a *Attention) { a.D = 12 },
		"head 136": func(a *Attention) { a.D, a.Dv = 136, 136 },
		"v head 4": func(a *Attention) { a.Dv = 4 },
		"two rows": func(a *Attention) { a.Tile = AttnTile{MT: 2, BN: 64} },
		"48 KiB":   func(a *Attention) {},
	} {
		a := ok
		change(&a)
		shared := int64(227 << 10)
		if name == "48 KiB" {
			shared = 48 << 10
		}
		if a.Fits(shared) {
			t.Errorf("%s: %+v fits", name, a)
		}
		if _, err := attentionKernel("k", a, shared); err == nil {
			t.Errorf("%s: the kernel was written", name)
		}
	}
}
