package lower

import (
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// computeDType is the float type an expression kernel on dtype dt
// computes in: float64 stays, the others compute in float32.
func computeDType(dt graph.DType) string {
	if dt == graph.Float64 {
		return "float64"
	}
	return "float32"
}

// gridSample lowers GridSample as one expression kernel over the output
// (N, C, H1..Hr): each element denormalizes its grid point per dim,
// applies the padding mode and sums its taps (1, 2 or 4 per dim), as
// ref's gridTaps does.
func (l *lowering) gridSample(part *passes.Partition, n *graph.Node) error {
	p, err := opattr.DecodeGridSample(n)
	if err != nil {
		return err
	}
	x, g, y := n.Input(0), n.Input(1), n.Output(0)
	dims := x.Shape[2:]
	r := len(dims)
	ft := computeDType(x.DType)
	e := newExprKernel("grid_sample", y.Shape, y.DType)
	xa, ga := e.raw(x), e.raw(g)
	pos := product(g.Shape[1 : r+1])
	o := ci(0)
	for d, h := range g.Shape[1 : r+1] {
		o = eAdd(eMul(o, ci(h)), coord(2+d))
	}
	f := func(v float64) *kernels.Expr { return cf(v, ft) }
	type tap struct{ idx, w, ok *kernels.Expr }
	taps := make([][]tap, r)
	for d := 0; d < r; d++ {
		nd := dims[d]
		v := kernels.Cast(load(ga, eAdd(eMul(eAdd(eMul(coord(0), ci(pos)), o), ci(int64(r))), ci(int64(r-1-d)))), ft)
		var xc *kernels.Expr
		if p.AlignCorners {
			xc = eMul(eDiv(eAdd(v, f(1)), f(2)), f(float64(nd-1)))
		} else {
			xc = eDiv(eSub(eMul(eAdd(v, f(1)), f(float64(nd))), f(1)), f(2))
		}
		lo, hi := p.Bounds(nd)
		if p.Mode == "nearest" {
			xc = kernels.Un("round", xc)
		}
		switch p.Padding {
		case "border":
			outside := kernels.Bin("or", kernels.Bin("lt", xc, f(lo)), kernels.Bin("gt", xc, f(hi)))
			xc = kernels.Where(outside, &kernels.Expr{Op: "clip", Args: []*kernels.Expr{xc, f(0), f(float64(nd - 1))}}, xc)
		case "reflection":
			xc = reflectExpr(xc, lo, hi, ft)
		}
		pixel := func(i, w *kernels.Expr) tap {
			switch p.Padding {
			case "zeros":
				return tap{i, w, inRange(i, 0, nd)}
			case "border":
				return tap{&kernels.Expr{Op: "clip", Args: []*kernels.Expr{i, ci(0), ci(nd - 1)}}, w, nil}
			}
			return tap{kernels.Cast(reflectExpr(kernels.Cast(i, ft), lo, hi, ft), "int64"), w, nil}
		}
		fl := kernels.Un("floor", xc)
		t := eSub(xc, fl)
		i := kernels.Cast(fl, "int64")
		switch p.Mode {
		case "nearest":
			taps[d] = []tap{pixel(kernels.Cast(xc, "int64"), f(1))}
		case "linear":
			taps[d] = []tap{pixel(i, eSub(f(1), t)), pixel(eAdd(i, ci(1)), t)}
		default:
			cc := cubicExprs(t, ft)
			for k := int64(0); k < 4; k++ {
				taps[d] = append(taps[d], pixel(eAdd(i, ci(k-1)), cc[k]))
			}
		}
	}
	strides := graph.Shape(dims).Strides()
	base := eMul(eAdd(eMul(coord(0), ci(x.Shape[1])), coord(1)), ci(product(dims)))
	var terms []*kernels.Expr
	var rec func(d int, off, w *kernels.Expr, oks []*kernels.Expr)
	rec = func(d int, off, w *kernels.Expr, oks []*kernels.Expr) {
		if d == r {
			term := eMul(w, kernels.Cast(load(xa, eAdd(base, off)), ft))
			if len(oks) > 0 {
				term = kernels.Where(eAnd(oks...), term, f(0))
			}
			terms = append(terms, term)
			return
		}
		for _, t := range taps[d] {
			o := oks
			if t.ok != nil {
				o = append(append([]*kernels.Expr{}, oks...), t.ok)
			}
			ww := t.w
			if w != nil {
				ww = eMul(w, t.w)
			}
			rec(d+1, eAdd(off, eMul(t.idx, ci(strides[d]))), ww, o)
		}
	}
	rec(0, ci(0), nil, nil)
	return e.launch(l, part, kernels.Cast(eSum(ft, terms...), y.DType.String()), y)
}

// reflectExpr reflects x into [lo, hi] (ref's gsReflect).
func reflectExpr(x *kernels.Expr, lo, hi float64, ft string) *kernels.Expr {
	f := func(v float64) *kernels.Expr { return cf(v, ft) }
	rng := f(hi - lo)
	side := func(dx, near, far *kernels.Expr, sign float64) *kernels.Expr {
		k := kernels.Un("floor", eDiv(dx, rng))
		rem := eSub(dx, eMul(k, rng))
		even := kernels.Bin("eq", kernels.Bin("fmod", k, f(2)), f(0))
		// Even folds come back from the near bound, odd ones from the far.
		return kernels.Where(even, eAdd(near, eMul(f(sign), rem)), eSub(far, eMul(f(sign), rem)))
	}
	below := side(eSub(f(lo), x), f(lo), f(hi), 1)
	above := side(eSub(x, f(hi)), f(hi), f(lo), -1)
	return kernels.Where(kernels.Bin("lt", x, f(lo)), below, kernels.Where(kernels.Bin("gt", x, f(hi)), above, x))
}

// cubicExprs are opattr.CubicCoeffs as expressions of t.
func cubicExprs(t *kernels.Expr, ft string) [4]*kernels.Expr {
	f := func(v float64) *kernels.Expr { return cf(v, ft) }
	const a = -0.75
	// far is ((a·u - 5a)·u + 8a)·u - 4a; near is ((a+2)·u - (a+3))·u·u + 1.
	far := func(u *kernels.Expr) *kernels.Expr {
		return eSub(eMul(eAdd(eMul(eSub(eMul(f(a), u), f(5*a)), u), f(8*a)), u), f(4*a))
	}
	near := func(u *kernels.Expr) *kernels.Expr {
		return eAdd(eMul(eMul(eSub(eMul(f(a+2), u), f(a+3)), u), u), f(1))
	}
	return [4]*kernels.Expr{far(eAdd(t, f(1))), near(t), near(eSub(f(1), t)), far(eSub(f(2), t))}
}

// affineGrid lowers AffineGrid as one expression kernel over the grid
// (N, D.., r): theta[n] times the homogeneous base point of each pixel.
func (l *lowering) affineGrid(part *passes.Partition, n *graph.Node) error {
	theta, y := n.Input(0), n.Output(0)
	size, err := l.needInts(n, 1, "size")
	if err != nil {
		return err
	}
	dims := size[2:]
	r := len(dims)
	align := n.Int("align_corners", 0) != 0
	ft := computeDType(theta.DType)
	f := func(v float64) *kernels.Expr { return cf(v, ft) }
	e := newExprKernel("affine_grid", y.Shape, y.DType)
	ta := e.raw(theta)
	row := eMul(eAdd(eMul(coord(0), ci(int64(r))), coord(r+1)), ci(int64(r+1)))
	terms := []*kernels.Expr{kernels.Cast(load(ta, eAdd(row, ci(int64(r)))), ft)}
	for d := 0; d < r; d++ {
		i := kernels.Cast(coord(1+d), ft)
		var b *kernels.Expr
		switch {
		case align && dims[d] == 1:
			b = f(-1)
		case align:
			b = eAdd(f(-1), eMul(i, f(2/float64(dims[d]-1))))
		default:
			b = eAdd(f(-1), eDiv(eAdd(eMul(i, f(2)), f(1)), f(float64(dims[d]))))
		}
		// Base points run x, y, z: innermost dim first.
		q := int64(r - 1 - d)
		terms = append(terms, eMul(kernels.Cast(load(ta, eAdd(row, ci(q))), ft), b))
	}
	return e.launch(l, part, kernels.Cast(eSum(ft, terms...), y.DType.String()), y)
}
