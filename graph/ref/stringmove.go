package ref

import (
	"fmt"

	"github.com/mgxport/mgxport/graph"
)

// stringMovers are the ops that only move, select or copy their data
// elements (never make new values): on string tensors they run on the
// elements' positions in a table of the strings (int64 indices) and map
// the result back, so each op needs no string code of its own. Ops that
// fill with a constant (Pad, Trilu, ...) are not in the list: a zero index
// would name a string.
var stringMovers = map[string]bool{
	"Identity": true, "Reshape": true, "Flatten": true, "Squeeze": true, "Unsqueeze": true,
	"Transpose": true, "Concat": true, "Split": true, "Slice": true, "Gather": true,
	"GatherElements": true, "GatherND": true, "Expand": true, "Tile": true, "Where": true,
	"ScatterElements": true, "ScatterND": true, "Scatter": true, "DepthToSpace": true,
	"SpaceToDepth": true, "Shape": true, "Size": true,
}

// hasString reports whether any input is a string tensor.
func hasString(ins []*graph.Tensor) bool {
	for _, t := range ins {
		if t != nil && t.DType == graph.String {
			return true
		}
	}
	return false
}

// evalStringMover evaluates a stringMovers op on inputs some of which are
// strings: every string input becomes the int64 tensor of its elements'
// indices in one table, the op runs on those, and its outputs (the moved
// data, unless the op is Shape or Size) are mapped back through the table.
func evalStringMover(n *graph.Node, opset int64, ins []*graph.Tensor) ([]*graph.Tensor, error) {
	if r := n.Str("reduction", "none"); r != "none" {
		return nil, fmt.Errorf("%s: reduction %q on strings", n, r)
	}
	var table []string
	enc := make([]*graph.Tensor, len(ins))
	for i, t := range ins {
		if t == nil || t.DType != graph.String {
			enc[i] = t
			continue
		}
		idx := make([]int64, len(t.Strings))
		for j, s := range t.Strings {
			idx[j] = int64(len(table))
			table = append(table, s)
		}
		e, err := graph.FromInt64s(graph.Int64, t.Shape, idx)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		enc[i] = e
	}
	outs, err := EvalNode(n, opset, enc)
	if err != nil {
		return nil, err
	}
	for i, t := range outs {
		if t == nil || !movesStrings(n.OpType) {
			continue
		}
		s, err := graph.NewTensor(graph.String, t.Shape)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", n, err)
		}
		for j, k := range t.Int64s() {
			if k < 0 || k >= int64(len(table)) {
				return nil, fmt.Errorf("%s: internal error: output %d element %d is no string (%d)", n, i, j, k)
			}
			s.Strings[j] = table[k]
		}
		outs[i] = s
	}
	return outs, nil
}

// movesStrings reports whether a stringMovers op's outputs are its (string)
// data rather than sizes.
func movesStrings(op string) bool { return op != "Shape" && op != "Size" }

// stringsAsIndices shows a stringMovers op's type function its string
// inputs as the int64 index tensors it runs on.
type stringsAsIndices struct{ args }

func (s stringsAsIndices) dtype(i int) graph.DType {
	if d := s.args.dtype(i); d != graph.String {
		return d
	}
	return graph.Int64
}

// stringMoverTypes types a stringMovers op with string inputs: its type
// function on the index tensors, the data outputs typed string.
func stringMoverTypes(d opDef, a args) ([]outType, error) {
	types, err := d.types(stringsAsIndices{a})
	if err != nil {
		return nil, err
	}
	if movesStrings(a.node().OpType) {
		for i := range types {
			types[i].dt = graph.String
		}
	}
	return types, nil
}

// hasStringValue reports whether any of vs is typed string.
func hasStringValue(vs []*graph.Value) bool {
	for _, v := range vs {
		if v != nil && v.DType == graph.String {
			return true
		}
	}
	return false
}

// stringsUnsupported is the error for an op given a string tensor that it
// does not take.
func stringsUnsupported(n *graph.Node) error {
	return &UnsupportedError{OpType: n.OpType, Msg: fmt.Sprintf("%s: operator %s does not take strings on the reference evaluator", n, n.OpType)}
}
