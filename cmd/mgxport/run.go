package main

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	goruntime "runtime"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	mgx "github.com/mgxport/mgxport"
	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/runtime"
	"github.com/mgxport/mgxport/runtime/host"
	"github.com/mgxport/mgxport/target"
)

// inputFlags are the input flags of run, perf and verify: .npy files, the
// fill of the others, and the dim bindings of an ONNX model.
type inputFlags struct {
	inputs    []string
	fill      string
	seed      uint64
	intMax    int64
	dims      []string
	inputDims []string
	pads      []string
}

func (f *inputFlags) register(fs *pflag.FlagSet, defaultFill string) {
	fs.StringArrayVar(&f.inputs, "input", nil, "an input as `NAME=FILE.npy`, or every array of a NumPy FILE.npz as the input its member names (repeatable)")
	fs.StringVar(&f.fill, "fill", defaultFill, "fill inputs not given: random (floats uniform in [-1,1), ints in [0,--fill-int-max)), zeros or ones")
	fs.Uint64Var(&f.seed, "seed", 0, "seed of --fill random (default: a fresh seed, printed)")
	fs.Int64Var(&f.intMax, "fill-int-max", driver.DefaultIntMax, "random integer inputs are uniform in [0, `N`)")
	fs.StringArrayVar(&f.dims, "dim", nil, "bind a symbolic dim of an ONNX model: `NAME=N`, N > 0 (repeatable; --input arrays bind the dims they carry; on a bundle it must equal the compiled shape)")
	fs.StringArrayVar(&f.inputDims, "input-dim", nil, "set an ONNX model input's shape: `INPUT=D0,D1,...`, every D > 0 (repeatable; on a bundle it must equal the compiled shape)")
	fs.StringArrayVar(&f.pads, "pad", nil, "with shape buckets: the value an input's padded positions hold, `INPUT=VALUE` (overrides the bundle's; default 0)")
}

// compileOptions parses --dim, --input-dim and --pad.
func (f *inputFlags) compileOptions() (driver.CompileOptions, error) {
	o, err := parseDims(f.dims, f.inputDims)
	if err == nil {
		o.Pads, err = parsePads(f.pads)
	}
	return o, err
}

// parseDims parses --dim NAME=N and --input-dim INPUT=D0,D1,... values.
// The rule for both: every size is a positive integer (a zero-size input
// comes as a .npy array, whose shape binds the dims it carries).
func parseDims(dims, inputDims []string) (driver.CompileOptions, error) {
	opts := driver.CompileOptions{Dims: map[string]int64{}, InputDims: map[string][]int64{}}
	for _, d := range dims {
		name, v, ok := strings.Cut(d, "=")
		n, err := strconv.ParseInt(v, 10, 64)
		if !ok || name == "" || err != nil || n <= 0 {
			return opts, fmt.Errorf("--dim %q: want NAME=N with N > 0", d)
		}
		if prev, dup := opts.Dims[name]; dup {
			return opts, fmt.Errorf("--dim %s is given twice (%s=%d and %s=%d): give each dim once", name, name, prev, name, n)
		}
		opts.Dims[name] = n
	}
	for _, d := range inputDims {
		name, v, ok := strings.Cut(d, "=")
		if !ok || name == "" {
			return opts, fmt.Errorf("--input-dim %q: want INPUT=D0,D1,...", d)
		}
		var shape []int64
		for _, s := range strings.Split(v, ",") {
			n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
			if err != nil || n <= 0 {
				return opts, fmt.Errorf("--input-dim %q: bad dim %q: want INPUT=D0,D1,... with every D > 0", d, s)
			}
			shape = append(shape, n)
		}
		if _, dup := opts.InputDims[name]; dup {
			return opts, fmt.Errorf("--input-dim %s is given twice: give each input's shape once", name)
		}
		opts.InputDims[name] = shape
	}
	return opts, nil
}

// parse reads the given .npy inputs and parses the fill and the dim
// bindings: what run, perf and verify all start from.
func (f *inputFlags) parse(fs *pflag.FlagSet) (map[string]*npy.Array, driver.Fill, driver.CompileOptions, error) {
	inputs, sources, err := driver.ReadInputs(f.inputs)
	if err != nil {
		return nil, driver.Fill{}, driver.CompileOptions{}, err
	}
	fill, err := f.fillSpec(fs)
	if err != nil {
		return nil, driver.Fill{}, driver.CompileOptions{}, err
	}
	fill.Sources = sources
	copts, err := f.compileOptions()
	if err != nil {
		return nil, driver.Fill{}, driver.CompileOptions{}, err
	}
	return inputs, fill, copts.WithInputs(inputs), nil
}

