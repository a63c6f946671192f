package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/internal/onnxtest"
)

// TestFusionLaunchCount pins the launches of the BERT-like shared models
// and GPT-2 (dynamo export: views between the products and their
// epilogues, the tanh GELU),
// compiled as a user does (bin/mgxport compile --portable [--precision
// fp16], then inspect --json, each a process): a regression in fusion
// (an epilogue, a norm's or softmax's tail, a reshape alias lost) fails
// here. Per encoder layer the kernels outside attention are the Q, K and V
// projections as one product (merge-projections: the attention reads its
// columns in place; GPT-2's Split of c_attn becomes such column views
// too), the output projection with its residual Add, two layer norms
// each writing its fp32 result and (fp16) the half copy the next product
// reads, and the FFN: up-projection with the whole erf GELU (and the
// narrowing Cast) in its epilogue, down-projection with its residual.
// The attention itself is one fused launch per layer in both precisions
// (fuse-attention).
// The fp16 bundle also runs on the host, on the model's inputs, within
// relative L2 error 1e-2 of ONNX Runtime's fp32 outputs.
func TestFusionLaunchCount(t *testing.T) {
	bin := builtMgxport(t)
	for _, tc := range []struct {
		dir, model string
		// launches by precision
		fp32, fp16 int
		// gelu is the op only the GELU computes (erf or tanh form)
		gelu string
	}{
		{sharedModels, "bert_mini", 27, 27, "Erf"},
		{sharedModels, "bert_mini_dynamo", 27, 27, "Erf"},
		{filepath.Join(repoRoot, "testdata", "models"), "gpt2_mini", 18, 18, "Tanh"},
	} {
		t.Run(tc.model, func(t *testing.T) {
			t.Parallel()
			m := loadFlowModel(t, filepath.Join(tc.dir, tc.model))
			work := t.TempDir()
			p := cliProc{bin: bin, cache: filepath.Join(work, "cache")}
			for _, prec := range []struct {
				name string
				want int
			}{{"fp32", tc.fp32}, {"fp16", tc.fp16}} {
				bundle := filepath.Join(work, prec.name+".mgxb")
				p.must(t, append([]string{"compile", "--portable", m.onnx, "-o", bundle, "--precision", prec.name}, m.dimFlags...)...)
				out, _ := p.must(t, "inspect", "--json", bundle)
				var info struct {
					Programs []struct {
						Launches []struct {
							Label string `json:"label"`
						} `json:"launches"`
					} `json:"programs"`
				}
				if err := jsonUnmarshal(out, &info); err != nil || len(info.Programs) != 1 {
					t.Fatalf("%s: inspect --json: %v (%d programs)", prec.name, err, len(info.Programs))
				}
				var labels []string
				for _, l := range info.Programs[0].Launches {
					labels = append(labels, l.Label)
				}
				checkFusedLabels(t, prec.name, tc.gelu, labels)
				if got := len(labels); got != prec.want {
					t.Errorf("%s: %d launches, want %d:\n%s", prec.name, got, prec.want, strings.Join(labels, "\n"))
				}
			}
			host := filepath.Join(work, "fp16.host.mgxb")
			p.must(t, "finalize", filepath.Join(work, "fp16.mgxb"), "--arch", "host", "-o", host)
			outDir := filepath.Join(work, "out")
			p.must(t, append([]string{"run", host, "--output-dir", outDir}, m.inputFlags...)...)
			for name, ref := range m.refs {
				if e := relativeL2(t, filepath.Join(outDir, name+".npy"), ref); e > 1e-2 {
					t.Errorf("fp16 %s: relative L2 error %.3g vs ONNX Runtime fp32; want <= 1e-2", name, e)
				}
			}
		})
	}
}

// lone matches a launch label of one node's kernel: `spirv[Op] "name"`.
var lone = regexp.MustCompile(`^spirv\[(\w+)\] `)

// product matches the label of a product's kernel with an epilogue.
var product = regexp.MustCompile(`^mlir\[(MatMul|Gemm)\+`)

