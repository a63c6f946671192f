package passes

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// Class is the kind of kernel a partition becomes.
type Class uint8

const (
	// ClassMLIR partitions are compute-bound (MatMul, Gemm, Conv,
	// ConvTranspose, pooling, attention) with their fused elementwise
	// prologue and epilogue; they lower to TOSA modules (mlir_bytecode).
	ClassMLIR Class = iota + 1
	// ClassSPIRV partitions are memory-bound (fused pointwise chains,
	// reductions, softmax, normalization, data movement); they lower to
	// SPIR-V kernels (amdgcnspirv).
	ClassSPIRV
)

// String is "mlir" or "spirv".
func (c Class) String() string {
	switch c {
	case ClassMLIR:
		return "mlir"
	case ClassSPIRV:
		return "spirv"
	}
	return fmt.Sprintf("class(%d)", uint8(c))
}

// Partition is one kernel's worth of nodes.
type Partition struct {
	// Class says how the partition is lowered.
	Class Class
	// Anchor is the compute op of an MLIR partition (nil for SPIR-V).
	Anchor *graph.Node
	// Nodes are the partition's nodes in topological order.
	Nodes []*graph.Node
	// Inputs are the values the partition reads that it does not compute:
	// graph inputs, initializers (weights) and other partitions' outputs,
	// in first-use order.
	Inputs []*graph.Value
	// Outputs are the values it computes that something outside reads
	// (other partitions or the graph outputs), in node order.
	Outputs []*graph.Value
}

// Name is a stable name for the partition's kernel: the anchor's (or first
// node's) name.
func (p *Partition) Name() string {
	if p.Anchor != nil {
		return p.Anchor.Name
	}
	if len(p.Nodes) > 0 {
		return p.Nodes[0].Name
	}
	return ""
}

// OpKind is how an op lowers, as far as partitioning cares.
type OpKind uint8

const (
	// OpKernel ops lower as library kernels of their own (SPIR-V): they
	// neither anchor nor fuse. Unknown ops are OpKernel.
	OpKernel OpKind = iota
	// OpAnchor ops are compute-bound (MatMul, Gemm, Conv, pooling,
	// Attention): each anchors an MLIR partition.
	OpAnchor
	// OpPointwise ops are elementwise: each output element depends only
	// on the input elements at the same (broadcast) position. They fuse
	// into prologues, epilogues and pointwise chains.
	OpPointwise
)

// String is "kernel", "anchor" or "pointwise".
func (k OpKind) String() string {
	switch k {
	case OpKernel:
		return "kernel"
	case OpAnchor:
		return "anchor"
	case OpPointwise:
		return "pointwise"
	}
	return fmt.Sprintf("opkind(%d)", uint8(k))
}

// OpKinds tells the partitioner each node's kind. The lowering owns the
// answer (lower.OpKind reads its op table).
type OpKinds func(n *graph.Node) OpKind

// MaxFusedNodes bounds the nodes of one partition: a fused pointwise chain
// becomes one expression in its kernel, nested one level per node, and the
// kernel builders take expressions of bounded depth (spirv/kernels: 256).
// A longer chain is split into several kernels.
const MaxFusedNodes = 128

