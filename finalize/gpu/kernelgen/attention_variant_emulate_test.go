package kernelgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// The half flash kernel's key-loop variants in emulation: the lazy
// rescale's vote, the f16 exponentials, and what they cost in precision.

// lazyStats counts a lazy emulation's key tiles per warp: those that
// rescaled (some row's max grew past attnLazyGrowth) and those that kept
// the stale maxima.
type lazyStats struct{ rescaled, kept int }

// ex2hEmu is ex2.approx.f16x2 of the f32 exponent d as the EX2H kernel
// computes it: d rounded to f16, 2^that, off by the instruction's
// maximum relative error 2^-9.9 (PTX ISA) in the direction sign gives,
// rounded to f16.
func ex2hEmu(d float32, sign float64) float32 {
	e := float64(roundHalf(d, "f16"))
	return roundHalf(float32(math.Exp2(e)*(1+sign*math.Exp2(-9.9))), "f16")
}

// lazyPMax is the largest P a stale max may give under Lazy: 2^8 (a max
// grown by at most attnLazyGrowth), and with EX2H what ex2.approx.f16
// gives for 2^8 at its documented error (2^-9.9, rounded to f16: 256.25),
// which a seed once hit; an exponent past 8 still gives more.
func lazyPMax(tl AttnTile) float32 {
	if tl.EX2H {
		return ex2hEmu(attnLazyGrowth, 1)
	}
	return float32(math.Exp2(attnLazyGrowth))
}

// attnSoftmaxVariantEmu is the half kernel's online softmax over one
// warp's key tile with its variants (tl.Lazy, tl.EX2H; tl.LMMA's sums
// are P·V's, so none here): S, O, the row
// maxima and sums per row tile, as onlineSoftmaxEmu lays them out. The
// tile maxima are the quad's; Lazy rescales every row tile of the warp
// where any row's max grew by more than attnLazyGrowth (the kernel's
// vote over the warp's lanes), else keeps every row's stale max. EX2H
// takes P from ex2hEmu (the error's sign alternating with the key and
// row), the sums adding the f16 values.
func attnSoftmaxVariantEmu(tl AttnTile, S, O [][][32][4]float32, mrow, lrow [][32][2]float32, stats *lazyStats) {
	negInf := float32(math.Inf(-1))
	mt := len(S)
	mx := make([][32][2]float32, mt)
	grow := false
	for mi := range mt {
		for ln := range 32 {
			for hh := range 2 {
				m := negInf
				for j := range S[mi] {
					m = max32(m, max32(S[mi][j][ln][2*hh], S[mi][j][ln][2*hh+1]))
				}
				mx[mi][ln][hh] = m
			}
		}
		for _, off := range []int{1, 2} {
			prev := mx[mi]
			for ln := range 32 {
				for hh := range 2 {
					mx[mi][ln][hh] = max32(prev[ln][hh], prev[ln^off][hh])
				}
			}
		}
		for ln := range 32 {
			for hh := range 2 {
				// NaN (a row still all -inf) compares false, as cmpf ogt.
				if d := mx[mi][ln][hh] - mrow[mi][ln][hh]; d > attnLazyGrowth {
					grow = true
				}
			}
		}
	}
	rescale := !tl.Lazy || grow
	if stats != nil && tl.Lazy {
		if rescale {
			stats.rescaled++
		} else {
			stats.kept++
		}
	}
	for mi := range mt {
		for ln := range 32 {
			var use [2]float32
			for hh := range 2 {
				if rescale {
					mn := max32(mrow[mi][ln][hh], mx[mi][ln][hh])
					u := mn
					if math.IsInf(float64(mn), -1) {
						u = 0
					}
					alpha := exp2Emu(mrow[mi][ln][hh] - u)
					lrow[mi][ln][hh] *= alpha
					for dn := range O[mi] {
						O[mi][dn][ln][2*hh] *= alpha
						O[mi][dn][ln][2*hh+1] *= alpha
					}
					mrow[mi][ln][hh] = mn
				}
				use[hh] = mrow[mi][ln][hh]
				if math.IsInf(float64(use[hh]), -1) {
					use[hh] = 0
				}
			}
			for j := range S[mi] {
				for r := range 4 {
					d := S[mi][j][ln][r] - use[r/2]
					var p float32
					if tl.EX2H {
						sign := float64(1 - 2*((j+r+ln)%2))
						p = ex2hEmu(d, sign)
					} else {
						p = exp2Emu(d)
					}
					if tl.Lazy && p > lazyPMax(tl) {
						panic(fmt.Sprintf("a stale max gave P = %v, past 2^%v (%v with the exponential's error)", p, attnLazyGrowth, lazyPMax(tl)))
					}
					S[mi][j][ln][r] = p
					if !tl.LMMA {
						lrow[mi][ln][r/2] += p
					}
				}
			}
		}
	}
}

