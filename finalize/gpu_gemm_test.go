package finalize

import (
	"context"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/target"
)

// TestGEMMKernel finalizes matrix products of each tiling for sm_90 and
// checks the GEMM launch: grid and block from the tiling, shared-memory
// staging, 4-wide shared loads, FMAs in the unrolled inner loop, and the
// fill folded into the launch (one launch for a bare product).
func TestGEMMKernel(t *testing.T) {
	lib := openLib(t)
	sm90, _ := target.Lookup("sm_90")
	w, err := NewNVVMWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	for _, tc := range []struct {
		name    string
		a, b    []int64
		tile    gemmTile
		grid    [3]int64
		vstores bool // full tiles: 16-byte output stores
	}{
		{"tiles128", []int64{4096, 64}, []int64{64, 1024}, gemmTiles()[0], [3]int64{8, 32, 1}, true},
		{"tiles128x64", []int64{4096, 64}, []int64{64, 768}, gemmTiles()[1], [3]int64{12, 32, 1}, true},
		{"tiles64 tails", []int64{2000, 50}, []int64{50, 1000}, gemmTiles()[2], [3]int64{16, 32, 1}, false},
		{"tiles32 batched", []int64{3, 70, 37}, []int64{3, 37, 130}, gemmTiles()[3], [3]int64{5, 3, 3}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := nvvmModel{name: "mm", build: func(m *onnxtest.Model, r *rand.Rand) {
				m.Input("a", onnxtest.Float, tc.a)
				m.Input("b", onnxtest.Float, tc.b)
				m.Node("MatMul", "mm", []string{"a", "b"}, []string{"y"})
				m.Output("y", 0, nil)
			}}
			var fin *codeobj.Object
			for _, o := range lowerModel(t, md, 1) {
				if o.Format == codeobj.MLIRBytecode {
					if fin, err = w.Compile(context.Background(), o.Payload, SourceTOSA, sm90, o, NVVMOptions{}); err != nil {
						t.Fatal(err)
					}
				}
			}
			if fin == nil {
				t.Fatal("no MLIR kernel")
			}
			checkPTX(t, fin)
			if len(fin.Launches) != 1 {
				t.Fatalf("%d launches %v, want the one GEMM launch (fill folded)", len(fin.Launches), fin.Launches)
			}
			l := fin.Launches[0]
			if l.Grid != tc.grid || l.Block != [3]int64{tc.tile.threads(), 1, 1} {
				t.Errorf("launch grid %v block %v, want %v [%d 1 1]", l.Grid, l.Block, tc.grid, tc.tile.threads())
			}
			ptx := string(fin.Payload)
			count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
			// Per K slice: TM·TN·BK FMAs, (TM+TN)/4·BK shared vector loads.
			if n, want := count(`fma\.rn\.f32`), int(tc.tile.TM*tc.tile.TN*tc.tile.BK); n < want {
				t.Errorf("%d fma.rn.f32, want at least %d", n, want)
			}
			if n, want := count(`ld\.shared\.v4`), int((tc.tile.TM+tc.tile.TN)/4*tc.tile.BK); n != want {
				t.Errorf("%d ld.shared.v4, want %d", n, want)
			}
			if count(`bar\.sync`) < 2 || count(`st\.shared`) == 0 {
				t.Error("no shared-memory staging between barriers")
			}
			if got := count(`st\.global\.v4`) > 0; got != tc.vstores {
				t.Errorf("16-byte output stores: %v, want %v", got, tc.vstores)
			}
			if strings.Contains(ptx, ".local") {
				t.Error("the kernel spills to local memory")
			}
		})
	}
}

// TestGEMMTilePick checks the tiling choice on an H100 (132 SMs): large
// tiles while the device stays busy, smaller ones for ragged waves, tiles
// sticking out of the output, and small products.
func TestGEMMTilePick(t *testing.T) {
	for _, tc := range []struct {
		m, n, batch int64
		want        gemmTile
	}{
		{4096, 3072, 1, gemmTiles()[0]}, // 768 blocks of 128x128: full waves
		{4096, 768, 1, gemmTiles()[1]},  // 192 of 128x128 leave a wave 27% idle
		{128, 64, 384, gemmTiles()[1]},  // 128x128 would be half outside
		{2000, 1000, 1, gemmTiles()[2]}, // 512 blocks of 64x64 fill a wave
		{128, 768, 1, gemmTiles()[3]},   // too few blocks for any: the most
		{8, 8, 1, gemmTiles()[3]},
	} {
		c := contraction{mDims: []int{1}, nDims: []int{2}, kDims: []int{3}, batch: []int{0}, ranges: []int64{tc.batch, tc.m, tc.n, 64}}
		if got := c.pickTile(132); got != tc.want {
			t.Errorf("%dx%d batch %d: %v, want %v", tc.m, tc.n, tc.batch, got, tc.want)
		}
	}
}
