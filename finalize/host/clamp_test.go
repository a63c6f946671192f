package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// clipKernel is an NCHW 1x1 convolution (the layout changes as the
// compiler emits them) followed by ops, text with %y the convolution's
// NCHW result, the kernel's result %r.
func clipKernel(c, f, h, w int, ops string) string {
	y := fmt.Sprintf("tensor<1x%dx%dx%dxf32>", f, h, w)
	return fmt.Sprintf(`module {
  func.func @clip(%%x: tensor<1x%[1]dx%[3]dx%[4]dxf32>, %%wt: tensor<%[2]dx%[1]dx1x1xf32>, %%b: tensor<%[2]dxf32>) -> %[5]s {
    %%xt = tosa.transpose %%x {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x%[1]dx%[3]dx%[4]dxf32>) -> tensor<1x%[3]dx%[4]dx%[1]dxf32>
    %%zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%ft = tosa.transpose %%wt {perms = array<i32: 0, 2, 3, 1>} : (tensor<%[2]dx%[1]dx1x1xf32>) -> tensor<%[2]dx1x1x%[1]dxf32>
    %%yt = tosa.conv2d %%xt, %%ft, %%b, %%zp, %%zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x%[3]dx%[4]dx%[1]dxf32>, tensor<%[2]dx1x1x%[1]dxf32>, tensor<%[2]dxf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x%[3]dx%[4]dx%[2]dxf32>
    %%y = tosa.transpose %%yt {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x%[3]dx%[4]dx%[2]dxf32>) -> %[5]s
    %%shape = tosa.const_shape {values = dense<1> : tensor<4xindex>} : () -> !tosa.shape<4>
%[6]s
    return %%r : %[5]s
  }
}`, c, f, h, w, y, strings.ReplaceAll(ops, "T", y))
}

// splat is the text of a splat bound %name, a scalar constant reshaped
// to rank 4 as the compiler emits ONNX Clip's bounds.
func splat(name string, v float32) string {
	return fmt.Sprintf(`    %%%[1]s0 = "tosa.const"() <{values = dense<%[2]s> : tensor<f32>}> : () -> tensor<f32>
    %%%[1]s = tosa.reshape %%%[1]s0, %%shape : (tensor<f32>, !tosa.shape<4>) -> tensor<1x1x1x1xf32>
`, name, f32Text(v))
}

