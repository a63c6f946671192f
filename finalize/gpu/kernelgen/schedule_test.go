package kernelgen

import (
	"slices"
	"testing"

	"github.com/mgxport/mgxport/target"
)

// TestGPUScheduleTiling checks the default tiling on loop nests of each
// class: x on the innermost parallel loop, legal grids, no reduction loop
// tiled.
func TestGPUScheduleTiling(t *testing.T) {
	s := DefaultGPUSchedule(target.Target{Wave: 32})
	for _, tc := range []struct {
		name     string
		parallel []bool
		ranges   []int64
		tile     []int64
		block    [3]int64
	}{
		{"matmul", []bool{true, true, true, false}, []int64{2, 100, 300, 64}, []int64{1, 8, 32, 0}, [3]int64{32, 8, 1}},
		{"conv nhwc", []bool{true, true, true, true, false, false, false}, []int64{1, 7, 7, 3, 3, 3, 8}, []int64{0, 1, 8, 4, 0, 0, 0}, [3]int64{4, 8, 1}},
		{"row reduce", []bool{true, false}, []int64{1000, 77}, []int64{32, 0}, [3]int64{32, 1, 1}},
		{"tall", []bool{true, true}, []int64{1 << 22, 1}, []int64{256, 1}, [3]int64{1, 256, 1}},
		{"taller than grid y", []bool{true, true}, []int64{1 << 25, 1}, []int64{768, 1}, [3]int64{1, 256, 1}},
		// A weight's layout change (OIHW to OHWI): the 2048 output
		// channels go to blocks, not to a serial loop in every thread.
		{"weight transpose", []bool{true, true, true, true}, []int64{2048, 1, 1, 512}, []int64{8, 0, 1, 32}, [3]int64{32, 8, 1}},
		// An output transpose (NHWC to NCHW at 7x7): channels on y, the
		// batch on z, one 7-row loop left in each thread.
		{"output transpose", []bool{true, true, true, true}, []int64{32, 2048, 7, 7}, []int64{1, 32, 0, 8}, [3]int64{8, 32, 1}},
	} {
		got, err := s.tiling(linalgLoops{parallel: tc.parallel, ranges: tc.ranges})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !slices.Equal(got.tile, tc.tile) || got.blockDims != tc.block {
			t.Errorf("%s: tile %v block %v, want %v %v", tc.name, got.tile, got.blockDims, tc.tile, tc.block)
		}
		for d, n := range got.tile {
			if n > 0 && tc.ranges[d] > 0 && ceilDiv(tc.ranges[d], n) > maxGridYZ && d != len(tc.parallel)-1 {
				t.Errorf("%s: loop %d makes %d blocks", tc.name, d, ceilDiv(tc.ranges[d], n))
			}
		}
	}
	if _, err := s.tiling(linalgLoops{parallel: []bool{false}, ranges: []int64{10}}); err == nil {
		t.Error("a full reduction got a schedule")
	}
}
