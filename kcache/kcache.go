// Package kcache is mgxport's per-device kernel cache on disk: finalized
// code objects keyed by everything that determines their bytes, so that a
// second finalize of the same bundle on the same machine is nearly free.
//
// Layout: <dir>/kernels/<2 hex>/<64 hex>.mgxk, one file per entry, and
// <dir>/kernels.lock, the file lock that orders processes. Every entry
// starts with a header carrying the key, the sizes and a sha256 of the
// payload; reads verify it and treat a damaged entry as a miss and remove
// it. Writes go to a temporary file in the same directory and are renamed
// into place, so readers never see half an entry. The size is bounded by
// Prune, which drops the least recently used entries (a hit refreshes the
// entry's mtime; atime is unreliable under relatime/noatime).
//
// The key (KeyParts.Key) is the sha256 of the schema version and the
// parts, each length-prefixed: the portable code object's content hash
// (with the source kind), the target (arch, triple, CPU or chip, feature
// hash), the device a tuned entry was measured on (empty otherwise), the
// compiler identity (mgxport's pipelines, schedules and the MLIR library's
// identity) and the tuning mode ("default", or the --tune strategy). A
// tuned finalize therefore never reads an untuned entry or another
// device's winner, and any compiler change misses cleanly. Entries move
// between machines as they are (Export/Import), verified on arrival.
//
// Concurrency: a Cache is safe for concurrent use by goroutines and by
// processes sharing the directory. Each operation takes its own flock (a new
// open file description), so the lock excludes goroutines of one process as
// well as other processes: readers share it, writers and pruning hold it
// exclusively.
package kcache

import (
	"bytes"
	"crypto/ed25519"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gofrs/flock"
)

// SchemaVersion is the cache schema. It is part of every key and of every
// entry header: a new schema simply misses on old entries, which Prune ages
// out.
//
// Schema 2: entries carry the ed25519 signature of the machine that made
// them (entryMeta.Signer, Sig); Get serves only this machine's.
const SchemaVersion = 2

// EnvDir names the environment variable that overrides the cache
// directory. kcache does not read it: the entry points (the CLI, the public
// Go package) resolve it once and pass its value to DefaultDir.
const EnvDir = "MGXPORT_CACHE_DIR"

// DefaultDir returns the cache directory: override (the value of
// $MGXPORT_CACHE_DIR, which the caller resolved) when not empty, else
// $XDG_CACHE_HOME/mgxport, else the user cache directory (~/.cache/mgxport
// on Linux).
func DefaultDir(override string) (string, error) {
	if override != "" {
		return override, nil
	}
	base, err := os.UserCacheDir() // honors $XDG_CACHE_HOME
	if err != nil {
		return "", fmt.Errorf("kernel cache directory: %w (set %s or --cache-dir)", err, EnvDir)
	}
	return filepath.Join(base, "mgxport"), nil
}

// KeyParts is everything a finalized code object depends on.
type KeyParts struct {
	// CodeObject is the content hash of the portable code object (see
	// ContentHash), plus anything about how it is compiled that is not in
	// its bytes (e.g. the source kind).
	CodeObject string `json:"code_object"`
	// Target is the target arch and features, e.g. "gfx1151:xnack-" or
	// "host:x86_64-pc-linux-gnu/znver4/<features>".
	Target string `json:"target"`
	// Device identifies the physical device when the entry was tuned on it
	// (tuning results are device-specific); empty for default schedules.
	Device string `json:"device,omitempty"`
	// Compiler is the compiler identity and version, including the MLIR C
	// API library identity and the pipelines (finalize.HostCompilerIdentity).
	Compiler string `json:"compiler"`
	// Tuning is the tuning mode, e.g. "default" or "exhaustive".
	Tuning string `json:"tuning"`
}

// Key is the sha256 that addresses a cache entry.
type Key [32]byte

// String returns the key in hex.
func (k Key) String() string { return hex.EncodeToString(k[:]) }

// ParseKey parses a key from its hex form.
func ParseKey(s string) (Key, error) {
	var k Key
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != len(k) {
		return k, fmt.Errorf("cache key %q: want %d hex digits", s, 2*len(k))
	}
	copy(k[:], b)
	return k, nil
}

// ContentHash returns the hex sha256 of a code object's bytes, the usual
// KeyParts.CodeObject.
func ContentHash(b []byte) string {
	h := sha256.Sum256(b)
	return hex.EncodeToString(h[:])
}

