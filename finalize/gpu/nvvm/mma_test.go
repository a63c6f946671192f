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
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx/onnxpb"
	"github.com/mgxport/mgxport/target"
)

// compileTF32 finalizes md's TOSA kernel for sm_90 with opts.
func compileTF32(t *testing.T, md gputest.Model, opts Options) *codeobj.Object {
	t.Helper()
	w, sm90 := sm90Worker(t)
	var fin *codeobj.Object
	for _, o := range gputest.Lower(t, md, 1) {
		if o.Format == codeobj.MLIRBytecode {
			var err error
			if fin, err = w.Compile(context.Background(), New(opts), o.Payload, backend.SourceTOSA, sm90, o); err != nil {
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
// mma.sync m16n8k8 .tf32 per fragment and k8 step, the slices copied
// into shared memory asynchronously (16-byte copies where the operand
// allows) and waited for, K-contiguous fragments loaded with ldmatrix and
// rounded (cvt.rna.tf32.f32), no spills.
func TestMMAKernel(t *testing.T) {
	wide, narrow := kernelgen.MMATiles()[0], kernelgen.MMATiles()[1]
	for _, tc := range []struct {
		name     string
		a, b     []int64
		tile     kernelgen.MMATile
		grid     [3]int64
		vcopies  bool // 16-byte copies
		ldmatrix bool
	}{
		{"bert 4096x768x768", []int64{4096, 768}, []int64{768, 768}, wide, [3]int64{6, 32, 1}, true, true},
		{"bert 4096x3072x768", []int64{4096, 768}, []int64{768, 3072}, wide, [3]int64{24, 32, 1}, true, true},
		{"small", []int64{512, 64}, []int64{64, 256}, narrow, [3]int64{4, 4, 1}, true, true},
		{"tails K odd", []int64{2000, 50}, []int64{50, 1000}, narrow, [3]int64{16, 16, 1}, true, true}, // B's rows quad
		{"batched tails", []int64{3, 70, 37}, []int64{3, 37, 130}, narrow, [3]int64{3, 1, 3}, false, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := matmulModel("mm", tc.a, tc.b, true)
			fin := compileTF32(t, md, Options{AllowTF32: true})
			checkPTX(t, fin)
			if len(fin.Launches) != 1 {
				t.Fatalf("%d launches %v, want the one TF32 launch", len(fin.Launches), fin.Launches)
			}
			l := fin.Launches[0]
			if l.Grid != tc.grid || l.Block != [3]int64{tc.tile.Threads(), 1, 1} {
				t.Errorf("launch grid %v block %v, want %v [%d 1 1] (%s)", l.Grid, l.Block, tc.grid, tc.tile.Threads(), tc.tile)
			}
			if l.Shared <= 48<<10 || l.Shared > tc.tile.SharedBytes() {
				t.Errorf("launch asks %d bytes of dynamic shared memory, want the %s ring (at most %d)", l.Shared, tc.tile, tc.tile.SharedBytes())
			}
			ptx := string(fin.Payload)
			count := func(re string) int { return len(regexp.MustCompile(re).FindAllString(ptx, -1)) }
			frags := tc.tile.WarpRows() / 16 * tc.tile.WarpCols() / 8
			if n, want := count(`mma\.sync\.aligned\.m16n8k8\.row\.col\.f32\.tf32\.tf32\.f32`), int(frags*tc.tile.BK/8); n != want {
				t.Errorf("%d mma.sync m16n8k8 tf32, want %d", n, want)
			}
			if count(`cvt\.rna\.tf32\.f32`) == 0 {
				t.Error("operands not rounded to tf32")
			}
			if count(`bar\.sync`) == 0 || count(`cp\.async\.c[ag]\.shared\.global`) == 0 || count(`cp\.async\.wait_group`) == 0 {
				t.Error("no asynchronous shared-memory staging")
			}
			if got := count(`cp\.async\.cg\.shared\.global \[[^]]*\], \[[^]]*\], 16`) > 0; got != tc.vcopies {
				t.Errorf("16-byte copies: %v, want %v", got, tc.vcopies)
			}
			if got := count(`ldmatrix\.sync\.aligned\.m8n8\.x4`) > 0; got != tc.ldmatrix {
				t.Errorf("ldmatrix: %v, want %v", got, tc.ldmatrix)
			}
			if strings.Contains(ptx, ".local") {
				t.Error("the kernel spills to local memory")
			}
		})
	}
}

// TestTF32Identity checks that the flag off leaves the exact kernel (no
// TF32 instruction, an identity without tf32) and that TF32 builds name
// themselves apart — in the objects' compiler identity (hence the kernel
// cache key) and in the identity memo's key — so TF32 and exact objects
// never mix; a target row without TF32 units refuses the option.
func TestTF32Identity(t *testing.T) {
	md := matmulModel("mm", []int64{256, 64}, []int64{64, 128}, true)
	exact := compileTF32(t, md, Options{})
	tf32 := compileTF32(t, md, Options{AllowTF32: true})
	if p := string(exact.Payload); strings.Contains(p, "mma.sync") || strings.Contains(p, "tf32") {
		t.Error("the exact build uses TF32")
	}
	if backend.IsTF32Compiler(exact.Compiler) || !backend.IsTF32Compiler(tf32.Compiler) || exact.Compiler == tf32.Compiler {
		t.Errorf("compiler identities: exact %q, tf32 %q", exact.Compiler, tf32.Compiler)
	}
	if !strings.HasPrefix(tf32.Compiler, exact.Compiler+" tf32:"+kernelgen.TF32Identity()) {
		t.Errorf("tf32 identity %q does not extend the exact one with the kernel version", tf32.Compiler)
	}

	w, _ := sm90Worker(t)
	sm75 := target.Target{Name: "sm_75", Kind: target.CUDA, Chip: "sm_75", Triple: "nvptx64-nvidia-cuda", Features: "+ptx70", Wave: 32}
	if _, err := w.Compile(context.Background(), New(Options{AllowTF32: true}), nil, backend.SourceTOSA, sm75, &codeobj.Object{Symbol: "k"}); err == nil || !strings.Contains(err.Error(), backend.AllowTF32Flag) {
		t.Errorf("compile for sm_75 with TF32: %v, want an error naming %s", err, backend.AllowTF32Flag)
	}
}

// TestMMATilings compiles every tiling of the TF32 tuning space for sm_90
// (as tuning trials do): each is legal, launches its threads, issues its
// mmas and keeps everything in registers and shared memory.
func TestMMATilings(t *testing.T) {
	w, sm90 := sm90Worker(t)
	md := matmulModel("mm", []int64{4096, 768}, []int64{768, 768}, false)
	var src *codeobj.Object
	for _, o := range gputest.Lower(t, md, 3) {
		if o.Format == codeobj.MLIRBytecode {
			src = o
		}
	}
	prepared, err := w.Prepare(context.Background(), src.Payload)
	if err != nil {
		t.Fatal(err)
	}
	defer prepared.Close()
	products, err := kernelgen.Products(prepared)
	if err != nil || len(products) != 1 {
		t.Fatalf("%d products, %v", len(products), err)
	}
	space := products[0].MMASpace(sm90.Processors, sm90.SharedMem, false)
	if len(space) < 6 || space[0] != products[0].PickMMATile(sm90.Processors, sm90.SharedMem, false) {
		t.Fatalf("space %v: want the default first and at least 6 tilings", space)
	}
	c := New(Options{AllowTF32: true})
	for _, tile := range space {
		t.Run(tile.String(), func(t *testing.T) {
			fin, err := w.Trial(context.Background(), c, prepared, sm90, src, kernelgen.Options{Processors: sm90.Processors, TF32: true, MMA: &tile, Shared: sm90.SharedMem})
			if err != nil {
				t.Fatal(err)
			}
			if l := fin.Launches[0]; l.Block[0] != tile.Threads() || l.Grid[0] != ceilDiv(768, tile.BN) || l.Grid[1] != ceilDiv(4096, tile.BM) {
				t.Errorf("launch %v", l)
			}
			ptx := string(fin.Payload)
			frags := tile.WarpRows() / 16 * tile.WarpCols() / 8
			if n := strings.Count(ptx, "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32"); n != int(frags*tile.BK/8) {
				t.Errorf("%d mma.sync, want %d", n, frags*tile.BK/8)
			}
			if strings.Contains(ptx, ".local") {
				t.Error("the kernel spills to local memory")
			}
			if !backend.IsTF32Compiler(fin.Compiler) {
				t.Errorf("trial identity %q is not a TF32 one", fin.Compiler)
			}
		})
	}
}

// TestMMAConv finalizes convolutions (implicit GEMMs: 3×3 padded and
// strided, 1×1) with --allow-tf32: the product takes the TF32 kernel,
// its operands copied 16 bytes at a time where the channels allow.
func TestMMAConv(t *testing.T) {
	for _, tc := range []struct {
		name     string
		x, w     []int64
		attrs    []*onnxpb.AttributeProto
		quadLoad bool
	}{
		{"3x3 padded", []int64{2, 32, 14, 14}, []int64{64, 32, 3, 3}, []*onnxpb.AttributeProto{onnxtest.Ints("pads", 1, 1, 1, 1)}, true},
		{"3x3 strided odd channels", []int64{1, 6, 17, 17}, []int64{40, 6, 3, 3}, []*onnxpb.AttributeProto{onnxtest.Ints("strides", 2, 2)}, false},
		{"1x1", []int64{2, 64, 7, 7}, []int64{256, 64, 1, 1}, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := gputest.Model{Name: "conv", Build: func(m *onnxtest.Model, r *rand.Rand) {
				m.Input("x", onnxtest.Float, tc.x)
				m.InitFloats("w", tc.w, gputest.RandFloats(r, gputest.Prod(tc.w)))
				m.Node("Conv", "conv", []string{"x", "w"}, []string{"y"}, tc.attrs...)
				m.Output("y", 0, nil)
			}}
			fin := compileTF32(t, md, Options{AllowTF32: true})
			checkPTX(t, fin)
			var mma string
			for _, e := range strings.Split(string(fin.Payload), ".entry ")[1:] {
				if strings.Contains(e, "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32") {
					mma = e
				}
			}
			if mma == "" {
				t.Fatal("no entry uses mma.sync m16n8k8 tf32")
			}
			if got := regexp.MustCompile(`cp\.async\.cg\.shared\.global \[[^]]*\], \[[^]]*\], 16`).MatchString(mma); got != tc.quadLoad {
				t.Errorf("16-byte operand copies: %v, want %v", got, tc.quadLoad)
			}
			if strings.Contains(string(fin.Payload), ".local") {
				t.Error("spills to local memory")
			}
		})
	}
}

// TestWGMMAKernel finalizes matrix products with --allow-tf32 for sm_90a
// and checks the launch: the wgmma tiling where the operands fit it (one
// wgmma.mma_async m64nBNk8 .tf32 per k8 step, the ring's slices staged
// through registers, rounded to TF32 and fenced for the async proxy, the
// dynamic shared memory asked for); the mma.sync kernel where they do not
// (B K-contiguous); no spills.
func TestWGMMAKernel(t *testing.T) {
	sm90a, err := target.Lookup("sm_90a")
	if err != nil {
		t.Fatal(err)
	}
	w, err := stages.NewWorker(gputest.OpenLib(t))
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
			for _, o := range gputest.Lower(t, md, 1) {
				if o.Format == codeobj.MLIRBytecode {
					if fin, err = w.Compile(context.Background(), New(Options{AllowTF32: true}), o.Payload, backend.SourceTOSA, sm90a, o); err != nil {
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
			if n := count(`wgmma\.mma_async\.sync\.aligned\.m64n(128|256)k8\.f32\.tf32\.tf32`); n == 0 || n%(kernelgen.WGMMABK/8) != 0 {
				t.Errorf("%d wgmma m64n128k8 or m64n256k8, want a multiple of %d (a slice's k8 steps)", n, kernelgen.WGMMABK/8)
			}
			if count(`ld\.global\.v4\.b32`) == 0 || count(`st\.shared\.v4\.b32`) == 0 || count(`fence\.proxy\.async\.shared::cta`) == 0 || count(`wgmma\.wait_group`) == 0 {
				t.Error("the ring is not staged through registers, fenced and waited for")
			}
			// The unit truncates fp32 bits: the kernel rounds each staged
			// element itself (tf32PreRound: 4 per 16-byte A unit, 1 per B unit).
			if n := count(`add\.s32\s+%r\d+, %r\d+, 4096;`); n < 5 {
				t.Errorf("%d half-ulp adds: want the staged operands rounded (tf32PreRound)", n)
			}
			var tile kernelgen.MMATile
			for _, tl := range kernelgen.WGMMATiles() {
				if fin.Launches[0].Shared == tl.SharedBytes() && fin.Launches[0].Grid == [3]int64{ceilDiv(tc.b[len(tc.b)-1], tl.BN), ceilDiv(tc.a[len(tc.a)-2], tl.BM), tc.grid[2]} {
					tile = tl
				}
			}
			if len(fin.Launches) != 1 || !tile.WG || fin.Launches[0].Block != [3]int64{tile.Threads(), 1, 1} {
				t.Errorf("launches %+v, want one of a wgmma tiling", fin.Launches)
			}
			if strings.Contains(ptx, ".local") {
				t.Error("the kernel spills to local memory")
			}
		})
	}
}

// ceilDiv is ⌈a/b⌉, as launch grids count blocks.
func ceilDiv(a, b int64) int64 { return (a + b - 1) / b }
