package graph

import (
	"strings"
	"testing"
)

// TestStringTensor checks the String dtype's tensor rules: elements live in
// Strings, Validate and Clone handle them, and numeric access is a panic
// with a message (which the evaluator recovers), not endless recursion.
func TestStringTensor(t *testing.T) {
	if String.Size() != 0 || !String.Valid() || String.IsFloat() || String.IsInt() || String.String() != "string" {
		t.Fatalf("String: size %d valid %v name %s", String.Size(), String.Valid(), String)
	}
	if d, err := ParseDType("string"); err != nil || d != String {
		t.Fatalf("parse string: %v, %v", d, err)
	}
	for _, d := range AllDTypes() {
		if d == String {
			t.Fatal("AllDTypes lists String, whose elements are not in Data")
		}
	}
	x, err := FromStrings(Shape{2, 3}, []string{"a", "", "Ünï", "d", "e", "f"})
	if err != nil {
		t.Fatal(err)
	}
	if x.Len() != 6 || x.Validate() != nil {
		t.Fatalf("len %d, validate %v", x.Len(), x.Validate())
	}
	c := x.Clone()
	c.Strings[0] = "changed"
	if x.Strings[0] != "a" {
		t.Fatal("Clone shares the strings")
	}
	for _, bad := range []*Tensor{
		{DType: String, Shape: Shape{2}, Strings: []string{"a"}},
		{DType: String, Shape: Shape{1}, Strings: []string{"a"}, Data: []byte{1}},
		{DType: Float32, Shape: Shape{1}, Data: make([]byte, 4), Strings: []string{"a"}},
	} {
		if bad.Validate() == nil {
			t.Errorf("%v with %d strings, %d bytes validated", bad, len(bad.Strings), len(bad.Data))
		}
	}
	if _, err := FromStrings(Shape{3}, []string{"a"}); err == nil {
		t.Error("FromStrings took 1 value for 3 elements")
	}
	if _, err := NewTensor(String, Shape{1 << 40, 1 << 20}); err == nil {
		t.Error("a huge string tensor was allocated")
	}
	for name, f := range map[string]func(){
		"Float64": func() { x.Float64(0) }, "Int64": func() { x.Int64(0) },
		"SetFloat64": func() { x.SetFloat64(0, 1) }, "SetInt64": func() { x.SetInt64(0, 1) },
	} {
		func() {
			defer func() {
				r := recover()
				if err, ok := r.(error); !ok || !strings.Contains(err.Error(), "string tensor") {
					t.Errorf("%s on a string tensor: recovered %v", name, r)
				}
			}()
			f()
		}()
	}
}
