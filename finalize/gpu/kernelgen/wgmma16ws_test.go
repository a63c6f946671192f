package kernelgen

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/mlirc"
)

// TestWSTileScheduler checks the persistent kernel's raster (wsTile):
// for products with odd and even block counts, batched or not, on grids of
// every size up to the tile count, the blocks' walks (blockIdx.x,
// +gridDim.x, …) cover every (batch, M-block, N-block) exactly once, and
// consecutive tiles stay inside one group of wsGroup M-blocks while that
// group sweeps N.
func TestWSTileScheduler(t *testing.T) {
	x := evalIx{}
	for _, tc := range []struct{ tilesM, tilesN, batch int64 }{
		{16, 24, 1}, {16, 6, 1}, {13, 7, 1}, {1, 1, 1}, {3, 5, 2}, {9, 1, 3}, {12, 18, 1}, {7, 11, 4}, {2, 24, 1},
	} {
		total := tc.tilesM * tc.tilesN * tc.batch
		g := wsGroup(tc.tilesM)
		if tc.tilesM%g != 0 || g > wsGroupRows || g < 1 {
			t.Fatalf("%+v: group %d does not divide the %d M-blocks", tc, g, tc.tilesM)
		}
		for _, grid := range []int64{1, 2, 7, 132, total} {
			grid = min(grid, total)
			seen := map[[3]int64]int64{}
			for bx := range grid {
				for tile := bx; tile < total; tile += grid {
					b, mb, nb := wsTile[int64](x, tile, tc.tilesM, tc.tilesN)
					if b < 0 || b >= tc.batch || mb < 0 || mb >= tc.tilesM || nb < 0 || nb >= tc.tilesN {
						t.Fatalf("%+v grid %d: tile %d is (%d, %d, %d), outside", tc, grid, tile, b, mb, nb)
					}
					key := [3]int64{b, mb, nb}
					if prev, dup := seen[key]; dup {
						t.Fatalf("%+v grid %d: tiles %d and %d are both %v", tc, grid, prev, tile, key)
					}
					seen[key] = tile
				}
			}
			if int64(len(seen)) != total {
				t.Fatalf("%+v grid %d: %d of %d tiles covered", tc, grid, len(seen), total)
			}
		}
		for tile := range total - 1 {
			b0, m0, n0 := wsTile[int64](x, tile, tc.tilesM, tc.tilesN)
			b1, m1, n1 := wsTile[int64](x, tile+1, tc.tilesM, tc.tilesN)
			if b0 == b1 && m0/g == m1/g && !(m1 == m0+1 && n1 == n0 || m1 == m0-(g-1) && n1 == n0+1) {
				t.Fatalf("%+v: tile %d (%d, %d) then (%d, %d): not the group's raster", tc, tile, m0, n0, m1, n1)
			}
		}
	}
}

// wsBarrier models an mbarrier as the PTX ISA defines it: a phase
// counter and a pending arrival count reset to the expected count as
// each phase completes; try_wait.parity(p) passes once the phase of
// parity p is complete, which for a barrier in phase n means n's parity
// is not p (so a fresh barrier passes a wait for parity 1 at once).
type wsBarrier struct{ phase, pending, expected int64 }

func (b *wsBarrier) arrive() {
	if b.pending--; b.pending == 0 {
		b.phase++
		b.pending = b.expected
	}
}

func (b *wsBarrier) passes(parity int64) bool { return b.phase%2 != parity }

// TestWSPipeline runs a model of the warp-specialized kernel's
// protocol — its loops as wgmma16WSKernel writes them, with wsPhase's
// stages and parities and wsTile's walk — under random interleavings of
// the 128 producer threads, their asynchronous copies and the consumer
// warps, for several ring depths, consumer counts, K lengths and grids.
// Every run must finish (no deadlock); a consumer must find its slice's
// stage filled with that slice by every producer thread when its FULL
// wait passes; and no copy may land in a stage a consumer warp's wgmmas
// still read.
func TestWSPipeline(t *testing.T) {
	x := evalIx{}
	const producers = 128
	for _, tc := range []struct{ stages, consumers, nk, tiles, grid int64 }{
		{4, 2, 12, 7, 3}, {4, 4, 3, 5, 2}, {2, 2, 5, 3, 1}, {3, 1, 1, 9, 4}, {6, 2, 7, 4, 4}, {8, 2, 2, 6, 1}, {4, 2, 4, 1, 1},
	} {
		for seed := range uint64(6) {
			t.Run(fmt.Sprintf("%+v/seed%d", tc, seed), func(t *testing.T) {
				r := rand.New(rand.NewPCG(seed, 28))
				for bx := range tc.grid {
					wsRunBlock(t, x, r, tc.stages, tc.consumers*4, producers, tc.nk, bx, tc.grid, tc.tiles)
				}
			})
		}
	}
}

