package host

import (
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"

	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/mlirc"
)

func TestHostScheduleValidate(t *testing.T) {
	tests := []struct {
		s    HostSchedule
		want string // "" = valid
	}{
		{HostSchedule{}, ""},
		{HostSchedule{Name: "x", MicroM: 1, MicroN: 1}, ""},
		{HostSchedule{Name: "x", MicroM: 6, MicroN: 16, CacheN: 64, CacheK: 256}, ""},
		{HostSchedule{CacheN: 64}, "cache tile without a register tile"},
		{HostSchedule{PackB: true}, "cache tile without a register tile"},
		{HostSchedule{Name: "x", MicroM: 6, MicroN: 16, CacheK: 256, PackB: true}, "packing B needs both"},
		{HostSchedule{Name: "x", MicroM: 6, MicroN: 16, CacheN: 16, CacheK: 256, PackB: true}, ""},
		{HostSchedule{Name: "x", MicroM: 0, MicroN: 16}, "register tile dims"},
		{HostSchedule{Name: "x", MicroM: -1, MicroN: 16}, "register tile dims"},
		{HostSchedule{Name: "x", MicroM: 65, MicroN: 1}, "register tile dims"},
		{HostSchedule{Name: "x", MicroM: 64, MicroN: 64}, "exceeds"},
		{HostSchedule{Name: "x", MicroM: 6, MicroN: 16, CacheK: -1}, "cache tile dims"},
		{HostSchedule{Name: "x", MicroM: 6, MicroN: 16, CacheN: 1 << 20}, "cache tile dims"},
		{HostSchedule{MicroM: 6, MicroN: 16}, "name"},
		{HostSchedule{Name: "a:b", MicroM: 6, MicroN: 16}, "name"},
		{HostSchedule{Conv32: "fma512"}, "cache tile without a register tile"},
		{HostSchedule{Name: "x", MicroM: 6, MicroN: 16, Conv32: "fma512"}, ""},
		{HostSchedule{Name: "x", MicroM: 6, MicroN: 16, Conv32: "sse"}, "no float32 micro-kernel"},
	}
	for _, tt := range tests {
		err := tt.s.Validate()
		if tt.want == "" && err != nil {
			t.Errorf("%+v: %v", tt.s, err)
		}
		if tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%+v: error %v, want %q", tt.s, err, tt.want)
		}
	}
	for _, s := range HostSchedules() {
		if err := s.Validate(); err != nil {
			t.Errorf("default schedule %s: %v", s, err)
		}
	}
}

func TestDefaultHostSchedule(t *testing.T) {
	tests := []struct{ features, want string }{
		{"+sse2,+avx,+avx2,+fma,-avx512f", "avx2:madd256"},
		{"+sse2,+avx,-avx2", "avx2"},
		{"+avx2,+avx512f,+avx512bw", "avx512:madd256:fma512"},
		{"+avx2,+avx512f,+avx512bw,+avx512vnni", "avx512:vnni512:fma512"},
		{"+avx2,+avx512f,+avxvnni,+avx512vnni", "avx512:madd256:fma512"}, // VNNI without BW: no
		{"+sse2,+sse4.2,-avx", "sse"},
		{"+neon", "sse"},
		{"", "sse"},
		{"+avx512fp16,+avx", "avx2"}, // a prefix is not the feature
	}
	for _, tt := range tests {
		got := DefaultHostSchedule(mlirc.TargetOptions{Features: tt.features})
		name := got.Name
		if got.Dot8 != "" {
			name += ":" + got.Dot8
		}
		if got.Conv32 != "" {
			name += ":" + got.Conv32
		}
		if name != tt.want {
			t.Errorf("features %q: schedule %s, want %s", tt.features, got, tt.want)
		}
	}
	for features, want := range map[string]string{
		"+avx2,+fma,+avx512f": "fma512", "+avx512f": "fma512", "+sse2,+avx,+avx2,+fma,-avx512f": "fma256",
		"+avx2,-fma": "", "+avx,+fma,-avx2": "", "+neon": "", "": "",
	} {
		if got := Conv32KernelFor(mlirc.TargetOptions{Features: features}); got != want {
			t.Errorf("features %q: float32 micro-kernel %q, want %q", features, got, want)
		}
	}
	if s := (HostSchedule{}); s.Scheduled() || s.String() != "loops" || s.TransformScript() != "" {
		t.Errorf("the zero schedule schedules: %q %q", s, s.TransformScript())
	}
}

