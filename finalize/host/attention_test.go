package host

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
	"unsafe"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/runtime/host"
)

// attnKernel is the TOSA of a fused attention as the compiler emits it for
// ONNX Attention on a packed QKV [1, s, 3*h*d] and an additive mask
// [1, 1, s, s] (BERT's): slices, per-head transposes, Q.K^T, the scale,
// the mask, softmax (max clamped, sum clamped), P.V, and the transpose back
// to [1, s, h*d].
func attnKernel(s, h, d int, scale float32) string {
	hd := h * d
	var b strings.Builder
	w := func(format string, a ...any) { fmt.Fprintf(&b, format+"\n", a...) }
	w("func.func @attn(%%qkv: tensor<1x%dx%dxf32>, %%mask: tensor<1x1x%dx%dxf32>) -> tensor<1x%dx%dxf32> {", s, 3*hd, s, s, s, hd)
	w("  %%size = tosa.const_shape {values = dense<[1, %d, %d]> : tensor<3xindex>} : () -> !tosa.shape<3>", s, hd)
	w("  %%heads = tosa.const_shape {values = dense<[1, %d, %d, %d]> : tensor<4xindex>} : () -> !tosa.shape<4>", s, h, d)
	w("  %%bhsd = tosa.const_shape {values = dense<[%d, %d, %d]> : tensor<3xindex>} : () -> !tosa.shape<3>", h, s, d)
	w("  %%bhds = tosa.const_shape {values = dense<[%d, %d, %d]> : tensor<3xindex>} : () -> !tosa.shape<3>", h, d, s)
	for i, name := range []string{"q", "k", "v"} {
		w("  %%o%s = tosa.const_shape {values = dense<[0, 0, %d]> : tensor<3xindex>} : () -> !tosa.shape<3>", name, i*hd)
		w("  %%%s0 = tosa.slice %%qkv, %%o%s, %%size : (tensor<1x%dx%dxf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x%dx%dxf32>", name, name, s, 3*hd, s, hd)
		w("  %%%s1 = tosa.reshape %%%s0, %%heads : (tensor<1x%dx%dxf32>, !tosa.shape<4>) -> tensor<1x%dx%dx%dxf32>", name, name, s, hd, s, h, d)
		if name == "k" {
			w("  %%k2 = tosa.transpose %%k1 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x%dx%dx%dxf32>) -> tensor<1x%dx%dx%dxf32>", s, h, d, h, d, s)
			w("  %%k3 = tosa.reshape %%k2, %%bhds : (tensor<1x%dx%dx%dxf32>, !tosa.shape<3>) -> tensor<%dx%dx%dxf32>", h, d, s, h, d, s)
			continue
		}
		w("  %%%s2 = tosa.transpose %%%s1 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x%dx%dx%dxf32>) -> tensor<1x%dx%dx%dxf32>", name, name, s, h, d, h, s, d)
		w("  %%%s3 = tosa.reshape %%%s2, %%bhsd : (tensor<1x%dx%dx%dxf32>, !tosa.shape<3>) -> tensor<%dx%dx%dxf32>", name, name, h, s, d, h, s, d)
	}
	w(`  %%zero = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>`)
	w(`  %%shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>`)
	w("  %%qk = tosa.matmul %%q3, %%k3, %%zero, %%zero : (tensor<%dx%dx%dxf32>, tensor<%dx%dx%dxf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<%dx%dx%dxf32>", h, s, d, h, d, s, h, s, s)
	w(`  %%scale = "tosa.const"() <{values = dense<%e> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>`, scale)
	w("  %%sc = tosa.mul %%qk, %%scale, %%shift : (tensor<%dx%dx%dxf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<%dx%dx%dxf32>", h, s, s, h, s, s)
	w("  %%s4 = tosa.const_shape {values = dense<[1, %d, %d, %d]> : tensor<4xindex>} : () -> !tosa.shape<4>", h, s, s)
	w("  %%sc4 = tosa.reshape %%sc, %%s4 : (tensor<%dx%dx%dxf32>, !tosa.shape<4>) -> tensor<1x%dx%dx%dxf32>", h, s, s, h, s, s)
	w("  %%m = tosa.add %%sc4, %%mask : (tensor<1x%dx%dx%dxf32>, tensor<1x1x%dx%dxf32>) -> tensor<1x%dx%dx%dxf32>", h, s, s, s, s, h, s, s)
	w("  %%mx = tosa.reduce_max %%m {axis = 3 : i32} : (tensor<1x%dx%dx%dxf32>) -> tensor<1x%dx%dx1xf32>", h, s, s, h, s)
	w(`  %%lo = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>`)
	w("  %%mx2 = tosa.maximum %%mx, %%lo : (tensor<1x%dx%dx1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x%dx%dx1xf32>", h, s, h, s)
	w("  %%sub = tosa.sub %%m, %%mx2 : (tensor<1x%dx%dx%dxf32>, tensor<1x%dx%dx1xf32>) -> tensor<1x%dx%dx%dxf32>", h, s, s, h, s, h, s, s)
	w("  %%e = tosa.exp %%sub : (tensor<1x%dx%dx%dxf32>) -> tensor<1x%dx%dx%dxf32>", h, s, s, h, s, s)
	w("  %%sum = tosa.reduce_sum %%e {axis = 3 : i32} : (tensor<1x%dx%dx%dxf32>) -> tensor<1x%dx%dx1xf32>", h, s, s, h, s)
	w(`  %%one = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>`)
	w("  %%sum2 = tosa.maximum %%sum, %%one : (tensor<1x%dx%dx1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x%dx%dx1xf32>", h, s, h, s)
	w("  %%r = tosa.reciprocal %%sum2 : (tensor<1x%dx%dx1xf32>) -> tensor<1x%dx%dx1xf32>", h, s, h, s)
	w("  %%p = tosa.mul %%e, %%r, %%shift : (tensor<1x%dx%dx%dxf32>, tensor<1x%dx%dx1xf32>, tensor<1xi8>) -> tensor<1x%dx%dx%dxf32>", h, s, s, h, s, h, s, s)
	w("  %%s3 = tosa.const_shape {values = dense<[%d, %d, %d]> : tensor<3xindex>} : () -> !tosa.shape<3>", h, s, s)
	w("  %%p3 = tosa.reshape %%p, %%s3 : (tensor<1x%dx%dx%dxf32>, !tosa.shape<3>) -> tensor<%dx%dx%dxf32>", h, s, s, h, s, s)
	w("  %%pv = tosa.matmul %%p3, %%v3, %%zero, %%zero : (tensor<%dx%dx%dxf32>, tensor<%dx%dx%dxf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<%dx%dx%dxf32>", h, s, s, h, s, d, h, s, d)
	w("  %%o4s = tosa.const_shape {values = dense<[1, %d, %d, %d]> : tensor<4xindex>} : () -> !tosa.shape<4>", h, s, d)
	w("  %%o4 = tosa.reshape %%pv, %%o4s : (tensor<%dx%dx%dxf32>, !tosa.shape<4>) -> tensor<1x%dx%dx%dxf32>", h, s, d, h, s, d)
	w("  %%ot = tosa.transpose %%o4 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x%dx%dx%dxf32>) -> tensor<1x%dx%dx%dxf32>", h, s, d, s, h, d)
	w("  %%out = tosa.reshape %%ot, %%size : (tensor<1x%dx%dx%dxf32>, !tosa.shape<3>) -> tensor<1x%dx%dxf32>", s, h, d, s, hd)
	w("  return %%out : tensor<1x%dx%dxf32>", s, hd)
	w("}")
	return b.String()
}

