package kcache

import (
	"archive/tar"
	"bytes"
	"crypto/ed25519"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// A cache archive moves entries — finalized kernels and tuning decisions —
// between machines (`cache export` / `cache import`), so a fleet tunes
// once: a zstd-compressed tar of entry files named KEY.mgxk, each the
// entry's bytes as the cache stores them (header, checksum, metadata,
// payload, signature). Import verifies every entry as Get does, and takes
// finalized kernels (code) only when signed by a trusted key (see Trust),
// and tuning decisions (data, see DecisionTuning) when the caller's check
// accepts them, before storing it.

// MaxArchiveEntry bounds one entry of an imported archive: what a finalized
// kernel can be. The largest real ones (a fused GEMM's PTX with libdevice
// math linked in) are a few MiB; host shared objects are tens of KiB.
const MaxArchiveEntry = 64 << 20

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

// ImportOptions gate and bound an import.
type ImportOptions struct {
	// Trust holds the keys whose entries are taken. An entry signed by
	// another key, or by none, is code nobody here vouched for: it is
	// skipped (ImportStats.Untrusted), and the kernel it would have been
	// is finalized here when needed. Taken entries are signed again with
	// this cache's key, so later finalizes serve them.
	Trust *Trust
	// MaxBytes bounds the bytes the archive may add (the cache's size
	// limit): an archive holding more stops the import with an error. 0:
	// no bound but MaxArchiveEntry per entry.
	MaxBytes int64
	// Decision checks the payload of a tuning decision entry (KeyParts.
	// IsDecision; at most MaxDecision bytes), which is untrusted data, and
	// returns the identity of the device it was measured on. Decisions it
	// accepts are taken whoever signed them: they are data, compiled here.
	// A decision it refuses stops the import with an *ImportError. nil:
	// decision entries are treated as code, taken only when trusted.
	Decision func(parts KeyParts, payload []byte) (device string, err error)
}

// ImportStats says what an import did.
type ImportStats struct {
	Imported  int   // entries stored
	Untrusted int   // entries skipped: not signed by a trusted key
	Bytes     int64 // bytes of the stored entries
	// Decisions counts the stored entries that are tuning decisions
	// (data, taken without trust), and Devices how many of them each
	// device identity measured.
	Decisions int
	Devices   map[string]int
}

// Import reads a cache archive from r and stores each of its entries
// signed by a key opts.Trust holds, after verifying it (its name is its
// key, its checksum holds, its metadata hashes to that key, its schema is
// this one, its signature is good). Each member's header is checked before
// its payload is read, and the payload streams to a temporary file while
// it is hashed, so memory stays small whatever the archive claims. It
// stops at the first bad entry with an *ImportError naming it; the entries
// before it are imported (each is complete and verified).
func (c *Cache) Import(r io.Reader, opts ImportOptions) (ImportStats, error) {
	var st ImportStats
	zr, err := zstd.NewReader(r, zstd.WithDecoderMaxWindow(archiveWindow), zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(archiveWindow+1<<20))
	if err != nil {
		return st, fmt.Errorf("kernel cache: import: %w", err)
	}
	defer zr.Close()
	tr := tar.NewReader(zr)
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return st, nil
		}
		if err != nil {
			return st, fmt.Errorf("kernel cache: import: not a cache archive (%v)", err)
		}
		name := hdr.Name
		if hdr.Typeflag != tar.TypeReg {
			return st, &ImportError{Entry: name, Err: errors.New("not a regular file")}
		}
		if !strings.HasSuffix(name, ".mgxk") || strings.ContainsAny(name, "/\\") {
			return st, &ImportError{Entry: name, Err: errors.New("not an entry name (KEY.mgxk)")}
		}
		k, err := ParseKey(strings.TrimSuffix(name, ".mgxk"))
		if err != nil {
			return st, &ImportError{Entry: name, Err: err}
		}
		if hdr.Size < headerSize || hdr.Size > MaxArchiveEntry {
			return st, &ImportError{Entry: name, Err: fmt.Errorf("claims %d bytes (an entry is %d to %d)", hdr.Size, headerSize, MaxArchiveEntry)}
		}
		if opts.MaxBytes > 0 && st.Bytes+hdr.Size > opts.MaxBytes {
			return st, &ImportError{Entry: name, Err: fmt.Errorf("the archive holds more than the cache's size limit of %d bytes (set by --max-size, $%s): %d entries imported", opts.MaxBytes, EnvMaxSize, st.Imported)}
		}
		got, err := c.importEntry(k, hdr.Size, tr, opts)
		if err != nil {
			var ie *ImportError
			if errors.As(err, &ie) {
				ie.Entry = name
			}
			return st, err
		}
		if !got.taken {
			st.Untrusted++
			continue
		}
		st.Imported++
		st.Bytes += hdr.Size
		if got.decision {
			st.Decisions++
			if st.Devices == nil {
				st.Devices = map[string]int{}
			}
			st.Devices[got.device]++
		}
	}
}

