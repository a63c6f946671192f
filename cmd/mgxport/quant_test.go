package main

import (
	"encoding/json"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// TestQuantizedModelUserFlow: a QDQ model as onnx 1.23 writes it (IR 14,
// opset 21: Q/DQ around a Conv with a per-channel int8 weight and an int32
// bias) compiles with bin/mgxport, its Conv folds into a QLinearConv
// kernel, and `run` on the host gives the reference's outputs within one
// quantization step, in separate processes through files on disk.
func TestQuantizedModelUserFlow(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 21))
	const ys = 0.05
	m := onnxtest.New("qdq_conv", 21)
	m.IR = 14
	m.Input("x", onnxtest.Float, []int64{1, 3, 8, 8})
	sc := func(name string, v ...float64) {
		s, _ := graph.FromFloat64s(graph.Float32, graph.Shape{int64(len(v))}, v)
		if len(v) == 1 {
			s.Shape = graph.Shape{}
		}
		m.Init(name, s)
	}
	xs, ws := 0.01, []float64{0.02, 0.01, 0.03, 0.015}
	sc("xs", xs)
	sc("ws", ws...)
	bs := make([]float64, len(ws))
	for i := range ws {
		bs[i] = float64(float32(xs * ws[i]))
	}
	sc("bs", bs...)
	sc("ys", ys)
	zx, _ := graph.FromInt64s(graph.Uint8, graph.Shape{}, []int64{128})
	m.Init("zx", zx)
	w, _ := graph.NewTensor(graph.Int8, graph.Shape{4, 3, 3, 3})
	for i := range w.Len() {
		w.SetInt64(i, int64(rng.IntN(255)-127))
	}
	m.Init("w", w)
	b, _ := graph.NewTensor(graph.Int32, graph.Shape{4})
	for i := range b.Len() {
		b.SetInt64(i, int64(rng.IntN(2001)-1000))
	}
	m.Init("b", b)
	zy, _ := graph.FromInt64s(graph.Uint8, graph.Shape{}, []int64{100})
	m.Init("zy", zy)
	m.Node("QuantizeLinear", "qx", []string{"x", "xs", "zx"}, []string{"xq"})
	m.Node("DequantizeLinear", "dqx", []string{"xq", "xs", "zx"}, []string{"xd"})
	m.Node("DequantizeLinear", "dqw", []string{"w", "ws"}, []string{"wd"}, onnxtest.Int("axis", 0))
	m.Node("DequantizeLinear", "dqb", []string{"b", "bs"}, []string{"bd"}, onnxtest.Int("axis", 0))
	m.Node("Conv", "conv", []string{"xd", "wd", "bd"}, []string{"c"}, onnxtest.Ints("pads", 1, 1, 1, 1))
	m.Node("QuantizeLinear", "qy", []string{"c", "ys", "zy"}, []string{"yq"})
	m.Node("DequantizeLinear", "dqy", []string{"yq", "ys", "zy"}, []string{"y"})
	m.Output("y", onnxtest.Float, []int64{1, 4, 8, 8})
	if len(m.Proto().GetOpsetImport()) != 1 || m.Proto().GetIrVersion() != int64(onnxpb.Version_IR_VERSION) {
		t.Fatalf("the model is not IR %d", onnxpb.Version_IR_VERSION)
	}

	dir := t.TempDir()
	model := filepath.Join(dir, "model.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	x, _ := graph.NewTensor(graph.Float32, graph.Shape{1, 3, 8, 8})
	for i := range x.Len() {
		x.SetFloat64(i, rng.NormFloat64())
	}
	in := filepath.Join(dir, "x.npy")
	if err := npy.WriteFile(in, &npy.Array{DType: "float32", Shape: []int64(x.Shape), Data: x.Data}); err != nil {
		t.Fatal(err)
	}
	c := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	bundle := filepath.Join(dir, "m.mgxb")
	c.must(t, "compile", "--portable", model, "-o", bundle)
	out, _ := c.must(t, "inspect", "--json", bundle)
	if !strings.Contains(out, "qlinearconv") || strings.Contains(strings.ToLower(out), `"conv"`) {
		t.Fatalf("the QDQ Conv did not fold into a QLinearConv kernel:\n%s", out)
	}
	var summary map[string]any
	if err := json.Unmarshal([]byte(out), &summary); err != nil {
		t.Fatalf("inspect --json: %v", err)
	}
	refDir, hostDir := filepath.Join(dir, "ref"), filepath.Join(dir, "host")
	c.must(t, "run", model, "--arch", "ref", "--input", "x="+in, "--output-dir", refDir)
	c.must(t, "run", bundle, "--arch", "host", "--input", "x="+in, "--output-dir", hostDir)
	want, err := npy.ReadFile(filepath.Join(refDir, "y.npy"))
	if err != nil {
		t.Fatal(err)
	}
	got, err := npy.ReadFile(filepath.Join(hostDir, "y.npy"))
	if err != nil {
		t.Fatal(err)
	}
	wv, _ := npyFloats(want)
	gv, _ := npyFloats(got)
	if len(wv) != 256 || len(gv) != len(wv) {
		t.Fatalf("%d outputs, want %d", len(gv), len(wv))
	}
	distinct := map[float64]bool{}
	for i := range wv {
		distinct[wv[i]] = true
		if math.Abs(gv[i]-wv[i]) > ys*1.0001 {
			t.Fatalf("y[%d] = %v, the reference %v: more than one quantization step (%v) apart", i, gv[i], wv[i], ys)
		}
	}
	if len(distinct) < 10 {
		t.Fatalf("only %d distinct outputs: the data tests little", len(distinct))
	}
}
