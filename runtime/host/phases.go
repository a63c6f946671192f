package host

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"time"
	"unsafe"

	"github.com/ebitengine/purego"

	"github.com/mgxport/mgxport/codeobj"
)

// The threaded kernel ABI (finalize/host/phase.go writes it; the names
// and sizes below are codeobj's, shared with it). Besides its whole
// entry, a kernel may have phases and a plan:
//
//	void sym.phase<i>(int64_t range[2], void *arg0, ..., void *ws0, ...)
//	void sym.plan(int64_t plan[PlanCap])
//
// called through their packed entries (PackedSuffix). The plan's words:
// [length, PlanVersion, phases P, workspace buffers W, extent of each
// phase (P words), byte size of each workspace buffer (W words)]. A
// kernel runs by calling its phases in order, phase i over its iterations
// [0, extent) split into ranges, one call per range, any number of them
// concurrently; the workspace buffers (uninitialized, 64-byte aligned)
// are the same for every phase of one launch. Splitting a phase never
// changes its results: any split gives the whole entry's bytes.
const (
	// PhaseSuffix, then the phase's index, names a phase entry.
	PhaseSuffix = codeobj.HostPhaseSuffix
	// PlanSuffix names a kernel's plan entry.
	PlanSuffix = codeobj.HostPlanSuffix
	// PlanCap is the most words a plan has.
	PlanCap = codeobj.HostPlanCap
	// PlanVersion is the plan layout this runtime reads (its first word
	// after the length).
	PlanVersion = codeobj.HostPlanVersion
)

// maxWorkspace bounds one kernel's workspace (bytes).
const maxWorkspace = 1 << 32

// phased is a kernel's phases, read from its plan.
type phased struct {
	extents []int64
	entries []uintptr // packed phase entries
	work    []int64   // workspace buffer sizes
	offsets []int64   // their offsets in one allocation, 64-aligned
	total   int64
	// malloc and free are the C library's, which the workspace comes
	// from per launch (0 without one, or for a workspace of at most
	// smallWorkspace bytes: a Go buffer kept in free). The
	// whole entry mallocs the same buffers and frees them on return, so
	// the next kernel's buffers reuse the bytes the last one wrote, still
	// in the caches; a workspace per kernel (megabytes each, a dozen
	// kernels) is cold at every launch: mobilenet_blocks' layout copies
	// took 1.5x as long through the phases as in the whole entry.
	malloc, cfree uintptr
	// free holds the scratch of launches that have returned, for the next
	// ones (a sync.Pool is emptied by every garbage collection). It holds
	// as many as ran at once.
	mu   sync.Mutex
	free []*launchScratch
	// Run's measurements and decision (under mu).
	probes      int
	best        time.Duration
	phaseProbes int
	phaseBest   []time.Duration
	splitProbes int
	splitBest   []time.Duration
	decided     int
	split       []bool
	// A kernel whose split did not pay is timed split again later (the
	// machine may have been busy then): candidates are the phases that
	// were tried, retryAt when to try them again (zero: never),
	// retryEvery the wait after the next failure. now is the clock
	// (time.Now when nil; tests set it).
	candidates []bool
	retryAt    time.Time
	retryEvery time.Duration
	now        func() time.Time
	// Or after retryRuns more launches (doubling like retryEvery), the
	// launches since the refusal counted in wholeRuns: a model launched
	// back to back, whose first probes met a page fault or a busy
	// moment, would otherwise run whole for the first 250 ms, its whole
	// perf run (mobilenet_blocks ran split in some processes and whole in
	// others, 1.5 ms against 2.5).
	retryRuns int
	wholeRuns int
	// A kernel decided whole for good (too small to split, or no phase
	// worth it) is timed again from its first probe, once, after
	// recheckAfter launches whole (PoolOptions.Recheck): its first probes
	// ran while the kernels before it ran whole too, so that it read what
	// they wrote from its own core's caches; once they run split it reads
	// it from every other core's (on the 16-core Xeon modernbert_tiny's
	// Split launches right after a split matmul took 2.1-2.6 times their
	// one-thread time, and stayed whole). wholeSince counts the launches
	// whole since that decision, rechecked says the recheck began.
	wholeSince int
	rechecked  bool
	// recheckTrial says the split probes under way are the recheck's: a
	// split that does not pay then leaves the kernel whole for good,
	// batchable, rather than refused and retried for ever.
	recheckTrial bool
	// watch holds the times of the latest launches run split as decided
	// (sawDecided): a split measured to pay on its first launches may
	// not in the runs that follow (other kernels' splits keep the
	// workers busy or parked; the probes met a quiet moment).
	watch []time.Duration
	// watched is the median of the last full watch (0: none yet),
	// watchLow and watchHigh its 10th and 90th percentiles; waits the
	// caller's waits for workers in the watched launches, waited their
	// median (what SplitInfo reports).
	watched, watchLow, watchHigh time.Duration
	waits                        []time.Duration
	waited                       time.Duration
	// wholeWatch holds the times of the latest launches run whole while
	// a refused split waits for its retry (retrying: read by Run without
	// mu), wholeWatched the median of the last full one (0: none yet).
	// The probes' whole time is its best while the kernels around it ran
	// whole too, reading what they wrote from its own core's caches; once
	// they run split, it reads that from every other core's. On the Xeon
	// at 16 threads mobilenet_v2's depthwise convolutions at 14x14 ran
	// whole in 160-190 us a launch against 50 in their probes, and their
	// splits (50 us) were refused for not beating the 50. A split is
	// judged against the slower of the two (wholeRef).
	wholeWatch   []time.Duration
	wholeWatched time.Duration
	retrying     atomic.Bool
	// own and stolen count the ranges of this kernel's split phases that
	// ran on the thread whose chunk they were in, and on another
	// (PoolOptions.Affinity; SplitInfo.OwnRanges), over every launch.
	own, stolen atomic.Int64
}

