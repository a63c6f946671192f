package host

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/mlirc"
)

// Phase entries: how a host kernel runs on several threads.
//
// After bufferization (and, on the TOSA path, linalg lowered to parallel
// loops) a kernel's body is a sequence of top-level operations: buffer
// allocations, pure values (constants, views), and the loop nests that do
// the work. addPhases cuts that sequence into phases and adds, beside the
// whole-kernel entry `sym`, one exported function per phase,
//
//	void sym.phase<i>(int64_t range[2], void *arg0, ..., void *ws0, ...)
//
// (called through its packed entry), and the kernel's plan,
//
//	void sym.plan(int64_t plan[codeobj.HostPlanCap])
//
// which writes host.Plan's words: the phases' extents and the workspace
// buffers' sizes. A phase is either one loop nest whose outermost loop is
// parallel (an scf.parallel, or a tile loop of a parallel dim: the
// schedule's parallelMark) with enough work to share, which runs the
// iterations [range[0], range[1]) of that loop, or a run of other top-level
// operations, run whole (extent 1). The runtime (runtime/host) runs the
// phases in order, each split phase's range over its threads, with a
// barrier between phases.
//
// Buffers that one phase alone uses are allocated inside it (a thread's
// private scratch, e.g. a packed B panel); buffers that several phases use
// become workspace arguments the runtime allocates once per launch. Pure
// top-level values are recomputed in each phase that uses them. Splitting
// never cuts a reduction (only parallel loops are split, and each
// iteration's arithmetic is unchanged), so a kernel's results are the same
// bytes at any thread count, and the same as the whole entry's.
//
// A kernel whose body does not fit this form (atomics anywhere, results of
// work used across phases, buffers freed inside loops, dynamic
// allocations, multi-block bodies) gets no phases: the runtime calls its
// whole entry on one thread.

// phaseVersion changes with any change to how kernels are cut into
// phases that the constants below do not show (it is in the compiler
// identity: cached objects cut the old way are not reused).
const phaseVersion = 11

// phaseMinWork is the estimated work (operations executed, see
// estimateWork; about 12 µs on one core, the runtime's splitWholeMin)
// below which a parallel loop is
// not split: waking a thread and sharing the ranges costs microseconds,
// tens of them on a loaded machine, more than a small loop takes. (It was
// 1 << 17, which left mobilenet_v2's depthwise convolutions (14x14x384,
// 7x7x960 and the stride-2 ones, estimated at 48k to 127k, 50-70 us on one
// thread) without
// phases: on the 16-core Xeon they then ran on one thread between split
// kernels, reading inputs the other cores' caches held, 2-3 times as long
// as at one thread. The runtime still times whether a split pays.)
const phaseMinWork = 1 << 15

// phaseMoreWork is the estimated work above which a parallel loop is
// split in a kernel that already has a loop of phaseMinWork: its launch
// goes to the pool anyway, so one more split costs a fork and a join
// (a microsecond or two with the workers awake), not a wake-up. The
// runtime still times each phase and keeps split only those that gain.
// (cnn_fp32's output transposes, about 45 us on one thread, were run
// whole below phaseMinWork.)
const phaseMoreWork = phaseMinWork / 16

// callWork is the work a call inside a loop counts for when the callee's
// body cannot be counted.
const callWork = 16

// pureTopOps are the operations without side effects that a phase may
// recompute: constants, index arithmetic, views of buffers.
var pureTopOps = []string{
	"memref.subview", "memref.expand_shape", "memref.collapse_shape", "memref.cast",
	"memref.reinterpret_cast", "memref.view", "memref.get_global", "memref.dim",
	"memref.extract_strided_metadata", "memref.extract_aligned_pointer_as_index",
	"vector.broadcast", "vector.splat", "vector.constant_mask", "vector.create_mask", "vector.step",
	"ub.poison", "llvm.mlir.constant", "llvm.mlir.undef", "llvm.mlir.poison",
}

// isPureTop reports whether a top-level operation may be recomputed.
func isPureTop(o mlirc.Op) bool {
	if o.NumRegions() > 0 {
		return false
	}
	name := o.Name()
	for _, d := range []string{"arith.", "math.", "index."} {
		if strings.HasPrefix(name, d) {
			return true
		}
	}
	return slices.Contains(pureTopOps, name)
}

// topKind classifies a kernel body's top-level operations.
type topKind int

