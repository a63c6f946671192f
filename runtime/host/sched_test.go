package host

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestChunksFor checks how a phase is cut: chunksPerThread ranges per
// thread, no more than the phase's iterations, and no range shorter than
// minChunk of measured work (but two at least).
func TestChunksFor(t *testing.T) {
	us := func(n int) time.Duration { return time.Duration(n) * time.Microsecond }
	cases := []struct {
		extent  int64
		threads int
		t       time.Duration
		want    int
	}{
		{56, 2, 0, 8},           // not measured: by the threads
		{56, 16, 0, 56},         // no more than the iterations
		{3, 2, 0, 3},            //
		{56, 16, us(20), 10},    // 20 µs feeds 10 ranges, not 64
		{56, 16, us(1), 2},      // at least two
		{1000, 16, us(500), 64}, // enough work for every thread
		{1, 8, us(500), 1},      // one iteration: one range
		{56, 2, us(100), 8},
	}
	for _, c := range cases {
		if got := chunksFor(c.extent, c.threads, c.t); got != c.want {
			t.Errorf("chunksFor(%d, %d, %v) = %d, want %d", c.extent, c.threads, c.t, got, c.want)
		}
	}
}

// TestGroupDecides drives a wave's decision with measured times: the
// launches run at the same time only where that beat them in order, and
// a refused wave is timed again later.
func TestGroupDecides(t *testing.T) {
	us := func(n float64) time.Duration { return time.Duration(n * float64(time.Microsecond)) }
	r := rand.New(rand.NewPCG(3, uint64(time.Now().UnixNano())))
	jitter := func(d time.Duration) time.Duration { return d + time.Duration(r.Int64N(int64(d)/10+1)) }
	p, err := NewPool(2)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	for _, c := range []struct {
		name           string
		order, atOnce  time.Duration
		wantConcurrent bool
	}{
		{"pays", us(200), us(110), true},
		{"threads slow to come", us(200), us(190), false},
		{"tiny launches", us(4), us(9), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			now := time.Unix(0, 0)
			g := &group{pool: p, n: 2, now: func() time.Time { return now }}
			for n := range 200 {
				switch how := g.next(); how {
				case groupTimeOrder:
					g.saw(how, jitter(c.order))
				case groupTimeAtOnce:
					g.saw(how, jitter(c.atOnce))
				case groupInOrder:
					if n >= groupSettle && (!g.decided || g.concurrent) {
						t.Fatalf("run %d: in order before deciding, or after deciding otherwise", n)
					}
				case groupAtOnce:
					if !g.concurrent {
						t.Fatalf("run %d: at once, decided otherwise", n)
					}
				}
			}
			if !g.decided || g.concurrent != c.wantConcurrent {
				t.Fatalf("decided %v, at the same time %v; want %v", g.decided, g.concurrent, c.wantConcurrent)
			}
			if c.wantConcurrent {
				return
			}
			// Refused: timed again after retryFirst (and now it pays).
			now = now.Add(retryFirst + time.Millisecond)
			for range groupProbes {
				how := g.next()
				if how != groupTimeAtOnce {
					t.Fatalf("after the retry time: how %d, want a timed run at once", how)
				}
				g.saw(how, c.order/3)
			}
			if !g.concurrent {
				t.Fatal("the retry that paid was not kept")
			}
		})
	}
}

// TestGroupRun runs waves of launches on pools of several sizes, several
// sessions' waves at once over one pool (go test -race checks the
// hand-offs): each launch runs exactly once per run, each writes only its
// own bytes, and the error returned is the lowest-index launch's.
func TestGroupRun(t *testing.T) {
	for _, threads := range []int{1, 2, 3, 8} {
		t.Run(fmt.Sprint(threads), func(t *testing.T) {
			p, err := NewPool(threads)
			if err != nil {
				t.Fatal(err)
			}
			defer p.Close()
			SplitAlways(p) // every run at once
			d := NewDevice(p)
			var wg sync.WaitGroup
			for s := range 4 {
				wg.Go(func() {
					n := 2 + s*3
					g := d.Group(n)
					out := make([]int64, n)
					var calls atomic.Int64
					for run := range 20 {
						err := g.Run(func(i int) error {
							calls.Add(1)
							out[i] += int64(i + 1)
							return nil
						})
						if err != nil {
							t.Error(err)
							return
						}
						for i, v := range out {
							if v != int64((run+1)*(i+1)) {
								t.Errorf("run %d: launch %d wrote %d", run, i, v)
								return
							}
						}
					}
					if got := calls.Load(); got != int64(20*n) {
						t.Errorf("%d calls, want %d", got, 20*n)
					}
					bad := errors.New("bad launch")
					err := g.Run(func(i int) error {
						if i >= 1 {
							return fmt.Errorf("launch %d: %w", i, bad)
						}
						return nil
					})
					if err == nil || err.Error() != "launch 1: bad launch" {
						t.Errorf("error %v, want launch 1's", err)
					}
				})
			}
			wg.Wait()
		})
	}
}

// TestGroupWatchesAtOnce: a wave decided to run at once keeps being
// timed, and goes back to running in order (retried later) once its
// median run at once takes as long as in order; a faster median keeps it.
func TestGroupWatchesAtOnce(t *testing.T) {
	us := func(n float64) time.Duration { return time.Duration(n * float64(time.Microsecond)) }
	p, err := NewPool(2)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	for _, later := range []time.Duration{us(120), us(210)} {
		now := time.Unix(0, 0)
		g := &group{pool: p, n: 2, now: func() time.Time { return now }}
		for !g.decided {
			switch how := g.next(); how {
			case groupTimeOrder:
				g.saw(how, us(200))
			case groupTimeAtOnce:
				g.saw(how, us(110))
			}
		}
		if !g.concurrent {
			t.Fatal("a wave that paid at once was not run at once")
		}
		for range watchRuns {
			how := g.next()
			if how != groupAtOnce {
				t.Fatalf("later %v: how %d during the watch, want at once", later, how)
			}
			g.saw(how, later)
		}
		if want := later < us(200); g.concurrent != want || g.retryAt.IsZero() == !want {
			t.Fatalf("runs at once taking %v against %v in order: at once %v (retry at %v), want %v", later, us(200), g.concurrent, g.retryAt, want)
		}
		if !g.concurrent && g.next() != groupInOrder {
			t.Fatal("a refused wave does not run in order")
		}
	}
}
