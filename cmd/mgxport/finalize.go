package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/finalize"
	fbackend "github.com/mgxport/mgxport/finalize/backend"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/target"
	"github.com/mgxport/mgxport/tuner"
)

// compileFlags are the flags of every command that may compile kernels:
// the worker count and the kernel cache.
type compileFlags struct {
	jobs         int
	cacheDir     string
	noCache      bool
	cacheMaxSize string
	libdevice    string
	ptxas        string
	rocmLibs     string
	allowTF32    bool
	trust        []string       // --trust: public keys (hex) or files of them
	fs           *pflag.FlagSet // to tell set flags from defaults

	opened *kcache.Cache // the cache cache() opened, for bound
}

// cacheLimitHelp documents the kernel cache's size limit, in every
// command that fills the cache.
const cacheLimitHelp = `The kernel cache is held to a size limit: after a finalize that stored
kernels, the least recently used entries are removed until the cache fits
--cache-max-size (default: $` + kcache.EnvMaxSize + `, else 2GiB; 0 for no limit).`

func (f *compileFlags) register(fs *pflag.FlagSet) {
	fs.VarP((*jobsValue)(&f.jobs), "jobs", "j", "`N` kernels to compile in parallel, one MLIR context each; 0 means one per core (GOMAXPROCS)")
	fs.StringVar(&f.cacheDir, "cache-dir", "", "kernel cache `DIR` (default: $"+kcache.EnvDir+", else $XDG_CACHE_HOME/mgxport)")
	fs.BoolVar(&f.noCache, "no-cache", false, "compile every kernel; neither read nor write the kernel cache")
	fs.StringVar(&f.cacheMaxSize, "cache-max-size", "", "after storing kernels, prune the kernel cache (least recently used first) to `SIZE` like 500M or 2GiB; 0 for no limit (default: $"+kcache.EnvMaxSize+", else 2GiB)")
	fs.StringVar(&f.libdevice, "libdevice", "", "NVIDIA's libdevice.10.bc, linked into GPU kernels whose math needs it (`FILE`; default: $CUDA_PATH/nvvm/libdevice, else /usr/local/cuda/nvvm/libdevice)")
	fs.StringVar(&f.ptxas, "ptxas", "", "the CUDA toolkit's ptxas, which assembles NVIDIA kernels into cubins for their exact arch (`FILE`, or none to keep PTX, which the driver JIT-compiles and which also runs on newer GPUs; default: $CUDA_PATH/bin, /usr/local/cuda/bin, then $PATH, else PTX)")
	fs.StringVar(&f.rocmLibs, "rocm-device-libs", "", "ROCm's device libraries (ocml.bc, ockl.bc), linked into AMD GPU kernels that need them (`DIR`, or a ROCm root holding amdgcn/bitcode; default: $ROCM_PATH/amdgcn/bitcode, amdgcn/bitcode beside the MLIR library (make dist puts a copy there), /opt/rocm/amdgcn/bitcode, Debian's /usr/lib/x86_64-linux-gnu/amdgcn/bitcode)")
	fs.BoolVar(&f.allowTF32, "allow-tf32", false, "let fp32 matrix products, convolutions and fused attentions on NVIDIA sm_80 and newer round their operands to TF32 and use the matrix units (fp32 accumulation; about 1e-3 relative error per product), as PyTorch's and ONNX Runtime's TF32 flags do; an error on targets without TF32 units")
	fs.StringArrayVar(&f.trust, "trust", nil, "also run finalized objects (native code) in bundles that this ed25519 public `KEY` signed: hex, or a file of keys one a line (repeatable; `mgxport cache key` prints a machine's key)")
	f.fs = fs
}

// trustHelp says what a command that runs or finalizes bundles trusts.
const trustHelp = `Finalized objects (host .so, PTX, cubins, hsaco) are code. A bundle's finalized
objects run only when signed by a key this machine trusts: its own (kept in
the cache directory, made on first use; finalize signs what it adds), the keys
listed in trusted.keys in the cache directory, and --trust KEY. Others are
ignored, said once, and their kernels finalized here from the bundle's
portable objects (which are data: validated and compiled here).`

