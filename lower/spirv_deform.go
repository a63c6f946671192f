package lower

import (
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// maxDeformTerms bounds DeformConv's unrolled sum on compiled targets: one
// output element adds (input channels per group × kernel taps) samples.
const maxDeformTerms = 4096

// deformConv lowers DeformConv as one expression kernel over the output
// (N, OC, spatial...): each element sums, over its group's input channels
// and the kernel taps, the weight times X sampled (multilinearly, corners
// outside X count 0) at the tap's position plus its offset, times the
// mask, as ref does; computed in float32 (float64 for float64).
func (l *lowering) deformConv(part *passes.Partition, n *graph.Node) error {
	x, wt, off, y := n.Input(0), n.Input(1), n.Input(2), n.Output(0)
	in := x.Shape[2:]
	r := len(in)
	kernel := wt.Shape[2:]
	win, err := opattr.DecodeWindow(n, r)
	if err != nil {
		return err
	}
	p, err := win.Plan(in, kernel)
	if err != nil {
		return err
	}
	c, oc := x.Shape[1], wt.Shape[0]
	group, offGroup := n.Int("group", 1), n.Int("offset_group", 1)
	cg, ocg, chPerOff := c/group, oc/group, c/offGroup
	taps := product(kernel)
	if cg*taps > maxDeformTerms {
		return graph.Unsupportedf("%s: DeformConv with %d input channels per group × %d taps on compiled targets (the unrolled sum takes at most %d)", n, cg, taps, maxDeformTerms)
	}
	ft := computeDType(x.DType)
	e := newExprKernel("deform_conv", y.Shape, y.DType)
	xa, wa, oa := e.raw(x), e.raw(wt), e.raw(off)
	var ba, ma int = -1, -1
	if b := n.Input(3); b != nil {
		ba = e.raw(b)
	}
	if m := n.Input(4); m != nil {
		ma = e.raw(m)
	}
	outSize, inSize := product(p.Out), product(in)
	o := ci(0) // the output position, flat over the spatial dims
	for d := range r {
		o = eAdd(eMul(o, ci(p.Out[d])), coord(2+d))
	}
	f := func(v float64) *kernels.Expr { return cf(v, ft) }
	b, ocE := coord(0), coord(1)
	g := eDiv(ocE, ci(ocg))
	var terms []*kernels.Expr
	if ba >= 0 {
		terms = append(terms, kernels.Cast(load(ba, ocE), ft))
	}
	tap := make([]int64, r)
	for ic := range cg {
		ch := eAdd(eMul(g, ci(cg)), ci(ic))
		og := eDiv(ch, ci(chPerOff))
		img := eMul(eAdd(eMul(b, ci(c)), ch), ci(inSize))
		for t := range taps {
			rest := t
			for d := r - 1; d >= 0; d-- {
				tap[d] = rest % kernel[d]
				rest /= kernel[d]
			}
			lo := make([]*kernels.Expr, r)
			frac := make([]*kernels.Expr, r)
			for d := range r {
				oi := eAdd(eMul(eAdd(eMul(eAdd(eMul(b, ci(offGroup)), og), ci(taps*int64(r))), ci(t*int64(r)+int64(d))), ci(outSize)), o)
				base := eAdd(eMul(coord(2+d), ci(p.Strides[d])), ci(tap[d]*p.Dilations[d]-p.PadBegin[d]))
				pos := eAdd(kernels.Cast(base, ft), kernels.Cast(load(oa, oi), ft))
				fl := kernels.Un("floor", pos)
				lo[d], frac[d] = kernels.Cast(fl, "int64"), eSub(pos, fl)
			}
			var sample []*kernels.Expr
			for corner := range 1 << r {
				wgt := f(1)
				at := ci(0)
				var inside []*kernels.Expr
				for d := range r {
					i := lo[d]
					if corner>>(r-1-d)&1 == 1 {
						i = eAdd(i, ci(1))
						wgt = eMul(wgt, frac[d])
					} else {
						wgt = eMul(wgt, eSub(f(1), frac[d]))
					}
					inside = append(inside, inRange(i, 0, in[d]))
					at = eAdd(eMul(at, ci(in[d])), i)
				}
				v := kernels.Cast(load(xa, eAdd(img, at)), ft)
				sample = append(sample, kernels.Where(eAnd(inside...), eMul(wgt, v), f(0)))
			}
			s := eSum(ft, sample...)
			if ma >= 0 {
				mi := eAdd(eMul(eAdd(eMul(eAdd(eMul(b, ci(offGroup)), og), ci(taps)), ci(t)), ci(outSize)), o)
				s = eMul(s, kernels.Cast(load(ma, mi), ft))
			}
			wi := eAdd(eMul(eAdd(eMul(ocE, ci(cg)), ci(ic)), ci(taps)), ci(t))
			terms = append(terms, eMul(kernels.Cast(load(wa, wi), ft), s))
		}
	}
	return e.launch(l, part, kernels.Cast(eSum(ft, terms...), y.DType.String()), y)
}