const (
	topWork topKind = iota
	topPure
	topAlloc
	topDealloc
	topReturn
)

func classifyTop(o mlirc.Op) topKind {
	switch o.Name() {
	case "memref.alloc", "memref.alloca":
		return topAlloc
	case "memref.dealloc":
		return topDealloc
	case "func.return":
		return topReturn
	}
	if isPureTop(o) {
		return topPure
	}
	return topWork
}

// phasePlan is the cut of one kernel.
type phasePlan struct {
	groups []phaseGroup
	work   []int // workspace allocations (top-level op indices)
}

// phaseGroup is one phase: the top-level work ops it runs (one split loop,
// or a run of unsplit ops), the pure ops and private allocations it needs.
type phaseGroup struct {
	ops     []int
	split   bool
	depth   int   // the split loop's depth in the op's perfect nest (nestedLoop; 0: the op)
	dim     int   // the split loop's dimension (scf.parallel)
	extent  int64 // the split loop's trip count; 1 for unsplit groups
	deps    []int // pure top-level ops, in order
	private []int // allocations only this phase uses
}

// addPhases adds the phase entries and plan of every public kernel of m
// (memrefs, before the LLVM tail) that fits the form above; it returns
// how many kernels got them.
func addPhases(m *mlirc.Module) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		atomic := false
		root.Walk(func(o mlirc.Op) bool {
			if strings.Contains(o.Name(), "atomic") {
				atomic = true
			}
			return !atomic
		})
		if atomic {
			return nil // concurrent work-items would race on them
		}
		funcs := map[string]mlirc.Op{}
		var kernels []mlirc.Op
		for _, fn := range root.Ops(0) {
			if fn.Name() != "func.func" || fn.NumRegions() == 0 || len(fn.Ops(0)) == 0 {
				continue
			}
			name, _ := fn.Attr("sym_name").Str()
			funcs[name] = fn
			if vis, _ := fn.Attr("sym_visibility").Str(); vis == "" || vis == "public" {
				kernels = append(kernels, fn)
			}
		}
		for _, fn := range kernels {
			p, ok := planPhases(fn, funcs)
			if !ok {
				continue
			}
			if err := emitPhases(root, b, fn, p); err != nil {
				return err
			}
			n++
		}
		return nil
	})
	return n, err
}

// constIndex returns the value of an arith.constant index or integer.
func constIndex(v mlirc.Value) (int64, bool) {
	d := v.Def()
	if d.IsNull() || d.Name() != "arith.constant" {
		return 0, false
	}
	return d.Attr("value").Int()
}

// splitLoop reports whether top-level op o is a parallel loop to split,
// on which dimension, with what trip count, and at what depth of o's
// perfect nest the loop to split is (0: o itself; nestedLoop). Of an
// scf.parallel's dimensions but its innermost (outerDims) it splits the
// first with at least preferTrip iterations, else the one with the most;
// of an scf.for nest's parallel loops (maxSplitDepth deep at most) the
// outermost with at least preferTrip, else the one with the most,
// outermost first.
func splitLoop(o mlirc.Op) (dim int, extent int64, depth int, ok bool) {
	if o.NumResults() != 0 {
		return 0, 0, 0, false
	}
	trips, ok := parallelTrips(o)
	if !ok {
		return 0, 0, 0, false
	}
	dim = -1
	for d, trip := range trips[:outerDims(trips)] {
		if trip >= 2 && (dim < 0 || extent < preferTrip && trip > extent) {
			dim, extent = d, trip
		}
	}
	if dim < 0 {
		return 0, 0, 0, false
	}
	for d := 1; d <= maxSplitDepth && extent < preferTrip; d++ {
		in, ok := nestedLoop(o, d)
		if !ok {
			break
		}
		if t, ok := parallelTrips(in); ok && len(t) == 1 && t[0] > extent {
			dim, extent, depth = 0, t[0], d
		}
	}
	return dim, extent, depth, true
}

// outerDims is how many of a parallel loop's leading dimensions splitLoop
// may split: all but the innermost, unless no other has two iterations.
// The innermost dimension of an scf.parallel is the one that walks
// contiguous memory; its bounds made dynamic, LLVM no longer vectorizes
// the loop (a copy or fill then runs scalar, slower even on one thread
// than the whole entry), and threads would share cache lines.
func outerDims(trips []int64) int {
	for _, t := range trips[:max(len(trips)-1, 0)] {
		if t >= 2 {
			return len(trips) - 1
		}
	}
	return len(trips)
}

