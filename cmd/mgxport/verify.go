package main

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/target"
)

// toleranceHelp documents the default tolerances, for run and verify.
const toleranceHelp = `An element passes when |got - want| <= atol + rtol * |want| (NaN matches
NaN, an infinity itself). The defaults depend on the output's dtype:
float32 and float64 rtol 1e-4, atol 1e-5; float16 rtol 1e-2, atol 1e-3;
bfloat16 rtol 5e-2, atol 1e-2; integer and bool outputs must match exactly.
--rtol and --atol override them for every floating-point output.`

// expectFlags are the flags that check outputs against expected values:
// --expected files and the tolerances, in run and verify.
type expectFlags struct {
	expected   []string
	rtol, atol float64
	fs         *pflag.FlagSet
}

func (f *expectFlags) register(fs *pflag.FlagSet) {
	fs.StringArrayVar(&f.expected, "expected", nil, "compare output NAME with the array in FILE.npy (a sequence, map or optional: FILE.json, see run --help): `NAME=FILE.npy` (repeat for each output to check)")
	fs.Float64Var(&f.rtol, "rtol", 0, "relative tolerance of floating-point outputs (default: by dtype, see above)")
	fs.Float64Var(&f.atol, "atol", 0, "absolute tolerance of floating-point outputs (default: by dtype, see above)")
	f.fs = fs
}

// given reports whether any output is to be checked against a file.
func (f *expectFlags) given() bool { return len(f.expected) > 0 }

// tolerances returns the tolerances the flags set; negative ones are an
// error.
func (f *expectFlags) tolerances() (driver.Tolerances, error) {
	var t driver.Tolerances
	for _, fl := range []struct {
		name string
		v    *float64
		dst  **float64
	}{{"rtol", &f.rtol, &t.RTol}, {"atol", &f.atol, &t.ATol}} {
		if !f.fs.Changed(fl.name) {
			continue
		}
		if *fl.v < 0 || *fl.v != *fl.v {
			return t, fmt.Errorf("--%s %g: want a tolerance of 0 or more", fl.name, *fl.v)
		}
		*fl.dst = fl.v
	}
	return t, nil
}

// parse reads the expected outputs and the tolerances. cmdName names the
// command in errors; when requireExpected, --rtol/--atol without
// --expected cannot apply and are an error.
func (f *expectFlags) parse(cmdName string, requireExpected bool) (map[string]*npy.Array, driver.Tolerances, error) {
	tols, err := f.tolerances()
	if err != nil {
		return nil, tols, fmt.Errorf("%s: %w", cmdName, err)
	}
	if requireExpected && !f.given() {
		for _, name := range []string{"rtol", "atol"} {
			if f.fs.Changed(name) {
				return nil, tols, fmt.Errorf("%s --%s: there is nothing to compare without --expected NAME=FILE.npy", cmdName, name)
			}
		}
	}
	exp, err := driver.ReadNamedArrays("--expected", f.expected)
	if err != nil {
		return nil, tols, fmt.Errorf("%s: %w", cmdName, err)
	}
	return exp, tols, nil
}

func newVerifyCmd() *cobra.Command {
	var (
		df     deviceFlags
		asJSON bool
		ex     expectFlags
		in     inputFlags
		cf     compileFlags
	)
	cmd := &cobra.Command{
		Use:   "verify MODEL.onnx|BUNDLE [--expected NAME=FILE.npy ...] [--rtol R] [--atol A]",
		Short: "Check a model's or a bundle's results on a target against the reference evaluator or expected outputs",
		Long: `verify runs a model or a bundle on the target (compiling and finalizing it in
memory through the kernel cache as needed) and compares its outputs:

- with --expected NAME=FILE.npy (repeatable; as iree-run-module's
  --expected_output), against those arrays. Only the named outputs are
  checked; a name that is not an output is an error. Inputs come from
  --input files (missing ones are an error unless --fill is given).
- without, against the reference evaluator's outputs on the same inputs
  (an ONNX model only): inputs not given are filled with --fill random,
  seeded by --seed.

It prints each output's largest absolute and relative error and exits
non-zero when an element is outside its tolerance or an output's dtype or
shape differs.

` + toleranceHelp + `

` + trustHelp + `

  mgxport verify model.onnx
  mgxport verify bert.onnx --dim batch=1 --dim seq=128 --rtol 1e-3 --atol 1e-4
  mgxport verify model.host.mgxb --input x=x.npy --expected y=y.npy`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path := args[0]
			t, _, err := df.target("verify", false)
			if err != nil {
				return err
			}
			defer df.closePool()
			if err := cf.validate(); err != nil {
				return err
			}
			if err := cf.checkTarget(t); err != nil {
				return fmt.Errorf("verify: %w", err)
			}
			expected, tols, err := ex.parse("verify", false)
			if err != nil {
				return err
			}
			if ex.given() && !cmd.Flags().Changed("fill") {
				in.fill = "" // expected outputs need the inputs they came from
			}
			inputs, fill, copts, err := in.parse(cmd.Flags())
			if err != nil {
				return err
			}
			stderr := cmd.ErrOrStderr()
			report, finish := finalizeProgress(stderr, !isTerminal(stderr), "finalize "+t.Name)
			rep, err := driver.Verify(cmd.Context(), path, driver.VerifyOptions{
				Load:       loadOptions(cmd, t, &df, &cf, copts, report),
				Inputs:     inputs,
				Fill:       fill,
				Expected:   expected,
				Tolerances: tols,
			})
			finish()
			if err != nil {
				return err
			}
			if _, err := cf.bound(stderr, false); err != nil {
				fmt.Fprintln(stderr, "warning:", err)
			}
			w := cmd.OutOrStdout()
			if asJSON {
				if err := writeJSON(w, rep); err != nil {
					return err
				}
			} else {
				printVerify(w, rep)
			}
			return diffError("verify "+path, rep.Outputs, fill, rep.Filled)
		},
	}
	df.register(cmd.Flags(), target.HostRow().Name, "target to verify: host, an NVIDIA arch (sm_90) or auto")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the report as JSON")
	ex.register(cmd.Flags())
	in.register(cmd.Flags(), "random")
	cf.register(cmd.Flags())
	return cmd
}

