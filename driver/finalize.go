// Package driver runs mgxport's flows — compile, finalize, run — across the
// layers, so the CLI and the tests share one implementation.
package driver

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/finalize/raise"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/runtime"
)

// ParseTargets turns an --arch value (a comma list; "auto" for the devices
// present) into the targets this build can finalize for.
func ParseTargets(arch string) ([]string, error) {
	var out []string
	seen := map[string]bool{}
	for _, a := range strings.Split(arch, ",") {
		a = strings.TrimSpace(a)
		switch {
		case a == "":
			continue
		case a == "auto":
			// No GPU backend exists yet: the devices present are this CPU.
			a = "host"
		case a == "host":
		case strings.HasPrefix(a, "gfx") || strings.HasPrefix(a, "sm_"):
			return nil, fmt.Errorf("target %s: this mgxport finalizes for host only (GPU backends are not built yet); use --arch host", a)
		default:
			return nil, fmt.Errorf("unknown target %q: use host, auto, a gfx arch (gfx1151) or an sm arch (sm_90)", a)
		}
		if !seen[a] {
			seen[a] = true
			out = append(out, a)
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no target in --arch %q", arch)
	}
	return out, nil
}

// OpenMLIR opens the MLIR C API library at path, or the one FindLibrary
// finds when path is empty.
func OpenMLIR(path string) (*mlirc.Library, error) {
	if path == "" {
		p, err := mlirc.FindLibrary()
		if err != nil {
			return nil, err
		}
		path = p
	}
	lib, err := mlirc.Open(path)
	if err != nil {
		return nil, fmt.Errorf("%w: run `make build` (after `make deps`), or point --mlir-lib / %s at libmgxport_mlir.so", err, mlirc.EnvLibrary)
	}
	return lib, nil
}

// FinalizeOptions control a finalize.
type FinalizeOptions struct {
	// Targets are the targets to finalize for (ParseTargets).
	Targets []string
	// Jobs bounds the parallel compiles (one MLIR context each); <= 0
	// means GOMAXPROCS.
	Jobs int
	// Cache is the kernel cache to look compiled kernels up in and store
	// them to; nil compiles every kernel.
	Cache *kcache.Cache
	// Progress, when not nil, is called once when the work is known
	// (Done 0) and after each kernel, from one goroutine at a time.
	Progress func(FinalizeEvent)
}

// FinalizeEvent reports finalize progress.
type FinalizeEvent struct {
	Done, Total int
	// The kernel just finished (empty for the first event).
	Target, Symbol string
	Format         codeobj.Format
	CacheHit       bool
	Elapsed        time.Duration // this kernel's time, cache lookup included
}

// FinalizeStats summarizes a finalize.
type FinalizeStats struct {
	// Kernels is the number of finalized objects made (compiled or taken
	// from the cache); Present the launch kernels that were finalized
	// already.
	Kernels, Present int
	// CacheHits and Compiled split Kernels.
	CacheHits, Compiled int
	// Workers is the size of the compiler pool.
	Workers int
	// Wall is the whole finalize's time.
	Wall time.Duration
	// Phases sums the compile phases over the compiled kernels, and Raise
	// the raising of SPIR-V kernels into MLIR (parallel work overlaps, so
	// the sums can exceed Wall). Write is the time to write the bundle.
	Phases finalize.PhaseTimes
	Raise  time.Duration
	Write  time.Duration
	// Warnings are problems that did not stop the finalize (a cache entry
	// that could not be stored).
	Warnings []string
}

// finalizeJob is one kernel to finalize for one target.
type finalizeJob struct {
	target string
	src    *codeobj.Object
}

// PendingKernels returns the number of distinct launch kernels of src that
// lack a finalized object for one of targets, so callers open the MLIR
// library only when there is work.
func PendingKernels(src runtime.Source, targets []string) (int, error) {
	jobs, _, err := pendingJobs(src, targets)
	return len(jobs), err
}

// pendingJobs lists, in launch order, every kernel to finalize, once per
// target, and counts the launches already finalized.
func pendingJobs(src runtime.Source, targets []string) ([]finalizeJob, int, error) {
	var jobs []finalizeJob
	present := 0
	for _, target := range targets {
		if target != "host" {
			return nil, 0, fmt.Errorf("target %s: this mgxport finalizes for host only", target)
		}
		seen := map[string]bool{}
		for _, p := range src.Programs() {
			for _, l := range p.Launches {
				if _, ok := src.Finalized(l, target); ok {
					present++
					continue
				}
				// Any variant serves the host: it runs with subgroup size 1.
				id := l.Kernels[0]
				if seen[id] {
					continue
				}
				seen[id] = true
				o, err := src.ReadObject(id)
				if err != nil {
					return nil, 0, err
				}
				jobs = append(jobs, finalizeJob{target: target, src: o})
			}
		}
	}
	return jobs, present, nil
}

// hostSource returns what the host compiler takes for a portable object:
// TOSA bytecode as it is, SPIR-V raised into MLIR.
func hostSource(o *codeobj.Object) ([]byte, finalize.SourceKind, error) {
	switch o.Format {
	case codeobj.MLIRBytecode:
		return o.Payload, finalize.SourceTOSA, nil
	case codeobj.AMDGCNSPIRV:
		args := make([]raise.ArgInfo, len(o.Args))
		for i, a := range o.Args {
			args[i] = raise.ArgInfo{DType: a.DType, Elems: a.Elems()}
		}
		src, err := raise.Host(o.Payload, o.Symbol, o.Global, args)
		if err != nil {
			return nil, 0, err
		}
		return []byte(src), finalize.SourceRaised, nil
	}
	return nil, 0, fmt.Errorf("%s object %s is not portable", o.Format, o.Symbol)
}

// finalizeOne compiles one portable object for the host through the
// Compiler pool and, when cache is not nil, the kernel cache. warn is a
// cache problem that did not prevent the compile.
func finalizeOne(ctx context.Context, c *finalize.Compiler, cache *kcache.Cache, o *codeobj.Object, raiseTime *time.Duration) (fin *codeobj.Object, hit bool, warn error, err error) {
	t0 := time.Now()
	src, kind, err := hostSource(o)
	*raiseTime = time.Since(t0)
	var so []byte
	if err == nil {
		if cache != nil {
			so, hit, err = c.CompileHostCached(ctx, cache, src, kind)
			if err != nil && so != nil {
				warn, err = err, nil // compiled, but not stored
			}
		} else {
			so, err = c.CompileHost(ctx, src, kind)
		}
	}
	if err != nil {
		return nil, false, nil, fmt.Errorf("finalize %s (%s) for host: %w", o.Symbol, o.Format, err)
	}
	return &codeobj.Object{
		Format:   codeobj.HostSO,
		Target:   "host",
		Symbol:   o.Symbol,
		Args:     o.Args,
		Global:   o.Global,
		Local:    o.Local,
		Source:   o.ID(),
		Compiler: c.Identity(),
		Payload:  so,
	}, hit, warn, nil
}

// FinalizeSource compiles, for each target, every launch kernel of src that
// has no finalized object for it, in parallel, and returns the finalized
// objects in launch order (the same order however the workers ran). lib may
// be nil when PendingKernels is 0.
func FinalizeSource(ctx context.Context, lib *mlirc.Library, src runtime.Source, opts FinalizeOptions) ([]*codeobj.Object, FinalizeStats, error) {
	start := time.Now()
	var stats FinalizeStats
	jobs, present, err := pendingJobs(src, opts.Targets)
	if err != nil {
		return nil, stats, err
	}
	stats.Present = present
	if opts.Progress != nil {
		opts.Progress(FinalizeEvent{Total: len(jobs)})
	}
	if len(jobs) == 0 {
		stats.Wall = time.Since(start)
		return nil, stats, nil
	}
	if lib == nil {
		return nil, stats, errors.New("finalize: no MLIR library to compile with")
	}
	comp := finalize.NewCompiler(lib, opts.Jobs)
	defer comp.Close()
	stats.Workers = comp.Workers()

	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make([]*codeobj.Object, len(jobs))
	var (
		mu       sync.Mutex
		firstErr error
		done     int
		wg       sync.WaitGroup
	)
	next := make(chan int)
	for range min(comp.Workers(), len(jobs)) {
		wg.Go(func() {
			for i := range next {
				t0 := time.Now()
				var raiseTime time.Duration
				fin, hit, warn, err := finalizeOne(ctx, comp, opts.Cache, jobs[i].src, &raiseTime)
				mu.Lock()
				stats.Raise += raiseTime
				switch {
				case err != nil:
					if firstErr == nil {
						firstErr = err
						cancel() // the other workers stop at their next kernel
					}
				default:
					results[i] = fin
					done++
					if hit {
						stats.CacheHits++
					} else {
						stats.Compiled++
					}
					if warn != nil {
						stats.Warnings = append(stats.Warnings, fmt.Sprintf("kernel %s: %v", jobs[i].src.Symbol, warn))
					}
					if opts.Progress != nil {
						opts.Progress(FinalizeEvent{
							Done: done, Total: len(jobs),
							Target: jobs[i].target, Symbol: jobs[i].src.Symbol, Format: jobs[i].src.Format,
							CacheHit: hit, Elapsed: time.Since(t0),
						})
					}
				}
				mu.Unlock()
			}
		})
	}
feed:
	for i := range jobs {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if firstErr == nil {
		firstErr = ctx.Err()
	}
	if firstErr != nil {
		return nil, stats, firstErr
	}
	stats.Kernels = len(results)
	stats.Phases = comp.PhaseTimes()
	stats.Wall = time.Since(start)
	return results, stats, nil
}

// Finalize reads the bundle at in, finalizes it (FinalizeSource) and writes
// the bundle with the finalized objects beside the portable ones to out
// (which may equal in; the file is replaced atomically).
func Finalize(ctx context.Context, lib *mlirc.Library, in, out string, opts FinalizeOptions) (FinalizeStats, error) {
	start := time.Now()
	r, err := bundle.Open(in)
	if err != nil {
		return FinalizeStats{}, err
	}
	defer r.Close()
	objs, stats, err := FinalizeSource(ctx, lib, runtime.BundleSource(r), opts)
	if err != nil {
		return stats, fmt.Errorf("finalize %s: %w", in, err)
	}
	t0 := time.Now()
	if err := writeFinalized(r, out, objs); err != nil {
		return stats, fmt.Errorf("finalize %s: %w", in, err)
	}
	stats.Write = time.Since(t0)
	stats.Wall = time.Since(start) // the read and the write included
	return stats, nil
}

// writeFinalized writes r's contents plus objs to out.
func writeFinalized(r *bundle.Reader, out string, objs []*codeobj.Object) error {
	w, err := bundle.Create(out, r.Manifest)
	if err != nil {
		return err
	}
	defer w.Abort()
	for _, e := range r.Manifest.Objects {
		if err := w.CopyObject(r, e.ID); err != nil {
			return err
		}
	}
	for _, wt := range r.Manifest.Weights {
		if err := w.CopyWeight(r, wt.Name); err != nil {
			return err
		}
	}
	for _, o := range objs {
		if _, err := w.AddObject(o); err != nil {
			return err
		}
	}
	for _, p := range r.Manifest.Programs {
		w.AddProgram(p)
	}
	return w.Commit()
}
