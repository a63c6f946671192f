package host

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
	"unsafe"
)

// TestDecisionKeepsOnlySplitsThatPay drives a kernel's launch decision
// (Func.Run's probes) with measured times: a split is kept only where it
// beat one thread, and the kernel runs whole when the phases do not beat
// the whole entry.
func TestDecisionKeepsOnlySplitsThatPay(t *testing.T) {
	us := func(n float64) time.Duration { return time.Duration(n * float64(time.Microsecond)) }
	r := rand.New(rand.NewPCG(7, uint64(time.Now().UnixNano())))
	jitter := func(d time.Duration) time.Duration { return d + time.Duration(r.Int64N(int64(d)/10+1)) }
	cases := []struct {
		name      string
		whole     time.Duration
		phase     []time.Duration // on one thread
		split     []time.Duration // split, where a candidate
		wantHow   int
		wantSplit []bool
	}{
		{"too small to try", splitWholeMin * 3 / 4, []time.Duration{splitWholeMin / 2, splitWholeMin / 2}, nil, decideWhole, nil},
		{"no phase big enough", us(60), []time.Duration{splitPhaseMin * 4 / 5, splitPhaseMin * 4 / 5, splitPhaseMin * 4 / 5, splitPhaseMin * 4 / 5, splitPhaseMin * 4 / 5}, nil, decideWhole, nil},
		{"small kernel, split pays", us(50), []time.Duration{us(30), us(20)}, []time.Duration{us(17), us(12)}, decideSplit, []bool{true, true}},
		{"split pays", us(400), []time.Duration{us(300), us(100)}, []time.Duration{us(160), us(55)}, decideSplit, []bool{true, true}},
		{"one split pays", us(400), []time.Duration{us(300), us(100)}, []time.Duration{us(160), us(120)}, decideSplit, []bool{true, false}},
		{"threads slow to come", us(400), []time.Duration{us(300), us(100)}, []time.Duration{us(310), us(98)}, decideWhole, nil},
		{"phases cost more than whole", us(200), []time.Duration{us(300), us(100)}, []time.Duration{us(190), us(100)}, decideWhole, nil},
		// The last two phases, too small to split, run back to back in
		// one call (timed as one, 3 us, where alone they took 4 each):
		// with them the split beats the whole entry, without it would not.
		{"whole phases in one call", us(36), []time.Duration{us(4), us(30), us(4), us(4)}, []time.Duration{us(4), us(20), us(3), 0}, decideSplit, []bool{false, true, false, false}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			ph := &phased{extents: make([]int64, len(c.phase))}
			for i := range ph.extents {
				ph.extents[i] = 64
			}
			for n := 0; n < 100; n++ {
				how, _, _ := ph.decision()
				switch how {
				case probeWhole:
					if n == 0 {
						ph.sawWhole(c.whole) // the best: the others are slower
					} else {
						ph.sawWhole(jitter(c.whole))
					}
				case probePhases:
					ts := make([]time.Duration, len(c.phase))
					for i, d := range c.phase {
						ts[i] = jitter(d)
					}
					ph.sawPhases(ts)
				case probeSplit:
					ts := make([]time.Duration, len(c.phase))
					for i, d := range c.split {
						ts[i] = jitter(d)
					}
					ph.sawSplit(ts)
				}
			}
			how, split, _ := ph.decision()
			if how != c.wantHow {
				t.Fatalf("decision %d, want %d (split %v)", how, c.wantHow, split)
			}
			if how == decideSplit {
				for i := range c.wantSplit {
					if split[i] != c.wantSplit[i] {
						t.Fatalf("split %v, want %v", split, c.wantSplit)
					}
				}
			}
		})
	}
}

