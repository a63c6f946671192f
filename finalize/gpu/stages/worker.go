package stages

import (
	"context"
	"fmt"

	"github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/finalize/gpu/kernelgen"
	"github.com/mgxport/mgxport/finalize/host"
	"github.com/mgxport/mgxport/finalize/transform"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/target"
)

// Worker is the MLIR state one compiling goroutine owns on a GPU path:
// a context and the parsed pass managers and bufferization script. It
// lowers TOSA kernels through the shared stages (tosaToGPU) and hands the
// gpu.module to a vendor's Tail. Not safe for concurrent use.
type Worker struct {
	lib *mlirc.Library
	ctx *mlirc.Context
	pms map[string]*mlirc.PassManager
	// scripts holds the parsed transform scripts every kernel applies
	// (bufferization, the transposes' generalization), by text.
	scripts map[string]*mlirc.Module
}

// NewWorker makes a worker with its own MLIR context.
func NewWorker(lib *mlirc.Library) (*Worker, error) {
	c, err := lib.NewContext()
	if err != nil {
		return nil, err
	}
	return &Worker{lib: lib, ctx: c, pms: map[string]*mlirc.PassManager{}, scripts: map[string]*mlirc.Module{}}, nil
}

// Lib is the MLIR library the worker compiles with.
func (w *Worker) Lib() *mlirc.Library { return w.lib }

// Close destroys the worker's context and everything in it.
func (w *Worker) Close() { w.ctx.Close() }

// Run runs the pass pipeline specs on m (its pass manager parsed once per
// worker), naming stage in errors.
func (w *Worker) Run(m *mlirc.Module, stage string, specs []string) error {
	p := host.PipelineString(specs)
	pm, ok := w.pms[p]
	if !ok {
		var err error
		if pm, err = w.ctx.NewPassManager(p); err != nil {
			return fmt.Errorf("%s: %w", stage, err)
		}
		w.pms[p] = pm
	}
	if err := pm.Run(m); err != nil {
		return fmt.Errorf("%s: %w", stage, err)
	}
	return nil
}

// transform applies a transform script (cached: parsed once per worker)
// to m.
func (w *Worker) transform(m *mlirc.Module, stage, script string, cached bool) error {
	s := w.scripts[script]
	if s == nil {
		var err error
		if s, err = w.ctx.ParseString(script); err != nil {
			return fmt.Errorf("%s: parse script: %w", stage, err)
		}
		if cached {
			w.scripts[script] = s
		} else {
			defer s.Close()
		}
	}
	if err := m.ApplyTransform(s, transform.Entry); err != nil {
		return fmt.Errorf("%s: %w", stage, err)
	}
	return nil
}

// Step runs f unless ctx is done.
func Step(ctx context.Context, f func() error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	return f()
}

// tosaToGPU runs the stages every GPU target shares on a parsed TOSA
// kernel (pipeline.go lists them): TOSA → linalg, fusion,
// bufferization, the kernel's schedule for t, outlining, and one merged
// gpu.module whose kernels the host function launches. Each target then
// attaches itself and lowers the gpu.module. This is the one list of the
// shared stages.
func (w *Worker) tosaToGPU(ctx context.Context, m *mlirc.Module, t target.Target, gemm kernelgen.Options) error {
	// The portable attention kernel takes the flash-attention kernel
	// where the target has the half matrix units (recognized on the TOSA
	// it was written in, replaced once bufferized).
	attn, flash := kernelgen.MatchAttention(m)
	attn = withAttnTile(attn, gemm)
	flash = flash && flashFits(attn, gemm)
	if err := w.tosaToMemref(ctx, m); err != nil {
		return err
	}
	if flash {
		if err := Step(ctx, func() error { return kernelgen.ReplaceAttention(m, attn, gemm.Shared) }); err != nil {
			return fmt.Errorf("attention: %w", err)
		}
		if err := w.Run(m, "attention", GPUInlinePipeline()); err != nil {
			return err
		}
	}
	return w.memrefToGPU(ctx, m, t, gemm)
}

// withAttnTile is a as the target with options gemm computes it: half
// attentions with the half kernel's tiling (a trial's, else by the
// shape: kernelgen.AttnTileFor); fp32 attentions on the TF32 kernel
// where TF32 is allowed (--allow-tf32) and it takes a, else exact on
// the fp32 kernel (its own tiling).
func withAttnTile(a kernelgen.Attention, gemm kernelgen.Options) kernelgen.Attention {
	switch a.Elem {
	case "f16", "bf16":
		a.Tile = kernelgen.AttnTileFor(a, gemm)
	case "f32":
		if gemm.TF32 && !gemm.Emulate {
			t := a
			t.TF32 = true
			t.Tile = kernelgen.AttnTileFor(t, gemm)
			if t.Fits(gemm.Shared) {
				return t
			}
		}
	}
	return a
}

// flashFits reports whether the flash-attention kernel computes a for a
// target with options gemm (NVIDIA half matrix units, enough shared
// memory).
func flashFits(a kernelgen.Attention, gemm kernelgen.Options) bool {
	return gemm.Half16 && !gemm.Emulate && a.Fits(gemm.Shared)
}

