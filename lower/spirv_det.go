package lower

import (
	"math/bits"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// maxDetOrder bounds Det's matrix order on compiled targets: the cofactor
// expansion has 2^n shared minors.
const maxDetOrder = 8

// det lowers Det as one expression kernel over the batch: the cofactor
// (Laplace) expansion along the rows, each minor built once and shared
// (2^n minors of n terms), computed in float32 (float64 for float64) and
// rounded once. ref's LU gives the same value up to rounding.
func (l *lowering) det(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	m := int(x.Shape[len(x.Shape)-1])
	if m > maxDetOrder {
		return graph.Unsupportedf("%s: Det of %d×%d matrices on compiled targets (the cofactor expansion takes at most %d×%d)", n, m, m, maxDetOrder, maxDetOrder)
	}
	ft := computeDType(x.DType)
	e := newExprKernel("det", y.Shape, y.DType)
	xa := e.raw(x)
	// The batch element's first matrix entry.
	base := ci(0)
	for d, h := range y.Shape {
		base = eAdd(eMul(base, ci(h)), coord(d))
	}
	base = eMul(base, ci(int64(m*m)))
	entries := make([]*kernels.Expr, m*m) // each loaded once
	for i := range entries {
		entries[i] = kernels.Cast(load(xa, eAdd(base, ci(int64(i)))), ft)
	}
	// minor[S] is the determinant of the last |S| rows restricted to the
	// columns in the set S.
	minor := make([]*kernels.Expr, 1<<m)
	minor[0] = cf(1, ft)
	for s := 1; s < 1<<m; s++ {
		r := m - bits.OnesCount(uint(s))
		var sum *kernels.Expr
		pos := 0
		for j := range m {
			if s&(1<<j) == 0 {
				continue
			}
			t := eMul(entries[r*m+j], minor[s&^(1<<j)])
			switch {
			case sum == nil && pos%2 == 0:
				sum = t
			case sum == nil:
				sum = kernels.Un("neg", t)
			case pos%2 == 0:
				sum = eAdd(sum, t)
			default:
				sum = eSub(sum, t)
			}
			pos++
		}
		minor[s] = sum
	}
	return e.launch(l, part, kernels.Cast(minor[1<<m-1], y.DType.String()), y)
}
