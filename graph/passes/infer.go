package passes

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
)

// Bindings give sizes to the symbolic dims of a model's inputs.
type Bindings struct {
	// Dims binds a dim parameter by name everywhere it appears
	// (--dim batch=4).
	Dims map[string]int64
	// Inputs gives an input's whole shape (--input-dim input_ids=4,128);
	// it wins over Dims for that input.
	Inputs map[string]graph.Shape
}

// UnboundDimsError lists the dynamic dims that must be bound before a
// model has static shapes.
type UnboundDimsError struct {
	// Dims are "NAME (input X dim I)" descriptions, sorted.
	Dims []string
}

// Error lists the unbound dims and how to bind them.
func (e *UnboundDimsError) Error() string {
	return fmt.Sprintf("the model has dynamic dims; bind them with --dim NAME=SIZE or --input-dim INPUT=D0,D1,...: %s", strings.Join(e.Dims, ", "))
}

// SymbolicDims lists the names of the symbolic dims the graph's inputs
// declare (batch, seq, ...), sorted and without repeats.
func SymbolicDims(g *graph.Graph) []string {
	var names []string
	for _, v := range g.Inputs {
		for _, d := range v.Dims {
			if d.Param != "" && !slices.Contains(names, d.Param) {
				names = append(names, d.Param)
			}
		}
	}
	sort.Strings(names)
	return names
}

// CheckBindings checks that every binding names something the model has:
// each Dims name is one of its inputs' symbolic dims (SymbolicDims) and
// each Inputs name one of its inputs. The error names the flag and lists
// what the model has.
func CheckBindings(g *graph.Graph, b Bindings) error {
	var inputs []string
	for _, v := range g.Inputs {
		inputs = append(inputs, v.Name)
	}
	for _, name := range slices.Sorted(maps.Keys(b.Inputs)) {
		if !slices.Contains(inputs, name) {
			return fmt.Errorf("--input-dim %s: the model has no input %q; its inputs are %s", name, name, strings.Join(inputs, ", "))
		}
	}
	dims := SymbolicDims(g)
	for _, name := range slices.Sorted(maps.Keys(b.Dims)) {
		if slices.Contains(dims, name) {
			continue
		}
		if len(dims) == 0 {
			return fmt.Errorf("--dim %s: the model has no dim named %q: its inputs have no symbolic dims (drop --dim)", name, name)
		}
		return fmt.Errorf("--dim %s: the model has no dim named %q; its symbolic dims are %s", name, name, strings.Join(dims, ", "))
	}
	return nil
}

// BindInputs gives every graph input its static shape from its declared
// dims and the bindings. It fails with an *UnboundDimsError listing every
// dim left unbound, or an error for a binding that contradicts a static dim
// or names no input or no symbolic dim of the model (CheckBindings).
func BindInputs(g *graph.Graph, b Bindings) error {
	if err := CheckBindings(g, b); err != nil {
		return err
	}
	// An input's whole shape (--input-dim) binds the symbolic dims it
	// declares, for the other inputs that share them (input_ids=1,16 binds
	// batch and seq for attention_mask too).
	dims := maps.Clone(b.Dims)
	if dims == nil {
		dims = map[string]int64{}
	}
	from := map[string]string{}
	for _, v := range g.Inputs {
		s, ok := b.Inputs[v.Name]
		if !ok || len(v.Dims) != len(s) {
			continue
		}
		for i, d := range v.Dims {
			if d.Param == "" {
				continue
			}
			if n, ok := dims[d.Param]; ok && n != s[i] {
				by := "--dim " + d.Param
				if f, ok := from[d.Param]; ok {
					by = "--input-dim " + f
				}
				return fmt.Errorf("--input-dim %s binds dim %s to %d, %s binds it to %d", v.Name, d.Param, s[i], by, n)
			}
			if _, ok := dims[d.Param]; !ok {
				dims[d.Param], from[d.Param] = s[i], v.Name
			}
		}
	}
	b.Dims = dims
	var unbound []string
	for _, v := range g.Inputs {
		if v.Dynamic {
			continue // a sub-program's input that is dynamic outside
		}
		if v.DType.IsContainer() {
			return graph.Unsupportedf("input %q is a %v: a compiled model's inputs are tensors (sequences and optionals are values inside the model)", v.Name, v.DType)
		}
		if s, ok := b.Inputs[v.Name]; ok {
			if v.Dims != nil {
				if len(v.Dims) != len(s) {
					return fmt.Errorf("input %q: bound to shape %v, but the model declares rank %d %s", v.Name, s, len(v.Dims), graph.DimsString(v.Dims))
				}
				for i, d := range v.Dims {
					if d.Size >= 0 && d.Size != s[i] {
						return fmt.Errorf("input %q: bound to shape %v, but dim %d is %d in the model", v.Name, s, i, d.Size)
					}
				}
			}
			if _, err := s.NumElements(); err != nil {
				return fmt.Errorf("input %q: %w", v.Name, err)
			}
			v.Shape, v.ShapeKnown = s.Clone(), true
			continue
		}
		if v.ShapeKnown {
			continue // bound by an earlier run; rebinding needs a fresh graph
		}
		if v.Dims == nil {
			unbound = append(unbound, fmt.Sprintf("%s (input %s has no declared shape; use --input-dim)", v.Name, v.Name))
			continue
		}
		s := make(graph.Shape, len(v.Dims))
		for i, d := range v.Dims {
			switch {
			case d.Size >= 0:
				s[i] = d.Size
			case d.Param != "":
				size, ok := b.Dims[d.Param]
				if !ok {
					unbound = append(unbound, fmt.Sprintf("%s (input %s dim %d)", d.Param, v.Name, i))
					continue
				}
				if size < 0 {
					return fmt.Errorf("--dim %s=%d: size must be non-negative", d.Param, size)
				}
				s[i] = size
			default:
				unbound = append(unbound, fmt.Sprintf("? (input %s dim %d has no name; use --input-dim)", v.Name, i))
			}
		}
		if _, err := s.NumElements(); err != nil {
			return fmt.Errorf("input %q: %w", v.Name, err)
		}
		v.Shape, v.ShapeKnown = s, true
	}
	if len(unbound) > 0 {
		sort.Strings(unbound)
		return &UnboundDimsError{Dims: unbound}
	}
	return nil
}

