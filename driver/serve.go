package driver

import (
	"context"
	"fmt"
	"sort"
	"sync"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/target"
)

// growingSource is a runtime.Source that gains objects finalized on the
// fly (per program, on its first run), safe for concurrent use.
type growingSource struct {
	runtime.Source
	mu      sync.Mutex
	objects map[string]*codeobj.Object
	ids     []string // sorted: Finalized is deterministic
}

func newGrowingSource(src runtime.Source) *growingSource {
	return &growingSource{Source: src, objects: map[string]*codeobj.Object{}}
}

func (g *growingSource) add(objs []*codeobj.Object) {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, o := range objs {
		id := o.ID()
		if _, ok := g.objects[id]; !ok {
			g.objects[id] = o
			g.ids = append(g.ids, id)
		}
	}
	sort.Strings(g.ids)
}

func (g *growingSource) Finalized(l program.Launch, t string) (string, bool) {
	g.mu.Lock()
	for _, src := range l.Kernels {
		for _, id := range g.ids {
			if o := g.objects[id]; o.Source == src && o.Target == t {
				g.mu.Unlock()
				return id, true
			}
		}
	}
	g.mu.Unlock()
	return g.Source.Finalized(l, t)
}

func (g *growingSource) ReadObject(id string) (*codeobj.Object, error) {
	g.mu.Lock()
	o, ok := g.objects[id]
	g.mu.Unlock()
	if ok {
		c := *o
		return &c, nil
	}
	return g.Source.ReadObject(id)
}

// programSource is one program of a source, for a finalize of its kernels.
type programSource struct {
	runtime.Source
	prog []program.Program
}

func (p programSource) Programs() []program.Program { return p.prog }

// ready reports whether every launch of p has an object for target in src.
func ready(src runtime.Source, p *program.Program, target string) bool {
	for _, l := range p.AllLaunches() {
		if _, ok := src.Finalized(l, target); !ok {
			return false
		}
	}
	return true
}

// server is one target's Model over a growing source, with the finalize
// that fills in a program's kernels on its first run.
type server struct {
	target target.Target
	model  *runtime.Model
	src    *growingSource
	// stats sums the on-the-fly finalizes; onTheFly counts the programs
	// finalized so.
	mu       sync.Mutex
	stats    FinalizeStats
	onTheFly int
}

// newServer opens t's device and makes its Model; programs whose kernels
// src lacks for t are finalized through fo on their first run.
func (l *Loaded) newServer(ctx context.Context, src *growingSource, t target.Target, opts LoadOptions) (*server, error) {
	dev, err := OpenDevice(WithHostPool(opts.Devices, opts.HostPool), t, opts.Device)
	if err != nil {
		return nil, err
	}
	l.closers = append(l.closers, dev.Close)
	sv := &server{target: t, src: src}
	finalizeProgram := func(ctx context.Context, i int) error {
		p := &src.Programs()[i]
		if ready(src, p, t.Name) {
			return nil
		}
		fo, err := l.finalizeOptions(opts, t)
		if err != nil {
			return err
		}
		mlir := opts.Library
		if mlir == nil && opts.MLIR != nil {
			mlir = LazyMLIRFunc(opts.MLIR)
		}
		if mlir == nil {
			return fmt.Errorf("no MLIR library to finalize with here: %s", runtime.MissingTargetError(src, t.Name))
		}
		objs, st, err := FinalizeSource(ctx, mlir, programSource{src, []program.Program{*p}}, fo)
		if err != nil {
			return fmt.Errorf("finalize bucket %s for %s: %w", p.Name, t.Name, err)
		}
		src.add(objs)
		sv.mu.Lock()
		sv.onTheFly++
		sv.stats.Kernels += st.Kernels
		sv.stats.CacheHits += st.CacheHits
		sv.stats.Compiled += st.Compiled
		sv.stats.Wall += st.Wall
		sv.stats.LibraryLoaded = sv.stats.LibraryLoaded || st.LibraryLoaded
		sv.stats.Warnings = append(sv.stats.Warnings, st.Warnings...)
		sv.mu.Unlock()
		return nil
	}
	m, err := runtime.NewModel(src, dev, runtime.ModelOptions{Pads: opts.Pads, BeforePrepare: finalizeProgram})
	if err != nil {
		return nil, err
	}
	l.closers = append(l.closers, m.Close)
	sv.model = m
	return sv, nil
}

