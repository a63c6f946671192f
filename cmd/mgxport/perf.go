package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/runtime/host"
	"github.com/mgxport/mgxport/target"
)

// perfOutput is perf's --json output.
type perfOutput struct {
	Path   string             `json:"path"`
	Target string             `json:"target"`
	Seed   uint64             `json:"seed,omitempty"`
	Filled []string           `json:"filled_inputs,omitempty"`
	Report *driver.PerfReport `json:"perf"`
	// HostThreads is how many threads each host kernel could run on
	// (--threads).
	HostThreads int `json:"host_threads"`
	// HostPool is the host pool's counts after the runs (wakes of parked
	// workers, parks), left out on one thread.
	HostPool *host.PoolStats `json:"host_pool,omitempty"`
	// HostRuns is how the session's runs used the host's threads after
	// its run-level checks (runtime.Session.ThreadsDecision): "threads"
	// or "one thread" (where the runs were faster so); HostChecks is how
	// many checks were made. Both left out on one thread.
	HostRuns   string `json:"host_runs,omitempty"`
	HostChecks int    `json:"host_run_checks,omitempty"`
	// FinalizeMS is what finalizing the timed program's kernels cost this
	// process (0 when the bundle held them). When it is not 0 on a GPU
	// target, HostMeanMS is the host's mean run time on the same inputs
	// and BreakEven the runs after which the finalize has paid for itself
	// against running on host, -1 when the target is no faster than host;
	// both are left out otherwise (nothing to win back).
	FinalizeMS float64 `json:"finalize_ms"`
	HostMeanMS float64 `json:"host_mean_ms,omitempty"`
	BreakEven  *int64  `json:"break_even_runs,omitempty"`
}

