// math_f32.c: the float32 math functions of host kernels (expf, logf,
// tanhf, erff, powf), written so that a loop calling them vectorizes: no
// libm calls and no branches (every special case is a select). logf, tanhf
// and powf compute in double so that the float result is the double
// result rounded once (the double results are accurate to about 1e-11
// relative or better, so a float result is within 1 ulp of the exact
// one); expf and erff compute in float, twice the lanes of a vector, with
// fits checked within 1.3 ulp on every float input. host_math_test.go
// checks <= 2 ulp against float64 references over millions of inputs.
// finalize/host links this IR into a kernel module that calls them
// (llvm.exp.f32, tanhf, ...: mathfuncs.go renames those declarations to
// these definitions) before LLVM's O2 inlines them into the loops.
//
// Built by tools/gen/c2ll.sh with -fno-math-errno, so that
// __builtin_sqrt and __builtin_rint are LLVM intrinsics, not libm calls.
#include <stdint.h>

static inline double bits2d(int64_t i) { double d; __builtin_memcpy(&d, &i, 8); return d; }
static inline int64_t d2bits(double d) { int64_t i; __builtin_memcpy(&i, &d, 8); return i; }
static inline float bits2f(int32_t i) { float f; __builtin_memcpy(&f, &i, 4); return f; }

// expm_poly is e^r for |r| <= ln2/2 in float: its near-minimax polynomial
// of degree 6 (error < 3e-9 relative; mpmath's chebyfit).
static inline float expm_poly(float r) {
  float p = 0.0013942159833661436f;
  p = p * r + 0.0083759682263114253f;
  p = p * r + 0.041666340142225576f;
  p = p * r + 0.16666405302634304f;
  p = p * r + 0.50000000500187971f;
  p = p * r + 1.00000004003887f;
  return p * r + 1.0f;
}

// exp_d is e^x for x in [-200, 200] (x is clamped there, NaN becomes -200:
// the callers select their NaN results; fmin/fmax clamp NaN without the
// compare-and-select, whose flags-to-mask chain made a scalar loop of
// expf 3x slower than glibc's): x = n ln2 + r with |r| <= ln2/2 (ln2
// split in two so that n*LN2_HI is exact), e^r by its Taylor polynomial of
// degree 11 (truncation error < 1e-14 relative), times 2^n built from bits
// (|n| <= 289: a normal double).
static inline double exp_d(double x) {
  x = __builtin_fmin(__builtin_fmax(x, -200.0), 200.0); // NaN: -200
  const double LN2_HI = 6.93147180369123816490e-01, LN2_LO = 1.90821492927058770002e-10;
  double n = __builtin_rint(x * 1.44269504088896338700e+00);
  double r = (x - n * LN2_HI) - n * LN2_LO;
  double p = 1.0 / 39916800.0;
  p = p * r + 1.0 / 3628800.0;
  p = p * r + 1.0 / 362880.0;
  p = p * r + 1.0 / 40320.0;
  p = p * r + 1.0 / 5040.0;
  p = p * r + 1.0 / 720.0;
  p = p * r + 1.0 / 120.0;
  p = p * r + 1.0 / 24.0;
  p = p * r + 1.0 / 6.0;
  p = p * r + 0.5;
  p = p * r + 1.0;
  p = p * r + 1.0;
  return p * bits2d(((int64_t)n + 1023) << 52);
}

