package driver

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/internal/contribref"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// contribCase is one model of com.microsoft ops with inputs and the
// outputs an independent reference (contrib_ref_test.go) computes.
type contribCase struct {
	name   string
	opset  int64
	build  func(m *onnxtest.Model)
	inputs map[string]*graph.Tensor
	want   map[string]*graph.Tensor
	// tol is the allowed |got - want| for want (quantized outputs: one
	// step, i.e. 1 on the codes).
	tol func(want float64) float64
}

// msNode adds a com.microsoft node.
func msNode(m *onnxtest.Model, op string, ins, outs []string, attrs ...*onnxpb.AttributeProto) {
	m.Node(op, op+"_"+outs[0], ins, outs, attrs...).Domain = proto.String("com.microsoft")
}

// randT is a float32 tensor of normal values times scale.
func randT(rng *rand.Rand, shape graph.Shape, scale float64) *graph.Tensor {
	return quantTensor(rng, graph.Float32, shape, scale)
}

// intT is a tensor of dt with integers in [lo, hi].
func intT(rng *rand.Rand, dt graph.DType, shape graph.Shape, lo, hi int) *graph.Tensor {
	t, _ := graph.NewTensor(dt, shape)
	for i := range t.Len() {
		t.SetInt64(i, int64(lo+rng.IntN(hi-lo+1)))
	}
	return t
}

func fwd(t *graph.Tensor, f func(float64) float64) *graph.Tensor {
	v := contribref.Vals(t)
	for i := range v {
		v[i] = f(v[i])
	}
	return contribref.Tensor(graph.Float32, t.Shape, v)
}

// TestContribOps runs ONNX Runtime's contrib ops, decomposed at import,
// on the reference evaluator and the host target, on fresh random data,
// and requires both to match an independent Go reference of each op.
func TestContribOps(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 31))
	rel := func(r float64) func(float64) float64 { return func(x float64) float64 { return r * (1 + math.Abs(x)) } }
	step := func(float64) float64 { return 1.0001 }
	var cases []contribCase
	cases = append(cases, geluCases(rng, rel(2e-5))...)
	cases = append(cases, normCases(rng, rel(5e-5))...)
	cases = append(cases, attentionCases(rng, rel(5e-5))...)
	cases = append(cases, qlinearCases(rng, step)...)
	cases = append(cases, quantMatMulCases(rng, rel(2e-5), step)...)
	cases = append(cases, nbitsCases(rng, rel(5e-5))...)
	cases = append(cases, moreContribCases(rng, rel(5e-5), step)...)
	cases = append(cases, mlCases(rng, rel(2e-5))...)
	cases = append(cases, mlModelCases(rng, rel(2e-5))...)
	cases = append(cases, pastCases(rng, rel(5e-5))...)
	cases = append(cases, gqaCase(rng, rel(5e-5)))
	cases = append(cases, qembedCase(rng, rel(5e-5)))
	cases = append(cases, fusedCase(rng, rel(5e-5)))
	ht := newTestHostTarget(t)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			opset := tc.opset
			if opset == 0 {
				opset = 17
			}
			m := onnxtest.New(tc.name, opset)
			m.Domains = map[string]int64{"com.microsoft": 1}
			tc.build(m)
			g, err := onnx.Decode(m.Bytes(), onnx.Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, n := range g.Nodes {
				if n.Domain != "" {
					t.Fatalf("%s of domain %s left after import", n, n.Domain)
				}
			}
			refOut, err := ref.Evaluate(context.Background(), g.Clone(), tc.inputs)
			if err != nil {
				t.Fatalf("reference: %v", err)
			}
			checkOutputs(t, "ref", refOut, tc.want, tc.tol)
			hostOut, err := ht.Run(context.Background(), g.Clone(), tc.inputs)
			if err != nil {
				t.Fatalf("host: %v", err)
			}
			checkOutputs(t, "host", hostOut, tc.want, tc.tol)
		})
	}
}

// checkOutputs compares every wanted output, which must vary.
func checkOutputs(t *testing.T, target string, got, want map[string]*graph.Tensor, tol func(float64) float64) {
	t.Helper()
	for name, w := range want {
		g := got[name]
		if g == nil || !g.Shape.Equal(w.Shape) {
			t.Fatalf("%s: %s = %v, want shape %v", target, name, g, w.Shape)
		}
		if g.DType != w.DType {
			t.Fatalf("%s: %s is %v, want %v", target, name, g.DType, w.DType)
		}
		distinct := map[float64]bool{}
		for i := range w.Len() {
			x, y := g.Float64(i), w.Float64(i)
			distinct[y] = true
			if math.Abs(x-y) > tol(y) || math.IsNaN(x) {
				t.Fatalf("%s: %s[%d] = %v, want %v", target, name, i, x, y)
			}
		}
		if w.Len() > 1 && len(distinct) < 2 {
			t.Fatalf("%s: only %d distinct values: the data tests little", name, len(distinct))
		}
	}
}

