package pool

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// counter makes numbered workers and records which were closed.
type counter struct {
	mu     sync.Mutex
	made   int
	closed map[int]bool
}

func (c *counter) new() (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.made++
	return c.made, nil
}

func (c *counter) close(w int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.closed[w] = true
}

// TestPoolReuseRecycleClose checks the pool's life cycle: a released
// worker is reused, a failed one destroyed, one that compiled
// RecycleAfter kernels replaced, Close destroys the idle ones and later
// Acquires fail with ErrClosed.
func TestPoolReuseRecycleClose(t *testing.T) {
	c := &counter{closed: map[int]bool{}}
	p := New(2, c.new, c.close)
	ctx := context.Background()
	l, err := p.Acquire(ctx)
	if err != nil || l.W != 1 {
		t.Fatalf("first lease %v, %v", l, err)
	}
	p.Release(l, false)
	if l2, _ := p.Acquire(ctx); l2.W != 1 {
		t.Fatalf("released worker not reused: got %d", l2.W)
	} else {
		p.Release(l2, true)
	}
	if !c.closed[1] || p.Idle() != 0 {
		t.Fatalf("a failed worker stayed: closed %v, idle %d", c.closed, p.Idle())
	}
	for i := 0; i < RecycleAfter; i++ {
		l, err := p.Acquire(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if l.W != 2 {
			t.Fatalf("compile %d on worker %d, want 2 until it is worn out", i, l.W)
		}
		p.Release(l, false)
	}
	if !c.closed[2] || p.Idle() != 0 {
		t.Fatalf("a worn-out worker stayed: closed %v, idle %d", c.closed, p.Idle())
	}
	l, _ = p.Acquire(ctx)
	p.Release(l, false)
	p.Close()
	if !c.closed[l.W] {
		t.Fatal("Close left an idle worker open")
	}
	if _, err := p.Acquire(ctx); !errors.Is(err, ErrClosed) {
		t.Fatalf("Acquire after Close: %v", err)
	}
}

// TestPoolBound checks that at most Workers() leases are out at once and
// that a waiting Acquire ends with its context.
func TestPoolBound(t *testing.T) {
	c := &counter{closed: map[int]bool{}}
	p := New(3, c.new, c.close)
	var out, most atomic.Int32
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			l, err := p.Acquire(context.Background())
			if err != nil {
				t.Error(err)
				return
			}
			n := out.Add(1)
			for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
			}
			time.Sleep(time.Millisecond)
			out.Add(-1)
			p.Release(l, false)
		})
	}
	wg.Wait()
	if m := most.Load(); m < 1 || m > 3 {
		t.Fatalf("%d leases out at once, want 1..3", m)
	}
	held := make([]*Lease[int], 3)
	for i := range held {
		held[i], _ = p.Acquire(context.Background())
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := p.Acquire(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Acquire on a full pool: %v, want the context's deadline", err)
	}
	for _, l := range held {
		p.Release(l, false)
	}
}
