package passes

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
)

// TestFuseRotary: rotary embedding written out as transformers' rotate_half
// becomes one RotaryEmbedding that computes the same values (reference
// evaluator, random inputs and random angles); variants that are not that
// pattern (halves of cos that differ, an intermediate read elsewhere, the
// halves swapped, a table that varies over heads) stay as they are.
func TestFuseRotary(t *testing.T) {
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	const B, H, S, D = 2, 3, 5, 8
	half := int64(D / 2)
	// table is cos or sin of random angles, (tb, th, S, D) with halves equal
	// (cat(freqs, freqs)) unless skew.
	table := func(f func(float64) float64, tb, th int64, skew bool) []float64 {
		v := make([]float64, tb*th*S*D)
		for row := int64(0); row < tb*th*S; row++ {
			for i := range half {
				a := r.Float64() * 6
				v[row*D+i], v[row*D+i+half] = f(a), f(a)
				if skew {
					v[row*D+i+half] = f(a + 0.5)
				}
			}
		}
		return v
	}
	type opts struct {
		cosB, cosH int64
		skew       bool
		leak       bool // the negated half is also an output
		swap       bool // Concat(x1, -x2): not rotate_half
		bigEnd     bool // the second slice ends at INT64_MAX
	}
	build := func(b *builder, o opts) {
		x := b.input("x", graph.Float32, B, H, S, D)
		cos := b.floats("cos", graph.Shape{o.cosB, o.cosH, S, D}, table(math.Cos, o.cosB, o.cosH, o.skew)...)
		sin := b.floats("sin", graph.Shape{o.cosB, o.cosH, S, D}, table(math.Sin, o.cosB, o.cosH, false)...)
		end := half * 2
		if o.bigEnd {
			end = math.MaxInt64
		}
		x1 := b.op("Slice", nil, x, b.ints("s0", 0), b.ints("e0", half), b.ints("a0", -1), b.ints("st0", 1))
		x2 := b.op("Slice", nil, x, b.ints("s1", half), b.ints("e1", end), b.ints("a1", 3))
		n := b.op("Neg", nil, x2)
		cat := b.op("Concat", map[string]*graph.Attr{"axis": iattr(-1)}, n, x1)
		if o.swap {
			cat = b.op("Concat", map[string]*graph.Attr{"axis": iattr(-1)}, x1, n)
		}
		y := b.op("Add", nil, b.op("Mul", nil, x, cos), b.op("Mul", nil, cat, sin))
		b.output(y)
		if o.leak {
			b.output(n)
		}
	}
	for _, tc := range []struct {
		name    string
		o       opts
		rotates int
	}{
		{"table per position", opts{cosB: 1, cosH: 1}, 1},
		{"table per batch row, open-ended slice", opts{cosB: B, cosH: 1, bigEnd: true}, 1},
		{"halves differ", opts{cosB: 1, cosH: 1, skew: true}, 0},
		{"negated half read elsewhere", opts{cosB: 1, cosH: 1, leak: true}, 0},
		{"halves swapped", opts{cosB: 1, cosH: 1, swap: true}, 0},
		{"table per head", opts{cosB: 1, cosH: H}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			build(b, tc.o)
			after := checkEquivalent(t, b.g, Pipeline{Simplify{}, DCE{}})
			ops := countOps(after)
			if ops["RotaryEmbedding"] != tc.rotates {
				t.Fatalf("%d RotaryEmbedding nodes, want %d:\n%s", ops["RotaryEmbedding"], tc.rotates, after)
			}
			if tc.rotates == 1 && ops["Slice"]+ops["Neg"]+ops["Concat"]+ops["Mul"] != 0 {
				t.Errorf("leftovers of the pattern: %v", ops)
			}
		})
	}
}
