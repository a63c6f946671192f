package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/driver"
)

func newDevicesCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "devices",
		Short: "List the devices present: the host CPU and each CUDA GPU (name, arch, memory, driver)",
		Long: `devices lists what this machine can run bundles on: the host CPU (model,
cores, memory) and each CUDA GPU (name, arch sm_XY and the --arch target that
--arch auto picks for it, memory, driver version). It says plainly when the
CUDA driver (libcuda.so.1) is absent or finds no device.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			l := driver.Devices()
			if asJSON {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				return enc.Encode(l)
			}
			fmt.Fprint(cmd.OutOrStdout(), l.String())
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
