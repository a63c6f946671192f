package finalize

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
)

// compileTF32 finalizes md's TOSA kernel for sm_90 with opts.
func compileTF32(t *testing.T, md nvvmModel, opts NVVMOptions) *codeobj.Object {
	t.Helper()
	w, sm90 := sm90Worker(t)
	var fin *codeobj.Object
	for _, o := range lowerModel(t, md, 1) {
		if o.Format == codeobj.MLIRBytecode {
			var err error
			if fin, err = w.Compile(context.Background(), o.Payload, SourceTOSA, sm90, o, opts); err != nil {
				t.Fatal(err)
			}
		}
	}
	if fin == nil {
		t.Fatal("no MLIR kernel")
	}
	return fin
}

// TestMMAKernel finalizes matrix products with --allow-tf32 for sm_90 and
// checks the TF32 launch: grid and block from the default tiling, one
// mma.sync m16n8k8 .tf32 per fragment and k8 step, operands rounded
// (cvt.rna.tf32.f32) into shared memory between barriers, no spills.
func TestMMAKernel(t *testing.T) {
	for _, tc := range []struct {
		name   string
		a, b   []int64
		tile   mmaTile
		grid   [3]int64
		vloads bool // 16-byte operand loads
	}{
		{"bert 4096x768x768", []int64{4096, 768}, []int64{768, 768}, mmaTiles()[0], [3]int64{6, 32, 1}, true},
		{"bert 4096x3072x768", []int64{4096, 768}, []int64{768, 3072}, mmaTiles()[0], [3]int64{24, 32, 1}, true},
		{"small", []int64{512, 64}, []int64{64, 256}, mmaTiles()[0], [3]int64{2, 4, 1}, true},
		{"tails K odd", []int64{2000, 50}, []int64{50, 1000}, mmaTiles()[0], [3]int64{8, 16, 1}, true}, // B's rows quad
		{"batched tails", []int64{3, 70, 37}, []int64{3, 37, 130}, mmaTiles()[0], [3]int64{2, 1, 3}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := matmulModel("mm", tc.a, tc.b, true)
			fin := compileTF32(t, md, NVVMOptions{AllowTF32: true})
			checkPTX(t, fin)
			if len(fin.Launches) != 1 {
				t.Fatalf("%d launches %v, want the one TF32 launch", len(fin.Launches), fin.Launches)
			}
			if l := fin.Launches[0]; l.Grid != tc.grid || l.Block != [3]int64{tc.tile.threads(), 1, 1} {
				t.Errorf("launch grid %v block %v, want %v [%d 1 1] (%s)", l.Grid, l.Block, tc.grid, tc.tile.threads(), tc.tile)
			}
			ptx := string(fin.Payload)
			count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
			frags := tc.tile.warpRows() / 16 * tc.tile.warpCols() / 8
			if n, want := count(`mma\.sync\.aligned\.m16n8k8\.row\.col\.f32\.tf32\.tf32\.f32`), int(frags*tc.tile.BK/8); n != want {
				t.Errorf("%d mma.sync m16n8k8 tf32, want %d", n, want)
			}
			if count(`cvt\.rna\.tf32\.f32`) == 0 {
				t.Error("operands not rounded to tf32")
			}
			if count(`bar\.sync`) < 2 || count(`st\.shared`) == 0 || count(`ld\.shared`) == 0 {
				t.Error("no shared-memory staging between barriers")
			}
			if got := count(`ld\.global(\.nc)?\.v4`) > 0; got != tc.vloads {
				t.Errorf("16-byte operand loads: %v, want %v", got, tc.vloads)
			}
			if strings.Contains(ptx, ".local") {
				t.Error("the kernel spills to local memory")
			}
		})
	}
}
