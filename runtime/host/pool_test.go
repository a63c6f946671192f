package host

import (
	"fmt"
	"math/rand/v2"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unsafe"
)

// TestPoolRunsEachIndexOnce runs jobs of random sizes on pools of several
// sizes, from several goroutines at once (sessions sharing a pool), and
// checks that each index runs exactly once, also after Close.
func TestPoolRunsEachIndexOnce(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, threads := range []int{1, 2, 3, 8} {
		p, err := NewPool(threads)
		if err != nil {
			t.Fatal(err)
		}
		if p.Threads() != threads {
			t.Fatalf("Threads() = %d, want %d", p.Threads(), threads)
		}
		check := func(n int) {
			counts := make([]atomic.Int32, n)
			p.run(n, func(i int) { counts[i].Add(1) })
			for i := range counts {
				if c := counts[i].Load(); c != 1 {
					t.Errorf("%d threads, %d calls: index %d ran %d times", threads, n, i, c)
				}
			}
		}
		var wg sync.WaitGroup
		for range 4 {
			sizes := []int{0, 1, 2, r.IntN(50), r.IntN(1000)}
			wg.Go(func() {
				for _, n := range sizes {
					check(n)
				}
			})
		}
		wg.Wait()
		if err := p.Close(); err != nil {
			t.Fatal(err)
		}
		if err := p.Close(); err != nil {
			t.Fatalf("second Close: %v", err)
		}
		check(17) // after Close: on the caller's thread alone
	}
	var nilPool *Pool
	if nilPool.Threads() != 1 {
		t.Fatalf("a nil pool has %d threads, want 1", nilPool.Threads())
	}
}

func TestNewPoolBounds(t *testing.T) {
	for _, n := range []int{0, -1, MaxThreads + 1} {
		if _, err := NewPool(n); err == nil {
			t.Errorf("NewPool(%d): no error", n)
		}
	}
}

// spin does about n units of arithmetic that the compiler cannot drop.
func spin(n int) float64 {
	x := 1.0
	for i := range n {
		x = x*1.0000001 + float64(i&7)
	}
	return x
}

// BenchmarkPoolLaunch times back-to-back launches of 8 ranges of a few
// microseconds each (the phases of a small convolution) on one thread and
// on two: what a fork and a join cost against the work they share (units
// 0: the fork and join alone).
func BenchmarkPoolLaunch(b *testing.B) {
	for _, units := range []int{0, 1000, 4000, 16000} {
		for _, threads := range []int{1, 2} {
			p, err := NewPool(threads)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(fmt.Sprintf("units=%d/threads=%d", units, threads), func(b *testing.B) {
				var sink [8]float64
				for b.Loop() {
					p.run(8, func(i int) { sink[i] = spin(units) })
				}
			})
			p.Close()
		}
	}
}

// BenchmarkPoolLaunchAfterIdle times a launch of 8 ranges of about 1.5 µs
// after the caller worked alone for 100 µs (a kernel run whole, the
// run's copies), long enough for the workers to park: the launch then
// pays their wake-up, which on one thread it does not.
func BenchmarkPoolLaunchAfterIdle(b *testing.B) {
	for _, threads := range []int{1, 2} {
		p, err := NewPool(threads)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			var sink [8]float64
			var launch time.Duration
			for b.Loop() {
				sink[0] += spin(40000) // about 100 µs alone
				t0 := time.Now()
				p.run(8, func(i int) { sink[i] += spin(500) })
				launch += time.Since(t0)
			}
			b.ReportMetric(float64(launch.Nanoseconds())/float64(b.N), "launch-ns/op")
		})
		p.Close()
	}
}

// BenchmarkPoolMemoryPhases times two memory-bound phases back to back, a
// fill of 600 KB then a pass that reads and rewrites it, each in 8
// ranges, on one thread and on two. (Dealing the ranges in one segment
// per thread, so that range i ran on the same core at every launch, was
// slower here than handing each to whichever thread asks next: 55.5
// against 48.5 us on two threads, 94 us on one.)
func BenchmarkPoolMemoryPhases(b *testing.B) {
	buf := make([]float32, 150<<10)
	chunk := len(buf) / 8
	for _, threads := range []int{1, 2} {
		p, err := NewPool(threads)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			for b.Loop() {
				writeThenUpdate(p, buf, chunk)
			}
		})
		p.Close()
	}
}

// writeThenUpdate runs two launches of 8 ranges over buf's chunks: one
// writes each chunk, the next reads and rewrites it, so a range's data is
// in the cache of whichever thread ran that range last.
func writeThenUpdate(p *Pool, buf []float32, chunk int) {
	p.run(8, func(i int) {
		s := buf[i*chunk : (i+1)*chunk]
		for k := range s {
			s[k] = float32(k)
		}
	})
	p.run(8, func(i int) {
		s := buf[i*chunk : (i+1)*chunk]
		for k := range s {
			s[k] = s[k]*0.5 + 1
		}
	})
}

// waitFor polls cond until it holds, failing after a few seconds (a
// loaded machine may not run the workers for a while).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s", what)
		}
		time.Sleep(100 * time.Microsecond)
	}
}

