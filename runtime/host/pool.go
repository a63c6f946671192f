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
// threads as on 1). Polling is bounded by PoolOptions' WorkerSpin and
// CallerSpin, and then the thread parks, giving its P back.
type Pool struct {
	threads int
	helpers int // worker goroutines: min(threads, GOMAXPROCS)-1
	// What polling workers read, alone on its cache line (padded on both
	// sides): a write to a word beside it (a counter) would make every
	// poller fetch the line again.
	_   [cacheLine]byte
	cur atomic.Pointer[job] // the latest launch's job
	gen atomic.Uint64       // bumped with each published job
	_   [cacheLine]byte
	// ws are the workers, in the order launches wake them (a launch that
	// can use k-1 wakes workers 0..k-2). Where PoolOptions.PerThread
	// limits a launch to k threads, only those workers take its calls,
	// so that consecutive small launches keep to the same few cores (and
	// their caches), and the others park.
	ws     []worker
	asleep atomic.Int32 // workers parked (PoolStats, tests)
	quit   chan struct{}
	wg     sync.WaitGroup
	mu     sync.RWMutex // run holds it shared; Close exclusively
	closed bool
	// want is how many workers the latest launch can use (wakeFor): a
	// woken worker wakes its children in the wake tree below it.
	want atomic.Int32
	// Counters for PoolStats: wake tokens sent, and parks.
	wakes, parks atomic.Int64
	// always makes launches split every phase and run every wave at the
	// same time, without measuring whether that pays: what tests set
	// (export_test.go) to check that results do not depend on the split.
	always bool
	// opts are the options the pool was started with (resolved).
	opts     PoolOptions
	stopping atomic.Bool // set by Close (ParkFutex's sleepers read it)
	// cpu reads the calling thread's CPU (nil where it cannot); lastCPU
	// is the CPU the latest launch ended on (-1: none yet). Counters for
	// PoolStats: launches that started on another CPU than the latest
	// ended on, and launches whose thread moved while they ran.
	cpu                  func() uint32
	lastCPU              atomic.Int64
	cpuSwitch, cpuMidRun atomic.Int64
}

// worker is one worker's parking state, alone on its cache lines (a
// launch reads the flags of the workers it wakes).
type worker struct {
	_      [cacheLine]byte
	asleep atomic.Bool   // parked, or about to: a launch must wake it
	token  atomic.Bool   // a wake sent and not yet taken: no second one is sent
	seq    atomic.Uint32 // ParkFutex: the word it sleeps on (bumped by each wake)
	wake   chan struct{} // ParkChan: one token (capacity 1)
	_      [cacheLine]byte
}

// MaxThreads bounds a Pool's threads.
const MaxThreads = 1024

// NewPool starts a pool that runs each launch on up to threads threads
// (the caller's and up to threads-1 workers; no more workers than
// GOMAXPROCS-1, since no more could run at once); threads 1 starts none,
// and kernels run whole on the caller's thread. How a launch's phases are
// cut depends on threads alone, never on how many workers run. It waits
// as the default PoolOptions say.
func NewPool(threads int) (*Pool, error) { return NewPoolWith(threads, PoolOptions{}) }

