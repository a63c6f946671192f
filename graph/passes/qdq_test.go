package passes

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/graph"
	"github.com/mgxport/mgxport/graph/ref"
)

// qtensor is a random tensor of a quantized type over its whole range.
func qtensor(rng *rand.Rand, dt graph.DType, shape graph.Shape) *graph.Tensor {
	t, _ := graph.NewTensor(dt, shape)
	for i := range t.Len() {
		switch dt {
		case graph.Int8:
			t.SetInt64(i, int64(rng.IntN(256)-128))
		case graph.Uint8:
			t.SetInt64(i, int64(rng.IntN(256)))
		default:
			t.SetInt64(i, int64(rng.IntN(4001)-2000))
		}
	}
	return t
}

// midZero is a scalar zero point of dt near the middle of its range, so a
// quantized output of random data saturates on neither side and varies.
func midZero(rng *rand.Rand, dt graph.DType) *graph.Tensor {
	t, _ := graph.NewTensor(dt, graph.Shape{})
	mid := int64(0)
	if dt == graph.Uint8 {
		mid = 128
	}
	t.SetInt64(0, mid+int64(rng.IntN(33)-16))
	return t
}

// TestFoldQDQ folds DQ → Conv (with a quantized bias) / MatMul → Q into
// QLinearConv / QLinearMatMul, per-tensor and per-channel, and the folded
// graph's outputs are the QDQ graph's within one quantization step on
// random inputs; patterns that do not fit are left alone.
func TestFoldQDQ(t *testing.T) {
	rng := newRand(t)
	scalar := func(b *builder, name string, v float64) *graph.Value { return b.floats(name, graph.Shape{}, v) }
	tests := []struct {
		name string
		// build returns the graph's output; want is the op left computing it
		build func(b *builder) *graph.Value
		want  string
	}{
		{"conv per-channel with bias", func(b *builder) *graph.Value {
			x := b.input("x", graph.Uint8, 1, 4, 5, 5)
			xs, ws := 0.02, []float64{0.01, 0.03, 0.005}
			dx := b.op("DequantizeLinear", nil, x, scalar(b, "xs", xs), b.konst("xz", qtensor(rng, graph.Uint8, graph.Shape{})))
			dw := b.op("DequantizeLinear", map[string]*graph.Attr{"axis": iattr(0)}, b.konst("w", qtensor(rng, graph.Int8, graph.Shape{3, 4, 3, 3})), b.floats("ws", graph.Shape{3}, ws...))
			bs := make([]float64, 3)
			for i := range bs {
				bs[i] = float64(float32(xs * ws[i]))
			}
			db := b.op("DequantizeLinear", map[string]*graph.Attr{"axis": iattr(0)}, b.konst("bq", qtensor(rng, graph.Int32, graph.Shape{3})), b.floats("bs", graph.Shape{3}, bs...))
			y := b.op("Conv", map[string]*graph.Attr{"pads": isattr(1, 1, 1, 1)}, dx, dw, db)
			return b.op("QuantizeLinear", nil, y, scalar(b, "ys", 0.5), b.konst("yz", midZero(rng, graph.Uint8)))
		}, "QLinearConv"},
		{"matmul per-column int8", func(b *builder) *graph.Value {
			x := b.input("x", graph.Int8, 2, 3, 8)
			dx := b.op("DequantizeLinear", nil, x, scalar(b, "xs", 0.05))
			dw := b.op("DequantizeLinear", map[string]*graph.Attr{"axis": iattr(1)}, b.konst("w", qtensor(rng, graph.Int8, graph.Shape{8, 5})), b.floats("ws", graph.Shape{5}, 0.01, 0.02, 0.03, 0.04, 0.05))
			y := b.op("MatMul", nil, dx, dw)
			return b.op("QuantizeLinear", nil, y, scalar(b, "ys", 0.3), b.konst("yz", midZero(rng, graph.Int8)))
		}, "QLinearMatMul"},
		{"float bias stays", func(b *builder) *graph.Value {
			x := b.input("x", graph.Uint8, 1, 2, 4, 4)
			dx := b.op("DequantizeLinear", nil, x, scalar(b, "xs", 0.02))
			dw := b.op("DequantizeLinear", nil, b.konst("w", qtensor(rng, graph.Int8, graph.Shape{2, 2, 1, 1})), scalar(b, "ws", 0.1))
			y := b.op("Conv", nil, dx, dw, b.floats("bias", graph.Shape{2}, 0.5, -0.5))
			// A zero point mid-range: with 0 (uint8's default) the output
			// is all 0 whenever both random channels' weights sum negative
			// (1 run in 8), testing nothing.
			return b.op("QuantizeLinear", nil, y, scalar(b, "ys", 2), b.konst("yz", midZero(rng, graph.Int8)))
		}, "Conv"},
		{"matmul output used twice stays", func(b *builder) *graph.Value {
			x := b.input("x", graph.Int8, 2, 8)
			dx := b.op("DequantizeLinear", nil, x, scalar(b, "xs", 0.05))
			dw := b.op("DequantizeLinear", nil, b.konst("w", qtensor(rng, graph.Int8, graph.Shape{8, 5})), scalar(b, "ws", 0.01))
			y := b.op("MatMul", nil, dx, dw)
			b.output(y)
			return b.op("QuantizeLinear", nil, y, scalar(b, "ys", 0.3), b.konst("yz", midZero(rng, graph.Int8)))
		}, "MatMul"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := newBuilder()
			b.g.Opset = 21
			b.output(tc.build(b))
			ctx := context.Background()
			if err := (&InferShapes{}).Run(ctx, b.g); err != nil {
				t.Fatal(err)
			}
			after := b.g.Clone()
			if err := (Pipeline{FoldQDQ{}, DCE{}, &InferShapes{}}).Run(ctx, after, RunOptions{Validate: true}); err != nil {
				t.Fatal(err)
			}
			if ops := countOps(after); ops[tc.want] != 1 {
				t.Fatalf("after fold-qdq: %v, want one %s", ops, tc.want)
			}
			for trial := 0; trial < 3; trial++ {
				in := map[string]*graph.Tensor{}
				for _, v := range b.g.Inputs {
					s, _ := graph.StaticShape(v.Dims)
					in[v.Name] = qtensor(rng, v.DType, s)
				}
				want, err := ref.Evaluate(ctx, b.g, in)
				if err != nil {
					t.Fatal(err)
				}
				got, err := ref.Evaluate(ctx, after, in)
				if err != nil {
					t.Fatal(err)
				}
				for name, w := range want {
					g, varies := got[name], false
					for i := range w.Len() {
						varies = varies || w.Float64(i) != w.Float64(0)
						tol := 1.0 // one quantization step
						if w.DType.IsFloat() {
							tol = 1e-5 * math.Abs(w.Float64(i))
						}
						if math.Abs(g.Float64(i)-w.Float64(i)) > tol {
							t.Fatalf("%s[%d] = %v, want %v", name, i, g.Float64(i), w.Float64(i))
						}
					}
					if !varies {
						t.Fatalf("%s is constant %v: the data tests nothing", name, w.Float64(0))
					}
				}
			}
		})
	}
}
