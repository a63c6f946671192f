package kernelgen

import (
	"math"
	"math/rand/v2"
	"testing"
)

// TestWGMMALayout checks the wgmma kernel's shared-memory layout for
// every tiling: A's and B's copies fill each stage's slots exactly once,
// each warp's copies hit 32 distinct banks (per 128-byte phase), and
// what wgmma reads through the descriptors — row r, k j of k8 step s at
// start + r·128 + 4j, its 16-byte chunk bits XORed with the row bits
// (the 128-byte swizzle) — is where the copies put (r, 8s+j).
func TestWGMMALayout(t *testing.T) {
	x := evalIx{}
	for _, tile := range WGMMATiles() {
		t.Run(tile.String(), func(t *testing.T) {
			if !tile.legal(227 << 10) {
				t.Fatalf("%s is not legal on sm_90a", tile)
			}
			check := func(what string, units, rows, size int64, slot func(l int64) (r, k, dst int64)) map[[2]int64]int64 {
				at := map[[2]int64]int64{}
				seen := map[int64]bool{}
				for w := int64(0); w < units; w += 32 {
					var words [32]int64
					for ln := range int64(32) {
						r, k, dst := slot(w + ln)
						if r >= rows || k >= WGMMABK || dst < 0 || dst+size > rows*128 || dst%size != 0 {
							t.Fatalf("%s unit %d: (%d, %d) at byte %d, outside the %d-row stage", what, w+ln, r, k, dst, rows)
						}
						for b := int64(0); b < size; b += 4 {
							if seen[dst+b] {
								t.Fatalf("%s unit %d: byte %d written twice", what, w+ln, dst+b)
							}
							seen[dst+b] = true
							at[[2]int64{r, k + b/4}] = dst + b
						}
						words[ln] = dst / 4
					}
					// One phase is 128 bytes: 32 lanes of 4 bytes, or 8 of 16.
					per := 128 / size
					for p := int64(0); p < 32; p += per {
						var phase [32]int64
						for i := range int64(32) {
							phase[i] = words[p+i/(32/per)] + i%(32/per)
						}
						checkBanks(t, what+" copy", phase)
					}
				}
				if int64(len(at)) != rows*WGMMABK {
					t.Fatalf("%s: %d of %d elements staged", what, len(at), rows*WGMMABK)
				}
				return at
			}
			aAt := check("A", tile.BM*WGMMABK/4, tile.BM, 16, func(l int64) (int64, int64, int64) { return wgmmaASlot[int64](x, l) })
			bAt := check("B", tile.BN*WGMMABK, tile.BN, 4, func(l int64) (int64, int64, int64) {
				k, n, dst := wgmmaBSlot[int64](x, l)
				return n, k, dst
			})
			const base = 3 << 10 // a 1024-aligned stage
			read := func(start, r, j int64) int64 {
				d := wgmmaDescriptor(start)
				if int64(d&0x3fff)<<4 != start&0x3ffff || d>>62 != 1 || (d>>32)&0x3fff != 1024>>4 {
					t.Fatalf("descriptor %#x of address %d", d, start)
				}
				lin := start + r*128 + 4*j
				return lin ^ ((lin>>7)&7)<<4
			}
			for s := range int64(WGMMABK / 8) {
				for j := range int64(8) {
					for wg := range tile.WM {
						for r := range int64(64) {
							if got, want := read(base+wg*64*128+32*s, r, j)-base, aAt[[2]int64{wg*64 + r, 8*s + j}]; got != want {
								t.Fatalf("A: warpgroup %d reads row %d k %d at %d, staged at %d", wg, r, 8*s+j, got, want)
							}
						}
					}
					for n := range tile.BN {
						if got, want := read(base+32*s, n, j)-base, bAt[[2]int64{n, 8*s + j}]; got != want {
							t.Fatalf("B: column %d k %d read at %d, staged at %d", n, 8*s+j, got, want)
						}
					}
				}
			}
		})
	}
}

// TestTF32Round checks the wgmma kernel's rounding (tf32PreRound, then the
// unit's truncation of the low 13 bits) against cvt.rna.tf32.f32 on
// random finite values of every magnitude, ties, the largest finite
// values (which round to infinity), infinities and NaNs with a payload
// above the low 13 bits.
func TestTF32Round(t *testing.T) {
	unit := func(b uint32) uint32 { return tf32PreRound(b) &^ 0x1fff }
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		b := rng.Uint32()
		x := math.Float32frombits(b)
		if math.IsInf(float64(x), 0) || math.IsNaN(float64(x)) {
			continue
		}
		if got, want := unit(b), math.Float32bits(roundTF32(x)); got != want {
			t.Fatalf("%#08x (%g): %#08x, want %#08x", b, x, got, want)
		}
	}
	for _, tc := range []struct {
		bits, want uint32
	}{
		{0x3f801000, 0x3f802000}, // a tie rounds away from zero
		{0xbf801000, 0xbf802000},
		{0x3f800fff, 0x3f800000},
		{0x7f7fffff, 0x7f800000}, // the largest finite value rounds to infinity, as cvt.rna does
		{0x7f800000, 0x7f800000}, // infinities stay
		{0xff800000, 0xff800000},
	} {
		if got := unit(tc.bits); got != tc.want {
			t.Errorf("%#08x: %#08x, want %#08x", tc.bits, got, tc.want)
		}
	}
	for _, nan := range []uint32{0x7fc00000, 0x7fffffff, 0xffbfffff, 0x7f802000} {
		if got := math.Float32frombits(unit(nan)); !math.IsNaN(float64(got)) {
			t.Errorf("NaN %#08x became %#08x", nan, unit(nan))
		}
	}
}
