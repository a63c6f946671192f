package ref

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
)

// TestQuantSemantics pins the quantization corners: rounding half to
// even, saturation, per-axis and blocked scales, zero points, the
// integer ops' zero points per row, column and channel, and requantization.
func TestQuantSemantics(t *testing.T) {
	s := graph.Shape{6}
	f := func(v ...float64) *graph.Tensor { return tensor(t, graph.Float32, graph.Shape{int64(len(v))}, v...) }
	tests := []struct {
		name  string
		op    string
		attrs map[string]*graph.Attr
		ins   []*graph.Tensor
		want  string
	}{
		{"quantize half even", "QuantizeLinear", nil, []*graph.Tensor{tensor(t, graph.Float32, s, 0.5, 1.5, 2.5, -0.5, -1.5, 3.49), tensor(t, graph.Float32, graph.Shape{}, 1), tensor(t, graph.Int8, graph.Shape{}, 0)}, "[0 2 2 0 -2 3]"},
		{"quantize saturates uint8", "QuantizeLinear", nil, []*graph.Tensor{tensor(t, graph.Float32, s, -1000, 1000, 0, 2, 254.4, 255.6), tensor(t, graph.Float32, graph.Shape{}, 2), tensor(t, graph.Uint8, graph.Shape{}, 128)}, "[0 255 128 129 255 255]"},
		{"quantize default uint8", "QuantizeLinear", nil, []*graph.Tensor{tensor(t, graph.Float32, s, -3, 0, 3, 6, 9, 1e9), tensor(t, graph.Float32, graph.Shape{}, 3)}, "[0 0 1 2 3 255]"},
		{"quantize int16 per-axis", "QuantizeLinear", map[string]*graph.Attr{"axis": ia(0)}, []*graph.Tensor{tensor(t, graph.Float32, graph.Shape{2, 3}, 1, 2, 3, 1, 2, 3), f(1, 0.5), tensor(t, graph.Int16, graph.Shape{2}, -1, 40000-32768*2)}, "[0 1 2 -25534 -25532 -25530]"},
		{"quantize blocked", "QuantizeLinear", map[string]*graph.Attr{"axis": ia(1), "block_size": ia(2)}, []*graph.Tensor{tensor(t, graph.Float32, graph.Shape{1, 6}, 1, 2, 3, 4, 5, 6), tensor(t, graph.Float32, graph.Shape{1, 3}, 1, 2, 4), tensor(t, graph.Int8, graph.Shape{1, 3}, 0, 1, -1)}, "[1 2 3 3 0 1]"},
		{"dequantize per-axis", "DequantizeLinear", map[string]*graph.Attr{"axis": ia(1)}, []*graph.Tensor{tensor(t, graph.Uint8, graph.Shape{2, 3}, 0, 128, 255, 10, 20, 30), f(1, 0.5, 2), tensor(t, graph.Uint8, graph.Shape{3}, 0, 128, 255)}, "[0 0 0 10 -54 -450]"},
		{"dequantize int32", "DequantizeLinear", nil, []*graph.Tensor{tensor(t, graph.Int32, graph.Shape{3}, 1<<30, -7, 0), tensor(t, graph.Float32, graph.Shape{}, 0.5)}, "[5.36870912e+08 -3.5 0]"},
		{"matmulinteger zero points per row and column", "MatMulInteger", nil, []*graph.Tensor{tensor(t, graph.Uint8, graph.Shape{2, 2}, 1, 2, 250, 255), tensor(t, graph.Uint8, graph.Shape{2, 2}, 3, 4, 5, 6), tensor(t, graph.Uint8, graph.Shape{2}, 1, 255), tensor(t, graph.Uint8, graph.Shape{2}, 3, 4)}, "[2 2 0 0]"},
		{"qlinearmatmul requantizes", "QLinearMatMul", nil, []*graph.Tensor{tensor(t, graph.Int8, graph.Shape{1, 2}, 100, -100), f(0.5), tensor(t, graph.Int8, graph.Shape{}, 0), tensor(t, graph.Int8, graph.Shape{2, 3}, 1, 2, 127, 1, -2, -128), f(1), tensor(t, graph.Int8, graph.Shape{}, 0), f(4), tensor(t, graph.Int8, graph.Shape{}, 1)}, "[1 51 127]"},
		{"convinteger per-channel", "ConvInteger", nil, []*graph.Tensor{tensor(t, graph.Int8, graph.Shape{1, 1, 2, 2}, 1, 2, 3, 4), tensor(t, graph.Int8, graph.Shape{2, 1, 1, 1}, 2, 5), tensor(t, graph.Int8, graph.Shape{}, 1), tensor(t, graph.Int8, graph.Shape{2}, 0, 1)}, "[0 2 4 6 0 4 8 12]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			y := run1(t, tc.op, 21, tc.attrs, tc.ins...)
			var got []string
			for i := 0; i < y.Len(); i++ {
				if y.DType.IsFloat() {
					got = append(got, fmt.Sprint(y.Float64(i)))
				} else {
					got = append(got, fmt.Sprint(y.Int64(i)))
				}
			}
			if s := fmt.Sprint(got); s != tc.want {
				t.Fatalf("got %s, want %s", s, tc.want)
			}
		})
	}
}

