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

// TestLpNormalization checks on random data that every slice along the
// axis has p-norm 1 and keeps its direction (y·‖x‖ = x), for p 1 and 2
// and both ends' axes; p 3 is refused.
func TestLpNormalization(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	x := randF32(t, r, graph.Shape{3, 4})
	xv := x.Float64s()
	for _, p := range []int64{1, 2} {
		for _, axis := range []int64{0, 1} {
			yv := evalN(t, "LpNormalization", map[string]*graph.Attr{"p": ia(p), "axis": ia(axis)}, 1, x)[0].Float64s()
			for s := range int64(4 - axis) { // slices: columns (axis 0) or rows (axis 1)
				var norm, unit float64
				idx := func(k int64) int64 {
					if axis == 0 {
						return k*4 + s
					}
					return s*4 + k
				}
				n := int64(3 + axis)
				for k := range n {
					norm += math.Pow(math.Abs(xv[idx(k)]), float64(p))
					unit += math.Pow(math.Abs(yv[idx(k)]), float64(p))
				}
				norm = math.Pow(norm, 1/float64(p))
				if math.Abs(unit-1) > 1e-5 {
					t.Errorf("p=%d axis=%d slice %d: norm of y %g, want 1", p, axis, s, unit)
				}
				for k := range n {
					if d := yv[idx(k)]*norm - xv[idx(k)]; math.Abs(d) > 1e-5 {
						t.Errorf("p=%d axis=%d slice %d: y·‖x‖ differs from x by %g", p, axis, s, d)
					}
				}
			}
		}
	}
	n := &graph.Node{Name: "n", OpType: "LpNormalization", Attrs: map[string]*graph.Attr{"p": ia(3)}, Outputs: []*graph.Value{{Name: "y"}}}
	if _, err := EvalNode(n, 22, []*graph.Tensor{x}); err == nil {
		t.Error("p=3 accepted")
	}
}
