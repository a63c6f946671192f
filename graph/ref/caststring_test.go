package ref

import (
	"bufio"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mgxport/mgxport/graph"
)

// castToString casts x to STRING through the Cast op.
func castToString(t *testing.T, x *graph.Tensor) []string {
	t.Helper()
	n := &graph.Node{Name: "c", OpType: "Cast", Attrs: map[string]*graph.Attr{"to": {Kind: graph.AttrInt, Int: onnxString}},
		Inputs: []*graph.Value{{Name: "x", DType: x.DType}}, Outputs: []*graph.Value{{Name: "y"}}}
	outs, err := EvalNode(n, 21, []*graph.Tensor{x})
	if err != nil {
		t.Fatal(err)
	}
	return outs[0].Strings
}

// TestCastToStringLikeOnnxRuntime: numbers cast to STRING are written as
// ONNX Runtime's Cast writes them (C's "%.8g" of the value as a double;
// "NaN", "INF", "-INF"), for tricky values of every float width. The
// expected strings are glibc printf's output for the same doubles.
func TestCastToStringLikeOnnxRuntime(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	for _, tc := range []struct {
		dt   graph.DType
		v    float64
		want string
	}{
		{graph.Float32, 1e-7, "1e-07"},
		{graph.Float32, 1e20, "1e+20"},
		{graph.Float32, math.Copysign(0, -1), "-0"},
		{graph.Float32, 0, "0"},
		{graph.Float32, 0.1, "0.1"},
		{graph.Float32, 3.4028235e38, "3.4028235e+38"},
		{graph.Float32, 1.4e-45, "1.4012985e-45"},        // smallest subnormal
		{graph.Float32, 1.1754942e-38, "1.1754942e-38"},  // largest subnormal
		{graph.Float32, 1.17549435e-38, "1.1754944e-38"}, // smallest normal
		{graph.Float32, 0.5, "0.5"},
		{graph.Float32, 100, "100"},
		{graph.Float32, -123456.5, "-123456.5"},
		{graph.Float32, 123456789, "1.2345679e+08"}, // 123456792 as float32
		{graph.Float32, 1e-5, "9.9999997e-06"},      // float32's 1e-5 is below it
		{graph.Float32, 1e-4, "9.9999997e-05"},
		{graph.Float32, 99999999, "1e+08"}, // rounds up a decade
		{graph.Float32, 12345678, "12345678"},
		{graph.Float32, 1.0 / 3, "0.33333334"},
		{graph.Float32, 16777217, "16777216"},
		{graph.Float32, 0.47892547, "0.47892547"},
		{graph.Float32, nan, "NaN"},
		{graph.Float32, inf, "INF"},
		{graph.Float32, -inf, "-INF"},
		{graph.Float64, 0.1, "0.1"},
		{graph.Float64, 1.0 / 3, "0.33333333"},
		{graph.Float64, 1e-7, "1e-07"},
		{graph.Float64, 1e300, "1e+300"},
		{graph.Float64, 5e-324, "4.9406565e-324"},                  // smallest subnormal
		{graph.Float64, 2.2250738585072014e-308, "2.2250739e-308"}, // smallest normal
		{graph.Float64, math.Copysign(0, -1), "-0"},
		{graph.Float64, 123456785, "1.2345678e+08"}, // a tie: to even
		{graph.Float64, 123456775, "1.2345678e+08"}, // a tie: to even
		{graph.Float64, 0.000123456785, "0.00012345679"},
		{graph.Float64, 1e16, "1e+16"},
		{graph.Float64, 99999999.5, "1e+08"},
		{graph.Float64, 1234567.85, "1234567.9"},
		{graph.Float64, nan, "NaN"},
		{graph.Float64, -inf, "-INF"},
		{graph.Float16, 0.1, "0.099975586"},
		{graph.Float16, 65504, "65504"},
		{graph.Float16, 6.1035156e-05, "6.1035156e-05"}, // smallest normal
		{graph.Float16, 5.9604645e-08, "5.9604645e-08"}, // smallest subnormal
		{graph.Float16, -3.140625, "-3.140625"},
		{graph.Float16, inf, "INF"},
		{graph.BFloat16, 0.1, "0.10009766"},
		{graph.BFloat16, 3.3895313892515355e38, "3.3895314e+38"},
		{graph.BFloat16, nan, "NaN"},
	} {
		x, err := graph.FromFloat64s(tc.dt, graph.Shape{1}, []float64{tc.v})
		if err != nil {
			t.Fatal(err)
		}
		if got := castToString(t, x)[0]; got != tc.want {
			t.Errorf("%v %v: %q, want %q", tc.dt, tc.v, got, tc.want)
		}
	}
	b, _ := graph.FromInt64s(graph.Bool, graph.Shape{2}, []int64{1, 0})
	i8, _ := graph.FromInt64s(graph.Int8, graph.Shape{2}, []int64{-128, 127})
	u64, _ := graph.FromInt64s(graph.Uint64, graph.Shape{1}, []int64{-1})
	for _, tc := range []struct {
		x    *graph.Tensor
		want string
	}{{b, "[1 0]"}, {i8, "[-128 127]"}, {u64, "[18446744073709551615]"}} {
		if got := fmt.Sprint(castToString(t, tc.x)); got != tc.want {
			t.Errorf("%v: %s, want %s", tc.x, got, tc.want)
		}
	}
}

