package graph

import (
	"fmt"
	"sort"
)

// Subgraphs returns the subgraphs of n's attributes (If's branches, Loop's
// and Scan's bodies) in attribute-name order, nil when it has none.
func (n *Node) Subgraphs() []*Graph {
	var names []string
	for k, a := range n.Attrs {
		if a.Kind == AttrGraph || a.Kind == AttrGraphs {
			names = append(names, k)
		}
	}
	sort.Strings(names)
	var out []*Graph
	for _, k := range names {
		a := n.Attrs[k]
		if a.Kind == AttrGraph {
			out = append(out, a.Graph)
		} else {
			out = append(out, a.Graphs...)
		}
	}
	return out
}

// SubgraphAttr returns the subgraph attribute name, or nil when n has none.
func (n *Node) SubgraphAttr(name string) *Graph {
	if a, ok := n.attr(name, AttrGraph); ok {
		return a.Graph
	}
	return nil
}

// CaptureStart is the index of n's first input that binds a subgraph's
// captured value (Graph.Captures): its operator's own inputs come before,
// the captured outer values from there on. It is len(n.Inputs) for a node
// without subgraphs or captures.
func (n *Node) CaptureStart() int {
	for _, sg := range n.Subgraphs() {
		if sg != nil && len(sg.Captures) <= len(n.Inputs) {
			return len(n.Inputs) - len(sg.Captures)
		}
	}
	return len(n.Inputs)
}

// OpInputs are n's inputs without the captured values its subgraphs read.
func (n *Node) OpInputs() []*Value { return n.Inputs[:n.CaptureStart()] }

// validateSubgraphs checks n's subgraphs: each valid, each with the same
// number of captures, bound to inputs n has.
func validateSubgraphs(n *Node) error {
	sgs := n.Subgraphs()
	if len(sgs) == 0 {
		return nil
	}
	want := -1
	for _, sg := range sgs {
		if sg == nil {
			return fmt.Errorf("node %q: nil subgraph", n.Name)
		}
		if want < 0 {
			want = len(sg.Captures)
		}
		if len(sg.Captures) != want || want > len(n.Inputs) {
			return fmt.Errorf("node %q: subgraph %q captures %d values, the node binds %d", n.Name, sg.Name, len(sg.Captures), want)
		}
		if err := sg.Validate(); err != nil {
			return fmt.Errorf("node %q: subgraph %q: %w", n.Name, sg.Name, err)
		}
	}
	for _, v := range n.Inputs[len(n.Inputs)-want:] {
		if v == nil {
			return fmt.Errorf("node %q: a captured input is missing", n.Name)
		}
	}
	return nil
}

// Dynamic reports whether an input or output of n has a shape known only
// at run time (Value.Dynamic): rewrites that need shapes leave n alone.
func (n *Node) Dynamic() bool {
	for _, v := range n.Inputs {
		if v != nil && v.Dynamic {
			return true
		}
	}
	for _, v := range n.Outputs {
		if v != nil && v.Dynamic {
			return true
		}
	}
	return false
}
