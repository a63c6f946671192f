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

// conv1x1 is an ONNX 1x1 convolution with stride 1 on an NCHW input x
// [n,c,h,w], an FCHW filter [f,c,1,1] and a bias, as the compiler emits
// it (layout changes around a tosa.conv2d), then optionally a residual
// Add of a fourth argument r [n,f,h,w] and a Clip to [lo, hi] in the
// given order.
type conv1x1 struct {
	n, c, h, w, f int
	residual      bool
	clip          bool
	clipFirst     bool // Clip, then the Add
	lo, hi        float32
}

func (d conv1x1) kernel() string {
	x := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, d.c, d.h, d.w)
	xt := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, d.h, d.w, d.c)
	wt := fmt.Sprintf("tensor<%dx%dx1x1xf32>", d.f, d.c)
	ft := fmt.Sprintf("tensor<%dx1x1x%dxf32>", d.f, d.c)
	yt := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, d.h, d.w, d.f)
	y := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", d.n, d.f, d.h, d.w)
	args := fmt.Sprintf("%%x: %s, %%wt: %s, %%b: tensor<%dxf32>", x, wt, d.f)
	if d.residual {
		args += ", %r: " + y
	}
	var b strings.Builder
	fmt.Fprintf(&b, `module {
  func.func @conv(%[1]s) -> %[2]s {
    %%xt = tosa.transpose %%x {perms = array<i32: 0, 2, 3, 1>} : (%[3]s) -> %[4]s
    %%zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%ft = tosa.transpose %%wt {perms = array<i32: 0, 2, 3, 1>} : (%[5]s) -> %[6]s
    %%yt = tosa.conv2d %%xt, %%ft, %%b, %%zp, %%zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (%[4]s, %[6]s, tensor<%[8]dxf32>, tensor<1xf32>, tensor<1xf32>) -> %[7]s
    %%v0 = tosa.transpose %%yt {perms = array<i32: 0, 3, 1, 2>} : (%[7]s) -> %[2]s
`, args, y, x, xt, wt, ft, yt, d.f)
	v := "%v0"
	clip := func() {
		fmt.Fprintf(&b, "    %%c = tosa.clamp %s {min_val = %s : f32, max_val = %s : f32} : (%s) -> %s\n", v, f32Text(d.lo), f32Text(d.hi), y, y)
		v = "%c"
	}
	add := func() {
		fmt.Fprintf(&b, "    %%a = tosa.add %s, %%r : (%s, %s) -> %s\n", v, y, y, y)
		v = "%a"
	}
	switch {
	case d.clip && d.residual && d.clipFirst:
		clip()
		add()
	case d.clip && d.residual:
		add()
		clip()
	case d.clip:
		clip()
	case d.residual:
		add()
	}
	fmt.Fprintf(&b, "    return %s : %s\n  }\n}", v, y)
	return b.String()
}

// reference returns the kernel's result in float64 (the convolution, the
// Add and the Clip in d's order) and the sum of the magnitudes of the
// convolution's terms.
func (d conv1x1) reference(x, w, b, r []float32) (want, mag []float64) {
	p := d.h * d.w
	want, mag = make([]float64, d.n*d.f*p), make([]float64, d.n*d.f*p)
	for n := range d.n {
		for f := range d.f {
			for q := range p {
				v, a := float64(b[f]), math.Abs(float64(b[f]))
				for c := range d.c {
					t := float64(x[(n*d.c+c)*p+q]) * float64(w[f*d.c+c])
					v, a = v+t, a+math.Abs(t)
				}
				k := (n*d.f+f)*p + q
				clip := func() { v = math.Max(math.Min(v, float64(d.hi)), float64(d.lo)) }
				if d.clip && (d.clipFirst || !d.residual) {
					clip()
				}
				if d.residual {
					v += float64(r[k])
					a += math.Abs(float64(r[k]))
				}
				if d.clip && d.residual && !d.clipFirst {
					clip()
				}
				want[k], mag[k] = v, a
			}
		}
	}
	return want, mag
}

