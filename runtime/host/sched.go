package host

import (
	"slices"
	"sync"
	"time"

	"github.com/mgxport/mgxport/runtime"
)

// The launch scheduler: a session on the host runs the launches of one
// wave (runtime.Concurrent: launches that share no written byte) on the
// device's pool, each launch a range of Pool.run that whichever thread is
// free takes. A launch whose kernel splits its phases publishes them to
// the same pool, so a thread done with its own launch helps with the
// other's. Each launch computes the same bytes on any thread, so the
// results are the same bytes at any thread count.
//
// Whether running a wave's launches at the same time pays is measured, as
// Func.Run measures its splits: after groupSettle runs (the kernels' own
// probes are done by then), groupProbes runs time the wave in order and
// as many at the same time; the wave runs at the same time only when that
// took at most splitGain of the time in order. A wave for which it did not
// pay is timed again retryFirst later, then after twice as long each time
// (up to retryMost). Launches of a few microseconds (a small encoder's)
// gain less than waking a thread costs, and run in order.

// Concurrency is how many launches may run at once: the pool's threads.
func (d *Device) Concurrency() int { return d.pool.Threads() }

// Group returns the runner of a wave of n launches (runtime.Concurrent).
func (d *Device) Group(n int) runtime.LaunchGroup {
	return &group{pool: d.pool, n: n, errs: make([]error, n)}
}

var _ runtime.Concurrent = (*Device)(nil)

// Scheduler's thresholds.
const (
	groupSettle = 10
	groupProbes = 3
)

// group is one wave's runner and its measurements.
type group struct {
	pool *Pool
	n    int
	mu   sync.Mutex
	errs []error // the launches' errors, reused (under mu while running concurrently)
	// runs counts the runs so far; seqBest and conBest are the best times
	// in order and at the same time, conProbes the concurrent runs timed
	// since the last decision; concurrent is the decision, retryAt when a
	// refused wave is timed again, retryEvery the wait after the next
	// refusal. now is the clock (time.Now when nil; tests set it).
	runs       int
	seqProbes  int
	conProbes  int
	seqBest    time.Duration
	conBest    time.Duration
	decided    bool
	concurrent bool
	retryAt    time.Time
	retryEvery time.Duration
	now        func() time.Time
	// watch holds the times of the latest runs at once as decided: a
	// wave whose median run at once takes as long as in order goes back
	// to running in order (watchRuns, as a kernel's split).
	watch []time.Duration
}

func (g *group) clock() time.Time {
	if g.now != nil {
		return g.now()
	}
	return time.Now()
}

// How a group's next run goes.
const (
	groupInOrder    = iota // in order, untimed
	groupTimeOrder         // in order, timed
	groupTimeAtOnce        // at the same time, timed
	groupAtOnce            // at the same time, untimed
)

// next says how the next run goes (under mu).
func (g *group) next() int {
	g.runs++
	switch {
	case g.pool.Threads() < 2:
		return groupInOrder
	case g.pool.always:
		return groupAtOnce
	case g.decided && g.concurrent:
		return groupAtOnce
	case g.decided && !g.retryAt.IsZero() && g.clock().After(g.retryAt):
		g.decided, g.conProbes, g.conBest, g.retryAt = false, 0, 0, time.Time{}
		return groupTimeAtOnce
	case g.decided || g.runs <= groupSettle:
		return groupInOrder
	case g.seqProbes < groupProbes:
		return groupTimeOrder
	}
	return groupTimeAtOnce
}

// saw records a timed run (under mu) and decides after the last probe.
func (g *group) saw(how int, d time.Duration) {
	best := func(b *time.Duration, n *int) {
		if *n == 0 || d < *b {
			*b = d
		}
		*n++
	}
	switch how {
	case groupTimeOrder:
		best(&g.seqBest, &g.seqProbes)
	case groupTimeAtOnce:
		best(&g.conBest, &g.conProbes)
		if g.conProbes < groupProbes {
			return
		}
		g.decided = true
		g.concurrent = float64(g.conBest) <= splitGain*float64(g.seqBest)
		if !g.concurrent {
			g.refuse()
		} else {
			g.retryEvery = 0 // a later refusal waits retryFirst again (phased.sawSplit)
		}
	case groupAtOnce:
		g.watch = append(g.watch, d)
		if len(g.watch) < watchRuns {
			return
		}
		slices.Sort(g.watch)
		median := g.watch[len(g.watch)/2]
		g.watch = g.watch[:0]
		if median >= g.seqBest {
			g.concurrent = false
			g.refuse()
		}
	}
}

