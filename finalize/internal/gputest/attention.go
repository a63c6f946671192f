package gputest

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
)

// AttnViews is one ONNX Attention (3-D Q, K and V, H heads of D, V's of
// Dv) whose operands are column ranges of the model's inputs x0, x1 (,
// x2), Widths[j] columns each: operand i (0 Q, 1 K, 2 V) is input
// From[i]'s columns from Off[i] (a Slice, or the input itself where it is
// exactly the operand), with an fp32 additive mask of shape Mask (nil:
// none). An input Q reads has Sq rows, one K or V reads Skv.
//
// Rotary writes ModernBERT's attention as transformers exports it
// instead: one packed input qkv [B, S, 3·H·D] reshaped to [B, S, 3, H,
// D], Split into Q, K and V, each Squeezed and its heads moved forward,
// rotary embedding (rotate_half, one cos and sin table) on Q and K, K's
// last two dims swapped, the scores' product, the scale, the mask,
// Softmax, the value product and the heads merged back (Sq = Skv, Dv = D;
// Widths, From and Off are ignored). The graph passes make it one
// RotaryEmbedding over Q's and K's columns and an Attention reading Q
// and K as columns of the rotary output, V as columns of qkv.
type AttnViews struct {
	DType                graph.DType
	B, Sq, Skv, H, D, Dv int64
	Widths               []int64
	From                 [3]int
	Off                  [3]int64
	Mask                 []int64
	Scale                float32
	Rotary               bool
}

// rows is the rows of input j: Sq where Q reads it, else Skv.
func (v AttnViews) rows(j int) int64 {
	if v.From[0] == j {
		return v.Sq
	}
	return v.Skv
}

// Model is v's ONNX model (opset 17; Attention as the graph passes
// write it).
func (v AttnViews) Model() Model {
	name := fmt.Sprintf("attnviews_%s_b%d_sq%d_skv%d_h%d_d%d_dv%d", v.DType, v.B, v.Sq, v.Skv, v.H, v.D, v.Dv)
	if v.Rotary {
		return Model{Name: name + "_rotary", Math: true, Build: v.buildRotary}
	}
	return Model{Name: name, Build: v.build}
}

// onnxElem is dt's ONNX element code (the attention's float types).
func onnxElem(dt graph.DType) int32 {
	return map[graph.DType]int32{graph.Float32: 1, graph.Float16: 10, graph.BFloat16: 16}[dt]
}

func (v AttnViews) build(m *onnxtest.Model, _ *rand.Rand) {
	code := onnxElem(v.DType)
	for j, w := range v.Widths {
		m.Input(fmt.Sprintf("x%d", j), code, []int64{v.B, v.rows(j), w})
	}
	ins := make([]string, 3)
	for i, op := range []string{"q", "k", "v"} {
		w := v.H * v.D
		if i == 2 {
			w = v.H * v.Dv
		}
		src := fmt.Sprintf("x%d", v.From[i])
		if v.Off[i] == 0 && v.Widths[v.From[i]] == w {
			ins[i] = src
			continue
		}
		m.InitInts(op+"_start", []int64{1}, []int64{v.Off[i]})
		m.InitInts(op+"_end", []int64{1}, []int64{v.Off[i] + w})
		m.InitInts(op+"_axis", []int64{1}, []int64{2})
		m.Node("Slice", op+"_slice", []string{src, op + "_start", op + "_end", op + "_axis"}, []string{op})
		ins[i] = op
	}
	if v.Mask != nil {
		m.Input("mask", 1, v.Mask)
		ins = append(ins, "mask")
	}
	m.Node("Attention", "attn", ins, []string{"y"},
		onnxtest.Int("q_num_heads", v.H), onnxtest.Int("kv_num_heads", v.H), onnxtest.Float32("scale", v.Scale), onnxtest.Int("softmax_precision", 1))
	m.Output("y", 0, nil)
}