func geluCases(rng *rand.Rand, tol func(float64) float64) []contribCase {
	x := randT(rng, graph.Shape{2, 3, 8}, 1.5)
	skip := randT(rng, graph.Shape{2, 3, 8}, 1)
	bias := randT(rng, graph.Shape{8}, 0.5)
	xb := contribref.Vals(x)
	bv, sv := contribref.Vals(bias), contribref.Vals(skip)
	for i := range xb {
		xb[i] += bv[i%8]
	}
	xbT := contribref.Tensor(graph.Float32, x.Shape, xb)
	add := make([]float64, len(xb))
	for i := range add {
		add[i] = xb[i] + sv[i]
	}
	split := make([]float64, 2*3*4)
	for r := range 6 {
		for j := range 4 {
			split[r*4+j] = xb[r*8+j] * contribref.GeluErf(xb[r*8+4+j])
		}
	}
	alpha := 1.0 + rng.Float64()
	return []contribCase{{
		name: "gelu family",
		build: func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{2, 3, 8})
			m.Input("skip", onnxtest.Float, []int64{2, 3, 8})
			m.Init("bias", bias)
			msNode(m, "Gelu", []string{"x"}, []string{"g1"})
			msNode(m, "BiasGelu", []string{"x", "bias"}, []string{"g2"})
			msNode(m, "FastGelu", []string{"x", "bias"}, []string{"g3"})
			msNode(m, "QuickGelu", []string{"x"}, []string{"g4"}, onnxtest.Float32("alpha", float32(alpha)))
			msNode(m, "BiasAdd", []string{"x", "bias", "skip"}, []string{"g5"})
			msNode(m, "BiasSplitGelu", []string{"x", "bias"}, []string{"g6"})
			for _, o := range []string{"g1", "g2", "g3", "g4", "g5", "g6"} {
				m.Output(o, onnxtest.Float, nil)
			}
		},
		inputs: map[string]*graph.Tensor{"x": x, "skip": skip},
		want: map[string]*graph.Tensor{
			"g1": fwd(x, contribref.GeluErf),
			"g2": fwd(xbT, contribref.GeluErf),
			"g3": fwd(xbT, contribref.GeluTanh),
			"g4": fwd(x, func(v float64) float64 { return v / (1 + math.Exp(-float64(float32(alpha))*v)) }),
			"g5": contribref.Tensor(graph.Float32, x.Shape, add),
			"g6": contribref.Tensor(graph.Float32, graph.Shape{2, 3, 4}, split),
		},
		tol: tol,
	}}
}

func normCases(rng *rand.Rand, tol func(float64) float64) []contribCase {
	const h = 16
	sh := graph.Shape{2, 4, h}
	x, skip := randT(rng, sh, 2), randT(rng, sh, 1)
	gamma, beta, bias := randT(rng, graph.Shape{h}, 1), randT(rng, graph.Shape{h}, 1), randT(rng, graph.Shape{h}, 0.5)
	xv, sv, bv := contribref.Vals(x), contribref.Vals(skip), contribref.Vals(bias)
	sum := make([]float64, len(xv))
	for i := range sum {
		sum[i] = float64(float32(float32(xv[i]+sv[i]) + float32(bv[i%h])))
	}
	y, mean, inv := contribref.LayerNorm(sum, h, contribref.Vals(gamma), contribref.Vals(beta), 1e-5, false)
	y2, _, _ := contribref.LayerNorm(sum, h, contribref.Vals(gamma), nil, 1e-12, true)
	y3, _, inv3 := contribref.LayerNorm(xv, h, contribref.Vals(gamma), nil, 1e-6, true)
	stat := graph.Shape{2, 4, 1}
	mk := func(opset int64) contribCase {
		return contribCase{
			name:  "skip layer norms opset " + string(rune('0'+opset/10)) + string(rune('0'+opset%10)),
			opset: opset,
			build: func(m *onnxtest.Model) {
				m.Input("x", onnxtest.Float, []int64(sh))
				m.Input("skip", onnxtest.Float, []int64(sh))
				m.Init("gamma", gamma)
				m.Init("beta", beta)
				m.Init("bias", bias)
				msNode(m, "SkipLayerNormalization", []string{"x", "skip", "gamma", "beta", "bias"}, []string{"y", "mean", "inv", "sum"},
					onnxtest.Float32("epsilon", 1e-5))
				msNode(m, "SkipSimplifiedLayerNormalization", []string{"x", "skip", "gamma", "bias"}, []string{"y2", "", "", "sum2"})
				m.Node("SimplifiedLayerNormalization", "sln", []string{"x", "gamma"}, []string{"y3", "inv3"}, onnxtest.Float32("epsilon", 1e-6))
				for _, o := range []string{"y", "mean", "inv", "sum", "y2", "sum2", "y3", "inv3"} {
					m.Output(o, onnxtest.Float, nil)
				}
			},
			inputs: map[string]*graph.Tensor{"x": x, "skip": skip},
			want: map[string]*graph.Tensor{
				"y": contribref.Tensor(graph.Float32, sh, y), "mean": contribref.Tensor(graph.Float32, stat, mean), "inv": contribref.Tensor(graph.Float32, stat, inv),
				"sum": contribref.Tensor(graph.Float32, sh, sum), "y2": contribref.Tensor(graph.Float32, sh, y2), "sum2": contribref.Tensor(graph.Float32, sh, sum),
				"y3": contribref.Tensor(graph.Float32, sh, y3), "inv3": contribref.Tensor(graph.Float32, stat, inv3),
			},
			tol: tol,
		}
	}
	return []contribCase{mk(17), mk(13)}
}

