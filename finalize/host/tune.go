package host

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/tuner"
)

// Host tuning (DESIGN.md, Tuning): a TOSA kernel with a contraction is
// parsed once, compiled under each host schedule the strategy picks from
// HostSpace (a clone of the parse per trial), and each trial is run on
// this CPU with random inputs, timed, and checked against the default
// schedule's outputs; the fastest wins. Kernels without a contraction
// (where the schedule changes nothing) compile once, as without tuning.

// HostSpace returns the host schedules tuning tries around def, ranked:
// def first, then its neighbours in register tile, cache depth, packing
// and (where conv32 names one, Conv32KernelFor) the float32 convolution
// micro-kernel, or none (the register tiles for every convolution),
// nearest first (def with the micro-kernel second). Every
// point is valid (Validate).
func HostSpace(def HostSchedule, conv32 string) []HostSchedule {
	if !def.Scheduled() {
		return []HostSchedule{def}
	}
	width := max(def.MicroN/2, 4) // the SIMD width the default's tile is 2 vectors of
	type ranked struct {
		s    HostSchedule
		dist int
	}
	var all []ranked
	seen := map[HostSchedule]bool{}
	for _, mm := range []int{def.MicroM, 4, 6, 8} {
		for _, mn := range []int{def.MicroN, width, 2 * width, 4 * width} {
			for _, ck := range []int{def.CacheK, 128, 512} {
				for _, pack := range []bool{def.PackB, !def.PackB} {
					for _, c32 := range slices.Compact([]string{def.Conv32, conv32, ""}) {
						// The 8-bit and depthwise micro-kernels are not tuned:
						// every point keeps them. Convolutions keep the default's
						// register tile where the point keeps its MicroM x
						// MicroN, and take the point's otherwise.
						s := HostSchedule{Name: "tuned", MicroM: mm, MicroN: mn, CacheK: ck, PackB: pack, Dot8: def.Dot8, Conv32: c32, Depthwise: def.Depthwise}
						if c32 == def.Conv32 {
							s.Conv32MinF, s.Conv32MinC = def.Conv32MinF, def.Conv32MinC
						}
						if mm == def.MicroM && mn == def.MicroN {
							s.ConvM, s.ConvN = def.ConvM, def.ConvN
						}
						s.CacheN = mn // B panels one register tile wide, as the defaults
						if s.MicroM == def.MicroM && s.MicroN == def.MicroN && s.CacheK == def.CacheK && s.PackB == def.PackB && c32 == def.Conv32 {
							s = def
						}
						if seen[s] || s.Validate() != nil {
							continue
						}
						seen[s] = true
						d := 0
						for _, diff := range []bool{mm != def.MicroM, mn != def.MicroN, ck != def.CacheK, pack != def.PackB, c32 != def.Conv32} {
							if diff {
								d++
							}
						}
						all = append(all, ranked{s, d})
					}
				}
			}
		}
	}
	slices.SortStableFunc(all, func(a, b ranked) int { return a.dist - b.dist })
	out := make([]HostSchedule, len(all))
	for i, r := range all {
		out[i] = r.s
	}
	return out
}

// hasContraction reports whether a TOSA module holds an op the host
// schedule tiles.
func hasContraction(m *mlirc.Module) (bool, error) {
	return hasOp(m, "tosa.matmul", "tosa.conv2d", "tosa.conv3d", "tosa.depthwise_conv2d")
}

// hasOp reports whether a module holds an op named one of names.
func hasOp(m *mlirc.Module, names ...string) (bool, error) {
	found := false
	err := m.Inspect(func(root mlirc.Op) error {
		root.Walk(func(op mlirc.Op) bool {
			if slices.Contains(names, op.Name()) {
				found = true
			}
			return !found
		})
		return nil
	})
	return found, err
}

// hostTrial is a compiled point: the shared object and the kernel in it.
type hostTrial struct {
	so []byte
}

// hostTrialObject is the host_so object of a trial: the portable
// object's signature with the trial's shared object.
func hostTrialObject(o *codeobj.Object, so []byte) *codeobj.Object {
	return &codeobj.Object{Format: codeobj.HostSO, Target: "host", Symbol: o.Symbol, Args: o.Args, Global: o.Global, Local: o.Local, Payload: so}
}

