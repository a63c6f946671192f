package driver

import (
	"errors"
	"fmt"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
	"github.com/mgxport/mgxport/lower"
	"github.com/mgxport/mgxport/onnx/conformance"
)

// TestClassifyHost checks that a host compile failure is a skip exactly
// when it wraps graph.ErrUnsupported, whatever its message says.
func TestClassifyHost(t *testing.T) {
	for _, tc := range []struct {
		name string
		err  error
		skip bool
	}{
		{"lowering", fmt.Errorf("lower x: %w", graph.Unsupportedf("Dropout in training mode (random) is not supported")), true},
		{"tosa", fmt.Errorf("tosa partition: %w", lower.ErrUnsupported), true},
		{"ref op", fmt.Errorf("pass infer-shapes: %w", &ref.UnsupportedError{OpType: "Loop"}), true},
		{"ref runtime input", &ref.RuntimeInputError{Input: "k", What: "K"}, true},
		{"const input", &lower.ConstInputError{Node: "n", Input: "k", What: "K"}, true},
		{"text alone", errors.New("this is not supported"), false},
		{"other", errors.New("value y has no static shape"), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := classifyHost("lower", tc.err)
			var skip *conformance.SkipError
			if got := errors.As(err, &skip); got != tc.skip {
				t.Fatalf("classifyHost(%v) = %v, skip %v, want %v", tc.err, err, got, tc.skip)
			}
			if !tc.skip && !errors.Is(err, tc.err) {
				t.Fatalf("classifyHost(%v) = %v does not wrap it", tc.err, err)
			}
		})
	}
}
