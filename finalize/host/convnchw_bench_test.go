package host

import (
	"context"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"
	"unsafe"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/runtime/host"
)

// avx512Lib opens the MLIR library for a benchmark of an AVX-512 NCHW
// kernel, failing on a CPU without avx512f (the kernel does not run there).
func avx512Lib(b *testing.B) *mlirc.Library {
	lib := gputest.OpenLib(b)
	if !hasFeature(lib.HostTarget().Features, "avx512f") {
		b.Fatal("this CPU lacks avx512f: the kernel does not run here")
	}
	return lib
}

// BenchmarkConvNCHW1x1 times every shape of mobilenet_v2's 1x1
// convolutions (expand with Clip, project, at 112 .. 7 pixels square) on
// one thread with the AVX-512 NCHW kernel. It reports the fastest call
// (min-us: the machine may be shared) and the finalize compile time of
// each (logged).
func BenchmarkConvNCHW1x1(b *testing.B) { benchConvNCHW1x1(b, nil) }

// BenchmarkConvNCHW1x1Pool times the same convolutions in their phases
// (the entry's work items split as the pool deals them) on a pool of as
// many threads as this machine has CPUs: how the items balance.
func BenchmarkConvNCHW1x1Pool(b *testing.B) {
	pool, err := host.NewPool(runtime.NumCPU())
	if err != nil {
		b.Fatal(err)
	}
	defer pool.Close()
	benchConvNCHW1x1(b, pool)
}

// mobilenetV2Conv1x1 returns mobilenet_v2's 1x1 convolutions, each shape
// once, named by channels and pixels square.
func mobilenetV2Conv1x1() []struct {
	name string
	d    conv1x1
} {
	return []struct {
		name string
		d    conv1x1
	}{
		// The expansions (Clip to [0, 6]).
		{"16to96x112", conv1x1{n: 1, c: 16, h: 112, w: 112, f: 96, clip: true, hi: 6}},
		{"24to144x56", conv1x1{n: 1, c: 24, h: 56, w: 56, f: 144, clip: true, hi: 6}},
		{"32to192x28", conv1x1{n: 1, c: 32, h: 28, w: 28, f: 192, clip: true, hi: 6}},
		{"64to384x14", conv1x1{n: 1, c: 64, h: 14, w: 14, f: 384, clip: true, hi: 6}},
		{"96to576x14", conv1x1{n: 1, c: 96, h: 14, w: 14, f: 576, clip: true, hi: 6}},
		{"160to960x7", conv1x1{n: 1, c: 160, h: 7, w: 7, f: 960, clip: true, hi: 6}},
		{"320to1280x7", conv1x1{n: 1, c: 320, h: 7, w: 7, f: 1280, clip: true, hi: 6}},
		// The projections.
		{"32to16x112", conv1x1{n: 1, c: 32, h: 112, w: 112, f: 16}},
		{"96to24x56", conv1x1{n: 1, c: 96, h: 56, w: 56, f: 24}},
		{"144to24x56", conv1x1{n: 1, c: 144, h: 56, w: 56, f: 24}},
		{"144to32x28", conv1x1{n: 1, c: 144, h: 28, w: 28, f: 32}},
		{"192to32x28", conv1x1{n: 1, c: 192, h: 28, w: 28, f: 32}},
		{"192to64x14", conv1x1{n: 1, c: 192, h: 14, w: 14, f: 64}},
		{"384to64x14", conv1x1{n: 1, c: 384, h: 14, w: 14, f: 64}},
		{"384to96x14", conv1x1{n: 1, c: 384, h: 14, w: 14, f: 96}},
		{"576to96x14", conv1x1{n: 1, c: 576, h: 14, w: 14, f: 96}},
		{"576to160x7", conv1x1{n: 1, c: 576, h: 7, w: 7, f: 160}},
		{"960to160x7", conv1x1{n: 1, c: 960, h: 7, w: 7, f: 160}},
		{"960to320x7", conv1x1{n: 1, c: 960, h: 7, w: 7, f: 320}},
	}
}

// benchConvNCHW1x1 runs BenchmarkConvNCHW1x1 (pool nil: the whole entry on
// this thread) or BenchmarkConvNCHW1x1Pool.
func benchConvNCHW1x1(b *testing.B, pool *host.Pool) {
	lib := avx512Lib(b)
	sched := withConv32(HostSchedules()[0], "fma512")
	w, err := newHostWorker(lib)
	if err != nil {
		b.Fatal(err)
	}
	defer w.close()
	r := rand.New(rand.NewPCG(1, 2))
	for _, sh := range mobilenetV2Conv1x1() {
		d := sh.d
		b.Run(sh.name, func(b *testing.B) {
			p := d.h * d.w
			in := randomBuffers(b, r, d.n*d.c*p, d.f*d.c, d.f)
			out := gputest.Buffers(b, d.n*d.f*p)[0]
			var best time.Duration
			if pool == nil {
				best = benchKernel(b, w, d.kernel(), sched, "conv", gputest.Ptrs(append(in, out)...))
			} else {
				best = benchKernelPhases(b, w, d.kernel(), sched, "conv", pool, append(in, out))
			}
			b.ReportMetric(float64(best.Nanoseconds())/1e3, "min-us")
		})
	}
}

// randomBuffers carves float32 buffers of the given sizes (gputest.Buffers)
// and fills them with random values from r.
func randomBuffers(b *testing.B, r *rand.Rand, sizes ...int) [][]float32 {
	bufs := gputest.Buffers(b, sizes...)
	for _, x := range bufs {
		gputest.Fill(r, x)
	}
	return bufs
}

// benchKernel compiles the TOSA kernel src with sched (logging the compile
// time), then calls symbol on args in b's loop and returns the fastest
// call: the machine may be shared, so the minimum is the kernel's own time.
func benchKernel(b *testing.B, w *hostWorker, src string, sched HostSchedule, symbol string, args []unsafe.Pointer) time.Duration {
	b.Helper()
	fn := benchCompile(b, w, src, sched, symbol)
	return benchLoop(b, func() error { return fn.Call(args...) })
}

// benchKernelPhases is benchKernel running the kernel's phases on pool.
func benchKernelPhases(b *testing.B, w *hostWorker, src string, sched HostSchedule, symbol string, pool *host.Pool, bufs [][]float32) time.Duration {
	b.Helper()
	fn := benchCompile(b, w, src, sched, symbol)
	if fn.Phases() == 0 {
		b.Fatal("the kernel has no phases to split")
	}
	var addrs []uintptr
	for _, x := range bufs {
		addrs = append(addrs, uintptr(unsafe.Pointer(unsafe.SliceData(x))))
	}
	return benchLoop(b, func() error { return fn.RunPhases(pool, addrs...) })
}

// benchCompile compiles the TOSA kernel src with sched, logging the
// compile time, and loads symbol.
func benchCompile(b *testing.B, w *hostWorker, src string, sched HostSchedule, symbol string) host.Func {
	b.Helper()
	ct := time.Now()
	so, err := w.compile(context.Background(), []byte(src), SourceTOSA, sched, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Logf("compile %v", time.Since(ct))
	return hostkernel.Load(b, so, symbol)
}

// benchLoop runs call in b's loop and returns the fastest call.
func benchLoop(b *testing.B, call func() error) time.Duration {
	b.Helper()
	best := time.Duration(1 << 62)
	for b.Loop() {
		t0 := time.Now()
		if err := call(); err != nil {
			b.Fatal(err)
		}
		best = min(best, time.Since(t0))
	}
	return best
}
