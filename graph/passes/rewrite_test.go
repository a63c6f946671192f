package passes

import (
	"context"
	"fmt"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// TestFoldShapeSubgraph builds the Shape→Gather→Unsqueeze→Concat→Reshape
// pattern of exported transformers and checks that folding leaves only the
// Reshape, with a constant shape.
func TestFoldShapeSubgraph(t *testing.T) {
	b := newBuilder()
	x := b.input("x", graph.Float32, 2, 6, 4)
	shape := b.op("Shape", nil, x)
	i0, _ := graph.FromInt64s(graph.Int64, graph.Shape{}, []int64{0})
	i1, _ := graph.FromInt64s(graph.Int64, graph.Shape{}, []int64{1})
	d0 := b.op("Gather", map[string]*graph.Attr{"axis": iattr(0)}, shape, b.konst("i0", i0))
	d1 := b.op("Gather", map[string]*graph.Attr{"axis": iattr(0)}, shape, b.konst("i1", i1))
	u0 := b.op("Unsqueeze", nil, d0, b.ints("ax0", 0))
	u1 := b.op("Unsqueeze", nil, d1, b.ints("ax1", 0))
	cat := b.op("Concat", map[string]*graph.Attr{"axis": iattr(0)}, u0, u1, b.ints("rest", 2, 2))
	y := b.op("Reshape", nil, x, cat)
	b.output(b.op("Relu", nil, y))
	after := checkEquivalent(t, b.g, Pipeline{FoldConstants{}, DCE{}})
	ops := countOps(after)
	if len(after.Nodes) != 2 || ops["Reshape"] != 1 || ops["Relu"] != 1 {
		t.Fatalf("after folding:\n%s", after)
	}
	rs := after.Nodes[0]
	if s := after.Const(rs.Inputs[1]); s == nil || fmt.Sprint(s.Int64s()) != "[2 6 2 2]" {
		t.Fatalf("reshape target %v", s)
	}
	if len(after.Initializers) != 1 {
		t.Fatalf("initializers left: %d", len(after.Initializers))
	}
}

func TestFoldKeepsRandomAndOutputs(t *testing.T) {
	b := newBuilder()
	x := b.input("x", graph.Float32, 3)
	k := b.op("Neg", nil, b.floats("c", graph.Shape{3}, 1, 2, 3))
	b.output(b.op("Add", nil, x, k), b.op("Exp", nil, b.floats("d", graph.Shape{1}, 0.5)))
	after := checkEquivalent(t, b.g, Pipeline{FoldConstants{}, DCE{}})
	ops := countOps(after)
	if ops["Neg"] != 0 || ops["Add"] != 1 || ops["Exp"] != 1 {
		t.Fatalf("graph output computed from constants must stay a node; got:\n%s", after)
	}
}

func TestDCE(t *testing.T) {
	b := newBuilder()
	x := b.input("x", graph.Float32, 4)
	live := b.op("Relu", nil, x)
	dead1 := b.op("Exp", nil, x)
	b.op("Add", nil, dead1, b.floats("unused", graph.Shape{4}, 1, 2, 3, 4))
	b.output(live)
	after := checkEquivalent(t, b.g, Pipeline{DCE{}})
	if len(after.Nodes) != 1 || len(after.Initializers) != 0 {
		t.Fatalf("after DCE:\n%s", after)
	}
}

func TestCSE(t *testing.T) {
	b := newBuilder()
	x := b.input("x", graph.Float32, 2, 3)
	w1 := b.floats("w1", graph.Shape{3}, 1, 2, 3)
	w2 := b.floats("w2", graph.Shape{3}, 1, 2, 3) // same contents, other name
	a1 := b.op("Mul", nil, x, w1)
	a2 := b.op("Mul", nil, x, w2)
	s1 := b.op("Softmax", map[string]*graph.Attr{"axis": iattr(1)}, a1)
	s2 := b.op("Softmax", map[string]*graph.Attr{"axis": iattr(1)}, a2)
	s3 := b.op("Softmax", map[string]*graph.Attr{"axis": iattr(0)}, a2) // differs by attr
	b.output(b.op("Add", nil, s1, s2), s3)
	after := checkEquivalent(t, b.g, Pipeline{CSE{}, DCE{}})
	ops := countOps(after)
	if ops["Mul"] != 1 || ops["Softmax"] != 2 || len(after.Initializers) != 1 {
		t.Fatalf("after CSE: %v, %d initializers\n%s", ops, len(after.Initializers), after)
	}
}

func TestEliminateNoOps(t *testing.T) {
	b := newBuilder()
	x := b.input("x", graph.Float32, 2, 3)
	v := b.op("Identity", nil, x)
	v = b.opN("Dropout", 2, nil, v)[0]
	v = b.op("Cast", map[string]*graph.Attr{"to": iattr(1)}, v)
	v = b.op("Reshape", nil, v, b.ints("s", 2, 3))
	v = b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 1)}, v)
	v = b.op("Slice", nil, v, b.ints("st", 0), b.ints("en", 99), b.ints("ax", 1))
	keep := b.op("Slice", nil, v, b.ints("st2", -1), b.ints("en2", -99), b.ints("ax2", 1), b.ints("step2", -1))
	v = b.op("Exp", nil, keep)
	v = b.op("Concat", map[string]*graph.Attr{"axis": iattr(0)}, v)
	b.output(v)
	after := checkEquivalent(t, b.g, Pipeline{EliminateNoOps{}, DCE{}})
	ops := countOps(after)
	if len(after.Nodes) != 2 || ops["Slice"] != 1 || ops["Exp"] != 1 {
		t.Fatalf("after no-op removal: %v\n%s", ops, after)
	}
	// The graph output keeps its name although its producer changed.
	if after.Outputs[0].Name != b.g.Outputs[0].Name {
		t.Fatalf("output renamed to %q", after.Outputs[0].Name)
	}
}

