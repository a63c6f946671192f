package tuner

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// point is a schedule of the fake kernel: its speed and whether it
// compiles and computes the right thing.
type point struct {
	name          string
	time          time.Duration
	compileFails  bool
	wrong         bool
	compileDelays time.Duration
}

func (p point) String() string { return p.name }

// fakeJob tunes a space of points whose "result" is 42 unless wrong.
func fakeJob(space []point, measures *atomic.Int32, overlap *atomic.Bool) Job[point, point] {
	var busy sync.Mutex
	return Job[point, point]{
		Name:  "k",
		Space: space,
		Compile: func(ctx context.Context, p point) (point, error) {
			time.Sleep(p.compileDelays)
			if p.compileFails {
				return p, errors.New("does not compile")
			}
			return p, nil
		},
		Measure: func(ctx context.Context, p point, ref any) (time.Duration, any, error) {
			if !busy.TryLock() {
				overlap.Store(true)
			} else {
				defer busy.Unlock()
			}
			measures.Add(1)
			out := 42
			if p.wrong {
				out = 41
			}
			if ref != nil && ref.(int) != out {
				return 0, nil, fmt.Errorf("result %d, default %d", out, ref)
			}
			return p.time, out, nil
		},
	}
}

// TestRun checks the search on spaces with failing, wrong and fast
// points under each strategy: the fastest valid point among the measured
// ones wins, failures are counted and discarded, measures never overlap.
func TestRun(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	mk := func(n int) []point {
		s := make([]point, n)
		for i := range s {
			s[i] = point{name: fmt.Sprint("p", i), time: time.Duration(100+r.IntN(900)) * time.Microsecond, compileDelays: time.Duration(r.IntN(3)) * time.Millisecond}
		}
		return s
	}
	for _, tc := range []struct {
		name     string
		space    []point
		strategy Strategy
		want     string
		measured int
		failed   int
	}{
		{"quick picks among the first 4", func() []point {
			s := mk(20)
			s[2].time, s[10].time = 10*time.Microsecond, time.Microsecond
			return s
		}(), Quick, "p2", 4, 0},
		{"full sees further", func() []point {
			s := mk(20)
			s[2].time, s[10].time = 10*time.Microsecond, time.Microsecond
			return s
		}(), Full, "p10", 16, 0},
		{"exhaustive sees all", func() []point {
			s := mk(20)
			s[19].time = time.Nanosecond
			return s
		}(), Exhaustive, "p19", 20, 0},
		{"failures and wrong results are discarded", func() []point {
			s := mk(6)
			s[1].time, s[1].compileFails = time.Nanosecond, true
			s[2].time, s[2].wrong = time.Nanosecond, true
			s[3].time = 2 * time.Nanosecond
			return s
		}(), Exhaustive, "p3", 4, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var measures atomic.Int32
			var overlap atomic.Bool
			res, err := Run(context.Background(), fakeJob(tc.space, &measures, &overlap), Options{Strategy: tc.strategy, Workers: 3})
			if err != nil {
				t.Fatal(err)
			}
			if res.Best.name != tc.want {
				t.Errorf("best %s, want %s (trials %v)", res.Best.name, tc.want, res.Trials)
			}
			confirmed := 0
			if tc.want != tc.space[0].name {
				confirmed = 2 * confirmRounds // the winner against the default again
			}
			if res.Stats.Measured != tc.measured || res.Stats.Failed != tc.failed || res.Stats.Confirmed != confirmed ||
				int(measures.Load()) != tc.measured+tc.failed-countCompileFails(tc.space, tc.strategy)+confirmed {
				t.Errorf("stats %+v (measure calls %d), want %d measured %d failed", res.Stats, measures.Load(), tc.measured, tc.failed)
			}
			if overlap.Load() {
				t.Error("two measurements overlapped")
			}
		})
	}
}

func countCompileFails(space []point, s Strategy) int {
	n := 0
	for _, p := range space[:s.Points(len(space))] {
		if p.compileFails {
			n++
		}
	}
	return n
}

// TestRunDefaultFails: without a working default there is no reference
// and no result.
func TestRunDefaultFails(t *testing.T) {
	var m atomic.Int32
	var o atomic.Bool
	_, err := Run(context.Background(), fakeJob([]point{{name: "d", compileFails: true}, {name: "x"}}, &m, &o), Options{Strategy: Quick})
	if err == nil {
		t.Fatal("a failing default tuned")
	}
}

// TestRunMinGain: a point barely faster than the default does not replace
// it.
func TestRunMinGain(t *testing.T) {
	var m atomic.Int32
	var o atomic.Bool
	space := []point{{name: "d", time: 1000 * time.Microsecond}, {name: "a", time: 990 * time.Microsecond}, {name: "b", time: 900 * time.Microsecond}}
	res, err := Run(context.Background(), fakeJob(space, &m, &o), Options{Strategy: Exhaustive})
	if err != nil || res.Best.name != "b" {
		t.Fatalf("best %s (%v), want b", res.Best.name, err)
	}
	res, _ = Run(context.Background(), fakeJob(space[:2], &m, &o), Options{Strategy: Exhaustive})
	if res.Best.name != "d" {
		t.Errorf("a 1%% gain replaced the default: %s", res.Best.name)
	}
}

