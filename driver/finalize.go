// Package driver runs mgxport's flows — compile, finalize, run — across the
// layers, so the CLI and the tests share one implementation.
package driver

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/target"
)

// OpenMLIR opens the MLIR C API library at path, or the one FindLibrary
// finds when path is empty.
func OpenMLIR(path string) (*mlirc.Library, error) {
	if path == "" {
		p, err := mlirc.FindLibrary(EnvMLIRLibrary())
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
	// Targets are the targets to finalize for (target.Parse).
	Targets []target.Target
	// Jobs bounds the parallel compiles (one MLIR context each); <= 0
	// means GOMAXPROCS.
	Jobs int
	// Cache is the kernel cache to look compiled kernels up in and store
	// them to; nil compiles every kernel.
	Cache *kcache.Cache
	// Progress, when not nil, is called once when the work is known
	// (Done 0) and after each kernel, from one goroutine at a time.
	Progress func(FinalizeEvent)
	// Libdevice names NVIDIA's libdevice for GPU targets (--libdevice);
	// "" looks where the CUDA toolkit puts it.
	Libdevice string
	// Ptxas names ptxas for NVIDIA cubins (--ptxas; "none" keeps PTX;
	// "" looks where the CUDA toolkit puts it).
	Ptxas string
	// ROCmDeviceLibs names ROCm's device libraries for AMD targets
	// (--rocm-device-libs); "" looks where ROCm and Debian put them.
	ROCmDeviceLibs string
	// AllowTF32 lets fp32 contractions use TF32 matrix units
	// (--allow-tf32); a target without them is an error.
	AllowTF32 bool
	// Tune, when set, tunes each contraction kernel on this machine
	// (host targets only so far).
	Tune *finalize.TuneOptions
	// Buckets, when set, finalizes only these shape buckets (programs)
	// of a bundle of shape buckets; the others stay portable.
	Buckets []string
	// Trust holds the keys whose finalized objects in the input bundle
	// Finalize keeps; the others (code from elsewhere, unsigned or signed
	// by another key) are dropped and finalized again here. nil trusts
	// none.
	Trust *kcache.Trust
	// Signer signs the objects Finalize adds (this machine's key, kept in
	// the cache directory); nil leaves them unsigned, and then no reader
	// runs them but after finalizing them again.
	Signer *kcache.Signer
}

// FinalizeEvent reports finalize progress.
type FinalizeEvent = finalize.Event

// FinalizeStats summarizes a finalize: finalize.Stats, and the time to
// write the bundle.
type FinalizeStats struct {
	finalize.Stats
	// Write is the time to write the bundle (Finalize only).
	Write time.Duration
	// Buckets is each shape bucket's share, in program order, for a
	// bundle of shape buckets: its kernels not finalized by an earlier
	// bucket, and the time they took.
	Buckets []BucketStats
	// Untrusted counts the input's finalized objects left out because no
	// trusted key signed them (Finalize only; see UntrustedNote).
	Untrusted int
}

// BucketStats is one shape bucket's part of a finalize.
type BucketStats struct {
	Name      string        `json:"bucket"`
	Kernels   int           `json:"kernels"`
	CacheHits int           `json:"cache_hits"`
	Compiled  int           `json:"compiled"`
	Wall      time.Duration `json:"-"`
	MS        float64       `json:"ms"`
}

// finalizeTargets makes the finalize.Target of each row, compiling with
// mlir (nil: nothing can be compiled) and remembering compiler identities
// in cache's directory. A row this build has no compiler for is an error
// naming it (finalize.Supported). The caller closes the targets.
func finalizeTargets(mlir *LazyMLIR, rows []target.Target, opts FinalizeOptions) ([]finalize.Target, error) {
	cudaPath, rocmRoots := toolkitRoots(mlir)
	cfg := finalize.Config{Jobs: opts.Jobs, Libdevice: opts.Libdevice, Ptxas: opts.Ptxas, ROCmDeviceLibs: opts.ROCmDeviceLibs, CUDAPath: cudaPath, ROCmRoots: rocmRoots, Tune: opts.Tune, AllowTF32: opts.AllowTF32}
	if mlir != nil {
		cfg.Library = mlir // a nil *LazyMLIR must stay a nil Library
	}
	if opts.Cache != nil {
		cfg.MemoDir = opts.Cache.Dir()
	}
	if len(rows) == 0 {
		return nil, errors.New("finalize: no target")
	}
	out := make([]finalize.Target, 0, len(rows))
	for _, row := range rows {
		t, err := finalize.New(row, cfg)
		if err != nil {
			closeTargets(out)
			return nil, err
		}
		out = append(out, t)
	}
	return out, nil
}

func closeTargets(ts []finalize.Target) {
	for _, t := range ts {
		t.Close()
	}
}

// PendingKernels returns the number of distinct launch kernels of src that
// lack a finalized object for one of targets, so callers open the MLIR
// library only when there is work.
func PendingKernels(src runtime.Source, targets []target.Target) (int, error) {
	return pendingKernels(src, targets, false)
}

// pendingKernels is PendingKernels for a finalize that may (tf32) allow
// TF32 contractions: then an exact object already present for a target
// is an error (finalize.Plan), not a kernel that needs nothing.
func pendingKernels(src runtime.Source, targets []target.Target, tf32 bool) (int, error) {
	ts, err := finalizeTargets(nil, targets, FinalizeOptions{AllowTF32: tf32})
	if err != nil {
		return 0, err
	}
	defer closeTargets(ts)
	jobs, _, err := finalize.Plan(src, ts)
	return len(jobs), err
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
	keys     finalize.IdentityKeys
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
		p, err := mlirc.FindLibrary(EnvMLIRLibrary())
		if err != nil {
			return "", err
		}
		m.path = p // Open must load the file the memo was keyed by
	}
	return m.path, nil
}

