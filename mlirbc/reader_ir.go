package mlirbc

import (
	"errors"
	"fmt"
	"sort"
)

// The IR section: operations, regions, blocks and their values.

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
