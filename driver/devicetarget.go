package driver

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"sync"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/onnx/conformance"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/runtime/host"
	"github.com/mgxport/mgxport/runtime/hostop"
	"github.com/mgxport/mgxport/target"
)

// DeviceTargetOptions configure a DeviceTarget.
type DeviceTargetOptions struct {
	// Target is the target to finalize for and run on; the zero Target is
	// the host. Device is the GPU's number for a GPU target.
	Target target.Target
	Device int
	// Libdevice names NVIDIA's libdevice (--libdevice; "" finds it).
	Libdevice string
	// ROCmDeviceLibs names ROCm's device libraries (--rocm-device-libs;
	// "" finds them).
	ROCmDeviceLibs string
	// MLIR opens the MLIR C API library, once, when the first kernel must
	// be compiled; nil means the library mlirc.FindLibrary finds (whose
	// file keys the identity memo).
	MLIR func() (*mlirc.Library, error)
	// Jobs bounds the parallel kernel compiles; <= 0 means GOMAXPROCS.
	Jobs int
	// OpenCache, when not nil, opens a kernel cache (once, on the first
	// compile) that compiled kernels are looked up in and stored to, so a
	// second conformance run compiles nothing.
	OpenCache func() (*kcache.Cache, error)
	// HostPool runs the host's kernels on its threads (nil: one thread).
	HostPool *host.Pool
	// Devices is the process's device registry (DeviceRegistry, built
	// once by the entry point); nil builds one for this target.
	Devices *runtime.Registry
}

// DeviceTarget is a conformance.Target that runs a graph on this CPU through
// the real pipeline: it binds the graph's input shapes from the inputs it
// is given, compiles portable (lower.Compile), finalizes every kernel for
// the host, and runs the program with the host runtime.
//
// Kernels are finalized by finalize.Run, as `mgxport finalize` does: one
// finalize.Target for the host — one MLIR library and one pool of compilers
// — serves every Run, and each finalized kernel is kept in memory by the
// portable object's content, so a kernel shared by many tests is compiled
// once. With a cache whose identity memo names the compiler, a run of
// cached kernels never loads the MLIR library (unless MLIR opens it). A
// DeviceTarget is safe for concurrent use; Close releases the compilers.
type DeviceTarget struct {
	opts DeviceTargetOptions
	reg  *runtime.Registry // opts.Devices with HostPool bound
	st   *hostTargetState
}

// hostTargetState is what a DeviceTarget shares between its copies and Runs.
type hostTargetState struct {
	mu      sync.Mutex
	opened  bool
	openErr error
	// fin finalizes for the host; made, with the cache, on the first
	// compile. Its compiler pool serves every Run.
	fin   finalize.Target
	cache *kcache.Cache
	// dev is the GPU device of a GPU target, opened on first use.
	dev    runtime.Device
	devErr error
	// hosts holds the finalized object of each portable object ID; a
	// failed compile is remembered as its error so it is not retried.
	hosts map[string]hostResult
}

type hostResult struct {
	obj *codeobj.Object
	err error
}

// NewDeviceTarget returns a host target; it opens nothing until a kernel must
// be compiled.
func NewDeviceTarget(opts DeviceTargetOptions) *DeviceTarget {
	return &DeviceTarget{opts: opts, reg: WithHostPool(opts.Devices, opts.HostPool), st: &hostTargetState{hosts: map[string]hostResult{}}}
}

// Name is the target's name: "host", "sm_90".
func (t *DeviceTarget) Name() string { return t.row().Name }

// row is the target's table row.
func (t *DeviceTarget) row() target.Target {
	if t.opts.Target.Name == "" {
		return target.HostRow()
	}
	return t.opts.Target
}

