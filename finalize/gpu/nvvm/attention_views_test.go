package nvvm

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/target"
)

// TestAttentionViewsKernel finalizes, for sm_80 and sm_90a, attentions
// whose Q, K and V are views of several arguments: ModernBERT's as its
// export writes it (after the graph passes Q and K are columns of the
// rotary output, V of the projection: modernbert_tiny's shape, and with
// --allow-tf32), and the views form in half types (cross attention in
// bf16). Each is the flash kernel's: one launch of its grid (batch·heads
// CTAs along y, 128 threads, its shared memory) binding the kernel's
// arguments and no scratch, cp.async copies, TF32 products where allowed,
// and no spills.
func TestAttentionViewsKernel(t *testing.T) {
	w, _ := sm90Worker(t)
	for _, tc := range []struct {
		v    gputest.AttnViews
		tf32 bool
	}{
		{gputest.AttnViews{DType: graph.Float32, B: 1, Sq: 128, Skv: 128, H: 4, D: 32, Dv: 32, Scale: float32(1 / math.Sqrt(32)), Mask: []int64{1, 1, 128, 128}, Rotary: true}, false},
		{gputest.AttnViews{DType: graph.Float32, B: 1, Sq: 128, Skv: 128, H: 4, D: 32, Dv: 32, Scale: float32(1 / math.Sqrt(32)), Mask: []int64{1, 1, 128, 128}, Rotary: true}, true},
		{gputest.AttnViews{DType: graph.Float16, B: 2, Sq: 128, Skv: 128, H: 4, D: 64, Dv: 64, Scale: 0.125, Mask: []int64{2, 1, 1, 128},
			Widths: []int64{512, 768}, From: [3]int{0, 0, 1}, Off: [3]int64{0, 256, 512}}, false},
		{gputest.AttnViews{DType: graph.BFloat16, B: 2, Sq: 64, Skv: 80, H: 2, D: 64, Dv: 64, Scale: 0.125, Mask: []int64{2, 1, 1, 80},
			Widths: []int64{128, 264}, From: [3]int{0, 1, 1}, Off: [3]int64{0, 8, 136}}, false},
	} {
		md := tc.v.Model()
		var kernel *codeobj.Object
		for _, o := range gputest.Lower(t, md, 1) {
			if o.Format == codeobj.MLIRBytecode {
				kernel = o
			}
		}
		if kernel == nil {
			t.Fatalf("%s: no MLIR kernel", md.Name)
		}
		for _, arch := range []string{"sm_80", "sm_90a"} {
			t.Run(fmt.Sprintf("%s tf32 %v/%s", md.Name, tc.tf32, arch), func(t *testing.T) {
				row, _ := target.Lookup(arch)
				be := New(Options{AllowTF32: tc.tf32})
				a, flash, err := w.FlashAttention(kernel.Payload, be.Kernels(row))
				if err != nil || !flash || len(a.Views) < 2 || a.TF32 != tc.tf32 {
					t.Fatalf("%s (%+v): flash %v, views %v, TF32 %v (%v)", kernel.Symbol, kernel.Args, flash, a.Views, a.TF32, err)
				}
				fin, err := w.Compile(context.Background(), be, kernel.Payload, backend.SourceTOSA, row, kernel)
				if err != nil {
					t.Fatal(err)
				}
				if err := fin.Validate(); err != nil {
					t.Fatal(err)
				}
				if len(fin.Launches) != 1 || len(fin.Scratch) != 0 {
					t.Fatalf("%d launches, %d scratch buffers: want the one flash kernel", len(fin.Launches), len(fin.Scratch))
				}
				l := fin.Launches[0]
				want := make([]int, len(kernel.Args))
				for i := range want {
					want[i] = i
				}
				if l.Grid[1] != tc.v.B*tc.v.H || l.Grid[2] != 1 || l.Block != [3]int64{128, 1, 1} || l.Shared != a.SharedBytes() || !slices.Equal(l.Args, want) {
					t.Fatalf("launch grid %v block %v shared %d args %v: want %d CTAs along y, 128 threads, %d bytes, arguments %v",
						l.Grid, l.Block, l.Shared, l.Args, tc.v.B*tc.v.H, a.SharedBytes(), want)
				}
				ptx := string(fin.Payload)
				if !strings.Contains(ptx, "cp.async.cg.shared.global") || strings.Contains(ptx, ".local") {
					t.Errorf("cp.async %v, spills %v: want cp.async copies and no spills",
						strings.Contains(ptx, "cp.async.cg.shared.global"), strings.Contains(ptx, ".local"))
				}
				if tc.tf32 != strings.Contains(ptx, "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32") {
					t.Errorf("TF32 %v, TF32 mma.sync in the PTX %v", tc.tf32, !tc.tf32)
				}
			})
		}
	}
}