// TestDecisionRetriesSplit drives a kernel whose split does not pay at
// first (the machine busy): it runs whole, is timed split again only after
// retryFirst, waits twice as long after a second failure, and keeps the
// split once it pays; refused again later by its watch, it waits
// retryFirst again (the backoff starts over after a split that paid).
func TestDecisionRetriesSplit(t *testing.T) {
	us := func(n float64) time.Duration { return time.Duration(n * float64(time.Microsecond)) }
	now := time.Unix(1000, 0)
	ph := &phased{extents: []int64{64, 64}, now: func() time.Time { return now }}
	whole, phase := us(400), []time.Duration{us(300), us(100)}
	busy, idle := []time.Duration{us(310), us(98)}, []time.Duration{us(160), us(55)}
	// feed runs launches until the kernel decides, timing the split ones
	// as split, and returns the decision.
	feed := func(split []time.Duration) int {
		for range 100 {
			how, _, _ := ph.decision()
			switch how {
			case probeWhole:
				ph.sawWhole(whole)
			case probePhases:
				ph.sawPhases(append([]time.Duration(nil), phase...))
			case probeSplit:
				ph.sawSplit(append([]time.Duration(nil), split...))
			default:
				return how
			}
		}
		t.Fatal("no decision after 100 launches")
		return 0
	}
	if how := feed(busy); how != decideWhole {
		t.Fatalf("split that does not pay: decision %d, want whole", how)
	}
	now = now.Add(retryFirst - time.Millisecond)
	if how, _, _ := ph.decision(); how != decideWhole {
		t.Fatalf("before retryFirst: decision %d, want whole", how)
	}
	now = now.Add(2 * time.Millisecond)
	if how := feed(busy); how != decideWhole {
		t.Fatalf("retry still busy: decision %d, want whole", how)
	}
	now = now.Add(retryFirst + time.Millisecond)
	if how, _, _ := ph.decision(); how != decideWhole {
		t.Fatalf("after a second failure the wait doubles: decision %d at retryFirst, want whole", how)
	}
	now = now.Add(retryFirst)
	if how := feed(idle); how != decideSplit {
		t.Fatalf("retry on an idle machine: decision %d, want split", how)
	}
	if _, split, _ := ph.decision(); !split[0] || !split[1] {
		t.Fatalf("split %v, want both phases", split)
	}
	for range watchRuns - 1 {
		ph.decision()
		ph.sawDecided(whole*2, 0)
	}
	if how, _, _ := ph.decision(); how != decideSplit {
		t.Fatalf("during the watch: decision %d, want split", how)
	}
	ph.sawDecided(whole*2, 0) // the watch's median: slower than whole
	if how, _, _ := ph.decision(); how != decideWhole {
		t.Fatalf("after a slow watch: decision %d, want whole", how)
	}
	now = now.Add(retryFirst + time.Millisecond)
	if how, _, _ := ph.decision(); how != probeSplit {
		t.Fatalf("retryFirst after a refusal that followed a split that paid: decision %d, want a split probe", how)
	}
}

// TestDecisionRetriesAfterLaunches: a kernel launched back to back whose
// split did not pay is timed split again after retryFirstRuns launches
// even though little time has passed, then after twice as many.
func TestDecisionRetriesAfterLaunches(t *testing.T) {
	us := func(n float64) time.Duration { return time.Duration(n * float64(time.Microsecond)) }
	now := time.Unix(1000, 0)
	ph := &phased{extents: []int64{64, 64}, now: func() time.Time { return now }}
	busy := []time.Duration{us(310), us(98)}
	probes := func() {
		for range 100 {
			switch how, _, _ := ph.decision(); how {
			case probeWhole:
				ph.sawWhole(us(400))
			case probePhases:
				ph.sawPhases([]time.Duration{us(300), us(100)})
			case probeSplit:
				ph.sawSplit(append([]time.Duration(nil), busy...))
			default:
				return
			}
		}
	}
	probes()
	for _, wait := range []int{retryFirstRuns, 2 * retryFirstRuns} {
		for n := 1; n < wait; n++ { // probes' last decision was the first
			if how, _, _ := ph.decision(); how != decideWhole {
				t.Fatalf("launch %d of %d after a refusal: decision %d, want whole", n, wait, how)
			}
		}
		how, _, _ := ph.decision()
		if how != probeSplit {
			t.Fatalf("after %d launches whole: decision %d, want a split probe", wait, how)
		}
		ph.sawSplit(append([]time.Duration(nil), busy...))
		probes()
	}
}

