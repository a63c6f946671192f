package passes

import (
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// TestUnitTransposes checks which Transposes become Reshapes (those that
// move only dims of size 1) and that the graph computes the same on fresh
// random data.
func TestUnitTransposes(t *testing.T) {
	for _, tc := range []struct {
		name    string
		shape   []int64
		perm    []int64 // nil: no perm attribute (reverse the dims)
		reshape bool
	}{
		{"lstm_seg_y", []int64{9, 2, 1, 5}, []int64{0, 2, 1, 3}, true},
		{"batch1_seq_first", []int64{7, 1, 6}, []int64{1, 0, 2}, true},
		{"units_around", []int64{1, 4, 1, 3}, []int64{2, 0, 1, 3}, true},
		{"default_perm_row", []int64{1, 5}, nil, true},
		{"matrix", []int64{2, 3}, []int64{1, 0}, false},
		{"big_dims_swap", []int64{1, 4, 1, 3}, []int64{2, 0, 3, 1}, false},
		{"default_perm_matrix", []int64{3, 1, 2}, nil, false},
		{"empty", []int64{0, 1, 3}, []int64{1, 0, 2}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			x := b.input("x", graph.Float32, tc.shape...)
			// The Transpose reads an intermediate value and feeds another
			// node, as in a model.
			e := b.op("Exp", nil, x)
			var attrs map[string]*graph.Attr
			if tc.perm != nil {
				attrs = map[string]*graph.Attr{"perm": isattr(tc.perm...)}
			}
			b.output(b.op("Neg", nil, b.op("Transpose", attrs, e)))
			after := checkEquivalent(t, b.g, Pipeline{UnitTransposes{}, &InferShapes{}})
			ops := countOps(after)
			if tc.reshape != (ops["Reshape"] == 1 && ops["Transpose"] == 0) || ops["Reshape"]+ops["Transpose"] != 1 {
				t.Fatalf("want reshape %v: %v\n%s", tc.reshape, ops, after)
			}
		})
	}
}