// maxSplitDepth bounds how deep in a top-level nest a phase looks for the
// loop to split.
const maxSplitDepth = 3

// preferTrip is the trip count a split loop should have for the threads
// of a large machine to share it evenly: a parallel tile loop over a batch
// of 8 leaves half of 16 threads idle, its rows do not.
const preferTrip = 64

// parallelTrips returns the constant trip counts of a parallel loop's
// dimensions: an scf.parallel, or an scf.for tile loop of a parallel dim
// (the schedule's parallelMark).
func parallelTrips(o mlirc.Op) ([]int64, bool) {
	var lbs, ubs, steps []mlirc.Value
	switch o.Name() {
	case "scf.parallel":
		n := o.NumArgs(0)
		if o.NumOperands() != 3*n {
			return nil, false
		}
		for i := range n {
			lbs = append(lbs, o.Operand(i))
			ubs = append(ubs, o.Operand(n+i))
			steps = append(steps, o.Operand(2*n+i))
		}
	case "scf.for":
		if o.Attr(parallelMark).IsNull() || o.NumOperands() != 3 || o.NumResults() != 0 {
			return nil, false
		}
		lbs, ubs, steps = []mlirc.Value{o.Operand(0)}, []mlirc.Value{o.Operand(1)}, []mlirc.Value{o.Operand(2)}
	default:
		return nil, false
	}
	var trips []int64
	for d := range lbs {
		lb, ok1 := constIndex(lbs[d])
		ub, ok2 := constIndex(ubs[d])
		st, ok3 := constIndex(steps[d])
		if !ok1 || !ok2 || !ok3 || st <= 0 {
			return nil, false
		}
		trips = append(trips, max((ub-lb+st-1)/st, 0))
	}
	return trips, true
}

// nestedLoop returns the scf.for depth levels down a perfect nest of
// scf.for loops from o (each the only op but the terminator of the one
// around it) with constant bounds: a loop a phase may split instead of o
// (each thread runs every iteration of the loops around it, a range of
// its own). Its bounds are top-level constants, which the phase places
// before o: the loops around hold nothing else.
func nestedLoop(o mlirc.Op, depth int) (mlirc.Op, bool) {
	for range depth {
		if o.Name() != "scf.for" {
			return mlirc.Op{}, false
		}
		body := o.Ops(0)
		if len(body) != 2 || body[0].Name() != "scf.for" || body[0].NumOperands() != 3 {
			return mlirc.Op{}, false
		}
		o = body[0]
		for k := range 3 {
			if d := o.Operand(k).Def(); d.IsNull() || d.Name() != "arith.constant" {
				return mlirc.Op{}, false
			}
		}
	}
	return o, true
}

// estimateWork counts the operations o executes, multiplying by the
// static trip counts of its loops (unknown trips count once), counting a
// call by its callee's operations and an operation on vectors by its
// widest vector's elements / 8 (the lanes of one AVX register).
func estimateWork(o mlirc.Op, funcs map[string]mlirc.Op, depth int) int64 {
	if depth > 8 {
		return 1
	}
	if o.Name() == "func.call" {
		if w, ok := o.Attr(workAttr).Int(); ok && w > 0 {
			return w // a micro-kernel's call says its work (conv32.go)
		}
		callee, _ := o.Attr("callee").SymbolRoot()
		if fn, ok := funcs[callee]; ok {
			var w int64
			fn.Walk(func(c mlirc.Op) bool { w++; return true })
			return max(w, callWork)
		}
		return callWork
	}
	if o.NumRegions() == 0 {
		return 1 + vectorElems(o)/8
	}
	var body int64
	for r := range o.NumRegions() {
		for _, c := range o.Ops(r) {
			body += estimateWork(c, funcs, depth+1)
		}
	}
	trip := int64(1)
	switch o.Name() {
	case "scf.for":
		if o.NumOperands() >= 3 {
			lb, ok1 := constIndex(o.Operand(0))
			ub, ok2 := constIndex(o.Operand(1))
			st, ok3 := constIndex(o.Operand(2))
			if ok1 && ok2 && ok3 && st > 0 && ub > lb {
				trip = (ub - lb + st - 1) / st
			}
		}
	case "scf.parallel":
		n := o.NumArgs(0)
		if o.NumOperands() >= 3*n {
			for i := range n {
				lb, ok1 := constIndex(o.Operand(i))
				ub, ok2 := constIndex(o.Operand(n + i))
				st, ok3 := constIndex(o.Operand(2*n + i))
				if ok1 && ok2 && ok3 && st > 0 && ub > lb {
					trip *= (ub - lb + st - 1) / st
				}
			}
		}
	}
	return 1 + trip*body
}

