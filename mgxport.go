// Package mgxport runs mgxport bundles inside an application, as ONNX
// Runtime does ONNX models: Open a bundle (finalized for the target, or
// portable and finalized in process through the kernel cache) on a target
// and device, ask it for its inputs, outputs and shape buckets, and Run it
// with tensors that wrap the caller's memory — host slices, or device
// addresses with the caller's stream — from as many goroutines as the
// application likes.
//
// A bundle of shape buckets (compile --bucket) takes any input shape
// inside its grid: the smallest covering bucket runs, the inputs padded
// and the outputs sliced back, as `mgxport run` does; with
// Options.CacheOnly a bucket not finalized for the target runs on the host
// instead (ColGREP's routing). The CLI (cmd/mgxport) runs through this
// package; the C ABI (capi), the Python package (python/mgxport) and the
// Rust crate (bindings/rust) sit on it.
package mgxport

import (
	"context"
	"errors"
	"fmt"
	"maps"
	goruntime "runtime"
	"slices"
	"sync"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/program"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/runtime/host"
	"github.com/mgxport/mgxport/target"
	"github.com/mgxport/mgxport/version"
)

// Version is mgxport's version.
func Version() string { return version.Version }

// Options say where and how Open prepares a bundle.
type Options struct {
	// Arch is the target to run on: "host" (the default, this CPU),
	// an NVIDIA or AMD arch (sm_90, gfx1100, ...), or "auto" (the GPU
	// present, else the host).
	Arch string
	// Device is the GPU's ordinal (`mgxport devices`); 0 on the host.
	Device int
	// CacheDir is the kernel cache, used when kernels must be finalized
	// ("" : $MGXPORT_CACHE_DIR, else $XDG_CACHE_HOME/mgxport); NoCache
	// finalizes without one.
	CacheDir string
	NoCache  bool
	// CacheOnly runs a shape bucket on Arch only when the bundle holds its
	// kernels finalized for Arch, and on the host otherwise.
	CacheOnly bool
	// Preload loads the kernels of every bucket finalized for Arch at
	// Open (Jobs at a time) instead of each bucket's on its first run.
	Preload bool
	// Jobs bounds parallel finalize compiles and preloads; <= 0 means
	// GOMAXPROCS.
	Jobs int
	// MLIRLibrary is the MLIR C API library to finalize with ("" finds
	// it as the CLI does: $MGXPORT_MLIR_LIB, beside the executable, or
	// the checkout's bin/). It is loaded only when a kernel must be
	// compiled.
	MLIRLibrary string
	// Pads override the pad values a bundle of shape buckets records, by
	// input name.
	Pads map[string]float64
	// Dims bind the symbolic dims of an ONNX model (a path ending in
	// .onnx is compiled in memory).
	Dims map[string]int64
	// Libdevice, Ptxas, ROCmDeviceLibs and AllowTF32 are finalize's
	// --libdevice, --ptxas, --rocm-device-libs and --allow-tf32.
	Libdevice      string
	Ptxas          string
	ROCmDeviceLibs string
	AllowTF32      bool
	// Trust adds keys (as `mgxport finalize --trust` takes them) whose
	// finalized objects in a bundle run; this machine's own key and the
	// cache directory's trusted.keys are trusted anyway. Finalized objects
	// no trusted key signed are ignored and finalized here again.
	Trust []string
	// Progress, when set, is called as kernels are finalized at Open.
	Progress func(driver.FinalizeEvent)
	// Pool runs the host's kernels on its threads: one pool (NewPool)
	// that every Model of the process shares, so that models running at
	// once do not oversubscribe the cores. Without one, Open starts a
	// pool of Threads threads for the Model alone (0: every core; 1: one
	// thread), which Close stops; Threads with a Pool is an error. Results
	// are the same bytes whatever the count.
	Pool    *Pool
	Threads int
}

// Pool is the set of worker goroutines that run host kernels' split phases
// beside the launching goroutine (Options.Pool); Models handed one Pool
// share its workers instead of each starting their own.
type Pool = host.Pool

// NewPool starts a pool that runs each host kernel on up to threads
// threads, waiting as $MGXPORT_HOST_POOL says (the defaults when unset);
// Close stops it once the Models using it are closed. A pool whose threads
// would hold every one of the Go scheduler's Ps raises GOMAXPROCS by one
// (never lowers it): a kernel running in native code otherwise lost its P
// to the scheduler's monitor at every call. Open's own pool (Options.Threads)
// does the same.
func NewPool(threads int) (*Pool, error) {
	opts, err := driver.EnvHostPool()
	if err != nil {
		return nil, err
	}
	return host.NewPoolWith(threads, opts)
}

