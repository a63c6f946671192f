package main

import (
	"encoding/binary"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/npy"
)

// TestAttentionUserFlow is the fused attention through the built
// bin/mgxport, each step a process through files, on a BERT the way
// PyTorch's legacy exporter writes one (heads of 64, so the NVIDIA flash
// kernels apply) with fresh random ids and a 0/1 attention mask (some
// keys masked): compile (fp32, and --precision fp16) then finalize --arch
// sm_80,sm_90a (no GPU needed; fp32 also with --allow-tf32) gives one
// attention object per layer, reading Q, K and V as columns of the merged
// projections' product, each the flash kernel's one launch for
// both targets (fp16 on the half matrix units; fp32 on none, exact FFMA,
// and with --allow-tf32 on the TF32 ones), and no transpose kernel; on
// the host (the
// portable decomposition of the fused node) the fp32 bundle equals the
// reference evaluator's run of the unfused ONNX model within fp32
// rounding and the fp16 bundle is within relative L2 1e-2 of it.
func TestAttentionUserFlow(t *testing.T) {
	const layers = 2
	m, _ := onnxtest.Bert(onnxtest.BertConfig{Layers: layers, Hidden: 128, Heads: 2, Intermediate: 256, Vocab: 100, MaxPos: 64}, 7)
	dir := t.TempDir()
	model := filepath.Join(dir, "bert.onnx")
	if err := os.WriteFile(model, m.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	seed := rand.Uint64()
	t.Logf("seed %d", seed)
	r := rand.New(rand.NewPCG(seed, 3))
	const batch, seq = 2, 64
	ids, mask := make([]byte, 8*batch*seq), make([]byte, 8*batch*seq)
	for i := range batch * seq {
		binary.LittleEndian.PutUint64(ids[8*i:], uint64(r.IntN(100)))
		keep := uint64(1)
		if i%seq >= seq-1-r.IntN(seq/2) { // each row's tail padded
			keep = 0
		}
		binary.LittleEndian.PutUint64(mask[8*i:], keep)
	}
	for name, data := range map[string][]byte{"ids": ids, "mask": mask} {
		if err := npy.WriteFile(filepath.Join(dir, name+".npy"), &npy.Array{DType: "int64", Shape: []int64{batch, seq}, Data: data}); err != nil {
			t.Fatal(err)
		}
	}
	inputs := []string{"--input", "input_ids=" + filepath.Join(dir, "ids.npy"), "--input", "attention_mask=" + filepath.Join(dir, "mask.npy")}
	dims := []string{"--dim", "batch=2", "--dim", "seq=64"}
	p := cliProc{bin: builtMgxport(t), cache: filepath.Join(dir, "cache")}

	p.must(t, append(append([]string{"run", model, "--arch", "ref", "--output-dir", filepath.Join(dir, "ref")}, inputs...), dims...)...)
	out := map[string]string{}
	for _, prec := range []string{"fp32", "fp16"} {
		portable := filepath.Join(dir, prec+".mgxb")
		p.must(t, append([]string{"compile", "--portable", model, "-o", portable, "--precision", prec}, dims...)...)
		host := filepath.Join(dir, prec+".host.mgxb")
		p.must(t, "finalize", portable, "--arch", "host", "-o", host)
		out[prec] = filepath.Join(dir, "out-"+prec)
		p.must(t, append([]string{"run", host, "--output-dir", out[prec]}, inputs...)...)
		finalizes := [][]string{nil}
		if prec == "fp32" {
			finalizes = append(finalizes, []string{"--allow-tf32"}) // the TF32 flash kernel
		}
		for _, extra := range finalizes {
			nv := filepath.Join(dir, prec+".nv.mgxb")
			p.must(t, append([]string{"finalize", portable, "--arch", "sm_80,sm_90a", "--ptxas", "none", "-o", nv}, extra...)...)
			info, _ := p.must(t, "inspect", nv)
			launches, native := 0, map[string]int{}
			for _, line := range strings.Split(info, "\n") {
				f := strings.Fields(line)
				if len(f) < 5 {
					continue
				}
				if strings.Contains(f[3], "transpose") || strings.Contains(f[4], "transpose") {
					t.Errorf("a transpose kernel is left: %s", line)
				}
				// The flash kernel is one launch of 128 threads a target
				// (the decomposition is a dozen).
				// The attention reads Q, K and V as columns of the
				// merged projections (merge-projections): its kernel
				// starts with their slices.
				if f[3] == "attention_slice_slice_slice" && strings.HasPrefix(f[2], "mlir_bytecode") {
					launches++
					if strings.Count(line, "block [") != 2 || strings.Count(line, "block [128 1 1]") != 2 {
						t.Errorf("%s %v: not the flash kernel's launches: %s", prec, extra, line)
					}
				}
				units := "mma.m16n8k16.f16×" // the units the precision's kernel takes, "" for none
				switch {
				case prec == "fp32" && len(extra) > 0:
					units = "mma.m16n8k8.tf32×"
				case prec == "fp32":
					units = ""
				}
				if f[1] == "ptx" && f[2] == "native" && f[4] == "attention_slice_slice_slice" && (units == "" && !strings.Contains(line, "matrix units") || units != "" && strings.Contains(line, "matrix units: "+units)) {
					native[f[3]]++
				}
			}
			if launches != layers || native["sm_80"] != 1 || native["sm_90a"] != 1 {
				t.Fatalf("%s %v: %d attention launches (want %d, one per layer), native attention objects of the precision's kernel %v (want one per target):\n%s", prec, extra, launches, layers, native, info)
			}
		}
	}
	ref := filepath.Join(dir, "ref", "last_hidden_state.npy")
	e32 := relativeL2(t, filepath.Join(out["fp32"], "last_hidden_state.npy"), ref)
	t.Logf("fp32 relative L2 error %.3g", e32)
	if e32 > 1e-5 {
		t.Errorf("fp32 bundle (fused attention) vs the reference's unfused model: relative L2 %.3g", e32)
	}
	e := relativeL2(t, filepath.Join(out["fp16"], "last_hidden_state.npy"), ref)
	t.Logf("fp16 relative L2 error %.3g", e)
	if e > 1e-2 || e == 0 {
		t.Errorf("fp16 bundle vs the reference: relative L2 %.3g; want in (0, 1e-2]", e)
	}
}
