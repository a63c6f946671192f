package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
)

// halfFloats widens an array of any float dtype (float16 and bfloat16
// included) to float64.
func halfFloats(t *testing.T, a *npy.Array) []float64 {
	t.Helper()
	le := binary.LittleEndian
	switch a.DType {
	case "float16", "bfloat16":
		dec := graph.Float16ToFloat32
		if a.DType == "bfloat16" {
			dec = graph.BFloat16ToFloat32
		}
		f := make([]float64, len(a.Data)/2)
		for i := range f {
			f[i] = float64(dec(le.Uint16(a.Data[2*i:])))
		}
		return f
	}
	f, err := npyFloats(a)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// relativeL2 compares the arrays in files got and want: ||got-want|| /
// ||want||, failing on a shape or dtype mismatch or a non-finite element.
func relativeL2(t *testing.T, got, want string) float64 {
	t.Helper()
	g, err := npy.ReadFile(got)
	if err != nil {
		t.Fatal(err)
	}
	w, err := npy.ReadFile(want)
	if err != nil {
		t.Fatal(err)
	}
	if g.DType != w.DType || fmt.Sprint(g.Shape) != fmt.Sprint(w.Shape) {
		t.Fatalf("%s is %s%v; the reference is %s%v", got, g.DType, g.Shape, w.DType, w.Shape)
	}
	gv, wv := halfFloats(t, g), halfFloats(t, w)
	var num, den float64
	for i := range wv {
		if math.IsNaN(gv[i]) || math.IsInf(gv[i], 0) {
			t.Fatalf("%s: element %d is %g", got, i, gv[i])
		}
		num += (gv[i] - wv[i]) * (gv[i] - wv[i])
		den += wv[i] * wv[i]
	}
	return math.Sqrt(num / den)
}

// TestPrecisionUserFlow is the user's flow of mixed precision on every
// shared model, each step a process of the built bin/mgxport through
// files: compile --portable --precision fp16|bf16, finalize --arch host,
// run on the model's inputs. The outputs keep the model's dtypes, are
// finite, and are within relative L2 error 1e-2 (fp16) / 3e-2 (bf16) of
// ONNX Runtime's fp32 outputs, yet not equal to the fp32 bundle's (the
// products did round); the bundle is at most 0.6 of the fp32 one's size
// (weights in half); and compiling again gives the same bytes.
func TestPrecisionUserFlow(t *testing.T) {
	bin := builtMgxport(t)
	for _, model := range []string{"mlp", "cnn", "bert_mini", "bert_mini_dynamo"} {
		t.Run(model, func(t *testing.T) {
			t.Parallel()
			m := loadFlowModel(t, filepath.Join(sharedModels, model))
			work := t.TempDir()
			p := cliProc{bin: bin, cache: filepath.Join(work, "cache")}
			compile := func(out string, extra ...string) int64 {
				p.must(t, append(append([]string{"compile", "--portable", m.onnx, "-o", out}, m.dimFlags...), extra...)...)
				st, err := os.Stat(out)
				if err != nil {
					t.Fatal(err)
				}
				return st.Size()
			}
			run := func(bundle, out string) {
				host := strings.TrimSuffix(bundle, ".mgxb") + ".host.mgxb"
				p.must(t, "finalize", bundle, "--arch", "host", "-o", host)
				p.must(t, append([]string{"run", host, "--output-dir", out}, m.inputFlags...)...)
			}
			fp32 := filepath.Join(work, "fp32.mgxb")
			size32 := compile(fp32)
			run(fp32, filepath.Join(work, "out-fp32"))
			for _, tc := range []struct {
				prec string
				tol  float64
			}{{"fp16", 1e-2}, {"bf16", 3e-2}} {
				bundle := filepath.Join(work, tc.prec+".mgxb")
				size := compile(bundle, "--precision", tc.prec)
				if r := float64(size) / float64(size32); r > 0.6 {
					t.Errorf("%s bundle: %d bytes, %.2f of the fp32 bundle's %d; want <= 0.6 (weights in half)", tc.prec, size, r, size32)
				}
				again := filepath.Join(work, tc.prec+"-again.mgxb")
				compile(again, "--precision", tc.prec)
				if !bytes.Equal(readFile(t, bundle), readFile(t, again)) {
					t.Errorf("%s: two compiles gave different bundles", tc.prec)
				}
				out := filepath.Join(work, "out-"+tc.prec)
				run(bundle, out)
				for name, ref := range m.refs {
					got := filepath.Join(out, name+".npy")
					e := relativeL2(t, got, ref)
					t.Logf("%s %s: relative L2 error %.3g vs ONNX Runtime fp32 (bundle %d bytes, fp32 %d)", tc.prec, name, e, size, size32)
					if e > tc.tol {
						t.Errorf("%s %s: relative L2 error %.3g; want <= %g", tc.prec, name, e, tc.tol)
					}
					if e32 := relativeL2(t, got, filepath.Join(work, "out-fp32", name+".npy")); e32 == 0 {
						t.Errorf("%s %s: equal to the fp32 bundle's output: nothing ran in half", tc.prec, name)
					}
				}
			}
		})
	}
}

// TestPrecisionFlags checks the flags that cannot apply, from the CLI.
func TestPrecisionFlags(t *testing.T) {
	p := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	model := filepath.Join(sharedModels, "mlp", "model.onnx")
	out := filepath.Join(t.TempDir(), "m.mgxb")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--precision", "fp8"}, `--precision "fp8": want fp32`},
		{[]string{"--keep-fp32", "x"}, "--keep-fp32 needs --precision fp16 or bf16"},
		{[]string{"--precision", "fp16", "--keep-fp32", "no_such_node"}, `no node is named "no_such_node"`},
	} {
		_, stderr, err := p.run(t, append([]string{"compile", "--portable", model, "-o", out}, tc.args...)...)
		if err == nil || !strings.Contains(stderr, tc.want) {
			t.Errorf("compile %v: err %v, stderr %q; want an error saying %q", tc.args, err, stderr, tc.want)
		}
	}
}

