package lower

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/program"
)

// String values (ONNX's STRING tensors) run on every target as host values:
// a string buffer has no bytes in the arena and lives in the session on the
// host (program.StringDType), and every node that reads or writes one is a
// host step, which runs the reference evaluator's op (runtime/hostop). A
// numeric value a string node reads is copied out of the device and the
// numeric values it makes are copied in: the boundary is the host step's
// own copy.

// Sequence and optional values (graph/container.go) are host values the
// same way: a buffer of dtype "sequence" or "optional", always dynamic.

// touchesHostValues reports whether n reads or writes a host value: a string,
// a sequence or an optional.
func touchesHostValues(n *graph.Node) bool {
	for _, vs := range [][]*graph.Value{n.Inputs, n.Outputs} {
		for _, v := range vs {
			if v != nil && isHostValue(v) {
				return true
			}
		}
	}
	return false
}

// isHostValue reports whether v lives on the host (touchesHostValues).
func isHostValue(v *graph.Value) bool {
	return v.DType == graph.String || v.DType.IsContainer()
}

// hostBuffer adds the buffer of host value v: for a string, its exact
// shape where compiling knows it (else dynamic), and for a constant its
// elements, which the program carries itself (program.Const); a sequence
// or optional is always dynamic.
func (l *lowering) hostBuffer(v *graph.Value) (int, error) {
	b := program.Buffer{Name: v.Name, Kind: program.Temp, DType: program.StringDType}
	if v.DType.IsContainer() {
		b.DType = v.DType.String() // program.SequenceDType, OptionalDType
	}
	if v.ShapeKnown && !v.Dynamic && !v.DType.IsContainer() {
		b.Shape = append([]int64{}, v.Shape...)
	} else {
		b.Dynamic = true
	}
	switch t := l.g.Const(v); {
	case t != nil:
		if t.DType != graph.String || len(t.Strings) != t.Len() {
			return 0, fmt.Errorf("constant %s is not a string tensor of its shape", v)
		}
		b.Kind, b.Dynamic = program.Const, false
		b.Shape, b.Strings = append([]int64{}, t.Shape...), append([]string{}, t.Strings...)
	case l.g.IsOutput(v):
		b.Kind = program.Output
	case v.Producer == nil:
		b.Kind = program.Input
	}
	l.prog.Buffers = append(l.prog.Buffers, b)
	l.buffers[v] = len(l.prog.Buffers) - 1
	return len(l.prog.Buffers) - 1, nil
}
