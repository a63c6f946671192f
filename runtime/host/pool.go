package host

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// Pool is a set of threads that run the split phases of host kernels
// (Kernel.Run). One Pool serves every Device and Session of a process that
// is handed it, so concurrent sessions share its threads rather than each
// starting their own: a launch runs its ranges on the calling goroutine
// and publishes them for the pool's workers to help with. Safe for
// concurrent use.
//
// Why it is built this way (measured, see the commit that made it): a
// launch must cost no more than on one thread when the workers are slow to
// come. So a launch never queues work to a worker and never waits for one
// to wake: it publishes its job in one slot (the latest launch's; a
// concurrent launch whose job was replaced runs the rest itself), takes
// ranges itself until none is left, and waits only for the ranges a worker
// has already taken. Workers are plain goroutines, at most GOMAXPROCS-1 of
// them: more could not run at once, and a spinning worker that holds a P
// keeps the launching goroutine (or the session's other goroutines) from
// running until the scheduler preempts it, milliseconds later. Polling
// threads run the CPU's spin-wait hint between polls (pause) and never
// yield their P (runtime.Gosched): a yielding goroutine is runnable work,
// and while the caller runs a kernel in native code (its P idle after
// 20 µs) the scheduler handed that P to a new thread to run a poller, so
// the kernel shared a core with it (BenchmarkWholeBesidePollers; on the
// 16-core Xeon mobilenet_v2's small kernels took 2-3 times as long on 16
// threads as on 1). Polling is bounded by workerSpin and callerSpin, and
// then the thread parks, giving its P back.
type Pool struct {
	threads int
	helpers int                 // worker goroutines: min(threads, GOMAXPROCS)-1
	cur     atomic.Pointer[job] // the latest launch's job
	gen     atomic.Uint64       // bumped with each published job
	asleep  atomic.Int32        // workers parked on wake
	wake    chan struct{}       // one token per parked worker to wake
	quit    chan struct{}
	wg      sync.WaitGroup
	mu      sync.RWMutex // run holds it shared; Close exclusively
	closed  bool
	// more is how many parked workers the woken ones still wake
	// (wakeFor).
	more atomic.Int32
	// Counters for PoolStats: wake tokens sent, and parks.
	wakes, parks atomic.Int64
	// always makes launches split every phase and run every wave at the
	// same time, without measuring whether that pays: what tests set
	// (export_test.go) to check that results do not depend on the split.
	always bool
}

// Polling before sleeping. A parked goroutine takes tens of microseconds
// to wake (hundreds on a loaded machine), and the launch that wakes it
// pays the system call: so a caller whose last range is still running on
// a worker polls for it up to callerSpin, and an idle worker polls for the
// next launch up to workerSpin, longer than a kernel run whole between two
// split ones or a run's copies take (BenchmarkPoolLaunchAfterIdle: 8
// ranges of 0.7 us after 60 us of the caller alone took 15.3 us on two
// threads with 20 us of polling, against 5.7 us on one; 4.0 us with 200).
// Not much longer: on a machine with more runnable threads than cores a
// polling thread takes the core from the one it waits for. Workers that polled
// for the whole of a run (held from its first launch to its last, so as
// never to park between two split launches) woke 100 times fewer but ran
// cnn_fp32 in 23-28 ms rather than 8-11, and mobilenet_blocks in 4.6-6.0
// rather than 1.4-1.5, on two threads of a machine loaded with other
// work (their best runs were alike).
const (
	callerSpin = 50 * time.Microsecond
	workerSpin = 200 * time.Microsecond
)

// MaxThreads bounds a Pool's threads.
const MaxThreads = 1024

// NewPool starts a pool that runs each launch on up to threads threads
// (the caller's and up to threads-1 workers; no more workers than
// GOMAXPROCS-1, since no more could run at once); threads 1 starts none,
// and kernels run whole on the caller's thread. How a launch's phases are
// cut depends on threads alone, never on how many workers run.
func NewPool(threads int) (*Pool, error) {
	if threads < 1 || threads > MaxThreads {
		return nil, fmt.Errorf("host: %d threads: want 1 to %d", threads, MaxThreads)
	}
	helpers := min(threads, runtime.GOMAXPROCS(0)) - 1
	p := &Pool{threads: threads, helpers: helpers, wake: make(chan struct{}, max(helpers, 1)), quit: make(chan struct{})}
	for range helpers {
		p.wg.Add(1)
		go p.work()
	}
	return p, nil
}

// Threads is how many threads a launch may use.
func (p *Pool) Threads() int {
	if p == nil {
		return 1
	}
	return p.threads
}

func (p *Pool) work() {
	defer p.wg.Done()
	seen := p.gen.Load()
	for {
		// Poll for a new job (reading the clock every few polls).
		start := time.Now()
		for i := 0; p.gen.Load() == seen; i++ {
			pause(1)
			if i&31 == 31 && time.Since(start) > workerSpin {
				break
			}
		}
		if p.gen.Load() == seen {
			// Park. The launch bumps gen before it reads asleep, and this
			// worker raises asleep before it reads gen again: one of the
			// two sees the other, so no launch is missed for good.
			p.asleep.Add(1)
			p.parks.Add(1)
			if p.gen.Load() == seen {
				select {
				case <-p.wake:
					p.asleep.Add(-1)
					// Pass on the wakes a launch asked for (wakeFor).
					p.wakeSome(p.takeMore(wakeFanout))
					continue
				case <-p.quit:
					p.asleep.Add(-1)
					return
				}
			}
			p.asleep.Add(-1)
			continue
		}
		seen = p.gen.Load()
		if j := p.cur.Load(); j != nil {
			if j.next.Load() < j.n-1 {
				p.wakeSome(1)
			}
			j.help()
		}
	}
}

