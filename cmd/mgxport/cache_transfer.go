package main

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/internal/outfile"
	"github.com/mgxport/mgxport/kcache"
)

// transferSummary is the --json output of cache export and import.
type transferSummary struct {
	Dir     string `json:"dir"`
	File    string `json:"file"`
	Entries int    `json:"entries"`
}

// newCacheExportCmd is `cache export FILE`.
func newCacheExportCmd(open func() (*kcache.Cache, error)) *cobra.Command {
	var tuned, asJSON bool
	var targetName string
	cmd := &cobra.Command{
		Use:   "export FILE",
		Short: "Write the cache's entries to an archive another machine can import",
		Long: `export writes every verified entry (finalized kernels and tuning winners) to
FILE, a zstd-compressed tar that cache import reads on another machine: a
fleet of identical machines tunes once. --tuned keeps only tuned kernels;
--target keeps only one target's (host, sm_90, ...). FILE is written
atomically ("-" is stdout); the same cache exports the same bytes.`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := open()
			if err != nil {
				return err
			}
			out, err := outfile.Create(args[0])
			if err != nil {
				return fmt.Errorf("cache export: %w", err)
			}
			defer out.Abort()
			n, err := c.Export(out.File(), func(p kcache.KeyParts) bool {
				return (!tuned || p.Tuning != "default") && (targetName == "" || keyHasTarget(p, targetName))
			})
			if err != nil {
				return err
			}
			if err := out.Commit(); err != nil {
				return fmt.Errorf("cache export: %w", err)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), transferSummary{c.Dir(), args[0], n})
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "exported %d entries from %s to %s\n", n, c.Dir(), args[0])
			return nil
		},
	}
	cmd.Flags().BoolVar(&tuned, "tuned", false, "export only tuned kernels")
	cmd.Flags().StringVar(&targetName, "target", "", "export only this target's kernels (host, sm_90, ...)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the count as JSON")
	return cmd
}

// keyHasTarget reports whether a key's Target field names the target
// called name: "host:TRIPLE/CPU/FEATURES" for host, "TRIPLE/CHIP/FEATURES"
// for GPUs.
func keyHasTarget(p kcache.KeyParts, name string) bool {
	if name == "host" {
		return strings.HasPrefix(p.Target, "host:")
	}
	return slices.Contains(strings.Split(p.Target, "/"), name)
}

// newCacheImportCmd is `cache import FILE`.
func newCacheImportCmd(open func() (*kcache.Cache, error)) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "import FILE",
		Short: "Add the entries of an archive made by cache export",
		Long: `import verifies each entry of FILE (its checksum, its key, this cache's schema)
and stores it. A damaged or foreign entry stops the import with an error
naming it; the entries before it were complete and verified, and stay.
("-" reads stdin.)`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := open()
			if err != nil {
				return err
			}
			in := os.Stdin
			if args[0] != "-" {
				if in, err = os.Open(args[0]); err != nil {
					return fmt.Errorf("cache import: %w", err)
				}
				defer in.Close()
			}
			n, err := c.Import(in)
			if err != nil {
				return fmt.Errorf("cache import %s: %d entries imported before: %w", args[0], n, err)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), transferSummary{c.Dir(), args[0], n})
			}
			fmt.Fprintf(cmd.ErrOrStderr(), "imported %d entries from %s into %s\n", n, args[0], c.Dir())
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the count as JSON")
	return cmd
}
