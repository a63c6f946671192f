package main

import (
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/contribref"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// contribFlow writes model and inputs, then runs the user's flow in new
// processes: compile --portable -> file -> finalize --arch host -> run,
// and returns the outputs run wrote, by name, and the portable bundle's
// path.
func contribFlow(t *testing.T, m *onnxtest.Model, inputs map[string]*graph.Tensor, outputs []string) (map[string][]float64, string) {
	t.Helper()
	dir := t.TempDir()
	model := filepath.Join(dir, "model.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	c := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	bundle, host := filepath.Join(dir, "m.mgxb"), filepath.Join(dir, "m.host.mgxb")
	c.must(t, "compile", "--portable", model, "-o", bundle)
	c.must(t, "finalize", bundle, "--arch", "host", "-o", host)
	args := []string{"run", host, "--arch", "host", "--output-dir", filepath.Join(dir, "out")}
	for name, x := range inputs {
		p := filepath.Join(dir, name+".npy")
		if err := npy.WriteFile(p, &npy.Array{DType: x.DType.String(), Shape: []int64(x.Shape), Data: x.Data}); err != nil {
			t.Fatal(err)
		}
		args = append(args, "--input", name+"="+p)
	}
	c.must(t, args...)
	got := map[string][]float64{}
	for _, o := range outputs {
		a, err := npy.ReadFile(filepath.Join(dir, "out", o+".npy"))
		if err != nil {
			t.Fatal(err)
		}
		if got[o], err = npyFloats(a); err != nil {
			t.Fatal(err)
		}
	}
	return got, bundle
}

// finalizeGPU finalizes the portable bundle for sm_90 (PTX, no ptxas
// here): the decomposed ops lower for the GPU targets too. (These models'
// kernels need no libdevice, which is not installed here; running them is
// the device calls' part.)
func finalizeGPU(t *testing.T, bundle string) {
	t.Helper()
	c := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	out := filepath.Join(t.TempDir(), "gpu.mgxb")
	c.must(t, "finalize", bundle, "--arch", "sm_90", "--ptxas", "none", "-o", out)
}

// requireClose compares got with want elementwise within atol + rtol·|want|.
func requireClose(t *testing.T, name string, got, want []float64, rtol, atol float64) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d elements, want %d", name, len(got), len(want))
	}
	distinct := map[float64]bool{}
	for i := range want {
		distinct[want[i]] = true
		if d := math.Abs(got[i] - want[i]); d > atol+rtol*math.Abs(want[i]) || math.IsNaN(got[i]) {
			t.Fatalf("%s[%d] = %v, want %v (|diff| %.3g)", name, i, got[i], want[i], d)
		}
	}
	if len(want) > 3 && len(distinct) < 3 {
		t.Fatalf("%s: only %d distinct values: the data tests little", name, len(distinct))
	}
}

func msNodeFlow(m *onnxtest.Model, op string, ins, outs []string, attrs ...*onnxpb.AttributeProto) {
	m.Node(op, op+"_"+outs[0], ins, outs, attrs...).Domain = proto.String("com.microsoft")
}

func randF(rng *rand.Rand, shape graph.Shape, scale float64) *graph.Tensor {
	v := make([]float64, shape.Size())
	for i := range v {
		v[i] = rng.NormFloat64() * scale
	}
	return contribref.Tensor(graph.Float32, shape, v)
}

