package ref

import (
	"math"
	"math/rand/v2"
	"sort"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// naiveNMS is NonMaxSuppression written out as ONNX describes it, on
// float64 copies of the inputs: per batch and class, the candidates above
// the score threshold by descending score (ties by index), each kept
// unless a kept box overlaps it by more than iou, up to limit per class.
func naiveNMS(boxes, scores []float64, nb, nbox, ncls int, limit int, iou, thr float64, hasThr bool, center int64) []float64 {
	box := func(b, i int) nmsBox {
		v := boxes[(b*nbox+i)*4:][:4]
		if center == 1 {
			return nmsBox{v[1] - v[3]/2, v[0] - v[2]/2, v[1] + v[3]/2, v[0] + v[2]/2}
		}
		return nmsBox{math.Min(v[0], v[2]), math.Min(v[1], v[3]), math.Max(v[0], v[2]), math.Max(v[1], v[3])}
	}
	var sel []float64
	for b := range nb {
		for k := range ncls {
			sc := scores[(b*ncls+k)*nbox:][:nbox]
			var cand []int
			for i := range nbox {
				if !hasThr || sc[i] > thr {
					cand = append(cand, i)
				}
			}
			sort.SliceStable(cand, func(x, y int) bool { return sc[cand[x]] > sc[cand[y]] })
			var kept []int
			for _, i := range cand {
				if len(kept) >= limit {
					break
				}
				ok := true
				for _, j := range kept {
					if box(b, j).suppresses(box(b, i), iou) {
						ok = false
					}
				}
				if ok {
					kept = append(kept, i)
					sel = append(sel, float64(b), float64(k), float64(i))
				}
			}
		}
	}
	return sel
}

// TestNonMaxSuppressionRandom compares NonMaxSuppression with naiveNMS on
// random overlapping boxes (both box encodings, scores with ties, with and
// without a score threshold, limits below and above the box count).
func TestNonMaxSuppressionRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	for trial := range 60 {
		nb, nbox, ncls := 1+r.IntN(3), 1+r.IntN(50), 1+r.IntN(4)
		boxes := make([]float64, nb*nbox*4)
		for i := range boxes {
			boxes[i] = float64(float32(r.Float64() * 10))
		}
		scores := make([]float64, nb*ncls*nbox)
		for i := range scores {
			scores[i] = float64(r.IntN(20)) / 20 // ties
		}
		center := int64(trial % 2)
		limit := r.IntN(nbox + 5)
		iou := float64(float32(r.Float64()))
		thr := float64(float32(r.Float64() * 0.5))
		hasThr := trial%3 != 0
		ins := []*graph.Tensor{
			tensor(t, graph.Float32, graph.Shape{int64(nb), int64(nbox), 4}, boxes...),
			tensor(t, graph.Float32, graph.Shape{int64(nb), int64(ncls), int64(nbox)}, scores...),
			graph.Scalar(graph.Int64, float64(limit)),
			graph.Scalar(graph.Float32, iou),
		}
		if hasThr {
			ins = append(ins, graph.Scalar(graph.Float32, thr))
		}
		attrs := map[string]*graph.Attr{"center_point_box": {Kind: graph.AttrInt, Int: center}}
		y := evalN(t, "NonMaxSuppression", attrs, 1, ins...)[0]
		want := naiveNMS(boxes, scores, nb, nbox, ncls, limit, iou, thr, hasThr, center)
		closeTo(t, "selected", y, graph.Shape{int64(len(want) / 3), 3}, want)
	}
}

// TestNMSKey checks that nmsKey orders scores descending, -0 with +0 and
// NaN after everything, on random scores and the special values.
func TestNMSKey(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	vals := []float64{0, math.Copysign(0, -1), math.Inf(1), math.Inf(-1), math.NaN(), 1, -1, math.SmallestNonzeroFloat64, -math.MaxFloat64}
	for range 200 {
		vals = append(vals, (r.Float64()-0.5)*math.Pow(10, float64(r.IntN(40)-20)))
	}
	for _, a := range vals {
		for _, b := range vals {
			ka, kb := nmsKey(a), nmsKey(b)
			var want bool
			switch {
			case math.IsNaN(a) || math.IsNaN(b):
				want = math.IsNaN(a) == math.IsNaN(b) && ka == kb || !math.IsNaN(a) && ka < kb || math.IsNaN(a) && !math.IsNaN(b) && ka > kb
			case a > b:
				want = ka < kb
			case a < b:
				want = ka > kb
			default:
				want = ka == kb
			}
			if !want {
				t.Fatalf("nmsKey(%g) = %#x, nmsKey(%g) = %#x: out of order", a, ka, b, kb)
			}
		}
	}
}