// cacheDirPath is the kernel cache directory (--cache-dir, else the
// default), whether or not --no-cache: the signing key and the trust list
// live there.
func (f *compileFlags) cacheDirPath() (string, error) {
	if f.cacheDir != "" {
		return f.cacheDir, nil
	}
	return kcache.DefaultDir(driver.EnvCacheDir())
}

// trustSet returns the keys whose finalized objects this command runs.
func (f *compileFlags) trustSet() (*kcache.Trust, error) {
	dir, err := f.cacheDirPath()
	if err != nil {
		return nil, err
	}
	return kcache.LoadTrust(dir, f.trust)
}

// signer returns this machine's signing key, made on first use.
func (f *compileFlags) signer() (*kcache.Signer, error) {
	dir, err := f.cacheDirPath()
	if err != nil {
		return nil, err
	}
	return kcache.OpenSigner(dir)
}

// validate rejects flags that cannot apply or do not parse, before any
// work is done.
func (f *compileFlags) validate() error {
	if f.noCache && f.fs != nil && f.fs.Changed("cache-max-size") {
		return fmt.Errorf("--cache-max-size %s with --no-cache: there is no cache to bound; drop one of them", f.cacheMaxSize)
	}
	if _, err := f.cacheLimit(); err != nil {
		return err
	}
	for _, k := range f.trust {
		if _, err := kcache.ParseTrustArg(k); err != nil {
			return err
		}
	}
	return nil
}

// checkTarget rejects --allow-tf32 for a target without TF32 matrix
// units: a flag that cannot apply is an error, not ignored.
func (f *compileFlags) checkTarget(t target.Target) error {
	if !f.allowTF32 {
		return nil
	}
	return fbackend.CheckTF32(t)
}

// cacheLimit is the kernel cache's size limit in bytes: --cache-max-size,
// else $MGXPORT_CACHE_MAX_SIZE, else kcache.DefaultMaxSize; 0 means none.
func (f *compileFlags) cacheLimit() (int64, error) {
	if f.cacheMaxSize == "" {
		return kcache.MaxSize(driver.EnvCacheMaxSize())
	}
	n, err := kcache.ParseSize(f.cacheMaxSize)
	if err != nil {
		return 0, fmt.Errorf("--cache-max-size: %w", err)
	}
	return n, nil
}

// bound holds the cache that cache() opened to its size limit when this
// command stored kernels in it (kcache.Cache.Bound), and says on w what it
// removed unless quiet. It returns the number of entries removed.
func (f *compileFlags) bound(w io.Writer, quiet bool) (int, error) {
	if f.opened == nil {
		return 0, nil
	}
	limit, err := f.cacheLimit()
	if err != nil {
		return 0, err
	}
	removed, freed, err := f.opened.Bound(limit)
	if err != nil {
		return removed, err
	}
	if removed > 0 && !quiet {
		fmt.Fprintf(w, "kernel cache: removed %d least recently used entries (%s) to stay within %s (--cache-max-size)\n", removed, humanBytes(freed), humanBytes(limit))
	}
	return removed, nil
}

// jobsValue is the --jobs flag: a worker count, 0 for one per core. A
// negative count is refused when the flag is parsed, so every command
// with compileFlags rejects it before doing any work.
type jobsValue int

func (j *jobsValue) String() string { return strconv.Itoa(int(*j)) }
func (j *jobsValue) Type() string   { return "int" }

func (j *jobsValue) Set(s string) error {
	n, err := strconv.Atoi(s)
	if err != nil {
		return fmt.Errorf("want a whole number of workers (0 for one per core)")
	}
	if n < 0 {
		return fmt.Errorf("%d workers: want 0 (one per core) or more", n)
	}
	*j = jobsValue(n)
	return nil
}