// TestDecisionWatchesSplit: a kernel decided split keeps being timed; it
// goes back to running whole (and is retried later) once the median of
// watchRuns launches split takes as long as its whole entry, not for a
// minority of slow launches, and not while split stays faster.
func TestDecisionWatchesSplit(t *testing.T) {
	us := func(n float64) time.Duration { return time.Duration(n * float64(time.Microsecond)) }
	r := rand.New(rand.NewPCG(9, uint64(time.Now().UnixNano())))
	for _, c := range []struct {
		name      string
		slow      int // launches of the watchRuns that take 1.5x the whole entry
		wantWhole bool
	}{
		{"split stays faster", 0, false},
		{"a few slow launches", watchRuns/2 - 1, false},
		{"most launches slow", watchRuns/2 + 1, true},
		{"every launch slow", watchRuns, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			ph := &phased{extents: []int64{64, 64}}
			decided := 0
			for range 100 {
				how, _, _ := ph.decision()
				switch how {
				case probeWhole:
					ph.sawWhole(us(400))
				case probePhases:
					ph.sawPhases([]time.Duration{us(300), us(100)})
				case probeSplit:
					ph.sawSplit([]time.Duration{us(160), us(55)})
				case decideSplit:
					decided++
				}
				if how == decideSplit {
					break
				}
			}
			if decided != 1 {
				t.Fatal("the kernel was not decided split")
			}
			slow := r.Perm(watchRuns)[:c.slow] // which launches are slow
			isSlow := map[int]bool{}
			for _, i := range slow {
				isSlow[i] = true
			}
			for i := range watchRuns {
				if how, _, _ := ph.decision(); how != decideSplit {
					t.Fatalf("launch %d of the watch: decision %d before the watch ended", i, how)
				}
				d := us(220 + r.Float64()*20)
				if isSlow[i] {
					d = us(600 + r.Float64()*20)
				}
				ph.sawDecided(d, d/4)
			}
			if lo, hi := us(220), us(240); c.wantWhole {
				if ph.watched < us(600) {
					t.Fatalf("watched median %v, want a slow launch's", ph.watched)
				}
			} else if ph.watched < lo || ph.watched > hi {
				t.Fatalf("watched median %v, want a fast launch's", ph.watched)
			}
			if ph.watchLow > ph.watched || ph.watched > ph.watchHigh || ph.watchLow < us(220) || ph.watchHigh > us(620) {
				t.Fatalf("watch p10 %v, median %v, p90 %v: out of order or outside the launches' times", ph.watchLow, ph.watched, ph.watchHigh)
			}
			if ph.waited*4 < ph.watched-us(1) || ph.waited*4 > ph.watched+us(1) {
				t.Fatalf("median wait %v, want a quarter of the median launch %v (each launch waited a quarter of its time)", ph.waited, ph.watched)
			}
			how, _, _ := ph.decision()
			if got := how == decideWhole; got != c.wantWhole {
				t.Fatalf("after the watch: decision %d, whole %v, want %v", how, got, c.wantWhole)
			}
			if c.wantWhole && (ph.retryAt.IsZero() || ph.wholeForGood(false)) {
				t.Fatalf("refused after the watch without a retry planned")
			}
		})
	}
}

