/* The float32 NCHW pooling micro-kernels' bodies, included by
   maxpool_f32_nchw_ISA.c (which defines SYM_MAX) and gsum_f32_nchw_ISA.c
   (SYM_SUM) after pool_isa_ISA.h (ISA fma512: AVX-512F, fma256: AVX2),
   which defines V, VEC, MASK, vmask(n), the mask of
   lanes [0, n), vmask_range(s, e), the mask of lanes [s, e) (s < e, or 0
   and 0: none), vload_ninf(p, m), the lanes of m loaded from p and the
   others -inf, vload_even_ninf(p, s, e), lanes 0, 2, .. 2V-2 of 2V floats
   from p whose lanes [s, e) are loaded and the others -inf, vninf(), all
   -inf, vzero(), vstore_m(p, v, m), vloadu(p), vload_z(p, m) (the lanes
   of m loaded, the others +0.0), vadd(a, b), vhsum(a) (the
   lanes' sum, pairwise), vmaxf(a, b) (arith.maximumf: a NaN of either
   wins, +0 above -0) and CH, the output vectors one pass over the taps
   keeps in registers.

   SYM_MAX is ONNX MaxPool on NCHW: x (n, c, h, w) with plane stride H*W
   and batch stride xsn, out (n, c, oh, ow) with batch stride osn. Output
   (oh, ow) is the maximum (maximumf) of -inf and x[oh*sh + kh*dh - pt,
   ow*sw + kw*dw - pl] over the taps (kh, kw) that lie in the input: the
   padding is -inf, so a window wholly in it is -inf, as ONNX says. The
   column stride is 1 or 2 (the caller's gate): each tap of a vector of
   outputs is one masked load of the input row (stride 2: of two vectors,
   their even lanes kept), the lanes off read as -inf. Work items are
   output rows (n, c, oh), oh fastest; the function computes rows [r0,
   r1), so threads share one pooling by row ranges and each output's
   arithmetic is the same in any range (maximumf is exact, so the order of
   the taps does not show in the result).

   SYM_SUM is GlobalAveragePool (and a ReduceSum or ReduceMean over H and W)
   on NCHW: out[p] = (the sum of plane p's hw floats) * scale for planes
   [p0, p1), plane p at x + p*hw. The sum is 4 vector accumulators over the
   plane in order (element i in accumulator (i / V) % 4, lane i % V), added
   pairwise, then the lanes pairwise: a fixed order for a given hw,
   whatever the range. */

#include <stdint.h>
#include <string.h>

#ifdef SYM_MAX
/* A chunk of nv vectors of a row's outputs from o0 (with constant nv,
   always_inline into the dispatch: the maxima stay in registers). */
static inline __attribute__((always_inline)) void max_chunk(const float *xc, float *oc, int nv, int s2, int64_t o0,
    int64_t oh, int64_t H, int64_t W, int64_t OW, int64_t KH, int64_t KW, int64_t sh, int64_t dh, int64_t dw,
    int64_t pt, int64_t pl) {
  VEC acc[CH];
  for (int j = 0; j < nv; j++) acc[j] = vninf();
  for (int64_t kh = 0; kh < KH; kh++) {
    int64_t ih = oh * sh + kh * dh - pt;
    if (ih < 0 || ih >= H) continue; /* -inf: no maximum changes */
    const float *xr = xc + ih * W;
    for (int64_t kw = 0; kw < KW; kw++) {
      for (int j = 0; j < nv; j++) {
        int64_t ol = OW - o0 - j * V;
        if (s2) {
          int64_t iw0 = 2 * (o0 + j * V) + kw * dw - pl;
          int64_t s0 = iw0 < 0 ? -iw0 : 0, e0 = W - iw0;
          if (e0 > 2 * ol - 1) e0 = 2 * ol - 1;
          if (e0 > 2 * V) e0 = 2 * V;
          if (e0 <= s0) continue;
          acc[j] = vmaxf(acc[j], vload_even_ninf(xr + iw0, s0, e0));
        } else {
          int64_t iw0 = o0 + j * V + kw * dw - pl;
          int64_t s0 = iw0 < 0 ? -iw0 : 0, e0 = W - iw0;
          if (e0 > ol) e0 = ol;
          if (e0 > V) e0 = V;
          if (e0 <= s0) continue;
          acc[j] = vmaxf(acc[j], vload_ninf(xr + iw0, vmask_range(s0, e0)));
        }
      }
    }
  }
  for (int j = 0; j < nv; j++) {
    int64_t ol = OW - o0 - j * V;
    vstore_m(oc + o0 + j * V, acc[j], vmask(ol));
  }
}

void SYM_MAX(int64_t xp, int64_t op, int64_t r0, int64_t r1, int64_t C, int64_t H, int64_t W, int64_t OH, int64_t OW,
    int64_t KH, int64_t KW, int64_t sh, int64_t sw, int64_t dh, int64_t dw, int64_t pt, int64_t pl, int64_t xsn,
    int64_t osn) {
  const float *x = (const float *)xp;
  float *out = (float *)op;
  int s2 = sw == 2; /* else 1: the caller's gate */
  for (int64_t row = r0; row < r1; row++) {
    int64_t oh = row % OH, c = row / OH % C, n = row / OH / C;
    const float *xc = x + n * xsn + c * H * W;
    float *oc = out + n * osn + (c * OH + oh) * OW;
    for (int64_t o0 = 0; o0 < OW; o0 += CH * V) {
      int64_t left = (OW - o0 + V - 1) / V;
      switch (left >= CH ? CH : (int)left) {
#define CASE(v) case v: if (s2) max_chunk(xc, oc, v, 1, o0, oh, H, W, OW, KH, KW, sh, dh, dw, pt, pl); \
                        else max_chunk(xc, oc, v, 0, o0, oh, H, W, OW, KH, KW, sh, dh, dw, pt, pl); break;
        CASE(1) CASE(2) CASE(3) CASE(4) CASE(5) CASE(6) CASE(7) CASE(8)
#undef CASE
      }
    }
  }
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
