package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
)

// lossTypes checks a loss op's input (N, C, d1..dk), its target (N, d1..dk)
// and optional weight (C), and gives the loss's type: (N, d1..dk) for
// reduction none, else a scalar.
func lossTypes(a args) (outType, opattr.Loss, error) {
	if err := need(a, 2); err != nil {
		return outType{}, opattr.Loss{}, err
	}
	p, err := opattr.DecodeLoss(a.node())
	if err != nil {
		return outType{}, p, err
	}
	if err := checkType(a, 0, floats); err != nil {
		return outType{}, p, err
	}
	if err := checkType(a, 1, signedInts); err != nil {
		return outType{}, p, err
	}
	x, t := a.shape(0), a.shape(1)
	if len(x) < 2 || len(t) != len(x)-1 || t[0] != x[0] || !t[1:].Equal(x[2:]) {
		return outType{}, p, fmt.Errorf("input %v and target %v: want (N, C, d...) and (N, d...)", x, t)
	}
	if a.has(2) {
		if w := a.shape(2); len(w) != 1 || w[0] != x[1] || a.dtype(2) != a.dtype(0) {
			return outType{}, p, fmt.Errorf("weight %v %v: want %v[%d]", a.dtype(2), w, a.dtype(0), x[1])
		}
	}
	if p.Reduction == "none" {
		return outType{a.dtype(0), t.Clone()}, p, nil
	}
	return outType{a.dtype(0), graph.Shape{}}, p, nil
}

// nllLoss computes the loss of log-probabilities lp (N, C, D flattened
// inner dims) against targets t (N, D) with optional class weights w.
func nllLoss(lp []float64, t []int64, w []float64, n, cls, d int64, p opattr.Loss) ([]float64, error) {
	loss := make([]float64, n*d)
	var sum, wsum float64
	for b := int64(0); b < n; b++ {
		for j := int64(0); j < d; j++ {
			c := t[b*d+j]
			if p.HasIgnore && c == p.IgnoreIndex {
				continue
			}
			if c < 0 || c >= cls {
				return nil, fmt.Errorf("target %d is outside [0, %d)", c, cls)
			}
			wt := 1.0
			if w != nil {
				wt = w[c]
			}
			l := -lp[(b*cls+c)*d+j] * wt
			loss[b*d+j] = l
			sum += l
			wsum += wt
		}
	}
	switch p.Reduction {
	case "sum":
		return []float64{sum}, nil
	case "mean":
		return []float64{sum / wsum}, nil
	}
	return loss, nil
}

// lossOp defines NegativeLogLikelihoodLoss (input: log-probabilities) and
// SoftmaxCrossEntropyLoss (input: scores; output 1 is their log-softmax
// over axis 1).
func lossOp(softmax bool) opDef {
	return opDef{
		types: func(a args) ([]outType, error) {
			o, _, err := lossTypes(a)
			if err != nil {
				return nil, err
			}
			if softmax {
				return []outType{o, {a.dtype(0), a.shape(0).Clone()}}, nil
			}
			return []outType{o}, nil
		},
		eval: func(c *evalCtx, outs []outType) error {
			p, err := opattr.DecodeLoss(c.n)
			if err != nil {
				return err
			}
			x := c.in[0]
			n, cls := x.Shape[0], x.Shape[1]
			d := graph.Shape(x.Shape[2:]).Size()
			lp := x.Float64s()
			if softmax {
				lp = logSoftmaxAxis1(lp, n, cls, d)
				t, err := graph.FromFloat64s(x.DType, x.Shape.Clone(), lp)
				if err != nil {
					return err
				}
				// The loss reads the log-probabilities as the output
				// holds them (rounded to its type), as ONNX Runtime does.
				lp = t.Float64s()
				c.set(1, t)
			}
			var w []float64
			if wt := c.input(2); wt != nil {
				w = wt.Float64s()
			}
			loss, err := nllLoss(lp, c.in[1].Int64s(), w, n, cls, d, p)
			if err != nil {
				return err
			}
			t, err := graph.FromFloat64s(outs[0].dt, outs[0].shape, loss)
			if err != nil {
				return err
			}
			c.set(0, t)
			return nil
		},
	}
}

// logSoftmaxAxis1 is log-softmax over the middle axis of (n, cls, d).
func logSoftmaxAxis1(v []float64, n, cls, d int64) []float64 {
	res := make([]float64, len(v))
	for b := int64(0); b < n; b++ {
		for j := int64(0); j < d; j++ {
			base := b*cls*d + j
			mx := math.Inf(-1)
			for c := int64(0); c < cls; c++ {
				mx = math.Max(mx, v[base+c*d])
			}
			var sum float64
			for c := int64(0); c < cls; c++ {
				sum += math.Exp(v[base+c*d] - mx)
			}
			ls := math.Log(sum)
			for c := int64(0); c < cls; c++ {
				res[base+c*d] = v[base+c*d] - mx - ls
			}
		}
	}
	return res
}
