package ref

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// col2imPlan is Col2Im's resolved window: the image's spatial dims, the
// block (kernel) dims and the window plan of the blocks over the image.
type col2imPlan struct {
	image, block []int64
	w            *window
	channels     int64
}

// planCol2Im reads Col2Im's image_shape and block_shape inputs (known
// before run time) and checks the input [N, C*Πblock, L] against them.
func planCol2Im(a args) (*col2imPlan, error) {
	if err := need(a, 3); err != nil {
		return nil, err
	}
	it, err := a.value(1, "image_shape")
	if err != nil {
		return nil, err
	}
	bt, err := a.value(2, "block_shape")
	if err != nil {
		return nil, err
	}
	p := &col2imPlan{image: ints(it), block: ints(bt)}
	if len(p.image) != len(p.block) || len(p.image) == 0 {
		return nil, fmt.Errorf("image_shape %v and block_shape %v must have the same positive length", p.image, p.block)
	}
	for i := range p.image {
		if p.image[i] <= 0 || p.block[i] <= 0 {
			return nil, fmt.Errorf("image_shape %v and block_shape %v must be positive", p.image, p.block)
		}
	}
	x := a.shape(0)
	if len(x) != 3 {
		return nil, fmt.Errorf("input has rank %d, want 3 ([N, C*prod(block_shape), L])", len(x))
	}
	kernel := graph.Shape(p.block).Size()
	if x[1]%kernel != 0 {
		return nil, fmt.Errorf("input dim 1 (%d) is not a multiple of prod(block_shape) = %d", x[1], kernel)
	}
	p.channels = x[1] / kernel
	if p.w, err = planWindow(a.node(), p.image, p.block, false); err != nil {
		return nil, err
	}
	if blocks := graph.Shape(p.w.Out).Size(); blocks != x[2] {
		return nil, fmt.Errorf("input dim 2 (%d) is not the number of blocks, %d", x[2], blocks)
	}
	return p, nil
}

// col2imOp is Col2Im (opset 18): the inverse of im2col, each column's
// block values summed back into the image at the block's position.
var col2imOp = opDef{
	types: func(a args) ([]outType, error) {
		p, err := planCol2Im(a)
		if err != nil {
			return nil, err
		}
		if err := checkType(a, 0, numeric); err != nil {
			return nil, err
		}
		return one(a.dtype(0), append(graph.Shape{a.shape(0)[0], p.channels}, p.image...))
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, err := planCol2Im(c)
		if err != nil {
			return err
		}
		x := c.in[0]
		xv := x.Float64s()
		N, L := x.Shape[0], x.Shape[2]
		kernel := graph.Shape(p.block).Size()
		imgSize := graph.Shape(p.image).Size()
		imgStrides := graph.Shape(p.image).Strides()
		y := make([]float64, N*p.channels*imgSize)
		r := len(p.image)
		pos := make([]int64, r)
		for b := range N {
			for ch := range p.channels {
				var l int64
				forEachIndex(p.w.Out, func(blk []int64) {
					var k int64
					forEachIndex(p.block, func(off []int64) {
						inside := true
						var at int64
						for d := range r {
							pos[d] = blk[d]*p.w.Strides[d] - p.w.PadBegin[d] + off[d]*p.w.Dilations[d]
							inside = inside && pos[d] >= 0 && pos[d] < p.image[d]
							at += pos[d] * imgStrides[d]
						}
						if inside {
							y[(b*p.channels+ch)*imgSize+at] += xv[(b*p.channels*kernel+ch*kernel+k)*L+l]
						}
						k++
					})
					l++
				})
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
