package lower

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// shapeOf lowers Shape.
func (l *lowering) shapeOf(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	rank := int64(len(x.Shape))
	start, end := n.Int("start", 0), n.Int("end", rank)
	if start < 0 {
		start += rank
	}
	if end < 0 {
		end += rank
	}
	start, end = max(0, min(start, rank)), max(0, min(end, rank))
	vals := []int64{}
	if start < end {
		vals = append(vals, x.Shape[start:end]...)
	}
	t, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(vals))}, vals)
	if err != nil {
		return err
	}
	return l.constantOutput(part, n, t, y)
}

// sizeOf lowers Size.
func (l *lowering) sizeOf(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	t, err := graph.FromInt64s(graph.Int64, graph.Shape{}, []int64{elems(x)})
	if err != nil {
		return err
	}
	return l.constantOutput(part, n, t, y)
}

// reshape lowers Reshape, Flatten, Squeeze, Unsqueeze and Identity.
func (l *lowering) reshape(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	// Row-major data is unchanged: a straight copy.
	return l.copyValue(part, x, y)
}

// dropout lowers Dropout.
func (l *lowering) dropout(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	// Inference, or training with ratio 0: y = x and an all-true mask.
	training := false
	if t := n.Input(2); t != nil {
		v, err := l.needFloat(n, 2, "training mode")
		if err != nil {
			return err
		}
		training = v != 0
	}
	if training {
		ratio := float64(n.Float("ratio", 0.5))
		if n.Input(1) != nil {
			r, err := l.needFloat(n, 1, "ratio")
			if err != nil {
				return err
			}
			ratio = r
		}
		if ratio != 0 {
			return graph.Unsupportedf("Dropout in training mode (random) is not supported")
		}
	}
	if err := l.copyValue(part, x, y); err != nil {
		return err
	}
	if mask := n.Output(1); mask != nil {
		return l.fill(part, mask, 1)
	}
	return nil
}

// expand lowers Expand.
func (l *lowering) expand(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	dt := x.DType.String()
	unary := l.unaryLaunch(part, n)
	ks, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "expand", OutShape: y.Shape, OutDType: dt,
		Inputs: []kernels.PointwiseInput{{Name: "x", DType: dt, Shape: x.Shape, Elems: elems(x)}}, Expr: kernels.In(0)})
	return unary(ks, err)
}

