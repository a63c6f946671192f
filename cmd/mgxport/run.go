package main

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/npy"
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
}

func (f *inputFlags) register(fs *pflag.FlagSet, defaultFill string) {
	fs.StringArrayVar(&f.inputs, "input", nil, "an input as `NAME=FILE.npy` (repeat for each input)")
	fs.StringVar(&f.fill, "fill", defaultFill, "fill inputs not given: random (floats uniform in [-1,1), ints in [0,--fill-int-max)), zeros or ones")
	fs.Uint64Var(&f.seed, "seed", 0, "seed of --fill random (default: a fresh seed, printed)")
	fs.Int64Var(&f.intMax, "fill-int-max", driver.DefaultIntMax, "random integer inputs are uniform in [0, `N`)")
	fs.StringArrayVar(&f.dims, "dim", nil, "bind a symbolic dim of an ONNX model: `NAME=N` (repeatable)")
	fs.StringArrayVar(&f.inputDims, "input-dim", nil, "set an ONNX model input's shape: `INPUT=D0,D1,...` (repeatable)")
}

// compileOptions parses --dim and --input-dim.
func (f *inputFlags) compileOptions() (driver.CompileOptions, error) {
	return parseDims(f.dims, f.inputDims)
}

// parseDims parses --dim NAME=N and --input-dim INPUT=D0,D1,... values.
func parseDims(dims, inputDims []string) (driver.CompileOptions, error) {
	opts := driver.CompileOptions{Dims: map[string]int64{}, InputDims: map[string][]int64{}}
	for _, d := range dims {
		name, v, ok := strings.Cut(d, "=")
		n, err := strconv.ParseInt(v, 10, 64)
		if !ok || name == "" || err != nil || n <= 0 {
			return opts, fmt.Errorf("--dim %q: want NAME=N with N > 0", d)
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
			if err != nil || n < 0 {
				return opts, fmt.Errorf("--input-dim %q: bad dim %q", d, s)
			}
			shape = append(shape, n)
		}
		opts.InputDims[name] = shape
	}
	return opts, nil
}

