package host

import (
	"runtime"
	"sync/atomic"
	"testing"
	"time"
)

func TestLoadavgRunnable(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
		ok   bool
	}{
		{"0.00 0.18 1.34 1/78 30968\n", 1, true},
		{"12.50 8.01 3.00 17/1024 4242", 17, true},
		{"  0.1   0.2  0.3   250/9000  1", 250, true},
		{"0.00 0.18 1.34 /78 30968", 0, false},
		{"0.00 0.18 1.34 12 30968", 0, false},
		{"0.00 0.18 1.34 12", 0, false},
		{"0.00 0.18", 0, false},
		{"", 0, false},
		{"0.00 0.18 1.34 x1/78 30968", 0, false},
		{"0 0 0 99999999999999999999/5 1", 0, false}, // past int
		{"0 0 0 -1/5 1", 0, false},
	} {
		got, ok := loadavgRunnable([]byte(c.in))
		if got != c.want && c.ok || ok != c.ok {
			t.Errorf("%q: %d, %v; want %d, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}

// TestIdleProbeReadsLoadavg reads this machine's load: at least the
// reading thread runs, so a verdict over no CPUs is "none to spare" and
// one over more CPUs than any machine has is "spare". Where there is no
// /proc/loadavg there is no probe (the pool never polls past its spins).
func TestIdleProbeReadsLoadavg(t *testing.T) {
	q := newIdleProbe()
	if runtime.GOOS != "linux" {
		if q != nil {
			q.close()
			t.Fatalf("a load probe on %s, which has no /proc/loadavg", runtime.GOOS)
		}
		return
	}
	if q == nil {
		t.Fatal("newIdleProbe: /proc/loadavg does not open")
	}
	defer q.close()
	for range 3 { // ReadAt from 0 again each time
		q.reading.Store(true)
		n, ok := q.runnable()
		q.reading.Store(false)
		if !ok || n < 1 {
			t.Fatalf("runnable tasks %d (ok %v): want 1 or more", n, ok)
		}
	}
	for _, c := range []struct {
		cpus int
		want bool
	}{{0, false}, {1 << 30, true}, {0, false}} {
		q.cpus = c.cpus
		q.checked.Store(-int64(idleProbeEvery)) // stale: Idle reads again
		if got := q.Idle(); got != c.want {
			t.Errorf("over %d CPUs: a CPU to spare %v, want %v", c.cpus, got, c.want)
		}
	}
}

// TestPoolIdleSpin: an idle worker polls past its spin while the machine
// has a CPU to spare, up to IdleSpin, and parks at its spin once it has
// none; without IdleSpin no worker asks. The default pool polls
// DefaultIdleSpin.
func TestPoolIdleSpin(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(3))
	d, err := NewPool(3)
	if err != nil {
		t.Fatal(err)
	}
	if d.opts.IdleSpin != DefaultIdleSpin {
		t.Errorf("the default pool's IdleSpin %s, want %s", d.opts.IdleSpin, DefaultIdleSpin)
	}
	d.Close()
	d, err = NewPoolWith(3, PoolOptions{IdleSpin: -1})
	if err != nil {
		t.Fatal(err)
	}
	if d.cpusIdle != nil || d.probe != nil {
		t.Errorf("a pool without IdleSpin reads the machine's load (IdleSpin %s)", d.opts.IdleSpin)
	}
	d.Close()
	opts := PoolOptions{WorkerSpin: 100 * time.Microsecond, CallerSpin: 100 * time.Microsecond, IdleSpin: maxSpin}
	for _, spare := range []bool{true, false} {
		var asked atomic.Int64
		p, err := newPool(3, opts, func() bool { asked.Add(1); return spare })
		if err != nil {
			t.Fatal(err)
		}
		start := time.Now()
		if spare {
			// Their spins long past, both workers still poll: they
			// park only past IdleSpin, which has not passed yet.
			time.Sleep(maxSpin / 4)
			if n := p.Stats().Parks; n != 0 && time.Since(start) < maxSpin {
				t.Errorf("a CPU to spare: the workers parked %d times within %s, want none", n, time.Since(start))
			}
		}
		waitFor(t, "the workers park", func() bool { return p.Stats().Parks == 2 })
		if !spare && time.Since(start) >= maxSpin {
			t.Errorf("no CPU to spare: the workers parked after %s, past IdleSpin", time.Since(start))
		}
		if asked.Load() == 0 {
			t.Errorf("spare %v: the worker parked without asking whether the machine has a CPU to spare", spare)
		}
		p.Close()
	}
}