// randomSchedule is a valid schedule with random sizes, small enough that
// random test shapes cross several tiles of every level.
func randomSchedule(r *rand.Rand) HostSchedule {
	s := HostSchedule{Name: "custom", MicroM: 1 + r.IntN(8), MicroN: 1 + r.IntN(24)}
	if r.IntN(3) > 0 {
		s.CacheN = s.MicroN * (1 + r.IntN(4))
	}
	if r.IntN(3) > 0 {
		s.CacheK = 1 + r.IntN(64)
	}
	s.PackB = s.CacheN > 0 && s.CacheK > 0 && r.IntN(2) == 0
	return s
}

func TestHostScheduleScriptsParse(t *testing.T) {
	lib := gputest.OpenLib(t)
	c, err := lib.NewContext()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	scheds := append(HostSchedules(), randomSchedule(r), randomSchedule(r), HostSchedule{Name: "reg", MicroM: 4, MicroN: 8})
	for _, s := range scheds {
		m, err := c.ParseString(s.TransformScript())
		if err != nil {
			t.Fatalf("schedule %s: script does not parse: %v\n%s", s, err, s.TransformScript())
		}
		if err := m.Verify(); err != nil {
			t.Fatalf("schedule %s: %v", s, err)
		}
		m.Close()
	}
}

// bmmKernel is a TOSA kernel shaped like an attention score: a scaled
// batch matmul of rank-4 operands (reshaped to rank 3 for tosa.matmul) plus
// a broadcast bias — a prologue and an epilogue around the contraction.
func bmmKernel(b0, b1, m, k, n int, scale float32) string {
	return fmt.Sprintf(`module {
  func.func @bmm(%%a: tensor<%[1]dx%[2]dx%[3]dx%[4]dxf32>, %%b: tensor<%[1]dx%[2]dx%[4]dx%[5]dxf32>, %%bias: tensor<%[1]dx1x%[3]dx%[5]dxf32>) -> tensor<%[1]dx%[2]dx%[3]dx%[5]dxf32> {
    %%s = "tosa.const"() <{values = dense<%[6]s> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %%sh = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %%as = tosa.mul %%a, %%s, %%sh : (tensor<%[1]dx%[2]dx%[3]dx%[4]dxf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<%[1]dx%[2]dx%[3]dx%[4]dxf32>
    %%s3a = tosa.const_shape {values = dense<[%[7]d, %[3]d, %[4]d]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %%a3 = tosa.reshape %%as, %%s3a : (tensor<%[1]dx%[2]dx%[3]dx%[4]dxf32>, !tosa.shape<3>) -> tensor<%[7]dx%[3]dx%[4]dxf32>
    %%s3b = tosa.const_shape {values = dense<[%[7]d, %[4]d, %[5]d]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %%b3 = tosa.reshape %%b, %%s3b : (tensor<%[1]dx%[2]dx%[4]dx%[5]dxf32>, !tosa.shape<3>) -> tensor<%[7]dx%[4]dx%[5]dxf32>
    %%zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%mm = tosa.matmul %%a3, %%b3, %%zp, %%zp : (tensor<%[7]dx%[3]dx%[4]dxf32>, tensor<%[7]dx%[4]dx%[5]dxf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<%[7]dx%[3]dx%[5]dxf32>
    %%s4 = tosa.const_shape {values = dense<[%[1]d, %[2]d, %[3]d, %[5]d]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %%mm4 = tosa.reshape %%mm, %%s4 : (tensor<%[7]dx%[3]dx%[5]dxf32>, !tosa.shape<4>) -> tensor<%[1]dx%[2]dx%[3]dx%[5]dxf32>
    %%r = tosa.add %%mm4, %%bias : (tensor<%[1]dx%[2]dx%[3]dx%[5]dxf32>, tensor<%[1]dx1x%[3]dx%[5]dxf32>) -> tensor<%[1]dx%[2]dx%[3]dx%[5]dxf32>
    return %%r : tensor<%[1]dx%[2]dx%[3]dx%[5]dxf32>
  }
}`, b0, b1, m, k, n, fmt.Sprintf("%.8e", scale), b0*b1)
}

