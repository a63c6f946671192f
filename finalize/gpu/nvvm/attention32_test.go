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

// TestAttention32Kernel finalizes fp32 fused attentions for sm_80 and
// sm_90a and checks the fp32 flash kernel's launch: one CTA per 64 query
// rows and head, 128 threads, its shared memory; its products are exact
// fp32 FMAs (no mma.sync, no TF32), shared reads 16 bytes wide, copies by
// cp.async, shuffles for the row statistics, a warp barrier around P,
// ex2.approx exponentials (no double precision), and no spills.
func TestAttention32Kernel(t *testing.T) {
	w, _ := sm90Worker(t)
	for _, tc := range []struct {
		b, sq, skv, h, d int64
		mask             []int64     // nil: [B, 1, 1, Skv]
		mdt              graph.DType // the mask's type
	}{
		{2, 128, 128, 12, 64, nil, 0},
		{1, 70, 100, 2, 64, nil, 0},
		{2, 96, 80, 4, 32, nil, 0},
		{1, 64, 64, 2, 128, nil, 0},
		{2, 20, 20, 4, 16, nil, 0}, // V's dims in pairs (w = 2)
		{2, 100, 75, 2, 64, []int64{2, 1, 100, 75}, graph.Float32},
		{2, 64, 96, 2, 64, []int64{1, 96}, graph.Float16},
	} {
		for _, arch := range []string{"sm_80", "sm_90a"} {
			name := fmt.Sprintf("b%d sq%d skv%d h%d d%d mask%v/%s", tc.b, tc.sq, tc.skv, tc.h, tc.d, tc.mask, arch)
			t.Run(name, func(t *testing.T) {
				row, _ := target.Lookup(arch)
				md := attentionModel(graph.Float32, tc.b, tc.sq, tc.skv, tc.h, tc.d)
				if tc.mask != nil {
					md = attentionMaskModel(graph.Float32, tc.b, tc.sq, tc.skv, tc.h, tc.d, tc.mask, tc.mdt)
				}
				var fin *codeobj.Object
				for _, o := range gputest.Lower(t, md, 1) {
					if o.Format == codeobj.MLIRBytecode {
						_, flash, err := w.FlashAttention(o.Payload, kernelgen.OptionsFor(row))
						if err != nil || !flash {
							t.Fatalf("not the flash kernel's (%v)", err)
						}
						if fin, err = w.Compile(context.Background(), New(Options{}), o.Payload, backend.SourceTOSA, row, o); err != nil {
							t.Fatal(err)
						}
					}
				}
				if fin == nil {
					t.Fatal("no MLIR kernel")
				}
				if err := fin.Validate(); err != nil {
					t.Fatal(err)
				}
				a := kernelgen.Attention{B: tc.b, H: tc.h, Sq: tc.sq, Skv: tc.skv, D: tc.d, Dv: tc.d, Elem: "f32"}
				if len(fin.Launches) != 1 {
					t.Fatalf("%d launches, want the one flash kernel: %+v", len(fin.Launches), fin.Launches)
				}
				l := fin.Launches[0]
				if grid := [3]int64{(tc.sq + 63) / 64, tc.b * tc.h, 1}; l.Grid != grid || l.Block != [3]int64{128, 1, 1} || l.Shared != a.SharedBytes() {
					t.Fatalf("launch grid %v block %v shared %d, want %v, 128 threads, %d", l.Grid, l.Block, l.Shared, grid, a.SharedBytes())
				}
				ptx := string(fin.Payload)
				count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
				// Per 32-key tile a lane computes 4 rows × 4 keys × D
				// score products and 4 rows × 32 keys × D/8 output ones
				// (with fewer keys than a tile, the products of keys known
				// to be past the end may fold away).
				if n, want := count(`fma\.rn\.f32`), int(16*tc.d+4*32*tc.d/8); n == 0 || tc.skv >= 32 && n < want {
					t.Errorf("%d fma.rn.f32, want at least %d", n, want)
				}
				for what, re := range map[string]string{
					"16-byte shared load": `ld\.shared\.v4\.[bf]32`,
					"cp.async":            `cp\.async\.cg\.shared\.global \[[^]]*\], \[[^]]*\], 16`,
					"wait_group":          `cp\.async\.wait_group`,
					"shuffle":             `shfl\.sync\.bfly`,
					"warp barrier":        `bar\.warp\.sync`,
					"barrier":             `bar\.sync`,
					"vector store":        `st\.global\.v[24]\.[bf]32`,
				} {
					if count(re) == 0 {
						t.Errorf("no %s in the PTX", what)
					}
				}
				if count(`mma\.sync|wgmma|\.tf32`) > 0 {
					t.Error("matrix-unit or TF32 instructions in the exact fp32 kernel")
				}
				if strings.Contains(ptx, ".local") {
					t.Error("the kernel spills to local memory")
				}
				if count(`ex2\.approx\.ftz\.f32`) == 0 || count(`\.f64`) > 0 {
					t.Errorf("%d ex2.approx, %d f64 instructions: want the fast exponential only", count(`ex2\.approx\.ftz\.f32`), count(`\.f64`))
				}
			})
		}
	}
}