// imported says what importEntry did with an entry.
type imported struct {
	taken    bool   // stored (false: verified, not trusted, dropped)
	decision bool   // a tuning decision, taken as data
	device   string // the device a decision was measured on
}

// importEntry reads one archive member of size bytes from r: its header
// first (checked before anything else is read), its metadata, then its
// payload streamed to a temporary file while hashed. A good entry signed by
// a key opts.Trust holds, or a tuning decision opts.Decision accepts, is
// stored signed by this cache's key; any other is read, verified and
// dropped.
func (c *Cache) importEntry(k Key, size int64, r io.Reader, opts ImportOptions) (imported, error) {
	var none imported
	bad := func(err error) error { return &ImportError{Err: err} }
	head := make([]byte, headerSize)
	if _, err := io.ReadFull(r, head); err != nil {
		return none, bad(fmt.Errorf("truncated header: %v", err))
	}
	if !bytes.Equal(head[:8], magic()) {
		return none, bad(fmt.Errorf("%w: bad header", errCorrupt))
	}
	if s := binary.LittleEndian.Uint32(head[8:]); s != SchemaVersion {
		return none, bad(fmt.Errorf("%w: schema %d, want %d (made by another mgxport version)", errCorrupt, s, SchemaVersion))
	}
	metaLen := int64(binary.LittleEndian.Uint32(head[12:]))
	dataLen := binary.LittleEndian.Uint64(head[16:])
	if metaLen > maxMetaLen || dataLen > MaxArchiveEntry || headerSize+metaLen+int64(dataLen) != size {
		return none, bad(fmt.Errorf("%w: sizes %d+%d do not match the member's %d bytes", errCorrupt, metaLen, dataLen, size-headerSize))
	}
	if !bytes.Equal(head[24:56], k[:]) {
		return none, bad(fmt.Errorf("%w: holds key %x, not %s", errCorrupt, head[24:56], k))
	}
	meta := make([]byte, metaLen)
	if _, err := io.ReadFull(r, meta); err != nil {
		return none, bad(fmt.Errorf("truncated metadata: %v", err))
	}
	// The metadata is parsed before the payload is read (the checksum
	// that covers both is checked after), so a decision's payload is
	// bounded before a byte of it is read.
	var m entryMeta
	if err := json.Unmarshal(meta, &m); err != nil {
		return none, bad(fmt.Errorf("%w: metadata: %v", errCorrupt, err))
	}
	if m.Parts.Key() != k {
		return none, bad(fmt.Errorf("%w: metadata does not hash to its key", errCorrupt))
	}
	decision := m.Parts.IsDecision() && opts.Decision != nil
	if decision && dataLen > MaxDecision {
		return none, bad(fmt.Errorf("a tuning decision of %d bytes (at most %d)", dataLen, MaxDecision))
	}
	sum := sha256.New()
	sum.Write(meta)
	dsum := sha256.New()
	dir := filepath.Dir(c.path(k))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return none, fmt.Errorf("kernel cache: %w", err)
	}
	tmp, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return none, fmt.Errorf("kernel cache: %w", err)
	}
	defer os.Remove(tmp.Name())
	defer tmp.Close()
	n, err := io.Copy(io.MultiWriter(tmp, sum, dsum), io.LimitReader(r, int64(dataLen)))
	if err != nil {
		return none, bad(err)
	}
	if n != int64(dataLen) {
		return none, bad(fmt.Errorf("truncated: %d of %d payload bytes", n, dataLen))
	}
	if !bytes.Equal(sum.Sum(nil), head[56:88]) {
		return none, bad(fmt.Errorf("%w: checksum mismatch", errCorrupt))
	}
	d := dsum.Sum(nil)
	if len(m.Signer) != ed25519.PublicKeySize || len(m.Sig) != ed25519.SignatureSize || !ed25519.Verify(m.Signer, entryMessage(k, d), m.Sig) {
		return none, bad(errors.New("bad or missing signature"))
	}
	got := imported{taken: true}
	switch {
	case decision:
		// Data, checked here whoever signed it.
		payload := make([]byte, dataLen)
		if _, err := tmp.ReadAt(payload, 0); err != nil {
			return none, fmt.Errorf("kernel cache: %w", err)
		}
		dev, err := opts.Decision(m.Parts, payload)
		if err != nil {
			return none, bad(fmt.Errorf("tuning decision: %w", err))
		}
		got.decision, got.device = true, dev
	case !opts.Trust.Has(m.Signer):
		return none, nil
	}
	// Sign it here and write the entry: header, the new metadata, the
	// payload from the temporary file (hashed again as it is copied).
	newMeta, err := c.signedMeta(k, entryMeta{Parts: m.Parts, Created: m.Created}, d)
	if err != nil {
		return none, err
	}
	if _, err := tmp.Seek(0, io.SeekStart); err != nil {
		return none, fmt.Errorf("kernel cache: %w", err)
	}
	if err := c.putStream(k, newMeta, tmp, int64(dataLen), d); err != nil {
		return none, err
	}
	return got, nil
}

