package nvvm

import (
	"context"
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/target"
)

// attentionModel is one 3-D Attention of 16-bit Q, K, V ([B, S, H·D])
// with an fp32 mask [B, 1, 1, Skv], as FuseAttention writes it.
func attentionModel(dt graph.DType, b, sq, skv, h, d int64) gputest.Model {
	return attentionMaskModel(dt, b, sq, skv, h, d, []int64{b, 1, 1, skv}, graph.Float32)
}

// attentionMaskModel is attentionModel with a mask of shape mask and type
// mdt.
func attentionMaskModel(dt graph.DType, b, sq, skv, h, d int64, mask []int64, mdt graph.DType) gputest.Model {
	codes := map[graph.DType]int32{graph.Float32: 1, graph.Float16: 10, graph.BFloat16: 16}
	code := codes[dt]
	return gputest.Model{Name: "attn", Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("q", code, []int64{b, sq, h * d})
		m.Input("k", code, []int64{b, skv, h * d})
		m.Input("v", code, []int64{b, skv, h * d})
		m.Input("mask", codes[mdt], mask)
		m.Node("Attention", "attn", []string{"q", "k", "v", "mask"}, []string{"y"},
			onnxtest.Int("q_num_heads", h), onnxtest.Int("kv_num_heads", h), onnxtest.Float32("scale", 0.125), onnxtest.Int("softmax_precision", 1))
		m.Output("y", 0, nil)
	}}
}

