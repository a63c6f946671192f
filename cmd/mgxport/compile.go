package main

import (
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/driver"
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
	)
	cmd := &cobra.Command{
		Use:   "compile --portable MODEL.onnx -o OUT.mgxb",
		Short: "Compile an ONNX model into a portable bundle (pure Go, no GPU needed)",
		Long: `compile imports an ONNX model, runs the graph passes (shape inference,
partitioning into kernels), lowers GEMM-class kernels to TOSA as MLIR bytecode
and the others to SPIR-V, and writes a portable bundle with the weights.

Symbolic dims are bound with --dim NAME=N or --input-dim INPUT=D0,D1,...`,
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
	return cmd
}
