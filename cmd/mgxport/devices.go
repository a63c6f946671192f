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
		Short: "List the devices present: the host CPU, each CUDA GPU and each AMD (HIP) GPU",
		Long: `devices lists what this machine can run bundles on: the host CPU (model,
cores, memory), each CUDA GPU (name, arch sm_XY and the --arch target that
--arch auto picks for it, memory, driver version) and each AMD GPU found by
HIP (name, gfx arch with its features, the --arch target, memory, compute
units, wavefront size, HIP version). It says plainly when the CUDA driver
(libcuda.so.1) or the HIP runtime (libamdhip64.so) is absent or finds no
device.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			l := driver.Devices(driver.DeviceRegistry(nil))
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
