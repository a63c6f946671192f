package lower

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// bitCast lowers BitCast: a copy of the bytes, done as unsigned integers of
// the element width so no float load can touch a NaN's payload. A bool
// result is the byte tested against zero, since a bool is 0 or 1.
func (l *lowering) bitCast(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	if y.DType == graph.Bool {
		ks, err := kernels.Pointwise(kernels.PointwiseSpec{
			Symbol: "bitcast_bool", OutShape: y.Shape, OutDType: "bool",
			Inputs: []kernels.PointwiseInput{{Name: "x", DType: x.DType.String(), Shape: x.Shape}},
			Expr:   kernels.Bin("ne", kernels.In(0), kernels.Const(0, x.DType.String())),
		})
		return l.launchKernels(part, ks, err, x, y)
	}
	bits := map[int]graph.DType{1: graph.Uint8, 2: graph.Uint16, 4: graph.Uint32, 8: graph.Uint64}[x.DType.Size()]
	if bits == graph.Undefined || x.DType.Size() != y.DType.Size() {
		return fmt.Errorf("%s: BitCast from %v to %v: the widths must match", n, x.DType, y.DType)
	}
	if elems(y) == 0 {
		_, err := l.buffer(y)
		return err
	}
	ks, err := kernels.LayoutCopy(kernels.LayoutSpec{Symbol: "bitcast", OutShape: []int64{elems(y)}, Strides: []int64{1}, Elems: elems(x), DType: bits.String()})
	if err != nil {
		return err
	}
	// The kernel sees both buffers as the integer type: describe them so.
	objs := spirvObjects(ks, []*graph.Value{x, y})
	for _, o := range objs {
		for i := range o.Args {
			o.Args[i].DType = bits.String()
		}
	}
	return l.launch(part, objs, []*graph.Value{x, y})
}
