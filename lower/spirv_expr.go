package lower

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// exprKernel is an expression kernel (kernels.Pointwise) under construction
// whose expression indexes its inputs itself: gathers, windows, samplers.
// Each bound value is one argument.
type exprKernel struct {
	spec   kernels.PointwiseSpec
	values []*graph.Value
}

// newExprKernel starts an expression kernel writing out elements of dtype
// dt (the output value may have any shape of that many elements).
func newExprKernel(symbol string, out []int64, dt graph.DType) *exprKernel {
	return &exprKernel{spec: kernels.PointwiseSpec{Symbol: symbol, OutShape: out, OutDType: dt.String()}}
}

// raw binds v as an input read only by loads at computed indices and
// returns its argument number.
func (e *exprKernel) raw(v *graph.Value) int {
	e.values = append(e.values, v)
	e.spec.Inputs = append(e.spec.Inputs, kernels.PointwiseInput{Raw: true, Name: fmt.Sprintf("x%d", len(e.values)-1),
		DType: v.DType.String(), Shape: []int64{max(elems(v), 1)}})
	return len(e.values) - 1
}

// in binds v as an input read per output element, its row-major data seen
// as shape (broadcast to the output), and returns its expression.
func (e *exprKernel) in(v *graph.Value, shape []int64) *kernels.Expr {
	e.values = append(e.values, v)
	e.spec.Inputs = append(e.spec.Inputs, kernels.PointwiseInput{Name: fmt.Sprintf("x%d", len(e.values)-1),
		DType: v.DType.String(), Shape: shape, Elems: elems(v)})
	return kernels.In(len(e.values) - 1)
}

// launch generates the kernel computing expr into y and launches it.
func (e *exprKernel) launch(l *lowering, part *passes.Partition, expr *kernels.Expr, y *graph.Value) error {
	e.spec.Expr = expr
	e.spec.Status = usesCheck(expr, map[*kernels.Expr]bool{})
	ks, err := kernels.Pointwise(e.spec)
	return l.launchKernels(part, ks, err, append(append([]*graph.Value{}, e.values...), y)...)
}

// usesCheck reports whether the expression has a "check" (and so the
// kernel a status word).
func usesCheck(e *kernels.Expr, seen map[*kernels.Expr]bool) bool {
	if e == nil || seen[e] {
		return false
	}
	seen[e] = true
	if e.Op == "check" {
		return true
	}
	for _, a := range e.Args {
		if usesCheck(a, seen) {
			return true
		}
	}
	return false
}

// Expression shorthands for the lowerings that index.

// ci is an int64 constant.
func ci(v int64) *kernels.Expr { return kernels.Const(float64(v), "int64") }

// cf is a constant of dtype dt.
func cf(v float64, dt string) *kernels.Expr { return kernels.Const(v, dt) }

// coord is the output coordinate along dim d.
func coord(d int) *kernels.Expr { return &kernels.Expr{Op: "coord", Input: d} }

// load reads raw input arg at linear index idx.
func load(arg int, idx *kernels.Expr) *kernels.Expr {
	return &kernels.Expr{Op: "load", Input: arg, Args: []*kernels.Expr{idx}}
}

// check flags the status word unless ok, and is v.
func check(ok, v *kernels.Expr) *kernels.Expr {
	return &kernels.Expr{Op: "check", Args: []*kernels.Expr{ok, v}}
}

func eAdd(a, b *kernels.Expr) *kernels.Expr { return kernels.Bin("add", a, b) }
func eSub(a, b *kernels.Expr) *kernels.Expr { return kernels.Bin("sub", a, b) }
func eMul(a, b *kernels.Expr) *kernels.Expr { return kernels.Bin("mul", a, b) }
func eDiv(a, b *kernels.Expr) *kernels.Expr { return kernels.Bin("div", a, b) }

// eSum adds the terms (a zero of dtype dt for none).
func eSum(dt string, terms ...*kernels.Expr) *kernels.Expr {
	if len(terms) == 0 {
		return cf(0, dt)
	}
	s := terms[0]
	for _, t := range terms[1:] {
		s = eAdd(s, t)
	}
	return s
}

// eAnd is the conjunction of the conditions (true for none).
func eAnd(cs ...*kernels.Expr) *kernels.Expr {
	if len(cs) == 0 {
		return kernels.Bin("eq", ci(0), ci(0))
	}
	s := cs[0]
	for _, c := range cs[1:] {
		s = kernels.Bin("and", s, c)
	}
	return s
}

// inRange is lo <= v < hi on int64 expressions.
func inRange(v *kernels.Expr, lo, hi int64) *kernels.Expr {
	return kernels.Bin("and", kernels.Bin("ge", v, ci(lo)), kernels.Bin("lt", v, ci(hi)))
}