// InferShapes is the shape and dtype inference pass: it binds the inputs'
// symbolic dims, then gives every value a static shape and a dtype, in node
// order. Values computed only from constants (e.g. Shape→Gather→Concat
// feeding a Reshape) are evaluated on the reference target along the way,
// so data-dependent shapes resolve when their data is static.
type InferShapes struct {
	Bindings Bindings
	// MaxConstElements bounds the size of values evaluated for shape
	// purposes (default 1<<16): shape tensors are tiny, weights are not
	// recomputed here.
	MaxConstElements int64
	// RuntimeShapes lets a value whose shape depends on run-time data
	// (NonZero, a Reshape to a computed shape, a Loop whose trip count is
	// computed, anything computed from such a value) be Dynamic instead
	// of failing the pass; the lowering then computes it in host steps.
	RuntimeShapes bool
}

// Name is "infer-shapes".
func (p *InferShapes) Name() string { return "infer-shapes" }

// Run infers every value's dtype and static shape.
func (p *InferShapes) Run(ctx context.Context, g *graph.Graph) error {
	if err := BindInputs(g, p.Bindings); err != nil {
		return err
	}
	limit := p.MaxConstElements
	if limit <= 0 {
		limit = 1 << 16
	}
	known := map[*graph.Value]*graph.Tensor{}
	constOf := func(v *graph.Value) *graph.Tensor {
		if t := g.Const(v); t != nil {
			return t
		}
		return known[v]
	}
	for _, n := range g.Nodes {
		if err := ctx.Err(); err != nil {
			return err
		}
		if p.RuntimeShapes && dynamicInputs(n) {
			markDynamic(n)
			continue
		}
		if err := ref.InferNode(n, g.Opset, constOf); err != nil {
			if !p.RuntimeShapes || !dataDependent(err) {
				return err
			}
			markDynamic(n)
			continue
		}
		if err := checkSizes(n); err != nil {
			return err
		}
		// Propagate small constants so later data-dependent shapes resolve.
		if !smallOutputs(n, limit) {
			continue
		}
		if t := shapeConstant(n); t != nil {
			known[n.Outputs[0]] = t
			continue
		}
		ins := make([]*graph.Tensor, len(n.Inputs))
		allConst := true
		for i, v := range n.Inputs {
			if v == nil {
				continue
			}
			if ins[i] = constOf(v); ins[i] == nil {
				allConst = false
				break
			}
		}
		if !allConst || !deterministic(n) {
			continue
		}
		// A value larger than compile-time evaluation makes stays a
		// run-time computation (its shape is known already).
		outs, err := ref.EvalNodeBounded(n, g.Opset, ins, ref.MaxFoldBytes)
		var big *ref.SizeError
		if errors.As(err, &big) {
			continue
		}
		if err != nil {
			return err
		}
		for i, v := range n.Outputs {
			if v != nil && i < len(outs) && outs[i] != nil {
				known[v] = outs[i]
			}
		}
	}
	for _, v := range g.Outputs {
		if v.Dynamic {
			continue
		}
		if !v.ShapeKnown {
			return fmt.Errorf("graph output %q: no shape inferred", v.Name)
		}
		if v.Dims != nil && len(v.Dims) == len(v.Shape) {
			for i, d := range v.Dims {
				if d.Size >= 0 && d.Size != v.Shape[i] {
					return fmt.Errorf("graph output %q: inferred shape %v contradicts the declared %s", v.Name, v.Shape, graph.DimsString(v.Dims))
				}
			}
		}
	}
	return nil
}

// checkSizes gives every inferred output the bound inputs and initializers
// have (graph.MaxElements bytes), so an Expand to [2^20, 2^20] fails at
// compile time naming its node, not at run time allocating terabytes.
func checkSizes(n *graph.Node) error {
	for _, v := range n.Outputs {
		if v == nil || !v.ShapeKnown {
			continue
		}
		elems, err := v.Shape.NumElements()
		if err == nil && elems > graph.MaxElements/int64(max(v.DType.Size(), 1)) {
			err = fmt.Errorf("%d elements of %v", elems, v.DType)
		}
		if err != nil {
			return fmt.Errorf("node %s (%s): output %s of shape %v is too large (at most %d bytes): %w", n.Name, n.OpType, v.Name, v.Shape, graph.MaxElements, err)
		}
	}
	return nil
}

// smallOutputs reports whether every output of n has at most limit
// elements.
func smallOutputs(n *graph.Node, limit int64) bool {
	for _, v := range n.Outputs {
		if v != nil && (!v.ShapeKnown || v.Shape.Size() > limit || v.Shape.Size() < 0) {
			return false
		}
	}
	return true
}

// deterministic reports whether evaluating n at compile time gives the
// value it has at run time (random ops do not).
func deterministic(n *graph.Node) bool {
	switch n.OpType {
	case "RandomNormal", "RandomUniform", "RandomNormalLike", "RandomUniformLike", "Multinomial", "Bernoulli":
		return false
	case "Dropout":
		return len(n.Inputs) < 3 || n.Inputs[2] == nil
	}
	return true
}