// FlashAttention reports whether src, a TOSA kernel, is the portable
// attention that tosaToGPU replaces whole by the flash-attention kernel
// for a target with options gemm, and returns it with its default
// tiling. Such a kernel tunes the flash kernel's tiling (its space:
// Attention.AttnSpace, each trial compiled whole by FlashTrial), never
// the generic decomposition a trial from Prepare would lower.
func (w *Worker) FlashAttention(src []byte, gemm kernelgen.Options) (kernelgen.Attention, bool, error) {
	m, err := w.ctx.Parse(src)
	if err != nil {
		return kernelgen.Attention{}, false, err
	}
	defer m.Close()
	a, ok := kernelgen.MatchAttention(m)
	a = withAttnTile(a, gemm)
	return a, ok && flashFits(a, gemm), nil
}

// tosaToMemref is tosaToGPU's first half, which no schedule changes:
// TOSA to linalg (the max poolings and min/max reductions starting from
// the infinities), fused, bufferized, memref-level cleanups. A tuning
// trial starts from a clone of its result.
func (w *Worker) tosaToMemref(ctx context.Context, m *mlirc.Module) error {
	steps := []func() error{
		func() error { return w.Run(m, "tosa to linalg", host.TOSAToLinalgPipeline()) },
		// ONNX's -inf as the max poolings' start and padding and the
		// max reductions' start (+inf the min reductions'), not
		// tosa-to-linalg's lowest (largest) finite float, as on the
		// host: the pooling kernel (kernelgen.ReplacePools) takes both
		// from the IR.
		func() error {
			_, _, err := host.InfStarts(m)
			return err
		},
		func() error { return w.transform(m, "generalize transposes", GPUGeneralizeTransposesScript(), true) },
		func() error { return w.Run(m, "fuse", GPULinalgPipeline()) },
		// A value returned twice gets a copy for each repeat (the memref
		// stage's buffer-results-to-out-params crashes on it).
		func() error {
			_, err := host.DistinctReturns(m)
			return err
		},
		func() error { return w.transform(m, "bufferize", GPUBufferizeScript(), true) },
		func() error { return w.Run(m, "memref", GPUMemrefPipeline()) },
	}
	for _, s := range steps {
		if err := Step(ctx, s); err != nil {
			return err
		}
	}
	return nil
}

// memrefToGPU is tosaToGPU's second half: contractions take the GEMM
// kernel tiled as gemm says, every other op the default schedule, and the
// launches are outlined into one gpu.module.
func (w *Worker) memrefToGPU(ctx context.Context, m *mlirc.Module, t target.Target, gemm kernelgen.Options) error {
	steps := []func() error{
		func() error {
			n, err := kernelgen.ReplaceContractions(m, gemm)
			if err != nil {
				return fmt.Errorf("contractions: %w", err)
			}
			pools, err := kernelgen.ReplacePools(m, false)
			if err != nil {
				return fmt.Errorf("pooling: %w", err)
			}
			if n+pools == 0 {
				return nil
			}
			return w.Run(m, "contractions", GPUInlinePipeline())
		},
		func() error {
			sched := kernelgen.DefaultGPUSchedule(t)
			script, err := sched.ScriptFor(m)
			if err != nil {
				return fmt.Errorf("schedule: %w", err)
			}
			if script == "" {
				return nil // every op was a contraction
			}
			return w.transform(m, "schedule "+sched.String(), script, false)
		},
		func() error { return sinkGlobals(m) },
		func() error { return w.Run(m, "outline", GPUOutlinePipeline()) },
		func() error { return mergeGPUModules(m) },
	}
	for _, s := range steps {
		if err := Step(ctx, s); err != nil {
			return err
		}
	}
	return nil
}

// Module parses src and brings it to gpu.module form for t: a TOSA
// kernel through the shared stages (tosaToGPU, contractions as gemm
// says), a kernel raised from SPIR-V as it is. The caller closes the
// module.
func (w *Worker) Module(ctx context.Context, src []byte, kind backend.SourceKind, t target.Target, gemm kernelgen.Options) (*mlirc.Module, error) {
	if kind != backend.SourceTOSA && kind != backend.SourceGPU {
		return nil, fmt.Errorf("source kind %s has no GPU path", kind)
	}
	m, err := w.ctx.Parse(src)
	if err != nil {
		return nil, err
	}
	if kind == backend.SourceTOSA {
		if err := w.tosaToGPU(ctx, m, t, gemm); err != nil {
			m.Close()
			return nil, err
		}
	}
	return m, nil
}

// Prepare parses a TOSA kernel and runs the stages every trial shares.
// The caller closes the module.
func (w *Worker) Prepare(ctx context.Context, src []byte) (*mlirc.Module, error) {
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

// TrialModule clones prepared and lowers the clone to gpu.module form
// with the GEMM tiling of gemm. The caller closes it.
func (w *Worker) TrialModule(ctx context.Context, prepared *mlirc.Module, t target.Target, gemm kernelgen.Options) (*mlirc.Module, error) {
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
