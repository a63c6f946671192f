package driver

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/runtime"
)

func approx(a, b, rel float64) bool { return math.Abs(a-b) <= rel*math.Max(math.Abs(a), math.Abs(b)) }

// TestRunStatsExact feeds 1..100 ms in a random order: below the reservoir
// size every statistic is exact.
func TestRunStatsExact(t *testing.T) {
	ts := make([]time.Duration, 100)
	for i := range ts {
		ts[i] = time.Duration(i+1) * time.Millisecond
	}
	rand.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
	var a runStats
	for _, d := range ts {
		a.add(d)
	}
	s := a.stats()
	// Sample variance of 1..100: n(n+1)/12 = 841.67.
	if !approx(s.MeanMS, 50.5, 1e-12) || !approx(s.StddevMS, math.Sqrt(100*101/12.0), 1e-12) {
		t.Errorf("mean %g, stddev %g; want 50.5, %g", s.MeanMS, s.StddevMS, math.Sqrt(100*101/12.0))
	}
	s.MeanMS, s.StddevMS = 0, 0
	want := RunStats{MinMS: 1, MedianMS: 50, P90MS: 90, P99MS: 99, MaxMS: 100}
	if s != want {
		t.Errorf("stats = %+v, want %+v", s, want)
	}
	var one runStats
	one.add(3 * time.Millisecond)
	if s := one.stats(); s.MinMS != 3 || s.P99MS != 3 || s.MedianMS != 3 || s.MeanMS != 3 || s.StddevMS != 0 {
		t.Errorf("one sample: %+v", s)
	}
	var none runStats
	if s := none.stats(); s != (RunStats{}) {
		t.Errorf("no samples: %+v", s)
	}
}

// TestRunStatsBounded feeds many more runs than the reservoir holds, far
// from zero (10 s plus noise, where a naive sum of squares loses the
// variance), in ascending order: memory stays bounded, mean and stddev match a two-pass
// computation, min and max are exact, and each quantile estimate lies
// within one percentile point of the exact one.
func TestRunStatsBounded(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	const n = 20 * reservoirSize
	ts := make([]time.Duration, n)
	for i := range ts {
		// A skewed distribution: 10 s plus an exponential tail of ~2 ms.
		ts[i] = 10*time.Second + time.Duration(r.ExpFloat64()*2e6)
	}
	// Fed in ascending order, the worst case for a sample that is not
	// uniform over the whole run (one that keeps the first or the last
	// runs would miss the quantiles by far).
	slices.Sort(ts)
	var a runStats
	for _, d := range ts {
		a.add(d)
	}
	if len(a.sample) > reservoirSize || cap(a.sample) > 2*reservoirSize {
		t.Fatalf("kept %d samples (cap %d) of %d runs", len(a.sample), cap(a.sample), n)
	}
	var mean float64
	for _, d := range ts {
		mean += ms(d)
	}
	mean /= n
	var ss float64
	for _, d := range ts {
		ss += (ms(d) - mean) * (ms(d) - mean)
	}
	sd := math.Sqrt(ss / (n - 1))
	s := a.stats()
	if !approx(s.MeanMS, mean, 1e-12) || !approx(s.StddevMS, sd, 1e-6) {
		t.Errorf("mean %.9g stddev %.9g; two-pass %.9g %.9g", s.MeanMS, s.StddevMS, mean, sd)
	}
	if s.MinMS != ms(ts[0]) || s.MaxMS != ms(ts[n-1]) {
		t.Errorf("min %g max %g; want %g %g", s.MinMS, s.MaxMS, ms(ts[0]), ms(ts[n-1]))
	}
	rank := func(p float64) float64 { return ms(ts[min(max(int(math.Ceil(n*p/100))-1, 0), n-1)]) }
	for _, q := range []struct {
		p   float64
		got float64
	}{{50, s.MedianMS}, {90, s.P90MS}, {99, s.P99MS}} {
		if lo, hi := rank(q.p-1), rank(q.p+1); q.got < lo || q.got > hi {
			t.Errorf("p%g = %.6f ms, want within [p%g, p%g] = [%.6f, %.6f]", q.p, q.got, q.p-1, q.p+1, lo, hi)
		}
	}
}

// TestPerfOptions checks the options Perf refuses before it runs anything.
func TestPerfOptions(t *testing.T) {
	for _, o := range []PerfOptions{
		{Runs: 0},
		{Runs: -5},
		{Runs: 10, Duration: time.Second},
		{Duration: -time.Second},
		{Runs: 1, Warmup: -1},
	} {
		if _, err := Perf(context.Background(), nil, nil, o); err == nil {
			t.Errorf("Perf(%+v) succeeded", o)
		}
	}
}

