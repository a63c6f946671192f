package nvvm

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// TestGEMMKernel finalizes matrix products of each tiling for sm_90 and
// checks the GEMM launch: grid and block from the tiling, shared-memory
// staging, 4-wide shared loads, FMAs in the unrolled inner loop, and the
// fill folded into the launch (one launch for a bare product).
func TestGEMMKernel(t *testing.T) {
	w, sm90 := sm90Worker(t)
	for _, tc := range []struct {
		name    string
		a, b    []int64
		tile    kernelgen.GEMMTile
		grid    [3]int64
		vstores bool // full tiles: 16-byte output stores
		vloads  bool // K or N a multiple of 4: 16-byte operand loads
	}{
		{"tiles128", []int64{4096, 64}, []int64{64, 1024}, kernelgen.GEMMTiles()[0], [3]int64{8, 32, 1}, true, true},
		{"tiles128x64", []int64{4096, 64}, []int64{64, 768}, kernelgen.GEMMTiles()[1], [3]int64{12, 32, 1}, true, true},
		{"tiles64 tails", []int64{2000, 50}, []int64{50, 1000}, kernelgen.GEMMTiles()[2], [3]int64{16, 32, 1}, false, true},
		{"tiles32 batched", []int64{3, 70, 37}, []int64{3, 37, 130}, kernelgen.GEMMTiles()[3], [3]int64{5, 3, 3}, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := matmulModel("mm", tc.a, tc.b, true)
			var fin *codeobj.Object
			for _, o := range gputest.Lower(t, md, 1) {
				if o.Format == codeobj.MLIRBytecode {
					var err error
					if fin, err = w.Compile(context.Background(), New(Options{}), o.Payload, backend.SourceTOSA, sm90, o); err != nil {
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
			if l.Grid != tc.grid || l.Block != [3]int64{tc.tile.Threads(), 1, 1} {
				t.Errorf("launch grid %v block %v, want %v [%d 1 1]", l.Grid, l.Block, tc.grid, tc.tile.Threads())
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
			if got := count(`ld\.global(\.nc)?\.v4`) > 0; got != tc.vloads {
				t.Errorf("16-byte operand loads: %v, want %v", got, tc.vloads)
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

// TestGEMMKernelEmulated runs the GEMM kernel's index arithmetic on the
// CPU: each contraction of the test models is replaced by the kernel
// written for the host (gemmKernel's emulate: blocks as loops, one thread
// per block, so the staging loops cover whole slices), compiled by the
// host path and run on random data against the host path's own kernel.
// Matmuls with tails and batches and convolutions (strided, dilated,
// padded, grouped, depthwise, with bias: loop groups with linear indices)
// under two tilings.
func TestGEMMKernelEmulated(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	conv := func(x, wt []int64, attrs ...*onnxpb.AttributeProto) func(*onnxtest.Model, *rand.Rand) {
		return func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, x)
			m.InitFloats("w", wt, gputest.RandFloats(r, gputest.Prod(wt)))
			m.Node("Conv", "conv", []string{"x", "w"}, []string{"y"}, attrs...)
			m.Output("y", 0, nil)
		}
	}
	models := []gputest.Model{
		matmulModel("matmul_tails", []int64{37, 21}, []int64{21, 19}, false),
		matmulModel("matmul_batched", []int64{3, 12, 16}, []int64{3, 16, 20}, false),
		matmulModel("matmul_quads_tails", []int64{2, 37, 24}, []int64{24, 36}, false), // 16-byte loads of A and B, tails in M and N
		{Name: "conv_strided_dilated_padded", Build: conv([]int64{1, 3, 19, 17}, []int64{8, 3, 3, 3},
			onnxtest.Ints("strides", 2, 2), onnxtest.Ints("dilations", 2, 1), onnxtest.Ints("pads", 1, 2, 1, 2))},
		{Name: "conv_batch2_1x1", Build: conv([]int64{2, 16, 6, 5}, []int64{12, 16, 1, 1})},
		{Name: "conv_grouped", Build: conv([]int64{1, 8, 7, 7}, []int64{6, 4, 3, 3}, onnxtest.Int("group", 2), onnxtest.Ints("pads", 1, 1, 1, 1))},
		{Name: "conv_depthwise", Build: conv([]int64{1, 16, 12, 12}, []int64{16, 1, 3, 3}, onnxtest.Int("group", 16), onnxtest.Ints("strides", 2, 2))},
		{Name: "conv_bias", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, []int64{1, 5, 8, 8})
			m.InitFloats("w", []int64{7, 5, 3, 3}, gputest.RandFloats(r, 7*5*9))
			m.InitFloats("b", []int64{7}, gputest.RandFloats(r, 7))
			m.Node("Conv", "conv", []string{"x", "w", "b"}, []string{"y"})
			m.Output("y", 0, nil)
		}},
		// The bias broadcast folded into the epilogue (the accumulators
		// start at zero, the store adds the bias), with the NCHW
		// transpose, a residual Add and a Relu after it.
		{Name: "conv_bias_residual_relu", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, []int64{2, 6, 7, 9})
			m.Input("res", onnxtest.Float, []int64{2, 10, 7, 9})
			m.InitFloats("w", []int64{10, 6, 3, 3}, gputest.RandFloats(r, 10*6*9))
			m.InitFloats("b", []int64{10}, gputest.RandFloats(r, 10))
			m.Node("Conv", "conv", []string{"x", "w", "b"}, []string{"c"}, onnxtest.Ints("pads", 1, 1, 1, 1))
			m.Node("Add", "add", []string{"c", "res"}, []string{"s"})
			m.Node("Relu", "relu", []string{"s"}, []string{"y"})
			m.Output("y", 0, nil)
		}},
		// A 1×1 convolution of an image of 64 pixels reads its NCHW
		// input directly (a batched GEMM over the images, no transpose);
		// its bias, the residual and the Relu in the store.
		{Name: "conv_1x1_nchw_residual", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, []int64{2, 12, 8, 8})
			m.Input("res", onnxtest.Float, []int64{2, 20, 8, 8})
			m.InitFloats("w", []int64{20, 12, 1, 1}, gputest.RandFloats(r, 20*12))
			m.InitFloats("b", []int64{20}, gputest.RandFloats(r, 20))
			m.Node("Conv", "conv", []string{"x", "w", "b"}, []string{"c"})
			m.Node("Add", "add", []string{"c", "res"}, []string{"s"})
			m.Node("Relu", "relu", []string{"s"}, []string{"y"})
			m.Output("y", 0, nil)
		}},
		{Name: "conv_1x1_nchw", Build: conv([]int64{3, 8, 16, 4}, []int64{6, 8, 1, 1})},
		// Convolutions that read their NCHW input in place
		// (conv_nchw_read.go): a strided 1×1 (a downsample, through the
		// crop of rows it never reads) with its bias, a residual and a
		// Relu; a 1×1 of images too small for the batched fold; an RGB
		// 7×7, strided and padded (guards on H and W, W innermost).
		{Name: "conv_1x1_strided_residual", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, []int64{2, 12, 9, 9})
			m.Input("res", onnxtest.Float, []int64{2, 20, 5, 5})
			m.InitFloats("w", []int64{20, 12, 1, 1}, gputest.RandFloats(r, 20*12))
			m.InitFloats("b", []int64{20}, gputest.RandFloats(r, 20))
			m.Node("Conv", "conv", []string{"x", "w", "b"}, []string{"c"}, onnxtest.Ints("strides", 2, 2))
			m.Node("Add", "add", []string{"c", "res"}, []string{"s"})
			m.Node("Relu", "relu", []string{"s"}, []string{"y"})
			m.Output("y", 0, nil)
		}},
		{Name: "conv_1x1_small_images", Build: conv([]int64{3, 8, 7, 7}, []int64{16, 8, 1, 1})},
		{Name: "conv_rgb_7x7_strided_padded", Build: conv([]int64{2, 3, 19, 17}, []int64{8, 3, 7, 7},
			onnxtest.Ints("strides", 2, 2), onnxtest.Ints("pads", 3, 3, 3, 3))},
		// The channels-first epilogue storing each column's 4 (image
		// rows of 4 pixels, a tail in M) or 2 (rows of 6) consecutive
		// pixels in one vector store, the bias, residual and Relu applied
		// per element (conv_store.go).
		convResidual("conv_rows4_bias_residual_relu", []int64{1, 6, 3, 4}, []int64{10, 6, 3, 3}),
		convResidual("conv_rows2_bias_residual_relu", []int64{2, 5, 5, 6}, []int64{12, 5, 3, 3}),
		{Name: "conv_3x3_wide", Build: conv([]int64{1, 32, 9, 9}, []int64{20, 32, 3, 3}, onnxtest.Ints("pads", 1, 1, 1, 1))},
		// Epilogues fused into the store: a bias and a ReLU behind a
		// reshape of the product (3-D input), 4-wide stores where the
		// tiles are full; a residual input, a scale and a tanh over tails.
		{Name: "matmul_bias_relu", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, []int64{2, 12, 16})
			m.InitFloats("w", []int64{16, 24}, gputest.RandFloats(r, 16*24))
			m.InitFloats("b", []int64{24}, gputest.RandFloats(r, 24))
			m.Node("MatMul", "mm", []string{"x", "w"}, []string{"p"})
			m.Node("Add", "add", []string{"p", "b"}, []string{"q"})
			m.Node("Relu", "relu", []string{"q"}, []string{"y"})
			m.Output("y", 0, nil)
		}},
		{Name: "matmul_residual_tanh", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, []int64{19, 16})
			m.Input("res", onnxtest.Float, []int64{19, 10})
			m.InitFloats("w", []int64{16, 10}, gputest.RandFloats(r, 16*10))
			m.InitFloats("s", []int64{1}, []float32{0.5})
			m.Node("MatMul", "mm", []string{"x", "w"}, []string{"p"})
			m.Node("Add", "add", []string{"p", "res"}, []string{"q"})
			m.Node("Mul", "mul", []string{"q", "s"}, []string{"u"})
			m.Node("Tanh", "tanh", []string{"u"}, []string{"y"})
			m.Output("y", 0, nil)
		}},
	}
	// The last two split K (splitk.go): 3 slices of 8 and 5 of 4, K's
	// extents (16 to 300) rarely a multiple, some slices empty.
	tiles := []kernelgen.GEMMTile{{BM: 4, BN: 4, BK: 8, TM: 4, TN: 4}, {BM: 8, BN: 8, BK: 4, TM: 8, TN: 8}, {BM: 8, BN: 12, BK: 4, TM: 8, TN: 12},
		{BM: 4, BN: 4, BK: 8, TM: 4, TN: 4, Split: 3}, {BM: 8, BN: 12, BK: 4, TM: 8, TN: 12, Split: 5}}
	r := rand.New(rand.NewPCG(5, 6))
	for _, md := range models {
		for _, tile := range tiles {
			t.Run(md.Name+"/"+tile.String(), func(t *testing.T) {
				for _, o := range gputest.Lower(t, md, 9) {
					if o.Format != codeobj.MLIRBytecode {
						continue
					}
					want, err := host.CompileHost(context.Background(), lib, o.Payload, backend.SourceTOSA)
					if err != nil {
						t.Fatal(err)
					}
					// Parse and the stages before the contractions (Prepare).
					m, err := w.Prepare(context.Background(), o.Payload)
					if err != nil {
						t.Fatal(err)
					}
					defer m.Close()
					n, err := kernelgen.ReplaceContractions(m, kernelgen.Options{Tile: &tile, Emulate: true})
					if err != nil {
						t.Fatal(err)
					}
					if n == 0 {
						t.Fatal("no contraction took the GEMM kernel")
					}
					if err := w.Run(m, "inline", stages.GPUInlinePipeline()); err != nil {
						t.Fatal(err)
					}
					got, err := host.CompileHost(context.Background(), lib, []byte(m.String()), backend.SourceRaised)
					if err != nil {
						t.Fatalf("emulated kernel: %v", err)
					}
					sameAsHostPath(t, r, o, want, got, fmt.Sprintf(" (%d contractions replaced)", n))
				}
			})
		}
	}
}

