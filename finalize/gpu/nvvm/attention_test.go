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

// TestAttentionKernel finalizes fused attentions for sm_80 and sm_90a,
// in the tiling the shape takes by default and in every other tiling of
// its tuning space (a trial, as --tune compiles it; the key loop's
// variants of the default shape on sm_90a, of every shape at s512),
// and checks the
// flash kernel's launch: one CTA per BM query rows and head, 128
// threads, its shared memory (Q and two K/V tiles), mma.sync m16n8k16
// of the type with fp32 accumulators, fragments by ldmatrix (V's
// .trans), cp.async copies, shuffles for the row statistics, ex2.approx
// exponentials (no double precision), the mask's loads, and no spills.
func TestAttentionKernel(t *testing.T) {
	w, _ := sm90Worker(t)
	seen := map[kernelgen.AttnTile]bool{}
	for _, tc := range []struct {
		dt               graph.DType
		b, sq, skv, h, d int64
		mask             []int64     // nil: [B, 1, 1, Skv]
		mdt              graph.DType // the mask's type
		def              int64       // the default tiling's BM
	}{
		{graph.Float16, 2, 128, 128, 12, 64, nil, 0, 64},
		{graph.BFloat16, 1, 70, 100, 2, 64, nil, 0, 64},
		{graph.Float16, 2, 96, 80, 4, 32, nil, 0, 64},
		{graph.Float16, 1, 64, 64, 2, 128, nil, 0, 64},
		{graph.Float16, 2, 16, 16, 4, 16, nil, 0, 64},
		{graph.BFloat16, 1, 90, 150, 2, 80, nil, 0, 64},
		// A mask per row (as transformers expands it), of odd length
		// (element loads), and one in half (pairs of halves).
		{graph.Float16, 2, 100, 75, 2, 64, []int64{2, 1, 100, 75}, graph.Float32, 64},
		{graph.Float16, 2, 128, 128, 2, 64, []int64{2, 1, 128, 128}, graph.Float32, 64},
		{graph.Float16, 2, 64, 96, 2, 64, []int64{1, 96}, graph.Float16, 64},
		// Long sequences with enough CTAs for every SM: 128-row tiles.
		{graph.Float16, 2, 512, 512, 132, 64, nil, 0, 128},
		{graph.BFloat16, 2, 300, 260, 132, 64, []int64{2, 1, 300, 260}, graph.Float32, 128},
	} {
		for _, arch := range []string{"sm_80", "sm_90a"} {
			row, _ := target.Lookup(arch)
			md := attentionModel(tc.dt, tc.b, tc.sq, tc.skv, tc.h, tc.d)
			if tc.mask != nil {
				md = attentionMaskModel(tc.dt, tc.b, tc.sq, tc.skv, tc.h, tc.d, tc.mask, tc.mdt)
			}
			for _, o := range gputest.Lower(t, md, 1) {
				if o.Format != codeobj.MLIRBytecode {
					continue
				}
				opts := kernelgen.OptionsFor(row)
				a, flash, err := w.FlashAttention(o.Payload, opts)
				if err != nil || !flash {
					t.Fatalf("%s: not the flash kernel's (%v)", md.Name, err)
				}
				if a.Tile.BM() != tc.def {
					t.Errorf("%s %s: default tiling %s, want %d rows", md.Name, arch, a.Tile, tc.def)
				}
				space := a.AttnSpace(opts)
				if len(space) < 2 || space[0] != a.Tile {
					t.Fatalf("space %v: want the default %s first, and others", space, a.Tile)
				}
				for i, tile := range space {
					// The key loop's variants (AttnTile's flags) on sm_90a,
					// of the default shape, and of every shape at s512.
					plain := tile == (kernelgen.AttnTile{MT: tile.MT, BN: tile.BN, QS: tile.QS})
					if i > 0 && !plain && (arch != "sm_90a" || tile.MT != a.Tile.MT || tile.BN != a.Tile.BN || tile.QS != a.Tile.QS) && tc.sq < 512 {
						continue
					}
					name := fmt.Sprintf("%s b%d sq%d skv%d h%d d%d mask%v/%s/%s", tc.dt, tc.b, tc.sq, tc.skv, tc.h, tc.d, tc.mask, arch, tile)
					t.Run(name, func(t *testing.T) {
						seen[tile] = true
						var fin *codeobj.Object
						var err error
						if i == 0 {
							fin, err = w.Compile(context.Background(), New(Options{}), o.Payload, backend.SourceTOSA, row, o)
						} else {
							trial := opts
							trial.Attn = &tile
							fin, err = w.FlashTrial(context.Background(), New(Options{}), o.Payload, row, o, trial)
						}
						if err != nil {
							t.Fatal(err)
						}
						checkAttentionPTX(t, fin, tc.dt, tc.b, tc.sq, tc.skv, tc.h, tc.d, tile)
					})
				}
			}
		}
	}
	for _, tile := range []kernelgen.AttnTile{{MT: 1, BN: 64}, {MT: 1, BN: 128}, {MT: 2, BN: 32}, {MT: 2, BN: 64}, {MT: 2, BN: 128, QS: true},
		{MT: 2, BN: 64, Lazy: true}, {MT: 2, BN: 64, EX2H: true}, {MT: 2, BN: 64, Stages: 3}, {MT: 2, BN: 64, Lazy: true, Stages: 3},
		{MT: 1, BN: 64, Lazy: true, EX2H: true}, {MT: 2, BN: 128, QS: true, Lazy: true, Stages: 3},
		{MT: 2, BN: 64, QS: true}, {MT: 2, BN: 64, QS: true, Ahead: true}, {MT: 1, BN: 128, Ahead: true},
		{MT: 2, BN: 64, Lazy: true, LMMA: true}, {MT: 1, BN: 64, Lazy: true, LMMA: true, Ahead: true}} {
		if !seen[tile] {
			t.Errorf("tiling %s: not compiled", tile)
		}
	}
}