// fillSpec parses --fill, --seed and --fill-int-max; an unset seed is drawn
// fresh.
func (f *inputFlags) fillSpec(fs *pflag.FlagSet) (driver.Fill, error) {
	mode, err := driver.ParseFillMode(f.fill)
	if err != nil {
		return driver.Fill{}, err
	}
	if f.intMax < 1 {
		return driver.Fill{}, fmt.Errorf("--fill-int-max %d: want at least 1", f.intMax)
	}
	seed := f.seed
	if !fs.Changed("seed") {
		var b [8]byte
		if _, err := rand.Read(b[:]); err != nil {
			return driver.Fill{}, fmt.Errorf("draw a seed: %w", err)
		}
		seed = binary.LittleEndian.Uint64(b[:]) >> 1 // fits an int64 for JSON readers
	}
	return driver.Fill{Mode: mode, Seed: seed, IntMax: f.intMax}, nil
}

// reportFilled says on w which inputs were made up, and how to make them
// again.
func reportFilled(w io.Writer, filled []string, f driver.Fill) {
	if len(filled) == 0 {
		return
	}
	switch f.Mode {
	case driver.FillRandom:
		fmt.Fprintf(w, "filled %s with random values (--seed %d)\n", strings.Join(filled, ", "), f.Seed)
	default:
		fmt.Fprintf(w, "filled %s with %s\n", strings.Join(filled, ", "), f.Mode)
	}
}

// deviceFlags are the flags that pick where run, perf, verify and
// conformance execute: --arch, --device and --threads.
type deviceFlags struct {
	arch    string
	device  int
	threads int
	fs      *pflag.FlagSet
	// pool runs host kernels (target makes it; the command closes it
	// with closePool): one per process, shared by its sessions.
	pool *host.Pool
	// reg is the device registry (target builds it): one per process,
	// each backend probed once, passed down to Load.
	reg *runtime.Registry
}

func (f *deviceFlags) register(fs *pflag.FlagSet, defaultArch, help string) {
	f.fs = fs
	fs.StringVar(&f.arch, "arch", defaultArch, help)
	fs.IntVar(&f.device, "device", 0, "the GPU to run on, by its number in the list mgxport devices prints (`N`)")
	fs.IntVar(&f.threads, "threads", 0, "threads each host kernel runs on (`N`; default: every core, as ONNX Runtime's intra-op threads; 1: one thread, exactly as a single-threaded run). Results are the same bytes at any count; $MGXPORT_HOST_POOL tunes how the threads wait, e.g. park=futex,recheck=on (README, Host threads)")
}

// target parses --arch (runTarget), checks --device and --threads against
// it and starts the host's thread pool.
func (f *deviceFlags) target(cmd string, allowRef bool) (target.Target, bool, error) {
	if f.reg == nil {
		f.reg = driver.DeviceRegistry(nil)
	}
	t, ref, err := runTarget(f.reg, cmd+" --arch", f.arch, allowRef)
	if err != nil {
		return t, ref, err
	}
	if f.device < 0 {
		return t, ref, fmt.Errorf("%s --device %d: want a GPU number from `mgxport devices`", cmd, f.device)
	}
	if f.device != 0 && (ref || t.Kind == target.Host) {
		return t, ref, fmt.Errorf("%s --device %d: --arch %s runs on this CPU; --device selects a GPU", cmd, f.device, f.arch)
	}
	changed := f.fs != nil && f.fs.Changed("threads")
	if changed && ref {
		return t, ref, fmt.Errorf("%s --threads %d: --arch ref is the reference evaluator, which runs on one thread; --threads sets the host target's kernel threads", cmd, f.threads)
	}
	threads := f.threads
	if !changed {
		threads = goruntime.NumCPU()
	}
	if threads < 1 || threads > host.MaxThreads {
		return t, ref, fmt.Errorf("%s --threads %d: want 1 to %d", cmd, f.threads, host.MaxThreads)
	}
	if !ref {
		opts, err := driver.EnvHostPool()
		if err != nil {
			return t, ref, fmt.Errorf("%s: %w", cmd, err)
		}
		if f.pool, err = host.NewPoolWith(threads, opts); err != nil {
			return t, ref, fmt.Errorf("%s: %w", cmd, err)
		}
	}
	return t, ref, nil
}

