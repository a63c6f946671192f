package kernelgen

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// The GPU contraction kernel. A linalg.generic that is a (batched)
// matrix product — one reduction loop, a body of mulf and addf, operands
// indexed by their loops — does not take the default schedule: it is
// replaced by a gpu.launch of a shared-memory tiled GEMM written here as
// MLIR text, the classic SIMT design. Each block computes a BM×BN tile of
// the output, stepping through K in BK slices: the block's threads stage
// the A and B slices in shared memory (each load instruction across a
// warp touching consecutive addresses of the operand's contiguous
// dimension), then every thread accumulates a TM×TN register tile with
// vector FMAs from 4-wide shared-memory loads. A thread's rows and
// columns come in groups of 4 spaced a quarter-tile apart, so the lanes
// of a warp read consecutive 16-byte words of shared memory (no bank
// conflicts). Tails in M, N and K are guarded; full tiles take unguarded
// vector stores.
//
// The replacement goes through a private function holding the launch,
// called in place of the generic and then inlined, because only whole
// operations can be parsed from text. A linalg fill of the output just
// before the product (TOSA's zero init) becomes the accumulators' start
// value.

// gemmKernelVersion changes when the kernel text changes in a way
// GEMMTile.String does not show.
const gemmKernelVersion = "gemm/2"

// GEMMTile is one tiling of the contraction kernel: the block's output
// tile BM×BN, the K slice BK and each thread's register tile TM×TN (TM
// and TN multiples of 4). PerSM and Speed are the default choice's model
// of it: how many of its blocks one multiprocessor runs at once (bounded
// by registers) and its throughput relative to the largest tile when the
// device is full (fewer FMAs per shared-memory load as tiles shrink).
type GEMMTile struct {
	BM, BN, BK, TM, TN int64
	PerSM              int64
	Speed              float64
}

// Threads is the block's thread count: one per TM×TN register tile.
func (g GEMMTile) Threads() int64 { return (g.BM / g.TM) * (g.BN / g.TN) }

// String names the tiling.
func (g GEMMTile) String() string {
	return fmt.Sprintf("%dx%dx%d/%dx%d", g.BM, g.BN, g.BK, g.TM, g.TN)
}

// GEMMTiles are the tilings the default schedule picks from, largest
// first. PerSM and Speed are estimates (H100 measurements of the first:
// 2 blocks per SM at 128 registers a thread), not tuned values; the
// tuner measures instead.
func GEMMTiles() []GEMMTile {
	return []GEMMTile{
		{BM: 128, BN: 128, BK: 8, TM: 8, TN: 8, PerSM: 2, Speed: 1},
		{BM: 128, BN: 64, BK: 8, TM: 8, TN: 4, PerSM: 3, Speed: 0.85},
		{BM: 64, BN: 64, BK: 8, TM: 4, TN: 4, PerSM: 4, Speed: 0.6},
		{BM: 32, BN: 32, BK: 8, TM: 4, TN: 4, PerSM: 8, Speed: 0.35},
	}
}

// GEMMSpace is the tuning space of contraction c on a device of the given
// multiprocessor count: the default tiling first, then the other tilings
// of the kernel the target's limits allow, ranked by the default's
// model. Besides gemmTiles it holds their 16-deep K slices (half the
// barriers per FMA, twice the shared memory) and the transposed
// rectangles, so a measured choice can beat the model where the model is
// wrong (wave quantization, long K).
func (c Contraction) GEMMSpace(processors int) []GEMMTile {
	def := c.PickTile(processors)
	var cands []GEMMTile
	// Besides the default's tilings, wider register tiles (8x12): a third
	// fewer blocks than 128x128, one per multiprocessor, for products whose
	// 128x128 grid leaves most of a wave empty (BERT-base's FFN-down, a
	// 4096x768 output: 192 blocks of 128x128 against 264 slots on an H100,
	// 128 of 128x192 against 132).
	wide := GEMMTile{BM: 128, BN: 192, BK: 8, TM: 8, TN: 12, PerSM: 1, Speed: 1.05}
	for _, t := range append(GEMMTiles(), wide) {
		cands = append(cands, t)
		if t.BM != t.BN {
			cands = append(cands, GEMMTile{BM: t.BN, BN: t.BM, BK: t.BK, TM: t.TN, TN: t.TM, PerSM: t.PerSM, Speed: t.Speed})
		}
	}
	for _, t := range slices.Clone(cands) {
		t.BK = 16
		cands = append(cands, t)
	}
	out := []GEMMTile{def}
	var rest []GEMMTile
	for _, t := range cands {
		if t == def || !t.legal() || ceilDiv(c.M(), t.BM) > maxGridYZ {
			continue
		}
		rest = append(rest, t)
	}
	score := func(t GEMMTile) float64 { return c.tileScore(t, processors) }
	slices.SortStableFunc(rest, func(a, b GEMMTile) int { return cmp.Compare(score(b), score(a)) })
	return append(out, rest...)
}

