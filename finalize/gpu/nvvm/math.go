package nvvm

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// mathDef is one function of the built-in device math: its LLVM IR
// definition, the helpers (mgx_*) it calls and the intrinsics it declares.
type mathDef struct {
	ir      string
	helpers []string
	decls   []string
}

// deviceMathIR is mgxport's own definition, as LLVM IR, of the libdevice
// functions (__nv_*) that kernels call, so that finalize for NVIDIA needs
// no CUDA toolkit (convert-gpu-to-nvvm turns every math op into a
// libdevice call). Those NVPTX has an exact instruction for (fabs, floor,
// sqrt, fma, ...) map to their LLVM intrinsics. The float transcendentals
// (exp, exp2, exp10, expm1, log, log2, log10, log1p, tanh, erf, pow, rsqrt)
// are computed in double precision — argument reduction and polynomials
// whose error is far below a float's half ulp — and rounded to float once,
// so they are within 1 ulp of the correctly rounded result (the tests
// check ≤ 2 ulp against Go's math over 2^20 inputs each). Double is full
// rate / 2 on the data-center GPUs mgxport targets (sm_80, sm_90), and the
// kernels that call these are memory-bound. The helpers use only IEEE
// operations NVPTX implements exactly (add, mul, fma, div, rint, integer
// bit operations): no approximate instruction.
func deviceMathIR() map[string]mathDef {
	type fn struct {
		nv, intr string
		args     int
	}
	fns := []fn{
		{"fabs", "fabs", 1}, {"floor", "floor", 1}, {"ceil", "ceil", 1}, {"trunc", "trunc", 1},
		{"round", "round", 1}, {"rint", "rint", 1}, {"sqrt", "sqrt", 1}, {"fma", "fma", 3},
		{"fmin", "minnum", 2}, {"fmax", "maxnum", 2}, {"copysign", "copysign", 2},
	}
	out := map[string]mathDef{}
	for _, f := range fns {
		for _, ty := range []struct{ suffix, llvm, intr string }{{"f", "float", "f32"}, {"", "double", "f64"}} {
			name := "__nv_" + f.nv + ty.suffix
			params := make([]string, f.args)
			types := make([]string, f.args)
			for i := range params {
				params[i] = fmt.Sprintf("%s %%a%d", ty.llvm, i)
				types[i] = ty.llvm
			}
			out[name] = mathDef{
				ir: fmt.Sprintf("define %[1]s @%[2]s(%[3]s) alwaysinline {\n  %%r = call %[1]s @llvm.%[4]s.%[5]s(%[3]s)\n  ret %[1]s %%r\n}\n",
					ty.llvm, name, strings.Join(params, ", "), f.intr, ty.intr),
				decls: []string{fmt.Sprintf("declare %s @llvm.%s.%s(%s)", ty.llvm, f.intr, ty.intr, strings.Join(types, ", "))},
			}
		}
	}
	for name, d := range floatMath() {
		out[name] = d
	}
	return out
}

// hexf is a double constant as LLVM IR spells it exactly.
func hexf(v float64) string { return fmt.Sprintf("0x%016X", math.Float64bits(v)) }

// horner returns IR computing the polynomial sum c[i]·v^i with fma,
// highest degree first, into %<res>; tmp prefixes its temporaries.
func horner(res, v, tmp string, c []float64) string {
	var b strings.Builder
	acc := hexf(c[len(c)-1])
	for i := len(c) - 2; i >= 0; i-- {
		name := fmt.Sprintf("%%%s%d", tmp, i)
		if i == 0 {
			name = "%" + res
		}
		fmt.Fprintf(&b, "  %s = call double @llvm.fma.f64(double %s, double %%%s, double %s)\n", name, acc, v, hexf(c[i]))
		acc = name
	}
	return b.String()
}

// The intrinsics the double helpers use.
var (
	declFMA  = "declare double @llvm.fma.f64(double, double, double)"
	declRint = "declare double @llvm.rint.f64(double)"
	declAbs  = "declare double @llvm.fabs.f64(double)"
	declSign = "declare double @llvm.copysign.f64(double, double)"
	declSqrt = "declare float @llvm.sqrt.f32(float)"
)