// TestContribBertBlockUserFlow: a BERT encoder block as ONNX Runtime's
// transformer optimizer writes it (Attention with the mask summed into
// lengths, SkipLayerNormalization, BiasGelu; opset 14) runs through compile ->
// finalize --arch host -> run and equals an independent Go reference.
func TestContribBertBlockUserFlow(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 311))
	const S, H, N, F = 8, 16, 2, 32
	x := randF(rng, graph.Shape{1, S, H}, 1)
	mask := contribref.Tensor(graph.Int64, graph.Shape{1, S}, []float64{1, 1, 1, 1, 1, 1, 0, 0})
	wqkv, bqkv := randF(rng, graph.Shape{H, 3 * H}, 0.3), randF(rng, graph.Shape{3 * H}, 0.2)
	wo, bo := randF(rng, graph.Shape{H, H}, 0.3), randF(rng, graph.Shape{H}, 0.2)
	g1, be1 := randF(rng, graph.Shape{H}, 1), randF(rng, graph.Shape{H}, 0.5)
	w1, b1 := randF(rng, graph.Shape{H, F}, 0.3), randF(rng, graph.Shape{F}, 0.2)
	w2, b2 := randF(rng, graph.Shape{F, H}, 0.3), randF(rng, graph.Shape{H}, 0.2)
	g2, be2 := randF(rng, graph.Shape{H}, 1), randF(rng, graph.Shape{H}, 0.5)

	m := onnxtest.New("bert_block", 14)
	m.Domains = map[string]int64{"com.microsoft": 1}
	m.Input("x", onnxtest.Float, []int64{1, S, H})
	// The mask as the optimizer feeds it: the (B, S) attention mask cast to
	// int32 and summed into per-row lengths (mask_index (B)).
	m.Input("mask", int32(onnxpb.TensorProto_INT64), []int64{1, S})
	m.InitInts("axis1", []int64{1}, []int64{1})
	m.Node("Cast", "mask_i32", []string{"mask"}, []string{"mask_i32"}, onnxtest.Int("to", int64(onnxpb.TensorProto_INT32)))
	m.Node("ReduceSum", "mask_index", []string{"mask_i32", "axis1"}, []string{"mask_index"}, onnxtest.Int("keepdims", 0))
	for name, v := range map[string]*graph.Tensor{"wqkv": wqkv, "bqkv": bqkv, "wo": wo, "bo": bo, "g1": g1, "be1": be1, "w1": w1, "b1": b1, "w2": w2, "b2": b2, "g2": g2, "be2": be2} {
		m.Init(name, v)
	}
	msNodeFlow(m, "Attention", []string{"x", "wqkv", "bqkv", "mask_index"}, []string{"att"}, onnxtest.Int("num_heads", N))
	m.Node("MatMul", "proj", []string{"att", "wo"}, []string{"proj"})
	msNodeFlow(m, "SkipLayerNormalization", []string{"proj", "x", "g1", "be1", "bo"}, []string{"h1"}, onnxtest.Float32("epsilon", 1e-12))
	m.Node("MatMul", "ff1", []string{"h1", "w1"}, []string{"ff1"})
	msNodeFlow(m, "BiasGelu", []string{"ff1", "b1"}, []string{"act"})
	m.Node("MatMul", "ff2", []string{"act", "w2"}, []string{"ff2"})
	msNodeFlow(m, "SkipLayerNormalization", []string{"ff2", "h1", "g2", "be2", "b2"}, []string{"y"}, onnxtest.Float32("epsilon", 1e-12))
	m.Output("y", onnxtest.Float, []int64{1, S, H})

	// The reference, op by op from ONNX Runtime's definitions.
	V := contribref.Vals
	qkv := contribref.MatMul(V(x), V(wqkv), S, H, 3*H)
	var q, k, v []float64
	for r := range S {
		for j := range 3 * H {
			e := qkv[r*3*H+j] + V(bqkv)[j]
			switch j / H {
			case 0:
				q = append(q, e)
			case 1:
				k = append(k, e)
			default:
				v = append(v, e)
			}
		}
	}
	att := contribref.Attention(q, k, v, 1, S, S, N, H/N, H/N, 1/math.Sqrt(H/N), func(_, _, j int) float64 {
		if mask.Int64(j) > 0 {
			return 0
		}
		return -10000
	})
	addRows := func(a, b []float64, bias []float64) []float64 {
		out := make([]float64, len(a))
		for i := range a {
			out[i] = a[i] + b[i] + bias[i%len(bias)]
		}
		return out
	}
	h1, _, _ := contribref.LayerNorm(addRows(contribref.MatMul(att, V(wo), S, H, H), V(x), V(bo)), H, V(g1), V(be1), 1e-12, false)
	ff := contribref.MatMul(h1, V(w1), S, H, F)
	for i := range ff {
		ff[i] = contribref.GeluErf(ff[i] + V(b1)[i%F])
	}
	y, _, _ := contribref.LayerNorm(addRows(contribref.MatMul(ff, V(w2), S, F, H), h1, V(b2)), H, V(g2), V(be2), 1e-12, false)

	got, _ := contribFlow(t, m, map[string]*graph.Tensor{"x": x, "mask": mask}, []string{"y"})
	requireClose(t, "y", got["y"], y, 1e-4, 1e-4)
}

