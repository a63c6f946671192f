package bundle

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"

	"github.com/klauspost/compress/zstd"

	"github.com/mgxport/mgxport/codeobj"
)

// Reader gives access to a bundle file. The manifest is read and validated
// when it is opened; sections are read and checked on demand.
type Reader struct {
	path      string
	f         *os.File
	dataStart int64
	dataLen   int64
	// blocks holds the decompressed blocks read so far (by index);
	// blockMu guards it: readers of one bundle may run concurrently.
	blockMu sync.Mutex
	blocks  map[int][]byte
	// Manifest is the validated manifest. Callers must not modify it.
	Manifest Manifest
}

// ErrNotBundle is returned for a file that does not start like a bundle.
var ErrNotBundle = errors.New("not an mgxport bundle")

// Open opens and validates the bundle at path.
func Open(path string) (*Reader, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open bundle: %w", err)
	}
	r, err := newReader(path, f)
	if err != nil {
		f.Close()
		return nil, fmt.Errorf("open bundle %s: %w", path, err)
	}
	return r, nil
}

// IsBundleFile reports whether the file at path starts like a bundle,
// whatever its name: a bundle named model.onnx is still a bundle.
func IsBundleFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	head := make([]byte, preambleSize())
	if _, err := io.ReadFull(f, head); err != nil {
		return false
	}
	var pre preamble
	return decMode.Unmarshal(head, &pre) == nil && pre.Magic == Magic
}

func newReader(path string, f *os.File) (*Reader, error) {
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	size := st.Size()
	psize := preambleSize()
	head := make([]byte, psize)
	if _, err := io.ReadFull(f, head); err != nil {
		return nil, fmt.Errorf("%w (or truncated): %v", ErrNotBundle, err)
	}
	var pre preamble
	if err := decMode.Unmarshal(head, &pre); err != nil || pre.Magic != Magic {
		return nil, ErrNotBundle
	}
	if pre.Format > FormatVersion {
		return nil, fmt.Errorf("bundle format %d is newer than this mgxport reads (%d): upgrade mgxport", pre.Format, FormatVersion)
	}
	// The preamble has no checksum of its own: it must be exactly what a
	// writer makes of the values read (a flipped key or a version below
	// the first would otherwise pass unnoticed).
	if len(pre.Where) != whereSize || pre.Format < 1 {
		return nil, errors.New("corrupt preamble")
	}
	if want, err := encMode.Marshal(&preamble{Magic: Magic, Format: pre.Format, Where: pre.Where}); err != nil || !bytes.Equal(want, head) {
		return nil, errors.New("corrupt preamble")
	}
	manAt := int64(binary.BigEndian.Uint64(pre.Where[0:]))
	manLen := int64(binary.BigEndian.Uint64(pre.Where[8:]))
	// The manifest is the last thing in the file: this also catches a
	// truncated or extended file before anything else is read.
	if manAt < psize || manLen <= 0 || manLen > maxManifest || manAt > size || manLen != size-manAt {
		return nil, fmt.Errorf("truncated or corrupt: manifest at %d+%d in a %d-byte file", manAt, manLen, size)
	}
	man := make([]byte, manLen)
	if _, err := f.ReadAt(man, manAt); err != nil {
		return nil, fmt.Errorf("read manifest: %w", err)
	}
	if sum := sha256.Sum256(man); !bytes.Equal(sum[:], pre.Where[16:]) {
		return nil, errors.New("corrupt: manifest checksum mismatch")
	}
	if pre.Format >= compressedManifest {
		if man, err = decodeManifest(man); err != nil {
			return nil, fmt.Errorf("corrupt manifest: %w", err)
		}
	}
	r := &Reader{path: path, f: f, dataStart: psize, dataLen: manAt - psize}
	// Bound what decoding allocates before decoding: arrays and maps
	// are counted against the bytes and a fixed budget first.
	if _, err := scanCBOR(man, maxManifestCost); err != nil {
		return nil, fmt.Errorf("corrupt manifest: %w", err)
	}
	if err := decMode.Unmarshal(man, &r.Manifest); err != nil {
		return nil, fmt.Errorf("corrupt manifest: %w", err)
	}
	if r.Manifest.Format != pre.Format {
		return nil, fmt.Errorf("corrupt manifest: format %d in a format %d preamble", r.Manifest.Format, pre.Format)
	}
	if err := r.Manifest.validate(r.dataLen); err != nil {
		return nil, fmt.Errorf("corrupt manifest: %w", err)
	}
	var end int64
	for _, s := range r.sections() {
		end = max(end, s.Offset+s.Length)
	}
	if end != r.dataLen {
		return nil, fmt.Errorf("truncated or corrupt: sections end at %d of %d data bytes", end, r.dataLen)
	}
	return r, nil
}

// decodeManifest decompresses a format 2 manifest, at most maxManifest
// bytes whatever its frame claims. The bytes are collected in chunks and
// joined once, so memory peaks at twice the manifest (not at the doubling
// buffer's four times), and a frame that declares its size (as Commit's
// does) is checked before anything is decompressed.
func decodeManifest(z []byte) ([]byte, error) {
	var h zstd.Header
	if h.Decode(z) == nil && h.HasFCS && h.FrameContentSize > maxManifest {
		return nil, fmt.Errorf("more than %d bytes (the frame declares %d)", maxManifest, h.FrameContentSize)
	}
	dec, err := zstd.NewReader(bytes.NewReader(z), zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxWindow(sectionWindow), zstd.WithDecoderMaxMemory(maxManifest+1<<20), zstd.WithDecoderLowmem(true))
	if err != nil {
		return nil, err
	}
	defer dec.Close()
	const chunk = 1 << 20
	var chunks [][]byte
	total := 0
	for {
		b := make([]byte, chunk)
		n, err := io.ReadFull(dec, b)
		if n > 0 {
			total += n
			if total > maxManifest {
				return nil, fmt.Errorf("more than %d bytes", maxManifest)
			}
			chunks = append(chunks, b[:n])
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			return nil, err
		}
	}
	out := make([]byte, 0, total)
	for _, c := range chunks {
		out = append(out, c...)
	}
	return out, nil
}

