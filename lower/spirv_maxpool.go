package lower

import (
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// maxPool lowers MaxPool where TOSA cannot (an integer input such as uint8,
// or the Indices output): expression kernels over the output that walk the
// window's taps in order and keep the first largest value, as ref does;
// taps in the padding are skipped. Indices are flat over the whole input,
// the spatial part row-major or, with storage_order 1, column-major.
func (l *lowering) maxPool(part *passes.Partition, n *graph.Node) error {
	x := n.Input(0)
	sp := x.Shape[2:]
	r := len(sp)
	w, err := opattr.DecodeWindow(n, r)
	if err != nil {
		return err
	}
	p, err := w.Plan(sp, n.Ints("kernel_shape", nil))
	if err != nil {
		return err
	}
	dt := x.DType.String()
	planeSize := product(sp)
	// The spatial strides the index output uses.
	idxStrides := make([]int64, r)
	acc := int64(1)
	for i := range r {
		d := r - 1 - i
		if n.Int("storage_order", 0) == 1 {
			d = i
		}
		idxStrides[d] = acc
		acc *= sp[d]
	}
	outs := []*graph.Value{n.Output(0), n.Output(1)}
	for o, y := range outs {
		if y == nil {
			continue
		}
		e := newExprKernel("max_pool", y.Shape, y.DType)
		xa := e.raw(x)
		plane := eAdd(eMul(coord(0), ci(x.Shape[1])), coord(1))
		var best, bestIdx, found *kernels.Expr = cf(0, dt), ci(0), kernels.Bin("ne", ci(0), ci(0))
		tap := make([]int64, r)
		for k := range product(p.Kernel) {
			rest := k
			for d := r - 1; d >= 0; d-- {
				tap[d] = rest % p.Kernel[d]
				rest /= p.Kernel[d]
			}
			var ok []*kernels.Expr
			off, idx := ci(0), ci(0)
			for d := range r {
				pos := eAdd(eMul(coord(2+d), ci(p.Strides[d])), ci(tap[d]*p.Dilations[d]-p.PadBegin[d]))
				ok = append(ok, inRange(pos, 0, sp[d]))
				off = eAdd(eMul(off, ci(sp[d])), pos)
				idx = eAdd(idx, eMul(pos, ci(idxStrides[d])))
			}
			v := load(xa, eAdd(eMul(plane, ci(planeSize)), off))
			take := eAnd(eAnd(ok...), kernels.Bin("or", kernels.Un("not", found), kernels.Bin("gt", v, best)))
			best = kernels.Where(take, v, best)
			bestIdx = kernels.Where(take, idx, bestIdx)
			found = kernels.Bin("or", found, eAnd(ok...))
		}
		result := best
		if o == 1 {
			result = eAdd(eMul(plane, ci(planeSize)), bestIdx)
		}
		if err := e.launch(l, part, result, y); err != nil {
			return err
		}
	}
	return nil
}