// log_d is the natural logarithm of a positive finite double (other bits
// give a finite garbage value the callers select away): d = 2^e m with
// m in [sqrt(2)/2, sqrt(2)), log m = 2 atanh(s) with s = (m-1)/(m+1),
// |s| <= 0.172, by the atanh series to s^17 (truncation < 1e-13 relative).
static inline double log_d(double d) {
  int64_t b = d2bits(d);
  double e = (double)(((b >> 52) & 0x7ff) - 1023);
  double m = bits2d((b & 0xfffffffffffffLL) | 0x3ff0000000000000LL);
  int big = m > 1.41421356237309514547;
  m = big ? m * 0.5 : m;
  e = big ? e + 1.0 : e;
  double f = m - 1.0;
  double s = f / (2.0 + f);
  double z = s * s;
  double p = 1.0 / 17.0;
  p = p * z + 1.0 / 15.0;
  p = p * z + 1.0 / 13.0;
  p = p * z + 1.0 / 11.0;
  p = p * z + 1.0 / 9.0;
  p = p * z + 1.0 / 7.0;
  p = p * z + 1.0 / 5.0;
  p = p * z + 1.0 / 3.0;
  p = p * z + 1.0;
  return e * 6.93147180559945286227e-01 + 2.0 * s * p;
}

// mgxport_expf is computed in float (16 lanes to a 512-bit vector; in
// double, a softmax's exp ran 8): x = n ln2 + r as expneg_f below, e^r by
// the same degree-6 polynomial, times 2^n in two factors 2^(n/2) and
// 2^(n - n/2) (each a normal float for x clamped to [-104, 89]), so that
// a subnormal result is rounded once and e^89 overflows to infinity. Every
// float32 input within [-110, 110] was checked against glibc's double exp:
// within 1.10 ulp (with FMA).
float mgxport_expf(float x) {
  float xc = __builtin_fminf(__builtin_fmaxf(x, -104.0f), 89.0f); // NaN: -104
  float n = __builtin_rintf(xc * 1.44269504f);
  float r = xc - n * 0.693359375f;
  r = r - n * -2.12194440e-4f;
  float p = expm_poly(r);
  // Below -103.97208, e^x rounds to 0: those lanes scale by 1 and select
  // 0, since a product that underflows costs a microcode assist on x86
  // (a causal softmax's masked scores, -inf or the lowest float, are half
  // its inputs: gpt2_tiny's softmax ran 2x slower without this).
  int zero = xc < -103.97208f;
  int32_t ni = zero ? 0 : (int32_t)n;
  int32_t n1 = ni / 2;
  float res = p * bits2f((n1 + 127) << 23) * bits2f((ni - n1 + 127) << 23);
  res = zero ? 0.0f : res;
  return x == x ? res : x;
}

float mgxport_logf(float x) {
  float r = (float)log_d((double)x);
  r = x == 0.0f ? -__builtin_inff() : r;
  r = x < 0.0f ? __builtin_nanf("") : r;
  r = x == __builtin_inff() ? x : r;
  return x == x ? r : x;
}

// tanh x = (1 - e^-2|x|) / (1 + e^-2|x|) with the sign of x; below 2^-12,
// tanh x rounds to x.
float mgxport_tanhf(float x) {
  double a = __builtin_fabs((double)x);
  a = a > 20.0 ? 20.0 : a;
  double e = exp_d(-2.0 * a);
  float t = (float)((1.0 - e) / (1.0 + e));
  t = x < 0.0f ? -t : t;
  t = __builtin_fabsf(x) < 0x1p-12f ? x : t;
  return x == x ? t : x;
}

// erff is computed in float (16 lanes to a 512-bit vector, where the
// double functions above get 8; in double, GELU's erf cost modernbert_tiny
// 1.4 ns an element on one EPYC core): |x| < 0.875: x + x g(x^2), g the
// near-minimax polynomial of erf(x)/x - 1 (error < 3e-10); 0.875 <= |x| <
// 3.925: 1 - e^q, q = h(u) - x^2 with h the near-minimax polynomial of
// log(erfc(x)) + x^2 in u = (x - 2.4)/1.525 (error < 2e-8; the x^2 part
// is taken out so that h's terms stay small and its rounding errors
// below e^q's 0.22); |x| >= 3.925: 1 (erfc < half an ulp of 1). Every
// float32 input was checked against glibc's double erf: within 1.26 ulp
// (with FMA; the polynomials are Chebyshev fits made with mpmath's
// chebyfit).
// expneg_f is e^q for q in [-18, 0] in float: q = n ln2 + r with |r| <=
// ln2/2 (ln2 split in two, n*LN2_HI exact), e^r by expm_poly, times 2^n
// from bits.
static inline float expneg_f(float q) {
  float n = __builtin_rintf(q * 1.44269504f);
  float r = q - n * 0.693359375f;
  r = r - n * -2.12194440e-4f;
  return expm_poly(r) * bits2f(((int32_t)n + 127) << 23);
}

