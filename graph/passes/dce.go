package passes

import (
	"context"

	"github.com/mgxport/mgxport/graph"
)

// DCE removes nodes none of whose outputs reach a graph output, and the
// initializers nothing reads any more. ONNX inference ops have no side
// effects, so liveness is the whole story.
type DCE struct{}

// Name is "dce".
func (DCE) Name() string { return "dce" }

// Run sweeps backwards from the graph outputs.
func (DCE) Run(ctx context.Context, g *graph.Graph) error {
	live := map[*graph.Value]bool{}
	for _, v := range g.Outputs {
		live[v] = true
	}
	dead := map[*graph.Node]bool{}
	for i := len(g.Nodes) - 1; i >= 0; i-- {
		n := g.Nodes[i]
		used := false
		for _, v := range n.Outputs {
			if v != nil && live[v] {
				used = true
				break
			}
		}
		if !used {
			dead[n] = true
			continue
		}
		for _, v := range n.Inputs {
			if v != nil {
				live[v] = true
			}
		}
	}
	g.RemoveNodes(dead)
	g.PruneInitializers()
	return ctx.Err()
}
