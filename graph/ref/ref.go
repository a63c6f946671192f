// Package ref is the reference target: it defines what each supported ONNX
// operator computes (output types and shapes, and the values themselves) with
// exact ONNX semantics, in plain Go. It runs whole graphs (Evaluate), single
// nodes for constant folding (EvalNode), and infers node output types for the
// shape-inference pass (InferNode). It imports only the graph IR.
package ref

import (
	"context"
	"fmt"
	"runtime/debug"
	"sort"
	"strings"

	"github.com/mgxport/mgxport/graph"
)

// opDef is one operator: how its output types follow from its inputs, and
// how its outputs are computed.
type opDef struct {
	// types gives the dtype and shape of each output from the inputs'
	// types and, for data-dependent shapes, constant input values. It
	// also validates the inputs.
	types func(a args) ([]outType, error)
	// eval computes the outputs from concrete inputs; outs are what types
	// returned for them.
	eval func(c *evalCtx, outs []outType) error
	// strings marks an op that takes string tensors (the data-movement
	// ops take them through stringMovers instead).
	strings bool
	// containers marks an op that takes sequence or optional values
	// (sequence.go; If and Loop pass them on).
	containers bool
	// dataShaped marks an op whose output shapes depend on its input
	// values (NonZero) or on a subgraph run (If, Loop): at evaluation,
	// eval gets nil types and sets the outputs it computes; types is
	// used only by shape inference, where it fails when the shapes are
	// not static.
	dataShaped bool
}

// registry maps an op type (default domain) to its definition. It is built
// once by ops() and never mutated afterwards.
func registry() map[string]opDef { return builtinOps }

// Supported reports whether the reference target implements an operator of
// the default ONNX domain.
func Supported(opType, domain string) bool {
	if domain != "" && domain != "ai.onnx" {
		return false
	}
	_, ok := registry()[opType]
	return ok
}

