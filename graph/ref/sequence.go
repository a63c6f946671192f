package ref

import (
	"errors"
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// The sequence and optional ops (graph/container.go): a sequence is a
// Tensor of DType Sequence whose Elems are its tensors, an optional one of
// DType Optional holding none or one value. Their outputs' types follow
// from the values (a sequence's length, an optional's presence), so every
// one is data-shaped: a compile makes their results host values computed
// by host steps (lower/strings.go), which run these same functions. SplitToSequence and ConcatFromSequence compute
// through Split, Squeeze, Concat (one op, one place).
func init() {
	seq := func(eval func(c *evalCtx) error) opDef {
		return opDef{types: noStaticTypes, eval: func(c *evalCtx, _ []outType) error { return eval(c) }, dataShaped: true, containers: true, strings: true}
	}
	for op, eval := range sequenceOps {
		builtinOps[op] = seq(eval)
	}
}

// sequenceOps are the sequence and optional ops, by name.
var sequenceOps = map[string]func(c *evalCtx) error{
	"SequenceConstruct":  evalSequenceConstruct,
	"SequenceEmpty":      evalSequenceEmpty,
	"SequenceAt":         evalSequenceAt,
	"SequenceInsert":     evalSequenceInsert,
	"SequenceErase":      evalSequenceErase,
	"SequenceLength":     evalSequenceLength,
	"SplitToSequence":    evalSplitToSequence,
	"ConcatFromSequence": evalConcatFromSequence,
	"Optional":           evalOptional,
	"OptionalHasElement": evalOptionalHasElement,
	"OptionalGetElement": evalOptionalGetElement,
}

// errContainerShapes is the shape inference of a sequence or optional op.
// Their values are decided at run time: a compile makes them host values
// computed by host steps (ErrDataShaped).
var errContainerShapes = fmt.Errorf("a sequence or optional: %w", ErrDataShaped)

func noStaticTypes(args) ([]outType, error) { return nil, errContainerShapes }

// containersUnsupported is the error of an op given a sequence or optional
// it does not take.
func containersUnsupported(n *graph.Node) error {
	return &UnsupportedError{Msg: fmt.Sprintf("%s: operator %s does not take sequence or optional values", n, n.OpType)}
}

// hasContainer reports whether any input is a sequence or optional.
func hasContainer(ins []*graph.Tensor) bool {
	for _, t := range ins {
		if t != nil && t.DType.IsContainer() {
			return true
		}
	}
	return false
}

// sequenceIn is input i, which must be a sequence.
func (c *evalCtx) sequenceIn(i int) (*graph.Tensor, error) {
	t := c.input(i)
	if t == nil || t.DType != graph.Sequence {
		return nil, fmt.Errorf("input %d must be a sequence", i)
	}
	return t, nil
}

// position reads input i, a scalar index into a sequence of n tensors
// (negative counts from the end), in [-n, n) or, with end, [-n, n]; def
// when the input is absent.
func (c *evalCtx) position(i, n int, end bool, def int) (int, error) {
	t := c.input(i)
	if t == nil {
		return def, nil
	}
	if t.Len() != 1 || (t.DType != graph.Int32 && t.DType != graph.Int64) {
		return 0, fmt.Errorf("position is %v: want one int32 or int64", t)
	}
	p, hi := t.Int64(0), int64(n)
	if end {
		hi++
	}
	if p < -int64(n) || p >= hi {
		return 0, fmt.Errorf("position %d is out of range for a sequence of %d", p, n)
	}
	if p < 0 {
		p += int64(n)
	}
	return int(p), nil
}

func (c *evalCtx) setSequence(elems []*graph.Tensor) error {
	s, err := graph.NewSequence(elems)
	if err != nil {
		return err
	}
	c.set(0, s)
	return nil
}

func evalSequenceConstruct(c *evalCtx) error {
	var elems []*graph.Tensor
	for i := range c.count() {
		t := c.input(i)
		if t == nil || t.DType.IsContainer() {
			return fmt.Errorf("input %d must be a tensor", i)
		}
		elems = append(elems, t)
	}
	return c.setSequence(elems)
}

func evalSequenceEmpty(c *evalCtx) error {
	if _, err := onnxDType(c.n.Int("dtype", 1)); err != nil && c.n.Int("dtype", 1) != onnxString {
		return err
	}
	return c.setSequence(nil)
}

func evalSequenceAt(c *evalCtx) error {
	s, err := c.sequenceIn(0)
	if err != nil {
		return err
	}
	p, err := c.position(1, len(s.Elems), false, 0)
	if err != nil {
		return err
	}
	if c.input(1) == nil {
		return errors.New("SequenceAt needs a position")
	}
	c.set(0, s.Elems[p])
	return nil
}

func evalSequenceInsert(c *evalCtx) error {
	s, err := c.sequenceIn(0)
	if err != nil {
		return err
	}
	t := c.input(1)
	if t == nil || t.DType.IsContainer() {
		return errors.New("input 1 must be a tensor")
	}
	p, err := c.position(2, len(s.Elems), true, len(s.Elems))
	if err != nil {
		return err
	}
	elems := append(append(append([]*graph.Tensor{}, s.Elems[:p]...), t), s.Elems[p:]...)
	return c.setSequence(elems)
}

func evalSequenceErase(c *evalCtx) error {
	s, err := c.sequenceIn(0)
	if err != nil {
		return err
	}
	if len(s.Elems) == 0 {
		return errors.New("erase from an empty sequence")
	}
	p, err := c.position(1, len(s.Elems), false, len(s.Elems)-1)
	if err != nil {
		return err
	}
	return c.setSequence(append(append([]*graph.Tensor{}, s.Elems[:p]...), s.Elems[p+1:]...))
}

func evalSequenceLength(c *evalCtx) error {
	s, err := c.sequenceIn(0)
	if err != nil {
		return err
	}
	t, err := graph.FromInt64s(graph.Int64, graph.Shape{}, []int64{int64(len(s.Elems))})
	if err != nil {
		return err
	}
	c.set(0, t)
	return nil
}

// evalSplitToSequence splits input 0 along axis into the sizes split gives
// (a scalar: chunks of that size, the last one shorter; a list: those
// sizes), or, without split, into slices of 1 that keepdims=0 squeezes.
func evalSplitToSequence(c *evalCtx) error {
	x := c.input(0)
	if x == nil || x.DType.IsContainer() {
		return errors.New("input 0 must be a tensor")
	}
	ax, err := graph.NormalizeAxis(c.n.Int("axis", 0), x.Shape.Rank())
	if err != nil {
		return err
	}
	dim := x.Shape[ax]
	var sizes []int64
	split := c.input(1)
	switch {
	case split == nil:
		for range dim {
			sizes = append(sizes, 1)
		}
	case split.Shape.Rank() == 0:
		k := split.Int64(0)
		if k <= 0 {
			return fmt.Errorf("split %d: want a positive chunk size", k)
		}
		for at := int64(0); at < dim; at += k {
			sizes = append(sizes, min(k, dim-at))
		}
	default:
		sizes = split.Int64s()
	}
	if len(sizes) == 0 {
		return c.setSequence(nil)
	}
	st, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(sizes))}, sizes)
	if err != nil {
		return err
	}
	node := &graph.Node{Name: c.n.Name + "/split", OpType: "Split", Attrs: map[string]*graph.Attr{"axis": {Kind: graph.AttrInt, Int: int64(ax)}},
		Inputs: []*graph.Value{{Name: "x", DType: x.DType}, {Name: "split", DType: graph.Int64}}}
	for i := range sizes {
		node.Outputs = append(node.Outputs, &graph.Value{Name: fmt.Sprintf("part%d", i), Producer: node})
	}
	parts, err := evalNode(c.context(), node, max(c.op, 13), []*graph.Tensor{x, st})
	if err != nil {
		return err
	}
	if split == nil && c.n.Int("keepdims", 1) == 0 {
		for i, p := range parts {
			if parts[i], err = sliceAxis(p, ax, 0); err != nil {
				return err
			}
		}
	}
	return c.setSequence(parts)
}

