package passes

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
)

// builder makes small graphs for pass tests.
type builder struct {
	g *graph.Graph
	k int
}

func newBuilder() *builder { return &builder{g: graph.New("t", 17)} }

func (b *builder) input(name string, dt graph.DType, shape ...int64) *graph.Value {
	dims := make([]graph.Dim, len(shape))
	for i, d := range shape {
		dims[i] = graph.Dim{Size: d}
	}
	v := &graph.Value{Name: name, DType: dt, Dims: dims}
	b.g.Inputs = append(b.g.Inputs, v)
	return v
}

func (b *builder) konst(name string, t *graph.Tensor) *graph.Value {
	b.g.Initializers[name] = t
	return &graph.Value{Name: name, DType: t.DType, Shape: t.Shape, ShapeKnown: true}
}

func (b *builder) ints(name string, v ...int64) *graph.Value {
	t, _ := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(v))}, v)
	return b.konst(name, t)
}

func (b *builder) floats(name string, shape graph.Shape, v ...float64) *graph.Value {
	t, err := graph.FromFloat64s(graph.Float32, shape, v)
	if err != nil {
		panic(err)
	}
	return b.konst(name, t)
}

// op adds a node with nOut outputs and returns them.
func (b *builder) opN(op string, nOut int, attrs map[string]*graph.Attr, ins ...*graph.Value) []*graph.Value {
	b.k++
	n := &graph.Node{Name: op + "_" + itoa(b.k), OpType: op, Inputs: ins, Attrs: attrs}
	for i := 0; i < nOut; i++ {
		n.Outputs = append(n.Outputs, &graph.Value{Name: n.Name + "_out" + itoa(i), Producer: n})
	}
	b.g.Nodes = append(b.g.Nodes, n)
	return n.Outputs
}

func (b *builder) op(op string, attrs map[string]*graph.Attr, ins ...*graph.Value) *graph.Value {
	return b.opN(op, 1, attrs, ins...)[0]
}

func (b *builder) output(vs ...*graph.Value) { b.g.Outputs = append(b.g.Outputs, vs...) }

func itoa(i int) string {
	if i == 0 {
		return "0"
	}
	s := ""
	for ; i > 0; i /= 10 {
		s = string(rune('0'+i%10)) + s
	}
	return s
}

func iattr(v int64) *graph.Attr     { return &graph.Attr{Kind: graph.AttrInt, Int: v} }
func fattr(v float32) *graph.Attr   { return &graph.Attr{Kind: graph.AttrFloat, Float: v} }
func isattr(v ...int64) *graph.Attr { return &graph.Attr{Kind: graph.AttrInts, Ints: v} }

func newRand(t testing.TB) *rand.Rand {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	return rand.New(rand.NewPCG(seed, seed>>5))
}

func randomTensor(rng *rand.Rand, dt graph.DType, shape graph.Shape) *graph.Tensor {
	t, _ := graph.NewTensor(dt, shape)
	for i := 0; i < t.Len(); i++ {
		if dt.IsFloat() {
			t.SetFloat64(i, rng.NormFloat64())
		} else {
			t.SetInt64(i, int64(rng.IntN(7)))
		}
	}
	return t
}

// randomInputs draws inputs for g's declared (static) input dims.
func randomInputs(rng *rand.Rand, g *graph.Graph) map[string]*graph.Tensor {
	in := map[string]*graph.Tensor{}
	for _, v := range g.Inputs {
		s, _ := graph.StaticShape(v.Dims)
		in[v.Name] = randomTensor(rng, v.DType, s)
	}
	return in
}

// checkEquivalent runs the pipeline on a clone of g (after shape
// inference) and asserts that the result computes the same outputs on
// random inputs. It returns the rewritten graph.
func checkEquivalent(t *testing.T, g *graph.Graph, p Pipeline) *graph.Graph {
	t.Helper()
	return checkEquivalentTol(t, g, p, 1e-5)
}

// checkEquivalentTol is checkEquivalent with relative tolerance rtol: a
// rewrite into one fused op whose reference evaluation orders a long float32
// sum differently (attention's softmax and products) differs by a few
// float32 ulps of the sum, about 2e-5 relative on a small output now and
// then.
func checkEquivalentTol(t *testing.T, g *graph.Graph, p Pipeline, rtol float64) *graph.Graph {
	t.Helper()
	rng := newRand(t)
	ctx := context.Background()
	if err := (&InferShapes{}).Run(ctx, g); err != nil {
		t.Fatal(err)
	}
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	after := g.Clone()
	if err := p.Run(ctx, after, RunOptions{Validate: true}); err != nil {
		t.Fatal(err)
	}
	for trial := 0; trial < 3; trial++ {
		in := randomInputs(rng, g)
		want, err := ref.Evaluate(ctx, g, in)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ref.Evaluate(ctx, after, in)
		if err != nil {
			t.Fatalf("after passes: %v\n%s", err, after)
		}
		for name, w := range want {
			assertClose(t, name, got[name], w, rtol, 1e-6)
		}
	}
	return after
}

func countOps(g *graph.Graph) map[string]int {
	m := map[string]int{}
	for _, n := range g.Nodes {
		m[n.OpType]++
	}
	return m
}