func attentionCases(rng *rand.Rand, tol func(float64) float64) []contribCase {
	const B, S, Hin, N, H = 2, 5, 12, 3, 4
	x := randT(rng, graph.Shape{B, S, Hin}, 1)
	w := randT(rng, graph.Shape{Hin, 3 * N * H}, 0.4)
	bias := randT(rng, graph.Shape{3 * N * H}, 0.3)
	mask := intT(rng, graph.Int32, graph.Shape{B, S}, 0, 1)
	mask.SetInt64(0, 1)
	mask.SetInt64(S, 1)
	qkv := contribref.MatMul(contribref.Vals(x), contribref.Vals(w), B*S, Hin, 3*N*H)
	bv := contribref.Vals(bias)
	var q, k, v []float64
	for r := range B * S {
		for j := range 3 * N * H {
			e := qkv[r*3*N*H+j] + bv[j]
			switch j / (N * H) {
			case 0:
				q = append(q, e)
			case 1:
				k = append(k, e)
			default:
				v = append(v, e)
			}
		}
	}
	mv := contribref.Vals(mask)
	padded := func(b, i, j int) float64 {
		if mv[b*S+j] > 0 {
			return 0
		}
		return -10000
	}
	out := contribref.Attention(q, k, v, B, S, S, N, H, H, 1/math.Sqrt(H), padded)
	causal := contribref.Attention(q, k, v, B, S, S, N, H, H, 0.3, func(b, i, j int) float64 {
		if j > i {
			return -10000
		}
		return 0
	})
	// present: (2, B, N, S, H).
	present := make([]float64, 2*B*N*S*H)
	for c, src := range [][]float64{k, v} {
		for b := range B {
			for n := range N {
				for s := range S {
					for d := range H {
						present[(((c*B+b)*N+n)*S+s)*H+d] = src[(b*S+s)*N*H+n*H+d]
					}
				}
			}
		}
	}

	// MultiHeadAttention: cross attention with a bias and a key padding mask.
	const T = 6
	mq, mk, mvv := randT(rng, graph.Shape{B, 4, N * H}, 1), randT(rng, graph.Shape{B, T, N * H}, 1), randT(rng, graph.Shape{B, T, N * H}, 1)
	mb := randT(rng, graph.Shape{3 * N * H}, 0.3)
	kpm := intT(rng, graph.Int32, graph.Shape{B, T}, 0, 1)
	kpm.SetInt64(0, 1)
	kpm.SetInt64(T, 1)
	addBias := func(t *graph.Tensor, off int) []float64 {
		o, b := contribref.Vals(t), contribref.Vals(mb)
		for i := range o {
			o[i] += b[off+i%(N*H)]
		}
		return o
	}
	kv := contribref.Vals(kpm)
	mha := contribref.Attention(addBias(mq, 0), addBias(mk, N*H), addBias(mvv, 2*N*H), B, 4, T, N, H, H, 1/math.Sqrt(H), func(b, i, j int) float64 {
		if kv[b*T+j] > 0 {
			return 0
		}
		return -10000
	})
	return []contribCase{{
		name: "attention",
		build: func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{B, S, Hin})
			m.Input("mask", onnxInt32, []int64{B, S})
			m.Init("w", w)
			m.Init("bias", bias)
			msNode(m, "Attention", []string{"x", "w", "bias", "mask"}, []string{"out", "present"}, onnxtest.Int("num_heads", N))
			msNode(m, "Attention", []string{"x", "w", "bias"}, []string{"causal"}, onnxtest.Int("num_heads", N),
				onnxtest.Int("unidirectional", 1), onnxtest.Float32("scale", 0.3))
			m.Output("out", onnxtest.Float, nil)
			m.Output("present", onnxtest.Float, nil)
			m.Output("causal", onnxtest.Float, nil)
		},
		inputs: map[string]*graph.Tensor{"x": x, "mask": mask},
		want: map[string]*graph.Tensor{
			"out":     contribref.Tensor(graph.Float32, graph.Shape{B, S, N * H}, out),
			"present": contribref.Tensor(graph.Float32, graph.Shape{2, B, N, S, H}, present),
			"causal":  contribref.Tensor(graph.Float32, graph.Shape{B, S, N * H}, causal),
		},
		tol: tol,
	}, {
		name: "multi-head attention",
		build: func(m *onnxtest.Model) {
			m.Input("q", onnxtest.Float, []int64{B, 4, N * H})
			m.Input("k", onnxtest.Float, []int64{B, T, N * H})
			m.Input("v", onnxtest.Float, []int64{B, T, N * H})
			m.Input("kpm", onnxInt32, []int64{B, T})
			m.Init("bias", mb)
			msNode(m, "MultiHeadAttention", []string{"q", "k", "v", "bias", "kpm"}, []string{"out"}, onnxtest.Int("num_heads", N))
			m.Output("out", onnxtest.Float, nil)
		},
		inputs: map[string]*graph.Tensor{"q": mq, "k": mk, "v": mvv, "kpm": kpm},
		want:   map[string]*graph.Tensor{"out": contribref.Tensor(graph.Float32, graph.Shape{B, 4, N * H}, mha)},
		tol:    tol,
	}, embedCase(rng, tol)}
}

