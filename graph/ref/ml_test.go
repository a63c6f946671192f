package ref

import (
	"math/rand/v2"
	"strconv"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
)

// TestCategoryMapper maps random strings to their codes (default for the
// unknown ones) and codes back to strings, as ai.onnx.ml defines it.
func TestCategoryMapper(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 5))
	cats := []string{"red", "green", "blue", "cyan"}
	codes := []int64{7, 3, 11, 5}
	n := &graph.Node{Name: "cm", OpType: "CategoryMapper", Outputs: []*graph.Value{{Name: "y"}}, Attrs: map[string]*graph.Attr{
		"cats_strings":   {Kind: graph.AttrStrings, Strings: cats},
		"cats_int64s":    {Kind: graph.AttrInts, Ints: codes},
		"default_int64":  {Kind: graph.AttrInt, Int: -9},
		"default_string": {Kind: graph.AttrString, String: "none"},
	}}
	words := make([]string, 12)
	nums := make([]int64, 12)
	for i := range words {
		j := rng.IntN(6)
		if j < len(cats) {
			words[i], nums[i] = cats[j], codes[j]
		} else {
			words[i], nums[i] = "w"+strconv.Itoa(j), 100+int64(j)
		}
	}
	x, _ := graph.FromStrings(graph.Shape{3, 4}, words)
	out, err := EvalNode(n, 21, []*graph.Tensor{x})
	if err != nil {
		t.Fatal(err)
	}
	for i, w := range words {
		want := int64(-9)
		for j, c := range cats {
			if c == w {
				want = codes[j]
			}
		}
		if got := out[0].Int64s()[i]; got != want || !out[0].Shape.Equal(x.Shape) {
			t.Fatalf("%q -> %d, want %d", w, got, want)
		}
	}
	xi, _ := graph.FromInt64s(graph.Int64, graph.Shape{12}, nums)
	back, err := EvalNode(n, 21, []*graph.Tensor{xi})
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range nums {
		want := "none"
		for j, c := range codes {
			if c == v {
				want = cats[j]
			}
		}
		if back[0].Strings[i] != want {
			t.Fatalf("%d -> %q, want %q", v, back[0].Strings[i], want)
		}
	}
}
