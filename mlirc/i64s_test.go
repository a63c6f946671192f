package mlirc

import (
	"slices"
	"testing"
)

// TestParseI64s reads dense i64 arrays as MLIR prints them and refuses
// anything else.
func TestParseI64s(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []int64
		ok   bool
	}{
		{"array<i64: 0, 1, 1, 0>", []int64{0, 1, 1, 0}, true},
		{"array<i64: -9223372036854775808, 7>", []int64{-1 << 63, 7}, true},
		{"array<i64>", nil, true},
		{"array<i32: 0, 1>", nil, false},
		{"array<i64: 0, x>", nil, false},
		{"array<i64: 0, 1", nil, false},
		{"dense<[0, 1]> : tensor<2xi64>", nil, false},
	} {
		got, ok := parseI64s(c.in)
		if ok != c.ok || !slices.Equal(got, c.want) {
			t.Errorf("parseI64s(%q) = %v, %v; want %v, %v", c.in, got, ok, c.want, c.ok)
		}
	}
}
