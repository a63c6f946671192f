package finalize

import (
	"context"
	"fmt"
	"github.com/mgxport/mgxport/finalize/backend"
	goruntime "runtime"
	"sync"
	"time"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/program"
)

// Source is what Run finalizes: programs and the code objects they launch.
// runtime.Source is one.
type Source interface {
	// Programs lists the programs.
	Programs() []program.Program
	// Finalized returns the ID of the object finalized for target (a row
	// name) from one of the launch's portable variants.
	Finalized(l program.Launch, target string) (string, bool)
	// ReadObject returns a code object with its payload.
	ReadObject(id string) (*codeobj.Object, error)
}

// Options control a Run.
type Options struct {
	// Jobs bounds the parallel work (raising, cache lookups); <= 0 means
	// GOMAXPROCS. Compiles run on each Pool's workers.
	Jobs int
	// Cache is the kernel cache to look compiled kernels up in and store
	// them to; nil compiles every kernel.
	Cache *kcache.Cache
	// Progress, when not nil, is called once when the work is known
	// (Done 0) and after each kernel, from one goroutine at a time.
	Progress func(Event)
}

// Event reports finalize progress.
type Event struct {
	Done, Total int
	// The kernel just finished (empty for the first event).
	Target, Symbol string
	Format         codeobj.Format
	CacheHit       bool
	Elapsed        time.Duration // this kernel's time, cache lookup included
}

// Stats summarizes a finalize.
type Stats struct {
	// Kernels is the number of finalized objects made (compiled or taken
	// from the cache); Present the launch kernels that were finalized
	// already.
	Kernels, Present int
	// CacheHits and Compiled split Kernels.
	CacheHits, Compiled int
	// TunedPartial counts the compiled kernels whose tuning the budget
	// cut short: cached as partial (PartialTuning), tuned again by the
	// next run.
	TunedPartial int
	// Workers is the size of the largest compiler pool (0 when no
	// compiler was needed).
	Workers int
	// Wall is the whole finalize's time.
	Wall time.Duration
	// Phases sums the compile phases over the compiled kernels, and Raise
	// the making of the compilers' inputs (raising SPIR-V kernels into
	// MLIR); parallel work overlaps, so the sums can exceed Wall.
	Phases PhaseTimes
	Raise  time.Duration
	// Warnings are problems that did not stop the finalize (a cache entry
	// that could not be stored).
	Warnings []string
	// Decided lists the kernels compiled under a recorded tuning decision
	// (this machine's, or one imported with `cache import`) instead of
	// being tuned; ForeignDecisions counts, per device identity, the
	// decisions found but measured on another device (those kernels were
	// tuned here).
	Decided          []DecidedKernel
	ForeignDecisions map[string]int
	// LibraryLoaded says the finalize needed a compiler (to name it or to
	// compile) and opened it — loading the MLIR library if it was not
	// loaded yet. IdentityMemoHit says the identity memo named every
	// compiler needed, so cache lookups ran without loading them.
	LibraryLoaded, IdentityMemoHit bool
}

// Job is one kernel to finalize for one target.
type Job struct {
	Target Target
	// Object is the portable variant the target picked.
	Object *codeobj.Object

	target int // Target's index in Plan's targets
}

// KernelError is a failure to finalize one kernel for one target.
type KernelError struct {
	Target string          // the target's row name
	Object *codeobj.Object // the portable variant
	Err    error
}

func (e *KernelError) Error() string {
	return fmt.Sprintf("finalize %s (%s) for %s: %v", e.Object.Symbol, e.Object.Format, e.Target, e.Err)
}

func (e *KernelError) Unwrap() error { return e.Err }