// checkAttentionPTX checks the finalized flash kernel fin, tiled as tile.
func checkAttentionPTX(t *testing.T, fin *codeobj.Object, dt graph.DType, b, sq, skv, h, d int64, tile kernelgen.AttnTile) {
	t.Helper()
	if err := fin.Validate(); err != nil {
		t.Fatal(err)
	}
	a := kernelgen.Attention{B: b, H: h, Sq: sq, Skv: skv, D: d, Dv: d, Elem: "f16", Tile: tile}
	if len(fin.Launches) != 1 {
		t.Fatalf("%d launches, want the one flash kernel: %+v", len(fin.Launches), fin.Launches)
	}
	l := fin.Launches[0]
	bm := tile.BM()
	if grid := [3]int64{(sq + bm - 1) / bm, b * h, 1}; l.Grid != grid || l.Block != [3]int64{128, 1, 1} || l.Shared != a.SharedBytes() {
		t.Fatalf("launch grid %v block %v shared %d, want %v, 128 threads, %d", l.Grid, l.Block, l.Shared, grid, a.SharedBytes())
	}
	ptx := string(fin.Payload)
	count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
	ty := map[graph.DType]string{graph.Float16: "f16", graph.BFloat16: "bf16"}[dt]
	// Per tile and warp, each of its MT row tiles: S is BN/8 key
	// fragments × D/16 steps, O is D/8 fragments × BN/16 key steps.
	// (LMMA: and the row sums, P by ones. With fewer keys than a tile,
	// the products of keys known to be past the end are dead code; so
	// are they in the last tile, which Ahead writes out of the loop,
	// where the keys are no tile's multiple.)
	want := tile.MT * (tile.BN/8*d/16 + d/8*tile.BN/16)
	if tile.LMMA {
		want += tile.MT * tile.BN / 16 // P by ones: the row sums
	}
	if n, want := count(`mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.`+ty+`\.`+ty+`\.f32`), int(want); n == 0 || skv >= tile.BN && (!tile.Ahead || skv%tile.BN == 0) && n%want != 0 {
		t.Errorf("%d mma.sync m16n8k16 %s, want a multiple of %d", n, ty, want)
	}
	for what, re := range map[string]string{
		"ldmatrix":        `ldmatrix\.sync\.aligned\.m8n8\.x4\.shared\.b16`,
		"ldmatrix .trans": `ldmatrix\.sync\.aligned\.m8n8\.x4\.trans\.shared\.b16`,
		"cp.async":        `cp\.async\.cg\.shared\.global \[[^]]*\], \[[^]]*\], 16`,
		"wait_group":      `cp\.async\.wait_group`,
		"shuffle":         `shfl\.sync\.bfly`,
		"barrier":         `bar\.sync`,
		"fma":             `fma\.rn\.f32`,
	} {
		if count(re) == 0 {
			t.Errorf("no %s in the PTX", what)
		}
	}
	// The mask's pairs of keys are one load where its rows run along the
	// keys with an even length.
	if even := skv%2 == 0; even != (count(`ld\.global\.v2\.`) > 0) {
		t.Errorf("2-element mask loads: %v, want %v", !even, even)
	}
	if strings.Contains(ptx, ".local") {
		t.Error("the kernel spills to local memory")
	}
	// The softmax's exponentials are the hardware's, not the device math
	// library's double-precision exp.
	if count(`ex2\.approx\.ftz\.f32`) == 0 || count(`\.f64`) > 0 {
		t.Errorf("%d ex2.approx, %d f64 instructions: want the fast exponential only", count(`ex2\.approx\.ftz\.f32`), count(`\.f64`))
	}
	// Fragments and copies address a pointer per buffer plus an
	// immediate offset, not an address computed per read (copies where
	// a round of the threads' units is whole rows: d/8 units a row
	// dividing 128).
	if count(`ldmatrix\.sync\.aligned\.m8n8\.x4(\.trans)?\.shared\.b16 \{[^}]*\}, \[%rd\d+\+\d+\]`) == 0 {
		t.Error("no ldmatrix at a register plus an immediate offset")
	}
	if 128%(d/8) == 0 && count(`cp\.async\.cg\.shared\.global \[%rd\d+\+\d+\]`) == 0 {
		t.Error("no cp.async at a register plus an immediate offset")
	}
	// The key loop's variants: P on packed f16 exponentials (the f32
	// ones left are the rescale's), the lazy rescale's warp vote, the
	// three-stage pipeline's wait for all but the newest group.
	for what, c := range map[string]struct {
		on bool
		re string
	}{
		"ex2.approx.f16x2":      {tile.EX2H, `ex2\.approx\.f16x2`},
		"vote.sync.any":         {tile.Lazy, `vote\.sync\.any\.pred`},
		"cp.async.wait_group 1": {tile.Stages == 3, `cp\.async\.wait_group\s+1;`},
	} {
		if got := count(c.re) > 0; got != c.on {
			t.Errorf("%s in the PTX: %v, want %v (%s)", what, got, c.on, tile)
		}
	}
}

