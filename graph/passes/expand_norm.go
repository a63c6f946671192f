package passes

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// float32Input returns n's input 0 and output 0 when the input is float32
// of a known shape, which the expansions below build on.
func float32Input(n *graph.Node) (x, y *graph.Value, err error) {
	x, y = n.Input(0), n.Output(0)
	if x == nil || y == nil || !x.ShapeKnown || x.DType != graph.Float32 {
		return nil, nil, fmt.Errorf("input must be float32 of a known shape")
	}
	return x, y, nil
}

// reduce appends a keepdims reduction of x over axes, with the axes as an
// attribute or (opset 18 on) an input, as the graph's opset wants.
func (b *expansion) reduce(op string, x *graph.Value, axes []int) (*graph.Value, error) {
	s := x.Shape.Clone()
	ax := make([]int64, len(axes))
	for i, a := range axes {
		s[a], ax[i] = 1, int64(a)
	}
	var v *graph.Value
	if b.g.Opset >= 18 || op == "ReduceSum" && b.g.Opset >= 13 {
		t, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(ax))}, ax)
		if err != nil {
			return nil, err
		}
		v = b.op(op, x.DType, s, nil, x, b.g.AddConst(b.names, b.base+"_axes", t))
	} else {
		v = b.op(op, x.DType, s, nil, x)
		v.Producer.SetInts("axes", ax)
	}
	v.Producer.SetInt("keepdims", 1)
	return v, nil
}

// expandSwish is Swish's definition: x * Sigmoid(alpha * x).
func expandSwish(g *graph.Graph, n *graph.Node, names map[string]bool) ([]*graph.Node, error) {
	x, y, err := float32Input(n)
	if err != nil {
		return nil, err
	}
	b := &expansion{g: g, names: names, base: n.Name}
	ax := b.op("Mul", x.DType, x.Shape, nil, x, b.scalar(n.Float("alpha", 1)))
	b.op("Mul", x.DType, x.Shape, y, x, b.op("Sigmoid", x.DType, x.Shape, nil, ax))
	return b.nodes, nil
}

// expandLRN is LRN as a 1×1 convolution of x² with a banded matrix of
// ones (each channel sums its window), then
// y = x / Pow(bias + alpha/size * sum, beta).
func expandLRN(g *graph.Graph, n *graph.Node, names map[string]bool) ([]*graph.Node, error) {
	x, y, err := float32Input(n)
	if err != nil {
		return nil, err
	}
	if len(x.Shape) < 3 {
		return nil, fmt.Errorf("input rank %d: the expansion needs [N, C, spatial...]", len(x.Shape))
	}
	p, err := opattr.DecodeLRN(n)
	if err != nil {
		return nil, err
	}
	C := x.Shape[1]
	ws := graph.Shape{C, C}
	for range x.Shape[2:] {
		ws = append(ws, 1)
	}
	band := make([]float64, C*C)
	for o := range C {
		lo, hi := p.Window(o, C)
		for i := lo; i <= hi; i++ {
			band[o*C+i] = 1
		}
	}
	w, err := graph.FromFloat64s(x.DType, ws, band)
	if err != nil {
		return nil, err
	}
	b := &expansion{g: g, names: names, base: n.Name}
	sq := b.op("Mul", x.DType, x.Shape, nil, x, x)
	sum := b.op("Conv", x.DType, x.Shape, nil, sq, g.AddConst(names, n.Name+"_band", w))
	scaled := b.op("Mul", x.DType, x.Shape, nil, sum, b.scalar(p.Alpha/float32(p.Size)))
	den := b.op("Pow", x.DType, x.Shape, nil, b.op("Add", x.DType, x.Shape, nil, scaled, b.scalar(p.Bias)), b.scalar(p.Beta))
	b.op("Div", x.DType, x.Shape, y, x, den)
	return b.nodes, nil
}

// expandMVN is MeanVarianceNormalization's function body:
//
//	mean = ReduceMean(x); var = ReduceMean(x²) - mean²
//	y = (x - mean) / (Sqrt(var) + 1e-9)
func expandMVN(g *graph.Graph, n *graph.Node, names map[string]bool) ([]*graph.Node, error) {
	x, y, err := float32Input(n)
	if err != nil {
		return nil, err
	}
	axes, err := opattr.MVNAxes(n, len(x.Shape))
	if err != nil {
		return nil, err
	}
	b := &expansion{g: g, names: names, base: n.Name}
	mean, err := b.reduce("ReduceMean", x, axes)
	if err != nil {
		return nil, err
	}
	msq, err := b.reduce("ReduceMean", b.op("Mul", x.DType, x.Shape, nil, x, x), axes)
	if err != nil {
		return nil, err
	}
	ms := mean.Shape
	variance := b.op("Sub", x.DType, ms, nil, msq, b.op("Mul", x.DType, ms, nil, mean, mean))
	std := b.op("Add", x.DType, ms, nil, b.op("Sqrt", x.DType, ms, nil, variance), b.scalar(1e-9))
	b.op("Div", x.DType, x.Shape, y, b.op("Sub", x.DType, x.Shape, nil, x, mean), std)
	return b.nodes, nil
}