// NewPoolWith is NewPool with the given options.
func NewPoolWith(threads int, opts PoolOptions) (*Pool, error) {
	if threads < 1 || threads > MaxThreads {
		return nil, fmt.Errorf("host: %d threads: want 1 to %d", threads, MaxThreads)
	}
	opts, err := opts.resolve()
	if err != nil {
		return nil, err
	}
	helpers := min(threads, runtime.GOMAXPROCS(0)) - 1
	p := &Pool{threads: threads, helpers: helpers, ws: make([]worker, max(helpers, 0)), quit: make(chan struct{}), opts: opts, cpu: cpuReader()}
	p.lastCPU.Store(-1)
	for i := range helpers {
		p.ws[i].wake = make(chan struct{}, 1)
		p.wg.Add(1)
		go p.work(i)
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

func (p *Pool) work(me int) {
	defer p.wg.Done()
	w := &p.ws[me]
	seen := p.gen.Load()
	// The polling runs WorkerSpin from the last job this worker took
	// part in (or its wake): a job for fewer workers than this one's
	// index does not keep it polling, so workers a run's launches do not
	// use park. With PoolOptions.AdaptSpin, a worker whose last
	// adaptAfter jobs each came more than WorkerSpin after the one before
	// (long counts them) parks as soon as a job is done: it would poll
	// for nothing, beside the launching thread's whole kernels, and be
	// woken anyway.
	start, limit := time.Now(), p.opts.WorkerSpin
	var last time.Time // when this worker's latest job ended
	long := 0
	for {
		// Poll for a new job (reading the clock every few polls).
		for i := 0; p.gen.Load() == seen; i++ {
			if i&31 == 31 && time.Since(start) > limit || limit <= 0 {
				break
			}
			pause(1)
		}
		if p.gen.Load() == seen {
			// Park. The launch bumps gen before it reads asleep, and this
			// worker raises asleep before it reads gen again: one of the
			// two sees the other, so no launch it may help is missed.
			// A wake left from the last time (sent as it found a job
			// instead of sleeping) is dropped first: a launch that wants
			// this worker now wakes it when it publishes its job.
			p.dropWake(w)
			w.asleep.Store(true)
			p.asleep.Add(1)
			p.parks.Add(1)
			if p.gen.Load() == seen {
				woken := p.sleep(w)
				w.asleep.Store(false)
				p.asleep.Add(-1)
				if !woken {
					return
				}
				// Pass on the wakes a launch asked for (wakeFor).
				p.wakeChildren(me, int(p.want.Load()))
				start, limit = time.Now(), p.opts.WorkerSpin
				continue
			}
			w.asleep.Store(false)
			p.asleep.Add(-1)
			continue
		}
		seen = p.gen.Load()
		if j := p.cur.Load(); j != nil && me < j.workers {
			p.wakeChildren(me, j.wake)
			now := time.Now()
			if !last.IsZero() && now.Sub(last) > p.opts.WorkerSpin {
				long++
			} else {
				long = 0
			}
			j.help()
			start = time.Now()
			last, limit = start, p.opts.WorkerSpin
			if p.opts.AdaptSpin && long >= adaptAfter {
				limit = 0
			}
		}
	}
}

// adaptAfter is how many jobs in a row, each more than WorkerSpin after
// the last, make a worker with PoolOptions.AdaptSpin park as soon as a
// job is done.
const adaptAfter = 3

// sleep parks worker w until a wake comes (true) or the pool closes
// (false).
func (p *Pool) sleep(w *worker) bool {
	if p.opts.Park != ParkFutex {
		select {
		case <-w.wake:
			w.token.Store(false)
			return true
		case <-p.quit:
			return false
		}
	}
	for {
		s := w.seq.Load()
		if p.stopping.Load() {
			return false
		}
		if w.token.Swap(false) {
			return true
		}
		futexWait(&w.seq, s)
	}
}

// dropWake drops a wake left for worker w, which is not parked.
func (p *Pool) dropWake(w *worker) {
	if p.opts.Park != ParkFutex {
		select {
		case <-w.wake:
		default:
		}
	}
	w.token.Store(false)
}

// wakeChildren wakes worker me's children in the wake tree (workers
// 2me+2 and 2me+3; the launching thread's are 0 and 1) that are below
// want and parked.
func (p *Pool) wakeChildren(me, want int) {
	for c := 2*me + 2; c < min(2*me+2+wakeFanout, want, p.helpers); c++ {
		p.wakeWorker(c)
	}
}

// run calls f(0), ..., f(n-1) on the calling goroutine and on whichever of
// the pool's workers come to help, and returns when all have returned. The
// calls are handed out one at a time, in order, to whichever thread asks
// next: a worker that the OS has not scheduled yet takes none, and the
// caller runs what is left rather than wait for it (the machine may be
// shared). f must not depend on which thread runs it. It returns how long
// the caller waited, once no call was left to take, for those that
// workers took (0: none was left running).
func (p *Pool) run(n int, f func(i int)) time.Duration {
	return p.runOn(n, n, f)
}

// runOn is run on at most threads threads (at least 2): the caller's and
// workers 0..threads-2, or, for threads of at least the pool's, any of
// its workers that polls (as run).
func (p *Pool) runOn(n, threads int, f func(i int)) time.Duration {
	if n > 1 && p != nil {
		p.mu.RLock()
		defer p.mu.RUnlock()
	}
	if n <= 1 || p == nil || p.closed || p.helpers < 1 {
		for i := range n {
			f(i)
		}
		return 0
	}
	// Workers 0..workers-1 may take calls: all of them where the launch
	// may use every thread (whichever polls comes first), the first
	// threads-1 where PoolOptions.PerThread limits it.
	workers := min(min(max(threads, 2), n)-1, p.helpers)
	j := &job{n: int64(n), f: f, futex: p.opts.Park == ParkFutex, workers: workers, wake: workers}
	if threads >= p.threads {
		j.workers = p.helpers
	}
	p.cur.Store(j)
	p.gen.Add(1)
	// Wake the parked workers among the first wakeFanout this job may
	// use (each wake costs this thread a system call; a worker that
	// comes wakes its own children, so the wakes spread as a tree). A
	// wake that comes after the job is done finds nothing and parks
	// again.
	p.wakeTree(workers)
	j.help()
	p.cur.CompareAndSwap(j, nil) // no worker starts on it after this
	if j.done.Load() == j.n {
		return 0
	}
	t0 := time.Now()
	start := t0
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
		if i&31 == 31 && time.Since(start) > p.opts.CallerSpin {
			j.wait()
			break
		}
	}
	return time.Since(t0)
}

// wakeFanout is how many parked workers a launch wakes itself (on the
// Xeon, park=futex with every worker woken in one system call, thr_exp
// call 1's futex+fan, ran no faster than this tree).
const wakeFanout = 2

// wakeFor wakes the parked workers among the threads-1 a launch whose
// largest split phase runs on threads threads can use (it calls this
// before its first phase, so that they come while it runs the phases
// before its first split one). Each wake is a system call on the
// launching thread, and on 16 threads one launch of a few 10 µs waking
// 15 workers to split a phase into 4 ranges paid for 15. A worker that
// finds no launch parks again after PoolOptions.WorkerSpin.
//
// The launching thread wakes wakeFanout of them itself (workers 0 and 1)
// and leaves the rest to the workers it woke, each waking its own
// children (2i+2 and 2i+3) below the count (a tree): a wake is a system
// call of a few microseconds, which 15 of them made the launch wait for
// on 16 threads.
func (p *Pool) wakeFor(threads int) {
	if p == nil || p.helpers < 1 || threads < 2 {
		return
	}
	p.wakeTree(min(threads-1, p.helpers))
}

// wakeTree asks for workers 0..k-1 (Pool.want) and wakes the parked
// ones among the tree's first level.
func (p *Pool) wakeTree(k int) {
	if k < 1 {
		return
	}
	if int(p.want.Load()) != k {
		p.want.Store(int32(k))
	}
	for c := range min(k, wakeFanout) {
		p.wakeWorker(c)
	}
}

// wakeWorker wakes worker i if it is parked.
func (p *Pool) wakeWorker(i int) {
	w := &p.ws[i]
	if !w.asleep.Load() || w.token.Swap(true) {
		return // awake, or woken already and not yet up
	}
	p.wakes.Add(1)
	if p.opts.Park == ParkFutex {
		w.seq.Add(1)
		futexWake(&w.seq, 1)
		return
	}
	select {
	case w.wake <- struct{}{}:
	default: // a token left from an earlier wake: it wakes it as well
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
	// CPUSwitches counts the launches (Func.Run) that started on another
	// CPU than the latest launch ended on, CPUMidRun those whose thread
	// moved to another CPU while they ran (both 0 where the CPU cannot be
	// read cheaply: CPUKnown false). A launch run by a worker (a wave's)
	// counts as a switch: the counts say whether the launching thread
	// keeps its core (and its caches) from one launch to the next.
	CPUKnown    bool  `json:"cpu_known"`
	CPUSwitches int64 `json:"cpu_switches"`
	CPUMidRun   int64 `json:"cpu_mid_run"`
	// Options are the pool's options (PoolEnv), resolved.
	Options string `json:"options"`
}

// String writes the options as ParsePoolOptions reads them.
func (o PoolOptions) String() string {
	rc := "off"
	if o.Recheck {
		rc = "on"
	}
	as := "off"
	if o.AdaptSpin {
		as = "on"
	}
	return fmt.Sprintf("spin=%s,callerspin=%s,park=%s,recheck=%s,perthread=%s,adaptspin=%s", max(o.WorkerSpin, 0), max(o.CallerSpin, 0), o.Park, rc, max(o.PerThread, 0), as)
}

// perThread is the pool's PoolOptions.PerThread (0: every thread).
func (p *Pool) perThread() time.Duration {
	if p == nil {
		return 0
	}
	return p.opts.PerThread
}

// Stats returns the pool's counts (zero for a nil pool).
func (p *Pool) Stats() PoolStats {
	if p == nil {
		return PoolStats{}
	}
	return PoolStats{Workers: p.helpers, Wakes: p.wakes.Load(), Parks: p.parks.Load(),
		CPUKnown: p.cpu != nil, CPUSwitches: p.cpuSwitch.Load(), CPUMidRun: p.cpuMidRun.Load(), Options: p.opts.String()}
}

// launchCPU reads the calling thread's CPU at a launch's start (-1: not
// known) and counts a switch from the latest launch's.
func (p *Pool) launchCPU() int64 {
	if p == nil || p.cpu == nil {
		return -1
	}
	c := int64(p.cpu())
	if last := p.lastCPU.Load(); last >= 0 && last != c {
		p.cpuSwitch.Add(1)
	}
	return c
}

// launchDone records the CPU a launch that started on start ended on.
func (p *Pool) launchDone(start int64) {
	if start < 0 {
		return
	}
	c := int64(p.cpu())
	if c != start {
		p.cpuMidRun.Add(1)
	}
	p.lastCPU.Store(c)
}

// job is one run's calls: each thread takes the next until none is left.
// The caller, once it has taken the last, waits for the calls that workers
// took: polling, then parked on finished, which the thread that finishes
// the last call closes if the caller asked for it. A worker that starts
// after the last was taken touches nothing else.
type job struct {
	n int64
	f func(i int)
	// workers is how many of the pool's workers may take calls (workers
	// 0..workers-1), wake how many of them the launch wakes (down the
	// wake tree): as many as its calls can use.
	workers, wake int
	// next is the next call to take, done how many have returned: each
	// on its own cache line, since every thread writes both (done once
	// per thread and job: help counts its calls and adds them when none
	// is left to take, where adding each call's 1 made 16 threads take
	// the line in turn as many times as the job has ranges).
	_        [cacheLine]byte
	next     atomic.Int64
	_        [cacheLine]byte
	done     atomic.Int64
	_        [cacheLine]byte
	mu       sync.Mutex
	finished chan struct{} // made by wait, under mu
	closed   bool
	// With ParkFutex the caller sleeps on fin (1 once every call has
	// returned), having set waiting.
	futex   bool
	fin     atomic.Uint32
	waiting atomic.Bool
}

func (j *job) help() {
	var ran int64
	for {
		i := j.next.Add(1) - 1
		if i >= j.n {
			break
		}
		j.f(int(i))
		ran++
	}
	if ran == 0 || j.done.Add(ran) != j.n {
		return
	}
	if j.futex {
		j.fin.Store(1)
		if j.waiting.Load() {
			futexWake(&j.fin, 1)
		}
		return
	}
	j.mu.Lock()
	j.closed = true
	if j.finished != nil {
		close(j.finished)
	}
	j.mu.Unlock()
}

// cacheLine is the padding that keeps words other threads write off the
// cache lines of those they poll (64 bytes on x86-64 and most arm64; two
// lines where the hardware prefetches pairs are not worth the memory).
const cacheLine = 64

// wait parks until every call has returned.
func (j *job) wait() {
	if j.futex {
		j.waiting.Store(true)
		for j.fin.Load() == 0 {
			futexWait(&j.fin, 0)
		}
		return
	}
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
	p.stopping.Store(true)
	if p.opts.Park == ParkFutex {
		for i := range p.ws {
			p.ws[i].seq.Add(1)
			futexWake(&p.ws[i].seq, 1)
		}
	}
	p.wg.Wait()
	return nil
}

// ErrPlan is wrapped by errors about a kernel's plan.
var ErrPlan = errors.New("host: bad kernel plan")
