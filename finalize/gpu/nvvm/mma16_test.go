package nvvm

import (
	"context"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/target"
)

// halfMatmulModel is a MatMul of 16-bit a (an input) and b (a weight,
// or an input), the model's own type: its TOSA product has elem operands
// and an f32 accumulator. transB gives b as [N, K] through a Gemm.
func halfMatmulModel(name string, dt graph.DType, a, b []int64, transB bool) gputest.Model {
	code := map[graph.DType]int32{graph.Float16: 10, graph.BFloat16: 16}[dt]
	return gputest.Model{Name: name, Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("a", code, a)
		w, _ := graph.NewTensor(dt, graph.Shape(b))
		for i := range w.Len() {
			w.SetFloat64(i, r.NormFloat64())
		}
		m.Init("b", w)
		if transB {
			m.Node("Gemm", "mm", []string{"a", "b"}, []string{"y"}, onnxtest.Int("transB", 1))
		} else {
			m.Node("MatMul", "mm", []string{"a", "b"}, []string{"y"})
		}
		m.Output("y", 0, nil)
	}}
}

// TestMMA16Kernel finalizes half products for sm_80 and sm_90 and checks
// the half kernel's launch: the default tiling's grid and block and its
// shared-memory ring, one mma.sync m16n8k16 of the type (f32
// accumulators) per fragment and k16 step, fragments by ldmatrix (A's
// plain, the [K, N] weights' .trans), 16-byte asynchronous copies waited
// for where the operands allow (none where K and N are odd: element
// copies), and no spills.
func TestMMA16Kernel(t *testing.T) {
	w, _ := sm90Worker(t)
	for _, tc := range []struct {
		name  string
		dt    graph.DType
		a, b  []int64
		vcopy bool
	}{
		{"bert 4096x768x768 f16", graph.Float16, []int64{4096, 768}, []int64{768, 768}, true},
		{"bert 4096x3072x768 bf16", graph.BFloat16, []int64{4096, 768}, []int64{768, 3072}, true},
		{"tails f16", graph.Float16, []int64{1000, 72}, []int64{72, 200}, true},
		{"odd K and N f16", graph.Float16, []int64{100, 37}, []int64{37, 50}, false},
	} {
		for _, arch := range []string{"sm_80", "sm_90"} {
			t.Run(tc.name+"/"+arch, func(t *testing.T) {
				row, _ := target.Lookup(arch)
				var fin *codeobj.Object
				for _, o := range gputest.Lower(t, halfMatmulModel("mm", tc.dt, tc.a, tc.b, false), 1) {
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
				ptx := string(fin.Payload)
				if !strings.Contains(ptx, ".target "+arch) {
					t.Fatalf("PTX is not for %s", arch)
				}
				// The launch is one default tiling's: its ring (A's slices
				// K-contiguous, the weights' K-major) and its grid.
				M, N := tc.a[0], tc.b[1]
				var tile kernelgen.MMATile
				var l *codeobj.Launch
				for _, tl := range kernelgen.MMA16Tiles() {
					ring := 2 * tl.Stages * (tl.BM*(tl.BK+8) + tl.BK*(tl.BN+8))
					for i := range fin.Launches {
						if fin.Launches[i].Block == [3]int64{tl.Threads(), 1, 1} && fin.Launches[i].Shared == ring {
							tile, l = tl, &fin.Launches[i]
						}
					}
				}
				if l == nil {
					t.Fatalf("launches %+v; want one with a default half tiling's block and ring", fin.Launches)
				}
				if grid := [3]int64{(N + tile.BN - 1) / tile.BN, (M + tile.BM - 1) / tile.BM, 1}; l.Grid != grid {
					t.Errorf("launch grid %v, want %v for %s", l.Grid, grid, tile)
				}
				count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
				ty := map[graph.DType]string{graph.Float16: "f16", graph.BFloat16: "bf16"}[tc.dt]
				frags := tile.WarpRows() / 16 * tile.WarpCols() / 8
				if n, want := count(`mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.`+ty+`\.`+ty+`\.f32`), int(frags*tile.BK/16); n == 0 || n%want != 0 {
					// (LLVM unrolls a short K loop: a multiple of the count.)
					t.Errorf("%d mma.sync m16n8k16 %s, want %d per slice (%s)", n, ty, want, tile)
				}
				if count(`bar\.sync`) == 0 {
					t.Error("no barrier")
				}
				if got := count(`cp\.async\.cg\.shared\.global \[[^]]*\], \[[^]]*\], 16`) > 0 && count(`cp\.async\.wait_group`) > 0; got != tc.vcopy {
					t.Errorf("16-byte asynchronous copies: %v, want %v", got, tc.vcopy)
				}
				if count(`ldmatrix\.sync\.aligned\.m8n8\.x4\.shared\.b16`) == 0 || count(`ldmatrix\.sync\.aligned\.m8n8\.x[24]\.trans\.shared\.b16`) == 0 {
					t.Error("fragments not loaded with ldmatrix (A plain, B .trans)")
				}
				if strings.Contains(ptx, ".local") {
					t.Error("the kernel spills to local memory")
				}
			})
		}
	}
}

// TestMMA16Targets checks which targets take the NVIDIA half kernel:
// every NVIDIA row (all have mma.sync), no AMD one (theirs take the AMD
// kernel: kernelgen's mfma.go).
func TestMMA16Targets(t *testing.T) {
	for _, row := range target.All() {
		want := row.Kind == target.CUDA
		if got := kernelgen.OptionsFor(row).Half16; got != want {
			t.Errorf("%s: half kernel %v, want %v", row.Name, got, want)
		}
	}
}

// TestMMA16Epilogue checks that a half product's elementwise consumers
// fuse into the half kernel's store on sm_90: a model computed in f16 (a
// bias add in f16, the output f16) and mixed precision's form (the
// product rounded to f16, cast up, an f32 bias added, an f32 output);
// one launch each, pair stores where the tiles are full, guarded scalar
// ones where M has a tail.
func TestMMA16Epilogue(t *testing.T) {
	w, sm90 := sm90Worker(t)
	for _, tc := range []struct {
		name  string
		rows  int64
		mixed bool
		vst   string // the full tiles' pair store
	}{
		{"f16 full", 64, false, "st.global.b32"},
		{"f16 tails", 61, false, ""},
		{"mixed full", 64, true, "st.global.v2.b32"},
		{"mixed tails", 61, true, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := gputest.Model{Name: "epi", Build: func(m *onnxtest.Model, r *rand.Rand) {
				m.Input("x", 10, []int64{4, tc.rows, 256})
				half := func(name string, shape ...int64) {
					v, _ := graph.NewTensor(graph.Float16, graph.Shape(shape))
					for i := range v.Len() {
						v.SetFloat64(i, r.NormFloat64())
					}
					m.Init(name, v)
				}
				half("w", 256, 128)
				m.Node("MatMul", "mm", []string{"x", "w"}, []string{"p"})
				if tc.mixed {
					m.InitFloats("b", []int64{128}, gputest.RandFloats(r, 128))
					m.Node("Cast", "up", []string{"p"}, []string{"p32"}, onnxtest.Int("to", 1))
					m.Node("Add", "add", []string{"p32", "b"}, []string{"y"})
				} else {
					half("b", 128)
					m.Node("Add", "add", []string{"p", "b"}, []string{"y"})
				}
				m.Output("y", 0, nil)
			}}
			fins := compileMLIR(t, w, md, 3, sm90)
			if len(fins) != 1 {
				t.Fatalf("%d MLIR kernels, want the product and its consumers in one", len(fins))
			}
			fin := fins[0]
			checkPTX(t, fin)
			ptx := string(fin.Payload)
			if !strings.Contains(ptx, "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32") {
				t.Error("no half mma.sync")
			}
			if len(fin.Launches) != 1 {
				t.Errorf("%d launches %v, want the one half-kernel launch", len(fin.Launches), fin.Launches)
			}
			if tc.vst != "" && !strings.Contains(ptx, tc.vst) {
				t.Errorf("no %s output stores", tc.vst)
			}
		})
	}
}

