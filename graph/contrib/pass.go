// Package contrib decomposes the operators of other ONNX domains that
// mgxport supports (ONNX Runtime's com.microsoft contrib ops) into
// default-domain ops at import, one table entry per op.
package contrib

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/mgxport/mgxport/graph"
)

// MicrosoftDomain is the domain of ONNX Runtime's contrib operators.
const MicrosoftDomain = "com.microsoft"

// Pass rewrites the operators of other domains that mgxport supports
// (ONNX Runtime's com.microsoft contrib ops, as its transformer optimizer
// and quantizers write them) as the default-domain ops that compute the
// same values, so every target runs them through the kernels it has. The
// importer runs it on every model (and subgraph) it reads: after it, a
// graph holds default-domain ops only. Shapes are not needed: the
// decompositions reshape with 0/-1 and read sizes from constants.
type Pass struct{}

// Name is "contrib".
func (Pass) Name() string { return "contrib" }

// contribOp is one table entry: the op, its domain and the builder of its
// decomposition. The builder binds n's outputs (b.bind) and reads
// attributes and optional inputs as ONNX Runtime's contrib-op
// documentation defines them.
type contribOp struct {
	domain, op string
	build      func(b *cbuild, n *graph.Node) error
}

// contribTable lists every decomposed op; see the contrib_*.go files.
func contribTable() []contribOp {
	return slices.Concat(transformerOps(), qoperatorOps(), weightOnlyOps(), fusedOps(), mlOps())
}

// lookupContrib finds the entry of (domain, op); "ai.onnx" is "".
func lookupContrib(domain, op string) (contribOp, bool) {
	if domain == "ai.onnx" {
		domain = ""
	}
	for _, e := range contribTable() {
		if e.domain == domain && e.op == op {
			return e, true
		}
	}
	return contribOp{}, false
}

// Decomposed reports whether the importer accepts (domain, op) by
// rewriting it (Pass).
func Decomposed(domain, op string) bool {
	_, ok := lookupContrib(domain, op)
	return ok
}

// DecomposedOp names one decomposed op for `mgxport ops`.
type DecomposedOp struct {
	Domain string
	Op     string
}

// DecomposedOps lists the ops Pass rewrites, sorted by domain and op.
func DecomposedOps() []DecomposedOp {
	var out []DecomposedOp
	for _, e := range contribTable() {
		out = append(out, DecomposedOp{Domain: e.domain, Op: e.op})
	}
	slices.SortFunc(out, func(a, b DecomposedOp) int {
		if c := strings.Compare(a.Domain, b.Domain); c != 0 {
			return c
		}
		return strings.Compare(a.Op, b.Op)
	})
	return slices.CompactFunc(out, func(a, b DecomposedOp) bool { return a == b })
}

// Run decomposes every table op of g and of its subgraphs, in place.
func (Pass) Run(ctx context.Context, g *graph.Graph) error {
	var names map[string]bool
	out := make([]*graph.Node, 0, len(g.Nodes))
	for _, n := range g.Nodes {
		if err := ctx.Err(); err != nil {
			return err
		}
		for _, a := range n.Attrs {
			for _, sg := range append([]*graph.Graph{a.Graph}, a.Graphs...) {
				if sg != nil {
					if err := (Pass{}).Run(ctx, sg); err != nil {
						return err
					}
				}
			}
		}
		e, ok := lookupContrib(n.Domain, n.OpType)
		if !ok {
			out = append(out, n)
			continue
		}
		if names == nil {
			names = g.NameSet()
		}
		b := &cbuild{g: g, names: names, base: n.Name, opset: g.Opset}
		if err := e.build(b, n); err != nil {
			return fmt.Errorf("%s (domain %s): %w", n, n.Domain, err)
		}
		for i, v := range n.Outputs {
			if v != nil && v.Producer == n {
				return fmt.Errorf("%s (domain %s): output %d (%s) is not supported", n, n.Domain, i, v.Name)
			}
		}
		out = append(out, b.nodes...)
	}
	g.Nodes = out
	return nil
}

