// Package driver runs mgxport's flows — compile, finalize, run — across the
// layers, so the CLI and the tests share one implementation.
package driver

import (
	"context"
	"errors"
	"fmt"
	goruntime "runtime"
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
	// Workers is the size of the compiler pool (0 when the MLIR library
	// was not needed).
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
	// LibraryLoaded says the finalize needed the MLIR library (to name the
	// compiler or to compile) and opened it if it was not open yet.
	// IdentityMemoHit says the identity memo named the compiler, so cache
	// lookups ran without the library.
	LibraryLoaded, IdentityMemoHit bool
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

// hostObject is the finalized host object of the portable object o: the
// shared object so, made by the compiler named identity.
func hostObject(o *codeobj.Object, so []byte, identity string) *codeobj.Object {
	return &codeobj.Object{
		Format:   codeobj.HostSO,
		Target:   "host",
		Symbol:   o.Symbol,
		Args:     o.Args,
		Global:   o.Global,
		Local:    o.Local,
		Source:   o.ID(),
		Compiler: identity,
		Payload:  so,
	}
}

// finalizeError names the kernel a host finalize failed on.
func finalizeError(o *codeobj.Object, err error) error {
	return fmt.Errorf("finalize %s (%s) for host: %w", o.Symbol, o.Format, err)
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
		return nil, false, nil, finalizeError(o, err)
	}
	return hostObject(o, so, c.Identity()), hit, warn, nil
}

// LazyMLIR is the MLIR C API library a finalize may need, opened at most
// once and only when needed: naming the compiler for the kernel cache needs
// only the library's file (through the identity memo, see
// finalize.IdentityMemo), so a finalize whose kernels are all in the cache
// never loads libMLIR and libLLVM. Safe for concurrent use.
type LazyMLIR struct {
	mu       sync.Mutex
	path     string                                    // the library file; "" to find it
	open     func(path string) (*mlirc.Library, error) // nil: OpenMLIR
	byOpener bool                                      // path unknown until opened
	lib      *mlirc.Library
	err      error // the failed Open, remembered
}

// NewLazyMLIR returns the library at path, or the one mlirc.FindLibrary
// finds when path is empty, unopened.
func NewLazyMLIR(path string) *LazyMLIR { return &LazyMLIR{path: path} }

// LazyMLIRFunc returns the library open opens (once, on first use). Its
// file is unknown until then, so a finalize through it cannot use the
// identity memo to avoid loading it (it still remembers the identity for
// later finalizes).
func LazyMLIRFunc(open func() (*mlirc.Library, error)) *LazyMLIR {
	return &LazyMLIR{open: func(string) (*mlirc.Library, error) { return open() }, byOpener: true}
}

// LoadedMLIR wraps a library already open.
func LoadedMLIR(lib *mlirc.Library) *LazyMLIR { return &LazyMLIR{path: lib.Path(), lib: lib} }

// errLibraryPathUnknown says a LazyMLIRFunc library has not been opened yet.
var errLibraryPathUnknown = errors.New("MLIR library file unknown until it is opened")

// Path returns the library's file without opening it (finding it first when
// no path was given); once open, the file it was opened from.
func (m *LazyMLIR) Path() (string, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.pathLocked()
}

func (m *LazyMLIR) pathLocked() (string, error) {
	switch {
	case m.lib != nil:
		return m.lib.Path(), nil
	case m.byOpener:
		return "", errLibraryPathUnknown
	case m.path == "":
		p, err := mlirc.FindLibrary()
		if err != nil {
			return "", err
		}
		m.path = p // Open must load the file the memo was keyed by
	}
	return m.path, nil
}

// Open opens the library (once; a failure is remembered).
func (m *LazyMLIR) Open() (*mlirc.Library, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.lib != nil || m.err != nil {
		return m.lib, m.err
	}
	open := m.open
	if open == nil {
		open = OpenMLIR
	}
	var p string
	if p, m.err = m.pathLocked(); errors.Is(m.err, errLibraryPathUnknown) {
		m.err = nil
	}
	if m.err == nil {
		m.lib, m.err = open(p)
	}
	if m.err == nil && m.lib == nil {
		m.err = errors.New("MLIR library opener returned no library")
	}
	return m.lib, m.err
}

// Opened reports whether the library is open.
func (m *LazyMLIR) Opened() bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.lib != nil
}

// hostInput is a job's source as the host compiler takes it.
type hostInput struct {
	src  []byte
	kind finalize.SourceKind
}

