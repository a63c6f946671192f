package host

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// BenchmarkConvTiles times MobileNetV2's 1x1 convolutions (NHWC, batch 1:
// 96 and 144 channels projected to 24 and 32, 16 expanded to 96) with this
// CPU's default schedule and with the same schedule's matmul register tile
// (MicroM x MicroN) for the convolutions too, in one process, one thread:
// where ConvM x ConvN is set, what it is worth.
func BenchmarkConvTiles(b *testing.B) {
	lib := gputest.OpenLib(b)
	def := DefaultHostSchedule(lib.HostTarget())
	micro := def
	micro.ConvM, micro.ConvN = 0, 0
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range []conv2d{
		{n: 1, h: 56, w: 56, ci: 96, co: 24, kh: 1, kw: 1, sh: 1, sw: 1, dh: 1, dw: 1},
		{n: 1, h: 56, w: 56, ci: 144, co: 24, kh: 1, kw: 1, sh: 1, sw: 1, dh: 1, dw: 1},
		{n: 1, h: 28, w: 28, ci: 144, co: 32, kh: 1, kw: 1, sh: 1, sw: 1, dh: 1, dw: 1},
		{n: 1, h: 112, w: 112, ci: 16, co: 96, kh: 1, kw: 1, sh: 1, sw: 1, dh: 1, dw: 1},
	} {
		oh, ow := c.out()
		bufs := gputest.Buffers(b, c.n*c.h*c.w*c.ci, c.co*c.kh*c.kw*c.ci, c.co, c.n*oh*ow*c.co)
		for _, buf := range bufs[:3] {
			gputest.Fill(r, buf)
		}
		for _, s := range []HostSchedule{def, micro} {
			so, err := CompileHostSchedule(context.Background(), lib, []byte(c.kernel()), SourceTOSA, s)
			if err != nil {
				b.Fatal(err)
			}
			fn := hostkernel.Load(b, so, "conv")
			cm, cn := s.ConvM, s.ConvN
			if cm == 0 {
				cm, cn = s.MicroM, s.MicroN
			}
			b.Run(fmt.Sprintf("%dx%dx%d_to_%d/tile%dx%d", c.h, c.w, c.ci, c.co, cm, cn), func(b *testing.B) {
				for b.Loop() {
					if err := fn.Call(gputest.Ptrs(bufs...)...); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
