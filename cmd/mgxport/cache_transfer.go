package main

import (
	"encoding/hex"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/finalize"
	"github.com/mgxport/mgxport/internal/outfile"
	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/target"
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
		Long: `export writes every verified entry to FILE, a zstd-compressed tar that
cache import reads on another machine. --target keeps only one target's
(host, sm_90, ...). FILE is written atomically ("-" is stdout); the same
cache exports the same bytes.

--tuned exports tuning decisions only: for each kernel a tuned finalize
(finalize --tune, on the host or on an NVIDIA or AMD GPU) searched to the
end, the winning schedule's parameters (a host schedule, or a GPU kernel's
tiling), the target, and the device identity they were measured on (this
CPU's model and features; a GPU's name, arch and multiprocessor count) —
data, not code. The cache keeps one decision per kernel and device kind, so
an H100's and an H200's winners travel together. Importing them needs no
--trust: the importing machine checks each schedule, and its next finalize
--tune for the device a decision was measured on compiles that schedule
itself, after checking it is a point of its own tuning space, measuring
nothing: a fleet tunes once per device kind without shipping a native
object. Searches a --budget cut short are not exported. A kernel with only
other devices' decisions is tuned there, and that finalize says so.

  mgxport cache export h100.mgxc --tuned --target sm_90a

Without --tuned, export writes finalized kernels too (native code, which
cache import takes only with --trust).
`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if targetName != "" {
				if _, err := target.Lookup(targetName); err != nil {
					return fmt.Errorf("cache export --target: %w", err)
				}
			}
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
				// Decisions are recorded only for searches that finished
				// (a --budget cut short is no winner to share).
				return (!tuned || p.IsDecision()) && (targetName == "" || keyHasTarget(p, targetName))
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
	cmd.Flags().BoolVar(&tuned, "tuned", false, "export only tuning decisions (schedules as data, no native code)")
	cmd.Flags().StringVar(&targetName, "target", "", "export only this target's kernels (host, sm_90, ...)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the count as JSON")
	return cmd
}

// keyHasTarget reports whether a key's Target field names the target
// called name: "host:TRIPLE/CPU/FEATURES" for host, "TRIPLE/CHIP/FEATURES"
// for GPUs.
func keyHasTarget(p kcache.KeyParts, name string) bool {
	if p.IsDecision() {
		return p.Target == name // a decision is filed under the row name
	}
	if name == "host" {
		return strings.HasPrefix(p.Target, "host:")
	}
	return slices.Contains(strings.Split(p.Target, "/"), name)
}

// importSummary is the --json output of cache import.
type importSummary struct {
	transferSummary
	Untrusted int   `json:"untrusted_skipped"`
	Bytes     int64 `json:"bytes"`
	// Decisions counts the imported tuning decisions (data, taken
	// without trust), and Devices how many each device measured.
	Decisions int            `json:"decisions"`
	Devices   map[string]int `json:"decision_devices,omitempty"`
}

