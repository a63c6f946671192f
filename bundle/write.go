package bundle

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"fmt"
	"io"
	"maps"
	"os"
	"slices"

	"github.com/klauspost/compress/zstd"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/internal/outfile"
	"github.com/mgxport/mgxport/program"
)

// Writer builds a bundle file. Sections are compressed straight into a
// temporary file beside the destination as they are added, so weights
// stream through and are never held in memory, and every byte is written
// once; Commit appends the manifest, fills in the preamble and renames the
// file into place, so a failed or aborted write leaves nothing behind.
type Writer struct {
	path string
	file *outfile.File
	out  *os.File // file's temporary
	at   int64    // bytes of section data written after the preamble
	enc  *zstd.Encoder
	m    Manifest
	// added records the sections added, by "o:ID" or "w:name".
	added map[string]bool
	// block collects code object payloads until it is written as one
	// section (flushBlock); pending are the entries of those objects.
	block   bytes.Buffer
	pending []int // indexes into m.Objects
	// sigs are the objects' signatures (Sign), by object ID.
	sigs map[string]Signature
}

// blockLimit is the most payload bytes a block collects before it is
// written; a larger payload gets a section of its own.
const blockLimit = 64 << 20

// Create starts a bundle that will be written to path (see package
// outfile: a regular file is replaced atomically, a special file written
// straight, "-" is stdout; an output that is one of inputs is refused). The
// manifest's producer, model and options are taken from head; programs,
// objects and weights are added through the Writer.
func Create(path string, head Manifest, inputs ...string) (*Writer, error) {
	file, err := outfile.Create(path, inputs...)
	if err != nil {
		return nil, fmt.Errorf("create bundle: %w", err)
	}
	out := file.File()
	// Fixed settings and one goroutine: the same input gives the same bytes.
	// The fastest level: weights are mostly incompressible floats, and
	// compile time matters more than a few percent of size.
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1), zstd.WithEncoderLevel(zstd.SpeedFastest), zstd.WithWindowSize(sectionWindow))
	if err == nil {
		// Reserve the preamble; Commit fills it in.
		_, err = out.Write(make([]byte, preambleSize()))
	}
	if err != nil {
		file.Abort()
		return nil, fmt.Errorf("create bundle %s: %w", path, err)
	}
	m := Manifest{Format: FormatVersion, Producer: head.Producer, Model: head.Model, Options: head.Options}
	return &Writer{path: path, file: file, out: out, enc: enc, m: m, added: map[string]bool{}}, nil
}

// addSection compresses r into the file and returns its section.
func (w *Writer) addSection(r io.Reader) (Section, error) {
	h := sha256.New()
	cw := &countWriter{w: io.MultiWriter(w.out, h)}
	w.enc.Reset(cw)
	raw, err := io.Copy(w.enc, r)
	if err == nil {
		err = w.enc.Close()
	}
	if err != nil {
		return Section{}, err
	}
	s := Section{Offset: w.at, Length: cw.n, Raw: raw, SHA256: h.Sum(nil)}
	w.at += cw.n
	return s, nil
}

// copySection appends an already compressed section of another bundle,
// checking it on the way.
func (w *Writer) copySection(from *Reader, s Section) (Section, error) {
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(w.out, h), from.section(s))
	if err != nil {
		return Section{}, err
	}
	if !bytes.Equal(h.Sum(nil), s.SHA256) {
		return Section{}, fmt.Errorf("section at %d: checksum mismatch", s.Offset)
	}
	out := Section{Offset: w.at, Length: n, Raw: s.Raw, SHA256: s.SHA256}
	w.at += n
	return out, nil
}

// AddObject adds a code object, once per content ID, and returns the ID.
func (w *Writer) AddObject(o *codeobj.Object) (string, error) {
	if err := o.Validate(); err != nil {
		return "", fmt.Errorf("add code object: %w", err)
	}
	id := o.ID()
	if w.added["o:"+id] {
		return id, nil
	}
	if err := w.addPayload(id, o, o.Payload); err != nil {
		return "", fmt.Errorf("add code object %s: %w", o.Symbol, err)
	}
	return id, nil
}