// validate rejects parts that would make keys collide across what they must
// tell apart.
func (p KeyParts) validate() error {
	switch {
	case p.CodeObject == "":
		return errors.New("cache key: empty code object hash")
	case p.Target == "":
		return errors.New("cache key: empty target")
	case p.Compiler == "":
		return errors.New("cache key: empty compiler identity")
	case p.Tuning == "":
		return errors.New("cache key: empty tuning mode")
	}
	return nil
}

// Key hashes the parts with the schema version. Fields are length-prefixed,
// so no two different part lists hash the same input.
func (p KeyParts) Key() Key {
	h := sha256.New()
	field := func(s string) {
		var n [8]byte
		binary.LittleEndian.PutUint64(n[:], uint64(len(s)))
		h.Write(n[:])
		h.Write([]byte(s))
	}
	field("mgxport-kcache")
	field(fmt.Sprint(SchemaVersion))
	field(p.CodeObject)
	field(p.Target)
	field(p.Device)
	field(p.Compiler)
	field(p.Tuning)
	var k Key
	h.Sum(k[:0])
	return k
}

// Cache is an open cache directory.
type Cache struct {
	dir string

	signerMu sync.Mutex
	signer   *Signer // opened on first use (Signer)

	hits, misses, corrupt, writes atomic.Int64
}

// Open opens (creating it if needed) the cache in dir.
func Open(dir string) (*Cache, error) {
	if dir == "" {
		return nil, errors.New("kernel cache: empty directory")
	}
	if err := os.MkdirAll(filepath.Join(dir, "kernels"), 0o755); err != nil {
		return nil, fmt.Errorf("kernel cache: %w (set %s or --cache-dir to a writable directory)", err, EnvDir)
	}
	return &Cache{dir: dir}, nil
}

// Dir returns the cache directory.
func (c *Cache) Dir() string { return c.dir }

// Signer returns the cache directory's signing key, created on first use
// (see OpenSigner).
func (c *Cache) Signer() (*Signer, error) {
	c.signerMu.Lock()
	defer c.signerMu.Unlock()
	if c.signer == nil {
		s, err := OpenSigner(c.dir)
		if err != nil {
			return nil, fmt.Errorf("kernel cache: %w", err)
		}
		c.signer = s
	}
	return c.signer, nil
}

// signedHere reports whether an entry's signature is this cache's key's
// over its key and payload.
func (c *Cache) signedHere(k Key, m entryMeta, data []byte) (bool, error) {
	s, err := c.Signer()
	if err != nil {
		return false, err
	}
	if !bytes.Equal(m.Signer, s.Public()) {
		return false, nil
	}
	msg := entryMessage(k, dataSum(data))
	if len(m.MAC) == sha256.Size && hmac.Equal(m.MAC, s.entryMAC(msg)) {
		return true, nil
	}
	return ed25519.Verify(s.Public(), msg, m.Sig), nil
}

func (c *Cache) path(k Key) string {
	s := k.String()
	return filepath.Join(c.dir, "kernels", s[:2], s+".mgxk")
}

// withLock runs fn under the cache's file lock, shared or exclusive.
func (c *Cache) withLock(exclusive bool, fn func() error) error {
	l := flock.New(filepath.Join(c.dir, "kernels.lock"))
	var err error
	if exclusive {
		err = l.Lock()
	} else {
		err = l.RLock()
	}
	if err != nil {
		return fmt.Errorf("kernel cache: lock %s: %w", l.Path(), err)
	}
	defer l.Unlock()
	return fn()
}

// Entry header layout (little endian):
//
//	magic   [8]byte  "MGXKC\x00\x00\x01"
//	schema  uint32
//	metaLen uint32
//	dataLen uint64
//	key     [32]byte
//	sum     [32]byte  sha256(meta || data)
//	meta    metaLen bytes of JSON (entryMeta)
//	data    dataLen bytes
const headerSize = 8 + 4 + 4 + 8 + 32 + 32

// maxMetaLen bounds the metadata an entry may claim, so a damaged length
// cannot make a reader allocate gigabytes.
const maxMetaLen = 1 << 20

func magic() []byte { return []byte("MGXKC\x00\x00\x01") }

