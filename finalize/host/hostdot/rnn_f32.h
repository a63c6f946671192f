#include <stddef.h>
#include <stdint.h>

/* No contraction of a*b + c beyond the explicit vfma: the gate arithmetic
   rounds as kernels.Recurrence's does. */
#pragma clang fp contract(off)

/* The float32 recurrence micro-kernel of ONNX RNN, GRU and LSTM on the host
   (recurrence.go): the time loop of one direction over a chunk of batch
   rows, once the input projection xw = X·Wᵀ of every step is computed. It
   computes what kernels.Recurrence's SPIR-V kernel computes (the same
   operands, the same gate arithmetic in the same order), with the step's
   recurrent product h·Rᵀ vectorized over the gate rows: R is packed once per
   call, transposed, as Rt[k][j] (j the gate row, padded to whole vectors),
   so that the product is, for each hidden unit k, a broadcast of h[k] times
   a row of Rt added to vector accumulators (blocks of NB vectors: NB
   independent chains of fused multiply-adds), and the gates' activations
   run over vectors with a branch-free exp.

   What differs from the SPIR-V kernel's rounding: the product's sums (over
   the units forwards on even steps, backwards on odd ones, see UNITS; in
   split chains for small blocks), the activations' exp and tanh (vexp,
   vtanh, not libm's). The gate arithmetic around
   them (the sums of the input terms, the cell and hidden updates) is the
   SPIR-V kernel's, in its order.

   cfg holds the recurrence's constants (int64 each):
     0 op (0 RNN, 1 GRU, 2 LSTM), 1 T, 2 B, 3 H, 4 D, 5 layout, 6 reverse
     (the single direction runs backwards), 7 input_forget, 8
     linear_before_reset, 9 clip (float32 bits; 0: none), 10 batch rows per
     work item, 11 bias, 12 peepholes, then for each direction and each of
     its three activation slots (code, alpha bits, beta bits).
   Activation codes: 0 Sigmoid, 1 Tanh, 2 Relu, 3 Affine, 4 LeakyRelu,
   5 ThresholdedRelu, 6 ScaledTanh, 7 HardSigmoid, 8 Elu, 9 Softsign.

   Work item `item` is direction item / NC, rows [c·R, min(B, (c+1)·R)) for
   c = item % NC (NC = ceil(B / R)). Each row's arithmetic is the same
   whatever chunk it is in, so the results are the same bytes at any thread
   count. The absent optional operands are 0 addresses.

   The file defines nothing by itself: a kernel's .c sets V (lanes) and SYM
   (the function's name), and FMA (1: fused multiply-adds; 0: a multiply
   and an add, for CPUs without FMA). */

typedef float vf __attribute__((ext_vector_type(V)));
typedef int32_t vi __attribute__((ext_vector_type(V)));

void *malloc(size_t);
void free(void *);

static inline vf vld(const float *p) {
  vf v;
  __builtin_memcpy(&v, p, sizeof v);
  return v;
}

static inline void vst(float *p, vf v) { __builtin_memcpy(p, &v, sizeof v); }

static inline vf vfma(vf a, vf b, vf c) {
#if FMA
  return __builtin_elementwise_fma(a, b, c);
#else
  return a * b + c;
#endif
}

static inline float f32(int64_t bits) {
  uint32_t u = (uint32_t)bits;
  float f;
  __builtin_memcpy(&f, &u, 4);
  return f;
}

/* vsel is m ? a : b lane-wise (m a comparison's all-ones/zero lanes). */
static inline vf vsel(vi m, vf a, vf b) {
  vi ai, bi;
  __builtin_memcpy(&ai, &a, sizeof a);
  __builtin_memcpy(&bi, &b, sizeof b);
  vi r = (ai & m) | (bi & ~m);
  vf f;
  __builtin_memcpy(&f, &r, sizeof f);
  return f;
}

/* ZIPLO(a, b) and ZIPHI(a, b) interleave the low (high) halves of a and b
   lane by lane: a0 b0 a1 b1 ... */
