package passes

import (
	"context"
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// InlineIf replaces every If whose condition is a constant by the nodes of
// the branch it takes (DESIGN.md, Programs: an If folded away at compile
// time). The branch's captured values become the outer values the If bound
// to them, its initializers and values join the outer graph under fresh
// names, and readers of the If's outputs read the branch's outputs. Run it
// after constant folding, which is what makes exported conditions (a
// comparison of shapes, an attribute turned into a constant) constant.
type InlineIf struct{}

// Name is "inline-if".
func (InlineIf) Name() string { return "inline-if" }

// Run inlines in one sweep; an inlined branch's own constant Ifs are
// inlined too.
func (InlineIf) Run(ctx context.Context, g *graph.Graph) error {
	for changed := true; changed; {
		changed = false
		for _, n := range g.Nodes {
			if err := ctx.Err(); err != nil {
				return err
			}
			if n.OpType != "If" || n.Domain != "" {
				continue
			}
			cond := g.Const(n.Input(0))
			if cond == nil || cond.Len() != 1 {
				continue
			}
			branch := n.SubgraphAttr("else_branch")
			if cond.Float64(0) != 0 {
				branch = n.SubgraphAttr("then_branch")
			}
			if branch == nil {
				return fmt.Errorf("inline %s: missing branch", n)
			}
			ok, err := inlineBranch(g, n, branch)
			if err != nil {
				return fmt.Errorf("inline %s: %w", n, err)
			}
			if ok {
				changed = true
				break // g.Nodes changed
			}
		}
	}
	return nil
}

// inlineBranch splices branch's nodes in place of n. It reports false,
// leaving g as it was, when an output of n is a graph output that cannot
// take the branch output's name (a constant or an input returned as is).
func inlineBranch(g *graph.Graph, n *graph.Node, branch *graph.Graph) (bool, error) {
	if len(branch.Outputs) != len(n.Outputs) {
		return false, fmt.Errorf("branch %q has %d outputs, the If has %d", branch.Name, len(branch.Outputs), len(n.Outputs))
	}
	start := n.CaptureStart()
	if len(branch.Captures) != len(n.Inputs)-start {
		return false, fmt.Errorf("branch %q captures %d values, the If binds %d", branch.Name, len(branch.Captures), len(n.Inputs)-start)
	}
	// The graph outputs among n's outputs must stay named: refuse where
	// the branch output is not a fresh node output.
	for i, o := range n.Outputs {
		if o != nil && g.IsOutput(o) {
			bo := branch.Outputs[i]
			if bo.Producer == nil || branchOutputTwice(branch, bo) {
				return false, nil
			}
		}
	}
	sub := branch.Clone() // the If may be shared by clones of g
	names := g.NameSet()
	vals := map[*graph.Value]*graph.Value{}
	for i, c := range sub.Captures {
		vals[c] = n.Inputs[start+i]
	}
	mapValue := func(v *graph.Value) *graph.Value {
		if v == nil {
			return nil
		}
		if m, ok := vals[v]; ok {
			return m
		}
		if t := sub.Const(v); t != nil {
			m := g.AddConst(names, v.Name, t)
			vals[v] = m
			return m
		}
		// A node output: renamed to be unique in g.
		v.Name = graph.UniqueName(names, v.Name)
		vals[v] = v
		return v
	}
	var spliced []*graph.Node
	for _, bn := range sub.Nodes {
		for i, v := range bn.Inputs {
			bn.Inputs[i] = mapValue(v)
		}
		for _, v := range bn.Outputs {
			mapValue(v)
		}
		bn.Name = graph.UniqueName(names, n.Name+"/"+bn.Name)
		spliced = append(spliced, bn)
	}
	for i, o := range n.Outputs {
		if o == nil {
			continue
		}
		repl := mapValue(sub.Outputs[i])
		if !g.ReplaceUses(o, repl) {
			return false, fmt.Errorf("output %q cannot be replaced", o.Name)
		}
	}
	// Splice the branch's nodes where the If was: its inputs are defined
	// before it, and its readers come after.
	var nodes []*graph.Node
	for _, m := range g.Nodes {
		if m == n {
			nodes = append(nodes, spliced...)
			continue
		}
		nodes = append(nodes, m)
	}
	g.Nodes = nodes
	return true, nil
}

// branchOutputTwice reports whether v is more than one of g's outputs.
func branchOutputTwice(g *graph.Graph, v *graph.Value) bool {
	k := 0
	for _, o := range g.Outputs {
		if o == v {
			k++
		}
	}
	return k > 1
}
