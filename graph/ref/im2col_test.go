package ref

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

func intsAttr(v ...int64) *graph.Attr { return &graph.Attr{Kind: graph.AttrInts, Ints: v} }

// TestDet checks Det on random matrices against the determinant written
// out (2×2 and 3×3 by cofactors) and a permutation matrix's sign.
func TestDet(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int64{2, 3} {
		x := randF32(t, r, graph.Shape{4, n, n})
		y := evalN(t, "Det", nil, 1, x)[0]
		if !eqInts(y.Shape, []int64{4}) {
			t.Fatalf("n=%d: shape %v, want [4]", n, y.Shape)
		}
		xv := x.Float64s()
		for b := range 4 {
			m := func(i, j int64) float64 { return xv[int64(b)*n*n+i*n+j] }
			want := m(0, 0)*m(1, 1) - m(0, 1)*m(1, 0)
			if n == 3 {
				want = m(0, 0)*(m(1, 1)*m(2, 2)-m(1, 2)*m(2, 1)) - m(0, 1)*(m(1, 0)*m(2, 2)-m(1, 2)*m(2, 0)) + m(0, 2)*(m(1, 0)*m(2, 1)-m(1, 1)*m(2, 0))
			}
			if got := y.Float64(b); math.Abs(got-want) > 1e-5*(1+math.Abs(want)) {
				t.Errorf("n=%d batch %d: det %g, want %g", n, b, got, want)
			}
		}
	}
	perm := tensor(t, graph.Float32, graph.Shape{3, 3}, 0, 1, 0, 1, 0, 0, 0, 0, 1)
	if got := evalN(t, "Det", nil, 1, perm)[0].Float64(0); got != -1 {
		t.Errorf("det of a swap = %g, want -1", got)
	}
}

// TestCol2Im checks Col2Im on random columns against the gather form
// written out: each image pixel sums every (block, offset) that lands on
// it, over strides, dilations and pads.
func TestCol2Im(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, tc := range []struct {
		name                 string
		img, blk, st, dil, p []int64
	}{
		{"plain", []int64{5, 5}, []int64{2, 2}, []int64{1, 1}, []int64{1, 1}, []int64{0, 0, 0, 0}},
		{"strided", []int64{6, 5}, []int64{2, 3}, []int64{2, 1}, []int64{1, 1}, []int64{0, 0, 0, 0}},
		{"dilated padded", []int64{5, 6}, []int64{2, 2}, []int64{1, 2}, []int64{2, 1}, []int64{1, 0, 1, 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			const N, C = 2, 3
			var nb [2]int64
			for d := range 2 {
				nb[d] = (tc.img[d]+tc.p[d]+tc.p[d+2]-(tc.blk[d]-1)*tc.dil[d]-1)/tc.st[d] + 1
			}
			K, L := tc.blk[0]*tc.blk[1], nb[0]*nb[1]
			x := randF32(t, r, graph.Shape{N, C * K, L})
			attrs := map[string]*graph.Attr{"strides": intsAttr(tc.st...), "dilations": intsAttr(tc.dil...), "pads": intsAttr(tc.p...)}
			is := tensor(t, graph.Int64, graph.Shape{2}, float64(tc.img[0]), float64(tc.img[1]))
			bs := tensor(t, graph.Int64, graph.Shape{2}, float64(tc.blk[0]), float64(tc.blk[1]))
			y := evalN(t, "Col2Im", attrs, 1, x, is, bs)[0]
			if !eqInts(y.Shape, []int64{N, C, tc.img[0], tc.img[1]}) {
				t.Fatalf("shape %v", y.Shape)
			}
			xv := x.Float64s()
			for n := range int64(N) {
				for c := range int64(C) {
					for h := range tc.img[0] {
						for w := range tc.img[1] {
							var want float64
							for bh := range nb[0] {
								for bw := range nb[1] {
									for kh := range tc.blk[0] {
										for kw := range tc.blk[1] {
											if bh*tc.st[0]-tc.p[0]+kh*tc.dil[0] == h && bw*tc.st[1]-tc.p[1]+kw*tc.dil[1] == w {
												want += xv[((n*C*K)+c*K+kh*tc.blk[1]+kw)*L+bh*nb[1]+bw]
											}
										}
									}
								}
							}
							got := y.Float64(int(((n*C+c)*tc.img[0]+h)*tc.img[1] + w))
							if math.Abs(got-want) > 1e-5 {
								t.Errorf("[%d %d %d %d] = %g, want %g", n, c, h, w, got, want)
							}
						}
					}
				}
			}
		})
	}
}

