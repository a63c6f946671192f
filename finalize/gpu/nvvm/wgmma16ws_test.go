package nvvm

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/target"
)

// TestWGMMA16WSKernel compiles half products for sm_90a under every
// warp-specialized tiling (as a tuning trial does) and checks the PTX:
// one launch of min(tiles, multiprocessors) blocks of the tiling's
// threads and shared bytes; the stage barriers initialized and then the
// only CTA barrier (bar.sync) before the roles split, the consumers
// waiting with mbarrier.try_wait.parity and releasing stages with
// mbarrier.arrive, the producer's copies completing on the barriers by
// cp.async.mbarrier.arrive.noinc; the wgmmas (CRows per k16 step, B
// MN-major) behind a proxy fence; setmaxnreg where the tiling asks, with
// the register cap at entry it needs; 16-byte output stores where tiles
// are whole; no spills.
func TestWGMMA16WSKernel(t *testing.T) {
	w, _ := sm90Worker(t)
	row, _ := target.Lookup("sm_90a")
	for _, tc := range []struct {
		name string
		dt   graph.DType
		a, b []int64
	}{
		{"bert 4096x768x3072 f16", graph.Float16, []int64{4096, 768}, []int64{768, 3072}},
		{"tails bf16", graph.BFloat16, []int64{1000, 72}, []int64{72, 200}},
		{"batched f16", graph.Float16, []int64{3, 200, 128}, []int64{3, 128, 192}},
	} {
		var src *codeobj.Object
		for _, o := range gputest.Lower(t, halfMatmulModel("mm", tc.dt, tc.a, tc.b, false), 1) {
			if o.Format == codeobj.MLIRBytecode {
				src = o
			}
		}
		if src == nil {
			t.Fatalf("%s: no MLIR kernel", tc.name)
		}
		ctx := context.Background()
		prepared, err := w.Prepare(ctx, src.Payload)
		if err != nil {
			t.Fatal(err)
		}
		defer prepared.Close()
		products, err := kernelgen.Products(prepared)
		if err != nil || len(products) != 1 {
			t.Fatalf("%s: products %v, %v", tc.name, products, err)
		}
		space := products[0].MMA16Space(row.Processors, row.SharedMem, true)
		// The plain kernel's vector-store twins: its grid, and 16-byte
		// stores after quad shuffles where tiles are whole.
		for _, tile := range kernelgen.WGMMA16VecTiles() {
			t.Run(tc.name+"/"+tile.String(), func(t *testing.T) {
				opts := kernelgen.OptionsFor(row)
				opts.MMA16 = &tile
				fin, err := w.Trial(ctx, New(Options{}), prepared, row, src, opts)
				if err != nil {
					t.Fatal(err)
				}
				ptx := string(fin.Payload)
				count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
				M, N := tc.a[len(tc.a)-2], tc.b[len(tc.b)-1]
				if len(fin.Launches) != 1 || fin.Launches[0].Block != [3]int64{tile.Threads(), 1, 1} || fin.Launches[0].Grid[0] != (N+tile.BN-1)/tile.BN {
					t.Fatalf("launches %+v, want the plain kernel's for %s", fin.Launches, tile)
				}
				vec := M%tile.BM == 0 && N%tile.BN == 0
				if got := count(`st\.global\.v4\.b32`) > 0 && count(`shfl\.sync\.bfly`) > 0 && count(`st\.global\.b32`) == 0; got != vec {
					t.Errorf("16-byte stores after quad shuffles only: %v, want %v", got, vec)
				}
				if strings.Contains(ptx, ".local") {
					t.Error("the kernel spills to local memory")
				}
			})
		}
		for _, tile := range kernelgen.WGMMA16WSTiles() {
			t.Run(tc.name+"/"+tile.String(), func(t *testing.T) {
				found := false
				for _, p := range space {
					found = found || p == tile
				}
				if !found {
					t.Fatalf("%s is not a point of the product's tuning space", tile)
				}
				opts := kernelgen.OptionsFor(row)
				opts.MMA16 = &tile
				fin, err := w.Trial(ctx, New(Options{}), prepared, row, src, opts)
				if err != nil {
					t.Fatal(err)
				}
				if err := fin.Validate(); err != nil {
					t.Fatal(err)
				}
				ptx := string(fin.Payload)
				count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
				M, N := tc.a[len(tc.a)-2], tc.b[len(tc.b)-1]
				batch := int64(1)
				if len(tc.a) == 3 {
					batch = tc.a[0]
				}
				tiles := (M + tile.BM - 1) / tile.BM * ((N + tile.BN - 1) / tile.BN) * batch
				if len(fin.Launches) != 1 {
					t.Fatalf("%d launches, want 1", len(fin.Launches))
				}
				l := fin.Launches[0]
				if want := [3]int64{min(tiles, int64(row.Processors)), 1, 1}; l.Grid != want || l.Block != [3]int64{tile.Threads(), 1, 1} || l.Shared != tile.SharedBytes() {
					t.Fatalf("launch grid %v block %v shared %d, want %v [%d 1 1] %d", l.Grid, l.Block, l.Shared, want, tile.Threads(), tile.SharedBytes())
				}
				ty := map[graph.DType]string{graph.Float16: "f16", graph.BFloat16: "bf16"}[tc.dt]
				if n := count(`wgmma\.mma_async\.sync\.aligned\.m64n` + strconv.FormatInt(tile.BN, 10) + `k16\.f32\.` + ty + `\.` + ty); n == 0 || n%int(4*tile.CRows) != 0 {
					t.Errorf("%d wgmma m64n%dk16, want a multiple of %d (CRows per k16 step)", n, tile.BN, 4*tile.CRows)
				}
				for _, ins := range regexp.MustCompile(`wgmma\.mma_async\.sync\.aligned\.m64n\d+k16[^;]*;`).FindAllString(ptx, -1) {
					if !regexp.MustCompile(`,\s*0\s*,\s*1\s*;$`).MatchString(ins) {
						t.Fatalf("wgmma %q: want imm-trans-a 0, imm-trans-b 1", ins[len(ins)-min(len(ins), 40):])
					}
				}
				if n := count(`\bbar\.sync|\bbarrier\.sync`); n != 1 {
					t.Errorf("%d CTA barriers, want the one after the mbarriers' initialization", n)
				}
				for _, want := range []string{`mbarrier\.init\.shared(::cta)?\.b64`, `mbarrier\.try_wait\.parity(\.\w+)*(\.shared(::cta)?)?\.b64`,
					`mbarrier\.arrive(\.\w+)*(\.shared(::cta)?)?\.b64`, `cp\.async\.mbarrier\.arrive\.noinc\.shared(::cta)?\.b64`,
					`fence\.proxy\.async\.shared::cta`, `cp\.async\.cg\.shared\.global(\.L2::\w+)?\s*\[[^]]+\],\s*\[[^]]+\],\s*16`} {
					if count(want) == 0 {
						t.Errorf("no %s", want)
					}
				}
				if got := count(`setmaxnreg\.(inc|dec)\.sync\.aligned\.u32`); (got > 0) != (tile.Regs > 0) {
					t.Errorf("%d setmaxnreg, want them: %v", got, tile.Regs > 0)
				}
				if tile.Regs > 0 && (count(`setmaxnreg\.inc\.sync\.aligned\.u32\s+`+strconv.FormatInt(tile.Regs, 10)) == 0 || count(`setmaxnreg\.dec\.sync\.aligned\.u32\s+`+strconv.FormatInt(tile.ProducerRegs(), 10)) == 0) {
					t.Errorf("setmaxnreg: want inc %d, dec %d", tile.Regs, tile.ProducerRegs())
				}
				if got := strings.Contains(ptx, "\n.minnctapersm 1\n"); got != (tile.Regs > 0) {
					t.Errorf("a register cap at entry (.minnctapersm 1): %v, want it with setmaxnreg: %v", got, tile.Regs > 0)
				}
				if strings.Contains(ptx, ".local") {
					t.Error("the kernel spills to local memory")
				}
				// Whole tiles leave 8 columns a lane (a quad's transpose by
				// shuffles, then one 16-byte store), tails as pairs.
				vec := M%tile.BM == 0 && N%tile.BN == 0
				if got := count(`st\.global\.v4\.b32`) > 0 && count(`shfl\.sync\.bfly`) > 0 && count(`st\.global\.b32`) == 0; got != vec {
					t.Errorf("16-byte stores after quad shuffles only: %v, want %v (%d st.global.v4.b32, %d st.global.b32)", got, vec, count(`st\.global\.v4\.b32`), count(`st\.global\.b32`))
				}
				if n := count(`\bst\.shared\.`); n != 0 {
					t.Errorf("%d st.shared: operands reach shared memory by cp.async only, outputs leave from registers", n)
				}
			})
		}
	}
}

