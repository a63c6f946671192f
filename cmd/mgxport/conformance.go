package main

import (
	"encoding/json"
	"fmt"
	"runtime"
	"sync"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/onnx/conformance"
)

func newConformanceCmd() *cobra.Command {
	var (
		df        deviceFlags
		targetFl  string
		libdevice string
		rocmLibs  string
		asJSON    bool
		jobs      jobsValue
	)
	cmd := &cobra.Command{
		Use:   "conformance [--arch ref|host|sm_90|auto] [--device N] PATH...",
		Short: "Run ONNX backend-test directories on a target",
		Long: `conformance runs ONNX backend tests: each PATH is a test directory (model.onnx
and test_data_set_N/{input,output}_K.pb) or a folder of them. It prints one line
per test (PASS, FAIL with the largest error, or SKIP with the reason) and ends with
"N passed, M failed, K skipped". Outputs match within rtol 1e-3, atol 1e-7.
Tests run in parallel (-j N, default one per core); lines print in test order.
It exits non-zero when a test fails.

--arch ref (the default) runs the reference evaluator; host compiles,
finalizes through the kernel cache and runs on this CPU; an NVIDIA arch
(sm_90) does the same on a GPU (--device N picks it); auto is the GPU when
there is one, else host.

  mgxport conformance ../shared/onnx-node
  mgxport conformance --arch host ../shared/onnx-node    # compile, finalize, run on this CPU
  mgxport conformance --arch sm_90 ../shared/onnx-node   # ... on an NVIDIA GPU`,
		Args: cobra.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			fs := cmd.Flags()
			if fs.Changed("target") {
				// --target is the old name of --arch, kept hidden.
				if fs.Changed("arch") && targetFl != df.arch {
					return fmt.Errorf("conformance: --target %s and --arch %s disagree: give --arch only (--target is its deprecated name)", targetFl, df.arch)
				}
				df.arch = targetFl
				fmt.Fprintln(cmd.ErrOrStderr(), "warning: conformance --target is deprecated; use --arch")
			}
			row, isRef, err := df.target("conformance", true)
			if err != nil {
				return err
			}
			defer df.closePool()
			// One cache for every test, held to the size limit after.
			openCache := sync.OnceValues(func() (*kcache.Cache, error) { return driver.OpenCache("") })
			var t conformance.Target = conformance.RefTarget{}
			name := "ref"
			if !isRef {
				dt := driver.NewDeviceTarget(driver.DeviceTargetOptions{Target: row, Device: df.device, Libdevice: libdevice, ROCmDeviceLibs: rocmLibs, OpenCache: openCache, HostPool: df.pool, Devices: df.reg})
				defer dt.Close()
				t, name = dt, row.Name
			}
			out := cmd.OutOrStdout()
			opts := conformance.Options{Jobs: int(jobs)}
			if opts.Jobs == 0 {
				opts.Jobs = runtime.GOMAXPROCS(0)
			}
			if !asJSON {
				opts.Report = func(r conformance.Result) { fmt.Fprintln(out, r) }
			}
			results, err := conformance.Run(cmd.Context(), t, args, opts)
			if err != nil {
				return err
			}
			if !isRef {
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
				}{name, results, sum}); err != nil {
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
	df.register(cmd.Flags(), "ref", "target to run on: ref (the reference evaluator), host (compile, finalize and run on this CPU), an NVIDIA arch (sm_90) or auto")
	cmd.Flags().StringVar(&targetFl, "target", "", "deprecated name of --arch")
	cmd.Flags().StringVar(&libdevice, "libdevice", "", "NVIDIA's libdevice.10.bc for GPU targets (`FILE`; default: the CUDA toolkit's)")
	cmd.Flags().StringVar(&rocmLibs, "rocm-device-libs", "", "ROCm's device libraries for AMD targets (`DIR` of ocml.bc and ockl.bc; default: ROCm's, else Debian's rocm-device-libs)")
	// Hidden, and the warning is ours (on stderr; cobra's deprecation
	// notice would go where a caller's SetOut points).
	cmd.Flags().MarkHidden("target")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the results as JSON")
	cmd.Flags().VarP(&jobs, "jobs", "j", "`N` tests to run at once (results still print in order); 0 means one per core (GOMAXPROCS)")
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
	limit, err := kcache.MaxSize(driver.EnvCacheMaxSize())
	if err != nil {
		return err
	}
	_, _, err = c.Bound(limit)
	return err
}
