package mlirbc

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"sort"
)

// Limits on nesting that protect the reader's stack from hostile input.
const (
	maxAttrDepth   = 10000
	maxRegionDepth = 10000
)

type tableEntry struct {
	data    []byte
	dialect int
	custom  bool
	state   uint8 // 0 unresolved, 1 resolving, 2 done
	attr    Attr
	typ     Type
}

type opNameRef struct {
	full       string
	registered bool
	known      bool // registered flag present (version ≥ 5)
}

type reader struct {
	buf     []byte
	version uint64
	mod     *Module

	strings  []string
	dialects []string
	opNames  []opNameRef
	attrs    []tableEntry
	types    []tableEntry
	props    [][]byte
	handles  []string // builtin dialect resource keys by handle index; "" for other dialects
	handleOK []bool
	depth    int
	distinct uint64 // distinct attributes numbered so far
}

// Decode reads MLIR bytecode (versions 0 to 6). Resource blobs and dense
// attribute data alias data, which must not be modified afterwards.
// Malformed or hostile input yields an error, never a panic.
func Decode(data []byte) (m *Module, err error) {
	r := &reader{buf: data, mod: &Module{}}
	if err := r.read(); err != nil {
		return nil, fmt.Errorf("decode bytecode: %w", err)
	}
	return r.mod, nil
}

func (r *reader) read() error {
	d := newDecoder(r.buf, 0)
	if !bytes.HasPrefix(r.buf, []byte(magic)) {
		return errors.New("not MLIR bytecode (bad magic)")
	}
	d.pos = len(magic)
	v, err := d.varint()
	if err != nil {
		return fmt.Errorf("version: %w", err)
	}
	if v > MaxVersion {
		return fmt.Errorf("bytecode version %d is newer than %d", v, MaxVersion)
	}
	r.version = v
	r.mod.Version = v
	if r.mod.Producer, err = d.cstring(); err != nil {
		return fmt.Errorf("producer: %w", err)
	}
	var secs [numSections]*decoder
	for !d.empty() {
		id, body, err := d.section()
		if err != nil {
			return err
		}
		if secs[id] != nil {
			return fmt.Errorf("duplicate %s section", sectionNames[id])
		}
		secs[id] = body
	}
	for _, id := range []byte{secString, secDialect, secAttrType, secAttrTypeOffset, secIR} {
		if secs[id] == nil {
			return fmt.Errorf("missing %s section", sectionNames[id])
		}
	}
	if v >= versionNativeProperties && secs[secProperties] == nil {
		return errors.New("missing properties section")
	}
	if secs[secDialectVersions] != nil {
		return errors.New("dialect versions section at top level")
	}
	if err := r.readStrings(secs[secString]); err != nil {
		return fmt.Errorf("string section: %w", err)
	}
	if secs[secProperties] != nil {
		if err := r.readProperties(secs[secProperties]); err != nil {
			return fmt.Errorf("properties section: %w", err)
		}
	}
	if err := r.readDialects(secs[secDialect]); err != nil {
		return fmt.Errorf("dialect section: %w", err)
	}
	if (secs[secResource] == nil) != (secs[secResourceOffset] == nil) {
		return errors.New("resource and resource offset sections must come together")
	}
	if secs[secResource] != nil {
		if err := r.readResources(secs[secResource], secs[secResourceOffset]); err != nil {
			return fmt.Errorf("resource section: %w", err)
		}
	}
	if err := r.readAttrTypeOffsets(secs[secAttrType], secs[secAttrTypeOffset]); err != nil {
		return fmt.Errorf("attr/type section: %w", err)
	}
	if err := r.readIR(secs[secIR]); err != nil {
		return fmt.Errorf("IR section: %w", err)
	}
	return nil
}

func (r *reader) str(i uint64) (string, error) {
	if i >= uint64(len(r.strings)) {
		return "", fmt.Errorf("string index %d out of %d", i, len(r.strings))
	}
	return r.strings[i], nil
}

func (r *reader) strRef(d *decoder) (string, error) {
	i, err := d.varint()
	if err != nil {
		return "", err
	}
	return r.str(i)
}

