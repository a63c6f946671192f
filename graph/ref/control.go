package ref

import (
	"context"
	"errors"
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// maxLoopIterations bounds a Loop on the reference target: a loop with
// neither a trip count nor a condition that turns false must end in an
// error, not hang.
const maxLoopIterations = 1 << 24

// MaxScanBytes bounds the scan outputs a Loop accumulates (on the
// reference target and in a program's loop steps): a loop with no trip
// count whose condition never ends it must end in an error, not take the
// machine's memory.
const MaxScanBytes = 1 << 30

// The control-flow ops run their subgraphs (graph.Graph.Captures explains
// how a subgraph reads outer values: the node's trailing inputs). They are
// added to the op table here, at package initialization, because their
// functions reach the table themselves (a subgraph's nodes are looked up
// in it), which a table entry's initializer may not.
func init() {
	// They only pass their values on (strings too: the subgraphs' own
	// ops decide what strings they take).
	builtinOps["If"] = opDef{types: ifTypes, eval: evalIf, dataShaped: true, strings: true, containers: true}
	builtinOps["Loop"] = opDef{types: loopTypes, eval: evalLoop, dataShaped: true, strings: true, containers: true}
	builtinOps["Scan"] = opDef{types: scanTypes, eval: evalScan, dataShaped: true, strings: true, containers: true}
}

func (c *evalCtx) context() context.Context {
	if c.ctx == nil {
		return context.Background()
	}
	return c.ctx
}

// captured returns the tensors a's node binds to its subgraphs' captures.
func captured(c *evalCtx) []*graph.Tensor { return c.in[c.n.CaptureStart():] }

// opCount is the number of the node's own inputs (without captures).
func opCount(a args) int { return a.node().CaptureStart() }

// RunSubgraph evaluates subgraph sg with its formal inputs and captured
// values bound in order, and returns its outputs in order.
func RunSubgraph(ctx context.Context, sg *graph.Graph, inputs, captures []*graph.Tensor) ([]*graph.Tensor, error) {
	if len(inputs) != len(sg.Inputs) {
		return nil, fmt.Errorf("subgraph %q takes %d inputs, got %d", sg.Name, len(sg.Inputs), len(inputs))
	}
	if len(captures) != len(sg.Captures) {
		return nil, fmt.Errorf("subgraph %q captures %d values, got %d", sg.Name, len(sg.Captures), len(captures))
	}
	env := make(map[*graph.Value]*graph.Tensor, len(sg.Nodes)+len(inputs)+len(captures))
	for i, v := range sg.Inputs {
		t := inputs[i]
		if t == nil {
			return nil, fmt.Errorf("subgraph %q: input %q has no value", sg.Name, v.Name)
		}
		if v.DType != graph.Undefined && t.DType != v.DType {
			return nil, fmt.Errorf("subgraph %q: input %q is %v, the graph declares %v", sg.Name, v.Name, t.DType, v.DType)
		}
		env[v] = t
	}
	for i, v := range sg.Captures {
		env[v] = captures[i]
	}
	outs, err := run(ctx, sg, env)
	if err != nil {
		return nil, fmt.Errorf("subgraph %q: %w", sg.Name, err)
	}
	return outs, nil
}

// InferSubgraph gives sg's values their types from the types of its formal
// inputs and captures (ins then caps, dtype and shape each), evaluating
// small constant-only values on the way like the shape-inference pass;
// capConst holds the captures' values where they are constants (or is
// nil). It returns the subgraph's outputs, typed.
func InferSubgraph(sg *graph.Graph, opset int64, ins, caps []*graph.Value, capConst []*graph.Tensor) ([]*graph.Value, error) {
	if len(ins) != len(sg.Inputs) || len(caps) != len(sg.Captures) {
		return nil, fmt.Errorf("subgraph %q takes %d inputs and %d captures, got %d and %d", sg.Name, len(sg.Inputs), len(sg.Captures), len(ins), len(caps))
	}
	bind := func(v, from *graph.Value) error {
		if from == nil || !from.ShapeKnown || !from.DType.Valid() {
			return fmt.Errorf("subgraph %q: input %q has no known type", sg.Name, v.Name)
		}
		if v.DType != graph.Undefined && v.DType != from.DType {
			return fmt.Errorf("subgraph %q: input %q is declared %v, gets %v", sg.Name, v.Name, v.DType, from.DType)
		}
		v.DType, v.Shape, v.ShapeKnown = from.DType, from.Shape.Clone(), true
		return nil
	}
	for i, v := range sg.Inputs {
		if err := bind(v, ins[i]); err != nil {
			return nil, err
		}
	}
	for i, v := range sg.Captures {
		if err := bind(v, caps[i]); err != nil {
			return nil, err
		}
	}
	known := map[*graph.Value]*graph.Tensor{}
	for i, v := range sg.Captures {
		if i < len(capConst) && capConst[i] != nil {
			known[v] = capConst[i]
		}
	}
	constOf := func(v *graph.Value) *graph.Tensor {
		if t := sg.Const(v); t != nil {
			return t
		}
		return known[v]
	}
	for _, n := range sg.Nodes {
		if err := InferNode(n, opset, constOf); err != nil {
			return nil, fmt.Errorf("subgraph %q: %w", sg.Name, err)
		}
		// Small values computed from constants only are evaluated, so
		// shapes computed in the subgraph resolve.
		if t := foldSmall(n, opset, constOf); t != nil {
			for i, o := range n.Outputs {
				if o != nil {
					known[o] = t[i]
				}
			}
		}
	}
	for _, v := range sg.Outputs {
		if !v.ShapeKnown {
			if t := sg.Const(v); t != nil {
				v.DType, v.Shape, v.ShapeKnown = t.DType, t.Shape.Clone(), true
			}
		}
	}
	return sg.Outputs, nil
}

// foldSmall evaluates n when every input is a known constant and its
// outputs are small (shape arithmetic), or returns nil.
func foldSmall(n *graph.Node, opset int64, constOf func(*graph.Value) *graph.Tensor) []*graph.Tensor {
	if len(n.Subgraphs()) > 0 {
		return nil
	}
	ins := make([]*graph.Tensor, len(n.Inputs))
	for i, v := range n.Inputs {
		if v == nil {
			continue
		}
		if ins[i] = constOf(v); ins[i] == nil {
			return nil
		}
	}
	for _, o := range n.Outputs {
		if o != nil && (!o.ShapeKnown || o.Shape.Size() > 1<<12) {
			return nil
		}
	}
	outs, err := EvalNode(n, opset, ins)
	if err != nil {
		return nil
	}
	return outs
}

// sameTypes compares two output lists' types.
func sameTypes(a, b []*graph.Value) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].DType != b[i].DType || !a[i].Shape.Equal(b[i].Shape) {
			return false
		}
	}
	return true
}