// cbuild makes the nodes of one decomposition.
type cbuild struct {
	g     *graph.Graph
	names map[string]bool
	base  string
	opset int64
	nodes []*graph.Node
}

// op appends a default-domain node of one fresh output and returns it.
func (b *cbuild) op(op string, ins ...*graph.Value) *graph.Value {
	return b.opN(op, 1, ins...)[0]
}

// opN appends a node of k fresh outputs.
func (b *cbuild) opN(op string, k int, ins ...*graph.Value) []*graph.Value {
	n := &graph.Node{Name: graph.UniqueName(b.names, b.base+"_"+op), OpType: op, Inputs: ins, Attrs: map[string]*graph.Attr{}}
	for i := range k {
		v := &graph.Value{Name: graph.UniqueName(b.names, fmt.Sprintf("%s_out%d", n.Name, i)), Producer: n}
		n.Outputs = append(n.Outputs, v)
	}
	b.nodes = append(b.nodes, n)
	return n.Outputs
}

// bind makes the decomposition's value v compute orig, an output of the
// node being replaced (orig keeps its name, type and readers), and returns
// the value that stands for v from now on (orig; v itself when orig is nil,
// an omitted output).
func (b *cbuild) bind(orig, v *graph.Value) *graph.Value {
	if orig == nil {
		return v
	}
	if p := v.Producer; p != nil && slices.Contains(b.nodes, p) {
		for i, o := range p.Outputs {
			if o == v {
				p.Outputs[i] = orig
				orig.Producer = p
				// Nodes of the decomposition that read v read orig now.
				for _, m := range b.nodes {
					for j, in := range m.Inputs {
						if in == v {
							m.Inputs[j] = orig
						}
					}
				}
				return orig
			}
		}
	}
	return b.bind(orig, b.op("Identity", v))
}

// constant adds t as an initializer.
func (b *cbuild) constant(t *graph.Tensor) *graph.Value {
	return b.g.AddConst(b.names, b.base+"_c", t)
}

// scalar is a scalar constant of type dt.
func (b *cbuild) scalar(dt graph.DType, v float64) *graph.Value {
	return b.constant(graph.Scalar(dt, v))
}

// f32 is a float32 scalar.
func (b *cbuild) f32(v float64) *graph.Value { return b.scalar(graph.Float32, v) }

// i64s is a 1-D int64 constant.
func (b *cbuild) i64s(v ...int64) *graph.Value {
	t, err := graph.FromInt64s(graph.Int64, graph.Shape{int64(len(v))}, v)
	if err != nil {
		panic(err) // a 1-D int64 tensor of len(v) elements always builds
	}
	return b.constant(t)
}

// unsqueeze inserts axes (an input since opset 13).
func (b *cbuild) unsqueeze(x *graph.Value, axes ...int64) *graph.Value {
	if b.opset >= 13 {
		return b.op("Unsqueeze", x, b.i64s(axes...))
	}
	v := b.op("Unsqueeze", x)
	v.Producer.SetInts("axes", axes)
	return v
}

// reduce applies a Reduce* op over axes (an input since opset 18; ReduceSum
// since 13).
func (b *cbuild) reduce(op string, x *graph.Value, keep bool, axes ...int64) *graph.Value {
	var v *graph.Value
	if b.opset >= 18 || op == "ReduceSum" && b.opset >= 13 {
		v = b.op(op, x, b.i64s(axes...))
	} else {
		v = b.op(op, x)
		v.Producer.SetInts("axes", axes)
	}
	k := int64(0)
	if keep {
		k = 1
	}
	v.Producer.SetInt("keepdims", k)
	return v
}

