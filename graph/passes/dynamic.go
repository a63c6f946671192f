package passes

import (
	"errors"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
)

// dataDependent reports whether a shape-inference error says only that an
// output shape depends on run-time data (as opposed to a malformed node).
func dataDependent(err error) bool {
	var re *ref.RuntimeInputError
	return errors.As(err, &re) || errors.Is(err, ref.ErrDataShaped)
}

// dynamicInputs reports whether n reads a Dynamic value.
func dynamicInputs(n *graph.Node) bool {
	for _, v := range n.Inputs {
		if v != nil && v.Dynamic {
			return true
		}
	}
	return false
}

// markDynamic makes n's outputs Dynamic, with the element type where the
// op tells it without shapes.
func markDynamic(n *graph.Node) {
	for i, v := range n.Outputs {
		if v == nil {
			continue
		}
		if t := stableCarried(n, i); t != nil {
			// A loop-carried value whose type the body keeps stays
			// static even when the trip count (and so the scan
			// outputs) is decided at run time.
			v.Dynamic, v.DType, v.Shape, v.ShapeKnown = false, t.DType, t.Shape.Clone(), true
			continue
		}
		v.Dynamic, v.ShapeKnown, v.Shape = true, false, nil
		v.DType = dynamicDType(n, i)
	}
}

// stableCarried returns, for output i of a Loop that is a loop-carried
// value, its initial value when the body (as inference typed it) gives it
// back with the same type and shape; otherwise nil.
func stableCarried(n *graph.Node, i int) *graph.Value {
	if n.OpType != "Loop" || n.Domain != "" {
		return nil
	}
	body := n.SubgraphAttr("body")
	carried := n.CaptureStart() - 2
	if body == nil || i >= carried || 1+i >= len(body.Outputs) {
		return nil
	}
	in, out := n.Input(2+i), body.Outputs[1+i]
	if in == nil || !in.ShapeKnown || in.Dynamic || !out.ShapeKnown || out.Dynamic || in.DType != out.DType || !in.Shape.Equal(out.Shape) {
		return nil
	}
	return in
}

// dynamicDType is the element type of output i of n when its shape is not
// known: what the op's definition fixes, or Undefined (the run decides).
func dynamicDType(n *graph.Node, i int) graph.DType {
	first := graph.Undefined
	for _, v := range n.OpInputs() {
		if v != nil {
			first = v.DType
			break
		}
	}
	switch n.OpType {
	case "NonZero", "NonMaxSuppression", "Shape", "Size", "ArgMax", "ArgMin":
		return graph.Int64
	case "Equal", "Less", "Greater", "LessOrEqual", "GreaterOrEqual", "Not", "And", "Or", "Xor", "IsNaN", "IsInf":
		return graph.Bool
	case "Cast":
		if n.Int("to", 0) == 8 { // ONNX's STRING
			return graph.String
		}
		if dt, err := ref.ONNXDType(n.Int("to", 0)); err == nil {
			return dt
		}
		return graph.Undefined
	case "CastLike":
		if v := n.Input(1); v != nil {
			return v.DType
		}
		return graph.Undefined
	case "TopK":
		if i == 1 {
			return graph.Int64
		}
		return first
	case "ConstantOfShape":
		if t := n.TensorAttr("value"); t != nil {
			return t.DType
		}
		return graph.Float32
	case "If":
		if b := n.SubgraphAttr("then_branch"); b != nil && i < len(b.Outputs) {
			return b.Outputs[i].DType
		}
		return graph.Undefined
	case "Loop":
		// Final carried values keep their initial type.
		if v := n.Input(2 + i); v != nil && 2+i < n.CaptureStart() {
			return v.DType
		}
		if b := n.SubgraphAttr("body"); b != nil && 1+i < len(b.Outputs) {
			return b.Outputs[1+i].DType
		}
		return graph.Undefined
	case "Scan":
		if b := n.SubgraphAttr("body"); b != nil && i < len(b.Outputs) {
			return b.Outputs[i].DType
		}
		return graph.Undefined
	case "RegexFullMatch", "OptionalHasElement":
		return graph.Bool
	case "SequenceConstruct", "SequenceEmpty", "SequenceInsert", "SequenceErase", "SplitToSequence", "ZipMap":
		return graph.Sequence
	case "Optional":
		return graph.Optional
	case "SequenceLength":
		return graph.Int64
	case "SequenceAt", "OptionalGetElement", "ConcatFromSequence":
		// The tensor's type is the sequence's element type, known only
		// at run time here.
		return graph.Undefined
	case "StringConcat", "StringNormalizer":
		return graph.String
	case "StringSplit":
		if i == 1 {
			return graph.Int64
		}
		return graph.String
	case "LabelEncoder", "CategoryMapper":
		// The output type is the values' (LabelEncoder) or the other
		// of string and int64 (CategoryMapper), never the input's.
		if dt, ok := ref.MappedDType(n); ok {
			return dt
		}
		return graph.Undefined
	case "Range", "Pad", "Expand", "Reshape", "Tile", "Slice", "Concat", "Squeeze", "Unsqueeze", "Gather", "Transpose", "Identity":
		return first
	}
	if len(n.Outputs) == 1 {
		return first // elementwise ops keep their input type
	}
	return graph.Undefined
}
