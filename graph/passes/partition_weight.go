package passes

import "github.com/mgxport/mgxport/graph"

// A packed weight's prologue. A weight that stays packed in the bundle
// (a constant value marked Packed: MatMulNBits' 4-bit codes, see
// graph/contrib) reaches its product through the ops that unpack and
// dequantize it: a pointwise DAG over constants (shift, mask, cast, zero
// point, scale), then a reshape to the operand's shape and possibly a
// slice of it. Left to the SPIR-V kernels, that chain would write the
// whole dequantized weight to memory on every run before the product read
// it back. As the product's prologue it is part of the product's kernel:
// the kernel reads the packed bytes and the scales and computes the
// weight where it loads it.

// packedWeightPrologue returns the nodes that compute v, operand of the
// anchor, from constants alone, at least one of them Packed, when they
// are a pointwise DAG (every node's output read only inside it) followed
// by at most one reshape-class node, one Slice and one Cast (mixed
// precision's, to half; each read only by the next): the prologue that
// dequantizes a packed weight. It returns nil otherwise.
func (pt *partitioner) packedWeightPrologue(v *graph.Value, anchor *graph.Node) []*graph.Node {
	var nodes []*graph.Node
	take := func(n *graph.Node) bool {
		if n == nil || pt.owner[n] != nil || pt.isAnchor(n) || len(n.Outputs) != 1 {
			return false
		}
		nodes = append(nodes, n)
		return true
	}
	want := anchor
	cur := v
	// Mixed precision's Cast of the weight to half, after the reshape.
	if n := cur.Producer; n != nil && n.OpType == "Cast" && pt.isPointwise(n) {
		if c, ok := pt.singleUse(cur); !ok || c != want || !take(n) {
			return nil
		}
		want, cur = n, n.Inputs[0]
	}
	if n := cur.Producer; n != nil && n.OpType == "Slice" {
		if c, ok := pt.singleUse(cur); !ok || c != want || !pt.constInputs(n, 1) || !take(n) {
			return nil
		}
		want, cur = n, n.Inputs[0]
	}
	if n := cur.Producer; n != nil && pt.reshapes(n) {
		if c, ok := pt.singleUse(cur); !ok || c != want || !pt.constInputs(n, 1) || !take(n) {
			return nil
		}
		want, cur = n, n.Inputs[0]
	}
	// The pointwise DAG: every node's output read by nodes of the DAG
	// only, every leaf a constant.
	root := cur.Producer
	if root == nil || !pt.isPointwise(root) {
		return nil
	}
	if c, ok := pt.singleUse(cur); !ok || c != want {
		return nil
	}
	inDAG := map[*graph.Node]bool{}
	packed := false
	stack := []*graph.Node{root}
	for len(stack) > 0 {
		n := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if inDAG[n] {
			continue
		}
		if !pt.isPointwise(n) || !take(n) || len(nodes) > MaxFusedNodes {
			return nil
		}
		inDAG[n] = true
		for _, in := range n.Inputs {
			switch {
			case in == nil:
			case pt.g.Const(in) != nil:
				packed = packed || in.Packed
			case in.Producer != nil:
				stack = append(stack, in.Producer)
			default:
				return nil // a graph input: not a weight
			}
		}
	}
	// Every DAG node's output is read inside the DAG (or by the node
	// after it, for the root).
	for n := range inDAG {
		for _, c := range pt.consumers[onlyOutput(n)] {
			if !inDAG[c] && !(n == root && c == want) {
				return nil
			}
		}
		if pt.g.IsOutput(onlyOutput(n)) {
			return nil
		}
	}
	if !packed {
		return nil
	}
	return nodes
}

// constInputs reports whether every input of n from the first on is a
// constant (a reshape's shape, a slice's bounds).
func (pt *partitioner) constInputs(n *graph.Node, first int) bool {
	for _, in := range n.Inputs[first:] {
		if in != nil && pt.g.Const(in) == nil {
			return false
		}
	}
	return len(n.Inputs) > 0 && n.Inputs[0] != nil
}
