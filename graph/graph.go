// Package graph is mgxport's graph IR: element types, shapes, constant
// tensors, values, nodes with typed attributes, and the graph that ties them
// together in topological order. The ONNX importer builds it, the passes in
// graph/passes rewrite it, and the lowering turns its partitions into kernels.
package graph

import (
	"fmt"
	"sort"
	"strings"
)

// Value is an SSA edge: the output of one node (or a graph input, or an
// initializer) and the input of any number of nodes.
type Value struct {
	// Name is unique within the graph.
	Name string
	// DType is the element type, Undefined until known.
	DType DType
	// Shape is the static shape; meaningful only when ShapeKnown is set
	// (a scalar is a known empty shape).
	Shape Shape
	// ShapeKnown says whether Shape is the value's static shape. Shape
	// inference sets it for every value.
	ShapeKnown bool
	// Dims is the shape the model declares for the value (graph inputs,
	// outputs, value_info), possibly with symbolic dims. Nil means no
	// declaration; a declared scalar has a non-nil empty slice.
	Dims []Dim
	// Producer is the node that computes the value, nil for graph inputs
	// and initializers.
	Producer *Node
	// Dynamic says the shape is known only at run time (NonZero's result,
	// a Reshape to a computed shape, anything computed from such a value):
	// shape inference sets it, with ShapeKnown false, when it is allowed
	// to (passes.InferShapes.RuntimeShapes), and the lowering computes
	// the value in a host step of the program. DType is the element type
	// when it can be told, else Undefined (the run decides).
	Dynamic bool
	// Packed marks a constant whose stored form is kept: constant
	// folding does not evaluate the nodes that read it, so a 4-bit
	// weight stays 4-bit in the bundle and the kernels unpack it at run
	// time (contrib.Pass sets it on MatMulNBits weights).
	Packed bool
}

// String is the value's name and type, e.g. "x:float32[4,64]".
func (v *Value) String() string {
	if v == nil {
		return "<none>"
	}
	s := v.Name + ":" + v.DType.String()
	switch {
	case v.ShapeKnown:
		s += v.Shape.String()
	case v.Dynamic:
		s += "[dynamic]"
	case v.Dims != nil:
		s += DimsString(v.Dims)
	default:
		s += "[?]"
	}
	return s
}

// Bytes is the byte size of a value with a known static shape, or -1.
func (v *Value) Bytes() int64 {
	if !v.ShapeKnown {
		return -1
	}
	n, err := v.Shape.NumElements()
	if err != nil {
		return -1
	}
	return n * int64(v.DType.Size())
}

// AttrKind says which field of an Attr holds its value.
type AttrKind uint8

// The attribute kinds ONNX uses for subgraph-free operators.
const (
	AttrUndefined AttrKind = iota
	AttrFloat
	AttrInt
	AttrString
	AttrTensor
	AttrFloats
	AttrInts
	AttrStrings
	AttrTensors
	// AttrGraph and AttrGraphs hold subgraphs (If's branches, Loop's
	// and Scan's bodies); see Graph.Captures for how they see outer values.
	AttrGraph
	AttrGraphs
)

var attrKindNames = [...]string{"undefined", "float", "int", "string", "tensor", "floats", "ints", "strings", "tensors", "graph", "graphs"}

// String is the kind's lower-case name.
func (k AttrKind) String() string {
	if int(k) < len(attrKindNames) {
		return attrKindNames[k]
	}
	return fmt.Sprintf("attrkind(%d)", uint8(k))
}

// Attr is one typed node attribute. Only the field named by Kind is set.
type Attr struct {
	Kind    AttrKind
	Float   float32
	Int     int64
	String  string
	Tensor  *Tensor
	Floats  []float32
	Ints    []int64
	Strings []string
	Tensors []*Tensor
	Graph   *Graph
	Graphs  []*Graph
}

