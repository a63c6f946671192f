package driver

import (
	"context"
	"fmt"
	"slices"
	"sync"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/runtime/host"
	"github.com/mgxport/mgxport/target"
)

// LoadOptions say how Load gets a runnable session.
type LoadOptions struct {
	// Target is the target to run on; the zero Target is the host.
	Target target.Target
	// Device is the ordinal of the GPU to run on (--device N).
	Device int
	// HostPool runs the host's kernels on its threads (--threads; nil:
	// one thread). The caller owns it; sessions share it.
	HostPool *host.Pool
	// Devices is the process's device registry (DeviceRegistry, built
	// once by the entry point; Load binds HostPool to it); nil builds one.
	Devices *runtime.Registry
	// Compile binds a model's symbolic dims (for an .onnx path).
	Compile CompileOptions
	// Finalize is how kernels the source lacks are finalized (its Targets
	// are ignored: Load finalizes for Target).
	Finalize FinalizeOptions
	// Library is the MLIR C API library, opened only when a kernel must
	// be compiled or, without an identity memo for it, looked up in the
	// cache (see FinalizeSource).
	Library *LazyMLIR
	// MLIR, when Library is nil, opens the library; its file is unknown
	// until then, so every finalize through it loads the library.
	MLIR func() (*mlirc.Library, error)
	// OpenCache, when Finalize.Cache is nil and it is not, opens the
	// kernel cache when a kernel must be finalized (so running a
	// finalized bundle touches no cache directory).
	OpenCache func() (*kcache.Cache, error)
	// Program names the program to run; "" serves every program (a
	// bundle of shape buckets picks one per request).
	Program string
	// Pads override the pad values a bundle of shape buckets records.
	Pads map[string]float64
	// CacheOnly runs a bucket on Target only when the bundle holds its
	// kernels finalized for Target, and on the host otherwise (finalized
	// on the fly through the kernel cache): ColGREP's routing.
	CacheOnly bool
	// Trust holds the keys whose finalized objects in a bundle Load runs;
	// the others (unsigned, or signed by another key) are left out and
	// their kernels finalized here from the portable objects
	// (Loaded.Untrusted counts them). nil trusts none.
	Trust *kcache.Trust
	// Preload, when > 0, loads the kernels of every bucket already
	// finalized for Target at Load, that many at a time in parallel
	// (runtime.Model.Preload), instead of each bucket's on its first run.
	Preload int
}

// Loaded is a model ready to run on its device and what it took.
type Loaded struct {
	// Model serves every program over weights loaded once; Run goes
	// through it.
	Model *runtime.Model
	// Session is the one program's session when the source has one
	// program of one shape, or LoadOptions.Program names one; nil for
	// shape buckets served by Model.
	Session *runtime.Session
	// Source is the bundle or compiled model with any objects finalized in
	// memory.
	Source runtime.Source
	// Compiled says the path was an ONNX model, compiled in memory.
	Compiled bool
	// Target is the target the session runs on.
	Target target.Target
	// FinalizedInMemory says kernels were finalized in memory because the
	// source lacked objects for Target; Stats says how (cache hits, compiles).
	FinalizedInMemory bool
	Stats             FinalizeStats
	// Preloaded says what LoadOptions.Preload loaded.
	Preloaded runtime.PreloadStats
	// Untrusted counts the bundle's finalized objects left out because no
	// trusted key signed them (see UntrustedNote).
	Untrusted int

	closers []func() error

	primary  *server // Target's
	fallback *server // host's, with CacheOnly
	warm     []bool  // with CacheOnly, per program: finalized for Target in the source
	cacheMu  sync.Mutex
	cache    *kcache.Cache // opened on the first finalize
}

// Close releases the session, the loaded kernels and the bundle.
func (l *Loaded) Close() error {
	var first error
	for i := len(l.closers) - 1; i >= 0; i-- {
		if err := l.closers[i](); err != nil && first == nil {
			first = err
		}
	}
	l.closers = nil
	return first
}

// Load opens path — a bundle, or an ONNX model (IsModelPath) that it
// compiles in memory — finalizes in memory (through opts.Finalize.Cache)
// every kernel that has no object for opts.Target, opens that target's
// device and prepares a session on it. No file is written.
func Load(ctx context.Context, path string, opts LoadOptions) (l *Loaded, err error) {
	l = &Loaded{}
	defer func() {
		if err != nil {
			l.Close()
			l = nil
		}
	}()
	var src runtime.Source
	if IsModelPath(path) {
		if src, err = CompileModel(ctx, path, opts.Compile); err != nil {
			return l, err
		}
		l.Compiled = true
	} else {
		r, err := bundle.Open(path)
		if err != nil {
			return l, err
		}
		l.closers = append(l.closers, r.Close)
		if err := checkBundleProgram(path, &r.Manifest, opts); err != nil {
			return l, err
		}
		src, l.Untrusted = TrustedSource(r, opts.Trust)
	}
	return l, l.prepare(ctx, path, src, opts)
}

