package passes

import (
	"context"
	"errors"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
)

// FoldConstants evaluates, on the reference target, every node whose inputs
// are all constants, and every Shape or Size of a statically shaped value;
// their outputs become initializers and the nodes go away. Run after shape
// inference: that is what makes the Shape→Gather→Concat→Reshape subgraphs
// of exported transformers fold to constant shapes.
type FoldConstants struct {
	// MaxBytes bounds one folded output (default 256 MiB): folding a huge
	// computed constant would grow the bundle for little gain.
	MaxBytes int64
}

// Name is "fold-constants".
func (FoldConstants) Name() string { return "fold-constants" }

// Run folds in one topological sweep (a folded output makes its readers
// foldable in the same sweep).
func (p FoldConstants) Run(ctx context.Context, g *graph.Graph) error {
	limit := p.MaxBytes
	if limit <= 0 {
		limit = 256 << 20
	}
	dead := map[*graph.Node]bool{}
	for _, n := range g.Nodes {
		if err := ctx.Err(); err != nil {
			return err
		}
		if !foldable(g, n, limit) {
			continue
		}
		var outs []*graph.Tensor
		if t := shapeConstant(n); t != nil {
			outs = []*graph.Tensor{t}
		} else {
			ins := make([]*graph.Tensor, len(n.Inputs))
			for i, v := range n.Inputs {
				ins[i] = g.Const(v)
			}
			var err error
			outs, err = ref.EvalNodeBounded(n, g.Opset, ins, limit)
			var big *ref.SizeError
			if errors.As(err, &big) {
				continue // stays a run-time computation
			}
			if err != nil {
				return err
			}
		}
		for i, v := range n.Outputs {
			if v == nil {
				continue
			}
			t := outs[i]
			g.Initializers[v.Name] = t
			v.Producer = nil
			v.DType, v.Shape, v.ShapeKnown = t.DType, t.Shape.Clone(), true
		}
		dead[n] = true
	}
	g.RemoveNodes(dead)
	return nil
}

// foldable reports whether n can and should be evaluated now.
func foldable(g *graph.Graph, n *graph.Node, limit int64) bool {
	if n.Domain != "" || !deterministic(n) || !ref.Supported(n.OpType, n.Domain) {
		return false
	}
	for _, v := range n.Outputs {
		if v == nil {
			continue
		}
		// Graph outputs stay computed: the runtime contract is that
		// outputs are written by kernels.
		if g.IsOutput(v) || !v.ShapeKnown || v.Bytes() < 0 || v.Bytes() > limit {
			return false
		}
	}
	if (n.OpType == "Shape" || n.OpType == "Size") && n.Input(0) != nil && n.Input(0).ShapeKnown {
		return true
	}
	for _, v := range n.Inputs {
		if v != nil && (g.Const(v) == nil || v.Packed) {
			return false
		}
	}
	return len(n.Outputs) > 0
}

// shapeConstant computes Shape or Size from the input's static shape
// alone (the input's data need not be known).
func shapeConstant(n *graph.Node) *graph.Tensor {
	v := n.Input(0)
	if v == nil || !v.ShapeKnown {
		return nil
	}
	switch n.OpType {
	case "Size":
		t, _ := graph.FromInt64s(graph.Int64, graph.Shape{}, []int64{v.Shape.Size()})
		return t
	case "Shape":
		r := int64(len(v.Shape))
		clamp := func(i int64) int64 {
			if i < 0 {
				i += r
			}
			return min(max(i, 0), r)
		}
		start, end := clamp(n.Int("start", 0)), r
		if n.Has("end") {
			end = clamp(n.Int("end", r))
		}
		end = max(end, start)
		dims := append([]int64{}, v.Shape[start:end]...)
		t, _ := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(dims))}, dims)
		return t
	}
	return nil
}
