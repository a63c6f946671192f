package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// dwconv is a float32 tosa.depthwise_conv2d: x NHWC, w [KH,KW,C,M], bias
// [C*M], output channel c*M+m reading input channel c.
type dwconv struct {
	n, h, w, c, m, kh, kw, sh, sw, dh, dw, pt, pb, pl, pr int
}

func (d dwconv) out() (int, int) {
	return (d.h+d.pt+d.pb-d.dh*(d.kh-1)-1)/d.sh + 1, (d.w+d.pl+d.pr-d.dw*(d.kw-1)-1)/d.sw + 1
}

func (d dwconv) kernel() string {
	oh, ow := d.out()
	x := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, d.h, d.w, d.c)
	f := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.kh, d.kw, d.c, d.m)
	y := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, oh, ow, d.c*d.m)
	return fmt.Sprintf(`module {
  func.func @dw(%%x: %[1]s, %%f: %[2]s, %%b: tensor<%[4]dxf32>) -> %[3]s {
    %%zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%y = tosa.depthwise_conv2d %%x, %%f, %%b, %%zp, %%zp {acc_type = f32, dilation = array<i64: %[5]d, %[6]d>, pad = array<i64: %[7]d, %[8]d, %[9]d, %[10]d>, stride = array<i64: %[11]d, %[12]d>} : (%[1]s, %[2]s, tensor<%[4]dxf32>, tensor<1xf32>, tensor<1xf32>) -> %[3]s
    return %%y : %[3]s
  }
}`, x, f, y, d.c*d.m, d.dh, d.dw, d.pt, d.pb, d.pl, d.pr, d.sh, d.sw)
}

// reference returns the convolution in float64 and the sum of the
// magnitudes of its terms.
func (d dwconv) reference(x, f, b []float32) (want, mag []float64) {
	oh, ow := d.out()
	co := d.c * d.m
	want, mag = make([]float64, d.n*oh*ow*co), make([]float64, d.n*oh*ow*co)
	for n := range d.n {
		for y := range oh {
			for xx := range ow {
				for o := range co {
					c, m := o/d.m, o%d.m
					sum, abs := float64(b[o]), math.Abs(float64(b[o]))
					for i := range d.kh {
						for j := range d.kw {
							iy, ix := y*d.sh+i*d.dh-d.pt, xx*d.sw+j*d.dw-d.pl
							if iy < 0 || iy >= d.h || ix < 0 || ix >= d.w {
								continue
							}
							v := float64(x[((n*d.h+iy)*d.w+ix)*d.c+c]) * float64(f[((i*d.kw+j)*d.c+c)*d.m+m])
							sum += v
							abs += math.Abs(v)
						}
					}
					k := ((n*oh+y)*ow+xx)*co + o
					want[k], mag[k] = sum, abs
				}
			}
		}
	}
	return want, mag
}

// dwSchedules are the schedules of each depthwise micro-kernel, the
// features it needs and the FMA on its registers.
func dwSchedules() []struct {
	sched    HostSchedule
	features []string
	insn     string // a regexp of the FMA on its registers
} {
	return []struct {
		sched    HostSchedule
		features []string
		insn     string
	}{
		{HostSchedules()[0], []string{"avx512f"}, `vfmadd\d+ps\t[^\n]*%zmm`},
		{HostSchedules()[2], []string{"avx2", "fma"}, `vfmadd\d+ps\t[^\n]*%ymm`},
	}
}

