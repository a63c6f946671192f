package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// window is a sliding-window op's (Conv, pooling) plan over the spatial
// dims: kernel, strides, dilations, begin/end pads and output sizes.
type window = opattr.Plan

// planWindow resolves n's window attributes (opattr.Window) for spatial
// input dims in and kernel k; ceil is the pooling ceil mode (Conv has none).
func planWindow(n *graph.Node, in, k []int64, ceil bool) (*window, error) {
	w, err := opattr.DecodeWindow(n, len(in))
	if err != nil {
		return nil, err
	}
	w.CeilMode = ceil
	return w.Plan(in, k)
}

// forEachIndex calls f with every coordinate of shape s, in row-major
// order.
func forEachIndex(s []int64, f func(c []int64)) {
	n := graph.Shape(s).Size()
	c := make([]int64, len(s))
	for k := int64(0); k < n; k++ {
		f(c)
		for d := len(s) - 1; d >= 0; d-- {
			c[d]++
			if c[d] < s[d] {
				break
			}
			c[d] = 0
		}
	}
}

func kernelShape(n *graph.Node, w graph.Shape) []int64 {
	if k := n.Ints("kernel_shape", nil); k != nil {
		return k
	}
	if len(w) > 2 {
		return w[2:]
	}
	return nil
}

var convOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		x, w := a.shape(0), a.shape(1)
		if len(x) < 3 || len(w) != len(x) {
			return nil, fmt.Errorf("X %v and W %v must have the same rank >= 3", x, w)
		}
		g := a.node().Int("group", 1)
		if g <= 0 || x[1] != w[1]*g || w[0]%g != 0 {
			return nil, fmt.Errorf("channels: X %v, W %v, group %d", x, w, g)
		}
		k := kernelShape(a.node(), w)
		if len(k) != len(x)-2 || !graph.Shape(k).Equal(w[2:]) {
			return nil, fmt.Errorf("kernel_shape %v, W %v", k, w)
		}
		if a.has(2) && !a.shape(2).Equal(graph.Shape{w[0]}) {
			return nil, fmt.Errorf("B %v: want [%d]", a.shape(2), w[0])
		}
		win, err := planWindow(a.node(), x[2:], k, false)
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), append(graph.Shape{x[0], w[0]}, win.Out...))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x, w := c.in[0], c.in[1]
		win, err := planWindow(c.n, x.Shape[2:], kernelShape(c.n, w.Shape), false)
		if err != nil {
			return err
		}
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		g := c.n.Int("group", 1)
		N, C, M := x.Shape[0], x.Shape[1], w.Shape[0]
		cg, mg := C/g, M/g
		xv, wv := x.Float64s(), w.Float64s()
		var bv []float64
		if b := c.input(2); b != nil {
			bv = b.Float64s()
		}
		sp := x.Shape[2:]
		xs := graph.Shape(sp).Size()
		ks := graph.Shape(win.Kernel).Size()
		os := graph.Shape(win.Out).Size()
		r := len(sp)
		res := make([]float64, out.Len())
		// Precompute, per output position and kernel offset, the input
		// offset (or -1 in the padding).
		offs := make([]int64, os*ks)
		oi := int64(0)
		forEachIndex(win.Out, func(o []int64) {
			ki := int64(0)
			forEachIndex(win.Kernel, func(kk []int64) {
				off := int64(0)
				for d := 0; d < r; d++ {
					p := o[d]*win.Strides[d] + kk[d]*win.Dilations[d] - win.PadBegin[d]
					if p < 0 || p >= sp[d] {
						off = -1
						break
					}
					off = off*sp[d] + p
				}
				offs[oi*ks+ki] = off
				ki++
			})
			oi++
		})
		for b := int64(0); b < N; b++ {
			for m := int64(0); m < M; m++ {
				grp := m / mg
				var bias float64
				if bv != nil {
					bias = bv[m]
				}
				for o := int64(0); o < os; o++ {
					s := bias
					for ci := int64(0); ci < cg; ci++ {
						xb := (b*C + grp*cg + ci) * xs
						wb := (m*cg + ci) * ks
						for k := int64(0); k < ks; k++ {
							if off := offs[o*ks+k]; off >= 0 {
								s += xv[xb+off] * wv[wb+k]
							}
						}
					}
					res[(b*M+m)*os+o] = s
				}
			}
		}
		for i, v := range res {
			out.SetFloat64(i, v)
		}
		c.set(0, out)
		return nil
	},
}

// convTransposePlan computes ConvTranspose's pads and output size
// (opattr.ConvTranspose).
func convTransposePlan(n *graph.Node, in, k []int64) (pb, pe, out []int64, strides, dil []int64, err error) {
	c, err := opattr.DecodeConvTranspose(n, len(in))
	if err != nil {
		return nil, nil, nil, nil, nil, err
	}
	pb, pe, out, err = c.Plan(in, k)
	return pb, pe, out, c.Strides, c.Dilations, err
}

var convTransposeOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 2); err != nil {
			return nil, err
		}
		x, w := a.shape(0), a.shape(1)
		if len(x) < 3 || len(w) != len(x) {
			return nil, fmt.Errorf("X %v and W %v must have the same rank >= 3", x, w)
		}
		g := a.node().Int("group", 1)
		if g <= 0 || x[1] != w[0] || x[1]%g != 0 {
			return nil, fmt.Errorf("channels: X %v, W %v, group %d", x, w, g)
		}
		k := kernelShape(a.node(), w)
		if !graph.Shape(k).Equal(w[2:]) {
			return nil, fmt.Errorf("kernel_shape %v, W %v", k, w)
		}
		if a.has(2) && !a.shape(2).Equal(graph.Shape{w[1] * g}) {
			return nil, fmt.Errorf("B %v: want [%d]", a.shape(2), w[1]*g)
		}
		_, _, out, _, _, err := convTransposePlan(a.node(), x[2:], k)
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), append(graph.Shape{x[0], w[1] * g}, out...))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x, w := c.in[0], c.in[1]
		k := kernelShape(c.n, w.Shape)
		pb, _, osz, strides, dil, err := convTransposePlan(c.n, x.Shape[2:], k)
		if err != nil {
			return err
		}
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		g := c.n.Int("group", 1)
		N, C := x.Shape[0], x.Shape[1]
		M := out.Shape[1]
		cg, mg := C/g, M/g
		sp := x.Shape[2:]
		xs, ks, os := graph.Shape(sp).Size(), graph.Shape(k).Size(), graph.Shape(osz).Size()
		xv, wv := x.Float64s(), w.Float64s()
		res := make([]float64, out.Len())
		if b := c.input(2); b != nil {
			bv := b.Float64s()
			for i := range res {
				res[i] = bv[(int64(i)/os)%M]
			}
		}
		r := len(sp)
		for b := int64(0); b < N; b++ {
			for ci := int64(0); ci < C; ci++ {
				grp := ci / cg
				xi := int64(0)
				forEachIndex(sp, func(ip []int64) {
					xval := xv[(b*C+ci)*xs+xi]
					xi++
					ki := int64(0)
					forEachIndex(k, func(kk []int64) {
						off := int64(0)
						for d := 0; d < r; d++ {
							p := ip[d]*strides[d] + kk[d]*dil[d] - pb[d]
							if p < 0 || p >= osz[d] {
								off = -1
								break
							}
							off = off*osz[d] + p
						}
						if off >= 0 {
							for mo := int64(0); mo < mg; mo++ {
								m := grp*mg + mo
								res[(b*M+m)*os+off] += xval * wv[(ci*mg+mo)*ks+ki]
							}
						}
						ki++
					})
				})
			}
		}
		for i, v := range res {
			out.SetFloat64(i, v)
		}
		c.set(0, out)
		return nil
	},
}

// poolOp defines MaxPool and AveragePool (and their Global forms).
func poolOp(isMax, global bool) opDef {
	if isMax {
		return windowPoolOp(maxPool, global)
	}
	return windowPoolOp(averagePool, global)
}

// poolKind is what a pooling op computes over its window.
type poolKind int

const (
	maxPool     poolKind = iota
	averagePool          // the mean of the elements inside (count_include_pad: of the window)
	lpPool               // (Σ|x|^p)^(1/p), attribute p (default 2); padding adds 0
)