// printVerify prints one line per output and a verdict.
func printVerify(w io.Writer, rep *driver.VerifyReport) {
	fmt.Fprintf(w, "verify %s on %s against the %s", rep.Model, rep.Target, rep.Reference)
	switch {
	case rep.Fill == driver.FillRandom:
		fmt.Fprintf(w, " (%s inputs, --seed %d)", rep.Fill, rep.Seed)
	case len(rep.Filled) > 0:
		fmt.Fprintf(w, " (%s inputs)", rep.Fill)
	}
	fmt.Fprintln(w)
	printDiffs(w, rep.Outputs)
	if len(rep.Unchecked) > 0 {
		fmt.Fprintf(w, "not checked (no --expected): %s\n", strings.Join(rep.Unchecked, ", "))
	}
	if rep.Pass {
		fmt.Fprintln(w, "PASS")
	} else {
		fmt.Fprintln(w, "FAIL")
	}
}

// printDiffs prints one line per compared output: its errors, tolerance
// and verdict.
func printDiffs(w io.Writer, diffs []driver.OutputDiff) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "output\ttype\tmax abs error\tmax rel error\ttolerance\tbad\tresult")
	for _, d := range diffs {
		verdict := "ok"
		switch {
		case d.Problem != "":
			verdict = "FAIL: " + d.Problem
		case !d.Pass && d.DType == "string":
			verdict = fmt.Sprintf("FAIL: [%d] = %q, want %q", d.Worst, d.WorstGotString, d.WorstWantString)
		case !d.Pass && d.WorstPath != "":
			verdict = fmt.Sprintf("FAIL: %s = %g, want %g", d.WorstPath, float64(d.WorstGot), float64(d.WorstWant))
		case !d.Pass:
			verdict = fmt.Sprintf("FAIL: [%d] = %g, want %g", d.Worst, float64(d.WorstGot), float64(d.WorstWant))
		}
		typ := fmt.Sprintf("%s%v", d.DType, d.Shape)
		if d.Shape == nil {
			typ = d.DType // a sequence, map or optional
		}
		fmt.Fprintf(tw, "%s\t%s\t%.3g\t%.3g\t%s\t%d/%d\t%s\n", d.Name, typ, float64(d.MaxAbs), float64(d.MaxRel), toleranceString(d), d.Bad, d.Elems, verdict)
	}
	tw.Flush()
}

// toleranceString says how output d was compared: "exact" for integer
// and bool outputs, else its rtol and atol.
func toleranceString(d driver.OutputDiff) string {
	if d.Tolerance == (driver.Tolerance{}) && (d.WorstPath != "" || d.Shape == nil || driver.DefaultTolerance(d.DType) == (driver.Tolerance{})) {
		return "exact"
	}
	return fmt.Sprintf("rtol %g atol %g", d.Tolerance.RTol, d.Tolerance.ATol)
}

// diffError is the error of a comparison with failed outputs (nil when all
// pass): what failed, at which tolerance, and how to draw the same inputs
// again.
func diffError(what string, diffs []driver.OutputDiff, fill driver.Fill, filled []string) error {
	var bad []string
	for _, d := range diffs {
		switch {
		case d.Problem != "":
			bad = append(bad, d.Name+": "+d.Problem)
		case !d.Pass:
			bad = append(bad, fmt.Sprintf("%s: %d of %d elements outside %s", d.Name, d.Bad, d.Elems, toleranceString(d)))
		}
	}
	if len(bad) == 0 {
		return nil
	}
	msg := fmt.Sprintf("%s: %d of %d output(s) differ: %s", what, len(bad), len(diffs), strings.Join(bad, "; "))
	if len(filled) > 0 && fill.Mode == driver.FillRandom {
		msg += fmt.Sprintf(" (inputs: --seed %d)", fill.Seed)
	}
	return fmt.Errorf("%s", msg)
}