func newPerfCmd() *cobra.Command {
	var (
		df           deviceFlags
		runs         int
		duration     time.Duration
		warmup       int
		asJSON       bool
		in           inputFlags
		cf           compileFlags
		showLaunches bool
	)
	cmd := &cobra.Command{
		Use:   "perf BUNDLE|MODEL.onnx [-n N | --duration D] [--warmup W] [--json]",
		Short: "Time a program: per-kernel table and run-time statistics",
		Long: `perf runs the program --warmup times untimed, then -n times (or for
--duration, e.g. 10s) timing every run and every kernel launch, and prints,
like migraphx-driver perf, a table per launch (kernel, calls, mean time, share
of the kernel time), a summary per kernel symbol, the run time's mean,
standard deviation, min, median, p90, p99 and max, and the throughput in
inferences (runs) per second.

Memory does not grow with -n: mean, standard deviation, min and max are
exact running statistics; the quantiles are exact up to 8192 runs and
estimated from a uniform sample of 8192 beyond.

Inputs not given with --input are filled (--fill random by default, seeded
by --seed). A bundle without objects for the target, or an ONNX model, is
finalized in memory through the kernel cache first, as run does. On a GPU
(--arch sm_90, or auto) kernels are timed with CUDA events, and as many
runs again are timed without them ("Run time"), as run executes the
program (one CUDA graph replay where it has no host control flow): the
latency a caller sees, which an event around every launch inflates — and
as many again with the inputs and outputs left in device memory
("Device-resident run time"), as an application keeping its tensors on the
GPU runs them and as PyTorch times a model on GPU tensors. On host the
runs are timed again untimed too ("Run time"): after its first runs a host
session runs its small kernels in batches, one call into native code
each, which timing every launch undoes. On a
GPU perf also times the run's copies alone ("Copy-in", "Copy-out": bytes,
ms, GB/s) beside the pinned host<->device bandwidth it measures in the
same process, and says how host memory is staged (--json: "copies"). When
this run finalized kernels, perf also times a few runs on host and prints
after how many runs the finalize pays for itself (the break-even).

` + trustHelp + `

  mgxport perf model.host.mgxb -n 200
  mgxport perf model.host.mgxb --duration 30s
  mgxport perf model.onnx --dim batch=1 --json`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := args[0]
			t, _, err := df.target("perf", false)
			if err != nil {
				return err
			}
			defer df.closePool()
			fs := cmd.Flags()
			// On host too the untimed runs are not the timed ones: they
			// run the kernels in batches (runtime.Batcher), which timing
			// every launch cannot.
			opts := driver.PerfOptions{Runs: runs, Warmup: warmup, Untimed: true, Copies: t.Kind != target.Host, Resident: t.Kind != target.Host}
			switch {
			case fs.Changed("iterations") && fs.Changed("duration"):
				return fmt.Errorf("perf: -n %d and --duration %s both given: time a count of runs or a duration, not both", runs, duration)
			case fs.Changed("duration") && duration <= 0:
				return fmt.Errorf("perf: --duration %s: want a positive duration like 10s", duration)
			case fs.Changed("duration"):
				opts.Runs, opts.Duration = 0, duration
			case runs < 1:
				return fmt.Errorf("perf: -n %d: want at least one run", runs)
			}
			if warmup < 0 {
				return fmt.Errorf("perf: --warmup %d: want 0 or more", warmup)
			}
			inputs, fill, copts, err := in.parse(cmd.Flags())
			if err != nil {
				return err
			}
			stderr := cmd.ErrOrStderr()
			m, filled, err := load(cmd, path, t, &df, &cf, copts, inputs, fill, loadMode{})
			if err != nil {
				return err
			}
			defer m.Close()
			l := m.Loaded()
			if !asJSON {
				reportFilled(stderr, filled, fill)
			}
			s, in := l.Session, inputs
			if s == nil {
				// Shape buckets: time the bucket that serves the inputs.
				if s, in, err = l.Model.Prepared(cmd.Context(), inputs); err != nil {
					return fmt.Errorf("perf %s: %w", path, err)
				}
				if !asJSON {
					fmt.Fprintf(stderr, "timing bucket %s\n", s.Program().Name)
				}
			}
			rep, err := driver.Perf(cmd.Context(), s, in, opts)
			if err != nil {
				return fmt.Errorf("perf %s: %w", path, err)
			}
			out := perfOutput{Path: path, Target: t.Name, Filled: filled, Report: rep, HostThreads: df.pool.Threads()}
			if st := df.pool.Stats(); st.Workers > 0 {
				out.HostPool = &st
			}
			out.HostRuns, out.HostChecks = s.ThreadsDecision()
			fin := l.Stats.Wall
			for _, st := range l.OnTheFly() {
				fin += st.Wall
			}
			out.FinalizeMS = float64(fin.Microseconds()) / 1000
			if t.Kind != target.Host && fin > 0 {
				// Against host: the same inputs, a few runs. Only when this
				// run paid a finalize: with nothing to finalize there is no
				// cost to win back, and timing a large model on the CPU
				// would take minutes (BERT-base b32: 12.7 s a run).
				// The host has no TF32 units: it runs exact fp32.
				hcf := cf
				hcf.allowTF32 = false
				hm, _, err := load(cmd, path, target.HostRow(), &deviceFlags{pool: df.pool}, &hcf, copts, inputs, fill, loadMode{})
				if err != nil {
					return fmt.Errorf("perf %s: time host for the break-even: %w", path, err)
				}
				defer hm.Close()
				hl := hm.Loaded()
				hs, hin := hl.Session, inputs
				if hs == nil {
					if hs, hin, err = hl.Model.Prepared(cmd.Context(), inputs); err != nil {
						return err
					}
				}
				hrep, err := driver.Perf(cmd.Context(), hs, hin, driver.PerfOptions{Runs: min(max(opts.Runs, 1), 5), Warmup: 1})
				if err != nil {
					return fmt.Errorf("perf %s on host: %w", path, err)
				}
				out.HostMeanMS = hrep.Total.MeanMS
				runs := int64(-1)
				if gain := hrep.Total.MeanMS - rep.Total.MeanMS; gain > 0 {
					runs = int64(math.Ceil(out.FinalizeMS / gain))
				}
				out.BreakEven = &runs
			}
			w := cmd.OutOrStdout()
			if asJSON {
				if len(filled) > 0 && fill.Mode == driver.FillRandom {
					out.Seed = fill.Seed
				}
				enc := json.NewEncoder(w)
				enc.SetIndent("", "  ")
				return enc.Encode(out)
			}
			printPerf(w, path, t.Name, rep, showLaunches)
			if t.Kind == target.Host {
				fmt.Fprintf(w, "host threads: %d (--threads)\n", out.HostThreads)
				if st := out.HostPool; st != nil {
					fmt.Fprintf(w, "host pool: %d workers woken %d times, parked %d times", st.Workers, st.Wakes, st.Parks)
					if st.BusyStops > 0 { // PoolOptions.IdleSpin
						fmt.Fprintf(w, "; %d stops at a spin for want of a spare CPU", st.BusyStops)
					}
					fmt.Fprintln(w)
				}
				if out.HostRuns != "" {
					fmt.Fprintf(w, "host runs: on %s (whole runs timed both ways %d time(s); the faster kept)\n", out.HostRuns, out.HostChecks)
				}
			}
			fmt.Fprintf(w, "finalize cost: %.1f ms (kernels this run finalized; 0 when the bundle held them)\n", out.FinalizeMS)
			switch {
			case out.BreakEven == nil && t.Kind != target.Host:
				fmt.Fprintf(w, "nothing was finalized for %s: no break-even against host to compute\n", t.Name)
			case out.BreakEven == nil:
			case *out.BreakEven > 0:
				fmt.Fprintf(w, "host: %.4f ms/run; the finalize pays for itself after %d run(s) on %s\n", out.HostMeanMS, *out.BreakEven, t.Name)
			default:
				fmt.Fprintf(w, "host: %.4f ms/run, no slower than %s: the finalize never pays for itself on these inputs\n", out.HostMeanMS, t.Name)
			}
			return nil
		},
	}
	df.register(cmd.Flags(), target.HostRow().Name, "target to time: host, an NVIDIA arch (sm_90) or auto")
	cmd.Flags().IntVarP(&runs, "iterations", "n", 100, "timed runs (at least 1)")
	cmd.Flags().DurationVar(&duration, "duration", 0, "time runs for `DURATION` (e.g. 10s, 2m) instead of -n runs")
	cmd.Flags().IntVar(&warmup, "warmup", 10, "untimed runs first")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	cmd.Flags().BoolVar(&showLaunches, "launches", true, "print the per-launch table (the summary per kernel is always printed)")
	in.register(cmd.Flags(), "random")
	cf.register(cmd.Flags())
	return cmd
}

