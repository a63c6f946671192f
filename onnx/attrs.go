package onnx

import (
	"errors"
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// convertAttrs converts a node's attributes. Subgraph attributes (If's
// branches, Loop's and Scan's bodies) are converted with their captured
// outer values made explicit (graph.Graph.Captures); captured lists the
// values of this graph they bind, which become the node's trailing inputs.
func (c *converter) convertAttrs(n *graph.Node, aps []*onnxpb.AttributeProto) (attrs map[string]*graph.Attr, captured []*graph.Value, err error) {
	if len(aps) == 0 {
		return nil, nil, nil
	}
	attrs = make(map[string]*graph.Attr, len(aps))
	var subs []*converter
	for _, ap := range aps {
		name := ap.GetName()
		if name == "" {
			return nil, nil, fmt.Errorf("node %q: attribute has no name", n.Name)
		}
		if ap.GetRefAttrName() != "" {
			return nil, nil, unsupported("node %q: attribute %q refers to a function attribute (functions are not supported)", n.Name, name)
		}
		a, err := c.convertAttr(ap)
		if err != nil {
			return nil, nil, fmt.Errorf("node %q: attribute %q: %w", n.Name, name, err)
		}
		if a == nil {
			// A subgraph (GRAPH or GRAPHS).
			gps := ap.GetGraphs()
			if ap.GetG() != nil {
				gps = append([]*onnxpb.GraphProto{ap.GetG()}, gps...)
			}
			if len(gps) == 0 {
				return nil, nil, fmt.Errorf("node %q: attribute %q: graph attribute without a graph", n.Name, name)
			}
			a = &graph.Attr{Kind: graph.AttrGraph}
			for i, gp := range gps {
				sc, err := c.convertSubgraph(gp)
				if err != nil {
					var ne *nestError
					if errors.As(err, &ne) && c.depth > 0 {
						return nil, nil, err
					}
					return nil, nil, fmt.Errorf("%s node %q: attribute %q: %w", n.OpType, n.Name, name, err)
				}
				subs = append(subs, sc)
				if i == 0 && ap.GetG() != nil {
					a.Graph = sc.g
				} else {
					a.Kind = graph.AttrGraphs
					a.Graphs = append(a.Graphs, sc.g)
				}
			}
		}
		attrs[name] = a
	}
	return attrs, unifyCaptures(subs), nil
}

// convertAttr converts one attribute; it returns nil, nil for a graph.
func (c *converter) convertAttr(ap *onnxpb.AttributeProto) (*graph.Attr, error) {
	typ := ap.GetType()
	if typ == onnxpb.AttributeProto_UNDEFINED {
		// IR version < 3 writers may leave the type out; infer it from the
		// field that is set.
		switch {
		case ap.F != nil:
			typ = onnxpb.AttributeProto_FLOAT
		case ap.I != nil:
			typ = onnxpb.AttributeProto_INT
		case ap.S != nil:
			typ = onnxpb.AttributeProto_STRING
		case ap.T != nil:
			typ = onnxpb.AttributeProto_TENSOR
		case ap.G != nil:
			typ = onnxpb.AttributeProto_GRAPH
		case len(ap.Floats) > 0:
			typ = onnxpb.AttributeProto_FLOATS
		case len(ap.Ints) > 0:
			typ = onnxpb.AttributeProto_INTS
		case len(ap.Strings) > 0:
			typ = onnxpb.AttributeProto_STRINGS
		case len(ap.Tensors) > 0:
			typ = onnxpb.AttributeProto_TENSORS
		case len(ap.Graphs) > 0:
			typ = onnxpb.AttributeProto_GRAPHS
		default:
			return nil, fmt.Errorf("no type and no value")
		}
	}
	switch typ {
	case onnxpb.AttributeProto_FLOAT:
		return &graph.Attr{Kind: graph.AttrFloat, Float: ap.GetF()}, nil
	case onnxpb.AttributeProto_INT:
		return &graph.Attr{Kind: graph.AttrInt, Int: ap.GetI()}, nil
	case onnxpb.AttributeProto_STRING:
		return &graph.Attr{Kind: graph.AttrString, String: string(ap.GetS())}, nil
	case onnxpb.AttributeProto_TENSOR:
		if ap.GetT() == nil {
			return nil, fmt.Errorf("tensor attribute without a tensor")
		}
		t, err := tensorFromProto(ap.GetT(), c.external)
		if err != nil {
			return nil, err
		}
		return &graph.Attr{Kind: graph.AttrTensor, Tensor: t}, nil
	case onnxpb.AttributeProto_FLOATS:
		return &graph.Attr{Kind: graph.AttrFloats, Floats: ap.GetFloats()}, nil
	case onnxpb.AttributeProto_INTS:
		return &graph.Attr{Kind: graph.AttrInts, Ints: ap.GetInts()}, nil
	case onnxpb.AttributeProto_STRINGS:
		ss := make([]string, len(ap.GetStrings()))
		for i, s := range ap.GetStrings() {
			ss[i] = string(s)
		}
		return &graph.Attr{Kind: graph.AttrStrings, Strings: ss}, nil
	case onnxpb.AttributeProto_TENSORS:
		ts := make([]*graph.Tensor, len(ap.GetTensors()))
		for i, tp := range ap.GetTensors() {
			t, err := tensorFromProto(tp, c.external)
			if err != nil {
				return nil, fmt.Errorf("tensor %d: %w", i, err)
			}
			ts[i] = t
		}
		return &graph.Attr{Kind: graph.AttrTensors, Tensors: ts}, nil
	case onnxpb.AttributeProto_GRAPH, onnxpb.AttributeProto_GRAPHS:
		return nil, nil
	case onnxpb.AttributeProto_SPARSE_TENSOR, onnxpb.AttributeProto_SPARSE_TENSORS:
		return nil, unsupported("sparse tensor attributes are not supported")
	case onnxpb.AttributeProto_TYPE_PROTO:
		// A type (Optional's "type", SequenceEmpty's is a dtype code):
		// kept as its canonical name, e.g. "seq(tensor(float32))".
		ts, err := TypeString(ap.GetTp())
		if err != nil {
			return nil, err
		}
		return &graph.Attr{Kind: graph.AttrString, String: ts}, nil
	case onnxpb.AttributeProto_TYPE_PROTOS:
		return nil, unsupported("type list attributes are not supported")
	}
	return nil, fmt.Errorf("unknown attribute type %d", int32(typ))
}