// Plan lists, in launch order, every kernel of src to finalize: for each
// target in turn, the variant it picks of every launch that has no object
// finalized for it, each distinct variant once. present counts the
// launches already finalized (per target).
func Plan(src Source, targets []Target) (jobs []Job, present int, err error) {
	objs := map[string]*codeobj.Object{} // read once, whatever the targets
	read := func(id string) (*codeobj.Object, error) {
		if o, ok := objs[id]; ok {
			return o, nil
		}
		o, err := src.ReadObject(id)
		if err != nil {
			return nil, err
		}
		objs[id] = o
		return o, nil
	}
	for ti, t := range targets {
		name := t.Row().Name
		seen := map[string]bool{}
		for _, p := range src.Programs() {
			for i, l := range p.AllLaunches() {
				if id, ok := src.Finalized(l, name); ok {
					if err := checkPrecision(t, id, read); err != nil {
						return nil, 0, fmt.Errorf("program %s: launch %d (%s): %w", p.Name, i, l.Label, err)
					}
					present++
					continue
				}
				variants := make([]*codeobj.Object, len(l.Kernels))
				for k, id := range l.Kernels {
					if variants[k], err = read(id); err != nil {
						return nil, 0, err
					}
				}
				o, err := t.Pick(variants)
				if err != nil {
					return nil, 0, fmt.Errorf("program %s: launch %d (%s) for %s: %w", p.Name, i, l.Label, name, err)
				}
				id := o.ID()
				if seen[id] {
					continue
				}
				seen[id] = true
				jobs = append(jobs, Job{Target: t, Object: o, target: ti})
			}
		}
	}
	return jobs, present, nil
}

// tf32Target is a Target that may have been asked for TF32
// contractions (--allow-tf32).
type tf32Target interface{ allowsTF32() bool }

func (n *gpuTarget) allowsTF32() bool { return n.be.tf32 }

// checkPrecision refuses an object already finalized for t that is exact
// when t was asked for TF32: the flag would otherwise be silently
// ignored for the launches a bundle already holds.
func checkPrecision(t Target, id string, read func(string) (*codeobj.Object, error)) error {
	if tt, ok := t.(tf32Target); !ok || !tt.allowsTF32() {
		return nil
	}
	o, err := read(id)
	if err != nil {
		return err
	}
	if !backend.IsTF32Compiler(o.Compiler) {
		return fmt.Errorf("%s: the bundle already holds an exact fp32 object for %s (%s), which %s would not replace; finalize the portable bundle (or one not finalized for %s) instead",
			backend.AllowTF32Flag, t.Row().Name, o.Symbol, backend.AllowTF32Flag, t.Row().Name)
	}
	return nil
}

// Run finalizes, for each target, every launch kernel of src that has no
// finalized object for it (Plan), and returns the finalized objects in
// plan order — targets in the order given, each target's objects in launch
// order — however the workers ran.
//
// It makes every compiler input first (pure Go). Then, per target, it
// names the compiler — from the identity memo when it knows it, without
// loading anything — and looks every kernel up in the cache; it opens the
// compiler only if a kernel is missing, and compiles those on the
// compiler's workers, storing them. So a warm finalize, like one with
// nothing pending, never opens a compiler (Stats.LibraryLoaded). Should the
// memo disagree with the compiler it names, the compiler is trusted and
// the lookups run again. The objects are the same bytes either way.
func Run(ctx context.Context, src Source, targets []Target, opts Options) ([]*codeobj.Object, Stats, error) {
	start := time.Now()
	jobs, present, err := Plan(src, targets)
	if err != nil {
		return nil, Stats{}, err
	}
	r := &run{opts: opts, jobs: jobs, workers: opts.Jobs, results: make([]*codeobj.Object, len(jobs))}
	if r.workers <= 0 {
		r.workers = goruntime.GOMAXPROCS(0)
	}
	r.stats.Present = present
	if opts.Progress != nil {
		opts.Progress(Event{Total: len(jobs)})
	}
	if len(jobs) == 0 {
		r.stats.Wall = time.Since(start)
		return nil, r.stats, nil
	}
	if err := r.source(ctx); err != nil {
		return nil, r.stats, err
	}
	r.stats.IdentityMemoHit = true
	for ti, t := range targets {
		var which []int
		for i, j := range jobs {
			if j.target == ti {
				which = append(which, i)
			}
		}
		if len(which) > 0 {
			if err := r.target(ctx, t, which); err != nil {
				return nil, r.stats, err
			}
		}
	}
	r.stats.Kernels = len(r.results)
	r.stats.Wall = time.Since(start)
	return r.results, r.stats, nil
}