// legal reports whether the tiling fits the kernel's design and every
// GPU target: whole register tiles of 4-wide groups, at most 1024 threads,
// and the two slices within 48 KiB of static shared memory.
func (g GEMMTile) legal() bool {
	return g.TM > 0 && g.TN > 0 && g.TM%4 == 0 && g.TN%4 == 0 && g.BM%g.TM == 0 && g.BN%g.TN == 0 && g.BK > 0 &&
		g.Threads() >= 32 && g.Threads() <= 1024 && (g.BM+g.BN)*g.BK*4 <= 48<<10
}

// defaultProcessors stands in for a target row that gives no
// multiprocessor count.
const defaultProcessors = 100

// Contraction is a linalg.generic recognized as a matrix product over
// groups of loops (an implicit GEMM): rows are the m loops (A and C, not
// B), columns the n loops (B and C, not A), the sum runs over the k
// loops (the reductions); batch loops index C and select a product. A
// matmul has one loop per group; a convolution's output pixels (n, oh,
// ow) are its rows, its output channels the columns and its window and
// input channels (kh, kw, ic) the sum, A's indices being linear in them
// (oh·stride + kh·dilation). Each group is in loop order, outermost
// first; a row or column is its group's loops in row-major order.
type Contraction struct {
	mDims, nDims, kDims, batch []int
	ranges                     []int64
	maps                       [3][]mlirc.Linear
	types                      [3]string
	shapes                     [3][]int64
}

func (c Contraction) size(dims []int) int64 {
	p := int64(1)
	for _, d := range dims {
		p *= c.ranges[d]
	}
	return p
}

// M, N and K are the product's sizes; BatchSize the number of products.
func (c Contraction) M() int64         { return c.size(c.mDims) }
func (c Contraction) N() int64         { return c.size(c.nDims) }
func (c Contraction) K() int64         { return c.size(c.kDims) }
func (c Contraction) BatchSize() int64 { return c.size(c.batch) }

// uses reports whether dimension i of operand indexes with loop d.
func (c Contraction) uses(operand int, d int) bool {
	for _, e := range c.maps[operand] {
		if e.Coef[d] != 0 {
			return true
		}
	}
	return false
}

// fastK reports whether operand's contiguous (last) dimension moves with
// its group's innermost k loop rather than with its rows or columns.
func (c Contraction) fastK(operand int) bool {
	last := c.maps[operand][len(c.maps[operand])-1]
	return last.Coef[c.kDims[len(c.kDims)-1]] != 0
}

// quadLoop reports whether operand's contiguous (last) dimension is
// exactly loop d (coefficient 1, no offset) in an identity-layout buffer
// and whether the loop's extent is a multiple of 4: then 4 elements
// consecutive in d are one aligned 16-byte load (planned buffers are
// 256-byte aligned, and every outer stride is a multiple of that extent).
func (c Contraction) quadLoop(operand, d int) bool {
	last := c.maps[operand][len(c.maps[operand])-1]
	if last.Const != 0 || strings.Contains(c.types[operand], "strided") || c.ranges[d]%4 != 0 {
		return false
	}
	for i, coef := range last.Coef {
		if want := int64(0); i == d {
			if coef != 1 {
				return false
			}
		} else if coef != want {
			return false
		}
	}
	return true
}

// gemmMinSide is the least M and N a product needs to take the GEMM
// kernel: thinner ones (a depthwise convolution's one column, a grouped
// one's few) would leave most of a tile's threads idle, and the default
// schedule's one output per thread serves them better.
const gemmMinSide = 16

// WorthTiling reports whether the product is large enough for the GEMM
// kernel.
func (c Contraction) WorthTiling() bool { return c.M() >= gemmMinSide && c.N() >= gemmMinSide }

// PickTile picks the tiling with the best modelled throughput on a
// device of the given multiprocessor count: its speed, times the share of
// its last wave of blocks that is busy, times the share of its tiles'
// elements inside the output.
func (c Contraction) PickTile(processors int) GEMMTile {
	if processors <= 0 {
		processors = defaultProcessors
	}
	return bestTile(c, GEMMTiles(), func(t GEMMTile) int64 { return t.BM }, func(t GEMMTile) float64 { return c.tileScore(t, processors) })
}

// bestTile is the tiling of tiles with the highest score whose grid fits
// c's rows (bm: a tiling's block rows); the zero tiling when none fits.
func bestTile[T any](c Contraction, tiles []T, bm func(T) int64, score func(T) float64) T {
	var best T
	bestScore := -1.0
	for _, t := range tiles {
		if ceilDiv(c.M(), bm(t)) > maxGridYZ {
			continue
		}
		if s := score(t); s > bestScore {
			best, bestScore = t, s
		}
	}
	return best
}

// tileScore is the model's throughput of tiling t for c: its speed, times
// the share of its last wave of blocks that is busy, times the share of
// its tiles' elements inside the output.
func (c Contraction) tileScore(t GEMMTile, processors int) float64 {
	if processors <= 0 {
		processors = defaultProcessors
	}
	M, N := c.M(), c.N()
	tm, tn := ceilDiv(M, t.BM), ceilDiv(N, t.BN)
	blocks := tm * tn * c.BatchSize()
	slots := int64(processors) * t.PerSM
	busy := float64(blocks) / float64(ceilDiv(blocks, slots)*slots)
	inside := float64(M*N) / float64(tm*t.BM*tn*t.BN)
	return t.Speed * busy * inside
}

