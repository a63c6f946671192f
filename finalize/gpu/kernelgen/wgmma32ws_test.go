package kernelgen

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/mlirc"
)

// TestWS32Slices checks the TF32 producer's flat walk: for every grid up
// to the tile count, block bx's slices j < wsBlockSlices are, in order,
// the consumers' nested walk (tiles bx, bx+grid, …, each's nk slices), so
// the running slice number both roles derive their stage and parities
// from (wsPhase) names the same slice.
func TestWS32Slices(t *testing.T) {
	x := evalIx{}
	for _, tc := range []struct{ total, nk int64 }{{128, 24}, {512, 24}, {7, 1}, {1, 3}, {133, 5}, {264, 96}} {
		for _, grid := range []int64{1, 2, 5, 132, tc.total} {
			grid = min(grid, tc.total)
			covered := int64(0)
			for bx := range grid {
				var want [][2]int64
				for tile := bx; tile < tc.total; tile += grid {
					for s := range tc.nk {
						want = append(want, [2]int64{tile, s})
					}
				}
				n := wsBlockSlices(tc.total, bx, grid, tc.nk)
				if n != int64(len(want)) {
					t.Fatalf("%+v grid %d block %d: %d slices, want %d", tc, grid, bx, n, len(want))
				}
				for j := range n {
					nth, s := wsSlice[int64](x, j, tc.nk)
					if got := [2]int64{bx + nth*grid, s}; got != want[j] {
						t.Fatalf("%+v grid %d block %d: slice %d is %v, want %v", tc, grid, bx, j, got, want[j])
					}
				}
				covered += n
			}
			if covered != tc.total*tc.nk {
				t.Fatalf("%+v grid %d: %d slices walked, want %d", tc, grid, covered, tc.total*tc.nk)
			}
		}
	}
}

// TestWS32RegisterSets checks the TF32 producer's unrolled loop
// (wsProducer32): with ahead register sets, a step of ahead slices at j
// loading slice j+u+ahead-1 (clamped to the block's last) into set
// (u+ahead-1)%ahead before storing set u, every slice i < n is stored
// from a set that holds slice i, in order, and a set is never reloaded
// before its slice is stored.
func TestWS32RegisterSets(t *testing.T) {
	for _, ahead := range []int64{2, 3} {
		for _, n := range []int64{1, 2, 3, 4, 5, 7, 24, 25, 96} {
			clamp := func(i int64) int64 { return min(i, n-1) }
			sets := make([]int64, ahead)
			stored := make([]bool, ahead) // the set's slice was stored (it may be reloaded)
			for d := range ahead - 1 {
				sets[d] = clamp(d)
			}
			stored[ahead-1] = true
			next := int64(0)
			for j := int64(0); j < n; j += ahead {
				for u := range ahead {
					ld := (u + ahead - 1) % ahead
					if !stored[ld] && sets[ld] < n && sets[ld] >= next {
						t.Fatalf("ahead %d n %d: slice %d's set reloaded before it was stored", ahead, n, sets[ld])
					}
					sets[ld], stored[ld] = clamp(j+u+ahead-1), false
					if i := j + u; i < n {
						if sets[u] != i || i != next {
							t.Fatalf("ahead %d n %d: slice %d stored from a set holding %d (next %d)", ahead, n, i, sets[u], next)
						}
						stored[u] = true
						next++
					}
				}
			}
			if next != n {
				t.Fatalf("ahead %d n %d: %d slices stored", ahead, n, next)
			}
		}
	}
}

