package passes

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/graph"
)

// MixedPrecision runs the model's matrix products and convolutions in a
// 16-bit float type with fp32 accumulation, as autocast and TensorRT do
// (DESIGN.md, Precision): each MatMul, Gemm, Conv and ConvTranspose whose
// float operands are fp32 reads them through a Cast to Type and its result
// is cast back to fp32, so every other op (softmax, normalizations,
// reductions, exp/erf-class math, the model's inputs and outputs) keeps
// computing in fp32 — except ops that read only half values: an Add of
// two (a residual connection, halfSum) runs in half as autocast runs it,
// and Relu and MaxPool on one are exact in half (monotoneOps). The lowering gives a 16-bit product an fp32
// accumulator (tosa.matmul and tosa.conv2d with f32 results, then one
// rounding to Type), which is what the reference evaluator computes for
// the same graph.
//
// Weights read by a product become Casts of constants, which the next
// constant folding turns into initializers of Type: the bundle stores
// them once, in half. A product whose operand was itself cast up from
// Type (the previous product's result, possibly through reshapes and
// transposes) reads the 16-bit value directly: the round trip is exact,
// so no cast kernel runs between consecutive products.
//
// Embedding tables (a Gather's constant fp32 data) are stored in half
// too, as TensorRT stores them: the rows gathered are the rounded rows,
// cast up to fp32 for the ops that follow.
//
// With Type Float32 (or Undefined) the pass changes nothing; products the
// model already computes in 16 bits are left as they are.
type MixedPrecision struct {
	// Type is graph.Float16 or graph.BFloat16; Float32 or Undefined
	// leaves the graph alone.
	Type graph.DType
	// Keep names nodes that stay in fp32 (as TensorRT's layer precision
	// does); each must name a node of the graph.
	Keep []string
}

// Name is "mixed-precision".
func (MixedPrecision) Name() string { return "mixed-precision" }

// halfProducts are the ops that run in half under mixed precision: the
// matrix products and convolutions (batched MatMul included).
var halfProducts = map[string]bool{"MatMul": true, "Gemm": true, "Conv": true, "ConvTranspose": true}

// movementOps pass their first input's elements through unchanged (only
// their positions move), so they commute with a cast.
var movementOps = map[string]bool{"Reshape": true, "Transpose": true, "Squeeze": true, "Unsqueeze": true, "Flatten": true, "Identity": true}

// monotoneOps compute each output element as a non-decreasing function of
// their first input that maps 16-bit values to 16-bit values (a Relu, a
// window's maximum), so they commute with a rounding to 16 bits too:
// Relu(round(x)) = round(Relu(x)) exactly. On a value cast up from half
// (a convolution's result, the stem of a ResNet: Conv, Relu, MaxPool)
// the op is redone on the 16-bit value, which the next product reads
// directly: the same values, half the bytes through the op, and no cast
// down after it.
var monotoneOps = map[string]bool{"Relu": true, "MaxPool": true}

// commutesWithCast reports whether n is a movement or monotone op of one
// output whose first input a cast may move across.
func commutesWithCast(n *graph.Node) bool {
	return n.Domain == "" && len(n.Outputs) == 1 && (movementOps[n.OpType] || monotoneOps[n.OpType])
}

// ONNXCastCode is the ONNX TensorProto.DataType code of a float type, as
// Cast's "to" attribute holds it.
func ONNXCastCode(dt graph.DType) (int64, error) {
	switch dt {
	case graph.Float32:
		return 1, nil
	case graph.Float16:
		return 10, nil
	case graph.BFloat16:
		return 16, nil
	}
	return 0, fmt.Errorf("no cast code for %s", dt)
}

