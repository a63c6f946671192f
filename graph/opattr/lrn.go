package opattr

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// LRN is LocalResponseNormalization's attributes: y = x / (Bias +
// Alpha/Size * Σ x²)^Beta, the sum over the Size channels around each one.
type LRN struct {
	Alpha, Beta, Bias float32
	Size              int64
}

// DecodeLRN decodes LRN (size is required and must be positive).
func DecodeLRN(n *graph.Node) (LRN, error) {
	p := LRN{Alpha: n.Float("alpha", 1e-4), Beta: n.Float("beta", 0.75), Bias: n.Float("bias", 1), Size: n.Int("size", 0)}
	if p.Size <= 0 {
		return p, fmt.Errorf("size = %d: must be positive", p.Size)
	}
	return p, nil
}

// Window is the channel range [lo, hi] that channel c of C sums over:
// floor((size-1)/2) before, ceil((size-1)/2) after, clipped.
func (p LRN) Window(c, C int64) (lo, hi int64) {
	return max(0, c-(p.Size-1)/2), min(C-1, c+p.Size/2)
}

// MVNAxes is MeanVarianceNormalization's axes (default [0, 2, 3]),
// normalized against rank.
func MVNAxes(n *graph.Node, rank int) ([]int, error) {
	raw := n.Ints("axes", []int64{0, 2, 3})
	axes := make([]int, len(raw))
	for i, a := range raw {
		ax, err := graph.NormalizeAxis(a, rank)
		if err != nil {
			return nil, err
		}
		axes[i] = ax
	}
	return axes, nil
}
