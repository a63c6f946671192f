// Package lower turns a graph's partitions into portable kernels — MLIR-class
// partitions into TOSA modules written as MLIR bytecode, the others into
// SPIR-V kernels from the kernel library — and builds the program that binds
// them to buffers.
package lower

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/mgxport/mgxport/codeobj"
	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/passes"
	"github.com/mgxport/mgxport/lower/tosa"
	"github.com/mgxport/mgxport/program"
)

// BytecodeVersion is the MLIR bytecode version of the portable MLIR objects.
const BytecodeVersion = 6

// SPIRVVersion is the SPIR-V version of the portable SPIR-V objects.
const SPIRVVersion = "1.6"

// SPIRVTarget is the Target of amdgcnspirv code objects.
const SPIRVTarget = "spirv64"

// bufferAlign is the alignment of every buffer in the arena: a cache line,
// and enough for any vector load a kernel makes.
const bufferAlign = 64

// Options control a compile.
type Options struct {
	// Dims and InputDims bind the model's symbolic dims.
	Dims      map[string]int64
	InputDims map[string][]int64
	// Progress, when set, is called after each partition is lowered.
	Progress func(done, total int)
	// Precision runs the products in half (the zero value keeps fp32).
	Precision passes.MixedPrecision
}

// Result is a lowered model: its programs (one, "main", from Compile; one
// per shape bucket after Merge), their portable code objects (each once)
// and the weights their weight buffers name, by program.WeightID (each
// content once).
type Result struct {
	Programs []program.Program
	Objects  []*codeobj.Object
	Weights  map[string]*graph.Tensor
}

// Merge appends other's programs to r, with the code objects and weights r
// does not have yet: kernels are deduplicated by content ID and weights by
// content across programs.
func (r *Result) Merge(other *Result) {
	seen := make(map[string]bool, len(r.Objects))
	for _, o := range r.Objects {
		seen[o.ID()] = true
	}
	for _, o := range other.Objects {
		if id := o.ID(); !seen[id] {
			seen[id] = true
			r.Objects = append(r.Objects, o)
		}
	}
	if r.Weights == nil {
		r.Weights = map[string]*graph.Tensor{}
	}
	for id, t := range other.Weights {
		r.Weights[id] = t
	}
	r.Programs = append(r.Programs, other.Programs...)
}

// Bindings converts the options' dim bindings for the passes.
func (o Options) Bindings() passes.Bindings {
	b := passes.Bindings{Dims: o.Dims, Inputs: map[string]graph.Shape{}}
	for k, v := range o.InputDims {
		b.Inputs[k] = graph.Shape(v)
	}
	return b
}

// Compile runs the standard pass pipeline on g (rewriting it), then lowers
// every partition. run observes the pipeline (dumps, profile).
func Compile(ctx context.Context, g *graph.Graph, opts Options, run passes.RunOptions) (*Result, error) {
	front, err := passes.Compile(ctx, g, passes.Options{Bindings: opts.Bindings(), Kinds: OpKind, RunOptions: run, RuntimeShapes: true, Precision: opts.Precision})
	if err != nil {
		return nil, err
	}
	return lowerParts(ctx, g, front.Partitions, front.Memory, opts.Progress, true)
}

// lowering is the state of one Lower call.
type lowering struct {
	ctx     context.Context
	g       *graph.Graph
	res     *Result
	prog    *program.Program // res.Programs[0]
	buffers map[*graph.Value]int
	seen    map[string]bool // object IDs already in res.Objects
	memory  *passes.MemoryPlan
	// steps are the program's steps in order; control says whether one
	// is not a launch (only then does the program list them).
	steps   []program.Step
	control bool
	// hostFallback lowers a node whose kernel needs an operand computed
	// at run time as a host step instead of failing (ConstInputError).
	hostFallback bool
	// sameBytes maps a reshape's output buffer to its input's, both
	// outside the memory plan (values inside an MLIR partition that fell
	// back to one kernel per node): plan gives them the same bytes.
	sameBytes map[int]int
}

// Lower lowers partitions of g (shapes inferred) into kernels and a program
// whose arena follows memory (intermediates that share bytes); memory may be
// nil, and values it does not place get bytes of their own.
func Lower(ctx context.Context, g *graph.Graph, parts []*passes.Partition, memory *passes.MemoryPlan) (*Result, error) {
	return lowerParts(ctx, g, parts, memory, nil, false)
}

