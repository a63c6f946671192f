package passes

import (
	"context"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// TestInferTooLarge: an inferred shape past graph.MaxElements is refused at
// compile time, naming its node, like an input or initializer of that size.
func TestInferTooLarge(t *testing.T) {
	for _, tc := range []struct {
		name  string
		shape []int64
		err   string
	}{
		{"fits", []int64{4, 1 << 10}, ""},
		{"2^40 floats", []int64{1 << 20, 1 << 20}, "too large"},
		{"overflow", []int64{1 << 40, 1 << 40}, "elements"},
	} {
		b := newBuilder()
		x := b.input("x", graph.Float32, 1, 1)
		y := b.op("Expand", nil, x, b.ints("shape", tc.shape...))
		b.output(y)
		err := (&InferShapes{}).Run(context.Background(), b.g)
		switch {
		case tc.err == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err) || !strings.Contains(err.Error(), "Expand_1")):
			t.Errorf("%s: err %v, want %q naming node Expand_1", tc.name, err, tc.err)
		}
	}
}
