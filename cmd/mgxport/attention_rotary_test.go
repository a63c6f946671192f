package main

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/internal/onnxtest"
)

// TestRotaryAttentionUserFlow is ModernBERT's attention (a packed Wqkv
// projection Split into Q, K and V, rotary embedding on Q and K, as
// transformers exports it; two layers) through the built bin/mgxport,
// each step a process through files, on fresh random inputs and an
// additive mask with masked keys: compile, then finalize --arch
// sm_80,sm_90a (no GPU needed; also with --allow-tf32) gives per layer
// one rotary embedding and one attention object reading Q and K as
// columns of the rotary output and V as columns of the projection, the
// attention the flash kernel's one launch of 128 threads for both
// targets (exact fp32 on no matrix units; with --allow-tf32 on the TF32
// ones); on the host the bundle equals the reference evaluator's run of
// the unfused model within fp32 rounding.
func TestRotaryAttentionUserFlow(t *testing.T) {
	const layers, b, s, h, d = 2, 1, 64, 4, 32
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 5))
	m := onnxtest.New("rotary_attention", 17)
	m.Input("x", onnxtest.Float, []int64{b, s, h * d})
	m.Input("mask", onnxtest.Float, []int64{b, 1, s, s})
	x := "x"
	for l := range layers {
		p := string(rune('a'+l)) + "_"
		w := make([]float32, h*d*3*h*d)
		for i := range w {
			w[i] = float32(r.NormFloat64() / 8)
		}
		m.InitFloats(p+"wqkv", []int64{h * d, 3 * h * d}, w)
		m.Node("MatMul", p+"wqkv_mm", []string{x, p + "wqkv"}, []string{p + "qkv"})
		y := p + "y"
		if l == layers-1 {
			y = "y"
		}
		onnxtest.RotaryAttention(m, r, p, p+"qkv", "mask", y, b, s, h, d, 0.17)
		x = y
	}
	m.Output("y", 0, nil)
	dir := t.TempDir()
	model := filepath.Join(dir, "rotary.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	xs, mask := make([]float64, b*s*h*d), make([]float64, b*s*s)
	for i := range xs {
		xs[i] = r.NormFloat64()
	}
	for i := range mask {
		if i%s != 0 && r.IntN(4) == 0 { // every row keeps key 0
			mask[i] = -1e4
		} else {
			mask[i] = r.NormFloat64()
		}
	}
	inputs := []string{"--input", "x=" + writeNpy(t, filepath.Join(dir, "x.npy"), "float32", []int64{b, s, h * d}, xs),
		"--input", "mask=" + writeNpy(t, filepath.Join(dir, "mask.npy"), "float32", []int64{b, 1, s, s}, mask)}
	p := cliProc{bin: builtMgxport(t), cache: filepath.Join(dir, "cache")}

	p.must(t, append([]string{"run", model, "--arch", "ref", "--output-dir", filepath.Join(dir, "ref")}, inputs...)...)
	portable := filepath.Join(dir, "rotary.mgxb")
	p.must(t, "compile", "--portable", model, "-o", portable)
	host := filepath.Join(dir, "rotary.host.mgxb")
	p.must(t, "finalize", portable, "--arch", "host", "-o", host)
	p.must(t, append([]string{"run", host, "--output-dir", filepath.Join(dir, "out")}, inputs...)...)
	if e := relativeL2(t, filepath.Join(dir, "out", "y.npy"), filepath.Join(dir, "ref", "y.npy")); e > 1e-5 {
		t.Errorf("host bundle vs the reference's unfused model: relative L2 %.3g", e)
	}

	for _, extra := range [][]string{nil, {"--allow-tf32"}} {
		nv := filepath.Join(dir, "rotary.nv.mgxb")
		p.must(t, append([]string{"finalize", portable, "--arch", "sm_80,sm_90a", "--ptxas", "none", "-o", nv}, extra...)...)
		info, _ := p.must(t, "inspect", nv)
		launches, rotaries, native := 0, 0, map[string]int{}
		for _, line := range strings.Split(info, "\n") {
			f := strings.Fields(line)
			if len(f) < 5 {
				continue
			}
			if f[3] == "rotary_embedding" && f[2] == "amdgcnspirv" {
				rotaries++
			}
			// Q and K are columns of the rotary output, V of the
			// projection: the kernel starts with three slices, and is
			// the flash kernel's one launch of 128 threads a target (the
			// decomposition is nine).
			if f[3] == "attention_slice_slice_slice" && strings.HasPrefix(f[2], "mlir_bytecode") {
				launches++
				if strings.Count(line, "block [") != 2 || strings.Count(line, "block [128 1 1]") != 2 {
					t.Errorf("%v: not the flash kernel's launches: %s", extra, line)
				}
			}
			exact := len(extra) == 0 && !strings.Contains(line, "matrix units")
			tf32 := len(extra) > 0 && strings.Contains(line, "matrix units: mma.m16n8k8.tf32×")
			if f[1] == "ptx" && f[2] == "native" && f[4] == "attention_slice_slice_slice" && (exact || tf32) {
				native[f[3]]++
			}
		}
		if launches != layers || rotaries != layers || native["sm_80"] != 1 || native["sm_90a"] != 1 {
			t.Fatalf("%v: %d attention launches, %d rotary embeddings (want %d each, one per layer), native attention objects of the kernel %v (want one per target):\n%s",
				extra, launches, rotaries, layers, native, info)
		}
	}
}
