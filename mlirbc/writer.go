package mlirbc

import (
	"errors"
	"fmt"
	"hash/maphash"
	"io"
	"math"
	"sort"
	"strconv"
)

// WriteOptions configure the bytecode writer.
type WriteOptions struct {
	// Version is the bytecode version to write (5 or 6; 0 = DefaultVersion).
	Version uint64
	// Producer is recorded in the header ("" = "mgxport").
	Producer string
	// TextOnly writes attributes and types in their textual assembly
	// instead of the builtin binary encodings (a fallback MLIR also reads),
	// except dictionaries, untyped strings and dense_resource references
	// (whose text form would lose the data).
	TextOnly bool
}

// Encode writes m as MLIR bytecode with the default options.
func (m *Module) Encode() ([]byte, error) { return Encode(m, WriteOptions{}) }

// Encode writes m as MLIR bytecode.
func Encode(m *Module, opts WriteOptions) ([]byte, error) {
	e, err := encode(m, opts)
	if err != nil {
		return nil, err
	}
	return e.bytesOut(), nil
}

// WriteTo writes m as MLIR bytecode to w without assembling the whole file
// in memory: resource blobs go from the module to w without a copy.
func WriteTo(w io.Writer, m *Module, opts WriteOptions) (int64, error) {
	e, err := encode(m, opts)
	if err != nil {
		return 0, err
	}
	e.flush()
	var n int64
	for _, c := range e.chunks {
		k, err := w.Write(c)
		n += int64(k)
		if err != nil {
			return n, fmt.Errorf("write bytecode: %w", err)
		}
	}
	return n, nil
}

// numbered is an attribute or type entry of the attr/type table.
type numbered struct {
	attr    Attr
	typ     Type
	dialect int
	refs    int
	order   int // first-seen order
	index   int
}

type opNameEntry struct {
	name       string // without dialect prefix
	dialect    int
	registered bool
	refs       int
	order      int
	index      int
}

type valueInfo struct {
	id    int
	scope int
	live  bool
}

type writer struct {
	opts    WriteOptions
	version uint64
	mod     *Module

	dialects   []string
	dialectIdx map[string]int

	opNames map[string]*opNameEntry
	attrs   map[string]*numbered
	types   map[string]*numbered
	attrSeq []*numbered // sorted table order
	typeSeq []*numbered
	seen    int

	strings   []string
	stringIdx map[string]int

	props    [][]byte
	propsIdx map[string]int

	resourceIdx map[string]int // "dialect\x00key" -> handle index

	values    map[*Value]*valueInfo
	ops       []*opCache // in pre-order, as numbered
	nextOp    int
	scope     int
	nextScope int

	hashSeed maphash.Seed
}

func encode(m *Module, opts WriteOptions) (*emitter, error) {
	v := opts.Version
	if v == 0 {
		v = DefaultVersion
	}
	if v < MinWriteVersion || v > MaxVersion {
		return nil, fmt.Errorf("bytecode version %d unsupported: the writer produces %d to %d", v, MinWriteVersion, MaxVersion)
	}
	if opts.Producer == "" {
		opts.Producer = "mgxport"
	}
	w := &writer{
		opts: opts, version: v, mod: m,
		dialectIdx: map[string]int{}, opNames: map[string]*opNameEntry{},
		attrs: map[string]*numbered{}, types: map[string]*numbered{},
		stringIdx: map[string]int{}, propsIdx: map[string]int{},
		resourceIdx: map[string]int{}, values: map[*Value]*valueInfo{},
		hashSeed: maphash.MakeSeed(),
	}
	if len(m.Ops) == 0 {
		return nil, errors.New("encode module: no operations")
	}
	if err := w.numberModule(); err != nil {
		return nil, fmt.Errorf("encode module: %w", err)
	}
	out := &emitter{}
	out.bytes([]byte(magic))
	out.varint(v)
	out.cstring(opts.Producer)

	// The attr/type and IR sections intern strings, so the dialect section
	// (which also does) is built first and the string section last, as
	// MLIR's writer does.
	dialectSec := w.dialectSection()
	offsets, attrTypes, err := w.attrTypeSections()
	if err != nil {
		return nil, fmt.Errorf("encode module: %w", err)
	}
	ir := &emitter{}
	ir.varintFlag(uint64(len(m.Ops)), false)
	for _, op := range m.Ops {
		if err := w.writeOp(ir, op, nil); err != nil {
			return nil, fmt.Errorf("encode module: %w", err)
		}
	}
	resOffsets, resData := w.resourceSections()

	out.section(secDialect, dialectSec)
	out.section(secAttrTypeOffset, offsets)
	out.section(secAttrType, attrTypes)
	out.section(secIR, ir)
	if resOffsets != nil {
		out.section(secResourceOffset, resOffsets)
		out.section(secResource, resData)
	}
	out.section(secString, w.stringSection())
	out.section(secProperties, w.propertiesSection())
	return out, nil
}

