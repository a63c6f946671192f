package host

import (
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"testing"
)

// TestPoolRunsEachIndexOnce runs jobs of random sizes on pools of several
// sizes, from several goroutines at once (sessions sharing a pool), and
// checks that each index runs exactly once, also after Close.
func TestPoolRunsEachIndexOnce(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, threads := range []int{1, 2, 3, 8} {
		p, err := NewPool(threads)
		if err != nil {
			t.Fatal(err)
		}
		if p.Threads() != threads {
			t.Fatalf("Threads() = %d, want %d", p.Threads(), threads)
		}
		check := func(n int) {
			counts := make([]atomic.Int32, n)
			p.run(n, func(i int) { counts[i].Add(1) })
			for i := range counts {
				if c := counts[i].Load(); c != 1 {
					t.Errorf("%d threads, %d calls: index %d ran %d times", threads, n, i, c)
				}
			}
		}
		var wg sync.WaitGroup
		for range 4 {
			sizes := []int{0, 1, 2, r.IntN(50), r.IntN(1000)}
			wg.Go(func() {
				for _, n := range sizes {
					check(n)
				}
			})
		}
		wg.Wait()
		if err := p.Close(); err != nil {
			t.Fatal(err)
		}
		if err := p.Close(); err != nil {
			t.Fatalf("second Close: %v", err)
		}
		check(17) // after Close: on the caller's thread alone
	}
	var nilPool *Pool
	if nilPool.Threads() != 1 {
		t.Fatalf("a nil pool has %d threads, want 1", nilPool.Threads())
	}
}

func TestNewPoolBounds(t *testing.T) {
	for _, n := range []int{0, -1, MaxThreads + 1} {
		if _, err := NewPool(n); err == nil {
			t.Errorf("NewPool(%d): no error", n)
		}
	}
}
