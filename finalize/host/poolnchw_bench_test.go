package host

import (
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
)

// BenchmarkMaxPoolNCHW times the CNNs' max poolings (squeezenet1_1's 3x3
// stride 2 at 111, 55 and 27 pixels square, resnet18's at 112 with pads
// of 1) on one thread with the AVX-512 NCHW kernel. It reports the
// fastest call (min-us: the machine may be shared).
func BenchmarkMaxPoolNCHW(b *testing.B) {
	lib := gputest.OpenLib(b)
	if !hasFeature(lib.HostTarget().Features, "avx512f") {
		b.Fatal("this CPU lacks avx512f: the kernel does not run here")
	}
	sched := dwSchedules()[0].sched
	shapes := []struct {
		name string
		p    nchwMaxPool
	}{
		{"64x111", nchwMaxPool{n: 1, c: 64, h: 111, w: 111, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1}},
		{"128x55", nchwMaxPool{n: 1, c: 128, h: 55, w: 55, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1}},
		{"256x27", nchwMaxPool{n: 1, c: 256, h: 27, w: 27, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1}},
		{"64x112_pad", nchwMaxPool{n: 1, c: 64, h: 112, w: 112, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1}},
	}
	w, err := newHostWorker(lib)
	if err != nil {
		b.Fatal(err)
	}
	defer w.close()
	r := rand.New(rand.NewPCG(1, 2))
	for _, sh := range shapes {
		p := sh.p
		b.Run(sh.name, func(b *testing.B) {
			oh, ow := p.out()
			x := gputest.Buffers(b, p.n*p.c*p.h*p.w)[0]
			gputest.Fill(r, x)
			out := gputest.Buffers(b, p.n*p.c*oh*ow)[0]
			best := benchKernel(b, w, p.kernel(), sched, "pool", gputest.Ptrs(x, out))
			b.ReportMetric(float64(best.Nanoseconds())/1e3, "min-us")
		})
	}
}
