package opattr

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// ConvTranspose is ConvTranspose's attributes over r spatial dims,
// defaults filled in.
type ConvTranspose struct {
	// Strides and Dilations have r entries (default 1), OutputPadding r
	// (default 0) and Pads 2r: the begin pads, then the end pads (default
	// 0).
	Strides, Dilations, OutputPadding, Pads []int64
	// OutputShape, when set, is the output's spatial dims (its last r
	// entries); it and AutoPad win over Pads.
	OutputShape []int64
	// AutoPad is NOTSET (the default), SAME_UPPER, SAME_LOWER or VALID.
	AutoPad string
	// Group is the number of groups (default 1).
	Group int64
}

// DecodeConvTranspose decodes n's attributes for r spatial dims.
func DecodeConvTranspose(n *graph.Node, r int) (ConvTranspose, error) {
	c := ConvTranspose{
		Strides: n.Ints("strides", nil), Dilations: n.Ints("dilations", nil),
		OutputPadding: n.Ints("output_padding", nil), Pads: n.Ints("pads", nil),
		OutputShape: n.Ints("output_shape", nil), AutoPad: n.Str("auto_pad", "NOTSET"), Group: n.Int("group", 1),
	}
	if c.Strides == nil {
		c.Strides = filled(r, 1)
	}
	if c.Dilations == nil {
		c.Dilations = filled(r, 1)
	}
	if c.OutputPadding == nil {
		c.OutputPadding = filled(r, 0)
	}
	if c.Pads == nil {
		c.Pads = make([]int64, 2*r)
	}
	if len(c.Strides) != r || len(c.Dilations) != r || len(c.OutputPadding) != r || len(c.Pads) != 2*r {
		return ConvTranspose{}, fmt.Errorf("strides/dilations/output_padding/pads do not match %d spatial dims", r)
	}
	if len(c.OutputShape) > r {
		c.OutputShape = c.OutputShape[len(c.OutputShape)-r:]
	}
	return c, nil
}

// Plan resolves the pads and the output's spatial dims over spatial input
// dims in with kernel k, as the ONNX reference does: output_shape, then
// SAME_* auto_pad (output in·stride), split the total padding with floor
// division (an output larger than the natural size gives negative end
// padding); otherwise the pads (zero for VALID).
func (c ConvTranspose) Plan(in, k []int64) (pb, pe, out []int64, err error) {
	r := len(in)
	pb, pe, out = make([]int64, r), make([]int64, r), make([]int64, r)
	for i := range r {
		full := c.Strides[i]*(in[i]-1) + c.OutputPadding[i] + (k[i]-1)*c.Dilations[i] + 1
		split := func(total int64) {
			half := floorDiv(total, 2)
			if c.AutoPad == "SAME_UPPER" {
				pb[i], pe[i] = half, total-half
			} else {
				pb[i], pe[i] = total-half, half
			}
		}
		switch {
		case c.OutputShape != nil:
			out[i] = c.OutputShape[i]
			split(full - out[i])
		case c.AutoPad == "SAME_UPPER" || c.AutoPad == "SAME_LOWER":
			out[i] = in[i] * c.Strides[i]
			split(full - out[i])
		case c.AutoPad == "VALID":
			out[i] = full
		default:
			pb[i], pe[i] = c.Pads[i], c.Pads[r+i]
			out[i] = full - pb[i] - pe[i]
		}
		if out[i] < 0 {
			return nil, nil, nil, fmt.Errorf("negative output size")
		}
	}
	return pb, pe, out, nil
}

// floorDiv divides rounding toward negative infinity.
func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}
