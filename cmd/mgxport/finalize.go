package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"golang.org/x/term"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/target"
)

// compileFlags are the flags of every command that may compile kernels:
// the worker count and the kernel cache.
type compileFlags struct {
	jobs     int
	cacheDir string
	noCache  bool
}

func (f *compileFlags) register(fs *pflag.FlagSet) {
	fs.IntVarP(&f.jobs, "jobs", "j", 0, "kernels to compile in parallel, one MLIR context each (default: GOMAXPROCS)")
	fs.StringVar(&f.cacheDir, "cache-dir", "", "kernel cache `DIR` (default: $"+kcache.EnvDir+", else $XDG_CACHE_HOME/mgxport)")
	fs.BoolVar(&f.noCache, "no-cache", false, "compile every kernel; neither read nor write the kernel cache")
}

// cache opens the kernel cache, or returns nil with --no-cache.
func (f *compileFlags) cache() (*kcache.Cache, error) {
	if f.noCache {
		return nil, nil
	}
	return driver.OpenCache(f.cacheDir)
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

// targetNames lists the targets' names.
func targetNames(ts []target.Target) []string {
	names := make([]string, len(ts))
	for i, t := range ts {
		names[i] = t.Name
	}
	return names
}

func newFinalizeCmd() *cobra.Command {
	var (
		arch, out              string
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

--arch takes host (this CPU), auto (the devices present), or a comma list of
targets (sm_90, gfx1151, ...: the objects of every target go side by side
into one bundle).
-o may name the input bundle to finalize it in place; the file is replaced
atomically, so a failure leaves the original untouched. The output is the same
bytes however the compiles were scheduled.

  mgxport finalize model.mgxb --arch host -o model.host.mgxb --profile`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			targets, err := parseTargets(arch)
			if err != nil {
				return fmt.Errorf("finalize --arch %s: %w", arch, err)
			}
			names := strings.Join(targetNames(targets), ",")
			if out == "" {
				out = args[0]
			}
			cache, err := cf.cache()
			if err != nil {
				return err
			}
			stderr := cmd.ErrOrStderr()
			report, finish := finalizeProgress(stderr, quiet || asJSON && !isTerminal(stderr), "finalize "+names)
			stats, err := driver.Finalize(cmd.Context(), mlirLibrary(cmd), args[0], out, driver.FinalizeOptions{
				Targets: targets, Jobs: cf.jobs, Cache: cache, Progress: report,
			})
			finish()
			if err != nil {
				return err
			}
			if !quiet {
				for _, w := range stats.Warnings {
					fmt.Fprintln(stderr, "warning: kernel cache:", w)
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
				sum := finalizeSummary{
					Input: args[0], Output: out, Targets: targetNames(targets), Objects: stats.Kernels, Present: stats.Present,
					CacheHits: stats.CacheHits, Compiled: stats.Compiled, Workers: cf.workers(),
					Seconds: stats.Wall.Seconds(), Warnings: stats.Warnings, PhasesMS: phasesOf(stats), OutputSize: size,
					MLIRLoaded: stats.LibraryLoaded, IdentityMemoHit: stats.IdentityMemoHit,
				}
				if cache != nil {
					sum.CacheDir = cache.Dir()
				}
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				return enc.Encode(sum)
			}
			if !quiet {
				fmt.Fprintf(stderr, "finalized %d kernel(s) for %s (%d from the cache, %d compiled) in %s\n",
					stats.Kernels, names, stats.CacheHits, stats.Compiled, stats.Wall.Round(time.Millisecond))
				fmt.Fprintf(stderr, "wrote %s (%d bytes)\n", out, size)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&arch, "arch", "", "target(s): host, auto, or a comma list (required)")
	cmd.Flags().StringVarP(&out, "output", "o", "", "output bundle (default: replace the input)")
	cmd.Flags().BoolVarP(&quiet, "quiet", "q", false, "print nothing but errors")
	cmd.Flags().BoolVar(&profile, "profile", false, "print the time spent per compile phase")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON summary on stdout (kernels, cache hits, seconds, phases)")
	cf.register(cmd.Flags())
	cmd.MarkFlagRequired("arch")
	return cmd
}
