package graph

import (
	"fmt"
	"strings"
)

// ONNX's sequence and optional values are Tensors of DType Sequence or
// Optional whose Elems hold the contents: a sequence's tensors (all of one
// element type), an optional's value (none, or one tensor or sequence).
// They have no Shape, Data or Strings. Only the reference evaluator
// computes on them; a compiled target refuses them by name.

// maxSequenceLength bounds a sequence's tensors (each costs a header even
// when empty), as maxStringElements bounds a string tensor.
const maxSequenceLength = 1 << 20

// maxContainerDepth bounds how deep values nest (an optional of a
// sequence is 2).
const maxContainerDepth = 4

// IsContainer reports whether d is Sequence or Optional.
func (d DType) IsContainer() bool { return d == Sequence || d == Optional }

// NewSequence makes a sequence of elems (which it keeps), checking them.
func NewSequence(elems []*Tensor) (*Tensor, error) {
	t := &Tensor{DType: Sequence, Elems: elems}
	if t.Elems == nil {
		t.Elems = []*Tensor{}
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}

// NewOptional makes an optional holding v, or none when v is nil.
func NewOptional(v *Tensor) (*Tensor, error) {
	t := &Tensor{DType: Optional}
	if v != nil {
		t.Elems = []*Tensor{v}
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}

// validateContainer checks a Sequence or Optional and what it holds.
func (t *Tensor) validateContainer(depth int) error {
	if depth >= maxContainerDepth {
		return fmt.Errorf("%v: values nest more than %d deep", t.DType, maxContainerDepth)
	}
	if len(t.Shape) != 0 || len(t.Data) != 0 || t.Strings != nil {
		return fmt.Errorf("%v: has a shape, bytes or strings", t.DType)
	}
	switch t.DType {
	case Sequence:
		if len(t.Elems) > maxSequenceLength {
			return fmt.Errorf("sequence of %d tensors: more than %d", len(t.Elems), maxSequenceLength)
		}
		for i, e := range t.Elems {
			if e == nil || e.DType.IsContainer() {
				return fmt.Errorf("sequence element %d is not a tensor", i)
			}
			if e.DType != t.Elems[0].DType {
				return fmt.Errorf("sequence element %d is %v, element 0 is %v", i, e.DType, t.Elems[0].DType)
			}
			if err := e.Validate(); err != nil {
				return fmt.Errorf("sequence element %d: %w", i, err)
			}
		}
	case Optional:
		if len(t.Elems) > 1 {
			return fmt.Errorf("optional holds %d values", len(t.Elems))
		}
		for _, e := range t.Elems {
			switch {
			case e == nil || e.DType == Optional:
				return fmt.Errorf("optional holds no tensor or sequence")
			case e.DType == Sequence:
				if err := e.validateContainer(depth + 1); err != nil {
					return err
				}
			default:
				if err := e.Validate(); err != nil {
					return fmt.Errorf("optional value: %w", err)
				}
			}
		}
	}
	return nil
}

// containerString describes a Sequence or Optional, e.g.
// "sequence[float32[2,3] float32[2,1]]", "optional[]".
func (t *Tensor) containerString() string {
	parts := make([]string, len(t.Elems))
	for i, e := range t.Elems {
		parts[i] = e.String()
	}
	return t.DType.String() + "[" + strings.Join(parts, " ") + "]"
}
