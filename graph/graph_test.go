package graph

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

func newRand(t testing.TB) *rand.Rand {
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	return rand.New(rand.NewPCG(seed, seed>>7))
}

func TestDTypeNames(t *testing.T) {
	want := map[DType]struct {
		name string
		size int
	}{
		Float32: {"float32", 4}, Float16: {"float16", 2}, BFloat16: {"bfloat16", 2}, Float64: {"float64", 8},
		Int8: {"int8", 1}, Int16: {"int16", 2}, Int32: {"int32", 4}, Int64: {"int64", 8},
		Uint8: {"uint8", 1}, Uint16: {"uint16", 2}, Uint32: {"uint32", 4}, Uint64: {"uint64", 8}, Bool: {"bool", 1},
	}
	if len(AllDTypes()) != len(want) {
		t.Fatalf("%d dtypes", len(AllDTypes()))
	}
	for _, d := range AllDTypes() {
		if d.String() != want[d].name || d.Size() != want[d].size {
			t.Errorf("%d: %s/%d, want %v", d, d, d.Size(), want[d])
		}
		p, err := ParseDType(d.String())
		if err != nil || p != d {
			t.Errorf("parse %s = %v, %v", d, p, err)
		}
	}
	if _, err := ParseDType("complex64"); err == nil {
		t.Error("complex64 parsed")
	}
}

// TestFloat16Exhaustive decodes every half bit pattern and checks that
// encoding the decoded value gives the same bits (NaNs stay NaN).
func TestFloat16Exhaustive(t *testing.T) {
	for h := 0; h < 1<<16; h++ {
		f := Float16ToFloat32(uint16(h))
		back := Float32ToFloat16(f)
		if f != f {
			if Float16ToFloat32(back) == Float16ToFloat32(back) {
				t.Fatalf("%#04x: NaN lost", h)
			}
			continue
		}
		if back != uint16(h) {
			t.Fatalf("%#04x -> %v -> %#04x", h, f, back)
		}
	}
}

// TestFloat16Rounding checks round-to-nearest-even against float64
// arithmetic on random values, including the subnormal range.
func TestFloat16Rounding(t *testing.T) {
	rng := newRand(t)
	for i := 0; i < 100000; i++ {
		f := float32(rng.NormFloat64() * math.Pow(2, float64(rng.IntN(40)-24)))
		if math.Abs(float64(f)) >= 65520 { // rounds to infinity by IEEE rules
			continue
		}
		h := Float32ToFloat16(f)
		got := float64(Float16ToFloat32(h))
		// The nearest half must be at least as close as its neighbours.
		for _, nb := range []uint16{h - 1, h + 1} {
			if nb&0x7c00 == 0x7c00 {
				continue
			}
			alt := float64(Float16ToFloat32(nb))
			if math.Abs(alt-float64(f)) < math.Abs(got-float64(f)) && (alt >= 0) == (got >= 0) {
				t.Fatalf("%v -> %v, but %v is closer", f, got, alt)
			}
		}
	}
	if Float32ToFloat16(70000) != 0x7c00 || Float32ToFloat16(-70000) != 0xfc00 {
		t.Error("overflow does not give infinity")
	}
}

func TestBFloat16(t *testing.T) {
	rng := newRand(t)
	for i := 0; i < 10000; i++ {
		f := float32(rng.NormFloat64() * 1000)
		b := Float32ToBFloat16(f)
		if d := math.Abs(float64(BFloat16ToFloat32(b) - f)); d > math.Abs(float64(f))/128 {
			t.Fatalf("%v -> %v", f, BFloat16ToFloat32(b))
		}
	}
	// 1 + 2^-8 is halfway between 1 and 1+2^-7: ties to even gives 1.
	if Float32ToBFloat16(1+1.0/256) != 0x3f80 {
		t.Errorf("tie not to even: %#x", Float32ToBFloat16(1+1.0/256))
	}
}

func TestBroadcastShapes(t *testing.T) {
	tests := []struct {
		a, b, want Shape
		err        bool
	}{
		{Shape{2, 3}, Shape{3}, Shape{2, 3}, false},
		{Shape{2, 1, 4}, Shape{3, 1}, Shape{2, 3, 4}, false},
		{Shape{}, Shape{5}, Shape{5}, false},
		{Shape{0, 3}, Shape{1, 3}, Shape{0, 3}, false},
		{Shape{2, 3}, Shape{4}, nil, true},
	}
	for _, tc := range tests {
		got, err := BroadcastShapes(tc.a, tc.b)
		if (err != nil) != tc.err || (!tc.err && !got.Equal(tc.want)) {
			t.Errorf("broadcast %v %v = %v, %v", tc.a, tc.b, got, err)
		}
	}
}