// split cuts x along axis into pieces of the given sizes (an input since
// opset 13).
func (b *cbuild) split(x *graph.Value, axis int64, sizes ...int64) []*graph.Value {
	var outs []*graph.Value
	if b.opset >= 13 {
		outs = b.opN("Split", len(sizes), x, b.i64s(sizes...))
	} else {
		outs = b.opN("Split", len(sizes), x)
		outs[0].Producer.SetInts("split", sizes)
	}
	outs[0].Producer.SetInt("axis", axis)
	return outs
}

// slice takes [start, end) of x along axis.
func (b *cbuild) slice(x *graph.Value, axis, start, end int64) *graph.Value {
	return b.op("Slice", x, b.i64s(start), b.i64s(end), b.i64s(axis))
}

// transpose permutes x.
func (b *cbuild) transpose(x *graph.Value, perm ...int64) *graph.Value {
	v := b.op("Transpose", x)
	v.Producer.SetInts("perm", perm)
	return v
}

// reshape reshapes x to dims (0 copies the input's dim, -1 is inferred).
func (b *cbuild) reshape(x *graph.Value, dims ...int64) *graph.Value {
	return b.op("Reshape", x, b.i64s(dims...))
}

// cast converts x to dt.
func (b *cbuild) cast(x *graph.Value, dt graph.DType) *graph.Value {
	v := b.op("Cast", x)
	v.Producer.SetInt("to", int64(onnxTypeCode(dt)))
	return v
}

// softmax is Softmax over the last axis (before opset 13 the input is
// coerced to 2-D at axis, which for the last axis is the same).
func (b *cbuild) softmax(x *graph.Value, rank int64) *graph.Value {
	v := b.op("Softmax", x)
	if b.opset >= 13 {
		v.Producer.SetInt("axis", -1)
	} else {
		v.Producer.SetInt("axis", rank-1)
	}
	return v
}

// onnxTypeCode is the TensorProto data type of dt.
func onnxTypeCode(dt graph.DType) int32 {
	switch dt {
	case graph.Float32:
		return 1
	case graph.Uint8:
		return 2
	case graph.Int8:
		return 3
	case graph.Uint16:
		return 4
	case graph.Int16:
		return 5
	case graph.Int32:
		return 6
	case graph.Int64:
		return 7
	case graph.String:
		return 8
	case graph.Bool:
		return 9
	case graph.Float16:
		return 10
	case graph.Float64:
		return 11
	case graph.Uint32:
		return 12
	case graph.Uint64:
		return 13
	case graph.BFloat16:
		return 16
	}
	return 0
}

// staticShape is v's shape when it is known at import: a constant's, or a
// declaration with every dim a number.
func (b *cbuild) staticShape(v *graph.Value) (graph.Shape, bool) {
	if v == nil {
		return nil, false
	}
	if t := b.g.Const(v); t != nil {
		return t.Shape, true
	}
	if v.ShapeKnown {
		return v.Shape, true
	}
	if v.Dims == nil {
		return nil, false
	}
	s := make(graph.Shape, len(v.Dims))
	for i, d := range v.Dims {
		if d.Param != "" || d.Size <= 0 {
			return nil, false
		}
		s[i] = d.Size
	}
	return s, true
}

// rank is v's rank when it is known at import (-1 when not).
func (b *cbuild) rank(v *graph.Value) int { return b.rankDepth(v, 0) }