// entryMeta is stored with each entry so that `cache ls` can say what it is.
type entryMeta struct {
	Parts   KeyParts  `json:"parts"`
	Created time.Time `json:"created"`
	// Signer and Sig are the ed25519 public key of the machine that made
	// the entry and its signature of the key and the payload's sha256
	// (entryMessage): an entry is code, served only when signed here.
	Signer []byte `json:"signer"`
	Sig    []byte `json:"sig"`
	// MAC is this cache's HMAC of the same message (Signer.entryMAC): what
	// Get checks, much faster than the signature. An entry without one (or
	// with one that does not match) falls back to the signature.
	MAC []byte `json:"mac,omitempty"`
}

func encodeEntry(k Key, meta, data []byte) []byte {
	sum := sha256.New()
	sum.Write(meta)
	sum.Write(data)
	b := make([]byte, 0, headerSize+len(meta)+len(data))
	b = append(b, magic()...)
	b = binary.LittleEndian.AppendUint32(b, SchemaVersion)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(meta)))
	b = binary.LittleEndian.AppendUint64(b, uint64(len(data)))
	b = append(b, k[:]...)
	b = sum.Sum(b)
	b = append(b, meta...)
	return append(b, data...)
}

// errCorrupt marks an entry that failed verification.
var errCorrupt = errors.New("corrupt cache entry")

// decodeEntry verifies an entry's bytes against the key it was looked up by
// and returns its metadata and payload.
func decodeEntry(k Key, b []byte) (entryMeta, []byte, error) {
	var m entryMeta
	if len(b) < headerSize || !bytes.Equal(b[:8], magic()) {
		return m, nil, fmt.Errorf("%w: bad header", errCorrupt)
	}
	if s := binary.LittleEndian.Uint32(b[8:]); s != SchemaVersion {
		return m, nil, fmt.Errorf("%w: schema %d, want %d", errCorrupt, s, SchemaVersion)
	}
	metaLen := uint64(binary.LittleEndian.Uint32(b[12:]))
	dataLen := binary.LittleEndian.Uint64(b[16:])
	if metaLen > maxMetaLen || dataLen > uint64(len(b)) || uint64(len(b)-headerSize) != metaLen+dataLen {
		return m, nil, fmt.Errorf("%w: sizes %d+%d do not match %d bytes", errCorrupt, metaLen, dataLen, len(b)-headerSize)
	}
	if !bytes.Equal(b[24:56], k[:]) {
		return m, nil, fmt.Errorf("%w: holds key %x, not %s", errCorrupt, b[24:56], k)
	}
	body := b[headerSize:]
	sum := sha256.Sum256(body)
	if !bytes.Equal(sum[:], b[56:88]) {
		return m, nil, fmt.Errorf("%w: checksum mismatch", errCorrupt)
	}
	if err := json.Unmarshal(body[:metaLen], &m); err != nil {
		return m, nil, fmt.Errorf("%w: metadata: %v", errCorrupt, err)
	}
	if m.Parts.Key() != k {
		return m, nil, fmt.Errorf("%w: metadata does not hash to its key", errCorrupt)
	}
	return m, body[metaLen:], nil
}

// Get returns the payload stored for parts. A missing entry is (nil, false,
// nil); a damaged one is removed and reported as a miss as well. A hit
// refreshes the entry's LRU time.
func (c *Cache) Get(parts KeyParts) ([]byte, bool, error) {
	if err := parts.validate(); err != nil {
		return nil, false, err
	}
	k := parts.Key()
	p := c.path(k)
	var data []byte
	corrupt := false
	err := c.withLock(false, func() error {
		b, err := os.ReadFile(p)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err != nil {
			// Unreadable (a directory, no permission): a miss, removed
			// and rebuilt like a damaged entry.
			corrupt = true
			return nil
		}
		m, d, err := decodeEntry(k, b)
		if err != nil {
			corrupt = true
			return nil
		}
		// An entry not signed by this machine's key (copied in by hand,
		// or left by another key) is code nobody here vouched for: a
		// miss, replaced by the next Put.
		if ok, err := c.signedHere(k, m, d); err != nil || !ok {
			return err
		}
		data = d
		now := time.Now()
		_ = os.Chtimes(p, now, now) // LRU; a read-only cache still serves hits
		return nil
	})
	if err != nil {
		return nil, false, err
	}
	if corrupt {
		c.corrupt.Add(1)
		if err := c.removeIfCorrupt(k); err != nil {
			return nil, false, err
		}
	}
	if data == nil {
		c.misses.Add(1)
		return nil, false, nil
	}
	c.hits.Add(1)
	return data, true, nil
}