// TestQLinearMatMulIsDequantizedProduct checks QLinearMatMul on random
// operands against its definition spelled out: dequantize, multiply in
// float64, quantize. They agree within one quantization step (the
// reference rounds the multiplier to float32 first).
func TestQLinearMatMulIsDequantizedProduct(t *testing.T) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 7))
	for _, dt := range []graph.DType{graph.Int8, graph.Uint8} {
		lo, hi, _ := quantRange(dt)
		m, k, n := 3, 7, 5
		randQ := func(shape graph.Shape) *graph.Tensor {
			x, _ := graph.NewTensor(dt, shape)
			for i := range x.Len() {
				x.SetFloat64(i, lo+float64(rng.IntN(int(hi-lo)+1)))
			}
			return x
		}
		a, b := randQ(graph.Shape{int64(m), int64(k)}), randQ(graph.Shape{int64(k), int64(n)})
		za, zb, zy := randQ(graph.Shape{}), randQ(graph.Shape{}), randQ(graph.Shape{})
		sa, sb := 0.01+rng.Float64()/10, 0.01+rng.Float64()/10
		sy := sa * sb * float64(k) * 20
		sc := func(v float64) *graph.Tensor { return tensor(t, graph.Float32, graph.Shape{}, v) }
		y := run1(t, "QLinearMatMul", 21, nil, a, sc(sa), za, b, sc(sb), zb, sc(sy), zy)
		for i := range m {
			for j := range n {
				acc := 0.0
				for kk := range k {
					acc += (a.Float64(i*k+kk) - za.Float64(0)) * sa * (b.Float64(kk*n+j) - zb.Float64(0)) * sb
				}
				want := math.Max(lo, math.Min(hi, math.RoundToEven(acc/sy)+zy.Float64(0)))
				if got := y.Float64(i*n + j); math.Abs(got-want) > 1 {
					t.Fatalf("%v: y[%d,%d] = %v, want %v", dt, i, j, got, want)
				}
			}
		}
	}
}

// TestDynamicQuantParams covers the range widened to hold 0 and the
// all-zero input.
func TestDynamicQuantParams(t *testing.T) {
	tests := []struct {
		x     []float32
		scale float32
		zp    uint8
	}{
		{[]float32{0, 0, 0}, 1, 0},
		{[]float32{1, 2, 255}, 1, 0},
		{[]float32{-255, -1}, 1, 255},
		{[]float32{-1, 1}, 2.0 / 255, 127}, // 1/float32(2/255) is 127.49999,
	}
	for _, tc := range tests {
		s, z := DynamicQuantParams(tc.x)
		if s != tc.scale || z != tc.zp {
			t.Errorf("%v: scale %v zp %d, want %v %d", tc.x, s, z, tc.scale, tc.zp)
		}
	}
}

// TestQuantErrors: bad scales and types are errors naming the node.
func TestQuantErrors(t *testing.T) {
	bad := []struct {
		op    string
		attrs map[string]*graph.Attr
		ins   []*graph.Tensor
	}{
		{"QuantizeLinear", nil, []*graph.Tensor{tensor(t, graph.Float32, graph.Shape{2, 3}, 1, 2, 3, 4, 5, 6), tensor(t, graph.Float32, graph.Shape{2}, 1, 2)}},
		{"QuantizeLinear", map[string]*graph.Attr{"block_size": ia(4)}, []*graph.Tensor{tensor(t, graph.Float32, graph.Shape{2, 3}, 1, 2, 3, 4, 5, 6), tensor(t, graph.Float32, graph.Shape{2, 2}, 1, 2, 3, 4)}},
		{"DequantizeLinear", nil, []*graph.Tensor{tensor(t, graph.Int8, graph.Shape{2}, 1, 2), tensor(t, graph.Float32, graph.Shape{}, 1), tensor(t, graph.Uint8, graph.Shape{}, 1)}},
		{"MatMulInteger", nil, []*graph.Tensor{tensor(t, graph.Int8, graph.Shape{2, 2}, 1, 2, 3, 4), tensor(t, graph.Int8, graph.Shape{2, 2}, 1, 2, 3, 4), tensor(t, graph.Int8, graph.Shape{3}, 1, 2, 3)}},
		{"ConvInteger", nil, []*graph.Tensor{tensor(t, graph.Int8, graph.Shape{1, 1, 2}, 1, 2), tensor(t, graph.Int8, graph.Shape{1, 2, 1}, 1, 2)}},
		{"QLinearMatMul", nil, []*graph.Tensor{tensor(t, graph.Int8, graph.Shape{1, 1}, 1), tensor(t, graph.Float32, graph.Shape{}, 1), tensor(t, graph.Int8, graph.Shape{}, 0),
			tensor(t, graph.Int8, graph.Shape{1, 1}, 1), tensor(t, graph.Float32, graph.Shape{}, 1), tensor(t, graph.Int8, graph.Shape{}, 0),
			tensor(t, graph.Float32, graph.Shape{}, 1), tensor(t, graph.Int8, graph.Shape{0})}},
	}
	for _, b := range bad {
		n := &graph.Node{Name: "bad_" + b.op, OpType: b.op, Attrs: b.attrs, Outputs: []*graph.Value{{Name: "y"}}}
		_, err := EvalNode(n, 21, b.ins)
		if err == nil || !contains(err.Error(), "bad_"+b.op) || contains(err.Error(), "internal error") {
			t.Errorf("%s: %v", b.op, err)
		}
	}
}
