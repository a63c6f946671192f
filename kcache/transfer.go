package kcache

import (
	"archive/tar"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// A cache archive moves entries — finalized kernels and tuning winners —
// between machines (`cache export` / `cache import`), so a fleet tunes
// once: a zstd-compressed tar of entry files named KEY.mgxk, each the
// entry's bytes as the cache stores them (header, checksum, metadata,
// payload). Import verifies every entry as Get does before storing it.

// MaxArchiveEntry bounds one entry of an imported archive: no finalized
// kernel comes near it, and a crafted archive cannot make import hold more.
const MaxArchiveEntry = 1 << 30

// archiveWindow is the zstd window of archives (8 MiB, the encoder's and
// decoder's agreed bound).
const archiveWindow = 8 << 20

// Export writes every verified entry whose key parts keep accepts (nil:
// all) to w as a cache archive, in key order, and returns how many it
// wrote. Damaged entries are skipped (Verify removes them).
func (c *Cache) Export(w io.Writer, keep func(KeyParts) bool) (int, error) {
	entries, err := c.List()
	if err != nil {
		return 0, err
	}
	zw, err := zstd.NewWriter(w, zstd.WithWindowSize(archiveWindow), zstd.WithEncoderConcurrency(1))
	if err != nil {
		return 0, fmt.Errorf("kernel cache: export: %w", err)
	}
	tw := tar.NewWriter(zw)
	n := 0
	// Key order, not LRU order: the same cache exports the same bytes.
	keys := make([]Entry, 0, len(entries))
	for _, e := range entries {
		if e.Err == nil && (keep == nil || keep(e.Parts)) {
			keys = append(keys, e)
		}
	}
	slices.SortFunc(keys, func(a, b Entry) int { return bytes.Compare(a.Key[:], b.Key[:]) })
	for _, e := range keys {
		var b []byte
		err := c.withLock(false, func() error {
			var err error
			b, err = os.ReadFile(c.path(e.Key))
			return err
		})
		if err != nil {
			continue // removed meanwhile
		}
		if _, _, err := decodeEntry(e.Key, b); err != nil {
			continue // damaged meanwhile
		}
		hdr := &tar.Header{Name: e.Key.String() + ".mgxk", Mode: 0o644, Size: int64(len(b)), ModTime: e.Created.Truncate(1e9), Format: tar.FormatPAX}
		if err := tw.WriteHeader(hdr); err != nil {
			return n, fmt.Errorf("kernel cache: export: %w", err)
		}
		if _, err := tw.Write(b); err != nil {
			return n, fmt.Errorf("kernel cache: export: %w", err)
		}
		n++
	}
	if err := tw.Close(); err != nil {
		return n, fmt.Errorf("kernel cache: export: %w", err)
	}
	if err := zw.Close(); err != nil {
		return n, fmt.Errorf("kernel cache: export: %w", err)
	}
	return n, nil
}

// ImportError says which entry of an archive was rejected.
type ImportError struct {
	Entry string // the archive member's name
	Err   error
}

func (e *ImportError) Error() string {
	return fmt.Sprintf("kernel cache: import: entry %q: %v", e.Entry, e.Err)
}

func (e *ImportError) Unwrap() error { return e.Err }

// Import reads a cache archive from r and stores each of its entries
// after verifying it (its name is its key, its checksum holds, its
// metadata hashes to that key, its schema is this one). It stops at the
// first bad entry with an *ImportError naming it; the entries before it
// are imported (each is complete and verified). It returns how many
// entries it stored.
func (c *Cache) Import(r io.Reader) (int, error) {
	zr, err := zstd.NewReader(r, zstd.WithDecoderMaxWindow(archiveWindow), zstd.WithDecoderConcurrency(1))
	if err != nil {
		return 0, fmt.Errorf("kernel cache: import: %w", err)
	}
	defer zr.Close()
	tr := tar.NewReader(zr)
	n := 0
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return n, nil
		}
		if err != nil {
			return n, fmt.Errorf("kernel cache: import: not a cache archive (%v)", err)
		}
		name := hdr.Name
		if hdr.Typeflag != tar.TypeReg {
			return n, &ImportError{Entry: name, Err: errors.New("not a regular file")}
		}
		if !strings.HasSuffix(name, ".mgxk") || strings.ContainsAny(name, "/\\") {
			return n, &ImportError{Entry: name, Err: errors.New("not an entry name (KEY.mgxk)")}
		}
		k, err := ParseKey(strings.TrimSuffix(name, ".mgxk"))
		if err != nil {
			return n, &ImportError{Entry: name, Err: err}
		}
		if hdr.Size < 0 || hdr.Size > MaxArchiveEntry {
			return n, &ImportError{Entry: name, Err: fmt.Errorf("claims %d bytes (at most %d)", hdr.Size, MaxArchiveEntry)}
		}
		// Read what the member holds, never more than it claims: a
		// short member is an error, not a huge allocation.
		b, err := io.ReadAll(io.LimitReader(tr, hdr.Size))
		if err != nil {
			return n, &ImportError{Entry: name, Err: err}
		}
		if int64(len(b)) != hdr.Size {
			return n, &ImportError{Entry: name, Err: fmt.Errorf("truncated: %d of %d bytes", len(b), hdr.Size)}
		}
		if _, _, err := decodeEntry(k, b); err != nil {
			return n, &ImportError{Entry: name, Err: err}
		}
		if err := c.putEntry(k, b); err != nil {
			return n, err
		}
		n++
	}
}