// cache opens the kernel cache, or returns nil with --no-cache.
func (f *compileFlags) cache() (*kcache.Cache, error) {
	if f.noCache {
		return nil, nil
	}
	c, err := driver.OpenCache(f.cacheDir)
	if err != nil {
		return nil, err
	}
	f.opened = c
	return c, nil
}

// workers is the --jobs value made concrete.
func (f *compileFlags) workers() int {
	if f.jobs > 0 {
		return f.jobs
	}
	return runtime.GOMAXPROCS(0)
}

// mlirLibrary is the MLIR library named by --mlir-lib (else found by
// mlirc.FindLibrary), opened only when a kernel must be compiled: with a
// warm kernel cache a finalize never loads it.
func mlirLibrary(cmd *cobra.Command) *driver.LazyMLIR {
	path, _ := cmd.Flags().GetString("mlir-lib")
	return driver.NewLazyMLIR(path)
}

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// finalizeProgress reports finalize progress on w: a progress bar on a
// terminal, one line per kernel otherwise, nothing when quiet. finish ends
// the bar.
func finalizeProgress(w io.Writer, quiet bool, what string) (report func(driver.FinalizeEvent), finish func()) {
	if quiet {
		return nil, func() {}
	}
	if isTerminal(w) {
		var bar *progressbar.ProgressBar
		return func(e driver.FinalizeEvent) {
				if bar == nil {
					if e.Total == 0 {
						return
					}
					bar = progressbar.NewOptions(e.Total,
						progressbar.OptionSetWriter(w),
						progressbar.OptionSetDescription(what),
						progressbar.OptionShowCount(),
						progressbar.OptionSetElapsedTime(true),
						progressbar.OptionSetPredictTime(false),
						progressbar.OptionThrottle(50*time.Millisecond),
						progressbar.OptionClearOnFinish(),
					)
				}
				if e.Done > 0 {
					bar.Set(e.Done)
					bar.Describe(fmt.Sprintf("%s %s", what, e.Symbol))
				}
			}, func() {
				if bar != nil {
					bar.Finish()
				}
			}
	}
	return func(e driver.FinalizeEvent) {
		if e.Done == 0 {
			if e.Total > 0 {
				fmt.Fprintf(w, "%s: %d kernel(s) to finalize\n", what, e.Total)
			}
			return
		}
		how := "compiled"
		if e.CacheHit {
			how = "cache hit"
		}
		fmt.Fprintf(w, "%s: %d/%d %s (%s) %s in %s\n", what, e.Done, e.Total, e.Symbol, e.Format, how, e.Elapsed.Round(time.Millisecond))
	}, func() {}
}

// printPhases prints where a finalize spent its time (--profile).
func printPhases(w io.Writer, s driver.FinalizeStats) {
	p := s.Phases
	fmt.Fprintf(w, "finalize profile (%d compiled, %d cache hits, %d workers; phases summed over kernels):\n", s.Compiled, s.CacheHits, s.Workers)
	rows := []struct {
		name string
		d    time.Duration
	}{
		{"raise (SPIR-V to MLIR)", s.Raise},
		{"parse", p.Parse},
		{"lower (MLIR to LLVM dialect)", p.Lower},
		{"translate (to LLVM IR)", p.Translate},
		{"optimize (LLVM)", p.Optimize},
		{"codegen", p.Codegen},
		{"link", p.Link},
		{"write bundle", s.Write},
	}
	for _, r := range rows {
		fmt.Fprintf(w, "  %-30s %10.1f ms\n", r.name, float64(r.d)/float64(time.Millisecond))
	}
	fmt.Fprintf(w, "  %-30s %10.1f ms\n", "wall", float64(s.Wall)/float64(time.Millisecond))
	switch {
	case s.LibraryLoaded:
		fmt.Fprintf(w, "  MLIR library loaded\n")
	case s.Kernels > 0:
		fmt.Fprintf(w, "  MLIR library not loaded (compiler identity remembered, every kernel in the cache)\n")
	}
}

