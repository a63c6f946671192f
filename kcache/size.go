package kcache

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// DefaultMaxSize is the size the cache is held to when neither
// $MGXPORT_CACHE_MAX_SIZE nor a flag says otherwise: after a finalize that
// stored entries, the least recently used ones are pruned down to it.
const DefaultMaxSize int64 = 2 << 30 // 2 GiB

// EnvMaxSize names the environment variable that overrides DefaultMaxSize:
// a size as ParseSize reads it, 0 for no limit.
const EnvMaxSize = "MGXPORT_CACHE_MAX_SIZE"

// ParseSize parses a byte size: a number with an optional unit, decimal
// (K, KB, M, MB, G, GB, T, TB: powers of 1000) or binary (Ki, KiB, Mi,
// MiB, ...: powers of 1024); B or nothing means bytes. Units are
// case-insensitive.
func ParseSize(s string) (int64, error) {
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

// MaxSize returns the cache's size limit from setting, the value of
// $MGXPORT_CACHE_MAX_SIZE that the caller resolved: its size when not empty
// (0 for no limit), else DefaultMaxSize. Errors name the variable.
func MaxSize(setting string) (int64, error) {
	v := setting
	if v == "" {
		return DefaultMaxSize, nil
	}
	n, err := ParseSize(v)
	if err != nil {
		return 0, fmt.Errorf("$%s: %w", EnvMaxSize, err)
	}
	return n, nil
}

// Bound holds the cache to limit bytes after this Cache stored entries:
// when it has written any since Open and limit is positive, it prunes the
// least recently used entries down to limit (Prune). A limit of 0 means no
// limit. It returns what Prune removed.
func (c *Cache) Bound(limit int64) (removed int, freed int64, err error) {
	if limit < 0 {
		return 0, 0, fmt.Errorf("kernel cache: size limit %d bytes", limit)
	}
	if limit == 0 || c.writes.Load() == 0 {
		return 0, 0, nil
	}
	return c.Prune(limit)
}
