package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// Inputs of RNN, LSTM and GRU.
const (
	rnnX = iota
	rnnW
	rnnR
	rnnB
	rnnSeqLens
	rnnInitialH
	rnnInitialC // LSTM only
	rnnP        // LSTM only
)

// recurrentOp is RNN, LSTM or GRU: one recurrent layer over the sequence,
// in one or both directions, with every attribute of the spec.
var recurrentOp = opDef{types: recurrentTypes, eval: recurrentEval}

// recurrentTypes checks the operands and gives Y, Y_h (and LSTM's Y_c).
func recurrentTypes(a args) ([]outType, error) {
	if err := need(a, 3); err != nil {
		return nil, err
	}
	p, err := opattr.DecodeRecurrent(a.node())
	if err != nil {
		return nil, err
	}
	if err := checkType(a, rnnX, floats); err != nil {
		return nil, err
	}
	dt := a.dtype(rnnX)
	d, err := p.Dims(a.shape(rnnX), a.shape(rnnW), a.shape(rnnR))
	if err != nil {
		return nil, err
	}
	last := rnnInitialH
	if p.Op == "LSTM" {
		last = rnnP
	}
	if a.count() > last+1 {
		return nil, fmt.Errorf("%d inputs: %s takes at most %d", a.count(), p.Op, last+1)
	}
	want := map[int]graph.Shape{
		rnnW: a.shape(rnnW), rnnR: a.shape(rnnR),
		rnnB:        {d.Dirs, 2 * p.Gates * d.Hidden},
		rnnInitialH: p.State(d), rnnInitialC: p.State(d),
		rnnP: {d.Dirs, 3 * d.Hidden},
	}
	for i := rnnW; i <= last; i++ {
		if !a.has(i) || i == rnnSeqLens {
			continue
		}
		if a.dtype(i) != dt || !a.shape(i).Equal(want[i]) {
			return nil, fmt.Errorf("input %d is %v%v: want %v%v", i, a.dtype(i), a.shape(i), dt, want[i])
		}
	}
	if a.has(rnnSeqLens) {
		if s := a.shape(rnnSeqLens); a.dtype(rnnSeqLens) != graph.Int32 || !s.Equal(graph.Shape{d.Batch}) {
			return nil, fmt.Errorf("sequence_lens is %v%v: want int32[%d]", a.dtype(rnnSeqLens), s, d.Batch)
		}
	}
	outs := []outType{{dt, p.Sequence(d)}, {dt, p.State(d)}}
	if p.Op == "LSTM" {
		outs = append(outs, outType{dt, p.State(d)})
	}
	return outs, nil
}

// recurrence is one evaluation of a recurrent op, in float64.
type recurrence struct {
	p opattr.Recurrent
	d opattr.RecurrentDims
	// x, w, r, bias, h0, c0 and peep are the inputs (nil when absent).
	x, w, r, bias, h0, c0, peep []float64
	// lens are the sequence lengths per batch row (T without the input).
	lens []int64
	// y, yh and yc are the outputs.
	y, yh, yc []float64
}

func recurrentEval(c *evalCtx, outs []outType) error {
	p, err := opattr.DecodeRecurrent(c.n)
	if err != nil {
		return err
	}
	d, err := p.Dims(c.in[rnnX].Shape, c.in[rnnW].Shape, c.in[rnnR].Shape)
	if err != nil {
		return err
	}
	floatsOf := func(i int) []float64 {
		if t := c.input(i); t != nil {
			return t.Float64s()
		}
		return nil
	}
	rc := &recurrence{p: p, d: d, x: floatsOf(rnnX), w: floatsOf(rnnW), r: floatsOf(rnnR), bias: floatsOf(rnnB),
		h0: floatsOf(rnnInitialH)}
	if p.Op == "LSTM" {
		rc.c0, rc.peep = floatsOf(rnnInitialC), floatsOf(rnnP)
	}
	rc.lens = make([]int64, d.Batch)
	for b := range rc.lens {
		rc.lens[b] = d.Seq
	}
	if t := c.input(rnnSeqLens); t != nil {
		for b, l := range t.Int64s() {
			if l < 0 || l > d.Seq {
				return fmt.Errorf("sequence_lens[%d] = %d is outside [0, %d]", b, l, d.Seq)
			}
			rc.lens[b] = l
		}
	}
	rc.y = make([]float64, outs[0].shape.Size())
	rc.yh = make([]float64, outs[1].shape.Size())
	rc.yc = make([]float64, outs[1].shape.Size())
	for dir := int64(0); dir < d.Dirs; dir++ {
		for b := int64(0); b < d.Batch; b++ {
			rc.run(dir, b)
		}
	}
	res := [][]float64{rc.y, rc.yh, rc.yc}
	for i, o := range outs {
		t, err := graph.FromFloat64s(o.dt, o.shape, res[i])
		if err != nil {
			return err
		}
		c.set(i, t)
	}
	return nil
}

// stateAt is the index of element i of direction dir, batch row b in a
// state tensor (initial_h, Y_h, ...).
func (rc *recurrence) stateAt(dir, b, i int64) int64 {
	if rc.p.Layout == 1 {
		return (b*rc.d.Dirs+dir)*rc.d.Hidden + i
	}
	return (dir*rc.d.Batch+b)*rc.d.Hidden + i
}