// TestDepthwiseF32 compiles float32 depthwise convolutions with each
// depthwise micro-kernel's schedule: each becomes calls of the kernel
// inside an scf.parallel (on every machine: the replacement is IR) reading
// the unpadded input (the padded copy is gone), which a
// big one's phase entry splits; where this CPU has the kernel's features
// the object holds its FMAs (vector ones without a multiplier) and computes, on random data with 3x3
// and 5x5 filters, strides 1 and 2, asymmetric pads, dilation 2, a channel
// multiplier of 2 and channel counts and widths that are not multiples of
// the vector or the register tile, the convolution within rounding of a
// float64 loop, and the same bytes whole and through its phases on 2 and 3
// threads.
func TestDepthwiseF32(t *testing.T) {
	lib := gputest.OpenLib(t)
	features := lib.HostTarget().Features
	pools := testPools(t, 2, 3)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	tests := []struct {
		d      dwconv
		phased bool
	}{
		{dwconv{n: 1, h: 13, w: 19, c: 37, m: 1, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, false},
		{dwconv{n: 2, h: 15, w: 17, c: 24, m: 1, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, false},
		{dwconv{n: 1, h: 12, w: 23, c: 19, m: 1, kh: 5, kw: 5, sh: 1, sw: 1, dh: 1, dw: 1, pt: 2, pb: 2, pl: 2, pr: 2}, false},
		{dwconv{n: 1, h: 14, w: 16, c: 33, m: 1, kh: 5, kw: 5, sh: 2, sw: 2, dh: 1, dw: 1, pt: 2, pb: 1, pl: 2, pr: 1}, false},
		{dwconv{n: 1, h: 16, w: 18, c: 20, m: 1, kh: 3, kw: 3, sh: 1, sw: 1, dh: 2, dw: 2, pt: 2, pb: 2, pl: 2, pr: 2}, false},
		{dwconv{n: 1, h: 11, w: 10, c: 7, m: 2, kh: 3, kw: 3, sh: 1, sw: 2, dh: 1, dw: 1, pt: 1, pb: 0, pl: 0, pr: 1}, false},
		{dwconv{n: 1, h: 56, w: 56, c: 96, m: 1, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, true},
	}
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, k := range dwSchedules() {
		kern := dwKernelOf(k.sched.Depthwise)
		if kern == nil {
			t.Fatalf("schedule %s has no depthwise micro-kernel", k.sched)
		}
		native := true
		for _, f := range k.features {
			native = native && hasFeature(features, f)
		}
		for _, tt := range tests {
			d := tt.d
			name := fmt.Sprintf("%s %+v", kern.name, d)
			src := d.kernel()
			m, err := w.ctx.ParseString(src)
			if err != nil {
				t.Fatal(err)
			}
			stages := HostTOSAStages()
			tail := stages.Tail
			stages.Tail = nil
			if err := w.lower(m, stages, k.sched); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			ir := m.String()
			if strings.Contains(ir, "linalg.depthwise") || !strings.Contains(ir, "call @"+kern.symbol()+"(") {
				t.Fatalf("%s: the convolution is not replaced by calls of %s:\n%s", name, kern.name, ir)
			}
			if d.pt+d.pb+d.pl+d.pr > 0 && strings.Contains(ir, "linalg.copy") {
				t.Fatalf("%s: the calls do not absorb the padded copy of x:\n%s", name, ir)
			}
			if strings.Contains(ir, "arith.addf") {
				t.Fatalf("%s: the calls do not absorb the bias add:\n%s", name, ir)
			}
			if tt.phased && !splitPhaseCalls(ir, kern.symbol()) {
				t.Fatalf("%s: no phase splits the calls of %s:\n%s", name, kern.symbol(), ir)
			}
			if pm, err := w.passManager(tail); err != nil || pm.Run(m) != nil {
				t.Fatalf("%s: the tail does not lower the calls: %v", name, err)
			}
			m.Close()
			if !native {
				t.Logf("%s: this CPU lacks %v: the object is not built", name, k.features)
				continue
			}
			oh, ow := d.out()
			sizes := []int{d.n * d.h * d.w * d.c, d.kh * d.kw * d.c * d.m, d.c * d.m, d.n * oh * ow * d.c * d.m}
			in := gputest.Buffers(t, sizes[:3]...)
			for _, b := range in {
				gputest.Fill(r, b)
			}
			so, err := w.compile(context.Background(), []byte(src), SourceTOSA, k.sched, nil)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			// A channel multiplier takes the scalar loops (LLVM drops the
			// vector paths of the call's constant M): scalar FMAs.
			insn := k.insn
			if d.m != 1 {
				insn = `vfmadd\d+ss`
			}
			if !regexp.MustCompile(insn).MatchString(disassemble(t, so)) {
				t.Fatalf("%s: no %s in the object", name, insn)
			}
			out := gputest.Buffers(t, sizes[3])[0]
			for i := range out {
				out[i] = float32(math.NaN())
			}
			fn := hostkernel.Load(t, so, "dw")
			if err := fn.Call(gputest.Ptrs(append(in, out)...)...); err != nil {
				t.Fatal(err)
			}
			want, mag := d.reference(in[0], in[1], in[2])
			checkContraction(t, name, out, want, mag, d.kh*d.kw)
			if fn.Phases() == 0 {
				if tt.phased {
					t.Fatalf("%s: no phases", name)
				}
				continue
			}
			var addrs []uintptr
			for _, b := range append(in, out) {
				addrs = append(addrs, uintptr(unsafe.Pointer(unsafe.SliceData(b))))
			}
			whole := slices.Clone(out)
			for _, p := range pools {
				for i := range out {
					out[i] = float32(math.NaN())
				}
				if err := fn.RunPhases(p, addrs...); err != nil {
					t.Fatal(err)
				}
				for i := range out {
					if math.Float32bits(out[i]) != math.Float32bits(whole[i]) {
						t.Fatalf("%s: %d threads: y[%d] = %v, the whole entry's %v", name, p.Threads(), i, out[i], whole[i])
					}
				}
			}
		}
	}
}

// BenchmarkDepthwiseF32 times MobileNetV2's depthwise convolutions (NHWC,
// batch 1) with this CPU's default schedule, whose depthwise micro-kernel
// replaces them, and with the same schedule without it (linalg's loops),
// in one process, one thread.
func BenchmarkDepthwiseF32(b *testing.B) {
	lib := gputest.OpenLib(b)
	def := DefaultHostSchedule(lib.HostTarget())
	if def.Depthwise == "" {
		b.Fatalf("this CPU's default schedule %s has no depthwise micro-kernel", def)
	}
	loops := def
	loops.Depthwise = ""
	r := rand.New(rand.NewPCG(1, 2))
	for _, d := range []dwconv{
		{n: 1, h: 112, w: 112, c: 96, m: 1, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pb: 0, pl: 1, pr: 0},
		{n: 1, h: 56, w: 56, c: 144, m: 1, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1},
		{n: 1, h: 14, w: 14, c: 576, m: 1, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1},
	} {
		oh, ow := d.out()
		bufs := gputest.Buffers(b, d.n*d.h*d.w*d.c, d.kh*d.kw*d.c*d.m, d.c*d.m, d.n*oh*ow*d.c*d.m)
		for _, buf := range bufs[:3] {
			gputest.Fill(r, buf)
		}
		for _, s := range []HostSchedule{def, loops} {
			so, err := CompileHostSchedule(context.Background(), lib, []byte(d.kernel()), SourceTOSA, s)
			if err != nil {
				b.Fatal(err)
			}
			fn := hostkernel.Load(b, so, "dw")
			kind := "kernel"
			if s.Depthwise == "" {
				kind = "loops"
			}
			b.Run(fmt.Sprintf("%dx%dx%d_s%d/%s", d.h, d.w, d.c, d.sh, kind), func(b *testing.B) {
				for b.Loop() {
					if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