// clock returns the time now (under mu).
func (ph *phased) clock() time.Time {
	if ph.now != nil {
		return ph.now()
	}
	return time.Now()
}

// get returns a scratch with room for chunks ranges of width arguments
// (and a row of width arguments per phase).
func (ph *phased) get(chunks, width int) *launchScratch {
	ph.mu.Lock()
	var s *launchScratch
	if n := len(ph.free); n > 0 {
		s, ph.free = ph.free[n-1], ph.free[:n-1]
	}
	ph.mu.Unlock()
	if s == nil {
		s = &launchScratch{}
		if ph.malloc == 0 || ph.total <= smallWorkspace {
			s.ws = make([]byte, ph.total+64)
		}
	}
	if len(s.ranges) < 2*chunks || len(s.argv) < width*chunks {
		s.argv, s.ranges = make([]uintptr, width*chunks), make([]int64, 2*chunks)
	}
	if p := len(ph.extents); len(s.wargv) < width*p {
		s.wargv, s.wranges, s.list = make([]uintptr, width*p), make([]int64, 2*p), make([]uintptr, 2*p)
	}
	return s
}

// put keeps s for a later launch.
func (ph *phased) put(s *launchScratch) {
	ph.mu.Lock()
	ph.free = append(ph.free, s)
	ph.mu.Unlock()
}

