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

// constInt reads input i's first element as an integer (exact for int64),
// or def.
func (c *evalCtx) constInt(i int, def int64) int64 {
	if t := c.input(i); t != nil && t.Len() > 0 {
		return t.Int64(0)
	}
	return def
}

var constantOfShapeOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		st, err := a.value(0, "shape")
		if err != nil {
			return nil, err
		}
		dt := graph.Float32
		if v := a.node().TensorAttr("value"); v != nil {
			dt = v.DType
			if v.Len() != 1 {
				return nil, fmt.Errorf("value must have one element")
			}
		}
		return one(dt, graph.Shape(ints(st)))
	},
	eval: func(c *evalCtx, outs []outType) error {
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		if v := c.n.TensorAttr("value"); v != nil {
			es := v.DType.Size()
			for k := 0; k < out.Len(); k++ {
				copy(out.Data[k*es:(k+1)*es], v.Data[:es])
			}
		}
		c.set(0, out)
		return nil
	},
}

func rangeCount(start, limit, delta *graph.Tensor) (int64, error) {
	if start.Len() != 1 || limit.Len() != 1 || delta.Len() != 1 {
		return 0, fmt.Errorf("start, limit and delta must be scalars")
	}
	if start.DType.IsFloat() {
		s, l, d := start.Float64(0), limit.Float64(0), delta.Float64(0)
		for _, v := range []float64{s, l, d} {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return 0, fmt.Errorf("start %v, limit %v, delta %v: not finite", s, l, d)
			}
		}
		if d == 0 {
			return 0, fmt.Errorf("delta is 0")
		}
		n := math.Ceil((l - s) / d)
		if math.IsNaN(n) || n > graph.MaxElements {
			return 0, fmt.Errorf("range from %v to %v by %v: more than %d elements", s, l, d, int64(graph.MaxElements))
		}
		return max(int64(n), 0), nil
	}
	d := delta.Int64(0)
	if d == 0 {
		return 0, fmt.Errorf("delta is 0")
	}
	s, l := start.Int64(0), limit.Int64(0)
	span := l - s
	if (l > s) != (span > 0) {
		// limit - start overflows int64: far more than any tensor.
		return 0, fmt.Errorf("range from %d to %d: more than %d elements", s, l, int64(graph.MaxElements))
	}
	n := span / d
	if span%d != 0 && (span < 0) == (d < 0) {
		n++
	}
	if n > graph.MaxElements {
		return 0, fmt.Errorf("range from %d to %d by %d: more than %d elements", s, l, d, int64(graph.MaxElements))
	}
	return max(n, 0), nil
}

var rangeOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 3); err != nil {
			return nil, err
		}
		var ts [3]*graph.Tensor
		for i := range ts {
			t, err := a.value(i, []string{"start", "limit", "delta"}[i])
			if err != nil {
				return nil, err
			}
			ts[i] = t
		}
		n, err := rangeCount(ts[0], ts[1], ts[2])
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), graph.Shape{n})
	},
	eval: func(c *evalCtx, outs []outType) error {
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		s, d := c.in[0], c.in[2]
		for i := 0; i < out.Len(); i++ {
			if out.DType.IsFloat() {
				// Accumulate in the output type, as the ONNX function body
				// (a Loop adding delta) does.
				if i == 0 {
					out.SetFloat64(0, s.Float64(0))
				} else {
					out.SetFloat64(i, out.Float64(i-1)+d.Float64(0))
				}
			} else {
				out.SetInt64(i, s.Int64(0)+int64(i)*d.Int64(0))
			}
		}
		c.set(0, out)
		return nil
	},
}