// tile lowers Tile.
func (l *lowering) tile(part *passes.Partition, n *graph.Node) error {
	x := n.Input(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	unary := l.unaryLaunch(part, n)
	reps, err := l.needInts(n, 1, "repeats")
	if err != nil {
		return err
	}
	if len(reps) != len(x.Shape) {
		return fmt.Errorf("%s: %d repeats for rank %d", n, len(reps), len(x.Shape))
	}
	// Tiled [r0*d0, r1*d1, ...] is [r0, d0, r1, d1, ...] reading x with
	// stride 0 along every repeat.
	var shape, strides []int64
	in := graph.Shape(x.Shape).Strides()
	for i, d := range x.Shape {
		shape = append(shape, reps[i], d)
		strides = append(strides, 0, in[i])
	}
	return unary(kernels.LayoutCopy(kernels.LayoutSpec{Symbol: sym, OutShape: shape, Strides: strides, Elems: elems(x), DType: dt}))
}

// depthToSpace lowers DepthToSpace and SpaceToDepth.
func (l *lowering) depthToSpace(part *passes.Partition, n *graph.Node) error {
	x := n.Input(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	unary := l.unaryLaunch(part, n)
	if len(x.Shape) != 4 {
		return graph.Unsupportedf("%s on rank %d is not supported", n.OpType, len(x.Shape))
	}
	b := n.Int("blocksize", 0)
	N, C, H, W := x.Shape[0], x.Shape[1], x.Shape[2], x.Shape[3]
	var shape, perm []int64
	switch {
	case b <= 0:
		return fmt.Errorf("%s: blocksize %d", n, b)
	case n.OpType == "SpaceToDepth":
		shape, perm = []int64{N, C, H / b, b, W / b, b}, []int64{0, 3, 5, 1, 2, 4}
	case n.Str("mode", "DCR") == "CRD":
		shape, perm = []int64{N, C / (b * b), b, b, H, W}, []int64{0, 1, 4, 2, 5, 3}
	default:
		shape, perm = []int64{N, b, b, C / (b * b), H, W}, []int64{0, 3, 4, 1, 5, 2}
	}
	return unary(kernels.Transpose(kernels.TransposeSpec{Symbol: sym, Shape: shape, Perm: perm, DType: dt}))
}

// transpose lowers Transpose.
func (l *lowering) transpose(part *passes.Partition, n *graph.Node) error {
	x := n.Input(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	unary := l.unaryLaunch(part, n)
	perm := n.Ints("perm", nil)
	if perm == nil {
		for i := len(x.Shape) - 1; i >= 0; i-- {
			perm = append(perm, int64(i))
		}
	}
	return unary(kernels.Transpose(kernels.TransposeSpec{Symbol: sym, Shape: x.Shape, Perm: perm, DType: dt}))
}

// slice lowers Slice.
func (l *lowering) slice(part *passes.Partition, n *graph.Node) error {
	x := n.Input(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	unary := l.unaryLaunch(part, n)
	starts, err := l.needInts(n, 1, "starts")
	if err != nil {
		return err
	}
	ends, err := l.needInts(n, 2, "ends")
	if err != nil {
		return err
	}
	var axes, steps []int64
	if n.Input(3) != nil {
		if axes, err = l.needInts(n, 3, "axes"); err != nil {
			return err
		}
	}
	if n.Input(4) != nil {
		if steps, err = l.needInts(n, 4, "steps"); err != nil {
			return err
		}
	}
	return unary(kernels.Slice(kernels.SliceSpec{Symbol: sym, Shape: x.Shape, Starts: starts, Ends: ends, Axes: axes, Steps: steps, DType: dt}))
}

// gather lowers Gather and GatherElements.
func (l *lowering) gather(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	idx := n.Input(1)
	ks, err := kernels.Gather(kernels.GatherSpec{Symbol: sym, DataShape: x.Shape, IndicesShape: idx.Shape, Axis: n.Int("axis", 0),
		DType: dt, IndexDType: idx.DType.String(), Elements: n.OpType == "GatherElements"})
	return l.launchKernels(part, ks, err, x, idx, y)
}

// split lowers Split.
func (l *lowering) split(part *passes.Partition, n *graph.Node) error {
	x := n.Input(0)
	dt := x.DType.String()
	// One strided copy per output along the axis.
	axis, err := graph.NormalizeAxis(n.Int("axis", 0), len(x.Shape))
	if err != nil {
		return err
	}
	var start int64
	for i, out := range n.Outputs {
		if out == nil {
			return graph.Unsupportedf("Split with omitted output %d is not supported", i)
		}
		size := out.Shape[axis]
		if elems(out) == 0 {
			if _, err := l.buffer(out); err != nil {
				return err
			}
			start += size
			continue
		}
		ks, err := kernels.Slice(kernels.SliceSpec{Symbol: "split", Shape: x.Shape, Starts: []int64{start}, Ends: []int64{start + size},
			Axes: []int64{int64(axis)}, DType: dt})
		if err := l.launchKernels(part, ks, err, x, out); err != nil {
			return err
		}
		start += size
	}
	return nil
}

// concat lowers Concat.
func (l *lowering) concat(part *passes.Partition, n *graph.Node) error {
	y := n.Output(0)
	dt := n.Input(0).DType.String()
	sym := strings.ToLower(n.OpType)
	var shapes [][]int64
	var values []*graph.Value
	for _, v := range n.Inputs {
		if v != nil && elems(v) > 0 {
			shapes = append(shapes, v.Shape)
			values = append(values, v)
		}
	}
	ks, err := kernels.Concat(kernels.ConcatSpec{Symbol: sym, Shapes: shapes, Axis: n.Int("axis", 0), DType: dt})
	values = append(values, y)
	return l.launchKernels(part, ks, err, values...)
}