// TestDecisionRechecksWholeForGood drives a kernel too small to split on
// its first probes (the launches before it ran whole then) that takes
// longer once they run split: with the recheck it is probed again after
// recheckAfter launches whole, then split where that pays, and not
// batchable until then; one still small after the recheck, or whose split
// does not pay then, runs whole for good (not retried); without the
// recheck it is whole for good from its first probes.
func TestDecisionRechecksWholeForGood(t *testing.T) {
	for _, c := range []struct {
		name      string
		recheck   bool
		later     time.Duration // the whole entry's time after the first probes
		wantSplit bool
	}{
		{"slower later: split", true, splitWholeMin * 2, true},
		{"as small later: whole for good", true, splitWholeMin / 2, false},
		{"no recheck", false, splitWholeMin * 2, false},
		{"slower later, split does not pay: whole for good", true, splitWholeMin * 2, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			ph := &phased{extents: []int64{64}}
			whole := splitWholeMin / 2
			run := func() int {
				how, _, _ := ph.decision()
				switch how {
				case probeWhole:
					ph.sawWhole(whole)
				case probePhases:
					ph.sawPhases([]time.Duration{whole})
				case probeSplit:
					if strings.Contains(c.name, "does not pay") {
						ph.sawSplit([]time.Duration{whole})
					} else {
						ph.sawSplit([]time.Duration{whole / 4})
					}
				case decideWhole:
					if c.recheck {
						ph.countWhole()
					}
				}
				return how
			}
			for range wholeProbes {
				if how := run(); how != probeWhole {
					t.Fatalf("first probes: %d", how)
				}
			}
			whole = c.later
			if ph.wholeForGood(c.recheck) != !c.recheck {
				t.Fatalf("after the first probes, whole for good %v with recheck %v", ph.wholeForGood(c.recheck), c.recheck)
			}
			for i := range recheckAfter {
				if how := run(); how != decideWhole {
					t.Fatalf("launch %d after the probes: %d, want whole", i, how)
				}
			}
			hows := map[int]int{}
			for range 40 {
				hows[run()]++
			}
			how, _, _ := ph.decision()
			switch {
			case !c.recheck && (hows[probeWhole] != 0 || how != decideWhole):
				t.Fatalf("without the recheck: probed again (%v), decision %d", hows, how)
			case c.recheck && hows[probeWhole] != wholeProbes:
				t.Fatalf("recheck: %d whole probes, want %d (%v)", hows[probeWhole], wholeProbes, hows)
			case c.wantSplit && (how != decideSplit || ph.wholeForGood(true)):
				t.Fatalf("recheck of a slower kernel: decision %d, whole for good %v (%v)", how, ph.wholeForGood(true), hows)
			case c.recheck && !c.wantSplit && (how != decideWhole || !ph.wholeForGood(true) || !ph.retryAt.IsZero()):
				t.Fatalf("recheck of a kernel as small: decision %d, whole for good %v (%v)", how, ph.wholeForGood(true), hows)
			}
		})
	}
}

