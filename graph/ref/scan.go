package ref

import (
	"errors"
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// This file is Scan; control.go has If and Loop and the helpers the three
// share (subgraph runs and inference, slicing and stacking on an axis).

// scanSpec is a Scan node's layout: N state values, then M scan inputs;
// the body gives N states then K scan outputs.
type scanSpec struct {
	body                 *graph.Graph
	states, scanIn, outs int
	inAxes, outAxes      []int64
	inRev, outRev        []bool
	batched              bool // opset 8: input 0 is sequence_lens, dim 0 is the batch
}

func scanLayout(n *graph.Node, opset int64, nc int) (*scanSpec, error) {
	s := &scanSpec{body: n.SubgraphAttr("body"), batched: opset < 9}
	if s.body == nil {
		return nil, errors.New("Scan needs a body graph")
	}
	m := n.Int("num_scan_inputs", -1)
	if s.batched {
		nc-- // sequence_lens
	}
	if m < 1 || int(m) > nc {
		return nil, fmt.Errorf("num_scan_inputs %d is out of range for %d inputs", m, nc)
	}
	s.scanIn, s.states = int(m), nc-int(m)
	if len(s.body.Inputs) != nc {
		return nil, fmt.Errorf("body takes %d inputs, Scan gives %d", len(s.body.Inputs), nc)
	}
	s.outs = len(s.body.Outputs) - s.states
	if s.outs < 0 {
		return nil, fmt.Errorf("body has %d outputs, Scan carries %d states", len(s.body.Outputs), s.states)
	}
	dirName := "scan_input_directions"
	if s.batched {
		dirName = "directions"
	}
	list := func(name string, k int) ([]int64, error) {
		v := n.Ints(name, nil)
		if v == nil {
			return make([]int64, k), nil
		}
		if len(v) != k {
			return nil, fmt.Errorf("%s has %d entries, want %d", name, len(v), k)
		}
		return v, nil
	}
	dirs := func(name string, k int) ([]bool, error) {
		v, err := list(name, k)
		if err != nil {
			return nil, err
		}
		out := make([]bool, k)
		for i, d := range v {
			if d != 0 && d != 1 {
				return nil, fmt.Errorf("%s[%d] is %d, want 0 or 1", name, i, d)
			}
			out[i] = d == 1
		}
		return out, nil
	}
	var err error
	if s.inRev, err = dirs(dirName, s.scanIn); err != nil {
		return nil, err
	}
	if s.outRev, err = dirs("scan_output_directions", s.outs); err != nil {
		return nil, err
	}
	if s.inAxes, err = list("scan_input_axes", s.scanIn); err != nil {
		return nil, err
	}
	if s.outAxes, err = list("scan_output_axes", s.outs); err != nil {
		return nil, err
	}
	if s.batched && (n.Has("scan_input_axes") || n.Has("scan_output_axes")) {
		return nil, errors.New("opset-8 Scan has no axes attributes")
	}
	return s, nil
}

func scanTypes(a args) ([]outType, error) {
	n := a.node()
	s, err := scanLayout(n, a.opset(), opCount(a))
	if err != nil {
		return nil, err
	}
	first := 0
	if s.batched {
		first = 1
	}
	var batch int64 = -1
	seq := int64(-1)
	ins := make([]*graph.Value, 0, s.states+s.scanIn)
	for i := 0; i < s.states; i++ {
		v := n.Inputs[first+i]
		if v == nil {
			return nil, fmt.Errorf("state input %d is missing", i)
		}
		sh := v.Shape
		if s.batched {
			if len(sh) < 1 {
				return nil, fmt.Errorf("state input %d has no batch dim", i)
			}
			batch, sh = sh[0], sh[1:]
		}
		ins = append(ins, &graph.Value{DType: v.DType, Shape: sh, ShapeKnown: true})
	}
	for j := 0; j < s.scanIn; j++ {
		v := n.Inputs[first+s.states+j]
		if v == nil {
			return nil, fmt.Errorf("scan input %d is missing", j)
		}
		sh := v.Shape
		if s.batched {
			if len(sh) < 2 {
				return nil, fmt.Errorf("scan input %d needs batch and sequence dims", j)
			}
			batch, sh = sh[0], sh[1:]
		}
		ax, err := graph.NormalizeAxis(s.inAxes[j], len(sh))
		if err != nil {
			return nil, fmt.Errorf("scan_input_axes[%d]: %w", j, err)
		}
		if seq >= 0 && sh[ax] != seq {
			return nil, fmt.Errorf("scan input %d has %d steps, scan input 0 has %d", j, sh[ax], seq)
		}
		seq = sh[ax]
		part := append(append(graph.Shape{}, sh[:ax]...), sh[ax+1:]...)
		ins = append(ins, &graph.Value{DType: v.DType, Shape: part, ShapeKnown: true})
	}
	outs, err := InferSubgraph(s.body, a.opset(), ins, captureValues(a), captureConsts(a))
	if err != nil {
		return nil, err
	}
	var res []outType
	for i := 0; i < s.states; i++ {
		o := outs[i]
		if o.DType != ins[i].DType || !o.Shape.Equal(ins[i].Shape) {
			return nil, fmt.Errorf("state %d changes from %v to %v", i, ins[i], o)
		}
		sh := o.Shape.Clone()
		if s.batched {
			sh = append(graph.Shape{batch}, sh...)
		}
		res = append(res, outType{o.DType, sh})
	}
	for k := 0; k < s.outs; k++ {
		o := outs[s.states+k]
		ax, err := graph.NormalizeAxis(s.outAxes[k], len(o.Shape)+1)
		if err != nil {
			return nil, fmt.Errorf("scan_output_axes[%d]: %w", k, err)
		}
		sh := append(append(append(graph.Shape{}, o.Shape[:ax]...), seq), o.Shape[ax:]...)
		if s.batched {
			sh = append(graph.Shape{batch}, sh...)
		}
		res = append(res, outType{o.DType, sh})
	}
	return res, nil
}

func evalScan(c *evalCtx, _ []outType) error {
	n := c.n
	nc := n.CaptureStart()
	s, err := scanLayout(n, c.opset(), nc)
	if err != nil {
		return err
	}
	if !s.batched {
		outs, err := scanOnce(c, s, c.in[:nc])
		if err != nil {
			return err
		}
		for i, t := range outs {
			c.set(i, t)
		}
		return nil
	}
	// Opset 8: run each batch entry on its own, then stack the results.
	ins := c.in[1:nc]
	if len(ins) == 0 || ins[0].Shape.Rank() < 1 {
		return errors.New("Scan inputs need a batch dim")
	}
	batch := ins[0].Shape[0]
	if sl := c.input(0); sl != nil {
		for _, l := range sl.Int64s() {
			// Shorter sequences would need padded outputs; every test and
			// exporter passes full lengths.
			if seq := ins[s.states].Shape[1]; l != seq {
				return &UnsupportedError{OpType: "Scan", Msg: fmt.Sprintf("Scan (opset 8) with a sequence length %d shorter than the sequence (%d) is not supported", l, seq)}
			}
		}
	}
	results := make([][]*graph.Tensor, len(s.body.Outputs))
	for b := int64(0); b < batch; b++ {
		one := make([]*graph.Tensor, len(ins))
		for i, t := range ins {
			if t.Shape.Rank() < 1 || t.Shape[0] != batch {
				return fmt.Errorf("input %d does not have batch size %d", i, batch)
			}
			if one[i], err = sliceAxis(t, 0, b); err != nil {
				return err
			}
		}
		outs, err := scanOnce(c, s, one)
		if err != nil {
			return fmt.Errorf("batch %d: %w", b, err)
		}
		for i, t := range outs {
			results[i] = append(results[i], t)
		}
	}
	for i, parts := range results {
		t, err := stackAxis(parts, 0, false, graph.Float32, graph.Shape{})
		if err != nil {
			return err
		}
		c.set(i, t)
	}
	return nil
}

// scanOnce runs the opset-9 Scan over ins (states then scan inputs).
func scanOnce(c *evalCtx, s *scanSpec, ins []*graph.Tensor) ([]*graph.Tensor, error) {
	seq := int64(-1)
	axes := make([]int, s.scanIn)
	for j := 0; j < s.scanIn; j++ {
		t := ins[s.states+j]
		ax, err := graph.NormalizeAxis(s.inAxes[j], t.Shape.Rank())
		if err != nil {
			return nil, fmt.Errorf("scan_input_axes[%d]: %w", j, err)
		}
		if seq >= 0 && t.Shape[ax] != seq {
			return nil, fmt.Errorf("scan input %d has %d steps, scan input 0 has %d", j, t.Shape[ax], seq)
		}
		seq, axes[j] = t.Shape[ax], ax
	}
	state := append([]*graph.Tensor{}, ins[:s.states]...)
	parts := make([][]*graph.Tensor, s.outs)
	caps := captured(c)
	for it := int64(0); it < seq; it++ {
		if err := c.context().Err(); err != nil {
			return nil, err
		}
		bin := append([]*graph.Tensor{}, state...)
		for j := 0; j < s.scanIn; j++ {
			i := it
			if s.inRev[j] {
				i = seq - 1 - it
			}
			sl, err := sliceAxis(ins[s.states+j], axes[j], i)
			if err != nil {
				return nil, err
			}
			bin = append(bin, sl)
		}
		outs, err := RunSubgraph(c.context(), s.body, bin, caps)
		if err != nil {
			return nil, fmt.Errorf("iteration %d: %w", it, err)
		}
		copy(state, outs[:s.states])
		for k := range parts {
			parts[k] = append(parts[k], outs[s.states+k])
		}
	}
	res := state
	var empty []outType
	if seq == 0 && s.outs > 0 {
		bin := append([]*graph.Tensor{}, state...)
		for j := 0; j < s.scanIn; j++ {
			t := ins[s.states+j]
			part := append(append(graph.Shape{}, t.Shape[:axes[j]]...), t.Shape[axes[j]+1:]...)
			z, err := alloc(t.DType, part)
			if err != nil {
				return nil, err
			}
			bin = append(bin, z)
		}
		empty = emptyPartTypes(s.body, c.op, bin, caps)
	}
	for k, p := range parts {
		dt, shape := graph.Float32, graph.Shape{}
		if s.states+k < len(empty) {
			dt, shape = empty[s.states+k].dt, empty[s.states+k].shape
		}
		rank := len(shape)
		if len(p) > 0 {
			rank = p[0].Shape.Rank()
		}
		ax, err := graph.NormalizeAxis(s.outAxes[k], rank+1)
		if err != nil {
			return nil, fmt.Errorf("scan_output_axes[%d]: %w", k, err)
		}
		t, err := stackAxis(p, ax, s.outRev[k], dt, shape)
		if err != nil {
			return nil, fmt.Errorf("scan output %d: %w", k, err)
		}
		res = append(res, t)
	}
	return res, nil
}
