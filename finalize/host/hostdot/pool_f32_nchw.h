/* The float32 NCHW pooling micro-kernels' bodies, included by
   maxpool_f32_nchw_ISA.c (which defines SYM_MAX) and gpool_f32_nchw_ISA.c
   (SYM_SUM and SYM_GMAX) after pool_isa_ISA.h (ISA fma512: AVX-512F, fma256: AVX2),
   which defines V (lanes), VEC, MASK, vmask(n), the mask of lanes [0, n),
   vmask_range(s, e), the mask of lanes [s, e) (s < e), vload_ninf(p, m),
   the lanes of m loaded from p and the others -inf, vload_pair_ninf(p,
   s, e, &a, &b), 2V floats from p into a and b whose lanes [s, e) are
   loaded and the others -inf, vevens(a, b) and vodds(a, b), the even and
   the odd lanes of a then b, vninf(), all -inf, vzero(), vstore_m(p, v,
   m), vstoreu(p, v), vloadu(p), vload_z(p, m) (the lanes of m loaded, the
   others +0.0), vadd(a, b), vhsum(a) (the lanes' sum, pairwise), vmax_first(a,
   b) (max_ps: the greater, a where they are equal), vhmax(a) (the lanes'
   maximum, no NaN among them), MASK0 with nan_none(), nan_or(m, a, b) (m
   and the lanes where a or b is NaN) and nan_any(m), and NANL with
   nanl_none(), nanl_or(m, v) (m and v's NaN lanes) and nanl_apply(m, v)
   (v with m's lanes NaN), and VECI with vshift_idx(q) and vshift(a, b,
   vshift_idx(q)), lanes q .. q+V-1 of a then b (0 <= q < V).

   SYM_MAX is ONNX MaxPool on NCHW: x (n, c, h, w) with plane stride H*W
   and batch stride xsn, out (n, c, oh, ow) with batch stride osn. Output
   (oh, ow) is the maximum of -inf and x[oh*sh + kh*dh - pt, ow*sw + kw*dw
   - pl] over the taps (kh, kw) that lie in the input: the padding is -inf,
   so a window wholly in it is -inf, as ONNX says; a NaN in a window makes
   the output NaN. Work items are output rows (n, c, oh), oh fastest; the
   function computes rows [r0, r1), so threads share one pooling by row
   ranges and each output's arithmetic is the same in any range.

   SYM_GMAX is GlobalMaxPool on NCHW: out[p] = the maximum of plane p's hw
   floats (at x + p*hw) for planes [p0, p1), NaN where the plane holds
   one, as maximumf.

   SYM_SUM is GlobalAveragePool (tosa's reduce_sum over H then W, times
   1/(H*W)) on NCHW: out[p] = (the sum of plane p's hw floats) * scale for planes
   [p0, p1), plane p at x + p*hw. The sum is 4 vector accumulators over the
   plane in order (element i in accumulator (i / V) % 4, lane i % V), added
   pairwise, then the lanes pairwise: a fixed order for a given hw,
   whatever the range. */

#include <stdint.h>
#include <string.h>

#ifdef SYM_MAX
/* Max pooling works one input row at a time: the row's horizontal maxima
   (element o: the maximum over kw of padded column o*sw + kw*dw: see
   max_row) go to a ring of R
   rows (a power of two at least span = (KH-1)*dh + 1) in hr, where the
   output rows that read the row find it; an output row is the maximum of
   its KH rows of hr (none inside the input: -inf). Each slot remembers its
   row (plane * H + ih). The maxima are max_ps (the earlier of equal values
   stays, as ONNX's reference keeps its first maximum) with the lanes that
   met a NaN made NaN at the end, as maximumf. The caller's gate keeps R *
   OWp (OWp: OW rounded up to V) within POOL_BUF floats. */
#define POOL_BUF 4096

/* The horizontal maxima of input row xr (W columns, pl columns of -inf
   left, -inf past the right) into h (OWp floats). For column strides 1
   and 2 with every tap within V columns of its phase's first (q[kw] < V,
   the caller's check), chunk i of the row's phases (phase p: padded
   columns (i*V + l)*sw + p, lane l) comes from one load (two and their
   even and odd lanes), unmasked inside the row, and output chunk i - 1
   takes tap kw from phase ph[kw] of chunks i - 1 and i shifted by q[kw]
   lanes (vshift): no store and reload. Other strides gather each tap
   (tap kw is phase (kw*dw) & 1, shift (kw*dw) >> 1 at stride 2). */
