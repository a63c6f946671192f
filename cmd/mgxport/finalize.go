package main

import (
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/driver"
)

func newFinalizeCmd() *cobra.Command {
	var (
		arch, out string
		quiet     bool
	)
	cmd := &cobra.Command{
		Use:   "finalize BUNDLE --arch TARGETS -o OUT.mgxb",
		Short: "Compile a portable bundle's kernels for a device",
		Long: `finalize reloads each portable kernel through the MLIR C API (TOSA bytecode
directly, SPIR-V raised into MLIR), compiles it for the target and writes a
bundle with the finalized code objects beside the portable ones.

--arch takes host (this CPU), auto (the devices present), or a comma list.
-o may name the input bundle to finalize it in place; the file is replaced
atomically, so a failure leaves the original untouched.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			targets, err := driver.ParseTargets(arch)
			if err != nil {
				return err
			}
			if out == "" {
				out = args[0]
			}
			libPath, _ := cmd.Flags().GetString("mlir-lib")
			lib, err := driver.OpenMLIR(libPath)
			if err != nil {
				return err
			}
			var progress io.Writer
			if !quiet {
				progress = cmd.ErrOrStderr()
			}
			if err := driver.Finalize(cmd.Context(), lib, args[0], out, targets, progress); err != nil {
				return err
			}
			if st, err := os.Stat(out); err == nil && !quiet {
				fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s (%d bytes)\n", out, st.Size())
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&arch, "arch", "", "target(s): host, auto, or a comma list (required)")
	cmd.Flags().StringVarP(&out, "output", "o", "", "output bundle (default: replace the input)")
	cmd.Flags().BoolVarP(&quiet, "quiet", "q", false, "print nothing but errors")
	cmd.MarkFlagRequired("arch")
	return cmd
}
