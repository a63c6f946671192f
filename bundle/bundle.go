// Package bundle reads and writes the .mgxb container: a fixed-size CBOR
// preamble, zstd-compressed sections (code object payloads and weights) and
// a CBOR manifest at the end.
//
// Layout:
//
//	preamble  CBOR map of fixed size: magic, format version, and where the
//	          manifest lies (offset, length, sha256)
//	sections  raw bytes: each section is zstd data at Offset (relative to the
//	          end of the preamble), checked against its sha256 when read
//	manifest  CBOR map (deterministic): producer, model, options, programs,
//	          the code object table and the weight table with their sections;
//	          zstd-compressed from format 2 on (a bundle of shape buckets
//	          holds one program per bucket, alike but for their shapes)
//
// The manifest comes last so that sections stream straight into the file
// as they are added: a bundle is written once, never spooled and copied.
//
// The same model and options give the same bytes: the encoding is
// deterministic, the tables are sorted (objects by ID, weights by name),
// sections lie in the order they were added (which the callers keep
// deterministic), and the zstd encoder runs single-threaded with fixed
// settings.
package bundle

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"

	"github.com/fxamacker/cbor/v2"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/program"
)

// Magic identifies an mgxport bundle.
const Magic = "mgxport-bundle"

// FormatVersion is the bundle format this package writes. Compatibility
// rule: a reader accepts any bundle whose format version is at most its own
// (fields are only ever added, and what a version changes is read the old
// way for older bundles); a newer bundle is rejected with an error that
// says to upgrade mgxport.
//
// Format 2 (shape buckets): the manifest is zstd-compressed; programs may
// carry a program.Bucket; weights are named by program.WeightID and live
// outside the programs' arenas (a format 1 weight buffer's arena bytes go
// unused).
const FormatVersion = 2

// compressedManifest is the first format whose manifest is zstd data.
const compressedManifest = 2

// maxManifest bounds the manifest a reader will decode, compressed and
// decompressed: a BERT-mini bundle's is 40 KB, a 64-bucket grid of it 1.5
// MB (one program per bucket); the grid cap (program.MaxGridPoints, 256)
// of a model several times larger stays well below.
const maxManifest = 64 << 20

// maxBlock bounds a block's decompressed size: a reader holds a block in
// memory while it reads objects from it.
const maxBlock = 256 << 20

// sectionWindow is the zstd window every section is written with (the
// encoder's default, made explicit) and the most a reader accepts: the
// streaming encoder declares it in every frame, whatever the section's size.
const sectionWindow = 8 << 20

// Producer identifies what wrote the bundle.
type Producer struct {
	Mgxport      string `cbor:"1,keyasint"`
	MLIRBytecode int    `cbor:"2,keyasint"` // bytecode version of the portable MLIR objects
	SPIRV        string `cbor:"3,keyasint"` // SPIR-V version of the portable SPIR-V objects
}

// Model identifies the ONNX model the bundle was compiled from.
type Model struct {
	Name   string `cbor:"1,keyasint"`
	SHA256 string `cbor:"2,keyasint"`
	Bytes  int64  `cbor:"3,keyasint"`
}

// Section locates one zstd-compressed payload in the data after the
// preamble, or (format 2, code objects) a payload inside a block: one
// section holding many objects' payloads end to end, compressed together
// (a bundle of shape buckets holds hundreds of kernels alike but for their
// shapes: together they compress some 25 times smaller than one by one).
type Section struct {
	Offset int64  `cbor:"1,keyasint"` // from the end of the preamble
	Length int64  `cbor:"2,keyasint"` // compressed bytes
	Raw    int64  `cbor:"3,keyasint"` // bytes after decompression
	SHA256 []byte `cbor:"4,keyasint"` // of the compressed bytes
	// Block, when not 0, says the payload is Raw bytes at At in the
	// decompressed Manifest.Blocks[Block-1]; Offset, Length and SHA256
	// are then empty (the object's content ID checks the payload).
	Block int   `cbor:"5,keyasint,omitempty"`
	At    int64 `cbor:"6,keyasint,omitempty"`
}

// ObjectEntry is one row of the code object table: the object without its
// payload, its content ID and where the payload lies.
type ObjectEntry struct {
	ID      string         `cbor:"1,keyasint"`
	Object  codeobj.Object `cbor:"2,keyasint"` // Payload empty here
	Section Section        `cbor:"3,keyasint"`
}

// WeightEntry is one row of the weight table.
type WeightEntry struct {
	Name    string  `cbor:"1,keyasint"`
	DType   string  `cbor:"2,keyasint"`
	Shape   []int64 `cbor:"3,keyasint"`
	Section Section `cbor:"4,keyasint"`
}

