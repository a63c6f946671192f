package lower

import (
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/opattr"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// batchNorm lowers BatchNormalization: in inference as one pointwise
// kernel, y = (x - mean) / sqrt(var + epsilon) * scale + bias per channel
// (dim 1); in training mode with the batch statistics and running
// statistics outputs.
func (l *lowering) batchNorm(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	if len(x.Shape) < 2 {
		return fmt.Errorf("%s on rank %d", n, len(x.Shape))
	}
	attrs := opattr.DecodeBatchNormalization(n)
	if attrs.Training {
		values := []*graph.Value{x}
		for i := 1; i <= 4; i++ {
			v := n.Input(i)
			if v == nil || v.DType != x.DType || elems(v) != x.Shape[1] {
				return fmt.Errorf("%s: parameter %d is not a per-channel %s", n, i, x.DType)
			}
			values = append(values, v)
		}
		values = append(values, y)
		for i, role := range []string{"running_mean", "running_var"} {
			v := n.Output(1 + i)
			if v == nil {
				v = l.temp(n, role, x.DType, x.Shape[1:2])
			}
			values = append(values, v)
		}
		ks, err := kernels.BatchNormTrain(kernels.BatchNormTrainSpec{Symbol: "batchnorm_train", Shape: x.Shape,
			Epsilon: float64(attrs.Epsilon), Momentum: float64(attrs.Momentum), DType: x.DType.String()})
		return l.launchKernels(part, ks, err, values...)
	}
	dt := x.DType.String()
	spec := kernels.PointwiseSpec{Symbol: "batchnorm", OutShape: y.Shape, OutDType: y.DType.String()}
	values := []*graph.Value{x}
	spec.Inputs = append(spec.Inputs, kernels.PointwiseInput{Name: "x", DType: dt, Shape: x.Shape, Elems: elems(x)})
	// Per-channel parameters broadcast as [C, 1, ...].
	strides := make([]int64, len(x.Shape))
	strides[1] = 1
	var params [4]*kernels.Expr
	for i := range params {
		v := n.Input(1 + i)
		if v == nil || elems(v) != x.Shape[1] {
			return fmt.Errorf("%s: parameter %d is not per channel", n, i+1)
		}
		params[i] = kernels.In(len(values))
		pt := v.DType.String()
		if v.DType != x.DType {
			params[i] = kernels.Cast(params[i], dt)
		}
		spec.Inputs = append(spec.Inputs, kernels.PointwiseInput{Name: fmt.Sprintf("p%d", i), DType: pt, Strides: strides, Elems: elems(v)})
		values = append(values, v)
	}
	eps := kernels.Const(float64(attrs.Epsilon), dt)
	norm := kernels.Bin("div", kernels.Bin("sub", kernels.In(0), params[2]), kernels.Un("sqrt", kernels.Bin("add", params[3], eps)))
	spec.Expr = kernels.Bin("add", kernels.Bin("mul", norm, params[0]), params[1])
	ks, err := kernels.Pointwise(spec)
	values = append(values, y)
	return l.launchKernels(part, ks, err, values...)
}

// layerNorm lowers LayerNormalization and RMSNormalization.
func (l *lowering) layerNorm(part *passes.Partition, n *graph.Node, tail *kernels.Tail, outs []*graph.Value) error {
	x := n.Input(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	attrs := opattr.DecodeLayerNormalization(n)
	spec := kernels.NormSpec{Symbol: sym, Kind: "layer", Shape: x.Shape, Axis: attrs.Axis, Epsilon: float64(attrs.Epsilon), DType: dt}
	if n.OpType == "RMSNormalization" {
		spec.Kind = "rms"
	}
	values := []*graph.Value{x}
	for i, flag := range []*bool{&spec.Scale, &spec.Bias} {
		v := n.Input(1 + i)
		if v == nil {
			continue
		}
		// Scale and bias cover the normalized axes; a broadcast one is
		// expanded to them first.
		norm := x.Shape[len(x.Shape)-len(v.Shape):]
		if ax, err := graph.NormalizeAxis(spec.Axis, len(x.Shape)); err == nil {
			norm = x.Shape[ax:]
		}
		if elems(v) != product(norm) {
			full := l.temp(n, fmt.Sprintf("param%d", i), v.DType, norm)
			ks, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "expand", OutShape: norm, OutDType: v.DType.String(),
				Inputs: []kernels.PointwiseInput{{Name: "x", DType: v.DType.String(), Shape: v.Shape, Elems: elems(v)}}, Expr: kernels.In(0)})
			if err := l.launchKernels(part, ks, err, v, full); err != nil {
				return err
			}
			v = full
		}
		*flag = true
		values = append(values, v)
	}
	spec.Tail = tail
	values = append(values, outs...)
	mean, inv := n.Output(1), n.Output(2)
	if mean != nil || inv != nil {
		if spec.Kind != "layer" {
			return graph.Unsupportedf("%s with statistics outputs is not supported", n.OpType)
		}
		spec.Stats = true
		rows := []int64{}
		if ax, err := graph.NormalizeAxis(spec.Axis, len(x.Shape)); err == nil {
			rows = x.Shape[:ax]
		}
		statsDT := graph.Float32
		for _, v := range []*graph.Value{mean, inv} {
			if v != nil {
				statsDT = v.DType
			}
		}
		spec.StatsDType = statsDT.String()
		if mean == nil {
			mean = l.temp(n, "mean", statsDT, rows)
		}
		if inv == nil {
			inv = l.temp(n, "invstd", statsDT, rows)
		}
		values = append(values, mean, inv)
	}
	ks, err := kernels.Norm(spec)
	return l.launchKernels(part, ks, err, values...)
}

// groupNorm lowers InstanceNormalization and GroupNormalization.
func (l *lowering) groupNorm(part *passes.Partition, n *graph.Node) error {
	x, y := n.Input(0), n.Output(0)
	dt := x.DType.String()
	sym := strings.ToLower(n.OpType)
	if len(x.Shape) < 2 {
		return fmt.Errorf("%s on rank %d", n, len(x.Shape))
	}
	attrs := opattr.DecodeGroupNormalization(n)
	groups := x.Shape[1]
	if n.OpType == "GroupNormalization" {
		groups = attrs.Groups
	}
	spec := kernels.NormSpec{Symbol: sym, Kind: "group", Shape: x.Shape, Groups: groups, Epsilon: float64(attrs.Epsilon), DType: dt}
	values := []*graph.Value{x}
	for i, flag := range []*bool{&spec.Scale, &spec.Bias} {
		v := n.Input(1 + i)
		if v == nil {
			continue
		}
		if c := x.Shape[1]; elems(v) != c {
			if elems(v) != groups || groups <= 0 || c%groups != 0 {
				return fmt.Errorf("%s: scale/bias %v for %d channels in %d groups", n, v.Shape, c, groups)
			}
			// Opset 18 GroupNormalization: one value per group, repeated
			// over the group's channels.
			full := l.temp(n, fmt.Sprintf("param%d", i), v.DType, []int64{c})
			ks, err := kernels.LayoutCopy(kernels.LayoutSpec{Symbol: "per_channel", OutShape: []int64{groups, c / groups},
				Strides: []int64{1, 0}, Elems: groups, DType: v.DType.String()})
			if err := l.launchKernels(part, ks, err, v, full); err != nil {
				return err
			}
			v = full
		}
		*flag = true
		values = append(values, v)
	}
	values = append(values, y)
	ks, err := kernels.Norm(spec)
	return l.launchKernels(part, ks, err, values...)
}
