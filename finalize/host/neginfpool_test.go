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
	"github.com/mgxport/mgxport/mlirc"
)

// tosaMaxPool is a tosa.max_pool2d of an NHWC tensor of elem type [1, h,
// w, c] by a 2x2 window, stride 1, padded below and to the right by one,
// with nan_mode as given ("" for the default), and with reduce a
// tosa.reduce_max of the input too (its -FLT_MAX start is no pooling's).
func tosaMaxPool(elem, nanMode string, reduce bool) string {
	x := fmt.Sprintf("tensor<1x5x7x3x%s>", elem)
	nan, red, ret, rt := "", "", "%y", x
	if nanMode != "" {
		nan = fmt.Sprintf(", nan_mode = #tosa.nan_mode<%s>", nanMode)
	}
	if reduce {
		r := fmt.Sprintf("tensor<1x5x1x3x%s>", elem)
		red = fmt.Sprintf("    %%r = tosa.reduce_max %%x {axis = 2 : i32} : (%s) -> %s\n", x, r)
		ret, rt = "%y, %r", x+", "+r
	}
	return fmt.Sprintf(`module {
  func.func @pool(%%x: %[1]s) -> (%[4]s) {
%[3]s    %%y = tosa.max_pool2d %%x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>%[2]s} : (%[1]s) -> %[1]s
    return %[5]s : %[4]s
  }
}`, x, nan, red, rt, ret)
}

// linalgMaxPool is a linalg.pooling_nhwc_max of [1, 5, 7, 3] f32 padded
// with pad, its output filled with start, and (with shared) the padded
// tensor also returned.
func linalgMaxPool(pad, start string, shared bool) string {
	ret, rt := "%y", "tensor<1x5x7x3xf32>"
	if shared {
		ret, rt = "%y, %p", rt+", tensor<1x6x8x3xf32>"
	}
	return fmt.Sprintf(`module {
  func.func @pool(%%x: tensor<1x5x7x3xf32>) -> (%[3]s) {
    %%pv = arith.constant %[1]s : f32
    %%sv = arith.constant %[2]s : f32
    %%p = tensor.pad %%x low[0, 0, 0, 0] high[0, 1, 1, 0] {
    ^bb0(%%i0: index, %%i1: index, %%i2: index, %%i3: index):
      tensor.yield %%pv : f32
    } : tensor<1x5x7x3xf32> to tensor<1x6x8x3xf32>
    %%e = tensor.empty() : tensor<1x5x7x3xf32>
    %%f = linalg.fill ins(%%sv : f32) outs(%%e : tensor<1x5x7x3xf32>) -> tensor<1x5x7x3xf32>
    %%w = tensor.empty() : tensor<2x2xf32>
    %%y = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%%p, %%w : tensor<1x6x8x3xf32>, tensor<2x2xf32>) outs(%%f : tensor<1x5x7x3xf32>) -> tensor<1x5x7x3xf32>
    return %[4]s : %[3]s
  }
}`, pad, start, rt, ret)
}

// startCase is a start-rewriting step's IR case: src (TOSA, lowered
// first, when tosa is set), the starts maxStarts reads before and after,
// and how many ops the step changes.
type startCase struct {
	name   string
	src    string
	tosa   bool
	n      int
	before []string
	after  []string
}

// check runs rewrite (a step changing what, "poolings" or "reductions")
// on c's IR and checks the starts before and after, the count and that
// the IR still verifies. It returns the IR before the step and the
// module after it (closed when the test ends).
func (c startCase) check(t *testing.T, w *hostWorker, what string, rewrite func(*mlirc.Module) (int, error)) (string, *mlirc.Module) {
	t.Helper()
	m := parseLowered(t, w, c.src, c.tosa)
	t.Cleanup(func() { m.Close() })
	if got := maxStarts(t, m); !slices.Equal(got, c.before) {
		t.Fatalf("before: %q, want %q:\n%s", got, c.before, m)
	}
	ir := m.String()
	n, err := rewrite(m)
	if err != nil {
		t.Fatal(err)
	}
	if n != c.n {
		t.Errorf("%d %s changed, want %d", n, what, c.n)
	}
	if got := maxStarts(t, m); !slices.Equal(got, c.after) {
		t.Errorf("after: %q, want %q:\n%s", got, c.after, m)
	}
	if err := m.Verify(); err != nil {
		t.Fatalf("%v:\n%s", err, m)
	}
	return ir, m
}

