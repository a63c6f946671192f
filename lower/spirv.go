package lower

import (
	"errors"
	"fmt"
	"math"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/spirv/kernels"
)

// spirvObjects wraps a kernel library result as code objects whose argument
// signature is taken from the bound values.
func spirvObjects(ks []kernels.Kernel, values []*graph.Value) []*codeobj.Object {
	objs := make([]*codeobj.Object, len(ks))
	for i, k := range ks {
		args := make([]codeobj.Arg, len(values))
		for j, v := range values {
			name, write := fmt.Sprintf("a%d", j), j == len(values)-1
			if j < len(k.Args) {
				name, write = k.Args[j].Name, k.Args[j].Write
			}
			args[j] = argOf(name, v, write)
		}
		objs[i] = &codeobj.Object{
			Format: codeobj.AMDGCNSPIRV, Target: SPIRVTarget, Symbol: k.Symbol, Args: args,
			Global: k.Global, Local: k.Local, Wave: k.Wave, Payload: k.Binary,
		}
	}
	return objs
}

// spirvPartition lowers a partition through the SPIR-V kernel library: a
// pointwise chain as one fused kernel, any other op as its own kernel.
func (l *lowering) spirvPartition(part *passes.Partition) error {
	if allEmpty(part.Outputs) {
		// Nothing to compute: the outputs only need (empty) buffers.
		for _, v := range part.Outputs {
			if _, err := l.buffer(v); err != nil {
				return err
			}
		}
		return nil
	}
	pointwise := true
	for i, n := range part.Nodes {
		// A Transpose heading a fused kernel is a strided read of its
		// input (transposedView), a reshape a read under its shape.
		head := i == 0 && len(part.Nodes) > 1
		pointwise = pointwise && (OpKind(n) == passes.OpPointwise ||
			head && n.OpType == "Transpose" && transposedView(n, part.Outputs[0].Shape) == nil ||
			head && passes.AliasOp(n.OpType) && n.Input(0) != nil)
	}
	if pointwise && len(part.Outputs) == 1 {
		return l.pointwise(part)
	}
	if len(part.Nodes) == 1 && l.memory.InPlace(part.Nodes[0]) {
		return l.concatInPlace(part)
	}
	if part.Alias && len(part.Nodes) == 1 {
		return l.alias(part)
	}
	if len(part.Nodes) > 1 && OpKind(part.Nodes[0]) == passes.OpRowwise {
		// A row kernel and its tail: one kernel when the tail is one
		// the kernel applies in its store (the lowering reads it again).
		if _, _, err := l.rowTail(part); err == nil {
			return l.spirvNode(part, part.Nodes[0])
		}
	}
	if len(part.Nodes) == 1 {
		return l.spirvNode(part, part.Nodes[0])
	}
	// A mixed partition: lower node by node (a reshape inside keeps its
	// input's bytes).
	for _, n := range part.Nodes {
		if l.reshapeInPlace(n) {
			continue
		}
		if err := l.spirvPartition(single(n)); err != nil {
			return err
		}
	}
	return nil
}

// spirvNode lowers one non-pointwise node as library kernels of its own,
// by its op table entry.
func (l *lowering) spirvNode(part *passes.Partition, n *graph.Node) error {
	op, ok := lookupOp(n)
	if n.Output(0) == nil && (!op.omittable || len(single(n).Outputs) == 0) {
		return fmt.Errorf("%s without output", n)
	}
	if ok && op.shapeOnly {
		return op.kernel(l, part, n)
	}
	if n.Input(0) == nil {
		return fmt.Errorf("%s without input", n)
	}
	if done, err := l.constantNode(part, n); done || err != nil {
		return err
	}
	if ok && op.row != nil {
		tail, outs, err := l.rowTail(part)
		if err != nil {
			return err
		}
		return op.row(l, part, n, tail, outs)
	}
	if !ok || op.kernel == nil {
		return graph.Unsupportedf("%s is not supported yet", n.OpType)
	}
	return op.kernel(l, part, n)
}

