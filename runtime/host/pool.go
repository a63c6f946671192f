package host

import (
	"errors"
	"fmt"
	"runtime"
	"sync"
	"sync/atomic"
	"time"

	"github.com/mgxport/mgxport/codeobj"
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
// CallerSpin, and then the thread parks, giving its P back (with
// PoolOptions.IdleSpin, not while the machine has a CPU no other task
// waits for: idle.go).
//
// A launch's ranges go to whichever thread asks next, or, with
// PoolOptions.Affinity, are dealt in one contiguous chunk per thread
// (job.deal; the launching thread's first, then each worker's by its
// index), the chunks of threads that have not come taken by the others.
type Pool struct {
	threads int
	helpers int // worker goroutines: min(threads, GOMAXPROCS)-1
	// What polling workers read, alone on its cache line (padded on both
	// sides): a write to a word beside it (a counter) would make every
	// poller fetch the line again.
	_      [cacheLine]byte
	cur    atomic.Pointer[job] // the latest launch's job
	gen    atomic.Uint64       // bumped with each published job
	_      [cacheLine]byte
	asleep atomic.Int32  // workers parked on wake
	wake   chan struct{} // one token per parked worker to wake
	quit   chan struct{}
	wg     sync.WaitGroup
	mu     sync.RWMutex // run holds it shared; Close exclusively
	closed bool
	// more is how many parked workers the woken ones still wake
	// (wakeFor).
	more atomic.Int32
	// Counters for PoolStats: wake tokens sent, and parks.
	wakes, parks atomic.Int64
	// busyStops counts the threads that stopped polling at their spin
	// because no CPU was spare (stopPolling).
	busyStops atomic.Int64
	// always makes launches split every phase and run every wave at the
	// same time, without measuring whether that pays: what tests set
	// (export_test.go) to check that results do not depend on the split.
	always bool
	// opts are the options the pool was started with (resolved).
	opts PoolOptions
	// With ParkFutex: parked workers sleep on seq (bumped by each wake),
	// tokens counts the wakes not yet taken, stopping is set by Close.
	seq      atomic.Uint32
	tokens   atomic.Int32
	stopping atomic.Bool
	// cpusIdle says whether the machine has a CPU no other task waits
	// for (idleProbe.Idle of probe; nil: never, no thread polls past its
	// spin).
	cpusIdle func() bool
	probe    *idleProbe
	// cpu reads the calling thread's CPU (nil where it cannot); lastCPU
	// is the CPU the latest launch ended on (-1: none yet). Counters for
	// PoolStats: launches that started on another CPU than the latest
	// ended on, and launches whose thread moved while they ran.
	cpu                  func() uint32
	lastCPU              atomic.Int64
	cpuSwitch, cpuMidRun atomic.Int64
	// slots are the workers' own counts (worker k's at k-1), each on its
	// own cache line: only that worker writes them.
	slots []workerSlot
	// pins are the CPUs the workers are pinned to (worker k's at k-1;
	// PoolOptions.Pin), nil where they are not.
	pins []int
	// beforeHelp, when set (tests), is called before a thread takes
	// ranges of a job (self: 0 the launching thread, k worker k): what
	// makes a thread come late on purpose.
	beforeHelp func(j *job, self int)
}

// workerSlot is one worker's counts for PoolStats: the jobs it ran
// ranges of, and of those the ones it ran on another CPU than the one
// before (cpu: the CPU of the latest, -1 none yet).
type workerSlot struct {
	jobs, moves atomic.Int64
	cpu         int64
	pinned      atomic.Bool // its thread is pinned to pins[k-1]
	_           [cacheLine - 28]byte
}

// MaxThreads bounds a Pool's threads.
const MaxThreads = 1024

// NewPool starts a pool that runs each launch on up to threads threads
// (the caller's and up to threads-1 workers; no more workers than
// GOMAXPROCS-1, since no more could run at once); threads 1 starts none,
// and kernels run whole on the caller's thread. How a launch's phases are
// cut depends on threads alone, never on how many workers run. It waits
// as the default PoolOptions say. Where the caller and the workers would
// hold every one of the Go scheduler's Ps, it raises GOMAXPROCS by one
// (reserveP says why).
func NewPool(threads int) (*Pool, error) { return NewPoolWith(threads, DefaultPoolOptions()) }

// NewPoolWith is NewPool with the given options.
func NewPoolWith(threads int, opts PoolOptions) (*Pool, error) {
	return newPool(threads, opts, nil)
}

// newPool is NewPoolWith whose threads ask cpusIdle whether to poll past
// their spins (nil: an idleProbe of the machine's load, where it can be
// read).
func newPool(threads int, opts PoolOptions, cpusIdle func() bool) (*Pool, error) {
	if threads < 1 || threads > MaxThreads {
		return nil, fmt.Errorf("host: %d threads: want 1 to %d", threads, MaxThreads)
	}
	opts, err := opts.resolve()
	if err != nil {
		return nil, err
	}
	helpers := min(threads, runtime.GOMAXPROCS(0)) - 1
	p := &Pool{threads: threads, helpers: helpers, wake: make(chan struct{}, max(helpers, 1)), quit: make(chan struct{}), opts: opts, cpu: cpuReader()}
	p.lastCPU.Store(-1)
	p.cpusIdle = cpusIdle
	reserveP(helpers + 1)
	if helpers > 0 && opts.IdleSpin > 0 && cpusIdle == nil {
		if p.probe = newIdleProbe(); p.probe != nil {
			p.cpusIdle = p.probe.Idle
		}
	}
	p.slots = make([]workerSlot, helpers)
	if opts.Pin {
		cur := -1
		if p.cpu != nil {
			cur = int(p.cpu())
		}
		p.pins = pinCPUs(helpers, cur)
	}
	for k := range helpers {
		p.slots[k].cpu = -1
		p.wg.Add(1)
		go p.work(k + 1)
	}
	return p, nil
}

// reserveP raises GOMAXPROCS to held+1 where it is lower: a pool's
// threads (the launching goroutine and its workers, held of them) must
// leave one of the Go scheduler's Ps free. A goroutine running a kernel
// in native code (a purego call) is in a system call to the scheduler,
// and while no P is idle the scheduler's monitor thread takes that P
// from it after 20 us and wakes every 20 us to look again; a polling
// worker holds its P all along, so with every P held that happened at
// every kernel call. On the 2-core development machine (GOMAXPROCS 2, 2
// threads) the process made 39,000 context switches in 4 s, 42% of them
// that monitor's, and cnn_fp32 ran in a median 6.3 ms with 2 threads
// against 7.9 on one (best 4.0); at GOMAXPROCS 3, 3.9 ms (best 3.5),
// every convolution split. The free P is also the one the idle workers
// leave to the garbage collector and the process's other goroutines
// (idle.go), so every worker may poll idle. It never lowers GOMAXPROCS,
// and adds one P only beyond the pool's threads, which stay
// min(threads, GOMAXPROCS) as before: under a CPU quota (a GOMAXPROCS
// below the CPUs) the pool still runs no more threads than the quota.
// Setting GOMAXPROCS turns off the Go runtime's own updates of it (a
// container's CPU limit changing while the process runs).
func reserveP(held int) {
	if held > 1 && runtime.GOMAXPROCS(0) <= held {
		runtime.GOMAXPROCS(held + 1)
	}
}

// Threads is how many threads a launch may use.
func (p *Pool) Threads() int {
	if p == nil {
		return 1
	}
	return p.threads
}

// work is worker self's loop (1 to helpers; 0 is the launching thread
// in job.help).
func (p *Pool) work(self int) {
	defer p.wg.Done()
	if p.opts.LockThreads {
		runtime.LockOSThread()
		if p.pins != nil && pinThread(p.pins[self-1]) == nil {
			// Not unlocked: a goroutine that returns locked ends its
			// thread, which must not run other goroutines on one CPU.
			p.slots[self-1].pinned.Store(true)
		} else {
			defer runtime.UnlockOSThread()
		}
	}
	seen := p.gen.Load()
	for {
		// Poll for a new job (reading the clock every few polls).
		start := time.Now()
		for i := 0; p.gen.Load() == seen; i++ {
			pause(1)
			if i&31 == 31 && p.stopPolling(time.Since(start), p.opts.WorkerSpin) {
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
				woken := p.sleep()
				p.asleep.Add(-1)
				if !woken {
					return
				}
				// Pass on the wakes a launch asked for (wakeFor).
				p.wakeSome(p.takeMore(wakeFanout))
				continue
			}
			p.asleep.Add(-1)
			continue
		}
		seen = p.gen.Load()
		if j := p.cur.Load(); j != nil {
			if p.asleep.Load() > 0 && j.left(self, 2) {
				p.wakeSome(1)
			}
			if p.help(j, self) > 0 {
				p.ranJob(self)
			}
		}
	}
}

// stopPolling says whether a thread that has polled for d parks now
// (spin: its own, WorkerSpin or CallerSpin): past its spin, unless d is
// within PoolOptions.IdleSpin and the machine has a CPU to spare
// (cpusIdle); past its spin at once when the pool is closing.
func (p *Pool) stopPolling(d, spin time.Duration) bool {
	if d <= spin {
		return false
	}
	if d > p.opts.IdleSpin || p.stopping.Load() || p.cpusIdle == nil {
		return true
	}
	if !p.cpusIdle() {
		p.busyStops.Add(1)
		return true
	}
	return false
}

// help takes ranges of j as thread self until none is left (job.help).
func (p *Pool) help(j *job, self int) int64 {
	if p.beforeHelp != nil {
		p.beforeHelp(j, self)
	}
	return j.help(self)
}

// ranJob counts a job worker self ran ranges of, and whether it ran them
// on another CPU than its previous one.
func (p *Pool) ranJob(self int) {
	s := &p.slots[self-1]
	s.jobs.Store(s.jobs.Load() + 1)
	if p.cpu == nil {
		return
	}
	c := int64(p.cpu())
	if s.cpu >= 0 && s.cpu != c {
		s.moves.Store(s.moves.Load() + 1)
	}
	s.cpu = c
}

// sleep parks the worker until a wake token comes (true) or the pool
// closes (false).
func (p *Pool) sleep() bool {
	if p.opts.Park != ParkFutex {
		select {
		case <-p.wake:
			return true
		case <-p.quit:
			return false
		}
	}
	for {
		s := p.seq.Load()
		if p.stopping.Load() {
			return false
		}
		if t := p.tokens.Load(); t > 0 {
			if p.tokens.CompareAndSwap(t, t-1) {
				return true
			}
			continue
		}
		futexWait(&p.seq, s)
	}
}

// run calls f(0), ..., f(n-1) on the calling goroutine and on whichever of
// the pool's workers come to help, and returns when all have returned. The
// calls are handed out one at a time, in order, to whichever thread asks
// next (with PoolOptions.Affinity, each thread's own chunk of them first:
// job.help): a worker that the OS has not scheduled yet takes none, and
// the caller runs what is left rather than wait for it (the machine may
// be shared). f must not depend on which thread runs it. It returns how
// long the caller waited, once no call was left to take, for those that
// workers took (0: none was left running).
func (p *Pool) run(n int, f func(i int)) time.Duration {
	w, _ := p.runCounted(n, f)
	return w
}

// rangeCounts are how many of a job's ranges threads ran from their own
// chunks and from other threads' (PoolOptions.Affinity; both 0 without).
type rangeCounts struct{ own, stolen int64 }

// runCounted is run, and with PoolOptions.Affinity says how many ranges
// ran on the thread whose chunk they were in.
func (p *Pool) runCounted(n int, f func(i int)) (time.Duration, rangeCounts) {
	if n > 1 && p != nil {
		p.mu.RLock()
		defer p.mu.RUnlock()
	}
	if n <= 1 || p == nil || p.closed || p.helpers < 1 {
		for i := range n {
			f(i)
		}
		return 0, rangeCounts{}
	}
	j := &job{n: int64(n), f: f, futex: p.opts.Park == ParkFutex}
	if p.opts.Affinity && n <= maxAffinityRanges {
		j.deal(p.helpers + 1)
	}
	p.cur.Store(j)
	p.gen.Add(1)
	// Wake up to wakeFanout parked workers (each wake costs this thread
	// a system call; a woken worker that finds ranges left wakes the next,
	// so the wakes spread as a tree). A token that no one takes now wakes
	// a worker later, which finds nothing and parks.
	p.wakeSome(min(n-1, wakeFanout))
	p.help(j, 0)
	p.cur.CompareAndSwap(j, nil) // no worker starts on it after this
	if j.done.Load() == j.n {
		return 0, j.counts()
	}
	t0 := time.Now()
	start := t0
	for i := 0; j.done.Load() != j.n; i++ {
		// A launch that runs beside this one (a wave's, or one that a
		// worker runs for this job and splits) has published its ranges:
		// take them rather than wait idle.
		if o := p.cur.Load(); o != nil && o != j && o.left(0, 1) {
			p.help(o, 0)
			start = time.Now()
			continue
		}
		pause(1)
		if i&31 == 31 && p.stopPolling(time.Since(start), p.opts.CallerSpin) {
			j.wait()
			break
		}
	}
	return time.Since(t0), j.counts()
}

// wakeFanout is how many parked workers a launch wakes itself (on the
// Xeon, park=futex with every worker woken in one system call, thr_exp
// call 1's futex+fan, ran no faster than this tree).
const wakeFanout = 2

// wakeFor wakes up to ranges-1 parked workers, those a launch whose
// largest phase runs in ranges ranges can use (it calls this before its
// first phase, so that they come while it runs the phases before its first
// split one). Each wake is a system call on the launching thread, and on
// 16 threads one launch of a few 10 µs waking 15 workers to split a phase
// into 4 ranges paid for 15. A worker that finds no launch parks again
// after PoolOptions.WorkerSpin.
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
	// BusyStops counts the times a thread (an idle worker, or a caller
	// waiting for its ranges) stopped polling at its spin, not
	// PoolOptions.IdleSpin, because the machine had no CPU to spare
	// (idle.go).
	BusyStops int64 `json:"busy_stops"`
	// CPUSwitches counts the launches (Func.Run) that started on another
	// CPU than the latest launch ended on, CPUMidRun those whose thread
	// moved to another CPU while they ran (both 0 where the CPU cannot be
	// read cheaply: CPUKnown false). A launch run by a worker (a wave's)
	// counts as a switch: the counts say whether the launching thread
	// keeps its core (and its caches) from one launch to the next.
	CPUKnown    bool  `json:"cpu_known"`
	CPUSwitches int64 `json:"cpu_switches"`
	CPUMidRun   int64 `json:"cpu_mid_run"`
	// WorkerJobs counts the jobs (a split phase's ranges, or a wave's
	// launches) each worker ran ranges of, summed over the workers, and
	// WorkerCPUMoves those a worker ran on another CPU than its previous
	// such job (0 where CPUKnown is false): whether worker k stays on one
	// core, which PoolOptions.Affinity counts on.
	WorkerJobs     int64 `json:"worker_jobs"`
	WorkerCPUMoves int64 `json:"worker_cpu_moves"`
	// Pinned is how many workers run pinned to a CPU of their own
	// (PoolOptions.Pin).
	Pinned int `json:"pinned,omitempty"`
	// Options are the pool's options (PoolEnv), resolved.
	Options string `json:"options"`
}

