package passes

import (
	"slices"

	"github.com/mgxport/mgxport/graph"
)

// Values written where their reader would copy them to (memory plan):
// a Concat's inputs in their slices of its output, and the input of a
// reshape-class alias that is a graph output in the output's bytes.
//
// A Concat written in place: each input's producer writes straight into
// its slice of the Concat's output, so the Concat itself moves no byte and
// launches nothing (a fire module's expand1x1 ‖ expand3x3, a DenseNet's
// feature stack). The memory plan does it by placing each input inside its
// output's buffer. That needs no kernel ABI of its own: every kernel takes
// a buffer's address, and a slice is a buffer at an offset. So it is
// target-neutral, and only slices that are contiguous qualify: every dim
// before the axis is 1 (NCHW channels at batch 1). A strided slice would
// need kernels that write strided outputs; such a Concat keeps its copy.

// slice is where a Concat input lies in its output: the output value and
// the byte offset of the input's first element there.
type slice struct {
	in  *graph.Value
	off int64
}

// concatInPlace returns where each input of partition p lies in p's
// output when p is a Concat that can be written in place, else nil. first
// holds the values an earlier partition wrote into the arena (the inputs
// must be among them), root the reshape aliases (an alias's bytes are its
// root's, so it cannot move into a slice), consumers every value's
// readers.
//
// The conditions, each a case that keeps the copy: the output is an
// arena intermediate (no graph output) of static, nonzero size; every
// input is an arena intermediate written by a kernel (no graph input,
// weight or output), read by this Concat alone and once, of the output's
// type and nonzero size; the slices are contiguous (every dim before the
// axis is 1) and each starts at a multiple of Alignment, so a producer's
// vector stores see the alignment any buffer has.
func concatInPlace(g *graph.Graph, p *Partition, first map[*graph.Value]int, root map[*graph.Value]*graph.Value, consumers map[*graph.Value][]*graph.Node) map[*graph.Value]slice {
	if p.Alias || len(p.Nodes) != 1 || len(p.Outputs) != 1 {
		return nil
	}
	n := p.Nodes[0]
	if n.OpType != "Concat" || len(n.Inputs) == 0 || len(n.Outputs) != 1 || n.Outputs[0] != p.Outputs[0] {
		return nil
	}
	y := n.Outputs[0]
	if y == nil || g.IsOutput(y) || y.Dynamic || !y.ShapeKnown || y.Bytes() <= 0 {
		return nil
	}
	axis := n.Int("axis", 0)
	if r := int64(len(y.Shape)); axis < 0 {
		axis += r
	}
	if axis < 0 || axis >= int64(len(y.Shape)) {
		return nil
	}
	for _, d := range y.Shape[:axis] {
		if d != 1 {
			return nil // each input's slice would be strided
		}
	}
	out := make(map[*graph.Value]slice, len(n.Inputs))
	var off int64
	for k, v := range n.Inputs {
		if v == nil || slices.Index(n.Inputs, v) != k {
			return nil // an input read twice would need two places
		}
		if _, ok := first[v]; !ok || root[v] != nil || v.Producer == nil || g.Const(v) != nil || g.IsOutput(v) {
			return nil
		}
		if v.Dynamic || !v.ShapeKnown || v.DType != y.DType || v.Bytes() <= 0 || len(v.Shape) != len(y.Shape) {
			return nil
		}
		if c := consumers[v]; len(c) != 1 || c[0] != n {
			return nil
		}
		if off%Alignment != 0 {
			return nil
		}
		out[v] = slice{in: y, off: off}
		off += v.Bytes()
	}
	if off != y.Bytes() {
		return nil
	}
	return out
}

// InPlace reports whether the plan writes Concat node n in place: each
// input placed in its slice of the output, so lowering launches nothing
// for n. Lowering checks the offsets again before it drops the copy.
func (m *MemoryPlan) InPlace(n *graph.Node) bool {
	return m != nil && m.inPlace[n]
}

// intoOutputOf returns the input of p when p is an alias whose output is
// a graph output and whose input can take the output's bytes: written by
// an earlier kernel into the arena (first), no alias itself (root), read
// by p alone, and no Concat written in place (its slices lie in the
// arena). The kernel that writes it then writes the output, and the alias
// copies nothing.
func intoOutputOf(g *graph.Graph, p *Partition, first map[*graph.Value]int, root map[*graph.Value]*graph.Value, inPlace map[*graph.Node]bool, consumers map[*graph.Value][]*graph.Node) (*graph.Value, bool) {
	if !p.Alias || len(p.Nodes) != 1 || len(p.Outputs) != 1 {
		return nil, false
	}
	n := p.Nodes[0]
	x, y := n.Input(0), p.Outputs[0]
	if x == nil || !g.IsOutput(y) || y.Dynamic || x.Dynamic || x.Bytes() != y.Bytes() || x.Bytes() <= 0 {
		return nil, false
	}
	if _, ok := first[x]; !ok || root[x] != nil || g.IsOutput(x) || x.Producer == nil || inPlace[x.Producer] {
		return nil, false
	}
	if c := consumers[x]; len(c) != 1 || c[0] != n {
		return nil, false
	}
	return x, true
}

// IntoOutput reports whether the plan leaves the input of alias node n
// (whose output is a graph output) out of the arena, for the kernel that
// writes it to write the output's bytes instead: lowering then launches
// nothing for n.
func (m *MemoryPlan) IntoOutput(n *graph.Node) bool {
	return m != nil && m.intoOutput[n]
}