// convResidual is a padded 3×3 convolution (weights w) of x with a bias,
// a residual Add of a second input and a Relu.
func convResidual(name string, x, w []int64) gputest.Model {
	return gputest.Model{Name: name, Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("x", onnxtest.Float, x)
		m.Input("res", onnxtest.Float, []int64{x[0], w[0], x[2], x[3]})
		m.InitFloats("w", w, gputest.RandFloats(r, gputest.Prod(w)))
		m.InitFloats("b", []int64{w[0]}, gputest.RandFloats(r, int(w[0])))
		m.Node("Conv", "conv", []string{"x", "w", "b"}, []string{"c"}, onnxtest.Ints("pads", 1, 1, 1, 1))
		m.Node("Add", "add", []string{"c", "res"}, []string{"s"})
		m.Node("Relu", "relu", []string{"s"}, []string{"y"})
		m.Output("y", 0, nil)
	}}
}

// matmulModel is y = a·b: b a second input with bInput, else an
// initializer of random values.
func matmulModel(name string, a, b []int64, bInput bool) gputest.Model {
	return gputest.Model{Name: name, Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("a", onnxtest.Float, a)
		if bInput {
			m.Input("b", onnxtest.Float, b)
		} else {
			m.InitFloats("b", b, gputest.RandFloats(r, gputest.Prod(b)))
		}
		m.Node("MatMul", "mm", []string{"a", "b"}, []string{"y"})
		m.Output("y", 0, nil)
	}}
}