// readPlan looks up symbol's plan and phase entries in the object (whose
// lock the caller holds); nil when the kernel has none (objects of the
// single-call ABI, kernels too small to split).
func (o *Object) readPlan(symbol string) (*phased, error) {
	planFn, err := purego.Dlsym(o.handle, symbol+PlanSuffix)
	if err != nil || planFn == 0 {
		return nil, nil
	}
	words := make([]int64, PlanCap)
	purego.SyscallN(planFn, uintptr(unsafe.Pointer(&words[0])))
	n := words[0]
	if n < 4 || n > PlanCap || words[1] != PlanVersion {
		return nil, fmt.Errorf("%w: kernel %s: %d words, version %d (this runtime reads version %d)", ErrPlan, symbol, n, words[1], PlanVersion)
	}
	phases, nws := words[2], words[3]
	if phases < 1 || nws < 0 || 4+phases+nws != n {
		return nil, fmt.Errorf("%w: kernel %s: %d phases and %d workspace buffers in %d words", ErrPlan, symbol, phases, nws, n)
	}
	ph := &phased{extents: words[4 : 4+phases], work: words[4+phases : n]}
	if libc, err := purego.Dlopen("libc.so.6", purego.RTLD_NOW|purego.RTLD_LOCAL); err == nil {
		m, err1 := purego.Dlsym(libc, "malloc")
		f, err2 := purego.Dlsym(libc, "free")
		if err1 == nil && err2 == nil && m != 0 && f != 0 {
			ph.malloc, ph.cfree = m, f
		}
	}
	for i, w := range ph.work {
		if w < 1 || w > maxWorkspace {
			return nil, fmt.Errorf("%w: kernel %s: workspace buffer %d of %d bytes", ErrPlan, symbol, i, w)
		}
		ph.offsets = append(ph.offsets, ph.total)
		if ph.total += (w + 63) &^ 63; ph.total > maxWorkspace {
			return nil, fmt.Errorf("%w: kernel %s: a workspace of more than %d bytes", ErrPlan, symbol, int64(maxWorkspace))
		}
	}
	for i, e := range ph.extents {
		if e < 1 {
			return nil, fmt.Errorf("%w: kernel %s: phase %d has extent %d", ErrPlan, symbol, i, e)
		}
		name := fmt.Sprintf("%s%s%d%s", symbol, PhaseSuffix, i, PackedSuffix)
		addr, err := purego.Dlsym(o.handle, name)
		if err != nil || addr == 0 {
			return nil, fmt.Errorf("%w: kernel %s has no entry %s", ErrPlan, symbol, name)
		}
		ph.entries = append(ph.entries, addr)
	}
	return ph, nil
}

// smallWorkspace is the largest workspace a launch takes from its
// scratch (a Go buffer kept with it) rather than from malloc: malloc and
// free are two calls into native code, a few hundred nanoseconds each,
// more than a small kernel's phases take (BenchmarkPhasesWhole), and a
// buffer this small stays in the caches between launches anyway.
const smallWorkspace = 32 << 10

// launchScratch is one launch's memory that kernels read: the packed
// argument arrays and the ranges, one per chunk, and the workspace where
// the C library's malloc is not found. It lives on the Go heap (which
// does not move) and is kept alive through the calls.
type launchScratch struct {
	ws     []byte // nil: malloc'd per launch
	argv   []uintptr
	ranges []int64
	// For consecutive phases run whole, called in one run list call
	// (runPhases): each phase's argument row (width words) and range,
	// and the run list's (entry, row) pairs.
	wargv   []uintptr
	wranges []int64
	list    []uintptr
}

// Phases reports how many phases the kernel runs in (0: it has only its
// whole entry and runs on one thread).
func (f Func) Phases() int {
	if f.ph == nil {
		return 0
	}
	return len(f.ph.extents)
}

