package driver

import (
	"math"
	"math/rand/v2"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/contribref"
	"github.com/mgxport/mgxport/internal/onnxtest"
)

func moreContribCases(rng *rand.Rand, tol, step func(float64) float64) []contribCase {
	var cases []contribCase
	// RotaryEmbedding: explicit positions (interleaved or not) and an offset.
	const B, S, N, H, P = 2, 3, 2, 8, 10
	x := randT(rng, graph.Shape{B, S, N * H}, 1)
	cosT, sinT := randT(rng, graph.Shape{P, H / 2}, 1), randT(rng, graph.Shape{P, H / 2}, 1)
	pos := intT(rng, graph.Int64, graph.Shape{B, S}, 0, P-1)
	off := intT(rng, graph.Int64, graph.Shape{1}, 0, P-S)
	xv, cv, sv := contribref.Vals(x), contribref.Vals(cosT), contribref.Vals(sinT)
	byPos := func(b, s int) int { return int(pos.Int64(b*S + s)) }
	cases = append(cases, contribCase{
		name: "rotary embedding",
		build: func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{B, S, N * H})
			m.Input("pos", onnxtest.Int64, []int64{B, S})
			m.Input("off", onnxtest.Int64, []int64{1})
			m.Init("cos", cosT)
			m.Init("sin", sinT)
			msNode(m, "RotaryEmbedding", []string{"x", "pos", "cos", "sin"}, []string{"y"}, onnxtest.Int("num_heads", N))
			msNode(m, "RotaryEmbedding", []string{"x", "pos", "cos", "sin"}, []string{"yi"}, onnxtest.Int("num_heads", N), onnxtest.Int("interleaved", 1))
			msNode(m, "RotaryEmbedding", []string{"x", "off", "cos", "sin"}, []string{"yo"}, onnxtest.Int("num_heads", N))
			for _, o := range []string{"y", "yi", "yo"} {
				m.Output(o, onnxtest.Float, nil)
			}
		},
		inputs: map[string]*graph.Tensor{"x": x, "pos": pos, "off": off},
		want: map[string]*graph.Tensor{
			"y":  contribref.Tensor(graph.Float32, x.Shape, contribref.Rotary(xv, cv, sv, B, S, N, H, H, false, byPos)),
			"yi": contribref.Tensor(graph.Float32, x.Shape, contribref.Rotary(xv, cv, sv, B, S, N, H, H, true, byPos)),
			"yo": contribref.Tensor(graph.Float32, x.Shape, contribref.Rotary(xv, cv, sv, B, S, N, H, H, false, func(_, s int) int { return int(off.Int64(0)) + s })),
		},
		tol: tol,
	})

	// QAttention with a (B) key-length mask.
	const S2, Hin, NH, HH = 5, 8, 2, 4
	xq := intT(rng, graph.Uint8, graph.Shape{B, S2, Hin}, 0, 255)
	wq := intT(rng, graph.Uint8, graph.Shape{Hin, 3 * NH * HH}, 0, 255)
	bias := randT(rng, graph.Shape{3 * NH * HH}, 0.3)
	xs, ws := 0.01+0.01*rng.Float64(), 0.005+0.005*rng.Float64()
	xz, wz := intT(rng, graph.Uint8, graph.Shape{}, 100, 150), intT(rng, graph.Uint8, graph.Shape{}, 100, 150)
	lens := contribref.Tensor(graph.Int32, graph.Shape{B}, []float64{float64(2 + rng.IntN(S2-2)), S2})
	deq := func(t *graph.Tensor, s float64, z *graph.Tensor) []float64 {
		v := contribref.Vals(t)
		for i := range v {
			v[i] = (v[i] - z.Float64(0)) * float64(float32(s))
		}
		return v
	}
	qkv := contribref.MatMul(deq(xq, xs, xz), deq(wq, ws, wz), B*S2, Hin, 3*NH*HH)
	var q, k, v []float64
	for r := range B * S2 {
		for j := range 3 * NH * HH {
			e := qkv[r*3*NH*HH+j] + bias.Float64(j)
			switch j / (NH * HH) {
			case 0:
				q = append(q, e)
			case 1:
				k = append(k, e)
			default:
				v = append(v, e)
			}
		}
	}
	att := contribref.Attention(q, k, v, B, S2, S2, NH, HH, HH, 1/math.Sqrt(HH), func(b, _, j int) float64 {
		if j < int(lens.Int64(b)) {
			return 0
		}
		return -10000
	})
	cases = append(cases, contribCase{
		name: "qattention with key lengths",
		build: func(m *onnxtest.Model) {
			m.Input("x", onnxUint8, []int64{B, S2, Hin})
			m.Input("lens", onnxInt32, []int64{B})
			m.Init("w", wq)
			m.Init("bias", bias)
			m.Init("xs", graph.Scalar(graph.Float32, xs))
			m.Init("ws", graph.Scalar(graph.Float32, ws))
			m.Init("xz", xz)
			m.Init("wz", wz)
			msNode(m, "QAttention", []string{"x", "w", "bias", "xs", "ws", "lens", "xz", "wz"}, []string{"y"}, onnxtest.Int("num_heads", NH))
			m.Output("y", onnxtest.Float, nil)
		},
		inputs: map[string]*graph.Tensor{"x": xq, "lens": lens},
		want:   map[string]*graph.Tensor{"y": contribref.Tensor(graph.Float32, graph.Shape{B, S2, NH * HH}, att)},
		tol:    tol,
	})

	// QLinearReduceMean and channels-last pooling and convolution.
	a := intT(rng, graph.Uint8, graph.Shape{1, 4, 4, 3}, 0, 255) // NHWC
	qa, qc := qparam{s: 0.02, zp: 120}, qparam{s: 0.015, zp: 110}
	av := contribref.Vals(a)
	red := make([]float64, 4) // mean over axes 2, 3 of (1, 4, 4, 3): per row
	gap := make([]float64, 3) // NHWC global average: per channel
	for h := range 4 {
		for w := range 4 {
			for c := range 3 {
				d := qa.deq(av[(h*4+w)*3+c])
				red[h] += d / 12
				gap[c] += d / 16
			}
		}
	}
	for i := range red {
		red[i] = contribref.Quantize(red[i], float64(float32(qc.s)), qc.zp, graph.Uint8)
	}
	for i := range gap {
		gap[i] = contribref.Quantize(gap[i], float64(float32(qc.s)), qc.zp, graph.Uint8)
	}
	cases = append(cases, contribCase{
		name: "qlinear reduce mean and channels last pool",
		build: func(m *onnxtest.Model) {
			m.Input("a", onnxUint8, []int64{1, 4, 4, 3})
			qa.init(m, "a", graph.Uint8)
			qc.init(m, "c", graph.Uint8)
			msNode(m, "QLinearReduceMean", []string{"a", "a_s", "a_z", "c_s", "c_z"}, []string{"red"}, onnxtest.Ints("axes", 2, 3), onnxtest.Int("keepdims", 0))
			msNode(m, "QLinearGlobalAveragePool", []string{"a", "a_s", "a_z", "c_s", "c_z"}, []string{"gap"}, onnxtest.Int("channels_last", 1))
			m.Output("red", onnxUint8, nil)
			m.Output("gap", onnxUint8, nil)
		},
		inputs: map[string]*graph.Tensor{"a": a},
		want: map[string]*graph.Tensor{"red": contribref.Tensor(graph.Uint8, graph.Shape{1, 4}, red),
			"gap": contribref.Tensor(graph.Uint8, graph.Shape{1, 1, 1, 3}, gap)},
		tol: step,
	})
	return cases
}

