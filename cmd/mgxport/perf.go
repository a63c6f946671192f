package main

import (
	"encoding/json"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/target"
)

// perfOutput is perf's --json output.
type perfOutput struct {
	Path   string             `json:"path"`
	Target string             `json:"target"`
	Seed   uint64             `json:"seed,omitempty"`
	Filled []string           `json:"filled_inputs,omitempty"`
	Report *driver.PerfReport `json:"perf"`
}

func newPerfCmd() *cobra.Command {
	var (
		arch         string
		runs         int
		warmup       int
		asJSON       bool
		in           inputFlags
		cf           compileFlags
		showLaunches bool
	)
	cmd := &cobra.Command{
		Use:   "perf BUNDLE|MODEL.onnx [-n N] [--warmup W] [--json]",
		Short: "Time a program: per-kernel table and run-time statistics",
		Long: `perf runs the program --warmup times untimed, then -n times timing every run
and every kernel launch, and prints, like migraphx-driver perf, a table per
launch (kernel, calls, mean time, share of the kernel time), a summary per
kernel symbol, and the run time's mean, min, median, p90 and p99.

Inputs not given with --input are filled (--fill random by default, seeded
by --seed). A bundle without host objects, or an ONNX model, is finalized in
memory through the kernel cache first, as run does.

  mgxport perf model.host.mgxb -n 200
  mgxport perf model.onnx --dim batch=1 --json`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := args[0]
			row, _, err := runTarget("perf --arch", arch, false)
			if err != nil {
				return err
			}
			if runs < 1 || warmup < 0 {
				return fmt.Errorf("perf: -n %d --warmup %d: want at least one run and no negative warmup", runs, warmup)
			}
			inputs, fill, copts, err := in.parse(cmd.Flags())
			if err != nil {
				return err
			}
			stderr := cmd.ErrOrStderr()
			l, filled, err := loadHost(cmd, path, &cf, copts, inputs, fill)
			if err != nil {
				return err
			}
			defer l.Close()
			if !asJSON {
				reportFilled(stderr, filled, fill)
			}
			rep, err := driver.Perf(cmd.Context(), l.Session, inputs, driver.PerfOptions{Runs: runs, Warmup: warmup})
			if err != nil {
				return fmt.Errorf("perf %s: %w", path, err)
			}
			w := cmd.OutOrStdout()
			if asJSON {
				out := perfOutput{Path: path, Target: row.Name, Filled: filled, Report: rep}
				if len(filled) > 0 && fill.Mode == driver.FillRandom {
					out.Seed = fill.Seed
				}
				enc := json.NewEncoder(w)
				enc.SetIndent("", "  ")
				return enc.Encode(out)
			}
			printPerf(w, path, rep, showLaunches)
			return nil
		},
	}
	cmd.Flags().StringVar(&arch, "arch", target.HostRow().Name, "target: host or auto")
	cmd.Flags().IntVarP(&runs, "iterations", "n", 100, "timed runs")
	cmd.Flags().IntVar(&warmup, "warmup", 10, "untimed runs first")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	cmd.Flags().BoolVar(&showLaunches, "launches", true, "print the per-launch table (the summary per kernel is always printed)")
	in.register(cmd.Flags(), "random")
	cf.register(cmd.Flags())
	return cmd
}

// printPerf prints the report as migraphx-driver perf does: per launch,
// then per kernel, then the totals.
func printPerf(w io.Writer, path string, rep *driver.PerfReport, launches bool) {
	fmt.Fprintf(w, "perf %s on host: %d runs after %d warmup\n\n", path, rep.Runs, rep.Warmup)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	if launches {
		fmt.Fprintln(tw, "#\tkernel\tsymbol\tcalls\tmean (ms)\tshare\t")
		for _, l := range rep.Launches {
			fmt.Fprintf(tw, "%d\t%s\t%s\t%d\t%.4f\t%.1f%%\t\n", l.Index, l.Label, l.Symbol, l.Calls, l.MeanMS, l.Share)
		}
		tw.Flush()
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, "Summary:")
	for _, k := range rep.Kernels {
		fmt.Fprintf(tw, "%s\t%d launch(es)\t%d calls\t%.4f ms/run\t%.1f%%\t\n", k.Symbol, k.Launches, k.Calls, k.MeanMS, k.Share)
	}
	tw.Flush()
	t := rep.Total
	fmt.Fprintln(w)
	fmt.Fprintf(w, "Kernel time: %.4f ms/run (sum of launches)\n", rep.KernelMS)
	fmt.Fprintf(w, "Total time: %.4f ms (mean); min %.4f, median %.4f, p90 %.4f, p99 %.4f, max %.4f ms\n",
		t.MeanMS, t.MinMS, t.MedianMS, t.P90MS, t.P99MS, t.MaxMS)
	fmt.Fprintf(w, "Overhead: %.4f ms/run (copies and launch bookkeeping)\n", max(t.MeanMS-rep.KernelMS, 0))
}