// linalgMatmulKernel is a linalg.matmul on tensors (what the schedule's
// rank-2 rule handles) with a random accumulator input.
func linalgMatmulKernel(m, k, n int) string {
	return fmt.Sprintf(`module {
  func.func @mm(%%a: tensor<%[1]dx%[2]dxf32>, %%b: tensor<%[2]dx%[3]dxf32>, %%c: tensor<%[1]dx%[3]dxf32>) -> tensor<%[1]dx%[3]dxf32> {
    %%r = linalg.matmul ins(%%a, %%b : tensor<%[1]dx%[2]dxf32>, tensor<%[2]dx%[3]dxf32>) outs(%%c : tensor<%[1]dx%[3]dxf32>) -> tensor<%[1]dx%[3]dxf32>
    return %%r : tensor<%[1]dx%[3]dxf32>
  }
}`, m, k, n)
}

// conv2dKernel is tosa.conv2d (NHWC input, OHWI filter, bias) with the
// given filter size, strides, dilations and padding.
type conv2d struct {
	n, h, w, ci, co, kh, kw, sh, sw, dh, dw, pt, pb, pl, pr int
	elem                                                    string // element type; "" is f32
}

func (c conv2d) out() (int, int) {
	return (c.h+c.pt+c.pb-c.dh*(c.kh-1)-1)/c.sh + 1, (c.w+c.pl+c.pr-c.dw*(c.kw-1)-1)/c.sw + 1
}

func (c conv2d) kernel() string {
	oh, ow := c.out()
	e := c.elem
	if e == "" {
		e = "f32"
	}
	x := fmt.Sprintf("tensor<%dx%dx%dx%dx%s>", c.n, c.h, c.w, c.ci, e)
	f := fmt.Sprintf("tensor<%dx%dx%dx%dx%s>", c.co, c.kh, c.kw, c.ci, e)
	y := fmt.Sprintf("tensor<%dx%dx%dx%dx%s>", c.n, oh, ow, c.co, e)
	return fmt.Sprintf(`module {
  func.func @conv(%%x: %[1]s, %%f: %[2]s, %%b: tensor<%[4]dx%[13]s>) -> %[3]s {
    %%zp = "tosa.const"() <{values = dense<0.0> : tensor<1x%[13]s>}> : () -> tensor<1x%[13]s>
    %%y = tosa.conv2d %%x, %%f, %%b, %%zp, %%zp {acc_type = f32, dilation = array<i64: %[5]d, %[6]d>, pad = array<i64: %[7]d, %[8]d, %[9]d, %[10]d>, stride = array<i64: %[11]d, %[12]d>} : (%[1]s, %[2]s, tensor<%[4]dx%[13]s>, tensor<1x%[13]s>, tensor<1x%[13]s>) -> %[3]s
    return %%y : %[3]s
  }
}`, x, f, y, c.co, c.dh, c.dw, c.pt, c.pb, c.pl, c.pr, c.sh, c.sw, e)
}

// reference returns the convolution in float64 and the sum of the
// magnitudes of its terms.
func (c conv2d) reference(x, f, b []float32) (want, mag []float64) {
	oh, ow := c.out()
	want, mag = make([]float64, c.n*oh*ow*c.co), make([]float64, c.n*oh*ow*c.co)
	for n := range c.n {
		for y := range oh {
			for xx := range ow {
				for o := range c.co {
					sum, abs := float64(b[o]), math.Abs(float64(b[o]))
					for i := range c.kh {
						for j := range c.kw {
							iy, ix := y*c.sh+i*c.dh-c.pt, xx*c.sw+j*c.dw-c.pl
							if iy < 0 || iy >= c.h || ix < 0 || ix >= c.w {
								continue
							}
							for ch := range c.ci {
								v := float64(x[((n*c.h+iy)*c.w+ix)*c.ci+ch]) * float64(f[((o*c.kh+i)*c.kw+j)*c.ci+ch])
								sum += v
								abs += math.Abs(v)
							}
						}
					}
					k := ((n*oh+y)*ow+xx)*c.co + o
					want[k], mag[k] = sum, abs
				}
			}
		}
	}
	return want, mag
}

// checkContraction compares got with want, allowing the rounding error of
// an f32 sum of k products in any order: k ulps of the sum of magnitudes.
func checkContraction(t *testing.T, name string, got []float32, want, mag []float64, k int) {
	t.Helper()
	for i := range want {
		tol := 2*float64(k+2)*0x1p-24*mag[i] + 1e-30
		if d := math.Abs(float64(got[i]) - want[i]); !(d <= tol) {
			t.Fatalf("%s[%d] = %v, want %v (|diff| %g > %g)", name, i, got[i], want[i], d, tol)
		}
	}
}