// pastCases: Attention as GPT-2 exports it after ONNX Runtime's optimizer
// (unidirectional, past state (2, B, N, P, H), a (B, P+S) mask, present)
// and MultiHeadAttention with past_key/past_value.
func pastCases(rng *rand.Rand, tol func(float64) float64) []contribCase {
	const B, P, S, Hin, N, H = 2, 3, 4, 8, 2, 4
	const T = P + S
	x := randT(rng, graph.Shape{B, S, Hin}, 1)
	w := randT(rng, graph.Shape{Hin, 3 * N * H}, 0.4)
	bias := randT(rng, graph.Shape{3 * N * H}, 0.3)
	past := randT(rng, graph.Shape{2, B, N, P, H}, 1)
	mask := intT(rng, graph.Int32, graph.Shape{B, T}, 0, 1)
	for b := range B {
		mask.SetInt64(b*T, 1)
	}
	qkv := contribref.MatMul(contribref.Vals(x), contribref.Vals(w), B*S, Hin, 3*N*H)
	pv := contribref.Vals(past)
	// q (B, S, N·H); k and v (B, T, N·H): the past rows, then the new ones.
	q := make([]float64, B*S*N*H)
	kv := [2][]float64{make([]float64, B*T*N*H), make([]float64, B*T*N*H)}
	for b := range B {
		for n := range N {
			for d := range H {
				for t := range P {
					for c := range 2 {
						kv[c][(b*T+t)*N*H+n*H+d] = pv[(((c*B+b)*N+n)*P+t)*H+d]
					}
				}
				for s := range S {
					row := (b*S + s) * 3 * N * H
					q[(b*S+s)*N*H+n*H+d] = qkv[row+n*H+d] + bias.Float64(n*H+d)
					for c := range 2 {
						col := (c+1)*N*H + n*H + d
						kv[c][(b*T+P+s)*N*H+n*H+d] = qkv[row+col] + bias.Float64(col)
					}
				}
			}
		}
	}
	out := contribref.Attention(q, kv[0], kv[1], B, S, T, N, H, H, 1/math.Sqrt(H), func(b, i, j int) float64 {
		m := 0.0
		if mask.Int64(b*T+j) == 0 {
			m += -10000
		}
		if j > P+i {
			m += -10000
		}
		return m
	})
	present := make([]float64, 2*B*N*T*H)
	for c := range 2 {
		for b := range B {
			for n := range N {
				for t := range T {
					for d := range H {
						present[(((c*B+b)*N+n)*T+t)*H+d] = kv[c][(b*T+t)*N*H+n*H+d]
					}
				}
			}
		}
	}
	// MultiHeadAttention over the same q, new k, v (no bias) and the past.
	nk, nv := make([]float64, B*S*N*H), make([]float64, B*S*N*H)
	for b := range B {
		for s := range S {
			copy(nk[(b*S+s)*N*H:(b*S+s+1)*N*H], kv[0][(b*T+P+s)*N*H:(b*T+P+s+1)*N*H])
			copy(nv[(b*S+s)*N*H:(b*S+s+1)*N*H], kv[1][(b*T+P+s)*N*H:(b*T+P+s+1)*N*H])
		}
	}
	pastK := contribref.Tensor(graph.Float32, graph.Shape{B, N, P, H}, pv[:B*N*P*H])
	pastV := contribref.Tensor(graph.Float32, graph.Shape{B, N, P, H}, pv[B*N*P*H:])
	mha := contribref.Attention(q, kv[0], kv[1], B, S, T, N, H, H, 1/math.Sqrt(H), func(int, int, int) float64 { return 0 })
	return []contribCase{{
		name: "attention with past state",
		build: func(m *onnxtest.Model) {
			m.Input("x", onnxtest.Float, []int64{B, S, Hin})
			m.Input("mask", onnxInt32, []int64{B, int64(T)})
			m.Input("past", onnxtest.Float, []int64{2, B, N, P, H})
			m.Init("w", w)
			m.Init("bias", bias)
			msNode(m, "Attention", []string{"x", "w", "bias", "mask", "past"}, []string{"out", "present"},
				onnxtest.Int("num_heads", N), onnxtest.Int("unidirectional", 1))
			m.Output("out", onnxtest.Float, nil)
			m.Output("present", onnxtest.Float, nil)
		},
		inputs: map[string]*graph.Tensor{"x": x, "mask": mask, "past": past},
		want: map[string]*graph.Tensor{"out": contribref.Tensor(graph.Float32, graph.Shape{B, S, N * H}, out),
			"present": contribref.Tensor(graph.Float32, graph.Shape{2, B, N, int64(T), H}, present)},
		tol: tol,
	}, {
		name: "multi-head attention with past key and value",
		build: func(m *onnxtest.Model) {
			for name, sh := range map[string][]int64{"q": {B, S, N * H}, "k": {B, S, N * H}, "v": {B, S, N * H}, "pk": {B, N, P, H}, "pv": {B, N, P, H}} {
				m.Input(name, onnxtest.Float, sh)
			}
			msNode(m, "MultiHeadAttention", []string{"q", "k", "v", "", "", "", "pk", "pv"}, []string{"out", "present_k", "present_v"}, onnxtest.Int("num_heads", N))
			for _, o := range []string{"out", "present_k", "present_v"} {
				m.Output(o, onnxtest.Float, nil)
			}
		},
		inputs: map[string]*graph.Tensor{"q": contribref.Tensor(graph.Float32, graph.Shape{B, S, N * H}, q),
			"k": contribref.Tensor(graph.Float32, graph.Shape{B, S, N * H}, nk), "v": contribref.Tensor(graph.Float32, graph.Shape{B, S, N * H}, nv),
			"pk": pastK, "pv": pastV},
		want: map[string]*graph.Tensor{"out": contribref.Tensor(graph.Float32, graph.Shape{B, S, N * H}, mha),
			"present_k": contribref.Tensor(graph.Float32, graph.Shape{B, N, int64(T), H}, present[:B*N*T*H]),
			"present_v": contribref.Tensor(graph.Float32, graph.Shape{B, N, int64(T), H}, present[B*N*T*H:])},
		tol: tol,
	}}
}