// rankDepth is rank carried through the producers whose output rank
// follows from their inputs' (elementwise ops, Cast, reductions,
// Unsqueeze/Squeeze with constant axes, Reshape to a constant shape): an
// exported BERT's mask goes through Cast and ReduceSum before Attention.
func (b *cbuild) rankDepth(v *graph.Value, depth int) int {
	if v == nil || depth > 64 {
		return -1
	}
	if s, ok := b.staticShape(v); ok {
		return len(s)
	}
	if v.Dims != nil {
		return len(v.Dims)
	}
	p := v.Producer
	if p == nil || p.Domain != "" {
		return -1
	}
	in := func(i int) int { return b.rankDepth(p.Input(i), depth+1) }
	axes := func() (int, bool) {
		if a := p.Ints("axes", nil); a != nil {
			return len(a), true
		}
		if t := b.g.Const(p.Input(1)); t != nil {
			return t.Len(), true
		}
		return 0, p.Input(1) == nil && !p.Has("axes")
	}
	switch p.OpType {
	case "Cast", "Identity", "Not", "Neg", "Abs", "Relu", "Sigmoid", "Tanh", "Erf", "Sqrt", "Exp", "Log", "Softmax", "Clip":
		return in(0)
	case "Add", "Sub", "Mul", "Div", "Equal", "Greater", "Less", "GreaterOrEqual", "LessOrEqual", "And", "Or", "Where", "Pow":
		r := -1
		for i := range p.Inputs {
			ri := in(i)
			if ri < 0 {
				return -1
			}
			r = max(r, ri)
		}
		return r
	case "ReduceSum", "ReduceMean", "ReduceMax", "ReduceMin", "ReduceProd":
		r := in(0)
		if r < 0 || p.Int("keepdims", 1) != 0 {
			return r
		}
		n, ok := axes()
		switch {
		case !ok:
			return -1
		case n == 0 && p.Int("noop_with_empty_axes", 0) == 0:
			return 0 // every axis
		}
		return r - n
	case "Unsqueeze", "Squeeze":
		r := in(0)
		n, ok := axes()
		if r < 0 || !ok || (p.OpType == "Squeeze" && n == 0) {
			return -1
		}
		if p.OpType == "Squeeze" {
			return r - n
		}
		return r + n
	case "Reshape":
		if t := b.g.Const(p.Input(1)); t != nil && len(t.Shape) == 1 {
			return int(t.Shape[0])
		}
	}
	return -1
}

// dtype is v's element type as far as the import tells it: declared, a
// constant's, or carried through the ops of quantized graphs whose output
// type follows an input (Undefined when it cannot be told).
func dtype(v *graph.Value) graph.DType {
	for range 64 { // bounded walk up the producers
		if v == nil {
			return graph.Undefined
		}
		if v.DType.Valid() {
			return v.DType
		}
		p := v.Producer
		if p == nil {
			return graph.Undefined
		}
		if p.Domain != "" {
			return graph.Undefined
		}
		switch p.OpType {
		case "QuantizeLinear":
			if zp := p.Input(2); zp != nil {
				v = zp
				continue
			}
			return graph.Uint8
		case "QLinearConv", "QLinearMatMul":
			v = p.Input(7)
			continue
		case "DequantizeLinear":
			return graph.Float32
		case "Cast":
			return dtypeOfCode(p.Int("to", 0))
		case "Identity", "Relu", "MaxPool", "Reshape", "Transpose", "Flatten", "Squeeze", "Unsqueeze",
			"Concat", "Slice", "Gather", "Split", "Pad", "Resize", "Add", "Sub", "Mul", "Div", "Expand", "Tile":
			v = p.Input(0)
			continue
		}
		return graph.Undefined
	}
	return graph.Undefined
}

// dtypeOfCode is the DType of a TensorProto data type code.
func dtypeOfCode(c int64) graph.DType {
	for _, dt := range graph.AllDTypes() {
		if int64(onnxTypeCode(dt)) == c {
			return dt
		}
	}
	return graph.Undefined
}

// floatType is the float type of v (float32 when it cannot be told: the
// decomposition's constants then are float32).
func floatType(v *graph.Value) graph.DType {
	if dt := dtype(v); dt.IsFloat() {
		return dt
	}
	return graph.Float32
}

// need returns input i or an error naming it.
func need(n *graph.Node, i int, name string) (*graph.Value, error) {
	v := n.Input(i)
	if v == nil {
		return nil, fmt.Errorf("input %d (%s) is required", i, name)
	}
	return v, nil
}
