package main

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
)

func newCompileCmd() *cobra.Command {
	var (
		portable  bool
		out       string
		dims      []string
		inputDims []string
		printPass bool
		dumpAfter []string
		profile   bool
		buckets   []string
		maxDims   []string
		pads      []string
		precision string
		keepFP32  []string
	)
	cmd := &cobra.Command{
		Use:   "compile --portable MODEL.onnx -o OUT.mgxb",
		Short: "Compile an ONNX model into a portable bundle (pure Go, no GPU needed)",
		Long: `compile imports an ONNX model, runs the graph passes (shape inference,
partitioning into kernels), lowers GEMM-class kernels to TOSA as MLIR bytecode
and the others to SPIR-V, and writes a portable bundle with the weights.

Symbolic dims are bound with --dim NAME=N or --input-dim INPUT=D0,D1,...

Shape buckets serve dynamic dims without recompiling: --bucket NAME=N1,N2,...
(repeatable, one per dim) or --max-dim NAME=N (the powers of two below N, and
N) write one program per point of the grid of their sizes; kernels are
stored once per content and weights once. run, perf and verify then take any
input shape inside the grid: the smallest covering bucket runs, its inputs
padded (with 0, or --pad INPUT=VALUE, recorded in the bundle; run --pad
overrides) and its outputs sliced back. Only dims the model's inputs name
can be bucketed, and every output axis must follow one bucketed dim or none.

` + driver.PadAssumption + `

--precision fp16 (or bf16) is mixed precision as autocast and TensorRT do it:
matrix products and convolutions (MatMul, Gemm, Conv, ConvTranspose) run in
half with fp32 accumulation; softmax, normalizations, reductions and
exp/erf-class math stay fp32; an Add of two products' half results (a
ResNet's residual connection) runs in half as under autocast, and a Relu or
MaxPool of one is exact in half; the model's inputs and outputs keep their
types. The products' weights are stored in half (the bundle shrinks by about
half). --keep-fp32 NODE,... keeps named nodes in fp32 (names as
--dump-graph after=mixed-precision prints them). fp32, the default, is exact;
models exported in fp16/bf16 run in their own types either way.

  mgxport compile --portable bert.onnx -o bert.mgxb --bucket batch=1,2,4,8,16 --bucket sequence=16,32,64,128,256
  mgxport compile --portable bert.onnx -o bert.mgxb --max-dim batch=16 --bucket sequence=64,128`,
		Args: func(cmd *cobra.Command, args []string) error {
			if printPass {
				return nil
			}
			return cobra.ExactArgs(1)(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if printPass {
				for _, name := range passes.PassNames() {
					fmt.Fprintln(cmd.OutOrStdout(), name)
				}
				return nil
			}
			if !portable {
				return fmt.Errorf("compile: pass --portable (the only compile mode: finalize makes device code)")
			}
			if out == "" {
				return fmt.Errorf("compile %s: name the output bundle with -o OUT.mgxb", args[0])
			}
			opts, err := parseDims(dims, inputDims)
			if err != nil {
				return err
			}
			if opts.Buckets, opts.Pads, err = parseBuckets(buckets, maxDims, pads); err != nil {
				return err
			}
			if opts.Precision, err = parsePrecision(precision); err != nil {
				return err
			}
			if len(keepFP32) > 0 && opts.Precision == graph.Float32 {
				return fmt.Errorf("--keep-fp32 needs --precision fp16 or bf16: with fp32 every node already runs in fp32")
			}
			opts.KeepFP32 = keepFP32
			var table passes.ProfileTable
			for _, d := range dumpAfter {
				name, ok := strings.CutPrefix(d, "after=")
				if !ok || name == "" {
					return fmt.Errorf("--dump-graph %q: want after=NAME (a pass of compile --print-passes, or all)", d)
				}
				opts.Passes.DumpAfter = append(opts.Passes.DumpAfter, name)
			}
			if err := passes.Standard(passes.Bindings{}, nil, &passes.Result{}).CheckDumpAfter(opts.Passes.DumpAfter); err != nil {
				return fmt.Errorf("compile %s: %w", args[0], err)
			}
			if len(dumpAfter) > 0 {
				opts.Passes.Dump = cmd.OutOrStdout()
			}
			if profile {
				opts.Passes.Profile = table.Record
			}
			if isTerminal(cmd.ErrOrStderr()) {
				var bar *progressbar.ProgressBar
				opts.Progress = func(done, total int) {
					if bar == nil {
						bar = progressbar.NewOptions(total, progressbar.OptionSetWriter(cmd.ErrOrStderr()),
							progressbar.OptionSetDescription("lower"), progressbar.OptionShowCount(),
							progressbar.OptionThrottle(50*time.Millisecond), progressbar.OptionClearOnFinish())
					}
					bar.Set(done)
					if done == total {
						bar.Finish()
					}
				}
			}
			if err := driver.Compile(cmd.Context(), args[0], out, opts); err != nil {
				return err
			}
			if profile {
				fmt.Fprint(cmd.ErrOrStderr(), table.String())
			}
			if st, err := os.Stat(out); err == nil {
				fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s (%d bytes)\n", out, st.Size())
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&portable, "portable", false, "write portable code objects (MLIR bytecode and SPIR-V)")
	cmd.Flags().StringVarP(&out, "output", "o", "", "output bundle `FILE`")
	cmd.Flags().StringArrayVar(&dims, "dim", nil, "bind a symbolic dim: `NAME=N`, N > 0 (repeatable)")
	cmd.Flags().BoolVar(&printPass, "print-passes", false, "list the graph passes in order and exit")
	cmd.Flags().StringArrayVar(&dumpAfter, "dump-graph", nil, "print the graph after a pass: `after=NAME` (or after=all; repeatable)")
	cmd.Flags().BoolVar(&profile, "profile", false, "print the time each graph pass takes")
	cmd.Flags().StringArrayVar(&inputDims, "input-dim", nil, "set an input's shape: `INPUT=D0,D1,...`, every D > 0 (repeatable)")
	cmd.Flags().StringArrayVar(&buckets, "bucket", nil, "shape buckets of a symbolic dim: `NAME=N1,N2,...` (repeatable, one per dim); one program per grid point")
	cmd.Flags().StringArrayVar(&maxDims, "max-dim", nil, "shape buckets of a symbolic dim at the powers of two below N, and N: `NAME=N`")
	cmd.Flags().StringVar(&precision, "precision", "fp32", "`fp32` (exact), fp16 or bf16: matrix products and convolutions in half with fp32 accumulation")
	cmd.Flags().StringSliceVar(&keepFP32, "keep-fp32", nil, "keep these nodes in fp32 under --precision fp16|bf16: `NODE[,NODE...]` (repeatable)")
	cmd.Flags().StringArrayVar(&pads, "pad", nil, "the value padded positions of an input hold: `INPUT=VALUE` (default 0; with buckets)")
	return cmd
}

// parseBuckets parses --bucket, --max-dim and --pad.
// parsePrecision maps --precision to the products' element type.
func parsePrecision(s string) (graph.DType, error) {
	switch strings.ToLower(s) {
	case "fp32", "float32", "f32":
		return graph.Float32, nil
	case "fp16", "float16", "f16", "half":
		return graph.Float16, nil
	case "bf16", "bfloat16":
		return graph.BFloat16, nil
	}
	return graph.Undefined, fmt.Errorf("--precision %q: want fp32 (exact, the default), fp16 or bf16", s)
}

func parseBuckets(buckets, maxDims, pads []string) (driver.Grid, map[string]float64, error) {
	var grid driver.Grid
	if len(buckets)+len(maxDims) > 0 {
		grid = driver.Grid{}
	}
	for _, b := range buckets {
		if err := grid.ParseBucket(b); err != nil {
			return nil, nil, err
		}
	}
	for _, m := range maxDims {
		if err := grid.ParseMaxDim(m); err != nil {
			return nil, nil, err
		}
	}
	p, err := parsePads(pads)
	return grid, p, err
}

// parsePads parses --pad INPUT=VALUE values.
func parsePads(pads []string) (map[string]float64, error) {
	var out map[string]float64
	for _, p := range pads {
		name, v, ok := strings.Cut(p, "=")
		x, err := strconv.ParseFloat(v, 64)
		if !ok || name == "" || err != nil {
			return nil, fmt.Errorf("--pad %q: want INPUT=VALUE (a number)", p)
		}
		if out == nil {
			out = map[string]float64{}
		}
		if _, dup := out[name]; dup {
			return nil, fmt.Errorf("--pad %s is given twice: give each input's pad value once", name)
		}
		out[name] = x
	}
	return out, nil
}
