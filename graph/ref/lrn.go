package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// floatSameShape is the type rule of a float op whose output is its
// input's type and shape.
func floatSameShape(a args) ([]outType, error) {
	if err := need(a, 1); err != nil {
		return nil, err
	}
	if err := checkType(a, 0, floats); err != nil {
		return nil, err
	}
	return one(a.dtype(0), a.shape(0))
}

// swishOp is Swish (opset 24): x * sigmoid(alpha * x).
var swishOp = floatUnaryN(func(x float64, n *graph.Node) float64 {
	return x * sigmoid(float64(n.Float("alpha", 1))*x)
})

// lrnOp is LRN over the channels (dim 1) of an [N, C, ...] input.
var lrnOp = opDef{
	types: func(a args) ([]outType, error) {
		if len(a.shape(0)) < 2 {
			return nil, fmt.Errorf("input rank %d < 2", len(a.shape(0)))
		}
		if _, err := opattr.DecodeLRN(a.node()); err != nil {
			return nil, err
		}
		return floatSameShape(a)
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, err := opattr.DecodeLRN(c.n)
		if err != nil {
			return err
		}
		x := c.in[0]
		xv := x.Float64s()
		N, C := x.Shape[0], x.Shape[1]
		inner := graph.Shape(x.Shape[2:]).Size()
		y := make([]float64, len(xv))
		for b := range N {
			for ch := range C {
				lo, hi := p.Window(ch, C)
				for s := range inner {
					var sq float64
					for k := lo; k <= hi; k++ {
						v := xv[(b*C+k)*inner+s]
						sq += v * v
					}
					i := (b*C+ch)*inner + s
					y[i] = xv[i] / math.Pow(float64(p.Bias)+float64(p.Alpha)/float64(p.Size)*sq, float64(p.Beta))
				}
			}
		}
		out, err := graph.FromFloat64s(outs[0].dt, outs[0].shape, y)
		if err != nil {
			return err
		}
		c.set(0, out)
		return nil
	},
}

// mvnOp is MeanVarianceNormalization: (x - mean) / (sqrt(var) + 1e-9),
// the moments over axes, var = E[x²] - E[x]² as the function body has it.
var mvnOp = opDef{
	types: func(a args) ([]outType, error) {
		axes, err := opattr.MVNAxes(a.node(), len(a.shape(0)))
		if err != nil {
			return nil, err
		}
		for _, ax := range axes {
			if ax < 0 || ax >= len(a.shape(0)) {
				return nil, fmt.Errorf("axis %d of an input of rank %d", ax, len(a.shape(0)))
			}
		}
		return floatSameShape(a)
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		axes, err := opattr.MVNAxes(c.n, len(x.Shape))
		if err != nil {
			return err
		}
		reduced := make([]bool, len(x.Shape))
		for _, a := range axes {
			reduced[a] = true
		}
		// Each element's group is its coordinate with the reduced dims
		// dropped.
		gs := x.Shape.Clone()
		for d := range gs {
			if reduced[d] {
				gs[d] = 1
			}
		}
		gStrides := gs.Strides()
		groups := gs.Size()
		count := float64(x.Shape.Size() / max(groups, 1))
		xv := x.Float64s()
		sum, sq := make([]float64, groups), make([]float64, groups)
		group := make([]int64, len(xv))
		k := 0
		forEachIndex(x.Shape, func(co []int64) {
			var g int64
			for d, v := range co {
				if !reduced[d] {
					g += v * gStrides[d]
				}
			}
			group[k] = g
			sum[g] += xv[k]
			sq[g] += xv[k] * xv[k]
			k++
		})
		y := make([]float64, len(xv))
		for i, v := range xv {
			g := group[i]
			mean := sum[g] / count
			std := math.Sqrt(math.Max(sq[g]/count-mean*mean, 0))
			y[i] = (v - mean) / (std + 1e-9)
		}
		out, err := graph.FromFloat64s(outs[0].dt, outs[0].shape, y)
		if err != nil {
			return err
		}
		c.set(0, out)
		return nil
	},
}