// MatchContraction reports whether op is a contraction the GEMM kernel
// computes: float32 operands of static shape, the body C += A·B, C
// indexed by plain parallel loops, A and B by expressions linear in the
// loops, and non-empty m, n and k groups.
// Anything else keeps the default schedule.
func MatchContraction(op mlirc.Op) (Contraction, bool) {
	if op.Name() != "linalg.generic" || op.NumOperands() != 3 || op.NumResults() != 0 || !isMulAddBody(op) {
		return Contraction{}, false
	}
	l, err := loopsOf(op)
	if err != nil {
		return Contraction{}, false
	}
	c := Contraction{ranges: l.ranges}
	maps, _ := op.Attr("indexing_maps").Elems()
	for i := range 3 {
		res, ok := maps[i].AffineLinear()
		if !ok {
			return Contraction{}, false
		}
		t := op.Operand(i).Type()
		if shape, ok := t.Shape(); !ok || len(shape) != len(res) || len(res) == 0 || t.ElemBits() != 32 || !strings.Contains(t.String(), "xf32") {
			return Contraction{}, false
		}
		shape, _ := t.Shape()
		c.maps[i], c.types[i], c.shapes[i] = res, t.String(), shape
	}
	for _, e := range c.maps[2] { // C: one loop per dimension
		n := 0
		for _, k := range e.Coef {
			if k != 0 {
				n++
			}
		}
		if n != 1 || e.Const != 0 || !slices.Contains(e.Coef, 1) {
			return Contraction{}, false
		}
	}
	for d, p := range l.parallel {
		if l.ranges[d] <= 0 {
			return Contraction{}, false
		}
		inA, inB, inC := c.uses(0, d), c.uses(1, d), c.uses(2, d)
		switch {
		case !p:
			if inC {
				return Contraction{}, false
			}
			c.kDims = append(c.kDims, d)
		case !inC:
			return Contraction{}, false
		case inA && !inB:
			c.mDims = append(c.mDims, d)
		case inB && !inA:
			c.nDims = append(c.nDims, d)
		default:
			c.batch = append(c.batch, d)
		}
	}
	if len(c.mDims) == 0 || len(c.nDims) == 0 || len(c.kDims) == 0 || c.BatchSize() > maxGridYZ {
		return Contraction{}, false
	}
	return c, true
}

// isMulAddBody reports whether the generic's body is out + in0·in1.
func isMulAddBody(op mlirc.Op) bool {
	body := op.Ops(0)
	if len(body) != 3 || body[0].Name() != "arith.mulf" || body[1].Name() != "arith.addf" || body[2].Name() != "linalg.yield" {
		return false
	}
	arg := func(v mlirc.Value) int {
		if !v.IsBlockArg() || v.ArgOwner().IsNull() {
			return -1
		}
		return v.ArgNumber()
	}
	mul, add := body[0], body[1]
	if x, y := arg(mul.Operand(0)), arg(mul.Operand(1)); !(x == 0 && y == 1 || x == 1 && y == 0) {
		return false
	}
	prod := mul.Result(0)
	switch {
	case add.Operand(0) == prod && arg(add.Operand(1)) == 2:
	case add.Operand(1) == prod && arg(add.Operand(0)) == 2:
	default:
		return false
	}
	return body[2].NumOperands() == 1 && body[2].Operand(0) == add.Result(0)
}

// fillValue reports whether op is a linalg.generic filling its one output
// (dest) with a scalar, and that scalar: an input (a generalized
// linalg.fill) or a constant the body yields (TOSA's zero accumulator of a
// convolution without bias).
func fillValue(op mlirc.Op, dest mlirc.Value) (mlirc.Value, bool) {
	if op.Name() == "linalg.generic" && op.NumOperands() == 1 && op.Operand(0) == dest {
		body := op.Ops(0)
		if len(body) != 1 || body[0].Name() != "linalg.yield" || body[0].NumOperands() != 1 {
			return mlirc.Value{}, false
		}
		y := body[0].Operand(0)
		if d := y.Def(); y.IsBlockArg() || d.IsNull() || d.Name() != "arith.constant" || y.Type().String() != "f32" {
			return mlirc.Value{}, false
		}
		return y, true
	}
	if op.Name() != "linalg.generic" || op.NumOperands() != 2 || op.Operand(1) != dest {
		return mlirc.Value{}, false
	}
	if _, shaped := op.Operand(0).Type().Shape(); shaped || op.Operand(0).Type().String() != "f32" {
		return mlirc.Value{}, false
	}
	body := op.Ops(0)
	if len(body) != 1 || body[0].Name() != "linalg.yield" || body[0].NumOperands() != 1 {
		return mlirc.Value{}, false
	}
	y := body[0].Operand(0)
	if !y.IsBlockArg() || y.ArgNumber() != 0 {
		return mlirc.Value{}, false
	}
	return op.Operand(0), true
}

