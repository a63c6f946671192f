package host

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// chunkBounds is chunk k of n calls dealt to t threads: [ceil(n*k/t),
// ceil(n*(k+1)/t)).
func chunkBounds(k, n, t int) (int, int) {
	return (n*k + t - 1) / t, (n*(k+1) + t - 1) / t
}

// TestJobDeal: deal cuts n calls into t contiguous chunks that cover them
// once, in order, each within one call of n/t, and with fewer calls than
// threads gives call r to thread floor(r*t/n) (call 0 to the launching
// thread).
func TestJobDeal(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for range 200 {
		n, threads := 1+r.IntN(300), 1+r.IntN(20)
		j := &job{n: int64(n)}
		j.deal(threads)
		next := int64(0)
		for k := range j.chunks {
			v := j.chunks[k].span
			lo, hi := int64(v>>32), int64(v&0xffffffff)
			if lo != next || hi < lo || hi-lo > int64(n/threads+1) || hi-lo < int64(n/threads) {
				t.Fatalf("%d calls on %d threads: chunk %d is [%d, %d), after %d", n, threads, k, lo, hi, next)
			}
			for r := lo; r < hi && n < threads; r++ {
				if owner := int(r) * threads / n; owner != k {
					t.Fatalf("%d calls on %d threads: call %d is in chunk %d, want %d", n, threads, r, k, owner)
				}
			}
			next = hi
		}
		if next != int64(n) {
			t.Fatalf("%d calls on %d threads: the chunks end at %d", n, threads, next)
		}
	}
}

// TestPoolAffinityRunsEachIndexOnce runs jobs of random sizes (fewer calls
// than threads too) dealt to threads on pools of 1 to 9 threads, from
// several goroutines at once, with calls of random length and workers
// that come late on purpose (beforeHelp sleeps): every call runs exactly
// once, and the job's counts add up to its calls.
func TestPoolAffinityRunsEachIndexOnce(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(8))
	seed1, seed2 := rand.Uint64(), rand.Uint64()
	for threads := 1; threads <= 9; threads++ {
		for _, o := range []PoolOptions{{Affinity: true}, {Affinity: true, Park: ParkFutex, WorkerSpin: -1, CallerSpin: -1, LockThreads: true}} {
			p, err := NewPoolWith(threads, o)
			if err != nil {
				t.Fatal(err)
			}
			// Some threads come late: a worker (or the caller) sleeps
			// before taking ranges now and then.
			var late atomic.Int64
			p.beforeHelp = func(j *job, self int) {
				if (int(j.n)+self)%3 == 0 {
					late.Add(1)
					time.Sleep(time.Duration(50+50*self) * time.Microsecond)
				}
			}
			var wg sync.WaitGroup
			for g := range 3 {
				r := rand.New(rand.NewPCG(seed1+uint64(g), seed2+uint64(threads)))
				wg.Go(func() {
					for k := range 12 {
						n := 2 + r.IntN(3*threads+5)
						if k%4 == 3 {
							n = 2 + r.IntN(400)
						}
						counts := make([]atomic.Int32, n)
						_, rc := p.runCounted(n, func(i int) {
							if i%5 == 0 {
								spin(200 * (i % 7))
							}
							counts[i].Add(1)
						})
						for i := range counts {
							if c := counts[i].Load(); c != 1 {
								t.Errorf("%v, %d threads, goroutine %d, job %d of %d calls: index %d ran %d times", p.opts, threads, g, k, n, i, c)
							}
						}
						if threads > 1 && runtime.GOMAXPROCS(0) > 1 && rc.own+rc.stolen != int64(n) {
							t.Errorf("%v, %d threads, %d calls: %d own and %d stolen", p.opts, threads, n, rc.own, rc.stolen)
						}
					}
				})
			}
			wg.Wait()
			if threads > 1 && late.Load() == 0 {
				t.Errorf("%d threads: no thread came late", threads)
			}
			if err := p.Close(); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestPoolAffinityCallerAlone: with every worker held back until the
// launch is over, the launching thread runs its own chunk (thread 0's)
// front to back, then each other chunk, in thread order, back to front:
// no call waits for a worker that has not come.
func TestPoolAffinityCallerAlone(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(8))
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, threads := range []int{2, 3, 5, 8} {
		n := 2 + r.IntN(6*threads)
		p, err := NewPoolWith(threads, PoolOptions{Affinity: true})
		if err != nil {
			t.Fatal(err)
		}
		release := make(chan struct{})
		var held atomic.Int32
		p.beforeHelp = func(j *job, self int) {
			if self > 0 {
				held.Add(1)
				<-release
			}
		}
		// A worker that starts after a launch was published waits for the
		// next one: let them all start (and park) first.
		waitFor(t, "every worker parks", func() bool { return int(p.asleep.Load()) == p.helpers })
		var order []int // only the caller runs calls
		t0 := time.Now()
		_, rc := p.runCounted(n, func(i int) {
			if len(order) == 0 {
				// A worker comes (and is held) while the caller runs.
				for t1 := time.Now(); held.Load() == 0 && time.Since(t1) < 10*time.Second; {
					time.Sleep(20 * time.Microsecond)
				}
			}
			order = append(order, i)
		})
		took := time.Since(t0)
		close(release)
		var want []int
		for k := range threads {
			lo, hi := chunkBounds(k, n, threads)
			for i := range hi - lo {
				if k == 0 {
					want = append(want, lo+i)
				} else {
					want = append(want, hi-1-i)
				}
			}
		}
		if !slices.Equal(order, want) {
			t.Errorf("%d threads, %d calls, the workers held: the caller ran %v, want %v", threads, n, order, want)
		}
		if _, hi := chunkBounds(0, n, threads); rc.own != int64(hi) || rc.stolen != int64(n-hi) {
			t.Errorf("%d threads, %d calls: %d own, %d stolen; want %d and %d", threads, n, rc.own, rc.stolen, hi, n-hi)
		}
		if took > 10*time.Second {
			t.Errorf("%d threads: the launch took %s with its workers held", threads, took)
		}
		p.Close()
		if held.Load() == 0 {
			t.Errorf("%d threads: no worker came to the launch (woken: %d)", threads, p.Stats().Wakes)
		}
	}
}

// TestPoolAffinityWorkerOwnFirst: worker 1 alone taking ranges (the
// caller and the other workers held until no call is left) runs its own
// chunk front to back, then the chunks after it back to front, around to
// the caller's.
func TestPoolAffinityWorkerOwnFirst(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(8))
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, threads := range []int{2, 4} {
		n := threads + r.IntN(6*threads)
		p, err := NewPoolWith(threads, PoolOptions{Affinity: true})
		if err != nil {
			t.Fatal(err)
		}
		p.beforeHelp = func(j *job, self int) {
			// Not waitFor: workers are not the test's goroutine. A
			// worker 1 that never comes fails the order check below.
			for t0 := time.Now(); self != 1 && j.left(0, 1) && time.Since(t0) < 10*time.Second; {
				time.Sleep(50 * time.Microsecond)
			}
		}
		waitFor(t, "every worker parks", func() bool { return int(p.asleep.Load()) == p.helpers })
		var order []int // only worker 1 runs calls
		_, rc := p.runCounted(n, func(i int) { order = append(order, i) })
		var want []int
		for d := range threads {
			k := (1 + d) % threads
			lo, hi := chunkBounds(k, n, threads)
			for i := range hi - lo {
				if d == 0 {
					want = append(want, lo+i)
				} else {
					want = append(want, hi-1-i)
				}
			}
		}
		if !slices.Equal(order, want) {
			t.Errorf("%d threads, %d calls, all but worker 1 held: it ran %v, want %v", threads, n, order, want)
		}
		if lo, hi := chunkBounds(1, n, threads); rc.own != int64(hi-lo) || rc.stolen != int64(n-hi+lo) {
			t.Errorf("%d threads, %d calls: %d own, %d stolen; want %d and %d", threads, n, rc.own, rc.stolen, hi-lo, n-hi+lo)
		}
		if st := p.Stats(); st.WorkerJobs != 1 {
			t.Errorf("%d threads: workers ran ranges of %d jobs, want 1", threads, st.WorkerJobs)
		}
		p.Close()
	}
}