// nbits is a random 4-bit MatMulNBits weight (k, n), block bs, packed
// zero points, a bias, and its dequantized values w (k, n).
type nbits struct {
	k, n     int
	packed   *graph.Tensor
	scales   *graph.Tensor
	zp       *graph.Tensor
	bias     *graph.Tensor
	w        []float64 // (k, n) dequantized
	fp32     *graph.Tensor
	nb, blob int
}

func nbitsLayer(rng *rand.Rand, kk, nn, bs int) nbits {
	l := nbits{k: kk, n: nn, nb: kk / bs, blob: bs / 2}
	codes := make([]int64, nn*kk)
	for i := range codes {
		codes[i] = int64(rng.IntN(16))
	}
	zc := make([]int64, nn*l.nb)
	for i := range zc {
		zc[i] = int64(rng.IntN(16))
	}
	sc := make([]float64, nn*l.nb)
	for i := range sc {
		sc[i] = float64(float32(0.005 + 0.02*rng.Float64()))
	}
	l.packed, _ = graph.NewTensor(graph.Uint8, graph.Shape{int64(nn), int64(l.nb), int64(l.blob)})
	copy(l.packed.Data, contribref.PackBits(codes, 4))
	l.zp, _ = graph.NewTensor(graph.Uint8, graph.Shape{int64(nn), int64(l.nb / 2)})
	copy(l.zp.Data, contribref.PackBits(zc, 4))
	l.scales = contribref.Tensor(graph.Float32, graph.Shape{int64(nn), int64(l.nb)}, sc)
	l.bias = randF(rng, graph.Shape{int64(nn)}, 0.5)
	l.w = make([]float64, kk*nn)
	for n := range nn {
		for k := range kk {
			b := k / bs
			l.w[k*nn+n] = (float64(codes[n*kk+k]) - float64(zc[n*l.nb+b])) * sc[n*l.nb+b]
		}
	}
	l.fp32 = contribref.Tensor(graph.Float32, graph.Shape{int64(kk), int64(nn)}, l.w)
	return l
}

// nbitsMLP is the two-layer MLP x → l1 → Relu → l2 as MatMulNBitsQuantizer
// writes it (MatMulNBits with packed zero points and a bias, output h2),
// the same MLP in fp32 (MatMul + Add) for the size comparison, and its
// output computed independently from the layers' dequantized weights.
func nbitsMLP(name string, x *graph.Tensor, l1, l2 nbits) (m, fp *onnxtest.Model, want []float64) {
	M, K := x.Shape[0], x.Shape[1]
	m = onnxtest.New(name, 21)
	m.Domains = map[string]int64{"com.microsoft": 1}
	m.Input("x", onnxtest.Float, []int64{M, K})
	fp = onnxtest.New("fp32_"+name, 21)
	fp.Input("x", onnxtest.Float, []int64{M, K})
	for i, l := range []nbits{l1, l2} {
		p := string(rune('1' + i))
		m.Init("B"+p, l.packed)
		m.Init("s"+p, l.scales)
		m.Init("z"+p, l.zp)
		m.Init("b"+p, l.bias)
		fp.Init("W"+p, l.fp32)
		fp.Init("b"+p, l.bias)
		in := "x"
		if i == 1 {
			in = "r"
		}
		bs := int64(l.k / l.nb)
		msNodeFlow(m, "MatMulNBits", []string{in, "B" + p, "s" + p, "z" + p, "", "b" + p}, []string{"h" + p},
			onnxtest.Int("K", int64(l.k)), onnxtest.Int("N", int64(l.n)), onnxtest.Int("bits", 4), onnxtest.Int("block_size", bs))
		fp.Node("MatMul", "mm"+p, []string{in, "W" + p}, []string{"mm" + p})
		fp.Node("Add", "add"+p, []string{"mm" + p, "b" + p}, []string{"h" + p})
		if i == 0 {
			m.Node("Relu", "relu", []string{"h1"}, []string{"r"})
			fp.Node("Relu", "relu", []string{"h1"}, []string{"r"})
		}
	}
	N := int64(l2.n)
	m.Output("h2", onnxtest.Float, []int64{M, N})
	fp.Output("h2", onnxtest.Float, []int64{M, N})
	Hd := l1.n
	h := contribref.MatMul(contribref.Vals(x), l1.w, int(M), int(K), Hd)
	for i := range h {
		h[i] = math.Max(0, h[i]+l1.bias.Float64(i%Hd))
	}
	want = contribref.MatMul(h, l2.w, int(M), Hd, int(N))
	for i := range want {
		want[i] += l2.bias.Float64(i % int(N))
	}
	return m, fp, want
}

