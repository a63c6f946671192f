package passes

import (
	"context"
	"slices"

	"github.com/mgxport/mgxport/graph"
)

// UnitTransposes rewrites each Transpose that keeps the order of its
// input's dims larger than 1 (it moves only dims of size 1, so the
// elements stay in the same order) into a Reshape to its output's shape.
// A Transpose is a launch that copies its input; a Reshape of an
// intermediate value is an alias of the same bytes (no launch). lstm_seg
// (batch 1) has three: its LSTMs' [seq, dirs, 1, hidden] outputs moved to
// [seq, 1, dirs, hidden], and [seq, 1, 2·hidden] to [1, seq, 2·hidden].
// (finalize/host's foldUnitTransposes does the same inside a TOSA
// kernel.)
type UnitTransposes struct{}

// Name is "unit-transposes".
func (UnitTransposes) Name() string { return "unit-transposes" }

// Run rewrites every such Transpose.
func (UnitTransposes) Run(ctx context.Context, g *graph.Graph) error {
	names := g.NameSet()
	for _, n := range g.Nodes {
		if err := ctx.Err(); err != nil {
			return err
		}
		if n.OpType != "Transpose" || n.Domain != "" || n.Dynamic() || len(n.Outputs) != 1 {
			continue
		}
		x, y := n.Input(0), n.Output(0)
		if x == nil || y == nil || !x.ShapeKnown || !y.ShapeKnown || len(x.Shape) < 2 {
			continue
		}
		// (A Reshape's 0 would mean "copy the input's dim", so empty
		// tensors keep their Transpose.)
		if slices.Contains(x.Shape, 0) || !keepsOrder(x.Shape, permOf(n, len(x.Shape))) {
			continue
		}
		shape, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(y.Shape))}, append([]int64{}, y.Shape...))
		if err != nil {
			return err
		}
		n.OpType, n.Attrs = "Reshape", nil
		n.Inputs = []*graph.Value{x, g.AddConst(names, y.Name+"_shape", shape)}
	}
	return nil
}

// keepsOrder reports whether perm (a permutation of shape's dims) keeps
// the dims larger than 1 in their order.
func keepsOrder(shape graph.Shape, perm []int64) bool {
	if len(perm) != len(shape) {
		return false
	}
	seen := make([]bool, len(shape))
	last := int64(-1)
	for _, p := range perm {
		if p < 0 || p >= int64(len(shape)) || seen[p] {
			return false
		}
		seen[p] = true
		if shape[p] == 1 {
			continue
		}
		if p < last {
			return false
		}
		last = p
	}
	return true
}