// attnReference computes attnKernel's output in float64.
func attnReference(qkv, mask []float32, s, h, d int, scale float32) []float64 {
	hd := h * d
	out := make([]float64, s*hd)
	sc := make([]float64, s)
	for hh := range h {
		for i := range s {
			mx := math.Inf(-1)
			for j := range s {
				dot := 0.0
				for k := range d {
					dot += float64(qkv[i*3*hd+hh*d+k]) * float64(qkv[j*3*hd+hd+hh*d+k])
				}
				sc[j] = dot*float64(scale) + float64(mask[i*s+j])
				mx = math.Max(mx, sc[j])
			}
			sum := 0.0
			for j := range s {
				sc[j] = math.Exp(sc[j] - mx)
				sum += sc[j]
			}
			for k := range d {
				acc := 0.0
				for j := range s {
					acc += sc[j] / sum * float64(qkv[j*3*hd+2*hd+hh*d+k])
				}
				out[i*hd+hh*d+k] = acc
			}
		}
	}
	return out
}

// TestAttentionFusedOneLoop compiles attention kernels of several shapes
// (BERT-tiny's, others with fresh random sizes, and one whose rows no
// block divides, which stays unfused) on fresh random data: whether
// findAttention fuses it, the output against a float64 reference, and
// the same bytes from the whole entry and from the phases on 1, 2 and 3
// threads. A fused kernel has few phases (its transposes, the one loop);
// the 14-16 loop nests it replaces had as many phases.
func TestAttentionFusedOneLoop(t *testing.T) {
	lib := gputest.OpenLib(t)
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	cases := []struct {
		name    string
		s, h, d int
		fused   bool
	}{
		{"bert_tiny", 128, 2, 64, true},
		{"random heads", 8 * (4 + r.IntN(12)), 1 + r.IntN(4), 16 * (1 + r.IntN(4)), true},
		{"odd head dim", 8 * (2 + r.IntN(8)), 3, 24 + r.IntN(20), true},
		{"rows of 8 lanes", 8 * (3 + 2*r.IntN(6)), 4, 32, true},
		{"modernbert_tiny", 128, 4, 32, true},
		{"rows not blocked", 8*(4+r.IntN(8)) + 1 + r.IntN(7), 2, 32, false},
	}
	var pools []*host.Pool
	for _, threads := range []int{1, 2, 3} {
		p, err := host.NewPool(threads)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { p.Close() })
		pools = append(pools, p)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			scale := float32(1 / math.Sqrt(float64(c.d)))
			src := attnKernel(c.s, c.h, c.d, scale)
			// Whether the matcher takes it.
			w, err := newHostWorker(lib)
			if err != nil {
				t.Fatal(err)
			}
			defer w.close()
			m, err := w.ctx.ParseString(src)
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			if err := m.RunPipeline(PipelineString(TOSAToLinalgPipeline())); err != nil {
				t.Fatal(err)
			}
			n, err := w.fuseAttention(m)
			text := m.String()
			m.Close()
			if err != nil {
				t.Fatal(err)
			}
			if got := n == 1; got != c.fused {
				t.Fatalf("s=%d h=%d d=%d: fused %d attentions, want fused: %v", c.s, c.h, c.d, n, c.fused)
			}
			// The row max and sum are split into vector lanes: no whole-row
			// linalg.reduce is left, two lane-wise ones per row reduction.
			if c.fused && (strings.Contains(text, "linalg.reduce") || !strings.Contains(text, `iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]`)) {
				t.Fatalf("s=%d: the row reductions are not split into lanes:\n%s", c.s, text)
			}
			so, err := CompileHost(context.Background(), lib, []byte(src), SourceTOSA)
			if err != nil {
				t.Fatal(err)
			}
			fn := hostkernel.Load(t, so, "attn")
			if c.fused && (fn.Phases() == 0 || fn.Phases() > 8) {
				t.Fatalf("fused attention has %d phases, want 1 to 8", fn.Phases())
			}
			// The transformer shapes: K's and V's transposes, the loop (Q's
			// transpose, P.V's fill and all the rest inside), the output's
			// transpose (written into the output in place: its reshape's
			// copy is gone, resultcopy.go).
			if strings.HasSuffix(c.name, "bert_tiny") && fn.Phases() != 4 {
				t.Fatalf("%s's attention has %d phases, want 4", c.name, fn.Phases())
			}
			hd := c.h * c.d
			bufs := gputest.Buffers(t, c.s*3*hd, c.s*c.s, c.s*hd)
			qkv, mask, out := bufs[0], bufs[1], bufs[2]
			gputest.Fill(r, qkv)
			gputest.Fill(r, mask)
			for i := range mask {
				if r.IntN(8) == 0 {
					mask[i] = -1e4 // masked keys, as BERT's padding
				}
			}
			addrs := make([]uintptr, len(bufs))
			for i, b := range bufs {
				addrs[i] = uintptr(unsafe.Pointer(unsafe.SliceData(b)))
			}
			outBytes := func() []byte {
				return bytes.Clone(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(out))), 4*len(out)))
			}
			poison := func() {
				for i := range out {
					out[i] = float32(math.NaN())
				}
			}
			poison()
			if err := fn.CallAddrs(addrs...); err != nil {
				t.Fatal(err)
			}
			ref := attnReference(qkv, mask, c.s, c.h, c.d, scale)
			for i, v := range out {
				if diff := math.Abs(float64(v) - ref[i]); !(diff <= 1e-5+1e-4*math.Abs(ref[i])) {
					t.Fatalf("out[%d] = %g, reference %g", i, v, ref[i])
				}
			}
			want := outBytes()
			for _, p := range pools {
				for rep := range 14 { // enough runs for the runtime to try splitting
					poison()
					if err := fn.Run(p, addrs...); err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(outBytes(), want) {
						t.Fatalf("%d threads (run %d): output differs from the whole entry's", p.Threads(), rep)
					}
					poison()
					if err := fn.RunPhases(p, addrs...); err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(outBytes(), want) {
						t.Fatalf("phases on %d threads (run %d): output differs from the whole entry's", p.Threads(), rep)
					}
				}
			}
		})
	}
}

