package driver

import (
	"context"
	"fmt"
	"math"
	"slices"
	"sort"
	"time"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/runtime"
)

// PerfOptions control a perf measurement.
type PerfOptions struct {
	// Runs is the number of timed runs (at least 1); Warmup runs come
	// first and are not timed.
	Runs, Warmup int
}

// LaunchPerf is the time of one launch of the program.
type LaunchPerf struct {
	Index  int     `json:"index"`
	Label  string  `json:"label"`
	Symbol string  `json:"symbol"`
	Calls  int     `json:"calls"`
	MeanMS float64 `json:"mean_ms"`
	Share  float64 `json:"share_percent"` // of the summed kernel time
}

// KernelPerf sums the launches of one kernel symbol (the summary table).
type KernelPerf struct {
	Symbol string `json:"symbol"`
	// Launches is how many launches of one run use the kernel; Calls is
	// Launches times the timed runs.
	Launches int     `json:"launches"`
	Calls    int     `json:"calls"`
	MeanMS   float64 `json:"mean_ms_per_run"`
	Share    float64 `json:"share_percent"`
}

// RunStats are statistics of the whole-run time over the timed runs.
type RunStats struct {
	MeanMS   float64 `json:"mean_ms"`
	MinMS    float64 `json:"min_ms"`
	MedianMS float64 `json:"median_ms"`
	P90MS    float64 `json:"p90_ms"`
	P99MS    float64 `json:"p99_ms"`
	MaxMS    float64 `json:"max_ms"`
}

// PerfReport is the result of Perf.
type PerfReport struct {
	Runs     int          `json:"runs"`
	Warmup   int          `json:"warmup"`
	Launches []LaunchPerf `json:"launches"`
	Kernels  []KernelPerf `json:"kernels"`
	// KernelMS is the mean per run of the summed launch times; Total the
	// whole run (input copy-in, launches, output copy-out).
	KernelMS float64  `json:"kernel_ms"`
	Total    RunStats `json:"total"`
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// Perf runs s Warmup + Runs times on inputs and times every run and every
// launch.
func Perf(ctx context.Context, s *runtime.Session, inputs map[string]*npy.Array, opts PerfOptions) (*PerfReport, error) {
	if opts.Runs < 1 {
		return nil, fmt.Errorf("perf: %d runs; want at least 1", opts.Runs)
	}
	if opts.Warmup < 0 {
		return nil, fmt.Errorf("perf: %d warmup runs", opts.Warmup)
	}
	launches := s.Launches()
	times := make([]time.Duration, len(launches))
	for range opts.Warmup {
		if _, err := s.Run(ctx, inputs); err != nil {
			return nil, err
		}
	}
	sum := make([]time.Duration, len(launches))
	totals := make([]time.Duration, opts.Runs)
	for r := range opts.Runs {
		t0 := time.Now()
		if _, err := s.RunTimed(ctx, inputs, times); err != nil {
			return nil, err
		}
		totals[r] = time.Since(t0)
		for i, t := range times {
			sum[i] += t
		}
	}
	rep := &PerfReport{Runs: opts.Runs, Warmup: opts.Warmup}
	var kernelSum time.Duration
	for _, t := range sum {
		kernelSum += t
	}
	share := func(d time.Duration) float64 {
		if kernelSum == 0 {
			return 0
		}
		return 100 * float64(d) / float64(kernelSum)
	}
	bySymbol := map[string]*KernelPerf{}
	symTime := map[string]time.Duration{}
	for i, l := range launches {
		rep.Launches = append(rep.Launches, LaunchPerf{
			Index: i, Label: l.Label, Symbol: l.Symbol, Calls: opts.Runs,
			MeanMS: ms(sum[i]) / float64(opts.Runs), Share: share(sum[i]),
		})
		k, ok := bySymbol[l.Symbol]
		if !ok {
			k = &KernelPerf{Symbol: l.Symbol}
			bySymbol[l.Symbol] = k
		}
		k.Launches++
		k.Calls += opts.Runs
		symTime[l.Symbol] += sum[i]
	}
	for sym, k := range bySymbol {
		k.MeanMS = ms(symTime[sym]) / float64(opts.Runs)
		k.Share = share(symTime[sym])
		rep.Kernels = append(rep.Kernels, *k)
	}
	// Most expensive first, like migraphx-driver perf's summary.
	sort.Slice(rep.Kernels, func(i, j int) bool {
		a, b := rep.Kernels[i], rep.Kernels[j]
		if a.MeanMS != b.MeanMS {
			return a.MeanMS > b.MeanMS
		}
		return a.Symbol < b.Symbol
	})
	rep.KernelMS = ms(kernelSum) / float64(opts.Runs)
	rep.Total = runStats(totals)
	return rep, nil
}

// runStats computes the statistics of the run times (nearest-rank
// percentiles).
func runStats(ts []time.Duration) RunStats {
	s := slices.Clone(ts)
	slices.Sort(s)
	var total time.Duration
	for _, t := range s {
		total += t
	}
	pct := func(p float64) time.Duration {
		// Nearest rank: the smallest value with at least p% at or below it.
		i := int(math.Ceil(float64(len(s))*p/100)) - 1
		return s[min(max(i, 0), len(s)-1)]
	}
	return RunStats{
		MeanMS:   ms(total) / float64(len(s)),
		MinMS:    ms(s[0]),
		MedianMS: ms(pct(50)),
		P90MS:    ms(pct(90)),
		P99MS:    ms(pct(99)),
		MaxMS:    ms(s[len(s)-1]),
	}
}