// LowerRuntimeShapes is Lower for a graph compiled with run-time shapes
// (passes.Options.RuntimeShapes): a node whose kernel needs an operand
// computed at run time (K, an axis, a flag) becomes a host step, as in
// Compile, instead of failing with a ConstInputError.
func LowerRuntimeShapes(ctx context.Context, g *graph.Graph, parts []*passes.Partition, memory *passes.MemoryPlan) (*Result, error) {
	return lowerParts(ctx, g, parts, memory, nil, true)
}

func lowerParts(ctx context.Context, g *graph.Graph, parts []*passes.Partition, memory *passes.MemoryPlan, progress func(done, total int), hostFallback bool) (*Result, error) {
	l := &lowering{
		ctx:          ctx,
		hostFallback: hostFallback,
		memory:       memory,
		g:            g,
		res:          &Result{Programs: []program.Program{{Name: "main"}}, Weights: map[string]*graph.Tensor{}},
		buffers:      map[*graph.Value]int{},
		seen:         map[string]bool{},
	}
	l.prog = &l.res.Programs[0]
	p := l.prog
	for _, v := range g.Inputs {
		idx, err := l.buffer(v)
		if err != nil {
			return nil, err
		}
		p.Inputs = append(p.Inputs, idx)
	}
	for i, part := range parts {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if err := l.partition(part); err != nil {
			return nil, fmt.Errorf("lower %s: %w", describe(part), err)
		}
		if progress != nil {
			progress(i+1, len(parts))
		}
	}
	for _, v := range g.Outputs {
		idx, ok := l.buffers[v]
		if !ok {
			if v.Producer != nil {
				return nil, fmt.Errorf("lower: output %s is computed by no kernel", v.Name)
			}
			// A constant (or input) returned as it is: the output reads
			// its buffer.
			var err error
			if idx, err = l.buffer(v); err != nil {
				return nil, err
			}
		}
		p.Outputs = append(p.Outputs, idx)
	}
	if l.control {
		p.Steps = l.steps
	}
	l.plan()
	return l.res, nil
}

// ErrUnsupported marks an MLIR partition the TOSA lowering cannot express
// (tosa.ErrUnsupported): the partition falls back to TOSA for the anchor alone
// and SPIR-V for the rest.
var ErrUnsupported = tosa.ErrUnsupported

// describe names a partition's nodes for errors and labels.
func describe(p *passes.Partition) string {
	var ops []string
	for _, n := range p.Nodes {
		ops = append(ops, n.OpType)
	}
	return fmt.Sprintf("%s[%s] %q", p.Class, strings.Join(ops, "+"), p.Name())
}

// buffer returns the buffer of value v, making it on first use.
func (l *lowering) buffer(v *graph.Value) (int, error) {
	if idx, ok := l.buffers[v]; ok {
		return idx, nil
	}
	if isHostValue(v) {
		return l.hostBuffer(v)
	}
	if v.Dynamic {
		return l.dynamicBuffer(v), nil
	}
	if !v.ShapeKnown || !v.DType.Valid() {
		return 0, fmt.Errorf("value %s has no static shape", v)
	}
	bytes := v.Bytes()
	if bytes < 0 {
		return 0, fmt.Errorf("value %s is too large", v)
	}
	b := program.Buffer{Name: v.Name, Kind: program.Temp, DType: v.DType.String(), Shape: append([]int64{}, v.Shape...), Bytes: bytes}
	switch {
	case l.g.Const(v) != nil:
		t := l.g.Const(v)
		b.Kind, b.Weight = program.Weight, program.WeightID(b.DType, b.Shape, t.Data)
		l.res.Weights[b.Weight] = t
	case l.g.IsOutput(v):
		b.Kind = program.Output
	case v.Producer == nil:
		b.Kind = program.Input
	}
	p := l.prog
	p.Buffers = append(p.Buffers, b)
	l.buffers[v] = len(p.Buffers) - 1
	return len(p.Buffers) - 1, nil
}

// plan lays the buffers out in the arena: the intermediates the memory plan
// places at its offsets (sharing bytes where lifetimes allow), every other
// buffer but the weights (which live outside the arenas, shared by every
// program) after them with bytes of its own.
func (l *lowering) plan() {
	p := l.prog
	var at int64
	placed := map[int]bool{}
	if l.memory != nil {
		at = l.memory.ArenaBytes
		for v, i := range l.buffers {
			if b, ok := l.memory.Offset(v); ok && p.Buffers[i].Kind == program.Temp && !p.Buffers[i].IsHostValue() && b.Size >= p.Buffers[i].Bytes {
				p.Buffers[i].Offset = b.Offset
				placed[i] = true
			}
		}
	}
	for i := range p.Buffers {
		if b := &p.Buffers[i]; placed[i] || b.Kind == program.Weight || b.Dynamic || b.IsHostValue() {
			continue
		}
		if x, ok := l.sameBytes[i]; ok && x < i && !placed[x] {
			p.Buffers[i].Offset = p.Buffers[x].Offset
			continue
		}
		at = (at + bufferAlign - 1) / bufferAlign * bufferAlign
		p.Buffers[i].Offset = at
		at += p.Buffers[i].Bytes
	}
	p.ArenaSize = at
}

