package main

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
)

// TestStride2ConvFlow drives bin/mgxport, each step a separate process
// through files, on resnet18's stride-2 convolutions (onnxtest.Stride2,
// a quarter of its channels: the 7x7 stem at 224x224, layers 2-4's first
// 3x3 and 1x1 downsampling at 56, 28 and 14) with fresh random weights and
// inputs: the host bundle's outputs at 1 and 2 threads match the reference
// evaluator's and are the same bytes, and perf --json shows each
// convolution (but the small downsamplings, run whole) as the KxK
// kernel's one phase (its calls by bands) or two (the input's phases, then
// the calls; finalize/host's convnchwk_s2.go), not the NHWC kernel's
// filter and layout passes.
func TestStride2ConvFlow(t *testing.T) {
	cli := cliProc{bin: builtMgxport(t), cache: t.TempDir()}
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	m, inputs := onnxtest.Stride2(seed, 4)
	d := t.TempDir()
	model := filepath.Join(d, "model.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 3))
	var ins []string
	refs := map[string]string{}
	refDir := filepath.Join(d, "ref")
	for _, in := range inputs {
		x, err := graph.NewTensor(graph.Float32, graph.Shape(in.Shape))
		if err != nil {
			t.Fatal(err)
		}
		for i := range x.Len() {
			x.SetFloat64(i, r.NormFloat64())
		}
		f := filepath.Join(d, in.Name+".npy")
		if err := npy.WriteFile(f, &npy.Array{DType: "float32", Shape: in.Shape, Data: x.Data}); err != nil {
			t.Fatal(err)
		}
		ins = append(ins, "--input", in.Name+"="+f)
		for _, o := range in.Outputs {
			refs[o] = filepath.Join(refDir, o+".npy")
		}
	}
	cli.must(t, append([]string{"run", model, "--arch", "ref", "--output-dir", refDir}, ins...)...)

	portable, host := filepath.Join(d, "m.mgxb"), filepath.Join(d, "m.host.mgxb")
	cli.must(t, "compile", "--portable", model, "-o", portable)
	cli.must(t, "finalize", portable, "--arch", "host", "-o", host)
	runAtThreads(t, cli, host, d, ins, refs, "1", "2")

	out, _ := cli.must(t, append([]string{"perf", host, "--threads", "2", "-n", "3", "--warmup", "1", "--json"}, ins...)...)
	var rep struct {
		Perf struct {
			Launches []struct {
				Label string `json:"label"`
				Split *struct {
					Phases  int     `json:"phases"`
					Extents []int64 `json:"extents"`
				} `json:"split"`
			} `json:"launches"`
		} `json:"perf"`
	}
	if err := jsonUnmarshal(out, &rep); err != nil {
		t.Fatalf("perf --json: %v\n%s", err, out)
	}
	convs := 0
	for _, l := range rep.Perf.Launches {
		if !strings.Contains(l.Label, "Conv") {
			continue
		}
		convs++
		// (A downsampling 1x1 here is too little work to split: whole,
		// no phases.)
		if l.Split == nil || l.Split.Phases != 1 && l.Split.Phases != 2 && (l.Split.Phases != 0 || !strings.Contains(l.Label, "downsample")) {
			t.Errorf("%s: phases %+v, want 1 (the KxK kernel's calls by bands) or 2 (the input's phases, the calls)", l.Label, l.Split)
		}
	}
	if convs != 7 {
		t.Errorf("perf --json: %d convolution launches, want 7:\n%s", convs, out)
	}
}