// Manifest is everything in a bundle but the section bytes.
type Manifest struct {
	Format   int               `cbor:"1,keyasint"`
	Producer Producer          `cbor:"2,keyasint"`
	Model    Model             `cbor:"3,keyasint"`
	Options  map[string]string `cbor:"4,keyasint"`
	Programs []program.Program `cbor:"5,keyasint"`
	Objects  []ObjectEntry     `cbor:"6,keyasint"`
	Weights  []WeightEntry     `cbor:"7,keyasint"`
	// Blocks are the sections holding code object payloads together
	// (format 2).
	Blocks []Section `cbor:"8,keyasint,omitempty"`
	// Signatures vouch for finalized objects (which are code): each is
	// the ed25519 signature, by the machine that finalized it, of an
	// object's content ID. Readers run a finalized object only when it is
	// signed by a key they trust (DESIGN.md, Trust); sorted by object ID,
	// one per object.
	Signatures []Signature `cbor:"9,keyasint,omitempty"`
}

// Signature is one finalized object's signature (kcache.Signer.SignObject).
type Signature struct {
	Object string `cbor:"1,keyasint"` // the object's content ID
	Key    []byte `cbor:"2,keyasint"` // ed25519 public key, 32 bytes
	Sig    []byte `cbor:"3,keyasint"` // 64 bytes
}

// Signature returns the signature recorded for object id.
func (m *Manifest) Signature(id string) (Signature, bool) {
	i, ok := slices.BinarySearchFunc(m.Signatures, id, func(s Signature, id string) int { return strings.Compare(s.Object, id) })
	if !ok {
		return Signature{}, false
	}
	return m.Signatures[i], true
}

// preamble is the first CBOR item of a bundle. Its size does not depend on
// its values (Where is a fixed-size byte string), so a writer can reserve it
// and fill it in last.
type preamble struct {
	Magic  string `cbor:"1,keyasint"`
	Format int    `cbor:"2,keyasint"`
	// Where is the manifest's offset and length (big-endian uint64 each,
	// the offset from the start of the file) and its sha256.
	Where []byte `cbor:"3,keyasint"`
}

// whereSize is the length of preamble.Where.
const whereSize = 8 + 8 + 32

// encodePreamble encodes the preamble for a manifest at off of length n.
func encodePreamble(off, n int64, sum []byte) ([]byte, error) {
	where := make([]byte, whereSize)
	binary.BigEndian.PutUint64(where[0:], uint64(off))
	binary.BigEndian.PutUint64(where[8:], uint64(n))
	copy(where[16:], sum)
	return encMode.Marshal(&preamble{Magic: Magic, Format: FormatVersion, Where: where})
}

// preambleSize is the encoded size of every preamble of this format.
func preambleSize() int64 {
	b, err := encodePreamble(0, 0, make([]byte, 32))
	if err != nil {
		panic(err) // a fixed struct always encodes
	}
	return int64(len(b))
}

// Object returns the table entry for a code object ID.
func (m *Manifest) Object(id string) (*ObjectEntry, bool) {
	for i := range m.Objects {
		if m.Objects[i].ID == id {
			return &m.Objects[i], true
		}
	}
	return nil, false
}

// Weight returns the table entry for a weight name.
func (m *Manifest) Weight(name string) (*WeightEntry, bool) {
	for i := range m.Weights {
		if m.Weights[i].Name == name {
			return &m.Weights[i], true
		}
	}
	return nil, false
}