func (r *Reader) sections() []Section {
	var s []Section
	for _, o := range r.Manifest.Objects {
		if o.Section.Block == 0 {
			s = append(s, o.Section)
		}
	}
	s = append(s, r.Manifest.Blocks...)
	for _, w := range r.Manifest.Weights {
		s = append(s, w.Section)
	}
	return s
}

// Path is the file the reader was opened from.
func (r *Reader) Path() string { return r.path }

// Close closes the file.
func (r *Reader) Close() error { return r.f.Close() }

func (r *Reader) section(s Section) io.Reader {
	return io.NewSectionReader(r.f, r.dataStart+s.Offset, s.Length)
}

// decode streams a section through its checksum and the zstd decoder into
// dst, which must be exactly s.Raw bytes long.
func (r *Reader) decode(s Section, dst []byte) error {
	if int64(len(dst)) != s.Raw {
		return fmt.Errorf("destination of %d bytes for a %d-byte section", len(dst), s.Raw)
	}
	return r.stream(s, &sliceWriter{buf: dst})
}

// stream decompresses section s into w, checking that it holds exactly
// s.Raw bytes and matches its checksum. Memory is bounded by the zstd
// window, not by the sizes the manifest claims.
func (r *Reader) stream(s Section, w io.Writer) error {
	h := sha256.New()
	src := io.TeeReader(r.section(s), h)
	// The streaming encoder declares its whole window in every frame, so
	// the decoder must accept that window even for a small section; memory
	// stays bounded by the window, whatever a hostile manifest claims.
	limit := uint64(max(s.Raw, sectionWindow)) + 1<<20
	dec, err := zstd.NewReader(src, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxWindow(sectionWindow), zstd.WithDecoderMaxMemory(limit))
	if err != nil {
		return err
	}
	defer dec.Close()
	n, err := io.Copy(w, io.LimitReader(dec, s.Raw))
	if err != nil {
		return fmt.Errorf("corrupt section: %w", err)
	}
	if n != s.Raw {
		return fmt.Errorf("corrupt section: %d bytes where the manifest records %d", n, s.Raw)
	}
	if n, _ := io.Copy(io.Discard, io.LimitReader(dec, 1)); n != 0 {
		return errors.New("corrupt section: more data than recorded")
	}
	// Hash whatever compressed bytes the decoder did not need.
	if _, err := io.Copy(io.Discard, src); err != nil {
		return err
	}
	if !bytes.Equal(h.Sum(nil), s.SHA256) {
		return errors.New("corrupt section: checksum mismatch")
	}
	return nil
}

// sliceWriter fills a fixed slice and refuses to overflow it.
type sliceWriter struct {
	buf []byte
	n   int
}

func (w *sliceWriter) Write(p []byte) (int, error) {
	if len(p) > len(w.buf)-w.n {
		return 0, errors.New("more data than recorded")
	}
	w.n += copy(w.buf[w.n:], p)
	return len(p), nil
}

// ReadObject reads a code object with its payload and checks that its
// content matches its ID. The payload grows as it decompresses, so a
// manifest that claims a huge size costs only the bytes really there.
func (r *Reader) ReadObject(id string) (*codeobj.Object, error) {
	e, ok := r.Manifest.Object(id)
	if !ok {
		return nil, fmt.Errorf("bundle %s: no code object %s", r.path, id)
	}
	o := e.Object
	if e.Section.Block != 0 {
		block, err := r.block(e.Section.Block)
		if err != nil {
			return nil, fmt.Errorf("bundle %s: code object %s: %w", r.path, id, err)
		}
		o.Payload = bytes.Clone(block[e.Section.At : e.Section.At+e.Section.Raw])
	} else {
		var payload bytes.Buffer
		payload.Grow(int(min(e.Section.Raw, 64<<20)))
		if err := r.stream(e.Section, &payload); err != nil {
			return nil, fmt.Errorf("bundle %s: code object %s: %w", r.path, id, err)
		}
		o.Payload = payload.Bytes()
	}
	if got := o.ID(); got != id {
		return nil, fmt.Errorf("bundle %s: code object %s: content hashes to %s", r.path, id, got)
	}
	return &o, nil
}

// block returns block k (1-based), decompressed on first use and kept.
func (r *Reader) block(k int) ([]byte, error) {
	r.blockMu.Lock()
	defer r.blockMu.Unlock()
	if b, ok := r.blocks[k]; ok {
		return b, nil
	}
	s := r.Manifest.Blocks[k-1]
	var buf bytes.Buffer
	buf.Grow(int(min(s.Raw, 64<<20)))
	if err := r.stream(s, &buf); err != nil {
		return nil, fmt.Errorf("block %d: %w", k, err)
	}
	if r.blocks == nil {
		r.blocks = map[int][]byte{}
	}
	r.blocks[k] = buf.Bytes()
	return buf.Bytes(), nil
}

// ReadWeight decompresses one weight into dst, which must be exactly its
// size; the bytes stream from the file, so the weight is held once.
func (r *Reader) ReadWeight(name string, dst []byte) error {
	e, ok := r.Manifest.Weight(name)
	if !ok {
		return fmt.Errorf("bundle %s: no weight %s", r.path, name)
	}
	if err := r.decode(e.Section, dst); err != nil {
		return fmt.Errorf("bundle %s: weight %s: %w", r.path, name, err)
	}
	return nil
}
