package ref

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

func randF32(t *testing.T, r *rand.Rand, shape graph.Shape) *graph.Tensor {
	t.Helper()
	v := make([]float64, shape.Size())
	for i := range v {
		v[i] = r.NormFloat64()
	}
	return tensor(t, graph.Float32, shape, v...)
}

func evalN(t *testing.T, op string, attrs map[string]*graph.Attr, outs int, ins ...*graph.Tensor) []*graph.Tensor {
	t.Helper()
	n := &graph.Node{Name: op, OpType: op, Attrs: attrs}
	for range outs {
		n.Outputs = append(n.Outputs, &graph.Value{Name: "y"})
	}
	res, err := EvalNode(n, 23, ins)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func sa(s string) *graph.Attr { return &graph.Attr{Kind: graph.AttrString, String: s} }

// TestLosses checks NegativeLogLikelihoodLoss and SoftmaxCrossEntropyLoss
// on random data against the formula written out: per-element losses,
// sums, weighted means with an ignored target, and the log-prob output.
func TestLosses(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	const N, C, D = 3, 4, 2
	x := randF32(t, r, graph.Shape{N, C, D})
	w := tensor(t, graph.Float32, graph.Shape{C}, 0.5, 1, 2, 3)
	tg := make([]float64, N*D)
	for i := range tg {
		tg[i] = float64(r.IntN(C))
	}
	tg[1] = 2 // the ignored class appears at least once
	target := tensor(t, graph.Int64, graph.Shape{N, D}, tg...)
	xv, wv := x.Float64s(), w.Float64s()
	lsm := make([]float64, len(xv))
	for b := range N {
		for j := range D {
			var s float64
			for c := range C {
				s += math.Exp(xv[(b*C+c)*D+j])
			}
			for c := range C {
				lsm[(b*C+c)*D+j] = xv[(b*C+c)*D+j] - math.Log(s)
			}
		}
	}
	want := func(lp []float64, reduction string, weighted bool, ignore int64) []float64 {
		var per []float64
		var sum, wsum float64
		for b := range N {
			for j := range D {
				c := int64(tg[b*D+j])
				wt := 1.0
				if weighted {
					wt = wv[c]
				}
				if c == ignore {
					wt = 0
				}
				l := -lp[(b*C+int(c))*D+j] * wt
				per, sum, wsum = append(per, l), sum+l, wsum+wt
			}
		}
		switch reduction {
		case "sum":
			return []float64{sum}
		case "mean":
			return []float64{sum / wsum}
		}
		return per
	}
	for _, tc := range []struct {
		op        string
		reduction string
		weighted  bool
		ignore    int64
	}{
		{"NegativeLogLikelihoodLoss", "none", false, -100},
		{"NegativeLogLikelihoodLoss", "sum", true, -100},
		{"NegativeLogLikelihoodLoss", "mean", true, 2},
		{"SoftmaxCrossEntropyLoss", "mean", false, 2},
		{"SoftmaxCrossEntropyLoss", "none", true, -100},
	} {
		attrs := map[string]*graph.Attr{"reduction": sa(tc.reduction)}
		if tc.ignore != -100 {
			attrs["ignore_index"] = ia(tc.ignore)
		}
		ins := []*graph.Tensor{x, target}
		if tc.weighted {
			ins = append(ins, w)
		}
		outs := 1
		lp := xv
		if tc.op == "SoftmaxCrossEntropyLoss" {
			outs, lp = 2, lsm
		}
		got := evalN(t, tc.op, attrs, outs, ins...)
		exp := want(lp, tc.reduction, tc.weighted, tc.ignore)
		gv := got[0].Float64s()
		if len(gv) != len(exp) {
			t.Fatalf("%s %s: %d values, want %d", tc.op, tc.reduction, len(gv), len(exp))
		}
		for i := range exp {
			if math.Abs(gv[i]-exp[i]) > 1e-5*(1+math.Abs(exp[i])) {
				t.Fatalf("%s %s weighted=%v ignore=%d: [%d] = %v, want %v", tc.op, tc.reduction, tc.weighted, tc.ignore, i, gv[i], exp[i])
			}
		}
		if outs == 2 {
			for i, v := range got[1].Float64s() {
				if math.Abs(v-lsm[i]) > 1e-5 {
					t.Fatalf("%s log_prob[%d] = %v, want %v", tc.op, i, v, lsm[i])
				}
			}
		}
	}
	// A target outside [0, C) that is not ignored is an error.
	tg[0] = C
	bad := tensor(t, graph.Int64, graph.Shape{N, D}, tg...)
	n := &graph.Node{Name: "nll", OpType: "NegativeLogLikelihoodLoss", Outputs: []*graph.Value{{Name: "y"}}}
	if _, err := EvalNode(n, 23, []*graph.Tensor{x, bad}); err == nil {
		t.Fatal("target out of range: no error")
	}
}

// TestGridSampleIdentity samples random images (2-D and 3-D) on the grid
// AffineGrid makes of the identity transform with align_corners: every
// mode and padding gives the image back; a half-pixel shift with linear
// mode gives the neighbours' mean.
func TestGridSampleIdentity(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for _, dims := range []graph.Shape{{2, 3, 4, 5}, {1, 2, 3, 4, 2}} {
		rk := len(dims) - 2
		x := randF32(t, r, dims)
		theta := make([]float64, 0)
		for range dims[0] {
			for i := range rk {
				for j := range rk + 1 {
					theta = append(theta, float64(b2i(i == j)))
				}
			}
		}
		th := tensor(t, graph.Float32, graph.Shape{dims[0], int64(rk), int64(rk + 1)}, theta...)
		size := tensor(t, graph.Int64, graph.Shape{int64(len(dims))}, toF(dims)...)
		grid := evalN(t, "AffineGrid", map[string]*graph.Attr{"align_corners": ia(1)}, 1, th, size)[0]
		for _, mode := range []string{"linear", "nearest", "cubic"} {
			for _, pad := range []string{"zeros", "border", "reflection"} {
				if mode == "cubic" && rk == 3 {
					continue
				}
				y := evalN(t, "GridSample", map[string]*graph.Attr{"mode": sa(mode), "padding_mode": sa(pad), "align_corners": ia(1)}, 1, x, grid)[0]
				for i, v := range y.Float64s() {
					if math.Abs(v-x.Float64(i)) > 1e-5 {
						t.Fatalf("%v %s %s: y[%d] = %v, want %v", dims, mode, pad, i, v, x.Float64(i))
					}
				}
			}
		}
	}
	// Halfway between pixels 0 and 1 of a 1x1x1x2 image (align_corners:
	// -1 and 1 are the two centers).
	x := tensor(t, graph.Float32, graph.Shape{1, 1, 1, 2}, 3, 7)
	g := tensor(t, graph.Float32, graph.Shape{1, 1, 1, 2}, 0, 0)
	y := evalN(t, "GridSample", map[string]*graph.Attr{"align_corners": ia(1)}, 1, x, g)[0]
	if v := y.Float64(0); v != 5 {
		t.Fatalf("midpoint: %v, want 5", v)
	}
}

func toF(s graph.Shape) []float64 {
	v := make([]float64, len(s))
	for i, d := range s {
		v[i] = float64(d)
	}
	return v
}

// TestRotaryEmbedding rotates random heads by random angles: each rotated
// pair keeps its length and turns by the angle; the elements past the
// rotary dim pass through; interleaved pairs are (2i, 2i+1), the others
// (i, i+half).
func TestRotaryEmbedding(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	const B, Hn, S, H, rd, maxPos = 2, 2, 3, 6, 4, 5
	for _, inter := range []bool{false, true} {
		x := randF32(t, r, graph.Shape{B, Hn, S, H})
		ang := make([]float64, maxPos*rd/2)
		cs, sn := make([]float64, len(ang)), make([]float64, len(ang))
		for i := range ang {
			ang[i] = r.Float64() * 6
			cs[i], sn[i] = math.Cos(ang[i]), math.Sin(ang[i])
		}
		pos := make([]float64, B*S)
		for i := range pos {
			pos[i] = float64(r.IntN(maxPos))
		}
		y := evalN(t, "RotaryEmbedding", map[string]*graph.Attr{"interleaved": ia(int64(b2i(inter))), "rotary_embedding_dim": ia(rd)}, 1,
			x, tensor(t, graph.Float32, graph.Shape{maxPos, rd / 2}, cs...), tensor(t, graph.Float32, graph.Shape{maxPos, rd / 2}, sn...),
			tensor(t, graph.Int64, graph.Shape{B, S}, pos...))[0]
		xv, yv := x.Float64s(), y.Float64s()
		for b := range B {
			for h := range Hn {
				for s := range S {
					base := ((b*Hn+h)*S + s) * H
					for i := range rd / 2 {
						a, c := base+i, base+i+rd/2
						if inter {
							a, c = base+2*i, base+2*i+1
						}
						th := ang[int(pos[b*S+s])*rd/2+i]
						w1 := xv[a]*math.Cos(th) - xv[c]*math.Sin(th)
						w2 := xv[a]*math.Sin(th) + xv[c]*math.Cos(th)
						if math.Abs(yv[a]-w1) > 1e-5 || math.Abs(yv[c]-w2) > 1e-5 {
							t.Fatalf("interleaved=%v pair (%d, %d): (%v, %v), want (%v, %v)", inter, a, c, yv[a], yv[c], w1, w2)
						}
					}
					for d := rd; d < H; d++ {
						if yv[base+d] != xv[base+d] {
							t.Fatalf("element %d past the rotary dim changed", base+d)
						}
					}
				}
			}
		}
	}
}

// TestGenerators pins EyeLike, the windows and CumProd to values worked
// out by hand.
func TestGenerators(t *testing.T) {
	eye := evalN(t, "EyeLike", map[string]*graph.Attr{"k": ia(1), "dtype": ia(7)}, 1, tensor(t, graph.Float32, graph.Shape{2, 3}, 1, 2, 3, 4, 5, 6))[0]
	if eye.DType != graph.Int64 || !eqInts(eye.Int64s(), []int64{0, 1, 0, 0, 0, 1}) {
		t.Fatalf("EyeLike: %v %v", eye.DType, eye.Int64s())
	}
	four := tensor(t, graph.Int64, graph.Shape{}, 4)
	for _, tc := range []struct {
		op       string
		periodic int64
		want     []float64
	}{
		{"HannWindow", 1, []float64{0, 0.5, 1, 0.5}},
		{"HannWindow", 0, []float64{0, 0.75, 0.75, 0}},
		{"HammingWindow", 1, []float64{4.0 / 46, 25.0 / 46, 1, 25.0 / 46}},
		{"BlackmanWindow", 1, []float64{0, 0.34, 1, 0.34}},
	} {
		got := evalN(t, tc.op, map[string]*graph.Attr{"periodic": ia(tc.periodic)}, 1, four)[0].Float64s()
		for i := range tc.want {
			if math.Abs(got[i]-tc.want[i]) > 1e-6 {
				t.Fatalf("%s periodic=%d: %v, want %v", tc.op, tc.periodic, got, tc.want)
			}
		}
	}
	x := tensor(t, graph.Int32, graph.Shape{4}, 1, 2, 3, 4)
	ax := tensor(t, graph.Int64, graph.Shape{}, 0)
	for _, tc := range []struct {
		excl, rev int64
		want      []int64
	}{
		{0, 0, []int64{1, 2, 6, 24}},
		{1, 0, []int64{1, 1, 2, 6}},
		{1, 1, []int64{24, 12, 4, 1}},
	} {
		got := evalN(t, "CumProd", map[string]*graph.Attr{"exclusive": ia(tc.excl), "reverse": ia(tc.rev)}, 1, x, ax)[0].Int64s()
		if !eqInts(got, tc.want) {
			t.Fatalf("CumProd exclusive=%d reverse=%d: %v, want %v", tc.excl, tc.rev, got, tc.want)
		}
	}
}

func eqInts(a, b []int64) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}
