package main

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/tuner"
)

// envTestCPUIdentity names the environment variable that makes a tuned
// host finalize name this CPU as its value in cache keys and tuning
// decisions (finalize.TuneDevice.ID): a test hook, so one machine can play
// two CPU models sharing a cache. It is no flag and no user setting.
const envTestCPUIdentity = "MGXPORT_TEST_CPU_IDENTITY"

// tuneTally gathers the kernels a tuned finalize tuned (kernels from the
// cache were tuned before and report nothing).
type tuneTally struct {
	mu      sync.Mutex
	reports []finalize.TuneReport
}

func (t *tuneTally) add(r finalize.TuneReport) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.reports = append(t.reports, r)
}

// tuneSummary is --json's account of tuning.
type tuneSummary struct {
	Strategy  string        `json:"strategy"`
	Tuned     int           `json:"kernels_tuned"`
	Improved  int           `json:"kernels_improved"`
	Compiled  int           `json:"trials_compiled"`
	Measured  int           `json:"trials_measured"`
	Failed    int           `json:"trials_failed"`
	Confirmed int           `json:"confirmations"`
	CompileMS float64       `json:"compile_ms"`
	MeasureMS float64       `json:"measure_ms"`
	Parses    int           `json:"parses"`
	Clones    int           `json:"clones"`
	Kernels   []tunedKernel `json:"kernels,omitempty"`
	// Partial counts the kernels whose search --budget cut short: cached
	// as partial, so a later run with a larger budget (or none) tunes
	// them again.
	Partial int `json:"kernels_partial,omitempty"`
	// Untuned says, per GPU target without a device here to measure
	// on, that its kernels got the heuristic default schedule and why.
	Untuned []string `json:"untuned_targets,omitempty"`
	// Decided lists the kernels compiled under a recorded tuning decision
	// (e.g. one `cache import` brought) instead of being tuned.
	Decided []finalize.DecidedKernel `json:"kernels_decided,omitempty"`
	// Foreign counts, per device identity, the recorded decisions that
	// were measured on another device: not used, their kernels tuned here.
	Foreign map[string]int `json:"foreign_decisions,omitempty"`
}

// tunedKernel is one tuned kernel: the winning schedule and its time
// against the default's.
type tunedKernel struct {
	Kernel    string       `json:"kernel"`
	Best      string       `json:"best"`
	BestUS    float64      `json:"best_us"`
	DefaultUS float64      `json:"default_us"`
	Trials    []tunedTrial `json:"trials,omitempty"`
}

// tunedTrial is one point a kernel's tuning tried: its time, or why it
// was dropped.
type tunedTrial struct {
	Point   string  `json:"point"`
	US      float64 `json:"us,omitempty"`
	Dropped string  `json:"dropped,omitempty"`
}

func (t *tuneTally) summary(strategy string) *tuneSummary {
	t.mu.Lock()
	defer t.mu.Unlock()
	us := func(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) }
	s := &tuneSummary{Strategy: strategy, Tuned: len(t.reports)}
	var st tuner.Stats
	for _, r := range t.reports {
		st.Add(r.Stats)
		s.Parses += r.Parses
		s.Clones += r.Clones
		if r.BestTime < r.DefaultTime {
			s.Improved++
		}
		k := tunedKernel{Kernel: r.Kernel, Best: r.Best, BestUS: us(r.BestTime), DefaultUS: us(r.DefaultTime)}
		for _, tr := range r.Trials {
			k.Trials = append(k.Trials, tunedTrial{Point: tr.Point, US: us(tr.Time), Dropped: firstLine(tr.Err)})
		}
		s.Kernels = append(s.Kernels, k)
	}
	s.Compiled, s.Measured, s.Failed, s.Confirmed = st.Compiled, st.Measured, st.Failed, st.Confirmed
	s.CompileMS, s.MeasureMS = float64(st.CompileTime)/1e6, float64(st.MeasureTime)/1e6
	return s
}

