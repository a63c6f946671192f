package tosa

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/mlirbc"
)

// Slice lowers a Slice of one axis with constant in-range bounds and step
// 1 (passes.ColumnSlice: the column slices an attention reads its Q, K
// and V through after passes.MergeProjections) as tosa.slice, inside the
// partition of the anchor reading it. Any other Slice is ErrUnsupported
// here (the SPIR-V library copies it).
func Slice(p *Builder, n *graph.Node) error {
	return p.node(n, func(out *graph.Value) (*mlirbc.Value, error) {
		axis, start, size, ok := passes.ColumnSlice(p.g, n)
		if !ok {
			return nil, fmt.Errorf("%s: not a constant slice of one axis: %w", n, ErrUnsupported)
		}
		x, err := p.value(n.Input(0))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		return p.sliceAxis(x, axis, start, size), nil
	})
}
