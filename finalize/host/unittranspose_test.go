package host

import (
	"fmt"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
)

func TestUnitTranspose(t *testing.T) {
	for _, tt := range []struct {
		in    []int64
		perms []int
		want  bool
	}{
		{[]int64{96, 16, 1, 1}, []int{0, 2, 3, 1}, true}, // a 1x1 filter to FHWC
		{[]int64{96, 1, 3, 3}, []int{0, 2, 3, 1}, true},  // a depthwise filter to [C, 3, 3, 1]
		{[]int64{1, 16, 7, 7}, []int{0, 2, 3, 1}, false}, // NCHW -> NHWC moves C past H, W
		{[]int64{1, 16, 1, 1}, []int{0, 2, 3, 1}, true},
		{[]int64{5, 1, 7}, []int{1, 0, 2}, true},
		{[]int64{5, 1, 7}, []int{2, 1, 0}, false},
		{[]int64{5, 7}, []int{0, 1}, true},
		{[]int64{5, 7}, []int{0}, false},
		{[]int64{5, 7}, []int{0, 2}, false},
	} {
		if got := unitTranspose(tt.in, tt.perms); got != tt.want {
			t.Errorf("unitTranspose(%v, %v) = %v, want %v", tt.in, tt.perms, got, tt.want)
		}
	}
}

// TestFoldUnitTransposes rewrites the 1x1 filter's transpose of an NCHW
// convolution kernel into a reshape and leaves the input's and output's
// (which move C across H and W); the kernels' results are checked by
// TestConv32NCHWInput and the convolution flows.
func TestFoldUnitTransposes(t *testing.T) {
	lib := gputest.OpenLib(t)
	c, err := lib.NewContext()
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for _, tt := range []struct {
		d    nchwConv
		want int
	}{
		{nchwConv{n: 1, c: 24, h: 7, w: 9, f: 40, k: 1, s: 1}, 1},
		{nchwConv{n: 1, c: 16, h: 11, w: 13, f: 33, k: 3, s: 2}, 0},
		{nchwConv{n: 1, c: 1, h: 5, w: 5, f: 8, k: 1, s: 1}, 2}, // [1,1,5,5] -> NHWC too
	} {
		m, err := c.ParseString(tt.d.kernel())
		if err != nil {
			t.Fatal(err)
		}
		n, err := foldUnitTransposes(m)
		if err == nil {
			err = m.Verify()
		}
		m.Close()
		if err != nil || n != tt.want {
			t.Errorf("%s: folded %d, %v; want %d", fmt.Sprintf("%+v", tt.d), n, err, tt.want)
		}
	}
}