// finalizeSummary is finalize's --json output.
type finalizeSummary struct {
	Input      string   `json:"input"`
	Output     string   `json:"output"`
	Targets    []string `json:"targets"`
	Objects    int      `json:"objects"` // finalized objects added
	Present    int      `json:"already_finalized_launches"`
	CacheHits  int      `json:"cache_hits"`
	Compiled   int      `json:"compiled"`
	Workers    int      `json:"workers"`
	CacheDir   string   `json:"cache_dir,omitempty"`
	Seconds    float64  `json:"seconds"`
	Warnings   []string `json:"warnings,omitempty"`
	PhasesMS   phasesMS `json:"phases_ms"`
	OutputSize int64    `json:"output_bytes"`
	// MLIRLoaded says the MLIR library was loaded (false when every kernel
	// came from the cache through the identity memo, or none was pending).
	MLIRLoaded      bool `json:"mlir_library_loaded"`
	IdentityMemoHit bool `json:"identity_memo_hit"`
	// AlreadyFinalized says the bundle had every kernel finalized for the
	// targets: nothing was compiled. Written says Output was written (an
	// in-place finalize with nothing to do writes nothing).
	AlreadyFinalized bool `json:"already_finalized"`
	Written          bool `json:"written"`
	// CachePruned counts the least recently used cache entries removed
	// to keep the cache within its size limit.
	CachePruned int `json:"cache_pruned_entries"`
	// Tuning is present with --tune.
	Tuning *tuneSummary `json:"tuning,omitempty"`
	// Buckets is each shape bucket's share of the finalize (bundles of
	// shape buckets).
	Buckets []driver.BucketStats `json:"buckets,omitempty"`
	// Untrusted counts the input's finalized objects dropped (and
	// finalized again) because no trusted key signed them.
	Untrusted int `json:"untrusted_objects_dropped,omitempty"`
}

// sameFile reports whether a and b name the same existing file.
func sameFile(a, b string) bool {
	if a == b {
		return true
	}
	sa, err := os.Stat(a)
	if err != nil {
		return false
	}
	sb, err := os.Stat(b)
	return err == nil && os.SameFile(sa, sb)
}

// alreadyFinalized opens the bundle at path and, when every launch kernel
// already has a finalized object for each target, returns the finalize
// stats of that (nothing made, Present counted); otherwise nil.
func alreadyFinalized(path string, targets []target.Target, trust *kcache.Trust) (*driver.FinalizeStats, error) {
	r, err := bundle.Open(path)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	src, _ := driver.TrustedSource(r, trust)
	if n, err := driver.PendingKernels(src, targets); err != nil || n > 0 {
		return nil, err
	}
	// Nothing pending: FinalizeSource only counts what is present.
	_, stats, err := driver.FinalizeSource(context.Background(), nil, src, driver.FinalizeOptions{Targets: targets})
	if err != nil {
		return nil, fmt.Errorf("finalize %s: %w", path, err)
	}
	return &stats, nil
}

type phasesMS struct {
	Raise     float64 `json:"raise"`
	Parse     float64 `json:"parse"`
	Lower     float64 `json:"lower"`
	Translate float64 `json:"translate"`
	Optimize  float64 `json:"optimize"`
	Codegen   float64 `json:"codegen"`
	Link      float64 `json:"link"`
	Write     float64 `json:"write"`
}