static inline __attribute__((always_inline)) void max_row(const float *xr, float *h, int64_t W, int64_t pl,
    int64_t OWp, int64_t KW, int64_t sw, int64_t dw, int fused) {
  if (fused) {
    VEC prev[2], cur[2];
    for (int64_t i = 0; i <= OWp / V; i++) {
      int64_t j = i * V * sw - pl;
      if (sw == 1) {
        if (j >= 0 && j + V <= W) {
          cur[0] = vloadu(xr + j); /* inside the row: no mask */
        } else {
          int64_t s0 = j < 0 ? -j : 0, e0 = W - j;
          if (e0 > V) e0 = V;
          cur[0] = e0 <= s0 ? vninf() : vload_ninf(xr + j, vmask_range(s0, e0));
        }
      } else {
        VEC a, b;
        if (j >= 0 && j + 2 * V <= W) {
          a = vloadu(xr + j);
          b = vloadu(xr + j + V);
        } else {
          int64_t s0 = j < 0 ? -j : 0, e0 = W - j;
          if (e0 > 2 * V) e0 = 2 * V;
          if (e0 <= s0) {
            a = b = vninf();
          } else {
            vload_pair_ninf(xr + j, s0, e0, &a, &b);
          }
        }
        cur[0] = vevens(a, b);
        cur[1] = vodds(a, b);
      }
      if (i > 0) {
        VEC m = vninf();
        NANL nl = nanl_none();
        for (int64_t kw = 0; kw < KW; kw++) {
          int64_t t = kw * dw, p = sw == 1 ? 0 : t & 1, q = sw == 1 ? t : t >> 1;
          VEC v = q == 0 ? prev[p] : vshift(prev[p], cur[p], vshift_idx(q));
          nl = nanl_or(nl, v);
          m = vmax_first(m, v);
        }
        vstoreu(h + (i - 1) * V, nanl_apply(nl, m));
      }
      prev[0] = cur[0];
      if (sw != 1) prev[1] = cur[1];
    }
    return;
  }
  for (int64_t o = 0; o < OWp; o += V) {
    VEC m = vninf();
    NANL nl = nanl_none();
    for (int64_t kw = 0; kw < KW; kw++) {
      float t[V];
      for (int l = 0; l < V; l++) {
        int64_t jj = (o + l) * sw + kw * dw - pl;
        t[l] = jj >= 0 && jj < W ? xr[jj] : -__builtin_inff();
      }
      VEC v = vloadu(t);
      nl = nanl_or(nl, v);
      m = vmax_first(m, v);
    }
    vstoreu(h + o, nanl_apply(nl, m));
  }
}

/* SYM_MAX's body; always_inline, so that sw 1 and 2 are constants. */
static inline __attribute__((always_inline)) void max_pool(const float *x, float *out, int64_t r0, int64_t r1,
    int64_t C, int64_t H, int64_t W, int64_t OH, int64_t OW, int64_t KH, int64_t KW, int64_t sh, int64_t sw,
    int64_t dh, int64_t dw, int64_t pt, int64_t pl, int64_t xsn, int64_t osn, float *hr) {
  int64_t span = (KH - 1) * dh + 1, OWp = (OW + V - 1) / V * V, R = 1;
  while (R < span) R <<= 1; /* a power of two, so a slot is a mask */
  if (R * OWp > POOL_BUF || KH > POOL_BUF || r0 >= r1) return; /* the caller's gate */
  int64_t tag[R];
  const float *win[KH];
  /* Fused: strides 1 and 2, the widest tap within V columns of its
     phase's first. */
  int fused = sw <= 2 && (KW - 1) * dw / sw < V;
  for (int64_t i = 0; i < R; i++) tag[i] = -1;
  /* Counters, not divisions, per row. */
  int64_t oh = r0 % OH, plane = r0 / OH, c = plane % C, n = plane / C;
  for (int64_t row = r0; row < r1; row++) {
    const float *xc = x + n * xsn + c * H * W;
    float *oc = out + n * osn + (c * OH + oh) * OW;
    /* The window's rows into the ring. */
    int nw = 0;
    for (int64_t kh = 0; kh < KH; kh++) {
      int64_t ih = oh * sh + kh * dh - pt;
      if (ih < 0 || ih >= H) continue;
      int64_t slot = ih & (R - 1), want = plane * H + ih;
      float *h = hr + slot * OWp;
      if (tag[slot] != want) {
        if (fused) max_row(xc + ih * W, h, W, pl, OWp, KW, sw, dw, 1);
        else max_row(xc + ih * W, h, W, pl, OWp, KW, sw, dw, 0);
        tag[slot] = want;
      }
      win[nw++] = h;
    }
    for (int64_t o = 0; o < OW; o += V) {
      VEC m = vninf();
      NANL nl = nanl_none();
      for (int i = 0; i < nw; i++) {
        VEC v = vloadu(win[i] + o);
        nl = nanl_or(nl, v);
        m = vmax_first(m, v);
      }
      vstore_m(oc + o, nanl_apply(nl, m), vmask(OW - o));
    }
    if (++oh == OH) {
      oh = 0;
      plane++;
      if (++c == C) c = 0, n++;
    }
  }
}