// print writes the tuning lines of a finalize: the totals, then each tuned
// kernel's outcome (the winner the confirmation kept, which may be the
// default after the progress lines named another). noneHere says no target
// could be tuned on this machine (the notes that follow say why), so
// nothing is said about the cache.
func (t *tuneTally) print(w io.Writer, strategy string, noneHere bool, st finalize.Stats) {
	s := t.summary(strategy)
	if len(st.Decided) > 0 {
		fmt.Fprintf(w, "compiled %d kernel(s) under recorded tuning decisions (%s; schedules as data, nothing measured):\n", len(st.Decided), strategy)
		for _, d := range st.Decided {
			fmt.Fprintf(w, "  %s: %s\n", d.Kernel, d.Schedule)
		}
	}
	for _, dev := range slices.Sorted(maps.Keys(st.ForeignDecisions)) {
		fmt.Fprintf(w, "note: %d recorded tuning decision(s) were measured on another device (%s): not used here, those kernels were tuned on this one\n", st.ForeignDecisions[dev], dev)
	}
	if s.Tuned == 0 {
		if noneHere || len(st.Decided) > 0 {
			return
		}
		// Say what happened: kernels compiled here without a measurement
		// had no tuning space on their target (the default schedule), and
		// only cache hits were tuned before.
		var why []string
		if st.Compiled > 0 {
			why = append(why, fmt.Sprintf("the %d kernel(s) compiled here had nothing this tuning searches (default schedules)", st.Compiled))
		}
		if st.CacheHits > 0 || st.Compiled == 0 {
			why = append(why, fmt.Sprintf("%d came from the cache (tuned before)", st.CacheHits))
		}
		fmt.Fprintf(w, "tuning (%s): no kernel measured: %s\n", strategy, strings.Join(why, "; "))
		return
	}
	fmt.Fprintf(w, "tuned %d kernel(s) (%s): %d faster than the default schedule; %d parses, %d clones; %d trials compiled, %d measured, %d failed; %.1f s compiling, %.1f s measuring\n",
		s.Tuned, strategy, s.Improved, s.Parses, s.Clones, s.Compiled, s.Measured, s.Failed, s.CompileMS/1e3, s.MeasureMS/1e3)
	for _, k := range s.Kernels {
		if k.BestUS < k.DefaultUS {
			fmt.Fprintf(w, "  %s: %s, %.1f µs against the default's %.1f µs\n", k.Kernel, k.Best, k.BestUS, k.DefaultUS)
		} else {
			fmt.Fprintf(w, "  %s: the default schedule stays (%.1f µs; no candidate beat it by the margin a winner needs when measured again)\n", k.Kernel, k.DefaultUS)
		}
	}
}

// progress returns a tuner progress callback printing one line per
// measured point: the kernel, the point, its time or why it was dropped,
// and the best so far.
func (t *tuneTally) progress(w io.Writer) func(tuner.Progress) {
	return func(p tuner.Progress) {
		t.mu.Lock()
		defer t.mu.Unlock()
		what := p.LastPointTime.Round(10 * time.Nanosecond).String()
		switch {
		case !p.LastPointValid:
			what = "dropped: " + firstLine(p.LastErr)
		case p.LastPoint != p.Best && p.LastPointTime < p.BestTime:
			// A point must beat the best by a margin to replace it
			// (timing noise is not a win).
			what += ", faster by less than a winner's margin"
		}
		fmt.Fprintf(w, "tune %s: %d/%d %s %s (best so far %s %s)\n", p.Job, p.Done, p.Of, p.LastPoint, what, p.Best, p.BestTime.Round(10*time.Nanosecond))
	}
}

// firstLine is err's message up to its first newline.
func firstLine(err error) string {
	if err == nil {
		return ""
	}
	line, _, _ := strings.Cut(err.Error(), "\n")
	return line
}
