package passes

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
)

// precisionGraph is a small model with every kind of node the pass treats:
// an embedding Gather, a Gemm with bias, a Softmax (stays fp32), a batched
// MatMul whose operands are the Gemm's result through Reshape and
// Transposes, and a Conv with bias. It returns the graph and the Conv's
// name.
func precisionGraph(t *testing.T) (*graph.Graph, string) {
	t.Helper()
	rng := newRand(t)
	b := newBuilder()
	w := func(name string, shape ...int64) *graph.Value {
		return b.konst(name, randomTensor(rng, graph.Float32, graph.Shape(shape)))
	}
	x := b.input("x", graph.Float32, 4, 8)
	ids := b.input("ids", graph.Int64, 4)
	e := b.op("Gather", nil, w("table", 7, 8), ids)
	h := b.op("Gemm", map[string]*graph.Attr{"transB": iattr(1)}, b.op("Add", nil, x, e), w("w1", 16, 8), w("b1", 16))
	s := b.op("Softmax", map[string]*graph.Attr{"axis": iattr(1)}, h)
	tr := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(1, 0, 2)}, b.op("Reshape", nil, h, b.ints("shape", 4, 2, 8)))
	q := b.op("MatMul", nil, tr, b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 2, 1)}, tr))
	c := b.op("Conv", map[string]*graph.Attr{"pads": isattr(1, 1, 1, 1)}, b.input("img", graph.Float32, 1, 2, 5, 5), w("cw", 3, 2, 3, 3), w("cb", 3))
	b.output(s, q, c)
	if err := (&InferShapes{}).Run(context.Background(), b.g); err != nil {
		t.Fatal(err)
	}
	return b.g, c.Producer.Name
}

// relL2 is ||got-want|| / ||want|| over two float tensors.
func relL2(got, want *graph.Tensor) float64 {
	g, w := got.Float64s(), want.Float64s()
	var num, den float64
	for i := range w {
		num += (g[i] - w[i]) * (g[i] - w[i])
		den += w[i] * w[i]
	}
	return math.Sqrt(num / den)
}

// TestMixedPrecision runs the pass (and the folding after it) for fp16 and
// bf16, with and without a node kept in fp32, and checks the rewritten
// graph's types and casts, then its outputs on random inputs against the
// fp32 graph's: close (relative L2 within the type's rounding), but not
// equal (the products did round).
func TestMixedPrecision(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		dt       graph.DType
		keepConv bool
		tol      float64
	}{{graph.Float16, false, 1e-2}, {graph.BFloat16, false, 3e-2}, {graph.Float16, true, 1e-2}} {
		t.Run(tc.dt.String()+map[bool]string{true: "/keep-conv"}[tc.keepConv], func(t *testing.T) {
			g, conv := precisionGraph(t)
			after := g.Clone()
			pass := &MixedPrecision{Type: tc.dt}
			if tc.keepConv {
				pass.Keep = []string{conv}
			}
			if err := (Pipeline{pass, FoldConstants{}, CSE{}, DCE{}, &InferShapes{}}).Run(ctx, after, RunOptions{Validate: true}); err != nil {
				t.Fatal(err)
			}
			for i, v := range after.Outputs {
				if v.DType != graph.Float32 || v.Name != g.Outputs[i].Name {
					t.Errorf("output %d is %v; want the model's %v", i, v, g.Outputs[i])
				}
			}
			var f32Inits int
			for name, w := range after.Initializers {
				if w.DType == graph.Float32 && w.Len() > 1 {
					f32Inits++
					if !tc.keepConv || (name != "cw" && name != "cb") {
						t.Errorf("weight %s stays %v", name, w)
					}
				}
			}
			if tc.keepConv && f32Inits != 2 {
				t.Errorf("%d fp32 weights; want the kept Conv's 2", f32Inits)
			}
			var downs []string // what is cast down to half
			for _, n := range after.Nodes {
				want := tc.dt
				switch {
				case n.OpType == "Softmax", n.Name == conv && tc.keepConv:
					want = graph.Float32
				case n.OpType == "Cast" && n.Input(0).Producer != nil && n.Input(0).Producer.OpType == "Cast":
					t.Errorf("%s casts a cast (%s): the round trip should have been skipped", n, n.Input(0).Producer)
				case n.OpType == "Cast" && n.Outputs[0].DType == tc.dt:
					downs = append(downs, n.Input(0).Name)
					continue
				case !halfProducts[n.OpType] && n.OpType != "Gather":
					continue
				}
				if in := n.Input(0); in.DType != want {
					t.Errorf("%s reads %v; want %s", n, in, want)
				}
			}
			// x+e for the Gemm and the image for the Conv; the MatMul reads
			// the Gemm's half result through the movement ops, not a
			// second rounding of its fp32 twin.
			wantDowns := "[Add_2_out0 img]"
			if tc.keepConv {
				wantDowns = "[Add_2_out0]"
			}
			if got := fmt.Sprint(downs); got != wantDowns {
				t.Errorf("cast down to %s: %s; want %s\n%s", tc.dt, got, wantDowns, after)
			}
			rng := newRand(t)
			for range 3 {
				in := randomInputs(rng, g)
				want, err := ref.Evaluate(ctx, g, in)
				if err != nil {
					t.Fatal(err)
				}
				got, err := ref.Evaluate(ctx, after, in)
				if err != nil {
					t.Fatalf("%v\n%s", err, after)
				}
				for i, v := range g.Outputs {
					e := relL2(got[v.Name], want[v.Name])
					kept := tc.keepConv && i == 2
					switch {
					case kept && e != 0:
						t.Errorf("output %s of the kept Conv: relative L2 error %.3g; want exact", v.Name, e)
					case !kept && (e == 0 || e > tc.tol):
						t.Errorf("output %s: relative L2 error %.3g; want in (0, %g]", v.Name, e, tc.tol)
					}
				}
			}
		})
	}
}

