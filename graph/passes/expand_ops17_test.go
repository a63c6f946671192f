package passes

import (
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// mvnRtol is the tolerance of the MeanVarianceNormalization expansions:
// dividing by the standard deviation of as few as 3 random values magnifies
// the float32 rounding of the mean and variance, which the expansion and
// the reference op compute in different orders (1.3e-5 relative seen on one
// seed).
const mvnRtol = 1e-4

// TestExpandOps17 checks, on random inputs, that each expansion added for
// issue 17 computes what the reference evaluator's op does, and that the
// op is gone afterwards.
func TestExpandOps17(t *testing.T) {
	for _, tc := range []struct {
		name, op string
		opset    int64
		shape    []int64
		attrs    map[string]*graph.Attr
		extra    func(b *builder) []*graph.Value
		want     string  // an op the expansion must use
		rtol     float64 // 0: checkEquivalent's 1e-5
	}{
		{name: "swish", op: "Swish", opset: 24, shape: []int64{3, 4}, attrs: map[string]*graph.Attr{"alpha": fattr(0.7)}, want: "Sigmoid"},
		{name: "lrn", op: "LRN", opset: 13, shape: []int64{2, 5, 3, 3}, attrs: map[string]*graph.Attr{"size": iattr(3), "alpha": fattr(0.3), "beta": fattr(0.6), "bias": fattr(1.5)}, want: "Conv"},
		{name: "lrn even size", op: "LRN", opset: 13, shape: []int64{1, 6, 2, 2}, attrs: map[string]*graph.Attr{"size": iattr(4)}, want: "Conv"},
		{name: "mvn opset 13", op: "MeanVarianceNormalization", opset: 13, shape: []int64{2, 3, 4, 2}, want: "ReduceMean", rtol: mvnRtol},
		{name: "mvn opset 18 axes", op: "MeanVarianceNormalization", opset: 18, shape: []int64{2, 3, 4}, attrs: map[string]*graph.Attr{"axes": isattr(1)}, want: "ReduceMean", rtol: mvnRtol},
		{name: "crop and pad", op: "CenterCropPad", opset: 18, shape: []int64{5, 4, 3},
			extra: func(b *builder) []*graph.Value { return []*graph.Value{b.ints("shape", 2, 7, 3)} }, want: "Pad"},
		{name: "crop axes", op: "CenterCropPad", opset: 18, shape: []int64{6, 5, 3}, attrs: map[string]*graph.Attr{"axes": isattr(-3, 1)},
			extra: func(b *builder) []*graph.Value { return []*graph.Value{b.ints("shape", 3, 2)} }, want: "Slice"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			b.g.Opset = tc.opset
			ins := []*graph.Value{b.input("x", graph.Float32, tc.shape...)}
			if tc.extra != nil {
				ins = append(ins, tc.extra(b)...)
			}
			b.output(b.op(tc.op, tc.attrs, ins...))
			rtol := tc.rtol
			if rtol == 0 {
				rtol = 1e-5
			}
			after := checkEquivalentTol(t, b.g, Pipeline{Expand{}, &InferShapes{}}, rtol)
			if ops := countOps(after); ops[tc.op] != 0 || ops[tc.want] == 0 {
				t.Fatalf("after expand: %v", ops)
			}
		})
	}
}