// PartitionGraph splits g (with inferred shapes) into kernels, kinds
// saying which ops anchor, fuse or stand alone, in an order
// where every partition comes after the partitions computing its inputs.
//
// Each MLIR anchor takes its elementwise epilogue (a chain of pointwise ops,
// each the single consumer of the previous result) and its prologue
// (pointwise ops whose only consumer is the anchor). The remaining nodes
// form SPIR-V partitions: maximal single-consumer pointwise chains fuse,
// every other op is its own kernel.
func PartitionGraph(g *graph.Graph, kinds OpKinds) ([]*Partition, error) {
	if kinds == nil {
		return nil, fmt.Errorf("partition: no op kinds")
	}
	isAnchor := func(n *graph.Node) bool { return kinds(n) == OpAnchor }
	isPointwise := func(n *graph.Node) bool { return kinds(n) == OpPointwise }
	consumers := g.Consumers()
	order := make(map[*graph.Node]int, len(g.Nodes))
	for i, n := range g.Nodes {
		order[n] = i
	}
	owner := map[*graph.Node]*Partition{}
	var parts []*Partition

	// singleUse reports whether v is read by exactly one node (once) and is
	// not a graph output, so fusing its producer with that reader hides it.
	singleUse := func(v *graph.Value) (*graph.Node, bool) {
		if v == nil || g.IsOutput(v) {
			return nil, false
		}
		cs := consumers[v]
		if len(cs) != 1 {
			return nil, false
		}
		return cs[0], true
	}
	// onlyOutput returns n's single present output.
	onlyOutput := func(n *graph.Node) *graph.Value {
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
	ready := func(n *graph.Node, p *Partition, pos int) bool {
		for _, v := range n.Inputs {
			if v == nil || v.Producer == nil || owner[v.Producer] == p {
				continue
			}
			if order[v.Producer] >= pos {
				return false
			}
		}
		return true
	}
	// extend grows p along a single-consumer pointwise chain from last,
	// up to MaxFusedNodes nodes.
	extend := func(p *Partition, last *graph.Node) {
		for len(p.Nodes) < MaxFusedNodes {
			out := onlyOutput(last)
			c, ok := singleUse(out)
			if !ok || owner[c] != nil || !isPointwise(c) || !ready(c, p, order[c]) {
				return
			}
			owner[c] = p
			p.Nodes = append(p.Nodes, c)
			last = c
		}
	}

	// endsChain reports whether pn is the single consumer of a pointwise
	// node that no anchor owns: the end of a chain extend would fuse.
	endsChain := func(pn *graph.Node) bool {
		for _, v := range pn.Inputs {
			if v == nil || v.Producer == nil || owner[v.Producer] != nil || !isPointwise(v.Producer) {
				continue
			}
			if c, ok := singleUse(onlyOutput(v.Producer)); ok && c == pn {
				return true
			}
		}
		return false
	}

	// MLIR anchors first, so their epilogues are theirs.
	for _, n := range g.Nodes {
		if !isAnchor(n) {
			continue
		}
		p := &Partition{Class: ClassMLIR, Anchor: n}
		// Prologue: pointwise producers whose only consumer is n, unless
		// the producer ends a pointwise chain (GELU's last Mul before
		// BERT's FFN-down): then it stays in that chain's SPIR-V kernel,
		// which computes it for free, where as a prologue it would be one
		// more pass over the operand before the product (on the GPU a
		// launch of its own inside the object: 0.18 ms of BERT-base b32's
		// 0.78 ms FFN-down on an H100).
		var pro []*graph.Node
		for _, v := range n.Inputs {
			if v == nil || v.Producer == nil || owner[v.Producer] != nil {
				continue
			}
			pn := v.Producer
			if c, ok := singleUse(onlyOutput(pn)); ok && c == n && isPointwise(pn) && !isAnchor(pn) && !endsChain(pn) && !narrowingCast(pn) {
				pro = append(pro, pn)
			}
		}
		for _, pn := range pro {
			owner[pn] = p
		}
		owner[n] = p
		p.Nodes = append(append(p.Nodes, pro...), n)
		extend(p, n)
		parts = append(parts, p)
	}
	// The rest: SPIR-V kernels.
	for _, n := range g.Nodes {
		if owner[n] != nil {
			continue
		}
		p := &Partition{Class: ClassSPIRV}
		owner[n] = p
		p.Nodes = []*graph.Node{n}
		if isPointwise(n) {
			extend(p, n)
		}
		parts = append(parts, p)
	}
	for _, p := range parts {
		sortByOrder(p.Nodes, order)
	}
	// Keep kernels in the order of their first node, so the launch order
	// follows the model's where dependencies allow.
	for i := 1; i < len(parts); i++ {
		for j := i; j > 0 && order[parts[j].Nodes[0]] < order[parts[j-1].Nodes[0]]; j-- {
			parts[j], parts[j-1] = parts[j-1], parts[j]
		}
	}
	for _, p := range parts {
		p.Inputs, p.Outputs = boundary(g, p, owner, consumers)
	}
	return orderPartitions(parts, owner)
}

// narrowingCast reports whether n casts a wider float to a 16-bit one
// (mixed precision's Cast before a half product, after softmax or a
// norm). Such a Cast is never a prologue: the product would read the
// wide operand (twice the bytes) and leave the half matrix-unit kernels,
// which take 16-bit operands (BERT-base fp16 b32's attention-value
// product with the Cast fused took 0.5 ms a layer on an H200, the score
// product of the same size 0.04 ms); as its own pointwise kernel it is
// one pass over the operand.
func narrowingCast(n *graph.Node) bool {
	if n.OpType != "Cast" || len(n.Inputs) != 1 || n.Inputs[0] == nil || len(n.Outputs) != 1 || n.Outputs[0] == nil {
		return false
	}
	in, out := n.Inputs[0].DType, n.Outputs[0].DType
	return (in == graph.Float32 || in == graph.Float64) && (out == graph.Float16 || out == graph.BFloat16)
}

func sortByOrder(nodes []*graph.Node, order map[*graph.Node]int) {
	for i := 1; i < len(nodes); i++ {
		for j := i; j > 0 && order[nodes[j]] < order[nodes[j-1]]; j-- {
			nodes[j], nodes[j-1] = nodes[j-1], nodes[j]
		}
	}
}

// boundary computes a partition's inputs and outputs.
func boundary(g *graph.Graph, p *Partition, owner map[*graph.Node]*Partition, consumers map[*graph.Value][]*graph.Node) (ins, outs []*graph.Value) {
	seen := map[*graph.Value]bool{}
	for _, n := range p.Nodes {
		for _, v := range n.Inputs {
			if v == nil || seen[v] {
				continue
			}
			if v.Producer != nil && owner[v.Producer] == p {
				continue
			}
			seen[v] = true
			ins = append(ins, v)
		}
	}
	for _, n := range p.Nodes {
		for _, v := range n.Outputs {
			if v == nil {
				continue
			}
			external := g.IsOutput(v)
			for _, c := range consumers[v] {
				if owner[c] != p {
					external = true
				}
			}
			if external {
				outs = append(outs, v)
			}
		}
	}
	return ins, outs
}

// orderPartitions sorts partitions topologically (stable: by first node),
// failing if fusion created a cycle between partitions.
func orderPartitions(parts []*Partition, owner map[*graph.Node]*Partition) ([]*Partition, error) {
	idx := map[*Partition]int{}
	for i, p := range parts {
		idx[p] = i
	}
	order, _, ok := graph.StableOrder(len(parts), func(i int) []int {
		var deps []int
		for _, v := range parts[i].Inputs {
			if v.Producer != nil {
				deps = append(deps, idx[owner[v.Producer]])
			}
		}
		return deps
	})
	if !ok {
		return nil, fmt.Errorf("partitioning created a cycle between kernels")
	}
	out := make([]*Partition, len(order))
	for k, i := range order {
		out[k] = parts[i]
	}
	return out, nil
}