// TestNoOpOnOutputOfInput keeps Identity(x) when x is a graph input and
// the Identity's result is the graph output (the output needs its name).
func TestNoOpOnOutputOfInput(t *testing.T) {
	b := newBuilder()
	x := b.input("x", graph.Float32, 2)
	b.output(b.op("Identity", nil, x))
	after := checkEquivalent(t, b.g, Pipeline{EliminateNoOps{}})
	if len(after.Nodes) != 1 {
		t.Fatalf("Identity removed:\n%s", after)
	}
}

func TestFoldBatchNormIntoConv(t *testing.T) {
	rng := newRand(t)
	b := newBuilder()
	x := b.input("x", graph.Float32, 1, 3, 6, 6)
	w := b.konst("w", randomTensor(rng, graph.Float32, graph.Shape{4, 3, 3, 3}))
	bias := b.konst("b", randomTensor(rng, graph.Float32, graph.Shape{4}))
	conv := b.op("Conv", map[string]*graph.Attr{"pads": isattr(1, 1, 1, 1)}, x, w, bias)
	vr := randomTensor(rng, graph.Float32, graph.Shape{4})
	for i := 0; i < 4; i++ {
		vr.SetFloat64(i, 0.5+rng.Float64())
	}
	bn := b.op("BatchNormalization", map[string]*graph.Attr{"epsilon": fattr(1e-3)}, conv,
		b.konst("scale", randomTensor(rng, graph.Float32, graph.Shape{4})),
		b.konst("shift", randomTensor(rng, graph.Float32, graph.Shape{4})),
		b.konst("mean", randomTensor(rng, graph.Float32, graph.Shape{4})),
		b.konst("var", vr))
	b.output(b.op("Relu", nil, bn))
	after := checkEquivalent(t, b.g, Pipeline{Simplify{}, DCE{}})
	if ops := countOps(after); ops["BatchNormalization"] != 0 || ops["Conv"] != 1 {
		t.Fatalf("after simplify: %v", ops)
	}
}