// String writes the options as ParsePoolOptions reads them.
func (o PoolOptions) String() string {
	on := func(b bool) string {
		if b {
			return "on"
		}
		return "off"
	}
	return fmt.Sprintf("spin=%s,callerspin=%s,idlespin=%s,park=%s,recheck=%s,affinity=%s,lockthreads=%s,pin=%s",
		max(o.WorkerSpin, 0), max(o.CallerSpin, 0), max(o.IdleSpin, 0), o.Park, on(o.Recheck), on(o.Affinity), on(o.LockThreads), on(o.Pin))
}

// Stats returns the pool's counts (zero for a nil pool).
func (p *Pool) Stats() PoolStats {
	if p == nil {
		return PoolStats{}
	}
	st := PoolStats{Workers: p.helpers, Wakes: p.wakes.Load(), Parks: p.parks.Load(), BusyStops: p.busyStops.Load(),
		CPUKnown: p.cpu != nil, CPUSwitches: p.cpuSwitch.Load(), CPUMidRun: p.cpuMidRun.Load(), Options: p.opts.String()}
	for k := range p.slots {
		st.WorkerJobs += p.slots[k].jobs.Load()
		st.WorkerCPUMoves += p.slots[k].moves.Load()
		if p.slots[k].pinned.Load() {
			st.Pinned++
		}
	}
	return st
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

// wakeSome wakes up to k parked workers.
func (p *Pool) wakeSome(k int) {
	k = min(k, int(p.asleep.Load()))
	if k <= 0 {
		return
	}
	if p.opts.Park == ParkFutex {
		// As many tokens as the channel holds: a token no one takes
		// wakes a worker later, which finds nothing and parks.
		for {
			t := p.tokens.Load()
			n := min(int32(k), int32(max(p.helpers, 1))-t)
			if n <= 0 {
				return
			}
			if p.tokens.CompareAndSwap(t, t+n) {
				p.wakes.Add(int64(n))
				p.seq.Add(1)
				futexWake(&p.seq, int(n))
				return
			}
		}
	}
	for ; k > 0; k-- {
		select {
		case p.wake <- struct{}{}:
			p.wakes.Add(1)
		default:
			return
		}
	}
}

// job is one run's calls: each thread takes the next until none is left
// (or, dealt to threads, its own chunk's next, then the others': help).
// The caller, once it has taken the last, waits for the calls that workers
// took: polling, then parked on finished, which the thread that finishes
// the last call closes if the caller asked for it. A worker that starts
// after the last was taken touches nothing else.
type job struct {
	n int64
	f func(i int)
	// chunks, when the job is dealt to threads (PoolOptions.Affinity),
	// are thread k's calls at k (next is then unused).
	chunks []chunk
	// next is the next call to take, done how many have returned: each
	// on its own cache line, since every thread writes both (done once
	// per thread and job: help counts its calls and adds them when none
	// is left to take, where adding each call's 1 made 16 threads take
	// the line in turn as many times as the job has ranges).
	_        [cacheLine]byte
	next     atomic.Int64
	_        [cacheLine]byte
	done     atomic.Int64
	own      atomic.Int64 // with chunks: calls run from their thread's chunk
	stolen   atomic.Int64 // and from another's
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

// help takes calls until none is left, as thread self (0: the launching
// thread, k: worker k), and returns how many it ran. Dealt to threads,
// it runs its own chunk's calls from the front, in order, then those left
// in the other chunks from their backs, chunk self+1's first, then
// self+2's and so on around: a thread that comes late finds its chunk
// taken, and the owner of a chunk being stolen from keeps the front
// calls, those next to the ones it ran.
func (j *job) help(self int) int64 {
	var ran int64
	if j.chunks == nil {
		for {
			i := j.next.Add(1) - 1
			if i >= j.n {
				break
			}
			j.f(int(i))
			ran++
		}
	} else {
		// self < len(chunks): the launching thread is 0 (also where it is
		// a worker running a wave's launch, which has no index of its
		// own there: that launch's chunk 0 then has two owners).
		t, own := len(j.chunks), self
		for {
			i, ok := j.chunks[own].front()
			if !ok {
				break
			}
			j.f(int(i))
			ran++
		}
		mine := ran
		for d := 1; d < t; d++ {
			c := &j.chunks[(own+d)%t]
			for {
				i, ok := c.back()
				if !ok {
					break
				}
				j.f(int(i))
				ran++
			}
		}
		if mine > 0 {
			j.own.Add(mine)
		}
		if ran > mine {
			j.stolen.Add(ran - mine)
		}
	}
	if ran == 0 || j.done.Add(ran) != j.n {
		return ran
	}
	if j.futex {
		j.fin.Store(1)
		if j.waiting.Load() {
			futexWake(&j.fin, 1)
		}
		return ran
	}
	j.mu.Lock()
	j.closed = true
	if j.finished != nil {
		close(j.finished)
	}
	j.mu.Unlock()
	return ran
}

// maxAffinityRanges bounds the calls a job dealt to threads has (chunk
// packs two indices into one word).
const maxAffinityRanges = 1<<31 - 1

// deal cuts the job's n calls into t contiguous chunks, chunk k the calls
// [ceil(n*k/t), ceil(n*(k+1)/t)) (codeobj.HostThreadShare): thread k's share of a phase's iterations
// starts where the iterations' k/t-th part does, at every launch however
// many ranges the phase is cut into. With fewer calls than threads some
// chunks are empty, and call r is thread floor(r*t/n)'s, the one whose
// share starts where the call does: the launching thread's is call 0.
func (j *job) deal(t int) {
	j.chunks = make([]chunk, t)
	n, tt := j.n, int64(t)
	for k := range j.chunks {
		lo, hi := codeobj.HostThreadShare(int64(k), n, tt)
		// A plain write: no other thread sees the job before it is
		// published (Pool.cur's atomic store).
		j.chunks[k].span = uint64(lo)<<32 | uint64(hi)
	}
}

// counts returns the calls run from their own chunks and stolen (once
// every call has returned).
func (j *job) counts() rangeCounts {
	if j.chunks == nil {
		return rangeCounts{}
	}
	return rangeCounts{own: j.own.Load(), stolen: j.stolen.Load()}
}

// left reports whether at least k calls are left to take. Dealt to
// threads, it reads the chunks from thread self's on, and stops once it
// has seen k: a worker that has just come reads its own chunk, the line
// it is about to take calls from, rather than every thread's.
func (j *job) left(self int, k int64) bool {
	if j.chunks == nil {
		return j.n-j.next.Load() >= k
	}
	var sum int64
	for d := range j.chunks {
		v := atomic.LoadUint64(&j.chunks[(self+d)%len(j.chunks)].span)
		if lo, hi := int64(v>>32), int64(v&0xffffffff); hi > lo {
			if sum += hi - lo; sum >= k {
				return true
			}
		}
	}
	return false
}

// chunk is one thread's calls of a dealt job, [lo, hi) packed in span
// (lo in the high half): its owner takes from the front, other threads
// from the back, each by one compare-and-swap, so a call is taken once.
// Alone on its cache line: its owner writes it at every call it takes.
// (A plain word, read and written through sync/atomic once the job is
// published, so that deal can fill it without atomic stores.)
type chunk struct {
	span uint64
	_    [cacheLine - 8]byte
}

// front takes the chunk's first call left (false: none).
func (c *chunk) front() (int64, bool) {
	for {
		v := atomic.LoadUint64(&c.span)
		lo, hi := v>>32, v&0xffffffff
		if lo >= hi {
			return 0, false
		}
		if atomic.CompareAndSwapUint64(&c.span, v, v+1<<32) {
			return int64(lo), true
		}
	}
}

// back takes the chunk's last call left (false: none).
func (c *chunk) back() (int64, bool) {
	for {
		v := atomic.LoadUint64(&c.span)
		lo, hi := v>>32, v&0xffffffff
		if lo >= hi {
			return 0, false
		}
		if atomic.CompareAndSwapUint64(&c.span, v, v-1) {
			return int64(hi - 1), true
		}
	}
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
		p.seq.Add(1)
		futexWake(&p.seq, p.helpers)
	}
	p.wg.Wait()
	p.probe.close()
	return nil
}

// ErrPlan is wrapped by errors about a kernel's plan.
var ErrPlan = errors.New("host: bad kernel plan")
