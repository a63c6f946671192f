package finalize

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/gpu/stages"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/target"
	"github.com/mgxport/mgxport/tuner"
)

// GPU tuning (DESIGN.md, Tuning): a TOSA kernel is parsed once and taken
// through the stages no schedule changes (tosaToMemref); each trial is a
// clone of that module given one tiling of the GEMM kernel (gemmSpace;
// with --allow-tf32 the TF32 kernel's, mmaSpace),
// lowered to device code and run on the target's device with random
// inputs, timed (TuneDevice.Measurer) and checked against the default
// tiling's outputs. The fastest wins and is cached under the strategy and
// the device's name, and its tiling is recorded as the kernel's tuning
// decision (gpudecision.go), which a later finalize — here or, through
// `cache export --tuned`, on another machine with a GPU of the same kind —
// compiles without measuring. Kernels without a product worth the GEMM
// kernel compile once, as without tuning.

// gpuTuning is a GPU target's tuning state: the options, and the device
// opened on first need, whose measurements never overlap.
type gpuTuning struct {
	opts TuneOptions
	dev  TuneDevice

	once    sync.Once
	opened  runtime.Device
	openErr error
	measure sync.Mutex
}

// newGPUTuning returns row's tuning state, nil when there is none to do:
// no tuning asked, or no device for the row in opts.Devices — its kernels
// then get the heuristic default schedule, as untuned ones (the caller
// says so; cmd/mgxport prints it).
func newGPUTuning(row target.Target, opts *TuneOptions) *gpuTuning {
	if opts == nil {
		return nil
	}
	d, ok := opts.Devices[row.Name]
	if !ok || d.Open == nil {
		return nil
	}
	return &gpuTuning{opts: *opts, dev: d}
}

// device opens the device once.
func (g *gpuTuning) device() (runtime.Device, error) {
	g.once.Do(func() {
		g.opened, g.openErr = g.dev.Open()
		if g.openErr != nil {
			g.openErr = fmt.Errorf("open the tuning device %s: %w", g.dev.ID, g.openErr)
		}
	})
	return g.opened, g.openErr
}

func (g *gpuTuning) close() error {
	if g == nil || g.opened == nil {
		return nil
	}
	return g.opened.Close()
}

// tune tunes the TOSA kernel in on one pooled worker (one parse, one
// clone per trial) and returns the winner's object, whether the budget cut
// the search short (tuner.Result.Partial), and the decision: the winner's
// schedule (gpuSchedule as JSON; nil when the kernel has nothing to tune).
func (p *gpuPool) tune(ctx context.Context, in Input) (*codeobj.Object, bool, []byte, error) {
	l, err := p.workers.Acquire(ctx)
	if err != nil {
		return nil, false, nil, err
	}
	var partial bool
	obj, sched, err := p.tuneOn(ctx, l.W, in, &partial)
	p.workers.Release(l, err != nil)
	if err != nil {
		return nil, false, nil, fmt.Errorf("tune %s for %s: %w", in.Object.Symbol, p.row.Name, err)
	}
	return obj, partial, sched, nil
}

// tuneOn tunes in on w; it sets *partial when the budget cut the search
// short.
func (p *gpuPool) tuneOn(ctx context.Context, w *stages.Worker, in Input, partial *bool) (*codeobj.Object, []byte, error) {
	g := p.tuning
	// The fused attention's flash kernel: the half and TF32 kernels tune
	// their tiling (spaceAttn: each trial the whole kernel, compiled from
	// the TOSA it is recognized in); the exact fp32 kernel has one and
	// compiles as without --tune.
	kernels := p.tail.Kernels(p.row)
	if attn, flash, err := w.FlashAttention(in.Module, kernels); err != nil || flash {
		if err != nil {
			return nil, nil, err
		}
		if attn.Elem == "f32" && !attn.TF32 || !backend.TunableFloats(in.Object) {
			obj, err := w.Compile(ctx, p.tail, in.Module, backend.SourceTOSA, p.row, in.Object)
			return obj, nil, err
		}
		dev, err := g.device()
		if err != nil {
			return nil, nil, err
		}
		t := gpuTrials{g: g, dev: dev, w: w, tail: p.tail, row: p.row, in: in, partial: partial}
		return tuneSpace(ctx, t, spaceAttn, attn.AttnSpace(kernels), func(ctx context.Context, a kernelgen.AttnTile) (*codeobj.Object, error) {
			return w.FlashTrial(ctx, p.tail, in.Module, p.row, in.Object, withAttn(kernels, a))
		})
	}
	prepared, err := w.Prepare(ctx, in.Module)
	if err != nil {
		return nil, nil, err
	}
	defer prepared.Close()
	space, err := p.spaceOf(prepared, in)
	if err != nil {
		return nil, nil, err
	}
	if space.kind == "" {
		obj, err := w.Trial(ctx, p.tail, prepared, p.row, in.Object, space.def) // the default schedule: nothing to tune
		return obj, nil, err
	}
	dev, err := g.device()
	if err != nil {
		return nil, nil, err
	}
	t := gpuTrials{g: g, dev: dev, w: w, tail: p.tail, prepared: prepared, row: p.row, in: in, partial: partial}
	switch space.kind {
	case spaceAMD:
		return tuneSpace(ctx, t, spaceAMD, space.amd, trialOf(t, space.withAMD))
	case spaceMMA16:
		return tuneSpace(ctx, t, spaceMMA16, space.mma, trialOf(t, space.withMMA16))
	case spaceMMA:
		return tuneSpace(ctx, t, spaceMMA, space.mma, trialOf(t, space.withMMA))
	default:
		return tuneSpace(ctx, t, spaceGEMM, space.gemm, trialOf(t, space.withGEMM))
	}
}