// unaryLaunch launches kernels that read n's first input and write its
// first output.
func (l *lowering) unaryLaunch(part *passes.Partition, n *graph.Node) func(ks []kernels.Kernel, err error) error {
	return func(ks []kernels.Kernel, err error) error {
		return l.launchKernels(part, ks, err, n.Input(0), n.Output(0))
	}
}

// single is a one-node partition.
func single(n *graph.Node) *passes.Partition {
	p := &passes.Partition{Class: passes.ClassSPIRV, Nodes: []*graph.Node{n}}
	for _, v := range n.Inputs {
		if v != nil {
			p.Inputs = append(p.Inputs, v)
		}
	}
	for _, v := range n.Outputs {
		if v != nil {
			p.Outputs = append(p.Outputs, v)
		}
	}
	return p
}

func elems(v *graph.Value) int64 {
	n, _ := v.Shape.NumElements()
	return n
}

// constInts reads an int64 constant input (shape, axes, starts, ...).
func (l *lowering) constInts(n *graph.Node, i int) ([]int64, bool) {
	v := n.Input(i)
	t := l.g.Const(v)
	if t == nil {
		return nil, false
	}
	return t.Int64s(), true
}

// ConstInputError says a lowering needs the value of an input that is
// computed at run time (an axis, K, a repeat count, a training flag) to be
// known when compiling. A caller that knows the value may bind it as a
// constant and compile again.
type ConstInputError struct {
	// Node names the op; Input is the value's name and What its role.
	Node, Input, What string
}

// Error says what is missing.
func (e *ConstInputError) Error() string {
	return fmt.Sprintf("%s: input %q (%s) is computed at run time; a computed %s is not supported", e.Node, e.Input, e.What, e.What)
}

// Unwrap is graph.ErrUnsupported: a computed value is not supported there.
func (e *ConstInputError) Unwrap() error { return graph.ErrUnsupported }

// RuntimeInput returns the name of the input whose value a compile needed
// but did not have, when err says so (the front end's ref.RuntimeInputError
// or the lowering's ConstInputError).
func RuntimeInput(err error) (string, bool) {
	var re *ref.RuntimeInputError
	if errors.As(err, &re) {
		return re.Input, true
	}
	var ce *ConstInputError
	if errors.As(err, &ce) {
		return ce.Input, true
	}
	return "", false
}

// needInts reads the int constant input i of n, or fails with a
// ConstInputError naming its role.
func (l *lowering) needInts(n *graph.Node, i int, what string) ([]int64, error) {
	if v, ok := l.constInts(n, i); ok {
		return v, nil
	}
	return nil, &ConstInputError{Node: n.String(), Input: n.Input(i).Name, What: what}
}

// needFloat reads the scalar constant input i of n as a float.
func (l *lowering) needFloat(n *graph.Node, i int, what string) (float64, error) {
	t := l.g.Const(n.Input(i))
	if t == nil {
		return 0, &ConstInputError{Node: n.String(), Input: n.Input(i).Name, What: what}
	}
	if t.Len() != 1 {
		return 0, fmt.Errorf("%s: %s has %d elements, want 1", n, what, t.Len())
	}
	if t.DType == graph.Bool || t.DType.IsInt() {
		return float64(t.Int64(0)), nil
	}
	return t.Float64(0), nil
}

// allEmpty reports whether every value has no elements.
func allEmpty(vs []*graph.Value) bool {
	for _, v := range vs {
		if v != nil && elems(v) != 0 {
			return false
		}
	}
	return len(vs) > 0
}

// temp makes an intermediate value of node n's lowering (a buffer of its
// own in the arena); role tells the temps of one node apart.
func (l *lowering) temp(n *graph.Node, role string, dt graph.DType, shape []int64) *graph.Value {
	return &graph.Value{Name: n.Name + "/" + role, DType: dt, Shape: append(graph.Shape{}, shape...), ShapeKnown: true, Producer: n}
}

