package ref

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx"
)

func newRand(t testing.TB) *rand.Rand {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	return rand.New(rand.NewPCG(seed, seed>>7))
}

func randTensor(rng *rand.Rand, shape ...int64) *graph.Tensor {
	n := graph.Shape(shape).Size()
	v := make([]float32, n)
	for i := range v {
		v[i] = float32(rng.NormFloat64())
	}
	t, _ := graph.FromFloat32s(shape, v)
	return t
}

func readNpy(t testing.TB, path string) *graph.Tensor {
	t.Helper()
	a, err := npy.ReadFile(path)
	if err != nil {
		t.Fatalf("read %s: %v", path, err)
	}
	dt, err := graph.ParseDType(a.DType)
	if err != nil {
		t.Fatal(err)
	}
	return &graph.Tensor{DType: dt, Shape: a.Shape, Data: a.Data}
}

// allClose reports the largest violation of |got-want| <= atol + rtol*|want|.
func allClose(t testing.TB, got, want *graph.Tensor, rtol, atol float64) {
	t.Helper()
	if got.DType != want.DType || !got.Shape.Equal(want.Shape) {
		t.Fatalf("got %v, want %v", got, want)
	}
	g, w := got.Float64s(), want.Float64s()
	for i := range g {
		if d := math.Abs(g[i] - w[i]); d > atol+rtol*math.Abs(w[i]) || math.IsNaN(g[i]) != math.IsNaN(w[i]) {
			t.Fatalf("element %d: got %v, want %v", i, g[i], w[i])
		}
	}
}

