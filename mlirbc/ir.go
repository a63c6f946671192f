package mlirbc

import (
	"fmt"
	"sort"
)

// Module is an MLIR bytecode module: the top-level operations (normally one
// builtin.module) and the resources that its attributes refer to.
type Module struct {
	// Version is the bytecode version the module was read from; the writer
	// takes its version from WriteOptions instead.
	Version uint64
	// Producer is the producer string of a module that was read.
	Producer string
	// Ops are the top-level operations, normally a single builtin.module.
	Ops []*Operation
	// Resources are the resource groups: dialect resources (Dialect set,
	// e.g. "builtin" for dense_resource blobs) and external ones.
	Resources []*ResourceGroup
	// DialectVersions keeps the raw version encoding of versioned dialects.
	DialectVersions map[string][]byte
}

// ResourceGroup is the set of resources of one provider: a dialect (Dialect
// true) or an external resource handler.
type ResourceGroup struct {
	Name    string
	Dialect bool
	Entries []*Resource
}

// ResourceKind is the kind of a resource entry.
type ResourceKind uint8

// Resource entry kinds.
const (
	ResourceBlob ResourceKind = iota
	ResourceBool
	ResourceString
)

// Resource is one keyed resource entry. A blob read from bytecode aliases the
// input buffer: it is not copied.
type Resource struct {
	Key       string
	Kind      ResourceKind
	Blob      []byte
	Alignment uint64 // of Blob; a power of two
	Bool      bool
	String    string
}

// NewModule returns a module holding one empty builtin.module operation.
func NewModule() *Module {
	mod := &Operation{Name: "builtin.module", Regions: []*Region{{Blocks: []*Block{{}}}}, Isolated: true, Loc: UnknownLoc{}}
	return &Module{Ops: []*Operation{mod}}
}

// Body returns the block of the first top-level builtin.module, or nil.
func (m *Module) Body() *Block {
	if len(m.Ops) == 0 || m.Ops[0].Name != "builtin.module" || len(m.Ops[0].Regions) == 0 || len(m.Ops[0].Regions[0].Blocks) == 0 {
		return nil
	}
	return m.Ops[0].Regions[0].Blocks[0]
}

// AddBlobResource stores data as a builtin dialect resource blob under key
// (referenced by a DenseResourceElementsAttr) and returns the attribute. The
// data is kept by reference. alignment must be a power of two (0 = 16).
func (m *Module) AddBlobResource(key string, typ Type, data []byte, alignment uint64) (DenseResourceElementsAttr, error) {
	if alignment == 0 {
		alignment = 16
	}
	if alignment&(alignment-1) != 0 {
		return DenseResourceElementsAttr{}, fmt.Errorf("resource %q: alignment %d is not a power of two", key, alignment)
	}
	g := m.resourceGroup("builtin", true)
	for _, e := range g.Entries {
		if e.Key == key {
			return DenseResourceElementsAttr{}, fmt.Errorf("resource %q already defined", key)
		}
	}
	g.Entries = append(g.Entries, &Resource{Key: key, Kind: ResourceBlob, Blob: data, Alignment: alignment})
	return DenseResourceElementsAttr{Type: typ, Key: key}, nil
}

func (m *Module) resourceGroup(name string, dialect bool) *ResourceGroup {
	for _, g := range m.Resources {
		if g.Name == name && g.Dialect == dialect {
			return g
		}
	}
	g := &ResourceGroup{Name: name, Dialect: dialect}
	m.Resources = append(m.Resources, g)
	return g
}

// Resource finds a dialect resource by dialect name and key.
func (m *Module) Resource(dialect, key string) *Resource {
	for _, g := range m.Resources {
		if g.Dialect && g.Name == dialect {
			for _, e := range g.Entries {
				if e.Key == key {
					return e
				}
			}
		}
	}
	return nil
}

// Operation is one MLIR operation.
type Operation struct {
	// Name is the full operation name, e.g. "tosa.matmul".
	Name     string
	Operands []*Value
	Results  []*Value
	// Attrs is the discardable attribute dictionary (for ops without
	// properties, all attributes).
	Attrs []NamedAttr
	// Props are the inherent attributes stored as properties (printed in
	// `<{...}>`). The writer encodes them natively when it knows the op's
	// property layout and the version is ≥ 5; otherwise it merges them into
	// the attribute dictionary, where MLIR moves them into properties on
	// creation.
	Props []NamedAttr
	// RawProps is the properties encoding read from bytecode (nil if none).
	RawProps []byte
	// PropsUndecoded is set when RawProps could not be decoded into Props
	// (the op's property layout is unknown to this package).
	PropsUndecoded bool
	Successors     []*Block
	Regions        []*Region
	Loc            Location
	// Isolated marks ops whose regions are isolated from above (their values
	// are numbered in a fresh scope and stored in a nested IR section).
	Isolated bool
	// Unregistered marks ops that were unregistered in the producer.
	Unregistered bool
}

