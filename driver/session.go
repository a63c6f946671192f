package driver

import (
	"context"
	"fmt"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/target"
)

// LoadOptions say how Load gets a runnable session.
type LoadOptions struct {
	// Target is the target to run on; the zero Target is the host.
	Target target.Target
	// Device is the ordinal of the GPU to run on (--device N).
	Device int
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
	// Program names the program to run ("" for the first).
	Program string
}

// Loaded is a session ready to run on its device and what it took.
type Loaded struct {
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

	closers []func() error
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
		src = runtime.BundleSource(r)
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

// prepare finalizes what src lacks for the target and prepares the session.
func (l *Loaded) prepare(ctx context.Context, path string, src runtime.Source, opts LoadOptions) error {
	t := opts.Target
	if t.Name == "" {
		t = target.HostRow()
	}
	l.Target = t
	targets := []target.Target{t}
	n, err := PendingKernels(src, targets)
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
		fo := opts.Finalize
		fo.Targets = targets
		if fo.Cache == nil && opts.OpenCache != nil {
			if fo.Cache, err = opts.OpenCache(); err != nil {
				return err
			}
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
	l.Source = src
	dev, err := OpenDevice(t, opts.Device)
	if err != nil {
		return err
	}
	l.closers = append(l.closers, dev.Close)
	s, err := runtime.PrepareSource(ctx, src, opts.Program, dev)
	if err != nil {
		return err
	}
	l.closers = append(l.closers, s.Close)
	l.Session = s
	return nil
}
