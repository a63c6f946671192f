package finalize

import (
	"context"
	"errors"
	"fmt"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"sync"
	"time"

	"github.com/mgxport/mgxport/codeobj"
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

// TuneDevice is the device a GPU target's trials are measured on.
type TuneDevice struct {
	// ID names the device in kernel cache keys: its model and arch (not
	// its ordinal), so every GPU of one model shares its tunings.
	ID string
	// Open opens the device, on the first kernel that needs it; the
	// target closes it.
	Open func() (runtime.Device, error)
}

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

// contractionsOf returns the products of m's functions that take the GEMM
// kernel.
func contractionsOf(m *mlirc.Module) ([]kernelgen.Contraction, error) {
	var out []kernelgen.Contraction
	err := m.Inspect(func(root mlirc.Op) error {
		for _, fn := range root.Ops(0) {
			if fn.Name() != "func.func" {
				continue
			}
			for _, op := range fn.Ops(0) {
				if c, ok := kernelgen.MatchContraction(op); ok && c.WorthTiling() {
					out = append(out, c)
				}
			}
		}
		return nil
	})
	return out, err
}

// prepare parses a TOSA kernel and runs the stages every trial shares.
// The caller closes the module.
func (w *gpuWorker) prepare(ctx context.Context, src []byte) (*mlirc.Module, error) {
	m, err := w.ctx.Parse(src)
	if err != nil {
		return nil, err
	}
	if err := w.tosaToMemref(ctx, m); err != nil {
		m.Close()
		return nil, err
	}
	return m, nil
}

// trialModule clones prepared and lowers the clone to gpu.module form
// with the GEMM tiling of gemm. The caller closes it.
func (w *gpuWorker) trialModule(ctx context.Context, prepared *mlirc.Module, t target.Target, gemm kernelgen.Options) (*mlirc.Module, error) {
	m, err := prepared.Clone()
	if err != nil {
		return nil, err
	}
	if err := w.memrefToGPU(ctx, m, t, gemm); err != nil {
		m.Close()
		return nil, err
	}
	return m, nil
}

// trial compiles one tuning trial: a clone of prepared lowered with the
// GEMM tiling of gemm and finished by w's vendor tail.
func trial(ctx context.Context, w gpuCompiler, prepared *mlirc.Module, row target.Target, obj *codeobj.Object, gemm kernelgen.Options) (*codeobj.Object, error) {
	m, err := w.trialModule(ctx, prepared, row, gemm)
	if err != nil {
		return nil, err
	}
	defer m.Close()
	return w.finishTOSA(ctx, m, row, obj)
}

func (c nvvmCompiler) finishTOSA(ctx context.Context, m *mlirc.Module, row target.Target, obj *codeobj.Object) (*codeobj.Object, error) {
	return c.finish(ctx, m, SourceTOSA, row, obj, c.opts)
}

func (c rocdlCompiler) finishTOSA(ctx context.Context, m *mlirc.Module, row target.Target, obj *codeobj.Object) (*codeobj.Object, error) {
	return c.finish(ctx, m, SourceTOSA, row, obj, c.opts)
}

// tune tunes the TOSA kernel in on one pooled worker (one parse, one
// clone per trial) and returns the winner's payload.
func (p *gpuPool) tune(ctx context.Context, in Input) (*codeobj.Object, error) {
	pw, err := p.acquire(ctx)
	if err != nil {
		return nil, err
	}
	var failed error
	defer func() { p.release(pw, failed) }()
	obj, err := p.tuneOn(ctx, pw.w, in)
	failed = err
	if err != nil {
		return nil, fmt.Errorf("tune %s for %s: %w", in.Object.Symbol, p.row.Name, err)
	}
	return obj, nil
}

func (p *gpuPool) tuneOn(ctx context.Context, w gpuCompiler, in Input) (*codeobj.Object, error) {
	g := p.tuning
	prepared, err := w.prepare(ctx, in.Module)
	if err != nil {
		return nil, err
	}
	defer prepared.Close()
	products, err := contractionsOf(prepared)
	if err != nil {
		return nil, err
	}
	def := kernelgen.OptionsFor(p.row)
	def.TF32 = p.be.tf32
	if len(products) == 0 || !tunable(in.Object) {
		return trial(ctx, w, prepared, p.row, in.Object, def)
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
	if big.Half() {
		if !def.Half16 || !big.MMA16Fits(def.Shared) {
			return trial(ctx, w, prepared, p.row, in.Object, def) // the default schedule: nothing to tune
		}
		return tuneSpace(ctx, g, dev, w, prepared, p.row, in, big.MMA16Space(p.row.Processors, p.row.SharedMem), func(t kernelgen.MMATile) kernelgen.Options {
			o := def
			o.MMA16 = &t
			return o
		})
	}
	if def.TF32 {
		return tuneSpace(ctx, g, dev, w, prepared, p.row, in, big.MMASpace(p.row.Processors, p.row.SharedMem, def.WGMMA), func(t kernelgen.MMATile) kernelgen.Options {
			o := def
			o.MMA = &t
			return o
		})
	}
	return tuneSpace(ctx, g, dev, w, prepared, p.row, in, big.GEMMSpace(p.row.Processors), func(t kernelgen.GEMMTile) kernelgen.Options {
		o := def
		o.Tile = &t
		return o
	})
}

// tuneSpace measures the trials of space (the default first), each
// compiled with the contractions' options opts makes of it, and returns
// the fastest's object.
func tuneSpace[T fmt.Stringer](ctx context.Context, g *gpuTuning, dev runtime.Device, w gpuCompiler, prepared *mlirc.Module, row target.Target, in Input, space []T, opts func(T) kernelgen.Options) (*codeobj.Object, error) {
	inputs := tuner.RandomInputs(in.Object)
	job := tuner.Job[T, *codeobj.Object]{
		Name:  in.Object.Symbol,
		Space: space,
		Compile: func(ctx context.Context, t T) (*codeobj.Object, error) {
			return trial(ctx, w, prepared, row, in.Object, opts(t))
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
	if g.opts.Report != nil {
		r := TuneReport{Kernel: in.Object.Symbol, Best: res.Best.String(), BestTime: res.Time, Stats: res.Stats, Parses: 1, Clones: res.Stats.Compiled}
		if len(res.Trials) > 0 {
			r.DefaultTime = res.DefaultTime
		}
		g.opts.Report(r)
	}
	return res.Artifact, nil
}