// checkBMM compiles bmmKernel of the given shape with s and compares it
// with a float64 reference.
func checkBMM(t *testing.T, lib *mlirc.Library, r *rand.Rand, s HostSchedule, b0, b1, m, k, n int) {
	t.Run(fmt.Sprintf("bmm/%s/%dx%dx%dx%dx%d", s, b0, b1, m, k, n), func(t *testing.T) {
		scale := 0.25 + r.Float32()
		so, err := CompileHostSchedule(context.Background(), lib, []byte(bmmKernel(b0, b1, m, k, n, scale)), SourceTOSA, s)
		if err != nil {
			t.Fatalf("%dx%dx%dx%dx%d: %v", b0, b1, m, k, n, err)
		}
		fn := hostkernel.Load(t, so, "bmm")
		B := b0 * b1
		bufs := gputest.Buffers(t, B*m*k, B*k*n, b0*m*n, B*m*n)
		for _, b := range bufs[:3] {
			gputest.Fill(r, b)
		}
		if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
			t.Fatal(err)
		}
		a, bm, bias := bufs[0], bufs[1], bufs[2]
		want, mag := make([]float64, B*m*n), make([]float64, B*m*n)
		for q := range B {
			for i := range m {
				for j := range n {
					var sum, abs float64
					for p := range k {
						v := float64(a[(q*m+i)*k+p]*scale) * float64(bm[(q*k+p)*n+j])
						sum += v
						abs += math.Abs(v)
					}
					bi := float64(bias[((q/b1)*m+i)*n+j])
					want[(q*m+i)*n+j] = sum + bi
					mag[(q*m+i)*n+j] = abs + math.Abs(bi)
				}
			}
		}
		checkContraction(t, fmt.Sprintf("bmm %dx%dx%dx%dx%d", b0, b1, m, k, n), bufs[3], want, mag, k)
	})
}

// TestScheduledContractionsMatchReference compiles contractions of random
// shapes — tiles that do not divide, dims of 1, dims below and above every
// tile, batches — with each default schedule, a random one and none, and
// compares them with a float64 reference.
func TestScheduledContractionsMatchReference(t *testing.T) {
	lib := gputest.OpenLib(t)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	scheds := append(HostSchedules(), randomSchedule(r), HostSchedule{})
	dim := func(maxv int) int {
		if r.IntN(5) == 0 {
			return 1
		}
		return 1 + r.IntN(maxv)
	}
	for _, s := range scheds {
		for _, big := range []bool{false, true} {
			if big && !s.Scheduled() {
				continue
			}
			b0, b1, m, k, n := 1+r.IntN(2), 1+r.IntN(3), dim(40), dim(300), dim(150)
			if big {
				// Big enough for B to be packed, past every cache tile in
				// whole tiles and a rest.
				b0, b1 = 1, 1+r.IntN(2)
				m, k, n = packMinRows*s.MicroM+r.IntN(7), 257+r.IntN(300), packMinPanels*max(s.CacheN, 1)+1+r.IntN(40)
			}
			checkBMM(t, lib, r, s, b0, b1, m, k, n)
		}
		t.Run(fmt.Sprintf("matmul/%s", s), func(t *testing.T) {
			m, k, n := dim(30), dim(100), dim(100)
			so, err := CompileHostSchedule(context.Background(), lib, []byte(linalgMatmulKernel(m, k, n)), SourceTOSA, s)
			if err != nil {
				t.Fatalf("%dx%dx%d: %v", m, k, n, err)
			}
			fn := hostkernel.Load(t, so, "mm")
			bufs := gputest.Buffers(t, m*k, k*n, m*n, m*n)
			for _, b := range bufs[:3] {
				gputest.Fill(r, b)
			}
			// The kernel accumulates into its C argument's buffer (the
			// bufferized outs), so keep the initial C for the reference.
			c := append([]float32(nil), bufs[2]...)
			if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
				t.Fatal(err)
			}
			want, mag := make([]float64, m*n), make([]float64, m*n)
			for i := range m {
				for j := range n {
					sum, abs := float64(c[i*n+j]), math.Abs(float64(c[i*n+j]))
					for p := range k {
						v := float64(bufs[0][i*k+p]) * float64(bufs[1][p*n+j])
						sum += v
						abs += math.Abs(v)
					}
					want[i*n+j], mag[i*n+j] = sum, abs
				}
			}
			checkContraction(t, fmt.Sprintf("matmul %dx%dx%d", m, k, n), bufs[3], want, mag, k)
		})
	}
}