// BenchmarkAttentionThreads times BERT-tiny's attention kernel (128 tokens,
// 2 heads of 64) and ModernBERT-tiny's (4 heads of 32) whole on one thread
// and through its phases on 2 threads; min-ns/op is the fastest launch (the
// box may be shared).
func BenchmarkAttentionThreads(b *testing.B) {
	lib := gputest.OpenLib(b)
	for _, shape := range []struct {
		name    string
		s, h, d int
	}{{"bert_tiny", 128, 2, 64}, {"modernbert_tiny", 128, 4, 32}} {
		s, h, d := shape.s, shape.h, shape.d
		so, err := CompileHost(context.Background(), lib, []byte(attnKernel(s, h, d, float32(1/math.Sqrt(float64(d))))), SourceTOSA)
		if err != nil {
			b.Fatal(err)
		}
		fn := hostkernel.Load(b, so, "attn")
		r := rand.New(rand.NewPCG(1, 2))
		bufs := gputest.Buffers(b, s*3*h*d, s*s, s*h*d)
		gputest.Fill(r, bufs[0])
		gputest.Fill(r, bufs[1])
		addrs := make([]uintptr, len(bufs))
		for i, buf := range bufs {
			addrs[i] = uintptr(unsafe.Pointer(unsafe.SliceData(buf)))
		}
		for _, threads := range []int{1, 2} {
			b.Run(fmt.Sprintf("%s/threads=%d", shape.name, threads), func(b *testing.B) {
				p, err := host.NewPool(threads)
				if err != nil {
					b.Fatal(err)
				}
				defer p.Close()
				best := time.Duration(math.MaxInt64)
				for b.Loop() {
					start := time.Now()
					if threads == 1 {
						err = fn.CallAddrs(addrs...)
					} else {
						err = fn.RunPhases(p, addrs...)
					}
					if err != nil {
						b.Fatal(err)
					}
					best = min(best, time.Since(start))
				}
				b.ReportMetric(float64(best.Nanoseconds()), "min-ns/op")
			})
		}
	}
}