// ---------------------------------------------------------------------------
// Numbering

func (w *writer) dialect(name string) int {
	if i, ok := w.dialectIdx[name]; ok {
		return i
	}
	w.dialectIdx[name] = len(w.dialects)
	w.dialects = append(w.dialects, name)
	return len(w.dialects) - 1
}

func splitOpName(full string) (dialect, name string, err error) {
	for i := 0; i < len(full); i++ {
		if full[i] == '.' {
			if i == 0 {
				break
			}
			return full[:i], full[i+1:], nil
		}
	}
	return "", "", fmt.Errorf("operation name %q has no dialect prefix", full)
}

func (w *writer) numberModule() error {
	// Builtin is numbered first so that the module's own pieces come first.
	w.dialect("builtin")
	for _, g := range w.mod.Resources {
		if g.Dialect {
			w.dialect(g.Name)
		}
	}
	var err error
	for _, op := range w.mod.Ops {
		op.Walk(func(o *Operation) {
			if err == nil {
				err = w.numberOp(o)
			}
		})
	}
	if err != nil {
		return err
	}
	// Number the resource handles: dialect groups in dialect order.
	handle := 0
	for _, d := range w.dialects {
		for _, g := range w.mod.Resources {
			if g.Dialect && g.Name == d {
				for _, e := range g.Entries {
					w.resourceIdx[d+"\x00"+e.Key] = handle
					handle++
				}
			}
		}
	}
	w.attrSeq = sortNumbered(w.attrs)
	w.typeSeq = sortNumbered(w.types)
	return nil
}

// sortNumbered orders table entries by dialect, then most referenced first,
// then first seen, and assigns indices. The order only affects size.
func sortNumbered(m map[string]*numbered) []*numbered {
	seq := make([]*numbered, 0, len(m))
	for _, e := range m {
		seq = append(seq, e)
	}
	sort.Slice(seq, func(i, j int) bool {
		a, b := seq[i], seq[j]
		if a.dialect != b.dialect {
			return a.dialect < b.dialect
		}
		if a.refs != b.refs {
			return a.refs > b.refs
		}
		return a.order < b.order
	})
	for i, e := range seq {
		e.index = i
	}
	return seq
}

// opCache keeps what numbering found for one op, so that writing it needs
// no second lookup by text.
type opCache struct {
	op      *Operation
	name    *opNameEntry
	loc     *numbered
	dict    *numbered // nil when the dictionary is empty
	oa      opAttrs
	props   []*numbered // per schema field; nil where not in the table
	results []*numbered
}