// TestAttentionKernel finalizes fused attentions for sm_80 and sm_90a and
// checks the flash kernel's launch: one CTA per 64 query rows and head,
// 128 threads, its shared memory (Q and two K/V tiles), mma.sync m16n8k16
// of the type with fp32 accumulators, fragments by ldmatrix (V's
// .trans), cp.async copies, shuffles for the row statistics, ex2.approx
// exponentials (no double precision), and no spills.
func TestAttentionKernel(t *testing.T) {
	w, _ := sm90Worker(t)
	for _, tc := range []struct {
		dt               graph.DType
		b, sq, skv, h, d int64
		mask             []int64     // nil: [B, 1, 1, Skv]
		mdt              graph.DType // the mask's type
	}{
		{graph.Float16, 2, 128, 128, 12, 64, nil, 0},
		{graph.BFloat16, 1, 70, 100, 2, 64, nil, 0},
		{graph.Float16, 2, 96, 80, 4, 32, nil, 0},
		{graph.Float16, 1, 64, 64, 2, 128, nil, 0},
		{graph.Float16, 2, 16, 16, 4, 16, nil, 0},
		{graph.BFloat16, 1, 90, 150, 2, 80, nil, 0},
		// A mask per row (as transformers expands it), of odd length
		// (element loads), and one in half (pairs of halves).
		{graph.Float16, 2, 100, 75, 2, 64, []int64{2, 1, 100, 75}, graph.Float32},
		{graph.Float16, 2, 128, 128, 2, 64, []int64{2, 1, 128, 128}, graph.Float32},
		{graph.Float16, 2, 64, 96, 2, 64, []int64{1, 96}, graph.Float16},
	} {
		for _, arch := range []string{"sm_80", "sm_90a"} {
			name := fmt.Sprintf("%s b%d sq%d skv%d h%d d%d mask%v/%s", tc.dt, tc.b, tc.sq, tc.skv, tc.h, tc.d, tc.mask, arch)
			t.Run(name, func(t *testing.T) {
				row, _ := target.Lookup(arch)
				var fin *codeobj.Object
				md := attentionModel(tc.dt, tc.b, tc.sq, tc.skv, tc.h, tc.d)
				if tc.mask != nil {
					md = attentionMaskModel(tc.dt, tc.b, tc.sq, tc.skv, tc.h, tc.d, tc.mask, tc.mdt)
				}
				for _, o := range gputest.Lower(t, md, 1) {
					if o.Format == codeobj.MLIRBytecode {
						var err error
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
				a := kernelgen.Attention{B: tc.b, H: tc.h, Sq: tc.sq, Skv: tc.skv, D: tc.d, Dv: tc.d}
				if len(fin.Launches) != 1 {
					t.Fatalf("%d launches, want the one flash kernel: %+v", len(fin.Launches), fin.Launches)
				}
				l := fin.Launches[0]
				if grid := [3]int64{(tc.sq + 63) / 64, tc.b * tc.h, 1}; l.Grid != grid || l.Block != [3]int64{128, 1, 1} || l.Shared != a.SharedBytes() {
					t.Fatalf("launch grid %v block %v shared %d, want %v, 128 threads, %d", l.Grid, l.Block, l.Shared, grid, a.SharedBytes())
				}
				ptx := string(fin.Payload)
				count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
				ty := map[graph.DType]string{graph.Float16: "f16", graph.BFloat16: "bf16"}[tc.dt]
				// Per tile and warp: S is 8 key fragments × D/16 steps, O
				// is D/8 fragments × 4 key steps.
				// (With fewer keys than a tile, the products of keys
				// known to be past the end are dead code.)
				if n, want := count(`mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.`+ty+`\.`+ty+`\.f32`), int(8*tc.d/16+tc.d/8*4); n == 0 || tc.skv >= 64 && n%want != 0 {
					t.Errorf("%d mma.sync m16n8k16 %s, want a multiple of %d", n, ty, want)
				}
				for what, re := range map[string]string{
					"ldmatrix":        `ldmatrix\.sync\.aligned\.m8n8\.x4\.shared\.b16`,
					"ldmatrix .trans": `ldmatrix\.sync\.aligned\.m8n8\.x4\.trans\.shared\.b16`,
					"cp.async":        `cp\.async\.cg\.shared\.global \[[^]]*\], \[[^]]*\], 16`,
					"wait_group":      `cp\.async\.wait_group`,
					"shuffle":         `shfl\.sync\.bfly`,
					"barrier":         `bar\.sync`,
				} {
					if count(re) == 0 {
						t.Errorf("no %s in the PTX", what)
					}
				}
				// The mask's pairs of keys are one load where its rows run
				// along the keys with an even length.
				if even := tc.skv%2 == 0; even != (count(`ld\.global\.v2\.`) > 0) {
					t.Errorf("2-element mask loads: %v, want %v", !even, even)
				}
				if strings.Contains(ptx, ".local") {
					t.Error("the kernel spills to local memory")
				}
				// The softmax's exponentials are the hardware's, not the
				// device math library's double-precision exp.
				if count(`ex2\.approx\.ftz\.f32`) == 0 || count(`\.f64`) > 0 {
					t.Errorf("%d ex2.approx, %d f64 instructions: want the fast exponential only", count(`ex2\.approx\.ftz\.f32`), count(`\.f64`))
				}
			})
		}
	}
}

// TestFlashAttentionRecognized checks which kernels the worker reports as
// the flash kernel's (compiled whole, never tuned): the portable
// attention (half and fp32) for NVIDIA targets, not for an AMD one (no
// half mma.sync), and not a product.
func TestFlashAttentionRecognized(t *testing.T) {
	w, _ := sm90Worker(t)
	sm80, _ := target.Lookup("sm_80")
	gfx, _ := target.Lookup("gfx942")
	for _, tc := range []struct {
		md   gputest.Model
		row  target.Target
		want bool
	}{
		{attentionModel(graph.Float16, 2, 128, 128, 12, 64), sm80, true},
		{attentionModel(graph.BFloat16, 1, 70, 100, 2, 64), sm80, true},
		{attentionModel(graph.Float16, 1, 64, 64, 2, 8), sm80, false}, // head size 8: the decomposition
		{attentionModel(graph.Float16, 2, 128, 128, 12, 64), gfx, false},
		{attentionModel(graph.Float32, 2, 128, 128, 12, 64), sm80, true}, // the fp32 kernel
		{attentionModel(graph.Float32, 1, 64, 64, 2, 24), sm80, false},   // head size 24: the decomposition
		{attentionModel(graph.Float32, 2, 128, 128, 12, 64), gfx, false},
		{halfMatmulModel("mm", graph.Float16, []int64{64, 64}, []int64{64, 64}, false), sm80, false},
	} {
		n := 0
		for _, o := range gputest.Lower(t, tc.md, 1) {
			if o.Format != codeobj.MLIRBytecode {
				continue
			}
			n++
			got, err := w.FlashAttention(o.Payload, kernelgen.OptionsFor(tc.row))
			if err != nil {
				t.Fatal(err)
			}
			if got != tc.want {
				t.Errorf("%s %s on %s: flash %v, want %v", tc.md.Name, o.Symbol, tc.row.Name, got, tc.want)
			}
		}
		if n == 0 {
			t.Fatalf("%s: no MLIR kernel", tc.md.Name)
		}
	}
}

// attentionProjModel is an Attention whose Q, K and V are three products
// of one input x [B, S, H·D] by random weights (with biases), as a BERT
// layer computes them: the pipeline merges them into one product
// (passes.MergeProjections) and the attention reads its columns.
func attentionProjModel(dt graph.DType, b, s, h, d int64) gputest.Model {
	codes := map[graph.DType]int32{graph.Float32: 1, graph.Float16: 10, graph.BFloat16: 16}
	code := codes[dt]
	return gputest.Model{Name: "attnproj", Build: func(m *onnxtest.Model, r *rand.Rand) {
		hd := h * d
		m.Input("x", code, []int64{b, s, hd})
		m.Input("mask", 1, []int64{b, 1, 1, s})
		for _, p := range []string{"q", "k", "v"} {
			w, _ := graph.NewTensor(dt, graph.Shape{hd, hd})
			bias, _ := graph.NewTensor(dt, graph.Shape{hd})
			for i := range w.Len() {
				w.SetFloat64(i, r.NormFloat64()/8)
			}
			for i := range bias.Len() {
				bias.SetFloat64(i, r.NormFloat64())
			}
			m.Init("w"+p, w)
			m.Init("b"+p, bias)
			m.Node("MatMul", p+"mm", []string{"x", "w" + p}, []string{p + "0"})
			m.Node("Add", p+"add", []string{p + "0", "b" + p}, []string{p})
		}
		m.Node("Attention", "attn", []string{"q", "k", "v", "mask"}, []string{"y"},
			onnxtest.Int("q_num_heads", h), onnxtest.Int("kv_num_heads", h), onnxtest.Float32("scale", 0.125), onnxtest.Int("softmax_precision", 1))
		m.Output("y", 0, nil)
	}}
}

// TestAttentionPackedKernel finalizes attentions whose Q, K and V are
// one merged product's columns: two kernels (the N = 3·H·D product with
// its biases, and the attention reading the product in place, no copy),
// the attention recognized as the flash kernel's (half and fp32) with
// one launch of its grid, cp.async copies and no spills.
func TestAttentionPackedKernel(t *testing.T) {
	w, _ := sm90Worker(t)
	for _, tc := range []struct {
		dt         graph.DType
		b, s, h, d int64
	}{
		{graph.Float16, 2, 128, 4, 64},
		{graph.BFloat16, 1, 70, 2, 32},
		{graph.Float32, 2, 96, 2, 64},
	} {
		t.Run(fmt.Sprintf("%s b%d s%d h%d d%d", tc.dt, tc.b, tc.s, tc.h, tc.d), func(t *testing.T) {
			row, _ := target.Lookup("sm_90a")
			objs := gputest.Lower(t, attentionProjModel(tc.dt, tc.b, tc.s, tc.h, tc.d), 1)
			var mlir []*codeobj.Object
			for _, o := range objs {
				if o.Format == codeobj.MLIRBytecode {
					mlir = append(mlir, o)
				}
			}
			if len(mlir) != 2 {
				t.Fatalf("%d MLIR kernels, want the merged product and the attention", len(mlir))
			}
			if args := mlir[1].Args; len(args) != 3 || args[0].Shape[2] != 3*tc.h*tc.d {
				t.Fatalf("attention arguments %+v, want the merged [B, S, 3·H·D] product, the mask and the output", args)
			}
			flash, err := w.FlashAttention(mlir[1].Payload, kernelgen.OptionsFor(row))
			if err != nil || !flash {
				t.Fatalf("the attention (%s) is not the flash kernel's: %v", mlir[1].Symbol, err)
			}
			if prod, _ := w.FlashAttention(mlir[0].Payload, kernelgen.OptionsFor(row)); prod {
				t.Fatalf("the product (%s) is taken for attention", mlir[0].Symbol)
			}
			fin, err := w.Compile(context.Background(), New(Options{}), mlir[1].Payload, backend.SourceTOSA, row, mlir[1])
			if err != nil {
				t.Fatal(err)
			}
			if err := fin.Validate(); err != nil {
				t.Fatal(err)
			}
			if len(fin.Launches) != 1 || len(fin.Launches[0].Args) == 0 {
				t.Fatalf("%d launches, want the one flash kernel", len(fin.Launches))
			}
			if got, want := fin.Launches[0].Grid[1], tc.b*tc.h; got != want {
				t.Errorf("grid %v, want %d batch·heads CTAs along y", fin.Launches[0].Grid, want)
			}
			ptx := string(fin.Payload)
			if !strings.Contains(ptx, "cp.async.cg.shared.global") || strings.Contains(ptx, ".local") {
				t.Errorf("cp.async %v, spills %v: want cp.async copies and no spills",
					strings.Contains(ptx, "cp.async.cg.shared.global"), strings.Contains(ptx, ".local"))
			}
		})
	}
}
