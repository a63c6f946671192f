package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/version"
)

func newVersionCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print mgxport's version and the formats it writes",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			v := map[string]any{"mgxport": version.Version, "bundle_format": bundle.FormatVersion}
			if asJSON {
				return json.NewEncoder(cmd.OutOrStdout()).Encode(v)
			}
			fmt.Fprintf(cmd.OutOrStdout(), "mgxport %s (bundle format %d)\n", version.Version, bundle.FormatVersion)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