// finalizeRun is one FinalizeSource call's state.
type finalizeRun struct {
	opts    FinalizeOptions
	mlir    *LazyMLIR
	jobs    []finalizeJob
	inputs  []hostInput
	workers int

	comp    *finalize.Compiler // nil until a kernel must be compiled or named
	results []*codeobj.Object

	mu    sync.Mutex // guards stats, done and the progress callback
	stats FinalizeStats
	done  int
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

// finished records job i's object and reports it.
func (r *finalizeRun) finished(i int, fin *codeobj.Object, hit bool, elapsed time.Duration) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.results[i] = fin
	r.done++
	if hit {
		r.stats.CacheHits++
	} else {
		r.stats.Compiled++
	}
	if r.opts.Progress != nil {
		j := r.jobs[i]
		r.opts.Progress(FinalizeEvent{
			Done: r.done, Total: len(r.jobs),
			Target: j.target, Symbol: j.src.Symbol, Format: j.src.Format,
			CacheHit: hit, Elapsed: elapsed,
		})
	}
}

func (r *finalizeRun) warn(format string, args ...any) {
	r.mu.Lock()
	r.stats.Warnings = append(r.stats.Warnings, fmt.Sprintf(format, args...))
	r.mu.Unlock()
}

// raise makes every job's host source: pure Go, no MLIR library.
func (r *finalizeRun) raise(ctx context.Context) error {
	r.inputs = make([]hostInput, len(r.jobs))
	return parallel(ctx, len(r.jobs), r.workers, func(ctx context.Context, i int) error {
		t0 := time.Now()
		src, kind, err := hostSource(r.jobs[i].src)
		d := time.Since(t0)
		r.mu.Lock()
		r.stats.Raise += d
		r.mu.Unlock()
		if err != nil {
			return finalizeError(r.jobs[i].src, err)
		}
		r.inputs[i] = hostInput{src, kind}
		return nil
	})
}

// memoKey returns the identity memo key of the library, or "" when the
// memo cannot be used (no cache, a library known only by its opener, an
// input that cannot be read).
func (r *finalizeRun) memoKey() string {
	if r.opts.Cache == nil {
		return ""
	}
	path, err := r.mlir.Path()
	if err != nil {
		return ""
	}
	key, err := finalize.HostIdentityKey(path)
	if err != nil {
		return ""
	}
	return key
}

// rememberedIdentity looks the library's identity up in the memo.
func (r *finalizeRun) rememberedIdentity(key string) (finalize.HostIdentity, bool) {
	if key == "" {
		return finalize.HostIdentity{}, false
	}
	id, ok, err := finalize.NewIdentityMemo(r.opts.Cache.Dir()).Lookup(key)
	if err != nil {
		r.warn("%v", err)
	}
	return id, ok
}

// openCompiler opens the library and the compiler pool.
func (r *finalizeRun) openCompiler() error {
	lib, err := r.mlir.Open()
	if err != nil {
		return err
	}
	r.comp = finalize.NewCompiler(lib, r.opts.Jobs)
	r.stats.LibraryLoaded = true
	r.stats.Workers = r.comp.Workers()
	return nil
}

// remember stores the open compiler's identity in the memo, under the key
// computed before the library was opened (when there was one): should the
// library file have changed in between, the keys differ and nothing is
// remembered.
func (r *finalizeRun) remember(before string) {
	if r.opts.Cache == nil || r.comp == nil {
		return
	}
	path, err := r.mlir.Path()
	if err != nil {
		return
	}
	key, err := finalize.HostIdentityKey(path)
	if err != nil || before != "" && key != before {
		return
	}
	if err := finalize.NewIdentityMemo(r.opts.Cache.Dir()).Remember(key, r.comp.HostIdentity()); err != nil {
		r.warn("%v", err)
	}
}

