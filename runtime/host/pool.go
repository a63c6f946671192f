package host

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

// Pool is a set of OS threads that run the split phases of host kernels
// (Kernel.Run). One Pool serves every Device and Session of a process that
// is handed it, so concurrent sessions share its threads rather than each
// starting their own: a launch runs its first chunk on the calling
// goroutine and queues the others to the pool's workers. Safe for
// concurrent use.
type Pool struct {
	threads int
	tasks   chan func() // buffered: a spinning worker takes a task without a wake-up
	quit    chan struct{}
	wg      sync.WaitGroup
	mu      sync.RWMutex // run holds it shared; Close exclusively
	closed  bool
}

// Polling before sleeping. A sleeping goroutine takes tens of
// microseconds to wake (hundreds on a loaded machine), once per phase, so
// a caller whose last range is still running on a worker polls for it up
// to callerSpin, and an idle worker polls for the
// next phase's task up to workerSpin. Not longer: on a machine with more
// runnable threads than cores a polling thread takes the core from the
// one it waits for. A worker that sleeps costs little: the caller does not
// wait for it to wake (Pool.run hands ranges out to whichever thread
// asks).
const (
	callerSpin = 50 * time.Microsecond
	workerSpin = 20 * time.Microsecond
)

// MaxThreads bounds a Pool's threads.
const MaxThreads = 1024

// NewPool starts a pool that runs each launch on up to threads threads
// (the caller's and threads-1 workers, each locked to its OS thread);
// threads 1 starts none, and kernels run whole on the caller's thread.
func NewPool(threads int) (*Pool, error) {
	if threads < 1 || threads > MaxThreads {
		return nil, fmt.Errorf("host: %d threads: want 1 to %d", threads, MaxThreads)
	}
	p := &Pool{threads: threads, tasks: make(chan func(), 4*threads), quit: make(chan struct{})}
	for range threads - 1 {
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
	runtime.LockOSThread() // a worker stays one OS thread: its caches, its malloc arena
	defer runtime.UnlockOSThread()
	for {
		var t func()
		var start time.Time
		for i := 0; t == nil; i++ {
			select {
			case t = <-p.tasks:
			case <-p.quit:
				return
			default:
			}
			if i&63 == 0 {
				if now := time.Now(); start.IsZero() {
					start = now
				} else if now.Sub(start) > workerSpin {
					break
				}
			}
		}
		if t == nil {
			select {
			case t = <-p.tasks:
			case <-p.quit:
				return
			}
		}
		t()
	}
}

// run calls f(0), ..., f(n-1) on the calling goroutine and up to
// Threads()-1 of the pool's workers, and returns when all have returned.
// The calls are handed out one at a time, in order, to whichever thread
// asks next: a worker that the OS has not scheduled yet takes none, and
// the caller runs what is left rather than wait for it (the machine may be
// shared). f must not depend on which thread runs it.
func (p *Pool) run(n int, f func(i int)) {
	if n > 1 && p != nil {
		p.mu.RLock()
		defer p.mu.RUnlock()
	}
	if n <= 1 || p == nil || p.closed || p.threads <= 1 {
		for i := range n {
			f(i)
		}
		return
	}
	j := &job{n: int64(n), f: f, finished: make(chan struct{})}
	for range min(p.threads, n) - 1 {
		p.tasks <- j.help
	}
	j.help()
	start := time.Now()
	for i := 0; j.done.Load() != j.n; i++ {
		if i&63 == 63 && time.Since(start) > callerSpin {
			break
		}
	}
	<-j.finished
}

// job is one run's calls: each thread takes the next until none is left;
// the thread that finishes the last closes finished. A worker that starts
// after the last was taken touches nothing else.
type job struct {
	n          int64
	next, done atomic.Int64
	f          func(i int)
	finished   chan struct{}
}

func (j *job) help() {
	for {
		i := j.next.Add(1) - 1
		if i >= j.n {
			return
		}
		j.f(int(i))
		if j.done.Add(1) == j.n {
			close(j.finished)
		}
	}
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
