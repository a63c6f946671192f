package ref

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
)

// evalSeq evaluates one op over inputs (nil for an omitted one).
func evalSeq(t *testing.T, op string, attrs map[string]*graph.Attr, ins ...*graph.Tensor) (*graph.Tensor, error) {
	t.Helper()
	n := &graph.Node{Name: op, OpType: op, Attrs: attrs, Outputs: []*graph.Value{{Name: "y"}}}
	for i, x := range ins {
		if x == nil {
			n.Inputs = append(n.Inputs, nil)
			continue
		}
		n.Inputs = append(n.Inputs, &graph.Value{Name: string(rune('a' + i)), DType: x.DType})
	}
	outs, err := EvalNode(n, 21, ins)
	if err != nil {
		return nil, err
	}
	return outs[0], nil
}

func intAttr(v int64) *graph.Attr { return &graph.Attr{Kind: graph.AttrInt, Int: v} }

// TestSequenceOps runs the sequence and optional ops on fresh random data:
// SplitToSequence (chunk size, sizes, slices without keepdims) and
// ConcatFromSequence (joining, stacking) give back the input; Insert, At,
// Erase and Length keep the order ONNX defines, negative positions
// included; the optional ops wrap and unwrap; a position out of range and
// an empty optional's element are errors, and an op that takes no
// sequences refuses one as unsupported.
func TestSequenceOps(t *testing.T) {
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 17))
	v := make([]float64, 4*6)
	for i := range v {
		v[i] = rng.NormFloat64()
	}
	x, _ := graph.FromFloat64s(graph.Float32, graph.Shape{4, 6}, v)
	scalar := func(k int64) *graph.Tensor {
		s, _ := graph.FromInt64s(graph.Int64, graph.Shape{}, []int64{k})
		return s
	}
	list, _ := graph.FromInt64s(graph.Int64, graph.Shape{3}, []int64{1, 3, 2})
	for _, tc := range []struct {
		name   string
		split  *graph.Tensor
		attrs  map[string]*graph.Attr
		shapes []string
		concat map[string]*graph.Attr
	}{
		{"chunks of 4", scalar(4), map[string]*graph.Attr{"axis": intAttr(1)}, []string{"[4,4]", "[4,2]"}, map[string]*graph.Attr{"axis": intAttr(1)}},
		{"sizes", list, map[string]*graph.Attr{"axis": intAttr(1)}, []string{"[4,1]", "[4,3]", "[4,2]"}, map[string]*graph.Attr{"axis": intAttr(-1)}},
		{"slices", nil, map[string]*graph.Attr{"keepdims": intAttr(0)}, []string{"[6]", "[6]", "[6]", "[6]"}, map[string]*graph.Attr{"axis": intAttr(0), "new_axis": intAttr(1)}},
	} {
		s, err := evalSeq(t, "SplitToSequence", tc.attrs, x, tc.split)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var shapes []string
		for _, e := range s.Elems {
			shapes = append(shapes, e.Shape.String())
		}
		if s.DType != graph.Sequence || !slices.Equal(shapes, tc.shapes) {
			t.Errorf("%s: %v, want shapes %v", tc.name, s, tc.shapes)
		}
		back, err := evalSeq(t, "ConcatFromSequence", tc.concat, s)
		if err != nil || !back.Shape.Equal(x.Shape) || string(back.Data) != string(x.Data) {
			t.Errorf("%s: concatenated back to %v (%v), want the input", tc.name, back, err)
		}
	}
	parts := func(s *graph.Tensor) []float64 {
		var out []float64
		for _, e := range s.Elems {
			out = append(out, e.Float64s()[0])
		}
		return out
	}
	a, b, c := graph.Scalar(graph.Float32, 1), graph.Scalar(graph.Float32, 2), graph.Scalar(graph.Float32, 3)
	s, err := evalSeq(t, "SequenceConstruct", nil, a, b)
	if err != nil {
		t.Fatal(err)
	}
	s, err = evalSeq(t, "SequenceInsert", nil, s, c, scalar(-1)) // before the last
	if err != nil || !slices.Equal(parts(s), []float64{1, 3, 2}) {
		t.Fatalf("insert at -1: %v %v", s, err)
	}
	s, err = evalSeq(t, "SequenceErase", nil, s, scalar(0))
	if err != nil || !slices.Equal(parts(s), []float64{3, 2}) {
		t.Fatalf("erase 0: %v %v", s, err)
	}
	if at, err := evalSeq(t, "SequenceAt", nil, s, scalar(-2)); err != nil || at.Float64s()[0] != 3 {
		t.Errorf("at -2: %v %v", at, err)
	}
	if n, err := evalSeq(t, "SequenceLength", nil, s); err != nil || n.Int64s()[0] != 2 {
		t.Errorf("length: %v %v", n, err)
	}
	if _, err := evalSeq(t, "SequenceAt", nil, s, scalar(2)); err == nil || !strings.Contains(err.Error(), "position 2 is out of range for a sequence of 2") {
		t.Errorf("at 2 of 2: %v", err)
	}
	empty, err := evalSeq(t, "SequenceEmpty", nil)
	if err != nil || len(empty.Elems) != 0 {
		t.Errorf("empty: %v %v", empty, err)
	}
	o, err := evalSeq(t, "Optional", nil, s)
	if err != nil {
		t.Fatal(err)
	}
	if h, err := evalSeq(t, "OptionalHasElement", nil, o); err != nil || h.Data[0] != 1 {
		t.Errorf("has element: %v %v", h, err)
	}
	if g, err := evalSeq(t, "OptionalGetElement", nil, o); err != nil || g != s {
		t.Errorf("get element: %v %v", g, err)
	}
	none, err := evalSeq(t, "Optional", map[string]*graph.Attr{"type": {Kind: graph.AttrString, String: "seq(tensor(float32))"}})
	if err != nil {
		t.Fatal(err)
	}
	if h, err := evalSeq(t, "OptionalHasElement", nil, none); err != nil || h.Data[0] != 0 {
		t.Errorf("has element of none: %v %v", h, err)
	}
	if _, err := evalSeq(t, "OptionalGetElement", nil, none); err == nil || !strings.Contains(err.Error(), "holds no value") {
		t.Errorf("element of none: %v", err)
	}
	var ue *UnsupportedError
	if _, err := evalSeq(t, "Relu", nil, s); !errors.As(err, &ue) || !strings.Contains(err.Error(), "does not take sequence or optional values") {
		t.Errorf("Relu of a sequence: %v", err)
	}
}
