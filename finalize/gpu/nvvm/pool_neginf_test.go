package nvvm

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/internal/onnxtest"
)

// negInfPool is an ONNX MaxPool of NCHW [n, c, h, w] by a kh x kw window
// with strides and pads (top, left, bottom, right).
type negInfPool struct {
	n, c, h, w, kh, kw, sh, sw, pt, pl, pb, pr int
}

func (p negInfPool) out() (int, int) {
	return (p.h+p.pt+p.pb-p.kh)/p.sh + 1, (p.w+p.pl+p.pr-p.kw)/p.sw + 1
}

// window calls f with the input index of each of output (nc, i, j)'s
// taps, -1 for a tap in the padding.
func (p negInfPool) window(nc, i, j int, f func(int)) {
	for u := range p.kh {
		for q := range p.kw {
			y, x := i*p.sh+u-p.pt, j*p.sw+q-p.pl
			if y < 0 || y >= p.h || x < 0 || x >= p.w {
				f(-1)
			} else {
				f((nc*p.h+y)*p.w + x)
			}
		}
	}
}

// TestPoolEmulatedNegInf replaces each max pooling by the GPU pooling
// kernel written for the CPU (kernelgen.ReplacePools, emulated) after the
// GPU stages' first half (which makes the pooling's start and padding
// -inf: host.NegInfMaxPools) and runs it on random inputs where the first
// and last windows' taps in the input and a block in each plane are -inf
// and another block holds a NaN among -inf: windows of -inf (with
// padding or without) give -inf exactly, as ONNX's MaxPool does (the
// lowest finite start gave -FLT_MAX), NaN wins, every other output is its
// window's maximum.
func TestPoolEmulatedNegInf(t *testing.T) {
	lib := gputest.OpenLib(t)
	w, err := stages.NewWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, p := range []negInfPool{
		{n: 2, c: 4, h: 16, w: 16, kh: 3, kw: 3, sh: 2, sw: 2, pt: 1, pl: 1, pb: 1, pr: 1},
		{n: 2, c: 5, h: 13, w: 11, kh: 3, kw: 2, sh: 2, sw: 1, pt: 1, pl: 0, pb: 2, pr: 1},
		{n: 1, c: 3, h: 8, w: 8, kh: 2, kw: 2, sh: 2, sw: 2},
	} {
		t.Run(fmt.Sprintf("%+v", p), func(t *testing.T) {
			md := maxPoolModel(onnxtest.Float, []int64{int64(p.n), int64(p.c), int64(p.h), int64(p.w)},
				onnxtest.Ints("kernel_shape", int64(p.kh), int64(p.kw)), onnxtest.Ints("strides", int64(p.sh), int64(p.sw)),
				onnxtest.Ints("pads", int64(p.pt), int64(p.pl), int64(p.pb), int64(p.pr)))
			ran := 0
			for _, o := range gputest.Lower(t, md, 1) {
				if o.Format != codeobj.MLIRBytecode {
					continue
				}
				m, err := w.Prepare(context.Background(), o.Payload)
				if err != nil {
					t.Fatal(err)
				}
				defer m.Close()
				if n, err := kernelgen.ReplacePools(m, true); err != nil || n != 1 {
					t.Fatalf("%d poolings replaced (%v), want 1:\n%s", n, err, m)
				}
				if err := w.Run(m, "inline", stages.GPUInlinePipeline()); err != nil {
					t.Fatal(err)
				}
				so, err := host.CompileHost(context.Background(), lib, []byte(m.String()), backend.SourceRaised)
				if err != nil {
					t.Fatalf("emulated kernel: %v", err)
				}
				oh, ow := p.out()
				if len(o.Args) != 2 || o.Args[0].Write || !o.Args[1].Write ||
					o.Args[0].Elems() != int64(p.n*p.c*p.h*p.w) || o.Args[1].Elems() != int64(p.n*p.c*oh*ow) {
					t.Fatalf("kernel arguments %+v, want x [%d] and y [%d]", o.Args, p.n*p.c*p.h*p.w, p.n*p.c*oh*ow)
				}
				bufs := gputest.Buffers(t, p.n*p.c*p.h*p.w, p.n*p.c*oh*ow)
				x, y := bufs[0], bufs[1]
				for i := range x {
					x[i] = r.Float32()*8 - 5
				}
				inf := float32(math.Inf(-1))
				for nc := range p.n * p.c {
					// The windows of outputs (0, 0), the last, the middle
					// and (oh/2, 0) all -inf, then a NaN in the last one's.
					for _, o := range [][2]int{{0, 0}, {oh - 1, ow - 1}, {oh / 2, ow / 2}, {oh / 2, 0}} {
						p.window(nc, o[0], o[1], func(k int) {
							if k >= 0 {
								x[k] = inf
							}
						})
					}
					x[(nc*p.h+min(oh/2*p.sh, p.h-1))*p.w] = float32(math.NaN())
				}
				if err := hostkernel.Load(t, so, o.Symbol).Call(gputest.Ptrs(x, y)...); err != nil {
					t.Fatal(err)
				}
				infs, padInfs, nans := 0, 0, 0
				for nc := range p.n * p.c {
					for i := range oh {
						for j := range ow {
							want, pads := inf, false
							p.window(nc, i, j, func(k int) {
								if k < 0 {
									pads = true
								} else {
									want = max(want, x[k]) // Go's max: a NaN wins
								}
							})
							got := y[(nc*oh+i)*ow+j]
							nan := math.IsNaN(float64(want))
							if nan != math.IsNaN(float64(got)) || !nan && math.Float32bits(got) != math.Float32bits(want) {
								t.Fatalf("y[%d,%d,%d] = %v, want %v", nc, i, j, got, want)
							}
							switch {
							case nan:
								nans++
							case math.IsInf(float64(want), -1):
								infs++
								if pads {
									padInfs++
								}
							}
						}
					}
				}
				if infs == 0 || nans == 0 || (p.pt+p.pl+p.pb+p.pr > 0) != (padInfs > 0) {
					t.Fatalf("%d -inf outputs (%d windows in the padding), %d NaN: not the cases this test is for", infs, padInfs, nans)
				}
				ran++
			}
			if ran != 1 {
				t.Fatalf("%d MLIR kernels ran, want 1", ran)
			}
		})
	}
}