void SYM_MAX(int64_t xp, int64_t op, int64_t r0, int64_t r1, int64_t C, int64_t H, int64_t W, int64_t OH, int64_t OW,
    int64_t KH, int64_t KW, int64_t sh, int64_t sw, int64_t dh, int64_t dw, int64_t pt, int64_t pl, int64_t xsn,
    int64_t osn) {
  const float *x = (const float *)xp;
  float *out = (float *)op;
  float hr[POOL_BUF] __attribute__((aligned(64)));
  /* The common windows with constant sizes (unrolled taps, phases in
     registers). */
  if (KH == 3 && KW == 3 && sw == 2 && dh == 1 && dw == 1)
    max_pool(x, out, r0, r1, C, H, W, OH, OW, 3, 3, sh, 2, 1, 1, pt, pl, xsn, osn, hr);
  else if (KH == 3 && KW == 3 && sw == 1 && dh == 1 && dw == 1)
    max_pool(x, out, r0, r1, C, H, W, OH, OW, 3, 3, sh, 1, 1, 1, pt, pl, xsn, osn, hr);
  else if (KH == 2 && KW == 2 && sw == 2 && dh == 1 && dw == 1)
    max_pool(x, out, r0, r1, C, H, W, OH, OW, 2, 2, sh, 2, 1, 1, pt, pl, xsn, osn, hr);
  else if (sw == 1) max_pool(x, out, r0, r1, C, H, W, OH, OW, KH, KW, sh, 1, dh, dw, pt, pl, xsn, osn, hr);
  else if (sw == 2) max_pool(x, out, r0, r1, C, H, W, OH, OW, KH, KW, sh, 2, dh, dw, pt, pl, xsn, osn, hr);
  else max_pool(x, out, r0, r1, C, H, W, OH, OW, KH, KW, sh, sw, dh, dw, pt, pl, xsn, osn, hr);
}
#endif

#ifdef SYM_SUM
void SYM_SUM(int64_t xp, int64_t op, int64_t p0, int64_t p1, int64_t hw, int64_t scalebits) {
  const float *x = (const float *)xp;
  float *out = (float *)op;
  uint32_t sb = (uint32_t)scalebits;
  float scale;
  memcpy(&scale, &sb, 4);
  for (int64_t p = p0; p < p1; p++) {
    const float *xc = x + p * hw;
    VEC a0 = vzero(), a1 = vzero(), a2 = vzero(), a3 = vzero();
    int64_t i = 0;
    for (; i + 4 * V <= hw; i += 4 * V) {
      a0 = vadd(a0, vloadu(xc + i));
      a1 = vadd(a1, vloadu(xc + i + V));
      a2 = vadd(a2, vloadu(xc + i + 2 * V));
      a3 = vadd(a3, vloadu(xc + i + 3 * V));
    }
    /* The tail: whole and partial vectors into the accumulators in turn
       (the lanes past the plane add +0.0). */
    VEC *acc[4] = {&a0, &a1, &a2, &a3};
    for (int k = 0; i < hw; i += V, k++) {
      int64_t n = hw - i;
      *acc[k] = vadd(*acc[k], vload_z(xc + i, vmask(n)));
    }
    out[p] = vhsum(vadd(vadd(a0, a1), vadd(a2, a3))) * scale;
  }
}
#endif

#ifdef SYM_GMAX
void SYM_GMAX(int64_t xp, int64_t op, int64_t p0, int64_t p1, int64_t hw) {
  const float *x = (const float *)xp;
  float *out = (float *)op;
  for (int64_t p = p0; p < p1; p++) {
    const float *xc = x + p * hw;
    VEC a0 = vninf(), a1 = vninf(), a2 = vninf(), a3 = vninf();
    MASK0 nan = nan_none();
    int64_t i = 0;
    for (; i + 4 * V <= hw; i += 4 * V) {
      VEC v0 = vloadu(xc + i), v1 = vloadu(xc + i + V), v2 = vloadu(xc + i + 2 * V), v3 = vloadu(xc + i + 3 * V);
      nan = nan_or(nan_or(nan, v0, v1), v2, v3);
      a0 = vmax_first(a0, v0);
      a1 = vmax_first(a1, v1);
      a2 = vmax_first(a2, v2);
      a3 = vmax_first(a3, v3);
    }
    for (; i < hw; i += V) {
      VEC v = vload_ninf(xc + i, vmask(hw - i));
      nan = nan_or(nan, v, v);
      a0 = vmax_first(a0, v);
    }
    out[p] = nan_any(nan) ? __builtin_nanf("") : vhmax(vmax_first(vmax_first(a0, a1), vmax_first(a2, a3)));
  }
}
#endif
