// Package hostop runs the operator of a program's host step (program.StepHost)
// over host memory: NonZero, NonMaxSuppression and any op whose operands
// have shapes known only at run time. It evaluates the op with the
// reference target (graph/ref), so a host step computes exactly what the
// reference evaluator does; the runtime copies the operands out of the
// device and the results back in, the same way on every Device.
package hostop

import (
	"context"
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/npy"
	"github.com/mgxport/mgxport/program"
)

// Run computes step s (a host step) from its operands (nil for an omitted
// one) and returns one array per output.
func Run(ctx context.Context, s *program.Step, inputs []*npy.Array) ([]*npy.Array, error) {
	if s.Kind != program.StepHost {
		return nil, fmt.Errorf("hostop: a %s step is not a host step", s.Kind)
	}
	n := &graph.Node{Name: s.Label, OpType: s.Op}
	attrs, err := nodeAttrs(s.Attrs)
	if err != nil {
		return nil, fmt.Errorf("host step %s: %w", s.Label, err)
	}
	n.Attrs = attrs
	ins := make([]*graph.Tensor, len(inputs))
	for i, a := range inputs {
		n.Inputs = append(n.Inputs, nil)
		if a == nil {
			continue
		}
		t, err := tensorOf(a)
		if err != nil {
			return nil, fmt.Errorf("host step %s: input %d: %w", s.Label, i, err)
		}
		ins[i] = t
		n.Inputs[i] = &graph.Value{Name: fmt.Sprintf("in%d", i), DType: t.DType}
	}
	for i := range s.Outputs {
		n.Outputs = append(n.Outputs, &graph.Value{Name: fmt.Sprintf("out%d", i), Producer: n})
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	outs, err := ref.EvalNode(n, s.Opset, ins)
	if err != nil {
		return nil, fmt.Errorf("host step: %w", err)
	}
	res := make([]*npy.Array, len(s.Outputs))
	for i := range res {
		if i >= len(outs) || outs[i] == nil {
			return nil, fmt.Errorf("host step %s: output %d was not computed", s.Label, i)
		}
		t := outs[i]
		res[i] = &npy.Array{DType: t.DType.String(), Shape: append([]int64{}, t.Shape...), Data: t.Data}
	}
	return res, nil
}

func tensorOf(a *npy.Array) (*graph.Tensor, error) {
	dt, err := graph.ParseDType(a.DType)
	if err != nil {
		return nil, err
	}
	t := &graph.Tensor{DType: dt, Shape: graph.Shape(append([]int64{}, a.Shape...)), Data: a.Data}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}

// nodeAttrs converts a host step's attributes back into node attributes.
func nodeAttrs(hs []program.HostAttr) (map[string]*graph.Attr, error) {
	if len(hs) == 0 {
		return nil, nil
	}
	out := make(map[string]*graph.Attr, len(hs))
	for _, h := range hs {
		var a graph.Attr
		switch h.Kind {
		case "int":
			a = graph.Attr{Kind: graph.AttrInt, Int: h.Int}
		case "float":
			a = graph.Attr{Kind: graph.AttrFloat, Float: h.Float}
		case "string":
			a = graph.Attr{Kind: graph.AttrString, String: h.String}
		case "ints":
			a = graph.Attr{Kind: graph.AttrInts, Ints: h.Ints}
		case "floats":
			a = graph.Attr{Kind: graph.AttrFloats, Floats: h.Floats}
		case "strings":
			a = graph.Attr{Kind: graph.AttrStrings, Strings: h.Strings}
		case "tensor":
			t, err := tensorOf(&npy.Array{DType: h.DType, Shape: h.Shape, Data: h.Data})
			if err != nil {
				return nil, fmt.Errorf("attribute %q: %w", h.Name, err)
			}
			a = graph.Attr{Kind: graph.AttrTensor, Tensor: t}
		default:
			return nil, fmt.Errorf("attribute %q has unknown kind %q", h.Name, h.Kind)
		}
		out[h.Name] = &a
	}
	return out, nil
}
