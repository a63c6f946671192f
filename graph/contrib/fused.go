package contrib

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// fusedOps are ONNX Runtime's graph-optimizer fusions, which models saved
// after its extended optimizations hold (optimized_model_filepath).
func fusedOps() []contribOp {
	ms := MicrosoftDomain
	return []contribOp{
		{ms, "FusedMatMul", buildFusedMatMul},
		{ms, "FusedGemm", buildFusedWith("Gemm")},
		{ms, "FusedConv", buildFusedWith("Conv")},
	}
}

// buildFusedMatMul: FusedMatMul(A, B) = alpha · op(A) · op(B), op
// transposing the last two axes where transA/transB say (transBatchA/B
// are not supported).
func buildFusedMatMul(b *cbuild, n *graph.Node) error {
	in, err := needAll(n, 0, 1)
	if err != nil {
		return err
	}
	if n.Int("transBatchA", 0) != 0 || n.Int("transBatchB", 0) != 0 {
		return fmt.Errorf("transBatchA/transBatchB are not supported")
	}
	ops := make([]*graph.Value, 2)
	for i, t := range []string{"transA", "transB"} {
		ops[i] = in[i]
		if n.Int(t, 0) == 0 {
			continue
		}
		r := b.rank(in[i])
		if r < 2 {
			return fmt.Errorf("%s needs input %d of a known rank of 2 or more", t, i)
		}
		perm := make([]int64, r)
		for j := range perm {
			perm[j] = int64(j)
		}
		perm[r-2], perm[r-1] = perm[r-1], perm[r-2]
		ops[i] = b.transpose(in[i], perm...)
	}
	y := b.op("MatMul", ops...)
	if a := n.Float("alpha", 1); a != 1 {
		y = b.op("Mul", y, b.scalar(floatType(in[0]), float64(a)))
	}
	b.bind(n.Output(0), y)
	return nil
}

// buildFusedWith: FusedGemm and FusedConv are Gemm/Conv (their own
// attributes) followed by activation (Relu, Tanh, Sigmoid, LeakyRelu,
// Clip, HardSigmoid, with activation_alpha/beta or activation_params).
func buildFusedWith(op string) func(b *cbuild, n *graph.Node) error {
	return func(b *cbuild, n *graph.Node) error {
		ins := n.Inputs
		if op == "Conv" && len(ins) > 3 {
			if ins[3] != nil {
				return fmt.Errorf("FusedConv's sum input (Z) is not supported")
			}
			ins = ins[:3]
		}
		y := b.op(op, ins...)
		for k, a := range n.Attrs {
			switch k {
			case "activation", "activation_alpha", "activation_beta", "activation_gamma", "activation_params":
			default:
				y.Producer.Attrs[k] = a
			}
		}
		act := n.Str("activation", "")
		params := n.Floats("activation_params", nil)
		param := func(i int, name string, def float32) float32 {
			if n.Has(name) {
				return n.Float(name, def)
			}
			if i < len(params) {
				return params[i]
			}
			return def
		}
		dt := floatType(n.Input(0))
		switch act {
		case "":
		case "Relu", "Tanh", "Sigmoid":
			y = b.op(act, y)
		case "LeakyRelu":
			y = b.op(act, y)
			y.Producer.SetFloat("alpha", param(0, "activation_alpha", 0.01))
		case "HardSigmoid":
			y = b.op(act, y)
			y.Producer.SetFloat("alpha", param(0, "activation_alpha", 0.2))
			y.Producer.SetFloat("beta", param(1, "activation_beta", 0.5))
		case "Clip":
			if len(params) != 2 {
				return fmt.Errorf("Clip needs activation_params (min, max)")
			}
			y = b.op("Clip", y, b.scalar(dt, float64(params[0])), b.scalar(dt, float64(params[1])))
		default:
			return fmt.Errorf("activation %q is not supported", act)
		}
		b.bind(n.Output(0), y)
		return nil
	}
}