// TensorInfo describes one input or output.
type TensorInfo struct {
	Name  string
	DType DType
	// Shape has -1 for each symbolic (bucketed) axis, which Dims names;
	// nil for an output whose shape is known only at run time.
	Shape []int64
	// Dims names each axis's symbolic dim ("" for a fixed axis); nil when
	// every axis is fixed.
	Dims []string
}

// Bucket is one point of a bundle's shape-bucket grid: a program that
// runs inputs up to these sizes.
type Bucket struct {
	Name string
	Dims map[string]int64
	// Ready says the bundle holds the bucket's kernels finalized for the
	// Model's target (with Options.CacheOnly, others run on the host).
	Ready bool
}

// Model is a bundle opened on a device, safe for concurrent use: runs of
// the same bucket take turns on the device, weights are loaded once.
type Model struct {
	path    string
	l       *driver.Loaded
	inputs  []TensorInfo
	outputs []TensorInfo
	buckets []Bucket

	mu       sync.RWMutex // Close waits for the runs
	closed   bool
	pool     *host.Pool // the host threads Open started for this Model alone
	hostPool *host.Pool // the pool its host kernels run on (pool, or Options.Pool); nil: none

	pinMu sync.Mutex
	pins  map[uintptr][]byte // RegisterHost's spans, by first byte: Close unregisters them

	scratch sync.Pool // *runScratch: what Run builds, kept for the next run
}

// Open opens path — a bundle (.mgxb; finalized for opts.Arch, or
// portable, in which case the kernels it lacks are finalized in memory
// through the kernel cache) or an ONNX model, compiled in memory — on
// opts.Arch's device. Nothing is written but kernel cache entries.
func Open(ctx context.Context, path string, opts Options) (*Model, error) {
	// The Model's device registry: each backend probed once for it, the
	// host's threads bound once the pool below exists.
	reg := driver.DeviceRegistry(nil)
	t, err := parseArch(reg, opts.Arch)
	if err != nil {
		return nil, err
	}
	if opts.Device < 0 || (opts.Device != 0 && t.Kind == target.Host) {
		return nil, fmt.Errorf("open %s: device %d: the host target has device 0 only; a device selects a GPU", path, opts.Device)
	}
	lo := driver.LoadOptions{
		Target:  t,
		Device:  opts.Device,
		Compile: driver.CompileOptions{Dims: opts.Dims, Pads: opts.Pads},
		Finalize: driver.FinalizeOptions{
			Jobs: opts.Jobs, Progress: opts.Progress, Libdevice: opts.Libdevice, Ptxas: opts.Ptxas,
			ROCmDeviceLibs: opts.ROCmDeviceLibs, AllowTF32: opts.AllowTF32,
		},
		Library:   driver.NewLazyMLIR(opts.MLIRLibrary),
		Pads:      opts.Pads,
		CacheOnly: opts.CacheOnly,
	}
	if !opts.NoCache {
		dir := opts.CacheDir
		lo.OpenCache = func() (*kcache.Cache, error) { return driver.OpenCache(dir) }
	}
	// The keys the CLI trusts: this machine's (in the cache directory),
	// the directory's trusted.keys, and Options.Trust.
	dir := opts.CacheDir
	if dir == "" {
		if dir, err = kcache.DefaultDir(driver.EnvCacheDir()); err != nil {
			return nil, err
		}
	}
	if lo.Trust, err = kcache.LoadTrust(dir, opts.Trust); err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if opts.Preload {
		lo.Preload = opts.Jobs
		if lo.Preload <= 0 {
			lo.Preload = goruntime.GOMAXPROCS(0)
		}
	}
	// The host's threads, last: nothing above fails with a pool to stop.
	// A GPU target runs on the host too with CacheOnly (cold buckets).
	if opts.Threads < 0 {
		return nil, fmt.Errorf("open %s: %d threads: want 0 (every core) or more", path, opts.Threads)
	}
	if opts.Pool != nil && opts.Threads != 0 {
		return nil, fmt.Errorf("open %s: Threads %d with a Pool: a Model opened with a Pool runs on the Pool's %d threads (set one of the two)", path, opts.Threads, opts.Pool.Threads())
	}
	pool, own := opts.Pool, false
	if pool == nil && (t.Kind == target.Host || opts.CacheOnly) {
		threads := opts.Threads
		if threads == 0 {
			threads = goruntime.NumCPU()
		}
		if pool, err = NewPool(threads); err != nil {
			return nil, fmt.Errorf("open %s: %w", path, err)
		}
		own = true
	}
	lo.HostPool, lo.Devices = pool, reg
	m, err := OpenLoad(ctx, path, lo)
	if err != nil {
		if own {
			pool.Close()
		}
		return nil, err
	}
	if own {
		m.pool = pool
	}
	m.hostPool = pool
	return m, nil
}

