package ref

import (
	"context"
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// args is what an op's type function sees, both at shape-inference time
// (types and shapes known, values only for constants) and at evaluation
// time (everything known). Sharing it lets one function define an op's
// output types for both.
type args interface {
	// node is the node being typed.
	node() *graph.Node
	// opset is the graph's default-domain opset.
	opset() int64
	// count is the number of input slots (present or omitted).
	count() int
	// has reports whether input i is present.
	has(i int) bool
	// dtype and shape describe input i (Undefined / nil when absent).
	dtype(i int) graph.DType
	shape(i int) graph.Shape
	// value returns input i's data, or an error when it is not known
	// before run time (the op's output shape then depends on run-time
	// data). A missing input gives nil, nil.
	value(i int, what string) (*graph.Tensor, error)
}

// outType is one output's dtype and shape.
type outType struct {
	dt    graph.DType
	shape graph.Shape
}

func one(dt graph.DType, s graph.Shape) ([]outType, error) { return []outType{{dt, s}}, nil }

// need checks that the first min inputs are present.
func need(a args, min int) error {
	for i := 0; i < min; i++ {
		if !a.has(i) {
			return fmt.Errorf("input %d is required", i)
		}
	}
	return nil
}

// inferCtx implements args over a node's input values.
type inferCtx struct {
	n       *graph.Node
	op      int64
	constOf func(*graph.Value) *graph.Tensor
}

func (c *inferCtx) node() *graph.Node { return c.n }
func (c *inferCtx) opset() int64      { return c.op }
func (c *inferCtx) has(i int) bool    { return c.n.Input(i) != nil }
func (c *inferCtx) count() int        { return len(c.n.Inputs) }
func (c *inferCtx) dtype(i int) graph.DType {
	if v := c.n.Input(i); v != nil {
		return v.DType
	}
	return graph.Undefined
}
func (c *inferCtx) shape(i int) graph.Shape {
	if v := c.n.Input(i); v != nil {
		return v.Shape
	}
	return nil
}
func (c *inferCtx) value(i int, what string) (*graph.Tensor, error) {
	v := c.n.Input(i)
	if v == nil {
		return nil, nil
	}
	if c.constOf != nil {
		if t := c.constOf(v); t != nil {
			return t, nil
		}
	}
	return nil, &RuntimeInputError{Input: v.Name, What: what}
}

// RuntimeInputError says an output shape depends on the value of an input
// (an axis, a shape, pads, K, ...) that is only computed at run time. A
// caller that knows the value may bind it as a constant and try again.
type RuntimeInputError struct {
	// Input is the value's name and What its role.
	Input, What string
}

func (e *RuntimeInputError) Error() string {
	return fmt.Sprintf("input %q (%s) is computed at run time, so the output shape is not static (data-dependent shapes are not supported)", e.Input, e.What)
}

// Unwrap is graph.ErrUnsupported: a data-dependent shape is not supported.
func (e *RuntimeInputError) Unwrap() error { return graph.ErrUnsupported }

// evalCtx implements args over concrete input tensors and collects the
// outputs.
type evalCtx struct {
	ctx context.Context
	n   *graph.Node
	op  int64
	in  []*graph.Tensor
	out []*graph.Tensor
}

func (c *evalCtx) node() *graph.Node { return c.n }
func (c *evalCtx) opset() int64      { return c.op }
func (c *evalCtx) input(i int) *graph.Tensor {
	if i < 0 || i >= len(c.in) {
		return nil
	}
	return c.in[i]
}
func (c *evalCtx) has(i int) bool { return c.input(i) != nil }
func (c *evalCtx) count() int     { return len(c.in) }
func (c *evalCtx) dtype(i int) graph.DType {
	if t := c.input(i); t != nil {
		return t.DType
	}
	return graph.Undefined
}
func (c *evalCtx) shape(i int) graph.Shape {
	if t := c.input(i); t != nil {
		return t.Shape
	}
	return nil
}
func (c *evalCtx) value(i int, what string) (*graph.Tensor, error) { return c.input(i), nil }

// set stores output i (dropped when the node omits that output).
func (c *evalCtx) set(i int, t *graph.Tensor) {
	if i < len(c.out) {
		c.out[i] = t
	}
}

// alloc allocates a zeroed tensor.
func alloc(dt graph.DType, s graph.Shape) (*graph.Tensor, error) { return graph.NewTensor(dt, s) }

// ints reads an integer tensor (e.g. axes, a shape) as int64s.
func ints(t *graph.Tensor) []int64 {
	if t == nil {
		return nil
	}
	return t.Int64s()
}

// axisIn normalizes an op's single axis into an input of rank dims, as
// graph.NormalizeAxis does, but refuses a scalar input: the ops that use it
// index the input's shape by the axis.
func axisIn(axis int64, rank int) (int, error) {
	if rank == 0 {
		return 0, fmt.Errorf("input is a scalar: it has no axis %d", axis)
	}
	return graph.NormalizeAxis(axis, rank)
}