func (r *reader) readStrings(d *decoder) error {
	n, err := d.count("string", 2)
	if err != nil {
		return err
	}
	sizes := make([]uint64, n)
	for i := n - 1; i >= 0; i-- {
		if sizes[i], err = d.varint(); err != nil {
			return err
		}
	}
	total := uint64(0)
	for _, s := range sizes {
		if s == 0 || s > uint64(len(d.buf)) {
			return fmt.Errorf("string size %d invalid", s)
		}
		total += s
	}
	if total != uint64(d.remaining()) {
		return fmt.Errorf("string sizes add up to %d bytes, %d present", total, d.remaining())
	}
	r.strings = make([]string, n)
	for i, s := range sizes {
		b, _ := d.bytes(s)
		if b[len(b)-1] != 0 {
			return errors.New("string without NUL terminator")
		}
		r.strings[i] = string(b[:len(b)-1])
	}
	return nil
}

func (r *reader) readProperties(d *decoder) error {
	if d.empty() {
		return nil
	}
	n, err := d.count("properties", 1)
	if err != nil {
		return err
	}
	r.props = make([][]byte, 0, n)
	for i := 0; i < n; i++ {
		size, err := d.varint()
		if err != nil {
			return err
		}
		b, err := d.bytes(size)
		if err != nil {
			return err
		}
		r.props = append(r.props, b)
	}
	if !d.empty() {
		return errors.New("trailing bytes after the properties table")
	}
	return nil
}

func (r *reader) readDialects(d *decoder) error {
	n, err := d.count("dialect", 1)
	if err != nil {
		return err
	}
	r.dialects = make([]string, n)
	for i := range r.dialects {
		if r.version < versionDialectVersioning {
			if r.dialects[i], err = r.strRef(d); err != nil {
				return err
			}
			continue
		}
		idx, versioned, err := d.varintFlag()
		if err != nil {
			return err
		}
		if r.dialects[i], err = r.str(idx); err != nil {
			return err
		}
		if versioned {
			id, body, err := d.section()
			if err != nil {
				return fmt.Errorf("dialect %s version: %w", r.dialects[i], err)
			}
			if id != secDialectVersions {
				return fmt.Errorf("dialect %s: expected a version section, got %s", r.dialects[i], sectionNames[id])
			}
			if r.mod.DialectVersions == nil {
				r.mod.DialectVersions = map[string][]byte{}
			}
			r.mod.DialectVersions[r.dialects[i]] = body.buf
		}
	}
	if r.version >= versionElideUnknownBlockArgLoc {
		if _, err := d.varint(); err != nil { // op name count, a capacity hint
			return err
		}
	}
	for !d.empty() {
		di, err := d.varint()
		if err != nil {
			return err
		}
		if di >= uint64(len(r.dialects)) {
			return fmt.Errorf("dialect index %d out of %d", di, len(r.dialects))
		}
		cnt, err := d.count("op name", 1)
		if err != nil {
			return err
		}
		for k := 0; k < cnt; k++ {
			ref := opNameRef{}
			var idx uint64
			if r.version >= versionNativeProperties {
				idx, ref.registered, err = d.varintFlag()
				ref.known = true
			} else {
				idx, err = d.varint()
			}
			if err != nil {
				return err
			}
			name, err := r.str(idx)
			if err != nil {
				return err
			}
			ref.full = r.dialects[di]
			if name != "" {
				ref.full += "." + name
			}
			r.opNames = append(r.opNames, ref)
		}
	}
	return nil
}