// TestPrecisionNativeHalf runs models exported in fp16 and bf16 (inputs,
// weights and outputs of that type: MatMul, Add, Gemm, Softmax,
// LayerNormalization, Conv) through the user's flow, compiled at the
// default precision and with --precision fp16, against the reference
// evaluator's outputs of the same model.
func TestPrecisionNativeHalf(t *testing.T) {
	bin := builtMgxport(t)
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	for _, dt := range []graph.DType{graph.Float16, graph.BFloat16} {
		t.Run(dt.String(), func(t *testing.T) {
			rng := rand.New(rand.NewPCG(seed, uint64(dt)))
			code := int32(map[graph.DType]int{graph.Float16: 10, graph.BFloat16: 16}[dt])
			rnd := func(shape ...int64) *graph.Tensor {
				x, _ := graph.NewTensor(dt, graph.Shape(shape))
				for i := range x.Len() {
					x.SetFloat64(i, rng.NormFloat64()*0.5)
				}
				return x
			}
			// .npy has no bfloat16: the bf16 model takes and gives fp32
			// arrays through Casts at its edges (its weights and every op
			// between are bf16).
			io, edge := code, dt == graph.BFloat16
			if edge {
				io = onnxtest.Float
			}
			m := onnxtest.New("native_"+dt.String(), 17)
			m.Input("x", io, []int64{6, 16})
			m.Input("img", io, []int64{1, 3, 6, 6})
			x, img := "x", "img"
			if edge {
				m.Node("Cast", "cx", []string{"x"}, []string{"xh"}, onnxtest.Int("to", int64(code)))
				m.Node("Cast", "cimg", []string{"img"}, []string{"imgh"}, onnxtest.Int("to", int64(code)))
				x, img = "xh", "imgh"
			}
			m.Init("w1", rnd(16, 24))
			m.Init("b1", rnd(24))
			m.Init("w2", rnd(8, 24))
			m.Init("b2", rnd(8))
			m.Init("ln", rnd(8))
			m.Init("cw", rnd(4, 3, 3, 3))
			m.Init("cb", rnd(4))
			m.Node("MatMul", "mm", []string{x, "w1"}, []string{"h"})
			m.Node("Add", "add", []string{"h", "b1"}, []string{"hb"})
			m.Node("Gemm", "gemm", []string{"hb", "w2", "b2"}, []string{"g"}, onnxtest.Int("transB", 1))
			m.Node("LayerNormalization", "norm", []string{"g", "ln"}, []string{"n"}, onnxtest.Int("axis", -1))
			y, c := "y", "c"
			if edge {
				y, c = "yh", "ch"
				m.Node("Cast", "cy", []string{"yh"}, []string{"y"}, onnxtest.Int("to", 1))
				m.Node("Cast", "cc", []string{"ch"}, []string{"c"}, onnxtest.Int("to", 1))
			}
			m.Node("Softmax", "sm", []string{"n"}, []string{y}, onnxtest.Int("axis", -1))
			m.Node("Conv", "conv", []string{img, "cw", "cb"}, []string{c}, onnxtest.Ints("pads", 1, 1, 1, 1))
			m.Output("y", io, []int64{6, 8})
			m.Output("c", io, []int64{1, 4, 6, 6})
			dir := t.TempDir()
			model := filepath.Join(dir, "model.onnx")
			if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			var inputs []string
			for name, x := range map[string]*graph.Tensor{"x": rnd(6, 16), "img": rnd(1, 3, 6, 6)} {
				f := filepath.Join(dir, name+".npy")
				a := &npy.Array{DType: dt.String(), Shape: []int64(x.Shape), Data: x.Data}
				if edge {
					wide, _ := graph.FromFloat64s(graph.Float32, x.Shape, x.Float64s())
					a = &npy.Array{DType: "float32", Shape: []int64(x.Shape), Data: wide.Data}
				}
				if err := npy.WriteFile(f, a); err != nil {
					t.Fatal(err)
				}
				inputs = append(inputs, "--input", name+"="+f)
			}
			p := cliProc{bin: bin, cache: filepath.Join(dir, "cache")}
			refDir := filepath.Join(dir, "ref")
			p.must(t, append([]string{"run", model, "--arch", "ref", "--output-dir", refDir}, inputs...)...)
			for _, prec := range []string{"fp32", "fp16"} {
				bundle := filepath.Join(dir, prec+".mgxb")
				host := filepath.Join(dir, prec+".host.mgxb")
				out := filepath.Join(dir, "out-"+prec)
				p.must(t, "compile", "--portable", model, "-o", bundle, "--precision", prec)
				p.must(t, "finalize", bundle, "--arch", "host", "-o", host)
				p.must(t, append([]string{"run", host, "--output-dir", out}, inputs...)...)
				// One rounding of the output more or less than the
				// reference (which accumulates in float64) per op.
				tol := map[graph.DType]float64{graph.Float16: 5e-3, graph.BFloat16: 3e-2}[dt]
				for _, name := range []string{"y", "c"} {
					if e := relativeL2(t, filepath.Join(out, name+".npy"), filepath.Join(refDir, name+".npy")); e > tol {
						t.Errorf("%s %s: relative L2 error %.3g vs the reference; want <= %g", prec, name, e, tol)
					}
				}
			}
		})
	}
}

