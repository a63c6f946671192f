package ref

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// rotaryEmbeddingOp is RotaryEmbedding (opset 23): the first rotary dim
// elements of each head rotate in pairs by the cached angle of their
// position (position_ids into the caches, or the caches per batch and
// sequence position).
var rotaryEmbeddingOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 3); err != nil {
			return nil, err
		}
		if err := checkType(a, 0, floats); err != nil {
			return nil, err
		}
		l, err := opattr.DecodeRotaryEmbedding(a.node()).Layout(a.shape(0))
		if err != nil {
			return nil, err
		}
		half := l.RotaryDim / 2
		want := graph.Shape{l.Dims[0], l.Dims[l.SeqDim], half}
		if a.has(3) {
			p := a.shape(3)
			if len(p) != 2 || p[0] != l.Dims[0] || p[1] != l.Dims[l.SeqDim] {
				return nil, fmt.Errorf("position_ids %v: want (%d, %d)", p, l.Dims[0], l.Dims[l.SeqDim])
			}
		}
		for i := 1; i <= 2; i++ {
			s := a.shape(i)
			ok := len(s) == 3 && s.Equal(want)
			if a.has(3) {
				ok = len(s) == 2 && s[1] == half
			}
			if !ok || a.dtype(i) != a.dtype(0) {
				return nil, fmt.Errorf("cache %d is %v%v: want %v rows of %d", i, a.dtype(i), s, a.dtype(0), half)
			}
		}
		return one(a.dtype(0), a.shape(0).Clone())
	},
	eval: func(c *evalCtx, outs []outType) error {
		p := opattr.DecodeRotaryEmbedding(c.n)
		l, _ := p.Layout(c.in[0].Shape)
		xv, cosv, sinv := c.in[0].Float64s(), c.in[1].Float64s(), c.in[2].Float64s()
		var pos []int64
		if t := c.input(3); t != nil {
			pos = t.Int64s()
		}
		rows := c.in[1].Shape[0]
		H, S, half := l.Dims[3], l.Dims[l.SeqDim], l.RotaryDim/2
		res := make([]float64, len(xv))
		k := 0
		var err error
		forEachIndex(l.Dims[:3], func(ix []int64) {
			b, s := ix[0], ix[l.SeqDim]
			row := (b*S + s) * half
			if pos != nil {
				pid := pos[b*S+s]
				if pid < 0 || pid >= rows {
					err = fmt.Errorf("position id %d is outside [0, %d)", pid, rows)
					pid = 0
				}
				row = pid * half
			}
			base := int64(k)
			for d := int64(0); d < H; d++ {
				res[k] = rotate(xv, cosv, sinv, base, row, d, half, l.RotaryDim, p.Interleaved)
				k++
			}
		})
		if err != nil {
			return err
		}
		t, err := graph.FromFloat64s(outs[0].dt, outs[0].shape, res)
		if err != nil {
			return err
		}
		c.set(0, t)
		return nil
	},
}

// rotate is element d of the head starting at x[base], whose angle's
// cos and sin are at row of the caches.
func rotate(x, cos, sin []float64, base, row, d, half, rd int64, interleaved bool) float64 {
	if d >= rd {
		return x[base+d]
	}
	var i, a, b int64
	var first bool
	if interleaved {
		i, first = d/2, d%2 == 0
		a, b = 2*i, 2*i+1
	} else {
		i, first = d%half, d < half
		a, b = i, i+half
	}
	cs, sn := cos[row+i], sin[row+i]
	x1, x2 := x[base+a], x[base+b]
	if first {
		return cs*x1 - sn*x2
	}
	return sn*x1 + cs*x2
}
