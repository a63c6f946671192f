package main

import (
	"github.com/spf13/cobra"
)

// newRootCmd builds the command tree; each call returns a fresh tree, so
// tests can run commands in-process without shared state.
func newRootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "mgxport",
		Short: "Compile ONNX models once into a portable bundle; finalize and run it on each device",
		Long: `mgxport compiles an ONNX model once, on any machine, into a portable bundle of
kernels (MLIR bytecode in TOSA for GEMM/conv-class kernels, SPIR-V for the
rest). On the target machine, finalize compiles the bundle for the device
(--arch host for this CPU) and run executes it.

  mgxport compile --portable model.onnx -o model.mgxb
  mgxport finalize model.mgxb --arch host -o model.host.mgxb
  mgxport run model.host.mgxb --input x=x.npy --output-dir out/`,
		SilenceUsage:  true,
		SilenceErrors: true,
		Version:       versionLine(),
	}
	// --version prints the line `mgxport version` prints, nothing more.
	root.SetVersionTemplate("{{.Version}}\n")
	root.PersistentFlags().String("mlir-lib", "", "path to the MLIR C API library libmgxport_mlir.so (default: $MGXPORT_MLIR_LIB, then beside the executable)")
	root.AddCommand(
		newVersionCmd(),
		newCompileCmd(),
		newInspectCmd(),
		newFinalizeCmd(),
		newRunCmd(),
		newConformanceCmd(),
		newPerfCmd(),
		newVerifyCmd(),
		newCacheCmd(),
		newDevicesCmd(),
		newOpsCmd(),
	)
	addCompletions(root)
	return root
}