// TestRunConfirm: a point that beat the default only because the default
// was measured first, on a cold device (its first measurement slow), loses
// the confirmation round and the default stays; a point really faster
// keeps its win.
func TestRunConfirm(t *testing.T) {
	for _, tc := range []struct {
		other time.Duration
		want  string
	}{
		{60 * time.Microsecond, "d"},
		{30 * time.Microsecond, "a"},
	} {
		calls := 0
		job := Job[point, point]{
			Name:    "k",
			Space:   []point{{name: "d", time: 50 * time.Microsecond}, {name: "a", time: tc.other}},
			Compile: func(ctx context.Context, p point) (point, error) { return p, nil },
			Measure: func(ctx context.Context, p point, ref any) (time.Duration, any, error) {
				calls++
				if calls == 1 {
					return 2 * p.time, 42, nil // the cold first measurement
				}
				return p.time, 42, nil
			},
		}
		res, err := Run(context.Background(), job, Options{Strategy: Exhaustive})
		if err != nil {
			t.Fatal(err)
		}
		if res.Best.name != tc.want || res.Stats.Confirmed != 2*confirmRounds {
			t.Errorf("other %v: best %s (%v), %d confirmation measurements; want %s after %d", tc.other, res.Best.name, res.Time, res.Stats.Confirmed, tc.want, 2*confirmRounds)
		}
		if want := map[string]time.Duration{"d": 50 * time.Microsecond, "a": tc.other}[tc.want]; res.Time != want {
			t.Errorf("other %v: best time %v, want the confirmed %v", tc.other, res.Time, want)
		}
	}
}

// TestRunBudget: a spent budget still measures the default and stops.
func TestRunBudget(t *testing.T) {
	var m atomic.Int32
	var o atomic.Bool
	space := []point{{name: "d", time: time.Millisecond}, {name: "a", time: time.Microsecond}, {name: "b", time: time.Microsecond}}
	res, err := Run(context.Background(), fakeJob(space, &m, &o), Options{Strategy: Exhaustive, Deadline: time.Now().Add(-time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	if res.Best.name != "d" || res.Stats.Measured != 1 {
		t.Errorf("best %s after %d measures, want only the default", res.Best.name, res.Stats.Measured)
	}
	if !res.Partial {
		t.Error("a search the budget stopped after the default is not marked Partial")
	}
	// With time to spare, the same search finishes and is not partial;
	// a one-point space is complete whatever the budget.
	for _, tc := range []struct {
		name     string
		space    []point
		deadline time.Time
	}{
		{"no budget", space, time.Time{}},
		{"ample budget", space, time.Now().Add(time.Hour)},
		{"only the default, spent budget", space[:1], time.Now().Add(-time.Second)},
	} {
		res, err := Run(context.Background(), fakeJob(tc.space, &m, &o), Options{Strategy: Exhaustive, Deadline: tc.deadline})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if res.Partial || res.Stats.Measured < len(tc.space) {
			t.Errorf("%s: partial %v after %d of %d measures, want a complete search", tc.name, res.Partial, res.Stats.Measured, len(tc.space))
		}
	}
}

// TestTime checks the median timer stops early on a steady function and
// reports a failing one.
func TestTime(t *testing.T) {
	calls := 0
	d, err := Time(context.Background(), func() error { calls++; time.Sleep(200 * time.Microsecond); return nil }, DefaultMeasure())
	if err != nil || d < 200*time.Microsecond || calls > DefaultMeasure().Warmup+1+DefaultMeasure().Max {
		t.Errorf("time %v after %d calls: %v", d, calls, err)
	}
	// A run far shorter than a sample is timed in batches: many calls,
	// a per-run time well under the sample.
	calls = 0
	d, err = Time(context.Background(), func() error { calls++; return nil }, DefaultMeasure())
	if err != nil || d >= sampleMin || calls < 100 {
		t.Errorf("tiny run: %v after %d calls: %v", d, calls, err)
	}
	if _, err := Time(context.Background(), func() error { return errors.New("boom") }, DefaultMeasure()); err == nil {
		t.Error("a failing run was timed")
	}
}

func TestParseStrategy(t *testing.T) {
	for _, s := range Strategies() {
		if got, err := ParseStrategy(string(s)); err != nil || got != s {
			t.Errorf("%s: %v %v", s, got, err)
		}
	}
	if _, err := ParseStrategy("fast"); err == nil {
		t.Error("fast parsed")
	}
}

// TestTimeSamples checks TimeSamples reports the sample's own clock (not
// the wall time around it) and batches runs shorter than sampleMin.
func TestTimeSamples(t *testing.T) {
	for _, tc := range []struct {
		per       time.Duration // what the sample's clock says one run takes
		wantBatch int
	}{
		{time.Microsecond, int(sampleMin/time.Microsecond) + 1},
		{3 * time.Microsecond, int(sampleMin/(3*time.Microsecond)) + 1},
		{2 * sampleMin, 1},
	} {
		var batches []int
		got, err := TimeSamples(context.Background(), func(n int) (time.Duration, error) {
			batches = append(batches, n)
			time.Sleep(200 * time.Microsecond) // wall time the sample's clock does not count
			return tc.per, nil
		}, DefaultMeasure())
		if err != nil {
			t.Fatal(err)
		}
		if got != tc.per {
			t.Errorf("per run %v: TimeSamples says %v", tc.per, got)
		}
		o := DefaultMeasure()
		if len(batches) != o.Warmup+1+o.Min || batches[len(batches)-1] != tc.wantBatch {
			t.Errorf("per run %v: batches %v, want %d warm-up and sizing runs of 1, then %d of %d", tc.per, batches, o.Warmup+1, o.Min, tc.wantBatch)
		}
	}
	if _, err := TimeSamples(context.Background(), func(int) (time.Duration, error) { return 0, errors.New("boom") }, DefaultMeasure()); err == nil {
		t.Error("a failing sample timed")
	}
}
