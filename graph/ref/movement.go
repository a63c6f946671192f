package ref

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// broadcastTo copies x broadcast to shape s.
func broadcastTo(x *graph.Tensor, s graph.Shape) (*graph.Tensor, error) {
	out, err := alloc(x.DType, s)
	if err != nil {
		return nil, err
	}
	idx := bcastIndex(x.Shape, s)
	es := x.DType.Size()
	for k, j := range idx {
		copy(out.Data[k*es:(k+1)*es], x.Data[j*es:(j+1)*es])
	}
	return out, nil
}

var expandOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		st, err := a.value(1, "shape")
		if err != nil {
			return nil, err
		}
		s, err := graph.BroadcastShapes(a.shape(0), graph.Shape(ints(st)))
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), s)
	},
	eval: func(c *evalCtx, outs []outType) error {
		t, err := broadcastTo(c.in[0], outs[0].shape)
		if err != nil {
			return err
		}
		c.set(0, t)
		return nil
	},
}

var tileOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		rt, err := a.value(1, "repeats")
		if err != nil {
			return nil, err
		}
		rep := ints(rt)
		in := a.shape(0)
		if len(rep) != len(in) {
			return nil, fmt.Errorf("repeats %v do not match rank %d", rep, len(in))
		}
		out := make(graph.Shape, len(in))
		for i := range in {
			if rep[i] < 0 {
				return nil, fmt.Errorf("negative repeat %d", rep[i])
			}
			var ok bool
			if out[i], ok = mulOK(in[i], rep[i]); !ok {
				return nil, fmt.Errorf("tile too large")
			}
		}
		return one(a.dtype(0), out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		es := x.DType.Size()
		xs := x.Shape.Strides()
		coord := make([]int64, len(out.Shape))
		for k := 0; k < out.Len(); k++ {
			unravel(int64(k), out.Shape, coord)
			for d := range coord {
				coord[d] %= x.Shape[d]
			}
			src := ravel(coord, xs)
			copy(out.Data[k*es:(k+1)*es], x.Data[int(src)*es:int(src+1)*es])
		}
		c.set(0, out)
		return nil
	},
}

// padParams returns per-dim (before, after) pads.
func padParams(a args) ([]int64, error) {
	in := a.shape(0)
	r := len(in)
	var pads, axes []int64
	if a.opset() < 11 {
		pads = a.node().Ints("pads", nil)
	} else {
		pt, err := a.value(1, "pads")
		if err != nil {
			return nil, err
		}
		pads = ints(pt)
		if a.has(3) {
			at, err := a.value(3, "axes")
			if err != nil {
				return nil, err
			}
			axes = ints(at)
		}
	}
	if axes == nil {
		for i := 0; i < r; i++ {
			axes = append(axes, int64(i))
		}
	}
	if len(pads) != 2*len(axes) {
		return nil, fmt.Errorf("pads %v do not match %d axes", pads, len(axes))
	}
	full := make([]int64, 2*r)
	for k, ax := range axes {
		i, err := graph.NormalizeAxis(ax, r)
		if err != nil {
			return nil, err
		}
		full[i], full[r+i] = pads[k], pads[len(axes)+k]
	}
	return full, nil
}

var padOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		pads, err := padParams(a)
		if err != nil {
			return nil, err
		}
		in := a.shape(0)
		out := make(graph.Shape, len(in))
		for i := range in {
			out[i] = in[i] + pads[i] + pads[len(in)+i]
			if out[i] < 0 {
				return nil, fmt.Errorf("pads %v make dim %d negative", pads, i)
			}
		}
		return one(a.dtype(0), out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		pads, _ := padParams(c)
		mode := c.n.Str("mode", "constant")
		r := len(x.Shape)
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		var cval float64
		if c.op < 11 {
			cval = float64(c.n.Float("value", 0))
		} else if t := c.input(2); t != nil && t.Len() > 0 {
			cval = t.Float64(0)
		}
		es := x.DType.Size()
		xs := x.Shape.Strides()
		coord := make([]int64, r)
		for k := 0; k < out.Len(); k++ {
			unravel(int64(k), out.Shape, coord)
			inside := true
			for d := 0; d < r; d++ {
				j := coord[d] - pads[d]
				n := x.Shape[d]
				if j >= 0 && j < n {
					coord[d] = j
					continue
				}
				switch mode {
				case "constant":
					inside = false
				case "edge":
					j = min(max(j, 0), n-1)
				case "reflect":
					if n == 1 {
						j = 0
						break
					}
					period := 2 * (n - 1)
					j = ((j % period) + period) % period
					if j >= n {
						j = period - j
					}
				case "wrap":
					j = ((j % n) + n) % n
				default:
					return fmt.Errorf("pad mode %q", mode)
				}
				coord[d] = j
			}
			if !inside || x.Len() == 0 {
				if x.DType.IsFloat() || x.DType == graph.Bool {
					out.SetFloat64(k, cval)
				} else {
					out.SetInt64(k, c.constInt(2, int64(cval)))
				}
				continue
			}
			src := ravel(coord, xs)
			copy(out.Data[k*es:(k+1)*es], x.Data[int(src)*es:int(src+1)*es])
		}
		c.set(0, out)
		return nil
	},
}