// device returns the device to run on: a fresh host device per run (its
// memory is the run's), or the one GPU device the target opens on first
// use and keeps until Close.
func (t *DeviceTarget) device() (runtime.Device, func() error, error) {
	row := t.row()
	if row.Kind == target.Host {
		dev, err := t.reg.Open(string(target.Host), 0)
		if err != nil {
			return nil, nil, err
		}
		return dev, dev.Close, nil
	}
	st := t.st
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.dev == nil && st.devErr == nil {
		st.dev, st.devErr = OpenDevice(t.reg, row, t.opts.Device)
	}
	return st.dev, func() error { return nil }, st.devErr
}

// Close releases the compiler pool. The target must not be used after.
func (t *DeviceTarget) Close() error {
	t.st.mu.Lock()
	defer t.st.mu.Unlock()
	if t.st.fin != nil {
		t.st.fin.Close()
		t.st.fin = nil
	}
	t.st.hosts = map[string]hostResult{}
	if t.st.dev != nil {
		t.st.dev.Close()
		t.st.dev = nil
	}
	return nil
}

// Run compiles g for inputs' shapes, finalizes it for the host and runs it.
// A feature the compiler does not support yet (an op, a dtype, a shape) is
// a *conformance.SkipError naming it; any other failure is an error, and
// wrong numbers are returned as outputs for the caller to compare.
func (t *DeviceTarget) Run(ctx context.Context, g *graph.Graph, inputs map[string]*graph.Tensor) (map[string]*graph.Tensor, error) {
	dims := map[string][]int64{}
	arrays := map[string]*npy.Array{}
	for _, v := range g.Inputs {
		in, ok := inputs[v.Name]
		if !ok || in == nil {
			return nil, fmt.Errorf("%s: missing input %q", t.Name(), v.Name)
		}
		if in.DType != v.DType {
			return nil, fmt.Errorf("%s: input %q is %s, the model wants %s", t.Name(), v.Name, in.DType, v.DType)
		}
		dims[v.Name] = []int64(in.Shape.Clone())
		arrays[v.Name] = hostop.ArrayOf(in)
	}
	res, err := compileSpecialized(ctx, g, dims, inputs, arrays)
	if err != nil {
		return nil, err
	}
	computed, err := t.execute(ctx, res, arrays)
	if err != nil {
		return nil, err
	}
	out := make(map[string]*graph.Tensor, len(g.Outputs))
	for _, v := range g.Outputs {
		a, ok := computed[v.Name]
		if !ok {
			return nil, fmt.Errorf("%s: output %q was not computed", t.Name(), v.Name)
		}
		o, err := hostop.TensorOf(a)
		if err != nil {
			return nil, fmt.Errorf("%s: output %q: %w", t.Name(), v.Name, err)
		}
		out[v.Name] = o
	}
	return out, nil
}

// compileSpecialized compiles a copy of g (the caller may run g again) for
// the input shapes dims and returns the lowered program. A compiler makes
// one program per static shape, so a graph input that the output shapes or
// the kernels' structure depend on — the axes, shape, pads, sizes, K or
// repeats operands ONNX backend tests feed as inputs — must be known when
// compiling: such an input is bound to its given value as a constant (and
// dropped from arrays, the program's inputs), as a compile with that value
// fixed would, and the compile runs again. A shape that no input decides
// (computed in the graph, or a data-dependent op's) makes the compile run
// again with run-time shapes (passes.Options.RuntimeShapes).
func compileSpecialized(ctx context.Context, g *graph.Graph, dims map[string][]int64, inputs map[string]*graph.Tensor, arrays map[string]*npy.Array) (*lower.Result, error) {
	base := g.Clone()
	runtimeShapes := false
	for range len(base.Inputs) + 2 {
		opts := lower.Options{InputDims: dims}
		work := base.Clone()
		phase := "compile"
		front, err := passes.Compile(ctx, work, passes.Options{Bindings: opts.Bindings(), Kinds: lower.OpKind, RuntimeShapes: runtimeShapes})
		if err == nil {
			phase = "lower"
			var res *lower.Result
			lowerFn := lower.Lower
			if runtimeShapes {
				lowerFn = lower.LowerRuntimeShapes
			}
			if res, err = lowerFn(ctx, work, front.Partitions, front.Memory); err == nil {
				return res, nil
			}
		}
		name, ok := lower.RuntimeInput(err)
		if !ok || !bindInput(base, name, inputs[name]) {
			// A shape computed in the graph, or an op whose output shape
			// follows its data: compile it as a program that sizes the
			// value at run time (host steps), as a compile does.
			if !runtimeShapes && (ok || errors.Is(err, ref.ErrDataShaped)) {
				runtimeShapes = true
				continue
			}
			return nil, classifyHost(phase, err)
		}
		delete(dims, name)
		delete(arrays, name)
	}
	return nil, fmt.Errorf("host compile: binding inputs as constants did not converge")
}

