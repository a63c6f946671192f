package ref

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// tensorScatterOp is TensorScatter (opset 24): a KV-cache update. present
// is past_cache with, for every batch b, update's slices along axis written
// from position write_indices[b] (0 when absent) on; mode "circular" wraps
// the positions around the cache's length, "linear" must stay inside it.
var tensorScatterOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		_, err := tensorScatterAxis(a)
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		ax, err := tensorScatterAxis(c)
		if err != nil {
			return err
		}
		past, upd := c.in[0], c.in[1]
		out := past.Clone()
		var wi []int64
		if c.has(2) {
			wi = c.in[2].Int64s()
		}
		circular := c.n.Str("mode", "linear") == "circular"
		es := past.DType.Size()
		maxSeq, seq := past.Shape[ax], upd.Shape[ax]
		inner := graph.Shape(past.Shape[ax+1:]).Size() * int64(es)
		outerPast := graph.Shape(past.Shape[1:ax]).Size()
		for b := range past.Shape[0] {
			start := int64(0)
			if wi != nil {
				start = wi[b]
			}
			for o := range outerPast {
				for s := range seq {
					pos := start + s
					if circular {
						pos = ((pos % maxSeq) + maxSeq) % maxSeq
					}
					if pos < 0 || pos >= maxSeq {
						return fmt.Errorf("batch %d writes position %d, outside the cache's %d (mode linear)", b, pos, maxSeq)
					}
					dst := ((b*outerPast+o)*maxSeq + pos) * inner
					src := ((b*outerPast+o)*seq + s) * inner
					copy(out.Data[dst:dst+inner], upd.Data[src:src+inner])
				}
			}
		}
		c.set(0, out)
		return nil
	},
}

// tensorScatterAxis checks TensorScatter's inputs and returns its
// sequence axis (never the batch axis 0).
func tensorScatterAxis(a args) (int, error) {
	ps, us := a.shape(0), a.shape(1)
	if a.dtype(1) != a.dtype(0) || len(us) != len(ps) {
		return 0, fmt.Errorf("update %v%v must have past_cache's type and rank (%v%v)", a.dtype(1), us, a.dtype(0), ps)
	}
	ax, err := graph.NormalizeAxis(a.node().Int("axis", -2), len(ps))
	if err != nil {
		return 0, err
	}
	if ax == 0 {
		return 0, fmt.Errorf("axis is the batch axis 0")
	}
	for d := range ps {
		if d != ax && us[d] != ps[d] || d == ax && us[d] > ps[d] {
			return 0, fmt.Errorf("update %v does not fit past_cache %v along axis %d", us, ps, ax)
		}
	}
	if m := a.node().Str("mode", "linear"); m != "linear" && m != "circular" {
		return 0, fmt.Errorf("mode %q: want linear or circular", m)
	}
	if a.has(2) && !a.shape(2).Equal(graph.Shape{ps[0]}) {
		return 0, fmt.Errorf("write_indices has shape %v, want [%d]", a.shape(2), ps[0])
	}
	return ax, nil
}