// wsRunBlock plays one block's protocol to its end (see TestWSPipeline):
// warps consumer warps, producers producer threads, nk slices a tile,
// the tiles bx, bx+grid, … below tiles.
func wsRunBlock(t *testing.T, x evalIx, r *rand.Rand, stages, warps, producers, nk, bx, grid, tiles int64) {
	t.Helper()
	full, empty := make([]wsBarrier, stages), make([]wsBarrier, stages)
	for s := range stages {
		full[s] = wsBarrier{pending: producers, expected: producers}
		empty[s] = wsBarrier{pending: warps, expected: warps}
	}
	// ring[s][p] is the slice producer thread p's copy last put in stage s.
	ring := make([][]int64, stages)
	for s := range ring {
		ring[s] = make([]int64, producers)
		for p := range ring[s] {
			ring[s][p] = -1
		}
	}
	var slices []int64 // the block's running slice numbers, in order
	for tile := bx; tile < tiles; tile += grid {
		for range nk {
			slices = append(slices, int64(len(slices)))
		}
	}
	type copyOp struct{ stage, slice int64 }
	// A producer thread: the next slice it fills, and its copies in
	// flight (each followed by its cp.async.mbarrier.arrive on FULL).
	type producer struct {
		next   int
		flight []copyOp
	}
	// A consumer warp: the next slice it multiplies, the slices its
	// wgmmas still read (released after wait_group 1, and at the tile's
	// end after wait_group 0).
	type consumer struct {
		next    int
		reading []int64
	}
	ps, cs := make([]producer, producers), make([]consumer, warps)
	reading := func(stage int64) bool {
		for _, c := range cs {
			for _, it := range c.reading {
				if s, _, _ := wsPhase[int64](x, it, stages); s == stage {
					return true
				}
			}
		}
		return false
	}
	release := func(c *consumer, it int64) {
		if len(c.reading) == 0 || c.reading[0] != it {
			t.Fatalf("a consumer releases slice %d while reading %v", it, c.reading)
		}
		c.reading = c.reading[1:]
		s, _, _ := wsPhase[int64](x, it, stages)
		empty[s].arrive()
	}
	for steps := 0; ; steps++ {
		if steps > 1<<22 {
			t.Fatal("the model does not finish")
		}
		// The actions that can run now: a producer thread's next slice
		// (once its stage's EMPTY wait passes), a landing copy, a
		// consumer's next slice (once FULL's passes).
		type action func()
		var acts []action
		for i := range ps {
			p := &ps[i]
			if p.next < len(slices) {
				it := slices[p.next]
				s, _, e := wsPhase[int64](x, it, stages)
				if empty[s].passes(e) {
					acts = append(acts, func() { p.flight = append(p.flight, copyOp{s, it}); p.next++ })
				}
			}
			if len(p.flight) > 0 {
				acts = append(acts, func() {
					op := p.flight[0]
					p.flight = p.flight[1:]
					if reading(op.stage) {
						t.Fatalf("slice %d's copy lands in stage %d while a consumer's wgmmas read it", op.slice, op.stage)
					}
					ring[op.stage][i] = op.slice
					full[op.stage].arrive()
				})
			}
		}
		for i := range cs {
			c := &cs[i]
			if c.next >= len(slices) {
				continue
			}
			it := slices[c.next]
			s, f, _ := wsPhase[int64](x, it, stages)
			if !full[s].passes(f) {
				continue
			}
			acts = append(acts, func() {
				for p, got := range ring[s] {
					if got != it {
						t.Fatalf("a consumer's wait for slice %d passed with producer %d's part of stage %d holding slice %d", it, p, s, got)
					}
				}
				kt := int64(c.next) % nk
				c.reading = append(c.reading, it) // its wgmmas, committed
				c.next++
				if kt > 0 { // wait_group 1: the previous slice's are done
					release(c, it-1)
				}
				if kt == nk-1 { // the tile's end: wait_group 0, its stage released
					release(c, it)
				}
			})
		}
		if len(acts) == 0 {
			for i, c := range cs {
				if c.next < len(slices) {
					t.Fatalf("deadlock: consumer warp %d waits for slice %d (of %d)", i, slices[c.next], len(slices))
				}
			}
			for i, p := range ps {
				if p.next < len(slices) || len(p.flight) > 0 {
					t.Fatalf("deadlock: producer thread %d at slice %d", i, p.next)
				}
			}
			return
		}
		acts[r.IntN(len(acts))]()
	}
}

