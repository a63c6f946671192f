package ref

import (
	"fmt"
	"math"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

func tensor(t *testing.T, dt graph.DType, shape graph.Shape, v ...float64) *graph.Tensor {
	t.Helper()
	x, err := graph.FromFloat64s(dt, shape, v)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

func run1(t *testing.T, op string, opset int64, attrs map[string]*graph.Attr, ins ...*graph.Tensor) *graph.Tensor {
	t.Helper()
	n := &graph.Node{Name: op, OpType: op, Attrs: attrs, Outputs: []*graph.Value{{Name: "y"}}}
	outs, err := EvalNode(n, opset, ins)
	if err != nil {
		t.Fatal(err)
	}
	return outs[0]
}

func ia(v int64) *graph.Attr { return &graph.Attr{Kind: graph.AttrInt, Int: v} }

// TestExactSemantics pins down the corners where ONNX differs from naive
// arithmetic: integer division truncates, Mod follows the divisor's sign
// unless fmod=1, casts truncate and wrap, Round is half-to-even, integer
// Pow is exact, and so on.
func TestExactSemantics(t *testing.T) {
	s := graph.Shape{4}
	tests := []struct {
		name  string
		op    string
		opset int64
		attrs map[string]*graph.Attr
		ins   []*graph.Tensor
		want  string
	}{
		{"div int8 truncates", "Div", 14, nil, []*graph.Tensor{tensor(t, graph.Int8, s, 7, -7, 7, -128), tensor(t, graph.Int8, s, 2, 2, -2, -1)}, "[3 -3 -3 -128]"},
		{"mod python sign", "Mod", 13, nil, []*graph.Tensor{tensor(t, graph.Int32, s, 7, -7, 7, -7), tensor(t, graph.Int32, s, 3, 3, -3, -3)}, "[1 2 -2 -1]"},
		{"mod fmod", "Mod", 13, map[string]*graph.Attr{"fmod": ia(1)}, []*graph.Tensor{tensor(t, graph.Float32, s, 7, -7, 7.5, -7.5), tensor(t, graph.Float32, s, 3, 3, -2, 2)}, "[1 -1 1.5 -1.5]"},
		{"cast float to int8 truncates", "Cast", 13, map[string]*graph.Attr{"to": ia(3)}, []*graph.Tensor{tensor(t, graph.Float32, s, 2.9, -2.9, 127.5, -0.5)}, "[2 -2 127 0]"},
		{"cast int16 to uint8 wraps", "Cast", 13, map[string]*graph.Attr{"to": ia(2)}, []*graph.Tensor{tensor(t, graph.Int16, s, 256, 257, -1, 300)}, "[0 1 255 44]"},
		{"cast to bool", "Cast", 13, map[string]*graph.Attr{"to": ia(9)}, []*graph.Tensor{tensor(t, graph.Float32, s, 0, 0.1, -3, math.NaN())}, "[0 1 1 1]"},
		{"round half even", "Round", 11, nil, []*graph.Tensor{tensor(t, graph.Float32, s, 0.5, 1.5, 2.5, -2.5)}, "[0 2 2 -2]"},
		{"pow int exact", "Pow", 15, nil, []*graph.Tensor{tensor(t, graph.Int64, s, 3, -2, 7, 2), tensor(t, graph.Int64, s, 5, 3, 0, 40)}, "[243 -8 1 1099511627776]"},
		{"pow int base float exp", "Pow", 15, nil, []*graph.Tensor{tensor(t, graph.Int32, s, 4, 9, 2, 3), tensor(t, graph.Float32, s, 0.5, 0.5, 3, -1)}, "[2 3 8 0]"},
		{"clip int bounds", "Clip", 13, nil, []*graph.Tensor{tensor(t, graph.Int8, s, -100, 0, 5, 100), tensor(t, graph.Int8, graph.Shape{}, -3), tensor(t, graph.Int8, graph.Shape{}, 4)}, "[-3 0 4 4]"},
		{"clip attrs before 11", "Clip", 6, map[string]*graph.Attr{"min": {Kind: graph.AttrFloat, Float: -1}}, []*graph.Tensor{tensor(t, graph.Float32, s, -5, 0, 5, -0.5)}, "[-1 0 5 -0.5]"},
		{"uint8 add wraps", "Add", 14, nil, []*graph.Tensor{tensor(t, graph.Uint8, s, 250, 1, 128, 0), tensor(t, graph.Uint8, s, 10, 1, 128, 0)}, "[4 2 0 0]"},
		{"uint64 compare", "Greater", 13, nil, []*graph.Tensor{u64(t, 1<<63, 1, 5, 0), u64(t, 1, 1<<63, 5, 1)}, "[1 0 0 0]"},
		{"bitshift right", "BitShift", 11, map[string]*graph.Attr{"direction": {Kind: graph.AttrString, String: "RIGHT"}}, []*graph.Tensor{tensor(t, graph.Uint8, s, 16, 255, 1, 128), tensor(t, graph.Uint8, s, 1, 4, 1, 7)}, "[8 15 0 1]"},
		{"max propagates nan", "Max", 13, nil, []*graph.Tensor{tensor(t, graph.Float32, s, 1, math.NaN(), 3, -1), tensor(t, graph.Float32, graph.Shape{1}, 2)}, "[2 NaN 3 2]"},
		{"relu int", "Relu", 14, nil, []*graph.Tensor{tensor(t, graph.Int32, s, -3, 0, 3, -1)}, "[0 0 3 0]"},
		{"softmax opset 11 flattens", "Softmax", 11, map[string]*graph.Attr{"axis": ia(0)}, []*graph.Tensor{tensor(t, graph.Float32, graph.Shape{2, 2}, 0, 0, 0, 0)}, "[0.25 0.25 0.25 0.25]"},
		{"reduce max empty", "ReduceMax", 18, map[string]*graph.Attr{"keepdims": ia(1)}, []*graph.Tensor{tensor(t, graph.Float32, graph.Shape{2, 0}), tensor(t, graph.Int64, graph.Shape{1}, 1)}, "[-Inf -Inf]"},
		{"reduce sum noop empty axes", "ReduceSum", 13, map[string]*graph.Attr{"noop_with_empty_axes": ia(1)}, []*graph.Tensor{tensor(t, graph.Float32, s, 1, 2, 3, 4), tensor(t, graph.Int64, graph.Shape{0})}, "[1 2 3 4]"},
		{"gather negative index", "Gather", 13, nil, []*graph.Tensor{tensor(t, graph.Float32, s, 10, 20, 30, 40), tensor(t, graph.Int64, graph.Shape{2}, -1, 0)}, "[40 10]"},
		{"slice negative step", "Slice", 13, nil, []*graph.Tensor{tensor(t, graph.Float32, s, 1, 2, 3, 4), tensor(t, graph.Int64, graph.Shape{1}, -1), tensor(t, graph.Int64, graph.Shape{1}, math.MinInt64), tensor(t, graph.Int64, graph.Shape{1}, 0), tensor(t, graph.Int64, graph.Shape{1}, -2)}, "[4 2]"},
		{"where broadcast", "Where", 16, nil, []*graph.Tensor{tensor(t, graph.Bool, graph.Shape{2, 1}, 1, 0), tensor(t, graph.Float32, graph.Shape{2}, 1, 2), tensor(t, graph.Float32, graph.Shape{}, 9)}, "[1 2 9 9]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			y := run1(t, tc.op, tc.opset, tc.attrs, tc.ins...)
			var got []string
			for i := 0; i < y.Len(); i++ {
				if y.DType.IsFloat() {
					got = append(got, fmt.Sprint(y.Float64(i)))
				} else {
					got = append(got, fmt.Sprint(y.Int64(i)))
				}
			}
			if s := fmt.Sprint(got); s != tc.want {
				t.Fatalf("got %s, want %s", s, tc.want)
			}
		})
	}
}

func u64(t *testing.T, v ...uint64) *graph.Tensor {
	x, _ := graph.NewTensor(graph.Uint64, graph.Shape{int64(len(v))})
	for i, u := range v {
		x.SetInt64(i, int64(u))
	}
	return x
}

// TestErrorsNotPanics feeds inconsistent inputs: each op must answer with
// an error that names the node.
func TestErrorsNotPanics(t *testing.T) {
	bad := []struct {
		op  string
		ins []*graph.Tensor
	}{
		{"MatMul", []*graph.Tensor{tensor(t, graph.Float32, graph.Shape{2, 3}, 1, 2, 3, 4, 5, 6), tensor(t, graph.Float32, graph.Shape{2}, 1, 2)}},
		{"Add", []*graph.Tensor{tensor(t, graph.Float32, graph.Shape{2}, 1, 2), tensor(t, graph.Float32, graph.Shape{3}, 1, 2, 3)}},
		{"Gather", []*graph.Tensor{tensor(t, graph.Float32, graph.Shape{2}, 1, 2), tensor(t, graph.Int64, graph.Shape{1}, 5)}},
		{"Reshape", []*graph.Tensor{tensor(t, graph.Float32, graph.Shape{2}, 1, 2), tensor(t, graph.Int64, graph.Shape{1}, 3)}},
		{"Div", []*graph.Tensor{tensor(t, graph.Int32, graph.Shape{1}, 1), tensor(t, graph.Int32, graph.Shape{1}, 0)}},
		{"Concat", []*graph.Tensor{tensor(t, graph.Float32, graph.Shape{}, 1)}},
		{"Add", []*graph.Tensor{tensor(t, graph.Float32, graph.Shape{1}, 1)}},
		{"Transpose", []*graph.Tensor{{DType: graph.Float32, Shape: graph.Shape{2}, Data: []byte{1}}}},
	}
	for _, b := range bad {
		n := &graph.Node{Name: "bad_" + b.op, OpType: b.op, Outputs: []*graph.Value{{Name: "y"}}}
		_, err := EvalNode(n, 17, b.ins)
		if err == nil {
			t.Errorf("%s: no error", b.op)
			continue
		}
		if msg := err.Error(); !contains(msg, "bad_"+b.op) || contains(msg, "internal error") {
			t.Errorf("%s: %v", b.op, err)
		}
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
