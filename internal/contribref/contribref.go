// Package contribref holds independent Go references of ONNX Runtime's
// contrib ops for mgxport's tests, written from its ContribOperators.md
// (not from mgxport's decompositions): plain loops over row-major float64
// slices.
package contribref

import (
	"math"

	"github.com/mgxport/mgxport/graph"
)

// Vals reads a tensor as float64s.
func Vals(t *graph.Tensor) []float64 {
	out := make([]float64, t.Len())
	for i := range out {
		out[i] = t.Float64(i)
	}
	return out
}

// Tensor makes a tensor of dt from values (rounded by the type); it
// panics on a shape that does not fit the values (a test's own mistake).
func Tensor(dt graph.DType, shape graph.Shape, v []float64) *graph.Tensor {
	t, err := graph.FromFloat64s(dt, shape, v)
	if err != nil {
		panic(err)
	}
	return t
}

// GeluErf is Gelu: 0.5·x·(1 + erf(x/√2)).
func GeluErf(x float64) float64 { return 0.5 * x * (1 + math.Erf(x/math.Sqrt2)) }

// GeluTanh is FastGelu's tanh approximation.
func GeluTanh(x float64) float64 {
	return 0.5 * x * (1 + math.Tanh(0.7978845608028654*(x+0.044715*x*x*x)))
}

// LayerNorm normalizes each row of width h: (x-mean)/sqrt(var+eps)·g+b
// and returns the rows' mean and 1/sqrt(var+eps) too.
func LayerNorm(x []float64, h int, g, b []float64, eps float64, rms bool) (y, mean, inv []float64) {
	rows := len(x) / h
	y = make([]float64, len(x))
	mean, inv = make([]float64, rows), make([]float64, rows)
	for r := range rows {
		row := x[r*h : (r+1)*h]
		var m, v float64
		if !rms {
			for _, e := range row {
				m += e
			}
			m /= float64(h)
		}
		for _, e := range row {
			v += (e - m) * (e - m)
		}
		v /= float64(h)
		iv := 1 / math.Sqrt(v+eps)
		mean[r], inv[r] = m, iv
		for i, e := range row {
			y[r*h+i] = (e - m) * iv * g[i]
			if b != nil {
				y[r*h+i] += b[i]
			}
		}
	}
	return y, mean, inv
}

// MatMul multiplies (m, k) by (k, n).
func MatMul(a, b []float64, m, k, n int) []float64 {
	c := make([]float64, m*n)
	for i := range m {
		for p := range k {
			av := a[i*k+p]
			for j := range n {
				c[i*n+j] += av * b[p*n+j]
			}
		}
	}
	return c
}

// Attention is multi-head attention over q (B, S, N·H), k (B, T, N·H), v
// (B, T, N·Hv): maskAdd(b, i, j) is added to the scaled scores.
func Attention(q, k, v []float64, B, S, T, N, H, Hv int, scale float64, maskAdd func(b, i, j int) float64) []float64 {
	out := make([]float64, B*S*N*Hv)
	scores := make([]float64, T)
	for b := range B {
		for h := range N {
			for i := range S {
				mx := math.Inf(-1)
				for j := range T {
					var s float64
					for d := range H {
						s += q[(b*S+i)*N*H+h*H+d] * k[(b*T+j)*N*H+h*H+d]
					}
					s = s*scale + maskAdd(b, i, j)
					scores[j] = s
					mx = math.Max(mx, s)
				}
				var sum float64
				for j := range T {
					scores[j] = math.Exp(scores[j] - mx)
					sum += scores[j]
				}
				for d := range Hv {
					var o float64
					for j := range T {
						o += scores[j] / sum * v[(b*T+j)*N*Hv+h*Hv+d]
					}
					out[(b*S+i)*N*Hv+h*Hv+d] = o
				}
			}
		}
	}
	return out
}

// Quantize is saturate(round_half_even(x/scale) + zp) for int8/uint8.
func Quantize(x, scale float64, zp int64, dt graph.DType) float64 {
	lo, hi := 0.0, 255.0
	if dt == graph.Int8 {
		lo, hi = -128, 127
	}
	return math.Max(lo, math.Min(hi, math.RoundToEven(x/scale)+float64(zp)))
}

// PackBits packs codes (each < 2^bits) low-first into bytes.
func PackBits(codes []int64, bits int) []byte {
	per := 8 / bits
	out := make([]byte, (len(codes)+per-1)/per)
	for i, c := range codes {
		out[i/per] |= byte(c << (uint(i%per) * uint(bits)))
	}
	return out
}

// Rotary rotates each head of x (B, S, N·H) by the cache rows at the
// positions pos(b, s): the first rot/2 and second rot/2 of each head's
// rotary part (or, interleaved, each even/odd pair) as ONNX Runtime's
// RotaryEmbedding defines; the rest of each head passes through.
func Rotary(x, cos, sin []float64, B, S, N, H, rot int, interleaved bool, pos func(b, s int) int) []float64 {
	out := append([]float64(nil), x...)
	half := rot / 2
	for b := range B {
		for s := range S {
			p := pos(b, s)
			for n := range N {
				base := (b*S+s)*N*H + n*H
				for i := range half {
					c, sn := cos[p*half+i], sin[p*half+i]
					i1, i2 := base+i, base+i+half
					if interleaved {
						i1, i2 = base+2*i, base+2*i+1
					}
					x1, x2 := x[i1], x[i2]
					out[i1] = x1*c - x2*sn
					out[i2] = x2*c + x1*sn
				}
			}
		}
	}
	return out
}