// printPerf prints the report as migraphx-driver perf does: per launch,
// then per kernel, then the totals.
func printPerf(w io.Writer, path, target string, rep *driver.PerfReport, launches bool) {
	fmt.Fprintf(w, "perf %s on %s: %d runs in %.3f s after %d warmup\n\n", path, target, rep.Runs, rep.Seconds, rep.Warmup)
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
	fmt.Fprintf(w, "Total time: %.4f ms (mean) ± %.4f (stddev); min %.4f, median %.4f, p90 %.4f, p99 %.4f, max %.4f ms\n",
		t.MeanMS, t.StddevMS, t.MinMS, t.MedianMS, t.P90MS, t.P99MS, t.MaxMS)
	fmt.Fprintf(w, "Overhead: %.4f ms/run (copies and launch bookkeeping)\n", max(t.MeanMS-rep.KernelMS, 0))
	if u := rep.Untimed; u != nil {
		fmt.Fprintf(w, "Run time: %.4f ms (mean) ± %.4f (stddev); min %.4f, median %.4f, p90 %.4f, p99 %.4f, max %.4f ms (launches untimed, as run executes them)\n",
			u.MeanMS, u.StddevMS, u.MinMS, u.MedianMS, u.P90MS, u.P99MS, u.MaxMS)
	}
	if u := rep.Resident; u != nil {
		fmt.Fprintf(w, "Device-resident run time: %.4f ms (mean) ± %.4f (stddev); min %.4f, median %.4f, p90 %.4f, p99 %.4f, max %.4f ms (inputs and outputs left in device memory, no host copies)\n",
			u.MeanMS, u.StddevMS, u.MinMS, u.MedianMS, u.P90MS, u.P99MS, u.MaxMS)
	} else if rep.ResidentSkipped != "" {
		fmt.Fprintf(w, "Device-resident run time: not measured (%s)\n", rep.ResidentSkipped)
	}
	fmt.Fprintf(w, "Throughput: %.2f inferences/s\n", rep.Throughput)
	if c := rep.Copies; c != nil {
		fmt.Fprintf(w, "Copy-in: %d bytes in %.4f ms, %.2f GB/s (%.0f%% of pinned host-to-device %.2f GB/s)\n", c.InBytes, c.InMS, c.InGBps, c.InPercent, c.PinnedHtoDGBps)
		fmt.Fprintf(w, "Copy-out: %d bytes in %.4f ms, %.2f GB/s (%.0f%% of pinned device-to-host %.2f GB/s); staging: %s\n", c.OutBytes, c.OutMS, c.OutGBps, c.OutPercent, c.PinnedDtoHGBps, c.Staging)
		if c.ProbeError != "" {
			fmt.Fprintf(w, "Pinned bandwidth not measured: %s\n", c.ProbeError)
		}
	}
}