// checkFusedLabels checks the launches' labels for what fusion removes: a
// reshape-class node as a kernel of its own (it aliases its input), a
// Cast alone (the norms and products write the half copy themselves),
// and the GELU (the launch computing gelu, Erf or Tanh) outside its
// product's epilogue.
func checkFusedLabels(t *testing.T, prec, gelu string, labels []string) {
	t.Helper()
	found := false
	for _, l := range labels {
		if m := lone.FindStringSubmatch(l); m != nil {
			switch m[1] {
			case "Reshape", "Flatten", "Squeeze", "Unsqueeze":
				t.Errorf("%s: %s launches a copy; a reshape of an intermediate aliases it", prec, l)
			case "Cast":
				if strings.Contains(l, "LayerNorm") {
					t.Errorf("%s: %s is a launch of its own; the norm's store writes it", prec, l)
				}
			}
		}
		if strings.Contains(l, gelu) {
			if !product.MatchString(l) {
				t.Errorf("%s: %s: the GELU is not in its product's epilogue", prec, l)
			}
			found = true
		}
	}
	if !found {
		t.Errorf("%s: no launch computes the GELU's %s", prec, gelu)
	}
}

// TestFusionBertLegacyExport is the fused kernels' results on a BERT
// encoder written as PyTorch's legacy exporter does (biases, erf GELU,
// the attention mask's Unsqueeze/Cast/Sub/Mul, head reshapes computed
// from Shape), with random weights, through the built binary: verify on
// the host against the reference evaluator (fp32 tolerances), the
// launches pinned for fp32 and fp16 (per layer: the Q, K and V projections
// as one product with their biases, the fused attention reading its
// columns, the output projection with bias and
// residual, two norms (writing their half copies in fp16), and the two
// FFN products, GELU in the first's epilogue), and the fp16 bundle within
// relative L2 error 1e-2 of the fp32 one on the same inputs.
func TestFusionBertLegacyExport(t *testing.T) {
	bin := builtMgxport(t)
	work := t.TempDir()
	m, _ := onnxtest.Bert(onnxtest.BertConfig{Layers: 2, Hidden: 64, Heads: 4, Intermediate: 128, Vocab: 100, MaxPos: 64}, 42)
	model := filepath.Join(work, "bert.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	p := cliProc{bin: bin, cache: filepath.Join(work, "cache")}
	dims := []string{"--dim", "batch=2", "--dim", "seq=16"}
	out, _ := p.must(t, append([]string{"verify", model, "--fill", "random", "--fill-int-max", "100", "--seed", "5"}, dims...)...)
	if !strings.Contains(out, "PASS") {
		t.Fatalf("verify did not pass:\n%s", out)
	}
	for _, prec := range []struct {
		name string
		want int
	}{{"fp32", 18}, {"fp16", 18}} {
		bundle := filepath.Join(work, prec.name+".mgxb")
		p.must(t, append([]string{"compile", "--portable", model, "-o", bundle, "--precision", prec.name}, dims...)...)
		js, _ := p.must(t, "inspect", "--json", bundle)
		var info struct {
			Programs []struct {
				Launches []struct {
					Label string `json:"label"`
				} `json:"launches"`
			} `json:"programs"`
		}
		if err := jsonUnmarshal(js, &info); err != nil || len(info.Programs) != 1 {
			t.Fatalf("%s: inspect --json: %v", prec.name, err)
		}
		var labels []string
		for _, l := range info.Programs[0].Launches {
			labels = append(labels, l.Label)
		}
		checkFusedLabels(t, prec.name, "Erf", labels)
		if len(labels) != prec.want {
			t.Errorf("%s: %d launches, want %d:\n%s", prec.name, len(labels), prec.want, strings.Join(labels, "\n"))
		}
		host := filepath.Join(work, prec.name+".host.mgxb")
		p.must(t, "finalize", bundle, "--arch", "host", "-o", host)
		p.must(t, "run", host, "--fill", "random", "--fill-int-max", "100", "--seed", "9", "--output-dir", filepath.Join(work, "out-"+prec.name))
	}
	got, want := filepath.Join(work, "out-fp16", "last_hidden_state.npy"), filepath.Join(work, "out-fp32", "last_hidden_state.npy")
	if e := relativeL2(t, got, want); e > 1e-2 || e == 0 {
		t.Errorf("fp16 vs fp32: relative L2 error %.3g; want in (0, 1e-2]", e)
	}
}
