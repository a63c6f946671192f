package ref

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
)

// TestZipMap: each row of scores becomes a map from the class labels
// (int64 or string) to the row's values, in the labels' order, the rows a
// sequence; a 1-D input is one row, no rows an empty sequence; the label
// attributes (exactly one, no label twice, one per score) and the input
// (float32, rank 1 or 2) are checked.
func TestZipMap(t *testing.T) {
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 31))
	scores := func(shape graph.Shape) *graph.Tensor {
		v := make([]float64, shape.Size())
		for i := range v {
			v[i] = rng.Float64()
		}
		x, err := graph.FromFloat64s(graph.Float32, shape, v)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	ints := func(v ...int64) map[string]*graph.Attr {
		return map[string]*graph.Attr{"classlabels_int64s": {Kind: graph.AttrInts, Ints: v}}
	}
	strs := func(v ...string) map[string]*graph.Attr {
		return map[string]*graph.Attr{"classlabels_strings": {Kind: graph.AttrStrings, Strings: v}}
	}
	for _, tc := range []struct {
		name  string
		attrs map[string]*graph.Attr
		x     *graph.Tensor
		rows  int
		err   string
	}{
		{"int64 labels", ints(5, -3, 0), scores(graph.Shape{4, 3}), 4, ""},
		{"string labels", strs("cat", "dog"), scores(graph.Shape{3, 2}), 3, ""},
		{"one row of 1-D scores", strs("a", "b", "c"), scores(graph.Shape{3}), 1, ""},
		{"no rows", ints(1, 2), scores(graph.Shape{0, 2}), 0, ""},
		{"labels twice", ints(1, 1), scores(graph.Shape{2, 2}), 0, "map key 1 appears twice"},
		{"labels of both kinds", map[string]*graph.Attr{"classlabels_int64s": {Kind: graph.AttrInts, Ints: []int64{1}}, "classlabels_strings": {Kind: graph.AttrStrings, Strings: []string{"a"}}}, scores(graph.Shape{1, 1}), 0, "exactly one of"},
		{"no labels", nil, scores(graph.Shape{1, 1}), 0, "exactly one of"},
		{"too few labels", ints(1, 2), scores(graph.Shape{2, 3}), 0, "has 3 scores a row for 2 class labels"},
		{"rank 3", ints(1), scores(graph.Shape{1, 1, 1}), 0, "rank 3"},
		{"float64 scores", ints(1), func() *graph.Tensor { x, _ := graph.NewTensor(graph.Float64, graph.Shape{1, 1}); return x }(), 0, "want float32"},
	} {
		y, err := evalSeq(t, "ZipMap", tc.attrs, tc.x)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%s: %v, want %q", tc.name, err, tc.err)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if y.DType != graph.Sequence || len(y.Elems) != tc.rows {
			t.Fatalf("%s: %v, want a sequence of %d maps", tc.name, y, tc.rows)
		}
		for r, m := range y.Elems {
			if m.DType != graph.Map {
				t.Fatalf("%s: item %d is %v", tc.name, r, m)
			}
			keys, vals := m.Elems[0], m.Elems[1]
			for c := range keys.Len() {
				if keys.DType == graph.String {
					if keys.Strings[c] != tc.attrs["classlabels_strings"].Strings[c] {
						t.Errorf("%s: map %d key %d = %q", tc.name, r, c, keys.Strings[c])
					}
				} else if keys.Int64(c) != tc.attrs["classlabels_int64s"].Ints[c] {
					t.Errorf("%s: map %d key %d = %d", tc.name, r, c, keys.Int64(c))
				}
				if got, want := vals.Float64(c), tc.x.Float64(r*keys.Len()+c); got != want {
					t.Errorf("%s: map %d value %d = %v, want %v", tc.name, r, c, got, want)
				}
			}
		}
	}
}