// TestConvNCHW1x1 compiles 1x1 NCHW convolutions (batches of 1 and 3,
// channel and pixel counts that fill no register tile, with a residual
// Add, a Clip, both in either order, or neither) with each float32
// micro-kernel: the convolution becomes calls of the NCHW kernel with no
// transpose, fill or elementwise pass left (one scf.parallel: one phase),
// except where the Clip comes before the Add, which the kernel's epilogue
// absorbs too. Where this CPU has the kernel's features it computes, on
// random data, the same bytes as the register tiles (the schedule without
// the micro-kernels: transposes, tiles, the consumer), the same bytes in
// its phases on 2 and 3 threads, and the float64 result within rounding.
func TestConvNCHW1x1(t *testing.T) {
	lib := gputest.OpenLib(t)
	features := lib.HostTarget().Features
	kernels := []struct {
		sched    HostSchedule
		features []string
	}{
		{withConv32(HostSchedules()[0], "fma512"), []string{"avx512f"}},
		{withConv32(HostSchedules()[2], "fma256"), []string{"avx2", "fma"}},
	}
	tests := []conv1x1{
		{n: 1, c: 16, h: 28, w: 28, f: 96, clip: true, lo: 0, hi: 6},
		{n: 1, c: 24, h: 7, w: 9, f: 40},
		{n: 3, c: 5, h: 3, w: 35, f: 17, residual: true},
		{n: 1, c: 37, h: 5, w: 5, f: 13, residual: true, clip: true, lo: -0.25, hi: 0.5},
		{n: 2, c: 8, h: 9, w: 13, f: 7, residual: true, clip: true, clipFirst: true, lo: 0, hi: 6},
		{n: 1, c: 160, h: 7, w: 7, f: 960, clip: true, lo: 0, hi: 6},
		{n: 1, c: 3, h: 2, w: 3, f: 5},
		// Panels shrunk below the cache bound for more items
		// (nchwPanel): one of several tiles, the last one partial.
		{n: 1, c: 32, h: 56, w: 56, f: 16},
		{n: 2, c: 24, h: 30, w: 30, f: 20, residual: true, clip: true, lo: -1, hi: 1.5},
	}
	pools := testPools(t, 2, 3)
	phased := 0 // kernels run in phases on 2 and 3 threads
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, k := range kernels {
		kern := nchwKernelOf(k.sched.Conv32)
		tiles := k.sched
		tiles.Conv32 = ""
		native := true
		for _, f := range k.features {
			native = native && hasFeature(features, f)
		}
		for _, d := range tests {
			name := fmt.Sprintf("%s %+v", kern.name, d)
			src := d.kernel()
			ir := scheduledIR(t, w, src, k.sched, name)
			if !strings.Contains(ir, "call @"+kern.symbol()+"(") || strings.Contains(ir, "linalg.conv") {
				t.Fatalf("%s: the convolution is not replaced by calls of %s:\n%s", name, kern.symbol(), ir)
			}
			for _, left := range []string{"transpose", "linalg.fill", "linalg.generic", "memref.copy", "scf.for"} {
				if strings.Contains(ir, left) {
					t.Fatalf("%s: a %s is left beside the calls:\n%s", name, left, ir)
				}
			}
			if n := strings.Count(ir, "scf.parallel"); n != 1 {
				t.Fatalf("%s: %d parallel loops, want the calls' one:\n%s", name, n, ir)
			}
			if !native {
				t.Logf("%s: this CPU lacks %v: not run", name, k.features)
				continue
			}
			p := d.h * d.w
			sizes := []int{d.n * d.c * p, d.f * d.c, d.f}
			if d.residual {
				sizes = append(sizes, d.n*d.f*p)
			}
			in := gputest.Buffers(t, sizes...)
			for _, b := range in {
				gputest.Fill(r, b)
			}
			if d.clip {
				for i := range in[2] { // biases across the bounds
					in[2][i] *= 2 * d.hi
				}
			}
			var outs [][]float32
			for _, s := range []HostSchedule{k.sched, tiles} {
				so, err := w.compile(context.Background(), []byte(src), SourceTOSA, s, nil)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				out := gputest.Buffers(t, d.n*d.f*p)[0]
				for i := range out {
					out[i] = float32(math.NaN())
				}
				fn := hostkernel.Load(t, so, "conv")
				if err := fn.Call(gputest.Ptrs(append(in, out)...)...); err != nil {
					t.Fatal(err)
				}
				outs = append(outs, out)
				if s != k.sched {
					continue
				}
				if fn.Phases() > 1 {
					t.Fatalf("%s: %d phases, want 1 at most", name, fn.Phases())
				}
				if fn.Phases() == 0 {
					continue // too little work to split: whole only
				}
				phased++
				phasesMatchWhole(t, name, fn, pools, append(in, out), slices.Clone(out))
			}
			for i := range outs[0] {
				if math.Float32bits(outs[0][i]) != math.Float32bits(outs[1][i]) {
					t.Fatalf("%s: y[%d] = %v, the register tiles' %v", name, i, outs[0][i], outs[1][i])
				}
			}
			var res []float32
			if d.residual {
				res = in[3]
			}
			want, mag := d.reference(in[0], in[1], in[2], res)
			checkContraction(t, name, outs[0], want, mag, d.c+1)
		}
	}
	if phased == 0 && hasFeature(features, "avx2") {
		t.Fatal("no convolution was split into phases: the thread-count check did not run")
	}
}

