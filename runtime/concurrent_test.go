package runtime

import (
	"fmt"
	"testing"
)

// TestLaunchWaves groups launches by the bytes they touch: a launch waits
// for every earlier one that writes a byte it touches or touches a byte
// it writes; launches that only read the same bytes run together.
func TestLaunchWaves(t *testing.T) {
	r := func(lo, hi uintptr) access { return access{lo: lo, hi: hi} }
	w := func(lo, hi uintptr) access { return access{lo: lo, hi: hi, write: true} }
	cases := []struct {
		name string
		acc  [][]access
		want string
	}{
		{"chain", [][]access{{r(0, 8), w(8, 16)}, {r(8, 16), w(16, 24)}, {r(16, 24), w(24, 32)}}, "[[0] [1] [2]]"},
		{"two branches read one input", [][]access{{r(0, 8), w(8, 16)}, {r(0, 8), w(16, 24)}, {r(8, 16), r(16, 24), w(24, 32)}}, "[[0 1] [2]]"},
		{"write after read of reused bytes", [][]access{{r(0, 8), w(8, 16)}, {r(32, 40), w(0, 8)}}, "[[0] [1]]"},
		{"write after write", [][]access{{w(0, 8)}, {w(4, 12)}}, "[[0] [1]]"},
		{"touching ends do not overlap", [][]access{{w(0, 8)}, {w(8, 16)}, {r(0, 16), w(16, 24)}}, "[[0 1] [2]]"},
		{"a shortcut beside a main path", [][]access{
			{r(0, 8), w(8, 16)},             // c1
			{r(0, 8), w(16, 24)},            // shortcut
			{r(8, 16), w(24, 32)},           // c2
			{r(24, 32), r(16, 24), w(0, 8)}, // add, into the input's bytes
			{r(0, 8), w(8, 16)},             // next block
		}, "[[0 1] [2] [3] [4]]"},
		{"late independent launch joins the first wave", [][]access{{w(0, 8)}, {r(0, 8), w(8, 16)}, {w(100, 108)}}, "[[0 2] [1]]"},
	}
	for _, c := range cases {
		if got := fmt.Sprint(launchWaves(c.acc)); got != c.want {
			t.Errorf("%s: waves %s, want %s", c.name, got, c.want)
		}
	}
}