func embedCase(rng *rand.Rand, tol func(float64) float64) contribCase {
	const B, S, V, P, H = 2, 5, 10, 7, 8
	ids := intT(rng, graph.Int32, graph.Shape{B, S}, 0, V-1)
	seg := intT(rng, graph.Int32, graph.Shape{B, S}, 0, 1)
	mask := intT(rng, graph.Int32, graph.Shape{B, S}, 0, 1)
	for s := range S { // row 0 whole, row 1 padded: their lengths differ
		mask.SetInt64(s, 1)
	}
	mask.SetInt64(2*S-1, 0)
	word, pos, segE := randT(rng, graph.Shape{V, H}, 1), randT(rng, graph.Shape{P, H}, 1), randT(rng, graph.Shape{2, H}, 1)
	gamma, beta := randT(rng, graph.Shape{H}, 1), randT(rng, graph.Shape{H}, 1)
	wv, pv, sv := contribref.Vals(word), contribref.Vals(pos), contribref.Vals(segE)
	sum := make([]float64, B*S*H)
	idx := make([]float64, B)
	for b := range B {
		for s := range S {
			id, sg := int(ids.Int64(b*S+s)), int(seg.Int64(b*S+s))
			for d := range H {
				sum[(b*S+s)*H+d] = float64(float32(float32(wv[id*H+d]+pv[s*H+d]) + float32(sv[sg*H+d])))
			}
			idx[b] += float64(mask.Int64(b*S + s))
		}
	}
	y, _, _ := contribref.LayerNorm(sum, H, contribref.Vals(gamma), contribref.Vals(beta), 1e-12, false)
	return contribCase{
		name: "embed layer norm",
		build: func(m *onnxtest.Model) {
			m.Input("ids", onnxInt32, []int64{B, S})
			m.Input("seg", onnxInt32, []int64{B, S})
			m.Input("mask", onnxInt32, []int64{B, S})
			for name, t := range map[string]*graph.Tensor{"word": word, "pos": pos, "segE": segE, "gamma": gamma, "beta": beta} {
				m.Init(name, t)
			}
			msNode(m, "EmbedLayerNormalization", []string{"ids", "seg", "word", "pos", "segE", "gamma", "beta", "mask"}, []string{"y", "mi", "sum"})
			m.Output("y", onnxtest.Float, nil)
			m.Output("mi", onnxInt32, nil)
			m.Output("sum", onnxtest.Float, nil)
		},
		inputs: map[string]*graph.Tensor{"ids": ids, "seg": seg, "mask": mask},
		want: map[string]*graph.Tensor{"y": contribref.Tensor(graph.Float32, graph.Shape{B, S, H}, y),
			"mi":  contribref.Tensor(graph.Int32, graph.Shape{B}, idx),
			"sum": contribref.Tensor(graph.Float32, graph.Shape{B, S, H}, sum)},
		tol: tol,
	}
}