// TestGEMMConvQuadLoads checks that a convolution whose input channels
// are a multiple of 4 stages both operands with 16-byte loads (quads
// along the channels, inside one window step: 4 in the GEMM launch, 1 per
// operand before the K loop and 1 in it; the output goes through the
// fused NHWC-to-NCHW epilogue, element by element), and that one whose
// channels are not has fewer (what LLVM merges on its own).
func TestGEMMConvQuadLoads(t *testing.T) {
	w, sm90 := sm90Worker(t)
	loads := map[int64]int{}
	for _, channels := range []int64{32, 30} {
		md := gputest.Model{Name: "conv", Build: func(m *onnxtest.Model, r *rand.Rand) {
			m.Input("x", onnxtest.Float, []int64{2, channels, 20, 20})
			m.InitFloats("w", []int64{64, channels, 3, 3}, gputest.RandFloats(r, int(64*channels*9)))
			m.Node("Conv", "conv", []string{"x", "w"}, []string{"y"}, onnxtest.Ints("pads", 1, 1, 1, 1))
			m.Output("y", 0, nil)
		}}
		for _, o := range gputest.Lower(t, md, 2) {
			if o.Format != codeobj.MLIRBytecode {
				continue
			}
			fin, err := w.Compile(context.Background(), New(Options{}), o.Payload, backend.SourceTOSA, sm90, o)
			if err != nil {
				t.Fatal(err)
			}
			// The GEMM launch is the entry that stages through shared
			// memory (the layout copies around it are other entries).
			gemm := ""
			for _, e := range strings.Split(string(fin.Payload), ".entry ")[1:] {
				if strings.Contains(e, "ld.shared") {
					gemm = e
				}
			}
			if gemm == "" {
				t.Fatalf("%d channels: no GEMM entry", channels)
			}
			loads[channels] = len(regexp.MustCompile(`ld\.global(\.nc)?\.v4\.`).FindAllString(gemm, -1))
		}
	}
	if loads[32] < 4 || loads[30] >= loads[32] {
		t.Errorf("16-byte loads in the GEMM launch: %d with 32 channels (want at least 4), %d with 30 (want fewer)", loads[32], loads[30])
	}
}

