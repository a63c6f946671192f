package finalize

import (
	"context"
	"errors"
	"fmt"
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
// inputs, timed and checked against the default tiling's outputs. The
// fastest wins and is cached under the strategy and the device's name.
// Kernels without a product worth the GEMM kernel compile once, as
// without tuning.

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
// clone per trial) and returns the winner's payload, and whether the
// budget cut the search short (tuner.Result.Partial).
func (p *gpuPool) tune(ctx context.Context, in Input) (*codeobj.Object, bool, error) {
	l, err := p.workers.Acquire(ctx)
	if err != nil {
		return nil, false, err
	}
	var partial bool
	obj, err := p.tuneOn(ctx, l.W, in, &partial)
	p.workers.Release(l, err != nil)
	if err != nil {
		return nil, false, fmt.Errorf("tune %s for %s: %w", in.Object.Symbol, p.row.Name, err)
	}
	return obj, partial, nil
}

// tuneOn tunes in on w; it sets *partial when the budget cut the search
// short.
func (p *gpuPool) tuneOn(ctx context.Context, w *stages.Worker, in Input, partial *bool) (*codeobj.Object, error) {
	g := p.tuning
	// The fused attention's flash kernel has no tuning space: it
	// compiles as without --tune.
	if flash, err := w.FlashAttention(in.Module, p.tail.Kernels(p.row)); err != nil || flash {
		if err != nil {
			return nil, err
		}
		return w.Compile(ctx, p.tail, in.Module, backend.SourceTOSA, p.row, in.Object)
	}
	prepared, err := w.Prepare(ctx, in.Module)
	if err != nil {
		return nil, err
	}
	defer prepared.Close()
	products, err := kernelgen.Products(prepared)
	if err != nil {
		return nil, err
	}
	def := kernelgen.OptionsFor(p.row)
	def.TF32 = p.be.tf32
	if len(products) == 0 || !backend.Tunable(in.Object) {
		return w.Trial(ctx, p.tail, prepared, p.row, in.Object, def)
	}
	dev, err := g.device()
	if err != nil {
		return nil, err
	}
	// The largest product decides the space; a trial's tiling applies to
	// every product of the kernel (almost always one).
	big := products[0]
	for _, c := range products[1:] {
		if c.M()*c.N()*c.K()*c.BatchSize() > big.M()*big.N()*big.K()*big.BatchSize() {
			big = c
		}
	}
	if big.Half() && def.AMD != "" { // AMD's MFMA/WMMA half kernel
		if !big.AMDFits(def.AMD, def.Shared) {
			return w.Trial(ctx, p.tail, prepared, p.row, in.Object, def)
		}
		return tuneSpace(ctx, g, dev, w, p.tail, prepared, p.row, in, partial, big.AMDSpace(def.AMD, p.row.Processors, p.row.SharedMem), func(t kernelgen.AMDTile) kernelgen.Options {
			o := def
			o.AMDTile = &t
			return o
		})
	}
	if big.Half() {
		if !def.Half16 || !big.MMA16Fits(def.Shared) {
			return w.Trial(ctx, p.tail, prepared, p.row, in.Object, def) // the default schedule: nothing to tune
		}
		return tuneSpace(ctx, g, dev, w, p.tail, prepared, p.row, in, partial, big.MMA16Space(p.row.Processors, p.row.SharedMem, def.WGMMA), func(t kernelgen.MMATile) kernelgen.Options {
			o := def
			o.MMA16 = &t
			return o
		})
	}
	if def.TF32 {
		return tuneSpace(ctx, g, dev, w, p.tail, prepared, p.row, in, partial, big.MMASpace(p.row.Processors, p.row.SharedMem, def.WGMMA), func(t kernelgen.MMATile) kernelgen.Options {
			o := def
			o.MMA = &t
			return o
		})
	}
	return tuneSpace(ctx, g, dev, w, p.tail, prepared, p.row, in, partial, big.GEMMSpace(p.row.Processors), func(t kernelgen.GEMMTile) kernelgen.Options {
		o := def
		o.Tile = &t
		return o
	})
}

// tuneSpace measures the trials of space (the default first), each
// compiled with the contractions' options opts makes of it, and returns
// the fastest's object; it sets *partial when the budget stopped the
// search early.
func tuneSpace[T fmt.Stringer](ctx context.Context, g *gpuTuning, dev runtime.Device, w *stages.Worker, tail stages.Tail, prepared *mlirc.Module, row target.Target, in Input, partial *bool, space []T, opts func(T) kernelgen.Options) (*codeobj.Object, error) {
	inputs := tuner.RandomInputs(in.Object)
	job := tuner.Job[T, *codeobj.Object]{
		Name:  in.Object.Symbol,
		Space: space,
		Compile: func(ctx context.Context, t T) (*codeobj.Object, error) {
			return w.Trial(ctx, tail, prepared, row, in.Object, opts(t))
		},
		Measure: func(ctx context.Context, o *codeobj.Object, ref any) (time.Duration, any, error) {
			g.measure.Lock()
			defer g.measure.Unlock()
			return tuner.MeasureObject(ctx, dev, o, inputs, ref)
		},
	}
	res, err := tuner.Run(ctx, job, tuner.Options{Strategy: g.opts.Strategy, Deadline: g.opts.Deadline, Workers: 1, Progress: g.opts.Progress})
	if err != nil {
		return nil, err
	}
	if res.Artifact == nil {
		return nil, errors.New("tuning kept no trial")
	}
	*partial = res.Partial
	if g.opts.Report != nil {
		r := TuneReport{Kernel: in.Object.Symbol, Best: res.Best.String(), BestTime: res.Time, Stats: res.Stats, Parses: 1, Clones: res.Stats.Compiled}
		if len(res.Trials) > 0 {
			r.DefaultTime = res.DefaultTime
		}
		g.opts.Report(r)
	}
	return res.Artifact, nil
}
