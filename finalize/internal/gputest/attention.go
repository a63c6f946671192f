package gputest

import (
	"fmt"
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
// instead (onnxtest.RotaryAttention on one packed input qkv [B, S,
// 3·H·D]; Sq = Skv, Dv = D; Widths, From and Off are ignored). The graph
// passes make it one RotaryEmbedding over Q's and K's columns and an
// Attention reading Q and K as columns of the rotary output, V as
// columns of qkv.
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
	m.Input("qkv", onnxElem(v.DType), []int64{v.B, v.Sq, 3 * v.H * v.D})
	mask := ""
	if v.Mask != nil {
		m.Input("mask", 1, v.Mask)
		mask = "mask"
	}
	onnxtest.RotaryAttention(m, r, "", "qkv", mask, "y", v.B, v.Sq, v.H, v.D, v.Scale)
	m.Output("y", 0, nil)
}
