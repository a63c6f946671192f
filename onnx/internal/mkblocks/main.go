// Command mkblocks writes testdata/models/mobilenet_blocks: three
// MobileNetV2 inverted-residual blocks (1x1 expand, ReLU6 as Clip, 3x3
// depthwise of stride 2 or 1, ReLU6, 1x1 project, a residual Add where the
// shapes allow), batch 1, on a 112x112 then 56x56 input, the convolutions
// with bias as torchvision exports them after folding batch norm. The
// weights (He-uniform, so activations neither vanish nor saturate ReLU6)
// and the input are seeded: running it again rewrites the same bytes. The
// expected output comes from the reference evaluator, not from here:
//
//	go run ./onnx/internal/mkblocks -o testdata/models/mobilenet_blocks
//	bin/mgxport run --arch ref testdata/models/mobilenet_blocks/model.onnx \
//	    --input image=testdata/models/mobilenet_blocks/input_image.npy ...
package main

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
)

const seed = 20261127

func main() {
	dir := flag.String("o", "testdata/models/mobilenet_blocks", "output directory")
	flag.Parse()
	if err := run(*dir); err != nil {
		fmt.Fprintln(os.Stderr, "mkblocks:", err)
		os.Exit(1)
	}
}

// builder adds the blocks' nodes and weights to m.
type builder struct {
	m   *onnxtest.Model
	rng *rand.Rand
	n   int // node counter, for unique names
}

// uniform returns n floats uniform in [-bound, bound).
func (b *builder) uniform(n int64, bound float64) []float32 {
	v := make([]float32, n)
	for i := range v {
		v[i] = float32((b.rng.Float64()*2 - 1) * bound)
	}
	return v
}

// conv adds a convolution with bias of cin/group input channels per output
// channel and returns its output's name.
func (b *builder) conv(x string, cin, cout, k, stride, group int64) string {
	b.n++
	name := fmt.Sprintf("conv%d", b.n)
	fan := float64(cin / group * k * k)
	b.m.InitFloats(name+".weight", []int64{cout, cin / group, k, k}, b.uniform(cout*cin/group*k*k, math.Sqrt(6/fan)))
	b.m.InitFloats(name+".bias", []int64{cout}, b.uniform(cout, 0.1))
	pad := k / 2
	b.m.Node("Conv", name, []string{x, name + ".weight", name + ".bias"}, []string{name + "_out"},
		onnxtest.Ints("dilations", 1, 1), onnxtest.Int("group", group), onnxtest.Ints("kernel_shape", k, k),
		onnxtest.Ints("pads", pad, pad, pad, pad), onnxtest.Ints("strides", stride, stride))
	return name + "_out"
}

// relu6 adds Clip(x, 0, 6).
func (b *builder) relu6(x string) string {
	b.n++
	y := fmt.Sprintf("clip%d_out", b.n)
	b.m.Node("Clip", fmt.Sprintf("clip%d", b.n), []string{x, "zero", "six"}, []string{y})
	return y
}

// block adds an inverted residual block: expand by t, depthwise of the
// stride, project to cout; the residual when the shapes match.
func (b *builder) block(x string, cin, cout, t, stride int64) string {
	hid := cin * t
	h := b.relu6(b.conv(x, cin, hid, 1, 1, 1))
	h = b.relu6(b.conv(h, hid, hid, 3, stride, hid))
	h = b.conv(h, hid, cout, 1, 1, 1)
	if stride == 1 && cin == cout {
		b.n++
		y := fmt.Sprintf("add%d_out", b.n)
		b.m.Node("Add", fmt.Sprintf("add%d", b.n), []string{x, h}, []string{y})
		return y
	}
	return h
}

func run(dir string) error {
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	m := onnxtest.New("mgxport_mobilenet_blocks", 17)
	b := &builder{m: m, rng: rng}
	m.InitFloats("zero", nil, []float32{0})
	m.InitFloats("six", nil, []float32{6})
	const c, hw = 16, 112
	m.Input("image", onnxtest.Float, []int64{1, c, hw, hw})
	h := b.block("image", c, 24, 6, 2) // 112 -> 56
	h = b.block(h, 24, 24, 6, 1)       // 56, residual
	h = b.block(h, 24, 32, 6, 2)       // 56 -> 28
	h = b.block(h, 32, 32, 6, 1)       // 28, residual
	m.Node("Identity", "out", []string{h}, []string{"features"})
	m.Output("features", onnxtest.Float, []int64{1, 32, hw / 4, hw / 4})
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "model.onnx"), m.Bytes(), 0o644); err != nil {
		return err
	}
	x := &npy.Array{DType: "float32", Shape: []int64{1, c, hw, hw}, Data: make([]byte, 4*c*hw*hw)}
	for i := range c * hw * hw {
		binary.LittleEndian.PutUint32(x.Data[4*i:], math.Float32bits(float32(rng.NormFloat64())))
	}
	if err := npy.WriteFile(filepath.Join(dir, "input_image.npy"), x); err != nil {
		return fmt.Errorf("encode input: %w", err)
	}
	return nil
}