// Run runs the kernel on the given buffers (as CallAddrs) with up to
// pool.Threads() threads: its phases in order, each split phase's
// iterations divided evenly over the threads. With one thread, or for a
// kernel without phases, it is CallAddrs. The results are the same bytes
// whatever the thread count.
//
// Whether threads pay is measured, per kernel, on its first launches on
// this machine: the whole entry is timed on the first wholeProbes
// launches, and a kernel that took less than splitWholeMin at best keeps
// running whole (waking threads would cost more than it takes); otherwise
// the next phaseProbes launches run its phases on the calling thread
// alone, timing each, and phases of at least splitPhaseMin at best are
// candidates to split. The next splitProbes launches run the candidates
// split, timing each phase again: a phase stays split only where that beat
// its time on one thread by splitGain (on a machine whose threads are slow
// to come, or busy, it does not), and the kernel runs whole unless the
// phases so chosen beat the whole entry by splitGain too. A kernel
// launched thousands of times (a recurrence's step) so never runs slower
// than on one thread for more than its first launches. A kernel whose
// split did not pay is timed split again retryFirst later or after
// retryFirstRuns launches, whichever comes first, then after twice as
// long each time (up to retryMost, retryMostRuns): a machine busy with other
// work during the first launches keeps no kernel on one thread for good.
func (f Func) Run(pool *Pool, args ...uintptr) error {
	if pool.Threads() <= 1 {
		return f.CallAddrs(args...)
	}
	c := pool.launchCPU()
	defer pool.launchDone(c)
	if f.ph == nil {
		return f.CallAddrs(args...)
	}
	ph := f.ph
	if pool.always {
		return f.runPhases(pool, nil, nil, true, args, nil)
	}
	how, split, oneThread := ph.decision()
	switch how {
	case decideWhole:
		if pool.opts.Recheck {
			ph.countWhole()
		}
		if !ph.retrying.Load() || pool.Threads() < wholeAsRunThreads {
			return f.CallAddrs(args...)
		}
		t0 := time.Now()
		err := f.CallAddrs(args...)
		ph.sawWholeRun(time.Since(t0))
		return err
	case decideSplit:
		t0 := time.Now()
		var wait time.Duration
		err := f.runPhases(pool, ph.cuts(split, oneThread, pool.Threads()), nil, true, args, &wait)
		ph.sawDecided(time.Since(t0), wait)
		return err
	case probeSplit:
		times := make([]time.Duration, len(ph.extents))
		err := f.runPhases(pool, ph.cuts(split, oneThread, pool.Threads()), times, true, args, nil)
		ph.sawSplit(times)
		return err
	case probeWhole:
		t0 := time.Now()
		err := f.CallAddrs(args...)
		ph.sawWhole(time.Since(t0))
		return err
	default: // probePhases
		times := make([]time.Duration, len(ph.extents))
		err := f.runPhases(nil, nil, times, false, args, nil)
		ph.sawPhases(times)
		return err
	}
}

// How a kernel with phases runs (phased.decision).
const (
	probeWhole  = iota // timing the whole entry
	probePhases        // timing each phase, on one thread
	probeSplit         // timing each phase, the candidates split
	decideWhole        // the whole entry, on the caller's thread
	decideSplit        // the phases, those in split across the pool
)

// Run's thresholds.
const (
	wholeProbes = 5 // the best of several: a loaded machine slows some
	phaseProbes = 2
	splitProbes = 3
	// The smallest kernel and phase worth trying split: a fork and join
	// with the workers polling costs under a microsecond
	// (BenchmarkPoolLaunch). They were 100 and 40 us, which kept
	// cnn_int8_qdq's (de)quantize kernels, 45-95 us each, on one thread,
	// then 40 and 15, which kept resnet_mini's 25 us convolutions (20 us
	// of it one phase) there: on two threads, resnet_mini 0.149 -> 0.124
	// ms with 12 and 5. The whole minimum was then 12 us, which kept
	// resnet_mini's two stride-2 3x3 convolutions (10-12 us, a 6-item
	// phase) on one thread: split they take 7.3-8.6 us in the model on
	// two threads, and resnet_mini's run 0.0820 -> 0.0752 ms (medians of
	// 3 interleaved rounds, the development machine's 2 cores to itself
	// under chrt -f; a split with a polling worker costs about 0.5 us
	// there: 8 ranges of a 23 us native loop in 11.9 us). The timings
	// decide the rest.
	splitWholeMin = 8 * time.Microsecond
	splitPhaseMin = 5 * time.Microsecond
	// splitGain: split must take at most this share of one thread's
	// time to be kept (a gain within the timings' noise is none).
	splitGain = 0.85
)

// decision says how the next launch runs, which phases it splits, and
// each phase's best time on one thread (nil before those are measured;
// slices that are never written after this returns them).
func (ph *phased) decision() (int, []bool, []time.Duration) {
	ph.mu.Lock()
	defer ph.mu.Unlock()
	switch {
	case ph.decided == decideWhole && !ph.retryAt.IsZero() && (ph.wholeRuns >= ph.retryRuns || ph.clock().After(ph.retryAt)):
		// Time the candidates split again (phase and whole times stand).
		ph.decided, ph.splitProbes, ph.splitBest = 0, 0, nil
		ph.split, ph.retryAt, ph.wholeRuns = ph.candidates, time.Time{}, 0
		return probeSplit, ph.split, ph.phaseBest
	case ph.decided == decideWhole:
		ph.wholeRuns++
		return ph.decided, ph.split, ph.phaseBest
	case ph.decided != 0:
		return ph.decided, ph.split, ph.phaseBest
	case ph.probes < wholeProbes:
		return probeWhole, nil, nil
	case ph.phaseProbes < phaseProbes:
		return probePhases, nil, nil
	}
	return probeSplit, ph.split, ph.phaseBest
}