// parse reads the given .npy inputs and parses the fill and the dim
// bindings: what run, perf and verify all start from.
func (f *inputFlags) parse(fs *pflag.FlagSet) (map[string]*npy.Array, driver.Fill, driver.CompileOptions, error) {
	inputs, err := driver.ReadInputs(f.inputs)
	if err != nil {
		return nil, driver.Fill{}, driver.CompileOptions{}, err
	}
	fill, err := f.fillSpec(fs)
	if err != nil {
		return nil, driver.Fill{}, driver.CompileOptions{}, err
	}
	copts, err := f.compileOptions()
	if err != nil {
		return nil, driver.Fill{}, driver.CompileOptions{}, err
	}
	return inputs, fill, copts, nil
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

// loadOptions gathers what LoadHost needs from the flags.
func loadOptions(cmd *cobra.Command, cf *compileFlags, copts driver.CompileOptions, progress func(driver.FinalizeEvent)) driver.LoadOptions {
	return driver.LoadOptions{
		Compile:   copts,
		Finalize:  driver.FinalizeOptions{Jobs: cf.jobs, Progress: progress},
		Library:   mlirLibrary(cmd),
		OpenCache: func() (*kcache.Cache, error) { return cf.cache() },
	}
}

// loadHost loads path (a bundle or an ONNX model) on the host — compiling
// and finalizing in memory as needed, with progress on stderr — and fills
// the inputs not given. It returns the session and the names it filled.
func loadHost(cmd *cobra.Command, path string, cf *compileFlags, copts driver.CompileOptions, inputs map[string]*npy.Array, fill driver.Fill) (*driver.Loaded, []string, error) {
	stderr := cmd.ErrOrStderr()
	report, finish := finalizeProgress(stderr, !isTerminal(stderr), "finalize host")
	l, err := driver.LoadHost(cmd.Context(), path, loadOptions(cmd, cf, copts, report))
	finish()
	if err != nil {
		return nil, nil, err
	}
	reportLoaded(stderr, path, l)
	filled, err := driver.FillInputs(driver.ProgramInputs(l.Session.Program()), inputs, fill)
	if err != nil {
		l.Close()
		return nil, nil, err
	}
	return l, filled, nil
}

// reportLoaded says on w how a session came to be when it took work beyond
// opening a finalized bundle.
func reportLoaded(w io.Writer, path string, l *driver.Loaded) {
	if l.Compiled {
		fmt.Fprintf(w, "compiled %s in memory\n", path)
	}
	if l.FinalizedInMemory {
		s := l.Stats
		fmt.Fprintf(w, "finalized %d kernel(s) for host in memory (%d from the kernel cache, %d compiled", s.Kernels, s.CacheHits, s.Compiled)
		if !s.LibraryLoaded {
			fmt.Fprint(w, ", MLIR library not loaded")
		}
		fmt.Fprint(w, ")")
		if !l.Compiled {
			fmt.Fprintf(w, ": %s has no host objects; `mgxport finalize %s --arch host` stores them", path, path)
		}
		fmt.Fprintln(w)
		for _, warn := range s.Warnings {
			fmt.Fprintln(w, "warning: kernel cache:", warn)
		}
	}
}

// parseTargets parses an --arch value with the target table (target.Parse).
// auto is the devices present: this CPU, until a GPU runtime lists devices.
func parseTargets(arch string) ([]target.Target, error) {
	return target.Parse(arch, nil)
}

// runTarget parses the target of a command that runs on one target (run,
// perf, verify, conformance); flag names the command and its flag in
// errors ("run --arch"). With allowRef, "ref" — the reference evaluator,
// which is no finalize target — is a choice too, and ref reports it.
func runTarget(flag, arch string, allowRef bool) (t target.Target, ref bool, err error) {
	if arch == "ref" {
		if allowRef {
			return target.Target{}, true, nil
		}
		return t, false, fmt.Errorf("%s ref: the reference evaluator is not a choice here; use %s or auto", flag, target.HostRow())
	}
	ts, err := parseTargets(arch)
	if err != nil {
		if allowRef {
			return t, false, fmt.Errorf("%s %s: %w (or ref, the reference evaluator)", flag, arch, err)
		}
		return t, false, fmt.Errorf("%s %s: %w", flag, arch, err)
	}
	if len(ts) != 1 {
		return t, false, fmt.Errorf("%s %s: names %d targets; this runs on one", flag, arch, len(ts))
	}
	t = ts[0]
	if err := finalize.Supported(t); err != nil {
		return t, false, fmt.Errorf("%s %s: %w", flag, arch, err)
	}
	if t.Kind != target.Host {
		return t, false, fmt.Errorf("%s %s: no %s runtime device in this build yet; use --arch %s", flag, arch, t.Kind, target.HostRow())
	}
	return t, false, nil
}

func newRunCmd() *cobra.Command {
	var (
		outputDir string
		arch      string
		print     bool
		in        inputFlags
		cf        compileFlags
	)
	cmd := &cobra.Command{
		Use:   "run BUNDLE|MODEL.onnx [--input NAME=FILE.npy ...] [--fill random] [--output-dir DIR]",
		Short: "Run a bundle or an ONNX model and write its outputs as .npy files",
		Long: `run executes a program on the target with inputs from .npy files (inputs not
given are filled with --fill random|zeros|ones; random is seeded by --seed) and
writes each output to DIR/NAME.npy.

--arch host (the default; auto picks the same) runs on this CPU. A bundle
without host objects is finalized on the fly in memory, through the kernel
cache; nothing is written. An ONNX model is compiled and finalized in memory
(bind its symbolic dims with --dim / --input-dim). --arch ref runs an ONNX
model on the reference evaluator instead.

  mgxport run model.host.mgxb --input x=x.npy --output-dir out/
  mgxport run model.onnx --fill random --seed 7 --print
  mgxport run model.onnx --arch ref --input x=x.npy --print`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := args[0]
			_, ref, err := runTarget("run --arch", arch, true)
			if err != nil {
				return err
			}
			if ref && !driver.IsModelPath(path) {
				return fmt.Errorf("run %s --arch ref: the reference evaluator runs ONNX models (.onnx), not bundles", path)
			}
			inputs, fill, copts, err := in.parse(cmd.Flags())
			if err != nil {
				return err
			}
			stderr := cmd.ErrOrStderr()
			var outs map[string]*npy.Array
			if ref {
				ref, err := driver.LoadReference(path, copts)
				if err != nil {
					return err
				}
				filled, err := driver.FillInputs(ref.Inputs, inputs, fill)
				if err != nil {
					return err
				}
				reportFilled(stderr, filled, fill)
				if outs, err = ref.Run(cmd.Context(), inputs); err != nil {
					return err
				}
			} else {
				l, filled, err := loadHost(cmd, path, &cf, copts, inputs, fill)
				if err != nil {
					return err
				}
				defer l.Close()
				reportFilled(stderr, filled, fill)
				if outs, err = l.Session.Run(cmd.Context(), inputs); err != nil {
					return err
				}
			}
			return writeOutputs(cmd.OutOrStdout(), outs, outputDir, print)
		},
	}
	cmd.Flags().StringVar(&outputDir, "output-dir", "", "write each output to `DIR`/NAME.npy")
	cmd.Flags().StringVar(&arch, "arch", target.HostRow().Name, "target to run on: host, auto, or ref (the reference evaluator, ONNX models only)")
	cmd.Flags().BoolVar(&print, "print", false, "print the output values")
	in.register(cmd.Flags(), "")
	cf.register(cmd.Flags())
	return cmd
}

// writeOutputs writes each output to dir/NAME.npy (when dir is set) and
// lists them on w, sorted by name.
func writeOutputs(w io.Writer, outs map[string]*npy.Array, dir string, print bool) error {
	names := make([]string, 0, len(outs))
	for name := range outs {
		names = append(names, name)
	}
	sort.Strings(names)
	if dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		for _, name := range names {
			if err := npy.WriteFile(filepath.Join(dir, name+".npy"), outs[name]); err != nil {
				return err
			}
		}
	}
	for _, name := range names {
		a := outs[name]
		if dir != "" {
			fmt.Fprintf(w, "%s: %s %v -> %s\n", name, a.DType, a.Shape, filepath.Join(dir, name+".npy"))
		} else {
			fmt.Fprintf(w, "%s: %s %v\n", name, a.DType, a.Shape)
		}
		if print {
			printArray(w, a)
		}
	}
	return nil
}

// printArray prints a float32 array row by row (the last axis is a row).
func printArray(w io.Writer, a *npy.Array) {
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
