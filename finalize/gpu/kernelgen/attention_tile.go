package kernelgen

import (
	"fmt"
	"slices"
)

// The half flash kernel's tilings: the shapes (rows a warp, keys a tile,
// Q from shared memory), the key-loop variants, which an attention
// takes, the default and the tuning space.

// attnWarps is the half kernel's warps a CTA, stacked along the query
// rows.
const attnWarps = 4

// AttnTile is a tiling of the half flash kernel: each of the 4 warps
// holds MT m16 row tiles (BM = 64·MT query rows a CTA) and K and V
// stream in BN-key tiles. Two row tiles a warp halve the shared-memory
// reads of K and V per product and the K/V traffic per query (FlashAttention-2's
// 128-row tiles on 4 warps) at twice the registers; longer key tiles
// halve the loop's per-tile work (the max, the rescale, the barrier).
// QS reads Q's fragments from shared memory at every key tile instead
// of holding them in registers, which leaves the registers for 128-row
// by 128-key tiles (FlashAttention-2's choice at head size 64).
//
// The half kernel also takes three variants of its key loop (attnFlags;
// the TF32 kernel none):
//   - Lazy rescales O and the row sums only where some row of the warp's
//     max grew by more than attnLazyGrowth (log2 units) in the key tile
//     (one warp vote, so the branch never diverges); otherwise the
//     rows keep their stale max, their probabilities reach at most
//     2^attnLazyGrowth, and O / l at the end cancels the difference
//     (FlashAttention-4's conditional rescale). Most tiles after the
//     first skip the Dv/2 multiplies a row tile.
//   - EX2H (f16 only) computes P two at a time on ex2.approx.f16x2 from
//     the exponents rounded to f16, which halves the MUFU work (the
//     softmax's bottleneck on Hopper: 16 exponentials a clock an SM
//     against 1024 mma FMAs); P is rounded to f16 for P·V anyway, and the
//     sums add the same rounded P in f32.
//   - Stages 3 streams K and V through three shared buffers instead of
//     two, tile kt+2's copies in flight while tile kt is used (one wait
//     and one barrier a tile, at its start); 0 is the two-stage pipeline.
//   - Ahead computes the next key tile's scores S = Q·Kᵀ before this
//     tile's softmax (FlashAttention-3's intra-warp pipelining): the
//     mma.sync work no longer waits for the softmax, so the warp keeps
//     the tensor cores busy through its exponentials, at the registers
//     of a second S. K is staged a tile ahead of V (two stages).
//   - LMMA sums P's rows on the tensor cores: one more m16n8k16 a k16
//     step and row tile, of P by a B fragment of ones (constant
//     registers), whose accumulators are then the row sums over the
//     quad's keys (of P as rounded for P·V) — instead of one f32 add a
//     probability and the quad's shuffles at the end.
type AttnTile struct {
	MT, BN int64
	QS     bool
	Lazy   bool  `json:",omitempty"`
	EX2H   bool  `json:",omitempty"`
	Stages int64 `json:",omitempty"`
	Ahead  bool  `json:",omitempty"`
	LMMA   bool  `json:",omitempty"`
}

// BM is the tile's query rows a CTA.
func (t AttnTile) BM() int64 { return 16 * attnWarps * t.MT }

// stages is the K/V pipeline's depth: 2, or Stages where set.
func (t AttnTile) stages() int64 {
	if t.Stages == 0 {
		return 2
	}
	return t.Stages
}

// base is t without the key loop's variants (attnFlags): its shape.
func (t AttnTile) base() AttnTile { return AttnTile{MT: t.MT, BN: t.BN, QS: t.QS} }

// String names the tiling (a tuning trial's name).
func (t AttnTile) String() string {
	s := fmt.Sprintf("attn-bm%d-bn%d", t.BM(), t.BN)
	if t.QS {
		s += "-qs"
	}
	if t.Lazy {
		s += "-lazy"
	}
	if t.EX2H {
		s += "-ex2h"
	}
	if t.Stages != 0 {
		s += fmt.Sprintf("-s%d", t.Stages)
	}
	if t.Ahead {
		s += "-ahead"
	}
	if t.LMMA {
		s += "-lmma"
	}
	return s
}

