package nvvm

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/ebitengine/purego"

	"github.com/mgxport/mgxport/mlirc"
)

// mathCase is one built-in device math function with Go's float64
// function (the CPU reference) and the range where its inputs matter.
type mathCase struct {
	name   string
	ref    func(float64) float64
	lo, hi float64
}

var mathCases = []mathCase{
	{"__nv_expf", math.Exp, -110, 90},
	{"__nv_exp2f", math.Exp2, -155, 130},
	{"__nv_exp10f", func(x float64) float64 { return math.Pow(10, x) }, -46, 39},
	{"__nv_expm1f", math.Expm1, -20, 90},
	{"__nv_logf", math.Log, 0, 4},
	{"__nv_log2f", math.Log2, 0, 4},
	{"__nv_log10f", math.Log10, 0, 4},
	{"__nv_log1pf", math.Log1p, -1, 4},
	{"__nv_tanhf", math.Tanh, -12, 12},
	{"__nv_erff", math.Erf, -5, 5},
	{"__nv_rsqrtf", func(x float64) float64 { return 1 / math.Sqrt(x) }, 0, 100},
}

// ulps is the distance between two floats in units in the last place
// (both NaN: 0; one NaN: a huge distance).
func ulps(a, b float32) int64 {
	an, bn := a != a, b != b
	if an || bn {
		if an && bn {
			return 0
		}
		return math.MaxInt64
	}
	key := func(f float32) int64 {
		u := int64(math.Float32bits(f))
		if u&(1<<31) != 0 {
			return -(u &^ (1 << 31))
		}
		return u
	}
	d := key(a) - key(b)
	if d < 0 {
		d = -d
	}
	return d
}

// mathInputs is n inputs for c: a quarter random float bit patterns (every
// exponent, subnormals, infinities, NaNs), a quarter uniform in [-1, 1]
// scaled by a random power of two (small magnitudes), half uniform in c's
// range; and the special values.
func mathInputs(c mathCase, n int, r *rand.Rand) []float32 {
	in := []float32{0, float32(math.Copysign(0, -1)), float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()),
		1, -1, 0.5, 2, math.MaxFloat32, -math.MaxFloat32, math.SmallestNonzeroFloat32, 1e-30, -1e-30}
	for len(in) < n {
		switch len(in) % 4 {
		case 0:
			in = append(in, math.Float32frombits(r.Uint32()))
		case 1:
			in = append(in, float32((r.Float64()*2-1)*math.Ldexp(1, -r.IntN(140))))
		default:
			in = append(in, float32(c.lo+(c.hi-c.lo)*r.Float64()))
		}
	}
	return in
}