// Options are the GEMM replacement's knobs: the multiprocessor count
// tilings are picked for, or a fixed tiling (a tuning trial's) for every
// product worth the kernel; and Emulate, which writes each kernel for the
// CPU (gemmKernel's emulate), every product included, so tests can run
// its index arithmetic on the host.
type Options struct {
	Processors int
	Tile       *GEMMTile
	Emulate    bool
	// TF32 writes the TF32 kernel instead (mma.go), tiled as MMA
	// says, else by its default.
	TF32 bool
	MMA  *MMATile
	// Shared is the target's shared memory per block, which bounds the
	// TF32 kernel's staging ring.
	Shared int64
	// WGMMA: the target has warpgroup matrix units (wgmma.go).
	WGMMA bool
}

// OptionsFor is target t's default Options: its processors,
// shared memory and matrix units.
func OptionsFor(t target.Target) Options {
	return Options{Processors: t.Processors, Shared: t.SharedMem, WGMMA: slices.Contains(t.MatrixUnits, target.WGMMA)}
}

// ReplaceContractions replaces every contraction of m's functions by
// a call of a private function holding its GEMM launch, tiled as opts say
// (inlined afterwards by the caller's "inline" pass). It returns how many
// it replaced.
func ReplaceContractions(m *mlirc.Module, opts Options) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		for _, fn := range root.Ops(0) {
			if fn.Name() != "func.func" {
				continue
			}
			body := fn.Ops(0)
			erased := map[mlirc.Op]bool{}
			for i, op := range body {
				if erased[op] {
					continue
				}
				c, ok := MatchContraction(op)
				if !ok || !opts.Emulate && !c.WorthTiling() {
					continue
				}
				var fill mlirc.Op
				var init mlirc.Value
				if i > 0 {
					if v, ok := fillValue(body[i-1], op.Operand(2)); ok {
						fill, init = body[i-1], v
					}
				}
				name := fmt.Sprintf("__mgx_gemm_%d", n)
				// The function and a call of it parse as one module (the
				// call's symbol is checked at parse time); the call then
				// moves into place and takes the real operands.
				types := []string{c.types[0], c.types[1], c.types[2]}
				if !fill.IsNull() {
					types = append(types, "f32")
				}
				names := []string{"%a", "%b", "%c", "%i"}[:len(types)]
				epi, _ := matchEpilogue(body, i, op.Operand(2))
				var epiArgs []mlirc.Value
				if epi != nil {
					_, etypes, eargs := epi.params()
					for j := range etypes {
						names = append(names, fmt.Sprintf("%%e%d", j))
					}
					types, epiArgs = append(types, etypes...), eargs
				}
				params := make([]string, len(types))
				for i := range types {
					params[i] = names[i] + ": " + types[i]
				}
				tile := c.PickTile(opts.Processors)
				if opts.Tile != nil {
					tile = *opts.Tile
				}
				kernel, err := opts.kernel(name, c, tile, !fill.IsNull(), epi)
				if err != nil {
					return err
				}
				text := "module {\n" + kernel +
					fmt.Sprintf("func.func private @__mgx_caller(%s) {\n  func.call @%s(%s) : (%s) -> ()\n  return\n}\n}\n",
						strings.Join(params, ", "), name, strings.Join(names, ", "), strings.Join(types, ", "))
				tmp, err := b.Parse(text)
				if err != nil {
					return fmt.Errorf("gemm kernel %s: %w", name, err)
				}
				parts := tmp.Ops(0)
				parts[0].MoveInto(root)
				callOp := parts[1].Ops(0)[0]
				args := []mlirc.Value{op.Operand(0), op.Operand(1), op.Operand(2)}
				if !fill.IsNull() {
					args = append(args, init)
				}
				at := op
				if epi != nil {
					at = epi.op // after the definitions of its operands
				}
				callOp.InsertBefore(at)
				callOp.SetOperands(append(args, epiArgs...)...)
				tmp.Erase()
				op.Erase()
				if !fill.IsNull() {
					fill.Erase()
				}
				if epi != nil {
					// The generic, then the reshapes it read through
					// (nothing else reads them), innermost last.
					epi.op.Erase()
					erased[epi.op] = true
					for j := len(epi.views) - 1; j >= 0; j-- {
						epi.views[j].Erase()
						erased[epi.views[j]] = true
					}
				}
				n++
			}
		}
		return nil
	})
	return n, err
}

// guardedLoad emits the staging load of contraction c's operand (0: A,
// 1: B) at the global K index gk: one element, or with quad 4 consecutive
// ones (one 16-byte load), zero outside K or where a condition of extra
// ("" for none) is false. indices gives the operand's indices from the k
// loops' values, which are computed inside the guard. It returns the
// loaded value.
func (k *kernelText) guardedLoad(c Contraction, operand int, gk string, quad bool, extra []string, indices func(kIdx map[int]string) string) string {
	ok := k.inBounds([][2]string{{gk, k.c(c.K())}})
	for _, e := range extra {
		if e != "" {
			ok = k.op("arith.andi %s, %s : i1", ok, e)
		}
	}
	opnd := []string{"%A", "%B"}[operand]
	k.next++
	v := fmt.Sprintf("%%ld%d", k.next)
	ty, zero := "f32", "%zf"
	if quad {
		ty, zero = "vector<4xf32>", "%zv"
	}
	k.line("%s = scf.if %s -> (%s) {", v, ok, ty)
	kIdx := map[int]string{}
	k.splitLoops(c, gk, c.kDims, kIdx)
	in := indices(kIdx)
	var w string
	if quad {
		w = k.op("vector.load %s[%s] {alignment = 16} : %s, vector<4xf32>", opnd, in, c.types[operand])
	} else {
		w = k.op("memref.load %s[%s] : %s", opnd, in, c.types[operand])
	}
	k.line("  scf.yield %s : %s", w, ty)
	k.line("} else {")
	k.line("  scf.yield %s : %s", zero, ty)
	k.line("}")
	return v
}