// TestGEMMEpilogue checks that a product's elementwise consumer (a bias
// add behind a reshape) fuses into the GEMM kernel's store on
// sm_90, in the SIMT and the TF32 kernels: one launch, with vector stores
// where the tiles are full and guarded scalar ones where M has a tail.
func TestGEMMEpilogue(t *testing.T) {
	w, sm90 := sm90Worker(t)
	for _, tc := range []struct {
		name    string
		rows    int64
		tf32    bool
		vstores bool // 16-byte (SIMT) or 8-byte (TF32) stores
	}{
		{"full", 64, false, true},
		{"tails", 61, false, false},
		{"tf32 full", 64, true, true},
		{"tf32 tails", 61, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := gputest.Model{Name: tc.name, Build: func(m *onnxtest.Model, r *rand.Rand) {
				m.Input("x", onnxtest.Float, []int64{4, tc.rows, 256})
				m.InitFloats("w", []int64{256, 128}, gputest.RandFloats(r, 256*128))
				m.InitFloats("b", []int64{128}, gputest.RandFloats(r, 128))
				m.Node("MatMul", "mm", []string{"x", "w"}, []string{"p"})
				m.Node("Add", "add", []string{"p", "b"}, []string{"y"})
				m.Output("y", 0, nil)
			}}
			var fins []*codeobj.Object
			for _, o := range gputest.Lower(t, md, 3) {
				if o.Format != codeobj.MLIRBytecode {
					continue
				}
				fin, err := w.Compile(context.Background(), New(Options{AllowTF32: tc.tf32}), o.Payload, backend.SourceTOSA, sm90, o)
				if err != nil {
					t.Fatal(err)
				}
				fins = append(fins, fin)
			}
			if len(fins) != 1 {
				t.Fatalf("%d MLIR kernels, want the product and its consumers in one", len(fins))
			}
			if got := strings.Contains(string(fins[0].Payload), "mma.sync"); got != tc.tf32 {
				t.Errorf("mma.sync in the PTX: %v, want %v", got, tc.tf32)
			}
			fin := fins[0]
			checkPTX(t, fin)
			if len(fin.Launches) != 1 {
				t.Errorf("%d launches %v, want the one GEMM launch", len(fin.Launches), fin.Launches)
			}
			ptx := string(fin.Payload)
			vst := "st.global.v4"
			if tc.tf32 {
				vst = "st.global.v2"
			}
			if got := strings.Contains(ptx, vst); got != tc.vstores {
				t.Errorf("%s output stores: %v, want %v", vst, got, tc.vstores)
			}
		})
	}
}

