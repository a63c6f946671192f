package passes

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
)

// attnGraph builds one attention as a BERT-style export writes it, with
// the variations the pass must see through (or refuse).
type attnGraph struct {
	qScale, kScale float64 // scalar Mul on Q / K after the transposes (0: none)
	scoreDiv       float64 // Div of the scores (0: none)
	mask           string  // "", "where" (finite Where), "inf" (Where with -inf), "sub" ((1-mask)·-10000)
	guard          bool    // the IsNaN/Where guard after Softmax
	maskFirst      bool    // the mask added before the score Div
	probsOut       bool    // the probabilities are a graph output too
	interleaved    bool    // Q's heads taken as [B,S,D,H] (not attention's layout)
	dynamoK        bool    // K as the dynamo export moves it (Reshape/Transpose/Reshape)
	skv            int64   // key length (0: the query length)
}

const (
	tB, tS, tH, tD = 2, 5, 3, 4
)

func (a attnGraph) build() *graph.Graph {
	b := newBuilder()
	skv := a.skv
	if skv == 0 {
		skv = tS
	}
	x := int64(tH * tD)
	q := b.input("q", graph.Float32, tB, tS, x)
	k := b.input("k", graph.Float32, tB, skv, x)
	v := b.input("v", graph.Float32, tB, skv, x)
	split := func(in *graph.Value, s int64, perm ...int64) *graph.Value {
		r := b.op("Reshape", nil, in, b.ints("shape"+itoa(b.k), tB, s, tH, tD))
		return b.op("Transpose", map[string]*graph.Attr{"perm": isattr(perm...)}, r)
	}
	var qh *graph.Value
	if a.interleaved {
		r := b.op("Reshape", nil, q, b.ints("shapeq", tB, tS, tD, tH))
		qh = b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 3, 1, 2)}, r)
	} else {
		qh = split(q, tS, 0, 2, 1, 3)
	}
	var kh *graph.Value
	if a.dynamoK {
		kt := split(k, skv, 0, 2, 1, 3)
		r := b.op("Reshape", nil, kt, b.ints("shapek3", tB*tH, skv, tD))
		t := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 2, 1)}, r)
		kh = b.op("Reshape", nil, t, b.ints("shapek4", tB, tH, tD, skv))
	} else {
		kh = split(k, skv, 0, 2, 3, 1)
	}
	vh := split(v, skv, 0, 2, 1, 3)
	if a.qScale != 0 {
		qh = b.op("Mul", nil, qh, b.floats("qs", nil, a.qScale))
	}
	if a.kScale != 0 {
		kh = b.op("Mul", nil, b.floats("ks", nil, a.kScale), kh)
	}
	s := b.op("MatMul", nil, qh, kh)
	var mask *graph.Value
	switch a.mask {
	case "where", "inf":
		m := b.input("m", graph.Bool, tB, 1, 1, skv)
		low := -3.4e38
		if a.mask == "inf" {
			low = math.Inf(-1)
		}
		mask = b.op("Where", nil, m, b.floats("zero", nil, 0), b.floats("low", nil, low))
	case "sub":
		m := b.input("m", graph.Bool, tB, skv)
		c := b.op("Cast", map[string]*graph.Attr{"to": iattr(1)}, m)
		u := b.op("Unsqueeze", nil, c, b.ints("axes", 1, 2))
		one := b.op("Sub", nil, b.floats("one", nil, 1), u)
		mask = b.op("Mul", nil, one, b.floats("big", nil, -10000))
	}
	if a.maskFirst && mask != nil {
		s = b.op("Add", nil, s, mask)
	}
	if a.scoreDiv != 0 {
		s = b.op("Div", nil, s, b.floats("sd", nil, a.scoreDiv))
	}
	if !a.maskFirst && mask != nil {
		s = b.op("Add", nil, mask, s)
	}
	p := b.op("Softmax", map[string]*graph.Attr{"axis": iattr(-1)}, s)
	if a.guard {
		nan := b.op("IsNaN", nil, p)
		p2 := b.op("Where", nil, nan, b.floats("z", nil, 0), p)
		if a.probsOut {
			b.output(p)
		}
		p = p2
	} else if a.probsOut {
		b.output(p)
	}
	o := b.op("MatMul", nil, p, vh)
	t := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 2, 1, 3)}, o)
	y := b.op("Reshape", nil, t, b.ints("shapey", tB, tS, x))
	b.output(y)
	return b.g
}