// TestContribMatMulNBitsUserFlow: a 4-bit MLP as MatMulNBitsQuantizer
// writes it (two MatMulNBits, packed zero points, block 32, a bias) runs
// through compile -> finalize --arch host -> run equal to an independent
// reference, and its portable bundle is at most 0.3x the fp32 model's
// size: the weights stay 4-bit in the bundle.
func TestContribMatMulNBitsUserFlow(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 312))
	const M, K, Hd, N, bs = 4, 512, 1024, 256, 32
	x := randF(rng, graph.Shape{M, K}, 1)
	l1, l2 := nbitsLayer(rng, K, Hd, bs), nbitsLayer(rng, Hd, N, bs)
	m, fp, y := nbitsMLP("nbits_mlp", x, l1, l2)
	got, bundle := contribFlow(t, m, map[string]*graph.Tensor{"x": x}, []string{"h2"})
	requireClose(t, "h2", got["h2"], y, 1e-4, 1e-4)
	finalizeGPU(t, bundle)

	st, err := os.Stat(bundle)
	if err != nil {
		t.Fatal(err)
	}
	fp32 := int64(len(fp.Bytes()))
	ratio := float64(st.Size()) / float64(fp32)
	t.Logf("portable bundle %d bytes, fp32 model %d bytes: %.3fx", st.Size(), fp32, ratio)
	if ratio > 0.3 {
		t.Fatalf("the 4-bit model's bundle is %.3fx the fp32 model's size (%d / %d bytes): the weights were expanded", ratio, st.Size(), fp32)
	}
}

// qcal is a uint8 quantization calibrated on values, as quantize_static
// picks it: the range widened to hold 0, over 255 steps.
type qcal struct {
	s  float64 // float32-representable
	zp int64
}

func calibrate(v []float64) qcal {
	lo, hi := 0.0, 0.0
	for _, x := range v {
		lo, hi = math.Min(lo, x), math.Max(hi, x)
	}
	s := float64(float32((hi - lo) / 255))
	return qcal{s: s, zp: int64(math.Max(0, math.Min(255, math.RoundToEven(-lo/s))))}
}

func (q qcal) quant(v []float64) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = contribref.Quantize(x, q.s, q.zp, graph.Uint8)
	}
	return out
}

func (q qcal) deq(v []float64) []float64 {
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = (x - float64(q.zp)) * q.s
	}
	return out
}

func (q qcal) init(m *onnxtest.Model, name string) {
	m.Init(name+"_s", graph.Scalar(graph.Float32, q.s))
	m.Init(name+"_z", graph.Scalar(graph.Uint8, float64(q.zp)))
}

// conv3x3 is a 3x3 convolution with padding 1 of (C, H, W) by (O, C, 3,
// 3) over real values, plus bias.
func conv3x3(x, w, bias []float64, C, O, H, W int) []float64 {
	out := make([]float64, O*H*W)
	for o := range O {
		for y := range H {
			for xx := range W {
				s := bias[o]
				for c := range C {
					for ky := range 3 {
						for kx := range 3 {
							iy, ix := y+ky-1, xx+kx-1
							if iy < 0 || iy >= H || ix < 0 || ix >= W {
								continue
							}
							s += x[(c*H+iy)*W+ix] * w[((o*C+c)*3+ky)*3+kx]
						}
					}
				}
				out[(o*H+y)*W+xx] = s
			}
		}
	}
	return out
}