func (w *writer) numberOp(o *Operation) error {
	d, n, err := splitOpName(o.Name)
	if err != nil {
		return err
	}
	c := &opCache{op: o}
	if e, ok := w.opNames[opNameKey(o)]; ok {
		e.refs++
		c.name = e
	} else {
		c.name = &opNameEntry{name: n, dialect: w.dialect(d), registered: !o.Unregistered, order: len(w.opNames)}
		w.opNames[opNameKey(o)] = c.name
	}
	c.results = make([]*numbered, len(o.Results))
	for i, r := range o.Results {
		if r == nil || r.Type == nil {
			return fmt.Errorf("op %s: result without a type", o.Name)
		}
		if c.results[i], err = w.numberTypeE(r.Type); err != nil {
			return fmt.Errorf("op %s: %w", o.Name, err)
		}
	}
	if c.oa, err = w.splitAttrs(o); err != nil {
		return err
	}
	if len(c.oa.dict.Entries) > 0 {
		if c.dict, err = w.numberAttrE(c.oa.dict); err != nil {
			return fmt.Errorf("op %s: %w", o.Name, err)
		}
	}
	if c.oa.schema != nil {
		c.props = make([]*numbered, len(c.oa.schema.fields))
		for i, f := range c.oa.schema.fields {
			if v := c.oa.props[i]; v != nil && f.numbered(w.version) {
				if c.props[i], err = w.numberAttrE(v); err != nil {
					return fmt.Errorf("op %s: property %s: %w", o.Name, f.name, err)
				}
			}
		}
	}
	if c.loc, err = w.numberAttrE(opLoc(o.Loc)); err != nil {
		return fmt.Errorf("op %s: location: %w", o.Name, err)
	}
	for _, r := range o.Regions {
		if r == nil {
			continue
		}
		for _, b := range r.Blocks {
			if b == nil {
				return fmt.Errorf("op %s: nil block", o.Name)
			}
			for _, a := range b.Args {
				if a == nil || a.Type == nil {
					return fmt.Errorf("op %s: block argument without a type", o.Name)
				}
				if err := w.numberType(a.Type); err != nil {
					return err
				}
				if a.Loc != nil {
					if _, unk := a.Loc.(UnknownLoc); !unk {
						if err := w.numberAttr(a.Loc); err != nil {
							return err
						}
					}
				}
			}
		}
	}
	w.ops = append(w.ops, c)
	return nil
}

// opNameKey distinguishes registered and unregistered uses of a name.
func opNameKey(o *Operation) string {
	if o.Unregistered {
		return o.Name + "\x00u"
	}
	return o.Name
}

func opLoc(l Location) Attr {
	if l == nil {
		return UnknownLoc{}
	}
	return l
}

// opAttrs is where the attributes of an op are encoded: the attribute
// dictionary and, for ops with a known property layout written at version
// 5 or later, the properties arranged by that layout.
type opAttrs struct {
	dict   DictAttr
	schema *propSchema
	props  []Attr
}

func (w *writer) splitAttrs(o *Operation) (opAttrs, error) {
	if o.PropsUndecoded {
		return opAttrs{}, fmt.Errorf("op %s: its properties are in a layout this package does not know, so they cannot be re-encoded", o.Name)
	}
	if len(o.Props) == 0 {
		return opAttrs{dict: DictAttr{Entries: sortedAttrs(o.Attrs)}}, nil
	}
	if w.version >= versionNativeProperties && !o.Unregistered {
		if s := lookupPropSchema(o.Name); s != nil {
			vals, err := s.arrange(o.Props)
			if err != nil {
				return opAttrs{}, fmt.Errorf("op %s: %w", o.Name, err)
			}
			return opAttrs{dict: DictAttr{Entries: sortedAttrs(o.Attrs)}, schema: s, props: vals}, nil
		}
	}
	all := append(append([]NamedAttr{}, o.Props...), o.Attrs...)
	return opAttrs{dict: DictAttr{Entries: sortedAttrs(all)}}, nil
}

func (w *writer) attrKey(a Attr) string {
	switch a := a.(type) {
	case DenseElementsAttr:
		if len(a.Data) > 256 {
			return w.bigKey("dense", a.Type, a.Data)
		}
	case DenseArrayAttr:
		if len(a.Data) > 256 {
			return w.bigKey("array"+strconv.Itoa(a.Size), a.Elem, a.Data)
		}
	case DistinctAttr:
		return "distinct#" + strconv.FormatUint(a.ID, 10)
	}
	return a.String()
}

