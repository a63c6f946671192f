// Package tuner is the search half of tuning (DESIGN.md, Tuning): which
// points of a kernel's space a strategy tries, compiling them in parallel,
// measuring them one at a time, discarding the ones that fail or compute
// something else, and keeping the fastest. What a point is (a host
// register tiling, a GPU block tiling), how it compiles and how it is
// timed belong to the caller: the finalize targets give each kernel's
// space as data, ranked best guess first, and the functions that compile
// and time one point.
package tuner

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"
	"time"
)

// Strategy is how much of a space a tuning run measures.
type Strategy string

// The strategies.
const (
	// Quick measures the ranked space's first QuickPoints points: the
	// default and its nearest neighbours.
	Quick Strategy = "quick"
	// Full measures the first FullPoints points of the ranked space.
	Full Strategy = "full"
	// Exhaustive measures every legal point.
	Exhaustive Strategy = "exhaustive"
)

// How many ranked points Quick and Full measure.
const (
	QuickPoints = 4
	FullPoints  = 16
)

// Strategies lists the strategies, cheapest first.
func Strategies() []Strategy { return []Strategy{Quick, Full, Exhaustive} }

// ParseStrategy reads a --tune value.
func ParseStrategy(s string) (Strategy, error) {
	for _, st := range Strategies() {
		if string(st) == s {
			return st, nil
		}
	}
	return "", fmt.Errorf("unknown tuning strategy %q: use quick, full or exhaustive", s)
}

// Points returns how many of a ranked space of n points the strategy
// measures.
func (s Strategy) Points(n int) int {
	switch s {
	case Quick:
		return min(n, QuickPoints)
	case Full:
		return min(n, FullPoints)
	}
	return n
}

// A Job is one kernel's tuning. P is a point of its space (a schedule),
// A what compiling one makes (a code object).
type Job[P fmt.Stringer, A any] struct {
	// Name names the kernel in progress reports and errors.
	Name string
	// Space is every legal point, ranked best guess first; Space[0] is
	// the default schedule, whose result the others are checked against.
	Space []P
	// Compile compiles one point. It may run concurrently with itself
	// (up to Options.Workers) and with Measure.
	Compile func(ctx context.Context, p P) (A, error)
	// Measure times a compiled point and checks its result against
	// the reference (nil for the default itself, which is the
	// reference), returning its time and its result for later checks.
	// Measure calls never overlap.
	Measure func(ctx context.Context, a A, reference any) (time.Duration, any, error)
}

// Options are a tuning run's limits.
type Options struct {
	Strategy Strategy
	// Deadline stops compiling and measuring new points (zero: none);
	// the default is always measured, so there is always a winner.
	Deadline time.Time
	// Workers bounds the concurrent compiles (<= 0: 1).
	Workers int
	// Progress, when set, is called after each measured or failed point.
	Progress func(Progress)
	// MinGain is how much faster than the best so far (a fraction) a
	// point must be to replace it, so timer noise does not pick a
	// different schedule on every run; 0 means DefaultMinGain.
	MinGain float64
}

// DefaultMinGain is Options.MinGain's default: 3%.
const DefaultMinGain = 0.03

// Progress is the state of a job after one more point.
type Progress struct {
	Job            string
	Done, Of       int
	Best           string
	BestTime       time.Duration
	LastErr        error
	LastPoint      string
	LastPointTime  time.Duration
	LastPointValid bool
}

// Trial is what became of one point.
type Trial struct {
	Point string
	// Time is the measured time; zero when Err is set.
	Time time.Duration
	// Err says why the point was discarded: it failed to compile or to
	// run, or computed something else than the default.
	Err error
}

// Stats counts a run's work.
type Stats struct {
	Compiled, Measured, Failed int
	// Confirmed counts the measurements of the confirmation round (the
	// winner against the default again), which are not trials.
	Confirmed                int
	CompileTime, MeasureTime time.Duration
}

// Add accumulates o into s.
func (s *Stats) Add(o Stats) {
	s.Compiled += o.Compiled
	s.Measured += o.Measured
	s.Failed += o.Failed
	s.Confirmed += o.Confirmed
	s.CompileTime += o.CompileTime
	s.MeasureTime += o.MeasureTime
}

