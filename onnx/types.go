package onnx

import (
	"errors"
	"fmt"

	"github.com/mgxport/mgxport/onnx/onnxpb"
)

// maxTypeDepth bounds how deep a type nests (optional(seq(tensor)) is 3).
const maxTypeDepth = 4

// TypeString is a value type's canonical name as ONNX writes it:
// "tensor(float32)" (numpy names for the element types), "seq(T)",
// "optional(T)". A type mgxport does not support (maps, sparse tensors,
// opaque) is an unsupported error naming it.
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
		return "", unsupported("map types are not supported")
	case tp.GetSparseTensorType() != nil:
		return "", unsupported("sparse tensor types are not supported")
	case tp.GetOpaqueType() != nil:
		return "", unsupported("opaque types are not supported")
	}
	return "", errors.New("no tensor type")
}
