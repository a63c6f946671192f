package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/mgxport/mgxport/driver"
	"github.com/mgxport/mgxport/kcache"
)

// parseSize parses a byte size: a number with an optional unit, decimal
// (K, KB, M, MB, G, GB, T, TB: powers of 1000) or binary (Ki, KiB, Mi,
// MiB, ...: powers of 1024); B or nothing means bytes.
func parseSize(s string) (int64, error) {
	t := strings.TrimSpace(s)
	i := 0
	for i < len(t) && (t[i] >= '0' && t[i] <= '9' || t[i] == '.') {
		i++
	}
	num, unit := t[:i], strings.ToLower(strings.TrimSpace(t[i:]))
	v, err := strconv.ParseFloat(num, 64)
	if err != nil || v < 0 {
		return 0, fmt.Errorf("size %q: want a number with an optional unit (500M, 2GiB, 1048576)", s)
	}
	mult := map[string]float64{
		"": 1, "b": 1,
		"k": 1e3, "kb": 1e3, "m": 1e6, "mb": 1e6, "g": 1e9, "gb": 1e9, "t": 1e12, "tb": 1e12,
		"ki": 1 << 10, "kib": 1 << 10, "mi": 1 << 20, "mib": 1 << 20, "gi": 1 << 30, "gib": 1 << 30, "ti": 1 << 40, "tib": 1 << 40,
	}
	m, ok := mult[unit]
	if !ok {
		return 0, fmt.Errorf("size %q: unknown unit %q (use K, M, G, T or Ki, Mi, Gi, Ti)", s, unit)
	}
	b := v * m
	if b > math.MaxInt64/2 {
		return 0, fmt.Errorf("size %q is too large", s)
	}
	return int64(b), nil
}

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
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

func newCacheCmd() *cobra.Command {
	var dir string
	open := func() (*kcache.Cache, error) { return driver.OpenCache(dir) }
	cmd := &cobra.Command{
		Use:   "cache ls|stats|prune|clear",
		Short: "Inspect and bound the per-device kernel cache",
		Long: `cache manages the kernel cache that finalize, run, perf and verify fill: one
verified entry per finalized kernel, keyed by the portable kernel, the target,
the compiler identity and the tuning mode. The directory is --cache-dir, else
$MGXPORT_CACHE_DIR, else $XDG_CACHE_HOME/mgxport.

  mgxport cache stats
  mgxport cache prune --max-size 500M
  mgxport cache clear`,
	}
	cmd.PersistentFlags().StringVar(&dir, "cache-dir", "", "kernel cache `DIR` (default: $"+kcache.EnvDir+", else $XDG_CACHE_HOME/mgxport)")

	var lsJSON bool
	ls := &cobra.Command{
		Use:   "ls",
		Short: "List the entries, most recently used first (damaged ones marked)",
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
			fmt.Fprintln(tw, "key\tsize\tlast used\tcode object\ttarget\ttuning")
			for _, e := range ents {
				if e.Err != nil {
					fmt.Fprintf(tw, "%s\t%s\t%s\tDAMAGED: %v\t\t\n", e.Key.String()[:16], humanBytes(e.Size), e.LastUsed.Format(time.DateTime), e.Err)
					continue
				}
				obj := e.Parts.CodeObject
				if len(obj) > 16 {
					obj = obj[:12] + "…" + obj[strings.LastIndex(obj, "/"):]
				}
				fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", e.Key.String()[:16], humanBytes(e.Size), e.LastUsed.Format(time.DateTime), obj, e.Parts.Target, e.Parts.Tuning)
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
		Short: "Print the number of entries and their size",
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
			w := cmd.OutOrStdout()
			if statsJSON {
				j := cacheStatsJSON{Dir: s.Dir, Entries: s.Entries, Bytes: s.Bytes}
				if s.Entries > 0 {
					j.Oldest, j.Newest = &s.Oldest, &s.Newest
				}
				return writeJSON(w, j)
			}
			fmt.Fprintf(w, "directory: %s\nentries:   %d\nsize:      %s (%d bytes)\n", s.Dir, s.Entries, humanBytes(s.Bytes), s.Bytes)
			if s.Entries > 0 {
				fmt.Fprintf(w, "used:      %s … %s\n", s.Oldest.Format(time.DateTime), s.Newest.Format(time.DateTime))
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
		Use:   "prune --max-size SIZE",
		Short: "Remove least recently used entries until the cache fits SIZE",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			limit, err := parseSize(maxSize)
			if err != nil {
				return fmt.Errorf("cache prune --max-size: %w", err)
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
	prune.Flags().StringVar(&maxSize, "max-size", "", "the size to prune to: `SIZE` like 500M, 2GiB or a byte count (required)")
	prune.Flags().BoolVar(&pruneJSON, "json", false, "print what was removed as JSON")
	prune.MarkFlagRequired("max-size")

	var clearJSON bool
	clearCmd := &cobra.Command{
		Use:   "clear",
		Short: "Remove every entry",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
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

	cmd.AddCommand(ls, stats, prune, clearCmd, verify)
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