#if V == 16
#define ZIPLO(a, b) __builtin_shufflevector(a, b, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23)
#define ZIPHI(a, b) __builtin_shufflevector(a, b, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31)
#elif V == 8
#define ZIPLO(a, b) __builtin_shufflevector(a, b, 0, 8, 1, 9, 2, 10, 3, 11)
#define ZIPHI(a, b) __builtin_shufflevector(a, b, 4, 12, 5, 13, 6, 14, 7, 15)
#else
#define ZIPLO(a, b) __builtin_shufflevector(a, b, 0, 4, 1, 5)
#define ZIPHI(a, b) __builtin_shufflevector(a, b, 2, 6, 3, 7)
#endif

/* vtranspose transposes the V x V block whose rows are m[0, V), in
   registers: log2(V) perfect shuffles, each making rows 2i and 2i+1 the
   interleaved halves of rows i and i + V/2 (after log2(V) of them element
   (r, c) is at (c, r)). */
static inline __attribute__((always_inline)) void vtranspose(vf *m) {
  for (int s = 1; s < V; s *= 2) {
    vf t[V];
    for (int i = 0; i < V / 2; i++) {
      t[2 * i] = ZIPLO(m[i], m[i + V / 2]);
      t[2 * i + 1] = ZIPHI(m[i], m[i + V / 2]);
    }
    for (int i = 0; i < V; i++) m[i] = t[i];
  }
}

/* vexp is e^x, x clamped to [-87.3, 88] (2^n stays a normal float): x = n ln2 + r,
   |r| <= ln2/2 (ln2 in two parts), e^r by Cephes' expf polynomial (within
   about 1 ulp), times 2^n from bits. */
static inline vf vexp(vf x) {
  x = __builtin_elementwise_min(__builtin_elementwise_max(x, (vf)-87.3f), (vf)88.0f);
  /* n = x·log2(e) rounded to nearest even by the 1.5·2^23 trick (no
     roundps before SSE4.1; |n| <= 127 is exact). */
  vf n = (x * 1.44269504088896341f + 12582912.0f) - 12582912.0f;
  vf r = vfma(n, (vf)-0.693359375f, x);
  r = vfma(n, (vf)2.12194440e-4f, r);
  vf p = (vf)1.9875691500e-4f;
  p = vfma(p, r, (vf)1.3981999507e-3f);
  p = vfma(p, r, (vf)8.3334519073e-3f);
  p = vfma(p, r, (vf)4.1665795894e-2f);
  p = vfma(p, r, (vf)1.6666665459e-1f);
  p = vfma(p, r, (vf)5.0000001201e-1f);
  p = vfma(p, r * r, r + 1.0f);
#if V == 16
  /* vscalefps: p·2^n in one instruction, the same bits as the product by
     2^n built from its exponent field (exact either way for the clamped x,
     rounded the same where it is subnormal). */
  return __builtin_ia32_scalefps512_mask(p, n, p, (unsigned short)-1, 4);
#else
  vi e = (__builtin_convertvector(n, vi) + 127) << 23;
  vf s;
  __builtin_memcpy(&s, &e, sizeof s);
  return p * s;
#endif
}

static inline vf vsigmoid(vf x) { return 1.0f / (1.0f + vexp(-x)); }

/* vtanh: the odd Taylor polynomial to x^9 where |x| < 0.3 (relative error
   below 1e-7 there), else 1 - 2/(e^2x + 1). (A reciprocal estimate and a
   Newton step in place of the divides, tried on the Xeon, gained nothing:
   session 17's rnnbench, 60 rounds.) */
static inline vf vtanh(vf x) {
  vf x2 = x * x;
  vf p = (vf)(62.0f / 2835.0f);
  p = vfma(p, x2, (vf)(-17.0f / 315.0f));
  p = vfma(p, x2, (vf)(2.0f / 15.0f));
  p = vfma(p, x2, (vf)(-1.0f / 3.0f));
  vf small = vfma(p * x2, x, x);
  vf big = 1.0f - 2.0f / (vexp(2.0f * x) + 1.0f);
  return vsel(__builtin_elementwise_abs(x) < 0.3f, small, big);
}

/* act applies activation (code, alpha, beta) to x: the formulas of
   kernels' emitOp. */