// gqaCase: GroupQueryAttention as ONNX Runtime's GenAI builder writes it
// for a decoder step with a KV cache: 4 query heads over 2 K/V heads,
// rotary positions after the past, causal.
func gqaCase(rng *rand.Rand, tol func(float64) float64) contribCase {
	const B, S, P, N, Nkv, H, MaxPos = 2, 3, 2, 4, 2, 4, 16
	const T = P + S
	q := randT(rng, graph.Shape{B, S, N * H}, 1)
	k := randT(rng, graph.Shape{B, S, Nkv * H}, 1)
	v := randT(rng, graph.Shape{B, S, Nkv * H}, 1)
	pk, pv := randT(rng, graph.Shape{B, Nkv, P, H}, 1), randT(rng, graph.Shape{B, Nkv, P, H}, 1)
	cosT, sinT := randT(rng, graph.Shape{MaxPos, H / 2}, 1), randT(rng, graph.Shape{MaxPos, H / 2}, 1)
	seqlens := contribref.Tensor(graph.Int32, graph.Shape{B}, []float64{T - 1, T - 1})
	total := contribref.Tensor(graph.Int32, graph.Shape{}, []float64{T})
	cv, sv := contribref.Vals(cosT), contribref.Vals(sinT)
	at := func(_, s int) int { return P + s }
	qr := contribref.Rotary(contribref.Vals(q), cv, sv, B, S, N, H, H, false, at)
	kr := contribref.Rotary(contribref.Vals(k), cv, sv, B, S, Nkv, H, H, false, at)
	// K/V (B, T, Nkv·H): the past, then the new rows; then each query head
	// h reads K/V head h / (N/Nkv).
	full := func(past []float64, cur []float64) []float64 {
		out := make([]float64, B*T*Nkv*H)
		for b := range B {
			for h := range Nkv {
				for d := range H {
					for t := range P {
						out[(b*T+t)*Nkv*H+h*H+d] = past[((b*Nkv+h)*P+t)*H+d]
					}
					for s := range S {
						out[(b*T+P+s)*Nkv*H+h*H+d] = cur[(b*S+s)*Nkv*H+h*H+d]
					}
				}
			}
		}
		return out
	}
	kf, vf := full(contribref.Vals(pk), kr), full(contribref.Vals(pv), contribref.Vals(v))
	expand := func(x []float64) []float64 {
		out := make([]float64, B*T*N*H)
		for r := range B * T {
			for h := range N {
				copy(out[r*N*H+h*H:r*N*H+h*H+H], x[r*Nkv*H+(h/(N/Nkv))*H:][:H])
			}
		}
		return out
	}
	out := contribref.Attention(qr, expand(kf), expand(vf), B, S, T, N, H, H, 1/math.Sqrt(H), func(_, i, j int) float64 {
		if j > P+i {
			return math.Inf(-1)
		}
		return 0
	})
	heads := func(x []float64) []float64 { // (B, T, Nkv·H) -> (B, Nkv, T, H)
		o := make([]float64, len(x))
		for b := range B {
			for t := range T {
				for h := range Nkv {
					for d := range H {
						o[((b*Nkv+h)*T+t)*H+d] = x[(b*T+t)*Nkv*H+h*H+d]
					}
				}
			}
		}
		return o
	}
	return contribCase{
		name: "group query attention with a kv cache and rotary",
		build: func(m *onnxtest.Model) {
			for name, sh := range map[string][]int64{"q": {B, S, N * H}, "k": {B, S, Nkv * H}, "v": {B, S, Nkv * H}, "pk": {B, Nkv, P, H}, "pv": {B, Nkv, P, H}} {
				m.Input(name, onnxtest.Float, sh)
			}
			m.Input("seqlens", onnxInt32, []int64{B})
			m.Input("total", onnxInt32, []int64{})
			m.Init("cos", cosT)
			m.Init("sin", sinT)
			msNode(m, "GroupQueryAttention", []string{"q", "k", "v", "pk", "pv", "seqlens", "total", "cos", "sin"}, []string{"out", "present_k", "present_v"},
				onnxtest.Int("num_heads", N), onnxtest.Int("kv_num_heads", Nkv), onnxtest.Int("do_rotary", 1))
			for _, o := range []string{"out", "present_k", "present_v"} {
				m.Output(o, onnxtest.Float, nil)
			}
		},
		inputs: map[string]*graph.Tensor{"q": q, "k": k, "v": v, "pk": pk, "pv": pv, "seqlens": seqlens, "total": total},
		want: map[string]*graph.Tensor{"out": contribref.Tensor(graph.Float32, graph.Shape{B, S, N * H}, out),
			"present_k": contribref.Tensor(graph.Float32, graph.Shape{B, Nkv, T, H}, heads(kf)),
			"present_v": contribref.Tensor(graph.Float32, graph.Shape{B, Nkv, T, H}, heads(vf))},
		tol: tol,
	}
}

