package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// gridSampleOp is GridSample: X (N, C, D1..Dr) sampled at grid (N,
// H1..Hr, r), whose last dim lists coordinates innermost dim first (x, y,
// z), as ONNX's reference implementation does it.
var gridSampleOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		if _, err := opattr.DecodeGridSample(a.node()); err != nil {
			return nil, err
		}
		if err := checkType(a, 1, floats); err != nil {
			return nil, err
		}
		x, g := a.shape(0), a.shape(1)
		r := len(x) - 2
		if r < 1 || len(g) != r+2 || g[0] != x[0] || g[r+1] != int64(r) {
			return nil, fmt.Errorf("X %v and grid %v: want (N, C, D1..Dr) and (N, H1..Hr, r)", x, g)
		}
		return one(a.dtype(0), append(graph.Shape{x[0], x[1]}, g[1:r+1]...))
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, _ := opattr.DecodeGridSample(c.n)
		x, g := c.in[0], c.in[1]
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		dims := x.Shape[2:]
		r := len(dims)
		plane := graph.Shape(dims).Size()
		pos := graph.Shape(g.Shape[1 : r+1]).Size()
		xv, gv := x.Float64s(), g.Float64s()
		strides := graph.Shape(dims).Strides()
		for n := int64(0); n < x.Shape[0]; n++ {
			for o := int64(0); o < pos; o++ {
				taps := make([][]gridTap, r)
				for d := 0; d < r; d++ {
					// Grid entries run x, y, z: innermost dim first.
					v := gv[(n*pos+o)*int64(r)+int64(r-1-d)]
					taps[d] = gridTaps(p, v, dims[d])
				}
				for ch := int64(0); ch < x.Shape[1]; ch++ {
					base := (n*x.Shape[1] + ch) * plane
					var sum float64
					forEachTap(taps, func(off int64, w float64, ok bool) {
						if ok {
							sum += w * xv[base+off]
						}
					}, strides)
					out.SetFloat64(int((n*x.Shape[1]+ch)*pos+o), sum)
				}
			}
		}
		c.set(0, out)
		return nil
	},
}

// gridTap is one sample along a dim: the pixel index (ok false: in the
// zero padding) and its weight.
type gridTap struct {
	i  int64
	w  float64
	ok bool
}

// gridTaps resolves normalized coordinate v along a dim of size n into the
// taps of p's mode, padding applied.
func gridTaps(p opattr.GridSample, v float64, n int64) []gridTap {
	x := p.Denormalize(v, n)
	lo, hi := p.Bounds(n)
	if p.Mode == "nearest" {
		x = math.RoundToEven(x)
	}
	if x < lo || x > hi {
		switch p.Padding {
		case "border":
			x = math.Max(0, math.Min(x, float64(n-1)))
		case "reflection":
			x = gsReflect(x, lo, hi)
		}
	}
	pixel := func(i int64, w float64) gridTap {
		switch p.Padding {
		case "zeros":
			return gridTap{i, w, i >= 0 && i < n}
		case "border":
			return gridTap{max(0, min(i, n-1)), w, true}
		}
		return gridTap{int64(gsReflect(float64(i), lo, hi)), w, true}
	}
	f := math.Floor(x)
	t := x - f
	i := int64(f)
	switch p.Mode {
	case "nearest":
		return []gridTap{pixel(int64(x), 1)}
	case "linear":
		return []gridTap{pixel(i, 1-t), pixel(i+1, t)}
	}
	cc := opattr.CubicCoeffs(t)
	return []gridTap{pixel(i-1, cc[0]), pixel(i, cc[1]), pixel(i+1, cc[2]), pixel(i+2, cc[3])}
}

// gsReflect reflects x into [lo, hi] (ONNX reference's _gs_reflect).
func gsReflect(x, lo, hi float64) float64 {
	rng := hi - lo
	switch {
	case x < lo:
		dx := lo - x
		k := math.Floor(dx / rng)
		r := dx - k*rng
		if math.Mod(k, 2) == 0 {
			return lo + r
		}
		return hi - r
	case x > hi:
		dx := x - hi
		k := math.Floor(dx / rng)
		r := dx - k*rng
		if math.Mod(k, 2) == 0 {
			return hi - r
		}
		return lo + r
	}
	return x
}

// forEachTap calls f with every combination of one tap per dim: its
// element offset, weight product and whether every tap is inside.
func forEachTap(taps [][]gridTap, f func(off int64, w float64, ok bool), strides []int64) {
	var rec func(d int, off int64, w float64, ok bool)
	rec = func(d int, off int64, w float64, ok bool) {
		if d == len(taps) {
			f(off, w, ok)
			return
		}
		for _, t := range taps[d] {
			rec(d+1, off+t.i*strides[d], w*t.w, ok && t.ok)
		}
	}
	rec(0, 0, 1, true)
}

// affineGridOp is AffineGrid: the normalized sampling grid (N, H, W, 2) or
// (N, D, H, W, 3) of theta (N, 2, 3) or (N, 3, 4) over an output of size
// (N, C, H, W) or (N, C, D, H, W).
var affineGridOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		if err := checkType(a, 0, floats); err != nil {
			return nil, err
		}
		st, err := a.value(1, "size")
		if err != nil {
			return nil, err
		}
		size, th := ints(st), a.shape(0)
		r := len(size) - 2
		if (r != 2 && r != 3) || len(th) != 3 || th[0] != size[0] || th[1] != int64(r) || th[2] != int64(r+1) {
			return nil, fmt.Errorf("theta %v and size %v: want (N, 2, 3) with (N, C, H, W) or (N, 3, 4) with (N, C, D, H, W)", th, size)
		}
		s := append(graph.Shape{size[0]}, size[2:]...)
		return one(a.dtype(0), append(s, int64(r)))
	},
	eval: func(c *evalCtx, outs []outType) error {
		th := c.in[0].Float64s()
		size := ints(c.in[1])
		align := c.n.Int("align_corners", 0) != 0
		dims := size[2:]
		r := len(dims)
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		k := 0
		for n := int64(0); n < size[0]; n++ {
			forEachIndex(dims, func(ix []int64) {
				// Homogeneous base point (x, y[, z], 1): innermost dim first.
				base := make([]float64, r+1)
				for d := 0; d < r; d++ {
					base[r-1-d] = affineBase(ix[d], dims[d], align)
				}
				base[r] = 1
				for j := 0; j < r; j++ {
					var s float64
					for q := 0; q <= r; q++ {
						s += th[(n*int64(r)+int64(j))*int64(r+1)+int64(q)] * base[q]
					}
					out.SetFloat64(k, s)
					k++
				}
			})
		}
		c.set(0, out)
		return nil
	},
}

// affineBase is the normalized coordinate of pixel i of n.
func affineBase(i, n int64, align bool) float64 {
	if align {
		if n == 1 {
			return -1
		}
		return -1 + 2*float64(i)/float64(n-1)
	}
	return -1 + float64(2*i+1)/float64(n)
}
