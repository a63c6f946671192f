package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// dwNCHW is an ONNX depthwise convolution on an NCHW input x [n,c,h,w]
// with an ONNX filter [c,1,kh,kw] and a bias, as the compiler emits it
// (layout changes around a tosa.depthwise_conv2d), then optionally a Clip
// to [0, 6].
type dwNCHW struct {
	n, c, h, w, kh, kw, sh, sw, dh, dw, pt, pb, pl, pr int
	clip                                               bool
}

func (d dwNCHW) out() (int, int) {
	return (d.h+d.pt+d.pb-d.dh*(d.kh-1)-1)/d.sh + 1, (d.w+d.pl+d.pr-d.dw*(d.kw-1)-1)/d.sw + 1
}

func (d dwNCHW) kernel() string {
	oh, ow := d.out()
	x := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, d.c, d.h, d.w)
	xt := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, d.h, d.w, d.c)
	f := fmt.Sprintf("tensor<%dx1x%dx%dxf32>", d.c, d.kh, d.kw)
	ft := fmt.Sprintf("tensor<%dx%dx%dx1xf32>", d.kh, d.kw, d.c)
	yt := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, oh, ow, d.c)
	y := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, d.c, oh, ow)
	ret := "%v"
	clip := ""
	if d.clip {
		clip = fmt.Sprintf("    %%cl = tosa.clamp %%v {min_val = 0.000000e+00 : f32, max_val = 6.000000e+00 : f32} : (%s) -> %s\n", y, y)
		ret = "%cl"
	}
	return fmt.Sprintf(`module {
  func.func @dw(%%x: %[1]s, %%f: %[3]s, %%b: tensor<%[7]dxf32>) -> %[6]s {
    %%xt = tosa.transpose %%x {perms = array<i32: 0, 2, 3, 1>} : (%[1]s) -> %[2]s
    %%ft = tosa.transpose %%f {perms = array<i32: 2, 3, 0, 1>} : (%[3]s) -> %[4]s
    %%zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%yt = tosa.depthwise_conv2d %%xt, %%ft, %%b, %%zp, %%zp {acc_type = f32, dilation = array<i64: %[8]d, %[9]d>, pad = array<i64: %[10]d, %[11]d, %[12]d, %[13]d>, stride = array<i64: %[14]d, %[15]d>} : (%[2]s, %[4]s, tensor<%[7]dxf32>, tensor<1xf32>, tensor<1xf32>) -> %[5]s
    %%v = tosa.transpose %%yt {perms = array<i32: 0, 3, 1, 2>} : (%[5]s) -> %[6]s
%[16]s    return %[17]s : %[6]s
  }
}`, x, xt, f, ft, yt, y, d.c, d.dh, d.dw, d.pt, d.pb, d.pl, d.pr, d.sh, d.sw, clip, ret)
}

// reference returns the result in float64 and the sum of the magnitudes
// of its terms.
func (d dwNCHW) reference(x, f, b []float32) (want, mag []float64) {
	oh, ow := d.out()
	want, mag = make([]float64, d.n*d.c*oh*ow), make([]float64, d.n*d.c*oh*ow)
	for n := range d.n {
		for c := range d.c {
			for i := range oh {
				for j := range ow {
					v, a := float64(b[c]), math.Abs(float64(b[c]))
					for u := range d.kh {
						for q := range d.kw {
							iy, ix := i*d.sh+u*d.dh-d.pt, j*d.sw+q*d.dw-d.pl
							if iy < 0 || iy >= d.h || ix < 0 || ix >= d.w {
								continue
							}
							t := float64(x[((n*d.c+c)*d.h+iy)*d.w+ix]) * float64(f[(c*d.kh+u)*d.kw+q])
							v, a = v+t, a+math.Abs(t)
						}
					}
					if d.clip {
						v = math.Max(math.Min(v, 6), 0)
					}
					k := ((n*d.c+c)*oh+i)*ow + j
					want[k], mag[k] = v, a
				}
			}
		}
	}
	return want, mag
}

