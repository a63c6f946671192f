// Package graphtest builds small graphs in the IR for tests, subgraphs
// (If, Loop and Scan bodies with their captured values) included, without
// going through ONNX.
package graphtest

import "github.com/mgxport/mgxport/graph"

// Builder adds inputs, constants, nodes and outputs to G.
type Builder struct{ G *graph.Graph }

// New starts an empty graph of opset 17.
func New(name string) *Builder { return &Builder{G: graph.New(name, 17)} }

// Input adds a graph input of static shape (declared and known).
func (b *Builder) Input(name string, dt graph.DType, shape ...int64) *graph.Value {
	v := &graph.Value{Name: name, DType: dt, Shape: shape, ShapeKnown: true, Dims: make([]graph.Dim, len(shape))}
	for i, d := range shape {
		v.Dims[i] = graph.Dim{Size: d}
	}
	b.G.Inputs = append(b.G.Inputs, v)
	return v
}

// Capture adds a captured value of a subgraph, standing for outer, a
// value of an enclosing graph.
func (b *Builder) Capture(outer *graph.Value) *graph.Value {
	v := &graph.Value{Name: outer.Name, DType: outer.DType, Shape: outer.Shape, ShapeKnown: outer.ShapeKnown}
	b.G.Captures = append(b.G.Captures, v)
	return v
}

// Const adds t as the initializer name.
func (b *Builder) Const(name string, t *graph.Tensor) *graph.Value {
	b.G.Initializers[name] = t
	return &graph.Value{Name: name, DType: t.DType, Shape: t.Shape, ShapeKnown: true}
}

// Node adds a node of op over ins, with outputs named outs, and returns
// the outputs.
func (b *Builder) Node(op string, attrs map[string]*graph.Attr, ins []*graph.Value, outs ...string) []*graph.Value {
	n := &graph.Node{Name: op + "_" + outs[0], OpType: op, Inputs: ins, Attrs: attrs}
	for _, o := range outs {
		n.Outputs = append(n.Outputs, &graph.Value{Name: o, Producer: n})
	}
	b.G.Nodes = append(b.G.Nodes, n)
	return n.Outputs
}

// Output adds vs to the graph's outputs and returns the graph.
func (b *Builder) Output(vs ...*graph.Value) *graph.Graph {
	b.G.Outputs = append(b.G.Outputs, vs...)
	return b.G
}

// GraphAttr is a graph attribute (a subgraph).
func GraphAttr(g *graph.Graph) *graph.Attr { return &graph.Attr{Kind: graph.AttrGraph, Graph: g} }

// IntAttr is an int attribute.
func IntAttr(v int64) *graph.Attr { return &graph.Attr{Kind: graph.AttrInt, Int: v} }