// TestScheduledConvMatchesReference compiles convolutions of random
// shapes, strides, dilations and padding with each default schedule, a
// random one and none, and compares them with a float64 reference.
func TestScheduledConvMatchesReference(t *testing.T) {
	lib := gputest.OpenLib(t)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, s := range append(HostSchedules(), randomSchedule(r), HostSchedule{}) {
		c := conv2d{n: 1 + r.IntN(2), h: 1 + r.IntN(12), w: 1 + r.IntN(20), ci: 1 + r.IntN(9), co: 1 + r.IntN(40),
			kh: 1 + r.IntN(3), kw: 1 + r.IntN(3), sh: 1 + r.IntN(2), sw: 1 + r.IntN(2), dh: 1 + r.IntN(2), dw: 1 + r.IntN(2),
			pt: r.IntN(2), pb: r.IntN(2), pl: r.IntN(2), pr: r.IntN(2)}
		// Keep the window inside the input, and the strides dividing the
		// padded extent as TOSA requires.
		c.h = max(c.h, c.dh*(c.kh-1)+1)
		c.w = max(c.w, c.dw*(c.kw-1)+1)
		for (c.h-1+c.pt+c.pb-c.dh*(c.kh-1))%c.sh != 0 {
			c.h++
		}
		for (c.w-1+c.pl+c.pr-c.dw*(c.kw-1))%c.sw != 0 {
			c.w++
		}
		t.Run(fmt.Sprintf("%s/%+v", s, c), func(t *testing.T) {
			so, err := CompileHostSchedule(context.Background(), lib, []byte(c.kernel()), SourceTOSA, s)
			if err != nil {
				t.Fatal(err)
			}
			fn := hostkernel.Load(t, so, "conv")
			oh, ow := c.out()
			bufs := gputest.Buffers(t, c.n*c.h*c.w*c.ci, c.co*c.kh*c.kw*c.ci, c.co, c.n*oh*ow*c.co)
			for _, b := range bufs[:3] {
				gputest.Fill(r, b)
			}
			if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
				t.Fatal(err)
			}
			want, mag := c.reference(bufs[0], bufs[1], bufs[2])
			checkContraction(t, "conv", bufs[3], want, mag, c.kh*c.kw*c.ci)
		})
	}
}

// halfMatmulKernel is tosa.matmul on 16-bit floats (elem "f16" or "bf16")
// accumulating in f32 and rounding the result back, as lower emits it.
func halfMatmulKernel(elem string, b, m, k, n int) string {
	return fmt.Sprintf(`module {
  func.func @mm(%%a: tensor<%[2]dx%[3]dx%[4]dx%[1]s>, %%b: tensor<%[2]dx%[4]dx%[5]dx%[1]s>) -> tensor<%[2]dx%[3]dx%[5]dx%[1]s> {
    %%zp = "tosa.const"() <{values = dense<0.0> : tensor<1x%[1]s>}> : () -> tensor<1x%[1]s>
    %%c = tosa.matmul %%a, %%b, %%zp, %%zp : (tensor<%[2]dx%[3]dx%[4]dx%[1]s>, tensor<%[2]dx%[4]dx%[5]dx%[1]s>, tensor<1x%[1]s>, tensor<1x%[1]s>) -> tensor<%[2]dx%[3]dx%[5]dxf32>
    %%d = tosa.cast %%c : (tensor<%[2]dx%[3]dx%[5]dxf32>) -> tensor<%[2]dx%[3]dx%[5]dx%[1]s>
    return %%d : tensor<%[2]dx%[3]dx%[5]dx%[1]s>
  }
}`, elem, b, m, k, n)
}

