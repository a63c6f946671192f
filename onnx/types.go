package onnx

import (
	"errors"
	"fmt"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// maxTypeDepth bounds how deep a type nests (optional(seq(tensor)) is 3).
const maxTypeDepth = 4

// TypeString is a value type's canonical name as ONNX writes it:
// "tensor(float32)" (numpy names for the element types), "seq(T)",
// "optional(T)", "map(int64,T)". A type mgxport does not support (sparse
// tensors, opaque, maps of other keys) is an unsupported error naming it.
func TypeString(tp *onnxpb.TypeProto) (string, error) {
	return typeString(tp, 0)
}

func typeString(tp *onnxpb.TypeProto, depth int) (string, error) {
	if tp == nil {
		return "", errors.New("no type")
	}
	if depth >= maxTypeDepth {
		return "", fmt.Errorf("the type nests more than %d deep", maxTypeDepth)
	}
	switch {
	case tp.GetTensorType() != nil:
		code := tp.GetTensorType().GetElemType()
		if code == 0 {
			return "tensor", nil
		}
		dt, err := DTypeFromONNX(code)
		if err != nil {
			return "", err
		}
		return "tensor(" + dt.String() + ")", nil
	case tp.GetSequenceType() != nil:
		e, err := typeString(tp.GetSequenceType().GetElemType(), depth+1)
		if err != nil {
			return "", err
		}
		return "seq(" + e + ")", nil
	case tp.GetOptionalType() != nil:
		e, err := typeString(tp.GetOptionalType().GetElemType(), depth+1)
		if err != nil {
			return "", err
		}
		return "optional(" + e + ")", nil
	case tp.GetMapType() != nil:
		mt := tp.GetMapType()
		k, err := DTypeFromONNX(mt.GetKeyType())
		if err != nil {
			return "", fmt.Errorf("map key: %w", err)
		}
		if k != graph.Int64 && k != graph.String {
			return "", unsupported("map(%v, ...): map keys other than int64 and string are not supported", k)
		}
		v, err := typeString(mt.GetValueType(), depth+1)
		if err != nil {
			return "", err
		}
		return "map(" + k.String() + "," + v + ")", nil
	case tp.GetSparseTensorType() != nil:
		return "", unsupported("sparse tensor types are not supported")
	case tp.GetOpaqueType() != nil:
		return "", unsupported("opaque types are not supported")
	}
	return "", errors.New("no tensor type")
}
