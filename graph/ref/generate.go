package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
)

// eyeLikeOp is EyeLike: ones on diagonal k of a 2-D shape, in dtype (the
// input's by default).
var eyeLikeOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		if len(a.shape(0)) != 2 {
			return nil, fmt.Errorf("input %v: want 2-D", a.shape(0))
		}
		dt := a.dtype(0)
		if a.node().Has("dtype") {
			var err error
			if dt, err = onnxDType(a.node().Int("dtype", 0)); err != nil {
				return nil, err
			}
		}
		return one(dt, a.shape(0).Clone())
	},
	eval: func(c *evalCtx, outs []outType) error {
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		k := c.n.Int("k", 0)
		rows, cols := out.Shape[0], out.Shape[1]
		for i := int64(0); i < rows; i++ {
			if j := i + k; j >= 0 && j < cols {
				out.SetFloat64(int(i*cols+j), 1)
			}
		}
		c.set(0, out)
		return nil
	},
}

// WindowCoeffs are the cosine-sum coefficients of the window ops: w[i] =
// a0 - a1·cos(2πi/N) + a2·cos(4πi/N).
var WindowCoeffs = map[string][3]float64{
	"HannWindow":     {0.5, 0.5, 0},
	"HammingWindow":  {25.0 / 46, 21.0 / 46, 0},
	"BlackmanWindow": {0.42, 0.5, 0.08},
}

// windowOp is HannWindow, HammingWindow or BlackmanWindow: size points of
// the window, periodic (N = size, the default) or symmetric (N = size-1).
func windowOp(op string) opDef {
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 1); err != nil {
				return nil, err
			}
			st, err := a.value(0, "size")
			if err != nil {
				return nil, err
			}
			dt, err := onnxDType(a.node().Int("output_datatype", 1))
			if err != nil {
				return nil, err
			}
			if st.Len() != 1 || st.Int64(0) < 0 {
				return nil, fmt.Errorf("size %v: want one count >= 0", ints(st))
			}
			return one(dt, graph.Shape{st.Int64(0)})
		},
		eval: func(c *evalCtx, outs []outType) error {
			size := outs[0].shape[0]
			v := make([]float64, size)
			for i := range v {
				v[i] = WindowValue(op, int64(i), size, c.n.Int("periodic", 1) != 0)
			}
			t, err := graph.FromFloat64s(outs[0].dt, outs[0].shape, v)
			if err != nil {
				return err
			}
			c.set(0, t)
			return nil
		},
	}
}

// WindowValue is point i of window op of size points.
func WindowValue(op string, i, size int64, periodic bool) float64 {
	n := float64(size)
	if !periodic {
		n--
	}
	a := WindowCoeffs[op]
	x := 2 * math.Pi * float64(i) / n
	return a[0] - a[1]*math.Cos(x) + a[2]*math.Cos(2*x)
}
