package mlirbc

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// String prints m in MLIR's generic operation syntax (see Print). If m
// cannot be printed faithfully the text ends with a comment saying why.
func (m *Module) String() string {
	var b bytes.Buffer
	if err := m.Print(&b); err != nil {
		fmt.Fprintf(&b, "\n// mlirbc: %v\n", err)
	}
	return b.String()
}

// Print writes m in MLIR's generic operation syntax, with locations and the
// module's resources, as text that mlir-opt parses back to the same module.
// It fails on parts it cannot express: attributes or types in an unknown
// dialect binary encoding and properties of an unknown layout.
func (m *Module) Print(w io.Writer) error {
	p := &printer{w: bufio.NewWriter(w), names: map[*Value]string{}, blocks: map[*Block]string{}}
	for _, op := range m.Ops {
		p.nameValues(op)
	}
	for _, op := range m.Ops {
		p.op(op, 0)
	}
	p.resources(m)
	if err := p.w.Flush(); err != nil && p.err == nil {
		p.err = err
	}
	return p.err
}

type printer struct {
	w      *bufio.Writer
	names  map[*Value]string
	blocks map[*Block]string
	nVal   int
	nArg   int
	nBlock int
	err    error
}

func (p *printer) fail(format string, args ...any) {
	if p.err == nil {
		p.err = fmt.Errorf(format, args...)
	}
}

// nameValues assigns names to every value and block under op, so that
// forward references print correctly.
func (p *printer) nameValues(op *Operation) {
	op.Walk(func(o *Operation) {
		for _, r := range o.Results {
			p.names[r] = "%" + strconv.Itoa(p.nVal)
			p.nVal++
		}
		for _, reg := range o.Regions {
			for _, b := range reg.Blocks {
				p.blocks[b] = "^bb" + strconv.Itoa(p.nBlock)
				p.nBlock++
				for _, a := range b.Args {
					p.names[a] = "%arg" + strconv.Itoa(p.nArg)
					p.nArg++
				}
			}
		}
	})
}

func (p *printer) value(v *Value) string {
	if n, ok := p.names[v]; ok {
		return n
	}
	p.fail("operand is not defined in the module")
	return "%undefined"
}

// checkAttr reports attributes the text cannot express.
func (p *printer) checkAttr(a Attr) {
	switch a := a.(type) {
	case CustomAttr:
		p.fail("%s attribute in an unknown binary encoding cannot be printed", a.Dialect)
	case ArrayAttr:
		for _, e := range a.Elems {
			p.checkAttr(e)
		}
	case DictAttr:
		for _, e := range a.Entries {
			p.checkAttr(e.Value)
		}
	case TypeAttr:
		p.checkType(a.Type)
	case IntegerAttr:
		p.checkType(a.Type)
	case FloatAttr:
		p.checkType(a.Type)
	case DenseElementsAttr:
		p.checkType(a.Type)
	case DenseArrayAttr:
		p.checkType(a.Elem)
	}
}

func (p *printer) checkType(t Type) {
	switch t := t.(type) {
	case CustomType:
		p.fail("%s type in an unknown binary encoding cannot be printed", t.Dialect)
	case FunctionType:
		for _, x := range t.Inputs {
			p.checkType(x)
		}
		for _, x := range t.Results {
			p.checkType(x)
		}
	case RankedTensorType:
		p.checkType(t.Elem)
	case MemRefType:
		p.checkType(t.Elem)
	case VectorType:
		p.checkType(t.Elem)
	}
}

func (p *printer) attr(a Attr) string {
	p.checkAttr(a)
	return attrString(a)
}

func (p *printer) typ(t Type) string {
	p.checkType(t)
	return typeString(t)
}

func (p *printer) indent(n int) {
	for i := 0; i < n; i++ {
		p.w.WriteString("  ")
	}
}

