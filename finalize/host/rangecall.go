package host

import (
	"fmt"

	"github.com/mgxport/mgxport/mlirc"
)

// Ranged calls: one micro-kernel call a range of chunks.
//
// The NCHW depthwise and pooling replacements (dwnchw.go, poolnchw.go)
// call their kernel in an scf.parallel over chunks of work items, chunk r
// computing items [r*chunk, min((r+1)*chunk, items)), the call marked
// rangedAttr. The phase entries (phase.go) split that loop, so a thread
// runs a range of consecutive chunks [lb, ub), and the whole entry runs
// them all, a call each. Items are bands of rows across every channel, so
// that a thread's range is the same rows in every plane; a call of a few
// items reads short runs of rows of many planes, which streams worse from
// memory than whole planes did (squeezenet1_1's first max pooling on one
// thread: 84 -> 131 us). collapseRangedCalls makes each such loop, after
// the phases are cut, one call of the items of all its chunks, [lb*chunk,
// min(ub*chunk, items)): the kernels take any range of items and visit
// it plane by plane (each plane's rows of the range in one run), so the
// whole entry reads whole planes in turn, and a thread its band of rows
// of each plane in turn. Each output's arithmetic is the same whichever
// call computes it: the same bytes.

// rangedAttr marks a call that collapseRangedCalls may merge with the
// other chunks of its loop.
const rangedAttr = "mgxport.ranged"

// rangedText is the computation of a ranged call's items: [lb*chunk,
// min(ub*chunk, items)) for the loop's bounds lb and ub.
const rangedText = `func.func private @__mgx_ranged(%lb: index, %ub: index, %chunk: i64, %items: i64) {
  %l = arith.index_cast %lb : index to i64
  %u = arith.index_cast %ub : index to i64
  %i0 = arith.muli %l, %chunk : i64
  %e = arith.muli %u, %chunk : i64
  %i1 = arith.minsi %e, %items : i64
  return
}`

// collapseRangedCalls replaces, in every function of m, each scf.parallel
// (one dimension, step 1) whose body is the chunk computation of a
// rangedAttr call (index_cast, muli by chunk (none for a chunk of 1),
// addi chunk, minsi items, the call; the phases' bound assumptions aside)
// by that call over all its chunks' items, and returns how many it
// replaced.
func collapseRangedCalls(m *mlirc.Module) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		var loops []mlirc.Op
		root.Walk(func(o mlirc.Op) bool {
			if o.Name() == "scf.parallel" {
				loops = append(loops, o)
				return false
			}
			return true
		})
		for _, loop := range loops {
			ok, err := collapseRanged(b, loop)
			if err != nil {
				return err
			}
			if ok {
				n++
			}
		}
		return nil
	})
	return n, err
}

// collapseRanged collapses loop when it is a ranged call's (see
// collapseRangedCalls).
func collapseRanged(b mlirc.Builder, loop mlirc.Op) (bool, error) {
	if loop.NumRegions() != 1 || loop.NumArgs(0) != 1 || loop.NumOperands() != 3 || loop.NumResults() != 0 {
		return false, nil
	}
	if st, ok := constIndex(loop.Operand(2)); !ok || st != 1 {
		return false, nil
	}
	iv := loop.Arg(0, 0)
	var work []mlirc.Op
	for _, o := range loop.Ops(0) {
		switch o.Name() {
		case "llvm.intr.assume", "arith.cmpi", "scf.reduce":
		default:
			work = append(work, o)
		}
	}
	// A chunk of 1 has no multiply (folded away): the first item is the
	// index itself.
	if len(work) == 4 {
		work = []mlirc.Op{work[0], {}, work[1], work[2], work[3]}
	}
	if len(work) != 5 {
		return false, nil
	}
	cast, mul, add, mn, call := work[0], work[1], work[2], work[3], work[4]
	if call.Name() != "func.call" || call.Attr(rangedAttr).IsNull() ||
		cast.Name() != "arith.index_cast" || cast.Operand(0) != iv ||
		add.Name() != "arith.addi" || mn.Name() != "arith.minsi" || mn.Operand(0) != add.Result(0) {
		return false, nil
	}
	first := cast.Result(0)
	if !mul.IsNull() {
		if mul.Name() != "arith.muli" || mul.Operand(0) != cast.Result(0) || add.Operand(0) != mul.Result(0) || add.Operand(1) != mul.Operand(1) {
			return false, nil
		}
		first = mul.Result(0)
	} else if c, ok := constIndex(add.Operand(1)); !ok || c != 1 || add.Operand(0) != cast.Result(0) {
		return false, nil
	}
	chunk, items := add.Operand(1), mn.Operand(1)
	for _, v := range []mlirc.Value{chunk, items} {
		if !v.IsBlockArg() && v.Def().Name() != "arith.constant" {
			return false, nil
		}
		if !v.IsBlockArg() && inside(v.Def(), loop) {
			return false, nil
		}
	}
	// The call's other operands come from outside the loop.
	args := make([]mlirc.Value, call.NumOperands())
	found := 0
	for i := range args {
		v := call.Operand(i)
		switch {
		case v == first:
			found++
		case v == mn.Result(0):
			found++
		case v.IsBlockArg() && v.ArgOwner() == loop:
			return false, nil
		case !v.IsBlockArg() && inside(v.Def(), loop):
			return false, nil
		}
		args[i] = v
	}
	if found != 2 {
		return false, nil
	}
	tmp, err := b.Parse(rangedText)
	if err != nil {
		return false, err
	}
	defer tmp.Erase()
	ops := tmp.Ops(0)
	if len(ops) != 6 {
		return false, fmt.Errorf("ranged call's items: %d ops", len(ops))
	}
	for _, o := range ops[:5] {
		o.InsertBefore(loop)
	}
	ops[0].SetOperands(loop.Operand(0))
	ops[1].SetOperands(loop.Operand(1))
	ops[2].SetOperands(ops[0].Result(0), chunk)
	ops[3].SetOperands(ops[1].Result(0), chunk)
	ops[4].SetOperands(ops[3].Result(0), items)
	for i := range args {
		switch call.Operand(i) {
		case first:
			args[i] = ops[2].Result(0)
		case mn.Result(0):
			args[i] = ops[4].Result(0)
		}
	}
	call.InsertBefore(loop)
	call.SetOperands(args...)
	loop.Erase()
	return true, nil
}

// inside reports whether o is nested in loop.
func inside(o, loop mlirc.Op) bool {
	found := false
	loop.Walk(func(x mlirc.Op) bool {
		if x == o {
			found = true
		}
		return !found
	})
	return found
}