// newCacheImportCmd is `cache import FILE`.
func newCacheImportCmd(open func() (*kcache.Cache, error)) *cobra.Command {
	var (
		asJSON  bool
		trust   []string
		maxSize string
	)
	cmd := &cobra.Command{
		Use:   "import FILE [--trust KEY]",
		Short: "Add the entries of an archive made by cache export",
		Long: `import verifies each entry of FILE (its checksum, its key, this cache's schema,
its signature) and stores those signed by a key this machine trusts, and the
tuning decisions it holds.

Tuning decisions (what cache export --tuned writes) are data: a schedule's
parameters (a host schedule or a GPU kernel's tiling), the target, and the
device identity they were measured on. Each is checked strictly (a strict
decode, bounded names and parameters, a schedule of the target's own kind,
filed under the device it names) and taken whoever signed it; no native code
comes with them. The next finalize --tune on a device of that kind compiles
the schedule here, after checking it is a point this machine's own tuning
of that kernel would try, and measures nothing. Decisions of several device
kinds coexist (one per kernel and device); those measured on another device
are listed here, and that finalize tunes their kernels itself, saying so.

Finalized kernels are native code: an archive's kernels are taken only when
signed by a trusted key — --trust KEY (the exporting machine's key, which
` + "`mgxport cache key`" + ` prints there), or one listed in trusted.keys in the cache
directory. This machine's own key is not enough: an archive is from
elsewhere. Other entries are skipped, said once, and their kernels are
finalized here when needed. Taken entries are signed again with this
machine's key.

Each entry is at most 64 MiB (what a kernel can be), and the archive adds at
most the cache's size limit (--max-size, else $` + kcache.EnvMaxSize + `, else 2GiB).
A damaged or foreign entry stops the import with an error naming it; the
entries before it were complete and verified, and stay. ("-" reads stdin.)

  mgxport cache import tuned.mgxc --trust 3b6a27bc…(64 hex digits)`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var limit int64
			var err error
			if cmd.Flags().Changed("max-size") {
				if limit, err = kcache.ParseSize(maxSize); err != nil {
					return fmt.Errorf("cache import --max-size: %w", err)
				}
			} else if limit, err = kcache.MaxSize(driver.EnvCacheMaxSize()); err != nil {
				return fmt.Errorf("cache import: %w", err)
			}
			keys := &kcache.Trust{}
			for _, k := range trust {
				ks, err := kcache.ParseTrustArg(k)
				if err != nil {
					return fmt.Errorf("cache import: %w", err)
				}
				for _, k := range ks {
					keys.Add(k)
				}
			}
			c, err := open()
			if err != nil {
				return err
			}
			// The trust list in the cache directory, not the cache's
			// own key: an archive comes from elsewhere.
			listed, err := kcache.TrustList(c.Dir())
			if err != nil {
				return fmt.Errorf("cache import: %w", err)
			}
			keys.Merge(listed)
			in := os.Stdin
			if args[0] != "-" {
				if in, err = os.Open(args[0]); err != nil {
					return fmt.Errorf("cache import: %w", err)
				}
				defer in.Close()
			}
			st, err := c.Import(in, kcache.ImportOptions{Trust: keys, MaxBytes: limit, Decision: finalize.ValidateDecision})
			if err != nil {
				return fmt.Errorf("cache import %s: %d entries imported before: %w", args[0], st.Imported, err)
			}
			if _, _, err := c.Bound(limit); err != nil {
				return fmt.Errorf("cache import: %w", err)
			}
			if asJSON {
				return writeJSON(cmd.OutOrStdout(), importSummary{transferSummary{c.Dir(), args[0], st.Imported}, st.Untrusted, st.Bytes, st.Decisions, st.Devices})
			}
			stderr := cmd.ErrOrStderr()
			fmt.Fprintf(stderr, "imported %d entries from %s into %s\n", st.Imported, args[0], c.Dir())
			if st.Decisions > 0 {
				fmt.Fprintf(stderr, "%d of them are tuning decisions (schedules, compiled here by the next finalize --tune), measured on:\n", st.Decisions)
				for _, d := range slices.Sorted(maps.Keys(st.Devices)) {
					fmt.Fprintf(stderr, "  %s (%d)\n", d, st.Devices[d])
				}
			}
			if st.Untrusted > 0 {
				fmt.Fprintf(stderr, "skipped %d entries not signed by a trusted key (give the exporting machine's key with --trust KEY, or list it in %s); their kernels are finalized here when needed\n", st.Untrusted, filepath.Join(c.Dir(), kcache.TrustFile))
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the counts as JSON")
	cmd.Flags().StringArrayVar(&trust, "trust", nil, "take the entries this ed25519 public `KEY` signed: hex, or a file of keys one a line (repeatable)")
	cmd.Flags().StringVar(&maxSize, "max-size", "", "most bytes the archive may add: `SIZE` like 500M or 2GiB; 0 for no limit (default: $"+kcache.EnvMaxSize+", else 2GiB)")
	return cmd
}

// newCacheKeyCmd is `cache key`.
func newCacheKeyCmd(open func() (*kcache.Cache, error)) *cobra.Command {
	return &cobra.Command{
		Use:   "key",
		Short: "Print this machine's public signing key (what other machines give --trust)",
		Long: `key prints the ed25519 public key, in hex, that signs what this machine
finalizes (the private key is signing.key in the cache directory, mode 0600,
made on first use). Another machine runs this machine's finalized bundles and
imports its cache archives only with --trust KEY, or with the key listed in
its cache directory's trusted.keys.`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			c, err := open()
			if err != nil {
				return err
			}
			s, err := c.Signer()
			if err != nil {
				return err
			}
			fmt.Fprintln(cmd.OutOrStdout(), hex.EncodeToString(s.Public()))
			return nil
		},
	}
}
