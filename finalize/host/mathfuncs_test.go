package host

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/mgxport/mgxport/finalize/internal/gputest"
	"github.com/mgxport/mgxport/internal/hostkernel"
)

// mathKernel is a raised kernel applying one math op to every element of
// x (and y, for a binary op) into out.
func mathKernel(op string, binary bool, n int) string {
	args, load2, operands := "", "", "%v"
	if binary {
		args = fmt.Sprintf("%%y: memref<%dxf32>, ", n)
		load2 = fmt.Sprintf("      %%w = memref.load %%y[%%i] : memref<%dxf32>\n", n)
		operands = "%v, %w"
	}
	return fmt.Sprintf(`module {
  func.func @f(%%x: memref<%[1]dxf32>, %[2]s%%out: memref<%[1]dxf32>) {
    %%c0 = arith.constant 0 : index
    %%c1 = arith.constant 1 : index
    %%n = arith.constant %[1]d : index
    scf.for %%i = %%c0 to %%n step %%c1 {
      %%v = memref.load %%x[%%i] : memref<%[1]dxf32>
%[3]s      %%r = %[4]s %[5]s : f32
      memref.store %%r, %%out[%%i] : memref<%[1]dxf32>
    }
    return
  }
}`, n, args, load2, op, operands)
}

// ulpErr is |got - want| in units of the last place of float32 at want
// (2^-149 below the normal range); 0 when both are the same NaN or
// infinity, +Inf when one is and the other is not.
func ulpErr(got float32, want float64) float64 {
	w := float32(want)
	if math.IsNaN(want) || math.IsNaN(float64(got)) {
		if math.IsNaN(want) && math.IsNaN(float64(got)) {
			return 0
		}
		return math.Inf(1)
	}
	if math.IsInf(float64(w), 0) || math.IsInf(float64(got), 0) {
		if got == w {
			return 0
		}
		// want just past the largest float: got the largest is 1 ulp off.
		return math.Abs(float64(got)-want) / math.Ldexp(1, 104)
	}
	e := math.Ilogb(math.Abs(float64(w)))
	if w == 0 || e < -126 {
		e = -126
	}
	return math.Abs(float64(got)-want) / math.Ldexp(1, e-23)
}

// mathInputs returns n float32 inputs: the special values, every 4th a
// random bit pattern (any finite, subnormal, infinite or NaN value), the
// rest uniform in [-lim, lim] and in [-1, 1] (where the functions change
// most).
func mathInputs(r *rand.Rand, n int, lim float32) []float32 {
	special := []float32{0, float32(math.Copysign(0, -1)), 1, -1, 0.5, 2, 3, -3,
		float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()),
		math.SmallestNonzeroFloat32, -math.SmallestNonzeroFloat32, math.MaxFloat32, -math.MaxFloat32,
		0x1p-12, -0x1p-12, 0x1p-13, 88.72, 88.73, -87.3, -103.9, -104, 3.92, 4, -4, 1e-30, 1e30}
	x := make([]float32, n)
	copy(x, special)
	for i := len(special); i < n; i++ {
		switch i % 4 {
		case 0:
			x[i] = math.Float32frombits(r.Uint32())
		case 1:
			x[i] = (2*r.Float32() - 1)
		default:
			x[i] = (2*r.Float32() - 1) * lim
		}
	}
	return x
}

// TestMathFuncsAccuracy runs exp, log, tanh, erf and pow, as host kernels
// compile them (math_f32.c, inlined into the loop), over 2^20 inputs each
// and checks every result is within 2 ulp of the float64 reference (pow
// with y = 2 and 3 is x*x and x*x*x in float32 exactly, as ONNX Runtime's
// Pow), NaN where it is NaN and the same infinity.
func TestMathFuncsAccuracy(t *testing.T) {
	lib := gputest.OpenLib(t)
	const n = 1 << 20
	r := rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64()))
	tests := []struct {
		op  string
		lim float32
		ref func(x float64) float64
	}{
		{"math.exp", 100, math.Exp},
		{"math.log", 1e6, math.Log},
		{"math.tanh", 12, math.Tanh},
		{"math.erf", 6, math.Erf},
	}
	for _, tc := range tests {
		t.Run(tc.op, func(t *testing.T) {
			so, err := CompileHost(context.Background(), lib, []byte(mathKernel(tc.op, false, n)), SourceRaised)
			if err != nil {
				t.Fatal(err)
			}
			fn := hostkernel.Load(t, so, "f")
			x := mathInputs(r, n, tc.lim)
			out := make([]float32, n)
			if err := fn.Call(gputest.Ptrs(x, out)...); err != nil {
				t.Fatal(err)
			}
			worst, at := 0.0, 0
			for i := range x {
				if e := ulpErr(out[i], tc.ref(float64(x[i]))); e > worst || math.IsNaN(e) {
					worst, at = e, i
				}
			}
			t.Logf("%s: worst %.3g ulp at x=%g (got %g, want %g)", tc.op, worst, x[at], out[at], tc.ref(float64(x[at])))
			if !(worst <= 2) {
				t.Fatalf("%s(%g) = %g, want %g: %.3g ulp", tc.op, x[at], out[at], tc.ref(float64(x[at])), worst)
			}
		})
	}
	t.Run("math.powf", func(t *testing.T) {
		so, err := CompileHost(context.Background(), lib, []byte(mathKernel("math.powf", true, n)), SourceRaised)
		if err != nil {
			t.Fatal(err)
		}
		fn := hostkernel.Load(t, so, "f")
		x := mathInputs(r, n, 50)
		y := mathInputs(r, n, 12)
		for i := range y {
			switch i % 8 {
			case 1: // integer exponents, on negative bases too
				y[i] = float32(r.IntN(21) - 10)
			case 2:
				y[i] = 2
			case 3:
				y[i] = 3
			case 4:
				y[i] = 0.5
			}
		}
		// Every special base with every special exponent.
		for i := range 28 {
			for j := range 28 {
				x[i*28+j], y[i*28+j] = x[i], y[j]
			}
		}
		out := make([]float32, n)
		if err := fn.Call(gputest.Ptrs(x, y, out)...); err != nil {
			t.Fatal(err)
		}
		worst, at := 0.0, 0
		for i := range x {
			var e float64
			switch y[i] {
			case 2, 3:
				want := x[i] * x[i]
				if y[i] == 3 {
					want *= x[i]
				}
				if math.Float32bits(out[i]) != math.Float32bits(want) && !(want != want && out[i] != out[i]) {
					t.Fatalf("pow(%g, %g) = %g, want %g (x*x or x*x*x)", x[i], y[i], out[i], want)
				}
			default:
				e = ulpErr(out[i], math.Pow(float64(x[i]), float64(y[i])))
			}
			if e > worst {
				worst, at = e, i
			}
		}
		t.Logf("pow: worst %.3g ulp at pow(%g, %g) = %g", worst, x[at], y[at], out[at])
		if !(worst <= 2) {
			t.Fatalf("pow(%g, %g) = %g, want %g: %.3g ulp", x[at], y[at], out[at], math.Pow(float64(x[at]), float64(y[at])), worst)
		}
	})
}