func (v AttnViews) buildRotary(m *onnxtest.Model, r *rand.Rand) {
	b, s, h, d := v.B, v.Sq, v.H, v.D
	m.Input("qkv", onnxElem(v.DType), []int64{b, s, 3 * h * d})
	m.InitInts("shape5", []int64{5}, []int64{b, s, 3, h, d})
	m.Node("Reshape", "r5", []string{"qkv", "shape5"}, []string{"qkv5"})
	m.InitInts("split", []int64{3}, []int64{1, 1, 1})
	m.Node("Split", "split", []string{"qkv5", "split"}, []string{"p0", "p1", "p2"}, onnxtest.Int("axis", 2))
	m.InitInts("sq_axes", []int64{1}, []int64{2})
	// cos and sin of random angles, [1, 1, S, D] with equal halves along
	// D (cat(freqs, freqs)).
	half := d / 2
	cos, sin := make([]float32, s*d), make([]float32, s*d)
	for p := range s {
		for i := range half {
			a := r.Float64() * 6
			cos[p*d+i], cos[p*d+i+half] = float32(math.Cos(a)), float32(math.Cos(a))
			sin[p*d+i], sin[p*d+i+half] = float32(math.Sin(a)), float32(math.Sin(a))
		}
	}
	m.InitFloats("cos", []int64{1, 1, s, d}, cos)
	m.InitFloats("sin", []int64{1, 1, s, d}, sin)
	m.InitInts("h0", []int64{1}, []int64{0})
	m.InitInts("h1", []int64{1}, []int64{half})
	m.InitInts("h2", []int64{1}, []int64{d})
	m.InitInts("last", []int64{1}, []int64{-1})
	for i, p := range []string{"q", "k", "v"} {
		m.Node("Squeeze", p+"_sq", []string{fmt.Sprintf("p%d", i), "sq_axes"}, []string{p + "_s"})
		m.Node("Transpose", p+"_t", []string{p + "_s"}, []string{p + "_h"}, onnxtest.Ints("perm", 0, 2, 1, 3))
		if p == "v" {
			continue
		}
		x := p + "_h"
		m.Node("Slice", p+"_x1", []string{x, "h0", "h1", "last"}, []string{p + "_x1"})
		m.Node("Slice", p+"_x2", []string{x, "h1", "h2", "last"}, []string{p + "_x2"})
		m.Node("Neg", p+"_neg", []string{p + "_x2"}, []string{p + "_nx2"})
		m.Node("Concat", p+"_cat", []string{p + "_nx2", p + "_x1"}, []string{p + "_rot"}, onnxtest.Int("axis", -1))
		m.Node("Mul", p+"_mc", []string{x, "cos"}, []string{p + "_xc"})
		m.Node("Mul", p+"_ms", []string{p + "_rot", "sin"}, []string{p + "_rs"})
		m.Node("Add", p+"_rope", []string{p + "_xc", p + "_rs"}, []string{p + "_r"})
	}
	m.Node("Transpose", "kt", []string{"k_r"}, []string{"k_t"}, onnxtest.Ints("perm", 0, 1, 3, 2))
	m.Node("MatMul", "qk", []string{"q_r", "k_t"}, []string{"scores"})
	m.InitFloats("scale", []int64{}, []float32{v.Scale})
	m.Node("Mul", "scale_mul", []string{"scores", "scale"}, []string{"scaled"})
	probsIn := "scaled"
	if v.Mask != nil {
		m.Input("mask", 1, v.Mask)
		m.Node("Add", "mask_add", []string{"scaled", "mask"}, []string{"masked"})
		probsIn = "masked"
	}
	m.Node("Softmax", "softmax", []string{probsIn}, []string{"probs"}, onnxtest.Int("axis", -1))
	m.Node("MatMul", "pv", []string{"probs", "v_h"}, []string{"o"})
	m.Node("Transpose", "ot", []string{"o"}, []string{"o_t"}, onnxtest.Ints("perm", 0, 2, 1, 3))
	m.InitInts("shape3", []int64{3}, []int64{b, s, h * d})
	m.Node("Reshape", "merge", []string{"o_t", "shape3"}, []string{"y"})
	m.Output("y", 0, nil)
}
