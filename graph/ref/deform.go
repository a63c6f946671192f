package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
)

// deformPlan is DeformConv's resolved shapes: X [N, C, spatial...],
// W [OC, C/group, kernel...], offsets per offset group and kernel tap.
type deformPlan struct {
	w                  *window
	n, c, oc, group    int64
	offGroup, spatialR int
	in                 []int64
}

func planDeformConv(a args) (*deformPlan, error) {
	if err := need(a, 3); err != nil {
		return nil, err
	}
	if err := checkType(a, 0, floats); err != nil {
		return nil, err
	}
	xs, ws, os := a.shape(0), a.shape(1), a.shape(2)
	if len(xs) < 3 || len(ws) != len(xs) || len(os) != len(xs) {
		return nil, fmt.Errorf("X %v, W %v and offset %v must have the same rank ≥ 3", xs, ws, os)
	}
	n := a.node()
	p := &deformPlan{n: xs[0], c: xs[1], oc: ws[0], group: n.Int("group", 1), offGroup: int(n.Int("offset_group", 1)), spatialR: len(xs) - 2, in: xs[2:]}
	if p.group <= 0 || p.c%p.group != 0 || p.oc%p.group != 0 || ws[1] != p.c/p.group {
		return nil, fmt.Errorf("group %d does not divide X's %d channels and W's %d outputs (W dim 1 is %d)", p.group, p.c, p.oc, ws[1])
	}
	if p.offGroup <= 0 || p.c%int64(p.offGroup) != 0 {
		return nil, fmt.Errorf("offset_group %d does not divide %d channels", p.offGroup, p.c)
	}
	k := n.Ints("kernel_shape", ws[2:])
	if !graph.Shape(k).Equal(ws[2:]) {
		return nil, fmt.Errorf("kernel_shape %v does not match W %v", k, ws)
	}
	var err error
	if p.w, err = planWindow(n, p.in, k, false); err != nil {
		return nil, err
	}
	taps := graph.Shape(k).Size()
	want := append(graph.Shape{p.n, int64(p.offGroup) * taps * int64(p.spatialR)}, p.w.Out...)
	if !os.Equal(want) {
		return nil, fmt.Errorf("offset has shape %v, want %v", os, want)
	}
	if a.has(3) && !a.shape(3).Equal(graph.Shape{p.oc}) {
		return nil, fmt.Errorf("B has shape %v, want [%d]", a.shape(3), p.oc)
	}
	if a.has(4) {
		want[1] = int64(p.offGroup) * taps
		if !a.shape(4).Equal(want) {
			return nil, fmt.Errorf("mask has shape %v, want %v", a.shape(4), want)
		}
	}
	return p, nil
}

// deformConvOp is DeformConv (opset 19): a convolution whose every kernel
// tap samples X at its regular position plus a learned offset, by
// (multi)linear interpolation with zeros outside X, scaled by the mask.
var deformConvOp = opDef{
	types: func(a args) ([]outType, error) {
		p, err := planDeformConv(a)
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), append(graph.Shape{p.n, p.oc}, p.w.Out...))
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, err := planDeformConv(c)
		if err != nil {
			return err
		}
		xv, wv, ov := c.in[0].Float64s(), c.in[1].Float64s(), c.in[2].Float64s()
		var bv, mv []float64
		if c.has(3) {
			bv = c.in[3].Float64s()
		}
		if c.has(4) {
			mv = c.in[4].Float64s()
		}
		r := p.spatialR
		kernel := p.w.Kernel
		taps := graph.Shape(kernel).Size()
		outSize := graph.Shape(p.w.Out).Size()
		inSize := graph.Shape(p.in).Size()
		cg, ocg := p.c/p.group, p.oc/p.group
		chPerOff := p.c / int64(p.offGroup)
		// cols[n][c][tap][o]: the sampled, masked input of each tap.
		cols := make([]float64, p.c*taps*outSize)
		y := make([]float64, p.n*p.oc*outSize)
		coord := make([]float64, r)
		for b := range p.n {
			for ch := range p.c {
				og := ch / chPerOff
				img := xv[(b*p.c+ch)*inSize : (b*p.c+ch+1)*inSize]
				var o int64
				forEachIndex(p.w.Out, func(oc []int64) {
					var t int64
					forEachIndex(kernel, func(kc []int64) {
						for d := range r {
							off := ov[((b*int64(p.offGroup)+og)*taps*int64(r)+t*int64(r)+int64(d))*outSize+o]
							coord[d] = float64(oc[d]*p.w.Strides[d]-p.w.PadBegin[d]+kc[d]*p.w.Dilations[d]) + off
						}
						v := interpolate(img, p.in, coord)
						if mv != nil {
							v *= mv[((b*int64(p.offGroup)+og)*taps+t)*outSize+o]
						}
						cols[(ch*taps+t)*outSize+o] = v
						t++
					})
					o++
				})
			}
			for oc := range p.oc {
				g := oc / ocg
				for o := range outSize {
					var s float64
					if bv != nil {
						s = bv[oc]
					}
					for ci := range cg {
						ch := g*cg + ci
						for t := range taps {
							s += wv[(oc*cg+ci)*taps+t] * cols[(ch*taps+t)*outSize+o]
						}
					}
					y[(b*p.oc+oc)*outSize+o] = s
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

// interpolate samples img (of spatial shape dims) at a fractional
// coordinate by multilinear interpolation; corners outside img count 0.
func interpolate(img []float64, dims []int64, coord []float64) float64 {
	r := len(dims)
	lo := make([]int64, r)
	frac := make([]float64, r)
	for d, x := range coord {
		f := math.Floor(x)
		if f < -1 || f > float64(dims[d]) { // every corner outside
			return 0
		}
		lo[d], frac[d] = int64(f), x-f
	}
	var s float64
	for corner := range 1 << r {
		w := 1.0
		var at int64
		inside := true
		for d := range r {
			i := lo[d]
			if corner>>(r-1-d)&1 == 1 {
				i++
				w *= frac[d]
			} else {
				w *= 1 - frac[d]
			}
			inside = inside && i >= 0 && i < dims[d]
			at = at*dims[d] + i
		}
		if inside && w != 0 {
			s += w * img[at]
		}
	}
	return s
}
