package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/onnx/conformance"
)

// conformanceTarget returns the target --target names: ref, the reference
// evaluator, or a table target — host compiles, finalizes (through the
// default kernel cache) and runs on this CPU.
func conformanceTarget(name string) (conformance.Target, error) {
	_, ref, err := runTarget("conformance --target", name, true)
	if err != nil {
		return nil, err
	}
	if ref {
		return conformance.RefTarget{}, nil
	}
	return driver.NewHostTarget(driver.HostTargetOptions{OpenCache: func() (*kcache.Cache, error) { return driver.OpenCache("") }}), nil
}

func newConformanceCmd() *cobra.Command {
	var (
		target string
		asJSON bool
	)
	cmd := &cobra.Command{
		Use:   "conformance --target ref PATH...",
		Short: "Run ONNX backend-test directories on a target",
		Long: `conformance runs ONNX backend tests: each PATH is a test directory (model.onnx
and test_data_set_N/{input,output}_K.pb) or a folder of them. It prints one line
per test (PASS, FAIL with the largest error, or SKIP with the reason) and ends with
"N passed, M failed, K skipped". Outputs match within rtol 1e-3, atol 1e-7.
It exits non-zero when a test fails.

  mgxport conformance --target ref ../shared/onnx-node
  mgxport conformance --target host ../shared/onnx-node   # compile, finalize, run on this CPU`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			t, err := conformanceTarget(target)
			if err != nil {
				return err
			}
			if c, ok := t.(io.Closer); ok {
				defer c.Close()
			}
			out := cmd.OutOrStdout()
			opts := conformance.Options{}
			if !asJSON {
				opts.Report = func(r conformance.Result) { fmt.Fprintln(out, r) }
			}
			results, err := conformance.Run(cmd.Context(), t, args, opts)
			if err != nil {
				return err
			}
			sum := conformance.Summarize(results)
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				if err := enc.Encode(struct {
					Target  string               `json:"target"`
					Results []conformance.Result `json:"results"`
					Summary conformance.Summary  `json:"summary"`
				}{target, results, sum}); err != nil {
					return err
				}
			} else {
				fmt.Fprintln(out, sum)
			}
			if sum.Failed > 0 {
				return fmt.Errorf("conformance: %d of %d tests failed", sum.Failed, len(results))
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&target, "target", "ref", "target to run on (ref: the reference evaluator; host: compile, finalize and run on this CPU)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the results as JSON")
	return cmd
}