// vectorElems is the element count of o's widest vector operand or
// result (0 for none).
func vectorElems(o mlirc.Op) int64 {
	var most int64
	see := func(t mlirc.Type) {
		if !strings.HasPrefix(t.String(), "vector<") {
			return
		}
		shape, ok := t.Shape()
		if !ok {
			return
		}
		n := int64(1)
		for _, d := range shape {
			n *= max(d, 1)
		}
		most = max(most, n)
	}
	for i := range o.NumOperands() {
		see(o.Operand(i).Type())
	}
	for i := range o.NumResults() {
		see(o.Result(i).Type())
	}
	return most
}

// planPhases cuts fn's body into phases; false when it does not fit (see
// the package comment above) or no phase is worth splitting.
func planPhases(fn mlirc.Op, funcs map[string]mlirc.Op) (phasePlan, bool) {
	ops := fn.Ops(0)
	if len(ops) == 0 || ops[len(ops)-1].Name() != "func.return" || ops[len(ops)-1].NumOperands() != 0 {
		return phasePlan{}, false
	}
	def := map[mlirc.Value]int{} // top-level result -> op index
	kinds := make([]topKind, len(ops))
	for i, o := range ops {
		kinds[i] = classifyTop(o)
		if strings.HasPrefix(o.Name(), "cf.") {
			return phasePlan{}, false // more than one block
		}
		if kinds[i] == topAlloc && o.NumOperands() != 0 {
			return phasePlan{}, false // dynamic or aligned-by-operand allocation
		}
		for r := range o.NumResults() {
			def[o.Result(r)] = i
		}
	}
	// uses[i]: the top-level ops whose results op i (or anything nested in
	// it) uses.
	uses := func(i int) []int {
		seen := map[int]bool{}
		var out []int
		ops[i].Walk(func(o mlirc.Op) bool {
			for k := range o.NumOperands() {
				if j, ok := def[o.Operand(k)]; ok && j != i && !seen[j] {
					seen[j] = true
					out = append(out, j)
				}
			}
			return true
		})
		return out
	}
	used := make([][]int, len(ops))
	for i := range ops {
		used[i] = uses(i)
		if kinds[i] != topWork {
			continue
		}
		// A buffer of the kernel body freed inside a phase would be
		// freed while the runtime's workspace still holds it.
		bad := false
		ops[i].Walk(func(o mlirc.Op) bool {
			if o.Name() == "memref.dealloc" && o.NumOperands() == 1 {
				if _, ok := def[o.Operand(0)]; ok {
					bad = true
				}
			}
			return !bad
		})
		if bad {
			return phasePlan{}, false
		}
	}
	// Groups: each split loop alone, runs of other work between them.
	var p phasePlan
	groupOf := map[int]int{}
	var run []int
	flush := func() {
		if len(run) > 0 {
			for _, i := range run {
				groupOf[i] = len(p.groups)
			}
			p.groups = append(p.groups, phaseGroup{ops: run, extent: 1})
			run = nil
		}
	}
	// The loops to split: those of phaseMinWork, and those of
	// phaseMoreWork beside one of them.
	splits := make([]bool, len(ops))
	big := false
	for i, o := range ops {
		if kinds[i] != topWork {
			continue
		}
		if _, _, _, ok := splitLoop(o); ok {
			w := estimateWork(o, funcs, 0)
			splits[i] = w >= phaseMoreWork
			big = big || w >= phaseMinWork
		}
	}
	if !big {
		return phasePlan{}, false
	}
	for i, o := range ops {
		if kinds[i] != topWork {
			continue
		}
		if dim, extent, depth, _ := splitLoop(o); splits[i] {
			flush()
			groupOf[i] = len(p.groups)
			p.groups = append(p.groups, phaseGroup{ops: []int{i}, split: true, depth: depth, dim: dim, extent: extent})
			continue
		}
		run = append(run, i)
	}
	flush()
	// A value of a work op may be used only in its own group (a run's
	// peeled tile: a read, the loop carrying it, the write); pure ops,
	// recomputed in every group, may not use one.
	for i := range ops {
		if kinds[i] == topDealloc || kinds[i] == topReturn {
			continue
		}
		for _, j := range used[i] {
			if kinds[j] != topWork {
				continue
			}
			if kinds[i] != topWork || groupOf[i] != groupOf[j] {
				return phasePlan{}, false
			}
		}
	}
	// Dependencies: pure ops (transitively) and allocations per group.
	allocUsers := map[int][]int{}
	for g := range p.groups {
		need := map[int]bool{}
		var visit func(i int)
		visit = func(i int) {
			for _, j := range used[i] {
				if need[j] {
					continue
				}
				need[j] = true
				if kinds[j] == topPure {
					visit(j)
				}
			}
		}
		for _, i := range p.groups[g].ops {
			visit(i)
		}
		for _, i := range p.groups[g].ops {
			delete(need, i) // the group's own work ops
		}
		for j := range ops {
			if !need[j] {
				continue
			}
			switch kinds[j] {
			case topPure:
				p.groups[g].deps = append(p.groups[g].deps, j)
			case topAlloc:
				allocUsers[j] = append(allocUsers[j], g)
			}
		}
	}
	for j := range ops {
		users := allocUsers[j]
		switch {
		case len(users) == 1:
			p.groups[users[0]].private = append(p.groups[users[0]].private, j)
		case len(users) > 1:
			p.work = append(p.work, j)
		}
	}
	if len(p.words(ops)) > codeobj.HostPlanCap {
		return phasePlan{}, false
	}
	return p, true
}