// cuts is how many ranges each phase runs in: 1 for the phases split
// leaves whole, chunksFor the others (all of them when split is nil).
func (ph *phased) cuts(split []bool, oneThread []time.Duration, threads int) []int {
	c := make([]int, len(ph.extents))
	for i, e := range ph.extents {
		c[i] = 1
		if split == nil || split[i] {
			var t time.Duration
			if i < len(oneThread) {
				t = oneThread[i]
			}
			c[i] = chunksFor(e, threads, t)
		}
	}
	return c
}

// chunksFor is how many ranges a phase of extent iterations that took t
// on one thread (0: not measured) is cut into for threads threads:
// chunksPerThread per thread, no more than its iterations, and no more
// than t holds ranges of minChunk. Each range costs a call and a hand-off
// between threads; a phase of 20 µs on 16 threads runs on the few threads
// its work can feed rather than in 64 ranges of 0.3 µs (a thread that
// comes finds no range left and goes back to waiting). Any cut gives the
// same bytes (the phase ABI), so the cut may follow the measurements.
func chunksFor(extent int64, threads int, t time.Duration) int {
	n := int64(chunksPerThread * max(threads, 1))
	if t > 0 {
		n = min(n, max(int64(t/minChunk), 2))
	}
	return int(max(min(n, extent), 1))
}

// minChunk is the least work chunksFor puts in one range (measured on
// one thread).
const minChunk = 2 * time.Microsecond

// wholeForGood reports whether the kernel runs whole from now on: its
// whole entry was too fast to split, or no phase was worth it (decided
// without a split trial to retry), and with recheck it has been timed
// again (countWhole).
func (ph *phased) wholeForGood(recheck bool) bool {
	ph.mu.Lock()
	defer ph.mu.Unlock()
	return ph.decided == decideWhole && ph.retryAt.IsZero() && (!recheck || ph.rechecked)
}

// countWhole counts a launch run whole as decided (with
// PoolOptions.Recheck): after recheckAfter of them, a kernel decided
// whole for good without a recheck is probed again from the start.
func (ph *phased) countWhole() {
	ph.mu.Lock()
	defer ph.mu.Unlock()
	if ph.decided != decideWhole || !ph.retryAt.IsZero() || ph.rechecked {
		return
	}
	if ph.wholeSince++; ph.wholeSince >= recheckAfter {
		ph.decided, ph.probes, ph.phaseProbes, ph.splitProbes = 0, 0, 0, 0
		ph.phaseBest, ph.splitBest, ph.split = nil, nil, nil
		ph.rechecked, ph.recheckTrial = true, true
	}
}

// recheckAfter is how many launches a kernel decided whole for good runs
// whole before its recheck: past the probes of the kernels around it (ten
// launches each), and early enough that the session's batch plans, made
// again after 1, 2, 4, ... 64 runs, batch it from the 64th run on.
const recheckAfter = 32

// sawWhole records a timed launch of the whole entry.
func (ph *phased) sawWhole(d time.Duration) {
	ph.mu.Lock()
	defer ph.mu.Unlock()
	if ph.probes == 0 || d < ph.best {
		ph.best = d
	}
	ph.probes++
	if ph.probes >= wholeProbes && ph.best < splitWholeMin {
		ph.decided = decideWhole
	}
}

// sawPhases records a launch's phase times and decides which to split.
func (ph *phased) sawPhases(times []time.Duration) {
	ph.mu.Lock()
	defer ph.mu.Unlock()
	if ph.decided != 0 || ph.phaseProbes >= phaseProbes {
		return
	}
	if ph.phaseBest == nil {
		ph.phaseBest = times
	}
	for i, d := range times {
		ph.phaseBest[i] = min(ph.phaseBest[i], d)
	}
	if ph.phaseProbes++; ph.phaseProbes < phaseProbes {
		return
	}
	ph.split = make([]bool, len(times))
	any := false
	for i, d := range ph.phaseBest {
		ph.split[i] = d >= splitPhaseMin && ph.extents[i] > 1
		any = any || ph.split[i]
	}
	if !any {
		ph.decided = decideWhole
	}
}