// Result is a finished job.
type Result[P fmt.Stringer, A any] struct {
	Best     P
	Artifact A
	Time     time.Duration
	// DefaultTime is the default schedule's time: its trial's, or its
	// best in the confirmation round when there was one.
	DefaultTime time.Duration
	Trials      []Trial
	Stats       Stats
	// Partial is set when the deadline stopped the search before the
	// strategy's points were all tried: Best is the best of those
	// measured, not the strategy's answer, so a cache must not keep it as
	// final (a run with more budget would tune further).
	Partial bool
}

type compiled[A any] struct {
	i   int
	a   A
	err error
	dur time.Duration
}

// Run tunes one job: the strategy's points are compiled Workers at a time
// in rank order and measured one at a time as they arrive in rank order;
// points that fail or disagree with the default are discarded, and the
// fastest of the rest wins. It fails only when the default itself
// cannot be compiled or measured, or ctx ends.
func Run[P fmt.Stringer, A any](ctx context.Context, job Job[P, A], opts Options) (Result[P, A], error) {
	var res Result[P, A]
	if len(job.Space) == 0 {
		return res, fmt.Errorf("tune %s: empty space", job.Name)
	}
	n := opts.Strategy.Points(len(job.Space))
	if n == 0 {
		n = 1
	}
	workers := max(opts.Workers, 1)
	minGain := opts.MinGain
	if minGain <= 0 {
		minGain = DefaultMinGain
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()

	// Compiles run ahead of the measurements, at most workers at once;
	// each result goes to its point's slot.
	slots := make([]chan compiled[A], n)
	for i := range slots {
		slots[i] = make(chan compiled[A], 1)
	}
	sem := make(chan struct{}, workers)
	var wg sync.WaitGroup
	wg.Add(1) // the feeder; its count keeps Adds legal while Wait runs
	defer func() { cancel(); wg.Wait() }()
	go func() {
		defer wg.Done()
		for i := range n {
			select {
			case sem <- struct{}{}:
			case <-ctx.Done():
				for j := i; j < n; j++ {
					slots[j] <- compiled[A]{i: j, err: ctx.Err()}
				}
				return
			}
			if i > 0 && expired(opts.Deadline) {
				<-sem
				for j := i; j < n; j++ {
					slots[j] <- compiled[A]{i: j, err: errBudget}
				}
				return
			}
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				defer func() { <-sem }()
				start := time.Now()
				a, err := job.Compile(ctx, job.Space[i])
				slots[i] <- compiled[A]{i: i, a: a, err: err, dur: time.Since(start)}
			}(i)
		}
	}()

	var reference any
	var defaultArt A
	best := -1
	for i := range n {
		c := <-slots[i]
		point := job.Space[i].String()
		if errors.Is(c.err, errBudget) {
			res.Partial = true
			break
		}
		if c.err == nil {
			res.Stats.Compiled++
			res.Stats.CompileTime += c.dur
		}
		t := Trial{Point: point, Err: c.err}
		if c.err == nil {
			if i > 0 && expired(opts.Deadline) {
				res.Partial = true
				break
			}
			start := time.Now()
			dur, out, err := job.Measure(ctx, c.a, reference)
			res.Stats.MeasureTime += time.Since(start)
			t.Time, t.Err = dur, err
			if err == nil {
				res.Stats.Measured++
				if i == 0 {
					reference, defaultArt = out, c.a
				}
			}
		}
		if t.Err != nil {
			res.Stats.Failed++
			if i == 0 {
				return res, fmt.Errorf("tune %s: the default schedule %s: %w", job.Name, point, t.Err)
			}
			if ctx.Err() != nil {
				return res, ctx.Err()
			}
		} else if best < 0 || float64(t.Time) < float64(res.Time)*(1-minGain) {
			best, res.Best, res.Artifact, res.Time = i, job.Space[i], c.a, t.Time
		}
		res.Trials = append(res.Trials, t)
		if opts.Progress != nil {
			p := Progress{Job: job.Name, Done: i + 1, Of: n, LastErr: t.Err, LastPoint: point, LastPointTime: t.Time, LastPointValid: t.Err == nil}
			if best >= 0 {
				p.Best, p.BestTime = job.Space[best].String(), res.Time
			}
			opts.Progress(p)
		}
	}
	if len(res.Trials) > 0 {
		res.DefaultTime = res.Trials[0].Time
	}
	if best > 0 {
		return confirm(ctx, job, res, defaultArt, reference, minGain)
	}
	return res, nil
}

// confirmRounds is how many times the confirmation round measures the
// default and the winner, alternating.
const confirmRounds = 2