func typesOf(vs []*graph.Value) []outType {
	out := make([]outType, len(vs))
	for i, v := range vs {
		out[i] = outType{v.DType, v.Shape.Clone()}
	}
	return out
}

// captureValues are the values a's node binds to its subgraphs' captures.
func captureValues(a args) []*graph.Value { return a.node().Inputs[opCount(a):] }

// captureConsts are the captured values' constants, nil where not known.
func captureConsts(a args) []*graph.Tensor {
	var out []*graph.Tensor
	for i := opCount(a); i < a.count(); i++ {
		t, _ := a.value(i, "captured value")
		out = append(out, t)
	}
	return out
}

// ErrDataShaped reports a control-flow output whose shape is decided only
// at run time (an If whose branches differ, a Loop whose trip count is
// computed): shape inference cannot give it a static shape.
var ErrDataShaped = fmt.Errorf("the output shape is decided at run time: %w", graph.ErrUnsupported)

// --- If ---

func ifTypes(a args) ([]outType, error) {
	n := a.node()
	then, els := n.SubgraphAttr("then_branch"), n.SubgraphAttr("else_branch")
	if then == nil || els == nil {
		return nil, errors.New("If needs then_branch and else_branch graphs")
	}
	if opCount(a) != 1 || !a.has(0) {
		return nil, errors.New("If takes one input, cond")
	}
	caps := captureValues(a)
	cond, _ := a.value(0, "cond")
	var branches []*graph.Graph
	switch {
	case cond != nil && cond.Len() == 1 && cond.Float64(0) != 0:
		branches = []*graph.Graph{then}
	case cond != nil && cond.Len() == 1:
		branches = []*graph.Graph{els}
	default:
		branches = []*graph.Graph{then, els}
	}
	var first []*graph.Value
	for i, b := range branches {
		outs, err := InferSubgraph(b, a.opset(), nil, caps, captureConsts(a))
		if err != nil {
			return nil, err
		}
		if len(outs) != len(n.Outputs) {
			return nil, fmt.Errorf("branch %q has %d outputs, If has %d", b.Name, len(outs), len(n.Outputs))
		}
		if i == 0 {
			first = outs
		} else if !sameTypes(first, outs) {
			return nil, fmt.Errorf("If's branches give different types or shapes and cond is computed at run time: %w", ErrDataShaped)
		}
	}
	return typesOf(first), nil
}