func (r *reader) readResources(data, offsets *decoder) error {
	nExt, err := offsets.count("external resource group", 1)
	if err != nil {
		return err
	}
	group := func(g *ResourceGroup, isBuiltin bool, dialectRes bool) error {
		n, err := offsets.count("resource", 3)
		if err != nil {
			return err
		}
		for i := 0; i < n; i++ {
			key, err := r.strRef(offsets)
			if err != nil {
				return err
			}
			size, err := offsets.varint()
			if err != nil {
				return err
			}
			kind, err := offsets.byte1()
			if err != nil {
				return err
			}
			start := data.base + data.pos
			body, err := data.bytes(size)
			if err != nil {
				return fmt.Errorf("resource %q: %w", key, err)
			}
			if dialectRes {
				if isBuiltin {
					r.handles = append(r.handles, key)
				} else {
					r.handles = append(r.handles, "")
				}
				r.handleOK = append(r.handleOK, isBuiltin)
			}
			if len(body) == 0 && dialectRes {
				continue // a declaration without data
			}
			e := &Resource{Key: key, Kind: ResourceKind(kind)}
			ed := newDecoder(body, start)
			switch kind {
			case resourceBlob:
				align, err := ed.varint()
				if err != nil {
					return fmt.Errorf("resource %q: %w", key, err)
				}
				n, err := ed.varint()
				if err != nil {
					return fmt.Errorf("resource %q: %w", key, err)
				}
				if err := ed.alignTo(align); err != nil {
					return fmt.Errorf("resource %q: %w", key, err)
				}
				if e.Blob, err = ed.bytes(n); err != nil {
					return fmt.Errorf("resource %q: %w", key, err)
				}
				e.Alignment = align
			case resourceBool:
				b, err := ed.byte1()
				if err != nil {
					return fmt.Errorf("resource %q: %w", key, err)
				}
				e.Bool = b != 0
			case resourceString:
				if e.String, err = r.strRef(ed); err != nil {
					return fmt.Errorf("resource %q: %w", key, err)
				}
			default:
				return fmt.Errorf("resource %q: unknown kind %d", key, kind)
			}
			if !ed.empty() {
				return fmt.Errorf("resource %q: trailing bytes", key)
			}
			g.Entries = append(g.Entries, e)
		}
		return nil
	}
	for i := 0; i < nExt; i++ {
		name, err := r.strRef(offsets)
		if err != nil {
			return err
		}
		g := &ResourceGroup{Name: name}
		if err := group(g, false, false); err != nil {
			return err
		}
		r.mod.Resources = append(r.mod.Resources, g)
	}
	for !offsets.empty() {
		di, err := offsets.varint()
		if err != nil {
			return err
		}
		if di >= uint64(len(r.dialects)) {
			return fmt.Errorf("dialect index %d out of %d", di, len(r.dialects))
		}
		name := r.dialects[di]
		g := &ResourceGroup{Name: name, Dialect: true}
		if err := group(g, name == "builtin", true); err != nil {
			return err
		}
		r.mod.Resources = append(r.mod.Resources, g)
	}
	return nil
}

func (r *reader) readAttrTypeOffsets(data, offsets *decoder) error {
	nAttrs, err := offsets.count("attribute", 1)
	if err != nil {
		return err
	}
	nTypes, err := offsets.count("type", 1)
	if err != nil {
		return err
	}
	if nAttrs+nTypes > offsets.remaining() {
		return fmt.Errorf("%d attributes and types exceed the offset table", nAttrs+nTypes)
	}
	r.attrs = make([]tableEntry, nAttrs)
	r.types = make([]tableEntry, nTypes)
	cur := 0
	fill := func(tab []tableEntry) error {
		i := 0
		for i < len(tab) {
			di, err := offsets.varint()
			if err != nil {
				return err
			}
			if di >= uint64(len(r.dialects)) {
				return fmt.Errorf("dialect index %d out of %d", di, len(r.dialects))
			}
			n, err := offsets.varint()
			if err != nil {
				return err
			}
			if n > uint64(len(tab)-i) {
				return fmt.Errorf("group of %d entries overruns the table", n)
			}
			for k := uint64(0); k < n; k++ {
				size, custom, err := offsets.varintFlag()
				if err != nil {
					return err
				}
				if size > uint64(len(data.buf)-cur) {
					return errors.New("entry points past the end of the section")
				}
				tab[i] = tableEntry{data: data.buf[cur : cur+int(size)], dialect: int(di), custom: custom}
				cur += int(size)
				i++
			}
		}
		return nil
	}
	if err := fill(r.attrs); err != nil {
		return err
	}
	if err := fill(r.types); err != nil {
		return err
	}
	if !offsets.empty() {
		return errors.New("trailing bytes in the offset table")
	}
	return nil
}

// ---------------------------------------------------------------------------
// Attributes and types

