package driver

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// TestBindFromInputs checks that the given arrays' shapes bind a model's
// symbolic dims (named ones everywhere, anonymous ones for their input)
// and that contradictions are errors naming both sides.
func TestBindFromInputs(t *testing.T) {
	batch, seq := int64(rand.IntN(8)+1), int64(rand.IntN(64)+2)
	mk := func() *graph.Graph {
		g := graph.New("g", 17)
		g.Inputs = []*graph.Value{
			{Name: "ids", DType: graph.Int64, Dims: []graph.Dim{{Size: -1, Param: "batch"}, {Size: -1, Param: "seq"}}},
			{Name: "mask", DType: graph.Int64, Dims: []graph.Dim{{Size: -1, Param: "batch"}, {Size: -1, Param: "seq"}}},
			{Name: "feat", DType: graph.Float32, Dims: []graph.Dim{{Size: -1}, {Size: 16}}},
		}
		return g
	}
	o, err := CompileOptions{InputShapes: map[string][]int64{"ids": {batch, seq}, "feat": {3, 16}}}.bind(mk())
	if err != nil {
		t.Fatal(err)
	}
	if o.Dims["batch"] != batch || o.Dims["seq"] != seq || !slices.Equal(o.InputDims["feat"], []int64{3, 16}) {
		t.Fatalf("bound dims %v, input dims %v", o.Dims, o.InputDims)
	}
	bad := []struct {
		name string
		opts CompileOptions
		want []string
	}{
		{"inputs disagree", CompileOptions{InputShapes: map[string][]int64{"ids": {batch, seq}, "mask": {batch, seq + 1}}}, []string{"input mask", "seq", "input ids"}},
		{"array against --dim", CompileOptions{Dims: map[string]int64{"seq": seq + 1}, InputShapes: map[string][]int64{"ids": {batch, seq}}}, []string{"input ids", "--dim seq="}},
		{"array against --input-dim", CompileOptions{InputDims: map[string][]int64{"ids": {batch, seq + 1}}, InputShapes: map[string][]int64{"ids": {batch, seq}}}, []string{"input ids", "--input-dim ids="}},
		{"rank", CompileOptions{InputShapes: map[string][]int64{"ids": {batch * seq}}}, []string{"input ids", "rank 1", "rank 2"}},
		{"static dim", CompileOptions{InputShapes: map[string][]int64{"feat": {3, 17}}}, []string{"input feat", "dim 1 is 16"}},
		{"unknown dim", CompileOptions{Dims: map[string]int64{"sequence": seq}}, []string{"--dim sequence", "batch, seq"}},
	}
	for _, tt := range bad {
		_, err := tt.opts.bind(mk())
		if err == nil {
			t.Errorf("%s: no error", tt.name)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(err.Error(), w) {
				t.Errorf("%s: error %q does not say %q", tt.name, err, w)
			}
		}
	}
}