// TestAttentionCastOutput finalizes a half attention whose output the
// graph casts to fp32 (the cast fused into its kernel) for sm_90a: the
// flash kernel takes it, storing fp32 pairs (after the rounding to the
// half type the graph's first cast does), not the decomposition.
func TestAttentionCastOutput(t *testing.T) {
	w, _ := sm90Worker(t)
	row, _ := target.Lookup("sm_90a")
	for _, dt := range []graph.DType{graph.Float16, graph.BFloat16} {
		code := map[graph.DType]int32{graph.Float16: 10, graph.BFloat16: 16}[dt]
		const b, s, h, d = 2, 96, 4, 64
		md := gputest.Model{Name: "attn_cast", Build: func(m *onnxtest.Model, r *rand.Rand) {
			for _, n := range []string{"q", "k", "v"} {
				m.Input(n, code, []int64{b, s, h * d})
			}
			m.Input("mask", 1, []int64{b, 1, 1, s})
			m.Node("Attention", "attn", []string{"q", "k", "v", "mask"}, []string{"y16"},
				onnxtest.Int("q_num_heads", h), onnxtest.Int("kv_num_heads", h), onnxtest.Float32("scale", 0.125), onnxtest.Int("softmax_precision", 1))
			m.Node("Cast", "cast", []string{"y16"}, []string{"y"}, onnxtest.Int("to", 1))
			m.Output("y", 0, nil)
		}}
		n := 0
		for _, o := range gputest.Lower(t, md, 1) {
			if o.Format != codeobj.MLIRBytecode {
				continue
			}
			n++
			a, flash, err := w.FlashAttention(o.Payload, kernelgen.OptionsFor(row))
			if err != nil || !flash || a.OutElem != "f32" {
				t.Fatalf("%s: flash %v, output %q (%v): want the flash kernel storing f32", dt, flash, a.OutElem, err)
			}
			fin, err := w.Compile(context.Background(), New(Options{}), o.Payload, backend.SourceTOSA, row, o)
			if err != nil {
				t.Fatal(err)
			}
			ptx := string(fin.Payload)
			if len(fin.Launches) != 1 || fin.Launches[0].Block != [3]int64{128, 1, 1} || !strings.Contains(ptx, "mma.sync.aligned.m16n8k16") {
				t.Fatalf("%s: not the flash kernel: %+v", dt, fin.Launches)
			}
			if !regexp.MustCompile(`st\.global\.v2\.[bf]32`).MatchString(ptx) {
				t.Errorf("%s: no fp32 pair stores", dt)
			}
		}
		if n != 1 {
			t.Fatalf("%s: %d MLIR kernels, want the one attention (cast fused)", dt, n)
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
			_, got, err := w.FlashAttention(o.Payload, kernelgen.OptionsFor(tc.row))
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
			_, flash, err := w.FlashAttention(mlir[1].Payload, kernelgen.OptionsFor(row))
			if err != nil || !flash {
				t.Fatalf("the attention (%s) is not the flash kernel's: %v", mlir[1].Symbol, err)
			}
			if _, prod, _ := w.FlashAttention(mlir[0].Payload, kernelgen.OptionsFor(row)); prod {
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
			if tc.dt != graph.Float32 {
				return
			}
			// With --allow-tf32 the packed fp32 attention takes the TF32
			// kernel, reading the product in place as well.
			tf := New(Options{AllowTF32: true})
			if a, flash, err := w.FlashAttention(mlir[1].Payload, tf.Kernels(row)); err != nil || !flash || !a.TF32 || a.QKV != 3*tc.h*tc.d {
				t.Fatalf("with TF32: flash %v, TF32 %v, packed %d (%v)", flash, a.TF32, a.QKV, err)
			}
			fin, err = w.Compile(context.Background(), tf, mlir[1].Payload, backend.SourceTOSA, row, mlir[1])
			if err != nil {
				t.Fatal(err)
			}
			if ptx := string(fin.Payload); len(fin.Launches) != 1 || !strings.Contains(ptx, "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32") || strings.Contains(ptx, ".local") {
				t.Errorf("with TF32: %d launches, want the one TF32 flash kernel on m16n8k8 without spills", len(fin.Launches))
			}
		})
	}
}