// bigKey identifies large data by a 128-bit hash instead of its hex text.
func (w *writer) bigKey(kind string, t Type, data []byte) string {
	h1 := maphash.Bytes(w.hashSeed, data)
	var h maphash.Hash
	h.SetSeed(w.hashSeed)
	h.WriteString("second")
	h.Write(data)
	return kind + "#" + typeString(t) + "#" + strconv.Itoa(len(data)) + "#" + strconv.FormatUint(h1, 16) + strconv.FormatUint(h.Sum64(), 16)
}

func (w *writer) numberAttr(a Attr) error {
	_, err := w.numberAttrE(a)
	return err
}

func (w *writer) numberType(t Type) error {
	_, err := w.numberTypeE(t)
	return err
}

// numberAttrE enters a (and what its encoding refers to) in the table.
func (w *writer) numberAttrE(a Attr) (*numbered, error) {
	if a == nil {
		return nil, errors.New("nil attribute")
	}
	if _, bad := a.(CustomAttr); bad {
		return nil, fmt.Errorf("cannot write a %s attribute in an unknown binary encoding", attrDialect(a))
	}
	key := w.attrKey(a)
	if e, ok := w.attrs[key]; ok {
		e.refs++
		return e, nil
	}
	w.seen++
	e := &numbered{attr: a, dialect: w.dialect(attrDialect(a)), order: w.seen}
	w.attrs[key] = e
	if !w.binaryAttr(a) {
		return e, nil
	}
	return e, w.attrChildren(a, w.numberAttr, w.numberType)
}

func (w *writer) numberTypeE(t Type) (*numbered, error) {
	if t == nil {
		return nil, errors.New("nil type")
	}
	if _, bad := t.(CustomType); bad {
		return nil, fmt.Errorf("cannot write a %s type in an unknown binary encoding", typeDialect(t))
	}
	key := t.String()
	if e, ok := w.types[key]; ok {
		e.refs++
		return e, nil
	}
	w.seen++
	e := &numbered{typ: t, dialect: w.dialect(typeDialect(t)), order: w.seen}
	w.types[key] = e
	if w.opts.TextOnly {
		return e, nil
	}
	return e, w.typeChildren(t, w.numberAttr, w.numberType)
}

func memrefLayout(t MemRefType) Attr {
	if t.Layout != nil {
		return t.Layout
	}
	return OpaqueAttr{Dialect: "builtin", Text: identityLayoutText(len(t.Shape))}
}

func binaryIntType(t Type) bool {
	switch t.(type) {
	case IntegerType, IndexType:
		return true
	}
	return false
}

// ---------------------------------------------------------------------------
// Strings, dialects

func (w *writer) str(s string) uint64 {
	if i, ok := w.stringIdx[s]; ok {
		return uint64(i)
	}
	w.stringIdx[s] = len(w.strings)
	w.strings = append(w.strings, s)
	return uint64(len(w.strings) - 1)
}

func (w *writer) stringSection() *emitter {
	e := &emitter{}
	e.varint(uint64(len(w.strings)))
	for i := len(w.strings) - 1; i >= 0; i-- {
		e.varint(uint64(len(w.strings[i]) + 1))
	}
	for _, s := range w.strings {
		e.cstring(s)
	}
	return e
}

func (w *writer) dialectSection() *emitter {
	e := &emitter{}
	e.varint(uint64(len(w.dialects)))
	for _, d := range w.dialects {
		ver, hasVer := w.mod.DialectVersions[d]
		hasVer = hasVer && len(ver) > 0
		e.varintFlag(w.str(d), hasVer)
		if hasVer {
			sub := &emitter{}
			sub.bytes(ver)
			e.section(secDialectVersions, sub)
		}
	}
	names := make([]*opNameEntry, 0, len(w.opNames))
	for _, n := range w.opNames {
		names = append(names, n)
	}
	sort.Slice(names, func(i, j int) bool {
		a, b := names[i], names[j]
		if a.dialect != b.dialect {
			return a.dialect < b.dialect
		}
		if a.refs != b.refs {
			return a.refs > b.refs
		}
		return a.order < b.order
	})
	e.varint(uint64(len(names)))
	for i := 0; i < len(names); {
		j := i
		for j < len(names) && names[j].dialect == names[i].dialect {
			j++
		}
		e.varint(uint64(names[i].dialect))
		e.varint(uint64(j - i))
		for k := i; k < j; k++ {
			names[k].index = k
			e.varintFlag(w.str(names[k].name), names[k].registered)
		}
		i = j
	}
	return e
}