// TestContribQOperatorCNNUserFlow: a CNN as quantize_static(...,
// QuantFormat.QOperator) writes it — QuantizeLinear, two QLinearConvs with
// a residual QLinearAdd, QLinearGlobalAveragePool, a QGemm classifier head,
// DequantizeLinear — runs through compile -> finalize --arch host -> run
// within one output quantization step of an independent reference.
func TestContribQOperatorCNNUserFlow(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 313))
	const C, O, H, W, Cls = 3, 4, 8, 8, 3
	x := randF(rng, graph.Shape{1, C, H, W}, 1)
	xv := contribref.Vals(x)
	qx := calibrate(xv)
	xq := qx.quant(xv)
	xd := qx.deq(xq)
	// int8 symmetric per-tensor weights and int32 biases at x_scale·w_scale.
	weights := func(n int) ([]float64, float64, *graph.Tensor) {
		codes := make([]float64, n)
		for i := range codes {
			codes[i] = float64(rng.IntN(255) - 127)
		}
		return codes, float64(float32(0.002 + 0.004*rng.Float64())), contribref.Tensor(graph.Int8, graph.Shape{int64(n)}, codes)
	}
	biases := func(n int) []float64 {
		b := make([]float64, n)
		for i := range b {
			b[i] = float64(rng.IntN(4001) - 2000)
		}
		return b
	}
	scaled := func(v []float64, s float64) []float64 {
		out := make([]float64, len(v))
		for i, x := range v {
			out[i] = x * s
		}
		return out
	}
	w1, w1s, w1t := weights(O * C * 9)
	b1 := biases(O)
	c1f := conv3x3(xd, scaled(w1, w1s), scaled(b1, float64(float32(qx.s*w1s))), C, O, H, W)
	q1 := calibrate(c1f)
	c1 := q1.quant(c1f)
	w2, w2s, w2t := weights(O * O * 9)
	b2 := biases(O)
	c2f := conv3x3(q1.deq(c1), scaled(w2, w2s), scaled(b2, float64(float32(q1.s*w2s))), O, O, H, W)
	q2 := calibrate(c2f)
	c2 := q2.quant(c2f)
	d1, d2 := q1.deq(c1), q2.deq(c2)
	sum := make([]float64, len(d1))
	for i := range sum {
		sum[i] = d1[i] + d2[i]
	}
	qa := calibrate(sum)
	r := qa.deq(qa.quant(sum))
	gapf := make([]float64, O)
	for o := range O {
		for i := range H * W {
			gapf[o] += r[o*H*W+i] / (H * W)
		}
	}
	qg := calibrate(gapf)
	gd := qg.deq(qg.quant(gapf))
	wg, wgs, wgt := weights(Cls * O)
	bg := biases(Cls)
	yf := make([]float64, Cls)
	for j := range Cls {
		yf[j] = bg[j] * float64(float32(qg.s*wgs))
		for o := range O {
			yf[j] += gd[o] * wg[j*O+o] * wgs
		}
	}
	qy := calibrate(yf)
	y := qy.deq(qy.quant(yf))

	m := onnxtest.New("qop_cnn", 13)
	m.Domains = map[string]int64{"com.microsoft": 1}
	m.Input("x", onnxtest.Float, []int64{1, C, H, W})
	qx.init(m, "x")
	q1.init(m, "c1")
	q2.init(m, "c2")
	qa.init(m, "a")
	qg.init(m, "g")
	qy.init(m, "y")
	w1t.Shape, w2t.Shape, wgt.Shape = graph.Shape{O, C, 3, 3}, graph.Shape{O, O, 3, 3}, graph.Shape{Cls, O}
	for name, t := range map[string]*graph.Tensor{"w1": w1t, "w2": w2t, "wg": wgt} {
		m.Init(name, t)
		m.Init(name+"_z", graph.Scalar(graph.Int8, 0))
	}
	m.Init("w1_s", graph.Scalar(graph.Float32, w1s))
	m.Init("w2_s", graph.Scalar(graph.Float32, w2s))
	m.Init("wg_s", graph.Scalar(graph.Float32, wgs))
	m.Init("b1", contribref.Tensor(graph.Int32, graph.Shape{O}, b1))
	m.Init("b2", contribref.Tensor(graph.Int32, graph.Shape{O}, b2))
	m.Init("bg", contribref.Tensor(graph.Int32, graph.Shape{Cls}, bg))
	m.Node("QuantizeLinear", "qx", []string{"x", "x_s", "x_z"}, []string{"xq"})
	m.Node("QLinearConv", "conv1", []string{"xq", "x_s", "x_z", "w1", "w1_s", "w1_z", "c1_s", "c1_z", "b1"}, []string{"c1"}, onnxtest.Ints("pads", 1, 1, 1, 1))
	m.Node("QLinearConv", "conv2", []string{"c1", "c1_s", "c1_z", "w2", "w2_s", "w2_z", "c2_s", "c2_z", "b2"}, []string{"c2"}, onnxtest.Ints("pads", 1, 1, 1, 1))
	msNodeFlow(m, "QLinearAdd", []string{"c1", "c1_s", "c1_z", "c2", "c2_s", "c2_z", "a_s", "a_z"}, []string{"res"})
	msNodeFlow(m, "QLinearGlobalAveragePool", []string{"res", "a_s", "a_z", "g_s", "g_z"}, []string{"gap"})
	m.Node("Flatten", "flat", []string{"gap"}, []string{"flat"})
	msNodeFlow(m, "QGemm", []string{"flat", "g_s", "g_z", "wg", "wg_s", "wg_z", "bg", "y_s", "y_z"}, []string{"yq"}, onnxtest.Int("transB", 1))
	m.Node("DequantizeLinear", "dqy", []string{"yq", "y_s", "y_z"}, []string{"y"})
	m.Output("y", onnxtest.Float, []int64{1, Cls})

	got, bundle := contribFlow(t, m, map[string]*graph.Tensor{"x": x}, []string{"y"})
	requireClose(t, "y", got["y"], y, 0, qy.s*1.0001)
	finalizeGPU(t, bundle)
}

