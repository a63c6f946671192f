package ref

import (
	"errors"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/graphtest"
)

// oneNode builds a graph of one node op over inputs of the given tensors'
// types and returns the node.
func oneNode(t *testing.T, op string, attrs map[string]*graph.Attr, ins ...*graph.Tensor) *graph.Node {
	t.Helper()
	b := graphtest.New("one")
	vs := make([]*graph.Value, len(ins))
	for i, in := range ins {
		if in != nil {
			vs[i] = b.Input(string(rune('a'+i)), in.DType, in.Shape...)
		}
	}
	g := b.Output(b.Node(op, attrs, vs, "y")...)
	return g.Nodes[0]
}

func f32s(t *testing.T, shape graph.Shape, v ...float64) *graph.Tensor {
	t.Helper()
	x, err := graph.FromFloat64s(graph.Float32, shape, v)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// TestOutputsBoundedBeforeAllocating is issue 32's allocations: each of
// these nodes would make gigabytes (Go cannot recover from a failed
// allocation: "fatal error: out of memory"), and each is an error naming
// the node, decided before anything is allocated. Compile-time evaluation
// (EvalNodeBounded with MaxFoldBytes) refuses far smaller values.
func TestOutputsBoundedBeforeAllocating(t *testing.T) {
	r := rand.New(rand.NewPCG(32, 2))
	x := randF32(t, r, graph.Shape{4})
	img := randF32(t, r, graph.Shape{1, 1, 8, 8})
	for _, tc := range []struct {
		name  string
		n     *graph.Node
		ins   []*graph.Tensor
		limit int64 // 0: EvalNode's
	}{
		{"ConstantOfShape [2^30,4]", nil, []*graph.Tensor{mustInts(t, []int64{1 << 30, 4})}, 0},
		{"ConstantOfShape [2^30,1] at compile time", nil, []*graph.Tensor{mustInts(t, []int64{1 << 30, 1})}, MaxFoldBytes},
		{"Tile by 2^30", nil, []*graph.Tensor{x, mustInts(t, []int64{1 << 30})}, 0},
		{"Range of 2^31 at compile time", nil, []*graph.Tensor{graph.Scalar(graph.Int64, 0), graph.Scalar(graph.Int64, 1<<31), graph.Scalar(graph.Int64, 1)}, MaxFoldBytes},
		{"Resize by 65536", nil, []*graph.Tensor{img, nil, f32s(t, graph.Shape{4}, 1, 1, 65536, 65536)}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			op := strings.Fields(tc.name)[0]
			n := oneNode(t, op, nil, tc.ins...)
			var err error
			if tc.limit > 0 {
				_, err = EvalNodeBounded(n, 18, tc.ins, tc.limit)
			} else {
				_, err = EvalNode(n, 18, tc.ins)
			}
			var se *SizeError
			if !errors.As(err, &se) || !strings.Contains(err.Error(), n.String()) {
				t.Fatalf("%v: want a *SizeError naming %s", err, n)
			}
		})
	}
	// Within the bound, the same ops compute.
	n := oneNode(t, "Tile", nil, x, mustInts(t, []int64{3}))
	out, err := EvalNodeBounded(n, 18, []*graph.Tensor{x, mustInts(t, []int64{3})}, MaxFoldBytes)
	if err != nil || out[0].Len() != 12 || out[0].Float64(9) != x.Float64(1) {
		t.Fatalf("Tile by 3: %v, %v", out, err)
	}
}

// TestWrongOrSilentResults: issue 32's ops that returned an empty tensor,
// a panic or a negative dim are errors.
func TestWrongOrSilentResults(t *testing.T) {
	r := rand.New(rand.NewPCG(32, 6))
	img := randF32(t, r, graph.Shape{1, 1, 4, 4})
	for _, tc := range []struct {
		name, op string
		attrs    map[string]*graph.Attr
		ins      []*graph.Tensor
		want     string
	}{
		{"Range overflowing int64", "Range", nil, []*graph.Tensor{graph.Scalar(graph.Int64, -(1 << 62)), graph.Scalar(graph.Int64, 1<<62), graph.Scalar(graph.Int64, 1)}, "more than"},
		{"Range to NaN", "Range", nil, []*graph.Tensor{graph.Scalar(graph.Float32, 0), graph.Scalar(graph.Float32, math.NaN()), graph.Scalar(graph.Float32, 1)}, "not finite"},
		{"Range by inf", "Range", nil, []*graph.Tensor{graph.Scalar(graph.Float32, 0), graph.Scalar(graph.Float32, 5), graph.Scalar(graph.Float32, math.Inf(1))}, "not finite"},
		{"Resize by inf", "Resize", nil, []*graph.Tensor{img, nil, f32s(t, graph.Shape{4}, 1, 1, math.Inf(1), 2)}, "finite"},
		{"Resize by NaN", "Resize", nil, []*graph.Tensor{img, nil, f32s(t, graph.Shape{4}, 1, 1, math.NaN(), 2)}, "finite"},
		{"StringNormalizer of invalid UTF-8", "StringNormalizer", map[string]*graph.Attr{"case_change_action": {Kind: graph.AttrString, String: "LOWER"}},
			[]*graph.Tensor{{DType: graph.String, Shape: graph.Shape{2}, Strings: []string{"ok", "bad\xff\xfe"}}}, "not valid UTF-8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := oneNode(t, tc.op, tc.attrs, tc.ins...)
			out, err := EvalNode(n, 18, tc.ins)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("%v, %v: want an error saying %q", out, err, tc.want)
			}
			if strings.Contains(err.Error(), "internal error") {
				t.Fatalf("a panic: %v", err)
			}
		})
	}
}