// sawSplit records a launch's phase times with the candidates split and,
// after splitProbes of them, keeps split only the phases where that paid,
// and the phases only if they beat the whole entry.
func (ph *phased) sawSplit(times []time.Duration) {
	ph.mu.Lock()
	defer ph.mu.Unlock()
	if ph.decided != 0 {
		return
	}
	if ph.splitBest == nil {
		ph.splitBest = times
	}
	for i, d := range times {
		ph.splitBest[i] = min(ph.splitBest[i], d)
	}
	if ph.splitProbes++; ph.splitProbes < splitProbes {
		return
	}
	var total time.Duration
	any := false
	keep := make([]bool, len(ph.split)) // launches under way read the old one
	for i := range keep {
		keep[i] = ph.split[i] && float64(ph.splitBest[i]) <= splitGain*float64(ph.phaseBest[i])
		any = any || keep[i]
		switch {
		case keep[i], !ph.split[i]:
			// Split as probed, or whole as probed: phases run whole
			// back to back were timed as one call, as they run
			// (runPhases; 0 for all but the first).
			total += ph.splitBest[i]
		default:
			total += ph.phaseBest[i] // a candidate not kept runs whole
		}
	}
	ph.candidates = ph.split
	ph.split = keep
	ph.decided = decideSplit
	trial := ph.recheckTrial
	ph.recheckTrial = false
	if !any || float64(total) > splitGain*float64(ph.wholeRef()) {
		if trial {
			// A recheck's split did not pay: whole for good, as decided
			// first (batchable again; no retries).
			ph.decided = decideWhole
			return
		}
		// Try again later (refuse): a machine busy now may not be later,
		// and each retry costs splitProbes launches that run about as fast
		// as whole (the caller runs the ranges no worker takes).
		ph.refuse()
		return
	}
	// The split pays: a later refusal waits retryFirst again, not twice
	// the last wait. Without this a kernel refused in a few busy moments
	// over a long run (a server's) ran whole for seconds at a time after
	// the next one, its backoff grown to retryMost.
	ph.retryEvery, ph.retryRuns = 0, 0
	ph.retrying.Store(false)
}

// wholeAsRunThreads is the fewest threads at which Run times the whole
// launches of a refused split (wholeWatch). On the 2-core development
// machine, where a thread reads what the other wrote at a third of the
// speed of its own (a cache line takes about 500 ns to change cores),
// kernels whose whole launches ran 1.3-2.5 times their best went split
// one after another, each split making the next kernel's whole launches
// slower, and mobilenet_blocks took 1.9-2.1 ms a run on two threads
// against 1.4-1.6 with them whole; on the Xeon at 16 threads the same
// judgement took mobilenet_v2 from 1.19 to 1.10-1.12 of ONNX Runtime's
// time (paired in one process) and resnet18 from 1.18 to 1.03-1.12.
const wholeAsRunThreads = 4

// wholeRef is the whole entry's time a split must beat (under mu): its
// best in the probes, or the median of the launches run whole since a
// refusal where that is slower (wholeWatch).
func (ph *phased) wholeRef() time.Duration { return max(ph.best, ph.wholeWatched) }

// sawWholeRun records the time of a launch run whole while a refused
// split waits for its retry; every watchRuns of them their median becomes
// wholeWatched.
func (ph *phased) sawWholeRun(d time.Duration) {
	ph.mu.Lock()
	defer ph.mu.Unlock()
	if ph.decided != decideWhole || ph.retryAt.IsZero() {
		return
	}
	ph.wholeWatch = append(ph.wholeWatch, d)
	if len(ph.wholeWatch) < watchRuns {
		return
	}
	slices.Sort(ph.wholeWatch)
	ph.wholeWatched = ph.wholeWatch[len(ph.wholeWatch)/2]
	ph.wholeWatch = ph.wholeWatch[:0]
}