// mathHelpers are the double-precision cores the float functions share.
func mathHelpers() map[string]mathDef {
	// e^r on |r| <= ln2/2: Taylor to degree 13 (truncation < 2e-17).
	expPoly := make([]float64, 14)
	f := 1.0
	for i := range expPoly {
		if i > 0 {
			f *= float64(i)
		}
		expPoly[i] = 1 / f
	}
	// log(m) = 2·atanh(s), s = (m-1)/(m+1), |s| <= 0.1716: the odd series
	// to s^27 (truncation < 1e-21).
	atanh := make([]float64, 14)
	for k := range atanh {
		atanh[k] = 1 / float64(2*k+1)
	}
	const ln2Hi, ln2Lo = 6.93147180369123816490e-01, 1.90821492927058770002e-10 // fdlibm's split: n·ln2Hi is exact
	return map[string]mathDef{
		// mgx_exp_core: e^t for t in [-110, 100], not NaN: t = n·ln2 + r,
		// e^t = 2^n · e^r (2^n a normal double).
		"mgx_exp_core": {decls: []string{declFMA, declRint}, ir: `define internal double @mgx_exp_core(double %t) alwaysinline {
  %k = fmul double %t, ` + hexf(1/math.Ln2) + `
  %n = call double @llvm.rint.f64(double %k)
  %nn = fneg double %n
  %r1 = call double @llvm.fma.f64(double %nn, double ` + hexf(ln2Hi) + `, double %t)
  %r = call double @llvm.fma.f64(double %nn, double ` + hexf(ln2Lo) + `, double %r1)
` + horner("p", "r", "e", expPoly) + `  %ni = fptosi double %n to i64
  %eb = add i64 %ni, 1023
  %sb = shl i64 %eb, 52
  %sc = bitcast i64 %sb to double
  %res = fmul double %p, %sc
  ret double %res
}
`},
		// mgx_exp_d: e^t for any t: clamped where a float result is 0 or
		// infinity anyway; NaN passes through.
		"mgx_exp_d": {helpers: []string{"mgx_exp_core"}, ir: `define internal double @mgx_exp_d(double %t) alwaysinline {
  %nan = fcmp uno double %t, 0.0
  %t0 = select i1 %nan, double 0.0, double %t
  %hi = fcmp ogt double %t0, 100.0
  %t1 = select i1 %hi, double 100.0, double %t0
  %lo = fcmp olt double %t1, -110.0
  %t2 = select i1 %lo, double -110.0, double %t1
  %e = call double @mgx_exp_core(double %t2)
  %r = select i1 %nan, double %t, double %e
  ret double %r
}
`},
		// mgx_expm1_d: e^t - 1, accurate relative to the result near 0.
		"mgx_expm1_d": {helpers: []string{"mgx_exp_d"}, decls: []string{declFMA, declAbs}, ir: `define internal double @mgx_expm1_d(double %t) alwaysinline {
  %a = call double @llvm.fabs.f64(double %t)
  %small = fcmp olt double %a, 1.0e-5
  %t2 = fmul double %t, %t
  %c = call double @llvm.fma.f64(double %t, double ` + hexf(1.0/6) + `, double 0.5)
  %s = call double @llvm.fma.f64(double %t2, double %c, double %t)
  %e = call double @mgx_exp_d(double %t)
  %em = fsub double %e, 1.0
  %r = select i1 %small, double %s, double %em
  ret double %r
}
`},
		// mgx_log_pos: log(x) for a positive normal double x: x = 2^e·m,
		// m in [sqrt(1/2), sqrt(2)), log x = e·ln2 + 2·atanh((m-1)/(m+1)).
		"mgx_log_pos": {decls: []string{declFMA}, ir: `define internal double @mgx_log_pos(double %x) alwaysinline {
  %b = bitcast double %x to i64
  %eb = lshr i64 %b, 52
  %e0 = sub i64 %eb, 1023
  %mb = and i64 %b, 4503599627370495
  %mb1 = or i64 %mb, 4607182418800017408
  %m0 = bitcast i64 %mb1 to double
  %big = fcmp ogt double %m0, ` + hexf(math.Sqrt2) + `
  %mh = fmul double %m0, 0.5
  %m = select i1 %big, double %mh, double %m0
  %e1 = add i64 %e0, 1
  %e = select i1 %big, i64 %e1, i64 %e0
  %f = fsub double %m, 1.0
  %den = fadd double %f, 2.0
  %s = fdiv double %f, %den
  %s2 = fmul double %s, %s
` + horner("q", "s2", "l", atanh) + `  %s2x = fmul double %s, 2.0
  %lm = fmul double %s2x, %q
  %ed = sitofp i64 %e to double
  %lo = call double @llvm.fma.f64(double %ed, double ` + hexf(ln2Lo) + `, double %lm)
  %r = call double @llvm.fma.f64(double %ed, double ` + hexf(ln2Hi) + `, double %lo)
  ret double %r
}
`},
		// mgx_log_d: log(x) with IEEE's special cases: log(±0) = -inf,
		// log(x < 0) = NaN, log(inf) = inf, NaN passes through.
		"mgx_log_d": {helpers: []string{"mgx_log_pos"}, ir: `define internal double @mgx_log_d(double %x) alwaysinline {
  %pos = fcmp ogt double %x, 0.0
  %fin = fcmp olt double %x, ` + hexf(math.Inf(1)) + `
  %ok = and i1 %pos, %fin
  %xs = select i1 %ok, double %x, double 1.0
  %l = call double @mgx_log_pos(double %xs)
  %r0 = select i1 %ok, double %l, double %x
  %zero = fcmp oeq double %x, 0.0
  %r1 = select i1 %zero, double ` + hexf(math.Inf(-1)) + `, double %r0
  %neg = fcmp olt double %x, 0.0
  %r = select i1 %neg, double ` + hexf(math.NaN()) + `, double %r1
  ret double %r
}
`},
	}
}