// putStream stores the entry k of metadata meta and the n payload bytes
// of data, whose sha256 is want (checked as they are copied).
func (c *Cache) putStream(k Key, meta []byte, data io.Reader, n int64, want []byte) error {
	// The checksum covers meta and data: hash both first, then write.
	sum := sha256.New()
	sum.Write(meta)
	f, err := os.CreateTemp(filepath.Dir(c.path(k)), ".tmp-*")
	if err != nil {
		return fmt.Errorf("kernel cache: %w", err)
	}
	tmp := f.Name()
	defer os.Remove(tmp)
	defer f.Close()
	// Reserve the header, copy meta and payload, fill the header in.
	if _, err := f.Write(make([]byte, headerSize)); err != nil {
		return fmt.Errorf("kernel cache: %w", err)
	}
	if _, err := f.Write(meta); err != nil {
		return fmt.Errorf("kernel cache: %w", err)
	}
	dsum := sha256.New()
	if m, err := io.Copy(io.MultiWriter(f, sum, dsum), io.LimitReader(data, n)); err != nil || m != n {
		return fmt.Errorf("kernel cache: copy payload: %d of %d bytes (%v)", m, n, err)
	}
	if !bytes.Equal(dsum.Sum(nil), want) {
		return errors.New("kernel cache: payload changed while stored")
	}
	head := make([]byte, 0, headerSize)
	head = append(head, magic()...)
	head = binary.LittleEndian.AppendUint32(head, SchemaVersion)
	head = binary.LittleEndian.AppendUint32(head, uint32(len(meta)))
	head = binary.LittleEndian.AppendUint64(head, uint64(n))
	head = append(head, k[:]...)
	head = sum.Sum(head)
	if _, err := f.WriteAt(head, 0); err != nil {
		return fmt.Errorf("kernel cache: %w", err)
	}
	if err := f.Sync(); err != nil {
		return fmt.Errorf("kernel cache: sync %s: %w", tmp, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("kernel cache: write %s: %w", tmp, err)
	}
	err = c.withLock(true, func() error {
		if err := os.Rename(tmp, c.path(k)); err != nil {
			return fmt.Errorf("kernel cache: %w", err)
		}
		return nil
	})
	if err == nil {
		c.writes.Add(1)
	}
	return err
}
