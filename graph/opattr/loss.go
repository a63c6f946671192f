package opattr

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// Loss is the attributes of NegativeLogLikelihoodLoss and
// SoftmaxCrossEntropyLoss.
type Loss struct {
	// Reduction is "none", "sum" or "mean" (the default).
	Reduction string
	// IgnoreIndex is the target value that contributes nothing, when
	// HasIgnore is set.
	IgnoreIndex int64
	HasIgnore   bool
}

// DecodeLoss decodes a loss op's attributes.
func DecodeLoss(n *graph.Node) (Loss, error) {
	l := Loss{Reduction: n.Str("reduction", "mean"), IgnoreIndex: n.Int("ignore_index", 0), HasIgnore: n.Has("ignore_index")}
	switch l.Reduction {
	case "none", "sum", "mean":
		return l, nil
	}
	return Loss{}, fmt.Errorf("reduction %q (want none, sum or mean)", l.Reduction)
}