func TestSimplifyGemmTransposes(t *testing.T) {
	rng := newRand(t)
	b := newBuilder()
	x := b.input("x", graph.Float32, 5, 4)
	xt := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(1, 0)}, x)
	w := b.konst("w", randomTensor(rng, graph.Float32, graph.Shape{6, 5}))
	y := b.op("Gemm", map[string]*graph.Attr{"transB": iattr(1), "alpha": fattr(0.5)}, xt, w)
	b.output(y)
	after := checkEquivalent(t, b.g, Pipeline{Simplify{}, DCE{}})
	if len(after.Nodes) != 1 {
		t.Fatalf("transpose left:\n%s", after)
	}
	gm := after.Nodes[0]
	if gm.Int("transA", 0) != 1 || gm.Int("transB", 0) != 0 || !after.Const(gm.Inputs[1]).Shape.Equal(graph.Shape{5, 6}) {
		t.Fatalf("gemm: %s", after)
	}
}

func TestCollapseReshapeAndTransposeChains(t *testing.T) {
	b := newBuilder()
	x := b.input("x", graph.Float32, 2, 3, 4)
	r := b.op("Reshape", nil, x, b.ints("s1", 6, 4))
	r = b.op("Unsqueeze", nil, r, b.ints("a", 0))
	r = b.op("Flatten", map[string]*graph.Attr{"axis": iattr(2)}, r)
	t1 := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(1, 0)}, r)
	t2 := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(1, 0)}, t1)
	y := b.input("y", graph.Float32, 2, 3, 4)
	p1 := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(2, 0, 1)}, y)
	p2 := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 2, 1)}, p1)
	b.output(b.op("Exp", nil, t2), b.op("Exp", nil, p2))
	after := checkEquivalent(t, b.g, Pipeline{Simplify{}, DCE{}})
	ops := countOps(after)
	if ops["Reshape"] != 1 || ops["Flatten"]+ops["Unsqueeze"] != 0 || ops["Transpose"] != 1 {
		t.Fatalf("after simplify: %v\n%s", ops, after)
	}
}

func TestRemoveIdentityArith(t *testing.T) {
	b := newBuilder()
	x := b.input("x", graph.Float32, 2, 3)
	v := b.op("Mul", nil, x, b.floats("one", graph.Shape{3}, 1, 1, 1))
	v = b.op("Add", nil, b.floats("zero", graph.Shape{1}, 0), v)
	v = b.op("Div", nil, v, b.floats("one2", graph.Shape{}, 1))
	keep := b.op("Sub", nil, b.floats("zero2", graph.Shape{}, 0), v) // 0 - x is not x
	grow := b.op("Mul", nil, keep, b.floats("ones", graph.Shape{2, 2, 3}, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))
	b.output(grow)
	after := checkEquivalent(t, b.g, Pipeline{Simplify{}, DCE{}})
	ops := countOps(after)
	if ops["Add"]+ops["Div"] != 0 || ops["Sub"] != 1 || ops["Mul"] != 1 {
		t.Fatalf("after simplify: %v\n%s", ops, after)
	}
}

