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
	"strconv"

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
	// One allocation each for the values, tensors and slices of the node
	// (a host step is rebuilt on every run).
	vals := make([]graph.Value, len(inputs)+len(s.Outputs))
	ptrs := make([]*graph.Value, len(inputs)+len(s.Outputs))
	tens := make([]graph.Tensor, len(inputs))
	ins := make([]*graph.Tensor, len(inputs))
	n.Inputs, n.Outputs = ptrs[:len(inputs):len(inputs)], ptrs[len(inputs):]
	for i, a := range inputs {
		if a == nil {
			continue
		}
		var err error
		if program.IsHostDType(a.DType) && a.DType != program.StringDType {
			var t *graph.Tensor
			if t, err = TensorOf(a); err == nil {
				tens[i] = *t
			}
		} else {
			err = tensorOf(&tens[i], a)
		}
		if err != nil {
			return nil, fmt.Errorf("host step %s: input %d: %w", s.Label, i, err)
		}
		ins[i] = &tens[i]
		vals[i] = graph.Value{Name: valueName(false, i), DType: tens[i].DType}
		n.Inputs[i] = &vals[i]
	}
	for i := range s.Outputs {
		v := &vals[len(inputs)+i]
		*v = graph.Value{Name: valueName(true, i), Producer: n}
		n.Outputs[i] = v
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	outs, err := ref.EvalNode(n, s.Opset, ins)
	if err != nil {
		return nil, fmt.Errorf("host step: %w", err)
	}
	res := make([]*npy.Array, len(s.Outputs))
	arrs := make([]npy.Array, len(s.Outputs))
	for i := range res {
		if i >= len(outs) || outs[i] == nil {
			return nil, fmt.Errorf("host step %s: output %d was not computed", s.Label, i)
		}
		t := outs[i]
		if n := hostBytes(t); n > ref.MaxNodeBytes {
			return nil, fmt.Errorf("host step %s: output %d holds %d bytes of strings or sequences, more than the %d one node may make", s.Label, i, n, int64(ref.MaxNodeBytes))
		}
		if t.DType.IsContainer() {
			res[i] = ArrayOf(t)
			continue
		}
		arrs[i] = npy.Array{DType: t.DType.String(), Shape: append([]int64{}, t.Shape...), Data: t.Data, Strings: t.Strings}
		res[i] = &arrs[i]
	}
	return res, nil
}

// valueName is "in" or "out" (output) followed by i, sliced from a
// constant (no allocation) for the first ten.
func valueName(output bool, i int) string {
	const ins, outs = "in0in1in2in3in4in5in6in7in8in9", "out0out1out2out3out4out5out6out7out8out9"
	switch {
	case i < 10 && output:
		return outs[4*i : 4*i+4]
	case i < 10:
		return ins[3*i : 3*i+3]
	case output:
		return "out" + strconv.Itoa(i)
	}
	return "in" + strconv.Itoa(i)
}

// StringBytes is what a string value ss holds in memory: its bytes and a
// string header per element. String values are bounded by it as numeric
// ones are by their bytes (ref.MaxNodeBytes per host step's output).
func StringBytes(ss []string) int64 {
	n := 16 * int64(len(ss))
	for _, x := range ss {
		n += int64(len(x))
	}
	return n
}

// hostBytes bounds what a value holds in memory: its bytes, its strings
// (StringBytes), a sequence's or optional's values.
func hostBytes(t *graph.Tensor) int64 {
	n := int64(len(t.Data)) + StringBytes(t.Strings)
	for _, e := range t.Elems {
		n += 64 + hostBytes(e)
	}
	return n
}

// ArrayOf is t as the runtime holds it (a sequence's, optional's or map's
// values in Items: a map's are its keys and values), sharing t's data.
func ArrayOf(t *graph.Tensor) *npy.Array {
	a := &npy.Array{DType: t.DType.String(), Shape: append([]int64{}, t.Shape...), Data: t.Data, Strings: t.Strings}
	if t.DType.IsContainer() {
		a.Shape = nil
		a.Items = make([]*npy.Array, len(t.Elems))
		for i, e := range t.Elems {
			a.Items[i] = ArrayOf(e)
		}
	}
	return a
}

// TensorOf is a, a runtime value (a tensor, string tensor, sequence,
// optional or map), as a graph tensor, checked; it shares a's data.
func TensorOf(a *npy.Array) (*graph.Tensor, error) {
	return tensorOfDepth(a, 0)
}

func tensorOfDepth(a *npy.Array, depth int) (*graph.Tensor, error) {
	if depth > 4 {
		return nil, fmt.Errorf("values nest more than 4 deep")
	}
	var cdt graph.DType
	switch a.DType {
	case program.SequenceDType:
		cdt = graph.Sequence
	case program.OptionalDType:
		cdt = graph.Optional
	case program.MapDType:
		cdt = graph.Map
	}
	if cdt != graph.Undefined {
		t := &graph.Tensor{DType: cdt, Elems: make([]*graph.Tensor, len(a.Items))}
		for i, it := range a.Items {
			e, err := tensorOfDepth(it, depth+1)
			if err != nil {
				return nil, err
			}
			t.Elems[i] = e
		}
		if err := t.Validate(); err != nil {
			return nil, err
		}
		return t, nil
	}
	if a.Items != nil {
		return nil, fmt.Errorf("a %s array holds items", a.DType)
	}
	t := new(graph.Tensor)
	if err := tensorOf(t, a); err != nil {
		return nil, err
	}
	return t, nil
}

// tensorOf makes t the tensor of a (its data in place).
func tensorOf(t *graph.Tensor, a *npy.Array) error {
	dt, err := graph.ParseDType(a.DType)
	if err != nil {
		return err
	}
	*t = graph.Tensor{DType: dt, Shape: graph.Shape(append([]int64{}, a.Shape...)), Data: a.Data, Strings: a.Strings}
	return t.Validate()
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
			t := new(graph.Tensor)
			if err := tensorOf(t, &npy.Array{DType: h.DType, Shape: h.Shape, Data: h.Data, Strings: h.Strings}); err != nil {
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
