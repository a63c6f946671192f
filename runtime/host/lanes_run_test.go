package host

import (
	"bytes"
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"testing"
	"time"
)

// TestPoolRunOnLimitsThreads: a job run on k threads (Pool.runOn) is run
// by at most k goroutines (the caller's and workers 0..k-2), however many
// workers poll, under each of poolOptionCases. (Goroutines, not OS
// threads: the Go scheduler may move a worker to another thread.)
func TestPoolRunOnLimitsThreads(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(8))
	for _, o := range poolOptionCases {
		p, err := NewPoolWith(8, o)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range []int{2, 3, 5, 8} {
			most := 0
			for range 20 {
				var mu sync.Mutex
				gs := map[uint64]bool{}
				ran := make([]int, 32)
				p.runOn(32, k, func(i int) {
					for t0 := time.Now(); time.Since(t0) < 20*time.Microsecond; {
					}
					mu.Lock()
					gs[goid()] = true
					ran[i]++
					mu.Unlock()
				})
				for i, n := range ran {
					if n != 1 {
						t.Fatalf("%v, %d threads: index %d ran %d times", p.opts, k, i, n)
					}
				}
				most = max(most, len(gs))
			}
			if most > k {
				t.Errorf("%v: a job for %d threads ran on %d", p.opts, k, most)
			}
			t.Logf("%v: a job for %d threads ran on up to %s", p.opts, k, fmt.Sprint(most))
		}
		p.Close()
	}
}

// goid is the calling goroutine's id, read from its stack trace's first
// line ("goroutine 17 [running]:").
func goid() uint64 {
	var buf [64]byte
	b := buf[:runtime.Stack(buf[:], false)]
	b = bytes.TrimPrefix(b, []byte("goroutine "))
	n, err := strconv.ParseUint(string(b[:bytes.IndexByte(b, ' ')]), 10, 64)
	if err != nil {
		panic(err)
	}
	return n
}