// finalizeOptions is opts.Finalize for target t, with the cache opened
// once (when a kernel must be finalized).
func (l *Loaded) finalizeOptions(opts LoadOptions, t target.Target) (FinalizeOptions, error) {
	fo := opts.Finalize
	fo.Targets = []target.Target{t}
	l.cacheMu.Lock()
	defer l.cacheMu.Unlock()
	if fo.Cache == nil && l.cache == nil && opts.OpenCache != nil {
		c, err := opts.OpenCache()
		if err != nil {
			return fo, err
		}
		l.cache = c
	}
	if fo.Cache == nil {
		fo.Cache = l.cache
	}
	return fo, nil
}

// Response is what serving one request gives back.
type Response struct {
	// Outputs by name, sliced to the request's shapes.
	Outputs map[string]*npy.Array
	// Bucket is the program that ran; Padded says the inputs were padded
	// to it.
	Bucket string
	Padded bool
	// Device is the target that served the request: the Load target, or
	// host when cache-only routing sent a cold bucket there.
	Device string
	// Cold says (with LoadOptions.CacheOnly) the bundle lacked the
	// bucket's kernels for the Load target: on a GPU target the request
	// ran on host instead; on host, the bucket was finalized on the fly.
	Cold bool
}

// Serve runs one request (safe for concurrent use): the smallest bucket
// that covers the inputs runs on the Load target — or, with
// LoadOptions.CacheOnly, on the target only when the bundle holds that
// bucket's kernels finalized for it, else on host, finalized on the fly
// through the kernel cache.
func (l *Loaded) Serve(ctx context.Context, inputs map[string]*npy.Array) (*Response, error) {
	sv, cold, err := l.route(inputs)
	if err != nil {
		return nil, err
	}
	r, err := sv.model.Run(ctx, inputs)
	if err != nil {
		return nil, err
	}
	return &Response{Outputs: r.Outputs, Bucket: r.Program, Padded: r.Padded, Device: sv.target.Name, Cold: cold}, nil
}

// route picks the server of a request: the Load target's, or with
// LoadOptions.CacheOnly the host's for a bucket the bundle lacks (cold).
func (l *Loaded) route(inputs map[string]*npy.Array) (*server, bool, error) {
	sv, cold := l.primary, false
	if l.warm != nil {
		i, err := sv.model.Select(inputs)
		if err != nil {
			return nil, false, err
		}
		if cold = !l.warm[i]; cold && l.fallback != nil {
			sv = l.fallback
		}
	}
	return sv, cold, nil
}

// ServeDevice is Serve with the tensors dio names in the caller's device
// memory on the Load target's device (runtime.Model.RunDevice). A request
// that cache-only routing sends to the host is staged: its device inputs
// copied to the host, its device outputs copied back.
func (l *Loaded) ServeDevice(ctx context.Context, inputs map[string]*npy.Array, dio *runtime.DeviceIO) (*Response, error) {
	sv, cold, err := l.route(inputs)
	if err != nil {
		return nil, err
	}
	var r *runtime.RunResult
	if sv == l.primary {
		if r, err = sv.model.RunDevice(ctx, inputs, dio); err != nil {
			return nil, err
		}
	} else {
		in, err := l.primary.model.StageIn(inputs, dio)
		if err != nil {
			return nil, err
		}
		if r, err = sv.model.Run(ctx, in); err != nil {
			return nil, err
		}
		if err := l.primary.model.StageOut(r.Outputs, dio); err != nil {
			return nil, err
		}
	}
	return &Response{Outputs: r.Outputs, Bucket: r.Program, Padded: r.Padded, Device: sv.target.Name, Cold: cold}, nil
}

// OnTheFly reports the programs finalized on the fly so far, per target,
// with the finalize's stats summed.
func (l *Loaded) OnTheFly() map[string]FinalizeStats {
	out := map[string]FinalizeStats{}
	for _, sv := range []*server{l.primary, l.fallback} {
		if sv == nil {
			continue
		}
		sv.mu.Lock()
		if sv.onTheFly > 0 {
			out[sv.target.Name] = sv.stats
		}
		sv.mu.Unlock()
	}
	return out
}
