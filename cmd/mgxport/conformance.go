package main

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/onnx/conformance"
)

// conformanceTargets lists the targets conformance can run on; host
// opens the kernel cache through openCache.
func conformanceTargets(openCache func() (*kcache.Cache, error)) map[string]conformance.Target {
	return map[string]conformance.Target{
		"ref": conformance.RefTarget{},
		// host compiles, finalizes (through the default kernel cache) and runs on this CPU.
		"host": driver.NewHostTarget(driver.HostTargetOptions{OpenCache: openCache}),
	}
}

func newConformanceCmd() *cobra.Command {
	var (
		arch, target string
		asJSON       bool
	)
	cmd := &cobra.Command{
		Use:   "conformance [--arch ref|host|auto] PATH...",
		Short: "Run ONNX backend-test directories on a target",
		Long: `conformance runs ONNX backend tests: each PATH is a test directory (model.onnx
and test_data_set_N/{input,output}_K.pb) or a folder of them. It prints one line
per test (PASS, FAIL with the largest error, or SKIP with the reason) and ends with
"N passed, M failed, K skipped". Outputs match within rtol 1e-3, atol 1e-7.
It exits non-zero when a test fails.

--arch ref (the default) runs the reference evaluator; host (auto picks the
same) compiles, finalizes through the kernel cache and runs on this CPU.

  mgxport conformance ../shared/onnx-node
  mgxport conformance --arch host ../shared/onnx-node   # compile, finalize, run on this CPU`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			fs := cmd.Flags()
			if fs.Changed("target") {
				// --target is the old name of --arch, kept hidden.
				if fs.Changed("arch") && target != arch {
					return fmt.Errorf("conformance: --target %s and --arch %s disagree: give --arch only (--target is its deprecated name)", target, arch)
				}
				arch = target
				fmt.Fprintln(cmd.ErrOrStderr(), "warning: conformance --target is deprecated; use --arch")
			}
			if err := checkArch("conformance", arch, true); err != nil {
				return err
			}
			if arch == "auto" {
				arch = "host" // the devices present: this CPU
			}
			// One cache for every test, held to the size limit after.
			openCache := sync.OnceValues(func() (*kcache.Cache, error) { return driver.OpenCache("") })
			t, ok := conformanceTargets(openCache)[arch]
			if !ok {
				return fmt.Errorf("conformance --arch %s: no such conformance target (use ref or host)", arch)
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
			if arch == "host" {
				if err := boundCache(openCache); err != nil {
					fmt.Fprintln(cmd.ErrOrStderr(), "warning:", err)
				}
			}
			sum := conformance.Summarize(results)
			if asJSON {
				enc := json.NewEncoder(out)
				enc.SetIndent("", "  ")
				if err := enc.Encode(struct {
					Target  string               `json:"target"`
					Results []conformance.Result `json:"results"`
					Summary conformance.Summary  `json:"summary"`
				}{arch, results, sum}); err != nil {
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
	cmd.Flags().StringVar(&arch, "arch", "ref", "target to run on: ref (the reference evaluator), host (compile, finalize and run on this CPU) or auto (the same as host)")
	cmd.Flags().StringVar(&target, "target", "", "deprecated name of --arch")
	// Hidden, and the warning is ours (on stderr; cobra's deprecation
	// notice would go where a caller's SetOut points).
	cmd.Flags().MarkHidden("target")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the results as JSON")
	return cmd
}

// boundCache holds the cache that open opened to the size limit of
// $MGXPORT_CACHE_MAX_SIZE (else kcache.DefaultMaxSize) when kernels were
// stored in it.
func boundCache(open func() (*kcache.Cache, error)) error {
	c, err := open()
	if err != nil {
		return err
	}
	limit, err := kcache.MaxSize()
	if err != nil {
		return err
	}
	_, _, err = c.Bound(limit)
	return err
}