// TestCapSetmaxnreg checks the PTX edit that gives setmaxnreg its
// register cap: only entries that use setmaxnreg get .minnctapersm 1,
// right after their .maxntid, once.
func TestCapSetmaxnreg(t *testing.T) {
	ptx := ".version 8.7\n.target sm_90a\n\n.visible .entry a(\n\t.param .u64 p\n)\n.maxntid 384, 1, 1\n{\n\tsetmaxnreg.inc.sync.aligned.u32 208;\n\tret;\n}\n" +
		"\n.visible .entry b(\n\t.param .u64 p\n)\n.maxntid 256, 1, 1\n{\n\tret;\n}\n"
	want := strings.Replace(ptx, ".maxntid 384, 1, 1\n", ".maxntid 384, 1, 1\n.minnctapersm 1\n", 1)
	got := string(capSetmaxnreg([]byte(ptx)))
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	if again := string(capSetmaxnreg([]byte(got))); again != want {
		t.Fatalf("a second edit changed it again:\n%s", again)
	}
	plain := strings.ReplaceAll(ptx, "setmaxnreg.inc.sync.aligned.u32 208;", "")
	if got := string(capSetmaxnreg([]byte(plain))); got != plain {
		t.Fatalf("an entry without setmaxnreg was edited:\n%s", got)
	}
}