func TestShapeLimits(t *testing.T) {
	if _, err := (Shape{1 << 30, 1 << 30, 1 << 30}).NumElements(); err == nil {
		t.Error("overflowing shape accepted")
	}
	if _, err := (Shape{3, -1}).NumElements(); err == nil {
		t.Error("negative dim accepted")
	}
	if n, err := (Shape{1 << 30, 0, 1 << 30}).NumElements(); err != nil || n != 0 {
		t.Errorf("zero-size shape: %d, %v", n, err)
	}
	if _, err := NewTensor(Float64, Shape{1 << 38}); err == nil {
		t.Error("2 TiB tensor allocated")
	}
}

func TestNormalizeAxis(t *testing.T) {
	for _, tc := range []struct {
		axis int64
		rank int
		want int
		err  bool
	}{{-1, 3, 2, false}, {0, 3, 0, false}, {-3, 3, 0, false}, {3, 3, 0, true}, {-4, 3, 0, true}} {
		got, err := NormalizeAxis(tc.axis, tc.rank)
		if (err != nil) != tc.err || got != tc.want {
			t.Errorf("NormalizeAxis(%d, %d) = %d, %v", tc.axis, tc.rank, got, err)
		}
	}
}

func TestTensorConversions(t *testing.T) {
	rng := newRand(t)
	for _, dt := range AllDTypes() {
		tn, err := NewTensor(dt, Shape{8})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 8; i++ {
			v := int64(rng.IntN(100))
			if dt.IsSigned() {
				v -= 50
			}
			if dt == Bool {
				v &= 1
			}
			tn.SetInt64(i, v)
			if got := tn.Int64(i); got != v {
				t.Errorf("%v: set %d, got %d", dt, v, got)
			}
			if got := tn.Float64(i); got != float64(v) {
				t.Errorf("%v: set %d, float %v", dt, v, got)
			}
		}
	}
	// Integers wrap like numpy's astype; floats truncate toward zero.
	i8, _ := NewTensor(Int8, Shape{3})
	i8.SetInt64(0, 200)
	i8.SetFloat64(1, -2.9)
	i8.SetFloat64(2, 2.9)
	if i8.Int64(0) != -56 || i8.Int64(1) != -2 || i8.Int64(2) != 2 {
		t.Errorf("int8 conversions: %v", i8.Int64s())
	}
	u64, _ := NewTensor(Uint64, Shape{1})
	u64.SetFloat64(0, 1.8e19)
	if got := uint64(u64.Int64(0)); got != 18000000000000000000 {
		t.Errorf("uint64 from float: %d", got)
	}
}

func TestGraphValidate(t *testing.T) {
	g := New("g", 17)
	x := &Value{Name: "x", DType: Float32}
	g.Inputs = []*Value{x}
	n1 := &Node{Name: "a", OpType: "Relu"}
	y := &Value{Name: "y", Producer: n1}
	n1.Inputs, n1.Outputs = []*Value{x}, []*Value{y}
	n2 := &Node{Name: "b", OpType: "Relu"}
	z := &Value{Name: "z", Producer: n2}
	n2.Inputs, n2.Outputs = []*Value{y}, []*Value{z}
	g.Outputs = []*Value{z}
	g.Nodes = []*Node{n1, n2}
	if err := g.Validate(); err != nil {
		t.Fatal(err)
	}
	g.Nodes = []*Node{n2, n1}
	if err := g.Validate(); err == nil || !strings.Contains(err.Error(), "topological") {
		t.Fatalf("out of order: %v", err)
	}
	g.Nodes = []*Node{n1, n2}
	n2.Inputs = []*Value{{Name: "ghost"}}
	if err := g.Validate(); err == nil || !strings.Contains(err.Error(), `input "ghost" is not produced`) {
		t.Fatalf("dangling: %v", err)
	}
}

func TestAttrGetters(t *testing.T) {
	n := &Node{OpType: "X", Attrs: map[string]*Attr{
		"i": {Kind: AttrInt, Int: 7}, "f": {Kind: AttrFloat, Float: 0.5}, "s": {Kind: AttrString, String: "same"},
		"is": {Kind: AttrInts, Ints: []int64{1, 2}}, "fs": {Kind: AttrFloats, Floats: []float32{3}},
	}}
	if n.Int("i", 0) != 7 || n.Int("missing", 3) != 3 || n.Int("f", 9) != 9 {
		t.Error("Int")
	}
	if n.Float("f", 0) != 0.5 || n.Str("s", "") != "same" || n.Str("x", "d") != "d" {
		t.Error("Float/Str")
	}
	if len(n.Ints("is", nil)) != 2 || n.Floats("fs", nil)[0] != 3 || n.TensorAttr("t") != nil {
		t.Error("lists")
	}
}