// TestPoolCloseLeavesNoGoroutines: pools of several sizes, each used by a
// kernel split over it from several goroutines at once, leave
// no goroutine behind once closed, and creating and closing them over and
// over does not add OS threads per pool.
func TestPoolCloseLeavesNoGoroutines(t *testing.T) {
	f, err := chainObject(t, 1, false).Func("chain")
	if err != nil {
		t.Fatal(err)
	}
	before := runtime.NumGoroutine()
	cycle := func(threads int) {
		p, err := NewPool(threads)
		if err != nil {
			t.Fatal(err)
		}
		SplitAlways(p)
		d := NewDevice(p)
		var wg sync.WaitGroup
		for range 3 {
			wg.Go(func() {
				x := randomChain(rand.New(rand.NewPCG(1, 2)))
				for range 5 {
					if err := f.Run(p, uintptr(unsafe.Pointer(&x[0]))); err != nil {
						t.Error(err)
					}
				}
				runtime.KeepAlive(x) // the kernel writes it through a uintptr
			})
		}
		wg.Wait()
		if err := d.Close(); err != nil {
			t.Fatal(err)
		}
		if err := p.Close(); err != nil {
			t.Fatal(err)
		}
	}
	cycle(8)
	threads := osThreads(t)
	for range 20 {
		for _, n := range []int{2, 3, 8} {
			cycle(n)
		}
	}
	waitFor(t, fmt.Sprintf("the goroutines are back to %d (now %d)", before, runtime.NumGoroutine()), func() bool { return runtime.NumGoroutine() <= before })
	if now := osThreads(t); now > threads+4 {
		t.Errorf("%d OS threads after 60 more pools, %d after the first", now, threads)
	}
}

// osThreads is the process's OS thread count (/proc/self/status).
func osThreads(t *testing.T) int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(l, "Threads:"); ok {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil {
				t.Fatal(err)
			}
			return n
		}
	}
	t.Fatal("no Threads line in /proc/self/status")
	return 0
}

// TestPoolWakeTree: a launch that can use r ranges wakes r-1 parked
// workers (no more), the launching thread wakeFanout of them and the
// woken ones the rest.
func TestPoolWakeTree(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(8))
	p, err := NewPool(8)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	if p.helpers != 7 {
		t.Fatalf("%d workers on 8 threads at GOMAXPROCS 8, want 7", p.helpers)
	}
	for _, c := range []struct{ ranges, want int }{{1, 0}, {3, 2}, {5, 4}, {8, 7}, {64, 7}} {
		waitFor(t, "every worker parks", func() bool { return p.asleep.Load() == 7 })
		before := p.Stats().Wakes
		p.wakeFor(c.ranges)
		waitFor(t, fmt.Sprintf("%d ranges wake %d workers (woke %d)", c.ranges, c.want, p.Stats().Wakes-before),
			func() bool { return p.Stats().Wakes-before == int64(c.want) && p.more.Load() == 0 })
		time.Sleep(5 * DefaultWorkerSpin)
		if got := p.Stats().Wakes - before; got != int64(c.want) {
			t.Fatalf("%d ranges woke %d workers, want %d", c.ranges, got, c.want)
		}
	}
}

// BenchmarkForkJoin times one fork and join with the workers polling:
// a launch of one empty range per thread (the caller's and each worker's,
// whichever takes it), back to back, on 1, 2 and GOMAXPROCS threads. What
// splitting a phase costs beyond its work: a phase of a few microseconds
// pays this once.
func BenchmarkForkJoin(b *testing.B) {
	for _, threads := range slices.Compact([]int{1, 2, runtime.GOMAXPROCS(0)}) {
		p, err := NewPool(threads)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("threads=%d", threads), func(b *testing.B) {
			var sink [MaxThreads]int
			b.ReportAllocs()
			for b.Loop() {
				p.run(threads, func(i int) { sink[i]++ })
			}
		})
		p.Close()
	}
}

// TestPoolReservesP: a pool whose threads would hold every one of the Go
// scheduler's Ps raises GOMAXPROCS by one (reserveP), keeps its threads,
// and never lowers it; a pool of one thread, or one that leaves a P free,
// changes nothing.
func TestPoolReservesP(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, c := range []struct{ procs, threads, helpers, after int }{
		{2, 2, 1, 3},
		{2, 8, 1, 3}, // more threads than Ps: the pool runs as many as the Ps
		{4, 4, 3, 5},
		{4, 3, 2, 4}, // a P is free already
		{4, 1, 0, 4},
		{1, 4, 0, 1},
	} {
		runtime.GOMAXPROCS(c.procs)
		p, err := NewPool(c.threads)
		if err != nil {
			t.Fatal(err)
		}
		if p.helpers != c.helpers || runtime.GOMAXPROCS(0) != c.after {
			t.Errorf("GOMAXPROCS %d, %d threads: %d workers and GOMAXPROCS %d, want %d and %d", c.procs, c.threads, p.helpers, runtime.GOMAXPROCS(0), c.helpers, c.after)
		}
		p.Close()
	}
}