// removeIfCorrupt removes k's entry under the exclusive lock if it is still
// damaged (another process may have replaced it with a good one meanwhile).
func (c *Cache) removeIfCorrupt(k Key) error {
	p := c.path(k)
	return c.withLock(true, func() error {
		b, err := os.ReadFile(p)
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		if err == nil {
			if _, _, derr := decodeEntry(k, b); derr == nil {
				return nil
			}
		}
		if err := os.RemoveAll(p); err != nil {
			return fmt.Errorf("kernel cache: remove corrupt %s: %w", p, err)
		}
		return nil
	})
}

// Put stores data under parts, replacing any previous entry atomically.
func (c *Cache) Put(parts KeyParts, data []byte) error {
	if err := parts.validate(); err != nil {
		return err
	}
	k := parts.Key()
	meta, err := c.signedMeta(k, entryMeta{Parts: parts, Created: time.Now().UTC()}, dataSum(data))
	if err != nil {
		return err
	}
	return c.putEntry(k, encodeEntry(k, meta, data))
}

// signedMeta signs m for the entry k whose payload hashes to sum and
// encodes it.
func (c *Cache) signedMeta(k Key, m entryMeta, sum []byte) ([]byte, error) {
	s, err := c.Signer()
	if err != nil {
		return nil, err
	}
	m.Signer = s.Public()
	msg := entryMessage(k, sum)
	m.Sig = ed25519.Sign(s.priv, msg)
	m.MAC = s.entryMAC(msg)
	meta, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("kernel cache: %w", err)
	}
	return meta, nil
}

// putEntry stores the encoded entry b under k, replacing any previous one
// atomically.
func (c *Cache) putEntry(k Key, b []byte) error {
	p := c.path(k)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return fmt.Errorf("kernel cache: %w", err)
	}
	// The temporary file lives in the entry's directory so rename stays on
	// one file system; its name starts with '.' so List skips it.
	f, err := os.CreateTemp(filepath.Dir(p), ".tmp-*")
	if err != nil {
		return fmt.Errorf("kernel cache: %w", err)
	}
	tmp := f.Name()
	defer os.Remove(tmp) // no-op after a successful rename
	if _, err := f.Write(b); err != nil {
		f.Close()
		return fmt.Errorf("kernel cache: write %s: %w", tmp, err)
	}
	if err := f.Sync(); err != nil {
		f.Close()
		return fmt.Errorf("kernel cache: sync %s: %w", tmp, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("kernel cache: write %s: %w", tmp, err)
	}
	err = c.withLock(true, func() error {
		if err := os.Rename(tmp, p); err != nil {
			return fmt.Errorf("kernel cache: %w", err)
		}
		return nil
	})
	if err == nil {
		c.writes.Add(1)
	}
	return err
}

// Entry describes one cache entry.
type Entry struct {
	Key      Key
	Parts    KeyParts
	Size     int64     // bytes on disk, header included
	Created  time.Time // when it was written
	LastUsed time.Time // last write or hit (the LRU order)
	Err      error     // non-nil when the entry failed verification
}

// walk calls fn for every entry file. Callers hold the lock.
func (c *Cache) walk(fn func(k Key, path string, info fs.FileInfo) error) error {
	root := filepath.Join(c.dir, "kernels")
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		name := d.Name()
		if !strings.HasSuffix(name, ".mgxk") {
			return nil
		}
		k, err := ParseKey(strings.TrimSuffix(name, ".mgxk"))
		if err != nil {
			return nil // not ours
		}
		if d.IsDir() {
			// Something made a directory where an entry belongs: fn sees
			// it (as an unreadable entry), and the walk does not descend.
			if info, err := d.Info(); err == nil {
				if err := fn(k, path, info); err != nil {
					return err
				}
			}
			return filepath.SkipDir
		}
		info, err := d.Info()
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		return fn(k, path, info)
	})
}

