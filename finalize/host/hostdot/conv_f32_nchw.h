/* The float32 NCHW 1x1 convolution micro-kernel's body (a GEMM on the
   NCHW layout), included by conv_f32_nchw_fma512.c (AVX-512F) and
   conv_f32_nchw_fma256.c (AVX2 + FMA), which define first:
     V      lanes per vector;  NR  vectors of pixels per register tile;
     MR     output channels per register tile;
     VEC    the vector type;   MASK  a mask of V lanes;  SYM  the symbol;
     vmask(n)          the mask of the first n lanes (n >= V: all);
     vloadu(p)         unaligned load;  vbcast(p)  broadcast of *p;
     vfma(a, b, c)     a*b + c, one rounding;
     vload_m(p, m)     masked load (lanes off: 0, not read);
     vstore_m(p, v, m) masked store;
     vmin(a, b), vmax(a, b)   arith.minimumf / maximumf (NaN, -0 < +0);
     vadd(a, b)        a + b.

   With x NCHW (n, c, p) (p = h*W + w: a 1x1 convolution with stride 1
   and no pad reads pixel p of every channel), w the F x C filter (ONNX's
   F x C x 1 x 1, contiguous) and y NCHW:

     acc[n,f,p] = init + sum over c ascending of x[n,c,p] * w[f,c]

   one fused multiply-add each, init the bias b[f] (the broadcast that
   initialized y, fused) or y's value. That is the order of the NHWC
   kernel (conv_f32.h) and of the schedule's register tiles, so an output
   is the same bits whichever computed it. The epilogue (the consumer
   linalg.generic the calls absorb, an elementwise chain on the
   convolution's result) then applies up to three steps, each two bits of
   ep from bit 0: 1 adds r[n,f,p] (a residual), 2 is minimumf with hi, 3
   maximumf with lo, 0 ends. The result goes to out (y itself where
   nothing is absorbed).

   Work items are (n, a panel of PW pixels (a multiple of V: register
   tiles of NR vectors, the panel's last tile of fewer where PW is not a
   multiple of NR*V), a tile of MR channels), channels fastest: the
   panel's input stays in cache while the channel tiles pass over it, and
   each tile writes MR rows of PW contiguous pixels (not MR*FT short runs
   at once). The function
   computes items [i0, i1), so threads share one convolution by item
   ranges and each output's arithmetic is the same in any range. Every
   address is int64, sizes and strides in elements. */

#include <stdint.h>
#include <string.h>

static inline __attribute__((always_inline)) VEC epilogue(VEC a, const float *r, MASK m, int64_t ep, VEC lo, VEC hi) {
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

/* One register tile: mr channels from f0 by nr vectors of pixels from p0
   (the last vector's lanes past P off). With constant mr and nr
   (always_inline into the dispatch) the accumulators stay in registers.
   whole (a constant): every lane of the nr vectors lies in the plane, so
   the input loads take no mask (on Intel cores a masked load is a second
   uop on the port of the second FMA unit; the values, so the bits, are
   the same). */
static inline __attribute__((always_inline)) void tile(const float *x, const float *w, const float *y, float *out,
    const float *r, const float *bias, int mr, int nr, int whole, int64_t C, int64_t P, int64_t p0, int64_t f0,
    int64_t ep, VEC lo, VEC hi) {
  VEC acc[MR][NR];
  MASK m[NR];
  for (int j = 0; j < nr; j++) m[j] = vmask(P - p0 - j * V);
  for (int i = 0; i < mr; i++) {
    for (int j = 0; j < nr; j++) {
      if (bias) acc[i][j] = vbcast(bias + f0 + i);
      else acc[i][j] = vload_m(y + (f0 + i) * P + p0 + j * V, m[j]);
    }
  }
  const float *xp = x + p0, *wp = w + f0 * C;
  for (int64_t c = 0; c < C; c++) {
    VEC a[NR];
    for (int j = 0; j < nr; j++) a[j] = whole ? vloadu(xp + c * P + j * V) : vload_m(xp + c * P + j * V, m[j]);
    for (int i = 0; i < mr; i++) {
      VEC b = vbcast(wp + i * C + c);
      for (int j = 0; j < nr; j++) acc[i][j] = vfma(a[j], b, acc[i][j]);
    }
  }
  for (int i = 0; i < mr; i++)
    for (int j = 0; j < nr; j++) vstore_m(out + (f0 + i) * P + p0 + j * V, acc[i][j], m[j]);
  /* The epilogue reads the tile back (in L1): the accumulators' loops stay
     simple enough to keep them in registers. */
  if (ep == 0) return;
  for (int i = 0; i < mr; i++)
    for (int j = 0; j < nr; j++) {
      int64_t o = (f0 + i) * P + p0 + j * V;
      vstore_m(out + o, epilogue(vload_m(out + o, m[j]), r + o, m[j], ep, lo, hi), m[j]);
    }
}

void SYM(int64_t xp, int64_t wp, int64_t yp, int64_t i0, int64_t i1, int64_t C, int64_t F, int64_t P, int64_t xsn,
    int64_t ysn, int64_t bp, int64_t op, int64_t osn, int64_t rp, int64_t rsn, int64_t lobits, int64_t hibits,
    int64_t ep, int64_t PW) {
  const float *x = (const float *)xp, *w = (const float *)wp, *bias = (const float *)bp;
  const float *y = (const float *)yp, *r = (const float *)rp;
  float *out = (float *)op;
  uint32_t lb = (uint32_t)lobits, hb = (uint32_t)hibits;
  float lf, hf;
  memcpy(&lf, &lb, 4);
  memcpy(&hf, &hb, 4);
  VEC lo = vbcast(&lf), hi = vbcast(&hf);
  int64_t FT = (F + MR - 1) / MR, PT = (P + PW - 1) / PW;
  for (int64_t it = i0; it < i1; it++) {
    int64_t ft = it % FT, pt = it / FT % PT, n = it / FT / PT;
    int64_t f0 = ft * MR;
    int mr = F - f0 >= MR ? MR : (int)(F - f0);
    const float *xn = x + n * xsn, *yn = y + n * ysn, *rn = r ? r + n * rsn : 0;
    float *on = out + n * osn;
    int64_t pe = (pt + 1) * PW < P ? (pt + 1) * PW : P;
    for (int64_t p0 = pt * PW; p0 < pe; p0 += NR * V) {
    int64_t left = (pe - p0 + V - 1) / V;
    int nr = left >= NR ? NR : (int)left;
    /* A whole channel tile of whole vectors (all but a plane's last
       tile): loads without masks. */
    if (mr == MR && p0 + nr * V <= P) {
      switch (nr) {
#define CASE(b) case b: tile(xn, w, yn, on, rn, bias, MR, b, 1, C, P, p0, f0, ep, lo, hi); break;
        CASE(1) CASE(2)
#if NR > 2
        CASE(3) CASE(4)
#endif
#undef CASE
      }
      continue;
    }
    switch (mr * 8 + nr) {
#define CASE(a, b) case a * 8 + b: tile(xn, w, yn, on, rn, bias, a, b, 0, C, P, p0, f0, ep, lo, hi); break;
#if NR > 2
#define ROW(a) CASE(a, 1) CASE(a, 2) CASE(a, 3) CASE(a, 4)
#else
#define ROW(a) CASE(a, 1) CASE(a, 2)
#endif
      ROW(1) ROW(2) ROW(3) ROW(4) ROW(5) ROW(6)
#undef ROW
#undef CASE
    }
    }
  }
}