// Node is one operator application.
type Node struct {
	// Name is the node's name from the model (may be empty in the model;
	// the importer makes it unique and non-empty).
	Name string
	// OpType is the operator, e.g. "Gemm".
	OpType string
	// Domain is the operator set domain, "" for the default ONNX domain.
	Domain string
	// Inputs are the operands in operator order; a nil entry is an omitted
	// optional input.
	Inputs []*Value
	// Outputs are the results in operator order; a nil entry is an omitted
	// optional output.
	Outputs []*Value
	// Attrs maps attribute names to values; absent attributes take the
	// operator's default (see the getters).
	Attrs map[string]*Attr
}

// String describes the node for error messages, e.g. `Gemm "Gemm_0"`.
func (n *Node) String() string { return fmt.Sprintf("%s %q", n.OpType, n.Name) }

// Input returns input i, or nil when it is omitted or beyond the inputs.
func (n *Node) Input(i int) *Value {
	if i < 0 || i >= len(n.Inputs) {
		return nil
	}
	return n.Inputs[i]
}

// Output returns output i, or nil when it is omitted or beyond the outputs.
func (n *Node) Output(i int) *Value {
	if i < 0 || i >= len(n.Outputs) {
		return nil
	}
	return n.Outputs[i]
}

// Has reports whether the attribute is set.
func (n *Node) Has(name string) bool { _, ok := n.Attrs[name]; return ok }

func (n *Node) attr(name string, kind AttrKind) (*Attr, bool) {
	a, ok := n.Attrs[name]
	if !ok || a.Kind != kind {
		return nil, false
	}
	return a, true
}

// Int returns the int attribute, or def when it is absent or not an int.
func (n *Node) Int(name string, def int64) int64 {
	if a, ok := n.attr(name, AttrInt); ok {
		return a.Int
	}
	return def
}

// Float returns the float attribute, or def when it is absent or not a float.
func (n *Node) Float(name string, def float32) float32 {
	if a, ok := n.attr(name, AttrFloat); ok {
		return a.Float
	}
	return def
}

// Str returns the string attribute, or def when it is absent or not a
// string. (It is not named String so that Node stays a fmt.Stringer.)
func (n *Node) Str(name, def string) string {
	if a, ok := n.attr(name, AttrString); ok {
		return a.String
	}
	return def
}

// Ints returns the ints attribute, or def when it is absent or not ints.
func (n *Node) Ints(name string, def []int64) []int64 {
	if a, ok := n.attr(name, AttrInts); ok {
		return a.Ints
	}
	return def
}

// Floats returns the floats attribute, or def when it is absent or not floats.
func (n *Node) Floats(name string, def []float32) []float32 {
	if a, ok := n.attr(name, AttrFloats); ok {
		return a.Floats
	}
	return def
}

// Strings returns the strings attribute, or def when it is absent.
func (n *Node) Strings(name string, def []string) []string {
	if a, ok := n.attr(name, AttrStrings); ok {
		return a.Strings
	}
	return def
}

// TensorAttr returns the tensor attribute, or nil when it is absent.
func (n *Node) TensorAttr(name string) *Tensor {
	if a, ok := n.attr(name, AttrTensor); ok {
		return a.Tensor
	}
	return nil
}

// SetInt sets an int attribute (used by passes that rewrite nodes).
func (n *Node) SetInt(name string, v int64) {
	if n.Attrs == nil {
		n.Attrs = map[string]*Attr{}
	}
	n.Attrs[name] = &Attr{Kind: AttrInt, Int: v}
}

// SetFloat sets a float attribute.
func (n *Node) SetFloat(name string, v float32) {
	if n.Attrs == nil {
		n.Attrs = map[string]*Attr{}
	}
	n.Attrs[name] = &Attr{Kind: AttrFloat, Float: v}
}

// SetInts sets an ints attribute.
func (n *Node) SetInts(name string, v []int64) {
	if n.Attrs == nil {
		n.Attrs = map[string]*Attr{}
	}
	n.Attrs[name] = &Attr{Kind: AttrInts, Ints: v}
}

