package graph

import (
	"strings"
	"testing"
)

// TestContainerValidate checks what a sequence or optional value may hold:
// tensors of one type (a sequence), none or one tensor or sequence (an
// optional), nothing of its own (shape, bytes, strings), bounded nesting.
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
		{"sequence of sequences", seq(seq()), "element 0 is not a tensor"},
		{"bad element", seq(&Tensor{DType: Float32, Shape: Shape{2}, Data: []byte{1}}), "sequence element 0"},
		{"two optional values", &Tensor{DType: Optional, Elems: []*Tensor{f(1), f(1)}}, "optional holds 2 values"},
		{"optional of an optional", &Tensor{DType: Optional, Elems: []*Tensor{{DType: Optional}}}, "optional holds no tensor or sequence"},
		{"sequence with a shape", &Tensor{DType: Sequence, Shape: Shape{1}}, "has a shape, bytes or strings"},
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
