package ref

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// maxUnpoolOp is MaxUnpool: a zero tensor of the unpooled shape with each
// X value written at its index from I (flat over the whole output, as
// MaxPool's indices are).
var maxUnpoolOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		xs := a.shape(0)
		if len(xs) < 3 || !a.shape(1).Equal(xs) {
			return nil, fmt.Errorf("X %v must have rank ≥ 3 and I %v its shape", xs, a.shape(1))
		}
		if a.has(2) {
			t, err := a.value(2, "output_shape")
			if err != nil {
				return nil, err
			}
			s := graph.Shape(ints(t))
			if len(s) != len(xs) {
				return nil, fmt.Errorf("output_shape %v has rank %d, want %d", s, len(s), len(xs))
			}
			return one(a.dtype(0), s)
		}
		k := a.node().Ints("kernel_shape", nil)
		if len(k) != len(xs)-2 {
			return nil, fmt.Errorf("kernel_shape %v does not match %d spatial dims", k, len(xs)-2)
		}
		w, err := planWindow(a.node(), xs[2:], k, false)
		if err != nil {
			return nil, err
		}
		out := graph.Shape{xs[0], xs[1]}
		for i, in := range xs[2:] {
			out = append(out, (in-1)*w.Strides[i]+k[i]-w.PadBegin[i]-w.PadEnd[i])
		}
		return one(a.dtype(0), out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		out, err := alloc(x.DType, outs[0].shape)
		if err != nil {
			return err
		}
		idx := c.in[1].Int64s()
		es, n := x.DType.Size(), int64(out.Len())
		for i, at := range idx {
			if at < 0 || at >= n {
				return fmt.Errorf("index %d at %d is outside the output's %d elements", at, i, n)
			}
			copy(out.Data[at*int64(es):(at+1)*int64(es)], x.Data[i*es:(i+1)*es])
		}
		c.set(0, out)
		return nil
	},
}