// confirm measures a winner other than the default against the default
// again, alternating, and keeps it only if its best time still beats the
// default's by minGain. The default is measured first of all, when a GPU's
// clocks may still be ramping up from idle: on the H100 that favoured
// every later point, and tuned tilings of small products and
// convolutions ran 10-20% slower than the default under perf.
func confirm[P fmt.Stringer, A any](ctx context.Context, job Job[P, A], res Result[P, A], def A, reference any, minGain float64) (Result[P, A], error) {
	defTime, bestTime := time.Duration(math.MaxInt64), time.Duration(math.MaxInt64)
	start := time.Now()
	defer func() { res.Stats.MeasureTime += time.Since(start) }()
	for range confirmRounds {
		for _, x := range []struct {
			a A
			t *time.Duration
		}{{def, &defTime}, {res.Artifact, &bestTime}} {
			d, _, err := job.Measure(ctx, x.a, reference)
			res.Stats.Confirmed++
			if err != nil {
				if ctx.Err() != nil {
					return res, ctx.Err()
				}
				return res, fmt.Errorf("tune %s: confirming %s against the default: %w", job.Name, res.Best, err)
			}
			*x.t = min(*x.t, d)
		}
	}
	res.DefaultTime = defTime
	if float64(bestTime) < float64(defTime)*(1-minGain) {
		res.Time = bestTime
		return res, nil
	}
	res.Best, res.Artifact, res.Time = job.Space[0], def, defTime
	return res, nil
}

// errBudget marks the points the deadline left unmeasured.
var errBudget = errors.New("tuning budget spent")

func expired(deadline time.Time) bool { return !deadline.IsZero() && time.Now().After(deadline) }

// MeasureOptions bound Time.
type MeasureOptions struct {
	// Warmup runs before timing; Min and Max bound the timed runs.
	Warmup, Min, Max int
	// Spread stops timing once the interquartile range is within this
	// fraction of the median (after Min runs).
	Spread float64
}

// DefaultMeasure times small kernels: 2 warm-up runs, 5 to 50 timed runs,
// until the interquartile range is within 5% of the median.
func DefaultMeasure() MeasureOptions {
	return MeasureOptions{Warmup: 2, Min: 5, Max: 50, Spread: 0.05}
}

// sampleMin is the least time one timed sample spans: runs shorter than
// it are timed in batches, so the timer's resolution and the call's
// overhead do not decide between schedules.
const sampleMin = 50 * time.Microsecond

// Time runs fn Warmup times, then times it by the wall clock until the
// spread is small or Max samples are taken, and returns the median time
// of one run. A run shorter than sampleMin is timed in batches of runs.
func Time(ctx context.Context, fn func() error, o MeasureOptions) (time.Duration, error) {
	return TimeSamples(ctx, func(n int) (time.Duration, error) {
		start := time.Now()
		for range n {
			if err := fn(); err != nil {
				return 0, err
			}
		}
		return time.Since(start) / time.Duration(n), nil
	}, o)
}

// TimeSamples is Time for a sample that times itself: sample(n) runs the
// work n times back to back and returns the time of one run as its own
// clock sees it (a GPU's events around the n launches, so neither the
// launch call nor the synchronization is counted). The first timed sample
// sizes n so one sample spans sampleMin.
func TimeSamples(ctx context.Context, sample func(n int) (time.Duration, error), o MeasureOptions) (time.Duration, error) {
	for range max(o.Warmup, 1) {
		if _, err := sample(1); err != nil {
			return 0, err
		}
	}
	d, err := sample(1)
	if err != nil {
		return 0, err
	}
	batch := 1
	if d < sampleMin {
		batch = int(sampleMin/max(d, time.Nanosecond)) + 1
	}
	var ts []time.Duration
	for len(ts) < max(o.Max, 1) {
		if err := ctx.Err(); err != nil {
			return 0, err
		}
		t, err := sample(batch)
		if err != nil {
			return 0, err
		}
		ts = append(ts, t)
		if len(ts) >= o.Min {
			s := slices.Clone(ts)
			slices.Sort(s)
			med := s[len(s)/2]
			iqr := s[len(s)*3/4] - s[len(s)/4]
			if med > 0 && float64(iqr) <= o.Spread*float64(med) {
				return med, nil
			}
		}
	}
	slices.Sort(ts)
	return ts[len(ts)/2], nil
}
