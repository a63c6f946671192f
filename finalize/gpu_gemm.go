package finalize

import (
	"fmt"
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
// gemmTile.String does not show.
const gemmKernelVersion = "gemm/1"

// gemmTile is one tiling of the contraction kernel: the block's output
// tile BM×BN, the K slice BK and each thread's register tile TM×TN (TM
// and TN multiples of 4). PerSM and Speed are the default choice's model
// of it: how many of its blocks one multiprocessor runs at once (bounded
// by registers) and its throughput relative to the largest tile when the
// device is full (fewer FMAs per shared-memory load as tiles shrink).
type gemmTile struct {
	BM, BN, BK, TM, TN int64
	PerSM              int64
	Speed              float64
}

func (g gemmTile) threads() int64 { return (g.BM / g.TM) * (g.BN / g.TN) }

// String names the tiling.
func (g gemmTile) String() string {
	return fmt.Sprintf("%dx%dx%d/%dx%d", g.BM, g.BN, g.BK, g.TM, g.TN)
}

// gemmTiles are the tilings the default schedule picks from, largest
// first. PerSM and Speed are estimates (H100 measurements of the first:
// 2 blocks per SM at 128 registers a thread), not tuned values; the
// tuner measures instead.
func gemmTiles() []gemmTile {
	return []gemmTile{
		{BM: 128, BN: 128, BK: 8, TM: 8, TN: 8, PerSM: 2, Speed: 1},
		{BM: 128, BN: 64, BK: 8, TM: 8, TN: 4, PerSM: 3, Speed: 0.85},
		{BM: 64, BN: 64, BK: 8, TM: 4, TN: 4, PerSM: 4, Speed: 0.6},
		{BM: 32, BN: 32, BK: 8, TM: 4, TN: 4, PerSM: 8, Speed: 0.35},
	}
}

// defaultProcessors stands in for a target row that gives no
// multiprocessor count.
const defaultProcessors = 100

// contraction is a linalg.generic recognized as a matrix product: the
// loop playing each role, the loops' trip counts and, per operand (A, B,
// C), the loop indexing each of its dimensions.
type contraction struct {
	m, n, k int
	batch   []int
	ranges  []int64
	maps    [3][]int
	types   [3]string
}

// batchSize is the product of the batch loops' trip counts.
func (c contraction) batchSize() int64 {
	p := int64(1)
	for _, d := range c.batch {
		p *= c.ranges[d]
	}
	return p
}

// pickTile picks the tiling with the best modelled throughput on a
// device of the given multiprocessor count: its speed, times the share of
// its last wave of blocks that is busy, times the share of its tiles'
// elements inside the output.
func (c contraction) pickTile(processors int) gemmTile {
	if processors <= 0 {
		processors = defaultProcessors
	}
	M, N := c.ranges[c.m], c.ranges[c.n]
	var best gemmTile
	bestScore := -1.0
	for _, t := range gemmTiles() {
		tm, tn := ceilDiv(M, t.BM), ceilDiv(N, t.BN)
		blocks := tm * tn * c.batchSize()
		slots := int64(processors) * t.PerSM
		busy := float64(blocks) / float64(ceilDiv(blocks, slots)*slots)
		inside := float64(M*N) / float64(tm*t.BM*tn*t.BN)
		if score := t.Speed * busy * inside; score > bestScore {
			best, bestScore = t, score
		}
	}
	return best
}

// matchContraction reports whether op is a contraction the GEMM kernel
// computes: float32 operands of static shape, one reduction loop k, C
// indexed by the batch loops then m then n (in its last two dimensions),
// A by m and k (not n), B by k and n (not m), and the body
// C += A·B. Anything else keeps the default schedule.
func matchContraction(op mlirc.Op) (contraction, bool) {
	if op.Name() != "linalg.generic" || op.NumOperands() != 3 || op.NumResults() != 0 {
		return contraction{}, false
	}
	l, err := loopsOf(op)
	if err != nil {
		return contraction{}, false
	}
	c := contraction{ranges: l.ranges, k: -1}
	for d, p := range l.parallel {
		if !p {
			if c.k >= 0 {
				return contraction{}, false
			}
			c.k = d
		}
		if l.ranges[d] <= 0 {
			return contraction{}, false
		}
	}
	if c.k < 0 {
		return contraction{}, false
	}
	maps, _ := op.Attr("indexing_maps").Elems()
	for i := range 3 {
		_, res, ok := maps[i].AffineDims()
		if !ok {
			return contraction{}, false
		}
		for _, d := range res {
			if d < 0 {
				return contraction{}, false // a constant or compound index
			}
		}
		t := op.Operand(i).Type()
		if shape, ok := t.Shape(); !ok || len(shape) != len(res) || t.ElemBits() != 32 || !strings.HasSuffix(t.String(), "xf32>") {
			return contraction{}, false
		}
		c.maps[i], c.types[i] = res, t.String()
	}
	a, b, out := c.maps[0], c.maps[1], c.maps[2]
	if len(out) < 2 || contains(out, c.k) || !contains(a, c.k) || !contains(b, c.k) {
		return contraction{}, false
	}
	c.m, c.n = out[len(out)-2], out[len(out)-1]
	if !contains(a, c.m) || contains(a, c.n) || !contains(b, c.n) || contains(b, c.m) {
		return contraction{}, false
	}
	for d, p := range l.parallel {
		if p && d != c.m && d != c.n {
			if !contains(out, d) {
				return contraction{}, false
			}
			c.batch = append(c.batch, d)
		}
	}
	if c.batchSize() > maxGridYZ || len(out) != len(c.batch)+2 {
		return contraction{}, false
	}
	if !isMulAddBody(op) {
		return contraction{}, false
	}
	return c, true
}

func contains(s []int, x int) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
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
// (dest) with a scalar, and that scalar.
func fillValue(op mlirc.Op, dest mlirc.Value) (mlirc.Value, bool) {
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

// replaceContractions replaces every contraction of m's functions by a
// call of a private function holding its GEMM launch, tiled for target t
// (inlined afterwards by the caller's "inline" pass). It returns how many
// it replaced.
func replaceContractions(m *mlirc.Module, t target.Target) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		for _, fn := range root.Ops(0) {
			if fn.Name() != "func.func" {
				continue
			}
			body := fn.Ops(0)
			for i, op := range body {
				c, ok := matchContraction(op)
				if !ok {
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
				params := make([]string, len(types))
				for i := range types {
					params[i] = names[i] + ": " + types[i]
				}
				text := "module {\n" + gemmKernel(name, c, c.pickTile(t.Processors), !fill.IsNull()) +
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
				callOp.InsertBefore(op)
				callOp.SetOperands(args...)
				tmp.Erase()
				op.Erase()
				if !fill.IsNull() {
					fill.Erase()
				}
				n++
			}
		}
		return nil
	})
	return n, err
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

// op emits one instruction whose result is a fresh value, returned.
func (k *kernelText) op(format string, args ...any) string {
	k.next++
	v := fmt.Sprintf("%%v%d", k.next)
	fmt.Fprintf(&k.body, "      %s = %s\n", v, fmt.Sprintf(format, args...))
	return v
}

// line emits text as is.
func (k *kernelText) line(format string, args ...any) {
	fmt.Fprintf(&k.body, "      "+format+"\n", args...)
}

// gemmKernel writes the private function computing contraction c with
// tiling t. With fill, the function takes the output's fill value as a
// fourth argument and overwrites the output; without, it adds to it.
func gemmKernel(name string, c contraction, t gemmTile, fill bool) string {
	k := &kernelText{consts: map[string]string{}}
	M, N, K := c.ranges[c.m], c.ranges[c.n], c.ranges[c.k]
	nt := t.threads()
	rt, ct := t.BM/t.TM, t.BN/t.TN // threads along rows and columns
	wg := func(rows, cols int64) string {
		return fmt.Sprintf("memref<%dx%dxf32, #gpu.address_space<workgroup>>", rows, cols)
	}
	vec4 := "vector<4xf32>"

	// Block and thread coordinates.
	m0 := k.op("arith.muli %%by, %s : index", k.c(t.BM))
	n0 := k.op("arith.muli %%bx, %s : index", k.c(t.BN))
	trow := k.op("arith.divui %%tx, %s : index", k.c(ct))
	tcol := k.op("arith.remui %%tx, %s : index", k.c(ct))
	idx := map[int]string{}
	stride := int64(1)
	for j := len(c.batch) - 1; j >= 0; j-- {
		d := c.batch[j]
		q := k.op("arith.divui %%bz, %s : index", k.c(stride))
		idx[d] = k.op("arith.remui %s, %s : index", q, k.c(c.ranges[d]))
		stride *= c.ranges[d]
	}
	indices := func(operand int, vals map[int]string) string {
		var s []string
		for _, d := range c.maps[operand] {
			s = append(s, vals[d])
		}
		return strings.Join(s, ", ")
	}
	with := func(extra map[int]string) map[int]string {
		v := map[int]string{}
		for d, s := range idx {
			v[d] = s
		}
		for d, s := range extra {
			v[d] = s
		}
		return v
	}
	inBounds := func(checks [][2]string) string {
		cond := ""
		for _, ch := range checks {
			lt := k.op("arith.cmpi ult, %s, %s : index", ch[0], ch[1])
			if cond == "" {
				cond = lt
			} else {
				cond = k.op("arith.andi %s, %s : i1", cond, lt)
			}
		}
		return cond
	}

	rowOff := k.op("arith.muli %s, %s : index", trow, k.c(4))
	colOff := k.op("arith.muli %s, %s : index", tcol, k.c(4))

	// Stage the A slice (BM×BK, stored k-major as As[kk][mm]) and the B
	// slice (BK×BN, Bs[kk][nn]). Element e of a thread is tile element
	// e·threads + tid, counted along the operand's contiguous dimension,
	// so each load instruction of a warp reads consecutive addresses. A
	// thread's slots are fixed; slice by slice only k moves. The next
	// slice is loaded into registers before the current one is multiplied
	// (its latency hides behind the FMAs) and stored after.
	type slot struct{ kk, rr, live string } // live: "" when every thread has the slot
	type stager struct {
		operand, rowDim int
		tileDim, limit  int64
		rowBase, buf    string
		slots           []slot
	}
	newStager := func(operand int, tileDim int64, rowDim int, rowBase string, limit int64, buf string) *stager {
		s := &stager{operand: operand, rowDim: rowDim, tileDim: tileDim, limit: limit, rowBase: rowBase, buf: buf}
		last := c.maps[operand][len(c.maps[operand])-1]
		for e := range ceilDiv(tileDim*t.BK, nt) {
			l := k.op("arith.addi %%tx, %s : index", k.c(e*nt))
			var sl slot
			if last == c.k {
				sl.rr = k.op("arith.divui %s, %s : index", l, k.c(t.BK))
				sl.kk = k.op("arith.remui %s, %s : index", l, k.c(t.BK))
			} else {
				sl.kk = k.op("arith.divui %s, %s : index", l, k.c(tileDim))
				sl.rr = k.op("arith.remui %s, %s : index", l, k.c(tileDim))
			}
			if (e+1)*nt > tileDim*t.BK { // the last round has idle threads
				sl.live = k.op("arith.cmpi ult, %s, %s : index", l, k.c(tileDim*t.BK))
			}
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
			gr := k.op("arith.addi %s, %s : index", s.rowBase, sl.rr)
			checks := [][2]string{{gk, k.c(K)}}
			if s.limit%s.tileDim != 0 {
				checks = append(checks, [2]string{gr, k.c(s.limit)})
			}
			ok := inBounds(checks)
			if sl.live != "" {
				ok = k.op("arith.andi %s, %s : i1", ok, sl.live)
			}
			in := indices(s.operand, with(map[int]string{c.k: gk, s.rowDim: gr}))
			opnd := []string{"%A", "%B"}[s.operand]
			k.next++
			v := fmt.Sprintf("%%ld%d", k.next)
			k.line("%s = scf.if %s -> (f32) {", v, ok)
			w := k.op("memref.load %s[%s] : %s", opnd, in, c.types[s.operand])
			k.line("  scf.yield %s : f32", w)
			k.line("} else {")
			k.line("  scf.yield %%zf : f32")
			k.line("}")
			vals = append(vals, v)
		}
		return vals
	}
	store := func(s *stager, vals []string) {
		for i, sl := range s.slots {
			st := fmt.Sprintf("memref.store %s, %s[%s, %s] : %s", vals[i], s.buf, sl.kk, sl.rr, wg(t.BK, s.tileDim))
			if sl.live != "" {
				k.line("scf.if %s {", sl.live)
				k.line("  %s", st)
				k.line("}")
			} else {
				k.line("%s", st)
			}
		}
	}
	sa := newStager(0, t.BM, c.m, m0, M, "%As")
	sb := newStager(1, t.BN, c.n, n0, N, "%Bs")
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
		types = append(types, "f32")
	}
	k.next++
	loop := fmt.Sprintf("%%loop%d", k.next)
	k.line("%s:%d = scf.for %%k0 = %s to %s step %s iter_args(%s) -> (%s) {", loop, len(types), k.c(0), k.c(ceilDiv(K, t.BK)*t.BK), k.c(t.BK),
		strings.Join(iters, ", "), strings.Join(types, ", "))
	store(sa, pre[:len(sa.slots)])
	store(sb, pre[len(sa.slots):])
	k.line("gpu.barrier")
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
	k.line("gpu.barrier")
	k.line("scf.yield %s : %s", strings.Join(append(acc, next...), ", "), strings.Join(types, ", "))
	k.line("}")

	// Write the register tile.
	// Full tiles store 4-wide, 16-byte aligned: the output has the
	// identity layout (planned buffers are 256-byte aligned) and N is a
	// multiple of BN, hence of 4.
	full := M%t.BM == 0 && N%t.BN == 0 && c.maps[2][len(c.maps[2])-1] == c.n && !strings.Contains(c.types[2], "strided")
	for i := range t.TM {
		row := k.op("arith.addi %s, %s : index", m0, rowOff)
		row = k.op("arith.addi %s, %s : index", row, k.c((i/4)*rt*4+i%4))
		for g := range t.TN / 4 {
			v := fmt.Sprintf("%s#%d", loop, i*(t.TN/4)+g)
			col0 := k.op("arith.addi %s, %s : index", n0, colOff)
			col0 = k.op("arith.addi %s, %s : index", col0, k.c(g*ct*4))
			if full {
				in := indices(2, with(map[int]string{c.m: row, c.n: col0}))
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
				in := indices(2, with(map[int]string{c.m: row, c.n: col}))
				ok := inBounds([][2]string{{row, k.c(M)}, {col, k.c(N)}})
				k.line("scf.if %s {", ok)
				if !fill {
					old := k.op("memref.load %%C[%s] : %s", in, c.types[2])
					x = k.op("arith.addf %s, %s : f32", x, old)
				}
				k.line("  memref.store %s, %%C[%s] : %s", x, in, c.types[2])
				k.line("}")
			}
		}
	}
	k.line("gpu.terminator")

	var b strings.Builder
	args := fmt.Sprintf("%%A: %s, %%B: %s, %%C: %s", c.types[0], c.types[1], c.types[2])
	if fill {
		args += ", %init: f32"
	}
	fmt.Fprintf(&b, "func.func private @%s(%s) {\n", name, args)
	fmt.Fprintf(&b, "  %%one = arith.constant 1 : index\n")
	fmt.Fprintf(&b, "  %%gx = arith.constant %d : index\n", ceilDiv(N, t.BN))
	fmt.Fprintf(&b, "  %%gy = arith.constant %d : index\n", ceilDiv(M, t.BM))
	fmt.Fprintf(&b, "  %%gz = arith.constant %d : index\n", c.batchSize())
	fmt.Fprintf(&b, "  %%nt = arith.constant %d : index\n", nt)
	fmt.Fprintf(&b, "  gpu.launch blocks(%%bx, %%by, %%bz) in (%%sbx = %%gx, %%sby = %%gy, %%sbz = %%gz) threads(%%tx, %%ty, %%tz) in (%%stx = %%nt, %%sty = %%one, %%stz = %%one) workgroup(%%As : %s, %%Bs : %s) {\n",
		wg(t.BK, t.BM), wg(t.BK, t.BN))
	b.WriteString("      %zf = arith.constant 0.0 : f32\n")
	for _, l := range k.order {
		b.WriteString("      " + l + "\n")
	}
	b.WriteString(k.body.String())
	b.WriteString("  }\n  return\n}\n")
	return b.String()
}
