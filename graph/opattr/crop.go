package opattr

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// CenterCrop is CenterCropPad's plan for one input: along every dim, the
// output window's start in the input (Start, negative where the dim is
// padded) and the output shape. Out[c] = In[c + Start] where that lies in
// the input, else 0.
type CenterCrop struct {
	Start []int64
	Out   graph.Shape
}

// PlanCenterCropPad resolves CenterCropPad (node n) for an input of shape in
// and the target sizes shape (one per axis of the "axes" attribute, all
// axes by default). A dim cropped by an odd amount loses the extra element
// at the end, and one padded by an odd amount gains it at the end, as the
// ONNX reference does.
func PlanCenterCropPad(n *graph.Node, in graph.Shape, shape []int64) (*CenterCrop, error) {
	axes := n.Ints("axes", nil)
	if axes == nil {
		axes = make([]int64, len(in))
		for i := range axes {
			axes[i] = int64(i)
		}
	}
	if len(shape) != len(axes) {
		return nil, fmt.Errorf("shape has %d values for %d axes", len(shape), len(axes))
	}
	p := &CenterCrop{Start: make([]int64, len(in)), Out: in.Clone()}
	seen := make([]bool, len(in))
	for i, a := range axes {
		ax, err := graph.NormalizeAxis(a, len(in))
		if err != nil {
			return nil, err
		}
		if seen[ax] {
			return nil, fmt.Errorf("axis %d is repeated", a)
		}
		seen[ax] = true
		if shape[i] < 0 {
			return nil, fmt.Errorf("shape[%d] = %d is negative", i, shape[i])
		}
		// Crop: floor((in-out)/2) from the start; pad: floor((out-in)/2)
		// before. Both are a start of (in-out) floored toward -inf over 2.
		d := in[ax] - shape[i]
		if d >= 0 {
			p.Start[ax] = d / 2
		} else {
			p.Start[ax] = -((-d) / 2)
		}
		p.Out[ax] = shape[i]
	}
	return p, nil
}