// ---------------------------------------------------------------------------
// Attributes and types

func (w *writer) attrIndex(a Attr) uint64 { return uint64(w.attrs[w.attrKey(a)].index) }

func (w *writer) typeIndex(t Type) uint64 { return uint64(w.types[t.String()].index) }

func (w *writer) attrTypeSections() (*emitter, *emitter, error) {
	offsets, data := &emitter{}, &emitter{}
	offsets.varint(uint64(len(w.attrSeq)))
	offsets.varint(uint64(len(w.typeSeq)))
	prev := 0
	emitGroups := func(seq []*numbered, isAttr bool) error {
		for i := 0; i < len(seq); {
			j := i
			for j < len(seq) && seq[j].dialect == seq[i].dialect {
				j++
			}
			offsets.varint(uint64(seq[i].dialect))
			offsets.varint(uint64(j - i))
			for k := i; k < j; k++ {
				var custom bool
				var err error
				if isAttr {
					custom, err = w.writeAttr(data, seq[k].attr)
				} else {
					custom, err = w.writeType(data, seq[k].typ)
				}
				if err != nil {
					return err
				}
				cur := data.len()
				offsets.varintFlag(uint64(cur-prev), custom)
				prev = cur
			}
			i = j
		}
		return nil
	}
	if err := emitGroups(w.attrSeq, true); err != nil {
		return nil, nil, err
	}
	if err := emitGroups(w.typeSeq, false); err != nil {
		return nil, nil, err
	}
	return offsets, data, nil
}

func (w *writer) varintList(e *emitter, n int) { e.varint(uint64(n)) }

// writeAPInt writes an integer of known width as MLIR's
// writeAPIntWithKnownWidth does; words are little-endian two's complement.
func writeAPInt(e *emitter, width int, lo uint64, wide []uint64) {
	switch {
	case width <= 8:
		e.byte1(byte(lo))
	case width <= 64:
		if width < 64 {
			lo &= 1<<uint(width) - 1
		}
		e.varint(lo<<1 ^ uint64(int64(lo)>>63))
	default:
		words := wide
		if words == nil {
			words = []uint64{lo}
			if int64(lo) < 0 { // sign-extend a 64-bit value into the width
				for len(words)*64 < width {
					words = append(words, math.MaxUint64)
				}
			}
		}
		nw := (width + 63) / 64
		if len(words) > nw {
			words = words[:nw]
		}
		active := len(words)
		for active > 1 && words[active-1] == 0 {
			active--
		}
		e.varint(uint64(active))
		for i, x := range words[:active] {
			if r := width % 64; r != 0 && i == nw-1 {
				x &= 1<<uint(r) - 1
			}
			e.varint(x<<1 ^ uint64(int64(x)>>63))
		}
	}
}

// binaryAttr reports whether a is written in its binary encoding. Resource
// references always are: their text form would lose the resource data.
// In text-only mode dictionaries and plain strings stay binary too: op
// attribute dictionaries must be binary for this package's reader.
func (w *writer) binaryAttr(a Attr) bool {
	switch a := a.(type) {
	case DictAttr:
		return true
	case StringAttr:
		if a.Type == nil {
			return true
		}
	}
	return !w.opts.TextOnly || refersToResource(a)
}

