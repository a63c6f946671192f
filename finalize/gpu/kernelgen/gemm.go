package kernelgen

import (
	"fmt"
	"github.com/mgxport/mgxport/finalize/elemfold"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// The GPU contraction kernel. A linalg.generic that is a (batched)
// matrix product — one reduction loop, a body of mulf and addf, operands
// indexed by their loops — does not take the default schedule: it is
// replaced by a gpu.launch of a shared-memory tiled GEMM written here as
// MLIR text, the classic SIMT design. Each block computes a BM×BN tile of
// the output, stepping through K in BK slices: the block's threads stage
// the A and B slices in shared memory, in two stages taken in turn (each
// load instruction across a warp touching consecutive addresses of the
// operand's contiguous dimension), then every thread accumulates a TM×TN
// register tile with
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

// guardedLoad emits the staging load of contraction c's operand (0: A,
// 1: B) at the global K index gk: one element, or with quad 4 consecutive
// ones (one 16-byte load), zero outside K or where a condition of extra
// ("" for none) is false. indices gives the operand's indices from the k
// loops' values, which are computed inside the guard, and the condition
// of a folded padding ("" for none; zero where false). It returns the
// loaded value.
func (k *kernelText) guardedLoad(c Contraction, operand int, gk string, quad bool, extra []string, indices func(kIdx map[int]string) (string, string)) string {
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
	in, padOK := indices(kIdx)
	pv := ""
	if padOK != "" {
		k.next++
		pv = fmt.Sprintf("%%pd%d", k.next)
		k.line("%s = scf.if %s -> (%s) {", pv, padOK, ty)
	}
	var w string
	if operand == 1 && c.bfold != nil {
		w = c.bfold.load(k, strings.Split(in, ", "))
	} else if quad {
		w = k.op("vector.load %s[%s] {alignment = 16} : %s, vector<4xf32>", opnd, in, c.types[operand])
	} else {
		w = k.op("memref.load %s[%s] : %s", opnd, in, c.types[operand])
	}
	w = k.prologue(c, operand, w, ty) // inside the guard: the zeros stay zeros
	if padOK != "" {
		k.line("  scf.yield %s : %s", w, ty)
		k.line("} else {")
		k.line("  scf.yield %s : %s", zero, ty)
		k.line("}")
		w = pv
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
	if c.bfold != nil {
		args = fmt.Sprintf("%%A: %s, %%C: %s", c.types[0], c.types[2])
	}
	if fill {
		args += ", %init: f32"
	}
	args += epi.paramDecls()
	if c.bfold != nil {
		names, types := c.bfold.params()
		for i := range names {
			args += ", " + names[i] + ": " + types[i]
		}
	}
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
	return elemfold.Linear(emitter{k}, e, val)
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
	// Split K (splitk.go): block z is slice s of batch b (z = s·batch +
	// b), which walks K from s·Ks; without, z is the batch.
	sk := t.Split > 1
	kFirst := ""
	if sk {
		bs := k.op("arith.remui %%bz, %s : index", k.c(c.BatchSize()))
		split(bs, c.batch, idx)
		s := k.op("arith.divui %%bz, %s : index", k.c(c.BatchSize()))
		kFirst = k.op("arith.muli %s, %s : index", s, k.c(t.sliceK(K)))
	} else {
		split("%bz", c.batch, idx)
	}
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
	// multiplied (its latency hides behind the FMAs) and stored after,
	// into the other of two shared stages: the stage being stored was
	// last read before the previous slice's barrier, so one barrier a
	// slice orders both (single-buffered, a second one would have to
	// keep the stores from overwriting a slice still being read).
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
			vals = append(vals, k.guardedLoad(c, s.operand, gk, quad(s), []string{sl.rowOK, sl.live}, func(kIdx map[int]string) (string, string) {
				idx, ok := k.guardedIndexList(c, s.operand, with(sl.rowIdx, kIdx))
				return strings.Join(idx, ", "), ok
			}))
		}
		return vals
	}
	// store writes the thread's elements of a slice into the stage whose
	// first row is off (0 or BK).
	store := func(s *stager, vals []string, off string) {
		for i, sl := range s.slots {
			if sl.live != "" {
				k.line("scf.if %s {", sl.live)
			}
			kk := k.op("arith.addi %s, %s : index", sl.kk, off)
			switch s.mode {
			case quadK:
				for j := range int64(4) {
					x := k.op("vector.extract %s[%d] : f32 from %s", vals[i], j, vec4)
					kj := k.op("arith.addi %s, %s : index", kk, k.c(j))
					k.line("memref.store %s, %s[%s, %s] : %s", x, s.buf, kj, sl.rr, wg(2*t.BK, s.tileDim))
				}
			case quadRows:
				k.line("vector.store %s, %s[%s, %s] : %s, %s", vals[i], s.buf, kk, sl.rr, wg(2*t.BK, s.tileDim), vec4)
			default:
				k.line("memref.store %s, %s[%s, %s] : %s", vals[i], s.buf, kk, sl.rr, wg(2*t.BK, s.tileDim))
			}
			if sl.live != "" {
				k.line("}")
			}
		}
	}
	sa := newStager(0, t.BM, c.mDims, m0, M, "%As")
	sb := newStager(1, t.BN, c.nDims, n0, N, "%Bs")
	if !sk {
		kFirst = k.c(0)
	}
	first := append(load(sa, kFirst), load(sb, kFirst)...)
	store(sa, first[:len(sa.slots)], k.c(0))
	store(sb, first[len(sa.slots):], k.c(0))
	barrier()

	// The K loop, accumulators as iter_args: slice k0 is in stage
	// (k0/BK)%2 of the shared buffers (rows off.. of As and Bs). Split,
	// k0 counts from the block's first K index kFirst, up to Ks.
	zero := k.op("arith.constant dense<0.0> : %s", vec4)
	start := zero
	if fill && !sk { // a split product's start value goes to its reduction
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
	k.next++
	loop := fmt.Sprintf("%%loop%d", k.next)
	kEnd := ceilDiv(K, t.BK) * t.BK
	if sk {
		kEnd = t.sliceK(K)
	}
	k.line("%s:%d = scf.for %%k0 = %s to %s step %s iter_args(%s) -> (%s) {", loop, len(types), k.c(0), k.c(kEnd), k.c(t.BK),
		strings.Join(iters, ", "), strings.Join(types, ", "))
	off := k.op("arith.muli %s, %s : index", k.op("arith.remui %s, %s : index", k.op("arith.divui %%k0, %s : index", k.c(t.BK)), k.c(2)), k.c(t.BK))
	kn := k.op("arith.addi %%k0, %s : index", k.c(t.BK))
	if sk {
		kn = k.op("arith.addi %s, %s : index", kn, kFirst)
	}
	next := append(load(sa, kn), load(sb, kn)...)

	// Multiply the slices into the register tile.
	acc := append([]string(nil), accIn...)
	for kk := range t.BK {
		var af, bf []string
		for g := range t.TM / 4 {
			r := k.op("arith.addi %s, %s : index", rowOff, k.c(g*rt*4))
			af = append(af, k.op("vector.load %%As[%s, %s] : %s, %s", k.op("arith.addi %s, %s : index", off, k.c(kk)), r, wg(2*t.BK, t.BM), vec4))
		}
		for g := range t.TN / 4 {
			cc := k.op("arith.addi %s, %s : index", colOff, k.c(g*ct*4))
			bf = append(bf, k.op("vector.load %%Bs[%s, %s] : %s, %s", k.op("arith.addi %s, %s : index", off, k.c(kk)), cc, wg(2*t.BK, t.BN), vec4))
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
	// The next slice goes to the other stage, which every thread finished
	// reading before the last iteration's barrier: one barrier a slice.
	noff := k.op("arith.subi %s, %s : index", k.c(t.BK), off)
	store(sa, next[:len(sa.slots)], noff)
	store(sb, next[len(sa.slots):], noff)
	barrier()
	k.line("scf.yield %s : %s", strings.Join(acc, ", "), strings.Join(types, ", "))
	k.line("}")

	// Write the register tile. Full tiles of a single column loop that is
	// C's contiguous dimension store 4-wide, 16-byte aligned: the output
	// has the identity layout (planned buffers are 256-byte aligned) and N
	// is a multiple of BN, hence of 4.
	lastC := c.maps[2][len(c.maps[2])-1]
	full := M%t.BM == 0 && N%t.BN == 0 && len(c.nDims) == 1 && lastC.Coef[c.nDims[0]] == 1 &&
		!strings.Contains(c.types[2], "strided") && (epi == nil || epi.vec(4))
	ew := newEpilogueWriter(epi, k, c)
	// A channels-first epilogue stores by rows, or through a staged tile
	// where rows go one by one (conv_store.go).
	rowStore := ew != nil && fill && !full && epi.rowVec(c) > 1 && !sk
	staged := ew != nil && !full && c.gemmStagedBytes(epi, fill, t) > 0 && !sk
	switch {
	case sk: // the raw partial tile; the reduction applies fill, C and epilogue
		k.splitPartialStores(c, t, loop, m0, n0, rowOff, colOff)
	case rowStore:
		k.gemmRowStores(c, t, ew, loop, m0, n0, rowOff, colOff, idx)
	case staged:
		k.gemmStagedStores(c, t, ew, loop, m0, n0, rowOff, colOff, idx, emulate)
	}
	for i := range t.TM {
		if rowStore || staged || sk {
			break // stored above
		}
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
	gz := "%gz"
	if sk {
		gz = "%gzs"
		fmt.Fprintf(&b, "  %%gzs = arith.constant %d : index\n", c.BatchSize()*t.Split)
		fmt.Fprintf(&b, "  %%W = memref.alloc() {alignment = 64 : i64} : %s\n", c.splitScratchType(t))
	}
	if emulate {
		b.WriteString("  %zero = arith.constant 0 : index\n")
		fmt.Fprintf(&b, "  scf.for %%bz = %%zero to %s step %%one {\n  scf.for %%by = %%zero to %%gy step %%one {\n  scf.for %%bx = %%zero to %%gx step %%one {\n", gz)
		b.WriteString("      %tx = arith.constant 0 : index\n")
		fmt.Fprintf(&b, "      %%As = memref.alloca() : %s\n      %%Bs = memref.alloca() : %s\n", wg(2*t.BK, t.BM), wg(2*t.BK, t.BN))
		if staged {
			fmt.Fprintf(&b, "      %%Cs = memref.alloca() : %s\n", wg(t.BN, csLead(t.BM)))
		}
	} else {
		cs := ""
		if staged {
			cs = fmt.Sprintf(", %%Cs : %s", wg(t.BN, csLead(t.BM)))
		}
		fmt.Fprintf(&b, "  gpu.launch blocks(%%bx, %%by, %%bz) in (%%sbx = %%gx, %%sby = %%gy, %%sbz = %s) threads(%%tx, %%ty, %%tz) in (%%stx = %%nt, %%sty = %%one, %%stz = %%one) workgroup(%%As : %s, %%Bs : %s%s) {\n",
			gz, wg(2*t.BK, t.BM), wg(2*t.BK, t.BN), cs)
	}
	k.writeBody(&b)
	if emulate {
		b.WriteString("  }\n  }\n")
	}
	b.WriteString("  }\n")
	if sk {
		c.writeSplitReduce(&b, t, fill, epi, emulate)
	}
	b.WriteString("  return\n}\n")
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
