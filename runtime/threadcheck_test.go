package runtime

import (
	"testing"
	"time"
)

// fakeThreaded is a Threaded stream that records its mode.
type fakeThreaded struct {
	threads int
	one     bool
}

func (f *fakeThreaded) Synchronize() error   { return nil }
func (f *fakeThreaded) Close() error         { return nil }
func (f *fakeThreaded) Threads() int         { return f.threads }
func (f *fakeThreaded) SetOneThread(on bool) { f.one = on }

// TestThreadCheck: a session's runs keep the device's threads or go to
// one thread as the timed whole runs say, set the stream's mode at every
// run, check again later, start no check at a timed run, and drop a
// check a failed run interrupted.
func TestThreadCheck(t *testing.T) {
	const ms = time.Millisecond
	probes := 2 * threadBlock * threadBlocks
	for _, c := range []struct {
		name       string
		one, many  time.Duration // a run's time each way
		wantOne    bool
		wantProbes int // runs the check took
	}{
		{"one thread faster", 4 * ms, 5 * ms, true, probes},
		{"threads a little faster", 5 * ms, 4 * ms, false, probes},
		{"threads far faster: cleared at the first run on one thread", 8 * ms, 2 * ms, false, threadBlock + 1},
		{"equal: threads", 5 * ms, 5 * ms, false, probes},
		{"one thread within the margin: threads", 4900 * time.Microsecond, 5 * ms, false, probes},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := &fakeThreaded{threads: 2}
			tc := newThreadCheck(st)
			run := func(timed bool) (probe, one bool) {
				probe = tc.before(timed)
				one = st.one
				if one != tc.oneNow() {
					t.Fatalf("run %d: the stream runs on one thread %v, the session says %v", tc.runs, one, tc.oneNow())
				}
				d := c.many
				if one {
					d = c.one
				}
				tc.after(d, probe)
				return probe, one
			}
			for i := range threadSettle {
				if probe, one := run(false); probe || one {
					t.Fatalf("run %d, before the check: probe %v, one thread %v", i, probe, one)
				}
			}
			n := 0
			for {
				probe, _ := run(false)
				if !probe {
					break
				}
				n++
			}
			if n != c.wantProbes || tc.checks != 1 {
				t.Fatalf("the check took %d runs (%d checks), want %d", n, tc.checks, c.wantProbes)
			}
			if tc.oneThread != c.wantOne || st.one != c.wantOne {
				t.Fatalf("decided one thread %v (stream %v), want %v", tc.oneThread, st.one, c.wantOne)
			}
			if how, checks := (&Session{threads: tc}).ThreadsDecision(); checks != 1 || (how == "one thread") != c.wantOne {
				t.Errorf("ThreadsDecision = %q, %d", how, checks)
			}
			// The next check comes threadRecheck runs after this one;
			// timed runs start none.
			for tc.runs < tc.next {
				if probe, one := run(false); probe || one != c.wantOne {
					t.Fatalf("run %d, between checks: probe %v, one thread %v", tc.runs, probe, one)
				}
			}
			if probe, _ := run(true); probe {
				t.Fatal("a timed run started a check")
			}
			if probe, _ := run(false); !probe {
				t.Fatal("no check after threadRecheck runs")
			}
			tc.abort()
			if probe, one := run(true); probe || one != c.wantOne {
				t.Fatalf("after an aborted check: probe %v, one thread %v", probe, one)
			}
			if tc.next != threadSettle+c.wantProbes+threadRecheck || tc.every != 2*threadRecheck {
				t.Errorf("next check at run %d (every %d)", tc.next, tc.every)
			}
		})
	}
	if newThreadCheck(&fakeThreaded{threads: 1}) != nil {
		t.Error("a check on a one-thread stream")
	}
}

// TestFasterHalf: the mean of the faster half, spikes dropped.
func TestFasterHalf(t *testing.T) {
	for _, c := range []struct {
		ds   []time.Duration
		want time.Duration
	}{
		{[]time.Duration{9, 1, 3, 100}, 2},
		{[]time.Duration{5, 100, 7}, 6},
		{[]time.Duration{4}, 4},
	} {
		if got := fasterHalf(c.ds); got != c.want {
			t.Errorf("fasterHalf %v = %v, want %v", c.ds, got, c.want)
		}
	}
}