// hostMathLibrary compiles the built-in device math for this CPU (the same
// LLVM IR that NVIDIA kernels link, with an eval loop per function) into
// a shared object and opens it.
func hostMathLibrary(t *testing.T, names, binary []string) uintptr {
	t.Helper()
	path, err := mlirc.FindLibrary(os.Getenv(mlirc.EnvLibrary))
	if err != nil {
		t.Fatalf("%v (make deps, make build)", err)
	}
	lib, err := mlirc.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	body, missing := deviceMathBody(append(slices.Clone(names), binary...))
	if len(missing) > 0 {
		t.Fatalf("no built-in definition of %v", missing)
	}
	var b strings.Builder
	b.WriteString(body)
	for _, n := range names {
		fmt.Fprintf(&b, `define void @eval%[1]s(ptr %%in, ptr %%out, i64 %%n) {
entry:
  %%z = icmp eq i64 %%n, 0
  br i1 %%z, label %%done, label %%loop
loop:
  %%i = phi i64 [ 0, %%entry ], [ %%i1, %%loop ]
  %%pi = getelementptr float, ptr %%in, i64 %%i
  %%v = load float, ptr %%pi
  %%r = call float @%[1]s(float %%v)
  %%po = getelementptr float, ptr %%out, i64 %%i
  store float %%r, ptr %%po
  %%i1 = add i64 %%i, 1
  %%c = icmp ult i64 %%i1, %%n
  br i1 %%c, label %%loop, label %%done
done:
  ret void
}
`, n)
	}
	for _, n := range binary {
		fmt.Fprintf(&b, `define void @eval%[1]s(ptr %%in, ptr %%in2, ptr %%out, i64 %%n) {
entry:
  %%z = icmp eq i64 %%n, 0
  br i1 %%z, label %%done, label %%loop
loop:
  %%i = phi i64 [ 0, %%entry ], [ %%i1, %%loop ]
  %%pi = getelementptr float, ptr %%in, i64 %%i
  %%v = load float, ptr %%pi
  %%pj = getelementptr float, ptr %%in2, i64 %%i
  %%w = load float, ptr %%pj
  %%r = call float @%[1]s(float %%v, float %%w)
  %%po = getelementptr float, ptr %%out, i64 %%i
  store float %%r, ptr %%po
  %%i1 = add i64 %%i, 1
  %%c = icmp ult i64 %%i1, %%n
  br i1 %%c, label %%loop, label %%done
done:
  ret void
}
`, n)
	}
	lm, err := lib.ParseLLVMModule("device_math.ll", []byte(b.String()))
	if err != nil {
		t.Fatal(err)
	}
	defer lm.Close()
	tm, err := lib.NewTargetMachine(lib.HostTarget())
	if err != nil {
		t.Fatal(err)
	}
	defer tm.Close()
	obj, err := lm.EmitObject(tm)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	o, so := filepath.Join(dir, "math.o"), filepath.Join(dir, "math.so")
	if err := os.WriteFile(o, obj, 0o600); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("cc", "-shared", "-o", so, o, "-lm").CombinedOutput(); err != nil {
		t.Fatalf("cc -shared: %v\n%s (make deps installs the compilers)", err, out)
	}
	h, err := purego.Dlopen(so, purego.RTLD_NOW|purego.RTLD_LOCAL)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestDeviceMathULP runs every built-in float transcendental on 2^20
// inputs (fresh random ones each run) through the LLVM IR NVIDIA kernels
// link, compiled for this CPU, and checks each result within 2 ulp of Go's
// float64 math rounded to float (NaN where it is NaN, the infinities and
// zeros exactly where 2 ulp allow nothing else).
func TestDeviceMathULP(t *testing.T) {
	names := make([]string, len(mathCases))
	for i, c := range mathCases {
		names[i] = c.name
	}
	h := hostMathLibrary(t, names, []string{"__nv_powf"})
	r := rand.New(rand.NewPCG(uint64(os.Getpid()), 29))
	const n = 1 << 20
	for _, c := range mathCases {
		t.Run(c.name, func(t *testing.T) {
			var eval func(in, out unsafe.Pointer, n int64)
			purego.RegisterLibFunc(&eval, h, "eval"+c.name)
			in := mathInputs(c, n, r)
			out := make([]float32, len(in))
			eval(unsafe.Pointer(&in[0]), unsafe.Pointer(&out[0]), int64(len(in)))
			var worst int64
			var worstX float32
			hist := map[int64]int{}
			for i, x := range in {
				want := float32(c.ref(float64(x)))
				d := ulps(out[i], want)
				hist[min(d, 3)]++
				if d > worst {
					worst, worstX = d, x
				}
				if d > 2 {
					t.Fatalf("%s(%g) = %g (%#08x), want %g (%#08x): %d ulp", c.name, x, out[i], math.Float32bits(out[i]), want, math.Float32bits(want), d)
				}
			}
			t.Logf("%s: %d inputs, %d exact, %d at 1 ulp, %d at 2 ulp (worst at %g)", c.name, len(in), hist[0], hist[1], hist[2], worstX)
		})
	}
}

// TestDevicePowULP checks the built-in powf within 2 ulp of Go's math.Pow
// (C99's special cases included) on 2^20 fresh (x, y) pairs: random float
// bit patterns, x in [-4, 4] with small integer and half-integer y, and x
// in (0, 10) with y in [-40, 40].
func TestDevicePowULP(t *testing.T) {
	h := hostMathLibrary(t, nil, []string{"__nv_powf"})
	var eval func(in, in2, out unsafe.Pointer, n int64)
	purego.RegisterLibFunc(&eval, h, "eval__nv_powf")
	r := rand.New(rand.NewPCG(uint64(os.Getpid()), 30))
	special := []float32{0, float32(math.Copysign(0, -1)), 1, -1, 2, -2, 0.5, -0.5, 3, -3, float32(math.Inf(1)), float32(math.Inf(-1)), float32(math.NaN()), 1e-40, -1e-40, 1e30}
	var xs, ys []float32
	for _, x := range special {
		for _, y := range special {
			xs, ys = append(xs, x), append(ys, y)
		}
	}
	for len(xs) < 1<<20 {
		var x, y float32
		switch len(xs) % 4 {
		case 0:
			x, y = math.Float32frombits(r.Uint32()), math.Float32frombits(r.Uint32())
		case 1:
			x, y = float32(r.Float64()*8-4), float32(r.IntN(21)-10)
		case 2:
			x, y = float32(r.Float64()*8-4), float32(r.IntN(41)-20)/2
		default:
			x, y = float32(r.Float64()*10), float32(r.Float64()*80-40)
		}
		xs, ys = append(xs, x), append(ys, y)
	}
	out := make([]float32, len(xs))
	eval(unsafe.Pointer(&xs[0]), unsafe.Pointer(&ys[0]), unsafe.Pointer(&out[0]), int64(len(xs)))
	hist := map[int64]int{}
	for i := range xs {
		want := float32(math.Pow(float64(xs[i]), float64(ys[i])))
		d := ulps(out[i], want)
		hist[min(d, 3)]++
		if d > 2 {
			t.Fatalf("powf(%g, %g) = %g, want %g: %d ulp", xs[i], ys[i], out[i], want, d)
		}
	}
	t.Logf("__nv_powf: %d pairs, %d exact, %d at 1 ulp, %d at 2 ulp", len(xs), hist[0], hist[1], hist[2])
}

// TestDeviceMathModule: every function the module defines parses as one
// NVPTX module with each helper and declaration once, and a name it lacks
// is reported missing.
func TestDeviceMathModule(t *testing.T) {
	path, err := mlirc.FindLibrary(os.Getenv(mlirc.EnvLibrary))
	if err != nil {
		t.Fatalf("%v (make deps, make build)", err)
	}
	lib, err := mlirc.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	var all []string
	for n := range deviceMathIR() {
		all = append(all, n)
	}
	ir, missing := deviceMathModule(append(all, "__nv_sinf"))
	if fmt.Sprint(missing) != "[__nv_sinf]" {
		t.Errorf("missing %v, want [__nv_sinf]", missing)
	}
	lm, err := lib.ParseLLVMModule("device_math.ll", []byte(ir))
	if err != nil {
		t.Fatal(err)
	}
	defer lm.Close()
	defined := map[string]bool{}
	for _, n := range lm.DefinedFunctions() {
		defined[n] = true
	}
	for _, n := range all {
		if !defined[n] {
			t.Errorf("the module does not define %s", n)
		}
	}
	if deviceMathID() == "" || deviceMathID() != deviceMathID() {
		t.Error("deviceMathID is not a stable hash")
	}
}
