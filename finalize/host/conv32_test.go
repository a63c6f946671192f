package host

import (
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"

	"context"
	"fmt"
	"math"
	"math/rand/v2"
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
		insn     string // the FMA on the kernel's registers
	}{
		{withConv32(HostSchedules()[0], "fma512"), []string{"avx512f"}, "vfmadd231ps\t%zmm"},
		{withConv32(HostSchedules()[2], "fma256"), []string{"avx2", "fma"}, "vfmadd231ps\t%ymm"},
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
				if s == k.sched && !strings.Contains(disassemble(t, so), k.insn) {
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
