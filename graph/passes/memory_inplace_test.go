package passes

import (
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// TestMemoryPlanConcatInPlace: a Concat whose inputs are single-use kernel
// outputs with contiguous, aligned slices is written in place (each input
// placed at its slice of the output, in order), and every other keeps its
// own buffers. In every plan no two buffers that live at the same kernel
// share a byte unless one is a slice of the other.
func TestMemoryPlanConcatInPlace(t *testing.T) {
	ax := func(a int64) map[string]*graph.Attr { return map[string]*graph.Attr{"axis": iattr(a)} }
	// Shapes of 64 float32 per channel: every channel slice is 256 bytes.
	for _, tc := range []struct {
		name    string
		inPlace bool
		build   func(b *builder) *graph.Node // returns the Concat checked
	}{
		{"fire module", true, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 4, 8, 8)
			s := b.op("Exp", nil, x)
			c := b.op("Concat", ax(1), b.op("Neg", nil, s), b.op("Sigmoid", nil, s), b.op("Tanh", nil, s))
			b.output(b.op("Softmax", nil, c))
			return c.Producer
		}},
		{"negative axis", true, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 4, 8, 8)
			c := b.op("Concat", ax(-3), b.op("Neg", nil, x), b.op("Exp", nil, x))
			b.output(b.op("Softmax", nil, c))
			return c.Producer
		}},
		{"leading axis", true, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 2, 64)
			c := b.op("Concat", ax(0), b.op("Neg", nil, x), b.op("Exp", nil, x))
			b.output(b.op("Softmax", nil, c))
			return c.Producer
		}},
		{"graph input", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 4, 8, 8)
			c := b.op("Concat", ax(1), x, b.op("Exp", nil, x))
			b.output(b.op("Softmax", nil, c))
			return c.Producer
		}},
		{"constant", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 4, 8, 8)
			c := b.op("Concat", ax(1), b.op("Exp", nil, x), b.floats("k", graph.Shape{1, 1, 8, 8}, make([]float64, 64)...))
			b.output(b.op("Softmax", nil, c))
			return c.Producer
		}},
		{"read twice", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 4, 8, 8)
			e := b.op("Exp", nil, x)
			c := b.op("Concat", ax(1), e, b.op("Neg", nil, x))
			b.output(b.op("Softmax", nil, c), b.op("Softmax", nil, e))
			return c.Producer
		}},
		{"same input twice", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 4, 8, 8)
			e := b.op("Exp", nil, x)
			c := b.op("Concat", ax(1), e, e)
			b.output(b.op("Softmax", nil, c))
			return c.Producer
		}},
		{"input is a model output", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 4, 8, 8)
			e := b.op("Exp", nil, x)
			c := b.op("Concat", ax(1), e, b.op("Neg", nil, x))
			b.output(b.op("Softmax", nil, c), e)
			return c.Producer
		}},
		{"output is a model output", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 4, 8, 8)
			c := b.op("Concat", ax(1), b.op("Exp", nil, x), b.op("Neg", nil, x))
			b.output(c)
			return c.Producer
		}},
		{"strided slices (batch 2)", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 2, 4, 8, 8)
			c := b.op("Concat", ax(1), b.op("Exp", nil, x), b.op("Neg", nil, x))
			b.output(b.op("Softmax", nil, c))
			return c.Producer
		}},
		{"strided slices (rows)", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 4, 8, 8)
			c := b.op("Concat", ax(2), b.op("Exp", nil, x), b.op("Neg", nil, x))
			b.output(b.op("Softmax", nil, c))
			return c.Producer
		}},
		{"unaligned slice", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 3, 5, 5) // 300 bytes
			c := b.op("Concat", ax(1), b.op("Exp", nil, x), b.op("Neg", nil, x))
			b.output(b.op("Softmax", nil, c))
			return c.Producer
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			n := tc.build(b)
			parts, desc := partitionsOf(t, b)
			plan, err := PlanMemory(b.g, parts)
			if err != nil {
				t.Fatal(err)
			}
			if got := plan.InPlace(n); got != tc.inPlace {
				t.Fatalf("InPlace = %v, want %v (partitions %s)", got, tc.inPlace, desc)
			}
			checkNoOverlap(t, plan)
			if !tc.inPlace {
				return
			}
			y, ok := plan.Offset(n.Outputs[0])
			if !ok {
				t.Fatalf("output %s not in the plan", n.Outputs[0].Name)
			}
			at := y.Offset
			for _, v := range n.Inputs {
				bv, ok := plan.Offset(v)
				if !ok || bv.Offset != at || bv.Size != v.Bytes() {
					t.Errorf("input %s at %+v (in plan %v), want byte %d, size %d", v.Name, bv, ok, at, v.Bytes())
				}
				// The output's buffer lives from the first slice's write.
				if p := producerPart(parts, v); p < y.First {
					t.Errorf("output lives from kernel %d, input %s is written at %d", y.First, v.Name, p)
				}
				at += v.Bytes()
			}
		})
	}
}