// TestFormatGMatchesPrintf checks formatG(v, 8) against the system C
// library's printf("%.8g") on fresh random doubles of every magnitude,
// float32 values, subnormals and decimal ties: the same characters for
// every one.
func TestFormatGMatchesPrintf(t *testing.T) {
	dir := t.TempDir()
	src, prog := filepath.Join(dir, "g.c"), filepath.Join(dir, "g")
	code := `#include <stdio.h>
#include <string.h>
#include <stdint.h>
int main(void) {
  unsigned long long b;
  while (scanf("%llx", &b) == 1) { double v; memcpy(&v, &b, 8); printf("%.8g\n", v); }
  return 0;
}
`
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("cc", "-o", prog, src).CombinedOutput(); err != nil {
		t.Fatalf("cc (make deps installs it): %v\n%s", err, out)
	}
	seed := uint64(time.Now().UnixNano())
	t.Logf("seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, 8))
	var vals []float64
	for range 3000 {
		v := rng.NormFloat64() * math.Pow(10, float64(rng.IntN(80)-40))
		vals = append(vals, v)
		if f := float32(v); !math.IsInf(float64(f), 0) {
			vals = append(vals, float64(f))
		}
	}
	for range 500 {
		vals = append(vals, math.Float64frombits(rng.Uint64()&^(0x7ff<<52)))        // double subnormals
		vals = append(vals, float64(math.Float32frombits(rng.Uint32()&0x807fffff))) // float32 subnormals
		// Ties at the eighth digit: nine digits ending in 5, exact in binary
		// when an integer below 2^53.
		vals = append(vals, float64(rng.Int64N(9e8)*10+5), float64(rng.Int64N(9e7))*10+5)
	}
	var in strings.Builder
	for _, v := range vals {
		fmt.Fprintf(&in, "%x\n", math.Float64bits(v))
	}
	cmd := exec.Command(prog)
	cmd.Stdin = strings.NewReader(in.String())
	out, err := cmd.Output()
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	bad := 0
	for i := 0; sc.Scan(); i++ {
		if got := formatG(vals[i], 8); got != sc.Text() && bad < 10 {
			bad++
			t.Errorf("%.17g: %q, printf %q", vals[i], got, sc.Text())
		}
		if i == len(vals)-1 {
			return
		}
	}
	t.Fatalf("printf wrote fewer lines than the %d values", len(vals))
}
