package kernelgen

import (
	"math"
	"math/rand/v2"
	"testing"
)

// emulateSplitK runs the split-K kernel's data flow (splitk.go) in Go on
// c's row-major A [batch][M][K], B [batch][K][N]: the first launch's
// blocks in the order given by blocks (z = s·batch + b, then y, x), each
// summing its slice of K (BK steps from s·sliceK, guarded at K) into its
// raw partial tile of the padded scratch buffer; then the reduction's
// threads in the order given by threads, each summing init and the S
// partials of 4 columns in slice order. It returns C and how many times
// each output element and each (output, k) product were computed.
func emulateSplitK(t *testing.T, c Contraction, tl GEMMTile, a, b []float32, init float32, blockOrder, threadOrder []int) (out []float32, writes []int, products []int) {
	t.Helper()
	M, N, K, Bt := c.M(), c.N(), c.K(), c.BatchSize()
	ks := tl.sliceK(K)
	shape := c.splitScratchShape(tl)
	w := make([]float32, shape[0]*shape[1]*shape[2])
	for i := range w {
		w[i] = float32(math.NaN()) // the runtime does not zero scratch: every read slot must be written
	}
	gx, gy := ceilDiv(N, tl.BN), ceilDiv(M, tl.BM)
	products = make([]int, Bt*M*N*K)
	for _, blk := range blockOrder {
		bz, rest := int64(blk)/(gx*gy), int64(blk)%(gx*gy)
		by, bx := rest/gx, rest%gx
		s, bi := bz/Bt, bz%Bt
		kFirst := s * ks
		for r := range tl.BM {
			for col := range tl.BN {
				m, n := by*tl.BM+r, bx*tl.BN+col
				var acc float32
				for k0 := int64(0); k0 < ks; k0 += tl.BK {
					for kk := range tl.BK {
						gk := kFirst + k0 + kk
						if gk >= K || m >= M || n >= N { // guarded loads read zero
							continue
						}
						acc = float32(acc + a[(bi*M+m)*K+gk]*b[(bi*K+gk)*N+n])
						products[((bi*M+m)*N+n)*K+gk]++
					}
				}
				w[(bz*shape[1]+m)*shape[2]+n] = acc
			}
		}
	}
	quads := ceilDiv(N, 4)
	out = make([]float32, Bt*M*N)
	writes = make([]int, Bt*M*N)
	for _, e := range threadOrder {
		q, rest := int64(e)%quads, int64(e)/quads
		row, bi := rest%M, rest/M
		for j := range int64(4) {
			col := q*4 + j
			if col >= N {
				continue
			}
			sum := init
			for s := range tl.Split {
				sum += w[((s*Bt+bi)*shape[1]+row)*shape[2]+col]
			}
			out[(bi*M+row)*N+col] = sum
			writes[(bi*M+row)*N+col]++
		}
	}
	return out, writes, products
}

// TestSplitKEmulated checks the split kernel's index arithmetic and its
// fixed-order reduction on random data: ragged M, N and K, splits that do
// not divide K, batches. Every output element is written once, every
// product of the sum is taken once (no slice overlaps or misses part of
// K, no partial read before it is written: NaN-filled scratch), the
// result matches a float64 reference to fp32 rounding, and a second run
// with the blocks and threads in another order gives the same bits.
func TestSplitKEmulated(t *testing.T) {
	r := rand.New(rand.NewPCG(28, 12))
	for _, tc := range []struct {
		batch, m, n, k int64
		tile           GEMMTile
	}{
		{1, 37, 19, 300, GEMMTile{BM: 32, BN: 32, BK: 8, TM: 4, TN: 4, Split: 3}},   // K/S = 100: slices of 104, the last 92
		{1, 130, 70, 1000, GEMMTile{BM: 64, BN: 64, BK: 8, TM: 4, TN: 4, Split: 7}}, // tails in M and N
		{3, 20, 36, 257, GEMMTile{BM: 32, BN: 32, BK: 16, TM: 4, TN: 4, Split: 2}},  // batched, K one past a slice
		{2, 16, 16, 64, GEMMTile{BM: 32, BN: 32, BK: 8, TM: 4, TN: 4, Split: 5}},    // slices of 16: the last one empty
	} {
		c := Contraction{batch: []int{0}, mDims: []int{1}, nDims: []int{2}, kDims: []int{3}, ranges: []int64{tc.batch, tc.m, tc.n, tc.k}}
		a := randFloats(r, int(tc.batch*tc.m*tc.k))
		b := randFloats(r, int(tc.batch*tc.k*tc.n))
		init := float32(r.NormFloat64())
		gx, gy := ceilDiv(tc.n, tc.tile.BN), ceilDiv(tc.m, tc.tile.BM)
		blocks := int(gx * gy * tc.batch * tc.tile.Split)
		threads := int(tc.batch * tc.m * ceilDiv(tc.n, 4))
		out, writes, products := emulateSplitK(t, c, tc.tile, a, b, init, r.Perm(blocks), r.Perm(threads))
		for i, n := range writes {
			if n != 1 {
				t.Fatalf("%v %dx%dx%d: output %d written %d times", tc.tile, tc.m, tc.k, tc.n, i, n)
			}
		}
		for i, n := range products {
			if n != 1 {
				t.Fatalf("%v %dx%dx%d: product %d (k %d) taken %d times", tc.tile, tc.m, tc.k, tc.n, i, int64(i)%tc.k, n)
			}
		}
		for bi := range tc.batch {
			for m := range tc.m {
				for n := range tc.n {
					want, mag := float64(init), math.Abs(float64(init))
					for k := range tc.k {
						p := float64(a[(bi*tc.m+m)*tc.k+k]) * float64(b[(bi*tc.k+k)*tc.n+n])
						want, mag = want+p, mag+math.Abs(p)
					}
					got := float64(out[(bi*tc.m+m)*tc.n+n])
					if math.IsNaN(got) || math.Abs(got-want) > 1e-6*mag*float64(tc.k) {
						t.Fatalf("%v: C[%d][%d][%d] = %g, want %g", tc.tile, bi, m, n, got, want)
					}
				}
			}
		}
		again, _, _ := emulateSplitK(t, c, tc.tile, a, b, init, r.Perm(blocks), r.Perm(threads))
		for i := range out {
			if math.Float32bits(out[i]) != math.Float32bits(again[i]) {
				t.Fatalf("%v: element %d is %x, then %x in another block order", tc.tile, i, math.Float32bits(out[i]), math.Float32bits(again[i]))
			}
		}
	}
}
