package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// maxPool is a float32 tosa.max_pool2d on NHWC x [n,h,w,c].
type maxPool struct{ n, h, w, c, kh, kw, sh, sw, pt, pb, pl, pr int }

func (p maxPool) out() (int, int) {
	return (p.h+p.pt+p.pb-p.kh)/p.sh + 1, (p.w+p.pl+p.pr-p.kw)/p.sw + 1
}

func (p maxPool) kernel() string {
	oh, ow := p.out()
	x := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", p.n, p.h, p.w, p.c)
	y := fmt.Sprintf("tensor<%dx%dx%dx%dxf32>", p.n, oh, ow, p.c)
	return fmt.Sprintf(`module {
  func.func @pool(%%x: %[1]s) -> %[2]s {
    %%y = tosa.max_pool2d %%x {kernel = array<i64: %[3]d, %[4]d>, pad = array<i64: %[5]d, %[6]d, %[7]d, %[8]d>, stride = array<i64: %[9]d, %[10]d>} : (%[1]s) -> %[2]s
    return %%y : %[2]s
  }
}`, x, y, p.kh, p.kw, p.pt, p.pb, p.pl, p.pr, p.sh, p.sw)
}

// TestMaxPoolTiles compiles float32 max poolings with this CPU's default
// schedule, whose maxpool rule tiles them like convolutions into 1-D
// poolings that vectorize (no scalar tap loop is left: vector maxima), and
// checks on random data (NaNs included) with strides, pads and sizes that
// are not multiples of the tiles that every output is the maximum of its
// window, exactly.
func TestMaxPoolTiles(t *testing.T) {
	lib := gputest.OpenLib(t)
	def := DefaultHostSchedule(lib.HostTarget())
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, p := range []maxPool{
		{n: 1, h: 23, w: 23, c: 40, kh: 3, kw: 3, sh: 2, sw: 2},
		{n: 2, h: 10, w: 14, c: 17, kh: 2, kw: 2, sh: 2, sw: 2},
		{n: 1, h: 12, w: 19, c: 5, kh: 3, kw: 3, sh: 1, sw: 1, pt: 1, pb: 1, pl: 1, pr: 1},
		{n: 1, h: 7, w: 37, c: 33, kh: 3, kw: 2, sh: 2, sw: 1, pl: 1, pr: 0},
	} {
		name := fmt.Sprintf("%+v", p)
		m, err := w.ctx.ParseString(p.kernel())
		if err != nil {
			t.Fatal(err)
		}
		stages := HostTOSAStages()
		stages.Tail = nil
		if err := w.lower(m, stages, def); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ir := m.String()
		m.Close()
		if !vectorMax(ir) {
			t.Fatalf("%s: no vector maxima:\n%s", name, ir)
		}
		so, err := CompileHostSchedule(context.Background(), lib, []byte(p.kernel()), SourceTOSA, def)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		oh, ow := p.out()
		bufs := gputest.Buffers(t, p.n*p.h*p.w*p.c, p.n*oh*ow*p.c)
		x := bufs[0]
		for i := range x {
			x[i] = float32(r.NormFloat64())
			if r.IntN(50) == 0 {
				x[i] = float32(math.NaN())
			}
		}
		if err := hostkernel.Load(t, so, "pool").Call(gputest.Ptrs(bufs...)...); err != nil {
			t.Fatal(err)
		}
		for n := range p.n {
			for i := range oh {
				for j := range ow {
					for c := range p.c {
						want, nan := float32(math.Inf(-1)), false
						for u := range p.kh {
							for v := range p.kw {
								y, xx := i*p.sh+u-p.pt, j*p.sw+v-p.pl
								if y < 0 || y >= p.h || xx < 0 || xx >= p.w {
									continue
								}
								e := x[((n*p.h+y)*p.w+xx)*p.c+c]
								nan = nan || e != e
								want = max(want, e)
							}
						}
						got := bufs[1][((n*oh+i)*ow+j)*p.c+c]
						if nan != (got != got) || !nan && got != want {
							t.Fatalf("%s: y[%d,%d,%d,%d] = %v, want %v (NaN in window: %v)", name, n, i, j, c, got, want, nan)
						}
					}
				}
			}
		}
	}
}

// vectorMax reports whether ir takes a maximum of float vectors.
func vectorMax(ir string) bool {
	for l := range strings.Lines(ir) {
		if strings.Contains(l, "arith.maximumf") && strings.Contains(l, "vector<") {
			return true
		}
	}
	return false
}