// Region is a list of blocks.
type Region struct {
	Blocks []*Block
}

// Block is a list of operations with block arguments.
type Block struct {
	Args []*Value
	Ops  []*Operation
}

// Value is an SSA value: an operation result or a block argument.
type Value struct {
	Type Type
	// Loc is the location of a block argument (nil = unknown).
	Loc Location
}

// NamedAttr is a named attribute.
type NamedAttr struct {
	Name  string
	Value Attr
}

// Result returns the i-th result.
func (o *Operation) Result(i int) *Value { return o.Results[i] }

// Attr returns the attribute (or property) named name, or nil.
func (o *Operation) Attr(name string) Attr {
	for _, a := range o.Props {
		if a.Name == name {
			return a.Value
		}
	}
	for _, a := range o.Attrs {
		if a.Name == name {
			return a.Value
		}
	}
	return nil
}

// AddArg appends a block argument of type t.
func (b *Block) AddArg(t Type) *Value {
	v := &Value{Type: t}
	b.Args = append(b.Args, v)
	return v
}

// Append adds op at the end of the block and returns it.
func (b *Block) Append(op *Operation) *Operation {
	b.Ops = append(b.Ops, op)
	return op
}

// NewOp builds an operation with results of the given types.
func NewOp(name string, operands []*Value, resultTypes []Type, props, attrs []NamedAttr) *Operation {
	op := &Operation{Name: name, Operands: operands, Props: props, Attrs: attrs, Loc: UnknownLoc{}}
	for _, t := range resultTypes {
		op.Results = append(op.Results, &Value{Type: t})
	}
	op.Isolated = IsolatedFromAbove(name)
	return op
}

// IsolatedFromAbove reports whether the named upstream op is known to be
// IsolatedFromAbove (which decides how its regions are numbered and encoded).
func IsolatedFromAbove(name string) bool {
	switch name {
	case "builtin.module", "func.func", "gpu.module", "gpu.func", "llvm.func", "llvm.mlir.global",
		"spirv.module", "spirv.func", "transform.named_sequence", "ml_program.func", "ml_program.subgraph",
		"shape.func", "shape.function_library", "pdl_interp.func", "async.func", "emitc.func":
		return true
	}
	return false
}

// sortedAttrs returns a copy of attrs sorted by name, as DictionaryAttr
// stores them.
func sortedAttrs(attrs []NamedAttr) []NamedAttr {
	out := append([]NamedAttr(nil), attrs...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// Walk calls fn for every operation in pre-order.
func (m *Module) Walk(fn func(*Operation)) {
	for _, op := range m.Ops {
		op.Walk(fn)
	}
}

// Walk calls fn for o and every nested operation in pre-order.
func (o *Operation) Walk(fn func(*Operation)) {
	stack := []*Operation{o}
	for len(stack) > 0 {
		op := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		fn(op)
		for ri := len(op.Regions) - 1; ri >= 0; ri-- {
			r := op.Regions[ri]
			for bi := len(r.Blocks) - 1; bi >= 0; bi-- {
				b := r.Blocks[bi]
				for oi := len(b.Ops) - 1; oi >= 0; oi-- {
					stack = append(stack, b.Ops[oi])
				}
			}
		}
	}
}

// OpCount is a number of operations with one name.
type OpCount struct {
	Name  string
	Count int
}

// OpCounts lists the operation names in m with how often each occurs, sorted
// by name.
func (m *Module) OpCounts() []OpCount {
	counts := map[string]int{}
	m.Walk(func(o *Operation) { counts[o.Name]++ })
	out := make([]OpCount, 0, len(counts))
	for n, c := range counts {
		out = append(out, OpCount{n, c})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out
}

// ListOps decodes bytecode and lists its operation names with their counts
// (sorted by name), for tools that show a kernel without MLIR installed.
func ListOps(bytecode []byte) ([]OpCount, error) {
	m, err := Decode(bytecode)
	if err != nil {
		return nil, err
	}
	return m.OpCounts(), nil
}