// TestPrecisionNVIDIA finalizes fp16 and bf16 bundles of two CNNs
// (kernels that need no libdevice, which is not installed here) for sm_80 and sm_90a in a new
// process, and checks that inspect shows every product object of both
// targets' convolutions on the half matrix units (mma.m16n8k16 of the
// type, or on sm_90a wgmma m64nNk16 — some must be; their final 8-row
// products are too thin for the kernel) and the fp32 bundle's on none.
func TestPrecisionNVIDIA(t *testing.T) {
	p := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	dir := t.TempDir()
	for model, path := range map[string]string{"resnet_mini": filepath.Join(repoRoot, "testdata", "models", "resnet_mini", "model.onnx"), "cnn_fp32": filepath.Join(repoRoot, "testdata", "models", "cnn_fp32", "model.onnx")} {
		for _, prec := range []string{"fp32", "fp16", "bf16"} {
			portable := filepath.Join(dir, model+"."+prec+".mgxb")
			fin := filepath.Join(dir, model+"."+prec+".nv.mgxb")
			p.must(t, "compile", "--portable", path, "-o", portable, "--precision", prec)
			p.must(t, "finalize", portable, "--arch", "sm_80,sm_90a", "--ptxas", "none", "-o", fin)
			out, _ := p.must(t, "inspect", fin)
			half, wgmma := map[string]int{}, map[string]int{}
			ty := map[string]string{"fp16": "f16", "bf16": "bf16"}[prec]
			wgmmaRE := regexp.MustCompile(`matrix units: wgmma\.m64n\d+k16\.` + ty + `×`)
			products := 0
			for _, line := range strings.Split(out, "\n") {
				f := strings.Fields(line)
				if len(f) < 5 || f[1] != "ptx" || f[2] != "native" || !strings.HasPrefix(f[4], "conv") {
					continue
				}
				products++
				switch {
				case strings.Contains(line, "matrix units: mma.m16n8k16."+ty+"×"):
					half[f[3]]++
				case prec != "fp32" && wgmmaRE.MatchString(line):
					half[f[3]]++
					wgmma[f[3]]++
				}
			}
			switch {
			case products == 0:
				t.Fatalf("%s %s: inspect lists no convolution objects:\n%s", model, prec, out)
			case prec == "fp32" && len(half) > 0:
				t.Errorf("%s fp32: objects on half matrix units: %v", model, half)
			case prec != "fp32" && (half["sm_80"] == 0 || half["sm_90a"] == 0 || half["sm_80"]+half["sm_90a"] != products):
				t.Errorf("%s %s: %v of %d convolution objects on the half matrix units; want all, on both targets\n%s", model, prec, half, products, out)
			case prec != "fp32" && (wgmma["sm_80"] != 0 || wgmma["sm_90a"] == 0):
				t.Errorf("%s %s: convolution objects on wgmma %v; want some on sm_90a, none on sm_80\n%s", model, prec, wgmma, out)
			}
		}
	}
}
