package graph

import (
	"fmt"
	"sort"
	"strconv"
)

// ReplaceUses makes every node input and graph output that reads old read
// repl instead. When old is a graph output, the output keeps its name: repl
// is renamed to old's name if it is an internal value, otherwise the graph
// output stays old (the caller must then keep old's producer) and
// ReplaceUses reports false.
func (g *Graph) ReplaceUses(old, repl *Value) bool {
	if old == repl {
		return true
	}
	for i, o := range g.Outputs {
		if o != old {
			continue
		}
		if !g.renamable(repl) {
			return false
		}
		g.Outputs[i] = repl
		repl.Name = old.Name
		if repl.Dims == nil {
			repl.Dims = old.Dims
		}
	}
	for _, n := range g.Nodes {
		for i, v := range n.Inputs {
			if v == old {
				n.Inputs[i] = repl
			}
		}
	}
	return true
}

// CanReplace reports whether ReplaceUses(old, repl) would succeed.
func (g *Graph) CanReplace(old, repl *Value) bool {
	return old == repl || !g.IsOutput(old) || g.renamable(repl)
}

// renamable reports whether v may take a graph output's name: it must be a
// node output that is not itself a graph output (inputs and initializers
// keep their names, and two outputs cannot share one value).
func (g *Graph) renamable(v *Value) bool {
	return v.Producer != nil && !g.IsOutput(v)
}

// RemoveNodes drops the given nodes, keeping the others' order.
func (g *Graph) RemoveNodes(dead map[*Node]bool) {
	if len(dead) == 0 {
		return
	}
	kept := g.Nodes[:0]
	for _, n := range g.Nodes {
		if !dead[n] {
			kept = append(kept, n)
		}
	}
	for i := len(kept); i < len(g.Nodes); i++ {
		g.Nodes[i] = nil
	}
	g.Nodes = kept
}

// NameSet returns the set of names in use (values and initializers), for
// UniqueName.
func (g *Graph) NameSet() map[string]bool {
	names := map[string]bool{}
	for _, v := range g.Values() {
		names[v.Name] = true
	}
	for n := range g.Initializers {
		names[n] = true
	}
	return names
}

// UniqueName returns prefix, or prefix with a numeric suffix, that is not in
// names, and adds it to names.
func UniqueName(names map[string]bool, prefix string) string {
	name := prefix
	for i := 1; names[name]; i++ {
		name = prefix + "_" + strconv.Itoa(i)
	}
	names[name] = true
	return name
}

// AddConst registers t as an initializer under a fresh name derived from
// prefix and returns its value.
func (g *Graph) AddConst(names map[string]bool, prefix string, t *Tensor) *Value {
	name := UniqueName(names, prefix)
	if g.Initializers == nil {
		g.Initializers = map[string]*Tensor{}
	}
	g.Initializers[name] = t
	return &Value{Name: name, DType: t.DType, Shape: t.Shape.Clone(), ShapeKnown: true}
}

// Clone returns a copy of the graph's structure (nodes, values, attribute
// maps) that can be rewritten independently; constant tensors are shared,
// as passes never modify a tensor in place.
func (g *Graph) Clone() *Graph {
	c := &Graph{Name: g.Name, Opset: g.Opset, IRVersion: g.IRVersion,
		Initializers: make(map[string]*Tensor, len(g.Initializers)), Opsets: map[string]int64{}}
	for k, v := range g.Opsets {
		c.Opsets[k] = v
	}
	for k, v := range g.Initializers {
		c.Initializers[k] = v
	}
	vals := map[*Value]*Value{}
	nodes := map[*Node]*Node{}
	cv := func(v *Value) *Value {
		if v == nil {
			return nil
		}
		if nv, ok := vals[v]; ok {
			return nv
		}
		nv := *v
		nv.Shape = v.Shape.Clone()
		if v.Dims != nil {
			nv.Dims = append([]Dim{}, v.Dims...)
		}
		nv.Producer = nodes[v.Producer]
		vals[v] = &nv
		return &nv
	}
	for _, n := range g.Nodes {
		nn := &Node{Name: n.Name, OpType: n.OpType, Domain: n.Domain}
		nodes[n] = nn
		if n.Attrs != nil {
			nn.Attrs = make(map[string]*Attr, len(n.Attrs))
			for k, a := range n.Attrs {
				ac := *a
				// Subgraphs are copied too: passes (shape inference)
				// write their values' types.
				if a.Graph != nil {
					ac.Graph = a.Graph.Clone()
				}
				if a.Graphs != nil {
					ac.Graphs = make([]*Graph, len(a.Graphs))
					for i, sg := range a.Graphs {
						ac.Graphs[i] = sg.Clone()
					}
				}
				nn.Attrs[k] = &ac
			}
		}
		for _, v := range n.Inputs {
			nn.Inputs = append(nn.Inputs, cv(v))
		}
		for _, v := range n.Outputs {
			nn.Outputs = append(nn.Outputs, cv(v))
		}
		c.Nodes = append(c.Nodes, nn)
	}
	for _, v := range g.Inputs {
		c.Inputs = append(c.Inputs, cv(v))
	}
	for _, v := range g.Captures {
		c.Captures = append(c.Captures, cv(v))
	}
	for _, v := range g.Outputs {
		c.Outputs = append(c.Outputs, cv(v))
	}
	return c
}

// PruneInitializers drops initializers no node or graph output reads.
func (g *Graph) PruneInitializers() int {
	used := map[string]bool{}
	for _, n := range g.Nodes {
		for _, v := range n.Inputs {
			if v != nil && v.Producer == nil {
				used[v.Name] = true
			}
		}
	}
	for _, v := range g.Outputs {
		used[v.Name] = true
	}
	removed := 0
	for name := range g.Initializers {
		if !used[name] {
			delete(g.Initializers, name)
			removed++
		}
	}
	return removed
}

// key is a canonical rendering of the attribute for AttrKey.
func (a *Attr) key() string {
	switch a.Kind {
	case AttrFloat:
		return fmt.Sprintf("f%v", a.Float)
	case AttrInt:
		return fmt.Sprintf("i%d", a.Int)
	case AttrString:
		return "s" + strconv.Quote(a.String)
	case AttrFloats:
		return fmt.Sprintf("F%v", a.Floats)
	case AttrInts:
		return fmt.Sprintf("I%v", a.Ints)
	case AttrStrings:
		return fmt.Sprintf("S%q", a.Strings)
	case AttrTensor:
		return fmt.Sprintf("t%v%x", a.Tensor, a.Tensor.Data)
	case AttrTensors:
		s := "T"
		for _, t := range a.Tensors {
			s += fmt.Sprintf("%v%x;", t, t.Data)
		}
		return s
	case AttrGraph:
		// Subgraphs are equal only when they are the same graph.
		return fmt.Sprintf("g%p", a.Graph)
	case AttrGraphs:
		s := "G"
		for _, sg := range a.Graphs {
			s += fmt.Sprintf("%p;", sg)
		}
		return s
	}
	return "?"
}

// AttrKey is a canonical string of a node's attributes: equal keys mean
// equal attributes (used by common-subexpression elimination).
func (n *Node) AttrKey() string {
	if len(n.Attrs) == 0 {
		return ""
	}
	keys := make([]string, 0, len(n.Attrs))
	for k := range n.Attrs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	s := ""
	for _, k := range keys {
		s += k + "=" + n.Attrs[k].key() + ";"
	}
	return s
}