// TestBatchedEpilogue checks that a batched product's elementwise
// consumer (attention's mask add, broadcast over the heads) fuses into
// the GEMM kernel's store, though TOSA's 3-D product writes a reshaped
// view of its buffer: in f32 (the SIMT kernel) and in f16 under mixed
// precision (the half kernel, the product rounded, cast up and the f32
// mask added); one launch each.
func TestBatchedEpilogue(t *testing.T) {
	w, sm90 := sm90Worker(t)
	for _, half := range []bool{false, true} {
		t.Run(map[bool]string{false: "f32", true: "f16"}[half], func(t *testing.T) {
			md := gputest.Model{Name: "bat", Build: func(m *onnxtest.Model, r *rand.Rand) {
				code := int32(onnxtest.Float)
				if half {
					code = 10
				}
				m.Input("q", code, []int64{1, 4, 64, 32})
				m.Input("k", code, []int64{1, 4, 32, 48})
				m.InitFloats("mask", []int64{1, 1, 64, 48}, gputest.RandFloats(r, 64*48))
				p := "p"
				m.Node("MatMul", "mm", []string{"q", "k"}, []string{"p"})
				if half {
					m.Node("Cast", "up", []string{"p"}, []string{"p32"}, onnxtest.Int("to", 1))
					p = "p32"
				}
				m.Node("Add", "add", []string{p, "mask"}, []string{"y"})
				m.Output("y", 0, nil)
			}}
			fins := compileMLIR(t, w, md, 5, sm90)
			if len(fins) != 1 {
				t.Fatalf("%d MLIR kernels, want the product and its consumers in one", len(fins))
			}
			checkPTX(t, fins[0])
			if got := strings.Contains(string(fins[0].Payload), "mma.sync.aligned.m16n8k16"); got != half {
				t.Errorf("half mma.sync: %v, want %v", got, half)
			}
			if len(fins[0].Launches) != 1 || fins[0].Launches[0].Grid[2] != 4 {
				t.Errorf("launches %v, want one GEMM launch over the 4 heads", fins[0].Launches)
			}
		})
	}
}

