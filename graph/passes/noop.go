package passes

import (
	"context"

	"github.com/mgxport/mgxport/graph"
)

// EliminateNoOps removes nodes whose output equals their data input:
// Identity, inference-mode Dropout, Cast to the same type, and shape ops
// (Reshape, Flatten, Squeeze, Unsqueeze, Expand, Tile, Transpose, Slice,
// Pad, single-input Concat/Sum/Max/...) that leave the shape and element
// order unchanged. Readers then read the input directly.
type EliminateNoOps struct{}

// Name is "eliminate-noops".
func (EliminateNoOps) Name() string { return "eliminate-noops" }

// Run removes every no-op it can (a no-op whose output is a graph output
// stays when the input cannot take the output's name).
func (EliminateNoOps) Run(ctx context.Context, g *graph.Graph) error {
	consumers := g.Consumers()
	dead := map[*graph.Node]bool{}
	for _, n := range g.Nodes {
		in := isNoOp(g, n, consumers)
		if in == nil {
			continue
		}
		out := n.Outputs[0]
		if !g.CanReplace(out, in) {
			continue
		}
		g.ReplaceUses(out, in)
		dead[n] = true
	}
	g.RemoveNodes(dead)
	return ctx.Err()
}

// isNoOp returns the input that node n passes through unchanged, or nil.
func isNoOp(g *graph.Graph, n *graph.Node, consumers map[*graph.Value][]*graph.Node) *graph.Value {
	if n.Domain != "" || len(n.Outputs) == 0 || n.Outputs[0] == nil {
		return nil
	}
	// Extra outputs (Dropout's mask, Split's others) must be unused.
	for _, v := range n.Outputs[1:] {
		if v != nil && (len(consumers[v]) > 0 || g.IsOutput(v)) {
			return nil
		}
	}
	x, out := n.Input(0), n.Outputs[0]
	if x == nil || !x.ShapeKnown || !out.ShapeKnown || x.DType != out.DType || !x.Shape.Equal(out.Shape) {
		return nil
	}
	switch n.OpType {
	case "Identity", "Cast", "CastLike", "Reshape", "Flatten", "Squeeze", "Unsqueeze", "Expand", "Tile", "Split":
		return x
	case "Concat", "Sum", "Max", "Min", "Mean":
		if len(n.Inputs) == 1 {
			return x
		}
	case "Dropout":
		if t := g.Const(n.Input(2)); n.Input(2) == nil || t != nil && t.Len() == 1 && t.Int64(0) == 0 {
			return x
		}
	case "Transpose":
		perm := n.Ints("perm", nil)
		for i, p := range perm {
			if p != int64(i) {
				return nil
			}
		}
		if perm != nil || len(x.Shape) <= 1 {
			return x
		}
	case "Slice":
		// Same shape with unit steps selects everything in order.
		if n.Input(4) == nil {
			return x
		}
		if t := g.Const(n.Input(4)); t != nil {
			for _, s := range t.Int64s() {
				if s != 1 {
					return nil
				}
			}
			return x
		}
	case "Pad":
		if t := g.Const(n.Input(1)); t != nil {
			for _, p := range t.Int64s() {
				if p != 0 {
					return nil
				}
			}
			return x
		}
	}
	return nil
}