func (p *printer) op(o *Operation, depth int) {
	p.indent(depth)
	if len(o.Results) > 0 {
		for i, r := range o.Results {
			if i > 0 {
				p.w.WriteString(", ")
			}
			p.w.WriteString(p.names[r])
		}
		p.w.WriteString(" = ")
	}
	p.w.WriteString(quote(o.Name))
	p.w.WriteByte('(')
	for i, v := range o.Operands {
		if i > 0 {
			p.w.WriteString(", ")
		}
		p.w.WriteString(p.value(v))
	}
	p.w.WriteByte(')')
	if len(o.Successors) > 0 {
		p.w.WriteByte('[')
		for i, b := range o.Successors {
			if i > 0 {
				p.w.WriteString(", ")
			}
			name, ok := p.blocks[b]
			if !ok {
				p.fail("op %s: successor block not in the module", o.Name)
			}
			p.w.WriteString(name)
		}
		p.w.WriteByte(']')
	}
	if o.PropsUndecoded {
		p.fail("op %s: properties in an unknown layout cannot be printed", o.Name)
	}
	if len(o.Props) > 0 {
		props := sortedAttrs(o.Props)
		for _, a := range props {
			p.checkAttr(a.Value)
		}
		p.w.WriteString(" <")
		p.w.WriteString(namedAttrsString(props))
		p.w.WriteByte('>')
	}
	if len(o.Regions) > 0 {
		p.w.WriteString(" (")
		for i, r := range o.Regions {
			if i > 0 {
				p.w.WriteString(", ")
			}
			p.region(r, depth)
		}
		p.w.WriteByte(')')
	}
	if len(o.Attrs) > 0 {
		attrs := sortedAttrs(o.Attrs)
		for _, a := range attrs {
			p.checkAttr(a.Value)
		}
		p.w.WriteByte(' ')
		p.w.WriteString(namedAttrsString(attrs))
	}
	in := make([]Type, len(o.Operands))
	for i, v := range o.Operands {
		in[i] = v.Type
	}
	out := make([]Type, len(o.Results))
	for i, v := range o.Results {
		out[i] = v.Type
	}
	p.w.WriteString(" : (")
	p.w.WriteString(p.types(in))
	p.w.WriteString(") -> ")
	if len(out) == 1 {
		if _, fn := out[0].(FunctionType); !fn {
			p.w.WriteString(p.typ(out[0]))
		} else {
			p.w.WriteString("(" + p.typ(out[0]) + ")")
		}
	} else {
		p.w.WriteString("(" + p.types(out) + ")")
	}
	p.w.WriteByte(' ')
	p.w.WriteString(p.loc(o.Loc))
	p.w.WriteByte('\n')
}

func (p *printer) loc(l Location) string {
	if l == nil {
		return "loc(unknown)"
	}
	p.checkAttr(l)
	return LocString(l)
}

func (p *printer) types(ts []Type) string {
	parts := make([]string, len(ts))
	for i, t := range ts {
		if t == nil {
			p.fail("value without a type")
			parts[i] = "none"
			continue
		}
		parts[i] = p.typ(t)
	}
	return strings.Join(parts, ", ")
}

func (p *printer) region(r *Region, depth int) {
	p.w.WriteString("{\n")
	for i, b := range r.Blocks {
		if i > 0 || len(b.Args) > 0 {
			p.indent(depth)
			p.w.WriteString(p.blocks[b])
			if len(b.Args) > 0 {
				p.w.WriteByte('(')
				for k, a := range b.Args {
					if k > 0 {
						p.w.WriteString(", ")
					}
					p.w.WriteString(p.names[a])
					p.w.WriteString(": ")
					p.w.WriteString(p.typ(a.Type))
					p.w.WriteByte(' ')
					p.w.WriteString(p.loc(a.Loc))
				}
				p.w.WriteByte(')')
			}
			p.w.WriteString(":\n")
		}
		for _, o := range b.Ops {
			p.op(o, depth+1)
		}
	}
	p.indent(depth)
	p.w.WriteByte('}')
}

// resources prints the file metadata block holding the module's resources.
func (p *printer) resources(m *Module) {
	var dialect, external []*ResourceGroup
	for _, g := range m.Resources {
		if len(g.Entries) == 0 {
			continue
		}
		if g.Dialect {
			dialect = append(dialect, g)
		} else {
			external = append(external, g)
		}
	}
	if len(dialect)+len(external) == 0 {
		return
	}
	p.w.WriteString("\n{-#\n")
	section := func(title string, groups []*ResourceGroup, last bool) {
		p.w.WriteString("  " + title + ": {\n")
		for gi, g := range groups {
			p.w.WriteString("    " + keyString(g.Name) + ": {\n")
			for ei, e := range g.Entries {
				p.w.WriteString("      " + keyString(e.Key) + ": ")
				switch e.Kind {
				case ResourceBool:
					p.w.WriteString(strconv.FormatBool(e.Bool))
				case ResourceString:
					p.w.WriteString(quote(e.String))
				default:
					var al [4]byte
					binary.LittleEndian.PutUint32(al[:], uint32(max(e.Alignment, 1)))
					p.w.WriteString(`"0x`)
					p.w.WriteString(strings.ToUpper(hex.EncodeToString(al[:])))
					hexUpper(p.w, e.Blob)
					p.w.WriteByte('"')
				}
				if ei < len(g.Entries)-1 {
					p.w.WriteByte(',')
				}
				p.w.WriteByte('\n')
			}
			p.w.WriteString("    }")
			if gi < len(groups)-1 {
				p.w.WriteByte(',')
			}
			p.w.WriteByte('\n')
		}
		p.w.WriteString("  }")
		if !last {
			p.w.WriteByte(',')
		}
		p.w.WriteByte('\n')
	}
	if len(dialect) > 0 {
		section("dialect_resources", dialect, len(external) == 0)
	}
	if len(external) > 0 {
		section("external_resources", external, true)
	}
	p.w.WriteString("#-}\n")
}

func hexUpper(w *bufio.Writer, data []byte) {
	const digits = "0123456789ABCDEF"
	var buf [4096]byte
	for len(data) > 0 {
		n := min(len(data), len(buf)/2)
		for i, c := range data[:n] {
			buf[2*i] = digits[c>>4]
			buf[2*i+1] = digits[c&15]
		}
		w.Write(buf[:2*n])
		data = data[n:]
	}
}