// TestFuseAttention checks, for each variation, that the pass fuses it
// into one Attention node with no transposes left exactly when it must,
// and that the rewritten graph computes what the original does on
// random data.
func TestFuseAttention(t *testing.T) {
	for _, tc := range []struct {
		name  string
		a     attnGraph
		fused bool
		scale float32
	}{
		{"transformers_qk_mul", attnGraph{qScale: 0.5, kScale: 0.5, mask: "inf", guard: true}, true, 0.25},
		{"finite_mask_guard", attnGraph{qScale: 0.5, kScale: 0.5, mask: "where", guard: true}, true, 0.25},
		{"score_div_sub_mask", attnGraph{scoreDiv: 2, mask: "sub"}, true, 0.5},
		{"no_mask", attnGraph{qScale: 0.7}, true, 0.7},
		{"no_scale", attnGraph{mask: "where"}, true, 1},
		{"dynamo_k_cross", attnGraph{qScale: 0.5, kScale: 0.5, mask: "where", guard: true, dynamoK: true, skv: 7}, true, 0.25},
		{"dynamo_k_inf_guard", attnGraph{qScale: 0.5, kScale: 0.5, mask: "inf", guard: true, dynamoK: true, skv: 7}, true, 0.25},
		{"mask_before_scale", attnGraph{scoreDiv: 2, mask: "where", maskFirst: true}, false, 0},
		{"probs_output", attnGraph{mask: "where", probsOut: true}, false, 0},
		{"guard_with_inf_mask", attnGraph{mask: "inf", guard: true}, true, 1},
		{"inf_mask_unguarded", attnGraph{mask: "inf"}, true, 1},
		{"interleaved_heads", attnGraph{interleaved: true}, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.a.build()
			after := checkEquivalentTol(t, g, Pipeline{FuseAttention{}}, 1e-4)
			ops := countOps(after)
			if tc.a.mask == "where" || tc.a.mask == "inf" {
				// Batch 0 masks every key: guarded rows of zeros (or, with a
				// finite mask, the mean of V), fused or not.
				checkMasked(t, g, after)
			}
			masks := 0
			if tc.a.mask == "where" || tc.a.mask == "inf" {
				masks = 1
			}
			if tc.fused && (ops["IsNaN"] != 0 || ops["Where"] != masks) {
				t.Fatalf("guard: %v", ops)
			}
			if !tc.fused {
				if ops["Attention"] != 0 || ops["Softmax"] != 1 {
					t.Fatalf("fused what it must not: %v", ops)
				}
				return
			}
			if ops["Attention"] != 1 || ops["Transpose"] != 0 || ops["Reshape"] != 0 || ops["Softmax"] != 0 || ops["MatMul"] != 0 {
				t.Fatalf("after the pass: %v\n%s", ops, after)
			}
			for _, n := range after.Nodes {
				if n.OpType != "Attention" {
					continue
				}
				if got := n.Float("scale", 0); math.Abs(float64(got-tc.scale)) > 1e-6 || n.Int("q_num_heads", 0) != tH || n.Int("kv_num_heads", 0) != tH {
					t.Fatalf("attention attrs: scale %v heads %d/%d", got, n.Int("q_num_heads", 0), n.Int("kv_num_heads", 0))
				}
				if n.Input(0) != after.Inputs[0] || n.Input(1) != after.Inputs[1] || n.Input(2) != after.Inputs[2] {
					t.Fatalf("attention reads %v, want the unsplit inputs", n.Inputs)
				}
			}
		})
	}
}

