package main

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
)

// groupConvModel writes to dir an ONNX model of depthwise and grouped
// convolutions of one random input x [1,16,17,19], with random weights and
// biases from r, and the input as input_x.npy. Its outputs: depthwise 3x3
// stride 1 (then ReLU6), 3x3 stride 2, 5x5, 3x3 dilated by 2, a channel
// multiplier of 2 (32 outputs, group = 16 inputs), groups of 2 (3x3)
// and 4 (1x1), and dense ones: 1x1 to 40 channels (then ReLU6), 3x3 to 24
// and 1x1 to 16.
func groupConvModel(t *testing.T, dir string, r *rand.Rand) []string {
	t.Helper()
	m := onnxtest.New("groupconv", 17)
	m.Input("x", onnxtest.Float, []int64{1, 16, 17, 19})
	floats := func(n int64, scale float64) []float32 {
		v := make([]float32, n)
		for i := range v {
			v[i] = float32(r.NormFloat64() * scale)
		}
		return v
	}
	m.InitFloats("zero", nil, []float32{0})
	m.InitFloats("six", nil, []float32{6})
	var outs []string
	conv := func(name string, cout, group, k, stride, dil, pad int64) string {
		cin := 16 / group
		m.InitFloats(name+".w", []int64{cout, cin, k, k}, floats(cout*cin*k*k, 1/math.Sqrt(float64(cin*k*k))))
		m.InitFloats(name+".b", []int64{cout}, floats(cout, 0.5))
		m.Node("Conv", name, []string{"x", name + ".w", name + ".b"}, []string{name + "_y"},
			onnxtest.Int("group", group), onnxtest.Ints("kernel_shape", k, k), onnxtest.Ints("strides", stride, stride),
			onnxtest.Ints("dilations", dil, dil), onnxtest.Ints("pads", pad, pad, pad, pad))
		return name + "_y"
	}
	out := func(name, v string) {
		m.Node("Identity", name+"_out", []string{v}, []string{name})
		m.Output(name, onnxtest.Float, nil)
		outs = append(outs, name)
	}
	dw := conv("dw3", 16, 16, 3, 1, 1, 1)
	m.Node("Clip", "dw3_relu6", []string{dw, "zero", "six"}, []string{"dw3_relu6_y"})
	out("dw3_relu6", "dw3_relu6_y")
	out("dw3_s2", conv("dw3s2", 16, 16, 3, 2, 1, 1))
	out("dw5", conv("dw5", 16, 16, 5, 1, 1, 2))
	out("dw3_dil2", conv("dw3d2", 16, 16, 3, 1, 2, 2))
	out("dw3_mult2", conv("dw3m2", 32, 16, 3, 1, 1, 1))
	out("group2", conv("g2", 24, 2, 3, 1, 1, 1))
	out("group4", conv("g4", 16, 4, 1, 1, 1, 0))
	// Dense convolutions: a pointwise expansion with its ReLU6 and a 3x3
	// (the float32 micro-kernel, its bias and the Clip fused), and a
	// 16-channel pointwise one (the register tiles).
	pw := conv("pw", 40, 1, 1, 1, 1, 0)
	m.Node("Clip", "pw_relu6", []string{pw, "zero", "six"}, []string{"pw_relu6_y"})
	out("pw_relu6", "pw_relu6_y")
	out("conv3", conv("c3", 24, 1, 3, 1, 1, 1))
	out("pw16", conv("pw16", 16, 1, 1, 1, 1, 0))
	if err := os.WriteFile(filepath.Join(dir, "model.onnx"), m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	x := &npy.Array{DType: "float32", Shape: []int64{1, 16, 17, 19}, Data: make([]byte, 4*16*17*19)}
	for i := range 16 * 17 * 19 {
		binary.LittleEndian.PutUint32(x.Data[4*i:], math.Float32bits(float32(r.NormFloat64())))
	}
	if err := npy.WriteFile(filepath.Join(dir, "input_x.npy"), x); err != nil {
		t.Fatal(err)
	}
	return outs
}

// TestDepthwiseGroupedFlow drives bin/mgxport as a user does, each step a
// separate process through files: depthwise convolutions (3x3 and 5x5,
// strides 1 and 2, dilation 2, a channel multiplier of 2, one with its
// ReLU6), grouped ones (2 and 4 groups) and dense ones on fresh random
// weights and
// input run on the reference evaluator (--arch ref), then are compiled,
// finalized for host and run with 1 and 2 threads: every output matches
// the reference evaluator's, and is the same bytes at both thread counts.
// The same for the mobilenet_blocks model (MobileNetV2's inverted residual
// blocks) against its reference outputs.
func TestDepthwiseGroupedFlow(t *testing.T) {
	cli := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	seed1, seed2 := rand.Uint64(), rand.Uint64()
	t.Logf("weights and input seeded %d, %d", seed1, seed2)
	w := t.TempDir()
	outs := groupConvModel(t, w, rand.New(rand.NewPCG(seed1, seed2)))
	model, input := filepath.Join(w, "model.onnx"), filepath.Join(w, "input_x.npy")
	refDir := filepath.Join(w, "ref")
	cli.must(t, "run", model, "--arch", "ref", "--input", "x="+input, "--output-dir", refDir)
	refs := map[string]string{}
	for _, o := range outs {
		refs[o] = filepath.Join(refDir, o+".npy")
	}
	flows := []struct {
		name, onnx string
		inputs     []string
		refs       map[string]string
	}{{"groupconv", model, []string{"--input", "x=" + input}, refs}}
	mb := loadFlowModel(t, filepath.Join(repoRoot, "testdata", "models", "mobilenet_blocks"))
	flows = append(flows, struct {
		name, onnx string
		inputs     []string
		refs       map[string]string
	}{mb.name, mb.onnx, mb.inputFlags, mb.refs})
	for _, f := range flows {
		t.Run(f.name, func(t *testing.T) {
			d := t.TempDir()
			portable, host := filepath.Join(d, "m.mgxb"), filepath.Join(d, "m.host.mgxb")
			cli.must(t, "compile", "--portable", f.onnx, "-o", portable)
			cli.must(t, "finalize", portable, "--arch", "host", "-o", host)
			runAtThreads(t, cli, host, d, f.inputs, f.refs, "1", "2")
		})
	}
}
