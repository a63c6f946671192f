package passes

import (
	"github.com/mgxport/mgxport/graph"
)

// partitioner is the state of one PartitionGraph: who owns each node so
// far, and the graph's order and consumers.
type partitioner struct {
	g         *graph.Graph
	kinds     OpKinds
	consumers map[*graph.Value][]*graph.Node
	order     map[*graph.Node]int
	owner     map[*graph.Node]*Partition
}

func newPartitioner(g *graph.Graph, kinds OpKinds) *partitioner {
	pt := &partitioner{g: g, kinds: kinds, consumers: g.Consumers(),
		order: make(map[*graph.Node]int, len(g.Nodes)), owner: map[*graph.Node]*Partition{}}
	for i, n := range g.Nodes {
		pt.order[n] = i
	}
	return pt
}

func (pt *partitioner) isAnchor(n *graph.Node) bool    { return pt.kinds(n) == OpAnchor }
func (pt *partitioner) isPointwise(n *graph.Node) bool { return pt.kinds(n) == OpPointwise }

// singleUse reports whether v is read by exactly one node (once) and is
// not a graph output, so fusing its producer with that reader hides it.
func (pt *partitioner) singleUse(v *graph.Value) (*graph.Node, bool) {
	if v == nil || pt.g.IsOutput(v) {
		return nil, false
	}
	cs := pt.consumers[v]
	if len(cs) != 1 {
		return nil, false
	}
	return cs[0], true
}

// onlyOutput returns n's single present output.
func onlyOutput(n *graph.Node) *graph.Value {
	var out *graph.Value
	for _, v := range n.Outputs {
		if v != nil {
			if out != nil {
				return nil
			}
			out = v
		}
	}
	return out
}

// ready reports whether every input of n is computed by p or before
// position pos, so fusing n keeps the kernels acyclic.
func (pt *partitioner) ready(n *graph.Node, p *Partition, pos int) bool {
	for _, v := range n.Inputs {
		if v == nil || v.Producer == nil || pt.owner[v.Producer] == p {
			continue
		}
		if pt.order[v.Producer] >= pos {
			return false
		}
	}
	return true
}

// extend grows p along a single-consumer pointwise chain from last, up to
// MaxFusedNodes nodes.
func (pt *partitioner) extend(p *Partition, last *graph.Node) {
	for len(p.Nodes) < MaxFusedNodes {
		c, ok := pt.singleUse(onlyOutput(last))
		if !ok || pt.owner[c] != nil || !pt.isPointwise(c) || !pt.ready(c, p, pt.order[c]) {
			return
		}
		pt.owner[c] = p
		p.Nodes = append(p.Nodes, c)
		last = c
	}
}

// endsChain reports whether pn is the single consumer of a pointwise node
// that no partition owns: the end of a chain extend would fuse.
func (pt *partitioner) endsChain(pn *graph.Node) bool {
	for _, v := range pn.Inputs {
		if v == nil || v.Producer == nil || pt.owner[v.Producer] != nil || !pt.isPointwise(v.Producer) {
			continue
		}
		if c, ok := pt.singleUse(onlyOutput(v.Producer)); ok && c == pn {
			return true
		}
	}
	return false
}

// sideInput says whether a value a tail node reads from outside the set
// being grown (inSet) may join the kernel as an operand.
type sideInput func(v *graph.Value, inSet func(*graph.Node) bool) bool

// tailRules say what a DAG grown after a node may hold.
type tailRules struct {
	// keepRoot lets the root's own result be read outside too.
	keepRoot bool
	// side accepts the operands the DAG reads from outside.
	side sideInput
	// reshapes lets reshape-class nodes join: an MLIR kernel reshapes its
	// tensors, a row kernel's tail is indexed linearly; a SPIR-V pointwise
	// kernel broadcasts its operands against one output shape and cannot.
	reshapes bool
	// reshapeLast lets the DAG's result be a reshape's: a row kernel's
	// tail stores by linear index, any shape, where an MLIR kernel
	// returning a reshaped view would copy it.
	reshapeLast bool
}

// growDAG grows p, whose last node is root, by the largest DAG of
// pointwise and reshape-class nodes over root's result whose other
// operands the rules accept and whose values are read outside only
// through one value (the tail's result; with keepRoot, root's own result
// may be read outside as well). Nodes are tried in graph order, up to
// the last consumer of anything the DAG computes; the DAG kept is the
// largest prefix that qualifies, so a branch that never rejoins (a value
// read outside twice) is left out.
func (pt *partitioner) growDAG(p *Partition, root *graph.Node, rules tailRules) {
	rootOut := onlyOutput(root)
	if rootOut == nil {
		return
	}
	tentative := map[*graph.Node]bool{}
	inSet := func(n *graph.Node) bool { return n != nil && (pt.owner[n] == p || tentative[n]) }
	var added []*graph.Node
	best := 0
	horizon := pt.lastConsumer(rootOut)
	for i := pt.order[root] + 1; i < len(pt.g.Nodes) && i <= horizon && len(p.Nodes)+len(added) < MaxFusedNodes; i++ {
		c := pt.g.Nodes[i]
		out := onlyOutput(c)
		reshape := rules.reshapes && pt.reshapes(c)
		if pt.owner[c] != nil || !(pt.isPointwise(c) || reshape) || out == nil || len(c.Subgraphs()) > 0 {
			continue
		}
		reads, ok := false, true
		for i, v := range c.Inputs {
			switch {
			case v == nil:
			case reshape && i > 0:
				ok = ok && pt.g.Const(v) != nil // the shape or axes
			case inSet(v.Producer):
				reads = true
			case reshape || !rules.side(v, inSet):
				ok = false
			}
		}
		if !reads || !ok {
			continue
		}
		tentative[c] = true
		added = append(added, c)
		horizon = max(horizon, pt.lastConsumer(out))
		if pt.tailQualifies(added, rootOut, rules, inSet) {
			best = len(added)
		}
	}
	for _, c := range added[:best] {
		pt.owner[c] = p
		p.Nodes = append(p.Nodes, c)
	}
}

