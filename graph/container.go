package graph

import (
	"fmt"
	"strings"
)

// ONNX's sequence, optional and map values are Tensors of DType Sequence,
// Optional or Map whose Elems hold the contents: a sequence's tensors or
// maps (all of one type), an optional's value (none, or one tensor or
// sequence), a map's keys and values (two 1-D tensors).
// They have no Shape, Data or Strings. The reference evaluator computes on
// them; compiled targets carry them as host values that host steps (the
// reference's ops) compute.

// maxSequenceLength bounds a sequence's tensors (each costs a header even
// when empty), as maxStringElements bounds a string tensor.
const maxSequenceLength = 1 << 20

// maxContainerDepth bounds how deep values nest (an optional of a
// sequence is 2).
const maxContainerDepth = 4

// IsContainer reports whether d is Sequence, Optional or Map.
func (d DType) IsContainer() bool { return d == Sequence || d == Optional || d == Map }

// NewMap makes a map of keys to values (which it keeps, as Elems[0] and
// [1]), checking them: keys a 1-D int64 or string tensor without
// repeats, values a 1-D tensor of as many elements.
func NewMap(keys, values *Tensor) (*Tensor, error) {
	t := &Tensor{DType: Map, Elems: []*Tensor{keys, values}}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	return t, nil
}

// validateMap checks a Map: its keys' type, rank and uniqueness (ONNX's
// map is a function of its keys), its values' rank and length.
func (t *Tensor) validateMap() error {
	if len(t.Elems) != 2 || t.Elems[0] == nil || t.Elems[1] == nil {
		return fmt.Errorf("map holds %d tensors, want keys and values", len(t.Elems))
	}
	k, v := t.Elems[0], t.Elems[1]
	if k.DType != Int64 && k.DType != String {
		return fmt.Errorf("map keys are %v: want int64 or string", k.DType)
	}
	if v.DType.IsContainer() {
		return fmt.Errorf("map values are %v: want a tensor", v.DType)
	}
	for _, e := range t.Elems {
		if err := e.Validate(); err != nil {
			return fmt.Errorf("map: %w", err)
		}
		if len(e.Shape) != 1 {
			return fmt.Errorf("map: %v is not 1-D", e)
		}
	}
	if k.Shape[0] != v.Shape[0] {
		return fmt.Errorf("map of %d keys holds %d values", k.Shape[0], v.Shape[0])
	}
	if k.DType == String {
		seen := make(map[string]struct{}, len(k.Strings))
		for _, s := range k.Strings {
			if _, dup := seen[s]; dup {
				return fmt.Errorf("map key %q appears twice", s)
			}
			seen[s] = struct{}{}
		}
		return nil
	}
	seen := make(map[int64]struct{}, k.Len())
	for i := range k.Len() {
		x := k.Int64(i)
		if _, dup := seen[x]; dup {
			return fmt.Errorf("map key %d appears twice", x)
		}
		seen[x] = struct{}{}
	}
	return nil
}

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
	case Map:
		return t.validateMap()
	case Sequence:
		if len(t.Elems) > maxSequenceLength {
			return fmt.Errorf("sequence of %d tensors: more than %d", len(t.Elems), maxSequenceLength)
		}
		for i, e := range t.Elems {
			// A sequence holds tensors or maps (ZipMap's seq(map)), all
			// of one type.
			if e == nil || e.DType == Sequence || e.DType == Optional {
				return fmt.Errorf("sequence element %d is not a tensor or map", i)
			}
			if e.DType != t.Elems[0].DType {
				return fmt.Errorf("sequence element %d is %v, element 0 is %v", i, e.DType, t.Elems[0].DType)
			}
			if e.DType == Map {
				if err := e.validateMap(); err != nil {
					return fmt.Errorf("sequence element %d: %w", i, err)
				}
				if f := t.Elems[0]; e.Elems[0].DType != f.Elems[0].DType || e.Elems[1].DType != f.Elems[1].DType {
					return fmt.Errorf("sequence element %d is %v, element 0 is %v", i, e, f)
				}
				continue
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
