package main

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
)

// TestSequenceUserFlow is a model that splits a tensor into a sequence,
// takes its last part through Relu, appends it and joins the sequence back
// — SplitToSequence, SequenceAt, SequenceInsert, SequenceLength,
// ConcatFromSequence, the sequence a host value between host steps — run as
// a user does: compile --portable -> file -> finalize --arch host -> run,
// on fresh random data, equal to `run --arch ref` and to the values the
// test computes.
func TestSequenceUserFlow(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 41))
	const R, C = 4, 6
	x := make([]float32, R*C)
	for i := range x {
		x[i] = float32(rng.NormFloat64())
	}
	m := onnxtest.New("sequences", 20)
	m.Input("x", onnxtest.Float, []int64{R, C})
	m.InitInts("two", []int64{}, []int64{2})
	m.InitInts("last", []int64{}, []int64{-1})
	m.Node("SplitToSequence", "split", []string{"x", "two"}, []string{"seq"}, onnxtest.Int("axis", 1))
	m.Node("SequenceAt", "at", []string{"seq", "last"}, []string{"part"})
	m.Node("Relu", "relu", []string{"part"}, []string{"r"})
	m.Node("SequenceInsert", "insert", []string{"seq", "r"}, []string{"seq2"})
	m.Node("SequenceLength", "len", []string{"seq2"}, []string{"n"})
	m.Node("ConcatFromSequence", "concat", []string{"seq2"}, []string{"y"}, onnxtest.Int("axis", 1))
	m.Output("y", onnxtest.Float, []int64{R, -1})
	m.Output("n", onnxtest.Int64, []int64{})
	dir := t.TempDir()
	model := filepath.Join(dir, "model.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	in := filepath.Join(dir, "x.npy")
	data := make([]byte, 4*len(x))
	for i, v := range x {
		binary.LittleEndian.PutUint32(data[4*i:], math.Float32bits(v))
	}
	if err := npy.WriteFile(in, &npy.Array{DType: "float32", Shape: []int64{R, C}, Data: data}); err != nil {
		t.Fatal(err)
	}
	c := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	bundle, host := filepath.Join(dir, "m.mgxb"), filepath.Join(dir, "m.host.mgxb")
	c.must(t, "compile", "--portable", model, "-o", bundle)
	c.must(t, "finalize", bundle, "--arch", "host", "-o", host)
	c.must(t, "run", host, "--arch", "host", "--input", "x="+in, "--output-dir", filepath.Join(dir, "host"))
	c.must(t, "run", model, "--arch", "ref", "--input", "x="+in, "--output-dir", filepath.Join(dir, "ref"))
	// y is x with relu(x[:, 4:6]) appended along axis 1.
	var want []float64
	for r := range R {
		for k := range C {
			want = append(want, float64(x[r*C+k]))
		}
		for k := C - 2; k < C; k++ {
			want = append(want, math.Max(float64(x[r*C+k]), 0))
		}
	}
	for _, target := range []string{"host", "ref"} {
		y, err := npy.ReadFile(filepath.Join(dir, target, "y.npy"))
		if err != nil {
			t.Fatal(err)
		}
		got, err := npyFloats(y)
		if err != nil {
			t.Fatal(err)
		}
		if y.Shape[0] != R || y.Shape[1] != C+2 {
			t.Fatalf("%s: y is %v, want [%d %d]", target, y.Shape, R, C+2)
		}
		requireClose(t, target+" y", got, want, 0, 0)
		n, err := npy.ReadFile(filepath.Join(dir, target, "n.npy"))
		if err != nil {
			t.Fatal(err)
		}
		if got := int64s(n); len(got) != 1 || got[0] != C/2+1 {
			t.Errorf("%s: n = %v, want %d", target, got, C/2+1)
		}
	}
}