// checkMasked evaluates g and after with batch 0's keys all masked and
// compares them: where g's rows are NaN (a -inf mask without the NaN
// guard) the fused Attention's are 0, as ONNX defines it.
func checkMasked(t *testing.T, g, after *graph.Graph) {
	t.Helper()
	ctx := context.Background()
	in := randomInputs(newRand(t), g)
	m := in["m"]
	for i := range m.Len() {
		m.SetInt64(i, 1)
		if i < m.Len()/int(tB) {
			m.SetInt64(i, 0)
		}
	}
	want, err := ref.Evaluate(ctx, g, in)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ref.Evaluate(ctx, after, in)
	if err != nil {
		t.Fatal(err)
	}
	for name, w := range want {
		gv, wv := got[name].Float64s(), w.Float64s()
		for i := range wv {
			w := wv[i]
			if math.IsNaN(w) {
				w = 0
			}
			if math.IsNaN(gv[i]) || math.Abs(gv[i]-w) > 1e-5+1e-5*math.Abs(w) {
				t.Fatalf("%s element %d with batch 0 all masked: got %v, want %v", name, i, gv[i], wv[i])
			}
		}
	}
}

// frontTo is the standard pipeline up to and including the pass named
// last.
func frontTo(t *testing.T, b Bindings, last string) Pipeline {
	t.Helper()
	pl := Standard(b, testKinds, &Result{})
	for i, p := range pl {
		if p.Name() == last {
			return pl[:i+1]
		}
	}
	t.Fatalf("no pass %s", last)
	return nil
}

// TestFuseAttentionModels runs the exported BERTs (transformers' default
// export with its Q and K scales, and the dynamo export) through the
// front end: every layer's attention becomes one Attention node, no
// Transpose is left, and the fused graph computes what the unfused one
// does on random inputs.
func TestFuseAttentionModels(t *testing.T) {
	for _, tc := range []struct {
		model string
		dims  map[string]int64
	}{
		{"bert_mini", map[string]int64{"batch": 2, "seq": 8}},
		{"bert_mini_dynamo", nil},
	} {
		t.Run(tc.model, func(t *testing.T) {
			ctx := context.Background()
			g := importModel(t, sharedModel(t, tc.model))
			b := Bindings{Dims: tc.dims}
			if err := frontTo(t, b, "simplify").Run(ctx, g, RunOptions{Validate: true}); err != nil {
				t.Fatal(err)
			}
			layers := countOps(g)["Softmax"]
			if layers == 0 {
				t.Fatal("no Softmax in the model")
			}
			after := g.Clone()
			if err := (Pipeline{FuseAttention{}}).Run(ctx, after, RunOptions{Validate: true}); err != nil {
				t.Fatal(err)
			}
			ops := countOps(after)
			if ops["Attention"] != layers || ops["Softmax"] != 0 || ops["Transpose"] != 0 {
				t.Fatalf("%d layers: after the pass %v", layers, ops)
			}
			rng := newRand(t)
			for range 2 {
				checkMaskedEquivalent(t, g, after, rng, func(v *graph.Value) bool { return v.Name == "attention_mask" })
			}
		})
	}
}