func evalIf(c *evalCtx, _ []outType) error {
	n := c.n
	cond := c.input(0)
	if cond == nil || cond.Len() != 1 {
		return errors.New("cond must be a tensor of one element")
	}
	b := n.SubgraphAttr("else_branch")
	if cond.Float64(0) != 0 {
		b = n.SubgraphAttr("then_branch")
	}
	if b == nil {
		return errors.New("If needs then_branch and else_branch graphs")
	}
	outs, err := RunSubgraph(c.context(), b, nil, captured(c))
	if err != nil {
		return err
	}
	if len(outs) != len(n.Outputs) {
		return fmt.Errorf("branch %q has %d outputs, If has %d", b.Name, len(outs), len(n.Outputs))
	}
	for i, t := range outs {
		c.set(i, t)
	}
	return nil
}

// --- slicing and stacking along an axis ---

// sliceAxis returns index i of t along axis (the axis dropped).
func sliceAxis(t *graph.Tensor, axis int, i int64) (*graph.Tensor, error) {
	shape := append(append(graph.Shape{}, t.Shape[:axis]...), t.Shape[axis+1:]...)
	out, err := alloc(t.DType, shape)
	if err != nil {
		return nil, err
	}
	outer := t.Shape[:axis].Size()
	inner := t.Shape[axis+1:].Size()
	l := t.Shape[axis]
	if t.DType == graph.String {
		for o := int64(0); o < outer; o++ {
			copy(out.Strings[o*inner:(o+1)*inner], t.Strings[(o*l+i)*inner:])
		}
		return out, nil
	}
	inner *= int64(t.DType.Size())
	for o := int64(0); o < outer; o++ {
		copy(out.Data[o*inner:(o+1)*inner], t.Data[(o*l+i)*inner:])
	}
	return out, nil
}

// stackAxis stacks parts (same type and shape) along a new axis; reverse
// puts part 0 last. elem gives the dtype and part shape when parts is empty.
func stackAxis(parts []*graph.Tensor, axis int, reverse bool, dt graph.DType, part graph.Shape) (*graph.Tensor, error) {
	if len(parts) > 0 {
		dt, part = parts[0].DType, parts[0].Shape
	}
	if axis < 0 || axis > len(part) {
		return nil, fmt.Errorf("axis %d is out of range for rank %d", axis, len(part)+1)
	}
	l := int64(len(parts))
	shape := append(append(append(graph.Shape{}, part[:axis]...), l), part[axis:]...)
	out, err := alloc(dt, shape)
	if err != nil {
		return nil, err
	}
	outer := part[:axis].Size()
	inner := part[axis:].Size()
	if dt != graph.String {
		inner *= int64(dt.Size())
	}
	for k, p := range parts {
		if p.DType != dt || !p.Shape.Equal(part) {
			return nil, fmt.Errorf("iteration %d gives %v, iteration 0 gave %v%v", k, p, dt, part)
		}
		pos := int64(k)
		if reverse {
			pos = l - 1 - pos
		}
		for o := int64(0); o < outer; o++ {
			if dt == graph.String {
				copy(out.Strings[(o*l+pos)*inner:(o*l+pos+1)*inner], p.Strings[o*inner:(o+1)*inner])
				continue
			}
			copy(out.Data[(o*l+pos)*inner:(o*l+pos+1)*inner], p.Data[o*inner:(o+1)*inner])
		}
	}
	return out, nil
}

