package driver

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/mgxport/mgxport/kcache"
	"github.com/mgxport/mgxport/mlirc"
	"github.com/mgxport/mgxport/onnx/conformance"
)

// TestHostConformance runs ONNX backend tests of the kernel classes the host
// compiles (GEMM, pointwise, softmax, layer norm, reductions, pads) on the
// host target and on the reference. Tests that pass their shape parameters
// (axes, pads, new shapes) as inputs are skips unless BindShapeInputs
// binds them.
func TestHostConformance(t *testing.T) {
	lib, err := OpenMLIR("")
	if err != nil {
		t.Fatalf("%v (run `make build`)", err)
	}
	cache, err := kcache.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	load := LoadOptions{
		Finalize: FinalizeOptions{Cache: cache},
		MLIR:     func() (*mlirc.Library, error) { return lib, nil },
	}
	tests := []struct {
		name                 string
		strict, bound, isRef conformance.Status
	}{
		{"test_relu", conformance.Pass, conformance.Pass, conformance.Pass},
		{"test_gemm_default_matrix_bias", conformance.Pass, conformance.Pass, conformance.Pass},
		{"test_softmax_axis_2_expanded", conformance.Pass, conformance.Pass, conformance.Pass},
		{"test_layer_normalization_2d_axis_negative_1", conformance.Pass, conformance.Pass, conformance.Pass},
		{"test_mul_bcast", conformance.Pass, conformance.Pass, conformance.Pass},
		{"test_reduce_sum_do_not_keepdims_example", conformance.Skip, conformance.Pass, conformance.Pass},
		{"test_constant_pad", conformance.Skip, conformance.Pass, conformance.Pass},
	}
	targets := []struct {
		target conformance.Target
		want   func(i int) conformance.Status
	}{
		{conformance.RefTarget{}, func(i int) conformance.Status { return tests[i].isRef }},
		{HostConformanceTarget{Load: load}, func(i int) conformance.Status { return tests[i].strict }},
		{HostConformanceTarget{Load: load, BindShapeInputs: true}, func(i int) conformance.Status { return tests[i].bound }},
	}
	for _, tg := range targets {
		for i, tt := range tests {
			r := conformance.RunTest(context.Background(), tg.target, filepath.Join("../../shared/onnx-node", tt.name), conformance.Options{})
			if r.Status != tg.want(i) {
				t.Errorf("%s: %s; want %s", tg.target.Name(), r, tg.want(i))
			}
		}
	}
}
