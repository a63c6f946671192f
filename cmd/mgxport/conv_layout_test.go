package main

import (
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/npy"
)

// TestConvLayoutCLI runs resnet_mini (a 3-channel stem, 3×3 blocks over
// 16–64 channels, strided 1×1 downsamples) through the user's flow: the
// portable bundle, then finalize for sm_90a, exact and with
// --allow-tf32, each in a new process, and reads the launches inspect
// --json reports for each convolution object. A convolution whose input
// the GEMM reads channels-first in place launches no input transpose
// (kernelgen's conv_nchw_read.go): the strided 1×1 downsample is its GEMM
// alone, the RGB stem its GEMM and its weights' transpose; a 3×3 over
// channels a multiple of 4 keeps its input and weight copies (3
// launches). The bundle's host finalize computes what the reference
// evaluator does on fresh random inputs.
func TestConvLayoutCLI(t *testing.T) {
	bin := builtMgxport(t)
	dir := t.TempDir()
	p := cliProc{bin: bin, cache: filepath.Join(dir, "cache")}
	model := filepath.Join(repoRoot, "testdata", "models", "resnet_mini", "model.onnx")
	portable := filepath.Join(dir, "r.mgxb")
	p.must(t, "compile", "--portable", model, "-o", portable)

	r := rand.New(rand.NewPCG(28, 10))
	x, _ := graph.NewTensor(graph.Float32, graph.Shape{1, 3, 32, 32})
	for i := range x.Len() {
		x.SetFloat64(i, r.NormFloat64())
	}
	in := filepath.Join(dir, "image.npy")
	if err := npy.WriteFile(in, &npy.Array{DType: "float32", Shape: []int64(x.Shape), Data: x.Data}); err != nil {
		t.Fatal(err)
	}
	host := filepath.Join(dir, "r.host.mgxb")
	p.must(t, "finalize", portable, "--arch", "host", "-o", host)
	p.must(t, "run", host, "--input", "image="+in, "--output-dir", filepath.Join(dir, "host"))
	p.must(t, "run", model, "--arch", "ref", "--input", "image="+in, "--output-dir", filepath.Join(dir, "ref"))
	if e := relativeL2(t, filepath.Join(dir, "host", "logits.npy"), filepath.Join(dir, "ref", "logits.npy")); e > 1e-5 {
		t.Errorf("host logits: relative L2 error %.3g vs the reference", e)
	}

	for _, mode := range []string{"exact", "tf32"} {
		fin := filepath.Join(dir, "r."+mode+".mgxb")
		args := []string{"finalize", portable, "--arch", "sm_90a", "--ptxas", "none", "-o", fin}
		if mode == "tf32" {
			args = append(args, "--allow-tf32")
		}
		p.must(t, args...)
		out, _ := p.must(t, "inspect", "--json", fin)
		var rep struct {
			Objects []struct {
				Native bool   `json:"native"`
				Symbol string `json:"symbol"`
				Args   []struct {
					Shape []int64 `json:"shape"`
				} `json:"args"`
				Launches []json.RawMessage `json:"device_launches"`
			} `json:"objects"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("inspect --json: %v", err)
		}
		seen := map[string]int{}
		for _, o := range rep.Objects {
			if !o.Native || !strings.HasPrefix(o.Symbol, "conv") || len(o.Args) < 2 {
				continue
			}
			x, w, y := o.Args[0].Shape, o.Args[1].Shape, o.Args[len(o.Args)-1].Shape
			if len(x) != 4 || len(w) != 4 || len(y) != 4 {
				t.Fatalf("%s: conv object args %v", mode, o.Args)
			}
			var kind string
			var want int
			switch {
			case w[1]%4 != 0:
				kind, want = "rgb", 2
			case w[2] == 1 && w[3] == 1 && y[2] < x[2]:
				kind, want = "strided 1x1", 1
			case w[2] == 3:
				kind, want = "3x3", 3
			default:
				continue
			}
			seen[kind]++
			if len(o.Launches) != want {
				t.Errorf("%s %s conv %v -> %v: %d launches, want %d", mode, kind, w, y, len(o.Launches), want)
			}
		}
		if seen["rgb"] != 1 || seen["strided 1x1"] == 0 || seen["3x3"] == 0 {
			t.Errorf("%s: convolution objects by kind %v; want the stem, downsamples and 3x3s", mode, seen)
		}
	}
}