float mgxport_erff(float x) {
  float a = __builtin_fabsf(x);
  float s = a * a;
  float g = 0.000086903689073902624f;
  g = g * s + -0.00082145708874545869f;
  g = g * s + 0.0052070489106000265f;
  g = g * s + -0.026861705831181606f;
  g = g * s + 0.11283735210155594f;
  g = g * s + -0.37612636213670551f;
  g = g * s + 0.12837916688558052f;
  float small = a + a * g;
  float b = a > 3.925f ? 3.925f : a;
  float u = b * 0.65573770491803279f - 1.5737704918032787f;
  float h = -0.0000008379961273804909f;
  h = h * u + 0.000047544306756607087f;
  h = h * u + -0.00027778571909170315f;
  h = h * u + 0.0010957019554936693f;
  h = h * u + -0.0038741844200447764f;
  h = h * u + 0.012912284427401455f;
  h = h * u + -0.041736158467272002f;
  h = h * u + 0.13837029870371012f;
  h = h * u + -0.55546084631905489f;
  h = h * u + -1.5209750639221622f;
  h = -b * b + h;
  float large = 1.0f - expneg_f(h);
  float r = a < 0.875f ? small : large;
  r = a >= 3.925f ? 1.0f : r;
  r = x < 0.0f ? -r : r;
  return x == x ? r : x;
}

// powf as C's pow (and ONNX Runtime's Pow: x*x for y == 2, x*x*x for
// y == 3), otherwise e^(y log|x|) in double with pow's special cases.
float mgxport_powf(float x, float y) {
  double ax = __builtin_fabs((double)x);
  double yd = (double)y;
  double r = exp_d(yd * log_d(ax));
  int yint = __builtin_rint(yd) == yd;
  double yc = __builtin_fabs(yd) < 16777216.0 ? yd : 0.0;
  int odd = yint & (int)((int64_t)yc & 1);
  r = x < 0.0f && odd ? -r : r;
  r = x < 0.0f && !yint ? __builtin_nan("") : r;
  // x = ±0: 0 for y > 0, inf for y < 0, negative for odd y and x = -0.
  double zero = y > 0.0f ? 0.0 : __builtin_inf();
  int neg = __builtin_signbit(x) && odd;
  zero = neg ? -zero : zero;
  r = ax == 0.0 ? zero : r;
  // x = ±inf: inf for y > 0, 0 for y < 0, negative for odd y and x = -inf.
  double inf = y > 0.0f ? __builtin_inf() : 0.0;
  inf = neg ? -inf : inf;
  r = ax == __builtin_inf() ? inf : r;
  // y = ±inf: |x| > 1 and y > 0, or |x| < 1 and y < 0: inf; else 0; |x| = 1: 1.
  double yinf = (ax > 1.0) == (y > 0.0f) ? __builtin_inf() : 0.0;
  yinf = ax == 1.0 ? 1.0 : yinf;
  r = __builtin_fabs(yd) == __builtin_inf() ? yinf : r;
  float f = (float)r;
  f = x != x || y != y ? __builtin_nanf("") : f;
  f = x == 1.0f || y == 0.0f ? 1.0f : f;
  f = y == 0.5f ? (x == -__builtin_inff() ? __builtin_inff() : __builtin_sqrtf(x) + 0.0f) : f;
  f = y == 2.0f ? x * x : f;
  f = y == 3.0f ? x * x * x : f;
  return f;
}