// floatMath defines the float functions on the double helpers.
func floatMath() map[string]mathDef {
	unary := func(name, body string, helpers ...string) (string, mathDef) {
		return name, mathDef{helpers: helpers, decls: []string{declFMA, declAbs, declSign}, ir: `define float @` + name + `(float %x) alwaysinline {
entry:
  %d = fpext float %x to double
` + body + `  %r = fptrunc double %y to float
  ret float %r
}
`}
	}
	out := map[string]mathDef{}
	add := func(name string, d mathDef) { out[name] = d }
	add(unary("__nv_expf", "  %y = call double @mgx_exp_d(double %d)\n", "mgx_exp_d"))
	add(unary("__nv_exp2f", "  %t = fmul double %d, "+hexf(math.Ln2)+"\n  %y = call double @mgx_exp_d(double %t)\n", "mgx_exp_d"))
	add(unary("__nv_exp10f", "  %t = fmul double %d, "+hexf(math.Ln10)+"\n  %y = call double @mgx_exp_d(double %t)\n", "mgx_exp_d"))
	add(unary("__nv_expm1f", "  %y = call double @mgx_expm1_d(double %d)\n", "mgx_expm1_d"))
	add(unary("__nv_logf", "  %y = call double @mgx_log_d(double %d)\n", "mgx_log_d"))
	add(unary("__nv_log2f", "  %l = call double @mgx_log_d(double %d)\n  %y = fmul double %l, "+hexf(1/math.Ln2)+"\n", "mgx_log_d"))
	add(unary("__nv_log10f", "  %l = call double @mgx_log_d(double %d)\n  %y = fmul double %l, "+hexf(1/math.Ln10)+"\n", "mgx_log_d"))
	// log1p: 1+x is exact in double for |x| >= 2^-29; below, x - x²/2.
	add(unary("__nv_log1pf", `  %u = fadd double %d, 1.0
  %l = call double @mgx_log_d(double %u)
  %a = call double @llvm.fabs.f64(double %d)
  %small = fcmp olt double %a, `+hexf(0x1p-29)+`
  %h = fmul double %d, -0.5
  %s = call double @llvm.fma.f64(double %h, double %d, double %d)
  %y = select i1 %small, double %s, double %l
`, "mgx_log_d"))
	// tanh(|x|) = e/(e+2), e = expm1(2|x|); x - x³/3 below 1e-5; the sign
	// copied back (tanh(-0) = -0).
	add(unary("__nv_tanhf", `  %a = call double @llvm.fabs.f64(double %d)
  %a2 = fmul double %a, 2.0
  %e = call double @mgx_expm1_d(double %a2)
  %den = fadd double %e, 2.0
  %q = fdiv double %e, %den
  %big = fcmp ogt double %a, 20.0
  %q1 = select i1 %big, double 1.0, double %q
  %sq = fmul double %a, %a
  %c = fmul double %sq, `+hexf(-1.0/3)+`
  %s = call double @llvm.fma.f64(double %c, double %a, double %a)
  %small = fcmp olt double %a, 1.0e-5
  %m = select i1 %small, double %s, double %q1
  %nan = fcmp uno double %d, 0.0
  %m1 = select i1 %nan, double %d, double %m
  %y = call double @llvm.copysign.f64(double %m1, double %d)
`, "mgx_expm1_d"))
	// erf: the Maclaurin series 2/sqrt(pi)·Σ (-1)^n x^(2n+1)/(n!(2n+1))
	// summed until its terms vanish (|x| < 4: at most ~80 terms, the
	// cancellation costs < 1e-10, far below a float ulp); 1 beyond 4,
	// where erf rounds to 1 in float.
	name, d := unary("__nv_erff", `  %a0 = call double @llvm.fabs.f64(double %d)
  %nan = fcmp uno double %d, 0.0
  %a = select i1 %nan, double 0.0, double %a0
  %big = fcmp oge double %a, 4.0
  %as = select i1 %big, double 0.0, double %a
  %x2 = fmul double %as, %as
  %nx2 = fneg double %x2
  br label %loop
loop:
  %n = phi double [ 0.0, %entry ], [ %n1, %loop ]
  %term = phi double [ %as, %entry ], [ %term1, %loop ]
  %sum = phi double [ 0.0, %entry ], [ %sum1, %loop ]
  %k = call double @llvm.fma.f64(double %n, double 2.0, double 1.0)
  %part = fdiv double %term, %k
  %sum1 = fadd double %sum, %part
  %n1 = fadd double %n, 1.0
  %tn = fmul double %term, %nx2
  %term1 = fdiv double %tn, %n1
  %at = call double @llvm.fabs.f64(double %term1)
  %as1 = call double @llvm.fabs.f64(double %sum1)
  %lim = fmul double %as1, 1.0e-18
  %more = fcmp ogt double %at, %lim
  %cap = fcmp olt double %n1, 120.0
  %go = and i1 %more, %cap
  br i1 %go, label %loop, label %done
done:
  %v = fmul double %sum1, `+hexf(2/math.SqrtPi)+`
  %v1 = select i1 %big, double 1.0, double %v
  %v2 = select i1 %nan, double %d, double %v1
  %y = call double @llvm.copysign.f64(double %v2, double %d)
`)
	add(name, d)
	// pow(x, y) = ±exp(y·log|x|), negative for x < 0 and y an odd
	// integer, NaN for finite x < 0 and y finite and not an integer; pow(x, ±0)
	// = 1, pow(1, y) = 1 and pow(-1, ±inf) = 1 (C99 F.9.4.4). The other
	// special cases (zeros, infinities, NaNs) fall out of the
	// infinities and NaNs of log and of exp's clamping.
	out["__nv_powf"] = mathDef{helpers: []string{"mgx_log_d", "mgx_exp_d"}, decls: []string{declAbs, declRint}, ir: `define float @__nv_powf(float %x, float %y) alwaysinline {
entry:
  %dx = fpext float %x to double
  %dy = fpext float %y to double
  %ax = call double @llvm.fabs.f64(double %dx)
  %l = call double @mgx_log_d(double %ax)
  %t = fmul double %dy, %l
  %e = call double @mgx_exp_d(double %t)
  %ry = call double @llvm.rint.f64(double %dy)
  %int = fcmp oeq double %ry, %dy
  %h = fmul double %dy, 0.5
  %rh = call double @llvm.rint.f64(double %h)
  %even = fcmp oeq double %rh, %h
  %noteven = xor i1 %even, true
  %odd = and i1 %int, %noteven
  %neg = fcmp olt double %dx, 0.0
  %sx = bitcast double %dx to i64
  %sbit = icmp slt i64 %sx, 0
  %isneg = or i1 %neg, %sbit
  %flip = and i1 %isneg, %odd
  %en = fneg double %e
  %r0 = select i1 %flip, double %en, double %e
  %finy = fcmp olt double %ry, ` + hexf(math.Inf(1)) + `
  %finy2 = fcmp ogt double %ry, ` + hexf(math.Inf(-1)) + `
  %fy = and i1 %finy, %finy2
  %notint = xor i1 %int, true
  %fracy = and i1 %fy, %notint
  %finx = fcmp olt double %ax, ` + hexf(math.Inf(1)) + `
  %negfin = and i1 %neg, %finx
  %bad0 = and i1 %negfin, %fracy
  %r1 = select i1 %bad0, double ` + hexf(math.NaN()) + `, double %r0
  %one = fcmp oeq double %ax, 1.0
  %yinf = fcmp oeq double %ry, ` + hexf(math.Inf(1)) + `
  %yninf = fcmp oeq double %ry, ` + hexf(math.Inf(-1)) + `
  %yi = or i1 %yinf, %yninf
  %xone = fcmp oeq double %dx, 1.0
  %onecase = or i1 %xone, %yi
  %unit = and i1 %one, %onecase
  %yzero = fcmp oeq double %dy, 0.0
  %isone = or i1 %unit, %yzero
  %r2 = select i1 %isone, double 1.0, double %r1
  %r = fptrunc double %r2 to float
  ret float %r
}
`}
	// rsqrt: a correctly rounded sqrt, then a correctly rounded division.
	out["__nv_rsqrtf"] = mathDef{decls: []string{declSqrt}, ir: `define float @__nv_rsqrtf(float %x) alwaysinline {
  %s = call float @llvm.sqrt.f32(float %x)
  %r = fdiv float 1.0, %s
  ret float %r
}
`}
	return out
}

