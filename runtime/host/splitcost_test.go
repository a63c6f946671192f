package host

import (
	"fmt"
	"slices"
	"sync/atomic"
	"testing"
	"time"
)

// BenchmarkSplitCost takes a split apart on 2 threads: a launch of two
// ranges of about 20 µs each, the caller taking the first, after the
// caller worked alone for idle (0: back to back, the worker polling;
// 1 ms: past PoolOptions.WorkerSpin, the worker parked), with each
// PoolOptions.Park and with the ranges dealt to threads (Affinity: the
// caller's chunk is the first range) or not, the worker locked to its OS
// thread (LockThreads) or not. It reports the
// medians of
//
//	fork-ns   from the launch's start to the worker starting its range
//	          (the publish, and the wake when parked)
//	join-ns   how long the caller, its range done, waited for the worker's
//	          (Pool.run's wait: the join, and the fork's lateness)
//	split-ns  the launch's whole time, against solo-ns, the two ranges on
//	          the caller's thread alone
//
// and missed%, the launches the worker came too late for (the caller ran
// both ranges). A phase split over k threads pays a fork and a join like
// this one, each thread's turn at the job's counters, and, where its
// workers are parked, the wakes down the wake tree (log2 k levels).
func BenchmarkSplitCost(b *testing.B) {
	const units = 8000 // about 20 µs
	var sink [2]float64
	solo := func() time.Duration {
		t0 := time.Now()
		sink[0] += spin(units)
		sink[1] += spin(units)
		return time.Since(t0)
	}
	for _, idle := range []time.Duration{0, time.Millisecond} {
		for _, opts := range []PoolOptions{{}, {Park: ParkFutex}, {Affinity: true}, {Affinity: true, Park: ParkFutex},
			{Affinity: true, LockThreads: true}, {Affinity: true, Park: ParkFutex, LockThreads: true}} {
			p, err := NewPoolWith(2, opts)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(fmt.Sprintf("idle=%s/park=%s/affinity=%v/lock=%v", idle, p.opts.Park, p.opts.Affinity, p.opts.LockThreads), func(b *testing.B) {
				var forks, joins, splits, solos []time.Duration
				missed := 0
				for b.Loop() {
					if idle > 0 {
						for t0 := time.Now(); time.Since(t0) < idle; {
							sink[0] += spin(100)
						}
					}
					solos = append(solos, solo())
					// Each range's start and end: the two ran on two
					// threads where they overlapped, and then the later
					// start is the worker's.
					var starts, ends [2]atomic.Int64
					t0 := time.Now()
					wait := p.run(2, func(i int) {
						starts[i].Store(int64(time.Since(t0)))
						sink[i] += spin(units)
						ends[i].Store(int64(time.Since(t0)))
					})
					splits = append(splits, time.Since(t0))
					s0, s1, e0, e1 := starts[0].Load(), starts[1].Load(), ends[0].Load(), ends[1].Load()
					if s1 < e0 && s0 < e1 {
						forks = append(forks, time.Duration(max(s0, s1)))
						joins = append(joins, wait)
					} else {
						missed++
					}
				}
				med := func(d []time.Duration) float64 {
					if len(d) == 0 {
						return 0
					}
					slices.Sort(d)
					return float64(d[len(d)/2].Nanoseconds())
				}
				b.ReportMetric(med(forks), "fork-ns")
				b.ReportMetric(med(joins), "join-ns")
				b.ReportMetric(med(splits), "split-ns")
				b.ReportMetric(med(solos), "solo-ns")
				b.ReportMetric(100*float64(missed)/float64(max(len(splits), 1)), "missed%")
			})
			p.Close()
		}
	}
}