// launch adds the kernel variants of one partition and its launch.
func (l *lowering) launch(part *passes.Partition, objs []*codeobj.Object, values []*graph.Value) error {
	var ids []string
	for _, o := range objs {
		id := o.ID()
		if !l.seen[id] {
			l.seen[id] = true
			l.res.Objects = append(l.res.Objects, o)
		}
		ids = append(ids, id)
	}
	args := make([]int, len(values))
	for i, v := range values {
		idx, err := l.buffer(v)
		if err != nil {
			return err
		}
		args[i] = idx
	}
	l.prog.Launches = append(l.prog.Launches, program.Launch{Kernels: ids, Args: args, Label: describe(part)})
	l.steps = append(l.steps, program.Step{Kind: program.StepLaunch, Launch: len(l.prog.Launches) - 1})
	return nil
}

// dynamicBuffer adds the buffer of a value whose shape is known only at
// run time: no bytes in the arena, its element type when known.
func (l *lowering) dynamicBuffer(v *graph.Value) int {
	b := program.Buffer{Name: v.Name, Kind: program.Temp, Dynamic: true}
	if v.DType.Valid() {
		b.DType = v.DType.String()
	}
	switch {
	case l.g.IsOutput(v):
		b.Kind = program.Output
	case v.Producer == nil:
		b.Kind = program.Input
	}
	l.prog.Buffers = append(l.prog.Buffers, b)
	l.buffers[v] = len(l.prog.Buffers) - 1
	return len(l.prog.Buffers) - 1
}

func (l *lowering) partition(part *passes.Partition) error {
	if len(part.Nodes) == 1 {
		if step := stepOf(part.Nodes[0]); step != nil {
			return step(l, part.Nodes[0])
		}
	}
	launches, steps, objects := len(l.prog.Launches), len(l.steps), len(l.res.Objects)
	var err error
	switch part.Class {
	case passes.ClassMLIR:
		err = l.mlirPartition(part)
	case passes.ClassSPIRV:
		err = l.spirvPartition(part)
	default:
		return fmt.Errorf("unknown partition class %v", part.Class)
	}
	var ce *ConstInputError
	if l.hostFallback && errors.As(err, &ce) && len(part.Nodes) == 1 && len(part.Nodes[0].Subgraphs()) == 0 {
		// The kernel needs an operand (K, an axis, a flag) that is
		// computed at run time: the node runs as a host step instead,
		// in place of whatever the kernel lowering had begun.
		for _, o := range l.res.Objects[objects:] {
			delete(l.seen, o.ID())
		}
		l.prog.Launches, l.steps, l.res.Objects = l.prog.Launches[:launches], l.steps[:steps], l.res.Objects[:objects]
		return l.hostStep(part.Nodes[0])
	}
	return err
}

// argOf describes a value as a kernel argument.
func argOf(name string, v *graph.Value, write bool) codeobj.Arg {
	return codeobj.Arg{Name: name, DType: v.DType.String(), Shape: append([]int64{}, v.Shape...), Write: write}
}