// TestScheduledHalfMatmul compiles f16 and bf16 matmuls (f32
// accumulation) with the default schedule and none, and compares both with
// a float64 reference rounded to the 16-bit type.
func TestScheduledHalfMatmul(t *testing.T) {
	lib := gputest.OpenLib(t)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	types := []struct {
		elem     string
		enc      func(float32) uint16
		dec      func(uint16) float32
		mantissa int // explicit mantissa bits
	}{
		{"f16", graph.Float32ToFloat16, graph.Float16ToFloat32, 10},
		{"bf16", graph.Float32ToBFloat16, graph.BFloat16ToFloat32, 7},
	}
	for _, ty := range types {
		for _, s := range []HostSchedule{DefaultHostSchedule(lib.HostTarget()), {}} {
			t.Run(ty.elem+"/"+s.String(), func(t *testing.T) {
				b, m, k, n := 1+r.IntN(2), 1+r.IntN(20), 1+r.IntN(70), 1+r.IntN(40)
				if s.PackB { // big enough for B to be packed
					m, n = packMinRows*s.MicroM+r.IntN(5), packMinPanels*s.CacheN+r.IntN(20)
				}
				so, err := CompileHostSchedule(context.Background(), lib, []byte(halfMatmulKernel(ty.elem, b, m, k, n)), SourceTOSA, s)
				if err != nil {
					t.Fatalf("%dx%dx%dx%d: %v", b, m, k, n, err)
				}
				fn := hostkernel.Load(t, so, "mm")
				// float32 buffers hold the 16-bit ones (twice the room).
				bufs := gputest.Buffers(t, b*m*k, b*k*n, b*m*n)
				half := func(f []float32, n int) []uint16 { return unsafe.Slice((*uint16)(unsafe.Pointer(&f[0])), n) }
				a, bm, out := half(bufs[0], b*m*k), half(bufs[1], b*k*n), half(bufs[2], b*m*n)
				for _, x := range [][]uint16{a, bm} {
					for i := range x {
						x[i] = ty.enc(float32(r.NormFloat64()))
					}
				}
				if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
					t.Fatal(err)
				}
				for q := range b {
					for i := range m {
						for j := range n {
							var sum, mag float64
							for p := range k {
								v := float64(ty.dec(a[(q*m+i)*k+p])) * float64(ty.dec(bm[(q*k+p)*n+j]))
								sum += v
								mag += math.Abs(v)
							}
							got := float64(ty.dec(out[(q*m+i)*n+j]))
							// One rounding to the 16-bit type, plus f32 accumulation.
							tol := math.Abs(sum)*math.Ldexp(1, -ty.mantissa) + 2*float64(k+2)*0x1p-24*mag + 1e-30
							if d := math.Abs(got - sum); !(d <= tol) {
								t.Fatalf("%dx%dx%dx%d [%d,%d,%d] = %v, want %v (|diff| %g > %g)", b, m, k, n, q, i, j, got, sum, d, tol)
							}
						}
					}
				}
			})
		}
	}
}

// TestScheduledHalfConv compiles an f16 convolution (f32 accumulation)
// with the default schedule and none and compares both with a float64
// reference rounded to f16.
func TestScheduledHalfConv(t *testing.T) {
	lib := gputest.OpenLib(t)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, s := range []HostSchedule{DefaultHostSchedule(lib.HostTarget()), {}} {
		c := conv2d{n: 1, h: 3 + 2*r.IntN(5), w: 3 + 2*r.IntN(8), ci: 1 + r.IntN(6), co: 1 + r.IntN(30), kh: 3, kw: 3, sh: 1, sw: 2, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, elem: "f16"}
		t.Run(fmt.Sprintf("%s/%+v", s, c), func(t *testing.T) {
			so, err := CompileHostSchedule(context.Background(), lib, []byte(c.kernel()), SourceTOSA, s)
			if err != nil {
				t.Fatal(err)
			}
			fn := hostkernel.Load(t, so, "conv")
			oh, ow := c.out()
			sizes := []int{c.n * c.h * c.w * c.ci, c.co * c.kh * c.kw * c.ci, c.co, c.n * oh * ow * c.co}
			bufs := gputest.Buffers(t, sizes...)
			half := make([][]uint16, 4)
			wide := make([][]float32, 3)
			for i, b := range bufs {
				half[i] = unsafe.Slice((*uint16)(unsafe.Pointer(&b[0])), sizes[i])
				if i < 3 {
					wide[i] = make([]float32, sizes[i])
					for j := range half[i] {
						half[i][j] = graph.Float32ToFloat16(float32(r.NormFloat64()))
						wide[i][j] = graph.Float16ToFloat32(half[i][j])
					}
				}
			}
			if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
				t.Fatal(err)
			}
			want, mag := c.reference(wide[0], wide[1], wide[2])
			for i := range want {
				got := float64(graph.Float16ToFloat32(half[3][i]))
				tol := math.Abs(want[i])*0x1p-10 + 2*float64(c.kh*c.kw*c.ci+2)*0x1p-24*mag[i] + 1e-30
				if d := math.Abs(got - want[i]); !(d <= tol) {
					t.Fatalf("conv[%d] = %v, want %v (|diff| %g > %g)", i, got, want[i], d, tol)
				}
			}
		})
	}
}