// closePool stops the host's thread pool, if target started one.
func (f *deviceFlags) closePool() {
	if f.pool != nil {
		f.pool.Close()
		f.pool = nil
	}
}

// loadOptions gathers what Load needs from the flags.
func loadOptions(cmd *cobra.Command, t target.Target, df *deviceFlags, cf *compileFlags, copts driver.CompileOptions, progress func(driver.FinalizeEvent)) driver.LoadOptions {
	return driver.LoadOptions{
		Target:    t,
		Device:    df.device,
		HostPool:  df.pool,
		Devices:   df.reg,
		Compile:   copts,
		Finalize:  driver.FinalizeOptions{Jobs: cf.jobs, Progress: progress, Libdevice: cf.libdevice, Ptxas: cf.ptxas, ROCmDeviceLibs: cf.rocmLibs, AllowTF32: cf.allowTF32},
		Library:   mlirLibrary(cmd),
		OpenCache: func() (*kcache.Cache, error) { return cf.cache() },
		Pads:      copts.Pads,
	}
}

// loadMode is how load serves a bundle of shape buckets: --cache-only
// routing, and --preload (every finalized bucket's kernels loaded at the
// start, -j at a time).
type loadMode struct {
	cacheOnly, preload bool
}

// load opens path (a bundle or an ONNX model) on target t's device (df:
// --device, and the host's thread pool) through the public package —
// compiling and finalizing in memory as needed, with progress on stderr —
// and fills the inputs not given. It returns the model and the names it
// filled.
func load(cmd *cobra.Command, path string, t target.Target, df *deviceFlags, cf *compileFlags, copts driver.CompileOptions, inputs map[string]*npy.Array, fill driver.Fill, mode loadMode) (*mgx.Model, []string, error) {
	if err := cf.validate(); err != nil {
		return nil, nil, err
	}
	if err := cf.checkTarget(t); err != nil {
		return nil, nil, err
	}
	stderr := cmd.ErrOrStderr()
	report, finish := finalizeProgress(stderr, !isTerminal(stderr), "finalize "+t.Name)
	lo := loadOptions(cmd, t, df, cf, copts, report)
	trust, err := cf.trustSet()
	if err != nil {
		return nil, nil, err
	}
	lo.Trust = trust
	lo.CacheOnly = mode.cacheOnly
	if mode.preload {
		lo.Preload = cf.jobs
		if lo.Preload <= 0 {
			lo.Preload = goruntime.GOMAXPROCS(0)
		}
	}
	m, err := mgx.OpenLoad(cmd.Context(), path, lo)
	finish()
	if err != nil {
		return nil, nil, err
	}
	reportLoaded(stderr, path, m.Loaded())
	if _, err := cf.bound(stderr, false); err != nil {
		fmt.Fprintln(stderr, "warning:", err)
	}
	filled, err := driver.FillInputs(m.Loaded().InputSpecs(copts.Dims), inputs, fill)
	if err != nil {
		m.Close()
		return nil, nil, err
	}
	return m, filled, nil
}

// runModel runs inputs through the public package's Run: the arrays are
// wrapped, not copied.
func runModel(cmd *cobra.Command, m *mgx.Model, inputs map[string]*npy.Array) (*mgx.Result, map[string]*npy.Array, error) {
	in := make(map[string]*mgx.Tensor, len(inputs))
	for name, a := range inputs {
		var t *mgx.Tensor
		var err error
		if a.DType == string(mgx.String) {
			t, err = mgx.NewStringTensor(a.Shape, a.Strings)
		} else {
			t, err = mgx.NewTensorBytes(mgx.DType(a.DType), a.Shape, a.Data)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("input %s: %w", name, err)
		}
		in[name] = t
	}
	r, err := m.Run(cmd.Context(), in)
	if err != nil {
		return nil, nil, err
	}
	outs := make(map[string]*npy.Array, len(r.Outputs))
	for name, t := range r.Outputs {
		outs[name] = arrayOfTensor(t)
	}
	return r, outs, nil
}