// Run rewrites every fp32 product not in Keep to Type, and every Add of
// two values it already has in Type (halfSum).
func (p MixedPrecision) Run(ctx context.Context, g *graph.Graph) error {
	if p.Type == graph.Undefined || p.Type == graph.Float32 {
		if len(p.Keep) > 0 {
			return fmt.Errorf("nodes to keep in fp32 (%s) need a 16-bit precision: the model already runs in fp32", strings.Join(p.Keep, ", "))
		}
		return nil
	}
	if p.Type != graph.Float16 && p.Type != graph.BFloat16 {
		return fmt.Errorf("precision %s: want float16 or bfloat16", p.Type)
	}
	keep := map[string]bool{}
	for _, name := range p.Keep {
		keep[name] = true
	}
	for _, n := range g.Nodes {
		delete(keep, n.Name)
	}
	if len(keep) > 0 {
		return fmt.Errorf("no node is named %s (after the passes before this one; see compile --dump-graph after=%s): %s", quoteSorted(keep), p.Name(), productNames(g))
	}
	m := &halfRewrite{dt: p.Type, names: g.NameSet(), half: map[*graph.Value]*graph.Value{}, product: map[*graph.Value]bool{}}
	out := make([]*graph.Node, 0, len(g.Nodes))
	for _, n := range g.Nodes {
		if err := ctx.Err(); err != nil {
			return err
		}
		table := n.OpType == "Gather" && n.Input(0) != nil && n.Input(0).DType == graph.Float32 && g.Const(n.Input(0)) != nil
		// Attention's Q, K and V go half; its mask keeps its type (a
		// large negative fp32 mask would round to -inf in fp16) and its
		// softmax runs in fp32 (softmax_precision).
		attn := n.OpType == "Attention" && len(n.Inputs) >= 3 && len(n.Inputs) <= 4 && allFloat32(&graph.Node{Inputs: n.Inputs[:3], Outputs: n.Outputs})
		if n.Domain != "" || slices.Contains(p.Keep, n.Name) || !(table || attn || halfProducts[n.OpType] && allFloat32(n) || m.halfSum(n)) {
			out = append(out, n)
			continue
		}
		m.nodes = out
		for i, v := range n.Inputs {
			if v != nil && (!table || i == 0) && (!attn || i < 3) {
				n.Inputs[i] = m.toHalf(v)
			}
		}
		y := n.Outputs[0]
		y16 := &graph.Value{Name: graph.UniqueName(m.names, y.Name+"_"+p.Type.String()), DType: p.Type,
			Shape: y.Shape.Clone(), ShapeKnown: y.ShapeKnown, Dynamic: y.Dynamic, Producer: n}
		n.Outputs[0] = y16
		m.nodes = append(m.nodes, n)
		// y keeps its name and readers; a Cast now computes it.
		m.cast(y16, graph.Float32, y)
		m.half[y] = y16
		if !table {
			m.product[y] = true
		}
		out = m.nodes
	}
	g.Nodes = out
	return nil
}

// halfSum reports whether n is an Add of two products' half results
// (possibly through movement and monotone ops, and earlier such sums): a
// residual connection between convolutions. As under autocast, which
// adds half tensors in half, it runs in half on the 16-bit values and its
// result is cast up for the fp32 readers, so the residual stream of a
// ResNet stays in half between its convolutions (each block's sum, its
// Relu and the next block's products all read and write half) instead of
// going through fp32 and a cast down before every block. An Add with any
// other operand (a bias, an embedding, a transformer's residual from a
// normalization) keeps computing in fp32.
func (m *halfRewrite) halfSum(n *graph.Node) bool {
	return n.OpType == "Add" && len(n.Inputs) == 2 && allFloat32(n) && m.productHalf(n.Input(0)) && m.productHalf(n.Input(1))
}

// productHalf reports whether v is a product's (or a half sum's) result,
// through movement and monotone ops: its 16-bit twin is the same value.
func (m *halfRewrite) productHalf(v *graph.Value) bool {
	for v != nil && v.DType == graph.Float32 {
		if m.product[v] {
			return true
		}
		pn := v.Producer
		if pn == nil || !commutesWithCast(pn) {
			return false
		}
		v = pn.Input(0)
	}
	return false
}

// allFloat32 reports whether n has one output and every present input
// and the output are fp32.
func allFloat32(n *graph.Node) bool {
	if len(n.Outputs) != 1 || n.Outputs[0] == nil || n.Outputs[0].DType != graph.Float32 {
		return false
	}
	for _, v := range n.Inputs {
		if v != nil && v.DType != graph.Float32 {
			return false
		}
	}
	return true
}

