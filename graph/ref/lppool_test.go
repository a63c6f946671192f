package ref

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// TestLpPool checks LpPool and GlobalLpPool on random data against the
// formula written out: (Σ|x|^p)^(1/p) over each window, for p 1, 2 and 3.
func TestLpPool(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	x := randF32(t, r, graph.Shape{2, 3, 5, 4})
	xv := x.Float64s()
	at := func(n, c, h, w int64) float64 { return xv[((n*3+c)*5+h)*4+w] }
	for _, p := range []int64{1, 2, 3} {
		attrs := map[string]*graph.Attr{
			"kernel_shape": {Kind: graph.AttrInts, Ints: []int64{2, 3}},
			"strides":      {Kind: graph.AttrInts, Ints: []int64{2, 1}},
			"p":            ia(p),
		}
		y := evalN(t, "LpPool", attrs, 1, x)[0]
		if !eqInts(y.Shape, []int64{2, 3, 2, 2}) {
			t.Fatalf("p=%d: shape %v, want [2 3 2 2]", p, y.Shape)
		}
		g := evalN(t, "GlobalLpPool", map[string]*graph.Attr{"p": ia(p)}, 1, x)[0]
		yv, gv := y.Float64s(), g.Float64s()
		for n := range int64(2) {
			for c := range int64(3) {
				var all float64
				for h := range int64(5) {
					for w := range int64(4) {
						all += math.Pow(math.Abs(at(n, c, h, w)), float64(p))
					}
				}
				if want, got := math.Pow(all, 1/float64(p)), gv[n*3+c]; math.Abs(got-want) > 1e-5*want {
					t.Errorf("GlobalLpPool p=%d [%d %d] = %g, want %g", p, n, c, got, want)
				}
				for oh := range int64(2) {
					for ow := range int64(2) {
						var s float64
						for kh := range int64(2) {
							for kw := range int64(3) {
								s += math.Pow(math.Abs(at(n, c, oh*2+kh, ow+kw)), float64(p))
							}
						}
						want, got := math.Pow(s, 1/float64(p)), yv[((n*3+c)*2+oh)*2+ow]
						if math.Abs(got-want) > 1e-5*want {
							t.Errorf("LpPool p=%d [%d %d %d %d] = %g, want %g", p, n, c, oh, ow, got, want)
						}
					}
				}
			}
		}
	}
}