static inline vf act(int64_t code, float alpha, float beta, vf x) {
  switch (code) {
  case 0:
    return vsigmoid(x);
  case 1:
    return vtanh(x);
  case 2:
    return vsel(x < 0.0f, (vf)0.0f, x);
  case 3:
    return alpha * x + beta;
  case 4:
    return vsel(x < 0.0f, alpha * x, x);
  case 5:
    return vsel(x > alpha, x, (vf)0.0f);
  case 6:
    return alpha * vtanh(beta * x);
  case 7:
    return __builtin_elementwise_min(__builtin_elementwise_max(alpha * x + beta, (vf)0.0f), (vf)1.0f);
  case 8:
    return vsel(x < 0.0f, alpha * (vexp(x) - 1.0f), x);
  default:
    return x / (1.0f + __builtin_elementwise_abs(x));
  }
}

/* An activation slot of the row's direction. */
typedef struct {
  int64_t code;
  float alpha, beta;
} actfn;

/* apply runs a over n (a multiple of V) values of x in place, clipped to
   [-clip, clip] first when clip > 0: the function chosen once, outside the
   loop, so that the loop is straight-line code whose vectors overlap. */
#define APPLY(code)                                                                                              \
  for (int64_t i = 0; i < n; i += V) {                                                                           \
    vf v = vld(x + i);                                                                                           \
    if (clip > 0) v = __builtin_elementwise_min(__builtin_elementwise_max(v, (vf)-clip), (vf)clip);              \
    vst(x + i, act(code, a.alpha, a.beta, v));                                                                   \
  }                                                                                                              \
  break;

static void apply(actfn a, float clip, float *x, int64_t n) {
  switch (a.code) {
  case 0:
    APPLY(0)
  case 1:
    APPLY(1)
  case 2:
    APPLY(2)
  case 3:
    APPLY(3)
  case 4:
    APPLY(4)
  case 5:
    APPLY(5)
  case 6:
    APPLY(6)
  case 7:
    APPLY(7)
  case 8:
    APPLY(8)
  default:
    APPLY(9)
  }
}

/* MAXACC is the most vector accumulators a block keeps in registers (32
   zmm registers with AVX-512, 16 ymm or xmm otherwise, less the broadcast
   and the loaded row). */
#if V == 16
#define MAXACC 16
#elif V == 8
#define MAXACC 12
#else
#define MAXACC 8
#endif

/* The step's product runs over the units forwards (k = 0, 1, ... H-1) on
   even steps and backwards on odd ones (the step's `back`): Rt is H rows of
   ld floats (64 KiB for LSTM's hidden 64: more than a 48 KiB L1 cache), and
   a pass that starts where the last one ended finds the rows it read last
   still cached, where a pass in the same order would find none (each pass
   evicting the rows the next one needs first). So each column's sum runs
   over the units in one order or the other depending on the step's parity
   (the same at any thread count). UNIT(k) is the k-th unit a pass visits
   (hb, hd, rb, rd: h's and Rt's first unit and their strides). */
#define UNITS(h, rt, H, ld, back)                                                                                \
  const float *hb = (back) ? (h) + (H) - 1 : (h);                                                                \
  const float *rb = (back) ? (rt) + ((H) - 1) * (ld) : (rt);                                                     \
  const int64_t hd = (back) ? -1 : 1, rd = (back) ? -(ld) : (ld);

/* block sets NB vectors of g from column j to h·Rt: for each unit k a
   broadcast of h[k] times NB vectors of row k of Rt (units in the pass's
   order). With few vectors (NB < MAXACC) the units are split KS ways (KS·NB
   accumulators, the pass's i-th unit into set i % KS, summed pairwise at the
   end), so that enough independent chains of fused multiply-adds hide their
   latency. */
