package finalize

import (
	"context"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/target"
)

// TestWGMMAKernel finalizes matrix products with --allow-tf32 for sm_90a
// and checks the launch: the wgmma tiling where the operands fit it (one
// wgmma.mma_async m64nBNk8 .tf32 per k8 step, the ring's slices staged
// through registers, rounded to TF32 and fenced for the async proxy, the
// dynamic shared memory asked for); the mma.sync kernel where they do not
// (B K-contiguous); no spills.
func TestWGMMAKernel(t *testing.T) {
	sm90a, err := target.Lookup("sm_90a")
	if err != nil {
		t.Fatal(err)
	}
	w, err := NewNVVMWorker(openLib(t))
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for _, tc := range []struct {
		name   string
		a, b   []int64
		transB bool
		wgmma  bool
		grid   [3]int64 // the batch in z
	}{
		{"bert 4096x768x3072", []int64{4096, 768}, []int64{768, 3072}, false, true, [3]int64{0, 0, 1}},
		{"tails", []int64{200, 52}, []int64{52, 136}, false, true, [3]int64{0, 0, 1}},
		{"batched", []int64{3, 64, 40}, []int64{3, 40, 128}, false, true, [3]int64{0, 0, 3}},
		{"B with odd N", []int64{64, 40}, []int64{40, 30}, false, false, [3]int64{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := matmulModel("mm", tc.a, tc.b, true)
			var fin *codeobj.Object
			for _, o := range lowerModel(t, md, 1) {
				if o.Format == codeobj.MLIRBytecode {
					if fin, err = w.Compile(context.Background(), o.Payload, SourceTOSA, sm90a, o, NVVMOptions{AllowTF32: true}); err != nil {
						t.Fatal(err)
					}
				}
			}
			if fin == nil {
				t.Fatal("no MLIR kernel")
			}
			ptx := string(fin.Payload)
			count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
			if got := count(`wgmma\.mma_async\.sync\.aligned\.m64n\d+k8\.f32\.tf32\.tf32`) > 0; got != tc.wgmma {
				t.Fatalf("wgmma: %v, want %v", got, tc.wgmma)
			}
			if !tc.wgmma {
				return
			}
			if n := count(`wgmma\.mma_async\.sync\.aligned\.m64n(128|256)k8\.f32\.tf32\.tf32`); n == 0 || n%(wgmmaBK/8) != 0 {
				t.Errorf("%d wgmma m64n128k8 or m64n256k8, want a multiple of %d (a slice's k8 steps)", n, wgmmaBK/8)
			}
			if count(`ld\.global\.v4\.b32`) == 0 || count(`st\.shared\.v4\.b32`) == 0 || count(`fence\.proxy\.async\.shared::cta`) == 0 || count(`wgmma\.wait_group`) == 0 {
				t.Error("the ring is not staged through registers, fenced and waited for")
			}
			// The unit truncates fp32 bits: the kernel rounds each staged
			// element itself (tf32PreRound: 4 per 16-byte A unit, 1 per B unit).
			if n := count(`add\.s32\s+%r\d+, %r\d+, 4096;`); n < 5 {
				t.Errorf("%d half-ulp adds: want the staged operands rounded (tf32PreRound)", n)
			}
			var tile mmaTile
			for _, tl := range wgmmaTiles() {
				if fin.Launches[0].Shared == tl.sharedBytes() && fin.Launches[0].Grid == [3]int64{ceilDiv(tc.b[len(tc.b)-1], tl.BN), ceilDiv(tc.a[len(tc.a)-2], tl.BM), tc.grid[2]} {
					tile = tl
				}
			}
			if len(fin.Launches) != 1 || !tile.WG || fin.Launches[0].Block != [3]int64{tile.threads(), 1, 1} {
				t.Errorf("launches %+v, want one of a wgmma tiling", fin.Launches)
			}
			if strings.Contains(ptx, ".local") {
				t.Error("the kernel spills to local memory")
			}
		})
	}
}

// TestWGMMALayout checks the wgmma kernel's shared-memory layout for
// every tiling: A's and B's copies fill each stage's slots exactly once,
// each warp's copies hit 32 distinct banks (per 128-byte phase), and
// what wgmma reads through the descriptors — row r, k j of k8 step s at
// start + r·128 + 4j, its 16-byte chunk bits XORed with the row bits
// (the 128-byte swizzle) — is where the copies put (r, 8s+j).
func TestWGMMALayout(t *testing.T) {
	x := evalIx{}
	for _, tile := range wgmmaTiles() {
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
						if r >= rows || k >= wgmmaBK || dst < 0 || dst+size > rows*128 || dst%size != 0 {
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
				if int64(len(at)) != rows*wgmmaBK {
					t.Fatalf("%s: %d of %d elements staged", what, len(at), rows*wgmmaBK)
				}
				return at
			}
			aAt := check("A", tile.BM*wgmmaBK/4, tile.BM, 16, func(l int64) (int64, int64, int64) { return wgmmaASlot[int64](x, l) })
			bAt := check("B", tile.BN*wgmmaBK, tile.BN, 4, func(l int64) (int64, int64, int64) {
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
			for s := range int64(wgmmaBK / 8) {
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