// attnLazyGrowth is how far (in log2 units) a row's max may grow within
// a key tile before a Lazy kernel rescales: FlashAttention-4's factor
// 256. The probabilities of a row whose max is stale stay at most 2^8
// (f16 holds 65504; O and l are f32).
const attnLazyGrowth = 8.0

// attnFlags are the key-loop variants (Lazy, EX2H, Stages, Ahead,
// LMMA) a tuning space combines with each shape, no variant first: each
// but LMMA alone, and with Lazy (the default where it applies: H100
// measured it 6% faster at s512, call 3), LMMA with Lazy and Ahead too.
func attnFlags() []AttnTile {
	return []AttnTile{{}, {Lazy: true}, {EX2H: true}, {Lazy: true, EX2H: true}, {Stages: 3}, {Lazy: true, Stages: 3},
		{Ahead: true}, {Lazy: true, Ahead: true}, {Lazy: true, LMMA: true}, {Lazy: true, LMMA: true, Ahead: true}}
}

// withFlags is shape t with the key-loop variants of f.
func (t AttnTile) withFlags(f AttnTile) AttnTile {
	t.Lazy, t.EX2H, t.Stages, t.Ahead, t.LMMA = f.Lazy, f.EX2H, f.Stages, f.Ahead, f.LMMA
	return t
}

// attnPoints are every tiling the kernel knows: each of attnTiles'
// shapes with each of attnFlags' variants (attnTileOK says which a given
// attention takes).
func attnPoints() []AttnTile {
	var out []AttnTile
	for _, t := range attnTiles() {
		for _, f := range attnFlags() {
			out = append(out, t.withFlags(f))
		}
	}
	return out
}

// mma is the tiling laneOf reads: 4 warps stacked along the rows.
func (t AttnTile) mma() MMATile { return MMATile{BM: t.BM(), BN: t.BN, WM: attnWarps, WN: 1} }

// attnTiles are the tilings the kernel takes (attnTileOK bounds them by
// registers per head size), in the order a tuning space lists them after
// the default: quick tuning measures the first three.
func attnTiles() []AttnTile {
	return []AttnTile{{MT: 1, BN: 64}, {MT: 2, BN: 128, QS: true}, {MT: 1, BN: 128}, {MT: 2, BN: 64}, {MT: 2, BN: 32}, {MT: 2, BN: 64, QS: true}}
}

// attnTileOK reports whether a's head sizes take tiling t: one of
// attnTiles' shapes (TF32: one row tile a warp, the tilings its
// emulation runs, and none of attnFlags' variants), EX2H for f16 only,
// Stages 0 or 3, every copy of a K or V tile (16 bytes a thread, 128 threads) a
// whole round of the CTA's threads (Q's tile, 64 rows or more of whole
// k16 steps, always is), and the registers a lane holds across the key
// loop — Q's fragments, the scores, O — at most attnMaxRegs.
func (a Attention) attnTileOK(t AttnTile) bool {
	if !slices.Contains(attnTiles(), t.base()) || a.TF32 && (t.MT != 1 || t != t.base()) {
		return false
	}
	if t.EX2H && a.Elem != "f16" || t.Stages != 0 && t.Stages != 3 || t.Ahead && t.Stages != 0 {
		return false // bf16's 8-bit exponents would cost P its precision
	}
	round := attnWarps * 32 * 16 / a.attnElemBytes()
	return t.BN*a.D%round == 0 && t.BN*a.Dv%round == 0 && a.attnRegs(t) <= attnMaxRegs
}

// attnMaxRegs bounds attnRegs: with the addresses, the row statistics
// and the temporaries it leaves the lane under 255 registers (64×64
// tiles at head size 128, the historical kernel, hold 128;
// FlashAttention-2's 128×128 at head size 64, 200).
const attnMaxRegs = 200

