package host

import (
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
)

// BenchmarkDepthwiseNCHW times mobilenet_v2's depthwise convolutions (3x3,
// Clip, stride 1 at 112 .. 7 pixels square and stride 2) on one thread
// with the AVX-512 NCHW kernel. It reports the fastest call (min-us: the
// machine may be shared).
func BenchmarkDepthwiseNCHW(b *testing.B) {
	lib := avx512Lib(b)
	sched := dwSchedules()[0].sched
	shapes := []struct {
		name string
		d    dwNCHW
	}{
		{"32x112", dwNCHW{n: 1, c: 32, h: 112, w: 112, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}},
		{"144x56", dwNCHW{n: 1, c: 144, h: 56, w: 56, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}},
		{"192x28", dwNCHW{n: 1, c: 192, h: 28, w: 28, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}},
		{"384x14", dwNCHW{n: 1, c: 384, h: 14, w: 14, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}},
		{"576x14", dwNCHW{n: 1, c: 576, h: 14, w: 14, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}},
		{"960x7", dwNCHW{n: 1, c: 960, h: 7, w: 7, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true}},
		{"96x112_s2", dwNCHW{n: 1, c: 96, h: 112, w: 112, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pb: 0, pl: 1, pr: 0, clip: true}},
		{"144x56_s2", dwNCHW{n: 1, c: 144, h: 56, w: 56, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pb: 0, pl: 1, pr: 0, clip: true}},
		{"192x28_s2", dwNCHW{n: 1, c: 192, h: 28, w: 28, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pb: 0, pl: 1, pr: 0, clip: true}},
		{"576x14_s2", dwNCHW{n: 1, c: 576, h: 14, w: 14, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pb: 0, pl: 1, pr: 0, clip: true}},
	}
	w, err := newHostWorker(lib)
	if err != nil {
		b.Fatal(err)
	}
	defer w.close()
	r := rand.New(rand.NewPCG(1, 2))
	for _, sh := range shapes {
		d := sh.d
		b.Run(sh.name, func(b *testing.B) {
			oh, ow := d.out()
			in := randomBuffers(b, r, d.n*d.c*d.h*d.w, d.c*d.kh*d.kw, d.c)
			out := gputest.Buffers(b, d.n*d.c*oh*ow)[0]
			best := benchKernel(b, w, d.kernel(), sched, "dw", gputest.Ptrs(append(in, out)...))
			b.ReportMetric(float64(best.Nanoseconds())/1e3, "min-us")
		})
	}
}