// TestAttentionEX2HError measures what the f16 exponentials (EX2H) and
// the lazy rescale cost in precision: the emulated kernel's relative L2
// error against the float64 reference, on fresh random f16 data shaped
// as BERT's at s512 (head size 64, a padding mask of -10000 on each
// batch's tail) with scores of standard deviation 1 and 4 (peaked
// softmax rows: larger exponents, whose f16 rounding costs more), beside
// the f32-exponential kernel's. EX2H may add at most 2e-3 (the f16
// kernel's own error is about 3e-4; the fp16 acceptance is 1e-2 end to
// end); Lazy alone, or with LMMA (sums of P as rounded for P·V), at
// most half again the f32 kernel's (its stale maxima give P up to 2^8,
// rounded to f16 at the same relative precision).
func TestAttentionEX2HError(t *testing.T) {
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	for _, scale := range []float32{0.125, 0.5} {
		a := Attention{B: 2, H: 1, Sq: 64, Skv: 512, D: 64, Dv: 64, Scale: scale, Elem: "f16", Mask: []int64{2, 1, 1, 512}, MaskElem: "f32"}
		r := rand.New(rand.NewPCG(seed, uint64(scale*1000)))
		q := halfFloats(r, int(a.B*a.Sq*a.H*a.D), a.Elem)
		k := halfFloats(r, int(a.B*a.Skv*a.H*a.D), a.Elem)
		v := halfFloats(r, int(a.B*a.Skv*a.H*a.Dv), a.Elem)
		mask := make([]float32, prodI(a.Mask))
		for b := range a.B {
			keep := a.Skv/2 + r.Int64N(a.Skv/2+1)
			for j := keep; j < a.Skv; j++ {
				mask[b*a.Skv+j] = -10000
			}
		}
		want := attentionRef(a, q, k, v, mask)
		errOf := func(tl AttnTile) float64 {
			b := a
			b.Tile = tl
			got := emulateAttention(t, b, q, k, v, mask, nil)
			var num, den float64
			for i := range want {
				d := float64(got[i]) - want[i]
				num += d * d
				den += want[i] * want[i]
			}
			return math.Sqrt(num / den)
		}
		base := errOf(AttnTile{MT: 2, BN: 64})
		for _, tl := range []AttnTile{{MT: 2, BN: 64, EX2H: true}, {MT: 2, BN: 64, Lazy: true}, {MT: 2, BN: 64, Lazy: true, EX2H: true}, {MT: 2, BN: 64, Lazy: true, LMMA: true}} {
			e := errOf(tl)
			t.Logf("scale %v: %s rel L2 %.3g (f32 exponentials %.3g)", scale, tl, e, base)
			if e > base+2e-3 || tl.Lazy && !tl.EX2H && e > 1.5*base {
				t.Errorf("scale %v: %s rel L2 %.3g against %.3g with f32 exponentials", scale, tl, e, base)
			}
		}
	}
}
