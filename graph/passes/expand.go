package passes

import (
	"context"
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// Expand rewrites ops that have no kernel of their own as the ONNX ops
// that define them (their function body), so the compiler lowers the
// parts: DynamicQuantizeLinear becomes the reductions of its range, the
// scale and zero point arithmetic and a QuantizeLinear. The reference
// evaluator runs the op itself; the expansion computes the same values.
type Expand struct{}

// Name is "expand".
func (Expand) Name() string { return "expand" }

// expansions maps an op to its rewrite: the nodes that replace n, which
// produce n's outputs (the same values).
var expansions = map[string]func(g *graph.Graph, n *graph.Node, names map[string]bool) ([]*graph.Node, error){
	"DynamicQuantizeLinear": expandDynamicQuantizeLinear,
	"LpNormalization":       expandLpNormalization,
	"CenterCropPad":         expandCenterCropPad,
	"Swish":                 expandSwish,
	"LRN":                   expandLRN,

	"MeanVarianceNormalization": expandMVN,
}

// Run expands every node with an expansion, in place.
func (Expand) Run(ctx context.Context, g *graph.Graph) error {
	var names map[string]bool
	out := make([]*graph.Node, 0, len(g.Nodes))
	for _, n := range g.Nodes {
		if err := ctx.Err(); err != nil {
			return err
		}
		f, ok := expansions[n.OpType]
		if !ok || n.Domain != "" || n.Dynamic() {
			out = append(out, n)
			continue
		}
		if names == nil {
			names = g.NameSet()
		}
		nodes, err := f(g, n, names)
		if err != nil {
			return fmt.Errorf("%s: %w", n, err)
		}
		out = append(out, nodes...)
	}
	g.Nodes = out
	return nil
}

// expansion makes the nodes of an expansion (its op and scalar helpers).
type expansion struct {
	g     *graph.Graph
	names map[string]bool
	base  string
	nodes []*graph.Node
}

// op appends a node of one output of type dt and shape s (or the given
// output value) and returns its output.
func (b *expansion) op(op string, dt graph.DType, s graph.Shape, out *graph.Value, ins ...*graph.Value) *graph.Value {
	n := &graph.Node{Name: graph.UniqueName(b.names, b.base+"_"+op), OpType: op, Inputs: ins}
	if out == nil {
		out = &graph.Value{Name: graph.UniqueName(b.names, n.Name+"_out"), DType: dt, Shape: s.Clone(), ShapeKnown: true}
	}
	out.Producer = n
	n.Outputs = []*graph.Value{out}
	b.nodes = append(b.nodes, n)
	return out
}

// scalar is a float32 scalar constant.
func (b *expansion) scalar(v float32) *graph.Value {
	return b.g.AddConst(b.names, b.base+"_c", graph.Scalar(graph.Float32, float64(v)))
}

// expandDynamicQuantizeLinear is DynamicQuantizeLinear's function body with
// the reference's scale of 1 for an all-zero x:
//
//	lo = min(ReduceMin(x), 0); hi = max(ReduceMax(x), 0)
//	scale = hi == lo ? 1 : (hi - lo) / 255
//	zp = uint8(clip(round(0 - lo / scale), 0, 255))
//	y = QuantizeLinear(x, scale, zp)
func expandDynamicQuantizeLinear(g *graph.Graph, n *graph.Node, names map[string]bool) ([]*graph.Node, error) {
	x := n.Input(0)
	if x == nil || x.DType != graph.Float32 || !x.ShapeKnown {
		return nil, fmt.Errorf("input must be float32 of a known shape")
	}
	b := &expansion{g: g, names: names, base: n.Name}
	f32, u8, sc := graph.Float32, graph.Uint8, graph.Shape{}
	zero, qmax := b.scalar(0), b.scalar(255)
	reduce := func(op string) *graph.Value {
		v := b.op(op, f32, sc, nil, x)
		v.Producer.SetInt("keepdims", 0)
		return v
	}
	lo := b.op("Min", f32, sc, nil, reduce("ReduceMin"), zero)
	hi := b.op("Max", f32, sc, nil, reduce("ReduceMax"), zero)
	rng := b.op("Sub", f32, sc, nil, hi, lo)
	empty := b.op("Equal", graph.Bool, sc, nil, rng, zero)
	scale := b.op("Where", f32, sc, n.Output(1), empty, b.scalar(1), b.op("Div", f32, sc, nil, rng, qmax))
	zpf := b.op("Round", f32, sc, nil, b.op("Sub", f32, sc, nil, zero, b.op("Div", f32, sc, nil, lo, scale)))
	clipped := b.op("Clip", f32, sc, nil, zpf, zero, qmax)
	zp := b.op("Cast", u8, sc, n.Output(2), clipped)
	zp.Producer.SetInt("to", 2) // UINT8
	y := n.Output(0)
	if y != nil {
		b.op("QuantizeLinear", u8, x.Shape, y, x, scale, zp)
	}
	return b.nodes, nil
}

// expandLpNormalization is LpNormalization's definition: x divided by its
// p-norm along axis, where a slice of zeros (norm 0) stays 0:
//
//	norm = ReduceL1|ReduceL2(x, axis, keepdims)
//	y = x / Where(norm == 0, 1, norm)
func expandLpNormalization(g *graph.Graph, n *graph.Node, names map[string]bool) ([]*graph.Node, error) {
	x, y := n.Input(0), n.Output(0)
	if x == nil || y == nil || !x.ShapeKnown || x.DType != graph.Float32 {
		return nil, fmt.Errorf("input must be float32 of a known shape")
	}
	axis, err := graph.NormalizeAxis(n.Int("axis", -1), len(x.Shape))
	if err != nil {
		return nil, err
	}
	reduce := map[int64]string{1: "ReduceL1", 2: "ReduceL2"}[n.Int("p", 2)]
	if reduce == "" {
		return nil, fmt.Errorf("p = %d: LpNormalization takes 1 or 2", n.Int("p", 2))
	}
	b := &expansion{g: g, names: names, base: n.Name}
	ns := x.Shape.Clone()
	ns[axis] = 1
	var norm *graph.Value
	if g.Opset >= 18 { // axes became an input
		axes, err := graph.FromInt64s(graph.Int64, graph.Shape{1}, []int64{int64(axis)})
		if err != nil {
			return nil, err
		}
		norm = b.op(reduce, x.DType, ns, nil, x, g.AddConst(names, n.Name+"_axes", axes))
	} else {
		norm = b.op(reduce, x.DType, ns, nil, x)
		norm.Producer.SetInts("axes", []int64{int64(axis)})
	}
	norm.Producer.SetInt("keepdims", 1)
	zero := b.op("Equal", graph.Bool, ns, nil, norm, b.scalar(0))
	safe := b.op("Where", x.DType, ns, nil, zero, b.scalar(1), norm)
	b.op("Div", x.DType, x.Shape, y, x, safe)
	return b.nodes, nil
}