// TestMixedPrecisionErrors checks the flags that cannot apply: a node to
// keep that the graph lacks, a kept node without a 16-bit type, another
// type.
func TestMixedPrecisionErrors(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		pass MixedPrecision
		want string
	}{
		{MixedPrecision{Type: graph.Float16, Keep: []string{"nope"}}, `no node is named "nope"`},
		{MixedPrecision{Type: graph.Float32, Keep: []string{"Gemm_4"}}, "need a 16-bit precision"},
		{MixedPrecision{Type: graph.Float64}, "want float16 or bfloat16"},
	} {
		g, _ := precisionGraph(t)
		err := tc.pass.Run(ctx, g)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%+v: error %v; want one saying %q", tc.pass, err, tc.want)
		}
	}
}

// TestMixedPrecisionNativeHalf checks that a model computed in fp16
// already is left as it is, and that fp32 changes nothing.
func TestMixedPrecisionNativeHalf(t *testing.T) {
	ctx := context.Background()
	b := newBuilder()
	rng := newRand(t)
	x := b.input("x", graph.Float16, 3, 8)
	y := b.op("MatMul", nil, x, b.konst("w", randomTensor(rng, graph.Float16, graph.Shape{8, 5})))
	b.output(b.op("Softmax", nil, y))
	if err := (&InferShapes{}).Run(ctx, b.g); err != nil {
		t.Fatal(err)
	}
	before := b.g.String()
	for _, dt := range []graph.DType{graph.Float16, graph.BFloat16, graph.Float32} {
		if err := (&MixedPrecision{Type: dt}).Run(ctx, b.g); err != nil {
			t.Fatal(err)
		}
		if after := b.g.String(); after != before {
			t.Errorf("%s rewrote an fp16 model:\n%s\nwas\n%s", dt, after, before)
		}
	}
	g, _ := precisionGraph(t)
	before = g.String()
	if err := (&MixedPrecision{Type: graph.Float32}).Run(ctx, g); err != nil || g.String() != before {
		t.Errorf("fp32 changed the graph (err %v)", err)
	}
}