func TestPartitionFusion(t *testing.T) {
	b := newBuilder()
	x := b.input("x", graph.Float32, 4, 8)
	w := b.floats("w", graph.Shape{8, 8}, make([]float64, 64)...)
	pre := b.op("Mul", nil, x, b.floats("s", graph.Shape{}, 2)) // prologue
	mm := b.op("MatMul", nil, pre, w)
	ep := b.op("Add", nil, mm, b.floats("bias", graph.Shape{8}, make([]float64, 8)...))
	ep = b.op("Relu", nil, ep)
	sm := b.op("Softmax", nil, ep)
	// A pointwise DAG that forks and rejoins is one kernel.
	e := b.op("Exp", nil, sm)
	n1 := b.op("Neg", nil, e)
	n2 := b.op("Sigmoid", nil, e)
	b.output(b.op("Add", nil, n1, n2))
	// GELU's tail before a product stays in its chain, not a prologue.
	g := b.op("Mul", nil, b.op("Mul", nil, x, b.op("Sigmoid", nil, x)), b.floats("half", graph.Shape{}, 0.5))
	b.output(b.op("MatMul", nil, g, w))
	// Mixed precision's narrowing Cast after a softmax is its own kernel,
	// not the half product's prologue; a widening one stays a prologue.
	w16 := b.input("w16", graph.Float16, 8, 8)
	c16 := b.op("Cast", map[string]*graph.Attr{"to": {Kind: graph.AttrInt, Int: 10}}, b.op("Softmax", nil, x))
	b.output(b.op("MatMul", nil, c16, w16))
	c32 := b.op("Cast", map[string]*graph.Attr{"to": {Kind: graph.AttrInt, Int: 1}}, b.op("Softmax", nil, b.op("Cast", map[string]*graph.Attr{"to": {Kind: graph.AttrInt, Int: 10}}, x)))
	b.output(b.op("MatMul", nil, c32, w))
	if err := (&InferShapes{}).Run(context.Background(), b.g); err != nil {
		t.Fatal(err)
	}
	parts, err := PartitionGraph(b.g, testKinds)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range parts {
		s := p.Class.String() + ":"
		for i, n := range p.Nodes {
			if i > 0 {
				s += "+"
			}
			s += n.OpType
		}
		got = append(got, s)
	}
	want := "[mlir:Mul+MatMul+Add+Relu spirv:Softmax spirv:Exp+Neg+Sigmoid+Add spirv:Sigmoid+Mul+Mul mlir:MatMul spirv:Softmax spirv:Cast mlir:MatMul spirv:Cast spirv:Softmax mlir:Cast+MatMul]"
	if fmt.Sprint(got) != want {
		t.Fatalf("partitions %v, want %s", got, want)
	}
}

func TestMemoryPlan(t *testing.T) {
	rng := newRand(t)
	for trial := 0; trial < 20; trial++ {
		// A random chain with skip connections.
		b := newBuilder()
		x := b.input("x", graph.Float32, 4, int64(1+rng.IntN(64)))
		vals := []*graph.Value{x}
		for i := 0; i < 30; i++ {
			a := vals[len(vals)-1]
			if rng.IntN(3) == 0 && len(vals) > 2 {
				o := vals[rng.IntN(len(vals)-1)]
				if o.Name != "x" {
					a = b.op("Add", nil, a, b.op("Softmax", nil, o))
				}
			}
			vals = append(vals, b.op("Softmax", nil, a))
		}
		b.output(vals[len(vals)-1])
		if err := (&InferShapes{}).Run(context.Background(), b.g); err != nil {
			t.Fatal(err)
		}
		parts, err := PartitionGraph(b.g, testKinds)
		if err != nil {
			t.Fatal(err)
		}
		plan, err := PlanMemory(b.g, parts)
		if err != nil {
			t.Fatal(err)
		}
		if plan.ArenaBytes < plan.LiveBytes || plan.ArenaBytes > plan.UnsharedBytes {
			t.Fatalf("arena %d outside [live %d, unshared %d]", plan.ArenaBytes, plan.LiveBytes, plan.UnsharedBytes)
		}
		for i, a := range plan.Buffers {
			if a.Offset%Alignment != 0 || a.Size < a.Value.Bytes() {
				t.Fatalf("buffer %d misplaced: %+v", i, a)
			}
			for _, c := range plan.Buffers[i+1:] {
				timeOverlap := a.First <= c.Last && c.First <= a.Last
				spaceOverlap := a.Offset < c.Offset+c.Size && c.Offset < a.Offset+a.Size
				if timeOverlap && spaceOverlap {
					t.Fatalf("%s and %s overlap", a.Value.Name, c.Value.Name)
				}
			}
		}
		if len(plan.Buffers) > 4 && plan.ArenaBytes >= plan.UnsharedBytes {
			t.Fatalf("no reuse: %v", plan)
		}
	}
}

func TestPassNames(t *testing.T) {
	got := fmt.Sprint(PassNames())
	want := "[infer-shapes expand fold-qdq fold-constants inline-if eliminate-noops simplify batch-first-recurrent unit-transposes fuse-attention mixed-precision fold-constants eliminate-noops cse dce merge-projections infer-shapes partition plan-memory]"
	if got != want {
		t.Fatalf("%s", got)
	}
}