// TestWS32DataFlow emulates the warp-specialized TF32 kernel's data flow
// on random products with and without tails in M, N and K, under every
// tiling: the producer's 128 threads put their units of each slice
// (wgmmaASlot / ws32BSlot through ws32Unit's bounds: rows, columns and
// k's past the operand zeroed), rounded by tf32PreRound and the unit's
// truncation, into a stage; each consumer warpgroup's wgmmas read their
// CRows m64 blocks and B through the descriptors (wsSteps' offsets, the
// 128-byte swizzle) and accumulate. Every output must equal the float64
// product of the TF32-rounded operands (to float64 rounding), and every
// byte of a stage must be written once a slice.
func TestWS32DataFlow(t *testing.T) {
	x := evalIx{}
	r := rand.New(rand.NewPCG(32, 28))
	for _, sh := range [][3]int64{{128, 96, 192}, {200, 72, 200}, {64, 36, 40}} {
		m, k, n := sh[0], sh[1], sh[2]
		a, b := make([]float32, m*k), make([]float32, k*n)
		for i := range a {
			a[i] = float32(r.NormFloat64())
		}
		for i := range b {
			b[i] = float32(r.NormFloat64())
		}
		rnd := func(v float32) float64 {
			return float64(math.Float32frombits(tf32PreRound(math.Float32bits(v)) &^ 0x1fff))
		}
		for _, tile := range WGMMA32WSTiles() {
			t.Run(fmt.Sprintf("%dx%dx%d/%s", m, k, n, tile), func(t *testing.T) {
				if !legalWS32(tile, 227<<10) {
					t.Fatalf("%s is not legal on sm_90a", tile)
				}
				nk := ceilDiv(k, WGMMABK)
				tilesM, tilesN := ceilDiv(m, tile.BM), ceilDiv(n, tile.BN)
				nA, nB := tile.BM*WGMMABK/4/128, tile.BN*WGMMABK/4/128
				for tl := range tilesM * tilesN {
					_, mb, nb := wsTile[int64](x, tl, tilesM, tilesN)
					m0, n0 := mb*tile.BM, nb*tile.BN
					acc := make([]float64, tile.BM*tile.BN)
					for s := range nk {
						aSt, bSt := map[int64]float64{}, map[int64]float64{}
						put := func(st map[int64]float64, byteOff int64, v float64) {
							if _, dup := st[byteOff]; dup {
								t.Fatalf("slice %d: byte %d of a stage written twice", s, byteOff)
							}
							st[byteOff] = v
						}
						for p := range int64(128) {
							for e := range nA {
								row, kk, dst := wgmmaASlot[int64](x, p+e*128)
								for w := range int64(4) {
									gr, gk := m0+row, s*WGMMABK+kk+w
									v := 0.0
									if gr < m && gk < k {
										v = rnd(a[gr*k+gk])
									}
									put(aSt, dst+4*w, v)
								}
							}
							for e := range nB {
								kk, col := ws32BSlot[int64](x, p+e*128)
								for i := range int64(4) {
									gc, gk := n0+col+i, s*WGMMABK+kk
									v := 0.0
									if n0+col < n && gk < k { // the unit's first column decides
										v = rnd(b[gk*n+gc])
									}
									put(bSt, swizzled[int64](x, col+i, kk), v)
								}
							}
						}
						if int64(len(aSt)) != tile.BM*32 || int64(len(bSt)) != tile.BN*32 {
							t.Fatalf("slice %d: %d and %d words staged, want %d and %d", s, len(aSt), len(bSt), tile.BM*32, tile.BN*32)
						}
						// read is what wgmma reads through a descriptor at byte
						// start (a stage's offset): row r, word j of the step.
						read := func(st map[int64]float64, start, row, j int64) float64 {
							lin := start + row*128 + 4*j
							v, ok := st[lin^((lin>>7)&7)<<4]
							if !ok {
								t.Fatalf("slice %d: a read of unstaged byte %d", s, lin)
							}
							return v
						}
						for wg := range tile.Consumers() {
							for _, step := range wsSteps(Contraction{elem: "f32"}, tile.BN) {
								for cr := range tile.CRows {
									aStart := wg*tile.CRows*64*128 + cr*64*128 + step.a
									for rr := range int64(64) {
										for col := range tile.BN {
											sum := 0.0
											for j := range step.k {
												sum += read(aSt, aStart, rr, j) * read(bSt, step.b, col, j)
											}
											acc[(wg*tile.CRows*64+cr*64+rr)*tile.BN+col] += sum
										}
									}
								}
							}
						}
					}
					for rr := range tile.BM {
						for col := range tile.BN {
							gr, gc := m0+rr, n0+col
							if gr >= m || gc >= n {
								continue
							}
							want := 0.0
							for kk := range k {
								want += rnd(a[gr*k+kk]) * rnd(b[kk*n+gc])
							}
							if got := acc[rr*tile.BN+col]; math.Abs(got-want) > 1e-9*(1+math.Abs(want)) {
								t.Fatalf("tile %d output (%d, %d): %g, want %g", tl, gr, gc, got, want)
							}
						}
					}
				}
			})
		}
	}
}

// TestWS32BSlot checks the TF32 producer's B units for every tiling
// width: every (k, n) of a slice staged exactly once, and each of a warp's
// four stores (element e of every lane's unit) to 32 distinct banks.
func TestWS32BSlot(t *testing.T) {
	x := evalIx{}
	for _, tile := range WGMMA32WSTiles() {
		seen := map[[2]int64]bool{}
		units := tile.BN * WGMMABK / 4
		for w := int64(0); w < units; w += 32 {
			for e := range int64(4) {
				var words [32]int64
				for ln := range int64(32) {
					kk, n := ws32BSlot[int64](x, w+ln)
					if kk < 0 || kk >= WGMMABK || n < 0 || n+4 > tile.BN || n%4 != 0 {
						t.Fatalf("%s unit %d: k %d, columns %d.., outside the slice", tile, w+ln, kk, n)
					}
					key := [2]int64{kk, n + e}
					if seen[key] {
						t.Fatalf("%s unit %d: (k %d, n %d) staged twice", tile, w+ln, kk, n+e)
					}
					seen[key] = true
					words[ln] = swizzled[int64](x, n+e, kk) / 4
				}
				checkBanks(t, fmt.Sprintf("%s B store %d", tile, e), words)
			}
		}
		if int64(len(seen)) != tile.BN*WGMMABK {
			t.Fatalf("%s: %d of %d elements staged", tile, len(seen), tile.BN*WGMMABK)
		}
	}
}

