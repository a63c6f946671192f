package ref

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// bitCastOp is BitCast (opset 26): the input's bytes reinterpreted as the
// element type "to", which must be as wide; the shape is unchanged. A
// tensor's Data is little-endian, as BitCast's bytes are.
var bitCastOp = opDef{
	types: func(a args) ([]outType, error) {
		if err := need(a, 1); err != nil {
			return nil, err
		}
		dt, err := onnxDType(a.node().Int("to", 0))
		if err != nil {
			return nil, err
		}
		if from := a.dtype(0); from.Size() != dt.Size() {
			return nil, fmt.Errorf("BitCast from %v (%d bytes) to %v (%d bytes): the widths must match", from, from.Size(), dt, dt.Size())
		}
		return one(dt, a.shape(0))
	},
	eval: func(c *evalCtx, outs []outType) error {
		out := &graph.Tensor{DType: outs[0].dt, Shape: c.in[0].Shape.Clone(), Data: append([]byte(nil), c.in[0].Data...)}
		if out.DType == graph.Bool {
			// A bool is one byte 0 or 1; any other byte is true.
			for i, b := range out.Data {
				if b != 0 {
					out.Data[i] = 1
				}
			}
		}
		c.set(0, out)
		return nil
	},
}
