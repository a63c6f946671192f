package passes

import (
	"fmt"
	"slices"

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
	// Alias marks a partition of one reshape-class node (Reshape,
	// Flatten, Squeeze, Unsqueeze) whose input is an intermediate of the
	// arena: its output is the same bytes under another shape, so the
	// memory plan gives both one buffer and nothing is launched. An
	// alias whose output is a graph output reads an input nothing else
	// reads: that input takes the output's bytes (MemoryPlan.IntoOutput).
	Alias bool
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
	// OpRowwise ops are library kernels of their own that compute a row
	// at a time and store each element once (Softmax, the
	// normalizations): a following pointwise tail over their result and
	// scalar constants (mixed precision's narrowing Cast, an activation,
	// a scale) fuses into that store.
	OpRowwise
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
	case OpRowwise:
		return "rowwise"
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
// Each MLIR anchor takes its prologue (pointwise ops whose only consumer
// is the anchor) and its epilogue: the largest pointwise DAG over the
// anchor's result and operands that do not depend on it (biases,
// residuals, masks, constants) whose only value read outside is its last
// one — a chain, or the erf GELU x*0.5*(1+erf(x/√2)), which reads the
// product twice. The remaining nodes form SPIR-V partitions: a rowwise
// kernel (Softmax, the normalizations) takes a pointwise tail over its
// result and scalar constants the same way (its own result may stay an
// output too: a norm feeding both a residual and, through mixed
// precision's Cast, a half product); a Transpose heads the pointwise DAG
// after it; pointwise DAGs fuse; a reshape-class node over an arena intermediate is an
// alias (Partition.Alias); every other op is its own kernel.
func PartitionGraph(g *graph.Graph, kinds OpKinds) ([]*Partition, error) {
	if kinds == nil {
		return nil, fmt.Errorf("partition: no op kinds")
	}
	pt := newPartitioner(g, kinds)
	var parts []*Partition

	// MLIR anchors first, so their epilogues are theirs.
	for _, n := range g.Nodes {
		if !pt.isAnchor(n) {
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
			if v == nil || v.Producer == nil || pt.owner[v.Producer] != nil {
				continue
			}
			pn := v.Producer
			if c, ok := pt.singleUse(onlyOutput(pn)); ok && c == n && pt.isPointwise(pn) && !pt.isAnchor(pn) && !pt.endsChain(pn) && !narrowingCast(pn) {
				pro = append(pro, pn)
			}
		}
		pro = append(pro, pt.attentionViews(n)...)
		// A packed weight's dequantization (partition_weight.go).
		for _, v := range n.Inputs {
			if v != nil && v.Producer != nil && pt.owner[v.Producer] == nil && !slices.Contains(pro, v.Producer) {
				pro = append(pro, pt.packedWeightPrologue(v, n)...)
			}
		}
		for _, pn := range pro {
			pt.owner[pn] = p
		}
		pt.owner[n] = p
		p.Nodes = append(append(p.Nodes, pro...), n)
		pt.growDAG(p, n, tailRules{side: pt.independent(p), reshapes: true})
		parts = append(parts, p)
	}
	// The rest: SPIR-V kernels.
	for _, n := range g.Nodes {
		if pt.owner[n] != nil {
			continue
		}
		p := &Partition{Class: ClassSPIRV}
		pt.owner[n] = p
		p.Nodes = []*graph.Node{n}
		switch {
		case pt.isPointwise(n):
			// A chain, or a DAG that rejoins (Exp read by Neg and
			// Sigmoid, then their Add; a SiLU over a value computed
			// here).
			pt.growDAG(p, n, tailRules{side: pt.independent(p)})
			if len(p.Nodes) == 1 {
				pt.extend(p, n)
			}
		case n.OpType == "Transpose":
			// A transpose heads a pointwise kernel that reads its input
			// through a strided view: the narrowing Cast or the scale
			// after it costs no launch of its own.
			pt.growDAG(p, n, tailRules{side: pt.independent(p)})
		case kinds(n) == OpRowwise:
			pt.growDAG(p, n, tailRules{keepRoot: true, side: pt.scalarConst, reshapes: true, reshapeLast: true})
		case pt.aliases(n):
			p.Alias = true
		case pt.reshapes(n):
			// A reshape of a graph input or weight heads the pointwise
			// kernel after it, which reads its input under the new
			// shape (an attention mask's Unsqueeze before its Cast).
			pt.growDAG(p, n, tailRules{side: pt.independent(p)})
		}
		parts = append(parts, p)
	}
	for _, p := range parts {
		sortByOrder(p.Nodes, pt.order)
	}
	// Keep kernels in the order of their first node, so the launch order
	// follows the model's where dependencies allow.
	for i := 1; i < len(parts); i++ {
		for j := i; j > 0 && pt.order[parts[j].Nodes[0]] < pt.order[parts[j-1].Nodes[0]]; j-- {
			parts[j], parts[j-1] = parts[j-1], parts[j]
		}
	}
	for _, p := range parts {
		p.Inputs, p.Outputs = boundary(g, p, pt.owner, pt.consumers)
	}
	return orderPartitions(parts, pt.owner)
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
