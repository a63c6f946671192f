package lower

import (
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// eyeLike lowers EyeLike: an expression kernel of the output coordinates.
func (l *lowering) eyeLike(part *passes.Partition, n *graph.Node) error {
	y := n.Output(0)
	dt := y.DType.String()
	e := newExprKernel("eye_like", y.Shape, y.DType)
	diag := kernels.Bin("eq", eSub(coord(1), coord(0)), ci(n.Int("k", 0)))
	return e.launch(l, part, kernels.Where(diag, cf(1, dt), cf(0, dt)), y)
}

// window lowers HannWindow, HammingWindow and BlackmanWindow: an
// expression kernel of the position (ref.WindowValue's cosine sum).
func (l *lowering) window(part *passes.Partition, n *graph.Node) error {
	y := n.Output(0)
	if _, err := l.needInts(n, 0, "size"); err != nil {
		return err
	}
	size := y.Shape[0]
	den := float64(size)
	if n.Int("periodic", 1) == 0 {
		den--
	}
	a := ref.WindowCoeffs[n.OpType]
	f := func(v float64) *kernels.Expr { return cf(v, "float64") }
	x := eMul(kernels.Cast(coord(0), "float64"), f(2*math.Pi/den))
	w := eAdd(eSub(f(a[0]), eMul(f(a[1]), kernels.Un("cos", x))), eMul(f(a[2]), kernels.Un("cos", eMul(f(2), x))))
	e := newExprKernel("window", y.Shape, y.DType)
	return e.launch(l, part, kernels.Cast(w, y.DType.String()), y)
}
