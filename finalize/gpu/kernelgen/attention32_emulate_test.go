package kernelgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// lds4Emu is one 16-byte shared load of a warp: lane l reads the 4
// elements at offs[l].
func lds4Emu(t *testing.T, what string, buf []float32, offs [32]int64) [32][]float32 {
	t.Helper()
	return ldsEmu(t, what, buf, offs, 4)
}

// ldsEmu is one shared load of w elements (4w bytes) a lane: lane l
// reads the w elements at offs[l]. It fails on a misaligned address or
// on two distinct addresses of one wavefront (the 32/w lanes whose 128
// bytes one shared-memory cycle serves) sharing a bank.
func ldsEmu(t *testing.T, what string, buf []float32, offs [32]int64, w int64) [32][]float32 {
	t.Helper()
	var out [32][]float32
	per := 32 / w
	for q := range w {
		banks := map[int64]int64{} // bank -> address
		for l := q * per; l < q*per+per; l++ {
			o := offs[l]
			if o%w != 0 {
				t.Fatalf("%s: lane %d reads misaligned offset %d", what, l, o)
			}
			for e := range w {
				bank := (o + e) % 32
				if a, ok := banks[bank]; ok && a != o {
					t.Fatalf("%s: bank conflict in quarter %d (offsets %d and %d)", what, q, a, o)
				}
				banks[bank] = o
			}
			out[l] = buf[o : o+w]
		}
	}
	return out
}

// fmaEmu is an FFMA: a·b + c rounded once (the product of two floats is
// exact in float64).
func fmaEmu(a, b, c float32) float32 { return float32(float64(a)*float64(b) + float64(c)) }