// writeKernelHead writes the start of a contraction kernel's private
// function: its parameters (A, B, C, the fill value with fill, the
// epilogue's operands) and the launch sizes %gx, %gy, %gz (grid) and %nt
// (threads per block).
func writeKernelHead(b *strings.Builder, name string, c Contraction, fill bool, epi *epilogue, gx, gy, nt int64) {
	args := fmt.Sprintf("%%A: %s, %%B: %s, %%C: %s", c.types[0], c.types[1], c.types[2])
	if fill {
		args += ", %init: f32"
	}
	args += epi.paramDecls()
	fmt.Fprintf(b, "func.func private @%s(%s) {\n", name, args)
	fmt.Fprintf(b, "  %%one = arith.constant 1 : index\n")
	fmt.Fprintf(b, "  %%gx = arith.constant %d : index\n", gx)
	fmt.Fprintf(b, "  %%gy = arith.constant %d : index\n", gy)
	fmt.Fprintf(b, "  %%gz = arith.constant %d : index\n", c.BatchSize())
	fmt.Fprintf(b, "  %%nt = arith.constant %d : index\n", nt)
}

// writeBody writes the launch body: the zero constants %zf and %zv, k's
// constants, then its instructions.
func (k *kernelText) writeBody(b *strings.Builder) {
	b.WriteString("      %zf = arith.constant 0.0 : f32\n")
	b.WriteString("      %zv = arith.constant dense<0.0> : vector<4xf32>\n")
	for _, l := range k.order {
		b.WriteString("      " + l + "\n")
	}
	b.WriteString(k.body.String())
}

// kernelText accumulates the text of one launch body: constants (emitted
// once, first) and instructions, with fresh SSA names.
type kernelText struct {
	consts map[string]string
	order  []string
	body   strings.Builder
	next   int
}

// c names the index constant v.
func (k *kernelText) c(v int64) string {
	key := fmt.Sprint(v)
	if n, ok := k.consts[key]; ok {
		return n
	}
	n := "%c" + strings.ReplaceAll(key, "-", "m")
	k.consts[key] = n
	k.order = append(k.order, fmt.Sprintf("%s = arith.constant %d : index", n, v))
	return n
}

// ci32 names the i32 constant v.
func (k *kernelText) ci32(v int64) string {
	key := fmt.Sprintf("%d:i32", v)
	if n, ok := k.consts[key]; ok {
		return n
	}
	n := "%ci" + strings.ReplaceAll(fmt.Sprint(v), "-", "m")
	k.consts[key] = n
	k.order = append(k.order, fmt.Sprintf("%s = arith.constant %d : i32", n, v))
	return n
}

// op emits one instruction whose result is a fresh value, returned.
func (k *kernelText) op(format string, args ...any) string {
	k.next++
	v := fmt.Sprintf("%%v%d", k.next)
	fmt.Fprintf(&k.body, "      %s = %s\n", v, fmt.Sprintf(format, args...))
	return v
}

// linear emits the index value of expression e over the loop values val
// gives (val(d) for each loop d e uses).
func (k *kernelText) linear(e mlirc.Linear, val func(d int) string) string {
	v := ""
	for d, coef := range e.Coef {
		if coef == 0 {
			continue
		}
		term := val(d)
		if coef != 1 {
			term = k.op("arith.muli %s, %s : index", term, k.c(coef))
		}
		if v == "" {
			v = term
		} else {
			v = k.op("arith.addi %s, %s : index", v, term)
		}
	}
	switch {
	case v == "":
		v = k.c(e.Const)
	case e.Const != 0:
		v = k.op("arith.addi %s, %s : index", v, k.c(e.Const))
	}
	return v
}

// split emits the decomposition of the linear index x of a row-major
// space of the given extents into its indices, outermost first.
func (k *kernelText) split(x string, extents []int64) []string {
	out := make([]string, len(extents))
	stride := int64(1)
	for j := len(extents) - 1; j >= 0; j-- {
		q := x
		if stride != 1 {
			q = k.op("arith.divui %s, %s : index", x, k.c(stride))
		}
		if j > 0 {
			q = k.op("arith.remui %s, %s : index", q, k.c(extents[j]))
		}
		out[j] = q
		stride *= extents[j]
	}
	return out
}

// line emits text as is.
func (k *kernelText) line(format string, args ...any) {
	fmt.Fprintf(&k.body, "      "+format+"\n", args...)
}