// qembedCase: QEmbedLayerNormalization (quantize_dynamic's BERT
// embeddings): uint8 tables, gamma and beta dequantized, then
// EmbedLayerNormalization.
func qembedCase(rng *rand.Rand, tol func(float64) float64) contribCase {
	const B, S, V, P, H = 2, 4, 9, 6, 8
	ids := intT(rng, graph.Int32, graph.Shape{B, S}, 0, V-1)
	seg := intT(rng, graph.Int32, graph.Shape{B, S}, 0, 1)
	mask := intT(rng, graph.Int32, graph.Shape{B, S}, 1, 1)
	mask.SetInt64(2*S-1, 0)
	type qt struct {
		name string
		t    *graph.Tensor
		s    float64
		z    int64
	}
	tabs := []qt{{"word", intT(rng, graph.Uint8, graph.Shape{V, H}, 0, 255), 0.01, 120},
		{"pos", intT(rng, graph.Uint8, graph.Shape{P, H}, 0, 255), 0.005, 128},
		{"segE", intT(rng, graph.Uint8, graph.Shape{2, H}, 0, 255), 0.004, 100},
		{"gamma", intT(rng, graph.Uint8, graph.Shape{H}, 0, 255), 0.01, 60},
		{"beta", intT(rng, graph.Uint8, graph.Shape{H}, 0, 255), 0.01, 128}}
	d := map[string][]float64{}
	for _, q := range tabs {
		v := contribref.Vals(q.t)
		for i := range v {
			v[i] = (v[i] - float64(q.z)) * float64(float32(q.s))
		}
		d[q.name] = v
	}
	sum := make([]float64, B*S*H)
	idx := make([]float64, B)
	for b := range B {
		for s := range S {
			id, sg := int(ids.Int64(b*S+s)), int(seg.Int64(b*S+s))
			for h := range H {
				sum[(b*S+s)*H+h] = float64(float32(float32(d["word"][id*H+h]+d["pos"][s*H+h]) + float32(d["segE"][sg*H+h])))
			}
			idx[b] += float64(mask.Int64(b*S + s))
		}
	}
	y, _, _ := contribref.LayerNorm(sum, H, d["gamma"], d["beta"], 1e-12, false)
	return contribCase{
		name: "quantized embed layer norm",
		build: func(m *onnxtest.Model) {
			m.Input("ids", onnxInt32, []int64{B, S})
			m.Input("seg", onnxInt32, []int64{B, S})
			m.Input("mask", onnxInt32, []int64{B, S})
			ins := []string{"ids", "seg", "word", "pos", "segE", "gamma", "beta", "mask"}
			var scales, zps []string
			for _, q := range []string{"word", "pos", "segE", "gamma", "beta"} {
				scales, zps = append(scales, q+"_s"), append(zps, q+"_z")
			}
			for _, q := range tabs {
				m.Init(q.name, q.t)
				m.Init(q.name+"_s", graph.Scalar(graph.Float32, q.s))
				z, _ := graph.FromInt64s(graph.Uint8, graph.Shape{}, []int64{q.z})
				m.Init(q.name+"_z", z)
			}
			msNode(m, "QEmbedLayerNormalization", append(append(ins, scales...), zps...), []string{"y", "mi"})
			m.Output("y", onnxtest.Float, nil)
			m.Output("mi", onnxInt32, nil)
		},
		inputs: map[string]*graph.Tensor{"ids": ids, "seg": seg, "mask": mask},
		want: map[string]*graph.Tensor{"y": contribref.Tensor(graph.Float32, graph.Shape{B, S, H}, y),
			"mi": contribref.Tensor(graph.Int32, graph.Shape{B}, idx)},
		tol: tol,
	}
}

