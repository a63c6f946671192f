package nvvm

import (
	"context"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/target"
)

// TestWGMMA32WSKernel compiles TF32 products for sm_90a under every
// warp-specialized tiling (as a tuning trial does) and checks the PTX:
// one launch of min(tiles, multiprocessors) blocks of the tiling's
// threads and shared bytes; the stage barriers initialized and then the
// only CTA barrier before the roles split; the consumers waiting with
// mbarrier.try_wait.parity and releasing stages with mbarrier.arrive; the
// producer's operands loaded from global memory (16-byte A units), rounded
// (the half-ulp add) and stored to shared memory, fenced for the async
// proxy; no cp.async; the wgmmas m64nBNk8 tf32, CRows per k8 step, both
// operands K-major; setmaxnreg where the tiling asks; 16-byte output
// stores where tiles are whole; no spills. The default tiling of BERT's
// products stays the plain kernel's (the warp-specialized ones lost).
func TestWGMMA32WSKernel(t *testing.T) {
	w, _ := sm90Worker(t)
	row, _ := target.Lookup("sm_90a")
	for _, tc := range []struct {
		name   string
		a, b   []int64
		bInput bool
	}{
		{"bert 4096x768x3072", []int64{4096, 768}, []int64{768, 3072}, false},
		{"tails", []int64{1000, 72}, []int64{72, 200}, false},
		{"batched", []int64{3, 200, 128}, []int64{3, 128, 192}, true},
		{"bias residual epilogue", []int64{512, 256}, []int64{256, 384}, false},
	} {
		md := matmulModel("mm", tc.a, tc.b, tc.bInput)
		if tc.name == "bias residual epilogue" {
			md = matmulAddModel(tc.a, tc.b)
		}
		var src *codeobj.Object
		for _, o := range gputest.Lower(t, md, 1) {
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
		space := products[0].MMASpace(row.Processors, row.SharedMem, true)
		// A tuning point, never the default (it lost: wgmma32ws.go).
		if def := products[0].PickMMATile(row.Processors, row.SharedMem, true); def.WS || space[0] != def {
			t.Errorf("default %s (space first %s): want the plain kernel's", def, space[0])
		}
		M, N := tc.a[len(tc.a)-2], tc.b[len(tc.b)-1]
		batch := int64(1)
		if len(tc.a) == 3 {
			batch = tc.a[0]
		}
		for _, tile := range kernelgen.WGMMA32WSTiles() {
			t.Run(tc.name+"/"+tile.String(), func(t *testing.T) {
				found := false
				for _, p := range space {
					found = found || p == tile
				}
				if !found {
					t.Fatalf("%s is not a point of the product's tuning space", tile)
				}
				opts := kernelgen.OptionsFor(row)
				opts.TF32 = true
				opts.MMA = &tile
				fin, err := w.Trial(ctx, New(Options{AllowTF32: true}), prepared, row, src, opts)
				if err != nil {
					t.Fatal(err)
				}
				if err := fin.Validate(); err != nil {
					t.Fatal(err)
				}
				if !backend.IsTF32Compiler(fin.Compiler) {
					t.Errorf("trial identity %q is not a TF32 one", fin.Compiler)
				}
				ptx := string(fin.Payload)
				count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
				tiles := (M + tile.BM - 1) / tile.BM * ((N + tile.BN - 1) / tile.BN) * batch
				if len(fin.Launches) != 1 {
					t.Fatalf("%d launches, want 1", len(fin.Launches))
				}
				l := fin.Launches[0]
				if want := [3]int64{min(tiles, int64(row.Processors)), 1, 1}; l.Grid != want || l.Block != [3]int64{tile.Threads(), 1, 1} || l.Shared != tile.SharedBytes() {
					t.Fatalf("launch grid %v block %v shared %d, want %v [%d 1 1] %d", l.Grid, l.Block, l.Shared, want, tile.Threads(), tile.SharedBytes())
				}
				if n := count(`wgmma\.mma_async\.sync\.aligned\.m64n` + strconv.FormatInt(tile.BN, 10) + `k8\.f32\.tf32\.tf32`); n == 0 || n%int(4*tile.CRows) != 0 {
					t.Errorf("%d wgmma m64n%dk8 tf32, want a multiple of %d (CRows per k8 step)", n, tile.BN, 4*tile.CRows)
				}
				if n := count(`wgmma\.mma_async[^;]*;`); n != count(`wgmma\.mma_async\.sync\.aligned\.m64n\d+k8\.f32\.tf32\.tf32`) {
					t.Errorf("%d wgmmas, not all of them TF32 k8", n)
				}
				if n := count(`\bbar\.sync|\bbarrier\.sync`); n != 1 {
					t.Errorf("%d CTA barriers, want the one after the mbarriers' initialization", n)
				}
				for _, want := range []string{`mbarrier\.init\.shared(::cta)?\.b64`, `mbarrier\.try_wait\.parity(\.\w+)*(\.shared(::cta)?)?\.b64`,
					`mbarrier\.arrive(\.\w+)*(\.shared(::cta)?)?\.b64`, `fence\.proxy\.async\.shared::cta`,
					`ld\.global(\.\w+)*\.v4\.(b32|f32)`, `st\.shared\.v4\.b32`, `st\.shared\.b32`} {
					if count(want) == 0 {
						t.Errorf("no %s", want)
					}
				}
				// The producer's loads: the ahead-1 slices it holds before
				// its loop, then one a slice in the loop unrolled ahead
				// times; each slice's units 16 bytes (units known to lie
				// past a tail are folded away).
				whole := M%tile.BM == 0 && N%tile.BN == 0
				slices := 2*tile.ProducerAhead() - 1
				if units, got := (tile.BM+tile.BN)*kernelgen.WGMMABK/4/128, count(`ld\.global(\.\w+)*\.v4\.(b32|f32)`); tc.name != "bias residual epilogue" && (got > int(units*slices) || whole && got != int(units*slices)) {
					t.Errorf("%d 16-byte global loads, want %d units of %d slices", got, units, slices)
				}
				if n := count(`ld\.global(\.nc)?\.(b32|f32)\s`); n != 0 && tc.name != "bias residual epilogue" {
					t.Errorf("%d 4-byte global loads: every unit is 16 bytes", n)
				}
				if n := count(`cp\.async`); n != 0 {
					t.Errorf("%d cp.async: the TF32 operands are rounded through registers", n)
				}
				// tf32PreRound: one half-ulp add a staged element (4 per
				// 16-byte A unit, vectorized or not, 1 per B element).
				if n := count(`add\.s32\s+%r\d+, %r\d+, 4096;`); n < int(tile.BN*kernelgen.WGMMABK/128) {
					t.Errorf("%d half-ulp adds, want at least the %d B elements a producer thread stages", n, tile.BN*kernelgen.WGMMABK/128)
				}
				// setmaxnreg only where the tiling asks: the consumers
				// lowered to Regs, the producer raised (the launch's cap
				// .minnctapersm 1 with it).
				if got := count(`setmaxnreg\.(inc|dec)\.sync\.aligned\.u32`); (got > 0) != (tile.Regs > 0) {
					t.Errorf("%d setmaxnreg, want them: %v", got, tile.Regs > 0)
				}
				if tile.Regs > 0 && (count(`setmaxnreg\.dec\.sync\.aligned\.u32\s+`+strconv.FormatInt(tile.Regs, 10)) == 0 || count(`setmaxnreg\.inc\.sync\.aligned\.u32\s+`+strconv.FormatInt(tile.ProducerRegs(), 10)) == 0) {
					t.Errorf("setmaxnreg: want dec %d, inc %d", tile.Regs, tile.ProducerRegs())
				}
				if got := strings.Contains(ptx, "\n.minnctapersm 1\n"); got != (tile.Regs > 0) {
					t.Errorf("a register cap at entry (.minnctapersm 1): %v, want it with setmaxnreg: %v", got, tile.Regs > 0)
				}
				if strings.Contains(ptx, ".local") {
					t.Error("the kernel spills to local memory")
				}
				vec := whole
				if got := count(`st\.global\.v4\.(b32|f32)`) > 0 && count(`shfl\.sync\.bfly`) > 0 && count(`st\.global\.(b32|f32)\s`) == 0; got != vec {
					t.Errorf("16-byte stores after quad shuffles only: %v, want %v (%d st.global.v4, %d st.global.b32/f32, %d st.global.v2)",
						got, vec, count(`st\.global\.v4\.(b32|f32)`), count(`st\.global\.(b32|f32)\s`), count(`st\.global\.v2`))
				}
			})
		}
	}
}

// matmulAddModel is BERT's projection: a MatMul by weights, a bias Add and
// a residual Add (the product's epilogue).
func matmulAddModel(a, b []int64) gputest.Model {
	return gputest.Model{Name: "mm_add", Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("a", onnxtest.Float, a)
		m.Input("res", onnxtest.Float, []int64{a[0], b[1]})
		m.InitFloats("w", b, gputest.RandFloats(r, gputest.Prod(b)))
		m.InitFloats("bias", []int64{b[1]}, gputest.RandFloats(r, int(b[1])))
		m.Node("MatMul", "mm", []string{"a", "w"}, []string{"p"})
		m.Node("Add", "bias", []string{"p", "bias"}, []string{"q"})
		m.Node("Add", "res", []string{"q", "res"}, []string{"y"})
		m.Output("y", 0, nil)
	}}
}