// TestDeformConv checks DeformConv on random data against Conv: with zero
// offsets and no mask it is Conv; with every offset (dh, dw) = (0.5, -1)
// it is, by linearity of the interpolation, the mean of Conv over x
// shifted by (0, -1) and by (1, -1) (zeros shifted in); a mask scales
// each tap, so a mask of 0.5 everywhere halves the result.
func TestDeformConv(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	const N, C, H, W, OC, G, KH, KW = 2, 4, 5, 6, 6, 2, 2, 3
	x := randF32(t, r, graph.Shape{N, C, H, W})
	w := randF32(t, r, graph.Shape{OC, C / G, KH, KW})
	bias := randF32(t, r, graph.Shape{OC})
	// Padded for the zero-offset and mask cases; unpadded for the shifted
	// one, where a pad would hide what the offset brings in.
	pads := []int64{1, 0, 0, 1}
	attrs := func() map[string]*graph.Attr {
		return map[string]*graph.Attr{"group": ia(G), "pads": intsAttr(pads...), "strides": intsAttr(1, 2), "offset_group": ia(2)}
	}
	conv := func(img *graph.Tensor) []float64 {
		return evalN(t, "Conv", map[string]*graph.Attr{"group": ia(G), "pads": intsAttr(pads...), "strides": intsAttr(1, 2)}, 1, img, w, bias)[0].Float64s()
	}
	plain := conv(x)
	OH, OW := int64(5), int64(3)
	taps := int64(KH * KW)
	offset := func(dh, dw float64) *graph.Tensor {
		v := make([]float64, N*2*2*taps*OH*OW)
		for i := range v {
			if (i/int(OH*OW))%2 == 0 {
				v[i] = dh
			} else {
				v[i] = dw
			}
		}
		return tensor(t, graph.Float32, graph.Shape{N, 2 * 2 * taps, OH, OW}, v...)
	}
	shift := func(dh, dw int64) *graph.Tensor {
		xv := x.Float64s()
		v := make([]float64, len(xv))
		for i := range int64(N * C) {
			for h := range int64(H) {
				for ww := range int64(W) {
					sh, sw := h+dh, ww+dw
					if sh >= 0 && sh < H && sw >= 0 && sw < W {
						v[(i*H+h)*W+ww] = xv[(i*H+sh)*W+sw]
					}
				}
			}
		}
		return tensor(t, graph.Float32, x.Shape, v...)
	}
	check := func(name string, got *graph.Tensor, want []float64) {
		t.Helper()
		if !eqInts(got.Shape, []int64{N, OC, OH, OW}) {
			t.Fatalf("%s: shape %v", name, got.Shape)
		}
		for i, wv := range want {
			if g := got.Float64(i); math.Abs(g-wv) > 1e-4*(1+math.Abs(wv)) {
				t.Fatalf("%s: element %d = %g, want %g", name, i, g, wv)
			}
		}
	}
	check("zero offsets", evalN(t, "DeformConv", attrs(), 1, x, w, offset(0, 0), bias)[0], plain)
	half := make([]float64, N*2*taps*OH*OW)
	for i := range half {
		half[i] = 0.5
	}
	mask := tensor(t, graph.Float32, graph.Shape{N, 2 * taps, OH, OW}, half...)
	noBias := evalN(t, "DeformConv", attrs(), 1, x, w, offset(0, 0), nil, mask)[0]
	want := make([]float64, len(plain))
	for i := range plain {
		want[i] = (plain[i] - bias.Float64(i/int(OH*OW)%OC)) / 2
	}
	check("mask 0.5", noBias, want)

	pads, OH, OW = []int64{0, 0, 0, 0}, 4, 2
	a, b := conv(shift(0, -1)), conv(shift(1, -1))
	mean := make([]float64, len(a))
	for i := range a {
		mean[i] = (a[i] + b[i]) / 2
	}
	check("offsets (0.5, -1)", evalN(t, "DeformConv", attrs(), 1, x, w, offset(0.5, -1), bias)[0], mean)
}
