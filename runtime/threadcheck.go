package runtime

import (
	"slices"
	"time"
)

// Threaded is a Stream whose launches may spread over several threads of
// the calling machine (the host's pool). A session on one checks, after
// its kernels have made their own decisions (each kernel decides from its
// launches alone whether splitting it pays), whether its runs as a whole
// are faster that way than with every launch on the launching thread, and
// runs on one thread where they are not (threadCheck).
type Threaded interface {
	Stream
	// Threads is how many threads a launch on the stream may use.
	Threads() int
	// SetOneThread makes the stream's launches run whole on the launching
	// thread (on), or as the device decides (off).
	SetOneThread(on bool)
}

// The run-level check's counts: it starts after threadSettle runs and
// times threadBlocks blocks of threadBlock runs each way (the device's
// threads, then one thread, in BAAB order: a machine whose speed drifts
// loads both alike), and is made again after threadRecheck runs, then
// twice as many each time up to threadRecheckMost. A run on one thread
// slower than threadClear times the slowest run on threads ends the check
// at once (on many cores the probes would cost a run several times over).
const (
	threadSettle      = 64
	threadBlock       = 3
	threadBlocks      = 8
	threadRecheck     = 512
	threadRecheckMost = 1 << 16
	threadClear       = 1.25
	// threadMargin is how much faster the runs on one thread must be
	// (the mean of the faster half of each side's runs: another program's
	// work only ever slows a run, and the half drops its spikes) for the
	// session to leave the device's threads: on the development VM the
	// medians of 12 runs each way flipped squeezenet1_1, 1.3 times faster
	// on two threads, to one thread in one process of two.
	threadMargin = 0.97
)

// threadCheck is a session's run-level decision whether its launches run
// on the device's threads or on the launching thread alone.
//
// Why: a kernel's split is judged on its own launches, but splitting also
// changes where its output lies for the kernels after it. On the 2-core
// development machine (a thread reads what the other core wrote at about a
// third of the speed it reads its own writes) mobilenet_v2 ran in a median
// 5.7-6.1 ms on two threads against 4.8-5.5 on one, every kernel's
// decision taken, and cnn_int8_qdq's split convolutions ran 1.5 times
// their probes' time once their neighbours ran whole. Timing whole runs
// both ways keeps a model no slower than on one thread (within the
// medians' noise: a wrong decision holds until the next check).
type threadCheck struct {
	st   Threaded
	runs int // runs seen
	// probe is the index of the next probe run (0 to 2*threadBlock*
	// threadBlocks-1), -1 outside a check; next is the run the next
	// check starts at, every the wait after it.
	probe       int
	next, every int
	one, many   []time.Duration
	oneThread   bool // the decision
	cur         bool // the mode of the run under way
	checks      int  // checks made
}

// newThreadCheck returns the check of a session on stream st (nil where
// the stream does not spread launches over threads).
func newThreadCheck(st Stream) *threadCheck {
	t, ok := st.(Threaded)
	if !ok || t.Threads() < 2 {
		return nil
	}
	return &threadCheck{st: t, probe: -1, next: threadSettle, every: threadRecheck}
}

// fasterHalf is the mean of the faster half of ds (sorted in place).
func fasterHalf(ds []time.Duration) time.Duration {
	slices.Sort(ds)
	h := ds[:(len(ds)+1)/2]
	var sum time.Duration
	for _, d := range h {
		sum += d
	}
	return sum / time.Duration(len(h))
}

// probeOne says whether probe run i runs on one thread (BAAB blocks).
func probeOne(i int) bool {
	b := i / threadBlock
	return b%4 == 1 || b%4 == 2
}

// before sets the stream's mode for the next run and says whether the
// run is a probe (whose time after takes). A check starts only at an
// untimed run (timed: events around every launch).
func (c *threadCheck) before(timed bool) bool {
	if c == nil {
		return false
	}
	if c.probe < 0 && !timed && c.runs >= c.next {
		c.probe, c.one, c.many = 0, c.one[:0], c.many[:0]
	}
	if c.probe < 0 {
		c.cur = c.oneThread
		c.st.SetOneThread(c.cur)
		return false
	}
	c.cur = probeOne(c.probe)
	c.st.SetOneThread(c.cur)
	return true
}

// oneNow says whether the run under way runs on one thread.
func (c *threadCheck) oneNow() bool { return c != nil && c.cur }

// after records a run (d: its launches' time, probe: before's answer) and
// decides after the last probe.
func (c *threadCheck) after(d time.Duration, probe bool) {
	if c == nil {
		return
	}
	c.runs++
	if !probe {
		return
	}
	clear := false
	if probeOne(c.probe) {
		c.one = append(c.one, d)
		clear = float64(d) > threadClear*float64(slices.Max(c.many))
	} else {
		c.many = append(c.many, d)
	}
	if c.probe++; c.probe < 2*threadBlock*threadBlocks && !clear {
		return
	}
	if clear {
		c.oneThread = false
	} else {
		c.oneThread = float64(fasterHalf(c.one)) < threadMargin*float64(fasterHalf(c.many))
	}
	c.probe, c.next = -1, c.runs+c.every
	c.every = min(2*c.every, threadRecheckMost)
	c.checks++
}

// abort ends a check a failed run interrupted (its probes are dropped; the
// check starts again at the next run).
func (c *threadCheck) abort() {
	if c == nil || c.probe < 0 {
		return
	}
	c.probe = -1
}

// ThreadsDecision reports how the session's runs use the device's threads:
// "" where its stream has one thread, else "threads" or "one thread" (the
// latest check's decision; "threads" before the first), with how many
// checks were made.
func (s *Session) ThreadsDecision() (how string, checks int) {
	c := s.threads
	if c == nil {
		return "", 0
	}
	if c.oneThread {
		return "one thread", c.checks
	}
	return "threads", c.checks
}
