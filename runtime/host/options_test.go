package host

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestParsePoolOptions(t *testing.T) {
	for _, c := range []struct {
		in   string
		want PoolOptions // resolved
		err  string      // a part of the error; "" for none
	}{
		{"", DefaultPoolOptions(), ""},
		{" , ", DefaultPoolOptions(), ""},
		{"spin=0", PoolOptions{WorkerSpin: 0, CallerSpin: DefaultCallerSpin, IdleSpin: DefaultIdleSpin, Park: ParkChan, Affinity: true, LockThreads: true}, ""},
		{"spin=1ms,callerspin=20us", PoolOptions{WorkerSpin: time.Millisecond, CallerSpin: 20 * time.Microsecond, IdleSpin: DefaultIdleSpin, Park: ParkChan, Affinity: true, LockThreads: true}, ""},
		{"spin", PoolOptions{}, "not key=value"},
		{"spin=fast", PoolOptions{}, "want a duration"},
		{"spin=-1us", PoolOptions{}, "want a duration"},
		{"spin=1s", PoolOptions{}, "at most"},
		{"callerspin=2s", PoolOptions{}, "at most"},
		{"park=sleep", PoolOptions{}, "want chan or futex"},
		{"threads=4", PoolOptions{}, "unknown key"},
		{"fanout=2", PoolOptions{}, "unknown key"},
		{"wholepark=on", PoolOptions{}, "unknown key"},
		{"park=futex", PoolOptions{WorkerSpin: DefaultWorkerSpin, CallerSpin: DefaultCallerSpin, IdleSpin: DefaultIdleSpin, Park: ParkFutex, Affinity: true, LockThreads: true}, ""},
		{"recheck=on", PoolOptions{WorkerSpin: DefaultWorkerSpin, CallerSpin: DefaultCallerSpin, IdleSpin: DefaultIdleSpin, Park: ParkChan, Recheck: true, Affinity: true, LockThreads: true}, ""},
		{"recheck=on,recheck=off", DefaultPoolOptions(), ""},
		{"recheck=maybe", PoolOptions{}, "want on or off"},
		{"affinity=on", DefaultPoolOptions(), ""},
		{"affinity=off", PoolOptions{WorkerSpin: DefaultWorkerSpin, CallerSpin: DefaultCallerSpin, IdleSpin: DefaultIdleSpin, Park: ParkChan, LockThreads: true}, ""},
		{"affinity=off,lockthreads=off", PoolOptions{WorkerSpin: DefaultWorkerSpin, CallerSpin: DefaultCallerSpin, IdleSpin: DefaultIdleSpin, Park: ParkChan}, ""},
		{"affinity=on,lockthreads=off", PoolOptions{WorkerSpin: DefaultWorkerSpin, CallerSpin: DefaultCallerSpin, IdleSpin: DefaultIdleSpin, Park: ParkChan, Affinity: true}, ""},
		{"affinity=off,affinity=on", DefaultPoolOptions(), ""},
		{"affinity=yes", PoolOptions{}, "want on or off"},
		{"affinity", PoolOptions{}, "not key=value"},
		{"lockthreads=on,park=futex,affinity=on", PoolOptions{WorkerSpin: DefaultWorkerSpin, CallerSpin: DefaultCallerSpin, IdleSpin: DefaultIdleSpin, Park: ParkFutex, Affinity: true, LockThreads: true}, ""},
		{"lockthreads=1", PoolOptions{}, "want on or off"},
		{"pin=on,affinity=on", PoolOptions{WorkerSpin: DefaultWorkerSpin, CallerSpin: DefaultCallerSpin, IdleSpin: DefaultIdleSpin, Park: ParkChan, Affinity: true, LockThreads: true, Pin: true}, ""},
		{"pin=on,lockthreads=off,affinity=off", PoolOptions{WorkerSpin: DefaultWorkerSpin, CallerSpin: DefaultCallerSpin, IdleSpin: DefaultIdleSpin, Park: ParkChan, LockThreads: true, Pin: true}, ""},
		{"pin=2", PoolOptions{}, "want on or off"},
		{"idlespin=0", PoolOptions{WorkerSpin: DefaultWorkerSpin, CallerSpin: DefaultCallerSpin, Park: ParkChan, Affinity: true, LockThreads: true}, ""},
		{"idlespin=20ms,spin=50us", PoolOptions{WorkerSpin: 50 * time.Microsecond, CallerSpin: DefaultCallerSpin, IdleSpin: 20 * time.Millisecond, Park: ParkChan, Affinity: true, LockThreads: true}, ""},
		{"idlespin=1s", PoolOptions{}, "at most"},
		{"idlespin=soon", PoolOptions{}, "want a duration"},
	} {
		o, err := ParsePoolOptions(c.in)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q: error %v, want one with %q", c.in, err, c.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%q: %v", c.in, err)
			continue
		}
		got, err := o.resolve()
		if err != nil || got != c.want {
			t.Errorf("%q: %+v (%v), want %+v", c.in, got, err, c.want)
		}
		// String reads back as the same options.
		back, err := ParsePoolOptions(got.String())
		if err != nil {
			t.Errorf("%q: String %q: %v", c.in, got.String(), err)
		} else if r, _ := back.resolve(); r != got {
			t.Errorf("%q: String %q reads back as %+v", c.in, got.String(), r)
		}
	}
}