// parseLowered parses src in w's context, through tosa-to-linalg when
// tosa is set (the IR the start rewrites read).
func parseLowered(t *testing.T, w *hostWorker, src string, tosa bool) *mlirc.Module {
	t.Helper()
	m, err := w.ctx.ParseString(src)
	if err != nil {
		t.Fatal(err)
	}
	if tosa {
		pm, err := w.passManager(TOSAToLinalgPipeline())
		if err == nil {
			err = pm.Run(m)
		}
		if err != nil {
			m.Close()
			t.Fatal(err)
		}
	}
	return m
}

// sameFloatBits fails t unless got holds want's bits element by element,
// where a NaN matches any NaN (-0 and +0 differ).
func sameFloatBits(t *testing.T, name string, got, want []float32) {
	t.Helper()
	for i := range want {
		nan := math.IsNaN(float64(want[i]))
		if nan != math.IsNaN(float64(got[i])) || !nan && math.Float32bits(got[i]) != math.Float32bits(want[i]) {
			t.Fatalf("%s: y[%d] = %v, want %v", name, i, got[i], want[i])
		}
	}
}

// maxStarts returns, for every max pooling (isMaxPooling) and every
// linalg.reduce of m in walk order, "pool start=S pad=P" or "reduce
// start=S": the literals of its output's fill and of its input's padding
// ("-" where there is none).
func maxStarts(t *testing.T, m *mlirc.Module) []string {
	t.Helper()
	lit := func(v mlirc.Value) string {
		d := v.Def()
		if v.IsBlockArg() || d.IsNull() || d.Name() != "arith.constant" {
			return "?"
		}
		return d.Attr("value").String()
	}
	start := func(init mlirc.Value) string {
		if f := init.Def(); !f.IsNull() && f.Name() == "linalg.fill" {
			return lit(f.Operand(0))
		}
		return "-"
	}
	var out []string
	err := m.Inspect(func(root mlirc.Op) error {
		root.Walk(func(o mlirc.Op) bool {
			switch {
			case isMaxPooling(o):
				pad := "-"
				if p := o.Operand(0).Def(); !p.IsNull() && p.Name() == "tensor.pad" {
					pad = lit(p.Ops(0)[0].Operand(0))
				}
				out = append(out, fmt.Sprintf("pool start=%s pad=%s", start(o.Operand(2)), pad))
			case o.Name() == "linalg.reduce":
				// The inputs, then the outputs: the first output's start.
				out = append(out, "reduce start="+start(o.Operand(o.NumResults())))
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestNegInfMaxPoolsIR runs NegInfMaxPools on max poolings as
// tosa-to-linalg leaves them (f32, f16, bf16; nan_mode IGNORE's generic
// form) and on hand-written ones: the lowest finite start and padding
// become -inf; a start already -inf stays; a reduce_max's start, a
// padding another op reads too, and a pooling that does not start from
// the lowest value or -inf (no max pooling of ONNX's) stay as they are.
func TestNegInfMaxPoolsIR(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	const (
		low32, inf32 = "-3.40282347E+38 : f32", "0xFF800000 : f32"
		low16, inf16 = "-6.550400e+04 : f16", "0xFC00 : f16"
		lowB, infB   = "-3.389530e+38 : bf16", "0xFF80 : bf16"
	)
	for _, tc := range []startCase{
		{"f32", tosaMaxPool("f32", "", false), true, 1,
			[]string{"pool start=" + low32 + " pad=" + low32}, []string{"pool start=" + inf32 + " pad=" + inf32}},
		{"f16", tosaMaxPool("f16", "", false), true, 1,
			[]string{"pool start=" + low16 + " pad=" + low16}, []string{"pool start=" + inf16 + " pad=" + inf16}},
		{"bf16", tosaMaxPool("bf16", "", false), true, 1,
			[]string{"pool start=" + lowB + " pad=" + lowB}, []string{"pool start=" + infB + " pad=" + infB}},
		{"nan_mode IGNORE", tosaMaxPool("f32", "IGNORE", false), true, 1,
			[]string{"pool start=" + low32 + " pad=" + low32}, []string{"pool start=" + inf32 + " pad=" + inf32}},
		{"nan_mode PROPAGATE", tosaMaxPool("f32", "PROPAGATE", false), true, 1,
			[]string{"pool start=" + low32 + " pad=" + low32}, []string{"pool start=" + inf32 + " pad=" + inf32}},
		{"beside a reduce_max", tosaMaxPool("f32", "", true), true, 1,
			[]string{"reduce start=" + low32, "pool start=" + low32 + " pad=" + low32},
			[]string{"reduce start=" + low32, "pool start=" + inf32 + " pad=" + inf32}},
		{"start already -inf", linalgMaxPool("-3.40282347E+38", "0xFF800000", false), false, 1,
			[]string{"pool start=" + inf32 + " pad=" + low32}, []string{"pool start=" + inf32 + " pad=" + inf32}},
		{"all -inf already", linalgMaxPool("0xFF800000", "0xFF800000", false), false, 0,
			[]string{"pool start=" + inf32 + " pad=" + inf32}, []string{"pool start=" + inf32 + " pad=" + inf32}},
		{"padding read by another op", linalgMaxPool("-3.40282347E+38", "-3.40282347E+38", true), false, 1,
			[]string{"pool start=" + low32 + " pad=" + low32}, []string{"pool start=" + inf32 + " pad=" + low32}},
		{"start zero", linalgMaxPool("-3.40282347E+38", "0.000000e+00", false), false, 0,
			[]string{"pool start=0.000000e+00 : f32 pad=" + low32}, []string{"pool start=0.000000e+00 : f32 pad=" + low32}},
		{"start -1", linalgMaxPool("-3.40282347E+38", "-1.000000e+00", false), false, 0,
			[]string{"pool start=-1.000000e+00 : f32 pad=" + low32}, []string{"pool start=-1.000000e+00 : f32 pad=" + low32}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tc.check(t, w, "poolings", NegInfMaxPools)
		})
	}
}

// negInfCase is a float32 max pooling run on one of the host's paths
// ("nchw": the NCHW kernel; "generic": tosa-to-linalg's pooling through
// the host schedule) on inputs with deterministic windows of -inf.
type negInfCase struct {
	p    nchwMaxPool
	src  string // the kernel; "" for p.kernel()
	nchw bool   // calls of the NCHW kernel
}

// negInfInput fills x, p's input, with random values in [-5, 3), then
// per plane a block of -inf holding at least one whole window, a second
// one with a NaN in its middle, and -inf where the first and the last
// window read the input (so that, where they reach into the padding,
// their taps in the input are all -inf).
func negInfInput(p nchwMaxPool, x []float32, r *rand.Rand) {
	inf, nan := float32(math.Inf(-1)), float32(math.NaN())
	for i := range x {
		x[i] = r.Float32()*8 - 5
	}
	spanH, spanW := (p.kh-1)*p.dh+1, (p.kw-1)*p.dw+1
	bh, bw := min(spanH+p.sh-1, p.h), min(spanW+p.sw-1, p.w)
	for nc := range p.n * p.c {
		plane := x[nc*p.h*p.w : (nc+1)*p.h*p.w]
		set := func(r0, c0, rows, cols int, v float32) {
			for i := max(r0, 0); i < min(r0+rows, p.h); i++ {
				for j := max(c0, 0); j < min(c0+cols, p.w); j++ {
					plane[i*p.w+j] = v
				}
			}
		}
		// Two blocks at plane-dependent places, the second with a NaN.
		r0, c0 := (nc*3)%max(p.h-bh+1, 1), (nc*7+1)%max(p.w-bw+1, 1)
		set(r0, c0, bh, bw, inf)
		r1, c1 := (nc*5+1)%max(p.h-bh+1, 1), (p.w-bw)/2+(nc*11)%max((p.w-bw)/2+1, 1)
		set(r1, c1, bh, bw, inf)
		set(r1+bh/2, c1+bw/2, 1, 1, nan)
		// The first and the last window's taps in the input.
		oh, ow := p.out()
		set(-p.pt, -p.pl, spanH, spanW, inf)
		set((oh-1)*p.sh-p.pt, (ow-1)*p.sw-p.pl, spanH, spanW, inf)
	}
}

// negInfCounts returns how many of p's outputs over x are -inf in want,
// how many of those windows reach into the padding, and how many are NaN
// with a -inf in the window.
func negInfCounts(p nchwMaxPool, x, want []float32) (inf, padInf, nanInf int) {
	oh, ow := p.out()
	for nc := range p.n * p.c {
		for i := range oh {
			for j := range ow {
				y := want[(nc*oh+i)*ow+j]
				pads, hasInf := false, false
				for u := range p.kh {
					for q := range p.kw {
						iy, ix := i*p.sh+u*p.dh-p.pt, j*p.sw+q*p.dw-p.pl
						if iy < 0 || iy >= p.h || ix < 0 || ix >= p.w {
							pads = true
						} else if math.IsInf(float64(x[(nc*p.h+iy)*p.w+ix]), -1) {
							hasInf = true
						}
					}
				}
				switch {
				case math.IsInf(float64(y), -1):
					inf++
					if pads {
						padInf++
					}
				case math.IsNaN(float64(y)) && hasInf:
					nanInf++
				}
			}
		}
	}
	return inf, padInf, nanInf
}

// TestMaxPoolNegInf compiles float32 max poolings on the NCHW kernel and
// on the generic path (rows too long for the kernel, as TestPoolsNCHW's
// 5000-wide case; tosa.max_pool2d itself through the host schedule) with
// each pooling micro-kernel's schedule, and runs them on fresh random
// inputs with deterministic windows of -inf: every window whose inputs
// are all -inf, or whose taps in the input are all -inf and the rest
// padding, gives -inf exactly (ONNX's result; tosa-to-linalg's lowest
// finite start gave -FLT_MAX), a NaN in a window still gives NaN, every
// other output is its window's maximum, and the phases on 1, 2 and 3
// threads give the whole entry's bytes.
func TestMaxPoolNegInf(t *testing.T) {
	lib := gputest.OpenLib(t)
	features := lib.HostTarget().Features
	// tosa.max_pool2d of NHWC [1, 9, 4100, 1]: one channel, so the NHWC
	// input and output are NCHW's bytes and nchwMaxPool's reference.
	nhwc := nchwMaxPool{n: 1, c: 1, h: 9, w: 4100, kh: 3, kw: 2, sh: 2, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1}
	tosaSrc := maxPool{n: 1, h: 9, w: 4100, c: 1, kh: 3, kw: 2, sh: 2, sw: 1, pt: 1, pb: 1, pl: 1}.kernel()
	cases := []negInfCase{
		{p: nchwMaxPool{n: 1, c: 2, h: 5, w: 5000, kh: 2, kw: 2, sh: 1, sw: 1, dh: 1, dw: 1}},
		{p: nchwMaxPool{n: 2, c: 3, h: 7, w: 4500, kh: 3, kw: 3, sh: 1, sw: 2, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}},
		{p: nhwc, src: tosaSrc},
		{p: nchwMaxPool{n: 1, c: 4, h: 12, w: 19, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, nchw: true},
		{p: nchwMaxPool{n: 2, c: 3, h: 14, w: 14, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pb: 1, pr: 1}, nchw: true},
		{p: nchwMaxPool{n: 1, c: 2, h: 16, w: 40, kh: 2, kw: 2, sh: 2, sw: 2, dh: 1, dw: 1}, nchw: true},
		{p: nchwMaxPool{n: 1, c: 32, h: 56, w: 56, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, nchw: true},
	}
	pools := testPools(t, 1, 2, 3)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	ran, phased := 0, 0
	for _, k := range dwSchedules() {
		kern := poolKernelOf(k.sched.Depthwise)
		native := true
		for _, f := range k.features {
			native = native && hasFeature(features, f)
		}
		for _, tc := range cases {
			p, src := tc.p, tc.src
			if src == "" {
				src = p.kernel()
			}
			path := "generic"
			if tc.nchw {
				path = "nchw"
			}
			name := fmt.Sprintf("%s %s %+v", kern.name, path, p)
			lowerWith(t, w, name, src, kern.maxSymbol(), tc.nchw, k.sched)
			if !native {
				t.Logf("%s: this CPU lacks %v: not run", name, k.features)
				continue
			}
			oh, ow := p.out()
			x := gputest.Buffers(t, p.n*p.c*p.h*p.w)[0]
			negInfInput(p, x, r)
			want := p.reference(x)
			inf, padInf, nanInf := negInfCounts(p, x, want)
			if inf == 0 || nanInf == 0 || (p.pt+p.pb+p.pl+p.pr > 0) != (padInf > 0) {
				t.Fatalf("%s: the input makes %d -inf windows (%d in the padding), %d NaN windows with -inf: not the cases this test is for", name, inf, padInf, nanInf)
			}
			so, err := w.compile(context.Background(), []byte(src), SourceTOSA, k.sched, nil)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			out := gputest.Buffers(t, p.n*p.c*oh*ow)[0]
			for i := range out {
				out[i] = 7
			}
			fn := hostkernel.Load(t, so, "pool")
			if err := fn.Call(gputest.Ptrs(x, out)...); err != nil {
				t.Fatal(err)
			}
			sameFloatBits(t, name, out, want)
			ran++
			t.Logf("%s: %d -inf outputs (%d windows in the padding), %d NaN over -inf, %d phases", name, inf, padInf, nanInf, fn.Phases())
			if fn.Phases() == 0 {
				continue
			}
			phased++
			phasesMatchWhole(t, name, fn, pools, [][]float32{x, out}, slices.Clone(out))
		}
	}
	if ran == 0 || phased == 0 {
		t.Fatalf("%d poolings ran, %d on phases: this CPU (%s) has neither pooling kernel's features", ran, phased, strings.TrimSpace(features))
	}
}