// bindInput turns graph input name into a constant holding t; it reports
// false when name is no graph input or t is missing.
func bindInput(g *graph.Graph, name string, t *graph.Tensor) bool {
	if t == nil {
		return false
	}
	for i, v := range g.Inputs {
		if v.Name == name {
			g.Inputs = append(g.Inputs[:i:i], g.Inputs[i+1:]...)
			g.Initializers[name] = t
			v.DType, v.Shape, v.ShapeKnown = t.DType, t.Shape.Clone(), true
			return true
		}
	}
	return false
}

// execute finalizes res's kernels for the host and runs its program once.
func (t *DeviceTarget) execute(ctx context.Context, res *lower.Result, inputs map[string]*npy.Array) (map[string]*npy.Array, error) {
	weights := make(map[string][]byte, len(res.Weights))
	for name, w := range res.Weights {
		weights[name] = w.Data
	}
	src, err := runtime.NewMemorySource(t.Name(), res.Programs, res.Objects, weights)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", t.Name(), err)
	}
	hosts, err := t.finalize(ctx, src)
	if err != nil {
		return nil, err
	}
	if src, err = runtime.WithObjects(src, hosts); err != nil {
		return nil, fmt.Errorf("%s: %w", t.Name(), err)
	}
	dev, release, err := t.device()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", t.Name(), err)
	}
	defer release()
	s, err := runtime.PrepareSource(ctx, src, "", dev)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", t.Name(), err)
	}
	defer s.Close()
	out, err := s.Run(ctx, inputs)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", t.Name(), err)
	}
	return out, nil
}

// open makes the host's finalize.Target and opens the cache on first use; a
// failure is remembered. The MLIR library is opened by the Target, when a
// kernel must be compiled (or named: with a cache, the identity memo names
// the compiler of a library found by path without loading it).
func (t *DeviceTarget) open() (finalize.Target, *kcache.Cache, error) {
	st := t.st
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.opened {
		return st.fin, st.cache, st.openErr
	}
	st.opened = true
	lib := NewLazyMLIR("")
	if t.opts.MLIR != nil {
		lib = LazyMLIRFunc(t.opts.MLIR)
	}
	cudaPath, rocmRoots := toolkitRoots(lib)
	cfg := finalize.Config{Library: lib, Jobs: t.opts.Jobs, Libdevice: t.opts.Libdevice, ROCmDeviceLibs: t.opts.ROCmDeviceLibs, CUDAPath: cudaPath, ROCmRoots: rocmRoots}
	if t.opts.OpenCache != nil {
		var err error
		if st.cache, err = t.opts.OpenCache(); err != nil {
			st.openErr = fmt.Errorf("%s: kernel cache: %w", t.Name(), err)
			return nil, nil, st.openErr
		}
		cfg.MemoDir = st.cache.Dir()
	}
	st.fin, st.openErr = finalize.New(t.row(), cfg)
	if st.openErr != nil {
		st.openErr = fmt.Errorf("%s: %w", t.Name(), st.openErr)
	}
	return st.fin, st.cache, st.openErr
}