// TestWS32Tiles checks the warp-specialized TF32 tilings: each legal on
// sm_90a and on no other kernel's terms, named apart from every tiling of
// the TF32 and half spaces, a producer warpgroup and CRows-row consumers
// covering BM, setmaxnreg counts that move registers from the consumers
// to the producer within the launch's; and that they are points of the
// tuning space but never the default (they lost to the plain wgmma
// kernel at BERT's products: wgmma32ws.go), ranked after every other
// tiling.
func TestWS32Tiles(t *testing.T) {
	names := map[string]bool{}
	for _, tl := range append(append(append(MMATiles(), WGMMATiles()...), WGMMA16WSTiles()...), WGMMA16Tiles()...) {
		names[tl.String()] = true
	}
	for _, tl := range WGMMA32WSTiles() {
		if !legalWS32(tl, 227<<10) || legalWS16(tl, 227<<10) || tl.legal(227<<10) || legalWG16(tl, 227<<10) {
			t.Errorf("%s: legal as TF32 warp-specialized %v, half %v, plain %v", tl, legalWS32(tl, 227<<10), legalWS16(tl, 227<<10), tl.legal(227<<10))
		}
		if tl.Threads() != 128*(tl.BM/(64*tl.CRows)+1) || tl.Consumers()*tl.CRows*64 != tl.BM {
			t.Errorf("%s: %d threads, %d consumers", tl, tl.Threads(), tl.Consumers())
		}
		if tl.Regs > 0 {
			entry := wsEntryRegs(tl.Threads())
			if got := 128 * (tl.ProducerRegs() + tl.Consumers()*tl.Regs); tl.Regs >= entry || tl.ProducerRegs() <= entry || got > 128*(tl.Consumers()+1)*entry || got > 65536 || tl.ProducerRegs()%8 != 0 {
				t.Errorf("%s: consumers %d + producer %d registers = %d, over the launch's %d or not a release to the producer", tl, tl.Regs, tl.ProducerRegs(), got, 128*(tl.Consumers()+1)*entry)
			}
		}
		if names[tl.String()] {
			t.Errorf("%s: named as another tiling", tl)
		}
		names[tl.String()] = true
	}
	// A release that would leave the consumers fewer registers than their
	// accumulators need, or raise the producer past 256, is not legal.
	for _, n := range []int64{120, 8, 168, 250} {
		bad := WGMMA32WSTiles()[1]
		bad.Regs = n
		if legalWS32(bad, 227<<10) {
			t.Errorf("%s: legal, with the producer at %d registers", bad, bad.ProducerRegs())
		}
	}
	for _, tl := range WGMMA16WSTiles() {
		if legalWS32(tl, 227<<10) {
			t.Errorf("half tiling %s is legal for the TF32 kernel", tl)
		}
	}
	mm := func(m, n, k int64) Contraction {
		c := Contraction{mDims: []int{0}, nDims: []int{1}, kDims: []int{2}, ranges: []int64{m, n, k}}
		c.maps[0] = []mlirc.Linear{lin(1, 0, 0), lin(0, 0, 1)}
		c.maps[1] = []mlirc.Linear{lin(0, 0, 1), lin(0, 1, 0)}
		c.maps[2] = []mlirc.Linear{lin(1, 0, 0), lin(0, 1, 0)}
		c.setTypes([]int64{m, k}, []int64{k, n}, []int64{m, n})
		c.setElem("f32")
		return c
	}
	for _, tc := range []struct {
		c    Contraction
		wg   bool
		want string
	}{
		{mm(4096, 768, 768), true, "wgmma256x128x32/s4"},
		{mm(4096, 2304, 768), true, "wgmma256x128x32/s4"},
		{mm(4096, 3072, 768), true, "wgmma256x128x32/s4"},
		{mm(4096, 768, 3072), true, "wgmma256x128x32/s4"},
		{mm(128, 768, 768), true, "wgmma"},
		{mm(4096, 1024, 768), true, "wgmma"},
		{mm(4096, 768, 768), false, "mma"},
	} {
		got := tc.c.PickMMATile(132, 227<<10, tc.wg)
		if !strings.HasPrefix(got.String(), tc.want) || got.WS != strings.HasPrefix(tc.want, "wgws") {
			t.Errorf("%dx%dx%d (wgmma %v): default %s, want %s", tc.c.M(), tc.c.N(), tc.c.K(), tc.wg, got, tc.want)
		}
		space := tc.c.MMASpace(132, 227<<10, tc.wg)
		ws, plainAfter := 0, false
		for _, p := range space {
			if p.WS {
				ws++
			} else if ws > 0 {
				plainAfter = true
			}
		}
		if plainAfter {
			t.Errorf("%dx%dx%d: a plain tiling ranked after a warp-specialized one in %v", tc.c.M(), tc.c.N(), tc.c.K(), space)
		}
		if want := len(WGMMA32WSTiles()); tc.wg && ws != want || !tc.wg && ws != 0 {
			t.Errorf("%dx%dx%d (wgmma %v): %d warp-specialized points in the space", tc.c.M(), tc.c.N(), tc.c.K(), tc.wg, ws)
		}
	}
}
