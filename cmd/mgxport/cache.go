package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"os"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
)

// humanBytes formats n bytes with a binary unit.
func humanBytes(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d B", n)
	}
	div, exp := int64(unit), 0
	for m := n / unit; m >= unit; m /= unit {
		div *= unit
		exp++
	}
	return fmt.Sprintf("%.1f %ciB", float64(n)/float64(div), "KMGTPE"[exp])
}

// cacheEntryJSON is one entry of `cache ls --json`.
type cacheEntryJSON struct {
	Key        string           `json:"key"`
	Bytes      int64            `json:"bytes"`
	Created    *time.Time       `json:"created,omitempty"`
	LastUsed   time.Time        `json:"last_used"`
	Parts      *kcache.KeyParts `json:"parts,omitempty"`
	Corruption string           `json:"error,omitempty"`
}

// cacheStatsJSON is `cache stats --json`.
type cacheStatsJSON struct {
	Dir     string     `json:"dir"`
	Entries int        `json:"entries"`
	Bytes   int64      `json:"bytes"`
	Oldest  *time.Time `json:"least_recently_used,omitempty"`
	Newest  *time.Time `json:"most_recently_used,omitempty"`
	// Decisions counts the tuning decisions among the entries, and
	// DecisionDevices how many each device kind measured (the cache keeps
	// one per kernel and device kind).
	Decisions       int            `json:"decisions"`
	DecisionDevices map[string]int `json:"decision_devices,omitempty"`
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func newCacheCmd() *cobra.Command {
	var dir string
	open := func() (*kcache.Cache, error) { return driver.OpenCache(dir) }
	// missing reports whether the cache directory does not exist: clear,
	// prune and verify then have nothing to do, and must not create it.
	missing := func(w io.Writer) (bool, error) { // w: stderr
		d := dir
		if d == "" {
			var err error
			if d, err = kcache.DefaultDir(driver.EnvCacheDir()); err != nil {
				return false, err
			}
		}
		if _, err := os.Stat(d); errors.Is(err, fs.ErrNotExist) {
			fmt.Fprintf(w, "no kernel cache at %s: nothing to do\n", d)
			return true, nil
		}
		return false, nil
	}
	cmd := &cobra.Command{
		Use:   "cache ls|stats|prune|clear|verify|export|import|key",
		Short: "Inspect and bound the per-device kernel cache",
		Long: `cache manages the kernel cache that finalize, run, perf and verify fill: one
verified entry per finalized kernel, keyed by the portable kernel, the target,
the compiler identity and the tuning mode. The directory is --cache-dir, else
$MGXPORT_CACHE_DIR, else $XDG_CACHE_HOME/mgxport.

The cache has a size limit, 2GiB by default: $` + kcache.EnvMaxSize + ` (a size like
500M or 4GiB; 0 for no limit) or finalize/run/perf/verify --cache-max-size
overrides it. After a command stores kernels, the least recently used
entries are removed until the cache fits; cache prune applies the same limit
(or --max-size) by hand.

  mgxport cache stats
  mgxport cache prune                  # to the limit
  mgxport cache prune --max-size 500M
  mgxport cache clear
  mgxport cache export kernels.mgxc --tuned   # tuning winners, for a fleet
  mgxport cache key                    # this machine's public key
  mgxport cache import kernels.mgxc --trust KEY   # the exporter's key`,
	}
	cmd.PersistentFlags().StringVar(&dir, "cache-dir", "", "kernel cache `DIR` (default: $"+kcache.EnvDir+", else $XDG_CACHE_HOME/mgxport)")

	var lsJSON bool
	ls := &cobra.Command{
		Use:   "ls",
		Short: "List the entries, most recently used first (damaged ones marked), with the device a tuned one was measured on",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			c, err := open()
			if err != nil {
				return err
			}
			ents, err := c.List()
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if lsJSON {
				out := make([]cacheEntryJSON, 0, len(ents))
				for _, e := range ents {
					j := cacheEntryJSON{Key: e.Key.String(), Bytes: e.Size, LastUsed: e.LastUsed}
					if e.Err != nil {
						j.Corruption = e.Err.Error()
					} else {
						created, parts := e.Created, e.Parts
						j.Created, j.Parts = &created, &parts
					}
					out = append(out, j)
				}
				return writeJSON(w, out)
			}
			tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
			fmt.Fprintln(tw, "key\tsize\tlast used\tcode object\ttarget\ttuning\tdevice")
			for _, e := range ents {
				if e.Err != nil {
					fmt.Fprintf(tw, "%s\t%s\t%s\tDAMAGED: %v\t\t\n", e.Key.String()[:16], humanBytes(e.Size), e.LastUsed.Format(time.DateTime), e.Err)
					continue
				}
				obj := e.Parts.CodeObject
				if len(obj) > 16 {
					obj = obj[:12] + "…" + obj[strings.LastIndex(obj, "/"):]
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", e.Key.String()[:16], humanBytes(e.Size), e.LastUsed.Format(time.DateTime), obj, e.Parts.Target, e.Parts.Tuning, e.Parts.Device)
			}
			tw.Flush()
			fmt.Fprintf(w, "%d entries in %s\n", len(ents), c.Dir())
			return nil
		},
	}
	ls.Flags().BoolVar(&lsJSON, "json", false, "print the entries as JSON")

	var statsJSON bool
	stats := &cobra.Command{
		Use:   "stats",
		Short: "Print the number of entries, their size, and the tuning decisions per device kind",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			c, err := open()
			if err != nil {
				return err
			}
			s, err := c.Stats()
			if err != nil {
				return err
			}
			ds, err := c.Decisions()
			if err != nil {
				return err
			}
			devices := map[string]int{}
			for _, d := range ds {
				dev := d.Parts.Device
				if dev == "" {
					dev = "(none: an older mgxport's decision, unused)"
				}
				devices[dev]++
			}
			w := cmd.OutOrStdout()
			if statsJSON {
				j := cacheStatsJSON{Dir: s.Dir, Entries: s.Entries, Bytes: s.Bytes, Decisions: len(ds)}
				if s.Entries > 0 {
					j.Oldest, j.Newest = &s.Oldest, &s.Newest
				}
				if len(ds) > 0 {
					j.DecisionDevices = devices
				}
				return writeJSON(w, j)
			}
			fmt.Fprintf(w, "directory: %s\nentries:   %d\nsize:      %s (%d bytes)\n", s.Dir, s.Entries, humanBytes(s.Bytes), s.Bytes)
			if s.Entries > 0 {
				fmt.Fprintf(w, "used:      %s … %s\n", s.Oldest.Format(time.DateTime), s.Newest.Format(time.DateTime))
			}
			if len(ds) > 0 {
				fmt.Fprintf(w, "tuning decisions: %d, by the device kind they were measured on:\n", len(ds))
				for _, d := range slices.Sorted(maps.Keys(devices)) {
					fmt.Fprintf(w, "  %s: %d\n", d, devices[d])
				}
			}
			return nil
		},
	}
	stats.Flags().BoolVar(&statsJSON, "json", false, "print the statistics as JSON")

	var (
		maxSize   string
		pruneJSON bool
	)
	prune := &cobra.Command{
		Use:   "prune [--max-size SIZE]",
		Short: "Remove least recently used entries until the cache fits SIZE (default: the size limit)",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var limit int64
			var err error
			if cmd.Flags().Changed("max-size") {
				if limit, err = kcache.ParseSize(maxSize); err != nil {
					return fmt.Errorf("cache prune --max-size: %w", err)
				}
			} else {
				if limit, err = kcache.MaxSize(driver.EnvCacheMaxSize()); err != nil {
					return fmt.Errorf("cache prune: %w", err)
				}
				if limit == 0 {
					return fmt.Errorf("cache prune: $%s=0 sets no size limit: give --max-size SIZE", kcache.EnvMaxSize)
				}
			}
			if gone, err := missing(cmd.ErrOrStderr()); gone || err != nil {
				return err
			}
			c, err := open()
			if err != nil {
				return err
			}
			removed, freed, err := c.Prune(limit)
			if err != nil {
				return err
			}
			return reportRemoval(cmd.OutOrStdout(), c, removed, freed, pruneJSON)
		},
	}
	prune.Flags().StringVar(&maxSize, "max-size", "", "the size to prune to: `SIZE` like 500M, 2GiB or a byte count; 0 empties the cache (default: $"+kcache.EnvMaxSize+", else 2GiB)")
	prune.Flags().BoolVar(&pruneJSON, "json", false, "print what was removed as JSON")

	var clearJSON bool
	clearCmd := &cobra.Command{
		Use:   "clear",
		Short: "Remove every entry",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if gone, err := missing(cmd.ErrOrStderr()); gone || err != nil {
				return err
			}
			c, err := open()
			if err != nil {
				return err
			}
			removed, freed, err := c.Prune(0)
			if err != nil {
				return err
			}
			return reportRemoval(cmd.OutOrStdout(), c, removed, freed, clearJSON)
		},
	}
	clearCmd.Flags().BoolVar(&clearJSON, "json", false, "print what was removed as JSON")

	var verifyJSON bool
	verify := &cobra.Command{
		Use:   "verify",
		Short: "Check every entry and remove the damaged ones",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if gone, err := missing(cmd.ErrOrStderr()); gone || err != nil {
				return err
			}
			c, err := open()
			if err != nil {
				return err
			}
			bad, err := c.Verify()
			if err != nil {
				return err
			}
			keys := make([]string, len(bad))
			for i, k := range bad {
				keys[i] = k.String()
			}
			w := cmd.OutOrStdout()
			if verifyJSON {
				return writeJSON(w, struct {
					Dir     string   `json:"dir"`
					Removed []string `json:"removed"`
				}{c.Dir(), keys})
			}
			for _, k := range keys {
				fmt.Fprintf(w, "removed damaged entry %s\n", k)
			}
			fmt.Fprintf(w, "%d damaged entries removed from %s\n", len(keys), c.Dir())
			return nil
		},
	}
	verify.Flags().BoolVar(&verifyJSON, "json", false, "print the removed keys as JSON")

	cmd.AddCommand(ls, stats, prune, clearCmd, verify, newCacheExportCmd(open), newCacheImportCmd(open), newCacheKeyCmd(open))
	return cmd
}

// reportRemoval prints what prune or clear removed and what is left.
func reportRemoval(w io.Writer, c *kcache.Cache, removed int, freed int64, asJSON bool) error {
	s, err := c.Stats()
	if err != nil {
		return err
	}
	if asJSON {
		return writeJSON(w, struct {
			Dir        string `json:"dir"`
			Removed    int    `json:"removed"`
			FreedBytes int64  `json:"freed_bytes"`
			Entries    int    `json:"entries"`
			Bytes      int64  `json:"bytes"`
		}{s.Dir, removed, freed, s.Entries, s.Bytes})
	}
	fmt.Fprintf(w, "removed %d entries (%s); %d entries (%s) left in %s\n", removed, humanBytes(freed), s.Entries, humanBytes(s.Bytes), s.Dir)
	return nil
}