// TestFuseAttentionHalf checks the fused node under --precision fp16:
// Q, K and V are cast to half, the mask keeps fp32, and the result stays
// within half rounding of the fp32 graph's.
func TestFuseAttentionHalf(t *testing.T) {
	ctx := context.Background()
	g := importModel(t, sharedModel(t, "bert_mini"))
	b := Bindings{Dims: map[string]int64{"batch": 2, "seq": 8}}
	if err := frontTo(t, b, "simplify").Run(ctx, g, RunOptions{Validate: true}); err != nil {
		t.Fatal(err)
	}
	half := g.Clone()
	if err := (Pipeline{FuseAttention{}, &MixedPrecision{Type: graph.Float16}, FoldConstants{}, DCE{}}).Run(ctx, half, RunOptions{Validate: true}); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, nd := range half.Nodes {
		if nd.OpType != "Attention" {
			continue
		}
		n++
		for i, v := range nd.Inputs {
			want := graph.Float16
			if i == 3 {
				want = graph.Float32
			}
			if v.DType != want {
				t.Fatalf("%s input %d is %s, want %s", nd.Name, i, v.DType, want)
			}
		}
		if nd.Output(0).DType != graph.Float16 {
			t.Fatalf("%s output is %s", nd.Name, nd.Output(0).DType)
		}
	}
	if n == 0 {
		t.Fatal("no Attention node")
	}
	rng := newRand(t)
	in := map[string]*graph.Tensor{}
	for _, v := range g.Inputs {
		x := randomTensor(rng, v.DType, v.Shape)
		if v.Name == "attention_mask" {
			for i := range x.Len() {
				x.SetInt64(i, int64(rng.IntN(2)))
			}
		}
		in[v.Name] = x
	}
	want, err := ref.Evaluate(ctx, g, in)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ref.Evaluate(ctx, half, in)
	if err != nil {
		t.Fatal(err)
	}
	for name, w := range want {
		gv, wv := got[name].Float64s(), w.Float64s()
		var num, den float64
		for i := range wv {
			num += (gv[i] - wv[i]) * (gv[i] - wv[i])
			den += wv[i] * wv[i]
		}
		if rel := math.Sqrt(num / den); !(rel < 1e-2) {
			t.Fatalf("%s: relative L2 %g of fp16 vs fp32", name, rel)
		}
	}
}

// TestFuseAttentionPipeline checks the standard pipeline's choice: a
// BERT compiled in fp32, fp16 or bf16 has one Attention per layer (no
// Softmax or Transpose left) whose Q, K and V are in that precision.
func TestFuseAttentionPipeline(t *testing.T) {
	for _, prec := range []graph.DType{graph.Float32, graph.Float16, graph.BFloat16} {
		t.Run(prec.String(), func(t *testing.T) {
			g := importModel(t, sharedModel(t, "bert_mini"))
			_, err := Compile(context.Background(), g, Options{Bindings: Bindings{Dims: map[string]int64{"batch": 2, "seq": 8}}, Kinds: testKinds,
				Precision: MixedPrecision{Type: prec}, RunOptions: RunOptions{Validate: true}})
			if err != nil {
				t.Fatal(err)
			}
			ops := countOps(g)
			const want = 3
			if ops["Attention"] != want || ops["Softmax"] != 0 || ops["Transpose"] != 0 {
				t.Fatalf("%s: %v, want %d Attention nodes", prec, ops, want)
			}
			for _, n := range g.Nodes {
				if n.OpType == "Attention" && n.Input(0).DType != prec {
					t.Fatalf("%s reads Q in %s", n.Name, n.Input(0).DType)
				}
			}
		})
	}
}

