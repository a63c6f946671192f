package host

import (
	"fmt"
	"runtime"
	"sync/atomic"
	"testing"
	"time"
)

// TestLanesFor checks how many threads a split phase runs on: one per
// perThread of its one-thread time, at least 2, at most the pool's; every
// thread when unmeasured or with no perThread.
func TestLanesFor(t *testing.T) {
	us := func(n int) time.Duration { return time.Duration(n) * time.Microsecond }
	for _, c := range []struct {
		t          time.Duration
		threads    int
		perThread  time.Duration
		want       int
		whatItSays string
	}{
		{us(20), 16, us(10), 2, "a 20 us phase: 2 threads"},
		{us(50), 16, us(10), 5, "50 us: 5"},
		{us(6), 16, us(10), 2, "never fewer than 2"},
		{us(500), 16, us(10), 16, "never more than the pool's"},
		{us(35), 16, us(10), 3, "rounded down"},
		{0, 16, us(10), 16, "unmeasured: every thread"},
		{us(20), 16, 0, 16, "no perThread: every thread"},
		{us(20), 2, us(10), 2, "2 threads stay 2"},
	} {
		if got := lanesFor(c.t, c.threads, c.perThread); got != c.want {
			t.Errorf("lanesFor(%v, %d, %v) = %d, want %d (%s)", c.t, c.threads, c.perThread, got, c.want, c.whatItSays)
		}
	}
}

// TestPlanLanes: a kernel's plan on a pool runs each split phase on the
// threads its measured time merits, cut into ranges for those threads,
// and leaves the others whole; without PerThread (the default), every
// thread.
func TestPlanLanes(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(16))
	us := func(n int) time.Duration { return time.Duration(n) * time.Microsecond }
	ph := &phased{extents: []int64{64, 1, 64, 64}}
	split := []bool{true, false, true, true}
	one := []time.Duration{us(20), us(3), us(45), us(400)}
	for _, c := range []struct {
		opts             PoolOptions
		wantCut, wantLan []int
	}{
		{PoolOptions{}, []int{10, 1, 22, 64}, []int{16, 1, 16, 16}},
		{PoolOptions{PerThread: 10 * time.Microsecond}, []int{8, 1, 16, 64}, []int{2, 1, 4, 16}},
		{PoolOptions{PerThread: 20 * time.Microsecond}, []int{8, 1, 8, 64}, []int{2, 1, 2, 16}},
	} {
		p, err := NewPoolWith(16, c.opts)
		if err != nil {
			t.Fatal(err)
		}
		cuts, lanes := ph.plan(split, one, p)
		if fmt.Sprint(cuts) != fmt.Sprint(c.wantCut) || fmt.Sprint(lanes) != fmt.Sprint(c.wantLan) {
			t.Errorf("%v: ranges %v on threads %v, want %v on %v", p.opts, cuts, lanes, c.wantCut, c.wantLan)
		}
		p.Close()
	}
}

// TestPoolUnusedWorkersPark: while launches that merit 2 threads come
// back to back, the workers they do not use (all but worker 0) stop
// polling and park, and each launch still runs every index once.
func TestPoolUnusedWorkersPark(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(8))
	for _, o := range poolOptionCases {
		p, err := NewPoolWith(8, o)
		if err != nil {
			t.Fatal(err)
		}
		stop, done := make(chan struct{}), make(chan struct{})
		var bad atomic.Int64
		go func() {
			defer close(done)
			for {
				select {
				case <-stop:
					return
				default:
				}
				counts := make([]atomic.Int32, 8)
				p.runOn(8, 2, func(i int) {
					for t0 := time.Now(); time.Since(t0) < 5*time.Microsecond; {
					}
					counts[i].Add(1)
				})
				for i := range counts {
					if counts[i].Load() != 1 {
						bad.Add(1)
					}
				}
			}
		}()
		waitFor(t, fmt.Sprintf("%v: workers 1-6 park while launches for 2 threads run", p.opts), func() bool { return p.asleep.Load() >= 6 })
		close(stop)
		<-done
		if n := bad.Load(); n > 0 {
			t.Errorf("%v: %d indices did not run exactly once", p.opts, n)
		}
		p.Close()
	}
}

// TestPoolAdaptSpin: with AdaptSpin, a worker whose jobs come further
// apart than WorkerSpin parks as soon as a job is done (after adaptAfter
// of them), where without it the worker polls WorkerSpin first; a job
// that then comes sooner puts the polling back.
func TestPoolAdaptSpin(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	const spinFor = 80 * time.Millisecond
	for _, adapt := range []bool{false, true} {
		for _, park := range []string{ParkChan, ParkFutex} {
			p, err := NewPoolWith(2, PoolOptions{WorkerSpin: spinFor, AdaptSpin: adapt, Park: park})
			if err != nil {
				t.Fatal(err)
			}
			// job runs 8 ranges of 1 ms (the worker, woken, has several
			// ms to come, even on a loaded machine) and returns whether
			// the worker took part.
			job := func() bool {
				caller := goid()
				var helped atomic.Bool
				p.run(8, func(int) {
					if goid() != caller {
						helped.Store(true)
					}
					for t0 := time.Now(); time.Since(t0) < time.Millisecond; {
					}
				})
				return helped.Load()
			}
			// Jobs further apart than the worker polls: once the
			// worker took part in adaptAfter+1 of them, it parks within
			// a few ms of the next one's end with AdaptSpin, and polls
			// about spinFor without.
			helped := 0
			var parkedAfter time.Duration
			for k := 0; k < 40 && helped <= adaptAfter+1; k++ {
				waitFor(t, "the worker parks", func() bool { return p.asleep.Load() == 1 })
				time.Sleep(spinFor + 20*time.Millisecond) // jobs further apart than the polling
				if !job() {
					continue
				}
				helped++
				t0 := time.Now()
				waitFor(t, "the worker parks", func() bool { return p.asleep.Load() == 1 })
				parkedAfter = time.Since(t0)
			}
			if helped <= adaptAfter {
				t.Fatalf("adapt %v, park %s: the worker took part in %d jobs of 40", adapt, park, helped)
			}
			if adapt && parkedAfter > spinFor/2 || !adapt && parkedAfter < spinFor/2 {
				t.Errorf("adapt %v, park %s: the worker parked %v after its job (it polls %v)", adapt, park, parkedAfter, spinFor)
			}
			p.Close()
		}
	}
}