// attnRegs is the 32-bit registers a lane keeps live across the key
// loop under tiling t: per row tile, Q's A fragments (4 a k16 step, or
// a k8 step for TF32; one step's where they come from shared memory),
// the scores (BN/2; twice that Ahead) and O (Dv/2).
func (a Attention) attnRegs(t AttnTile) int64 {
	q := a.D / 4
	if a.TF32 {
		q = a.D / 2
	}
	if t.QS {
		q = 4
	}
	s := t.BN / 2
	if t.Ahead {
		s *= 2 // the next tile's scores beside this one's
	}
	return t.MT * (q + s + a.Dv/2)
}

// attnElemBytes is the flash kernels' element size: 4 for TF32, else 2.
func (a Attention) attnElemBytes() int64 {
	if a.TF32 {
		return 4
	}
	return 2
}

// attnPad is the padding of the shared buffers' rows, in elements: 16
// bytes, so the 8 rows of an ldmatrix (rows an odd number of 16-byte
// units long, given the head sizes the kernels take) fall on distinct
// banks.
func (a Attention) attnPad() int64 { return 16 / a.attnElemBytes() }

// tile is a's tiling: Tile where set, else the historical 64×64.
func (a Attention) tile() AttnTile {
	if a.Tile.MT != 0 {
		return a.Tile
	}
	return AttnTile{MT: 1, BN: 64}
}

// AttnTileFor is the tiling the half kernel takes for a on a target with
// opts: a tuning trial's (opts.Attn), else by the shape. Long sequences
// (256 keys or more) take 128-row tiles where the grid still gives
// every processor two CTAs or more (b32×12 heads at s512: 1536 CTAs on
// 132 SMs); short ones keep 64 rows (s128 measured 2× SDPA with them).
// Half and TF32 kernels only (TF32 keeps 64×64: its Q fragments take
// twice the registers): the exact fp32 kernel has its own tiling.
//
// The half kernel rescales lazily (Lazy) where the keys span more than
// one tile: every tile after the first then skips the Dv/2 multiplies a
// row tile unless a row's max jumps by 2^8 (softmax rows of real models
// and random data alike settle within the first tile), for a compare a
// row and one vote; with a single tile the first always rescales, and
// the vote would be overhead. The other variants (EX2H, Stages, Ahead)
// are tuning points: their gain depends on the GPU's MUFU rate, memory
// latency and register file, which only measuring shows.
func AttnTileFor(a Attention, opts Options) AttnTile {
	if opts.Attn != nil {
		return *opts.Attn
	}
	if a.TF32 {
		return AttnTile{MT: 1, BN: 64}
	}
	t := AttnTile{MT: 1, BN: 64}
	long := AttnTile{MT: 2, BN: 64}
	procs := int64(opts.Processors)
	if procs <= 0 {
		procs = 132
	}
	if a.Skv >= 256 && a.Sq >= 256 && a.B*a.H*ceilDiv(a.Sq, long.BM()) >= 2*procs && a.attnTileOK(long) {
		t = long
	}
	t.Lazy = a.Skv > t.BN
	return t
}

// AttnSpace is the half kernel's tuning space for a within shared bytes
// of shared memory a block: the tilings a's head sizes take, the default
// (AttnTileFor) first.
//
// The points after the default: the default's shape with every other
// key-loop variant (attnFlags), then the other shapes as they are, then
// the other shapes with the variants — so a full tuning (16 points)
// measures every variant of the default shape and every shape.
func (a Attention) AttnSpace(opts Options) []AttnTile {
	def := AttnTileFor(a, Options{Processors: opts.Processors})
	space := []AttnTile{def}
	add := func(t AttnTile) {
		b := a
		b.Tile = t
		if !slices.Contains(space, t) && b.Fits(opts.Shared) {
			space = append(space, t)
		}
	}
	for _, f := range attnFlags() {
		add(def.base().withFlags(f))
	}
	for _, t := range attnTiles() {
		add(t)
	}
	for _, t := range attnTiles() {
		for _, f := range attnFlags() {
			add(t.withFlags(f))
		}
	}
	return space
}