func (r *reader) attr(i uint64) (Attr, error) {
	if i >= uint64(len(r.attrs)) {
		return nil, fmt.Errorf("attribute index %d out of %d", i, len(r.attrs))
	}
	e := &r.attrs[i]
	switch e.state {
	case 2:
		return e.attr, nil
	case 1:
		return nil, fmt.Errorf("attribute %d refers to itself", i)
	}
	if r.depth >= maxAttrDepth {
		return nil, errors.New("attributes nested too deeply")
	}
	e.state = 1
	r.depth++
	a, err := r.decodeAttr(i, e)
	r.depth--
	if err != nil {
		e.state = 0
		return nil, fmt.Errorf("attribute %d: %w", i, err)
	}
	e.attr, e.state = a, 2
	return a, nil
}

func (r *reader) typ(i uint64) (Type, error) {
	if i >= uint64(len(r.types)) {
		return nil, fmt.Errorf("type index %d out of %d", i, len(r.types))
	}
	e := &r.types[i]
	switch e.state {
	case 2:
		return e.typ, nil
	case 1:
		return nil, fmt.Errorf("type %d refers to itself", i)
	}
	if r.depth >= maxAttrDepth {
		return nil, errors.New("types nested too deeply")
	}
	e.state = 1
	r.depth++
	t, err := r.decodeType(e)
	r.depth--
	if err != nil {
		e.state = 0
		return nil, fmt.Errorf("type %d: %w", i, err)
	}
	e.typ, e.state = t, 2
	return t, nil
}

func textEntry(data []byte) (string, error) {
	if len(data) == 0 || data[len(data)-1] != 0 || bytes.IndexByte(data, 0) != len(data)-1 {
		return "", errors.New("text entry is not one NUL-terminated string")
	}
	return string(data[:len(data)-1]), nil
}

func (r *reader) attrRef(d *decoder) (Attr, error) {
	i, err := d.varint()
	if err != nil {
		return nil, err
	}
	return r.attr(i)
}

func (r *reader) typeRef(d *decoder) (Type, error) {
	i, err := d.varint()
	if err != nil {
		return nil, err
	}
	return r.typ(i)
}

func (r *reader) locRef(d *decoder) (Location, error) {
	a, err := r.attrRef(d)
	if err != nil {
		return nil, err
	}
	return asLocation(a)
}

func asLocation(a Attr) (Location, error) {
	switch l := a.(type) {
	case OpaqueAttr:
		if len(l.Text) >= 4 && l.Text[:4] == "loc(" {
			return l, nil
		}
	case Location:
		if _, custom := a.(CustomAttr); !custom {
			return l, nil
		}
	}
	return nil, fmt.Errorf("expected a location, got %s", attrString(a))
}

func (r *reader) stringAttrRef(d *decoder) (string, error) {
	a, err := r.attrRef(d)
	if err != nil {
		return "", err
	}
	s, ok := a.(StringAttr)
	if !ok || s.Type != nil {
		return "", fmt.Errorf("expected a string attribute, got %s", attrString(a))
	}
	return s.Value, nil
}