// lastConsumer is the position of v's last reader (-1 for none).
func (pt *partitioner) lastConsumer(v *graph.Value) int {
	last := -1
	for _, c := range pt.consumers[v] {
		last = max(last, pt.order[c])
	}
	return last
}

// tailQualifies reports whether p with the tail added reads out only one
// value the tail computes (plus root's result with keepRoot): root's
// result and every value but the last are read only inside.
func (pt *partitioner) tailQualifies(added []*graph.Node, rootOut *graph.Value, rules tailRules, inSet func(*graph.Node) bool) bool {
	escapes := func(v *graph.Value) bool {
		if pt.g.IsOutput(v) {
			return true
		}
		for _, c := range pt.consumers[v] {
			if !inSet(c) {
				return true
			}
		}
		return false
	}
	if !rules.keepRoot && escapes(rootOut) {
		return false
	}
	var out int
	computes := false // a DAG of reshapes alone computes nothing (an alias is free)
	for _, c := range added {
		computes = computes || !pt.reshapes(c)
		if escapes(onlyOutput(c)) {
			if !rules.reshapeLast && pt.reshapes(c) {
				return false
			}
			out++
		}
	}
	return out == 1 && computes
}

// independent is the side inputs of an anchor's epilogue: any value whose
// computation does not depend on the partition's nodes (nor on a
// partition that does), so the kernel can read it without a cycle.
func (pt *partitioner) independent(p *Partition) sideInput {
	low := len(pt.g.Nodes)
	for _, n := range p.Nodes {
		low = min(low, pt.order[n])
	}
	return func(v *graph.Value, inSet func(*graph.Node) bool) bool {
		if v.Producer == nil {
			return true
		}
		seen := map[*graph.Node]bool{}
		seenPart := map[*Partition]bool{}
		stack := []*graph.Node{v.Producer}
		for len(stack) > 0 {
			n := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if seen[n] {
				continue
			}
			seen[n] = true
			if inSet(n) {
				return false
			}
			if q := pt.owner[n]; q != nil && !seenPart[q] {
				seenPart[q] = true
				stack = append(stack, q.Nodes...)
			}
			if pt.order[n] < low {
				continue // computed before every node of p: cannot read them
			}
			for _, in := range n.Inputs {
				if in != nil && in.Producer != nil {
					stack = append(stack, in.Producer)
				}
			}
		}
		return true
	}
}

// scalarConst is the side inputs of a rowwise kernel's tail: constants of
// one element, which the kernel's store folds in.
func (pt *partitioner) scalarConst(v *graph.Value, _ func(*graph.Node) bool) bool {
	t := pt.g.Const(v)
	return t != nil && t.Len() == 1
}

// aliasOps are the reshape-class ops: row-major data unchanged, only the
// shape is new.
var aliasOps = map[string]bool{"Reshape": true, "Flatten": true, "Squeeze": true, "Unsqueeze": true}

// AliasOp reports whether op is a reshape-class op: Reshape, Flatten,
// Squeeze or Unsqueeze (the row-major data unchanged).
func AliasOp(op string) bool { return aliasOps[op] }

// reshapes reports whether n is a reshape-class node of static shapes
// (any input), so a fused kernel can read its output as its input's
// elements.
func (pt *partitioner) reshapes(n *graph.Node) bool {
	if !aliasOps[n.OpType] || len(n.Inputs) == 0 {
		return false
	}
	x, y := n.Inputs[0], onlyOutput(n)
	return x != nil && y != nil && !x.Dynamic && !y.Dynamic && x.ShapeKnown && y.ShapeKnown &&
		x.DType == y.DType && x.Bytes() >= 0 && x.Bytes() == y.Bytes()
}

// aliases reports whether n is a reshape-class node whose output can be
// its input's bytes: the input an intermediate of the arena (computed by
// a kernel, not a graph input, output or weight), both of static size,
// and the output no graph output, or one whose input n alone reads (a
// classifier's last Flatten: the kernel before it writes the output's
// bytes; MemoryPlan.IntoOutput).
func (pt *partitioner) aliases(n *graph.Node) bool {
	if !pt.reshapes(n) {
		return false
	}
	x, y := n.Inputs[0], onlyOutput(n)
	if x.Producer == nil || pt.g.Const(x) != nil || pt.g.IsOutput(x) || x.Bytes() <= 0 {
		return false
	}
	if pt.g.IsOutput(y) {
		c, ok := pt.singleUse(x)
		return ok && c == n
	}
	return true
}