// constant adds t to the weights and returns its value.
func (l *lowering) constant(prefix string, t *graph.Tensor) *graph.Value {
	return l.g.AddConst(l.g.NameSet(), prefix, t)
}

// launchKernels launches ks on values.
func (l *lowering) launchKernels(part *passes.Partition, ks []kernels.Kernel, err error, values ...*graph.Value) error {
	if err != nil {
		return err
	}
	values = l.withStatus(part, ks, values)
	return l.launch(part, spirvObjects(ks, values), values)
}

// copyValue launches y = x, element for element (same count, any shapes).
func (l *lowering) copyValue(part *passes.Partition, x, y *graph.Value) error {
	if elems(y) == 0 {
		_, err := l.buffer(y)
		return err
	}
	ks, err := kernels.LayoutCopy(kernels.LayoutSpec{Symbol: "copy", OutShape: []int64{elems(y)}, Strides: []int64{1}, Elems: elems(x), DType: x.DType.String()})
	return l.launchKernels(part, ks, err, x, y)
}

// fill launches y = v everywhere.
func (l *lowering) fill(part *passes.Partition, y *graph.Value, v float64) error {
	ks, err := kernels.Pointwise(kernels.PointwiseSpec{Symbol: "fill", OutShape: y.Shape, OutDType: y.DType.String(), Expr: kernels.Const(v, y.DType.String())})
	return l.launchKernels(part, ks, err, y)
}

// constantOutput makes y a copy of the constant t (Shape, Size: values
// known from static shapes).
func (l *lowering) constantOutput(part *passes.Partition, n *graph.Node, t *graph.Tensor, y *graph.Value) error {
	return l.copyValue(part, l.constant(n.Name+"_value", t), y)
}

// constantNode lowers a deterministic node whose inputs are all constants —
// one the front end leaves unfolded because it computes a graph output —
// as copies of its outputs evaluated now. It reports whether it did.
func (l *lowering) constantNode(part *passes.Partition, n *graph.Node) (bool, error) {
	if n.OpType == "Dropout" || strings.HasPrefix(n.OpType, "Random") {
		return false, nil
	}
	ins := make([]*graph.Tensor, len(n.Inputs))
	for i, v := range n.Inputs {
		if v == nil {
			continue
		}
		if ins[i] = l.g.Const(v); ins[i] == nil {
			return false, nil
		}
	}
	outs, err := ref.EvalNodeBounded(n, l.g.Opset, ins, ref.MaxFoldBytes)
	var big *ref.SizeError
	if errors.As(err, &big) && n.OpType == "ConstantOfShape" {
		// Too large to make while compiling: a fill kernel makes it
		// at run time.
		return l.fillConstantOfShape(part, n)
	}
	if err != nil {
		return false, nil // lowered as kernels instead
	}
	for i, v := range n.Outputs {
		if v == nil || outs[i] == nil {
			continue
		}
		if err := l.constantOutput(part, n, outs[i], v); err != nil {
			return true, err
		}
	}
	return true, nil
}

// fillConstantOfShape lowers a ConstantOfShape of a static output shape as
// a fill kernel; it reports whether it did (a value a float64 does not
// hold exactly is left to the op table).
func (l *lowering) fillConstantOfShape(part *passes.Partition, n *graph.Node) (bool, error) {
	y := n.Output(0)
	if y == nil || !y.ShapeKnown {
		return false, nil
	}
	v := 0.0
	if t := n.TensorAttr("value"); t != nil {
		if t.Len() != 1 {
			return false, nil
		}
		if v = t.Float64(0); (t.DType == graph.Int64 || t.DType == graph.Uint64) && math.Abs(v) > 1<<53 {
			return false, nil
		}
	}
	return true, l.fill(part, y, v)
}

// product multiplies dims (1 for none).
func product(shape []int64) int64 {
	p := int64(1)
	for _, d := range shape {
		p *= d
	}
	return p
}