// run is one Run call's state.
type run struct {
	opts    Options
	jobs    []Job
	inputs  []Input
	workers int
	results []*codeobj.Object

	mu    sync.Mutex // guards stats, done and the progress callback
	stats Stats
	done  int

	decisions decisionIndex // the cache's tuning decisions, listed on first need
}

// finished records job i's object and reports it.
func (r *run) finished(i int, fin *codeobj.Object, hit bool, elapsed time.Duration, times PhaseTimes) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.results[i] = fin
	r.done++
	if hit {
		r.stats.CacheHits++
	} else {
		r.stats.Compiled++
		r.stats.Phases.Add(times)
	}
	if r.opts.Progress != nil {
		j := r.jobs[i]
		r.opts.Progress(Event{
			Done: r.done, Total: len(r.jobs),
			Target: j.Target.Row().Name, Symbol: j.Object.Symbol, Format: j.Object.Format,
			CacheHit: hit, Elapsed: elapsed,
		})
	}
}

func (r *run) warn(err error) {
	r.mu.Lock()
	r.stats.Warnings = append(r.stats.Warnings, err.Error())
	r.mu.Unlock()
}

// kernelError names job i's kernel and target in err.
func (r *run) kernelError(i int, err error) error {
	j := r.jobs[i]
	return &KernelError{Target: j.Target.Row().Name, Object: j.Object, Err: err}
}

// source makes every job's compiler input: pure Go, no MLIR library.
func (r *run) source(ctx context.Context) error {
	r.inputs = make([]Input, len(r.jobs))
	return parallel(ctx, len(r.jobs), r.workers, func(ctx context.Context, i int) error {
		t0 := time.Now()
		in, err := r.jobs[i].Target.Source(r.jobs[i].Object)
		d := time.Since(t0)
		r.mu.Lock()
		r.stats.Raise += d
		r.mu.Unlock()
		if err != nil {
			return r.kernelError(i, err)
		}
		r.inputs[i] = in
		return nil
	})
}

// open opens t's compiler.
func (r *run) open(ctx context.Context, t Target) (Pool, error) {
	c, err := t.Open(ctx, r.warn)
	if err != nil {
		return nil, fmt.Errorf("target %s: %w", t.Row().Name, err)
	}
	r.mu.Lock()
	r.stats.LibraryLoaded = true
	r.stats.Workers = max(r.stats.Workers, c.Workers())
	r.mu.Unlock()
	return c, nil
}

// target finalizes the jobs which, all of them t's.
func (r *run) target(ctx context.Context, t Target, which []int) error {
	var comp Pool
	id, known := t.Remembered(r.warn)
	if !known {
		r.stats.IdentityMemoHit = false
		var err error
		if comp, err = r.open(ctx, t); err != nil {
			return err
		}
		id = comp.Identity()
	}
	misses, hits, err := r.lookup(ctx, t, id, which)
	if err != nil {
		return err
	}
	if len(misses) > 0 && comp == nil {
		if comp, err = r.open(ctx, t); err != nil {
			return err
		}
		if got := comp.Identity(); got != id {
			// The memo was wrong (see IdentityMemo for how it could be):
			// trust the compiler, drop the hits and look up again.
			r.warn(fmt.Errorf("identity memo named %q, its compiler is %q: looked up again", id.Compiler, got.Compiler))
			r.mu.Lock()
			r.stats.CacheHits -= hits
			r.done -= hits
			r.stats.IdentityMemoHit = false
			r.mu.Unlock()
			for _, i := range which {
				r.results[i] = nil
			}
			id = got
			if misses, _, err = r.lookup(ctx, t, id, which); err != nil {
				return err
			}
		}
	}
	if len(misses) == 0 {
		return nil
	}
	return r.compile(ctx, t, comp, id, misses)
}