// --- Loop ---

// loopTrip is a Loop's static trip count, or -1 when it is decided at run
// time (a computed M, or a condition).
func loopTrip(a args) int64 {
	if a.has(1) {
		cond, _ := a.value(1, "cond")
		if cond == nil || cond.Len() != 1 {
			return -1
		}
		if cond.Float64(0) == 0 {
			return 0
		}
		return -1 // the body's condition decides
	}
	if !a.has(0) {
		return -1
	}
	m, _ := a.value(0, "M")
	if m == nil || m.Len() != 1 {
		return -1
	}
	return max(m.Int64(0), 0)
}

func loopTypes(a args) ([]outType, error) {
	n := a.node()
	body := n.SubgraphAttr("body")
	if body == nil {
		return nil, errors.New("Loop needs a body graph")
	}
	nc := opCount(a)
	if nc < 2 {
		return nil, errors.New("Loop takes M, cond and the loop-carried values")
	}
	carried := nc - 2
	if len(body.Inputs) != carried+2 {
		return nil, fmt.Errorf("body takes %d inputs, Loop gives %d", len(body.Inputs), carried+2)
	}
	ins := []*graph.Value{
		{DType: graph.Int64, Shape: graph.Shape{}, ShapeKnown: true},
		{DType: graph.Bool, Shape: graph.Shape{}, ShapeKnown: true},
	}
	ins = append(ins, n.Inputs[2:nc]...)
	outs, err := InferSubgraph(body, a.opset(), ins, captureValues(a), captureConsts(a))
	if err != nil {
		return nil, err
	}
	if len(outs) < carried+1 {
		return nil, fmt.Errorf("body has %d outputs, Loop carries %d values", len(outs), carried)
	}
	scans := len(outs) - 1 - carried
	if len(n.Outputs) > carried+scans {
		return nil, fmt.Errorf("Loop has %d outputs, the body gives %d", len(n.Outputs), carried+scans)
	}
	var res []outType
	for i := 0; i < carried; i++ {
		o, in := outs[1+i], n.Inputs[2+i]
		if o.DType != in.DType || !o.Shape.Equal(in.Shape) {
			return nil, fmt.Errorf("loop-carried value %d changes from %v to %v: %w", i, in, o, ErrDataShaped)
		}
		res = append(res, outType{in.DType, in.Shape.Clone()})
	}
	trip := loopTrip(a)
	for k := 0; k < scans; k++ {
		if trip < 0 {
			return nil, fmt.Errorf("Loop scan output %d: the trip count is decided at run time: %w", k, ErrDataShaped)
		}
		o := outs[1+carried+k]
		res = append(res, outType{o.DType, append(graph.Shape{trip}, o.Shape...)})
	}
	return res, nil
}

