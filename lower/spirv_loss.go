package lower

import (
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// loss lowers NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss over
// input (N, C, D) (D the flattened inner dims): SoftmaxCrossEntropyLoss
// first takes the log-softmax over C (its second output); then one kernel
// gives each (n, d)'s loss -lp[n, t, d]·w[t] (0 where t is ignore_index; a
// target outside [0, C) sets the status word); sum and mean reduce it, mean
// dividing by the reduced weights of the targets not ignored.
func (l *lowering) loss(part *passes.Partition, n *graph.Node) error {
	p, err := opattr.DecodeLoss(n)
	if err != nil {
		return err
	}
	x, t, y := n.Input(0), n.Input(1), n.Output(0)
	N, C, D := x.Shape[0], x.Shape[1], product(x.Shape[2:])
	dt := x.DType.String()
	lp := x
	if n.OpType == "SoftmaxCrossEntropyLoss" {
		if lp = n.Output(1); lp == nil {
			lp = l.temp(n, "log_prob", x.DType, x.Shape)
		}
		ks, err := kernels.Softmax(kernels.SoftmaxSpec{Symbol: "sce_log_softmax", DType: dt, Log: true, Rows: N * D, Cols: C, Inner: D})
		if err := l.launchKernels(part, ks, err, x, lp); err != nil {
			return err
		}
	}
	flat := []int64{N, D}
	target := func(e *exprKernel) *kernels.Expr { return kernels.Cast(e.in(t, flat), "int64") }
	counted := func(tg *kernels.Expr) *kernels.Expr {
		if p.HasIgnore {
			return kernels.Bin("ne", tg, ci(p.IgnoreIndex))
		}
		return eAnd()
	}
	weight := func(e *exprKernel, tg *kernels.Expr) *kernels.Expr {
		if w := n.Input(2); w != nil {
			return load(e.raw(w), tg)
		}
		return cf(1, dt)
	}

	e := newExprKernel("nll_loss", flat, x.DType)
	tg := target(e)
	lpArg := e.raw(lp)
	idx := eAdd(eMul(eAdd(eMul(coord(0), ci(C)), tg), ci(D)), coord(1))
	val := eMul(kernels.Un("neg", load(lpArg, idx)), weight(e, tg))
	ok := counted(tg)
	// Both sides of a where are computed: an ignored target is no error.
	lossExpr := kernels.Where(ok, check(kernels.Bin("or", kernels.Un("not", ok), inRange(tg, 0, C)), val), cf(0, dt))
	if p.Reduction == "none" {
		return e.launch(l, part, lossExpr, y)
	}
	losses := l.temp(n, "losses", x.DType, flat)
	if err := e.launch(l, part, lossExpr, losses); err != nil {
		return err
	}
	sum := func(v, into *graph.Value) error {
		ks, err := kernels.Reduce(kernels.ReduceSpec{Symbol: "loss_sum", Shape: []int64{N * D}, DType: dt, Op: "sum"})
		return l.launchKernels(part, ks, err, v, into)
	}
	if p.Reduction == "sum" {
		return sum(losses, y)
	}
	we := newExprKernel("nll_weight", flat, x.DType)
	wt := target(we)
	weights := l.temp(n, "weights", x.DType, flat)
	if err := we.launch(l, part, kernels.Where(counted(wt), weight(we, wt), cf(0, dt)), weights); err != nil {
		return err
	}
	lossSum := l.temp(n, "loss_sum", x.DType, nil)
	weightSum := l.temp(n, "weight_sum", x.DType, nil)
	if err := sum(losses, lossSum); err != nil {
		return err
	}
	if err := sum(weights, weightSum); err != nil {
		return err
	}
	m := newExprKernel("nll_mean", nil, x.DType)
	return m.launch(l, part, eDiv(m.in(lossSum, nil), m.in(weightSum, nil)), y)
}