static inline __attribute__((always_inline)) void block(const float *h, const float *rt, float *g, int64_t H,
                                                        int64_t ld, int64_t j, int NB, int KS, int back) {
  UNITS(h, rt, H, ld, back)
  vf acc[MAXACC];
  for (int i = 0; i < NB * KS; i++) acc[i] = (vf)0.0f;
  int64_t k = 0;
  for (; k + KS <= H; k += KS)
    for (int s = 0; s < KS; s++) {
      vf hk = (vf)hb[(k + s) * hd];
      const float *row = rb + (k + s) * rd + j;
      for (int i = 0; i < NB; i++) acc[s * NB + i] = vfma(hk, vld(row + i * V), acc[s * NB + i]);
    }
  for (; k < H; k++) {
    vf hk = (vf)hb[k * hd];
    const float *row = rb + k * rd + j;
    for (int i = 0; i < NB; i++) acc[i] = vfma(hk, vld(row + i * V), acc[i]);
  }
  for (int w = KS; w > 1; w /= 2)
    for (int s = 0; s < w / 2; s++)
      for (int i = 0; i < NB; i++) acc[s * NB + i] = acc[s * NB + i] + acc[(s + w / 2) * NB + i];
  for (int i = 0; i < NB; i++) vst(g + j + i * V, acc[i]);
}

/* KSOF(c) is the unit split of a block of c vectors: the largest power of
   two up to 8 that keeps c·KS accumulators within MAXACC. */
#define KSOF(c) ((c) * 8 <= MAXACC ? 8 : (c) * 4 <= MAXACC ? 4 : (c) * 2 <= MAXACC ? 2 : 1)
#define BLOCK(c)                                                                                                 \
  case c:                                                                                                        \
    block(h, rt, g, H, ld, j, c, KSOF(c), back);                                                                 \
    break;

/* product sets g[0, n) (n a multiple of V, n <= ld) to h·Rt over H units
   (backwards when back):
   blocks of MAXACC vectors, then the rest in one block (each block's sizes
   constants, so that its loops unroll and its accumulators stay in
   registers). */
static void product(const float *h, const float *rt, float *g, int64_t H, int64_t ld, int64_t n, int back) {
  int64_t j = 0;
  for (; j + MAXACC * V <= n; j += MAXACC * V) block(h, rt, g, H, ld, j, MAXACC, 1, back);
  switch ((n - j) / V) {
    BLOCK(1)
    BLOCK(2)
    BLOCK(3)
    BLOCK(4)
    BLOCK(5)
    BLOCK(6)
    BLOCK(7)
#if MAXACC > 8
    BLOCK(8)
    BLOCK(9)
    BLOCK(10)
    BLOCK(11)
#endif
#if MAXACC > 12
    BLOCK(12)
    BLOCK(13)
    BLOCK(14)
    BLOCK(15)
#endif
  }
}

/* RB is the most batch rows a joint block computes: each loaded vector of
   Rt is used for all of them, so Rt streams from the cache once per RB
   rows instead of once per row. */
#if V == 16
#define RB 4
#elif V == 8
#define RB 3
#else
#define RB 2
#endif

/* jblock sets NB vectors from column j of each of the R rows' g to their
   h·Rt (R·NB accumulators, one chain each, over the H units in the pass's
   order). */
static inline __attribute__((always_inline)) void jblock(float *const *hs, float *const *gs, const float *rt,
                                                         int64_t H, int64_t ld, int64_t j, int R, int NB, int back) {
  const int64_t k0 = back ? H - 1 : 0, kd = back ? -1 : 1;
  vf acc[MAXACC];
  for (int i = 0; i < R * NB; i++) acc[i] = (vf)0.0f;
  for (int64_t q = 0; q < H; q++) {
    const int64_t k = k0 + q * kd;
    vf rv[MAXACC];
    const float *row = rt + k * ld + j;
    for (int i = 0; i < NB; i++) rv[i] = vld(row + i * V);
    for (int r = 0; r < R; r++) {
      vf hk = (vf)hs[r][k];
      for (int i = 0; i < NB; i++) acc[r * NB + i] = vfma(hk, rv[i], acc[r * NB + i]);
    }
  }
  for (int r = 0; r < R; r++)
    for (int i = 0; i < NB; i++) vst(gs[r] + j + i * V, acc[r * NB + i]);
}

#define JCASE(R, c)                                                                                              \
  case c:                                                                                                        \
    jblock(hs, gs, rt, H, ld, j, R, c, back);                                                                    \
    break;

/* jrows runs the joint blocks of R rows over columns [0, n): blocks of
   MAXACC/R vectors, then the rest (each block's sizes constants). */
