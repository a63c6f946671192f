package lower

import (
	"fmt"
	"sort"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/program"
)

// stepKind says how an op lowers as a step of the program (program.Step)
// instead of a kernel.
type stepKind uint8

// The step kinds of the op table.
const (
	noStep stepKind = iota
	ifStep
	loopStep
	scanStep
	hostStep
)

// stepFunc lowers node n as a step.
type stepFunc func(l *lowering, n *graph.Node) error

// stepOf returns how n lowers as a step: its op table entry's step, or a
// host step for any node that reads or writes a value whose shape is known
// only at run time (kernels take static shapes) or a string value (strings
// live on the host). It is nil for a kernel.
func stepOf(n *graph.Node) stepFunc {
	op, _ := lookupOp(n)
	switch {
	case op.step == ifStep:
		return (*lowering).ifStep
	case op.step == loopStep:
		return (*lowering).loopStep
	case op.step == scanStep:
		return (*lowering).scanStep
	case op.step == hostStep || n.Dynamic() || touchesHostValues(n):
		return (*lowering).hostStep
	}
	return nil
}

// addStep appends a control or host step; its presence makes the program
// list its steps (a program of launches only keeps the launch list alone,
// byte for byte as before steps existed).
func (l *lowering) addStep(s program.Step) {
	l.steps = append(l.steps, s)
	l.control = true
}

// operands returns the buffers of vs, -1 for an omitted one.
func (l *lowering) operands(vs []*graph.Value) ([]int, error) {
	out := make([]int, len(vs))
	for i, v := range vs {
		if v == nil {
			out[i] = -1
			continue
		}
		idx, err := l.buffer(v)
		if err != nil {
			return nil, err
		}
		out[i] = idx
	}
	return out, nil
}

// stepOperands returns the buffers a control-flow step binds: n's own
// inputs, then the captured values that are not constants (a captured
// constant is a constant of the sub-programs, see subprogram).
func (l *lowering) stepOperands(n *graph.Node) ([]int, error) {
	start := n.CaptureStart()
	vs := append([]*graph.Value{}, n.Inputs[:start]...)
	for _, v := range n.Inputs[start:] {
		if l.g.Const(v) == nil {
			vs = append(vs, v)
		}
	}
	return l.operands(vs)
}

// results returns the buffers of n's outputs; an omitted output gets a
// dynamic buffer of its own (the step still computes it).
func (l *lowering) results(n *graph.Node) ([]int, error) {
	out := make([]int, len(n.Outputs))
	for i, v := range n.Outputs {
		if v == nil {
			v = &graph.Value{Name: fmt.Sprintf("%s/unused%d", n.Name, i), Dynamic: true, Producer: n}
		}
		idx, err := l.buffer(v)
		if err != nil {
			return nil, err
		}
		out[i] = idx
	}
	return out, nil
}

// hostStep lowers n as a host step: the runtime runs the reference
// implementation of the op over host memory (runtime/hostop), which is
// how data-dependent ops (NonZero, NonMaxSuppression) and ops over values
// of run-time shape are computed on every device.
func (l *lowering) hostStep(n *graph.Node) error {
	attrs, err := hostAttrs(n)
	if err != nil {
		return err
	}
	ins, err := l.operands(n.Inputs)
	if err != nil {
		return err
	}
	outs, err := l.results(n)
	if err != nil {
		return err
	}
	l.addStep(program.Step{Kind: program.StepHost, Op: n.OpType, Attrs: attrs, Inputs: ins, Outputs: outs, Opset: l.g.Opset, Label: n.String()})
	return nil
}

// hostAttrs converts n's attributes for a host step, sorted by name.
func hostAttrs(n *graph.Node) ([]program.HostAttr, error) {
	names := make([]string, 0, len(n.Attrs))
	for k := range n.Attrs {
		names = append(names, k)
	}
	sort.Strings(names)
	var out []program.HostAttr
	for _, k := range names {
		a := n.Attrs[k]
		h := program.HostAttr{Name: k, Kind: a.Kind.String()}
		switch a.Kind {
		case graph.AttrInt:
			h.Int = a.Int
		case graph.AttrFloat:
			h.Float = a.Float
		case graph.AttrString:
			h.String = a.String
		case graph.AttrInts:
			h.Ints = a.Ints
		case graph.AttrFloats:
			h.Floats = a.Floats
		case graph.AttrStrings:
			h.Strings = a.Strings
		case graph.AttrTensor:
			h.DType, h.Shape, h.Data, h.Strings = a.Tensor.DType.String(), []int64(a.Tensor.Shape), a.Tensor.Data, a.Tensor.Strings
		default:
			return nil, fmt.Errorf("%s: a %s attribute cannot be passed to a host step", n, a.Kind)
		}
		out = append(out, h)
	}
	return out, nil
}

