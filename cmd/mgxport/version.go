package main

import (
	"encoding/json"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/bundle"
	"github.com/mgxport/mgxport/version"
)

// versionLine is what `mgxport version` and `mgxport --version` print.
func versionLine() string {
	return fmt.Sprintf("mgxport %s (bundle format %d)", version.Version, bundle.FormatVersion)
}

func newVersionCmd() *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print mgxport's version and the formats it writes",
		Long: `version prints mgxport's version and the bundle format it writes
(mgxport --version prints the same line).`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			v := map[string]any{"mgxport": version.Version, "bundle_format": bundle.FormatVersion}
			if asJSON {
				return json.NewEncoder(cmd.OutOrStdout()).Encode(v)
			}
			fmt.Fprintln(cmd.OutOrStdout(), versionLine())
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}