// gpuTrials is what every trial of one kernel's tuning shares: the tuning
// state and its device, the worker and its prepared module, the kernel.
type gpuTrials struct {
	g        *gpuTuning
	dev      runtime.Device
	w        *stages.Worker
	tail     stages.Tail
	prepared *mlirc.Module
	row      target.Target
	in       Input
	partial  *bool // set when the budget stopped the search early
}

// trialOf compiles a trial of t's prepared kernel with the contractions'
// options opts makes of the point.
func trialOf[T any](t gpuTrials, opts func(T) kernelgen.Options) func(context.Context, T) (*codeobj.Object, error) {
	return func(ctx context.Context, p T) (*codeobj.Object, error) {
		return t.w.Trial(ctx, t.tail, t.prepared, t.row, t.in.Object, opts(p))
	}
}

// withAttn is the options kernels with the flash attention tiled as a.
func withAttn(kernels kernelgen.Options, a kernelgen.AttnTile) kernelgen.Options {
	kernels.Attn = &a
	return kernels
}

// tuneSpace measures the trials of space (the default first), each
// compiled by compile, and returns the fastest's object and the decision
// (gpuSchedule of the space kind and the winner, as JSON).
func tuneSpace[T interface {
	comparable
	fmt.Stringer
}](ctx context.Context, t gpuTrials, kind string, space []T, compile func(context.Context, T) (*codeobj.Object, error)) (*codeobj.Object, []byte, error) {
	g, in := t.g, t.in
	if len(g.opts.Only) > 0 {
		var only []T
		var names []string
		for _, p := range space {
			names = append(names, p.String())
			if slices.Contains(g.opts.Only, p.String()) {
				only = append(only, p)
			}
		}
		if len(only) == 0 {
			return nil, nil, fmt.Errorf("no point of this kernel's %s space is named %s (its points: %s)", kind, strings.Join(g.opts.Only, " or "), strings.Join(names, " "))
		}
		space = only
	}
	inputs := tuner.RandomInputs(in.Object)
	measurer := g.dev.MeasurerOf()
	job := tuner.Job[T, *codeobj.Object]{
		Name:    in.Object.Symbol,
		Space:   space,
		Compile: compile,
		Measure: func(ctx context.Context, o *codeobj.Object, ref any) (time.Duration, any, error) {
			g.measure.Lock()
			defer g.measure.Unlock()
			return measurer.Measure(ctx, t.dev, o, inputs, ref)
		},
	}
	res, err := tuner.Run(ctx, job, tuner.Options{Strategy: g.opts.Strategy, Deadline: g.opts.Deadline, Workers: 1, Progress: g.opts.Progress})
	if err != nil {
		return nil, nil, err
	}
	if res.Artifact == nil {
		return nil, nil, errors.New("tuning kept no trial")
	}
	*t.partial = res.Partial
	if g.opts.Report != nil {
		r := TuneReport{Kernel: in.Object.Symbol, Best: res.Best.String(), BestTime: res.Time, Stats: res.Stats, Parses: 1, Clones: res.Stats.Compiled, Trials: res.Trials}
		if len(res.Trials) > 0 {
			r.DefaultTime = res.DefaultTime
		}
		g.opts.Report(r)
	}
	sched, err := encodeGPUSchedule(kind, res.Best)
	if err != nil {
		return nil, nil, err
	}
	return res.Artifact, sched, nil
}
