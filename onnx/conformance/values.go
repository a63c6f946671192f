package conformance

import (
	"errors"
	"fmt"
	"io"
	"os"

	"google.golang.org/protobuf/encoding/protowire"
	"google.golang.org/protobuf/proto"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/onnx"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// The node suite stores a sequence value as onnx-data.proto's SequenceProto
// and an optional one as OptionalProto (which the generated types, from
// onnx.proto, do not include): they are read here field by field.
//
//	SequenceProto { name = 1; elem_type = 2; tensor_values = 3;
//	  sparse_tensor_values = 4; sequence_values = 5; map_values = 6;
//	  optional_values = 7 }
//	OptionalProto { name = 1; elem_type = 2; tensor_value = 3;
//	  sparse_tensor_value = 4; sequence_value = 5; map_value = 6;
//	  optional_value = 7 }
//
// elem_type: 1 tensor, 2 sparse tensor, 3 sequence, 4 map, 5 optional.

// maxValueDepth bounds how deep the stored values nest.
const maxValueDepth = 4

// ReadValueFile reads one stored value of type dt: a TensorProto, or, for
// graph.Sequence and graph.Optional, a SequenceProto or OptionalProto — or
// a TensorProto there too: ONNX's test generator stores a sequence output
// as the tensor its values stack into (numpy's array of the list), and
// compareValues compares a sequence with such a tensor.
func ReadValueFile(path string, dt graph.DType) (*graph.Tensor, error) {
	if !dt.IsContainer() {
		return ReadTensorFile(path)
	}
	if t, err := ReadTensorFile(path); err == nil && t.DType.Valid() {
		return t, nil
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, onnx.DefaultMaxBytes))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	t, err := decodeValue(b, dt, 0)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// decodeValue decodes a SequenceProto (dt Sequence) or OptionalProto.
func decodeValue(b []byte, dt graph.DType, depth int) (*graph.Tensor, error) {
	if depth >= maxValueDepth {
		return nil, fmt.Errorf("values nest more than %d deep", maxValueDepth)
	}
	var elems []*graph.Tensor
	for len(b) > 0 {
		num, typ, n := protowire.ConsumeTag(b)
		if n < 0 {
			return nil, protowire.ParseError(n)
		}
		b = b[n:]
		var field []byte
		if typ == protowire.BytesType {
			v, m := protowire.ConsumeBytes(b)
			if m < 0 {
				return nil, protowire.ParseError(m)
			}
			field, n = v, m
		} else if n = protowire.ConsumeFieldValue(num, typ, b); n < 0 {
			return nil, protowire.ParseError(n)
		}
		b = b[n:]
		if typ != protowire.BytesType {
			continue // elem_type: the values say it
		}
		var e *graph.Tensor
		var err error
		switch num {
		case 1: // name
			continue
		case 3:
			var tp onnxpb.TensorProto
			if err = proto.Unmarshal(field, &tp); err == nil {
				e, err = onnx.TensorFromProto(&tp)
			}
		case 5:
			e, err = decodeValue(field, graph.Sequence, depth+1)
		case 4, 6, 7:
			return nil, &onnx.UnsupportedError{Msg: fmt.Sprintf("a %v of sparse tensors, maps or optionals is not supported", dt)}
		default:
			continue
		}
		if err != nil {
			return nil, err
		}
		elems = append(elems, e)
	}
	if dt == graph.Optional {
		var v *graph.Tensor
		switch len(elems) {
		case 0:
		case 1:
			v = elems[0]
		default:
			return nil, errors.New("an optional holds more than one value")
		}
		return graph.NewOptional(v)
	}
	return graph.NewSequence(elems)
}

// compareValues compares got and want, tensors or (element by element)
// sequences and optionals. A sequence compares with a tensor as the tensor
// its values stack into on a new axis 0, an optional with a tensor as the
// value it holds.
func compareValues(got, want *graph.Tensor, rtol, atol float64) (maxAbs, maxRel float64, msg string) {
	if !want.DType.IsContainer() {
		if got.DType.IsContainer() {
			flat, err := stacked(got)
			if err != nil {
				return 0, 0, fmt.Sprintf("%s, want %v", err, want)
			}
			return compare(flat, want, rtol, atol)
		}
		return compare(got, want, rtol, atol)
	}
	if got.DType != want.DType {
		return 0, 0, fmt.Sprintf("got a %v, want a %v", got.DType, want.DType)
	}
	if len(got.Elems) != len(want.Elems) {
		return 0, 0, fmt.Sprintf("%v of %d values, want %d", want.DType, len(got.Elems), len(want.Elems))
	}
	for i := range want.Elems {
		a, r, m := compareValues(got.Elems[i], want.Elems[i], rtol, atol)
		maxAbs, maxRel = max(maxAbs, a), max(maxRel, r)
		if m != "" && msg == "" {
			msg = fmt.Sprintf("%v value %d: %s", want.DType, i, m)
		}
	}
	return maxAbs, maxRel, msg
}

// stacked is a sequence's tensors stacked on a new axis 0 (all of one type
// and shape), or an optional's value so.
func stacked(v *graph.Tensor) (*graph.Tensor, error) {
	switch {
	case v.DType == graph.Optional && len(v.Elems) == 0:
		return nil, errors.New("an empty optional")
	case v.DType == graph.Optional:
		return stacked(v.Elems[0])
	case v.DType != graph.Sequence:
		return v, nil
	case len(v.Elems) == 0:
		return nil, errors.New("an empty sequence")
	}
	first := v.Elems[0]
	out := &graph.Tensor{DType: first.DType, Shape: append(graph.Shape{int64(len(v.Elems))}, first.Shape...)}
	for i, e := range v.Elems {
		if e.DType != first.DType || !e.Shape.Equal(first.Shape) {
			return nil, fmt.Errorf("a sequence of %v and %v (value %d), which do not stack", first, e, i)
		}
		out.Data = append(out.Data, e.Data...)
		out.Strings = append(out.Strings, e.Strings...)
	}
	return out, nil
}