// lookup takes from the cache every job whose kernel it holds for id and
// returns the others (all of them without a cache).
func (r *finalizeRun) lookup(ctx context.Context, id finalize.HostIdentity) ([]int, error) {
	if r.opts.Cache == nil {
		return allJobs(len(r.jobs)), nil
	}
	hits := make([]bool, len(r.jobs))
	err := parallel(ctx, len(r.jobs), r.workers, func(ctx context.Context, i int) error {
		t0 := time.Now()
		in := r.inputs[i]
		so, hit, err := r.opts.Cache.Get(finalize.HostKeyParts(id.Compiler, id.Target, in.src, in.kind))
		if err != nil {
			return finalizeError(r.jobs[i].src, err)
		}
		if hit {
			hits[i] = true
			r.finished(i, hostObject(r.jobs[i].src, so, id.Compiler), true, time.Since(t0))
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	var misses []int
	for i, h := range hits {
		if !h {
			misses = append(misses, i)
		}
	}
	return misses, nil
}

func allJobs(n int) []int {
	all := make([]int, n)
	for i := range all {
		all[i] = i
	}
	return all
}

// compile compiles the listed jobs on the compiler pool and stores them in
// the cache.
func (r *finalizeRun) compile(ctx context.Context, which []int) error {
	id := r.comp.HostIdentity()
	return parallel(ctx, len(which), r.comp.Workers(), func(ctx context.Context, k int) error {
		i := which[k]
		t0 := time.Now()
		in, o := r.inputs[i], r.jobs[i].src
		so, err := r.comp.CompileHost(ctx, in.src, in.kind)
		if err != nil {
			return finalizeError(o, err)
		}
		if r.opts.Cache != nil {
			if err := r.opts.Cache.Put(finalize.HostKeyParts(id.Compiler, id.Target, in.src, in.kind), so); err != nil {
				r.warn("kernel %s: %v", o.Symbol, err) // compiled, but not stored
			}
		}
		r.finished(i, hostObject(o, so, id.Compiler), false, time.Since(t0))
		return nil
	})
}

// FinalizeSource compiles, for each target, every launch kernel of src that
// has no finalized object for it, in parallel, and returns the finalized
// objects in launch order (the same order however the workers ran).
//
// It raises SPIR-V kernels (pure Go) first. With a cache, when the identity
// memo knows the compiler of mlir's library file, it looks every kernel up
// without loading the library, and loads it only if one is missing; so a
// warm finalize, like one with nothing pending, never opens mlir
// (FinalizeStats.LibraryLoaded). The objects are the same bytes either way.
// mlir may be nil when nothing must be compiled.
func FinalizeSource(ctx context.Context, mlir *LazyMLIR, src runtime.Source, opts FinalizeOptions) ([]*codeobj.Object, FinalizeStats, error) {
	start := time.Now()
	jobs, present, err := pendingJobs(src, opts.Targets)
	if err != nil {
		return nil, FinalizeStats{}, err
	}
	r := &finalizeRun{opts: opts, mlir: mlir, jobs: jobs, workers: opts.Jobs, results: make([]*codeobj.Object, len(jobs))}
	if r.workers <= 0 {
		r.workers = goruntime.GOMAXPROCS(0)
	}
	r.stats.Present = present
	if opts.Progress != nil {
		opts.Progress(FinalizeEvent{Total: len(jobs)})
	}
	if len(jobs) == 0 {
		r.stats.Wall = time.Since(start)
		return nil, r.stats, nil
	}
	if mlir == nil {
		return nil, r.stats, errors.New("finalize: no MLIR library to compile with")
	}
	defer func() {
		if r.comp != nil {
			r.comp.Close()
		}
	}()
	if err := r.raise(ctx); err != nil {
		return nil, r.stats, err
	}
	key := r.memoKey()
	id, known := r.rememberedIdentity(key)
	r.stats.IdentityMemoHit = known
	if !known {
		if err := r.openCompiler(); err != nil {
			return nil, r.stats, err
		}
		id = r.comp.HostIdentity()
	}
	misses, err := r.lookup(ctx, id)
	if err != nil {
		return nil, r.stats, err
	}
	if len(misses) > 0 && r.comp == nil {
		if err := r.openCompiler(); err != nil {
			return nil, r.stats, err
		}
		if got := r.comp.HostIdentity(); got != id {
			// The memo was wrong (see finalize.IdentityMemo for how it
			// could be): trust the library, drop the hits and start over.
			r.warn("identity memo named %q, the MLIR library is %q: looked up again", id.Compiler, got.Compiler)
			r.stats.CacheHits, r.done = 0, 0
			clear(r.results)
			id, known = got, false
			r.stats.IdentityMemoHit = false
			if misses, err = r.lookup(ctx, id); err != nil {
				return nil, r.stats, err
			}
		}
	}
	if !known {
		r.remember(key)
	}
	if len(misses) > 0 {
		if err := r.compile(ctx, misses); err != nil {
			return nil, r.stats, err
		}
	}
	r.stats.Kernels = len(r.results)
	if r.comp != nil {
		r.stats.Phases = r.comp.PhaseTimes()
	}
	r.stats.Wall = time.Since(start)
	return r.results, r.stats, nil
}

// Finalize reads the bundle at in, finalizes it (FinalizeSource) and writes
// the bundle with the finalized objects beside the portable ones to out
// (which may equal in; the file is replaced atomically).
func Finalize(ctx context.Context, mlir *LazyMLIR, in, out string, opts FinalizeOptions) (FinalizeStats, error) {
	start := time.Now()
	r, err := bundle.Open(in)
	if err != nil {
		return FinalizeStats{}, err
	}
	defer r.Close()
	objs, stats, err := FinalizeSource(ctx, mlir, runtime.BundleSource(r), opts)
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
	if err := w.CopyAll(r); err != nil {
		return err
	}
	for _, o := range objs {
		if _, err := w.AddObject(o); err != nil {
			return err
		}
	}
	return w.Commit()
}