// sameAsHostPath runs o's kernel compiled through the host path (want) and
// the emulated GPU kernel (got) on the same fresh random inputs and fails
// unless every output element agrees within rtol/atol 1e-4 (note ends the
// message).
func sameAsHostPath(t *testing.T, r *rand.Rand, o *codeobj.Object, want, got []byte, note string) {
	t.Helper()
	sizes := make([]int, len(o.Args))
	for i, a := range o.Args {
		sizes[i] = int(a.Elems())
	}
	bw, bg := gputest.Buffers(t, sizes...), gputest.Buffers(t, sizes...)
	for i, a := range o.Args {
		if !a.Write {
			gputest.Fill(r, bw[i])
			copy(bg[i], bw[i])
		}
	}
	if err := hostkernel.Load(t, want, o.Symbol).Call(gputest.Ptrs(bw...)...); err != nil {
		t.Fatal(err)
	}
	if err := hostkernel.Load(t, got, o.Symbol).Call(gputest.Ptrs(bg...)...); err != nil {
		t.Fatal(err)
	}
	for i, a := range o.Args {
		if !a.Write {
			continue
		}
		for j := range bw[i] {
			if d := math.Abs(float64(bg[i][j] - bw[i][j])); d > 1e-4+1e-4*math.Abs(float64(bw[i][j])) || math.IsNaN(float64(bg[i][j])) {
				t.Fatalf("%s[%d] = %g, host path %g%s", a.Name, j, bg[i][j], bw[i][j], note)
			}
		}
	}
}
