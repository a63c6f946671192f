package driver

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"time"

	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/runtime"
)

// PerfOptions control a perf measurement.
type PerfOptions struct {
	// Runs is the number of timed runs (at least 1) when Duration is 0.
	Runs int
	// Duration, when positive, times runs until this much time has passed
	// (at least one run) instead of a fixed count; Runs must then be 0.
	Duration time.Duration
	// Warmup runs come first and are not timed.
	Warmup int
	// Untimed adds as many runs again after the timed ones without the
	// per-launch events, as Run executes them (on a GPU one replay of
	// the captured graph where the program has no host control): the
	// latency a caller sees, which per-launch timing inflates by every
	// launch's host work.
	Untimed bool
	// Copies times the run's copies alone after the timed runs, beside
	// the bus's pinned bandwidth measured in the same process
	// (PerfReport.Copies), on a device behind a bus.
	Copies bool
	// Resident adds as many runs again with the inputs and outputs in
	// device memory (copied in once before, left there after), as an
	// application that keeps its tensors on the GPU runs them and as
	// PyTorch times a model on GPU tensors: the run without its host
	// copies (PerfReport.Resident), on a device behind a bus, for
	// programs whose outputs have static sizes.
	Resident bool
}

// CopyPerf is a run's copy-in and copy-out, each timed alone (mean over
// copyReps, synchronized), beside the pinned host<->device bandwidth
// measured in the same process: how close the staging comes to the bus.
type CopyPerf struct {
	InBytes  int64   `json:"in_bytes"`
	OutBytes int64   `json:"out_bytes"`
	InMS     float64 `json:"in_ms"`
	OutMS    float64 `json:"out_ms"`
	InGBps   float64 `json:"in_gb_per_s"`
	OutGBps  float64 `json:"out_gb_per_s"`
	// PinnedHtoDGBps and PinnedDtoHGBps are copies between a pinned host
	// buffer of ProbeBytes and the device, timed with events.
	ProbeBytes     int64   `json:"probe_bytes"`
	PinnedHtoDGBps float64 `json:"pinned_htod_gb_per_s"`
	PinnedDtoHGBps float64 `json:"pinned_dtoh_gb_per_s"`
	// InPercent and OutPercent are InGBps and OutGBps as percentages of
	// the pinned bandwidth the same way.
	InPercent  float64 `json:"in_percent_of_pinned"`
	OutPercent float64 `json:"out_percent_of_pinned"`
	// Staging says how host memory is staged: "pinned", or "pageable: "
	// and why pinned allocation failed.
	Staging string `json:"staging"`
	// ProbeError is why the pinned bandwidth could not be measured ("" when
	// it was).
	ProbeError string `json:"probe_error,omitempty"`
}

// copyReps is how many times each direction is timed; probe sizes are
// bounded so that a tiny model's probe still measures the bus.
const (
	copyReps      = 5
	minProbeBytes = 8 << 20
	maxProbeBytes = 256 << 20
)

// timeCopies measures a run's copies against the bus, nil (no error) on a
// device without one (the host).
func timeCopies(s *runtime.Session, inputs map[string]*npy.Array) (*CopyPerf, error) {
	bus, ok := s.Device().(runtime.Bus)
	if !ok {
		return nil, nil
	}
	ct, err := s.TimeCopies(inputs, copyReps)
	if err != nil {
		return nil, err
	}
	n := min(max(ct.InBytes, ct.OutBytes, minProbeBytes), maxProbeBytes)
	cp := &CopyPerf{
		InBytes: ct.InBytes, OutBytes: ct.OutBytes, InMS: ms(ct.In), OutMS: ms(ct.Out),
		ProbeBytes: n, Staging: "pinned",
	}
	// Without pinned memory (the staging fell back too) there is no bus
	// figure to compare with: the copies are still reported.
	if bw, err := bus.PinnedBandwidth(n, copyReps); err != nil {
		cp.ProbeError = err.Error()
	} else {
		cp.PinnedHtoDGBps, cp.PinnedDtoHGBps = bw.HtoD/1e9, bw.DtoH/1e9
	}
	if err := bus.StagingFallback(); err != nil {
		cp.Staging = "pageable: " + err.Error()
	}
	rate := func(b int64, d time.Duration) float64 {
		if d <= 0 {
			return 0
		}
		return float64(b) / d.Seconds() / 1e9
	}
	cp.InGBps, cp.OutGBps = rate(ct.InBytes, ct.In), rate(ct.OutBytes, ct.Out)
	if cp.PinnedHtoDGBps > 0 {
		cp.InPercent = 100 * cp.InGBps / cp.PinnedHtoDGBps
	}
	if cp.PinnedDtoHGBps > 0 {
		cp.OutPercent = 100 * cp.OutGBps / cp.PinnedDtoHGBps
	}
	return cp, nil
}