// TestScheduleVectorizes checks that a scheduled contraction reaches the
// LLVM dialect as vector FMAs of the register tile's width, and an
// unscheduled one as scalar code.
func TestScheduleVectorizes(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, tt := range []struct {
		name string
		src  string
		s    HostSchedule
	}{
		{"bmm", bmmKernel(1, 2, 37, 70, 45, 0.5), HostSchedule{Name: "a", MicroM: 6, MicroN: 16, CacheN: 32, CacheK: 64}},
		{"bmm", bmmKernel(1, 2, 37, 70, 45, 0.5), HostSchedule{Name: "p", MicroM: 6, MicroN: 16, CacheN: 16, CacheK: 32, PackB: true}},
		{"conv", conv2d{n: 1, h: 9, w: 13, ci: 3, co: 20, kh: 3, kw: 3, sh: 1, sw: 2, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}.kernel(),
			HostSchedule{Name: "c", MicroM: 3, MicroN: 16}},
		{"bmm", bmmKernel(1, 2, 37, 70, 45, 0.5), HostSchedule{Name: "b", MicroM: 4, MicroN: 8}},
		{"bmm", bmmKernel(1, 2, 37, 70, 45, 0.5), HostSchedule{}},
		{"conv", conv2d{n: 1, h: 5, w: 5, ci: 2, co: 8, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1}.kernel(), HostSchedule{}},
	} {
		s := tt.s
		m, err := w.ctx.ParseString(tt.src)
		if err != nil {
			t.Fatal(err)
		}
		if err := w.lower(m, HostTOSAStages(), s); err != nil {
			t.Fatalf("%s, schedule %s: %v", tt.name, s, err)
		}
		ir := m.String()
		m.Close()
		// vector.contract lowers to vector.fma, i.e. llvm.intr.fmuladd
		// (fused where the target has FMA), one per vector of C.
		vec := fmt.Sprintf("vector<%dxf32>", s.MicroN)
		fmas := 0
		for l := range strings.Lines(ir) {
			if strings.Contains(l, "llvm.intr.fmuladd") && strings.Contains(l, vec) {
				fmas++
			}
		}
		if s.Scheduled() && fmas == 0 {
			t.Errorf("%s, schedule %s: no llvm.intr.fmuladd on %s in the LLVM dialect", tt.name, s, vec)
		}
		if !s.Scheduled() && strings.Contains(ir, "vector<") {
			t.Errorf("%s: unscheduled kernel has vectors", tt.name)
		}
	}
	// Packing shows at the tensor level as linalg.copy into new buffers,
	// only for matmuls big enough.
	pack := HostSchedule{Name: "p", MicroM: 2, MicroN: 8, CacheN: 8, CacheK: 16, PackB: true}
	for _, tt := range []struct {
		src  string
		want bool
	}{
		{bmmKernel(1, 1, packMinRows*pack.MicroM, 20, packMinPanels*pack.CacheN, 1), true},
		{bmmKernel(1, 1, packMinRows*pack.MicroM-1, 20, packMinPanels*pack.CacheN, 1), false},
		{bmmKernel(1, 1, packMinRows*pack.MicroM, 20, packMinPanels*pack.CacheN-1, 1), false},
	} {
		m, err := w.ctx.ParseString(tt.src)
		if err != nil {
			t.Fatal(err)
		}
		if err := w.lower(m, HostStages{Before: TOSAToLinalgPipeline(), Scheduled: true, After: []string{"canonicalize"}}, pack); err != nil {
			t.Fatal(err)
		}
		if got := strings.Contains(m.String(), "linalg.copy"); got != tt.want {
			t.Errorf("packed B (linalg.copy) %v, want %v:\n%s", got, tt.want, m.String())
		}
		m.Close()
	}
	// The worker keeps the script of the last schedule only.
	if w.sched.Name != "p" || w.script == nil {
		t.Errorf("worker holds the script of %s", w.sched)
	}
}
