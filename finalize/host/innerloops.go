package host

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/mlirc"
)

// Inner loops of elementwise work.
//
// The loops that remain after the schedule and bufferization (bias
// fills, padding copies, activations, raised elementwise work) are nests
// of scalar loads and stores; the convolutions' NCHW tensors make their
// innermost loop short (16 or 32 for a 16x16 or 32x32 feature map). LLVM
// fully unrolls such a loop before its loop vectorizer runs, which then
// vectorizes the loop around it instead: a stride of the unrolled loop's
// trip between lanes, so every vector is a gather and a scatter. A ReLU
// over cnn_fp32's 8x128x16x16 output took 165-260 us (about 0.7 ns an
// element, 4x a vectorized copy). keepInnerLoops marks those innermost
// loops "do not unroll" (llvm.loop.unroll.disable on the latch), so that
// the vectorizer runs them over contiguous vectors; it turns the module's
// scf.parallel nests into scf.for nests first (scf.parallel keeps no
// attributes through its lowering). The lowering to branches keeps an
// scf.for's llvm.loop_annotation on its latch, but as a discardable
// attribute of llvm.br, which the translation to LLVM IR ignores:
// latchAnnotations moves it to the branch's own loop_annotation.

// innerLoopsVersion changes with any change to which loops keepInnerLoops
// marks (it is in the compiler identity).
const innerLoopsVersion = 1

// innerLoopsPipeline turns scf.parallel nests into scf.for nests, whose
// attributes the lowering to branches keeps.
func innerLoopsPipeline() []string {
	return []string{"func.func(scf-parallel-for-to-nested-fors)"}
}

// minInnerTrip is the shortest loop worth keeping rolled for the
// vectorizer (shorter ones have too few elements for a vector).
const minInnerTrip = 4

// maxInnerTrip is the longest loop keepInnerLoops marks: LLVM does not
// fully unroll longer ones anyway.
const maxInnerTrip = 64

// noUnrollText holds the annotation keepInnerLoops sets.
const noUnrollText = `func.func private @__mgx_no_unroll() attributes {ann = #llvm.loop_annotation<unroll = <disable = true>>}`

// keepInnerLoops marks every innermost scf.for of m whose body is scalar
// elementwise work (memref loads and stores of scalars, arith and math
// ops; no vectors, calls or loop-carried values) and whose constant trip
// count lies in [minInnerTrip, maxInnerTrip]; it returns how many.
func keepInnerLoops(m *mlirc.Module) (int, error) {
	n := 0
	err := m.Build(func(root mlirc.Op, b mlirc.Builder) error {
		tmp, err := b.Parse(noUnrollText)
		if err != nil {
			return fmt.Errorf("loop annotation: %w", err)
		}
		defer tmp.Erase()
		ann := tmp.Attr("ann")
		if ann.IsNull() {
			return fmt.Errorf("loop annotation: no attribute")
		}
		root.Walk(func(o mlirc.Op) bool {
			if o.Name() == "scf.for" && scalarInnerLoop(o) {
				o.SetAttr("llvm.loop_annotation", ann)
				n++
			}
			return true
		})
		return nil
	})
	return n, err
}

// scalarInnerLoop reports whether o (an scf.for) is one keepInnerLoops
// marks.
func scalarInnerLoop(o mlirc.Op) bool {
	if o.NumResults() != 0 || o.NumOperands() != 3 {
		return false
	}
	lb, ok1 := constIndex(o.Operand(0))
	ub, ok2 := constIndex(o.Operand(1))
	st, ok3 := constIndex(o.Operand(2))
	if !ok1 || !ok2 || !ok3 || st <= 0 {
		return false
	}
	if trip := (ub - lb + st - 1) / st; trip < minInnerTrip || trip > maxInnerTrip {
		return false
	}
	memory := false
	for _, c := range o.Ops(0) {
		name := c.Name()
		switch {
		case name == "memref.load" || name == "memref.store":
			memory = true
		case name == "scf.yield", name == "llvm.intr.assume": // the phases' bounds (phase.go)
		case strings.HasPrefix(name, "arith.") || strings.HasPrefix(name, "math."):
		default:
			return false // a loop, a call, a vector op, a branch...
		}
		if c.NumRegions() > 0 || vectorElems(c) > 0 {
			return false
		}
	}
	return memory
}

// latchAnnotations gives each llvm.br of m that carries a discardable
// llvm.loop_annotation (keepInnerLoops', through the lowering) that
// annotation as its own (the one translation writes as !llvm.loop).
func latchAnnotations(m *mlirc.Module) error {
	return m.Edit(func(root mlirc.Op) error {
		root.Walk(func(o mlirc.Op) bool {
			if o.Name() == "llvm.br" {
				if a := o.Attr("llvm.loop_annotation"); !a.IsNull() {
					o.SetAttr("loop_annotation", a)
				}
			}
			return true
		})
		return nil
	})
}