// sawDecided records the time of a launch run split as decided; every
// watchRuns of them, a kernel whose median launch took as long as its
// whole entry (wholeRef) goes back to running whole, and is timed split
// again later as a refused split is. The probes' decision holds only for
// the conditions they met: on the 16-core Xeon, mobilenet_v2 kept splits
// that took 2-3 times as long as one thread in the runs that followed.
//
// wait is how long the launch's caller waited for ranges workers took
// (reported with the watch: SplitInfo.WaitUS).
func (ph *phased) sawDecided(d, wait time.Duration) {
	ph.mu.Lock()
	defer ph.mu.Unlock()
	if ph.decided != decideSplit {
		return
	}
	ph.watch = append(ph.watch, d)
	ph.waits = append(ph.waits, wait)
	if len(ph.watch) < watchRuns {
		return
	}
	slices.Sort(ph.watch)
	slices.Sort(ph.waits)
	median := ph.watch[len(ph.watch)/2]
	ph.watchLow, ph.watchHigh = ph.watch[len(ph.watch)/10], ph.watch[len(ph.watch)*9/10]
	ph.waited = ph.waits[len(ph.waits)/2]
	ph.watch, ph.waits = ph.watch[:0], ph.waits[:0]
	ph.watched = median
	if median >= ph.wholeRef() {
		ph.refuse()
	}
}

// watchRuns is how many launches split as decided sawDecided judges at
// a time (by their median: a few slow ones, a page fault or a busy
// moment, do not undo a split).
const watchRuns = 16

// refuse makes the kernel run whole until its split is timed again
// (under mu): after retryFirst or retryFirstRuns launches, then twice as
// long after each refusal, up to retryMost, retryMostRuns (from the
// start again once a split pays: sawSplit).
func (ph *phased) refuse() {
	ph.decided = decideWhole
	ph.wholeWatch = ph.wholeWatch[:0]
	ph.retrying.Store(true)
	ph.retryEvery = min(max(2*ph.retryEvery, retryFirst), retryMost)
	ph.retryAt = ph.clock().Add(ph.retryEvery)
	ph.retryRuns = min(max(2*ph.retryRuns, retryFirstRuns), retryMostRuns)
	ph.wholeRuns = 0
}

// When a kernel whose split did not pay is timed split again.
const (
	retryFirst = 250 * time.Millisecond
	retryMost  = 16 * time.Second
	// Or after this many launches whole (doubling after each failure):
	// a retry costs splitProbes launches about as fast as whole.
	retryFirstRuns = 32
	retryMostRuns  = 8192
)

// RunPhases is Run through the kernel's phases even on one thread (Run
// calls the whole entry there): what tests compare with the whole entry.
// A kernel without phases is called whole.
func (f Func) RunPhases(pool *Pool, args ...uintptr) error {
	if f.ph == nil {
		return f.CallAddrs(args...)
	}
	return f.runPhases(pool, nil, nil, true, args, nil)
}

