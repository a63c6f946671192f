package lower

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// rowTail reads a rowwise partition (a Softmax or normalization node, then
// the pointwise tail the partitioner fused after it) as the kernel's tail
// and the outputs the kernel writes in place of the node's y: y alone
// without a tail; the tail's result, after y when y is read outside too.
// Reshape-class nodes in the tail change nothing (the tail's result is
// stored by linear index). A tail the kernels cannot apply (an operand
// other than the node's result and scalar constants, an op without an
// expression, a reshaping read) is an error; the caller then lowers node
// by node.
func (l *lowering) rowTail(part *passes.Partition) (*kernels.Tail, []*graph.Value, error) {
	root := part.Nodes[0]
	y := root.Output(0)
	if len(part.Nodes) == 1 {
		return nil, []*graph.Value{y}, nil
	}
	if y == nil || !y.DType.IsFloat() {
		return nil, nil, graph.Unsupportedf("%s: a tail after a %v result", root, y)
	}
	exprs := map[*graph.Value]*kernels.Expr{y: kernels.In(0)}
	for _, n := range part.Nodes[1:] {
		if passes.AliasOp(n.OpType) {
			// The tail is stored by linear index: a reshape changes
			// nothing.
			e, ok := exprs[n.Input(0)]
			if !ok {
				return nil, nil, graph.Unsupportedf("%s reshapes a value the tail does not compute", n)
			}
			exprs[n.Output(0)] = e
			continue
		}
		op, _ := lookupOp(n)
		args := make([]*kernels.Expr, len(n.Inputs))
		for i, v := range n.Inputs {
			if v == nil || n.OpType == "CastLike" && i == 1 {
				continue
			}
			if op.inputShape != nil && op.inputShape(n, i) != nil {
				return nil, nil, graph.Unsupportedf("%s reads input %d through another shape", n, i)
			}
			if e, ok := exprs[v]; ok {
				args[i] = e
				continue
			}
			t := l.g.Const(v)
			if t == nil || t.Len() != 1 || !(v.DType.IsFloat() || v.DType.IsInt()) {
				return nil, nil, graph.Unsupportedf("%s: input %s is not the kernel's result or a scalar constant", n, v.Name)
			}
			if v.DType.IsFloat() {
				args[i] = kernels.Const(t.Float64(0), v.DType.String())
			} else {
				args[i] = kernels.Const(float64(t.Int64(0)), v.DType.String())
			}
		}
		e, err := pointwiseExpr(n, args)
		if err != nil {
			return nil, nil, err
		}
		exprs[n.Output(0)] = e
	}
	var out *graph.Value
	keep := false
	for _, v := range part.Outputs {
		switch {
		case v == y:
			keep = true
		case out != nil:
			return nil, nil, fmt.Errorf("rowwise tail with outputs %s and %s", out.Name, v.Name)
		default:
			out = v
		}
	}
	if out == nil || exprs[out] == nil || elems(out) != elems(y) {
		return nil, nil, fmt.Errorf("rowwise tail does not compute one output of %s's size", root.Name)
	}
	outs := []*graph.Value{out}
	if keep {
		outs = []*graph.Value{y, out}
	}
	return &kernels.Tail{Expr: exprs[out], DType: out.DType.String(), Keep: keep}, outs, nil
}

// alias lowers an alias partition (passes.Partition.Alias): no launch when
// the memory plan put its output at its input's bytes, else a copy.
func (l *lowering) alias(part *passes.Partition) error {
	n := part.Nodes[0]
	x, y := n.Input(0), n.Output(0)
	if l.memory.IntoOutput(n) && l.intoOutput(x, y) {
		return nil
	}
	if l.memory != nil {
		bx, okx := l.memory.Offset(x)
		by, oky := l.memory.Offset(y)
		if okx && oky && bx.Offset == by.Offset && x.Bytes() == y.Bytes() {
			_, err := l.buffer(y)
			return err
		}
	}
	return l.copyValue(part, x, y)
}

// intoOutput gives graph output y the bytes of x, which the memory plan
// left out of the arena (MemoryPlan.IntoOutput): the kernel that wrote x
// wrote the output. It reports false, for the alias to copy, when the
// buffers are not as the plan says (x placed, or made after y: plan
// gives a buffer the bytes of an earlier one only).
func (l *lowering) intoOutput(x, y *graph.Value) bool {
	if _, placed := l.memory.Offset(x); placed {
		return false
	}
	xi, err := l.buffer(x)
	if err != nil || l.prog.Buffers[xi].Kind != program.Temp {
		return false
	}
	yi, err := l.buffer(y)
	if err != nil || l.prog.Buffers[yi].Kind != program.Output || xi > yi || l.prog.Buffers[xi].Bytes != l.prog.Buffers[yi].Bytes {
		return false
	}
	if l.sameBytes == nil {
		l.sameBytes = map[int]int{}
	}
	l.sameBytes[yi] = xi
	return true
}

// concatInPlace lowers a Concat the memory plan writes in place
// (passes.MemoryPlan.InPlace): its producers wrote each input into its
// slice of the output, so it launches nothing. The plan's offsets are
// checked first: a Concat whose inputs lie elsewhere would copy them into
// bytes they overlap, which is an error of the plan, not a copy to make.
func (l *lowering) concatInPlace(part *passes.Partition) error {
	n := part.Nodes[0]
	y := n.Output(0)
	by, ok := l.memory.Offset(y)
	if !ok {
		return fmt.Errorf("concat %s written in place has no place in the memory plan", n.Name)
	}
	at := by.Offset
	for _, v := range n.Inputs {
		b, ok := l.memory.Offset(v)
		if !ok || b.Offset != at {
			return fmt.Errorf("concat %s written in place: input %s is not at its slice (byte %d) of %s", n.Name, v.Name, at, y.Name)
		}
		at += v.Bytes()
	}
	if at != by.Offset+y.Bytes() {
		return fmt.Errorf("concat %s written in place: inputs take %d bytes of %s's %d", n.Name, at-by.Offset, y.Name, y.Bytes())
	}
	_, err := l.buffer(y)
	return err
}