// deviceMathBody returns the LLVM IR defining the named functions with the
// helpers and intrinsic declarations they need, each once, and the names
// deviceMathIR lacks (which need libdevice).
func deviceMathBody(names []string) (ir string, missing []string) {
	defs := deviceMathIR()
	helpers := mathHelpers()
	var b strings.Builder
	decls := map[string]bool{}
	seen := map[string]bool{}
	var emit func(name string, d mathDef)
	emit = func(name string, d mathDef) {
		if seen[name] {
			return
		}
		seen[name] = true
		for _, h := range d.helpers {
			emit(h, helpers[h])
		}
		for _, dc := range d.decls {
			decls[dc] = true
		}
		b.WriteString(d.ir)
	}
	for _, n := range names {
		d, ok := defs[n]
		if !ok {
			missing = append(missing, n)
			continue
		}
		emit(n, d)
	}
	ds := make([]string, 0, len(decls))
	for dc := range decls {
		ds = append(ds, dc)
	}
	sort.Strings(ds)
	for _, dc := range ds {
		b.WriteString(dc + "\n")
	}
	sort.Strings(missing)
	return b.String(), missing
}

// deviceMathModule returns the NVPTX LLVM IR module defining the named
// functions and the names deviceMathIR lacks (which need libdevice).
func deviceMathModule(names []string) (ir string, missing []string) {
	body, missing := deviceMathBody(names)
	return "target datalayout = \"" + nvptxDataLayout + "\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n" + body, missing
}

// deviceMathID identifies the built-in device math (a hash of every
// definition), for the compiler identity of kernels that link it.
func deviceMathID() string {
	defs := deviceMathIR()
	names := make([]string, 0, len(defs))
	for n := range defs {
		names = append(names, n)
	}
	sort.Strings(names)
	ir, _ := deviceMathBody(names)
	s := sha256.Sum256([]byte(ir))
	return hex.EncodeToString(s[:])[:12]
}

// writeDeviceMath writes the device math module for names into dir and
// returns its path.
func writeDeviceMath(dir string, names []string) (string, error) {
	ir, missing := deviceMathModule(names)
	if len(missing) > 0 {
		return "", fmt.Errorf("no built-in definition of %s", strings.Join(missing, ", "))
	}
	p := filepath.Join(dir, "mgxport_device_math.ll")
	if err := os.WriteFile(p, []byte(ir), 0o600); err != nil {
		return "", fmt.Errorf("write device math: %w", err)
	}
	return p, nil
}

// nvptxDataLayout is LLVM 22's nvptx64 data layout, which the device math
// module declares so linking it into a kernel module is silent.
const nvptxDataLayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
