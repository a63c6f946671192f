package mlirbc

import (
	"bytes"
	"errors"
	"fmt"
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