// TestWSTiles checks the warp-specialized tilings: each legal on sm_90a
// (227 KiB a block), its threads a producer warpgroup and CRows-row
// consumers covering BM, its setmaxnreg counts a register budget the
// launch allocation covers (producer release ≥ consumers' raise), and
// named apart from every other tiling of the half space; and the default
// the half kernel picks.
func TestWSTiles(t *testing.T) {
	names := map[string]bool{}
	for _, tl := range append(MMA16Tiles(), WGMMA16Tiles()...) {
		names[tl.String()] = true
	}
	for _, tl := range WGMMA16WSTiles() {
		if !legalWS16(tl, 227<<10) || legalWG16(tl, 227<<10) || legal16(tl, 227<<10) {
			t.Errorf("%s: legal as warp-specialized %v, plain %v, mma.sync %v", tl, legalWS16(tl, 227<<10), legalWG16(tl, 227<<10), legal16(tl, 227<<10))
		}
		if tl.Threads() != 128*(tl.BM/(64*tl.CRows)+1) || tl.Consumers()*tl.CRows*64 != tl.BM {
			t.Errorf("%s: %d threads, %d consumers", tl, tl.Threads(), tl.Consumers())
		}
		if tl.Regs > 0 {
			entry := wsEntryRegs(tl.Threads())
			if got := 128 * (tl.ProducerRegs() + tl.Consumers()*tl.Regs); got > 128*(tl.Consumers()+1)*entry || got > 65536 || tl.ProducerRegs()%8 != 0 {
				t.Errorf("%s: producer %d + consumers %d registers = %d, over the launch's %d", tl, tl.ProducerRegs(), tl.Regs, got, 128*(tl.Consumers()+1)*entry)
			}
		}
		if names[tl.String()] {
			t.Errorf("%s: named as another tiling", tl)
		}
		names[tl.String()] = true
	}
	// The default: 128×192 for BERT-base b32's products (4096 rows; N 768,
	// 2304, 3072), the plain kernel with vector stores at b1 (128 rows)
	// and where N is no multiple of 192, mma.sync without wgmma.
	mm := func(m, n, k int64) Contraction {
		c := Contraction{mDims: []int{0}, nDims: []int{1}, kDims: []int{2}, ranges: []int64{m, n, k}}
		c.maps[0] = []mlirc.Linear{lin(1, 0, 0), lin(0, 0, 1)}
		c.maps[1] = []mlirc.Linear{lin(0, 0, 1), lin(0, 1, 0)}
		c.maps[2] = []mlirc.Linear{lin(1, 0, 0), lin(0, 1, 0)}
		c.setTypes([]int64{m, k}, []int64{k, n}, []int64{m, n})
		c.setElem("f16")
		return c
	}
	for _, tc := range []struct {
		c    Contraction
		wg   bool
		want string
	}{
		{mm(4096, 768, 768), true, "wgws128x192x64/c2x64/s4"},
		{mm(4096, 2304, 768), true, "wgws128x192x64/c2x64/s4"},
		{mm(4096, 3072, 768), true, "wgws128x192x64/c2x64/s4"},
		{mm(4096, 768, 3072), true, "wgws128x192x64/c2x64/s4"},
		{mm(128, 768, 768), true, "/v8"},
		{mm(4096, 1024, 768), true, "/v8"},
		{mm(4096, 768, 768), false, "mma"},
	} {
		if got := tc.c.PickHalfTile(132, 227<<10, tc.wg).String(); !strings.Contains(got, tc.want) {
			t.Errorf("%dx%dx%d (wgmma %v): default %s, want %s", tc.c.M(), tc.c.N(), tc.c.K(), tc.wg, got, tc.want)
		}
	}
	// A setmaxnreg raise the producer cannot pay for is not legal.
	bad := WGMMA16WSTiles()[0]
	bad.Regs = 256
	if legalWS16(bad, 227<<10) {
		t.Errorf("%s: legal, though its producer would keep %d registers", bad, bad.ProducerRegs())
	}
}

// quadModel is quadTranspose's arithmetic on all 32 lanes of a warp at
// once: a value is every lane's, a condition every lane's.
type quadModel struct{}

func (quadModel) sel(c [32]bool, a, b [32]int64) [32]int64 {
	var out [32]int64
	for l := range out {
		out[l] = b[l]
		if c[l] {
			out[l] = a[l]
		}
	}
	return out
}

func (quadModel) shflXor(v [32]int64, m int64) [32]int64 {
	var out [32]int64
	for l := range out {
		out[l] = v[int64(l)^m]
	}
	return out
}

func (quadModel) lo(m int64) [32]bool {
	var out [32]bool
	for l := range out {
		out[l] = int64(l)&m == 0
	}
	return out
}

// TestQuadTranspose runs quadTranspose, as the vector stores emit it, on
// a model of a warp's lanes: afterwards lane t of each quad holds, in
// slots 0..3, the pairs its quad's lanes 0..3 held in slot t — the 8
// consecutive columns of n8 step t the lane then stores as one vector.
func TestQuadTranspose(t *testing.T) {
	id := func(lane, slot, e int64) int64 { return lane*100 + slot*10 + e }
	var x [4][2][32]int64
	for l := range int64(32) {
		for s := range int64(4) {
			for e := range int64(2) {
				x[s][e][l] = id(l, s, e)
			}
		}
	}
	y := quadTranspose[[32]int64, [32]bool](quadModel{}, x)
	for l := range int64(32) {
		quad, lt := l/4*4, l%4
		for s := range int64(4) {
			for e := range int64(2) {
				if got, want := y[s][e][l], id(quad+s, lt, e); got != want {
					t.Fatalf("lane %d slot %d.%d holds %d, want lane %d's slot %d (%d)", l, s, e, got, quad+s, lt, want)
				}
			}
		}
	}
}
