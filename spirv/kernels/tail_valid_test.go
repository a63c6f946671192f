package kernels

import "testing"

// TestTailKernelsValid: row kernels with tails keep the launch contract and
// pass spirv-val, in every dtype the norms and softmax take, with y kept
// and dropped.
func TestTailKernelsValid(t *testing.T) {
	for _, dt := range []string{"float32", "float16", "bfloat16", "float64"} {
		for _, keep := range []bool{false, true} {
			tail := &Tail{Expr: Cast(Un("relu", In(0)), "float16"), DType: "float16", Keep: keep}
			sm, err := Softmax(SoftmaxSpec{Symbol: "sm", Rows: 3, Cols: 50, DType: dt, Tail: tail})
			if err != nil {
				t.Fatalf("%s softmax: %v", dt, err)
			}
			ln, err := Norm(NormSpec{Symbol: "ln", Kind: "layer", Shape: []int64{3, 50}, Axis: -1, Epsilon: 1e-5, DType: dt, Scale: true, Bias: true, Tail: tail})
			if err != nil {
				t.Fatalf("%s norm: %v", dt, err)
			}
			for _, k := range append(sm, ln...) {
				want := 2
				if keep {
					want = 3
				}
				if k.Symbol == "ln" {
					want += 2
				}
				if len(k.Args) != want || k.Args[len(k.Args)-1].Name != "t" || !k.Args[len(k.Args)-1].Write {
					t.Fatalf("%s %s keep=%v: arguments %+v", dt, k.Symbol, keep, k.Args)
				}
				checkKernel(t, k)
			}
		}
	}
}