// gemmKernel writes the private function computing contraction c with
// tiling t. With fill, the function takes the output's fill value as a
// fourth argument and overwrites the output; without, it adds to it.
//
// With emulate, the kernel is written for the CPU instead: the blocks are
// scf.for loops, shared memory is a stack buffer, barriers vanish. That
// is exact only for a tiling of one thread per block, which is all it
// accepts; tests use it to check the index arithmetic (staging, loop
// groups, tails) against the host path on real data.
func gemmKernel(name string, c Contraction, t GEMMTile, fill bool, epi *epilogue, emulate bool) (string, error) {
	k := &kernelText{consts: map[string]string{}}
	M, N, K := c.M(), c.N(), c.K()
	nt := t.Threads()
	if emulate && nt != 1 {
		return "", fmt.Errorf("gemm kernel %s: emulating tiling %s on the CPU needs one thread per block", name, t)
	}
	rt, ct := t.BM/t.TM, t.BN/t.TN // threads along rows and columns
	wg := func(rows, cols int64) string {
		if emulate {
			return fmt.Sprintf("memref<%dx%dxf32>", rows, cols)
		}
		return fmt.Sprintf("memref<%dx%dxf32, #gpu.address_space<workgroup>>", rows, cols)
	}
	barrier := func() {
		if !emulate {
			k.line("gpu.barrier")
		}
	}
	vec4 := "vector<4xf32>"

	// split decomposes the linear index x of a group of loops (row-major,
	// outermost first) into the loops' indices, added to vals.
	split := func(x string, dims []int, vals map[int]string) { k.splitLoops(c, x, dims, vals) }
	// Block and thread coordinates.
	m0 := k.op("arith.muli %%by, %s : index", k.c(t.BM))
	n0 := k.op("arith.muli %%bx, %s : index", k.c(t.BN))
	trow := k.op("arith.divui %%tx, %s : index", k.c(ct))
	tcol := k.op("arith.remui %%tx, %s : index", k.c(ct))
	idx := map[int]string{}
	split("%bz", c.batch, idx)
	// indices writes operand's index list from loop values: each
	// dimension's linear expression.
	indexList := func(operand int, vals map[int]string) []string { return k.indexList(c, operand, vals) }
	indices := func(operand int, vals map[int]string) string { return strings.Join(indexList(operand, vals), ", ") }
	with := func(extra ...map[int]string) map[int]string {
		v := map[int]string{}
		for d, s := range idx {
			v[d] = s
		}
		for _, x := range extra {
			for d, s := range x {
				v[d] = s
			}
		}
		return v
	}
	inBounds := k.inBounds

	rowOff := k.op("arith.muli %s, %s : index", trow, k.c(4))
	colOff := k.op("arith.muli %s, %s : index", tcol, k.c(4))

	// Stage the A slice (BM×BK, stored k-major as As[kk][mm]) and the B
	// slice (BK×BN, Bs[kk][nn]). Element e of a thread is tile element
	// e·threads + tid, counted along the operand's contiguous dimension,
	// so each load instruction of a warp reads consecutive addresses. A
	// thread's slots are fixed, and so are their rows (columns of B) and
	// the loop indices those decompose into; slice by slice only k moves.
	// The next slice is loaded into registers before the current one is
	// multiplied (its latency hides behind the FMAs) and stored after.
	//
	// Where the operand allows, a thread's unit is 4 consecutive elements
	// of its contiguous dimension, one 16-byte load (quadK: along K, as
	// a row-major A; quadRows: along the rows, as a row-major B): a
	// quarter of the load instructions, and along K the 4 values go to 4
	// shared rows, so the lanes of a warp store to consecutive words.
	type slot struct {
		kk, rr string
		live   string         // "" when every thread has the slot
		rowOK  string         // "" when the row is always inside
		rowIdx map[int]string // the row's m (or n) loop indices
	}
	type stager struct {
		operand int
		tileDim int64
		buf     string
		mode    stageMode
		slots   []slot
	}
	quad := func(s *stager) bool { return s.mode == quadK || s.mode == quadRows }
	newStager := func(operand int, tileDim int64, rowDims []int, rowBase string, limit int64, buf string) *stager {
		s := &stager{operand: operand, tileDim: tileDim, buf: buf, mode: scalarRows}
		switch {
		case c.fastK(operand) && t.BK%4 == 0 && c.quadLoop(operand, c.kDims[len(c.kDims)-1]):
			// With several k loops (a convolution's window and channels)
			// a quad starts at a multiple of 4 of the innermost one, whose
			// extent is a multiple of 4: it never straddles a window step.
			s.mode = quadK
		case c.fastK(operand):
			s.mode = scalarK
		case len(rowDims) == 1 && tileDim%4 == 0 && c.quadLoop(operand, rowDims[0]):
			s.mode = quadRows
		}
		units := tileDim * t.BK
		if s.mode == quadK || s.mode == quadRows {
			units /= 4
		}
		for e := range ceilDiv(units, nt) {
			l := k.op("arith.addi %%tx, %s : index", k.c(e*nt))
			var sl slot
			switch s.mode {
			case scalarK:
				sl.rr = k.op("arith.divui %s, %s : index", l, k.c(t.BK))
				sl.kk = k.op("arith.remui %s, %s : index", l, k.c(t.BK))
			case scalarRows:
				sl.kk = k.op("arith.divui %s, %s : index", l, k.c(tileDim))
				sl.rr = k.op("arith.remui %s, %s : index", l, k.c(tileDim))
			case quadK:
				sl.rr = k.op("arith.divui %s, %s : index", l, k.c(t.BK/4))
				q := k.op("arith.remui %s, %s : index", l, k.c(t.BK/4))
				sl.kk = k.op("arith.muli %s, %s : index", q, k.c(4))
			case quadRows:
				sl.kk = k.op("arith.divui %s, %s : index", l, k.c(tileDim/4))
				q := k.op("arith.remui %s, %s : index", l, k.c(tileDim/4))
				sl.rr = k.op("arith.muli %s, %s : index", q, k.c(4))
			}
			if (e+1)*nt > units { // the last round has idle threads
				sl.live = k.op("arith.cmpi ult, %s, %s : index", l, k.c(units))
			}
			gr := k.op("arith.addi %s, %s : index", rowBase, sl.rr)
			if limit%tileDim != 0 {
				sl.rowOK = inBounds([][2]string{{gr, k.c(limit)}})
			}
			sl.rowIdx = map[int]string{}
			split(gr, rowDims, sl.rowIdx)
			s.slots = append(s.slots, sl)
		}
		return s
	}
	// load reads the thread's elements of the slice starting at kBase
	// (zero outside the operand).
	load := func(s *stager, kBase string) []string {
		var vals []string
		for _, sl := range s.slots {
			gk := k.op("arith.addi %s, %s : index", kBase, sl.kk)
			vals = append(vals, k.guardedLoad(c, s.operand, gk, quad(s), []string{sl.rowOK, sl.live}, func(kIdx map[int]string) string {
				return indices(s.operand, with(sl.rowIdx, kIdx))
			}))
		}
		return vals
	}
	store := func(s *stager, vals []string) {
		for i, sl := range s.slots {
			if sl.live != "" {
				k.line("scf.if %s {", sl.live)
			}
			switch s.mode {
			case quadK:
				for j := range int64(4) {
					x := k.op("vector.extract %s[%d] : f32 from %s", vals[i], j, vec4)
					kj := k.op("arith.addi %s, %s : index", sl.kk, k.c(j))
					k.line("memref.store %s, %s[%s, %s] : %s", x, s.buf, kj, sl.rr, wg(t.BK, s.tileDim))
				}
			case quadRows:
				k.line("vector.store %s, %s[%s, %s] : %s, %s", vals[i], s.buf, sl.kk, sl.rr, wg(t.BK, s.tileDim), vec4)
			default:
				k.line("memref.store %s, %s[%s, %s] : %s", vals[i], s.buf, sl.kk, sl.rr, wg(t.BK, s.tileDim))
			}
			if sl.live != "" {
				k.line("}")
			}
		}
	}
	sa := newStager(0, t.BM, c.mDims, m0, M, "%As")
	sb := newStager(1, t.BN, c.nDims, n0, N, "%Bs")
	first := append(load(sa, k.c(0)), load(sb, k.c(0))...)

	// The K loop: accumulators and the prefetched slice as iter_args.
	zero := k.op("arith.constant dense<0.0> : %s", vec4)
	start := zero
	if fill {
		start = k.op("vector.broadcast %%init : f32 to %s", vec4)
	}
	nacc := t.TM * (t.TN / 4)
	accIn := make([]string, nacc)
	var iters, types []string
	for i := range accIn {
		accIn[i] = fmt.Sprintf("%%acc%d", i)
		iters = append(iters, fmt.Sprintf("%s = %s", accIn[i], start))
		types = append(types, vec4)
	}
	pre := make([]string, len(first))
	for i, v := range first {
		pre[i] = fmt.Sprintf("%%pre%d", i)
		iters = append(iters, fmt.Sprintf("%s = %s", pre[i], v))
		ty := "f32"
		if i < len(sa.slots) && quad(sa) || i >= len(sa.slots) && quad(sb) {
			ty = vec4
		}
		types = append(types, ty)
	}
	k.next++
	loop := fmt.Sprintf("%%loop%d", k.next)
	k.line("%s:%d = scf.for %%k0 = %s to %s step %s iter_args(%s) -> (%s) {", loop, len(types), k.c(0), k.c(ceilDiv(K, t.BK)*t.BK), k.c(t.BK),
		strings.Join(iters, ", "), strings.Join(types, ", "))
	store(sa, pre[:len(sa.slots)])
	store(sb, pre[len(sa.slots):])
	barrier()
	kn := k.op("arith.addi %%k0, %s : index", k.c(t.BK))
	next := append(load(sa, kn), load(sb, kn)...)

	// Multiply the slices into the register tile.
	acc := append([]string(nil), accIn...)
	for kk := range t.BK {
		var af, bf []string
		for g := range t.TM / 4 {
			r := k.op("arith.addi %s, %s : index", rowOff, k.c(g*rt*4))
			af = append(af, k.op("vector.load %%As[%s, %s] : %s, %s", k.c(kk), r, wg(t.BK, t.BM), vec4))
		}
		for g := range t.TN / 4 {
			cc := k.op("arith.addi %s, %s : index", colOff, k.c(g*ct*4))
			bf = append(bf, k.op("vector.load %%Bs[%s, %s] : %s, %s", k.c(kk), cc, wg(t.BK, t.BN), vec4))
		}
		for i := range t.TM {
			a := k.op("vector.extract %s[%d] : f32 from %s", af[i/4], i%4, vec4)
			ab := k.op("vector.broadcast %s : f32 to %s", a, vec4)
			for g := range t.TN / 4 {
				j := i*(t.TN/4) + g
				acc[j] = k.op("vector.fma %s, %s, %s : %s", ab, bf[g], acc[j], vec4)
			}
		}
	}
	barrier()
	k.line("scf.yield %s : %s", strings.Join(append(acc, next...), ", "), strings.Join(types, ", "))
	k.line("}")

	// Write the register tile. Full tiles of a single column loop that is
	// C's contiguous dimension store 4-wide, 16-byte aligned: the output
	// has the identity layout (planned buffers are 256-byte aligned) and N
	// is a multiple of BN, hence of 4.
	lastC := c.maps[2][len(c.maps[2])-1]
	full := M%t.BM == 0 && N%t.BN == 0 && len(c.nDims) == 1 && lastC.Coef[c.nDims[0]] == 1 &&
		!strings.Contains(c.types[2], "strided") && (epi == nil || epi.vec(4))
	ew := newEpilogueWriter(epi, k, c)
	for i := range t.TM {
		row := k.op("arith.addi %s, %s : index", m0, rowOff)
		row = k.op("arith.addi %s, %s : index", row, k.c((i/4)*rt*4+i%4))
		rowIdx := map[int]string{}
		split(row, c.mDims, rowIdx)
		for g := range t.TN / 4 {
			v := fmt.Sprintf("%s#%d", loop, i*(t.TN/4)+g)
			col0 := k.op("arith.addi %s, %s : index", n0, colOff)
			col0 = k.op("arith.addi %s, %s : index", col0, k.c(g*ct*4))
			if full {
				cols := with(rowIdx, map[int]string{c.nDims[0]: col0})
				if ew != nil {
					if !fill {
						old := k.op("vector.load %%C[%s] {alignment = 16} : %s, %s", indices(2, cols), c.types[2], vec4)
						v = k.op("arith.addf %s, %s : %s", v, old, vec4)
					}
					ew.storeVec(v, 4, indexList(2, cols))
					continue
				}
				in := indices(2, cols)
				if !fill {
					old := k.op("vector.load %%C[%s] {alignment = 16} : %s, %s", in, c.types[2], vec4)
					v = k.op("arith.addf %s, %s : %s", v, old, vec4)
				}
				k.line("vector.store %s, %%C[%s] {alignment = 16} : %s, %s", v, in, c.types[2], vec4)
				continue
			}
			for j := range int64(4) {
				col := k.op("arith.addi %s, %s : index", col0, k.c(j))
				x := k.op("vector.extract %s[%d] : f32 from %s", v, j, vec4)
				ok := inBounds([][2]string{{row, k.c(M)}, {col, k.c(N)}})
				k.line("scf.if %s {", ok)
				colIdx := map[int]string{}
				split(col, c.nDims, colIdx)
				in := indices(2, with(rowIdx, colIdx))
				if !fill {
					old := k.op("memref.load %%C[%s] : %s", in, c.types[2])
					x = k.op("arith.addf %s, %s : f32", x, old)
				}
				if ew != nil {
					ew.store(x, indexList(2, with(rowIdx, colIdx)))
				} else {
					k.line("  memref.store %s, %%C[%s] : %s", x, in, c.types[2])
				}
				k.line("}")
			}
		}
	}
	if !emulate {
		k.line("gpu.terminator")
	}

	var b strings.Builder
	writeKernelHead(&b, name, c, fill, epi, ceilDiv(N, t.BN), ceilDiv(M, t.BM), nt)
	if emulate {
		b.WriteString("  %zero = arith.constant 0 : index\n")
		b.WriteString("  scf.for %bz = %zero to %gz step %one {\n  scf.for %by = %zero to %gy step %one {\n  scf.for %bx = %zero to %gx step %one {\n")
		b.WriteString("      %tx = arith.constant 0 : index\n")
		fmt.Fprintf(&b, "      %%As = memref.alloca() : %s\n      %%Bs = memref.alloca() : %s\n", wg(t.BK, t.BM), wg(t.BK, t.BN))
	} else {
		fmt.Fprintf(&b, "  gpu.launch blocks(%%bx, %%by, %%bz) in (%%sbx = %%gx, %%sby = %%gy, %%sbz = %%gz) threads(%%tx, %%ty, %%tz) in (%%stx = %%nt, %%sty = %%one, %%stz = %%one) workgroup(%%As : %s, %%Bs : %s) {\n",
			wg(t.BK, t.BM), wg(t.BK, t.BN))
	}
	k.writeBody(&b)
	if emulate {
		b.WriteString("  }\n  }\n")
	}
	b.WriteString("  }\n  return\n}\n")
	return b.String(), nil
}

// ci64 names the i64 constant v.
func (k *kernelText) ci64(v int64) string {
	key := fmt.Sprintf("%d:i64", v)
	if n, ok := k.consts[key]; ok {
		return n
	}
	n := "%cl" + strings.ReplaceAll(fmt.Sprint(v), "-", "m")
	k.consts[key] = n
	k.order = append(k.order, fmt.Sprintf("%s = arith.constant %d : i64", n, v))
	return n
}