func (r *reader) attrList(d *decoder) ([]Attr, error) {
	n, err := d.count("attribute list", 1)
	if err != nil {
		return nil, err
	}
	out := make([]Attr, n)
	for i := range out {
		if out[i], err = r.attrRef(d); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (r *reader) typeList(d *decoder) ([]Type, error) {
	n, err := d.count("type list", 1)
	if err != nil {
		return nil, err
	}
	out := make([]Type, n)
	for i := range out {
		if out[i], err = r.typeRef(d); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func (r *reader) shapeList(d *decoder) ([]int64, error) {
	n, err := d.count("shape", 1)
	if err != nil {
		return nil, err
	}
	out := make([]int64, n)
	for i := range out {
		if out[i], err = d.svarint(); err != nil {
			return nil, err
		}
		if out[i] < 0 && out[i] != Dynamic {
			return nil, fmt.Errorf("negative dimension %d", out[i])
		}
	}
	return out, nil
}

func (r *reader) blob(d *decoder) ([]byte, error) {
	n, err := d.varint()
	if err != nil {
		return nil, err
	}
	return d.bytes(n)
}

// readAPInt reads an integer of known width (MLIR's
// readAPIntWithKnownWidth) as its low word and, above 64 bits, all words.
func readAPInt(d *decoder, width int) (uint64, []uint64, error) {
	switch {
	case width <= 8:
		b, err := d.byte1()
		if width < 8 {
			b &= byte(1<<uint(width) - 1)
		}
		return uint64(b), nil, err
	case width <= 64:
		v, err := d.varint()
		if err != nil {
			return 0, nil, err
		}
		v = v>>1 ^ -(v & 1)
		if width < 64 {
			v &= 1<<uint(width) - 1
		}
		return v, nil, nil
	}
	nw := (width + 63) / 64
	n, err := d.varint()
	if err != nil {
		return 0, nil, err
	}
	if n == 0 || n > uint64(nw) || n > uint64(d.remaining()) {
		return 0, nil, fmt.Errorf("%d words for a %d-bit integer", n, width)
	}
	// Only the active words are stored; the rest are zero.
	words := make([]uint64, n)
	for i := range words {
		v, err := d.varint()
		if err != nil {
			return 0, nil, err
		}
		words[i] = v>>1 ^ -(v & 1)
	}
	if r := width % 64; r != 0 && int(n) == nw {
		words[nw-1] &= 1<<uint(r) - 1
	}
	return words[0], words, nil
}

// floatWidth returns the bit width of a float type's semantics.
func floatWidth(t Type) int {
	switch t := t.(type) {
	case FloatType:
		return t.Width()
	case OpaqueType:
		switch t.Text {
		case "tf32":
			return 19
		case "f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU":
			return 8
		case "f6E2M3FN", "f6E3M2FN":
			return 6
		case "f4E2M1FN":
			return 4
		}
	}
	return 0
}

func (r *reader) decodeAttr(index uint64, e *tableEntry) (Attr, error) {
	dialect := r.dialects[e.dialect]
	if !e.custom {
		s, err := textEntry(e.data)
		if err != nil {
			return nil, err
		}
		return OpaqueAttr{Dialect: dialect, Text: s}, nil
	}
	if dialect != "builtin" {
		return CustomAttr{Dialect: dialect, Data: e.data}, nil
	}
	d := newDecoder(e.data, 0)
	a, err := r.builtinAttr(d, index)
	if err != nil {
		return nil, err
	}
	if !d.empty() {
		return nil, errors.New("trailing bytes after attribute")
	}
	return a, nil
}

// checkDenseBuffer validates a DenseIntOrFPElementsAttr raw buffer against
// its type the way MLIR's isValidRawBuffer does.
func checkDenseBuffer(t Type, data []byte) error {
	shape, elem, ok := shapeOf(t)
	if !ok {
		return fmt.Errorf("dense elements of non-shaped type %s", typeString(t))
	}
	n := numElements(shape)
	if n < 0 {
		return fmt.Errorf("dense elements of dynamic type %s", typeString(t))
	}
	b := elemBits(elem)
	if b == 0 {
		return fmt.Errorf("dense elements of %s", typeString(elem))
	}
	if b == 1 {
		if len(data) == 1 && (data[0] == 0 || data[0] == 0xff) {
			return nil
		}
		if uint64(len(data)) == (uint64(n)+7)/8 {
			return nil
		}
		return fmt.Errorf("dense i1 buffer of %d bytes for %d elements", len(data), n)
	}
	w := uint64((b + 7) / 8)
	if uint64(len(data)) == w || (n <= math.MaxInt64/int64(w) && uint64(len(data)) == uint64(n)*w) {
		return nil
	}
	return fmt.Errorf("dense buffer of %d bytes for %d elements of %s", len(data), n, typeString(elem))
}

func (r *reader) decodeType(e *tableEntry) (Type, error) {
	dialect := r.dialects[e.dialect]
	if !e.custom {
		s, err := textEntry(e.data)
		if err != nil {
			return nil, err
		}
		return OpaqueType{Dialect: dialect, Text: s}, nil
	}
	if dialect != "builtin" {
		return CustomType{Dialect: dialect, Data: e.data}, nil
	}
	d := newDecoder(e.data, 0)
	t, err := r.builtinType(d)
	if err != nil {
		return nil, err
	}
	if !d.empty() {
		return nil, errors.New("trailing bytes after type")
	}
	return t, nil
}

// ---------------------------------------------------------------------------
// IR

// valueScope holds the values of one isolated-from-above region tree.
// Value numbers index values; each open region reserves the range
// [start, end) after the ranges of the regions enclosing it.
type valueScope struct {
	vals   map[uint64]*Value
	frames []valueFrame
}

type valueFrame struct {
	start, next, end uint64
	ids              []uint64 // numbers used or defined in this range
}

func newScope() *valueScope { return &valueScope{vals: map[uint64]*Value{}} }

func (s *valueScope) limit() uint64 {
	if len(s.frames) == 0 {
		return 0
	}
	return s.frames[len(s.frames)-1].end
}

// push opens a region reserving n values.
func (s *valueScope) push(n uint64) {
	base := s.limit()
	s.frames = append(s.frames, valueFrame{start: base, next: base, end: base + n})
}

// pop closes the innermost region, failing on unresolved forward references.
func (s *valueScope) pop() error {
	f := s.frames[len(s.frames)-1]
	s.frames = s.frames[:len(s.frames)-1]
	for _, id := range f.ids {
		v := s.vals[id]
		if v != nil && v.Type == nil {
			return fmt.Errorf("value %d used but never defined", id)
		}
		delete(s.vals, id)
	}
	return nil
}

// frameOf returns the open region whose range holds id.
func (s *valueScope) frameOf(id uint64) *valueFrame {
	i := sort.Search(len(s.frames), func(i int) bool { return s.frames[i].end > id })
	return &s.frames[i]
}

// use returns the value numbered id, creating a forward reference.
func (s *valueScope) use(id uint64) (*Value, error) {
	if id >= s.limit() {
		return nil, fmt.Errorf("value index %d out of %d", id, s.limit())
	}
	if v, ok := s.vals[id]; ok {
		return v, nil
	}
	v := &Value{}
	s.vals[id] = v
	f := s.frameOf(id)
	f.ids = append(f.ids, id)
	return v, nil
}

// define gives the next number of the innermost region to a new value of
// type t and returns it.
func (s *valueScope) define(t Type) (*Value, error) {
	if len(s.frames) == 0 {
		return nil, errors.New("value defined outside a region")
	}
	if t == nil {
		return nil, errors.New("value without a type")
	}
	f := &s.frames[len(s.frames)-1]
	if f.next >= f.end {
		return nil, errors.New("more values defined than the region declares")
	}
	id := f.next
	f.next++
	v, ok := s.vals[id]
	if ok {
		if v.Type != nil {
			return nil, fmt.Errorf("value %d defined twice", id)
		}
	} else {
		v = &Value{}
		s.vals[id] = v
		f.ids = append(f.ids, id)
	}
	v.Type = t
	return v, nil
}

func (r *reader) readIR(d *decoder) error {
	n, hasArgs, err := d.varintFlag()
	if err != nil {
		return err
	}
	if hasArgs {
		return errors.New("top-level block has arguments")
	}
	if n > uint64(d.remaining()) {
		return fmt.Errorf("%d top-level ops in %d bytes", n, d.remaining())
	}
	sc := newScope()
	for i := uint64(0); i < n; i++ {
		op, err := r.readOp(d, sc, nil, false, 0)
		if err != nil {
			return err
		}
		r.mod.Ops = append(r.mod.Ops, op)
	}
	if !d.empty() {
		return errors.New("trailing bytes after the top-level operations")
	}
	return nil
}

// readOp reads one operation and its regions. blocks are the blocks of the
// enclosing region (successor targets); define says whether results get
// value numbers (false at the top level).
func (r *reader) readOp(d *decoder, sc *valueScope, blocks []*Block, define bool, depth int) (*Operation, error) {
	ni, err := d.varint()
	if err != nil {
		return nil, fmt.Errorf("op name: %w", err)
	}
	if ni >= uint64(len(r.opNames)) {
		return nil, fmt.Errorf("op name index %d out of %d", ni, len(r.opNames))
	}
	name := r.opNames[ni]
	op := &Operation{Name: name.full, Unregistered: name.known && !name.registered}
	fail := func(err error) (*Operation, error) { return nil, fmt.Errorf("op %s: %w", op.Name, err) }
	mask, err := d.byte1()
	if err != nil {
		return fail(err)
	}
	if op.Loc, err = r.locRef(d); err != nil {
		return fail(fmt.Errorf("location: %w", err))
	}
	if mask&opHasAttrs != 0 {
		a, err := r.attrRef(d)
		if err != nil {
			return fail(err)
		}
		dict, ok := a.(DictAttr)
		if !ok {
			return fail(fmt.Errorf("attribute dictionary is %s", attrString(a)))
		}
		op.Attrs = dict.Entries
	}
	if mask&opHasProperties != 0 {
		if !name.known {
			return fail(errors.New("properties without the registered flag (version < 5)"))
		}
		if name.registered {
			pi, err := d.varint()
			if err != nil {
				return fail(err)
			}
			if pi >= uint64(len(r.props)) {
				return fail(fmt.Errorf("properties index %d out of %d", pi, len(r.props)))
			}
			raw := r.props[pi]
			op.RawProps = raw
			if s := lookupPropSchema(op.Name); s != nil {
				props, err := r.decodeProps(s, raw)
				if err != nil {
					return fail(fmt.Errorf("properties: %w", err))
				}
				op.Props = props
			} else {
				op.PropsUndecoded = true
			}
		} else {
			a, err := r.attrRef(d)
			if err != nil {
				return fail(err)
			}
			dict, ok := a.(DictAttr)
			if !ok {
				return fail(fmt.Errorf("properties of an unregistered op are %s, not a dictionary", attrString(a)))
			}
			op.Props = dict.Entries
		}
	}
	var resultTypes []Type
	if mask&opHasResults != 0 {
		n, err := d.count("result", 1)
		if err != nil {
			return fail(err)
		}
		resultTypes = make([]Type, n)
		for i := range resultTypes {
			if resultTypes[i], err = r.typeRef(d); err != nil {
				return fail(err)
			}
		}
	}
	if mask&opHasOperands != 0 {
		n, err := d.count("operand", 1)
		if err != nil {
			return fail(err)
		}
		op.Operands = make([]*Value, n)
		for i := range op.Operands {
			id, err := d.varint()
			if err != nil {
				return fail(err)
			}
			if op.Operands[i], err = sc.use(id); err != nil {
				return fail(err)
			}
		}
	}
	if mask&opHasSuccessors != 0 {
		n, err := d.count("successor", 1)
		if err != nil {
			return fail(err)
		}
		op.Successors = make([]*Block, n)
		for i := range op.Successors {
			bi, err := d.varint()
			if err != nil {
				return fail(err)
			}
			if bi >= uint64(len(blocks)) {
				return fail(fmt.Errorf("successor %d out of %d blocks", bi, len(blocks)))
			}
			op.Successors[i] = blocks[bi]
		}
	}
	if mask&opHasUseListOrders != 0 && r.version >= versionUseListOrdering {
		if err := skipUseLists(d, len(resultTypes)); err != nil {
			return fail(err)
		}
	}
	var numRegions uint64
	if mask&opHasInlineRegions != 0 {
		numRegions, op.Isolated, err = d.varintFlag()
		if err != nil {
			return fail(err)
		}
		if numRegions > uint64(d.remaining()) {
			return fail(fmt.Errorf("%d regions in %d bytes", numRegions, d.remaining()))
		}
	}
	op.Results = make([]*Value, len(resultTypes))
	for i, t := range resultTypes {
		if define {
			if op.Results[i], err = sc.define(t); err != nil {
				return fail(err)
			}
		} else {
			op.Results[i] = &Value{Type: t}
		}
	}
	if numRegions == 0 {
		return op, nil
	}
	if depth >= maxRegionDepth {
		return fail(errors.New("regions nested too deeply"))
	}
	rd, rsc := d, sc
	if op.Isolated && r.version >= versionLazyLoading {
		id, body, err := d.section()
		if err != nil {
			return fail(err)
		}
		if id != secIR {
			return fail(fmt.Errorf("expected an IR section for the regions, got %s", sectionNames[id]))
		}
		rd = body
	}
	if op.Isolated {
		rsc = newScope()
	}
	op.Regions = make([]*Region, numRegions)
	for i := range op.Regions {
		if op.Regions[i], err = r.readRegion(rd, rsc, depth+1); err != nil {
			return fail(err)
		}
	}
	if rd != d && !rd.empty() {
		return fail(errors.New("trailing bytes after the regions"))
	}
	return op, nil
}

func skipUseLists(d *decoder, numValues int) error {
	count := uint64(1)
	var err error
	if numValues > 1 {
		if count, err = d.varint(); err != nil {
			return err
		}
	}
	if count > uint64(d.remaining()) {
		return fmt.Errorf("%d use lists in %d bytes", count, d.remaining())
	}
	for i := uint64(0); i < count; i++ {
		if numValues > 1 {
			idx, err := d.varint()
			if err != nil {
				return err
			}
			if idx >= uint64(numValues) {
				return fmt.Errorf("use list of value %d out of %d", idx, numValues)
			}
		}
		n, _, err := d.varintFlag()
		if err != nil {
			return err
		}
		if n > uint64(d.remaining()) {
			return fmt.Errorf("use list of %d in %d bytes", n, d.remaining())
		}
		for k := uint64(0); k < n; k++ {
			if _, err := d.varint(); err != nil {
				return err
			}
		}
	}
	return nil
}

func (r *reader) readRegion(d *decoder, sc *valueScope, depth int) (*Region, error) {
	nb, err := d.count("block", 1)
	if err != nil {
		return nil, err
	}
	reg := &Region{}
	if nb == 0 {
		return reg, nil
	}
	nv, err := d.varint()
	if err != nil {
		return nil, err
	}
	if nv > uint64(d.remaining()) {
		return nil, fmt.Errorf("%d values in %d bytes", nv, d.remaining())
	}
	reg.Blocks = make([]*Block, nb)
	for i := range reg.Blocks {
		reg.Blocks[i] = &Block{}
	}
	sc.push(nv)
	for _, b := range reg.Blocks {
		nops, hasArgs, err := d.varintFlag()
		if err != nil {
			return nil, err
		}
		if nops > uint64(d.remaining()) {
			return nil, fmt.Errorf("%d ops in %d bytes", nops, d.remaining())
		}
		if hasArgs {
			if err := r.readBlockArgs(d, sc, b); err != nil {
				return nil, err
			}
		}
		for k := uint64(0); k < nops; k++ {
			op, err := r.readOp(d, sc, reg.Blocks, true, depth)
			if err != nil {
				return nil, err
			}
			b.Ops = append(b.Ops, op)
		}
	}
	if err := sc.pop(); err != nil {
		return nil, err
	}
	return reg, nil
}

func (r *reader) readBlockArgs(d *decoder, sc *valueScope, b *Block) error {
	n, err := d.count("block argument", 1)
	if err != nil {
		return err
	}
	b.Args = make([]*Value, n)
	for i := range b.Args {
		var t Type
		var loc Location
		if r.version >= versionElideUnknownBlockArgLoc {
			ti, hasLoc, err := d.varintFlag()
			if err != nil {
				return err
			}
			if t, err = r.typ(ti); err != nil {
				return err
			}
			if hasLoc {
				if loc, err = r.locRef(d); err != nil {
					return err
				}
			}
		} else {
			if t, err = r.typeRef(d); err != nil {
				return err
			}
			if loc, err = r.locRef(d); err != nil {
				return err
			}
			if _, unk := loc.(UnknownLoc); unk {
				loc = nil
			}
		}
		v, err := sc.define(t)
		if err != nil {
			return err
		}
		v.Loc = loc
		b.Args[i] = v
	}
	if r.version >= versionUseListOrdering {
		has, err := d.byte1()
		if err != nil {
			return err
		}
		if has != 0 {
			if err := skipUseLists(d, len(b.Args)); err != nil {
				return err
			}
		}
	}
	return nil
}
