package passes

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// projGraph is an attention over three projections of x [2, 5, 16]: Q
// and K 16 columns wide (2 heads of 8), V 8 (2 heads of 4), each a
// MatMul by random weights and the chain change says.
type projGraph struct {
	// bias adds a bias to each projection (as bias + product: the
	// constant first); qScale multiplies Q alone by a scalar (the
	// chains then differ).
	bias, qScale bool
	// kOut makes K's projection a graph output too; vOther gives V's
	// projection another input; causal sets is_causal.
	kOut, vOther, causal bool
}

func (p projGraph) build() *graph.Graph {
	b := newBuilder()
	x := b.input("x", graph.Float32, 2, 5, 16)
	y := x
	if p.vOther {
		y = b.input("y", graph.Float32, 2, 5, 16)
	}
	rng := uint64(1)
	rnd := func(n int64) []float64 {
		out := make([]float64, n)
		for i := range out {
			rng = rng*6364136223846793005 + 1442695040888963407
			out[i] = float64(int64(rng>>40)%2001-1000) / 4000
		}
		return out
	}
	proj := func(name string, in *graph.Value, n int64) *graph.Value {
		w := b.floats(name+"_w", graph.Shape{16, n}, rnd(16*n)...)
		v := b.op("MatMul", nil, in, w)
		if p.bias {
			v = b.op("Add", nil, b.floats(name+"_b", graph.Shape{n}, rnd(n)...), v)
		}
		return v
	}
	q, k, v := proj("q", x, 16), proj("k", x, 16), proj("v", y, 8)
	if p.qScale {
		q = b.op("Mul", nil, q, b.floats("qs", graph.Shape{}, 0.5))
	}
	attrs := map[string]*graph.Attr{"q_num_heads": iattr(2), "kv_num_heads": iattr(2), "scale": fattr(0.3)}
	if p.causal {
		attrs["is_causal"] = iattr(1)
	}
	o := b.op("Attention", attrs, q, k, v)
	b.output(o)
	if p.kOut {
		b.output(k)
	}
	return b.g
}

// checkMerged checks that every Attention of g reads its Q, K and V as
// column Slices of one value (ColumnSlice), together covering it.
func checkMerged(t *testing.T, g *graph.Graph) {
	t.Helper()
	n := 0
	for _, a := range g.Nodes {
		if a.OpType != "Attention" {
			continue
		}
		n++
		var src *graph.Value
		var cols int64
		for i := range 3 {
			s := a.Input(i).Producer
			if s == nil {
				t.Fatalf("%s input %d is not computed", a.Name, i)
			}
			axis, _, size, ok := ColumnSlice(g, s)
			if !ok || axis != len(s.Input(0).Shape)-1 || src != nil && s.Input(0) != src {
				t.Fatalf("%s input %d comes from %s, want a column slice of one product", a.Name, i, s)
			}
			src, cols = s.Input(0), cols+size
		}
		if cols != src.Shape[len(src.Shape)-1] {
			t.Fatalf("%s: the slices cover %d of %d columns", a.Name, cols, src.Shape[len(src.Shape)-1])
		}
	}
	if n == 0 {
		t.Fatal("no Attention")
	}
}

// TestMergeProjections runs the pass on small attentions: three
// projections of one input with the same chain become one MatMul (and
// one bias Add) and column Slices, computing what they did on random
// inputs; a chain that differs, a projection read elsewhere, one of
// another input or a causal attention (a library kernel's) keeps the
// three products.
func TestMergeProjections(t *testing.T) {
	for _, tc := range []struct {
		name   string
		p      projGraph
		merged bool
	}{
		{"plain", projGraph{}, true},
		{"bias", projGraph{bias: true}, true},
		{"q_scaled", projGraph{bias: true, qScale: true}, false},
		{"k_output", projGraph{kOut: true}, false},
		{"v_other_input", projGraph{vOther: true}, false},
		{"causal", projGraph{bias: true, causal: true}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.p.build()
			after := checkEquivalent(t, g, Pipeline{MergeProjections{}, &InferShapes{}})
			ops := countOps(after)
			if !tc.merged {
				if ops["MatMul"] != 3 || ops["Slice"] != 0 {
					t.Fatalf("merged what it must not: %v", ops)
				}
				return
			}
			adds := 0
			if tc.p.bias {
				adds = 1
			}
			if ops["MatMul"] != 1 || ops["Add"] != adds || ops["Slice"] != 3 {
				t.Fatalf("after the pass: %v\n%s", ops, after)
			}
			checkMerged(t, after)
			for _, n := range after.Nodes {
				if n.OpType == "MatMul" && !n.Output(0).Shape.Equal(graph.Shape{2, 5, 40}) {
					t.Fatalf("merged product %v, want [2 5 40]", n.Output(0).Shape)
				}
			}
		})
	}
}

// TestMergeProjectionsModels runs the exported BERTs and the dynamo
// GPT-2 (whose c_attn is one product Split three ways) through the front
// end in fp32 and fp16: every attention reads column Slices of one
// product (BERT: one MatMul a layer instead of three; GPT-2: no Split
// left), and the graph computes what it did before the pass on random
// inputs.
func TestMergeProjectionsModels(t *testing.T) {
	for _, tc := range []struct {
		path string
		dims map[string]int64
	}{
		{sharedModel(t, "bert_mini"), map[string]int64{"batch": 2, "seq": 8}},
		{sharedModel(t, "bert_mini_dynamo"), nil},
		{"../../testdata/models/gpt2_mini/model.onnx", nil},
	} {
		for _, prec := range []graph.DType{graph.Float32, graph.Float16} {
			t.Run(filepath.Base(filepath.Dir(tc.path))+"/"+prec.String(), func(t *testing.T) {
				ctx := context.Background()
				g := importModel(t, tc.path)
				b := Bindings{Dims: tc.dims}
				if err := frontTo(t, b, "simplify").Run(ctx, g, RunOptions{Validate: true}); err != nil {
					t.Fatal(err)
				}
				pre := Pipeline{FuseAttention{}, &MixedPrecision{Type: prec}, FoldConstants{}, EliminateNoOps{}, CSE{}, DCE{}}
				if err := pre.Run(ctx, g, RunOptions{Validate: true}); err != nil {
					t.Fatal(err)
				}
				before := countOps(g)
				after := g.Clone()
				if err := (Pipeline{MergeProjections{}, &InferShapes{}}).Run(ctx, after, RunOptions{Validate: true}); err != nil {
					t.Fatal(err)
				}
				ops := countOps(after)
				layers := ops["Attention"]
				if layers == 0 || layers != before["Attention"] {
					t.Fatalf("attentions: %d before, %d after", before["Attention"], layers)
				}
				if ops["Split"] != 0 || ops["Slice"] != before["Slice"]+3*layers ||
					before["Split"] == 0 && ops["MatMul"] != before["MatMul"]-2*layers {
					t.Fatalf("%d layers: before %v, after %v", layers, before, ops)
				}
				checkMerged(t, after)
				checkMaskedEquivalent(t, g, after, newRand(t), func(v *graph.Value) bool { return v.DType == graph.Int64 })
			})
		}
	}
}
