package onnxtest

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"

	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// BertConfig sizes a BERT encoder.
type BertConfig struct {
	Layers, Hidden, Heads, Intermediate, Vocab, MaxPos int
}

// BertBase is BERT-base: 12 layers, hidden 768, 12 heads, FFN 3072, vocab
// 30522, 512 positions (about 110M parameters).
var BertBase = BertConfig{Layers: 12, Hidden: 768, Heads: 12, Intermediate: 3072, Vocab: 30522, MaxPos: 512}

// Bert builds a BERT encoder the way PyTorch's legacy exporter writes one,
// with dynamic axes "batch" and "seq" on input_ids and attention_mask,
// head reshapes computed by Shape→Gather→Unsqueeze→Concat→Reshape, and
// position ids sliced from a constant by the run-time sequence length.
// Weights are random from seed. It returns the model and the total weight
// bytes.
func Bert(cfg BertConfig, seed uint64) (*Model, int64) {
	rng := rand.New(rand.NewPCG(seed, seed^0x5bd1e995))
	m := New("bert", 17)
	var weightBytes int64
	k := 0
	name := func(p string) string { k++; return fmt.Sprintf("%s_%d", p, k) }
	weight := func(p string, scale float64, dims ...int64) string {
		n := int64(1)
		for _, d := range dims {
			n *= d
		}
		raw := make([]byte, 4*n)
		for i := int64(0); i < n; i++ {
			// Uniform in [-scale, scale): quick to draw, like Linear init.
			v := float32((float64(rng.Uint32())/(1<<32)*2 - 1) * scale)
			binary.LittleEndian.PutUint32(raw[4*i:], math.Float32bits(v))
		}
		nm := name(p)
		m.Graph.Initializer = append(m.Graph.Initializer, &onnxpb.TensorProto{
			Name: proto.String(nm), DataType: proto.Int32(Float), Dims: dims, RawData: raw})
		weightBytes += 4 * n
		return nm
	}
	ints := func(p string, v ...int64) string {
		nm := name(p)
		m.InitInts(nm, []int64{int64(len(v))}, v)
		return nm
	}
	scalarInt := func(p string, v int64) string {
		nm := name(p)
		m.InitInts(nm, []int64{}, []int64{v})
		return nm
	}
	scalarF := func(p string, v float32) string {
		nm := name(p)
		m.InitFloats(nm, []int64{}, []float32{v})
		return nm
	}
	op := func(op string, ins []string, attrs ...*onnxpb.AttributeProto) string {
		out := name(op + "_out")
		m.Node(op, name(op), ins, []string{out}, attrs...)
		return out
	}
	H, D := int64(cfg.Hidden), int64(cfg.Hidden/cfg.Heads)
	m.Input("input_ids", Int64, []int64{-1, -1}, "batch", "seq")
	m.Input("attention_mask", Int64, []int64{-1, -1}, "batch", "seq")

	// dim(i) = Unsqueeze(Gather(Shape(input_ids), i)): the exporter's way
	// of reading a dynamic size.
	shape := op("Shape", []string{"input_ids"})
	dim := func(i int64) string {
		g := op("Gather", []string{shape, scalarInt("idx", i)}, Int("axis", 0))
		return op("Unsqueeze", []string{g, ints("axes", 0)})
	}
	batch, seq := dim(0), dim(1)

	layerNorm := func(x string) string {
		return op("LayerNormalization", []string{x, weight("ln_w", 1, H), weight("ln_b", 0.02, H)},
			Int("axis", -1), Float32("epsilon", 1e-12))
	}
	linear := func(x string, in, out int64) string {
		y := op("MatMul", []string{x, weight("w", 1/math.Sqrt(float64(in)), in, out)})
		return op("Add", []string{y, weight("b", 0.02, out)})
	}

	// Embeddings.
	words := op("Gather", []string{weight("word_embeddings", 0.02, int64(cfg.Vocab), H), "input_ids"}, Int("axis", 0))
	posIDs := make([]int64, cfg.MaxPos)
	for i := range posIDs {
		posIDs[i] = int64(i)
	}
	pidName := name("position_ids")
	m.InitInts(pidName, []int64{1, int64(cfg.MaxPos)}, posIDs)
	pids := op("Slice", []string{pidName, ints("start", 0), seq, ints("axis", 1)})
	pos := op("Gather", []string{weight("position_embeddings", 0.02, int64(cfg.MaxPos), H), pids}, Int("axis", 0))
	x := op("Add", []string{words, pos})
	x = op("Add", []string{x, weight("token_type", 0.02, H)})
	x = layerNorm(x)

	// Additive attention mask [batch, 1, 1, seq].
	mask := op("Unsqueeze", []string{"attention_mask", ints("axes", 1, 2)})
	mask = op("Cast", []string{mask}, Int("to", int64(Float)))
	mask = op("Sub", []string{scalarF("one", 1), mask})
	mask = op("Mul", []string{mask, scalarF("neg", -10000)})

	heads := ints("heads", int64(cfg.Heads), D)
	hidden := ints("hidden", H)
	split := func(t string, perm ...int64) string {
		s := op("Concat", []string{batch, seq, heads}, Int("axis", 0))
		return op("Transpose", []string{op("Reshape", []string{t, s})}, Ints("perm", perm...))
	}
	for l := 0; l < cfg.Layers; l++ {
		q := split(linear(x, H, H), 0, 2, 1, 3)
		kk := split(linear(x, H, H), 0, 2, 3, 1)
		v := split(linear(x, H, H), 0, 2, 1, 3)
		s := op("MatMul", []string{q, kk})
		s = op("Div", []string{s, scalarF("sqrt_d", float32(math.Sqrt(float64(D))))})
		s = op("Add", []string{s, mask})
		p := op("Softmax", []string{s}, Int("axis", -1))
		c := op("Transpose", []string{op("MatMul", []string{p, v})}, Ints("perm", 0, 2, 1, 3))
		c = op("Reshape", []string{c, op("Concat", []string{batch, seq, hidden}, Int("axis", 0))})
		x = layerNorm(op("Add", []string{linear(c, H, H), x}))
		f := linear(x, H, int64(cfg.Intermediate))
		g := op("Div", []string{f, scalarF("sqrt2", math.Sqrt2)})
		g = op("Add", []string{op("Erf", []string{g}), scalarF("one", 1)})
		g = op("Mul", []string{op("Mul", []string{f, g}), scalarF("half", 0.5)})
		x = layerNorm(op("Add", []string{linear(g, int64(cfg.Intermediate), H), x}))
	}
	m.Node("Identity", "output", []string{x}, []string{"last_hidden_state"})
	m.Output("last_hidden_state", Float, []int64{-1, -1, H}, "batch", "seq")
	return m, weightBytes
}