// dropoutOp is Dropout at inference (or with ratio 0): the identity, with
// an all-true mask. Training with a non-zero ratio is random and refused.
var dropoutOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		return []outType{{a.dtype(0), a.shape(0)}, {graph.Bool, a.shape(0)}}, nil
	},
	eval: func(c *evalCtx, outs []outType) error {
		training := false
		if c.op >= 12 {
			if t := c.input(2); t != nil && t.Len() > 0 {
				training = t.Int64(0) != 0
			}
		} else {
			training = c.n.Int("is_test", 1) == 0 && c.op < 7
		}
		ratio := float64(c.n.Float("ratio", 0.5))
		if t := c.input(1); t != nil && t.Len() > 0 {
			ratio = t.Float64(0)
		}
		if training && ratio != 0 {
			return &UnsupportedError{Msg: "Dropout in training mode with a non-zero ratio is random"}
		}
		c.set(0, copyShaped(c.in[0], c.in[0].Shape))
		mask, err := alloc(graph.Bool, c.in[0].Shape)
		if err != nil {
			return err
		}
		for i := range mask.Data {
			mask.Data[i] = 1
		}
		c.set(1, mask)
		return nil
	},
}

var triluOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		if len(a.shape(0)) < 2 {
			return nil, fmt.Errorf("input rank %d < 2", len(a.shape(0)))
		}
		return one(a.dtype(0), a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		k := c.constInt(1, 0)
		upper := c.n.Int("upper", 1) != 0
		out, err := alloc(x.DType, x.Shape)
		if err != nil {
			return err
		}
		r := len(x.Shape)
		rows, cols := x.Shape[r-2], x.Shape[r-1]
		es := x.DType.Size()
		for e := 0; e < x.Len(); e++ {
			j := int64(e) % cols
			i := (int64(e) / cols) % rows
			keep := j-i >= k
			if !upper {
				keep = j-i <= k
			}
			if keep {
				copy(out.Data[e*es:(e+1)*es], x.Data[e*es:(e+1)*es])
			}
		}
		c.set(0, out)
		return nil
	},
}

// depthSpace implements DepthToSpace (toSpace) and SpaceToDepth as a
// reshape-transpose-reshape, exactly as the ONNX definitions do.
func depthSpace(toSpace bool) opDef {
	plan := func(a args) (graph.Shape, []int64, []int, graph.Shape, error) {
		in := a.shape(0)
		if len(in) != 4 {
			return nil, nil, nil, nil, fmt.Errorf("input must be 4-D, is %v", in)
		}
		b := a.node().Int("blocksize", 0)
		if b <= 0 {
			return nil, nil, nil, nil, fmt.Errorf("blocksize %d", b)
		}
		n, ch, h, w := in[0], in[1], in[2], in[3]
		if toSpace {
			if ch%(b*b) != 0 {
				return nil, nil, nil, nil, fmt.Errorf("channels %d not divisible by blocksize^2", ch)
			}
			out := graph.Shape{n, ch / (b * b), h * b, w * b}
			if a.node().Str("mode", "DCR") == "CRD" {
				return out, []int64{n, ch / (b * b), b, b, h, w}, []int{0, 1, 4, 2, 5, 3}, out, nil
			}
			return out, []int64{n, b, b, ch / (b * b), h, w}, []int{0, 3, 4, 1, 5, 2}, out, nil
		}
		if h%b != 0 || w%b != 0 {
			return nil, nil, nil, nil, fmt.Errorf("spatial dims %dx%d not divisible by blocksize", h, w)
		}
		out := graph.Shape{n, ch * b * b, h / b, w / b}
		return out, []int64{n, ch, h / b, b, w / b, b}, []int{0, 3, 5, 1, 2, 4}, out, nil
	}
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 1); err != nil {
				return nil, err
			}
			out, _, _, _, err := plan(a)
			if err != nil {
				return nil, err
			}
			return one(a.dtype(0), out)
		},
		eval: func(c *evalCtx, outs []outType) error {
			_, mid, perm, out, _ := plan(c)
			t, err := transposeData(copyShaped(c.in[0], mid), perm)
			if err != nil {
				return err
			}
			t.Shape = out
			c.set(0, t)
			return nil
		},
	}
}