// evalConcatFromSequence joins a sequence's tensors along axis, or, with
// new_axis=1, stacks them on a new axis.
func evalConcatFromSequence(c *evalCtx) error {
	s, err := c.sequenceIn(0)
	if err != nil {
		return err
	}
	if len(s.Elems) == 0 {
		return errors.New("concatenate an empty sequence")
	}
	axis, rank := c.n.Int("axis", 0), s.Elems[0].Shape.Rank()
	if c.n.Int("new_axis", 0) == 1 {
		ax, err := graph.NormalizeAxis(axis, rank+1)
		if err != nil {
			return err
		}
		t, err := stackAxis(s.Elems, ax, false, s.Elems[0].DType, s.Elems[0].Shape)
		if err != nil {
			return err
		}
		c.set(0, t)
		return nil
	}
	node := &graph.Node{Name: c.n.Name + "/concat", OpType: "Concat", Attrs: map[string]*graph.Attr{"axis": {Kind: graph.AttrInt, Int: axis}}}
	for i, e := range s.Elems {
		node.Inputs = append(node.Inputs, &graph.Value{Name: fmt.Sprintf("in%d", i), DType: e.DType})
	}
	node.Outputs = []*graph.Value{{Name: "out", Producer: node}}
	outs, err := evalNode(c.context(), node, max(c.op, 13), s.Elems)
	if err != nil {
		return err
	}
	c.set(0, outs[0])
	return nil
}

func evalOptional(c *evalCtx) error {
	v := c.input(0)
	if v != nil && v.DType == graph.Optional {
		return errors.New("an optional of an optional")
	}
	o, err := graph.NewOptional(v)
	if err != nil {
		return err
	}
	c.set(0, o)
	return nil
}

func evalOptionalHasElement(c *evalCtx) error {
	v := c.input(0)
	has := v != nil && (v.DType != graph.Optional || len(v.Elems) == 1)
	c.set(0, graph.Scalar(graph.Bool, b2f(has)))
	return nil
}

func evalOptionalGetElement(c *evalCtx) error {
	v := c.input(0)
	switch {
	case v == nil:
		return errors.New("no input")
	case v.DType != graph.Optional:
		c.set(0, v) // a tensor or sequence is its own element
	case len(v.Elems) == 0:
		return errors.New("the optional holds no value")
	default:
		c.set(0, v.Elems[0])
	}
	return nil
}
