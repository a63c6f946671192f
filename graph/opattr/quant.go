package opattr

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// Quantize is the attributes of QuantizeLinear and DequantizeLinear.
type Quantize struct {
	// Axis is the quantization axis of per-axis and blocked scales
	// (default 1; negative counts from the end).
	Axis int64
	// BlockSize is the block length along Axis of blocked quantization
	// (opset 21; 0: per-tensor or per-axis).
	BlockSize int64
	// OutputDType is the ONNX element type code of the output (opset 21
	// QuantizeLinear, 23 DequantizeLinear; 0: from the zero point or the
	// scale).
	OutputDType int64
	// Saturate is false only for float8 outputs that overflow to inf/NaN.
	Saturate bool
}

// DecodeQuantize decodes QuantizeLinear or DequantizeLinear (axis 1,
// block_size 0, saturate 1).
func DecodeQuantize(n *graph.Node) Quantize {
	return Quantize{
		Axis:        n.Int("axis", 1),
		BlockSize:   n.Int("block_size", 0),
		OutputDType: n.Int("output_dtype", 0),
		Saturate:    n.Int("saturate", 1) != 0,
	}
}

// ScaleLayout says how a scale or zero point applies to the quantized
// tensor: to all of it (Axis -1), one value per index of Axis, or one per
// Block indices of Axis (blocked, the scale of x's rank).
type ScaleLayout struct {
	Axis  int
	Block int64
}

// PerTensor reports whether one value applies to every element.
func (l ScaleLayout) PerTensor() bool { return l.Axis < 0 }

// Layout resolves the layout of a scale of shape s for x of shape x,
// checking the shapes against the mode: a scalar or one-element scale is
// per-tensor; a 1-D one of x's size along Axis per-axis; with BlockSize, a
// scale of x's rank whose dim along Axis is ceil(dim/BlockSize) and whose
// other dims equal x's.
func (q Quantize) Layout(x, s graph.Shape) (ScaleLayout, error) {
	n := int64(1)
	for _, d := range s {
		n *= d
	}
	if q.BlockSize == 0 && (len(s) == 0 || len(s) == 1 && n == 1) {
		return ScaleLayout{Axis: -1}, nil
	}
	axis := q.Axis
	if axis < 0 {
		axis += int64(len(x))
	}
	if axis < 0 || axis >= int64(len(x)) {
		return ScaleLayout{}, fmt.Errorf("axis %d is out of range for rank %d", q.Axis, len(x))
	}
	if q.BlockSize == 0 {
		if len(s) != 1 || s[0] != x[axis] {
			return ScaleLayout{}, fmt.Errorf("scale of shape %v is neither per-tensor nor per-axis (%d along axis %d)", s, x[axis], axis)
		}
		return ScaleLayout{Axis: int(axis)}, nil
	}
	if q.BlockSize < 0 {
		return ScaleLayout{}, fmt.Errorf("block_size %d is negative", q.BlockSize)
	}
	if len(s) != len(x) {
		return ScaleLayout{}, fmt.Errorf("blocked scale of shape %v must have the rank of %v", s, x)
	}
	for i := range x {
		want := x[i]
		if int64(i) == axis {
			want = (x[i] + q.BlockSize - 1) / q.BlockSize
		}
		if s[i] != want {
			return ScaleLayout{}, fmt.Errorf("blocked scale of shape %v does not fit %v with block_size %d along axis %d", s, x, q.BlockSize, axis)
		}
	}
	return ScaleLayout{Axis: int(axis), Block: q.BlockSize}, nil
}
