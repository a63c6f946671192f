package finalize

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/target"
)

// TestWGMMAKernel finalizes matrix products with --allow-tf32 for sm_90a
// and checks the launch: the wgmma tiling where the operands fit it (one
// wgmma.mma_async m64nBNk8 .tf32 per k8 step, the ring's slices copied
// and fenced for the async proxy, the dynamic shared memory asked for),
// the mma.sync kernel where they do not (B K-contiguous), no spills.
func TestWGMMAKernel(t *testing.T) {
	sm90a, err := target.Lookup("sm_90a")
	if err != nil {
		t.Fatal(err)
	}
	w, err := NewNVVMWorker(openLib(t))
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for _, tc := range []struct {
		name   string
		a, b   []int64
		transB bool
		wgmma  bool
		grid   [3]int64 // the batch in z
	}{
		{"bert 4096x768x3072", []int64{4096, 768}, []int64{768, 3072}, false, true, [3]int64{0, 0, 1}},
		{"tails", []int64{200, 52}, []int64{52, 136}, false, true, [3]int64{0, 0, 1}},
		{"batched", []int64{3, 64, 40}, []int64{3, 40, 128}, false, true, [3]int64{0, 0, 3}},
		{"B with odd N", []int64{64, 40}, []int64{40, 30}, false, false, [3]int64{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := matmulModel("mm", tc.a, tc.b, true)
			var fin *codeobj.Object
			for _, o := range lowerModel(t, md, 1) {
				if o.Format == codeobj.MLIRBytecode {
					if fin, err = w.Compile(context.Background(), o.Payload, SourceTOSA, sm90a, o, NVVMOptions{AllowTF32: true}); err != nil {
						t.Fatal(err)
					}
				}
			}
			if fin == nil {
				t.Fatal("no MLIR kernel")
			}
			ptx := string(fin.Payload)
			count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
			if got := count(`wgmma\.mma_async\.sync\.aligned\.m64n\d+k8\.f32\.tf32\.tf32`) > 0; got != tc.wgmma {
				t.Fatalf("wgmma: %v, want %v", got, tc.wgmma)
			}
			if !tc.wgmma {
				return
			}
			if n := count(`wgmma\.mma_async\.sync\.aligned\.m64n(128|256)k8\.f32\.tf32\.tf32`); n == 0 || n%(wgmmaBK/8) != 0 {
				t.Errorf("%d wgmma m64n128k8 or m64n256k8, want a multiple of %d (a slice's k8 steps)", n, wgmmaBK/8)
			}
			if count(`fence\.proxy\.async\.shared::cta`) == 0 || count(`cp\.async\.cg\.shared\.global`) == 0 || count(`wgmma\.wait_group`) == 0 {
				t.Error("the ring is not copied, fenced and waited for")
			}
			var tile mmaTile
			for _, tl := range wgmmaTiles() {
				if fin.Launches[0].Shared == tl.sharedBytes() && fin.Launches[0].Grid == [3]int64{ceilDiv(tc.b[len(tc.b)-1], tl.BN), ceilDiv(tc.a[len(tc.a)-2], tl.BM), tc.grid[2]} {
					tile = tl
				}
			}
			if len(fin.Launches) != 1 || !tile.WG || fin.Launches[0].Block != [3]int64{tile.threads(), 1, 1} {
				t.Errorf("launches %+v, want one of a wgmma tiling", fin.Launches)
			}
			if strings.Contains(ptx, ".local") {
				t.Error("the kernel spills to local memory")
			}
		})
	}
}