// fusedCase: ONNX Runtime's saved graph-optimizer fusions: FusedMatMul
// (transB, alpha), FusedGemm with LeakyRelu, FusedConv with Relu.
func fusedCase(rng *rand.Rand, tol func(float64) float64) contribCase {
	a, bm := randT(rng, graph.Shape{2, 3, 4}, 1), randT(rng, graph.Shape{5, 4}, 1)
	alpha := float32(0.5 + rng.Float64())
	bt := make([]float64, 4*5) // B transposed: (4, 5)
	for i := range 5 {
		for j := range 4 {
			bt[j*5+i] = bm.Float64(i*4 + j)
		}
	}
	mm := contribref.MatMul(contribref.Vals(a), bt, 6, 4, 5)
	for i := range mm {
		mm[i] *= float64(alpha)
	}
	ga, gb, gc := randT(rng, graph.Shape{3, 4}, 1), randT(rng, graph.Shape{4, 5}, 1), randT(rng, graph.Shape{5}, 1)
	gemm := contribref.MatMul(contribref.Vals(ga), contribref.Vals(gb), 3, 4, 5)
	for i := range gemm {
		gemm[i] += gc.Float64(i % 5)
		if gemm[i] < 0 {
			gemm[i] *= float64(float32(0.2))
		}
	}
	x, w, cb := randT(rng, graph.Shape{1, 2, 5, 5}, 1), randT(rng, graph.Shape{3, 2, 3, 3}, 0.5), randT(rng, graph.Shape{3}, 0.5)
	conv := make([]float64, 3*25)
	for o := range 3 {
		for y := range 5 {
			for xx := range 5 {
				s := cb.Float64(o)
				for c := range 2 {
					for ky := range 3 {
						for kx := range 3 {
							iy, ix := y+ky-1, xx+kx-1
							if iy >= 0 && iy < 5 && ix >= 0 && ix < 5 {
								s += x.Float64((c*5+iy)*5+ix) * w.Float64(((o*2+c)*3+ky)*3+kx)
							}
						}
					}
				}
				conv[(o*5+y)*5+xx] = math.Max(0, s)
			}
		}
	}
	return contribCase{
		name: "fused matmul gemm conv",
		build: func(m *onnxtest.Model) {
			for name, t := range map[string]*graph.Tensor{"a": a, "ga": ga, "x": x} {
				m.Input(name, onnxtest.Float, []int64(t.Shape))
			}
			for name, t := range map[string]*graph.Tensor{"b": bm, "gb": gb, "gc": gc, "w": w, "cb": cb} {
				m.Init(name, t)
			}
			msNode(m, "FusedMatMul", []string{"a", "b"}, []string{"mm"}, onnxtest.Int("transB", 1), onnxtest.Float32("alpha", alpha))
			msNode(m, "FusedGemm", []string{"ga", "gb", "gc"}, []string{"gemm"}, onnxtest.String("activation", "LeakyRelu"), onnxtest.Float32("activation_alpha", 0.2))
			msNode(m, "FusedConv", []string{"x", "w", "cb"}, []string{"conv"}, onnxtest.String("activation", "Relu"), onnxtest.Ints("pads", 1, 1, 1, 1))
			for _, o := range []string{"mm", "gemm", "conv"} {
				m.Output(o, onnxtest.Float, nil)
			}
		},
		inputs: map[string]*graph.Tensor{"a": a, "ga": ga, "x": x},
		want: map[string]*graph.Tensor{"mm": contribref.Tensor(graph.Float32, graph.Shape{2, 3, 5}, mm),
			"gemm": contribref.Tensor(graph.Float32, graph.Shape{3, 5}, gemm),
			"conv": contribref.Tensor(graph.Float32, graph.Shape{1, 3, 5, 5}, conv)},
		tol: tol,
	}
}
