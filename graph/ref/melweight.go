package ref

import (
	"fmt"
	"math"

	"github.com/mgxport/mgxport/graph"
)

// melWeightMatrixOp is MelWeightMatrix (opset 17): the [dft_length/2+1,
// num_mel_bins] matrix of triangular mel filters, computed as the ONNX
// reference does (band edges spaced evenly in mel over num_mel_bins+2
// steps, mapped to spectrogram bins by flooring).
var melWeightMatrixOp = opDef{
	types: func(a args) ([]outType, error) {
		p, err := melParams(a)
		if err != nil {
			return nil, err
		}
		dt, err := onnxDType(a.node().Int("output_datatype", 1))
		if err != nil {
			return nil, err
		}
		return one(dt, graph.Shape{p.dft/2 + 1, p.bins})
	},
	eval: func(c *evalCtx, outs []outType) error {
		p, err := melParams(c)
		if err != nil {
			return err
		}
		spec := p.dft/2 + 1
		mel := func(hz float64) float64 { return 2595 * math.Log10(1+hz/700) }
		lo, hi := mel(p.lower), mel(p.upper)
		step := (hi - lo) / float64(p.bins+2)
		edges := make([]int64, p.bins+2)
		for i := range edges {
			hz := 700 * (math.Pow(10, (float64(i)*step+lo)/2595) - 1)
			edges[i] = int64(math.Floor(float64(p.dft+1) * hz / float64(p.rate)))
		}
		w := make([]float64, spec*p.bins)
		set := func(j, i int64, v float64) error {
			if j < 0 || j >= spec {
				return fmt.Errorf("mel bin %d reaches spectrogram bin %d of %d (upper_edge_hertz above the Nyquist frequency?)", i, j, spec)
			}
			w[j*p.bins+i] = v
			return nil
		}
		for i := range p.bins {
			l, m, r := edges[i], edges[i+1], edges[i+2]
			if m == l {
				if err := set(m, i, 1); err != nil {
					return err
				}
			} else {
				for j := l; j <= m; j++ {
					if err := set(j, i, float64(j-l)/float64(m-l)); err != nil {
						return err
					}
				}
			}
			for j := m; j < r; j++ {
				if err := set(j, i, float64(r-j)/float64(r-m)); err != nil {
					return err
				}
			}
		}
		out, err := graph.FromFloat64s(outs[0].dt, outs[0].shape, w)
		if err != nil {
			return err
		}
		c.set(0, out)
		return nil
	},
}

// mel is MelWeightMatrix's scalar inputs.
type mel struct {
	bins, dft, rate int64
	lower, upper    float64
}

func melParams(a args) (*mel, error) {
	if err := need(a, 5); err != nil {
		return nil, err
	}
	var v [5]*graph.Tensor
	for i, what := range []string{"num_mel_bins", "dft_length", "sample_rate", "lower_edge_hertz", "upper_edge_hertz"} {
		t, err := a.value(i, what)
		if err != nil {
			return nil, err
		}
		if t.Len() != 1 {
			return nil, fmt.Errorf("%s has %d elements, want 1", what, t.Len())
		}
		v[i] = t
	}
	p := &mel{bins: v[0].Int64(0), dft: v[1].Int64(0), rate: v[2].Int64(0), lower: v[3].Float64(0), upper: v[4].Float64(0)}
	if p.bins <= 0 || p.dft <= 0 || p.rate <= 0 || p.lower < 0 || p.upper <= p.lower {
		return nil, fmt.Errorf("num_mel_bins %d, dft_length %d, sample_rate %d, edges [%g, %g]: want positive sizes and 0 ≤ lower < upper", p.bins, p.dft, p.rate, p.lower, p.upper)
	}
	if p.bins > 1<<16 || p.dft > 1<<24 {
		return nil, fmt.Errorf("num_mel_bins %d or dft_length %d is too large", p.bins, p.dft)
	}
	return p, nil
}
