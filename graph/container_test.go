package graph

import (
	"strings"
	"testing"
)

// TestContainerValidate checks what a sequence, optional or map value may
// hold: tensors or maps of one type (a sequence), none or one tensor or
// sequence (an optional), int64 or string keys without repeats and as
// many values (a map), nothing of its own (shape, bytes, strings),
// bounded nesting.
func TestContainerValidate(t *testing.T) {
	f := func(n int64) *Tensor {
		x, err := NewTensor(Float32, Shape{n})
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	i64, _ := NewTensor(Int64, Shape{2})
	seq := func(es ...*Tensor) *Tensor { return &Tensor{DType: Sequence, Elems: es} }
	ints := func(v ...int64) *Tensor {
		x, err := FromInt64s(Int64, Shape{int64(len(v))}, v)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	strs := func(v ...string) *Tensor {
		x, err := FromStrings(Shape{int64(len(v))}, v)
		if err != nil {
			t.Fatal(err)
		}
		return x
	}
	mp := func(k, v *Tensor) *Tensor { return &Tensor{DType: Map, Elems: []*Tensor{k, v}} }
	scalar, _ := NewTensor(Float32, Shape{})
	for _, tc := range []struct {
		name string
		v    *Tensor
		err  string
	}{
		{"sequence of two shapes", seq(f(2), f(3)), ""},
		{"empty sequence", seq(), ""},
		{"optional of a sequence", &Tensor{DType: Optional, Elems: []*Tensor{seq(f(1))}}, ""},
		{"empty optional", &Tensor{DType: Optional}, ""},
		{"mixed types", seq(f(2), i64), "element 1 is int64, element 0 is float32"},
		{"sequence of sequences", seq(seq()), "element 0 is not a tensor or map"},
		{"bad element", seq(&Tensor{DType: Float32, Shape: Shape{2}, Data: []byte{1}}), "sequence element 0"},
		{"two optional values", &Tensor{DType: Optional, Elems: []*Tensor{f(1), f(1)}}, "optional holds 2 values"},
		{"optional of an optional", &Tensor{DType: Optional, Elems: []*Tensor{{DType: Optional}}}, "optional holds no tensor or sequence"},
		{"sequence with a shape", &Tensor{DType: Sequence, Shape: Shape{1}}, "has a shape, bytes or strings"},
		{"map of int64 keys", mp(ints(3, -1), f(2)), ""},
		{"map of string keys", mp(strs("a", "b", ""), f(3)), ""},
		{"sequence of maps", seq(mp(ints(1, 2), f(2)), mp(ints(5), f(1))), ""},
		{"empty map", mp(ints(), f(0)), ""},
		{"map keys repeat", mp(ints(4, 9, 4), f(3)), "map key 4 appears twice"},
		{"map string keys repeat", mp(strs("x", "x"), f(2)), `map key "x" appears twice`},
		{"map lengths differ", mp(ints(1, 2), f(3)), "map of 2 keys holds 3 values"},
		{"map float keys", mp(f(2), f(2)), "map keys are float32"},
		{"map of one tensor", &Tensor{DType: Map, Elems: []*Tensor{ints(1)}}, "map holds 1 tensors"},
		{"map of scalars", mp(ints(1), scalar), "is not 1-D"},
		{"map of sequences", mp(ints(1), seq(f(1))), "map values are sequence"},
		{"sequence of maps of two key types", seq(mp(ints(1), f(1)), mp(strs("a"), f(1))), "sequence element 1 is map"},
		{"sequence of a bad map", seq(mp(ints(1), f(1)), mp(ints(2, 2), f(2))), "sequence element 1: map key 2 appears twice"},
		{"sequence of maps and tensors", seq(mp(ints(1), f(1)), f(1)), "element 1 is float32, element 0 is map"},
		{"tensor with elements", &Tensor{DType: Float32, Shape: Shape{}, Data: make([]byte, 4), Elems: []*Tensor{f(1)}}, "holds elements of a sequence"},
	} {
		err := tc.v.Validate()
		if tc.err == "" && err != nil || tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)) {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.err)
		}
	}
	if s := seq(f(2), f(1)).String(); s != "sequence[float32[2] float32[1]]" {
		t.Errorf("String %q", s)
	}
	c := seq(f(2)).Clone()
	c.Elems[0].Data[0] = 1
	if c.Elems[0] == nil || c.Validate() != nil {
		t.Errorf("clone %v", c)
	}
}
