package ref

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// inferCtx is what an op's infer function sees.
type inferCtx struct {
	node    *graph.Node
	opset   int64
	constOf func(*graph.Value) *graph.Tensor
}

// has reports whether input i is present.
func (c *inferCtx) has(i int) bool { return c.node.Input(i) != nil }

// dtype is the element type of input i (Undefined when absent).
func (c *inferCtx) dtype(i int) graph.DType {
	if v := c.node.Input(i); v != nil {
		return v.DType
	}
	return graph.Undefined
}

// shape is the shape of input i (nil when absent).
func (c *inferCtx) shape(i int) graph.Shape {
	if v := c.node.Input(i); v != nil {
		return v.Shape
	}
	return nil
}

// need checks that at least min inputs are present.
func (c *inferCtx) need(min int) error {
	if len(c.node.Inputs) < min {
		return fmt.Errorf("needs %d inputs, has %d", min, len(c.node.Inputs))
	}
	for i := 0; i < min; i++ {
		if c.node.Inputs[i] == nil {
			return fmt.Errorf("input %d is required", i)
		}
	}
	return nil
}

// constant returns the constant value of input i, or an error saying the
// op needs it to be constant to have a static shape.
func (c *inferCtx) constant(i int, what string) (*graph.Tensor, error) {
	v := c.node.Input(i)
	if v == nil {
		return nil, fmt.Errorf("input %d (%s) is missing", i, what)
	}
	if c.constOf != nil {
		if t := c.constOf(v); t != nil {
			return t, nil
		}
	}
	return nil, fmt.Errorf("input %q (%s) is computed at run time, so the output shape is not static (data-dependent shapes are not supported)", v.Name, what)
}

// maybeConst returns the constant value of input i, or nil.
func (c *inferCtx) maybeConst(i int) *graph.Tensor {
	v := c.node.Input(i)
	if v == nil || c.constOf == nil {
		return nil
	}
	return c.constOf(v)
}

// set records output i's type (ignored when that output is omitted).
func (c *inferCtx) set(i int, dt graph.DType, s graph.Shape) error {
	v := c.node.Output(i)
	if v == nil {
		return nil
	}
	if _, err := s.NumElements(); err != nil {
		return fmt.Errorf("output %q: %w", v.Name, err)
	}
	v.DType = dt
	v.Shape = s.Clone()
	v.ShapeKnown = true
	return nil
}

// evalCtx is what an op's eval function sees.
type evalCtx struct {
	node  *graph.Node
	opset int64
	in    []*graph.Tensor
	out   []*graph.Tensor
}

// input returns input i or nil when it is omitted.
func (c *evalCtx) input(i int) *graph.Tensor {
	if i < 0 || i >= len(c.in) {
		return nil
	}
	return c.in[i]
}

// need checks that at least min inputs are present.
func (c *evalCtx) need(min int) error {
	if len(c.in) < min {
		return fmt.Errorf("needs %d inputs, has %d", min, len(c.in))
	}
	for i := 0; i < min; i++ {
		if c.in[i] == nil {
			return fmt.Errorf("input %d is required", i)
		}
	}
	return nil
}

// set stores output i (dropped when the node omits that output).
func (c *evalCtx) set(i int, t *graph.Tensor) {
	if i < len(c.out) {
		c.out[i] = t
	}
}

// alloc allocates a zeroed output tensor.
func alloc(dt graph.DType, s graph.Shape) (*graph.Tensor, error) { return graph.NewTensor(dt, s) }
