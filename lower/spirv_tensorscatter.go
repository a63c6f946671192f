package lower

import (
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// linearIndex is the row-major element index of coordinates idx in a
// tensor of the given shape.
func linearIndex(shape []int64, idx []*kernels.Expr) *kernels.Expr {
	o := ci(0)
	for d, h := range shape {
		o = eAdd(eMul(o, ci(h)), idx[d])
	}
	return o
}

// tensorScatter lowers TensorScatter as one expression kernel over the
// output in gather form: along the sequence axis, position t of batch b
// reads update's slice s = t - write_indices[b] (mod the cache length in
// circular mode) when 0 <= s < update's length, else past_cache. A linear
// write that leaves the cache sets the status word, where ref reports an
// error.
func (l *lowering) tensorScatter(part *passes.Partition, n *graph.Node) error {
	past, upd, y := n.Input(0), n.Input(1), n.Output(0)
	ax, err := graph.NormalizeAxis(n.Int("axis", -2), len(past.Shape))
	if err != nil {
		return err
	}
	maxSeq, seq := past.Shape[ax], upd.Shape[ax]
	e := newExprKernel("tensor_scatter", y.Shape, y.DType)
	pa, ua := e.raw(past), e.raw(upd)
	start := ci(0)
	if wi := n.Input(2); wi != nil {
		start = kernels.Cast(load(e.raw(wi), coord(0)), "int64")
	}
	s := eSub(coord(ax), start)
	if n.Str("mode", "linear") == "circular" {
		s = kernels.Bin("mod", s, ci(maxSeq))
	} else {
		s = check(eAnd(kernels.Bin("ge", start, ci(0)), kernels.Bin("le", eAdd(start, ci(seq)), ci(maxSeq))), s)
	}
	written := inRange(s, 0, seq)
	idx := make([]*kernels.Expr, len(past.Shape))
	for d := range idx {
		idx[d] = coord(d)
	}
	fromPast := load(pa, linearIndex(past.Shape, idx))
	idx[ax] = kernels.Where(written, s, ci(0))
	fromUpd := load(ua, linearIndex(upd.Shape, idx))
	return e.launch(l, part, kernels.Where(written, fromUpd, fromPast), y)
}
