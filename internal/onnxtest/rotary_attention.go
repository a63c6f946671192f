package onnxtest

import (
	"fmt"
	"math"
	"math/rand/v2"
)

// RotaryAttention adds to m ModernBERT's attention as transformers
// exports it, reading the packed projection qkv [b, s, 3·h·d] and, unless
// mask is "", an fp32 additive mask broadcasting to [b, h, s, s], and
// writing y [b, s, h·d]: qkv reshaped to [b, s, 3, h, d], Split into Q,
// K and V, each Squeezed and its heads moved forward, rotary embedding on
// Q and K (rotate_half: one cos and one sin table of random angles from
// r, [1, 1, s, d] with equal halves along d), K's last two dims swapped,
// the scores' product, scale, the mask, Softmax, the value product and
// the heads merged back. Node and initializer names start with p.
func RotaryAttention(m *Model, r *rand.Rand, p, qkv, mask, y string, b, s, h, d int64, scale float32) {
	n := func(x string) string { return p + x }
	m.InitInts(n("shape5"), []int64{5}, []int64{b, s, 3, h, d})
	m.Node("Reshape", n("r5"), []string{qkv, n("shape5")}, []string{n("qkv5")})
	m.InitInts(n("split"), []int64{3}, []int64{1, 1, 1})
	m.Node("Split", n("split"), []string{n("qkv5"), n("split")}, []string{n("p0"), n("p1"), n("p2")}, Int("axis", 2))
	m.InitInts(n("sq_axes"), []int64{1}, []int64{2})
	half := d / 2
	cos, sin := make([]float32, s*d), make([]float32, s*d)
	for i := range s {
		for j := range half {
			a := r.Float64() * 6
			cos[i*d+j], cos[i*d+j+half] = float32(math.Cos(a)), float32(math.Cos(a))
			sin[i*d+j], sin[i*d+j+half] = float32(math.Sin(a)), float32(math.Sin(a))
		}
	}
	m.InitFloats(n("cos"), []int64{1, 1, s, d}, cos)
	m.InitFloats(n("sin"), []int64{1, 1, s, d}, sin)
	m.InitInts(n("h0"), []int64{1}, []int64{0})
	m.InitInts(n("h1"), []int64{1}, []int64{half})
	m.InitInts(n("h2"), []int64{1}, []int64{d})
	m.InitInts(n("last"), []int64{1}, []int64{-1})
	for i, op := range []string{"q", "k", "v"} {
		o := func(x string) string { return n(op + x) }
		m.Node("Squeeze", o("_sq"), []string{n(fmt.Sprintf("p%d", i)), n("sq_axes")}, []string{o("_s")})
		m.Node("Transpose", o("_t"), []string{o("_s")}, []string{o("_h")}, Ints("perm", 0, 2, 1, 3))
		if op == "v" {
			continue
		}
		x := o("_h")
		m.Node("Slice", o("_x1"), []string{x, n("h0"), n("h1"), n("last")}, []string{o("_x1")})
		m.Node("Slice", o("_x2"), []string{x, n("h1"), n("h2"), n("last")}, []string{o("_x2")})
		m.Node("Neg", o("_neg"), []string{o("_x2")}, []string{o("_nx2")})
		m.Node("Concat", o("_cat"), []string{o("_nx2"), o("_x1")}, []string{o("_rot")}, Int("axis", -1))
		m.Node("Mul", o("_mc"), []string{x, n("cos")}, []string{o("_xc")})
		m.Node("Mul", o("_ms"), []string{o("_rot"), n("sin")}, []string{o("_rs")})
		m.Node("Add", o("_rope"), []string{o("_xc"), o("_rs")}, []string{o("_r")})
	}
	m.Node("Transpose", n("kt"), []string{n("k_r")}, []string{n("k_t")}, Ints("perm", 0, 1, 3, 2))
	m.Node("MatMul", n("qk"), []string{n("q_r"), n("k_t")}, []string{n("scores")})
	m.InitFloats(n("scale"), []int64{}, []float32{scale})
	m.Node("Mul", n("scale_mul"), []string{n("scores"), n("scale")}, []string{n("scaled")})
	probsIn := n("scaled")
	if mask != "" {
		m.Node("Add", n("mask_add"), []string{n("scaled"), mask}, []string{n("masked")})
		probsIn = n("masked")
	}
	m.Node("Softmax", n("softmax"), []string{probsIn}, []string{n("probs")}, Int("axis", -1))
	m.Node("MatMul", n("pv"), []string{n("probs"), n("v_h")}, []string{n("o")})
	m.Node("Transpose", n("ot"), []string{n("o")}, []string{n("o_t")}, Ints("perm", 0, 2, 1, 3))
	m.InitInts(n("shape3"), []int64{3}, []int64{b, s, h * d})
	m.Node("Reshape", n("merge"), []string{n("o_t"), n("shape3")}, []string{y})
}
