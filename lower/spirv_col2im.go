package lower

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// col2im lowers Col2Im as one expression kernel over the image in gather
// form: image position p (per spatial dim) takes, for every block offset
// o, the column value of block b = (p + pad - o*dilation) / stride when
// that divides exactly and b is a block. The offsets go last to first, so
// that each pixel adds its terms in ref's order (blocks in increasing
// order).
func (l *lowering) col2im(part *passes.Partition, n *graph.Node) error {
	image, err := l.needInts(n, 1, "image_shape")
	if err != nil {
		return err
	}
	block, err := l.needInts(n, 2, "block_shape")
	if err != nil {
		return err
	}
	x, y := n.Input(0), n.Output(0)
	r := len(image)
	attr := func(name string, def int64, k int) []int64 {
		v := n.Ints(name, nil)
		if v == nil {
			v = make([]int64, k)
			for i := range v {
				v[i] = def
			}
		}
		return v
	}
	strides, dils, pads := attr("strides", 1, r), attr("dilations", 1, r), attr("pads", 0, 2*r)
	if len(strides) != r || len(dils) != r || len(pads) != 2*r {
		return fmt.Errorf("%s: strides %v, dilations %v, pads %v do not fit %d spatial dims", n, strides, dils, pads, r)
	}
	blocks := make([]int64, r)
	for d := range r {
		blocks[d] = (image[d]+pads[d]+pads[r+d]-dils[d]*(block[d]-1)-1)/strides[d] + 1
	}
	kernel := product(block)
	L := x.Shape[2]
	ft := y.DType.String()
	if y.DType.IsFloat() {
		ft = computeDType(y.DType) // fp16 sums in float32, rounded once
	}
	e := newExprKernel("col2im", y.Shape, y.DType)
	xa := e.raw(x)
	// The column row of channel c, offset k is c*kernel + k.
	row0 := eMul(eAdd(eMul(coord(0), ci(x.Shape[1])), eMul(coord(1), ci(kernel))), ci(L))
	var terms []*kernels.Expr
	off := make([]int64, r)
	for k := kernel - 1; k >= 0; k-- {
		rest := k
		for d := r - 1; d >= 0; d-- {
			off[d] = rest % block[d]
			rest /= block[d]
		}
		var ok []*kernels.Expr
		blk := make([]*kernels.Expr, r)
		for d := range r {
			num := eSub(coord(2+d), ci(off[d]*dils[d]-pads[d]))
			b := eDiv(num, ci(strides[d]))
			ok = append(ok, kernels.Bin("ge", num, ci(0)), inRange(b, 0, blocks[d]))
			if strides[d] != 1 {
				ok = append(ok, kernels.Bin("eq", kernels.Bin("mod", num, ci(strides[d])), ci(0)))
			}
			blk[d] = b
		}
		at := eAdd(row0, eAdd(eMul(ci(k), ci(L)), linearIndex(blocks, blk)))
		terms = append(terms, kernels.Where(eAnd(ok...), kernels.Cast(load(xa, at), ft), cf(0, ft)))
	}
	return e.launch(l, part, kernels.Cast(eSum(ft, terms...), y.DType.String()), y)
}