// TestPerfUntimed times a real program (the shared MLP, finalized for
// host in memory) with and without the untimed runs: the report has the
// untimed statistics only when asked, and in order.
func TestPerfUntimed(t *testing.T) {
	lib, err := OpenMLIR("")
	if err != nil {
		t.Fatalf("%v (run `make build`)", err)
	}
	dir := t.TempDir()
	l, err := Load(context.Background(), portableMLPBundle(t, dir), LoadOptions{Library: LoadedMLIR(lib), OpenCache: func() (*kcache.Cache, error) { return kcache.Open(filepath.Join(dir, "cache")) }})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	x, err := npy.ReadFile(filepath.Join(sharedMLP, "input_x.npy"))
	if err != nil {
		t.Fatal(err)
	}
	in := map[string]*npy.Array{"x": x}
	for _, untimed := range []bool{false, true} {
		// Copies: the host has no bus to measure the copies against.
		rep, err := Perf(context.Background(), l.Session, in, PerfOptions{Runs: 5, Warmup: 1, Untimed: untimed, Copies: true, Resident: true})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Runs != 5 || rep.Total.MinMS <= 0 {
			t.Errorf("untimed %v: %d runs, total %+v", untimed, rep.Runs, rep.Total)
		}
		if rep.Copies != nil {
			t.Errorf("copies timed on the host: %+v", rep.Copies)
		}
		if rep.Resident != nil {
			t.Errorf("device-resident runs timed on the host: %+v", rep.Resident)
		}
		if (rep.Untimed != nil) != untimed {
			t.Fatalf("untimed %v: report's untimed statistics %+v", untimed, rep.Untimed)
		}
		if u := rep.Untimed; u != nil && !(0 < u.MinMS && u.MinMS <= u.MedianMS && u.MedianMS <= u.P90MS && u.P90MS <= u.P99MS && u.P99MS <= u.MaxMS && u.MinMS <= u.MeanMS && u.MeanMS <= u.MaxMS) {
			t.Errorf("untimed statistics out of order: %+v", u)
		}
	}
}

// busHost is the host device with a fake bus: a pinned bandwidth of
// 10 GB/s each way, and a staging fallback when fallback is set.
type busHost struct {
	runtime.Device
	fallback error
}

func (b busHost) PinnedBandwidth(n int64, reps int) (runtime.Bandwidth, error) {
	if b.fallback != nil {
		return runtime.Bandwidth{}, b.fallback
	}
	return runtime.Bandwidth{HtoD: 10e9, DtoH: 10e9}, nil
}

func (b busHost) StagingFallback() error { return b.fallback }

// TestPerfCopies times the copies of the shared MLP on a device with a
// bus: the report has the run's bytes each way, rates, and their share of
// the pinned bandwidth; without pinned memory the copies are still
// reported, with the staging's and the probe's reasons.
func TestPerfCopies(t *testing.T) {
	lib, err := OpenMLIR("")
	if err != nil {
		t.Fatalf("%v (run `make build`)", err)
	}
	dir := t.TempDir()
	l, err := Load(context.Background(), portableMLPBundle(t, dir), LoadOptions{Library: LoadedMLIR(lib), OpenCache: func() (*kcache.Cache, error) { return kcache.Open(filepath.Join(dir, "cache")) }})
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	x, err := npy.ReadFile(filepath.Join(sharedMLP, "input_x.npy"))
	if err != nil {
		t.Fatal(err)
	}
	in := map[string]*npy.Array{"x": x}
	for _, fallback := range []error{nil, errors.New("no pinned memory")} {
		s, err := runtime.PrepareSource(context.Background(), l.Source, "", busHost{Device: l.Session.Device(), fallback: fallback})
		if err != nil {
			t.Fatal(err)
		}
		rep, err := Perf(context.Background(), s, in, PerfOptions{Runs: 2, Copies: true, Resident: true})
		s.Close()
		if err != nil {
			t.Fatal(err)
		}
		// Device-resident runs: timed on a device behind a bus.
		if u := rep.Resident; u == nil || rep.ResidentSkipped != "" || !(0 < u.MinMS && u.MinMS <= u.MedianMS && u.MedianMS <= u.MaxMS) {
			t.Errorf("fallback %v: device-resident runs %+v (skipped: %q)", fallback, u, rep.ResidentSkipped)
		}
		c := rep.Copies
		if c == nil {
			t.Fatal("no copies reported on a device with a bus")
		}
		outBytes := int64(0)
		for _, o := range l.Session.Program().Outputs {
			outBytes += l.Session.Program().Buffers[o].Bytes
		}
		if c.InBytes != int64(len(x.Data)) || c.OutBytes != outBytes || c.InMS <= 0 || c.OutMS <= 0 || c.InGBps <= 0 || c.OutGBps <= 0 {
			t.Errorf("fallback %v: copies %+v: want %d bytes in, %d out, positive times and rates", fallback, c, len(x.Data), outBytes)
		}
		if fallback == nil {
			if c.PinnedHtoDGBps != 10 || c.PinnedDtoHGBps != 10 || math.Abs(c.InPercent-10*c.InGBps) > 1e-9 || c.Staging != "pinned" || c.ProbeError != "" {
				t.Errorf("copies %+v: want 10 GB/s pinned, InPercent = InGBps/10 GB/s, staging pinned", c)
			}
		} else if c.PinnedHtoDGBps != 0 || !strings.Contains(c.Staging, "pageable: no pinned memory") || c.ProbeError != "no pinned memory" {
			t.Errorf("copies without pinned memory %+v", c)
		}
	}
}