static inline __attribute__((always_inline)) void jrows(float *const *hs, float *const *gs, const float *rt, int64_t H,
                                                        int64_t ld, int64_t n, int R, int back) {
  const int NB = MAXACC / R;
  int64_t j = 0;
  for (; j + NB * V <= n; j += NB * V) jblock(hs, gs, rt, H, ld, j, R, NB, back);
  switch ((n - j) / V) {
    JCASE(R, 1)
    JCASE(R, 2)
    JCASE(R, 3)
    JCASE(R, 4)
    JCASE(R, 5)
    JCASE(R, 6)
    JCASE(R, 7)
  }
}

/* products sets g[0, n) of each of the nr rows (their h in hs, g in gs) to
   h·Rt (over the units backwards when back): groups of RB rows in joint
   blocks, a last single row by product. A
   row's sums depend on the group it falls in, which depends only on the
   rows of the work item active at the step, never on the thread count. */
static void products(float *const *hs, float *const *gs, int64_t nr, const float *rt, int64_t H, int64_t ld,
                     int64_t n, int back) {
  int64_t r = 0;
  for (; r + RB <= nr; r += RB) jrows(hs + r, gs + r, rt, H, ld, n, RB, back);
  switch (nr - r) {
#if RB > 3
  case 3:
    jrows(hs + r, gs + r, rt, H, ld, n, 3, back);
    break;
#endif
#if RB > 2
  case 2:
    jrows(hs + r, gs + r, rt, H, ld, n, 2, back);
    break;
#endif
  case 1:
    product(hs[r], rt, gs[r], H, ld, n, back);
    break;
  }
}

/* lstmstep is LSTM's gate arithmetic of one row and step, for the
   default activations (Sigmoid, Tanh, Tanh) and H a multiple of V (no
   padding units): the arithmetic of the general path below (PRE, the
   peepholes, apply, the cell and hidden updates), in its order, but one
   pass over the units' vectors with the gates in registers, so that the
   vectors' exp and divide chains overlap and no gate goes through memory
   between the activations. g holds the step's product (gate blocks i, o,
   f, c of H floats), x the input projection, wb and rb the biases, pp the
   peepholes (0: none). */
static inline void lstmstep(const float *x, const float *wb, const float *rb, const float *pp, const float *g,
                            float *c, float *h, int64_t H, float clip, int inputForget) {
  for (int64_t u = 0; u < H; u += V) {
    vf gi = ((vld(x + u) + vld(wb + u)) + vld(rb + u)) + vld(g + u);
    vf go = ((vld(x + H + u) + vld(wb + H + u)) + vld(rb + H + u)) + vld(g + H + u);
    vf gf = ((vld(x + 2 * H + u) + vld(wb + 2 * H + u)) + vld(rb + 2 * H + u)) + vld(g + 2 * H + u);
    vf gc = ((vld(x + 3 * H + u) + vld(wb + 3 * H + u)) + vld(rb + 3 * H + u)) + vld(g + 3 * H + u);
    vf cu = vld(c + u);
    if (pp) {
      gi = gi + vld(pp + u) * cu;
      gf = gf + vld(pp + 2 * H + u) * cu;
    }
    if (clip > 0) {
      gi = __builtin_elementwise_min(__builtin_elementwise_max(gi, (vf)-clip), (vf)clip);
      gf = __builtin_elementwise_min(__builtin_elementwise_max(gf, (vf)-clip), (vf)clip);
      gc = __builtin_elementwise_min(__builtin_elementwise_max(gc, (vf)-clip), (vf)clip);
    }
    gi = vsigmoid(gi);
    vf fg = inputForget ? 1.0f - gi : vsigmoid(gf);
    gc = vtanh(gc);
    cu = fg * cu + gi * gc;
    vst(c + u, cu);
    if (pp) go = go + vld(pp + H + u) * cu;
    if (clip > 0) go = __builtin_elementwise_min(__builtin_elementwise_max(go, (vf)-clip), (vf)clip);
    vst(h + u, vsigmoid(go) * vtanh(cu));
  }
}

/* The per-row state of a call: hidden and cell state, the gates (gate
   blocks of Hp floats), GRU's r·h. Hidden units past H are 0. */
