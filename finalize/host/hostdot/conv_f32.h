/* The float32 convolution micro-kernel's body, included by
   conv_f32_fma512.c (AVX-512F) and conv_f32_fma256.c (AVX2 + FMA), which
   define first:
     V      lanes per vector;   NR  the widest register tile's vectors of
     output channels; MR  its pixels; MRN the pixels of tiles of at most
     NR/2 vectors; PB  pixels per block, a multiple of both;
     VEC    the vector type;    MASK    a mask of V lanes;
     SYM    the function's symbol;
     vmask(n)         the mask of the first n lanes (n >= V: all);
     vloadu(p)        unaligned load;  vbcast(p)  broadcast of *p;
     vfma(a, b, c)    a*b + c, one rounding;
     vload_m(p, m)    masked load (lanes off: 0, not read);
     vstore_m(p, v, m) masked store.

   y[n,oh,ow,f] = y[n,oh,ow,f] + sum over kh, kw, c (in that order, one
   fused multiply-add each) of x[n, oh*sh+kh*dh, ow*sw+kw*dw, c] * w[kh,kw,c,f]
   (x NHWC, already padded, channels xsc apart: 1, or H*W where x is an
   NCHW tensor read in place; w HWCF, contiguous: a
   K = KH*KW*C by F matrix; y NHWC, channels contiguous; strides in
   elements). The order is the host schedule's register tiles' (kh, kw, c
   ascending, into the value y holds), so an output is the same bits
   whichever path, tile or thread computed it.

   The function computes the output pixels [p0, p1) of the flattened
   (n, oh, ow) range, so that threads may share one convolution by pixel
   ranges, in blocks of PB pixels: a register tile's pixels may lie
   on different rows (each has its own input pointer), and the last
   block's missing pixels repeat its last pixel (computed again, the same
   bits stored again), so that every tile has a constant size.

   With a bias b (not NULL: the broadcast of the bias that initialized y,
   fused) y is not read: the accumulators start from b[f], the value y
   would have held, so the bits are the same. */


#include <stdint.h>

/* One register tile: mr pixels (input offsets xo, output offsets yo) by nr
   vectors of channels from f0 (F: the channel count, for the last
   vector's mask; full: every vector is whole). With constant mr, nr and
   full (always_inline into the dispatch below) the accumulators stay in
   registers. */
static inline __attribute__((always_inline)) void tile(const float *x, const int64_t *xo, const float *w, float *y,
    const int64_t *yo, int mr, int nr, int full, int64_t C, int64_t KH, int64_t KW, int64_t xsh, int64_t xsw, int64_t xsc,
    int64_t dh, int64_t dw, int64_t F, int64_t f0, const float *bias) {
  VEC acc[MR > MRN ? MR : MRN][NR];
  MASK m[NR];
  for (int j = 0; j < nr; j++) m[j] = vmask(F - f0 - j * V);
  if (bias) {
    for (int j = 0; j < nr; j++) {
      VEC bv = vload_m(bias + f0 + j * V, m[j]);
      for (int i = 0; i < mr; i++) acc[i][j] = bv;
    }
  } else {
    for (int i = 0; i < mr; i++)
      for (int j = 0; j < nr; j++) acc[i][j] = vload_m(y + yo[i] + f0 + j * V, m[j]);
  }
  for (int64_t kh = 0; kh < KH; kh++) {
    for (int64_t kw = 0; kw < KW; kw++) {
      int64_t off = kh * dh * xsh + kw * dw * xsw;
      const float *xr[MR > MRN ? MR : MRN];
      for (int i = 0; i < mr; i++) xr[i] = x + xo[i] + off;
      const float *b = w + (kh * KW + kw) * C * F + f0;
      for (int64_t c = 0; c < C; c++) {
        VEC bv[NR];
        for (int j = 0; j < nr; j++) bv[j] = full ? vloadu(b + c * F + j * V) : vload_m(b + c * F + j * V, m[j]);
        for (int i = 0; i < mr; i++) {
          VEC a = vbcast(xr[i] + c * xsc);
          for (int j = 0; j < nr; j++) acc[i][j] = vfma(a, bv[j], acc[i][j]);
        }
      }
    }
  }
  for (int i = 0; i < mr; i++)
    for (int j = 0; j < nr; j++) vstore_m(y + yo[i] + f0 + j * V, acc[i][j], m[j]);
}

void SYM(int64_t xp, int64_t wp, int64_t yp, int64_t p0, int64_t p1, int64_t C, int64_t F, int64_t KH, int64_t KW,
    int64_t OH, int64_t OW, int64_t sh, int64_t sw, int64_t dh, int64_t dw, int64_t xsn, int64_t xsh, int64_t xsw,
    int64_t ysn, int64_t ysh, int64_t ysw, int64_t bp, int64_t xsc) {
  const float *x = (const float *)xp, *w = (const float *)wp, *bias = (const float *)bp;
  float *y = (float *)yp;
  int64_t FB = (F + V - 1) / V;
  if (p0 >= p1) return;
  /* (n, oh, ow) of pixel p0, advanced one pixel at a time. */
  int64_t n = p0 / (OH * OW), oh = p0 / OW % OH, ow = p0 % OW;
  for (int64_t p = p0; p < p1; p += PB) {
    int pm = p1 - p >= PB ? PB : (int)(p1 - p);
    int64_t xo[PB], yo[PB];
    for (int i = 0; i < PB; i++) {
      if (i >= pm) { /* past the last pixel: it again */
        xo[i] = xo[pm - 1];
        yo[i] = yo[pm - 1];
        continue;
      }
      xo[i] = n * xsn + oh * sh * xsh + ow * sw * xsw;
      yo[i] = n * ysn + oh * ysh + ow * ysw;
      if (++ow == OW) {
        ow = 0;
        if (++oh == OH) { oh = 0; n++; }
      }
    }
    for (int64_t fb = 0; fb < FB; fb += NR) {
      int nr = FB - fb >= NR ? NR : (int)(FB - fb);
      int64_t f0 = fb * V;
      int full = f0 + nr * V <= F;
      /* Wide tiles (more than NR/2 vectors) of MR pixels, narrow ones of
         MRN, as many as the block has pixels for. */
      int mt = 2 * nr > NR ? MR : MRN;
      for (int t = 0; t < pm; t += mt) {
        const int64_t *xt = xo + t, *yt = yo + t;
        switch (nr * 2 + full) {
#define CASE(r, f) case r * 2 + f: tile(x, xt, w, y, yt, 2 * r > NR ? MR : MRN, r, f, C, KH, KW, xsh, xsw, xsc, dh, dw, F, f0, bias); break;
          CASE(1, 0) CASE(1, 1) CASE(2, 0) CASE(2, 1)
#if NR > 2
          CASE(3, 0) CASE(3, 1) CASE(4, 0) CASE(4, 1)
#endif
#undef CASE
        }
      }
    }
  }
}
