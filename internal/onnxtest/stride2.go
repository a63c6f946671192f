package onnxtest

import (
	"fmt"
	"math"
	"math/rand/v2"
)

// Stride2Input is one input of the Stride2 model: its name and shape
// (float32), and the outputs computed from it alone.
type Stride2Input struct {
	Name    string
	Shape   []int64
	Outputs []string
}

// Stride2 builds resnet18's stride-2 convolutions, each group on its own
// input, with random weights and biases from seed and the channel counts
// divided by div (1: resnet18's own): the 7x7 stem (3 -> 64 channels at
// 224x224, pads 3, then Relu), and for layers 2, 3 and 4 the first block's
// 3x3 (pads 1, then Relu) and its 1x1 downsampling (no pads), both at
// stride 2 from the same input (64 channels at 56x56, 128 at 28x28, 256
// at 14x14, to twice the channels at half the size).
func Stride2(seed uint64, div int64) (*Model, []Stride2Input) {
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	m := New("stride2", 17)
	floats := func(n int64, scale float64) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(r.NormFloat64() * scale)
		}
		return v
	}
	var ins []Stride2Input
	conv := func(in *Stride2Input, name string, cin, cout, k, s, p, h int64, relu bool) {
		m.InitFloats(name+".w", []int64{cout, cin, k, k}, floats(cout*cin*k*k, 1/math.Sqrt(float64(cin*k*k))))
		m.InitFloats(name+".b", []int64{cout}, floats(cout, 0.2))
		out := name
		if relu {
			out = name + "_c"
		}
		m.Node("Conv", name, []string{in.Name, name + ".w", name + ".b"}, []string{out},
			Ints("kernel_shape", k, k), Ints("pads", p, p, p, p), Ints("strides", s, s))
		if relu {
			m.Node("Relu", name+"_relu", []string{out}, []string{name})
		}
		oh := (h+2*p-k)/s + 1
		m.Output(name, Float, []int64{1, cout, oh, oh})
		in.Outputs = append(in.Outputs, name)
	}
	stem := Stride2Input{Name: "x_stem", Shape: []int64{1, 3, 224, 224}}
	m.Input(stem.Name, Float, stem.Shape)
	conv(&stem, "conv0", 3, 64/div, 7, 2, 3, 224, true)
	ins = append(ins, stem)
	for i, c := range []int64{64, 128, 256} {
		c /= div
		h := int64(56) >> i
		in := Stride2Input{Name: fmt.Sprintf("x_layer%d", i+2), Shape: []int64{1, c, h, h}}
		m.Input(in.Name, Float, in.Shape)
		conv(&in, fmt.Sprintf("layer%d_conv1", i+2), c, 2*c, 3, 2, 1, h, true)
		conv(&in, fmt.Sprintf("layer%d_downsample", i+2), c, 2*c, 1, 2, 0, h, false)
		ins = append(ins, in)
	}
	return m, ins
}