// runPhases runs the phases in order, phase i in cuts[i] ranges over
// pool's threads (1: on the caller's thread alone; cuts nil: every phase
// in chunksFor's ranges); with times, it records each phase's duration.
// With group, consecutive phases run whole go in one run list call
// (runWhole), timed together: the first one's time is the group's, the
// others' 0 (what the split probes measure, as the split runs them).
//
// With wait, it adds the time the caller waited for workers' ranges.
func (f Func) runPhases(pool *Pool, cuts []int, times []time.Duration, group bool, args []uintptr, wait *time.Duration) error {
	threads := pool.Threads()
	if f.obj == nil {
		return fmt.Errorf("host: call through a zero Func")
	}
	f.obj.mu.RLock()
	defer f.obj.mu.RUnlock()
	if f.obj.handle == 0 {
		return ErrClosed
	}
	ph := f.ph
	// Each split phase is cut into ranges (chunksFor), handed out as
	// threads free up (Pool.run).
	if cuts == nil {
		cuts = ph.cuts(nil, nil, threads)
	}
	maxChunks := 1
	for _, c := range cuts {
		maxChunks = max(maxChunks, c)
	}
	// Wake the parked workers the launch can use now: they take tens of
	// microseconds to come, which the phases before the first split one
	// (a layout copy run whole) and the packing below hide.
	pool.wakeFor(maxChunks)
	width := 1 + len(args) + len(ph.work)
	s := ph.get(maxChunks, width)
	defer ph.put(s)
	var base uintptr
	if s.ws != nil {
		base = uintptr(unsafe.Pointer(unsafe.SliceData(s.ws)))
	} else if ph.total > 0 {
		p, _, _ := purego.SyscallN(ph.malloc, uintptr(ph.total+64))
		if p == 0 {
			return fmt.Errorf("host: kernel %s: no memory for a %d-byte workspace", f.sym, ph.total)
		}
		defer purego.SyscallN(ph.cfree, p)
		base = p
	}
	base = (base + 63) &^ 63
	for c := range maxChunks {
		argv := s.argv[c*width : (c+1)*width]
		argv[0] = uintptr(unsafe.Pointer(&s.ranges[2*c]))
		copy(argv[1:], args)
		for k, off := range ph.offsets {
			argv[1+len(args)+k] = base + uintptr(off)
		}
	}
	runlist := f.obj.runlist
	if !group {
		runlist = 0 // each phase timed alone
	}
	for i := 0; i < len(ph.extents); i++ {
		e, entry, chunks := ph.extents[i], ph.entries[i], cuts[i]
		if runlist != 0 && chunks == 1 && i+1 < len(ph.extents) && cuts[i+1] == 1 {
			var t0 time.Time
			if times != nil {
				t0 = time.Now()
			}
			end := ph.runWhole(s, runlist, cuts, i, args, width, base)
			if times != nil {
				times[i] = time.Since(t0)
				clear(times[i+1 : end])
			}
			i = end - 1
			continue
		}
		var t0 time.Time
		if times != nil {
			t0 = time.Now()
		}
		for c := range chunks {
			s.ranges[2*c] = e * int64(c) / int64(chunks)
			s.ranges[2*c+1] = e * int64(c+1) / int64(chunks)
		}
		if chunks == 1 {
			// On this thread, without the closure run allocates.
			purego.SyscallN(entry, uintptr(unsafe.Pointer(&s.argv[0])))
		} else {
			w, rc := pool.runCounted(chunks, func(c int) {
				purego.SyscallN(entry, uintptr(unsafe.Pointer(&s.argv[c*width])))
			})
			if wait != nil {
				*wait += w
			}
			if rc.own > 0 {
				ph.own.Add(rc.own)
			}
			if rc.stolen > 0 {
				ph.stolen.Add(rc.stolen)
			}
		}
		if times != nil {
			times[i] = time.Since(t0)
		}
	}
	return nil
}

// runWhole runs the phases from i on that cuts leaves whole (at least
// two), in order, in one call of the object's run list (codeobj.HostRunList)
// on the calling thread, and returns the phase after them. A call into
// native code costs a few hundred nanoseconds (BenchmarkLaunch), as much as
// a small phase: a convolution's layout copies and fills around its one
// split loop cost a microsecond more through their own calls than through
// its whole entry.
func (ph *phased) runWhole(s *launchScratch, runlist uintptr, cuts []int, i int, args []uintptr, width int, base uintptr) int {
	n := 0
	for ; i < len(ph.extents) && cuts[i] == 1; i++ {
		row := s.wargv[i*width : (i+1)*width]
		s.wranges[2*i], s.wranges[2*i+1] = 0, ph.extents[i]
		row[0] = uintptr(unsafe.Pointer(&s.wranges[2*i]))
		copy(row[1:], args)
		for k, off := range ph.offsets {
			row[1+len(args)+k] = base + uintptr(off)
		}
		s.list[2*n], s.list[2*n+1] = ph.entries[i], uintptr(unsafe.Pointer(&row[0]))
		n++
	}
	purego.SyscallN(runlist, uintptr(unsafe.Pointer(&s.list[0])), uintptr(n))
	return i
}

// chunksPerThread is how many ranges a split phase is cut into per
// thread: more than one, so that a thread that starts late (or a range
// that takes longer) leaves the others work to take.
const chunksPerThread = 4