// TestDepthwiseNCHW compiles NCHW depthwise convolutions (3x3 and 5x5,
// row strides 1 and 2, dilation 2, pads or none, widths that fill no
// vector, small planes the kernel flattens, rows of 1 to 8 vectors
// (several a pass where short),
// batches of 1 and 2, column strides 1 and 2, with Clip or not)
// with each depthwise micro-kernel: they become calls of the NCHW kernel
// with no transpose, pad copy, fill or elementwise pass left (one
// parallel loop: one phase); a column stride of 3 keeps the NHWC kernel.
// Where this CPU has the kernel's features each computes, on random
// data, the float64 result within rounding, and the same bytes in its
// phases on 2 and 3 threads.
func TestDepthwiseNCHW(t *testing.T) {
	lib := gputest.OpenLib(t)
	features := lib.HostTarget().Features
	tests := []struct {
		d    dwNCHW
		nchw bool
	}{
		{dwNCHW{n: 1, c: 32, h: 28, w: 28, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}, true},
		{dwNCHW{n: 1, c: 144, h: 56, w: 56, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}, true},
		{dwNCHW{n: 2, c: 5, h: 9, w: 35, kh: 3, kw: 3, sh: 2, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, true},
		{dwNCHW{n: 1, c: 7, h: 13, w: 13, kh: 5, kw: 5, sh: 1, sw: 1, dh: 1, dw: 1, pt: 2, pb: 2, pl: 2, pr: 2, clip: true}, true},
		{dwNCHW{n: 1, c: 9, h: 11, w: 150, kh: 3, kw: 3, sh: 1, sw: 1, dh: 2, dw: 2, pt: 2, pb: 2, pl: 2, pr: 2}, true},
		{dwNCHW{n: 1, c: 6, h: 8, w: 10, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1}, true},
		{dwNCHW{n: 1, c: 16, h: 14, w: 14, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pl: 1, clip: true}, true},
		{dwNCHW{n: 1, c: 96, h: 112, w: 112, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pl: 1, clip: true}, true},
		{dwNCHW{n: 2, c: 3, h: 9, w: 37, kh: 3, kw: 3, sh: 1, sw: 2, dh: 1, dw: 2, pt: 2, pb: 2, pl: 2, pr: 2}, true},
		// Small planes, flattened where a call has 4 whole planes (many
		// channels: a call is 1/256 of the rows): 4 at a time, across
		// batches, the rest a row at a time; dilation, 5x5. Fewer
		// channels, a plane of more masks than the table: rows.
		{dwNCHW{n: 2, c: 515, h: 4, w: 5, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}, true},
		{dwNCHW{n: 1, c: 1100, h: 5, w: 6, kh: 3, kw: 3, sh: 1, sw: 1, dh: 2, dw: 2, pt: 2, pb: 2, pl: 2, pr: 2}, true},
		{dwNCHW{n: 1, c: 1030, h: 6, w: 8, kh: 5, kw: 5, sh: 1, sw: 1, dh: 1, dw: 1, pt: 2, pb: 2, pl: 2, pr: 2, clip: true}, true},
		{dwNCHW{n: 2, c: 7, h: 7, w: 7, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}, true},
		{dwNCHW{n: 1, c: 6, h: 30, w: 3, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, true},
		{dwNCHW{n: 1, c: 1100, h: 60, w: 8, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, true},
		// 3x3 planes of rows of 9 to 16 lanes, flattened with the
		// caller's masks: two whole planes a pass (an odd channel count:
		// one alone, across batches), a call's runs of a plane's rows
		// that start and end on a vector (4 rows of 12: 3 vectors; the
		// others a row at a time), pads on one side only.
		{dwNCHW{n: 1, c: 600, h: 14, w: 14, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}, true},
		{dwNCHW{n: 2, c: 37, h: 12, w: 12, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}, true},
		{dwNCHW{n: 2, c: 301, h: 10, w: 11, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 2, pb: 0, pl: 0, pr: 2}, true},
		{dwNCHW{n: 1, c: 300, h: 16, w: 16, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, true},
		// Rows of 3 vectors (one a pass) and 4 (two a pass), an odd row
		// count.
		{dwNCHW{n: 1, c: 6, h: 40, w: 40, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}, true},
		{dwNCHW{n: 1, c: 3, h: 9, w: 50, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, true},
		{dwNCHW{n: 1, c: 4, h: 6, w: 6, kh: 3, kw: 3, sh: 1, sw: 3, dh: 1, dw: 1, pt: 0, pb: 0, pl: 0, pr: 0}, false},
	}
	pools := testPools(t, 2, 3)
	phased := 0
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, k := range dwSchedules() {
		kern := dwNCHWKernelOf(k.sched.Depthwise)
		native := true
		for _, f := range k.features {
			native = native && hasFeature(features, f)
		}
		for _, tt := range tests {
			d := tt.d
			name := fmt.Sprintf("%s %+v", kern.name, d)
			src := d.kernel()
			ir := scheduledIR(t, w, src, k.sched, name)
			calls := strings.Contains(ir, "call @"+dwNCHWSymbol(kern)+"(")
			if calls != tt.nchw {
				t.Fatalf("%s: NCHW kernel calls %v, want %v:\n%s", name, calls, tt.nchw, ir)
			}
			if tt.nchw {
				// The 3x3 flattened planes' masks: a module constant where
				// the kernel takes the shape so.
				oh, ow := d.out()
				_, masks := dwNCHWMasks(int64(kern.lanes), int64(d.h), int64(d.w), int64(oh), int64(ow), int64(d.kh), int64(d.kw),
					[2]int64{int64(d.sh), int64(d.sw)}, [2]int64{int64(d.dh), int64(d.dw)}, int64(d.pt), int64(d.pl))
				if got := strings.Contains(ir, "@__mgx_dwnchw_masks_"); got != masks {
					t.Fatalf("%s: a mask table %v, want %v:\n%s", name, got, masks, ir)
				}
				for _, left := range []string{"linalg.", "transpose", "memref.copy", "scf.for", "memref.alloc"} {
					if strings.Contains(ir, left) {
						t.Fatalf("%s: a %s is left beside the calls:\n%s", name, left, ir)
					}
				}
			}
			if !native {
				t.Logf("%s: this CPU lacks %v: not run", name, k.features)
				continue
			}
			oh, ow := d.out()
			in := gputest.Buffers(t, d.n*d.c*d.h*d.w, d.c*d.kh*d.kw, d.c)
			for _, b := range in {
				gputest.Fill(r, b)
			}
			if d.clip {
				for i := range in[2] {
					in[2][i] *= 12
				}
			}
			so, err := w.compile(context.Background(), []byte(src), SourceTOSA, k.sched, nil)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			out := gputest.Buffers(t, d.n*d.c*oh*ow)[0]
			for i := range out {
				out[i] = float32(math.NaN())
			}
			fn := hostkernel.Load(t, so, "dw")
			if err := fn.Call(gputest.Ptrs(append(in, out)...)...); err != nil {
				t.Fatal(err)
			}
			want, mag := d.reference(in[0], in[1], in[2])
			checkContraction(t, name, out, want, mag, d.kh*d.kw+1)
			if !tt.nchw || fn.Phases() == 0 {
				continue
			}
			if fn.Phases() > 1 {
				t.Fatalf("%s: %d phases, want 1", name, fn.Phases())
			}
			phased++
			phasesMatchWhole(t, name, fn, pools, append(in, out), slices.Clone(out))
		}
	}
	if phased == 0 && hasFeature(features, "avx2") {
		t.Fatal("no convolution was split into phases: the thread-count check did not run")
	}
}

// TestDWNCHWMasks checks the 3x3 flattened planes' mask table on a 3x11
// plane (pads 1: the 16-lane vectors span rows) against the taps' input
// pixels, and the shapes it declines.
func TestDWNCHWMasks(t *testing.T) {
	one, two := [2]int64{1, 1}, [2]int64{2, 2}
	tab, ok := dwNCHWMasks(16, 3, 11, 3, 11, 3, 3, one, one, 1, 1)
	if !ok || len(tab) != 3*9 {
		t.Fatalf("3x11: %d masks, %v; want 27", len(tab), ok)
	}
	// Vector 1 holds pixels 16..31: lane 0 is (1, 5), lane 6 (1, 11 -> 2, 0), lane 15 (2, 9).
	for _, c := range []struct {
		q, t, lane int
		on         bool
	}{
		{0, 0, 0, false}, {0, 4, 0, true}, {0, 8, 0, true}, {0, 3, 0, false}, {0, 3, 1, true},
		{1, 3, 6, false}, {1, 5, 5, false}, {1, 4, 15, true}, {1, 7, 15, false}, {1, 1, 6, true},
		{2, 4, 0, true}, {2, 4, 1, false}, {2, 0, 0, true}, {2, 2, 0, false},
	} {
		if got := tab[c.q*9+c.t]>>c.lane&1 == 1; got != c.on {
			t.Errorf("3x11 vector %d tap %d lane %d: on %v, want %v", c.q, c.t, c.lane, got, c.on)
		}
	}
	for _, c := range []struct {
		name                string
		lanes, h, w, oh, ow int64
		kh, kw              int64
		st, dl              [2]int64
	}{
		{"AVX2", 8, 14, 14, 14, 14, 3, 3, one, one},
		{"7x7", 16, 7, 7, 7, 7, 3, 3, one, one},
		{"28x28", 16, 28, 28, 28, 28, 3, 3, one, one},
		{"5x5", 16, 14, 14, 14, 14, 5, 5, one, one},
		{"stride 2", 16, 14, 14, 7, 7, 3, 3, two, one},
		{"dilation 2", 16, 14, 14, 14, 14, 3, 3, one, two},
		{"OW < W", 16, 14, 14, 12, 12, 3, 3, one, one},
	} {
		if _, ok := dwNCHWMasks(c.lanes, c.h, c.w, c.oh, c.ow, c.kh, c.kw, c.st, c.dl, 1, 1); ok {
			t.Errorf("%s: a mask table, want none", c.name)
		}
	}
}