// heldSource is a Source whose launches count as finalized for the host
// when the target holds the host object of one of their variants.
type heldSource struct {
	runtime.Source
	st *hostTargetState
}

func (s heldSource) Finalized(l program.Launch, target string) (string, bool) {
	s.st.mu.Lock()
	defer s.st.mu.Unlock()
	for _, k := range l.Kernels {
		if r, ok := s.st.hosts[k]; ok && r.obj != nil {
			return r.obj.ID(), true
		}
	}
	return s.Source.Finalized(l, target)
}

// finalize returns the host object of every launch of src's program (one
// per distinct kernel, in launch order), finalizing those the target does
// not hold yet (finalize.Run, through the cache). A kernel whose compile
// failed before fails again without compiling.
func (t *DeviceTarget) finalize(ctx context.Context, src runtime.Source) ([]*codeobj.Object, error) {
	st := t.st
	p := src.Programs()[0]
	held := heldSource{src, st}
	need := false
	st.mu.Lock()
	for _, l := range p.AllLaunches() {
		for _, k := range l.Kernels {
			if r, ok := st.hosts[k]; ok && r.err != nil {
				st.mu.Unlock()
				return nil, fmt.Errorf("%s: %s: %w", t.Name(), l.Label, r.err)
			}
		}
	}
	st.mu.Unlock()
	for _, l := range p.AllLaunches() {
		if _, ok := held.Finalized(l, t.Name()); !ok {
			need = true
			break
		}
	}
	if need {
		fin, cache, err := t.open()
		if err != nil {
			return nil, err
		}
		objs, _, err := finalize.Run(ctx, held, []finalize.Target{fin}, finalize.Options{Jobs: t.opts.Jobs, Cache: cache})
		if err != nil {
			var ke *finalize.KernelError
			if !errors.As(err, &ke) {
				return nil, fmt.Errorf("%s: %w", t.Name(), err)
			}
			id := ke.Object.ID()
			if ctx.Err() == nil && !errors.Is(err, context.Canceled) {
				// A cancelled compile is not a property of the kernel.
				st.mu.Lock()
				st.hosts[id] = hostResult{err: err}
				st.mu.Unlock()
			}
			for _, l := range p.AllLaunches() {
				if slices.Contains(l.Kernels, id) {
					return nil, fmt.Errorf("%s: %s: %w", t.Name(), l.Label, err)
				}
			}
			return nil, fmt.Errorf("%s: %w", t.Name(), err)
		}
		st.mu.Lock()
		for _, o := range objs {
			st.hosts[o.Source] = hostResult{obj: o}
		}
		st.mu.Unlock()
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	var out []*codeobj.Object
	seen := map[string]bool{}
	for _, l := range p.AllLaunches() {
		var obj *codeobj.Object
		for _, k := range l.Kernels {
			if r := st.hosts[k]; r.obj != nil {
				obj = r.obj
				break
			}
		}
		if obj == nil {
			return nil, fmt.Errorf("%s: %s: no host object", t.Name(), l.Label)
		}
		if !seen[obj.Source] {
			seen[obj.Source] = true
			out = append(out, obj)
		}
	}
	return out, nil
}

// classifyHost makes a compile failure a SkipError when it is a feature not
// supported yet (it wraps graph.ErrUnsupported), and leaves it an error
// otherwise.
func classifyHost(phase string, err error) error {
	if errors.Is(err, graph.ErrUnsupported) {
		return &conformance.SkipError{Reason: fmt.Sprintf("host %s: %s", phase, err)}
	}
	return fmt.Errorf("host %s: %w", phase, err)
}

// compiledKernels is the number of portable objects whose host compile the
// target holds.
func (t *DeviceTarget) compiledKernels() int {
	t.st.mu.Lock()
	defer t.st.mu.Unlock()
	return len(t.st.hosts)
}