// TuneHost tunes the TOSA kernel src of the portable object o with opts
// on this CPU and returns the winner's shared object and schedule (nil
// when the kernel has nothing to tune: it compiled once, as untuned). dev
// is the host device the trials run on (the caller's: finalize opens no
// device). measure serializes the timing of every kernel tuned at once.
func (c *Compiler) TuneHost(ctx context.Context, src []byte, o *codeobj.Object, opts TuneOptions, dev runtime.Device, measure *sync.Mutex) ([]byte, PhaseTimes, *HostSchedule, error) {
	l, err := c.workers.Acquire(ctx)
	if err != nil {
		return nil, PhaseTimes{}, nil, err
	}
	w := l.W
	failed := true
	var times PhaseTimes
	defer func() {
		c.mu.Lock()
		c.times.Add(times)
		c.mu.Unlock()
		c.workers.Release(l, failed)
	}()
	stages := HostTOSAStages()
	clock := phaseClock{time.Now()}
	mod, err := w.ctx.Parse(src)
	if err != nil {
		return nil, times, nil, fmt.Errorf("compile host (tosa): %w", err)
	}
	defer mod.Close()
	clock.lap(&times.Parse)
	contracts, err := hasContraction(mod)
	if err != nil {
		return nil, times, nil, err
	}
	if !contracts || !backend.Tunable(o) {
		so, err := w.compileParsed(ctx, mod, stages, SourceTOSA, c.sched, &times, PhaseTimes{}, phaseClock{time.Now()})
		failed = err != nil
		return so, times, nil, err
	}

	// The float32 convolution micro-kernel is a choice where there is a
	// convolution.
	conv32 := ""
	if conv, err := hasOp(mod, "tosa.conv2d"); err != nil {
		return nil, times, nil, err
	} else if conv {
		conv32 = Conv32KernelFor(c.lib.HostTarget())
	}
	inputs := tuner.RandomInputs(o)
	job := tuner.Job[HostSchedule, hostTrial]{
		Name:  o.Symbol,
		Space: HostSpace(c.sched, conv32),
		Compile: func(ctx context.Context, s HostSchedule) (hostTrial, error) {
			so, err := w.compileParsed(ctx, mod, stages, SourceTOSA, s, &times, PhaseTimes{}, phaseClock{time.Now()})
			return hostTrial{so: so}, err
		},
		Measure: func(ctx context.Context, tr hostTrial, ref any) (time.Duration, any, error) {
			measure.Lock()
			defer measure.Unlock()
			return tuner.MeasureObject(ctx, dev, hostTrialObject(o, tr.so), inputs, ref)
		},
	}
	res, err := tuner.Run(ctx, job, tuner.Options{Strategy: opts.Strategy, Deadline: opts.Deadline, Workers: 1, Progress: opts.Progress})
	if err != nil {
		return nil, times, nil, err
	}
	failed = false
	if opts.Report != nil {
		r := TuneReport{Kernel: o.Symbol, Best: res.Best.String(), BestTime: res.Time, Stats: res.Stats, Parses: 1, Clones: res.Stats.Compiled, Trials: res.Trials}
		if len(res.Trials) > 0 {
			r.DefaultTime = res.DefaultTime
		}
		opts.Report(r)
	}
	best := res.Best
	return res.Artifact.so, times, &best, nil
}

// TuneKey names the tuning of a cache key: "default", or the strategy.
func TuneKey(opts *TuneOptions) string {
	if opts == nil {
		return "default"
	}
	return string(opts.Strategy)
}

// CompileScheduled compiles the TOSA kernel src under sched, a schedule a
// tuning recorded (on this machine or, through a cache archive, on another
// of the same device identity), instead of tuning it again. The schedule
// is untrusted data: it must be a point of the space this CPU's tuning
// searches (HostSpace of the default schedule and this CPU's float32
// convolution micro-kernel), so nothing a recorded decision says can select
// code this CPU would not have tried itself (a micro-kernel it lacks, a
// tile the space never holds).
func (c *Compiler) CompileScheduled(ctx context.Context, src []byte, sched HostSchedule) ([]byte, PhaseTimes, error) {
	if err := sched.Validate(); err != nil {
		return nil, PhaseTimes{}, err
	}
	// The space with this CPU's float32 convolution micro-kernel holds
	// every point a tuning here could pick, with or without one.
	if !slices.Contains(HostSpace(c.sched, Conv32KernelFor(c.lib.HostTarget())), sched) {
		return nil, PhaseTimes{}, fmt.Errorf("host schedule %s is not a point this CPU's tuning tries (default %s)", sched, c.sched)
	}
	l, err := c.workers.Acquire(ctx)
	if err != nil {
		return nil, PhaseTimes{}, err
	}
	var t PhaseTimes
	so, err := l.W.compile(ctx, src, SourceTOSA, sched, &t)
	c.mu.Lock()
	c.times.Add(t)
	c.mu.Unlock()
	c.workers.Release(l, err != nil)
	return so, t, err
}

// DecodeSchedule parses a recorded host schedule (JSON, as tuning stores
// it) strictly: no unknown fields, no trailing data, and a valid schedule
// (Validate). It is the check of untrusted schedule data; CompileScheduled
// then also requires the schedule to be in this CPU's tuning space.
func DecodeSchedule(b []byte) (HostSchedule, error) {
	var s HostSchedule
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return s, fmt.Errorf("host schedule: %w", err)
	}
	if dec.More() {
		return s, errors.New("host schedule: trailing data")
	}
	if !s.Scheduled() {
		return s, errors.New("host schedule: no register tile (tuning never records the unscheduled loops)")
	}
	if err := s.Validate(); err != nil {
		return s, err
	}
	return s, nil
}