// bufferBytes is the size of a static memref type's buffer.
func bufferBytes(t mlirc.Type) (int64, bool) {
	shape, ok := t.Shape()
	bits := t.ElemBits()
	if !ok || bits <= 0 {
		return 0, false
	}
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return 0, false
		}
		n *= d
	}
	return n * int64((bits+7)/8), true
}

// words is the plan as host.Plan reads it.
func (p phasePlan) words(ops []mlirc.Op) []int64 {
	w := []int64{0, codeobj.HostPlanVersion, int64(len(p.groups)), int64(len(p.work))}
	for _, g := range p.groups {
		w = append(w, g.extent)
	}
	for _, j := range p.work {
		n, ok := bufferBytes(ops[j].Result(0).Type())
		if !ok {
			n = -1
		}
		w = append(w, n)
	}
	w[0] = int64(len(w))
	return w
}

// rangeText computes a split loop's new bounds from the range argument:
// max(lb + lo*step, lb) and min(lb + hi*step, ub). Its operands are set by
// emitPhases (the ops' order and operand positions are fixed). The max is
// no-op for the runtime's ranges; it is there so that LLVM knows the
// bounds lie within the loop's static ones, as in the whole entry: a
// raised kernel's bounds check (id < n, unsigned) then folds away instead
// of masking every vector of the loop (1.4x slower on one thread).
const rangeText = `func.func private @__mgx_phase_range(%r: memref<2xindex>, %lb: index, %ub: index, %st: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lo = memref.load %r[%c0] : memref<2xindex>
  %hi = memref.load %r[%c1] : memref<2xindex>
  %a = arith.muli %lo, %st : index
  %nlb = arith.addi %lb, %a : index
  %b = arith.muli %hi, %st : index
  %e = arith.addi %lb, %b : index
  %nub = arith.minsi %e, %ub : index
  %mlb = arith.maxsi %nlb, %lb : index
  return
}`