// bodyStep compiles a Loop's or Scan's body over ins as a sub-program and
// returns it with the node's operand and result buffers.
func (l *lowering) bodyStep(n *graph.Node, body *graph.Graph, ins []*graph.Value) (bi int, operands, outs []int, err error) {
	if bi, err = l.subprogram(n, "body", body, ins); err != nil {
		return 0, nil, nil, err
	}
	if operands, err = l.stepOperands(n); err != nil {
		return 0, nil, nil, err
	}
	if outs, err = l.results(n); err != nil {
		return 0, nil, nil, err
	}
	return bi, operands, outs, nil
}

// subprogram compiles subgraph sg of node n as a program of its own (its
// inputs: sg's formal inputs typed as ins, then its captured values typed
// as the node's inputs that bind them) and adds it to the program's
// sub-programs; its kernels join the result like any other.
func (l *lowering) subprogram(n *graph.Node, name string, sg *graph.Graph, ins []*graph.Value) (int, error) {
	if len(ins) != len(sg.Inputs) {
		return 0, fmt.Errorf("%s: subgraph %s takes %d inputs, the step gives %d", n, name, len(sg.Inputs), len(ins))
	}
	caps := n.Inputs[n.CaptureStart():]
	if len(caps) != len(sg.Captures) {
		return 0, fmt.Errorf("%s: subgraph %s captures %d values, the node binds %d", n, name, len(sg.Captures), len(caps))
	}
	g := sg.Clone()
	typeAs := func(v, from *graph.Value) {
		v.DType, v.Dynamic = from.DType, from.Dynamic
		v.Shape, v.ShapeKnown = from.Shape.Clone(), from.ShapeKnown && !from.Dynamic
		v.Dims = nil
	}
	for i, v := range g.Inputs {
		typeAs(v, ins[i])
	}
	// The captured values become ordinary inputs, named apart from the
	// subgraph's own values; a captured constant becomes a constant of
	// the sub-program (its shapes and values then fold there).
	taken := map[string]bool{}
	for _, v := range g.Inputs {
		taken[v.Name] = true
	}
	for i, v := range g.Captures {
		typeAs(v, caps[i])
		if _, clash := g.Initializers[v.Name]; clash || taken[v.Name] {
			v.Name = graph.UniqueName(g.NameSet(), v.Name)
		}
		taken[v.Name] = true
		if t := l.g.Const(caps[i]); t != nil {
			g.Initializers[v.Name] = t
			continue
		}
		g.Inputs = append(g.Inputs, v)
	}
	g.Captures = nil
	front, err := passes.Compile(l.ctx, g, passes.Options{Kinds: OpKind, RuntimeShapes: true})
	if err != nil {
		return 0, fmt.Errorf("%s: %s: %w", n, name, err)
	}
	res, err := lowerParts(l.ctx, g, front.Partitions, front.Memory, nil, true)
	if err != nil {
		return 0, fmt.Errorf("%s: %s: %w", n, name, err)
	}
	for _, o := range res.Objects {
		if id := o.ID(); !l.seen[id] {
			l.seen[id] = true
			l.res.Objects = append(l.res.Objects, o)
		}
	}
	for id, t := range res.Weights {
		l.res.Weights[id] = t
	}
	sp := res.Programs[0]
	sp.Name = n.Name + "/" + name
	l.prog.Subprograms = append(l.prog.Subprograms, sp)
	return len(l.prog.Subprograms) - 1, nil
}

// scalarValue is a formal input of a body: Loop's iteration number and
// condition.
func scalarValue(dt graph.DType) *graph.Value {
	return &graph.Value{DType: dt, Shape: graph.Shape{}, ShapeKnown: true}
}

