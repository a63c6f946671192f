package opattr

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// Window is the sliding-window attributes of Conv and the pooling ops
// (MaxPool, AveragePool, LpPool) over r spatial dims, defaults filled in.
type Window struct {
	// Strides and Dilations have r positive entries (default 1).
	Strides, Dilations []int64
	// Pads has 2r entries, the begin pads then the end pads (default 0);
	// AutoPad may override them.
	Pads []int64
	// AutoPad is NOTSET (the default), SAME_UPPER, SAME_LOWER or VALID.
	AutoPad string
	// CeilMode rounds the output size up (pooling only; Conv has none).
	CeilMode bool
}

// DecodeWindow decodes n's window attributes for r spatial dims.
func DecodeWindow(n *graph.Node, r int) (Window, error) {
	w := Window{AutoPad: n.Str("auto_pad", "NOTSET"), CeilMode: n.Int("ceil_mode", 0) != 0}
	var err error
	if w.Strides, err = positive(n, "strides", r); err != nil {
		return Window{}, err
	}
	if w.Dilations, err = positive(n, "dilations", r); err != nil {
		return Window{}, err
	}
	w.Pads = n.Ints("pads", nil)
	if w.Pads == nil {
		w.Pads = make([]int64, 2*r)
	}
	if len(w.Pads) != 2*r {
		return Window{}, fmt.Errorf("pads %v do not match %d spatial dims", w.Pads, r)
	}
	return w, nil
}

// positive is an ints attribute of r positive entries, default all 1.
func positive(n *graph.Node, name string, r int) ([]int64, error) {
	v := n.Ints(name, nil)
	if v == nil {
		v = filled(r, 1)
	}
	if len(v) != r {
		return nil, fmt.Errorf("%s %v does not match %d spatial dims", name, v, r)
	}
	for _, x := range v {
		if x <= 0 {
			return nil, fmt.Errorf("%s %v must be positive", name, v)
		}
	}
	return v, nil
}

// filled is r copies of v.
func filled(r int, v int64) []int64 {
	s := make([]int64, r)
	for i := range s {
		s[i] = v
	}
	return s
}

// Plan is a window resolved over an input: its kernel, strides, dilations,
// the pads auto_pad gives and the output's spatial dims.
type Plan struct {
	Kernel, Strides, Dilations []int64
	PadBegin, PadEnd           []int64
	Out                        []int64
}

// Plan resolves the window over spatial input dims in with kernel k:
// auto_pad's pads (SAME_UPPER puts the odd pad at the end, SAME_LOWER at
// the beginning) and the output size (floor, or ceil in ceil mode, where
// the last window must start inside the input or the begin padding, as
// PyTorch and ONNX Runtime define it).
func (w Window) Plan(in, k []int64) (*Plan, error) {
	r := len(in)
	p := &Plan{Kernel: k, Strides: w.Strides, Dilations: w.Dilations,
		PadBegin: make([]int64, r), PadEnd: make([]int64, r), Out: make([]int64, r)}
	for i := range r {
		ek := (k[i]-1)*w.Dilations[i] + 1
		s := w.Strides[i]
		switch w.AutoPad {
		case "SAME_UPPER", "SAME_LOWER":
			o := (in[i] + s - 1) / s
			total := max(0, (o-1)*s+ek-in[i])
			if w.AutoPad == "SAME_UPPER" {
				p.PadBegin[i], p.PadEnd[i] = total/2, total-total/2
			} else {
				p.PadBegin[i], p.PadEnd[i] = total-total/2, total/2
			}
			p.Out[i] = o
			continue
		case "VALID":
			p.PadBegin[i], p.PadEnd[i] = 0, 0
		case "NOTSET", "":
			p.PadBegin[i], p.PadEnd[i] = w.Pads[i], w.Pads[r+i]
		default:
			return nil, fmt.Errorf("auto_pad %q", w.AutoPad)
		}
		span := in[i] + p.PadBegin[i] + p.PadEnd[i] - ek
		if span < 0 {
			return nil, fmt.Errorf("kernel %v (dilated) is larger than the padded input %v", k, in)
		}
		if w.CeilMode {
			o := (span+s-1)/s + 1
			if (o-1)*s >= in[i]+p.PadBegin[i] {
				o--
			}
			p.Out[i] = o
		} else {
			p.Out[i] = span/s + 1
		}
	}
	return p, nil
}