// TestConvEpilogueSteps checks the epilogue encoding's step lookups.
func TestConvEpilogueSteps(t *testing.T) {
	for _, tt := range []struct {
		ep        int64
		residual  bool
		min, maxs bool
	}{
		{0, false, false, false},
		{1, true, false, false},
		{2 | 3<<2, false, true, true},
		{1 | 2<<2 | 3<<4, true, true, true},
		{3 | 1<<2, true, false, true},
	} {
		if hasResidualStep(tt.ep) != tt.residual || hasStep(tt.ep, 2) != tt.min || hasStep(tt.ep, 3) != tt.maxs {
			t.Errorf("ep %#x: residual %v min %v max %v, want %v %v %v", tt.ep, hasResidualStep(tt.ep), hasStep(tt.ep, 2), hasStep(tt.ep, 3), tt.residual, tt.min, tt.maxs)
		}
	}
}

// dealBusiest returns the most work a thread gets when the items of
// panels of v vectors (of pv in all; ft items a panel, n images) are dealt
// as the pool deals them to th threads, item by item.
func dealBusiest(n, ft, v, pv, th int64) int64 {
	var work []int64
	for range n {
		for p0 := int64(0); p0 < pv; p0 += v {
			for range ft {
				work = append(work, min(v, pv-p0))
			}
		}
	}
	busiest, items := int64(0), int64(len(work))
	for k := range th {
		sum := int64(0)
		for _, w := range work[(items*k+th-1)/th : (items*(k+1)+th-1)/th] {
			sum += w
		}
		busiest = max(busiest, sum)
	}
	return busiest
}