func phasesOf(s driver.FinalizeStats) phasesMS {
	m := func(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
	p := s.Phases
	return phasesMS{m(s.Raise), m(p.Parse), m(p.Lower), m(p.Translate), m(p.Optimize), m(p.Codegen), m(p.Link), m(s.Write)}
}

func newFinalizeCmd() *cobra.Command {
	var (
		arch, out, tune        string
		device                 int
		budget                 time.Duration
		onlyBuckets            []string
		tuneOnly               []string
		quiet, profile, asJSON bool
		cf                     compileFlags
	)
	cmd := &cobra.Command{
		Use:   "finalize BUNDLE --arch TARGETS -o OUT.mgxb",
		Short: "Compile a portable bundle's kernels for a device",
		Long: `finalize reloads each portable kernel through the MLIR C API (TOSA bytecode
directly, SPIR-V raised into MLIR), compiles it for the target and writes a
bundle with the finalized code objects beside the portable ones.

Kernels compile in parallel (--jobs, one MLIR context each) and go through the
per-device kernel cache (--cache-dir, $MGXPORT_CACHE_DIR, else
$XDG_CACHE_HOME/mgxport): a second finalize of the same bundle on the same
machine takes its kernels from the cache. --no-cache compiles everything.

--arch takes host (this CPU), auto (the devices present), or a comma list.

A bundle of shape buckets (compile --bucket) is finalized bucket by bucket,
each bucket's kernels in parallel; finalize prints each bucket's share (the
kernels no earlier bucket had, and their time). --bucket-only NAME finalizes
only the buckets named; run --cache-only runs the others on host.
-o may name the input bundle to finalize it in place; the file is replaced
atomically, so a failure leaves the original untouched. The output is the same
bytes however the compiles were scheduled.

--tune quick|full|exhaustive tunes each kernel with a contraction (matmul,
convolution) on this machine: every candidate schedule of the strategy
(quick: the default and 3 neighbours; full: 16; exhaustive: all) is compiled
from one parse (a clone per trial), run on random data, checked against the
default schedule's outputs and timed; the fastest is kept, in the kernel cache
under the device and the strategy, so a second tuned finalize measures
nothing. Host kernels are measured on this CPU (their schedules: register
tile, cache depth, packing, the float32 convolution micro-kernel); GPU
kernels on the GPU --device N of the target's vendor (their schedules: the
GEMM kernel's block, K slice and register tiles), which must be present.
--budget caps the search per kernel (the default schedule is always
measured). Each finished search also records its decision — the winning
schedule and the device kind it was measured on, data — which cache export
--tuned carries to other machines: a tuned finalize there, for a device of
that kind, compiles the recorded schedule (after checking it is one its own
tuning would try) and measures nothing; a kernel with only other device
kinds' decisions is tuned, and finalize says so.

A bundle already finalized for every target has nothing left to do: finalize
says so. With -o naming another file it still writes the copy (so scripts
can rely on -o existing); in place (no -o, or -o the input) it writes
nothing and leaves the file untouched.

` + trustHelp + ` Finalize drops such
objects from its output.

` + cacheLimitHelp + `

  mgxport finalize model.mgxb --arch host -o model.host.mgxb --profile`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			in := args[0]
			reg := driver.DeviceRegistry(nil) // this process's, probed once
			targets, err := parseTargets(reg, arch)
			if err != nil {
				return fmt.Errorf("finalize --arch %s: %w", arch, err)
			}
			for _, t := range targets {
				if err := finalize.Supported(t); err != nil {
					return fmt.Errorf("finalize --arch %s: %w", arch, err)
				}
				if err := cf.checkTarget(t); err != nil {
					return fmt.Errorf("finalize --arch %s: %w", arch, err)
				}
			}
			names := targetNames(targets)
			if err := cf.validate(); err != nil {
				return err
			}
			if slices.Contains(strings.Split(arch, ","), "auto") && !quiet && !asJSON {
				// auto depends on the devices present: say what it chose.
				fmt.Fprintf(cmd.ErrOrStderr(), "--arch %s: finalizing for %s\n", arch, strings.Join(names, ","))
			}
			var tuning *finalize.TuneOptions
			var tuned tuneTally
			var untuned []string
			switch {
			case tune != "":
				st, err := tuner.ParseStrategy(tune)
				if err != nil {
					return fmt.Errorf("finalize --tune: %w", err)
				}
				if budget < 0 {
					return fmt.Errorf("finalize --budget %s: must not be negative", budget)
				}
				tuning = &finalize.TuneOptions{Strategy: st, Report: tuned.add, Devices: map[string]finalize.TuneDevice{}}
				for _, t := range targets {
					d, err := driver.TuneDevice(reg, t, device)
					if err != nil {
						// No device to measure on: the target gets the
						// heuristic default, said plainly.
						untuned = append(untuned, fmt.Sprintf("%s is not tuned, its kernels get the heuristic default schedule: %v", t.Name, err))
						continue
					}
					if id := os.Getenv(envTestCPUIdentity); id != "" && t.Kind == target.Host {
						d.ID = id // a test's stand-in for another CPU model
					}
					tuning.Devices[t.Name] = d
				}
				if !quiet && !asJSON {
					tuning.Progress = tuned.progress(cmd.ErrOrStderr())
				}
				if budget > 0 {
					tuning.Deadline = time.Now().Add(budget)
				}
				if len(tuneOnly) > 0 {
					for _, t := range targets {
						if t.Kind == target.Host {
							return fmt.Errorf("finalize --tune-only: it restricts GPU kernels' tuning spaces, and %s is the host", t.Name)
						}
					}
					tuning.Only = tuneOnly
				}
			case cmd.Flags().Changed("tune-only"):
				return errors.New("finalize --tune-only: it restricts tuning; give --tune too")
			case cmd.Flags().Changed("budget"):
				return errors.New("finalize --budget: it bounds tuning; give --tune too")
			case cmd.Flags().Changed("device"):
				return errors.New("finalize --device: it picks the GPU --tune measures on; give --tune too (finalizing alone needs no device)")
			}
			if out == "" {
				out = in
			}
			stderr := cmd.ErrOrStderr()
			sum := finalizeSummary{Input: in, Output: out, Targets: names, Workers: cf.workers()}
			trust, err := cf.trustSet()
			if err != nil {
				return err
			}
			signer, err := cf.signer()
			if err != nil {
				return err
			}
			trust.Add(signer.Public())
			if sameFile(in, out) && !cf.allowTF32 { // with the flag, Plan checks the objects present
				done, err := alreadyFinalized(in, targets, trust)
				if err != nil {
					return err
				}
				if done != nil {
					// Nothing to compile and nothing to write.
					sum.Present, sum.AlreadyFinalized = done.Present, true
					if st, err := os.Stat(in); err == nil {
						sum.OutputSize = st.Size()
					}
					if asJSON {
						return writeJSON(cmd.OutOrStdout(), sum)
					}
					if !quiet {
						fmt.Fprintf(stderr, "%s is already finalized for %s: nothing to do, nothing written\n", in, strings.Join(names, ","))
					}
					return nil
				}
			}
			cache, err := cf.cache()
			if err != nil {
				return err
			}
			report, finish := finalizeProgress(stderr, quiet || asJSON && !isTerminal(stderr), "finalize "+strings.Join(names, ","))
			stats, err := driver.Finalize(cmd.Context(), mlirLibrary(cmd), in, out, driver.FinalizeOptions{
				Targets: targets, Jobs: cf.jobs, Cache: cache, Progress: report, Libdevice: cf.libdevice, Ptxas: cf.ptxas, ROCmDeviceLibs: cf.rocmLibs,
				AllowTF32: cf.allowTF32, Tune: tuning, Buckets: onlyBuckets, Trust: trust, Signer: signer,
			})
			finish()
			if err != nil {
				return err
			}
			if stats.Untrusted > 0 {
				fmt.Fprintln(stderr, driver.UntrustedNote(in, stats.Untrusted))
			}
			if !quiet {
				for _, w := range stats.Warnings {
					fmt.Fprintln(stderr, "warning: kernel cache:", w)
				}
			}
			pruned, err := cf.bound(stderr, quiet || asJSON)
			if err != nil {
				// The bundle is written; a cache that could not be
				// pruned is worth a warning, not a failure.
				stats.Warnings = append(stats.Warnings, err.Error())
				if !quiet {
					fmt.Fprintln(stderr, "warning:", err)
				}
			}
			var size int64
			if st, err := os.Stat(out); err == nil {
				size = st.Size()
			}
			if profile && !asJSON { // --json carries the phases
				printPhases(stderr, stats)
			}
			if asJSON {
				sum.Objects, sum.Present = stats.Kernels, stats.Present
				sum.AlreadyFinalized, sum.Written = stats.Kernels == 0, true
				sum.CacheHits, sum.Compiled = stats.CacheHits, stats.Compiled
				sum.Seconds, sum.Warnings, sum.PhasesMS, sum.OutputSize = stats.Wall.Seconds(), stats.Warnings, phasesOf(stats), size
				sum.MLIRLoaded, sum.IdentityMemoHit, sum.CachePruned = stats.LibraryLoaded, stats.IdentityMemoHit, pruned
				if cache != nil {
					sum.CacheDir = cache.Dir()
				}
				if tuning != nil {
					sum.Tuning = tuned.summary(tune)
					sum.Tuning.Untuned = untuned
					sum.Tuning.Partial = stats.TunedPartial
					sum.Tuning.Decided, sum.Tuning.Foreign = stats.Decided, stats.ForeignDecisions
				}
				sum.Buckets, sum.Untrusted = stats.Buckets, stats.Untrusted
				return writeJSON(cmd.OutOrStdout(), sum)
			}
			if quiet {
				return nil
			}
			if stats.Kernels == 0 {
				fmt.Fprintf(stderr, "%s is already finalized for %s: nothing to do; wrote an unchanged copy to %s (%d bytes)\n", in, strings.Join(names, ","), out, size)
				return nil
			}
			for _, b := range stats.Buckets {
				fmt.Fprintf(stderr, "  bucket %-24s %4d kernel(s) (%d from the cache, %d compiled) %9.1f ms\n", b.Name, b.Kernels, b.CacheHits, b.Compiled, b.MS)
			}
			fmt.Fprintf(stderr, "finalized %d kernel(s) for %s (%d from the cache, %d compiled) in %s\n",
				stats.Kernels, arch, stats.CacheHits, stats.Compiled, stats.Wall.Round(time.Millisecond))
			if tuning != nil {
				tuned.print(stderr, tune, len(untuned) == len(targets), stats.Stats)
				if stats.TunedPartial > 0 {
					fmt.Fprintf(stderr, "note: --budget stopped the search of %d kernel(s) before the %s points were all measured: cached as partial, so a run with a larger --budget (or none) tunes them again\n", stats.TunedPartial, tune)
				}
				for _, u := range untuned {
					fmt.Fprintln(stderr, "note:", u)
				}
			}
			fmt.Fprintf(stderr, "wrote %s (%d bytes)\n", out, size)
			return nil
		},
	}
	cmd.Flags().StringVar(&arch, "arch", "", "target(s): host, auto, or a comma list (required)")
	cmd.Flags().StringVarP(&out, "output", "o", "", "output bundle (default: replace the input)")
	cmd.Flags().BoolVarP(&quiet, "quiet", "q", false, "print nothing but errors")
	cmd.Flags().BoolVar(&profile, "profile", false, "print the time spent per compile phase")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON summary on stdout (kernels, cache hits, seconds, phases)")
	cmd.Flags().StringArrayVar(&onlyBuckets, "bucket-only", nil, "a bundle of shape buckets: finalize only this bucket (`NAME` as inspect lists it, e.g. batch=2,seq=64; repeatable)")
	cmd.Flags().StringVar(&tune, "tune", "", "tune contraction kernels on this machine's devices: quick, full or exhaustive")
	cmd.Flags().IntVar(&device, "device", 0, "with --tune: the GPU trials are measured on, by its number in the list mgxport devices prints (`N`)")
	cmd.Flags().DurationVar(&budget, "budget", 0, "with --tune: most time one kernel's search may take (0: no limit)")
	// A benchmark's tool, not a user setting: it forces a tiling by
	// tuning over it alone (cached apart, no decision recorded).
	cmd.Flags().StringArrayVar(&tuneOnly, "tune-only", nil, "with --tune: measure only the GPU tilings of these names (`TILING` as the tuning's progress lines print it; repeatable)")
	cmd.Flags().MarkHidden("tune-only")
	cf.register(cmd.Flags())
	cmd.MarkFlagRequired("arch")
	return cmd
}