// TestDecisionJudgesSplitAgainstWholeAsRun: a kernel whose split did not
// beat its whole entry's best in the probes (run while the kernels
// around it ran whole), and that then runs whole much slower (reading
// what split kernels wrote on other cores), keeps its split at the
// retry and through the watch; one whose whole launches stay as fast as
// its probes is refused again.
func TestDecisionJudgesSplitAgainstWholeAsRun(t *testing.T) {
	us := func(n float64) time.Duration { return time.Duration(n * float64(time.Microsecond)) }
	for _, c := range []struct {
		name      string
		wholeRun  time.Duration // the launches run whole after the refusal
		wantSplit bool
	}{
		{"whole slower as run", us(170), true},
		{"whole as probed", us(48), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			now := time.Unix(1000, 0)
			ph := &phased{extents: []int64{64}, now: func() time.Time { return now }}
			feed := func() int {
				for range 100 {
					switch how, _, _ := ph.decision(); how {
					case probeWhole:
						ph.sawWhole(us(50))
					case probePhases:
						ph.sawPhases([]time.Duration{us(110)})
					case probeSplit:
						ph.sawSplit([]time.Duration{us(50)})
					default:
						return how
					}
				}
				t.Fatal("no decision after 100 launches")
				return 0
			}
			if how := feed(); how != decideWhole || !ph.retrying.Load() {
				t.Fatalf("split no faster than the probes' whole: decision %d, retrying %v; want whole, retrying", how, ph.retrying.Load())
			}
			for range watchRuns {
				if how, _, _ := ph.decision(); how != decideWhole {
					t.Fatalf("before the retry: decision %d, want whole", how)
				}
				ph.sawWholeRun(c.wholeRun)
			}
			if got := ph.wholeWatched; got != c.wholeRun {
				t.Fatalf("whole watch %v, want %v", got, c.wholeRun)
			}
			now = now.Add(retryFirst + time.Millisecond)
			how := feed()
			if (how == decideSplit) != c.wantSplit {
				t.Fatalf("retry: decision %d, want split %v", how, c.wantSplit)
			}
			if !c.wantSplit {
				return
			}
			if ph.retrying.Load() {
				t.Fatal("split kept, still retrying")
			}
			for range watchRuns {
				ph.decision()
				ph.sawDecided(us(60), 0) // slower than the probes' whole, faster than as run
			}
			if how, _, _ := ph.decision(); how != decideSplit {
				t.Fatalf("after the watch: decision %d, want split", how)
			}
			for range watchRuns {
				ph.decision()
				ph.sawDecided(us(180), 0) // slower than whole as run
			}
			if how, _, _ := ph.decision(); how != decideWhole || !ph.retrying.Load() {
				t.Fatalf("after a slow watch: decision %d, retrying %v; want whole, retrying", how, ph.retrying.Load())
			}
		})
	}
}

// TestRunTimesWholeAsRunFromFourThreads runs a real kernel (the chain)
// whole, refused a split, watchRuns times through Func.Run: on a pool of
// four threads Run times those launches and their median becomes the
// whole entry as run; on two (wholeAsRunThreads) it does not, and the
// split is judged against the probes' best alone.
func TestRunTimesWholeAsRunFromFourThreads(t *testing.T) {
	us := func(n float64) time.Duration { return time.Duration(n * float64(time.Microsecond)) }
	for _, c := range []struct {
		threads int
		timed   bool
	}{{wholeAsRunThreads, true}, {2, false}} {
		t.Run(fmt.Sprintf("%d threads", c.threads), func(t *testing.T) {
			f, err := chainObject(t, 1, false).Func("chain")
			if err != nil {
				t.Fatal(err)
			}
			ph := f.ph
			now := time.Unix(1000, 0)
			ph.now = func() time.Time { return now } // no retry comes due
			// Probes whose split does not beat the whole entry: refused.
			for range 100 {
				how, _, _ := ph.decision()
				if how == decideWhole {
					break
				}
				switch how {
				case probeWhole:
					ph.sawWhole(us(500))
				case probePhases:
					ph.sawPhases(slices.Repeat([]time.Duration{us(100)}, len(ph.extents)))
				case probeSplit:
					ph.sawSplit(slices.Repeat([]time.Duration{us(100)}, len(ph.extents)))
				}
			}
			if !ph.retrying.Load() {
				t.Fatalf("not refused: decided %d", ph.decided)
			}
			p, err := NewPool(c.threads)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			x := randomChain(rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())))
			for range watchRuns {
				if err := f.Run(p, uintptr(unsafe.Pointer(&x[0]))); err != nil {
					t.Fatal(err)
				}
			}
			runtime.KeepAlive(x)
			ph.mu.Lock()
			got := ph.wholeWatched
			ph.mu.Unlock()
			if (got > 0) != c.timed {
				t.Fatalf("whole as run %v after %d launches whole; want timed %v", got, watchRuns, c.timed)
			}
		})
	}
}