// TestContribLLMBlockUserFlow: a decoder block as ONNX Runtime's GenAI
// builder writes an int4 LLM — SimplifiedLayerNormalization, 4-bit
// MatMulNBits projections, GroupQueryAttention with rotary (4 query heads
// over 2 K/V heads, causal), SkipSimplifiedLayerNormalization with its
// residual output, a FastGelu MLP — runs through compile -> finalize
// --arch host -> run equal to an independent Go reference.
func TestContribLLMBlockUserFlow(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 314))
	const S, D, N, Nkv, H, F, bs, MaxPos = 4, 64, 4, 2, 16, 128, 32, 16
	x := randF(rng, graph.Shape{1, S, D}, 1)
	g1, g2 := randF(rng, graph.Shape{D}, 1), randF(rng, graph.Shape{D}, 1)
	cosT, sinT := randF(rng, graph.Shape{MaxPos, H / 2}, 1), randF(rng, graph.Shape{MaxPos, H / 2}, 1)
	wq, wk, wv, wo := nbitsLayer(rng, D, N*H, bs), nbitsLayer(rng, D, Nkv*H, bs), nbitsLayer(rng, D, Nkv*H, bs), nbitsLayer(rng, N*H, D, bs)
	wu, wd := nbitsLayer(rng, D, F, bs), nbitsLayer(rng, F, D, bs)

	m := onnxtest.New("llm_block", 21)
	m.Domains = map[string]int64{"com.microsoft": 1}
	m.Input("x", onnxtest.Float, []int64{1, S, D})
	m.Input("seqlens", int32(onnxpb.TensorProto_INT32), []int64{1})
	m.Input("total", int32(onnxpb.TensorProto_INT32), []int64{})
	for name, v := range map[string]*graph.Tensor{"g1": g1, "g2": g2, "cos": cosT, "sin": sinT} {
		m.Init(name, v)
	}
	proj := func(name, in, out string, l nbits) {
		m.Init(name+"_B", l.packed)
		m.Init(name+"_s", l.scales)
		m.Init(name+"_z", l.zp)
		m.Init(name+"_b", l.bias)
		msNodeFlow(m, "MatMulNBits", []string{in, name + "_B", name + "_s", name + "_z", "", name + "_b"}, []string{out},
			onnxtest.Int("K", int64(l.k)), onnxtest.Int("N", int64(l.n)), onnxtest.Int("bits", 4), onnxtest.Int("block_size", bs))
	}
	m.Node("SimplifiedLayerNormalization", "ln1", []string{"x", "g1"}, []string{"n1"}, onnxtest.Float32("epsilon", 1e-6))
	proj("q", "n1", "q", wq)
	proj("k", "n1", "k", wk)
	proj("v", "n1", "v", wv)
	msNodeFlow(m, "GroupQueryAttention", []string{"q", "k", "v", "", "", "seqlens", "total", "cos", "sin"}, []string{"att"},
		onnxtest.Int("num_heads", N), onnxtest.Int("kv_num_heads", Nkv), onnxtest.Int("do_rotary", 1))
	proj("o", "att", "o", wo)
	msNodeFlow(m, "SkipSimplifiedLayerNormalization", []string{"o", "x", "g2"}, []string{"h", "", "", "resid"}, onnxtest.Float32("epsilon", 1e-6))
	proj("u", "h", "u", wu)
	msNodeFlow(m, "FastGelu", []string{"u"}, []string{"act"})
	proj("d", "act", "d", wd)
	m.Node("Add", "out", []string{"d", "resid"}, []string{"y"})
	m.Output("y", onnxtest.Float, []int64{1, S, D})

	V := contribref.Vals
	lin := func(in []float64, rows int, l nbits) []float64 {
		y := contribref.MatMul(in, l.w, rows, l.k, l.n)
		for i := range y {
			y[i] += l.bias.Float64(i % l.n)
		}
		return y
	}
	n1, _, _ := contribref.LayerNorm(V(x), D, V(g1), nil, 1e-6, true)
	at := func(_, s int) int { return s }
	q := contribref.Rotary(lin(n1, S, wq), V(cosT), V(sinT), 1, S, N, H, H, false, at)
	k := contribref.Rotary(lin(n1, S, wk), V(cosT), V(sinT), 1, S, Nkv, H, H, false, at)
	v := lin(n1, S, wv)
	expand := func(kv []float64) []float64 {
		out := make([]float64, S*N*H)
		for s := range S {
			for h := range N {
				copy(out[s*N*H+h*H:s*N*H+h*H+H], kv[s*Nkv*H+(h/(N/Nkv))*H:][:H])
			}
		}
		return out
	}
	att := contribref.Attention(q, expand(k), expand(v), 1, S, S, N, H, H, 1/math.Sqrt(H), func(_, i, j int) float64 {
		if j > i {
			return math.Inf(-1)
		}
		return 0
	})
	o := lin(att, S, wo)
	resid := make([]float64, len(o))
	for i := range o {
		resid[i] = o[i] + V(x)[i]
	}
	h, _, _ := contribref.LayerNorm(resid, D, V(g2), nil, 1e-6, true)
	u := lin(h, S, wu)
	for i := range u {
		u[i] = contribref.GeluTanh(u[i])
	}
	y := lin(u, S, wd)
	for i := range y {
		y[i] += resid[i]
	}
	seqlens := contribref.Tensor(graph.Int32, graph.Shape{1}, []float64{S - 1})
	total := contribref.Tensor(graph.Int32, graph.Shape{}, []float64{S})
	got, _ := contribFlow(t, m, map[string]*graph.Tensor{"x": x, "seqlens": seqlens, "total": total}, []string{"y"})
	requireClose(t, "y", got["y"], y, 1e-4, 1e-4)
}