// arrayOfTensor is an output the public Run returned as an array: a
// sequence's, map's or optional's contents in Items.
func arrayOfTensor(t *mgx.Tensor) *npy.Array {
	a := &npy.Array{DType: string(t.DType()), Shape: t.Shape(), Data: t.Bytes(), Strings: t.Strings()}
	if items := t.Items(); items != nil {
		a.Items = make([]*npy.Array, len(items))
		for i, it := range items {
			a.Items[i] = arrayOfTensor(it)
		}
	}
	return a
}

// reportLoaded says on w how a session came to be when it took work beyond
// opening a finalized bundle.
func reportLoaded(w io.Writer, path string, l *driver.Loaded) {
	if l.Compiled {
		fmt.Fprintf(w, "compiled %s in memory\n", path)
	}
	if l.Untrusted > 0 {
		fmt.Fprintln(w, driver.UntrustedNote(path, l.Untrusted))
	}
	if p := l.Preloaded; p.Jobs > 0 {
		fmt.Fprintf(w, "preloaded %d kernel(s) of %d bucket(s) for %s in %.1f ms, %d at a time", p.Kernels, p.Programs, l.Target, float64(p.Wall.Microseconds())/1000, p.Jobs)
		if p.Skipped > 0 {
			fmt.Fprintf(w, " (%d bucket(s) not finalized for %s: finalized and loaded on their first run)", p.Skipped, l.Target)
		}
		fmt.Fprintln(w)
	}
	if l.FinalizedInMemory {
		s := l.Stats
		fmt.Fprintf(w, "finalized %d kernel(s) for %s in memory (%d from the kernel cache, %d compiled", s.Kernels, l.Target, s.CacheHits, s.Compiled)
		if !s.LibraryLoaded {
			fmt.Fprint(w, ", MLIR library not loaded")
		}
		fmt.Fprint(w, ")")
		if !l.Compiled && l.Untrusted == 0 {
			fmt.Fprintf(w, ": %s has no %s objects; `mgxport finalize %s --arch %s` stores them", path, l.Target, path, l.Target)
		}
		fmt.Fprintln(w)
		for _, warn := range s.Warnings {
			fmt.Fprintln(w, "warning: kernel cache:", warn)
		}
	}
}

// reportOnTheFly says on w which buckets' kernels were finalized on the
// fly, in memory, for which target.
func reportOnTheFly(w io.Writer, l *driver.Loaded) {
	otf := l.OnTheFly()
	for _, t := range slices.Sorted(maps.Keys(otf)) {
		s := otf[t]
		fmt.Fprintf(w, "finalized %d kernel(s) of the bucket for %s on the fly (%d from the kernel cache, %d compiled, %.0f ms)\n", s.Kernels, t, s.CacheHits, s.Compiled, float64(s.Wall.Microseconds())/1000)
	}
}

