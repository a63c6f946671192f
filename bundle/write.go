package bundle

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"

	"github.com/klauspost/compress/zstd"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/program"
)

// Writer builds a bundle file. Sections are compressed as they are added into
// a spool file beside the destination, so weights stream through and are
// never held in memory; Commit writes the final file atomically (temp file +
// rename), so a failed or aborted write leaves nothing behind.
type Writer struct {
	path    string
	spool   *os.File
	spoolAt int64
	enc     *zstd.Encoder
	m       Manifest
	// spooled maps a section key ("o:ID" or "w:name") to its place in the spool.
	spooled map[string]Section
}

// Create starts a bundle that will be written to path. The manifest's
// producer, model and options are taken from head; programs, objects and
// weights are added through the Writer.
func Create(path string, head Manifest) (*Writer, error) {
	spool, err := os.CreateTemp(filepath.Dir(path), ".mgxb-spool-*")
	if err != nil {
		return nil, fmt.Errorf("create bundle %s: %w", path, err)
	}
	// Fixed settings and one goroutine: the same input gives the same bytes.
	// The fastest level: weights are mostly incompressible floats, and
	// compile time matters more than a few percent of size.
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderConcurrency(1), zstd.WithEncoderLevel(zstd.SpeedFastest))
	if err != nil {
		spool.Close()
		os.Remove(spool.Name())
		return nil, fmt.Errorf("create bundle %s: %w", path, err)
	}
	m := Manifest{Format: FormatVersion, Producer: head.Producer, Model: head.Model, Options: head.Options}
	return &Writer{path: path, spool: spool, enc: enc, m: m, spooled: map[string]Section{}}, nil
}

// spoolSection compresses r into the spool and returns its section.
func (w *Writer) spoolSection(r io.Reader) (Section, error) {
	h := sha256.New()
	cw := &countWriter{w: io.MultiWriter(w.spool, h)}
	w.enc.Reset(cw)
	raw, err := io.Copy(w.enc, r)
	if err == nil {
		err = w.enc.Close()
	}
	if err != nil {
		return Section{}, err
	}
	s := Section{Offset: w.spoolAt, Length: cw.n, Raw: raw, SHA256: h.Sum(nil)}
	w.spoolAt += cw.n
	return s, nil
}

// copySection appends an already compressed section of another bundle.
func (w *Writer) copySection(from *Reader, s Section) (Section, error) {
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(w.spool, h), from.section(s))
	if err != nil {
		return Section{}, err
	}
	if !bytes.Equal(h.Sum(nil), s.SHA256) {
		return Section{}, fmt.Errorf("section at %d: checksum mismatch", s.Offset)
	}
	out := Section{Offset: w.spoolAt, Length: n, Raw: s.Raw, SHA256: s.SHA256}
	w.spoolAt += n
	return out, nil
}

// AddObject adds a code object, once per content ID, and returns the ID.
func (w *Writer) AddObject(o *codeobj.Object) (string, error) {
	if err := o.Validate(); err != nil {
		return "", fmt.Errorf("add code object: %w", err)
	}
	id := o.ID()
	if _, ok := w.spooled["o:"+id]; ok {
		return id, nil
	}
	s, err := w.spoolSection(bytes.NewReader(o.Payload))
	if err != nil {
		return "", fmt.Errorf("add code object %s: %w", o.Symbol, err)
	}
	meta := *o
	meta.Payload = nil
	w.spooled["o:"+id] = s
	w.m.Objects = append(w.m.Objects, ObjectEntry{ID: id, Object: meta, Section: s})
	return id, nil
}

// CopyObject copies a code object of another bundle without recompressing.
func (w *Writer) CopyObject(from *Reader, id string) error {
	if _, ok := w.spooled["o:"+id]; ok {
		return nil
	}
	e, ok := from.Manifest.Object(id)
	if !ok {
		return fmt.Errorf("copy code object %s: not in %s", id, from.path)
	}
	s, err := w.copySection(from, e.Section)
	if err != nil {
		return fmt.Errorf("copy code object %s: %w", id, err)
	}
	w.spooled["o:"+id] = s
	w.m.Objects = append(w.m.Objects, ObjectEntry{ID: id, Object: e.Object, Section: s})
	return nil
}