// TestMixedPrecisionMonotone checks that a ResNet stem (Conv, Relu,
// MaxPool, then the next Conv) runs its Relu and MaxPool on the first
// Conv's 16-bit result: one cast down (the image), the second Conv reading
// the half MaxPool directly, no fp32 Relu or MaxPool left; and that the
// outputs are what rounding the fp32 ones' path would give (within the
// half products' error of the fp32 graph).
func TestMixedPrecisionMonotone(t *testing.T) {
	ctx := context.Background()
	rng := newRand(t)
	b := newBuilder()
	w := func(name string, shape ...int64) *graph.Value {
		return b.konst(name, randomTensor(rng, graph.Float32, graph.Shape(shape)))
	}
	c1 := b.op("Conv", map[string]*graph.Attr{"pads": isattr(1, 1, 1, 1)}, b.input("img", graph.Float32, 2, 3, 8, 8), w("w1", 4, 3, 3, 3), w("b1", 4))
	p := b.op("MaxPool", map[string]*graph.Attr{"kernel_shape": isattr(3, 3), "strides": isattr(2, 2), "pads": isattr(1, 1, 1, 1)}, b.op("Relu", nil, c1))
	b.output(b.op("Conv", nil, p, w("w2", 5, 4, 1, 1), w("b2", 5)))
	if err := (&InferShapes{}).Run(ctx, b.g); err != nil {
		t.Fatal(err)
	}
	g := b.g
	after := g.Clone()
	if err := (Pipeline{&MixedPrecision{Type: graph.Float16}, FoldConstants{}, CSE{}, DCE{}, &InferShapes{}}).Run(ctx, after, RunOptions{Validate: true}); err != nil {
		t.Fatal(err)
	}
	var downs []string
	for _, n := range after.Nodes {
		switch {
		case n.OpType == "Cast" && n.Outputs[0].DType == graph.Float16:
			downs = append(downs, n.Input(0).Name)
		case n.OpType == "Relu" || n.OpType == "MaxPool":
			if n.Input(0).DType != graph.Float16 || n.Outputs[0].DType != graph.Float16 {
				t.Errorf("%s runs on %v; want float16", n, n.Input(0))
			}
		}
	}
	if len(downs) != 1 || downs[0] != "img" {
		t.Errorf("cast down to float16: %v; want only the image\n%s", downs, after)
	}
	for range 3 {
		in := randomInputs(rng, g)
		want, err := ref.Evaluate(ctx, g, in)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ref.Evaluate(ctx, after, in)
		if err != nil {
			t.Fatalf("%v\n%s", err, after)
		}
		v := g.Outputs[0].Name
		if e := relL2(got[v], want[v]); e == 0 || e > 1e-2 {
			t.Errorf("relative L2 error %.3g; want in (0, 1e-2]", e)
		}
	}
}

// TestMixedPrecisionResidual checks a ResNet block: the residual Add of
// two convolutions' results runs in half, as do the Relu after it and
// the next block's product reading it (no cast down but the image's);
// an Add with an fp32 operand of its own (the image) stays fp32; the
// outputs stay within the half products' error of the fp32 graph.
func TestMixedPrecisionResidual(t *testing.T) {
	ctx := context.Background()
	rng := newRand(t)
	b := newBuilder()
	w := func(name string, shape ...int64) *graph.Value {
		return b.konst(name, randomTensor(rng, graph.Float32, graph.Shape(shape)))
	}
	img := b.input("img", graph.Float32, 2, 4, 6, 6)
	pads := map[string]*graph.Attr{"pads": isattr(1, 1, 1, 1)}
	a := b.op("Relu", nil, b.op("Conv", pads, img, w("w1", 4, 4, 3, 3), w("b1", 4)))
	sum := b.op("Add", nil, b.op("Conv", nil, a, w("w2", 8, 4, 1, 1), w("b2", 8)), b.op("Conv", nil, img, w("wd", 8, 4, 1, 1), w("bd", 8)))
	r := b.op("Relu", nil, sum)
	next := b.op("Conv", pads, r, w("w3", 8, 8, 3, 3), w("b3", 8))
	mixed := b.op("Add", nil, b.op("Conv", nil, img, w("w4", 4, 4, 1, 1)), img)
	b.output(next, b.op("GlobalAveragePool", nil, r), mixed)
	if err := (&InferShapes{}).Run(ctx, b.g); err != nil {
		t.Fatal(err)
	}
	g := b.g
	after := g.Clone()
	if err := (Pipeline{&MixedPrecision{Type: graph.Float16}, FoldConstants{}, CSE{}, DCE{}, &InferShapes{}}).Run(ctx, after, RunOptions{Validate: true}); err != nil {
		t.Fatal(err)
	}
	var downs []string
	adds := map[graph.DType]int{}
	for _, n := range after.Nodes {
		switch {
		case n.OpType == "Cast" && n.Outputs[0].DType == graph.Float16:
			downs = append(downs, n.Input(0).Name)
		case n.OpType == "Add":
			adds[n.Outputs[0].DType]++
		case n.OpType == "Conv" && n.Input(0).DType != graph.Float16:
			t.Errorf("%s reads %v; want float16", n, n.Input(0))
		}
	}
	if len(downs) != 1 || downs[0] != "img" {
		t.Errorf("cast down to float16: %v; want only the image\n%s", downs, after)
	}
	if adds[graph.Float16] != 1 || adds[graph.Float32] != 1 {
		t.Errorf("Adds by type %v; want the residual one in float16, the one with the image in float32\n%s", adds, after)
	}
	for range 3 {
		in := randomInputs(rng, g)
		want, err := ref.Evaluate(ctx, g, in)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ref.Evaluate(ctx, after, in)
		if err != nil {
			t.Fatalf("%v\n%s", err, after)
		}
		for _, o := range g.Outputs {
			if e := relL2(got[o.Name], want[o.Name]); e == 0 || e > 1e-2 {
				t.Errorf("output %s: relative L2 error %.3g; want in (0, 1e-2]", o.Name, e)
			}
		}
	}
}
