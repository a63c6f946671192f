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
// transformer optimizer writes it (Attention with a padding mask,
// SkipLayerNormalization, BiasGelu; opset 14) runs through compile ->
// finalize --arch host -> run and equals an independent Go reference.
func TestContribBertBlockUserFlow(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 311))
	const S, H, N, F = 8, 16, 2, 32
	x := randF(rng, graph.Shape{1, S, H}, 1)
	mask := contribref.Tensor(graph.Int32, graph.Shape{1, S}, []float64{1, 1, 1, 1, 1, 1, 0, 0})
	wqkv, bqkv := randF(rng, graph.Shape{H, 3 * H}, 0.3), randF(rng, graph.Shape{3 * H}, 0.2)
	wo, bo := randF(rng, graph.Shape{H, H}, 0.3), randF(rng, graph.Shape{H}, 0.2)
	g1, be1 := randF(rng, graph.Shape{H}, 1), randF(rng, graph.Shape{H}, 0.5)
	w1, b1 := randF(rng, graph.Shape{H, F}, 0.3), randF(rng, graph.Shape{F}, 0.2)
	w2, b2 := randF(rng, graph.Shape{F, H}, 0.3), randF(rng, graph.Shape{H}, 0.2)
	g2, be2 := randF(rng, graph.Shape{H}, 1), randF(rng, graph.Shape{H}, 0.5)

	m := onnxtest.New("bert_block", 14)
	m.Domains = map[string]int64{"com.microsoft": 1}
	m.Input("x", onnxtest.Float, []int64{1, S, H})
	m.Input("mask", int32(onnxpb.TensorProto_INT32), []int64{1, S})
	for name, v := range map[string]*graph.Tensor{"wqkv": wqkv, "bqkv": bqkv, "wo": wo, "bo": bo, "g1": g1, "be1": be1, "w1": w1, "b1": b1, "w2": w2, "b2": b2, "g2": g2, "be2": be2} {
		m.Init(name, v)
	}
	msNodeFlow(m, "Attention", []string{"x", "wqkv", "bqkv", "mask"}, []string{"att"}, onnxtest.Int("num_heads", N))
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
	type layer struct {
		k, n     int
		packed   *graph.Tensor
		scales   *graph.Tensor
		zp       *graph.Tensor
		bias     *graph.Tensor
		w        []float64 // (k, n) dequantized
		fp32     *graph.Tensor
		nb, blob int
	}
	mk := func(kk, nn int) layer {
		l := layer{k: kk, n: nn, nb: kk / bs, blob: bs / 2}
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
	l1, l2 := mk(K, Hd), mk(Hd, N)
	m := onnxtest.New("nbits_mlp", 21)
	m.Domains = map[string]int64{"com.microsoft": 1}
	m.Input("x", onnxtest.Float, []int64{M, K})
	fp := onnxtest.New("fp32_mlp", 21)
	fp.Input("x", onnxtest.Float, []int64{M, K})
	for i, l := range []layer{l1, l2} {
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
		msNodeFlow(m, "MatMulNBits", []string{in, "B" + p, "s" + p, "z" + p, "", "b" + p}, []string{"h" + p},
			onnxtest.Int("K", int64(l.k)), onnxtest.Int("N", int64(l.n)), onnxtest.Int("bits", 4), onnxtest.Int("block_size", bs))
		fp.Node("MatMul", "mm"+p, []string{in, "W" + p}, []string{"mm" + p})
		fp.Node("Add", "add"+p, []string{"mm" + p, "b" + p}, []string{"h" + p})
		if i == 0 {
			m.Node("Relu", "relu", []string{"h1"}, []string{"r"})
			fp.Node("Relu", "relu", []string{"h1"}, []string{"r"})
		}
	}
	m.Output("h2", onnxtest.Float, []int64{M, N})
	fp.Output("h2", onnxtest.Float, []int64{M, N})

	h := contribref.MatMul(contribref.Vals(x), l1.w, M, K, Hd)
	for i := range h {
		h[i] = math.Max(0, h[i]+l1.bias.Float64(i%Hd))
	}
	y := contribref.MatMul(h, l2.w, M, Hd, N)
	for i := range y {
		y[i] += l2.bias.Float64(i % N)
	}
	got, bundle := contribFlow(t, m, map[string]*graph.Tensor{"x": x}, []string{"h2"})
	requireClose(t, "h2", got["h2"], y, 1e-4, 1e-4)

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