// AddWeight streams one weight's raw little-endian bytes into the bundle.
func (w *Writer) AddWeight(name, dtype string, shape []int64, r io.Reader) error {
	if _, ok := w.spooled["w:"+name]; ok {
		return fmt.Errorf("add weight %s: added twice", name)
	}
	s, err := w.spoolSection(r)
	if err != nil {
		return fmt.Errorf("add weight %s: %w", name, err)
	}
	n, err := program.Elems(shape)
	if err != nil || n*program.DTypeSize(dtype) != s.Raw {
		return fmt.Errorf("add weight %s: %d bytes do not fit %s %v", name, s.Raw, dtype, shape)
	}
	w.spooled["w:"+name] = s
	w.m.Weights = append(w.m.Weights, WeightEntry{Name: name, DType: dtype, Shape: shape, Section: s})
	return nil
}

// CopyWeight copies a weight of another bundle without recompressing.
func (w *Writer) CopyWeight(from *Reader, name string) error {
	e, ok := from.Manifest.Weight(name)
	if !ok {
		return fmt.Errorf("copy weight %s: not in %s", name, from.path)
	}
	if _, ok := w.spooled["w:"+name]; ok {
		return fmt.Errorf("copy weight %s: added twice", name)
	}
	s, err := w.copySection(from, e.Section)
	if err != nil {
		return fmt.Errorf("copy weight %s: %w", name, err)
	}
	w.spooled["w:"+name] = s
	w.m.Weights = append(w.m.Weights, WeightEntry{Name: name, DType: e.DType, Shape: e.Shape, Section: s})
	return nil
}

// AddProgram adds one program; its launches must name objects added before
// Commit.
func (w *Writer) AddProgram(p program.Program) { w.m.Programs = append(w.m.Programs, p) }

// Commit sorts the tables, lays the sections out in that order, validates the
// manifest and atomically writes the bundle to its path.
func (w *Writer) Commit() (err error) {
	defer w.Abort()
	slices.SortFunc(w.m.Objects, func(a, b ObjectEntry) int { return cmp.Compare(a.ID, b.ID) })
	slices.SortFunc(w.m.Weights, func(a, b WeightEntry) int { return cmp.Compare(a.Name, b.Name) })
	// Final layout: objects, then weights, each in table order.
	type move struct{ from, to Section }
	var moves []move
	var at int64
	place := func(s *Section) {
		to := *s
		to.Offset = at
		moves = append(moves, move{*s, to})
		*s = to
		at += s.Length
	}
	for i := range w.m.Objects {
		place(&w.m.Objects[i].Section)
	}
	for i := range w.m.Weights {
		place(&w.m.Weights[i].Section)
	}
	if err := w.m.validate(at); err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	man, err := encMode.Marshal(&w.m)
	if err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	sum := sha256.Sum256(man)
	pre, err := encMode.Marshal(&preamble{Magic: Magic, Format: FormatVersion, ManifestLength: int64(len(man)), ManifestSHA256: sum[:]})
	if err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	out, err := os.CreateTemp(filepath.Dir(w.path), ".mgxb-*")
	if err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	defer func() {
		if err != nil {
			out.Close()
			os.Remove(out.Name())
		}
	}()
	if _, err = out.Write(pre); err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	if _, err = out.Write(man); err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	for _, mv := range moves {
		if _, err = io.Copy(out, io.NewSectionReader(w.spool, mv.from.Offset, mv.from.Length)); err != nil {
			return fmt.Errorf("write bundle %s: %w", w.path, err)
		}
	}
	if err = out.Chmod(0o644); err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	if err = out.Close(); err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	if err = os.Rename(out.Name(), w.path); err != nil {
		return fmt.Errorf("write bundle %s: %w", w.path, err)
	}
	return nil
}

// Abort discards the spool; it is safe to call after Commit.
func (w *Writer) Abort() {
	if w.spool != nil {
		w.spool.Close()
		os.Remove(w.spool.Name())
		w.spool = nil
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
