package kcache

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

// Tuning decisions (DESIGN.md, Trust): a tuned kernel's native object is
// code, but the decision its tuning made — the winning schedule's
// parameters — is data. Finalize stores each decision as an entry of its
// own, beside the tuned kernel, under the kernel's key parts with
// DecisionTuning appended to Tuning and the identity of the device it was
// measured on as Device (the payload names it too). The cache so keeps one
// decision per kernel and device kind: an H100's and an H200's winners (or
// two CPU models') sit side by side, and a finalize takes the one of the
// device it finalizes for, and lists the others (Decisions) to report
// them. `cache export --tuned` writes only these entries; Import takes
// them without --trust, after the caller's check (ImportOptions.Decision),
// and the next tuned finalize compiles the recorded schedule here instead
// of tuning again.

// DecisionTuning ends the Tuning of a decision entry's key parts, e.g.
// "quick+decision".
const DecisionTuning = "+decision"

// MaxDecision bounds a decision entry's payload: a schedule's parameters
// and the names of its target and device are a few hundred bytes.
const MaxDecision = 16 << 10

// IsDecision reports whether p keys a tuning decision (data) rather than
// a finalized kernel (code).
func (p KeyParts) IsDecision() bool { return strings.HasSuffix(p.Tuning, DecisionTuning) }

// Decisions returns the tuning decision entries this cache holds and
// serves (verified, signed here), in no particular order. It reads only
// the header and metadata of the other entries, so it costs one small
// read per entry, whatever the kernels weigh.
func (c *Cache) Decisions() ([]Entry, error) {
	var out []Entry
	err := c.withLock(false, func() error {
		return c.walk(func(k Key, path string, info fs.FileInfo) error {
			b, ok := readDecision(k, path)
			if !ok {
				return nil
			}
			m, d, err := decodeEntry(k, b)
			if err != nil || !m.Parts.IsDecision() {
				return nil // damaged: Get or Verify removes it
			}
			if here, err := c.signedHere(k, m, d); err != nil || !here {
				return err
			}
			out = append(out, Entry{Key: k, Parts: m.Parts, Size: info.Size(), Created: m.Created, LastUsed: info.ModTime()})
			return nil
		})
	})
	if err != nil {
		return nil, fmt.Errorf("kernel cache: decisions: %w", err)
	}
	return out, nil
}

// readDecision returns the bytes of the entry file path when its header
// and metadata say it is a tuning decision of at most MaxDecision bytes;
// other entries are left after their metadata is read.
func readDecision(k Key, path string) ([]byte, bool) {
	f, err := os.Open(path)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	head := make([]byte, headerSize)
	if _, err := io.ReadFull(f, head); err != nil || !bytes.Equal(head[:8], magic()) || !bytes.Equal(head[24:56], k[:]) {
		return nil, false
	}
	metaLen := int64(binary.LittleEndian.Uint32(head[12:]))
	dataLen := binary.LittleEndian.Uint64(head[16:])
	if metaLen > maxMetaLen || dataLen > MaxDecision {
		return nil, false
	}
	meta := make([]byte, metaLen)
	if _, err := io.ReadFull(f, meta); err != nil {
		return nil, false
	}
	var m entryMeta
	if err := json.Unmarshal(meta, &m); err != nil || !m.Parts.IsDecision() {
		return nil, false
	}
	data := make([]byte, dataLen)
	if _, err := io.ReadFull(f, data); err != nil {
		return nil, false
	}
	// Nothing may follow (decodeEntry checks the sizes).
	if n, err := f.Read(make([]byte, 1)); n != 0 || !errors.Is(err, io.EOF) {
		return nil, false
	}
	return append(append(head, meta...), data...), true
}
