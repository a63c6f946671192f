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

func newVerifyCmd() *cobra.Command {
	var (
		arch   string
		tol    driver.Tolerance
		asJSON bool
		in     inputFlags
		cf     compileFlags
	)
	cmd := &cobra.Command{
		Use:   "verify MODEL.onnx [--arch host] [--rtol R] [--atol A]",
		Short: "Check a model's host results against the reference evaluator",
		Long: `verify compiles an ONNX model, finalizes it for the target in memory (through
the kernel cache), runs it on random inputs (--seed; or --input files) and
compares every output with the reference evaluator's on the same inputs. It
prints each output's largest absolute and relative error and exits non-zero
when any element is outside |got - want| <= atol + rtol * |want|.

  mgxport verify model.onnx
  mgxport verify bert.onnx --dim batch=1 --dim seq=128 --rtol 1e-3 --atol 1e-4`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if _, _, err := runTarget("verify --arch", arch, false); err != nil {
				return err
			}
			if tol.RTol < 0 || tol.ATol < 0 {
				return fmt.Errorf("verify: negative tolerance --rtol %g --atol %g", tol.RTol, tol.ATol)
			}
			inputs, fill, copts, err := in.parse(cmd.Flags())
			if err != nil {
				return err
			}
			stderr := cmd.ErrOrStderr()
			report, finish := finalizeProgress(stderr, !isTerminal(stderr), "finalize host")
			rep, err := driver.Verify(cmd.Context(), args[0], driver.VerifyOptions{
				Load:      loadOptions(cmd, &cf, copts, report),
				Inputs:    inputs,
				Fill:      fill,
				Tolerance: tol,
			})
			finish()
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if asJSON {
				enc := json.NewEncoder(w)
				enc.SetIndent("", "  ")
				if err := enc.Encode(rep); err != nil {
					return err
				}
			} else {
				printVerify(w, rep)
			}
			if !rep.Pass {
				bad := 0
				for _, d := range rep.Outputs {
					if !d.Pass {
						bad++
					}
				}
				return fmt.Errorf("verify %s: %d of %d output(s) outside rtol %g atol %g (inputs: --seed %d)", args[0], bad, len(rep.Outputs), tol.RTol, tol.ATol, rep.Seed)
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&arch, "arch", target.HostRow().Name, "target to verify: host or auto")
	cmd.Flags().Float64Var(&tol.RTol, "rtol", 1e-4, "relative tolerance")
	cmd.Flags().Float64Var(&tol.ATol, "atol", 1e-5, "absolute tolerance")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	in.register(cmd.Flags(), "random")
	cf.register(cmd.Flags())
	return cmd
}

// printVerify prints one line per output and a verdict.
func printVerify(w io.Writer, rep *driver.VerifyReport) {
	fmt.Fprintf(w, "verify %s on %s against the reference evaluator (rtol %g, atol %g", rep.Model, rep.Target, rep.Tolerance.RTol, rep.Tolerance.ATol)
	if len(rep.Filled) > 0 {
		fmt.Fprintf(w, "; %s inputs, --seed %d", rep.Fill, rep.Seed)
	}
	fmt.Fprintln(w, ")")
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "output\ttype\tmax abs error\tmax rel error\tbad\tresult")
	for _, d := range rep.Outputs {
		verdict := "ok"
		switch {
		case d.Problem != "":
			verdict = "FAIL: " + d.Problem
		case !d.Pass:
			verdict = fmt.Sprintf("FAIL: [%d] = %g, want %g", d.Worst, float64(d.WorstGot), float64(d.WorstWant))
		}
		fmt.Fprintf(tw, "%s\t%s%v\t%.3g\t%.3g\t%d/%d\t%s\n", d.Name, d.DType, d.Shape, float64(d.MaxAbs), float64(d.MaxRel), d.Bad, d.Elems, verdict)
	}
	tw.Flush()
	if rep.Pass {
		fmt.Fprintln(w, "PASS")
	} else {
		fmt.Fprintln(w, "FAIL")
	}
}