// emitPhases adds fn's phase functions and plan function to the module.
func emitPhases(root mlirc.Op, b mlirc.Builder, fn mlirc.Op, p phasePlan) error {
	sym, _ := fn.Attr("sym_name").Str()
	ops := fn.Ops(0)
	nargs := fn.NumArgs(0)
	var params []string
	for j := range nargs {
		params = append(params, fmt.Sprintf("%%a%d: %s", j, fn.Arg(0, j).Type()))
	}
	for k, j := range p.work {
		if n, ok := bufferBytes(ops[j].Result(0).Type()); !ok || n < 0 {
			return fmt.Errorf("phases of %s: workspace buffer of type %s", sym, ops[j].Result(0).Type())
		}
		params = append(params, fmt.Sprintf("%%w%d: %s", k, ops[j].Result(0).Type()))
	}
	deallocOf := map[int]mlirc.Op{}
	for _, o := range ops {
		if classifyTop(o) == topDealloc && o.NumOperands() == 1 {
			if d := o.Operand(0).Def(); !d.IsNull() {
				for i, a := range ops {
					if a == d {
						deallocOf[i] = o
					}
				}
			}
		}
	}
	for g, grp := range p.groups {
		text := fmt.Sprintf("func.func @%q(%%r: memref<2xindex>%s) {\n  return\n}", sym+codeobj.HostPhaseSuffix+fmt.Sprint(g), prefixed(params))
		nf, err := b.Parse(text)
		if err != nil {
			return fmt.Errorf("phases of %s: %w", sym, err)
		}
		nf.MoveInto(root)
		ret := nf.Ops(0)[0]
		vmap := map[mlirc.Value]mlirc.Value{}
		for j := range nargs {
			vmap[fn.Arg(0, j)] = nf.Arg(0, 1+j)
		}
		for k, j := range p.work {
			vmap[ops[j].Result(0)] = nf.Arg(0, 1+nargs+k)
		}
		place := func(o mlirc.Op) mlirc.Op {
			c := o.Clone()
			c.InsertBefore(ret)
			c.Walk(func(x mlirc.Op) bool {
				n := x.NumOperands()
				vals := make([]mlirc.Value, n)
				changed := false
				for k := range n {
					vals[k] = x.Operand(k)
					if v, ok := vmap[vals[k]]; ok {
						vals[k], changed = v, true
					}
				}
				if changed {
					x.SetOperands(vals...)
				}
				return true
			})
			for r := range o.NumResults() {
				vmap[o.Result(r)] = c.Result(r)
			}
			return c
		}
		var order []int
		order = append(order, grp.private...)
		order = append(order, grp.deps...)
		slices.Sort(order) // top-level order: every value is defined before its uses
		for _, j := range order {
			place(ops[j])
		}
		var loop mlirc.Op
		for _, j := range grp.ops {
			if grp.split {
				// The bounds before the loop, which then reads them.
				split, _ := nestedLoop(ops[j], grp.depth)
				if err := placeRange(b, ret, nf.Arg(0, 0), split, grp.dim, vmap); err != nil {
					return fmt.Errorf("phases of %s: %w", sym, err)
				}
			}
			loop = place(ops[j])
		}
		if grp.split {
			target, _ := nestedLoop(loop, grp.depth)
			lb, ub := setRange(loop, target, grp.dim, nf.Ops(0))
			if err := assumeBounds(b, target, grp.dim, lb, ub); err != nil {
				return fmt.Errorf("phases of %s: %w", sym, err)
			}
		}
		for _, j := range grp.private {
			if d, ok := deallocOf[j]; ok {
				place(d)
			}
		}
	}
	var plan strings.Builder
	fmt.Fprintf(&plan, "func.func @%q(%%p: memref<%dxi64>) {\n", sym+codeobj.HostPlanSuffix, codeobj.HostPlanCap)
	for i, w := range p.words(ops) {
		fmt.Fprintf(&plan, "  %%i%d = arith.constant %d : index\n  %%v%d = arith.constant %d : i64\n  memref.store %%v%d, %%p[%%i%d] : memref<%dxi64>\n", i, i, i, w, i, i, codeobj.HostPlanCap)
	}
	plan.WriteString("  return\n}")
	pf, err := b.Parse(plan.String())
	if err != nil {
		return fmt.Errorf("phases of %s: plan: %w", sym, err)
	}
	pf.MoveInto(root)
	return nil
}

// rangeOps is how many operations rangeText's body has before its return.
const rangeOps = 10

