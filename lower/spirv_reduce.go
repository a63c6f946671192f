package lower

import (
	"math"
	"strings"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// reduceIdentity is what a reduction over no elements gives.
func reduceIdentity(op string, dt graph.DType) float64 {
	switch op {
	case "prod":
		return 1
	case "mean":
		return math.NaN()
	case "logsumexp":
		return math.Inf(-1)
	case "max":
		if dt.IsFloat() {
			return math.Inf(-1)
		}
		lo, _ := intBounds(dt)
		return float64(lo)
	case "min":
		if dt.IsFloat() {
			return math.Inf(1)
		}
		_, hi := intBounds(dt)
		return float64(hi)
	}
	return 0
}

// intBounds is the range of an integer dtype; uint64's maximum is
// int64's (it does not fit a float64 exactly either).
func intBounds(dt graph.DType) (lo, hi int64) {
	switch dt {
	case graph.Int8:
		return math.MinInt8, math.MaxInt8
	case graph.Int16:
		return math.MinInt16, math.MaxInt16
	case graph.Int32:
		return math.MinInt32, math.MaxInt32
	case graph.Int64:
		return math.MinInt64, math.MaxInt64
	case graph.Uint8:
		return 0, math.MaxUint8
	case graph.Uint16:
		return 0, math.MaxUint16
	case graph.Uint32:
		return 0, math.MaxUint32
	case graph.Uint64:
		return 0, math.MaxInt64
	}
	return 0, 0
}

// softmax lowers Softmax and LogSoftmax.
func (l *lowering) softmax(part *passes.Partition, n *graph.Node, tail *kernels.Tail, outs []*graph.Value) error {
	x := n.Input(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	rank := len(x.Shape)
	attrs := opattr.DecodeSoftmax(n, l.g.Opset)
	axis, err := graph.NormalizeAxis(attrs.Axis, rank)
	if err != nil {
		return err
	}
	spec := kernels.SoftmaxSpec{Symbol: sym, DType: dt, Log: n.OpType == "LogSoftmax", Rows: 1, Cols: 1, Inner: 1}
	for i, d := range x.Shape {
		switch {
		case i < axis:
			spec.Rows *= d
		case i == axis || attrs.Coerce2D:
			// Before opset 13 the axis flattens everything after it.
			spec.Cols *= d
		default:
			spec.Inner *= d
		}
	}
	spec.Rows *= spec.Inner
	spec.Tail = tail
	ks, err := kernels.Softmax(spec)
	return l.launchKernels(part, ks, err, append([]*graph.Value{x}, outs...)...)
}

// hardmax lowers Hardmax: the first maximum along the axis (before opset
// 13, of each row of the input coerced to 2-D at the axis) becomes 1 and
// every other element 0 — an ArgMax kernel over [rows, cols, inner], then
// a pointwise kernel comparing each element's position along the axis
// (a constant [1, cols, 1]) with it.
func (l *lowering) hardmax(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	attrs := opattr.DecodeSoftmax(n, l.g.Opset)
	axis, err := graph.NormalizeAxis(attrs.Axis, len(x.Shape))
	if err != nil {
		return err
	}
	rows, cols, inner := int64(1), int64(1), int64(1)
	for i, d := range x.Shape {
		switch {
		case i < axis:
			rows *= d
		case i == axis || attrs.Coerce2D:
			cols *= d
		default:
			inner *= d
		}
	}
	dt := x.DType.String()
	first := l.temp(n, "argmax", graph.Int64, []int64{rows, 1, inner})
	ks, err := kernels.ArgReduce(kernels.ArgReduceSpec{Symbol: "hardmax_argmax", Shape: []int64{rows, cols, inner}, Axis: 1, DType: dt, Max: true})
	if err := l.launchKernels(part, ks, err, x, first); err != nil {
		return err
	}
	positions := make([]int64, cols)
	for i := range positions {
		positions[i] = int64(i)
	}
	t, err := graph.FromInt64s(graph.Int64, graph.Shape{1, cols, 1}, positions)
	if err != nil {
		return err
	}
	pos := l.constant(n.Name+"_positions", t)
	ks, err = kernels.Pointwise(kernels.PointwiseSpec{Symbol: "hardmax", OutShape: []int64{rows, cols, inner}, OutDType: y.DType.String(),
		Inputs: []kernels.PointwiseInput{
			{Name: "first", DType: first.DType.String(), Shape: first.Shape, Elems: elems(first)},
			{Name: "position", DType: pos.DType.String(), Shape: pos.Shape, Elems: elems(pos)},
		},
		Expr: kernels.Where(kernels.Bin("eq", kernels.In(0), kernels.In(1)), kernels.Const(1, dt), kernels.Const(0, dt))})
	return l.launchKernels(part, ks, err, first, pos, y)
}

// reduce lowers ReduceSum, ReduceMean, ReduceMax, ReduceMin, ReduceProd, ReduceL1, ReduceL2, ReduceSumSquare and ReduceLogSumExp.
func (l *lowering) reduce(part *passes.Partition, n *graph.Node, tail *kernels.Tail, outs []*graph.Value) error {
	x, y := n.Input(0), n.Output(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	op := map[string]string{"ReduceSum": "sum", "ReduceMean": "mean", "ReduceMax": "max", "ReduceMin": "min", "ReduceProd": "prod",
		"ReduceL1": "l1", "ReduceL2": "l2", "ReduceSumSquare": "sumsquare", "ReduceLogSumExp": "logsumexp"}[n.OpType]
	axes := n.Ints("axes", nil)
	if n.Input(1) != nil {
		a, err := l.needInts(n, 1, "axes")
		if err != nil {
			return err
		}
		axes = a
	}
	noop := len(axes) == 0 && n.Int("noop_with_empty_axes", 0) != 0
	if noop || elems(x) == 0 {
		// No reduction to run: y is x, or the identity; a tail is a
		// pointwise kernel over it.
		r := y
		if tail != nil && !tail.Keep {
			r = l.temp(n, "reduced", y.DType, y.Shape)
		}
		var err error
		if noop {
			err = l.copyValue(part, x, r)
		} else {
			err = l.fill(part, r, reduceIdentity(op, y.DType))
		}
		if err != nil || tail == nil {
			return err
		}
		t := outs[len(outs)-1]
		ks, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "tail", OutShape: t.Shape, OutDType: tail.DType,
			Inputs: []kernels.PointwiseInput{{Name: "x0", DType: dt, Shape: t.Shape, Elems: elems(r)}}, Expr: tail.Expr})
		return l.launchKernels(part, ks, err, r, t)
	}
	ks, err := kernels.Reduce(kernels.ReduceSpec{Symbol: sym, Shape: x.Shape, Axes: axes, DType: dt, Op: op, Tail: tail})
	return l.launchKernels(part, ks, err, append([]*graph.Value{x}, outs...)...)
}
