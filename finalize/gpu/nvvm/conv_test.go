package nvvm

import (
	"context"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/internal/onnxtest"
	"github.com/mgxport/mgxport/onnx/onnxpb"
	"github.com/mgxport/mgxport/target"
)

// convBlockModel is a ResNet block's convolution in dt (float32, or
// float16 as a model exported in half gives it): Conv with a bias, pads
// and a stride (1 for none), then with residual an Add of a second input,
// then a Relu.
func convBlockModel(dt graph.DType, x, w []int64, pads []int64, stride int64, residual bool) gputest.Model {
	code := map[graph.DType]int32{graph.Float32: onnxtest.Float, graph.Float16: 10}[dt]
	return gputest.Model{Name: "block", Build: func(m *onnxtest.Model, r *rand.Rand) {
		m.Input("x", code, x)
		init := func(name string, shape ...int64) {
			v, _ := graph.NewTensor(dt, graph.Shape(shape))
			for i := range v.Len() {
				v.SetFloat64(i, r.NormFloat64())
			}
			m.Init(name, v)
		}
		init("w", w...)
		init("b", w[0])
		var attrs []*onnxpb.AttributeProto
		if pads != nil {
			attrs = append(attrs, onnxtest.Ints("pads", pads...))
		}
		if stride != 1 {
			attrs = append(attrs, onnxtest.Ints("strides", stride, stride))
		}
		m.Node("Conv", "conv", []string{"x", "w", "b"}, []string{"c"}, attrs...)
		out := "c"
		if residual {
			m.Input("res", code, []int64{x[0], w[0], (x[2]+pads2(pads)-w[2])/stride + 1, (x[3]+pads2(pads)-w[3])/stride + 1})
			m.Node("Add", "add", []string{"c", "res"}, []string{"s"})
			out = "s"
		}
		m.Node("Relu", "relu", []string{out}, []string{"y"})
		m.Output("y", 0, nil)
	}}
}

// pads2 is the padding a symmetric pads list adds to a spatial dim.
func pads2(pads []int64) int64 {
	if pads == nil {
		return 0
	}
	return pads[0] + pads[2]
}