// refuse plans the next timing at once of a wave that runs in order
// (under mu): retryFirst later, then twice as long each time.
func (g *group) refuse() {
	g.retryEvery = min(max(2*g.retryEvery, retryFirst), retryMost)
	g.retryAt = g.clock().Add(g.retryEvery)
}

// Run runs the wave's launches, at the same time when that was measured
// to pay, and returns the lowest-index error. A group serves one session,
// whose runs do not overlap; a second Run at the same time runs in order.
func (g *group) Run(launch func(i int) error) error {
	if !g.mu.TryLock() {
		return inOrder(g.n, launch)
	}
	defer g.mu.Unlock()
	how := g.next()
	if how == groupInOrder {
		return inOrder(g.n, launch)
	}
	t0 := time.Now()
	var err error
	if how == groupTimeOrder {
		err = inOrder(g.n, launch)
	} else {
		clear(g.errs)
		g.pool.run(g.n, func(i int) { g.errs[i] = launch(i) })
		for _, e := range g.errs {
			if e != nil {
				err = e
				break
			}
		}
	}
	if err == nil && !g.pool.always {
		g.saw(how, time.Since(t0))
	}
	return err
}

// How says how the wave's runs go now (runtime.LaunchGroup).
func (g *group) How() string {
	g.mu.Lock()
	defer g.mu.Unlock()
	switch {
	case g.pool.Threads() < 2:
		return "in order"
	case g.pool.always || g.decided && g.concurrent:
		return "at once"
	case g.decided:
		return "in order"
	}
	return "probing"
}

// inOrder runs launch(0), ..., launch(n-1) until one fails.
func inOrder(n int, launch func(i int) error) error {
	for i := range n {
		if err := launch(i); err != nil {
			return err
		}
	}
	return nil
}

// Split reports how the kernel's launches spread over the device's
// threads now (runtime.Splitter).
func (k kernel) Split() runtime.SplitInfo { return k.f.splitInfo(k.pool) }

var _ runtime.Splitter = kernel{}

// splitInfo is how f's launches on pool run now.
func (f Func) splitInfo(pool *Pool) runtime.SplitInfo {
	ph := f.ph
	if ph == nil {
		return runtime.SplitInfo{How: "whole"}
	}
	info := runtime.SplitInfo{How: "whole", Phases: len(ph.extents), Extents: append([]int64(nil), ph.extents...),
		OwnRanges: ph.own.Load(), StolenRanges: ph.stolen.Load()}
	if pool.Threads() < 2 {
		return info
	}
	if pool.always {
		info.How, info.Ranges = "always", ph.cuts(nil, nil, pool.Threads())
		return info
	}
	us := func(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) }
	ph.mu.Lock()
	defer ph.mu.Unlock()
	switch ph.decided {
	case 0:
		info.How = "probing"
	case decideSplit:
		info.How, info.Ranges = "split", ph.cuts(ph.split, ph.phaseBest, pool.Threads())
	}
	if ph.probes > 0 {
		info.WholeUS = us(ph.best)
	}
	for _, d := range ph.phaseBest {
		info.PhaseUS = append(info.PhaseUS, us(d))
	}
	for _, d := range ph.splitBest {
		info.SplitUS = append(info.SplitUS, us(d))
	}
	if !ph.retryAt.IsZero() {
		info.RetryInMS = max(float64(ph.retryAt.Sub(ph.clock()))/float64(time.Millisecond), 0)
	}
	if ph.wholeWatched > 0 {
		info.WholeWatchUS = us(ph.wholeWatched)
	}
	if ph.watched > 0 {
		info.WatchUS = us(ph.watched)
		info.WatchP10US, info.WatchP90US = us(ph.watchLow), us(ph.watchHigh)
		info.WaitUS = us(ph.waited)
	}
	return info
}
