package mlirbc

import "fmt"

// propSchema describes how an op encodes its properties (ODS-generated
// readProperties/writeProperties): the fields in encoding order.
type propSchema struct {
	fields []propField
}

// propKind is how one property field is encoded.
type propKind uint8

const (
	propAttr         propKind = iota // readAttribute: required attribute
	propOptionalAttr                 // readOptionalAttribute
	propSegments                     // operand/result segment sizes
)

type propField struct {
	name string
	kind propKind
	size int // number of segments for propSegments
}

// lookupPropSchema returns the property layout of the named op, or nil.
func lookupPropSchema(name string) *propSchema { return propSchemas[name] }

var propSchemas = map[string]*propSchema{}

// order returns props in the schema's field order, or false when props
// hold a name the schema does not know or miss a required one.
func (s *propSchema) order(props []NamedAttr) ([]NamedAttr, bool) {
	out := make([]NamedAttr, len(s.fields))
	used := 0
	for i, f := range s.fields {
		out[i].Name = f.name
		for _, p := range props {
			if p.Name == f.name {
				out[i].Value = p.Value
				used++
			}
		}
		if out[i].Value == nil && f.kind == propAttr {
			return nil, false
		}
	}
	return out, used == len(props)
}

// encodeProps encodes ordered properties of op name.
func (w *writer) encodeProps(name string, props []NamedAttr) ([]byte, error) {
	return nil, fmt.Errorf("no property layout known for %s", name)
}
