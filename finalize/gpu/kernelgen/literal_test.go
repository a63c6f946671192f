package kernelgen

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// TestMLIRFloat checks that prologue constants print as MLIR float
// literals (a decimal point before any exponent: "8e+00" broke BERT's
// 1/sqrt(sqrt(64)) = 1/8·... scales) that read back as the same f32.
func TestMLIRFloat(t *testing.T) {
	cases := []float32{8, 1, -2, 0.125, 0.35355338, 1e-30, 3.4e38, 100}
	r := rand.New(rand.NewPCG(rand.Uint64(), 1))
	for range 1000 {
		cases = append(cases, math.Float32frombits(r.Uint32()&0x7f7fffff))
	}
	for _, f := range cases {
		s := mlirFloat(f)
		m, _, _ := strings.Cut(s, "e")
		if !strings.Contains(m, ".") {
			t.Errorf("%v prints as %q: no decimal point", f, s)
		}
		back, err := strconv.ParseFloat(s, 32)
		if err != nil || float32(back) != f {
			t.Errorf("%v prints as %q, reads back as %v (%v)", f, s, back, err)
		}
	}
}