func TestMLPMatchesOnnxRuntime(t *testing.T) {
	dir, _ := filepath.Abs("../../../shared/models/mlp")
	if _, err := os.Stat(dir); err != nil {
		t.Fatalf("shared test model missing (the project expects ../shared beside it): %v", err)
	}
	g, err := onnx.ImportFile(filepath.Join(dir, "model.onnx"), onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	out, err := Evaluate(context.Background(), g, map[string]*graph.Tensor{"x": readNpy(t, filepath.Join(dir, "input_x.npy"))})
	if err != nil {
		t.Fatal(err)
	}
	allClose(t, out["y"], readNpy(t, filepath.Join(dir, "output_y.npy")), 1e-4, 1e-5)
}

// naiveGemm computes alpha*op(A)*op(B) + beta*C with C broadcast, directly
// from the definition.
func naiveGemm(a, b, c []float32, m, k, n int, transA, transB bool, alpha, beta float64, cshape graph.Shape) []float64 {
	out := make([]float64, m*n)
	for i := 0; i < m; i++ {
		for j := 0; j < n; j++ {
			var s float64
			for l := 0; l < k; l++ {
				ai, bi := i*k+l, l*n+j
				if transA {
					ai = l*m + i
				}
				if transB {
					bi = j*k + l
				}
				s += float64(a[ai]) * float64(b[bi])
			}
			s *= alpha
			if c != nil {
				ci := 0
				switch {
				case len(cshape) == 2 && cshape[0] == int64(m) && cshape[1] == int64(n):
					ci = i*n + j
				case len(cshape) >= 1 && cshape[len(cshape)-1] == int64(n):
					ci = j
				}
				s += beta * float64(c[ci])
			}
			out[i*n+j] = s
		}
	}
	return out
}

func TestGemm(t *testing.T) {
	rng := newRand(t)
	for _, tc := range []struct {
		transA, transB bool
		cshape         graph.Shape
	}{
		{false, false, graph.Shape{5}}, {true, false, nil}, {false, true, graph.Shape{3, 5}},
		{true, true, graph.Shape{}}, {false, true, graph.Shape{1, 5}},
	} {
		m, k, n := 3, 4, 5
		ash, bsh := graph.Shape{3, 4}, graph.Shape{4, 5}
		if tc.transA {
			ash = graph.Shape{4, 3}
		}
		if tc.transB {
			bsh = graph.Shape{5, 4}
		}
		a, b := randTensor(rng, ash...), randTensor(rng, bsh...)
		alpha, beta := float32(0.5+rng.Float64()), float32(rng.Float64()*2)
		node := &graph.Node{Name: "g", OpType: "Gemm", Attrs: map[string]*graph.Attr{
			"alpha": {Kind: graph.AttrFloat, Float: alpha}, "beta": {Kind: graph.AttrFloat, Float: beta},
			"transA": {Kind: graph.AttrInt, Int: b2i(tc.transA)}, "transB": {Kind: graph.AttrInt, Int: b2i(tc.transB)}}}
		ins := []*graph.Tensor{a, b}
		var cv []float32
		if tc.cshape != nil {
			c := randTensor(rng, tc.cshape...)
			ins = append(ins, c)
			cv = c.Float32s()
		}
		node.Outputs = []*graph.Value{{Name: "y"}}
		outs, err := EvalNode(node, 17, ins)
		if err != nil {
			t.Fatal(err)
		}
		want := naiveGemm(a.Float32s(), b.Float32s(), cv, m, k, n, tc.transA, tc.transB, float64(alpha), float64(beta), tc.cshape)
		wt, _ := graph.FromFloat64s(graph.Float32, graph.Shape{3, 5}, want)
		allClose(t, outs[0], wt, 1e-6, 1e-6)
	}
}

func TestSoftmaxRowsSumToOne(t *testing.T) {
	rng := newRand(t)
	x := randTensor(rng, 2, 3, 7)
	for _, axis := range []int64{-1, 1, 0} {
		n := &graph.Node{Name: "s", OpType: "Softmax", Outputs: []*graph.Value{{Name: "y"}},
			Attrs: map[string]*graph.Attr{"axis": {Kind: graph.AttrInt, Int: axis}}}
		outs, err := EvalNode(n, 13, []*graph.Tensor{x})
		if err != nil {
			t.Fatal(err)
		}
		y := outs[0]
		ax, _ := graph.NormalizeAxis(axis, 3)
		outer, m, inner := axisSplit(x.Shape, ax)
		for o := 0; o < outer; o++ {
			for i := 0; i < inner; i++ {
				var s float64
				for j := 0; j < m; j++ {
					s += y.Float64(o*m*inner + j*inner + i)
				}
				if math.Abs(s-1) > 1e-6 {
					t.Fatalf("axis %d: sum %v", axis, s)
				}
			}
		}
	}
}

func TestMatMulBroadcast(t *testing.T) {
	rng := newRand(t)
	a, b := randTensor(rng, 2, 1, 3, 4), randTensor(rng, 5, 4, 2)
	n := &graph.Node{Name: "m", OpType: "MatMul", Outputs: []*graph.Value{{Name: "y"}}}
	outs, err := EvalNode(n, 13, []*graph.Tensor{a, b})
	if err != nil {
		t.Fatal(err)
	}
	y := outs[0]
	if !y.Shape.Equal(graph.Shape{2, 5, 3, 2}) {
		t.Fatalf("shape %v", y.Shape)
	}
	av, bv := a.Float64s(), b.Float64s()
	for i0 := 0; i0 < 2; i0++ {
		for i1 := 0; i1 < 5; i1++ {
			for r := 0; r < 3; r++ {
				for c := 0; c < 2; c++ {
					var s float64
					for k := 0; k < 4; k++ {
						s += av[i0*12+r*4+k] * bv[i1*8+k*2+c]
					}
					got := y.Float64(((i0*5+i1)*3+r)*2 + c)
					if math.Abs(got-s) > 1e-5 {
						t.Fatalf("[%d,%d,%d,%d] = %v, want %v", i0, i1, r, c, got, s)
					}
				}
			}
		}
	}
}

func TestEvaluateRejectsBadInputs(t *testing.T) {
	g, err := onnx.ImportFile("../../testdata/sample/model.onnx", onnx.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rng := newRand(t)
	for name, in := range map[string]map[string]*graph.Tensor{
		"missing":     {},
		"wrong shape": {"x": randTensor(rng, 4, 63)},
		"unknown":     {"x": randTensor(rng, 4, 64), "z": randTensor(rng, 1)},
	} {
		if _, err := Evaluate(context.Background(), g, in); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	out, err := Evaluate(context.Background(), g, map[string]*graph.Tensor{"x": randTensor(rng, 4, 64)})
	if err != nil {
		t.Fatal(err)
	}
	if y := out["y"]; !y.Shape.Equal(graph.Shape{4, 32}) {
		t.Fatalf("y = %v", y)
	}
}