// run calls f(0), ..., f(n-1) on the calling goroutine and on whichever of
// the pool's workers come to help, and returns when all have returned. The
// calls are handed out one at a time, in order, to whichever thread asks
// next: a worker that the OS has not scheduled yet takes none, and the
// caller runs what is left rather than wait for it (the machine may be
// shared). f must not depend on which thread runs it.
func (p *Pool) run(n int, f func(i int)) {
	if n > 1 && p != nil {
		p.mu.RLock()
		defer p.mu.RUnlock()
	}
	if n <= 1 || p == nil || p.closed || p.helpers < 1 {
		for i := range n {
			f(i)
		}
		return
	}
	j := &job{n: int64(n), f: f}
	p.cur.Store(j)
	p.gen.Add(1)
	// Wake up to wakeFanout parked workers (each wake costs this thread
	// a system call; a woken worker that finds ranges left wakes the next,
	// so the wakes spread as a tree). A token that no one takes now wakes
	// a worker later, which finds nothing and parks.
	p.wakeSome(min(n-1, wakeFanout))
	j.help()
	p.cur.CompareAndSwap(j, nil) // no worker starts on it after this
	if j.done.Load() == j.n {
		return
	}
	start := time.Now()
	for i := 0; j.done.Load() != j.n; i++ {
		// A launch that runs beside this one (a wave's, or one that a
		// worker runs for this job and splits) has published its ranges:
		// take them rather than wait idle.
		if o := p.cur.Load(); o != nil && o != j && o.next.Load() < o.n {
			o.help()
			start = time.Now()
			continue
		}
		pause(1)
		if i&31 == 31 && time.Since(start) > callerSpin {
			j.wait()
			return
		}
	}
}

// wakeFanout is how many parked workers a launch wakes itself.
const wakeFanout = 2

// wakeFor wakes up to ranges-1 parked workers, those a launch whose
// largest phase runs in ranges ranges can use (it calls this before its
// first phase, so that they come while it runs the phases before its first
// split one). Each wake is a system call on the launching thread, and on
// 16 threads one launch of a few 10 µs waking 15 workers to split a phase
// into 4 ranges paid for 15. A worker that finds no launch parks again
// after workerSpin.
//
// The launching thread wakes wakeFanout of them itself and leaves the
// rest to the workers it woke, each waking up to wakeFanout more (a tree):
// a wake is a system call of a few microseconds, which 15 of them made the
// launch wait for on 16 threads.
func (p *Pool) wakeFor(ranges int) {
	if p == nil || p.helpers < 1 || ranges < 2 {
		return
	}
	k := min(p.helpers, ranges-1, int(p.asleep.Load()))
	if k < 1 {
		return
	}
	direct := min(k, wakeFanout)
	p.more.Store(int32(k - direct))
	p.wakeSome(direct)
}

// takeMore takes up to n of the wakes a launch left to the woken workers.
func (p *Pool) takeMore(n int) int {
	for {
		m := p.more.Load()
		if m <= 0 {
			return 0
		}
		k := min(int32(n), m)
		if p.more.CompareAndSwap(m, m-k) {
			return int(k)
		}
	}
}

// PoolStats are a pool's counts since it started: what shows whether its
// workers were parked when launches came (each wake is a system call on
// the launching thread and tens of microseconds before the worker comes).
type PoolStats struct {
	// Workers is how many worker goroutines the pool runs (threads-1, at
	// most GOMAXPROCS-1).
	Workers int `json:"workers"`
	// Wakes counts the parked workers launches woke, Parks the times an
	// idle worker stopped polling and parked.
	Wakes int64 `json:"wakes"`
	Parks int64 `json:"parks"`
}

// Stats returns the pool's counts (zero for a nil pool).
func (p *Pool) Stats() PoolStats {
	if p == nil {
		return PoolStats{}
	}
	return PoolStats{Workers: p.helpers, Wakes: p.wakes.Load(), Parks: p.parks.Load()}
}

// wakeSome wakes up to k parked workers.
func (p *Pool) wakeSome(k int) {
	for k = min(k, int(p.asleep.Load())); k > 0; k-- {
		select {
		case p.wake <- struct{}{}:
			p.wakes.Add(1)
		default:
			return
		}
	}
}

// job is one run's calls: each thread takes the next until none is left.
// The caller, once it has taken the last, waits for the calls that workers
// took: polling, then parked on finished, which the thread that finishes
// the last call closes if the caller asked for it. A worker that starts
// after the last was taken touches nothing else.
type job struct {
	n          int64
	next, done atomic.Int64
	f          func(i int)
	mu         sync.Mutex
	finished   chan struct{} // made by wait, under mu
	closed     bool
}

func (j *job) help() {
	for {
		i := j.next.Add(1) - 1
		if i >= j.n {
			return
		}
		j.f(int(i))
		if j.done.Add(1) == j.n {
			j.mu.Lock()
			j.closed = true
			if j.finished != nil {
				close(j.finished)
			}
			j.mu.Unlock()
		}
	}
}

// wait parks until every call has returned.
func (j *job) wait() {
	j.mu.Lock()
	if j.closed {
		j.mu.Unlock()
		return
	}
	j.finished = make(chan struct{})
	j.mu.Unlock()
	<-j.finished
}

// Close stops the workers (after the tasks queued). Closing twice is
// harmless; launches after Close run on the caller's thread.
func (p *Pool) Close() error {
	if p == nil {
		return nil
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil
	}
	p.closed = true
	close(p.quit)
	p.wg.Wait()
	return nil
}

// ErrPlan is wrapped by errors about a kernel's plan.
var ErrPlan = errors.New("host: bad kernel plan")