// TestMemoryPlanConcatNested: a Concat read only by another Concat is a
// slice of it, so its inputs lie in the outer output's bytes.
func TestMemoryPlanConcatNested(t *testing.T) {
	b := newBuilder()
	x := b.input("x", graph.Float32, 1, 4, 8, 8)
	ax := map[string]*graph.Attr{"axis": iattr(1)}
	e, ng := b.op("Exp", nil, x), b.op("Neg", nil, x)
	inner := b.op("Concat", ax, e, ng)
	tn := b.op("Tanh", nil, x)
	outer := b.op("Concat", ax, tn, inner)
	b.output(b.op("Softmax", nil, outer))
	parts, _ := partitionsOf(t, b)
	plan, err := PlanMemory(b.g, parts)
	if err != nil {
		t.Fatal(err)
	}
	if !plan.InPlace(inner.Producer) || !plan.InPlace(outer.Producer) {
		t.Fatalf("in place: inner %v, outer %v", plan.InPlace(inner.Producer), plan.InPlace(outer.Producer))
	}
	o, _ := plan.Offset(outer)
	want := map[*graph.Value]int64{tn: 0, inner: tn.Bytes(), e: tn.Bytes(), ng: tn.Bytes() + e.Bytes()}
	for v, off := range want {
		if bv, ok := plan.Offset(v); !ok || bv.Offset != o.Offset+off {
			t.Errorf("%s at %+v, want byte %d of the outer output (at %d)", v.Name, bv, off, o.Offset)
		}
	}
	checkNoOverlap(t, plan)
}

// producerPart is the index of the partition that writes v.
func producerPart(parts []*Partition, v *graph.Value) int {
	for i, p := range parts {
		for _, o := range p.Outputs {
			if o == v {
				return i
			}
		}
	}
	return -1
}

// checkNoOverlap asserts that buffers live at the same kernel share no
// byte, unless one is an input of an in-place Concat lying inside the
// other (its slice of the output, or of an outer Concat's).
func checkNoOverlap(t *testing.T, plan *MemoryPlan) {
	t.Helper()
	slice := map[*graph.Value]bool{}
	for n := range plan.inPlace {
		for _, v := range n.Inputs {
			slice[v] = true
		}
	}
	for i, a := range plan.Buffers {
		for _, b := range plan.Buffers[i+1:] {
			if a.Last < b.First || b.Last < a.First {
				continue
			}
			if a.Offset+a.Size <= b.Offset || b.Offset+b.Size <= a.Offset {
				continue
			}
			inside := func(x, y Buffer) bool { return x.Offset >= y.Offset && x.Offset+x.Size <= y.Offset+y.Size }
			if !(slice[a.Value] && inside(a, b)) && !(slice[b.Value] && inside(b, a)) {
				t.Errorf("%s %+v and %s %+v live at once and overlap", a.Value.Name, a, b.Value.Name, b)
			}
		}
	}
}

// TestMemoryPlanIntoOutput: a reshape-class alias whose output is a graph
// output leaves its input out of the arena (the kernel writing it writes
// the output) when the alias alone reads it, it is no in-place Concat's
// output and no alias itself; otherwise its input stays in the arena and
// the alias copies.
func TestMemoryPlanIntoOutput(t *testing.T) {
	for _, tc := range []struct {
		name  string
		into  bool
		build func(b *builder) *graph.Node // returns the alias checked
	}{
		{"flatten of a pool", true, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 8, 4, 4)
			y := b.op("Flatten", nil, b.op("Exp", nil, x))
			b.output(y)
			return y.Producer
		}},
		{"input read twice", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 8, 4, 4)
			e := b.op("Exp", nil, x)
			y := b.op("Flatten", nil, e)
			b.output(y, b.op("Softmax", nil, e))
			return y.Producer
		}},
		{"input a model output", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 8, 4, 4)
			e := b.op("Exp", nil, x)
			y := b.op("Flatten", nil, e)
			b.output(y, e)
			return y.Producer
		}},
		{"input an in-place concat", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 4, 8, 8)
			c := b.op("Concat", map[string]*graph.Attr{"axis": iattr(1)}, b.op("Exp", nil, x), b.op("Neg", nil, x))
			y := b.op("Flatten", nil, c)
			b.output(y)
			return y.Producer
		}},
		{"input a graph input", false, func(b *builder) *graph.Node {
			x := b.input("x", graph.Float32, 1, 8, 4, 4)
			y := b.op("Flatten", nil, x)
			b.output(y)
			return y.Producer
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			n := tc.build(b)
			parts, desc := partitionsOf(t, b)
			plan, err := PlanMemory(b.g, parts)
			if err != nil {
				t.Fatal(err)
			}
			if got := plan.IntoOutput(n); got != tc.into {
				t.Fatalf("IntoOutput = %v, want %v (partitions %s)", got, tc.into, desc)
			}
			x := n.Inputs[0]
			_, placed := plan.Offset(x)
			if inArena := x.Producer != nil && !b.g.IsOutput(x); placed != (inArena && !tc.into) {
				t.Errorf("%s in the arena: %v, want %v", x.Name, placed, inArena && !tc.into)
			}
			checkNoOverlap(t, plan)
		})
	}
}