// LaunchPerf is the time of one launch of the program.
type LaunchPerf struct {
	Index  int     `json:"index"`
	Label  string  `json:"label"`
	Symbol string  `json:"symbol"`
	Calls  int     `json:"calls"`
	MeanMS float64 `json:"mean_ms"`
	Share  float64 `json:"share_percent"` // of the summed kernel time
	// Split is how the launch's kernel spread over threads at the end
	// of the runs (host kernels with phases), nil when it does not say.
	Split *runtime.SplitInfo `json:"split,omitempty"`
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

// RunStats are statistics of the whole-run time over the timed runs. Mean,
// standard deviation (of the sample, n-1), min and max are exact; the
// quantiles are nearest-rank over at most reservoirSize runs (exact up to
// that many runs, a uniform sample's estimate beyond).
type RunStats struct {
	MeanMS   float64 `json:"mean_ms"`
	StddevMS float64 `json:"stddev_ms"`
	MinMS    float64 `json:"min_ms"`
	MedianMS float64 `json:"median_ms"`
	P90MS    float64 `json:"p90_ms"`
	P99MS    float64 `json:"p99_ms"`
	MaxMS    float64 `json:"max_ms"`
}

// PerfReport is the result of Perf.
type PerfReport struct {
	Runs   int `json:"runs"`
	Warmup int `json:"warmup"`
	// Seconds is the wall time of the timed runs; Throughput the runs
	// (inferences) per second over it.
	Seconds    float64      `json:"seconds"`
	Throughput float64      `json:"inferences_per_second"`
	Launches   []LaunchPerf `json:"launches"`
	Kernels    []KernelPerf `json:"kernels"`
	// Waves are the groups of launches that untimed runs may run at the
	// same time, in order, each with how it ran at the end of the runs
	// (Session.Waves); nil when they run one after another.
	Waves []runtime.WaveInfo `json:"waves,omitempty"`
	// KernelMS is the mean per run of the summed launch times; Total the
	// whole run (input copy-in, launches, output copy-out).
	KernelMS float64  `json:"kernel_ms"`
	Total    RunStats `json:"total"`
	// Untimed is the whole run without per-launch timing
	// (PerfOptions.Untimed), nil when not measured.
	Untimed *RunStats `json:"untimed,omitempty"`
	// Copies is the copies alone beside the bus (PerfOptions.Copies), nil
	// when not measured.
	Copies *CopyPerf `json:"copies,omitempty"`
	// Resident is the whole run with inputs and outputs in device memory
	// (PerfOptions.Resident), nil when not measured.
	Resident *RunStats `json:"resident,omitempty"`
	// ResidentSkipped says why Resident was not measured ("" when it was
	// or was not asked for).
	ResidentSkipped string `json:"resident_skipped,omitempty"`
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// Perf runs s Warmup times, then Runs times (or for Duration) on inputs,
// timing every run and every launch. Its memory does not grow with the
// number of runs: launch times are summed and run times kept as running
// statistics (runStats).
func Perf(ctx context.Context, s *runtime.Session, inputs map[string]*npy.Array, opts PerfOptions) (*PerfReport, error) {
	switch {
	case opts.Duration < 0:
		return nil, fmt.Errorf("perf: duration %s; want a positive one", opts.Duration)
	case opts.Duration > 0 && opts.Runs != 0:
		return nil, fmt.Errorf("perf: both %d runs and a duration of %s; give one", opts.Runs, opts.Duration)
	case opts.Duration == 0 && opts.Runs < 1:
		return nil, fmt.Errorf("perf: %d runs; want at least 1", opts.Runs)
	case opts.Warmup < 0:
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
	var totals runStats
	start := time.Now()
	for runs := 0; ; runs++ {
		if opts.Duration > 0 {
			if runs > 0 && time.Since(start) >= opts.Duration {
				break
			}
		} else if runs == opts.Runs {
			break
		}
		t0 := time.Now()
		if _, err := s.RunTimed(ctx, inputs, times); err != nil {
			return nil, err
		}
		totals.add(time.Since(t0))
		for i, t := range times {
			sum[i] += t
		}
	}
	wall := time.Since(start)
	runs := int(totals.n)
	rep := &PerfReport{Runs: runs, Warmup: opts.Warmup, Seconds: wall.Seconds()}
	if wall > 0 {
		rep.Throughput = float64(runs) / wall.Seconds()
	}
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
			Index: i, Label: l.Label, Symbol: l.Symbol, Calls: runs,
			MeanMS: ms(sum[i]) / float64(runs), Share: share(sum[i]),
		})
		k, ok := bySymbol[l.Symbol]
		if !ok {
			k = &KernelPerf{Symbol: l.Symbol}
			bySymbol[l.Symbol] = k
		}
		k.Launches++
		k.Calls += runs
		symTime[l.Symbol] += sum[i]
	}
	for sym, k := range bySymbol {
		k.MeanMS = ms(symTime[sym]) / float64(runs)
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
	rep.KernelMS = ms(kernelSum) / float64(runs)
	rep.Total = totals.stats()
	// A session that runs independent launches at the same time (on the
	// host's threads) is timed untimed too: the timed runs launch one by
	// one.
	if opts.Untimed || s.Waves() != nil {
		var u runStats
		for range runs {
			t0 := time.Now()
			if _, err := s.Run(ctx, inputs); err != nil {
				return nil, err
			}
			u.add(time.Since(t0))
		}
		st := u.stats()
		rep.Untimed = &st
	}
	// How each kernel and wave spread over threads, as decided by now.
	for i, li := range s.Launches() {
		rep.Launches[i].Split = li.Split
	}
	rep.Waves = s.Waves()
	if opts.Resident {
		st, skip, err := timeResident(ctx, s, inputs, runs)
		if err != nil {
			return nil, fmt.Errorf("perf: device-resident runs: %w", err)
		}
		rep.Resident, rep.ResidentSkipped = st, skip
	}
	if opts.Copies {
		cp, err := timeCopies(s, inputs)
		if err != nil {
			return nil, fmt.Errorf("perf: time copies: %w", err)
		}
		rep.Copies = cp
	}
	return rep, nil
}

// reservoirSize bounds the run times kept for the quantiles: up to this
// many runs the quantiles are exact; beyond, they come from a uniform
// sample of this many (a p99 estimate from 8192 samples is typically
// within a few tenths of a percentile point).
const reservoirSize = 8192

// runStats accumulates run times in bounded memory: count, mean and
// variance by Welford's method (exact and numerically stable), min, max,
// and a reservoir sample (Vitter's Algorithm R) for the quantiles. The zero
// value is ready to use.
type runStats struct {
	n        int64
	mean, m2 float64 // in ms
	min, max time.Duration
	sample   []time.Duration
	rng      *rand.Rand // fixed seed: the same times give the same report
}

// add records one run time.
func (a *runStats) add(d time.Duration) {
	a.n++
	x := ms(d)
	delta := x - a.mean
	a.mean += delta / float64(a.n)
	a.m2 += delta * (x - a.mean)
	if a.n == 1 || d < a.min {
		a.min = d
	}
	if a.n == 1 || d > a.max {
		a.max = d
	}
	if len(a.sample) < reservoirSize {
		a.sample = append(a.sample, d)
		return
	}
	if a.rng == nil {
		a.rng = rand.New(rand.NewPCG(1, 2))
	}
	// Keep the n-th time with probability reservoirSize/n, in place of a
	// uniformly chosen one.
	if j := a.rng.Int64N(a.n); j < reservoirSize {
		a.sample[j] = d
	}
}

// stats returns the statistics so far (zeros before the first run).
func (a *runStats) stats() RunStats {
	if a.n == 0 {
		return RunStats{}
	}
	s := slices.Clone(a.sample)
	slices.Sort(s)
	pct := func(p float64) float64 {
		// Nearest rank: the smallest value with at least p% at or below it.
		i := int(math.Ceil(float64(len(s))*p/100)) - 1
		return ms(s[min(max(i, 0), len(s)-1)])
	}
	var sd float64
	if a.n > 1 {
		sd = math.Sqrt(a.m2 / float64(a.n-1))
	}
	return RunStats{
		MeanMS:   a.mean,
		StddevMS: sd,
		MinMS:    ms(a.min),
		MedianMS: pct(50),
		P90MS:    pct(90),
		P99MS:    pct(99),
		MaxMS:    ms(a.max),
	}
}

// timeResident times runs with every input and output in device memory:
// the inputs copied in once, the outputs left in buffers of their static
// sizes. It says why it measured nothing (a host device, an output whose
// size the run decides, a host value) rather than failing.
func timeResident(ctx context.Context, s *runtime.Session, inputs map[string]*npy.Array, runs int) (*RunStats, string, error) {
	dev := s.Device()
	if _, host := dev.(runtime.Mapper); host {
		return nil, "the host's memory is the device's", nil
	}
	prog := s.Program()
	dio := &runtime.DeviceIO{Inputs: map[string]runtime.DevicePtr{}, Outputs: map[string]runtime.DeviceBuffer{}}
	var allocs []runtime.DevicePtr
	defer func() {
		for _, p := range allocs {
			dev.Free(p)
		}
	}()
	alloc := func(n int64) (runtime.DevicePtr, error) {
		p, err := dev.Alloc(max(n, 1))
		if err == nil {
			allocs = append(allocs, p)
		}
		return p, err
	}
	in := map[string]*npy.Array{}
	st, err := dev.NewStream()
	if err != nil {
		return nil, "", err
	}
	defer st.Close()
	for _, i := range prog.Inputs {
		b := prog.Buffers[i]
		a := inputs[b.Name]
		if b.IsHostValue() || b.Dynamic || a == nil {
			return nil, fmt.Sprintf("input %s is not a static tensor", b.Name), nil
		}
		p, err := alloc(int64(len(a.Data)))
		if err != nil {
			return nil, "", err
		}
		if err := dev.CopyIn(st, p, a.Data); err != nil {
			return nil, "", err
		}
		dio.Inputs[b.Name] = p
		in[b.Name] = &npy.Array{DType: a.DType, Shape: a.Shape}
	}
	if err := st.Synchronize(); err != nil {
		return nil, "", err
	}
	for _, i := range prog.Outputs {
		b := prog.Buffers[i]
		if b.IsHostValue() || b.Dynamic {
			return nil, fmt.Sprintf("output %s has no static size", b.Name), nil
		}
		p, err := alloc(b.Bytes)
		if err != nil {
			return nil, "", err
		}
		dio.Outputs[b.Name] = runtime.DeviceBuffer{Ptr: p, Bytes: max(b.Bytes, 1)}
	}
	if _, err := s.RunDevice(ctx, in, dio); err != nil { // warm: the first run captures the graph
		return nil, "", err
	}
	var u runStats
	for range runs {
		t0 := time.Now()
		if _, err := s.RunDevice(ctx, in, dio); err != nil {
			return nil, "", err
		}
		u.add(time.Since(t0))
	}
	r := u.stats()
	return &r, "", nil
}