// addPayload adds object o (its payload apart) to the current block, or,
// when it is larger than a block, as a section of its own.
func (w *Writer) addPayload(id string, o *codeobj.Object, payload []byte) error {
	meta := *o
	meta.Payload = nil
	var s Section
	if len(payload) > blockLimit {
		var err error
		if s, err = w.addSection(bytes.NewReader(payload)); err != nil {
			return err
		}
	} else {
		if w.block.Len()+len(payload) > blockLimit {
			if err := w.flushBlock(); err != nil {
				return err
			}
		}
		s = Section{Block: len(w.m.Blocks) + 1, At: int64(w.block.Len()), Raw: int64(len(payload))}
		w.block.Write(payload)
		w.pending = append(w.pending, len(w.m.Objects))
	}
	w.added["o:"+id] = true
	w.m.Objects = append(w.m.Objects, ObjectEntry{ID: id, Object: meta, Section: s})
	return nil
}

// flushBlock writes the collected payloads as the next block.
func (w *Writer) flushBlock() error {
	if len(w.pending) == 0 {
		return nil
	}
	s, err := w.addSection(bytes.NewReader(w.block.Bytes()))
	if err != nil {
		return fmt.Errorf("write code object block: %w", err)
	}
	w.m.Blocks = append(w.m.Blocks, s)
	w.block.Reset()
	w.pending = w.pending[:0]
	return nil
}

// CopyObject copies a code object of another bundle without recompressing.
func (w *Writer) CopyObject(from *Reader, id string) error {
	if w.added["o:"+id] {
		return nil
	}
	e, ok := from.Manifest.Object(id)
	if !ok {
		return fmt.Errorf("copy code object %s: not in %s", id, from.path)
	}
	if e.Section.Block != 0 {
		o, err := from.ReadObject(id)
		if err != nil {
			return fmt.Errorf("copy code object %s: %w", id, err)
		}
		if err := w.addPayload(id, o, o.Payload); err != nil {
			return fmt.Errorf("copy code object %s: %w", id, err)
		}
		return nil
	}
	s, err := w.copySection(from, e.Section)
	if err != nil {
		return fmt.Errorf("copy code object %s: %w", id, err)
	}
	w.added["o:"+id] = true
	w.m.Objects = append(w.m.Objects, ObjectEntry{ID: id, Object: e.Object, Section: s})
	return nil
}

// AddWeight streams one weight's raw little-endian bytes into the bundle.
func (w *Writer) AddWeight(name, dtype string, shape []int64, r io.Reader) error {
	if w.added["w:"+name] {
		return fmt.Errorf("add weight %s: added twice", name)
	}
	s, err := w.addSection(r)
	if err != nil {
		return fmt.Errorf("add weight %s: %w", name, err)
	}
	n, err := program.Elems(shape)
	if err != nil || n*program.DTypeSize(dtype) != s.Raw {
		return fmt.Errorf("add weight %s: %d bytes do not fit %s %v", name, s.Raw, dtype, shape)
	}
	w.added["w:"+name] = true
	w.m.Weights = append(w.m.Weights, WeightEntry{Name: name, DType: dtype, Shape: shape, Section: s})
	return nil
}

// CopyWeight copies a weight of another bundle without recompressing.
func (w *Writer) CopyWeight(from *Reader, name string) error {
	e, ok := from.Manifest.Weight(name)
	if !ok {
		return fmt.Errorf("copy weight %s: not in %s", name, from.path)
	}
	if w.added["w:"+name] {
		return fmt.Errorf("copy weight %s: added twice", name)
	}
	s, err := w.copySection(from, e.Section)
	if err != nil {
		return fmt.Errorf("copy weight %s: %w", name, err)
	}
	w.added["w:"+name] = true
	w.m.Weights = append(w.m.Weights, WeightEntry{Name: name, DType: e.DType, Shape: e.Shape, Section: s})
	return nil
}

// Sign records the signature of object id, which must be added before
// Commit; a second signature of one object replaces the first.
func (w *Writer) Sign(id string, key, sig []byte) {
	if w.sigs == nil {
		w.sigs = map[string]Signature{}
	}
	w.sigs[id] = Signature{Object: id, Key: slices.Clone(key), Sig: slices.Clone(sig)}
}