// LoadSource is Load for a source already open or compiled.
func LoadSource(ctx context.Context, src runtime.Source, opts LoadOptions) (*Loaded, error) {
	l := &Loaded{}
	if err := l.prepare(ctx, src.Name(), src, opts); err != nil {
		l.Close()
		return nil, err
	}
	return l, nil
}

// prepare finalizes what src lacks for the target and prepares the
// session. A source of shape buckets is finalized per bucket instead, on
// the bucket's first run (LoadOptions.CacheOnly routes such cold buckets
// to the host).
func (l *Loaded) prepare(ctx context.Context, path string, src runtime.Source, opts LoadOptions) error {
	t := opts.Target
	if t.Name == "" {
		t = target.HostRow()
	}
	l.Target = t
	progs := src.Programs()
	lazy := len(progs) > 0 && progs[0].Bucket != nil && opts.Program == ""
	if opts.CacheOnly && !lazy {
		return fmt.Errorf("--cache-only routes the buckets of a bundle of shape buckets (compile --bucket); %s has one shape", path)
	}
	if !lazy {
		n, err := pendingKernels(src, []target.Target{t}, opts.Finalize.AllowTF32)
		if err != nil {
			return err
		}
		if n > 0 {
			mlir := opts.Library
			if mlir == nil && opts.MLIR != nil {
				mlir = LazyMLIRFunc(opts.MLIR)
			}
			if mlir == nil {
				return fmt.Errorf("no MLIR library to finalize with here: %s", runtime.MissingTargetError(src, t.Name))
			}
			fo, err := l.finalizeOptions(opts, t)
			if err != nil {
				return err
			}
			objs, stats, err := FinalizeSource(ctx, mlir, src, fo)
			if err != nil {
				return fmt.Errorf("%s; finalizing it here failed: %w", runtime.MissingTargetError(src, t.Name), err)
			}
			if src, err = runtime.WithObjects(src, objs); err != nil {
				return err
			}
			l.FinalizedInMemory, l.Stats = true, stats
		}
	}
	l.Source = src
	grow := newGrowingSource(src)
	var err error
	if l.primary, err = l.newServer(ctx, grow, t, opts); err != nil {
		return err
	}
	l.Model = l.primary.model
	if opts.Preload > 0 {
		if !lazy {
			return fmt.Errorf("--preload loads the kernels of every shape bucket at once; %s has one shape, whose kernels load at the start anyway", path)
		}
		if l.Preloaded, err = l.Model.Preload(ctx, opts.Preload); err != nil {
			return err
		}
	}
	if opts.CacheOnly {
		l.warm = make([]bool, len(progs))
		for i := range progs {
			l.warm[i] = ready(src, &progs[i], t.Name)
		}
		if t.Kind != target.Host {
			if l.fallback, err = l.newServer(ctx, grow, target.HostRow(), opts); err != nil {
				return err
			}
		}
	}
	for i := range progs {
		if opts.Program == progs[i].Name || (!lazy && len(progs) == 1) {
			if l.Session, err = l.Model.Session(ctx, i); err != nil {
				return err
			}
			return nil
		}
	}
	if opts.Program != "" {
		return fmt.Errorf("%s has no program %q", src.Name(), opts.Program)
	}
	return nil
}

// Run runs inputs (see Serve); with LoadOptions.Program, on that
// program's session.
func (l *Loaded) Run(ctx context.Context, inputs map[string]*npy.Array) (*Response, error) {
	if l.Session != nil && l.Session.Program().Bucket != nil {
		out, err := l.Session.Run(ctx, inputs)
		if err != nil {
			return nil, err
		}
		return &Response{Outputs: out, Bucket: l.Session.Program().Name, Device: l.Target.Name}, nil
	}
	return l.Serve(ctx, inputs)
}

// Ready reports whether program i of Model has its kernels finalized for
// the target in the source (the bundle, with what Load finalized).
func (l *Loaded) Ready(i int) bool {
	progs := l.Model.Programs()
	return i >= 0 && i < len(progs) && ready(l.Source, &progs[i], l.Target.Name)
}

// OutputNames lists the outputs in program order.
func (l *Loaded) OutputNames() []string { return ProgramOutputs(&l.Model.Programs()[0]) }

// InputSpecs lists the inputs with the shapes filled ones get: the
// program's, or for shape buckets the first (smallest) bucket's with each
// bucketed dim that dims names at its size.
func (l *Loaded) InputSpecs(dims map[string]int64) []InputSpec {
	if l.Session != nil {
		return ProgramInputs(l.Session.Program())
	}
	p := &l.Model.Programs()[0]
	specs := ProgramInputs(p)
	if p.Bucket == nil {
		return specs
	}
	for j := range specs {
		specs[j].Shape = slices.Clone(specs[j].Shape)
		for k, name := range p.Bucket.Inputs[j].Dims {
			if n, ok := dims[name]; ok && name != "" {
				specs[j].Shape[k] = n
			}
		}
	}
	return specs
}