// SupportedOps lists the supported operator types, sorted.
func SupportedOps() []string {
	out := make([]string, 0, len(registry()))
	for k := range registry() {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// UnsupportedError reports an operator the reference target lacks.
type UnsupportedError struct {
	OpType, Domain string
	// Msg, when set, replaces the default message (an unsupported
	// attribute value or type rather than a whole operator).
	Msg string
}

// Error names the unsupported operator (or feature).
func (e *UnsupportedError) Error() string {
	if e.Msg != "" {
		return e.Msg
	}
	if e.Domain != "" {
		return fmt.Sprintf("operator %s.%s is not supported", e.Domain, e.OpType)
	}
	return fmt.Sprintf("operator %s is not supported", e.OpType)
}

// Unwrap is graph.ErrUnsupported.
func (e *UnsupportedError) Unwrap() error { return graph.ErrUnsupported }

func lookup(n *graph.Node) (opDef, error) {
	if n.Domain != "" && n.Domain != "ai.onnx" {
		return opDef{}, &UnsupportedError{OpType: n.OpType, Domain: n.Domain}
	}
	d, ok := registry()[n.OpType]
	if !ok {
		return opDef{}, &UnsupportedError{OpType: n.OpType}
	}
	return d, nil
}

// MaxNodeBytes bounds the outputs of one node on the reference evaluator
// (run --arch ref, host ops, loops): a node whose outputs would be larger
// is an error naming it, checked before anything is allocated (Go cannot
// recover from a failed allocation). The evaluator is the checking target:
// real models' largest tensors are far smaller.
const MaxNodeBytes = 1 << 30

// MaxFoldBytes bounds what evaluating a node while compiling (shape
// inference, constant folding, constant nodes in lowering) may make:
// larger values stay run-time computations.
const MaxFoldBytes = 256 << 20

// SizeError says a node's outputs would exceed the evaluator's bound.
type SizeError struct {
	Node         string
	Bytes, Limit int64
}

func (e *SizeError) Error() string {
	return fmt.Sprintf("%s: outputs of %d bytes are more than the %d bytes one node may make here", e.Node, e.Bytes, e.Limit)
}

// EvalNode computes the outputs of node n (of a graph at default-domain
// opset `opset`) from concrete inputs (nil for an omitted optional input).
// Outputs are returned in n.Outputs order; an omitted output is nil.
// Outputs beyond MaxNodeBytes are a *SizeError.
func EvalNode(n *graph.Node, opset int64, inputs []*graph.Tensor) (outs []*graph.Tensor, err error) {
	return evalNode(context.Background(), n, opset, inputs)
}

// EvalNodeBounded is EvalNode with outputs bounded by limit bytes (a
// *SizeError beyond): compile-time evaluation passes MaxFoldBytes.
func EvalNodeBounded(n *graph.Node, opset int64, inputs []*graph.Tensor, limit int64) ([]*graph.Tensor, error) {
	return evalNode(context.WithValue(context.Background(), limitKey{}, limit), n, opset, inputs)
}

// limitKey carries a node output bound in a context (EvalNodeBounded).
type limitKey struct{}

// nodeLimit is the output bound of ctx: EvalNodeBounded's, else
// MaxNodeBytes.
func nodeLimit(ctx context.Context) int64 {
	if l, ok := ctx.Value(limitKey{}).(int64); ok && l > 0 {
		return l
	}
	return MaxNodeBytes
}

// checkOutputs refuses outputs of more than limit bytes in all.
func checkOutputs(n *graph.Node, types []outType, limit int64) error {
	var total int64
	for _, t := range types {
		size := int64(t.dt.Size())
		if t.dt == graph.String {
			size = 16 // a string header; the bytes come from the inputs
		}
		elems := int64(1)
		for _, d := range t.shape {
			if d < 0 {
				return nil // dynamic: eval decides
			}
			if d > 0 && elems > limit/d {
				elems = limit + 1
				break
			}
			elems *= d
		}
		if size > 0 && elems > (limit-total)/size {
			return &SizeError{Node: n.String(), Bytes: sat(total, elems, size), Limit: limit}
		}
		total += elems * size
	}
	return nil
}

// sat is total + elems*size, saturating at the largest int64.
func sat(total, elems, size int64) int64 {
	if elems > (1<<62)/max(size, 1) {
		return 1<<63 - 1
	}
	return total + elems*size
}

// evalNode is EvalNode under ctx (a control-flow op's subgraphs run under
// it, so a long loop can be cancelled).
func evalNode(ctx context.Context, n *graph.Node, opset int64, inputs []*graph.Tensor) (outs []*graph.Tensor, err error) {
	d, err := lookup(n)
	if err != nil {
		return nil, err
	}
	// A kernel bug on an odd input must not take the process down: report
	// it as an error naming the node.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: internal error: %v\n%s", n, r, firstFrames(debug.Stack()))
			outs = nil
		}
	}()
	for i, t := range inputs {
		if t == nil {
			continue
		}
		if err := t.Validate(); err != nil {
			return nil, fmt.Errorf("%s: input %d: %w", n, i, err)
		}
	}
	if hasContainer(inputs) && !d.containers {
		return nil, containersUnsupported(n)
	}
	if hasString(inputs) {
		switch {
		case stringMovers[n.OpType]:
			return evalStringMover(n, opset, inputs)
		case !d.strings:
			return nil, stringsUnsupported(n)
		}
	}
	c := &evalCtx{ctx: ctx, n: n, op: opset, in: inputs, out: make([]*graph.Tensor, len(n.Outputs))}
	if d.dataShaped {
		// The outputs' shapes follow from the data: eval decides them.
		if err := d.eval(c, nil); err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		return c.out, nil
	}
	types, err := d.types(c)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", n, err)
	}
	if err := checkOutputs(n, types, nodeLimit(ctx)); err != nil {
		return nil, err
	}
	if err := d.eval(c, types); err != nil {
		return nil, fmt.Errorf("%s: %w", n, err)
	}
	// The computed outputs must have the types inference promises: this
	// keeps shape inference honest wherever the evaluator is tested.
	for i, t := range c.out {
		if t == nil || n.Output(i) == nil {
			continue
		}
		if i >= len(types) || t.DType != types[i].dt || !t.Shape.Equal(types[i].shape) {
			want := "nothing"
			if i < len(types) {
				want = types[i].dt.String() + types[i].shape.String()
			}
			return nil, fmt.Errorf("%s: internal error: output %d is %v, inference says %s", n, i, t, want)
		}
	}
	return c.out, nil
}

func firstFrames(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	if len(lines) > 14 {
		lines = lines[:14]
	}
	return strings.Join(lines, "\n")
}

