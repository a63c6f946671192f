package passes

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// expandCenterCropPad is CenterCropPad as a Slice of the cropped dims and a
// zero Pad of the padded ones (its function body's two steps), planned
// from the shape input, which must be known when compiling.
func expandCenterCropPad(g *graph.Graph, n *graph.Node, names map[string]bool) ([]*graph.Node, error) {
	x, y := n.Input(0), n.Output(0)
	if x == nil || y == nil || !x.ShapeKnown {
		return nil, fmt.Errorf("input must have a known shape")
	}
	st := g.Const(n.Input(1))
	if st == nil {
		return nil, fmt.Errorf("shape input %q is computed at run time; a computed crop shape is not supported", n.Input(1).Name)
	}
	p, err := opattr.PlanCenterCropPad(n, x.Shape, st.Int64s())
	if err != nil {
		return nil, err
	}
	b := &expansion{g: g, names: names, base: n.Name}
	ints := func(role string, v []int64) (*graph.Value, error) {
		t, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(v))}, v)
		if err != nil {
			return nil, err
		}
		return g.AddConst(names, n.Name+"_"+role, t), nil
	}
	rank := len(x.Shape)
	var starts, ends, axes []int64
	pads := make([]int64, 2*rank)
	mid := x.Shape.Clone()
	padded := false
	for d := range rank {
		if p.Start[d] > 0 || p.Out[d] < x.Shape[d] {
			lo := max(p.Start[d], 0)
			hi := min(p.Start[d]+p.Out[d], x.Shape[d])
			starts, ends, axes = append(starts, lo), append(ends, hi), append(axes, int64(d))
			mid[d] = hi - lo
		}
		if p.Start[d] < 0 || p.Start[d]+p.Out[d] > x.Shape[d] {
			pads[d] = max(-p.Start[d], 0)
			pads[rank+d] = p.Out[d] - mid[d] - pads[d]
			padded = true
		}
	}
	cur := x
	if len(axes) > 0 {
		var out *graph.Value
		if !padded {
			out = y
		}
		s, err := ints("starts", starts)
		if err != nil {
			return nil, err
		}
		e, err := ints("ends", ends)
		if err != nil {
			return nil, err
		}
		a, err := ints("axes", axes)
		if err != nil {
			return nil, err
		}
		cur = b.op("Slice", x.DType, mid, out, cur, s, e, a)
	}
	switch {
	case padded:
		pv, err := ints("pads", pads)
		if err != nil {
			return nil, err
		}
		b.op("Pad", x.DType, p.Out, y, cur, pv)
	case len(axes) == 0:
		b.op("Identity", x.DType, p.Out, y, cur)
	}
	return b.nodes, nil
}