typedef struct {
  float *h, *c, *g, *rh;
  int64_t len;     /* the row's sequence length */
  const float *x;  /* the step's input projection */
  float *yo;       /* the step's Y, 0 without Y */
} rowstate;

/* The addresses are int64 (the module passes memrefs' aligned pointers as
   i64, as the other micro-kernels take them). */
void SYM(int64_t xwA, int64_t rA, int64_t bA, int64_t seqlensA, int64_t h0A, int64_t c0A, int64_t pA, int64_t yA,
         int64_t yhA, int64_t ycA, int64_t statusA, int64_t cfgA, int64_t item) {
  const float *xw = (const float *)xwA, *r = (const float *)rA, *b = (const float *)bA;
  const int32_t *seqlens = (const int32_t *)seqlensA;
  const float *h0 = (const float *)h0A, *c0 = (const float *)c0A, *p = (const float *)pA;
  float *y = (float *)yA, *yh = (float *)yhA, *yc = (float *)ycA;
  int32_t *status = (int32_t *)statusA;
  const int64_t *cfg = (const int64_t *)cfgA;
  const int64_t op = cfg[0], T = cfg[1], B = cfg[2], H = cfg[3], D = cfg[4], layout = cfg[5];
  const int64_t G = op == 2 ? 4 : op == 1 ? 3 : 1, GH = G * H;
  const int64_t per = cfg[10], NC = (B + per - 1) / per;
  const int64_t dir = item / NC, r0 = item % NC * per, r1 = r0 + per < B ? r0 + per : B;
  const int64_t rows = r1 - r0;
  const float clip = f32(cfg[9]);
  const int rev = D == 2 ? dir == 1 : cfg[6] != 0;
  const int inputForget = cfg[7] != 0, lbr = cfg[8] != 0;
  if (!cfg[11]) b = 0;
  if (!cfg[12]) p = 0;
  actfn fn[3];
  for (int i = 0; i < 3; i++) {
    const int64_t *a = cfg + 13 + (dir * 3 + i) * 3;
    fn[i] = (actfn){a[0], f32(a[1]), f32(a[2])};
  }
  const int64_t Hp = (H + V - 1) / V * V, ld = G * Hp;
  /* LSTM with the default activations and whole vectors of units: the
     fused gates (lstmstep). */
  const int fused = op == 2 && Hp == H && fn[0].code == 0 && fn[1].code == 1 && fn[2].code == 1;
  /* One allocation: Rt (H x ld), the biases (2 x ld: Wb, Rb; peepholes
     3 x Hp), the rows' states. */
  int64_t nrt = H * ld, nb = 2 * ld + 3 * Hp, nrow = 3 * Hp + ld;
  float *mem0 = malloc((size_t)(nrt + nb + rows * nrow + 16) * sizeof(float));
  if (!mem0) __builtin_trap();
  /* From a 64-byte boundary: every part's size is whole vectors, so each
     vector of Rt (and of the states) lies in one cache line, where malloc's
     16-byte alignment would split one load in four across two lines and
     make the step's pass over Rt touch 17 lines a row instead of 16 (and
     the timing depend on where the heap put the block). */
  float *mem = (float *)(((uintptr_t)mem0 + 63) & ~(uintptr_t)63);
  float *rt = mem, *wb = rt + nrt, *rb = wb + ld, *pp = rb + ld;
  /* Rt[k][gt·Hp + u] = R[dir][gt·H + u][k]: V x V blocks by register
     transposes (row loads and stores), element by element at the edges,
     the padding units 0. */
  for (int64_t gt = 0; gt < G; gt++) {
    const float *rg = r + (dir * GH + gt * H) * H; /* gate row u at rg + u·H */
    float *og = rt + gt * Hp;                      /* unit u of Rt row k at og + k·ld + u */
    int64_t u0 = 0;
    for (; u0 + V <= H; u0 += V) {
      int64_t k0 = 0;
      for (; k0 + V <= H; k0 += V) {
        vf m[V];
        for (int i = 0; i < V; i++) m[i] = vld(rg + (u0 + i) * H + k0);
        vtranspose(m);
        for (int i = 0; i < V; i++) vst(og + (k0 + i) * ld + u0, m[i]);
      }
      for (; k0 < H; k0++)
        for (int64_t u = u0; u < u0 + V; u++) og[k0 * ld + u] = rg[u * H + k0];
    }
    for (int64_t k = 0; k < H; k++) {
      for (int64_t u = u0; u < H; u++) og[k * ld + u] = rg[u * H + k];
      for (int64_t u = H; u < Hp; u++) og[k * ld + u] = 0;
    }
  }
  for (int64_t gt = 0; gt < G; gt++)
    for (int64_t u = 0; u < Hp; u++) {
      int in = u < H;
      wb[gt * Hp + u] = b && in ? b[dir * 2 * GH + gt * H + u] : 0;
      rb[gt * Hp + u] = b && in ? b[dir * 2 * GH + GH + gt * H + u] : 0;
    }
  for (int64_t q = 0; q < 3; q++)
    for (int64_t u = 0; u < Hp; u++) pp[q * Hp + u] = p && u < H ? p[dir * 3 * H + q * H + u] : 0;

  rowstate st[rows > 0 ? rows : 1];
  int64_t maxLen = 0;
  for (int64_t i = 0; i < rows; i++) {
    int64_t bi = r0 + i;
    float *m = mem + nrt + nb + i * nrow;
    rowstate *s = &st[i];
    s->h = m, s->c = m + Hp, s->rh = m + 2 * Hp, s->g = m + 3 * Hp;
    int64_t L = T;
    if (seqlens) {
      int64_t l = seqlens[bi];
      if (l < 0 || l > T) *status = 1;
      L = l < 0 ? 0 : l > T ? T : l;
    }
    s->len = L;
    maxLen = L > maxLen ? L : maxLen;
    int64_t at = layout == 1 ? (bi * D + dir) * H : (dir * B + bi) * H;
    for (int64_t u = 0; u < Hp; u++) {
      s->h[u] = h0 && u < H ? h0[at + u] : 0;
      s->c[u] = c0 && u < H ? c0[at + u] : 0;
      s->rh[u] = 0;
    }
    if (y)
      for (int64_t t = L; t < T; t++) {
        float *yo = y + (layout == 1 ? ((bi * T + t) * D + dir) * H : ((t * D + dir) * B + bi) * H);
        for (int64_t u = 0; u < H; u++) yo[u] = 0;
      }
  }

  /* The rows active at a step: their states, h and g (the gates), GRU's
     r·h and candidate gate. */
  rowstate *act[rows > 0 ? rows : 1];
  float *hs[rows > 0 ? rows : 1], *gs[rows > 0 ? rows : 1], *rhs[rows > 0 ? rows : 1], *hhs[rows > 0 ? rows : 1];
  for (int64_t step = 0; step < maxLen; step++) {
    int64_t na = 0;
    for (int64_t i = 0; i < rows; i++) {
      rowstate *s = &st[i];
      if (step >= s->len) continue;
      int64_t bi = r0 + i;
      int64_t t = rev ? s->len - 1 - step : step;
      int64_t xr = layout == 1 ? bi * T + t : t * B + bi;
      s->x = xw + xr * D * GH + dir * GH;
      s->yo = y ? y + (layout == 1 ? ((bi * T + t) * D + dir) * H : ((t * D + dir) * B + bi) * H) : 0;
      act[na] = s, hs[na] = s->h, gs[na] = s->g, rhs[na] = s->rh, hhs[na] = s->g + 2 * Hp;
      na++;
    }
    /* The step's recurrent products of every active row at once: RNN's
       one gate, GRU's z and r (and the candidate's, with
       linear_before_reset), LSTM's four. */
    products(hs, gs, na, rt, H, ld, op == 0 ? Hp : op == 1 && !lbr ? 2 * Hp : ld, step & 1);
    /* pre adds gate gt's input term (xw + Wb + Rb) to g. */
#define PRE(gt, withRb)                                                                                          \
  for (int64_t u = 0; u < H; u++) {                                                                              \
    float v = x[(gt) * H + u] + wb[(gt) * Hp + u];                                                               \
    if (withRb) v = v + rb[(gt) * Hp + u];                                                                       \
    g[(gt) * Hp + u] = v + g[(gt) * Hp + u];                                                                     \
  }
    for (int64_t a = 0; a < na; a++) {
      rowstate *s = act[a];
      const float *x = s->x;
      float *g = s->g, *h = s->h, *c = s->c;
      if (op == 0) {
        PRE(0, 1)
        apply(fn[0], clip, g, Hp);
        for (int64_t u = 0; u < H; u++) h[u] = g[u];
      } else if (fused) {
        lstmstep(x, wb, rb, p ? pp : 0, g, c, h, H, clip, inputForget);
      } else if (op == 2) {
        PRE(0, 1)
        PRE(1, 1)
        PRE(2, 1)
        PRE(3, 1)
        /* gates i, o, f, c at blocks 0..3; peepholes P = [pi, po, pf]. */
        float *gi = g, *go = g + Hp, *gf = g + 2 * Hp, *gc = g + 3 * Hp;
        if (p) {
          for (int64_t u = 0; u < Hp; u++) {
            gi[u] = gi[u] + pp[u] * c[u];
            gf[u] = gf[u] + pp[2 * Hp + u] * c[u];
          }
        }
        apply(fn[0], clip, gi, Hp);
        if (!inputForget) apply(fn[0], clip, gf, Hp);
        apply(fn[1], clip, gc, Hp);
        for (int64_t u = 0; u < Hp; u++) {
          float fg = inputForget ? 1.0f - gi[u] : gf[u];
          c[u] = fg * c[u] + gi[u] * gc[u];
        }
        if (p)
          for (int64_t u = 0; u < Hp; u++) go[u] = go[u] + pp[Hp + u] * c[u];
        apply(fn[0], clip, go, Hp);
        /* h = o · h(c), h unclipped; the padding units stay 0. */
        for (int64_t u = 0; u < Hp; u += V) vst(gc + u, vld(c + u));
        apply(fn[2], 0, gc, Hp);
        for (int64_t u = 0; u < H; u++) h[u] = go[u] * gc[u];
      } else if (lbr) {
        PRE(0, 1)
        PRE(1, 1)
        apply(fn[0], clip, g, 2 * Hp);
        float *z = g, *rr = g + Hp, *hh = g + 2 * Hp;
        for (int64_t u = 0; u < H; u++) {
          float rec = hh[u] + rb[2 * Hp + u];
          hh[u] = (x[2 * H + u] + wb[2 * Hp + u]) + rr[u] * rec;
        }
        apply(fn[1], clip, hh, Hp);
        for (int64_t u = 0; u < H; u++) h[u] = (1.0f - z[u]) * hh[u] + z[u] * h[u];
      } else {
        PRE(0, 1)
        PRE(1, 1)
        apply(fn[0], clip, g, 2 * Hp);
        float *rr = g + Hp, *rh = s->rh;
        for (int64_t u = 0; u < H; u++) rh[u] = rr[u] * h[u];
      }
    }
    if (op == 1 && !lbr) {
      /* The candidate's product reads r·h: every row's, jointly. */
      products(rhs, hhs, na, rt + 2 * Hp, H, ld, Hp, step & 1);
      for (int64_t a = 0; a < na; a++) {
        rowstate *s = act[a];
        const float *x = s->x;
        float *g = s->g, *h = s->h;
        float *z = g, *hh = g + 2 * Hp;
        PRE(2, 1)
        apply(fn[1], clip, hh, Hp);
        for (int64_t u = 0; u < H; u++) h[u] = (1.0f - z[u]) * hh[u] + z[u] * h[u];
      }
    }
#undef PRE
    for (int64_t a = 0; a < na; a++)
      if (act[a]->yo)
        for (int64_t u = 0; u < H; u++) act[a]->yo[u] = act[a]->h[u];
  }
  for (int64_t i = 0; i < rows; i++) {
    int64_t bi = r0 + i;
    int64_t at = layout == 1 ? (bi * D + dir) * H : (dir * B + bi) * H;
    int empty = st[i].len == 0;
    for (int64_t u = 0; u < H; u++) {
      if (yh) yh[at + u] = empty ? 0 : st[i].h[u];
      if (yc) yc[at + u] = empty ? 0 : st[i].c[u];
    }
  }
  free(mem0);
}
