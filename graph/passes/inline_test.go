package passes

import (
	"context"
	"math"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
)

// ifOnShape builds y = If(size(x) == size) { relu(x) + k } else { thenOut }
// followed by tail (a node after the If, or the If's output as the graph
// output); elseReturnsX makes the else-branch return the captured x as is.
func ifOnShape(size int64, tail bool, elseReturnsX bool) (*graph.Graph, *graph.Value) {
	b := newBuilder()
	x := b.input("x", graph.Float32, 2, 3)
	n := b.op("Size", nil, x)
	cond := b.op("Equal", nil, n, b.konst("want", graph.Scalar(graph.Int64, float64(size))))

	capture := func(g *graph.Graph) *graph.Value {
		v := &graph.Value{Name: "x", DType: graph.Float32}
		g.Captures = append(g.Captures, v)
		return v
	}
	then := graph.New("then", 17)
	tx := capture(then)
	then.Initializers["k"] = graph.Scalar(graph.Float32, 0.25)
	k := &graph.Value{Name: "k", DType: graph.Float32, Shape: graph.Shape{}, ShapeKnown: true}
	relu := &graph.Node{Name: "relu", OpType: "Relu", Inputs: []*graph.Value{tx}}
	r := &graph.Value{Name: "r", Producer: relu}
	relu.Outputs = []*graph.Value{r}
	add := &graph.Node{Name: "add", OpType: "Add", Inputs: []*graph.Value{r, k}}
	tout := &graph.Value{Name: "tout", Producer: add}
	add.Outputs = []*graph.Value{tout}
	then.Nodes = []*graph.Node{relu, add}
	then.Outputs = []*graph.Value{tout}

	els := graph.New("else", 17)
	ex := capture(els)
	if elseReturnsX {
		els.Outputs = []*graph.Value{ex}
	} else {
		neg := &graph.Node{Name: "neg", OpType: "Neg", Inputs: []*graph.Value{ex}}
		eout := &graph.Value{Name: "eout", Producer: neg}
		neg.Outputs = []*graph.Value{eout}
		els.Nodes = []*graph.Node{neg}
		els.Outputs = []*graph.Value{eout}
	}
	y := b.op("If", map[string]*graph.Attr{"then_branch": {Kind: graph.AttrGraph, Graph: then}, "else_branch": {Kind: graph.AttrGraph, Graph: els}}, cond, x)
	out := y
	if tail {
		out = b.op("Mul", nil, y, y)
	}
	b.g.Outputs = []*graph.Value{out}
	return b.g, x
}

// TestInlineIf checks that an If whose condition folds to a constant is
// replaced by the branch it takes, and that the graph computes the same.
func TestInlineIf(t *testing.T) {
	x, err := graph.FromFloat32s(graph.Shape{2, 3}, []float32{-1.5, 2, 0.5, -3, 4, -0.25})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name        string
		size        int64
		tail, elseX bool
		wantIf      bool
	}{
		{"then taken, If inside", 6, true, false, false},
		{"else taken, If inside", 7, true, false, false},
		{"then taken, If is the output", 6, false, false, false},
		{"else returns its input as the output: kept", 7, false, true, true},
		{"else returns its input, read by a node", 7, true, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, _ := ifOnShape(tc.size, tc.tail, tc.elseX)
			orig, _ := ifOnShape(tc.size, tc.tail, tc.elseX)
			want, err := ref.Evaluate(context.Background(), orig, map[string]*graph.Tensor{"x": x})
			if err != nil {
				t.Fatal(err)
			}
			pl := Pipeline{&InferShapes{}, FoldConstants{}, InlineIf{}, DCE{}}
			if err := pl.Run(context.Background(), g, RunOptions{}); err != nil {
				t.Fatal(err)
			}
			if err := g.Validate(); err != nil {
				t.Fatalf("invalid after inlining: %v\n%s", err, g)
			}
			hasIf := false
			for _, n := range g.Nodes {
				hasIf = hasIf || n.OpType == "If"
			}
			if hasIf != tc.wantIf {
				t.Fatalf("If left: %v, want %v\n%s", hasIf, tc.wantIf, g)
			}
			got, err := ref.Evaluate(context.Background(), g, map[string]*graph.Tensor{"x": x})
			if err != nil {
				t.Fatal(err)
			}
			for name, w := range want {
				gv, wv := got[name].Float64s(), w.Float64s()
				for i := range wv {
					if math.Abs(gv[i]-wv[i]) > 1e-6 {
						t.Fatalf("%s[%d] = %g, want %g", name, i, gv[i], wv[i])
					}
				}
			}
		})
	}
}

// TestDCEKeepsCapturedValues: a value the outer graph computes and only a
// subgraph reads survives dead-code elimination (the If binds it as an
// input).
func TestDCEKeepsCapturedValues(t *testing.T) {
	b := newBuilder()
	c := b.input("c", graph.Bool)
	x := b.input("x", graph.Float32, 2, 3)
	r := b.op("Relu", nil, x)
	branch := func(name, op string) *graph.Graph {
		sg := graph.New(name, 17)
		rc := &graph.Value{Name: r.Name, DType: graph.Float32}
		sg.Captures = []*graph.Value{rc}
		n := &graph.Node{Name: name + "_op", OpType: op, Inputs: []*graph.Value{rc}}
		o := &graph.Value{Name: name + "_out", Producer: n}
		n.Outputs = []*graph.Value{o}
		sg.Nodes, sg.Outputs = []*graph.Node{n}, []*graph.Value{o}
		return sg
	}
	y := b.op("If", map[string]*graph.Attr{"then_branch": {Kind: graph.AttrGraph, Graph: branch("then", "Neg")},
		"else_branch": {Kind: graph.AttrGraph, Graph: branch("else", "Abs")}}, c, r)
	b.output(y)
	g := b.g
	if err := (Pipeline{&InferShapes{}, CSE{}, DCE{}}).Run(context.Background(), g, RunOptions{Validate: true}); err != nil {
		t.Fatal(err)
	}
	if len(g.Nodes) != 2 || g.Nodes[0] != r.Producer {
		t.Fatalf("DCE removed the Relu only the If's branches read:\n%s", g)
	}
}