// lookup takes from the cache every one of the jobs which whose kernel it
// holds for the compiler named id, and returns the others (all of them
// without a cache) and the number of hits.
func (r *run) lookup(ctx context.Context, t Target, id Identity, which []int) (misses []int, hits int, err error) {
	if r.opts.Cache == nil {
		return which, 0, nil
	}
	hit := make([]bool, len(which))
	err = parallel(ctx, len(which), r.workers, func(ctx context.Context, k int) error {
		i := which[k]
		t0 := time.Now()
		payload, ok, err := r.opts.Cache.Get(t.KeyParts(id, r.inputs[i]))
		if err != nil {
			return r.kernelError(i, err)
		}
		if !ok {
			return nil
		}
		obj, err := t.Object(r.jobs[i].Object, payload, id)
		if err != nil {
			// A damaged entry is a miss: the kernel is compiled again.
			r.warn(fmt.Errorf("kernel %s: cache entry unusable, compiling again: %w", r.jobs[i].Object.Symbol, err))
			return nil
		}
		hit[k] = true
		r.finished(i, obj, true, time.Since(t0), PhaseTimes{})
		return nil
	})
	if err != nil {
		return nil, 0, err
	}
	for k, h := range hit {
		if h {
			hits++
		} else {
			misses = append(misses, which[k])
		}
	}
	return misses, hits, nil
}

// compile compiles the jobs which on comp's workers and stores them in the
// cache.
func (r *run) compile(ctx context.Context, t Target, comp Pool, id Identity, which []int) error {
	return parallel(ctx, len(which), comp.Workers(), func(ctx context.Context, k int) error {
		i := which[k]
		t0 := time.Now()
		in, o := r.inputs[i], r.jobs[i].Object
		var payload []byte
		var times PhaseTimes
		var partial bool
		var err error
		var parts kcache.KeyParts
		if r.opts.Cache != nil {
			parts = t.KeyParts(id, in)
		}
		dp, deciding := comp.(decidingPool)
		tp, tuning := comp.(tunedPool)
		switch {
		case deciding && r.opts.Cache != nil && parts.Tuning != "default":
			payload, times, partial, err = r.tuneRecorded(ctx, t, dp, i, parts)
		case tuning:
			payload, times, partial, err = tp.compileTuned(ctx, in)
		default:
			payload, times, err = comp.Compile(ctx, in)
		}
		if err != nil {
			return r.kernelError(i, err)
		}
		if r.opts.Cache != nil {
			if partial {
				// Not the strategy's answer: stored apart, so a later
				// run looking up the final key tunes again (issue 32).
				parts.Tuning += PartialTuning
				r.mu.Lock()
				r.stats.TunedPartial++
				r.mu.Unlock()
			}
			if err := r.opts.Cache.Put(parts, payload); err != nil {
				r.warn(fmt.Errorf("kernel %s: %w", o.Symbol, err)) // compiled, but not stored
			}
		}
		obj, err := t.Object(o, payload, id)
		if err != nil {
			return r.kernelError(i, err)
		}
		r.finished(i, obj, false, time.Since(t0), times)
		return nil
	})
}

// parallel runs fn(i) for every i < n on at most workers goroutines,
// stopping at the first error, which it returns, or when ctx ends.
func parallel(ctx context.Context, n, workers int, fn func(ctx context.Context, i int) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var (
		mu       sync.Mutex
		firstErr error
		wg       sync.WaitGroup
	)
	next := make(chan int)
	for range min(max(workers, 1), n) {
		wg.Go(func() {
			for i := range next {
				if err := fn(ctx, i); err != nil {
					mu.Lock()
					if firstErr == nil {
						firstErr = err
						cancel() // the other workers stop at their next item
					}
					mu.Unlock()
				}
			}
		})
	}
feed:
	for i := range n {
		select {
		case next <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(next)
	wg.Wait()
	if firstErr != nil {
		return firstErr
	}
	return ctx.Err()
}