func refersToResource(a Attr) bool {
	switch a := a.(type) {
	case DenseResourceElementsAttr:
		return true
	case ArrayAttr:
		for _, e := range a.Elems {
			if refersToResource(e) {
				return true
			}
		}
	case DictAttr:
		for _, e := range a.Entries {
			if refersToResource(e.Value) {
				return true
			}
		}
	}
	return false
}

// textOf returns the textual assembly of a, the bytecode's fallback
// encoding.
func textOf(a Attr) string { return a.String() }

func (w *writer) shape(e *emitter, shape []int64) {
	w.varintList(e, len(shape))
	for _, d := range shape {
		e.svarint(d)
	}
}

// ---------------------------------------------------------------------------
// IR

// defineRegion assigns value numbers to the values defined directly in r,
// starting at first, and returns how many there are.
func (w *writer) defineRegion(r *Region, first int) (int, error) {
	n := 0
	def := func(v *Value) error {
		if v == nil {
			return errors.New("nil value")
		}
		if _, dup := w.values[v]; dup {
			return errors.New("value defined twice")
		}
		w.values[v] = &valueInfo{id: first + n, scope: w.scope, live: true}
		n++
		return nil
	}
	for _, b := range r.Blocks {
		for _, a := range b.Args {
			if err := def(a); err != nil {
				return 0, err
			}
		}
		for _, op := range b.Ops {
			for _, v := range op.Results {
				if err := def(v); err != nil {
					return 0, fmt.Errorf("op %s: %w", op.Name, err)
				}
			}
		}
	}
	return n, nil
}

func (w *writer) undefineRegion(r *Region) {
	for _, b := range r.Blocks {
		for _, a := range b.Args {
			w.values[a].live = false
		}
		for _, op := range b.Ops {
			for _, v := range op.Results {
				w.values[v].live = false
			}
		}
	}
}

// regionState tracks the region being written: its blocks (successor
// targets) and the next value number for nested regions.
type regionState struct {
	blocks  map[*Block]int
	nextVal int
}

func (w *writer) writeOp(e *emitter, o *Operation, rs *regionState) error {
	if w.nextOp >= len(w.ops) || w.ops[w.nextOp].op != o {
		return fmt.Errorf("op %s: operation reached twice or changed while writing", o.Name)
	}
	c := w.ops[w.nextOp]
	w.nextOp++
	e.varint(uint64(c.name.index))
	maskAt := len(e.cur)
	e.byte1(0)
	var mask byte
	e.varint(uint64(c.loc.index))
	if c.dict != nil {
		mask |= opHasAttrs
		e.varint(uint64(c.dict.index))
	}
	if c.oa.schema != nil {
		raw, err := w.encodeProps(c.oa.schema, c.oa.props, c.props)
		if err != nil {
			return fmt.Errorf("op %s: %w", o.Name, err)
		}
		mask |= opHasProperties
		e.varint(w.propIndex(raw))
	}
	if len(o.Results) > 0 {
		mask |= opHasResults
		e.varint(uint64(len(o.Results)))
		for _, r := range c.results {
			e.varint(uint64(r.index))
		}
	}
	if len(o.Operands) > 0 {
		mask |= opHasOperands
		e.varint(uint64(len(o.Operands)))
		for i, v := range o.Operands {
			info := w.values[v]
			if info == nil || !info.live || info.scope != w.scope {
				return fmt.Errorf("op %s: operand %d is not a value visible here", o.Name, i)
			}
			e.varint(uint64(info.id))
		}
	}
	if len(o.Successors) > 0 {
		if rs == nil {
			return fmt.Errorf("op %s: successors outside a region", o.Name)
		}
		mask |= opHasSuccessors
		e.varint(uint64(len(o.Successors)))
		for _, s := range o.Successors {
			idx, ok := rs.blocks[s]
			if !ok {
				return fmt.Errorf("op %s: successor is not a block of the enclosing region", o.Name)
			}
			e.varint(uint64(idx))
		}
	}
	if len(o.Regions) > 0 {
		mask |= opHasInlineRegions
	}
	e.cur[maskAt] = mask
	if len(o.Regions) == 0 {
		return nil
	}
	e.varintFlag(uint64(len(o.Regions)), o.Isolated)
	if !o.Isolated {
		first := 0
		if rs != nil {
			first = rs.nextVal
		}
		return w.writeRegions(e, o, first)
	}
	saved := w.scope
	w.nextScope++
	w.scope = w.nextScope
	sub := &emitter{}
	err := w.writeRegions(sub, o, 0)
	w.scope = saved
	if err != nil {
		return err
	}
	e.section(secIR, sub)
	return nil
}