func evalLoop(c *evalCtx, _ []outType) error {
	n := c.n
	body := n.SubgraphAttr("body")
	if body == nil {
		return errors.New("Loop needs a body graph")
	}
	nc := n.CaptureStart()
	if nc < 2 || len(body.Inputs) != nc {
		return fmt.Errorf("body takes %d inputs, Loop gives %d", len(body.Inputs), nc)
	}
	carried := nc - 2
	scans := len(body.Outputs) - 1 - carried
	if scans < 0 {
		return fmt.Errorf("body has %d outputs, Loop carries %d values", len(body.Outputs), carried)
	}
	// ONNX runs `for (i = 0; i < M && cond; i++)`: with M given, M <= 0
	// runs no iteration.
	trip, hasTrip := int64(0), false
	if m := c.input(0); m != nil {
		if m.Len() != 1 {
			return errors.New("M must have one element")
		}
		trip, hasTrip = m.Int64(0), true
	}
	cond := true
	useCond := c.input(1) != nil
	if useCond {
		if c.input(1).Len() != 1 {
			return errors.New("cond must have one element")
		}
		cond = c.input(1).Float64(0) != 0
	}
	state := append([]*graph.Tensor{}, c.in[2:nc]...)
	scanParts := make([][]*graph.Tensor, scans)
	caps := captured(c)
	var it, scanBytes int64
	scanLimit := min(int64(MaxScanBytes), nodeLimit(c.context()))
	for ; (!hasTrip || it < trip) && (!useCond || cond); it++ {
		if it >= maxLoopIterations {
			return fmt.Errorf("the loop ran %d iterations without ending (the reference target stops there)", it)
		}
		if err := c.context().Err(); err != nil {
			return err
		}
		ins := append([]*graph.Tensor{graph.Scalar(graph.Int64, float64(it)), boolScalar(cond)}, state...)
		outs, err := RunSubgraph(c.context(), body, ins, caps)
		if err != nil {
			return fmt.Errorf("iteration %d: %w", it, err)
		}
		if outs[0].Len() != 1 {
			return fmt.Errorf("iteration %d: the body's condition has %d elements", it, outs[0].Len())
		}
		cond = outs[0].Float64(0) != 0
		copy(state, outs[1:1+carried])
		for k := range scanParts {
			p := outs[1+carried+k]
			if scanBytes += int64(len(p.Data)) + 16*int64(len(p.Strings)); scanBytes > scanLimit {
				return fmt.Errorf("iteration %d: the scan outputs hold more than %d bytes (a loop without a trip count whose condition does not end it?)", it, scanLimit)
			}
			scanParts[k] = append(scanParts[k], p)
		}
	}
	for i, t := range state {
		c.set(i, t)
	}
	var empty []outType
	if it == 0 && scans > 0 {
		ins := append([]*graph.Tensor{graph.Scalar(graph.Int64, 0), boolScalar(cond)}, state...)
		empty = emptyPartTypes(body, c.op, ins, caps)
	}
	for k, parts := range scanParts {
		dt, shape := graph.Float32, graph.Shape{}
		if k+1+carried < len(empty) {
			dt, shape = empty[1+carried+k].dt, empty[1+carried+k].shape
		}
		t, err := stackAxis(parts, 0, false, dt, shape)
		if err != nil {
			return fmt.Errorf("scan output %d: %w", k, err)
		}
		c.set(carried+k, t)
	}
	return nil
}

// emptyPartTypes infers, on a copy of body, the types of its outputs for
// inputs of the given tensors' types: a loop or scan that runs no
// iteration still gives its scan outputs the per-iteration shape, with 0
// along the new axis. It returns nil when inference cannot tell.
func emptyPartTypes(body *graph.Graph, opset int64, ins, caps []*graph.Tensor) []outType {
	sg := body.Clone()
	typed := func(ts []*graph.Tensor) []*graph.Value {
		out := make([]*graph.Value, len(ts))
		for i, t := range ts {
			out[i] = &graph.Value{DType: t.DType, Shape: t.Shape.Clone(), ShapeKnown: true}
		}
		return out
	}
	outs, err := InferSubgraph(sg, opset, typed(ins), typed(caps), caps)
	if err != nil {
		return nil
	}
	for _, o := range outs {
		if !o.ShapeKnown {
			return nil
		}
	}
	return typesOf(outs)
}

func boolScalar(b bool) *graph.Tensor {
	if b {
		return graph.Scalar(graph.Bool, 1)
	}
	return graph.Scalar(graph.Bool, 0)
}

// ONNXDType maps an ONNX TensorProto.DataType code (Cast's "to") to the
// element type.
func ONNXDType(code int64) (graph.DType, error) { return onnxDType(code) }
