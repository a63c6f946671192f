package lower

import (
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// maxUnpool lowers MaxUnpool: the output filled with zeros, then X's
// values scattered to their flat indices I (ScatterElements over the
// flattened output, whose status word reports an index outside it).
func (l *lowering) maxUnpool(part *passes.Partition, n *graph.Node) error {
	x, idx, y := n.Input(0), n.Input(1), n.Output(0)
	if err := l.fill(part, y, 0); err != nil {
		return err
	}
	if elems(idx) == 0 {
		return nil
	}
	ks, err := kernels.Scatter(kernels.ScatterSpec{Symbol: "max_unpool", Shape: []int64{elems(y)}, IndicesShape: []int64{elems(idx)},
		DType: x.DType.String(), IndexDType: idx.DType.String()})
	return l.launchKernels(part, ks, err, idx, x, y)
}
