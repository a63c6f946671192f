package onnxtest

import (
	"math"
	"math/rand/v2"
)

// FireConcats is the model Fire builds: its input and its Concat nodes, by
// whether a compile can write them in place (each input's producer
// writing straight into its slice of the output) or must keep the copy.
type FireConcats struct {
	// Input is the one input's name and shape (float32).
	Input string
	Shape []int64
	// InPlace and Copied name the Concat nodes.
	InPlace, Copied []string
	// IntoOutput and FlattenCopied name the Flatten nodes that make a
	// model output: of a value the Flatten alone reads (the kernel
	// before it can write the output), and of an in-place Concat's
	// output (a copy).
	IntoOutput, FlattenCopied []string
	// Outputs name the model's outputs.
	Outputs []string
}

// Fire builds a model of SqueezeNet-like fire modules and Concats that
// must keep their copy, over one input x [1,16,8,8] with random weights
// from seed:
//
//   - two fire modules in a row (a 1x1 squeeze, then 1x1 and 3x3
//     expands concatenated along the channels), and a Concat of a fire
//     module's Concat with a third branch (nested): in place;
//   - a Flatten of a global average pool into a model output (the pool
//     can write the output), and a Flatten of an in-place Concat into a
//     model output (a copy);
//   - Concats of a graph input, of a constant, of a value also read by an
//     Add, of the same value twice, of a value that is a model output, and
//     one along the rows (every slice strided): copies.
//
// Every Concat's output is read by a 1x1 convolution or a Flatten, so none
// is a model output itself.
func Fire(seed uint64) (*Model, FireConcats) {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	m := New("fire", 17)
	info := FireConcats{Input: "x", Shape: []int64{1, 16, 8, 8}}
	m.Input("x", Float, info.Shape)
	floats := func(n int64, scale float64) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(r.NormFloat64() * scale)
		}
		return v
	}
	// conv adds a convolution with its bias and ReLU: cin -> cout
	// channels, k x k, same padding.
	conv := func(name, in string, cin, cout, k int64) string {
		m.InitFloats(name+".w", []int64{cout, cin, k, k}, floats(cout*cin*k*k, 1/math.Sqrt(float64(cin*k*k))))
		m.InitFloats(name+".b", []int64{cout}, floats(cout, 0.2))
		p := k / 2
		m.Node("Conv", name, []string{in, name + ".w", name + ".b"}, []string{name + "_c"},
			Ints("kernel_shape", k, k), Ints("pads", p, p, p, p))
		m.Node("Relu", name+"_relu", []string{name + "_c"}, []string{name + "_y"})
		return name + "_y"
	}
	concat := func(name string, inPlace bool, axis int64, ins ...string) string {
		m.Node("Concat", name, ins, []string{name + "_y"}, Int("axis", axis))
		if inPlace {
			info.InPlace = append(info.InPlace, name)
		} else {
			info.Copied = append(info.Copied, name)
		}
		return name + "_y"
	}
	output := func(name, in string, cin int64) {
		m.InitFloats(name+".w", []int64{4, cin, 1, 1}, floats(4*cin, 1/math.Sqrt(float64(cin))))
		m.Node("Conv", name, []string{in, name + ".w"}, []string{name})
		m.Output(name, Float, nil)
		info.Outputs = append(info.Outputs, name)
	}
	fire := func(name, in string, cin, squeeze, expand int64) string {
		s := conv(name+".squeeze", in, cin, squeeze, 1)
		return concat(name+".concat", true, 1, conv(name+".expand1x1", s, squeeze, expand, 1), conv(name+".expand3x3", s, squeeze, expand, 3))
	}
	f2 := fire("fire2", fire("fire1", "x", 16, 8, 16), 32, 8, 16)
	output("out_fire", f2, 32)
	// Nested: the inner Concat is read by the outer one alone (axis -3 is
	// the channels too).
	inner := fire("fire3", "x", 16, 4, 8)
	output("out_nested", concat("nested", true, -3, inner, conv("third", "x", 16, 8, 1)), 24)

	flatten := func(name, in string, into bool) {
		m.Node("Flatten", name, []string{in}, []string{name + "_y"})
		m.Output(name+"_y", Float, nil)
		info.Outputs = append(info.Outputs, name+"_y")
		if into {
			info.IntoOutput = append(info.IntoOutput, name)
		} else {
			info.FlattenCopied = append(info.FlattenCopied, name)
		}
	}
	m.Node("GlobalAveragePool", "pool", []string{conv("j", "x", 16, 8, 1)}, []string{"pool_y"})
	flatten("flat_pool", "pool_y", true)
	flatten("flat_concat", concat("flat_in", true, 1, conv("k", "x", 16, 8, 1), conv("l", "x", 16, 8, 3)), false)

	a := conv("a", "x", 16, 8, 1)
	output("out_input", concat("with_input", false, 1, "x", a), 24)
	m.InitFloats("k", []int64{1, 8, 8, 8}, floats(512, 1))
	output("out_const", concat("with_const", false, 1, conv("b", "x", 16, 8, 1), "k"), 16)
	c := conv("c", "x", 16, 8, 1)
	m.Node("Add", "c_add", []string{c, c}, []string{"c2"})
	output("out_twice", concat("read_twice", false, 1, conv("d", "x", 16, 8, 1), c), 16)
	output("out_c2", "c2", 8)
	e := conv("e", "x", 16, 8, 1)
	output("out_same", concat("same_twice", false, 1, e, e), 16)
	f := conv("f", "x", 16, 8, 1)
	m.Output(f, Float, nil)
	info.Outputs = append(info.Outputs, f)
	output("out_model", concat("with_output", false, 1, f, conv("g", "x", 16, 8, 1)), 16)
	output("out_rows", concat("rows", false, 2, conv("h", "x", 16, 8, 1), conv("i", "x", 16, 8, 1)), 8)
	return m, info
}