// TestNCHWPanel checks nchwPanel's panels for mobilenet_v2's 1x1
// convolutions and random shapes with each kernel: whole register tiles,
// no more than the cache bound and p need, at most conv32MaxChunks items
// where it shrank them, its thread time (nchwIdle) no more than the
// cache-bound panel's; nchwIdle equal to dealing the items one by one;
// TestConvNCHW1x1's cases for them shrunk below the cache bound; and on
// mobilenet_v2 the busiest of 16 threads within 5% of the ideal
// (the cache-bound panels': 19%), of 2 threads within 2%.
func TestNCHWPanel(t *testing.T) {
	for _, k := range nchwKernels() {
		// TestConvNCHW1x1's cases for shrunk panels.
		for _, s := range [][4]int64{{1, 32, 16, 56 * 56}, {2, 24, 20, 30 * 30}} {
			if pw, most := nchwPanel(s[0], s[1], s[2], s[3], &k), min(nchwPanelBytes/(4*s[1]), s[3]); pw >= most {
				t.Fatalf("%s %v: panel %d, not below the cache bound's %d: TestConvNCHW1x1 does not test shrunk panels", k.name, s, pw, most)
			}
		}
	}
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	var shapes [][4]int64
	for _, s := range mobilenetV2Conv1x1() {
		shapes = append(shapes, [4]int64{int64(s.d.n), int64(s.d.c), int64(s.d.f), int64(s.d.h * s.d.w)})
	}
	mobilenet := len(shapes)
	for range 300 {
		shapes = append(shapes, [4]int64{1 + r.Int64N(4), 1 + r.Int64N(1024), 1 + r.Int64N(1500), 1 + r.Int64N(20000)})
	}
	for _, k := range nchwKernels() {
		tp := k.nr * k.lanes
		var ideal, busiest, cacheBound [2]float64
		for i, s := range shapes {
			n, c, f, p := s[0], s[1], s[2], s[3]
			pw := nchwPanel(n, c, f, p, &k)
			tiles := (p + tp - 1) / tp
			most := min(max(nchwPanelBytes/(4*c)/tp, 1), tiles) * tp
			ft, pv := (f+k.mr-1)/k.mr, (p+k.lanes-1)/k.lanes
			items := n * ((p + pw - 1) / pw) * ft
			name := fmt.Sprintf("%s n=%d c=%d f=%d p=%d: panel %d (cache bound %d), %d items", k.name, n, c, f, p, pw, most, items)
			if pw%tp != 0 || pw < tp || pw > most {
				t.Fatalf("%s: not whole tiles of %d pixels up to the cache bound", name, tp)
			}
			if pw < most && items > conv32MaxChunks {
				t.Fatalf("%s: shrunk past %d items", name, conv32MaxChunks)
			}
			idle, mostIdle := nchwIdle(n, (p+pw-1)/pw, ft, pw/k.lanes, pv), nchwIdle(n, (p+most-1)/most, ft, most/k.lanes, pv)
			if idle > mostIdle {
				t.Fatalf("%s: thread time %d, the cache-bound panel's %d", name, idle, mostIdle)
			}
			want := int64(0)
			for th := int64(2); th <= 16; th *= 2 {
				want += th * dealBusiest(n, ft, pw/k.lanes, pv, th)
			}
			if idle != want {
				t.Fatalf("%s: nchwIdle %d, dealt item by item %d", name, idle, want)
			}
			if i < mobilenet {
				t.Logf("%s", name)
				for j, th := range []int64{16, 2} {
					ideal[j] += float64(n*ft*pv) / float64(th)
					busiest[j] += float64(dealBusiest(n, ft, pw/k.lanes, pv, th))
					cacheBound[j] += float64(dealBusiest(n, ft, most/k.lanes, pv, th))
				}
			}
		}
		for j, th := range []int{16, 2} {
			t.Logf("%s: mobilenet_v2 on %d threads: busiest thread %.0f vectors, ideal %.0f, the cache-bound panels' %.0f",
				k.name, th, busiest[j], ideal[j], cacheBound[j])
		}
		if k.name == "fma512" && (busiest[0] > 1.05*ideal[0] || busiest[1] > 1.02*ideal[1]) {
			t.Fatalf("%s: mobilenet_v2's busiest threads %.0f (16), %.0f (2), ideal %.0f, %.0f", k.name, busiest[0], busiest[1], ideal[0], ideal[1])
		}
	}
}
