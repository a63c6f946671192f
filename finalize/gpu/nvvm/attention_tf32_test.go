package nvvm

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/target"
)

// TestAttentionTF32Kernel finalizes fp32 fused attentions for sm_80 and
// sm_90a with TF32 allowed, in the default tiling and each other of its
// tuning space, and checks the TF32 flash kernel: the worker reports it
// (TF32, where the exact kernel takes the same attention without the
// flag), one CTA per 64 query rows and head, 128 threads, its shared
// memory; both products on mma.sync m16n8k8 .tf32 with every operand
// register rounded by cvt.rna.tf32.f32; Q and K by ldmatrix (no .trans:
// V's words are plain shared loads), cp.async copies, fp32 output
// stores, ex2.approx exponentials (no double precision), and no spills.
// Head size 40, which the exact kernel refuses, takes it too.
func TestAttentionTF32Kernel(t *testing.T) {
	w, _ := sm90Worker(t)
	for _, tc := range []struct {
		b, sq, skv, h, d int64
		mask             []int64     // nil: [B, 1, 1, Skv]
		mdt              graph.DType // the mask's type
	}{
		{2, 128, 128, 12, 64, nil, 0},
		{1, 70, 100, 2, 64, nil, 0},
		{2, 96, 80, 4, 32, nil, 0},
		{2, 20, 20, 4, 40, nil, 0},
		{2, 100, 75, 2, 64, []int64{2, 1, 100, 75}, graph.Float32},
		{2, 64, 96, 2, 64, []int64{1, 96}, graph.Float16},
	} {
		for _, arch := range []string{"sm_80", "sm_90a"} {
			row, _ := target.Lookup(arch)
			md := attentionModel(graph.Float32, tc.b, tc.sq, tc.skv, tc.h, tc.d)
			if tc.mask != nil {
				md = attentionMaskModel(graph.Float32, tc.b, tc.sq, tc.skv, tc.h, tc.d, tc.mask, tc.mdt)
			}
			tail := New(Options{AllowTF32: true})
			for _, o := range gputest.Lower(t, md, 1) {
				if o.Format != codeobj.MLIRBytecode {
					continue
				}
				opts := tail.Kernels(row)
				a, flash, err := w.FlashAttention(o.Payload, opts)
				if err != nil || !flash || !a.TF32 {
					t.Fatalf("%s %s: flash %v, TF32 %v (%v): want the TF32 kernel", md.Name, arch, flash, a.TF32, err)
				}
				if exact, _, _ := w.FlashAttention(o.Payload, New(Options{}).Kernels(row)); exact.TF32 {
					t.Fatalf("%s %s: TF32 without --allow-tf32", md.Name, arch)
				}
				for i, tile := range a.AttnSpace(opts) {
					name := fmt.Sprintf("b%d sq%d skv%d h%d d%d mask%v/%s/%s", tc.b, tc.sq, tc.skv, tc.h, tc.d, tc.mask, arch, tile)
					t.Run(name, func(t *testing.T) {
						var fin *codeobj.Object
						var err error
						if i == 0 {
							fin, err = w.Compile(context.Background(), tail, o.Payload, backend.SourceTOSA, row, o)
						} else {
							trial := opts
							trial.Attn = &tile
							fin, err = w.FlashTrial(context.Background(), tail, o.Payload, row, o, trial)
						}
						if err != nil {
							t.Fatal(err)
						}
						checkAttentionTF32PTX(t, fin, tc.b, tc.sq, tc.skv, tc.h, tc.d, tile)
					})
				}
			}
		}
	}
}

// checkAttentionTF32PTX checks the finalized TF32 flash kernel fin,
// tiled as tile.
func checkAttentionTF32PTX(t *testing.T, fin *codeobj.Object, b, sq, skv, h, d int64, tile kernelgen.AttnTile) {
	t.Helper()
	if err := fin.Validate(); err != nil {
		t.Fatal(err)
	}
	if !backend.IsTF32Compiler(fin.Compiler) {
		t.Errorf("compiler %q does not say TF32", fin.Compiler)
	}
	a := kernelgen.Attention{B: b, H: h, Sq: sq, Skv: skv, D: d, Dv: d, Elem: "f32", TF32: true, Tile: tile}
	if len(fin.Launches) != 1 {
		t.Fatalf("%d launches, want the one flash kernel: %+v", len(fin.Launches), fin.Launches)
	}
	l := fin.Launches[0]
	if grid := [3]int64{(sq + 63) / 64, b * h, 1}; l.Grid != grid || l.Block != [3]int64{128, 1, 1} || l.Shared != a.SharedBytes() {
		t.Fatalf("launch grid %v block %v shared %d, want %v, 128 threads, %d", l.Grid, l.Block, l.Shared, grid, a.SharedBytes())
	}
	ptx := string(fin.Payload)
	count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
	// Per tile and warp: S is BN/8 key fragments × D/8 steps, O is D/8
	// fragments × BN/8 key steps (fewer where keys known to be past the
	// end fold away).
	if n, want := count(`mma\.sync\.aligned\.m16n8k8\.row\.col\.f32\.tf32\.tf32\.f32`), int(2*tile.BN/8*d/8); n == 0 || skv >= tile.BN && n%want != 0 {
		t.Errorf("%d mma.sync m16n8k8 tf32, want a multiple of %d", n, want)
	}
	if count(`m16n8k16|wgmma`) > 0 {
		t.Error("half matrix-unit instructions in the TF32 kernel")
	}
	for what, re := range map[string]string{
		"TF32 rounding": `cvt\.rna\.tf32\.f32`,
		"ldmatrix":      `ldmatrix\.sync\.aligned\.m8n8\.x4\.shared\.b16`,
		"V word load":   `ld\.shared\.[bf]32`,
		"cp.async":      `cp\.async\.cg\.shared\.global \[[^]]*\], \[[^]]*\], 16`,
		"shuffle":       `shfl\.sync\.bfly`,
		"barrier":       `bar\.sync`,
		"fp32 store":    `st\.global\.v2\.[bf]32`,
	} {
		if count(re) == 0 {
			t.Errorf("no %s in the PTX", what)
		}
	}
	if count(`ldmatrix[^;]*\.trans`) > 0 {
		t.Error("ldmatrix .trans in the TF32 kernel (32-bit V has no transposed load)")
	}
	if strings.Contains(ptx, ".local") {
		t.Error("the kernel spills to local memory")
	}
	if count(`ex2\.approx\.ftz\.f32`) == 0 || count(`\.f64`) > 0 {
		t.Errorf("%d ex2.approx, %d f64 instructions: want the fast exponential only", count(`ex2\.approx\.ftz\.f32`), count(`\.f64`))
	}
}