// halfRewrite is the state of one MixedPrecision run.
type halfRewrite struct {
	dt    graph.DType
	names map[string]bool
	// half maps an fp32 value to its 16-bit twin, made once.
	half map[*graph.Value]*graph.Value
	// product holds the fp32 results of the products (attentions and
	// half sums included) run in half: their twins are the same values,
	// where a Cast down's (toHalf's last resort) is a rounding.
	product map[*graph.Value]bool
	// nodes is the rewritten node list so far; new nodes append here,
	// after everything that computes their inputs.
	nodes []*graph.Node
}

// toHalf returns v in the 16-bit type: a value already known in it (the
// input of v's Cast up, possibly through movement ops, redone on the
// 16-bit value), or a new Cast.
func (m *halfRewrite) toHalf(v *graph.Value) *graph.Value {
	if h, ok := m.half[v]; ok {
		return h
	}
	var h *graph.Value
	switch pn := v.Producer; {
	case pn != nil && pn.OpType == "Cast" && pn.Domain == "" && pn.Input(0) != nil && pn.Input(0).DType == m.dt:
		h = pn.Input(0)
	case pn != nil && commutesWithCast(pn) && m.reachesHalf(pn.Input(0)):
		// The same movement (or monotone op) on the 16-bit value:
		// exact, and the fp32 original dies if nothing else reads it.
		ins := slices.Clone(pn.Inputs)
		ins[0] = m.toHalf(pn.Input(0))
		mv := &graph.Node{Name: graph.UniqueName(m.names, pn.Name+"_"+m.dt.String()), OpType: pn.OpType, Inputs: ins, Attrs: maps.Clone(pn.Attrs)}
		h = &graph.Value{Name: graph.UniqueName(m.names, v.Name+"_"+m.dt.String()), DType: m.dt,
			Shape: v.Shape.Clone(), ShapeKnown: v.ShapeKnown, Dynamic: v.Dynamic, Producer: mv}
		mv.Outputs = []*graph.Value{h}
		m.nodes = append(m.nodes, mv)
	default:
		h = &graph.Value{Name: graph.UniqueName(m.names, v.Name+"_"+m.dt.String()), DType: m.dt,
			Shape: v.Shape.Clone(), ShapeKnown: v.ShapeKnown, Dynamic: v.Dynamic}
		m.cast(v, m.dt, h)
	}
	m.half[v] = h
	return h
}

// reachesHalf reports whether v is a 16-bit value cast up to fp32,
// possibly through movement ops: then toHalf finds the 16-bit value
// instead of rounding v again.
func (m *halfRewrite) reachesHalf(v *graph.Value) bool {
	for v != nil && v.DType == graph.Float32 {
		if _, ok := m.half[v]; ok {
			return true
		}
		pn := v.Producer
		switch {
		case pn == nil || pn.Domain != "":
			return false
		case pn.OpType == "Cast":
			in := pn.Input(0)
			return in != nil && in.DType == m.dt
		case commutesWithCast(pn):
			v = pn.Input(0)
		default:
			return false
		}
	}
	return false
}

// cast appends a Cast of x to dt whose output is out.
func (m *halfRewrite) cast(x *graph.Value, dt graph.DType, out *graph.Value) {
	code, _ := ONNXCastCode(dt)
	n := &graph.Node{Name: graph.UniqueName(m.names, out.Name+"_cast"), OpType: "Cast", Inputs: []*graph.Value{x},
		Outputs: []*graph.Value{out}, Attrs: map[string]*graph.Attr{"to": {Kind: graph.AttrInt, Int: code}}}
	out.Producer = n
	m.nodes = append(m.nodes, n)
}

// quoteSorted lists set's names, sorted and quoted.
func quoteSorted(set map[string]bool) string {
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, fmt.Sprintf("%q", n))
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// productNames lists (some of) the graph's product nodes, for an error
// about a name that is not there.
func productNames(g *graph.Graph) string {
	var names []string
	for _, n := range g.Nodes {
		if halfProducts[n.OpType] {
			names = append(names, fmt.Sprintf("%q", n.Name))
		}
	}
	switch {
	case len(names) == 0:
		return "the graph has no matrix products or convolutions"
	case len(names) > 12:
		return fmt.Sprintf("its products are %s, … (%d in all)", strings.Join(names[:12], ", "), len(names))
	}
	return "its products are " + strings.Join(names, ", ")
}