func newRunCmd() *cobra.Command {
	var (
		outputDir string
		df        deviceFlags
		print     bool
		asJSON    bool
		ex        expectFlags
		in        inputFlags
		cf        compileFlags
		cacheOnly bool
		preload   bool
	)
	cmd := &cobra.Command{
		Use:   "run BUNDLE|MODEL.onnx [--input NAME=FILE.npy ... | --input FILE.npz] [--fill random] [--output-dir DIR] [--expected NAME=FILE.npy ...]",
		Short: "Run a bundle or an ONNX model and write its outputs as .npy files",
		Long: `run executes a program on the target with inputs from .npy files (inputs not
given are filled with --fill random|zeros|ones; random is seeded by --seed) and
writes each output to DIR/NAME.npy (a sequence, map or optional output to
DIR/NAME.json, see below). --input NAME=FILE.npy gives one input;
--input FILE.npz gives every array of a NumPy archive (np.savez or
np.savez_compressed) as the input its member names: x.npy is input x. An
archive is read bounded (at most 1024 members and 1 GiB uncompressed; member
names without '/' or ".."), and a member the model has no input for is an
error naming the archive and the member. run, perf and verify read --input
the same way.

--arch host (the default) runs on this CPU; --arch sm_90 (or another NVIDIA
arch, see mgxport devices) on a GPU through the CUDA driver, --device N
picking the GPU; auto runs on the GPU when there is one, else on this CPU. A
bundle without objects for the target is finalized on the fly in memory,
through the kernel cache; nothing is written. A bundle of shape buckets
(compile --bucket) takes inputs of any shape inside its grid: the smallest
covering bucket runs, the inputs padded (with the bundle's pad values, or
--pad INPUT=VALUE) and the outputs sliced back; run says which bucket ran.
Inputs it fills take the smallest bucket's shape, or the sizes --dim NAME=N
gives for bucketed dims. A shape outside the grid is an error naming it.
A bucket's kernels are finalized on the fly (through the kernel cache) on
its first run when the bundle lacks them. --cache-only (ColGREP's routing)
runs a bucket on --arch only when the bundle was finalized for it (mgxport
finalize --arch sm_90), and on host otherwise; run says which device served.
--preload loads the kernels of every bucket finalized for --arch at the start,
-j at a time in parallel (what a server does once), and says how long it took;
without it each bucket's kernels load on its first run. An ONNX model is compiled and finalized in memory
(bind its symbolic dims with --dim / --input-dim). --arch ref runs an ONNX
model on the reference evaluator instead.

--expected NAME=FILE.npy (repeatable) checks output NAME against the array in
FILE, as verify does: run prints each checked output's largest errors and
exits non-zero when one differs. ` + toleranceHelp + `

` + driver.ValueJSONHelp + `

--json prints a summary on stdout instead of the text listing: each output's
name, dtype, shape and file, the load and run times, and the checks.

` + trustHelp + `

  mgxport run model.host.mgxb --input x=x.npy --output-dir out/
  mgxport run model.host.mgxb --input x=x.npy --expected y=y.npy --json
  mgxport run model.onnx --fill random --seed 7 --print
  mgxport run model.onnx --arch ref --input x=x.npy --print`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := args[0]
			t, isRef, err := df.target("run", true)
			if err != nil {
				return err
			}
			defer df.closePool()
			if isRef && cf.allowTF32 {
				return fmt.Errorf("run --arch ref --allow-tf32: the reference evaluator computes in exact fp32; TF32 applies to NVIDIA targets (sm_80 and newer)")
			}
			if isRef && !driver.IsModelPath(path) {
				return fmt.Errorf("run %s --arch ref: the reference evaluator runs ONNX models (.onnx), not bundles", path)
			}
			if print && asJSON {
				return fmt.Errorf("run --print --json: --print writes the values as text beside the listing that --json replaces; drop one of them")
			}
			expected, tols, err := ex.parse("run", true)
			if err != nil {
				return err
			}
			inputs, fill, copts, err := in.parse(cmd.Flags())
			if err != nil {
				return err
			}
			stderr := cmd.ErrOrStderr()
			res := runResult{Path: path, Target: t.Name}
			var run func() (map[string]*npy.Array, error)
			var loaded *driver.Loaded
			t0 := time.Now()
			if isRef {
				res.Target = "ref"
				ref, err := driver.LoadReference(path, copts)
				if err != nil {
					return err
				}
				if res.Filled, err = driver.FillInputs(ref.Inputs, inputs, fill); err != nil {
					return err
				}
				run = func() (map[string]*npy.Array, error) { return ref.Run(cmd.Context(), inputs) }
			} else {
				m, filled, err := load(cmd, path, t, &df, &cf, copts, inputs, fill, loadMode{cacheOnly: cacheOnly, preload: preload})
				if err != nil {
					return err
				}
				defer m.Close()
				l := m.Loaded()
				loaded = l
				if p := l.Preloaded; p.Jobs > 0 {
					res.Preload = &preloadJSON{Kernels: p.Kernels, Buckets: p.Programs, Skipped: p.Skipped, Jobs: p.Jobs, MS: float64(p.Wall.Microseconds()) / 1000}
				}
				// Before running: a misspelled name should not cost a run.
				if err := driver.CheckExpected(l.OutputNames(), expected); err != nil {
					return fmt.Errorf("run %s: %w", path, err)
				}
				res.Filled = filled
				run = func() (map[string]*npy.Array, error) {
					r, outs, err := runModel(cmd, m, inputs)
					if err != nil {
						return nil, err
					}
					if l.Model.Grid() != "" {
						res.Bucket, res.Padded = r.Bucket, r.Padded
					}
					res.Device, res.Cold = r.Device, r.Cold
					return outs, nil
				}
			}
			res.LoadMS = msSince(t0)
			reportFilled(stderr, res.Filled, fill)
			t0 = time.Now()
			outs, err := run()
			if err != nil {
				return err
			}
			res.RunMS = msSince(t0)
			if !isRef {
				reportOnTheFly(stderr, loaded)
			}
			if res.Bucket != "" && !asJSON {
				how := "exact shape"
				if res.Padded {
					how = "inputs padded, outputs sliced back"
				}
				fmt.Fprintf(stderr, "ran on %s, bucket %s (%s)\n", res.Device, res.Bucket, how)
				if cacheOnly && res.Cold {
					fmt.Fprintf(stderr, "--cache-only: bucket %s is not finalized for %s in %s: served by %s, finalized on the fly (`mgxport finalize %s --arch %s` stores it)\n", res.Bucket, t.Name, path, res.Device, path, t.Name)
				} else if cacheOnly {
					fmt.Fprintf(stderr, "--cache-only: bucket %s is finalized for %s in %s\n", res.Bucket, t.Name, path)
				}
			}
			if len(expected) > 0 {
				if res.Checks, err = driver.CompareExpected(outs, expected, tols); err != nil {
					return fmt.Errorf("run %s: %w", path, err)
				}
			}
			files, err := writeOutputs(outs, outputDir)
			if err != nil {
				return err
			}
			res.setOutputs(outs, files, fill)
			w := cmd.OutOrStdout()
			if asJSON {
				if err := writeJSON(w, res); err != nil {
					return err
				}
			} else {
				listOutputs(w, outs, files, print)
				if len(res.Checks) > 0 {
					printDiffs(w, res.Checks)
				}
			}
			return diffError("run "+path, res.Checks, fill, res.Filled)
		},
	}
	cmd.Flags().StringVar(&outputDir, "output-dir", "", "write each output to `DIR`/NAME.npy (a sequence, map or optional to DIR/NAME.json)")
	df.register(cmd.Flags(), target.HostRow().Name, "target to run on: host, an NVIDIA arch (sm_90), auto, or ref (the reference evaluator, ONNX models only)")
	cmd.Flags().BoolVar(&print, "print", false, "print the output values")
	cmd.Flags().BoolVar(&preload, "preload", false, "shape buckets: load the kernels of every bucket finalized for --arch before the run, -j at a time in parallel (a server's start-up), instead of each bucket's on its first run")
	cmd.Flags().BoolVar(&cacheOnly, "cache-only", false, "shape buckets: run a bucket on --arch only when the bundle holds its kernels finalized for it, else on host (finalized on the fly through the kernel cache); says which device served")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON summary on stdout: outputs (name, dtype, shape, file), times, checks")
	ex.register(cmd.Flags())
	in.register(cmd.Flags(), "")
	cf.register(cmd.Flags())
	return cmd
}

