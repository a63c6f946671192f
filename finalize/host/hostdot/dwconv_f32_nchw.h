/* The float32 NCHW depthwise convolution micro-kernel's body, included by
   dwconv_f32_nchw_fma512.c (AVX-512F) and dwconv_f32_nchw_fma256.c (AVX2
   + FMA), which define first V, VEC, MASK, SYM, vmask, vbcast, vfma,
   vload_m, vstore_m, vadd, vmin, vmax as conv_f32_nchw.h's includers do,
   vmask_range(s, e), the mask of lanes [s, e) (s < e, or 0 and 0: none),
   vload_even(p, s, e), lanes 0, 2, .. 2V-2 of 2V floats from p whose
   lanes [s, e) are loaded, the others +0.0,
   and CH, the output vectors one pass over the taps keeps in registers.

   x is NCHW (n, c, h, w), w the C x KH x KW filter (ONNX's C x 1 x KH x
   KW, contiguous), out NCHW (n, c, oh, ow); the input is padded by pt
   rows above and pl columns left (and as needed below and right) with
   the pad value pad. Each output is

     acc = 0 + x[.. kh, kw ..] * w[c, kh, kw] over kh, then kw ascending

   one fused multiply-add each (the pad value where a tap leaves the
   input), then, with a bias (not NULL), b[c] + acc, then the epilogue
   steps of ep (two bits each from bit 0: 1 adds r, 2 minimumf with hi, 3
   maximumf with lo, 0 ends): the order of the NHWC kernel
   (dwconv_f32.h), its bias add and the consumer it replaces, so the
   bits are theirs.

   Work items are output rows (n, c, oh), oh fastest; the function
   computes rows [r0, r1), so threads share one convolution by row ranges
   and each output's arithmetic is the same in any range. The column
   stride is 1 or 2 and the pad value +0.0 (the caller's gate): each tap
   of a vector of outputs is one masked load of the input row (stride 2:
   of two vectors, their even lanes kept), the lanes off (columns outside
   the row, rows outside the input) read as +0.0, the pad value, which the
   tap multiplies as the padded copy's would. */

#include <stdint.h>
#include <string.h>

static inline __attribute__((always_inline)) VEC dw_epilogue(VEC a, const float *r, MASK m, int64_t ep, VEC lo, VEC hi) {
  for (int s = 0; s < 3; s++) {
    switch ((ep >> (2 * s)) & 3) {
    case 1: a = vadd(a, vload_m(r, m)); break;
    case 2: a = vmin(a, hi); break;
    case 3: a = vmax(a, lo); break;
    default: return a;
    }
  }
  return a;
}

/* A chunk of nv vectors of a row's outputs from o0 (with constant nv,
   always_inline into the dispatch, the accumulators stay in registers). */
static inline __attribute__((always_inline)) void chunk(const float *xc, const float *wc, float *oc, const float *rc,
    const float *bias, int nv, int s2, int64_t o0, int64_t oh, int64_t H, int64_t W, int64_t OW, int64_t KH, int64_t KW,
    int64_t sh, int64_t dh, int64_t dw, int64_t pt, int64_t pl, int64_t ep, VEC lo, VEC hi) {
  VEC acc[CH];
  for (int j = 0; j < nv; j++) acc[j] = (VEC){0};
  for (int64_t kh = 0; kh < KH; kh++) {
    int64_t ih = oh * sh + kh * dh - pt;
    int inside = ih >= 0 && ih < H;
    const float *xr = xc + (inside ? ih : 0) * W;
    for (int64_t kw = 0; kw < KW; kw++) {
      VEC wv = vbcast(wc + kh * KW + kw);
      for (int j = 0; j < nv; j++) {
        /* Lanes whose column lies in the row (and whose output exists)
           load it; the others are the pad value, +0.0. With column
           stride 2 the vector is the even columns of 2V from iw0. */
        int64_t ol = OW - o0 - j * V;
        if (s2) {
          int64_t iw0 = 2 * (o0 + j * V) + kw * dw - pl;
          int64_t s0 = iw0 < 0 ? -iw0 : 0, e0 = W - iw0;
          if (e0 > 2 * ol - 1) e0 = 2 * ol - 1;
          if (e0 > 2 * V) e0 = 2 * V;
          if (!inside || e0 <= s0) s0 = e0 = 0;
          acc[j] = vfma(vload_even(xr + iw0, s0, e0), wv, acc[j]);
        } else {
          int64_t iw0 = o0 + j * V + kw * dw - pl;
          int64_t s0 = iw0 < 0 ? -iw0 : 0, e0 = W - iw0;
          if (e0 > ol) e0 = ol;
          if (e0 > V) e0 = V;
          if (!inside || e0 <= s0) s0 = e0 = 0;
          acc[j] = vfma(vload_m(xr + iw0, vmask_range(s0, e0)), wv, acc[j]);
        }
      }
    }
  }
  for (int j = 0; j < nv; j++) {
    int64_t ol = OW - o0 - j * V;
    MASK m = vmask(ol);
    VEC a = acc[j];
    if (bias) a = vadd(vbcast(bias), a);
    vstore_m(oc + o0 + j * V, dw_epilogue(a, rc ? rc + o0 + j * V : 0, m, ep, lo, hi), m);
  }
}

void SYM(int64_t xp, int64_t wp, int64_t op, int64_t r0, int64_t r1, int64_t C, int64_t H, int64_t W, int64_t OH,
    int64_t OW, int64_t KH, int64_t KW, int64_t sh, int64_t sw, int64_t dh, int64_t dw, int64_t pt, int64_t pl,
    int64_t padbits, int64_t xsn, int64_t osn, int64_t bp, int64_t rp, int64_t rsn, int64_t lobits, int64_t hibits,
    int64_t ep) {
  const float *x = (const float *)xp, *w = (const float *)wp, *bias = (const float *)bp, *r = (const float *)rp;
  float *out = (float *)op;
  uint32_t lb = (uint32_t)lobits, hb = (uint32_t)hibits;
  float lf, hf;
  memcpy(&lf, &lb, 4);
  memcpy(&hf, &hb, 4);
  VEC lo = vbcast(&lf), hi = vbcast(&hf);
  (void)padbits; /* +0.0: the caller's gate */
  int s2 = sw == 2; /* else 1: the caller's gate */
  for (int64_t row = r0; row < r1; row++) {
    int64_t oh = row % OH, c = row / OH % C, n = row / OH / C;
    const float *xc = x + n * xsn + c * H * W, *wc = w + c * KH * KW, *bc = bias ? bias + c : 0;
    float *oc = out + n * osn + (c * OH + oh) * OW;
    const float *rc = r ? r + n * rsn + (c * OH + oh) * OW : 0;
    for (int64_t o0 = 0; o0 < OW; o0 += CH * V) {
      int64_t left = (OW - o0 + V - 1) / V;
      switch (left >= CH ? CH : (int)left) {
#define CASE(v) case v: if (s2) chunk(xc, wc, oc, rc, bc, v, 1, o0, oh, H, W, OW, KH, KW, sh, dh, dw, pt, pl, ep, lo, hi); \
                        else chunk(xc, wc, oc, rc, bc, v, 0, o0, oh, H, W, OW, KH, KW, sh, dh, dw, pt, pl, ep, lo, hi); break;
        CASE(1) CASE(2) CASE(3) CASE(4) CASE(5) CASE(6) CASE(7) CASE(8)
#undef CASE
      }
    }
  }
}
