package main

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/internal/onnxtest"
)

// TestSplitKUserFlow is split K through the built bin/mgxport, each step a
// process through files: BERT-base's batch-1 FFN-down (M=128, K=3072,
// N=768, its bias and a residual fused) compiled portable and finalized
// for sm_90 (no GPU needed) is one object of two launches, the partial
// product over the slices of K (grid z) and the reduction that applies
// the bias and residual (256-thread blocks), as inspect --json reports;
// the same product at batch 32 (M=4096) fills the device and keeps its
// one launch.
func TestSplitKUserFlow(t *testing.T) {
	dir := t.TempDir()
	p := cliProc{bin: builtMgxport(t), cache: filepath.Join(dir, "cache")}
	r := rand.New(rand.NewPCG(28, 12))
	w := make([]float32, 3072*768)
	for i := range w {
		w[i] = float32(r.NormFloat64() / 30)
	}
	for _, tc := range []struct {
		m        int64
		launches int
	}{{128, 2}, {4096, 1}} {
		m := onnxtest.New("ffn_down", 17)
		m.Input("x", onnxtest.Float, []int64{tc.m, 3072})
		m.Input("res", onnxtest.Float, []int64{tc.m, 768})
		m.InitFloats("w", []int64{3072, 768}, w)
		m.InitFloats("b", []int64{768}, w[:768])
		m.Node("MatMul", "mm", []string{"x", "w"}, []string{"p"})
		m.Node("Add", "add", []string{"p", "b"}, []string{"q"})
		m.Node("Add", "res", []string{"q", "res"}, []string{"y"})
		m.Output("y", 0, nil)
		model := filepath.Join(dir, "m.onnx")
		if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		portable := filepath.Join(dir, "p.mgxb")
		p.must(t, "compile", "--portable", model, "-o", portable)
		p.must(t, "finalize", portable, "--arch", "sm_90", "--ptxas", "none", "-o", filepath.Join(dir, "f.mgxb"))
		out, _ := p.must(t, "inspect", "--json", filepath.Join(dir, "f.mgxb"))
		var rep struct {
			Objects []struct {
				Native   bool   `json:"native"`
				Symbol   string `json:"symbol"`
				Launches []struct {
					Grid  [3]int64 `json:"grid"`
					Block [3]int64 `json:"block"`
				} `json:"device_launches"`
			} `json:"objects"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("inspect --json: %v", err)
		}
		found := false
		for _, o := range rep.Objects {
			if !o.Native || !strings.HasPrefix(o.Symbol, "matmul") {
				continue
			}
			found = true
			if len(o.Launches) != tc.launches {
				t.Fatalf("M=%d: %d launches %+v, want %d", tc.m, len(o.Launches), o.Launches, tc.launches)
			}
			if tc.launches == 2 && (o.Launches[0].Grid[2] < 2 || o.Launches[1].Block != [3]int64{256, 1, 1}) {
				t.Errorf("M=%d: launches %+v: want slices of K in grid z, then the 256-thread reduction", tc.m, o.Launches)
			}
		}
		if !found {
			t.Fatalf("M=%d: no native matmul object in %s", tc.m, out)
		}
	}
}
