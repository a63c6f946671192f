package kernelgen

import "testing"

// swizzle128 is the 128-byte swizzle wgmma applies to the addresses it
// reads of an operand slice (CUTLASS's Swizzle<3,4,3> on byte addresses,
// atoms 1024-aligned), written independently of the kernel's functions:
// the 16-byte chunk bits 4-6 of an address are XORed with its bits 7-9.
func swizzle128(addr int64) int64 { return addr ^ (addr>>7&7)<<4 }

// wgmmaRead16 is where wgmma reads element (i, k) — i an m of A or an n
// of B, k < 16 — of a k16 step from the descriptor d, modelled from the
// PTX ISA's canonical 128-byte-swizzled layouts (CUTLASS's
// make_gmma_desc) with the fields decoded from d's bits: K-major, 8 rows
// of 128 bytes (64 k's) an atom, atoms SBO apart along the rows; MN-major
// (transposed B), 8 k-rows of 128 bytes (64 n's) an atom, atoms LBO
// apart along N and SBO apart along K.
func wgmmaRead16(t *testing.T, d uint64, mnMajor bool, i, k int64) int64 {
	t.Helper()
	if d>>62 != 1 || d>>46&0xffff != 0 {
		t.Fatalf("descriptor %#x: not a 128-byte swizzle with base offset 0", d)
	}
	start := int64(d&0x3fff) << 4
	lbo, sbo := int64(d>>16&0x3fff)<<4, int64(d>>32&0x3fff)<<4
	if !mnMajor {
		return swizzle128(start + i/8*sbo + i%8*128 + 2*k)
	}
	return swizzle128(start + i/64*lbo + k/8*sbo + k%8*128 + 2*(i%64))
}

// TestWGMMA16Layout checks the half wgmma kernel's cp.async copies
// against what wgmma reads, for every tiling: each A unit (8 k's of one
// row) and each B unit (8 n's of one row of B) is one aligned 16-byte
// copy, every element of a stage is copied exactly once, each 8 lanes of
// a warp (one 128-byte store phase) hit 32 distinct banks, a warp's
// copies read whole rows of global memory, and for every k16 step the
// element wgmma reads through the kernel's descriptors (A K-major, B
// MN-major with its leading and stride byte offsets) at (row, k) is the
// one the copies put there; and the same for a K-major B (a
// convolution's weights), staged and described as A. The warp-specialized
// tilings (wgmma16ws.go) stage the same layouts, copied by their 128
// producer threads.
func TestWGMMA16Layout(t *testing.T) {
	x := evalIx{}
	for _, tile := range append(WGMMA16Tiles(), WGMMA16WSTiles()...) {
		t.Run(tile.String(), func(t *testing.T) {
			copiers := tile.Threads()
			if tile.WS {
				copiers = 128
			}
			if !legalWG16(tile, 227<<10) && !legalWS16(tile, 227<<10) {
				t.Fatalf("%s is not legal", tile)
			}
			// stage maps (row, k) — row an m of A or an n of B — to
			// its byte in a stage.
			stage := func(what string, rows int64, unit func(l int64) (row, k, dst int64), contiguousK bool) map[[2]int64]int64 {
				at := map[[2]int64]int64{}
				bytes := map[int64]bool{}
				units := rows * WGMMA16BK / halfUnit
				if units%copiers != 0 {
					t.Fatalf("%s: %d units among %d threads", what, units, copiers)
				}
				for w := int64(0); w < units; w += 32 {
					for p := w; p < w+32; p += 8 {
						var words [32]int64
						for ln := range int64(8) {
							_, _, dst := unit(p + ln)
							for q := range int64(4) {
								words[4*ln+q] = dst/4 + q
							}
						}
						checkBanks(t, what+" copy", words)
					}
					for l := w; l < w+32; l++ {
						row, k, dst := unit(l)
						if dst%16 != 0 || dst < 0 || dst+16 > rows*128 {
							t.Fatalf("%s unit %d at byte %d: not a 16-byte slot of the %d-byte stage", what, l, dst, rows*128)
						}
						if l > w {
							pr, pk, _ := unit(l - 1)
							if contiguousK && pr == row && pk+8 != k || !contiguousK && pk == k && pr+8 != row {
								t.Fatalf("%s units %d and %d do not read consecutive global bytes", what, l-1, l)
							}
						}
						for j := range int64(halfUnit) {
							e := [2]int64{row, k + j}
							if !contiguousK {
								e = [2]int64{row + j, k}
							}
							if _, dup := at[e]; dup || bytes[dst+2*j] || e[0] >= rows || e[1] >= WGMMA16BK {
								t.Fatalf("%s element %v (unit %d) copied twice or outside the slice", what, e, l)
							}
							at[e], bytes[dst+2*j] = dst+2*j, true
						}
					}
				}
				if int64(len(at)) != rows*WGMMA16BK {
					t.Fatalf("%s: %d of %d elements staged", what, len(at), rows*WGMMA16BK)
				}
				return at
			}
			aAt := stage("A", tile.BM, func(l int64) (int64, int64, int64) { return wgmma16ASlot[int64](x, l) }, true)
			bAt := stage("B", tile.BN, func(l int64) (int64, int64, int64) {
				k, n, dst := wgmma16BSlot[int64](x, l, tile.BN)
				return n, k, dst
			}, false)
			bkAt := stage("K-major B", tile.BN, func(l int64) (int64, int64, int64) { return wgmma16ASlot[int64](x, l) }, true)
			const base = 5 << 10 // a 1024-aligned stage
			for s := range int64(WGMMA16BK / 16) {
				sa, sb := wgmma16Step(s, tile.BN)
				for k := range int64(16) {
					for wg := range tile.WM {
						d := wgmma16ADesc(base + wg*64*128 + sa)
						for r := range int64(64) {
							if got, want := wgmmaRead16(t, d, false, r, k)-base, aAt[[2]int64{wg*64 + r, 16*s + k}]; got != want {
								t.Fatalf("A: warpgroup %d step %d reads row %d k %d at %d, staged at %d", wg, s, r, k, got, want)
							}
						}
					}
					d := wgmma16BDesc(base+sb, tile.BN)
					for n := range tile.BN {
						if got, want := wgmmaRead16(t, d, true, n, k)-base, bAt[[2]int64{n, 16*s + k}]; got != want {
							t.Fatalf("B: step %d reads column %d k %d at %d, staged at %d", s, n, k, got, want)
						}
					}
					// A K-major B: staged as A (its n rows), read through
					// A's descriptor bits at A's step offset.
					d = uint64(base+sa)>>4 | wgmmaDescBits
					for n := range tile.BN {
						if got, want := wgmmaRead16(t, d, false, n, k)-base, bkAt[[2]int64{n, 16*s + k}]; got != want {
							t.Fatalf("K-major B: step %d reads column %d k %d at %d, staged at %d", s, n, k, got, want)
						}
					}
				}
			}
		})
	}
}