// placeRange inserts rangeText's operations before ret, reading r and the
// (mapped) bounds of loop's dimension dim.
func placeRange(b mlirc.Builder, ret mlirc.Op, r mlirc.Value, loop mlirc.Op, dim int, vmap map[mlirc.Value]mlirc.Value) error {
	tmp, err := b.Parse(rangeText)
	if err != nil {
		return err
	}
	defer tmp.Erase()
	body := tmp.Ops(0)
	if len(body) != rangeOps+1 {
		return fmt.Errorf("range computation has %d ops", len(body))
	}
	n := 1
	if loop.Name() == "scf.parallel" {
		n = loop.NumArgs(0)
	}
	mapped := func(v mlirc.Value) mlirc.Value {
		if m, ok := vmap[v]; ok {
			return m
		}
		return v
	}
	lb, ub, st := mapped(loop.Operand(dim)), mapped(loop.Operand(n+dim)), mapped(loop.Operand(2*n+dim))
	ops := body[:rangeOps]
	for _, o := range ops {
		o.InsertBefore(ret)
	}
	res := func(i int) mlirc.Value { return ops[i].Result(0) }
	ops[2].SetOperands(r, res(0))
	ops[3].SetOperands(r, res(1))
	ops[4].SetOperands(res(2), st)
	ops[5].SetOperands(lb, res(4))
	ops[6].SetOperands(res(3), st)
	ops[7].SetOperands(lb, res(6))
	ops[8].SetOperands(res(7), ub)
	ops[9].SetOperands(res(5), lb)
	return nil
}

// setRange makes the loop target (placed, the last op before the return
// in body, or a loop nested in it) run the bounds placeRange computed just
// before placed; it returns the loop's static bounds it replaced.
func setRange(placed, loop mlirc.Op, dim int, body []mlirc.Op) (lb, ub mlirc.Value) {
	// body: ..., range ops (rangeOps), [placed deps after them: none], placed, return
	var nlb, nub mlirc.Value
	for i, o := range body {
		if o == placed && i >= rangeOps {
			nlb, nub = body[i-rangeOps+9].Result(0), body[i-rangeOps+8].Result(0)
		}
	}
	n := 1
	if loop.Name() == "scf.parallel" {
		n = loop.NumArgs(0)
	}
	vals := make([]mlirc.Value, loop.NumOperands())
	for k := range vals {
		vals[k] = loop.Operand(k)
	}
	lb, ub = vals[dim], vals[n+dim]
	vals[dim], vals[n+dim] = nlb, nub
	loop.SetOperands(vals...)
	return lb, ub
}

// assumeText tells LLVM that a split loop's induction variable stays
// within the loop's static bounds (lb <= iv < ub, also unsigned), which
// the dynamic range hides from it. Without it, the work of a raised
// kernel keeps its bounds check (a grid-stride loop, id < n unsigned) and
// LLVM masks every vector of the loop with it: 1.4x slower than the
// whole entry on one thread.
const assumeText = `func.func private @__mgx_phase_assume(%iv: index, %lb: index, %ub: index) {
  %ge = arith.cmpi sge, %iv, %lb : index
  llvm.intr.assume %ge : i1
  %lt = arith.cmpi ult, %iv, %ub : index
  llvm.intr.assume %lt : i1
  return
}`

// assumeOps is how many operations assumeText's body has before its return.
const assumeOps = 4

// assumeBounds inserts assumeText's operations at the start of loop's
// body, for its induction variable of dimension dim, when lb is a
// constant of at least 0 (splitLoop's loops have constant bounds).
func assumeBounds(b mlirc.Builder, loop mlirc.Op, dim int, lb, ub mlirc.Value) error {
	tmp, err := b.Parse(assumeText)
	if err != nil {
		return err
	}
	defer tmp.Erase()
	body := tmp.Ops(0)
	if len(body) != assumeOps+1 {
		return fmt.Errorf("bounds assumption has %d ops", len(body))
	}
	first := loop.Ops(0)
	if len(first) == 0 || dim >= loop.NumArgs(0) {
		return fmt.Errorf("split loop %s has no body", loop.Name())
	}
	if l, ok := constIndex(lb); !ok || l < 0 {
		return nil // iv >= lb no longer implies the unsigned iv < ub
	}
	iv := loop.Arg(0, dim)
	for _, o := range body[:assumeOps] {
		o.InsertBefore(first[0])
	}
	body[0].SetOperands(iv, lb)
	body[1].SetOperands(body[0].Result(0))
	body[2].SetOperands(iv, ub)
	body[3].SetOperands(body[2].Result(0))
	return nil
}

// prefixed joins xs, each after ", ".
func prefixed(xs []string) string {
	var b strings.Builder
	for _, x := range xs {
		b.WriteString(", ")
		b.WriteString(x)
	}
	return b.String()
}