// Evaluate runs graph g on the given inputs (by graph input name) and returns
// its outputs by name. Every graph input must be given with its dtype; its
// shape must match the declared static dims.
func Evaluate(ctx context.Context, g *graph.Graph, inputs map[string]*graph.Tensor) (map[string]*graph.Tensor, error) {
	env := make(map[*graph.Value]*graph.Tensor, len(g.Nodes)+len(g.Inputs))
	for _, v := range g.Inputs {
		t, ok := inputs[v.Name]
		if !ok {
			return nil, fmt.Errorf("evaluate: input %q is missing", v.Name)
		}
		if err := t.Validate(); err != nil {
			return nil, fmt.Errorf("evaluate: input %q: %w", v.Name, err)
		}
		if v.DType != graph.Undefined && t.DType != v.DType {
			return nil, fmt.Errorf("evaluate: input %q is %v, the model wants %v", v.Name, t.DType, v.DType)
		}
		if v.Dims != nil {
			if len(v.Dims) != len(t.Shape) {
				return nil, fmt.Errorf("evaluate: input %q has shape %v, the model wants %s", v.Name, t.Shape, graph.DimsString(v.Dims))
			}
			for i, d := range v.Dims {
				if d.Size >= 0 && d.Size != t.Shape[i] {
					return nil, fmt.Errorf("evaluate: input %q has shape %v, the model wants %s", v.Name, t.Shape, graph.DimsString(v.Dims))
				}
			}
		}
		env[v] = t
	}
	for name := range inputs {
		found := false
		for _, v := range g.Inputs {
			if v.Name == name {
				found = true
				break
			}
		}
		if !found {
			return nil, fmt.Errorf("evaluate: the model has no input %q", name)
		}
	}
	outs, err := run(ctx, g, env)
	if err != nil {
		return nil, fmt.Errorf("evaluate: %w", err)
	}
	res := make(map[string]*graph.Tensor, len(g.Outputs))
	for i, v := range g.Outputs {
		res[v.Name] = outs[i]
	}
	return res, nil
}

// run evaluates g's nodes in order over env (its inputs, and a subgraph's
// captured values, already bound) and returns g's outputs in order.
func run(ctx context.Context, g *graph.Graph, env map[*graph.Value]*graph.Tensor) ([]*graph.Tensor, error) {
	get := func(v *graph.Value) *graph.Tensor {
		if t, ok := env[v]; ok {
			return t
		}
		return g.Const(v)
	}
	// Free intermediates after their last use so large graphs run in
	// bounded memory.
	lastUse := map[*graph.Value]int{}
	for i, n := range g.Nodes {
		for _, v := range n.Inputs {
			if v != nil {
				lastUse[v] = i
			}
		}
	}
	for i, n := range g.Nodes {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		ins := make([]*graph.Tensor, len(n.Inputs))
		for j, v := range n.Inputs {
			if v == nil {
				continue
			}
			t := get(v)
			if t == nil {
				return nil, fmt.Errorf("%s: input %q has no value", n, v.Name)
			}
			ins[j] = t
		}
		outs, err := evalNode(ctx, n, g.Opset, ins)
		if err != nil {
			return nil, err
		}
		for j, v := range n.Outputs {
			if v == nil {
				continue
			}
			if j >= len(outs) || outs[j] == nil {
				return nil, fmt.Errorf("%s: output %q was not computed", n, v.Name)
			}
			env[v] = outs[j]
		}
		for _, v := range n.Inputs {
			if v != nil && lastUse[v] == i && v.Producer != nil && !g.IsOutput(v) {
				delete(env, v)
			}
		}
	}
	res := make([]*graph.Tensor, len(g.Outputs))
	for i, v := range g.Outputs {
		t := get(v)
		if t == nil {
			return nil, fmt.Errorf("output %q was not computed", v.Name)
		}
		res[i] = t
	}
	return res, nil
}

// InferNode sets the dtype and static shape of n's outputs from its inputs'
// (which must be known). constOf returns the constant value of an input when
// it is known (needed for data-dependent shapes such as Reshape's target
// shape), or nil.
func InferNode(n *graph.Node, opset int64, constOf func(*graph.Value) *graph.Tensor) (err error) {
	d, err := lookup(n)
	if err != nil {
		return err
	}
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: internal error in shape inference: %v\n%s", n, r, firstFrames(debug.Stack()))
		}
	}()
	for i, v := range n.Inputs {
		if v == nil {
			continue
		}
		if !v.ShapeKnown || !v.DType.Valid() {
			return fmt.Errorf("%s: input %d %q has no known type and shape", n, i, v.Name)
		}
	}
	c := &inferCtx{n: n, op: opset, constOf: constOf}
	var types []outType
	switch {
	case !hasStringValue(n.Inputs) || d.strings:
		types, err = d.types(c)
	case stringMovers[n.OpType]:
		types, err = stringMoverTypes(d, c)
	default:
		return stringsUnsupported(n)
	}
	if err != nil {
		return fmt.Errorf("%s: %w", n, err)
	}
	for i, v := range n.Outputs {
		if v == nil {
			continue
		}
		if i >= len(types) {
			return fmt.Errorf("%s: output %d %q: the op has only %d outputs", n, i, v.Name, len(types))
		}
		if _, err := types[i].shape.NumElements(); err != nil {
			return fmt.Errorf("%s: output %q: %w", n, v.Name, err)
		}
		v.DType, v.Shape, v.ShapeKnown = types[i].dt, types[i].shape.Clone(), true
	}
	return nil
}