// runResult is run's --json output.
type runResult struct {
	Path   string `json:"path"`
	Target string `json:"target"`
	// Seed is the --seed of random inputs (absent when none was drawn).
	Seed    uint64          `json:"seed,omitempty"`
	Filled  []string        `json:"filled_inputs"`
	Outputs []runOutputJSON `json:"outputs"`
	// LoadMS is the time to load (and compile, finalize as needed) and
	// prepare the inputs; RunMS the run itself.
	LoadMS float64 `json:"load_ms"`
	// Preload is what --preload loaded.
	Preload *preloadJSON `json:"preload,omitempty"`
	RunMS   float64      `json:"run_ms"`
	// Checks compares the outputs --expected names; Pass says all match
	// (true when nothing is checked).
	Checks []driver.OutputDiff `json:"checks"`
	Pass   bool                `json:"pass"`
	// Bucket is the shape bucket that ran (bundles of shape buckets);
	// Padded says the inputs were padded to it.
	Bucket string `json:"bucket,omitempty"`
	Padded bool   `json:"padded,omitempty"`
	// Device is the target that served the run (host when --cache-only
	// sent a cold bucket there).
	Device string `json:"device,omitempty"`
	// Cold says (--cache-only) the bundle lacked the bucket's kernels for
	// --arch.
	Cold bool `json:"cold,omitempty"`
}

// preloadJSON is --preload's work in run's --json output.
type preloadJSON struct {
	Kernels int     `json:"kernels"`
	Buckets int     `json:"buckets"`
	Skipped int     `json:"skipped_buckets"`
	Jobs    int     `json:"jobs"`
	MS      float64 `json:"ms"`
}