// TestConvLaunches finalizes ResNet-shaped convolution blocks (a padded
// 3x3 with bias and Relu, a 1x1 with bias, residual Add and Relu) for
// sm_80, sm_90 and sm_90a and checks the launches: the input's NCHW-to-NHWC
// transpose, the weights' transpose and the GEMM kernel, nothing else —
// the padding read through guarded loads, the bias added and the NCHW
// transpose, the residual and the Relu applied in the GEMM's store; a
// 1×1 convolution of images of 256 pixels (whole row tiles) reads its
// NCHW input and its OIHW weights directly: the GEMM is its one launch.
// So does an fp32 1×1 convolution of small images (7×7) (TF32's and
// half's keep the copy and its 16-byte units), and one with a stride (a
// downsample) in every precision; an RGB convolution keeps only its
// weights' transpose (conv_nchw_read.go). Every kernel writes a channels-first
// output of image rows an even number of pixels wide in vector stores.
// A half convolution's GEMM is on the half matrix units (mma.sync
// m16n8k16 with f32 accumulators); an fp32 one on the exact SIMT kernel.
func TestConvLaunches(t *testing.T) {
	w, _ := sm90Worker(t)
	for _, arch := range []string{"sm_80", "sm_90", "sm_90a"} {
		row, err := target.Lookup(arch)
		if err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name     string
			dt       graph.DType
			x, w     []int64
			pads     []int64
			stride   int64
			residual bool
			tf32     bool
			launches int
		}{
			{"f16 3x3 padded", graph.Float16, []int64{2, 64, 14, 14}, []int64{64, 64, 3, 3}, []int64{1, 1, 1, 1}, 1, false, false, 3},
			{"f16 1x1 residual", graph.Float16, []int64{2, 64, 14, 14}, []int64{256, 64, 1, 1}, nil, 1, true, false, 3},
			{"f16 1x1 nchw", graph.Float16, []int64{2, 64, 16, 16}, []int64{256, 64, 1, 1}, nil, 1, true, false, 1},
			{"f32 1x1 nchw", graph.Float32, []int64{2, 64, 16, 16}, []int64{256, 64, 1, 1}, nil, 1, true, false, 1},
			{"tf32 1x1 nchw", graph.Float32, []int64{2, 64, 16, 16}, []int64{256, 64, 1, 1}, nil, 1, true, true, 1},
			{"f32 3x3 padded residual", graph.Float32, []int64{1, 32, 14, 14}, []int64{32, 32, 3, 3}, []int64{1, 1, 1, 1}, 1, true, false, 3},
			{"tf32 3x3 padded residual", graph.Float32, []int64{2, 64, 14, 14}, []int64{64, 64, 3, 3}, []int64{1, 1, 1, 1}, 1, true, true, 3},
			{"f32 1x1 small images", graph.Float32, []int64{4, 64, 7, 7}, []int64{256, 64, 1, 1}, nil, 1, true, false, 1},
			{"tf32 1x1 small images", graph.Float32, []int64{4, 64, 7, 7}, []int64{256, 64, 1, 1}, nil, 1, true, true, 3},
			{"f32 1x1 downsample", graph.Float32, []int64{2, 64, 16, 16}, []int64{128, 64, 1, 1}, nil, 2, false, false, 1},
			{"tf32 1x1 downsample", graph.Float32, []int64{2, 64, 16, 16}, []int64{128, 64, 1, 1}, nil, 2, true, true, 1},
			{"f32 rgb 7x7", graph.Float32, []int64{2, 3, 32, 32}, []int64{64, 3, 7, 7}, []int64{3, 3, 3, 3}, 2, false, false, 2},
			{"tf32 rgb 7x7", graph.Float32, []int64{2, 3, 32, 32}, []int64{64, 3, 7, 7}, []int64{3, 3, 3, 3}, 2, false, true, 2},
			{"f16 1x1 downsample", graph.Float16, []int64{2, 64, 16, 16}, []int64{128, 64, 1, 1}, nil, 2, false, false, 1},
			{"f16 rgb 7x7", graph.Float16, []int64{2, 3, 32, 32}, []int64{64, 3, 7, 7}, []int64{3, 3, 3, 3}, 2, false, false, 2},
		} {
			t.Run(arch+"/"+tc.name, func(t *testing.T) {
				var fins []*codeobj.Object
				for _, o := range gputest.Lower(t, convBlockModel(tc.dt, tc.x, tc.w, tc.pads, max(tc.stride, 1), tc.residual), 7) {
					if o.Format != codeobj.MLIRBytecode {
						continue
					}
					fin, err := w.Compile(context.Background(), New(Options{AllowTF32: tc.tf32}), o.Payload, backend.SourceTOSA, row, o)
					if err != nil {
						t.Fatal(err)
					}
					fins = append(fins, fin)
				}
				if len(fins) != 1 {
					t.Fatalf("%d MLIR kernels, want the block in one", len(fins))
				}
				fin := fins[0]
				if arch == "sm_90" {
					checkPTX(t, fin) // entries, parameters and coverage
				}
				if len(fin.Launches) != tc.launches {
					t.Errorf("%d launches %v, want %d", len(fin.Launches), fin.Launches, tc.launches)
				}
				ptx := string(fin.Payload)
				half := regexp.MustCompile(`mma\.sync\.aligned\.m16n8k16\.row\.col\.f32\.f16\.f16\.f32`).MatchString(ptx)
				// On sm_90a a half convolution whose input is channels-last
				// takes wgmma, the weights K-major (imm-trans-b 0, the
				// last immediate).
				wgmma := regexp.MustCompile(`wgmma\.mma_async\.sync\.aligned\.m64n\d+k16\.f32\.f16\.f16[^;]*;`).FindAllString(ptx, -1)
				for _, ins := range wgmma {
					if !regexp.MustCompile(`,\s*0\s*,\s*0\s*;$`).MatchString(ins) {
						t.Fatalf("wgmma %q: want imm-trans-a 0, imm-trans-b 0 (both K-major)", ins[len(ins)-min(len(ins), 40):])
					}
				}
				wantWG := arch == "sm_90a" && tc.dt == graph.Float16 && tc.launches == 3
				if (len(wgmma) > 0) != wantWG {
					t.Errorf("%d half wgmma instructions, want some: %v", len(wgmma), wantWG)
				}
				if want := tc.dt == graph.Float16 && !wantWG; half != want {
					t.Errorf("half mma.sync in the PTX: %v, want %v", half, want)
				}
				if tf32 := strings.Contains(ptx, "mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32"); tf32 != tc.tf32 {
					t.Errorf("TF32 mma.sync in the PTX: %v, want %v", tf32, tc.tf32)
				}
				// A channels-first output of rows an even number of
				// pixels wide goes out in vector stores, by every kernel
				// (conv_store.go): no scalar global store is left in the
				// GEMM's entry (the one staging through shared memory).
				gemm := ""
				for _, e := range strings.Split(ptx, ".entry ")[1:] {
					if strings.Contains(e, "ld.shared") {
						gemm = e
					}
				}
				if out := (tc.x[3]+pads2(tc.pads)-tc.w[3])/max(tc.stride, 1) + 1; out%2 == 0 {
					// One element is a b32 store in fp32, a b16 one in half
					// (where b32 holds a pair).
					scalar, vector := `st\.global\.(b32|f32)\s`, `st\.global\.v`
					if tc.dt == graph.Float16 {
						scalar, vector = `st\.global\.(b16|f16|u16)\s`, `st\.global\.(v\d\.)?b32`
					}
					s, v := regexp.MustCompile(scalar).FindAllString(gemm, -1), regexp.MustCompile(vector).MatchString(gemm)
					if len(s) > 0 || !v {
						t.Errorf("GEMM entry: %d scalar global stores, vector stores %v", len(s), v)
					}
				}
				if strings.Contains(ptx, ".local") {
					t.Error("spills to local memory")
				}
			})
		}
	}
}
