package kernelgen

import "testing"

// swizzle128 is the 128-byte swizzle wgmma applies to a K-major operand
// slice (CUTLASS's Swizzle<3,4,3> on byte addresses), written
// independently of the kernel's functions: the 16-byte chunk bits 4-6 of
// an address are XORed with its row bits 7-9.
func swizzle128(addr int64) int64 { return addr ^ (addr>>7&7)<<4 }

// TestWGMMA16Layout checks the half wgmma kernel's copies against the
// layout wgmma reads, for every tiling: each A unit's 8 elements and each
// B element land at the swizzled byte of their (row, k) in the K-major
// slice (row r's k at unswizzled byte 128·r + 2k, so k16 step s is bytes
// 32s..32s+31 of every row, where the kernel points the step's
// descriptors), every element of the slice exactly once; a warp's B
// loads read 8 consecutive columns of 4 rows of B (coalesced).
func TestWGMMA16Layout(t *testing.T) {
	x := evalIx{}
	for _, tile := range WGMMA16Tiles() {
		if !legalWG16(tile, 227<<10) {
			t.Fatalf("%s is not legal", tile)
		}
		seenA := map[[2]int64]int{}
		for l := range tile.BM * WGMMA16BK / halfUnit {
			row, k, dst := wgmma16ASlot[int64](x, l)
			for j := range int64(halfUnit) {
				if want := swizzle128(128*row + 2*(k+j)); dst+2*j != want {
					t.Fatalf("%s: A (%d, %d) at byte %d, want %d", tile, row, k+j, dst+2*j, want)
				}
				seenA[[2]int64{row, k + j}]++
			}
			if dst%16 != 0 {
				t.Fatalf("%s: A unit %d at byte %d: not a 16-byte store", tile, l, dst)
			}
		}
		seenB := map[[2]int64]int{}
		for l := range tile.BN * WGMMA16BK {
			k, n, dst := wgmma16BSlot[int64](x, l)
			if want := swizzle128(128*n + 2*k); dst != want {
				t.Fatalf("%s: B (%d, %d) at byte %d, want %d", tile, n, k, dst, want)
			}
			seenB[[2]int64{n, k}]++
			if l%32 > 0 {
				pk, pn, _ := wgmma16BSlot[int64](x, l-1)
				if l%8 > 0 && (pk != k || pn != n-1) {
					t.Fatalf("%s: B units %d and %d are not consecutive columns of one row", tile, l-1, l)
				}
			}
		}
		for _, c := range []struct {
			seen       map[[2]int64]int
			rows, what string
			n          int64
		}{{seenA, "A", "rows", tile.BM}, {seenB, "B", "columns", tile.BN}} {
			if int64(len(c.seen)) != c.n*WGMMA16BK {
				t.Fatalf("%s: %s's copies cover %d elements, want %d", tile, c.rows, len(c.seen), c.n*WGMMA16BK)
			}
			for e, times := range c.seen {
				if times != 1 || e[0] >= c.n || e[1] >= WGMMA16BK {
					t.Fatalf("%s: %s element %v copied %d times", tile, c.rows, e, times)
				}
			}
		}
	}
}