// Graph is a model's computation: nodes in topological order, with the
// graph's inputs, outputs and constant initializers.
type Graph struct {
	// Name is the graph's name from the model.
	Name string
	// Nodes are in topological order: every node's inputs are graph inputs,
	// initializers, or outputs of earlier nodes.
	Nodes []*Node
	// Inputs are the runtime inputs (initializers are not listed here).
	Inputs []*Value
	// Outputs are the graph's results.
	Outputs []*Value
	// Initializers maps a value name to its constant data. A value named
	// here has no producer.
	Initializers map[string]*Tensor
	// Opset is the default-domain ("ai.onnx") operator set version.
	Opset int64
	// Opsets maps every imported domain to its version ("" is ai.onnx).
	Opsets map[string]int64
	// IRVersion is the ONNX IR version of the model (0 when built in Go).
	IRVersion int64
	// Captures, in a subgraph, are the values of enclosing graphs it
	// reads, made explicit: each is a value of this graph without a
	// producer, bound at run time to the owning node's input
	// len(node.Inputs)-len(Captures)+i (see CaptureStart). Every subgraph
	// of one node has the same number of captures, bound to the same
	// node inputs, so passes over the outer graph see every use as an
	// ordinary node input. Nil in a top-level graph.
	Captures []*Value
}

// New returns an empty graph at the given default opset version.
func New(name string, opset int64) *Graph {
	return &Graph{Name: name, Initializers: map[string]*Tensor{}, Opset: opset, Opsets: map[string]int64{"": opset}}
}

// Const returns the initializer data of v, or nil when v is not a constant.
func (g *Graph) Const(v *Value) *Tensor {
	if v == nil || v.Producer != nil {
		return nil
	}
	return g.Initializers[v.Name]
}

// Values lists every value reachable from the graph (inputs, initializers
// used by nodes, node outputs), each once, in a stable order: inputs, then
// node inputs and outputs in node order.
func (g *Graph) Values() []*Value {
	seen := map[*Value]bool{}
	var out []*Value
	add := func(v *Value) {
		if v != nil && !seen[v] {
			seen[v] = true
			out = append(out, v)
		}
	}
	for _, v := range g.Inputs {
		add(v)
	}
	for _, v := range g.Captures {
		add(v)
	}
	for _, n := range g.Nodes {
		for _, v := range n.Inputs {
			add(v)
		}
		for _, v := range n.Outputs {
			add(v)
		}
	}
	for _, v := range g.Outputs {
		add(v)
	}
	return out
}

// Consumers maps each value to the nodes that read it, in node order (a node
// that reads a value twice appears twice).
func (g *Graph) Consumers() map[*Value][]*Node {
	m := map[*Value][]*Node{}
	for _, n := range g.Nodes {
		for _, v := range n.Inputs {
			if v != nil {
				m[v] = append(m[v], n)
			}
		}
	}
	return m
}

// IsOutput reports whether v is one of the graph's outputs.
func (g *Graph) IsOutput(v *Value) bool {
	for _, o := range g.Outputs {
		if o == v {
			return true
		}
	}
	return false
}