// windowPoolOp defines a pooling op of the given kind.
func windowPoolOp(kind poolKind, global bool) opDef {
	isMax := kind == maxPool
	plan := func(a args) (*window, error) {
		x := a.shape(0)
		if len(x) < 3 {
			return nil, fmt.Errorf("X %v must have rank >= 3", x)
		}
		if global {
			return &window{Kernel: x[2:], Out: ones(len(x) - 2), Strides: ones(len(x) - 2), Dilations: ones(len(x) - 2),
				PadBegin: make([]int64, len(x)-2), PadEnd: make([]int64, len(x)-2)}, nil
		}
		k := a.node().Ints("kernel_shape", nil)
		if len(k) != len(x)-2 {
			return nil, fmt.Errorf("kernel_shape %v does not match X %v", k, x)
		}
		return planWindow(a.node(), x[2:], k, a.node().Int("ceil_mode", 0) != 0)
	}
	return opDef{
		types: func(a args) ([]outType, error) {
			if err := need(a, 1); err != nil {
				return nil, err
			}
			w, err := plan(a)
			if err != nil {
				return nil, err
			}
			s := append(graph.Shape{a.shape(0)[0], a.shape(0)[1]}, w.Out...)
			if isMax {
				return []outType{{a.dtype(0), s}, {graph.Int64, s}}, nil
			}
			return one(a.dtype(0), s)
		},
		eval: func(c *evalCtx, outs []outType) error {
			x := c.in[0]
			w, _ := plan(c)
			out, err := alloc(outs[0].dt, outs[0].shape)
			if err != nil {
				return err
			}
			var idxOut *graph.Tensor
			if isMax && len(outs) > 1 && c.n.Output(1) != nil {
				if idxOut, err = alloc(graph.Int64, outs[1].shape); err != nil {
					return err
				}
			}
			includePad := c.n.Int("count_include_pad", 0) != 0
			power := float64(c.n.Int("p", 2))
			sp := x.Shape[2:]
			r := len(sp)
			xs, os := graph.Shape(sp).Size(), graph.Shape(w.Out).Size()
			xv := x.Float64s()
			planes := x.Shape[0] * x.Shape[1]
			for p := int64(0); p < planes; p++ {
				oi := int64(0)
				forEachIndex(w.Out, func(o []int64) {
					best, bestIdx := math.Inf(-1), int64(-1)
					var sum float64
					var cnt, padCnt int64
					forEachIndex(w.Kernel, func(kk []int64) {
						off := int64(0)
						inPadded := true
						for d := 0; d < r; d++ {
							pos := o[d]*w.Strides[d] + kk[d]*w.Dilations[d] - w.PadBegin[d]
							if pos < -w.PadBegin[d] || pos >= sp[d]+w.PadEnd[d] {
								inPadded = false
							}
							if pos < 0 || pos >= sp[d] {
								off = -1
							} else if off >= 0 {
								off = off*sp[d] + pos
							}
						}
						if inPadded {
							padCnt++
						}
						if off < 0 {
							return
						}
						v := xv[p*xs+off]
						if isMax {
							if v > best || bestIdx < 0 {
								best, bestIdx = v, off
							}
							return
						}
						if kind == lpPool {
							v = math.Pow(math.Abs(v), power)
						}
						sum += v
						cnt++
					})
					k := p*os + oi
					if isMax {
						out.SetFloat64(int(k), best)
						if idxOut != nil {
							if c.n.Int("storage_order", 0) == 1 && bestIdx >= 0 {
								bestIdx = columnMajor(bestIdx, sp)
							}
							idxOut.SetInt64(int(k), p*xs+bestIdx)
						}
					} else if kind == lpPool {
						out.SetFloat64(int(k), math.Pow(sum, 1/power))
					} else {
						div := cnt
						if includePad {
							div = padCnt
						}
						out.SetFloat64(int(k), sum/float64(div))
					}
					oi++
				})
			}
			c.set(0, out)
			if idxOut != nil {
				c.set(1, idxOut)
			}
			return nil
		},
	}
}

// columnMajor turns a row-major offset in a tensor of shape s into the
// column-major one (MaxPool's indices with storage_order 1).
func columnMajor(off int64, s []int64) int64 {
	var col, stride int64 = 0, 1
	pos := make([]int64, len(s))
	for d := len(s) - 1; d >= 0; d-- {
		pos[d] = off % s[d]
		off /= s[d]
	}
	for d := range s {
		col += pos[d] * stride
		stride *= s[d]
	}
	return col
}

func ones(n int) []int64 {
	v := make([]int64, n)
	for i := range v {
		v[i] = 1
	}
	return v
}

// lpNormalizationOp defines LpNormalization: x divided by its p-norm (p 1
// or 2) along axis (default -1); a slice of zeros (norm 0) stays 0, as in
// onnx's reference.
var lpNormalizationOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		if err := checkType(a, 0, floats); err != nil {
			return nil, err
		}
		if p := a.node().Int("p", 2); p != 1 && p != 2 {
			return nil, fmt.Errorf("p = %d: LpNormalization takes 1 or 2", p)
		}
		if _, err := axisIn(a.node().Int("axis", -1), len(a.shape(0))); err != nil {
			return nil, err
		}
		return one(a.dtype(0), a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		x := c.in[0]
		axis, _ := graph.NormalizeAxis(c.n.Int("axis", -1), len(x.Shape))
		p := c.n.Int("p", 2)
		out, err := alloc(outs[0].dt, outs[0].shape)
		if err != nil {
			return err
		}
		xv := x.Float64s()
		inner := graph.Shape(x.Shape[axis+1:]).Size()
		n := x.Shape[axis]
		outer := graph.Shape(x.Shape[:axis]).Size()
		for o := int64(0); o < outer; o++ {
			for i := int64(0); i < inner; i++ {
				var s float64
				for k := int64(0); k < n; k++ {
					v := xv[(o*n+k)*inner+i]
					if p == 1 {
						s += math.Abs(v)
					} else {
						s += v * v
					}
				}
				if p == 2 {
					s = math.Sqrt(s)
				}
				if s == 0 {
					s = 1 // every element is 0
				}
				for k := int64(0); k < n; k++ {
					j := (o*n+k)*inner + i
					out.SetFloat64(int(j), xv[j]/s)
				}
			}
		}
		c.set(0, out)
		return nil
	},
}