// poolOptionCases are the options the pool tests run under: the
// defaults and each other way of waiting.
var poolOptionCases = []PoolOptions{
	{},
	DefaultPoolOptions(),
	{Park: ParkFutex},
	{Park: ParkFutex, WorkerSpin: -1, CallerSpin: -1},
	{IdleSpin: 5 * time.Millisecond},
	{Affinity: true, LockThreads: true, Park: ParkFutex, IdleSpin: 5 * time.Millisecond},
	{WorkerSpin: -1, CallerSpin: -1},
	{Park: ParkFutex, Recheck: true},
	{Affinity: true},
	{Affinity: true, WorkerSpin: -1, CallerSpin: -1},
	{Affinity: true, Park: ParkFutex, LockThreads: true},
	{Affinity: true, LockThreads: true, WorkerSpin: -1},
	{Affinity: true, Pin: true},
	{Affinity: true, Pin: true, Park: ParkFutex, WorkerSpin: -1, CallerSpin: -1},
}

// TestPoolOptionsRunEachIndexOnce runs jobs of random sizes from several
// goroutines at once under each of poolOptionCases (threads that never
// poll park and wake at every job) and checks each index runs once, and
// that Close stops every worker.
func TestPoolOptionsRunEachIndexOnce(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	before := runtime.NumGoroutine()
	for _, o := range poolOptionCases {
		for _, threads := range []int{2, 3, 8} {
			p, err := NewPoolWith(threads, o)
			if err != nil {
				t.Fatal(err)
			}
			done := make(chan struct{})
			for g := range 4 {
				sizes := []int{2, r.IntN(50) + 2, r.IntN(500) + 2, 3}
				go func() {
					defer func() { done <- struct{}{} }()
					for k, n := range sizes {
						counts := make([]atomic.Int32, n)
						p.run(n, func(i int) {
							if i%7 == 0 {
								time.Sleep(time.Duration(i%3) * 100 * time.Microsecond) // make the caller wait
							}
							counts[i].Add(1)
						})
						for i := range counts {
							if c := counts[i].Load(); c != 1 {
								t.Errorf("%v, %d threads, goroutine %d, job %d of %d calls: index %d ran %d times", p.opts, threads, g, k, n, i, c)
							}
						}
						if g == 0 {
							time.Sleep(300 * time.Microsecond) // past the workers' polling: they park
						}
					}
				}()
			}
			for range 4 {
				<-done
			}
			if err := p.Close(); err != nil {
				t.Fatal(err)
			}
		}
	}
	waitFor(t, fmt.Sprintf("the goroutines are back to %d (now %d)", before, runtime.NumGoroutine()), func() bool { return runtime.NumGoroutine() <= before })
}

// TestPoolFutexWakeTree is TestPoolWakeTree's count with the threads
// parked on futexes.
func TestPoolFutexWakeTree(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(8))
	p, err := NewPoolWith(8, PoolOptions{Park: ParkFutex})
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	for _, c := range []struct{ ranges, want int }{{1, 0}, {3, 2}, {5, 4}, {8, 7}, {64, 7}} {
		waitFor(t, "every worker parks", func() bool { return p.asleep.Load() == 7 })
		before := p.Stats().Wakes
		p.wakeFor(c.ranges)
		waitFor(t, fmt.Sprintf("%d ranges wake %d workers (woke %d)", c.ranges, c.want, p.Stats().Wakes-before),
			func() bool { return p.Stats().Wakes-before == int64(c.want) && p.more.Load() == 0 })
		time.Sleep(5 * DefaultWorkerSpin)
		if got := p.Stats().Wakes - before; got != int64(c.want) {
			t.Fatalf("%d ranges woke %d workers, want %d", c.ranges, got, c.want)
		}
	}
}