// Validate checks the graph's structural invariants: unique value names,
// nodes in topological order, every node input defined by a graph input, an
// initializer or an earlier node, producers set consistently, and every
// output defined.
func (g *Graph) Validate() error {
	defined := map[*Value]bool{}
	names := map[string]*Value{}
	define := func(v *Value, what string) error {
		if o, ok := names[v.Name]; ok && o != v {
			return fmt.Errorf("value %q is defined twice (%s)", v.Name, what)
		}
		names[v.Name] = v
		defined[v] = true
		return nil
	}
	for _, v := range g.Inputs {
		if v == nil {
			return fmt.Errorf("graph input is nil")
		}
		if v.Producer != nil {
			return fmt.Errorf("graph input %q has a producer", v.Name)
		}
		if err := define(v, "graph input"); err != nil {
			return err
		}
	}
	for _, v := range g.Captures {
		if v == nil || v.Producer != nil {
			return fmt.Errorf("graph %q: a captured value is nil or has a producer", g.Name)
		}
		if err := define(v, "captured value"); err != nil {
			return err
		}
	}
	for _, n := range g.Nodes {
		if err := validateSubgraphs(n); err != nil {
			return err
		}
		for i, v := range n.Inputs {
			if v == nil {
				continue
			}
			if defined[v] {
				continue
			}
			if v.Producer == nil {
				if _, ok := g.Initializers[v.Name]; ok {
					if err := define(v, "initializer"); err != nil {
						return err
					}
					continue
				}
			}
			if v.Producer != nil {
				return fmt.Errorf("node %q: input %d %q is produced by a later node %q (graph not in topological order)", n.Name, i, v.Name, v.Producer.Name)
			}
			return fmt.Errorf("node %q: input %q is not produced by any node or initializer", n.Name, v.Name)
		}
		for _, v := range n.Outputs {
			if v == nil {
				continue
			}
			if v.Producer != n {
				return fmt.Errorf("node %q: output %q has the wrong producer", n.Name, v.Name)
			}
			if defined[v] {
				return fmt.Errorf("node %q: output %q is defined twice", n.Name, v.Name)
			}
			if err := define(v, "node "+n.Name); err != nil {
				return err
			}
		}
	}
	for _, v := range g.Outputs {
		if v == nil {
			return fmt.Errorf("graph output is nil")
		}
		if !defined[v] {
			if _, ok := g.Initializers[v.Name]; ok && v.Producer == nil {
				continue
			}
			return fmt.Errorf("graph output %q is not produced by any node, input or initializer", v.Name)
		}
	}
	return nil
}

// String prints the graph one node per line, for --dump-graph and tests.
func (g *Graph) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "graph %q opset %d\n", g.Name, g.Opset)
	for _, v := range g.Inputs {
		fmt.Fprintf(&b, "  input %s\n", v)
	}
	inits := make([]string, 0, len(g.Initializers))
	for name := range g.Initializers {
		inits = append(inits, name)
	}
	sort.Strings(inits)
	for _, name := range inits {
		fmt.Fprintf(&b, "  const %s:%s\n", name, g.Initializers[name])
	}
	for _, n := range g.Nodes {
		outs := make([]string, len(n.Outputs))
		for i, v := range n.Outputs {
			outs[i] = v.String()
		}
		ins := make([]string, len(n.Inputs))
		for i, v := range n.Inputs {
			if v == nil {
				ins[i] = "_"
			} else {
				ins[i] = v.Name
			}
		}
		fmt.Fprintf(&b, "  %s = %s[%s](%s)%s\n", strings.Join(outs, ", "), n.OpType, n.Name, strings.Join(ins, ", "), attrString(n))
	}
	for _, v := range g.Outputs {
		fmt.Fprintf(&b, "  output %s\n", v)
	}
	return b.String()
}

func attrString(n *Node) string {
	if len(n.Attrs) == 0 {
		return ""
	}
	keys := make([]string, 0, len(n.Attrs))
	for k := range n.Attrs {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		a := n.Attrs[k]
		var s string
		switch a.Kind {
		case AttrFloat:
			s = fmt.Sprint(a.Float)
		case AttrInt:
			s = fmt.Sprint(a.Int)
		case AttrString:
			s = fmt.Sprintf("%q", a.String)
		case AttrTensor:
			s = a.Tensor.String()
		case AttrFloats:
			s = fmt.Sprint(a.Floats)
		case AttrInts:
			s = fmt.Sprint(a.Ints)
		case AttrStrings:
			s = fmt.Sprintf("%q", a.Strings)
		case AttrTensors:
			s = fmt.Sprintf("%d tensors", len(a.Tensors))
		case AttrGraph:
			s = fmt.Sprintf("graph %q (%d nodes)", a.Graph.Name, len(a.Graph.Nodes))
		case AttrGraphs:
			s = fmt.Sprintf("%d graphs", len(a.Graphs))
		}
		parts[i] = k + "=" + s
	}
	return " {" + strings.Join(parts, ", ") + "}"
}