// emulateAttention32 runs the fp32 kernel's index arithmetic and data
// flow on the CPU: per CTA the staged Q and double-buffered K/V tiles at
// the kernel's shared offsets (a32QAt, a32KAt, a32VAt; the buffer starts
// as NaN, so a read of an element no copy wrote poisons the output),
// each warp's lanes in lockstep for every 16-byte shared load (checked
// for alignment and bank conflicts), the group maxima as the shuffles
// combine them, P through its shared rows, and the output stores. It
// fails on an output element written twice or never.
func emulateAttention32(t *testing.T, a Attention, q, k, v, mask []float32) []float32 {
	t.Helper()
	x := evalIx{}
	sh := a.a32Shared()
	out := make([]float32, a.B*a.Sq*a.H*a.Dv)
	written := make([]int, len(out))
	nk := ceilDiv(a.Skv, a32BN)
	vw := a32VecW(a.Dv)
	nb := a.Dv / (8 * vw)
	no := a32Rows * nb * vw
	negInf := float32(math.Inf(-1))
	for by := range a.B * a.H {
		b, h := by/a.H, by%a.H
		for bx := range ceilDiv(a.Sq, a32BM) {
			m0 := bx * a32BM
			buf := make([]float32, sh.total)
			for i := range buf {
				buf[i] = float32(math.NaN())
			}
			stage := func(op int, src []float32, s, e, rows, row0, limit int64, at func(r, c int64) int64) {
				ld, coff := a.operand(op)
				for tid := range int64(a32Threads) {
					for u := int64(0); u < rows*e/a32Unit; u += a32Threads {
						r, c := a32CopyUnit[int64](x, tid+u, e)
						gr, ok := row0+r, row0+r < limit
						if !ok {
							gr = 0
						}
						off := attnOffset[int64](x, b, gr, h, c, s, ld, coff, e)
						dst := at(r, c)
						if dst%4 != 0 || dst+4 > sh.total {
							t.Fatalf("copy unit %d of thread %d lands at %d", u, tid, dst)
						}
						for j := range int64(a32Unit) {
							val := float32(0)
							if ok {
								val = src[off+j]
							}
							buf[dst+j] = val
						}
					}
				}
			}
			stageKV := func(kt int64) {
				st := kt % 2
				stage(1, k, a.Skv, a.D, a32BN, kt*a32BN, a.Skv, func(r, c int64) int64 { return a32KAt[int64](x, a, st, r, c) })
				stage(2, v, a.Skv, a.Dv, a32BN, kt*a32BN, a.Skv, func(r, c int64) int64 { return a32VAt[int64](x, a, st, r, c) })
			}
			stage(0, q, a.Sq, a.D, a32BM, m0, a.Sq, func(r, c int64) int64 { return a32QAt[int64](x, a, r, c) })
			stageKV(0)
			var lanes [a32Threads]a32Lane[int64]
			O := make([][]float32, a32Threads)
			var mrow, lrow [a32Threads][a32Rows]float32
			for tid := range int64(a32Threads) {
				lanes[tid] = a32LaneOf[int64](x, tid)
				O[tid] = make([]float32, no)
				for i := range a32Rows {
					mrow[tid][i] = negInf
				}
			}
			for kt := range nk {
				if kt+1 < nk {
					stageKV(kt + 1)
				}
				st := kt % 2
				var S [a32Threads][a32Rows][a32Keys]float32
				for w := range int64(4) {
					for e := int64(0); e < a.D; e += a32Unit {
						var qv [a32Rows][32][]float32
						var kv [a32Keys][32][]float32
						for i := range int64(a32Rows) {
							var offs [32]int64
							for l := range int64(32) {
								offs[l] = a32QAt[int64](x, a, lanes[w*32+l].row0+i, e)
							}
							qv[i] = lds4Emu(t, "Q", buf, offs)
						}
						for j := range int64(a32Keys) {
							var offs [32]int64
							for l := range int64(32) {
								offs[l] = a32KAt[int64](x, a, st, lanes[w*32+l].c+8*j, e)
							}
							kv[j] = lds4Emu(t, "K", buf, offs)
						}
						for l := range 32 {
							for f := range 4 {
								for i := range a32Rows {
									for j := range a32Keys {
										S[w*32+int64(l)][i][j] = fmaEmu(qv[i][l][f], kv[j][l][f], S[w*32+int64(l)][i][j])
									}
								}
							}
						}
					}
				}
				// Scale, mask, the lane's and then the group's row max.
				var part [a32Threads][a32Rows]float32
				for tid := range int64(a32Threads) {
					for i := range int64(a32Rows) {
						part[tid][i] = negInf
						gi := m0 + lanes[tid].row0 + i
						for j := range int64(a32Keys) {
							gj := kt*a32BN + lanes[tid].c + 8*j
							s := S[tid][i][j] * a.Scale
							if a.Mask != nil {
								full := []int64{b, h, min(gi, a.Sq-1), min(gj, a.Skv-1)}
								if gi >= a.Sq {
									full[2] = 0
								}
								if gj >= a.Skv {
									full[3] = 0
								}
								off, stride := int64(0), int64(1)
								for d := len(a.Mask) - 1; d >= 0; d-- {
									if a.Mask[d] != 1 {
										off += full[4-len(a.Mask)+d] * stride
									}
									stride *= a.Mask[d]
								}
								s += mask[off]
							}
							if gj >= a.Skv {
								s = negInf
							}
							S[tid][i][j] = s
							part[tid][i] = max32(part[tid][i], s)
						}
					}
				}
				for tid := range int64(a32Threads) {
					group := tid &^ 7
					for i := range a32Rows {
						mx := part[group][i]
						for l := group + 1; l < group+8; l++ {
							mx = max32(mx, part[l][i])
						}
						mNew := max32(mrow[tid][i], mx)
						use := mNew
						if mNew == negInf {
							use = 0
						}
						alpha := ex2Emu(mrow[tid][i] - use)
						lrow[tid][i] *= alpha
						for f := range nb * vw {
							O[tid][int64(i)*nb*vw+f] *= alpha
						}
						for j := range int64(a32Keys) {
							p := ex2Emu(S[tid][i][j] - use)
							lrow[tid][i] += p
							buf[a32PAt[int64](x, a, lanes[tid].row0+int64(i), lanes[tid].c+8*j)] = p
						}
						mrow[tid][i] = mNew
					}
				}
				for w := range int64(4) {
					for j := int64(0); j < a32BN; j += 4 {
						var pv [a32Rows][32][]float32
						for i := range int64(a32Rows) {
							var offs [32]int64
							for l := range int64(32) {
								r := lanes[w*32+l].row0 + i
								if r/16 != w {
									t.Fatalf("lane %d of warp %d reads P row %d of another warp", l, w, r)
								}
								offs[l] = a32PAt[int64](x, a, r, j)
							}
							pv[i] = lds4Emu(t, "P", buf, offs)
						}
						for e := range int64(4) {
							vv := make([][32][]float32, nb)
							for bb := range nb {
								var offs [32]int64
								for l := range int64(32) {
									offs[l] = a32VAt[int64](x, a, st, j+e, lanes[w*32+l].c*vw+8*vw*bb)
								}
								vv[bb] = ldsEmu(t, "V", buf, offs, vw)
							}
							for l := range int64(32) {
								for i := range int64(a32Rows) {
									for bb := range nb {
										for f := range vw {
											o := (i*nb+bb)*vw + f
											O[w*32+l][o] = fmaEmu(pv[i][l][e], vv[bb][l][f], O[w*32+l][o])
										}
									}
								}
							}
						}
					}
				}
			}
			for tid := range int64(a32Threads) {
				group := tid &^ 7
				for i := range int64(a32Rows) {
					var l float32
					for g := group; g < group+8; g++ {
						l += lrow[g][i]
					}
					inv := float32(0)
					if l != 0 {
						inv = 1 / l
					}
					gi := m0 + lanes[tid].row0 + i
					if gi >= a.Sq {
						continue
					}
					for bb := range nb {
						for f := range vw {
							c := h*a.Dv + lanes[tid].c*vw + 8*vw*bb + f
							idx := (b*a.Sq+gi)*a.H*a.Dv + c
							out[idx] = O[tid][(i*nb+bb)*vw+f] * inv
							written[idx]++
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

// TestAttention32KernelEmulated runs the fp32 kernel's emulation on fresh
// random data against the float64 reference: head sizes 16 to 128,
// query and key lengths that are and are not multiples of the tiles,
// masks of several shapes and types with -inf keys and a batch whose
// every key is masked (output 0). The error allowed is fp32's.
func TestAttention32KernelEmulated(t *testing.T) {
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	for i, tc := range []struct {
		a       Attention
		maskAll bool // batch 0's keys all -inf
	}{
		{Attention{B: 2, H: 2, Sq: 70, Skv: 100, D: 64, Dv: 64, Scale: 0.125, Elem: "f32", Mask: []int64{2, 1, 1, 100}, MaskElem: "f32"}, true},
		{Attention{B: 1, H: 3, Sq: 64, Skv: 128, D: 32, Dv: 32, Scale: 0.3, Elem: "f32", Mask: []int64{1, 3, 64, 128}, MaskElem: "f32"}, false},
		// Q, K and V as columns of the merged projections.
		{Attention{B: 2, H: 2, Sq: 70, Skv: 70, D: 64, Dv: 32, Scale: 0.125, Elem: "f32", Mask: []int64{2, 1, 1, 70}, MaskElem: "f32",
			QKV: 128 + 128 + 64 + 4, Off: [3]int64{132, 0, 260}}, true},
		{Attention{B: 1, H: 1, Sq: 33, Skv: 65, D: 128, Dv: 64, Scale: 0.09, Elem: "f32"}, false},
		{Attention{B: 1, H: 2, Sq: 64, Skv: 40, D: 32, Dv: 96, Scale: 0.2, Elem: "f32", Mask: []int64{1, 2, 64, 40}, MaskElem: "bf16"}, false},
		{Attention{B: 2, H: 2, Sq: 128, Skv: 64, D: 64, Dv: 128, Scale: 0.125, Elem: "f32", Mask: []int64{64}, MaskElem: "f16"}, false},
		{Attention{B: 2, H: 4, Sq: 20, Skv: 20, D: 16, Dv: 16, Scale: 0.25, Elem: "f32", Mask: []int64{2, 1, 20, 20}, MaskElem: "f32"}, false},
		{Attention{B: 2, H: 2, Sq: 90, Skv: 150, D: 80, Dv: 48, Scale: 0.11, Elem: "f32", Mask: []int64{2, 1, 1, 150}, MaskElem: "f32"}, true},
	} {
		a := tc.a
		t.Run(fmt.Sprintf("b%d_h%d_sq%d_skv%d_d%d_dv%d_mask%v_qkv%d", a.B, a.H, a.Sq, a.Skv, a.D, a.Dv, a.Mask, a.QKV), func(t *testing.T) {
			if !a.Fits(227 << 10) {
				t.Fatalf("%+v does not fit", a)
			}
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
				mask = make([]float32, prodI(a.Mask))
				for j := range mask {
					if r.IntN(4) == 0 {
						mask[j] = float32(math.Inf(-1))
					} else {
						mask[j] = float32(r.NormFloat64()) // (the emulation adds the mask as float32 whatever its type)
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
				got = emulateAttention32(t, a, qkv, qkv, qkv, mask)
			} else {
				got = emulateAttention32(t, a, q, k, v, mask)
			}
			want := attentionRef(a, q, k, v, mask)
			zeros, worst := 0, 0.0
			for j := range want {
				g := float64(got[j])
				d := math.Abs(g-want[j]) / (1 + math.Abs(want[j]))
				if math.IsNaN(g) || d > 2e-5 {
					t.Fatalf("element %d: got %v, want %v", j, g, want[j])
				}
				worst = max(worst, d)
				if want[j] == 0 && got[j] == 0 {
					zeros++
				}
			}
			t.Logf("worst error %.2g", worst)
			if tc.maskAll && zeros < int(a.Sq*a.H*a.Dv) {
				t.Fatalf("%d zero outputs, want batch 0's %d", zeros, a.Sq*a.H*a.Dv)
			}
		})
	}
}

// TestAttention32Fits checks which fp32 attentions the fp32 kernel
// refuses (they keep the generic decomposition): head sizes off the
// 16-element grid or past 128, too little shared memory.
func TestAttention32Fits(t *testing.T) {
	ok := Attention{B: 2, H: 12, Sq: 128, Skv: 128, D: 64, Dv: 64, Scale: 0.125, Elem: "f32", Mask: []int64{2, 1, 1, 128}, MaskElem: "f32"}
	if !ok.Fits(64 << 10) {
		t.Fatalf("%+v does not fit 64 KiB (needs %d bytes)", ok, ok.SharedBytes())
	}
	for name, change := range map[string]func(a *Attention){
		"head 24":       func(a *Attention) { a.D = 24 },
		"head 8":        func(a *Attention) { a.D, a.Dv = 8, 8 },
		"head 256":      func(a *Attention) { a.D, a.Dv = 256, 256 },
		"v head 40":     func(a *Attention) { a.Dv = 40 },
		"shared 48 KiB": func(a *Attention) {},
	} {
		a := ok
		change(&a)
		shared := int64(64 << 10)
		if name == "shared 48 KiB" {
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