// OpenLoad is Open with the driver's load options, for tools that set what
// Options do not (the CLI: an ONNX model's input shapes, its cache flags,
// the MLIR library it found).
func OpenLoad(ctx context.Context, path string, lo driver.LoadOptions) (*Model, error) {
	l, err := driver.Load(ctx, path, lo)
	if err != nil {
		return nil, err
	}
	return newModel(path, l), nil
}

// parseArch parses Options.Arch as the CLI's --arch of run.
func parseArch(reg *runtime.Registry, arch string) (target.Target, error) {
	if arch == "" {
		return target.HostRow(), nil
	}
	ts, err := target.Parse(arch, driver.Present(reg))
	if err != nil {
		return target.Target{}, fmt.Errorf("arch %s: %w", arch, err)
	}
	if len(ts) != 1 {
		return target.Target{}, fmt.Errorf("arch %s: names %d targets; a Model runs on one", arch, len(ts))
	}
	if err := driver.RuntimeSupported(reg, ts[0]); err != nil {
		return target.Target{}, fmt.Errorf("arch %s: %w", arch, err)
	}
	return ts[0], nil
}

// newModel describes l's programs.
func newModel(path string, l *driver.Loaded) *Model {
	m := &Model{path: path, l: l}
	progs := l.Model.Programs()
	if l.Session != nil {
		progs = []program.Program{*l.Session.Program()}
	}
	p := &progs[0]
	info := func(bi int, axes *program.Axes) TensorInfo {
		b := p.Buffers[bi]
		ti := TensorInfo{Name: b.Name, DType: DType(b.DType), Shape: slices.Clone(b.Shape)}
		if axes != nil && slices.ContainsFunc(axes.Dims, func(s string) bool { return s != "" }) {
			ti.Dims = slices.Clone(axes.Dims)
			for k, d := range axes.Dims {
				if d != "" && k < len(ti.Shape) {
					ti.Shape[k] = -1
				}
			}
		}
		return ti
	}
	for j, bi := range p.Inputs {
		var axes *program.Axes
		if p.Bucket != nil {
			axes = &p.Bucket.Inputs[j]
		}
		m.inputs = append(m.inputs, info(bi, axes))
	}
	for j, bi := range p.Outputs {
		var axes *program.Axes
		if p.Bucket != nil {
			axes = &p.Bucket.Outputs[j]
		}
		m.outputs = append(m.outputs, info(bi, axes))
	}
	for i := range progs {
		b := progs[i].Bucket
		if b == nil {
			continue
		}
		dims := map[string]int64{}
		for _, d := range b.Dims {
			dims[d.Name] = d.Size
		}
		m.buckets = append(m.buckets, Bucket{Name: progs[i].Name, Dims: dims, Ready: l.Ready(i)})
	}
	return m
}

// Path is the bundle or model the Model was opened from.
func (m *Model) Path() string { return m.path }

// Target is the arch the Model runs on ("host", "sm_90", ...).
func (m *Model) Target() string { return m.l.Target.Name }

// Inputs describes the inputs in the model's order.
func (m *Model) Inputs() []TensorInfo { return cloneInfos(m.inputs) }

// Outputs describes the outputs in the model's order.
func (m *Model) Outputs() []TensorInfo { return cloneInfos(m.outputs) }

// Buckets lists the shape buckets, smallest first as the bundle orders
// them; nil for a bundle of one shape.
func (m *Model) Buckets() []Bucket {
	out := slices.Clone(m.buckets)
	for i := range out {
		out[i].Dims = maps.Clone(out[i].Dims)
	}
	return out
}

func cloneInfos(in []TensorInfo) []TensorInfo {
	out := slices.Clone(in)
	for i := range out {
		out[i].Shape = slices.Clone(out[i].Shape)
		out[i].Dims = slices.Clone(out[i].Dims)
	}
	return out
}

// Threads is how many threads the Model's host kernels run on: its
// Pool's (Options.Pool, or the one Open started of Options.Threads); 0
// where none run on the host (a GPU target without CacheOnly).
func (m *Model) Threads() int {
	if m.hostPool == nil {
		return 0
	}
	return m.hostPool.Threads()
}

// Loaded is the driver's session under the Model, for the CLI's reports
// (what Open finalized, preloaded and compiled).
func (m *Model) Loaded() *driver.Loaded { return m.l }

// Close releases the Model's device memory, kernels and bundle, after the
// runs in flight; runs after Close fail.
func (m *Model) Close() error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.closed {
		return nil
	}
	m.closed = true
	err := m.unregisterAll()
	err = errors.Join(err, m.l.Close())
	if m.pool != nil {
		err = errors.Join(err, m.pool.Close())
	}
	return err
}

// errClosed is the error of a run on a closed Model.
var errClosed = errors.New("mgxport: model closed")