// ifStep lowers If as a step that reads the condition back and runs one of
// two sub-programs (an If whose condition is a constant was inlined by
// passes.InlineIf before).
func (l *lowering) ifStep(n *graph.Node) error {
	then, els := n.SubgraphAttr("then_branch"), n.SubgraphAttr("else_branch")
	if then == nil || els == nil || n.CaptureStart() != 1 {
		return fmt.Errorf("%s: If needs one input and then_branch and else_branch graphs", n)
	}
	if len(then.Outputs) != len(n.Outputs) || len(els.Outputs) != len(n.Outputs) {
		return fmt.Errorf("%s: the branches give %d and %d outputs, the If has %d", n, len(then.Outputs), len(els.Outputs), len(n.Outputs))
	}
	ti, err := l.subprogram(n, "then_branch", then, nil)
	if err != nil {
		return err
	}
	ei, err := l.subprogram(n, "else_branch", els, nil)
	if err != nil {
		return err
	}
	ins, err := l.stepOperands(n)
	if err != nil {
		return err
	}
	outs, err := l.results(n)
	if err != nil {
		return err
	}
	l.addStep(program.Step{Kind: program.StepIf, Programs: []int{ti, ei}, Inputs: ins, Outputs: outs, Label: n.String()})
	return nil
}

// loopStep lowers Loop as a step that runs the body sub-program while the
// condition holds, its carried values staying on the device.
func (l *lowering) loopStep(n *graph.Node) error {
	body := n.SubgraphAttr("body")
	nc := n.CaptureStart()
	if body == nil || nc < 2 {
		return fmt.Errorf("%s: Loop needs M, cond and a body graph", n)
	}
	if len(body.Inputs) != nc || len(body.Outputs) < nc-1 || len(n.Outputs) > len(body.Outputs)-1 {
		return fmt.Errorf("%s: the body takes %d inputs and gives %d outputs, the Loop binds %d inputs and %d outputs", n, len(body.Inputs), len(body.Outputs), nc, len(n.Outputs))
	}
	ins := []*graph.Value{scalarValue(graph.Int64), scalarValue(graph.Bool)}
	for k, v := range n.Inputs[2:nc] {
		if v == nil {
			return fmt.Errorf("%s: a loop-carried input is missing", n)
		}
		// A carried value whose shape may change from one iteration to
		// the next (its final value is dynamic) is dynamic in the body.
		c := *v
		if o := n.Output(k); o == nil || o.Dynamic {
			c.Dynamic, c.ShapeKnown = true, false
		}
		ins = append(ins, &c)
	}
	bi, operands, outs, err := l.bodyStep(n, body, ins)
	if err != nil {
		return err
	}
	// Scan outputs the node leaves out are still computed.
	for i := len(outs); i < len(body.Outputs)-1; i++ {
		outs = append(outs, l.dynamicBuffer(&graph.Value{Name: fmt.Sprintf("%s/unused%d", n.Name, i), Dynamic: true, Producer: n}))
	}
	l.addStep(program.Step{Kind: program.StepLoop, Programs: []int{bi}, Inputs: operands, Outputs: outs, NumCarried: nc - 2, Label: n.String()})
	return nil
}

