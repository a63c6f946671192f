package host

import (
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"

	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unsafe"
)

// withConv32 is s with the float32 micro-kernel k, ungated (every
// float32 convolution calls it).
func withConv32(s HostSchedule, k string) HostSchedule {
	s.Conv32, s.Conv32MinF, s.Conv32MinC = k, 0, 0
	return s
}

// TestConv32Gates lowers float32 convolutions with the AVX-512 default,
// whose micro-kernel is gated (Conv32MinF, Conv32MinC): those with fewer
// output or input channels keep the register tiles, the others call it.
// The replacement is IR: any machine checks it.
func TestConv32Gates(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	def := HostSchedules()[0]
	if def.Conv32 == "" || def.Conv32MinF < 2 || def.Conv32MinC < 2 {
		t.Fatalf("%s: no gated float32 micro-kernel", def)
	}
	for _, tt := range []struct {
		c    conv2d
		call bool
	}{
		{conv2d{n: 1, h: 9, w: 9, ci: def.Conv32MinC, co: def.Conv32MinF, kh: 1, kw: 1, sh: 1, sw: 1, dh: 1, dw: 1}, true},
		{conv2d{n: 1, h: 9, w: 9, ci: def.Conv32MinC, co: def.Conv32MinF - 1, kh: 1, kw: 1, sh: 1, sw: 1, dh: 1, dw: 1}, false},
		{conv2d{n: 1, h: 9, w: 9, ci: def.Conv32MinC - 1, co: def.Conv32MinF, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, false},
		{conv2d{n: 1, h: 9, w: 9, ci: 64, co: 96, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, true},
	} {
		m, err := w.ctx.ParseString(tt.c.kernel())
		if err != nil {
			t.Fatal(err)
		}
		stages := HostTOSAStages()
		stages.Tail = nil
		if err := w.lower(m, stages, def); err != nil {
			t.Fatalf("%+v: %v", tt.c, err)
		}
		ir := m.String()
		m.Close()
		if got := strings.Contains(ir, "call @mgxport_conv_f32_"+def.Conv32+"("); got != tt.call {
			t.Errorf("%+v: calls of the micro-kernel %v, want %v", tt.c, got, tt.call)
		}
	}
}

// TestConvF32 compiles float32 convolutions with each float32
// micro-kernel's schedule: each convolution becomes calls of the kernel
// inside an scf.parallel (on every machine: the replacement is IR), which a
// big one's phase entry splits; where this
// CPU has the kernel's features the object's code holds its vector FMAs
// and computes, on random data with strides, dilations, pads and channel
// counts that are not multiples of the vector width, the convolution
// within rounding of a float64 loop and the same bytes as the schedule's
// register tiles (the same schedule without the kernel), whole and through
// its phases on 2 and 3 threads. The calls start from the bias (the
// broadcast that initialized the output is absorbed: convBiasOf).
func TestConvF32(t *testing.T) {
	lib := gputest.OpenLib(t)
	features := lib.HostTarget().Features
	kernels := []struct {
		sched    HostSchedule
		features []string
		// insn is the FMA on the kernel's registers (its first operand
		// may be a folded load, a broadcast from memory: the object
		// holds only the kernel's copy specialized to the call).
		insn *regexp.Regexp
	}{
		{withConv32(HostSchedules()[0], "fma512"), []string{"avx512f"}, regexp.MustCompile(`vfmadd231ps\t[^\n]*%zmm`)},
		{withConv32(HostSchedules()[2], "fma256"), []string{"avx2", "fma"}, regexp.MustCompile(`vfmadd231ps\t[^\n]*%ymm`)},
	}
	pools := testPools(t, 2, 3)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	// phased: big enough for its calls to be split across threads.
	tests := []struct {
		c      conv2d
		phased bool
	}{
		{conv2d{n: 2, h: 9, w: 11, ci: 7, co: 33, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, false},
		{conv2d{n: 2, h: 23, w: 21, ci: 32, co: 64, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, true},
		{conv2d{n: 3, h: 8, w: 13, ci: 5, co: 17, kh: 2, kw: 3, sh: 1, sw: 2, dh: 2, dw: 1, pl: 2, pr: 2}, false},
		{conv2d{n: 1, h: 6, w: 19, ci: 64, co: 100, kh: 1, kw: 1, sh: 1, sw: 1, dh: 1, dw: 1}, false},
		{conv2d{n: 1, h: 7, w: 7, ci: 3, co: 5, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}, false},
		// One whole vector of output channels: the one-vector tiles.
		{conv2d{n: 1, h: 10, w: 13, ci: 24, co: 16, kh: 1, kw: 1, sh: 1, sw: 1, dh: 1, dw: 1}, false},
	}
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	for _, k := range kernels {
		kern := conv32KernelOf(k.sched.Conv32)
		if kern == nil {
			t.Fatalf("schedule %s has no float32 micro-kernel", k.sched)
		}
		tiles := k.sched
		tiles.Conv32 = ""
		native := true
		for _, f := range k.features {
			native = native && hasFeature(features, f)
		}
		for _, tt := range tests {
			c := tt.c
			name := fmt.Sprintf("%s %+v", k.sched.Conv32, c)
			src := c.kernel()
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
			if strings.Contains(ir, "linalg.conv") || !strings.Contains(ir, "call @"+kern.symbol()+"(") {
				t.Fatalf("%s: the convolution is not replaced by calls of %s:\n%s", name, kern.name, ir)
			}
			if !strings.Contains(ir, "memref.extract_aligned_pointer_as_index %arg2 ") {
				t.Fatalf("%s: the calls do not take the bias (convBiasOf):\n%s", name, ir)
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
			oh, ow := c.out()
			sizes := []int{c.n * c.h * c.w * c.ci, c.co * c.kh * c.kw * c.ci, c.co, c.n * oh * ow * c.co}
			in := gputest.Buffers(t, sizes[:3]...)
			for _, b := range in {
				gputest.Fill(r, b)
			}
			var outs [][]float32
			for _, s := range []HostSchedule{k.sched, tiles} {
				so, err := w.compile(context.Background(), []byte(src), SourceTOSA, s, nil)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if s == k.sched && !k.insn.MatchString(disassemble(t, so)) {
					t.Fatalf("%s: no %s in the object", name, k.insn)
				}
				out := gputest.Buffers(t, sizes[3])[0]
				for i := range out {
					out[i] = float32(math.NaN())
				}
				fn := hostkernel.Load(t, so, "conv")
				if err := fn.Call(gputest.Ptrs(append(in, out)...)...); err != nil {
					t.Fatal(err)
				}
				outs = append(outs, out)
				if s != k.sched || fn.Phases() == 0 {
					continue
				}
				// The phases on several threads: the whole entry's bytes.
				var addrs []uintptr
				for _, b := range append(in, out) {
					addrs = append(addrs, uintptr(unsafe.Pointer(unsafe.SliceData(b))))
				}
				whole := slices.Clone(out)
				for _, p := range pools {
					for rep := range 3 {
						for i := range out {
							out[i] = float32(math.NaN())
						}
						if err := fn.RunPhases(p, addrs...); err != nil {
							t.Fatal(err)
						}
						for i := range out {
							if math.Float32bits(out[i]) != math.Float32bits(whole[i]) {
								t.Fatalf("%s: %d threads (run %d): y[%d] = %v, the whole entry's %v", name, p.Threads(), rep, i, out[i], whole[i])
							}
						}
					}
				}
				copy(out, whole)
			}
			want, mag := c.reference(in[0], in[1], in[2])
			checkContraction(t, name, outs[0], want, mag, c.kh*c.kw*c.ci)
			for i := range outs[0] {
				if math.Float32bits(outs[0][i]) != math.Float32bits(outs[1][i]) {
					t.Fatalf("%s: y[%d] = %v, the register tiles' %v", name, i, outs[0][i], outs[1][i])
				}
			}
		}
	}
}

// splitPhaseCalls reports whether a phase entry of the lowered module ir
// calls symbol inside an scf.parallel.
func splitPhaseCalls(ir, symbol string) bool {
	for _, fn := range strings.Split(ir, "func.func ")[1:] {
		if !strings.Contains(fn[:strings.Index(fn, "(")], ".phase") {
			continue
		}
		if i := strings.Index(fn, "scf.parallel"); i >= 0 && strings.Contains(fn[i:], "call @"+symbol+"(") {
			return true
		}
	}
	return false
}

// TestConv32Chunks splits pixel ranges into whole register tiles, at most
// conv32MaxChunks chunks, covering every pixel.
func TestConv32Chunks(t *testing.T) {
	for _, tt := range []struct{ p, mr int64 }{{1, 6}, {5, 6}, {6, 6}, {7, 6}, {8192, 6}, {32768, 6}, {1536, 6}, {1537, 6}, {100000, 8}} {
		chunk, count := conv32Chunks(tt.p, tt.mr)
		if chunk%tt.mr != 0 || count > conv32MaxChunks || count < 1 || chunk*count < tt.p || chunk*(count-1) >= tt.p {
			t.Errorf("%d pixels, tiles of %d: %d chunks of %d", tt.p, tt.mr, count, chunk)
		}
	}
}

// TestMemrefElem reads a printed memref type's element type.
func TestMemrefElem(t *testing.T) {
	for typ, want := range map[string]string{
		"memref<8x34x34x64xf32>": "f32",
		"memref<8x32x32x64xi32, strided<[73984, 2176, 64, 1], offset: 2240>>": "i32",
		"memref<4xbf16>": "bf16",
		"memref<f64>":    "f64",
	} {
		if got := memrefElem(typ); got != want {
			t.Errorf("%s: %q, want %q", typ, got, want)
		}
	}
}

// nchwConv is an ONNX-style float32 convolution on an NCHW input x
// [n,c,h,w] with an FCHW filter [f,c,k,k] and no padding: the layout
// changes as the compiler emits them around a tosa.conv2d, the result
// NCHW.
type nchwConv struct{ n, c, h, w, f, k, s int }

func (d nchwConv) out() (int, int) { return (d.h-d.k)/d.s + 1, (d.w-d.k)/d.s + 1 }

func (d nchwConv) kernel() string {
	oh, ow := d.out()
	return fmt.Sprintf(`module {
  func.func @conv(%%x: tensor<%[1]dx%[2]dx%[3]dx%[4]dxf32>, %%wt: tensor<%[5]dx%[2]dx%[6]dx%[6]dxf32>, %%b: tensor<%[5]dxf32>) -> tensor<%[1]dx%[5]dx%[8]dx%[9]dxf32> {
    %%xt = tosa.transpose %%x {perms = array<i32: 0, 2, 3, 1>} : (tensor<%[1]dx%[2]dx%[3]dx%[4]dxf32>) -> tensor<%[1]dx%[3]dx%[4]dx%[2]dxf32>
    %%zp = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %%ft = tosa.transpose %%wt {perms = array<i32: 0, 2, 3, 1>} : (tensor<%[5]dx%[2]dx%[6]dx%[6]dxf32>) -> tensor<%[5]dx%[6]dx%[6]dx%[2]dxf32>
    %%yt = tosa.conv2d %%xt, %%ft, %%b, %%zp, %%zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: %[7]d, %[7]d>} : (tensor<%[1]dx%[3]dx%[4]dx%[2]dxf32>, tensor<%[5]dx%[6]dx%[6]dx%[2]dxf32>, tensor<%[5]dxf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<%[1]dx%[8]dx%[9]dx%[5]dxf32>
    %%y = tosa.transpose %%yt {perms = array<i32: 0, 3, 1, 2>} : (tensor<%[1]dx%[8]dx%[9]dx%[5]dxf32>) -> tensor<%[1]dx%[5]dx%[8]dx%[9]dxf32>
    return %%y : tensor<%[1]dx%[5]dx%[8]dx%[9]dxf32>
  }
}`, d.n, d.c, d.h, d.w, d.f, d.k, d.s, oh, ow)
}

// TestConv32NCHWInput compiles NCHW convolutions (unpadded: 1x1, and 3x3
// with strides 2 and 1; batches of 1 and 2) with the AVX-512 default: those its
// gated micro-kernel takes read the NCHW input in place (no transpose of
// it is left: conv32InputOf), the others keep the transpose. Where this CPU
// has AVX-512F, each computes, on random data, the same bytes as the
// register tiles (the same schedule without the micro-kernel, which
// transposes; but the KxK kernel's, which sums in its own order) and the
// convolution within rounding of a float64 loop.
func TestConv32NCHWInput(t *testing.T) {
	lib := gputest.OpenLib(t)
	def := HostSchedules()[0]
	tiles := withConv32(def, "")
	native := hasFeature(lib.HostTarget().Features, "avx512f")
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, tt := range []struct {
		d      nchwConv
		inside bool   // a micro-kernel takes it
		symbol string // which
	}{
		// 1x1 with stride 1: the NCHW GEMM (convnchw.go), ungated.
		{nchwConv{n: 1, c: 24, h: 7, w: 9, f: 40, k: 1, s: 1}, true, "mgxport_conv_f32_nchw_fma512"},
		{nchwConv{n: 2, c: 5, h: 3, w: 35, f: 17, k: 1, s: 1}, true, "mgxport_conv_f32_nchw_fma512"},
		{nchwConv{n: 1, c: 24, h: 5, w: 6, f: 16, k: 1, s: 1}, true, "mgxport_conv_f32_nchw_fma512"},
		// 3x3 at stride 2: the KxK kernel by phases (convnchwk_s2.go),
		// whose pass over the input reads it in place.
		{nchwConv{n: 1, c: 16, h: 11, w: 13, f: 33, k: 3, s: 2}, true, "mgxport_conv_f32_nchwk_fma512_s2"},
		// 3x3 on rows of 6 (outputs of 4 in vectors of 16, a small
		// filter): the NHWC kernel's (nchwkWins).
		{nchwConv{n: 1, c: 32, h: 6, w: 6, f: 32, k: 3, s: 1}, true, "mgxport_conv_f32_fma512"},
		{nchwConv{n: 1, c: 24, h: 5, w: 6, f: 16, k: 3, s: 1}, false, "mgxport_conv_f32_fma512"}, // gated out
	} {
		d := tt.d
		name := fmt.Sprintf("%+v", d)
		src := d.kernel()
		ir := scheduledIR(t, w, src, def, name)
		calls := strings.Contains(ir, "call @"+tt.symbol+"(")
		inPlace := strings.Contains(ir, "memref.extract_aligned_pointer_as_index %arg0 ")
		if calls != tt.inside || inPlace != tt.inside {
			t.Fatalf("%s: micro-kernel calls %v, reading x in place %v; want %v:\n%s", name, calls, inPlace, tt.inside, ir)
		}
		if !native {
			t.Logf("%s: this CPU lacks avx512f: not run", name)
			continue
		}
		oh, ow := d.out()
		sizes := []int{d.n * d.c * d.h * d.w, d.f * d.c * d.k * d.k, d.f, d.n * d.f * oh * ow}
		in := gputest.Buffers(t, sizes[:3]...)
		for _, b := range in {
			gputest.Fill(r, b)
		}
		var outs [][]float32
		for _, s := range []HostSchedule{def, tiles} {
			so, err := CompileHostSchedule(context.Background(), lib, []byte(src), SourceTOSA, s)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			out := gputest.Buffers(t, sizes[3])[0]
			if err := hostkernel.Load(t, so, "conv").Call(gputest.Ptrs(append(in, out)...)...); err != nil {
				t.Fatal(err)
			}
			outs = append(outs, out)
		}
		for i := range outs[0] {
			// (The KxK kernel sums c, then kh, kw: its own order.)
			if !strings.Contains(tt.symbol, "nchwk") && math.Float32bits(outs[0][i]) != math.Float32bits(outs[1][i]) {
				t.Fatalf("%s: y[%d] = %v, the register tiles' %v", name, i, outs[0][i], outs[1][i])
			}
		}
		x, f, b := in[0], in[1], in[2]
		want, mag := make([]float64, sizes[3]), make([]float64, sizes[3])
		for n := range d.n {
			for o := range d.f {
				for i := range oh {
					for j := range ow {
						v, a := float64(b[o]), math.Abs(float64(b[o]))
						for c := range d.c {
							for u := range d.k {
								for q := range d.k {
									p := float64(x[((n*d.c+c)*d.h+i*d.s+u)*d.w+j*d.s+q]) * float64(f[((o*d.c+c)*d.k+u)*d.k+q])
									v, a = v+p, a+math.Abs(p)
								}
							}
						}
						k := ((n*d.f+o)*oh+i)*ow + j
						want[k], mag[k] = v, a
					}
				}
			}
		}
		checkContraction(t, name, outs[0], want, mag, d.c*d.k*d.k)
	}
}
