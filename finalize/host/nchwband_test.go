package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// TestNCHWBandItems checks the work items of the NCHW depthwise and max
// pooling kernels are bands of rows across every channel: the share of a
// phase's range that thread k of T takes, [k*E/T, (k+1)*E/T) of its
// extent E (the runtime's contiguous split), run alone through the phase
// entry, writes rows [k*OH/T, (k+1)*OH/T) of every plane (of the N*OH
// rows of all batches in turn: batches are outermost), give or take two
// bands (an item's rows), and nothing else; the T shares together write
// every output once, the whole entry's bytes. Channel-major items (a
// range a set of whole planes) fail it.
func TestNCHWBandItems(t *testing.T) {
	lib := gputest.OpenLib(t)
	features := lib.HostTarget().Features
	w, err := newHostWorker(lib)
	if err != nil {
		t.Fatal(err)
	}
	defer w.close()
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	dws := []dwNCHW{
		{n: 1, c: 16, h: 112, w: 112, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1, clip: true},
		{n: 1, c: 24, h: 224, w: 224, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1, pt: 1, pl: 1, clip: true},
		{n: 2, c: 5, h: 200, w: 20, kh: 3, kw: 3, sh: 1, sw: 1, dh: 1, dw: 1, pt: 1, pb: 1, pl: 1, pr: 1},
	}
	pools := []nchwMaxPool{
		{n: 1, c: 16, h: 221, w: 221, kh: 3, kw: 3, sh: 2, sw: 2, dh: 1, dw: 1},
		{n: 2, c: 8, h: 128, w: 128, kh: 2, kw: 2, sh: 1, sw: 1, dh: 1, dw: 1},
	}
	ran := 0
	for _, k := range dwSchedules() {
		native := true
		for _, f := range k.features {
			native = native && hasFeature(features, f)
		}
		if !native {
			t.Logf("%s: this CPU lacks %v: not run", k.sched.Depthwise, k.features)
			continue
		}
		kern := dwNCHWKernelOf(k.sched.Depthwise)
		for _, d := range dws {
			name := fmt.Sprintf("%s %+v", kern.name, d)
			oh, ow := d.out()
			flat := dwNCHWFlat(kern, int64(d.w), int64(oh), int64(ow), int64(d.kh), int64(d.kw), int64(d.sh), int64(d.sw))
			band, _ := dwNCHWBand(kern, int64(d.n), int64(d.c), int64(oh), int64(ow), int64(d.sh), flat)
			in := gputest.Buffers(t, d.n*d.c*d.h*d.w, d.c*d.kh*d.kw, d.c)
			for _, b := range in {
				gputest.Fill(r, b)
			}
			out := gputest.Buffers(t, d.n*d.c*oh*ow)[0]
			checkBands(t, w, name, d.kernel(), "dw", k.sched, append(in, out), d.n, d.c, oh, ow, int(band))
			ran++
		}
		pk := poolKernelOf(k.sched.Depthwise)
		for _, p := range pools {
			name := fmt.Sprintf("%s %+v", pk.name, p)
			oh, ow := p.out()
			x := gputest.Buffers(t, p.n*p.c*p.h*p.w)[0]
			gputest.Fill(r, x)
			out := gputest.Buffers(t, p.n*p.c*oh*ow)[0]
			checkBands(t, w, name, p.kernel(), "pool", k.sched, [][]float32{x, out}, p.n, p.c, oh, ow, int(nchwBand(int64(oh), int64(ow), 1)))
			ran++
		}
	}
	if ran == 0 && hasFeature(features, "avx2") {
		t.Fatal("no kernel ran: the band check did not run")
	}
}

// checkBands compiles src (one phase: the kernel's calls), runs its
// phase entry on each of T shares of its extent (T = 2, 3) over bufs (the
// arguments, the output last: n x c planes of oh x ow) and checks the
// rows each share writes (see TestNCHWBandItems); band is the rows of an
// item, at most a sixth of the plane's (or the check says little).
func checkBands(t *testing.T, w *hostWorker, name, src, sym string, sched HostSchedule, bufs [][]float32, n, c, oh, ow, band int) {
	t.Helper()
	if 6*band > oh {
		t.Fatalf("%s: bands of %d rows in %d: too coarse for the check", name, band, oh)
	}
	so, err := w.compile(context.Background(), []byte(src), SourceTOSA, sched, nil)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	out := bufs[len(bufs)-1]
	for i := range out {
		out[i] = float32(math.NaN())
	}
	whole := hostkernel.Load(t, so, sym)
	if err := whole.Call(gputest.Ptrs(bufs...)...); err != nil {
		t.Fatal(err)
	}
	want := append([]float32(nil), out...)
	for i, v := range want {
		if math.IsNaN(float64(v)) {
			t.Fatalf("%s: the whole entry left y[%d] unwritten (or NaN): the check needs every output a number", name, i)
		}
	}
	if whole.Phases() != 1 {
		t.Fatalf("%s: %d phases, want 1", name, whole.Phases())
	}
	plan := make([]int64, codeobj.HostPlanCap)
	planFn := hostkernel.Load(t, so, sym+codeobj.HostPlanSuffix)
	if err := planFn.Call(unsafe.Pointer(&plan[0])); err != nil {
		t.Fatal(err)
	}
	if plan[2] != 1 || plan[3] != 0 {
		t.Fatalf("%s: plan %v: want one phase and no workspace", name, plan[:plan[0]])
	}
	extent := plan[4]
	phase := hostkernel.Load(t, so, sym+codeobj.HostPhaseSuffix+"0"+codeobj.HostPackedSuffix)
	for _, T := range []int{2, 3} {
		if extent < int64(T) {
			t.Fatalf("%s: extent %d: fewer ranges than %d threads", name, extent, T)
		}
		seen := make([]bool, len(out))
		for k := range T {
			for i := range out {
				out[i] = float32(math.NaN())
			}
			rng := []int64{extent * int64(k) / int64(T), extent * int64(k+1) / int64(T)}
			argv := []uintptr{uintptr(unsafe.Pointer(&rng[0]))}
			for _, b := range bufs {
				argv = append(argv, uintptr(unsafe.Pointer(unsafe.SliceData(b))))
			}
			if err := phase.Call(unsafe.Pointer(&argv[0])); err != nil {
				t.Fatal(err)
			}
			// The rows this share may write: its part of the plane, two
			// bands either side (a range ends inside a band; the last
			// band of a plane may be short, which moves the others).
			// Batches are outermost: the rows of all of them in turn.
			lo, hi := k*n*oh/T-2*band, (k+1)*n*oh/T+2*band
			for i, v := range out {
				if math.IsNaN(float64(v)) {
					continue
				}
				p, y, x := i/(oh*ow), i/ow%oh, i%ow
				switch g := p/c*oh + y; {
				case g < lo || g >= hi:
					t.Fatalf("%s: %d threads: share %d (items %v of %d) wrote plane %d row %d (row %d of the batches'), outside [%d, %d)", name, T, k, rng, extent, p, y, g, lo, hi)
				case seen[i]:
					t.Fatalf("%s: %d threads: share %d wrote y[%d, %d, %d] again", name, T, k, p, y, x)
				case math.Float32bits(v) != math.Float32bits(want[i]):
					t.Fatalf("%s: %d threads: share %d: y[%d, %d, %d] = %v, the whole entry's %v", name, T, k, p, y, x, v, want[i])
				}
				seen[i] = true
			}
		}
		for i, s := range seen {
			if !s {
				t.Fatalf("%s: %d threads: no share wrote y[%d]", name, T, i)
			}
		}
	}
}