// TestPoolAffinityKeepsChunks: on two threads that both take part, each
// runs its own chunk at every launch, launch after launch, where the
// dynamic hand-out lets either take any. The calls run in lockstep (call
// i of one chunk waits, up to a second, until the other thread has started
// call i of its chunk), so that neither thread finishes early and steals
// while the other is descheduled (this machine may be shared): a launch
// without a timeout must count every call as its owner's.
func TestPoolAffinityKeepsChunks(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(2))
	p, err := NewPoolWith(2, PoolOptions{Affinity: true, WorkerSpin: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	// A worker that starts after a launch was published waits for the
	// next one: launch until it has come to one.
	waitFor(t, "the worker comes to a launch", func() bool {
		p.run(2, func(int) { time.Sleep(10 * time.Microsecond) })
		return p.Stats().WorkerJobs > 0
	})
	const n, launches = 8, 20
	clean := 0
	for launch := range launches {
		var started, seen [n]atomic.Int32
		var timeouts atomic.Int32
		_, rc := p.runCounted(n, func(i int) {
			seen[i].Add(1)
			started[i].Store(1)
			other := (i + n/2) % n
			for t0 := time.Now(); started[other].Load() == 0; {
				if time.Since(t0) > time.Second {
					timeouts.Add(1)
					break
				}
				pause(1)
			}
			spin(500)
		})
		for i := range seen {
			if seen[i].Load() != 1 {
				t.Fatalf("launch %d: call %d ran %d times", launch, i, seen[i].Load())
			}
		}
		switch {
		case rc.own+rc.stolen != n:
			t.Errorf("launch %d: %d own and %d stolen of %d calls", launch, rc.own, rc.stolen, n)
		case timeouts.Load() > 0:
			t.Logf("launch %d: a thread did not come within a second (%d own, %d stolen)", launch, rc.own, rc.stolen)
		case rc.own != n:
			t.Errorf("launch %d, both threads in lockstep: %d own, %d stolen; want all %d own", launch, rc.own, rc.stolen, n)
		default:
			clean++
		}
	}
	if clean < launches/2 {
		t.Errorf("%d of %d launches ran with both threads in lockstep", clean, launches)
	}
	t.Logf("%d launches in lockstep; %+v", clean, p.Stats())
}

// BenchmarkPoolAffinity is BenchmarkPoolLaunch's and
// BenchmarkPoolMemoryPhases' work on two threads, the ranges dealt to
// threads (affinity=on) and to whichever asks next (off).
func BenchmarkPoolAffinity(b *testing.B) {
	buf := make([]float32, 150<<10)
	chunk := len(buf) / 8
	for _, aff := range []bool{false, true} {
		p, err := NewPoolWith(2, PoolOptions{Affinity: aff})
		if err != nil {
			b.Fatal(err)
		}
		for _, units := range []int{0, 1000, 4000} {
			b.Run(fmt.Sprintf("launch/units=%d/affinity=%v", units, aff), func(b *testing.B) {
				var sink [8]float64
				for b.Loop() {
					p.run(8, func(i int) { sink[i] = spin(units) })
				}
			})
		}
		b.Run(fmt.Sprintf("memory/affinity=%v", aff), func(b *testing.B) {
			for b.Loop() {
				writeThenUpdate(p, buf, chunk)
			}
		})
		p.Close()
	}
}

// BenchmarkJobHelp times what a launch's bookkeeping costs one thread
// alone, dealt to threads or not: a job of 8 empty calls made and run
// through by its caller (with deal: the chunks for 2 or 16 threads made,
// the caller's own taken from the front, the others' from their backs).
func BenchmarkJobHelp(b *testing.B) {
	for _, threads := range []int{0, 2, 16} {
		b.Run(fmt.Sprintf("dealt=%d", threads), func(b *testing.B) {
			var sink [8]int
			f := func(i int) { sink[i]++ }
			b.ReportAllocs()
			for b.Loop() {
				j := &job{n: 8, f: f}
				if threads > 0 {
					j.deal(threads)
				}
				j.help(0)
			}
		})
	}
}

// TestPoolPin: with Pin, each worker runs on a CPU of its own, never the
// one the pool was started from, and never moves (worker_cpu_moves 0);
// once the pool is closed, no thread the Go runtime hands out is left
// pinned to one CPU (a pinned thread ends with its worker).
func TestPoolPin(t *testing.T) {
	runtime.LockOSThread() // the pool's starting CPU is read on this thread
	defer runtime.UnlockOSThread()
	var all unix.CPUSet
	if err := unix.SchedGetaffinity(0, &all); err != nil {
		t.Fatal(err)
	}
	if all.Count() < 2 {
		t.Skipf("one CPU in the thread's affinity mask: no worker to pin")
	}
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(all.Count()))
	threads := all.Count()
	p, err := NewPoolWith(threads, PoolOptions{Affinity: true, Pin: true, WorkerSpin: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.pins) != p.helpers {
		t.Fatalf("%d CPUs: %d workers, pinned to %v", threads, p.helpers, p.pins)
	}
	waitFor(t, "every worker runs ranges, pinned", func() bool {
		p.run(4*threads, func(i int) { spin(2000) })
		st := p.Stats()
		return st.Pinned == p.helpers && int(st.WorkerJobs) >= 4*p.helpers
	})
	for range 200 {
		p.run(4*threads, func(i int) { spin(1000) })
	}
	st := p.Stats()
	if st.WorkerCPUMoves != 0 && st.CPUKnown {
		t.Errorf("pinned workers moved CPU %d times in %d jobs", st.WorkerCPUMoves, st.WorkerJobs)
	}
	if err := p.Close(); err != nil { // the workers have returned: their slots are read below
		t.Fatal(err)
	}
	seen := map[int]bool{}
	for k := range p.helpers {
		c := int(p.slots[k].cpu)
		if st.CPUKnown && c != p.pins[k] {
			t.Errorf("worker %d ran on CPU %d, pinned to %d", k+1, c, p.pins[k])
		}
		if seen[p.pins[k]] || !all.IsSet(p.pins[k]) {
			t.Errorf("worker %d pinned to CPU %d (pins %v, allowed %d CPUs)", k+1, p.pins[k], p.pins, all.Count())
		}
		seen[p.pins[k]] = true
	}
	// The Go runtime's threads after Close: none with a one-CPU mask.
	var wg sync.WaitGroup
	var narrow atomic.Int32
	for range 4 * threads {
		wg.Go(func() {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			var s unix.CPUSet
			if unix.SchedGetaffinity(0, &s) == nil && s.Count() != all.Count() {
				narrow.Add(1)
			}
			time.Sleep(time.Millisecond)
		})
	}
	wg.Wait()
	if n := narrow.Load(); n > 0 {
		t.Errorf("after Close, %d goroutines ran on threads pinned narrower than the process (%d CPUs)", n, all.Count())
	}
}