// TestFuseClamps rewrites maximum-minimum pairs with constant bounds into
// clamps where it may (and only there), and checks that the kernels
// compute the same bits with and without the rewrite, and what a float64
// reference computes, on random data with NaNs and signed zeros.
func TestFuseClamps(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	lo, hi := -float32(r.IntN(3)), 1+float32(r.IntN(8))
	clip := func(v float64) float64 { return math.Min(math.Max(v, float64(lo)), float64(hi)) }
	for _, tt := range []struct {
		name  string
		ops   string
		fused int
		ref   func(float64) float64
	}{
		{"relu6", splat("lo", lo) + splat("hi", hi) + `    %m = tosa.maximum %y, %lo : (T, tensor<1x1x1x1xf32>) -> T
    %r = tosa.minimum %m, %hi : (T, tensor<1x1x1x1xf32>) -> T`, 1, clip},
		{"bounds_first", splat("lo", lo) + splat("hi", hi) + `    %m = tosa.maximum %lo, %y : (tensor<1x1x1x1xf32>, T) -> T
    %r = tosa.minimum %hi, %m : (tensor<1x1x1x1xf32>, T) -> T`, 1, clip},
		{"reversed_bounds", splat("lo", hi) + splat("hi", lo) + `    %m = tosa.maximum %y, %lo : (T, tensor<1x1x1x1xf32>) -> T
    %r = tosa.minimum %m, %hi : (T, tensor<1x1x1x1xf32>) -> T`, 0, func(v float64) float64 { return math.Min(math.Max(v, float64(hi)), float64(lo)) }},
		{"max_used_twice", splat("lo", lo) + splat("hi", hi) + `    %m = tosa.maximum %y, %lo : (T, tensor<1x1x1x1xf32>) -> T
    %n = tosa.minimum %m, %hi : (T, tensor<1x1x1x1xf32>) -> T
    %r = tosa.add %n, %m : (T, T) -> T`, 0, func(v float64) float64 { return float64(float32(clip(v) + math.Max(v, float64(lo)))) }},
		{"min_of_tensor", splat("lo", lo) + `    %m = tosa.maximum %y, %lo : (T, tensor<1x1x1x1xf32>) -> T
    %r = tosa.minimum %m, %y : (T, T) -> T`, 0, func(v float64) float64 { return math.Min(math.Max(v, float64(lo)), v) }},
		{"two_clips", splat("lo", lo) + splat("hi", hi) + splat("lo2", lo+0.5) + `    %m = tosa.maximum %y, %lo : (T, tensor<1x1x1x1xf32>) -> T
    %n = tosa.minimum %m, %hi : (T, tensor<1x1x1x1xf32>) -> T
    %m2 = tosa.maximum %n, %lo2 : (T, tensor<1x1x1x1xf32>) -> T
    %r = tosa.minimum %m2, %hi : (T, tensor<1x1x1x1xf32>) -> T`, 2, func(v float64) float64 {
			return math.Min(math.Max(clip(v), float64(lo)+0.5), float64(hi))
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c, f, h, wd := 1+r.IntN(20), 1+r.IntN(40), 1+r.IntN(9), 1+r.IntN(40)
			src := clipKernel(c, f, h, wd, tt.ops)
			m, err := w.ctx.ParseString(src)
			if err != nil {
				t.Fatal(err)
			}
			n, err := fuseClamps(m)
			m.Close()
			if err != nil || n != tt.fused {
				t.Fatalf("fuseClamps = %d, %v; want %d", n, err, tt.fused)
			}
			x, wt, b := make([]float32, c*h*wd), gputest.RandFloats(r, f*c), gputest.RandFloats(r, f)
			for i := range x {
				switch r.IntN(64) {
				case 0:
					x[i] = float32(math.NaN())
				case 1:
					x[i] = float32(math.Copysign(0, -1))
				default:
					x[i] = float32(r.NormFloat64() * 4)
				}
			}
			var outs [][]float32
			for _, fuse := range []bool{true, false} {
				st := HostTOSAStages()
				st.FuseClamps = fuse
				m, err := w.ctx.ParseString(src)
				if err != nil {
					t.Fatal(err)
				}
				so, err := w.compileParsed(context.Background(), m, st, SourceTOSA, DefaultHostSchedule(lib.HostTarget()), nil, PhaseTimes{}, phaseClock{})
				m.Close()
				if err != nil {
					t.Fatal(err)
				}
				bufs := gputest.Buffers(t, len(x), len(wt), len(b), f*h*wd)
				copy(bufs[0], x)
				copy(bufs[1], wt)
				copy(bufs[2], b)
				if err := hostkernel.Load(t, so, "clip").Call(gputest.Ptrs(bufs...)...); err != nil {
					t.Fatal(err)
				}
				outs = append(outs, bufs[3])
			}
			for i := range outs[0] {
				if math.Float32bits(outs[0][i]) != math.Float32bits(outs[1][i]) {
					t.Fatalf("y[%d] = %v fused, %v not", i, outs[0][i], outs[1][i])
				}
			}
			for o := range f {
				for p := range h * wd {
					v, mag := float64(b[o]), math.Abs(float64(b[o]))
					for k := range c {
						v += float64(x[k*h*wd+p]) * float64(wt[o*c+k])
						mag += math.Abs(float64(x[k*h*wd+p]) * float64(wt[o*c+k]))
					}
					want, got := tt.ref(v), float64(outs[0][o*h*wd+p])
					tol := 4*float64(c+2)*0x1p-24*mag + 0x1p-22*math.Abs(want)
					if math.IsNaN(want) != math.IsNaN(got) || !math.IsNaN(want) && !(math.Abs(got-want) <= tol) {
						t.Fatalf("y[%d,%d] = %v, want %v", o, p, got, want)
					}
				}
			}
		})
	}
}