// CopyAll copies every code object and weight of another bundle, in the
// order they lie in its file (so rewriting a bundle keeps its bytes), its
// programs and its objects' signatures.
func (w *Writer) CopyAll(from *Reader) error { return w.CopyAllBut(from, nil) }

// CopyAllBut is CopyAll without the code objects skip holds (finalized
// objects a reader does not trust, say).
func (w *Writer) CopyAllBut(from *Reader, skip map[string]bool) error {
	type section struct {
		at     int64
		within int64 // offset inside a block
		object bool
		key    string
	}
	var all []section
	for _, e := range from.Manifest.Objects {
		if skip[e.ID] {
			continue
		}
		if sg, ok := from.Manifest.Signature(e.ID); ok {
			w.Sign(e.ID, sg.Key, sg.Sig)
		}
		at, within := e.Section.Offset, int64(0)
		if e.Section.Block != 0 {
			// A block lies where its section does; its objects in order.
			at, within = from.Manifest.Blocks[e.Section.Block-1].Offset, e.Section.At
		}
		all = append(all, section{at, within, true, e.ID})
	}
	for _, e := range from.Manifest.Weights {
		all = append(all, section{e.Section.Offset, 0, false, e.Name})
	}
	slices.SortFunc(all, func(a, b section) int {
		return cmp.Or(cmp.Compare(a.at, b.at), cmp.Compare(a.within, b.within))
	})
	for _, s := range all {
		var err error
		if s.object {
			err = w.CopyObject(from, s.key)
		} else {
			err = w.CopyWeight(from, s.key)
		}
		if err != nil {
			return err
		}
	}
	for _, p := range from.Manifest.Programs {
		w.AddProgram(p)
	}
	return nil
}

// AddProgram adds one program; its launches must name objects added before
// Commit.
func (w *Writer) AddProgram(p program.Program) { w.m.Programs = append(w.m.Programs, p) }

// Commit sorts the tables, validates the manifest, appends it, fills in the
// preamble and atomically renames the file to its path.
func (w *Writer) Commit() (err error) {
	defer w.Abort()
	if w.out == nil {
		return fmt.Errorf("write bundle %s: already committed or aborted", w.path)
	}
	if err := w.flushBlock(); err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	slices.SortFunc(w.m.Objects, func(a, b ObjectEntry) int { return cmp.Compare(a.ID, b.ID) })
	slices.SortFunc(w.m.Weights, func(a, b WeightEntry) int { return cmp.Compare(a.Name, b.Name) })
	w.m.Signatures = nil
	for _, id := range slices.Sorted(maps.Keys(w.sigs)) {
		w.m.Signatures = append(w.m.Signatures, w.sigs[id])
	}
	if err := w.m.validate(w.at); err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	man, err := encMode.Marshal(&w.m)
	if err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	if len(man) > maxManifest {
		return fmt.Errorf("write bundle %s: a %d-byte manifest is more than readers accept (%d)", w.path, len(man), maxManifest)
	}
	// A bucket grid's manifest is mostly alike programs and content IDs:
	// the better-compression level makes it as small as the best level
	// (BERT-mini, 15 buckets: 587 KB against 589 KB) at a fraction of the
	// time (the best level was half of a warm finalize), with fixed
	// settings for the same bytes every time.
	menc, err := zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1), zstd.WithEncoderLevel(zstd.SpeedBetterCompression), zstd.WithWindowSize(sectionWindow))
	if err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	man = menc.EncodeAll(man, nil)
	menc.Close()
	sum := sha256.Sum256(man)
	manAt := preambleSize() + w.at
	pre, err := encodePreamble(manAt, int64(len(man)), sum[:])
	if err == nil {
		_, err = w.out.Write(man)
	}
	if err == nil {
		_, err = w.out.WriteAt(pre, 0)
	}
	if err == nil {
		err = w.file.Commit()
	}
	if err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	w.out = nil // committed: nothing for Abort to remove
	return nil
}

// Abort discards the unfinished bundle; it is safe to call after Commit.
func (w *Writer) Abort() {
	if w.out != nil {
		w.file.Abort()
		w.out = nil
	}
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