// validate checks everything a reader must trust before following an offset
// or an index: sections inside the data, sizes sane, programs consistent.
func (m *Manifest) validate(dataLen int64) error {
	if m.Format < 1 {
		return fmt.Errorf("bad format version %d", m.Format)
	}
	if m.Format > FormatVersion {
		return fmt.Errorf("bundle format %d is newer than this mgxport reads (%d): upgrade mgxport", m.Format, FormatVersion)
	}
	checkSection := func(what string, s Section) error {
		if s.Offset < 0 || s.Length < 0 || s.Offset > dataLen || s.Length > dataLen-s.Offset {
			return fmt.Errorf("%s: section [%d,+%d) lies outside the %d data bytes", what, s.Offset, s.Length, dataLen)
		}
		if s.Raw < 0 || s.Raw > 1<<40 {
			return fmt.Errorf("%s: implausible size %d", what, s.Raw)
		}
		if len(s.SHA256) != 32 {
			return fmt.Errorf("%s: bad checksum length %d", what, len(s.SHA256))
		}
		return nil
	}
	for i, b := range m.Blocks {
		if err := checkSection(fmt.Sprintf("block %d", i+1), b); err != nil {
			return err
		}
		if b.Block != 0 || b.At != 0 || b.Raw > maxBlock {
			return fmt.Errorf("block %d: bad block section (%d bytes)", i+1, b.Raw)
		}
	}
	checkObject := func(what string, s Section) error {
		if s.Block == 0 {
			if s.At != 0 {
				return fmt.Errorf("%s: offset %d in no block", what, s.At)
			}
			return checkSection(what, s)
		}
		if s.Block < 0 || s.Block > len(m.Blocks) {
			return fmt.Errorf("%s: block %d of %d", what, s.Block, len(m.Blocks))
		}
		b := m.Blocks[s.Block-1]
		if s.Offset != 0 || s.Length != 0 || len(s.SHA256) != 0 || s.At < 0 || s.Raw < 0 || s.At > b.Raw || s.Raw > b.Raw-s.At {
			return fmt.Errorf("%s: [%d,+%d) lies outside block %d's %d bytes", what, s.At, s.Raw, s.Block, b.Raw)
		}
		return nil
	}
	objects := make(map[string]*codeobj.Object, len(m.Objects))
	for i := range m.Objects {
		e := &m.Objects[i]
		// One entry per ID: lookups by ID (Object, ReadObject) take the
		// first, so a second would be validated here but never be the one
		// read and run.
		if _, dup := objects[e.ID]; dup {
			return fmt.Errorf("code object %s is in the table twice", e.ID)
		}
		if err := e.Object.Validate(); err != nil {
			return fmt.Errorf("code object %s: %w", e.ID, err)
		}
		if err := checkObject("code object "+e.ID, e.Section); err != nil {
			return err
		}
		objects[e.ID] = &e.Object
	}
	for _, e := range m.Objects {
		if src, ok := objects[e.Object.Source]; ok && !program.SameArgs(src.Args, e.Object.Args) {
			return fmt.Errorf("code object %s (%s for %s): its arguments differ from those of %s, which it finalizes", e.ID, e.Object.Symbol, e.Object.Target, e.Object.Source)
		}
	}
	for i, sg := range m.Signatures {
		o, ok := objects[sg.Object]
		switch {
		case !ok:
			return fmt.Errorf("signature %d: no code object %s", i, sg.Object)
		case o.Format.Portable():
			return fmt.Errorf("signature %d: code object %s is portable (only finalized objects are signed)", i, sg.Object)
		case len(sg.Key) != 32 || len(sg.Sig) != 64:
			return fmt.Errorf("signature %d of %s: %d-byte key, %d-byte signature (want 32 and 64)", i, sg.Object, len(sg.Key), len(sg.Sig))
		case i > 0 && m.Signatures[i-1].Object >= sg.Object:
			return fmt.Errorf("signature %d of %s: signatures not sorted by object, or two for one object", i, sg.Object)
		}
	}
	weights := make(map[string]*WeightEntry, len(m.Weights))
	for i := range m.Weights {
		w := &m.Weights[i]
		if _, dup := weights[w.Name]; dup {
			return fmt.Errorf("weight %s is in the table twice", w.Name)
		}
		if err := checkSection("weight "+w.Name, w.Section); err != nil {
			return err
		}
		n, err := program.Elems(w.Shape)
		size := program.DTypeSize(w.DType)
		if err != nil || size == 0 || n > (1<<62)/size || n*size != w.Section.Raw {
			return fmt.Errorf("weight %s: %d bytes do not fit %s %v", w.Name, w.Section.Raw, w.DType, w.Shape)
		}
		weights[w.Name] = w
	}
	for i := range m.Programs {
		p := &m.Programs[i]
		err := p.Validate(func(id string) ([]program.KernelArg, bool) {
			o, ok := objects[id]
			if !ok {
				return nil, false
			}
			return program.ArgsOf(o.Args), true
		})
		if err != nil {
			return err
		}
		for _, b := range p.Buffers {
			if b.Kind != program.Weight {
				continue
			}
			w, ok := weights[b.Weight]
			if !ok {
				return fmt.Errorf("program %s: buffer %s uses missing weight %s", p.Name, b.Name, b.Weight)
			}
			if w.Section.Raw != b.Bytes {
				return fmt.Errorf("program %s: buffer %s has %d bytes, weight %s has %d", p.Name, b.Name, b.Bytes, w.Name, w.Section.Raw)
			}
		}
	}
	return nil
}

// encMode and decMode are immutable after construction.
var (
	encMode = func() cbor.EncMode {
		m, err := cbor.CoreDetEncOptions().EncMode()
		if err != nil {
			panic(err)
		}
		return m
	}()
	decMode = func() cbor.DecMode {
		m, err := cbor.DecOptions{
			MaxArrayElements: 1 << 24,
			MaxMapPairs:      1 << 20,
			MaxNestedLevels:  32,
			DupMapKey:        cbor.DupMapKeyEnforcedAPF,
		}.DecMode()
		if err != nil {
			panic(err)
		}
		return m
	}()
)