// IdentityKey is the identity memo key of the library's file
// (finalize.HostIdentityKey), hashed once per process while the file is
// unchanged (finalize.IdentityKeys): every bucket of a grid, every target,
// asks for it.
func (m *LazyMLIR) IdentityKey() (string, error) {
	p, err := m.Path()
	if err != nil {
		return "", err
	}
	return m.keys.Key(p)
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

// FinalizeSource compiles, for each target, every launch kernel of src that
// has no finalized object for it, in parallel, and returns the finalized
// objects in launch order, target by target (the same order however the
// workers ran). It is finalize.Run over the finalize.Target of each of
// opts.Targets.
//
// It raises SPIR-V kernels (pure Go) first. With a cache, when the identity
// memo knows the compiler of mlir's library file, it looks every kernel up
// without loading the library, and loads it only if one is missing; so a
// warm finalize, like one with nothing pending, never opens mlir
// (FinalizeStats.LibraryLoaded). The objects are the same bytes either way.
// mlir may be nil when nothing must be compiled.
func FinalizeSource(ctx context.Context, mlir *LazyMLIR, src runtime.Source, opts FinalizeOptions) ([]*codeobj.Object, FinalizeStats, error) {
	targets, err := finalizeTargets(mlir, opts.Targets, opts)
	if err != nil {
		return nil, FinalizeStats{}, err
	}
	defer closeTargets(targets)
	objs, stats, err := finalize.Run(ctx, src, targets, finalize.Options{Jobs: opts.Jobs, Cache: opts.Cache, Progress: opts.Progress})
	return objs, FinalizeStats{Stats: stats}, err
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
	src, untrusted := TrustedSource(r, opts.Trust)
	var objs []*codeobj.Object
	var stats FinalizeStats
	if progs := src.Programs(); len(progs) > 0 && progs[0].Bucket != nil {
		objs, stats, err = finalizeBuckets(ctx, mlir, src, opts)
	} else if len(opts.Buckets) > 0 {
		err = fmt.Errorf("--bucket-only: %s has no shape buckets", in)
	} else {
		objs, stats, err = FinalizeSource(ctx, mlir, src, opts)
	}
	stats.Untrusted = untrusted
	if err != nil {
		return stats, fmt.Errorf("finalize %s: %w", in, err)
	}
	t0 := time.Now()
	if err := writeFinalized(r, out, objs, Untrusted(&r.Manifest, opts.Trust), opts.Signer); err != nil {
		return stats, fmt.Errorf("finalize %s: %w", in, err)
	}
	stats.Write = time.Since(t0)
	stats.Wall = time.Since(start) // the read and the write included
	return stats, nil
}

// finalizeBuckets finalizes a source of shape buckets bucket by bucket, in
// program order, each bucket's kernels in parallel through the cache, and
// times each: a bucket's share is the kernels no earlier bucket had.
func finalizeBuckets(ctx context.Context, mlir *LazyMLIR, src runtime.Source, opts FinalizeOptions) ([]*codeobj.Object, FinalizeStats, error) {
	start := time.Now()
	grow := newGrowingSource(src)
	var all []*codeobj.Object
	var total FinalizeStats
	total.IdentityMemoHit = true
	progs := src.Programs()
	for _, name := range opts.Buckets {
		if !slices.ContainsFunc(progs, func(p program.Program) bool { return p.Name == name }) {
			var names []string
			for _, p := range progs {
				names = append(names, p.Name)
			}
			return nil, total, fmt.Errorf("--bucket-only %s: no such bucket; the buckets are %s", name, strings.Join(names, " "))
		}
	}
	// One set of targets for every bucket: a target names its compiler
	// once (the identity memo, the device libraries, the assembler) and
	// keeps its compiler pool, so a grid of 25 buckets does that work
	// once, not 25 times.
	targets, err := finalizeTargets(mlir, opts.Targets, opts)
	if err != nil {
		return nil, total, err
	}
	defer closeTargets(targets)
	for i := range progs {
		p := &progs[i]
		if len(opts.Buckets) > 0 && !slices.Contains(opts.Buckets, p.Name) {
			continue
		}
		objs, st, err := finalize.Run(ctx, programSource{grow, []program.Program{*p}}, targets, finalize.Options{Jobs: opts.Jobs, Cache: opts.Cache, Progress: opts.Progress})
		if err != nil {
			return nil, total, fmt.Errorf("bucket %s: %w", p.Name, err)
		}
		grow.add(objs)
		all = append(all, objs...)
		total.Buckets = append(total.Buckets, BucketStats{Name: p.Name, Kernels: st.Kernels, CacheHits: st.CacheHits, Compiled: st.Compiled, Wall: st.Wall, MS: float64(st.Wall.Microseconds()) / 1000})
		total.Kernels += st.Kernels
		total.Present += st.Present
		total.CacheHits += st.CacheHits
		total.Compiled += st.Compiled
		total.TunedPartial += st.TunedPartial
		total.Decided = append(total.Decided, st.Decided...)
		for d, n := range st.ForeignDecisions {
			if total.ForeignDecisions == nil {
				total.ForeignDecisions = map[string]int{}
			}
			total.ForeignDecisions[d] += n
		}
		total.Workers = max(total.Workers, st.Workers)
		total.Phases.Add(st.Phases)
		total.Raise += st.Raise
		total.Warnings = append(total.Warnings, st.Warnings...)
		total.LibraryLoaded = total.LibraryLoaded || st.LibraryLoaded
		if st.Kernels > 0 {
			total.IdentityMemoHit = total.IdentityMemoHit && st.IdentityMemoHit
		}
	}
	total.Wall = time.Since(start)
	return all, total, nil
}

// writeFinalized writes r's contents but the objects skip holds, plus objs
// signed by signer (when not nil), to out.
func writeFinalized(r *bundle.Reader, out string, objs []*codeobj.Object, skip map[string]bool, signer *kcache.Signer) error {
	w, err := bundle.Create(out, r.Manifest)
	if err != nil {
		return err
	}
	defer w.Abort()
	if err := w.CopyAllBut(r, skip); err != nil {
		return err
	}
	for _, o := range objs {
		id, err := w.AddObject(o)
		if err != nil {
			return err
		}
		if signer != nil && !o.Format.Portable() {
			w.Sign(id, signer.Public(), signer.SignObject(id))
		}
	}
	return w.Commit()
}
