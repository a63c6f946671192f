package lower

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// argReduce lowers ArgMax and ArgMin.
func (l *lowering) argReduce(part *passes.Partition, n *graph.Node) error {
	x := n.Input(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	unary := l.unaryLaunch(part, n)
	return unary(kernels.ArgReduce(kernels.ArgReduceSpec{Symbol: sym, Shape: x.Shape, Axis: n.Int("axis", 0), DType: dt,
		Max: n.OpType == "ArgMax", SelectLast: n.Int("select_last_index", 0) != 0}))
}

// cumSum lowers CumSum and CumProd.
func (l *lowering) cumSum(part *passes.Partition, n *graph.Node) error {
	x := n.Input(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	unary := l.unaryLaunch(part, n)
	axis, err := l.needInts(n, 1, "axis")
	if err != nil {
		return err
	}
	if len(axis) != 1 {
		return fmt.Errorf("%s: axis has %d elements", n, len(axis))
	}
	return unary(kernels.CumSum(kernels.CumSumSpec{Symbol: sym, Shape: x.Shape, Axis: axis[0], DType: dt, Product: n.OpType == "CumProd",
		Exclusive: n.Int("exclusive", 0) != 0, Reverse: n.Int("reverse", 0) != 0}))
}

// trilu lowers Trilu.
func (l *lowering) trilu(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	spec := kernels.TriluSpec{Symbol: sym, Shape: x.Shape, Upper: n.Int("upper", 1) != 0, DType: dt}
	values := []*graph.Value{x}
	if kv := n.Input(1); kv != nil {
		if k, ok := l.constInts(n, 1); ok && len(k) == 1 {
			spec.K = k[0]
		} else {
			// The diagonal only moves values: read it at run time.
			spec.KArg = true
			values = append(values, kv)
		}
	}
	values = append(values, y)
	ks, err := kernels.Trilu(spec)
	return l.launchKernels(part, ks, err, values...)
}

// topK lowers TopK.
func (l *lowering) topK(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	k, err := l.needInts(n, 1, "K")
	if err != nil {
		return err
	}
	if len(k) != 1 {
		return fmt.Errorf("%s: K has %d elements", n, len(k))
	}
	values, indices := n.Output(0), n.Output(1)
	if values == nil {
		values = l.temp(n, "values", x.DType, y.Shape)
	}
	if indices == nil {
		indices = l.temp(n, "indices", graph.Int64, values.Shape)
	}
	ks, err := kernels.TopK(kernels.TopKSpec{Symbol: sym, Shape: x.Shape, Axis: n.Int("axis", -1), K: k[0], Largest: n.Int("largest", 1) != 0, DType: dt})
	return l.launchKernels(part, ks, err, x, values, indices)
}

// gatherND lowers GatherND.
func (l *lowering) gatherND(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	idx := n.Input(1)
	ks, err := kernels.GatherND(kernels.GatherNDSpec{Symbol: sym, DataShape: x.Shape, IndicesShape: idx.Shape, BatchDims: n.Int("batch_dims", 0),
		DType: dt, IndexDType: idx.DType.String()})
	return l.launchKernels(part, ks, err, x, idx, y)
}

// scatter lowers ScatterElements, ScatterND and Scatter.
func (l *lowering) scatter(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	idx, upd := n.Input(1), n.Input(2)
	if idx == nil || upd == nil {
		return fmt.Errorf("%s without indices or updates", n)
	}
	if err := l.copyValue(part, x, y); err != nil {
		return err
	}
	if elems(idx) == 0 {
		return nil
	}
	ks, err := kernels.Scatter(kernels.ScatterSpec{Symbol: sym, Shape: x.Shape, IndicesShape: idx.Shape, Axis: n.Int("axis", 0),
		ND: n.OpType == "ScatterND", Reduction: n.Str("reduction", "none"), DType: dt, IndexDType: idx.DType.String()})
	return l.launchKernels(part, ks, err, idx, upd, y)
}