func (w *writer) writeRegions(e *emitter, o *Operation, first int) error {
	for _, r := range o.Regions {
		if r == nil || len(r.Blocks) == 0 {
			e.varint(0)
			continue
		}
		n, err := w.defineRegion(r, first)
		if err != nil {
			return fmt.Errorf("op %s: %w", o.Name, err)
		}
		e.varint(uint64(len(r.Blocks)))
		e.varint(uint64(n))
		rs := &regionState{blocks: make(map[*Block]int, len(r.Blocks)), nextVal: first + n}
		for i, b := range r.Blocks {
			rs.blocks[b] = i
		}
		for _, b := range r.Blocks {
			e.varintFlag(uint64(len(b.Ops)), len(b.Args) > 0)
			if len(b.Args) > 0 {
				e.varint(uint64(len(b.Args)))
				for _, a := range b.Args {
					hasLoc := false
					if a.Loc != nil {
						_, unk := a.Loc.(UnknownLoc)
						hasLoc = !unk
					}
					e.varintFlag(w.typeIndex(a.Type), hasLoc)
					if hasLoc {
						e.varint(w.attrIndex(a.Loc))
					}
				}
				e.byte1(0) // no use-list orders
			}
			for _, op := range b.Ops {
				if err := w.writeOp(e, op, rs); err != nil {
					return err
				}
			}
		}
		w.undefineRegion(r)
	}
	return nil
}

// ---------------------------------------------------------------------------
// Properties and resources

func (w *writer) propIndex(raw []byte) uint64 {
	if i, ok := w.propsIdx[string(raw)]; ok {
		return uint64(i)
	}
	w.propsIdx[string(raw)] = len(w.props)
	w.props = append(w.props, raw)
	return uint64(len(w.props) - 1)
}

func (w *writer) propertiesSection() *emitter {
	e := &emitter{}
	e.varint(uint64(len(w.props)))
	for _, p := range w.props {
		e.varint(uint64(len(p)))
		e.bytes(p)
	}
	return e
}

func (w *writer) resourceSections() (*emitter, *emitter) {
	offsets, data := &emitter{}, &emitter{}
	var external []*ResourceGroup
	for _, g := range w.mod.Resources {
		if !g.Dialect {
			external = append(external, g)
		}
	}
	prev := 0
	group := func(key uint64, g *ResourceGroup) {
		offsets.varint(key)
		offsets.varint(uint64(len(g.Entries)))
		for _, r := range g.Entries {
			switch r.Kind {
			case ResourceBool:
				if r.Bool {
					data.byte1(1)
				} else {
					data.byte1(0)
				}
			case ResourceString:
				data.varint(w.str(r.String))
			default:
				a := r.Alignment
				if a == 0 {
					a = 1
				}
				data.varint(a)
				data.varint(uint64(len(r.Blob)))
				data.alignTo(int(a))
				data.blob(r.Blob)
			}
			cur := data.len()
			offsets.varint(w.str(r.Key))
			offsets.varint(uint64(cur - prev))
			offsets.byte1(byte(r.Kind))
			prev = cur
		}
	}
	offsets.varint(uint64(len(external)))
	for _, g := range external {
		group(w.str(g.Name), g)
	}
	any := len(external) > 0
	for di, d := range w.dialects {
		for _, g := range w.mod.Resources {
			if g.Dialect && g.Name == d && len(g.Entries) > 0 {
				group(uint64(di), g)
				any = true
			}
		}
	}
	if !any {
		return nil, nil
	}
	return offsets, data
}
