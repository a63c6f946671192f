package main

import (
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/internal/hsacotest"
	"github.com/mgxport/mgxport/target"
)

// amdMatrixOps are the matrix instructions the AMD half kernel puts in an
// hsaco, by precision and target: MFMA 32×32×8 on CDNA 2 and 3 (gfx942
// spells them with underscores, gfx90a without; bf16 is the _1k form),
// 32×32×16 on CDNA 4 (gfx950), WMMA
// 16×16×16 with f32 accumulators on RDNA 3 (gfx1100) and 4 (gfx1201).
var amdMatrixOps = map[string]map[string]*regexp.Regexp{
	"fp16": {
		"gfx90a":  regexp.MustCompile(`\bv_mfma_f32_32x32x8f16\b`),
		"gfx942":  regexp.MustCompile(`\bv_mfma_f32_32x32x8_f16\b`),
		"gfx950":  regexp.MustCompile(`\bv_mfma_f32_32x32x16_f16\b`),
		"gfx1100": regexp.MustCompile(`\bv_wmma_f32_16x16x16_f16\b`),
		"gfx1201": regexp.MustCompile(`\bv_wmma_f32_16x16x16_f16\b`),
	},
	"bf16": {
		"gfx90a":  regexp.MustCompile(`\bv_mfma_f32_32x32x8bf16_1k\b`),
		"gfx942":  regexp.MustCompile(`\bv_mfma_f32_32x32x8_bf16\b`),
		"gfx950":  regexp.MustCompile(`\bv_mfma_f32_32x32x16_bf16\b`),
		"gfx1100": regexp.MustCompile(`\bv_wmma_f32_16x16x16_bf16\b`),
		"gfx1201": regexp.MustCompile(`\bv_wmma_f32_16x16x16_bf16\b`),
	},
}

// TestPrecisionAMD is issue 28's AMD acceptance as a user runs it, each
// step a process of the built bin/mgxport through files: compile
// --portable --precision fp16|bf16 (and the fp32 default) of the shared
// BERT model, finalize --arch gfx90a,gfx942,gfx950,gfx1100,gfx1201 on this
// machine (no AMD GPU, no ROCm but Debian's device libraries), inspect
// --json --extract; then LLVM's disassembler (llvm-objdump-22 --mcpu of
// each object's target) over every hsaco. In half, every product object
// (a matmul kernel, with or without its fused cast/bias epilogue: the
// projections and the FFN; at least 4, as identical layers share objects)
// holds its target's unit's instruction of that type (the fused attention's
// object, the decomposition on AMD, holds that one or none) — MFMA 32×32×8 on CDNA, WMMA 16×16×16 on RDNA — and no other
// matrix instruction, and no other object holds any; in fp32 no object
// does. Every hsaco also passes the Go and LLVM tools' checks
// (checkAMDBundle).
func TestPrecisionAMD(t *testing.T) {
	bin := builtMgxport(t)
	tools := hsacotest.Find(t)
	arches := []string{"gfx90a", "gfx942", "gfx950", "gfx1100", "gfx1201"}
	m := loadFlowModel(t, filepath.Join(sharedModels, "bert_mini"))
	anyOp := regexp.MustCompile(`\bv_(mfma|wmma)_\w+`)
	for _, prec := range []string{"fp16", "bf16", "fp32"} {
		t.Run(prec, func(t *testing.T) {
			t.Parallel()
			work := t.TempDir()
			p := cliProc{bin: bin, cache: filepath.Join(work, "cache")}
			portable, amd := filepath.Join(work, "m.mgxb"), filepath.Join(work, "m.amd.mgxb")
			p.must(t, append([]string{"compile", "--portable", m.onnx, "-o", portable, "--precision", prec}, m.dimFlags...)...)
			p.must(t, "finalize", portable, "--arch", strings.Join(arches, ","), "-o", amd)
			objs := filepath.Join(work, "objs")
			out, _ := p.must(t, "inspect", amd, "--json", "--extract", objs)
			var in inspection
			if err := jsonUnmarshal(out, &in); err != nil {
				t.Fatalf("inspect --json: %v", err)
			}
			byTarget := map[string][]string{}
			symbol := map[string]string{} // hsaco file -> its kernel's symbol
			for _, o := range in.Objects {
				if o.Format == "hsaco" {
					f := filepath.Join(objs, o.ID+".hsaco")
					byTarget[o.Target] = append(byTarget[o.Target], f)
					symbol[f] = o.Symbol
				}
			}
			header := regexp.MustCompile(`^(.+):\s+file format `)
			for _, arch := range arches {
				files := byTarget[arch]
				if len(files) == 0 {
					t.Fatalf("no hsaco objects for %s", arch)
				}
				dis, err := exec.Command(tools.Objdump, append([]string{"-d", "--mcpu=" + arch}, files...)...).CombinedOutput()
				if err != nil {
					t.Fatalf("llvm-objdump --mcpu=%s: %v\n%.2000s", arch, err, dis)
				}
				// Each object's matrix instructions, by mnemonic.
				ops := map[string]map[string]int{}
				cur := ""
				for _, line := range strings.Split(string(dis), "\n") {
					if m := header.FindStringSubmatch(line); m != nil {
						cur = m[1]
						ops[cur] = map[string]int{}
						continue
					}
					for _, op := range anyOp.FindAllString(line, -1) {
						ops[cur][op]++
					}
				}
				want := ""
				if prec != "fp32" {
					want = strings.TrimSuffix(strings.TrimPrefix(amdMatrixOps[prec][arch].String(), `\b`), `\b`)
				}
				products := 0
				for _, f := range files {
					got, ok := ops[f]
					isProduct := strings.HasPrefix(symbol[f], "matmul")
					// A fused attention has no flash kernel on AMD yet: its
					// object is the decomposition, whose two batched
					// products run on the same unit (and nothing else);
					// it slices Q, K and V out of the merged projections
					// ("attention_slice_slice_slice").
					isAttention := strings.HasPrefix(symbol[f], "attention")
					switch {
					case !ok:
						t.Fatalf("%s: no disassembly of %s", arch, f)
					case prec == "fp32" && len(got) > 0:
						t.Errorf("%s fp32 %s: matrix instructions %v", arch, symbol[f], got)
					case prec != "fp32" && isProduct && (len(got) != 1 || got[want] == 0):
						t.Errorf("%s %s %s: matrix instructions %v, want %s only", arch, prec, symbol[f], got, want)
					case prec != "fp32" && isAttention && (len(got) > 1 || (len(got) == 1 && got[want] == 0)):
						t.Errorf("%s %s %s: matrix instructions %v, want %s or none", arch, prec, symbol[f], got, want)
					case prec != "fp32" && !isProduct && !isAttention && len(got) > 0:
						t.Errorf("%s %s %s (no product): matrix instructions %v", arch, prec, symbol[f], got)
					}
					if isProduct {
						products++
					}
				}
				t.Logf("%s %s: %d hsaco objects, %d products", arch, prec, len(files), products)
				if products < 4 {
					t.Errorf("%s %s: %d product objects, want BERT's (at least 4)", arch, prec, products)
				}
			}
			// Every hsaco is a valid code object for its target.
			rows := make([]target.Target, len(arches))
			for i, a := range arches {
				rows[i], _ = target.Lookup(a)
			}
			checkAMDBundle(t, tools, amd, rows)
		})
	}
}