// List returns every entry, verified, most recently used first. Damaged
// entries are listed with Err set (and left for Get or Verify to remove).
func (c *Cache) List() ([]Entry, error) {
	var out []Entry
	err := c.withLock(false, func() error {
		return c.walk(func(k Key, path string, info fs.FileInfo) error {
			e := Entry{Key: k, Size: info.Size(), LastUsed: info.ModTime()}
			b, err := os.ReadFile(path)
			if err != nil {
				e.Err = err
			} else if m, _, err := decodeEntry(k, b); err != nil {
				e.Err = err
			} else {
				e.Parts, e.Created = m.Parts, m.Created
			}
			out = append(out, e)
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("kernel cache: list: %w", err)
	}
	slices.SortFunc(out, func(a, b Entry) int { return b.LastUsed.Compare(a.LastUsed) })
	return out, nil
}

// Verify checks every entry and removes the damaged ones, returning their
// keys.
func (c *Cache) Verify() ([]Key, error) {
	var bad []Key
	err := c.withLock(true, func() error {
		return c.walk(func(k Key, path string, _ fs.FileInfo) error {
			b, err := os.ReadFile(path)
			if err == nil {
				_, _, err = decodeEntry(k, b)
			}
			if err != nil {
				bad = append(bad, k)
				if rerr := os.RemoveAll(path); rerr != nil {
					return rerr
				}
			}
			return nil
		})
	})
	if err != nil {
		return bad, fmt.Errorf("kernel cache: verify: %w", err)
	}
	return bad, nil
}

// Stats summarizes the cache on disk and this Cache's activity.
type Stats struct {
	Dir     string
	Entries int
	Bytes   int64
	Oldest  time.Time // least recently used entry
	Newest  time.Time // most recently used entry
	// Counters of this process's Cache since Open.
	Hits, Misses, Corrupt, Writes int64
}

// Stats scans the cache directory (without verifying payloads).
func (c *Cache) Stats() (Stats, error) {
	s := Stats{Dir: c.dir, Hits: c.hits.Load(), Misses: c.misses.Load(), Corrupt: c.corrupt.Load(), Writes: c.writes.Load()}
	err := c.withLock(false, func() error {
		return c.walk(func(_ Key, _ string, info fs.FileInfo) error {
			s.Entries++
			s.Bytes += info.Size()
			t := info.ModTime()
			if s.Oldest.IsZero() || t.Before(s.Oldest) {
				s.Oldest = t
			}
			if t.After(s.Newest) {
				s.Newest = t
			}
			return nil
		})
	})
	if err != nil {
		return s, fmt.Errorf("kernel cache: stats: %w", err)
	}
	return s, nil
}

// staleTemp is how old an orphaned temporary file (from a crashed writer)
// must be before Prune and Clear remove it; younger ones may be in flight.
const staleTemp = time.Hour

// Prune removes least recently used entries until the entries total at
// most maxBytes, and orphaned temporary files. It returns how many entries
// it removed and how many bytes it freed.
func (c *Cache) Prune(maxBytes int64) (removed int, freed int64, err error) {
	if maxBytes < 0 {
		return 0, 0, fmt.Errorf("kernel cache: prune to %d bytes", maxBytes)
	}
	err = c.withLock(true, func() error {
		type file struct {
			path string
			size int64
			used time.Time
		}
		var files []file
		var total int64
		if err := c.walk(func(_ Key, path string, info fs.FileInfo) error {
			files = append(files, file{path, info.Size(), info.ModTime()})
			total += info.Size()
			return nil
		}); err != nil {
			return err
		}
		slices.SortFunc(files, func(a, b file) int { return a.used.Compare(b.used) })
		for _, f := range files {
			if total <= maxBytes {
				break
			}
			if err := os.Remove(f.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return err
			}
			total -= f.size
			freed += f.size
			removed++
		}
		return c.removeStaleTemps(time.Now().Add(-staleTemp))
	})
	if err != nil {
		return removed, freed, fmt.Errorf("kernel cache: prune: %w", err)
	}
	return removed, freed, nil
}

// removeStaleTemps removes temporary files older than before. Callers hold
// the exclusive lock.
func (c *Cache) removeStaleTemps(before time.Time) error {
	root := filepath.Join(c.dir, "kernels")
	return filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			if errors.Is(err, fs.ErrNotExist) {
				return nil
			}
			return err
		}
		if d.IsDir() || !strings.HasPrefix(d.Name(), ".tmp-") {
			return nil
		}
		if info, err := d.Info(); err == nil && info.ModTime().Before(before) {
			if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return err
			}
		}
		return nil
	})
}

// Clear removes every entry (and stale temporary files), keeping the
// directory.
func (c *Cache) Clear() error {
	_, _, err := c.Prune(0)
	return err
}

// Remove deletes the entry for parts, if any.
func (c *Cache) Remove(parts KeyParts) error {
	p := c.path(parts.Key())
	return c.withLock(true, func() error {
		if err := os.Remove(p); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("kernel cache: %w", err)
		}
		return nil
	})
}
