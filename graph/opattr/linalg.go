package opattr

import "github.com/mgxport/mgxport/graph"

// Gemm is Gemm's attributes: Y = Alpha·op(A)·op(B) + Beta·C, op
// transposing where TransA or TransB is set.
type Gemm struct {
	Alpha, Beta    float32
	TransA, TransB bool
}

// DecodeGemm decodes Gemm (alpha 1, beta 1, no transposes).
func DecodeGemm(n *graph.Node) Gemm {
	return Gemm{Alpha: n.Float("alpha", 1), Beta: n.Float("beta", 1),
		TransA: n.Int("transA", 0) != 0, TransB: n.Int("transB", 0) != 0}
}

// BatchNormalization is BatchNormalization's attributes.
type BatchNormalization struct {
	// Epsilon is added to the variance (default 1e-5).
	Epsilon float32
	// Momentum updates the running statistics in training (default 0.9).
	Momentum float32
	// Training normalizes with the batch's statistics (opset 14+).
	Training bool
}

// DecodeBatchNormalization decodes BatchNormalization.
func DecodeBatchNormalization(n *graph.Node) BatchNormalization {
	return BatchNormalization{Epsilon: n.Float("epsilon", 1e-5), Momentum: n.Float("momentum", 0.9),
		Training: n.Int("training_mode", 0) != 0}
}