// runOutputJSON is one output in run's --json output.
type runOutputJSON struct {
	Name  string  `json:"name"`
	DType string  `json:"dtype"`
	Shape []int64 `json:"shape"`
	// File is where the output was written (absent without --output-dir).
	File string `json:"file,omitempty"`
}

// setOutputs fills the outputs, the filled inputs and the verdict.
func (r *runResult) setOutputs(outs map[string]*npy.Array, files map[string]string, fill driver.Fill) {
	if r.Filled == nil {
		r.Filled = []string{}
	}
	if len(r.Filled) > 0 && fill.Mode == driver.FillRandom {
		r.Seed = fill.Seed
	}
	r.Outputs = []runOutputJSON{}
	for _, name := range slices.Sorted(maps.Keys(outs)) {
		a := outs[name]
		r.Outputs = append(r.Outputs, runOutputJSON{Name: name, DType: a.DType, Shape: append([]int64{}, a.Shape...), File: files[name]})
	}
	if r.Checks == nil {
		r.Checks = []driver.OutputDiff{}
	}
	r.Pass = true
	for _, d := range r.Checks {
		r.Pass = r.Pass && d.Pass
	}
}

func msSince(t time.Time) float64 { return float64(time.Since(t)) / float64(time.Millisecond) }

// writeOutputs writes each output to dir/NAME.npy (a sequence, map or
// optional to dir/NAME.json, driver.ValueJSONHelp) when dir is set and
// returns the files by output name.
func writeOutputs(outs map[string]*npy.Array, dir string) (map[string]string, error) {
	files := map[string]string{}
	if dir == "" {
		return files, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	byFile := map[string]string{}
	for _, name := range slices.Sorted(maps.Keys(outs)) {
		file := filepath.Join(dir, driver.ValueFileName(name, outs[name]))
		if other, dup := byFile[file]; dup {
			return nil, fmt.Errorf("outputs %q and %q would both be written to %s: their names differ only in characters a file name cannot hold", other, name, file)
		}
		byFile[file] = name
		if err := driver.WriteValueFile(file, outs[name]); err != nil {
			return nil, err
		}
		files[name] = file
	}
	return files, nil
}

// listOutputs lists the outputs on w, sorted by name, with the files they
// were written to and, with print, their values.
func listOutputs(w io.Writer, outs map[string]*npy.Array, files map[string]string, print bool) {
	for _, name := range slices.Sorted(maps.Keys(outs)) {
		a := outs[name]
		if f, ok := files[name]; ok {
			fmt.Fprintf(w, "%s: %s %v -> %s\n", name, a.DType, a.Shape, f)
		} else {
			fmt.Fprintf(w, "%s: %s %v\n", name, a.DType, a.Shape)
		}
		if print {
			printArray(w, a)
		}
	}
}

// printArray prints a float32 array row by row (the last axis is a row),
// a string array's strings, quoted, and a sequence, map or optional as its
// JSON form (driver.ValueJSONHelp).
func printArray(w io.Writer, a *npy.Array) {
	if driver.IsHostValue(a) {
		b, err := driver.EncodeValueJSON(a)
		if err != nil {
			fmt.Fprintf(w, "  (%s: %v)\n", a.DType, err)
			return
		}
		fmt.Fprintf(w, "  %s", b)
		return
	}
	if a.DType == "string" {
		fmt.Fprintf(w, "  %q\n", a.Strings)
		return
	}
	if a.DType != "float32" {
		fmt.Fprintf(w, "  (%d bytes of %s)\n", len(a.Data), a.DType)
		return
	}
	cols := int64(1)
	if len(a.Shape) > 0 {
		cols = max(a.Shape[len(a.Shape)-1], 1)
	}
	n := int64(len(a.Data) / 4)
	for i := int64(0); i < n; i += cols {
		var b strings.Builder
		b.WriteString("  [")
		for j := i; j < min(i+cols, n); j++ {
			if j > i {
				b.WriteString(" ")
			}
			fmt.Fprintf(&b, "%.5f", math.Float32frombits(binary.LittleEndian.Uint32(a.Data[4*j:])))
		}
		b.WriteString("]\n")
		w.Write([]byte(b.String()))
	}
}