// scanStep lowers Scan as a step that runs the body sub-program once per
// slice of the scan inputs.
func (l *lowering) scanStep(n *graph.Node) error {
	if l.g.Opset < 9 {
		return l.batchedScanStep(n)
	}
	body := n.SubgraphAttr("body")
	nc := n.CaptureStart()
	m := int(n.Int("num_scan_inputs", 0))
	if body == nil || m < 1 || m > nc {
		return fmt.Errorf("%s: Scan needs num_scan_inputs in [1, %d] and a body graph", n, nc)
	}
	states := nc - m
	outsK := len(body.Outputs) - states
	if outsK < 0 || len(n.Outputs) != len(body.Outputs) {
		return fmt.Errorf("%s: the body has %d outputs, Scan has %d with %d states", n, len(body.Outputs), len(n.Outputs), states)
	}
	list := func(name string, k int) ([]int64, error) {
		v := n.Ints(name, nil)
		if v == nil {
			return make([]int64, k), nil
		}
		if len(v) != k {
			return nil, fmt.Errorf("%s: %s has %d entries, want %d", n, name, len(v), k)
		}
		return v, nil
	}
	inAxes, err := list("scan_input_axes", m)
	if err != nil {
		return err
	}
	inDirs, err := list("scan_input_directions", m)
	if err != nil {
		return err
	}
	outAxes, err := list("scan_output_axes", outsK)
	if err != nil {
		return err
	}
	outDirs, err := list("scan_output_directions", outsK)
	if err != nil {
		return err
	}
	var ins []*graph.Value
	for i, v := range n.Inputs[:nc] {
		if v == nil {
			return fmt.Errorf("%s: input %d is missing", n, i)
		}
		c := *v
		c.Producer = nil
		if i >= states && !v.Dynamic {
			ax, err := graph.NormalizeAxis(inAxes[i-states], v.Shape.Rank())
			if err != nil {
				return fmt.Errorf("%s: scan_input_axes: %w", n, err)
			}
			inAxes[i-states] = int64(ax)
			c.Shape = append(append(graph.Shape{}, v.Shape[:ax]...), v.Shape[ax+1:]...)
		} else if i >= states {
			return &graph.UnsupportedError{Msg: fmt.Sprintf("%s: a scan input whose shape is known only at run time is not supported", n)}
		}
		if o := n.Output(i); i < states && (o == nil || o.Dynamic) {
			c.Dynamic, c.ShapeKnown = true, false
		}
		ins = append(ins, &c)
	}
	for k := range outAxes {
		o := n.Outputs[states+k]
		if o == nil || o.Dynamic {
			continue
		}
		ax, err := graph.NormalizeAxis(outAxes[k], o.Shape.Rank())
		if err != nil {
			return fmt.Errorf("%s: scan_output_axes: %w", n, err)
		}
		outAxes[k] = int64(ax)
	}
	bi, operands, outs, err := l.bodyStep(n, body, ins)
	if err != nil {
		return err
	}
	var rev []bool
	for _, d := range append(append([]int64{}, inDirs...), outDirs...) {
		if d != 0 && d != 1 {
			return fmt.Errorf("%s: scan directions must be 0 or 1, got %d", n, d)
		}
		rev = append(rev, d == 1)
	}
	l.addStep(program.Step{Kind: program.StepScan, Programs: []int{bi}, Inputs: operands, Outputs: outs,
		NumScan: m, NumCarried: states, Axes: append(inAxes, outAxes...), Reverse: rev, Label: n.String()})
	return nil
}

// batchedScanStep lowers Scan of opset 8: input 0 is sequence_lens, every
// other input and every output has a batch dim first, and the sequence
// axis of a scan input is 1. The body sees one batch entry (its scan
// slices drop the batch and sequence dims); the runtime runs it per entry.
func (l *lowering) batchedScanStep(n *graph.Node) error {
	body := n.SubgraphAttr("body")
	nc := n.CaptureStart()
	m := int(n.Int("num_scan_inputs", 0))
	if body == nil || nc < 1 || m < 1 || m > nc-1 {
		return fmt.Errorf("%s: Scan needs num_scan_inputs in [1, %d] and a body graph", n, nc-1)
	}
	states := nc - 1 - m
	k := len(body.Outputs) - states
	if k < 0 || len(n.Outputs) != len(body.Outputs) {
		return fmt.Errorf("%s: the body has %d outputs, Scan has %d with %d states", n, len(body.Outputs), len(n.Outputs), states)
	}
	dirs := n.Ints("directions", make([]int64, m))
	if len(dirs) != m {
		return fmt.Errorf("%s: directions has %d entries, want %d", n, len(dirs), m)
	}
	var ins []*graph.Value
	for i, v := range n.Inputs[1:nc] {
		drop := 1 // the batch dim
		if i >= states {
			drop = 2 // and the sequence dim
		}
		if v == nil || v.Dynamic || v.Shape.Rank() < drop {
			return &graph.UnsupportedError{Msg: fmt.Sprintf("%s: input %d needs a static shape with batch (and sequence) dims", n, i+1)}
		}
		c := *v
		c.Producer = nil
		c.Shape = v.Shape[drop:].Clone()
		if o := n.Output(i); i < states && (o == nil || o.Dynamic) {
			c.Dynamic, c.ShapeKnown = true, false
		}
		ins = append(ins, &c)
	}
	bi, operands, outs, err := l.bodyStep(n, body, ins)
	if err != nil {
		return err
	}
	axes := make([]int64, m+k)
	rev := make([]bool, m+k)
	for j, d := range dirs {
		if d != 0 && d != 1 {
			return fmt.Errorf("%s: directions must be 0 or 1, got %d", n, d)
		}
		rev[j] = d == 1
	}
	l.addStep(program.Step{Kind: program.StepScan, Batched: true, Programs: []int{bi}, Inputs: operands, Outputs: outs,
		NumScan: m, NumCarried: states, Axes: axes, Reverse: rev, Label: n.String()})
	return nil
}