// TestWGMMA16Kernel finalizes half products for sm_90a: BERT's GEMM
// shapes (activations times [K, N] weights) take the half wgmma kernel —
// one launch of a default wgmma tiling's grid, block and ring (at b32 the
// warp-specialized persistent one, at b1 and with tails the plain one), 4
// wgmma m64nBNk16 of the type per 64-deep slice reading B MN-major,
// operands copied by 16-byte cp.async only, whole tiles stored in 16-byte
// vectors, no spills — and a product whose K is not a multiple of 8 (no
// 16-byte rows) takes mma.sync.
func TestWGMMA16Kernel(t *testing.T) {
	w, _ := sm90Worker(t)
	row, _ := target.Lookup("sm_90a")
	for _, tc := range []struct {
		name  string
		dt    graph.DType
		a, b  []int64
		wgmma bool
		ws    bool // the default is the warp-specialized kernel's
	}{
		{"bert 4096x768x768 f16", graph.Float16, []int64{4096, 768}, []int64{768, 768}, true, true},
		{"bert 4096x3072x768 bf16", graph.BFloat16, []int64{4096, 768}, []int64{768, 3072}, true, true},
		{"bert b1 128x768x768 f16", graph.Float16, []int64{128, 768}, []int64{768, 768}, true, false},
		{"tails f16", graph.Float16, []int64{1000, 72}, []int64{72, 200}, true, false},
		{"K odd f16", graph.Float16, []int64{256, 37}, []int64{37, 128}, false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var fin *codeobj.Object
			for _, o := range gputest.Lower(t, halfMatmulModel("mm", tc.dt, tc.a, tc.b, false), 1) {
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
			ptx := string(fin.Payload)
			ty := map[graph.DType]string{graph.Float16: "f16", graph.BFloat16: "bf16"}[tc.dt]
			n := len(regexp.MustCompile(`wgmma\.mma_async\.sync\.aligned\.m64n\d+k16\.f32\.`+ty+`\.`+ty).FindAllString(ptx, -1))
			if got := n > 0; got != tc.wgmma {
				t.Fatalf("%d half wgmma instructions, want some: %v", n, tc.wgmma)
			}
			if !tc.wgmma {
				if !strings.Contains(ptx, "mma.sync.aligned.m16n8k16") {
					t.Error("no mma.sync m16n8k16 either")
				}
				return
			}
			if n%4 != 0 {
				t.Errorf("%d wgmma instructions, want 4 per slice", n)
			}
			var tile kernelgen.MMATile
			for _, tl := range append(kernelgen.WGMMA16Tiles(), kernelgen.WGMMA16WSTiles()...) {
				if len(fin.Launches) == 1 && fin.Launches[0].Block == [3]int64{tl.Threads(), 1, 1} && fin.Launches[0].Shared == tl.SharedBytes() {
					tile = tl
				}
			}
			M, N := tc.a[0], tc.b[1]
			grid := [3]int64{(N + tile.BN - 1) / tile.BN, (M + tile.BM - 1) / tile.BM, 1}
			if tile.WS { // persistent: a block per multiprocessor at most
				grid = [3]int64{min(grid[0]*grid[1], int64(row.Processors)), 1, 1}
			}
			if tile == (kernelgen.MMATile{}) || fin.Launches[0].Grid != grid || tile.WS != tc.ws {
				t.Fatalf("launches %+v (%s); want one of a default half wgmma tiling, warp-specialized: %v", fin.Launches, tile, tc.ws)
			}
			// Whole tiles leave 8 columns a lane (16-byte stores).
			if vec := M%tile.BM == 0 && N%tile.BN == 0 && tile.BN%32 == 0; vec != (len(regexp.MustCompile(`st\.global\.v4\.b32`).FindAllString(ptx, -1)) > 0) {
				t.Errorf("16-byte output stores: want %v", vec)
			}
			if strings.Contains(ptx, ".local") {
				t.Error("the kernel spills to local memory")
			}
			// Every wgmma reads A K-major and B MN-major (imm-trans-a 0,
			// imm-trans-b 1: the instruction's last two immediates), and
			// both operands reach shared memory by 16-byte cp.async only.
			for _, ins := range regexp.MustCompile(`wgmma\.mma_async\.sync\.aligned\.m64n\d+k16[^;]*;`).FindAllString(ptx, -1) {
				if !regexp.MustCompile(`,\s*0\s*,\s*1\s*;$`).MatchString(ins) {
					t.Fatalf("wgmma %q: want imm-trans-a 0, imm-trans-b 1", ins[len(ins)-min(len(ins), 40):])
				}
			}
			if !regexp.MustCompile(`cp\.async\.cg\.shared\.global(\.L2::\w+)?\s*\[[^]]+\],\s*\[[^]]+\],\s*16`).MatchString(ptx) {
				t.Error("no 16-byte cp.async")
			}
			if n := len(regexp.MustCompile(`\bst\.shared\.`).FindAllString(ptx, -1)); n != 0 {
				t.Errorf("%d st.shared: the operands should reach shared memory by cp.async only", n)
			}
		})
	}
}

// compileMLIR finalizes every MLIR-class kernel of md (lowered with seed)
// for row through w with the default NVIDIA options.
func compileMLIR(t *testing.T, w *stages.Worker, md gputest.Model, seed uint64, row target.Target) []*codeobj.Object {
	t.Helper()
	var fins []*codeobj.Object
	for _, o := range gputest.Lower(t, md, seed) {
		if o.Format != codeobj.MLIRBytecode {
			continue
		}
		fin, err := w.Compile(context.Background(), New(Options{}), o.Payload, backend.SourceTOSA, row, o)
		if err != nil {
			t.Fatal(err)
		}
		fins = append(fins, fin)
	}
	return fins
}
