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
// hsaco, by precision and target: MFMA 32×32×8 on CDNA (gfx942 spells
// them with underscores, gfx90a without; bf16 is the _1k form), WMMA
// 16×16×16 with f32 accumulators on RDNA 3 (gfx1100) and 4 (gfx1201).
var amdMatrixOps = map[string]map[string]*regexp.Regexp{
	"fp16": {
		"gfx90a":  regexp.MustCompile(`\bv_mfma_f32_32x32x8f16\b`),
		"gfx942":  regexp.MustCompile(`\bv_mfma_f32_32x32x8_f16\b`),
		"gfx1100": regexp.MustCompile(`\bv_wmma_f32_16x16x16_f16\b`),
		"gfx1201": regexp.MustCompile(`\bv_wmma_f32_16x16x16_f16\b`),
	},
	"bf16": {
		"gfx90a":  regexp.MustCompile(`\bv_mfma_f32_32x32x8bf16_1k\b`),
		"gfx942":  regexp.MustCompile(`\bv_mfma_f32_32x32x8_bf16\b`),
		"gfx1100": regexp.MustCompile(`\bv_wmma_f32_16x16x16_bf16\b`),
		"gfx1201": regexp.MustCompile(`\bv_wmma_f32_16x16x16_bf16\b`),
	},
}

// TestPrecisionAMD is issue 28's AMD acceptance as a user runs it, each
// step a process of the built bin/mgxport through files: compile
// --portable --precision fp16|bf16 (and the fp32 default) of the shared
// BERT model, finalize --arch gfx90a,gfx942,gfx1100,gfx1201 on this
// machine (no AMD GPU, no ROCm but Debian's device libraries), inspect
// --extract; then LLVM's disassembler (llvm-objdump-22 --mcpu of each
// object's target) over every hsaco. In half, each target's objects hold
// its unit's instructions of that type — MFMA on CDNA, WMMA on RDNA — in
// at least 6 objects (BERT's products: the Q, K, V and output
// projections and the two FFN products, besides attention's batched
// ones; identical layers share objects; 7 hold them today), and none of
// the other half type; in fp32 no object holds any matrix instruction.
// Every hsaco also passes the Go and LLVM tools' checks (checkAMDBundle).
func TestPrecisionAMD(t *testing.T) {
	bin := builtMgxport(t)
	tools := hsacotest.Find(t)
	arches := []string{"gfx90a", "gfx942", "gfx1100", "gfx1201"}
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
			for _, o := range in.Objects {
				if o.Format == "hsaco" {
					byTarget[o.Target] = append(byTarget[o.Target], filepath.Join(objs, o.ID+".hsaco"))
				}
			}
			for _, arch := range arches {
				files := byTarget[arch]
				if len(files) == 0 {
					t.Fatalf("no hsaco objects for %s", arch)
				}
				dis, err := exec.Command(tools.Objdump, append([]string{"-d", "--mcpu=" + arch}, files...)...).CombinedOutput()
				if err != nil {
					t.Fatalf("llvm-objdump --mcpu=%s: %v\n%.2000s", arch, err, dis)
				}
				counts := map[string]int{}
				for _, op := range anyOp.FindAllString(string(dis), -1) {
					counts[op]++
				}
				if prec == "fp32" {
					if len(counts) > 0 {
						t.Errorf("%s fp32: matrix instructions %v", arch, counts)
					}
					continue
				}
				want := amdMatrixOps[prec][arch]
				objects := 0
				for _, part := range strings.Split(string(dis), ":\tfile format") {
					if want.MatchString(part) {
						objects++
					}
				}
				other := map[string]string{"fp16": "bf16", "bf16": "fp16"}[prec]
				if n := len(amdMatrixOps[other][arch].FindAllString(string(dis), -1)); n > 0 {
					t.Errorf("%s %s: %d %s instructions", arch, prec, n, other)
				}
				t.Logf("%s %s: %d hsaco objects, %d with %s; matrix instructions %v", arch, prec, len(files), objects, want, counts)
				if objects < 6 {
					t.Errorf("%s %s: %d objects hold %s, want the products' (at least 6)", arch, prec, objects, want)
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