// run computes direction dir of batch row b: its lengths' steps, forward
// or reversed, the Y rows past its length left 0. A row of length 0 has
// final states 0, as ONNX Runtime gives.
func (rc *recurrence) run(dir, b int64) {
	p, d := rc.p, rc.d
	H, G := d.Hidden, p.Gates
	reverse := p.Direction == "reverse" || dir == 1
	h, cell := make([]float64, H), make([]float64, H)
	for i := range H {
		if rc.h0 != nil {
			h[i] = rc.h0[rc.stateAt(dir, b, i)]
		}
		if rc.c0 != nil {
			cell[i] = rc.c0[rc.stateAt(dir, b, i)]
		}
	}
	L := rc.lens[b]
	if L == 0 {
		return
	}
	// pre[g*H+i] is gate g's X·Wᵀ + Wb (+ Rb, but for GRU's linear-before-
	// reset hidden gate) and rec[g*H+i] its H·Rᵀ.
	pre, rec := make([]float64, G*H), make([]float64, G*H)
	hNew := make([]float64, H)
	for s := range L {
		t := s
		if reverse {
			t = L - 1 - s
		}
		xRow := (t*d.Batch + b) * d.Input
		if p.Layout == 1 {
			xRow = (b*d.Seq + t) * d.Input
		}
		for j := range G * H {
			wRow, rRow := (dir*G*H+j)*d.Input, (dir*G*H+j)*H
			acc := 0.0
			for k := range d.Input {
				acc += rc.x[xRow+k] * rc.w[wRow+k]
			}
			if rc.bias != nil {
				acc += rc.bias[dir*2*G*H+j]
			}
			pre[j] = acc
			acc = 0
			for k := range H {
				acc += h[k] * rc.r[rRow+k]
			}
			if rc.bias != nil {
				acc += rc.bias[dir*2*G*H+G*H+j]
			}
			rec[j] = acc
		}
		rc.cell(dir, h, cell, hNew, pre, rec)
		copy(h, hNew)
		for i := range H {
			at := ((t*d.Dirs+dir)*d.Batch+b)*H + i
			if p.Layout == 1 {
				at = ((b*d.Seq+t)*d.Dirs+dir)*H + i
			}
			rc.y[at] = h[i]
		}
	}
	for i := range H {
		rc.yh[rc.stateAt(dir, b, i)] = h[i]
		rc.yc[rc.stateAt(dir, b, i)] = cell[i]
	}
}

// cell is one step of direction dir's cell: from the gates' input and
// recurrent parts, the new hidden state into hNew (and LSTM's cell state
// c, in place).
func (rc *recurrence) cell(dir int64, h, c, hNew, pre, rec []float64) {
	p := rc.p
	H := rc.d.Hidden
	act := func(k int, x float64) float64 {
		if p.HasClip {
			x = math.Max(-float64(p.Clip), math.Min(float64(p.Clip), x))
		}
		return activate(p.Act(dir, k), x)
	}
	switch p.Op {
	case "RNN":
		for i := range H {
			hNew[i] = act(0, pre[i]+rec[i])
		}
	case "GRU":
		// z, r, h: the reset gate scales H before (linear_before_reset 0)
		// or after (1) the recurrent product of the hidden gate.
		rh := make([]float64, H)
		r := make([]float64, H)
		for i := range H {
			r[i] = act(0, pre[H+i]+rec[H+i])
			rh[i] = r[i] * h[i]
		}
		for i := range H {
			z := act(0, pre[i]+rec[i])
			var in float64
			if p.LinearBeforeReset {
				in = pre[2*H+i] + r[i]*rec[2*H+i]
			} else {
				rRow := (dir*3*H + 2*H + int64(i)) * H
				acc := 0.0
				for k := range H {
					acc += rh[k] * rc.r[rRow+k]
				}
				if rc.bias != nil {
					acc += rc.bias[dir*6*H+5*H+int64(i)]
				}
				in = pre[2*H+i] + acc
			}
			hNew[i] = (1-z)*act(1, in) + z*h[i]
		}
	case "LSTM":
		// i, o, f, c, with peepholes P = [Pi, Po, Pf].
		peep := func(g, i int64) float64 {
			if rc.peep == nil {
				return 0
			}
			return rc.peep[dir*3*H+g*H+i]
		}
		for i := range H {
			in := act(0, pre[i]+rec[i]+peep(0, i)*c[i])
			var f float64
			if p.InputForget {
				f = 1 - in
			} else {
				f = act(0, pre[2*H+i]+rec[2*H+i]+peep(2, i)*c[i])
			}
			g := act(1, pre[3*H+i]+rec[3*H+i])
			c[i] = f*c[i] + in*g
			o := act(0, pre[H+i]+rec[H+i]+peep(1, i)*c[i])
			hNew[i] = o * activate(p.Act(dir, 2), c[i])
		}
	}
}

// activate applies a recurrent cell's activation function.
func activate(a opattr.Activation, x float64) float64 {
	alpha, beta := float64(a.Alpha), float64(a.Beta)
	switch a.Name {
	case "Relu":
		return math.Max(0, x)
	case "Tanh":
		return math.Tanh(x)
	case "Sigmoid":
		return sigmoid(x)
	case "Affine":
		return alpha*x + beta
	case "LeakyRelu":
		if x < 0 {
			return alpha * x
		}
		return x
	case "ThresholdedRelu":
		if x > alpha {
			return x
		}
		return 0
	case "ScaledTanh":
		return alpha * math.Tanh(beta*x)
	case "HardSigmoid":
		return math.Max(0, math.Min(1, alpha*x+beta))
	case "Elu":
		if x < 0 {
			return alpha * (math.Exp(x) - 1)
		}
		return x
	case "Softsign":
		return x / (1 + math.Abs(x))
	case "Softplus":
		if x > 30 {
			return x
		}
		return math.Log1p(math.Exp(x))
	}
	panic("unknown activation " + a.Name) // DecodeRecurrent admits only the names above
}
