package onnx

import (
	"errors"
	"fmt"
	"slices"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// maxSubgraphDepth bounds the nesting of subgraphs (an If in a Loop body in
// ...): a crafted model must not exhaust the stack.
const maxSubgraphDepth = 32

// nestError is the depth bound's error: it passes up through the nested
// subgraphs unwrapped (wrapping it at every level repeated the same prefix
// 30 times), and only the outermost node names itself.
type nestError struct{ err error }

func (e *nestError) Error() string { return e.err.Error() }
func (e *nestError) Unwrap() error { return e.err }

// lookup resolves a value name in this graph, or else in the enclosing
// graphs: an outer value is captured (graph.Graph.Captures) on first use,
// through every graph in between.
func (c *converter) lookup(name string) (*graph.Value, bool) {
	if v, ok := c.values[name]; ok {
		return v, true
	}
	if c.parent == nil {
		return nil, false
	}
	outer, ok := c.parent.lookup(name)
	if !ok {
		return nil, false
	}
	v := captureOf(outer)
	c.values[name] = v
	c.g.Captures = append(c.g.Captures, v)
	c.outer = append(c.outer, outer)
	return v, true
}

// captureOf is the value that stands for outer inside a subgraph.
func captureOf(outer *graph.Value) *graph.Value {
	v := &graph.Value{Name: outer.Name, DType: outer.DType, Shape: outer.Shape.Clone(), ShapeKnown: outer.ShapeKnown}
	if outer.Dims != nil {
		v.Dims = slices.Clone(outer.Dims)
	}
	return v
}

// convertSubgraph converts a subgraph of a node of c's graph.
func (c *converter) convertSubgraph(gp *onnxpb.GraphProto) (*converter, error) {
	if c.depth >= maxSubgraphDepth {
		return nil, &nestError{unsupported("subgraphs nest more than %d deep", maxSubgraphDepth)}
	}
	if err := checkDomains(gp.GetNode()); err != nil {
		return nil, err
	}
	sg := graph.New(gp.GetName(), c.g.Opset)
	sg.Opsets = c.g.Opsets
	sg.IRVersion = c.g.IRVersion
	sc := &converter{opts: c.opts, g: sg, values: map[string]*graph.Value{}, parent: c, depth: c.depth + 1}
	if err := sc.convertGraph(gp); err != nil {
		var ne *nestError
		if errors.As(err, &ne) {
			return nil, err // named once, by the outermost node
		}
		return nil, fmt.Errorf("subgraph %q: %w", gp.GetName(), err)
	}
	return sc, nil
}

// unifyCaptures gives every subgraph of one node the same captures, in
// the same order (the union of what each reads, first use first), and
// returns the outer values they bind.
func unifyCaptures(subs []*converter) []*graph.Value {
	var union []*graph.Value
	for _, sc := range subs {
		for _, o := range sc.outer {
			if !slices.Contains(union, o) {
				union = append(union, o)
			}
		}
	}
	if len(union) == 0 {
		return nil
	}
	for _, sc := range subs {
		caps := make([]*graph.Value, len(union))
		for i, o := range union {
			if j := slices.Index(sc.outer, o); j >= 0 {
				caps[i] = sc.g.Captures[j]
			} else {
				caps[i] = captureOf(o) // unused by this branch
			}
		}
		sc.g.Captures, sc.outer = caps, union
	}
	return union
}

// isBareType reports a type that says nothing: a tensor type without an
// element type or shape (some exporters write these on subgraph outputs).
func isBareType(tp *onnxpb.TypeProto) bool {
	tt := tp.GetTensorType()
	return tt != nil && tt.GetElemType() == 0 && tt.GetShape() == nil
}
