package ref

import (
	"github.com/mgxport/mgxport/graph/opattr"
)

// centerCropPadOp is CenterCropPad (opset 18): each listed axis cropped or
// zero-padded, centered, to the target size the shape input gives.
var centerCropPadOp = opDef{
	types: func(a args) ([]outType, error) {
		p, err := centerCropPlan(a)
		if err != nil {
			return nil, err
		}
		return one(a.dtype(0), p.Out)
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, err := centerCropPlan(c)
		if err != nil {
			return err
		}
		x := c.in[0]
		out, err := alloc(x.DType, outs[0].shape)
		if err != nil {
			return err
		}
		es := x.DType.Size()
		strides := x.Shape.Strides()
		src := make([]int64, len(x.Shape))
		k := 0
		forEachIndex(out.Shape, func(o []int64) {
			inside := true
			for d := range o {
				src[d] = o[d] + p.Start[d]
				inside = inside && src[d] >= 0 && src[d] < x.Shape[d]
			}
			if inside {
				j := int(ravel(src, strides))
				copy(out.Data[k*es:(k+1)*es], x.Data[j*es:(j+1)*es])
			}
			k++
		})
		c.set(0, out)
		return nil
	},
}

// centerCropPlan reads CenterCropPad's shape input (a value known before
// run time for a static output shape) and plans the crop.
func centerCropPlan(a args) (*opattr.CenterCrop, error) {
	if err := need(a, 2); err != nil {
		return nil, err
	}
	s, err := a.value(1, "shape")
	if err != nil {
		return nil, err
	}
	return opattr.PlanCenterCropPad(a.node(), a.shape(0), ints(s))
}
