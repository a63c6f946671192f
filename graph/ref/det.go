package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
)

// detOp is Det: the determinant of each square matrix in the last two
// dims, by LU decomposition with partial pivoting in float64.
var detOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		if err := checkType(a, 0, floats); err != nil {
			return nil, err
		}
		s := a.shape(0)
		if len(s) < 2 || s[len(s)-1] != s[len(s)-2] {
			return nil, fmt.Errorf("input shape %v: the last two dims must be a square matrix", s)
		}
		return one(a.dtype(0), s[:len(s)-2].Clone())
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		n := int(x.Shape[len(x.Shape)-1])
		xv := x.Float64s()
		count := int(outs[0].shape.Size())
		dets := make([]float64, count)
		m := make([]float64, n*n)
		for i := range count {
			copy(m, xv[i*n*n:(i+1)*n*n])
			dets[i] = luDet(m, n)
		}
		out, err := graph.FromFloat64s(outs[0].dt, outs[0].shape, dets)
		if err != nil {
			return err
		}
		c.set(0, out)
		return nil
	},
}

// luDet is the determinant of the n×n row-major matrix m, which it
// overwrites with its LU factors.
func luDet(m []float64, n int) float64 {
	det := 1.0
	for k := range n {
		p := k
		for i := k + 1; i < n; i++ {
			if math.Abs(m[i*n+k]) > math.Abs(m[p*n+k]) {
				p = i
			}
		}
		if m[p*n+k] == 0 {
			return 0
		}
		if p != k {
			for j := range n {
				m[k*n+j], m[p*n+j] = m[p*n+j], m[k*n+j]
			}
			det = -det
		}
		det *= m[k*n+k]
		for i := k + 1; i < n; i++ {
			f := m[i*n+k] / m[k*n+k]
			for j := k + 1; j < n; j++ {
				m[i*n+j] -= f * m[k*n+j]
			}
		}
	}
	return det
}
