package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/runtime/host"
)

// nchwMaxPool is a float32 max pooling of an NCHW x [n,c,h,w] as the
// TOSA lowering leaves it on linalg: x transposed to NHWC, padded with
// -FLT_MAX, linalg.pooling_nhwc_max into a -FLT_MAX fill, the result
// transposed back (with dilations, which the ONNX lowering sends
// elsewhere, and pads as large as the kernel, which it cannot say).
type nchwMaxPool struct {
	n, c, h, w, kh, kw, sh, sw, dh, dw, pt, pb, pl, pr int
}

func (p nchwMaxPool) out() (int, int) {
	return (p.h+p.pt+p.pb-p.dh*(p.kh-1)-1)/p.sh + 1, (p.w+p.pl+p.pr-p.dw*(p.kw-1)-1)/p.sw + 1
}

func (p nchwMaxPool) kernel() string {
	oh, ow := p.out()
	t4 := func(a, b, c, d int) string { return fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", a, b, c, d) }
	x, xt := t4(p.n, p.c, p.h, p.w), t4(p.n, p.h, p.w, p.c)
	xp := t4(p.n, p.h+p.pt+p.pb, p.w+p.pl+p.pr, p.c)
	yt, y := t4(p.n, oh, ow, p.c), t4(p.n, p.c, oh, ow)
	return fmt.Sprintf(`module {
  func.func @pool(%%x: %[1]s) -> %[5]s {
    %%cst = arith.constant -3.40282347E+38 : f32
    %%0 = tensor.empty() : %[2]s
    %%t = linalg.transpose ins(%%x : %[1]s) outs(%%0 : %[2]s) permutation = [0, 2, 3, 1]
    %%p = tensor.pad %%t low[0, %[6]d, %[7]d, 0] high[0, %[8]d, %[9]d, 0] {
    ^bb0(%%i0: index, %%i1: index, %%i2: index, %%i3: index):
      tensor.yield %%cst : f32
    } : %[2]s to %[3]s
    %%1 = tensor.empty() : %[4]s
    %%2 = linalg.fill ins(%%cst : f32) outs(%%1 : %[4]s) -> %[4]s
    %%3 = tensor.empty() : tensor<%[10]dx%[11]dxf32>
    %%4 = linalg.pooling_nhwc_max {dilations = dense<[%[12]d, %[13]d]> : vector<2xi64>, strides = dense<[%[14]d, %[15]d]> : vector<2xi64>} ins(%%p, %%3 : %[3]s, tensor<%[10]dx%[11]dxf32>) outs(%%2 : %[4]s) -> %[4]s
    %%5 = tensor.empty() : %[5]s
    %%r = linalg.transpose ins(%%4 : %[4]s) outs(%%5 : %[5]s) permutation = [0, 3, 1, 2]
    return %%r : %[5]s
  }
}`, x, xt, xp, yt, y, p.pt, p.pl, p.pb, p.pr, p.kh, p.kw, p.dh, p.dw, p.sh, p.sw)
}

// reference is ONNX MaxPool's result: the maximum over the window's
// elements in the input, -inf where there is none, NaN where one is.
func (p nchwMaxPool) reference(x []float32) []float32 {
	oh, ow := p.out()
	want := make([]float32, p.n*p.c*oh*ow)
	for nc := range p.n * p.c {
		for i := range oh {
			for j := range ow {
				m := float32(math.Inf(-1))
				for u := range p.kh {
					for q := range p.kw {
						iy, ix := i*p.sh+u*p.dh-p.pt, j*p.sw+q*p.dw-p.pl
						if iy >= 0 && iy < p.h && ix >= 0 && ix < p.w {
							m = max(m, x[(nc*p.h+iy)*p.w+ix]) // Go's max: a NaN wins
						}
					}
				}
				want[(nc*oh+i)*ow+j] = m
			}
		}
	}
	return want
}

// planeSum is tosa's GlobalAveragePool of an NCHW x [n,c,h,w]: reduce_sum
// over H, then W, times 1/(h*w); with max, its GlobalMaxPool: reduce_max
// over H, then W.
type planeSum struct {
	n, c, h, w int
	max        bool
}

func (g planeSum) kernel() string {
	if g.max {
		x := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", g.n, g.c, g.h, g.w)
		a := fmt.Sprintf("tensor<%dx%dx1x%dxf32>", g.n, g.c, g.w)
		y := fmt.Sprintf("tensor<%dx%dx1x1xf32>", g.n, g.c)
		return fmt.Sprintf(`module {
  func.func @gap(%%x: %[1]s) -> %[3]s {
    %%a = tosa.reduce_max %%x {axis = 2 : i32} : (%[1]s) -> %[2]s
    %%b = tosa.reduce_max %%a {axis = 3 : i32} : (%[2]s) -> %[3]s
    return %%b : %[3]s
  }
}`, x, a, y)
	}
	x := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", g.n, g.c, g.h, g.w)
	a := fmt.Sprintf("tensor<%dx%dx1x%dxf32>", g.n, g.c, g.w)
	y := fmt.Sprintf("tensor<%dx%dx1x1xf32>", g.n, g.c)
	return fmt.Sprintf(`module {
  func.func @gap(%%x: %[1]s) -> %[3]s {
    %%a = tosa.reduce_sum %%x {axis = 2 : i32} : (%[1]s) -> %[2]s
    %%b = tosa.reduce_sum %%a {axis = 3 : i32} : (%[2]s) -> %[3]s
    %%s = "tosa.const"() <{values = dense<%[4]s> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %%sh = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %%c = tosa.mul %%b, %%s, %%sh : (%[3]s, tensor<1x1x1x1xf32>, tensor<1xi8>) -> %[3]s
    return %%c : %[3]s
  }
}`, x, a, y, f32Text(1/float32(g.h*g.w)))
}

// phasesMatchWhole runs fn's phases on each pool over bufs (fn's arguments,
// the output last, reset to NaN before each run) and requires the output
// to be whole's bytes (the whole entry's result) each time: the same bytes
// at any thread count.
func phasesMatchWhole(t *testing.T, name string, fn host.Func, pools []*host.Pool, bufs [][]float32, whole []float32) {
	t.Helper()
	out := bufs[len(bufs)-1]
	var addrs []uintptr
	for _, b := range bufs {
		addrs = append(addrs, uintptr(unsafe.Pointer(unsafe.SliceData(b))))
	}
	for _, pool := range pools {
		for i := range out {
			out[i] = float32(math.NaN())
		}
		if err := fn.RunPhases(pool, addrs...); err != nil {
			t.Fatal(err)
		}
		for i := range out {
			if math.Float32bits(out[i]) != math.Float32bits(whole[i]) {
				t.Fatalf("%s: %d threads: y[%d] = %v, the whole entry's %v", name, pool.Threads(), i, out[i], whole[i])
			}
		}
	}
}

// TestPoolsNCHW compiles NCHW max poolings (3x3 stride 2 as squeezenet's
// and resnet18's, ceil mode's extra end pad, pads on every side, column
// strides 1, 2 and 3, dilations, windows wholly in the padding, widths
// that fill no vector and more than one register tile, batches of 1 and
// 3), GlobalAveragePools and GlobalMaxPools with each pooling
// micro-kernel: they become calls of the NCHW kernels with no transpose,
// copy, fill or elementwise pass left (one parallel loop: one phase); rows
// too wide for the kernel's buffers keep the NHWC pooling. Where this CPU
// has the kernel's features each computes, on random data with negative
// values, -inf and NaN in it, ONNX's result (max: exactly, -inf where a
// window holds no input, NaN where it holds one; mean: within rounding of
// a float64 sum), and the same bytes in its phases on 2 and 3 threads.
func TestPoolsNCHW(t *testing.T) {
	lib := gputest.OpenLib(t)
	features := lib.HostTarget().Features
	maxes := []struct {
		p    nchwMaxPool
		nchw bool
	}{
		{nchwMaxPool{n: 1, c: 64, h: 111, w: 111, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1}, true},
		{nchwMaxPool{n: 1, c: 8, h: 27, w: 27, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pb: 1, pr: 1}, true},
		{nchwMaxPool{n: 3, c: 5, h: 12, w: 19, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, true},
		{nchwMaxPool{n: 1, c: 3, h: 7, w: 37, kh: 3, kw: 2, sh: 2, sw: 1, dh: 1, dw: 1, pl: 1}, true},
		{nchwMaxPool{n: 2, c: 4, h: 10, w: 14, kh: 2, kw: 2, sh: 2, sw: 2, dh: 1, dw: 1}, true},
		{nchwMaxPool{n: 1, c: 6, h: 9, w: 150, kh: 3, kw: 3, sh: 1, sw: 2, dh: 2, dw: 2, pt: 2, pb: 2, pl: 2, pr: 2}, true},
		{nchwMaxPool{n: 1, c: 5, h: 11, w: 300, kh: 2, kw: 5, sh: 3, sw: 1, dh: 3, dw: 2, pt: 1, pl: 3, pr: 1}, true},
		{nchwMaxPool{n: 1, c: 2, h: 6, w: 6, kh: 2, kw: 2, sh: 1, sw: 1, dh: 1, dw: 1, pt: 3, pb: 3, pl: 2, pr: 3}, true},
		{nchwMaxPool{n: 1, c: 64, h: 112, w: 112, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, true},
		{nchwMaxPool{n: 1, c: 3, h: 9, w: 40, kh: 3, kw: 4, sh: 1, sw: 3, dh: 1, dw: 1, pl: 2, pr: 1}, true},
		{nchwMaxPool{n: 1, c: 2, h: 5, w: 5000, kh: 2, kw: 2, sh: 1, sw: 1, dh: 1, dw: 1}, false},
	}
	sums := []planeSum{{1, 1000, 13, 13, false}, {2, 37, 7, 7, false}, {3, 5, 2, 9, false}, {1, 9, 16, 16, false}, {1, 4, 3, 2, false},
		{1, 512, 7, 7, true}, {2, 7, 9, 13, true}, {1, 3, 8, 8, true}}
	pools := testPools(t, 2, 3)
	phased := 0
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	fill := func(b []float32) {
		for i := range b {
			b[i] = r.Float32()*8 - 5
			switch r.IntN(200) {
			case 0, 1, 2:
				b[i] = float32(math.Inf(-1))
			case 3:
				b[i] = float32(math.NaN())
			}
		}
	}
	for _, k := range dwSchedules() {
		kern := poolKernelOf(k.sched.Depthwise)
		native := true
		for _, f := range k.features {
			native = native && hasFeature(features, f)
		}
		for _, tt := range maxes {
			p := tt.p
			name := fmt.Sprintf("%s %+v", kern.name, p)
			src := p.kernel()
			lowerWith(t, w, name, src, kern.maxSymbol(), tt.nchw, k.sched)
			if !native {
				t.Logf("%s: this CPU lacks %v: not run", name, k.features)
				continue
			}
			oh, ow := p.out()
			x := gputest.Buffers(t, p.n*p.c*p.h*p.w)[0]
			fill(x)
			so, err := w.compile(context.Background(), []byte(src), SourceTOSA, k.sched, nil)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			out := gputest.Buffers(t, p.n*p.c*oh*ow)[0]
			for i := range out {
				out[i] = float32(math.NaN())
			}
			fn := hostkernel.Load(t, so, "pool")
			if err := fn.Call(gputest.Ptrs(x, out)...); err != nil {
				t.Fatal(err)
			}
			want := p.reference(x)
			for i := range want {
				nan := math.IsNaN(float64(want[i]))
				if nan != math.IsNaN(float64(out[i])) || !nan && out[i] != want[i] {
					t.Fatalf("%s: y[%d] = %v, want %v", name, i, out[i], want[i])
				}
			}
			if !tt.nchw || fn.Phases() == 0 {
				continue
			}
			if fn.Phases() > 1 {
				t.Fatalf("%s: %d phases, want 1", name, fn.Phases())
			}
			phased++
			phasesMatchWhole(t, name, fn, pools, [][]float32{x, out}, slices.Clone(out))
		}
		for _, g := range sums {
			name := fmt.Sprintf("%s %+v", kern.name, g)
			src := g.kernel()
			sym := kern.sumSymbol()
			if g.max {
				sym = kern.gmaxSymbol()
			}
			lowerWith(t, w, name, src, sym, true, k.sched)
			if !native {
				continue
			}
			x := gputest.Buffers(t, g.n*g.c*g.h*g.w)[0]
			fill(x)
			for i := range x {
				if !g.max && (math.IsInf(float64(x[i]), 0) || math.IsNaN(float64(x[i]))) {
					x[i] = -1.5
				}
			}
			so, err := w.compile(context.Background(), []byte(src), SourceTOSA, k.sched, nil)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			out := gputest.Buffers(t, g.n*g.c)[0]
			fn := hostkernel.Load(t, so, "gap")
			if err := fn.Call(gputest.Ptrs(x, out)...); err != nil {
				t.Fatal(err)
			}
			hw := g.h * g.w
			if g.max {
				for p := range out {
					m := float32(math.Inf(-1))
					for _, v := range x[p*hw : (p+1)*hw] {
						m = max(m, v) // Go's max: a NaN wins
					}
					if math.IsNaN(float64(m)) != math.IsNaN(float64(out[p])) || !math.IsNaN(float64(m)) && m != out[p] {
						t.Fatalf("%s: y[%d] = %v, want %v", name, p, out[p], m)
					}
				}
			}
			want, mag := make([]float64, g.n*g.c), make([]float64, g.n*g.c)
			for p := range want {
				for _, v := range x[p*hw : (p+1)*hw] {
					want[p] += float64(v)
					mag[p] += math.Abs(float64(v))
				}
				want[p] /= float64(hw)
				mag[p] /= float64(hw)
			}
			if !g.max {
				checkContraction(t, name, out, want, mag, hw+1)
			}
			if fn.Phases() == 0 {
				continue
			}
			if fn.Phases() > 1 {
				t.Fatalf("%s: %d phases, want 1", name, fn.Phases())
			}
			phasesMatchWhole(t, name, fn, pools, [][]float32{x, out}, slices.Clone(out))
		}
	}
	if phased == 0 && hasFeature(features, "avx2") {
		t.Fatal("no pooling was split into phases: the thread-count check did not run")
	}
}

// lowerWith lowers src with sched (scheduledIR) and requires calls of sym in it (want) or none; with calls, no
// transpose, copy, loop, buffer or other linalg op may be left.
func lowerWith(t *testing.T, w *hostWorker, name, src, sym string, want bool, sched HostSchedule) {
	t.Helper()
	ir := scheduledIR(t, w, src, sched, name)
	if calls := strings.Contains(ir, "call @"+sym+"("); calls != want {
		t.Fatalf("%s: calls of %s %v, want %v:\n%s", name, sym, calls, want, ir)
	}
	if want {
		for _, left := range []string{"linalg.", "transpose", "memref.copy", "scf.for", "memref.alloc"} {
			if strings.Contains(ir, left) {
				t.Fatalf("%s: a %s is left beside the calls:\n%s", name, left, ir)
			}
		}
	}
}

// scheduledIR parses the TOSA kernel src in w's context and lowers it with
// sched through the host stages short of the phases and the LLVM tail
// (where the micro-kernels' calls have replaced the convolutions and
// poolings), returning the module's text; name labels a failure.
func scheduledIR(t testing.TB, w *hostWorker, src string, sched HostSchedule, name string) string {
	t.Helper()
	m, err := w.ctx.ParseString(src)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	defer m.Close()
	stages := HostTOSAStages()
	stages.Tail, stages.Phased = nil, false
	if err := w.lower(m, stages, sched); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return m.String()
}