// TestFuseAttention4D checks the 4-D Attention node (opset 23, as
// exporters of scaled_dot_product_attention write it): with its operands
// heads split out of [B, S, H·E] values (grouped-query heads included,
// Q and K scales folded into its scale) and its output merged back, it
// becomes the 3-D node on those values with no transposes left and the
// same results; with past keys it stays as it is.
func TestFuseAttention4D(t *testing.T) {
	for _, tc := range []struct {
		name         string
		hq, hkv      int64
		qScale       float64
		scale        float32 // the node's scale attribute (0: none)
		causal, past bool
		fused        bool
		wantScale    float32
	}{
		{"mha", 3, 3, 0, 0.2, false, false, true, 0.2},
		{"default_scale_q_mul", 3, 3, 0.5, 0, false, false, true, 0.25}, // 0.5/sqrt(4)
		{"gqa_causal", 4, 2, 0, 0.3, true, false, true, 0.3},
		{"past_keys", 3, 3, 0, 0.2, false, true, false, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			const B, S, D = 2, 5, 4
			q := b.input("q", graph.Float32, B, S, tc.hq*D)
			k := b.input("k", graph.Float32, B, S, tc.hkv*D)
			v := b.input("v", graph.Float32, B, S, tc.hkv*D)
			m := b.input("m", graph.Float32, B, 1, 1, S)
			split := func(x *graph.Value, h int64) *graph.Value {
				r := b.op("Reshape", nil, x, b.ints("shape"+itoa(b.k), B, S, h, D))
				return b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 2, 1, 3)}, r)
			}
			qh := split(q, tc.hq)
			if tc.qScale != 0 {
				qh = b.op("Mul", nil, qh, b.floats("qs", nil, tc.qScale))
			}
			attrs := map[string]*graph.Attr{}
			if tc.scale != 0 {
				attrs["scale"] = fattr(tc.scale)
			}
			if tc.causal {
				attrs["is_causal"] = iattr(1)
			}
			ins := []*graph.Value{qh, split(k, tc.hkv), split(v, tc.hkv), m}
			if tc.past {
				ins = append(ins, b.input("pk", graph.Float32, B, tc.hkv, 2, D), b.input("pv", graph.Float32, B, tc.hkv, 2, D))
			}
			outs := b.opN("Attention", 1, attrs, ins...)
			tr := b.op("Transpose", map[string]*graph.Attr{"perm": isattr(0, 2, 1, 3)}, outs[0])
			b.output(b.op("Reshape", nil, tr, b.ints("shapey", B, S, tc.hq*D)))
			if tc.past {
				// The mask covers past and new keys.
				m.Dims[3] = graph.Dim{Size: S + 2}
			}
			after := checkEquivalent(t, b.g, Pipeline{FuseAttention{}})
			ops := countOps(after)
			if !tc.fused {
				if ops["Transpose"] == 0 {
					t.Fatalf("rewritten: %v", ops)
				}
				return
			}
			if ops["Attention"] != 1 || ops["Transpose"] != 0 || ops["Reshape"] != 0 || ops["Mul"] != 0 {
				t.Fatalf("after the pass: %v\n%s", ops, after)
			}
			n := after.Nodes[0]
			if got := n.Float("scale", 0); math.Abs(float64(got-tc.wantScale)) > 1e-6 || n.Int("q_num_heads", 0) != tc.hq || n.Int("kv_num_heads", 0) != tc.hkv ||
				n.Int("is_causal", 0) != map[bool]int64{true: 1}[tc.causal] || len(n.Input(0).Shape) != 3 {
				t.Fatalf("fused node %v: scale %v heads %d/%d causal %d", n.Inputs, got, n.Int("q_num_heads", 0), n.Int("kv_num_heads", 0), n.Int("is_causal", 0))
			}
		})
	}
}

// checkMaskedEquivalent evaluates g and its rewrite after on random inputs
// (the inputs binary picks hold 0 or 1: attention masks) and asserts that
// every output agrees to 1e-4 relative.
func checkMaskedEquivalent(t *testing.T, g, after *graph.Graph, rng *rand.Rand, binary func(*graph.Value) bool) {
	t.Helper()
	in := map[string]*graph.Tensor{}
	for _, v := range g.Inputs {
		x := randomTensor(rng, v.DType, v.Shape)
		if binary(v) {
			for i := range x.Len() {
				x.SetInt64(i, int64(rng.IntN(2)))
			}
		}
		in[v.Name] = x
	}
	ctx := context.Background()
	want, err := ref.Evaluate(ctx, g, in)
	if err != nil {
		t.Fatal(err)
	}
	got, err := ref.Evaluate(ctx, after, in)
	if err != nil {
		t.Fatal(err)
	}
	for name, w := range want {
		assertClose(t, name, got[name], w, 1e-4, 1e-5)
	}
}
