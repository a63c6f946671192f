package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"time"
	"unsafe"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/runtime/host"
)

// BenchmarkConvNCHWK times dense convolutions of the models issue 30
// names (cnn_fp32's, squeezenet1_1's first and expand3x3, mobilenet_v2's
// first, resnet_mini's, resnet18's deep 3x3 layers, stride-2 3x3s and
// first 7x7) on one thread: the NCHW KxK kernel
// ("nchwk") and the NHWC register tiles with their layout passes
// ("tiles"; where the KxK kernel declines a convolution, stride 2 over
// many taps, both time the tiles); and the KxK kernel's phases on a pool
// of 2 threads ("nchwk_t2": its work items in the pool's ranges, as a
// model runs them split). It reports the fastest call (min-ms: the
// machine may be shared) and its GFLOP/s.
func BenchmarkConvNCHWK(b *testing.B) {
	lib := avx512Lib(b)
	sched := withConv32(HostSchedules()[0], "fma512")
	tiles := sched
	tiles.Conv32 = ""
	p1 := [4]int{1, 1, 1, 1}
	shapes := []struct {
		name string
		d    convK
	}{
		{"cnn_conv0", convK{n: 8, c: 3, h: 64, w: 64, f: 32, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"cnn_conv1_s2", convK{n: 8, c: 32, h: 64, w: 64, f: 64, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{1, 1, 0, 0}}},
		{"cnn_conv2", convK{n: 8, c: 64, h: 32, w: 32, f: 64, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"cnn_conv3_s2", convK{n: 8, c: 64, h: 32, w: 32, f: 128, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{1, 1, 0, 0}}},
		{"sq_conv0_s2", convK{n: 1, c: 3, h: 224, w: 224, f: 64, kh: 3, kw: 3, sh: 2, sw: 2, crop: [2]int{1, 1}}},
		{"mb2_conv0_s2", convK{n: 1, c: 3, h: 224, w: 224, f: 32, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{1, 1, 0, 0}}},
		{"sq_expand3x3_55", convK{n: 1, c: 16, h: 55, w: 55, f: 64, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"sq_expand3x3_27", convK{n: 1, c: 32, h: 27, w: 27, f: 128, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"sq_expand3x3_13_48", convK{n: 1, c: 48, h: 13, w: 13, f: 192, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"sq_expand3x3_13", convK{n: 1, c: 64, h: 13, w: 13, f: 256, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"rmini_stem", convK{n: 1, c: 3, h: 32, w: 32, f: 16, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"rmini_16x32", convK{n: 1, c: 16, h: 32, w: 32, f: 16, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"rmini_32x16", convK{n: 1, c: 32, h: 16, w: 16, f: 32, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"rmini_64x8", convK{n: 1, c: 64, h: 8, w: 8, f: 64, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"rmini_down1x1_s2", convK{n: 1, c: 32, h: 16, w: 16, f: 64, kh: 1, kw: 1, sh: 2, sw: 2, crop: [2]int{1, 1}}},
		{"r18_layer1", convK{n: 1, c: 64, h: 56, w: 56, f: 64, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"r18_layer2", convK{n: 1, c: 128, h: 28, w: 28, f: 128, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"r18_layer3", convK{n: 1, c: 256, h: 14, w: 14, f: 256, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		{"r18_layer4", convK{n: 1, c: 512, h: 7, w: 7, f: 512, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1}},
		// resnet18's second 3x3 of a block: the residual Add and Relu
		// in the store.
		{"r18_layer4_add_relu", convK{n: 1, c: 512, h: 7, w: 7, f: 512, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, residual: true, clip: true, lo: 0, hi: math.MaxFloat32}},
		{"r18_layer1_add_relu", convK{n: 1, c: 64, h: 56, w: 56, f: 64, kh: 3, kw: 3, sh: 1, sw: 1, pad: p1, residual: true, clip: true, lo: 0, hi: math.MaxFloat32}},
		{"r18_layer3_s2", convK{n: 1, c: 128, h: 28, w: 28, f: 256, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{1, 1, 0, 0}}},
		{"r18_layer4_s2", convK{n: 1, c: 256, h: 14, w: 14, f: 512, kh: 3, kw: 3, sh: 2, sw: 2, pad: [4]int{1, 1, 0, 0}}},
		{"r18_conv0_7x7s2", convK{n: 1, c: 3, h: 224, w: 224, f: 64, kh: 7, kw: 7, sh: 2, sw: 2, pad: [4]int{3, 3, 2, 2}}},
	}
	w, err := newHostWorker(lib)
	if err != nil {
		b.Fatal(err)
	}
	defer w.close()
	r := rand.New(rand.NewPCG(1, 2))
	for _, sh := range shapes {
		d := sh.d
		oh, ow := d.out()
		sizes := []int{d.n * d.c * d.h * d.w, d.f * d.c * d.kh * d.kw, d.f}
		if d.residual {
			sizes = append(sizes, d.n*d.f*oh*ow)
		}
		in := randomBuffers(b, r, sizes...)
		out := gputest.Buffers(b, d.n*d.f*oh*ow)[0]
		flops := 2 * float64(d.n*d.f*oh*ow*d.c*d.kh*d.kw)
		for _, s := range []struct {
			name  string
			sched HostSchedule
		}{{"nchwk", sched}, {"tiles", tiles}} {
			b.Run(fmt.Sprintf("%s/%s", sh.name, s.name), func(b *testing.B) {
				best := benchKernel(b, w, d.kernel(), s.sched, "conv", gputest.Ptrs(append(in, out)...))
				b.ReportMetric(float64(best.Nanoseconds())/1e6, "min-ms")
				b.ReportMetric(flops/best.Seconds()/1e9, "GFLOP/s")
			})
		}
		b.Run(sh.name+"/nchwk_t2", func(b *testing.B) {
			so, err := w.compile(context.Background(), []byte(d.kernel()), SourceTOSA, sched, nil)
			if err != nil {
				b.Fatal(err)
			}
			fn := hostkernel.Load(b, so, "conv")
			p, err := host.NewPool(2)
			if err != nil {
				b.Fatal(err)
			}
			defer p.Close()
			var addrs []uintptr
			for _, buf := range append(in, out) {
				addrs = append(addrs, uintptr(unsafe.Pointer(unsafe.SliceData(buf))))
			}
			best := time.Duration(math.MaxInt64)
			for b.Loop() {
				t0 := time.Now()
				if err := fn.RunPhases(p, addrs...); err != nil {
					b.Fatal(err)
				}
				best = min(best, time.Since(t0))
			}
			b.ReportMetric(float64(best.Nanoseconds())/1e6, "min-ms")
			b.ReportMetric(flops/best.Seconds()/1e9, "GFLOP/s")
		})
	}
}