// mlirPartition lowers an MLIR partition as one TOSA kernel, or, when its
// fused prologue/epilogue cannot be expressed, as the anchor alone in TOSA
// with the other nodes through SPIR-V.
func (l *lowering) mlirPartition(part *passes.Partition) error {
	err := l.tosaPartition(part)
	if err == nil || !errors.Is(err, ErrUnsupported) || (len(part.Nodes) == 1 && !hasKernel(part.Anchor)) {
		return err
	}
	var consumers map[*graph.Value][]*graph.Node
	for i := 0; i < len(part.Nodes); i++ {
		n := part.Nodes[i]
		if n == part.Anchor {
			one := single(n)
			one.Class, one.Anchor = passes.ClassMLIR, n
			if len(part.Nodes) > 1 {
				err = l.tosaPartition(one)
			}
			if errors.Is(err, ErrUnsupported) && hasKernel(n) {
				// The kernel library has this op too (Attention).
				err = l.spirvPartition(single(n))
			}
		} else if !l.reshapeInPlace(n) {
			if consumers == nil {
				consumers = l.g.Consumers()
			}
			if run := l.pointwiseRun(part, part.Nodes[i:], consumers); run != nil {
				// One fused kernel, as the partitioner fuses a
				// pointwise chain (a QLinearConv's DequantizeLinear,
				// Relu and QuantizeLinear: one pass over the 8-bit
				// values, not three over float32 ones).
				err = l.spirvPartition(run)
				i += len(run.Nodes) - 1
			} else {
				err = l.spirvPartition(single(n))
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// pointwiseRun returns the SPIR-V partition of the longest run (two nodes
// or more) of nodes, from the first, of a fallen back MLIR partition that
// fuses into one pointwise kernel: pointwise nodes (not the anchor) of
// one output each, all of one shape, each but the last read only by the
// run's later nodes (not a graph output). nil when there is none.
func (l *lowering) pointwiseRun(part *passes.Partition, nodes []*graph.Node, consumers map[*graph.Value][]*graph.Node) *passes.Partition {
	ok := func(n *graph.Node) bool {
		return n != part.Anchor && OpKind(n) == passes.OpPointwise && len(n.Outputs) == 1 && n.Output(0) != nil &&
			!n.Output(0).Dynamic && n.Output(0).Shape.Equal(nodes[0].Output(0).Shape)
	}
	if !ok(nodes[0]) {
		return nil
	}
	end := 1 // the run is nodes[:end]
	for k := 1; k < len(nodes) && ok(nodes[k]); k++ {
		in := map[*graph.Node]bool{}
		for _, n := range nodes[:k+1] {
			in[n] = true
		}
		inner := true
		for _, n := range nodes[:k] {
			v := n.Output(0)
			if l.g.IsOutput(v) {
				inner = false
			}
			for _, c := range consumers[v] {
				inner = inner && in[c]
			}
		}
		if !inner {
			break
		}
		end = k + 1
	}
	if end < 2 {
		return nil
	}
	run := &passes.Partition{Class: passes.ClassSPIRV, Nodes: append([]*graph.Node(nil), nodes[:end]...)}
	made := map[*graph.Value]bool{}
	seen := map[*graph.Value]bool{}
	for _, n := range run.Nodes {
		for _, v := range n.Inputs {
			if v != nil && !made[v] && !seen[v] {
				seen[v] = true
				run.Inputs = append(run.Inputs, v)
			}
		}
		made[n.Output(0)] = true
	}
	run.Outputs = []*graph.Value{run.Nodes[end-1].Output(0)}
	return run
}

// reshapeInPlace makes the output of a reshape-class node n of a fallen
// back MLIR partition its input's bytes, when the memory plan places
// neither (values inside the partition: their bytes are their own for
// the whole run), and reports whether it did; else n is a copy.
func (l *lowering) reshapeInPlace(n *graph.Node) bool {
	if !passes.AliasOp(n.OpType) || l.memory == nil {
		return false
	}
	x, y := n.Input(0), n.Output(0)
	if x == nil || y == nil || x.Dynamic || y.Dynamic || x.Bytes() <= 0 || x.Bytes() != y.Bytes() || l.g.IsOutput(y) {
		return false
	}
	if _, ok := l.memory.Offset(x); ok {
		return false
	}
	if _, ok := l.memory.Offset(y); ok {
		return false
	}
	xi, err := l.buffer(x)
	if err != nil || l.prog.Buffers[xi].Kind != program.Temp {
		return false
	}
	yi, err := l.buffer(y)
	if err != nil {
		return false
	}
	if l.sameBytes == nil {
		l.sameBytes = map[int]int{}
	}
	l.sameBytes[yi] = xi
	return true
}

// tosaPartition lowers an MLIR partition as one TOSA kernel.
func (l *lowering) tosaPartition(part *passes.Partition) error {
	sym := strings.ToLower(part.Anchor.OpType)
	for _, n := range part.Nodes {
		if n != part.Anchor {
			sym += "_" + strings.ToLower(n.OpType)
		}
	}
	if len(sym) > 48 {
		sym = sym[:48]
	}
	mod, values, err := tosa.PartitionModule(l.g, part, sym, TOSALookup)
	if err != nil {
		return err
	}
	bc, err := mod.Encode()
	if err != nil {
		return err
	}
	outputs := len(part.Outputs)
	args := make([]codeobj.Arg, len(values))
	for i, v := range values {
		args[i] = argOf(fmt.Sprintf("a%d", i), v, i >= len(values)-outputs)
	}
	obj := &codeobj.Object{Format: codeobj.MLIRBytecode, Target: codeobj.PortableArch, Symbol: sym, Args: args, Payload: bc}
	return l.launch(part, []*codeobj.Object{obj}, values)
}
